"""Gateway input validation: clear messages, never the content."""

from __future__ import annotations

import grpc
import pytest
from hypothesis import given
from hypothesis import strategies as st

from airlock.gateway.validation import Rejection, check_ids, check_task, decode_document

CANARY = "CANARY-Zebulon-Quixote"


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (b"", "document is empty"),
        (b"   \n\t ", "only whitespace"),
        (b"x" * 2049, "2049 bytes; the configured limit is 2048"),
        (CANARY.encode() + b"\xff\xfe bad", "not valid UTF-8 (first invalid byte at offset 22)"),
        (b"\x00\x01\x02binary" + CANARY.encode(), "looks binary"),
    ],
)
def test_bad_documents_are_rejected_clearly(raw: bytes, fragment: str) -> None:
    with pytest.raises(Rejection) as err:
        decode_document(raw, max_bytes=2048)
    assert err.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert fragment in err.value.message
    assert CANARY not in err.value.message


def test_good_document_with_tabs_and_newlines_passes() -> None:
    assert decode_document(b"Pt seen\tat clinic.\r\nPlan: home", max_bytes=100).startswith("Pt seen")


@given(st.binary(max_size=300))
def test_any_bytes_either_decode_or_reject(raw: bytes) -> None:
    try:
        text = decode_document(raw, max_bytes=200)
    except Rejection as rej:
        assert rej.code == grpc.StatusCode.INVALID_ARGUMENT and rej.message
    else:
        assert text.encode() == raw


@pytest.mark.parametrize(("tenant", "session"), [("", "s"), ("a b", "s"), ("t", ""), ("t", "../x"), ("t", "s" * 129), ("t", "."), ("t", "..")])
def test_ids_are_checked(tenant: str, session: str) -> None:
    with pytest.raises(Rejection):
        check_ids(tenant=tenant, session_id=session)


def test_task_rules() -> None:
    with pytest.raises(Rejection, match="task is empty"):
        check_task("  ")
    with pytest.raises(Rejection, match="over 2000"):
        check_task("x" * 2001)
    assert check_task(" summarise ") == "summarise"
