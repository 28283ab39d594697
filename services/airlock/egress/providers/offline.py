"""OFFLINE STAND-IN for a cloud LLM — not a language model.

Used by `make demo` and the tests so the whole pipeline runs with no network. It answers deterministically
from the proxy text alone, and every answer starts with a label saying what it is, so nobody mistakes its
output for a real model's.
"""

from __future__ import annotations

import re

from airlock.egress.providers.base import Provider

LABEL = "[offline stand-in provider — deterministic, not a real LLM]"
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


class OfflineProvider(Provider):
    name = "offline"

    def __init__(self) -> None:
        super().__init__(model="offline-standin-1")

    def complete(self, *, task: str, proxy_text: str) -> str:
        text = " ".join(proxy_text.split())
        sentences = [s for s in _SENTENCE.split(text) if s]
        lowered = task.lower()
        if any(w in lowered for w in ("summar", "brief", "tl;dr")):
            body = "Summary: " + " ".join(sentences[:3])
        elif any(w in lowered for w in ("grammar", "proofread", "rewrite", "polish", "edit")):
            body = "Edited text: " + " ".join(s[:1].upper() + s[1:] for s in sentences)
        else:
            body = f"Response to '{task[:80]}': " + " ".join(sentences[:2])
        return f"{LABEL}\n{body}"
