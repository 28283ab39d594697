"""audit_event allow-list; AuditStore hash chain, idempotency, concurrency, trail and summary."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from airlock.core.audit import GENESIS_HASH, AuditStore, audit_event
from airlock.v1.envelope_pb2 import Envelope


def _env(request_id: str, tenant: str = "acme") -> Envelope:
    env = Envelope(request_id=request_id, tenant=tenant, session_id="s-1", document_sha256="ab" * 32)
    env.emitted_at.FromSeconds(1_700_000_000)
    return env


def test_audit_event_stringifies_and_copies_envelope() -> None:
    ev = audit_event(
        _env("r1"), stage="router", event="routed", route="dp", count=3, epsilon=0.5, gate_passed=True
    )
    assert ev.envelope.request_id == "r1" and ev.stage == "router" and ev.event == "routed"
    assert dict(ev.attributes) == {"route": "dp", "count": "3", "epsilon": "0.5", "gate_passed": "true"}


def test_audit_event_rejects_unknown_keys_and_bad_values() -> None:
    with pytest.raises(ValueError, match="text"):
        audit_event(_env("r1"), stage="tagger", event="tagged", text="Patient Jane Roe")
    with pytest.raises(ValueError, match="longer than"):
        audit_event(_env("r1"), stage="tagger", event="tagged", reason="x" * 201)
    with pytest.raises(ValueError, match="must be str"):
        audit_event(_env("r1"), stage="tagger", event="tagged", labels=["NAME"])  # type: ignore[arg-type]


@pytest.fixture()
def store(tmp_path: Path) -> AuditStore:
    return AuditStore(tmp_path / "audit.sqlite")


def test_append_chain_and_duplicates(store: AuditStore) -> None:
    assert store.head() == (0, GENESIS_HASH)
    assert store.append(audit_event(_env("r1"), stage="gateway", event="accepted"))
    assert store.append(audit_event(_env("r1"), stage="router", event="routed", route="abstract"))
    assert not store.append(audit_event(_env("r1"), stage="router", event="routed", route="dp"))  # redelivery
    assert store.append(audit_event(_env("r2", "beta"), stage="gateway", event="accepted"))
    assert store.verify_chain() == (True, -1)
    trail = store.trail("r1")
    assert [(t["stage"], t["event"]) for t in trail] == [("gateway", "accepted"), ("router", "routed")]
    assert trail[1]["attributes"] == {"route": "abstract"} and trail[0]["tenant"] == "acme"
    assert trail[0]["ts"].startswith("2023-11-14T22:13:20")
    assert store.head()[0] == 3


def _tamper(path: Path, sql: str, *args: object) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, args)
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("sql", "bad_seq"),
    [
        ('UPDATE audit_events SET attributes_json=\'{"route":"local"}\' WHERE seq=2', 2),
        ("UPDATE audit_events SET tenant='other' WHERE seq=3", 3),
        ("DELETE FROM audit_events WHERE seq=2", 3),
        ("UPDATE audit_events SET ts='2020-01-01T00:00:00+00:00' WHERE seq=1", 1),
    ],
)
def test_tampering_is_detected(tmp_path: Path, sql: str, bad_seq: int) -> None:
    path = tmp_path / "audit.sqlite"
    store = AuditStore(path)
    for i, event in enumerate(("accepted", "routed", "sent", "answered")):
        store.append(audit_event(_env("r1"), stage=f"s{i}", event=event, route="abstract"))
    assert store.verify_chain() == (True, -1)
    _tamper(path, sql)
    assert store.verify_chain() == (False, bad_seq)


def test_recomputing_one_row_hash_still_breaks_the_next_link(tmp_path: Path) -> None:
    """An attacker who edits a row and fixes its own row_hash still breaks the successor's prev_hash."""
    path = tmp_path / "audit.sqlite"
    store = AuditStore(path)
    for event in ("accepted", "routed", "sent"):
        store.append(audit_event(_env("r1"), stage="x", event=event))
    _tamper(path, "UPDATE audit_events SET row_hash=? WHERE seq=2", "f" * 64)
    assert store.verify_chain() == (False, 2)


def test_concurrent_appends_keep_a_valid_chain(tmp_path: Path) -> None:
    path = tmp_path / "audit.sqlite"
    stores = [AuditStore(path), AuditStore(path)]  # two connections, like two processes

    def writer(k: int) -> None:
        for i in range(40):
            stores[k % 2].append(audit_event(_env(f"r{i}"), stage=f"stage{k}", event="done"))
            stores[k % 2].append(audit_event(_env(f"r{i}"), stage="shared", event="dup"))  # raced duplicate

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stores[0].verify_chain() == (True, -1)
    assert stores[0].head()[0] == 4 * 40 + 40
    assert stores[1].summary()["events"] == {"done": 160, "dup": 40}


def test_summary_counts(store: AuditStore) -> None:
    store.append(audit_event(_env("r1"), stage="router", event="routed", route="abstract"))
    store.append(audit_event(_env("r1"), stage="egress", event="sent", route="abstract", outcome="answered"))
    store.append(audit_event(_env("r2", "beta"), stage="router", event="routed", route="local"))
    store.append(audit_event(_env("r2", "beta"), stage="privacy", event="refused", reason_code="budget"))
    summary = store.summary()
    assert summary["total_events"] == 4 and summary["requests"] == 2
    assert summary["events"] == {"refused": 1, "routed": 2, "sent": 1}
    assert summary["routes"] == {"abstract": 1, "local": 1}  # per request, not per event
    assert summary["outcomes"] == {"answered": 1}
    assert summary["reason_codes"] == {"budget": 1}
    assert summary["tenants"] == {"acme": 1, "beta": 1}


def test_reopen_continues_chain(tmp_path: Path) -> None:
    path = tmp_path / "audit.sqlite"
    first = AuditStore(path)
    first.append(audit_event(_env("r1"), stage="a", event="x"))
    first.close()
    second = AuditStore(path)
    second.append(audit_event(_env("r1"), stage="b", event="x"))
    assert second.verify_chain() == (True, -1) and second.head()[0] == 2
