"""Recognizer `facility` (FacilityRecognizer)."""

from airlock.tagger.recognizers.facility import FacilityRecognizer
from tests.unit.tagger.conftest import recognizer_tests, run_recognizer

REC = FacilityRecognizer()

POSITIVE = [
    ("transferred to St Thomas' Hospital", "FACILITY", "St Thomas' Hospital"),
    ("Royal Free London NHS Foundation Trust", "FACILITY", "Royal Free London NHS Foundation Trust"),
    # the town after a facility: in lower case (known by its ending) or wrapped after its prefix
    ("Site name: Schwartzhaven Regional Medical Center, nealborough\nAddress: 6293", "CITY", "nealborough"),
    ("Site name: University of Lake Emilyport Hospital, North \nKristine\nVisit date: 2025", "CITY",
     "North \nKristine"),
]

NEGATIVE = ["went to hospital", "the clinic was busy"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_no_town_after_a_facility_without_one() -> None:
    got = run_recognizer(REC, "Seen at St Mary's Hospital, and discharged home.\nSeen at Leeds General Infirmary, then home")
    assert not {v for lab, v in got if lab == "CITY"}, got
