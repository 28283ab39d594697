"""Recognizer `national_id` (NationalIdRecognizer)."""

from airlock.tagger.recognizers.ids import NationalIdRecognizer
from tests.unit.tagger.conftest import recognizer_tests

REC = NationalIdRecognizer()

POSITIVE = [
    # round 43: right after its cue a DNI with a mistyped check letter is still a person's; Peru's has no letter
    ("DNI 73902164K", "OTHER_ID", "73902164K"),
    ("Madre: Rosa Mamani, DNI 45588210", "OTHER_ID", "45588210"),
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
    # checksummed ids distinctive with their separators need no cue; plain forms need one
    ("titular 315.728.469-09 (mãe)", "OTHER_ID", "315.728.469-09"),
    ("CPF 31572846909 conferido", "OTHER_ID", "31572846909"),
    ("cartão 298 1045 5730 0009 apresentado", "OTHER_ID", "298 1045 5730 0009"),
    ("Cartão SUS: 298104557300017", "OTHER_ID", "298104557300017"),
    ("codice fiscale RSSMRA85M01H501Q, residente", "OTHER_ID", "RSSMRA85M01H501Q"),
    # (round 51: behind its cue, a mistyped check letter with a plausible birth day: still a person's code)
    ("codice fiscale: RSSMRA85M01H501A", "OTHER_ID", "RSSMRA85M01H501A"),
    ("Nr PESEL 52071504417; ubezp.", "OTHER_ID", "52071504417"),
    ("extranjero Y4815263C acompañado", "OTHER_ID", "Y4815263C"),
    ("D.N.I.: 73902164-J", "OTHER_ID", "73902164-J"),
    ("FIN G5062834K, work permit", "OTHER_ID", "G5062834K"),
    ("pt T0284517I (daughter)", "OTHER_ID", "T0284517I"),
    ("no kad pengenalan 010215-10-4417, wad 3", "OTHER_ID", "010215-10-4417"),
    ("MyKad 010215104417 verified", "OTHER_ID", "010215104417"),
    ("run 9.274.118-4; previsión", "OTHER_ID", "9.274.118-4"),
    ("RUT 9274118-4", "OTHER_ID", "9274118-4"),
    ("CUIL 27-28441907-9 titular", "OTHER_ID", "27-28441907-9"),
    ("documento 28.441.907, obra social", "OTHER_ID", "28.441.907"),
    ("INSZ 75.11.23-184.02 (moeder)", "OTHER_ID", "75.11.23-184.02"),
    ("t.z. 205836174 - brother", "OTHER_ID", "205836174"),
    ("Contribuinte n.º 514287365", "OTHER_ID", "514287365"),
    ("nº utente 512 884 307, médico", "OTHER_ID", "512 884 307"),
    ("PPS No: 6433201D, GMS", "OTHER_ID", "6433201D"),
    ("Identity number 9103025084008 (RSA)", "OTHER_ID", "9103025084008"),
    ("CURP GOMA920715MDFNRN08 afiliada", "OTHER_ID", "GOMA920715MDFNRN08"),
    ("EID 784199044182733 on file", "OTHER_ID", "784199044182733"),
    ("sponsor 784-1990-4418273-3 visa", "OTHER_ID", "784-1990-4418273-3"),
    # other countries' social security numbers are SSNs: French NIR (mod-97 key), Swiss AHV (EAN-13)
    ("assuré 1 71 08 75 114 203 69 ayant droit", "SSN", "1 71 08 75 114 203 69"),
    ("NIR 171087511420369", "SSN", "171087511420369"),
    ("Versicherter 756.8123.4467.07, KK", "SSN", "756.8123.4467.07"),
    ("No AVS 7568123446707", "SSN", "7568123446707"),
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
    "titular 315.728.469-08",  # CPF check digits wrong
    "order 31572846909 shipped",  # plain CPF digits without a cue
    "cartão 298 1045 5730 0008",  # CNS weighted sum not divisible by 11
    "codice RSSMRA85M01H501A",  # wrong check letter
    "PESEL 52071504418",
    "lot 52071504417 released",
    "Y4815263D",  # NIE check letter wrong
    "batch 73902164J",  # DNI shape without its cue
    "T0284517J",
    "ref 011315-10-4417",  # month 13
    "run 9.274.118-5",
    "75.11.23-184.03",
    "t.z. 205836175",
    "NIF 514287366",
    "PPS 6433201E",
    "1 71 08 75 114 203 68",  # NIR key wrong
    "tel 171087511420369",
    "756.8123.4467.08",
    "ref 784-1990-4418273-4",
    "Hb 12.438.569 cells",  # no cue for the dotted Argentine DNI shape
]


test_finds, test_ignores = recognizer_tests(REC, POSITIVE, NEGATIVE)
