"""Probe round 38 (session 40): mental health, addiction and forensic narratives (the places, employers, courts and
people a life is told by), and family records (births, pedigrees, deaths); and the look-alikes each rule must leave
alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import RECORD_ID_LABELS as _ID_LABELS
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "name"), [
    ('Says his old running buddy "Peanut" OD\'d last wk', "Peanut"),
    ('He is still attending the gym, coach "Macca". No contact', "Macca"),
    ('His mate "Gaz". Contact Jarrod on 0412 558 931.', "Gaz"),
    ('with co-accused "Mitch" Langley. Opinion', "Langley"),
])
def test_a_street_name_in_quotes_after_the_person_it_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize("text", [
    'He said his buddy "The" was there',
    'Sponsor "Pfizer" notified',
    'Uses synthetic cannabinoids including "Spice" daily',
    'Used incl. "Crystal" Meth at weekends',
    'Buys from a dealer "Roche" Tablets',
    'Triggers including "Stress" Incontinence',
    'Ex "Smoker" since 2019',
])
def test_a_drug_s_or_a_trigger_s_street_name_is_no_person(text: str) -> None:
    assert not PERSON.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "name"), [
    ("MGM Saraswathi arrived from Jaffna last week.", "Saraswathi"),
    ("Present: Tayla, mum Rangi Henare, whaea Mere, school counsellor", "Mere"),
    ("Veteran: SSG (Ret.) Miguel Ángel Torres   SSN 331-48-1234", "Miguel Ángel Torres"),
    ("Aoibhe (4) has been asking questions", "Aoibhe"),
    ("Siblings: Ruby 6 (Logan Reserve State School), Eli 3.", "Ruby"),
    ("Named nurse: Priya Mistry RMN. Consultant", "Priya Mistry"),
])
def test_kin_ranks_ages_and_registrations_name_a_person(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("Veteran: SSG (Ret.) Miguel Torres", "Ret"),
    ("Grade (2) lesion on the left", "Grade"),
    ("Probation Liaison – Mental Health Treatment Requirement", "Probation"),
    ("Discussed with on-call consultant Dr Fenwick.", "on-call"),
    ("paracetamol OD ~18:00, NAC started.", "NAC"),
    ("ADOS-2 Module 3 administered by Dr K. Oduya", "Module"),
    ("Carraroe Health Centre (091 595 123). MSE: intoxicated earlier", "MSE"),
    ("Tamsin Hollowell SCPHN (HV)", "Tamsin Hollowell SCPHN"),
    ("Anna Wiśniewska, Senior Genetic Counsellor, 01 409 6739", "Senior Genetic"),
])
def test_ranks_tests_and_roles_are_no_names(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize("text", [
    "S: RAMOS, LORENZO, 87 MLAE, RM 4, ADM 12/27/2025 FOR FALL",
    "The Surgery, 9 Kelly Squares\nPickeringhaven\nRM17 1ZS",
])
def test_a_room_or_a_postcode_is_no_midwife_registration(text: str) -> None:
    labels = _labels(text)
    assert labels.get("MLAE") not in PERSON
    assert labels.get("Pickeringhaven") not in PERSON


@pytest.mark.parametrize(("text", "place"), [
    ("Progress: attending Llandaff Rowing Club allotment group.", "Llandaff Rowing Club"),
    ("mum was in Arohata Prison. Returned to Rotorua last year.", "Arohata Prison"),
    ("Did 4 years at Christchurch Men's Prison (2008–12).", "Christchurch Men's Prison"),
    ("Attends meetings at St. Mark's Parish. UDS: bup+", "St. Mark's Parish"),
    ("Family request: monk from Phuoc Hue Temple to chant", "Phuoc Hue Temple"),
    ("Hon. Judge Carolyn Metcalfe, County Court of Victoria | Re: The Queen v Collis", "County Court of Victoria"),
    ("Referred by: Drug Court of NSW, Parramatta", "Drug Court of NSW"),
    ("Children's Court of Queensland, Brisbane", "Children's Court of Queensland"),
    ("Brought in by Garda Deirdre Kilbane (Mill Street Garda Station, shoulder no. G28812)",
     "Mill Street Garda Station"),
    ("joined the Army at 17 (Mercian Regiment), serving at Catterick", "Mercian Regiment"),
    ("He went to Mount Boucherie Secondary. Employed by", "Mount Boucherie Secondary"),
    ("Released from Suffolk County House of Correction 12/29 after 14 mo.", "Suffolk County House of Correction"),
])
def test_clubs_prisons_courts_and_faiths_are_facilities(text: str, place: str) -> None:
    assert _labels(text).get(place) == "FACILITY"


@pytest.mark.parametrize(("text", "employer"), [
    ("Reports doing good, working 3rd shift at Marathon Petroleum refinery in Catlettsburg.", "Marathon Petroleum"),
    ("Employed 3 yrs by Canfor at their Houston mill", "Canfor"),
    ("back to part-time work at Mainland Poultry. Supports", "Mainland Poultry"),
    ("Sione works FIFO for Northwest Mining Services, 2 on/1 off.", "Northwest Mining Services"),
])
def test_an_employer_after_the_shift_or_the_kind_of_work(text: str, employer: str) -> None:
    assert _labels(text).get(employer) == "FACILITY"


@pytest.mark.parametrize("text", [
    "She works at home for Mum.",
    "Dad works for Mum's business.",
    "Parish Council meeting on Tuesday",
    "Supreme Court ruling on the Act",
    "Labouring with Syntocinon, Entonox for pain",
    "Plan: return to work at GP discretion",
    "Laceration to Left Temple, sutured",
    "Insulin Regiment: Lantus 20 units",
    "Suspected Liver Secondary on CT",
    "Primary and Secondary Endpoints were met",
    "Community Midwives to visit",
    "Time in Open Prison, now released",
    "Applied for Legal Aid last week",
    "Hx of BC Cancer, on tamoxifen",
    "Admitted to Stepdown Unit, then Myeloma Unit",
])
def test_family_and_generic_bodies_are_no_facilities(text: str) -> None:
    assert "FACILITY" not in _labels(text).values()


@pytest.mark.parametrize(("text", "value"), [
    ("DOB: 11/06/1992   PNC: 09/448127Q | Referral", "09/448127Q"),
    ("Brisbane   File: BNE-CC-2024-1129 | Young person", "BNE-CC-2024-1129"),
    ("NYPD Midtown South PO Carrasquillo shield 19374. | Hx", "19374"),
    ("NHS 455 019 2248   Hosp M2231870 | 71 Birchfields Road", "M2231870"),
    ("TRICARE DBN 1187330451. | Growth", "1187330451"),
    ("report from Cork University Hospital (PM 25/0047) shows", "25/0047"),
    ("Pharmacy lock box # LB-0417.", "LB-0417"),
])
def test_forensic_and_family_record_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) in _ID_LABELS


@pytest.mark.parametrize("text", [
    "Address on file: 3572 carrie parkways apt. 329, Dwayneburgh, WA 51814.",
    "See file 2 for details. Hosp day 3 today.",
])
def test_a_file_or_a_hospital_day_is_no_record_number(text: str) -> None:
    labels = _labels(text)
    assert labels.get("3572") not in _ID_LABELS
    assert labels.get("3") not in _ID_LABELS


@pytest.mark.parametrize(("text", "phone"), [
    ("Anna Wiśniewska, Senior Genetic Counsellor, 01 409 6739", "01 409 6739"),
    ("Carraroe Health Centre (091 595 123). MSE", "091 595 123"),
    ("Tel (0161) 496 0000 today", "(0161) 496 0000"),
])
def test_irish_and_bracketed_phones(text: str, phone: str) -> None:
    assert _labels(text).get(phone) == "PHONE"


@pytest.mark.parametrize(("text", "age"), [
    ("Grandmother Savitaben Patel: 93 years, no cancer, lives at Rushey Mead", "93"),
    ("Sister Mary Catherine, 101 years, lives in Antigonish.", "101"),
])
def test_an_age_in_a_pedigree(text: str, age: str) -> None:
    assert _labels(text).get(age) == "AGE_OVER_89"


@pytest.mark.parametrize("text", [
    "Born in Peckham, moved to Thornton Heath at 10. Excluded from school",
    "Moved to Toronto in the 90s, worked at Maple Leaf Foods plant until 2010. Now housed",
])
def test_an_age_or_a_year_after_a_move_is_no_address(text: str) -> None:
    assert "STREET_ADDRESS" not in _labels(text).values()


def test_a_lower_case_address_after_a_move_is_still_one() -> None:
    assert _labels("pt lives at 14 oak st springfield").get("14 oak st") == "STREET_ADDRESS"


@pytest.mark.parametrize(("text", "place"), [
    ("Darren grew up on the Mixenden estate, left school at 15", "Mixenden"),
    ("grew up on the Bellamy Road estate; his father was a miner", "Bellamy Road"),
    ("grew up in Chilliwack and on the Sts'ailes reserve with his grandparents.", "Sts'ailes"),
    ("son Ryan (23) in Springburn, phone 07956 118 442.", "Springburn"),
])
def test_an_estate_a_reserve_and_a_relative_s_town(text: str, place: str) -> None:
    assert _labels(text).get(place) == "CITY"


@pytest.mark.parametrize("text", [
    "Cardiac reserve is poor today.",
    "his late father's Haddon estate was sold",
])
def test_a_reserve_or_an_estate_in_prose_is_no_place(text: str) -> None:
    assert "CITY" not in _labels(text).values()


@pytest.mark.parametrize(("text", "place"), [
    ("Member of First Assembly of God, Sapulpa.", "First Assembly of God"),
    ("Hinemoa Karaka RM, Te Whare Kahu Midwives, 021 448 3092", "Te Whare Kahu Midwives"),
    ("Baby: Zayn, born 02/01/2025 at Chelsea and Westminster, MRN", "Chelsea and Westminster"),
])
def test_named_churches_and_practices(text: str, place: str) -> None:
    assert _labels(text).get(place) == "FACILITY"


@pytest.mark.parametrize("text", [
    "Transferred to Neonatal Unit. Seen in Haematology Unit. Colposcopy Unit today.",
    "Bronchiectasis Unit review",
    "Add: Flat 3B, Sai Krupa Apts, Near Hanuman Temple, Baner, Pune 411045",
])
def test_a_kind_of_unit_or_a_landmark_is_no_facility(text: str) -> None:
    assert "FACILITY" not in _labels(text).values()


@pytest.mark.parametrize(("text", "name"), [
    ("Baby: Zayn, born 02/01/2025", "Zayn"),
    ("Stillborn girl Aleena born 19/03/2025 04:33", "Aleena"),
])
def test_a_baby_named_in_a_birth_record(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize("text", [
    "Baby: Well, feeding 3 hourly",
    "Infant: Jaundiced, SBR 210",
    "Newborn girl Apgars 8 and 9",
    "Stillborn boy Delivered at 02:10",
    "Braden (14) - at risk, Forrest (2) ulcer",
    "Yasmin (3) packs dispensed",
    "custody of DCFS since March",
    "PGF Hemabate given, PGM Deficiency noted",
    "Taken to Garda Station, Garda Vetting pending",
    "Circumferential RM 2 mm, Distal RM clear",
    "GCS (15) in Resus, Temp (38) in Triage",
    "Pt Mohammed Ali secondary to DKA",
])
def test_birth_record_words_scores_and_clinical_look_alikes_are_no_names(text: str) -> None:
    got = _labels(text)
    for word in ("Well", "Jaundiced", "Apgars", "Delivered", "Braden", "Forrest", "Yasmin", "DCFS", "Hemabate",
                 "Deficiency", "Station", "Vetting", "Circumferential", "Distal"):
        assert got.get(word) not in PERSON
    assert "Resus" not in got
    assert "Triage" not in got


@pytest.mark.parametrize(("text", "name"), [
    ("Pt Mohammed Ali secondary to DKA", "Mohammed Ali"),
    ("Discussed with John Smith agency social worker.", "John Smith"),
    ("Phoned Kerry Jones prison officer at HMP Leeds.", "Kerry Jones"),
    ("Sam Jones club captain visited.", "Sam Jones"),
    ("Dr SU reviewed the films", "SU"),
])
def test_a_name_before_a_facility_word_in_lower_case_stays(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


def test_a_crown_court_case_number() -> None:
    got = _labels("hospital order (s.37/41) at Nottingham Crown Court, T20170388. Previous")
    assert got.get("T20170388") in _ID_LABELS
    assert got.get("Nottingham Crown Court") == "FACILITY"


@pytest.mark.parametrize(("text", "place"), [
    ("Lives behind St Mary's Church, Rusholme.", "Rusholme"),
    ("Staying at Flat in 7, Block B, Koramangala, Bengaluru.", "Flat in 7, Block B, Koramangala, Bengaluru"),
])
def test_a_landmark_or_a_number_after_in_keeps_the_address(text: str, place: str) -> None:
    assert place in _labels(text)


@pytest.mark.parametrize("text", [
    "Sentence: 99 years, parole eligibility 2030",
    "Life expectancy: 91 years",
    "Lease: 99 years on the flat",
])
def test_a_long_term_after_a_label_is_no_age(text: str) -> None:
    assert "AGE_OVER_89" not in _labels(text).values()


@pytest.mark.parametrize("text", ["Expected hosp 10-14 days", "PNC: G2P2, PNC D10", "PO Keflex #28, PO Box #4410",
                                  "Norco (PM 10/325) prn", "File: ECG-2024-11"])
def test_dose_stay_and_postnatal_look_alikes_are_no_record_numbers(text: str) -> None:
    assert not _ID_LABELS.intersection(_labels(text).values())


def test_a_phone_typed_with_a_closing_bracket_only() -> None:
    assert _labels("Call 0161) 496 0000 today").get("0161) 496 0000") == "PHONE"


def test_a_works_at_chain_keeps_its_employer() -> None:
    assert _labels("works at Asda for Mum.").get("Asda") == "FACILITY"


def test_a_louisiana_parish_stays_a_county() -> None:
    assert _labels("Coroner notification not required per Lafayette Parish criteria").get("Lafayette Parish") == "COUNTY"


def test_aid_stays_a_surname() -> None:
    assert _labels("Seen by Dr Yusuf Aid in clinic").get("Yusuf Aid") in PERSON
