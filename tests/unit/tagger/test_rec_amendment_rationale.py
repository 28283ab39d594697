"""Recognizer `amendment_rationale` (AmendmentRationaleRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import AmendmentRationaleRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AmendmentRationaleRecognizer()

POSITIVE = [
    (
        "Amendment 3 was introduced due to hepatotoxicity in the high-dose arm.",
        "AMENDMENT_RATIONALE",
        "hepatotoxicity in the high-dose arm",
    )
]

NEGATIVE = ["No changes."]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
