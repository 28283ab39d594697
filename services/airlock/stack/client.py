"""A small gRPC client for the gateway, used by `airlock submit`, the demo, tests and the load test."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import grpc

from airlock.core.config import Secret
from airlock.stack.supervisor import DEMO_TENANT, StackError, service_address
from airlock.v1 import envelope_pb2, gateway_pb2, gateway_pb2_grpc


@dataclass
class GatewayClient:
    address: str
    tenant: str
    token: Secret[str]

    @classmethod
    def for_run_dir(cls, run_dir: Path, *, tenant: str | None = None) -> GatewayClient:
        token = os.environ.get("AIRLOCK_TOKEN")
        if token is None:
            path = run_dir / "token"
            if not path.exists():
                raise StackError(f"no service token: set AIRLOCK_TOKEN or start the dev stack ({path} is missing)")
            token = path.read_text().strip()
        return cls(service_address(run_dir, "gateway"), tenant or os.environ.get("AIRLOCK_TENANT", DEMO_TENANT),
                   Secret(token))

    def __post_init__(self) -> None:
        self._channel = grpc.insecure_channel(self.address, options=[
            ("grpc.max_send_message_length", 64 * 1024 * 1024),
            ("grpc.max_receive_message_length", 64 * 1024 * 1024),
        ])
        self.stub = gateway_pb2_grpc.GatewayStub(self._channel)

    def close(self) -> None:
        self._channel.close()

    @property
    def metadata(self) -> list[tuple[str, str]]:
        return [("authorization", f"Bearer {self.token.get_secret_value()}")]

    def process(self, document: bytes, *, task: str, session_id: str, timeout_s: float = 60,
                idempotency_key: str = "") -> gateway_pb2.ResultReply:
        req = gateway_pb2.SubmitRequest(tenant=self.tenant, session_id=session_id, task=task, document=document,
                                        idempotency_key=idempotency_key)
        return self.stub.Process(req, timeout=timeout_s, metadata=self.metadata)

    def submit(self, document: bytes, *, task: str, session_id: str, idempotency_key: str = "") -> gateway_pb2.Ticket:
        req = gateway_pb2.SubmitRequest(tenant=self.tenant, session_id=session_id, task=task, document=document,
                                        idempotency_key=idempotency_key)
        return self.stub.Submit(req, timeout=30, metadata=self.metadata)

    def result(self, request_id: str, *, wait_ms: int = 0) -> gateway_pb2.ResultReply:
        req = gateway_pb2.GetResultRequest(request_id=request_id, tenant=self.tenant, wait_ms=wait_ms)
        return self.stub.GetResult(req, timeout=wait_ms / 1000 + 10, metadata=self.metadata)


def reply_as_dict(reply: gateway_pb2.ResultReply) -> dict[str, object]:
    return {
        "request_id": reply.request_id,
        "outcome": envelope_pb2.Outcome.Name(reply.outcome).removeprefix("OUTCOME_").lower(),
        "route": envelope_pb2.Route.Name(reply.route).removeprefix("ROUTE_").lower(),
        "route_reason": reply.route_reason,
        "content_coupled": reply.content_coupled,
        "reason": reply.reason,
        "provider": reply.provider,
        "proxy_sent": reply.proxy_sent,
        "cloud_answer": reply.cloud_answer,
        "rehydrated_answer": reply.rehydrated_answer,
        "orphan_placeholders": reply.orphan_placeholders,
        "budget_left": reply.budget_left,
    }


def format_lanes(d: dict[str, object], *, width: int = 100) -> str:
    """The three lanes a user sees: what left, what came back, what they get."""
    bar = "─" * width
    lines = [bar, f"request {d['request_id']}  outcome={d['outcome']}  route={d['route']}  provider={d['provider']}",
             f"why: {d['route_reason'] or d['reason']}"]
    if d["reason"] and d["reason"] != d["route_reason"]:
        lines.append(f"note: {d['reason']}")
    for title, key in (("① proxy sent to the cloud", "proxy_sent"), ("② cloud answer", "cloud_answer"),
                       ("③ rehydrated answer (shown to you)", "rehydrated_answer")):
        lines += [f"{title}:", "  " + (str(d[key]) or "(nothing)").replace("\n", "\n  ")]
    if d["orphan_placeholders"]:
        lines.append(f"[{d['orphan_placeholders']} placeholder(s) in the answer were not minted for this request "
                     "and were replaced by [redacted]]")
    return "\n".join(lines)
