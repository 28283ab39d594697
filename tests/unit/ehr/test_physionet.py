"""Importer: static descriptors apart, hourly gridding, imputation rule, directory and tar.gz, CLI."""

from __future__ import annotations

import tarfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from airlock.cli import main
from airlock.ehr.panel import read_long
from airlock.ehr.physionet import fill_hours, grid_records, import_physionet2012, read_records

SHARED = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "physionet2012" / "set-a.tar.gz"


def test_descriptors_are_static_and_weight_series_kept(stay_dir: Path) -> None:
    panel, static = grid_records(read_records(stay_dir))
    assert {"Age", "Gender", "Height", "ICUType", "RecordID"}.isdisjoint(panel.variables)
    assert {"HR", "Glucose", "Weight", "Temp", "MechVent"} <= set(panel.variables)
    assert list(static.columns) == ["Age", "Gender", "Height", "ICUType", "Weight"]
    assert static["Height"].isna().all()  # -1 → missing
    assert len(static) == 40 and static.index[0] == 200000
    # the 05:00 Weight reading is a measurement; the 00:00 descriptor Weight is not
    w = panel.values[:, panel.var_index("Weight"), :]
    assert np.isfinite(w).all() and np.allclose(w, w[:, [5]])


def test_gridding_averages_within_hour_and_clips_48(tmp_path: Path) -> None:
    d = tmp_path / "s"
    d.mkdir()
    (d / "1.txt").write_text("Time,Parameter,Value\n00:00,RecordID,1\n00:00,Age,50\n00:10,HR,60\n00:50,HR,80\n"
                             "10:00,HR,100\n48:00,HR,50\n49:00,HR,999\n03:00,Temp,-1\n04:00,Temp,37\n")
    panel, _ = grid_records(read_records(d))
    hr = panel.values[0, panel.var_index("HR")]
    assert hr[0] == 70.0  # mean of the two readings in hour 0
    assert hr[10] == 100.0 and hr[47] == 50.0  # 48:00 → hour 47; 49:00 dropped
    assert hr[5] == pytest.approx(70 + 30 * 5 / 10)  # linear between hours 0 and 10
    temp = panel.values[0, panel.var_index("Temp")]
    assert np.all(temp == 37.0)  # the -1 placeholder is dropped, the one reading carried to both edges


def test_fill_hours_linear_and_ffill() -> None:
    g = np.array([[np.nan, 2.0, np.nan, np.nan, 8.0, np.nan], [np.nan] * 6])
    lin = fill_hours(g, "linear")
    assert np.allclose(lin[0], [2, 2, 4, 6, 8, 8]) and np.isnan(lin[1]).all()
    ff = fill_hours(g, "ffill")
    assert np.allclose(ff[0], [2, 2, 2, 2, 8, 8])


def test_directory_and_targz_give_the_same_table(stay_dir: Path, tmp_path: Path) -> None:
    tgz = tmp_path / "set-x.tar.gz"
    with tarfile.open(tgz, "w:gz") as tar:
        tar.add(stay_dir, arcname="set-x")
    a = import_physionet2012(stay_dir, tmp_path / "a.csv")
    b = import_physionet2012(tgz, tmp_path / "b.csv")
    assert a["rows"] == b["rows"] > 0
    assert pd.read_csv(tmp_path / "a.csv").equals(pd.read_csv(tmp_path / "b.csv"))
    df = pd.read_csv(tmp_path / "a.csv")
    assert list(df.columns) == ["stay_id", "hour", "variable", "value"]
    assert df["hour"].between(0, 47).all()
    assert (tmp_path / "a.static.csv").is_file()


def test_cli_import_and_bad_input(stay_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "raw.csv"
    assert main(["ehr", "import-physionet2012", str(stay_dir), "--out", str(out)]) == 0
    assert read_long(out).values.shape == (40, 5, 48)
    assert main(["ehr", "import-physionet2012", str(tmp_path / "nope"), "--out", str(out)]) == 2
    assert "not found" in capsys.readouterr().err
    assert main(["ehr", "import-physionet2012", str(stay_dir), "--out", str(tmp_path / "x.txt")]) == 2


@pytest.mark.skipif(not SHARED.is_file(), reason="shared PhysioNet set-a not present")
def test_real_stays_subset(tmp_path: Path) -> None:
    """A handful of real set-a stays (first members of the archive) import to complete 48-hour series."""
    d = tmp_path / "real"
    d.mkdir()
    with tarfile.open(SHARED, "r:gz") as tar:
        n = 0
        for m in tar:
            if m.isfile() and m.name.endswith(".txt"):
                (d / Path(m.name).name).write_bytes(tar.extractfile(m).read())  # type: ignore[union-attr]
                n += 1
                if n == 15:
                    break
    panel, static = grid_records(read_records(d))
    assert len(panel.stay_ids) == 15 and panel.n_hours == 48
    hr = panel.values[:, panel.var_index("HR"), :]
    has = np.isfinite(hr).any(axis=1)
    assert has.sum() >= 12 and np.isfinite(hr[has]).all()
    assert static["Age"].notna().all()


def test_parquet_roundtrip_same_as_csv(stay_dir: Path, tmp_path: Path) -> None:
    import_physionet2012(stay_dir, tmp_path / "raw.parquet")
    import_physionet2012(stay_dir, tmp_path / "raw.csv")
    a, b = read_long(tmp_path / "raw.parquet"), read_long(tmp_path / "raw.csv")
    assert a.variables == b.variables and np.array_equal(a.stay_ids, b.stay_ids)
    assert np.array_equal(a.values, b.values, equal_nan=True)
    assert (tmp_path / "raw.static.parquet").is_file()


def test_record_files_found_by_header_not_name(stay_dir: Path, tmp_path: Path) -> None:
    (stay_dir / "Outcomes-x.txt").write_text("RecordID,SAPS-I,SOFA,Length_of_stay,Survival,In-hospital_death\n1,2,3,4,5,0\n")
    (stay_dir / "patient_a.txt").write_text("Time,Parameter,Value\n00:00,RecordID,999\n00:30,HR,70\n")
    panel, static = grid_records(read_records(stay_dir))
    assert 999 in panel.stay_ids and len(panel.stay_ids) == 41
    (stay_dir / "patient_b.txt").write_text("Time,Parameter,Value\n00:30,HR,70\n")
    with pytest.raises(ValueError, match="neither a RecordID"):
        grid_records(read_records(stay_dir))
