"""Attack D: attribute inference and the IND game (seed 001, 6.6.4 and 6.8.3).

Attributes of the raw series: its maximum, whether it exceeds the cohort's 90th percentile, and its value
at hour 24. The L2 attacker (20 % pairs) regresses each on the released series *and* its sorted values (a
structure-aware attacker knows a permutation does not change order statistics); R²_attr on held-out stays.
IND: given (x0, x1) and y = T(x_b), guess b by the nearer candidate (time-ordered and sorted distance; the
better accuracy counts); Adv_IND = |acc − 0.5|.
"""

from __future__ import annotations

import numpy as np

from airlock.ehr.attacks.reconstruction import L2_FRAC, r2_mae, ridge_cv
from airlock.ehr.attacks.views import PairedView


def attributes(z: np.ndarray, p90: float) -> dict[str, np.ndarray]:
    return {"max": z.max(axis=1), "above_p90": (z.max(axis=1) > p90).astype(float),
            "value_24h": z[:, min(24, z.shape[1] - 1)]}


def attack_d(view: PairedView, rng: np.random.Generator, n_games: int = 2000) -> dict[str, float]:
    tr, te = view.split(L2_FRAC, rng)
    feats = np.concatenate([view.y, np.sort(view.y, axis=1)], axis=1)
    p90 = float(np.quantile(view.z, 0.9))
    out: dict[str, float] = {}
    for name, a in attributes(view.z, p90).items():
        w, b = ridge_cv(feats[tr], a[tr, None], rng)
        out[f"r2_{name}"] = r2_mae(feats[te] @ w[:, 0] + b[0], a[te])[0]
    n = len(view.z)
    i0 = rng.integers(0, n, n_games)
    i1 = (i0 + rng.integers(1, n, n_games)) % n
    bit = rng.integers(0, 2, n_games)
    y = view.y[np.where(bit == 0, i0, i1)]
    accs = []
    for zf, yf in ((view.z, y), (np.sort(view.z, axis=1), np.sort(y, axis=1))):
        d0 = ((yf - zf[i0]) ** 2).sum(axis=1)
        d1 = ((yf - zf[i1]) ** 2).sum(axis=1)
        accs.append(float(((d1 < d0).astype(int) == bit).mean()))
    out["ind_acc"] = max(accs)
    out["adv_ind"] = abs(out["ind_acc"] - 0.5)
    return out
