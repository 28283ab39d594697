"""Gateway result store: idempotency keys, first result wins, waiters wake, survives reopen."""

from __future__ import annotations

import threading

from airlock.gateway.result_store import ResultStore
from airlock.v1 import envelope_pb2, events_pb2


def _result(rid: str, outcome: int = envelope_pb2.OUTCOME_ANSWERED) -> events_pb2.Result:
    return events_pb2.Result(envelope=envelope_pb2.Envelope(request_id=rid), outcome=outcome)


def test_idempotency_key_returns_same_request(tmp_path) -> None:
    store = ResultStore(tmp_path / "r.sqlite")
    a = store.accept(request_id="r1", tenant="t", idempotency_key="k")
    b = store.accept(request_id="r2", tenant="t", idempotency_key="k")
    c = store.accept(request_id="r3", tenant="other", idempotency_key="k")
    assert (a.request_id, a.duplicate) == ("r1", False)
    assert (b.request_id, b.duplicate) == ("r1", True)
    assert c.request_id == "r3" and not c.duplicate


def test_first_result_wins_and_duplicates_are_counted(tmp_path) -> None:
    store = ResultStore(tmp_path / "r.sqlite")
    store.accept(request_id="r1", tenant="t", idempotency_key=None)
    assert store.resolve(_result("r1", envelope_pb2.OUTCOME_ANSWERED))
    assert not store.resolve(_result("r1", envelope_pb2.OUTCOME_ERROR))
    assert not store.resolve(_result("unknown"))
    assert store.get("r1")[1].outcome == envelope_pb2.OUTCOME_ANSWERED
    assert store.counts()["results_seen"] == 2
    reopened = ResultStore(tmp_path / "r.sqlite")
    assert reopened.get("r1")[1].outcome == envelope_pb2.OUTCOME_ANSWERED


def test_wait_wakes_on_resolve(tmp_path) -> None:
    store = ResultStore(tmp_path / "r.sqlite")
    store.accept(request_id="r1", tenant="t", idempotency_key=None)
    threading.Timer(0.1, lambda: store.resolve(_result("r1"))).start()
    got = store.wait("r1", timeout_s=10)
    assert got is not None and got.outcome == envelope_pb2.OUTCOME_ANSWERED
    store.accept(request_id="r2", tenant="t", idempotency_key=None)
    assert store.wait("r2", timeout_s=0.05) is None


def test_forget_lets_a_failed_submit_be_retried(tmp_path) -> None:
    store = ResultStore(tmp_path / "r.sqlite")
    store.accept(request_id="r1", tenant="t", idempotency_key="k")
    store.forget("r1")
    assert store.accept(request_id="r2", tenant="t", idempotency_key="k").request_id == "r2"


def test_reusing_a_key_for_another_document_or_session_is_a_conflict(tmp_path) -> None:
    store = ResultStore(tmp_path / "r.sqlite")
    store.accept(request_id="r1", tenant="t", idempotency_key="k", session_id="s", document_sha256="aa")
    assert store.accept(request_id="r2", tenant="t", idempotency_key="k", session_id="s",
                        document_sha256="aa").duplicate
    other_doc = store.accept(request_id="r3", tenant="t", idempotency_key="k", session_id="s", document_sha256="bb")
    other_session = store.accept(request_id="r4", tenant="t", idempotency_key="k", session_id="s2",
                                 document_sha256="aa")
    assert other_doc.conflict and not other_doc.duplicate
    assert other_session.conflict


def test_file_from_an_older_gateway_is_migrated(tmp_path) -> None:
    # the first release's table had no session_id / document_sha256 / results_seen; CREATE TABLE IF NOT
    # EXISTS keeps it as it is, so without a migration every accept failed ("no column named session_id")
    import sqlite3

    path = tmp_path / "r.sqlite"
    old = sqlite3.connect(str(path))
    old.execute("CREATE TABLE requests (request_id TEXT PRIMARY KEY, tenant TEXT NOT NULL, idempotency_key TEXT,"
                " accepted_at REAL NOT NULL, outcome INTEGER NOT NULL DEFAULT 1, result BLOB, resolved_at REAL)")
    old.execute("INSERT INTO requests(request_id, tenant, idempotency_key, accepted_at) VALUES ('old', 't', 'k0', 1.0)")
    old.commit()
    old.close()
    store = ResultStore(path)
    first = store.accept(request_id="r1", tenant="t", idempotency_key="k", session_id="s", document_sha256="d")
    repeat = store.accept(request_id="r2", tenant="t", idempotency_key="k", session_id="s", document_sha256="d")
    assert (first.request_id, first.duplicate) == ("r1", False)
    assert (repeat.request_id, repeat.duplicate, repeat.conflict) == ("r1", True, False)
    again = store.accept(request_id="r3", tenant="t", idempotency_key="k0")
    assert (again.request_id, again.duplicate) == ("old", True)
    assert store.resolve(_result("r1"))
