"""Attack C: membership inference on a released view (seed 001, 6.6.4).

Half of the stays are members (their released records are published), half are not. The attacker holds a
candidate's raw record and scores membership by the distance to the nearest published record (time-ordered
and sorted variants; the better AUC is reported). AUC 0.5 = no advantage; Adv_MI = |AUC − 0.5|.
"""

from __future__ import annotations

import numpy as np
from sklearn.metrics import roc_auc_score

from airlock.ehr.attacks.views import PairedView


def _nn_dist(a: np.ndarray, b: np.ndarray, chunk: int = 512) -> np.ndarray:
    bb = (b * b).sum(axis=1)
    out = np.empty(len(a))
    for i in range(0, len(a), chunk):
        blk = a[i:i + chunk]
        d = (blk * blk).sum(axis=1)[:, None] - 2.0 * blk @ b.T + bb[None, :]
        out[i:i + chunk] = d.min(axis=1)
    return out


def attack_c(view: PairedView, rng: np.random.Generator, max_stays: int = 3000) -> dict[str, float]:
    n = min(len(view.z), max_stays)
    idx = rng.choice(len(view.z), n, replace=False)
    members, non = idx[: n // 2], idx[n // 2:]
    labels = np.r_[np.ones(len(members)), np.zeros(len(non))]
    cand = np.concatenate([members, non])
    res = {}
    for name, zf, yf in (("sequence", view.z, view.y), ("sorted", np.sort(view.z, 1), np.sort(view.y, 1))):
        score = -_nn_dist(zf[cand], yf[members])
        res[f"auc_{name}"] = float(roc_auc_score(labels, score))
    auc = max(res["auc_sequence"], res["auc_sorted"])
    return {**res, "auc": auc, "adv_mi": abs(auc - 0.5)}
