"""Recognizer `compound_code` (CompoundCodeRecognizer)."""

from airlock.tagger.recognizers.clinical import CompoundCodeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = CompoundCodeRecognizer()

POSITIVE = [
    ("received ABX-4471 200 mg", "COMPOUND_CODE", "ABX-4471"),
    ("LY3009104 was started", "COMPOUND_CODE", "LY3009104"),
]

NEGATIVE = ["COVID-19 test", "ICD-10 code", "HbA1c 48"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
