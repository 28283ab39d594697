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
    # a postcode before or after a known town makes it a town (and the postcode is tagged)
    ("Adres: ul. Długa 3, 30-072 Kraków", "POSTCODE", "30-072"),
    ("Adres: ul. Długa 3, 30-072 Kraków", "CITY", "Kraków"),
    ("Domicilio: calle Mayor 3, 28013 Madrid", "POSTCODE", "28013"),
    ("Ospital, Quezon Avenue, Quezon City 1100", "POSTCODE", "1100"),
    ("St Luke's, Bonifacio Global City, Taguig 1634", "CITY", "Taguig"),
    ("Apollo Hospitals, Greams Road, Chennai - 600 006", "POSTCODE", "600 006"),
    ("Keio University Hospital, Shinanomachi, Tokyo 160-8582", "POSTCODE", "160-8582"),
    # Eircode, Dublin postal districts, Argentine CPA, Korean and Japanese wards
    ("Mater Hospital, Eccles St, Dublin 7, D07 R2WY", "POSTCODE", "D07 R2WY"),
    ("Mater Hospital, Eccles St, Dublin 7, D07 R2WY", "CITY", "Dublin 7"),
    ("Av. Córdoba 2351, C1120AAR CABA", "POSTCODE", "C1120AAR"),
    ("Av. Córdoba 2351, C1120AAR CABA", "CITY", "CABA"),
    ("50 Yonsei-ro, Seodaemun-gu, Seoul", "CITY", "Seodaemun-gu"),
    ("7-3-1 Hongo, Bunkyo-ku, Tokyo", "CITY", "Bunkyo-ku"),
    # a lower-case town after a residence cue, even when it is also a name (eighth probe round)
    ("lives in quincy with daughter", "CITY", "quincy"),
    ("pt d/c home to lynn with VNA", "CITY", "lynn"),
    ("pt is from dracut, moved to everett in june", "CITY", "everett"),
]

NEGATIVE = ["took a bath", "reading glasses", "Seen at North Road Surgery on Monday.",
            # a facility name wrapped after its place-like first words is not a town
            "Institution: South Jason\nTeaching Hospitals NHS Foundation Trust",
            "taken to the emergency department of Port Joe Community\n  Health Clinic.",
            # a category in Roman numerals, a city's police, a form's field name, a year before a town, a
            # model number that looks like an Eircode or a CPA without an address around it
            "FNA cytology: Bethesda IV", "statement by Boston Police Dept", "Morada: desconhecida",
            "Dialyzer model F180NR", "kit A1234BCD dispensed", "lot D10 X9K2 dispensed", "Transferred from OSH with NSTEMI.", "then moved to foster care", "lives in fear of falling"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_a_year_before_a_town_is_no_postcode():
    from tests.unit.tagger.conftest import run_recognizer

    assert ("POSTCODE", "2019") not in run_recognizer(REC, "in 2019 Boston was")
    assert ("POSTCODE", "2300") in run_recognizer(REC, "Rue Royale 12, 2300 Turnhout")


def test_town_before_state_and_zip_outranks_a_name_and_a_street_is_no_town():
    from airlock.tagger.detection import detect

    # round 81: a town before a state's code and a ZIP, after a middle dot, is the town (not a person "Vernon Hills")
    text = "740 Lakeview Pkwy, Suite 210 · Vernon Hills, IL 60061 · 847-555-0152"
    assert ("CITY", "Vernon Hills") in {(s.label, text[s.start : s.end]) for s in detect(text)}
    # a town's word before a street's kind is the street's name ("near Riverside Drive, Dundee")
    text = "found near Riverside Drive, Dundee, at 2300"
    got = {(s.label, text[s.start : s.end]) for s in detect(text)}
    assert ("STREET_ADDRESS", "Riverside Drive") in got and ("CITY", "Dundee") in got
    assert ("CITY", "Riverside") not in got


def test_a_first_nations_or_a_tribes_lands_are_a_place():
    # round 83: "From Red Pheasant First Nation, needs medical transport arranged"
    from tests.unit.tagger.conftest import run_recognizer

    assert ("CITY", "Red Pheasant First Nation") in run_recognizer(REC, "From Red Pheasant First Nation, needs transport.")
    assert ("CITY", "Navajo Reservation") in run_recognizer(REC, "lives on the Navajo Reservation near Chinle")
    assert ("CITY", "Six Nations Indian Reserve") in run_recognizer(REC, "Home: Six Nations Indian Reserve")
    for text in ("Made a Hotel Reservation", "From First Nation", "The First Nation health team"):
        assert not any(v.endswith(("Reservation", "Nation")) for _, v in run_recognizer(REC, text))
