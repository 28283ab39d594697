"""`ehr nightly`: the configuration-driven nightly job (seed 001, section 7.4.1), one CronJob command.

For every configured skill: apply it to the night's raw snapshot, write a versioned output
``<output_root>/<table>/v<skill version>/<run id>/priv.csv`` with metadata, run the QA checks and the
configured attacks, compare with thresholds, export metrics (Prometheus text format, for the node
exporter's textfile collector or a push gateway sidecar) and a JSON summary. A view that crosses a privacy
or shape threshold is marked ``safe_for_export: false`` (metadata and an ``UNSAFE`` file) and the table's
``LATEST`` pointer is *not* moved to it; the job then exits 3 naming every crossed threshold.

Config (YAML)::

    input: /snapshots/raw.csv          # long table; or physionet2012: DIR_OR_TGZ to import first
    output_root: /views
    skills: [skills/export.yaml]       # and/or registry: DIR + skill_ids: [...]
    metrics_out: /metrics/ehr.prom
    attack: {variables: [HR, Glucose], families: [A, B, C], max_stays: 2000}
    thresholds: {max_r2_L2: 0.95, max_reid_at1: 0.5, max_mi_auc: 0.8, max_ks: 0.2, max_oor_priv: 0.05,
                 ks_variables: [HR, Glucose]}
    thresholds_by_usage: {export: {max_r2_L2: 0.5}}   # merged over `thresholds` for skills with that usage
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from airlock.ehr.apply import apply_skill, meta_path, write_output
from airlock.ehr.attacks.suite import run_suite
from airlock.ehr.evaluation import check_views
from airlock.ehr.panel import Panel, read_long
from airlock.ehr.skills import Skill, SkillError, load_skill, resolve

EXIT_OK, EXIT_UNSAFE = 0, 3
KNOWN_THRESHOLDS = ("max_r2_L2", "max_reid_at1", "max_mi_auc", "max_ks", "max_oor_priv", "max_r2_attr_max",
                    "ks_variables")


def load_config(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"nightly config not found: {path}")
    try:
        cfg = yaml.safe_load(path.read_text())
    except yaml.YAMLError as exc:
        raise SkillError(f"{path}: malformed YAML: {exc}") from None
    if not isinstance(cfg, dict):
        raise SkillError(f"{path}: expected a mapping")
    if "input" not in cfg and "physionet2012" not in cfg:
        raise SkillError(f"{path}: needs input (long table) or physionet2012 (directory / tar.gz)")
    if "output_root" not in cfg:
        raise SkillError(f"{path}: needs output_root")
    if not cfg.get("skills") and not (cfg.get("registry") and cfg.get("skill_ids")):
        raise SkillError(f"{path}: needs skills (files) or registry + skill_ids")
    unknown = set(cfg.get("thresholds") or {}) - set(KNOWN_THRESHOLDS)
    for usage, th in (cfg.get("thresholds_by_usage") or {}).items():
        if not isinstance(th, dict):
            raise SkillError(f"{path}: thresholds_by_usage.{usage} must be a mapping")
        unknown |= set(th) - set(KNOWN_THRESHOLDS)
    if unknown:
        raise SkillError(f"{path}: unknown threshold(s) {sorted(unknown)} (known: {', '.join(KNOWN_THRESHOLDS)})")
    base = path.parent
    for key in ("input", "physionet2012", "output_root", "metrics_out", "registry"):
        if cfg.get(key) and not Path(cfg[key]).is_absolute():
            cfg[key] = str(base / cfg[key])
    cfg["skills"] = [str(base / s) if not Path(s).is_absolute() else s for s in cfg.get("skills") or []]
    return cfg


def _skills(cfg: dict[str, Any]) -> list[Skill]:
    out = [load_skill(p) for p in cfg["skills"]]
    for sid in cfg.get("skill_ids") or []:
        out.append(load_skill(resolve(cfg["registry"], sid)))
    return out


def evaluate_thresholds(check: dict, attacks: dict, th: dict[str, Any]) -> list[str]:
    """Human-readable list of crossed thresholds (empty = safe)."""
    bad: list[str] = []
    ks_vars = th.get("ks_variables")
    for var, d in check["variables"].items():
        if "error" in d or not (d["c1_ok"] and d["c2_ok"]):
            bad.append(f"{var}: C1/C2 violated")
            continue
        if "max_ks" in th and (ks_vars is None or var in ks_vars) and d["ks"] > th["max_ks"]:
            bad.append(f"{var}: KS {d['ks']:.3f} > {th['max_ks']}")
        if ("max_oor_priv" in th and (ks_vars is None or var in ks_vars) and d["oor_priv"] is not None
                and d["oor_priv"] > th["max_oor_priv"] + (d["oor_raw"] or 0.0)):
            bad.append(f"{var}: out-of-range {100 * d['oor_priv']:.2f}% > raw + {100 * th['max_oor_priv']:.1f}%")
    for var, r in attacks.items():
        if "A" in r and "max_r2_L2" in th and r["A"]["L2"]["r2"] > th["max_r2_L2"]:
            bad.append(f"{var}: reconstruction R² {r['A']['L2']['r2']:.3f} > {th['max_r2_L2']}")
        if "B" in r and "max_reid_at1" in th and r["B"]["reid_at1"] > th["max_reid_at1"]:
            bad.append(f"{var}: Re-id@1 {r['B']['reid_at1']:.3f} > {th['max_reid_at1']}")
        if "C" in r and "max_mi_auc" in th and r["C"]["auc"] > th["max_mi_auc"]:
            bad.append(f"{var}: membership AUC {r['C']['auc']:.3f} > {th['max_mi_auc']}")
        if "D" in r and "max_r2_attr_max" in th and r["D"]["r2_max"] > th["max_r2_attr_max"]:
            bad.append(f"{var}: attribute R²(max) {r['D']['r2_max']:.3f} > {th['max_r2_attr_max']}")
    return bad


def _prom(metrics: list[tuple[str, dict[str, str], float]]) -> str:
    lines, seen = [], set()
    for name, labels, value in metrics:
        if name not in seen:
            lines.append(f"# TYPE {name} gauge")
            seen.add(name)
        lab = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
        lines.append(f"{name}{{{lab}}} {float(value):.6g}")
    return "\n".join(lines) + "\n"


def run_nightly(config: str | Path, rng: np.random.Generator | None = None,
                open_keys: Callable[[], Any] | None = None, log: Callable[[str], None] = print) -> int:
    """Run every skill; returns 0 when all views are safe, 3 when any threshold was crossed."""
    t0 = time.monotonic()
    cfg = load_config(config)
    rng = rng if rng is not None else np.random.default_rng()
    if cfg.get("physionet2012"):
        from airlock.ehr.physionet import grid_records, read_records
        raw, _ = grid_records(read_records(cfg["physionet2012"]), cfg.get("impute", "linear"))
        source = cfg["physionet2012"]
    else:
        raw = read_long(cfg["input"])
        source = cfg["input"]
    th = cfg.get("thresholds") or {}
    att = cfg.get("attack") or {}
    run_id = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    metrics: list[tuple[str, dict[str, str], float]] = []
    summary: dict[str, Any] = {"run_id": run_id, "skills": {}}
    unsafe_total = 0
    keys = None
    for skill in _skills(cfg):
        if skill.qmix.enabled and keys is None:
            if open_keys is None:
                raise SkillError(f"{skill.id} needs Q-mix but no secret store is configured")
            keys = open_keys()
        result = apply_skill(raw, skill, keys, rng)
        table = str(skill.output.get("table", skill.id))
        out_dir = Path(cfg["output_root"]) / table / f"v{skill.version}" / run_id
        out = out_dir / "priv.csv"
        meta = write_output(result, skill, out, str(source), {"run_id": run_id})
        raw_w = _window(raw, skill)
        check = check_views(raw_w, result.panel, {v: o["alpha"] for v, o in result.ops.items()
                                                  if o["qmix"] != "permute_release"})
        variables = [v for v in att.get("variables", ["HR", "Glucose"]) if v in result.panel.variables]
        attacks = run_suite(raw_w, result.panel, variables, rng, families=att.get("families", ["A", "B", "C"]),
                            max_stays=att.get("max_stays", 2000)) if variables else {}
        by_usage = (cfg.get("thresholds_by_usage") or {}).get(skill.usage, {})
        crossed = evaluate_thresholds(check, attacks, {**th, **by_usage})
        safe = not crossed
        meta.update({"safe_for_export": safe, "threshold_violations": crossed, "check_summary": check["summary"],
                     "attacks": attacks})
        meta_path(out).write_text(json.dumps(meta, indent=2, default=float))
        if safe:
            (out_dir.parent.parent / "LATEST").write_text(f"v{skill.version}/{run_id}\n")
        else:
            unsafe_total += 1
            (out_dir / "UNSAFE").write_text("\n".join(crossed) + "\n")
        lab = {"skill": skill.id, "version": str(skill.version)}
        metrics.append(("airlock_ehr_view_safe", lab, 1.0 if safe else 0.0))
        metrics.append(("airlock_ehr_threshold_violations", lab, float(len(crossed))))
        metrics.append(("airlock_ehr_max_ks", lab, check["summary"]["max_ks"]))
        metrics.append(("airlock_ehr_max_linf_z", lab, check["summary"]["max_linf_z"]))
        for var, r in attacks.items():
            vl = {**lab, "variable": var}
            if "A" in r:
                metrics.append(("airlock_ehr_attack_a_r2", {**vl, "level": "L2"}, r["A"]["L2"]["r2"]))
            if "B" in r:
                metrics.append(("airlock_ehr_attack_b_reid_at1", vl, r["B"]["reid_at1"]))
            if "C" in r:
                metrics.append(("airlock_ehr_attack_c_auc", vl, r["C"]["auc"]))
        summary["skills"][skill.id] = {"version": skill.version, "output": str(out), "safe_for_export": safe,
                                       "violations": crossed}
        status = "SAFE" if safe else "UNSAFE for export"
        log(f"nightly: {skill.id} v{skill.version} → {out}: {status}" + ("" if safe else ": " + "; ".join(crossed)))
    metrics.append(("airlock_ehr_nightly_seconds", {}, time.monotonic() - t0))
    metrics.append(("airlock_ehr_nightly_last_run_timestamp", {}, time.time()))
    if cfg.get("metrics_out"):
        Path(cfg["metrics_out"]).parent.mkdir(parents=True, exist_ok=True)
        Path(cfg["metrics_out"]).write_text(_prom(metrics))
    (Path(cfg["output_root"]) / f"nightly-{run_id}.json").write_text(json.dumps(summary, indent=2))
    if unsafe_total:
        log(f"nightly: {unsafe_total} view(s) crossed a privacy or shape threshold and are marked unsafe for export")
        return EXIT_UNSAFE
    return EXIT_OK


def _window(raw: Panel, skill: Skill) -> Panel:
    tw = skill.time_window()
    return raw.window(*tw) if tw else raw
