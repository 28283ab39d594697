"""Probe round 39 (session 40): letters as health services send them (letterheads, address blocks, references,
sign-offs) and records as systems export them (HL7 v2, FHIR JSON, CSV and fixed-width extracts, audit logs, X12);
and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import RECORD_ID_LABELS as _ID_LABELS
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "name", "firm"), [
    ("Ms Yasmin Patel\nHartley Morris Solicitors LLP\nBank House, 11 Park Row\nLeeds LS1 5HD", "Yasmin Patel",
     "Hartley Morris Solicitors LLP"),
    ("Mr Graham Tucker\nPrimrose Cottage, 4 Church Lane\nTopsham", "Graham Tucker", "Primrose Cottage"),
])
def test_a_name_in_an_address_block_stops_at_its_line(text: str, name: str, firm: str) -> None:
    got = _labels(text)
    assert got.get(name) in PERSON
    assert not any(firm.split()[0] in k and v in PERSON for k, v in got.items())


def test_a_name_wrapped_after_a_label_still_joins() -> None:
    assert _labels("Attending: Dr Anna\nKowalczyk-Brennan\nService: Medicine").get("Anna\nKowalczyk-Brennan") in PERSON


@pytest.mark.parametrize(("text", "value", "label"), [
    ('{\n "resourceType": "Encounter",\n "id": "55120984",\n "status": "finished"\n}', "55120984", "OTHER_ID"),
    ('{"resourceType":"Observation","subject":{"reference":"Patient/3300129847"}}', "3300129847", "OTHER_ID"),
    ('{"subject": {"identifier":{"value":"9698 658 215"},"display":"GILL, Harpreet"}}', "9698 658 215", "MRN"),
])
def test_fhir_ids_of_people_and_stays(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_an_observation_s_own_id_is_no_identifier() -> None:
    got = _labels('{"resourceType":"Observation","id":"obs-1234567","status":"final"}')
    assert "obs-1234567" not in got


@pytest.mark.parametrize(("text", "date"), [
    ('"period": {"start":"2024-07-19T22:41:00-07:00"}', "2024-07-19T22:41:00-07:00"),
    ('"time":"2024-02-29T08:20:00.123+10:00",', "2024-02-29T08:20:00.123+10:00"),
    ("TQ|^^20^20240618093000^20240618095000|ok", "20240618093000"),
    ("MSH|^~\\&|SOFTLAB|SUNNYBROOK HSC|OLIS|OLIS|20231127093301-0500||ORU^R01", "20231127093301-0500"),
])
def test_system_timestamps(text: str, date: str) -> None:
    assert _labels(text).get(date) == "DATE"


@pytest.mark.parametrize(("text", "user"), [
    ("Appointment Book 14/03/2024 AM - run by JPATEL 08:02\nStart,Clinician", "JPATEL"),
    ("EVN|A01|20240311140217|||twheeler4\nPID|1||58122047^^^UCSF^MR||NAKAMURA^KENJI", "twheeler4"),
])
def test_a_system_user_id(text: str, user: str) -> None:
    assert user in _labels(text)


def test_a_person_in_an_unlisted_hl7_field_and_a_coded_element() -> None:
    got = _labels("MSH|^~\\&|CADENCE|UCSF|HL7ENG|ORTHO|20240605161203||SIU^S12|CAD9822|P|2.5\n"
                  "SCH|5529013^CAD||||FOLLOWUP^Post-op|||20|MIN||||||lgarcia7^GARCIA^LUCIA|||Booked\n"
                  "OBX|1|CE|12345^ASPIRIN^RXNORM||Y")
    assert got.get("GARCIA") in PERSON
    assert got.get("LUCIA") in PERSON
    assert "ASPIRIN" not in got


def test_an_x12_member_id_with_its_qualifier_one_element_off() -> None:
    got = _labels("ISA*00*          *00*          *ZZ*CIGNA          *ZZ*RBPEDS         *240508*0915*^*00501~\n"
                  "NM1*IL*1*FONTENOT*GABRIEL*P****MI*W203847751~")
    assert got.get("W203847751") in _ID_LABELS | {"HEALTH_PLAN_ID"}


@pytest.mark.parametrize(("text", "value", "label"), [
    ('Resident,Room,Medicare-IRN,DOB,Age\n"HARCOURT, Beryl",12,2297 44810 3-2,30/01/1933,91', "2297 44810 3-2",
     "HEALTH_PLAN_ID"),
])
def test_register_and_call_centre_columns(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "age"), [
    ("1/2     PEMBERTON, Olive      R0046612   93   Dr Iyer    24/11   awaiting", "93"),
    ("3   JKD0914  ARMSTRONG, Ivy       90  R hemiarthroplasty (#NOF add-on) 3", "90"),
])
def test_an_age_column_after_a_listed_name(text: str, age: str) -> None:
    assert _labels(text).get(age) == "AGE_OVER_89"


def test_a_bill_s_service_date_and_revenue_code_are_no_phone() -> None:
    text = ("SVC DT  REV  CPT    DESCRIPTION                     QTY       AMOUNT\n"
            "011424  0450 99285  ED VISIT LVL 5                    1     2,841.00")
    assert "PHONE" not in _labels(text).values()


@pytest.mark.parametrize(("text", "value"), [
    ("My fee note (INV 30417) is attached.", "30417"),
    ("OCSWSSW Reg. # 824119", "824119"),
    ("State of Washington v. Travis Delgado | Cause No. 24-1-01872-6 SEA | DOB", "24-1-01872-6 SEA"),
])
def test_letter_reference_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) in _ID_LABELS


@pytest.mark.parametrize(("text", "name"), [
    ("karakia were said by Matua Henare that morning.", "Henare"),
    ("Please contact our Kaitiaki, Hemi Tāwhai, on 027 448 3320 for support.", "Hemi Tāwhai"),
    ("Dictated: AK / Typed: MT 03/07/24", "AK"),
])
def test_maori_roles_and_a_dictating_doctor_s_initials(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("reviewed by Mr Tariq Aziz, Divisional Head of Nursing.", "Divisional"),
    ("Re: Request for Redetermination (CMS-20027)", "Redetermination"),
    ("Mr Aled Jenkins FRCS (Tr & Orth)", "Orth"),
    ('"valueQuantity":{"value":168,"unit":"mm[Hg]"}', "Hg"),
    ("Rene Thibodaux, MD | Board Certified PM&R", "Board Certified"),
])
def test_letter_and_export_words_are_no_names(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


def test_a_maori_greeting_is_no_town() -> None:
    assert _labels("4 Rata Street, New Lynn, Auckland 0600\n\nTēnā koe,\n\nRe: Aroha").get("Tēnā") != "CITY"


@pytest.mark.parametrize(("text", "place"), [
    ("will tell sister Jean Lacey (Telford). Husband Arthur d. 1998.", "Telford"),
    ("Hx: 24M from Carraroe, Connemara. Irish-speaking.", "Carraroe"),
])
def test_a_relative_s_town_and_a_home_town_after_age_and_sex(text: str, place: str) -> None:
    assert _labels(text).get(place) == "CITY"


def test_a_nickname_in_brackets_is_no_town() -> None:
    assert _labels("brother Robert (Bob) came").get("Bob") in PERSON


@pytest.mark.parametrize("text", [
    "OBX|1|CWE|1234^Loc^L||ICU^ICU^MAIN\nPt moved to ICU today",
    "OBX|2|CWE|2345-7^GLU^LN||GLU^GLUCOSE^LAB\nGlucose checked",
    "RXO|12345^WARFARIN^RXN|5|mg\nwarfarin held",
    "Date,Agent,Dose\n01/02/2024,Vancomycin,1g\ncontinue vancomycin",
    "Agent | Reaction\nPenicillin | rash\nCodeine | nausea",
])
def test_coded_elements_and_drug_columns_are_no_people(text: str) -> None:
    assert not PERSON.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "value"), [
    ("Date,PC,Plan\n01/02/2024,SOB x3d,CXR", "SOB x3d"),
    ("Total charges 200012150000 ok", "200012150000"),
    ("inv 2019 normal; repeat 2019 values", "2019"),
    ("SMITH, John   R123456   98   %", "98"),
    ("BP, Pulse    96   ok", "96"),
])
def test_complaints_charges_investigations_and_observations_are_no_identifiers(text: str, value: str) -> None:
    assert value not in _labels(text)


def test_a_time_range_is_no_zone() -> None:
    assert _labels("2019-01-01 10:00-12:00 clinic").get("2019-01-01") == "DATE"


def test_a_cued_phone_in_two_groups_is_still_a_phone() -> None:
    assert _labels("Ph: 555123  4567").get("555123  4567") == "PHONE"


@pytest.mark.parametrize(("text", "name"), [
    ("Mrs Jean\nPayne, Ivy Cottage, Lower Rd", "Jean\nPayne"),
    ("Patient: Mr Tom\nRiley - Oak Farm", "Tom\nRiley"),
])
def test_a_wrapped_name_before_a_comma_or_a_dash_still_joins(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize("text", ["Dictated: Cons / Typed: JB\nCons review", "Dictated: CC\nCC: chest pain"])
def test_a_grade_or_a_heading_after_dictated_is_no_initials(text: str) -> None:
    got = _labels(text)
    assert got.get("Cons") not in PERSON
    assert got.get("CC") not in PERSON


@pytest.mark.parametrize(("text", "date"), [
    ("Next: randomization visit window 03/03-03/14/2025.", "03/03"),
    ("Next: randomization visit window 03/03-03/14/2025.", "03/14/2025"),
])
def test_a_us_date_range_with_a_full_year(text: str, date: str) -> None:
    assert _labels(text).get(date) == "DATE"


@pytest.mark.parametrize("text", ["Pulse: 4/5-5/5/12", "Tanner 2/3-3/4/12"])
def test_a_range_of_scores_with_a_two_digit_tail_is_no_date(text: str) -> None:
    assert "DATE" not in _labels(text).values()
