"""Recognizer `site_id` (SiteIdRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import SiteIdRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = SiteIdRecognizer()

POSITIVE = [("Site 1054 enrolled", "SITE_ID", "1054"), ("Site ID: US-017", "SITE_ID", "US-017")]

NEGATIVE = ["injection site erythema", "site of pain"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
