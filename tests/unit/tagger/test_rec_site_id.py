"""Recognizer `site_id` (SiteIdRecognizer)."""

from airlock.tagger.recognizers.ids import SiteIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = SiteIdRecognizer()

POSITIVE = [("Site 1054 enrolled", "SITE_ID", "1054"), ("Site ID: US-017", "SITE_ID", "US-017")]

NEGATIVE = ["injection site erythema", "site of pain", "Presented to Lincoln Medical Center 8/29, smear +"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
