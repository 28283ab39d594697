"""Attack B: record linkage (seed 001, 6.6.4): match a released record to its source among m candidates.

The attacker holds external raw records (z) of m = 10 candidates, one of them the true source, and picks
the nearest in Euclidean distance — on the time-ordered series and, for structure-aware attackers of
permuted releases, on the sorted series (invariant to any within-stay permutation). Re-id@1 for each;
random guessing gives 1/m.
"""

from __future__ import annotations

import numpy as np

from airlock.ehr.attacks.views import PairedView


def _reid_at1(y: np.ndarray, z: np.ndarray, cands: np.ndarray) -> float:
    d = ((z[cands] - y[:, None, :]) ** 2).sum(axis=2)  # (targets, m)
    return float((d.argmin(axis=1) == 0).mean())  # column 0 holds the true source


def attack_b(view: PairedView, rng: np.random.Generator, m: int = 10, max_targets: int = 2000) -> dict[str, float]:
    n = len(view.z)
    targets = rng.choice(n, min(n, max_targets), replace=False)
    others = rng.integers(0, n - 1, (len(targets), m - 1))
    others = others + (others >= targets[:, None])  # never the target itself
    cands = np.concatenate([targets[:, None], others], axis=1)
    y = view.y[targets]
    seq = _reid_at1(y, view.z, cands)
    srt = _reid_at1(np.sort(y, axis=1), np.sort(view.z, axis=1), cands)
    return {"reid_at1_sequence": seq, "reid_at1_sorted": srt, "reid_at1": max(seq, srt), "random": 1.0 / m}
