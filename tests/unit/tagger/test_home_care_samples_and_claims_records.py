"""Probe round 62 (session 62): care at home and the paperwork of research samples (rotas, visit logs, sample and
aliquot codes, shipping permits), medico-legal and claims files (letters of claim, court and police numbers, SIU
surveillance, interviews, law firms, chambers and police forces), and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched


@pytest.mark.parametrize(("text", "value", "label"), [
    # vehicles by a short or a foreign word, and a South African plate
    ("Your insured veh:  MA19 KXR (grey Vauxhall Insignia)", "MA19 KXR", "VEHICLE_ID"),
    ("TP veh BD16 WKS - same reg came up again", "BD16 WKS", "VEHICLE_ID"),
    ("Sonnenschein-Touren: Tour 3 (Fahrzeug DO-PS 417)", "DO-PS 417", "VEHICLE_ID"),
    ("base La Almozara, vehículo 4417-KPW, técnico J. A. Bielsa", "4417-KPW", "VEHICLE_ID"),
    ("Phlebotomist on duty.  Bike: MH 12 QX 4471 Time reached: 06:41", "MH 12 QX 4471", "VEHICLE_ID"),
    ("INSURED DRIVER: P. J. Oosthuizen, vehicle JN 44 TZ GP", "JN 44 TZ GP", "VEHICLE_ID"),
    # samples, aliquots and tubes by their own codes, and a list after one cue
    ("Aliquot ZBB-24-118832-03 fehlt (Position C4 im Kryokarton leer)", "ZBB-24-118832-03", "OTHER_ID"),
    ("Röhrchen ZBB-24-118840-01: Etikett trägt Namen", "ZBB-24-118840-01", "OTHER_ID"),
    ("Deviation: vials AH-0233-WB and AH-0247-WB cracked in transit", "AH-0247-WB", "OTHER_ID"),
    # court, police, permit, payment and register numbers
    ("Circuit Court of St. Louis County, Missouri, Cause No. 23SL-CC04471", "23SL-CC04471", "OTHER_ID"),
    ("for the purposes of Action No. 2417/2023, District Court of Limassol", "2417/2023", "OTHER_ID"),
    ("URN: 44 TB 0217 24        Crime ref: CR/0312/24", "44 TB 0217 24", "OTHER_ID"),
    ("EMPLOYEES' COMPENSATION CASE NO. ECC 1187 OF 2023", "ECC 1187 OF 2023", "OTHER_ID"),
    ("Tel: 0161 496 0712   DX 14423 Manchester   Our ref: HP/RTA", "14423", "OTHER_ID"),
    ("Parramatta Precast Concrete Pty Ltd (ABN 41 118 302 774)", "41 118 302 774", "OTHER_ID"),
    ("Permit: import permit DE-TSE-25-00318; export letter to follow", "DE-TSE-25-00318", "OTHER_ID"),
    ("Beslut dnr SCN-2024-03318  Brukare: se nedan", "SCN-2024-03318", "OTHER_ID"),
    ("Amount: Rs 2,150 (paid UPI, txn 417823390152)", "417823390152", "OTHER_ID"),
    ("Phlebotomist: Rahul Gaikwad (emp MD-1042)", "MD-1042", "OTHER_ID"),
    # police forces, fire services, repositories, chambers and claims firms
    ("Occupation: Police Constable, Northumbria Police, Byker Neighbourhood Team", "Northumbria Police", "FACILITY"),
    ("ALBUQUERQUE POLICE DEPARTMENT - SUPPLEMENTAL NARRATIVE", "ALBUQUERQUE POLICE DEPARTMENT", "FACILITY"),
    ("and his pension from Humberside Fire & Rescue Service.", "Humberside Fire & Rescue Service", "FACILITY"),
    ("Case manager: Bethany Oduwole (Headway Case Management).", "Headway Case Management", "FACILITY"),
    ("4. Senior Constable Bree Halloran of Nunawading Police Station took", "Nunawading Police Station", "FACILITY"),
    ("Referred by BOW RIVER CHIROPRACTIC & WELLNESS for imaging", "BOW RIVER CHIROPRACTIC & WELLNESS", "FACILITY"),
    # Singapore flats
    ("NOK lives Blk 118 Lorong 2 Toa Payoh #07-214, S310118.", "Blk 118 Lorong 2 Toa Payoh #07-214", "STREET_ADDRESS"),
    ("NOK lives Blk 118 Lorong 2 Toa Payoh #07-214, S310118.", "S310118", "POSTCODE"),
    # officers and lawyers are staff; an interview's speakers; signed initials; a rota's rows
    ("Constable Bree Halloran attended at 23:34.", "Bree Halloran", "CLINICIAN_NAME"),
    ("FROM:  Latoya Simmons, Paralegal, Gruenwald Oduya & Pratt", "Latoya Simmons", "CLINICIAN_NAME"),
    ("DJ:  This is the adjuster. Do I have your permission to record? LP:  Yes. DJ:  Spell your name? "
     "LP:  Sure. DJ:  And your address? LP:  Flat 2.", "LP", "PATIENT_NAME"),
    ("logged in deviation register #DV-24-031.  Signature: K.R.       Witness: S. Patel", "K.R.", "CLINICIAN_NAME"),
    ("-> discussed w/ Dr S.V.: hold separately (Q box)", "S.V.", "CLINICIAN_NAME"),
    ("MON 02/06 07:30-08:00  MCKENZIE, I.        4 BALSUSNEY RD       PC/MEDS", "MCKENZIE, I.", "PATIENT_NAME"),
    ("BED 4  GREEN, Jo (daughter) visiting", "GREEN", "RELATIVE_NAME"),  # (a two-letter given name is no initial)
    ("I CONTACTED THE VICTIM, ALVARADO-BEGAY, JOSHUA (DOB 01/19/1990)", "ALVARADO-BEGAY, JOSHUA", "PATIENT_NAME"),
    ("RE: new client\n\nKia ora Sione,\nThanks for the referral", "Sione", "PATIENT_NAME"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # an exercise bike's readings and a dose after "veh" are no plates
    ("Warm-up on exercise bike HR 120, bike: 100 W for 10 min", "HR 120"),
    ("Warm-up on exercise bike HR 120, bike: 100 W for 10 min", "100 W"),
    ("veh. ICU 2 transfer pending", "ICU 2"),
    # reference materials, QC samples and a building's water samples are no one's specimens
    ("Legionella: water samples W24-0881 to W24-0886 sent", "W24-0881"),
    # do-not-resuscitate, a temperature and a cremation urn are no ids
    ("DNR status confirmed, dnr 2024 form on file", "2024"),
    ("emp 38.5 C overnight", "38.5"),
    # police and roles alone, and a greeting's words, are no names or places
    ("We Called Police at 10.", "Called Police"),
    ("Contact: Keeley O'Rourke, Solicitor", "Solicitor"),
    ("Update\n\nKia ora koutou,\n\nUpdate from the marae", "koutou"),
    ("RE: new client\n\nKia ora Sione,\nThanks for the referral", "Kia"),
    # a chart's headings do not take turns as an interview's speakers do
    ("LP: done. CT: normal. LP: repeat? CT: yes. LP: ok? CT: fine", "LP"),
    ("08:00  INSULIN, GLARGINE      20 UNITS", "INSULIN"),
    # dotted abbreviations after a signature's word
    ("Signed: N.B. see attached", "N.B."),
    # (round 62 review) a drug's carrier, an exercise bike's level, a German marker, a database's error code, a
    # diagnosis's ICD-9 code, a lab's abnormal flag, teaching and audit numbers, chambers of the heart, a verb
    ("Group 2 received veh DMSO 0.1% ip daily for 14 d.", "DMSO"),
    ("Animals given veh SBE-CD 20% sc for 5 days.", "SBE-CD"),
    ("Rehab: stationary bike L12 60RPM x 20 min, RPE 13.", "L12 60RPM"),
    ("Kennzeichen: HLA-B27 positiv, Sakroiliitis beidseits.", "HLA-B27"),
    ("EHR sync error: txn 40001 serialization failure, retried.", "40001"),
    ("Flag: ABN 14 150 160 170 - serial glucose in mmol x10 at 0/2/4 h.", "14 150 160 170"),
    ("Teaching set: Case no. ECG 14 of 2024 - Wellens pattern.", "ECG 14 of 2024"),
    ("Plan: Start Jardiance, counsel re genital mycotic infection.", "Start Jardiance"),
    ("EMS AND VOLUNTEER FIRE DEPARTMENT ON SCENE.", "VOLUNTEER FIRE DEPARTMENT"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # a reference material and a QC sample stay a code (the trial recognizers' reading), never a specimen's id
    ("Aliquot NIBSC-09-140 reconstituted as the calibrator.", "NIBSC-09-140", "OTHER_ID"),
    ("QC run: sample QC-2024-L2 within range", "QC-2024-L2", "OTHER_ID"),
    # (round 62 review) catalogue numbers, cell lines, products, positions and environmental samples
    ("Draw into tubes: BD-367856 (6 mL, lavender top).", "BD-367856", "OTHER_ID"),
    ("Samples: HEK-293 and HCT-116 lysates run in duplicate.", "HEK-293", "OTHER_ID"),
    ("Vials: MK-3475 100 mg/4 mL stored at 2-8 C.", "MK-3475", "OTHER_ID"),
    ("Tubes: PL-001-A01 to PL-001-H12 sealed and centrifuged.", "PL-001-A01", "OTHER_ID"),
    ("Sewage samples SW-24-0881 and SW-24-0882 positive for poliovirus RNA.", "SW-24-0881", "OTHER_ID"),
    ("DX 486 Pneumonia, organism unspecified.", "486", "OTHER_ID"),
    ("Imaging: DX 100 Mobile unit used for portable CXR.", "100", "OTHER_ID"),
    ("txn: ORA-00060 deadlock detected while writing orders.", "ORA-00060", "OTHER_ID"),
    ("Action No. QI 12/2024 - hand hygiene audit completed.", "QI 12/2024", "OTHER_ID"),
    ("Session 20 in Monoplace Hyperbaric Chambers, no barotrauma.", "Monoplace Hyperbaric Chambers", "FACILITY"),
    ("Motorbike: KTM 690 DUKE, lowside at bend.", "KTM 690 DUKE", "VEHICLE_ID"),
    # a file's number and year is no house number
    ("for the purposes of Action No. 2417/2023, District Court of Limassol", "No. 2417/2023, District Court",
     "STREET_ADDRESS"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label and label not in _labels(text).values(), _labels(text)
