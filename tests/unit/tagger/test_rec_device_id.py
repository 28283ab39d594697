"""Recognizer `device_id` (DeviceIdRecognizer)."""

from airlock.tagger.recognizers.ids import DeviceIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = DeviceIdRecognizer()

POSITIVE = [
    ("pacemaker serial number PJN488862H", "DEVICE_ID", "PJN488862H"),
    ("S/N: 4481-AX-22", "DEVICE_ID", "4481-AX-22"),
    ("MAC 00:1A:2B:3C:4D:5E logged", "DEVICE_ID", "00:1A:2B:3C:4D:5E"),
]

# lot and batch numbers name a manufacturing run, not one patient's device
NEGATIVE = ["serial measurements of troponin", "device was removed", "Exeter stem, LOT 68317204, REF 0580-1-441",
            "Anti-D given (lot AD4471, exp 02/2026)", "batch no. 2209AB"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
