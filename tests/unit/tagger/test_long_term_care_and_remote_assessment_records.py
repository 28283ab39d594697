"""Probe round 57 (session 57): long-term, community and children's care records (care homes, dialysis units, home
and district nursing, hospice, homeless outreach, neonatal transfers, school nursing, Russian and Ukrainian polyclinic
cards, francophone West African health centres) and insurance, disability and remote-care records (benefit and
disability assessments, insurer claims, prior-authorisation calls, telehealth logs, dispatch (CAD) records, biobank
sample tracking); and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}
NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # a portal's thread, a biobank's shipment and tube barcodes, a telehealth session, an interpreter, a translation
    ("Patient portal thread export Thread THR-00938417 | app: MyWellPath 8.3.1", "THR-00938417"),
    ("SAMPLE TRACKING - shipment manifest Shipment: SHP-24-0611-03   From: the lab", "SHP-24-0611-03"),
    ("Platform: SanteLien   Session: TLC-2024-03-0099187   Room URL: see log", "TLC-2024-03-0099187"),
    ("Tube barcode(s): NLB0071843-B01, NLB0071843-B02  Received lab", "NLB0071843-B02"),
    ("Vietnamese - used interp Long Tran (interp ID 22871). 04/03", "22871"),
    ("[Translated by V. Lebedeva, certified translation no. TR-2023/1187]", "TR-2023/1187"),
    # French and West African references, a mutual insurer's member, an epidemic's case, a birth register
    ("Transfert. N° de référence: CSU-YN/REF/0412  Nom et prénoms: KOUASSI", "CSU-YN/REF/0412"),
    ("Mutuelle: Harmonie Sud-Ouest adhérent HSO-00471129  [16:31] Patient: bonjour", "HSO-00471129"),
    ("Cas notifié au district, n° EPID SEN-DKR-KMS-24-017. Prélèvement fait.", "SEN-DKR-KMS-24-017"),
    ("Acte de naissance n° 1204/CI/2022  VACCINATIONS (PEV)", "1204/CI/2022"),
    # Ukrainian eHealth and Russian papers: a declaration, an e-referral, a birth certificate, SNILS after its cue
    ("Declaration with family doctor: declaration No. 0001-4K7M-2P9X Mother: Melnyk", "0001-4K7M-2P9X"),
    ("to the Regional Clinical Hospital (referral e-No. 0000-H3P1-2274-KX8M). Glucometer", "0000-H3P1-2274-KX8M"),
    ("discharged on day 4. Birth cert. VIII-MIu No. 731204. OMS policy follows.", "VIII-MIu No. 731204"),
    ("Birth cert. VIII-MIu No. 731204. SNILS issued: 187-442-019 33. Address of residence:", "187-442-019 33"),
    # a key safe's and a buzzer's codes, a plan's group, a file, an insurer's claim, a telehealth log's provider
    ("12 Crown Terrace, Inverness IV2 3AE KEY SAFE code 4471 (left side of back door)", "4471"),
    ("Unit 1204, Burnaby BC V5R 5K6. Buzzer code 1204#. Concierge is on site.", "1204#"),
    ("member ID? CALLER: MRX 8821 0047 55, group GRP-00417B. Patient is the caller", "GRP-00417B"),
    ("DOB 04/30/1958, member ID APH9904417301, group HI-SMALL-20871. Verified with DOB", "HI-SMALL-20871"),
    ("Claimant: Kateryna Bondarenko   WCD File: 2023-04471 Insurer claim: SAIF 7K0551982", "2023-04471"),
    ("WCD File: 2023-04471 Insurer claim: SAIF 7K0551982   Employer: a mill", "SAIF 7K0551982"),
    ("session.create id=ses_7fK2q9XbLm40 provider_uid=prv_00318842 patient_uid=usr_a91c44e0d2", "prv_00318842"),
    # a report's case number over a protocol reading, dialysis machines, a cool box's logger
    ("I reviewed 3 h 40 min of video (report CWI-24-0311) filmed on the beach.", "CWI-24-0311"),
    ("3/14 - machine 2K8T-77134 conductivity alarm x3 -> backup machine 2K8T-77199.", "2K8T-77199"),
    ("Fridge 5.1°C, min 3.8 / max 6.4. Cool box logger TL-4471-0923.", "TL-4471-0923"),
    # plates: a US state's letters, a vehicle named on the line before "reg", a French registration
    ("Vehicle blocking driveway: white Silverado plate AZ CHR4821", "AZ CHR4821"),
    ("driver Tkach V. Vehicle: Renault Master, reg. BC 4417 HK Arrival 22:58", "BC 4417 HK"),
    ("He is seen driving a silver Camry, reg CWL 48K. He does not appear to limp.", "CWL 48K"),
    ("ambulance du district, immatriculation AA 4471 CI.", "AA 4471 CI"),
    # (and a French social security number after its own name, whole: not a plate's first groups)
    ("N° d'immatriculation: 1 90 02 99 350 117 33", "1 90 02 99 350 117 33"),
])
def test_care_and_assessment_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "labels"), [
    # places of care and firms: a care home after a manager's title, a behavioural-health provider, respite, a family
    # hub, a state high school, West African and French health centres, a family firm, a transport service
    ("Jacinta O'Connell Deputy Manager, Brookvale Care Home, 61 Upton Road, Moreton,", "Brookvale Care Home",
     {"FACILITY"}),
    ("three psychiatric admissions to Twin Valley Behavioral Healthcare (3/2022)", "Twin Valley Behavioral Healthcare",
     {"FACILITY"}),
    ("5-day inpatient respite offered at Linden Respite House, pending.", "Linden Respite House", {"FACILITY"}),
    ("contact supervised 2x/wk at Sheppey Family Hub Social worker: Olamide A", "Sheppey Family Hub", {"FACILITY"}),
    ("HIGH 19.6 after school sport (school: Tallebudgera Creek State High) - site failure", "Tallebudgera Creek State High",
     {"FACILITY"}),
    ("CARNET DE SANTE - traduit du francais CSCom de Banconi - Commune I, Bamako", "CSCom de Banconi", {"FACILITY"}),
    ("Poste de santé: Poste de Santé de Keur Massar Village   District sanitaire",
     "Poste de Santé de Keur Massar Village", {"FACILITY"}),
    ("Expéditeur: Centre de Santé Urbain de Yopougon-Niangon, Abidjan", "Centre de Santé Urbain de Yopougon-Niangon",
     {"FACILITY"}),
    ("Time of death 06:55. Undertaker: Hugh Rankin & Sons, 0131 554 2200.", "Hugh Rankin & Sons", {"FACILITY"}),
    ("Transport by the Pennine Neonatal Transport Service.", "Pennine Neonatal Transport Service", {"FACILITY"}),
    ("travel 1h by bus, Ronald McDonald House room application submitted", "Ronald McDonald House", {"FACILITY"}),
    ('Place of work (prior): JSC "Uralkhimmash", welder 5th grade', 'JSC "Uralkhimmash"', {"FACILITY"}),
    ('Artyom brings the drugs from pharmacy "Apteka Zdorovye" every week.', "Apteka Zdorovye", {"FACILITY"}),
    # a Russian street named before its type, an Indian plot in a sector, a parish's field, cross streets
    ("pediatric uchastok No. 14 Profsoyuznaya ul., 92, Moscow, 117485", "Profsoyuznaya ul., 92", PLACE_LABELS),
    ("Sanjeevani Hospital, Plot 14, Sector 21, Kharghar, Navi Mumbai 410210", "Plot 14, Sector 21", PLACE_LABELS),
    ("Breaux Bridge, LA 70517   Parish: St. Martin Visit date: 02/18/2025", "St. Martin", PLACE_LABELS),
    ("14 HOPE STREET, WREXHAM LL13 7PP  X-ST: KING ST / REGENT ST PT: HETHERINGTON", "REGENT ST", PLACE_LABELS),
    ("Cross streets: Higley Rd & McKellips Rd. Caller on scene.", "McKellips Rd", PLACE_LABELS),
    # a chat export's handles after its date and time, a dispatcher's name
    ("2024-05-02 09:12 priya.n: anyone else seeing join failures?\n2024-05-02 09:13 tomás: which meeting\n"
     "2024-05-02 09:15 tomás: logs show his ip", "tomás", NAME_LABELS),
    ("Call taker: HARGROVE, T       Dispatcher: OSEI-BONSU, K  TIME", "OSEI-BONSU, K", NAME_LABELS),
    # a month and a year with a dot after a time word
    ("SNILS: 112-233-445 95 Disability group: II (since 04.2016) Contact: daughter", "04.2016", {"DATE"}),
    ("Arterial hypertension. Taken on dispensary register: 03.2014. Disability group III.", "03.2014", {"DATE"}),
])
def test_names_places_facilities_and_dates(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # the review's look-alikes: times and amounts after the new cues, a reference range, standards and models, codes
    # of code systems after "claim", a fault code after "buzzer", trial groups, versions and statistics with dots,
    # placeholders for cross streets
    ("Session 0900-1030: pulmonary rehab exercise class.", "0900-1030"),
    ("Java thread 140234567 blocked waiting on monitor lock.", "140234567"),
    ("Shipment: 24000 doses of influenza vaccine arrived cold-chain intact.", "24000"),
    ("Plaquettes 210000/mm3 (valeurs de référence 150000-400000).", "150000-400000"),
    ("Replacement filter part 114-223-987 28 for the suction unit.", "114-223-987 28"),
    ("Reagent lot 512-334-871 54 quarantined pending QC.", "512-334-871 54"),
    ("Wheelchair secured in the van per reg ISO 7176 tie-down guidance.", "ISO 7176"),
    ("Nurse call buzzer code E0105, estates engineer called.", "E0105"),
    ("Task group ISO-13485 compliance audit next quarter.", "ISO-13485"),
    ("Claim SCTID 22298006 mapping used for myocardial infarction.", "SCTID 22298006"),
    ("Temperature logger V2-1000 firmware update pending.", "V2-1000"),
    ("Machine ISO-9001 certified manufacturer per tender.", "ISO-9001"),
    ("dialysis on machine 4008S in bay 2", "4008S"),
    ("Upgraded to Windows 10.2004 on the ward PCs.", "10.2004"),
    ("t = 10.2012, p < 0.001 for the primary outcome.", "10.2012"),
    ("Table 10.2015 lists the reference ranges.", "10.2015"),
    ("Potassium 11.2021 mmol in the raw export.", "11.2021"),
    ("X-ST: NONE / UNKNOWN", "NONE"),
    ("Cross streets: Parking Lot & Rear Entrance", "Rear Entrance"),
    ("Antenatal Diabetes Service: GDM pathway leaflet given.", "Antenatal Diabetes Service"),
    ("Rapid ul. 4 mm; Pearson per 2 hours", "Pearson per 2"),
    ("Parish: Catholic Church", "Catholic Church"),
    ("group B-12 strep, group HLA-B27", "HLA-B27"),
    ("car seat, reg EC 1907/2006 compliant", "EC 1907"),
    # the second review's: kinds and levels after a francophone head, kin before "and Sons", treatments' baths, a
    # quoted reply after "pharmacy", out-of-office replies, a limb's score after a Latin word, placeholders after
    # "Parish:" and "Dispatcher:", a maker's declaration, a file's name, a default code, room and section numbers
    ("Referred from the CSCom to the Centre de Santé de Référence for caesarean section.",
     "Centre de Santé de Référence"),
    ("CSRéf Pédiatrie, lit 4.", "CSRéf Pédiatrie"),
    ("Lives with Wife and Sons, independent ADLs.", "Wife and Sons"),
    ("Plan: Dilute Bleach Baths twice weekly for eczema.", "Bleach Baths"),
    ('Called pharmacy "Out of stock until next week"', "Out of stock until next week"),
    ('Pharmacy "Brand Switch" letter sent to patient.', "Brand Switch"),
    ('Status: OOO "Back on Monday, contact on-call"', "Back on Monday"),
    ("Oedema ul 1+, ll 3+ pitting to knee.", "Oedema ul 1"),
    ("Verruca vul 4 on plantar surface.", "Verruca vul 4"),
    ("Parish: None", "None"),
    ("Dispatcher: Auto-Assigned", "Auto-Assigned"),
    ("Manufacturer declaration 0123-CE01-MDR2 attached to the device file.", "0123-CE01-MDR2"),
    ("File: 2024-00312.csv exported from the audit tool.", "2024-00312"),
    ("KEY SAFE code 0000 (factory default, not yet set).", "0000"),
    ("Seen in 10.2012 (clinic room, level 10).", "10.2012"),
    ("Invoice numbers from 12.2020 to 01.2021 reconciled.", "12.2020"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "not_label"), [
    # look-alikes that keep their old reading, not the round's new one (a study report's protocol, a trial group, a
    # model read as a compound)
    ("DRAFT Clinical Study Report: NVX-2962/346 Study drug: NVX-2962", "NVX-2962/346", "OTHER_ID"),
    ("Randomised by the cooperative group RTOG-0617 schema.", "RTOG-0617", "HEALTH_PLAN_ID"),
    ("Session CBT-101 worksheet completed at home.", "CBT-101", "OTHER_ID"),
    ("Shipment: UN1845 dry ice, 5 kg.", "UN1845", "OTHER_ID"),
    ("Parish: Anglican", "Anglican", "COUNTY"),
    ("Fig 2: Bullseye Plot 2, Sector 4 shows reduced uptake.", "Plot 2, Sector 4", "STREET_ADDRESS"),
    ("Working group WHO-SAGE-2023 recommendations applied.", "WHO-SAGE-2023", "HEALTH_PLAN_ID"),
    ("Data logger EN-12830-2018 compliant, range 2-8 C.", "EN-12830-2018", "DEVICE_ID"),
    ("ECG machine MAC-5500 leads replaced.", "MAC-5500", "DEVICE_ID"),
    ("Car park lighting meets reg BS 5489 per estates.", "BS 5489", "VEHICLE_ID"),
])
def test_review_look_alikes_keep_their_old_reading(text: str, value: str, not_label: str) -> None:
    assert _labels(text).get(value) != not_label


@pytest.mark.parametrize(("text", "value", "labels"), [
    # the narrowed rules keep their true finds: a name before a capitalised head word or a field after it
    ("Contact Tom Ashworth Office Manager for rota changes.", "Tom Ashworth", NAME_LABELS),
    ("NOK: DAVID OKAFOR HOME PHONE ON FILE", "DAVID OKAFOR", NAME_LABELS),
])
def test_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    found = _labels(text)
    assert any(value in surface and label in labels for surface, label in found.items())
