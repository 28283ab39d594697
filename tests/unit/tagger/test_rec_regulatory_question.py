"""Recognizer `regulatory_question` (RegulatoryQuestionRecognizer)."""

from airlock.tagger.recognizers.mnpi import RegulatoryQuestionRecognizer
from tests.unit.tagger.conftest import recognizer_tests

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


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
