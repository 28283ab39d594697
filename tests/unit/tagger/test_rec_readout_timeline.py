"""Recognizer `readout_timeline` (ReadoutTimelineRecognizer)."""

from airlock.tagger.recognizers.mnpi import ReadoutTimelineRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = ReadoutTimelineRecognizer()

POSITIVE = [
    (
        "Topline results are expected in Q3 2025.",
        "READOUT_TIMELINE",
        "Q3 2025",
    )
]

NEGATIVE = ["Results were normal."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
