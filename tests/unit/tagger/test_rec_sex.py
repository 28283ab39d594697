"""Recognizer `sex` (SexRecognizer)."""

from airlock.tagger.recognizers.demographics import SexRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = SexRecognizer()

POSITIVE = [("a 45-year-old female", "SEX", "female"), ("Sex: M", "SEX", "M")]

NEGATIVE = ["malevolent", "Mfg date"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
