"""Recognizer `mrn` (MrnRecognizer)."""

from airlock.tagger.recognizers.ids import MrnRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = MrnRecognizer()

POSITIVE = [
    ("MRN: 00482913", "MRN", "00482913"),
    ("Hosp No RX1234567 noted", "MRN", "RX1234567"),
    ("Medical Record #: E9085364", "MRN", "E9085364"),
    ("MED REC # A4382012 RM 4", "MRN", "A4382012"),
    ("Kateřina (goes by Katka)   Chart #: D-20417   DOB", "MRN", "D-20417"),
]

NEGATIVE = ["Mr Smith was seen", "record the BP"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
