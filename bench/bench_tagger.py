"""Tagger benchmark: Airlock `fast` mode vs Presidio's offline analyzer on the same ~1 KB notes, one core.

    OMP_NUM_THREADS=1 .venv/bin/python -m bench.bench_tagger [--docs 300] [--seed 9001]

Airlock `fast` is also timed with its Hyperscan prefilter switched off (the baseline for the prefilter's
speed-up, same notes, same run; the two must give identical spans). Notes are cut (at line boundaries) to ~1 KB from synthetic gold documents of the project's generator (a
seed far from the evaluation corpus), so gold spans come with them. For each engine: notes/s and p50/p99 ms
per note, both measured in this run on this machine after a warm-up; plus any-overlap recall per Airlock
category that Presidio covers (its entities mapped onto Airlock labels), to show recall side by side.
Prints a table and writes bench/results/tagger.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

from airlock.core.spans import Span  # noqa: E402

RESULTS = Path(__file__).with_name("results")
NOTE_CHARS = 1024


def make_notes(n_docs: int, seed: int) -> list[tuple[str, list[Span]]]:
    """~1 KB notes with their gold spans, cut at line boundaries (spans crossing a cut are dropped)."""
    from airlock.harness.corpus.generator import generate

    notes: list[tuple[str, list[Span]]] = []
    for rec in generate(n_docs, seed=seed):
        text = rec.text or ""
        start = 0
        while start < len(text):
            end = min(len(text), start + NOTE_CHARS)
            if end < len(text):
                nl = text.rfind("\n", start + NOTE_CHARS // 2, end)
                end = nl + 1 if nl > 0 else end
            chunk = text[start:end]
            if len(chunk) >= NOTE_CHARS // 2:
                spans = [Span(s.start - start, s.end - start, s.label) for s in rec.spans
                         if s.start >= start and s.end <= end]
                notes.append((chunk, spans))
            start = end
    return notes


def timed(fn: Callable[[str], list[Span]], notes: list[tuple[str, list[Span]]]) -> tuple[dict, list[list[Span]]]:
    for text, _ in notes[:20]:  # warm-up (lazy singletons, regex caches)
        fn(text)
    lat: list[float] = []
    preds: list[list[Span]] = []
    c0 = time.process_time()
    t0 = time.perf_counter()
    for text, _ in notes:
        a = time.perf_counter()
        preds.append(fn(text))
        lat.append((time.perf_counter() - a) * 1000)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - c0
    lat_sorted = sorted(lat)
    p99 = lat_sorted[min(len(lat) - 1, int(round(0.99 * (len(lat) - 1))))]
    return {
        "notes": len(notes),
        "notes_per_s": round(len(notes) / wall, 1),
        # CPU seconds of this process: the one-core figure, less sensitive to other load on a shared machine
        "notes_per_cpu_s": round(len(notes) / cpu, 1),
        "p50_ms": round(statistics.median(lat), 3),
        "p99_ms": round(p99, 3),
        "mean_chars": round(sum(len(t) for t, _ in notes) / len(notes), 1),
    }, preds


def recall_by_label(notes: list[tuple[str, list[Span]]], preds: list[list[Span]]) -> dict[str, dict[str, float]]:
    """Any-overlap recall per gold label, counting predictions of the same label only."""
    out: dict[str, list[int]] = {}
    for (_, gold), pred in zip(notes, preds, strict=True):
        for g in gold:
            st = out.setdefault(g.label, [0, 0])
            st[0] += 1
            st[1] += any(p.label == g.label and p.overlaps(g) for p in pred)
    return {k: {"n": n, "recall": round(h / n, 4)} for k, (n, h) in sorted(out.items())}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--docs", type=int, default=300)
    ap.add_argument("--seed", type=int, default=9001)
    args = ap.parse_args(argv if argv is not None else [])

    from airlock.tagger.detection import detect
    from airlock.tagger.presidio_layer import ENTITY_MAP, presidio_spans

    notes = make_notes(args.docs, args.seed)
    os.environ["AIRLOCK_TAGGER_PREFILTER"] = "0"  # baseline: every recognizer regex scans every note
    from airlock.tagger.detection import Detector

    unfiltered = Detector()
    unfiltered.recognizers(None)  # the prefilter is built here, while switched off
    os.environ.pop("AIRLOCK_TAGGER_PREFILTER")
    noprefilter_stats, noprefilter_preds = timed(lambda t: unfiltered.detect(t, mode="fast"), notes)
    airlock_stats, airlock_preds = timed(lambda t: detect(t, mode="fast"), notes)
    if noprefilter_preds != airlock_preds:
        raise SystemExit("the Hyperscan prefilter changed detection results: refusing to report its speed")
    presidio_stats, presidio_preds = timed(lambda t: presidio_spans(t, entities=None, min_score=0.0), notes)
    full_stats, _ = timed(lambda t: detect(t, mode="full"), notes[: max(50, len(notes) // 4)])

    covered = sorted(set(ENTITY_MAP.values()))
    ra = recall_by_label(notes, airlock_preds)
    rp = recall_by_label(notes, presidio_preds)
    per_label = {
        lab: {"n": ra[lab]["n"], "airlock": ra[lab]["recall"], "presidio": rp.get(lab, {"recall": 0.0})["recall"]}
        for lab in covered
        if lab in ra
    }
    result = {
        "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                    "omp_num_threads": os.environ.get("OMP_NUM_THREADS")},
        "command": "OMP_NUM_THREADS=1 .venv/bin/python -m bench.bench_tagger",
        "airlock_fast": airlock_stats,
        "airlock_fast_without_prefilter": noprefilter_stats,
        "prefilter_speedup": round(airlock_stats["notes_per_cpu_s"] / noprefilter_stats["notes_per_cpu_s"], 2),
        "airlock_full": full_stats,
        "presidio_offline": presidio_stats,
        "recall_presidio_categories": per_label,
    }
    print(f"{'engine':32} {'notes':>6} {'notes/s':>9} {'notes/cpu-s':>12} {'p50 ms':>8} {'p99 ms':>8}")
    for name in ("airlock_fast", "airlock_fast_without_prefilter", "airlock_full", "presidio_offline"):
        s = result[name]
        print(f"{name:32} {s['notes']:6d} {s['notes_per_s']:9.1f} {s['notes_per_cpu_s']:12.1f} {s['p50_ms']:8.3f} "
              f"{s['p99_ms']:8.3f}")
    print(f"prefilter speed-up (CPU time, same notes, same run): {result['prefilter_speedup']}x")
    print(f"\n{'category (Presidio covers)':28} {'n':>5} {'airlock':>8} {'presidio':>9}")
    for lab, r in per_label.items():
        print(f"{lab:28} {r['n']:5d} {r['airlock']:8.3f} {r['presidio']:9.3f}")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "tagger.json").write_text(json.dumps(result, indent=1))
    print(f"\nwrote {RESULTS / 'tagger.json'}")
    return result


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
