"""A real stack for end-to-end tests: `airlock up --detach` as a subprocess (the acceptance path), with the
OpenAI-compatible provider pointed at a loopback recording test double so every byte that would have left
the cluster can be searched."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from airlock.stack.client import GatewayClient
from tests.fakes.llm_server import FakeLLMServer

CANARY_NAME = "Zebulon Quillfeather"
CANARY_EMAIL = "zq.canary@example.org"
CANARY_MRN = "MRN 88120377"
CANARY_PHONE = "(415) 555-0199"
CANARIES = [CANARY_NAME, "Quillfeather", CANARY_EMAIL, "88120377", CANARY_PHONE, "555-0199"]


@dataclass
class Stack:
    run_dir: Path
    llm: FakeLLMServer
    env: dict[str, str]

    def cli(self, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "airlock.cli", *args, "--run-dir", str(self.run_dir)],
                              env=self.env, capture_output=True, text=True, timeout=timeout)

    def client(self, tenant: str | None = None) -> GatewayClient:
        return GatewayClient.for_run_dir(self.run_dir, tenant=tenant)


@pytest.fixture(scope="session")
def stack(tmp_path_factory) -> Iterator[Stack]:
    run_dir = tmp_path_factory.mktemp("stack") / "run"
    with FakeLLMServer() as llm:
        env = dict(os.environ)
        env.update({
            "AIRLOCK_LLM_PROVIDER": "openai",
            "AIRLOCK_LLM_BASE_URL": llm.url + "/v1",
            "AIRLOCK_LLM_API_KEY": "test-key-not-secret",
            "AIRLOCK_LLM_MODEL": "fake-model",
            # The canaries are also registered with egress's final gate: a second, independent line.
            "AIRLOCK_EGRESS_CANARIES": "zq.canary@example.org",
            "OMP_NUM_THREADS": "1",
        })
        env.pop("AIRLOCK_TOKEN", None)
        s = Stack(run_dir, llm, env)
        up = s.cli("up", "--detach")
        assert up.returncode == 0, up.stderr + "\n" + "\n".join(
            p.read_text()[-2000:] for p in (run_dir / "logs").glob("*.log"))
        try:
            yield s
        finally:
            down = s.cli("down")
            assert down.returncode == 0, down.stderr
