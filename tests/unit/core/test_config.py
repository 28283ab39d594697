"""Settings.from_env validation, Secret masking, tenants file parsing."""

from __future__ import annotations

import base64
import copy
import hashlib
import os
import pickle
import stat
from pathlib import Path

import pytest

from airlock.core.config import ConfigError, Secret, Settings, TenantConfig, load_tenants
from airlock.core.errors import AirlockError

KEY = base64.b64encode(b"k" * 32).decode()


def test_defaults(tmp_path: Path) -> None:
    s = Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path)})
    assert s.run_dir == tmp_path
    assert s.keystore_path == tmp_path / "keystore"
    assert s.tenants_file == tmp_path / "tenants.yaml"
    assert s.secret_backend == "local" and s.keystore_key is None
    assert s.max_document_bytes == 1_048_576
    assert s.llm_provider == "offline" and s.llm_timeout_s == 30.0
    assert (s.grpc_host, s.grpc_port, s.metrics_port) == ("127.0.0.1", 0, 0)
    assert s.otel_exporter == "none" and s.log_level == "INFO"
    assert (s.vault_kv_mount, s.vault_transit_mount, s.vault_transit_key) == (
        "secret",
        "transit",
        "airlock-kek",
    )


def test_full_env_parsed() -> None:
    s = Settings.from_env(
        {
            "AIRLOCK_KAFKA_BOOTSTRAP": "k:9092",
            "AIRLOCK_SECRET_BACKEND": "vault",
            "VAULT_ADDR": "https://vault:8200",
            "VAULT_TOKEN": "tok",
            "AIRLOCK_MAX_DOCUMENT_BYTES": "2048",
            "AIRLOCK_LLM_PROVIDER": "anthropic",
            "AIRLOCK_LLM_API_KEY": "sk-xyz",
            "AIRLOCK_LLM_TIMEOUT_S": "2.5",
            "AIRLOCK_LOG_LEVEL": "debug",
            "AIRLOCK_OTEL_EXPORTER": "console",
            "AIRLOCK_GRPC_PORT": "50051",
        }
    )
    assert s.require_kafka() == "k:9092"
    assert s.vault_token == Secret("tok") and s.llm_api_key is not None
    assert s.llm_api_key.get_secret_value() == "sk-xyz"
    assert (s.max_document_bytes, s.llm_timeout_s, s.log_level, s.grpc_port) == (2048, 2.5, "DEBUG", 50051)


def test_require_kafka_names_variable() -> None:
    with pytest.raises(ConfigError, match="AIRLOCK_KAFKA_BOOTSTRAP"):
        Settings.from_env({}).require_kafka()


@pytest.mark.parametrize(
    ("env", "variable"),
    [
        ({"AIRLOCK_MAX_DOCUMENT_BYTES": "0"}, "AIRLOCK_MAX_DOCUMENT_BYTES"),
        ({"AIRLOCK_MAX_DOCUMENT_BYTES": "lots"}, "AIRLOCK_MAX_DOCUMENT_BYTES"),
        ({"AIRLOCK_GRPC_PORT": "70000"}, "AIRLOCK_GRPC_PORT"),
        ({"AIRLOCK_METRICS_PORT": "-1"}, "AIRLOCK_METRICS_PORT"),
        ({"AIRLOCK_LLM_TIMEOUT_S": "0"}, "AIRLOCK_LLM_TIMEOUT_S"),
        ({"AIRLOCK_LLM_TIMEOUT_S": "nan"}, "AIRLOCK_LLM_TIMEOUT_S"),
        ({"AIRLOCK_SECRET_BACKEND": "s3"}, "AIRLOCK_SECRET_BACKEND"),
        ({"AIRLOCK_LLM_PROVIDER": "gemini"}, "AIRLOCK_LLM_PROVIDER"),
        ({"AIRLOCK_OTEL_EXPORTER": "jaeger"}, "AIRLOCK_OTEL_EXPORTER"),
        ({"AIRLOCK_LOG_LEVEL": "LOUD"}, "AIRLOCK_LOG_LEVEL"),
        ({"AIRLOCK_SECRET_BACKEND": "vault"}, "VAULT_ADDR"),
        ({"AIRLOCK_SECRET_BACKEND": "vault", "VAULT_ADDR": "http://v:8200"}, "VAULT_TOKEN"),
        (
            {"AIRLOCK_SECRET_BACKEND": "vault", "VAULT_ADDR": "http://v", "AIRLOCK_VAULT_AUTH": "kubernetes"},
            "AIRLOCK_VAULT_ROLE",
        ),
        ({"AIRLOCK_VAULT_AUTH": "ldap"}, "AIRLOCK_VAULT_AUTH"),
        ({"AIRLOCK_LLM_PROVIDER": "openai"}, "AIRLOCK_LLM_API_KEY"),
        ({"AIRLOCK_KEYSTORE_KEY": base64.b64encode(b"short").decode()}, "AIRLOCK_KEYSTORE_KEY"),
        ({"AIRLOCK_KEYSTORE_KEY": "!!!notbase64"}, "AIRLOCK_KEYSTORE_KEY"),
        ({"AIRLOCK_KEYSTORE_KEY": KEY, "AIRLOCK_KEYSTORE_KEY_FILE": "/x"}, "AIRLOCK_KEYSTORE_KEY_FILE"),
        ({"AIRLOCK_KEYSTORE_KEY_FILE": "/nonexistent/key"}, "AIRLOCK_KEYSTORE_KEY_FILE"),
    ],
)
def test_invalid_values_name_the_variable_not_the_value(env: dict[str, str], variable: str) -> None:
    with pytest.raises(ConfigError) as info:
        Settings.from_env(env)
    message = str(info.value)
    assert variable in message
    for value in env.values():
        if len(value) > 3 and value not in ("vault", "kubernetes", "openai"):
            assert value not in message
    assert isinstance(info.value, AirlockError)


def test_empty_strings_count_as_unset() -> None:
    s = Settings.from_env({"AIRLOCK_GRPC_PORT": "", "VAULT_TOKEN": " ", "AIRLOCK_LLM_MODEL": ""})
    assert s.grpc_port == 0 and s.vault_token is None and s.llm_model is None


def test_openai_with_private_base_url_needs_no_key() -> None:
    s = Settings.from_env({"AIRLOCK_LLM_PROVIDER": "openai", "AIRLOCK_LLM_BASE_URL": "http://127.0.0.1:9/v1"})
    assert s.llm_api_key is None and s.llm_base_url == "http://127.0.0.1:9/v1"


def test_secret_masks_and_refuses_pickle() -> None:
    s = Secret("hunter2-very-secret")
    assert repr(s) == str(s) == f"{s}" == "Secret('**********')"
    assert "hunter2" not in repr(Settings(vault_token=s))
    assert s == Secret("hunter2-very-secret") and s != Secret("other")
    assert Secret(b"\x00" * 4) == Secret(b"\x00" * 4)
    with pytest.raises(TypeError):
        pickle.dumps(s)
    settings = Settings(vault_token=s)
    assert copy.deepcopy(settings).vault_token == s and copy.copy(s) is s


def test_keystore_key_inline_and_file(tmp_path: Path) -> None:
    s = Settings.from_env({"AIRLOCK_KEYSTORE_KEY": KEY})
    assert s.keystore_master_key() == b"k" * 32
    raw_file = tmp_path / "raw.key"
    raw_file.write_bytes(b"r" * 32)
    assert Settings.from_env({"AIRLOCK_KEYSTORE_KEY_FILE": str(raw_file)}).keystore_master_key() == b"r" * 32
    b64_file = tmp_path / "b64.key"
    b64_file.write_text(base64.b64encode(b"q" * 32).decode() + "\n")
    assert Settings.from_env({"AIRLOCK_KEYSTORE_KEY_FILE": str(b64_file)}).keystore_master_key() == b"q" * 32


def test_dev_keystore_key_created_once_with_0600(tmp_path: Path) -> None:
    s = Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path / "run")})
    first = s.keystore_master_key()
    key_file = tmp_path / "run" / "keystore.key"
    assert len(first) == 32
    assert stat.S_IMODE(os.stat(key_file).st_mode) == 0o600
    assert Settings.from_env({"AIRLOCK_RUN_DIR": str(tmp_path / "run")}).keystore_master_key() == first
    assert [p.name for p in (tmp_path / "run").iterdir()] == ["keystore.key"]  # no temp files left


def _tenant_yaml(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "tenants.yaml"
    path.write_text(body)
    return path


def test_load_tenants_and_check_token(tmp_path: Path) -> None:
    digest = hashlib.sha256(b"s3cret-token").hexdigest()
    path = _tenant_yaml(
        tmp_path,
        f"tenants:\n  acme:\n    token_sha256: {digest.upper()}\n    max_document_bytes: 4096\n"
        f"  beta:\n    token_sha256: {digest}\n    epsilon_budget: 2.5\n",
    )
    tenants = load_tenants(path)
    assert tenants["acme"] == TenantConfig("acme", digest, 4096, 10.0)
    assert tenants["beta"].epsilon_budget == 2.5 and tenants["beta"].max_document_bytes is None
    assert tenants["acme"].check_token("s3cret-token")
    assert not tenants["acme"].check_token("s3cret-token ")
    assert not tenants["acme"].check_token("")


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ("tenants: [1, 2]", "'tenants' mapping"),
        ("::: not yaml :::\n  - [", "YAML"),
        ("tenants:\n  acme:\n    token_sha256: abc\n", "tenants.acme.token_sha256"),
        (
            "tenants:\n  acme:\n    token_sha256: " + "a" * 64 + "\n    max_document_bytes: -5\n",
            "tenants.acme.max_document_bytes",
        ),
        (
            "tenants:\n  acme:\n    token_sha256: " + "a" * 64 + "\n    epsilon_budget: 0\n",
            "tenants.acme.epsilon_budget",
        ),
        ("tenants:\n  acme:\n    token_sha256: " + "a" * 64 + "\n    tokn: x\n", "unknown keys"),
        ("tenants:\n  'bad name!':\n    token_sha256: " + "a" * 64 + "\n", "tenant names"),
    ],
)
def test_malformed_tenants_file(tmp_path: Path, body: str, fragment: str) -> None:
    with pytest.raises(ConfigError, match=fragment):
        load_tenants(_tenant_yaml(tmp_path, body))


def test_missing_tenants_file_names_variable(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="AIRLOCK_TENANTS_FILE"):
        load_tenants(tmp_path / "nope.yaml")
