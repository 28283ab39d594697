"""Recognizer `amendment_rationale` (AmendmentRationaleRecognizer)."""

from airlock.tagger.recognizers.mnpi import AmendmentRationaleRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AmendmentRationaleRecognizer()

POSITIVE = [
    (
        "Amendment 3 was introduced due to hepatotoxicity in the high-dose arm.",
        "AMENDMENT_RATIONALE",
        "hepatotoxicity in the high-dose arm",
    )
]

NEGATIVE = ["No changes."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
