"""Development Kafka broker: librdkafka's in-memory mock cluster, run as its own process.

`python -m airlock.core.dev_broker --run-dir DIR [--brokers N]` starts the mock cluster that ships inside
confluent-kafka, pre-creates every registry topic with its real partition count, writes DIR/broker.json
({"bootstrap": "127.0.0.1:PORT", "pid": ...}) once it accepts connections, and runs until SIGTERM/SIGINT.
Any Kafka client (confluent-kafka, aiokafka, Faust) connects to the bootstrap address over TCP.

The mock keeps records in memory, about 5 MiB per partition: beyond that it silently drops the oldest records,
so a consumer lagging by more than that loses them (measured: 20k x 1.1 KB records on 4 partitions kept 18.5k).
It has no admin API for creating topics (hence the ctypes calls below) and auto-creates unknown topics with 4
partitions. It also never cuts a waiting fetch short when records arrive (see bus.FETCH_WAIT_MS).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import TracebackType

import confluent_kafka

from airlock.core.topics import TOPICS

log = logging.getLogger("airlock.dev_broker")

BROKER_FILE = "broker.json"
LOG_FILE = "dev_broker.log"
_CLIENT_ID = "airlock-dev-broker"


class DevBrokerError(RuntimeError):
    """The dev broker could not be started, found or stopped."""


def _librdkafka() -> ctypes.CDLL:
    """The librdkafka bundled in the confluent-kafka wheel (the one the Python client is linked against)."""
    libs = Path(confluent_kafka.__file__).resolve().parent.parent / "confluent_kafka.libs"
    candidates = sorted(libs.glob("librdkafka*.so*"))
    if not candidates:
        raise DevBrokerError(f"no bundled librdkafka in {libs}")
    lib = ctypes.CDLL(str(candidates[0]))
    lib.rd_kafka_name.argtypes = [ctypes.c_void_p]
    lib.rd_kafka_name.restype = ctypes.c_char_p
    lib.rd_kafka_handle_mock_cluster.argtypes = [ctypes.c_void_p]
    lib.rd_kafka_handle_mock_cluster.restype = ctypes.c_void_p
    lib.rd_kafka_mock_cluster_bootstraps.argtypes = [ctypes.c_void_p]
    lib.rd_kafka_mock_cluster_bootstraps.restype = ctypes.c_char_p
    lib.rd_kafka_mock_topic_create.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int]
    lib.rd_kafka_mock_topic_create.restype = ctypes.c_int
    lib.rd_kafka_mock_group_initial_rebalance_delay_ms.argtypes = [ctypes.c_void_p, ctypes.c_int32]
    lib.rd_kafka_mock_group_initial_rebalance_delay_ms.restype = None
    for setter in ("rd_kafka_mock_set_group_consumer_session_timeout_ms",
                   "rd_kafka_mock_set_group_consumer_heartbeat_interval_ms"):
        getattr(lib, setter).argtypes = [ctypes.c_void_p, ctypes.c_int]
        getattr(lib, setter).restype = None
    lib.rd_kafka_err2str.argtypes = [ctypes.c_int]
    lib.rd_kafka_err2str.restype = ctypes.c_char_p
    return lib


def _rd_kafka_handle(client: confluent_kafka.Producer, lib: ctypes.CDLL) -> int:
    """The rd_kafka_t* inside a confluent-kafka client.

    confluent-kafka's C `Handle` struct starts with PyObject_HEAD followed by `rd_kafka_t *rk`; the pointer is
    checked through rd_kafka_name() so a layout change fails loudly instead of corrupting memory.
    """
    rk = ctypes.c_void_p.from_address(id(client) + object.__basicsize__).value
    name = lib.rd_kafka_name(rk) if rk else None
    if not name or not name.decode(errors="replace").startswith(_CLIENT_ID + "#"):
        raise DevBrokerError("could not locate the rd_kafka_t handle in confluent_kafka.Producer")
    return rk


class MockCluster:
    """An in-process mock cluster with the registry topics created; keep the object alive to keep it up."""

    def __init__(self, brokers: int = 1, extra_topics: dict[str, int] | None = None) -> None:
        self._lib = _librdkafka()
        # The client owns the mock cluster: destroying the client destroys the cluster.
        self._client = confluent_kafka.Producer(
            {
                "test.mock.num.brokers": brokers,
                "bootstrap.servers": "unused",  # replaced by the mock cluster's own address
                "client.id": _CLIENT_ID,
                "logger": log,
            }
        )
        rk = _rd_kafka_handle(self._client, self._lib)
        self._mcluster = self._lib.rd_kafka_handle_mock_cluster(rk)
        if not self._mcluster:
            raise DevBrokerError("client has no mock cluster")
        # Kafka's default 3 s initial rebalance delay makes every consumer-group join slow in dev and tests.
        self._lib.rd_kafka_mock_group_initial_rebalance_delay_ms(self._mcluster, 0)
        # KIP-848 groups (the bus default): a killed member's partitions move after 10 s instead of 45 s, and
        # assignments reach members within one 500 ms heartbeat.
        self._lib.rd_kafka_mock_set_group_consumer_session_timeout_ms(self._mcluster, 10_000)
        self._lib.rd_kafka_mock_set_group_consumer_heartbeat_interval_ms(self._mcluster, 500)
        self.topics = {t.name: t.partitions for t in TOPICS.values()} | (extra_topics or {})
        replication = min(brokers, 3)
        for name, partitions in self.topics.items():
            err = self._lib.rd_kafka_mock_topic_create(self._mcluster, name.encode(), partitions, replication)
            if err:
                raise DevBrokerError(f"creating {name}: {self._lib.rd_kafka_err2str(err).decode()}")
        self.bootstrap: str = self._lib.rd_kafka_mock_cluster_bootstraps(self._mcluster).decode()

    def partition_counts(self, timeout_s: float = 10.0) -> dict[str, int]:
        """Partition count per topic as the broker reports it in metadata."""
        metadata = self._client.list_topics(timeout=timeout_s)
        return {name: len(t.partitions) for name, t in metadata.topics.items()}

    def poll(self, timeout_s: float) -> None:
        self._client.poll(timeout_s)


def _write_atomically(path: Path, data: dict[str, object]) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)  # readers never see a half-written file


def serve(
    run_dir: Path, brokers: int = 1, stop: threading.Event | None = None, extra_topics: dict[str, int] | None = None
) -> None:
    """Run the mock cluster until `stop` is set (SIGTERM/SIGINT when run as a program)."""
    stop = stop or threading.Event()
    run_dir.mkdir(parents=True, exist_ok=True)
    broker_file = run_dir / BROKER_FILE
    broker_file.unlink(missing_ok=True)
    cluster = MockCluster(brokers, extra_topics)
    counts = cluster.partition_counts()
    wrong = {name for name, partitions in cluster.topics.items() if counts.get(name) != partitions}
    if wrong:
        raise DevBrokerError(f"partition counts differ from the registry for {sorted(wrong)}")
    _write_atomically(
        broker_file,
        {"bootstrap": cluster.bootstrap, "pid": os.getpid(), "brokers": brokers, "topics": counts},
    )
    log.info("dev broker ready bootstrap=%s topics=%d pid=%d", cluster.bootstrap, len(counts), os.getpid())
    try:
        while not stop.wait(0.5):
            cluster.poll(0)  # serve the owning client's log/error callbacks
    finally:
        broker_file.unlink(missing_ok=True)
        log.info("dev broker stopped")


def read_bootstrap(run_dir: Path) -> str:
    """Bootstrap address of the dev broker running for `run_dir`; DevBrokerError if none is running."""
    path = Path(run_dir) / BROKER_FILE
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DevBrokerError(f"no dev broker in {run_dir} ({BROKER_FILE} missing)") from exc
    try:
        os.kill(int(info["pid"]), 0)
    except ProcessLookupError as exc:
        raise DevBrokerError(f"stale {path}: process {info['pid']} is gone") from exc
    except PermissionError:
        pass  # exists, owned by someone else
    return str(info["bootstrap"])


class DevBrokerProcess:
    """A dev broker subprocess; `bootstrap` is its address. Use as a context manager or call stop()."""

    def __init__(self, popen: subprocess.Popen[bytes], run_dir: Path, bootstrap: str) -> None:
        self.popen = popen
        self.run_dir = run_dir
        self.bootstrap = bootstrap

    @property
    def pid(self) -> int:
        return self.popen.pid

    def stop(self, timeout_s: float = 10.0) -> int:
        """SIGTERM, wait, SIGKILL if it does not exit in time; returns the exit code."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            try:
                self.popen.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(timeout=timeout_s)
        return int(self.popen.returncode)

    def __enter__(self) -> DevBrokerProcess:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def start_dev_broker(
    run_dir: Path, timeout_s: float = 20, brokers: int = 1, extra_topics: dict[str, int] | None = None
) -> DevBrokerProcess:
    """Start `python -m airlock.core.dev_broker` and return once it has written broker.json.

    `extra_topics` ({name: partitions}) are created besides the registry's (benchmarks, tests): topics the
    mock auto-creates get 4 partitions and, at ~5 MiB per partition, may drop records a test still needs.
    """
    run_dir = Path(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    broker_file = run_dir / BROKER_FILE
    broker_file.unlink(missing_ok=True)
    env = dict(os.environ)
    # Make `airlock` importable in the child even when it is not installed (tests run from a checkout).
    src = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
    with open(run_dir / LOG_FILE, "ab") as log_out:
        popen = subprocess.Popen(
            [sys.executable, "-m", "airlock.core.dev_broker", "--run-dir", str(run_dir), "--brokers", str(brokers),
             *(f"--topic={name}:{partitions}" for name, partitions in (extra_topics or {}).items())],
            stdin=subprocess.DEVNULL,
            stdout=log_out,
            stderr=subprocess.STDOUT,
            env=env,
        )
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if popen.poll() is not None:
            raise DevBrokerError(f"dev broker exited with {popen.returncode}; see {run_dir / LOG_FILE}")
        try:
            info = json.loads(broker_file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            time.sleep(0.05)
            continue
        if info.get("pid") == popen.pid:
            return DevBrokerProcess(popen, run_dir, str(info["bootstrap"]))
        time.sleep(0.05)
    DevBrokerProcess(popen, run_dir, "").stop()
    raise DevBrokerError(f"dev broker not ready within {timeout_s}s; see {run_dir / LOG_FILE}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m airlock.core.dev_broker", description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", type=Path, required=True, help="where broker.json is written")
    parser.add_argument("--brokers", type=int, default=1, help="number of mock brokers")
    parser.add_argument("--topic", action="append", default=[], metavar="NAME:PARTITIONS",
                        help="extra topic to create besides the registry's (repeatable)")
    args = parser.parse_args(argv)
    extra = {name: int(partitions) for name, _, partitions in (t.rpartition(":") for t in args.topic)}
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    serve(args.run_dir, args.brokers, stop, extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())
