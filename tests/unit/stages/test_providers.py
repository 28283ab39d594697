"""Providers: the offline stand-in, and the real OpenAI/Anthropic SDKs against a loopback test double."""

from __future__ import annotations

import pytest

from airlock.core.config import Secret, Settings
from airlock.core.errors import ConfigError
from airlock.egress.providers import ProviderError, build_provider
from airlock.egress.providers.anthropic_provider import AnthropicProvider
from airlock.egress.providers.offline import LABEL, OfflineProvider
from airlock.egress.providers.openai_compatible import OpenAICompatibleProvider
from tests.fakes.llm_server import FakeLLMServer


def test_offline_is_deterministic_and_labelled() -> None:
    p = OfflineProvider()
    a = p.complete(task="Summarise", proxy_text="<PATIENT_NAME_1> was seen. She is well. Plan: home.")
    assert a == p.complete(task="Summarise", proxy_text="<PATIENT_NAME_1> was seen. She is well. Plan: home.")
    assert a.startswith(LABEL)
    assert "<PATIENT_NAME_1>" in a


def test_openai_sdk_round_trip_keeps_placeholders() -> None:
    with FakeLLMServer() as srv:
        p = OpenAICompatibleProvider(api_key="k", base_url=srv.url + "/v1", model="m", timeout_s=5)
        out = p.complete(task="fix grammar", proxy_text="<PATIENT_NAME_1> has fever")
        assert "<PATIENT_NAME_1> has fever" in out
        sent = srv.requests[0]["body"]
        assert sent["model"] == "m" and sent["messages"][0]["role"] == "system"


def test_anthropic_sdk_round_trip() -> None:
    with FakeLLMServer() as srv:
        p = AnthropicProvider(api_key="k", base_url=srv.url, model="claude-x", timeout_s=5)
        assert "<DATE_1>" in p.complete(task="t", proxy_text="seen on <DATE_1>")
        assert srv.requests[0]["path"].endswith("/v1/messages")


def test_openai_server_error_is_retryable_provider_error() -> None:
    with FakeLLMServer() as srv:
        srv.fail_next = 1
        p = OpenAICompatibleProvider(api_key="k", base_url=srv.url + "/v1", model="m", timeout_s=5)
        with pytest.raises(ProviderError) as err:
            p.complete(task="t", proxy_text="x")
        assert err.value.retryable and err.value.reason == "http_503"


def test_factory_requires_key_for_cloud_providers(tmp_path) -> None:
    with pytest.raises(ConfigError, match="AIRLOCK_LLM_API_KEY"):
        Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path), "AIRLOCK_LLM_PROVIDER": "openai"})
    private = Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path), "AIRLOCK_LLM_PROVIDER": "openai",
                                 "AIRLOCK_LLM_BASE_URL": "http://127.0.0.1:9/v1"})
    assert build_provider(private).name == "openai"
    s = Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path), "AIRLOCK_LLM_PROVIDER": "anthropic",
                           "AIRLOCK_LLM_API_KEY": "sk-test"})
    assert isinstance(s.llm_api_key, Secret)
    assert build_provider(s).name == "anthropic"
    assert build_provider(Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path)})).name == "offline"
