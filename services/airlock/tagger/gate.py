"""NoteGuard's hard gate and the map-independent residual scan.

- :func:`assert_clean`: no value of the entity map may survive in the redacted text, compared case- and
  whitespace-insensitively (NFKC, case-folded, all whitespace removed). Raises :class:`GateError` whose
  message carries only a count and the labels, never a value.
- :func:`residual_scan`: a scan of the redacted text that does not need the entity map: high-precision
  identifier recognizers (SSN, NHS number, phones, e-mail, MRN-like ids, dates, IP, URL, cards, postcodes).
  Any finding means the record is blocked or forced ``local`` (the caller decides; see :func:`verdict`).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

import ahocorasick

from airlock.core.categories import SAFE_HARBOR_LABELS
from airlock.core.errors import GateError
from airlock.core.spans import Span
from airlock.tagger.placeholders import ESC, LOOKALIKE_RE, PLACEHOLDER_RE

__all__ = ["GateError", "assert_clean", "residual_scan", "verdict"]

_WS_RE = re.compile(r"\s+")
# Values this short are compared as whole tokens, not substrings (a "1" would otherwise hit every "<X_1>").
_SHORT = 4


# a date's day alone, as a list gives it before the month it shares ("on 12, 13 & 14 March 2024")
DAY_ALONE = re.compile(r"[0-9]{1,2}(?:st|nd|rd|th)?")


def _fold(s: str) -> str:
    return unicodedata.normalize("NFKC", s).casefold()


def _label_of(placeholder: str) -> str:
    """Label of a minted placeholder (``<PATIENT_NAME_3>`` -> ``PATIENT_NAME``)."""
    m = PLACEHOLDER_RE.fullmatch(placeholder)
    return m.group(1) if m else "UNKNOWN"


def _strip_placeholders(text: str) -> str:
    # Placeholders and escape sequences are Airlock's own tokens: blank them so their letters and digits
    # are not mistaken for surviving values.
    text = PLACEHOLDER_RE.sub(" ", text)
    return text.replace(ESC, " ")


def find_survivors(redacted_text: str, entity_map: dict[str, str]) -> list[str]:
    """Placeholders whose value still occurs in ``redacted_text`` (internal; values never leave this).

    One pass per value class, not one per value: long values through an Aho-Corasick automaton over the
    whitespace-free text, short values through one combined whole-token pattern. A document with thousands
    of entities therefore costs linear time, not entities x length. A short value hidden inside an
    overlapping match of another survivor may go unlisted, but the gate still blocks.
    """
    spaced = _WS_RE.sub(" ", _fold(_strip_placeholders(redacted_text)))
    compact = spaced.replace(" ", "")
    long_values: dict[str, list[str]] = {}  # whitespace-free folded value -> placeholders
    short_values: dict[str, list[str]] = {}
    short_forms: dict[str, str] = {}  # whitespace-free folded value -> one folded surface form
    for ph, value in entity_map.items():
        v = _fold(value)
        vc = _WS_RE.sub("", v)
        if not vc:
            continue
        if len(vc) <= 2 and _label_of(ph) not in SAFE_HARBOR_LABELS:
            continue  # "M"/"F", grade "3": not identifying on their own; initials (Safe Harbor) are checked
        if _label_of(ph) == "DATE" and DAY_ALONE.fullmatch(vc):
            continue  # a day listed before its month ("12, 13 & 14 March"): another "13" is no date of it
        if len(vc) >= _SHORT:
            long_values.setdefault(vc, []).append(ph)
        else:
            short_values.setdefault(vc, []).append(ph)
            short_forms.setdefault(vc, v)
    out: list[str] = []
    if long_values:
        if len(long_values) <= 16:  # a few values: C-level substring search beats building an automaton
            found = {vc for vc in long_values if vc in compact}
        else:
            automaton = ahocorasick.Automaton()
            for vc in long_values:
                automaton.add_word(vc, vc)
            automaton.make_automaton()
            found = {vc for _, vc in automaton.iter(compact)}
        for vc in found:
            out += long_values[vc]
    if short_values:
        pieces = []
        for v in short_forms.values():
            pat = r"\s*".join(re.escape(p) for p in v.split())
            pre = r"(?<!\w)" if v[0].isalnum() else ""
            post = r"(?!\w)" if v[-1].isalnum() else ""
            pieces.append(pre + pat + post)
        pieces.sort(key=len, reverse=True)
        for m in re.finditer("|".join(pieces), spaced):
            out += short_values.pop("".join(m.group(0).split()), [])
    return out


def assert_clean(redacted_text: str, entity_map: dict[str, str]) -> None:
    """Raise :class:`GateError` if any entity-map value survives in ``redacted_text``.

    The message is PHI-free: the number of surviving values and their labels only.
    """
    survivors = find_survivors(redacted_text, entity_map)
    if survivors:
        labels = Counter(_label_of(p) for p in survivors)
        desc = ", ".join(f"{lab}x{n}" for lab, n in sorted(labels.items()))
        raise GateError(f"hard gate: {len(survivors)} entity-map value(s) survive in the redacted text ({desc})")
    foreign = sum(1 for m in LOOKALIKE_RE.finditer(redacted_text) if m.group(0) not in entity_map)
    if foreign:
        raise GateError(f"hard gate: {foreign} placeholder-shaped token(s) in the redacted text were not minted")


def residual_scan(text: str) -> list[Span]:
    """Map-independent scan of a redacted text: high-precision identifier findings (offsets into ``text``)."""
    from airlock.tagger.detection import residual_detector

    return residual_detector().detect(text)


def verdict(text: str) -> tuple[str, list[str]]:
    """``("pass", [])`` or ``("local", labels)`` from the residual scan: any finding forces ``local``."""
    found = residual_scan(text)
    if not found:
        return "pass", []
    return "local", sorted({s.label for s in found})
