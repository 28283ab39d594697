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


@dataclass
class Sealer:
    """Seals and opens protobuf payloads bound to their request id."""

    cipher: EnvelopeCipher

    def seal(self, msg: Message, *, request_id: str) -> envelope_pb2.EncryptedBlob:
        return self.cipher.seal(msg.SerializeToString(), aad=request_id.encode())

    def open(self, blob: envelope_pb2.EncryptedBlob, cls: type[M], *, request_id: str) -> M:
        out = cls()
        out.ParseFromString(self.cipher.open(blob, aad=request_id.encode()))
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
