"""Starting and stopping the dev stack as separate processes, and finding them again by their pid file.

`airlock up` records every pid with its command line in RUN_DIR/pids.json; `airlock down` stops exactly
those processes (a recycled pid whose command line differs is left alone).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import grpc
import yaml
from grpc_health.v1 import health_pb2, health_pb2_grpc

from airlock.core.dev_broker import DevBrokerError, read_bootstrap
from airlock.core.service_host import service_info_path

# Start order; `down` stops in reverse (gateway first so nothing new comes in... then stages, broker last).
SERVICES: tuple[str, ...] = ("audit", "rehydrator", "egress", "privacy", "router", "tagger", "gateway")
SERVICE_MODULES: dict[str, str] = {name: f"airlock.{name}.service" for name in SERVICES}
DEMO_TENANT = "demo"


class StackError(Exception):
    """A clear, PHI-free message about the stack's state."""


@dataclass
class Proc:
    name: str
    pid: int
    cmdline: list[str]


def default_run_dir() -> Path:
    return Path(os.environ.get("AIRLOCK_RUN_DIR", "run")).resolve()


def pids_path(run_dir: Path) -> Path:
    return run_dir / "pids.json"


def _cmdline(pid: int) -> list[str] | None:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return None
    return [p.decode(errors="replace") for p in raw.split(b"\0") if p]


def alive(proc: Proc) -> bool:
    """True only when the pid still runs the command we started (guards against pid reuse)."""
    cmd = _cmdline(proc.pid)
    if cmd is None or cmd != proc.cmdline:
        return False
    try:
        state = Path(f"/proc/{proc.pid}/stat").read_text().split(") ", 1)[1][0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def load_procs(run_dir: Path) -> list[Proc]:
    path = pids_path(run_dir)
    if not path.exists():
        return []
    return [Proc(**p) for p in json.loads(path.read_text())]


def save_procs(run_dir: Path, procs: list[Proc]) -> None:
    path = pids_path(run_dir)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps([p.__dict__ for p in procs], indent=1))
    os.replace(tmp, path)


def ensure_dev_tenant(run_dir: Path) -> None:
    """Dev only: a `demo` tenant with a random service token (RUN_DIR/token, mode 0600)."""
    tenants = run_dir / "tenants.yaml"
    token_file = run_dir / "token"
    if tenants.exists() and token_file.exists():
        return
    token = secrets.token_urlsafe(32)
    fd = os.open(token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(token)
    digest = hashlib.sha256(token.encode()).hexdigest()
    tenants.write_text(yaml.safe_dump({"tenants": {DEMO_TENANT: {"token_sha256": digest}}}))


def child_env(run_dir: Path, bootstrap: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        "AIRLOCK_RUN_DIR": str(run_dir),
        "AIRLOCK_KAFKA_BOOTSTRAP": bootstrap,
        "AIRLOCK_GRPC_PORT": env.get("AIRLOCK_GRPC_PORT_OVERRIDE", "0"),
        "AIRLOCK_METRICS_PORT": "0",
        "OMP_NUM_THREADS": "1",
        "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": "",
        "PYTHONUNBUFFERED": "1",
    })
    env.update(extra or {})
    return env


def _spawn(run_dir: Path, name: str, argv: list[str], env: dict[str, str]) -> Proc:
    logs = run_dir / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    with open(logs / f"{name}.log", "ab") as log:
        p = subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                             start_new_session=True, cwd=str(run_dir.parent))
    deadline = time.monotonic() + 5
    cmd = _cmdline(p.pid)
    while cmd != argv and time.monotonic() < deadline:  # /proc shows the final argv once exec has happened
        time.sleep(0.01)
        cmd = _cmdline(p.pid)
    return Proc(name=name, pid=p.pid, cmdline=argv)


def start_broker(run_dir: Path, timeout_s: float = 30) -> tuple[Proc, str]:
    (run_dir / "broker.json").unlink(missing_ok=True)
    argv = [sys.executable, "-m", "airlock.core.dev_broker", "--run-dir", str(run_dir)]
    proc = _spawn(run_dir, "broker", argv, dict(os.environ))
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            return proc, read_bootstrap(run_dir)
        except (DevBrokerError, FileNotFoundError, ValueError, KeyError):
            if not alive(proc):
                raise StackError(f"the dev broker exited during start-up; see {run_dir}/logs/broker.log") from None
            time.sleep(0.1)
    raise StackError(f"the dev broker did not become ready within {timeout_s:.0f}s")


def start_service(run_dir: Path, name: str, bootstrap: str, extra_env: dict[str, str] | None = None) -> Proc:
    if name not in SERVICE_MODULES:
        raise StackError(f"unknown service {name!r}; expected one of {', '.join(SERVICES)}")
    service_info_path(run_dir, name).unlink(missing_ok=True)
    argv = [sys.executable, "-m", "airlock.cli", "serve", name]
    return _spawn(run_dir, name, argv, child_env(run_dir, bootstrap, extra_env))


def service_address(run_dir: Path, name: str) -> str:
    path = service_info_path(run_dir, name)
    if not path.exists():
        raise StackError(f"{name} is not running (no {path}); start the stack with `airlock up`")
    return json.loads(path.read_text())["grpc"]


def health(address: str, timeout_s: float = 2.0) -> str:
    with grpc.insecure_channel(address) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        try:
            resp = stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=timeout_s)
        except grpc.RpcError as exc:
            return f"UNREACHABLE ({exc.code().name})"
        return health_pb2.HealthCheckResponse.ServingStatus.Name(resp.status)


def wait_healthy(run_dir: Path, procs: list[Proc], timeout_s: float = 90) -> None:
    deadline = time.monotonic() + timeout_s
    pending = {p.name: p for p in procs if p.name != "broker"}
    while pending and time.monotonic() < deadline:
        for name, proc in list(pending.items()):
            if not alive(proc):
                raise StackError(f"{name} exited during start-up; see {run_dir}/logs/{name}.log")
            path = service_info_path(run_dir, name)
            if path.exists() and health(json.loads(path.read_text())["grpc"]) == "SERVING":
                del pending[name]
        time.sleep(0.2)
    if pending:
        raise StackError(f"not healthy within {timeout_s:.0f}s: {', '.join(sorted(pending))}")


def up(run_dir: Path, *, extra_env: dict[str, str] | None = None, timeout_s: float = 120) -> list[Proc]:
    run_dir.mkdir(parents=True, exist_ok=True)
    running = [p for p in load_procs(run_dir) if alive(p)]
    if running:
        raise StackError(f"a stack is already running from {run_dir} ({len(running)} processes); run `airlock down`")
    ensure_dev_tenant(run_dir)
    procs: list[Proc] = []
    try:
        broker, bootstrap = start_broker(run_dir)
        procs.append(broker)
        save_procs(run_dir, procs)
        for name in SERVICES:
            procs.append(start_service(run_dir, name, bootstrap, extra_env))
            save_procs(run_dir, procs)
        wait_healthy(run_dir, procs, timeout_s)
    except BaseException:
        stop(procs)
        pids_path(run_dir).unlink(missing_ok=True)
        raise
    return procs


def stop(procs: list[Proc], timeout_s: float = 20) -> list[str]:
    """SIGTERM (graceful) then SIGKILL after `timeout_s`; services first, the broker last."""
    stopped: list[str] = []
    order = [p for p in procs if p.name == "gateway"] + [p for p in reversed(procs) if p.name not in ("gateway", "broker")]
    order += [p for p in procs if p.name == "broker"]
    for group in (order[:-1], order[-1:]) if order and order[-1].name == "broker" else (order,):
        live = [p for p in group if alive(p)]
        for p in live:
            os.kill(p.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        while any(alive(p) for p in live) and time.monotonic() < deadline:
            time.sleep(0.1)
        for p in live:
            if alive(p):
                os.kill(p.pid, signal.SIGKILL)
            stopped.append(p.name)
    return stopped


def down(run_dir: Path) -> list[str]:
    procs = load_procs(run_dir)
    if not procs:
        raise StackError(f"no stack recorded in {run_dir} (no pids.json)")
    stopped = stop(procs)
    pids_path(run_dir).unlink(missing_ok=True)
    return stopped
