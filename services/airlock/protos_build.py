"""Generate Python code from protos/ (the single source of truth) into services/airlock/v1/.

`python -m airlock.protos_build` regenerates; `--check` fails when the committed code is stale.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROTO_DIR = ROOT / "protos"
OUT_DIR = ROOT / "services"
GENERATED = OUT_DIR / "airlock" / "v1"


def _generate(out: Path) -> None:
    import grpc_tools
    from grpc_tools import protoc

    protos = sorted(str(p.relative_to(PROTO_DIR)) for p in (PROTO_DIR / "airlock" / "v1").glob("*.proto"))
    include = str(Path(grpc_tools.__file__).parent / "_proto")
    args = ["protoc", f"-I{PROTO_DIR}", f"-I{include}", f"--python_out={out}", f"--pyi_out={out}",
            f"--grpc_python_out={out}", *protos]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    (out / "airlock" / "v1" / "__init__.py").write_text('"""Generated from protos/airlock/v1 — do not edit."""\n')


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="fail if generated code differs from protos/")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        _generate(Path(tmp))
        fresh = Path(tmp) / "airlock" / "v1"
        if args.check:
            names = sorted(p.name for p in fresh.iterdir())
            have = sorted(p.name for p in GENERATED.iterdir() if p.is_file()) if GENERATED.exists() else []
            _, mismatch, errors = filecmp.cmpfiles(fresh, GENERATED, names, shallow=False)
            if mismatch or errors or set(have) - set(names):
                print(f"generated code is stale: {mismatch + errors}; run `make protos`", file=sys.stderr)
                return 1
            print("generated protobuf code is current")
            return 0
        if GENERATED.exists():
            shutil.rmtree(GENERATED)
        shutil.copytree(fresh, GENERATED)
        print(f"wrote {GENERATED.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
