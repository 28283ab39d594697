"""Probe round 31 (session 34): US notes as the EHR exports them, and hurried notes from every English-speaking
health system (UK, Ireland, Australia, New Zealand, Canada, India, Pakistan, Nigeria, Kenya, South Africa,
Singapore, Malaysia, the Philippines). Entry-closing initials with a role, a phone chat's export, kin words and
roles of local English, police, medico-legal and register numbers, villages and wards named by their kind,
phone cues, ordinals after an admission or a week; with the look-alikes these rules must leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected, detected_values
from tests.unit.tagger.conftest import detected_with_label as _with_label

_ADDRESS = frozenset({"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"})

# --- names --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("voided x3, pad changes\nKT RN", "KT"),
    ("NPO, IV access deferred to acute\nkb RN", "kb"),
    ("medicare 4127 33019 2\nLT intern pharm", "LT"),
    ("email for forms gk.sandhu79@gmail.com\nthx T", "T"),
])
def test_the_initials_that_close_a_hurried_entry(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize("text", ["seen, stable\nPT RN\nED RN", "seen\nICU RN", "ok thanks GP", "Thanks ICU",
                                  "Chest clear.\nper RN", "BP 120/80, obs stable.\nref physio", "Swallow concerns\nREF SLT",
                                  "Needs review.\npls HO", "09:00 - Registration: coffee\n09:30 - Welcome: chair opens"])
def test_a_unit_or_a_role_before_a_role_is_no_initials(text: str) -> None:
    assert not _with_label(text, PERSON)


_CHAT = ("21/06/24, 11:42 pm - Rohit PG Med: sir bed 14 female med pt\n"
         "21/06/24, 11:43 pm - Dr Deshmukh: ok start protocol\n"
         "22/06/24, 12:09 am - +91 98201 44521: coming in 20 min\n"
         "22/06/24, 12:10 am - Aarti Intern: ABG syringe finished\n")


def test_a_signing_initial_at_the_end_or_before_a_date_is_still_found() -> None:
    assert "T" in _with_label("email me the forms\nthx T\n", PERSON)
    assert "HP" in _with_label("Reviewed by HP 12/03/2024.", PERSON)


def test_the_senders_of_a_phone_chat_export_without_their_roles() -> None:
    names = _with_label(_CHAT, PERSON)
    assert {"Rohit", "Aarti", "Deshmukh"} <= names
    assert not any("PG" in n or "Intern" in n for n in names)
    assert ("PHONE", "+91 98201 44521") in detected(_CHAT)


@pytest.mark.parametrize(("text", "name"), [
    ("podiatry referral sent\nmokopuna Aroha will help w dressings", "Aroha"),
    ("refer via county ambulance\nCHV mama Achieng from Ruiru escorted pt", "Achieng"),
    ("delivery via boda rider Kevo\npharm tech Joseph K.", "Kevo"),
    ("b9 - foreign worker Sutrisno passport B 2918837 cellulitis", "Sutrisno"),
    ("3. lady called for son Bilal 8yrs no CNIC", "Bilal"),
    ("Climbed Ben Nevis with Grace last summer.", "Grace"),
    ("seen by Dr Smith Clinic today", "Smith"),
])
def test_a_name_after_a_local_kin_word_or_role(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "not_name"), [
    ("Climbed Ben Nevis last summer, no chest pain.", "Climbed"),
    ("Visit Montag, 12.03.2024 bestätigt.", "Montag"),
    ("Freitag 14.3.2024 Kontrolle", "Freitag"),
    ("Attending attestation: Saw and examined pt, agree w/ above.", "Saw"),
    ("FHT: Cat I, baseline 135, mod var", "Cat I"),
    ("FDW Yanti is caregiver, HP 9128 4471. son Tan Boon Huat (NOK) HP 8233 0917", "HP"),
    ("Hx: failed MTX 25 mg x6 mo, HCQ, SSZ (rash). CDAI 28", "HCQ, SSZ"),
    ("PREOP DX: Symptomatic cholelithiasis\nPOSTOP DX: Same", "PREOP"),
    ("Only speaks Iu Mien, son interprets by phone.", "Iu Mien"),
    ("Orders: stat ECG, Ca gluconate 1 g IV, insulin 10u IV", "Ca"),
    ("stairs w rail + stick SBA, v breathless top landing", "rail"),
    ("addr Apt 4 Ashgrove Crt, Ballincollig, Co Cork", "Crt"),
    ("Only speaks Iu Mien.", "Mien"),
])
def test_words_that_are_no_names_here(text: str, not_name: str) -> None:
    assert not_name not in _with_label(text, PERSON)


def test_a_titled_name_before_a_specialty_clinic_keeps_its_own_words() -> None:
    assert "Mary Jones" in _with_label("Seen in Dr Mary Jones Diabetes Clinic Room 4.", PERSON)


def test_a_surname_that_is_an_abbreviation_is_still_found_again() -> None:
    text = "Site staff present: Orr (study coordinator), Orr, Chad (sub-I)\n\n1    Update log    ORR, Chad     2025-02-28\n"
    assert "ORR, Chad" in _with_label(text, PERSON)


def test_a_given_name_is_kept_while_its_abbreviation_in_capitals_is_not() -> None:
    text = "Pt: Saechao, Kaozeng   MRN 3398122   FIN 552098813\nSon Fin Saechao at bedside."
    names = _with_label(text, PERSON)
    assert "FIN" not in names
    assert any("Fin" in n for n in names)


@pytest.mark.parametrize("text", ["Placido Domingo 14 Elm St", "Dr Freitag saw pt.", "Ahmed Khan seen today.",
                                  "Mohammed Ali attended.", "Cat Stevens came", "LEE, AMY (Ms) 45F"])
def test_names_that_look_like_the_words_above_are_still_names(text: str) -> None:
    assert _with_label(text, PERSON)


# --- ids, phones, dates, ages -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("SAPS on scene, CAS no 412/07/2024\ntransport P1", "412/07/2024"),
    ("ETU seen, incident no IR-24-0311 raised", "IR-24-0311"),
    ("MLC no 1187/24, police informed", "1187/24"),
    ("TB reg WC/2023/44817\nNomvula Mthembu 34F", "WC/2023/44817"),
    ("LPO no PMH/LPO/2241, rider to collect", "PMH/LPO/2241"),
    ("B-form no 42201-0918837-1, ph 021-3498 2217", "42201-0918837-1"),
    ("pharmacist Hemi W APC reg 71832", "71832"),
    ("crew AP Hennessy / P.Doyle veh reg 191-C-20544", "191-C-20544"),
    ("activation code 7KQ2X-HH4P9-MW31Z (expires 6/5/2025)", "7KQ2X-HH4P9-MW31Z"),
    ("foreign worker Sutrisno passport B 2918837 cellulitis", "B 2918837"),
    ("IC 870412-10-5526  RN HTAR2024-077219\npost EMLSCS day 2", "HTAR2024-077219"),
    ("IC 720304-12-5117 RN QEH/24/33291 from Kg. Sunsuron", "QEH/24/33291"),
])
def test_an_id_after_a_police_register_or_hospital_cue(text: str, value: str) -> None:
    assert value in detected_values(text)


@pytest.mark.parametrize(("text", "value"), [
    ("GP dr Nuala Kiely Ballincolig Medical Centre 021 487 1190", "021 487 1190"),
    ("0915 rang Luxford Rd Medical Centre (02) 9625 3318 re script", "(02) 9625 3318"),
    ("Outside recs faxed from Borinquen Health Care Center 305-555-0172.", "305-555-0172"),
    ("BEDSIDE FOR DUONEB. DR PATTEL PAGED VIA 555-2290, NEW ORDER", "555-2290"),
    ("explained to son-in-law Srinu (99633 41870)", "99633 41870"),
    ("they stay near the mandir, his no 87799 20413", "87799 20413"),
    ("fyi Mr Goh wife called hotline 6788 2233 he pulled catheter", "6788 2233"),
])
def test_a_phone_after_a_centre_or_a_hurried_cue_is_a_phone(text: str, value: str) -> None:
    assert ("PHONE", value) in detected(text)


@pytest.mark.parametrize("text", ["PMH: s/p L CAS 2019 for symptomatic ICA stenosis.", "incident 2019 cases of TB rose.",
                                  "Veh 10 mg/kg group vs active.", "Pt to rego 0900 tomorrow.", "RT plan: MLC 120 leaf"])
def test_clinical_words_that_are_no_id_cues(text: str) -> None:
    assert not _with_label(text, {"OTHER_ID", "VEHICLE_ID", "MRN"})


@pytest.mark.parametrize("text", ["Dr paged 0215 0230, attended 0245.", "Paged 2x at 0300 0315 no response."])
def test_times_after_a_page_are_no_phone(text: str) -> None:
    assert not _with_label(text, {"PHONE"})


@pytest.mark.parametrize(("text", "value"), [("Site 114, subject 114-0032", "114"), ("centre 02 enrolled 4", "02"),
                                             ("Site 12 1001 003 screened.", "12")])
def test_a_site_number_is_still_a_site(text: str, value: str) -> None:
    assert ("SITE_ID", value) in detected(text)


@pytest.mark.parametrize(("text", "value"), [
    ("next visit wk of 12th", "12th"),
    ("told come on 13th with old file", "13th"),
    ("over Passover", "Passover"),
])
def test_a_day_after_an_admission_or_a_week(text: str, value: str) -> None:
    assert ("DATE", value) in detected(text)


@pytest.mark.parametrize("text", ["after 2nd and 3rd doses", "now on 3rd.", "WAD 8B - passover pagi",
                                  "Pfizer: fever after 2nd for 24h.", "Infusion reaction after 3rd with rigors",
                                  "Cycle 4 due after 3rd with G-CSF support.", "Admitted 2nd with pneumonia this year."])
def test_counts_and_a_handover_in_malay_are_no_dates(text: str) -> None:
    assert not _with_label(text, {"DATE"})


def test_the_age_of_a_relative_named_by_kin_word_only() -> None:
    assert ("AGE_OVER_89", "94") in detected("kuia (his nan, 94) asking for updates")


# --- places -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("Lives near W 3rd Ave.", "W 3rd Ave."),
    ("Lives near N 85th St, Seattle.", "N 85th St"),
    ("walks along Elm Street daily", "Elm Street"),
    ("Lives 4 Riverside Tce, Hexham", "4 Riverside Tce"),
    ("stays at 8 Marine Pde, Redcliffe", "8 Marine Pde"),
    ("christmas party in Brgy. Lahug\nhx HTN", "Brgy. Lahug"),
    ("IC 720304 from Kg. Sunsuron, Tambunan", "Kg. Sunsuron"),
    ("addr house R-114, Sector 11-C/2, North Karachi, appt urology", "Sector 11-C/2"),
    ("add Purok 3, Brgy. San Isidro, Tanauan City", "Purok 3"),
    ("r/o house 17 gali 4 mohalla Islampura near jamia masjid, Lahore", "gali 4 mohalla Islampura"),
])
def test_a_street_village_or_sector(text: str, value: str) -> None:
    assert value in _with_label(text, _ADDRESS)


@pytest.mark.parametrize(("text", "label", "value"), [
    ("addr Apt 4 Ashgrove Crt, Ballincollig, Co Cork", "COUNTY", "Co Cork"),
    ("lives alone Artane Dublin 5, eircode D05 XK27, bungalow", "POSTCODE", "D05 XK27"),
])
def test_irish_counties_and_eircodes(text: str, label: str, value: str) -> None:
    assert (label, value) in detected(text)


@pytest.mark.parametrize("text", ["Zone 5 of the brain", "Phase 2, Dose 3", "lot D05 XK27", "Co Operative Bank",
                                  "Wt 72 Kg. Height 170 cm.", "Weight: 64.5 Kg. Patient tolerating feeds.",
                                  "ROP screen: Zone 2, Stage 2, no plus disease.", "Patient in Zone 1, Bed 4.",
                                  "Flexor tendon injury Zone 2, Verdan classification.", "NYHA 3 LBBB CRT candidate",
                                  "Anaesthetic: 2 Bain cct checked.", "Replaced 2 Optiflow Circuits overnight."])
def test_words_of_kind_without_an_address_are_no_address(text: str) -> None:
    assert not _with_label(text, _ADDRESS)


def test_an_address_ends_where_the_note_goes_on() -> None:
    text = ("addr Apt 4 Ashgrove Crt, Ballincollig, Co Cork\n999 from wife Bridie @0714 c/o central chest pain "
            "radiating L arm since 0600, sweaty + grey\nhx MI 2019 stents in CUH, on asprin bisoprolol atorva\n")
    streets = _with_label(text, {"STREET_ADDRESS"})
    assert not any("chest" in s or "asprin" in s or "wife" in s for s in streets)
    text = ("addr Flat 2/1, 47 Dumbarton Rd, Partick, Glasgow G11 6AB - 2nd flr tenement NO LIFT\nref from dr Rennie\n")
    assert not any("tenement" in s for s in _with_label(text, {"STREET_ADDRESS"}))
    text = ("lives w girlfriend Chloe in Sutton Coldfield, no address\nbooked urgent tel appt 1530 today, accurx link sent "
            "to mum\n")
    assert not _with_label(text, {"STREET_ADDRESS"})


@pytest.mark.parametrize(("text", "value"), [
    ("Address: Flat 4B, Sai Residency\nnear old bus stand, behind the big temple, Ramnagar, Karimnagar 505001\n",
     "505001"),
    ("Address: Apto 301, Carrera 7 # 32 - 16, Bogota, Colombia", "16"),
])
def test_an_address_whose_lines_read_like_prose_is_kept_whole(text: str, value: str) -> None:
    assert any(value in v for v in _with_label(text, _ADDRESS))


def test_a_town_with_a_linking_word_keeps_the_county_after_it() -> None:
    places = _with_label("Lives at 4 Station Road, Sutton in Ashfield, Notts NG17 1AA", _ADDRESS)
    assert {"Sutton in Ashfield", "Notts"} <= places


def test_the_town_after_a_street_stops_at_the_note_s_own_words() -> None:
    text = "scene at 14 Vilakazi St, Orlando West, Soweto outside tuckshop"
    places = _with_label(text, _ADDRESS)
    assert "Soweto" in places and not any("tuckshop" in p for p in places)
    assert not any("wife" in p for p in _with_label("from Kg. Sunsuron, Tambunan, wife Rosalind", _ADDRESS))


@pytest.mark.parametrize(("text", "value"), [
    ("GP dr Nuala Kiely Ballincolig Medical Centre 021 487 1190", "Ballincolig Medical Centre"),
    ("back injury at work Sept 28, seen Surrey Memorial ER same day", "Surrey Memorial"),
    ("wants to take her to Sion hospital. they stay", "Sion hospital"),
])
def test_a_facility_after_a_doctor_or_before_a_lower_case_head(text: str, value: str) -> None:
    assert ("FACILITY", value) in detected(text)


@pytest.mark.parametrize("text", ["O/E BP 180/110 PR 88 reg, CVS S1S2+, no FND",
                                  "Kwame Asante, MD Nephrology   Pgr 305-555-0145", "sent to The hospital",
                                  "Moved to NHS hospital from private care."])
def test_an_exam_a_degree_or_a_generic_hospital_is_no_facility(text: str) -> None:
    assert not _with_label(text, {"FACILITY"})


def test_a_pharmacy_chain_is_still_a_facility() -> None:
    assert ("FACILITY", "CVS") in detected("Rx sent to CVS on Main St")


def test_nothing_here_raises_on_a_long_hurried_note() -> None:
    note = "\n".join([_CHAT, "kb RN", "addr Purok 3, Brgy. San Isidro, Tanauan City", "thx T"] * 40)
    assert detect(note)
