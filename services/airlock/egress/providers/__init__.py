"""Cloud LLM providers behind one interface; chosen by AIRLOCK_LLM_PROVIDER."""

from airlock.egress.providers.base import Provider, ProviderError, build_provider

__all__ = ["Provider", "ProviderError", "build_provider"]
