"""Recognizer `age` (AgeRecognizer)."""

from airlock.tagger.recognizers.demographics import AgeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AgeRecognizer()

POSITIVE = [
    ("a 92-year-old woman", "AGE_OVER_89", "92"),
    ("67 yo M with CP", "AGE", "67"),
    ("aged 95, lives alone", "AGE_OVER_89", "95"),
    ("Age/Sex: 54/M", "AGE", "54"),
    ("NINETY-ONE YEAR OLD FEMALE", "AGE_OVER_89", "NINETY-ONE"),
    ("S: QUANG NGUYEN, 102 M, RM 2", "AGE_OVER_89", "102"),
]

NEGATIVE = ["14F Foley catheter", "for 3 years"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
