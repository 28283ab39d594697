"""LocalKeystore: the embedded secret store — a directory of AES-GCM encrypted files.

Each secret is one file named sha256(logical path) holding AES-256-GCM(master key) of its JSON, with the
logical path as AAD (a file copied to another name fails authentication). Writes are atomic (temp file +
os.replace), so several service processes — the tagger writing entity maps, egress and the rehydrator
reading them — share one directory safely. `get_or_create_key` serialises creators with an fcntl lock.
The KEK used by `wrap_key` is itself a keystore key ("keys/kek/v1", kek_id "local:v1"), cached in memory.
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import json
import os
import secrets
import threading
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from airlock.core.errors import SecretNotFoundError, SecretStoreError
from airlock.core.secret_store.base import (
    KEYS_PREFIX,
    SecretStore,
    path_hash,
    validate_map,
    validate_map_path,
    validate_path,
)

__all__ = ["LocalKeystore"]

_MAGIC = b"ALK1"
_NONCE = 12
_KEK_NAME = "kek/v1"
KEK_ID = "local:v1"
_WRAP_AAD = b"airlock-dek-wrap:" + KEK_ID.encode()


class LocalKeystore(SecretStore):
    """Directory keystore under `path`, encrypted with the 32-byte `master_key`."""

    def __init__(self, path: Path | str, master_key: bytes, *, durable: bool = True) -> None:
        if not isinstance(master_key, bytes) or len(master_key) != 32:
            raise SecretStoreError("local keystore master key must be 32 bytes")
        self._dir = Path(path)
        self._aead = AESGCM(master_key)
        self._durable = durable  # fsync each write; tests may turn it off for speed
        self._kek: AESGCM | None = None
        self._kek_lock = threading.Lock()
        try:
            self._dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError:
            raise SecretStoreError("local keystore directory could not be created") from None

    # ------------------------------------------------------------------ files

    def _file(self, path: str) -> Path:
        return self._dir / (hashlib.sha256(path.encode("utf-8")).hexdigest() + ".sec")

    @staticmethod
    def _aad(path: str) -> bytes:
        return b"airlock-keystore:v1:" + path.encode("utf-8")

    def _write(self, path: str, payload: dict[str, str]) -> None:
        nonce = os.urandom(_NONCE)
        blob = (
            _MAGIC + nonce + self._aead.encrypt(nonce, json.dumps(payload).encode("utf-8"), self._aad(path))
        )
        target = self._file(path)
        tmp = self._dir / f".tmp-{os.getpid()}-{secrets.token_hex(6)}"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(blob)
                if self._durable:
                    f.flush()
                    os.fsync(f.fileno())
            os.replace(tmp, target)  # readers see the old file or the new one, never a torn write
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise SecretStoreError(
                f"local keystore write failed ({type(exc).__name__}, path hash {path_hash(path)})"
            ) from None

    def _read(self, path: str) -> dict[str, str] | None:
        try:
            blob = self._file(path).read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SecretStoreError(
                f"local keystore read failed ({type(exc).__name__}, path hash {path_hash(path)})"
            ) from None
        if len(blob) < len(_MAGIC) + _NONCE + 16 or not blob.startswith(_MAGIC):
            raise SecretStoreError(f"secret at path hash {path_hash(path)} is corrupt")
        nonce = blob[len(_MAGIC) : len(_MAGIC) + _NONCE]
        try:
            plain = self._aead.decrypt(nonce, blob[len(_MAGIC) + _NONCE :], self._aad(path))
        except InvalidTag:
            raise SecretStoreError(
                f"secret at path hash {path_hash(path)} failed authentication (tampered or wrong master key)"
            ) from None
        data = json.loads(plain)
        if not isinstance(data, dict):
            raise SecretStoreError(f"secret at path hash {path_hash(path)} is corrupt")
        return data

    # ------------------------------------------------------------------ maps

    def put_map(self, path: str, mapping: dict[str, str]) -> None:
        self._write(validate_map_path(path), dict(validate_map(mapping)))

    def get_map(self, path: str) -> dict[str, str]:
        data = self._read(validate_map_path(path))
        if data is None:
            raise SecretNotFoundError(f"no secret at path hash {path_hash(path)}")
        return data

    def delete(self, path: str) -> None:
        try:
            self._file(validate_map_path(path)).unlink(missing_ok=True)
        except OSError as exc:
            raise SecretStoreError(
                f"local keystore delete failed ({type(exc).__name__}, path hash {path_hash(path)})"
            ) from None

    # ------------------------------------------------------------------ keys

    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        path = validate_path(f"{KEYS_PREFIX}{name}")
        if not 16 <= nbytes <= 64:
            raise SecretStoreError("key size must be 16..64 bytes")
        existing = self._read(path)
        if existing is None:
            try:
                lock_fd = os.open(self._dir / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
            except OSError:
                raise SecretStoreError("local keystore lock file could not be opened") from None
            try:
                # flock is per open file description, so it serialises threads as well as processes.
                fcntl.flock(lock_fd, fcntl.LOCK_EX)
                existing = self._read(path)  # another process may have created it while we waited
                if existing is None:
                    existing = {"key": base64.b64encode(secrets.token_bytes(nbytes)).decode("ascii")}
                    self._write(path, existing)
            finally:
                os.close(lock_fd)  # closing releases the lock
        key = base64.b64decode(existing["key"])
        if len(key) != nbytes:
            raise SecretStoreError(f"key {path_hash(path)} exists with a different size")
        return key

    def _kek_aead(self) -> AESGCM:
        with self._kek_lock:
            if self._kek is None:
                self._kek = AESGCM(self.get_or_create_key(_KEK_NAME, 32))
            return self._kek

    def wrap_key(self, dek: bytes) -> tuple[str, bytes]:
        nonce = os.urandom(_NONCE)
        return KEK_ID, nonce + self._kek_aead().encrypt(nonce, dek, _WRAP_AAD)

    def unwrap_key(self, kek_id: str, wrapped: bytes) -> bytes:
        if kek_id != KEK_ID:
            raise SecretStoreError("unknown kek_id for the local keystore")
        if len(wrapped) < _NONCE + 16:
            raise SecretStoreError("wrapped data key is malformed")
        try:
            return self._kek_aead().decrypt(wrapped[:_NONCE], wrapped[_NONCE:], _WRAP_AAD)
        except InvalidTag:
            raise SecretStoreError("wrapped data key failed authentication") from None

    def health(self) -> None:
        if not self._dir.is_dir() or not os.access(self._dir, os.W_OK | os.X_OK):
            raise SecretStoreError("local keystore directory is missing or not writable")
        self._kek_aead()  # proves the master key opens (or can create) the KEK
