"""Fast paths that must give exactly what the straightforward code gives (the references are that code)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.core.spans import Span
from airlock.tagger.detection import _WS_CHARS, _compact, _to_spaces
from airlock.tagger.recognizers.base import (
    _LETTER_RE,
    _UPPER_RE,
    Doc,
    Intervals,
    TakenSpans,
    _is_caps,
    mostly_lower,
)
from airlock.tagger.recognizers.names import _alone_on_line

# ASCII, Latin-1 capitals and letters, digits of other scripts, superscripts, every kind of whitespace, a lone
# surrogate, and the characters that lower-case to two
_CHARS = st.one_of(
    st.characters(max_codepoint=0x2FF),
    st.sampled_from(list("\t\n\r\x0b\x0c\x1c\x1f\x85\u00a0\u2003\u2028\u3000\u0663\u00b2\u00bd\u0130\u212a\ud800\u03a3")),
    st.characters(),
)
_TEXT = st.text(_CHARS, max_size=80)


def _caps_reference(sample: str) -> bool:
    letters, uppers = len(_LETTER_RE.findall(sample)), len(_UPPER_RE.findall(sample))
    return letters > 0 and uppers / letters > 0.6


@settings(max_examples=400, deadline=None)
@given(text=_TEXT)
def test_is_caps_matches_the_regex_counts(text: str) -> None:
    assert _is_caps(text) == _caps_reference(text)
    assert _is_caps(text.upper()) == _caps_reference(text.upper())


def test_is_caps_every_ascii_character() -> None:
    for c in map(chr, range(128)):
        for s in (c, c * 3 + "a", c * 3 + "A"):
            assert _is_caps(s) == _caps_reference(s), repr(s)


def test_letters_without_case_are_not_counted() -> None:
    """Round 79: Odia, Thaana or Tibetan letters say nothing about capitals; the English in capitals beside them does."""
    odia = "ଶ୍ରୀରାମଚନ୍ଦ୍ର ଭଞ୍ଜ ମେଡିକାଲ କଲେଜ ଓ ହସ୍ପିଟାଲ, କଟକ\nSCB MEDICAL COLLEGE & HOSPITAL\n"
    assert _is_caps(odia)
    assert not _is_caps("ނަން : ޢާއިޝަތު ޝިފާނާ ཚེ་རིང་སྒྲོལ་མ 12")  # (no cased letter at all)
    assert not mostly_lower(Doc("ରୋଗୀଙ୍କ ନାମ : ଶ୍ରୀ ଗଗନ ବିହାରୀ ସାହୁ\nUHID : SCB/OPD/2024\nName (Eng) : GAGAN SAHU"))
    assert mostly_lower(Doc("ରୋଗୀଙ୍କ ନାମ : ଶ୍ରୀ ଗଗନ ବିହାରୀ ସାହୁ\nseen in opd today, bp high, review after two weeks"))


_TABLE = str.maketrans({c: " " for c in _WS_CHARS})
_NONSPACE = re.compile(r"\S+")


@settings(max_examples=400, deadline=None)
@given(text=_TEXT)
def test_to_spaces_and_compact_match_the_references(text: str) -> None:
    textsp = _to_spaces(text)
    assert textsp == text.translate(_TABLE)
    low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    lowsp = _to_spaces(low)
    runs = [m.span() for m in _NONSPACE.finditer(textsp)]
    ctext, clow, to_text = _compact(textsp, lowsp)
    assert ctext == "".join(textsp[a:b] for a, b in runs)
    assert clow == "".join(lowsp[a:b] for a, b in runs)
    offsets = [i for a, b in runs for i in range(a, b)]
    assert [to_text(i) for i in range(len(ctext))] == offsets


_SPAN = st.tuples(st.integers(0, 40), st.integers(0, 12)).map(lambda t: (t[0], t[0] + t[1]))


@settings(max_examples=400, deadline=None)
@given(ops=st.lists(st.tuples(st.sampled_from(["add", "drop", "ask"]), _SPAN, st.integers(0, 30)), max_size=40))
def test_intervals_answer_like_a_pass_over_all_of_them(ops: list[tuple[str, tuple[int, int], int]]) -> None:
    ix, kept = Intervals(), {}  # kept: number -> span, the reference
    for op, (a, b), pick in ops:
        if op == "add":
            kept[ix.add(a, b)] = (a, b)
        elif op == "drop" and kept:
            k = sorted(kept)[pick % len(kept)]
            ix.drop(k)
            del kept[k]
        assert sorted(ix.overlapping(a, b)) == sorted(k for k, (x, y) in kept.items() if x < b and a < y)
        assert sorted(ix.within(a, b)) == sorted(k for k, (x, y) in kept.items() if a <= x and y <= b)
        assert all(ix.alive(k) and ix.span(k) == v for k, v in kept.items())


@settings(max_examples=300, deadline=None)
@given(ops=st.lists(st.tuples(st.integers(0, 1), _SPAN.filter(lambda s: s[1] > s[0]), _SPAN), max_size=30))
def test_taken_spans_answer_like_a_pass_over_the_lists(ops: list[tuple[int, tuple[int, int], tuple[int, int]]]) -> None:
    # the lists only grow between questions, as the passes that use the index append to them
    lists: tuple[list[Span], list[Span]] = ([], [])
    taken = TakenSpans(*lists)
    for which, (s, e), (a, b) in ops:
        lists[which].append(Span(s, e, "PATIENT_NAME", "test", 0.5))
        every = [*lists[0], *lists[1]]
        assert taken.overlaps(a, b) == any(f.start < b and a < f.end for f in every)
        assert taken.covers(a, b) == any(f.start <= a and b <= f.end for f in every if f.start < b and a < f.end)
        assert taken.straddles(a, b) == any(
            f.start < b and a < f.end and not (a <= f.start and f.end <= b) for f in every)


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="ab \n\t", max_size=60), pos=st.integers(0, 60))
def test_line_bounds_answer_like_a_scan(text: str, pos: int) -> None:
    pos = min(pos, len(text))
    doc = Doc(text)
    assert doc.line_start(pos) == text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    assert doc.line_end(pos) == (len(text) if end < 0 else end)


@settings(max_examples=300, deadline=None)
@given(head=st.text(alphabet=" \t\nDRr.x", max_size=120), tail=st.text(alphabet=" ,.\nx", max_size=20))
def test_alone_on_line_answers_like_slicing_the_line(head: str, tail: str) -> None:
    text = head + "Name" + tail
    start, end = len(head), len(head) + 4
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    expected = text[ls:start].strip() in ("", "Dr", "Dr.", "DR", "DR.") and not text[end:le].strip(" ,.")
    assert _alone_on_line(Doc(text), start, end) == expected
