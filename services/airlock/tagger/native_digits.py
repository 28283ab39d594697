"""Digits of other scripts read as ASCII digits: Arabic-Indic ("٠٧٩٥٨٨١٢٠٤"), Persian and Urdu ("۰۰۷۳۸۵۱۲۴۶"),
Devanagari ("११००५३"), Bengali ("১৪/০৯/২০২৩"), Gujarati, Tamil, Thai, Myanmar and every other decimal digit Unicode
knows. Records from Jordan, Iran, Pakistan, Afghanistan, India and Bangladesh write phone numbers, national ids and
dates in them, where no recognizer's ``[0-9]`` matches. :func:`ascii_digits` gives a same-length copy (each such
digit is one code point, read as its one ASCII digit), so a span found in the copy is a span of the original text.
"""

from __future__ import annotations

import re
import unicodedata

_NATIVE_DIGIT = re.compile(r"(?![0-9])\d")


def ascii_digits(text: str) -> str:
    """``text`` with every non-ASCII decimal digit replaced by its ASCII digit; offsets are unchanged."""
    if text.isascii():
        return text
    return _NATIVE_DIGIT.sub(lambda m: str(unicodedata.digit(m.group(0))), text)
