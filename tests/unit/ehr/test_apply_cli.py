"""apply / check / rollback through the `airlock` CLI; Q-mix via the secret store without leaking the seed."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import numpy as np
import pytest
import yaml

from airlock.cli import main
from airlock.ehr.apply import apply_skill
from airlock.ehr.panel import Panel, read_long, write_long
from airlock.ehr.skills import parse_skill

from .conftest import synthetic_panel

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "skills"


class FakeStore:
    def __init__(self) -> None:
        self.key = bytes(range(32))
        self.asked: list[str] = []

    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        self.asked.append(name)
        return self.key[:nbytes]


def export_skill() -> dict:
    d = yaml.safe_load((EXAMPLES / "skill_export_strong_privacy.yaml").read_text())
    d["operators"]["per_variable"].pop("Lactate")
    return d


def test_apply_with_qmix_uses_store_and_is_keyed(panel: Panel) -> None:
    skill = parse_skill(export_skill(), env={"AIRLOCK_EHR_SEED_REF": "secret://ehr/hospital-seed"})
    store = FakeStore()
    r1 = apply_skill(panel, skill, store, np.random.default_rng(0))
    assert store.asked == ["ehr/hospital-seed"]
    assert all(c.c1_ok and c.c2_ok and c.linf_z <= 1.0 for c in r1.checks.values())
    assert r1.ops["HR"] == {"op": "T1_uniform", "alpha": 1.0, "qmix": "wrap"}
    r2 = apply_skill(panel, skill, store, np.random.default_rng(0))
    assert np.array_equal(r1.panel.values, r2.panel.values)  # same secret + same RNG → same view
    other = FakeStore()
    other.key = bytes(range(1, 33))
    r3 = apply_skill(panel, skill, other, np.random.default_rng(0))
    assert not np.array_equal(r1.panel.values, r3.panel.values)  # the secret changes the permutations


def test_cli_apply_check_with_local_keystore(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("AIRLOCK_RUN_DIR", str(tmp_path / "run"))
    monkeypatch.setenv("AIRLOCK_SECRET_BACKEND", "local")
    monkeypatch.setenv("AIRLOCK_KEYSTORE_PATH", str(tmp_path / "run" / "keystore"))
    monkeypatch.setenv("AIRLOCK_EHR_SEED_REF", "secret://ehr/hospital-seed")
    raw = tmp_path / "raw.csv"
    write_long(synthetic_panel(60), raw)
    skill = tmp_path / "skill.yaml"
    skill.write_text(yaml.safe_dump(export_skill()))
    priv = tmp_path / "priv.csv"
    assert main(["ehr", "apply", "--skill", str(skill), "--in", str(raw), "--out", str(priv), "--quiet"]) == 0
    out = capsys.readouterr()
    meta_text = (tmp_path / "priv.csv.meta.json").read_text()
    meta = json.loads(meta_text)
    assert meta["skill"]["id"] == "skill_export_strong_privacy" and meta["skill"]["version"] == 1
    assert meta["c1_c2_ok"] and meta["created_at"] and meta["parameters"]["qmix"]["secret_ref"] == "ehr/hospital-seed"
    # the seed itself is nowhere: not in stdout/stderr, not in the metadata
    from airlock.core.config import Settings
    from airlock.core.secret_store import open_secret_store
    key = open_secret_store(Settings.from_env()).get_or_create_key("ehr/hospital-seed", 32)
    for form in (key.hex(), base64.b64encode(key).decode(), base64.b64encode(key).decode().rstrip("=")):
        assert form not in out.out + out.err and form not in meta_text
    assert main(["ehr", "check", "--raw", str(raw), "--priv", str(priv)]) == 0
    assert "C1 ok, C2 ok" in capsys.readouterr().out
    # a tampered view (one point moved by 5 σ) fails C2 → exit 3
    p = read_long(priv)
    p.values[0, p.var_index("HR"), 3] += 5 * np.nanstd(p.values[:, p.var_index("HR"), :])
    write_long(p, priv)
    assert main(["ehr", "check", "--raw", str(raw), "--priv", str(priv)]) == 3


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d["operators"]["per_variable"].update(Lactate={"ops": ["T2"], "alpha": 1.0}), "not in the data"),
    (lambda d: d["operators"]["per_variable"]["HR"].update(alpha=42), "α must be in"),
    (lambda d: d["operators"]["per_variable"]["HR"].update(ops=["Tx"]), "unknown operator"),
])
def test_cli_apply_bad_input_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], edit, message: str) -> None:  # noqa: ANN001
    raw = tmp_path / "raw.csv"
    write_long(synthetic_panel(20), raw)
    d = export_skill()
    d["qmix"] = {"enabled": False}
    edit(d)
    skill = tmp_path / "s.yaml"
    skill.write_text(yaml.safe_dump(d))
    assert main(["ehr", "apply", "--skill", str(skill), "--in", str(raw), "--out", str(tmp_path / "p.csv")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "p.csv").exists()


def test_cli_missing_and_malformed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    raw = tmp_path / "raw.csv"
    write_long(synthetic_panel(20), raw)
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: [\n")
    assert main(["ehr", "apply", "--skill", str(bad), "--in", str(raw), "--out", str(tmp_path / "p.csv")]) == 2
    assert "malformed YAML" in capsys.readouterr().err
    assert main(["ehr", "apply", "--skill", str(tmp_path / "none.yaml"), "--in", str(raw),
                 "--out", str(tmp_path / "p.csv")]) == 2
    assert "not found" in capsys.readouterr().err
    (tmp_path / "junk.csv").write_text("a,b\n1,2\n")
    ok = EXAMPLES / "skill_in_hosp_vitals_explore.yaml"
    assert main(["ehr", "apply", "--skill", str(ok), "--in", str(tmp_path / "junk.csv"),
                 "--out", str(tmp_path / "p.csv")]) == 2
    assert "lacks column" in capsys.readouterr().err


def test_cli_publish_rollback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reg = str(tmp_path / "reg")
    s1 = EXAMPLES / "skill_in_hosp_vitals_explore.yaml"
    d = yaml.safe_load(s1.read_text())
    d["version"] = 2
    s2 = tmp_path / "s2.yaml"
    s2.write_text(yaml.safe_dump(d))
    assert main(["ehr", "publish", "--registry", reg, "--skill", str(s1)]) == 0
    assert main(["ehr", "publish", "--registry", reg, "--skill", str(s2)]) == 0
    assert main(["ehr", "rollback", "--registry", reg, "--skill-id", "skill_in_hosp_vitals_explore"]) == 0
    assert "now v1" in capsys.readouterr().out
    assert main(["ehr", "rollback", "--registry", reg, "--skill-id", "skill_in_hosp_vitals_explore", "--to", "7"]) == 2
