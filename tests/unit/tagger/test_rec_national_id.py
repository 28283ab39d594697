"""Recognizer `national_id` (NationalIdRecognizer)."""

from airlock.tagger.recognizers.ids import NationalIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = NationalIdRecognizer()

POSITIVE = [
    # Dutch BSN: cue and 11-proof
    ("geb. 17-08-1949, BSN 123456782, Damrak 1", "OTHER_ID", "123456782"),
    ("burgerservicenummer: 1112.22.333 bekend", "OTHER_ID", "1112.22.333"),
    # Swedish personnummer: the dashed shape with Luhn needs no cue; behind its cue the shape is enough
    ("Patient: Karl Berg   811218-9876", "OTHER_ID", "811218-9876"),
    ("Personnr: 19470312-4418\nInskriven", "OTHER_ID", "19470312-4418"),
    ("CPR-nr. 240549-1234, indlagt", "OTHER_ID", "240549-1234"),
    # Finnish henkilötunnus (mod-31 check character)
    ("potilas 131052-308T, osasto 4", "OTHER_ID", "131052-308T"),
    # Aadhaar: Verhoeff alone, or its cue
    ("UID 2345 6789 0124 on file", "OTHER_ID", "2345 6789 0124"),
    ("ID proof 4991 1866 5246 verified", "OTHER_ID", "4991 1866 5246"),
    ("Aadhaar: 5489 2210 7736   ABHA", "OTHER_ID", "5489 2210 7736"),
    ("ABHA: 91-4471-8820-3319\n", "OTHER_ID", "91-4471-8820-3319"),
    ("asylum pending (A-number A219-448-071; attorney", "OTHER_ID", "A219-448-071"),
    ("USCIS # A 087 654 321", "OTHER_ID", "A 087 654 321"),
    # Canadian SIN (Luhn) behind a cue a few words back, not a phone number
    ("SIN on file (for ICBC claim): 046 182 739", "OTHER_ID", "046 182 739"),
    # Scottish CHI behind its cue: birth date + four digits, even with a mistyped check digit
    ("Pt: MacAulay, I   CHI 0807468822   DOB", "NHS_NUMBER", "0807468822"),
    ("CHI: 120345 6795", "NHS_NUMBER", "120345 6795"),
]

NEGATIVE = [
    "BSN 123456783 (fails the 11-proof)",
    "call 123456782 today",
    "Aadhaar pending; ref 1234 5678 9012",  # Aadhaar numbers never start with 0 or 1
    "order 5489 2210 7736 units",
    "a number of patients, A219448071",
    "SIN 123 456 789",  # Luhn fails
    "tel 046 182 739",
    "CHI 3307468822 (no such date)",
    "ref 470312-4418 x",  # Luhn fails, no cue
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
