"""Recognizer `enrolment_number` (EnrolmentNumberRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import EnrolmentNumberRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = EnrolmentNumberRecognizer()

POSITIVE = [
    ("we have randomised 412 patients so far", "ENROLMENT_NUMBER", "412"),
    ("Enrolment stands at 96 of 120", "ENROLMENT_NUMBER", "96"),
]

NEGATIVE = ["gave 2 tablets"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
