"""Span JSONL reading/validation: every bad line is reported with its number, good lines still come through."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from airlock.core.span_jsonl import (
    Record,
    SpanJsonlError,
    iter_jsonl,
    read_records,
    validate_file,
    write_jsonl,
)
from airlock.core.spans import Span


def _gold(doc_id: str, text: str, spans: list[dict]) -> dict:
    return {"id": doc_id, "text": text, "spans": spans, "doc_type": "sae", "task": "summarise",
            "route": "abstract", "content_coupled": False}


def test_roundtrip(tmp_path: Path) -> None:
    rec = Record("d1", "Pt John Smith seen", (Span(3, 13, "PATIENT_NAME"),), "sae", "summarise", "dp", True)
    p = tmp_path / "g.jsonl"
    write_jsonl(p, [rec])
    back = read_records(p, kind="gold")
    assert back == [rec]
    assert json.loads(p.read_text())["spans"] == [{"start": 3, "end": 13, "label": "PATIENT_NAME"}]


def test_each_bad_line_reported_and_reading_continues(tmp_path: Path) -> None:
    good = _gold("ok1", "Dr Ann Lee", [{"start": 3, "end": 10, "label": "CLINICIAN_NAME"}])
    lines = [
        json.dumps(good).encode(),
        b"{not json",
        b'{"id": "u", "text": "caf\xff"}',
        json.dumps(_gold("x1", "abc", [{"start": 1, "end": 9, "label": "DATE"}])).encode(),
        json.dumps(_gold("x2", "abc", [{"start": 0, "end": 2, "label": "NOPE"}])).encode(),
        json.dumps(_gold("x3", "a  b", [{"start": 1, "end": 3, "label": "DATE"}])).encode(),
        json.dumps(_gold("x4", "abcdef", [{"start": 0, "end": 3, "label": "DATE"},
                                          {"start": 2, "end": 5, "label": "AGE"}])).encode(),
        json.dumps({**good, "route": "cloud"}).encode(),
        json.dumps({**good, "id": "ok2", "content_coupled": "yes"}).encode(),
        json.dumps({**good}).encode(),
        json.dumps(_gold("x5", "abc", [{"start": True, "end": 2, "label": "DATE"}])).encode(),
        json.dumps(_gold("ok3", "abc", [])).encode(),
    ]
    p = tmp_path / "bad.jsonl"
    p.write_bytes(b"\n".join(lines) + b"\n")
    results = list(iter_jsonl(p, kind="gold"))
    errors = {r.line: r.error for r in results if not r.ok}
    assert [r.record.id for r in results if r.ok] == ["ok1", "ok3"]
    assert "bad JSON" in errors[2]
    assert "UTF-8" in errors[3]
    assert "past the text" in errors[4]
    assert "unknown label" in errors[5]
    assert "whitespace" in errors[6]
    assert "overlapping" in errors[7]
    assert "route" in errors[8]
    assert "content_coupled" in errors[9]
    assert "duplicate id" in errors[10]
    assert "integer" in errors[11]
    report = validate_file(p)
    assert not report.ok and report.records == 2 and len(report.errors) == 10
    with pytest.raises(SpanJsonlError, match="line 2"):
        read_records(p)


def test_overlaps_allowed_on_request(tmp_path: Path) -> None:
    p = tmp_path / "o.jsonl"
    spans = [{"start": 0, "end": 3, "label": "DATE"}, {"start": 2, "end": 5, "label": "AGE"}]
    p.write_text(json.dumps(_gold("a", "abcdef", spans)) + "\n")
    assert not validate_file(p).ok
    assert validate_file(p, allow_overlaps=True).ok


def test_input_and_pred_kinds(tmp_path: Path) -> None:
    p = tmp_path / "i.jsonl"
    p.write_text('{"id": "a", "text": "x"}\n{"id": "b", "spans": []}\n')
    res = list(iter_jsonl(p, kind="input"))
    assert res[0].ok and not res[1].ok
    res = list(iter_jsonl(p, kind="pred"))
    assert not res[0].ok and res[1].ok
    assert not validate_file(p, kind="gold").ok


def test_bom_and_crlf_tolerated(tmp_path: Path) -> None:
    p = tmp_path / "w.jsonl"
    p.write_bytes(b"\xef\xbb\xbf" + b'{"id": "a", "text": "x"}\r\n\r\n{"id": "b", "text": "y"}\r\n')
    assert [r.record.id for r in iter_jsonl(p, kind="input") if r.ok] == ["a", "b"]
