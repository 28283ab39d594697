"""Probe round 66 (session 66): health care for people in uniform and in custody (sick-call notes, medical boards,
aeromedical evacuation requests, veterans' claims, reception screens, custody suite notes, forensic statements,
prison transfers and medication charts), clinical genetics and family history work (pedigrees, cascade letters,
registry extracts, genealogy notes), and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched


@pytest.mark.parametrize(("text", "value", "label"), [
    # forces' sub-units, formations and units in their field, bases and training areas
    ("Rank: LCpl\nUnit:     A Coy 1 YORKS, Alma Lines, Catterick Garrison", "A Coy 1 YORKS", "FACILITY"),
    ("Svc No: 875412      Coy: B Coy, Pl 2     Home unit: 1 Bde, Collins Barracks, Cork", "1 Bde", "FACILITY"),
    ("Released by: Lt Col C. Ó hUiginn, OC 121 Inf Bn (Defence Forces)", "121 Inf Bn", "FACILITY"),
    ("Rank: Cpl        SN: K58 204 917\nUnit: 3 RCR, 2 CMBG", "2 CMBG", "FACILITY"),
    ("UNIT    : 3rd Battalion, Singapore Infantry Regiment (3 SIR), Mandai Hill Camp", "Mandai Hill Camp", "FACILITY"),
    ("UNIT    : 3rd Battalion, Singapore Infantry Regiment (3 SIR), Mandai Hill Camp", "3 SIR", "FACILITY"),
    ("DTelN 362 7714 | Linton Military Camp, Palmerston North 4820", "Linton Military Camp", "FACILITY"),
    ("Einheit:             4./Panzerbataillon 33, Örtzetal-Kaserne", "4./Panzerbataillon 33", "FACILITY"),
    ("Einheit:             4./Panzerbataillon 33, Örtzetal-Kaserne", "Örtzetal-Kaserne", "FACILITY"),
    ("Sanitätsversorgungszentrum Munster - Sanitätsstaffel Einsatz Munster", "Sanitätsversorgungszentrum Munster",
     "FACILITY"),
    ("Unit: 2-503 IN, 173rd Airborne Brigade, Caserma Del Din, Vicenza IT", "Caserma Del Din", "FACILITY"),
    ("USS HARMON BAY (LPD 31) - pierside NSA Bahrain", "NSA Bahrain", "FACILITY"),
    ("Pain since ex; due on ex Otterburn Training Area w/c 26/2.", "Otterburn Training Area", "FACILITY"),
    # custody suites, police stations and prisons by their town, and the bodies that hold a record
    ("Custody suite: Brixton Custody (367 Brixton Road, SW9 7DD)", "Brixton Custody", "FACILITY"),
    ("3. NOTIFICATIONS\n   SAPS Kirstenhof SAPS informed 15:30 - inquest docket", "SAPS Kirstenhof SAPS", "FACILITY"),
    ("Journalnotat - helsetjenesten Bergen fengsel", "Bergen fengsel", "FACILITY"),
    ("Vanuit de medische dienst van PI Vught (afd. De Lind)", "PI Vught", "FACILITY"),
    ("Ingesloten:  01-06-2024 (via politiebureau Den Bosch-Centrum)", "politiebureau Den Bosch-Centrum", "FACILITY"),
    ("# CUI//SP-HLTH - Federal Bureau of Prisons - do not release", "Federal Bureau of Prisons", "FACILITY"),
    ("Home Office reference (CID): H1184422", "Home Office", "FACILITY"),
    ("engaged by An Garda Síochána as a Forensic Medical Examiner", "An Garda Síochána", "FACILITY"),
    ("Healthcare provider: Mitie Care & Custody", "Mitie Care & Custody", "FACILITY"),
    ("Your representative: Disabled American Veterans, Patrice O'Halloran, NSO.", "Disabled American Veterans",
     "FACILITY"),
    # custody, court and forces numbers
    ("NOMIS       G8810VX          CRO   112093/11W         PNC  2011/0448212Z", "G8810VX", "OTHER_ID"),
    ("NOMIS       G8810VX          CRO   112093/11W         PNC  2011/0448212Z", "2011/0448212Z", "OTHER_ID"),
    ("Prisoner: O'DONOGHUE, Patrick James   No. A9930EH   Cat B", "A9930EH", "OTHER_ID"),
    ("gedetineerde S. Janssen-Oduya (reg.nr 1447309) / BSN 302945618", "302945618", "OTHER_ID"),
    ("CURP: HEZG830412MJCRXD07     NSS: 0498-83-1127-4      Edad: 41 a.", "0498-83-1127-4", "OTHER_ID"),
    ("Dr Anjali Govender (MP 0712345) certified death.", "0712345", "LICENSE_NUMBER"),
    ("CHARGES: DUI, obstruction    Case/Warrant: 24-CR-00561", "24-CR-00561", "OTHER_ID"),
    ("rettsmøte i Hordaland tingrett 25/1 (sak 23-184462MED-HORD/1).", "23-184462MED-HORD/1", "OTHER_ID"),
    ("Réquisition n° 2024/004417 du 17/09/2024 à 22h40", "2024/004417", "OTHER_ID"),
    ("Forensic Pathology: Salt River FPS, DR no. SR 2219/2024 - PM scheduled", "SR 2219/2024", "OTHER_ID"),
    ("Personenkennziffer: 140396-Y-20417", "140396-Y-20417", "OTHER_ID"),
    ("Location    Induction Unit (A-Wing) cell A1-07 - single cell (prisoner)", "A1-07", "OTHER_ID"),
    # logins: a log's key spelt out, an access log's column between the time and the address
    ("06:00,GIVEN,JPOLANCO,DKIM,DOT LTBI\n# staff key: JPOLANCO=Polanco, Jasmine RN ; DKIM=Kim, Daniel CO", "DKIM",
     "CLINICIAN_NAME"),
    ("2024-08-05T09:02:10Z   a.oyelaran      10.42.9.140      VIEW", "a.oyelaran", "CLINICIAN_NAME"),
    # a log's column of one writer's initials before sentences, and another writer's
    ("3/19/24 09:12  KLS  Result reported to PCP office by phone.\n3/19/24 14:40  KLS  PCP office unable to reach"
     " family.\n3/20/24 10:05  KLS  Called grandmother line w/ Hmong interpreter.\n3/26/24 16:20  JR   Sweat Cl 22 /"
     " 24 mmol/L (normal <30).", "JR", "CLINICIAN_NAME"),
    # a town after a facility's name and a comma, before a code, a bracket, a gap or a full stop
    ("DESTINATION MTF ........ Walter Reed National Military Medical Center, Bethesda MD", "Bethesda", "CITY"),
    ("Station: Mill Street Garda Station, Galway            PULSE Incident No: 22617843", "Galway", "CITY"),
    ("Bone scan at Soroka Medical Center, Be'er Sheva, 04.03.2024:", "Be'er Sheva", "CITY"),
    ("was accommodated at the Belvedere Hotel, Scarborough and detained", "Scarborough", "CITY"),
    # an Irish estate's street, its kind first, after its house number and before a comma
    ("Kowalski, date of birth 14/05/1996, of 22 Cúirt na Coille, Knocknacarra. He was", "22 Cúirt na Coille",
     "STREET_ADDRESS"),
    ("NOK: Maura Fitzpatrick (mother), 14 Ard na Gréine, Ballincollig, Co. Cork.", "14 Ard na Gréine",
     "STREET_ADDRESS"),
    # dates: a family history's births by month and year, a period's end, and a phone after its helpline's hours
    ("Hougen, Ole H.   head   M   b. Mar 1861   Norway   farmer", "Mar 1861", "DATE"),
    ("period 2024-08-01..2024-08-31 ; flagged by rule R14", "2024-08-31", "DATE"),
    ("Open Arms 24/7: 1800 011 046 / www.openarms.gov.au", "1800 011 046", "PHONE"),
    # the right reading where another won before
    ("Date of arrival at centre: 14 March 2024     Date of examination: 18 March 2024", "14 March 2024", "DATE"),
    ("Emergency contact: sister, 17 Tettenhall Rd, Wolverhampton  07700 914 226", "07700 914 226", "PHONE"),
    ("comm +49 6371 9464 6612", "+49 6371 9464 6612", "PHONE"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # field labels, gene symbols, programmes, record systems and syndromes that read as names
    ("Member: THIBODEAU, Marc-André        Rank: Cpl        SN: K58 204 917", "Rank"),
    ("Order no.: CK-EX-24-0377        Family ID: FAM-DEM-1102", "ID"),
    ("Clinical contact NZ: Dr Aroha Tipene, clinical geneticist", "NZ"),
    ("Pieter carries the family PPOX variant; his sister does not.", "PPOX"),
    ("Hi Sir/Mdm,\n\nPls see below for PES review request for NSF from our unit.", "PES"),
    ("Alerts: !! OPIOID SUBSTITUTION (OTP) !!  |  Hep C Ab+ RNA neg", "OTP"),
    ("Strong suspicion of Lynch (MLH1). If path. variant found, cascade.", "Lynch"),
    ("Seen at hatch. Letter on SystmOne.", "SystmOne"),
    ("From:  Head of Centre, Pollsmoor Correctional Centre", "Head"),
    ("Port ref: DVR/231106/0344\nCentre ID: MLN-08812", "Centre"),
    ("SCHEDULER EXPORT  clinic=GEN-ADULT,GEN-PRENATAL   site=Bloor Pavilion", "GEN-ADULT"),
    ("Joanna Nowak, Band 5 BMS,\nMolecular Oncology, employee no E-0077341.", "Molecular Oncology"),
    ("Familial Hypercholesterolaemia Cascade Team", "Cascade"),
    ("08:00  BM  6.2 mmol/L fasting\n12:00  BM  7.1 mmol/L after lunch today\n16:00  BM  5.5 mmol/L before tea"
     " snack\n20:00  BM  8.0 mmol/L at bedtime", "BM"),
    # the new rules' look-alikes (round 66 reviews)
    ("Participant C coy when asked about condom use; interview paused.", "C coy"),
    ("NHS trusts spent an estimated £3 Bn on agency staff last year.", "3 Bn"),
    ("Serum analysis detected 7 BDE congeners, with BDE-47 predominating.", "7 BDE"),
    ("RS: NSA Vesicular breath sounds bilaterally, no added sounds.", "NSA Vesicular"),
    ("Pat. macht keine Anstalten Hilfe anzunehmen, Angehörige sehr besorgt.", "Anstalten Hilfe"),
    ("Operated at a Cataract Camp in 2019, left eye now aphakic.", "Cataract Camp"),
    ("Placed in DCFS Custody in 2021, now with a foster family.", "DCFS Custody"),
    ("ALS refresher held in the Resus Training Area, level 2.", "Resus Training Area"),
    ("Thyroglobulin AB (TGAB) 312 IU/mL, high.", "Thyroglobulin AB"),
    ("Dom: Ubetinget fengsel i 90 dager, soning utsatt.", "Ubetinget fengsel"),
    ("Pre-PTE right heart cath: RA 12, mPAP 48, CO 4 LPM, CI 2.1.", "4 LPM"),
    ("Sgt, Army Reserve. Trauma call: Blood bank Unit: 2 PRBC issued to resus.", "2 PRBC"),
    ("Free-text notes were vectorised using TF-IDF weighting.", "IDF"),
    ("Dx: Acute Combat Stress Reaction (F43.0) - rest, reassurance.", "Combat Stress"),
    ("Works from a Home Office in the loft; advised on DSE set-up.", "Home Office"),
    ("Rezept für Kompressionsstrümpfe im Sanitätszentrum Orthopädie-Technik einlösen.", "Sanitätszentrum"),
    ("Prisoner: declined flu jab; previous dose batch No. U0412AB recorded in 2023.", "U0412AB"),
    ("Queries raised by CRO: 204517/22B resolved before database lock.", "204517/22B"),
    ("Proteinase K (MP 2304117) stored at -20 °C, lot expires 03/2026.", "2304117"),
    ("IVF: NSS 1000 cc to run x 8 hrs.", "1000"),
    ("Charge RN: M. Ortiz, BSN 2014, CCRN.", "2014"),
    ("Rising creatinine would warrant USS 0900 slot tomorrow if no improvement.", "USS 0900"),
    ("Diabetic eye screening: DR no 2023 photos R0M0, recall 2 years.", "2023"),
    ("PK: 120324-A-00017 drawn 2 h post-dose, kept on ice.", "120324-A-00017"),
    ("Aliquot 120523-001A thawed for ELISA, remaining aliquots at -80 °C.", "120523-001A"),
    ("Glucose log: FBG 98, PC Breakfast 165, PC Dinner 201.", "165"),
    ("Referral accepted by Derriford Hospital, Colposcopy (Level 6); appointment to follow.", "Colposcopy"),
    ("Furosemide 40 mg b.i.d. MAR 1800 dose held (SBP 86), prescriber informed.", "MAR 1800"),
    ("Haematology on call: Dr B. May 1744 (bleep) – please page for film review.", "1744"),
    ("Interface engine upgraded; changelog 2024.1.3..2024.3.1 reviewed, no clinical impact.", "2024.3.1"),
    ("Flowsheet time/SBP/HR: 1800 144 118 – rapid AF, metoprolol given.", "1800 144 118"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    ("MCA Doppler: PI Normal, RI 0.72, no evidence of centralisation.", "PI Normal", "FACILITY"),
    ("Reagent kit LOT 230415-B-00231, exp 2026-04, stored at 2-8 °C.", "230415-B-00231", "OTHER_ID"),
    ("Baylor University Medical Center, Oyelowo MD, attending of record.", "Oyelowo", "CITY"),
    ("Report ID RPT-0054471-F - VÄISÄNEN AINO - 140668-118F   Page 2/2", "118", "AGE_OVER_89"),
    ("Strong suspicion of Lynch (MLH1). If path. variant found, cascade.", "Lynch", "PATIENT_NAME"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)
