"""Router stage: tagged -> routed. Errors of any kind route `local` (fail closed)."""

from __future__ import annotations

from collections.abc import Iterable

from airlock.core import tracing
from airlock.core.bus import Outgoing, Record
from airlock.core.log import safe_error
from airlock.core.records import audit_out, decode_input, next_envelope, stage_span
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import ROUTED, TAGGED
from airlock.router.policy import decide_route
from airlock.v1 import envelope_pb2, events_pb2

STAGE = "router"
ROUTE_ENUM = {"abstract": envelope_pb2.ROUTE_ABSTRACT, "dp": envelope_pb2.ROUTE_DP, "local": envelope_pb2.ROUTE_LOCAL}


class Router:
    def __init__(self, ctx: StageContext) -> None:
        self.ctx = ctx

    def handle(self, record: Record) -> Iterable[Outgoing]:
        tagged = decode_input(record)
        env = tagged.envelope
        with stage_span(STAGE, record.headers, request_id=env.request_id):
            return self._route(env, tagged)

    def _route(self, env: envelope_pb2.Envelope, tagged: events_pb2.Tagged) -> list[Outgoing]:
        out_env = next_envelope(env, stage=STAGE)
        routed = events_pb2.Routed(envelope=out_env, entity_map_ref=tagged.entity_map_ref)
        routed.label_counts.update(tagged.label_counts)
        try:
            task = ""
            if tagged.gate_passed and tagged.HasField("payload"):
                inner = self.ctx.sealer.open(tagged.payload, events_pb2.TaggedPayload, env=env)
                task = inner.task
            decision = decide_route(failure_reason=tagged.failure_reason, gate_passed=tagged.gate_passed,
                                    label_counts=dict(tagged.label_counts), task=task)
            routed.route = ROUTE_ENUM[decision.route]
            routed.route_reason = decision.reason
            routed.content_coupled = decision.content_coupled
            if decision.route != "local":
                routed.payload.CopyFrom(tagged.payload)
        except Exception as exc:  # fail closed
            routed.route = envelope_pb2.ROUTE_LOCAL
            routed.route_reason = f"kept local: router error ({safe_error(exc)})"
            routed.ClearField("payload")
        route_name = envelope_pb2.Route.Name(routed.route)
        self.ctx.log.info("routed", request_id=env.request_id, route=route_name)
        return [
            Outgoing(topic=ROUTED, key=env.session_id, value=routed, headers=tracing.inject_headers()),
            audit_out(out_env, stage=STAGE, event="routed", route=route_name),
        ]


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    router = Router(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[TAGGED], handler=router.handle)],
                       consumes=[TAGGED], produces=[ROUTED])
