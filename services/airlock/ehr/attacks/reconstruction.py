"""Attack A: linear reconstruction of z from y under L0 / L1 / L2 (seed 001, 6.6.2 and 6.7.1).

- L2: 20 % of stays paired; ``ẑ = W y + b`` with a full 48 × 48 W (a superset of the paper's Toeplitz/
  convolutional attacker), ridge-regularised, λ picked on a held-out fifth of the pairs.
- L2 conv: the paper's Toeplitz form, ``ẑ_t = Σ_k w_k·y_{t+k} + b`` with 11 taps (edges padded), fit on the
  same pairs — weaker than the full W, reported for comparability.
- L1: 0.01 % of time points paired (at least 10): a pointwise ``ẑ_t = a·y_t + b``.
- L0: no pairs. ``identity`` (ẑ = y) and, for structure-aware attackers of permuted releases, ``stay_mean``
  (every hour predicted by the stay's released mean, which any within-stay permutation preserves).
- ``constant``: ẑ = 0 (the cohort mean), the baseline an attacker scores when it learns nothing.

R² = 1 − Σ‖ẑ − z‖² / Σ‖z − z̄‖² over held-out stays (z̄ = their mean); MAE_z = mean |ẑ − z|.
"""

from __future__ import annotations

import numpy as np

from airlock.ehr.attacks.views import PairedView

L2_FRAC = 0.20
L1_POINT_FRAC = 1e-4
RIDGE_GRID = (1e-3, 1e-2, 1e-1, 1.0, 10.0, 100.0)


def r2_mae(zhat: np.ndarray, z: np.ndarray) -> tuple[float, float]:
    sst = float(((z - z.mean()) ** 2).sum())
    sse = float(((zhat - z) ** 2).sum())
    return (1.0 - sse / sst if sst > 0 else float("nan")), float(np.abs(zhat - z).mean())


def ridge_fit(f: np.ndarray, t: np.ndarray, lam: float) -> tuple[np.ndarray, np.ndarray]:
    """Closed-form ridge with intercept (features and targets centred); returns (W, b) for ``f @ W + b``."""
    fm, tm = f.mean(axis=0), t.mean(axis=0)
    fc, tc = f - fm, t - tm
    a = fc.T @ fc + lam * len(f) * np.eye(f.shape[1])
    w = np.linalg.solve(a, fc.T @ tc)
    return w, tm - fm @ w


def ridge_cv(f: np.ndarray, t: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Ridge with λ chosen on a held-out fifth, then refit on all pairs."""
    if len(f) < 10:
        return ridge_fit(f, t, 1.0)
    idx = rng.permutation(len(f))
    k = max(1, len(f) // 5)
    va, tr = idx[:k], idx[k:]
    best = min(RIDGE_GRID, key=lambda lam: float(((f[va] @ (w := ridge_fit(f[tr], t[tr], lam))[0] + w[1]
                                                    - t[va]) ** 2).mean()))
    return ridge_fit(f, t, best)


def _lagged(y: np.ndarray, half: int) -> np.ndarray:
    """(stays·hours, 2·half+1) matrix of y_{t+k}, k = −half..half, edge-padded within each stay."""
    pad = np.pad(y, ((0, 0), (half, half)), mode="edge")
    h = y.shape[1]
    return np.stack([pad[:, k:k + h] for k in range(2 * half + 1)], axis=2).reshape(-1, 2 * half + 1)


def attack_a(view: PairedView, rng: np.random.Generator) -> dict[str, dict[str, float]]:
    """R² and MAE_z of the L0, L1 and L2 attackers on held-out stays."""
    tr, te = view.split(L2_FRAC, rng)
    z_te, y_te = view.z[te], view.y[te]
    out: dict[str, dict[str, float]] = {}
    w, b = ridge_cv(view.y[tr], view.z[tr], rng)
    r2, mae = r2_mae(y_te @ w + b, z_te)
    out["L2"] = {"r2": r2, "mae_z": mae, "pairs_stays": int(len(tr))}
    wc, bc = ridge_cv(_lagged(view.y[tr], 5), view.z[tr].reshape(-1, 1), rng)
    r2, mae = r2_mae((_lagged(y_te, 5) @ wc + bc).reshape(z_te.shape), z_te)
    out["L2_conv"] = {"r2": r2, "mae_z": mae}
    pts_y, pts_z = view.y[tr].ravel(), view.z[tr].ravel()
    n_pts = max(10, int(round(L1_POINT_FRAC * view.z.size)))
    sel = rng.choice(len(pts_y), min(n_pts, len(pts_y)), replace=False)
    w1, b1 = ridge_fit(pts_y[sel, None], pts_z[sel, None], 1e-3)
    r2, mae = r2_mae(y_te * w1[0, 0] + b1[0], z_te)
    out["L1"] = {"r2": r2, "mae_z": mae, "pairs_points": int(len(sel))}
    r2, mae = r2_mae(y_te, z_te)
    out["L0_identity"] = {"r2": r2, "mae_z": mae}
    r2, mae = r2_mae(np.broadcast_to(y_te.mean(axis=1, keepdims=True), z_te.shape), z_te)
    out["L0_stay_mean"] = {"r2": r2, "mae_z": mae}
    r2, mae = r2_mae(np.zeros_like(z_te), z_te)  # the cohort mean in z-space: the "knows nothing" baseline
    out["constant"] = {"r2": r2, "mae_z": mae}
    return out
