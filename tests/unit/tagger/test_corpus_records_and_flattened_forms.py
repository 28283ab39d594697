"""Probe round 36 (session 39): records shaped like the de-identification benchmark corpora (i2b2-style report
headers, dictation footers and typists, pathology and echo reports, longitudinal clinic notes) and documents whose
layout was lost on the way (address lines run together, HTML and RTF left in, OCR slips, fields glued together);
and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import RECORD_ID_LABELS as _ID_LABELS
from tests.unit.tagger.conftest import label_by_surface as _labels

# --- a corpus record's header, dictation footer and typists ----------------------------------------------------------


def test_a_report_header_line_gives_its_numbers_and_hospital() -> None:
    labels = _labels("721904388 | EH | 26518833 | | 4437162 | 6/2/2005 12:00:00 AM | Discharge Summary | Signed | DIS |")
    assert labels.get("721904388") in _ID_LABELS
    assert labels.get("26518833") == "MRN"
    assert labels.get("4437162") in _ID_LABELS
    assert labels.get("EH") == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("D: 01/22/2089\nT: 01/24/2089\nDICT: 448817\ncc: Jerome Baptiste, M.D.", "448817"),
    ("Rupert Allardyce, MD\n\neScription document:4-7765219 TLM\nCC: Gordon Lam, MD", "4-7765219"),
    ("Name: Petrovic, Dragana   MR: SC 5093317   DOB: 1/30/2045", "SC 5093317"),
    ("Date: 11/11/2097   Acc: TEE-97-0388   Loc: Endo suite", "TEE-97-0388"),
    ("Patient: Lopes, Arnaldo   #42199081\n\n73M NICM EF 20%", "42199081"),
    ("Practice No 0412783   Dr T.M. Khumalo Inc. Specialist Physician", "0412783"),
    ("MBChB (UKZN) General Practitioner Pr. No. 0729412 HPCSA MP0591832", "0729412"),
    ("Yours sincerely,\nDr Aoife Brennan MICGP  IMC 418223", "418223"),
    ("Z, ROSARIO M|DOB|08/19/1962|SEX F|ACCT#|A00918273", "A00918273"),
])
def test_a_record_number_after_its_cue(text: str, value: str) -> None:
    assert _labels(text).get(value) in _ID_LABELS


@pytest.mark.parametrize("text", [
    "T: 01/03/2020   mg/kg dose verified",
    "ABD:soft\nD: regular diet",
    "NAD:yes\nDD: 03/04/2021",
])
def test_charting_words_around_dictation_dates_are_no_typists(text: str) -> None:
    assert not PERSON.intersection(_labels(text).values())


@pytest.mark.parametrize("text", ["Urine pH 6.5; microscopy x1000 magnification", "Ph+ ALL, WBC x1000/uL"])
def test_a_magnification_is_no_extension(text: str) -> None:
    assert "PHONE" not in _labels(text).values()


@pytest.mark.parametrize("text", ["09/12/2024  batch MR-4471K |  Malaria vaccine", "MR: mild, TR: trace", "PR no blood."])
def test_a_valve_a_batch_or_an_exam_is_no_record_number(text: str) -> None:
    assert not _ID_LABELS.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "initials"), [
    ("Sincerely,\nRupert Allardyce, MD\n\neScription document:4-7765219 TLM\nCC: Gordon Lam, MD", ["TLM"]),
    ("Rupert Allardyce, MD\nD: 03/14/91   T: 03/16/91   ab/lnk   Job# 30771", ["ab", "lnk"]),
    ("Attending: ALDRIDGE, HENRIETTA, M.D.\nRP:kmw\nDD: 12/08/1998\nTD: 12/11/1998 9:42 A", ["RP", "kmw"]),
    ("JJ Pfeiffer, MD / jjp4", ["jjp4"]),
    ("Wet read by DMcK (Dermot McKenna, resident), paged to ICU.", ["DMcK"]),
    ("Gross by: mtr\nElectronically signed out by Fiona Ekwueme, MD", ["mtr"]),
])
def test_a_dictation_footers_typists_and_readers(text: str, initials: list[str]) -> None:
    labels = _labels(text)
    assert all(labels.get(i) in PERSON for i in initials)


# --- words of reports and e-mails that are no names -----------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Dictated into eScription, then signed.\nRecheck iPhone photos.",
    "MEASUREMENTS: LVEF 55% (biplane Simpson). IVSd 1.3 cm",
    "Findings:multiple Cameron lesions in a 5 cm Hiatus Hernia",
    "CHA2DS2-VASc is 3; he remains on Eliquis",
    "metoprolol 25 BID, acetaminophen 650 TID, Senna.\nLast INR 2.6",
    "DIAGNOSIS:\nA-F. Prostate, right sextant: benign prostatic tissue.\nG. Prostate, L base: Adenocarcinoma",
    "K. Target lesion L mid PZ (ROI 1): Adenocarcinoma",
    "Technique: Sag 3D FLAIR, ax T2, DWI, SWI, pre/post gad T1",
    "Subject: RE: RE: Transfer request",
    "Subject: RE: Step-down bed",
    "Enclosed:H&P,Discharge Summary,Op Note (Lap Appendectomy),Pathology",
    "Consultant Gastroenterologist Ph 08 9224 3170",
    "diabetes educ w/ the RN CDE\n2. CKD 3b",
])
def test_report_words_are_no_names(text: str) -> None:
    assert not PERSON.intersection(_labels(text).values())


@pytest.mark.parametrize(("text", "name"), [
    ("Seen by Dr James Toll.", "James Toll"),
    ("Mrs Flow reviewed today.", "Flow"),
    ("Last modified Jane Smith 03/04/2021 14:02", "Jane Smith"),
])
def test_surnames_that_are_words_stay_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


def test_a_site_number_before_its_investigator_stays_a_site() -> None:
    assert _labels("Research Site 2207 PI Dr Angela Ruiz").get("2207") == "SITE_ID"


def test_a_particle_surname_in_a_pipe_table() -> None:
    assert _labels("Bed 8|VAN DER MERWE, Elsabe|NHI PRL7730|91yo|Dr Ngata").get("VAN DER MERWE, Elsabe") in PERSON


# --- address lines as letterheads and forms give them ----------------------------------------------------------------


@pytest.mark.parametrize(("text", "street"), [
    ("DISCHARGE SUMMARY  Royal Derby Hospital  Uttoxeter Road, Derby DE22 3NE  Tel 01332 340131", "Uttoxeter Road"),
    ("St James's University Hospital Radiology Dept Beckett Street, Leeds LS9 7TF", "Beckett Street"),
    ("Neurology Outpatients,Missenden Rd, Camperdown NSW 2050", "Missenden Rd"),
    ("Ballincollig Medical Centre\nMain Street, Ballincollig, Co. Cork P31 X2K8", "Main Street"),
    ("St. John's Medical College Hospital,Sarjapur Road, Koramangala, Bengaluru - 560034", "Sarjapur Road"),
    ("TOOWONG VILLAGE PHARMACY Shop 12, 9 Sherwood Rd Toowong QLD 4066", "Shop 12, 9 Sherwood Rd"),
    ("Shop 7, Westville Mall, Jan Hofmeyr Rd, Westville", "Shop 7, Westville Mall"),
    ("Foothills Medical Centre 1403 29 St NW, Calgary, AB T2N 2T9", "1403 29 St NW"),
    ("Arthritis & Osteoporosis Center 1700 N Mesa St Ste 310, El Paso TX 79902", "1700 N Mesa St Ste 310"),
    ("HARBORVIEW MEDICAL CENTER 325 Ninth Ave Seattle WA 98104", "325 Ninth Ave"),
    ("Fairhaven Internal Medicine\n880 Route 6\nFairhaven, MA 02719", "880 Route 6"),
])
def test_a_street_in_an_address_line(text: str, street: str) -> None:
    assert _labels(text).get(street) == "STREET_ADDRESS"


def test_a_zip_wrapped_onto_the_next_line() -> None:
    assert _labels("Bellweather Rehabilitation, 17 Orchard Lane, Bellweather, VT\n05602    Unit: 2 West").get(
        "05602") == "ZIP"


@pytest.mark.parametrize(("text", "code"), [
    ("2075 Bayview Ave, Toronto, ON M4N 3M5", "ON"),
    ("Foothills Medical Centre 1403 29 St NW, Calgary, AB T2N 2T9", "AB"),
])
def test_a_province_code_is_no_county(text: str, code: str) -> None:
    assert code not in _labels(text)


@pytest.mark.parametrize("text", [
    "Discharged 09/06/2024 Ward 308 Consultant Dr R. Baptiste (Respiratory Medicine)",
    "Balance R 2 142.40\nReferring Dr:Fatima Ebrahim Pr No 0389901",
    "Contact:8712 3309\nDear Dr,Thank you for seeing",
    "Review in Cardiology OPD on 25th Jan with ECG",
])
def test_a_doctor_or_a_department_is_no_street(text: str) -> None:
    assert "STREET_ADDRESS" not in _labels(text).values()


# --- places of care --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "place"), [
    ("SOCIAL WORK ASSESSMENT - Westland Memorial Cardiac Step-Down (Ellison 9)", "Westland Memorial"),
    ("Provider: WESTLAND MEMORIAL PULMONARY FUNCTION LAB Phone:617-555-0100", "WESTLAND MEMORIAL"),
    ("Disposition: Home With Service\nFacility: Bayside VNA\n\nFollowup", "Bayside VNA"),
    ("Services: Mystic Valley Elder Services case mgr Dolores Agbaje", "Mystic Valley Elder Services"),
    ("cc: Dr. Harjit Bains, Springdale Family Health Team", "Springdale Family Health Team"),
    ("WAIKATO HOSPlTAL - Ward M14 - Nursing Handover (ISBAR)", "WAIKATO HOSPlTAL"),
    ("seen at Waikato Hosp1tal yesterday", "Waikato Hosp1tal"),
    ("Wood Ward, Hopeborough Community Hospita1\nDept of Medicine", "Wood Ward, Hopeborough Community Hospita1"),
])
def test_a_place_of_care(text: str, place: str) -> None:
    assert _labels(text).get(place) == "FACILITY"


@pytest.mark.parametrize(("text", "generic"), [
    ("Dr P. Pillay\nOphthalmology Clinic,Inkosi Albert Luthuli Central Hospital,", "Ophthalmology Clinic"),
    ("To:Specialist Outpatient Clinic (Endocrinology),Changi General Hospital", "Specialist Outpatient Clinic"),
    ("St. Columbus Medical Center\nDiabetes & Endocrine Clinic\n600 Ridgeline Blvd", "Diabetes & Endocrine Clinic"),
    ("TELEHEALTH ENCOUNTER - Virtual Urgent Care   Wasatch Valley Urgent Care", "Virtual Urgent Care"),
    ("NamePriya Ramaswamy,MD  Specialty Rheumatology  NPI1093847261", "MD  Specialty Rheumatology"),
])
def test_a_department_is_no_place(text: str, generic: str) -> None:
    assert _labels(text).get(generic) != "FACILITY"


# --- contacts --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("Wife Nur Aisyah can be contacted at 9034 7781.", "9034 7781"),
    ("HF nurse clinic (ph 09 307 4949 x23106) within 2 wks", "23106"),
])
def test_a_phone_number_said_in_passing(text: str, value: str) -> None:
    assert _labels(text).get(value) == "PHONE"


@pytest.mark.parametrize("text", ["Notify TB Programme (ETR.Net). Authorised", "hard exudates near macula,?CSMO.No RAPD."])
def test_a_word_with_a_capitalised_ending_is_no_web_address(text: str) -> None:
    assert "URL" not in _labels(text).values()
