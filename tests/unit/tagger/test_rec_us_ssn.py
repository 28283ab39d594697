"""Recognizer `us_ssn` (SsnRecognizer)."""

from airlock.tagger.recognizers.ids import SsnRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = SsnRecognizer()

POSITIVE = [
    ("SSN 123-45-6789 on file", "SSN", "123-45-6789"),
    ("social security no. 078051120", "SSN", "078051120"),
]

NEGATIVE = ["code 000-12-3456 ok", "ref 666-12-3456", "id 912-34-5678"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
