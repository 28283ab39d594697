"""Probe round 29 (session 32): text typed fast in lower case (portal messages, SMS and chat triage logs, phone
message pads, home-care and community nursing logs, pharmacy phone queries, dictation) and names of every origin.
Names after a role, a relation or a word of talking to someone, chat speakers, streets with their house number and
type, the town after them, postcodes, places of care and e-mail addresses written out, all in lower case; an
Australian Medicare number with its reference number and New York Medicaid's client id; with the look-alikes these
rules must leave alone (a dose count before "the wrong way", a ward before "dr", a clinic by what it treats, an
operation, a verb a name list holds, a note in mixed case)."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.base import Doc, typed_lower
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_with_label as _with_label

LOG = "phone log\nnotes typed by the team\n"  # lower-case lines before the line under test: a note typed in lower case


# --- which notes count as typed in lower case -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("SMS triage - brookfield surgery\n09:06 OUT: hi gary, any fever?\n09:25 IN: no. cant do today\nbooked 08:40", True),
    ("pt seen w wife maria. lives 14 oak st. plan: abx", True),
    ("Patient seen with his wife. Plan: antibiotics.\nReview in clinic. Discharged home.", False),
    ("MRN 123", False),
])
def test_a_note_typed_in_lower_case_is_told_from_one_in_mixed_case(text: str, expected: bool) -> None:
    assert typed_lower(Doc(text)) is expected


# --- names ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "name"), [
    (LOG + "10/22 1405 - rph alan chu spoke w/ pt ramona de la cruz dob 2/28/1949", "alan chu"),
    (LOG + "10/22 1405 - rph alan chu spoke w/ pt ramona de la cruz dob 2/28/1949", "ramona de la cruz"),
    (LOG + "9/16 aide tiffani 9-1: bath, light housekeeping", "tiffani"),
    (LOG + "rang anticoag clinic and spoke to jill - confirmed 4mg", "jill"),
    (LOG + "called coordinator lorraine at office ext 31", "lorraine"),
    (LOG + "1810 update from aline: ryan seen, safe", "aline"),
    (LOG + "adjuster marcy blum ph 617 555 0129", "marcy blum"),
])
def test_a_lower_case_name_after_a_role_relation_or_call_is_a_name(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("secure chat fri 6/7\nmike dunleavy 14:02: hey u free? bed 22\npriya raman 14:03: ugh. ecg?", "mike dunleavy"),
    ("text triage log\n11:14 pt: hi is there a wait\n11:15 staff (brianna): hi! apply firm pressure", "brianna"),
    ("msg via app\nreply fri 4/10 - leanne (practice nurse): hi chloe, yes we can", "leanne"),
])
def test_a_lower_case_chat_speaker_is_a_name(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    LOG + "09:32 IN: thx\ncoded: ?acute exac asthma. triaged by ANP",  # a verb a name list holds
    LOG + "pls chase bloods w chase team tmrw. pt ambulated with walker",
    LOG + "pt from ed coming up after ct. called pharmacy back.",
    "Patient spoke to jill about the plan. Reviewed with team. Discharged home.",  # mixed case: left alone
])
def test_lower_case_words_after_cues_that_are_no_names(text: str) -> None:
    names = _with_label(text, PERSON)
    assert not ({"coded", "chase", "ed", "pharmacy", "walker"} & set(names))
    if text.startswith("Patient"):
        assert "jill" not in names


# --- addresses ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "street"), [
    (LOG + "delivery to 23 tynedale gdns hexham ne46 3lq wed 15th pm", "23 tynedale gdns"),
    (LOG + "lives 1190 pendrell st #604 per wallet", "1190 pendrell st #604"),
    (LOG + "9 mill lane kirkby lonsdale la6 2aq   keysafe by back door", "9 mill lane"),
    (LOG + "bleeding slowed. leaving now from 4120 parker rd be there in 10", "4120 parker rd"),
    (LOG + "lives unit 5/22 bent st ascot vale", "unit 5/22 bent st"),
])
def test_a_lower_case_street_with_its_number_and_type_is_an_address(text: str, street: str) -> None:
    assert street in _with_label(text, {"STREET_ADDRESS"})


def test_the_town_and_postcode_after_a_lower_case_street_are_tagged() -> None:
    text = LOG + "delivery to 23 tynedale gdns hexham ne46 3lq wed 15th pm"
    assert "hexham" in _with_label(text, {"CITY"})
    assert "ne46 3lq" in _with_label(text, {"POSTCODE"})
    text = LOG + "home visit at 19 shore dr bedford b4a 2e1 confirmed"
    assert "bedford" in _with_label(text, {"CITY"})
    assert "bedford" not in _with_label(text, PERSON)  # not "dr bedford"


@pytest.mark.parametrize("text", [
    LOG + "took 2 tabs the wrong way round",
    LOG + "pt on 4 west dr patel to review",
    LOG + "bp 142/88 at 3 pm see dr lane",
])
def test_counts_and_wards_before_a_street_type_are_no_streets(text: str) -> None:
    assert _with_label(text, {"STREET_ADDRESS"}) == set()


def test_an_address_clause_stops_at_the_next_timed_entry_of_a_log() -> None:
    text = (LOG + "addr: flat 2, 302 montreal rd\n1605 called megan back on 613-555-0175, explained plan\n"
            "1810 update from aline: ryan seen")
    assert all("called" not in v and "explained" not in v for v in _with_label(text, {"STREET_ADDRESS"}))
    assert "megan" in _with_label(text, PERSON)


# --- places of care -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "facility"), [
    (LOG + "pharm phone query - mesa verde pharmacy tucson", "mesa verde pharmacy"),
    (LOG + "informed gp at severn vale surgery re abx?", "severn vale surgery"),
    (LOG + "AFTER HRS MSG PAD - lakeshore pediatrics - call svc", "lakeshore pediatrics"),
    (LOG + "dictated letter draft - the limes medical centre", "limes medical centre"),
])
def test_a_lower_case_place_of_care_is_a_facility(text: str, facility: str) -> None:
    assert facility in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", [
    LOG + "had hernia surgery in may, healing well",
    LOG + "rang anticoag clinic 0191 555 0821",
    LOG + "msg via clinic app - reply pending",
    LOG + "went to the local pharmacy for more",
    LOG + "seen at the fracture clinic today",
])
def test_a_kind_of_place_or_an_operation_is_no_facility(text: str) -> None:
    assert _with_label(text, {"FACILITY"}) == set()


# --- contacts and ids -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "email"), [
    ("sharon wants updates emailed to sharon dot kimball at yahoo dot com - ok'd", "sharon dot kimball at yahoo dot com"),
    ("pt email for hep videos kyamamoto89 at gmail dot com", "kyamamoto89 at gmail dot com"),
    ("or email nadia dot elamin at shaw dot ca period recheck", "nadia dot elamin at shaw dot ca"),
])
def test_an_email_address_written_out_is_an_email(text: str, email: str) -> None:
    assert email in _with_label(text, {"EMAIL"})


def test_words_with_dot_and_at_but_no_domain_are_no_email() -> None:
    assert _with_label("seen at home. dot the i's on the form at 3 pm", {"EMAIL"}) == set()


@pytest.mark.parametrize(("text", "value"), [
    ("URN 811 204   Medicare 4127 55190 3-1   DOB 12/12/1966", "4127 55190 3-1"),
    ("Retired engineer from Odesa. Medicaid CIN KR44190B. A/P: delirium", "KR44190B"),
])
def test_medicare_with_its_reference_number_and_a_medicaid_cin_are_plan_ids(text: str, value: str) -> None:
    assert value in _with_label(text, {"HEALTH_PLAN_ID"})


# --- review of round 29: clinical shorthand these rules must leave alone --------------------------------------------

@pytest.mark.parametrize("text", [
    LOG + "pt sats 94% w ra, on 2l w nc overnight",
    LOG + "admitted with uti and aki, w bm today",
    LOG + "ambulates w cane. pt ate well. aide fed pt",
    LOG + "labs\nna: 135\nmag: 2.0\nmobility: walker",
])
def test_clinical_shorthand_after_a_cue_is_no_name(text: str) -> None:
    assert not ({"ra", "nc", "uti", "aki", "bm", "cane", "ate", "fed", "na", "mag", "walker", "mobility"}
                & set(_with_label(text, PERSON)))


@pytest.mark.parametrize("text", [
    LOG + "5000 heparin sq bid",
    LOG + "ecg shows 2 lead st depression, trop pending",
    LOG + "2 ulcers close to heel, 6 minute walk ok, 20 feet each way",
    LOG + "had 4 cycles chemo dr mills oncology",
])
def test_clinical_counts_before_a_street_type_are_no_streets(text: str) -> None:
    assert _with_label(text, {"STREET_ADDRESS", "CITY"}) == set()


@pytest.mark.parametrize("text", [
    LOG + "transfer to acute hospital or referral hospital",
    LOG + "f/u in post op clinic and discharge pharmacy",
    LOG + "hx laparoscopic surgery, seen by maxillofacial surgery",
])
def test_a_kind_of_hospital_or_service_in_lower_case_is_no_facility(text: str) -> None:
    assert _with_label(text, {"FACILITY"}) == set()


def test_a_lower_case_name_ends_before_the_full_stop() -> None:
    names = _with_label(LOG + "10/22 1405 - spoke to rph alan chu. will call back", PERSON)
    assert "alan chu" in names and "alan chu." not in names


def test_dotted_latin_abbreviations_do_not_make_a_note_typed_in_lower_case() -> None:
    text = "Plan: Tylenol 650 mg p.o. q.6h. p.r.n. pain.\nColace 100 mg p.o. b.i.d. hold for loose stools."
    assert typed_lower(Doc(text)) is False


def test_common_words_before_a_code_are_no_postcode_context() -> None:
    assert _with_label("Pt on close obs. b12 1st dose given, affect flat, b12 2nd dose due", {"POSTCODE"}) == set()


def test_an_address_line_with_a_house_number_does_not_end_an_address_clause() -> None:
    text = "address:\n1205 oak ave\nspringfield il 62704"
    assert all("1205" not in v or "oak ave" in v for v in _with_label(text, {"STREET_ADDRESS"}))
    assert "springfield" in " ".join(_with_label(text, {"STREET_ADDRESS", "CITY"}))
