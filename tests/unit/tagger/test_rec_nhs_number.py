"""Recognizer `nhs_number` (NhsNumberRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import NhsNumberRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = NhsNumberRecognizer()

POSITIVE = [
    ("NHS No: 943 476 5919", "NHS_NUMBER", "943 476 5919"),
    ("nhs number 9434765919.", "NHS_NUMBER", "9434765919"),
]

NEGATIVE = ["NHS No: 943 476 5918", "tel 943 476 5919"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
