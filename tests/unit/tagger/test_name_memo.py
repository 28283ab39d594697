"""The person-name recognizer's shortcuts give the same answers as the checks they stand for.

- the per-process table of context-free candidate verdicts (``_cand_static``) agrees with the full context
  checks (``_candidate_context``) on every token, and stays bounded;
- a one-token run that ``_single_dead`` skips is one that ``_judge`` rejects;
- the rewritten token and OCR patterns match exactly what the former ones matched, the trial-document test
  answers as its regex, and the document's cues do not overlap (their ends ascend, for bisection).
"""

from __future__ import annotations

import random
import re

import pytest

from airlock.tagger.recognizers import names
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.names import NameRecognizer

# the patterns before the rewrite
_OLD_TOKEN_RE = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_]))*(?:['’]s)?|[0-9]+|[^\w\s]")
_OLD_OCR_RE = re.compile(r"(?<![\w'’])0(?=['’][A-Za-z]{2})|(?<![\w])[A-Z]{1,20}l[A-Zl]{0,20}(?![\w])")

_CRAFTED = [
    "Seen by Dr Hill on the ward; Mrs Min Qian (daughter) aware. Patient name: Park. Hyun-woo Park visited.",
    "Follow up with patricia desrosiers and emidio p lombardo. dtr jasmijn glasses called. Mac an Oireachtaigh.",
    "SMITH, John   MRN 123. Dr MCALLISTER reviewed. BOHLANDER E. signed. NICHOLLS D. CXR clear. RND-92586",
    "May Chen and Jan Dvořák attended; Joshua May in June. son mr. robert smith. seen by dr. john o'neil.",
    "ALX1904964 5mith Abdul1ah KO8AYASHI 0'BRlEN Sean 0'Connell dela-Cruz al-Rashid van der Steen-Ocampo",
    "Treatment Median Case Primary Table Follow-up AEs Randomised metformin Amlodipine year-old cut-off",
    "Her motber Gong, Qiang; The mothrr, Nagy, Anna. wife (J.S.) present. Initials: R.B. PT CS (80 MALE)",
    "Principal Investigator: Dr. A. Okafor\nCRA: N. Park\nmonitoring visit report, IMV 3, site visit report",
]


def _texts() -> list[str]:
    from bench.bench_tagger import make_notes

    notes = [t for t, _ in make_notes(60, 9001)] + _CRAFTED
    return notes + [t.upper() for t in notes[:20]] + [t.lower() for t in notes[:20]] + _CRAFTED


def _prepared(rec: NameRecognizer, text: str) -> tuple[Doc, list[tuple[int, int]]]:
    doc = Doc(text)
    toks = [m.span() for m in names._TOKEN_RE.finditer(text)]
    words = [text[s:e] for s, e in toks]
    doc.meta["name_words"] = words
    doc.meta["name_keys"] = names._token_keys(words)
    doc.meta["trial_doc"] = names._trial_doc(doc.lower)
    doc.meta["name_cand"] = [None] * len(toks)
    return doc, toks


@pytest.fixture(scope="module")
def rec() -> NameRecognizer:
    return NameRecognizer()


def test_candidate_table_agrees_with_the_context_checks(rec: NameRecognizer) -> None:
    tokens = 0
    for text in _texts():
        doc, toks = _prepared(rec, text)
        full = [rec._candidate_context(doc, toks, k) for k in range(len(toks))]
        doc.meta["name_cand"] = [None] * len(toks)
        fast = [rec._candidate_uncached(doc, toks, k) for k in range(len(toks))]  # (through the table)
        doc.meta["name_cand"] = [None] * len(toks)
        again = [rec._candidate_uncached(doc, toks, k) for k in range(len(toks))]  # (the table filled)
        assert fast == full == again, text[:80]
        tokens += len(toks)
    assert tokens > 5000


_CONTEXTS = (
    "{}", "seen by {}", "daughter {}", "dtr maria {}", "son mr. robert {}", "Dr {}", "dr {}", "Patient name: {}",
    "Mrs Min {}", "SMITH {}", "SMITH, {}", "{}, John", "{} E.", "pt: {}", "Hyun-woo {}", "Joshua {}", "{} Chen",
    "mac {}", "{}1", "1{}", "{}-2", "ref {}-x", "The {} was", "and {} and", "NICHOLLS {}", "I saw {}",
)


def _vocabulary(rec: NameRecognizer) -> list[str]:
    """Words of every kind the verdict tells apart: common English words across the frequency bands, listed
    given names and surnames across the ranks, document words, particles, month names, acronyms."""
    rng = random.Random(3)
    lex = rec.lex
    common = sorted(w for w in lex.common if w.isalpha())
    bands: dict[int, list[str]] = {}
    for w in common:
        bands.setdefault(int(lex.common[w] * 2), []).append(w)
    words = [w for band in bands.values() for w in rng.sample(band, min(25, len(band)))]
    for table in (lex.first, lex.last):
        ranked = sorted((r, w) for w, r in table.items() if w.isalpha())
        words += [w for _r, w in ranked[:40]] + [w for _r, w in rng.sample(ranked, 120)]
    words += sorted(names.BLOCK)[::7] + sorted(names._PARTICLES) + sorted(names._MONTH_NAMES) + ["an", "mac"]
    words += sorted(w.lower() for w in names._NOT_INITIALS)[::5] + ["scr", "regn", "gsk", "abx", "tak"]
    words += ["dela-cruz", "al-rashid", "year-old", "follow-up", "o'neil", "wife's", "hill's", "mcallister"]
    return sorted(set(words))


def test_candidate_table_agrees_in_every_context(rec: NameRecognizer) -> None:
    """Each word of a wide vocabulary, in lower case, capitalised and in capitals, in contexts that reach
    every context check (cues, titles, a name before it, digits glued to it), in mixed-case and in ALL-CAPS
    documents."""
    cases = 0
    for word in _vocabulary(rec):
        for form in {word, word.title(), word.upper()}:
            for ctx in _CONTEXTS:
                for text in (ctx.format(form), ctx.format(form).upper() + " " + "WORD " * 3):
                    doc, toks = _prepared(rec, text)
                    full = [rec._candidate_context(doc, toks, k) for k in range(len(toks))]
                    doc.meta["name_cand"] = [None] * len(toks)
                    fast = [rec._candidate_uncached(doc, toks, k) for k in range(len(toks))]
                    assert fast == full, (text, doc.caps)
                    cases += 1
    assert cases > 10000


def test_skipped_one_token_runs_are_rejected_by_judge(rec: NameRecognizer, monkeypatch) -> None:
    checked = 0
    run = rec._run

    def checked_run(doc: Doc, toks: list[tuple[int, int]], i: int) -> list[int]:
        nonlocal checked
        out = run(doc, toks, i)
        if len(out) == 1 and len(doc.meta["name_words"][out[0]]) > 1 and rec._single_dead(
                doc.meta["name_keys"][out[0]], doc.caps):
            assert rec._judge(doc, toks, out) is None, doc.meta["name_words"][out[0]]
            checked += 1
        return out

    monkeypatch.setattr(rec, "_run", checked_run)
    for text in _texts():
        rec.analyze(Doc(text))
    assert checked > 100


def test_tables_stay_bounded_and_give_the_same_spans(monkeypatch) -> None:
    texts = _texts()
    plain = NameRecognizer()
    expected = [plain.analyze(Doc(t)) for t in texts]
    small = NameRecognizer()
    monkeypatch.setattr(names, "_CAND_MEMO_MAX", 50)
    rng = random.Random(7)
    for text in texts:
        noise = " ".join("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(6)).title()
                         for _ in range(200))
        small.analyze(Doc(noise))  # many distinct tokens: the tables are cleared, never larger than the bound
        assert small.analyze(Doc(text)) == expected[texts.index(text)]
        for table in (*small._cand_memo, *small._dead_memo):
            assert len(table) <= 50


def test_rewritten_patterns_match_as_before() -> None:
    rng = random.Random(1)
    alphabet = "aB'’-s 1_²éⅠ.\n0lL"
    samples = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))) for _ in range(20000)]
    samples += _texts()
    for t in samples:
        assert [m.span() for m in names._TOKEN_RE.finditer(t)] == [m.span() for m in _OLD_TOKEN_RE.finditer(t)], t
        assert [m.span() for m in names._OCR_IRISH_OR_CAPS_L.finditer(t)] == [
            m.span() for m in _OLD_OCR_RE.finditer(t)], t


@pytest.mark.parametrize("text", [
    "monitoring visit", "the monitoring report", "imv 3", "primv", "cra:", "cranial", "site visit report",
    "nothing here", "x-imv-y", "cra_1", "é imv", "",
])
def test_trial_doc_answers_as_its_regex(text: str) -> None:
    assert names._trial_doc(text) == bool(names._TRIAL_DOC_RE.search(text))


def test_document_cues_do_not_overlap(rec: NameRecognizer) -> None:
    for text in _texts():
        doc = Doc(text)
        cues = rec._doc_cues(doc)
        ends = doc.meta["name_cue_ends"]
        assert ends == [ce for _cs, ce, _lab in cues]
        assert all(cues[j][0] >= cues[j - 1][1] for j in range(1, len(cues)))
        assert all(cs < ce for cs, ce, _lab in cues)
