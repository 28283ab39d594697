"""The supervisor stops exactly the processes it started, and never a recycled pid."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from airlock.stack import supervisor


def test_alive_checks_the_command_line_not_just_the_pid(tmp_path) -> None:
    p = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        argv = [sys.executable, "-c", "import time; time.sleep(30)"]
        mine = supervisor.Proc("x", p.pid, argv)
        imposter = supervisor.Proc("x", p.pid, [sys.executable, "-m", "airlock.cli", "serve", "tagger"])
        for _ in range(200):  # until exec has replaced the forked child's command line
            if supervisor.alive(mine):
                break
            time.sleep(0.01)
        assert supervisor.alive(mine)
        assert not supervisor.alive(imposter)  # same pid, different program: never signalled
        assert supervisor.stop([imposter]) == []
        assert p.poll() is None
        assert supervisor.stop([mine], timeout_s=5) == ["x"]
        p.wait(timeout=5)
        assert not supervisor.alive(mine)
    finally:
        p.kill()


def test_down_without_a_stack_is_a_clear_error(tmp_path) -> None:
    with pytest.raises(supervisor.StackError, match="no stack recorded"):
        supervisor.down(tmp_path)


def test_dev_tenant_token_is_private_and_hashed(tmp_path) -> None:
    supervisor.ensure_dev_tenant(tmp_path)
    token = (tmp_path / "token").read_text()
    assert (tmp_path / "token").stat().st_mode & 0o077 == 0
    assert token not in (tmp_path / "tenants.yaml").read_text()
    from airlock.core.config import load_tenants

    assert load_tenants(tmp_path / "tenants.yaml")["demo"].check_token(token)


def test_unknown_service_is_rejected(tmp_path) -> None:
    with pytest.raises(supervisor.StackError, match="unknown service"):
        supervisor.start_service(tmp_path, "nope", "127.0.0.1:1")
