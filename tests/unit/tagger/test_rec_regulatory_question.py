"""Recognizer `regulatory_question` (RegulatoryQuestionRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import RegulatoryQuestionRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = RegulatoryQuestionRecognizer()

POSITIVE = [
    ("The FDA requested additional QT data.", "REGULATORY_QUESTION", "additional QT data"),
    (
        'Agency interactions: EMA asked: "Provide an analysis of hepatic events by baseline ALT." (received)',
        "REGULATORY_QUESTION",
        "Provide an analysis of hepatic events by baseline ALT.",
    ),
]

NEGATIVE = ["The patient requested water."]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
