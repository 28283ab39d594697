"""Module layer around one column (seed 001, section 7.3.2, ``ColumnTransformModule``).

``transform_column`` takes one variable as a (stays × hours) matrix with NaN for missing cells and:
standardizes the finite values with the column's μ, σ; applies the operator (optionally inside Q-mix) to the
concatenation of the stays' finite values; re-projects z' onto M(0, 1) to remove rounding drift; writes
``y = x + σ·(z' − z)`` (so untouched points stay bit-identical); and verifies C1/C2 before returning.
Missing cells are left missing; constant columns (σ = 0) are returned unchanged, since no point of a
constant column can move without changing its variance.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from airlock.ehr.constraints import ColumnCheck, ConstraintViolation, check_column
from airlock.ehr.operators import get_operator
from airlock.ehr.operators.qmix import QMIX_MODES, apply_mixed, block_permutation

# Operators target α·(1 − margin) so re-projection and de-standardization rounding cannot cross α.
ALPHA_MARGIN = 1e-9


@dataclass(frozen=True)
class QmixSpec:
    """Per-stay permutation seeds for one variable plus the block layout and mode."""

    seeds: np.ndarray  # (S,) uint64, one per stay row of the matrix
    block_length: int = 48
    mode: str = "wrap"
    band: float | None = None


def standardize(x: np.ndarray) -> tuple[float, float]:
    """Cohort μ and population σ of the finite values."""
    v = x[np.isfinite(x)]
    return (float(v.mean()), float(v.std())) if len(v) else (0.0, 0.0)


def _project(z: np.ndarray) -> np.ndarray:
    zc = z - z.mean()
    nrm = np.linalg.norm(zc)
    return zc * (np.sqrt(len(z)) / nrm) if nrm > 0 else zc


def transform_z(z: np.ndarray, lengths: np.ndarray, op: str, alpha: float, rng: np.random.Generator,
                qmix: QmixSpec | None = None, params: dict | None = None) -> np.ndarray:
    """Operator (+ Q-mix) on a standardized compact column; returns z' on M(0, 1)."""
    fn = get_operator(op)
    a = alpha * (1.0 - ALPHA_MARGIN)
    params = params or {}
    if qmix is None:
        out = fn(z, lengths, a, rng, **params)
    else:
        if qmix.mode not in QMIX_MODES:
            raise ValueError(f"unknown Q-mix mode {qmix.mode!r} (known: {', '.join(QMIX_MODES)})")
        perm = block_permutation(qmix.seeds[lengths > 0], lengths[lengths > 0], qmix.block_length, qmix.band)
        if qmix.mode == "wrap":
            inner = fn(z[perm], lengths, a, rng, **params)
            out = apply_mixed(z, perm, inner)
        else:  # permute_release: perturb in time order, release in mixed order
            out = fn(z, lengths, a, rng, **params)[perm]
    return _project(out) if len(out) > 2 else out


def transform_column(x: np.ndarray, op: str, alpha: float, rng: np.random.Generator,
                     qmix: QmixSpec | None = None, params: dict | None = None,
                     verify: bool = True) -> tuple[np.ndarray, ColumnCheck]:
    """Transform one (stays × hours) matrix; raises ``ConstraintViolation`` if C1 or C2 fails."""
    if not 0.0 <= alpha:
        raise ValueError(f"alpha must be ≥ 0, got {alpha}")
    finite = np.isfinite(x)
    lengths = finite.sum(axis=1)
    xv = x[finite]
    mu, sd = standardize(x)
    y = x.copy()
    scale = float(np.abs(xv).max()) if len(xv) else 0.0
    if len(xv) >= 3 and sd > 1e-12 * max(scale, 1e-300):
        z = (xv - mu) / sd
        z = _project(z)
        zp = transform_z(z, lengths, op, alpha, rng, qmix, params)
        y[finite] = xv + sd * (zp - z)
    check = check_column(x, y, alpha if (qmix is None or qmix.mode == "wrap") else None)
    if verify and not (check.c1_ok and check.c2_ok):
        raise ConstraintViolation(
            f"{op} broke {'C1' if not check.c1_ok else 'C2'}: Δμ={check.mean_dev:.3g}, Δσ={check.std_dev:.3g}, "
            f"max|Δz|={check.linf_z:.6g} (α={alpha})")
    return y, check
