"""Input validation for the gateway: every rejection has a clear, PHI-free message and a gRPC status."""

from __future__ import annotations

import re
from dataclasses import dataclass

import grpc

SESSION_RE = re.compile(r"^(?!\.+$)[A-Za-z0-9_.\-]{1,128}$")  # "." and ".." would be path segments
TENANT_RE = re.compile(r"^[A-Za-z0-9_\-]{1,64}$")
IDEMPOTENCY_RE = re.compile(r"^[\x21-\x7e]{1,128}$")
MAX_TASK_CHARS = 2000
# Controls other than tab/newline/carriage return/form feed mark binary data, not text.
_BINARY = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
MAX_BINARY_FRACTION = 0.01


@dataclass(frozen=True)
class Rejection(Exception):
    code: grpc.StatusCode
    message: str


def check_ids(*, tenant: str, session_id: str) -> None:
    if not TENANT_RE.match(tenant or ""):
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "tenant must be 1-64 characters of [A-Za-z0-9_-]")
    if not SESSION_RE.match(session_id or ""):
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "session_id must be 1-128 characters of [A-Za-z0-9_.-], not only dots")


def decode_document(raw: bytes, *, max_bytes: int) -> str:
    """UTF-8 text from the request bytes, or a Rejection saying exactly what is wrong (never the content)."""
    if not raw:
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "document is empty")
    if len(raw) > max_bytes:
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT,
                        f"document is {len(raw)} bytes; the configured limit is {max_bytes} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT,
                        f"document is not valid UTF-8 (first invalid byte at offset {exc.start})") from None
    if not text.strip():
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "document contains only whitespace")
    if "\x00" in text or len(_BINARY.findall(text)) > MAX_BINARY_FRACTION * len(text):
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "document looks binary (control bytes); send text")
    return text


def check_task(task: str) -> str:
    task = (task or "").strip()
    if not task:
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "task is empty: say what the model should do")
    if len(task) > MAX_TASK_CHARS:
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, f"task is over {MAX_TASK_CHARS} characters")
    return task


def check_idempotency_key(key: str) -> None:
    if key and not IDEMPOTENCY_RE.match(key):
        raise Rejection(grpc.StatusCode.INVALID_ARGUMENT, "idempotency_key must be 1-128 printable ASCII characters")
