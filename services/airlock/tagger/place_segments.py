"""Parts of an address that the name recognizer read as a person: the estates, landmarks, localities and suburbs of
addresses written the Indian, Nigerian, Irish, Hong Kong or Jamaican way ("Flat 3B, Sai Krupa Apts, Near Hanuman
Temple, Baner, Pune 411045"; "Lagos University Teaching Hospital, Idi-Araba, Lagos"). A capitalised phrase there
has the shape of a name, and no gazetteer lists every suburb.

A person-name span is read as a place when it is one whole segment of a comma-separated list (a comma or the list's
end on each side, no title in it) and either

* it lies inside an address clause (the span after "Address:", "lives at", ...: see
  :class:`~airlock.tagger.recognizers.geo.AddressClauseRecognizer`) with another part of the address (a town, a
  postcode, a street) after it in the clause, or
* it follows a facility's name and a comma, and ends the line or comes before a town or a postcode ("Queen Mary
  Hospital, Pok Fu Lam |", "Tata Memorial Hospital, Parel, Mumbai 400012").

The first becomes a STREET_ADDRESS (a CITY when a postcode, or a state and its code, come next), the second a
CITY (a locality of the town). Either way the text stays redacted;
what changes is that the address reads as one address, and a person's name is not invented.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.spans import Span
from airlock.tagger.merge import WEAK_SOURCES
from airlock.tagger.recognizers.base import SpanIndex

_PLACE_PARTS = frozenset({"CITY", "COUNTY", "POSTCODE", "ZIP", "STREET_ADDRESS"})
# the source of a labelled address list without a number (see the address-clause recognizer): never a span itself
ADDRESS_LIST = "address_list"
_TITLE = re.compile(r"(?i)(?<![a-z])(?:mr|mrs|ms|miss|mx|dr|prof|sr|rev|nurse|sister|master|c/o|attn|care of)\.?"
                    r"(?![a-z])")
# what ends a list's segment: a comma, or the end of the list (a bar, a dash, a bracket, a line break, a full stop);
# a district's number may close it ("Mona, Kingston 7, Jamaica")
_SEGMENT_END = re.compile(r"(?:[ \t]\d{1,3})?[ \t]{0,2}(?:,|\||[\-–—][ \t]|\)|\n|\.(?:[ \t]|$)|$)")
# the words of a segment before the name read in it ("Ard na Mara": the name read is "Mara")
# (capitalised words, numbers or particles: not "with Emily Clarke")
_SEGMENT_HEAD = re.compile(r"(?:^|(?<=[,\n(:|]))[ \t]{0,3}(?P<head>(?:(?:[A-Z0-9][\w'’.\-]{0,20}|na|an|de|del|la|le|"
                           r"van|von|der|di|da|dos|bin|al|el|ter)[ \t]){0,3})\Z")
_AFTER_FACILITY = re.compile(r",[ \t]{1,2}")
# the rest of an address line after a facility: capitalised parts and numbers to the line's end ("Parel, Mumbai
# 400012 |", "Mona, Kingston 7, Jamaica |"); at most eight parts (round 44 review: unbounded, each segment of a
# 256 KiB line of "Room 1, Gelsomino Wing, Bluebell Wing, Rm 2 " walked the whole line: 13 s)
_ADDRESS_TAIL = re.compile(r"(?:,[ \t]{0,2}[A-Z0-9][\w'’.\-]*(?:[ \t][A-Z0-9][\w'’.\-]*){0,3}){0,8}[ \t]{0,2}"
                           r"(?:\||\n|$|[\-–—][ \t])")


_NUMBER_NEXT = re.compile(r"[ \t]{0,2}[0-9]")


def _spans(spans: list[Span]) -> SpanIndex:
    """An index of ``spans`` by start (a 1 MiB text holds tens of thousands of names and facilities: a scan of every
    span per name would be quadratic)."""
    return SpanIndex(sorted(spans, key=lambda x: x.start))


def place_segments(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each person-name span that is a segment of an address (see the module) relabelled, and a
    locality nothing read after a facility's name added."""
    clauses = [s for s in spans if s.source in WEAK_SOURCES or s.source == ADDRESS_LIST]
    spans = [s for s in spans if s.source != ADDRESS_LIST]  # (they only hold the parts together)
    facility_ends = {s.end for s in spans if s.label == "FACILITY"}
    if not clauses and not facility_ends:
        return spans
    places = [s for s in spans if s.label in _PLACE_PARTS and s.source not in WEAK_SOURCES]
    index = _Places(_spans(clauses), _spans(places), _spans([p for p in places if p.label == "STREET_ADDRESS"]),
                    _spans([p for p in places if p.label == "CITY" and not p.source.startswith("facility")]),
                    {p.start for p in places if p.label in ("POSTCODE", "ZIP")}, facility_ends)
    out = []
    for s in spans:
        found = _place_segment(text, s, index) if s.label in PERSON_NAME_LABELS else None
        out.append(Span(*found, "place_segment", s.score) if found else s)
    return out + _localities_after_facilities(text, out, facility_ends)


@dataclass(frozen=True)
class _Places:
    clauses: SpanIndex
    places: SpanIndex
    streets: SpanIndex
    towns: SpanIndex  # (read by a gazetteer, not as the town after a facility)
    code_starts: set[int]
    facility_ends: set[int]


# a state or province and a code after a town: ", PA 75697", ", ON L1V 1C3"
_STATE_AND_CODE = re.compile(r",[ \t]{1,2}[A-Z]{2,3}[ \t]{1,2}[0-9A-Z]")


_LIST_BEFORE = re.compile(r",[ \t]{1,2}\Z")


def _segment_start(text: str, start: int) -> int:
    """Where the segment before the one at ``start`` (after ", ") begins: the address clause must hold it too."""
    return max(text.rfind(",", 0, start - 2), text.rfind("\n", 0, start - 2), start - 60) + 1


def _town_last(text: str, end: re.Match[str], code_starts: set[int]) -> bool:
    """The segment ending at ``end`` is the town: a postcode, or a state and its code, come next."""
    if "," not in end.group(0):
        return False
    if _STATE_AND_CODE.match(text, end.end() - 1):
        return True
    nxt = end.end()
    while nxt < len(text) and text[nxt] in " \t":
        nxt += 1
    return nxt in code_starts


# a locality after a facility's name that nothing read: "SHREE SAI MULTISPECIALITY HOSPITAL, Baner - OPD REFERRAL"
_LOCALITY = re.compile(r",[ \t]{1,2}(?P<v>[A-Z][\w'’\-]{2,20}(?:[ \t][A-Z][\w'’\-]{1,20}){0,2})")


_DEPARTMENT_WORD = re.compile(r"(?i)(?:ics|logy|iatry|ery|ine|unit|dept|ward|wing|scopy|resus|paeds|peds|theatres?|"
                              r"recovery|outpatients?|jabatan|perubatan)$")


def _listed_given(word: str) -> bool:
    from airlock.tagger import lexicons

    return word.lower() in lexicons.get().first


def _localities_after_facilities(text: str, spans: list[Span], facility_ends: set[int]) -> list[Span]:
    from airlock.tagger import languages, lexicons

    common, cities = lexicons.get().common, lexicons.get().cities
    taken = _spans(spans)
    out = []
    for f_end in sorted(facility_ends):
        m = _LOCALITY.match(text, f_end)
        if m is None or taken.overlaps(m.start("v"), m.end()):
            continue
        end = _SEGMENT_END.match(text, m.end())
        if end is None or ("," in end.group(0) and not _ADDRESS_TAIL.match(text, end.end() - 1)) or (
                end.group(0).startswith(".") and _NUMBER_NEXT.match(text, end.end())):
            continue  # (round 68: nor a field's label before its number, "KVG: CSS, Kartennr. 80756000150002784411")
        # no word of English or a department ("Royal Infirmary, Cardiology |", "Mercy Hospital, Main Building -",
        # "Ortho-geriatrics"), no heading in capitals ("HOSPITAL X, JABATAN PERUBATAN -", Malay for the department)
        v = m.group("v")
        words = re.split(r"[ \t\-]+", v)
        # (round 68: nor a German, Dutch or Polish word, "Seniorenresidenz Am Eichtalpark, Wohnbereich 2")
        if any(common.get(w.lower(), 0.0) >= 3.0 or _DEPARTMENT_WORD.search(w) or w.lower() not in cities and (
                languages.word_of(w.lower(), ("de", "nl", "pl"))) for w in words) or (
                v.isupper() and (len(words) > 1 or len(v) <= 5)):  # (an acronym: "NICU", "HDU")
            continue
        out.append(Span(m.start("v"), m.end("v"), "CITY", "place_segment", 0.6))
    return out


def _place_segment(text: str, s: Span, index: _Places) -> tuple[int, int, str] | None:
    """(start, end, label) of the address segment ``s`` was read in, or None."""
    end = _SEGMENT_END.match(text, s.end)
    if end is None or _TITLE.search(text, s.start, s.end) or index.streets.overlaps(s.start, s.end):
        return None  # ("609 Jacqueline\nLakes, Leighton": the street holds part of it, the town is read already)
    head = _SEGMENT_HEAD.search(text, max(0, s.start - 70), s.start)
    if head is None:
        return None
    clause_end = index.clauses.reach_at(head.start("head"))
    if clause_end >= s.end and index.places.starts_within(s.end, clause_end) and not _TITLE.search(
            text, head.start("head"), s.start):
        return head.start("head"), s.end, "CITY" if _town_last(text, end, index.code_starts) else "STREET_ADDRESS"
    if clause_end >= s.end and "," not in end.group(0) and not head.group("head") and _LIST_BEFORE.search(
            text, max(0, s.start - 4), s.start) and index.clauses.reach_at(_segment_start(text, s.start)) >= s.end:
        # round 34: the last segment of an address after others ("Address: Royal Road, Triolet, Pamplemousses |",
        # "Arch. Makariou III 44, Kato Polemidia 4150, Lemesos |"): the town
        return s.start, s.end, "CITY"
    if head.group("head") or not any(e in index.facility_ends and _AFTER_FACILITY.fullmatch(text, e, s.start)
                                     for e in range(s.start - 3, s.start - 1)):
        return None
    if len(words := text[s.start : s.end].split()) > 1 and _listed_given(words[0]) and not index.towns.overlaps(
            s.start, s.end):
        return None  # a person after the facility ("cc: Manchester Royal Infirmary, Sarah Thompson"), unless a place
        # was read there too ("Queen Mary Hospital, Pok Fu Lam")
    if "," in end.group(0) and not _ADDRESS_TAIL.match(text, end.end() - 1):
        return None
    district = end.group(0).split(",")[0].rstrip(" \t")  # "Kingston 7"
    return s.start, s.end + (len(district) if district.strip(" \t").isdigit() else 0), "CITY"
