"""Hebrew's one-letter prepositions and conjunctions written onto a number: "ב-14/03/2025" (on), "מ3.3.2024" (from),
"ל-1-700-507-507" (to), "ו-08/2024" (and), "ה-20" (the). Hebrew writes ב, ל, מ, ה, ו, ש and כ as part
of the next word, with or without a hyphen (maqaf), so a date or a phone number there has a letter glued to its first
digit and no recognizer's word boundary holds. :func:`prefixes_detached` gives a same-length copy with those letters
(and their hyphen) read as spaces, so the number is found and its span is the span of the original text.

Only a run of one to three such letters that is a whole word (no letter of any script before it) and is followed by a
digit is read so: "ב-14/03", "שב26/08", not the code letters of "סע-2025-6617423" or "ת"א-25-1903".
"""

from __future__ import annotations

import re

_HEBREW = re.compile("[\u05d0-\u05ea]")
_PREFIX_ON_NUMBER = re.compile("(?<![\\w\"'\u05f3\u05f4.\\-\u05be])[\u05d1\u05d4\u05d5\u05db\u05dc\u05de\u05e9]{1,3}"
                               "[\\-\u05be]?(?=[0-9])")


def prefixes_detached(text: str) -> str:
    """``text`` with Hebrew prefix letters glued to a number read as spaces (see the module); offsets unchanged."""
    if text.isascii() or _HEBREW.search(text) is None:
        return text
    return _PREFIX_ON_NUMBER.sub(lambda m: " " * len(m.group(0)), text)
