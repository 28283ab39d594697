"""LocalKeystore: round trip, tamper detection, cross-process key creation, path validation."""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import shutil
import stat
import threading
from pathlib import Path
from typing import Any

import pytest

from airlock.core.config import Settings
from airlock.core.errors import SecretStoreError
from airlock.core.secret_store import LocalKeystore, open_secret_store, validate_path

MASTER = b"m" * 32


@pytest.fixture()
def ks(tmp_path: Path) -> LocalKeystore:
    return LocalKeystore(tmp_path / "ks", MASTER, durable=False)


def test_map_round_trip_is_encrypted_at_rest(ks: LocalKeystore, tmp_path: Path) -> None:
    path = "entity-maps/acme/sess-1/req-1"
    ks.put_map(path, {"<PATIENT_NAME_1>": "Alice Wonder", "<MRN_1>": "MRN-778812"})
    assert ks.get_map(path) == {"<PATIENT_NAME_1>": "Alice Wonder", "<MRN_1>": "MRN-778812"}
    files = [p for p in (tmp_path / "ks").iterdir() if p.suffix == ".sec"]
    assert [f.name for f in files] == [hashlib.sha256(path.encode()).hexdigest() + ".sec"]
    raw = files[0].read_bytes()
    assert b"Alice" not in raw and b"MRN-778812" not in raw and b"entity-maps" not in raw
    assert stat.S_IMODE(files[0].stat().st_mode) == 0o600
    # Replace, then delete (idempotently).
    ks.put_map(path, {"<MRN_1>": "MRN-1"})
    assert ks.get_map(path) == {"<MRN_1>": "MRN-1"}
    ks.delete(path)
    ks.delete(path)
    with pytest.raises(SecretStoreError, match="no secret"):
        ks.get_map(path)


def test_second_instance_reads_what_first_wrote(ks: LocalKeystore, tmp_path: Path) -> None:
    ks.put_map("a/b", {"k": "v"})
    assert LocalKeystore(tmp_path / "ks", MASTER).get_map("a/b") == {"k": "v"}
    with pytest.raises(SecretStoreError, match="failed authentication"):
        LocalKeystore(tmp_path / "ks", b"x" * 32).get_map("a/b")


def test_tampered_file_is_detected(ks: LocalKeystore, tmp_path: Path) -> None:
    ks.put_map("a/b", {"k": "v"})
    target = next((tmp_path / "ks").glob("*.sec"))
    raw = bytearray(target.read_bytes())
    raw[-3] ^= 0x40
    target.write_bytes(bytes(raw))
    with pytest.raises(SecretStoreError, match="failed authentication"):
        ks.get_map("a/b")
    target.write_bytes(b"junk")
    with pytest.raises(SecretStoreError, match="corrupt"):
        ks.get_map("a/b")


def test_file_moved_to_another_path_fails(ks: LocalKeystore, tmp_path: Path) -> None:
    """AAD = logical path: swapping two requests' map files is detected, not silently served."""
    ks.put_map("maps/r1", {"k": "one"})
    ks.put_map("maps/r2", {"k": "two"})
    f1 = tmp_path / "ks" / (hashlib.sha256(b"maps/r1").hexdigest() + ".sec")
    f2 = tmp_path / "ks" / (hashlib.sha256(b"maps/r2").hexdigest() + ".sec")
    f2.write_bytes(f1.read_bytes())
    with pytest.raises(SecretStoreError, match="failed authentication"):
        ks.get_map("maps/r2")


@pytest.mark.parametrize(
    "path",
    ["", "/abs/path", "a/../b", "..", "a//b", "a/b/", "has space", "semi;colon", "x" * 513, "ümlaut"],
)
def test_invalid_paths_rejected_without_echo(ks: LocalKeystore, path: str) -> None:
    with pytest.raises(SecretStoreError) as info:
        ks.put_map(path, {"k": "v"})
    if len(path) > 2:
        assert path not in str(info.value)
    with pytest.raises(SecretStoreError):
        validate_path(path)


def test_keys_prefix_is_reserved_for_named_keys(ks: LocalKeystore) -> None:
    key = ks.get_or_create_key("kek/v1")
    for op in (lambda: ks.get_map("keys/kek/v1"), lambda: ks.put_map("keys/kek/v1", {"key": "x"})):
        with pytest.raises(SecretStoreError, match="reserved"):
            op()
    with pytest.raises(SecretStoreError, match="reserved"):
        ks.delete("keys/kek/v1")
    assert ks.get_or_create_key("kek/v1") == key


def test_valid_path_forms() -> None:
    assert validate_path("entity-maps/t_1/s.2/req-3") == "entity-maps/t_1/s.2/req-3"
    assert validate_path("x" * 512)


def test_map_must_be_str_to_str(ks: LocalKeystore) -> None:
    with pytest.raises(SecretStoreError, match="dict"):
        ks.put_map("a/b", {"k": 1})  # type: ignore[dict-item]


def test_get_or_create_key_is_stable(ks: LocalKeystore, tmp_path: Path) -> None:
    k1 = ks.get_or_create_key("hmac/session")
    assert len(k1) == 32 and k1 == ks.get_or_create_key("hmac/session")
    assert LocalKeystore(tmp_path / "ks", MASTER).get_or_create_key("hmac/session") == k1
    assert ks.get_or_create_key("other", 16) != k1[:16]
    with pytest.raises(SecretStoreError, match="different size"):
        ks.get_or_create_key("hmac/session", 16)


def _race(directory: str, barrier: Any, queue: Any) -> None:
    store = LocalKeystore(Path(directory), MASTER, durable=False)
    barrier.wait()  # maximise the chance that every process misses the fast path
    queue.put(store.get_or_create_key("raced"))


def test_processes_racing_get_the_same_key(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    n = 4
    barrier, queue = ctx.Barrier(n), ctx.Queue()
    procs = [ctx.Process(target=_race, args=(str(tmp_path / "ks"), barrier, queue)) for _ in range(n)]
    for p in procs:
        p.start()
    keys = [queue.get(timeout=20) for _ in range(n)]
    for p in procs:
        p.join(timeout=20)
        assert p.exitcode == 0
    assert len(set(keys)) == 1 and len(keys[0]) == 32
    assert LocalKeystore(tmp_path / "ks", MASTER).get_or_create_key("raced") == keys[0]


def test_threads_racing_get_the_same_key(tmp_path: Path) -> None:
    stores = [LocalKeystore(tmp_path / "ks", MASTER, durable=False) for _ in range(6)]
    barrier = threading.Barrier(len(stores))
    keys: list[bytes] = []

    def go(store: LocalKeystore) -> None:
        barrier.wait()
        keys.append(store.get_or_create_key("threaded"))

    threads = [threading.Thread(target=go, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(keys) == 6 and len(set(keys)) == 1


def test_wrap_unwrap(ks: LocalKeystore, tmp_path: Path) -> None:
    dek = os.urandom(32)
    kek_id, wrapped = ks.wrap_key(dek)
    assert kek_id == "local:v1" and dek not in wrapped
    assert LocalKeystore(tmp_path / "ks", MASTER).unwrap_key(kek_id, wrapped) == dek
    with pytest.raises(SecretStoreError, match="unknown kek_id"):
        ks.unwrap_key("local:v2", wrapped)
    with pytest.raises(SecretStoreError, match="failed authentication"):
        ks.unwrap_key(kek_id, wrapped[:-1] + bytes([wrapped[-1] ^ 1]))
    with pytest.raises(SecretStoreError, match="malformed"):
        ks.unwrap_key(kek_id, b"short")


def test_health(ks: LocalKeystore, tmp_path: Path) -> None:
    ks.health()
    shutil.rmtree(tmp_path / "ks")
    with pytest.raises(SecretStoreError, match="missing or not writable"):
        ks.health()


def test_bad_master_key() -> None:
    with pytest.raises(SecretStoreError, match="32 bytes"):
        LocalKeystore(Path("/tmp/unused"), b"short")


def test_open_secret_store_local(tmp_path: Path) -> None:
    store = open_secret_store(Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path)}))
    assert isinstance(store, LocalKeystore)
    store.put_map("a/b", {"k": "v"})
    again = open_secret_store(Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path)}))
    assert again.get_map("a/b") == {"k": "v"}  # same dev key file reused
