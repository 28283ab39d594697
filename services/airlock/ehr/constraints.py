"""C1–C3 verification of one transformed column (seed 001, section 3.4), run on every output.

Tolerances are floating-point ones, not statistical ones: C1 allows 1e-9·σ plus a few ulps of the largest
magnitude, C2 allows α·σ plus a few ulps (the operators themselves aim at α·(1 − 1e-9)).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

_EPS = np.finfo(np.float64).eps


class ConstraintViolation(RuntimeError):
    """A transformed column broke C1 or C2; it must not be written."""


@dataclass(frozen=True)
class ColumnCheck:
    """Constraint metrics of one column (physical units unless noted)."""

    n: int
    constant: bool
    mean_dev: float  # |μ(y) − μ(x)|
    std_dev: float  # |σ(y) − σ(x)|
    linf_z: float  # max |y − x| / σ(x)  (C2 is linf_z ≤ α)
    unchanged_frac: float  # fraction of points with y == x (C3 wants this near 0)
    c1_ok: bool
    c2_ok: bool

    def as_dict(self) -> dict:
        return asdict(self)


def check_column(x: np.ndarray, y: np.ndarray, alpha: float | None) -> ColumnCheck:
    """Compare finite entries of x and y (same NaN pattern required)."""
    fx, fy = np.isfinite(x), np.isfinite(y)
    if not np.array_equal(fx, fy):
        raise ConstraintViolation("missing-value pattern changed by the transform")
    xv, yv = x[fx].astype(np.float64), y[fy].astype(np.float64)
    n = len(xv)
    if n == 0:
        return ColumnCheck(0, True, 0.0, 0.0, 0.0, 0.0, True, True)
    mu_x, sd_x = float(xv.mean()), float(xv.std())
    scale = float(max(np.abs(xv).max(), np.abs(yv).max()))
    ulp = 8.0 * _EPS * max(scale, 1e-300) * max(1.0, np.log2(max(n, 2)))
    mean_dev = abs(float(yv.mean()) - mu_x)
    std_dev = abs(float(yv.std()) - sd_x)
    diff = np.abs(yv - xv)
    constant = sd_x <= 1e-12 * max(scale, 1e-300)
    linf_z = float(diff.max() / sd_x) if not constant else (0.0 if diff.max() == 0 else np.inf)
    c1_ok = mean_dev <= 1e-9 * sd_x + ulp and std_dev <= 1e-9 * sd_x + ulp
    c2_ok = True if alpha is None else bool(diff.max() <= alpha * sd_x * (1 + 1e-12) + ulp)
    return ColumnCheck(n, bool(constant), mean_dev, std_dev, linf_z, float((diff == 0).mean()), bool(c1_ok),
                       c2_ok)
