"""Probe round 56 (session 56): specialist coordination and sensitive-service records (organ donation and
transplant, fertility and embryology, drug and alcohol services, sexual health, gender identity) and diagnostic
departments and ward logistics (radiology, histopathology, transfusion, handover and bed-management lists, audit
trails), with names and addresses from Japan, Korea, Quebec and francophone Africa; and the look-alikes each rule must
leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}
NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # a donor's file, a recipient on an offering sequence, a treatment cycle, straws, a biopsy, a bank's aliquot
    ("on 21/04/2024. Copy held in donor file SCOT-DON-24-0219. Next: offering via Hub", "SCOT-DON-24-0219"),
    ("St James's University Hospital, Leeds recipient R-1011402 — accepted 14:52.", "R-1011402"),
    ("pt: SATO Y / SATO H     cycle BH-W-24-0713 witness system: RI Witness", "BH-W-24-0713"),
    ("| 4AB      |   —      | vit. straw HW24-0713-S1 3    | 2PN      |", "HW24-0713-S1"),
    ("1 blastocyste J5 grade 4AB, paillette OVO-24-1187-B2 (cycle de congélation FIV-2023-0912).",
     "OVO-24-1187-B2"),
    ("1 blastocyste J5 grade 4AB, paillette OVO-24-1187-B2 (cycle de congélation FIV-2023-0912).", "FIV-2023-0912"),
    ("PI-RADS 5 lesion L PZ, 18 mm.     Biopsy U24-3317 (TP, 24 cores): acinar adenocarcinoma", "U24-3317"),
    ("study, subject ID SMU-0417-B  (aliquot SMU-0417-B-03 stored -80C, rack 12", "SMU-0417-B-03"),
    ("record on file (exported for SI review SI-NHSBT-24-112)", "SI-NHSBT-24-112"),
    ("declined DBS today -> consented, sample code DBS-BB-77419. Housing: still sofa surfing", "DBS-BB-77419"),
    ("Bed 6 Ms Aurora Valdés A0912446 Hb 61, lab 24B1876611", "24B1876611"),
    ("Kearney, who will repeat. Datix raised: W218845.  Please do NOT relabel", "W218845"),
    # a clinic's or a hospital's letters before its number
    ("sexual health screen, GUM no CSH-L 0098412. hep C RNA pos 2023", "CSH-L 0098412"),
    ("PN confirmed by receiving clinic: their clinic no NCSH-S 55109. Result: RPR neg", "NCSH-S 55109"),
    ("Waiting list update – dossier CHUM 3318207  Bonjour M. Kouassi,", "CHUM 3318207"),
    ("DOB 05/05/1979   Hosp RWE-L 2288143   NHS 526 019 4487", "RWE-L 2288143"),
    ("Clinic no BHW-118205 HFEA ref: HFEA-PRN 0224417   Consultant:", "HFEA-PRN 0224417"),
    ("Interpreter: Lingala        MRN BX 662 0471  DOB 30/11/1988", "BX 662 0471"),
    # a record number in brackets after the patient's name, maybe after the bed
    ("result manually transcribed, identified as Mrs Ewa Lisowska bed 9 (W1203367); result", "W1203367"),
    ("collect pt Marcel Tshimanga (C3310087) from CT to AMU bay 2", "C3310087"),
    # Japan's My Number and a masked Korean resident registration number behind their cues
    ("she has a Japanese My Number card too — 4829 1037 5520 — not needed", "4829 1037 5520"),
    ("Age: F/38  Hospital ID: 34419827   RRN: 860214-2****** (masked)", "860214-2******"),
    # a register's name in brackets after its checksummed number
    ("Polish patient, 83051412468 (PESEL) on the transfer letter", "83051412468"),
    # NHS numbers after "is" or an audit line's "=", check digit or not
    ("4. Amara's NHS number is 748 203 1155. Her birth was registered", "748 203 1155"),
    ("10.214.66.31        SET NHS no = 6730218849 2024-10-02", "6730218849"),
    # a French social security number after its English cue; a list of slides from one to another
    ("Social security no.: 2 79 05 99 226 047 38 Address: 14 bis, rue des", "2 79 05 99 226 047 38"),
    ("Slides: C24-006613-1 to C24-006613-6, cell block C24-006613-C", "C24-006613-6"),
    # an Irish plate after "reg"
    ("pt attended by own car, reg 231-D-48817, parked in ambulance bay", "231-D-48817"),
])
def test_sensitive_service_and_laboratory_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "labels"), [
    # names in a site report's list before the ward, logins in an audit trail's user column and after "by"
    ("   - K. Yamazaki ward 6 bed 12 - awaiting TTO", "K. Yamazaki", NAME_LABELS),
    ("   - Fr. Antoine Mbemba ward 14 - needs repatriation", "Antoine Mbemba", NAME_LABELS),
    ("timestamp              user          IP\n2024-10-02 03:14:22    rpritchard    10.214.66.31  CREATE",
     "rpritchard", NAME_LABELS),
    ("ketone meter download - ward 23 - download by t.abernethy (POCT coordinator) on 2024-08-30", "t.abernethy",
     NAME_LABELS),
    # services by their kind, a hospital of a country in capitals, a library that employs the patient
    ("13:02  | Cardiff Transplant Unit       | R-0998214      |", "Cardiff Transplant Unit", {"FACILITY"}),
    ("Northern Region Gender Dysphoria Service Benfield House, Benfield Road", "Northern Region Gender Dysphoria "
     "Service", {"FACILITY"}),
    ("transitioned at work (Sunderland City Library) and with family", "Sunderland City Library", {"FACILITY"}),
    ("performed at Mater Misericordiae Outpatient Imaging.  Findings:", "Mater Misericordiae Outpatient Imaging",
     {"FACILITY"}),
    ("Donor characterisation form, version 4.2\nHospital        : UNIVERSITY HOSPITAL OF WALES, CARDIFF\nHosp No   "
     "      : A773019",
     "UNIVERSITY HOSPITAL OF WALES", {"FACILITY"}),
    ("Escalated to Angus HSCP duty line 01307 492 883.", "Angus HSCP", {"FACILITY"}),
    ("methadone 60ml daily supervised at Boots, Darwen Street. Rx no FP10", "Boots", {"FACILITY"}),
    ("ambulance reservée, transfert vers CHUM neurochirurgie, accepté", "CHUM", {"FACILITY"}),
    ("Sérum trimestriel pour le crossmatch — Héma-Québec, prélèvement au CLSC", "Héma-Québec", {"FACILITY"}),
    # a street after a place of care and a comma; a town before a Canadian postcode
    ("last SL Rx). Pharmacy: Lister Pharmacy, Lumb Lane. Next review: 16 December", "Lumb Lane", PLACE_LABELS),
    ("2250 boul. Saint-Joseph,   Lachine H8S 2N4 - attente transport", "Lachine", PLACE_LABELS),
    # a Japanese address's city, ward and block numbers; a Ghanaian digital address
    ("Address: 〒981-3133 Miyagi-ken, Sendai-shi Izumi-ku Nakayama 2-7-15 Key person", "Izumi-ku", PLACE_LABELS),
    ("Address: 〒981-3133 Miyagi-ken, Sendai-shi Izumi-ku Nakayama 2-7-15 Key person", "Nakayama 2-7-15",
     PLACE_LABELS),
    ("Residence      : Chorkor, near Abosso Okai Rd  GPS addr GA-237-4419 Ward", "GA-237-4419", PLACE_LABELS),
    # Japanese era dates in translation
    ("Date of birth: Showa 31 year 8 month 19 day Address", "Showa 31 year 8 month 19 day", {"DATE"}),
    ("Date of transfer: R7.1.22 (Reiwa 7)   Written: 1/2", "R7.1.22", {"DATE"}),
])
def test_names_places_and_dates(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # an embryo's day and grade is no postcode; clock times after "site" and a centre are no site numbers
    ("ID SAC-2023-0441-E2  D5 4AA  vitrified 2023/06/14", "D5 4AA"),
    ("Haruki produced sample on site 08:10; conc 22M/ml, prog. motility 31%", "08"),
    ("kidney offered to Oxford Transplant Centre 14:30 — declined (donor BMI)", "14"),
    # blood units, a scanner's unit, a radiology suite and a stock line are no addresses
    ("traceability tag returned to lab:  Unit 1 start 09/04 00:05  checked", "Unit 1"),
    ("group check O vs A discrepancy: none - unit 2 O POS is compatible", "unit 2"),
    ("- NG24011602: 3T unit 2 (Siemens Vida sw VA50A), gad 7.5ml", "unit 2"),
    ("WHO SAFETY CHECKLIST (adapted)       IR Suite 2 Procedure: US-guided liver biopsy", "Suite 2"),
    ("| 19:40 | 20x 2ml green 21g, 20x swabs        |", "green"),
    # months in UK shorthand after "last", "+" or before "ago"
    ("Asymptomatic. Last HIV test 6/12 ago neg. On PrEP (event-based)", "6/12"),
    ("Sexual hx: 4 male partners last 3/12, receptive + insertive anal", "3/12"),
    ("Options RARP vs EBRT + 18/12 ADT. See Mr Mac Giolla Phádraig", "18/12"),
    # anatomy, embryology, a nodule category, an analyser, blood components, a role and an organisation's acronym
    ("Recall at fracture clinic - scaphoid waist #   seen on scaphoid views", "scaphoid"),
    ("Subject: Embryo import request – cryopreserved blastocysts", "Embryo"),
    ("Kidney is unchanged. Lung-RADS is not applicable (diagnostic CT)", "Lung-RADS"),
    ("HCV RNA 3,420 IU/mL (3.53 log)  Cobas 6800, referred 19/09", "Cobas"),
    ("Request: 2 units RBC, Hb 68 g/L, post-op bleed. Reason", "RBC"),
    ("FAMILY APPROACH NOTE — Specialist Nurse Organ Donation", "Organ Donation"),
    ("13:31 accepted by Porter 14 - on route", "Porter"),
    # the Bethesda system's edition, a baby's babble in quotes, a phone number in a call request
    ("Risk of malignancy per Bethesda 2023: ~30% (23-34%)", "Bethesda"),
    ("Infant babbles 'Goo-gu' and 'Ba-ba', milestones appropriate.", "Goo-gu"),
    ("If urgent, call my number 0207 1234 5678 after 5pm", "0207 1234 5678"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    if value == "0207 1234 5678":
        assert _labels(text).get(value) == "PHONE"
        return
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # a review's look-alikes (`/tmp/review56`): a cycle's day, a stage, an analyser, hours and counts after
    # the new cue words; a guideline's year, a standard's letters, a sum and a vaccine's dose after id cues
    ("Trial visit cycle C10D15 bloods taken pre-dose.", "C10D15"),
    ("Staging after biopsy: T2N0M0, MDT to discuss surgery.", "T2N0M0"),
    ("Spin each aliquot 15000 rpm for 10 min, discard supernatant.", "15000"),
    ("Platelets reference range per lab 150000 to 450000 per uL.", "450000"),
    ("Cath lab 0800-1800 weekdays only, out of hours via on-call.", "0800-1800"),
    ("Device ref BS-EN 60601 electrical safety test passed.", "BS-EN 60601"),
    ("Dossier BCG 1000000 UFC, vaccin administré.", "BCG 1000000"),
    # a read count and a number pad near "number"; generic services; Boots as a brand or a word
    ("Sequencing QC: individual number of reads 184467440737 passed filter.", "184467440737"),
    ("Referred to the Regional Transplant Unit for assessment.", "Regional Transplant Unit"),
    ("Young People's Substance Misuse Service offered an appointment.", "Substance Misuse Service"),
    ("STANDARDS FOR HOSPITALS OF WALES, OVERVIEW", "HOSPITALS"),
    ("Advised to walk to Boots, Then rest with foot elevated.", "Boots"),
    ("Glasses from Boots Opticians, prescription updated.", "Boots"),
    # tasks, germs and tools read as names or wards
    ("- Suspected Norovirus bay 3 closed", "Suspected Norovirus"),
    ("- Started Tazocin bed 8 review at 48h", "Started Tazocin"),
    ("UTI caused by e.coli, sensitive to nitrofurantoin.", "e.coli"),
    ("Staple-gun, Wound 3-4 cm, closed with steristrips.", "Staple-gun"),
    ("Jonas Pereira (1500000) cells/kg CD34 dose infused.", "1500000"),
    # a second review's (`/tmp/review56b`): analysers, standards, cell lines, billing and device codes after the cue
    # words; standards, PubMed and RxNorm ids after "ref"; fees and viral loads after "dossier" and "hosp"
    ("Transfer to recipient HLA-B5701 negative, abacavir can be used.", "HLA-B5701"),
    ("Biopsy M-81403, T-59000 coded for the cancer registry extract.", "M-81403"),
    ("Autoclave cycle B-20417 Bowie-Dick test pass, load released.", "B-20417"),
    ("Biocompatibility ref GB-T 16886 series met by the dressing.", "GB-T 16886"),
    ("Method adapted, see ref PMID 3120456 for the original assay.", "PMID 3120456"),
    ("Pre-hosp HBV-DNA 1200000 IU/mL, tenofovir started.", "1200000"),
    # OMIM numbers after eponyms, "My Number" in other senses, a budget line after "NHS ="
    ("Consider Kallmann (308700) given anosmia; genetics referral.", "308700"),
    # ranges of counts and tickets after "to"; a document library; a friend
    ("Helpdesk ticket 40021 to 40035 closed after the LIS patch.", "40035"),
    ("SOPs are held in the QMS Central Library on the intranet.", "QMS Central Library"),
    # a list item's task, germs after "by", job titles and games with a ward's suffix, era-named makers' codes
    ("- Chase CXR bed 5 - ? consolidation", "Chase CXR"),
    ("Colonised by c.auris, isolate in side room.", "c.auris"),
    ("Occupation: Dai-ku, roofing work, falls risk at work.", "Dai-ku"),
    ("Brought in by his Chin-gu, who drove him home.", "Chin-gu"),
    ("Showa 3-4-5 gloves, size M, nitrile.", "Showa 3-4-5"),
    ("Table S2.1.3 (Showa generation) shows smoking rates.", "S2.1.3"),
    # a tumour's stage after its type, a regulation's paragraph after "Reg", a device after "Digital"
    ("Adenocarcinoma T2N0M0, for surgery next list.", "Adenocarcinoma"),
    ("CQC finding: breach of Reg 12-A-3 (safe care).", "12-A-3"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "not_label"), [
    # the second review's look-alikes that keep their old reading (an analyser's or a CVE's code, counts read as a
    # phone, a friend read as a name, a game's level read as an enrolment count), not the round's new one
    ("FBC analysed on lab XN-1000; second analyser down for service.", "XN-1000", "OTHER_ID"),
    ("IT note: lab CVE-2024-3094 patched on the LIS servers, reboot tonight.", "CVE-2024-3094", "OTHER_ID"),
    ("MY NUMBER OF STEPS: 1000 2000 3000 over three days.", "1000 2000 3000", "OTHER_ID"),
    ("Budget line: NHS = 100 200 3000 cost-centre code, finance only.", "100 200 3000", "NHS_NUMBER"),
    ("PT ATTENDED WITH A CHUM FROM SCHOOL, SAFEGUARDING NOT A CONCERN.", "CHUM", "FACILITY"),
    ("Cognitive tasks: Sudo-ku, Level 2-3 completed.", "Level 2-3", "STREET_ADDRESS"),
])
def test_review_look_alikes_keep_their_old_reading(text: str, value: str, not_label: str) -> None:
    assert _labels(text).get(value) != not_label


@pytest.mark.parametrize(("text", "value", "labels"), [
    # the narrowed rules keep their true finds: a real one-letter postcode area, a flat on its own, a date on a day
    ("Address: 14 Chatsworth Road, London E5 8AA", "E5 8AA", PLACE_LABELS),
    ("lives at Unit 4, 12 Smith St with her son", "Unit 4, 12 Smith St", PLACE_LABELS),
    ("last seen 3/12 in clinic, next 3/4", "3/12", {"DATE"}),
    ("Site 104: screening visit done", "104", {"SITE_ID"}),
    ("Mrs Jane Porter attended with her daughter", "Jane Porter", NAME_LABELS),
])
def test_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels
