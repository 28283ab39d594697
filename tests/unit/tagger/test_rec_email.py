"""Recognizer `email` (EmailRecognizer)."""

from airlock.tagger.recognizers.contact import EmailRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = EmailRecognizer()

POSITIVE = [
    ("Please email j.okafor@nhs.net today", "EMAIL", "j.okafor@nhs.net"),
    ("FAMILY UPDATES TO MARIA.LOPEZ@GMAIL.COM", "EMAIL", "MARIA.LOPEZ@GMAIL.COM"),
    ("write to zoë.müller@klinikum-essen.de", "EMAIL", "zoë.müller@klinikum-essen.de"),
]

NEGATIVE = ["no address here @ all", "the ratio was 3@5"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
