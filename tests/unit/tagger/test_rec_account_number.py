"""Recognizer `account_number` (AccountNumberRecognizer)."""

from airlock.tagger.recognizers.ids import AccountNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AccountNumberRecognizer()

POSITIVE = [
    ("Account No: 12345678", "ACCOUNT_NUMBER", "12345678"),
    ("card 4111 1111 1111 1111 declined", "ACCOUNT_NUMBER", "4111 1111 1111 1111"),
    ("IBAN GB82 WEST 1234 5698 7654 32", "ACCOUNT_NUMBER", "GB82 WEST 1234 5698 7654 32"),
]

NEGATIVE = ["card 4111 1111 1111 1112 declined", "account of events"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
