"""The final leak gate: the last check before text leaves the cluster.

Independent of the tagger's own gate: it re-reads the entity map from the secret store, runs the
map-independent residual scan again, and looks for planted canary tokens.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.errors import GateError
from airlock.tagger.gate import assert_clean, residual_scan
from airlock.tagger.placeholders import PLACEHOLDER_RE


@dataclass(frozen=True)
class GateVerdict:
    passed: bool
    reason: str = ""  # PHI-free


_TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sir", "dame", "rev", "jr", "sr"})
_NAME_PART = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())


def name_parts(entity_map: dict[str, str]) -> set[str]:
    """Each component of every name value, case-folded: a surname alone is still a leak."""
    out: set[str] = set()
    for placeholder, value in entity_map.items():
        label = placeholder.strip("<>").rsplit("_", 1)[0]
        if label in PERSON_NAME_LABELS:
            out |= {p.casefold() for p in _NAME_PART.findall(value)
                    if len(p) >= 2 and p.casefold().rstrip(".") not in _TITLES}
    return out


def _leaked_name_part(text: str, parts: set[str]) -> bool:
    # Whole-token comparison: "Wu" must not match inside "Wuhan", and placeholders' own letters don't count.
    tokens = {t.casefold() for t in _NAME_PART.findall(PLACEHOLDER_RE.sub(" ", text))}
    return not parts.isdisjoint(tokens)


def check_outbound(texts: Iterable[str], *, entity_map: dict[str, str], canaries: Iterable[str]) -> GateVerdict:
    """Pass only when no entity value (or name component), residual identifier or canary is in any outbound
    text."""
    texts = list(texts)
    try:
        for text in texts:
            assert_clean(text, entity_map)
    except GateError:
        return GateVerdict(False, "leak gate: an entity-map value is present in the outbound text")
    parts = name_parts(entity_map)
    if any(_leaked_name_part(text, parts) for text in texts):
        return GateVerdict(False, "leak gate: part of a name is present in the outbound text")
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
