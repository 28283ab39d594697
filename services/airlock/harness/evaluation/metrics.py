"""Span-level tagger metrics: one-to-one bipartite matching (seed 004, Algorithm 2), any-overlap, exact.

Algorithm 2 matches a predicted phrase p to a gold phrase g when canonical(g) is a substring of canonical(p),
then counts a maximum one-to-one matching. With character offsets available we also require p and g to
overlap in the same document; without that, a value repeated elsewhere in the text (the patient's name in
the header and in the narrative) would match a prediction that covers the other occurrence. Labels are
ignored for the overall figures, as in Algorithm 2; per-label tables report both views.

Edge cases: with no predictions precision is 1.0 if there is also no gold, else 0.0; with no gold recall
is 1.0. So an empty prediction file on a non-empty gold file scores 0 everywhere, never a free 1.0.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy.optimize import linear_sum_assignment

from airlock.core.span_jsonl import Record
from airlock.core.spans import Span

_DASHES = re.compile(r"[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]")
_WS = re.compile(r"\s+")
MISSED = "(missed)"
SPURIOUS = "(spurious)"


def canonicalize(s: str) -> str:
    """lowercase(NFKC(s)) with collapsed whitespace and unified dashes (Algorithm 2, CANONICALIZE)."""
    s = unicodedata.normalize("NFKC", s).lower()
    s = _DASHES.sub("-", s)
    return _WS.sub(" ", s).strip()


def f_beta(precision: float, recall: float, beta: float) -> float:
    if precision == 0.0 and recall == 0.0:
        return 0.0
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __iadd__(self, other: Counts) -> Counts:
        self.tp, self.fp, self.fn = self.tp + other.tp, self.fp + other.fp, self.fn + other.fn
        return self

    @property
    def precision(self) -> float:
        if self.tp + self.fp == 0:
            return 1.0 if self.fn == 0 else 0.0
        return self.tp / (self.tp + self.fp)

    @property
    def recall(self) -> float:
        return 1.0 if self.tp + self.fn == 0 else self.tp / (self.tp + self.fn)

    @property
    def f1(self) -> float:
        return f_beta(self.precision, self.recall, 1.0)

    @property
    def f2(self) -> float:
        return f_beta(self.precision, self.recall, 2.0)

    def as_json(self, *, f2: bool = True) -> dict[str, float]:
        out = {"precision": self.precision, "recall": self.recall, "f1": self.f1}
        if f2:
            out["f2"] = self.f2
        return out


def _matches(text: str | None, pred: Span, gold: Span) -> bool:
    if not pred.overlaps(gold):
        return False
    if text is None:  # no text to compare: overlap is all we can check
        return True
    return canonicalize(text[gold.start : gold.end]) in canonicalize(text[pred.start : pred.end])


def bipartite_pairs(text: str | None, gold: Sequence[Span], pred: Sequence[Span]) -> list[tuple[int, int]]:
    """Maximum one-to-one matching between predictions and gold; returns (pred index, gold index) pairs.

    SciPy's assignment solver on a 0/1 weight matrix gives a maximum-cardinality matching; pairs without
    an edge that the solver had to assign are dropped.
    """
    if not gold or not pred:
        return []
    adj = np.zeros((len(pred), len(gold)), dtype=np.int8)
    for u, p in enumerate(pred):
        for v, g in enumerate(gold):
            if _matches(text, p, g):
                adj[u, v] = 1
    if not adj.any():
        return []
    rows, cols = linear_sum_assignment(adj, maximize=True)
    return [(int(u), int(v)) for u, v in zip(rows, cols, strict=True) if adj[u, v]]


@dataclass
class LabelStats:
    gold: int = 0
    pred: int = 0
    found: int = 0  # gold spans of this label matched by a prediction of any label
    strict: Counts = field(default_factory=Counts)  # matching restricted to this label on both sides

    def as_json(self) -> dict[str, Any]:
        return {"gold": self.gold, "pred": self.pred,
                "recall_any_label": 1.0 if self.gold == 0 else self.found / self.gold,
                **self.strict.as_json()}


@dataclass
class EvalResult:
    documents: int = 0
    missing_predictions: int = 0  # gold documents with no prediction line (scored as empty)
    bipartite: Counts = field(default_factory=Counts)
    overlap_pred_hit: int = 0
    overlap_gold_hit: int = 0
    n_pred: int = 0
    n_gold: int = 0
    exact_hit: int = 0
    per_label: dict[str, LabelStats] = field(default_factory=lambda: defaultdict(LabelStats))
    confusions: Counter[tuple[str, str]] = field(default_factory=Counter)  # (gold label, predicted label)
    per_doc_type: dict[str, Counts] = field(default_factory=lambda: defaultdict(Counts))  # bipartite, by type

    @property
    def any_overlap(self) -> Counts:
        """Any-overlap as P/R: a prediction is correct if it touches gold; gold is found if touched."""
        c = Counts()
        c.tp = self.overlap_gold_hit
        c.fn = self.n_gold - self.overlap_gold_hit
        c.fp = self.n_pred - self.overlap_pred_hit
        return c

    def any_overlap_json(self) -> dict[str, float]:
        precision = (1.0 if self.n_gold == 0 else 0.0) if self.n_pred == 0 else self.overlap_pred_hit / self.n_pred
        recall = 1.0 if self.n_gold == 0 else self.overlap_gold_hit / self.n_gold
        return {"precision": precision, "recall": recall, "f1": f_beta(precision, recall, 1.0)}

    def as_json(self) -> dict[str, Any]:
        return {
            "bipartite": self.bipartite.as_json(),
            "any_overlap": self.any_overlap_json(),
            "exact": {"recall": 1.0 if self.n_gold == 0 else self.exact_hit / self.n_gold},
            "per_label": {lab: st.as_json() for lab, st in sorted(self.per_label.items())},
            "documents": self.documents,
        }


def score_document(result: EvalResult, text: str | None, gold: Sequence[Span], pred: Sequence[Span]) -> None:
    """Add one document's spans to ``result``."""
    gold, pred = sorted(gold), sorted(pred)
    result.documents += 1
    result.n_gold += len(gold)
    result.n_pred += len(pred)
    pairs = bipartite_pairs(text, gold, pred)
    result.bipartite += Counts(len(pairs), len(pred) - len(pairs), len(gold) - len(pairs))
    result.overlap_pred_hit += sum(1 for p in pred if any(p.overlaps(g) for g in gold))
    result.overlap_gold_hit += sum(1 for g in gold if any(g.overlaps(p) for p in pred))
    pred_offsets = {(p.start, p.end) for p in pred}
    result.exact_hit += sum(1 for g in gold if (g.start, g.end) in pred_offsets)

    matched_gold = {v: u for u, v in pairs}
    matched_pred = {u for u, _ in pairs}
    for v, g in enumerate(gold):
        st = result.per_label[g.label]
        st.gold += 1
        if v in matched_gold:
            st.found += 1
            result.confusions[(g.label, pred[matched_gold[v]].label)] += 1
        else:
            result.confusions[(g.label, MISSED)] += 1
    for u, p in enumerate(pred):
        result.per_label[p.label].pred += 1
        if u not in matched_pred:
            result.confusions[(SPURIOUS, p.label)] += 1
    for label in {s.label for s in gold} | {s.label for s in pred}:
        g_l = [s for s in gold if s.label == label]
        p_l = [s for s in pred if s.label == label]
        tp = len(bipartite_pairs(text, g_l, p_l))
        result.per_label[label].strict += Counts(tp, len(p_l) - tp, len(g_l) - tp)


def evaluate(gold: Iterable[Record], pred: Mapping[str, Sequence[Span]] | Iterable[Record]) -> EvalResult:
    """Score predictions against gold; documents without a prediction count as empty predictions.

    Prediction ids that are not in the gold set are an input error (a mismatched file), not silently ignored.
    """
    pred_map: dict[str, Sequence[Span]]
    if isinstance(pred, Mapping):
        pred_map = dict(pred)
    else:
        pred_map = {r.id: r.spans for r in pred}
    result = EvalResult()
    seen: set[str] = set()
    for rec in gold:
        seen.add(rec.id)
        spans = pred_map.get(rec.id)
        if spans is None:
            result.missing_predictions += 1
            spans = ()
        before = Counts(result.bipartite.tp, result.bipartite.fp, result.bipartite.fn)
        score_document(result, rec.text, rec.spans, spans)
        if rec.doc_type is not None:
            after = result.bipartite
            result.per_doc_type[rec.doc_type] += Counts(after.tp - before.tp, after.fp - before.fp, after.fn - before.fn)
    extra = sorted(set(pred_map) - seen)
    if extra:
        raise ValueError(f"{len(extra)} predicted documents are not in the gold file, e.g. {extra[:3]}")
    return result


def format_table(result: EvalResult) -> str:
    """Plain-text summary: overall figures, then the per-label table."""
    b, o = result.bipartite, result.any_overlap_json()
    lines = [
        f"documents {result.documents}  gold spans {result.n_gold}  predicted spans {result.n_pred}"
        + (f"  (no prediction for {result.missing_predictions} documents)" if result.missing_predictions else ""),
        f"bipartite    P {b.precision:.3f}  R {b.recall:.3f}  F1 {b.f1:.3f}  F2 {b.f2:.3f}  "
        f"(TP {b.tp} FP {b.fp} FN {b.fn})",
        f"any-overlap  P {o['precision']:.3f}  R {o['recall']:.3f}  F1 {o['f1']:.3f}",
        f"exact        R {result.exact_hit / result.n_gold if result.n_gold else 1.0:.3f}",
        "",
        f"{'label':<22}{'gold':>6}{'pred':>6}{'R(any)':>8}{'P':>7}{'R':>7}{'F1':>7}",
    ]
    for label, st in sorted(result.per_label.items()):
        j = st.as_json()
        lines.append(f"{label:<22}{st.gold:>6}{st.pred:>6}{j['recall_any_label']:>8.3f}{j['precision']:>7.3f}"
                     f"{j['recall']:>7.3f}{j['f1']:>7.3f}")
    if result.per_doc_type:
        lines += ["", f"{'document type':<22}{'P':>7}{'R':>7}{'F1':>7}{'F2':>7}"]
        for dt, c in sorted(result.per_doc_type.items()):
            lines.append(f"{dt:<22}{c.precision:>7.3f}{c.recall:>7.3f}{c.f1:>7.3f}{c.f2:>7.3f}")
    confused = [(k, n) for k, n in result.confusions.most_common() if MISSED not in k and SPURIOUS not in k
                and k[0] != k[1]][:10]
    if confused:
        lines += ["", "top label confusions (gold -> predicted):"]
        lines += [f"  {g} -> {p}: {n}" for (g, p), n in confused]
    return "\n".join(lines)
