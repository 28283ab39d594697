"""Baselines side by side: Presidio's analyzer (predefined recognizers, offline) and the project's tagger,
on the held-out split of the synthetic corpus and on presidio-research's ``synth_dataset_v2.json``.

Presidio runs with ``NoOpNlpEngine``: no spaCy model is installable here (DESIGN.md), so its NER-backed
recognizers (PERSON, LOCATION, ORGANIZATION, NRP) are absent and only pattern recognizers run. That is the
honest offline baseline, and why names and places must come from Airlock's own tagger.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from airlock.core.span_jsonl import Record, read_records, write_jsonl
from airlock.core.spans import Span
from airlock.harness.evaluation.metrics import EvalResult, evaluate

# Presidio entity -> Airlock label, for Presidio's *predictions*. Entities with no Airlock equivalent are
# dropped (their spans would only be counted as false positives against a label set that has no slot for them).
PRESIDIO_TO_AIRLOCK: dict[str, str] = {
    "PERSON": "PATIENT_NAME",  # Presidio does not tell patient from clinician; overall metrics ignore labels
    "EMAIL_ADDRESS": "EMAIL",
    "PHONE_NUMBER": "PHONE",
    "CREDIT_CARD": "ACCOUNT_NUMBER",
    "IBAN_CODE": "ACCOUNT_NUMBER",
    "US_BANK_NUMBER": "ACCOUNT_NUMBER",
    "CRYPTO": "ACCOUNT_NUMBER",
    "US_SSN": "SSN",
    "US_ITIN": "OTHER_ID",
    "US_PASSPORT": "OTHER_ID",
    "UUID": "OTHER_ID",
    "UK_NHS": "NHS_NUMBER",
    "DATE_TIME": "DATE",
    "URL": "URL",
    "IP_ADDRESS": "IP_ADDRESS",
    "MAC_ADDRESS": "DEVICE_ID",
    "MEDICAL_LICENSE": "LICENSE_NUMBER",
    "US_DRIVER_LICENSE": "LICENSE_NUMBER",
    "LOCATION": "CITY",
}

# presidio-research synth_dataset_v2 gold entity -> Airlock label; None means the gold span is dropped
# because the Airlock label set has no such category (a tagger is not asked to find it).
SYNTH_GOLD_TO_AIRLOCK: dict[str, str | None] = {
    "PERSON": "PATIENT_NAME",
    "STREET_ADDRESS": "STREET_ADDRESS",  # the dataset's addresses often run on to city/country; kept whole
    "GPE": "CITY",  # towns, states and countries alike; countries over-count (not Safe Harbor identifiers)
    "ZIP_CODE": "ZIP",
    "DATE_TIME": "DATE",  # includes some year-only and relative expressions
    "PHONE_NUMBER": "PHONE",
    "EMAIL_ADDRESS": "EMAIL",
    "CREDIT_CARD": "ACCOUNT_NUMBER",
    "IBAN_CODE": "ACCOUNT_NUMBER",
    "US_SSN": "SSN",
    "IP_ADDRESS": "IP_ADDRESS",
    "DOMAIN_NAME": "URL",
    "US_DRIVER_LICENSE": "LICENSE_NUMBER",
    "AGE": "AGE",  # AGE_OVER_89 when the value is a number over 89
    "ORGANIZATION": None,  # not a category (a facility would be, but the dataset's orgs are companies)
    "TITLE": None,  # job titles
    "NRP": None,  # nationality / religion / political group
}


def convert_presidio_synth(path: str | Path) -> list[Record]:
    """presidio-research JSON (``full_text`` + ``spans`` with ``start_position``/``end_position``) to records."""
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    records = []
    for i, item in enumerate(data):
        text = item["full_text"]
        spans = []
        for s in item.get("spans") or []:
            label = SYNTH_GOLD_TO_AIRLOCK.get(s["entity_type"], None)
            if label is None:
                continue
            start, end = s["start_position"], s["end_position"]
            # tight spans, like the Airlock corpus: trailing newlines/spaces are not part of the value
            while end > start and text[end - 1].isspace():
                end -= 1
            while start < end and text[start].isspace():
                start += 1
            if start >= end:
                continue
            if label == "AGE":
                digits = "".join(c for c in text[start:end] if c.isdigit())
                if digits and int(digits) > 89:
                    label = "AGE_OVER_89"
            spans.append(Span(start, end, label))
        records.append(Record(id=f"presidio-synth-{i:04d}", text=text, spans=tuple(sorted(spans)),
                              doc_type="presidio_synth_v2"))
    return records


def resolve_overlaps(spans: Sequence[Span]) -> list[Span]:
    """Drop a span contained in another span of at least its score (URL inside an e-mail, PHONE on an NHS
    number); partial overlaps are kept, as Presidio reports them."""
    kept = []
    for s in spans:
        dominated = any(o is not s and o.start <= s.start and s.end <= o.end and (o.end - o.start > s.end - s.start
                        or o.score > s.score) for o in spans)
        if not dominated:
            kept.append(s)
    return sorted(set(kept))


class PresidioBaseline:
    """Presidio ``AnalyzerEngine`` with predefined recognizers and the no-op NLP engine (no model download)."""

    name = "presidio"

    def __init__(self, score_threshold: float = 0.0) -> None:
        os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")  # tldextract must not go online
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import NoOpNlpEngine

        engine = NoOpNlpEngine(models=[{"lang_code": "en", "model_name": "none"}])
        registry = RecognizerRegistry()
        registry.load_predefined_recognizers(nlp_engine=engine)
        self.analyzer = AnalyzerEngine(nlp_engine=engine, registry=registry, supported_languages=["en"])
        self.score_threshold = score_threshold

    def detect(self, text: str) -> list[Span]:
        results = self.analyzer.analyze(text=text, language="en", score_threshold=self.score_threshold)
        spans = [Span(r.start, r.end, PRESIDIO_TO_AIRLOCK[r.entity_type], source=r.entity_type, score=r.score)
                 for r in results if r.entity_type in PRESIDIO_TO_AIRLOCK and r.end > r.start]
        return resolve_overlaps(spans)


def load_airlock_tagger(mode: str = "fast") -> tuple[Callable[[str], list[Span]] | None, str]:
    """The project's tagger if importable, else ``(None, reason)``; imported lazily so the harness does not
    depend on it."""
    try:
        from airlock.tagger.detection import detect
    except Exception as exc:  # noqa: BLE001 - any import failure means "not available", with the reason
        return None, f"airlock.tagger.detection.detect is not available ({type(exc).__name__}: {exc})"
    return (lambda text: list(detect(text, mode=mode))), f"airlock tagger (mode={mode})"


@dataclass
class SystemRun:
    system: str
    dataset: str
    result: EvalResult
    seconds: float
    pred_path: Path
    per_doc_s: list[float]

    def row(self) -> dict[str, Any]:
        j = self.result.as_json()
        n = max(1, self.result.documents)
        return {"system": self.system, "dataset": self.dataset, "documents": self.result.documents,
                "bipartite": j["bipartite"], "any_overlap": j["any_overlap"], "exact": j["exact"],
                "docs_per_s": n / self.seconds if self.seconds else None, "ms_per_doc": 1000 * self.seconds / n,
                "p50_ms": 1000 * _quantile(self.per_doc_s, 0.5), "p99_ms": 1000 * _quantile(self.per_doc_s, 0.99)}


def _quantile(values: Sequence[float], q: float) -> float:
    """Nearest-rank quantile (what latency reports use); 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def run_system(name: str, detect: Callable[[str], list[Span]], dataset: str, gold: Sequence[Record],
               out_dir: Path) -> SystemRun:
    pred_path = out_dir / f"{dataset}.{name}.pred.jsonl"
    pred_path.unlink(missing_ok=True)  # a crash must not leave an older run's predictions next to new gold
    detect("Warm-up call so lazy model and recognizer loading is not timed. Seen 01/02/2020.")
    preds: dict[str, list[Span]] = {}
    per_doc: list[float] = []
    for rec in gold:
        t0 = time.perf_counter()
        preds[rec.id] = detect(rec.text or "")
        per_doc.append(time.perf_counter() - t0)
    seconds = sum(per_doc)
    write_jsonl(pred_path, [{"id": i, "spans": [s.as_json() for s in sorted(sp)]} for i, sp in preds.items()])
    return SystemRun(name, dataset, evaluate(gold, preds), seconds, pred_path, per_doc)


def corpus_test_split(corpus: Path | None, out_dir: Path) -> list[Record]:
    """The held-out test split of ``corpus`` (or of the default seed-0 corpus, generated in memory)."""
    from airlock.harness.corpus.generator import generate, split_of

    records = read_records(corpus, kind="gold") if corpus else list(generate(seed=0))
    test = [r for r in records if split_of(r.id) == "test"]
    write_jsonl(out_dir / "corpus.test.gold.jsonl", test)
    return test


def format_side_by_side(runs: Sequence[SystemRun]) -> str:
    head = (f"{'dataset':<16}{'system':<14}{'docs':>6}  {'bip P':>6}{'bip R':>7}{'bip F1':>7}{'bip F2':>7}"
            f"  {'ovl P':>6}{'ovl R':>7}{'ovl F1':>7}  {'exact R':>7}  {'ms/doc':>7}{'p50':>6}{'p99':>6}")
    lines = [head, "-" * len(head)]
    for run in runs:
        r = run.row()
        b, o = r["bipartite"], r["any_overlap"]
        lines.append(f"{run.dataset:<16}{run.system:<14}{r['documents']:>6}  {b['precision']:>6.3f}{b['recall']:>7.3f}"
                     f"{b['f1']:>7.3f}{b['f2']:>7.3f}  {o['precision']:>6.3f}{o['recall']:>7.3f}{o['f1']:>7.3f}  "
                     f"{r['exact']['recall']:>7.3f}  {r['ms_per_doc']:>7.1f}{r['p50_ms']:>6.1f}{r['p99_ms']:>6.1f}")
    return "\n".join(lines)


def run_baselines(*, corpus: Path | None, presidio_synth: Path, limit: int | None, out_dir: Path,
                  as_json: bool = False, tagger_modes: Sequence[str] = ("fast",)) -> int:
    """``airlock eval baselines``: evaluate every available system on both datasets; 0 on success."""
    out_dir.mkdir(parents=True, exist_ok=True)
    datasets: dict[str, list[Record]] = {"corpus-test": corpus_test_split(corpus, out_dir)}
    if presidio_synth.exists():
        synth = convert_presidio_synth(presidio_synth)
        write_jsonl(out_dir / "presidio-synth.gold.jsonl", synth)
        datasets["presidio-synth"] = synth
    else:
        print(f"note: {presidio_synth} not found; skipping that dataset", file=sys.stderr)
    if limit is not None:
        datasets = {k: v[:limit] for k, v in datasets.items()}

    systems: list[tuple[str, Callable[[str], list[Span]]]] = [("presidio", PresidioBaseline().detect)]
    tagger, why = None, "no tagger mode requested"
    for mode in tagger_modes:
        tagger, why = load_airlock_tagger(mode)
        if tagger is None:
            print(f"note: {why}; running Presidio only", file=sys.stderr)
            break
        # "airlock" is the default fast mode, so the name in the README table stays stable
        systems.append(("airlock" if mode == "fast" else f"airlock-{mode}", tagger))

    runs: list[SystemRun] = []
    failures: list[str] = []
    for ds, gold in datasets.items():
        for name, detect in systems:
            try:
                runs.append(run_system(name, detect, ds, gold, out_dir))
            except Exception as exc:  # noqa: BLE001 - one broken system must not hide the others' results
                failures.append(f"{name} failed on {ds}: {type(exc).__name__}: {exc}")
                print(f"error: {failures[-1]}", file=sys.stderr)
    from airlock.harness.evaluation.report import write_report

    report_path = out_dir / "baselines.html"
    write_report(report_path, {f"{r.dataset} / {r.system}": r.result for r in runs}, title="Airlock baselines",
                 notes=([] if tagger is not None else [why]) + failures)
    if as_json:
        print(json.dumps({"runs": [r.row() for r in runs], "tagger_available": tagger is not None,
                          "failures": failures}))
    else:
        print(format_side_by_side(runs))
        print(f"\npredictions and gold in {out_dir}/, report {report_path}")
    return 1 if failures else 0
