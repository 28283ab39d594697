"""Probe rounds 19 and 20 (session 23): care-transition and placement notes (facilities without a hospital's head
word, rural routes and street grids), family histories and geriatric notes (ages at death over 89), pharma
support-programme and CRM records (numbers after "#" or "no.", logins derived from a name), dictated and
lower-case text (titles and chat speakers in lower case, clinics typed in lower case), and the look-alikes these
rules must leave alone (eponyms, clinical abbreviations after a cue, page counts, scores, times, patients)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_with_label as _with_label

PLACE = {"STREET_ADDRESS", "CITY", "COUNTY", "ZIP", "POSTCODE"}


# -- ages over 89 in family histories ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "age"), [
    ("GF Stanislaw Rusek, coal miner, died at 94 in Hazleton, no cancer.", "94"),
    ('Paternal grandmother Halina died at ninety-two "of old age" in Krakow', "ninety-two"),
    ("Longevity: mother lived to 96, two sisters into their 90s", "96"),
    ("her mother, Chaja, lived to 99, in Haifa after 1950.", "99"),
    ("Age 98 (she would have turned ninety-nine in November).", "ninety-nine"),
    ("PT: BRZOZOWSKI, CASIMIR J   94 YOM   MRN 81006642", "94"),
])
def test_an_age_at_death_or_reached_over_89_is_found(text: str, age: str) -> None:
    assert ("AGE_OVER_89", age) in _found(text)


@pytest.mark.parametrize("text", [
    "pt died at 0400, family at bedside",
    "sats lived to 10:30 on the monitor",
    "Turned 90 degrees to the left.",
])
def test_times_and_angles_after_the_same_verbs_are_no_age(text: str) -> None:
    assert not any(lab == "AGE_OVER_89" for lab, _ in _found(text))


# -- names in lower case -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("hey quick one re mr sunday ogunleye rm 618 bed 2 - pulled his iv again", "sunday ogunleye"),
    ("patient is a 41 year old male abdiqani cabdullahi xasan who presents with flank pain", "abdiqani cabdullahi xasan"),
    ("case discussed with urology doctor hodan warfaa who will take him for cystoscopy", "hodan warfaa"),
    ("reported to rn case mgr aurelio pinto-sousa 1140 by phone, no new orders.", "aurelio pinto-sousa"),
    ("hes a deacon so pastor femi may come too thats fine w me", "femi"),
])
def test_a_name_after_a_title_in_a_lower_case_note_is_a_person(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


def test_words_after_a_title_in_a_lower_case_note_are_no_person() -> None:
    text = "pt ambulated, mild mr noted, dr aware, mr severe, nurse aware and rn notified. 41 year old male smoker"
    assert not _with_label(text, PERSON)


def test_a_chat_speaker_in_lower_case_is_a_person() -> None:
    text = ("[11/04 21:47] tunde (nocturnist): hey quick one re bed 2\n"
            "[22:06] tunde: ok. will recheck bp\n[22:14] tunde: cam + now\n")
    assert "tunde" in _with_label(text, PERSON)


def test_a_chat_line_led_by_a_common_word_in_lower_case_is_no_speaker() -> None:
    text = "[21:47] note: call placed\n[22:06] plan: recheck bp\n[22:14] update: cam + now\n"
    assert not _with_label(text, PERSON)


# -- logins and initials -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "login"), [
    ("CRM CALL LOG   Rep: Colby Vandersloot (cvandersloot)   Territory T-41207", "cvandersloot"),
    ("Host rep: Brittany Lemieux (BLEMIEUX)\nTopic: statins", "BLEMIEUX"),
    ("completed by CRC Yesenia Kowalski-Boateng (ykb), QC by PV associate", "ykb"),
    ("exceeding >12h per policy ADM-114.\nRecorder: jlk4", "jlk4"),
    ("PharmD (MI Specialist, user hoduyab). QC: AK2.", "AK2"),
    ("d/w Dr. Pawlikowska (pulm attg) at rounds.  -- mk / KW", "KW"),
    ("D: 06/06/2025 14:02   T: 06/06/2025 15:47   JOB #: 22-90417   ks\ncc: Nneka Adeyinka-Rowe, MD", "ks"),
])
def test_a_login_derived_from_a_name_or_signed_initials_are_a_person(text: str, login: str) -> None:
    assert login in _with_label(text, PERSON)


def test_a_bracketed_word_after_a_name_that_is_not_derived_from_it_is_no_login() -> None:
    assert _with_label("Seen with Jane Smith (nurse) today.", PERSON) == {"Jane Smith"}


# -- numbers after "#" or "no." --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("BCBSTX PPO, ID ZGP884120775, PA approved #PA-25-1047762 (valid thru 4/14/26).", "PA-25-1047762"),
    ("Consult #: 662-CC-24-19874     Entered 09/05/2024", "662-CC-24-19874"),
    ("sample taken today (EDTA, lab no. MGL-25-00318); result in 2 weeks", "MGL-25-00318"),
    ("(Coriant Health Partners, educator no. NE-5527)", "NE-5527"),
    ("member H41778320-01. Auth request #HUM-2408-55173 submitted 8/16", "HUM-2408-55173"),
    ("AGENCY: LIFESTAR MOBILE HEALTH   RUN# 2024-0047719   UNIT M-12", "2024-0047719"),
])
def test_a_number_after_a_number_sign_or_no_is_an_id(text: str, value: str) -> None:
    assert ("OTHER_ID", value) in _found(text)


def test_room_lot_and_phone_numbers_after_a_number_sign_are_no_record_id() -> None:
    found = _found("Room # 4471, Lot # 12345678, Fax # 555-0123, NDC # 71840-0310-02, Page # 12345")
    assert not {v for lab, v in found if lab == "OTHER_ID"}


def test_a_phone_number_after_a_centre_is_no_site_id() -> None:
    text = "FORM (faxed to REMS Coordinating Center 1-877-555-0190)\nSection 1"
    assert ("PHONE", "1-877-555-0190") in _found(text)
    assert ("SITE_ID", "101-004") in _found("Site 101-004 enrolled")


# -- facilities -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "facility"), [
    ("O2 2L via concentrator from Gulf Coast Respiratory.", "Gulf Coast Respiratory"),
    ("PCP: Dr. Ahmadzai, Page Valley Medical (Luray).", "Page Valley Medical"),
    ("PleurX vs PRN paracentesis at Page Memorial.", "Page Memorial"),
    ("TP53 sequencing sent to Baylor Genetics, results 2-3 wks.", "Baylor Genetics"),
    ("DME pickup by CareLine Medical Supply, call Mon.", "CareLine Medical Supply"),
    ("Speaker: Sefa Kyei-Marchbanks, MD, FACC (Ocean State Cardiovascular)", "Ocean State Cardiovascular"),
    ("pulm rehab at Western Arizona Regional after exac.", "Western Arizona Regional"),
    ("on PSH waitlist with Catholic Charities.", "Catholic Charities"),
    ("Case mgr at City Gate Outreach (ph 937-555-0152).", "City Gate Outreach"),
    ("bed confirmed, Midwest Medical Transport at 1300.", "Midwest Medical Transport"),
    ("speaker program 03/20/25 at Vivace Restaurant, speaker Dr. Arrieta", "Vivace Restaurant"),
    ("GARDEN STATE KIDNEY ASSOCIATES\n1500 Oak Tree Rd, Suite 12, Edison, NJ 08820\nDear Dr Smith, thank you.",
     "GARDEN STATE KIDNEY ASSOCIATES"),
    ("primary care is at cedar riverside community clinic\ndisposition admit", "cedar riverside community clinic"),
    ("hes a deacon at\nredeemed christian church of god in stone mountain", "redeemed christian church of god"),
    ("was seen at\nhennepin healthcare on 2 february", "hennepin healthcare"),
    ("pcp dr teixeira-valle at greater new bedford chc", "greater new bedford chc"),
    ("cardiac rehab ref at st. lukes pending.", "st. lukes"),
])
def test_a_place_of_care_without_a_hospital_word_is_a_facility(text: str, facility: str) -> None:
    assert ("FACILITY", facility) in _found(text)


@pytest.mark.parametrize("text", [
    "Chronic Obstructive Pulmonary Disease, on home O2.",
    "Support Program enrolment pending.",
    "Acute Respiratory distress, on BiPAP.",
    "seen at wound clinic and at anticoag clinic, went to the clinic",
])
def test_kinds_of_service_and_diseases_are_no_facility(text: str) -> None:
    assert not _with_label(text, {"FACILITY"})


def test_a_clinic_in_lower_case_in_a_mixed_case_note_is_left_alone() -> None:
    assert not _with_label("Patient Seen Today. Follows at cedar riverside community clinic for Diabetes.", {"FACILITY"})


# -- addresses ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("Residence: RR 2 Box 418, Stilwell OK 74960 (mail: PO Box 1192)", "RR 2 Box 418"),
    ("Senior Living - Sandy (AL level 2, apt 118), 9400 S 700 E, Sandy UT 84070.", "9400 S 700 E"),
    ("pt's sister Tavita (lives Carson) is backup contact", "Carson"),
])
def test_rural_routes_street_grids_and_a_relatives_town_are_addresses(text: str, value: str) -> None:
    assert value in _with_label(text, PLACE)


@pytest.mark.parametrize("text", [
    "She sees ~12 T2D pts/wk, worried about infections",
    "His eGFR has fallen from 52 to 38 over 18 months and his UACR rose",
    "1200 Lunch 75%. BG 188.",
    "Grade 1, MedDRA PT Injection site erythema",
    "ECG: 12 lead, BP 120 S 80 W",
])
def test_patients_meals_and_readings_are_no_address(text: str) -> None:
    assert not _with_label(text, {"STREET_ADDRESS"})


# -- look-alikes ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "TEE neg (no Duke major criteria beyond bacteremia).",
    "meets NCCN criteria (ovarian ca in FDR). Li-Fraumeni and Cowden not suspected",
    "FUNCTION: KATZ ADL 4/6 (NEEDS HELP BATHING). PER DTR, SLOWLY WORSE",
    "(brother, Crohn's) as reason to avoid IL-17.",
    "Liver colon 1.1 cm hypodensity in Couinaud segment 7 too small",
    "S: intub/sedated. o/n Tmax 38.9 -> pan-cx'd 0200.",
    "PA-C asked about DKA risk in LADA - referred to MSL",
    "Wt up 6 lb per\ndaughter, SOB with exertion, no CP",
    "elder law attorney re: POA. RTC 4 mo.",
    "unit last Sunday with a letter from the Governor and cake",
    "Consultant Clinical Geneticist",
    "no collection or free gas (modified Hinchey Ia).",
    "CKD 3b and a R hallux ulcer.\nHbA1c has crept up: 8.1% (Feb)",
    "discussed with the team (Geri reg).",
    "Advised re: Clare's Law (DVDS) right-to-ask",
    "is keen to keep working as a forklift driver until the fistula heals",
])
def test_eponyms_abbreviations_and_roles_are_no_person(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("seen by Duke Ellis today", "Duke Ellis"),
    ("daughter Kelly visited", "Kelly"),
    ("per Dr Katz", "Katz"),
    ("Seen by Ia Jones today", "Ia Jones"),
])
def test_the_same_words_as_names_still_are_names(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "PAGE 01/02\nLIVERPOOL LAB",
    "Open Mon-Fri 08:00-18:30 at the desk",
    "SPPB 6/12 at baseline",
    "MoCA 14/30. Clock 2/5. CDR 1",
    "Toco ctx q4 mod. SVE 4/70/-1.",
    "Home O2 safety: pt smokes 1/2 ppd - counseled",
])
def test_page_counts_opening_hours_and_scores_are_no_date(text: str) -> None:
    assert not _with_label(text, {"DATE"})


def test_a_weekday_with_a_date_is_still_a_date() -> None:
    assert {"Fri 08 Mar", "Tues 14th"} <= _with_label("seen Fri 08 Mar and Tues 14th", {"DATE"})


def test_a_grade_after_a_city_eponym_is_no_city() -> None:
    assert not _with_label("Lap chole (Tokyo gr I) booked", PLACE)


def test_a_name_with_combining_tone_marks_is_one_span() -> None:
    text = "Pt: ṢÓDÍPỌ̀, Ìbùkún (reg. as SODIPO)   MRN 9042177"
    assert "ṢÓDÍPỌ̀, Ìbùkún" in _with_label(text, PERSON)
