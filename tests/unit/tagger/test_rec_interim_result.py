"""Recognizer `interim_result` (InterimResultRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import InterimResultRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = InterimResultRecognizer()

POSITIVE = [
    (
        "At the interim analysis dated 3 May 2024, the efficacy boundary for OS was crossed.",
        "INTERIM_RESULT",
        "the efficacy boundary for OS was crossed",
    )
]

NEGATIVE = ["Patient was stable.", "An interim analysis will be performed after 50% of events."]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
