"""Metrics endpoint serves the standard metrics; label() keeps values enum-shaped."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator

import pytest

from airlock.core import metrics


@pytest.fixture()
def port() -> Iterator[int]:
    bound = metrics.start_metrics_server(0)
    yield bound
    metrics.stop_metrics_servers()


def test_scrape_returns_standard_metrics(port: int) -> None:
    assert port > 0
    metrics.RECORDS_TOTAL.labels(service="tagger", topic="requests", outcome="ok").inc()
    metrics.STAGE_SECONDS.labels(service="tagger").observe(0.004)
    metrics.DLQ_TOTAL.labels(service="router", topic="tagged", reason_code="decrypt_failed").inc()
    metrics.INFLIGHT.labels(service="tagger").set(2)
    metrics.GATE_BLOCKS_TOTAL.labels(service="egress", reason_code="leak_gate").inc()
    metrics.BUDGET_REFUSALS_TOTAL.labels(service="privacy", route="dp").inc()
    metrics.PROVIDER_CALLS_TOTAL.labels(provider="offline", outcome="ok").inc()
    metrics.END_TO_END_SECONDS.labels(route="abstract", outcome="answered").observe(0.2)
    body = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
    for line in (
        'records_processed_total{outcome="ok",service="tagger",topic="requests"}',
        'stage_latency_seconds_bucket{le="0.005",service="tagger"}',
        'dlq_records_total{reason_code="decrypt_failed",service="router",topic="tagged"}',
        'inflight_records{service="tagger"} 2.0',
        'gate_blocks_total{reason_code="leak_gate",service="egress"}',
        'budget_refusals_total{route="dp",service="privacy"}',
        'provider_calls_total{outcome="ok",provider="offline"}',
        'end_to_end_seconds_bucket{le="0.25",outcome="answered",route="abstract"}',
        "process_cpu_seconds_total",
    ):
        assert line in body, line
    assert metrics.render().startswith(b"# HELP")


def test_stage_buckets_span_1ms_to_5s() -> None:
    assert metrics.STAGE_BUCKETS[0] == 0.001 and metrics.STAGE_BUCKETS[-1] == 5.0


def test_label_values_must_look_like_ids() -> None:
    assert metrics.label("leak_gate") == "leak_gate"
    assert metrics.label("ROUTE_DP") == "ROUTE_DP"
    assert metrics.label("Patient Jane Roe") == "other"
    assert metrics.label("x" * 65) == "other"
    assert metrics.label("") == "other"
