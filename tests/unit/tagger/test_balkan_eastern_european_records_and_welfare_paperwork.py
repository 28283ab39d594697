"""Probe round 52 (session 52): records of the Balkans, Romania, Moldova, Bulgaria, Ukraine and Belarus and of people
from there abroad, written in English with local words (and some Cyrillic) left in; the social, welfare and practical
paperwork around care in the US, UK, Ireland, Canada and Australia; and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.cyrillic import latin_readings
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
NAME_LABELS = {"PATIENT_NAME", "CLINICIAN_NAME", "RELATIVE_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # national numbers behind their cue: the former Yugoslavia's JMBG/EMBG, Bulgarian EGN, Moldovan IDNP, Kosovar
    # and Albanian personal numbers, a Belarusian identification number
    ("Pacijent: PETROVIĆ Dragan   JMBG: 1403961710214 Adresa: ul. Kneza Miloša", "1403961710214"),
    ("Mila Trajkovska, born 19.08.2016, ЕМБГ 1908016455017 Parents", "1908016455017"),
    ("Patient: Stoyanka Georgieva Dimitrova, EGN 5804126573 Address:", "5804126573"),
    ("Caraman Vasile | MD | IDNP 2001004048117 | 14.12.1971", "2001004048117"),
    ("Drita Gashi-Berisha     Nr. personal: 1225417836 Datëlindja", "1225417836"),
    ("paszport BY: MP3948271, ident. no. 3120785A041PB7 karta pobytu: RP0448120", "3120785A041PB7"),
    ("Sex: M CNP (RO, cetăţenie dublă): 1790511120066     IDNP (MD): 0981907316244", "0981907316244"),
    # insurance numbers of Serbia, Austria, Germany, Czechia, Montenegro, Albania and Moldova
    ("11000 Beograd LBO: 10245387619   Br. istorije bolesti: KCS-2024/08812", "10245387619"),
    ("asked admin to merge; SV-Nr 4127 120565) Accompanied by son", "4127 120565"),
    ("Krankenkasse AOK Nordost, Vers.-Nr. H503917284 - ", "H503917284"),
    ("on invalid pension, pojištěnec VZP č. 5806231184. - daughter-in-law", "5806231184"),
    ("Fond za zdravstveno osiguranje CG, br. osiguranika: CG-0442187631 Employer", "CG-0442187631"),
    ("Karta e shëndetit (FSDKSH): KSH 0049 1183 27  Shtruar", "KSH 0049 1183 27"),
    ("CNAM policy: expired 2022 (poliţa nr. MA 1123048)  Occupation", "MA 1123048"),
    ("Siobhán only has GP visit card (L 7021685G). GP is", "L 7021685G"),
    # record numbers: a Serbian case history, a Romanian observation sheet, a record after the numero sign
    ("11000 Beograd LBO: 10245387619   Br. istorije bolesti: KCS-2024/08812 Primljen", "KCS-2024/08812"),
    ("ap. 48, Cluj-Napoca, jud. Cluj Nr. FO: 14408 / an 2023", "14408"),
    ("DOB: 09.11.2012    Medical record: № 4127/23 Birth", "4127/23"),
    # identity papers: passports with a country's code, a Romanian identity card, Soviet-style and Cyrillic series,
    # a UK residence permit, a German residence permit, Italian codes for foreigners, a UK share code, a visa
    ("ident. no. 3120785A041PB7 paszport BY: MP3948271, karta", "MP3948271"),
    ("IDNP: 2003024118362   Pasaport MD: B02381947 Codice STP: STP1200119000473", "B02381947"),
    ("IDNP: 2003024118362   Pasaport MD: B02381947 Codice STP: STP1200119000473", "STP1200119000473"),
    ("| Hrytsenko Vitalii | UA | Pass FK 204917 | 03.05.1990 |", "FK 204917"),
    ("| Stan Florentina | RO | CI XT 418225 | 30.01.1995 |", "XT 418225"),
    ("ID: carte de identitate seria AG 582914, CNP 1650917034521", "AG 582914"),
    ("DOB: 28.01.1992     Military ID: АА 417733 RNOKPP: 3370814619", "АА 417733"),
    ("Birth certificate: I-ЖР 604218 Home: Bila Tserkva", "I-ЖР 604218"),
    ("Scheme: Homes for Ukraine. BRP: ZU6104257   visa ref GWF071938214", "ZU6104257"),
    ("§24 AufenthG, eAT Y2F1K0L7M | tauglich", "Y2F1K0L7M"),
    ("EUSS share code on file: W7K 4NP 2RC  Urgent suspected cancer", "W7K 4NP 2RC"),
    # an agency's file by its letters, an incident's file, a Balkan referral slip
    ("Office use: DAU file DDP-2024-118765; received 04/05/2024", "DDP-2024-118765"),
    ("application pending with SDPR, file PWD-0092271. Section 2", "PWD-0092271"),
    ("Incident file IR-2024-0038 - attachment 2 >> whatsapp export", "IR-2024-0038"),
    ("dr. Ana Knežević, Dom zdravlja Budva, uput br. DZB-07-1182 Seen", "DZB-07-1182"),
])
def test_identity_insurance_record_and_file_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value"), [
    # Romanian, Albanian, Ukrainian, Bulgarian and Czech months; a Bulgarian ordinal's ending; a Roman month after a
    # Polish "ur." (born); a German weekday before a dotted day and month
    ("Spitalul Sf. Spiridon Iaşi from 12 martie 2021 to 18 martie 2021, FO nr.", "12 martie 2021"),
    ("Further to your fax of 2 aprilie, please find attached", "2 aprilie"),
    ("Datëlindja: 27 Korrik 1991 Vendbanimi", "27 Korrik 1991"),
    ("pushim mjekësor 30 ditë, deri 19 qershor 2024. Nuk", "19 qershor 2024"),
    ("B-precursor, standard risk. Dx 14 серпня 2023. Protocol", "14 серпня 2023"),
    ("Area: kv. Fakulteta, Sofia. Month: февруари 2024  Date", "февруари 2024"),
    ("Hospitalised: 15-ти март 2023 (15.03.2023 г.) at 09:40", "15-ти март 2023"),
    ("přijata 3. března 2024 na interní oddělení", "3. března 2024"),
    ("Aleksandr Gritskevich ur. 12.VII.1985   paszport BY", "12.VII.1985"),
    ("Appointment given: Mittwoch 22.5. 08:00, nüchtern.", "Mittwoch 22.5."),
    ("Marta 12 Juna 2024, seen by the GP", "12 Juna 2024"),
])
def test_balkan_and_eastern_european_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize(("text", "value", "label"), [
    # villages, municipalities, districts and quarters named after their kind
    ("Vendbanimi: fsh. Lupç i Epërm, komuna Podujevë, 11000 Nr.", "Podujevë", "CITY"),
    ("11000 Beograd, opština Savski venac LBO: 10245387619", "Savski", "CITY"),
    ("1000 Скопје, општина Карпош ФЗОМ health insurance", "Карпош", "CITY"),
    ("Domiciliu: s. Cărpineni, r-nul Hînceşti, Republica Moldova, MD-3417 Reşedinţă", "Hînceşti", "CITY"),
    ("Domiciliu: s. Cărpineni, r-nul Hînceşti, Republica Moldova, MD-3417 Reşedinţă", "MD-3417", "POSTCODE"),
    ("str. Vasile Lupu 17, Orhei, raionul Orhei, MD-3505 CNAM", "MD-3505", "POSTCODE"),
    ("breast ca aged 46 in Piteşti, judeţul Argeş; maternal aunt", "Argeş", "CITY"),
    ("Area: kv. Fakulteta, Sofia (район Красна поляна) Month", "Fakulteta", "CITY"),
    ("Address: selo Shatsk, Kovelskyi raion, Volynska oblast", "Shatsk", "CITY"),
    # towns written in Cyrillic: a large city alone, a smaller one after a place's cue
    ('УМБАЛ "Св. Георги" ЕАД - Пловдив EPICRISIS', "Пловдив", "CITY"),
    ("Переведена из ЦРБ, г. Кострома.", "Кострома", "CITY"),
    ("Роден в Габрово, живее във Варна.", "Габрово", "CITY"),
    ("Клиника за детски болести - Скопје UNIVERSITY CLINIC", "Скопје", "CITY"),
    ("arrived from Київ via Львів by train", "Львів", "CITY"),
    # streets of Romania, Bulgaria, North Macedonia and Italy, with a flat between the number and the postcode
    ("Sig.ra Ferrante, Via Tuscolana 812, int. 6, 00174 Roma Tel: +39 389", "00174", "POSTCODE"),
    ("Sig.ra Ferrante, Via Tuscolana 812, int. 6, 00174 Roma Tel: +39 389", "Roma", "CITY"),
    ("found on floor of worker dormitory via dei Colli 41, San Pietro", "via dei Colli 41", "STREET_ADDRESS"),
    ("Address: ul. Партизански одреди бр. 64/2-11, 1000 Скопје, општина", "ul. Партизански одреди бр. 64/2-11",
     "STREET_ADDRESS"),
    ("Adresa: bul. Vitosha 45, et. 3, ap. 7, 1000 Sofia", "bul. Vitosha 45", "STREET_ADDRESS"),
    ("Str. Mihai Eminescu nr. 14, bl. A2, sc. 1, ap. 15, sector 3, 030167 Bucureşti", "030167", "POSTCODE"),
    ("Str. Mihai Eminescu nr. 14, bl. A2, sc. 1, ap. 15, sector 3, 030167 Bucureşti", "Bucureşti", "CITY"),
    ("Reşedinţă: Calea Victoriei 12, Bucureşti", "Calea Victoriei 12", "STREET_ADDRESS"),
    # hospitals, clinical centres and reception centres named in their own language; councils by their place
    ("KLINIČKI CENTAR SRBIJE - Klinika za kardiologiju", "KLINIČKI CENTAR SRBIJE", "FACILITY"),
    ("She had a breast USS in Romania at Spitalul Judeţean de Urgenţă Piteşti in Nov 2019",
     "Spitalul Judeţean de Urgenţă Piteşti", "FACILITY"),
    ("To: Fakultní nemocnice v Motole, Klinika dětské hematologie", "Fakultní nemocnice v Motole", "FACILITY"),
    ("QENDRA KLINIKE UNIVERSITARE E KOSOVËS (QKUK) - Klinika", "QENDRA KLINIKE UNIVERSITARE E KOSOVËS", "FACILITY"),
    ('booked МБАЛ "Надежда" (not the word hope!)', 'МБАЛ "Надежда"', "FACILITY"),
    ("Receiving: BG Unfallklinik Murnau, contact Dr. Tobias", "BG Unfallklinik Murnau", "FACILITY"),
    ("Provider: LKH Villach, Abt. Unfallchirurgie", "LKH Villach", "FACILITY"),
    ("ANKUNFTSZENTRUM TEGEL - Medizinische Erstuntersuchung", "ANKUNFTSZENTRUM TEGEL", "FACILITY"),
    ("supporting letter for R. Szymański now sent to Kirklees Council. There is", "Kirklees Council", "FACILITY"),
    ("Care leaver? YES - was looked after by Cornwall Council until 18", "Cornwall Council", "FACILITY"),
])
def test_balkan_and_eastern_european_places_and_facilities(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "name"), [
    # a name after a Central or Eastern European title, the title itself no name
    ("Screened by: lek. Marta Zielińska / interpreter Yuliia B.", "Marta Zielińska"),
    ("insulin 4 days ago, GP MUDr. Kubíček closed till Mon", "Kubíček"),
    ("With kind regards, Доц. д-р Александар Петровски", "Александар Петровски"),
])
def test_names_after_local_titles(text: str, name: str) -> None:
    labels = _labels(text)
    assert labels.get(name) in NAME_LABELS
    assert not any(t in labels for t in ("lek", "MUDr", "Доц"))


def test_cyrillic_readings_cover_each_system() -> None:
    assert "kyiv" in latin_readings("Київ")
    assert "sofia" in latin_readings("София")
    assert "kharkiv" in latin_readings("Харків")
    assert latin_readings("Kyiv") == []  # (not Cyrillic)


@pytest.mark.parametrize(("text", "value"), [
    # insurance abbreviations before counts, codes and versions (review)
    ("Holter: PVC burden, LBO: 12450 beats/24 h (9%).", "12450"),
    ("Deal memo: LBO 450000000 financed with senior debt at 7.5%.", "450000000"),
    ("Vers.-Nr. 2.3.1 der Praxissoftware installiert.", "2.3.1"),
    ("Smluvní pojišťovny: VZP č. 111, ZPMV č. 211.", "111"),
    ("Mechanism: rollover of BRP 1000 side-by-side, helmeted.", "1000"),
    # a pass that is a count, a series that is a batch, Cyrillic letters before a receipt's or a drug's number
    ("Flow QC: PASS 1000000 events acquired, CV 2.1%.", "1000000"),
    ("Monthly bus pass 150000 VND, reimbursed by the social fund.", "150000"),
    ("Фискальный чек: ФД 104217, итого 1250 руб.", "ФД 104217"),
    ("Рег. номер ЛП 004417, форма выпуска: таблетки.", "ЛП 004417"),
    ("Template: STP0000000000000 (placeholder, replace before sending).", "STP0000000000000"),
    # a standard's number, a part's revision letter
    ("Policy file ISO-27001 controls mapped to the audit checklist.", "ISO-27001"),
    ("Part ID: PN 4417823B (revision B of the hinge).", "PN 4417823B"),
    # words that look like the new months, a German weekday before a dose, a time or a tablet fraction
    ("Er waren 25 leden aanwezig op de vergadering.", "25 leden"),
    ("Child mouthed 1 prill of ammonium nitrate fertiliser, asymptomatic.", "1 prill"),
    ("Jamarji so raziskali 3 brezna in 2 jami.", "3 brezna"),
    ("Marcumar-Schema: Montag 1/2, Dienstag 1, Mittwoch 1/2.", "Montag 1/2"),
    ("Sprechstunde Montag 8.10 Uhr", "Montag 8.10"),
    ("Insulin: Samstag 12 IE, Sonntag 10 IE.", "Samstag 12"),
    # a version before a number; no address or date
    ("Firmware 7.8.1.4 installed on the pump; app version 3.1.14 released.", "7.8.1.4"),
    ("Firmware 7.8.1.4 installed on the pump; app version 3.1.14 released.", "3.1.14"),
    # councils and a title that are no places or names
    ("Medical Research Council funding renewed.", "Medical Research Council"),
    ("Reading Council minutes before the meeting is part of the induction.", "Reading Council"),
    ("Ward Council (patients and staff) meets weekly on the unit.", "Ward Council"),
    ("World Ocean Council report on microplastics in seafood.", "World Ocean Council"),
    # Cyrillic words whose Latin reading is some village's name: an allergen, a job, a sign, a cave, a ward
    ("Лесной орех (f17): класс 2, IgE 1,8 кЕ/л.", "Лесной"),
    ("Строитель, стаж 20 лет, курит 1 пачку в день.", "Строитель"),
    ("Светлый промежуток около 2 часов, затем угнетение сознания.", "Светлый"),
    ("Пещера – спелеотерапия, 10 сеанса при астма.", "Пещера"),
    ("Дружба — детское отделение, игровая комната открыта.", "Дружба"),
    # street kinds before no street: a bulbar sign, a bulletin, a plant, a bile duct, Italian "because of"
    ("Neuro: bul. weakness 3/5, dysarthria, no limb signs.", "bul. weakness"),
    ("Pharm. Bul. Vol 12: changes to opioid dispensing.", "Bul. Vol 12"),
    ("Calea zacatechichi 2 g as tea nightly; patient reports vivid dreams.", "Calea zacatechichi"),
    ("Calea biliară principală 6 mm, fără calculi.", "Calea biliară"),
    ("Visita rinviata per via di febbre 38.5 e tosse.", "via di febbre"),
    ("Seguire la via di fuga 2 fino all'uscita di emergenza.", "via di fuga"),
    ("ул. состояния на 2 балла по шкале NIHSS.", "ул. состояния"),
    ("LKH-Formular 3B ausfüllen und an die Verwaltung senden.", "LKH-Formular"),
    ("referred to BC Cancer Agency, then moved to BC Victoria", "BC"),
])
def test_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


def test_social_worker_forward_and_visit_dates_stay_dates() -> None:
    # "SW", "FW" and "V" before a date are a social worker, a forwarded mail and a visit, not a version
    for text, value in (("Seen by SW 12/03/2024 re housing.", "12/03/2024"),
                        ("FW: 03/14/2024 clinic appointment moved", "03/14/2024"),
                        ("V: 12/03/2024 second antenatal visit.", "12/03/2024")):
        assert _labels(text).get(value) == "DATE"
    assert _labels("Core SW 10.20.1.5 port 24 down.").get("10.20.1.5") == "IP_ADDRESS"


def test_a_republic_and_a_moldovan_postcode_are_no_person() -> None:
    labels = _labels("Domiciliu: s. Cărpineni, r-nul Hînceşti, Republica Moldova, MD-3417 Reşedinţă RO")
    assert not any(labels.get(v) in NAME_LABELS for v in ("Republica Moldova", "Hînceşti", "Hînceşti, Republica Moldova"))
    labels = _labels("Last address in Moldova: str. Vasile Lupu 17, Orhei, raionul Orhei, MD-3505 CNAM policy")
    assert labels.get("Orhei") == "CITY"


@pytest.mark.parametrize(("text", "value"), [
    # a computer's file names (read as a compound or protocol code by older rules), not an agency's file number
    ("Config file XYZ-2024-0001 is missing a required key.", "XYZ-2024-0001"),
    ("Open file ABC-12345.pdf to view the lab report template.", "ABC-12345"),
    ("Patch file KB-5034441 installed on all ward PCs.", "KB-5034441"),
])
def test_computer_files_are_no_agency_files(text: str, value: str) -> None:
    assert _labels(text).get(value) not in ID_LABELS


@pytest.mark.parametrize(("text", "value", "labels"), [
    # welfare and social-care paperwork: a form's note between a cue and its number, an export's id columns,
    # interpreters, a receptionist's initials, a name before a weekday and its date, a nickname in brackets
    ("NHS No (if known): 485 777 3456   <- allocated by PCSE", "485 777 3456", {"NHS_NUMBER"}),
    ("client_uid,last_name,first_name,dob,ifhp_uci,ahcip_phn,lang\n"
     "BRHC-23-0811,Tkachenko,Bohdan,1979-04-02,11-2875-6403,61204-3318,UKR", "11-2875-6403", ID_LABELS),
    ("client_uid,last_name,first_name,dob,ifhp_uci,ahcip_phn,lang\n"
     "BRHC-23-0811,Tkachenko,Bohdan,1979-04-02,11-2875-6403,61204-3318,UKR", "61204-3318", ID_LABELS),
    ("Dr. Sabine Lorenz    SprachmittlerIn: Nadiia  Name: Kuzmenko", "Nadiia", NAME_LABELS),
    ("Keyed by: SJ (Shannon Jarvis), reception", "SJ", NAME_LABELS),
    ("New patient check booked with HCA Grace Whitfield Thurs 23rd 10:40.", "Grace Whitfield", NAME_LABELS),
    ("Client: Mr Konstantinos (Con) Papadakis   DOB 16.08.1941", "Konstantinos (Con) Papadakis", NAME_LABELS),
    ("meals on wheels 5/wk  (provider: Kardinia Community Care)", "Kardinia Community Care", {"FACILITY"}),
    ("tenant of Clarion Housing Trust since 2019", "Clarion Housing Trust", {"FACILITY"}),
    # the word before a UK postcode is its town, however rare
    ("Address: Tŷ Gwyn, Heol y Bryn, Llanon, SY23 5HQ WCCIS no.", "Llanon", {"CITY"}),
    ("temp address c/o 44 Cauldwell Hall Rd Ipswich       IP4 5BX. prev GP", "Ipswich", {"CITY"}),
    # (a surname that is also a weekday's abbreviation stays in the name)
    ("Seen by Dr Li Sun on the ward", "Li Sun", NAME_LABELS),
])
def test_welfare_and_social_care_paperwork(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # programmes, teams and roles in capitals, a cultural mediator's label, generic housing words
    ("Advised LIHEAP crisis; gave number for the county office.", "LIHEAP"),
    ("Urgent authorisation granted; BIA: assessment booked.", "BIA"),
    ("Medico: dott.ssa in turno   Mediatrice culturale: presente", "Mediatrice"),
    ("Social Housing Association rules on arrears apply.", "Social Housing Association"),
    ("Supported by Social Lettings in the borough.", "Social Lettings"),
    ("Postcode LS1 4AB", "Postcode"),
    ("Sender LS1 4AB", "Sender"),
    ("Dept of Haematology LS9 7TF", "Haematology"),
    ("Rheumatology BN2 5BE", "Rheumatology"),
    ("Endoscopy LS9 7TF", "Endoscopy"),
])
def test_welfare_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)
