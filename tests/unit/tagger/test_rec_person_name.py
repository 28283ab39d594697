"""Recognizer `person_name` (NameRecognizer)."""

import pytest

from airlock.tagger.recognizers.names import NameRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = NameRecognizer()

POSITIVE = [
    ("Seen by Dr Aisha Okonkwo today", "CLINICIAN_NAME", "Aisha Okonkwo"),
    ("Mrs Zofia Wiśniewska was admitted", "PATIENT_NAME", "Zofia Wiśniewska"),
    ("WIFE MARY AT BEDSIDE", "RELATIVE_NAME", "MARY"),
    ("Principal Investigator: Prof. Kenji Watanabe", "INVESTIGATOR", "Kenji Watanabe"),
    ("Patient: OYELARAN, Babajide   DOB", "PATIENT_NAME", "OYELARAN, Babajide"),
    ("-- Priya Raghunathan, RN", "CLINICIAN_NAME", "Priya Raghunathan"),
]

NEGATIVE = ["Parkinson's disease", "Foley catheter inserted", "Plan: continue", "CHEST PAIN RADIATING"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
