"""Tagger stage: requests -> tagged.

Detects sensitive spans in the document and the task, mints session-consistent placeholders, stores the
entity map in the secret store, and runs the hard gate plus the map-independent residual scan. Any failure
produces a Tagged record with `failure_reason` set and no text, which the router keeps local.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from airlock.core import tracing
from airlock.core.bus import Outgoing, PoisonRecord, Record
from airlock.core.errors import DecryptionError, GateError, SecretNotFoundError
from airlock.core.log import safe_error
from airlock.core.metrics import GATE_BLOCKS_TOTAL
from airlock.core.records import audit_out, decode_input, entity_map_path, next_envelope, stage_span
from airlock.core.service_host import ServiceSpec
from airlock.core.spans import Span
from airlock.core.stage_context import StageContext
from airlock.core.topics import REQUESTS, TAGGED
from airlock.tagger.detection import detect
from airlock.tagger.gate import assert_clean, residual_scan
from airlock.tagger.placeholders import PlaceholderMinter, Redaction, redact
from airlock.v1 import envelope_pb2, events_pb2

STAGE = "tagger"


def to_proto_span(s: Span) -> envelope_pb2.Span:
    return envelope_pb2.Span(start=s.start, end=s.end, label=s.label, source=s.source, score=s.score)


def session_state_ref(tenant: str, session_id: str) -> str:
    return f"sessions/{tenant}/{session_id}/placeholders"


def placeholder_key_name(tenant: str) -> str:
    return f"placeholder-hmac/{tenant}"


@dataclass
class Deidentified:
    """A document and task with placeholders, this request's entity map, and the gates' verdict."""

    text: Redaction
    task: Redaction
    entity_map: dict[str, str]
    blocked_reason: str  # "" when the hard gate and the residual scan both passed; PHI-free otherwise

    @property
    def label_counts(self) -> Counter[str]:
        return Counter(s.label for s in self.text.spans + self.task.spans)


class Tagger:
    """Turns one document + task into a redacted proxy and its entity map."""

    def __init__(self, ctx: StageContext, *, mode: str = "fast") -> None:
        self.ctx = ctx
        self.mode = mode
        self._keys: dict[str, bytes] = {}

    def minter_for(self, tenant: str, session_id: str) -> PlaceholderMinter:
        key = self._keys.get(tenant)
        if key is None:  # keys never change once created, so one secret-store read per tenant suffices
            key = self._keys[tenant] = self.ctx.store.get_or_create_key(placeholder_key_name(tenant))
        try:
            state = json.loads(self.ctx.store.get_map(session_state_ref(tenant, session_id))["state"])
        except SecretNotFoundError:  # a new session; any other failure must not restart the numbering
            state = None
        return PlaceholderMinter(hmac_key=key, state=state)

    def save_minter(self, tenant: str, session_id: str, minter: PlaceholderMinter) -> None:
        self.ctx.store.put_map(session_state_ref(tenant, session_id), {"state": json.dumps(minter.state)})

    def deidentify(self, text: str, task: str, *, minter: PlaceholderMinter, tenant: str) -> Deidentified:
        """Detect, redact and gate; the one path behind the tagger stage and Gateway.Sanitize."""
        doc = redact(text, detect(text, mode=self.mode, tenant=tenant), minter=minter)
        tsk = redact(task, detect(task, mode=self.mode, tenant=tenant), minter=minter)
        entity_map = {**doc.entity_map, **tsk.entity_map}
        try:
            assert_clean(doc.redacted_text, entity_map)
            assert_clean(tsk.redacted_text, entity_map)
        except GateError as exc:
            return Deidentified(doc, tsk, entity_map, str(exc))
        residual = residual_scan(doc.redacted_text) + residual_scan(tsk.redacted_text)
        reason = ""
        if residual:
            labels = ",".join(sorted({s.label for s in residual}))
            reason = f"residual scan found {len(residual)} identifier(s) [{labels}]"
        return Deidentified(doc, tsk, entity_map, reason)

    def handle(self, record: Record) -> Iterable[Outgoing]:
        msg = decode_input(record)
        env = msg.envelope
        try:
            payload = self.ctx.sealer.open(msg.payload, events_pb2.SubmittedPayload, env=env)
        except DecryptionError:
            raise PoisonRecord("payload could not be decrypted") from None

        with stage_span(STAGE, record.headers, request_id=env.request_id):
            return self._tag(env, payload)

    def _tag(self, env: envelope_pb2.Envelope, payload: events_pb2.SubmittedPayload) -> list[Outgoing]:
        out_env = next_envelope(env, stage=STAGE)
        tagged = events_pb2.Tagged(envelope=out_env, entity_map_ref=entity_map_path(env))
        try:
            minter = self.minter_for(env.tenant, env.session_id)
            minted_before = sum(minter.state["counters"].values())
            result = self.deidentify(payload.text, payload.task, minter=minter, tenant=env.tenant)
            self.ctx.store.put_map(tagged.entity_map_ref, result.entity_map)
            if sum(minter.state["counters"].values()) != minted_before:  # only new placeholders change state
                self.save_minter(env.tenant, env.session_id, minter)
            tagged.label_counts.update(result.label_counts)
            if result.blocked_reason:
                tagged.failure_reason = result.blocked_reason
            else:
                tagged.gate_passed = True
                inner = events_pb2.TaggedPayload(
                    redacted_text=result.text.redacted_text, task=result.task.redacted_text,
                    spans=[to_proto_span(s) for s in result.text.spans],
                )
                tagged.payload.CopyFrom(self.ctx.sealer.seal(inner, env=env))
        except Exception as exc:  # fail closed: nothing leaves, the record is kept local downstream
            tagged.gate_passed = False
            tagged.failure_reason = f"tagger failed ({safe_error(exc)})"
            tagged.ClearField("payload")
        if not tagged.gate_passed:
            GATE_BLOCKS_TOTAL.labels(service=STAGE, reason_code="residual" if "residual" in tagged.failure_reason
                                     else "tagger").inc()
        self.ctx.log.info("tagged", request_id=env.request_id, count=sum(tagged.label_counts.values()),
                          status="ok" if tagged.gate_passed else "blocked")
        headers = tracing.inject_headers()
        return [
            Outgoing(topic=TAGGED, key=env.session_id, value=tagged, headers=headers),
            audit_out(out_env, stage=STAGE, event="tagged" if tagged.gate_passed else "tag_blocked",
                      count=sum(tagged.label_counts.values()), reason_code="" if tagged.gate_passed else "gate"),
        ]


def build(ctx: StageContext | None = None) -> ServiceSpec:
    ctx = ctx or StageContext.create(STAGE)
    tagger = Tagger(ctx)
    return ServiceSpec(name=STAGE, runners=[ctx.runner(consumes=[REQUESTS], handler=tagger.handle)],
                       consumes=[REQUESTS], produces=[TAGGED])
