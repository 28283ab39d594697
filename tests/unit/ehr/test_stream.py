"""Streaming window assembly and per-window transform (no broker needed)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest
import yaml

from airlock.ehr.skills import parse_skill
from airlock.ehr.stream import VitalsStage, WindowAssembler, WindowTransformer, parse_record


class Keys:
    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        return b"\x07" * nbytes


def skill(qmix: bool = True):  # noqa: ANN201
    d = {"id": "s", "operators": {"default_alpha": 0.5, "per_variable": {"HR": {"ops": ["T1_uniform"], "alpha": 0.5}}},
         "qmix": {"enabled": qmix, "variables": ["HR"], "secret_seed": "secret://ehr/seed"}}
    return parse_skill(yaml.safe_load(yaml.safe_dump(d)), env={})


def test_assembler_closes_windows_on_next_window_and_end() -> None:
    a = WindowAssembler(48)
    assert a.add("7", 0, "HR", 80.0) == []
    assert a.add("7", 47, "HR", 82.0) == []
    done = a.add("7", 50, "HR", 90.0)
    assert len(done) == 1 and done[0][1].start == 0 and done[0][1].cells["HR"] == {0: 80.0, 47: 82.0}
    assert a.add("7", 10, "HR", 1.0) == []  # late reading for an emitted window is dropped
    assert [w.start for _, w in a.end("7")] == [48]
    assert a.drain() == []


def test_window_transform_keeps_window_moments_and_c2_against_reference() -> None:
    rng = np.random.default_rng(0)
    t = WindowTransformer(skill(), {"HR": 12.0}, Keys(), rng)
    a = WindowAssembler(48)
    hr = 85 + np.cumsum(rng.normal(0, 2, 48))
    for h in range(48):
        a.add("9", h, "HR", float(hr[h]))
    out = t.transform(*a.drain()[0])
    y = np.array(out["variables"]["HR"])
    assert abs(y.mean() - hr.mean()) < 1e-9 and abs(y.std() - hr.std()) < 1e-9
    assert np.abs(y - hr).max() <= 0.5 * 12.0 + 1e-9 and (y != hr).mean() > 0.9


def test_stage_handles_rows_end_marker_and_poison() -> None:
    st = VitalsStage(WindowTransformer(skill(False), {"HR": 10.0}, None, np.random.default_rng(1)), "out")
    rows = [{"hour": h, "variable": "HR", "value": 80 + (h % 5)} for h in range(48)]
    assert st.handle(SimpleNamespace(value=json.dumps({"stay_id": 5, "rows": rows}).encode())) == []
    outs = st.handle(SimpleNamespace(value=json.dumps({"stay_id": 5, "end": True}).encode()))
    assert len(outs) == 1 and outs[0].key == "5" and json.loads(outs[0].value)["window_start"] == 0
    from airlock.core.bus import PoisonRecord
    with pytest.raises(PoisonRecord):
        st.handle(SimpleNamespace(value=b"not json"))
    with pytest.raises(ValueError, match="hour/variable/value"):
        parse_record(json.dumps({"stay_id": 1, "hour": 3}).encode())
