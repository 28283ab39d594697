"""The gateway's results consumer: which dead letters end a request."""

from __future__ import annotations

import pytest

from airlock.core.bus import Record
from airlock.core.topics import AUDIT, DLQ, TAGGED
from airlock.gateway.result_store import ResultStore
from airlock.gateway.service import Gateway
from airlock.v1 import envelope_pb2, events_pb2


@pytest.fixture
def gateway(stage_ctx, tmp_path) -> Gateway:
    return Gateway(stage_ctx, tenants={}, results=ResultStore(tmp_path / "results.sqlite"))


def _dead(rid: str, source: str) -> Record:
    dead = events_pb2.DeadLetter(envelope=envelope_pb2.Envelope(request_id=rid, tenant="t", session_id="s"),
                                 source_topic=source, stage="x", reason="unhandled:OperationalError")
    return Record(DLQ, 0, 0, "s", dead.SerializeToString(), [])


def test_a_pipeline_dead_letter_ends_the_request_with_an_error(gateway) -> None:
    gateway.results.accept(request_id="r1", tenant="t", idempotency_key=None)
    gateway.on_record(_dead("r1", TAGGED))
    result = gateway.results.get("r1")[1]
    assert result.outcome == envelope_pb2.OUTCOME_ERROR and "dead-lettered at x" in result.reason


def test_an_audit_dead_letter_does_not_replace_the_real_answer(gateway) -> None:
    gateway.results.accept(request_id="r2", tenant="t", idempotency_key=None)
    gateway.on_record(_dead("r2", AUDIT))
    assert gateway.results.get("r2")[1] is None  # still pending: the real result decides


def test_a_garbage_dead_letter_is_ignored_not_looped(gateway) -> None:
    assert list(gateway.on_record(Record(DLQ, 0, 0, "s", b"\xff\xfe not protobuf", []))) == []
