"""Recognizer `place` (PlaceRecognizer)."""

from airlock.tagger.recognizers.geo import PlaceRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = PlaceRecognizer()

POSITIVE = [
    ("lives in Manchester with her son", "CITY", "Manchester"),
    ("moved from Leicestershire", "COUNTY", "Leicestershire"),
    # a place prefix and a name-like word before a practice or a community team
    ("Dr Amelia Khan\nNorth Elaine Medical Practice, Studio 6, Scott Orchard", "CITY", "North Elaine"),
    ("DR AMELIA KHAN\nNORTH ELAINE MEDICAL PRACTICE, STUDIO 6", "CITY", "NORTH ELAINE"),
    ("Referred to the New Amy community heart failure team.", "CITY", "New Amy"),
    # a town prefix wrapped at the start of a line, an Irish-style town name, a town before a postcode
    ("Dr. Hodan dela-Cruz\nPort\n  Dorothyfort Medical Practice, 017 Marion Prairie", "CITY", "Port\n  Dorothyfort"),
    ("Burkard Blumel\nO'Donnellstad Medical Practice, 4 Ronald Garden", "CITY", "O'Donnellstad"),
    ("GP: Dr J Smith, Studio 4, Gareth Street, North Abigailshire BT3 5FF", "CITY", "North Abigailshire"),
]

NEGATIVE = ["took a bath", "reading glasses", "Seen at North Road Surgery on Monday.",
            # a facility name wrapped after its place-like first words is not a town
            "Institution: South Jason\nTeaching Hospitals NHS Foundation Trust",
            "taken to the emergency department of Port Joe Community\n  Health Clinic."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
