"""Span metrics: hand-computed cases for Algorithm 2 with offsets, any-overlap, exact, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.core.span_jsonl import Record
from airlock.core.spans import Span
from airlock.harness.evaluation.metrics import (
    MISSED,
    SPURIOUS,
    Counts,
    EvalResult,
    canonicalize,
    evaluate,
    f_beta,
    score_document,
)

TEXT = "Pt John Smith, DOB 03/12/1950, seen by Dr Ann Lee. John Smith was discharged."
JOHN = Span(3, 13, "PATIENT_NAME")
DOB = Span(19, 29, "DATE")
ANN = Span(42, 49, "CLINICIAN_NAME")
JOHN2 = Span(51, 61, "PATIENT_NAME")
GOLD = [JOHN, DOB, ANN, JOHN2]


def score(gold: list[Span], pred: list[Span], text: str | None = TEXT) -> EvalResult:
    res = EvalResult()
    score_document(res, text, gold, pred)
    return res


def test_spans_in_fixture_are_what_they_say() -> None:
    assert [TEXT[s.start : s.end] for s in GOLD] == ["John Smith", "03/12/1950", "Ann Lee", "John Smith"]


def test_perfect_prediction() -> None:
    j = score(GOLD, list(GOLD)).as_json()
    assert j["bipartite"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "f2": 1.0}
    assert j["any_overlap"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0}
    assert j["exact"] == {"recall": 1.0}


def test_partial_overlap_counts_for_overlap_but_not_bipartite() -> None:
    # "Smith" alone: canonical gold "john smith" is not a substring of "smith"
    res = score([JOHN], [Span(8, 13, "PATIENT_NAME")])
    assert (res.bipartite.tp, res.bipartite.fp, res.bipartite.fn) == (0, 1, 1)
    assert res.any_overlap_json() == {"precision": 1.0, "recall": 1.0, "f1": 1.0}
    assert res.as_json()["exact"]["recall"] == 0.0


def test_wider_prediction_matches_by_substring() -> None:
    # "Pt John Smith" contains the gold value: a match under Algorithm 2, not an exact match
    res = score([JOHN], [Span(0, 13, "PATIENT_NAME")])
    assert res.bipartite.tp == 1 and res.as_json()["exact"]["recall"] == 0.0


def test_one_prediction_covering_two_gold_spans() -> None:
    # one span over "John Smith, DOB 03/12/1950" contains both gold values but matches only one (one-to-one)
    res = score([JOHN, DOB], [Span(3, 29, "PATIENT_NAME")])
    assert (res.bipartite.tp, res.bipartite.fp, res.bipartite.fn) == (1, 0, 1)
    assert res.bipartite.precision == 1.0 and res.bipartite.recall == 0.5
    assert res.bipartite.f1 == pytest.approx(2 / 3)
    assert res.bipartite.f2 == pytest.approx(5 * 0.5 / (4 * 1.0 + 0.5))  # (1+4)PR/(4P+R) = 5/9
    # any-overlap is not one-to-one: both gold spans are touched by the single prediction
    assert res.any_overlap_json()["recall"] == 1.0


def test_repeated_value_elsewhere_does_not_match() -> None:
    # the prediction covers the second "John Smith"; Algorithm 2 without offsets would match the first too
    res = score([JOHN], [JOHN2])
    assert res.bipartite.tp == 0
    both = score([JOHN, JOHN2], [JOHN2])
    assert (both.bipartite.tp, both.bipartite.fn) == (1, 1)


def test_empty_predictions_and_empty_gold() -> None:
    res = score(GOLD, [])
    j = res.as_json()
    assert j["bipartite"]["precision"] == 0.0 and j["bipartite"]["recall"] == 0.0 and j["bipartite"]["f1"] == 0.0
    assert j["any_overlap"]["recall"] == 0.0
    nothing = score([], []).as_json()
    assert nothing["bipartite"]["precision"] == 1.0 and nothing["bipartite"]["recall"] == 1.0
    spurious = score([], [JOHN]).as_json()
    assert spurious["bipartite"]["precision"] == 0.0 and spurious["bipartite"]["recall"] == 1.0


def test_canonicalization_dashes_case_whitespace() -> None:
    assert canonicalize("  ANN\u2013LEE\n  Smith ") == "ann-lee smith"
    text = "Dr ANN-LEE\nSMITH here"
    gold = [Span(3, 16, "CLINICIAN_NAME")]
    other = "Dr Ann\u2014Lee Smith here"  # same name, different dash and case, no line break
    assert score(gold, gold, text).bipartite.tp == 1
    assert canonicalize(other[3:16]) == canonicalize(text[3:16])


def test_per_label_and_confusions() -> None:
    pred = [Span(3, 13, "CLINICIAN_NAME"), DOB, Span(42, 49, "CLINICIAN_NAME"), Span(70, 80, "DATE")]
    res = score(GOLD, pred)
    pl = res.as_json()["per_label"]
    assert pl["PATIENT_NAME"]["gold"] == 2 and pl["PATIENT_NAME"]["recall_any_label"] == 0.5
    assert pl["PATIENT_NAME"]["recall"] == 0.0  # never predicted with its own label
    assert pl["CLINICIAN_NAME"]["precision"] == 0.5 and pl["CLINICIAN_NAME"]["recall"] == 1.0
    assert res.confusions[("PATIENT_NAME", "CLINICIAN_NAME")] == 1
    assert res.confusions[("PATIENT_NAME", MISSED)] == 1
    assert res.confusions[(SPURIOUS, "DATE")] == 1
    # labels are ignored overall: 3 of 4 gold found, 3 of 4 predictions correct
    assert (res.bipartite.tp, res.bipartite.fp, res.bipartite.fn) == (3, 1, 1)


def test_evaluate_missing_and_unknown_documents() -> None:
    gold = [Record("a", TEXT, tuple(GOLD), doc_type="x"), Record("b", "Dr Ann Lee", (Span(3, 10, "CLINICIAN_NAME"),),
                                                                doc_type="y")]
    res = evaluate(gold, {"a": GOLD})
    assert res.documents == 2 and res.missing_predictions == 1 and res.bipartite.recall == 0.8
    assert res.per_doc_type["x"].f1 == 1.0 and res.per_doc_type["y"].recall == 0.0
    with pytest.raises(ValueError, match="not in the gold"):
        evaluate(gold, {"zzz": []})


def test_f_beta() -> None:
    assert f_beta(0.5, 1.0, 1.0) == pytest.approx(2 / 3)
    assert f_beta(0.0, 0.0, 2.0) == 0.0
    assert Counts(2, 2, 0).f2 == pytest.approx(5 * 0.5 / (4 * 0.5 + 1))


# ---------------------------------------------------------------- properties

_LABELS = ["PATIENT_NAME", "DATE", "MRN", "AGE"]
PROP_TEXT = "abcdefghij klmnopqrst uvwxyz ABCDEFGHIJ KLMNOPQRST 0123456789 " * 2


@st.composite
def span_lists(draw: st.DrawFn, max_size: int = 8) -> list[Span]:
    n = len(PROP_TEXT)
    out = []
    for _ in range(draw(st.integers(0, max_size))):
        a = draw(st.integers(0, n - 2))
        b = draw(st.integers(a + 1, min(n, a + 15)))
        out.append(Span(a, b, draw(st.sampled_from(_LABELS))))
    return out


@settings(max_examples=150, deadline=None, derandomize=True)
@given(span_lists(), span_lists(), st.randoms(use_true_random=False))
def test_order_of_spans_does_not_matter(gold: list[Span], pred: list[Span], rnd) -> None:
    a = score(gold, pred, PROP_TEXT).as_json()
    g2, p2 = list(gold), list(pred)
    rnd.shuffle(g2)
    rnd.shuffle(p2)
    assert score(g2, p2, PROP_TEXT).as_json() == a


@settings(max_examples=150, deadline=None, derandomize=True)
@given(span_lists())
def test_perfect_prediction_scores_one(gold: list[Span]) -> None:
    j = score(gold, list(gold), PROP_TEXT).as_json()
    assert j["bipartite"]["precision"] == j["bipartite"]["recall"] == j["bipartite"]["f1"] == 1.0
    assert j["any_overlap"]["f1"] == 1.0 and j["exact"]["recall"] == 1.0


@settings(max_examples=150, deadline=None, derandomize=True)
@given(span_lists(), span_lists(), st.data())
def test_adding_a_wrong_span_never_raises_precision(gold: list[Span], pred: list[Span], data: st.DataObject) -> None:
    a = data.draw(st.integers(0, len(PROP_TEXT) - 2))
    wrong = Span(a, data.draw(st.integers(a + 1, min(len(PROP_TEXT), a + 10))), "MRN")
    if any(wrong.overlaps(g) for g in gold):
        return  # only a span touching no gold is wrong under every metric
    before, after = score(gold, pred, PROP_TEXT), score(gold, pred + [wrong], PROP_TEXT)
    assert after.bipartite.precision <= before.bipartite.precision
    assert after.any_overlap_json()["precision"] <= before.any_overlap_json()["precision"]
    assert after.bipartite.recall == before.bipartite.recall


@settings(max_examples=100, deadline=None, derandomize=True)
@given(span_lists(), span_lists())
def test_bipartite_is_one_to_one(gold: list[Span], pred: list[Span]) -> None:
    res = score(gold, pred, PROP_TEXT)
    assert res.bipartite.tp <= min(len(gold), len(pred))
    assert res.bipartite.tp + res.bipartite.fp == len(pred) and res.bipartite.tp + res.bipartite.fn == len(gold)
