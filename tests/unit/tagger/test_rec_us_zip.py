"""Recognizer `us_zip` (UsZipRecognizer)."""

from airlock.tagger.recognizers.geo import UsZipRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = UsZipRecognizer()

POSITIVE = [("Springfield, IL 62704", "ZIP", "62704"), ("Austin, Texas 78701-1234", "ZIP", "78701-1234")]

NEGATIVE = ["dose 62704 units"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
