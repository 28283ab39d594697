"""EnvelopeCipher: round trip, AAD binding, tamper and unknown-KEK detection, DEK cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from airlock.core.crypto import EnvelopeCipher, KeyWrapper, open_message, seal_message
from airlock.core.errors import DecryptionError
from airlock.core.secret_store import LocalKeystore
from airlock.v1.envelope_pb2 import EncryptedBlob
from airlock.v1.events_pb2 import SubmittedPayload, TaggedPayload


class CountingWrapper:
    """A KeyWrapper over a LocalKeystore that counts unwraps (to observe the DEK cache)."""

    def __init__(self, inner: LocalKeystore) -> None:
        self.inner = inner
        self.unwraps = 0

    def wrap_key(self, dek: bytes) -> tuple[str, bytes]:
        return self.inner.wrap_key(dek)

    def unwrap_key(self, kek_id: str, wrapped: bytes) -> bytes:
        self.unwraps += 1
        return self.inner.unwrap_key(kek_id, wrapped)


@pytest.fixture()
def store(tmp_path: Path) -> LocalKeystore:
    return LocalKeystore(tmp_path / "ks", os.urandom(32), durable=False)


def test_round_trip_and_fresh_key_per_record(store: LocalKeystore) -> None:
    cipher = EnvelopeCipher(store)
    a = cipher.seal(b"Patient John Smith, MRN 123", aad=b"req-1")
    b = cipher.seal(b"Patient John Smith, MRN 123", aad=b"req-1")
    assert a.kek_id == "local:v1" and len(a.nonce) == 12
    assert a.wrapped_dek != b.wrapped_dek and a.ciphertext != b.ciphertext
    assert b"John" not in a.SerializeToString()
    # A different cipher instance (another process) opens it through the keystore alone.
    assert EnvelopeCipher(store, dek_cache_size=0).open(a, aad=b"req-1") == b"Patient John Smith, MRN 123"


def test_wrong_aad_is_rejected(store: LocalKeystore) -> None:
    cipher = EnvelopeCipher(store)
    blob = cipher.seal(b"text", aad=b"req-1")
    with pytest.raises(DecryptionError, match="wrong request id"):
        cipher.open(blob, aad=b"req-2")


@pytest.mark.parametrize("field", ["ciphertext", "nonce", "wrapped_dek"])
def test_flipped_byte_is_rejected(store: LocalKeystore, field: str) -> None:
    blob = EnvelopeCipher(store).seal(b"some sensitive text", aad=b"r")
    raw = bytearray(getattr(blob, field))
    raw[len(raw) // 2] ^= 0x01
    tampered = EncryptedBlob()
    tampered.CopyFrom(blob)
    setattr(tampered, field, bytes(raw))
    with pytest.raises(DecryptionError):
        EnvelopeCipher(store, dek_cache_size=0).open(tampered, aad=b"r")


def test_unknown_kek_and_other_keystore_are_rejected(store: LocalKeystore, tmp_path: Path) -> None:
    blob = EnvelopeCipher(store).seal(b"x", aad=b"r")
    renamed = EncryptedBlob()
    renamed.CopyFrom(blob)
    renamed.kek_id = "vault-transit:other"
    with pytest.raises(DecryptionError, match="unwrapped"):
        EnvelopeCipher(store).open(renamed, aad=b"r")
    other = LocalKeystore(tmp_path / "other", os.urandom(32), durable=False)
    with pytest.raises(DecryptionError):
        EnvelopeCipher(other).open(blob, aad=b"r")


def test_malformed_blob_and_empty_aad(store: LocalKeystore) -> None:
    cipher = EnvelopeCipher(store)
    with pytest.raises(DecryptionError, match="malformed"):
        cipher.open(EncryptedBlob(), aad=b"r")
    with pytest.raises(ValueError):
        cipher.seal(b"x", aad=b"")


def test_dek_cache_avoids_repeat_unwraps_and_is_bounded(store: LocalKeystore) -> None:
    counting = CountingWrapper(store)
    assert isinstance(counting, KeyWrapper)
    blobs = [EnvelopeCipher(store).seal(b"m%d" % i, aad=b"r") for i in range(3)]
    cipher = EnvelopeCipher(counting, dek_cache_size=2)
    for blob in blobs:
        cipher.open(blob, aad=b"r")
    assert counting.unwraps == 3
    cipher.open(blobs[2], aad=b"r")
    assert counting.unwraps == 3  # cached
    cipher.open(blobs[0], aad=b"r")
    assert counting.unwraps == 4  # evicted (size 2), unwrapped again
    uncached = EnvelopeCipher(counting, dek_cache_size=0)
    uncached.open(blobs[1], aad=b"r")
    uncached.open(blobs[1], aad=b"r")
    assert counting.unwraps == 6


def test_message_helpers(store: LocalKeystore) -> None:
    cipher = EnvelopeCipher(store)
    msg = SubmittedPayload(text="Dear Dr. Ng, patient DOB 01/02/1950", task="summarise")
    blob = seal_message(cipher, msg, aad="req-9")
    assert open_message(cipher, blob, SubmittedPayload, aad="req-9") == msg
    with pytest.raises(DecryptionError):
        open_message(cipher, blob, SubmittedPayload, aad="req-10")
    # Bytes that are not the requested message type fail as DecryptionError, not a DecodeError.
    junk = cipher.seal(b"\xff\xff\xff\xff", aad=b"req-9")
    with pytest.raises(DecryptionError, match="TaggedPayload"):
        open_message(cipher, junk, TaggedPayload, aad="req-9")
