"""`airlock tag --in IN.jsonl --out OUT.jsonl [--mode fast|full] [--tenant T]`

Reads span-JSONL input lines ``{"id", "text"}`` and writes ``{"id", "spans": [...]}``. A bad line (invalid
UTF-8, bad JSON, missing fields) gets a clear error on stderr naming its line number; the other lines are
still tagged. Exit code 0 when every line was tagged, 1 otherwise (the output is written either way).
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def register(sub: argparse._SubParsersAction) -> None:
    """Add this domain's sub-commands to the `airlock` parser."""
    p = sub.add_parser("tag", help="detect sensitive spans in a JSONL file of documents")
    p.add_argument("--in", dest="inp", required=True, help="input JSONL: {\"id\", \"text\"} per line")
    p.add_argument("--out", dest="out", required=True, help="output JSONL: {\"id\", \"spans\"} per line")
    p.add_argument("--mode", choices=("fast", "full"), default="fast")
    p.add_argument("--tenant", default=None, help="tenant (recognizer set and name vault)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run_tag)


def _progress(total_bytes: int, enabled: bool):
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover
        return None
    return tqdm(total=total_bytes, unit="B", unit_scale=True, desc="tag", file=sys.stderr, leave=False)


def run_tag(args: argparse.Namespace) -> int:
    from airlock.core.span_jsonl import parse_record
    from airlock.tagger.detection import detect

    try:
        size = os.path.getsize(args.inp)
        fin = open(args.inp, "rb")  # noqa: SIM115
    except OSError as exc:
        print(f"airlock tag: cannot read input: {exc.strerror}", file=sys.stderr)
        return 2
    # progress bar for big files only (> 1 MiB) and only on a terminal unless forced
    bar = _progress(size, not args.no_progress and size > 1 << 20 and sys.stderr.isatty())
    errors = 0
    done = 0
    try:
        with fin, open(args.out, "w", encoding="utf-8") as fout:
            for lineno, raw in enumerate(fin, start=1):
                if bar is not None:
                    bar.update(len(raw))
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    print(f"line {lineno}: invalid UTF-8 at byte {exc.start}", file=sys.stderr)
                    errors += 1
                    continue
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    print(f"line {lineno}: bad JSON: {exc.msg} (column {exc.colno})", file=sys.stderr)
                    errors += 1
                    continue
                try:
                    rec = parse_record(obj, kind="input")
                except ValueError as exc:
                    print(f"line {lineno}: {exc}", file=sys.stderr)
                    errors += 1
                    continue
                try:
                    spans = detect(rec.text or "", mode=args.mode, tenant=args.tenant)
                except Exception as exc:  # noqa: BLE001 - one document must not stop the file
                    print(f"line {lineno}: detection failed ({type(exc).__name__})", file=sys.stderr)
                    errors += 1
                    continue
                fout.write(json.dumps({"id": rec.id, "spans": [s.as_json() for s in spans]}) + "\n")
                done += 1
    finally:
        if bar is not None:
            bar.close()
    print(f"airlock tag: {done} document(s) tagged, {errors} bad line(s)", file=sys.stderr)
    return 0 if errors == 0 else 1
