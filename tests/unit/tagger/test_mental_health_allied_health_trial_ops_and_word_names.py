"""Probe round 24 (session 27): mental-health and addiction notes, allied-health and community notes,
clinical-trial operations and names that are ordinary words. Names in a ward list's bed slot, action owners by
initials, the person a history opens with, a screening log with a long column description, an equipment asset,
streets in capitals, after a comma or by road number, interpreter and IRB vendors, an employer and a care agency;
with the look-alikes these rules must leave alone (statutes, eponyms, therapy and trial-system words, scores in
a list, criteria counts, artifact numbers, cities that are words in capitals, specialties before a head)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label

# every identifier label (a disease by its eponym may still be an INDICATION, which is no identifier)
_PHI = PERSON | {"CITY", "STREET_ADDRESS", "FACILITY", "DATE", "OTHER_ID"}
_WARD_LIST = ("Mum will phone at 10:00.\nBed 4 - Frank STREET, 71M. Urosepsis.\nBed 6 - May BISHOP, 94. Fall at "
              "the care home.\nBed 9 - Bill WARD, 58M. Alcohol withdrawal.")


@pytest.mark.parametrize("name", ["Frank STREET", "May BISHOP", "Bill WARD"])
def test_a_ward_lists_patient_after_the_bed_is_found_whatever_the_words(name: str) -> None:
    assert name in _with_label(_WARD_LIST, PERSON)


def test_a_ward_lists_age_over_89_is_found() -> None:
    assert "94" in _with_label(_WARD_LIST, {"AGE_OVER_89"})


def test_action_owners_by_initials_are_found_and_teams_are_not() -> None:
    text = "ACTIONS: BK to circulate CONSORT diagram by 27/01/2026; GRM to write to funder. GP to review. OT to assess."
    found = _with_label(text, PERSON)
    assert {"BK", "GRM"} <= found
    assert not found & {"GP", "OT"}


def test_the_person_a_history_opens_with_is_found() -> None:
    assert "Sunny" in _with_label("HPI: Sunny is a 44 y/o F, assistant manager at a store.", PERSON)


@pytest.mark.parametrize("text", [
    "She is a 44 y/o F with knee pain.",
    "Patient is a 50-year-old man.",
    "This is a 3 yo boy brought by his mother.",
])
def test_pronouns_and_roles_before_an_age_are_no_names(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_screening_log_with_a_long_column_description_is_read_as_a_table() -> None:
    text = ("Scr no.    | Init. | Age | Sex | Date       | Outcome   | Reason for screen failure / comment\n"
            "1712-S031  | D-A-R | 58  | M   | 02-Dec-2025 | SF        | HbA1c 11.4% (excl. 2)\n")
    found = _values(text)
    assert {"1712-S031", "D-A-R"} <= found


def test_an_equipment_asset_number_is_found() -> None:
    assert "CE-4417921" in _values("mobile hoist + medium loop sling, asset CE-4417921\nSeating assessment")


@pytest.mark.parametrize(("text", "street"), [
    ("BARTENDER AT THE BLACK ROSE ON STATE ST, WITH SUDDEN HEADACHE", "STATE ST"),
    ("GBH and criminal damage, Holloway Road, 15/11/2025. Remanded overnight.", "Holloway Road"),
    ("at 09:50 on the footbridge over the A650 near the station", "A650"),
    ("lorry driver, crashed off the M62 at junction 26", "M62"),
])
def test_streets_in_capitals_after_a_comma_or_by_road_number_are_found(text: str, street: str) -> None:
    assert street in _with_label(text, {"STREET_ADDRESS"})


def test_a_vitamin_is_no_road() -> None:
    assert not _with_label("Started on the B12 injections last month.", {"STREET_ADDRESS"})


@pytest.mark.parametrize(("text", "value"), [
    ("interpreted by telephone (Cyracom interpreter ID 318842), but", "Cyracom"),
    ("A: week of 01/12/2026 after IRB (WCG) approval.", "WCG"),
    ("dad Erik is working nights at GE Aerospace in Evendale", "GE Aerospace"),
    ("Carers: Bluebird Care (Wellingborough office), QDS calls.", "Bluebird Care"),
])
def test_interpreter_services_review_boards_employers_and_care_agencies_are_facilities(text: str, value: str) -> None:
    assert value in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "not_found"), [
    ("Prior Marchman Act 2021, no prior Baker Act.", "Baker"),
    ("Diagnosis: Graves' disease. Mild Graves' orbitopathy, CAS 2/7.", "Graves"),
    ("Bone conduction within 10 dB of AC.", "Bone"),
    ("F. Gillanders, Occupational Therapist, NHS Highland", "Occupational"),
    ("RE: IRB# 2024.118. The IRB reviewed the amendment.", "IRB"),
    ("Following the eTMF (Veeva Vault) QC for the site", "Veeva Vault"),
    ("Vietnamese-speaking, limited English proficiency", "English"),
    ("Pain: Abbey pain scale 4; paracetamol 1 g QDS given", "Abbey"),
    ("cleansed NS, Mepilex border, Unna boot re-applied", "Unna"),
    ("skin intact.\nRockwood CFS 7. ReSPECT form completed.", "Rockwood"),
    ("CT HEAD AT 0250 (< 6 H FROM ONSET): NO SAH. GIVEN THE NEGATIVE EARLY CT.", "ONSET"),
    ("CT HEAD AT 0250 (< 6 H FROM ONSET): NO SAH. GIVEN THE NEGATIVE EARLY CT.", "EARLY"),
    ("STABBED HIM 11/09 AT THEIR HOME IN CLOVIS, CA. LOST JOB", "HOME"),
    ("student, lives in halls at the university.", "halls"),
    ("NEXT COUNSELING 11/13/25 1500 with the counsellor.", "NEXT COUNSELING"),
    ("may need ltot assessment at resp clinic in 6/52", "resp clinic"),
])
def test_statutes_eponyms_system_words_and_common_words_are_left_alone(text: str, not_found: str) -> None:
    assert not any(not_found in v for v in _with_label(text, _PHI))


@pytest.mark.parametrize(("text", "not_date"), [
    ("Seen 11/18/2025. Pain 4/10 on movement, 1/10 at rest after oxycodone.", "1/10"),
    ("Seen 11/18/2025. MMT L hip abd 3/5, quads 4/5, R LL 5/5. Review 11/20.", "3/5"),
    ("Seen 11/18/2025. opioid use disorder, severe (DSM-5 criteria 9/11); review 11/25", "9/11"),
    ("Seen 11/18/2025. 6-CIT 8/28. Nocturia x3.", "8/28"),
    ("Seen 11/18/2025. 1. Artifact 05.01.02 (Form FDA 1572) is missing.", "05.01.02"),
])
def test_scores_in_a_list_criteria_counts_and_artifact_numbers_are_no_dates(text: str, not_date: str) -> None:
    assert not_date not in _with_label(text, {"DATE"})


def test_a_date_after_pain_with_another_date_between_is_still_a_date() -> None:
    assert "2/10" in _with_label("Pain 9/10 -> 2/10. Seen 2/11/2025, pain since 2/10", {"DATE"})


def test_a_town_in_capitals_after_a_cue_is_still_a_town() -> None:
    found = _values("PT LIVES IN SALEM, LIVES IN BATH AND MOVED FROM BOSTON. HOME IN TOLEDO OH 43604")
    assert {"SALEM", "BATH", "BOSTON", "TOLEDO"} <= found


@pytest.mark.parametrize(("text", "value"), [
    ("Pt was sent from SEACOAST HEALTHCARE CENTER in Somersworth with fever.", "SEACOAST HEALTHCARE CENTER"),
    ("Discharged to PINE HAVEN REHAB on Monday.", "PINE HAVEN REHAB"),
])
def test_a_care_centre_in_capitals_inside_a_mixed_case_note_is_a_facility(text: str, value: str) -> None:
    assert value in _with_label(text, {"FACILITY"})


def test_a_long_first_cell_between_pipes_is_no_table_header() -> None:
    found = _values("Consultant Paediatric Endocrinologist | Lady Cilento Children's Hospital | Provider No. 2447186W")
    assert {"Lady Cilento Children's Hospital", "2447186W"} <= found


def test_a_surname_that_is_a_language_is_still_a_name() -> None:
    assert "Kimberly English" in _with_label("Electronically signed by Kimberly English, MD NPI 2293516581", PERSON)
