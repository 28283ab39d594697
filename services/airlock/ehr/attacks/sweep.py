"""The paper's Tables 2–4 on a raw cohort: Attack A R² per operator × α, with and without Q-mix.

Each cell transforms the full cohort column (so μ, σ and C1 are the cohort's) and attacks the 48-hour
windows. Q-mix here uses a throw-away key drawn from the evaluation RNG (reproducible with ``--seed``):
evaluation never touches the hospital secret.
"""

from __future__ import annotations

import numpy as np
from scipy import stats

from airlock.ehr.attacks.suite import attack_view
from airlock.ehr.attacks.views import PairedView
from airlock.ehr.evaluation import acf_rows, mean_acf
from airlock.ehr.operators.column import QmixSpec, transform_column
from airlock.ehr.operators.qmix import stay_seeds
from airlock.ehr.panel import Panel

PAPER_OPS = ("T1_uniform", "T1_weighted", "T2", "T3")


def _view(raw: Panel, var: str, y: np.ndarray, x: np.ndarray, stays: np.ndarray) -> PairedView:
    col = raw.values[:, raw.var_index(var), :]
    col = col[np.isfinite(col)]
    mu, sd = float(col.mean()), float(col.std())
    return PairedView(var, stays, (x - mu) / sd, (y - mu) / sd)


def cohort_matrix(raw: Panel, var: str, hours: int = 48,
                  max_stays: int | None = None, rng: np.random.Generator | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(stays × hours) of complete stays for one variable."""
    x = raw.values[:, raw.var_index(var), :hours]
    ok = np.isfinite(x).all(axis=1)
    x, stays = x[ok], raw.stay_ids[ok]
    if max_stays is not None and len(stays) > max_stays:
        sel = np.sort((rng or np.random.default_rng(0)).choice(len(stays), max_stays, replace=False))
        x, stays = x[sel], stays[sel]
    return x, stays


def run_cell(raw: Panel, var: str, op: str, alpha: float, qmix: str | None, rng: np.random.Generator,
             families: tuple[str, ...] = ("A",), max_stays: int | None = None, key: bytes | None = None) -> dict:
    x, stays = cohort_matrix(raw, var, max_stays=max_stays, rng=rng)
    q = None
    if qmix:
        q = QmixSpec(stay_seeds(key or rng.bytes(32), stays, var), 48, qmix)
    y, chk = transform_column(x, op, alpha, rng, qmix=q)
    res = attack_view(_view(raw, var, y, x, stays), rng, families)
    res["linf_z"] = chk.linf_z
    res["utility_shape"] = 1.0 - float(stats.ks_2samp(x.ravel(), y.ravel()).statistic)
    rows = acf_rows(x, 1)
    res["acf1"], res["acf1_raw"] = float(mean_acf(y, 1, rows)[0]), float(mean_acf(x, 1, rows)[0])
    return res


def alpha_table(raw: Panel, variables: list[str], alphas: list[float], rng: np.random.Generator,
                ops: tuple[str, ...] = PAPER_OPS, max_stays: int | None = None) -> list[dict]:
    """Rows {variable, operator, alpha, qmix, r2_L2, mae_L2, r2_L1, r2_L0} — Tables 2 and 3."""
    rows = []
    for var in variables:
        for op in ops:
            for a in alphas:
                r = run_cell(raw, var, op, a, None, rng, max_stays=max_stays)
                rows.append(_row(var, op, a, None, r))
    return rows


def qmix_table(raw: Panel, variables: list[str], rng: np.random.Generator, alpha: float = 1.0,
               ops: tuple[str, ...] = ("T1_uniform", "T1_weighted", "T2"),
               families: tuple[str, ...] = ("A", "B", "C", "D"), max_stays: int | None = None) -> list[dict]:
    """Table 4 plus B/C/D: each op without Q-mix, with Q-mix as written (wrap) and with Q-permute."""
    key = rng.bytes(32)
    rows = []
    for var in variables:
        for op in ops:
            for mode in (None, "wrap", "permute_release"):
                r = run_cell(raw, var, op, alpha, mode, rng, families, max_stays, key)
                rows.append(_row(var, op, alpha, mode, r))
    return rows


def _row(var: str, op: str, alpha: float, mode: str | None, r: dict) -> dict:
    """One table row; ``r2_L2``/``mae_L2`` are the better of the two L2 attackers (full W and conv)."""
    a = r["A"]
    best = max((a["L2"], a["L2_conv"]), key=lambda d: d["r2"])
    row = {"variable": var, "operator": op, "alpha": alpha, "qmix": mode or "none", "linf_z": r["linf_z"],
           "utility_shape": r["utility_shape"], "acf1": r["acf1"], "acf1_raw": r["acf1_raw"],
           "r2_L2": best["r2"], "mae_L2": best["mae_z"], "r2_L2_full": a["L2"]["r2"],
           "r2_L2_conv": a["L2_conv"]["r2"],
           "r2_L1": a["L1"]["r2"],
           "r2_L0": a["L0_identity"]["r2"], "mae_L0": a["L0_identity"]["mae_z"],
           "r2_L0_stay_mean": a["L0_stay_mean"]["r2"], "mae_constant": a["constant"]["mae_z"]}
    if "B" in r:
        row["reid_at1"] = r["B"]["reid_at1"]
    if "C" in r:
        row["mi_auc"] = r["C"]["auc"]
    if "D" in r:
        row.update({k: r["D"][k] for k in ("r2_max", "r2_above_p90", "r2_value_24h", "ind_acc")})
    return row
