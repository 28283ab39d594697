"""Recognizer `nhs_number` (NhsNumberRecognizer)."""

from airlock.tagger.recognizers.ids import NhsNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = NhsNumberRecognizer()

POSITIVE = [
    ("NHS No: 943 476 5919", "NHS_NUMBER", "943 476 5919"),
    ("nhs number 9434765919.", "NHS_NUMBER", "9434765919"),
]

NEGATIVE = ["NHS No: 943 476 5918", "tel 943 476 5919"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
