from airlock.v1 import envelope_pb2 as _envelope_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SubmitRequest(_message.Message):
    __slots__ = ("tenant", "session_id", "task", "document", "idempotency_key")
    TENANT_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    TASK_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_FIELD_NUMBER: _ClassVar[int]
    IDEMPOTENCY_KEY_FIELD_NUMBER: _ClassVar[int]
    tenant: str
    session_id: str
    task: str
    document: bytes
    idempotency_key: str
    def __init__(self, tenant: _Optional[str] = ..., session_id: _Optional[str] = ..., task: _Optional[str] = ..., document: _Optional[bytes] = ..., idempotency_key: _Optional[str] = ...) -> None: ...

class Ticket(_message.Message):
    __slots__ = ("request_id", "duplicate")
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    DUPLICATE_FIELD_NUMBER: _ClassVar[int]
    request_id: str
    duplicate: bool
    def __init__(self, request_id: _Optional[str] = ..., duplicate: _Optional[bool] = ...) -> None: ...

class GetResultRequest(_message.Message):
    __slots__ = ("request_id", "tenant", "wait_ms")
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    TENANT_FIELD_NUMBER: _ClassVar[int]
    WAIT_MS_FIELD_NUMBER: _ClassVar[int]
    request_id: str
    tenant: str
    wait_ms: int
    def __init__(self, request_id: _Optional[str] = ..., tenant: _Optional[str] = ..., wait_ms: _Optional[int] = ...) -> None: ...

class ResultReply(_message.Message):
    __slots__ = ("request_id", "outcome", "route", "route_reason", "content_coupled", "proxy_sent", "cloud_answer", "rehydrated_answer", "reason", "orphan_placeholders", "budget_left", "provider")
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ROUTE_REASON_FIELD_NUMBER: _ClassVar[int]
    CONTENT_COUPLED_FIELD_NUMBER: _ClassVar[int]
    PROXY_SENT_FIELD_NUMBER: _ClassVar[int]
    CLOUD_ANSWER_FIELD_NUMBER: _ClassVar[int]
    REHYDRATED_ANSWER_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    ORPHAN_PLACEHOLDERS_FIELD_NUMBER: _ClassVar[int]
    BUDGET_LEFT_FIELD_NUMBER: _ClassVar[int]
    PROVIDER_FIELD_NUMBER: _ClassVar[int]
    request_id: str
    outcome: _envelope_pb2.Outcome
    route: _envelope_pb2.Route
    route_reason: str
    content_coupled: bool
    proxy_sent: str
    cloud_answer: str
    rehydrated_answer: str
    reason: str
    orphan_placeholders: int
    budget_left: float
    provider: str
    def __init__(self, request_id: _Optional[str] = ..., outcome: _Optional[_Union[_envelope_pb2.Outcome, str]] = ..., route: _Optional[_Union[_envelope_pb2.Route, str]] = ..., route_reason: _Optional[str] = ..., content_coupled: _Optional[bool] = ..., proxy_sent: _Optional[str] = ..., cloud_answer: _Optional[str] = ..., rehydrated_answer: _Optional[str] = ..., reason: _Optional[str] = ..., orphan_placeholders: _Optional[int] = ..., budget_left: _Optional[float] = ..., provider: _Optional[str] = ...) -> None: ...

class SanitizeRequest(_message.Message):
    __slots__ = ("tenant", "session_id", "document")
    TENANT_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_FIELD_NUMBER: _ClassVar[int]
    tenant: str
    session_id: str
    document: bytes
    def __init__(self, tenant: _Optional[str] = ..., session_id: _Optional[str] = ..., document: _Optional[bytes] = ...) -> None: ...

class SanitizeReply(_message.Message):
    __slots__ = ("redacted_text", "spans", "label_counts", "gate_passed", "gate_reason")
    class LabelCountsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    REDACTED_TEXT_FIELD_NUMBER: _ClassVar[int]
    SPANS_FIELD_NUMBER: _ClassVar[int]
    LABEL_COUNTS_FIELD_NUMBER: _ClassVar[int]
    GATE_PASSED_FIELD_NUMBER: _ClassVar[int]
    GATE_REASON_FIELD_NUMBER: _ClassVar[int]
    redacted_text: str
    spans: _containers.RepeatedCompositeFieldContainer[_envelope_pb2.Span]
    label_counts: _containers.ScalarMap[str, int]
    gate_passed: bool
    gate_reason: str
    def __init__(self, redacted_text: _Optional[str] = ..., spans: _Optional[_Iterable[_Union[_envelope_pb2.Span, _Mapping]]] = ..., label_counts: _Optional[_Mapping[str, int]] = ..., gate_passed: _Optional[bool] = ..., gate_reason: _Optional[str] = ...) -> None: ...
