"""Recognizer `license_number` (LicenseNumberRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import LicenseNumberRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = LicenseNumberRecognizer()

POSITIVE = [
    ("GMC No. 7389060", "LICENSE_NUMBER", "7389060"),
    ("NMC PIN 12A3456E", "LICENSE_NUMBER", "12A3456E"),
    ("DEA AB1234563", "LICENSE_NUMBER", "AB1234563"),
    ("NPI 1234567893", "LICENSE_NUMBER", "1234567893"),
]

NEGATIVE = ["licence to practise", "AB1234567 code"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
