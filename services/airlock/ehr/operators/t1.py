"""T1: local block rotations in z-score space (seed 001, section 5.2).

Each stay's series is cut into consecutive blocks of three points. A block ``z_B`` is split into its mean and
its residual; the residual's coordinates ``(a1, a2)`` on the block's first Fourier mode are rotated by an
angle θ_B. Block mean and block norm are unchanged, so the column stays on M(0, 1) (C1).

C2 by construction, not by calibration: moving ``(a1, a2)`` by θ changes point i by at most
``2|sin(θ/2)|·|a|·sqrt(2/k)`` (the Fourier-mode basis has ``u1_i² + u2_i² = 2/k``), so every block gets its
own angle cap ``2·asin(α / (2|a|·sqrt(2/k)))``. A fixed θ_max calibrated offline cannot bound blocks whose
residual is large (spiky or heavy-tailed columns); the per-block cap can.

Edge cases, explicitly:
- a final partial block (1–2 leftover points) is merged into the stay's last block (size 4–5; the same
  Fourier-mode rotation works for any block size k ≥ 3);
- stays shorter than 3 points, and blocks whose residual has no energy on the rotated mode (a constant run,
  common after forward-fill), cannot move locally; their points are pooled across the column, sorted by value
  and regrouped into interleaved triplets (smallest third / middle third / largest third) so that almost
  every pooled triplet has a residual and moves (C3). Pooled points lose temporal locality — they had none
  to preserve (a constant run).
- pooled triplets that are still constant (one value holding > 2/3 of the pool), a 1–2 point remainder,
  or a pool of fewer than 3 points are spread round-robin over the movable blocks (``_absorb``), making
  those blocks larger; the Fourier-mode rotation and its cap work for any size.

Variants: ``T1_uniform`` draws θ_B ~ U[-cap, cap] on a fixed partition. ``T1_weighted`` draws |θ_B| with
density ∝ |θ| (more mass near the cap, i.e. the perturbation budget is used more fully) and shifts each
stay's partition by a random offset 0–2, so block boundaries are not public.
"""

from __future__ import annotations

import numpy as np

# Blocks whose rotated-mode amplitude is below this cannot move (zero residual): pool them.
_DEGENERATE = 1e-12


def _fourier_basis(k: int) -> tuple[np.ndarray, np.ndarray]:
    j = np.arange(k)
    scale = np.sqrt(2.0 / k)
    return scale * np.cos(2 * np.pi * j / k), scale * np.sin(2 * np.pi * j / k)


def _stay_blocks(lengths: np.ndarray, offsets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Block id of every element of stays with length ≥ 3 (−1 for shorter stays), and block sizes."""
    n = int(lengths.sum())
    stay = np.repeat(np.arange(len(lengths)), lengths)
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    pos = np.arange(n) - starts[stay]
    off = np.minimum(offsets, np.maximum(lengths - 3, 0))
    n_blocks = np.where(lengths >= 3, (lengths - off) // 3, 0)
    first_block = np.concatenate(([0], np.cumsum(n_blocks)[:-1]))
    local = np.minimum(np.maximum(pos - off[stay], 0) // 3, np.maximum(n_blocks[stay] - 1, 0))
    block = np.where(lengths[stay] >= 3, first_block[stay] + local, -1)
    sizes = np.bincount(block[block >= 0], minlength=int(n_blocks.sum()))
    return block, sizes


def _rotate(z: np.ndarray, idx: np.ndarray, alpha: float, rng: np.random.Generator, theta_max: float,
            weighted: bool) -> np.ndarray:
    """Rotate the blocks given as rows of ``idx`` (all of size k); returns the new values, same shape."""
    k = idx.shape[1]
    u1, u2 = _fourier_basis(k)
    zb = z[idx]
    a1, a2 = zb @ u1, zb @ u2
    amp = np.hypot(a1, a2)
    with np.errstate(divide="ignore"):
        ratio = np.where(amp > 0, alpha / (2.0 * amp * np.sqrt(2.0 / k)), np.inf)
    cap = np.minimum(theta_max, 2.0 * np.arcsin(np.minimum(ratio, 1.0)))
    u = rng.random(len(idx))
    if weighted:
        theta = np.where(rng.random(len(idx)) < 0.5, -1.0, 1.0) * cap * np.sqrt(u)
    else:
        theta = cap * (2.0 * u - 1.0)
    c, s = np.cos(theta) - 1.0, np.sin(theta)
    da1, da2 = c * a1 - s * a2, s * a1 + c * a2
    return zb + da1[:, None] * u1 + da2[:, None] * u2


def _groups(block_ids: np.ndarray, sizes: np.ndarray) -> list[np.ndarray]:
    """Index matrices, one per distinct block size, for elements sorted by block id (contiguous blocks)."""
    order = np.argsort(block_ids, kind="stable")
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
    out = []
    for k in np.unique(sizes):
        sel = np.nonzero(sizes == k)[0]
        out.append(order[starts[sel][:, None] + np.arange(k)])
    return out


def _amplitude(z: np.ndarray, idx: np.ndarray) -> np.ndarray:
    u1, u2 = _fourier_basis(idx.shape[1])
    zb = z[idx]
    return np.hypot(zb @ u1, zb @ u2)


def _interleave(pool: np.ndarray, z: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pooled indices as value-interleaved triplets (row j = j-th of the low, middle and top thirds) + rest."""
    srt = pool[np.argsort(z[pool], kind="stable")]
    m3 = len(pool) // 3
    return srt[: 3 * m3].reshape(3, m3).T, srt[3 * m3:]


def _absorb(targets: list[np.ndarray], extras: np.ndarray) -> list[np.ndarray]:
    """Append the rows of ``extras`` (width w) round-robin to the rows of the target blocks.

    Used for points that cannot move in a block of their own (constant runs, a value holding more than two
    thirds of the pool, 1–2 leftover points): spreading them over movable blocks lets them move too.
    """
    total = sum(len(t) for t in targets)
    if total == 0 or len(extras) == 0:
        return targets
    w = extras.shape[1]
    assign = np.arange(len(extras)) % total
    counts = np.bincount(assign, minlength=total)
    ext_sorted = extras[np.argsort(assign, kind="stable")]
    starts = np.cumsum(counts) - counts
    out: list[np.ndarray] = []
    offset = 0
    for t in targets:
        rows = np.arange(offset, offset + len(t))
        for c in np.unique(counts[rows]):
            sel = rows[counts[rows] == c]
            add = ext_sorted[starts[sel][:, None] + np.arange(c)].reshape(len(sel), w * c)
            out.append(np.hstack([t[sel - offset], add]))
        offset += len(t)
    return out


def t1(z: np.ndarray, lengths: np.ndarray, alpha: float, rng: np.random.Generator, *, weighted: bool = False,
       theta_max: float = np.pi) -> np.ndarray:
    """Apply T1 to a standardized column made of consecutive stays of the given lengths."""
    n = len(z)
    out = z.copy()
    if n < 3 or alpha <= 0:
        return out
    offsets = rng.integers(0, 3, len(lengths)) if weighted else np.zeros(len(lengths), dtype=np.int64)
    block, sizes = _stay_blocks(lengths, offsets)
    regular = [g for g in _groups(block[block >= 0], sizes) if len(g)] if (block >= 0).any() else []
    # _groups indexes into the sub-array of regular elements; map back to column positions.
    reg_pos = np.nonzero(block >= 0)[0]
    regular = [reg_pos[g] for g in regular]
    pool_parts = [np.nonzero(block < 0)[0]]
    moving: list[np.ndarray] = []
    for idx in regular:
        dead = _amplitude(z, idx) <= _DEGENERATE
        pool_parts.append(idx[dead].ravel())
        if (~dead).any():
            moving.append(idx[~dead])
    pool = np.concatenate(pool_parts)
    if len(pool) >= 3:
        tri, rest = _interleave(pool, z)
        dead = _amplitude(z, tri) <= _DEGENERATE
        moving = _absorb(moving + [tri[~dead]], tri[dead])
        moving = _absorb(moving, rest[None, :])
    else:
        moving = _absorb(moving, pool[None, :])
    for idx in moving:
        if len(idx):
            out[idx] = _rotate(z, idx, alpha, rng, theta_max, weighted)
    return out


def t1_uniform(z: np.ndarray, lengths: np.ndarray, alpha: float, rng: np.random.Generator,
               **params: float) -> np.ndarray:
    """T1 with a fixed partition and θ ~ U[-cap, cap]."""
    return t1(z, lengths, alpha, rng, weighted=False, **params)


def t1_weighted(z: np.ndarray, lengths: np.ndarray, alpha: float, rng: np.random.Generator,
                **params: float) -> np.ndarray:
    """T1 with random per-stay partition offsets and |θ| weighted toward the cap."""
    return t1(z, lengths, alpha, rng, weighted=True, **params)
