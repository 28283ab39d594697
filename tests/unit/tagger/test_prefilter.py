"""The Hyperscan prefilter may only skip a regex that cannot match: detection with and without it is identical."""

from __future__ import annotations

import os
import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from airlock.tagger.recognizers import prefilter as pf
from airlock.tagger.recognizers.prefilter import Prefilter, to_pcre

pytestmark = pytest.mark.skipif(pf._hs is None, reason="hyperscan not installed")


@pytest.fixture(scope="module")
def detector_pair():
    """The default detector (prefilter on) and one built with the prefilter switched off."""
    from airlock.tagger.detection import Detector, default_detector

    on = default_detector()
    mp = pytest.MonkeyPatch()
    mp.setenv("AIRLOCK_TAGGER_PREFILTER", "0")
    off = Detector()
    off.recognizers(None)
    mp.undo()
    assert on.prefilter(None).covered and not off.prefilter(None).covered
    return on, off


@pytest.fixture(scope="module")
def corpus_texts() -> list[str]:
    from airlock.harness.corpus.generator import generate

    return [r.text for r in generate(60, seed=4242)]


@pytest.mark.parametrize(
    ("python", "pcre"),
    [
        (r"a{,3}b", r"a{0,3}b"),  # PCRE reads "{,3}" as a literal
        (r"[\w.]{0,63}x{2,4}y{3}", r"[\w.]{0,}x{2,4}y{3}"),  # wide bounds widened, small ones kept
        (r"[{0,50}]z", r"[{0,50}]z"),  # braces in a class are members, not a quantifier
        (r"\{0,9\}", r"\{0,9\}"),  # escaped braces are literals
        (r"\u00e9\U0001F600", r"\x{e9}\x{1F600}"),
        (r"[]{]{0,10}", r"[]{]{0,}"),  # a leading "]" is a class member
        (r"[[:alpha:]]", r"[\[:alpha:]]"),  # Python: literal "[:", PCRE: a POSIX class
    ],
)
@pytest.mark.filterwarnings("ignore::FutureWarning")
def test_to_pcre(python: str, pcre: str) -> None:
    re.compile(python)
    assert to_pcre(python) == pcre


def test_detection_identical_with_and_without_prefilter(detector_pair, corpus_texts) -> None:
    on, off = detector_pair
    extra = ["A" * 3000, "((((" * 500, "Pt JOHN O'NEIL-SMITH DOB 03/04/1931 NHS 943 476 5919 tel +44 20 7946 0000",
             "\u212aelvin \u0663\u0664/\u0660\u0665/2024 caf\u00e9\u00a0Z\u00fcrich", ""]
    for text in corpus_texts + extra:
        assert on.detect(text) == off.detect(text)


def test_every_matching_regex_is_reported(detector_pair, corpus_texts) -> None:
    """The superset property, regex by regex, on realistic text."""
    pre = detector_pair[0].prefilter(None)
    for text in corpus_texts:
        hits = pre.hits(text)
        assert hits is not None
        missed = [rx.pattern for rx in pre.covered if rx not in hits and rx.search(text)]
        assert not missed, missed[:3]


_ALPHABET = st.sampled_from(list("aeiKkSsOo019 -./:,()@#\n\t") + ["\u017f", "\u212a", "\u00e9", "\u00a0", "\u0663",
                                                                   "\u2019", "\u2014", "\u0130", "\u0131", "Dr ", "Mr ",
                                                                   "NHS ", "MRN ", "Tel ", "DOB ", "St ", "Road"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(_ALPHABET, max_size=60), seed_text=st.integers(0, 59))
def test_superset_property_on_mixed_text(detector_pair, corpus_texts, parts, seed_text) -> None:
    base = corpus_texts[seed_text]
    cut = len(base) // 2
    text = base[max(0, cut - 300) : cut] + "".join(parts) + base[cut : cut + 300]
    pre = detector_pair[0].prefilter(None)
    hits = pre.hits(text)
    assert hits is not None
    assert not [rx.pattern for rx in pre.covered if rx not in hits and rx.search(text)]


def test_sre_case_folds_are_complete() -> None:
    """Every non-ASCII character Python's case-insensitive matching equates with an ASCII letter is handled."""
    import _sre
    from re import _casefix

    folds = {chr(cp) for cp in range(0x80, 0x110000)
             if _sre.unicode_tolower(cp) < 128 and chr(_sre.unicode_tolower(cp)).isalpha()}
    folds |= {chr(x) for k, v in _casefix._EXTRA_CASES.items() if k < 128 for x in v if x >= 128}
    assert folds == set(pf._SRE_CASE_FOLDS)


@pytest.mark.parametrize("text", ["\u0130nitials: JEP", "PT \u0131N\u0130T\u0130ALS: JEP", "\u212aelvin", "Me\u017f\u017fage"])
def test_special_case_folds_reported(text: str) -> None:
    regexes = [re.compile(r"(?i:(?<![a-z])[il1]n?[a-z]{0,3}t[a-z]{0,3}l[a-z]?s?)[ \t]{0,2}:"),
               re.compile(r"(?i)kelvin"), re.compile(r"(?i)message")]
    pre = Prefilter(regexes)
    hits = pre.hits(text)
    assert hits is not None
    assert [rx for rx in regexes if rx.search(text)] == [rx for rx in regexes if rx in hits and rx.search(text)]
    assert any(rx.search(text) for rx in regexes)


def test_lone_surrogate_disables_filter(detector_pair) -> None:
    pre = detector_pair[0].prefilter(None)
    assert pre.hits("Mr Smith \ud800 tel 020 7946 0000") is None  # not UTF-8: everything runs


def test_refused_pattern_always_runs() -> None:
    rx = re.compile(r"\N{EM DASH}x")  # Python's named escape: Hyperscan cannot parse it
    abc = re.compile(r"abc")
    pre = Prefilter([rx, abc])
    assert rx in pre.refused and rx not in pre.covered
    from airlock.tagger.recognizers.base import Doc

    doc = Doc("\u2014x").use_prefilter(pre)
    assert doc.may_match(rx)  # not covered -> never skipped
    assert not doc.may_match(abc)
    assert doc.may_match(re.compile(r"abc", re.I))  # not a covered pattern (nor the same object): runs


def test_misses_complement_hits() -> None:
    """``misses`` (ids, what Doc looks up) is exactly the covered regexes that ``hits`` does not report."""
    regexes = [re.compile(r"abc"), re.compile(r"(?i)ward\s+\d"), re.compile(r"\d{3}-\d{4}")]
    pre = Prefilter(regexes)
    for text in ("abc on ward 7", "555-0199", "", "nothing"):
        hits = pre.hits(text)
        assert pre.misses(text) == frozenset(id(rx) for rx in pre.covered if rx not in hits)
    assert pre.misses("\ud800 abc") == frozenset()  # the filter cannot answer: nothing is skipped


def test_disk_cache_round_trip_and_corrupt_file(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("AIRLOCK_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pf, "_MEMO", {})
    regexes = [re.compile(r"(?<!\w)\d{3}-\d{2}-\d{4}(?!\w)"), re.compile(r"(?i)\bward\s+\d{1,2}")]
    first = Prefilter(regexes)
    files = list((tmp_path / "tagger").glob("prefilter-*.hsdb"))
    assert len(files) == 1
    text = "seen on Ward 7, ssn 123-45-6789"
    assert first.hits(text) == frozenset(regexes)
    monkeypatch.setattr(pf, "_MEMO", {})
    assert Prefilter(regexes).hits(text) == frozenset(regexes)  # loaded from disk
    files[0].write_bytes(b"not a database")
    monkeypatch.setattr(pf, "_MEMO", {})
    again = Prefilter(regexes)  # unreadable cache: compiled again, same answers
    assert again.hits(text) == frozenset(regexes) and again.hits("nothing here") == frozenset()


def _age(path, days: float) -> None:
    t = time.time() - days * 86400
    os.utime(path, (t, t))


def test_disk_cache_pruned_to_the_most_recently_used(tmp_path, monkeypatch) -> None:
    """Writing a database deletes the least recently used ones beyond ``_KEEP_ON_DISK`` and temporary files left
    by dead writes; never a database this process uses, however old, nor anything that is not a database."""
    monkeypatch.setenv("AIRLOCK_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pf, "_MEMO", {})
    monkeypatch.setattr(pf, "_KEEP_ON_DISK", 3)
    cache = tmp_path / "tagger"
    first_rx = re.compile(r"first\d")
    first = Prefilter([first_rx])
    (current,) = cache.glob("prefilter-*.hsdb")
    _age(current, 30)  # the oldest of all: kept only because this process uses it
    others = [cache / f"prefilter-{i:024x}.hsdb" for i in range(6)]
    for i, f in enumerate(others):  # another version's databases, used 1 to 6 days ago
        f.write_bytes(b"db")
        _age(f, i + 1)
    dead_tmp, live_tmp = cache / "prefilter-dead.tmp99999", cache / "prefilter-live.tmp99998"
    dead_tmp.write_bytes(b"half")
    _age(dead_tmp, 2)
    live_tmp.write_bytes(b"half")  # another process is writing it now
    lexicons = cache / "lexicons-s0-000000000000.json.gz"
    lexicons.write_bytes(b"lex")
    _age(lexicons, 90)

    second = Prefilter([re.compile(r"second\d")])  # compiled and written: prunes
    new = set(cache.glob("prefilter-*.hsdb")) - {current, *others}
    assert len(new) == 1
    # the 3 most recent (the new one, then the 1- and 2-day-old ones) and the current one
    assert set(cache.iterdir()) == {*new, others[0], others[1], current, live_tmp, lexicons}
    assert first.hits("first7") == frozenset([first_rx]) and second.hits("second7")

    # loading a database from disk marks it used, so a long-lived version is not pruned as old
    monkeypatch.setattr(pf, "_MEMO", {})
    aged = current.stat().st_mtime  # 30 days ago, set above
    Prefilter([first_rx])
    assert current.stat().st_mtime - aged > 29 * 86400  # touched now: a file date, not a speed claim


def test_disk_cache_pruning_tolerates_other_processes(tmp_path, monkeypatch) -> None:
    """A file that another process has already deleted, or that cannot be deleted, is skipped."""
    monkeypatch.setenv("AIRLOCK_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pf, "_MEMO", {})
    monkeypatch.setattr(pf, "_KEEP_ON_DISK", 1)
    cache = tmp_path / "tagger"
    cache.mkdir()
    gone, locked = cache / f"prefilter-{1:024x}.hsdb", cache / f"prefilter-{2:024x}.hsdb"
    for f in (gone, locked):
        f.write_bytes(b"db")
        _age(f, 5)
    unlink = os.unlink

    def racing_unlink(p, *a, **kw):
        if str(p) == str(gone):
            unlink(p)  # deleted by another process just before us
        elif str(p) == str(locked):
            raise PermissionError(p)
        return unlink(p, *a, **kw)

    monkeypatch.setattr(pf.os, "unlink", racing_unlink)
    rx = re.compile(r"third\d")
    assert Prefilter([rx]).hits("third3") == frozenset([rx])
    assert not gone.exists() and locked.exists()


def test_switch_off(monkeypatch) -> None:
    monkeypatch.setenv("AIRLOCK_TAGGER_PREFILTER", "0")
    pre = Prefilter([re.compile("abc")])
    assert pre.hits("abc") is None and not pre.covered
