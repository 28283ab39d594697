"""Probe rounds 25 and 26 (session 29): letterheads of genetics hubs, fertility centres and biobanks, centres named
for their field, named care homes, Filipino and Hawaiian name forms, a review team's roles in capitals, steps
signed by initials or a login, pasted tables (a record number in brackets in the name column, an audit row whose
last cell is empty, a tracking board's doctors), the numbers of fitness and immigration medicals, lower-case
streets; with the look-alikes these rules must leave alone (MedDRA codes, sodium, a gene's field, a country, a
rejection grade, a stool chart, a conjunction in a form in capitals, a generic care home, slots without a person)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label

ID_LABELS = frozenset({"MRN", "OTHER_ID", "SUBJECT_ID", "NHS_NUMBER", "HEALTH_PLAN_ID", "LICENSE_NUMBER"})


# --- facilities -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "facility"), [
    ("HEWITT FERTILITY CENTRE, LIVERPOOL WOMEN'S HOSPITAL - FROZEN EMBRYO TRANSFER RECORD\nPatient: Ms Carys "
     "Ledwidge was seen today and the transfer went well.", "HEWITT FERTILITY CENTRE"),
    ("NORTH WEST GENOMIC LABORATORY HUB - MOLECULAR GENETICS REPORT\nManchester\nPatient: Orla Nakashima was "
     "tested for the familial variant.", "NORTH WEST GENOMIC LABORATORY HUB"),
    ("NORTHERN IRELAND REGIONAL GENETICS SERVICE\nBelfast City Hospital, Lisburn Road, Belfast\nDear Dr Tohill, "
     "thank you for referring this boy.", "NORTHERN IRELAND REGIONAL GENETICS SERVICE"),
    ("Donor: UK sperm donor, code LSB-D4471 (London Sperm Bank), identity-release donor.", "London Sperm Bank"),
    ("Referred to the Leeds Centre for Women's Health for review.", "Leeds Centre for Women's Health"),
    ("Discharged 19/09/2025 to Highfield Court care home, Sedgley.", "Highfield Court care home"),
])
def test_named_centres_banks_hubs_and_care_homes_are_facilities(text: str, facility: str) -> None:
    assert facility in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", [
    "Residential care home placement discussed with the family.",
    "She moved to a Local care home last year.",
])
def test_a_care_home_without_a_name_is_no_facility(text: str) -> None:
    assert not _with_label(text, {"FACILITY"})


# --- names ----------------------------------------------------------------------------------------------------

def test_filipino_particles_join_the_surname() -> None:
    text = "Mrs Luisa delos Santos was seen with her daughter Kristine Joy delos Santos-Tan today."
    names = _with_label(text, PERSON)
    assert "Luisa delos Santos" in names
    assert "Kristine Joy delos Santos-Tan" in names


def test_a_hawaiian_surname_is_found_with_and_without_its_okina() -> None:
    text = ("4E handoff 0645 - bed 4E-17\nKAʻAIHUE, Keoni (reg. as KAAIHUE, KEONI)  68M  MRN Q0711584\n"
            "dx: cellulitis L lower leg, on IV vancomycin; wound care daily.\n")
    names = _with_label(text, PERSON)
    assert "KAʻAIHUE, Keoni" in names
    assert "KAAIHUE, KEONI" in names


def test_a_review_teams_roles_in_capitals_lead_to_their_names() -> None:
    text = ("RCA TEAM: FACILITATOR M. OYEBANJI-SCHULTZ (PATIENT SAFETY), PERIOPERATIVE DIRECTOR NOREEN CALLISTER, "
            "RISK MGR. ETHAN PRZYBYLSKI-ROY.\nDIRECTOR OF NURSING INFORMED. MANAGER AWARE.\n")
    names = _with_label(text, PERSON)
    assert {"NOREEN CALLISTER", "ETHAN PRZYBYLSKI-ROY"} <= names
    assert not any("NURSING" in n or "AWARE" in n for n in names)


@pytest.mark.parametrize(("text", "name"), [
    ("RN: TRISH HOLLOWELL    CVT (SCRUB): JERMAINE BIGELOW    REFERRING: DR. BEAUREGARD LANDRY", "JERMAINE BIGELOW"),
    ("RELEASE TO: MCCLENDON & ASHBY PLLC, ATTN: GRANT WHITFORD-OYELEYE, ESQ.", "GRANT WHITFORD-OYELEYE"),
    ("Date: 27/02/2026 (Fri)\n\nSeafarer: MACASKILL, Ruaraidh Seumas   DOB 15/03/1968   Sex M",
     "MACASKILL, Ruaraidh Seumas"),
])
def test_a_role_label_leads_to_the_name_after_it(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "marks"), [
    ("Reported 0705. Performed: RBL / TNP. Called to the transplant team.", {"RBL", "TNP"}),
    ("Afebrile 48 h.\nInvestigated: KDO (MLS) / Reviewed by the medical director.", {"KDO"}),
    ("Mohs surgeon on duty.\nHistotech: CRD   Frozen sections clear.", {"CRD"}),
    ("Son collecting. Clinic prep by LH.", {"LH"}),
    ("call rec'd 01/30/2026 2214   intake: mk\nreferral from the neuro ICU", {"mk"}),
    ("Priority P3\nLogged by: m.adeleke   Assigned: Integration Team\n[11/03 09:55 jharrowgate] Resolved.",
     {"m.adeleke", "jharrowgate"}),
    ("PRINTED 03/09/2026 16:42 BY JRAMSEUR                PAGE 1 OF 1", {"JRAMSEUR"}),
    ("UKST 2024 toolkit circulated.\nCNE / FR 03/03/2026", {"CNE", "FR"}),
])
def test_a_step_signed_by_initials_or_a_login_names_its_signer(text: str, marks: set[str]) -> None:
    assert marks <= _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "Checked: NO   Performed: CT",
    "Notes by hand were scanned. Logged by: system",
    "B. ADVERSE EVENT OR PRODUCT PROBLEM\n2. OUTCOMES: HOSPITALIZATION - INITIAL OR PROLONGED",
])
def test_a_step_with_a_word_or_an_abbreviation_after_it_names_nobody(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "word"), [
    ("4) hyponatraemia Na 126 (?thiazide). Recheck U&E + Na in 1 week.", "Na"),
    ("MOLECULAR REPORT\nGene: FBN1   Transcript: NM_000138.5", "Gene"),
    ("Tanner stage 1. Bone age 4 y 10 m (Greulich and Pyle).", "Bone"),
    ("Joel - provider referral agreed, HA to contact on 07700 900 286.", "HA"),
    ("lives alone, dtr Ildi HCPOA 216-555-0100", "HCPOA"),
    ("Product: epinephrine auto-injector 0.15 mg (EpiPen Jr), 2-pack.", "Jr"),
    ("Otoscopy is normal on both sides. Dix-Hallpike negative, Naranjo 6.", "Otoscopy"),
])
def test_look_alikes_of_names_are_left_alone(text: str, word: str) -> None:
    assert not any(word in v for v in _with_label(text, PERSON))


def test_a_name_before_a_lab_value_elsewhere_is_still_a_name() -> None:
    assert "Na Kim" in _with_label("Seen with Dr Li. Na Kim came with her mother.", PERSON)


# --- identifiers ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("NHSBT ORGAN DONATION - REFERRAL RECORD\nReferral no.: 2601-NW-08817    Received: 25/01/2026", "2601-NW-08817"),
    ("Insurance: Big Cloud Travel policy BCT-88104257.", "BCT-88104257"),
    ("UK TB certificate issued, no. UKTB-ISB-26-0092217, valid 6 months.", "UKTB-ISB-26-0092217"),
    ("Exam date: 2026-02-09   IME no.: 5519-0274-1183   UCI: 11-4479-2208", "11-4479-2208"),
    ("Exam: 02/20/2026   MedXPress conf. no. 7YQ2D4KW", "7YQ2D4KW"),
    ("Discharge Book no.: R 884213   Previous ENG1 cert: no. 0931775 (exp 28/02/2026)", "0931775"),
    ("HSE diver ID / cert: 0A77412   fit for saturation diving", "0A77412"),
    ("INTERNAL ADR #: ADR-26-0041     SUBMITTED 01/09/2026", "ADR-26-0041"),
    ("Optometrist: Tobias Edwardes MCOptom, GOC 01-38427", "01-38427"),
])
def test_numbers_of_referrals_policies_certificates_and_medicals_are_identifiers(text: str, value: str) -> None:
    assert value in _with_label(text, ID_LABELS)


@pytest.mark.parametrize("text", [
    "Febrile neutropenia (MedDRA PT 10016288), CTCAE v5.0 Grade 3.",
    "DESCRIBE REACTION(S): Hyponatraemia (PT 10021036) with confusion and fall (PT 10016173).",
])
def test_meddra_term_codes_are_no_identifiers(text: str) -> None:
    assert not _with_label(text, ID_LABELS)


def test_a_patients_number_after_pt_is_still_an_identifier_outside_meddra_coding() -> None:
    assert "10016288" in _with_label("Pt 10016288 seen in clinic today.", ID_LABELS)


# --- tables ---------------------------------------------------------------------------------------------------

_AUDIT = ("SEPSIS AUDIT - ED - Feb 2026 sample\n\n"
          "#|HOSP NO |ARRIVAL    |NEWS2>=5 |ABX GIVEN|LACTATE|COMPLIANT|COMMENT\n"
          "1|BD428813|02/02/2026 |14:05    |14:52    |2.4    |Y        |\n"
          "2|BD119027|03/02/2026 |02:40    |05:10    |4.1    |N        |missed in corridor\n")


def test_an_audit_table_with_a_comparison_in_its_header_and_an_empty_last_cell_is_read() -> None:
    assert {"BD428813", "BD119027"} <= _with_label(_AUDIT, ID_LABELS)


_LOG = ("LAB NO      |RECVD      |PATIENT (HOSP NO)                 |WARD     |RESULT\n"
        "M26.0188412 |08/03 22:14|DUNMORE, Kieran (K1190437)        |ITU      |GNR in 1/2 sets\n"
        "M26.0189004 |09/03 11:30|-- UNLABELLED --                  |ED       |rejected\n")


def test_a_name_column_with_the_record_number_in_brackets_gives_both() -> None:
    assert "K1190437" in _with_label(_LOG, ID_LABELS)
    assert "M26.0188412" in _with_label(_LOG, ID_LABELS)
    names = _with_label(_LOG, PERSON)
    assert "DUNMORE, Kieran" in names
    assert not any("UNLABELLED" in n for n in names)


def test_a_tracking_boards_doctor_column_and_empty_slots() -> None:
    text = ("BAY |PT NAME              |AGE/SX|ESI|MD         |RN\n"
            "T1  |HARGROVE, DELPHA     |93F   |2  |ADEBAYO-K  |MORIARTY\n"
            "T2  |EMPTY                |      |   |           |\n"
            "4   |(blocked - cleaning) |      |   |           |\n")
    names = _with_label(text, PERSON)
    assert {"HARGROVE, DELPHA", "ADEBAYO-K", "MORIARTY"} <= names
    assert not any("EMPTY" in n or "blocked" in n for n in names)


# --- places ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "street"), [
    ("lives w/ grandmother on n. tacoma ave off e 38th st. works nights.", "n. tacoma ave"),
    ("pt not home. found at 4410 n keystone ave apt 3c. found in field.", "4410 n keystone ave apt 3c"),
    ("Lives on N. Tacoma Ave near the school.", "N. Tacoma Ave"),
    ("Re: Fionn GILLESPIE, DOB 17/06/2019, H&C No 999 254 1857\n27 Knocklayde Park, Ballymoney BT53 6HR",
     "27 Knocklayde Park"),
])
def test_streets_typed_in_lower_case_or_under_an_ids_line(text: str, street: str) -> None:
    assert street in _with_label(text, {"STREET_ADDRESS"})


def test_a_lower_case_count_of_days_is_no_street() -> None:
    assert not _with_label("pt seen 3 days ago st. francis clinic", {"STREET_ADDRESS"})


@pytest.mark.parametrize(("text", "word"), [
    ('Father had glaucoma ("went blind in Poland"); lives in Leeds.', "Poland"),
    ("Hx: bx 12/09/2025 Banff 1A acute TCMR (i2 t2 v0, C4d neg)", "Banff"),
    ("Case def: >=2 loose stools (Bristol 6-7) since 01/03.", "Bristol"),
    ("SINBAD 2. University of Texas 1A.", "University of Texas"),
    ("Seattle / International criteria: no abnormal findings.", "Seattle"),
])
def test_countries_grades_and_charts_named_after_places_are_no_address(text: str, word: str) -> None:
    assert not any(word in v for v in _values(text) if v == word or v.startswith(word))
