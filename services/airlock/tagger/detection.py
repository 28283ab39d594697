"""The tagger's detection entry point: rules + dictionaries + context (``fast``), plus Presidio's predefined
recognizers (``full``), plus the tenant's name vault; spans merged into a non-overlapping list.

    from airlock.tagger.detection import detect
    spans = detect(text, mode="fast", tenant="trust-a")

The default :class:`Detector` is a lazy process-wide singleton; recognizers are stateless after construction,
so ``detect`` is safe to call from many threads.
"""

from __future__ import annotations

import bisect
import re
import threading
from collections.abc import Callable
from typing import Literal

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.errors import AirlockError
from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.gate import DAY_ALONE
from airlock.tagger.hebrew_prefixes import prefixes_detached
from airlock.tagger.layout_repair import names_cut_at_labels, repaired
from airlock.tagger.layout_repair import warm as warm_layout_repair
from airlock.tagger.lookalikes import digits_restored
from airlock.tagger.merge import merge_spans
from airlock.tagger.name_vault import NameVault, default_vault
from airlock.tagger.native_digits import ascii_digits
from airlock.tagger.place_segments import place_segments
from airlock.tagger.recognizers.base import Coverage, Doc, Recognizer, SpanIndex, TakenSpans
from airlock.tagger.recognizers.names import BLOCK as NAME_RUN_STOPS
from airlock.tagger.recognizers.prefilter import Prefilter
from airlock.tagger.registry import Registry

Mode = Literal["fast", "full"]
MAX_CHARS = 5_000_000  # larger documents are refused (the caller routes them `local`)


class DetectionError(AirlockError):
    """Detection could not run (the message is PHI-free)."""


class Detector:
    """Recognizers of one registry, instantiated once per tenant configuration."""

    def __init__(self, registry: Registry | None = None, *, vault: NameVault | None = None,
                 residual_only: bool = False) -> None:
        self.registry = registry or Registry.load()
        self.vault = vault if vault is not None else default_vault()
        self.residual_only = residual_only
        self._by_tenant: dict[str, list[Recognizer]] = {}
        self._prefilters: dict[str, Prefilter] = {}
        self._lock = threading.Lock()

    def _key(self, tenant: str | None) -> str:
        return self.registry.tenant(tenant) and (tenant if tenant in self.registry.tenants else "default")

    def recognizers(self, tenant: str | None = None) -> list[Recognizer]:
        key = self._key(tenant)
        recs = self._by_tenant.get(key)
        if recs is None:
            with self._lock:
                recs = self._by_tenant.get(key)
                if recs is None:
                    specs = self.registry.specs_for(key, residual_only=self.residual_only)
                    recs = [s.load() for s in specs]
                    # built before the recognizers are published, so a reader never sees one without the other
                    self._prefilters[key] = Prefilter((rx for r in recs for rx in r.regexes()),
                                                      unwindowed=(rx for r in recs for rx in r.unwindowed()))
                    self._by_tenant[key] = recs
        return recs

    def prefilter(self, tenant: str | None = None) -> Prefilter:
        self.recognizers(tenant)
        return self._prefilters[self._key(tenant)]

    def detect(self, text: str, *, mode: Mode = "fast", tenant: str | None = None) -> list[Span]:
        if not isinstance(text, str):
            raise DetectionError("detect() needs a str")
        if mode not in ("fast", "full"):
            raise DetectionError(f"unknown mode {mode!r}")
        if len(text) > MAX_CHARS:
            raise DetectionError(f"document of {len(text)} characters exceeds the {MAX_CHARS} limit")
        if not text:
            return []
        text = file_name_parts(digits_restored(unemphasised(prefixes_detached(ascii_digits(text)))))
        copy = repaired(text)
        if copy is not None:  # markup left in, or a flattened form: read the repaired copy, map its spans back
            return merge_spans(names_cut_at_labels(copy, text, copy.all_in_text(self._detect(copy.text, mode, tenant))),
                               text)
        return self._detect(text, mode, tenant)

    def _detect(self, text: str, mode: Mode, tenant: str | None) -> list[Span]:
        recognizers = self.recognizers(tenant)
        doc = Doc(text).use_prefilter(self._prefilters[self._key(tenant)])
        spans: list[Span] = []
        for r in recognizers:
            spans.extend(r.analyze(doc))
        syntax = doc.meta.get("syntax")
        if syntax:
            spans = _outside_syntax(spans, syntax)
        markup = doc.meta.get("markup")
        if markup:
            spans = _off_markup(spans, markup)
        if not self.residual_only:
            spans.extend(self.vault.find(text, tenant))
        if mode == "full":
            from airlock.tagger.presidio_layer import presidio_spans

            spans.extend(presidio_spans(text))
        spans = place_segments(text, spans)
        if not self.residual_only:
            spans.extend(propagate(text, spans))
            spans.extend(listed_ids(text, spans))
            merged = merge_spans(spans, text)
            extra = (propagate_values(text, merged) + record_numbers_after_names(text, merged)
                     + phones_after_names(text, merged) + quoted_nicknames(text, merged) + joined_names(text, merged)
                     + bracketed_given_names(text, merged) + streets_after_facilities(text, merged))
            return merge_spans(merged + extra, text) if extra else merged
        return merge_spans(spans, text)


# markdown emphasis, as text pasted into a chat tool carries it ("**MRN:** 00451873", "__DOB:__ 1/2/50",
# "*Attending:* Dr Lee"): a pair of markers around 1-80 characters of one line that neither start nor end with a space
_EMPHASIS = re.compile(r"(?<![*_\w])(\*{1,3}|_{2,3})(?=[^\s*_])[^\n*]{1,80}?(?<=[^\s*_])\1(?![*_\w])")
_MARKER = re.compile(r"^[*_]+|[*_]+$")


def unemphasised(text: str) -> str:
    """``text`` with its markdown emphasis markers read as spaces: they stand between a label and its value ("**MRN:**
    00451873") where no recognizer expects them. Offsets are unchanged, so spans found in the result are spans of
    ``text``."""
    if "*" not in text and "__" not in text:
        return text
    return _EMPHASIS.sub(lambda m: _MARKER.sub(lambda k: " " * len(k.group(0)), m.group(0)), text)


# a file name whose parts are joined by underscores ("HUSSAIN_T_L4518730_20230814.pdf", "scan_MRN00451873.pdf"):
# the underscore is a word character, so no part would have a boundary (bounded, so a long run stays linear; not in a
# URL's or a folder's path, which the URL recognizer reads whole)
_FILE_NAME = re.compile(r"(?<![\w\-./\\=?&%])[\w\-]{1,60}_[\w\-.]{1,80}\.(?i:pdf|xml|jpe?g|png|gif|tiff?|dcm|docx?|txt|csv|"
                        r"xlsx?|hl7|json|zip|rtf|mp4|wav|heic)(?![\w])")


def file_name_parts(text: str) -> str:
    """``text`` with the underscores inside file names read as spaces, so that the names, numbers and dates the
    parts hold are found. Offsets are unchanged."""
    if "_" not in text or "." not in text:
        return text
    return _FILE_NAME.sub(lambda m: m.group(0).replace("_", " "), text)


def _outside_syntax(spans: list[Span], syntax: list[tuple[int, int]]) -> list[Span]:
    """Spans except those lying wholly in a record's own syntax (an HL7 segment id, a JSON key, a header cell:
    see :class:`~airlock.tagger.recognizers.structured.StructuredRecordRecognizer`)."""
    syntax = sorted(syntax)
    starts = [a for a, _ in syntax]
    out = []
    for s in spans:
        k = bisect.bisect_right(starts, s.start) - 1
        if k >= 0 and s.end <= syntax[k][1] and not s.source.startswith("structured"):
            continue
        out.append(s)
    return out


def _off_markup(spans: list[Span], markup: list[tuple[int, int]]) -> list[Span]:
    """Spans except those reaching into an XML tag ("Line1>77 Bowdoin St Apt 3</AddressLine1>": an address read
    across the tags); the structured recognizer reads the element's text on its own."""
    markup = sorted(markup)
    starts = [a for a, _ in markup]
    out = []
    for s in spans:
        k = bisect.bisect_left(starts, s.end) - 1  # the last tag starting before the span ends
        if k >= 0 and markup[k][1] > s.start and not s.source.startswith("structured"):
            continue
        out.append(s)
    return out


PROPAGATE_LABELS = frozenset({"CITY", "COUNTY", "FACILITY", "STREET_ADDRESS"})
# identifiers found once through their label ("Subject 101-004:") are tagged at their other mentions too
ID_LABELS = frozenset({"MRN", "SUBJECT_ID", "OTHER_ID", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "LICENSE_NUMBER",
                       "DEVICE_ID", "VEHICLE_ID", "BIOMETRIC_ID", "SITE_ID", "PROTOCOL_ID", "COMPOUND_CODE"})


def propagate(text: str, spans: list[Span]) -> list[Span]:
    """Other mentions of a place found once in the document ("… Port Charlotte, W8F 0AX" … "the Port
    Charlotte heart failure team"): exact surface, word boundaries, capitalised values of 4+ characters."""
    values: dict[str, str] = {}
    for s in spans:
        if s.label in PROPAGATE_LABELS and s.score >= 0.7:
            v = text[s.start : s.end]
            if len(v) >= 4 and v[0].isupper() and "\n" not in v:
                values.setdefault(v, s.label)
        elif s.label in ID_LABELS and s.score >= 0.75:
            v = text[s.start : s.end]
            if len(v) >= 4 and sum(c.isdigit() for c in v) >= (2 if s.label == "COMPOUND_CODE" else 3) and "\n" not in v:
                values.setdefault(v, s.label)
    if not values:
        return []
    # every occurrence of every value on word boundaries, then leftmost-longest without overlaps (what one
    # longest-first alternation would find), with str.find: no regex compiled per document
    hits: list[tuple[int, int, str]] = []
    for v in values:
        pos = text.find(v)
        while pos >= 0:
            end = pos + len(v)
            if (pos == 0 or not _is_word(text[pos - 1])) and (end == len(text) or not _is_word(text[end])) and not (
                    _hyphen_joined(text, pos, end)):
                hits.append((pos, -end, v))
            pos = text.find(v, pos + 1)
    out: list[Span] = []
    last = -1
    for pos, neg_end, v in sorted(hits):
        if pos >= last:
            out.append(Span(pos, -neg_end, values[v], "propagated", 0.6))
            last = -neg_end
    return out


def _hyphen_joined(text: str, pos: int, end: int) -> bool:
    """A value inside a hyphenated word: "Cluj" in "Cluj-Napoca", "Napoca" in "Cluj-Napoca" (round 47)."""
    return (text[end : end + 1] == "-" and text[end + 1 : end + 2].isalpha()) or (
        pos >= 2 and text[pos - 1] == "-" and text[pos - 2].isalpha())


# the next item of a list of identifiers after one found through its cue ("Accts 3310457720, 3310461189",
# "MRN 0041872 / 0041873"): a separator, then a value of the same shape
# (a pair's side may stand before each item: "Serial R 2214X0917, L 2214X0921", "right 88341207 left 88341299")
_LIST_SIDE = r"(?:[RL]|(?i:right|left|rt|lt))[ \t:]{1,2}"
_LIST_NEXT = re.compile(rf"[ \t]{{0,2}}(?:(?:[,;/&+]|and|or|to)[ \t]{{0,2}}(?:{_LIST_SIDE})?|[ \t]{{0,2}}{_LIST_SIDE})"
                        r"(?:#[ \t]?)?(?P<v>[A-Za-z0-9][A-Za-z0-9\-]{3,30})(?![A-Za-z0-9\-]|[/.:][0-9])")
_LIST_LABELS = ID_LABELS - {"PROTOCOL_ID", "COMPOUND_CODE", "SITE_ID"}
_SHAPE = str.maketrans("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                       "9" * 10 + "a" * 26 + "A" * 26)
_LETTER_RUN = re.compile(r"[Aa]+")


def _loose_shape(value: str) -> str:
    """Digits and dashes in their places, each run of letters as one letter of its case: a lab's accessions of two
    kinds ("CMA26-00417 / KT26-00219") have one shape."""
    return _LETTER_RUN.sub(lambda m: m.group(0)[0], value.translate(_SHAPE))


def listed_ids(text: str, spans: list[Span]) -> list[Span]:
    """Identifiers listed after one found with a cue: each next item of the same shape (digits, letters and
    dashes in the same places, 5+ characters, 4+ digits) gets the found one's label."""
    out: list[Span] = []
    for s in spans:
        if s.label not in _LIST_LABELS or s.score < 0.75 or s.end - s.start < 5:
            continue
        v = text[s.start : s.end]
        if sum(c.isdigit() for c in v) < 4:
            continue
        shape = _loose_shape(v)
        end = s.end
        for _ in range(20):  # (a bounded list)
            m = _LIST_NEXT.match(text, end)
            if m is None or m.group("v") == v or _loose_shape(m.group("v")) != shape:
                break
            if "to" in text[end : m.start("v")] and not any(c.isalpha() for c in v):
                # (round 56: "to" joins codes with letters, "C24-006613-1 to C24-006613-6"; not a range of counts,
                # "150000 to 400000")
                break
            out.append(Span(m.start("v"), m.end("v"), s.label, "listed_id", 0.7))
            end = m.end("v")
    return out


# a record number right after a listed person's name in a table row or a handover list ("SANTIAGO-PERALTA,
# MIGUEL A  7720415", "Mrs Aileen DUNMORE, 94, K0874412.", "Lopes, Arnaldo   #42199081"): a middle initial, an age
# and sex may stand between
# (round 56: or in brackets, maybe after the bed: "Marcel Tshimanga (C3310087)", "Mrs Ewa Lisowska bed 9 (W1203367)")
_NUMBER_AFTER_NAME = re.compile(r"(?:[ \t][A-Z]\.?)?,?[ \t]{1,6}"
                                r"(?:(?i:bed|bay)[ \t]{1,2}[0-9]{1,2}[A-Z]?[ \t]{1,2}(?=\())?"
                                r"(?:(?P<age>[0-9]{1,3})[ \t]?[MFmf]?,?[ \t]{1,4})?"
                                r"(?:\#|(?P<paren>\()(?=[A-Z]))?(?P<v>[A-Z]?[0-9]{6,10})"
                                # (in brackets only with a letter before the digits, not a count, a dose or a disease's
                                # catalogue number: "Jonas Pereira (1500000) cells/kg", "Costello (218040)")
                                r"(?(paren)\)(?![ \t]{0,2}(?i:cells|iu|units?|mg|mcg|ml|copies)(?![a-z])))"
                                r"(?![\w/\-]|[.,:][0-9])")


# round 42: the VA's "last-four", the surname's initial and four digits of the SSN in brackets after the name
# ("WASHINGTON, CLARENCE E (W4417)", "Pt: FERRANTE, SALVATORE (F6621)")
_LAST_FOUR_AFTER_NAME = re.compile(r"[ \t]{0,2}\((?P<v>[A-Z](?!19[0-9]{2}|20[0-9]{2})[0-9]{4})\)")  # (not a year: "(W2024)")


def record_numbers_after_names(text: str, spans: list[Span]) -> list[Span]:
    """Record numbers in the column after a person's name (``_NUMBER_AFTER_NAME``), as an MRN, unless a span
    (a phone, a date, another identifier) already holds them; an age over 89 between them as that age."""
    out: list[Span] = []
    taken = SpanIndex(sorted(spans))
    for s in spans:
        if s.label not in PERSON_NAME_LABELS:
            continue
        m = _NUMBER_AFTER_NAME.match(text, s.end)
        if m is None:
            l4 = _LAST_FOUR_AFTER_NAME.match(text, s.end)
            if l4 is not None and not taken.hits_between(*l4.span("v")):
                # the surname's initial: a word of the name, or of a name just before it on its line ("WASHINGTON,
                # CLARENCE E" may be read as two names)
                lead = text[max(s.start - 30, text.rfind("\n", max(0, s.start - 30), s.start) + 1) : s.end]
                if any(w[:1] == l4.group("v")[0] for w in re.split(r"[\s,]+", lead) if len(w) > 1):
                    out.append(Span(*l4.span("v"), "OTHER_ID", "record_after_name", 0.7))
            continue
        a, b = m.span("v")
        if taken.hits_between(a, b):
            continue
        out.append(Span(a, b, "MRN", "record_after_name", 0.7))
        if m.group("age") and 90 <= int(m.group("age")) <= 120:
            out.append(Span(m.start("age"), m.end("age"), "AGE_OVER_89", "record_after_name", 0.7))
    return out


# round 56: a street named without its number after a place of care and a comma, ending its clause ("Lister Pharmacy,
# Lumb Lane.", "Leeds General Infirmary, Great George Street", "supervised at Boots, Darwen Street.")
_STREET_AFTER_FACILITY = re.compile(
    r",[ \t]{1,2}(?P<v>(?:[A-Z][a-z'’\-]{2,24}[ \t]){1,2}(?:Street|Road|Lane|Avenue|Gate|Row|Way|Place|Square|"
    r"Terrace|Crescent|Drive|Close|Parade|Walk|(?:St|Rd|Ln|Ave)\.?))(?![A-Za-z])"
    r"(?=[ \t]*(?:[.,;:()\n]|$))")  # (ending its clause: not "Héma-Québec, Mobile Blood Drive at her workplace")


def streets_after_facilities(text: str, spans: list[Span]) -> list[Span]:
    """The street a place of care stands in, named without a number right after it (``_STREET_AFTER_FACILITY``)."""
    out: list[Span] = []
    for s in spans:
        if s.label == "FACILITY" and text.startswith(",", s.end) and (m := _STREET_AFTER_FACILITY.match(text, s.end)):
            out.append(Span(*m.span("v"), "STREET_ADDRESS", "street_after_facility", 0.72))
    return out


# round 33: a number in digit groups right after a person's name, as a contact list gives it ("grandson Marcus Lee
# Jun Hao (9177 2308)", "Mr Ganesan s/o Muthu, 9123-4417", "daughter Ms Wong Mei Ling 9123 4 567"): 8-12 digits,
# ending the clause
_PHONE_AFTER_NAME = re.compile(r"(?:,[ \t]{1,2}|[ \t]{1,2}\(?)(?P<v>\+?\d{2,5}(?:[ \-]\d{1,5}){1,3})"
                               r"(?=\)|[ \t]{0,2}(?:[,.;|\n]|$))")


def _readings(value: str) -> bool:
    """Clock times, weights or readings after a name, not a phone: two clock times ("0800-2000", "0930 1430"), three
    groups of four digits ("3450 3400 3380"), or four groups ("140 90 72 98")."""
    groups = re.split(r"[ \-]", value.lstrip("+"))
    times = [g for g in groups if len(g) == 4 and int(g[:2]) < 24 and int(g[2:]) < 60]
    return len(times) >= 2 or len(groups) >= 4 or (len(groups) == 3 and all(len(g) == 4 for g in groups))


def phones_after_names(text: str, spans: list[Span]) -> list[Span]:
    """Phone numbers right after a person's name (``_PHONE_AFTER_NAME``), unless a span already holds them."""
    out: list[Span] = []
    taken = SpanIndex(sorted(spans))  # (by bisection: a long text holds thousands of names)
    for s in spans:
        if s.label not in PERSON_NAME_LABELS:
            continue
        m = _PHONE_AFTER_NAME.match(text, s.end)
        if m is None or not 8 <= sum(c.isdigit() for c in m.group("v")) <= 12 or _readings(m.group("v")):
            continue
        a, b = m.span("v")
        if not taken.hits_between(a, b):
            out.append(Span(a, b, "PHONE", "phone_after_name", 0.65))
    return out


# round 33: a name joined to its father's by a connector, as Malaysian, Singaporean, Indian and Arab names are
# written ("Ravichandran s/o Muthusamy", "Nurul Huda binte Rahmat", "Salim bin Hamad bin Said Al-Farsi"): one
# person, where two names were read (a link's word may stand between two connectors: "bin Said")
# (not "A/P", a note's assessment and plan; no title as the link's word: "Dr Lee a/p Dr Wong")
_CONNECTOR = r"(?:s/o|d/o|w/o|a/l|a/p|S/O|D/O|bin|binti|binte|bte|ibn|bint|BIN|BINTI|BINTE)"
_PATRONYMIC_GAP = re.compile(rf"[ \t]{{1,2}}{_CONNECTOR}(?:[ \t]{{1,2}}(?!(?:Dr|Mr|Mrs|Ms|Prof|Dr\.)(?![\w]))[A-Z][\w'’\-]{{1,20}}"
                             rf"(?:[ \t]{{1,2}}{_CONNECTOR})?)?[ \t]{{1,2}}(?!(?:Dr|Mr|Mrs|Ms|Prof)(?![a-z]))")
# a given name written short before the rest of the name ("Md. Rafiqul Islam", "Mohd. Faizal", "Ma. Cristina"; not
# "MD." or "MA.", a degree after the name before)
_SHORT_GIVEN_BEFORE = re.compile(r"(?<![A-Za-z])(?:Md|Mohd|MOHD|Muhd|MUHD|Ma)\.[ \t]{1,2}\Z")
_SHORT_GIVEN = frozenset({"md", "mohd", "muhd", "ma", "wm", "chas", "thos", "jas", "geo"})
_TITLE_BEFORE = re.compile(r"(?<![A-Za-z])(?:Dr|Mr|Mrs|Ms|Prof|Dr\.)[ \t]{1,2}\Z")


def joined_names(text: str, spans: list[Span]) -> list[Span]:
    """One span for a person's name read as two around a patronymic connector (``_PATRONYMIC_GAP``) or a given name
    written short ("DELA CRUZ, MA. CRISTINA SANTOS"), and for the short given name before a name
    (``_SHORT_GIVEN_BEFORE``); each scores above the parts it covers."""
    out: list[Span] = []
    for i, s in enumerate(spans):
        if s.label not in PERSON_NAME_LABELS:
            continue
        m = _SHORT_GIVEN_BEFORE.search(text, max(0, s.start - 8), s.start)
        # (not after a title: "Dr Ma. Lee" is Dr Ma and Lee)
        start = m.start() if m and not _TITLE_BEFORE.search(text, max(0, m.start() - 6), m.start()) and not any(
            o.start < s.start and m.start() < o.end for o in spans[max(0, i - 1) : i]) else s.start
        if i + 1 < len(spans) and spans[i + 1].label in PERSON_NAME_LABELS:
            nxt = spans[i + 1]
            gap = text[s.end : nxt.start]
            last = text[s.start : s.end].split()[-1].split(",")[-1]
            # (a short given name ends a surname-first name: "DELA CRUZ, MA. CRISTINA", not "Dr Tan Wei Ma. Lim")
            if _PATRONYMIC_GAP.fullmatch(gap) or (gap in (". ", ".  ") and last.lower() in _SHORT_GIVEN
                                                   and "," in text[s.start : s.end]):
                out.append(Span(start, nxt.end, s.label, "joined_name", max(s.score, nxt.score) + 0.01))
                continue
        if start < s.start:
            out.append(Span(start, s.end, s.label, "joined_name", s.score + 0.01))
        sur = _surname_after_nickname(text, spans, i)
        if sur is not None:
            out.append(Span(sur[0], sur[1], s.label, "joined_name", s.score))
    return out


# round 37: the surname after a nickname in brackets ("Bridget (Bridie) Ní Fhloinn", "Albert (Bert) O'Flynn"),
# which ends the name run at the bracket
_SURNAME_AFTER_NICKNAME = re.compile(
    r"\)[ \t]{1,2}(?P<s>(?:(?:Ní|Nic|Mac|Mc|Ó|Ui|Uí|van|Van|von|de|De|del|Del|da|Da|di|Di|le|Le|la|La|al|Al|el|El|bin|"
    r"binti)[ \t])?(?:[A-Z][A-Za-zÀ-ÖØ-öø-ÿ'’\-]{1,30}|[A-Z][A-Z'’\-]{1,30}))(?![\w'’\-])")


def _surname_after_nickname(text: str, spans: list[Span], i: int) -> tuple[int, int] | None:
    if i + 1 >= len(spans) or spans[i + 1].label not in PERSON_NAME_LABELS:
        return None
    nick = spans[i + 1]
    if text[spans[i].end : nick.start] not in (" (", "  (", ' ("', " (“") or text[nick.end : nick.end + 1] not in (")", '"', "”"):
        return None
    m = _SURNAME_AFTER_NICKNAME.match(text, nick.end + (1 if text[nick.end] != ")" else 0))
    if m is None or (i + 2 < len(spans) and spans[i + 2].start < m.end("s")):
        return None
    word = m.group("s").split()[-1].lower()
    if word.upper() in ("MRN", "DOB", "NHS", "NHI", "DOD") or _common(word) and lexicons.get().last.get(word, 10**9) > 5000:
        return None  # ("Bridget (Bridie) MRN ...", "Ann (Nan) Was"): a label or a word, not a surname
    return m.start("s"), m.end("s")


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"




def _common(word: str, zipf: float = 4.0) -> bool:
    from airlock.tagger import lexicons

    return lexicons.get().common.get(word.lower(), 0.0) >= zipf


_WS_CHARS = "\t\n\r\x0b\x0c\u00a0"


def _to_spaces(s: str) -> str:
    """``s`` with each of ``_WS_CHARS`` replaced by a space (a few ``str.replace`` calls run in C; a
    ``str.translate`` table costs a lookup per character of a non-ASCII text, ~25 µs per 1 KB note)."""
    for c in _WS_CHARS:
        if c in s:
            s = s.replace(c, " ")
    return s


def propagate_values(text: str, spans: list[Span]) -> list[Span]:
    """Consistency pass: every other occurrence of a detected value (case-insensitive, any single whitespace
    character between words, on word boundaries) gets the same label, so the hard gate (which checks exactly
    this) does not stop the record for a second mention the recognizers missed. Values of one or two
    characters are only propagated for Safe Harbor labels and with their exact case (initials). Plain
    substring search on a same-length folded copy: no regex compiled per document."""
    from airlock.core.categories import SAFE_HARBOR_LABELS

    low = text.lower()
    if len(low) != len(text):  # characters that lower-case to two ("İ"): keep offsets aligned
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    lowsp = _to_spaces(low)
    textsp = _to_spaces(text)
    covered = Coverage(len(text), spans)
    seen: set[str] = set()
    out: list[Span] = []
    n = len(text)
    multi_ws = "  " in lowsp
    compact: tuple[str, str, Callable[[int], int]] | None = None
    for s in spans:
        parts = text[s.start : s.end].split()
        compact_len = sum(len(p) for p in parts)
        if not parts or (compact_len <= 2 and s.label not in SAFE_HARBOR_LABELS) or compact_len > 200:
            continue
        if s.label == "AGE_OVER_89" and text[s.start : s.end].isdigit():
            continue  # (round 70: a number is an age by its words only: "Yaş: 94" makes no other "94" of the note one, a
            # pulse or a saturation, "SpO2 94%")
        if s.label == "DATE" and DAY_ALONE.fullmatch(text, s.start, s.end):
            continue  # a day listed before its month ("on 12, 13 & 14 March"): not every other "13" of the note
        if compact_len == 1:
            continue  # a middle initial read alone ("...^INGRID^M^^^MD"): every other "M" in the note is not it
        short = compact_len <= 2
        needle = " ".join(parts) if short else " ".join(parts).lower()
        if len(parts) == 1 and (s.label in PERSON_NAME_LABELS and _common(needle)
                                or s.label == "DATE" and needle.isalpha() and _common(needle, 3.0)):
            # a one-word name or feast that is also a common word ("Hope", "Will", "Lent") is spread only in
            # its own case, and not at all when the name recognizer found it again word by word (it checked
            # each mention: "Hope is happy", not "Hope to discharge")
            if s.source.endswith(".propagated"):
                continue
            short = True
            needle = parts[0]
        if needle in seen:
            continue
        seen.add(needle)
        hay = textsp if short else lowsp
        first_w = needle[0].isalnum()
        last_w = needle[-1].isalnum()
        # the value as written and, for several words, glued together ("JNJ 839" / "JNJ839"); with runs of
        # whitespace in the document, any whitespace between the words
        if len(parts) > 1 and multi_ws:
            # any whitespace (or none) between the words: search the whitespace-free copy, map back
            if compact is None:
                compact = _compact(textsp, lowsp)
            ctext, clow, to_text = compact
            chay = ctext if short else clow
            cndl = needle.replace(" ", "")
            found = []
            pos = chay.find(cndl)
            while pos >= 0:
                found.append((to_text(pos), to_text(pos + len(cndl) - 1) + 1))
                pos = chay.find(cndl, pos + 1)
        else:
            found = []
            for ndl in (needle, needle.replace(" ", "")) if len(parts) > 1 else (needle,):
                pos = hay.find(ndl)
                while pos >= 0:
                    found.append((pos, pos + len(ndl)))
                    pos = hay.find(ndl, pos + 1)
        for a, b in found:
            if first_w and a > 0 and (hay[a - 1].isalnum() or hay[a - 1] == "_"):
                continue
            if last_w and b < n and (hay[b].isalnum() or hay[b] == "_"):
                continue
            if covered.hits(a, b):
                continue
            out.append(Span(a, b, s.label, "value", 0.55))
            covered.add(a, b)
    return out


def _compact(textsp: str, lowsp: str) -> tuple[str, str, Callable[[int], int]]:
    """Whitespace-free copies of the (space-normalised) text and its lower-case form, and a function from
    their offsets to offsets in the text (through the runs of non-space characters)."""
    runs = [m.span() for m in _NONSPACE.finditer(textsp)]
    starts: list[int] = []  # compact offset where each run begins
    n = 0
    for a, b in runs:
        starts.append(n)
        n += b - a

    def to_text(i: int) -> int:
        k = bisect.bisect_right(starts, i) - 1
        return runs[k][0] + i - starts[k]

    # str.split() splits at exactly the characters re's "\s" matches (str.isspace), and lower-casing never
    # changes whether a character is whitespace, so these are the runs above, joined
    return "".join(textsp.split()), "".join(lowsp.split()), to_text


_NONSPACE = re.compile(r"\S+")


_default: Detector | None = None
_residual: Detector | None = None
_init_lock = threading.Lock()


def default_detector() -> Detector:
    global _default
    if _default is None:
        with _init_lock:
            if _default is None:
                _default = Detector()
                warm_layout_repair()  # (its Hyperscan database with the detector's, not on a first request)
    return _default


def residual_detector() -> Detector:
    """High-precision recognizers only (registry entries with ``residual: true``), no vault."""
    global _residual
    if _residual is None:
        with _init_lock:
            if _residual is None:
                _residual = Detector(residual_only=True)
    return _residual


def detect(text: str, *, mode: Mode = "fast", tenant: str | None = None) -> list[Span]:
    """Merged, non-overlapping spans sorted by start."""
    return default_detector().detect(text, mode=mode, tenant=tenant)


# a nickname in quotes right after a person's name ('ZAMORA-BLEVINS, KRISTOPHER "KRIS"', 'roommate JAVIER ("JJ")')
# or after a contact tracer's partner label or "calls" ('P1 "RJ"', 'Partner 1: "SHAY" LNU', 'a man he calls "Sully"')
_NICK = r"[\"“](?P<v>[A-Za-z][A-Za-z'’\-]{0,13}|(?:[A-Z]\.){1,3})[\"”]"
_NICK_AFTER_NAME = re.compile(rf"[ \t]{{0,2}}\(?[ \t]{{0,2}}{_NICK}")
_GIVEN_NICK_BEFORE = re.compile(r"(?<![\w'’])(?P<g>[A-Z][a-z'’\-]{1,20})[ \t]{1,2}[\"“](?P<v>[A-Z][a-z'’\-]{1,15})[\"”]"
                                r"[ \t]{1,2}\Z")
_NICK_AFTER_LABEL = re.compile(
    rf"(?<![A-Za-z])(?:P[1-9]|(?i:partner|contact)[ \t]?[1-9]?|(?i:(?:he|she|they|pt|patient)[ \t]calls)|(?i:pt|patient)(?=[ \t]{{0,2}}:))"
    rf"[ \t]{{0,2}}:?[ \t]{{0,2}}{_NICK}")


def quoted_nicknames(text: str, spans: list[Span]) -> list[Span]:
    """Nicknames in quotes after a person's name (with that person's label) or after a partner or contact label
    (a patient's name): initials, a short capitalised or lower-case word that is rare in English."""
    if '"' not in text and "“" not in text:
        return []
    out: list[Span] = []
    hits = [(s.label, _NICK_AFTER_NAME.match(text, s.end)) for s in spans if s.label in PERSON_NAME_LABELS]
    hits += [("PATIENT_NAME", m) for m in _NICK_AFTER_LABEL.finditer(text)]
    first = lexicons.get().first
    taken = TakenSpans(spans, out)  # (an index: a scan of every span per quoted word made 1 MiB of them quadratic)
    for s in spans:
        # a given name and a nickname in quotes before the surname found: 'Margaret "Peg" O'Rourke'
        g = _GIVEN_NICK_BEFORE.search(text, max(0, s.start - 50), s.start) if s.label in PERSON_NAME_LABELS else None
        if g is not None and first.get(g.group("g").lower(), 10**9) <= 5000 and not taken.overlaps(g.start(), s.start):
            out.append(Span(g.start("g"), g.end("g"), s.label, "quoted_nickname", 0.7))
            hits.append((s.label, g))
    for label, m in hits:
        if m is None:
            continue
        a, b = m.span("v")
        if taken.overlaps(a, b) or not _nickname_like(m.group("v")):
            continue
        out.append(Span(a, b, label, "quoted_nickname", 0.7))
    return out


# round 43: a given name in brackets after a person's name or nickname, the name the nickname stands for ("husband
# Chuy (Jesús)", "wife chayo (rosario)", 'son "papo" (eusebio jr)')
_GIVEN_IN_BRACKETS_AFTER = re.compile(r"[\"”]?[ \t]{0,2}\((?P<v>[A-Za-zÀ-ÿ][a-zà-ÿ'’\-]{2,20}(?:[ \t](?:jr|sr|Jr|Sr)\.?)?)\)")


# a relation in another language or a role, in brackets after a name ("Marc (fils)", "Rosa (hija)", "Jane Smith
# (aide)"), is no given name (the English relations and roles end a name's run: ``NAME_RUN_STOPS``)
_NOT_GIVEN_IN_BRACKETS = frozenset(
    "fils fille père pere mère mere frère frere soeur sœur époux epoux épouse epouse oncle tante cousin cousine "
    "hijo hija padre madre esposo esposa hermano hermana abuelo abuela tio tío tia tía primo prima nieto nieta "
    "suegro suegra mamá mama papá papa mami papi aide carer sitter interpreter volunteer chaplain tech "
    # round 46: hospital operations' roles ("Tariq (porter)", "D. Nowak (security)")
    "porter porters security guard driver cleaner housekeeper housekeeping "
    # round 50: Swedish grandparents ("Siranush (mormor) f. 1931")
    "mormor morfar farmor farfar".split())


def bracketed_given_names(text: str, spans: list[Span]) -> list[Span]:
    """The given name in brackets after a found person's name, with that person's label: a listed given name that is
    no common English word nor a role or relation ("(Mom)", "(son)", "(nurse)", "(aide)", "(Will)", "(Cardiology)"
    are not)."""
    if "(" not in text:
        return []
    lex = lexicons.get()
    out: list[Span] = []
    taken = TakenSpans(spans, out)
    for s in spans:
        if s.label not in PERSON_NAME_LABELS or (m := _GIVEN_IN_BRACKETS_AFTER.match(text, s.end)) is None:
            continue
        key = m.group("v").split()[0].lower()
        a, b = m.span("v")
        if lex.first.get(key, 10**9) <= 3000 and lex.common.get(key, 0.0) < 4.0 and (
                key not in _NOT_GIVEN_IN_BRACKETS) and key not in NAME_RUN_STOPS and not taken.overlaps(a, b) and (
                key not in lexicons.countries()):  # (round 46: a country, "detention in Bani Walid (Libya)")
            out.append(Span(a, b, s.label, "bracketed_given_name", 0.7))
    return out


def _nickname_like(value: str) -> bool:
    """Initials ("RJ", "T.K."), or a word that is no common English word ("Sully", "tink", not "Just" or "ok")."""
    if re.fullmatch(r"[A-Z]{2,3}|(?:[A-Z]\.){1,3}", value):
        return True
    return len(value) >= 3 and lexicons.get().common.get(value.lower(), 0.0) < 4.0


if __name__ == "__main__":  # warm the on-disk caches at install/image build time
    from airlock.tagger import languages, lexicons

    lex = lexicons.get()
    languages.warm()
    pre = default_detector().prefilter(None)  # (and the layout repair's database: see default_detector)
    print(f"lexicons: {len(lex.first)} given names, {len(lex.last)} surnames, {len(lex.cities)} places; "
          f"prefilter: {len(pre.covered)} regexes in {pre.databases} Hyperscan databases, {len(pre.refused)} "
          f"left unfiltered" if pre.covered else "prefilter: off (no hyperscan)")
