"""Recognizer `accession_id` (AccessionIdRecognizer)."""

from airlock.tagger.recognizers.ids import AccessionIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AccessionIdRecognizer()

POSITIVE = [
    ("Accession: S24-12345", "OTHER_ID", "S24-12345"),
    ("Specimen ID 88-AB-1901", "OTHER_ID", "88-AB-1901"),
    ("NI number AB 12 34 56 C", "OTHER_ID", "AB 12 34 56 C"),
]

NEGATIVE = ["accession of the throne", "no identifiers"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
