"""Recognizer `person_name` (NameRecognizer)."""

from airlock.tagger.recognizers.names import NameRecognizer
from tests.unit.tagger.conftest import recognizer_tests

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


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
