"""Egress stage: sanitized -> responses. The only component that talks to the outside.

Order: outcome check (LOCAL/REFUSED never leave) -> final leak gate -> circuit breaker -> provider call with
bounded retries. Audit records carry the proxy's hash, never its text.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections import OrderedDict
from collections.abc import Iterable

from airlock.core import tracing
from airlock.core.bus import Outgoing, Record
from airlock.core.log import safe_error
from airlock.core.metrics import GATE_BLOCKS_TOTAL, PROVIDER_CALLS_TOTAL
from airlock.core.records import audit_out, decode_input, entity_map_path, next_envelope, stage_span
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import RESPONSES, SANITIZED
from airlock.egress.circuit_breaker import CircuitBreaker
from airlock.egress.leak_gate import check_outbound
from airlock.egress.providers import Provider, ProviderError, build_provider
from airlock.v1 import envelope_pb2, events_pb2

STAGE = "egress"
MAX_ATTEMPTS = 3
BACKOFF_S = (0.2, 0.8)
_SENDABLE = (envelope_pb2.ROUTE_ABSTRACT, envelope_pb2.ROUTE_DP)


def load_canaries() -> list[str]:
    """Canary tokens (fake identifiers planted by red teams and tests) from AIRLOCK_EGRESS_CANARIES."""
    return [c.strip() for c in os.environ.get("AIRLOCK_EGRESS_CANARIES", "").split(",") if c.strip()]


class Egress:
    def __init__(self, ctx: StageContext, provider: Provider | None = None, *, canaries: list[str] | None = None) -> None:
        self.ctx = ctx
        self.provider = provider or build_provider(ctx.settings)
        self.canaries = load_canaries() if canaries is None else canaries
        self.breaker = CircuitBreaker()
        # Replays after a crash downstream must not call the provider twice for the same request.
        self._answered: OrderedDict[str, str] = OrderedDict()

    def handle(self, record: Record) -> Iterable[Outgoing]:
        msg = decode_input(record)
        env = msg.envelope
        with stage_span(STAGE, record.headers, request_id=env.request_id):
            return self._egress(env, msg)

    def _egress(self, env: envelope_pb2.Envelope, msg: events_pb2.Sanitized) -> list[Outgoing]:
        out_env = next_envelope(env, stage=STAGE)
        resp = events_pb2.CloudResponse(
            envelope=out_env, route=msg.route, route_reason=msg.route_reason, content_coupled=msg.content_coupled,
            entity_map_ref=msg.entity_map_ref, outcome=msg.outcome, reason=msg.reason,
            provider=self.provider.name, model=self.provider.model, budget_left=msg.budget_left,
        )
        audit: dict[str, str | int] = {}
        if msg.outcome == envelope_pb2.OUTCOME_PENDING and msg.route in _SENDABLE:
            self._send(env, msg, resp, audit)
        elif msg.outcome == envelope_pb2.OUTCOME_PENDING:
            resp.outcome = envelope_pb2.OUTCOME_LOCAL
            resp.reason = resp.reason or "kept local"
        outcome = envelope_pb2.Outcome.Name(resp.outcome)
        self.ctx.log.info("egress", request_id=env.request_id, outcome=outcome, provider=self.provider.name)
        return [
            Outgoing(topic=RESPONSES, key=env.session_id, value=resp, headers=tracing.inject_headers()),
            audit_out(out_env, stage=STAGE, event="sent" if resp.outcome == envelope_pb2.OUTCOME_ANSWERED else "not_sent",
                      outcome=outcome, provider=self.provider.name, **audit),
        ]

    def _send(self, env: envelope_pb2.Envelope, msg: events_pb2.Sanitized, resp: events_pb2.CloudResponse,
              audit: dict[str, str | int]) -> None:
        try:
            proxy = self.ctx.sealer.open(msg.payload, events_pb2.SanitizedPayload, env=env)
            entity_map = self.ctx.store.get_map(entity_map_path(env))
        except Exception as exc:  # fail closed: no gate, no send
            resp.outcome = envelope_pb2.OUTCOME_LOCAL
            resp.reason = f"kept local: egress could not load the proxy or entity map ({safe_error(exc)})"
            return
        verdict = check_outbound([proxy.proxy_text, proxy.task], entity_map=entity_map, canaries=self.canaries)
        if not verdict.passed:
            resp.outcome = envelope_pb2.OUTCOME_LOCAL
            resp.reason = f"kept local: {verdict.reason}"
            audit["reason_code"] = "leak_gate"
            GATE_BLOCKS_TOTAL.labels(service=STAGE, reason_code="leak_gate").inc()
            return
        audit["sha256"] = hashlib.sha256(proxy.proxy_text.encode()).hexdigest()
        answer = self._answered.get(env.request_id)
        if answer is None:
            try:
                answer = self._call(proxy.task, proxy.proxy_text)
            except ProviderError as exc:
                PROVIDER_CALLS_TOTAL.labels(provider=self.provider.name, outcome="error").inc()
                resp.outcome = envelope_pb2.OUTCOME_ERROR
                resp.reason = f"cloud provider failed: {exc.reason}"
                return
            PROVIDER_CALLS_TOTAL.labels(provider=self.provider.name, outcome="ok").inc()
            self._answered[env.request_id] = answer
            while len(self._answered) > 10_000:
                self._answered.popitem(last=False)
        resp.outcome = envelope_pb2.OUTCOME_ANSWERED
        body = events_pb2.CloudResponsePayload(proxy_sent=proxy.proxy_text, cloud_answer=answer)
        resp.payload.CopyFrom(self.ctx.sealer.seal(body, env=env))

    def _call(self, task: str, proxy_text: str) -> str:
        last: ProviderError | None = None
        for attempt in range(MAX_ATTEMPTS):
            if not self.breaker.allow():
                raise ProviderError("circuit_open", retryable=False)
            try:
                answer = self.provider.complete(task=task, proxy_text=proxy_text)
            except ProviderError as exc:
                self.breaker.record(False)
                last = exc
                if not exc.retryable or attempt == MAX_ATTEMPTS - 1:
                    break
                time.sleep(BACKOFF_S[min(attempt, len(BACKOFF_S) - 1)])
                continue
            except Exception as exc:  # an SDK bug must not take the stage down or leak a message
                self.breaker.record(False)
                last = ProviderError(f"provider_exception:{type(exc).__name__}", retryable=False)
                break
            self.breaker.record(True)
            return answer
        assert last is not None
        raise last


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    stage = Egress(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[SANITIZED], handler=stage.handle)],
                       consumes=[SANITIZED], produces=[RESPONSES])
