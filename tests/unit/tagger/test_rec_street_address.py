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
    # the street type wrapped onto the next line, before the town
    ("CC: Ms Heather Wagner, Studio 52, Douglas\nMall, North Bethany SP53 1TA", "STREET_ADDRESS",
     "Studio 52, Douglas\nMall"),
    ("CC: MS HEATHER WAGNER, STUDIO 52, DOUGLAS\nMALL, NORTH BETHANY SP53 1TA", "STREET_ADDRESS",
     "STUDIO 52, DOUGLAS\nMALL"),
    # a street in lower case after a unit; a unit number with an OCR slip; "Fall" (USPS street type)
    ("Health Centre, flat 0, connor cove\nDaviesstad", "STREET_ADDRESS", "flat 0, connor cove"),
    ("GP: Dr J Smith-Webb, Studio O4, Gareth Street, North Abigailshire BT3 5FF", "STREET_ADDRESS",
     "Studio O4, Gareth Street"),
    ("Registered GP: Dr John Dang, 7 Nash Fall, Lake Martin WD6W 9QJ", "STREET_ADDRESS", "7 Nash Fall"),
    # the town after a street, on one line with the postcode, or wrapped ("Tyne and\nWear")
    ("Registered GP: Dr John Dang, 7 Nash Fall, Lake Martin WD6W 9QJ", "CITY", "Lake Martin"),
    ("Fordmouth Medical Practice, flat 96, russell hollow\nFordmouth\nTyne and\nWear\nG2 6YJ", "COUNTY",
     "Tyne and\nWear"),
    # a street ended on its line: the next line is the town, not a wrapped street type
    ("The Surgery, 35 Lambert Neck\nLake Ellie\nE3E 2EH", "STREET_ADDRESS", "35 Lambert Neck"),
    ("Studio 55, Iain Views\nLake\nJameston\nGreater Manchester", "STREET_ADDRESS", "Studio 55, Iain Views"),
]

NEGATIVE = ["walked 3 miles", "the road to recovery", "went for a walk with his 3 sons\nwalk daily",
            # a sentence after a room number in a note in capitals
            "PT: KIMURA, YOKO  MR# 8089227  ROOM 39\nRECEIVED REPORT FROM PARK R RN AT 1900. PT RESTING IN BED."]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
