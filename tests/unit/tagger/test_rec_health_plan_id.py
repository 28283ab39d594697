"""Recognizer `health_plan_id` (HealthPlanIdRecognizer)."""

from airlock.tagger.recognizers.ids import HealthPlanIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = HealthPlanIdRecognizer()

POSITIVE = [
    ("Member ID: XYZ123456789", "HEALTH_PLAN_ID", "XYZ123456789"),
    ("Medicare 1EG4-TE5-MK73", "HEALTH_PLAN_ID", "1EG4-TE5-MK73"),
    ("Payer: BCBS ID 517M560225", "HEALTH_PLAN_ID", "517M560225"),
]

NEGATIVE = ["insurance was discussed", "member of staff"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
