"""Bus benchmark: confluent-kafka StageRunner vs a Faust agent, against the dev broker (librdkafka mock).

    .venv/bin/python -m bench.bench_bus [--records 20000] [--latency-records 2000] [--rate 1000]

Measures, for 1 KB protobuf records (AuditEvent with a 1 KB ciphertext-like attribute):
- produce throughput of BusProducer (compression none and lz4) and consume throughput of a plain consumer;
- for each stage implementation, run in its own process (consume -> parse -> re-serialize -> produce):
  throughput over a pre-filled topic, start-up time to the first output, and per-record latency from the
  feeder's send to the sink's receipt of the stage's output at a paced rate (p50/p95/p99).
Prints a table and writes bench/results/bus.json. Needs the `bench` extra (faust-streaming, aiokafka).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from confluent_kafka import Consumer

from airlock.core.bus import FETCH_WAIT_MS, BusProducer, Outgoing, Record, StageRunner
from airlock.core.dev_broker import start_dev_broker
from airlock.v1.events_pb2 import AuditEvent

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results" / "bus.json"
RECORD_BYTES = 1024
SESSIONS = 64  # distinct keys, spread over the 4 partitions of an auto-created topic
DEADLINE_S = 120.0
# Bench topics are created up front with this many partitions: the mock keeps ~5 MiB per partition and
# silently drops older records, so 20k x 1 KB on 4 auto-created partitions would lose some.
PARTITIONS = 12
# confluent: StageRunner; faust: Faust agent with the same fetch wait as the bus; faust-stock: Faust as shipped
IMPLS = ("confluent", "faust", "faust-stock")


def make_record(i: int, phase: str) -> tuple[str, bytes]:
    """(key, value) of a ~1 KB AuditEvent; emitted_at carries the send time for latency."""
    msg = AuditEvent(stage="bench", event=phase)
    msg.envelope.request_id = f"req-{i}"
    msg.envelope.session_id = f"s{i % SESSIONS}"
    msg.attributes["pad"] = os.urandom(RECORD_BYTES // 2).hex()  # ciphertext-like: incompressible
    msg.envelope.emitted_at.FromNanoseconds(time.time_ns())
    return msg.envelope.session_id, msg.SerializeToString()


def produce_n(bootstrap: str, topic: str, n: int, compression: str = "none", phase: str = "T") -> float:
    """Produce n records and wait for all acks; returns records/s.

    The topic is created (auto-create on first produce) and the producer connected before the clock starts,
    and records are built beforehand, so the figure is the producer's, not metadata or protobuf set-up.
    """
    producer = BusProducer(bootstrap, "bench-feeder", compression=compression)
    producer.produce(topic, key="warmup", value=make_record(-1, "warmup")[1])
    producer.flush(DEADLINE_S)
    records = [make_record(i, phase) for i in range(n)]
    started = time.perf_counter()
    for key, value in records:
        producer.produce(topic, key=key, value=value)
    producer.flush(DEADLINE_S)
    return n / (time.perf_counter() - started)


def consume_n(bootstrap: str, topic: str, n: int) -> float:
    """Read n records with a fresh group; returns records/s from subscribe (group join included) to the n-th."""
    consumer = Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"bench-{uuid.uuid4().hex[:8]}",
        "auto.offset.reset": "earliest", "enable.auto.commit": False,
    })
    started = time.perf_counter()
    consumer.subscribe([topic])
    got = 0
    deadline = time.monotonic() + DEADLINE_S
    try:
        while got < n and time.monotonic() < deadline:
            got += sum(1 for m in consumer.consume(1000, 0.5) if m.error() is None)
    finally:
        consumer.close()
    if got < n:
        raise RuntimeError(f"consumed {got}/{n} records")
    return n / (time.perf_counter() - started)


class Sink:
    """Reads a stage's output topic in a thread.

    Per phase it keeps the outputs' CreateTime (stamped by the stage's producer when it emitted the record),
    so throughput and stage latency do not depend on how fast this sink happens to read.
    """

    def __init__(self, bootstrap: str, topic: str) -> None:
        self.consumer = Consumer({
            "bootstrap.servers": bootstrap, "group.id": f"sink-{uuid.uuid4().hex[:8]}",
            "auto.offset.reset": "earliest", "enable.auto.commit": False, "fetch.wait.max.ms": 5,
        })
        self.consumer.subscribe([topic])
        self.created_ms: dict[str, list[int]] = {"T": [], "L": []}
        self.stage_latency_ms: list[float] = []  # feeder's emitted_at -> stage's output CreateTime
        self.e2e_latency_ms: list[float] = []  # feeder's emitted_at -> this sink's receipt (includes a hop)
        self.seen: set[str] = set()  # request ids: an at-least-once replay is not counted twice
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            while not self.stop.is_set():
                first = self.consumer.poll(0.1)  # consume(n, t) would hold records back for up to t
                if first is None:
                    continue
                for m in [first, *self.consumer.consume(999, 0)]:
                    if m.error() is not None:
                        continue
                    now_ns = time.time_ns()
                    msg = AuditEvent.FromString(m.value())
                    if msg.event not in self.created_ms or msg.envelope.request_id in self.seen:
                        continue
                    self.seen.add(msg.envelope.request_id)
                    created_ms = m.timestamp()[1]
                    self.created_ms[msg.event].append(created_ms)
                    if msg.event == "L":
                        emitted_ns = msg.envelope.emitted_at.ToNanoseconds()
                        self.stage_latency_ms.append(created_ms - emitted_ns / 1e6)
                        self.e2e_latency_ms.append((now_ns - emitted_ns) / 1e6)
        finally:
            self.consumer.close()

    def wait(self, phase: str, n: int) -> None:
        deadline = time.monotonic() + DEADLINE_S
        while len(self.created_ms[phase]) < n:
            if time.monotonic() > deadline:
                raise RuntimeError(f"sink saw {len(self.created_ms[phase])}/{n} phase {phase} records")
            time.sleep(0.05)

    def close(self) -> None:
        self.stop.set()
        self.thread.join(30)


def paced_feed(bootstrap: str, topic: str, n: int, rate: float) -> None:
    """Produce n latency-phase records at `rate` per second, one at a time (no batching by the feeder)."""
    producer = BusProducer(bootstrap, "bench-pacer", linger_ms=0)
    producer.produce(topic, key="warmup", value=make_record(-1, "warmup")[1])
    producer.flush(DEADLINE_S)  # connection and producer-id set-up must not count as latency
    started = time.perf_counter()
    for i in range(n):
        delay = started + i / rate - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        key, value = make_record(1_000_000 + i, "L")
        producer.produce(topic, key=key, value=value)
        producer.poll(0)
    producer.flush(DEADLINE_S)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_stage(
    impl: str, bootstrap: str, records: int, latency_records: int, rate: float, log_dir: Path
) -> dict[str, Any]:
    """Run one stage implementation in a subprocess and measure it from the outside."""
    src, dst = f"bench.{impl}.in", f"bench.{impl}.out"
    produce_n(bootstrap, src, records)
    sink = Sink(bootstrap, dst)
    spawned_ms = time.time() * 1000
    log_path = log_dir / f"stage-{impl}.log"  # a file, not a pipe: a chatty stage must never block on it
    with open(log_path, "wb") as stage_log:
        stage = subprocess.Popen(
            [sys.executable, "-m", "bench.bench_bus", "stage", "--impl", impl, "--bootstrap", bootstrap,
             "--src", src, "--dst", dst],
            cwd=ROOT, stdin=subprocess.DEVNULL, stdout=stage_log, stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "services")])},
        )
    try:
        sink.wait("T", records)
        paced_feed(bootstrap, src, latency_records, rate)
        sink.wait("L", latency_records)
    except RuntimeError:
        stage.kill()
        stage.wait(30)
        sys.stderr.write(log_path.read_text(errors="replace")[-4000:])
        raise
    finally:
        sink.close()
        if stage.poll() is None:
            stage.send_signal(signal.SIGTERM)
            try:
                stage.wait(30)
            except subprocess.TimeoutExpired:
                stage.kill()
                stage.wait(30)
    created = sink.created_ms["T"]

    def summary(lat: list[float]) -> dict[str, float]:
        return {"p50": round(statistics.median(lat), 1), "p95": round(percentile(lat, 0.95), 1),
                "p99": round(percentile(lat, 0.99), 1), "max": round(max(lat), 1)}

    return {
        "impl": impl,
        "records": records,
        "startup_s": round((min(created) - spawned_ms) / 1000, 2),
        "throughput_rps": round((records - 1) / max(1e-3, (max(created) - min(created)) / 1000)),
        "latency_records": latency_records,
        "latency_rate_rps": rate,
        "stage_latency_ms": summary(sink.stage_latency_ms),
        "end_to_end_latency_ms": summary(sink.e2e_latency_ms),
    }


def run_confluent_stage(bootstrap: str, src: str, dst: str) -> None:
    """The production path: a StageRunner whose handler parses, stamps and re-emits each record."""

    def handler(record: Record) -> list[Outgoing]:
        msg = AuditEvent.FromString(record.value)
        msg.envelope.stage = "confluent"
        return [Outgoing(dst, key=record.key or "", value=msg)]

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    StageRunner(name="bench-confluent", bootstrap=bootstrap, group_id=f"bench-{src}", consumes=[src],
                handler=handler).run(stop)


def run_faust_stage(bootstrap: str, src: str, dst: str, fetch_wait_ms: int | None) -> None:
    """The same stage as a Faust agent on aiokafka, configured as DESIGN.md prescribes for the mock.

    Faust hard-codes aiokafka's fetch_max_wait_ms=1500 and the mock never cuts a fetch wait short, so at low
    rates every record waits for it. `fetch_wait_ms` patches that (bench only) to compare like with like.
    """
    import aiokafka  # bench extra only
    import faust

    if fetch_wait_ms is not None:
        stock_consumer = aiokafka.AIOKafkaConsumer

        class ShortFetchConsumer(stock_consumer):  # type: ignore[misc, valid-type]
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                kwargs["fetch_max_wait_ms"] = fetch_wait_ms
                super().__init__(*args, **kwargs)

        aiokafka.AIOKafkaConsumer = ShortFetchConsumer

    app = faust.App(
        f"bench-faust-{src}",
        broker=f"kafka://{bootstrap}",
        topic_allow_declare=False,
        topic_disable_leader=True,
        web_enabled=False,
        consumer_auto_offset_reset="earliest",
        producer_linger=0.002,
    )
    src_topic = app.topic(src, key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw")
    dst_topic = app.topic(dst, key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw")

    @app.agent(src_topic)
    async def stage(stream: Any) -> None:
        async for key, value in stream.items():
            msg = AuditEvent.FromString(value)
            msg.envelope.stage = "faust"
            await dst_topic.send(key=key, value=msg.SerializeToString())

    # faust.Worker rather than app.main(): the click-based CLI is not needed and pins an older click.
    faust.Worker(app, loglevel="WARNING", quiet=True).execute_from_commandline()


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd")
    stage = sub.add_parser("stage", help="internal: run one stage implementation")
    stage.add_argument("--impl", choices=IMPLS, required=True)
    stage.add_argument("--bootstrap", required=True)
    stage.add_argument("--src", required=True)
    stage.add_argument("--dst", required=True)
    parser.add_argument("--records", type=int, default=20_000)
    parser.add_argument("--latency-records", type=int, default=2_000)
    parser.add_argument("--rate", type=float, default=1_000.0, help="records/s of the latency phase")
    parser.add_argument("--impls", default=",".join(IMPLS), help="comma-separated subset of " + ",".join(IMPLS))
    parser.add_argument("--out", type=Path, default=RESULTS)
    # Called by bench.run_all as main(): its command line is not ours, so no argv means defaults.
    args = parser.parse_args(argv if argv is not None else [])
    if args.cmd == "stage":
        if args.impl == "confluent":
            run_confluent_stage(args.bootstrap, args.src, args.dst)
        else:
            run_faust_stage(args.bootstrap, args.src, args.dst, FETCH_WAIT_MS if args.impl == "faust" else None)
        return {}

    impls = args.impls.split(",")
    if importlib.util.find_spec("faust") is None:  # the `bench` extra is optional
        print("faust-streaming not installed (bench extra): measuring confluent-kafka only")
        impls = [i for i in impls if not i.startswith("faust")]
    topics = [f"bench.produce.{c}" for c in ("none", "lz4")]
    topics += [f"bench.{impl}.{d}" for impl in impls for d in ("in", "out")]
    with (
        tempfile.TemporaryDirectory(prefix="bench-bus-") as run_dir,
        start_dev_broker(Path(run_dir), extra_topics=dict.fromkeys(topics, PARTITIONS)) as broker,
    ):
        bootstrap = broker.bootstrap
        produce = {c: round(produce_n(bootstrap, f"bench.produce.{c}", args.records, c)) for c in ("none", "lz4")}
        consume = round(consume_n(bootstrap, "bench.produce.none", args.records))
        stages = [bench_stage(impl, bootstrap, args.records, args.latency_records, args.rate, Path(run_dir))
                  for impl in impls]
    result = {
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version(),
                    "note": "2 cores shared with other workloads; broker = librdkafka mock (dev_broker)"},
        "partitions": PARTITIONS,
        "record_bytes": RECORD_BYTES,
        "produce_rps": produce,
        "consume_rps": consume,
        "stages": stages,
    }
    print(f"produce {args.records} x 1 KB: none {produce['none']} rec/s, lz4 {produce['lz4']} rec/s; "
          f"plain consume {consume} rec/s")
    print(f"{'stage':<12} {'startup s':>9} {'rec/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
          f"{'e2e p50':>8} {'e2e p99':>8}")
    for s in stages:
        lat, e2e = s["stage_latency_ms"], s["end_to_end_latency_ms"]
        print(f"{s['impl']:<12} {s['startup_s']:>9} {s['throughput_rps']:>8} {lat['p50']:>8} {lat['p95']:>8} "
              f"{lat['p99']:>8} {e2e['p50']:>8} {e2e['p99']:>8}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    main(sys.argv[1:])
