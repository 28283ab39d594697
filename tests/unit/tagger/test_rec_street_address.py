"""Recognizer `street_address` (StreetAddressRecognizer)."""

from airlock.tagger.recognizers.geo import StreetAddressRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = StreetAddressRecognizer()

POSITIVE = [
    ("lives at 12 High Street, Leeds", "STREET_ADDRESS", "12 High Street"),
    ("1600 Pennsylvania Avenue NW", "STREET_ADDRESS", "1600 Pennsylvania Avenue NW"),
    ("Flat 3, 44 Oak Road", "STREET_ADDRESS", "Flat 3, 44 Oak Road"),
    ("221B Baker St.", "STREET_ADDRESS", "221B Baker St."),
    ("Mrs. Barbara Yudina Apt. 675 62314", "STREET_ADDRESS", "Apt. 675"),
    ("stop at the corner of Nieuwe Baan 473 St. and Inna Loop St.", "STREET_ADDRESS", "Inna Loop St."),
]

NEGATIVE = ["walked 3 miles", "the road to recovery"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
