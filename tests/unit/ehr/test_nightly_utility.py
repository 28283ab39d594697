"""Nightly job exit codes, versioned outputs, metrics; downstream utility on raw vs private."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import yaml

from airlock.cli import main
from airlock.ehr.panel import write_long
from airlock.ehr.utility import run_utility

from .conftest import synthetic_panel

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "skills"


def _config(tmp_path: Path, thresholds: dict) -> Path:
    write_long(synthetic_panel(200), tmp_path / "raw.csv")
    cfg = {"input": "raw.csv", "output_root": "views", "metrics_out": "views/ehr.prom",
           "skills": [str(EXAMPLES / "skill_in_hosp_vitals_explore.yaml")],
           "attack": {"variables": ["HR"], "families": ["A", "B"], "max_stays": 200}, "thresholds": thresholds}
    d = yaml.safe_load((EXAMPLES / "skill_in_hosp_vitals_explore.yaml").read_text())
    d["operators"]["per_variable"].pop("Lactate")
    (tmp_path / "skill.yaml").write_text(yaml.safe_dump(d))
    cfg["skills"] = ["skill.yaml"]
    p = tmp_path / "nightly.yaml"
    p.write_text(yaml.safe_dump(cfg))
    return p


def test_nightly_unsafe_exits_3_and_does_not_publish(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    cfg = _config(tmp_path, {"max_r2_L2": 0.1})
    assert main(["ehr", "nightly", "--config", str(cfg), "--seed", "1"]) == 3
    out = capsys.readouterr().out
    assert "UNSAFE for export" in out and "reconstruction R²" in out
    table = tmp_path / "views" / "priv_vitals_hourly_v1"
    assert not (table / "LATEST").exists()
    assert list(table.glob("v1/*/UNSAFE"))
    meta = next(table.glob("v1/*/priv.csv.meta.json")).read_text()
    assert '"safe_for_export": false' in meta
    assert "airlock_ehr_view_safe" in (tmp_path / "views" / "ehr.prom").read_text()


def test_nightly_safe_exits_0_and_moves_latest(tmp_path: Path) -> None:
    cfg = _config(tmp_path, {"max_r2_L2": 1.0, "max_ks": 0.5})
    assert main(["ehr", "nightly", "--config", str(cfg), "--seed", "1"]) == 0
    latest = (tmp_path / "views" / "priv_vitals_hourly_v1" / "LATEST").read_text().strip()
    assert latest.startswith("v1/") and (tmp_path / "views" / "priv_vitals_hourly_v1" / latest / "priv.csv").is_file()


def test_nightly_thresholds_by_usage(tmp_path: Path) -> None:
    cfg = _config(tmp_path, {"max_r2_L2": 1.0})
    doc = yaml.safe_load(cfg.read_text())
    doc["thresholds_by_usage"] = {"in_hospital_research": {"max_r2_L2": 0.2}, "export": {"max_r2_L2": 1.0}}
    cfg.write_text(yaml.safe_dump(doc))
    assert main(["ehr", "nightly", "--config", str(cfg), "--seed", "1"]) == 3  # the skill's usage is in-hospital


def test_nightly_bad_threshold_name(tmp_path: Path) -> None:
    cfg = _config(tmp_path, {"max_r2": 0.5})
    assert main(["ehr", "nightly", "--config", str(cfg)]) == 2


def test_utility_identical_views_have_zero_delta(tmp_path: Path) -> None:
    raw = synthetic_panel(300)
    rng = np.random.default_rng(0)
    hr_mean = raw.values[:, 1, :].mean(axis=1)
    death = (hr_mean + rng.normal(0, 8, len(hr_mean)) > 95).astype(int)
    pd.DataFrame({"RecordID": raw.stay_ids, "Length_of_stay": rng.integers(1, 20, 300),
                  "In-hospital_death": death}).to_csv(tmp_path / "Outcomes.txt", index=False)
    res = run_utility(raw, raw, tmp_path / "Outcomes.txt", "death")
    assert res["delta_auroc"] == 0.0 and res["raw"]["auroc"] > 0.7
    noisy = raw.copy_with(raw.values + rng.normal(0, 50, raw.values.shape))
    assert run_utility(raw, noisy, tmp_path / "Outcomes.txt", "death")["delta_auroc"] < -0.05
