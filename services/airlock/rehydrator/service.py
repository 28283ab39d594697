"""Rehydrator stage: responses -> results.

Restores only placeholders this request minted (its own entity map); orphan or spoofed placeholders become
`[redacted]` and are counted.
"""

from __future__ import annotations

from collections.abc import Iterable

from airlock.core import tracing
from airlock.core.bus import Outgoing, Record
from airlock.core.log import safe_error
from airlock.core.records import audit_out, decode_input, entity_map_path, next_envelope, stage_span
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import RESPONSES, RESULTS
from airlock.tagger.placeholders import rehydrate
from airlock.v1 import envelope_pb2, events_pb2

STAGE = "rehydrator"


class Rehydrator:
    def __init__(self, ctx: StageContext) -> None:
        self.ctx = ctx

    def handle(self, record: Record) -> Iterable[Outgoing]:
        msg = decode_input(record)
        env = msg.envelope
        with stage_span(STAGE, record.headers, request_id=env.request_id):
            return self._rehydrate(env, msg)

    def _rehydrate(self, env: envelope_pb2.Envelope, msg: events_pb2.CloudResponse) -> list[Outgoing]:
        out_env = next_envelope(env, stage=STAGE)
        result = events_pb2.Result(
            envelope=out_env, route=msg.route, route_reason=msg.route_reason, content_coupled=msg.content_coupled,
            outcome=msg.outcome, reason=msg.reason, budget_left=msg.budget_left, provider=msg.provider,
        )
        if msg.outcome == envelope_pb2.OUTCOME_ANSWERED:
            try:
                body = self.ctx.sealer.open(msg.payload, events_pb2.CloudResponsePayload, env=env)
                entity_map = self.ctx.store.get_map(entity_map_path(env))
                restored = rehydrate(body.cloud_answer, entity_map)
                result.orphan_placeholders = restored.orphans
                inner = events_pb2.ResultPayload(proxy_sent=body.proxy_sent, cloud_answer=body.cloud_answer,
                                                 rehydrated_answer=restored.text)
                result.payload.CopyFrom(self.ctx.sealer.seal(inner, env=env))
            except Exception as exc:  # fail closed: no partially restored answer
                result.ClearField("payload")
                result.outcome = envelope_pb2.OUTCOME_ERROR
                result.reason = f"rehydration failed ({safe_error(exc)})"
        outcome = envelope_pb2.Outcome.Name(result.outcome)
        self.ctx.log.info("rehydrated", request_id=env.request_id, outcome=outcome, count=result.orphan_placeholders)
        return [
            Outgoing(topic=RESULTS, key=env.session_id, value=result, headers=tracing.inject_headers()),
            audit_out(out_env, stage=STAGE, event="result", outcome=outcome, count=result.orphan_placeholders,
                      route=envelope_pb2.Route.Name(result.route)),
        ]


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    stage = Rehydrator(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[RESPONSES], handler=stage.handle)],
                       consumes=[RESPONSES], produces=[RESULTS])
