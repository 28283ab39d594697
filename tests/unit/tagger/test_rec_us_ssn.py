"""Recognizer `us_ssn` (SsnRecognizer)."""

from airlock.tagger.recognizers.ids import SsnRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = SsnRecognizer()

POSITIVE = [
    ("SSN 123-45-6789 on file", "SSN", "123-45-6789"),
    ("social security no. 078051120", "SSN", "078051120"),
    # ITINs share the shape (area 9xx, groups 50-65, 70-88, 90-92, 94-99)
    ("PID|1||E44^^^REG^MR~987-65-4322^^^SSA^SS||", "SSN", "987-65-4322"),
    ("taxpayer no 912-70-1234", "SSN", "912-70-1234"),
    ("and last 4 of my ssn is 6619, they said", "SSN", "6619"),
]

NEGATIVE = ["code 000-12-3456 ok", "ref 666-12-3456", "id 912-34-5678", "id 987-93-1234", "ref 951-70-0000"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
