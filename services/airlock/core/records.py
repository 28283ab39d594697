"""Building the records that flow between stages: envelopes, sealed payloads, audit events.

Every stage uses these so the envelope rules (stage stamp, timestamps, trace context, AAD = request id) live
in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from google.protobuf.message import Message

from airlock.core import tracing
from airlock.core.audit import audit_event
from airlock.core.bus import Outgoing, PoisonRecord, Record
from airlock.core.crypto import EnvelopeCipher
from airlock.core.topics import AUDIT
from airlock.v1 import envelope_pb2

SCHEMA_VERSION = 1
M = TypeVar("M", bound=Message)


def next_envelope(previous: envelope_pb2.Envelope, *, stage: str) -> envelope_pb2.Envelope:
    """The envelope for the record a stage emits after consuming `previous`."""
    env = envelope_pb2.Envelope()
    env.CopyFrom(previous)
    env.stage = stage
    env.emitted_at.GetCurrentTime()
    env.trace_context.clear()
    env.trace_context.update(tracing.context_to_map())
    return env


def entity_map_path(env: envelope_pb2.Envelope) -> str:
    """Where a request's entity map lives. Always derived from the envelope, never read from a record field,
    so a rewritten record cannot point a stage at another tenant's or request's map."""
    return f"entity-maps/{env.tenant}/{env.session_id}/{env.request_id}"


def _aad(env: envelope_pb2.Envelope, cls: type[Message]) -> bytes:
    # Bound to the request's identity (a blob replayed under another tenant, session or request does not
    # open) and to the message type (SubmittedPayload and SanitizedPayload are wire-compatible, and a blob
    # moved from one field to the other must not open as the other).
    return f"{env.tenant}|{env.session_id}|{env.request_id}|{cls.DESCRIPTOR.full_name}".encode()


@dataclass
class Sealer:
    """Seals and opens protobuf payloads bound to their request's envelope and message type."""

    cipher: EnvelopeCipher

    def seal(self, msg: Message, *, env: envelope_pb2.Envelope) -> envelope_pb2.EncryptedBlob:
        return self.cipher.seal(msg.SerializeToString(), aad=_aad(env, type(msg)))

    def open(self, blob: envelope_pb2.EncryptedBlob, cls: type[M], *, env: envelope_pb2.Envelope) -> M:
        out = cls()
        out.ParseFromString(self.cipher.open(blob, aad=_aad(env, cls)))
        return out

    def seal_bytes(self, data: bytes, aad: str) -> envelope_pb2.EncryptedBlob:
        """For the bus's dead-letter path: original record bytes, never kept in clear."""
        return self.cipher.seal(data, aad=aad.encode())


def audit_out(env: envelope_pb2.Envelope, *, stage: str, event: str, **attributes: str | int | float | bool) -> Outgoing:
    """An audit record (hashes, ids and counts only) for the audit topic."""
    msg = audit_event(next_envelope(env, stage=stage), stage=stage, event=event, **attributes)
    return Outgoing(topic=AUDIT, key=env.session_id or env.request_id, value=msg, headers=tracing.inject_headers())


def stage_span(stage: str, record_headers: list[tuple[str, bytes]] | None, *, request_id: str):
    """A span for one record's processing, continuing the trace carried in the Kafka headers.

    Attributes are ids only: span data is exported outside the PHI boundary.
    """
    from opentelemetry import trace

    parent = tracing.extract_context(record_headers)
    return trace.get_tracer("airlock").start_as_current_span(
        f"{stage}.process", context=parent, attributes={"airlock.request_id": request_id, "airlock.stage": stage}
    )


def root_span(stage: str, *, request_id: str):
    """The first span of a request's trace (the gateway starts it)."""
    from opentelemetry import trace

    return trace.get_tracer("airlock").start_as_current_span(
        f"{stage}.accept", attributes={"airlock.request_id": request_id, "airlock.stage": stage}
    )


def decode_input(record: Record) -> Message:
    """A stage's input record as its topic's message; PoisonRecord (-> dlq) when it is malformed or has no
    request id, because without one no result could ever be matched to its caller."""
    msg = record.decode()
    if not (msg.envelope.request_id and msg.envelope.session_id and msg.envelope.tenant):
        raise PoisonRecord(f"{type(msg).__name__} record without request_id/session_id/tenant")
    return msg
