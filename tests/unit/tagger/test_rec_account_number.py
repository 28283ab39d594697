"""Recognizer `account_number` (AccountNumberRecognizer)."""

import pytest

from airlock.tagger.recognizers.ids import AccountNumberRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AccountNumberRecognizer()

POSITIVE = [
    ("Account No: 12345678", "ACCOUNT_NUMBER", "12345678"),
    ("card 4111 1111 1111 1111 declined", "ACCOUNT_NUMBER", "4111 1111 1111 1111"),
    ("IBAN GB82 WEST 1234 5698 7654 32", "ACCOUNT_NUMBER", "GB82 WEST 1234 5698 7654 32"),
]

NEGATIVE = ["card 4111 1111 1111 1112 declined", "account of events"]


@pytest.mark.parametrize(("text", "label", "value"), POSITIVE)
def test_finds(text, label, value):
    assert (label, value) in run_recognizer(REC, text)


@pytest.mark.parametrize("text", NEGATIVE)
def test_ignores(text):
    assert not {lv for lv in run_recognizer(REC, text) if lv[0] in REC.labels}, text
