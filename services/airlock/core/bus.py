"""Kafka bus: an idempotent protobuf producer and the at-least-once consume-process-produce loop of a stage.

Delivery semantics: a StageRunner commits a batch's offsets only after every output of that batch (including
dead letters) is acknowledged by the broker (acks=all, idempotent producer). A crash therefore replays at most
the uncommitted batch; stages make processing idempotent by request id. Failures of a single record never
stop the stage: the record goes to airlock.dlq with a PHI-free reason and its bytes sealed (or omitted).

Logs, exceptions and metrics here carry topics, partitions, offsets, ids and reason codes only, never values.
"""

from __future__ import annotations

import functools
import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from confluent_kafka import Consumer, KafkaError, KafkaException, Producer, TopicPartition
from google.protobuf.message import DecodeError, Message

from airlock.core.topics import DLQ, TOPICS, message_class
from airlock.v1.envelope_pb2 import EncryptedBlob
from airlock.v1.events_pb2 import DeadLetter

try:  # metrics are optional so the bus works in tools and benchmarks that do not ship airlock.core.metrics
    from airlock.core import metrics as _metrics
except ImportError:  # pragma: no cover - depends on the install
    _metrics = None  # type: ignore[assignment]

log = logging.getLogger("airlock.bus")

Headers = list[tuple[str, bytes]]
_MAX_REASON = 200
_FLUSH_TIMEOUT_S = 30.0
FETCH_WAIT_MS = 20
_REBALANCE_ERRORS = {
    KafkaError.REBALANCE_IN_PROGRESS,
    KafkaError.ILLEGAL_GENERATION,
    KafkaError.UNKNOWN_MEMBER_ID,
    KafkaError._ASSIGNMENT_LOST,
}


class BusError(RuntimeError):
    """A bus operation failed (delivery, commit, broker unavailable). Messages never contain record values."""


class PoisonRecord(Exception):
    """Raised by a handler for a record it can never process; the record goes to the DLQ with `reason`.

    `reason` must be PHI-free (a short code such as "undecodable" or "missing_entity_map").
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Record:
    """One consumed Kafka record."""

    topic: str
    partition: int
    offset: int
    key: str | None
    value: bytes
    headers: Headers = field(default_factory=list)

    def decode(self) -> Message:
        """Parse the value as the topic's protobuf message; PoisonRecord("undecodable") if it is not one."""
        cls = message_class(self.topic)
        msg = cls()
        try:
            msg.ParseFromString(self.value)
        except DecodeError as exc:
            raise PoisonRecord(f"undecodable:{cls.__name__}") from exc
        return msg


@dataclass
class Outgoing:
    """A record a handler wants produced; key is the session id. `value` is bytes only on bytes topics."""

    topic: str
    key: str
    value: Message | bytes
    headers: Headers | None = None


def _serialize(topic: str, value: Message | bytes) -> bytes:
    """Wire bytes of `value`; rejects a protobuf of the wrong type for a registry topic (a wiring bug)."""
    if isinstance(value, bytes | bytearray):
        return bytes(value)
    spec = TOPICS.get(topic)
    if spec is not None and spec.is_protobuf and value.DESCRIPTOR.name != spec.message:
        raise BusError(f"topic {topic} carries {spec.message}, got {value.DESCRIPTOR.name}")
    return value.SerializeToString()


class _Deliveries:
    """Delivery outcomes of the records one thread produced since its last flush."""

    __slots__ = ("delivered", "failures")

    def __init__(self) -> None:
        self.delivered = 0
        self.failures: list[str] = []


class BusProducer:
    """Idempotent, acks=all producer of protobuf records, shareable between threads.

    Delivery outcomes are tracked per producing thread: a StageRunner's flush() reports the failures of the
    records *it* produced, so one stage can never commit offsets on the strength of another's flush.
    """

    def __init__(
        self,
        bootstrap: str,
        client_id: str,
        *,
        linger_ms: int = 2,
        compression: str = "none",
        config: dict[str, Any] | None = None,
    ) -> None:
        conf: dict[str, Any] = {
            "bootstrap.servers": bootstrap,
            "client.id": client_id,
            "enable.idempotence": True,
            "acks": "all",
            "linger.ms": linger_ms,
            # bench/bench_bus.py: lz4 cost 10-40 % throughput on 1 KB records whose payload is ciphertext,
            # which does not compress, so the default is none.
            "compression.type": compression,
            "logger": log,
        }
        conf.update(config or {})
        self._producer = Producer(conf)
        self._lock = threading.Lock()
        self._local = threading.local()
        self.delivered = 0  # acknowledged by the broker, all threads
        self.failed = 0  # delivery failures, all threads

    def _deliveries(self) -> _Deliveries:
        tracker = getattr(self._local, "deliveries", None)
        if tracker is None:
            tracker = self._local.deliveries = _Deliveries()
        return tracker

    def _on_delivery(self, tracker: _Deliveries, err: KafkaError | None, msg: Any) -> None:
        # Runs in whichever thread serves callbacks (poll/flush), hence the lock.
        with self._lock:
            if err is None:
                self.delivered += 1
                tracker.delivered += 1
            else:
                self.failed += 1
                tracker.failures.append(err.name())
        if err is not None:
            log.error("delivery failed topic=%s partition=%s code=%s", msg.topic(), msg.partition(), err.name())

    def produce(
        self, topic: str, *, key: str, value: Message | bytes, headers: Headers | None = None
    ) -> None:
        """Queue one record (key = session id). Blocks briefly, bounded, when the local queue is full."""
        data = _serialize(topic, value)
        on_delivery = functools.partial(self._on_delivery, self._deliveries())
        for _ in range(100):
            try:
                self._producer.produce(
                    topic, value=data, key=key.encode(), headers=headers or None, on_delivery=on_delivery
                )
                break
            except BufferError:
                self._producer.poll(0.05)  # local queue full: serve delivery reports to make room
            except KafkaException as exc:
                raise BusError(f"produce to {topic} failed: {exc.args[0].name()}") from None
        else:
            raise BusError(f"producer queue for {topic} stayed full")
        self._producer.poll(0)

    def poll(self, timeout_s: float = 0) -> None:
        """Serve delivery callbacks."""
        self._producer.poll(timeout_s)

    def flush(self, timeout_s: float = _FLUSH_TIMEOUT_S) -> int:
        """Wait for every queued record; return how many records this thread produced were acknowledged
        since its previous flush.

        Raises BusError if any record is still undelivered after `timeout_s`, or if any record this thread
        produced since its previous flush failed.
        """
        remaining = self._producer.flush(timeout_s)
        tracker = self._deliveries()
        with self._lock:
            delivered, tracker.delivered = tracker.delivered, 0
            failures, tracker.failures = tracker.failures, []
        if remaining:
            raise BusError(f"{remaining} records undelivered after {timeout_s}s")
        if failures:
            raise BusError(f"{len(failures)} deliveries failed: {sorted(set(failures))}")
        return delivered

    def __len__(self) -> int:
        """Records queued and not yet acknowledged."""
        return len(self._producer)


def dead_letter_aad(dead_letter: DeadLetter) -> str:
    """Associated data the original bytes of `dead_letter` are sealed with (replay tools need the same)."""
    if dead_letter.envelope.request_id:
        return dead_letter.envelope.request_id  # the pipeline's convention: AAD = request id
    return f"dlq:{dead_letter.source_topic}:{dead_letter.partition}:{dead_letter.offset}"


def _reason_code(reason: str) -> str:
    """Low-cardinality metric label: the part of a reason before the first ':'."""
    return reason.split(":", 1)[0][:40] or "unknown"


class StageRunner:
    """At-least-once consume -> handle -> produce -> commit loop of one pipeline stage.

    Per batch: call `handler` per record, produce its outputs (dead letters for records it rejects), flush,
    then commit the batch's offsets synchronously. `processed`, `dead_lettered` and `in_flight` are plain
    attributes for the Admin API.
    """

    def __init__(
        self,
        *,
        name: str,
        bootstrap: str,
        group_id: str,
        consumes: list[str],
        handler: Callable[[Record], Iterable[Outgoing]],
        producer: BusProducer | None = None,
        dlq_sealer: Callable[[bytes, str], EncryptedBlob] | None = None,
        batch_size: int = 64,
        poll_timeout_s: float = 0.2,
        consumer_config: dict[str, Any] | None = None,
    ) -> None:
        self.name = name
        self.bootstrap = bootstrap
        self.group_id = group_id
        self.consumes = list(consumes)
        self.handler = handler
        self._owns_producer = producer is None
        self.producer = producer or BusProducer(bootstrap, client_id=f"{name}-producer")
        self.dlq_sealer = dlq_sealer
        self.batch_size = batch_size
        self.poll_timeout_s = poll_timeout_s
        self._consumer_config = consumer_config or {}
        self.processed = 0  # records handled successfully and committed
        self.dead_lettered = 0  # records sent to the DLQ and committed
        self.in_flight = 0  # records of the current batch not yet committed

    def _consumer(self) -> Consumer:
        conf: dict[str, Any] = {
            "bootstrap.servers": self.bootstrap,
            "group.id": self.group_id,
            "client.id": f"{self.name}-consumer",
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            # KIP-848 group protocol: a member that leaves hands its partitions over at once. With the classic
            # protocol the librdkafka mock parks a new member's JoinGroup for a whole session timeout after
            # the last member left (measured: 44 s), and real brokers pay a join/sync barrier per rebalance.
            # Needs Kafka >= 4.0 in production; pass {"group.protocol": "classic"} for older brokers.
            "group.protocol": "consumer",
            # The mock broker does not wake a waiting fetch when records arrive, so every hop would cost up
            # to this wait (librdkafka default 500 ms). Real brokers answer as soon as data is there; for
            # them a short wait only adds cheap empty fetches while idle.
            "fetch.wait.max.ms": FETCH_WAIT_MS,
            "logger": log,
        }
        conf.update(self._consumer_config)
        return Consumer(conf)

    def run(self, stop: threading.Event) -> None:
        """Process batches until `stop` is set; the in-flight batch is finished and committed before return.

        Raises BusError when outputs cannot be delivered or offsets cannot be committed; the uncommitted
        batch is then replayed by whoever consumes the partitions next.
        """
        consumer = self._consumer()
        consumer.subscribe(self.consumes)
        log.info("stage %s consuming %s as group %s", self.name, self.consumes, self.group_id)
        try:
            while not stop.is_set():
                # consume(n, timeout) would wait the whole timeout for a full batch; instead wait for one
                # record, then take whatever else is already fetched: low latency at low rates, batches
                # (and one flush + commit per batch) under load.
                first = consumer.poll(self.poll_timeout_s)
                if first is None:
                    continue
                batch = [first]
                if self.batch_size > 1:
                    batch += consumer.consume(self.batch_size - 1, 0)
                self._process(consumer, batch)
        finally:
            consumer.close()  # leaves the group promptly so partitions move to the next member
            if self._owns_producer:
                try:
                    self.producer.flush()
                except BusError as exc:
                    log.error("stage %s final flush failed: %s", self.name, exc)
            log.info("stage %s stopped processed=%d dlq=%d", self.name, self.processed, self.dead_lettered)

    def _process(self, consumer: Consumer, batch: list[Any]) -> None:
        self._set_in_flight(len(batch))
        next_offsets: dict[tuple[str, int], int] = {}
        outcomes: list[tuple[str, str]] = []  # (topic, "ok" | reason) per record, counted after commit
        for msg in batch:
            err = msg.error()
            if err is not None:
                if err.fatal():
                    raise BusError(f"consumer fatal error {err.name()}")
                log.warning("stage %s consumer error code=%s", self.name, err.name())
                continue
            record = Record(
                topic=msg.topic(),
                partition=msg.partition(),
                offset=msg.offset(),
                key=msg.key().decode("utf-8", "replace") if msg.key() is not None else None,
                value=msg.value() or b"",
                headers=list(msg.headers() or []),
            )
            started = time.perf_counter()
            outcomes.append((record.topic, self._handle(record)))
            if _metrics is not None:
                _metrics.STAGE_SECONDS.labels(service=_metrics.label(self.name)).observe(
                    time.perf_counter() - started
                )
            next_offsets[(record.topic, record.partition)] = record.offset + 1
        self.producer.flush()
        if next_offsets:
            offsets = [TopicPartition(t, p, o) for (t, p), o in next_offsets.items()]
            try:
                consumer.commit(offsets=offsets, asynchronous=False)
            except KafkaException as exc:
                code = exc.args[0].code()
                if code not in _REBALANCE_ERRORS:
                    raise BusError(f"commit failed: {exc.args[0].name()}") from None
                # Partitions moved to another member mid-batch: our outputs are flushed, the new owner
                # replays from the last commit, so this only costs duplicates (at-least-once holds).
                log.warning("stage %s commit lost to rebalance code=%s", self.name, exc.args[0].name())
        for topic, outcome in outcomes:
            self._count(topic, outcome)
        self._set_in_flight(0)

    def _handle(self, record: Record) -> str:
        """Run the handler on one record and queue its outputs; returns "ok" or the dead-letter reason."""
        try:
            outputs = [
                (out.topic, out.key, _serialize(out.topic, out.value), out.headers)
                for out in self.handler(record)
            ]
        except PoisonRecord as exc:
            reason = exc.reason[:_MAX_REASON] or "poison"
        except Exception as exc:  # noqa: BLE001 - any failure of one record goes to the DLQ, never str(exc)
            reason = f"unhandled:{type(exc).__name__}"
        else:
            for topic, key, data, headers in outputs:
                self.producer.produce(topic, key=key, value=data, headers=headers)
            return "ok"
        self._dead_letter(record, reason)
        return reason

    def _dead_letter(self, record: Record, reason: str) -> None:
        dead = DeadLetter(
            source_topic=record.topic,
            partition=record.partition,
            offset=record.offset,
            stage=self.name,
            reason=reason,
        )
        spec = TOPICS.get(record.topic)
        if spec is not None and spec.is_protobuf:
            try:  # best effort: the envelope lets operators correlate the dead letter with its request
                parsed = message_class(spec)()
                parsed.ParseFromString(record.value)
                dead.envelope.CopyFrom(parsed.envelope)
            except Exception:  # noqa: BLE001 - unparseable records keep an empty envelope
                dead.ClearField("envelope")
        if self.dlq_sealer is not None:
            try:
                dead.original.CopyFrom(self.dlq_sealer(record.value, dead_letter_aad(dead)))
            except Exception as exc:  # noqa: BLE001 - fail closed: without a seal the original is dropped
                dead.ClearField("original")
                dead.reason = f"{reason};seal_failed:{type(exc).__name__}"[:_MAX_REASON]
        log.warning(
            "stage %s dead-lettered topic=%s partition=%d offset=%d request_id=%s reason=%s",
            self.name, record.topic, record.partition, record.offset, dead.envelope.request_id or "-", dead.reason,
        )
        self.producer.produce(DLQ, key=record.key or "unknown", value=dead)

    def _count(self, topic: str, outcome: str) -> None:
        if outcome == "ok":
            self.processed += 1
        else:
            self.dead_lettered += 1
        if _metrics is None:
            return
        service, topic_label = _metrics.label(self.name), _metrics.label(topic)
        _metrics.RECORDS_TOTAL.labels(
            service=service, topic=topic_label, outcome="ok" if outcome == "ok" else "dlq"
        ).inc()
        if outcome != "ok":
            _metrics.DLQ_TOTAL.labels(
                service=service, topic=topic_label, reason_code=_metrics.label(_reason_code(outcome))
            ).inc()

    def _set_in_flight(self, n: int) -> None:
        self.in_flight = n
        if _metrics is not None:
            _metrics.INFLIGHT.labels(service=_metrics.label(self.name)).set(n)


def wait_for_topics(bootstrap: str, names: Iterable[str], timeout_s: float) -> None:
    """Block until every topic in `names` exists on the broker; BusError listing the missing ones otherwise.

    Lists all topics rather than asking for each by name, because a by-name metadata request can auto-create
    the topic (with the wrong partition count) on brokers that allow it.
    """
    wanted = set(names)
    client = Producer({"bootstrap.servers": bootstrap, "logger": log})
    deadline = time.monotonic() + timeout_s
    missing = wanted
    while True:
        remaining = deadline - time.monotonic()
        try:
            metadata = client.list_topics(timeout=max(0.1, min(remaining, 2.0)))
            missing = wanted - set(metadata.topics)
        except KafkaException:
            pass  # broker not reachable yet
        if not missing:
            return
        if time.monotonic() >= deadline:
            raise BusError(f"topics missing after {timeout_s}s: {sorted(missing)}")
        time.sleep(0.1)
