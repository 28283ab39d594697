"""Recognizer `rare_disease` (RareDiseaseRecognizer)."""

from airlock.tagger.recognizers.clinical import RareDiseaseRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = RareDiseaseRecognizer()

POSITIVE = [
    ("known Fabry disease", "RARE_DISEASE", "Fabry disease"),
    ("DUCHENNE MUSCULAR DYSTROPHY", "RARE_DISEASE", "DUCHENNE MUSCULAR DYSTROPHY"),
]

NEGATIVE = ["common cold"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
