"""Sub-commands of this domain (filled in by the issue that owns it)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    """Add this domain's sub-commands to the `airlock` parser."""
