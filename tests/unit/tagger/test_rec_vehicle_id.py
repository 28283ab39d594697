"""Recognizer `vehicle_id` (VehicleIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import VehicleIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = VehicleIdRecognizer()

POSITIVE = [
    ("VIN 1HGCM82633A004352", "VEHICLE_ID", "1HGCM82633A004352"),
    ("VEHICLE TAG YTX-5172 MOVED", "VEHICLE_ID", "YTX-5172"),
    ("car reg AB12 CDE parked", "VEHICLE_ID", "AB12 CDE"),
]

NEGATIVE = ["vehicle accident", "plate count"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
