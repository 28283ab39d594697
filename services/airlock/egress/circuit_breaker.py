"""A small circuit breaker so a failing provider is not hammered and callers fail fast."""

from __future__ import annotations

import threading
import time


class CircuitBreaker:
    def __init__(self, *, failure_threshold: int = 5, reset_after_s: float = 30.0) -> None:
        self.failure_threshold = failure_threshold
        self.reset_after_s = reset_after_s
        self._failures = 0
        self._opened_at: float | None = None
        self._lock = threading.Lock()

    def allow(self) -> bool:
        """False while open; after `reset_after_s` one trial call is let through (half-open)."""
        with self._lock:
            if self._opened_at is None:
                return True
            if time.monotonic() - self._opened_at >= self.reset_after_s:
                self._opened_at = None
                self._failures = self.failure_threshold - 1  # one more failure re-opens at once
                return True
            return False

    def record(self, ok: bool) -> None:
        with self._lock:
            if ok:
                self._failures = 0
                self._opened_at = None
                return
            self._failures += 1
            if self._failures >= self.failure_threshold:
                self._opened_at = time.monotonic()

    @property
    def open(self) -> bool:
        with self._lock:
            return self._opened_at is not None
