"""Recognizer `health_plan_id` (HealthPlanIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import HealthPlanIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = HealthPlanIdRecognizer()

POSITIVE = [
    ("Member ID: XYZ123456789", "HEALTH_PLAN_ID", "XYZ123456789"),
    ("Medicare 1EG4-TE5-MK73", "HEALTH_PLAN_ID", "1EG4-TE5-MK73"),
    ("Payer: BCBS ID 517M560225", "HEALTH_PLAN_ID", "517M560225"),
]

NEGATIVE = ["insurance was discussed", "member of staff"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
