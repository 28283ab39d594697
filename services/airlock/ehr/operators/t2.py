"""T2: bounded noise plus an exact return to the mean–variance manifold (seed 001, section 5.3).

The paper's T2 adds clipped noise and renormalises: ``z' = √n·(z+ε−mean)/‖z+ε−mean‖``. The rescaling
multiplies every point by the same factor s ≈ 1 − τ²/2, so a point at z = 30 (lactate, creatinine, troponin)
moves by ≈ 15·τ² on top of the noise — C2 fails on heavy-tailed columns whatever the offline calibration.

Here the norm is restored with a *bounded* correction instead of a global rescaling:

    δ = κ·e0 + λ·q,   e0 = centred clipped noise (|e0_i| ≲ c),   q = clip(z, −b, b) − mean,

with λ the smaller root of ``‖z + δ‖² = n`` (a scalar quadratic), so mean(z+δ) = 0 and ‖z+δ‖² = n exactly
(C1) while every point moves by at most |κ e0_i| + |λ|·|q_i|, bounded independently of the tails. The knee b
is taken as large as the budget allows (|λ|·b ≈ α − c): for |z| ≤ b the correction is the paper's uniform
shrink toward the mean (shape kept), only the tails beyond b get a capped shift instead of a proportional one.
κ starts at 1 and is bisected down only if the quadratic has no real root or some |δ_i| would exceed α,
so ``‖δ‖∞ ≤ α`` holds by construction (C2). Noise is continuous, so almost every point moves (C3).
One pass of O(n) vector operations (C4); the bisection, when it runs, is 40 more passes at most.
"""

from __future__ import annotations

import numpy as np


def _lambda(z: np.ndarray, e0: np.ndarray, q: np.ndarray, kappa: float) -> float | None:
    """Smaller-magnitude root of ‖z + κe0 + λq‖² = ‖z‖² in λ, or None if there is none."""
    a = 2.0 * kappa * float(z @ e0) + kappa * kappa * float(e0 @ e0)
    b = 2.0 * float((z + kappa * e0) @ q)
    c = float(q @ q)
    disc = b * b - 4.0 * a * c
    if c == 0.0 or disc < 0.0:
        return None
    root = np.sqrt(disc)
    den = b + root if b >= 0 else b - root
    return -2.0 * a / den if den != 0.0 else None


def t2(z: np.ndarray, lengths: np.ndarray, alpha: float, rng: np.random.Generator, *,
       tau: float | None = None, clip_frac: float = 0.75) -> np.ndarray:
    """Apply T2; ``tau`` defaults to α/2 and the noise is clipped at ``clip_frac·α`` before centring."""
    n = len(z)
    if n < 2 or alpha <= 0:
        return z.copy()
    tau = alpha / 2.0 if tau is None else tau
    eps = rng.normal(0.0, tau, n)
    e = np.clip(eps - eps.mean(), -clip_frac * alpha, clip_frac * alpha)
    e0 = e - e.mean()
    # Knee b: start from λ ≈ ‖e0‖²/(2n) (uniform shrink) and refine so that |λ|·b stays within α − c.
    budget = max(alpha - clip_frac * alpha, 0.05 * alpha)
    b = max(1.0, budget / max(float(e0 @ e0) / (2.0 * n), 1e-12))
    for _ in range(3):
        q = np.clip(z, -b, b)
        q = q - q.mean()
        lam = _lambda(z, e0, q, 1.0)
        if lam is None or abs(lam) * b <= budget or b <= 1.0:
            break
        b = max(1.0, budget / abs(lam))

    def step(kappa: float) -> np.ndarray | None:
        lam = _lambda(z, e0, q, kappa)
        if lam is None:
            return None
        d = kappa * e0 + lam * q
        return d if np.abs(d).max() <= alpha else None

    d = step(1.0)
    if d is None:
        lo, hi, best = 0.0, 1.0, np.zeros(n)
        for _ in range(40):
            mid = 0.5 * (lo + hi)
            cand = step(mid)
            if cand is None:
                hi = mid
            else:
                lo, best = mid, cand
        d = best
    return z + d
