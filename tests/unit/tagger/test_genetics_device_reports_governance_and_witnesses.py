"""Probe round 25 (session 28): genetics, fertility and sexual-health text, diagnostic and device reports,
governance and administrative text, and notes typed from handwriting or faxes. The identifiers these notes carry
(IVF witnesses and embryologists by initials, a QC reviewer, typists after the typing date, a patient by title and
initials, a given name that is a word in capitals, sample barcodes, repeat kits, serious-incident, employee and
IHS numbers, subject-access requests, a lab's accessions of two kinds, genetic labs in capitals) and the look-alikes
they are full of (OMIM numbers, test-directory codes, eponym lists, endoscopic classifications, device makers and
products, prenatal tests, report fields, hyphenated test words, diseases by eponym, limb power, wall-motion
segments, genome units, ombudsmen and statutes, generic laboratories and clinics)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label

_IDS = {"MRN", "OTHER_ID", "SUBJECT_ID", "DEVICE_ID", "HEALTH_PLAN_ID"}


@pytest.mark.parametrize(("text", "initials"), [
    ("ID and embryo double-witnessed KR / HT at warming and at transfer.", {"KR", "HT"}),
    ("Physician: Dr. R. Hattangadi    Embryologists: LQ / SB\n", {"LQ", "SB"}),
    ("Witness: not required.   QC review: JMT 2025-12-11", {"JMT"}),
    ("Clinic Tuesday 03/02/2026    Typed 10/02/2026 ET/ck\n", {"ET", "ck"}),
    ("endocrinology\ndict 10/21/25 / tr 10/22/25 ljt\n", {"ljt"}),
])
def test_witnesses_embryologists_reviewers_and_typists_by_initials_are_found(text: str, initials: set[str]) -> None:
    assert initials <= _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    "Double check: LFT / CXR ok before cycle 2.",
    "Independent check: OD / BD dosing confirmed with pharmacy.",
])
def test_a_check_of_tests_or_dosing_codes_is_no_pair_of_initials(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_patient_by_title_and_dotted_initials_is_found() -> None:
    assert "K.L.T." in _with_label("(Datix W316205). Mr K.L.T., 46, attended ED twice before MRI.", PERSON)


def test_a_given_name_that_is_a_word_before_a_rare_surname_in_capitals_is_kept() -> None:
    text = "CT HEAD NOT NEEDED.\nDICTATED BY DR. CAN YILDIRIM (PGY-2) 12/11/2025\n"
    assert "CAN YILDIRIM" in _with_label(text, PERSON)
    assert not _with_label("PT SEEN TODAY. DR. WILL SEE PT TOMORROW.\n", PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("2 x EDTA (barcodes WRB-S-7718420, WRB-S-7718421), 1 x PAXgene", "WRB-S-7718421"),
    ("REPEAT KIT ISSUED: 26-0118473   FOLLOW-UP CASE #: NBS-FU-26-0087", "26-0118473"),
    ("FINAL REPORT   StEIS 2025/19427   Datix W307115", "2025/19427"),
    ("Pharmacy Technician (Band 5), Emp. no. 30044187", "30044187"),
    ("DOB 08/19/1983    HRN 612-0044-7 (IHS chart)", "612-0044-7"),
    ("SAR logged as SAR-2026-0317. Identity verified.", "SAR-2026-0317"),
    ("ACCESSION: CMA26-00417 / KT26-00219", "KT26-00219"),
])
def test_sample_kit_incident_employee_and_request_numbers_are_identifiers(text: str, value: str) -> None:
    assert value in _with_label(text, _IDS)


@pytest.mark.parametrize(("text", "org"), [
    ("NATERA  |  Panorama Prenatal Screen - Extended Panel", "NATERA"),
    ("PGT-A: CooperGenomics case # CG-26-448107", "CooperGenomics"),
])
def test_genetic_labs_named_alone_or_in_capitals_are_facilities(text: str, org: str) -> None:
    assert org in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize(("text", "not_found"), [
    ("heterozygous, OMIM #192500", "192500"),
    ("Test: R125 Thoracic aortic aneurysm or dissection", "R125"),
    ("Your screening result for Down's, Edwards' and Patau's syndromes (combined test)", "Edwards"),
    ("Lower chance for Edwards' (T18) and Patau's (T13) syndromes: 1 in 2000", "Edwards"),
    ("8 mm Paris 0-IIa lesion, sigmoid at 25 cm.", "Paris"),
    ("Barrett's segment, Prague C2M4, no visible nodules (Seattle biopsies deferred).", "Prague"),
    ("Barrett's segment, Prague C2M4, no visible nodules (Seattle biopsies deferred).", "Seattle"),
    ("22 M/mL, 38% motile, 3% normal forms (Kruger)", "Kruger"),
    ("RA lead: Medtronic CapSureFix Novus 5076-52 cm, serial PJN7713204", "Medtronic CapSureFix Novus"),
    ("Medium full-face mask (ResMed AirFit F20). Mild leak.", "ResMed"),
    ("Note: Panorama is a screening test; confirm by CVS or amniocentesis.", "Panorama"),
    ("Note: Panorama is a screening test; confirm by CVS or amniocentesis.", "CVS"),
    ("Interpretation: ABNORMAL MALE. A 2.55 Mb interstitial deletion of 22q11.21", "ABNORMAL MALE"),
    ("Interpretation: ABNORMAL MALE. A 2.55 Mb interstitial deletion of 22q11.21", "Mb"),
    ("PIO 50 mg from day of LH-equivalent, transfer mid-March.", "LH-equivalent"),
    (" 12.4       54      -2.95     (Hb-corrected, Hb 14.1)", "Hb-corrected, Hb"),
    ("Hx: mother in Busan has Graves. \nA: ?postpartum thyroiditis vs Graves.", "Graves"),
    ("Communication: speaks Nepali (Gurung dialect) only.", "Gurung"),
    ("Please screen children - done 12/2025: Dewi HBsAg neg, immune.", "Dewi HBsAg"),
    ("AV Vmax 2.1 m/s   MR vena contracta 0.5 cm", "vena contracta"),
    ("Antenatal Screening Office\nB. Latham, Antenatal and Newborn Screening Coordinator", "Newborn"),
])
def test_genetics_fertility_and_device_look_alikes_are_no_identifiers(text: str, not_found: str) -> None:
    assert not_found not in _values(text)


@pytest.mark.parametrize(("text", "not_found"), [
    ("DEFICITS: R HEMIPARESIS (RUE 2/5, RLE 3/5), EXPRESSIVE APHASIA", "2/5"),
    ("apical septum (3/17 segments), WMSI 1.24, LVEF 58%.", "3/17"),
    ("If you remain unhappy you may contact the Parliamentary and Health Service Ombudsman (PHSO).",
     "Parliamentary and Health"),
    ("(Health and Safety (Sharp Instruments in Healthcare) Regulations 2013)", "Sharp Instruments in Healthcare"),
    ("SOCIAL: RETIRED TEXTILE DYER (WORKED AT A DYE HOUSE ON STRAIGHT ST). FROM KAYSERI.", "WORKED AT"),
    ("Actions:\n22/09 10:40  Emailed Ward 11 manager (Band 7, on leave)", "Emailed Ward"),
    ("Neurodiagnostics Laboratory, Hennepin Healthcare (HCMC), Minneapolis, MN", "Neurodiagnostics Laboratory"),
    ("PACING CLINIC - DEVICE CHECK\nCardiac Rhythm Management", "PACING CLINIC"),
    ("Location: Kennet Ward (Elderly Care), Bay 4 Bed 22", "Elderly Care"),
    ("URGENT - FOR ATTN OF DUTY GP - PATIENT'S OWN SURGERY\nPATIENT: YONAS KIFLOM", "PATIENT'S OWN SURGERY"),
    ("Mr K.L.T., 46, attended ED twice before MRI.", "ED"),
    ("22/09 10:40 Room: Endo Suite 4", "Suite 4"),
    ("Bradford Factor quoted in the referral (288) is a management tool.", "Bradford"),
    ("Patient: FNU SUTRISNO   (mononym; registered \"FNU\" per EHR rule)", "FNU"),
])
def test_governance_and_report_look_alikes_are_no_identifiers(text: str, not_found: str) -> None:
    assert not_found not in _values(text)


def test_an_eponymous_disease_keeps_a_titled_doctor_of_that_name() -> None:
    found = _with_label("Dr Graves reviewed. Ms Jane Graves attended.", PERSON)
    assert {"Graves", "Jane Graves"} <= found
