"""Red-team kits of round 83 (session 83), kept as a regression floor: notes written by helpers that never read the
tagger, in the styles real notes come in (capitals triage, hurried nursing, NHS letters, US discharge summaries,
voice-recognition letters, flowsheets, trial reports), each with its gold identifiers and its look-alikes.

Kit ``a`` (48 notes) was scored, its misses read and taken up; kit ``b`` (32 notes) was written afterwards and
scored before and after the second batch of fixes, so neither is held out any more: these floors guard what was
reached (docs/tagger.md, round 83), they do not estimate recall on unseen notes.

A gold value counts as found when 90 % of its non-space characters lie under some span, whatever the label (for
phones, ids and dates: its digits, since a kit's span may hold its cue, "ext 4471"). Every occurrence counts.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from airlock.core.categories import PERSON_NAME_LABELS
from airlock.tagger.detection import detect

_KITS = Path(__file__).parent / "redteam"
_NAME_OR_PLACE = PERSON_NAME_LABELS | {"FACILITY", "CITY", "COUNTY", "STREET_ADDRESS"}


def _score(kit: str) -> tuple[Counter[str], Counter[str], int]:
    """Gold occurrences per label, those found, and the look-alikes read as a name or a place."""
    total: Counter[str] = Counter()
    found: Counter[str] = Counter()
    false_names = 0
    for line in (_KITS / kit).read_text(encoding="utf-8").splitlines():
        note = json.loads(line)
        text = note["text"]
        spans = detect(text)
        covered = [False] * len(text)
        for s in spans:
            covered[s.start : s.end] = [True] * (s.end - s.start)
        for gold in note["phi"]:
            for m in re.finditer(re.escape(gold["text"]), text):
                idx = [i for i in range(m.start(), m.end()) if not text[i].isspace()]
                digits = [i for i in idx if text[i].isdigit()]
                if gold["label"] in ("PHONE", "ID", "DATE") and len(digits) >= 3:
                    idx = digits
                total[gold["label"]] += 1
                found[gold["label"]] += sum(covered[i] for i in idx) >= 0.9 * len(idx)
        for word in note["safe"]:
            k = text.find(word)
            false_names += any(s.start < k + len(word) and s.end > k and s.label in _NAME_OR_PLACE for s in spans)
    return total, found, false_names


@pytest.mark.parametrize(("kit", "person", "location", "overall", "false_names"), [
    # measured at the end of session 83: 0.978, 0.944, 0.951, 11 (at its start, tree eaa3515: 0.950, 0.931, 0.936, 13)
    ("round83_a.jsonl", 0.975, 0.94, 0.95, 11),
    # 0.971, 0.897, 0.941, 9 (at its start: 0.880, 0.889, 0.904, 11)
    ("round83_b.jsonl", 0.965, 0.89, 0.935, 9),
])
def test_a_red_team_kit_stays_above_its_floor(kit: str, person: float, location: float, overall: float,
                                              false_names: int) -> None:
    total, found, fp = _score(kit)
    assert found["PERSON"] / total["PERSON"] >= person
    assert found["LOCATION"] / total["LOCATION"] >= location
    assert sum(found.values()) / sum(total.values()) >= overall
    assert fp <= false_names
