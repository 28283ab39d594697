"""The final leak gate: the last check before text leaves the cluster.

Independent of the tagger's own gate: it re-reads the entity map from the secret store, runs the
map-independent residual scan again, and looks for planted canary tokens.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from airlock.core.errors import GateError
from airlock.tagger.gate import assert_clean, residual_scan


@dataclass(frozen=True)
class GateVerdict:
    passed: bool
    reason: str = ""  # PHI-free


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())


def check_outbound(texts: Iterable[str], *, entity_map: dict[str, str], canaries: Iterable[str]) -> GateVerdict:
    """Pass only when no entity value, residual identifier or canary is in any outbound text."""
    texts = list(texts)
    try:
        for text in texts:
            assert_clean(text, entity_map)
    except GateError:
        return GateVerdict(False, "leak gate: an entity-map value is present in the outbound text")
    findings = [s for text in texts for s in residual_scan(text)]
    if findings:
        labels = ",".join(sorted({s.label for s in findings}))
        return GateVerdict(False, f"leak gate: residual scan found {len(findings)} identifier(s) [{labels}]")
    normalised = [_normalise(t) for t in texts]
    for canary in canaries:
        c = _normalise(canary)
        if c and any(c in t for t in normalised):
            return GateVerdict(False, "leak gate: a canary token is present in the outbound text")
    return GateVerdict(True)
