"""Facility forms from real notes: practices and services named after a place or a person ("Castle Hill
Radiology", "Buckeye Rheumatology Associates", "Sedgwick Claims"), county-led organisations that win over the
county inside them, store numbers, payers and retail chains, names after a cue ("Medical aid:", "employer (");
and department names made only of generic words, which are no facility."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Repeat CXR in 6 weeks at Castle Hill Radiology.", "FACILITY", "Castle Hill Radiology"),
        ("From: Buckeye Rheumatology Associates, 4100 Olentangy River Rd", "FACILITY",
         "Buckeye Rheumatology Associates"),
        ("Seen by Dr Amos at Riverbend Dermatology last spring.", "FACILITY", "Riverbend Dermatology"),
        ("8 weeks of PT at Athletico Physical Therapy without relief.", "FACILITY", "Athletico Physical Therapy"),
        ("Referred by the optometrist (Clear Vision Optical, 1820 E Main St)", "FACILITY", "Clear Vision Optical"),
        ("Lone Star Spine & Pain, 9301 N Central Expy Ste 400, Dallas TX", "FACILITY", "Lone Star Spine & Pain"),
        ("Approved 7 days at Sunrise Rehab & Nursing, 2 Oak Hollow Ln.", "FACILITY", "Sunrise Rehab & Nursing"),
        ("Transport by Care Star Ambulance booked for 1100.", "FACILITY", "Care Star Ambulance"),
        ("Adjuster: Brenda Holt, Sedgwick Claims, (479) 555-0111", "FACILITY", "Sedgwick Claims"),
        ("Therapist: Soren Lindgren, PT   Vail Health Howard Head Sports Medicine, Edwards CO", "FACILITY",
         "Vail Health Howard Head Sports Medicine"),
        ("Hospitalised at Sunnybrook Health Sciences Centre, Toronto.", "FACILITY",
         "Sunnybrook Health Sciences Centre"),
        ("Facility: Golden Prairie Care Center, Salina KS", "FACILITY", "Golden Prairie Care Center"),
        ("PCP Dr. Haile at Unity Health Care, 1660 Pennsylvania Ave SE", "FACILITY", "Unity Health Care"),
        ("In-lab PSG at Stanford Sleep Medicine Center, 450 Broadway St", "FACILITY",
         "Stanford Sleep Medicine Center"),
        ("Referring: Dr. Jasper Love, Palo Alto Medical Foundation, NPI 1326049981", "FACILITY",
         "Palo Alto Medical Foundation"),
        ("From: Hamilton Public Health Services, 110 King St W", "FACILITY", "Hamilton Public Health Services"),
        ("Station: 501 (New Mexico VA HCS)", "FACILITY", "New Mexico VA HCS"),
        ("Evaluation location: Pima County Adult Detention Complex, 1270 W Silverlake Rd", "FACILITY",
         "Pima County Adult Detention Complex"),
        ("Court: Superior Court of Pima County, Judge Elena Morales presiding", "FACILITY",
         "Superior Court of Pima County"),
        ("Bite report filed with Cook County Animal and Rabies Control, report no. 118402.", "FACILITY",
         "Cook County Animal and Rabies Control"),
        ("RX NOTE - Kroger Pharmacy #0723", "FACILITY", "Kroger Pharmacy #0723"),
        ("pharmacy list from Walgreens #11052 shows dabigatran", "FACILITY", "Walgreens #11052"),
        ("Employer: Tyson Foods, Inc. - Springdale plant", "FACILITY", "Tyson Foods, Inc."),
        ("Bactrim from urgent care (MinuteClinic, Garland) for UTI.", "FACILITY", "MinuteClinic"),
        ("Lives with family; works nights at Costco Waipio.", "FACILITY", "Costco"),
        ("Mother en route from work (Dollar General, Bowling Green).", "FACILITY", "Dollar General"),
        ("Blue Cross Blue Shield of Texas, Appeals Dept, P.O. Box 660044", "FACILITY",
         "Blue Cross Blue Shield of Texas"),
        ("To: CareSource Ohio, Pharmacy Prior Auth Dept", "FACILITY", "CareSource Ohio"),
        ("Insurance: UnitedHealthcare Choice Plus, member 944-21-7781-03", "FACILITY", "UnitedHealthcare"),
        ("Medical aid: Discovery Health, member no. 500 774 219.", "FACILITY", "Discovery Health"),
        ("Wojciech's employer (Motorola Solutions) requested work note.", "FACILITY", "Motorola Solutions"),
        ("89 YOF FROM BROOKDALE SENIOR LIVING W/ AMS. PER FACILITY NURSE PT BASELINE A&OX2.", "FACILITY",
         "BROOKDALE SENIOR LIVING"),
        ("BROUGHT BY COWORKER FROM AMAZON FULFILLMENT CTR (BWI2). PCP IS DR STONE AT JOHNS HOPKINS.", "FACILITY",
         "AMAZON FULFILLMENT CTR"),
        ("BROUGHT BY COWORKER FROM AMAZON FULFILLMENT CTR (BWI2). PCP IS DR STONE AT JOHNS HOPKINS.", "FACILITY",
         "JOHNS HOPKINS"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("PRIOR AUTHORIZATION REQUEST - Specialty Pharmacy\nTo: the plan", "Specialty Pharmacy"),
        ("GENETIC COUNSELING NOTE - Hereditary Cancer Clinic\nProband: 41F", "Hereditary Cancer Clinic"),
        ("Plan reviewed.\nCoumadin Clinic to recheck INR Friday.", "Coumadin Clinic"),
        ("Plan reviewed.\nSpecialty Pharmacy to deliver Humira Friday.", "Specialty Pharmacy"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}
