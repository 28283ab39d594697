import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Route(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ROUTE_UNSPECIFIED: _ClassVar[Route]
    ROUTE_ABSTRACT: _ClassVar[Route]
    ROUTE_DP: _ClassVar[Route]
    ROUTE_LOCAL: _ClassVar[Route]

class Outcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    OUTCOME_UNSPECIFIED: _ClassVar[Outcome]
    OUTCOME_PENDING: _ClassVar[Outcome]
    OUTCOME_ANSWERED: _ClassVar[Outcome]
    OUTCOME_LOCAL: _ClassVar[Outcome]
    OUTCOME_REFUSED: _ClassVar[Outcome]
    OUTCOME_ERROR: _ClassVar[Outcome]
ROUTE_UNSPECIFIED: Route
ROUTE_ABSTRACT: Route
ROUTE_DP: Route
ROUTE_LOCAL: Route
OUTCOME_UNSPECIFIED: Outcome
OUTCOME_PENDING: Outcome
OUTCOME_ANSWERED: Outcome
OUTCOME_LOCAL: Outcome
OUTCOME_REFUSED: Outcome
OUTCOME_ERROR: Outcome

class Envelope(_message.Message):
    __slots__ = ("request_id", "tenant", "session_id", "schema_version", "accepted_at", "emitted_at", "trace_context", "stage", "document_sha256")
    class TraceContextEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    TENANT_FIELD_NUMBER: _ClassVar[int]
    SESSION_ID_FIELD_NUMBER: _ClassVar[int]
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    ACCEPTED_AT_FIELD_NUMBER: _ClassVar[int]
    EMITTED_AT_FIELD_NUMBER: _ClassVar[int]
    TRACE_CONTEXT_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    DOCUMENT_SHA256_FIELD_NUMBER: _ClassVar[int]
    request_id: str
    tenant: str
    session_id: str
    schema_version: int
    accepted_at: _timestamp_pb2.Timestamp
    emitted_at: _timestamp_pb2.Timestamp
    trace_context: _containers.ScalarMap[str, str]
    stage: str
    document_sha256: str
    def __init__(self, request_id: _Optional[str] = ..., tenant: _Optional[str] = ..., session_id: _Optional[str] = ..., schema_version: _Optional[int] = ..., accepted_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., emitted_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., trace_context: _Optional[_Mapping[str, str]] = ..., stage: _Optional[str] = ..., document_sha256: _Optional[str] = ...) -> None: ...

class EncryptedBlob(_message.Message):
    __slots__ = ("kek_id", "wrapped_dek", "nonce", "ciphertext")
    KEK_ID_FIELD_NUMBER: _ClassVar[int]
    WRAPPED_DEK_FIELD_NUMBER: _ClassVar[int]
    NONCE_FIELD_NUMBER: _ClassVar[int]
    CIPHERTEXT_FIELD_NUMBER: _ClassVar[int]
    kek_id: str
    wrapped_dek: bytes
    nonce: bytes
    ciphertext: bytes
    def __init__(self, kek_id: _Optional[str] = ..., wrapped_dek: _Optional[bytes] = ..., nonce: _Optional[bytes] = ..., ciphertext: _Optional[bytes] = ...) -> None: ...

class Span(_message.Message):
    __slots__ = ("start", "end", "label", "source", "score")
    START_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    start: int
    end: int
    label: str
    source: str
    score: float
    def __init__(self, start: _Optional[int] = ..., end: _Optional[int] = ..., label: _Optional[str] = ..., source: _Optional[str] = ..., score: _Optional[float] = ...) -> None: ...
