from __future__ import annotations

import time

from airlock.egress.circuit_breaker import CircuitBreaker


def test_opens_after_threshold_and_half_opens() -> None:
    b = CircuitBreaker(failure_threshold=2, reset_after_s=0.05)
    assert b.allow()
    b.record(False)
    assert b.allow() and not b.open
    b.record(False)
    assert b.open and not b.allow()
    time.sleep(0.06)
    assert b.allow()  # half-open trial
    b.record(False)
    assert b.open  # one more failure re-opens at once
    time.sleep(0.06)
    assert b.allow()
    b.record(True)
    assert not b.open and b.allow()
