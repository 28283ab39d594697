"""Probe round 51 (session 51): records of Southern Europe and the Mediterranean islands, of the Nordic and Baltic
countries, written in English with local words left in; the digital trail around patient records (audit and print
logs, service-desk tickets, transport bookings); and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}


@pytest.mark.parametrize(("text", "value"), [
    # personal numbers behind their cue, their check digits mistyped as often as not
    ("AMKA: 14079102847     AFM: 128456731 Address", "14079102847"),
    ("AMKA: 14079102847     AFM: 128456731 Address", "128456731"),
    ("bed 1 - Guðrún Jónsdóttir kt. 120174-3399. COPD exac", "120174-3399"),
    ("PATIENT  : TAMM, KAIA-LIIS          ISIKUKOOD: 49203150284", "49203150284"),
    ("PPSN: 8832451TA   Latvian personas kods 110558-10473 prev. address", "110558-10473"),
    ("asmens kodas 37103090418  /  Norwegian D-nummer 49037114523", "37103090418"),
    ("asmens kodas 37103090418  /  Norwegian D-nummer 49037114523", "49037114523"),
    ("Pawel Wisniewski, d-nr 63118922094, works at the fish plant", "63118922094"),
    ("OIB ................ 40215938727\nMBO (HZZO) ......... 123456782", "40215938727"),
    ("isikukood 37808112742, Finnish hetu 110878-993X (temporary)", "110878-993X"),
    ("Personal code (asmens kodas): 49011230567", "49011230567"),
    # a codice fiscale whose check letter is wrong but whose birth day is plausible
    ("Codice fiscale: DNGRSR51S42A028H\nCartella clinica n. 2024/031877", "DNGRSR51S42A028H"),
    # health insurance numbers of Slovenia, Croatia, Italy and Alberta
    ("EHIC / EKZZ: 80705 027 441 980 6   ZZZS št. 027441980", "80705 027 441 980 6"),
    ("EHIC / EKZZ: 80705 027 441 980 6   ZZZS št. 027441980", "027441980"),
    ("OIB ................ 40215938727\nMBO (HZZO) ......... 123456782", "123456782"),
    ("his tessera sanitaria is 80380000501234567890 they ask", "80380000501234567890"),
    ("discharge pkg for pt (ULI 60412-8873) to PRT07", "60412-8873"),
    # record, register, police and claim numbers behind their cue
    ("Cartella clinica n. 2024/031877   Nosologico 24012655", "2024/031877"),
    ("Protokol br. 3318/24     Datum: 6. kolovoza 2024.", "3318/24"),
    ("[x] Police release - Politiet Innlandet sak nr 24087731  [ ] Obduction", "24087731"),
    ("insurer: If Vahinkovakuutus, vahinkonro 24-3318807-1  worker", "24-3318807-1"),
    ("Registro prestazioni n. GMT-GA/24/1187           Data 12 agosto", "GMT-GA/24/1187"),
    # an NHS number in a printout's aligned column (its check digit mistyped); a UPS parcel's tracking number
    ("EVANS, Sian Eleri\nNHS no       450 118 2937      CRN N0734412", "450 118 2937"),
    ("ED + imaging CD  UPS   1Z 9W4 E71 03 8842 6170   Shipped 9/6", "1Z 9W4 E71 03 8842 6170"),
    # a service desk's ticket; plates of a lorry and of a fleet
    ("ServiceNow  INC0734412   Priority: 2 - High", "INC0734412"),
    ("employer: Baltic Road Freight UAB, truck reg. KLM 418 / trailer reg AB 6720", "KLM 418"),
    ("employer: Baltic Road Freight UAB, truck reg. KLM 418 / trailer reg AB 6720", "AB 6720"),
    ("Job allocated to call sign 14 / fleet no 4187, reg YK71 HXP", "4187"),
    ("Vehicle reg: 231-D-40718   Fleet: AMB 4411 Crew", "AMB 4411"),
])
def test_personal_register_and_plate_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value"), [
    # month names of Finnish, Croatian, Slovene, Greek, Lithuanian, Icelandic and Maltese
    ("Hoitojakso / Episode: 3. maaliskuuta 2024 - 9.3.2024", "3. maaliskuuta 2024"),
    ("Protokol br. 3318/24     Datum: 6. kolovoza 2024. 23:10", "6. kolovoza 2024"),
    ("Signed electronically, 16 Ιουλίου 2024", "16 Ιουλίου 2024"),
    ("operuotas 2023 m. 12 gruodžio", "12 gruodžio"),
    ("seen 5. oktobra 2023 at the ambulanta", "5. oktobra 2023"),
    ("born 3. júní 1950 in Akureyri", "3. júní 1950"),
    ("Miġjub l-isptar 14 ta' Awwissu? no: 14 Awwissu 2024", "14 Awwissu 2024"),
    # a dotted date spaced, a day and month with its closing dot in a range or after a word of time
    ("Patient: MURPHY, Ciarán    Born: 14. 1. 1991 Reg. no.", "14. 1. 1991"),
    ("Dates requested .... 1.7. - 14.7.2024, Mon/Wed/Fri", "1.7. - 14.7.2024"),
    ("sick leave (A-todistus) 3.10.-16.10.2024. Panadol forte", "3.10.-16.10.2024"),
    ("to complete 10 days (last dose 13.3.). Other:", "13.3"),
    ("Mircera 100 mcg monthly (last 20.6.), sevelamer", "20.6"),
])
def test_european_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize(("text", "value", "label"), [
    # a street, postcode and town the gazetteer lacks; a Danish flat's floor; a town only in its accented spelling
    ("ambulanta Sv. Katarine 3, 21450 Hvar   tel 021 741 300", "Hvar", "CITY"),
    ("To   : Creta InterClinic, Minoos 63, 71304 Heraklion\nAttn : Billing", "Heraklion", "CITY"),
    ("(Vesterbro 41, 1. tv., 9000 Aalborg) - this is nearer", "Vesterbro 41, 1. tv.", "STREET_ADDRESS"),
    ("staying Nørrebrogade 18, 2. th., 2200 København N. > Policy", "2200", "POSTCODE"),
    ("scooter accident in Kifisia, hit by car", "Kifisia", "CITY"),
    ("GOP sent to Preveza (fax +30 26820 46 300)", "Preveza", "CITY"),
    # postcodes with their country's letters, a Maltese locality and postcode, a Maltese street
    ("Santariškių g. 2, LT-08661 Vilnius Department", "LT-08661", "POSTCODE"),
    ("Santariškių g. 2, LT-08661 Vilnius Department", "Vilnius", "CITY"),
    ("prev. address: Brīvības iela 88-12, Rīga, LV-1001 prev GP", "LV-1001", "POSTCODE"),
    ("Emergency Department, Mater Dei Hospital, Msida MSD 2090, Malta", "MSD 2090", "POSTCODE"),
    ("Emergency Department, Mater Dei Hospital, Msida MSD 2090, Malta", "Msida", "CITY"),
    ("address: Triq il-Knisja, Xagħra", "Triq il-Knisja", "STREET_ADDRESS"),
    # municipalities and districts named with their kind
    ("found in truck cab near Dombås (Dovre kommune)  place of death", "Dovre kommune", "COUNTY"),
    ("Tähtitie 5, 99130 Sirkka (Kittilän kunta) date/time", "Kittilän kunta", "COUNTY"),
    ("family wishes burial in Žasliai (Kaišiadorių rajonas).", "Kaišiadorių rajonas", "COUNTY"),
    ("Postazione di Gallipoli (prov. di Lecce) - Via Alfieri 2", "prov. di Lecce", "COUNTY"),
    ("Canadian postal code on file, postal N0B 1M0).", "N0B 1M0", "POSTCODE"),
    ("Pt lives Peachtree Battle Ave, Buckhead w/ aide.", "Peachtree Battle Ave", "STREET_ADDRESS"),
    # places of care and funeral services named in their own language
    ("refer hand surg or Nordlandssykehuset Bodø tomorrow", "Nordlandssykehuset Bodø", "FACILITY"),
    ("came by ambulance from Kallion terveysasema with fever", "Kallion terveysasema", "FACILITY"),
    ("clinic: Levin Lääkäriasema / Levi Medical Centre", "Levin Lääkäriasema", "FACILITY"),
    ("Sample rec'd from Elva Tervisekeskus courier, rack 14", "Elva Tervisekeskus", "FACILITY"),
    ("To unit:   Splošna bolnišnica Izola, Center za dializo", "Splošna bolnišnica Izola", "FACILITY"),
    ('prev GP: Dr. Inese Ozoliņa, Veselības centrs "Biķernieki"\nMoved', 'Veselības centrs "Biķernieki"', "FACILITY"),
    ("now at Κέντρο Υγείας Λευκάδας / health centre", "Κέντρο Υγείας Λευκάδας", "FACILITY"),
    ("I am the funeral director (Onoranze Funebri Esposito, Via Fuorimura 31)", "Onoranze Funebri Esposito",
     "FACILITY"),
    ("the family chose Jølstad Begravelsesbyrå in Oslo", "Jølstad Begravelsesbyrå", "FACILITY"),
])
def test_european_places_and_facilities(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_a_patrolman_is_named_and_a_chat_bot_is_no_one() -> None:
    labels = _labels("Officers Ptl. Ruiz (badge PS-0522) and Ptl. Nwachukwu found him at the bus shelter.")
    assert labels.get("Ruiz") in {"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME"}
    assert labels.get("Nwachukwu") in {"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME"}
    chat = "19:04 Bot: Hi! I'm Sam, the PKB virtual assistant.\n19:04 Visitor: locked out again."
    assert _untouched(chat, "Bot") and _untouched(chat, "Visitor")
    assert _labels("Seen by Dr. Marieke Bot (cardiology).").get("Marieke Bot") == "CLINICIAN_NAME"


def test_domain_login_in_a_print_log_is_a_person() -> None:
    text = '"2024-01-17 13:41:09","ahs\\grace.obi",4,1,"FMC-UC-3-PRT07"'
    assert _labels(text).get("grace.obi") == "CLINICIAN_NAME"


@pytest.mark.parametrize(("text", "value"), [
    # a lab value or a version closing a sentence; a month day-dot-month without a word of time
    ("Hb 13.3. Plan: transfuse if under 7.", "13.3"),
    ("K last 4.5. Repeat in the morning.", "4.5"),
    # a fleet and a trailer in prose; "MAY 2021" is no Maltese postcode
    ("a fleet of 12 ambulances covers the island", "of 12"),
    ("SUBJECT: HANDOVER MAY 2021\n", "HANDOVER"),
    # a street and a bare number before a word that is no town
    ("(Bed 12, 1030 Transfer)", "Transfer"),
    ("Vial 2, 1000 Sanofi", "Sanofi"),
    # file paths and a lower-case word after a backslash
    (r"saved under C:\Program Files\Microsoft and docs\discharge", "discharge"),
    # the kinds alone, a form's label, a sentence's first word
    ("the kommune pays for the home help", "kommune"),
    ("the uli was normal", "uli"),
    ("ULI 10-20 cases/week during the winter season.", "10-20"),
    ("Kontakt kommune ang. hjemmesykepleie etter utskrivning.", "Kontakt kommune"),
    ("Potilaan kunta: ei tiedossa.", "Potilaan kunta"),
    ("Comune di Residenza: ______", "Comune di Residenza"),
    ("Pleie- og omsorgsmelding: Ny kommune ved flytting, ikke avklart.", "kommune"),
    # review look-alikes of the session's rules (from /tmp/review51 and /tmp/review51b)
    ("Contact legevakt if the fever persists beyond 48 hours.", "legevakt"),
    ("Private lääkäriasema visits are not covered by the policy.", "lääkäriasema"),
    ("Barnesykehuset Poliklinikk ringer foreldrene.", "Barnesykehuset"),
    ("Presidio Ospedaliero Guidelines for Sepsis, revision 4.", "Presidio Ospedaliero Guidelines"),
    ("DOM ZDRAVLJA Opening Hours are printed on the back.", "DOM ZDRAVLJA Opening Hours"),
    ("Paired a new heart rate monitor, HR-12345", "HR-12345"),
    ("Cuvette KLM 2040", "Cuvette"),
    ("Histology HIS 1010", "HIS 1010"),
    ("Cryovial 12, 10450 Haemolysed (repeat requested)", "Haemolysed"),
    ("Stue 18, kl. 14, 5000 Enheder", "Enheder"),
    ("Table 2. 1. 2019 cohort had 40 patients.", "2. 1. 2019"),
    ("Guideline clauses 5.1.-5.10.2012 apply to the laboratory.", "5.1.-5.10.2012"),
    ("Titrate the dose up till 7.5.", "7.5"),
    ("Hb-Zielbereich von 10.5 bis 12.5.", "12.5"),
    ("CRP-Anstieg bis 24.5.", "24.5"),
    ("Feature available since 16.4.", "16.4"),
    ("Hb 9.1 (last 13.4.)", "13.4"),
    ("Sudėtis: 1. liepos žiedai 40 %, 2. mėtų lapai 60 %.", "1. liepos"),
    ("AFM scan 482913775 shows surface roughness of 2 nm.", "482913775"),
    ("Personal code review merged; artifact 35012151234 promoted.", "35012151234"),
    ("Reagent catalogue code GLUHEX24A10C112Q.", "GLUHEX24A10C112Q"),
    (r"Saved to docs\discharge.summary on the shared drive.", "discharge.summary"),
    (r"See logs\app.error for the stack trace.", "app.error"),
    ("Nurse had to shush the visitors twice; pt finally settled.", "shush"),
    ("SH: lives Alone Road safety advice given re mobility scooter.", "Alone Road"),
    ("Trailer: 2 of 3 loaded with oxygen cylinders.", "2 of 3"),
    ("Per EU truck reg 561/2006, max 9 h daily driving.", "561"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "label"), [
    # look-alikes another rule already tags (a compound code, a dose, a phone, an order number): not as the new kind
    ("Reagent lot LT-12345 Expired, discard.", "LT-12345", "POSTCODE"),
    ("Fluids: 1. 2. 2000 mL over 24 h, 3. review electrolytes.", "1. 2. 2000", "DATE"),
    ("Helicopter cruise 140 kt; dispatch log entry 2403151234 closed.", "2403151234", "OTHER_ID"),
    ("AMKA field empty, order 01019912345 sent.", "01019912345", "SSN"),
    ("Charger model CHG1234567 for the infusion pump.", "CHG1234567", "OTHER_ID"),
])
def test_look_alikes_not_read_as_the_new_kind(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label
