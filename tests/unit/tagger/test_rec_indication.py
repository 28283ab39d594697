"""Recognizer `indication` (IndicationRecognizer)."""

from airlock.tagger.recognizers.clinical import IndicationRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = IndicationRecognizer()

POSITIVE = [
    ("patients with NSCLC", "INDICATION", "NSCLC"),
    ("for rheumatoid arthritis", "INDICATION", "rheumatoid arthritis"),
]

NEGATIVE = ["healthy volunteers"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
