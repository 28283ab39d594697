"""Letters typed or scanned in place of digits: O or o for 0, l for 1 ("NHS 612 448 9O02", "DOB l5/4/1949",
"Medicare 2953 4l887 1", "MRN G0O447198"). Hurried typing, phone keyboards and OCR put them inside identifiers,
where no digit pattern matches any more. :func:`digits_restored` gives a same-length copy with those letters read
as digits, so that the recognizers find the number and its span is the span of the original text.

A letter is read as a digit only inside a run of digits:

* in a token of digits and look-alikes ("4O12", "O86", "2OO4", "44O193"): an O or o anywhere, an l only before a
  digit (so "10l", a volume, stays); the token needs more real digits than look-alikes (as many when it starts
  with a digit or the number goes on: "2OO4", "l5/4/1949", not a login "ol12"), and either three digits in its chunk (tokens joined by ``-``, ``/`` or
  ``.``: "1O/22/2024") or three characters of its own;
* in a token with other letters ("DFG1O29", "MR44O1928"): only an O, o or l between two digits, when the token has
  three digits or more ("H2O2" and "SpO2" stay).

A capital I stays a letter: the UK NMC PIN has one in third place ("65I9771E", "89I5853O"), and a Roman month is
written with it ("11-III-2024"). The phone recognizer reads it as 1 in a phone number's shape.
"""

from __future__ import annotations

import re

_HINT = re.compile(r"[0-9][Ool]|[Ool][0-9]")
# a chunk: tokens of letters and digits joined by - / . ("1O/22/2024", "BHH-44O193", "2l9-44-O912")
_CHUNK = re.compile(r"[0-9A-Za-z]+(?:[-/.][0-9A-Za-z]+)*")
_TOKEN = re.compile(r"[0-9A-Za-z]+")
_PURE = re.compile(r"[0-9Ool]+")
_IN_PURE = re.compile(r"[Oo]|l(?=[0-9])")
_BETWEEN_DIGITS = re.compile(r"(?<=[0-9])[Ool](?=[0-9])")
_DIGIT = {"O": "0", "o": "0", "l": "1"}


def digits_restored(text: str) -> str:
    """``text`` with look-alike letters inside digit runs read as digits (see the module); offsets unchanged."""
    hint = _HINT.search(text)
    out: list[str] | None = None
    while hint is not None:
        chunk = _CHUNK.match(text, _chunk_start(text, hint.start()))
        assert chunk is not None  # (it holds the hint)
        for pos in _fixes(chunk.group(0)):
            if out is None:
                out = list(text)
            out[chunk.start() + pos] = _DIGIT[text[chunk.start() + pos]]
        hint = _HINT.search(text, chunk.end())
    return "".join(out) if out is not None else text


_ALNUM = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def _chunk_start(text: str, i: int) -> int:
    """Where the chunk (``_CHUNK``) holding ``text[i]`` starts: back over letters and digits, and over a joining
    ``-``, ``/`` or ``.`` with one before it."""
    while i > 0 and (text[i - 1] in _ALNUM or (text[i - 1] in "-/." and i > 1 and text[i - 2] in _ALNUM)):
        i -= 1
    return i


def _fixes(c: str) -> list[int]:
    """Offsets in the chunk ``c`` of the look-alike letters to read as digits."""
    chunk_digits = sum(ch.isdigit() for ch in c)
    found: list[int] = []
    for tok in _TOKEN.finditer(c):
        t = tok.group(0)
        digits = sum(ch.isdigit() for ch in t)
        if _PURE.fullmatch(t):
            fixes = list(_IN_PURE.finditer(t))
            looks = len(t) - digits
            # more real digits than look-alikes, or as many after a real digit or in a longer number: "2OO4",
            # "l5/4/1949", not a login "ol12"
            if not fixes or not (digits > looks or (digits == looks and (
                    t[0].isdigit() or chunk_digits - digits >= 2))) or (chunk_digits < 3 and len(t) < 3):
                continue
        elif digits >= 3:
            fixes = list(_BETWEEN_DIGITS.finditer(t))
        else:
            continue
        found.extend(tok.start() + m.start() for m in fixes)
    return found
