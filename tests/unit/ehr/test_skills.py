"""Skill YAML (Figure 24): validation with clear errors, ${VAR} interpolation, versions and rollback."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from airlock.ehr.skills import (
    SkillError,
    current_version,
    load_skill,
    parse_skill,
    publish,
    resolve,
    rollback,
    validate_against,
)

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "skills"
ENV = {"AIRLOCK_EHR_SEED_REF": "secret://ehr/hospital-seed"}


def base() -> dict:
    return yaml.safe_load((EXAMPLES / "skill_export_strong_privacy.yaml").read_text())


def test_figure24_examples_parse() -> None:
    a = load_skill(EXAMPLES / "skill_in_hosp_vitals_explore.yaml", env={})
    assert a.usage == "in_hospital_research" and not a.qmix.enabled
    assert a.spec_for("HR") == ("T1_uniform", 0.5, {})
    assert a.spec_for("HR", "T2")[0] == "T2"
    assert a.spec_for("Temp") == ("T2", 0.5, {})  # default ops at default α
    b = load_skill(EXAMPLES / "skill_export_strong_privacy.yaml", env=ENV)
    assert b.qmix.enabled and b.qmix.variables == ("HR", "Glucose") and b.qmix.block_length == 48
    assert b.qmix.secret_ref == "ehr/hospital-seed"
    assert b.time_window() == (0, 72)


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d["operators"]["per_variable"]["HR"].update(ops=["T9"]), "unknown operator 'T9'"),
    (lambda d: d["operators"]["per_variable"]["HR"].update(alpha=0), "α must be in (0, 10.0]"),
    (lambda d: d["operators"]["per_variable"]["HR"].update(alpha=11), "α must be in"),
    (lambda d: d["operators"].update(default_alpha="lots"), "expected a number"),
    (lambda d: d["operators"]["per_variable"]["Lactate"].update(ops=["T3"]), "negative control"),
    (lambda d: d["qmix"].update(secret_seed="0123456789abcdef0123456789abcdef+/=="), "literal seeds"),
    (lambda d: d["qmix"].update(secret_seed="9f86d081884c7d659a2feaa0c55ad015"), "literal seeds"),
    (lambda d: d["qmix"].pop("secret_seed"), "secret_seed: required"),
    (lambda d: d["qmix"].update(block_length=1), "block_length"),
    (lambda d: d["qmix"].update(mode="shuffle"), "qmix.mode"),
    (lambda d: d.update(colour="blue"), "unknown top-level"),
    (lambda d: d["output"].update(time_window_hours=[5, 2]), "time_window_hours"),
    (lambda d: d["threat_model"].update(leakage="L9"), "leakage"),
    (lambda d: d.pop("id"), "missing required field 'id'"),
])
def test_invalid_skills_are_refused_with_a_clear_message(mutate, message: str) -> None:  # noqa: ANN001
    d = base()
    mutate(d)
    with pytest.raises(SkillError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
        parse_skill(d, env=ENV)


def test_qmix_cannot_wrap_t3() -> None:
    d = base()
    d["operators"]["allow_negative_control"] = True
    d["operators"]["per_variable"]["HR"]["ops"] = ["T3"]
    with pytest.raises(SkillError, match="Q-mix does not wrap"):
        parse_skill(d, env=ENV)


def test_interpolation_and_missing_variable() -> None:
    d = base()
    d["operators"]["per_variable"]["HR"]["alpha"] = "${HR_ALPHA}"
    s = parse_skill(d, env={**ENV, "HR_ALPHA": "0.7"})
    assert s.spec_for("HR")[1] == 0.7
    with pytest.raises(SkillError, match=r"\$\{HR_ALPHA\} but that environment variable is not set"):
        parse_skill(d, env=ENV)


def test_unknown_variable_against_data() -> None:
    s = parse_skill(base(), env=ENV)
    with pytest.raises(SkillError, match="not in the data: Lactate"):
        validate_against(s, ["HR", "Glucose", "Temp"])


def test_malformed_yaml(tmp_path: Path) -> None:
    p = tmp_path / "bad.yaml"
    p.write_text("id: x\noperators: [unclosed\n")
    with pytest.raises(SkillError, match="malformed YAML"):
        load_skill(p)


def test_publish_and_rollback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AIRLOCK_EHR_SEED_REF", "secret://ehr/hospital-seed")
    reg = tmp_path / "registry"
    v1 = tmp_path / "v1.yaml"
    v1.write_text((EXAMPLES / "skill_export_strong_privacy.yaml").read_text())
    d = base()
    d["version"] = 2
    d["operators"]["default_alpha"] = 2.0
    v2 = tmp_path / "v2.yaml"
    v2.write_text(yaml.safe_dump(d))
    assert publish(reg, v1) == ("skill_export_strong_privacy", 1)
    assert publish(reg, v2) == ("skill_export_strong_privacy", 2)
    assert current_version(reg, "skill_export_strong_privacy") == 2
    assert load_skill(resolve(reg, "skill_export_strong_privacy")).default_alpha == 2.0
    assert rollback(reg, "skill_export_strong_privacy", reason="R² regression") == 1
    assert load_skill(resolve(reg, "skill_export_strong_privacy")).default_alpha == 1.0
    with pytest.raises(SkillError, match="no version older"):
        rollback(reg, "skill_export_strong_privacy")
    d["operators"]["default_alpha"] = 3.0
    v2.write_text(yaml.safe_dump(d))
    with pytest.raises(SkillError, match="already published with different content"):
        publish(reg, v2)
    assert "rollback" in (reg / "history.jsonl").read_text()
