"""VaultSecretStore through the real hvac client, over HTTP, against the Vault STAND-IN server.

The stand-in (airlock.core.secret_store.vault_standin) is not Vault; it reproduces the request/response
shapes of the endpoints VaultSecretStore uses, so these tests pin our hvac usage and error mapping.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import hvac
import pytest

from airlock.core.config import Settings
from airlock.core.crypto import EnvelopeCipher
from airlock.core.errors import DecryptionError, SecretStoreError
from airlock.core.secret_store import VaultSecretStore, open_secret_store
from airlock.core.secret_store.vault import kubernetes_login
from airlock.core.secret_store.vault_standin import VaultStandIn

JWT = "eyJhbGciOiJSUzI1NiJ9.stand-in-service-account.sig"


@pytest.fixture(scope="module")
def standin() -> Iterator[VaultStandIn]:
    with VaultStandIn(k8s_role="airlock", k8s_jwt=JWT) as server:
        yield server


@pytest.fixture()
def store(standin: VaultStandIn) -> VaultSecretStore:
    return VaultSecretStore(hvac.Client(url=standin.url, token=standin.root_token))


def test_health_and_map_lifecycle(store: VaultSecretStore) -> None:
    store.health()
    path = "entity-maps/acme/s1/r1"
    store.put_map(path, {"<PATIENT_NAME_1>": "Bob Stone"})
    assert store.get_map(path) == {"<PATIENT_NAME_1>": "Bob Stone"}
    store.put_map(path, {"<PATIENT_NAME_1>": "Bob"})  # new version
    assert store.get_map(path) == {"<PATIENT_NAME_1>": "Bob"}
    store.delete(path)
    store.delete(path)  # idempotent
    with pytest.raises(SecretStoreError, match="no secret") as info:
        store.get_map(path)
    assert "acme" not in str(info.value) and "r1" not in str(info.value)


def test_keys_prefix_is_reserved(store: VaultSecretStore) -> None:
    store.get_or_create_key("kek-guard")
    with pytest.raises(SecretStoreError, match="reserved"):
        store.delete("keys/kek-guard")
    with pytest.raises(SecretStoreError, match="reserved"):
        store.get_map("keys/kek-guard")


def test_soft_deleted_latest_version_reads_as_absent(store: VaultSecretStore, standin: VaultStandIn) -> None:
    store.put_map("maps/soft", {"k": "v"})
    client = hvac.Client(url=standin.url, token=standin.root_token)
    client.secrets.kv.v2.delete_latest_version_of_secret(path="maps/soft", mount_point="secret")
    with pytest.raises(SecretStoreError, match="no secret"):
        store.get_map("maps/soft")


def test_get_or_create_key_is_stable_and_race_safe(standin: VaultStandIn) -> None:
    stores = [VaultSecretStore(hvac.Client(url=standin.url, token=standin.root_token)) for _ in range(5)]
    barrier = threading.Barrier(len(stores))
    keys: list[bytes] = []

    def go(s: VaultSecretStore) -> None:
        barrier.wait()
        keys.append(s.get_or_create_key("session-hmac", 32))

    threads = [threading.Thread(target=go, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(keys) == 5 and len(set(keys)) == 1 and len(keys[0]) == 32
    assert stores[0].get_or_create_key("session-hmac") == keys[0]
    with pytest.raises(SecretStoreError, match="different size"):
        stores[0].get_or_create_key("session-hmac", 16)


def test_cas_conflict_rereads_winner(store: VaultSecretStore, standin: VaultStandIn) -> None:
    """Simulate losing the race: the key appears between our read and our cas=0 write."""
    client = hvac.Client(url=standin.url, token=standin.root_token)
    original = store._read
    calls = {"n": 0}

    def read_then_lose(path: str) -> dict[str, str]:
        calls["n"] += 1
        if calls["n"] == 1:
            client.secrets.kv.v2.create_or_update_secret(
                path=path,
                secret={"key": "d2lubmVyd2lubmVyd2lubmVyd2lubmVyd2lubmVyMTI="},
                mount_point="secret",
            )
            raise hvac.exceptions.InvalidPath()
        return original(path)

    store._read = read_then_lose  # type: ignore[method-assign]
    assert store.get_or_create_key("contested") == b"winnerwinnerwinnerwinnerwinner12"
    assert calls["n"] == 2


def test_transit_wrap_unwrap_and_envelope(store: VaultSecretStore) -> None:
    dek = os.urandom(32)
    kek_id, wrapped = store.wrap_key(dek)
    assert kek_id == "vault-transit:airlock-kek" and wrapped.startswith(b"vault:v1:")
    assert store.unwrap_key(kek_id, wrapped) == dek
    with pytest.raises(SecretStoreError, match="unknown kek_id"):
        store.unwrap_key("local:v1", wrapped)
    with pytest.raises(SecretStoreError, match="unwrap_key failed"):
        store.unwrap_key(kek_id, wrapped[:-4] + b"AAAA")
    cipher = EnvelopeCipher(store, dek_cache_size=0)
    blob = cipher.seal(b"Discharge note for Bob Stone", aad=b"req-7")
    assert EnvelopeCipher(store).open(blob, aad=b"req-7") == b"Discharge note for Bob Stone"
    with pytest.raises(DecryptionError):
        cipher.open(blob, aad=b"req-8")


def test_wrong_token_is_secret_store_error(standin: VaultStandIn) -> None:
    bad = VaultSecretStore(hvac.Client(url=standin.url, token="not-a-token"))
    with pytest.raises(SecretStoreError, match="Forbidden"):
        bad.health()
    with pytest.raises(SecretStoreError, match="Forbidden"):
        bad.put_map("a/b", {"k": "v"})
    with pytest.raises(SecretStoreError):
        bad.wrap_key(os.urandom(32))


def test_unreachable_vault_is_secret_store_error() -> None:
    store = VaultSecretStore(hvac.Client(url="http://127.0.0.1:9", token="t", timeout=2))
    with pytest.raises(SecretStoreError, match="ConnectionError"):
        store.get_map("a/b")


def test_kubernetes_login_and_reauth_after_expiry(standin: VaultStandIn, tmp_path: Path) -> None:
    jwt_file = tmp_path / "token"
    jwt_file.write_text(JWT + "\n")
    settings = Settings.from_env(
        {
            "AIRLOCK_SECRET_BACKEND": "vault",
            "VAULT_ADDR": standin.url,
            "AIRLOCK_VAULT_AUTH": "kubernetes",
            "AIRLOCK_VAULT_ROLE": "airlock",
            "AIRLOCK_VAULT_K8S_JWT_PATH": str(jwt_file),
        }
    )
    store = open_secret_store(settings)
    assert isinstance(store, VaultSecretStore)
    store.put_map("k8s/x", {"a": "b"})
    first_token = store._client.token
    assert first_token and first_token != standin.root_token
    standin.revoke_token(first_token)  # the token "expires"
    assert store.get_map("k8s/x") == {"a": "b"}  # logged in again and retried
    assert store._client.token != first_token


def test_kubernetes_login_rejects_wrong_role_or_jwt(standin: VaultStandIn, tmp_path: Path) -> None:
    jwt_file = tmp_path / "token"
    jwt_file.write_text("forged.jwt.value")
    client = hvac.Client(url=standin.url)
    with pytest.raises(SecretStoreError, match="kubernetes login failed") as info:
        kubernetes_login(client, "airlock", jwt_file)
    assert "forged" not in str(info.value)
    jwt_file.write_text(JWT)
    with pytest.raises(SecretStoreError, match="kubernetes login failed"):
        kubernetes_login(client, "someone-else", jwt_file)
    with pytest.raises(SecretStoreError, match="could not be read"):
        kubernetes_login(client, "airlock", tmp_path / "missing")


def test_open_secret_store_with_token(standin: VaultStandIn) -> None:
    settings = Settings.from_env(
        {"AIRLOCK_SECRET_BACKEND": "vault", "VAULT_ADDR": standin.url, "VAULT_TOKEN": standin.root_token}
    )
    store = open_secret_store(settings)
    store.put_map("tok/x", {"a": "b"})
    assert store.get_map("tok/x") == {"a": "b"}
    store.close()
    bad = Settings.from_env(
        {"AIRLOCK_SECRET_BACKEND": "vault", "VAULT_ADDR": standin.url, "VAULT_TOKEN": "nope"}
    )
    with pytest.raises(SecretStoreError):
        open_secret_store(bad)


def test_standin_runs_as_a_module() -> None:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "airlock.core.secret_store.vault_standin",
            "--port",
            "0",
            "--root-token",
            "dev-root",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        announce = json.loads(proc.stdout.readline())
        assert "root_token" not in announce  # it was given, so it is not echoed
        client = hvac.Client(url=announce["url"], token="dev-root")
        assert client.is_authenticated()
        assert not hvac.Client(url=announce["url"], token="wrong").is_authenticated()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
