"""Recognizer `facility` (FacilityRecognizer)."""

import pytest

from airlock.tagger.recognizers.facility import FacilityRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = FacilityRecognizer()

POSITIVE = [
    ("transferred to St Thomas' Hospital", "FACILITY", "St Thomas' Hospital"),
    ("Royal Free London NHS Foundation Trust", "FACILITY", "Royal Free London NHS Foundation Trust"),
]

NEGATIVE = ["went to hospital", "the clinic was busy"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
