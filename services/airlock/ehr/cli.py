"""`airlock ehr …`: import, apply, check, attack, report, nightly, stream, utility, publish, rollback.

Every handler returns an exit code: 0 ok, 2 bad input (missing file, malformed YAML, unknown variable or
operator, α out of range), 3 a constraint or threshold was crossed (output marked unsafe), 4 the secret
store could not be opened. Messages name the problem; they never contain the Q-mix secret.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from airlock.core.topics import EHR_VITALS, EHR_VITALS_PRIVATE

EXIT_BAD_INPUT = 2
EXIT_UNSAFE = 3
EXIT_SECRETS = 4


class _SecretsUnavailable(RuntimeError):
    pass


def _err(msg: str) -> None:
    print(f"airlock ehr: error: {msg}", file=sys.stderr)


def _guard(fn: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn expected failures into one clear line and an exit code instead of a traceback."""
    def run(args: argparse.Namespace) -> int:
        from airlock.ehr.constraints import ConstraintViolation
        from airlock.ehr.panel import PanelError
        from airlock.ehr.physionet import PhysioNetFormatError
        from airlock.ehr.skills import SkillError
        try:
            return fn(args)
        except _SecretsUnavailable as exc:
            _err(str(exc))
            return EXIT_SECRETS
        except ConstraintViolation as exc:
            _err(f"constraint violated, nothing written: {exc}")
            return EXIT_UNSAFE
        except (FileNotFoundError, SkillError, PanelError, PhysioNetFormatError) as exc:
            _err(str(exc))
            return EXIT_BAD_INPUT
        except KeyError as exc:
            _err(str(exc.args[0]) if exc.args else repr(exc))
            return EXIT_BAD_INPUT
        except ValueError as exc:
            _err(str(exc))
            return EXIT_BAD_INPUT
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def open_keys() -> Any:
    """The secret store configured by the environment (local keystore or Vault), imported lazily."""
    try:
        from airlock.core.config import Settings
        from airlock.core.secret_store import open_secret_store
        return open_secret_store(Settings.from_env())
    except Exception as exc:  # noqa: BLE001 - any store failure means: no Q-mix, fail closed
        raise _SecretsUnavailable(f"secret store unavailable ({type(exc).__name__}); Q-mix needs it") from None


def _rng(seed: int | None) -> np.random.Generator:
    return np.random.default_rng(seed)


def _parse_ops(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        if "=" not in item:
            raise ValueError(f"--op expects VAR=OPERATOR, got {item!r}")
        var, op = item.split("=", 1)
        out[var] = op
    return out


def _load_skill_arg(args: argparse.Namespace):  # noqa: ANN202 - Skill
    from airlock.ehr.skills import SkillError, load_skill, resolve
    if args.skill:
        return load_skill(args.skill)
    if args.registry and args.skill_id:
        return load_skill(resolve(args.registry, args.skill_id))
    raise SkillError("give --skill FILE, or --registry DIR with --skill-id ID")


# --- handlers --------------------------------------------------------------------------------------------

@_guard
def cmd_import(args: argparse.Namespace) -> int:
    """Import PhysioNet 2012 stays to the hourly long table."""
    from airlock.ehr.physionet import import_physionet2012
    summary = import_physionet2012(args.src, args.out, args.impute)
    print(f"imported {summary['stays']} stays, {summary['variables']} variables, {summary['rows']} rows "
          f"→ {summary['out']} (static descriptors → {summary['static']}; imputation {summary['imputation']})")
    return 0


@_guard
def cmd_apply(args: argparse.Namespace) -> int:
    """Apply a skill to a long table."""
    from airlock.ehr.apply import apply_skill, meta_path, write_output
    from airlock.ehr.panel import read_long
    skill = _load_skill_arg(args)
    panel = read_long(args.inp)
    keys = open_keys() if skill.qmix.enabled else None
    result = apply_skill(panel, skill, keys, _rng(args.seed), _parse_ops(args.op), progress=not args.quiet)
    meta = write_output(result, skill, args.out, str(args.inp))
    worst = max((c.linf_z for c in result.checks.values() if np.isfinite(c.linf_z)), default=0.0)
    print(f"{skill.id} v{skill.version}: {meta['stays']} stays, {len(result.checks)} variables → {args.out} "
          f"(C1/C2 ok on every column; max |Δz| {worst:.4f}); metadata {meta_path(args.out)}")
    return 0


@_guard
def cmd_check(args: argparse.Namespace) -> int:
    """Geometric and shape QA of a private view against its raw table."""
    from airlock.ehr.evaluation import check_views, format_check
    from airlock.ehr.panel import read_long
    raw, priv = read_long(args.raw), read_long(args.priv)
    alpha = _alphas_from_meta(args.priv) if args.alpha is None else args.alpha
    res = check_views(raw, priv, alpha)
    print(format_check(res))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=float))
    return 0 if res["summary"]["c1_ok"] and res["summary"]["c2_ok"] else EXIT_UNSAFE


def _alphas_from_meta(priv: str) -> dict[str, float] | None:
    from airlock.ehr.apply import meta_path
    mp = meta_path(priv)
    if not mp.is_file():
        return None
    meta = json.loads(mp.read_text())
    return {v: a["alpha"] for v, a in meta.get("applied", {}).items() if a.get("qmix") != "permute_release"}


@_guard
def cmd_attack(args: argparse.Namespace) -> int:
    """Attack families A–D against a private view (needs the raw table: the evaluator holds both)."""
    from airlock.ehr.attacks.suite import format_attacks, run_suite
    from airlock.ehr.panel import read_long
    raw, priv = read_long(args.raw), read_long(args.priv)
    res = run_suite(raw, priv, args.variables, _rng(args.seed), families=args.families, max_stays=args.max_stays)
    print(format_attacks(res))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=float))
    return 0


@_guard
def cmd_report(args: argparse.Namespace) -> int:
    """HTML report: R² vs α (Figure 14), Q-mix comparison, shape utility, ACF."""
    from airlock.ehr.panel import read_long
    from airlock.ehr.report import write_report
    raw = read_long(args.raw)
    priv = read_long(args.priv) if args.priv else None
    path = write_report(raw, priv, args.out, variables=args.variables, alphas=args.alphas, rng=_rng(args.seed),
                        max_stays=args.max_stays)
    print(f"report → {path}")
    return 0


@_guard
def cmd_nightly(args: argparse.Namespace) -> int:
    """Run the configured skills, check thresholds, export metrics; non-zero when unsafe."""
    from airlock.ehr.nightly import run_nightly
    return run_nightly(args.config, rng=_rng(args.seed), open_keys=open_keys)


@_guard
def cmd_stream(args: argparse.Namespace) -> int:
    """Consume `ehr.vitals`, emit transformed 48-hour windows per stay."""
    from airlock.ehr.stream import run_stream
    return run_stream(args)


@_guard
def cmd_utility(args: argparse.Namespace) -> int:
    """Downstream task (in-hospital death / LOS) on raw vs private views."""
    from airlock.ehr.panel import read_long
    from airlock.ehr.utility import format_utility, run_utility
    raw, priv = read_long(args.raw), read_long(args.priv)
    res = run_utility(raw, priv, args.outcomes, task=args.task, seed=args.seed if args.seed is not None else 0)
    print(format_utility(res))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=float))
    return 0


@_guard
def cmd_publish(args: argparse.Namespace) -> int:
    """Add a skill version to a registry and make it current."""
    from airlock.ehr.skills import publish
    sid, ver = publish(args.registry, args.skill)
    print(f"published {sid} v{ver} (current)")
    return 0


@_guard
def cmd_rollback(args: argparse.Namespace) -> int:
    """Make an earlier skill version current again."""
    from airlock.ehr.skills import rollback
    ver = rollback(args.registry, args.skill_id, args.to, args.reason or "")
    print(f"{args.skill_id}: current version is now v{ver}")
    return 0


# --- parser ----------------------------------------------------------------------------------------------

def _common_eval(p: argparse.ArgumentParser) -> None:
    p.add_argument("--raw", required=True, help="raw long table (CSV/Parquet)")
    p.add_argument("--priv", required=True, help="private long table written by `ehr apply`")
    p.add_argument("--json", help="also write the results as JSON here")


def register(sub: argparse._SubParsersAction) -> None:
    """Add this domain's sub-commands to the `airlock` parser."""
    ehr = sub.add_parser("ehr", help="EHR numeric privacy views (T1/T2/T3/Q-mix, skills, attacks)")
    esub = ehr.add_subparsers(dest="ehr_command", metavar="EHR_COMMAND")
    esub.required = True

    p = esub.add_parser("import-physionet2012", help="PhysioNet 2012 stays → hourly long CSV/Parquet")
    p.add_argument("src", help="directory of RecordID.txt files, or set-a.tar.gz")
    p.add_argument("--out", required=True, help="raw.csv or raw.parquet (static descriptors go next to it)")
    p.add_argument("--impute", choices=("linear", "ffill"), default="linear")
    p.set_defaults(func=cmd_import)

    p = esub.add_parser("apply", help="apply a privacy skill to a long table")
    p.add_argument("--skill", help="skill YAML (Figure 24 format)")
    p.add_argument("--registry", help="skill registry directory (with --skill-id: use its current version)")
    p.add_argument("--skill-id")
    p.add_argument("--in", dest="inp", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--op", action="append", metavar="VAR=OP", help="pick another allowed operator for VAR")
    p.add_argument("--seed", type=int, help="fix the operators' randomness (tests only; not recorded)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_apply)

    p = esub.add_parser("check", help="C1–C3, KS / shape utility, correlation distance, ACF, out-of-range")
    _common_eval(p)
    p.add_argument("--alpha", type=float, help="α to check C2 against (default: from the output metadata)")
    p.set_defaults(func=cmd_check)

    p = esub.add_parser("attack", help="attack families A–D (L0/L1/L2) and the IND game")
    _common_eval(p)
    p.add_argument("--variables", nargs="+", default=["HR", "Glucose"])
    p.add_argument("--families", nargs="+", default=["A", "B", "C", "D"], choices=["A", "B", "C", "D"])
    p.add_argument("--max-stays", type=int, default=None)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_attack)

    p = esub.add_parser("report", help="HTML report with plots")
    p.add_argument("--raw", required=True)
    p.add_argument("--priv", help="a private view to show shape utility / ACF for (optional)")
    p.add_argument("--out", required=True, help="report.html")
    p.add_argument("--variables", nargs="+", default=["HR", "Glucose"])
    p.add_argument("--alphas", nargs="+", type=float, default=[1.0, 2.0, 3.0, 5.0])
    p.add_argument("--max-stays", type=int, default=None)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_report)

    p = esub.add_parser("nightly", help="run configured skills + thresholds (Kubernetes CronJob entry)")
    p.add_argument("--config", required=True, help="nightly YAML (skills, input, output root, thresholds)")
    p.add_argument("--seed", type=int)
    p.set_defaults(func=cmd_nightly)

    p = esub.add_parser("stream", help="consume ehr.vitals, emit transformed 48-h windows per stay")
    p.add_argument("--skill", required=True)
    p.add_argument("--reference", required=True, help="raw long table giving the frozen cohort σ per variable")
    p.add_argument("--bootstrap", help="Kafka bootstrap servers (default AIRLOCK_KAFKA_BOOTSTRAP)")
    p.add_argument("--in-topic", default=EHR_VITALS)
    p.add_argument("--out-topic", default=EHR_VITALS_PRIVATE)
    p.add_argument("--group", default="airlock-ehr-stream")
    p.add_argument("--window", type=int, default=48)
    p.add_argument("--max-idle-s", type=float, default=None, help="stop after this long without records")
    p.add_argument("--seed", type=int)
    p.set_defaults(func=cmd_stream)

    p = esub.add_parser("utility", help="downstream task on raw vs private views (AUROC/AUPRC)")
    _common_eval(p)
    p.add_argument("--outcomes", required=True, help="Outcomes-a.txt")
    p.add_argument("--task", choices=("death", "los"), default="death")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_utility)

    p = esub.add_parser("publish", help="store a skill version in a registry and make it current")
    p.add_argument("--registry", required=True)
    p.add_argument("--skill", required=True)
    p.set_defaults(func=cmd_publish)

    p = esub.add_parser("rollback", help="make an earlier skill version current")
    p.add_argument("--registry", required=True)
    p.add_argument("--skill-id", required=True)
    p.add_argument("--to", type=int, help="version (default: the one before the current)")
    p.add_argument("--reason")
    p.set_defaults(func=cmd_rollback)
