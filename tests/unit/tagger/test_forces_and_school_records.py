"""Probe round 42 (session 42): health records of the armed forces and veterans' services, and of pupils, students
and athletes; and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "name"), [
    ("Screener: SGT HOLLIS (68W) | S: L ankle pain", "HOLLIS"),
    ("1SG Mbeki notified via email", "Mbeki"),
    ("Rfn Okwuosa is a reservist in A Company", "Okwuosa"),
    ("RIFLEMAN THOMAS OKWUOSA - DOB 24/07/2001", "THOMAS OKWUOSA"),
    ("shipmate HM3 Tran and CW2 Nakamura reviewed", "Nakamura"),
    ("Gnr Mohammed Al-Sayegh and Gdsm Reid", "Mohammed Al-Sayegh"),
    ("Stn: RAF Marham | Name: Flt Lt Imogen Carter-Bose", "Imogen Carter-Bose"),
    ("Cas: Pte Kwame ASANTE-BOATENG   ZAP: KA9032", "Kwame ASANTE-BOATENG"),
    ("Spc Ryan Kowalczyk", "Ryan Kowalczyk"),
])
def test_a_rank_before_a_name(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "name"), [
    ("Student: Deonte Caldwell | Football (OL #72)", "Deonte Caldwell"),
    ("Boarder: Hugo St John-Ashworth   Upper Fifth", "Hugo St John-Ashworth"),
    ("Parents: Niamh (mam) 087 334 5190; Padraig Murphy (dad)", "Niamh"),
    ("Niamh (mum) 087 334 5190", "Niamh"),
    ("contacts: | 1. Mei Ling Ng (Mum)  H 03 9555 2814", "Mei Ling Ng"),
])
def test_pupils_students_and_their_parents(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("Lt knee pain, Lt Baker's cyst", "Baker"),
    ("pO2 Low, HbA1c Pending", "Low"),
    ("CTPA: PTE Left Lower Lobe", "Left Lower Lobe"),
    ("Unit: B Coy, 1st Battalion The Royal Welsh", "B Coy"),
    ("Unit: A Co, 2-8 CAV, 1ABCT", "A Co"),
    ("Loc: Ex ASKARI STORM, nr Archer's Post", "STORM"),
    ("Tested by: Ana Lucia Ferreira, AuD, CCC-A", "AuD"),
    ("Aspirin (mum) stopped", "Aspirin"),
    ("Labs: Na 138 K 4.1 Ca 2.31 Crea 88 Ur 5.2", "Crea"),
])
def test_ranks_sub_units_and_exercises_are_no_names(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("Sig. Take one capsule twice daily", "Take"),
    ("Maj. Haemorrhage protocol activated", "Haemorrhage"),
    ("PO2 Arterial sample sent", "Arterial"),
    ("A1C Target below 7", "Target"),
    ("Biopsy Lt Col Polyp", "Polyp"),
    ("CT: Col Thickening noted", "Thickening"),
    ("CSM Myelopathy suspected", "Myelopathy"),
    ("Pupil: PERRLA", "PERRLA"),
    ("Gram stain: GNR. Culture: Klebsiella pneumoniae", "Culture"),
    ("Sputum: GNR Pseudomonas, heavy growth", "Pseudomonas"),
    ("DESP grading: BDR Both eyes (R1)", "Both"),
    ("Dilated fundoscopy: CDR Symmetric 0.3", "Symmetric"),
    ("ABG: PO2 Low at 7.9 kPa", "Low"),
    ("Diabetes review: A1C Will be repeated", "Will"),
    ("CW2 Doppler: peak gradient 64 mmHg", "Doppler"),
    ("Student: Physiotherapy", "Physiotherapy"),
    ("Examinee: Right-handed", "Right-handed"),
    ("Pharmacist: Locum | Date: 12/03/2025", "Locum"),
    ("Capt Will review on ward round", "Will"),
    ("Parents: Both Deceased", "Both Deceased"),
    ("Rang Home (mum)", "Rang Home"),
    ("Landline (dad) 01632 960123", "Landline"),
])
def test_clinical_words_after_rank_like_abbreviations_are_no_names(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize(("text", "name"), [
    ("Mr Coy, Dr Ann Coy, here", "Ann Coy"),
    ("Aud Sørensen attended", "Aud Sørensen"),
    ("Patient: Cal Thompson", "Cal Thompson"),
    ("Mr Kingsman", "Kingsman"),
    ("Ellen Rifleman", "Ellen Rifleman"),
    ("EX HUSBAND JOHN DOYLE", "JOHN DOYLE"),
    ("POST OP MR JONES COMFORTABLE", "JONES"),
    ("Ex SMITH is not to visit (non-molestation order)", "SMITH"),
    ("Dr Pol reviewed; plan continue", "Pol"),
    ("Seen by Dr Imms, consultant rheumatologist", "Imms"),
    ("Gnr Kieran Doyle, 16 Regt RA, knee pain", "Kieran Doyle"),
    ("Sqn Ldr Will Hastings", "Will Hastings"),
    ("Maj Andersson, 81, widow, lives alone", "Maj Andersson"),
    ("Lt Col Owain Pritchard, CO, informed of the downgrade.", "Owain Pritchard"),
    ("COL SANDERS reviewed", "SANDERS"),
    ("Post Op REYNOLDS, Jack: tolerating fluids", "REYNOLDS, Jack"),
    ("Post-Op ALI, Hassan tolerating diet", "ALI, Hassan"),
    ("Sig Johansen, 66, Norwegian seaman", "Sig Johansen"),
])
def test_names_that_look_like_ranks_or_record_words_stay_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


def test_a_company_suffix_is_no_rank() -> None:
    got = _labels("Acme Medical Pte Ltd, Singapore")
    assert got.get("Acme Medical Pte Ltd") == "FACILITY"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("LCpl PRYCE, Aaron James | Svc No: 30218874   NHS No: 485 771 2306", "30218874", "OTHER_ID"),
    ("Rfn Okwuosa, Army No 25199346 |", "25199346", "OTHER_ID"),
    ("PMKeyS: 8654213 | Unit", "8654213", "OTHER_ID"),
    ("ZAP: KA9032   Svc No: 30311597 | Unit", "KA9032", "OTHER_ID"),
    ("Mbr: Cpl Nguyen, Thi Lan   SN: K38 812 447   Trade: Med Tech", "K38 812 447", "OTHER_ID"),
    ("Svc No: G72 448 390 | Client", "G72 448 390", "OTHER_ID"),
    ("FMP/SSN: 20/468-22-9051 | Register No: 000918374 |", "468-22-9051", "SSN"),
    ("FMP/SSN: 20/468-22-9051 | Register No: 000918374 |", "000918374", "OTHER_ID"),
    ("DVA file: NX 602114 | Session", "NX 602114", "OTHER_ID"),
    ("OEN: 328 541 907   OHIP: 4472-918-306-KT", "328 541 907", "OTHER_ID"),
    ("Player reg. no: AR-U18-0391   FAN 487139204   DOB 2 Dec 2007", "487139204", "OTHER_ID"),
    ("WBB #4, guard   SID G00384127 | Date", "G00384127", "OTHER_ID"),
    ("OSHC: Bupa, membership 71245638 | Address", "71245638", "OTHER_ID"),
])
def test_service_pupil_and_member_numbers(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize("text", [
    "PATIENT: WASHINGTON, CLARENCE E (W4417) | 94 yo M",
    "Pt: FERRANTE, SALVATORE (F6621)   Date: Jan 17, 2024",
])
def test_the_va_last_four_after_the_name(text: str) -> None:
    value = text[text.index("(") + 1 : text.index(")")]
    assert _labels(text).get(value) == "OTHER_ID"


@pytest.mark.parametrize("text", ["SID 01632 960 000", "Membership no 01632 960 000", "Svc no 01904 726 112"])
def test_an_id_cue_before_a_phone_takes_no_part_of_it(text: str) -> None:
    number = text.split(" ", 1)[1].removeprefix("no ")
    assert number in _labels(text)


def test_the_last_four_needs_the_surname_initial() -> None:
    assert "A1234" not in _labels("Mr Smith (A1234) today")
    assert "W2024" not in _labels("Seen with Jane Wilson (W2024)")  # (a year, not four digits of an SSN)


@pytest.mark.parametrize(("text", "value"), [("Membership 2024 renewed", "2024"), ("Svc No: 111", "111")])
def test_a_service_or_membership_cue_needs_a_number_shape(text: str, value: str) -> None:
    assert _labels(text).get(value) != "OTHER_ID"


@pytest.mark.parametrize(("text", "value"), [
    ("Unit: B Coy, 1st Battalion The Royal Welsh, Lucknow Barracks | Reason", "1st Battalion The Royal Welsh"),
    ("Unit: 2nd Battalion, 502nd Infantry Regiment | Dx: Acute", "2nd Battalion, 502nd Infantry Regiment"),
    ("3rd Battalion, 5th Marines. OIF x2", "3rd Battalion, 5th Marines"),
    ("Capt Meredith Sand, FN, 86th Aeromedical Evacuation Squadron. | NOK", "86th Aeromedical Evacuation Squadron"),
    ("Sqn: IX(B) Squadron | Name", "IX(B) Squadron"),
    ("Unit: 2 Field Ambulance | HCN", "2 Field Ambulance"),
    ("Unit: A Co, 2-8 CAV, 1ABCT |", "2-8 CAV"),
    ("a Korean War veteran (3 RAR) whose", "3 RAR"),
    ("Unit: Royal Dragoon Guards, Megiddo Lines", "Royal Dragoon Guards"),
    ("Command: USS Bataan (LHD 5) | Deployment", "USS Bataan (LHD 5)"),
    ("SICK BAY - HMCS Halifax (FFH 330) | Date", "HMCS Halifax (FFH 330)"),
    ("released 2016-07-31 from CFB Valcartier. | Examining", "CFB Valcartier"),
    ("Burn Center | JBSA Fort Sam Houston, TX | Pt:", "JBSA Fort Sam Houston"),
    ("Continue pathway at PCRF Tidworth. Re-grade at 6 months.", "PCRF Tidworth"),
])
def test_units_ships_and_bases(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("EDUCATION, HEALTH AND CARE PLAN – Kent County Council", "Kent County Council"),
    ("Westlake Elementary – Hillsborough County Public Schools | Student", "Hillsborough County Public Schools"),
    ("Cedar Ridge Middle School (Round Rock ISD) |", "Round Rock ISD"),
    ("University of Wisconsin–Madison – University Health Services", "University of Wisconsin–Madison"),
    ("2nd yr Accounting, University of Edinburgh. | PC", "University of Edinburgh"),
    ("Residence: Sellery Hall, rm 1108 |", "Sellery Hall"),
    ("Lives in Farrer Hall, shared kitchen.", "Farrer Hall"),
    ("Accommodation: Lupton Residences, Flat 14", "Lupton Residences"),
    ("EHCP ref KCC/EHC/20931 | Setting: Brambledown Primary, Year 6", "Brambledown Primary"),
    ("Year 13 at Auckland Grammar | NHI", "Auckland Grammar"),
    ("School: Ardscoil Rís, 5th Year", "Ardscoil Rís"),
    ("EMS took him to Medical City Plano. Mom met them", "Medical City Plano"),
    ("Date of injury: Wed 9th Oct 2024 – 67' U18 league vs Millwall, sprint", "Millwall"),
    ("~20 min into 2nd half vs Marist. | S: lateral ankle pain", "Marist"),
])
def test_councils_schools_universities_halls_and_teams(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("Hb 7.4 g/dL. USS KUB - bilaterally small kidneys", "USS KUB"),
    ("USS Abdo showed gallstones", "USS Abdo"),
    ("the 3rd Division of the spinal cord", "3rd Division"),
    ("Given 3 Company directors", "3 Company"),
    ("NSG NOTE - University of Alexanderhaven Hospital MICU", "University of Alexanderhaven Hospital MICU"),
    ("?pulmonary TB vs CAP", "CAP"),
    ("at Brambledown Primary Care Centre", "Brambledown Primary"),
    ("GRAVIDA 2 PARA 1", "2 PARA"),
    ("8 Week Pain Management Group", "8 Week Pain Management Group"),
    ("2 Units Blood Group", "2 Units Blood Group"),
    ("3rd Floor East Wing", "3rd Floor East Wing"),
    ("II Diabetes Education Group (DESMOND)", "II Diabetes Education Group"),
    ("Folate 4-6 FA tabs", "4-6 FA"),
    ("RFA Liver Lesion", "RFA Liver Lesion"),
    ("USS Kidneys normal", "USS Kidneys"),
    ("CFS Fibromyalgia", "CFS Fibromyalgia"),
    ("RRU Team attended", "RRU Team"),
    ("NHS ISD data", "NHS ISD"),
    ("The Town Council", "The Town Council"),
    ("University of Pennsylvania Smell Identification Test", "University of Pennsylvania Smell Identification"),
    ("mets from Lung Primary", "Lung Primary"),
    ("Lives in Terraced House", "Terraced House"),
    ("Location: Squash Court", "Squash Court"),
    ("Final Dx TB vs Sarcoid", "Sarcoid"),
    ("30 min vs Baseline", "Baseline"),
    ("Match: Donor vs Recipient", "Recipient"),
    ("3rd Molar Group", "3rd Molar Group"),
    ("4 Drug Regiment", "4 Drug Regiment"),
    ("Ficat 3-4 AVN", "3-4 AVN"),
    ("Stage 2 RTR programme", "2 RTR"),
    ("USS Thyroid (TR 3)", "USS Thyroid (TR 3)"),
    ("Group & cross-match sent. ?Apixaban vs Rivaroxaban", "Rivaroxaban"),
    ("Fell 6' off ladder; ?Scaphoid vs Lunate", "Lunate"),
    ("looking at Oesophageal Primary", "Oesophageal Primary"),
    ("Contacted City Council", "Contacted City Council"),
    ("University of Life", "University of Life"),
])
def test_look_alikes_of_units_schools_and_teams(text: str, value: str) -> None:
    assert _labels(text).get(value) != "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("Given on the 2nd, 3rd and 4th cycles of chemo.", "the 2nd"),
    ("Fracture from the 4th to the 5th rib on the left.", "the 4th"),
    ("Seen on the 2nd and 3rd days post-op", "the 2nd"),
    ("unable to road march 2 miles w/ 35 lbs", "march 2"),
    ("Persistent L foot weakness, EHL 4/5. | Permanent", "4/5"),
    ("PC-PTSD-5: 1/5. PHQ-2: 0.", "1/5"),
])
def test_counted_ordinals_distances_and_scores_are_no_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) != "DATE"


@pytest.mark.parametrize(("text", "value"), [
    ("Seen on the 3rd, 4th and 5th of May.", "the 3rd"),
    ("from the 4th to the 10th she was away", "the 4th"),
    ("on the 12th to discuss results", "the 12th"),
    ("seen march 2 at clinic", "march 2"),
    ("Termin am 5. Mai.", "5. Mai"),
    ("Seit 2. Mai Husten", "2. Mai"),
    ("op 1. Mei Lisa zag arts", "1. Mei"),
    ("Bloods on the 3rd and 10th please", "the 3rd"),
    ("Date of injury: March 2 hours before arrival", "March 2"),
    ("Quads 12/03 session booked", "12/03"),
    ("1st dose given on the 14th and 2nd dose due on the 28th", "the 14th"),
    ("sob since march 2 flights of stairs", "march 2"),
])
def test_days_that_are_still_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"
