"""`make bench`: every benchmark in one run, each printing its own table; results in bench/results/*.json.

Each bench module exposes `main() -> dict`. Figures are for the machine the command runs on (the JSON records
cores and CPU model); ratios against baselines are measured in the same run.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).with_name("results")
BENCHES = ("bench.bench_tagger", "bench.bench_bus", "bench.bench_stack", "bench.bench_ehr")


def machine() -> dict[str, object]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cores": os.cpu_count(), "cpu": cpu, "python": platform.python_version()}


def main(argv: list[str] | None = None) -> int:
    only = set(argv if argv is not None else sys.argv[1:])
    RESULTS.mkdir(exist_ok=True)
    summary: dict[str, object] = {"machine": machine(), "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    failed = []
    for name in BENCHES:
        short = name.rsplit(".", 1)[1].removeprefix("bench_")
        if only and short not in only:
            continue
        print(f"\n=== {short} ===", flush=True)
        try:
            summary[short] = importlib.import_module(name).main()
        except Exception as exc:  # one broken bench must not hide the others' numbers
            print(f"{short}: FAILED ({type(exc).__name__}: {exc})", file=sys.stderr)
            failed.append(short)
    (RESULTS / "summary.json").write_text(json.dumps(summary, indent=1, default=str))
    print(f"\nwrote {RESULTS / 'summary.json'}" + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
