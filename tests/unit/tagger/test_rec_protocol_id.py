"""Recognizer `protocol_id` (ProtocolIdRecognizer)."""

from airlock.tagger.recognizers.clinical import ProtocolIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = ProtocolIdRecognizer()

POSITIVE = [
    ("protocol KRX-2209-301 amendment", "PROTOCOL_ID", "KRX-2209-301"),
    ("registered NCT01234567", "PROTOCOL_ID", "NCT01234567"),
    ("EudraCT 2020-001234-12", "PROTOCOL_ID", "2020-001234-12"),
]

NEGATIVE = ["the protocol was followed"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
