"""Whole-stack throughput and latency of ~1 KB documents with the offline provider.

1. Saturation: N documents submitted by 32 concurrent clients; docs/s = N / time until the last result.
2. Half load: an open-loop arrival rate of half that maximum for a fixed duration, Process() per document;
   p50/p99 accepted-to-answer latency as the client sees it.
The stack is the real one: dev broker + 7 service processes on this machine.
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from airlock.stack import supervisor
from airlock.stack.client import GatewayClient
from airlock.v1 import envelope_pb2

RESULTS = Path(__file__).with_name("results")
SATURATION_DOCS = 600
HALF_LOAD_SECONDS = 20.0

FIRST = ["Helen", "Rajesh", "Aisling", "Jose", "Mei", "Olusegun", "Katarzyna", "Tomas", "Fatima", "Hiroshi"]
LAST = ["Okafor", "Venkataraman", "O'Sullivan", "Gutierrez-Lopez", "Zhang", "Adeyemi", "Kowalczyk", "Novak"]


def document(rng: random.Random) -> bytes:
    name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    text = (
        f"SAE NARRATIVE. Subject 1042-{rng.randint(1000, 9999)}, a {rng.randint(40, 85)}-year-old, was enrolled on "
        f"{rng.randint(1, 28)}-Feb-2024 by Dr. {name}. On 03/{rng.randint(10, 28)}/2024 the patient presented with "
        f"grade 3 febrile neutropenia. MRN {rng.randint(10_000_000, 99_999_999)}. Contact "
        f"{name.split()[0].lower()}@example.org or (617) 555-{rng.randint(1000, 9999)}. Study drug ABX-4471 200 mg "
        "was interrupted; the event resolved after G-CSF. The investigator assessed causality as probably related. "
    )
    while len(text) < 1000:
        text += "Vital signs were stable and the subject remained on study with weekly labs. "
    return text[:1024].encode()


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process, from /proc (clock ticks -> seconds)."""
    import os

    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def main() -> dict:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="airlock-bench-") as tmp:
        run_dir = Path(tmp) / "run"
        procs = supervisor.up(run_dir)
        try:
            client = GatewayClient.for_run_dir(run_dir)
            for i in range(20):  # warm-up: imports, JIT-free caches, consumer group assignment
                client.process(document(rng), task="Summarise", session_id=f"warm-{i % 4}", timeout_s=60)

            docs = [document(rng) for _ in range(SATURATION_DOCS)]
            cpu0 = {p.name: cpu_seconds(p.pid) for p in procs}
            t0 = time.perf_counter()
            with ThreadPoolExecutor(max_workers=32) as pool:
                replies = list(pool.map(lambda d: client.process(d, task="Summarise",
                                                                 session_id=f"sat-{uuid.uuid4().hex[:6]}",
                                                                 timeout_s=120), docs))
            sat_s = time.perf_counter() - t0
            cpu_ms_per_doc = {p.name: round(1000 * (cpu_seconds(p.pid) - cpu0[p.name]) / SATURATION_DOCS, 2)
                              for p in procs}
            answered = sum(r.outcome == envelope_pb2.OUTCOME_ANSWERED for r in replies)
            max_rate = SATURATION_DOCS / sat_s

            rate = max_rate / 2
            latencies: list[float] = []
            errors = 0
            lock = threading.Lock()

            def one(doc: bytes) -> None:
                nonlocal errors
                start = time.perf_counter()
                reply = client.process(doc, task="Summarise", session_id=f"half-{uuid.uuid4().hex[:6]}", timeout_s=60)
                with lock:
                    if reply.outcome == envelope_pb2.OUTCOME_ANSWERED:
                        latencies.append(time.perf_counter() - start)
                    else:
                        errors += 1

            n_half = int(rate * HALF_LOAD_SECONDS)
            with ThreadPoolExecutor(max_workers=64) as pool:
                start = time.perf_counter()
                futures = []
                for i in range(n_half):  # open loop: arrivals on a fixed schedule, independent of answers
                    delay = start + i / rate - time.perf_counter()
                    if delay > 0:
                        time.sleep(delay)
                    futures.append(pool.submit(one, docs[i % len(docs)]))
                for f in futures:
                    f.result()
            client.close()
        finally:
            supervisor.stop(procs)
    result = {
        "documents_bytes": 1024,
        "saturation": {"documents": SATURATION_DOCS, "answered": answered, "seconds": round(sat_s, 2),
                       "docs_per_s": round(max_rate, 1), "cpu_ms_per_doc_by_process": cpu_ms_per_doc,
                       "cpu_ms_per_doc_total": round(sum(cpu_ms_per_doc.values()), 1)},
        "half_load": {"target_docs_per_s": round(rate, 1), "documents": n_half, "answered": len(latencies),
                      "not_answered": errors,
                      "p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else None,
                      "p99_ms": round(1000 * _pct(latencies, 0.99), 1) if latencies else None},
        "command": "make bench (bench/bench_stack.py)",
    }
    print(f"saturation: {result['saturation']['docs_per_s']} docs/s ({answered}/{SATURATION_DOCS} answered)")
    print("CPU ms per document: " + ", ".join(f"{k} {v}" for k, v in cpu_ms_per_doc.items())
          + f" (total {result['saturation']['cpu_ms_per_doc_total']}; the load client is not counted)")
    h = result["half_load"]
    print(f"half load ({h['target_docs_per_s']} docs/s for {HALF_LOAD_SECONDS:.0f}s): p50 {h['p50_ms']} ms, "
          f"p99 {h['p99_ms']} ms, {h['answered']}/{h['documents']} answered")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "stack.json").write_text(json.dumps(result, indent=1))
    return result


if __name__ == "__main__":
    main()
