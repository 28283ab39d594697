"""Forms of the fifteenth probe round (US diagnostic and ancillary reports, hospital text from South Asia,
Africa, Australasia, Canada and the Caribbean, CRO listings and logs, claim forms and legal letters) and of the
fourteenth round's leftovers:

- tables: a printout's "CASE ID" and "PS#" columns, a listing whose header and cells wrap onto indented lines,
  an id column headed by whose number it is ("Patient (S number)"), an id in brackets after a name in an id
  column ("Ngozi Achebe (IT-0291)"), dotted initials and an age with sex and race ("R.T.O.", "92/F/B");
- ids: national ids and cards (Bangladesh NID in groups, Ghana Card), a registration with its year
  ("38814/25"), registers before a number ("HPCSA MP 0774125", "BMDC Reg. A-55231"), a province after the cue
  ("PHN (Alberta): ..."), a claim form's dot leaders, courier tracking numbers, a referral number;
- names and places: a pathology report's grosser and typist ("Grossed by TG/sjb"), a Wisconsin grid address
  ("N84 W16000 Appleton Ave"), a capitals letterhead on a note's first line whose head is two words ("... UNIVERSITY HEALTH");
- dates: a day-first note's short dotted dates after a preposition ("on 03.09").

And what stays untagged: eponyms and scores read as people or towns ("Cooper ligaments", "Russell's viper",
"circle of Willis", "Ranson 2", "Glasgow-Imrie 2", "Beighton 2/9", "Ottawa ankle rules", "Forrest IIb"), a
"Date of onset" field read as a town, an HCPCS supply code or an obstetric para read as a subject number
("E0143 Walker", "G2P1 -> P1011"), lab, fluid and timeline values read as compound codes ("NA 133", "EBL 250 ML",
"CLOSE 0418"), a blood pressure ending a line read as a house number, a listing number read as an IP address,
a cue word ending the sentence on the line before ("per investigator.\nRace:"), a chief complaint's "FSE".
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID", "HEALTH_PLAN_ID", "SUBJECT_ID", "LICENSE_NUMBER", "ACCOUNT_NUMBER")
PLACE_LABELS = ("STREET_ADDRESS", "CITY", "COUNTY", "FACILITY")

_SAE_TABLE = (
    "RECONCILIATION - SAFETY DB VS EDC\n\n"
    "CASE ID          SUBJECT   ONSET SAFETY  ONSET EDC    PT (MEDDRA 27.0)     SER  DISCREPANCY\n"
    "KLX-2024-00917   3104-006  2024-11-02    2024-11-02   Pneumonia            Y    NONE\n"
    "KLX-2024-00955   3108-012  2024-12-19    --           Syncope              Y    SAE NOT IN EDC\n"
)
_PRESCREEN = (
    "PRE-SCREENING LOG\n\n"
    "PS#     Date         Init.   Age/Sex  Referral source           Outcome / reason\n"
    "PS-118  04-Mar-2025  R.T.O.  72/M     memory clinic             Consented\n"
    "PS-119  06-Mar-2025  G-H.W.  92/F     radio ad                  Not eligible: age\n"
)
_LISTING = (
    "Listing 16.2.7.1  Adverse Events Leading to Discontinuation\n\n"
    "Subject   Age/Sex/  Arm        Verbatim term / MedDRA PT                     Onset date  Grade\n"
    "          Race                                                                (Day)\n"
    "2204-011  67/M/W    KRX 10 mg  \"itchy rash\" /                                2025-01-14  3\n"
    "                               Rash pruritic                                 (12)\n"
    "2204-019  92/F/B    KRX 20 mg  \"dizzy, fell\" /                               2025-02-03  3\n"
)
_INTERPRETING = (
    "| Date     | Lang    | Interpreter (ID)          | Patient (S number) | Area          |\n"
    "| 03/02/25 | Punjabi | Ngozi Achebe (IT-0291)    | S5518203           | Renal clinic  |\n"
    "| 03/02/25 | Polish  | via Language Line (#77120) | S6620914          | Ward 12       |\n"
)


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        (_SAE_TABLE, "KLX-2024-00917", ID_LABELS),
        (_SAE_TABLE, "3108-012", ID_LABELS),
        (_PRESCREEN, "PS-118", ID_LABELS),
        (_PRESCREEN, "R.T.O.", NAME_LABELS),
        (_PRESCREEN, "G-H.W.", NAME_LABELS),
        (_PRESCREEN, "92", ("AGE_OVER_89",)),
        (_LISTING, "2204-011", ID_LABELS),
        (_LISTING, "2204-019", ID_LABELS),
        (_LISTING, "92", ("AGE_OVER_89",)),
        (_INTERPRETING, "S5518203", ID_LABELS),
        (_INTERPRETING, "IT-0291", ID_LABELS),
        (_INTERPRETING, "77120", ID_LABELS),
        ("Ward 7, Bed 4\nReg. No.: 40217/24     DOA: 11/03/2024", "40217/24", ID_LABELS),
        ("Upazila: Sitakunda\nNID: 5519 204 778     Mobile: 01811-555020", "5519 204 778", ID_LABELS),
        ("Seen by Dr. Rafiqul Alam (IMO), BMDC Reg. A-60418", "A-60418", ID_LABELS),
        ("Dr Johanna Viljoen (MO), HPCSA MP 0883214", "MP 0883214", ID_LABELS),
        ("Name: Kofi Boateng, 61M     Ghana Card: GHA-803311720-6", "GHA-803311720-6", ID_LABELS),
        ("DOB: 1958-02-11     PHN (Alberta): 51290-3318", "51290-3318", ID_LABELS),
        ("TRN: 120-331-845     NHF Card: 6612 0934", "6612 0934", ID_LABELS),
        ("slides returned on 04-Dec-2025 (FedEx 7712 4410 3391) to the site", "7712 4410 3391", ID_LABELS),
        ("1a.  INSURED'S I.D. NUMBER ......... WQX552019834", "WQX552019834", ID_LABELS),
        ("25.  FEDERAL TAX I.D. NUMBER ....... 74-5519203   [ ]SSN [X]EIN", "74-5519203", ID_LABELS),
        ("Urgent Care   Med. license A 152207   Date 11/10/2025", "A 152207", ID_LABELS),
        ("Referral no. RQ-2511-40416 (6 visits)", "RQ-2511-40416", ID_LABELS),
        ("Cassettes A1-A4.\nGrossed by KPL/dmr.\nFINAL DIAGNOSIS:", "KPL", NAME_LABELS),
        ("Cassettes A1-A4.\nGrossed by KPL/dmr.\nFINAL DIAGNOSIS:", "dmr", NAME_LABELS),
        ("Screened by: JWT, CT(ASCP)\nPathologist: Ruth Ambler, MD", "JWT", NAME_LABELS),
        ("Cardiac rehab at W180 N7950 Town Hall Rd, Menomonee Falls.", "W180 N7950 Town Hall Rd", PLACE_LABELS),
        ("PRAIRIE STATE UNIVERSITY HEALTH - INSTITUTIONAL REVIEW BOARD\nDear Dr Okafor,\n"
         "Thank you for submitting the amendment and the revised consent form, which the board reviewed at its "
         "meeting and approved without changes.", "PRAIRIE STATE UNIVERSITY HEALTH", ("FACILITY",)),
        ("DOA: 04.08.2025     DOD: 12.08.2025\nPlatelets 22,000 on 05.08; SDP given till 07.08.", "05.08",
         ("DATE",)),
        ("DOA: 04.08.2025     DOD: 12.08.2025\nPlatelets 22,000 on 05.08; SDP given till 07.08.", "07.08",
         ("DATE",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("Irregular mass tethering Cooper ligaments, no calcification.", "Cooper", NAME_LABELS),
        ("Bite at dusk (? Russell's viper). Ligature applied.", "Russell", NAME_LABELS),
        ("Brain 1,380 g, circle of Willis patent.", "Willis", NAME_LABELS),
        ("Pancreatitis (Glasgow-Imrie 3, Ranson 3 at 48h).", "Ranson", PLACE_LABELS),
        ("Pancreatitis (Glasgow-Imrie 3, Ranson 3 at 48h).", "Glasgow", PLACE_LABELS),
        ("Hypermobile: Beighton 5/9. Duck walk normal.", "Beighton", PLACE_LABELS),
        ("Hypermobile: Beighton 5/9. Duck walk normal.", "5/9", ("DATE",)),
        ("Lateral tenderness, Ottawa ankle rules positive.", "Ottawa", PLACE_LABELS),
        ("EGD by Dr. Hina Sato: Forrest IIb gastric ulcer, clipped.", "Forrest IIb", NAME_LABELS),
        ("Initials: K.O.   Sex: F   Age: 64\nDate of onset: 02/10/2025   Date site aware: 03/10/2025", "Date",
         PLACE_LABELS),
        ("ITEMS\n- E0143 Walker, folding, wheeled.\n- E1390 Oxygen concentrator, 2 L/min", "E0143", ID_LABELS),
        ("OB: 24 yo G2P1 -> P1011 after SVD, O pos.", "P1011", ID_LABELS),
        ("TCD R MCA 171 CM/S. NA 133, 3% NACL. LR 1500 ML. EBL 250 ML. INCISION 0240 / CLOSE 0418.", "NA 133",
         ("COMPOUND_CODE",)),
        ("TCD R MCA 171 CM/S. NA 133, 3% NACL. LR 1500 ML. EBL 250 ML. INCISION 0240 / CLOSE 0418.", "EBL 250",
         ("COMPOUND_CODE",)),
        ("TCD R MCA 171 CM/S. NA 133, 3% NACL. LR 1500 ML. EBL 250 ML. INCISION 0240 / CLOSE 0418.", "CLOSE 0418",
         ("COMPOUND_CODE",)),
        ("Home BP log:\n3/11  am 128/80\n3/12  am 131/82\nAlso pls refill the amlodipine.", "131/82\nAlso pls",
         PLACE_LABELS),
        ("Listing 16.2.7.3  Adverse events by subject", "16.2.7.3", ("IP_ADDRESS",)),
        ("Rel = related per investigator.\nRace: A = Asian, W = White.", "Race", NAME_LABELS),
        ("Fitzpatrick II\nCC: FSE, spot on back\nEXAM: FSE done.", "FSE", NAME_LABELS),
        ("DOA: 04.08.2025\nCreatinine rose from 1.2 to 2.1 on 1.5 mg", "1.2", ("DATE",)),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))


def test_study_compound_with_a_space_stays_a_code(detect) -> None:
    # a clock-time-shaped number is still a compound code where the context names the drug
    text = "Compound MK 0431 given at the second visit."
    assert "MK 0431" in values(text, detect(text), ("COMPOUND_CODE",))
