"""StageRunner and BusProducer behaviour with in-memory fakes (no broker)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from typing import Any

import pytest

from airlock.core import bus
from airlock.core.bus import (
    BusError,
    BusProducer,
    Outgoing,
    PoisonRecord,
    Record,
    StageRunner,
    dead_letter_aad,
)
from airlock.core.topics import DLQ, REQUESTS, TAGGED
from airlock.v1.envelope_pb2 import EncryptedBlob, Envelope
from airlock.v1.events_pb2 import AuditEvent, DeadLetter, Submitted, Tagged

SECRET = "Jane Example, MRN 12345678"  # stands in for PHI: must never reach logs, reasons or the DLQ in clear


class FakeMsg:
    def __init__(self, topic: str, partition: int, offset: int, key: bytes | None, value: bytes) -> None:
        self._t, self._p, self._o, self._k, self._v = topic, partition, offset, key, value

    def error(self) -> None:
        return None

    def topic(self) -> str:
        return self._t

    def partition(self) -> int:
        return self._p

    def offset(self) -> int:
        return self._o

    def key(self) -> bytes | None:
        return self._k

    def value(self) -> bytes:
        return self._v

    def headers(self) -> list[tuple[str, bytes]]:
        return [("traceparent", b"00-abc-def-01")]


class FakeProducer:
    def __init__(self, events: list[Any]) -> None:
        self.events = events
        self.sent: list[tuple[str, str, bytes, Any]] = []

    def produce(self, topic: str, *, key: str, value: Any, headers: Any = None) -> None:
        data = bus._serialize(topic, value)
        self.sent.append((topic, key, data, headers))
        self.events.append(("produce", topic))

    def flush(self, timeout_s: float = 30.0) -> int:
        self.events.append(("flush",))
        return len(self.sent)


class FakeConsumer:
    def __init__(self, events: list[Any]) -> None:
        self.events = events

    def commit(self, *, offsets: list[Any], asynchronous: bool) -> None:
        assert asynchronous is False
        self.events.append(("commit", sorted((tp.topic, tp.partition, tp.offset) for tp in offsets)))


def submitted(request_id: str) -> Submitted:
    msg = Submitted(envelope=Envelope(request_id=request_id, session_id="s1"), document_chars=len(SECRET))
    msg.payload.ciphertext = SECRET.encode()  # a stand-in; real payloads are ciphertext
    return msg


def fake_sealer(data: bytes, aad: str) -> EncryptedBlob:
    return EncryptedBlob(kek_id=f"test:{aad}", ciphertext=bytes(reversed(data)))


def make_runner(handler: Any, events: list[Any], **kw: Any) -> tuple[StageRunner, FakeProducer]:
    producer = FakeProducer(events)
    runner = StageRunner(
        name="tagger", bootstrap="unused:1", group_id="g", consumes=[REQUESTS], handler=handler,
        producer=producer, **kw,  # type: ignore[arg-type]
    )
    return runner, producer


def to_tagged(record: Record) -> Iterable[Outgoing]:
    msg = record.decode()
    if msg.envelope.request_id == "poison":
        raise PoisonRecord("missing_entity_map")
    if msg.envelope.request_id == "boom":
        raise ValueError(f"cannot handle {SECRET}")
    yield Outgoing(TAGGED, key=record.key or "", value=Tagged(envelope=msg.envelope), headers=record.headers)


def dead_letters(producer: FakeProducer) -> list[DeadLetter]:
    return [DeadLetter.FromString(data) for topic, _, data, _ in producer.sent if topic == DLQ]


def test_batch_outputs_are_flushed_before_offsets_are_committed() -> None:
    events: list[Any] = []
    runner, producer = make_runner(to_tagged, events)
    batch = [
        FakeMsg(REQUESTS, 0, 10, b"s1", submitted("r1").SerializeToString()),
        FakeMsg(REQUESTS, 0, 11, b"s1", submitted("r2").SerializeToString()),
        FakeMsg(REQUESTS, 3, 7, b"s2", submitted("r3").SerializeToString()),
    ]
    runner._process(FakeConsumer(events), batch)  # type: ignore[arg-type]
    kinds = [e[0] for e in events]
    assert kinds == ["produce", "produce", "produce", "flush", "commit"]
    assert events[-1][1] == [(REQUESTS, 0, 12), (REQUESTS, 3, 8)]  # next offset to read, per partition
    outs = [Tagged.FromString(data) for _, _, data, _ in producer.sent]
    assert [o.envelope.request_id for o in outs] == ["r1", "r2", "r3"]
    assert producer.sent[0][3] == [("traceparent", b"00-abc-def-01")]  # headers passed through
    assert (runner.processed, runner.dead_lettered, runner.in_flight) == (3, 0, 0)


def test_poison_record_goes_to_dlq_sealed_and_processing_continues(caplog: pytest.LogCaptureFixture) -> None:
    events: list[Any] = []
    runner, producer = make_runner(to_tagged, events, dlq_sealer=fake_sealer)
    poison = submitted("poison").SerializeToString()
    batch = [FakeMsg(REQUESTS, 2, 40, b"s9", poison), FakeMsg(REQUESTS, 2, 41, b"s9", submitted("ok").SerializeToString())]
    with caplog.at_level(logging.DEBUG):
        runner._process(FakeConsumer(events), batch)  # type: ignore[arg-type]
    [dead] = dead_letters(producer)
    assert dead.reason == "missing_entity_map"
    assert (dead.source_topic, dead.partition, dead.offset, dead.stage) == (REQUESTS, 2, 40, "tagger")
    assert dead.envelope.request_id == "poison"  # envelope parsed best-effort
    assert dead_letter_aad(dead) == "poison"
    assert dead.original.kek_id == "test:poison"
    assert bytes(reversed(dead.original.ciphertext)) == poison
    assert [k for t, k, _, _ in producer.sent if t == DLQ] == ["s9"]
    assert [Tagged.FromString(d).envelope.request_id for t, _, d, _ in producer.sent if t == TAGGED] == ["ok"]
    assert events[-1] == ("commit", [(REQUESTS, 2, 42)])
    assert (runner.processed, runner.dead_lettered) == (1, 1)
    assert SECRET not in caplog.text


def test_unexpected_exception_reason_is_type_name_only(caplog: pytest.LogCaptureFixture) -> None:
    events: list[Any] = []
    runner, producer = make_runner(to_tagged, events)  # no sealer: the original must be omitted, not kept
    with caplog.at_level(logging.DEBUG):
        runner._process(FakeConsumer(events), [FakeMsg(REQUESTS, 0, 5, None, submitted("boom").SerializeToString())])  # type: ignore[arg-type]
    [dead] = dead_letters(producer)
    assert dead.reason == "unhandled:ValueError"
    assert not dead.HasField("original")
    assert [k for t, k, _, _ in producer.sent if t == DLQ] == ["unknown"]
    dlq_bytes = b"".join(data for _, _, data, _ in producer.sent)
    assert SECRET.encode() not in dlq_bytes
    assert SECRET not in caplog.text


def test_garbage_bytes_are_dead_lettered_with_empty_envelope() -> None:
    events: list[Any] = []
    runner, producer = make_runner(to_tagged, events, dlq_sealer=fake_sealer)
    runner._process(FakeConsumer(events), [FakeMsg(REQUESTS, 1, 0, b"s1", b"\xff\xff\xff\xff")])  # type: ignore[arg-type]
    [dead] = dead_letters(producer)
    assert dead.reason == "undecodable:Submitted"
    assert not dead.HasField("envelope")
    assert dead_letter_aad(dead) == f"dlq:{REQUESTS}:1:0"
    assert dead.original.kek_id == f"test:dlq:{REQUESTS}:1:0"


def test_failing_sealer_drops_original_and_says_so() -> None:
    def broken_sealer(data: bytes, aad: str) -> EncryptedBlob:
        raise OSError("keystore unavailable")

    events: list[Any] = []
    runner, producer = make_runner(to_tagged, events, dlq_sealer=broken_sealer)
    runner._process(FakeConsumer(events), [FakeMsg(REQUESTS, 0, 1, b"s1", submitted("poison").SerializeToString())])  # type: ignore[arg-type]
    [dead] = dead_letters(producer)
    assert dead.reason == "missing_entity_map;seal_failed:OSError"
    assert not dead.HasField("original")


def test_wrong_output_type_is_a_dead_letter_not_a_wrong_record() -> None:
    def wrong(record: Record) -> Iterable[Outgoing]:
        return [Outgoing(TAGGED, key="s1", value=AuditEvent())]

    events: list[Any] = []
    runner, producer = make_runner(wrong, events)
    runner._process(FakeConsumer(events), [FakeMsg(REQUESTS, 0, 1, b"s1", submitted("r").SerializeToString())])  # type: ignore[arg-type]
    assert [t for t, _, _, _ in producer.sent] == [DLQ]
    assert dead_letters(producer)[0].reason == "unhandled:BusError"


def test_partial_outputs_of_a_failing_handler_are_not_produced() -> None:
    def half(record: Record) -> Iterable[Outgoing]:
        yield Outgoing(TAGGED, key="s1", value=Tagged())
        raise PoisonRecord("half_done")

    events: list[Any] = []
    runner, producer = make_runner(half, events)
    runner._process(FakeConsumer(events), [FakeMsg(REQUESTS, 0, 1, b"s1", b"")])  # type: ignore[arg-type]
    assert [t for t, _, _, _ in producer.sent] == [DLQ]


def test_counters_are_exported_to_prometheus() -> None:
    metrics = pytest.importorskip("airlock.core.metrics")

    def value(name: str, **labels: str) -> float:
        return metrics.REGISTRY.get_sample_value(name, labels) or 0.0

    service = "unit-bus-metrics"
    ok = {"service": service, "topic": REQUESTS, "outcome": "ok"}
    dlq = {"service": service, "topic": REQUESTS, "outcome": "dlq"}
    reason = {"service": service, "topic": REQUESTS, "reason_code": "unhandled"}
    before = (value("records_processed_total", **ok), value("records_processed_total", **dlq),
              value("dlq_records_total", **reason))
    events: list[Any] = []
    runner, _ = make_runner(to_tagged, events)
    runner.name = service
    batch = [
        FakeMsg(REQUESTS, 0, 1, b"s1", submitted("ok").SerializeToString()),
        FakeMsg(REQUESTS, 0, 2, b"s1", submitted("boom").SerializeToString()),
        FakeMsg(REQUESTS, 0, 3, b"s1", submitted("ok2").SerializeToString()),
    ]
    runner._process(FakeConsumer(events), batch)  # type: ignore[arg-type]
    after = (value("records_processed_total", **ok), value("records_processed_total", **dlq),
             value("dlq_records_total", **reason))
    assert [a - b for a, b in zip(after, before, strict=True)] == [2.0, 1.0, 1.0]
    assert value("inflight_records", service=service) == 0.0
    assert SECRET not in metrics.render().decode()


def test_producer_rejects_wrong_message_type_for_registry_topic() -> None:
    producer = BusProducer("127.0.0.1:1", "test")
    with pytest.raises(BusError, match="carries Tagged"):
        producer.produce(TAGGED, key="s1", value=Submitted())


def test_flush_raises_when_delivery_fails() -> None:
    # Nothing listens on port 1: delivery times out quickly and must surface as BusError, never silently.
    producer = BusProducer("127.0.0.1:1", "test", config={"message.timeout.ms": 200})
    producer.produce("any.topic", key="s1", value=b"x")
    with pytest.raises(BusError, match="deliveries failed"):
        producer.flush(10)
    assert producer.failed == 1 and producer.delivered == 0
    assert producer.flush(1) == 0  # reported once, to the flush that owns it


def test_failure_is_reported_to_the_producing_thread_not_to_another_flusher() -> None:
    """Two stages share a producer: stage B's flush must not swallow (or be blamed for) stage A's failure."""
    producer = BusProducer("127.0.0.1:1", "test", config={"message.timeout.ms": 200})
    produced = threading.Event()
    a_result: list[BaseException | int] = []

    def stage_a() -> None:
        producer.produce("any.topic", key="s1", value=b"x")
        produced.set()
        b_done.wait(10)
        try:
            a_result.append(producer.flush(10))
        except BusError as exc:
            a_result.append(exc)

    b_done = threading.Event()
    thread = threading.Thread(target=stage_a)
    thread.start()
    assert produced.wait(10)
    assert producer.flush(10) == 0  # B serves A's failed delivery report but produced nothing itself
    assert producer.failed == 1
    b_done.set()
    thread.join(10)
    assert len(a_result) == 1 and isinstance(a_result[0], BusError)


def test_run_returns_promptly_when_stop_is_already_set() -> None:
    stop = threading.Event()
    stop.set()
    runner = StageRunner(
        name="t", bootstrap="127.0.0.1:1", group_id="g", consumes=[REQUESTS], handler=to_tagged,
        producer=BusProducer("127.0.0.1:1", "t"),
    )
    runner.run(stop)
    assert runner.processed == 0
