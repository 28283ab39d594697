import json
from pathlib import Path

from airlock.cli import main


def test_tag_cli_bad_lines_reported_rest_processed(tmp_path: Path, capsys):
    inp = tmp_path / "in.jsonl"
    good1 = json.dumps({"id": "a", "text": "Seen by Dr Aisha Okonkwo on 12-Feb-2024."}).encode()
    good2 = json.dumps({"id": "c", "text": "NHS 943 476 5919"}).encode()
    inp.write_bytes(good1 + b"\n" + b'{"id": "b", "text": "bad \xff\xfe utf8"}\n' + b"{not json\n" + good2 + b"\n")
    out = tmp_path / "out.jsonl"
    rc = main(["tag", "--in", str(inp), "--out", str(out), "--mode", "fast"])
    err = capsys.readouterr().err
    assert rc == 1
    assert "line 2: invalid UTF-8" in err and "line 3: bad JSON" in err
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "c"]
    assert {"start", "end", "label"} <= set(rows[0]["spans"][0])
    assert "Okonkwo" not in err


def test_tag_cli_all_ok(tmp_path: Path):
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"id": "x", "text": "MRN: 00482913"}) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["tag", "--in", str(inp), "--out", str(out), "--tenant", "example-uk-trust"]) == 0
    assert json.loads(out.read_text())["spans"][0]["label"] == "MRN"
