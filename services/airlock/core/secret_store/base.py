"""The secret-store interface shared by the local keystore and Vault (same code path in dev and prod)."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod

from airlock.core.errors import SecretStoreError
from airlock.core.log import hash_id

__all__ = [
    "KEYS_PREFIX",
    "MAX_PATH",
    "SecretStore",
    "path_hash",
    "validate_map",
    "validate_map_path",
    "validate_path",
]

MAX_PATH = 512
KEYS_PREFIX = "keys/"
_PATH_RE = re.compile(r"^[A-Za-z0-9_.\-/]+$")


def path_hash(path: str) -> str:
    """How a path may appear in logs and errors: hashed (it embeds tenant/session/request ids)."""
    return hash_id(path)


def validate_path(path: str) -> str:
    """Return `path` if it is a safe logical path, else raise SecretStoreError (the path shown hashed)."""
    ok = (
        isinstance(path, str)
        and 0 < len(path) <= MAX_PATH
        and _PATH_RE.match(path) is not None
        and not path.startswith("/")
        and not path.endswith("/")
        and ".." not in path
        and "//" not in path
    )
    if not ok:
        shown = path_hash(path) if isinstance(path, str) else "non-string"
        raise SecretStoreError(
            f"invalid secret path (hash {shown}): use [A-Za-z0-9_.-/], no '..', no leading '/', <= {MAX_PATH}"
        )
    return path


def validate_map_path(path: str) -> str:
    """A path usable for maps: valid, and not under "keys/", which only get_or_create_key may touch
    (overwriting or deleting the KEK there would make every sealed record unreadable)."""
    validate_path(path)
    if path.startswith(KEYS_PREFIX):
        raise SecretStoreError(f"path hash {path_hash(path)} is reserved for keys (use get_or_create_key)")
    return path


def validate_map(mapping: dict[str, str]) -> dict[str, str]:
    """Maps are str->str; anything else is a programming error (message never shows the values)."""
    if not isinstance(mapping, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in mapping.items()
    ):
        raise SecretStoreError("secret maps must be dict[str, str]")
    return mapping


class SecretStore(ABC):
    """Entity maps, named keys and KEK wrapping. Implements `airlock.core.crypto.KeyWrapper`.

    Paths look like "entity-maps/{tenant}/{session}/{request_id}"; "keys/..." is reserved for named keys. Every failure raises SecretStoreError
    with a PHI-free message; callers fail closed (route local / dlq).
    """

    @abstractmethod
    def put_map(self, path: str, mapping: dict[str, str]) -> None:
        """Create or replace the map at `path`."""

    @abstractmethod
    def get_map(self, path: str) -> dict[str, str]:
        """The map at `path`; SecretStoreError if absent or unreadable."""

    @abstractmethod
    def delete(self, path: str) -> None:
        """Remove the map at `path` (all versions); absent paths are not an error."""

    @abstractmethod
    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        """A named random key, created on first use; racing processes all get the same key."""

    @abstractmethod
    def wrap_key(self, dek: bytes) -> tuple[str, bytes]:
        """Wrap a data key under the store's KEK: (kek_id, wrapped)."""

    @abstractmethod
    def unwrap_key(self, kek_id: str, wrapped: bytes) -> bytes:
        """Unwrap a data key; SecretStoreError on an unknown kek_id or tampering."""

    @abstractmethod
    def health(self) -> None:
        """Return if usable; raise SecretStoreError otherwise."""

    def close(self) -> None:  # noqa: B027 - optional hook, most stores hold nothing to release
        """Release resources (connections)."""
