"""Probe rounds 17 and 18 (session 21): visit and call transcripts (speaker turns, dates and numbers said
aloud, names spelled out), printouts with aligned columns, logins after staff roles, dictation reference
initials, lower-case sign-offs, month/year history dates, Canadian postal codes, record numbers after new cues,
and the look-alikes these rules must leave alone (drug brands, a turn's first word, questionnaire scores)."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.dates import spoken_numeric_date_ok
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values

GP_CALL = (
    "GP TELEPHONE CONSULTATION 14/01/2026 09:12\n"
    "GP: Dr Eleri Mwangi-Prosser\n"
    "GP: Hello, is that Mr Baptiste-Odhiambo? It's Dr Mwangi-Prosser from the surgery.\n"
    "PATIENT: Yes, Evariste speaking.\n"
    "GP: Can you confirm your date of birth and the first line of your address for me?\n"
    "PATIENT: Second of February, nineteen sixty. My wife usually does the phone.\n"
    "GP: Lovely. And a mobile for the results?\n"
    "PATIENT: Oh seven seven double oh, nine hundred, two seven three.\n"
    "GP: If you get palpitations, call 111. Will you manage?\n"
    "PATIENT: Will do. My wife Margery will bring me on Thursday.\n"
)


def test_a_turns_first_word_is_no_name_in_a_transcript() -> None:
    labels = {v: lab for lab, v in _found(GP_CALL)}
    for word in ("Hello", "Can", "Lovely", "Will", "Oh"):
        assert labels.get(word) not in PERSON, word
    assert labels.get("Evariste") in PERSON and labels.get("Margery") in PERSON


def test_a_form_with_repeated_labels_is_no_transcript() -> None:
    text = ("Name: Arsoy\nNOK: Nicolas (carer), +44 (0)7216 570609\nMedication changes:\n"
            "CHANGED: ramipril 5 mg OD\nNEW: co-codamol 30/500 2 tabs QDS\nCHANGED: metformin 1 g twice daily\n"
            "CHANGED: atorvastatin 40 mg ON\n")
    assert ("RELATIVE_NAME", "Nicolas") in _found(text)


def test_a_british_mobile_said_with_double_and_hundred() -> None:
    assert ("PHONE", "Oh seven seven double oh, nine hundred, two seven three") in _found(GP_CALL)
    assert "oh two oh, triple seven, one two three four" in _values("call oh two oh, triple seven, one two three four")


@pytest.mark.parametrize(("text", "value"), [
    ("PATIENT: Teodora Wisniewska-Orozco. Six nineteen fifty-eight.", "Six nineteen fifty-eight"),
    ("uh date of birth is eleven twenty three sixty four i need a refill", "eleven twenty three sixty four"),
    ("patient agnieszka d o b four four nineteen fifty two her holter", "four four nineteen fifty two"),
])
def test_a_date_of_birth_said_as_numbers(text: str, value: str) -> None:
    assert ("DATE", value) in _found(text)


@pytest.mark.parametrize("value", ["one two three four five", "two twenty five", "ten twenty thirty forty",
                                   "nine one eight five five five zero one zero three", "one forty over ninety"])
def test_counts_readings_and_phone_digits_are_no_spoken_date(value: str) -> None:
    assert not spoken_numeric_date_ok(value)


@pytest.mark.parametrize(("text", "value"), [
    ("So the echo on the ninth showed the valve area at point seven.", "the ninth"),
    ("She went home on the twentieth after the heart failure stay.", "the twentieth"),
    ("Appointment tomorrow, the twenty-fourth, at 10:30 at cardiology.", "the twenty-fourth"),
    ("we'd like her seen before the twentieth our fax is", "the twentieth"),
])
def test_a_day_said_alone_after_a_preposition(text: str, value: str) -> None:
    assert ("DATE", value) in _found(text)


@pytest.mark.parametrize("text", ["She is on the second floor.", "It was the first time she fainted.",
                                  "Cleared on the third attempt."])
def test_an_ordinal_before_a_noun_is_no_date(text: str) -> None:
    assert not any(lab == "DATE" for lab, _ in _found(text))


def test_a_name_spelled_out_letter_by_letter() -> None:
    found = _found("DAUGHTER: W-I-S-N-I-E-W-S-K-A, then Orozco. Primary survey A-B-C-D-E intact.")
    assert any(v == "W-I-S-N-I-E-W-S-K-A" and lab in PERSON for lab, v in found)
    assert "A-B-C-D-E" not in {v for _, v in found}


PRINTOUT = (
    "BLOOD GAS REPORT   Syringe - S 65uL\n"
    "Accession        25-316-04417\n"
    "Patient ID       40118273\n"
    "Last name        CHOI-MAKOA\n"
    "First name       DA-EUN\n"
    "Date of birth    07-Mar-1958\n"
)


def test_a_printouts_aligned_columns() -> None:
    found = _found(PRINTOUT)
    assert ("OTHER_ID", "25-316-04417") in found and ("MRN", "40118273") in found
    assert any(v == "DA-EUN" and lab in PERSON for lab, v in found)
    assert any(v == "CHOI-MAKOA" and lab in PERSON for lab, v in found)


@pytest.mark.parametrize(("text", "login"), [
    ("Enquiry no.: MI-US-2025-118342   Channel: Phone (inbound)   Agent: tkorhonen-bly\n", "tkorhonen-bly"),
    ("Entered by prescriber delegate mquiroga-est 01/15/2026 10:22.", "mquiroga-est"),
    ("Abstractor: abstr_pvillanueva (Pilar Villanueva-Rask)", "abstr_pvillanueva"),
    ("Source verification by second abstractor kjoubert-lee, 0 discrepancies.", "kjoubert-lee"),
    ("Reviewer: ljimenez-oak   QA: EO", "ljimenez-oak"),
    ("Triage: msg 3 to scheduling. Logged by ctran2.", "ctran2"),
])
def test_a_login_after_a_staff_role(text: str, login: str) -> None:
    assert ("CLINICIAN_NAME", login) in _found(text)


@pytest.mark.parametrize("text", ["Reviewer: follow-up pending.", "Agent: Mary-Kate will call.",
                                  "Reviewer: approved"])
def test_a_word_after_a_staff_role_is_no_login(text: str) -> None:
    assert not any(lab == "CLINICIAN_NAME" and "-" in v and v.islower() for lab, v in _found(text))
    assert "approved" not in _values(text) and "follow-up" not in _values(text)


@pytest.mark.parametrize(("text", "initials"), [
    ("F/u after cath, around Thanksgiving.\nIS/mjk", {"IS", "mjk"}),
    ("SIGNED BY: XAVIER ORTEGA, MD\nME/dk   D: 10/06/2024 14:05   T: 10/07/2024", {"ME", "dk"}),
    ("DICTATED: CASIMIR NDIAYE-HOLLOWAY, MD   CNH:LPT   DD 01/22/2021  DT 01/23/2021", {"CNH", "LPT"}),
])
def test_dictation_reference_initials(text: str, initials: set[str]) -> None:
    assert initials <= {v for lab, v in _found(text) if lab == "CLINICIAN_NAME"}


@pytest.mark.parametrize("text", ["BP/hr 120/80", "AM/pm dosing\nAM/pm", "ICU/hdu"])
def test_abbreviation_pairs_are_no_reference_initials(text: str) -> None:
    assert not any(lab in PERSON for lab, _ in _found(text))


def test_a_lower_case_note_names_its_doctor_and_signs_off() -> None:
    text = ("hgb 7.4 -> 7.1 @ 0300, dr wolf aware, 1 u prbc given 0400.\n-- k. thibodeaux rn\n"
            "she lives at the brookdale thanks this is wilhelmina\n")
    people = {v for lab, v in _found(text) if lab in PERSON}
    assert {"wolf", "k. thibodeaux", "wilhelmina"} <= people


def test_a_lower_case_doctor_word_needs_an_action() -> None:
    assert "office" not in _values("called dr office re refill, dr appt friday\n-- see above rn\n")


def test_a_doctor_before_a_facility_whose_first_word_is_a_given_name() -> None:
    found = _found("- Vascular referral, Dr. Szentmiklosi, Freeman Health System - ?angio given T")
    assert ("CLINICIAN_NAME", "Szentmiklosi") in found
    assert ("FACILITY", "Freeman Health System") in found


def test_a_phone_after_site_is_no_site_number() -> None:
    assert ("PHONE", "(513) 555-0167") in _found("REPORT FAXED TO SITE (513) 555-0167.")
    assert ("SITE_ID", "513") in _found("Site (513) enrolled two patients.")


@pytest.mark.parametrize(("text", "value"), [
    ("Home: Box 218, Norway House MB R0B 1B0    Ph 204-555-0186", "R0B 1B0"),
    ("Iqaluit, NU X0A 0H0", "X0A 0H0"),
    ("lives in Toronto M5V 3L9 with son", "M5V 3L9"),
])
def test_a_canadian_postal_code(text: str, value: str) -> None:
    assert ("POSTCODE", value) in _found(text)


def test_spine_levels_are_no_postal_code() -> None:
    assert not any(lab == "POSTCODE" for lab, _ in _found("MRI: L5 S1 disc bulge, T4 N0 on staging"))


@pytest.mark.parametrize(("text", "value", "label"), [
    ("UNIT NO: 3318-06-2\nNAME: FERREIRA DA SILVA, ARMINDO", "3318-06-2", "MRN"),
    ("PQC No.: PQC-0442871   Date received: 03-DEC-2025", "PQC-0442871", "OTHER_ID"),
    ("it's approved for twelve months, auth number 26-PA-0441901, effective today", "26-PA-0441901", "OTHER_ID"),
    ("Patient study ID: 07-0184   Abstraction date: 02/11/2026", "07-0184", "SUBJECT_ID"),
])
def test_record_numbers_after_new_cues(text: str, value: str, label: str) -> None:
    assert (label, value) in _found(text)


def test_month_and_two_digit_year_in_a_history_list() -> None:
    text = ("- IMI 3/88, medically managed. Cath 9/89: 3VD -> CABG. NSTEMI 6/91: SVG-OM.\n"
            "- ICD (Medtronic) 2/92, primary prevention. bx 5/64 at Langford. AKI 2/70 after contrast.")
    assert {"3/88", "9/89", "6/91", "2/92", "5/64", "2/70"} <= {v for lab, v in _found(text) if lab == "DATE"}


@pytest.mark.parametrize("text", ["Scales: PHQ-9 4/27, GAD-7 6/21. AIMS 0.", "FEV1 2/70 of predicted",
                                  "responders 3/88 pts", "SCAT6 symptom number 9/22"])
def test_scores_and_fractions_are_no_dates(text: str) -> None:
    assert not any(lab == "DATE" for lab, _ in _found(text))


@pytest.mark.parametrize(("text", "brand"), [
    ("DOCTOR: Your A1c is 9.2. Are you taking the Jardiance?", "Jardiance"),
    ("Meds: Entresto 24/26 BID, Toprol XL 25, torsemide 20.", "Entresto"),
    ("Dictated w/ Dragon, pls excuse errors.", "Dragon"),
])
def test_drug_brands_and_software_are_no_names(text: str, brand: str) -> None:
    assert not any(v == brand and lab in PERSON for lab, v in _found(text))


def test_a_person_named_like_a_left_out_brand_is_still_found() -> None:
    assert ("RELATIVE_NAME", "Allegra") in _found("Wife Allegra called about the appointment.")


@pytest.mark.parametrize("text", ["Plan: discharge if PEFR >75% at 4 h. Prednisolone 40 mg x5 days.",
                                  "ON PREDNISONE 60 MG DAILY. MYCOPHENOLATE 1 G BID STARTED PER DR. AUSTEN."])
def test_doses_and_orders_are_no_street(text: str) -> None:
    assert not any(lab == "STREET_ADDRESS" for lab, _ in _found(text))


@pytest.mark.parametrize(("text", "street"), [
    ("CALLER: Fourteen Juniper Court, off Route 30, right by the Sheetz.", "Fourteen Juniper Court"),
    ("PATIENT: Nine Elmdon Close, B-nine-one.", "Nine Elmdon Close"),
])
def test_a_house_number_said_aloud(text: str, street: str) -> None:
    assert ("STREET_ADDRESS", street) in _found(text)


def test_a_number_word_before_a_lower_case_noun_is_no_street() -> None:
    assert not any(lab == "STREET_ADDRESS" for lab, _ in _found("We had Two Main points to discuss."))
