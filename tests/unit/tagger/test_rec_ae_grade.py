"""Recognizer `ae_grade` (AeGradeRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import AeGradeRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AeGradeRecognizer()

POSITIVE = [
    ("CTCAE grade 3 neutropenia", "AE_GRADE", "CTCAE grade 3"),
    ("Grade IV diarrhoea", "AE_GRADE", "Grade IV"),
]

NEGATIVE = ["upgrade planned"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
