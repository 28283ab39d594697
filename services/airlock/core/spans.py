"""A detected or gold span: offsets into a text, never the value itself."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Span:
    start: int  # Python string index, inclusive
    end: int  # exclusive
    label: str
    source: str = ""  # recognizer / layer that produced it
    score: float = 1.0

    def __post_init__(self) -> None:
        if self.start < 0 or self.end <= self.start:
            raise ValueError(f"invalid span offsets [{self.start}, {self.end})")

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def as_json(self) -> dict[str, int | str]:
        """The span-JSONL form of DESIGN.md (start, end, label)."""
        return {"start": self.start, "end": self.end, "label": self.label}
