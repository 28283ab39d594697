"""Privacy stage: routed -> sanitized.

This first version passes the `abstract` proxy through unchanged (it holds placeholders only) and turns
`local` into a LOCAL outcome with no text. The `dp` route needs a configured mechanism and budget ledger; until
then a `dp` record is kept local, never sent on a weaker footing.
"""

from __future__ import annotations

from collections.abc import Iterable

from airlock.core import tracing
from airlock.core.bus import Outgoing, Record
from airlock.core.log import safe_error
from airlock.core.records import audit_out, decode_input, next_envelope, stage_span
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import ROUTED, SANITIZED
from airlock.v1 import envelope_pb2, events_pb2

STAGE = "privacy"


class Privacy:
    def __init__(self, ctx: StageContext) -> None:
        self.ctx = ctx

    def handle(self, record: Record) -> Iterable[Outgoing]:
        routed = decode_input(record)
        env = routed.envelope
        with stage_span(STAGE, record.headers, request_id=env.request_id):
            return self._sanitize(env, routed)

    def _sanitize(self, env: envelope_pb2.Envelope, routed: events_pb2.Routed) -> list[Outgoing]:
        out_env = next_envelope(env, stage=STAGE)
        out = events_pb2.Sanitized(
            envelope=out_env, route=routed.route, route_reason=routed.route_reason,
            content_coupled=routed.content_coupled, entity_map_ref=routed.entity_map_ref,
            outcome=envelope_pb2.OUTCOME_PENDING,
        )
        try:
            if routed.route == envelope_pb2.ROUTE_ABSTRACT:
                inner = self.ctx.sealer.open(routed.payload, events_pb2.TaggedPayload, env=env)
                proxy = events_pb2.SanitizedPayload(proxy_text=inner.redacted_text, task=inner.task)
                out.payload.CopyFrom(self.ctx.sealer.seal(proxy, env=env))
            elif routed.route == envelope_pb2.ROUTE_DP:
                out.route = envelope_pb2.ROUTE_LOCAL
                out.outcome = envelope_pb2.OUTCOME_LOCAL
                out.reason = "kept local: no DP mechanism is configured for the dp route"
            else:
                out.route = envelope_pb2.ROUTE_LOCAL
                out.outcome = envelope_pb2.OUTCOME_LOCAL
                out.reason = routed.route_reason or "kept local"
        except Exception as exc:  # fail closed
            out.ClearField("payload")
            out.route = envelope_pb2.ROUTE_LOCAL
            out.outcome = envelope_pb2.OUTCOME_LOCAL
            out.reason = f"kept local: privacy stage error ({safe_error(exc)})"
        self.ctx.log.info("sanitized", request_id=env.request_id, route=envelope_pb2.Route.Name(out.route),
                          outcome=envelope_pb2.Outcome.Name(out.outcome))
        return [
            Outgoing(topic=SANITIZED, key=env.session_id, value=out, headers=tracing.inject_headers()),
            audit_out(out_env, stage=STAGE, event="sanitized", route=envelope_pb2.Route.Name(out.route),
                      outcome=envelope_pb2.Outcome.Name(out.outcome)),
        ]


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    stage = Privacy(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[ROUTED], handler=stage.handle)],
                       consumes=[ROUTED], produces=[SANITIZED])
