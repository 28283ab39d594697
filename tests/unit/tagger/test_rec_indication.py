"""Recognizer `indication` (IndicationRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import IndicationRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = IndicationRecognizer()

POSITIVE = [
    ("patients with NSCLC", "INDICATION", "NSCLC"),
    ("for rheumatoid arthritis", "INDICATION", "rheumatoid arthritis"),
]

NEGATIVE = ["healthy volunteers"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
