"""CLI round trip (generate -> validate -> split -> eval) and the Presidio baseline on small inputs."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from airlock.core.categories import LABELS
from airlock.core.span_jsonl import read_records, write_jsonl
from airlock.core.spans import Span
from airlock.harness import cli as harness_cli
from airlock.harness.baselines import (
    PRESIDIO_TO_AIRLOCK,
    SYNTH_GOLD_TO_AIRLOCK,
    PresidioBaseline,
    convert_presidio_synth,
    load_airlock_tagger,
    resolve_overlaps,
    run_baselines,
)


def main(argv: list[str]) -> int:
    """The harness sub-commands exactly as `airlock` wires them, without importing the other domains."""
    parser = argparse.ArgumentParser(prog="airlock")
    harness_cli.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return int(args.func(args) or 0)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("corpus") / "c.jsonl"
    assert main(["corpus", "generate", "--n", "70", "--seed", "1", "--out", str(path)]) == 0
    return path


def test_validate_command(corpus: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["corpus", "validate", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert "70/70 records ok" in out and "labels covered:" in out and "sae_narrative" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_text(corpus.read_text().splitlines()[0] + "\n{oops\n")
    assert main(["corpus", "validate", str(bad)]) == 1
    assert "line 2: bad JSON" in capsys.readouterr().out


def test_split_command(corpus: Path, tmp_path: Path) -> None:
    dev, test = tmp_path / "dev.jsonl", tmp_path / "test.jsonl"
    assert main(["corpus", "split", str(corpus), "--dev", str(dev), "--test", str(test)]) == 0
    d, t = read_records(dev), read_records(test)
    assert len(d) + len(t) == 70 and not {r.id for r in d} & {r.id for r in t}
    main(["corpus", "split", str(corpus), "--dev", str(tmp_path / "d2"), "--test", str(tmp_path / "t2")])
    assert (tmp_path / "t2").read_text() == test.read_text()


def test_eval_tagger_json_and_report(corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gold = read_records(corpus)
    pred = tmp_path / "pred.jsonl"
    # drop every other span: recall about 0.5, precision 1
    write_jsonl(pred, [{"id": r.id, "spans": [s.as_json() for s in r.spans[::2]]} for r in gold])
    report = tmp_path / "r.html"
    assert main(["eval", "tagger", "--gold", str(corpus), "--pred", str(pred), "--json", "--report", str(report)]) == 0
    j = json.loads(capsys.readouterr().out)
    assert set(j) == {"bipartite", "any_overlap", "exact", "per_label", "documents"}
    assert set(j["bipartite"]) == {"precision", "recall", "f1", "f2"} and set(j["exact"]) == {"recall"}
    assert j["documents"] == 70 and j["bipartite"]["precision"] == 1.0
    assert 0.4 < j["bipartite"]["recall"] < 0.6
    assert set(j["per_label"]) <= LABELS
    page = report.read_text()
    assert "data:image/png;base64," in page and "PATIENT_NAME" in page
    assert main(["eval", "tagger", "--gold", str(corpus), "--pred", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert "bipartite    P 1.000  R 1.000" in out
    assert "discharge_letter_uk" in out  # per-document-type breakdown


def test_eval_tagger_rejects_mismatched_files(corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pred = tmp_path / "p.jsonl"
    pred.write_text('{"id": "not-in-gold", "spans": []}\n')
    assert main(["eval", "tagger", "--gold", str(corpus), "--pred", str(pred)]) == 2
    assert "not in the gold file" in capsys.readouterr().err


def test_mappings_target_real_labels() -> None:
    assert set(PRESIDIO_TO_AIRLOCK.values()) <= LABELS
    assert {v for v in SYNTH_GOLD_TO_AIRLOCK.values() if v} <= LABELS


def test_convert_presidio_synth(tmp_path: Path) -> None:
    src = tmp_path / "synth.json"
    text = "Call Ana Li at 555-0100 from Acme\n, aged 93"
    src.write_text(json.dumps([{"full_text": text, "spans": [
        {"entity_type": "PERSON", "entity_value": "Ana Li", "start_position": 5, "end_position": 11},
        {"entity_type": "PHONE_NUMBER", "entity_value": "555-0100", "start_position": 15, "end_position": 23},
        {"entity_type": "ORGANIZATION", "entity_value": "Acme\n", "start_position": 29, "end_position": 34},
        {"entity_type": "AGE", "entity_value": "93", "start_position": 41, "end_position": 43}]}]))
    (rec,) = convert_presidio_synth(src)
    assert [(text[s.start : s.end], s.label) for s in rec.spans] == [
        ("Ana Li", "PATIENT_NAME"), ("555-0100", "PHONE"), ("93", "AGE_OVER_89")]


def test_resolve_overlaps_drops_contained_spans() -> None:
    email = Span(0, 20, "EMAIL", score=1.0)
    url = Span(6, 20, "URL", score=0.5)
    other = Span(15, 30, "PHONE", score=0.4)
    assert resolve_overlaps([url, email, other]) == [email, other]


@pytest.fixture(scope="module")
def presidio() -> PresidioBaseline:
    return PresidioBaseline()


def test_presidio_baseline_finds_pattern_identifiers(presidio: PresidioBaseline) -> None:
    text = "E-mail ann.lee@nhs.net, NHS 943 476 5919, card 4111 1111 1111 1111, from 10.2.3.4 on 03/12/2024."
    found = {(text[s.start : s.end], s.label) for s in presidio.detect(text)}
    for expected in [("ann.lee@nhs.net", "EMAIL"), ("943 476 5919", "NHS_NUMBER"),
                     ("4111 1111 1111 1111", "ACCOUNT_NUMBER"), ("10.2.3.4", "IP_ADDRESS")]:
        assert expected in found
    assert all(s.label in LABELS for s in presidio.detect(text))


def test_run_baselines_small(corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                             monkeypatch: pytest.MonkeyPatch) -> None:
    import airlock.harness.baselines as b

    # a stand-in for the project tagger keeps this test about the harness, not about the tagger's state
    monkeypatch.setattr(b, "load_airlock_tagger", lambda mode: (lambda text: [], f"stub ({mode})"))
    synth = tmp_path / "synth.json"
    synth.write_text(json.dumps([{"full_text": "mail bo@x.org now", "spans": [
        {"entity_type": "EMAIL_ADDRESS", "entity_value": "bo@x.org", "start_position": 5, "end_position": 13}]}]))
    out = tmp_path / "out"
    assert run_baselines(corpus=corpus, presidio_synth=synth, limit=8, out_dir=out, as_json=True) == 0
    j = json.loads(capsys.readouterr().out)
    rows = {(r["dataset"], r["system"]): r for r in j["runs"]}
    assert ("corpus-test", "presidio") in rows and ("presidio-synth", "presidio") in rows
    assert rows[("presidio-synth", "presidio")]["bipartite"]["recall"] == 1.0
    row = rows[("corpus-test", "presidio")]
    assert 0 < row["p50_ms"] <= row["p99_ms"] and row["documents"] == 8
    assert (out / "baselines.html").exists() and (out / "corpus-test.presidio.pred.jsonl").exists()
    assert j["tagger_available"] and ("corpus-test", "airlock") in rows
    assert rows[("corpus-test", "airlock")]["bipartite"]["recall"] == 0.0  # the stub finds nothing


def test_load_airlock_tagger_reports_availability() -> None:
    tagger, why = load_airlock_tagger("fast")
    assert why and (tagger is None or callable(tagger))


def test_a_failing_system_is_reported_not_hidden(corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    import airlock.harness.baselines as b

    def broken(text: str) -> list[Span]:
        if "Warm-up" not in text:
            raise RuntimeError("boom")
        return []

    monkeypatch.setattr(b, "load_airlock_tagger", lambda mode: (broken, "broken tagger"))
    out = tmp_path / "o"
    out.mkdir()
    (out / "corpus-test.airlock.pred.jsonl").write_text("stale\n")
    rc = b.run_baselines(corpus=corpus, presidio_synth=tmp_path / "absent.json", limit=5, out_dir=out, as_json=True)
    assert rc == 1
    j = json.loads(capsys.readouterr().out)
    assert [r["system"] for r in j["runs"]] == ["presidio"] and "boom" in j["failures"][0]
    assert not (out / "corpus-test.airlock.pred.jsonl").exists()
