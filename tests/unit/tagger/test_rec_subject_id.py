"""Recognizer `subject_id` (SubjectIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import SubjectIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = SubjectIdRecognizer()

POSITIVE = [
    ("Subject 101-004 withdrew", "SUBJECT_ID", "101-004"),
    ("Screening No.: SCR-0045", "SUBJECT_ID", "SCR-0045"),
    ("randomisation number R12345 assigned", "SUBJECT_ID", "R12345"),
]

NEGATIVE = ["the subject of the letter", "subjective: pain"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
