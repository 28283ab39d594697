"""Recognizer `efficacy_value` (EfficacyValueRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import EfficacyValueRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = EfficacyValueRecognizer()

POSITIVE = [
    ("ORR of 47% in the 200mg arm", "EFFICACY_VALUE", "ORR of 47%"),
    ("HR 0.61 (95% CI 0.48-0.77)", "EFFICACY_VALUE", "HR 0.61 (95% CI 0.48-0.77)"),
    ("significant (p<0.001)", "EFFICACY_VALUE", "p<0.001"),
]

NEGATIVE = ["HR 72 bpm regular"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
