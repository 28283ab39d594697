"""Recognizer `phone` (PhoneRecognizer)."""

from airlock.tagger.recognizers.contact import PhoneRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = PhoneRecognizer()

POSITIVE = [
    ("Call (415) 555-0132 after 5", "PHONE", "(415) 555-0132"),
    ("Tel: 020 7946 0958", "PHONE", "020 7946 0958"),
    ("mobile 07700 900123", "PHONE", "07700 900123"),
    ("Fax: +44 (0)161 496 0000", "FAX", "+44 (0)161 496 0000"),
    ("ring +33 1 23 45 67 89 anytime", "PHONE", "+33 1 23 45 67 89"),
    ("CALL BACK 1-800-555-0199 X204", "PHONE", "1-800-555-0199 X204"),
    ("daughter phone\n(212)\n555-0188 ok", "PHONE", "(212)\n555-0188"),
]

NEGATIVE = ["BP 120/80 HR 72", "dose 1000 mg", "2024-02-12 review"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
