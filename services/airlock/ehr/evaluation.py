"""`ehr check`: geometric sanity and shape QA of a private view against the raw table (seed 001, 6.2–6.4).

Per variable: C1 (Δμ, Δσ), C2 (max |Δz| against α), C3 (unchanged fraction), KS distance and the shape
utility 1 − KS, out-of-range rates (raw and private) against clinical ranges, and the mean per-stay ACF at
lags 1–6 (raw vs private). Across variables: the Frobenius distance between the (stay, hour) correlation
matrices of the raw and private views.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from airlock.ehr.constraints import ConstraintViolation, check_column
from airlock.ehr.panel import Panel

# Clinically plausible ranges [L, U] for the PhysioNet 2012 variables (units as in the challenge data).
PHYSICAL_RANGES: dict[str, tuple[float, float]] = {
    "HR": (30, 220), "SysABP": (60, 260), "NISysABP": (60, 260), "DiasABP": (20, 150), "NIDiasABP": (20, 150),
    "MAP": (30, 200), "NIMAP": (30, 200), "Temp": (30, 43), "RespRate": (4, 60), "Glucose": (30, 600),
    "Lactate": (0.3, 20), "Creatinine": (0.2, 15), "SaO2": (50, 100), "pH": (6.8, 7.8), "K": (2, 8),
    "Na": (110, 170), "HCT": (15, 60), "WBC": (0.5, 60), "Platelets": (10, 1000), "BUN": (2, 150),
    "Mg": (0.8, 5), "HCO3": (5, 50), "PaO2": (30, 600), "PaCO2": (10, 120), "FiO2": (0.21, 1.0),
    "GCS": (3, 15), "Urine": (0, 2000), "Weight": (30, 250), "Albumin": (1, 6), "Bilirubin": (0.1, 40),
    "ALP": (10, 1500), "ALT": (1, 5000), "AST": (1, 5000), "Cholesterol": (50, 400), "TroponinI": (0, 50),
    "TroponinT": (0, 25), "MechVent": (0, 1),
}
ACF_LAGS = 6


def align(raw: Panel, priv: Panel) -> tuple[Panel, Panel]:
    """Restrict both panels to common stays, variables and hours (priv may be a time window of raw)."""
    stays = np.intersect1d(raw.stay_ids, priv.stay_ids)
    if len(stays) == 0:
        raise ValueError("raw and private views share no stay_id")
    variables = [v for v in priv.variables if v in raw.variables]
    if not variables:
        raise ValueError("raw and private views share no variable")
    h = min(raw.n_hours, priv.n_hours)

    def sub(p: Panel) -> Panel:
        si = np.searchsorted(p.stay_ids, stays)
        vi = [p.variables.index(v) for v in variables]
        return Panel(stays, variables, p.values[np.ix_(si, vi, np.arange(h))], p.present[np.ix_(si, vi, np.arange(h))])

    return sub(raw), sub(priv)


def acf_rows(x: np.ndarray, lags: int = ACF_LAGS) -> np.ndarray:
    """Stays whose series is complete and not constant: the ones an ACF is defined for."""
    ok = np.isfinite(x).all(axis=1)
    if x.shape[1] <= lags:
        return np.zeros(len(x), dtype=bool)
    d = np.where(ok[:, None], x, 0.0)
    d = d - d.mean(axis=1, keepdims=True)
    scale = np.maximum(1.0, np.abs(np.where(ok[:, None], x, 0.0)).max(axis=1))
    return ok & ((d * d).sum(axis=1) > 1e-12 * scale**2)


def mean_acf(x: np.ndarray, lags: int = ACF_LAGS, rows: np.ndarray | None = None) -> np.ndarray:
    """Mean over stays of the lag-1..lags autocorrelation.

    ``rows`` selects the stays; pass the raw view's ``acf_rows`` when comparing raw and private, so that a
    stay that is constant in the raw data (no ACF) does not enter the private mean with an ACF of ~0.
    """
    rows = acf_rows(x, lags) if rows is None else rows & np.isfinite(x).all(axis=1)
    d = x[rows]
    if len(d) == 0 or x.shape[1] <= lags:
        return np.full(lags, np.nan)
    d = d - d.mean(axis=1, keepdims=True)
    den = (d * d).sum(axis=1)
    den = np.where(den > 0, den, np.nan)
    return np.array([np.nanmean((d[:, :-k] * d[:, k:]).sum(axis=1) / den) for k in range(1, lags + 1)])


def oor_rate(values: np.ndarray, var: str) -> float | None:
    rng = PHYSICAL_RANGES.get(var)
    if rng is None or len(values) == 0:
        return None
    return float(((values < rng[0]) | (values > rng[1])).mean())


def corr_frobenius(raw: Panel, priv: Panel) -> float:
    """‖R' − R‖_F of the variable × variable correlation over (stay, hour) rows (pairwise complete)."""
    def corr(p: Panel) -> pd.DataFrame:
        m = np.moveaxis(p.values, 1, 2).reshape(-1, len(p.variables))
        return pd.DataFrame(m, columns=p.variables).corr(min_periods=10)
    r, rp = corr(raw), corr(priv)
    diff = (rp - r).to_numpy()
    return float(np.sqrt(np.nansum(diff * diff)))


def check_views(raw: Panel, priv: Panel, alpha: float | dict[str, float] | None) -> dict:
    """All QA metrics; ``alpha`` per variable (dict), shared (float) or unknown (None: C2 not judged)."""
    raw, priv = align(raw, priv)
    per_var: dict[str, dict] = {}
    for j, var in enumerate(raw.variables):
        x, y = raw.values[:, j, :], priv.values[:, j, :]
        a = alpha.get(var) if isinstance(alpha, dict) else alpha
        try:
            chk = check_column(x, y, a)
            d = chk.as_dict()
        except ConstraintViolation as exc:  # NaN pattern differs: report, do not crash the whole check
            per_var[var] = {"error": str(exc), "c1_ok": False, "c2_ok": False}
            continue
        xf, yf = x[np.isfinite(x)], y[np.isfinite(y)]
        ks = float(stats.ks_2samp(xf, yf).statistic) if len(xf) and len(yf) else float("nan")
        rows = acf_rows(x)
        acf_x, acf_y = mean_acf(x, rows=rows), mean_acf(y, rows=rows)
        d.update({
            "alpha": a, "ks": ks, "utility_shape": 1.0 - ks,
            "oor_raw": oor_rate(xf, var), "oor_priv": oor_rate(yf, var),
            "acf_raw": acf_x.tolist(), "acf_priv": acf_y.tolist(),
            "acf_max_abs_diff": float(np.nanmax(np.abs(acf_x - acf_y))) if np.isfinite(acf_x - acf_y).any()
            else None,
        })
        per_var[var] = d
    ok = [v for v in per_var.values() if "error" not in v]
    summary = {
        "variables": len(per_var),
        "c1_ok": all(v.get("c1_ok", False) for v in per_var.values()),
        "c2_ok": all(v.get("c2_ok", False) for v in per_var.values()),
        "max_mean_dev": max((v["mean_dev"] for v in ok), default=0.0),
        "max_std_dev": max((v["std_dev"] for v in ok), default=0.0),
        "max_linf_z": max((v["linf_z"] for v in ok if np.isfinite(v["linf_z"])), default=0.0),
        "max_unchanged_frac_nonconstant": max((v["unchanged_frac"] for v in ok if not v["constant"]), default=0.0),
        "mean_ks": float(np.nanmean([v["ks"] for v in ok])) if ok else float("nan"),
        "max_ks": float(np.nanmax([v["ks"] for v in ok])) if ok else float("nan"),
        "corr_frobenius": corr_frobenius(raw, priv),
        "max_acf_diff": float(np.nanmax([v["acf_max_abs_diff"] for v in ok if v["acf_max_abs_diff"] is not None]
                                        or [np.nan])),
        "max_oor_priv": max((v["oor_priv"] for v in ok if v["oor_priv"] is not None), default=0.0),
    }
    return {"summary": summary, "variables": per_var}


def format_check(res: dict) -> str:
    """Plain-text table for the terminal."""
    lines = [f"{'variable':<12} {'n':>7} {'Δμ':>9} {'Δσ':>9} {'max|Δz|':>8} {'α':>5} {'unchg':>6} "
             f"{'KS':>6} {'1-KS':>6} {'OOR raw':>8} {'OOR priv':>8} {'ΔACF':>6}  C1 C2"]
    for var, d in res["variables"].items():
        if "error" in d:
            lines.append(f"{var:<12} ERROR {d['error']}")
            continue
        oor_r = "" if d["oor_raw"] is None else f"{100 * d['oor_raw']:.2f}%"
        oor_p = "" if d["oor_priv"] is None else f"{100 * d['oor_priv']:.2f}%"
        acf = "" if d["acf_max_abs_diff"] is None else f"{d['acf_max_abs_diff']:.3f}"
        a = "" if d["alpha"] is None else f"{d['alpha']:.2g}"
        lines.append(f"{var:<12} {d['n']:>7} {d['mean_dev']:>9.1e} {d['std_dev']:>9.1e} {d['linf_z']:>8.4f} "
                     f"{a:>5} {d['unchanged_frac']:>6.3f} {d['ks']:>6.3f} {d['utility_shape']:>6.3f} {oor_r:>8} "
                     f"{oor_p:>8} {acf:>6}  {'ok' if d['c1_ok'] else 'NO':>2} {'ok' if d['c2_ok'] else 'NO':>2}")
    s = res["summary"]
    lines.append(f"summary: C1 {'ok' if s['c1_ok'] else 'VIOLATED'}, C2 {'ok' if s['c2_ok'] else 'VIOLATED'}, "
                 f"max Δμ {s['max_mean_dev']:.2e}, max Δσ {s['max_std_dev']:.2e}, mean KS {s['mean_ks']:.3f}, "
                 f"‖ΔR‖_F {s['corr_frobenius']:.3f}, max ΔACF {s['max_acf_diff']:.3f}")
    return "\n".join(lines)
