"""Recognizer `protocol_id` (ProtocolIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import ProtocolIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = ProtocolIdRecognizer()

POSITIVE = [
    ("protocol KRX-2209-301 amendment", "PROTOCOL_ID", "KRX-2209-301"),
    ("registered NCT01234567", "PROTOCOL_ID", "NCT01234567"),
    ("EudraCT 2020-001234-12", "PROTOCOL_ID", "2020-001234-12"),
]

NEGATIVE = ["the protocol was followed"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
