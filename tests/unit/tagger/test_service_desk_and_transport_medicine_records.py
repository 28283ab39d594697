"""Probe round 64 (session 64): hospital IT and clinical systems support (service-desk tickets, audit-log extracts,
interface error queues, duplicate-record reports, pager logs) and aviation and transport occupational medicine
(aeromedical reports, medevac logs, drug-test custody forms, regulator letters), and the look-alikes each rule must
leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

# a DICOM header pasted into a ticket, annotated by its author
_DUMP = ("(0008,0016) UI [1.2.840.10008.5.1.4.1.1.4]  # SOPClassUID\n"
         "(0008,1010) SH [MR02-SKYRA]                          # StationName\n"
         "(0010,0020) LO [3004918823]       # PatientID (local)\n"
         "(0020,000d) UI [1.2.40.0.13.1.1.18032025.88412.4417]  # StudyInstanceUID")


@pytest.mark.parametrize(("text", "value", "label"), [
    # ages over 89 after a patient's or a titled name, in Nordic, Dutch and Finnish words, in apposition
    ("Patient Åsheim is 94 years, lives at the nursing home per kommune.", "94", "AGE_OVER_89"),
    ("Mr Tomasz Nowak is 91 - unit manager notified for disclosure", "91", "AGE_OVER_89"),
    ("Rad 3: Gunvor Eriksson är 91 år, provet visades för fel patient", "91", "AGE_OVER_89"),
    ("Patiënte is 90 jaar, opgenomen afdeling Lingezicht.", "90", "AGE_OVER_89"),
    ("Example (pt Kettunen Väinö, 93 v, sample 2410270093311)", "93", "AGE_OVER_89"),
    ("Patient B: Mr Douglas Pennycook, 90, Ōtautahi Rest Home. Informed via his daughter.", "90", "AGE_OVER_89"),
    ("Patient:   Frau Hildegard BRAUCKMANN, 91 years (DOB 22.05.1933), German national", "91", "AGE_OVER_89"),
    ("Home visit Monday. She's 93 so I don't want the wrong letters going out.", "93", "AGE_OVER_89"),
    # a place of care's name keeps the town named nowhere else in the document
    ("cc  Dr R. Osei-Bonsu, GP, Levenside Medical Practice", "Levenside Medical Practice", "FACILITY"),
    # a service desk's, a vendor's and a register's codes of two letter groups and a serial
    ("Logged with Digital Health HS-INC-0098124; vendor tech says config", "HS-INC-0098124", "OTHER_ID"),
    ("Systems to notify: LIS (LAB-TKT-20931), RIS/PACS, pharmacy", "LAB-TKT-20931", "OTHER_ID"),
    ("Z offset in LIS outbound (vendor change CHG-EHR-2025-0417), planned 18.3.2025.", "CHG-EHR-2025-0417", "OTHER_ID"),
    # plural and transport cues, and a form's "on file" and "issued"
    ("HIM back-loaded and split, final MRNs M01488231 and M01488232.", "M01488231", "MRN"),
    ("Examiner notes: CDL: TX 28817734  Class A, endorsements N/T", "TX 28817734", "LICENSE_NUMBER"),
    ("driver CDL Q524-1187-6630 (IL) returned to duty same day", "Q524-1187-6630", "LICENSE_NUMBER"),
    ("(DOB 09-11-1994, CPL No. 9042) conducted at the institute", "9042", "LICENSE_NUMBER"),
    ("FLIGHT: QM417    A/C REG: A7-QMF (B787-9)", "A7-QMF", "VEHICLE_ID"),
    ("Schäfer, Gisela, geb. 14.04.1933, KVNR A123457895, was created twice", "A123457895", "OTHER_ID"),
    ("obrigada\nCamila\ncrew no 20814\nSent from my iPhone", "20814", "OTHER_ID"),
    ("collector D. Urquhart, 24/08/2024 09:15, chain of custody SYN-CC-881204) - result awaited", "SYN-CC-881204",
     "OTHER_ID"),
    ("cc: patient, Swords\nPPSN on file: 8812345TA   Episode OPD-25-0033871", "8812345TA", "MRN"),
    ("Staff parking P2\n   Badge no. assigned: 0044871", "0044871", "OTHER_ID"),
    # logins after an account's or a username's cue, and a pager log's sender
    ("SR-241115-0102 locked account chenyx reset after callback verification", "chenyx", "CLINICIAN_NAME"),
    ("Windows / e-mail          username to be: nmthembu", "nmthembu", "CLINICIAN_NAME"),
    ("no sorry that's my badge. Username is dafydd.harris2.", "dafydd.harris2", "CLINICIAN_NAME"),
    ("01/18 19:24  ACK bkowalsk\n01/19 00:19  FROM nadeyemi: on it", "nadeyemi", "CLINICIAN_NAME"),
    # companies in capitals before a legal form, Nordic legal forms, airlines
    ("HEBRIDEAN ISLES FERRIES LTD - MARINE SAFETY DEPARTMENT", "HEBRIDEAN ISLES FERRIES LTD", "FACILITY"),
    ("GULF COAST OCCUPATIONAL MEDICINE, PLLC\n9120 Bellaire Blvd", "GULF COAST OCCUPATIONAL MEDICINE, PLLC", "FACILITY"),
    ("Leverantören (Nordlab Systems AB) har ärende NLS-77312", "Nordlab Systems AB", "FACILITY"),
    ("Arbeidsgiver: Lofoten Sjømat AS (fiskeindustri)", "Lofoten Sjømat AS", "FACILITY"),
    ("First Officer on the A320 with Atlas Meridian Airlines, based at Hounslow.", "Atlas Meridian Airlines", "FACILITY"),
    # Norwegian nursing homes, GP surgeries and out-of-hours clinics
    ("Lives at Sortland sykehjem per kommune.", "Sortland sykehjem", "FACILITY"),
    ("ASA 300 mg from GP Dr Mona Rasmussen (Naustdal legekontor) 12:25.", "Naustdal legekontor", "FACILITY"),
    # extensions after a French "poste" and a German hospital's "DECT"; an employee number column of digits
    ("Ansprechpartnerin Pflege: Svetlana Morozova, DECT 4418.", "4418", "PHONE"),
    ("Josée Lapointe-Nadeau, archiviste médicale, poste 22814", "22814", "PHONE"),
    ("| Emp # | Name | Role / Site |\n|---|---|---|\n| 0072145 | Okafor, Ngozi A. | RN, Foothills |", "0072145",
     "OTHER_ID"),
    # a DICOM dump's study UID and station name, and a keyword annotated after it
    (_DUMP, "MR02-SKYRA", "DEVICE_ID"),
    (_DUMP, "1.2.40.0.13.1.1.18032025.88412.4417", "OTHER_ID"),
    (_DUMP, "3004918823", "MRN"),
    # a town of no gazetteer before an Australian state and its postcode
    ("Address Wirrilla Downs Station, via Wilcannia NSW 2836", "Wilcannia", "CITY"),
    ("Address Wirrilla Downs Station, via Wilcannia NSW 2836", "2836", "POSTCODE"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # readings after a patient's word and in a vitals list, years after a Nordic word for a duration
    ("Patient weight was 95. Heart Rate, 92, Resp Rate 18", "95"),
    ("Heart Rate, 92, Resp Rate 18", "92"),
    # standards', regulations' and viruses' codes of letter groups
    ("Controls mapped to ISO-IEC-27001 and EU-MDR-2017-0745 annex I.", "ISO-IEC-27001"),
    ("Controls mapped to ISO-IEC-27001 and EU-MDR-2017-0745 annex I.", "EU-MDR-2017-0745"),
    # an account's words, a login's shape inside a word
    ("account holder details, account mgmt, account settings", "mgmt"),
    ("Drug accountabiliyt done", "abiliyt"),
    # a stenosis, a blood group and a drug given as needed are no companies
    ("Known Severe AS. Blood Group AB. Echo: Moderate Calcific AS", "Known Severe AS"),
    ("Known Severe AS. Blood Group AB. Echo: Moderate Calcific AS", "Blood Group AB"),
    ("PAIN 4/10, GIVEN METFORMIN AS NEEDED W/ SOME RELIEF.", "GIVEN METFORMIN AS"),
    ("DAUGHTER KIMURA, MAI LISTED AS HEALTH CARE PROXY", "LISTED AS"),
    # a year after a short Australian state
    ("Annual Report WA 2019 is attached.", "Report"),
    # a service desk's speakers and systems, an e-mail's subject, a MEDIF form's item codes
    ("[00:00] AGENT: Hello, IT service desk.\n[00:05] CALLER: Hi, my account is locked.", "AGENT"),
    ("Subject: Specimen labels printing with WRONG PATIENT", "Specimen"),
    ("Our LIS matched on MRN only. EHR then reconciled to her chart.", "LIS"),
    ("MEDA02  Diagnosis: COPD (GOLD 3)\nMEDA03  Date of onset: long standing.", "MEDA"),
    # (round 64 review) scores and readings after a patient's word, anniversaries, leases and age bands in years'
    # words, volts, a table's rows, terms of years, bronchi, a capitals note's "LIMITED" and "INC", a stenosis and
    # the left ear, an NDC, a procedure's code, German nouns after a hospital's word, an approval's number "issued",
    # serial lactates, a registered nurse's and cardiac failure's years
    ("Pt Barthel was 95, independent with transfers and stairs.", "95"),
    ("Patient Target Weight is 95, dietitian aware.", "95"),
    ("Sykehuset markerer 100 år med åpent hus for ansatte og pasienter.", "100"),
    ("Grond in erfpacht voor 99 jaar, zie bijlage 3 van de huurovereenkomst.", "99"),
    ("Antal vårdtillfällen, åldersgrupp över 90 år: 57 (hela regionen).", "90"),
    ("Mains supply, 110 v, 60 Hz: pack a plug adapter for the CPAP machine.", "110"),
    ("Serum Chloride, 104, Normal", "104"),
    ("Chloride (104, Normal range 98-107) on today's U&E.", "104"),
    ("Lease Term: 99 years (from 25 March 1987), ground rent £50.", "99"),
    ("Upper Airways: patent, no stridor.", "Upper Airways"),
    ("SHOULDER ABDUCTION LIMITED BY PAIN TO 90 DEGREES.", "LIMITED"),
    ("PT DOUBLY INC, PADS IN USE, SKIN INTACT.", "DOUBLY INC"),
    ("Audiology: Otitis Media AS, grommet review in 3 months.", "Otitis Media AS"),
    ("Thyroid Peroxidase AB positive, titre 340 IU/mL.", "Thyroid Peroxidase AB"),
    ("NDC 51079258672 (heparin 5,000 units/mL vial) dispensed to ward 4.", "51079258672"),
    ("Per SOP-MIC-0123, repeat culture after 48 h.", "SOP-MIC-0123"),
    ("Ventilator alarm ALM-VENT-2001 (circuit disconnect) acknowledged.", "ALM-VENT-2001"),
    ("Landesklinikum Besuchsregelung: täglich 14–18 Uhr, maximal zwei Personen.", "Besuchsregelung"),
    ("Ethics ref no. issued: 23/NE/0147 (REC favourable opinion).", "23/NE/0147"),
    ("Lactate serials 4.1, 2.8, 1.9 after fluids.", "4.1"),
    ("Qualified SRN 1981; now working as a practice nurse.", "1981"),
    ("PMH: CCF 2019, AF on apixaban, T2DM.", "2019"),
    ("Batch LT-BATCH-2024-00417 released by the QP.", "LT-BATCH-2024-00417"),
    (_DUMP, "1.2.840.10008.5.1.4.1.1.4"),  # (a SOP class's UID names a kind of image, no one's)
    ("Take the lift to the poste de soins, ward 3.", "3"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # a town also written on its own keeps its label inside the practice's name
    ("Benside Medical Practice, 70 Young Street\nBenside\nTS32 1AB", "Benside", "FACILITY"),
    # an extension in a pager log is no login
    ("01/19 03:10  TO x5-2217: found in modality worklist", "x5-2217", "CLINICIAN_NAME"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)
