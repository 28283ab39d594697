"""Probe round 83 (session 83): a new red-team kit of 48 notes written without reading the tagger (capitals triage,
hurried nursing, NHS letters, US discharge summaries, trial reports). What it found and these tests hold: a rare
surname after a title in a note in capitals ("DR FEINSTEIN AWARE"), a listed surname ending a name in capitals, a
name in single quotes after its kin word ("daughter 'Losa'"), a nickname between the names that was found on its
own elsewhere, "New York" the city before "NY" (not "York" alone, leaving "New" to name it) and the state left
alone, a town heading a practice named by its speciality ("PCP: Beaverton Pediatrics"), a popular given name
before a surname that is no word in capitals ("DRIVER JOE PELLEGRINO"), a name in capitals ended by the comma before
the next field, and a day of the month before a question ("on the 31st should she still go")."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected
from tests.unit.tagger.conftest import detected_with_label as _with_label

# --- names in capitals after a title ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("INFERIOR STEMI, CATH LAB ACTIVATED 0351. DR FEINSTEIN AWARE. ASPIRIN GIVEN.", "FEINSTEIN"),
    ("CATH LAB ACTIVATED. DR FEINSTEIN NOTIFIED.", "FEINSTEIN"),
    ("PT SEEN IN RESUS. DR. ABERNATHY AT BEDSIDE.", "ABERNATHY"),
])
def test_a_rare_surname_after_a_title_in_a_note_in_capitals(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


def test_a_listed_surname_ends_a_name_in_capitals() -> None:
    assert any("HOLLY JOY ABERNATHY" in v for v in _with_label("PCP: DR. HOLLY JOY ABERNATHY, CHOP. BP 92/58.", PERSON))


@pytest.mark.parametrize("text", ["DR PAGED AT 0300. NO RESPONSE.", "DR AWARE. PLAN TO REVIEW.", "DR BEDSIDE NOW."])
def test_a_participle_or_a_word_after_a_title_in_capitals_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_popular_given_name_before_a_surname_that_is_no_word_in_capitals() -> None:
    assert "JOE PELLEGRINO" in _with_label("EMS RUN # 24-08817, MEDIC 9 (DRIVER JOE PELLEGRINO). GCS 15.", PERSON)


@pytest.mark.parametrize("text", ["PT HAS MARK ON LEFT ARM.", "BILL PAID BY FAMILY.", "WILL RETURN TOMORROW.",
                                  "MAY CAUSE DROWSINESS.", "GRACE PERIOD OVER."])
def test_a_given_name_that_is_a_word_before_a_word_in_capitals_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_name_in_capitals_ends_at_the_comma_before_the_next_field() -> None:
    text = "PT = 34YO M, IDENTIFIED FROM LICENSE AS HECTOR ALVARADO QUIÑONES, DL ID 822 419 307, DOB 07-19-1990."
    assert "HECTOR ALVARADO QUIÑONES" in _with_label(text, PERSON)
    assert ("LICENSE_NUMBER", "822 419 307") in detected(text)


def test_surname_comma_given_in_capitals_is_still_one_name() -> None:
    assert "GARCIA-LOPEZ, MARIA ELENA" in _with_label("PT: GARCIA-LOPEZ, MARIA ELENA, DOB 1/2/1960", PERSON)


# --- names in single quotes ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("Accompanied by daughter 'Losa'.", "Losa"),
    ("accompanied by wife Mele Havili + daughter 'Losa'.", "Losa"),
    ("PT KEEPS ASKING FOR HIS GIRLFRIEND 'YESENIA' - NO CONTACT # ON FILE.", "YESENIA"),
    ("son 'Tommy' visiting this pm", "Tommy"),
    ("Accompanied by daughter ‘Losa’.", "Losa"),
])
def test_a_name_in_single_quotes_after_its_kin_word(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["Daughter 'Not' coming today", "wife 'very worried' about discharge",
                                  "husband 'not coping' at home", "pt's daughter's concerns noted"])
def test_a_quoted_word_or_an_apostrophe_after_a_kin_word_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_nickname_found_on_its_own_is_taken_into_the_whole_name() -> None:
    text = ("Household: mother, child, and mother's partner Kieran 'Kez' Doyle, 29, who works nights.\n"
            "Child seen alone with play specialist: said 'Kez squeezes when I'm naughty'.")
    names = _with_label(text, PERSON)
    assert "Kieran 'Kez' Doyle" in names
    assert "Kez" in names


# --- New York, the city and the state -----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "city"), [
    ("lives alone at 219 Mulberry St, Apt 3R, New York NY 10012 since her husband died.", "New York"),
    ("Address: 12 Elm St, NEW YORK, NY 10012", "NEW YORK"),
    ("She lives in New York.", "New York"),
    ("She lives in New York City.", "New York City"),
])
def test_new_york_the_city_whole(text: str, city: str) -> None:
    found = detected(text)
    assert ("CITY", city) in found
    assert ("CITY", city.split()[-1]) not in found or city.endswith("City")


@pytest.mark.parametrize(("text", "state"), [
    ("Address: 12 Elm St, Albany, New York 12207", "York"),
    ("Manchester, New Hampshire 03101", "Hampshire"),
])
def test_a_state_named_new_something_is_left_alone_and_not_read_as_its_last_word(text: str, state: str) -> None:
    values = {v for _, v in detected(text)}
    assert not any(state in v for v in values)
    assert "Albany" in values or "Manchester" in values


def test_york_alone_is_still_a_town() -> None:
    assert ("CITY", "York") in detected("born in York, moved to Leeds")


# --- a practice named by its speciality ---------------------------------------------------------------------------


def test_a_town_heading_a_practice_named_by_its_speciality_is_the_practice() -> None:
    found = detected("PCP: Beaverton Pediatrics (Dr. Summer Lindgren), phone 503-555-0188")
    assert ("FACILITY", "Beaverton Pediatrics") in found
    assert not any(v == "Beaverton" for _, v in found)


def test_a_titled_name_before_a_speciality_keeps_its_name() -> None:
    assert "Jane Doe" in _with_label("Dr Jane Doe Pediatrics", PERSON)


# --- a day of the month before a question ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "date"), [
    ("also her INR clinic is on the 31st should she still go", "the 31st"),
    ("is the scan on the 14th can you check", "the 14th"),
    ("the appt on the 9th will she need transport", "the 9th"),
])
def test_a_day_of_the_month_before_a_questions_auxiliary(text: str, date: str) -> None:
    assert ("DATE", date) in detected(text)


@pytest.mark.parametrize("text", ["on the 3rd floor will be closed", "on the 2nd attempt could not cannulate"])
def test_an_ordinal_before_a_counted_noun_is_still_no_date(text: str) -> None:
    assert not any(label == "DATE" for label, _ in detected(text))


# --- look-alikes of the kit ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("seen by Epilepsy RN today", "Epilepsy"),
    ("Visiting Nurse Assoc. will follow up at home", "Assoc"),
    ("1. Subject 104-0032: Week 16 PASI not entered in EDC within 5 days", "PASI"),
])
def test_a_service_an_abbreviation_or_a_trial_score_is_no_name(text: str, word: str) -> None:
    assert not any(word in v for v in _with_label(text, PERSON))


def test_a_score_s_letters_as_a_given_name_in_title_case_are_still_a_name() -> None:
    assert "Pasi Virtanen" in _with_label("Pasi Virtanen seen today", PERSON)


# --- a login in quotes after "user" ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "login"), [
    ("reports ongoing bullying via Snapchat (user 'jiwoo.p_09') and self-harm", "jiwoo.p_09"),
    ("EDC user 'jsmith3' locked out after 3 attempts", "jsmith3"),
])
def test_a_login_in_quotes_after_user(text: str, login: str) -> None:
    assert login in {v for _, v in detected(text)}


def test_a_quoted_word_after_user_in_a_note_in_sentence_case_is_no_login() -> None:
    assert not detected("The user 'happy' with the app. Plan: review in 2 weeks. BP 120/80.")


# --- a name's own field before a name in lower case -----------------------------------------------------------------


def test_a_name_in_lower_case_after_full_name() -> None:
    text = "S: 71M, POD#2 whipple, name on board 'ANDRZEJ', full name andrzej wiśniewski-hall, MRN 30091847."
    assert "andrzej wiśniewski-hall" in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["first name unknown, brought by police", "full name not given at triage",
                                  "real name withheld by caller", "legal name change pending"])
def test_a_word_after_a_name_field_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


# --- dictated titles and a name before a date ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("re mister emmanuel okonkwo-ade, date of birth fourteenth of march nineteen fifty two", "emmanuel okonkwo-ade"),
    ("I saw mister okonkwo-ade in the cardiology clinic today", "okonkwo-ade"),
    ("sent for Oncotype DX at request of Dr. Tavakoli, Feb 16.", "Tavakoli"),
])
def test_a_dictated_title_and_a_name_before_a_date(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["saw the doctor today about it", "asked the doctor if she could go home",
                                  "doctor on call aware", "told mister about it"])
def test_a_spelled_out_title_before_a_word_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


# --- surnames that are words ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("Pt: PAGE, Sterling Augustus    Hosp no. GH0557392    DOB 02/08/1942", "PAGE, Sterling Augustus"),
    ("Neighbour Dennis Lane (no. 11) has a spare key and pops in daily.", "Dennis Lane"),
])
def test_a_surname_that_is_a_common_or_a_street_word_after_its_cue(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["lives at 12 Dennis Lane, Leeds", "near Church Lane", "NOTE: PLAN, Review in clinic",
                                  "Pt: WILL, Review tomorrow"])
def test_a_street_or_a_heading_word_is_still_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["Pls send latest U&Es.", "can you repeat U&Es and Mg tomorrow please",
                                  "APL day 12 ATRA+ATO, differentiation syndrome watch."])
def test_the_second_half_of_a_glued_abbreviation_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_names_either_side_of_an_ampersand_are_still_names() -> None:
    assert {"Tom", "Jerry"} <= _with_label("seen by Tom&Jerry", PERSON)


# --- a flowsheet's entries closed by initials in brackets -------------------------------------------------------------

_FLOWSHEET = ("0000 - CI 2.1, SvO2 61. Epicardial wires tested. (LG)\n"
              "0215 - CT output 180ml last hr, bright red. (LG)\n"
              "0300 - 1 unit PRBC started, unit W0419 24 118823, 2-RN check (LG/TS)\n"
              "0700 - report given to day RN. (LG)\n")


def test_initials_in_brackets_closing_a_flowsheets_entries() -> None:
    spans = [(label, value) for label, value in detected(_FLOWSHEET) if label in PERSON]
    assert {v for _, v in spans} >= {"LG", "TS"}


@pytest.mark.parametrize("text", ["Plan as per consultant. (CT)", "BP stable (HR)\nHR 88 (BP)",
                                  "Discussed with family. (DW)"])
def test_a_bracketed_abbreviation_closing_one_line_is_no_initials(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("Cree interpreter by phone (Bertha). Hx: T2DM x 20 yrs.", "Bertha"),
    ("case manager (Ahmed) aware of plan", "Ahmed"),
])
def test_a_name_in_brackets_after_an_interpreter_or_a_case_manager(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["interpreter via video (cantonese) booked", "case mgmt (snf) following"])
def test_a_language_or_a_service_in_those_brackets_is_no_name(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["Dear Doctor,\nRe: Aoife NÍ BHRIAIN    DOB 23/09/1979",
                                  "Thanks for seeing Aoife NÍ BHRIAIN who was seen today in clinic."])
def test_a_particle_in_capitals_between_a_given_name_and_a_surname_in_capitals(text: str) -> None:
    assert "Aoife NÍ BHRIAIN" in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["Seen by RN LA today", "Called Maria DE this morning."])
def test_a_particle_in_capitals_without_a_surname_after_it_is_no_name(text: str) -> None:
    assert not any(v.endswith((" LA", " DE")) for v in _with_label(text, PERSON))
