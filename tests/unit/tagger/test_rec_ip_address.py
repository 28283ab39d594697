"""Recognizer `ip_address` (IpAddressRecognizer)."""

from airlock.tagger.recognizers.contact import IpAddressRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = IpAddressRecognizer()

POSITIVE = [
    ("login from 192.168.14.201 at night", "IP_ADDRESS", "192.168.14.201"),
    ("v6 address 2001:db8:85a3::8a2e:370:7334 seen", "IP_ADDRESS", "2001:db8:85a3::8a2e:370:7334"),
]

NEGATIVE = ["version 1.2.3 released", "time 12:30:45 recorded", "value 999.1.1.1 wrong"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
