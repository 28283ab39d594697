"""Recognizer `uk_postcode` (UkPostcodeRecognizer)."""

from airlock.tagger.recognizers.geo import UkPostcodeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = UkPostcodeRecognizer()

POSITIVE = [("Leeds LS1 4AB", "POSTCODE", "LS1 4AB"), ("London SW1A 1AA.", "POSTCODE", "SW1A 1AA"),
            # written without the space: a real outward code
            ("Manchester M11AE", "POSTCODE", "M11AE")]

# (without the space, a one-letter area that does not exist is a model number: "Optiflux F180NR")
NEGATIVE = ["LS1 was broken", "QQ1 2AA", "Dialyzer Optiflux F160NR lot 7"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
