"""The `airlock` command.

Each domain owns its sub-commands in its own ``cli.py`` exposing ``register(subparsers)``; this module only
assembles them, so adding a command never means editing a shared grab-bag.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# Domain modules that contribute sub-commands, in the order they appear in `airlock --help`.
COMMAND_MODULES: tuple[str, ...] = (
    "airlock.stack.cli",  # up, down, status, serve, submit
    "airlock.tagger.cli",  # tag
    "airlock.harness.cli",  # corpus, eval
    "airlock.ehr.cli",  # ehr ...
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="airlock", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    rc = args.func(args)
    return int(rc or 0)


if __name__ == "__main__":
    sys.exit(main())
