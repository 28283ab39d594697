"""Recognizer `compound_code` (CompoundCodeRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import CompoundCodeRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = CompoundCodeRecognizer()

POSITIVE = [
    ("received ABX-4471 200 mg", "COMPOUND_CODE", "ABX-4471"),
    ("LY3009104 was started", "COMPOUND_CODE", "LY3009104"),
]

NEGATIVE = ["COVID-19 test", "ICD-10 code", "HbA1c 48"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
