"""`ehr stream`: consume ``ehr.vitals`` and emit transformed 48-hour windows per stay.

Input records (key = stay id, JSON): one reading ``{"stay_id", "hour", "variable", "value"}``, a list of
them under ``"rows"``, or ``{"stay_id", "end": true}`` to close a stay. Readings are assembled per stay into
windows of ``window`` hours ``[k·w, (k+1)·w)``; a window is emitted when a reading of a later window arrives,
when the stay ends, or (partial) when the consumer stops.

Each window is transformed per variable with the skill's operator and Q-mix, on the *window's own*
mean–variance manifold with the budget rescaled so that C2 holds against the frozen cohort σ of the
reference table (``|Δx| ≤ α·σ_ref``): α_window = α·σ_ref/σ_window. Because every window keeps its own mean
and variance exactly, any set of emitted windows keeps the column's mean and variance too (C1), without the
stream ever seeing the whole cohort. A constant window cannot move (its variance is 0).

Output (key = stay id, JSON): ``{"stay_id", "window_start", "hours", "variables": {var: [values]}, "skill",
"version"}`` on ``ehr.vitals.private``. Delivery is the bus's at-least-once; readings buffered in memory for
a window that has not closed yet are lost if the process dies (the next run replays only uncommitted ones),
so producers that can should send whole windows under ``"rows"``.
"""

from __future__ import annotations

import argparse
import json
import os
import threading
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from airlock.ehr.operators.column import QmixSpec, transform_column
from airlock.ehr.operators.qmix import KeySource, stay_seeds
from airlock.ehr.skills import Skill, load_skill


@dataclass
class _Window:
    start: int
    cells: dict[str, dict[int, float]] = field(default_factory=lambda: defaultdict(dict))


class WindowAssembler:
    """Per-stay window buffers; returns windows as they close."""

    def __init__(self, window: int = 48) -> None:
        self.window = window
        self.open: dict[str, _Window] = {}

    def add(self, stay: str, hour: int, variable: str, value: float) -> list[tuple[str, _Window]]:
        start = (hour // self.window) * self.window
        done: list[tuple[str, _Window]] = []
        cur = self.open.get(stay)
        if cur is not None and start > cur.start:
            done.append((stay, self.open.pop(stay)))
            cur = None
        if cur is None:
            cur = self.open.setdefault(stay, _Window(start))
        if start < cur.start:
            return done  # a late reading for a window already emitted: dropped (documented)
        cur.cells[variable][hour - start] = value
        return done

    def end(self, stay: str) -> list[tuple[str, _Window]]:
        w = self.open.pop(stay, None)
        return [(stay, w)] if w is not None else []

    def drain(self) -> list[tuple[str, _Window]]:
        out = list(self.open.items())
        self.open.clear()
        return out


class WindowTransformer:
    """Applies a skill to one stay window at a time, with frozen reference σ per variable."""

    def __init__(self, skill: Skill, ref_std: dict[str, float], keys: KeySource | None,
                 rng: np.random.Generator, window: int = 48) -> None:
        self.skill, self.ref_std, self.rng, self.window = skill, ref_std, rng, window
        self.secret = keys.get_or_create_key(skill.qmix.secret_ref, 32) if skill.qmix.enabled and keys else None
        if skill.qmix.enabled and self.secret is None:
            raise ValueError(f"skill {skill.id} enables Q-mix but no secret store was given")

    def transform(self, stay: str, win: _Window) -> dict[str, Any]:
        out: dict[str, list[float | None]] = {}
        for var, cells in win.cells.items():
            x = np.full(self.window, np.nan)
            hours = np.fromiter(cells.keys(), dtype=np.int64)
            x[hours] = np.fromiter(cells.values(), dtype=np.float64)
            y = x
            sd_ref = self.ref_std.get(var)
            finite = x[np.isfinite(x)]
            sd_w = float(finite.std()) if len(finite) else 0.0
            if sd_ref and sd_ref > 0 and sd_w > 0 and len(finite) >= 3:
                op, alpha, params = self.skill.spec_for(var)
                q = None
                if self.secret is not None and var in self.skill.qmix.variables:
                    q = QmixSpec(stay_seeds(self.secret, [stay], var), self.skill.qmix.block_length,
                                 self.skill.qmix.mode, self.skill.qmix.band)
                y, _ = transform_column(x[None, :], op, alpha * sd_ref / sd_w, self.rng, qmix=q, params=params)
                y = y[0]
                if q is None or q.mode == "wrap":  # the cohort-level C2 against the frozen σ
                    assert np.nanmax(np.abs(y - x)) <= alpha * sd_ref * (1 + 1e-9) + 1e-9 * np.nanmax(np.abs(x))
            out[var] = [None if not np.isfinite(v) else float(v) for v in y]
        return {"stay_id": stay, "window_start": win.start, "hours": self.window, "variables": out,
                "skill": self.skill.id, "version": self.skill.version}


def reference_std(path: str) -> dict[str, float]:
    """Cohort σ per variable from a reference long table (the frozen parameter version)."""
    from airlock.ehr.panel import read_long
    p = read_long(path)
    return {v: float(np.nanstd(p.values[:, j, :])) for j, v in enumerate(p.variables)}


def parse_record(value: bytes) -> list[dict[str, Any]]:
    """Decode one ehr.vitals record into reading dicts (or an end marker); ValueError on garbage."""
    try:
        doc = json.loads(value)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError("not JSON") from exc
    if not isinstance(doc, dict) or "stay_id" not in doc:
        raise ValueError("missing stay_id")
    if doc.get("end"):
        return [{"stay_id": str(doc["stay_id"]), "end": True}]
    rows = doc.get("rows", [doc])
    out = []
    for r in rows:
        if not isinstance(r, dict) or not {"hour", "variable", "value"} <= set(r):
            raise ValueError("reading lacks hour/variable/value")
        hour = int(r["hour"])
        if hour < 0:
            raise ValueError("negative hour")
        out.append({"stay_id": str(doc["stay_id"]), "hour": hour, "variable": str(r["variable"]),
                    "value": float(r["value"]) if r["value"] is not None else float("nan")})
    return out


class VitalsStage:
    """The handler of the StageRunner: readings in, transformed windows out."""

    def __init__(self, transformer: WindowTransformer, out_topic: str, window: int = 48) -> None:
        self.transformer, self.out_topic = transformer, out_topic
        self.assembler = WindowAssembler(window)
        self.emitted = 0

    def _emit(self, done: Iterable[tuple[str, _Window]]) -> list[Any]:
        from airlock.core.bus import Outgoing
        outs = []
        for stay, win in done:
            payload = json.dumps(self.transformer.transform(stay, win)).encode()
            outs.append(Outgoing(self.out_topic, stay, payload))  # type: ignore[arg-type]  # bytes pass through
            self.emitted += 1
        return outs

    def handle(self, record: Any) -> list[Any]:
        from airlock.core.bus import PoisonRecord
        try:
            rows = parse_record(record.value)
        except ValueError as exc:
            raise PoisonRecord(f"ehr_vitals_{str(exc).replace(' ', '_')}") from None
        done: list[tuple[str, _Window]] = []
        for r in rows:
            if r.get("end"):
                done += self.assembler.end(r["stay_id"])
            else:
                done += self.assembler.add(r["stay_id"], r["hour"], r["variable"], r["value"])
        return self._emit(done)


def run_stream(args: argparse.Namespace) -> int:
    """CLI entry: run until SIGTERM/SIGINT or ``--max-idle-s`` without records; then emit partial windows."""
    import signal

    from airlock.core.bus import BusProducer, StageRunner
    from airlock.ehr.cli import open_keys
    skill = load_skill(args.skill)
    bootstrap = args.bootstrap or os.environ.get("AIRLOCK_KAFKA_BOOTSTRAP")
    if not bootstrap:
        raise ValueError("no Kafka bootstrap: pass --bootstrap or set AIRLOCK_KAFKA_BOOTSTRAP")
    if not getattr(args, "reference", None):
        raise ValueError("--reference RAW (long table) is needed for the frozen cohort σ per variable")
    ref = reference_std(args.reference)
    keys = open_keys() if skill.qmix.enabled else None
    transformer = WindowTransformer(skill, ref, keys, np.random.default_rng(args.seed), args.window)
    stage = VitalsStage(transformer, args.out_topic, args.window)
    producer = BusProducer(bootstrap, client_id="ehr-stream-producer")
    runner = StageRunner(name="ehr-stream", bootstrap=bootstrap, group_id=args.group, consumes=[args.in_topic],
                         handler=stage.handle, producer=producer)
    stop = threading.Event()
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, lambda *_: stop.set()) if main_thread else None
    t = threading.Thread(target=runner.run, args=(stop,), daemon=True)
    t.start()
    last, seen = time.monotonic(), 0
    try:
        while t.is_alive() and not stop.is_set():
            time.sleep(0.2)
            n = runner.processed + runner.dead_lettered
            if n != seen:
                seen, last = n, time.monotonic()
            elif args.max_idle_s is not None and time.monotonic() - last > args.max_idle_s:
                stop.set()
    except KeyboardInterrupt:
        stop.set()
    stop.set()
    t.join()
    if main_thread:
        signal.signal(signal.SIGTERM, previous)
    for out in stage._emit(stage.assembler.drain()):
        producer.produce(out.topic, key=out.key, value=out.value)
    producer.flush()
    print(f"ehr stream: {runner.processed} records, {stage.emitted} windows → {args.out_topic}, "
          f"{runner.dead_lettered} to the DLQ")
    return 0
