"""Forms of the twelfth probe round (ward and pager lists, case-management and pharmacy notes, lab, transplant and
trial documents, UK and Irish letterheads) and of the eleventh round's leftovers:

- ids after the word for what they number: a prescription ("Rx 2274419-07715"), a transfer, a waitlist candidate,
  a match run, a specimen by its stain ("cytology C24-08817"), a registry donor ("Donor 4471-0982-3"), a prisoner,
  an employee, a court case "No.", a police complaint ("CC# 25C-031177"), the other number of a merged record, a
  hospital's initials before "No" ("RBHSC No B771034");
- names: a patient listed surname first in capitals ("GREEN, Will (William) 45M"), a nickname in brackets after a
  name ("Solomiya (Sol)"), a quoted name after "prefers", a newborn ("w/ baby Summer", "girl (Defne)"), an in-law
  abbreviated ("dil Revathi"), a roommate, a nurse in a team list ("RN: Grace."), a first name after a role label
  that no list holds ("by TVN Mererid"), a dash sign-off whose initials spell a word ("-ROW", "-Pat");
- places: a street without a number or a district on a letterhead before the town and a UK postcode, an Eircode
  after its county, a district in brackets beside its town ("Sylhet (Moulvibazar)"), a town after "Lives";
- dates: a month written with its zero ("night of 03/07"), a short date after a heading's dash, Lent and the
  Ethiopian fasts; labs, blood services, organ procurement organisations and prisons by name.

And what stays untagged (the precision half of the round): scales, stool charts and triage systems named after
towns ("Bristol type 6", "Manchester Triage"), languages that are towns ("prefers English with some Navajo"),
pathology specimen letters ("A. Uterus"), eponyms with their noun ("Beers list", "Pell & Gregory class"), drugs by
their stem ("Ustekinumab is ..."), the end of a code read as an initial ("25G Whitacre"), a fire service before its
engine ("MFD Engine 22"), "2.3 cm tan", a signature's "MD" over the next line, joined words ("WhatsApp"), an NDC
code read as a phone number, years of service read as a record number, "12/40" weeks' gestation, "Lent" lower case.
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID", "HEALTH_PLAN_ID", "LICENSE_NUMBER", "NHS_NUMBER")
PLACE_LABELS = ("STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE")


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("2. lisinopril 10 mg daily - Rx 3318842-05521, refilled 2 weeks ago", "3318842-05521", ID_LABELS),
        ("Court of Common Pleas of Allegheny County, No. 240417733, records requested", "240417733", ID_LABELS),
        ("found by neighbour; Eastern District police, CC# 24B-118245, on scene", "24B-118245", ID_LABELS),
        ("TRANSFER ID TR-250114-0077 accepted by the receiving team", "TR-250114-0077", ID_LABELS),
        ("Listed at the kidney program, candidate ID KQP5512, dialysis MWF", "KQP5512", ID_LABELS),
        ("EBUS-TBNA 02/11/2024, outside cytology C24-11902: adenocarcinoma", "C24-11902", ID_LABELS),
        ("Search update: Donor 6612-0831-5, 29M, CMV neg, preferred", "6612-0831-5", ID_LABELS),
        ("HMP Wandsworth healthcare; Prison No. B8821KT reviewed today", "B8821KT", ID_LABELS),
        ("Occupational health referral. Employee no. 0048821, night shifts", "0048821", ID_LABELS),
        ("Mr Idris (duplicate MRN 55120931 merged w/ 55120877) seen", "55120877", ID_LABELS),
        ("H&C No 421 113 0987   RBHSC No C339102   Ward 3", "C339102", ID_LABELS),
        ("Granddaughter Solomiya (Sol) stays weekends.", "Sol", NAME_LABELS),
        ('Verified identity. Pt prefers "Bogna". Guarantor = self.', "Bogna", NAME_LABELS),
        ("Postpartum check, here w/ baby Summer and her husband.", "Summer", NAME_LABELS),
        ("Delivered at 39+2, girl (Defne) 3.2 kg, PPH 800 ml.", "Defne", NAME_LABELS),
        ("Lives with son Senthil; dil Revathi helps with meds.", "Revathi", NAME_LABELS),
        ("found unresponsive by roommate Dashawn on the floor", "Dashawn", NAME_LABELS),
        ("11 | septic shock, on norepi. RN: Grace. Family: husband at bedside.", "Grace", NAME_LABELS),
        ("ABPI 0.86 R on 24/10 by TVN Mererid, compression started.", "Mererid", NAME_LABELS),
        ("Charge RN tonight: Corazon Dimaculangan.   -ROW", "ROW", NAME_LABELS),
        ("SBP 82, ok for 250 LR bolus? call back -Pat", "Pat", NAME_LABELS),
        ("Trust letterhead\nALTNAGELVIN AREA HOSPITAL, Glenshane Road, Londonderry BT47 6SB\nDISCHARGE",
         "Glenshane Road", PLACE_LABELS),
        ("Health Board\nYsbyty Gwynedd, Penrhosgarnedd, Bangor LL57 2PW   Stroke Unit", "Penrhosgarnedd",
         PLACE_LABELS),
        ("Endocrinology, Wilton, Cork T12 DC4A   Secretary: 021 555 0146", "T12 DC4A", PLACE_LABELS),
        ("Travelling to Sylhet (Moulvibazar) after Eid for a wedding.", "Moulvibazar", PLACE_LABELS),
        ("Son Ruairidh (Partick, Glasgow) holds welfare POA.", "Partick", PLACE_LABELS),
        ("Packhouse operative, smoker. Lives Fenside, Boston. Good English.", "Fenside", PLACE_LABELS),
        ("PAGER LOG  4W charge RN  night of 03/07\n0012 -> bleep", "03/07", ("DATE",)),
        ("ICU TEAM LIST - DAY - 3/7  (printed, pen notes added)", "3/7", ("DATE",)),
        ("She is fasting for Lent (Hudade) so eats once a day.", "Lent", ("DATE",)),
        ("Urine sent to ARUP, accession pending.", "ARUP", ("FACILITY",)),
        ("Supplier: American Red Cross, case reference to follow.", "American Red Cross", ("FACILITY",)),
        ("HMP BULLINGDON - HEALTHCARE (SystmOne Prison)", "HMP BULLINGDON", ("FACILITY",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "surname", "given"),
    [
        ("Bed list:\n11 | GREEN, Will (William) 45M | EtOH withdrawal, CIWA 18.", "GREEN", "Will"),
        ("Pager log:\n4W-18 BRENNAN, OLWEN 84F SBP 82, ok for bolus?", "BRENNAN", "OLWEN"),
        ("EMIS consultation\nPOPESCU, Andrei-Mihai (Mr)   DOB 03-Jul-1986", "POPESCU", "Andrei-Mihai"),
    ],
)
def test_a_patient_listed_surname_first_is_covered_whole(detect, text: str, surname: str, given: str) -> None:
    # (as one span or as two: another pass may have found one part, and the parts may be joined)
    spans = [s for s in detect(text) if s.label in NAME_LABELS]
    for part in (surname, given):
        a = text.index(part)
        assert any(s.start <= a and a + len(part) <= s.end for s in spans), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("change in bowel habit, looser stool (Bristol type 6) four times a day", "Bristol", PLACE_LABELS),
        ("Triage 02:21 - Manchester Triage: YELLOW (urgent)", "Manchester", PLACE_LABELS),
        ("pulses present (Ipswich touch test 4/6)", "Ipswich", PLACE_LABELS),
        ("pt prefers English with some Navajo at home", "Navajo", PLACE_LABELS),
        ("Welsh speaker - care plan copy in Welsh requested", "Welsh", PLACE_LABELS),
        ("Slough 20%, granulation 80%, moderate exudate", "Slough", PLACE_LABELS),
        ("Local authority: Nottingham City Council (AMHP service)", "Council", PLACE_LABELS),
        ("she has Down syndrome and hypothyroidism", "Down", PLACE_LABELS),
        ("Taking Norco 1 q6h with no help.", "Norco", PLACE_LABELS),
        ("SPECIMENS:\nA. Uterus, cervix, bilateral tubes\nB, C. Sentinel lymph nodes", "A. Uterus", NAME_LABELS),
        ("Kidneys: 1.8 cm left interpolar Bosniak I cyst.\nLung bases: clear", "Lung", NAME_LABELS),
        ("Consider NCD, Beers list reviewed.", "Beers", NAME_LABELS),
        ("#17 and #32 mesioangular, Pell & Gregory class II B", "Gregory", NAME_LABELS),
        ("Ustekinumab is not a required step under your policy.", "Ustekinumab", NAME_LABELS),
        ("Spinal: L3-4, 25G Whitacre, bupivacaine 0.75%", "G Whitacre", NAME_LABELS),
        ("Na 156 -> D5W. Lactate 1.3.", "W. Lactate", NAME_LABELS),
        ("Arrived 23:47 by MFD Engine 22 / Medic 31", "MFD", NAME_LABELS),
        ("Endometrium with a 2.3 cm tan exophytic mass.", "tan", NAME_LABELS),
        ("Sincerely,\nRosalind Achebe, MD\nDictated 04/22/2025", "Dictated", NAME_LABELS),
        ("daughter Tovah (Tel Aviv, WhatsApp on her US cell)", "WhatsApp", NAME_LABELS),
        ("Tiene MassHealth + CCA.", "MassHealth", NAME_LABELS),
        ("Scattered AKs on the scalp and dorsal hands", "Scattered AKs", NAME_LABELS),
        ("Haldol 0.5 mg prn agitation, Senna. Stopped Aricept", "Senna", NAME_LABELS),
        ("Phase 3, 2 take-homes/wk (Sat/Sun).", "Sun", NAME_LABELS),
        ("Marital: Widowed (spouse d. 2009)", "Widowed", NAME_LABELS),
        ("Baby Aspirin daily, statin held.", "Baby Aspirin", NAME_LABELS),
        ("Post-dil NC 3.25 @ 18 atm, dil 4 mm balloon", "NC", NAME_LABELS),
        ("NDC 00406-0512-01 is the package code", "00406-0512-01", ("PHONE", "FAX")),
        ("Service hx: USMC 2007-2015, 0311 rifleman", "2007-2015", ID_LABELS),
        ("aspirin 150 mg from 12/40 - not indicated", "12/40", ("DATE",)),
        ("She is fasting for Lent. I lent him money.", "lent", ("DATE",)),
        ("Plan as below.\nBrief Hospital Course:\n# CAD s/p CABG", "Brief Hospital", ("FACILITY",)),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))
