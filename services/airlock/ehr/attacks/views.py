"""Paired z-score windows (raw Z, released Y) for one variable, and the train/test split of the attacks."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from airlock.ehr.panel import Panel


@dataclass
class PairedView:
    variable: str
    stay_ids: np.ndarray
    z: np.ndarray  # (S, H) raw, standardized with the raw column's μ, σ
    y: np.ndarray  # (S, H) released, same μ, σ

    def split(self, frac: float, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """Random (train, test) stay indices with ``frac`` of stays paired for the attacker."""
        idx = rng.permutation(len(self.z))
        k = max(1, int(round(frac * len(idx))))
        return idx[:k], idx[k:]


def paired_view(raw: Panel, priv: Panel, variable: str, hours: int = 48,
                max_stays: int | None = None, rng: np.random.Generator | None = None) -> PairedView:
    """Stays with all ``hours`` values present in both views (the PhysioNet grid gives 48 or nothing)."""
    j_r, j_p = raw.var_index(variable), priv.var_index(variable)
    stays = np.intersect1d(raw.stay_ids, priv.stay_ids)
    x = raw.values[np.searchsorted(raw.stay_ids, stays), j_r, :hours]
    y = priv.values[np.searchsorted(priv.stay_ids, stays), j_p, :hours]
    ok = np.isfinite(x).all(axis=1) & np.isfinite(y).all(axis=1) & (x.shape[1] == hours)
    x, y, stays = x[ok], y[ok], stays[ok]
    if max_stays is not None and len(stays) > max_stays:
        sel = np.sort((rng or np.random.default_rng(0)).choice(len(stays), max_stays, replace=False))
        x, y, stays = x[sel], y[sel], stays[sel]
    if len(stays) < 10:
        raise ValueError(f"{variable}: fewer than 10 stays with {hours} complete hours in both views")
    col = raw.values[:, j_r, :][np.isfinite(raw.values[:, j_r, :])]
    mu, sd = float(col.mean()), float(col.std())
    sd = sd if sd > 0 else 1.0
    return PairedView(variable, stays, (x - mu) / sd, (y - mu) / sd)
