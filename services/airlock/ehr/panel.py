"""The long EHR table (`stay_id,hour,variable,value`) and its dense (stay × variable × hour) view.

Operators work on dense float arrays; the long CSV/Parquet is only the exchange format. Parquet goes
through pandas with pyarrow when it imports, else fastparquet: pyarrow>=21 wheels refuse numpy<2, which this
project pins, and CSV must keep working either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

LONG_COLUMNS = ("stay_id", "hour", "variable", "value")


class PanelError(ValueError):
    """Malformed long table (missing columns, duplicates, negative hours)."""


@dataclass
class Panel:
    """Dense hourly panel: ``values[s, v, h]`` is NaN where the long table had no value.

    ``present`` marks cells that had a row in the long table (a row with an empty value is present but NaN),
    so writing back reproduces exactly the input's rows.
    """

    stay_ids: np.ndarray  # (S,) as read (int64 for PhysioNet, str otherwise)
    variables: list[str]
    values: np.ndarray  # (S, V, H) float64
    present: np.ndarray  # (S, V, H) bool

    @property
    def n_hours(self) -> int:
        return int(self.values.shape[2])

    def var_index(self, name: str) -> int:
        try:
            return self.variables.index(name)
        except ValueError:
            raise KeyError(f"variable {name!r} is not in the data (have: {', '.join(self.variables)})") from None

    def copy_with(self, values: np.ndarray) -> Panel:
        return Panel(self.stay_ids, list(self.variables), values, self.present)

    def subset_stays(self, idx: np.ndarray) -> Panel:
        return Panel(self.stay_ids[idx], list(self.variables), self.values[idx], self.present[idx])

    def window(self, start: int, stop: int) -> Panel:
        """Hours ``start <= h < stop``."""
        stop = min(stop, self.n_hours)
        return Panel(self.stay_ids, list(self.variables), self.values[:, :, start:stop],
                     self.present[:, :, start:stop])


def from_long(df: pd.DataFrame) -> Panel:
    """Pivot a long frame into a dense panel (vectorised: factorize + fancy-index assignment)."""
    missing = [c for c in LONG_COLUMNS if c not in df.columns]
    if missing:
        raise PanelError(f"long table lacks column(s) {missing}; expected {','.join(LONG_COLUMNS)}")
    if len(df) == 0:
        raise PanelError("long table has no rows")
    hours = pd.to_numeric(df["hour"], errors="coerce").to_numpy()
    if np.isnan(hours).any() or (hours < 0).any() or (hours != np.floor(hours)).any():
        raise PanelError("column 'hour' must hold 0-based integers")
    hours = hours.astype(np.int64)
    values = pd.to_numeric(df["value"], errors="coerce").to_numpy(dtype=np.float64)
    s_codes, stay_ids = pd.factorize(df["stay_id"], sort=True)
    v_codes, variables = pd.factorize(df["variable"].astype(str), sort=True)
    n_s, n_v, n_h = len(stay_ids), len(variables), int(hours.max()) + 1
    flat = (s_codes.astype(np.int64) * n_v + v_codes) * n_h + hours
    if len(np.unique(flat)) != len(flat):
        raise PanelError("duplicate (stay_id, variable, hour) rows in long table")
    dense = np.full(n_s * n_v * n_h, np.nan)
    dense[flat] = values
    present = np.zeros(n_s * n_v * n_h, dtype=bool)
    present[flat] = True
    return Panel(np.asarray(stay_ids), [str(v) for v in variables], dense.reshape(n_s, n_v, n_h),
                 present.reshape(n_s, n_v, n_h))


def to_long(panel: Panel) -> pd.DataFrame:
    """Rows for every present cell, ordered by stay, variable, hour."""
    s, v, h = np.nonzero(panel.present)
    return pd.DataFrame({
        "stay_id": panel.stay_ids[s],
        "hour": h.astype(np.int64),
        "variable": np.asarray(panel.variables, dtype=object)[v],
        "value": panel.values[s, v, h],
    })


def read_long(path: str | Path) -> Panel:
    """Read a long CSV or Parquet file (by extension) into a panel."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"input file not found: {path}")
    if path.suffix == ".parquet":
        df = pd.read_parquet(path, engine=_parquet_engine())
    else:
        try:
            df = pd.read_csv(path, engine="c", float_precision="round_trip")
        except (pd.errors.ParserError, UnicodeDecodeError, pd.errors.EmptyDataError) as exc:
            raise PanelError(f"cannot parse {path} as CSV: {exc}") from exc
    return from_long(df)


def _parquet_engine() -> str:
    """The first Parquet engine that imports with this numpy."""
    for engine in ("pyarrow", "fastparquet"):
        try:
            __import__(engine)
            return engine
        except ImportError:
            continue
    raise PanelError("Parquet needs pyarrow or fastparquet importable with this numpy")


def write_table(df: pd.DataFrame, path: str | Path) -> None:
    """Write a frame as CSV or Parquet (by extension); floats keep full precision."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".parquet":
        df.to_parquet(path, engine=_parquet_engine(), index=False)
    else:
        # float_format=None writes the shortest repr that round-trips, so C1 survives the file.
        df.to_csv(path, index=False)


def write_long(panel: Panel, path: str | Path) -> int:
    """Write the panel's present cells; returns the number of rows."""
    df = to_long(panel)
    write_table(df, path)
    return len(df)
