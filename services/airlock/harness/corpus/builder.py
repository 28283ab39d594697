"""Assemble a document from literal runs and labelled values, keeping exact character offsets.

Templates use a small notation so that one line of template carries many surface variants:
``[a|b|c]`` picks one alternative (nested allowed, ``[x|]`` makes ``x`` optional) and ``{slot}`` inserts a
slot value. A slot resolves to ``(label, value)``; ``label`` is ``None`` for unlabelled filler (AE terms,
conmeds). Because noise is applied per piece before joining, offsets are computed on the final text.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping

from airlock.core.categories import LABELS
from airlock.core.spans import Span
from airlock.harness.corpus import noise
from airlock.harness.corpus.noise import NoiseProfile

SlotValue = tuple[str | None, str]
Slot = SlotValue | Callable[[], SlotValue]

_ALT = re.compile(r"\[([^\[\]]*)\]")
_SLOT = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def expand_alternatives(template: str, rng: random.Random) -> str:
    """Resolve ``[a|b]`` groups innermost-first so nested groups work."""
    while True:
        m = _ALT.search(template)
        if m is None:
            return template
        choice = rng.choice(m.group(1).split("|"))
        template = template[: m.start()] + choice + template[m.end() :]


class DocBuilder:
    """Collects pieces, applies the document's noise profile, and yields ``(text, spans)``."""

    def __init__(self, rng: random.Random, profile: NoiseProfile | None = None) -> None:
        self.rng = rng
        self.profile = profile or NoiseProfile()
        self._pieces: list[tuple[str, str | None]] = []

    def text(self, s: str) -> DocBuilder:
        if s:
            self._pieces.append((s, None))
        return self

    def ent(self, label: str, value: str) -> DocBuilder:
        if label not in LABELS:
            raise KeyError(f"unknown label {label!r}")
        self._pieces.append((value, label))
        return self

    def put(self, slot: SlotValue) -> DocBuilder:
        label, value = slot
        return self.text(value) if label is None else self.ent(label, value)

    def fill(self, template: str, slots: Mapping[str, Slot]) -> DocBuilder:
        """Expand alternatives, then emit literal runs and slot values; an unknown slot is a template bug."""
        expanded = expand_alternatives(template, self.rng)
        pos = 0
        for m in _SLOT.finditer(expanded):
            self.text(expanded[pos : m.start()])
            try:
                slot = slots[m.group(1)]
            except KeyError:
                raise KeyError(f"template uses unknown slot {m.group(1)!r}") from None
            self.put(slot() if callable(slot) else slot)
            pos = m.end()
        self.text(expanded[pos:])
        return self

    def build(self) -> tuple[str, list[Span]]:
        out: list[str] = []
        spans: list[Span] = []
        pos = 0
        for raw, label in self._pieces:
            if label is None:
                piece = noise.literal(raw, self.rng, self.profile)
                out.append(piece)
                pos += len(piece)
                continue
            piece = noise.value(raw, self.rng, self.profile)
            # whitespace at a value's edge belongs outside the span: gold spans are tight
            core = piece.strip()
            if not core:
                out.append(piece)
                pos += len(piece)
                continue
            lead = len(piece) - len(piece.lstrip())
            start = pos + lead
            spans.append(Span(start, start + len(core), label))
            out.append(piece)
            pos += len(piece)
        return "".join(out), spans
