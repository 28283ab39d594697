"""Recognizer `rare_disease` (RareDiseaseRecognizer)."""

import pytest

from airlock.tagger.recognizers.clinical import RareDiseaseRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = RareDiseaseRecognizer()

POSITIVE = [
    ("known Fabry disease", "RARE_DISEASE", "Fabry disease"),
    ("DUCHENNE MUSCULAR DYSTROPHY", "RARE_DISEASE", "DUCHENNE MUSCULAR DYSTROPHY"),
]

NEGATIVE = ["common cold"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
