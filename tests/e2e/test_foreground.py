"""`airlock up` in the foreground: healthy, then Ctrl-C stops every process it started."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from airlock.stack import supervisor

pytestmark = pytest.mark.e2e


def test_foreground_up_and_ctrl_c_stops_everything(tmp_path) -> None:
    run_dir = tmp_path / "run"
    env = dict(os.environ, OMP_NUM_THREADS="1")
    proc = subprocess.Popen([sys.executable, "-m", "airlock.cli", "up", "--run-dir", str(run_dir)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        lines: list[str] = []
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line and proc.poll() is not None:
                break
            lines.append(line)
            if "running in the foreground" in line:
                break
        assert any("running in the foreground" in ln for ln in lines), "".join(lines)
        procs = supervisor.load_procs(run_dir)
        assert {p.name for p in procs} == {"broker", *supervisor.SERVICES}
        assert all(supervisor.alive(p) for p in procs)
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 0, out
        assert "stopped:" in out
        assert not any(supervisor.alive(p) for p in procs)
        assert not supervisor.pids_path(run_dir).exists()
    finally:
        if proc.poll() is None:
            proc.kill()
            supervisor.stop(supervisor.load_procs(run_dir))
