"""End to end through separate processes and the dev broker: answers, canaries, bad input, crash safety."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import time
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor

import grpc
import pytest
from confluent_kafka import Consumer

from airlock.core.dev_broker import read_bootstrap
from airlock.core.topics import TOPICS
from airlock.stack import supervisor
from airlock.v1 import admin_pb2, admin_pb2_grpc, envelope_pb2, gateway_pb2
from tests.e2e.conftest import CANARIES, CANARY_EMAIL, CANARY_MRN, CANARY_NAME, CANARY_PHONE

pytestmark = pytest.mark.e2e


def _doc(i: int) -> bytes:
    return (
        f"SAE follow-up {i}. Mr. {CANARY_NAME} ({CANARY_MRN}) was admitted on 03/28/2024 with grade 3 "
        f"neutropenia. Contact {CANARY_EMAIL} or {CANARY_PHONE}. Seen by Dr. Helen Okafor."
    ).encode()


def _processed(stack, name: str) -> int:
    with grpc.insecure_channel(supervisor.service_address(stack.run_dir, name)) as ch:
        return admin_pb2_grpc.AdminStub(ch).Describe(admin_pb2.DescribeRequest(), timeout=5).processed


def test_twenty_concurrent_documents_are_answered_without_leaking(stack) -> None:
    client = stack.client()

    def one(i: int):
        return client.process(_doc(i), task="Summarise the event", session_id=f"sess-{i % 5}", timeout_s=90)

    with ThreadPoolExecutor(max_workers=20) as pool:
        replies = list(pool.map(one, range(20)))
    client.close()
    assert [envelope_pb2.Outcome.Name(r.outcome) for r in replies] == ["OUTCOME_ANSWERED"] * 20
    for r in replies:
        assert r.route == envelope_pb2.ROUTE_ABSTRACT
        assert CANARY_NAME in r.rehydrated_answer and CANARY_EMAIL in r.rehydrated_answer
        assert "<" in r.proxy_sent
    sent = stack.llm.sent_text()
    assert len(stack.llm.requests) >= 20
    for c in CANARIES:
        assert c not in sent, "a canary reached the provider"


def test_canaries_never_written_in_clear(stack) -> None:
    """Logs, metrics, audit store, result store, keystore files and every Kafka topic are searched."""
    blobs: list[tuple[str, bytes]] = []
    for p in stack.run_dir.rglob("*"):
        if p.is_file():
            blobs.append((str(p), p.read_bytes()))
    for name in supervisor.SERVICES:
        info = json.loads((stack.run_dir / "services" / f"{name}.json").read_text())
        with urllib.request.urlopen(f"http://127.0.0.1:{info['metrics']}/metrics", timeout=5) as resp:
            blobs.append((f"metrics:{name}", resp.read()))
    consumer = Consumer({"bootstrap.servers": read_bootstrap(stack.run_dir), "group.id": f"leak-scan-{uuid.uuid4()}",
                         "auto.offset.reset": "earliest", "enable.auto.commit": False})
    consumer.subscribe([t for t in TOPICS if t.startswith("airlock.")])
    deadline, idle = time.monotonic() + 30, 0
    n = 0
    while time.monotonic() < deadline and idle < 6:
        msgs = consumer.consume(500, timeout=0.5)
        idle = 0 if msgs else idle + 1
        for m in msgs:
            if m.error() is None:
                n += 1
                blobs.append((f"kafka:{m.topic()}", m.value() or b""))
    consumer.close()
    assert n > 100  # the previous test's traffic is there to search
    for c in CANARIES:
        for where, data in blobs:
            assert c.encode() not in data, f"canary found in {where}"
    from airlock.core.audit import AuditStore

    audit = AuditStore(stack.run_dir / "audit" / "audit.sqlite")
    assert audit.summary()["total_events"] > 0
    assert audit.verify_chain() == (True, -1)


@pytest.mark.parametrize(
    ("mutate", "code", "fragment"),
    [
        (lambda r, md: r.__setattr__("document", b""), grpc.StatusCode.INVALID_ARGUMENT, "empty"),
        (lambda r, md: r.__setattr__("document", b"a" * (1024 * 1024 + 1)), grpc.StatusCode.INVALID_ARGUMENT,
         "limit is 1048576"),
        (lambda r, md: r.__setattr__("document", b"ok \xc3\x28 bad"), grpc.StatusCode.INVALID_ARGUMENT, "UTF-8"),
        (lambda r, md: r.__setattr__("tenant", "nobody"), grpc.StatusCode.PERMISSION_DENIED, "unknown tenant"),
        (lambda r, md: md.clear(), grpc.StatusCode.UNAUTHENTICATED, "missing credentials"),
        (lambda r, md: md.__setitem__(0, ("authorization", "Bearer wrong")), grpc.StatusCode.UNAUTHENTICATED,
         "invalid credentials"),
    ],
)
def test_bad_input_gets_a_clear_status_and_nothing_downstream(stack, mutate, code, fragment) -> None:
    client = stack.client()
    before = _processed(stack, "tagger")
    req = gateway_pb2.SubmitRequest(tenant=client.tenant, session_id="bad", task="t", document=b"fine")
    md = list(client.metadata)
    mutate(req, md)
    with pytest.raises(grpc.RpcError) as err:
        client.stub.Process(req, timeout=20, metadata=md)
    assert err.value.code() == code and fragment in err.value.details()
    time.sleep(0.5)
    assert _processed(stack, "tagger") == before
    client.close()


def test_sanitize_is_synchronous_and_sends_nothing(stack) -> None:
    client = stack.client()
    n_llm = len(stack.llm.requests)
    reply = client.stub.Sanitize(gateway_pb2.SanitizeRequest(tenant=client.tenant, session_id="san", document=_doc(0)),
                                 timeout=20, metadata=client.metadata)
    assert reply.gate_passed and reply.redacted_text
    assert CANARY_NAME not in reply.redacted_text and CANARY_EMAIL not in reply.redacted_text
    assert sum(reply.label_counts.values()) >= 4
    assert len(stack.llm.requests) == n_llm
    client.close()


def test_idempotency_key_processes_once(stack) -> None:
    client = stack.client()
    a = client.submit(_doc(1), task="Summarise", session_id="idem", idempotency_key="key-1")
    b = client.submit(_doc(1), task="Summarise", session_id="idem", idempotency_key="key-1")
    assert a.request_id == b.request_id and b.duplicate and not a.duplicate
    assert client.result(a.request_id, wait_ms=30000).outcome == envelope_pb2.OUTCOME_ANSWERED
    with pytest.raises(grpc.RpcError) as err:  # same key, different document: refused, never the old answer
        client.submit(_doc(2), task="Summarise", session_id="idem", idempotency_key="key-1")
    assert err.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    client.close()


def test_cli_status_and_submit(stack, tmp_path) -> None:
    status = stack.cli("status", "--json")
    assert status.returncode == 0, status.stdout + status.stderr
    rows = json.loads(status.stdout)
    assert {r["service"] for r in rows if r["running"] and r.get("health", "SERVING") == "SERVING"} >= set(
        supervisor.SERVICES)
    doc = tmp_path / "d.txt"
    doc.write_bytes(_doc(3))
    out = stack.cli("submit", "--text-file", str(doc), "--task", "Summarise", "--json")
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)
    assert d["outcome"] == "answered" and d["route"] == "abstract" and CANARY_NAME not in d["proxy_sent"]


def test_kill_9_a_stage_mid_stream_and_every_request_is_answered_once(stack) -> None:
    client = stack.client()
    tickets = [client.submit(_doc(i), task="Summarise", session_id=f"crash-{i % 4}").request_id for i in range(30)]
    procs = {p.name: p for p in supervisor.load_procs(stack.run_dir)}
    victim = procs["tagger"]
    os.kill(victim.pid, signal.SIGKILL)
    time.sleep(0.5)
    assert not supervisor.alive(victim)
    bootstrap = read_bootstrap(stack.run_dir)
    restarted = supervisor.start_service(stack.run_dir, "tagger", bootstrap, {
        k: v for k, v in stack.env.items() if k.startswith("AIRLOCK_")})
    supervisor.save_procs(stack.run_dir, [p for p in procs.values() if p.name != "tagger"] + [restarted])
    supervisor.wait_healthy(stack.run_dir, [restarted], timeout_s=90)
    outcomes = [client.result(rid, wait_ms=60000) for rid in tickets]
    client.close()
    assert [envelope_pb2.Outcome.Name(r.outcome) for r in outcomes] == ["OUTCOME_ANSWERED"] * 30
    assert len({r.request_id for r in outcomes}) == 30
    db = sqlite3.connect(stack.run_dir / "gateway" / "results.sqlite")
    rows = db.execute(f"SELECT COUNT(*) FROM requests WHERE request_id IN ({','.join('?' * 30)}) "
                      "AND outcome=?", (*tickets, envelope_pb2.OUTCOME_ANSWERED)).fetchone()
    assert rows[0] == 30
