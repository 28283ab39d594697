"""Recognizer `readout_timeline` (ReadoutTimelineRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import ReadoutTimelineRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = ReadoutTimelineRecognizer()

POSITIVE = [
    (
        "Topline results are expected in Q3 2025.",
        "READOUT_TIMELINE",
        "Q3 2025",
    )
]

NEGATIVE = ["Results were normal."]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
