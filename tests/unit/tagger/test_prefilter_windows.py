"""Windowed matching (:class:`~airlock.tagger.recognizers.prefilter.Windows`) finds exactly what ``finditer`` finds.

For every covered regex with a window width, ``Doc.finditer`` (searching only from ``width`` characters before
the first end offset Hyperscan reports) must yield the same matches, with the same groups, as
``rx.finditer(text)``: over generated documents, their upper-cased copies, non-ASCII and adversarial texts, and
random fragments.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from airlock.tagger.recognizers import prefilter as pf
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.prefilter import Prefilter, window_width

pytestmark = pytest.mark.skipif(pf._hs is None, reason="hyperscan not installed")


@pytest.fixture(scope="module")
def prefilters() -> list[Prefilter]:
    """The default detector's prefilter, and one windowing the covered regexes that one does not (those the
    recognizers mark unwindowed), so that every regex with a window width is tested windowed."""
    from airlock.tagger.detection import default_detector

    pre = default_detector().prefilter(None)
    rest = Prefilter(rx for rx in pre.covered if id(rx) not in pre.widths)
    assert pre.widths and rest.widths
    return [pre, rest]


@pytest.fixture(scope="module")
def windowed(prefilters) -> list[tuple[Prefilter, re.Pattern[str]]]:
    return [(pre, rx) for pre in prefilters for rx in pre.covered if id(rx) in pre.widths]


@pytest.fixture(scope="module")
def corpus_texts() -> list[str]:
    from airlock.harness.corpus.generator import generate

    return [r.text for r in generate(60, seed=4242)]


def _plain(rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [m.regs for m in rx.finditer(text)]  # the span of the match and of every group


def _via_doc(pre: Prefilter, rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [m.regs for m in Doc(text).use_prefilter(pre).finditer(rx)]


def _check(windowed, texts: list[str]) -> int:
    """Compares every windowed regex over ``texts``; returns how many matches were compared."""
    compared = searched = 0
    docs = {id(pre): [Doc(t).use_prefilter(pre) for t in texts] for pre in {id(p): p for p, _ in windowed}.values()}
    for pre, rx in windowed:
        for doc in docs[id(pre)]:
            want = _plain(rx, doc.text)
            got = [m.regs for m in doc.finditer(rx)]
            assert got == want, (rx.pattern[:80], doc.text[:200])
            compared += len(want)
            searched += id(rx) in doc.windows._ends if doc.windows is not None else 0
    assert searched or not compared  # matches were found through windows, not only by plain finditer
    return compared


def _variants(text: str) -> list[str]:
    """The text, upper-cased, and with non-ASCII characters of every UTF-8 length put in front and inside."""
    mid = len(text) // 2
    return [text, text.upper(), "é\u00a0Zürich “" + text[:mid] + "€\u2014𝔘ı" + text[mid:] + " \u212a",
            "\U0001F600" * 3 + text.upper()]


def test_window_width() -> None:
    assert window_width(re.compile(r"(?<![\w.])\d{5}(?:-\d{4})?(?![\w]|[\-/.]\d)")) == 10  # lookarounds count 0
    assert window_width(re.compile(r"(?i)ab{2,3}(?=c{9})")) == 4
    assert window_width(re.compile(r"(?m)^(?P<x>a)(?P=x)$")) == 2
    assert window_width(re.compile(r"a+")) is None  # unbounded
    assert window_width(re.compile(r"a?")) is None  # can match the empty string
    assert window_width(re.compile(r"(?:)")) is None


def test_read_ahead() -> None:
    # consumed (10) + the negative lookahead's longest branch (2) + the peek
    assert pf.read_ahead(re.compile(r"(?<![\w.])\d{5}(?:-\d{4})?(?![\w]|[\-/.]\d)")) == 14
    assert pf.read_ahead(re.compile(r"(?i)ab{2,3}(?=c{9})")) == 4 + 9 + pf._PEEK
    assert pf.read_ahead(re.compile(r"(?m)^(?P<x>ab?)(?P=x)$")) == 4 + pf._PEEK  # a back-reference: its group
    assert pf.read_ahead(re.compile(r"(?:(a)|bc)(?(1)def|g)")) == 5 + pf._PEEK
    assert pf.read_ahead(re.compile(r"(?<=x{3})ab")) == 2 + pf._PEEK  # a lookbehind reads only behind
    assert pf.read_ahead(re.compile(r"ab(?=.*c)")) is None  # an unbounded lookahead
    assert pf.read_ahead(re.compile(r"a+")) is None


def test_read_ahead_decides_every_attempt(prefilters, corpus_texts) -> None:
    """What the search bound relies on: an attempt at ``p`` with ``endpos = p + read_ahead`` matches exactly as
    on the whole text, for every covered regex with a bounded read-ahead."""
    bounded = [(rx, pre.finders[id(rx)][1]) for pre in prefilters for rx in pre.covered
               if id(rx) in pre.finders and pre.finders[id(rx)][0] is rx]
    assert len(bounded) > 300
    texts = [corpus_texts[0][:400], corpus_texts[1][:400].upper(), "Pt J O'NEIL-SMITH DOB 03/04/1931 NHS 943 476 5919\n"
             "tel +44 20 7946 0000 \u212aelvin caf\u00e9 12345-6789 SCR-0123 Dr. Ann Lee, 10 High St, Leeds LS1 4AB"]
    compared = 0
    for rx, ahead in bounded:
        for text in texts:
            for p in range(len(text)):
                whole = rx.match(text, p)
                bounded_m = rx.match(text, p, p + ahead)
                assert (whole.regs if whole else None) == (bounded_m.regs if bounded_m else None), (rx.pattern[:80], p)
                compared += whole is not None
    assert compared > 100


def test_relaxed() -> None:
    rx = re.compile(r"(?i)ab(?=[^\n]*:)(?!x)c{1,2}(?<=(?=c)c)")
    finder, ahead = pf.relaxed(rx)
    assert ahead == 2 + 2 + pf._PEEK  # the lookbehind stays (without the lookahead inside it)
    assert finder.match("ABcc") and not rx.match("ABcc")  # a superset: the lookaheads are gone
    assert pf.relaxed(re.compile(r"(a)(?=.*x)\1")) is None  # a back-reference: not relaxed
    assert pf.relaxed(re.compile(r"(a)(?=.*x)b(?<=\1b)")) is None  # inside a lookbehind too
    assert pf.relaxed(re.compile(r"abc")) is None  # no lookahead: nothing to relax
    assert pf.relaxed(re.compile(r"a(?=.*x)b+")) is None  # unbounded without the lookahead too


def test_relaxed_finders_match_wherever_their_regex_does(prefilters, corpus_texts) -> None:
    """What candidate starts rely on: every match of a regex whose finder is its relaxed form starts where the
    finder matches, within the finder's read-ahead of that start."""
    pairs = [(rx, *pre.finders[id(rx)]) for pre in prefilters for rx in pre.covered
             if id(rx) in pre.finders and pre.finders[id(rx)][0] is not rx]
    assert pairs
    checked = 0
    for text in [t for t in corpus_texts[:20] for t in (t, t.upper())]:
        for rx, finder, ahead in pairs:
            for m in rx.finditer(text):
                assert finder.match(text, m.start(), m.start() + ahead) is not None, (rx.pattern[:80], m.group(0))
                checked += 1
    assert checked > 50


@settings(max_examples=300, deadline=None)
# false matches the bounded search can see past a lone false report, which must be discarded: after the
# cluster's end ("a" before the bound looks like the end of the text) and before it ("1" or "ab1" does when
# the bound is too tight)
@example(text="b     aa" + "x" * 50, extra=[1], pattern=r"(?<!a)a{1,3}(?=b|$)")
@example(text="1-1x" + " " * 50, extra=[1], pattern=r"1(?:-1)?(?![\w-])")
@example(text="ab1x" + " " * 50, extra=[2], pattern=r"\bab?1\b")
@example(text="xa a 1" + " " * 50 + "a b 1", extra=[1, 60], pattern=r"(?<!a)a{1,2}(?=[^\n]*1)(?!b)")
@given(text=st.text(st.sampled_from(list("ab1 -\n\u00e9")), max_size=60), extra=st.lists(st.integers(0, 80), max_size=8),
       pattern=st.sampled_from([r"\bab?1\b", r"(?<!a)a{1,3}(?=b|$)", r"1(?:-1)?(?![\w-])", r"(?m)^b.?a", r"a(?=\s?1{2})",
                                 r"(?<!a)a{1,2}(?=[^\n]*1)(?!b)"]))
def test_windowed_with_false_reports(text: str, extra: list[int], pattern: str) -> None:
    """Reports that are not real ends (Hyperscan's prefilter widens patterns) never change what is found, however
    they cluster: the real ends plus arbitrary others give exactly ``finditer``'s matches."""
    rx = re.compile(pattern)
    width, ahead = window_width(rx), pf.read_ahead(rx)
    finder = (rx, ahead) if ahead is not None else pf.relaxed(rx)  # (the last pattern's lookahead is unbounded)
    assert width is not None and finder is not None
    raw_len = len(text.encode("utf-8"))
    offsets = pf._Utf8Offsets(text)
    ends = sorted({offsets.to_byte(m.end()) for m in rx.finditer(text)} | {min(e, raw_len) for e in extra})
    want = [m.regs for m in rx.finditer(text)]
    assert [m.regs for m in pf._windowed(rx, text, ends, width, offsets, finder)] == want
    assert [m.regs for m in pf._windowed(rx, text, ends, width, offsets, None)] == want


@pytest.mark.parametrize(("pattern", "text", "pos", "found"), [
    (r"(?<=b)a", "ba", 1, (1, 2)),  # a lookbehind sees the characters before the start position
    (r"(?<!b)a", "ba", 1, None),
    (r"\ba", "ba", 1, None),  # so does \b
    (r"\ba", " a", 1, (1, 2)),
    (r"^a", "ba", 1, None),  # ^ without MULTILINE: only at the real start
    (r"\Aa", "ba", 1, None),
    (r"(?m)^a", "b\na", 1, (2, 3)),
    (r"(?m)^a", "ba", 1, None),
])
def test_search_from_a_position_sees_the_whole_text(pattern: str, text: str, pos: int, found) -> None:
    """What the window argument relies on: ``search(text, pos)`` matches as ``finditer`` would from ``pos``."""
    m = re.compile(pattern).search(text, pos)
    assert (m.span() if m else None) == found


_CHARS = st.sampled_from(list("aZ0 \n-é") + ["\u00a0", "\u20ac", "\u2014", "\U0001F600", "\U00010348", "\u0663"])


@settings(max_examples=200, deadline=None)
@given(st.lists(_CHARS, max_size=40))
def test_utf8_offsets(chars: list[str]) -> None:
    text = "".join(chars)
    off = pf._Utf8Offsets(text)
    raw = text.encode("utf-8")
    bytes_at = [len(text[:c].encode("utf-8")) for c in range(len(text) + 1)]
    assert [off.to_byte(c) for c in range(len(text) + 1)] == bytes_at  # exact, hence strictly increasing
    as_chars = [off.to_char(b) for b in range(len(raw) + 1)]
    assert all(as_chars[bytes_at[c]] == c for c in range(len(text) + 1))  # exact at character boundaries
    assert as_chars == sorted(as_chars)  # and never decreasing in between


def test_windowed_equals_finditer_on_generated_documents(windowed, corpus_texts) -> None:
    texts = [v for t in corpus_texts for v in _variants(t)]
    assert _check(windowed, texts) > 1000


def test_windowed_equals_finditer_on_adversarial_texts(windowed, corpus_texts) -> None:
    texts = ["", "A" * 3000, "((((" * 500, "1" * 500, "1 " * 500, "Dr " * 300, "\n" * 50 + "Dr Smith",
             "Pt JOHN O'NEIL-SMITH DOB 03/04/1931 NHS 943 476 5919 tel +44 20 7946 0000",
             "\u212aelvin \u0663\u0664/\u0660\u0665/2024 caf\u00e9\u00a0Z\u00fcrich Me\u017f\u017fage \u0130nitials: JEP",
             "12345-6789 12345 12/03/2024 03/04 020 7946 0000 SCR-0123 AB-12345 x@y.com www.x.com 10.0.0.1",
             "\U0001F600Dr Ann Lee\U0001F600 tel\u00a0020\u00a07946\u00a00000 " * 20]
    # matches back to back, at the very start and end, and cut anywhere
    for text in corpus_texts[:6]:
        texts += [text[i:] for i in range(0, len(text), 97)] + [text[:i] for i in range(0, len(text), 101)]
    assert _check(windowed, texts) > 100


_ALPHABET = st.sampled_from(list("aeiKkSsOo019 -./:,()@#\n\t") + ["\u017f", "\u212a", "\u00e9", "\u00a0", "\u0663",
                                                                   "\u2019", "\u2014", "\u0130", "\u0131", "Dr ", "Mr ",
                                                                   "NHS ", "MRN ", "Tel ", "DOB ", "St ", "Road",
                                                                   "\U0001F600", "Ward 7", "f/u with ", "ON "])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(_ALPHABET, max_size=80), seed_text=st.integers(0, 59), upper=st.booleans())
def test_windowed_equals_finditer_on_mixed_text(windowed, corpus_texts, parts, seed_text, upper) -> None:
    base = corpus_texts[seed_text]
    cut = len(base) // 2
    text = base[max(0, cut - 300) : cut] + "".join(parts) + base[cut : cut + 300]
    _check(windowed, [text.upper() if upper else text])


def test_case_folds_are_windowed_from_the_folded_copy() -> None:
    """Reports from the copy with Python's extra case folds replaced (other byte lengths) count too."""
    regexes = [re.compile(r"(?i)(?<![a-z])kelvin\b"), re.compile(r"(?i)me(?:ss|\u017f\u017f)age{1,2}")]
    pre = Prefilter(regexes)
    assert all(id(rx) in pre.widths for rx in regexes)
    texts = ["\u212aelvin", "x \u00e9 \u212aELVIN and kelvin, \U0001F600 Me\u017f\u017fage MESSAGE",
             "\u0130 \u212aelvin" * 40, "Me\u017f\u017fage"]
    for rx in regexes:
        for text in texts:
            assert _via_doc(pre, rx, text) == _plain(rx, text)
    assert _plain(regexes[0], texts[0]) == [((0, 6),)]  # found through the copy only ("\u212a" is not "k" there)


def test_unwindowed_and_switched_off(monkeypatch) -> None:
    rx, other = re.compile(r"\d{3}-\d{4}"), re.compile(r"[a-z]{2}\d")
    pre = Prefilter([rx, other], unwindowed=[other])
    assert id(rx) in pre.widths and id(other) not in pre.widths
    text = "call 555-0199 or ab1 555-0100"
    doc = Doc(text).use_prefilter(pre)
    assert [m.span() for m in doc.finditer(rx)] == [(5, 13), (21, 29)]
    assert [m.span() for m in doc.finditer(other)] == [(17, 20)]
    assert doc.derive(text.replace("555", "556")).windows is not doc.windows  # a derived text is scanned anew
    monkeypatch.setenv("AIRLOCK_TAGGER_PREFILTER", "0")
    off = Doc(text).use_prefilter(Prefilter([rx, other]))
    assert off.windows is None and [m.span() for m in off.finditer(rx)] == [(5, 13), (21, 29)]
    assert Doc("\ud800 555-0199").use_prefilter(pre).windows is None  # not UTF-8: the filter cannot answer
