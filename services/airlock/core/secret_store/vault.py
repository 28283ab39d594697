"""VaultSecretStore: HashiCorp Vault through hvac — KV v2 for maps and keys, transit for KEK wrapping.

Auth is a token (VAULT_TOKEN) or Kubernetes (the pod's service-account JWT exchanged at
auth/kubernetes/login). With Kubernetes auth the store logs in again once when Vault answers 403 (the
client token expired) and retries the call. Every hvac/requests error becomes a SecretStoreError naming
only the operation, the error type and the hashed path: hvac's own messages embed URLs and response text.
"""

from __future__ import annotations

import base64
import binascii
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import hvac
import hvac.exceptions
import requests

from airlock.core.errors import SecretNotFoundError, SecretStoreError
from airlock.core.secret_store.base import (
    KEYS_PREFIX,
    SecretStore,
    path_hash,
    validate_map,
    validate_map_path,
    validate_path,
)

__all__ = ["VaultSecretStore", "kubernetes_login"]

R = TypeVar("R")


def kubernetes_login(
    client: hvac.Client, role: str, jwt_path: Path | str, mount_point: str = "kubernetes"
) -> None:
    """Exchange the service-account JWT for a Vault token, stored on `client`."""
    try:
        jwt = Path(jwt_path).read_text(encoding="utf-8").strip()
    except OSError:
        raise SecretStoreError(
            "service-account token (AIRLOCK_VAULT_K8S_JWT_PATH) could not be read"
        ) from None
    try:
        hvac.api.auth_methods.Kubernetes(client.adapter).login(role=role, jwt=jwt, mount_point=mount_point)
    except (hvac.exceptions.VaultError, requests.RequestException) as exc:
        raise SecretStoreError(f"vault kubernetes login failed ({type(exc).__name__})") from None


class VaultSecretStore(SecretStore):
    """Secret store on Vault KV v2 (`kv_mount`) and transit (`transit_mount`/`transit_key`)."""

    def __init__(
        self,
        client: hvac.Client,
        kv_mount: str = "secret",
        transit_mount: str = "transit",
        transit_key: str = "airlock-kek",
        *,
        reauth: Callable[[], None] | None = None,
    ) -> None:
        self._client = client
        self._kv_mount = kv_mount
        self._transit_mount = transit_mount
        self._transit_key = transit_key
        self._reauth = reauth
        self._reauth_lock = threading.Lock()
        self.kek_id = f"vault-transit:{transit_key}"

    @classmethod
    def from_settings(cls, settings: Any) -> VaultSecretStore:
        """Client + auth from `Settings` (token or kubernetes)."""
        client = hvac.Client(url=settings.vault_addr, timeout=10)
        reauth: Callable[[], None] | None = None
        if settings.vault_auth == "kubernetes":

            def reauth() -> None:
                kubernetes_login(client, settings.vault_role, settings.vault_k8s_jwt_path)

            reauth()
        else:
            client.token = settings.vault_token.get_secret_value()
        return cls(
            client,
            settings.vault_kv_mount,
            settings.vault_transit_mount,
            settings.vault_transit_key,
            reauth=reauth,
        )

    # ------------------------------------------------------------------ plumbing

    @contextmanager
    def _errors(self, op: str, path: str | None = None) -> Iterator[None]:
        try:
            yield
        except SecretStoreError:
            raise
        except hvac.exceptions.InvalidPath:
            where = f" at path hash {path_hash(path)}" if path else ""
            raise SecretNotFoundError(f"vault {op}: no secret{where}") from None
        except (
            hvac.exceptions.VaultError,
            requests.RequestException,
            KeyError,
            TypeError,
            ValueError,
        ) as exc:
            where = f", path hash {path_hash(path)}" if path else ""
            raise SecretStoreError(f"vault {op} failed ({type(exc).__name__}{where})") from None

    def _call(self, fn: Callable[[], R]) -> R:
        """Run one Vault call; on 403 with Kubernetes auth, log in again once and retry."""
        try:
            return fn()
        except hvac.exceptions.Forbidden:
            if self._reauth is None:
                raise
        with self._reauth_lock:
            self._reauth()
        return fn()

    @property
    def _kv(self) -> Any:
        return self._client.secrets.kv.v2

    # ------------------------------------------------------------------ maps

    def put_map(self, path: str, mapping: dict[str, str]) -> None:
        validate_map_path(path)
        secret = dict(validate_map(mapping))
        with self._errors("put", path):
            self._call(
                lambda: self._kv.create_or_update_secret(path=path, secret=secret, mount_point=self._kv_mount)
            )

    def _read(self, path: str) -> dict[str, str]:
        resp = self._call(
            lambda: self._kv.read_secret_version(
                path=path, mount_point=self._kv_mount, raise_on_deleted_version=True
            )
        )
        data = resp["data"]["data"]
        if not isinstance(data, dict):
            raise TypeError("secret data is not a mapping")
        return {str(k): str(v) for k, v in data.items()}

    def get_map(self, path: str) -> dict[str, str]:
        validate_map_path(path)
        with self._errors("get", path):
            return self._read(path)

    def delete(self, path: str) -> None:
        validate_map_path(path)
        with self._errors("delete", path):
            self._call(
                lambda: self._kv.delete_metadata_and_all_versions(path=path, mount_point=self._kv_mount)
            )

    # ------------------------------------------------------------------ keys

    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        path = validate_path(f"{KEYS_PREFIX}{name}")
        if not 16 <= nbytes <= 64:
            raise SecretStoreError("key size must be 16..64 bytes")
        with self._errors("get_or_create_key", path):
            try:
                encoded = self._read(path)["key"]
            except hvac.exceptions.InvalidPath:
                candidate = base64.b64encode(secrets.token_bytes(nbytes)).decode("ascii")
                try:
                    # cas=0: only succeeds if nobody has written the key yet, so racing creators agree.
                    self._call(
                        lambda: self._kv.create_or_update_secret(
                            path=path, secret={"key": candidate}, cas=0, mount_point=self._kv_mount
                        )
                    )
                    encoded = candidate
                except hvac.exceptions.InvalidRequest:
                    encoded = self._read(path)["key"]  # lost the race: use the winner's key
            key = base64.b64decode(encoded, validate=True)
        if len(key) != nbytes:
            raise SecretStoreError(f"key {path_hash(path)} exists with a different size")
        return key

    def wrap_key(self, dek: bytes) -> tuple[str, bytes]:
        with self._errors("wrap_key"):
            resp = self._call(
                lambda: self._client.secrets.transit.encrypt_data(
                    name=self._transit_key,
                    plaintext=base64.b64encode(dek).decode("ascii"),
                    mount_point=self._transit_mount,
                )
            )
            ciphertext = resp["data"]["ciphertext"]
        return self.kek_id, ciphertext.encode("ascii")

    def unwrap_key(self, kek_id: str, wrapped: bytes) -> bytes:
        if kek_id != self.kek_id:
            raise SecretStoreError("unknown kek_id for this vault transit key")
        try:
            ciphertext = wrapped.decode("ascii")
        except UnicodeDecodeError:
            raise SecretStoreError("wrapped data key is malformed") from None
        with self._errors("unwrap_key"):
            resp = self._call(
                lambda: self._client.secrets.transit.decrypt_data(
                    name=self._transit_key, ciphertext=ciphertext, mount_point=self._transit_mount
                )
            )
            try:
                return base64.b64decode(resp["data"]["plaintext"], validate=True)
            except binascii.Error:
                raise SecretStoreError("vault unwrap_key returned malformed plaintext") from None

    def health(self) -> None:
        with self._errors("health"):
            # standby_ok: a healthy standby node serves reads; only sealed/uninitialised Vault is unusable.
            status = self._client.sys.read_health_status(standby_ok=True, method="GET")
            code = getattr(status, "status_code", 200)  # hvac returns a dict on 200, a Response otherwise
            if code != 200:
                raise SecretStoreError(f"vault is not ready (sys/health status {code})")
            self._call(self._client.auth.token.lookup_self)

    def close(self) -> None:
        adapter = getattr(self._client, "adapter", None)
        session = getattr(adapter, "session", None)
        if session is not None:
            session.close()
