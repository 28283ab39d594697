"""Prometheus metrics: one registry per process and the standard metrics every service uses.

Label names are fixed (service, topic, outcome, route, reason_code, provider). Label VALUES must be enums or
ids chosen by code — never text derived from a document — because every distinct value becomes a stored
time series that anyone with Grafana access can read. `label()` enforces the shape at the call site.
"""

from __future__ import annotations

import re
import threading
from wsgiref.simple_server import WSGIServer

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    PlatformCollector,
    ProcessCollector,
    generate_latest,
    start_http_server,
)

__all__ = [
    "BUDGET_REFUSALS_TOTAL",
    "DLQ_TOTAL",
    "END_TO_END_SECONDS",
    "GATE_BLOCKS_TOTAL",
    "INFLIGHT",
    "PROVIDER_CALLS_TOTAL",
    "RECORDS_TOTAL",
    "REGISTRY",
    "STAGE_SECONDS",
    "label",
    "render",
    "start_metrics_server",
    "stop_metrics_servers",
]

REGISTRY = CollectorRegistry(auto_describe=True)
ProcessCollector(registry=REGISTRY)
PlatformCollector(registry=REGISTRY)

# 1 ms .. 5 s: one stage's work on one record (tagging a document is ~50 ms; Vault round trips ~ms).
STAGE_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
# 5 ms .. 60 s: accepted -> answered, including the cloud call (its timeout defaults to 30 s).
E2E_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

RECORDS_TOTAL = Counter(
    "records_processed_total",
    "Records a stage finished, by outcome",
    ("service", "topic", "outcome"),
    registry=REGISTRY,
)
STAGE_SECONDS = Histogram(
    "stage_latency_seconds",
    "Time a stage spent on one record",
    ("service",),
    buckets=STAGE_BUCKETS,
    registry=REGISTRY,
)
DLQ_TOTAL = Counter(
    "dlq_records_total",
    "Records sent to the dead-letter topic",
    ("service", "topic", "reason_code"),
    registry=REGISTRY,
)
INFLIGHT = Gauge("inflight_records", "Records being processed now", ("service",), registry=REGISTRY)
GATE_BLOCKS_TOTAL = Counter(
    "gate_blocks_total",
    "Records a privacy gate refused (hard gate, leak gate)",
    ("service", "reason_code"),
    registry=REGISTRY,
)
BUDGET_REFUSALS_TOTAL = Counter(
    "budget_refusals_total",
    "Requests refused because the session privacy budget is spent",
    ("service", "route"),
    registry=REGISTRY,
)
PROVIDER_CALLS_TOTAL = Counter(
    "provider_calls_total",
    "Cloud LLM calls by provider and outcome",
    ("provider", "outcome"),
    registry=REGISTRY,
)
END_TO_END_SECONDS = Histogram(
    "end_to_end_seconds",
    "Accepted-to-result time of a request",
    ("route", "outcome"),
    buckets=E2E_BUCKETS,
    registry=REGISTRY,
)

_LABEL_RE = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")
_servers: list[WSGIServer] = []
_servers_lock = threading.Lock()


def label(value: object) -> str:
    """A label value if it looks like an enum/id (<=64 chars of [A-Za-z0-9_.:-]), else "other"."""
    text = str(value)
    return text if _LABEL_RE.match(text) else "other"


def start_metrics_server(port: int, host: str = "127.0.0.1") -> int:
    """Serve REGISTRY on http://host:port/metrics in a daemon thread; port 0 picks a free port. Returns it."""
    server, _thread = start_http_server(port, addr=host, registry=REGISTRY)
    with _servers_lock:
        _servers.append(server)
    return int(server.server_port)


def stop_metrics_servers() -> None:
    """Shut down every server started by this process (tests, graceful exit)."""
    with _servers_lock:
        servers, _servers[:] = list(_servers), []
    for server in servers:
        server.shutdown()
        server.server_close()


def render() -> bytes:
    """The exposition text of REGISTRY (for gRPC admin endpoints and tests)."""
    return generate_latest(REGISTRY)
