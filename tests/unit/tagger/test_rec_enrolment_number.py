"""Recognizer `enrolment_number` (EnrolmentNumberRecognizer)."""

from airlock.tagger.recognizers.mnpi import EnrolmentNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = EnrolmentNumberRecognizer()

POSITIVE = [
    ("we have randomised 412 patients so far", "ENROLMENT_NUMBER", "412"),
    ("Enrolment stands at 96 of 120", "ENROLMENT_NUMBER", "96"),
]

NEGATIVE = ["gave 2 tablets"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
