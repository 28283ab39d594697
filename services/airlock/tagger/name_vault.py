"""NoteGuard's name vault: a tenant's known patient and staff names from structured tables, matched exactly.

Matching is case-insensitive and whitespace-normalised, on word boundaries, and also finds the
"SURNAME, Given" order of every registered "Given [Middle] Surname". Names are kept only in memory (the vault
is the re-identification key: it is never logged or written by this module).
"""

from __future__ import annotations

import csv
import re
import threading
import unicodedata
from collections.abc import Iterable
from pathlib import Path

import ahocorasick

from airlock.core.categories import LABELS
from airlock.core.spans import Span

_WS = re.compile(r"\s+")


def _norm(name: str) -> str:
    return _WS.sub(" ", unicodedata.normalize("NFKC", name)).strip().casefold()


def _variants(name: str) -> set[str]:
    n = _norm(name)
    out = {n} if n else set()
    parts = n.replace(",", " ").split()
    if "," in n and len(parts) >= 2:
        # registered as "Surname, Given": also match "Given Surname"
        sur, given = n.split(",", 1)
        out.add(f"{given.strip()} {sur.strip()}")
    elif len(parts) >= 2:
        out.add(f"{parts[-1]}, {' '.join(parts[:-1])}")
        out.add(f"{parts[-1]} {' '.join(parts[:-1])}")  # SURNAME Given (ward lists)
    return {v for v in out if len(v) >= 3}


class NameVault:
    """Per-tenant exact name matcher (thread-safe; automata rebuilt on registration)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._names: dict[str, dict[str, str]] = {}  # tenant -> normalised variant -> label
        self._auto: dict[str, ahocorasick.Automaton] = {}

    def register(self, tenant: str, names: Iterable[str], label: str = "PATIENT_NAME") -> int:
        """Add names for a tenant; returns how many distinct variants were added."""
        if label not in LABELS:
            raise ValueError(f"unknown label {label}")
        added = 0
        with self._lock:
            table = self._names.setdefault(tenant, {})
            for name in names:
                if not isinstance(name, str):
                    continue
                for v in _variants(name):
                    if v not in table:
                        added += 1
                    table[v] = label
            self._auto.pop(tenant, None)
        return added

    def load_csv(self, tenant: str, path: str | Path, column: str | Iterable[str], label: str = "PATIENT_NAME") -> int:
        """Register names from a CSV column (or several columns joined by a space, e.g. given + family)."""
        cols = [column] if isinstance(column, str) else list(column)
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in cols if c not in (reader.fieldnames or [])]
            if missing:
                raise ValueError(f"CSV lacks column(s): {', '.join(missing)}")
            names = [" ".join((row.get(c) or "").strip() for c in cols).strip() for row in reader]
        return self.register(tenant, (n for n in names if n), label)

    def clear(self, tenant: str | None = None) -> None:
        with self._lock:
            if tenant is None:
                self._names.clear()
                self._auto.clear()
            else:
                self._names.pop(tenant, None)
                self._auto.pop(tenant, None)

    def size(self, tenant: str) -> int:
        return len(self._names.get(tenant, {}))

    def _automaton(self, tenant: str) -> ahocorasick.Automaton | None:
        auto = self._auto.get(tenant)
        if auto is not None:
            return auto
        with self._lock:
            table = self._names.get(tenant)
            if not table:
                return None
            auto = ahocorasick.Automaton()
            for v, label in table.items():
                auto.add_word(v, (len(v), label))
            auto.make_automaton()
            self._auto[tenant] = auto
            return auto

    def find(self, text: str, tenant: str | None) -> list[Span]:
        """Exact (normalised) occurrences of the tenant's names in ``text``."""
        if tenant is None:
            return []
        auto = self._automaton(tenant)
        if auto is None:
            return []
        # normalised text with an offset map back into the original
        chars: list[str] = []
        offs: list[int] = []
        prev_space = True
        for i, ch in enumerate(text):
            if ch.isspace():
                if not prev_space:
                    chars.append(" ")
                    offs.append(i)
                prev_space = True
                continue
            prev_space = False
            folded = unicodedata.normalize("NFKC", ch).casefold()
            for c in folded:
                chars.append(c)
                offs.append(i)
        norm = "".join(chars)
        out: list[Span] = []
        for end_idx, (ln, label) in auto.iter(norm):
            s = end_idx - ln + 1
            if s > 0 and norm[s - 1].isalnum():
                continue
            if end_idx + 1 < len(norm) and norm[end_idx + 1].isalnum():
                continue
            out.append(Span(offs[s], offs[end_idx] + 1, label, "name_vault", 0.99))
        return out


_DEFAULT = NameVault()


def default_vault() -> NameVault:
    """The process-wide vault used by :func:`airlock.tagger.detection.detect`."""
    return _DEFAULT
