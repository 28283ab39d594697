from airlock.v1 import envelope_pb2 as _envelope_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Submitted(_message.Message):
    __slots__ = ("envelope", "payload", "document_chars")
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_CHARS_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    document_chars: int
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., document_chars: _Optional[int] = ...) -> None: ...

class SubmittedPayload(_message.Message):
    __slots__ = ("text", "task")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    TASK_FIELD_NUMBER: _ClassVar[int]
    text: str
    task: str
    def __init__(self, text: _Optional[str] = ..., task: _Optional[str] = ...) -> None: ...

class Tagged(_message.Message):
    __slots__ = ("envelope", "payload", "label_counts", "entity_map_ref", "gate_passed", "failure_reason")
    class LabelCountsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    LABEL_COUNTS_FIELD_NUMBER: _ClassVar[int]
    ENTITY_MAP_REF_FIELD_NUMBER: _ClassVar[int]
    GATE_PASSED_FIELD_NUMBER: _ClassVar[int]
    FAILURE_REASON_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    label_counts: _containers.ScalarMap[str, int]
    entity_map_ref: str
    gate_passed: bool
    failure_reason: str
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., label_counts: _Optional[_Mapping[str, int]] = ..., entity_map_ref: _Optional[str] = ..., gate_passed: _Optional[bool] = ..., failure_reason: _Optional[str] = ...) -> None: ...

class TaggedPayload(_message.Message):
    __slots__ = ("redacted_text", "task", "spans")
    REDACTED_TEXT_FIELD_NUMBER: _ClassVar[int]
    TASK_FIELD_NUMBER: _ClassVar[int]
    SPANS_FIELD_NUMBER: _ClassVar[int]
    redacted_text: str
    task: str
    spans: _containers.RepeatedCompositeFieldContainer[_envelope_pb2.Span]
    def __init__(self, redacted_text: _Optional[str] = ..., task: _Optional[str] = ..., spans: _Optional[_Iterable[_Union[_envelope_pb2.Span, _Mapping]]] = ...) -> None: ...

class Routed(_message.Message):
    __slots__ = ("envelope", "payload", "route", "route_reason", "content_coupled", "label_counts", "entity_map_ref")
    class LabelCountsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ROUTE_REASON_FIELD_NUMBER: _ClassVar[int]
    CONTENT_COUPLED_FIELD_NUMBER: _ClassVar[int]
    LABEL_COUNTS_FIELD_NUMBER: _ClassVar[int]
    ENTITY_MAP_REF_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    route: _envelope_pb2.Route
    route_reason: str
    content_coupled: bool
    label_counts: _containers.ScalarMap[str, int]
    entity_map_ref: str
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., route: _Optional[_Union[_envelope_pb2.Route, str]] = ..., route_reason: _Optional[str] = ..., content_coupled: _Optional[bool] = ..., label_counts: _Optional[_Mapping[str, int]] = ..., entity_map_ref: _Optional[str] = ...) -> None: ...

class Sanitized(_message.Message):
    __slots__ = ("envelope", "payload", "route", "route_reason", "content_coupled", "entity_map_ref", "epsilon_spent", "budget_left", "outcome", "reason")
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ROUTE_REASON_FIELD_NUMBER: _ClassVar[int]
    CONTENT_COUPLED_FIELD_NUMBER: _ClassVar[int]
    ENTITY_MAP_REF_FIELD_NUMBER: _ClassVar[int]
    EPSILON_SPENT_FIELD_NUMBER: _ClassVar[int]
    BUDGET_LEFT_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    route: _envelope_pb2.Route
    route_reason: str
    content_coupled: bool
    entity_map_ref: str
    epsilon_spent: float
    budget_left: float
    outcome: _envelope_pb2.Outcome
    reason: str
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., route: _Optional[_Union[_envelope_pb2.Route, str]] = ..., route_reason: _Optional[str] = ..., content_coupled: _Optional[bool] = ..., entity_map_ref: _Optional[str] = ..., epsilon_spent: _Optional[float] = ..., budget_left: _Optional[float] = ..., outcome: _Optional[_Union[_envelope_pb2.Outcome, str]] = ..., reason: _Optional[str] = ...) -> None: ...

class SanitizedPayload(_message.Message):
    __slots__ = ("proxy_text", "task")
    PROXY_TEXT_FIELD_NUMBER: _ClassVar[int]
    TASK_FIELD_NUMBER: _ClassVar[int]
    proxy_text: str
    task: str
    def __init__(self, proxy_text: _Optional[str] = ..., task: _Optional[str] = ...) -> None: ...

class CloudResponse(_message.Message):
    __slots__ = ("envelope", "payload", "route", "route_reason", "content_coupled", "entity_map_ref", "outcome", "reason", "provider", "model", "budget_left")
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ROUTE_REASON_FIELD_NUMBER: _ClassVar[int]
    CONTENT_COUPLED_FIELD_NUMBER: _ClassVar[int]
    ENTITY_MAP_REF_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    PROVIDER_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    BUDGET_LEFT_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    route: _envelope_pb2.Route
    route_reason: str
    content_coupled: bool
    entity_map_ref: str
    outcome: _envelope_pb2.Outcome
    reason: str
    provider: str
    model: str
    budget_left: float
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., route: _Optional[_Union[_envelope_pb2.Route, str]] = ..., route_reason: _Optional[str] = ..., content_coupled: _Optional[bool] = ..., entity_map_ref: _Optional[str] = ..., outcome: _Optional[_Union[_envelope_pb2.Outcome, str]] = ..., reason: _Optional[str] = ..., provider: _Optional[str] = ..., model: _Optional[str] = ..., budget_left: _Optional[float] = ...) -> None: ...

class CloudResponsePayload(_message.Message):
    __slots__ = ("proxy_sent", "cloud_answer")
    PROXY_SENT_FIELD_NUMBER: _ClassVar[int]
    CLOUD_ANSWER_FIELD_NUMBER: _ClassVar[int]
    proxy_sent: str
    cloud_answer: str
    def __init__(self, proxy_sent: _Optional[str] = ..., cloud_answer: _Optional[str] = ...) -> None: ...

class Result(_message.Message):
    __slots__ = ("envelope", "payload", "route", "route_reason", "content_coupled", "outcome", "reason", "orphan_placeholders", "budget_left", "provider")
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    PAYLOAD_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ROUTE_REASON_FIELD_NUMBER: _ClassVar[int]
    CONTENT_COUPLED_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ORPHAN_PLACEHOLDERS_FIELD_NUMBER: _ClassVar[int]
    BUDGET_LEFT_FIELD_NUMBER: _ClassVar[int]
    PROVIDER_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    payload: _envelope_pb2.EncryptedBlob
    route: _envelope_pb2.Route
    route_reason: str
    content_coupled: bool
    outcome: _envelope_pb2.Outcome
    reason: str
    orphan_placeholders: int
    budget_left: float
    provider: str
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., payload: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ..., route: _Optional[_Union[_envelope_pb2.Route, str]] = ..., route_reason: _Optional[str] = ..., content_coupled: _Optional[bool] = ..., outcome: _Optional[_Union[_envelope_pb2.Outcome, str]] = ..., reason: _Optional[str] = ..., orphan_placeholders: _Optional[int] = ..., budget_left: _Optional[float] = ..., provider: _Optional[str] = ...) -> None: ...

class ResultPayload(_message.Message):
    __slots__ = ("proxy_sent", "cloud_answer", "rehydrated_answer")
    PROXY_SENT_FIELD_NUMBER: _ClassVar[int]
    CLOUD_ANSWER_FIELD_NUMBER: _ClassVar[int]
    REHYDRATED_ANSWER_FIELD_NUMBER: _ClassVar[int]
    proxy_sent: str
    cloud_answer: str
    rehydrated_answer: str
    def __init__(self, proxy_sent: _Optional[str] = ..., cloud_answer: _Optional[str] = ..., rehydrated_answer: _Optional[str] = ...) -> None: ...

class AuditEvent(_message.Message):
    __slots__ = ("envelope", "stage", "event", "attributes")
    class AttributesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    stage: str
    event: str
    attributes: _containers.ScalarMap[str, str]
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., stage: _Optional[str] = ..., event: _Optional[str] = ..., attributes: _Optional[_Mapping[str, str]] = ...) -> None: ...

class DeadLetter(_message.Message):
    __slots__ = ("envelope", "source_topic", "partition", "offset", "stage", "reason", "original")
    ENVELOPE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_TOPIC_FIELD_NUMBER: _ClassVar[int]
    PARTITION_FIELD_NUMBER: _ClassVar[int]
    OFFSET_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ORIGINAL_FIELD_NUMBER: _ClassVar[int]
    envelope: _envelope_pb2.Envelope
    source_topic: str
    partition: int
    offset: int
    stage: str
    reason: str
    original: _envelope_pb2.EncryptedBlob
    def __init__(self, envelope: _Optional[_Union[_envelope_pb2.Envelope, _Mapping]] = ..., source_topic: _Optional[str] = ..., partition: _Optional[int] = ..., offset: _Optional[int] = ..., stage: _Optional[str] = ..., reason: _Optional[str] = ..., original: _Optional[_Union[_envelope_pb2.EncryptedBlob, _Mapping]] = ...) -> None: ...
