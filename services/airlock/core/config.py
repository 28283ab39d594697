"""Settings from the environment, validated once at start-up (fail fast), and the tenants file.

Every error names the offending variable and never echoes its value: a mistyped secret must not end up in a
crash log.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar, cast

import yaml

from airlock.core.errors import ConfigError

__all__ = ["ConfigError", "Secret", "Settings", "TenantConfig", "load_tenants"]

T = TypeVar("T")

_MASK = "Secret('**********')"


class Secret(Generic[T]):
    """A value that never shows itself in repr/str/logs and refuses to be pickled."""

    __slots__ = ("_value",)

    def __init__(self, value: T) -> None:
        self._value = value

    def get_secret_value(self) -> T:
        return self._value

    def __repr__(self) -> str:
        return _MASK

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Secret):
            return NotImplemented
        a, b = self._value, other._value
        # Constant-time where the types allow it: equality of secrets is a comparison an attacker may time.
        if isinstance(a, str) and isinstance(b, str):
            return hmac.compare_digest(a.encode(), b.encode())
        if isinstance(a, bytes) and isinstance(b, bytes):
            return hmac.compare_digest(a, b)
        return bool(a == b)

    def __hash__(self) -> int:
        return hash((Secret, self._value))

    def __reduce__(self) -> Any:
        raise TypeError("Secret values cannot be pickled")

    def __copy__(self) -> Secret[T]:
        return self  # immutable wrapper; copying must not go through (refused) pickling

    def __deepcopy__(self, memo: dict[int, Any]) -> Secret[T]:
        return self


SecretBackend = Literal["local", "vault"]
VaultAuth = Literal["token", "kubernetes"]
LlmProvider = Literal["offline", "openai", "anthropic"]
OtelExporter = Literal["none", "console", "otlp"]
_LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class _Env:
    """Typed reads from an env mapping; empty strings count as unset (Helm renders unset values as "")."""

    def __init__(self, env: Mapping[str, str]) -> None:
        self._env = env

    def str(self, name: str, default: str | None = None) -> str | None:
        value = self._env.get(name)
        if value is None or value.strip() == "":
            return default
        return value.strip()

    def enum(self, name: str, choices: tuple[str, ...], default: str) -> str:
        value = (self.str(name) or default).lower()
        if value not in choices:
            raise ConfigError(f"{name} must be one of {', '.join(choices)}")
        return value

    def int(self, name: str, default: int, *, minimum: int | None = None, maximum: int | None = None) -> int:
        raw = self.str(name)
        if raw is None:
            return default
        try:
            value = int(raw, 10)
        except ValueError:
            raise ConfigError(f"{name} must be an integer") from None
        if minimum is not None and value < minimum:
            raise ConfigError(f"{name} must be >= {minimum}")
        if maximum is not None and value > maximum:
            raise ConfigError(f"{name} must be <= {maximum}")
        return value

    def float(self, name: str, default: float, *, positive: bool = False) -> float:
        raw = self.str(name)
        if raw is None:
            return default
        try:
            value = float(raw)
        except ValueError:
            raise ConfigError(f"{name} must be a number") from None
        if value != value or value in (float("inf"), float("-inf")):
            raise ConfigError(f"{name} must be a finite number")
        if positive and value <= 0:
            raise ConfigError(f"{name} must be > 0")
        return value


def _decode_key(raw: bytes | str, name: str) -> bytes:
    """A 32-byte key given as base64 text (or, for key files, 32 raw bytes)."""
    if isinstance(raw, bytes) and len(raw) == 32:
        return raw
    text = raw.decode("ascii", "replace") if isinstance(raw, bytes) else raw
    try:
        key = base64.b64decode(text.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise ConfigError(f"{name} must be base64 of 32 bytes") from None
    if len(key) != 32:
        raise ConfigError(f"{name} must be base64 of 32 bytes")
    return key


@dataclass(frozen=True)
class Settings:
    """Process settings. Build with `Settings.from_env()`; see docs/core.md for the variable table."""

    run_dir: Path = Path("./run")
    kafka_bootstrap: str | None = None
    secret_backend: SecretBackend = "local"
    keystore_path: Path = Path("./run/keystore")
    keystore_key: Secret[bytes] | None = None
    vault_addr: str | None = None
    vault_token: Secret[str] | None = None
    vault_auth: VaultAuth = "token"
    vault_role: str | None = None
    vault_k8s_jwt_path: Path = Path("/var/run/secrets/kubernetes.io/serviceaccount/token")
    vault_kv_mount: str = "secret"
    vault_transit_mount: str = "transit"
    vault_transit_key: str = "airlock-kek"
    max_document_bytes: int = 1_048_576
    llm_provider: LlmProvider = "offline"
    llm_base_url: str | None = None
    llm_api_key: Secret[str] | None = None
    llm_model: str | None = None
    llm_timeout_s: float = 30.0
    log_level: str = "INFO"
    otel_exporter: OtelExporter = "none"
    grpc_host: str = "127.0.0.1"
    grpc_port: int = 0
    metrics_port: int = 0
    tenants_file: Path = Path("./run/tenants.yaml")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read and validate every variable; raise ConfigError naming the first bad one."""
        e = _Env(os.environ if env is None else env)
        run_dir = Path(e.str("AIRLOCK_RUN_DIR", "./run") or "./run")

        backend = cast(SecretBackend, e.enum("AIRLOCK_SECRET_BACKEND", ("local", "vault"), "local"))
        keystore_key = _read_keystore_key(e)

        vault_addr = e.str("VAULT_ADDR")
        token = e.str("VAULT_TOKEN")
        vault_auth = cast(VaultAuth, e.enum("AIRLOCK_VAULT_AUTH", ("token", "kubernetes"), "token"))
        vault_role = e.str("AIRLOCK_VAULT_ROLE")
        if backend == "vault":
            if vault_addr is None:
                raise ConfigError("VAULT_ADDR is required when AIRLOCK_SECRET_BACKEND=vault")
            if not vault_addr.startswith(("http://", "https://")):
                raise ConfigError("VAULT_ADDR must be an http(s) URL")
            if vault_auth == "token" and token is None:
                raise ConfigError("VAULT_TOKEN is required when AIRLOCK_VAULT_AUTH=token")
            if vault_auth == "kubernetes" and vault_role is None:
                raise ConfigError("AIRLOCK_VAULT_ROLE is required when AIRLOCK_VAULT_AUTH=kubernetes")

        provider = cast(
            LlmProvider, e.enum("AIRLOCK_LLM_PROVIDER", ("offline", "openai", "anthropic"), "offline")
        )
        api_key = e.str("AIRLOCK_LLM_API_KEY")
        base_url = e.str("AIRLOCK_LLM_BASE_URL")
        if provider != "offline" and api_key is None and base_url is None:
            # A real provider with neither a key nor a private endpoint can only fail at the first request.
            raise ConfigError(
                f"AIRLOCK_LLM_API_KEY (or AIRLOCK_LLM_BASE_URL) is required when AIRLOCK_LLM_PROVIDER={provider}"
            )

        log_level = (e.str("AIRLOCK_LOG_LEVEL", "INFO") or "INFO").upper()
        if log_level not in _LOG_LEVELS:
            raise ConfigError(f"AIRLOCK_LOG_LEVEL must be one of {', '.join(_LOG_LEVELS)}")

        return cls(
            run_dir=run_dir,
            kafka_bootstrap=e.str("AIRLOCK_KAFKA_BOOTSTRAP"),
            secret_backend=backend,
            keystore_path=Path(e.str("AIRLOCK_KEYSTORE_PATH") or run_dir / "keystore"),
            keystore_key=keystore_key,
            vault_addr=vault_addr,
            vault_token=Secret(token) if token is not None else None,
            vault_auth=vault_auth,
            vault_role=vault_role,
            vault_k8s_jwt_path=Path(
                e.str("AIRLOCK_VAULT_K8S_JWT_PATH", "/var/run/secrets/kubernetes.io/serviceaccount/token")
                or ""
            ),
            vault_kv_mount=e.str("AIRLOCK_VAULT_KV_MOUNT", "secret") or "secret",
            vault_transit_mount=e.str("AIRLOCK_VAULT_TRANSIT_MOUNT", "transit") or "transit",
            vault_transit_key=e.str("AIRLOCK_VAULT_TRANSIT_KEY", "airlock-kek") or "airlock-kek",
            max_document_bytes=e.int("AIRLOCK_MAX_DOCUMENT_BYTES", 1_048_576, minimum=1),
            llm_provider=provider,
            llm_base_url=base_url,
            llm_api_key=Secret(api_key) if api_key is not None else None,
            llm_model=e.str("AIRLOCK_LLM_MODEL"),
            llm_timeout_s=e.float("AIRLOCK_LLM_TIMEOUT_S", 30.0, positive=True),
            log_level=log_level,
            otel_exporter=cast(
                OtelExporter, e.enum("AIRLOCK_OTEL_EXPORTER", ("none", "console", "otlp"), "none")
            ),
            grpc_host=e.str("AIRLOCK_GRPC_HOST", "127.0.0.1") or "127.0.0.1",
            grpc_port=e.int("AIRLOCK_GRPC_PORT", 0, minimum=0, maximum=65535),
            metrics_port=e.int("AIRLOCK_METRICS_PORT", 0, minimum=0, maximum=65535),
            tenants_file=Path(e.str("AIRLOCK_TENANTS_FILE") or run_dir / "tenants.yaml"),
        )

    def require_kafka(self) -> str:
        """The bootstrap servers; ConfigError when a Kafka-using service starts without them."""
        if not self.kafka_bootstrap:
            raise ConfigError("AIRLOCK_KAFKA_BOOTSTRAP is required for this service")
        return self.kafka_bootstrap

    def keystore_master_key(self) -> bytes:
        """The local keystore's master key.

        From AIRLOCK_KEYSTORE_KEY / AIRLOCK_KEYSTORE_KEY_FILE when set. Otherwise (DEV ONLY) a random key is
        created once at run_dir/keystore.key with mode 0600 and reused by every process sharing run_dir; in
        production the key comes from a Kubernetes Secret or Vault is used instead.
        """
        if self.keystore_key is not None:
            return self.keystore_key.get_secret_value()
        key_file = self.run_dir / "keystore.key"
        name = "AIRLOCK_KEYSTORE_KEY_FILE (default run_dir/keystore.key)"
        if key_file.exists():
            return _read_key_file(key_file, name)
        self.run_dir.mkdir(parents=True, exist_ok=True)
        tmp = key_file.with_name(f".keystore.key.{os.getpid()}.{secrets.token_hex(4)}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(base64.b64encode(secrets.token_bytes(32)) + b"\n")
                f.flush()
                os.fsync(f.fileno())
            # link() fails if the name exists: when several services start at once exactly one key wins and
            # nobody ever sees a half-written file.
            os.link(tmp, key_file)
        except FileExistsError:
            pass
        finally:
            tmp.unlink(missing_ok=True)
        return _read_key_file(key_file, name)


def _read_key_file(path: Path, name: str) -> bytes:
    try:
        raw = path.read_bytes()
    except OSError:
        raise ConfigError(f"{name} could not be read") from None
    return _decode_key(raw, name)


def _read_keystore_key(e: _Env) -> Secret[bytes] | None:
    inline = e.str("AIRLOCK_KEYSTORE_KEY")
    key_file = e.str("AIRLOCK_KEYSTORE_KEY_FILE")
    if inline is not None and key_file is not None:
        raise ConfigError("set only one of AIRLOCK_KEYSTORE_KEY and AIRLOCK_KEYSTORE_KEY_FILE")
    if inline is not None:
        return Secret(_decode_key(inline, "AIRLOCK_KEYSTORE_KEY"))
    if key_file is not None:
        return Secret(_read_key_file(Path(key_file), "AIRLOCK_KEYSTORE_KEY_FILE"))
    return None


# ---------------------------------------------------------------------------------------------- tenants

_TENANT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}$")
_HEX64 = re.compile(r"^[0-9a-fA-F]{64}$")


@dataclass(frozen=True)
class TenantConfig:
    """One tenant: its service-token hash and optional per-tenant limits."""

    name: str
    token_sha256: str
    max_document_bytes: int | None = None
    epsilon_budget: float = 10.0

    def check_token(self, token: str) -> bool:
        """Constant-time check of a presented service token against the stored sha256."""
        digest = hashlib.sha256(token.encode("utf-8")).hexdigest()
        return hmac.compare_digest(digest, self.token_sha256.lower())


def load_tenants(path: Path | str) -> dict[str, TenantConfig]:
    """Parse `tenants: {NAME: {token_sha256, max_document_bytes?, epsilon_budget?}}`; ConfigError if malformed."""
    where = f"tenants file {Path(path).name}"
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        raise ConfigError(f"{where} (AIRLOCK_TENANTS_FILE) could not be read") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError:
        raise ConfigError(f"{where} is not valid YAML") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("tenants"), dict):
        raise ConfigError(f"{where} must be a mapping with a 'tenants' mapping")
    out: dict[str, TenantConfig] = {}
    for name, spec in doc["tenants"].items():
        if not isinstance(name, str) or not _TENANT_NAME.match(name):
            raise ConfigError(f"{where}: tenant names must match {_TENANT_NAME.pattern}")
        if not isinstance(spec, dict):
            raise ConfigError(f"{where}: tenants.{name} must be a mapping")
        unknown = set(spec) - {"token_sha256", "max_document_bytes", "epsilon_budget"}
        if unknown:
            raise ConfigError(f"{where}: tenants.{name} has unknown keys {sorted(map(str, unknown))}")
        token_hash = spec.get("token_sha256")
        if not isinstance(token_hash, str) or not _HEX64.match(token_hash):
            raise ConfigError(f"{where}: tenants.{name}.token_sha256 must be 64 hex characters")
        max_bytes = spec.get("max_document_bytes")
        if max_bytes is not None and (
            isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or max_bytes <= 0
        ):
            raise ConfigError(f"{where}: tenants.{name}.max_document_bytes must be a positive integer")
        budget = spec.get("epsilon_budget", 10.0)
        if isinstance(budget, bool) or not isinstance(budget, int | float) or not budget > 0:
            raise ConfigError(f"{where}: tenants.{name}.epsilon_budget must be a positive number")
        out[name] = TenantConfig(name, token_hash.lower(), max_bytes, float(budget))
    return out
