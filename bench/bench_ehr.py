"""EHR operator throughput on PhysioNet 2012 set-a: values/s per core for each operator and a whole skill.

Run: ``OMP_NUM_THREADS=1 .venv/bin/python -m bench.bench_ehr`` (single core: one process, one BLAS thread).
Writes bench/results/ehr.json. The paper's reference (seed 001, 8.6.2): "several hundred stays per second on
the 32-core CPU" for ~10–15 variables × up to 72 hours per stay; taken here as 500 stays/s / 32 cores ×
15 variables × 72 hours ≈ 16.9 k values/s per core (a generous reading: more stays, more values per stay).
"""

from __future__ import annotations

import json
import os
import platform
import time
from pathlib import Path

import numpy as np

from airlock.ehr.apply import apply_skill
from airlock.ehr.operators.column import QmixSpec, transform_column
from airlock.ehr.operators.qmix import stay_seeds
from airlock.ehr.physionet import grid_records, read_records
from airlock.ehr.skills import load_skill

ROOT = Path(__file__).resolve().parents[1]
SET_A = ROOT.parent / "shared" / "data" / "physionet2012" / "set-a.tar.gz"
PAPER_VALUES_PER_S_PER_CORE = 500 / 32 * 15 * 72
REPEATS = 5


class _Keys:
    """Throw-away key for the benchmark (the hospital secret is never used here)."""

    def __init__(self) -> None:
        self.key = os.urandom(32)

    def get_or_create_key(self, name: str, nbytes: int = 32) -> bytes:
        return self.key[:nbytes]


def _best(fn, repeats: int = REPEATS) -> float:  # noqa: ANN001 - any callable
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _scaling(rng: np.random.Generator) -> dict[str, dict]:
    """Time per operator for columns of 10⁴–10⁶ values (C4: O(n), or O(n log n) for Q-mix's sort)."""
    sizes = [9_600, 96_000, 960_000]
    out: dict[str, dict] = {}
    for name, op, mode in (("T1_uniform", "T1_uniform", None), ("T2", "T2", None), ("T3", "T3", None),
                           ("Q-mix(wrap) + T1_uniform", "T1_uniform", "wrap")):
        secs = []
        for n in sizes:
            x = 80 + 15 * rng.standard_normal((n // 48, 48))
            q = QmixSpec(stay_seeds(b"\x01" * 32, np.arange(n // 48), "X"), 48, mode) if mode else None
            secs.append(_best(lambda x=x, q=q, op=op: transform_column(x, op, 1.0, rng, qmix=q)))
        slope = float(np.polyfit(np.log(sizes), np.log(secs), 1)[0])
        out[name] = {"n": sizes, "seconds": secs, "slope": slope}
    return out


def main() -> dict:
    """Benchmark every operator over all set-a variables and the Figure 24(b) skill; returns the results."""
    if not SET_A.is_file():
        raise FileNotFoundError(f"set-a not found at {SET_A}")
    load_start = os.getloadavg()[0]
    t0 = time.perf_counter()
    panel, _ = grid_records(read_records(SET_A))
    import_s = time.perf_counter() - t0
    n_values = int(np.isfinite(panel.values).sum())
    n_stays = len(panel.stay_ids)
    rng = np.random.default_rng(0)
    key = os.urandom(32)
    seeds = {v: stay_seeds(key, panel.stay_ids, v) for v in panel.variables}
    cases = [("T1_uniform", None), ("T1_weighted", None), ("T2", None), ("T3", None),
             ("T1_uniform", "wrap"), ("T2", "wrap"), ("T2", "permute_release")]
    rows = []
    for op, mode in cases:
        def run(op: str = op, mode: str | None = mode) -> None:
            for j, v in enumerate(panel.variables):
                q = QmixSpec(seeds[v], 48, mode) if mode else None
                transform_column(panel.values[:, j, :], op, 1.0, rng, qmix=q)
        secs = _best(run)
        name = op if mode is None else f"Q-mix({mode}) + {op}"
        rows.append({"case": name, "seconds": secs, "values_per_s": n_values / secs, "stays_per_s": n_stays / secs})
    os.environ.setdefault("AIRLOCK_EHR_SEED_REF", "secret://bench/ehr-seed")
    skill = load_skill(ROOT / "examples" / "skills" / "skill_export_strong_privacy.yaml")
    keys = _Keys()
    secs = _best(lambda: apply_skill(panel, skill, keys, rng))
    rows.append({"case": "skill_export_strong_privacy (all 37 variables, Q-mix on HR+Glucose)", "seconds": secs,
                 "values_per_s": n_values / secs, "stays_per_s": n_stays / secs})
    for r in rows:
        r["x_paper_per_core"] = r["values_per_s"] / PAPER_VALUES_PER_S_PER_CORE
    scaling = _scaling(rng)
    result = {
        "machine": {"platform": platform.platform(), "processor": platform.processor() or platform.machine(),
                    "cpu_count": os.cpu_count(), "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
                    "load_avg_1m_at_start": load_start, "load_avg_1m_at_end": os.getloadavg()[0],
                    "note": "single process, single thread; cores shared with other jobs"},
        "command": "OMP_NUM_THREADS=1 .venv/bin/python -m bench.bench_ehr",
        "dataset": {"stays": n_stays, "variables": len(panel.variables), "values": n_values,
                    "import_seconds": import_s},
        "paper_values_per_s_per_core": PAPER_VALUES_PER_S_PER_CORE,
        "alpha": 1.0,
        "rows": rows,
        "scaling": scaling,
    }
    print(f"load average (1 min) {load_start:.2f} → {os.getloadavg()[0]:.2f} on {os.cpu_count()} shared cores")
    print(f"set-a: {n_stays} stays, {len(panel.variables)} variables, {n_values:,} values "
          f"(import + gridding {import_s:.1f} s); α = 1; best of {REPEATS}; 1 core")
    print(f"{'case':<72} {'s':>7} {'values/s':>12} {'stays/s':>9} {'× paper/core':>13}")
    for r in rows:
        print(f"{r['case']:<72} {r['seconds']:>7.3f} {r['values_per_s']:>12,.0f} {r['stays_per_s']:>9,.0f} "
              f"{r['x_paper_per_core']:>13,.0f}")
    print("C4 scaling (synthetic column of 48-hour stays; log-log slope of time vs N, 1.0 = linear):")
    for op, d in scaling.items():
        times = ", ".join(f"N={n:,}: {t * 1e3:.1f} ms" for n, t in zip(d["n"], d["seconds"], strict=True))
        print(f"  {op:<24} slope {d['slope']:.2f}   ({times})")
    out = ROOT / "bench" / "results" / "ehr.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
