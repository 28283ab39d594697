"""Recognizer `address_clause` (AddressClauseRecognizer)."""

import pytest

from airlock.tagger.recognizers.geo import AddressClauseRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AddressClauseRecognizer()

POSITIVE = [
    (
        "my new address is Harjukuja 54, SEINÄJOKI 00100. Thanks",
        "STREET_ADDRESS",
        "Harjukuja 54, SEINÄJOKI 00100",
    )
]

NEGATIVE = ["address the concerns raised"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
