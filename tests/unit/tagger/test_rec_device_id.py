"""Recognizer `device_id` (DeviceIdRecognizer)."""

from airlock.tagger.recognizers.ids import DeviceIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = DeviceIdRecognizer()

POSITIVE = [
    ("pacemaker serial number PJN488862H", "DEVICE_ID", "PJN488862H"),
    ("S/N: 4481-AX-22", "DEVICE_ID", "4481-AX-22"),
    ("MAC 00:1A:2B:3C:4D:5E logged", "DEVICE_ID", "00:1A:2B:3C:4D:5E"),
]

NEGATIVE = ["serial measurements of troponin", "device was removed"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
