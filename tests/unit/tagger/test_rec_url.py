"""Recognizer `url` (UrlRecognizer)."""

import pytest

from airlock.tagger.recognizers.contact import UrlRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = UrlRecognizer()

POSITIVE = [
    (
        "see https://portal.example-trust.nhs.uk/patient/44817.",
        "URL",
        "https://portal.example-trust.nhs.uk/patient/44817",
    ),
    ("results at www.myresults.org/p?id=9", "URL", "www.myresults.org/p?id=9"),
    ("blog: janedoe-recovery.com/posts", "URL", "janedoe-recovery.com/posts"),
]

NEGATIVE = ["e.g. the dose was 5 mg", "Dr.Smith reviewed"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
