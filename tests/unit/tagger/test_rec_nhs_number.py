"""Recognizer `nhs_number` (NhsNumberRecognizer)."""

from airlock.tagger.recognizers.ids import NhsNumberRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = NhsNumberRecognizer()

POSITIVE = [
    ("NHS No: 943 476 5919", "NHS_NUMBER", "943 476 5919"),
    ("nhs number 9434765919.", "NHS_NUMBER", "9434765919"),
    # right after its cue, a number whose check digit fails is the patient's number mistyped: still redacted
    ("NHS No: 943 476 5918", "NHS_NUMBER", "943 476 5918"),
    ("H&C No 320 557 1846", "NHS_NUMBER", "320 557 1846"),
]

NEGATIVE = [
    "943 476 5918 is the number",
    "tel 943 476 5919",
    # phone numbers that pass mod 11: a phone cue, a country code or an extension
    "Direct: 9434765919\n",
    "T: 943 476 5919",
    "Family contact: R. Sager, 9434765919, x@y.com",
    "coordinator (+1 943 476 5919).",
    "ring 9434765919 x5512",
    "coordinator A. Ball (9434765919 x5512).",
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
