"""Per-stay Q-mix (seed 001, section 5.6): block permutations keyed by a hospital secret and (stay, variable).

``Q_{s,v}`` is a permutation of each block of ``block_length`` consecutive points of stay s (the final
partial block of a stay is permuted within itself). Its randomness is ``HMAC-SHA256(secret, stay ‖ variable)``
expanded per position with SplitMix64, so the whole column's permutation is one vectorised sort, the same
(stay, variable) always gets the same Q, and nothing about the secret is recoverable from the output.
With ``band`` set the permutation is approximately banded (each point moves about ``band`` positions),
as in the paper's pilot; the default is a uniform permutation of the block.

Two ways to use it, kept apart on purpose:

- ``wrap`` (the paper's operator, section 5.6.2): ``Qᵀ · T(Q · z)`` — mix, perturb, unmix. C1–C3 are
  inherited; C2 holds because ``Qᵀ`` puts every point back at its own time index before release.
- ``permute_release`` (``Q-permute``, a separate operator): ``Q · T(z)`` — the permutation is *not* undone,
  the released series is in scrambled time order within each block. C1 holds (a permutation keeps mean
  and variance) and C3 holds, but **C2 is given up**: ``|y_t − x_t|`` is bounded only by the block's range
  plus α·σ. What it protects is time alignment; what it keeps is each block's multiset of (α-perturbed)
  values, so block means, maxima and quantiles leak up to α.

The secret comes from the secret store through the ``KeySource`` protocol and is never logged or written.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from typing import Protocol

import numpy as np

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
QMIX_MODES = ("wrap", "permute_release")


class KeySource(Protocol):
    """What Q-mix needs from the secret store (``airlock.core.secret_store.SecretStore`` satisfies it)."""

    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes: ...


def _splitmix64(x: np.ndarray) -> np.ndarray:
    x = x + _GOLDEN
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def stay_seeds(secret: bytes, stay_ids: Sequence[object], variable: str) -> np.ndarray:
    """One 64-bit seed per stay: HMAC-SHA256(secret, "stay\\x1fvariable")[:8]."""
    if len(secret) < 16:
        raise ValueError("Q-mix secret must be at least 16 bytes")
    seeds = np.empty(len(stay_ids), dtype=np.uint64)
    for i, s in enumerate(stay_ids):
        digest = hmac.new(secret, f"{s}\x1f{variable}".encode(), hashlib.sha256).digest()
        seeds[i] = np.frombuffer(digest[:8], dtype="<u8")[0]
    return seeds


def block_permutation(seeds: np.ndarray, lengths: np.ndarray, block_length: int,
                      band: float | None = None) -> np.ndarray:
    """Gather index ``perm`` for a column of consecutive stays: ``mixed = z[perm]``, ``z = unmix``.

    Each block of ``block_length`` points of a stay (and its final partial block) is permuted within itself.
    """
    if block_length < 2:
        raise ValueError("block_length must be ≥ 2")
    n = int(lengths.sum())
    stay = np.repeat(np.arange(len(lengths)), lengths)
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    pos = np.arange(n) - starts[stay]
    with np.errstate(over="ignore"):
        bits = _splitmix64(seeds[stay] ^ (pos.astype(np.uint64) * _GOLDEN))
    u = (bits >> np.uint64(11)).astype(np.float64) / float(1 << 53)
    local = pos % block_length
    key = (local + band * u) / (block_length + band) if band is not None else u  # in [0, 1)
    # Blocks are contiguous and numbered in column order, so one float sort of block + key/2 orders every
    # block within itself (5× faster than lexsort; the block index, not the position, keeps ulps small).
    n_blocks = -(-lengths // block_length)
    first_block = np.concatenate(([0], np.cumsum(n_blocks)[:-1]))
    block_idx = (first_block[stay] + pos // block_length).astype(np.float64)
    return np.argsort(block_idx + 0.5 * key, kind="stable")


def apply_mixed(z: np.ndarray, perm: np.ndarray, inner: np.ndarray) -> np.ndarray:
    """Scatter ``inner`` (values computed in mixed order) back to time order: ``out[perm] = inner``."""
    out = np.empty_like(z)
    out[perm] = inner
    return out
