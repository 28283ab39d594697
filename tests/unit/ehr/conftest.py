"""Small synthetic stays in the PhysioNet 2012 format, and a synthetic hourly panel for attack tests."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from airlock.ehr.panel import Panel


def write_stay(path: Path, rid: int, rng: np.random.Generator, hours: int = 48) -> None:
    """One RecordID.txt: descriptors interleaved with 00:00 readings, like the real files."""
    lines = ["Time,Parameter,Value", f"00:00,RecordID,{rid}", f"00:00,Age,{rng.integers(20, 90)}",
             f"00:00,HR,{rng.normal(85, 10):.0f}", "00:00,Gender,1", "00:00,Height,-1", "00:00,ICUType,3",
             f"00:00,Weight,{rng.normal(80, 10):.1f}"]
    base = rng.normal(85, 12)
    hr = base
    for m in range(30, hours * 60 + 1, 60):  # HR every hour at :30, AR(1)
        hr = base + 0.8 * (hr - base) + rng.normal(0, 5)
        lines.append(f"{m // 60:02d}:{m % 60:02d},HR,{hr:.0f}")
        lines.append(f"{m // 60:02d}:{m % 60:02d},MechVent,1")
    for h in sorted(rng.choice(np.arange(1, hours), 3, replace=False)):
        lines.append(f"{h:02d}:10,Glucose,{rng.lognormal(4.8, 0.3):.0f}")
    lines.append(f"05:00,Weight,{rng.normal(80, 10):.1f}")
    lines.append("06:00,Temp,-17.8")  # placeholder to drop
    lines.append("06:30,Temp,37.2")
    path.write_text("\n".join(lines) + "\n")


@pytest.fixture
def stay_dir(tmp_path: Path) -> Path:
    d = tmp_path / "set-x"
    d.mkdir()
    rng = np.random.default_rng(11)
    for i in range(40):
        write_stay(d / f"{200000 + i}.txt", 200000 + i, rng)
    return d


def synthetic_panel(n_stays: int = 400, hours: int = 48, seed: int = 0) -> Panel:
    """HR-like AR(1) series with stay-level means, and a heavy-tailed lab, fully observed."""
    rng = np.random.default_rng(seed)
    base = rng.normal(85, 12, n_stays)[:, None]
    e = rng.normal(0, 6, (n_stays, hours))
    hr = np.empty((n_stays, hours))
    hr[:, 0] = e[:, 0]
    for t in range(1, hours):
        hr[:, t] = 0.85 * hr[:, t - 1] + e[:, t]
    hr += base
    lab = np.exp(rng.normal(4.8, 0.4, (n_stays, 1)) + 0.1 * np.cumsum(rng.normal(0, 0.2, (n_stays, hours)), 1))
    values = np.stack([lab, hr], axis=1)
    return Panel(np.arange(1000, 1000 + n_stays), ["Glucose", "HR"], values, np.ones_like(values, dtype=bool))


@pytest.fixture
def panel() -> Panel:
    return synthetic_panel()
