"""Recognizer `mrn` (MrnRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import MrnRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = MrnRecognizer()

POSITIVE = [
    ("MRN: 00482913", "MRN", "00482913"),
    ("Hosp No RX1234567 noted", "MRN", "RX1234567"),
    ("Medical Record #: E9085364", "MRN", "E9085364"),
    ("MED REC # A4382012 RM 4", "MRN", "A4382012"),
]

NEGATIVE = ["Mr Smith was seen", "record the BP"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
