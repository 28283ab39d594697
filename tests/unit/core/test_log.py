"""SafeLogger: JSON lines, allow-listed keys, dropped fields counted, safe_error, stdlib routing."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest

from airlock.core.errors import DecryptionError, GateError, SecretStoreError
from airlock.core.log import configure_logging, get_logger, hash_id, safe_error


@pytest.fixture(autouse=True)
def _info_level() -> Iterator[None]:
    configure_logging("INFO")
    yield
    configure_logging("INFO")


def _lines(err: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in err.splitlines() if line.strip()]


def test_json_line_with_allowed_fields(capsys: pytest.CaptureFixture[str]) -> None:
    get_logger("tagger").info(
        "tagged", request_id="r-1", count=3, duration_ms=1.5, labels={"NAME": 2, "MRN": 1}, route="abstract"
    )
    (line,) = _lines(capsys.readouterr().err)
    assert line["service"] == "tagger" and line["event"] == "tagged" and line["level"] == "INFO"
    assert line["request_id"] == "r-1" and line["count"] == 3 and line["labels"] == {"NAME": 2, "MRN": 1}
    assert str(line["ts"]).endswith("Z") and "dropped_fields" not in line


def test_disallowed_keys_and_values_are_dropped_not_printed(capsys: pytest.CaptureFixture[str]) -> None:
    get_logger("tagger").warning(
        "oops",
        text="Patient Jane Roe",  # key not allowed
        session_id="sess-raw-123",  # must be hashed into session_hash
        reason="x" * 201,  # too long
        labels={"NAME": "Jane Roe"},  # dict values must be counts
        tenant=object(),  # not a scalar
        n=7,
    )
    out = capsys.readouterr().err
    (line,) = _lines(out)
    assert line["dropped_fields"] == 5 and line["n"] == 7
    assert "Jane" not in out and "sess-raw-123" not in out and "xxxxx" not in out


def test_reserved_keys_cannot_be_overridden(capsys: pytest.CaptureFixture[str]) -> None:
    get_logger("egress").info("sent", service="spoofed", status="ok")
    (line,) = _lines(capsys.readouterr().err)
    assert line["service"] == "egress" and line["dropped_fields"] == 1


def test_levels_filter(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("WARNING")
    log = get_logger("s")
    log.info("hidden")
    log.debug("hidden")
    log.error("shown")
    assert [ln["event"] for ln in _lines(capsys.readouterr().err)] == ["shown"]
    with pytest.raises(ValueError):
        configure_logging("LOUD")


def test_hash_id() -> None:
    assert hash_id("session-1") == hash_id("session-1")
    assert len(hash_id("session-1")) == 16 and hash_id("session-1") != hash_id("session-2")
    assert "session" not in hash_id("session-1")


def test_safe_error_only_trusts_airlock_errors() -> None:
    assert safe_error(GateError("residual identifier in redacted text")) == (
        "GateError: residual identifier in redacted text"
    )
    assert safe_error(SecretStoreError("")) == "SecretStoreError"
    assert safe_error(DecryptionError("x" * 500)).__len__() == 200
    try:
        b"Jane Roe \xff".decode("utf-8")
    except UnicodeDecodeError as exc:
        assert safe_error(exc) == "UnicodeDecodeError"
    assert safe_error(KeyError("Jane Roe")) == "KeyError"


def test_exception_helper(capsys: pytest.CaptureFixture[str]) -> None:
    get_logger("s").exception("failed", ValueError("Jane Roe"), request_id="r")
    out = capsys.readouterr().err
    (line,) = _lines(out)
    assert line["error_type"] == "ValueError" and line["level"] == "ERROR" and "Jane" not in out


def test_stdlib_records_become_json_without_exception_text(capsys: pytest.CaptureFixture[str]) -> None:
    third_party = logging.getLogger("some.library")
    try:
        raise ValueError("Patient Jane Roe")
    except ValueError:
        third_party.exception("request failed after %d tries", 3)
    third_party.debug("below level")
    lines = [ln for ln in _lines(capsys.readouterr().err) if ln.get("service") == "some.library"]
    assert len(lines) == 1
    line = lines[0]
    assert line["message"] == "request failed after 3 tries" and line["level"] == "ERROR"
    assert line["error_type"] == "ValueError" and "Jane" not in json.dumps(line)
    assert any("test_log.py" in f for f in line["frames"])  # type: ignore[union-attr]


def test_configure_logging_is_idempotent(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging("INFO")
    configure_logging("INFO")
    logging.getLogger("lib").warning("once")
    assert len([ln for ln in _lines(capsys.readouterr().err) if ln.get("service") == "lib"]) == 1
