"""Recognizer `facility` (FacilityRecognizer)."""

from airlock.tagger.recognizers.facility import FacilityRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = FacilityRecognizer()

POSITIVE = [
    ("transferred to St Thomas' Hospital", "FACILITY", "St Thomas' Hospital"),
    ("Royal Free London NHS Foundation Trust", "FACILITY", "Royal Free London NHS Foundation Trust"),
]

NEGATIVE = ["went to hospital", "the clinic was busy"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
