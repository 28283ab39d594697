"""Recognizer `accession_id` (AccessionIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import AccessionIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AccessionIdRecognizer()

POSITIVE = [
    ("Accession: S24-12345", "OTHER_ID", "S24-12345"),
    ("Specimen ID 88-AB-1901", "OTHER_ID", "88-AB-1901"),
    ("NI number AB 12 34 56 C", "OTHER_ID", "AB 12 34 56 C"),
]

NEGATIVE = ["accession of the throne", "no identifiers"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
