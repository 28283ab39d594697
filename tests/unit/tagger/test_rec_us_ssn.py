"""Recognizer `us_ssn` (SsnRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import SsnRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = SsnRecognizer()

POSITIVE = [
    ("SSN 123-45-6789 on file", "SSN", "123-45-6789"),
    ("social security no. 078051120", "SSN", "078051120"),
]

NEGATIVE = ["code 000-12-3456 ok", "ref 666-12-3456", "id 912-34-5678"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
