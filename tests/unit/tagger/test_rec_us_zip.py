"""Recognizer `us_zip` (UsZipRecognizer)."""

import pytest

from airlock.tagger.recognizers.geo import UsZipRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = UsZipRecognizer()

POSITIVE = [("Springfield, IL 62704", "ZIP", "62704"), ("Austin, Texas 78701-1234", "ZIP", "78701-1234")]

NEGATIVE = ["dose 62704 units"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
