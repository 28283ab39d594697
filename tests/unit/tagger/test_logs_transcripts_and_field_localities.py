"""Forms of the sixteenth probe round (round-the-clock US ward text, logs and transcripts, hospital text from
East Africa, South and East Asia, the Gulf and the Pacific, pharmacovigilance and registry records, machine and
messaging text) and of the fifteenth round's leftovers:

- ids: a Hong Kong hospital number, a treatment programme's client number, an inmate number, the DoD's EDIPI,
  Uganda's NIN, Fiji's FNPF number, a PhilHealth PIN with a bracketed holder, a registry's participant id and a
  lab's isolate number (over a protocol-shaped reading), subjects listed after "subjects", a CPS intake number;
- names: an inmate after "INMATE:", hyphenated and four-letter dotted initials after an initials cue, "Mst."
  before a name and "W/o" after it, "Baby of" the mother, a supervisor, representative, lady health visitor,
  AMHP, athletic trainer and funeral director before a name, "(staff: Yolanda M.)", a QC reviewer's initials, a
  nurse's login signing a note, a chat speaker after an SMS timestamp, a doctor asked for in a lower-case
  voicemail;
- places: a locality in a labelled address field ("Vill:", "P.O.:", "Parish:", "Division:", "rural home:"), a
  trial site or core lab after "Site:";
- dates and ages: year-month dates after a change or a result, a calendar date inside a readout-timeline cue,
  an age in brackets after the date of birth or after a relative's name, "Sex/Age: F / 90";
- phones: New Zealand and Australian landlines without brackets.

And what stays untagged: an artery, a paracetamol brand, a medical officer's post, a quoted phrase, a clotting
factor, eponymous studies and signs, legal Latin, form codes, a body site after "Site:", flowsheet times read as
house numbers, a technetium isotope read as an age, drugs, devices and record words read as names.
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")
ID_LABELS = ("MRN", "OTHER_ID", "HEALTH_PLAN_ID", "SUBJECT_ID", "LICENSE_NUMBER", "ACCOUNT_NUMBER")
PLACE_LABELS = ("STREET_ADDRESS", "CITY", "COUNTY", "FACILITY")
AGE = ("AGE_OVER_89",)

_FLOWSHEET = (
    "0700 Care taken over from night RN.\n"
    "0800 Vent AC 24/400/PEEP 12/FiO2 0.5.\n"
    "0915 Levophed 0.06 mcg/kg/min, MAP 66.\n"
    "1030 Sputum sent.\n"
)


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("Name: CHAN Mei-ling   Sex/Age: F / 93   HN: HN05521904", "HN05521904", ID_LABELS),
        ("Name: CHAN Mei-ling   Sex/Age: F / 93   HN: HN05521904", "93", AGE),
        ("Client: Dorsey Pruitt   Client # 23-1147   Phase 2", "23-1147", ID_LABELS),
        ("INMATE: HOLLOWAY, DESHAUN T   AIS# 301442   HOUSING: DORM B", "301442", ID_LABELS),
        ("INMATE: HOLLOWAY, DESHAUN T   AIS# 301442   HOUSING: DORM B", "HOLLOWAY, DESHAUN T", NAME_LABELS),
        ("VOSKANIAN, ARAM   EDIPI 1293380417   DOB 05/11/1931", "1293380417", ID_LABELS),
        ("Father: OPIO Denis (NIN CM91022100PLXA), farmer", "CM91022100PLXA", ID_LABELS),
        ("Hosp No: LTK-0229417   FNPF No: 4410 2291", "4410 2291", ID_LABELS),
        ("PhilHealth PIN (member - father): 02-113048227-9", "02-113048227-9", ID_LABELS),
        ("Registry ID: HTR-0412-0093   Site visit 2", "HTR-0412-0093", ID_LABELS),
        ("Susceptibility of isolate KPC-2025-207 confirmed.", "KPC-2025-207", ID_LABELS),
        ("SDV done for subjects 0311-004, 0311-007 and 0311-012 this visit.", "0311-007", ID_LABELS),
        ("SDV done for subjects 0311-004, 0311-007 and 0311-012 this visit.", "0311-012", ID_LABELS),
        ("Hotline report taken; intake # 2510-0771342", "2510-0771342", ID_LABELS),
        ("PATIENT INITIALS: L.M.R.S.   COUNTRY: CHILE", "L.M.R.S.", NAME_LABELS),
        ("Subject 0702-031   Initials T-O-B   Week 4", "T-O-B", NAME_LABELS),
        ("Name: Mst. Rokeya W/o Abdul Karim   Age: 31 yrs", "Rokeya", NAME_LABELS),
        ('Moved to nursery as "Baby of Rokeya" for observation.', "Rokeya", NAME_LABELS),
        ("Injury at work; supervisor Tremell informed by pt.", "Tremell", NAME_LABELS),
        ("Eligibility confirmed by phone, rep Shaquana, 10/02/2025.", "Shaquana", NAME_LABELS),
        ("Referred from the RHC by LHV Shagufta with BP 168/110.", "Shagufta", NAME_LABELS),
        ("MHA assessment at home: AMHP Ceridwen Pryce; two s12 doctors.", "Ceridwen Pryce", NAME_LABELS),
        ("Funeral director: Zalman Feuerstein, lic. 034-019311", "Zalman Feuerstein", NAME_LABELS),
        ("09:12 OUT (staff: Marisol T.) Visiting hours are 2-8.", "Marisol T.", NAME_LABELS),
        ("Entries transcribed 03/25/2025; 100% QC by KLW 03/26/2025.", "KLW", NAME_LABELS),
        ("Signal assessment closed. QC: rbq", "rbq", NAME_LABELS),
        ("Turned q2h, skin intact.\n-- t.okonjo RN", "t.okonjo", NAME_LABELS),
        ("10/27 9:02 AM CHW Ana: reminder, OB appt Thurs 10:15\n10/27 9:40 AM Losaline: ok thx can u call me after 5",
         "Losaline", NAME_LABELS),
        ("hi this is the pharmacy calling for doctor wrzesniewski about a refill", "wrzesniewski", NAME_LABELS),
        ("Address: Vill: Bakharpur, P.O.: Chhota Hazipur, P.S.: Sitakunda", "Bakharpur", PLACE_LABELS),
        ("Address: Vill: Bakharpur, P.O.: Chhota Hazipur, P.S.: Sitakunda", "Chhota Hazipur", PLACE_LABELS),
        ("Village: Pakwelo B   Parish: Laroo   Division: Pece-Laroo   Gulu City", "Pece-Laroo", PLACE_LABELS),
        ("Residence: Langas Estate, Eldoret (rural home: Kipkabus)", "Kipkabus", PLACE_LABELS),
        ("Site: Palmetto Lung & Sleep Research, Mobile", "Palmetto Lung & Sleep Research", PLACE_LABELS),
        ("Metformin stopped, empagliflozin added 2024-03.", "2024-03", ("DATE",)),
        ("Next visit planned the week of 14 July 2025.", "14 July 2025", ("DATE",)),
        ("Patricia WHITLEY     DOB 02/05/1930 (95)     NHS No 943 476 5919", "95", AGE),
        ("Visit with husband Cyril (91, own COPD) and daughter.", "91", AGE),
        ("Study nurse Aroha Tane phoned on 09 555 0164 at 06:40.", "09 555 0164", ("PHONE",)),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value", "labels"),
    [
        ("Carotid Doppler (06/2025): 60% ICA stenosis.", "ICA", PLACE_LABELS),
        ("Carotid Doppler (06/2025): 60% ICA stenosis.", "Carotid Doppler", NAME_LABELS),
        ("ADVICE:\n - Tab. Dolo 650 mg SOS for fever.", "Dolo", PLACE_LABELS),
        ("Discussed with MO MED Dr Wan Azlan.", "MO MED", NAME_LABELS),
        ('Daughter asked about "Just in Case" medicines.', "Just", NAME_LABELS),
        ("Compound: KRX-4410 (oral factor XIa inhibitor)", "XIa", NAME_LABELS),
        ("Enclosed is a Subpoena Duces Tecum served under R. 4:14-7", "Subpoena Duces Tecum", NAME_LABELS),
        ("21.  ICD IND 0   A. M54.16", "ICD IND", NAME_LABELS),
        ("HOME TREATMENT TEAM - CONTACT LOG (RiO)", "LOG", NAME_LABELS),
        ("Site: Left Deltoid, no reaction at 15 min.", "Left Deltoid", PLACE_LABELS),
        (_FLOWSHEET, "0800 Vent AC 24", PLACE_LABELS),
        (_FLOWSHEET, "0915 Levophed", PLACE_LABELS),
        ("Tc-99m PYP scan: Perugini grade 3.", "99", AGE),
        ("Sedation: Propofol 40 mcg/kg/min, titrate to RASS -2.", "Propofol", NAME_LABELS),
        ("r/o Ludwig angina; ENT aware.", "Ludwig", NAME_LABELS),
        ("HR on her Apple Watch 104 at rest.", "Apple Watch", NAME_LABELS),
        ("Dr Hollis, GP Partner (GMC 7041133)", "GMC", NAME_LABELS),
        ("Infant: newborn MRN 41-007-9915 (linked to mother MRN 41-007-3382).", "MRN", NAME_LABELS),
        ("Steinmann pin 2.5 mm placed in the tibia.", "2.5", ID_LABELS),
        ("Steinmann pin 2.5 mm placed in the tibia.", "Steinmann", NAME_LABELS),
        ("Downloaded the app 3.2 update yesterday.", "3.2", ID_LABELS),
        ("Location: Left Lower Quadrant, no guarding.", "Left Lower Quadrant", PLACE_LABELS),
    ],
)
def test_ignores(detect, text: str, not_value: str, labels: tuple[str, ...]) -> None:
    assert not_value not in values(text, detect(text), labels), found(text, detect(text))


def test_address_with_a_zero_led_number_outside_a_time_log_stays(detect) -> None:
    # the flowsheet rule needs a log of times: a lone zero-led house number is still a street
    text = "Address:\n035 King Trail, Lake Amy"
    assert "035 King Trail" in values(text, detect(text), PLACE_LABELS), found(text, detect(text))
