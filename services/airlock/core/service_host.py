"""Runs one Airlock service: gRPC (health, reflection, Admin, the service's own API), /metrics, and the
service's Kafka stage runners, with a graceful stop on SIGTERM/SIGINT.

Graceful stop order: health NOT_SERVING -> runners finish their in-flight batch and commit -> gRPC drains.
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent import futures
from dataclasses import dataclass, field
from pathlib import Path

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from airlock import __version__
from airlock.core.bus import StageRunner
from airlock.core.config import Settings
from airlock.core.log import configure_logging, get_logger, safe_error
from airlock.core.metrics import start_metrics_server
from airlock.core.tracing import init_tracing
from airlock.v1 import admin_pb2, admin_pb2_grpc

# Headroom above the document limit, so a slightly oversize document gets the gateway's clear error while a
# huge one is refused by gRPC before it is parsed.
GRPC_HEADROOM_BYTES = 1024 * 1024


@dataclass
class ServiceSpec:
    """What a service contributes to its host."""

    name: str
    runners: Sequence[StageRunner] = ()
    add_servicers: Sequence[Callable[[grpc.Server], None]] = ()
    grpc_service_names: Sequence[str] = ()  # full names for reflection/health
    consumes: Sequence[str] = ()
    produces: Sequence[str] = ()
    on_stop: Sequence[Callable[[], None]] = field(default_factory=list)


class _Admin(admin_pb2_grpc.AdminServicer):
    def __init__(self, spec: ServiceSpec) -> None:
        self._spec = spec

    def Describe(self, request, context):  # noqa: N802 - gRPC method name
        runners = self._spec.runners
        return admin_pb2.DescribeReply(
            service=self._spec.name,
            version=__version__,
            processed=sum(r.processed for r in runners),
            dead_lettered=sum(r.dead_lettered for r in runners),
            in_flight=sum(r.in_flight for r in runners),
            consumes=list(self._spec.consumes),
            produces=list(self._spec.produces),
        )


def service_info_path(run_dir: Path, name: str) -> Path:
    return run_dir / "services" / f"{name}.json"


def serve(spec: ServiceSpec, settings: Settings) -> int:
    """Run until SIGTERM/SIGINT or until a stage runner dies. Returns the process exit code."""
    configure_logging(settings.log_level)
    init_tracing(spec.name, settings.otel_exporter)
    log = get_logger(spec.name)
    stop = threading.Event()
    failed = threading.Event()

    def _signal(signum, _frame) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, _signal)
    signal.signal(signal.SIGINT, _signal)

    metrics_port = start_metrics_server(settings.metrics_port, host=settings.grpc_host)
    server = grpc.server(
        futures.ThreadPoolExecutor(max_workers=32),
        options=[
            ("grpc.max_receive_message_length", settings.max_document_bytes + GRPC_HEADROOM_BYTES),
            ("grpc.max_send_message_length", 4 * settings.max_document_bytes + GRPC_HEADROOM_BYTES),
        ],
    )
    health_servicer = health.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    admin_pb2_grpc.add_AdminServicer_to_server(_Admin(spec), server)
    for add in spec.add_servicers:
        add(server)
    names = [*spec.grpc_service_names, admin_pb2.DESCRIPTOR.services_by_name["Admin"].full_name,
             health.SERVICE_NAME, reflection.SERVICE_NAME]
    reflection.enable_server_reflection(names, server)
    port = server.add_insecure_port(f"{settings.grpc_host}:{settings.grpc_port}")
    server.start()

    threads: list[threading.Thread] = []
    for runner in spec.runners:

        def _run(r: StageRunner = runner) -> None:
            try:
                r.run(stop)
            except Exception as exc:  # a dead runner must take the process down so it is restarted
                log.error("runner_failed", error_type=safe_error(exc))
                failed.set()
                stop.set()

        t = threading.Thread(target=_run, name=f"{spec.name}-runner", daemon=True)
        t.start()
        threads.append(t)

    for svc in ["", *spec.grpc_service_names]:
        health_servicer.set(svc, health_pb2.HealthCheckResponse.SERVING)
    info = {"name": spec.name, "pid": os.getpid(), "grpc": f"{settings.grpc_host}:{port}", "metrics": metrics_port}
    path = service_info_path(settings.run_dir, spec.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(info))
    os.replace(tmp, path)
    log.info("service_ready", port=port, pid=os.getpid())

    while not stop.wait(0.5):
        pass
    log.info("service_stopping")
    for svc in ["", *spec.grpc_service_names]:
        health_servicer.set(svc, health_pb2.HealthCheckResponse.NOT_SERVING)
    for t in threads:
        t.join(timeout=15)
    for hook in spec.on_stop:
        hook()
    server.stop(grace=5).wait(6)
    log.info("service_stopped")
    return 1 if failed.is_set() else 0
