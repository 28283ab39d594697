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
    # a store number is not a house number; "No." and "Blk" before the house number; a Singapore floor-unit
    ("Pharmacy: CVS #04417, 88 W Grand Ave, Elgin IL", "STREET_ADDRESS", "88 W Grand Ave"),
    ("Alamat: No. 9, Jalan Tun Razak, Kuala Lumpur", "STREET_ADDRESS", "No. 9, Jalan Tun Razak"),
    ("Address: No. 41, Anna Salai Road, Chennai", "STREET_ADDRESS", "No. 41, Anna Salai Road"),
    ("Home: Blk 23 Tampines Street, #11-405, Singapore", "STREET_ADDRESS", "Blk 23 Tampines Street, #11-405"),
    # box lines: a Kenyan postal code after the box, a private mail bag, a South African private bag
    ("Kisumu Clinic, P.O. Box 4410-40100, Kisumu", "STREET_ADDRESS", "P.O. Box 4410-40100"),
    ("Renal Unit, PMB 5116, Ibadan", "STREET_ADDRESS", "PMB 5116"),
    ("Private Bag X3, Rondebosch", "STREET_ADDRESS", "Private Bag X3"),
    # a street named without a number, its type in lower case
    ("we met at the bakery on Elm st yesterday", "STREET_ADDRESS", "Elm st"),
    # type-first streets without a number (Malay, Hebrew)
    ("Klinik, Jalan Sultan Ismail, 50250 Kuala Lumpur", "STREET_ADDRESS", "Jalan Sultan Ismail"),
    ("Address: Rehov Herzl 12, apt 4, Rishon LeZion", "STREET_ADDRESS", "Rehov Herzl 12, apt 4"),
    # Korean road names, Japanese block numbers and kanji addresses, the postcode mark
    ("Severance Hospital, 50 Yonsei-ro, Seodaemun-gu, Seoul", "STREET_ADDRESS", "50 Yonsei-ro"),
    ("Clinic, 7-3-1 Hongo, Bunkyo-ku, Tokyo", "STREET_ADDRESS", "7-3-1 Hongo"),
    ("From: clinic, 東京都新宿区西新宿 2-8-1", "STREET_ADDRESS", "東京都新宿区西新宿 2-8-1"),
    ("〒160-0023 Tokyo", "STREET_ADDRESS", "160-0023"),
    # French: number, lower-case type word, name
    ("Médecin traitant : Dr Roux, 12 quai des Chartrons, 33000 Bordeaux", "STREET_ADDRESS", "12 quai des Chartrons"),
    ("Adresse : 3 cours de la Marne, Lyon", "STREET_ADDRESS", "3 cours de la Marne"),
    # a numbered road named alone (eighth probe round)
    ("MVC on Route 9 eastbound", "STREET_ADDRESS", "Route 9"),
    ("drove up rte 1 in saugus", "STREET_ADDRESS", "rte 1"),
    ("crash on I-93 near exit 4", "STREET_ADDRESS", "I-93"),
    ("Hit on RT. 2A. no LOC", "STREET_ADDRESS", "RT. 2A"),
]

NEGATIVE = ["walked 3 miles", "the road to recovery", "went for a walk with his 3 sons\nwalk daily",
            # a sentence after a room number in a note in capitals
            "PT: KIMURA, YOKO  MR# 8089227  ROOM 39\nRECEIVED REPORT FROM PARK R RN AT 1900. PT RESTING IN BED."
            # near misses: a date with a month name, a number of cycles, a model number after "#"
            "seen 2-14 March, Osaka trip planned", "completed 6 cours de chimiothérapie", "Sensor #21 Jalan", "treated with I-131 in 2019", "Form I-693 supplement", "HEART RTE 118, RESP RTE 18", "Route: PO daily", "RT 2 at bedside", "\nI-1    Horvath   father"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)


def test_street_without_number_after_a_police_logs_locus():
    from tests.unit.tagger.conftest import run_recognizer

    # round 81: a Scottish police log's "Locus:" field, or a "Location:" one, before a named street
    assert ("STREET_ADDRESS", "Riverside Drive") in run_recognizer(REC, "Locus: Riverside Drive, Dundee, near rail bridge")
    assert ("STREET_ADDRESS", "Harbour Road") in run_recognizer(REC, "Location: Harbour Road, Wick")
    assert not {v for lab, v in run_recognizer(REC, "Location: Ward 5, bay 2") if lab == "STREET_ADDRESS"}
