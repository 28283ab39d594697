"""Forms of the thirteenth probe round (outpatient and community notes, other English-speaking health systems,
administrative documents, long narratives and transcripts) and of the twelfth round's leftovers:

- staff initials: an attendance list that also names someone ("Present: HFA, SR, Dr ..."), a letter's reference
  ("Our ref: OG/ZBH/al"), a scribe or a signer after the word ("Scribe for conference: RNB", "Electronically
  signed SFM"), a technician in brackets ("Tech (ML):"), initials alone on the note's last line, typist references
  after the last sentence, in capitals on both sides or dictated ("RQL/mv", "LNC / MIQ", "wl slash kt");
- names: speakers after a transcript's time stamps whatever word they are ("[00:05:30] LONG:"), children listed
  with their ages ("Kids Kaylee (14, ...) and Brody (9, ...)");
- numbers: phone numbers read out digit by digit, a short number to call or page ("call 6-5512"), a page log's
  number after its arrow, a relative's 7-digit number ("Sister Pat at 555-0175"), two look-alike letters in a row
  in an OCR'd number ("3l0-555-Ol65"); ids after the agency's or programme's word for them ("Pt # OT-31874",
  "agency ID HH-25-00871", "CCN 25-118734", "NRIC: S3418827H", "Chart: CFHT-20771");
- facilities: wards named after a person ("died on Ward Huntsman 4"), academic centres by their initials ("liver -
  CPMC"), a hospital's initials before its service ("MGH cytology"), employers after a shift ("works 2nd shift at
  Giant Eagle"), a letterhead in capitals on the first line ("SELLS HOSPITAL - OUTPATIENT CLINIC"), a school by its
  short name ("at Castle High").

And what stays untagged: document words found by any pass ("Paralegal", "Esq.", "fish oil - OTC", "-> ER"),
drugs by their stem after any cue, a service attended ("attended Mass"), a licence class before a job ("an HGV
driver"), the ward round, counting aloud, "page 12 of 40", a criterion named after a centre ("UCSF criteria"), a
country after a job ("lens maker from Germany"), a common word as a heading on the last line, "Very High".
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID", "HEALTH_PLAN_ID", "LICENSE_NUMBER", "NHS_NUMBER")
PHONE_LABELS = ("PHONE", "FAX")


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("MDT 04/03\nPresent: KJT, PWD, Dr Alvaro Benedetti (surgery), CNS Morag\nOutcome: surgery", "KJT, PWD",
         NAME_LABELS),
        ("Your ref: HX-2025-118   Our ref: TK/RMB/js\n\nRe: Mr Aled Pryce", "RMB", NAME_LABELS),
        ("Discussed at tumour board; plan agreed.\nScribe for conference: DWQ", "DWQ", NAME_LABELS),
        ("Consent verified. Source signed: KLM 04/02/24", "KLM", NAME_LABELS),
        ("Electronically signed HBT 12/02/2025 07:14", "HBT", NAME_LABELS),
        ("Tech (KD): IOP 18 / 21, pachymetry done", "KD", NAME_LABELS),
        ("Plan: repeat HbA1c in 3 months, book with practice nurse.\nDWN", "DWN", NAME_LABELS),
        ("Suture removal in 10 days. TKR/bp", "TKR", NAME_LABELS),
        ("Bring the referral letter.\nPSV / KMN", "KMN", NAME_LABELS),
        ("[00:00:04] PRICE: Can everyone hear me?\n[00:00:09] Dr. Ahn: Yes.\n[00:01:12] PRICE: Then let's start.",
         "PRICE", NAME_LABELS),
        ("Social: kids Jaylen (12, plays soccer) and Amari (6, kindergarten).", "Amari", NAME_LABELS),
        ("Grandchildren: Tavita (8), Losa (5); lives with daughter.", "Losa", NAME_LABELS),
        ("Left a message. My number is four one five, five five five, zero one three two. Thank you.",
         "four one five, five five five, zero one three two", PHONE_LABELS),
        ("dictated: call back at two one two five five five oh one seven four please", "two one two five five five oh one seven four",
         PHONE_LABELS),
        ("K 5.9, repeat pending, call 4-7781 with result", "4-7781", PHONE_LABELS),
        ("0215 -> 31774 (cross-cover): bed 12 febrile", "31774", PHONE_LABELS),
        ("Brother Tomasz at 555-0193 is the contact for money matters.", "555-0193", PHONE_LABELS),
        ("Callback: 2l5-555-Ol48 (mobile)", "2l5-555-Ol48", PHONE_LABELS),
        ("Pt # MH-55071   DOB 02/02/1980", "MH-55071", ID_LABELS),
        ("Visiting nurse agency ID VN-24-00913, 44 Elm Court", "VN-24-00913", ID_LABELS),
        ("Police attended, CCN 24-774120 issued.", "24-774120", ID_LABELS),
        ("NRIC: T0418873J   DOB 03/04/2004", "T0418873J", ID_LABELS),
        ("OHIP on file   Chart: WFHT-40017", "WFHT-40017", ID_LABELS),
        ("Medicaid long-term care application B24-5583012 submitted.", "B24-5583012", ID_LABELS),
        ("Transferred to Ward Elgar 2 for rehabilitation.", "Ward Elgar 2", ("FACILITY",)),
        ("Organs: heart - Stanford; liver - UCSF; kidneys local", "UCSF", ("FACILITY",)),
        ("FNA 02/03/2024, BWH cytology C24-1177: atypical", "BWH", ("FACILITY",)),
        ("Her son works 3rd shift at Home Depot and cannot drive her.", "Home Depot", ("FACILITY",)),
        ("Retired die maker from Caterpillar, lives alone.", "Caterpillar", ("FACILITY",)),
        ("MERCER HOSPITAL - OUTPATIENT CLINIC\nPatient seen today for follow-up of knee pain.", "MERCER HOSPITAL",
         ("FACILITY",)),
        ("Plays basketball at Lincoln High - no contact for 2 weeks.", "Lincoln High", ("FACILITY",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("Sincerely,\nMarta Kowalczyk, Paralegal\nfor Ines Halvorsen, Esquire", "Paralegal", NAME_LABELS),
        ("cc: Pieter de Wit, Esq., counsel for the hospital", "Esq", NAME_LABELS),
        ("5. omeprazole 20 mg daily - OTC\n6. loratadine - OTC", "OTC", NAME_LABELS),
        ("TRANSFER FROM SNF -> ER  2140\nSENT FOR FALL", "ER", NAME_LABELS),
        ("- Carbamazepine/oxcarbazepine: HLA-B*15:02 negative", "Carbamazepine", NAME_LABELS),
        ("She attended Mass daily at St Anne's and sang in the choir.", "Mass", ("FACILITY",) + NAME_LABELS),
        ("He is not fit to work as an HGV driver until reviewed.", "HGV", ("FACILITY",)),
        ("Discussed on Ward Round today with the consultant.", "Ward", ("FACILITY",)),
        ("Asked to count: one two three four five six seven eight, done correctly.", "one two three", PHONE_LABELS),
        ("see page 12 of 40 for the full history", "12", PHONE_LABELS),
        ("HCC within UCSF criteria, listed for transplant.", "UCSF", ("FACILITY",)),
        ("Occupation: lens maker from Germany, retired.", "Germany", ("FACILITY",)),
        ("Plan as above.\nPLAN", "PLAN", NAME_LABELS),
        ("Glucose at Very High levels overnight", "Very High", ("FACILITY",)),
        ("HM Senior Coroner for the county informed.", "Senior Coroner", NAME_LABELS),
        ("Sent for: CAP not improving on ceftriaxone.", "CAP", NAME_LABELS),
        ("Rate 100 ml/hr, review in the morning.", "ml", NAME_LABELS),
        ("Wound: Sacral PI stage 3, dressing changed.", "Sacral", NAME_LABELS),
        ("Guardian ad litem appointed; hearing set.", "litem", NAME_LABELS),
        ("Ethnicity: NZ Maori; Filipino helper present.", "Filipino", NAME_LABELS),
        ("Diabetic Eye Screening Service: eye screening booked.", "Eye", ("CITY",)),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))
