"""Secret stores: `LocalKeystore` (embedded) and `VaultSecretStore` (production), one interface."""

from __future__ import annotations

from typing import TYPE_CHECKING

from airlock.core.errors import SecretStoreError
from airlock.core.secret_store.base import SecretStore, path_hash, validate_path
from airlock.core.secret_store.local import LocalKeystore
from airlock.core.secret_store.vault import VaultSecretStore

if TYPE_CHECKING:
    from airlock.core.config import Settings

__all__ = [
    "LocalKeystore",
    "SecretStore",
    "SecretStoreError",
    "VaultSecretStore",
    "open_secret_store",
    "path_hash",
    "validate_path",
]


def open_secret_store(settings: Settings) -> SecretStore:
    """The store selected by AIRLOCK_SECRET_BACKEND, authenticated and health-checked (fail fast)."""
    store: SecretStore
    if settings.secret_backend == "vault":
        store = VaultSecretStore.from_settings(settings)
    else:
        store = LocalKeystore(settings.keystore_path, settings.keystore_master_key())
    store.health()
    return store
