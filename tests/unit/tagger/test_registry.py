from pathlib import Path

import pytest

from airlock.core.errors import ConfigError
from airlock.tagger.registry import Registry

HERE = Path(__file__).parent


def test_every_registered_recognizer_has_a_test_file():
    names = {r.name for r in Registry.load().recognizers}
    missing = [n for n in names if not (HERE / f"test_rec_{n}.py").exists()]
    assert not missing


def test_locales_and_tenant_overrides():
    reg = Registry.load()
    uk = {s.name for s in reg.specs_for("example-uk-trust")}
    us = {s.name for s in reg.specs_for("example-us-site")}
    default = {s.name for s in reg.specs_for(None)}
    assert "nhs_number" in uk and "us_ssn" not in uk
    assert "us_ssn" in us and "nhs_number" not in us
    assert {"nhs_number", "us_ssn"} <= default
    date = next(s for s in reg.specs_for("general-pii") if s.name == "date")
    assert date.params.get("years") is True
    assert all(s.residual for s in reg.specs_for(None, residual_only=True))


def test_bad_registry(tmp_path: Path):
    p = tmp_path / "r.yaml"
    p.write_text("recognizers:\n  - {name: x}\n")
    with pytest.raises(ConfigError):
        Registry.load(p)
    p.write_text("recognizers:\n  - {name: x, class: 'nope.mod:Cls'}\n")
    with pytest.raises(ConfigError):
        Registry.load(p).specs_for(None)[0].load()
