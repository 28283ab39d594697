"""Sub-commands of the harness: ``corpus generate|validate|split`` and ``eval tagger|baselines``."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from airlock.core.categories import CATEGORIES, LABELS


def register(sub: argparse._SubParsersAction) -> None:
    """Add this domain's sub-commands to the `airlock` parser."""
    corpus = sub.add_parser("corpus", help="synthetic gold corpus: generate, validate, split")
    csub = corpus.add_subparsers(dest="corpus_command", metavar="ACTION")
    csub.required = True

    gen = csub.add_parser("generate", help="write a synthetic gold corpus (span JSONL)")
    gen.add_argument("--n", type=int, default=None, help="number of documents (default: the full 2,400 mix)")
    gen.add_argument("--seed", type=int, default=0)
    gen.add_argument("--out", required=True, type=Path)
    gen.add_argument("--types", nargs="+", default=None, help="document types (default: all seven)")
    gen.set_defaults(func=_cmd_generate)

    val = csub.add_parser("validate", help="check a span JSONL file and print coverage")
    val.add_argument("file", type=Path)
    val.add_argument("--kind", choices=["gold", "pred", "input", "auto"], default="gold")
    val.add_argument("--allow-overlaps", action="store_true")
    val.add_argument("--max-errors", type=int, default=20, help="errors to print (all are counted)")
    val.set_defaults(func=_cmd_validate)

    spl = csub.add_parser("split", help="deterministic dev/test split by hashing the document id")
    spl.add_argument("file", type=Path)
    spl.add_argument("--dev", type=Path, required=True)
    spl.add_argument("--test", type=Path, required=True)
    spl.add_argument("--test-fraction", type=float, default=0.2)
    spl.set_defaults(func=_cmd_split)

    ev = sub.add_parser("eval", help="evaluate taggers against gold spans")
    esub = ev.add_subparsers(dest="eval_command", metavar="ACTION")
    esub.required = True
    tag = esub.add_parser("tagger", help="bipartite / any-overlap / exact span metrics")
    tag.add_argument("--gold", required=True, type=Path)
    tag.add_argument("--pred", required=True, type=Path)
    tag.add_argument("--json", action="store_true", help="print one JSON object")
    tag.add_argument("--report", type=Path, default=None, help="write an HTML report")
    tag.set_defaults(func=_cmd_eval_tagger)

    base = esub.add_parser("baselines", help="Presidio and the project tagger side by side")
    base.add_argument("--corpus", type=Path, default=None, help="gold corpus; its held-out test split is used")
    base.add_argument("--presidio-synth", type=Path, default=None,
                      help="presidio-research synth_dataset_v2.json (default: ../shared/data/presidio-research/ "
                      "relative to the working directory, then to the repository)")
    base.add_argument("--limit", type=int, default=None, help="documents per dataset (default: all)")
    base.add_argument("--out-dir", type=Path, default=Path("out/baselines"))
    base.add_argument("--json", action="store_true")
    base.add_argument("--tagger-modes", nargs="+", default=["fast"], choices=["fast", "full"],
                      help="modes of the Airlock tagger to run (default: fast)")
    base.set_defaults(func=_cmd_baselines)


def _cmd_generate(args: argparse.Namespace) -> int:
    from airlock.core.span_jsonl import validate_file, write_jsonl
    from airlock.harness.corpus.generator import generate, plan

    counts = plan(args.n, args.types)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    n = write_jsonl(args.out, generate(args.n, args.seed, args.types))
    print(f"wrote {n} documents to {args.out} (seed {args.seed}): "
          + ", ".join(f"{t} {c}" for t, c in counts.items()))
    # the file is re-read through the validator, so what is printed is what a consumer will see
    report = validate_file(args.out, kind="gold")
    print(report.summary())
    print("\n".join(coverage_lines(report.label_counts, report.doc_type_counts, report.route_counts)))
    return 0 if report.ok else 1


def coverage_lines(label_counts: Counter[str], doc_type_counts: Counter[str], route_counts: Counter[str]) -> list[str]:
    """Coverage printout: every label of the category set with its count (0 is shown, not hidden)."""
    lines = ["document types: " + ", ".join(f"{t} {n}" for t, n in sorted(doc_type_counts.items())),
             "routes: " + ", ".join(f"{t} {n}" for t, n in sorted(route_counts.items())),
             "labels (group, spans):"]
    for label in sorted(LABELS, key=lambda lab: (CATEGORIES[lab].group.value, lab)):
        lines.append(f"  {label:<22}{CATEGORIES[label].group.value:<12}{label_counts.get(label, 0):>7}")
    missing = sorted(LABELS - set(label_counts))
    lines.append(f"labels covered: {len(LABELS) - len(missing)}/{len(LABELS)}"
                 + (f"; missing: {', '.join(missing)}" if missing else ""))
    return lines


def _cmd_validate(args: argparse.Namespace) -> int:
    from airlock.core.span_jsonl import validate_file

    report = validate_file(args.file, kind=args.kind, allow_overlaps=args.allow_overlaps)
    print(report.summary())
    for line, msg in report.errors[: args.max_errors]:
        print(f"  line {line}: {msg}")
    if len(report.errors) > args.max_errors:
        print(f"  ... {len(report.errors) - args.max_errors} more")
    if report.records:
        print("\n".join(coverage_lines(report.label_counts, report.doc_type_counts, report.route_counts)))
    return 0 if report.ok else 1


def _cmd_split(args: argparse.Namespace) -> int:
    from airlock.core.span_jsonl import read_records, write_jsonl
    from airlock.harness.corpus.generator import split_of

    records = read_records(args.file)
    dev = [r for r in records if split_of(r.id, args.test_fraction) == "dev"]
    test = [r for r in records if split_of(r.id, args.test_fraction) == "test"]
    write_jsonl(args.dev, dev)
    write_jsonl(args.test, test)
    print(f"{len(dev)} dev -> {args.dev}, {len(test)} test -> {args.test}")
    return 0


def _cmd_eval_tagger(args: argparse.Namespace) -> int:
    from airlock.core.span_jsonl import SpanJsonlError, read_records
    from airlock.harness.evaluation.metrics import evaluate, format_table

    try:
        gold = read_records(args.gold, kind="gold" if _looks_gold(args.gold) else "pred")
        pred = read_records(args.pred, kind="pred", allow_overlaps=True)
        result = evaluate(gold, pred)
    except (SpanJsonlError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.report is not None:
        from airlock.harness.evaluation.report import write_report

        write_report(args.report, {"tagger": result}, title=f"Tagger evaluation: {args.pred.name} vs {args.gold.name}")
    if args.json:
        print(json.dumps(result.as_json()))
    else:
        print(format_table(result))
        if args.report is not None:
            print(f"\nreport: {args.report}")
    return 0


def _looks_gold(path: Path) -> bool:
    """Gold files normally carry the full gold fields; plain ``{id, text, spans}`` files are accepted too."""
    with open(path, "rb") as fh:
        first = fh.readline()
    try:
        return all(k in json.loads(first) for k in ("doc_type", "route"))
    except (ValueError, UnicodeDecodeError):
        return True  # let the strict reader report the bad line


_SYNTH_REL = Path("../shared/data/presidio-research/synth_dataset_v2.json")


def _default_synth_path() -> Path:
    """``../shared/...`` as the issue states it: from the working directory, else from the repository root."""
    repo_root = Path(__file__).resolve().parents[3]
    for candidate in (_SYNTH_REL, repo_root / _SYNTH_REL):
        if candidate.exists():
            return candidate
    return _SYNTH_REL


def _cmd_baselines(args: argparse.Namespace) -> int:
    from airlock.harness.baselines import run_baselines

    synth = args.presidio_synth or _default_synth_path()
    return run_baselines(corpus=args.corpus, presidio_synth=synth, limit=args.limit,
                         out_dir=args.out_dir, as_json=args.json, tagger_modes=args.tagger_modes)
