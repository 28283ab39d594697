"""Probe round 54 (session 54): pharmacovigilance, regulatory and trial-operations text at sponsors and CROs (case
reports, E2B XML, DSMB minutes, monitoring and audit reports, kit logs); legal, public and occupational text (court
judgments, inquests, death notices, news, seafarer, aviation and driver medicals); and the look-alikes each rule must
leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.placeholders import PlaceholderMinter, redact
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
NAME_LABELS = {"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME", "INVESTIGATOR"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}


@pytest.mark.parametrize(("text", "value"), [
    # a safety report's worldwide unique case number, wherever it stands (a wrapped cue, a CSV row)
    ("fatal event at Site IN-09. Worldwide case\nnumber IN-HALVORSEN-2024-000941. The subject died", "IN-HALVORSEN-2024-000941"),
    ("US-SOLNEX-2024-018812,014-0131,014,Diabetic ketoacidosis,2024-07-19", "US-SOLNEX-2024-018812"),
    # an EDC query and a helpdesk ticket over a protocol-shaped reading
    ("140 in EDC. Query Q-88120 raised. 3. SAE not reported", "Q-88120"),
    ("Unblinded via IWRS backdoor, ticket UB-2024-0057. Treatment: ACTIVE", "UB-2024-0057"),
    # a system's letters before a code of letters and digits, digit groups, a year and a serial; a certificate
    ("MedXPress Confirmation #: MXP 2K7QF9      Applicant ID: A4410387", "MXP 2K7QF9"),
    ("Certificate serial #: PA 2213387  AME: on file", "PA 2213387"),
    ("Court Reference: COR 2022 004418\nDeceased: on file", "COR 2022 004418"),
    ("Certificate No.: ENG1-A 0964213\nSurname: on file", "ENG1-A 0964213"),
    ("15. Insurance policy number: WC 4417-20983-01\n16. Signature", "WC 4417-20983-01"),
    # a kit table whose other columns are a lot and an expiry date
    (" Kit No.    Lot           Expiry       Assigned to\n 771402     AT24-0312     31-Mar-2026  unassigned\n"
     " 771419     AT24-0312     31-Mar-2026  4410-0091\n", "771402"),
])
def test_safety_and_trial_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


E2B = """<investigationEvent classCode="INVSTG" moodCode="EVN">
  <id extension="PL-URPL-240913" root="2.16.840.1.113883.3.989.2.1.3.2"/>
  <text>Grade 4 neutropenia C3D1; febrile.</text>
</investigationEvent>
<primaryRole classCode="INVSBJ">
  <player1 classCode="PSN" determinerCode="INSTANCE">
    <name>KW</name>
    <asIdentifiedEntity classCode="IDENT">
      <id extension="HOSP-0731552" root="2.16.840.1.113883.3.989.2.1.3.10"/>
    </asIdentifiedEntity>
  </player1>
</primaryRole>
"""


def test_an_e2b_report_s_case_number_and_its_patient() -> None:
    found = _labels(E2B)
    assert found.get("PL-URPL-240913") == "OTHER_ID"
    assert found.get("KW") == "PATIENT_NAME"
    assert found.get("HOSP-0731552") == "MRN"


@pytest.mark.parametrize(("text", "value"), [
    # a safety report's partial dates
    ("2. DATE OF BIRTH: --/04/1961   2a. AGE: 63", "--/04/1961"),
    ("Death,2024-08---,UNK-AUG-2024,DEATH", "2024-08---"),
    # the days listed before a date's own day and month
    ("admitted on 14 and 15 August 2016 following a fall", "14"),
    ("Heard at: Leeds (by CVP)   On: 12, 13 & 14 March 2024", "12"),
    ("Heard at: Leeds (by CVP)   On: 12, 13 & 14 March 2024", "13"),
    ("seen on 3rd and 4th June 2023 in clinic", "3rd"),
])
def test_partial_and_listed_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


def test_a_death_notice_s_age_in_her_93rd_year() -> None:
    assert _labels("died peacefully at the hospital, in her 93rd year. Predeceased by").get("93") == "AGE_OVER_89"


@pytest.mark.parametrize(("text", "name"), [
    # Korean names in capitals and mixed case
    ("LEAD AUDITOR: PARK SO-YEON     CO-AUDITOR: J. MÜLLER", "PARK SO-YEON"),
    ("PI: PROF. LEE JUNG-HOON, MD PHD     CRC: KIM HYE-RIN", "KIM HYE-RIN"),
    ("Lead auditor: Park So-yeon; CRC: Kim Hye-rin.", "Park So-yeon"),
    # the authors of a cited case report
    ("Citation: Venkatesan R, D'Souza AM, Iyer P. \"Fatal interstitial lung disease\"", "Venkatesan R"),
    ("Citation: Venkatesan R, D'Souza AM, Iyer P. \"Fatal interstitial lung disease\"", "D'Souza AM"),
    ("Review article, Hope-Morley S et al. Record for aggregate review.", "Hope-Morley S"),
    # Gaelic surnames with their particle
    ("Ó CEALLAIGH, Bríd (née Mac Giolla Phádraig) of Ballyferriter", "Mac Giolla Phádraig"),
    ("sadly missed by her loving daughters Máire (Ní Chonchúir) and Eibhlín", "Ní Chonchúir"),
    # a Court of Protection judgment's initials for the person it is about, and their other mentions
    ("AND IN THE MATTER OF MG\nBefore: HHJ Vernon-Ashby\n1. MG is 74. She has vascular dementia.", "MG"),
    ("Re X (A Child) was heard in private.", "X"),
])
def test_names_in_audits_citations_notices_and_judgments(text: str, name: str) -> None:
    assert _labels(text).get(name) in NAME_LABELS


def test_every_mention_of_a_judgment_s_initials_is_redacted() -> None:
    text = "AND IN THE MATTER OF MG\nBefore: HHJ Vernon-Ashby\n1. MG is 74. 2. MG told her she wanted to go home."
    from airlock.tagger.detection import detect
    out = redact(text, detect(text), minter=PlaceholderMinter(hmac_key=b"k" * 32)).redacted_text
    assert "MG" not in out


def test_a_listed_day_is_not_spread_to_other_numbers_nor_blocks_the_gate() -> None:
    from airlock.tagger.detection import detect
    from airlock.tagger.gate import assert_clean

    text = "Heard on: 12, 13 & 14 March 2024. The message was sent at 13:52, 13 minutes later."
    found = [(text[s.start : s.end], s.start) for s in detect(text) if s.label == "DATE"]
    assert ("13", text.index("13")) in found
    assert all(pos in (text.index("12"), text.index("13"), text.index("14 March")) for _, pos in found)
    red = redact(text, detect(text), minter=PlaceholderMinter(hmac_key=b"k" * 32))
    assert_clean(red.redacted_text, red.entity_map)  # (raises GateError when a value survives)


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("end of the inquest on 2 October 2023 at Truro Coroner's Court. The conclusion", "Truro Coroner's Court",
     {"FACILITY"}),
    ("underwent therapeutic cooling at the Trevor Mann Baby Unit. 3. Arlo", "Trevor Mann Baby Unit", {"FACILITY"}),
    ("by crc (CRC, Deenanath Mangeshkar Research Unit, Pune)", "Deenanath Mangeshkar Research Unit", {"FACILITY"}),
    ("units arranged from Sahyadri Blood Bank via donor registry", "Sahyadri Blood Bank", {"FACILITY"}),
    ("Ex-miner (Shipley Colliery 1964-1985), pneumoconiosis", "Shipley Colliery", {"FACILITY"}),
    ("CUSTODY HEALTHCARE RECORD -- Trafford Park Custody Suite", "Trafford Park Custody Suite", {"FACILITY"}),
    ("Office: Sonoran Aviation Medicine, 6390 E Tanque Verde Rd,", "Sonoran Aviation Medicine", {"FACILITY"}),
    ("Dispensing pharmacy: Gulf Coast Specialty Rx #0417, phone", "Gulf Coast Specialty Rx #0417", {"FACILITY"}),
    # a "Site name:" field is a site, not a person
    ("Site #: 4410 Site name: Tbilisi Heart and Vascular Clinic, 29 Ljubljana St", "Tbilisi Heart and Vascular Clinic",
     {"FACILITY"}),
    # an Eircode in brackets after its town, an Australian state written out, a London borough
    ("Funeral Home, Strand Street, Dingle (V92 X2P7) on Monday evening", "V92 X2P7", PLACE_LABELS),
    ("14-16 Warrigal Road, Oakleigh East, Victoria 3166 from: 1(a)", "3166", PLACE_LABELS),
    ("Between:  LONDON BOROUGH OF HARINGEY   Applicant", "HARINGEY", PLACE_LABELS),
    ("the Royal Borough of Kensington and Chelsea placed her", "Kensington and Chelsea", PLACE_LABELS),
])
def test_facilities_and_places(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_a_form_line_of_labels_and_values_is_no_table_header() -> None:
    text = ("SECTION 1 -- SEAFARER\nSurname  NÍ BHRIAIN       Forename(s)  AISLING\n"
            "DOB  19 / 07 / 1997     Place of birth  Castletownbere, Co. Cork\n")
    for label_word in ("DOB", "Place of birth"):
        assert _untouched(text, label_word)


@pytest.mark.parametrize(("text", "value"), [
    # a part's number and its revision letter, a cue's letters before a code of its own, a subject asked about
    ("Part ID: PN 4417823B (revision B of the hinge).", "PN 4417823B"),
    ("SUBJECT: QUERY ON 10040073  CAN YOU CONFIRM THE DATES", "QUERY ON"),
    ("Deviation no.: DV-24-0781 logged by pharmacy", "Deviation no."),
    # a value before a date, not a day of its list; a day's ordinal alone
    ("Hb 9, 14 March 2024 transfused", "9,"),
    ("in his 90th year of practice", "90th"),
    # hyphenated English words after a word that is also a Korean surname; Roman numerals and tables are no authors
    ("HAN ON-SITE visit booked for the monitor.", "HAN ON-SITE"),
    ("Grade III, Stage IV. Table A, Figure B.", "Table A"),
    ("Supplements: Vitamin D, Calcium C.", "Vitamin D"),
    # a statute's matter, a generic blood bank or research unit, an unassigned kit
    ("IN THE MATTER OF THE MENTAL CAPACITY ACT 2005", "THE MENTAL"),
    ("sent to the Blood Bank and the Colliery", "Blood Bank"),
    ("the Clinical Research Unit and the Research Unit", "Research Unit"),
    (" Kit No.    Lot           Expiry       Assigned to\n 771402     AT24-0312     31-Mar-2026  unassigned\n",
     "unassigned"),
    ("Mac OS update installed; Mac Book returned.", "Mac OS"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # a review's look-alikes (`/tmp/review54`): lab codes, ranges, standards and versions after an id's cue
    ("Lab ref: VIT 25OHD3 total by LC-MS/MS", "VIT 25OHD3"),
    ("Ref: PLT 150-400 x10^9/L", "PLT 150-400"),
    ("Reprocessing certificate: AS 4187-2014 compliant.", "AS 4187-2014"),
    ("Product reference: NDC 0409-4888-02 (lidocaine 1%)", "NDC 0409-4888-02"),
    ("Build reference: EHR 2023R2 upgrade, order sets unchanged.", "EHR 2023R2"),
    ("Certificate: TYPE2-R 14683 fluid-resistant masks", "TYPE2-R 14683"),
    # standards, guidelines and codes after "query"; documents shaped like a worldwide case number
    ("Follow SOP QA-SOP-2023-0045 for endoscope reprocessing.", "QA-SOP-2023-0045"),
    ("See guideline EU-GVP-2017-0007 module IX.", "EU-GVP-2017-0007"),
    ("Batch LT-BATCH-2024-00417 released by the QP.", "LT-BATCH-2024-00417"),
    # codes with a wildcard day, a score's rubric
    ("Model 2010-04-XX infusion pump series, firmware current.", "2010-04-XX"),
    ("Score table: --/10/2000 points scale not used here.", "--/10/2000"),
    # counts, numbers and scores listed before a date; "May" the verb
    ("Grades 3 and 4 May require a dose reduction.", "3"),
    ("Cycles 1, 2 and 3 October 2023 delayed for neutropenia.", "1"),
    ("GCS 14 and 15 June 2024 on the neuro obs chart.", "14"),
    # a club's or a choir's years
    ("The brass band, in their 92nd year, played for residents.", "92"),
    # English verbs and particles after a word that is also a Korean surname; one eponym's classes
    ("Min Set-up time 30 minutes before the list starts.", "Min Set-up"),
    ("HA TOP-UP INJECTION LEFT KNEE", "HA TOP-UP"),
    ("Colorectal staging: Dukes A, Dukes B, Dukes C.", "Dukes A"),
    ("Spinal cord injury grades: Frankel A, Frankel B.", "Frankel A"),
    # generic coroner's courts, custody suites and pharmacies; codes in brackets; a count after a state
    ("Inquest to be heard at the Senior Coroner's Court.", "Senior Coroner's Court"),
    ("Seen in Police Custody Suite by the FME.", "Custody Suite"),
    ("Oncology Specialty Rx will deliver the capsules.", "Specialty Rx"),
    ("Ordered spare filter (F30 4A1C) for the ventilator.", "F30 4A1C"),
    ("Stock sent to Hobart, Tasmania 1200 doses of vaccine.", "1200"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("DOB XX/11/1947 (day not given)", "XX/11/1947", {"DATE"}),
    ("Drug stop date 2023-11-UNK", "2023-11-UNK", {"DATE"}),
    ("IN HIS 91ST YEAR, DIED IN HOSPITAL.", "91", {"AGE_OVER_89"}),
    ("CHOI MIN-JUN attended with his mother.", "CHOI MIN-JUN", NAME_LABELS),
    ("Duplicate of FR-LUMIVAX-2024-118302 per the MAH.", "FR-LUMIVAX-2024-118302", ID_LABELS),
    ("Lives in Ballyhaunis (F35 HX92) with her son.", "F35 HX92", PLACE_LABELS),
])
def test_review_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_a_standard_after_query_is_no_query_number() -> None:
    assert _labels("Please query IEC-62304 compliance with the vendor.").get("IEC-62304") not in ID_LABELS


@pytest.mark.parametrize(("text", "value"), [
    # a second review's look-alikes (`/tmp/review54b`): tests, policies, statutes and forms after the narrowed cues
    ("Confirmation: EGFR 19DEL detected by NGS; start osimertinib.", "EGFR 19DEL"),
    ("Policy no. NUR 045-02-01 covers nasogastric tube position checks.", "NUR 045-02-01"),
    ("Court ref: CPR 1998 3132 governs disclosure; see Part 31.", "CPR 1998 3132"),
    ("Certificate: ENG1-A 10000 blank forms ordered from the print room.", "ENG1-A 10000"),
    ("Please query Q104 and Q105 on the baseline questionnaire; both left blank.", "Q104"),
    # runs, courses, regulations and batches shaped like worldwide case numbers; rule paragraphs and system objects
    ("QA-TEST-2024-0012 failed on the interface engine; rerun scheduled.", "QA-TEST-2024-0012"),
    ("HR-TRAINING-2024-0031: mandatory fire safety module for all staff.", "HR-TRAINING-2024-0031"),
    ("EU-MDR-2017-0745 transition: devices must meet the Annex I requirements.", "EU-MDR-2017-0745"),
    ("DE-CHARGE-2024-00421 of the saline bags was quarantined.", "DE-CHARGE-2024-00421"),
    ("Per ARA.MED.315, the licensing authority reviews the examination reports.", "ARA.MED.315"),
    ("Reporting view RPT.MED.0042 feeds the pharmacy dashboard.", "RPT.MED.0042"),
    # part codes after a date's word; ships and nations that are "her"
    ("Stop valve part UN/10/1998 replaced by estates on the oxygen manifold.", "UN/10/1998"),
    ("The lifeboat, now in her 92nd year, is retired to the museum.", "92"),
    # English words doubled or paired after a word that is also a Korean surname; eponyms and stains as authors
    ("Staff social: Park Ten-pin night after the late handover.", "Park Ten-pin"),
    ("Activities: Cha Cha-Cha class in the day room.", "Cha Cha-Cha"),
    ("Stains requested: Giemsa G, Ziehl-Neelsen ZN, Grocott GMS.", "Giemsa G"),
    ("Risk tools: Braden BS, Waterlow WS, Norton NS. Reviewed weekly.", "Braden BS"),
    # Irish words of signs and forms, and a menu's "Mac Cheese"
    ("Tick box: Ní Bhaineann / Not Applicable", "Ní Bhaineann"),
    ("Bealach Amach Ó Dheas / South Exit", "Ó Dheas"),
    ("Lunch menu: Mac Cheese bake, peas, custard. Café open.", "Mac Cheese"),
    # an Act's or a regulator's abbreviation; a borough's field; a femoral vein; "in my opinion"
    ("IN THE MATTER OF MHA (Mental Health Act 1983)", "MHA"),
    ("Borough of Residence: not recorded", "Residence"),
    ("Vessel: FV Occluded from mid thigh; start anticoagulation.", "Occluded"),
    ("Pharmacist note: IMO 1000000 units of nystatin is excessive; use 100000.", "1000000"),
    # a generic colliery; a device's code in brackets after a word that is also a town
    ("Worked underground at an NCB Colliery for 20 years; dust exposure.", "NCB Colliery"),
    ("Assisted Bath (T40 4A6C) thermostat reset by estates.", "T40 4A6C"),
    ("Ventilator Victoria (V21 3T8R) returned for service.", "V21 3T8R"),
])
def test_second_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("CHOI MIN-JUN attended with his mother.", "CHOI MIN-JUN", NAME_LABELS),
    ("Seonaid Nic Dhòmhnaill and Ní Bhriain were both listed.", "Ní Bhriain", NAME_LABELS),
    ("Lives in Ballyhaunis (F35 HX92) with her son.", "F35 HX92", PLACE_LABELS),
    ("IN HIS 91ST YEAR, DIED IN HOSPITAL.", "91", {"AGE_OVER_89"}),
])
def test_second_review_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


def test_an_eponym_before_et_al_and_a_lower_case_word_is_no_author() -> None:
    assert _labels("Grown: Lancefield G et al. on blood agar.").get("Lancefield G") is None
