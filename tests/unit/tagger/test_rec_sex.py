"""Recognizer `sex` (SexRecognizer)."""

import pytest

from airlock.tagger.recognizers.demographics import SexRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = SexRecognizer()

POSITIVE = [("a 45-year-old female", "SEX", "female"), ("Sex: M", "SEX", "M")]

NEGATIVE = ["malevolent", "Mfg date"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
