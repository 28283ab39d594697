"""Recognizer `uk_postcode` (UkPostcodeRecognizer)."""

from airlock.tagger.recognizers.geo import UkPostcodeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = UkPostcodeRecognizer()

POSITIVE = [("Leeds LS1 4AB", "POSTCODE", "LS1 4AB"), ("London SW1A 1AA.", "POSTCODE", "SW1A 1AA")]

NEGATIVE = ["LS1 was broken", "QQ1 2AA"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
