"""Span JSONL: read, write and validate the line format of DESIGN.md ("Interfaces the acceptance checks use").

- input lines: ``{"id": str, "text": str}``
- prediction lines: ``{"id": str, "spans": [{"start": int, "end": int, "label": str}, ...]}``
- gold lines: a prediction line that also carries ``text``, ``doc_type``, ``task``, ``route``
  (``abstract`` | ``dp`` | ``local``) and ``content_coupled`` (bool).

Offsets are Python string indices into ``text``, end exclusive. Reading never stops at a bad line: each line
yields a :class:`LineResult` that is either a parsed :class:`Record` or an error naming the line number, so a
validator can list every problem in a file at once.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from airlock.core.categories import LABELS
from airlock.core.spans import Span

ROUTES: frozenset[str] = frozenset({"abstract", "dp", "local"})
GOLD_FIELDS: tuple[str, ...] = ("text", "spans", "doc_type", "task", "route", "content_coupled")

Kind = Literal["auto", "input", "pred", "gold"]


class SpanJsonlError(ValueError):
    """A line that is not valid span JSONL; carries the 1-based line number."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Record:
    """One document: id, optional text, spans (sorted), and the gold metadata when present."""

    id: str
    text: str | None = None
    spans: tuple[Span, ...] = ()
    doc_type: str | None = None
    task: str | None = None
    route: str | None = None
    content_coupled: bool | None = None

    @property
    def is_gold(self) -> bool:
        return self.text is not None and self.doc_type is not None and self.route is not None

    def as_json(self) -> dict[str, Any]:
        """The JSONL object: only the fields that are set, spans in offset order."""
        out: dict[str, Any] = {"id": self.id}
        if self.text is not None:
            out["text"] = self.text
        out["spans"] = [s.as_json() for s in sorted(self.spans)]
        for name in ("doc_type", "task", "route", "content_coupled"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    def as_input_json(self) -> dict[str, str]:
        """The tagger input line ``{"id", "text"}`` (gold stripped off)."""
        if self.text is None:
            raise ValueError(f"record {self.id!r} has no text")
        return {"id": self.id, "text": self.text}


@dataclass(frozen=True)
class LineResult:
    """Outcome of parsing one line: ``record`` when ok, otherwise ``error``."""

    line: int
    record: Record | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass
class ValidationReport:
    """Summary of a whole file: counts, every error with its line, label and document-type coverage."""

    path: str
    lines: int = 0
    records: int = 0
    spans: int = 0
    errors: list[tuple[int, str]] = field(default_factory=list)
    label_counts: Counter[str] = field(default_factory=Counter)
    doc_type_counts: Counter[str] = field(default_factory=Counter)
    route_counts: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> bool:
        return not self.errors and self.records > 0

    def summary(self) -> str:
        head = f"{self.path}: {self.records}/{self.lines} records ok, {self.spans} spans, {len(self.errors)} errors"
        return head


def _parse_span(raw: Any, idx: int) -> Span:
    if not isinstance(raw, dict):
        raise ValueError(f"span {idx} is not an object")
    missing = [k for k in ("start", "end", "label") if k not in raw]
    if missing:
        raise ValueError(f"span {idx} lacks {', '.join(missing)}")
    start, end, label = raw["start"], raw["end"], raw["label"]
    # bool is an int subclass in Python; true/false as an offset is a producer bug, not offset 1/0.
    for name, v in (("start", start), ("end", end)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise ValueError(f"span {idx} {name} is not an integer: {v!r}")
    if not isinstance(label, str):
        raise ValueError(f"span {idx} label is not a string")
    if start < 0 or end <= start:
        raise ValueError(f"span {idx} has bad offsets [{start}, {end})")
    return Span(start, end, label)


def parse_record(obj: Any, *, kind: Kind = "auto", allow_overlaps: bool = False) -> Record:
    """Build and check a :class:`Record` from a decoded JSON value; raises ``ValueError`` with the reason."""
    if not isinstance(obj, dict):
        raise ValueError("line is not a JSON object")
    doc_id = obj.get("id")
    if not isinstance(doc_id, str) or not doc_id:
        raise ValueError("missing or non-string 'id'")
    text = obj.get("text")
    if text is not None and not isinstance(text, str):
        raise ValueError("'text' is not a string")
    if kind == "input" and text is None:
        raise ValueError("input line lacks 'text'")
    if kind in ("pred", "gold") and "spans" not in obj:
        raise ValueError("line lacks 'spans'")
    if kind == "gold":
        missing = [k for k in GOLD_FIELDS if k not in obj]
        if missing:
            raise ValueError(f"gold line lacks {', '.join(missing)}")
    raw_spans = obj.get("spans", [])
    if not isinstance(raw_spans, list):
        raise ValueError("'spans' is not a list")
    spans = sorted(_parse_span(s, i) for i, s in enumerate(raw_spans))
    for i, s in enumerate(spans):
        if s.label not in LABELS:
            raise ValueError(f"unknown label {s.label!r} at [{s.start}, {s.end})")
        if text is not None:
            if s.end > len(text):
                raise ValueError(f"span [{s.start}, {s.end}) ends past the text (length {len(text)})")
            if not text[s.start : s.end].strip():
                raise ValueError(f"span [{s.start}, {s.end}) {s.label} covers only whitespace")
        if not allow_overlaps and i > 0 and spans[i - 1].overlaps(s):
            p = spans[i - 1]
            raise ValueError(f"overlapping spans [{p.start}, {p.end}) {p.label} and [{s.start}, {s.end}) {s.label}")
    route = obj.get("route")
    if route is not None and route not in ROUTES:
        raise ValueError(f"route {route!r} is not one of {sorted(ROUTES)}")
    coupled = obj.get("content_coupled")
    if coupled is not None and not isinstance(coupled, bool):
        raise ValueError("'content_coupled' is not a boolean")
    for name in ("doc_type", "task"):
        if obj.get(name) is not None and not isinstance(obj[name], str):
            raise ValueError(f"{name!r} is not a string")
    return Record(
        id=doc_id,
        text=text,
        spans=tuple(spans),
        doc_type=obj.get("doc_type"),
        task=obj.get("task"),
        route=route,
        content_coupled=coupled,
    )


def iter_jsonl(path: str | Path, *, kind: Kind = "auto", allow_overlaps: bool = False) -> Iterator[LineResult]:
    """Parse a span JSONL file line by line; a bad line yields an error result and reading goes on.

    Blank lines are skipped. Lines are decoded one at a time so that one invalid UTF-8 byte costs one line,
    not the file. Duplicate ids are reported on the later line.
    """
    seen: set[str] = set()
    with open(path, "rb") as fh:
        for lineno, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield LineResult(lineno, error=f"invalid UTF-8 at byte {exc.start}")
                continue
            if lineno == 1 and line.startswith("\ufeff"):
                line = line[1:]  # a UTF-8 BOM from Windows editors is not part of the first record
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                yield LineResult(lineno, error=f"bad JSON: {exc.msg} (column {exc.colno})")
                continue
            try:
                rec = parse_record(obj, kind=kind, allow_overlaps=allow_overlaps)
            except ValueError as exc:
                yield LineResult(lineno, error=str(exc))
                continue
            if rec.id in seen:
                yield LineResult(lineno, error=f"duplicate id {rec.id!r}")
                continue
            seen.add(rec.id)
            yield LineResult(lineno, record=rec)


def read_records(path: str | Path, *, kind: Kind = "auto", allow_overlaps: bool = False) -> list[Record]:
    """All records of a file; raises :class:`SpanJsonlError` on the first bad line (for evaluation inputs)."""
    out: list[Record] = []
    for res in iter_jsonl(path, kind=kind, allow_overlaps=allow_overlaps):
        if not res.ok:
            raise SpanJsonlError(res.line, res.error or "")
        assert res.record is not None
        out.append(res.record)
    return out


def write_jsonl(path: str | Path, records: Iterable[Record | dict[str, Any]]) -> int:
    """Write records (or ready JSON objects) one per line, UTF-8, no ASCII escaping; returns the count."""
    n = 0
    with open(path, "w", encoding="utf-8") as fh:
        for rec in records:
            obj = rec.as_json() if isinstance(rec, Record) else rec
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
            n += 1
    return n


def validate_file(path: str | Path, *, kind: Kind = "gold", allow_overlaps: bool = False) -> ValidationReport:
    """Check every line of a file and collect coverage counts; never raises for content problems."""
    report = ValidationReport(path=str(path))
    for res in iter_jsonl(path, kind=kind, allow_overlaps=allow_overlaps):
        report.lines = max(report.lines, res.line)
        if not res.ok:
            report.errors.append((res.line, res.error or ""))
            continue
        rec = res.record
        assert rec is not None
        report.records += 1
        report.spans += len(rec.spans)
        report.label_counts.update(s.label for s in rec.spans)
        if rec.doc_type is not None:
            report.doc_type_counts[rec.doc_type] += 1
        if rec.route is not None:
            report.route_counts[rec.route] += 1
    return report
