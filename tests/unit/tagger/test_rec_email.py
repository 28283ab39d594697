"""Recognizer `email` (EmailRecognizer)."""

import pytest

from airlock.tagger.recognizers.contact import EmailRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = EmailRecognizer()

POSITIVE = [
    ("Please email j.okafor@nhs.net today", "EMAIL", "j.okafor@nhs.net"),
    ("FAMILY UPDATES TO MARIA.LOPEZ@GMAIL.COM", "EMAIL", "MARIA.LOPEZ@GMAIL.COM"),
    ("write to zoë.müller@klinikum-essen.de", "EMAIL", "zoë.müller@klinikum-essen.de"),
]

NEGATIVE = ["no address here @ all", "the ratio was 3@5"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
