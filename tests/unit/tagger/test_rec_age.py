"""Recognizer `age` (AgeRecognizer)."""

from airlock.tagger.recognizers.demographics import AgeRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = AgeRecognizer()

POSITIVE = [
    ("Pt: Mrs. Kertesz-Halloran, ninety-one (91) yo F, MRN 8830", "AGE_OVER_89", "ninety-one"),
    ("Rm 15 - Evdokia Papadakis, ninety-nine yo F, ?PNA", "AGE_OVER_89", "ninety-nine"),
    ("a 92-year-old woman", "AGE_OVER_89", "92"),
    ("67 yo M with CP", "AGE", "67"),
    # a relative's age in brackets after the name, or "now" after it (probe round 7)
    ("5 children and elderly mother (Nhia, 90) on Arcade St", "AGE_OVER_89", "90"),
    ("pt's mother (Bà Thuy, 91) is at home in Burnaby", "AGE_OVER_89", "91"),
    ("raised by grandmother Earline, now 93, in a nursing home", "AGE_OVER_89", "93"),
    ("aged 95, lives alone", "AGE_OVER_89", "95"),
    ("Age/Sex: 54/M", "AGE", "54"),
    ("NINETY-ONE YEAR OLD FEMALE", "AGE_OVER_89", "NINETY-ONE"),
    ("S: QUANG NGUYEN, 102 M, RM 2", "AGE_OVER_89", "102"),
    ("(date of birth withheld; age at consent 92) with AF", "AGE_OVER_89", "92"),
    ("age at diagnosis: 91.", "AGE_OVER_89", "91"),
    ("Mrs. Francisco from Ventana village, who is 94...", "AGE_OVER_89", "94"),
    ("she's ninety-three, she's a patient of Dr W", "AGE_OVER_89", "ninety-three"),
    ("he is 97 and lives alone", "AGE_OVER_89", "97"),
    # eighth probe round: in brackets after a relative or a name, after a relative's or a titled name's is/was
    ("pt's sister (92) is in a nursing home in lowell", "AGE_OVER_89", "92"),
    ("Aaltje (93) declined testing.", "AGE_OVER_89", "93"),
    ("father was 94. Has 5 pills left", "AGE_OVER_89", "94"),
    ("Mrs. Al-Amoudi is 96, end-stage HFpEF", "AGE_OVER_89", "96"),
]

NEGATIVE = ["14F Foley catheter", "for 3 years", "she is 30 weeks pregnant", "he is 100% compliant",
            "age at diagnosis 45 kg", "sats is 94 and stable", "Sat (94) on RA", "Glucose (98) fasting", "HR was 96 on arrival"]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
