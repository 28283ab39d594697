"""Span merging with conflict rules.

1. Overlapping spans of the same label are unioned (two recognizers seeing "12 Feb" and "12 Feb 2024").
2. Between labels the stronger span wins: higher score, then the more specific label (checksummed ids before
   generic ids, names before places), then the longer span. The loser is dropped, or trimmed to what is left
   of it outside the winner when that remainder still holds a word.
3. The result is non-overlapping and sorted by start.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.core.spans import Span

# Larger = wins ties at equal score.
LABEL_PRIORITY: dict[str, int] = {
    "NHS_NUMBER": 90, "SSN": 90, "EMAIL": 88, "URL": 86, "IP_ADDRESS": 86, "ACCOUNT_NUMBER": 84,
    "HEALTH_PLAN_ID": 83, "MRN": 82, "SUBJECT_ID": 81, "LICENSE_NUMBER": 80, "DEVICE_ID": 80, "VEHICLE_ID": 79,
    "BIOMETRIC_ID": 79, "OTHER_ID": 67, "PHONE": 78, "FAX": 78, "DATE": 75, "AGE_OVER_89": 74, "POSTCODE": 73,
    "ZIP": 72, "STREET_ADDRESS": 71, "PATIENT_NAME": 70, "RELATIVE_NAME": 70, "CLINICIAN_NAME": 70,
    "INVESTIGATOR": 70, "FACILITY": 68, "CITY": 55, "COUNTY": 56, "SITE_ID": 65, "PROTOCOL_ID": 66,
    "COMPOUND_CODE": 64, "EFFICACY_VALUE": 50, "ENROLMENT_NUMBER": 50, "DOSE": 45, "AE_GRADE": 45, "AGE": 44,
    "SEX": 30, "INDICATION": 30, "RARE_DISEASE": 31, "INTERIM_RESULT": 20, "AMENDMENT_RATIONALE": 20,
    "REGULATORY_QUESTION": 20, "READOUT_TIMELINE": 20,
}
# Clause-level MNPI spans may contain other spans (a date inside an amendment rationale); the inner span is
# kept by cutting the clause around it only when both sides stay meaningful, otherwise the clause wins.
CLAUSE_LABELS = frozenset({"INTERIM_RESULT", "AMENDMENT_RATIONALE", "REGULATORY_QUESTION", "READOUT_TIMELINE"})


# Broad, low-confidence spans (an address clause after "address:") never absorb precise spans of their label;
# they are cut around them and keep only remainders that still look like part of an address (a digit).
WEAK_SOURCES = frozenset({"address_clause", "address_block", "address_line"})


_PLACE_LABELS = frozenset({"FACILITY", "CITY", "COUNTY", "STREET_ADDRESS"})
# a remainder without a digit that still is part of an address: a house's name ("Lower Farm Cottage, ...")
_HOUSE_NAME = re.compile(r"(?:The[ \t])?(?:[A-Z][a-z'’]+[ \t]){0,3}(?:Cottages?|Farm|Farmhouse|House|Lodge|Barns?|Mill|"
                         r"Rectory|Vicarage|Grange|Croft|Bungalow|Villa|Hall|Manor)")


def _whole_words(text: str, lo: int, hi: int) -> bool:
    """``text[lo:hi]`` starts and ends on word boundaries and holds a word of three letters or more."""
    return (lo == 0 or not text[lo - 1].isalnum()) and (hi == len(text) or not text[hi].isalnum()) and any(
        len(w) >= 3 for w in text[lo:hi].split())


def _house_name_first(text: str, lo: int, hi: int) -> bool:
    """``text[lo:hi]`` opens with a house's name, alone or before a comma."""
    m = _HOUSE_NAME.match(text, lo, hi)
    return m is not None and (m.end() == hi or text[m.end()] == ",")


def _key(s: Span) -> tuple[float, int, int]:
    return (s.score, LABEL_PRIORITY.get(s.label, 0), s.end - s.start)


def merge_spans(spans: Iterable[Span], text: str | None = None) -> list[Span]:
    """Resolve overlaps; returns non-overlapping spans sorted by start."""
    items = sorted(spans, key=lambda s: (s.start, -s.end))
    weak = [s for s in items if s.source in WEAK_SOURCES]
    items = [s for s in items if s.source not in WEAK_SOURCES]
    # 1. union same-label overlaps
    by_label: dict[str, list[Span]] = {}
    for s in items:
        lst = by_label.setdefault(s.label, [])
        if lst and lst[-1].end > s.start:
            p = lst[-1]
            lst[-1] = Span(p.start, max(p.end, s.end), p.label, p.source, max(p.score, s.score))
        else:
            lst.append(s)
    unioned = [s for lst in by_label.values() for s in lst] + weak
    unioned = _towns_outside_facilities(unioned, text)
    # 2. greedy by strength, within each run of spans that overlap one another: a piece of a span lies inside it,
    # so spans of different runs never meet, and a lone span (most of them) is accepted as it is
    accepted: list[Span] = []
    run: list[int] = []
    run_end = -1
    for i in sorted(range(len(unioned)), key=lambda k: unioned[k].start):
        s = unioned[i]
        if run and s.start >= run_end:
            accepted.extend(_resolve(unioned, run, text))
            run = []
        run.append(i)
        run_end = max(run_end, s.end) if len(run) > 1 else s.end
    if run:
        accepted.extend(_resolve(unioned, run, text))
    accepted.sort()
    # street parts split by a comma or space ("463 David Fall" + "Suite 600") are one address line
    joined: list[Span] = []
    for s in accepted:
        if joined and text is not None and s.label == joined[-1].label == "STREET_ADDRESS" and \
                s.start - joined[-1].end <= 3 and text[joined[-1].end : s.start].strip(" ,\t") == "":
            p = joined[-1]
            joined[-1] = Span(p.start, s.end, p.label, p.source, max(p.score, s.score))
        else:
            joined.append(s)
    return joined


def _towns_outside_facilities(spans: list[Span], text: str | None) -> list[Span]:
    """``spans`` less the towns and counties read inside a longer place of care's name found with some confidence
    when the document names the town nowhere else ("cc Dr Osei-Bonsu, GP, Levenside Medical Practice"): the town is
    then a word of the name, which the facility masks whole, and a town that guessed higher would otherwise cut the
    name down to itself (round 64). A town also written on its own (the practice's address, "Levenside\nLE4 2AB")
    keeps its label inside the name too."""
    facilities = sorted((s.start, s.end) for s in spans if s.label == "FACILITY" and s.score >= 0.7)
    if not facilities or text is None:
        return spans
    starts = [a for a, _ in facilities]
    reach = list(itertools.accumulate((b for _, b in facilities), max))  # the farthest end of a facility so far

    def inside(a: int, b: int) -> bool:
        """A facility holds [a, b) and is longer: one starting before a that reaches b, or one starting at a that
        ends after b (by bisection: a note repeating a facility's name thousands of times made a scan per town and
        per occurrence cubic, round 67)."""
        i = bisect.bisect_left(starts, a)
        if i and reach[i - 1] >= b:
            return True
        j = bisect.bisect_right(starts, a)
        return j > i and reach[j - 1] > b

    out = []
    alone: dict[str, bool] = {}  # town -> whether it is written outside every facility somewhere
    for s in spans:
        if s.label in ("CITY", "COUNTY") and inside(s.start, s.end):
            town = text[s.start : s.end]
            if town not in alone:
                alone[town] = not all(inside(m.start(), m.end()) for m in re.finditer(re.escape(town), text))
            if not alone[town]:
                continue
        out.append(s)
    return out


def _resolve(unioned: list[Span], run: list[int], text: str | None) -> list[Span]:
    """The greedy of rule 2 over one run of overlapping spans (indices into ``unioned``, in its order)."""
    if len(run) == 1:
        return [unioned[run[0]]]
    accepted: list[Span] = []
    # the accepted spans never overlap one another, so sorted by start they are sorted by end too: the ones that
    # overlap s are found by bisection (a note of thousands of spans stays linear-logarithmic), then taken in the
    # order they were accepted, as a plain scan of ``accepted`` would
    acc_starts: list[int] = []
    acc_ends: list[int] = []
    acc_order: list[int] = []
    for s in sorted((unioned[i] for i in sorted(run)), key=_key, reverse=True):
        pieces = [s]
        lo_i = bisect.bisect_right(acc_ends, s.start)
        hi_i = bisect.bisect_left(acc_starts, s.end, lo_i)
        for a in [accepted[k] for k in sorted(acc_order[lo_i:hi_i])]:
            nxt: list[Span] = []
            for p in pieces:
                if not p.overlaps(a):
                    nxt.append(p)
                    continue
                for lo, hi in ((p.start, a.start), (a.end, p.end)):
                    if hi - lo >= 2 and (text is None or any(c.isalnum() for c in text[lo:hi])):
                        if text is not None:
                            while lo < hi and text[lo] in " \t\n,;:.-(":
                                lo += 1
                            while hi > lo and text[hi - 1] in " \t\n,;:-(":
                                hi -= 1
                        if hi - lo >= 2 and p.label in PERSON_NAME_LABELS and text is not None and (
                                a.label in _PLACE_LABELS or a.label == "DATE" and lo == p.start):
                            # "Dr. Shumway, Intermountain Logan Regional Hospital": a name read over the start of
                            # a facility keeps its own whole words ("Shumway"); so does one read over the start of a
                            # date after it (round 83: "at request of Dr. Tavakoli, Feb 16")
                            if _whole_words(text, lo, hi) and text[lo].isupper():
                                nxt.append(Span(lo, hi, p.label, p.source, p.score))
                            continue
                        if hi - lo >= 2 and p.label == "FACILITY" and a.label in PERSON_NAME_LABELS and lo >= a.end and \
                                text is not None and _whole_words(text, lo, hi) and text[lo].isupper() and \
                                len(text[lo:hi].split()) >= 2:
                            # "GP dr Nuala Kiely Ballincolig Medical Centre": the practice after the doctor's name
                            # it was read over keeps its own words
                            nxt.append(Span(lo, hi, p.label, p.source, p.score))
                            continue
                        if hi - lo >= 2 and p.label in CLAUSE_LABELS | {"STREET_ADDRESS"}:
                            if p.source in WEAK_SOURCES and text is not None and not (
                                any(c.isdigit() for c in text[lo:hi]) and any(c.isalpha() for c in text[lo:hi])
                            ) and not (lo == p.start and _house_name_first(text, lo, hi)):
                                continue
                            nxt.append(Span(lo, hi, p.label, p.source, p.score))
            pieces = nxt
            if not pieces:
                break
        for p in pieces:
            k = bisect.bisect_left(acc_starts, p.start)
            acc_starts.insert(k, p.start)
            acc_ends.insert(k, p.end)
            acc_order.insert(k, len(accepted))
            accepted.append(p)
    return accepted
