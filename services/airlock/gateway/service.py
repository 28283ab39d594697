"""Gateway: the public gRPC API. Authenticates, validates, encrypts, produces to `requests`, and answers
from the `results` (and `dlq`) topics."""

from __future__ import annotations

import hashlib
import time
import uuid
from collections.abc import Iterable

import grpc

from airlock.core import tracing
from airlock.core.bus import Outgoing, PoisonRecord, Record
from airlock.core.config import TenantConfig, load_tenants
from airlock.core.log import safe_error
from airlock.core.metrics import END_TO_END_SECONDS
from airlock.core.records import SCHEMA_VERSION, audit_out, root_span
from airlock.core.service_host import ServiceSpec
from airlock.core.stage_context import StageContext
from airlock.core.topics import DLQ, REQUESTS, RESPONSES, RESULTS, ROUTED, SANITIZED, TAGGED
from airlock.gateway.result_store import ResultStore
from airlock.gateway.validation import (
    Rejection,
    check_idempotency_key,
    check_ids,
    check_task,
    decode_document,
)
from airlock.tagger.service import Tagger, to_proto_span
from airlock.v1 import envelope_pb2, events_pb2, gateway_pb2, gateway_pb2_grpc

STAGE = "gateway"
DEFAULT_WAIT_S = 30.0
MAX_WAIT_S = 120.0
# Dead letters from these topics belong to a request still in the pipeline: they end it with an error.
# Audit (or other side-channel) failures must not turn a request's real answer into an error.
REQUEST_PATH_TOPICS = frozenset({REQUESTS, TAGGED, ROUTED, SANITIZED, RESPONSES, RESULTS})
PRODUCE_FLUSH_S = 10.0


class Gateway(gateway_pb2_grpc.GatewayServicer):
    def __init__(self, ctx: StageContext, *, tenants: dict[str, TenantConfig] | None = None,
                 results: ResultStore | None = None) -> None:
        self.ctx = ctx
        self.tenants = tenants if tenants is not None else load_tenants(ctx.settings.tenants_file)
        self.results = results or ResultStore(ctx.settings.run_dir / "gateway" / "results.sqlite")
        self.tagger = Tagger(ctx)  # Sanitize uses the tagger stage's own detection and placeholder path

    # --- authentication -------------------------------------------------------------------------------
    def _authenticate(self, context: grpc.ServicerContext, tenant: str) -> TenantConfig:
        token = ""
        for key, value in context.invocation_metadata() or ():
            if key == "authorization" and value.startswith("Bearer "):
                token = value[len("Bearer "):].strip()
        if not token:
            raise Rejection(grpc.StatusCode.UNAUTHENTICATED, "missing credentials: send 'authorization: Bearer <token>'")
        cfg = self.tenants.get(tenant)
        if cfg is None:
            raise Rejection(grpc.StatusCode.PERMISSION_DENIED, "unknown tenant")
        if not cfg.check_token(token):
            raise Rejection(grpc.StatusCode.UNAUTHENTICATED, "invalid credentials for this tenant")
        return cfg

    def _abort(self, context: grpc.ServicerContext, rej: Rejection, *, rpc: str) -> None:
        self.ctx.log.warning("rejected", reason_code=rej.code.name, stage=rpc)
        context.abort(rej.code, rej.message)

    # --- Submit / Process ----------------------------------------------------------------------------
    def _submit(self, request: gateway_pb2.SubmitRequest, context: grpc.ServicerContext) -> gateway_pb2.Ticket:
        check_ids(tenant=request.tenant, session_id=request.session_id)
        cfg = self._authenticate(context, request.tenant)
        check_idempotency_key(request.idempotency_key)
        limit = cfg.max_document_bytes or self.ctx.settings.max_document_bytes
        text = decode_document(request.document, max_bytes=limit)
        task = check_task(request.task)
        doc_sha = hashlib.sha256(request.document).hexdigest()
        rid = str(uuid.uuid4())
        env = envelope_pb2.Envelope(request_id=rid, tenant=request.tenant, session_id=request.session_id,
                                    schema_version=SCHEMA_VERSION, stage=STAGE, document_sha256=doc_sha)
        env.accepted_at.GetCurrentTime()
        env.emitted_at.CopyFrom(env.accepted_at)
        # Everything that can fail before the record exists (secret store, crypto) runs before the request is
        # recorded, so a failure here leaves nothing pending and the same idempotency key can be retried.
        try:
            with root_span(STAGE, request_id=rid):
                env.trace_context.update(tracing.context_to_map())
                sealed = self.ctx.sealer.seal(events_pb2.SubmittedPayload(text=text, task=task), env=env)
                msg = events_pb2.Submitted(envelope=env, document_chars=len(text), payload=sealed)
                audit = audit_out(env, stage=STAGE, event="accepted", count=len(text), doc_sha256=doc_sha)
                headers = tracing.inject_headers()
        except Exception as exc:
            self.ctx.log.error("seal_failed", error_type=safe_error(exc))
            raise Rejection(grpc.StatusCode.UNAVAILABLE, "the secret store is unavailable; retry later") from None
        accepted = self.results.accept(request_id=rid, tenant=request.tenant,
                                       idempotency_key=request.idempotency_key or None,
                                       session_id=request.session_id, document_sha256=doc_sha)
        if accepted.conflict:
            raise Rejection(grpc.StatusCode.FAILED_PRECONDITION,
                            "idempotency_key was already used for a different document or session")
        if accepted.duplicate:
            return gateway_pb2.Ticket(request_id=accepted.request_id, duplicate=True)
        try:
            self.ctx.producer.produce(REQUESTS, key=env.session_id, value=msg, headers=headers)
        except Exception as exc:  # never queued: safe to forget, a retry starts afresh
            self.results.forget(rid)
            self.ctx.log.error("produce_failed", request_id=rid, error_type=safe_error(exc))
            raise Rejection(grpc.StatusCode.UNAVAILABLE, "the pipeline is not accepting requests; retry later") from None
        try:
            self.ctx.producer.produce(audit.topic, key=audit.key, value=audit.value, headers=audit.headers)
            self.ctx.producer.flush(PRODUCE_FLUSH_S)
        except Exception as exc:  # queued: it may still be delivered, so the request stays pending
            self.ctx.log.error("delivery_unconfirmed", request_id=rid, error_type=safe_error(exc))
            raise Rejection(grpc.StatusCode.UNAVAILABLE,
                            f"accepted as request {rid} but delivery is not confirmed yet; poll GetResult") from None
        self.ctx.log.info("accepted", request_id=rid, tenant=request.tenant, count=len(text))
        return gateway_pb2.Ticket(request_id=rid, duplicate=False)

    def Submit(self, request, context):  # noqa: N802 - gRPC method name
        try:
            return self._submit(request, context)
        except Rejection as rej:
            self._abort(context, rej, rpc="Submit")

    def Process(self, request, context):  # noqa: N802
        try:
            ticket = self._submit(request, context)
        except Rejection as rej:
            self._abort(context, rej, rpc="Process")
            return None
        remaining = context.time_remaining()
        # Capped: a caller with a day-long deadline must not pin a server thread for a day; it gets PENDING
        # and polls GetResult instead.
        wait_s = DEFAULT_WAIT_S if remaining is None else max(0.0, min(MAX_WAIT_S, remaining - 0.05))
        return self._reply(ticket.request_id, self.results.wait(ticket.request_id, wait_s))

    def GetResult(self, request, context):  # noqa: N802
        try:
            self._authenticate(context, request.tenant)
            got = self.results.get(request.request_id)
            if got is None or got[0] != request.tenant:  # another tenant's id looks exactly like an unknown one
                raise Rejection(grpc.StatusCode.NOT_FOUND, "unknown request_id for this tenant")
        except Rejection as rej:
            self._abort(context, rej, rpc="GetResult")
            return None
        result = got[1]
        if result is None and request.wait_ms > 0:
            result = self.results.wait(request.request_id, min(request.wait_ms / 1000, DEFAULT_WAIT_S))
        return self._reply(request.request_id, result)

    def _reply(self, request_id: str, result: events_pb2.Result | None) -> gateway_pb2.ResultReply:
        if result is None:
            return gateway_pb2.ResultReply(request_id=request_id, outcome=envelope_pb2.OUTCOME_PENDING)
        reply = gateway_pb2.ResultReply(
            request_id=request_id, outcome=result.outcome, route=result.route, route_reason=result.route_reason,
            content_coupled=result.content_coupled, reason=result.reason,
            orphan_placeholders=result.orphan_placeholders, budget_left=result.budget_left, provider=result.provider,
        )
        if result.HasField("payload"):
            inner = self.ctx.sealer.open(result.payload, events_pb2.ResultPayload, env=result.envelope)
            reply.proxy_sent = inner.proxy_sent
            reply.cloud_answer = inner.cloud_answer
            reply.rehydrated_answer = inner.rehydrated_answer
        return reply

    # --- Sanitize ------------------------------------------------------------------------------------
    def Sanitize(self, request, context):  # noqa: N802
        try:
            check_ids(tenant=request.tenant, session_id=request.session_id)
            cfg = self._authenticate(context, request.tenant)
            text = decode_document(request.document,
                                   max_bytes=cfg.max_document_bytes or self.ctx.settings.max_document_bytes)
        except Rejection as rej:
            self._abort(context, rej, rpc="Sanitize")
            return None
        try:
            minter = self.tagger.minter_for(request.tenant, request.session_id)
            result = self.tagger.deidentify(text, "", minter=minter, tenant=request.tenant)
        except Exception as exc:
            self.ctx.log.error("sanitize_failed", error_type=safe_error(exc))
            context.abort(grpc.StatusCode.UNAVAILABLE, "de-identification failed; nothing was returned")
            return None
        reply = gateway_pb2.SanitizeReply(spans=[to_proto_span(s) for s in result.text.spans],
                                          gate_passed=not result.blocked_reason, gate_reason=result.blocked_reason)
        reply.label_counts.update(result.label_counts)
        if reply.gate_passed:  # text that failed a gate is never handed out as "sanitized"
            reply.redacted_text = result.text.redacted_text
        return reply

    # --- results consumer -----------------------------------------------------------------------------
    def on_record(self, record: Record) -> Iterable[Outgoing]:
        """Resolve pending requests from `results`, and from `dlq` so a dead-lettered request still ends."""
        if record.topic == RESULTS:
            try:
                result = events_pb2.Result.FromString(record.value)
            except Exception:
                raise PoisonRecord("unparseable Result record") from None
        else:
            try:
                dead = events_pb2.DeadLetter.FromString(record.value)
            except Exception:  # never dead-letter a dead letter: that would loop
                return []
            if not dead.envelope.request_id or dead.source_topic not in REQUEST_PATH_TOPICS:
                return []
            result = events_pb2.Result(envelope=dead.envelope, outcome=envelope_pb2.OUTCOME_ERROR,
                                       route=envelope_pb2.ROUTE_LOCAL,
                                       reason=f"dead-lettered at {dead.stage}: {dead.reason}")
        if self.results.resolve(result):
            acc = result.envelope.accepted_at
            if acc.seconds:
                seconds = time.time() - acc.ToNanoseconds() / 1e9
                outcome = envelope_pb2.Outcome.Name(result.outcome)
                END_TO_END_SECONDS.labels(route=envelope_pb2.Route.Name(result.route), outcome=outcome).observe(seconds)
                self.ctx.log.info("answered", request_id=result.envelope.request_id, outcome=outcome,
                                  duration_ms=round(seconds * 1000, 1))
        return []


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    gw = Gateway(ctx)
    runner = ctx.runner(consumes=[RESULTS, DLQ], handler=gw.on_record, group_id="airlock-gateway-results")
    return ServiceSpec(
        name=STAGE, runners=[runner],
        add_servicers=[lambda server: gateway_pb2_grpc.add_GatewayServicer_to_server(gw, server)],
        grpc_service_names=[gateway_pb2.DESCRIPTOR.services_by_name["Gateway"].full_name],
        consumes=[RESULTS, DLQ], produces=[REQUESTS],
    )
