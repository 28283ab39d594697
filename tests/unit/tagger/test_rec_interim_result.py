"""Recognizer `interim_result` (InterimResultRecognizer)."""

from airlock.tagger.recognizers.mnpi import InterimResultRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = InterimResultRecognizer()

POSITIVE = [
    (
        "At the interim analysis dated 3 May 2024, the efficacy boundary for OS was crossed.",
        "INTERIM_RESULT",
        "the efficacy boundary for OS was crossed",
    )
]

NEGATIVE = ["Patient was stable.", "An interim analysis will be performed after 50% of events."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
