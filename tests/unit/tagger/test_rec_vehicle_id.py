"""Recognizer `vehicle_id` (VehicleIdRecognizer)."""

from airlock.tagger.recognizers.ids import VehicleIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = VehicleIdRecognizer()

POSITIVE = [
    ("VIN 1HGCM82633A004352", "VEHICLE_ID", "1HGCM82633A004352"),
    ("VEHICLE TAG YTX-5172 MOVED", "VEHICLE_ID", "YTX-5172"),
    ("car reg AB12 CDE parked", "VEHICLE_ID", "AB12 CDE"),
]

NEGATIVE = ["vehicle accident", "plate count"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
