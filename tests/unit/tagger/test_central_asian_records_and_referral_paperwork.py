"""Probe round 49 (session 49): records of Central Asia, the Caucasus, Mongolia, Afghanistan, Nepal, Bhutan and
Myanmar and of migrants from there, in English or mixed with Russian, Uzbek, Azerbaijani, Georgian, Mongolian or
Korean words; paperwork that moves a patient between organisations in the US, UK, Canada and Ireland (faxed
referrals, prior authorisations, benefit cards); and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE = {"STREET_ADDRESS", "CITY", "POSTCODE", "ZIP", "COUNTY"}


@pytest.mark.parametrize(("text", "value"), [
    # identity numbers behind their cue
    ("Passport: FA 4417832   PINFL: 30309963280047 Migration card: 4621 7739012", "30309963280047"),
    ("Passport: FA 4417832   PINFL: 30309963280047 Migration card: 4621 7739012", "4621 7739012"),
    ("JSHSHIR (PINFL): 32207791420036 Yashash manzili", "32207791420036"),
    ("Subject: transfer - Mariam Gelashvili, pers. N 01024083517", "01024083517"),
    ("SNILS: 198-442-017 55 Adres: see below", "198-442-017 55"),
    ("Passport TJ A 3305817   INN 470081932    Home: Bardara", "470081932"),
    ("Tazkira (father) 1399-0503-27716 10:24:48 session closed", "1399-0503-27716"),
    # numbers whose shape says what they are
    ("Registry No: УП66031512     Case history No: 2024", "УП66031512"),
    ("| Ward 9, Lanthit St, No. 47 | 12/LaThaYa(N)084412 | New P+ |", "12/LaThaYa(N)084412"),
    ("E-9 visa ARC (외국인등록번호): 930214-5871236 NHIS: 5-2184417730", "930214-5871236"),
    # benefit cards
    ("Medicare: 5TK8-QW2-MR47   Medi-Cal BIC: 90417732F   Agency ID", "90417732F"),
    ("Supp: AARP 381940127-11 Code status: DNR", "381940127-11"),
    ("(2 g. 9 mes.) Polis OMS: 6697890811000234  (mother's employer pays)", "6697890811000234"),
])
def test_ids_of_central_asian_systems_and_benefit_cards(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "label"), [
    # a day and month after a test's, a start's or a giving's word, in a note that writes its dates with dots
    ("DOB 12.04.1980. Lab 11.04: K 3.3 mmol/l (low).", "11.04", "DATE"),
    ("ELN No 0947720183 s 04.03 po 27.03. Vypiska 28.03.2024.", "04.03", "DATE"),
    ("ELN No 0947720183 s 04.03 po 27.03. Vypiska 28.03.2024.", "27.03", "DATE"),
    ("Datum: 29.01.2025. Menses regular, LMP 15.01. Urine hCG neg.", "15.01", "DATE"),
    ("Protocol of 05.09.2023. Resheniye: BPaLM 6 mes. start 07.09; ECG monitoring", "07.09", "DATE"),
    # streets, towns and districts of Russia, Central Asia, Azerbaijan and Korea
    ("Place of stay: Moskva, ul. Lyublinskaya, d. 100, korp. 2, kv. 41 Employer", "Moskva", "CITY"),
    ("Place of stay: Moskva, ul. Lyublinskaya, d. 100, korp. 2, kv. 41 Employer",
     "ul. Lyublinskaya, d. 100, korp. 2, kv. 41", "STREET_ADDRESS"),
    ("IIN 920728401133; g. Karaganda, mkr. Yugo-Vostok, ul. Kaldayakova 22, kv. 5;", "Karaganda", "CITY"),
    ("IIN 920728401133; g. Karaganda, mkr. Yugo-Vostok, ul. Kaldayakova 22, kv. 5;", "Yugo-Vostok", "CITY"),
    ("g. Temirtau, pr. Respubliki 41-18; reg. No. 2023", "pr. Respubliki 41-18", "STREET_ADDRESS"),
    ("Adres: s. Kara-Bulak, ul. Manasa 31 PIN (INN)", "Kara-Bulak", "CITY"),
    ("(age 78, bedbound, Səməd Vurğun küç. 34, m. 15) - INR last 2.8", "Səməd Vurğun küç. 34, m. 15", "STREET_ADDRESS"),
    ("Ünvan: Həsən bəy Zərdabi pr. 78, Yasamal r-nu, Bakı", "Yasamal r-nu", "COUNTY"),
    ("they live in Namdong-gu Ganseok-dong 318-4, 2nd fl", "Namdong-gu", "COUNTY"),
    ("they live in Namdong-gu Ganseok-dong 318-4, 2nd fl", "Ganseok-dong 318-4", "STREET_ADDRESS"),
    ("Lives: dormitory Wongok-ro 12-3, room 204", "Wongok-ro 12-3", "STREET_ADDRESS"),
    ("Yashash manzili: Samarqand vil., Urgut tumani, Qoratepa QFY", "Urgut", "COUNTY"),
    ("Village: Damji, Khatoe gewog, Gasa dzongkhag Attendant: grandson", "Khatoe", "COUNTY"),
    ("Village: Damji, Khatoe gewog, Gasa dzongkhag Attendant: grandson", "Gasa", "COUNTY"),
    ("addr: Chimung chiwog, Chimoong gewog, Pemagatshel", "Chimung", "CITY"),
    # public clinics named by their kind and number or by their initials beside the town
    ("napravlen v Gorodskaya poliklinika No. 17 k terapevtu", "Gorodskaya poliklinika No. 17", "FACILITY"),
    ("Gorodskaya klinicheskaya bolnitsa No. 7, otd. kardiologii", "Gorodskaya klinicheskaya bolnitsa No. 7",
     "FACILITY"),
    ("Dr Quliyeva S. (4 sayli poliklinika) | 09:40", "4 sayli poliklinika", "FACILITY"),
    ("Karta: FAP Kara-Bulak, then GSV No. 2 Kochkor", "FAP Kara-Bulak", "FACILITY"),
    ("Karta: FAP Kara-Bulak, then GSV No. 2 Kochkor", "GSV No. 2 Kochkor", "FACILITY"),
    ("postupila v Sayramskaya TsRB, perevod v OKB Shymkent", "Sayramskaya TsRB", "FACILITY"),
    ("postupila v Sayramskaya TsRB, perevod v OKB Shymkent", "OKB Shymkent", "FACILITY"),
])
def test_dates_places_and_clinics_of_central_asia(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value", "label"), [
    # a full name known by its patronymic, in any case; a Russian or Turkish form's doctor and patient fields
    ("CASE 1. SMAGULOV KAIRAT ERBOLOVICH; IIN 800314301529", "SMAGULOV KAIRAT ERBOLOVICH", "PATIENT_NAME"),
    ("Foreign citizen: ERGASHEV SHERZOD BAHODIR UGLI Citizenship: Uzbekistan", "ERGASHEV SHERZOD BAHODIR UGLI",
     "PATIENT_NAME"),
    ("F.I.SH.: XOLMATOV ULUG'BEK RAVSHAN O'G'LI, 1979-07-22 y.t.", "XOLMATOV ULUG'BEK RAVSHAN O'G'LI", "PATIENT_NAME"),
    ("Vrach VOP: Seitkali D.M.  ___________ (podpis')", "Seitkali D.M.", "CLINICIAN_NAME"),
])
def test_patronymic_names_and_form_fields(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    # a day and month without a dotted date in the note: a lab value, a version
    ("Lab 11.03: K 3.3 mmol/l, Na 138.", "11.03"),
    ("Firmware updated, started 10.02 release.", "10.02"),
    # "pr." for per rectum, "mkr." for a marker, "-gu" in a child's word, a teaspoon, regurgitation
    ("paracetamol 1 g pr. Diclofenac 100 mg at night", "Diclofenac 100"),
    ("Paracetamol 1 g pr. PRN 4-6 hourly for fever.", "pr. PRN 4-6"),
    ("Paracetamol pr. 1 g stat, then oral.", "Paracetamol pr. 1"),
    ("Diclofenac, pr. Max 150 mg per day.", "Diclofenac"),
    ("Troponin, mkr. Panel 2 pending.", "mkr. Panel 2"),
    ("Infant babbles 'Goo-gu' and 'Ba-ba', milestones appropriate.", "Goo-gu"),
    ("Lactulose Tsp. twice daily, titrate to soft stool.", "Lactulose"),
    ("Aortic r-n moderate, mitral r-n mild on echo.", "Aortic"),
    # a day and month after a word that also leads a time or a lab value
    ("Admitted 03.02.2025. Labs drawn; K yesterday 11.03 haemolysed.", "11.03"),
    ("Visit 05.03.2025. Paracetamol 1 g po 10.03 and 22.03.", "10.03"),
    # cue words that are also other things: a radiotherapy arc, the European LeukemiaNet, tazobactam, the WHO's stage
    ("VMAT plan: Arc 181.0-179.0 CW, arc 179.0-181.0 CCW, collimator 30.", "181.0-179.0"),
    ("ELN 2017/2022 risk: favourable, NPM1 mutated.", "2017/2022"),
    ("CID 1 2 3 4 5 6 7 8 scale items all scored zero.", "1 2 3 4 5 6"),
    ("Pip/taz. 8/4 16/4 32/4 breakpoints per EUCAST.", "8/4 16/4 32/4"),
    ("OMS 10.12 version of the order management system.", "10.12"),
    # a batch code, a lab printout's flag, a kind of clinic without its name or number
    ("Вакцина, серия ВК10122011, доза 0,5 мл.", "ВК10122011"),
    ("ABG line 2/HbCO(N)10120 run on device 3.", "2/HbCO(N)10120"),
    ("Referred to Detskaya poliklinika for routine vaccination.", "Detskaya poliklinika"),
    ("Nearest TsRB refused transfer due to capacity.", "Nearest TsRB"),
    ("Missed polyclinic No 2 appointments this quarter.", "Missed polyclinic No 2"),
    # patient fields whose value is the patient's state; a citrus; a Ukrainian adjective
    ("Hasta: Bilinci açık, oryante.", "Bilinci açık"),
    ("Food diary: Seville Orange Tangelo ugli fruit, no reaction.", "Seville Orange Tangelo ugli"),
    ("Zahalna Klinichna kartyna bez osoblyvostei.", "Zahalna Klinichna"),
    # a bank's identifier code is no benefit card
    ("Remit to: BIC: DEUTDEFF500, IBAN on file", "DEUTDEFF500"),
    # the initials of a place of care or a test, and the word after them
    ("FAP Today reviewed", "FAP Today"),
    # identity documents' and services' words, rupees, a signature's "Sd/-"
    ("FIO: Zhaksybekova Aigerim Nurlanovna IIN: 870612450316", "IIN"),
    ("money saved Rs 5000 for transport", "Rs"),
    ("Subject: RE: SNF auth - pending", "SNF"),
    ("Sd/- MO in charge", "Sd"),
    ("Tazkira (father) seen", "Tazkira"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PLACE | ID_LABELS | PERSON | {"FACILITY", "PHONE", "AGE_OVER_89", "DATE"}
