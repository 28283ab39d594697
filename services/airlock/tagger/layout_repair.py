"""Text whose layout was lost on its way to the tagger, read as it was meant.

Three kinds of damage come from careless conversions (an e-mail body saved as text, an RTF letter opened raw, a PDF
form flattened to one line, a PDF letter's old line ends):

* **Markup left in the text** (``MRN:&nbsp;0049271863``, ``Brampton, ON&nbsp;L6X 2K9<br>``, ``\\par Re:\\tab
  Siobhán``): entities, HTML formatting tags and RTF control words read as the characters, spaces and line breaks
  they stand for.
* **Proper nouns hyphenated over a line end** ("Mar-\\ngaret", "Novem-\\nber 2024"): read as one word.
* **Fields glued together** (``MRNV000882341NameDESJARDINS, Marie-ClaudeDOB1971-Apr-02``): no label is followed
  by its value, and no value ends at a word boundary. A known form label gets a space on each glued side.

:func:`repaired` returns a copy with the repairs (``None`` for the many texts that need none); the detector reads
the copy in place of the text and maps its spans back with
:meth:`~airlock.tagger.recognizers.base.CorrectedCopy.all_in_text`.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import CorrectedCopy
from airlock.tagger.recognizers.prefilter import Prefilter

# a character entity (named or numeric) and the plain character it reads as; others read as a space
_ENTITY = r"&(?:nbsp|amp|lt|gt|quot|apos|#160|#xa0|#32|#39|#34);"
_ENTITY_CHAR = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&#39;": "'", "&#34;": '"'}
# HTML formatting tags (not arbitrary XML elements, which the structured recognizer reads); a break or block tag
# reads as a line break, an inline one as a space
_HTML_TAG = (r"</?(?:br|p|div|tr|li|h[1-6]|b|i|u|em|strong|span|font|td|th|small|big|sup|sub)"
             r"(?:\s[^<>\n]{0,200})?\s*/?>")
_HTML_BREAK = re.compile(r"</?(?:br|p|div|tr|li|h[1-6])\b", re.IGNORECASE)
# RTF control words (a letter run, an optional signed number, one optional space) and group braces; only read in
# a text that looks like RTF, since "\b" or "{" alone mean nothing elsewhere
_RTF_HINT = re.compile(r"\{\\rtf|\\par\b|\\tab\b")
_RTF_WORD = r"\\([a-z]{1,24})(?:-?\d{1,6})? ?|[{}]"


# form labels that a flattened form glues to its values. Capitals ("DOB", "MRN"): glued on the left to a value's
# end, on the right to a value's start. Labels ending in a number word ("Member ID", "Lab No") the same. Words
# ("Patient", "Name", "Phone"): only where their capital shows the join ("PatientOKAFOR", "JohannesFolder2198834")
_CAPS = (r"DOB|D\.O\.B\.?|MRN|NHS|SSN|NRIC|FIN|PHN|ULI|NPI|DEA|TIN|UHID|IPN|DOA|DOD|OHIP|CHI|NHI|IHI|"
         r"COLLECTED|RECEIVED|REPORTED|ADMITTED|DISCHARGED")
# (not "#": "Claim #12345" is written so, and "Unit #4" is an address)
_NUMBERED = (r"(?:Member|Patient|Emp|Employee|Subscriber|Policy|Claim|Group|Student|Staff|Case|Episode|Lab|Hosp|"
             r"Hospital|Membership|Account|Acc|Folder|Practice|Pr\.?|Reg|Ref|Record|Visit|Encounter|Specimen|"
             r"Accession|Medical Aid|Scheme|Provider|Licen[cs]e|Registration) ?(?:ID|No\.?|Number)")
_WORDS = (r"Patient|Name|Surname|Last|First|Forename|Given|Preferred|Address|Phone|Mobile|Tel|Fax|Contact|Medicare|"
          r"Folder|Sex|Gender|Age|Dependant|Member|Employee|Employer|Corporate|Prescriber|Relation|Resident|Email|"
          r"Postcode|Zip|Group")
# what continues a label in a format's own key names ("PatientName", "PatientBirthDate" in a DICOM dump, "NameSuffix"):
# no value follows
_KEY_TAIL = (r"(?!(?:Name|ID|Id|Birth|Age|Sex|Address|Size|Weight|Comments?|Position|Orientation|Telephone|Number|"
             r"Identity|Insurance|Relationship|Religious|Mother|State|Species|Breed|Type|Suffix|Prefix|Line|Info|Data|"
             r"Status|Class|List|Record|Code|Key|Group|Count|Date|Time)(?![a-z]))")
_LABEL = re.compile(
    rf"(?<=[a-z0-9.)])(?:{_NUMBERED}|{_CAPS})(?=[\s:#(/0-9]|[A-Z]{{1,4}}[0-9])"
    # after a capital only where an id's check letter ends ("S8123456DDOB:"): "IDEA " and "BRONCHI:" are words
    rf"|(?<=[0-9][A-Z])(?:{_NUMBERED}|{_CAPS})(?=[:0-9])"
    rf"|(?<![A-Za-z])(?:{_NUMBERED}|{_CAPS})(?=[0-9(]|[A-Z]{{1,4}}[0-9])"
    # (a word glued after a value's digits needs no value after it: "DOB1987/06/21Sex M")
    rf"|(?<=[0-9.)])(?:{_WORDS}){_KEY_TAIL}(?=[\sA-Z0-9(:#/])"
    # (not before a bracket after a lower-case letter: "getName()" is code)
    rf"|(?<=[a-z])(?:{_WORDS}){_KEY_TAIL}(?=[A-Z0-9:#/])"
    # (before capitals only: "PatientOKAFOR" is glued, "PatientSmart", "MemberLink", "MobileCare" are products)
    rf"|(?<![A-Za-z])(?:{_WORDS}){_KEY_TAIL}(?=[A-Z]{{2}}|[0-9(])"
)
_VALUE_START = re.compile(r"[0-9(]|[A-Z]")
_NOT_IN = re.compile(r"@|://|\\|www\.|\.(?:com|org|net|gov|edu|nhs|uk)\b", re.IGNORECASE)  # a URL, e-mail or path


def _token_around(text: str, a: int, b: int) -> str:
    """The run of non-space characters around ``a:b``, at most 80 either side (a 1 MiB run of glued fields has no
    space at all: each label walking to its ends was quadratic)."""
    lo, hi = max(0, a - 80), min(len(text), b + 80)
    while a > lo and not text[a - 1].isspace():
        a -= 1
    while b < hi and not text[b].isspace():
        b += 1
    return text[a:b]


# a proper noun hyphenated over an old line end ("Mar-\ngaret", "Auck-\nland 1023", "Novem-\nber 2024", "Mon-\nday"):
# the hyphen and the line break are read as nothing when the word before is capitalised and goes on in lower case
_HYPHEN_WRAP = r"(?<=[a-z])-[ \t]{0,3}\r?\n[ \t]{0,6}(?=[a-z]{2})"
_HYPHEN_WRAP_RE = re.compile(_HYPHEN_WRAP)
_WORD_BEFORE = re.compile(r"(?<![A-Za-z])[A-Z][a-z]{1,15}\Z")
_WORD_AFTER = re.compile(r"[a-z]{2,20}")


def _capitalised_before(text: str, a: int, b: int) -> bool:
    """The word before the hyphen at ``a`` is capitalised and, joined to the word after the line break at ``b``,
    makes one word: a known one ("Mar-garet", "Mon-day", "Cam-bridge"), or any when the rest alone is no common
    word ("Chiam-aka"); not a name and the next line's first word ("Dr Smith-\nfollow up")."""
    before = _WORD_BEFORE.search(text, max(0, a - 17), a)
    after = _WORD_AFTER.match(text, b)
    if before is None or after is None:
        return False
    lex = lexicons.get()
    head, rest = before.group(0).lower(), after.group(0)
    joined = head + rest
    if joined in lex.first or joined in lex.last or joined in lex.cities or lex.common.get(joined, 0.0) >= 3.0:
        return True
    return lex.common.get(rest, 0.0) < 3.5


def _repair(m: re.Match[str]) -> str:
    kind = m.lastgroup if m.lastgroup != "word" else "rtf"
    if kind == "hyphen":
        return "" if _capitalised_before(m.string, m.start(), m.end()) else m.group(0)
    if kind == "entity":
        return _ENTITY_CHAR.get(m.group(0).lower(), " ")
    if kind == "tag":
        return "\n" if _HTML_BREAK.match(m.group(0)) else " "
    if kind == "rtf":
        word = m.group("word")
        return "\n" if word in ("par", "line", "row") else "\t" if word in ("tab", "cell") else " "
    text, a, b = m.string, m.start(), m.end()
    if _NOT_IN.search(_token_around(text, a, b)):
        return m.group(0)  # a camel-cased web or e-mail address, not a form
    left = a > 0 and (text[a - 1].isalnum() or text[a - 1] in ".)")
    right = b < len(text) and _VALUE_START.match(text, b) is not None
    return (" " if left else "") + m.group(0) + (" " if right else "")


def _repairs(rtf: bool) -> re.Pattern[str]:
    rtf_words = "|(?P<rtf>" + _RTF_WORD.replace("([a-z]", "(?P<word>[a-z]") + ")" if rtf else ""
    return re.compile(rf"(?P<entity>(?i:{_ENTITY}))|(?P<tag>(?i:{_HTML_TAG})){rtf_words}|(?P<hyphen>{_HYPHEN_WRAP})"
                      rf"|(?P<label>{_LABEL.pattern})")


_REPAIRS, _REPAIRS_RTF = _repairs(False), _repairs(True)


_MARKUP = re.compile(rf"(?i:{_ENTITY}|{_HTML_TAG})")


# _LABEL with its neighbours consumed instead of looked around (Hyperscan drops lookarounds, and "DOB" alone is in
# every note): a superset of where _LABEL matches, for the prefilter
_LABEL_SCAN = re.compile(
    rf"[a-z0-9.)](?:{_NUMBERED}|{_CAPS})(?:[\s:#(/0-9]|[A-Z]{{1,4}}[0-9])"
    rf"|[0-9][A-Z](?:{_NUMBERED}|{_CAPS})[:0-9]"
    rf"|(?:^|[^A-Za-z])(?:{_NUMBERED}|{_CAPS})(?:[0-9(]|[A-Z]{{1,4}}[0-9])"
    rf"|[0-9.)](?:{_WORDS})[\sA-Z0-9(:#/]"
    rf"|[a-z](?:{_WORDS})[A-Z0-9:#/]"
    rf"|(?:^|[^A-Za-z])(?:{_WORDS})(?:[A-Z]{{2}}|[0-9(])"
)


_HYPHEN_SCAN = re.compile(r"[a-z]-[ \t]{0,3}\r?\n[ \t]{0,6}[a-z]{2}")  # _HYPHEN_WRAP, likewise


@functools.lru_cache(maxsize=1)
def _prefilter() -> Prefilter:
    return Prefilter([_LABEL_SCAN, _HYPHEN_SCAN])


def warm() -> None:
    """Compile (or load from the on-disk cache) the Hyperscan database of the glued-label and hyphen scans now,
    with the detector's, so that no service compiles it on its first request."""
    _prefilter()


def repaired(text: str) -> CorrectedCopy | None:
    """A copy of ``text`` with its markup read as spaces and line breaks, its proper nouns hyphenated over a line end
    read whole, and a space wherever a form label is glued to its neighbours (see the module), or ``None`` when there
    is nothing to repair."""
    rtf = "\\" in text and _RTF_HINT.search(text) is not None
    markup = ("&" in text or "<" in text) and _MARKUP.search(text) is not None
    if not rtf and not markup:
        # the label regex tries five lookbehind branches at every position (~0.2 ms a note): one Hyperscan scan
        # first answers for almost every note that no label is glued and no proper noun is hyphenated (~0.01 ms)
        hits = _prefilter().hits(text)
        wrapped = (hits is None or _HYPHEN_SCAN in hits) and any(
            _capitalised_before(text, m.start(), m.end()) for m in _HYPHEN_WRAP_RE.finditer(text))
        if not wrapped and not ((hits is None or _LABEL_SCAN in hits) and _LABEL.search(text) is not None):
            return None
    copy = CorrectedCopy(text, _REPAIRS_RTF if rtf else _REPAIRS, _repair)
    return copy if copy else None


def names_cut_at_labels(copy: CorrectedCopy, text: str, spans: list[Span]) -> list[Span]:
    """``spans`` (of ``text``, read from ``copy``) with every person's name ended where a repaired form label starts
    inside it: a name read on the copy runs on into the label set apart after it ("Thabiso Johannes Folder")."""
    starts = sorted(a for a, b in copy.corrected() if (m := _LABEL.match(text, a)) is not None and m.end() == b)
    if not starts:
        return spans
    out: list[Span] = []
    for s in spans:
        if s.label in PERSON_NAME_LABELS:
            k = bisect_right(starts, s.start)
            if k < len(starts) and starts[k] < s.end:
                end = len(text[: starts[k]].rstrip(" \t,;:"))
                if end <= s.start:
                    continue
                s = Span(s.start, end, s.label, s.source, s.score)
        out.append(s)
    return out
