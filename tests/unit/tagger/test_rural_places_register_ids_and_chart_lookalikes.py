"""Probe round 34 (session 37): number- and term-dense clinical text whose numbers and capitalised words are mostly
not identifiers, and records from English-using countries that rule taggers rarely see (rural Africa, South Asia,
the Pacific, the Caribbean, Malta, Cyprus, Mauritius). Localities named by their kind ("Nyandehun village, Bo
district"), national and register numbers after their local cue, community places of care, register rows, Hong Kong
names, police ranks; and the look-alikes each rule must leave alone (drug-chart times, scores, device names)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

_ID_LABELS = {"OTHER_ID", "MRN", "HEALTH_PLAN_ID", "SUBJECT_ID"}
_PLACE_LABELS = {"CITY", "COUNTY", "STREET_ADDRESS"}


# --- numbers that are not phones, dates or ids ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Pip-tazo 4.5 g IV q8h     0600 1400 2200   SB  JL",
    "Paracetamol 1 g QDS: 0800 1200 1600 2000 given",
    "LKW 1335  Door 1428  CT 1439  Needle 1456",
])
def test_drug_chart_and_stroke_timeline_times_are_no_phone_or_street(text: str) -> None:
    got = detect(text)
    assert not [s for s in got if s.label in ("PHONE", "STREET_ADDRESS")], got


def test_a_uk_number_still_reads_with_its_eleven_digits() -> None:
    got = _labels("call 020 7946 0958 or +44 (0)20 7946 0958 or 01632 960123 ext 234")
    assert got.get("020 7946 0958") == "PHONE"
    assert got.get("+44 (0)20 7946 0958") == "PHONE"
    assert got.get("01632 960123 ext 234") == "PHONE"


def test_a_pager_number_before_a_doctor_is_no_street() -> None:
    got = _labels("Dr Shalini Pillai (MO) pager 9221 0476  Dr Benjamin Teo (HO)")
    assert got.get("9221 0476") == "PHONE"
    assert "Benjamin Teo" in got


def test_a_phone_before_a_street_does_not_become_its_house_number() -> None:
    got = _labels("ring 555 1234, 88 Church St")
    assert got.get("88 Church St") == "STREET_ADDRESS"
    assert "1234, 88 Church St" not in got


@pytest.mark.parametrize(("text", "value"), [
    ("Wt 27kg, Ht 131cm. Vision R 6/6, L 6/18 - refer", "6/18"),
])
def test_scores_and_acuities_are_no_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) != "DATE"


def test_a_date_after_an_equals_sign_is_a_date() -> None:
    assert _labels("Op date = 12/3, next clinic = 10/12").get("12/3") == "DATE"


def test_a_date_after_an_implant_or_screening_cue_is_a_date() -> None:
    assert _labels("Hosp: P0822193   Implant: 22/02/2024 | x").get("22/02/2024") == "DATE"
    assert _labels("Screening 12/10/2023: Wt 27kg").get("12/10/2023") == "DATE"


def test_a_sentence_ending_in_a_year_is_no_address_block() -> None:
    text = "Eligible for BPaLM per NDoH 2023.\nHIV positive, CD4 212 (2023/12/04)."
    assert not [s for s in detect(text) if s.label == "STREET_ADDRESS"]


def test_a_line_of_fields_is_no_table_header() -> None:
    text = ("Patient: WASHINGTON, LORETTA M  MRN BU00734412\nSSN 458-21-7739  MBI 1EG4-TE5-MK72  DOB 02/14/1948\n"
            "Admit 01/03/2024  Disch 01/09/2024  LOS 6  Disp 06")
    got = _labels(text)
    assert got.get("458-21-7739") == "SSN"
    assert got.get("02/14/1948") == "DATE"
    assert "1EG4-TE5-MK72" in got


def test_a_chart_column_under_an_ion_header_holds_initials() -> None:
    text = ("Date    Time  CBG   Ket  K+   Ins U/h  Fluid               Sign\n"
            "12/05   0400  14.2  5.8  5.3  9.0      0.9% NaCl 1L/1h     RF\n"
            "\"       0800  9.4   2.1  4.1  9.0      + D10 125 ml/h      AJ\n")
    got = _labels(text)
    assert got.get("RF") in PERSON and got.get("AJ") in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("SOFA 7 (resp 2, CVS 3, renal 1, coag 1)", "CVS"),
    ("RN: K. Young   Mother Baby Unit 4N, ext 3-4410", "Unit 4N"),
    ("local 10000 units heparin", "10000"),
])
def test_clinical_words_are_no_places_or_phones(text: str, value: str) -> None:
    assert value not in _labels(text)


# --- capitalised words that are no people ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("Prescriber: Dr Eloise Whitaker  Prescriber No 4481726B", "Prescriber"),
    ("Gene  Transcript    Variant                 VAF\nBRAF  NM_004333.6   c.1799T>A", "Transcript"),
    ("RA lead: CapSureFix Novus MRI 5076-52 cm", "CapSureFix"),
    ("LPA MTBDRplus v2: rpoB MUT3 (S531L)", "MTBDRplus"),
    ("Stent: Xience Sierra 3.0 x 28 mm", "Sierra"),
    ("Wound clean. Cullen/Grey Turner neg.", "Turner"),
    ("MRN 1873302  Nat. ID 1028837461", "Nat"),
    ("Residual AHI 2.1/h (AI 1.4, HI 0.7), CAI 0.6", "CAI"),
    ("Query to Dr Eze re AKI type - ATN\nCoder: B. Rich", "ATN"),
    ("Verified: M. Young (Onc Pharm)", "Pharm"),
    ("Sputum (2nd, early morning)  Coll 2024/01/22", "Coll"),
    ("Res: H/No. OTB 114, near the mosque", "Res"),
    ("cell count & diff, Gram, culture", "Gram"),
])
def test_chart_and_product_words_are_no_names(text: str, word: str) -> None:
    assert not [s for s in detect(text) if s.label in PERSON and word in text[s.start : s.end]]


def test_the_name_before_the_next_column_keeps_its_own_words() -> None:
    got = _labels("Prescriber: Dr Eloise Whitaker  Prescriber No 4481726B")
    assert got.get("Eloise Whitaker") in PERSON


# --- names ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["CHAN Tai Man", "WONG Siu Man", "Lee Man Ho", "Ho Man Fai", "LEE, Ka Man"])
def test_a_hong_kong_name_keeps_its_given_syllables(name: str) -> None:
    assert _labels(f"Patient: {name}, 67, seen today").get(name) in PERSON


def test_a_hong_kong_district_is_no_name() -> None:
    assert _labels("Lives in Ho Man Tin.").get("Ho Man Tin") not in PERSON


@pytest.mark.parametrize("text", ["WPC Wafula attended.", "Statement taken by Constable Wafula.",
                                  "PCSO Wafula present.", "Inspector Wafula present."])
def test_a_police_rank_is_a_title(text: str) -> None:
    assert _labels(text).get("Wafula") in PERSON


def test_a_midwife_and_a_health_worker_by_their_initials_title() -> None:
    got = _labels("MW Ngozi visited. CHW Tendai Moyo came.")
    assert got.get("Ngozi") in PERSON and got.get("Tendai Moyo") in PERSON


def test_register_rows_name_the_person_before_sex_and_age() -> None:
    text = ("1. Mphatso Gondwe M 4y. Cough 3 days\n2. Chikondi F 11mo. Watery diarrhoea\n"
            "3. Ramasamy s/o Kandasamy, M 58, factory.\n4. Paracetamol F 500\n5. Review M 3 days")
    got = _labels(text)
    assert got.get("Mphatso Gondwe") in PERSON
    assert any("Ramasamy" in v and lab in PERSON for v, lab in got.items())
    assert "Paracetamol" not in got and "Review" not in got


@pytest.mark.parametrize("row", [
    "1. Measles M 4y", "2. Cholecystitis F 56", "3. Spironolactone M 25 mg", "4. Malaria F 3y", "5. Vertex F 3.2kg",
    "1. Levothyroxine M 100 mcg", "2. Klebsiella M 3d", "3. Lymphoma M 45",
])
def test_a_register_row_of_diseases_doses_and_results_names_no_one(row: str) -> None:
    assert not [s for s in detect(f"Cases this week:\n{row}\n") if s.label in PERSON]


def test_glued_initials_before_rare_names_in_a_name_field() -> None:
    assert _labels("Name: W.M. Kusumawathi Menike   Age: 67").get("W.M. Kusumawathi Menike") in PERSON


def test_a_newborn_by_its_family_name() -> None:
    assert _labels("Infant: Baby Boy Okoro-Bell  MRN N-3108891").get("Baby Boy Okoro-Bell") in PERSON


def test_an_age_of_ninety_in_a_header_field() -> None:
    assert _labels("Pt: Norman Ashworth  94 years  MRN Q1982204").get("94") == "AGE_OVER_89"
    assert "40" not in _labels("smoked for 40 years, quit")


# --- localities named by their kind ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "places"), [
    ("Address: Nyandehun village, Tikonko chiefdom, Bo district; c/o Pa Sahr Kamara", ["Nyandehun", "Tikonko"]),
    ("Village: Mtsiliza | HSA: Chisomo Phiri", ["Mtsiliza"]),
    ("Address: Ompundja village, Uuvudhiya constituency", ["Ompundja", "Uuvudhiya"]),
    ("Umudugudu: Gakoni   Akagari: Burunga   Umurenge: Gihundwe", ["Gakoni", "Burunga", "Gihundwe"]),
    ("S/County: Dwaniro, District: Kiboga", ["Dwaniro"]),
    ("From: Bambui, Tubah Sub-division, Mezam Division, North West Region", ["Tubah", "Mezam"]),
    ("Home: Lapalama village, Wapenamanda District, clan Yambaran", ["Lapalama", "Wapenamanda"]),
    ("Makazi: Kijiji cha Isyesye, Kata Iyunga, Wilaya ya Mbeya | Ndugu", ["Isyesye", "Iyunga"]),
    ("Address: Royal Road, Triolet, Pamplemousses | Ph: 5748 2219", ["Pamplemousses"]),
])
def test_a_locality_named_by_its_kind_or_field(text: str, places: list[str]) -> None:
    got = _labels(text)
    for p in places:
        assert got.get(p) in _PLACE_LABELS, (p, got)


def test_kind_words_after_common_words_name_no_place() -> None:
    text = "Seen by the Health District team; School district meeting; the village elder; Medical Division"
    assert not [s for s in detect(text) if s.label in _PLACE_LABELS]


# --- places of care -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [
    "Matero Level 1 Hospital", "Tikonko CHC", "Simjung Health Post", "Dawasamu Nursing Station",
    "Dunsinane Estate Dispensary", "Sigiriya Medi Lab", "Nightcliff Renal Unit", "Ngati Porou Hauora",
    "Hiruharama Marae",
])
def test_community_places_of_care(name: str) -> None:
    assert _labels(f"Referred from {name}, today.").get(name) == "FACILITY"


@pytest.mark.parametrize("text", ["Seen in Ward 3 Clinic today", "Take 2 Hospital visits"])
def test_a_number_is_no_facility_name_word(text: str) -> None:
    assert not [s for s in detect(text) if s.label == "FACILITY"]


# --- ids after local cues -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("ANC No: CCH/ANC/0456/23   Nat ID: 63-2219847 K 42", "CCH/ANC/0456/23"),
    ("ANC No: CCH/ANC/0456/23   Nat ID: 63-2219847 K 42", "63-2219847 K 42"),
    ("NRC: 227114/61/1", "227114/61/1"),
    ("NHIF card: 101944417325", "101944417325"),
    ("Omang: 473218506   Hosp No: PMH 0731448", "473218506"),
    ("Hosp no: OIH 88-31204   ID no: 88080300417", "OIH 88-31204"),
    ("CNI: 112804433", "112804433"),
    ("NIS No: A 0411728   ID card: 112284471", "112284471"),
    ("Sehat Card: SC-KP-0094417762", "SC-KP-0094417762"),
    ("Citizenship No: 36-01-75-02118   Ph: 9846103772", "36-01-75-02118"),
    ("Household No: GB/SGT/07/0542", "GB/SGT/07/0542"),
    ("JADEP: JD-0441982", "JD-0441982"),
    ("husband Deonarine Rampersad (Reg SGH-117742): sugar", "SGH-117742"),
    ("Folder: 9804412   ID No: 8203150632081", "9804412"),
    ("ED No: ED24-033187", "ED24-033187"),
    ("Sample BB24-08811 valid", "BB24-08811"),
    ("ID card: 0412827M", "0412827M"),
    ("National ID: 1 1979 8 0045123 0 71 |", "1 1979 8 0045123 0 71"),
    ("Hosp: P0822193   Implant: 22/02/2024", "P0822193"),
])
def test_national_and_register_numbers_after_their_cue(text: str, value: str) -> None:
    assert _labels(text).get(value) in _ID_LABELS


@pytest.mark.parametrize("text", ["Citizenship: Kenyan", "Sample 2 of 3", "tin 50 tabs", "reg Smith reviewed"])
def test_cue_words_in_prose_take_no_value(text: str) -> None:
    assert not [s for s in detect(text) if s.label in _ID_LABELS]


# --- phones ---------------------------------------------------------------------------------------------------------


def test_a_switchboard_local_and_a_six_digit_group_after_a_cue() -> None:
    assert _labels("Ruth Okafor, BSc(Pharm), ACPR   local 68852").get("68852") == "PHONE"
    assert _labels("chest pain plan, tel 99 418227.").get("99 418227") == "PHONE"


# --- the review's findings: what the new rules must leave alone -----------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("Mary DeLaCruz seen today.", "Mary DeLaCruz"),
    ("Spoke with Tom VanDerBerg (son).", "Tom VanDerBerg"),
    ("Name: Mwangi ID: 1234567", "Mwangi"),
    ("Dr Brand reviewed", "Brand"),
    ("Lens: Sarah Jones, optometrist", "Sarah Jones"),
])
def test_names_that_look_like_products_fields_or_chart_words(text: str, name: str) -> None:
    assert any(name in text[s.start : s.end] and s.label in PERSON for s in detect(text))


def test_a_clinician_inside_a_hong_kong_name_keeps_the_label() -> None:
    assert _labels("ECG by Ng Chi Ming").get("Ng Chi Ming") == "CLINICIAN_NAME"


@pytest.mark.parametrize("text", [
    "Insp Erythema and swelling", "Plan: Tam Tai Chi exercises", "PRN: Li Ka Shing Foundation grant",
    "Baby Girl Feeding well",
])
def test_findings_exercises_and_foundations_are_no_names(text: str) -> None:
    assert not [s for s in detect(text) if s.label in PERSON]


@pytest.mark.parametrize("text", [
    "Cardiology Division follow up", "Referred to Ortho Division.", "Dist. Femur fracture", "GVH Tacrolimus",
    "T/A Amoxicillin 500 mg", "the village Headman came", "Sanitation District office",
])
def test_specialties_and_abbreviations_are_no_localities(text: str) -> None:
    assert not [s for s in detect(text) if s.label in _PLACE_LABELS]


def test_a_house_plot_or_erf_number_like_a_year_keeps_its_address_block() -> None:
    got = detect("Mr Sipho Dlamini\nErf 1998\nKwaMashu\n4360")
    assert any("KwaMashu" in "Mr Sipho Dlamini\nErf 1998\nKwaMashu\n4360"[s.start : s.end] for s in got)


def test_a_flat_and_house_number_and_a_numbered_road_stay_in_the_street() -> None:
    assert _labels("Lives at 12, 14 Oak Road").get("12, 14 Oak Road") == "STREET_ADDRESS"
    assert _labels("45 Route 9 Road").get("45 Route 9 Road") == "STREET_ADDRESS"
    assert _labels("Flat 2/1, 48 Crow Road, Glasgow").get("Flat 2/1, 48 Crow Road") == "STREET_ADDRESS"


@pytest.mark.parametrize("text", ["local 2023 guidelines", "Loc. 1030 hours", "call 2 100000 units",
                                  "Lease of 99 years, freehold"])
def test_years_times_amounts_and_durations_are_no_phones_or_ages(text: str) -> None:
    assert not [s for s in detect(text) if s.label in ("PHONE", "AGE_OVER_89")]


def test_a_baby_boy_keeps_his_sex_and_a_store_number_its_pharmacy() -> None:
    assert _labels("Baby boy born at 39 weeks").get("boy") == "SEX"
    assert _labels("Rx sent to CVS 3; pick up").get("CVS") == "FACILITY"


def test_a_relatives_or_a_mobile_money_number_after_no_is_redacted() -> None:
    assert _labels("Mpesa No 0712345678").get("0712345678") == "PHONE"
    assert _labels("Guardian No. 12345678").get("12345678") in _ID_LABELS


def test_a_cued_phone_before_an_address_unit_stays_a_phone() -> None:
    assert _labels("Tel 9876 5432 Unit 3, 12 Smith St").get("9876 5432") == "PHONE"


@pytest.mark.parametrize("text", ["Informed Nursing Station staff.", "Kenya CHC", "Hospital Dispensary"])
def test_community_heads_need_a_name_of_their_own(text: str) -> None:
    assert not [s for s in detect(text) if s.label == "FACILITY"]


def test_an_id_does_not_run_on_over_sex_and_age() -> None:
    assert _labels("Folder 1234567 M 45").get("1234567") in _ID_LABELS


@pytest.mark.parametrize("text", ["Blister No: 12345", "Sticker No BP-2024", "Sample 20240512 received",
                                  "ANC No: 12/2024"])
def test_product_numbers_and_dates_after_no_are_no_ids(text: str) -> None:
    assert not [s for s in detect(text) if s.label in _ID_LABELS]


def test_a_hong_kong_district_before_its_kind_is_one_place() -> None:
    assert _labels("Lives in Wong Tai Sin district.").get("Wong Tai Sin") in _PLACE_LABELS


# --- the second review's findings -----------------------------------------------------------------------------------


@pytest.mark.parametrize("place", ["Barisal Division", "Nainital District", "Dhading District", "Darjeeling District"])
def test_a_district_whose_name_ends_like_an_adjective(place: str) -> None:
    name = place.split()[0]
    assert _labels(f"Lives in {place}.").get(name) in _PLACE_LABELS


def test_a_lower_case_street_keeps_a_whole_word_street_type_inside_its_name() -> None:
    assert _labels("lives apt 4 green park road").get("apt 4 green park road") == "STREET_ADDRESS"


@pytest.mark.parametrize(("text", "street"), [
    ("Tel 555-1234, 88 Church St", "88 Church St"), ("Born 1958, 3 Elm Street", "3 Elm Street"),
])
def test_a_phone_or_a_year_before_a_comma_is_no_house_number(text: str, street: str) -> None:
    assert _labels(text).get(street) == "STREET_ADDRESS"


@pytest.mark.parametrize("name", ["Cross Lake Nursing Station", "Mission Dispensary", "Good Shepherd Dispensary",
                                  "Riverside CHC", "Western Renal Unit"])
def test_community_places_named_with_common_words(name: str) -> None:
    assert _labels(f"Referred from {name}, today.").get(name) == "FACILITY"


def test_an_id_of_eight_digits_like_a_date_stays_an_id_after_its_cue() -> None:
    assert _labels("MRN: 20150312").get("20150312") == "MRN"


@pytest.mark.parametrize("text", ["local 1234", "loc. 1143", "Call local 2150"])
def test_a_local_extension_of_four_digits(text: str) -> None:
    assert text.split()[-1] in _labels(text)


def test_an_extension_word_before_a_dose_takes_no_phone() -> None:
    assert _labels("ext 250 mg").get("250") != "PHONE"


@pytest.mark.parametrize("text", ["Diagnosed 2015\nMetformin 500mg", "DM2 2015\nHTN 2018\nCKD 2020",
                                  "Surgery 2019\nFollow up"])
def test_a_history_line_ending_in_a_year_starts_no_address_block(text: str) -> None:
    assert not [s for s in detect(text) if s.label == "STREET_ADDRESS"]


def test_a_stand_numbered_like_a_year_starts_its_address_block() -> None:
    text = "Stand 2015\nMufakose\nHarare"
    assert any("Mufakose" in text[s.start : s.end] for s in detect(text))


def test_cvs_before_another_organ_score_is_no_pharmacy() -> None:
    assert "CVS" not in _labels("SOFA: CVS 3, resp 2")
