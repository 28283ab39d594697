"""Canary: a unique value planted as entity-map value, plaintext and path never shows up in logs,
exception messages or formatted tracebacks, across failing operations of the core modules."""

from __future__ import annotations

import hashlib
import logging
import os
import traceback
import uuid
from collections.abc import Callable
from pathlib import Path

import hvac
import pytest

from airlock.core.crypto import EnvelopeCipher
from airlock.core.log import configure_logging, get_logger, safe_error
from airlock.core.secret_store import LocalKeystore, VaultSecretStore
from airlock.core.secret_store.vault_standin import VaultStandIn
from airlock.v1.envelope_pb2 import EncryptedBlob


def test_canary_never_leaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    canary = f"CANARY{uuid.uuid4().hex}"
    configure_logging("DEBUG")
    caplog.set_level(logging.DEBUG)
    log = get_logger("canary-test")
    local = LocalKeystore(tmp_path / "ks", os.urandom(32), durable=False)
    seen: list[str] = []

    def failing(fn: Callable[[], object]) -> None:
        try:
            fn()
        except Exception as exc:
            seen.append(str(exc))
            seen.append(repr(exc))
            seen.append("".join(traceback.format_exception(exc)))
            seen.append(safe_error(exc))
            log.exception("operation_failed", exc, reason=safe_error(exc))
        else:
            raise AssertionError("operation was expected to fail")

    map_path = f"entity-maps/t/s/{canary}"
    local.put_map(map_path, {"<NAME_1>": canary})
    cipher = EnvelopeCipher(local)
    blob = cipher.seal(canary.encode(), aad=b"req-1")

    # Local keystore failures.
    failing(lambda: local.get_map(f"entity-maps/t/s/{canary}x"))
    failing(lambda: local.put_map(f"bad path {canary}", {"k": canary}))
    failing(lambda: local.put_map(map_path, {"k": canary, canary: 5}))  # type: ignore[dict-item]
    map_file = tmp_path / "ks" / (hashlib.sha256(map_path.encode()).hexdigest() + ".sec")
    map_file.write_bytes(b"ALK1" + os.urandom(40))  # corrupt the stored map
    failing(lambda: local.get_map(map_path))
    # Envelope failures.
    failing(lambda: cipher.open(blob, aad=b"req-2"))
    tampered = EncryptedBlob()
    tampered.CopyFrom(blob)
    tampered.kek_id = canary
    failing(lambda: EnvelopeCipher(local).open(tampered, aad=b"req-1"))

    # Vault failures through hvac (URLs in hvac errors embed the path).
    with VaultStandIn() as standin:
        bad = VaultSecretStore(hvac.Client(url=standin.url, token=canary))
        failing(lambda: bad.put_map(map_path, {"<NAME_1>": canary}))
        failing(lambda: bad.get_map(map_path))
        good = VaultSecretStore(hvac.Client(url=standin.url, token=standin.root_token))
        failing(lambda: good.get_map(map_path))
        failing(lambda: good.unwrap_key(good.kek_id, b"vault:v1:" + canary.encode()))
        failing(lambda: EnvelopeCipher(good).open(blob, aad=b"req-1"))

    # Logging the canary in a disallowed field or as an over-long value.
    log.info("tagged", text=canary, session_id=canary, reason=canary * 10)
    logging.getLogger("third.party").info("ok")

    captured = capsys.readouterr()
    haystack = "\n".join([*seen, captured.out, captured.err, caplog.text])
    assert len(seen) == 4 * 11
    assert canary not in haystack
    assert canary[6:22] not in haystack  # no partial echo either
    configure_logging("INFO")
