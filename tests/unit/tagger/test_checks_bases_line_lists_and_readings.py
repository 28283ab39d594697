"""Probe round 23's leftovers (session 27): the two checkers of a chemotherapy check by initials, military bases,
an immigration removal centre, a medical-respite programme and a Montessori school, ages over 89 in an outbreak
line list, and a catalogue number on an implant label; with the look-alikes these rules must leave alone (Allred
scores and node counts in a note that writes its dates short, vital signs and airway grades shaped like a street,
a transplant unit, a theatre list's column headers, a cascade test, a veterans' programme, a prison wing, a test's
version, an office held, an operation's code word, a language after "Interpreter:")."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


@pytest.mark.parametrize(("text", "initials"), [
    ("Two-person check at chair: SF / AC 10:05. Extravasation kit checked.", {"SF", "AC"}),
    ("Double checked by KL/MB at 14:00 before hanging.", {"KL", "MB"}),
    ("Independent check: RTW / OP, bag 2 of 3.", {"RTW", "OP"}),
])
def test_both_checkers_initials_are_found(text: str, initials: set[str]) -> None:
    assert initials <= _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "Double check: LFT / CXR ok before cycle 2.",
    "Independent check: OD / BD dosing confirmed with pharmacy.",
])
def test_tests_or_dosing_codes_after_a_check_are_not_initials(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("Unit: 2nd Battalion (Fort Campbell). Deployed twice.", "Fort Campbell"),
    ("OEF 2008-09 (Kunar province, COP Michigan near the river)", "COP Michigan"),
    ("Not deployable for upcoming rotation to Camp Buehring until cleared.", "Camp Buehring"),
    ("stationed at Joint Base Lewis-McChord, then FOB Salerno", "Joint Base Lewis-McChord"),
    ("stationed at Joint Base Lewis-McChord, then FOB Salerno", "FOB Salerno"),
    ("flew from Ramstein Air Base for treatment", "Ramstein Air Base"),
    ("basic training at Lackland AFB in 2009", "Lackland AFB"),
    ("Centre: Harmondsworth IRC   Healthcare provider: on site", "Harmondsworth IRC"),
    ("Stout Street Recuperative Care (program for the homeless)", "Stout Street Recuperative Care"),
    ("Sibling (6) at Wildflower Montessori - 2 MMR, no exclusion.", "Wildflower Montessori"),
])
def test_bases_removal_centres_respite_programmes_and_schools_are_facilities(text: str, value: str) -> None:
    assert value in _with_label(text, {"FACILITY"})


def test_a_fort_that_is_a_town_stays_a_town() -> None:
    assert "Fort Worth" not in _with_label("moved to Fort Worth last year", {"FACILITY"})
    assert "Fort Worth" in _values("moved to Fort Worth last year")


@pytest.mark.parametrize(("text", "ages"), [
    ("Marchetti, Aurelio     91  M  06/15 20:00    Y Y Y", {"91"}),
    ("NAME                 AGE  RM    ONSET  SX\n"
     "OGUNBIYI, FLORENCE   93  112A  01/09  F/C/SOB\n"
     "BRANDVOLD, HERMAN    90  114B  01/10  C/MYALGIA", {"93", "90"}),
])
def test_an_age_over_89_in_a_line_list_is_found(text: str, ages: set[str]) -> None:
    assert ages <= _with_label(text, {"AGE_OVER_89"})


def test_a_number_in_a_line_list_without_an_age_column_is_no_age() -> None:
    text = "NAME                 RM    ONSET\nOGUNBIYI, FLORENCE   93  112A  01/09  F/C/SOB"
    assert not _with_label(text, {"AGE_OVER_89"})


def test_a_catalogue_number_before_the_serial_is_no_identifier() -> None:
    found = _values("Oxford Partial Knee REF 42-5122-070-10   SN 2511-03341")
    assert "42-5122-070-10" not in found
    assert "2511-03341" in found


@pytest.mark.parametrize(("text", "not_date"), [
    ("Seen 03/06/2025. pT2 (24 mm) pN1a (2/14) M0, ER 8/8, PR 6/8, HER2 negative. Next 03/20/2025.", "6/8"),
    ("SLNB 03/03/2025 (Mr Trewin): 1/2 nodes positive (0.8 mm deposit). Review 03/17/2025.", "1/2"),
])
def test_scores_and_node_counts_in_a_note_with_short_dates_are_no_dates(text: str, not_date: str) -> None:
    assert not_date not in _with_label(text, {"DATE"})


@pytest.mark.parametrize(("text", "not_found"), [
    ("vasopressin 0.03 units/min off at 1400. MAP 65-72, HR 88-104 ST. Lactate 3.1", "65-72"),
    ("Glidescope LoPro 3, Grade 1 view, ETT 7.5 cuffed @ 22 cm", "3, Grade 1 view"),
    ("to Henry Ford Hospital, Transplant Unit 7 West. Last HD Sat", "Unit 7"),
    ("#  Hosp No   Patient            Age/Sex  Ward       Procedure", "Sex  Ward"),
    ("Pancreas surveillance. Cascade testing offered to her sister.", "Cascade"),
    ("Caregiver support referral for father (VA Caregiver Support Program).", "VA"),
    ("DOB 02/11/1986   Cell: C Wing 3-14   Release date: Tue", "Wing"),
    ("IGRA (QuantiFERON-TB Gold Plus) positive, CXR clear", "Gold Plus"),
    ("LANTUS 10 U QHS (KOP NOT APPROVED, NURSE LINE), DIABETIC DIET", "LINE"),
    ("Dean of Students office notified; student to return Monday.", "Dean"),
    ("Op COURAGE: The Veterans Mental Health and Wellbeing Service", "COURAGE"),
])
def test_readings_units_headers_programmes_and_words_are_left_alone(text: str, not_found: str) -> None:
    assert not any(not_found in v for v in _values(text))


def test_a_language_after_interpreter_is_no_person() -> None:
    assert not _with_label("Language: S'gaw Karen and Interpreter: Sgaw Karen, by phone", PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("Dr. J Wing 4 times a week", "J Wing"),
    ("Seen by Dean Harper of cardiology today.", "Dean Harper"),
])
def test_real_names_beside_those_words_are_still_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)
