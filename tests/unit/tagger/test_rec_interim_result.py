"""Recognizer `interim_result` (InterimResultRecognizer)."""

import pytest

from airlock.tagger.recognizers.mnpi import InterimResultRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = InterimResultRecognizer()

POSITIVE = [
    (
        "The interim analysis showed a benefit in PFS.",
        "INTERIM_RESULT",
        "The interim analysis showed a benefit in PFS.",
    )
]

NEGATIVE = ["Patient was stable."]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
