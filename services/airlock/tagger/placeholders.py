"""From spans to a safe proxy: session-consistent placeholders, reversible escaping, rehydration.

Placeholders have the shape ``<LABEL_N>``. The same (label, normalised value) gets the same placeholder for a
whole session: the minter keys its table by ``HMAC-SHA256(key, label || normalised value)``, so the
JSON-serialisable session ``state`` (persisted by the service in the secret store) holds hashes, placeholders
and counters only, never a value.

Input text that already contains placeholder-shaped strings (``<WORD_N>``, also with spaces, lowercase or
fullwidth/angle look-alike brackets) is escaped reversibly: the opening bracket is replaced by an escape
sequence (a private-use character followed by a code letter), so the redacted text never carries a
placeholder it did not mint, and :func:`rehydrate` restores the original characters exactly.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from dataclasses import dataclass, field

from airlock.core.spans import Span

# Escape character: a Unicode private-use code point that does not occur in normal text. An occurrence in the
# input is itself escaped (doubled), so escaping is a bijection.
ESC = "\ue000"
_OPEN_BRACKETS = "<＜‹〈⟨﹤《≺"
_CLOSE_BRACKETS = ">＞›〉⟩﹥》≻"
_ESC_CODES = "abcdefgh"  # code letter i <-> _OPEN_BRACKETS[i]
_BRACKET_TO_CODE = {b: _ESC_CODES[i] for i, b in enumerate(_OPEN_BRACKETS)}
_CODE_TO_BRACKET = {c: b for b, c in _BRACKET_TO_CODE.items()}

# A placeholder this module mints: exact shape.
PLACEHOLDER_RE = re.compile(r"<([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)_([0-9]{1,9})>")
# Anything a reader (or a model) could take for a placeholder: any opening look-alike bracket, optional
# spaces, a word (letters, digits, underscores, inner spaces), a separator and a number, a closing bracket.
# Bounded quantifiers keep this linear on adversarial input.
_LOOSE = (
    rf"[{_OPEN_BRACKETS}][ \t\u3000]{{0,3}}[A-Za-zＡ-Ｚａ-ｚ][A-Za-z0-9_Ａ-Ｚａ-ｚ０-９＿ \t\u3000]{{0,48}}?"
    rf"[ _＿\t\u3000]{{0,3}}[0-9０-９]{{1,9}}[ \t\u3000]{{0,3}}[{_CLOSE_BRACKETS}]"
)
LOOKALIKE_RE = re.compile(_LOOSE)
_ESCAPE_SCAN_RE = re.compile(rf"{ESC}|{_LOOSE}")
_REHYDRATE_RE = re.compile(rf"{ESC}(?:{ESC}|[{_ESC_CODES}])?|{_LOOSE}")
_WS_RE = re.compile(r"\s+")

REDACTED = "[redacted]"


def normalise_value(value: str) -> str:
    """Identity of a value for consistency and for the gate: NFKC, case-folded, whitespace collapsed."""
    return _WS_RE.sub(" ", unicodedata.normalize("NFKC", value)).strip().casefold()


def _canonical_placeholder(token: str) -> str:
    """Map a look-alike (`< patient name 1 >`, fullwidth) to the canonical `<PATIENT_NAME_1>` form."""
    t = unicodedata.normalize("NFKC", token)
    inner = t[1:-1].strip()
    m = re.match(r"^(.*?)[ _\t]*([0-9]+)$", inner)
    if not m:
        return token
    word = re.sub(r"[ \t]+", "_", m.group(1).strip()).upper()
    return f"<{word}_{int(m.group(2))}>"


def escape(text: str) -> str:
    """Escape placeholder look-alikes (and the escape character) so the text carries no placeholder shape."""

    def sub(m: re.Match[str]) -> str:
        s = m.group(0)
        if s == ESC:
            return ESC + ESC
        return ESC + _BRACKET_TO_CODE[s[0]] + s[1:]

    return _ESCAPE_SCAN_RE.sub(sub, text)


def unescape(text: str) -> str:
    """Inverse of :func:`escape`."""
    return re.sub(rf"{ESC}({ESC}|[{_ESC_CODES}])?", _unescape_one, text)


def _unescape_one(m: re.Match[str]) -> str:
    code = m.group(1)
    if code is None:
        return ""  # a dangling escape char can only come from a mangled answer; drop it
    if code == ESC:
        return ESC
    return _CODE_TO_BRACKET[code]


class PlaceholderMinter:
    """Mints ``<LABEL_N>`` placeholders, consistent for a session through a keyed HMAC.

    ``state`` is the session's JSON-serialisable table: ``{"v": 1, "ids": {hmac_hex: placeholder},
    "counters": {label: n}}``. It never contains a value. Pass the state loaded from the secret store and
    persist :attr:`state` after the request. Not thread-safe: one minter per session/request.
    """

    def __init__(self, *, hmac_key: bytes, state: dict | None = None) -> None:
        if not isinstance(hmac_key, bytes | bytearray) or len(hmac_key) < 16:
            raise ValueError("hmac_key must be at least 16 bytes")
        self._key = bytes(hmac_key)
        st = state if state is not None else {}
        self.state: dict = {
            "v": 1,
            "ids": dict(st.get("ids", {})),
            "counters": {k: int(v) for k, v in st.get("counters", {}).items()},
        }

    def digest(self, label: str, value: str, *, exact: bool = False) -> str:
        """HMAC of a (label, value): normalised identity, or the exact surface form when ``exact``."""
        v = value if exact else normalise_value(value)
        tag = "x" if exact else "n"
        msg = f"{tag}\x1f{label}\x1f{v}".encode()
        return hmac.new(self._key, msg, hashlib.sha256).hexdigest()

    def _new(self, label: str) -> str:
        n = self.state["counters"].get(label, 0) + 1
        self.state["counters"][label] = n
        return f"<{label}_{n}>"

    def placeholder(self, label: str, value: str, *, taken: dict[str, str] | None = None) -> str:
        """The placeholder for (label, value). ``taken`` (placeholder -> value of this request) makes a
        different surface form of an already-used value (``SMITH`` after ``Smith``) get its own placeholder,
        so rehydration restores every occurrence exactly."""
        ids = self.state["ids"]
        key = self.digest(label, value)
        ph = ids.get(key)
        if ph is None:
            ph = self._new(label)
            ids[key] = ph
        if taken is not None and ph in taken and taken[ph] != value:
            xkey = self.digest(label, value, exact=True)
            ph = ids.get(xkey)
            if ph is None or (ph in taken and taken[ph] != value):
                ph = self._new(label)
                ids[xkey] = ph
        return ph


@dataclass
class Redaction:
    redacted_text: str
    entity_map: dict[str, str]  # placeholder -> original value (this request only)
    spans: list[Span] = field(default_factory=list)


@dataclass
class Rehydration:
    text: str
    restored: int
    orphans: int


def redact(text: str, spans: list[Span], *, minter: PlaceholderMinter) -> Redaction:
    """Replace each span by its placeholder and escape look-alikes in the text between spans.

    ``spans`` must be non-overlapping (``detect`` guarantees it); overlapping ones are rejected.
    """
    ordered = sorted(spans, key=lambda s: (s.start, s.end))
    out: list[str] = []
    entity_map: dict[str, str] = {}
    pos = 0
    for s in ordered:
        if s.start < pos:
            raise ValueError("overlapping spans passed to redact")
        if s.end > len(text):
            raise ValueError("span ends past the text")
        out.append(escape(text[pos : s.start]))
        value = text[s.start : s.end]
        ph = minter.placeholder(s.label, value, taken=entity_map)
        entity_map[ph] = value
        out.append(ph)
        pos = s.end
    out.append(escape(text[pos:]))
    return Redaction("".join(out), entity_map, ordered)


def rehydrate(text: str, entity_map: dict[str, str]) -> Rehydration:
    """Put the values back: only placeholders of ``entity_map`` are restored (one pass, so a restored value is
    never re-scanned); any other placeholder-shaped token becomes ``[redacted]`` and counts as an orphan;
    escaped look-alikes from the input come back exactly."""
    restored = 0
    orphans = 0
    # Canonical lookup (longest keys first is implicit: a token matches as a whole, so <X_12> never
    # partially matches <X_1>).
    canon = {_canonical_placeholder(k): k for k in sorted(entity_map, key=len, reverse=True)}

    def sub(m: re.Match[str]) -> str:
        nonlocal restored, orphans
        s = m.group(0)
        if s[0] == ESC:
            if len(s) == 1:
                return ""
            return ESC if s[1] == ESC else _CODE_TO_BRACKET[s[1]]
        if s in entity_map:
            restored += 1
            return entity_map[s]
        key = canon.get(_canonical_placeholder(s))
        if key is not None:
            restored += 1
            return entity_map[key]
        orphans += 1
        return REDACTED

    return Rehydration(_REHYDRATE_RE.sub(sub, text), restored, orphans)
