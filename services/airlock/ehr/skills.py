"""Skill layer (seed 001, section 7.3.3 and Figure 24): YAML privacy skills, validation and versions.

A skill binds operators to variables: ``operators.per_variable.V.ops`` lists the operators *allowed* for V
("HR may use T1 or T2", Figure 24a); the first one is applied unless the caller picks another allowed one.
Variables not listed use ``operators.default_ops`` (default ``[T2]``) at ``default_alpha``; listing a
variable that is not in the data is an error, so a typo cannot silently leave a column on defaults.

``${VAR}`` in any string is replaced from the environment (unset → error). ``qmix.secret_seed`` must be a
*reference* — ``secret://NAME`` or a bare key name — resolved through the secret store; a literal seed is
never accepted, so the seed cannot end up in the YAML, the output metadata or a log line.

Versions: a registry directory holds ``<id>/v<N>.yaml`` and a ``CURRENT`` pointer per skill; ``publish``
adds a version, ``rollback`` moves the pointer back (section 7.4.3), both appended to ``history.jsonl``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml

from airlock.ehr.operators import NEGATIVE_CONTROLS, OPERATORS, QMIX_WRAPPABLE
from airlock.ehr.operators.qmix import QMIX_MODES

ALPHA_MAX = 10.0  # beyond ~5 σ per point the view is noise; the paper's grid stops at 5
LEAKAGE_LEVELS = ("L0", "L1", "L2")
ATTACK_FAMILIES = ("A_reconstruction", "B_linkage", "C_membership", "D_attribute")
_VAR_RE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_SECRET_NAME_RE = re.compile(r"^[A-Za-z0-9_.\-/]{1,200}$")


class SkillError(ValueError):
    """Invalid skill file; the message names the field."""


@dataclass(frozen=True)
class VariableSpec:
    ops: tuple[str, ...]
    alpha: float
    params: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class QmixConfig:
    enabled: bool = False
    variables: tuple[str, ...] = ()
    block_length: int = 48
    secret_ref: str | None = None  # key name in the secret store, never the key
    mode: str = "wrap"
    band: float | None = None


@dataclass(frozen=True)
class Skill:
    id: str
    version: int
    usage: str
    threat_model: dict[str, Any]
    default_alpha: float
    default_ops: tuple[str, ...]
    per_variable: dict[str, VariableSpec]
    qmix: QmixConfig
    output: dict[str, Any]
    allow_negative_control: bool
    input_variables: tuple[str, ...] | None
    source_sha256: str

    def spec_for(self, variable: str, choice: str | None = None) -> tuple[str, float, dict[str, float]]:
        """(operator, α, params) for a variable; ``choice`` must be one of the allowed ops."""
        spec = self.per_variable.get(variable, VariableSpec(self.default_ops, self.default_alpha))
        if choice is not None and choice not in spec.ops:
            raise SkillError(f"operator {choice!r} is not allowed for {variable} (allowed: {list(spec.ops)})")
        return (choice or spec.ops[0]), spec.alpha, dict(spec.params)

    def time_window(self) -> tuple[int, int] | None:
        tw = self.output.get("time_window_hours")
        return (int(tw[0]), int(tw[1])) if tw else None

    def public_params(self) -> dict[str, Any]:
        """Everything needed to audit the run — never the Q-mix secret itself."""
        return {
            "default_alpha": self.default_alpha,
            "default_ops": list(self.default_ops),
            "per_variable": {v: {"ops": list(s.ops), "alpha": s.alpha, **({"params": s.params} if s.params else {})}
                             for v, s in self.per_variable.items()},
            "qmix": {"enabled": self.qmix.enabled, "variables": list(self.qmix.variables),
                     "block_length": self.qmix.block_length, "mode": self.qmix.mode, "band": self.qmix.band,
                     "secret_ref": self.qmix.secret_ref},
            "output": self.output,
        }


def interpolate(node: Any, env: dict[str, str] | os._Environ[str]) -> Any:
    """Replace ``${VAR}`` in every string of a parsed YAML tree."""
    if isinstance(node, str):
        def sub(m: re.Match[str]) -> str:
            if m.group(1) not in env:
                raise SkillError(f"skill references ${{{m.group(1)}}} but that environment variable is not set")
            return env[m.group(1)]
        return _VAR_RE.sub(sub, node)
    if isinstance(node, list):
        return [interpolate(v, env) for v in node]
    if isinstance(node, dict):
        return {k: interpolate(v, env) for k, v in node.items()}
    return node


def _num(value: Any, where: str) -> float:
    if isinstance(value, bool):
        raise SkillError(f"{where}: expected a number, got {value!r}")
    try:
        return float(value)
    except (TypeError, ValueError):
        raise SkillError(f"{where}: expected a number, got {value!r}") from None


def _alpha(value: Any, where: str) -> float:
    a = _num(value, where)
    if not 0.0 < a <= ALPHA_MAX:
        raise SkillError(f"{where}: α must be in (0, {ALPHA_MAX}], got {a}")
    return a


def _ops(value: Any, where: str, allow_t3: bool) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(o, str) for o in value):
        raise SkillError(f"{where}: expected a non-empty list of operator names")
    for o in value:
        if o not in OPERATORS:
            raise SkillError(f"{where}: unknown operator {o!r} (known: {', '.join(OPERATORS)})")
        if o in NEGATIVE_CONTROLS and not allow_t3:
            raise SkillError(f"{where}: {o} is the invertible negative control; set "
                             "operators.allow_negative_control: true to use it deliberately")
    return tuple(value)


def _secret_ref(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise SkillError("qmix.secret_seed: expected a secret reference like secret://ehr/hospital-seed")
    name = value[len("secret://"):] if value.startswith("secret://") else value
    if value.startswith("vault://"):
        name = value[len("vault://"):]
    # A key name, never key material: refuse what looks like a pasted seed (hex or base64 characters).
    looks_like_key = re.fullmatch(r"[0-9a-fA-F]{16,}", name) is not None
    if not _SECRET_NAME_RE.match(name) or ".." in name or name.startswith("/") or looks_like_key:
        raise SkillError("qmix.secret_seed: not a valid secret reference (use secret://NAME); literal seeds "
                         "are refused so that the seed never sits in a file")
    return name


def parse_skill(doc: Any, source_sha256: str = "", env: dict[str, str] | None = None) -> Skill:
    """Validate a parsed YAML document into a Skill."""
    if not isinstance(doc, dict):
        raise SkillError("skill file must be a YAML mapping")
    doc = interpolate(doc, dict(os.environ) if env is None else env)
    for key in ("id", "operators"):
        if key not in doc:
            raise SkillError(f"missing required field {key!r}")
    if not isinstance(doc["id"], str) or not re.match(r"^[A-Za-z0-9_.\-]+$", doc["id"]):
        raise SkillError("id: expected a name of letters, digits, '_', '.', '-'")
    known = {"id", "version", "usage", "threat_model", "operators", "qmix", "output", "input", "description"}
    extra = set(doc) - known
    if extra:
        raise SkillError(f"unknown top-level field(s) {sorted(extra)}")
    version = doc.get("version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SkillError("version: expected a positive integer")
    tm = doc.get("threat_model") or {}
    if not isinstance(tm, dict):
        raise SkillError("threat_model: expected a mapping")
    if "leakage" in tm and tm["leakage"] not in LEAKAGE_LEVELS:
        raise SkillError(f"threat_model.leakage: expected one of {LEAKAGE_LEVELS}")
    for a in tm.get("attacks", []) or []:
        if a not in ATTACK_FAMILIES:
            raise SkillError(f"threat_model.attacks: unknown attack {a!r} (known: {', '.join(ATTACK_FAMILIES)})")
    ops = doc["operators"]
    if not isinstance(ops, dict):
        raise SkillError("operators: expected a mapping")
    allow_t3 = bool(ops.get("allow_negative_control", False))
    default_alpha = _alpha(ops.get("default_alpha", 0.5), "operators.default_alpha")
    default_ops = _ops(ops.get("default_ops", ["T2"]), "operators.default_ops", allow_t3)
    per_var: dict[str, VariableSpec] = {}
    pv = ops.get("per_variable") or {}
    if not isinstance(pv, dict):
        raise SkillError("operators.per_variable: expected a mapping of variable → {ops, alpha}")
    for var, spec in pv.items():
        where = f"operators.per_variable.{var}"
        if not isinstance(spec, dict):
            raise SkillError(f"{where}: expected a mapping with ops and alpha")
        params = spec.get("params") or {}
        if not isinstance(params, dict):
            raise SkillError(f"{where}.params: expected a mapping")
        per_var[str(var)] = VariableSpec(_ops(spec.get("ops", list(default_ops)), f"{where}.ops", allow_t3),
                                         _alpha(spec.get("alpha", default_alpha), f"{where}.alpha"),
                                         {k: _num(v, f"{where}.params.{k}") for k, v in params.items()})
    q = doc.get("qmix") or {}
    if not isinstance(q, dict):
        raise SkillError("qmix: expected a mapping")
    qcfg = QmixConfig()
    if q.get("enabled", False):
        qvars = q.get("variables") or []
        if not isinstance(qvars, list) or not qvars:
            raise SkillError("qmix.variables: expected a non-empty list when qmix is enabled")
        bl = q.get("block_length", 48)
        if not isinstance(bl, int) or isinstance(bl, bool) or bl < 2:
            raise SkillError("qmix.block_length: expected an integer ≥ 2")
        mode = q.get("mode", "wrap")
        if mode not in QMIX_MODES:
            raise SkillError(f"qmix.mode: expected one of {QMIX_MODES}")
        if "secret_seed" not in q:
            raise SkillError("qmix.secret_seed: required when qmix is enabled (a secret-store reference)")
        band = q.get("band")
        qcfg = QmixConfig(True, tuple(str(v) for v in qvars), bl, _secret_ref(q["secret_seed"]), mode,
                          None if band is None else _num(band, "qmix.band"))
        for v in qcfg.variables:
            for o in per_var.get(v, VariableSpec(default_ops, default_alpha)).ops:
                if o not in QMIX_WRAPPABLE:
                    raise SkillError(f"qmix.variables: {v} uses {o}, which Q-mix does not wrap "
                                     f"({', '.join(sorted(QMIX_WRAPPABLE))} only)")
    out = doc.get("output") or {}
    if not isinstance(out, dict):
        raise SkillError("output: expected a mapping")
    tw = out.get("time_window_hours")
    if tw is not None and (not isinstance(tw, list) or len(tw) != 2 or not all(isinstance(h, int) for h in tw)
                           or tw[0] < 0 or tw[1] <= tw[0]):
        raise SkillError("output.time_window_hours: expected [start, stop] integers with 0 ≤ start < stop")
    if out.get("format", "long") not in ("long", "wide"):
        raise SkillError("output.format: expected 'long' or 'wide'")
    inp = doc.get("input") or {}
    in_vars = inp.get("variables") if isinstance(inp, dict) else None
    if in_vars is not None and (not isinstance(in_vars, list) or not in_vars):
        raise SkillError("input.variables: expected a non-empty list")
    return Skill(doc["id"], version, str(doc.get("usage", "")), dict(tm), default_alpha, default_ops, per_var,
                 qcfg, dict(out), allow_t3, tuple(in_vars) if in_vars else None, source_sha256)


def load_skill(path: str | Path, env: dict[str, str] | None = None) -> Skill:
    """Read, interpolate and validate a skill YAML file."""
    path = Path(path)
    if not path.is_file():
        raise SkillError(f"skill file not found: {path}")
    text = path.read_text()
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise SkillError(f"{path}: malformed YAML: {exc}") from None
    return parse_skill(doc, hashlib.sha256(text.encode()).hexdigest(), env)


def validate_against(skill: Skill, variables: list[str]) -> None:
    """Every variable the skill names must exist in the data."""
    have = set(variables)
    named = set(skill.per_variable) | set(skill.qmix.variables) | set(skill.input_variables or ())
    unknown = sorted(named - have)
    if unknown:
        raise SkillError(f"skill {skill.id} names variable(s) not in the data: {', '.join(unknown)}")


# --- versions and rollback -------------------------------------------------------------------------------

def _skill_dir(registry: Path, skill_id: str) -> Path:
    if not re.match(r"^[A-Za-z0-9_.\-]+$", skill_id):
        raise SkillError(f"invalid skill id {skill_id!r}")
    return registry / skill_id


def _log(registry: Path, event: dict[str, Any]) -> None:
    registry.mkdir(parents=True, exist_ok=True)
    event = {"at": datetime.now(UTC).isoformat(timespec="seconds"), **event}
    with open(registry / "history.jsonl", "a") as fh:
        fh.write(json.dumps(event) + "\n")


def publish(registry: str | Path, skill_path: str | Path) -> tuple[str, int]:
    """Store a validated skill file as ``<id>/v<version>.yaml`` and make it current."""
    registry = Path(registry)
    skill = load_skill(skill_path)
    d = _skill_dir(registry, skill.id)
    d.mkdir(parents=True, exist_ok=True)
    target = d / f"v{skill.version}.yaml"
    text = Path(skill_path).read_text()
    if target.exists() and target.read_text() != text:
        raise SkillError(f"{skill.id} v{skill.version} already published with different content; bump version")
    target.write_text(text)
    (d / "CURRENT").write_text(f"{skill.version}\n")
    _log(registry, {"event": "publish", "skill": skill.id, "version": skill.version, "sha256": skill.source_sha256})
    return skill.id, skill.version


def versions(registry: str | Path, skill_id: str) -> list[int]:
    d = _skill_dir(Path(registry), skill_id)
    return sorted(int(p.stem[1:]) for p in d.glob("v*.yaml") if p.stem[1:].isdigit())


def current_version(registry: str | Path, skill_id: str) -> int:
    f = _skill_dir(Path(registry), skill_id) / "CURRENT"
    if not f.is_file():
        raise SkillError(f"skill {skill_id!r} is not published in {registry}")
    return int(f.read_text().strip())


def resolve(registry: str | Path, skill_id: str) -> Path:
    """Path of the current version's YAML."""
    return _skill_dir(Path(registry), skill_id) / f"v{current_version(registry, skill_id)}.yaml"


def rollback(registry: str | Path, skill_id: str, to_version: int | None = None, reason: str = "") -> int:
    """Point CURRENT at an earlier version (default: the newest one below the current)."""
    have = versions(registry, skill_id)
    cur = current_version(registry, skill_id)
    if to_version is None:
        older = [v for v in have if v < cur]
        if not older:
            raise SkillError(f"{skill_id}: no version older than v{cur} to roll back to")
        to_version = older[-1]
    if to_version not in have:
        raise SkillError(f"{skill_id}: version {to_version} not published (have {have})")
    (_skill_dir(Path(registry), skill_id) / "CURRENT").write_text(f"{to_version}\n")
    _log(Path(registry), {"event": "rollback", "skill": skill_id, "from": cur, "to": to_version, "reason": reason})
    return to_version
