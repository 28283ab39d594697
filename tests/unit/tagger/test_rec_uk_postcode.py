"""Recognizer `uk_postcode` (UkPostcodeRecognizer)."""

import pytest

from airlock.tagger.recognizers.geo import UkPostcodeRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = UkPostcodeRecognizer()

POSITIVE = [("Leeds LS1 4AB", "POSTCODE", "LS1 4AB"), ("London SW1A 1AA.", "POSTCODE", "SW1A 1AA")]

NEGATIVE = ["LS1 was broken", "QQ1 2AA"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
