"""Import PhysioNet/CinC 2012 stays (``RecordID.txt``, ``Time,Parameter,Value``) to the hourly long table.

Gridding and imputation rule (documented in docs/ehr.md, applied identically to any stays in this format):

1. Static descriptors (RecordID, Age, Gender, Height, ICUType, and the first Weight row at ``00:00``) go to
   a separate table (``-1`` → missing) and never into the time series. In the files the descriptors are
   interleaved with the 00:00 measurements, so position is not used; later Weight rows are measurements.
2. Negative time-series values are dropped: ``-1`` is the missing marker and no 2012 parameter can be
   negative (a few Temp/Weight rows carry such placeholders). Zeros are kept as recorded.
3. Hour = floor(minutes / 60); readings at exactly 48:00 fall into hour 47; anything later is dropped.
   Several readings in one hour are averaged.
4. For each (stay, variable) with at least one reading, the 48 hours are filled: ``linear`` (default)
   interpolates linearly between observed hours and carries the first/last observation to the edges;
   ``ffill`` carries the last observation forward (and the first one backward before it).
   (stay, variable) pairs with no reading get no rows — nothing is imputed from other stays.
"""

from __future__ import annotations

import io
import tarfile
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pandas as pd

from airlock.ehr.panel import Panel, write_long, write_table

STATIC_PARAMETERS = ("RecordID", "Age", "Gender", "Height", "ICUType", "Weight")
N_HOURS = 48
HEADER = "Time,Parameter,Value"


class PhysioNetFormatError(ValueError):
    """The input is not PhysioNet 2012 data."""


def _iter_sources(src: Path) -> Iterator[tuple[str, str]]:
    """(file stem, text) for every record file in a directory or a ``.tar.gz``/``.tgz``/``.tar``.

    A record file is a ``*.txt`` whose first line is the ``Time,Parameter,Value`` header, whatever its name;
    this skips ``Outcomes-a.txt`` and READMEs that may sit next to the records.
    """
    if src.is_dir():
        for p in sorted(src.rglob("*.txt")):
            text = p.read_text(errors="replace")
            if text.startswith(HEADER):
                yield p.stem, text
    elif src.is_file() and (src.name.endswith((".tar.gz", ".tgz", ".tar"))):
        with tarfile.open(src, "r:*") as tar:
            for m in tar:
                if m.isfile() and m.name.endswith(".txt"):
                    fh = tar.extractfile(m)
                    if fh is not None:
                        text = fh.read().decode("utf-8", errors="replace")
                        if text.startswith(HEADER):
                            yield Path(m.name).stem, text
    elif not src.exists():
        raise FileNotFoundError(f"input not found: {src}")
    else:
        raise PhysioNetFormatError(f"{src}: expected a directory of RecordID.txt files or a .tar.gz of them")


def read_records(src: str | Path) -> pd.DataFrame:
    """All records as one frame ``file, minutes, parameter, value, row`` (row = position inside the file).

    The files are concatenated into one CSV buffer with the file stem prepended to every line, so pandas
    parses everything in a single call instead of 4,000 small ones.
    """
    chunks: list[str] = []
    for stem, text in _iter_sources(Path(src)):
        text = text.replace("\r\n", "\n")
        body = text.split("\n", 1)[1] if text.startswith("Time") else text
        body = body.strip("\n")
        if body:
            chunks.append(stem + "," + body.replace("\n", "\n" + stem + ","))
    if not chunks:
        raise PhysioNetFormatError(f"{src}: no RecordID.txt files found")
    df = pd.read_csv(io.StringIO("\n".join(chunks)), header=None, names=["file", "time", "parameter", "value"],
                     dtype={"file": str, "time": str, "parameter": str}, engine="c")
    hh_mm = df["time"].str.split(":", n=1, expand=True)
    if hh_mm.shape[1] != 2:
        raise PhysioNetFormatError(f"{src}: Time column is not HH:MM")
    df["minutes"] = pd.to_numeric(hh_mm[0]) * 60 + pd.to_numeric(hh_mm[1])
    df["value"] = pd.to_numeric(df["value"], errors="coerce")
    df["row"] = df.groupby("file", sort=False).cumcount()
    return df.drop(columns=["time"])


def _split_static(df: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Descriptor rows → static; everything else → time series."""
    is_weight0 = (df["parameter"] == "Weight") & (df["minutes"] == 0)
    first_weight0 = is_weight0 & (is_weight0.astype(np.int64).groupby(df["file"], sort=False).cumsum() == 1)
    leading = df["parameter"].isin(STATIC_PARAMETERS[:-1]) | first_weight0
    static_rows = df[leading]
    static = static_rows.pivot_table(index="file", columns="parameter", values="value", aggfunc="first")
    static = static.reindex(columns=list(STATIC_PARAMETERS)).replace(-1.0, np.nan)
    return static, df[~leading]


def fill_hours(grid: np.ndarray, method: str = "linear") -> np.ndarray:
    """Fill NaNs along the last axis of ``grid`` (rows with no observation stay all-NaN), vectorised.

    ``linear``: interpolate between the previous and next observed hour; edges copy the nearest observation.
    ``ffill``: last observation carried forward, first observation carried backward.
    """
    if method not in ("linear", "ffill"):
        raise ValueError(f"unknown imputation method {method!r} (linear|ffill)")
    n_h = grid.shape[-1]
    obs = ~np.isnan(grid)
    idx = np.broadcast_to(np.arange(n_h), grid.shape)
    prev = np.maximum.accumulate(np.where(obs, idx, -1), axis=-1)
    nxt = np.flip(np.minimum.accumulate(np.flip(np.where(obs, idx, n_h), axis=-1), axis=-1), axis=-1)
    has_prev, has_next = prev >= 0, nxt < n_h
    v_prev = np.take_along_axis(grid, np.clip(prev, 0, n_h - 1), axis=-1)
    v_next = np.take_along_axis(grid, np.clip(nxt, 0, n_h - 1), axis=-1)
    if method == "ffill":
        out = np.where(has_prev, v_prev, v_next)
    else:
        span = np.where(has_prev & has_next, nxt - prev, 1)
        w = np.where(has_prev & has_next, (idx - prev) / np.maximum(span, 1), 0.0)
        inner = v_prev + w * (v_next - v_prev)
        out = np.where(has_prev & has_next, inner, np.where(has_prev, v_prev, v_next))
    return np.where(obs, grid, out)


def grid_records(df: pd.DataFrame, method: str = "linear", n_hours: int = N_HOURS) -> tuple[Panel, pd.DataFrame]:
    """Apply the gridding/imputation rule; returns the dense panel and the static descriptor table."""
    static, ts = _split_static(df)
    ts = ts[(ts["value"] >= 0) & (ts["minutes"] <= n_hours * 60)]
    hour = np.minimum(ts["minutes"].to_numpy() // 60, n_hours - 1)
    # Stay id = RecordID from the descriptors when present, else the file name.
    files = pd.Index(sorted(set(df["file"].unique())))
    rid = static["RecordID"].reindex(files)
    stem_id = pd.to_numeric(pd.Series(files, index=files), errors="coerce")
    stay_of_file = rid.fillna(stem_id)
    if stay_of_file.isna().any():
        bad = list(stay_of_file[stay_of_file.isna()].index[:3])
        raise PhysioNetFormatError(f"record file(s) {bad} have neither a RecordID row nor a numeric name")
    stay_of_file = stay_of_file.astype(np.int64)
    if stay_of_file.duplicated().any():
        raise PhysioNetFormatError("two record files carry the same RecordID")
    s_codes = files.get_indexer(ts["file"])
    v_codes, variables = pd.factorize(ts["parameter"], sort=True)
    n_s, n_v = len(files), len(variables)
    flat = (s_codes.astype(np.int64) * n_v + v_codes) * n_hours + hour
    sums = np.bincount(flat, weights=ts["value"].to_numpy(), minlength=n_s * n_v * n_hours)
    counts = np.bincount(flat, minlength=n_s * n_v * n_hours)
    with np.errstate(invalid="ignore", divide="ignore"):
        grid = (sums / counts).reshape(n_s, n_v, n_hours)
    filled = fill_hours(grid, method)
    present = ~np.isnan(filled)
    order = np.argsort(stay_of_file.to_numpy(), kind="stable")
    panel = Panel(stay_of_file.to_numpy()[order], [str(v) for v in variables], filled[order], present[order])
    static = static.reindex(files)
    static.index = stay_of_file.reindex(files).to_numpy()
    static.index.name = "stay_id"
    static = static.drop(columns=["RecordID"]).sort_index()
    return panel, static


def static_path_for(out: str | Path) -> Path:
    """``raw.csv`` → ``raw.static.csv`` (same format as the main output)."""
    out = Path(out)
    return out.with_name(out.stem + ".static" + out.suffix)


def import_physionet2012(src: str | Path, out: str | Path, method: str = "linear") -> dict:
    """Import, grid, impute and write the long table plus the static descriptors; returns a summary."""
    out = Path(out)
    if out.suffix not in (".csv", ".parquet"):
        raise PhysioNetFormatError(f"--out must end in .csv or .parquet, got {out.name}")
    df = read_records(src)
    panel, static = grid_records(df, method)
    n_rows = write_long(panel, out)
    spath = static_path_for(out)
    write_table(static.reset_index(), spath)
    return {"stays": len(panel.stay_ids), "variables": len(panel.variables), "rows": n_rows,
            "out": str(out), "static": str(spath), "imputation": method}
