"""Probe round 59 (session 59): acute hospital flow records (ED boards and handovers, ambulance logs, theatre lists,
anaesthetic and transfer forms; Japanese, Korean, Indonesian and Philippine hospitals) and the hospital's back office
and the field (credentialing, coding, finance, home-equipment suppliers, NGO field clinics, camp registers and line
lists; Latin American public health and East African and Sahel camps); and the look-alikes each rule must leave
alone."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect as _detect
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID", "BIOMETRIC_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}
NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # Indonesian population number, national health insurance, medical record, eligibility letter and referral letter
    ("Bed 3 - Sutrisno, L, 58 th. No RM 24-07-118392    NIK 3310121503660004, BPJS 0001283347125 (PBI)",
     "3310121503660004"),
    ("Bed 3 - Sutrisno, L, 58 th. No RM 24-07-118392    NIK 3310121503660004, BPJS 0001283347125 (PBI)",
     "0001283347125"),
    ("Bed 3 - Sutrisno, L, 58 th. No RM 24-07-118392    NIK 3310121503660004, BPJS 0001283347125 (PBI)",
     "24-07-118392"),
    ("NIK       : 3302154708630002   No. BPJS  : 0000387129544   kelas 3   No. RM    : 48-27-73", "3302154708630002"),
    ("NIK       : 3302154708630002   No. BPJS  : 0000387129544   kelas 3   No. RM    : 48-27-73", "48-27-73"),
    ("Pasien no 2 (Paijo) peserta BPJS 0001774412093, SEP no 1033R0010924V004127 sudah terbit.",
     "1033R0010924V004127"),
    ("Rujukan dari Puskesmas Wedi, surat rujukan no 1029/PKM-WD/VII/2024  Catatan:", "1029/PKM-WD/VII/2024"),
    # a Colombian citizen's card with its dots, Latin American notifications, authorisations, folios, taxpayers
    ("Paciente: ANA RENTERIA Tipo y No. documento: CC 1.036.655.412 Regimen: Subsidiado", "1.036.655.412"),
    ("Recibe a satisfaccion: Dilia Mercado, CC 32.661.008, parentesco: esposa.", "32.661.008"),
    ("DENGUE E CHIKUNGUNYA  Nº da notificacao: 4281937          Data da notificacao", "4281937"),
    ("Auditor medico: Dr. Caio Brandao CRM-MG 48.117  Nº AIH: 3125100432871        Tipo: 1-Normal", "3125100432871"),
    ("refere CSI Droum le 20/11, numero notification NE-ZIN-MAPI-24-0031. Enfants absents", "NE-ZIN-MAPI-24-0031"),
    ("FORMATO DE ALTA DE TRABAJADOR            Folio: RH-48-2025-00317  Nombre: HERNANDEZ", "RH-48-2025-00317"),
    ("CURP: HETX910322MDFRLC05        RFC: HETX910322KP4 NSS: 39089112447", "HETX910322KP4"),
    ("Regimen: Subsidiado   Autorizacion EPS: 0517-2503-88192 Fecha de ingreso: 02/03/2025", "0517-2503-88192"),
    ("Cotizacion No. RE-BAQ-0071563 Orden de servicio EPS: OS-2025-3381907   EPS: Salud Caribe", "OS-2025-3381907"),
    ("Dra. Lomeli, neumologa, ced. prof. 7781204 Unidad: HGZ No. 21", "7781204"),
    ("Next service visit: Sept 4   Rental agreement no. RA-88213-O2", "RA-88213-O2"),
    ("ACCT: MRN: 000847213   Acct/Enc: V00019938412 Adm 03/09/2025", "V00019938412"),
    # a register's letters between a licence or registration cue and its number
    ("Reviewed by Dr Khalid Nasser, Reg. TCMC 41873, on 3 May.", "41873"),
    ("License: DHA DHA-P-0087331 (Dr Priya Menon)", "DHA-P-0087331"),
    ("Licence no.: OMSB OMSB-C-10284", "OMSB-C-10284"),
    # ambulances' call signs, a Korean and an Indonesian plate
    ("Ambulances waiting: 2 (call signs D-214, D-117) ", "D-214"),
    ("Ambulances waiting: 2 (call signs D-214, D-117) ", "D-117"),
    ("Crew: Chidi Eze (ECA)   Callsign NW-4417  Reg YJ19 KVX", "NW-4417"),
    ("Unit: Bupyeong 119 Ambulance 2  (plate 71소 4418) EMT-P: Oh Sang-woo", "71소 4418"),
    ("Catatan: ambulans AD 8832 KF masih di bengkel, pakai ambulans cadangan.", "AD 8832 KF"),
    ("butuh ventilator.  Ambulans: R 9317 BS, sopir Pak Darsono", "R 9317 BS"),
])
def test_flow_back_office_and_field_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


_CTU = ("No   CTU ID      Name                     Sex Age  Residence (boma/block)        Onset     Adm\n"
        "1    GBO-0412    Achol Garang Kuol        F   34   Munuki blk C               11/10     12/10\n"
        "2    GBO-0413    Gatwech Riek             M   6    Gudele 2                   12/10     12/10\n")
_HEV = ("ID        NAME                       AGE SEX  SECTOR/BLOCK    ONSET    ADM\n"
        "HE-0871   NYAMUOCH GATDET RUEI        24  F    S5 / B-41       02-SEP   04-SEP\n"
        "HE-0872   KOANG CHUOL DAK             17  M    S5 / B-39       03-SEP   05-SEP\n")
_CRENI = ("No adm.   Date adm   Nom & prenom de l'enfant      Sexe  Age(mois)  Village              PB(mm)\n"
          "24/1187   02/09      Hassana Abdoulaye             M     11         Gabi                 104\n"
          "24/1188   02/09      Nafissa Lawali Maman          F     18         Dan Issa             111\n")
_MUAC = ("#  Child name                 Sex  Age(m)  Caregiver                 proGres / ration card       MUAC(mm)\n"
         "1  Ayaan Mohamed Hussein      F    14     Fadumo Osman              DAD-24C117503               109\n"
         "2  Abdirahman Yusuf           M    27     Sahra Ibrahim Aden        DAD-19K008871               121\n")
_CLOCK = ("timestamp            terminal  term IP          emp id       name                    bio template   event\n"
          "2025-07-05 06:52  T-04      10.40.12.84      RMH104477    ABERNATHY, WILL        FP-7C2A91E0    IN\n"
          "2025-07-06 18:58  T-02      10.40.12.80      RMH088120    SALAZAR-HOPE, M        FP-19BD44F7    OUT\n")
_BRIGADA = ("N  DNI        nombre nino/a               edad   madre/cuidador             Hb g/dL  dx\n"
            "1  90418823   Killari Quispe Huaman       1a 2m  Rosa Huaman Ayme           9.8      anemia\n"
            "2  90602114   Inti Sulca Mendoza          11m    Hilaria Mendoza Cconislla  11.9     normal\n")


@pytest.mark.parametrize(("text", "value", "labels"), [
    # a line list's and a camp register's own numbers beside the names, an admission register's, a camp's blocks
    (_CTU, "GBO-0412", ID_LABELS), (_CTU, "GBO-0413", ID_LABELS), (_CTU, "Munuki blk C", PLACE_LABELS),
    (_HEV, "HE-0871", ID_LABELS), (_HEV, "S5 / B-41", PLACE_LABELS), (_HEV, "S5 / B-39", PLACE_LABELS),
    (_CRENI, "24/1187", ID_LABELS), (_CRENI, "Gabi", PLACE_LABELS), (_CRENI, "Dan Issa", PLACE_LABELS),
    (_MUAC, "DAD-24C117503", ID_LABELS), (_MUAC, "DAD-19K008871", ID_LABELS),
    # a time clock's rows typed a few characters off their headers: employee, name, biometric template
    (_CLOCK, "RMH104477", ID_LABELS), (_CLOCK, "FP-7C2A91E0", ID_LABELS), (_CLOCK, "SALAZAR-HOPE, M", NAME_LABELS),
    (_CLOCK, "FP-19BD44F7", ID_LABELS),
    # a Peruvian brigade's DNI column
    (_BRIGADA, "90418823", ID_LABELS), (_BRIGADA, "90602114", ID_LABELS),
])
def test_field_registers_by_their_columns(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # a standard or a record's own cue after "Registration", a year
    ("Registration: ISO 9001 audit passed in March.", "9001"),
    ("Registration: ISO 9001 audit passed in March.", "ISO 9001"),
    # helicopters' and rapid response cars' call signs, signing algorithms, an exercise's, one not yet given
    ("MV Collision Patient, call sign HEMS21 inbound to ED.", "HEMS21"),
    ("Obs relayed by call sign RRV14 before handover.", "RRV14"),
    ("Team call sign: ECHO22 for the exercise.", "ECHO22"),
    ("Ambulance call sign pending; crew to confirm.", "pending"),
    # a dental plaque, a folio's page, an eligibility letter's cue before a short number
    ("Higiene oral: placa bacteriana abundante, placa 3 mm en 36.", "3 mm"),
    ("See Folio 12 of the register.", "12"),
    ("Septal defect; SEP no 4412 pending review.", "4412"),
    # (the review's) a frequency or a series after a call sign, a bone or Petri plate, Korean counts before numbers,
    # "ambulans" before a hospital's count, a round amount after "CC" or "TI", ringgit and a year after "No RM"/"No adm",
    # a tariff and a count after "BPJS", a book's folio, a ministry's circular, a trial register, a time
    ("Radio check: call sign 1234 MHz band was noisy, switched channel.", "1234"),
    ("Se colocó placa LCP 10 orificios en la diáfisis del húmero.", "LCP 10"),
    ("Siembra en placa MH 90 mm, lectura a las 18 horas.", "MH 90"),
    ("검체 96개 2000 rpm 원심분리 10분.", "96개 2000"),
    ("병동 13층 2024 리모델링 완료.", "13층 2024"),
    ("Ambulans: RS 3 ALS siaga di IGD.", "RS 3"),
    ("Abono a CC 1.250.000 registrado en la cuenta corriente del hospital.", "1.250.000"),
    ("Presupuesto área TI 12.500.000 COP aprobado para el nuevo servidor.", "12.500.000"),
    ("No RM 200 deposit required for inpatient admission at this hospital.", "200"),
    ("No adm 2024 data available in the old registry export.", "2024"),
    ("See folio 12345 of the bound volume in the library archive.", "12345"),
    ("Rujukan 12/MENKES/IV/2023 tentang sistem rujukan berjenjang.", "12/MENKES/IV/2023"),
    ("Trial registration: ISRCTN 48291736. Ethics approval obtained before enrolment.", "48291736"),
    ("Registration: OPD 1030 clinic slot, follow-up in six weeks.", "1030"),
    # an Indonesian note's complaint, family and "except", an airway, a programme; a field trial's and an exam hall's
    # blocks; a direction and an unknown in a locality's field
    ("Kontrol tiap hari kec. Minggu; Kec. Sabtu poli tutup siang.", "Sabtu"),
    ("Jl. Napas: paten, tidak ada sumbatan.", "Napas"),
    ("Program Kabupaten Sehat dievaluasi setiap tahun.", "Sehat"),
    ("Exam hall seating: Zone 2, Block 4, rows A to F.", "Zone 2, Block 4"),
    ("Distrito: Norte", "Norte"),
    ("Municipio de residencia: Ignorado", "Ignorado"),
])
def test_flow_back_office_and_field_lookalikes(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # an internet standard and a signing algorithm after the cues of a taxpayer's number and a call sign, a count after
    # "BPJS", a complaint's "Kel.", a stock list's ids (read before the round as codes or names,
    # never as an id or a place)
    ("Tokens follow RFC 7519 since Sep 2024.", "7519"),
    ("JWT: call sign HS256 on the header and payload, then base64url.", "HS256"),
    ("JWT call sign HS-256 is deprecated; use RS-256 keys instead.", "HS-256"),
    ("BPJS 2500 claims pending verification this quarter.", "2500"),
    ("Kel. Utama: sesak napas sejak 2 hari.", "Utama"),
    ("ID        Name                  Qty   Lot\nDRG-0412  Amoxicillin 500 mg    120   A23\n"
     "DRG-0977  Paracetamol 1 g       300   B07\n", "DRG-0412"),
    # an "ID" column beside a "Dosage" column (no age there)
    ("ID        Name                  Dosage   Lot\nDRG-0412  Amoxicillin 500 mg    tds      A23\n"
     "DRG-0977  Paracetamol 1 g       qds      B07\n", "DRG-0412"),
])
def test_not_read_as_ids_or_places(text: str, value: str) -> None:
    assert not any(value in text[s.start : s.end] and s.label in ID_LABELS | PLACE_LABELS for s in _detect(text))


@pytest.mark.parametrize(("text", "value"), [
    # a fax log's job handles under "id", no person's column beside them
    ("id        submitted   to_name                     to_fax          pages  status\n"
     "4F21A0C3  08:02:11   Allstate Claims             (800) 555-0147  4      SENT OK\n"
     "4F21A0C9  08:05:47   Law Office Reyes            (614) 555-0133  7      SENT OK\n", "4F21A0C3"),
    # a stock list's and a room list's "ID" beside a product's or a room's name, no age or sex column
    ("ID      Name                 Block\nR-101   Sterile store        B-2\nR-102   Pharmacy cold room   B-3\n", "B-2"),
    # a theatre list's anaesthetic block column ("Block" numbers no camp there)
    ("Patient          Block          Surgeon\n"
     "Aoife Brennan    interscalene   Mr Okafor\n"
     "Liam Walsh       femoral        Ms Iyer\n", "interscalene"),
])
def test_columns_left_alone(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "label"), [
    # readings kept: a Ugandan unique id holding a district's letters, a plate behind "reg"
    ("ART no: KIS/ART/07231     Unique ID: UG-KIS-2019-002417\n NIN: CF88041106MWR", "UG-KIS-2019-002417", "OTHER_ID"),
    ("Callsign NW-4417  Reg YJ19 KVX CAD incident", "YJ19 KVX", "VEHICLE_ID"),
    ("Registration: MRN 20418873", "20418873", "MRN"),
])
def test_earlier_readings_kept(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label
