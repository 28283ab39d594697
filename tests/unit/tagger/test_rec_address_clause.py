"""Recognizer `address_clause` (AddressClauseRecognizer)."""

from airlock.tagger.recognizers.geo import AddressClauseRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AddressClauseRecognizer()

POSITIVE = [
    (
        "my new address is Harjukuja 54, SEINÄJOKI 00100. Thanks",
        "STREET_ADDRESS",
        "Harjukuja 54, SEINÄJOKI 00100",
    )
]

NEGATIVE = ["address the concerns raised"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
