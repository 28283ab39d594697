"""Forms of the fourteenth probe round (US inpatient notes, hospital letters from outside North America, CRO and
trial paperwork, portal messages and phone logs) and of the thirteenth round's leftovers:

- signers and typists: initials last on a line or after a bar that spell a full name found in the note
  ("Electronically signed: Oona Reyes-Maddox, RN   orm", "| KTV" under a collector's name), a typist after the
  signer's slash ("C. Lindqvist / pdw", "... / RMT  DD: 03/02/2025"), a letter's bare "Ref: AJW/kl", a dash
  sign-off with two sets ("-TW/PL"), an operator ("Operator: QZ"), an audit trail's user id ("Response
  (mkowalczyk3, CRC):"), a "By" column under a header with an apostrophe ("Rec'd");
- names: double-barrelled surnames whose parts are listed names ("Marisol Ekwueme-Hart"), after "Drs."
  ("Drs. Okonjo-Lindberg and Pratt"), a titled person's clinic in lower case ("per Dr. Vashti-Olowe clinic note"),
  a surname read over a facility that follows it ("Dr. Quenneville, Kootenay Lake Hospital");
- ages: surname-first capitals with the age in brackets ("HALVORSEN-DIAZ, MARGIT (97)"), a birthday reached
  ("turned 93 on Sunday");
- ids: a Quebec health card in three groups, a VA ICN, a Hong Kong identity card's check digit, a clinic number,
  Qatar's QID, a year-in-slashes registration, a safety report's sponsor-year-country number, randomisation and
  kit numbers.

And what stays untagged: a time, a cannula gauge or a sided vessel read as a street ("PULLED 0600, L RADIAL",
"22G R RADIAL"), a ward and room ("5 West room 508"), "w/ Dr" and "Dr." before a name read as a Drive, an
appointment moved to a day, UK durations and scores ("x 3/12", "6-10/52", "AMTS 7/10", "SIMV 18/5", "24/7"),
vitals and roles after a relative ("per son: BP 150/80", "(husband, LAR)"), device and suture brands, vessels,
credentials, charting words and eponyms ("Generator:", "R ICA", "FRCPI", "Gartland III", "Kaplan-Meier"), a unit
after a slash that follows a name and a dose ("Dr Okoro 15 mg / kg").
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID", "HEALTH_PLAN_ID", "SUBJECT_ID")
STREET_LABELS = ("STREET_ADDRESS", "CITY", "COUNTY")


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("Pain reassessed, tolerating diet.\nElectronically signed: Oona Reyes-Maddox, RN   orm", "orm",
         NAME_LABELS),
        ("Specimen labels:\nDELACROIX, P | 02/11/1961 | R24-0077 | SST | 03/03/24 0650 | KTV\n"
         "Collector: Kestrel Tamsin Vaughan, CPT", "KTV", NAME_LABELS),
        ("Plan discussed with family.\nDictated by C. Lindqvist / pdw", "pdw", NAME_LABELS),
        ("DR. B. OYELARAN-FISK / RMT  DD: 03/02/2025  DT: 03/03/2025", "RMT", NAME_LABELS),
        ("Typed: 04/05/2025   Ref: AJW/kl\n\nDear Dr Hallorann", "AJW", NAME_LABELS),
        ("Potassium repeated, result called to team. -TW/PL", "PL", NAME_LABELS),
        ("Msg rec'd 02:14   Operator: QZ   For: urology on call", "QZ", NAME_LABELS),
        ("2025-03-02 10:41 Response (mkowalczyk3, CRC): visit date corrected", "mkowalczyk3", NAME_LABELS),
        ("# | Rec'd | Requestor | Sent | By | Method\n1 | 02/02/2025 | insurer | 02/09/2025 | WKD | fax", "WKD",
         NAME_LABELS),
        ("Seen together with Marisol Ekwueme-Hart this morning.", "Marisol Ekwueme-Hart", NAME_LABELS),
        ("Case reviewed by Drs. Okonjo-Lindberg and Pratt.", "Okonjo-Lindberg", NAME_LABELS),
        ("Onset confirmed per Dr. Vashti-Olowe clinic note; corrected.", "Vashti-Olowe", NAME_LABELS),
        ("Referred by Dr. Quenneville, Kootenay Lake Hospital. Non-smoker.", "Quenneville", NAME_LABELS),
        ("Pt: HALVORSEN-DIAZ, MARGIT (97)   Hospice ID 24-0031", "97", ("AGE_OVER_89",)),
        ("Her sister turned 93 on Sunday and still drives.", "93", ("AGE_OVER_89",)),
        ("Patient: GAGNON, Lise   RAMQ: GAGL 5208 1146   Dossier 0214", "GAGL 5208 1146", ID_LABELS),
        ("Visit 02/02/2025   ICN 1013398824V771203   Service: USMC", "1013398824V771203", ID_LABELS),
        ("HKID: K553912(7)   Ward 5B", "K553912(7)", ID_LABELS),
        ("Okafor, Bede   71M   Clinic # 4-227-180-6   POD 1", "4-227-180-6", ID_LABELS),
        ("Employer: Al Noor Trading   QID 29135608814", "29135608814", ID_LABELS),
        ("Reg. No. KCH/2024/11872   Name: Amani", "KCH/2024/11872", ID_LABELS),
        ("Mfr. control no.: TXQ-2024-GB-118305 (follow-up 1)", "TXQ-2024-GB-118305", ID_LABELS),
        ("Randomization #: 40772   Treatment: BLINDED", "40772", ID_LABELS),
        ("Kits dispensed: 730115, 730122 (bottles)", "730115", ID_LABELS),
        ("Outpatient letter\nNHS GRAMPIAN - Department of Gastroenterology\nReviewed in clinic today with her son.",
         "NHS GRAMPIAN", ("FACILITY",)),
        ("Emergency Department admission note\nKING SAUD MEDICAL CITY - RIYADH\nPresented with fever and cough.",
         "KING SAUD MEDICAL CITY", ("FACILITY",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("FEM SHEATH PULLED 0600, L RADIAL ART LINE REMAINS", "L RADIAL", STREET_LABELS),
        ("LINES: 22G R RADIAL A-LINE, 18G L AC", "R RADIAL", STREET_LABELS),
        ("Dispo: 5 West room 508 on telemetry", "5 West room 508", STREET_LABELS),
        ("Clinic moved to Thu 3/6 11:15 w/ Dr Abernathy per patient request", "w/ Dr", STREET_LABELS),
        ("FU 6 WKS W DR LUCIA BARRAGAN OR SOONER", "6 WKS W DR", STREET_LABELS),
        ("CVVH 4 days (Renal Dr. Ngozi Achebe-Lowe), extubated day 3", "Renal Dr.", STREET_LABELS),
        ("Productive cough x 3/12 with night sweats.", "3/12", ("DATE",)),
        ("Start ART after 6-10/52 if cryptococcal meningitis.", "6-10/52", ("DATE",)),
        ("Confused on arrival, AMTS 7/10 this morning.", "7/10", ("DATE",)),
        ("Ventilated on SIMV 18/5, FiO2 0.35.", "18/5", ("DATE",)),
        ("Pharmacy helpline 24/7 on the card.", "24/7", ("DATE",)),
        ("Observations per son: BP 150/80 on home cuff", "BP", NAME_LABELS),
        ("Loading dose per Dr Okoro 15 mg / kg over an hour", "kg", NAME_LABELS),
        ("Consent signed by Renata Oakes (wife, LAR) at bedside.", "LAR", NAME_LABELS),
        ("Generator: Assurity MRI PM2272, SN 8812204", "Generator", NAME_LABELS),
        ("RA lead: Medtronic 5076, 52 cm, sensing 3.1 mV", "Medtronic", NAME_LABELS),
        ("Closed with 3-0 Vicryl and 4-0 Monocryl, Dermabond applied.", "Dermabond", STREET_LABELS + NAME_LABELS),
        ("CTA: occlusion of the R ICA terminus.", "R ICA", NAME_LABELS),
        ("Ioana Petrescu-Kahn MD FRCPI, Consultant Neurologist", "FRCPI", NAME_LABELS),
        ("XR: supracondylar fracture, Gartland III, neurovascularly intact.", "Gartland", NAME_LABELS),
        ("Median PFS by Kaplan-Meier was 11.2 months.", "Kaplan-Meier", NAME_LABELS),
        ("Primary diagnosis: Stevens-Johnson syndrome, resolving.", "Stevens-Johnson", NAME_LABELS),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))
