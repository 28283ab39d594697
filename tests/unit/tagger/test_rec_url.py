"""Recognizer `url` (UrlRecognizer)."""

from airlock.tagger.recognizers.contact import UrlRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = UrlRecognizer()

POSITIVE = [
    (
        "see https://portal.example-trust.nhs.uk/patient/44817.",
        "URL",
        "https://portal.example-trust.nhs.uk/patient/44817",
    ),
    ("results at www.myresults.org/p?id=9", "URL", "www.myresults.org/p?id=9"),
    ("blog: janedoe-recovery.com/posts", "URL", "janedoe-recovery.com/posts"),
]

NEGATIVE = ["e.g. the dose was 5 mg", "Dr.Smith reviewed"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
