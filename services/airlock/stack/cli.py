"""Stack commands: serve, up, down, status, submit."""

from __future__ import annotations

import argparse
import importlib
import json
import signal
import sys
import threading
import uuid
from pathlib import Path

import grpc

from airlock.stack.supervisor import SERVICE_MODULES, SERVICES, StackError, default_run_dir


def _run_dir(args: argparse.Namespace) -> Path:
    return Path(args.run_dir).resolve() if args.run_dir else default_run_dir()


def cmd_serve(args: argparse.Namespace) -> int:
    from airlock.core.config import ConfigError, Settings
    from airlock.core.log import get_logger
    from airlock.core.service_host import serve

    if args.name == "broker":
        from airlock.core import dev_broker

        return int(dev_broker.main(["--run-dir", str(_run_dir(args))]) or 0)
    try:
        settings = Settings.from_env()
        settings.require_kafka()
        spec = importlib.import_module(SERVICE_MODULES[args.name]).build()
    except ConfigError as exc:
        print(f"airlock serve {args.name}: configuration error: {exc}", file=sys.stderr)
        return 2
    get_logger(args.name)
    return serve(spec, settings)


def cmd_up(args: argparse.Namespace) -> int:
    from airlock.stack import supervisor

    run_dir = _run_dir(args)
    try:
        procs = supervisor.up(run_dir)
    except StackError as exc:
        print(f"airlock up: {exc}", file=sys.stderr)
        return 1
    print(f"stack up from {run_dir}: " + ", ".join(f"{p.name}({p.pid})" for p in procs))
    if args.detach:
        print("stop it with: airlock down" + (f" --run-dir {run_dir}" if args.run_dir else ""))
        return 0
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    print("running in the foreground; Ctrl-C stops every process")
    while not stop.wait(1.0):
        dead = [p.name for p in procs if not supervisor.alive(p)]
        if dead:
            print(f"airlock up: {', '.join(dead)} exited; stopping the stack", file=sys.stderr)
            break
    print("stopped: " + ", ".join(supervisor.down(run_dir)))
    return 0


def cmd_down(args: argparse.Namespace) -> int:
    from airlock.stack import supervisor

    try:
        stopped = supervisor.down(_run_dir(args))
    except StackError as exc:
        print(f"airlock down: {exc}", file=sys.stderr)
        return 1
    print("stopped: " + (", ".join(stopped) or "nothing was running"))
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    from airlock.core.service_host import service_info_path
    from airlock.stack import supervisor
    from airlock.v1 import admin_pb2, admin_pb2_grpc

    run_dir = _run_dir(args)
    procs = {p.name: p for p in supervisor.load_procs(run_dir)}
    rows = []
    for name in ("broker", *SERVICES):
        proc = procs.get(name)
        row: dict[str, object] = {"service": name, "pid": proc.pid if proc else None,
                                  "running": bool(proc and supervisor.alive(proc))}
        info = service_info_path(run_dir, name)
        if row["running"] and info.exists():
            address = json.loads(info.read_text())["grpc"]
            row["grpc"] = address
            row["health"] = supervisor.health(address)
            try:
                with grpc.insecure_channel(address) as ch:
                    d = admin_pb2_grpc.AdminStub(ch).Describe(admin_pb2.DescribeRequest(), timeout=2)
                row.update(processed=d.processed, dead_lettered=d.dead_lettered, in_flight=d.in_flight)
            except grpc.RpcError:
                pass
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for r in rows:
            print(f"{r['service']:<11} {'up' if r['running'] else 'down':<5} pid={r['pid'] or '-':<8} "
                  f"{r.get('health', ''):<12} processed={r.get('processed', '-')} dlq={r.get('dead_lettered', '-')}")
    return 0 if all(r["running"] for r in rows) else 3


def cmd_submit(args: argparse.Namespace) -> int:
    from airlock.stack.client import GatewayClient, format_lanes, reply_as_dict

    try:
        document = Path(args.text_file).read_bytes()
    except OSError as exc:
        print(f"airlock submit: cannot read {args.text_file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        client = GatewayClient.for_run_dir(_run_dir(args), tenant=args.tenant)
    except StackError as exc:
        print(f"airlock submit: {exc}", file=sys.stderr)
        return 1
    try:
        reply = client.process(document, task=args.task, session_id=args.session or f"cli-{uuid.uuid4().hex[:12]}",
                               timeout_s=args.timeout)
    except grpc.RpcError as exc:
        print(f"airlock submit: {exc.code().name}: {exc.details()}", file=sys.stderr)
        return 1
    finally:
        client.close()
    d = reply_as_dict(reply)
    print(json.dumps(d, indent=1) if args.json else format_lanes(d))
    return 0 if d["outcome"] in ("answered", "local") else 1


def register(sub: argparse._SubParsersAction) -> None:
    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--run-dir", help="stack state directory (default: $AIRLOCK_RUN_DIR or ./run)")

    p = sub.add_parser("serve", help="run one service in the foreground (used by `airlock up` and Kubernetes)")
    p.add_argument("name", choices=["broker", *SERVICES])
    common(p)
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("up", help="start the dev broker and every service as separate processes")
    p.add_argument("--detach", action="store_true", help="return once healthy and leave the stack running")
    common(p)
    p.set_defaults(func=cmd_up)

    p = sub.add_parser("down", help="stop exactly the processes `airlock up` started")
    common(p)
    p.set_defaults(func=cmd_down)

    p = sub.add_parser("status", help="health and counters of every process of the stack")
    p.add_argument("--json", action="store_true")
    common(p)
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("submit", help="send one document through the running stack and print the three lanes")
    p.add_argument("--text-file", required=True)
    p.add_argument("--task", required=True)
    p.add_argument("--session", help="session id (default: a fresh one)")
    p.add_argument("--tenant", help="tenant (default: $AIRLOCK_TENANT or demo)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the answer")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    common(p)
    p.set_defaults(func=cmd_submit)
