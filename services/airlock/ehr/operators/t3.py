"""T3: one global Householder reflection in z-score space (seed 001, section 5.4) — the negative control.

``H_v(z) = z − 2⟨z, v⟩v`` with v a random unit vector of mean zero. The paper's C2 argument needs
``|v_i| ≤ α/(2√n)``, which no unit vector satisfies when α < 2 (‖v‖₂ ≤ α/2 then); the bound used here is the
exact one, ``|Δ_i| = 2|⟨z, v⟩|·|v_i|``. For long columns it is ~2/√n and far below α; when it is not (short
columns) v is turned toward the part orthogonal to z, which shrinks ⟨z, v⟩ continuously, by bisection.
The reflection is an isometry: mean, norm, correlations and ACF are kept and a linear attacker inverts it.
"""

from __future__ import annotations

import numpy as np


def t3(z: np.ndarray, lengths: np.ndarray, alpha: float, rng: np.random.Generator) -> np.ndarray:
    """Apply one Householder reflection to the whole column."""
    n = len(z)
    if n < 3 or alpha <= 0:
        return z.copy()
    v = rng.standard_normal(n)
    v -= v.mean()
    v /= np.linalg.norm(v)

    def reflect(w: np.ndarray) -> np.ndarray:
        return z - 2.0 * float(z @ w) * w

    out = reflect(v)
    if np.abs(out - z).max() <= alpha:
        return out
    zn = np.linalg.norm(z)
    zhat = z / zn
    u = v - float(v @ zhat) * zhat
    un = np.linalg.norm(u)
    if un == 0.0:
        return z.copy()
    u /= un
    t0 = float(np.arcsin(np.clip(v @ zhat, -1.0, 1.0)))
    lo, hi, best = 0.0, 1.0, z.copy()
    for _ in range(50):
        mid = 0.5 * (lo + hi)
        w = np.cos(mid * t0) * u + np.sin(mid * t0) * zhat
        cand = reflect(w)
        if np.abs(cand - z).max() <= alpha:
            lo, best = mid, cand
        else:
            hi = mid
    return best
