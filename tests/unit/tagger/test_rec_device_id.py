"""Recognizer `device_id` (DeviceIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import DeviceIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = DeviceIdRecognizer()

POSITIVE = [
    ("pacemaker serial number PJN488862H", "DEVICE_ID", "PJN488862H"),
    ("S/N: 4481-AX-22", "DEVICE_ID", "4481-AX-22"),
    ("MAC 00:1A:2B:3C:4D:5E logged", "DEVICE_ID", "00:1A:2B:3C:4D:5E"),
]

NEGATIVE = ["serial measurements of troponin", "device was removed"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
