"""Recognizer `dose` (DoseRecognizer)."""

from airlock.tagger.recognizers.clinical import DoseRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = DoseRecognizer()

POSITIVE = [("apixaban 5 mg BD", "DOSE", "5 mg BD"), ("3mg/kg IV q3w", "DOSE", "3mg/kg IV q3w")]

NEGATIVE = ["5 minutes later"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
