"""Recognizer `biometric_id` (BiometricIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import BiometricIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = BiometricIdRecognizer()

POSITIVE = [
    ("fingerprint template ID FP-43E7-2136", "BIOMETRIC_ID", "FP-43E7-2136"),
    ("Iris scan id IRIS5759576", "BIOMETRIC_ID", "IRIS5759576"),
]

NEGATIVE = ["biometric data policy"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
