"""Recognizer registry loaded from YAML: which recognizers run, per tenant and locale."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from airlock.core.errors import ConfigError
from airlock.tagger.recognizers.base import Recognizer

DEFAULT_REGISTRY = Path(__file__).with_name("registry.yaml")


@dataclass(frozen=True)
class RecognizerSpec:
    name: str
    cls: str
    locales: tuple[str, ...] = ()
    residual: bool = False
    enabled: bool = True
    params: dict = field(default_factory=dict)

    def load(self) -> Recognizer:
        mod, _, attr = self.cls.partition(":")
        try:
            klass = getattr(importlib.import_module(mod), attr)
        except (ImportError, AttributeError) as exc:
            raise ConfigError(f"recognizer {self.name}: cannot load class {self.cls}") from exc
        return klass(**self.params)


@dataclass(frozen=True)
class TenantSpec:
    locale: str = "en"
    disable: tuple[str, ...] = ()
    params: dict = field(default_factory=dict)  # recognizer name -> constructor overrides


@dataclass
class Registry:
    recognizers: list[RecognizerSpec]
    tenants: dict[str, TenantSpec]

    @classmethod
    def load(cls, path: str | Path | None = None) -> Registry:
        p = Path(path) if path else DEFAULT_REGISTRY
        try:
            raw = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise ConfigError(f"recognizer registry {p.name} is unreadable") from exc
        recs = []
        seen = set()
        for i, r in enumerate(raw.get("recognizers") or []):
            if not isinstance(r, dict) or "name" not in r or "class" not in r:
                raise ConfigError(f"recognizer registry entry {i} lacks name/class")
            if r["name"] in seen:
                raise ConfigError(f"recognizer registry: duplicate name {r['name']}")
            seen.add(r["name"])
            recs.append(
                RecognizerSpec(
                    name=r["name"],
                    cls=r["class"],
                    locales=tuple(r.get("locales") or ()),
                    residual=bool(r.get("residual", False)),
                    enabled=bool(r.get("enabled", True)),
                    params=dict(r.get("params") or {}),
                )
            )
        tenants = {
            name: TenantSpec(
                locale=str((t or {}).get("locale", "en")),
                disable=tuple((t or {}).get("disable") or ()),
                params=dict((t or {}).get("params") or {}),
            )
            for name, t in (raw.get("tenants") or {}).items()
        }
        tenants.setdefault("default", TenantSpec())
        return cls(recs, tenants)

    def tenant(self, tenant: str | None) -> TenantSpec:
        return self.tenants.get(tenant or "default", self.tenants["default"])

    def specs_for(self, tenant: str | None = None, *, residual_only: bool = False) -> list[RecognizerSpec]:
        t = self.tenant(tenant)
        out = []
        for r in self.recognizers:
            if not r.enabled or r.name in t.disable:
                continue
            if residual_only and not r.residual:
                continue
            if r.locales and not any(_locale_match(t.locale, loc) for loc in r.locales):
                continue
            if r.name in t.params:
                r = RecognizerSpec(r.name, r.cls, r.locales, r.residual, r.enabled, {**r.params, **t.params[r.name]})
            out.append(r)
        return out


def _locale_match(tenant_locale: str, rec_locale: str) -> bool:
    """A generic tenant locale ("en") takes every English recognizer; "en-GB" takes "en-GB" and generic "en"."""
    a, b = tenant_locale.lower(), rec_locale.lower()
    return a == b or ("-" not in a and b.startswith(a + "-")) or ("-" not in b and a.startswith(b + "-"))
