"""OpenTelemetry tracing: provider set-up and W3C trace-context propagation over Kafka headers.

RULE: span names and attributes carry ids, counts, hashes and enum values only — never document text,
entity values, task text or secrets (trace backends are widely readable and keep data for weeks). Set
attributes through `set_safe_attributes`, which applies the same allow-list as the PHI-safe logger and drops
anything else.

Trace context travels twice: in Kafka record headers (`inject_headers`/`extract_context`) and in
`Envelope.trace_context` (`context_to_map`/`context_from_map`), so a stage can continue the trace from
either.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import Any

from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from airlock.core.errors import ConfigError
from airlock.core.log import ALLOWED_KEYS, is_safe_value

__all__ = [
    "context_from_map",
    "context_to_map",
    "extract_context",
    "get_provider",
    "init_tracing",
    "inject_headers",
    "set_safe_attributes",
]

_PROPAGATOR = TraceContextTextMapPropagator()
_TRACE_HEADERS = ("traceparent", "tracestate")
_lock = threading.Lock()
_provider: TracerProvider | None = None
_exporters: set[str] = set()

Headers = Iterable[tuple[str, bytes | str | None]] | Mapping[str, bytes | str | None] | None


def init_tracing(service: str, exporter: str = "none") -> trace.Tracer:
    """Install (once per process) an SDK TracerProvider and return a tracer for `service`.

    exporter: "none" (real spans and context, nothing exported), "console" (stdout) or "otlp" (needs
    opentelemetry-exporter-otlp; endpoint from the standard OTEL_EXPORTER_OTLP_* variables).
    """
    global _provider
    if exporter not in ("none", "console", "otlp"):
        raise ConfigError("AIRLOCK_OTEL_EXPORTER must be one of none, console, otlp")
    with _lock:
        if _provider is None:
            _provider = TracerProvider(resource=Resource.create({"service.name": service}))
            trace.set_tracer_provider(_provider)
        if exporter not in _exporters:
            if exporter == "console":
                # Simple (synchronous) processor: console output is for development and should appear in order.
                _provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter()))
            elif exporter == "otlp":
                try:
                    from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (  # type: ignore[import-not-found]
                        OTLPSpanExporter,
                    )
                except ImportError:
                    raise ConfigError(
                        "AIRLOCK_OTEL_EXPORTER=otlp needs the opentelemetry-exporter-otlp package"
                    ) from None
                _provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
            _exporters.add(exporter)
        return _provider.get_tracer(service)


def get_provider() -> TracerProvider | None:
    """The provider installed by init_tracing (tests attach an in-memory exporter to it)."""
    return _provider


def set_safe_attributes(span: trace.Span, **fields: Any) -> int:
    """Set allow-listed scalar attributes on `span`; returns how many fields were dropped."""
    dropped = 0
    for key, value in fields.items():
        if key in ALLOWED_KEYS and is_safe_value(value) and not isinstance(value, dict) and value is not None:
            span.set_attribute(f"airlock.{key}", list(value) if isinstance(value, tuple) else value)
        else:
            dropped += 1
    if dropped:
        span.set_attribute("airlock.dropped_fields", dropped)
    return dropped


def _carrier(headers: Headers) -> dict[str, str]:
    if headers is None:
        return {}
    items = headers.items() if isinstance(headers, Mapping) else headers
    out: dict[str, str] = {}
    for key, value in items:
        name = key.lower() if isinstance(key, str) else ""
        if name not in _TRACE_HEADERS or value is None:
            continue  # other headers are none of our business (and could be anything)
        out[name] = value.decode("ascii", "replace") if isinstance(value, bytes) else str(value)
    return out


def inject_headers(headers: list[tuple[str, bytes]] | None = None) -> list[tuple[str, bytes]]:
    """Kafka headers with the current span's traceparent/tracestate (replacing any existing ones)."""
    carrier: dict[str, str] = {}
    _PROPAGATOR.inject(carrier)
    kept = [(k, v) for k, v in (headers or []) if k.lower() not in _TRACE_HEADERS]
    return kept + [(k, v.encode("ascii")) for k, v in carrier.items()]


def extract_context(headers: Headers) -> Context:
    """A Context from confluent-kafka headers (list of (str, bytes)), a dict, or None (empty context)."""
    return _PROPAGATOR.extract(_carrier(headers))


def context_to_map(context: Context | None = None) -> dict[str, str]:
    """The current (or given) context as {"traceparent": ..., "tracestate"?: ...} for Envelope.trace_context."""
    carrier: dict[str, str] = {}
    _PROPAGATOR.inject(carrier, context=context)
    return carrier


def context_from_map(data: Mapping[str, str] | None) -> Context:
    """Inverse of context_to_map (accepts the protobuf map field directly)."""
    return _PROPAGATOR.extract(_carrier(dict(data or {})))
