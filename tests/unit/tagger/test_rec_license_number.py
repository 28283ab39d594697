"""Recognizer `license_number` (LicenseNumberRecognizer)."""

from airlock.tagger.recognizers.ids import LicenseNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = LicenseNumberRecognizer()

POSITIVE = [
    ("GMC No. 7389060", "LICENSE_NUMBER", "7389060"),
    ("NMC PIN 12A3456E", "LICENSE_NUMBER", "12A3456E"),
    ("DEA AB1234563", "LICENSE_NUMBER", "AB1234563"),
    ("NPI 1234567893", "LICENSE_NUMBER", "1234567893"),
    ("Lady Cilento Children's Hospital | Provider No. 2447186W", "LICENSE_NUMBER", "2447186W"),
    ("prescriber number: 0448213", "LICENSE_NUMBER", "0448213"),
    ("Cédula profesional: 7734102\n", "LICENSE_NUMBER", "7734102"),
    ("huisarts (AGB 01-045117)", "LICENSE_NUMBER", "01-045117"),
]

NEGATIVE = ["licence to practise", "AB1234567 code", "a big 300 mL bleed", "provider notified at 1400"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
