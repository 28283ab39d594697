"""`ehr stream` against the dev broker: readings on ehr.vitals → transformed 48-hour windows."""

from __future__ import annotations

import json
import time
import uuid
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from confluent_kafka import Consumer, Producer

from airlock.ehr.panel import Panel, write_long
from airlock.ehr.stream import run_stream

pytestmark = pytest.mark.integration
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "skills"


def test_stream_emits_transformed_windows(dev_broker: str, tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    tag = uuid.uuid4().hex[:8]
    stays = [f"{tag}-{i}" for i in range(3)]
    # frozen reference σ from a small reference cohort
    ref = 85 + rng.normal(0, 12, (50, 1, 48))
    write_long(Panel(np.arange(50), ["HR"], ref, np.ones_like(ref, dtype=bool)), tmp_path / "ref.csv")
    sd_ref = float(ref.std())
    series = {s: 85 + np.cumsum(rng.normal(0, 2, 60)) for s in stays}  # 60 h: one full + one partial window
    prod = Producer({"bootstrap.servers": dev_broker})
    for s, x in series.items():
        for h, v in enumerate(x):
            prod.produce("ehr.vitals", key=s, value=json.dumps({"stay_id": s, "hour": h, "variable": "HR",
                                                                  "value": float(v)}).encode())
        prod.produce("ehr.vitals", key=s, value=json.dumps({"stay_id": s, "end": True}).encode())
    assert prod.flush(10) == 0
    out_topic = f"ehr.vitals.private.{tag}"
    args = SimpleNamespace(skill=str(EXAMPLES / "skill_in_hosp_vitals_explore.yaml"), reference=str(tmp_path / "ref.csv"),
                           bootstrap=dev_broker, in_topic="ehr.vitals", out_topic=out_topic, group=f"ehr-{tag}",
                           window=48, max_idle_s=3.0, seed=1)
    assert run_stream(args) == 0
    cons = Consumer({"bootstrap.servers": dev_broker, "group.id": f"check-{tag}", "auto.offset.reset": "earliest"})
    cons.subscribe([out_topic])
    got: dict[tuple[str, int], list[float]] = {}
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and len(got) < 6:
        m = cons.poll(0.5)
        if m is None or m.error():
            continue
        doc = json.loads(m.value())
        got[(doc["stay_id"], doc["window_start"])] = doc["variables"]["HR"]
    cons.close()
    assert len(got) == 6
    for s, x in series.items():
        full = np.array(got[(s, 0)], dtype=float)
        assert len(full) == 48 and np.abs(full - x[:48]).max() <= 0.5 * sd_ref + 1e-9
        assert abs(full.mean() - x[:48].mean()) < 1e-9 and (full != x[:48]).mean() > 0.9
        part = np.array([np.nan if v is None else v for v in got[(s, 48)]], dtype=float)
        assert np.isfinite(part[:12]).all() and np.isnan(part[12:]).all()
