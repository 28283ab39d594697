"""Recognizer `efficacy_value` (EfficacyValueRecognizer)."""

from airlock.tagger.recognizers.mnpi import EfficacyValueRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = EfficacyValueRecognizer()

POSITIVE = [
    ("ORR of 47% in the 200mg arm", "EFFICACY_VALUE", "47%"),
    (
        "risk of death (HR 0.61 (95% CI 0.48-0.77; p<0.001)).",
        "EFFICACY_VALUE",
        "0.61 (95% CI 0.48-0.77; p<0.001)",
    ),
    ("median PFS 11.2 months versus 6.1 mo", "EFFICACY_VALUE", "6.1 mo"),
    ("significant (p<0.001)", "EFFICACY_VALUE", "p<0.001"),
]

NEGATIVE = [
    "HR 72 bpm regular",
    "SpO2 92% on 2L, HR 88",
    "provides 90% power assuming a hazard ratio of 0.70",
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
