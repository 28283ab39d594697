"""Operator layer (seed 001, section 7.3.1): column operators in z-score space and their registry.

Every operator is ``f(z, lengths, alpha, rng, **params) -> z'`` on a standardized column made of consecutive
stays (``lengths`` per stay); ``column.transform_column`` does the standardization, Q-mix wrapping,
re-projection and the C1/C2 verification around it.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from airlock.ehr.operators.t1 import t1_uniform, t1_weighted
from airlock.ehr.operators.t2 import t2
from airlock.ehr.operators.t3 import t3

ColumnOperator = Callable[..., np.ndarray]

OPERATORS: dict[str, ColumnOperator] = {
    "T1_uniform": t1_uniform,
    "T1_weighted": t1_weighted,
    "T2": t2,
    "T3": t3,
}
# T3 is the paper's negative control (linearly invertible): skills must opt in explicitly.
NEGATIVE_CONTROLS = frozenset({"T3"})
# Q-mix wraps only the local/noise operators (section 5.6).
QMIX_WRAPPABLE = frozenset({"T1_uniform", "T1_weighted", "T2"})


def get_operator(name: str) -> ColumnOperator:
    try:
        return OPERATORS[name]
    except KeyError:
        raise KeyError(f"unknown operator {name!r} (known: {', '.join(OPERATORS)})") from None
