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
        # a name before a broad head (Center, Health, Home, Associates, Consultants, Network, Pavilion, Children's)
        ("pt was inpt at Shepherd Center, d/c home 8/4.", "FACILITY", "Shepherd Center"),
        ("home hospice w/ VNS Health. POLST completed.", "FACILITY", "VNS Health"),
        ("Family prefers Lutheran Home (Arlington Heights).", "FACILITY", "Lutheran Home"),
        ("Appt with hand surgeon at Hand Surgery Associates of NJ, appt 10/24.", "FACILITY",
         "Hand Surgery Associates of NJ"),
        ("ROP exam due w/ Dr. Hiroko Takeda (Retina Consultants of Minnesota).", "FACILITY",
         "Retina Consultants of Minnesota"),
        ("NY Donor Network called 0415, ref pending.", "FACILITY", "NY Donor Network"),
        ("admitted Texas Children's, then IOP.", "FACILITY", "Texas Children's"),
        ("Children's Minnesota NICU, St Paul campus", "FACILITY", "Children's Minnesota"),
        ("Works as PCA for Caring Hands Home Care.", "FACILITY", "Caring Hands Home Care"),
        # head first with "of <place>"
        ("She was told he was on hospice (Hospice of Acadiana) since Dec.", "FACILITY", "Hospice of Acadiana"),
        ("pastor Rev. Gideon Ampofo (Church of Pentecost - Bronx), oncologist", "FACILITY",
         "Church of Pentecost - Bronx"),
        # a weaker head after at/to/from or a bracket
        ("Failed NSAIDs, PT x 6 wk at Drayer PT, and 1 CSI.", "FACILITY", "Drayer PT"),
        ("their office (Capital Digestive Care) will call.", "FACILITY", "Capital Digestive Care"),
        ("Therapist: Fenna Hoekstra, LMHC (Sound Mind Counseling) - ROI on file", "FACILITY", "Sound Mind Counseling"),
        ("Reported to WCG IRB? not required.", "FACILITY", "WCG IRB"),
        # ALL-CAPS note: a behavioural-health name after a preposition
        ("PT AGREES TO RESIDENTIAL TX; BED AT BRIDGEWAY BEHAVIORAL HEALTH 01/04.", "FACILITY",
         "BRIDGEWAY BEHAVIORAL HEALTH"),
        # a name after an admission or transfer cue
        ("Mother was hospitalized at Presbyterian in Santa Fe.", "FACILITY", "Presbyterian"),
        ("EMS to Abbott Northwestern, NIHSS 14 on arrival.", "FACILITY", "Abbott Northwestern"),
        ("SAE (pneumonia, admitted Northern General 02-Apr-2024) reported.", "FACILITY", "Northern General"),
        ("CT chest 6/15/2021 (outside, Kapiolani).", "FACILITY", "Kapiolani"),
        # employers and vendors after a cue
        ("Dad works at 3M, visits evenings.", "FACILITY", "3M"),
        ("LIVES ALONE. RETIRED MACHINIST (BOEING). SISTER-IN-LAW CALLED.", "FACILITY", "BOEING"),
        ("worked as line cook at Waffle House (Ponce location).", "FACILITY", "Waffle House"),
        ("He is a 57 yo UPS driver, pain worse w/ stairs.", "FACILITY", "UPS"),
        ("Transport: ride via Modivcare conf 8813301", "FACILITY", "Modivcare"),
        ("Labs to Covance central lab, req # 7730492118.", "FACILITY", "Covance"),
        ("-- 3/5/24 ePRO vendor (Signant) alert: no diary.", "FACILITY", "Signant"),
        ("Yeon-hee Park | Senior CRA | Fortrea UK", "FACILITY", "Fortrea"),
        ("use phone interpreter for assessments (CyraCom ID 55231).", "FACILITY", "CyraCom"),
        # a name before ED / pharmacy after a preposition, also a lower-case one unknown to English
        ("wife will take him to meriter ED.", "FACILITY", "meriter"),
        ("comfort kit delivered by Kindred pharmacy (Rx# 4417209)", "FACILITY", "Kindred"),
        ("picking up today from Food City pharmacy on Chapman Hwy.", "FACILITY", "Food City"),
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
        # kinds of unit before a broad head, a verb before it, a service after an admission cue
        ("Called Transfer Center re: bed.", "Transfer Center"),
        ("Called Transfer Center re: bed.", "Called Transfer Center"),
        ("Seen by Behavioral Health today.", "Behavioral Health"),
        ("Discharge Home with services.", "Discharge Home"),
        ("Occ Health - Fit for Duty", "Occ Health"),
        ("send letter to Student Disability Center today", "Student Disability Center"),
        ("Pt admitted to Medicine for CHF.", "Medicine"),
        ("Transferred to MICU overnight.", "MICU"),
        ("ADMIT TO MED, DR. RAMACHANDRAN AWARE.", "MED"),
        ("Event: SJS (MedDRA PT 10042033) onset 7/14", "MedDRA PT"),
        # a language, a person or a lab analyte after a vendor cue; an English word before ED
        ("Interpreter (Spanish) used for consent.", "Spanish"),
        ("Labs: WBC 11.2, Hgb 9.", "WBC"),
        ("will take him to nearest ED.", "nearest"),
        ("read by Sub-I Dr. Raghavan - NSR", "Sub-I Dr"),
        ("PT recs home w/ HH PT.", "HH PT"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for _, v in found(text, detect(text))}


@pytest.mark.parametrize(
    "text",
    [
        "To: Benedikt Strauss (CRA, Jane Doe) re: queries",  # a person after a vendor cue
        "Interpreter: Maria, in person",
        "Dr. Robert Young Center for sleep",  # a person after a title
    ],
)
def test_no_facility(detect, text: str) -> None:
    assert not [s for s in detect(text) if s.label == "FACILITY"], found(text, detect(text))
