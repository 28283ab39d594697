"""Envelope encryption for every payload that carries text or entity values (Invariant 1).

Each record gets a fresh 32-byte data key (DEK); the payload is AES-256-GCM under that DEK with a random
12-byte nonce and AAD = the request id (a blob cannot be replayed into another request). The DEK is wrapped
by a key-encryption key (KEK) held by a `KeyWrapper` — the local keystore (in-process AES-GCM, fast) or
Vault transit (one network call per wrap/unwrap). Opening keeps a small LRU cache of unwrapped DEKs keyed by
(kek_id, wrapped DEK) so a record read by several stages, or re-read after a retry, does not pay Vault again;
set `dek_cache_size=0` to disable it.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from typing import Protocol, TypeVar, runtime_checkable

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from google.protobuf.message import DecodeError, Message

from airlock.core.errors import DecryptionError
from airlock.v1.envelope_pb2 import EncryptedBlob

__all__ = ["EnvelopeCipher", "KeyWrapper", "open_message", "seal_message"]

DEK_BYTES = 32
NONCE_BYTES = 12

M = TypeVar("M", bound=Message)


@runtime_checkable
class KeyWrapper(Protocol):
    """Wraps and unwraps data keys under a key-encryption key."""

    def wrap_key(self, dek: bytes) -> tuple[str, bytes]:
        """Return (kek_id, wrapped DEK)."""
        ...

    def unwrap_key(self, kek_id: str, wrapped: bytes) -> bytes:
        """Return the DEK; raise on an unknown kek_id or a tampered wrapped key."""
        ...


class EnvelopeCipher:
    """seal/open protobuf `EncryptedBlob`s with a per-record DEK wrapped by `wrapper`."""

    def __init__(self, wrapper: KeyWrapper, *, dek_cache_size: int = 1024) -> None:
        self._wrapper = wrapper
        self._cache_size = dek_cache_size
        self._cache: OrderedDict[tuple[str, bytes], bytes] = OrderedDict()
        self._lock = threading.Lock()

    def seal(self, plaintext: bytes, *, aad: bytes) -> EncryptedBlob:
        """Encrypt under a fresh DEK; `aad` (the request id) must be non-empty."""
        if not aad:
            # An empty AAD would make blobs transplantable between records; always bind to an id.
            raise ValueError("aad (request id) must be non-empty")
        dek = os.urandom(DEK_BYTES)
        nonce = os.urandom(NONCE_BYTES)
        ciphertext = AESGCM(dek).encrypt(nonce, plaintext, aad)
        kek_id, wrapped = self._wrapper.wrap_key(dek)
        self._remember(kek_id, wrapped, dek)
        return EncryptedBlob(kek_id=kek_id, wrapped_dek=wrapped, nonce=nonce, ciphertext=ciphertext)

    def open(self, blob: EncryptedBlob, *, aad: bytes) -> bytes:
        """Decrypt; DecryptionError (PHI-free) on tamper, wrong aad or unknown/unusable KEK."""
        if len(blob.nonce) != NONCE_BYTES or not blob.wrapped_dek or not blob.kek_id:
            raise DecryptionError("encrypted blob is malformed (nonce, wrapped key or kek_id missing)")
        dek = self._unwrap(blob.kek_id, bytes(blob.wrapped_dek))
        try:
            return AESGCM(dek).decrypt(bytes(blob.nonce), bytes(blob.ciphertext), aad)
        except InvalidTag:
            raise DecryptionError(
                "ciphertext failed authentication (tampered, or wrong request id)"
            ) from None

    def _unwrap(self, kek_id: str, wrapped: bytes) -> bytes:
        key = (kek_id, wrapped)
        with self._lock:
            dek = self._cache.get(key)
            if dek is not None:
                self._cache.move_to_end(key)
                return dek
        try:
            dek = self._wrapper.unwrap_key(kek_id, wrapped)
        except Exception:
            # `from None`: the wrapper's own error may carry backend details; the type of failure is enough.
            raise DecryptionError(
                "data key could not be unwrapped (unknown kek or tampered wrapped key)"
            ) from None
        if len(dek) != DEK_BYTES:
            raise DecryptionError("unwrapped data key has the wrong length")
        self._remember(kek_id, wrapped, dek)
        return dek

    def _remember(self, kek_id: str, wrapped: bytes, dek: bytes) -> None:
        if self._cache_size <= 0:
            return
        with self._lock:
            self._cache[(kek_id, wrapped)] = dek
            self._cache.move_to_end((kek_id, wrapped))
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)


def seal_message(cipher: EnvelopeCipher, msg: Message, *, aad: str) -> EncryptedBlob:
    """Serialize and seal a protobuf payload; `aad` is the request id."""
    return cipher.seal(msg.SerializeToString(), aad=aad.encode("utf-8"))


def open_message(cipher: EnvelopeCipher, blob: EncryptedBlob, cls: type[M], *, aad: str) -> M:
    """Open a blob and parse it as `cls`; DecryptionError if either step fails."""
    data = cipher.open(blob, aad=aad.encode("utf-8"))
    try:
        return cls.FromString(data)
    except DecodeError:
        raise DecryptionError(f"decrypted payload is not a valid {cls.__name__}") from None
