"""Recognizer `dose` (DoseRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import DoseRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = DoseRecognizer()

POSITIVE = [("apixaban 5 mg BD", "DOSE", "5 mg BD"), ("3mg/kg IV q3w", "DOSE", "3mg/kg IV q3w")]

NEGATIVE = ["5 minutes later"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
