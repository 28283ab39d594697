"""The bus against a real dev broker subprocess (librdkafka mock cluster over TCP)."""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, Producer

from airlock.core.bus import BusProducer, Outgoing, PoisonRecord, Record, StageRunner, wait_for_topics
from airlock.core.dev_broker import BROKER_FILE, DevBrokerError, read_bootstrap, start_dev_broker
from airlock.core.topics import DLQ, REQUESTS, TOPICS
from airlock.v1.envelope_pb2 import EncryptedBlob, Envelope
from airlock.v1.events_pb2 import AuditEvent, DeadLetter, Submitted

pytestmark = pytest.mark.integration
DEADLINE_S = 30.0


def unique(prefix: str) -> str:
    return f"{prefix}.{uuid.uuid4().hex[:10]}"


def consume_until(
    bootstrap: str, topic: str, done: Callable[[list[Record]], bool], group: str | None = None
) -> list[Record]:
    """Read `topic` from the beginning with a fresh group until `done(records)` or the deadline."""
    consumer = Consumer({
        "bootstrap.servers": bootstrap, "group.id": group or unique("reader"),
        "auto.offset.reset": "earliest", "enable.auto.commit": False,
    })
    consumer.subscribe([topic])
    records: list[Record] = []
    deadline = time.monotonic() + DEADLINE_S
    try:
        while not done(records) and time.monotonic() < deadline:
            for m in consumer.consume(500, 0.2):
                if m.error() is None:
                    key = m.key().decode() if m.key() is not None else None
                    records.append(Record(m.topic(), m.partition(), m.offset(), key, m.value(), []))
    finally:
        consumer.close()
    return records


def produce_raw(bootstrap: str, topic: str, items: Iterable[tuple[str, bytes]]) -> None:
    producer = BusProducer(bootstrap, "test-feeder")
    for key, value in items:
        producer.produce(topic, key=key, value=value)
    producer.flush(DEADLINE_S)


def run_in_thread(runner: StageRunner, stop: threading.Event) -> tuple[threading.Thread, list[BaseException]]:
    errors: list[BaseException] = []

    def target() -> None:
        try:
            runner.run(stop)
        except BaseException as exc:  # noqa: BLE001 - reported to the test thread
            errors.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread, errors


def wait_until(cond: Callable[[], bool]) -> None:
    deadline = time.monotonic() + DEADLINE_S
    while not cond():
        assert time.monotonic() < deadline, "condition not reached before the deadline"
        time.sleep(0.05)


def test_partition_counts_match_registry(dev_broker: str) -> None:
    wait_for_topics(dev_broker, TOPICS, timeout_s=10)
    metadata = Producer({"bootstrap.servers": dev_broker}).list_topics(timeout=10)
    for topic in TOPICS.values():
        assert len(metadata.topics[topic.name].partitions) == topic.partitions, topic.name


def test_protobuf_round_trip(dev_broker: str) -> None:
    session = unique("session")
    sent = Submitted(envelope=Envelope(request_id=unique("req"), session_id=session, tenant="t1"), document_chars=42)
    sent.payload.ciphertext = os.urandom(64)
    producer = BusProducer(dev_broker, "test-round-trip")
    producer.produce(REQUESTS, key=session, value=sent, headers=[("traceparent", b"00-1-2-01")])
    assert producer.flush(DEADLINE_S) == 1
    records = consume_until(dev_broker, REQUESTS, lambda rs: any(r.key == session for r in rs))
    [mine] = [r for r in records if r.key == session]
    assert mine.decode() == sent


def test_wait_for_topics_times_out_on_missing_topic(dev_broker: str) -> None:
    with pytest.raises(Exception, match="missing"):
        wait_for_topics(dev_broker, [REQUESTS, unique("never.created")], timeout_s=0.5)


class Crash(BaseException):
    """Simulates the process dying mid-batch (not an Exception, so the runner cannot dead-letter it)."""


def echo_runner(bootstrap: str, group: str, src: str, dst: str, seen: list[int], on_record: Callable[[int], None]) -> StageRunner:
    def handler(record: Record) -> Iterable[Outgoing]:
        n = int(record.value.decode())
        on_record(n)
        seen.append(n)
        yield Outgoing(dst, key=str(n), value=AuditEvent(event=f"echo-{n}"))

    return StageRunner(name="echo", bootstrap=bootstrap, group_id=group, consumes=[src], handler=handler, batch_size=10)


@pytest.mark.parametrize("how", ["graceful", "crash"])
def test_consumer_group_restart_loses_nothing(dev_broker: str, how: str) -> None:
    n = 300
    src, dst, group = unique("test.bus.in"), unique("test.bus.out"), unique("echo")
    produce_raw(dev_broker, src, [(f"s{i % 7}", str(i).encode()) for i in range(n)])

    first_seen: list[int] = []
    stop_first = threading.Event()

    def interrupt(_: int) -> None:
        if len(first_seen) == n // 3:
            if how == "crash":
                raise Crash()
            stop_first.set()  # graceful: the runner finishes and commits its batch, then returns

    first = echo_runner(dev_broker, group, src, dst, first_seen, interrupt)
    thread, errors = run_in_thread(first, stop_first)
    thread.join(DEADLINE_S)
    assert not thread.is_alive()
    assert [type(e) for e in errors] == ([Crash] if how == "crash" else [])
    assert n // 3 <= len(first_seen) < n  # it really stopped mid-way

    second_seen: list[int] = []
    second = echo_runner(dev_broker, group, src, dst, second_seen, lambda _: None)
    stop_second = threading.Event()
    thread, errors = run_in_thread(second, stop_second)
    wait_until(lambda: set(first_seen) | set(second_seen) == set(range(n)))
    stop_second.set()
    thread.join(DEADLINE_S)
    assert not thread.is_alive() and errors == []

    if how == "graceful":
        # Stop finished and committed the in-flight batch, so the new member starts exactly after it.
        assert set(first_seen).isdisjoint(second_seen)
        assert first.processed == len(first_seen)
    else:
        # The crashed batch was not committed: it is replayed (at-least-once), never skipped.
        assert len(first_seen) + len(second_seen) >= n

    outputs = consume_until(dev_broker, dst, lambda rs: len({r.key for r in rs}) >= n)
    assert {r.key for r in outputs} == {str(i) for i in range(n)}  # de-duplicates to exactly N by key
    assert all(AuditEvent.FromString(r.value).event == f"echo-{r.key}" for r in outputs)


def test_poison_record_lands_on_dlq_and_processing_continues(dev_broker: str) -> None:
    src, dst = unique("test.bus.poison"), unique("test.bus.poison-out")
    good = [Submitted(envelope=Envelope(request_id=f"r{i}", session_id="s1")).SerializeToString() for i in range(3)]
    garbage = b"\xff\xff\xff\xff garbage"
    # One key keeps all four on one partition, in order: good, garbage, good, good.
    produce_raw(dev_broker, src, [("s1", good[0]), ("s1", garbage), ("s1", good[1]), ("s1", good[2])])

    def handler(record: Record) -> Iterable[Outgoing]:
        msg = Submitted()
        try:
            msg.ParseFromString(record.value)
        except Exception as exc:
            raise PoisonRecord("undecodable:Submitted") from exc
        return [Outgoing(dst, key=record.key or "", value=AuditEvent(event=msg.envelope.request_id))]

    def sealer(data: bytes, aad: str) -> EncryptedBlob:
        return EncryptedBlob(kek_id="fake", nonce=aad.encode(), ciphertext=bytes(b ^ 0x5A for b in data))

    runner = StageRunner(
        name="poison-test", bootstrap=dev_broker, group_id=unique("poison"), consumes=[src], handler=handler,
        dlq_sealer=sealer,
    )
    stop = threading.Event()
    thread, errors = run_in_thread(runner, stop)
    wait_until(lambda: runner.processed == 3 and runner.dead_lettered == 1)
    stop.set()
    thread.join(DEADLINE_S)
    assert not thread.is_alive() and errors == []

    def mine(records: list[Record]) -> list[DeadLetter]:
        return [d for d in (DeadLetter.FromString(r.value) for r in records) if d.source_topic == src]

    [dead] = mine(consume_until(dev_broker, DLQ, lambda rs: bool(mine(rs))))
    assert dead.reason == "undecodable:Submitted"
    assert dead.offset == 1 and dead.stage == "poison-test"
    assert dead.original.kek_id == "fake"
    assert bytes(b ^ 0x5A for b in dead.original.ciphertext) == garbage
    assert garbage not in dead.SerializeToString()  # never the plaintext bytes
    outputs = consume_until(dev_broker, dst, lambda rs: len(rs) >= 3)
    assert [AuditEvent.FromString(r.value).event for r in outputs] == ["r0", "r1", "r2"]


def test_own_broker_writes_broker_json_and_stops_cleanly(tmp_path: Path) -> None:
    broker = start_dev_broker(tmp_path, timeout_s=30, extra_topics={"test.extra": 9})
    with broker:
        info = json.loads((tmp_path / BROKER_FILE).read_text())
        assert info["pid"] == broker.pid
        assert info["bootstrap"] == broker.bootstrap == read_bootstrap(tmp_path)
        assert info["bootstrap"].startswith("127.0.0.1:")
        assert info["topics"] == {t.name: t.partitions for t in TOPICS.values()} | {"test.extra": 9}
        wait_for_topics(broker.bootstrap, [*TOPICS, "test.extra"], timeout_s=10)
        metadata = Producer({"bootstrap.servers": broker.bootstrap}).list_topics(timeout=10)
        assert len(metadata.topics["test.extra"].partitions) == 9
    assert broker.popen.returncode == 0  # clean exit on SIGTERM
    assert not (tmp_path / BROKER_FILE).exists()
    with pytest.raises(ProcessLookupError):
        os.kill(broker.pid, 0)
    with pytest.raises(DevBrokerError):
        read_bootstrap(tmp_path)
