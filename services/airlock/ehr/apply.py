"""Run a skill over a panel: per-variable operator + Q-mix, C1/C2 verified on every column, metadata.

The output is written next to a ``<out>.meta.json`` with the skill id, version and file hash, the public
parameters, the timestamp and the per-column constraint results; the Q-mix secret and the run's RNG state
are never part of it (the operators' randomness is one-time, section 3.5.1).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from airlock.ehr.constraints import ColumnCheck
from airlock.ehr.operators.column import QmixSpec, transform_column
from airlock.ehr.operators.qmix import KeySource, stay_seeds
from airlock.ehr.panel import Panel, to_long, write_long, write_table
from airlock.ehr.skills import Skill, SkillError, validate_against

META_SUFFIX = ".meta.json"


@dataclass
class ApplyResult:
    panel: Panel
    checks: dict[str, ColumnCheck]
    ops: dict[str, dict[str, Any]]


def apply_skill(panel: Panel, skill: Skill, keys: KeySource | None = None, rng: np.random.Generator | None = None,
                op_choice: dict[str, str] | None = None, progress: bool = False) -> ApplyResult:
    """Transform every variable of the panel (restricted to the skill's input scope and time window)."""
    validate_against(skill, panel.variables)
    for v in op_choice or {}:
        if v not in panel.variables:
            raise SkillError(f"--op names variable {v!r}, which is not in the data")
    rng = rng if rng is not None else np.random.default_rng()
    if skill.input_variables:
        keep = [panel.var_index(v) for v in skill.input_variables]
        panel = Panel(panel.stay_ids, [panel.variables[i] for i in keep], panel.values[:, keep],
                      panel.present[:, keep])
    tw = skill.time_window()
    if tw is not None:
        panel = panel.window(*tw)
    secret: bytes | None = None
    if skill.qmix.enabled:
        if keys is None:
            raise SkillError(f"skill {skill.id} enables Q-mix but no secret store was given")
        assert skill.qmix.secret_ref is not None
        secret = keys.get_or_create_key(skill.qmix.secret_ref, 32)
    out = panel.values.copy()
    checks: dict[str, ColumnCheck] = {}
    ops: dict[str, dict[str, Any]] = {}
    bar = tqdm(panel.variables, desc=f"apply {skill.id}", unit="var", disable=not progress, leave=False)
    for j, var in enumerate(bar):
        op, alpha, params = skill.spec_for(var, (op_choice or {}).get(var))
        q = None
        if secret is not None and var in skill.qmix.variables:
            q = QmixSpec(stay_seeds(secret, panel.stay_ids, var), skill.qmix.block_length, skill.qmix.mode,
                         skill.qmix.band)
        y, check = transform_column(panel.values[:, j, :], op, alpha, rng, qmix=q, params=params)
        out[:, j, :] = y
        checks[var] = check
        ops[var] = {"op": op, "alpha": alpha, "qmix": None if q is None else q.mode, **params}
    del secret
    return ApplyResult(panel.copy_with(out), checks, ops)


def _wide(panel: Panel):  # noqa: ANN202 - pandas frame
    df = to_long(panel)
    return df.pivot_table(index=["stay_id", "hour"], columns="variable", values="value", aggfunc="first",
                          dropna=False).reset_index()


def build_meta(skill: Skill, result: ApplyResult, source: str, extra: dict[str, Any] | None = None) -> dict:
    return {
        "skill": {"id": skill.id, "version": skill.version, "usage": skill.usage, "sha256": skill.source_sha256,
                  "threat_model": skill.threat_model},
        "parameters": skill.public_params(),
        "applied": result.ops,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "input": source,
        "stays": int(len(result.panel.stay_ids)),
        "constraints": {v: c.as_dict() for v, c in result.checks.items()},
        "c1_c2_ok": all(c.c1_ok and c.c2_ok for c in result.checks.values()),
        "safe_for_export": None,  # set by `ehr nightly` after thresholds; None = not evaluated
        **(extra or {}),
    }


def meta_path(out: str | Path) -> Path:
    out = Path(out)
    return out.with_name(out.name + META_SUFFIX)


def write_output(result: ApplyResult, skill: Skill, out: str | Path, source: str,
                 extra_meta: dict[str, Any] | None = None) -> dict:
    """Write the private view (long or wide, CSV or Parquet) and its metadata; returns the metadata."""
    out = Path(out)
    if skill.output.get("format", "long") == "wide":
        write_table(_wide(result.panel), out)
    else:
        write_long(result.panel, out)
    meta = build_meta(skill, result, source, extra_meta)
    meta_path(out).write_text(json.dumps(meta, indent=2, default=float))
    return meta
