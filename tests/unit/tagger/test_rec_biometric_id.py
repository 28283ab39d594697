"""Recognizer `biometric_id` (BiometricIdRecognizer)."""

from airlock.tagger.recognizers.ids import BiometricIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = BiometricIdRecognizer()

POSITIVE = [
    ("fingerprint template ID FP-43E7-2136", "BIOMETRIC_ID", "FP-43E7-2136"),
    ("Iris scan id IRIS5759576", "BIOMETRIC_ID", "IRIS5759576"),
]

NEGATIVE = ["biometric data policy"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
