"""Probe round 24's leftovers (session 28): a given name that is an ordinary word, mentioned again on its own
("Will came", "Hope is happy", "Sunny interpreting"), a short form in brackets before a surname in capitals, a
signature with a grade before the role, lower-case sign-offs and junior doctors by given name, a letter's
reference initials that spell a word, a CIOMS patient identifier, UK care charities, a hospital heading a
lower-case note and care centres in an ALL-CAPS note's letterhead; with the look-alikes these rules must leave
alone (the modal verb, the month, "grace period", a generic rehab unit in capitals)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


def _person_offsets(text: str, word: str) -> list[int]:
    """Where ``word`` starts in ``text`` each time a person span covers it."""
    from airlock.tagger.detection import detect

    spans = [s for s in detect(text) if s.label in PERSON]
    out = []
    pos = text.find(word)
    while pos >= 0:
        if any(s.start <= pos < s.end for s in spans):
            out.append(pos)
        pos = text.find(word, pos + 1)
    return out


_LETTER = ("Re: Mr William (Will) CARPENTER   DOB 22/07/1979\n\nWill came with his partner. I will review him in "
           "8 weeks. Will need bloods before then.\n")


def test_a_short_form_in_brackets_joins_the_full_name_with_its_surname_in_capitals() -> None:
    assert "William (Will) CARPENTER" in _with_label(_LETTER, PERSON)


def test_the_short_form_alone_before_a_persons_verb_is_the_person_and_the_modal_verb_is_not() -> None:
    came = _LETTER.index("Will came")
    need = _LETTER.index("Will need")
    found = _person_offsets(_LETTER, "Will")
    assert came in found
    assert need not in found
    assert _LETTER.index("will review") not in found


def test_a_word_name_from_a_ward_list_is_found_again_before_a_verb() -> None:
    text = ("Bed 2 - Hope EZEOKAFOR, 27F, DKA day 2.\nWe hope to send her home today. Mum will phone at 10:00 - "
            "Hope is happy for her to have updates.\n")
    found = _person_offsets(text, "Hope")
    assert text.index("Hope is happy") in found
    assert text.index("hope to send") not in found


def test_a_quoted_nickname_is_found_again_mid_sentence_and_after_a_full_stop() -> None:
    text = ('Caller: son, Sukhdeep "Sunny" Grewal, cell 559-555-0187\nPt speaks Punjabi; Sunny interpreting.\n'
            "Rx sent. Sunny read back the plan correctly.\n")
    found = _person_offsets(text, "Sunny")
    assert text.index("Sunny interpreting") in found
    assert text.index("Sunny read back") in found


@pytest.mark.parametrize("text", [
    "Plan: Grace OKAFOR to attend clinic.\nGrace period for the repeat prescription noted.\n",
    "Bed 6 - May BISHOP, 94. Fall.\nMay need a CT if she falls again.\n",
])
def test_the_word_at_a_sentence_start_without_a_persons_verb_is_no_name(text: str) -> None:
    second_line = text.index("\n") + 1
    word = text[second_line : text.index(" ", second_line)]
    assert second_line not in _person_offsets(text, word)


@pytest.mark.parametrize("line", [
    "Bronwen Harkness, Community Staff Nurse",
    "Bronwen Harkness, Staff Nurse",
    "Bronwen Harkness, Specialty Doctor in Addictions",
])
def test_a_signature_with_a_grade_before_the_role_is_a_clinician(line: str) -> None:
    assert "Bronwen Harkness" in _with_label(f"Plan agreed with the family.\n{line}\n", {"CLINICIAN_NAME"})


def test_a_lower_case_sign_off_by_initial_and_counsellor_credential_is_found() -> None:
    text = "discussed w/ pes attending dr sandoval, agrees\nk. etsitty, lpcc\n"
    assert "k. etsitty" in _with_label(text, PERSON)


def test_a_credential_that_is_also_an_abbreviation_makes_no_sign_off() -> None:
    assert not _with_label("plan as above\nr. fib, pt\n", PERSON)


def test_a_junior_doctor_by_given_name_after_the_grade_is_found_and_the_grade_alone_is_not() -> None:
    text = "ward round - resp\ncons dr adeyinka, reg dr kowalczyk-lee, fy1 rosie\nsho aware. fy1 to chase bloods.\n"
    found = _with_label(text, PERSON)
    assert "rosie" in found
    assert not found & {"aware", "to", "chase"}


def test_a_letter_reference_whose_initials_spell_a_word_is_found() -> None:
    found = _with_label("Typed: 24/11/2025   Ref: AN/pw\n", PERSON)
    assert {"AN", "pw"} <= found


def test_a_cioms_patient_identifier_by_initials_is_found() -> None:
    assert "J.E.L." in _with_label("1. PATIENT IDENTIFIER: J.E.L. / SUBJ 0627-0041    2. AGE\n", PERSON)


@pytest.mark.parametrize(("text", "org"), [
    ("An IMHA from POhWER has seen him twice.", "POhWER"),
    ("Aftercare: keyworker at Cranstoun (first appointment 26/11/2025).", "Cranstoun"),
    ("the Steady Steps class run by Age UK.", "Age UK"),
    ("Key safe to be fitted by Care and Repair before discharge.", "Care and Repair"),
    ("Housing: tenancy with Thirteen Group, rent arrears.", "Thirteen Group"),
    ("drove to the Co-op twice a week, no falls.", "Co-op"),
])
def test_uk_care_charities_and_providers_named_alone_are_facilities(text: str, org: str) -> None:
    assert org in _with_label(text, {"FACILITY"})


def test_a_turning_point_in_the_illness_is_no_charity() -> None:
    assert not _with_label("This admission was a Turning Point in her recovery.", {"FACILITY"})


def test_a_hospital_heading_a_lower_case_note_is_found_and_a_generic_one_is_not() -> None:
    assert "wythenshawe hosp" in _values("ward round note - resp, f6, wythenshawe hosp\ncons dr adeyinka\n")
    assert not _with_label("pt transferred, local hosp\nobs stable\n", {"FACILITY"})


def test_an_all_caps_notes_letterhead_ending_in_its_head_is_a_facility() -> None:
    text = ("BLUEGRASS RECOVERY CENTER - OPIOID TREATMENT PROGRAM - DOSING LOG\nPT SEEN TODAY. DOSE 80 MG.\n"
            "HOSPITAL COURSE: UNREMARKABLE.\n")
    assert _with_label(text, {"FACILITY"}) == {"BLUEGRASS RECOVERY CENTER"}


def test_a_named_rehab_after_to_in_capitals_is_found_and_a_generic_one_is_not() -> None:
    assert "PINE HAVEN REHAB" in _with_label("DISCHARGED 12/19/2025 TO PINE HAVEN REHAB. NO FURTHER.\n",
                                             {"FACILITY"})
    assert not _with_label("PT ADMITTED TO ACUTE REHAB. SENT TO INPATIENT REHAB.\n", {"FACILITY"})
