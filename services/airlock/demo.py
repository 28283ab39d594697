"""`make demo`: start the stack, send every document in examples/, print the three lanes, stop the stack."""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path

from airlock.stack import supervisor
from airlock.stack.client import GatewayClient, format_lanes, reply_as_dict

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    examples = ROOT / "examples"
    tasks = json.loads((examples / "tasks.json").read_text())
    run_dir = (ROOT / "run" / "demo").resolve()
    print(f"starting the stack (dev broker + 7 services) in {run_dir} ...", flush=True)
    try:
        procs = supervisor.up(run_dir)
    except supervisor.StackError as exc:
        print(f"demo: {exc}", file=sys.stderr)
        return 1
    print("up: " + ", ".join(f"{p.name}({p.pid})" for p in procs), flush=True)
    failures = 0
    try:
        client = GatewayClient.for_run_dir(run_dir)
        session = f"demo-{uuid.uuid4().hex[:8]}"
        for name, task in tasks.items():
            print(f"\n### {name} — task: {task}")
            reply = client.process((examples / name).read_bytes(), task=task, session_id=session, timeout_s=60)
            d = reply_as_dict(reply)
            print(format_lanes(d))
            failures += d["outcome"] not in ("answered", "local")
        client.close()
    finally:
        print("\nstopping the stack ...")
        supervisor.down(run_dir)
    print(f"demo finished: {len(tasks) - failures}/{len(tasks)} documents answered or kept local by policy")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
