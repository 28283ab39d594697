"""Surface-noise transforms: the variety real text has and clean templates lack.

Each transform works on one piece of a document (a literal run or one entity value) *before* the pieces are
joined, so span offsets are computed on the noisy text and stay exact whatever the transform does to lengths.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

_KEY_NEIGHBOURS = {
    "a": "qws", "b": "vgn", "c": "xdv", "d": "sfe", "e": "wrd", "f": "dgr", "g": "fht", "h": "gjy", "i": "uok",
    "j": "hku", "k": "jli", "l": "ko", "m": "nj", "n": "bm", "o": "ipl", "p": "o", "r": "eft", "s": "adw",
    "t": "rgy", "u": "yij", "v": "cb", "w": "qes", "y": "tuh",
}
_OCR_CONFUSIONS = (("O", "0"), ("0", "O"), ("l", "1"), ("1", "l"), ("I", "l"), ("rn", "m"), ("m", "rn"),
                   ("e", "c"), ("S", "5"), ("B", "8"), ("cl", "d"), ("5", "S"), ("h", "b"), (",", "."))
# Abbreviations nurses and residents write; applied to literal text only, never inside a value.
ABBREVIATIONS = (
    (r"\bpatient\b", "pt"), (r"\bwith\b", "w/"), (r"\bwithout\b", "w/o"), (r"\bhistory\b", "hx"),
    (r"\btreatment\b", "tx"), (r"\bdiagnosis\b", "dx"), (r"\bprescription\b", "rx"), (r"\bsymptoms\b", "sx"),
    (r"\bfracture\b", "fx"), (r"\bshortness of breath\b", "SOB"), (r"\bchest pain\b", "CP"),
    (r"\bblood pressure\b", "BP"), (r"\bheart rate\b", "HR"), (r"\bno acute distress\b", "NAD"),
    (r"\bas needed\b", "PRN"), (r"\bevery\b", "q"), (r"\bhours\b", "hrs"), (r"\bcontinue\b", "cont"),
    (r"\bfollow up\b", "f/u"), (r"\bnausea and vomiting\b", "N/V"), (r"\bbefore\b", "a"), (r"\band\b", "&"),
    (r"\bright\b", "R"), (r"\bleft\b", "L"), (r"\bbilateral\b", "bilat"), (r"\bmedications\b", "meds"),
)


@dataclass(frozen=True)
class NoiseProfile:
    """Per-document noise rates; ``upper`` turns the whole document into capitals (US nursing notes)."""

    name: str = "clean"
    typo_rate: float = 0.0  # per word of literal text
    ocr_rate: float = 0.0  # per character, literal and values alike (scans do not spare identifiers)
    value_typo_rate: float = 0.0  # per entity value
    value_break_rate: float = 0.0  # chance an entity with a space is broken across lines
    value_case_rate: float = 0.0  # chance an entity is re-cased (SMITH, smith)
    abbreviate: bool = False
    upper: bool = False
    double_space_rate: float = 0.0


PROFILES: dict[str, NoiseProfile] = {
    "clean": NoiseProfile(),
    "light": NoiseProfile("light", typo_rate=0.01, value_typo_rate=0.01, value_case_rate=0.05, value_break_rate=0.02),
    "typos": NoiseProfile("typos", typo_rate=0.04, value_typo_rate=0.04, value_case_rate=0.08, value_break_rate=0.04,
                          double_space_rate=0.02),
    "ocr": NoiseProfile("ocr", ocr_rate=0.012, value_break_rate=0.08, double_space_rate=0.03),
    "caps": NoiseProfile("caps", typo_rate=0.02, value_typo_rate=0.01, abbreviate=True, upper=True),
    # outliers (CIPHER oversampled them): a bad fax scan, a hurried note typed on a phone
    "heavy_ocr": NoiseProfile("heavy_ocr", ocr_rate=0.035, value_break_rate=0.15, double_space_rate=0.06),
    "heavy_typos": NoiseProfile("heavy_typos", typo_rate=0.09, value_typo_rate=0.12, value_case_rate=0.25,
                                value_break_rate=0.05, double_space_rate=0.04),
}


def typo(word: str, rng: random.Random) -> str:
    """One keyboard slip: swap, drop, double or hit a neighbouring key."""
    if len(word) < 4:
        return word
    i = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(4)
    if kind == 0:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == 1:
        return word[:i] + word[i + 1 :]
    if kind == 2:
        return word[:i] + word[i] + word[i:]
    near = _KEY_NEIGHBOURS.get(word[i].lower())
    return word[:i] + rng.choice(near) + word[i + 1 :] if near else word


def add_typos(text: str, rng: random.Random, rate: float) -> str:
    if rate <= 0:
        return text
    return re.sub(r"[A-Za-z]{4,}", lambda m: typo(m.group(0), rng) if rng.random() < rate else m.group(0), text)


def ocr_noise(text: str, rng: random.Random, rate: float) -> str:
    """Scanner confusions (O/0, l/1, rn/m, ...) at roughly ``rate`` per character."""
    if rate <= 0 or not text:
        return text
    out = text
    for _ in range(sum(1 for _ in range(len(text)) if rng.random() < rate)):
        src, dst = rng.choice(_OCR_CONFUSIONS)
        positions = [m.start() for m in re.finditer(re.escape(src), out)]
        if positions:
            p = rng.choice(positions)
            out = out[:p] + dst + out[p + len(src) :]
    return out


def abbreviate(text: str, rng: random.Random) -> str:
    for pattern, short in ABBREVIATIONS:
        if rng.random() < 0.8:
            text = re.sub(pattern, short, text, flags=re.IGNORECASE)
    return text


def break_value(value: str, rng: random.Random) -> str:
    """Put a line break inside a multi-word value, as wrapped or scanned text does."""
    spaces = [i for i, c in enumerate(value) if c == " " and 0 < i < len(value) - 1]
    if not spaces:
        return value
    i = rng.choice(spaces)
    return value[:i] + rng.choice(["\n", "\n", " \n", "\n  "]) + value[i + 1 :]


def recase(value: str, rng: random.Random) -> str:
    return rng.choice([value.upper(), value.lower(), value.title()])


def literal(text: str, rng: random.Random, profile: NoiseProfile) -> str:
    """Noise for a literal run of template text."""
    if profile.abbreviate:
        text = abbreviate(text, rng)
    text = add_typos(text, rng, profile.typo_rate)
    if profile.double_space_rate:
        text = re.sub(r" ", lambda m: "  " if rng.random() < profile.double_space_rate else " ", text)
    text = ocr_noise(text, rng, profile.ocr_rate)
    return text.upper() if profile.upper else text


def value(text: str, rng: random.Random, profile: NoiseProfile) -> str:
    """Noise for one entity value; the caller trims whitespace off its edges so spans stay tight."""
    if rng.random() < profile.value_typo_rate:
        text = add_typos(text, rng, 1.0 / max(1, text.count(" ") + 1))
    if rng.random() < profile.value_case_rate:
        text = recase(text, rng)
    if rng.random() < profile.value_break_rate:
        text = break_value(text, rng)
    text = ocr_noise(text, rng, profile.ocr_rate)
    return text.upper() if profile.upper else text
