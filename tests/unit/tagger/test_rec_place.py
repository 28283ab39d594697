"""Recognizer `place` (PlaceRecognizer)."""

from airlock.tagger.recognizers.geo import PlaceRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = PlaceRecognizer()

POSITIVE = [
    ("lives in Manchester with her son", "CITY", "Manchester"),
    ("moved from Leicestershire", "COUNTY", "Leicestershire"),
]

NEGATIVE = ["took a bath", "reading glasses"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
