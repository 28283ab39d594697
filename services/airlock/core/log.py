"""PHI-safe structured JSON logging.

Our code logs through `SafeLogger`, which only lets allow-listed keys with small scalar values through:
a field that is not on the list is dropped and counted (`dropped_fields`), never printed, so a mistaken
`log.info("tagged", text=doc)` cannot leak a document. Ids that could identify a person (session ids) are
passed through `hash_id` first. Exceptions are logged with `safe_error`, which prints a message only for
`AirlockError`s (PHI-free by convention).

`configure_logging` routes the stdlib root logger (third-party libraries) to the same JSON format; those
records carry the logger name, level and a length-capped message, and for exceptions only the type name and
the stack frames (file:line function), never the exception text. HTTP client libraries are held at
WARNING: their debug lines print request URLs, and Vault URLs embed secret paths.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sys
import threading
import traceback
from datetime import UTC, datetime
from typing import Any

from airlock.core.errors import AirlockError

__all__ = [
    "ALLOWED_KEYS",
    "SafeLogger",
    "configure_logging",
    "get_logger",
    "hash_id",
    "is_safe_value",
    "safe_error",
]

ALLOWED_KEYS: frozenset[str] = frozenset(
    {
        "request_id",
        "tenant",
        "session_hash",
        "stage",
        "route",
        "outcome",
        "reason",
        "reason_code",
        "count",
        "n",
        "sha256",
        "doc_sha256",
        "duration_ms",
        "topic",
        "partition",
        "offset",
        "error_type",
        "port",
        "pid",
        "service",
        "status",
        "kek_id",
        "path_hash",
        "labels",
        "provider",
        "model",
        "attempt",
        "budget_left",
        "epsilon",
    }
)
_RESERVED = frozenset({"ts", "level", "service", "event", "dropped_fields"})
MAX_STR = 200
_MAX_ITEMS = 100
_MAX_ITEM_STR = 64
_LEVELS = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40, "CRITICAL": 50}

_URL_LOGGERS = ("urllib3", "requests", "hvac", "httpx", "httpcore")
_state = {"level": logging.INFO}
_write_lock = threading.Lock()


def hash_id(value: str) -> str:
    """Short stable hash of an identifier (session id, path) for logs: sha256 hex, first 16 chars."""
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:16]


def safe_error(exc: BaseException) -> str:
    """`Type: message` for AirlockErrors (PHI-free by convention); only the type name for anything else."""
    name = type(exc).__name__
    if isinstance(exc, AirlockError):
        msg = str(exc)
        return f"{name}: {msg}"[:MAX_STR] if msg else name
    return name


def is_safe_value(value: Any) -> bool:
    """True when a value is a small scalar, or a small dict/list of label->count style data."""
    if value is None or isinstance(value, bool | int | float):
        return True
    if isinstance(value, str):
        return len(value) <= MAX_STR
    if isinstance(value, dict):
        return len(value) <= _MAX_ITEMS and all(
            isinstance(k, str)
            and len(k) <= _MAX_ITEM_STR
            and isinstance(v, int | float)
            and not isinstance(v, bool)
            for k, v in value.items()
        )
    if isinstance(value, list | tuple):
        return len(value) <= _MAX_ITEMS and all(
            (isinstance(v, int | float) and not isinstance(v, bool))
            or (isinstance(v, str) and len(v) <= _MAX_ITEM_STR)
            for v in value
        )
    return False


def _write(record: dict[str, Any]) -> None:
    line = json.dumps(record, separators=(",", ":"), ensure_ascii=True, default=str)
    with _write_lock:
        # Resolved per call so test capture and redirected stderr see every line.
        stream = sys.stderr
        stream.write(line + "\n")
        stream.flush()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class SafeLogger:
    """One JSON line per event on stderr: {"ts","level","service","event", ...allow-listed fields}."""

    def __init__(self, service: str) -> None:
        self.service = service

    def _emit(self, level: str, event: str, fields: dict[str, Any]) -> None:
        if _LEVELS[level] < _state["level"]:
            return
        record: dict[str, Any] = {"ts": _now(), "level": level, "service": self.service}
        # The event name is code-chosen, but keep it bounded in case someone interpolates into it.
        record["event"] = event if isinstance(event, str) and len(event) <= 80 else "invalid_event_name"
        dropped = 0
        for key, value in fields.items():
            if key in ALLOWED_KEYS and key not in _RESERVED and is_safe_value(value):
                record[key] = list(value) if isinstance(value, tuple) else value
            else:
                dropped += 1
        if dropped:
            record["dropped_fields"] = dropped
        _write(record)

    def debug(self, event: str, **fields: Any) -> None:
        self._emit("DEBUG", event, fields)

    def info(self, event: str, **fields: Any) -> None:
        self._emit("INFO", event, fields)

    def warning(self, event: str, **fields: Any) -> None:
        self._emit("WARNING", event, fields)

    def error(self, event: str, **fields: Any) -> None:
        self._emit("ERROR", event, fields)

    def exception(self, event: str, exc: BaseException, **fields: Any) -> None:
        """ERROR line with `error_type` = safe_error(exc); never the traceback text."""
        self._emit("ERROR", event, {**fields, "error_type": safe_error(exc)})


def get_logger(service: str) -> SafeLogger:
    return SafeLogger(service)


class JsonFormatter(logging.Formatter):
    """JSON for stdlib records (third-party libraries): capped message, exception type and frames only."""

    def format(self, record: logging.LogRecord) -> str:
        try:
            message = record.getMessage()
        except Exception:  # a library's bad format args must not kill logging
            message = str(record.msg)
        out: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
            "level": record.levelname,
            "service": record.name,
            "event": "log",
            "message": message[:MAX_STR],
        }
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            out["error_type"] = safe_error(exc)
            out["frames"] = [
                f"{f.filename}:{f.lineno} {f.name}" for f in traceback.extract_tb(exc.__traceback__)[-10:]
            ]
        return json.dumps(out, separators=(",", ":"), ensure_ascii=True)


class _StderrHandler(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
            with _write_lock:
                sys.stderr.write(line + "\n")
                sys.stderr.flush()
        except Exception:
            self.handleError(record)


def configure_logging(level: str = "INFO") -> None:
    """Set the level for SafeLoggers and route the stdlib root logger to JSON on stderr (idempotent)."""
    numeric = _LEVELS.get(level.upper())
    if numeric is None:
        raise ValueError("unknown log level")
    _state["level"] = numeric
    root = logging.getLogger()
    for h in list(root.handlers):
        if isinstance(h, _StderrHandler):
            root.removeHandler(h)
    handler = _StderrHandler()
    handler.setFormatter(JsonFormatter())
    root.addHandler(handler)
    root.setLevel(numeric)
    for name in _URL_LOGGERS:
        # Their DEBUG/INFO lines print request URLs, and Vault URLs embed secret paths (tenant/session ids).
        logging.getLogger(name).setLevel(max(numeric, logging.WARNING))
