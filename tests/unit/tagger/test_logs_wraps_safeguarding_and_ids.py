"""Probe rounds 18 and 19 (session 22): logins in logs and exports, key=value interface-engine logs, names cut
by a hard wrap, phone numbers as gateways print them, police, immigration and court numbers, authorisation
numbers, places and facilities written in new ways, and the look-alikes these rules must leave alone
(clinical words after a cue, pronoun contractions, safeguarding and legal vocabulary, counts out of a total)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected as _found
from tests.unit.tagger.conftest import detected_values as _values


def _person_values(text: str) -> set[str]:
    return {v for lab, v in _found(text) if lab in PERSON}


# -- logins -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "login"), [
    ("ePRO DATA EXPORT  export_ts=2025-02-11T06:00:04Z  requested_by=hdrozdowska\nvendor=Clarivista", "hdrozdowska"),
    ("RAW PULL  pulled by: r.oyelaran  08/19/2024", "r.oyelaran"),
    ("CALL 1  03/03/2025 09:14  agent: tmcelhinney\nCaller: daughter", "tmcelhinney"),
    ("msg_ctl=SQ2501 callback=617-555-0124\n  called_by=mkovacs.rn read_back=Y", "mkovacs.rn"),
    ("Summary (analyst dmaalouf): repeat K 5.1", "dmaalouf"),
    ("copied into progress note by intern (pgy1 tnwosu-hale)", "tnwosu-hale"),
    ("[end of page]   Indexed to chart 11/14/2024 by scan_ops2", "scan_ops2"),
    ("Front desk: scanned 03/17/2025 by reg_mtorres5", "reg_mtorres5"),
])
def test_a_login_after_a_key_a_role_or_by_is_a_person(text: str, login: str) -> None:
    assert login in _person_values(text)


@pytest.mark.parametrize("text", [
    '{"ts":"2025-04-07T14:20:55Z","event":"address_change","by":"patient"}',
    "Next step - agent: follow-up with the caller tomorrow.",
    "Reviewed, updated by patient.",
])
def test_a_role_or_a_word_where_a_login_goes_is_no_person(text: str) -> None:
    assert not _person_values(text)


# -- key=value logs -----------------------------------------------------------------------------------------
HL7_LOG = (
    "2025-01-22 03:14:07.118 level=WARN chan=ORU_IN msg_ctl=SQ2501220314071 pid.3=000882174^^^BMC^MR\n"
    '  pid.5="HAKOBYAN^ANUSH^S" pid.7=19470302 obx.5=6.9 flag=HH\n'
    "2025-01-22 03:19:07.120 level=WARN chan=ORU_IN msg_ctl=SQ2501220314071 retry=1 page=17702 status=NO_ACK\n"
    '  pid.11="88 Dorchester Ave^Apt 3^Boston^MA^02127" nk1.2="HAKOBYAN^GOHAR" nk1.3=DTR\n'
    '  called_by=mkovacs.rn ack_by="Hovsepian, Ara (night float)"\n'
)


def test_hl7_field_positions_in_a_key_value_log() -> None:
    found = _found(HL7_LOG)
    assert ("PATIENT_NAME", "HAKOBYAN^ANUSH^S") in found
    assert ("RELATIVE_NAME", "HAKOBYAN^GOHAR") in found
    assert ("STREET_ADDRESS", "88 Dorchester Ave^Apt 3^Boston^MA^02127") in found
    assert ("PHONE", "17702") in found
    assert ("MRN", "000882174") in found
    assert ("CLINICIAN_NAME", "Hovsepian, Ara") in found  # the name without the shift in brackets


def test_a_lone_key_value_in_prose_is_not_read_as_a_log() -> None:
    # one pair on its line is prose ("page=2" in a sentence), not a log's field
    assert "2" not in _values("See the attached form, page=2 of the consent.")


def test_id_columns_outrank_a_protocol_reading() -> None:
    text = ("Ref_ID\tReceived\tPt_Name\tDOB\n"
            "RF-25-3317\t09/02/2025\tBui, Thanh Hai\t1969-04-30\n"
            "RF-25-3321\t09/03/2025\tLopez Quintero, Yadira\t1990-11-08\n")
    found = _found(text)
    assert ("OTHER_ID", "RF-25-3317") in found and ("OTHER_ID", "RF-25-3321") in found
    csv = ("subject_id,device_sn,entry_date,item,value\n"
           "0307-0021,TX9-44817203,2025-02-03,NRS_PAIN_WORST,7\n"
           "0307-0021,TX9-44817966,2025-02-08,PGIC,3\n")
    assert {"TX9-44817203", "TX9-44817966"} <= _values(csv)


# -- wraps, transcripts, short surnames ---------------------------------------------------------------------
def test_the_rest_of_a_name_cut_by_a_hard_wrap() -> None:
    assert "McFadden" in _person_values("Attending: Dr. Esperanza Villalobos-\nMcFadden (Hospital Medicine)")
    # (round 37: a capitalised word hyphenated over the line end is read whole, see the layout repair)
    assert "Ang-\nelika" in _person_values("Thanksgiving plans with her daughter Ang-\nelika in Twin Falls")
    assert "follow" not in _values("Seen by Dr Smith-\nfollow up in 2 weeks")


def test_a_name_said_as_a_turn_and_a_vietnamese_surname_after_mr() -> None:
    text = ("[00:00:04] Speaker 1: Hi, I'm Dr. Vukovic-Amoah. You must be Mrs. Asamoah-Sorensen?\n"
            "[00:00:09] Speaker 2: Ekuba, please. And this is my husband, Yaw.\n"
            "[00:00:12] Speaker 3: Good morning.\n"
            "[00:00:31] Speaker 1: Can you confirm your date of birth for me?\n"
            "[00:00:34] Speaker 2: October the second, nineteen forty-nine.\n"
            "[00:02:41] Speaker 2: I got dizzy at church on Sunday and I had to sit down.\n")
    assert "Ekuba" in _person_values(text)
    assert "Do" in _person_values("Rehab referral done.\nMr Do's preferred name is Long - he dislikes it.")
    assert not _person_values("Dr Do reviewed the films.")


# -- look-alikes of names -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("Baseline CBC normal; counselled re: agranulocytosis (fever/sore throat -> stop).", "agranulocytosis"),
    ("Diet: mech soft.\nPT: ambulates 40 ft w/ RW, min A.", "ambulates"),
    ("SON: Dad, I'll take him. I'm Khang.", "I'll"),
    ("DOCTOR: Hi Nyla! Hi Mom. How's second grade going?", "How"),
    ("LONG-ACTING METHOD PREFERRED. YOUNG MOTHER WITH LIMITED SUPPORT; SW CONSULT.", "YOUNG"),
    ("Access: R radial 6F, Barbeau B, TR band.", "Barbeau B"),
    ("LAD: 85% prox, Medina 1,1,0 at D1.", "Medina"),
    ("Sent e-consult re: GLP-1 RA supply.", "GLP"),
    ("Initials D.R.O., plaque psoriasis, PASI 22 at baseline.", "PASI"),
    ("KRAS G12D, TMB 3 mut/Mb. Progressed.", "Mb"),
    ("Completed by: R. Ekwueme, Named Nurse Safeguarding Children", "Safeguarding"),
    ("1. MARAC referral sent to Hackney MARAC, next meeting 04/07/2024.", "MARAC"),
    ("Discharge meds: Augmentin Duo Forte 875/125 BD for 7/7.", "Augmentin Duo Forte"),
    ("Complete course and T. Azithromycin.", "T. Azithromycin"),
    ("Home dialysis at Sanford Health Fargo, Tue/Thu/Sat); signed", "Tue"),
    ("We note the partner information (Partner PIS/ICF v1.0, 18/12/2024).", "ICF"),
    ("Tender LIF, no peritonism. WCC 15.2, CRP 148.", "LIF"),
    ("Seen by: Declan Long, ED StR", "StR"),
])
def test_words_that_are_no_names(text: str, word: str) -> None:
    assert word not in _person_values(text)


# -- dates --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("Recheck FT4/T3 in 4-6 wks (around 12/20).", "12/20"),
    ("F/u 6 wks (mid-October), labs prior.", "mid-October"),
    ("Aranesp started at Keswick Infusion Center 6/2071 -> Hgb up.", "6/2071"),
    ("back on Mon 3 and Fri 7 Mar", "Mon 3"),
])
def test_dates_in_new_places(text: str, value: str) -> None:
    assert ("DATE", value) in _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("HPI: Tmax 39.8, poor PO since Tue, 2 wet diapers today.", "Tue, 2"),
    ("CLASS IV-G (A), ACTIVITY 11/24, CHRONICITY 2/12.", "2/12"),
    ("Primary endpoint (pCR) is 11/21 evaluable (52%).", "11/21"),
])
def test_counts_and_indices_are_no_dates(text: str, value: str) -> None:
    assert ("DATE", value) not in _found(text)


# -- numbers ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ('{"to":"+15125550193","carrier":"filtered"}', "+15125550193"),
    ("LAKEVIEW CARDIOLOGY   TO:12485550142      P.001/002", "12485550142"),
])
def test_phone_numbers_as_gateways_and_fax_headers_print_them(text: str, value: str) -> None:
    assert ("PHONE", value) in _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Police informed: PC 4471 Tariq Bellingham, West Midlands Police, log 1184 of 14/03/24.", "4471"),
    ("Police informed: PC 4471 Tariq Bellingham, West Midlands Police, log 1184 of 14/03/24.", "1184"),
    ("HO Ref: G1184407      CID: 22-731894     Port ref", "22-731894"),
    ("ALVARENGA, Dilcia Marisol        A#: 219-447-306", "219-447-306"),
    ("Snaresbrook Crown Court    Indictment No: T20247731", "T20247731"),
    ("healthy volunteer, volunteer no. V-20381", "V-20381"),
    ("AUTHORIZATION: RDA 7731-0215 valid 01/15/2026", "7731-0215"),
])
def test_police_immigration_court_and_authorisation_numbers(text: str, value: str) -> None:
    assert value in _values(text)


def test_a_dose_after_a_rank_is_no_collar_number() -> None:
    assert ("OTHER_ID", "1234") not in _found("PC 1234 mg dose")


# -- places and facilities ----------------------------------------------------------------------------------
def test_places_and_facilities_written_in_new_ways() -> None:
    assert ("CITY", "Ōtāhuhu") in _found("Address: 14 Luke Street, Ōtāhuhu, Auckland 1062")
    assert ("FACILITY", "Center for Haitian Studies") in _found("Last PCP visit 2023 at Center for Haitian Studies.")
    assert ("FACILITY", "Children's Hospital Colorado") in _found(
        "Visit: Week 48 (V9) at Children's Hospital Colorado, Aurora, 01/27/2026")
    assert ("FACILITY", "Almac Clinical Services") in _found("shipped from depot Almac Clinical Services, Durham NC")
    assert "Stroke Prevention Clinic" not in _values("Follow-up: Stroke Prevention Clinic, RJH, 6 wks.")
    assert "suite 3B" not in _values("at 10:30 at Carney, cardiology suite 3B. If she gets more breathless")
