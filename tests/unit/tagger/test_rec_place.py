"""Recognizer `place` (PlaceRecognizer)."""

import pytest

from airlock.tagger.recognizers.geo import PlaceRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = PlaceRecognizer()

POSITIVE = [
    ("lives in Manchester with her son", "CITY", "Manchester"),
    ("moved from Leicestershire", "COUNTY", "Leicestershire"),
]

NEGATIVE = ["took a bath", "reading glasses"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
