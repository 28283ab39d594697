"""Recognizer `ae_grade` (AeGradeRecognizer)."""

from airlock.tagger.recognizers.clinical import AeGradeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AeGradeRecognizer()

POSITIVE = [
    ("CTCAE grade 3 neutropenia", "AE_GRADE", "CTCAE grade 3"),
    ("Grade IV diarrhoea", "AE_GRADE", "Grade IV"),
]

NEGATIVE = ["upgrade planned"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
