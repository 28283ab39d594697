"""Probe round 58 (session 58): specialty outpatient and rehabilitation records (eye, ear, dental, skin, maternity,
paediatric oncology, therapy and wheelchair services; Nordic, Baltic and Gulf clinics) and pharmacy, research-data and
public-health records (dispensing and controlled-drug registers, compounding worksheets, REDCap exports and query logs,
outbreak line lists and contact tracing, zoonosis investigations; Chinese, Hong Kong and Indian hospitals); and the
look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}
NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # Nordic and Baltic national ids behind their own cues, a Spanish card behind both cards' cue, a Chinese card
    ("Pasient ....... Aslak Mikkel Somby Fødselsnr ........... 03075744129 Address", "03075744129"),
    ("Pacients ....... Elīza Ozoliņa Pers. kods ..... 070910-21893 Dzim. datums", "070910-21893"),
    ("Name: Javier Ruiz-Olmedo      DNI/NIE: 50748213K     Tarjeta sanitaria", "50748213K"),
    ("Admission no. (住院号): Z2024-0617 ID card (身份证): 110105197903214418      Medical", "110105197903214418"),
    # a benefit decision, an e-referral, an aids order, a returned aid, a lost aid, a quote, a photograph, a chart
    ("speech assessment at Tays Puheterapia. Kela-korvaus päätös nro KELA-2024-618370.", "KELA-2024-618370"),
    ("R. Kazlauskienė (ortoped.), e-siuntimas ES-0047719203 Date of assessment", "ES-0047719203"),
    ("tfn 070-629 11 47 Ordination nr OT-NB-2024-01288          Datum 2024-02-20", "OT-NB-2024-01288"),
    ("crackle -> sent to manufacturer, RMA RMA-5597022, loan aid issued", "RMA-5597022"),
    ("lost L aid on bus -> loss form LF-24-0117, re-issue charge waived", "LF-24-0117"),
    ("extract 38 (refer OMFS); S&P. Quote Q-24-0051 AED 3,450 approved by insurer", "Q-24-0051"),
    ("Photo log (FotoFinder): img FF-230911-0447 to FF-230911-0452; body map updated", "FF-230911-0447"),
    ("Dzim. datums ... 07.09.2010 Karte Nr ....... BS-ORT-3381 Parent/guardian", "BS-ORT-3381"),
    # Gulf residents' cards, an animal's microchip, a masked Aadhaar, a compounding worksheet, a CD register entry
    ("Patient ........ BISHNU PRASAD ADHIKARI Iqama No ....... 2419837750        Nationality", "2419837750"),
    ("owner Curtis Lamb (neighbor), ph 252-539-8820 Microchip: 985112004371928     Rabies tag", "985112004371928"),
    ("Tirupati Dist, A.P. - 517520 Aadhaar : XXXX XXXX 4471 (masked)      ABHA No", "XXXX XXXX 4471"),
    ("TPN for bed 14 - Sipho Dlamini, worksheet PN-0411-02. also 3 vials", "PN-0411-02"),
    ("CD - see register entry CDR-0412 D448123   04/06/2024", "CDR-0412"),
    # an id given in the turn after the question that asks for it
    ("Agent: Can I get the member ID on the card?\nCaller: Yeah it's XJH448120937.", "XJH448120937"),
    ("AGENT: And the member ID? CALLER: MRX 8821 0047 55, group GRP-00417B.", "MRX 8821 0047 55"),
    ("Agent: Thanks. What's the claim number?\nCaller: 2024-118839-01", "2024-118839-01"),
    ("Rep: membership number and DOB?\n[19:03] Member: 7300 4418 92 and 3 feb 1990", "7300 4418 92"),
])
def test_clinic_pharmacy_and_public_health_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "labels"), [
    # columns of an outbreak line list and a data query log, read by their headers
    ("No | EPID No.          | Name            | Village/Estate | Phone\n"
     "1  | KEN-KSM-23-0141 | Achieng Atieno  | Nyalenda B     | 0722 418 903", "KEN-KSM-23-0141", ID_LABELS),
    ("No | EPID No.          | Name            | Village/Estate | Phone\n"
     "1  | KEN-KSM-23-0141 | Achieng Atieno  | Nyalenda B     | 0722 418 903", "Nyalenda B", PLACE_LABELS),
    ("qid   record  event               field              assigned   status\n"
     "7781  K-0217  month_3_arm_1       hiv_test_date      mkerubo    open", "K-0217", ID_LABELS),
    ("qid   record  event               field              assigned   status\n"
     "7781  K-0217  month_3_arm_1       hiv_test_date      mkerubo    open", "mkerubo", NAME_LABELS),
    # Nordic, Baltic streets, post boxes, floors, municipalities and counties
    ("Address ............. Postboks 112, 9520 Kautokeino Kommune", "Postboks 112", PLACE_LABELS),
    ("Address ............. Postboks 112, 9520 Kautokeino Kommune", "Kautokeino Kommune", PLACE_LABELS),
    ("Home: Rinkebysvängen 71, 2 tr, 163 74 Spånga Responsible physician", "Rinkebysvängen 71", PLACE_LABELS),
    ("Home: Rinkebysvängen 71, 2 tr, 163 74 Spånga Responsible physician", "163 74", PLACE_LABELS),
    ("Bopæl: Skovvangsvej 61, 1., 8200 Aarhus N  Maintenance", "8200", PLACE_LABELS),
    ('klīnika "Baltais Smaids", Brīvības iela 142-5, Rīga, LV-1012  Pacients', "Brīvības iela 142-5", PLACE_LABELS),
    ("Adresas: Žirmūnų g. 70-14, LT-09124 Vilnius Darbovietė", "Žirmūnų g. 70-14", PLACE_LABELS),
    ("Address: Punane tn 46-81, Lasnamäe, Tallinn 13619, Harju maakond", "Punane tn 46-81", PLACE_LABELS),
    ("Address: Punane tn 46-81, Lasnamäe, Tallinn 13619, Harju maakond Phone:", "Harju maakond", PLACE_LABELS),
    # facilities named head first or head last
    ("Referred by: praktiserende læge Mette Dahl, Lægehuset Nørrebro Seen by", "Lægehuset Nørrebro", {"FACILITY"}),
    ("Päiväkoti/school: Päiväkoti Satakieli, Hervanta -> eskari from Aug", "Päiväkoti Satakieli", {"FACILITY"}),
    ("=== PHARMACY LABEL ===   Apotheke am Luisenplatz  ·  Luisenplatz 3", "Apotheke am Luisenplatz", {"FACILITY"}),
    ("Från: Rehabenheten Jokkmokk, Storgatan 36, 962 31 Jokkmokk", "Rehabenheten Jokkmokk", {"FACILITY"}),
    ("daughter Lucía 3y, Escuela Infantil Los Girasoles, Getafe", "Escuela Infantil Los Girasoles", {"FACILITY"}),
    ("Environmental Health, Ayuntamiento de Getafe / translated", "Ayuntamiento de Getafe", {"FACILITY"}),
    ("Family doctor: Dr. Laima Vaitkienė, Šilainių poliklinika Midwife", "Šilainių poliklinika", {"FACILITY"}),
    ("Jordmor (midwife) at Madla helsestasjon: Kari Øvrebø", "Madla helsestasjon", {"FACILITY"}),
    ("social worker Olga Ivanova (Lasnamäe Sotsiaalkeskus)", "Lasnamäe Sotsiaalkeskus", {"FACILITY"}),
    ("(Eczane / Pharmacy) Nilüfer Şifa Eczanesi, Fatih Sultan Mehmet Blv.", "Nilüfer Şifa Eczanesi", {"FACILITY"}),
    ("School tutor from Sjukhusskolan visits Tue/Thu.", "Sjukhusskolan", {"FACILITY"}),
    ("Freja missed school (Skjoldhøjskolen, 1.B) 3 days", "Skjoldhøjskolen", {"FACILITY"}),
    # phones behind Nordic cues, a Latvian date, names
    ("g Bakke 23, 2400 København NV Sekretær: 38 63 54 20  Ambulatorienotat", "38 63 54 20", {"PHONE"}),
    ("Kotiosoite Hervanta, puh. 040 123 4567, sähköposti", "040 123 4567", {"PHONE"}),
    ("0551034567812, 12 x 95 EUR. Next review 25. jūnijs.", "25. jūnijs", {"DATE"}),
    ("seen by WANG Xiaoming today in clinic", "WANG Xiaoming", NAME_LABELS),
    ("discussion with niece hope lindqvist on phone 07912 004 557", "hope lindqvist", NAME_LABELS),
])
def test_places_facilities_names_and_dates(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # answers that are no id: counts, amounts, readings, rankings, and questions that do not ask for the number
    ("Q: Do you know your NHS number?\nA: 1 2 3 4 5", "1 2 3 4 5"),
    ("Agent: how much was billed under that claim number?\nCaller: 14500 total I think", "14500"),
    ("Q: How many claims were submitted without a claim number?\nA: 12480", "12480"),
    ("Did you write the MRN on the obs sheet?\nHCA: yes - BP 132 84 HR 88", "132 84"),
    ("Have you checked the member ID?\nAgent: yes, 10432 records checked", "10432"),
    ("Agent: what's the account number for billing?\nCaller: okay, it's 12000 a year right now", "12000"),
    ("Lab: what's the reference number range?\nTech: 150 400", "150 400"),
    ("Agent: can you read me the group number?\nCaller: hang on... it's 10000 deductible", "10000"),
    # columns whose values are no person's: an export's row counts, teams, yes/no, a drug table's doses
    ("table | record | status\npatients | 12045 | loaded\nvisits | 88310 | loaded", "12045"),
    ("Task | assigned | due\nUpdate SOP 14 | QA team | Day 30\nFix eCRF v2 | Data Mgmt | Day 14", "QA team"),
    ("Issue\tassigned\tpriority\nLogin timeout\tIT Service Desk\tP2\nPrinter jam\tEstates\tP4", "Estates"),
    ("Pump | location | assigned\nPump 17 | ICU bay 3 | Ward 7\nPump 22 | store | unassigned", "unassigned"),
    ("Village | households | cases\nyes | 120 | 4\nno | 88 | 0", "yes"),
    # a contact list's household and a row that refers to the one above
    ("S/N  Contact name        Rel./type        Age Sex  Address / compound        Phone\n"
     "2    Tunde Olaniyan Jr   son (HH)         19  M    same                      0816 220 0473", "HH"),
    ("S/N  Contact name        Rel./type        Age Sex  Address / compound        Phone\n"
     "2    Tunde Olaniyan Jr   son (HH)         19  M    same                      0816 220 0473", "same"),
    # Lithuanian "g." and Estonian kinds that are doses and shorthand; Swedish and Finnish words with a number
    ("Iron g. 2 daily in divided doses", "Iron g. 2"),
    ("Dextrose g. 50 over 5 min", "Dextrose g. 50"),
    ("Protein g. 60 / Fibre g. 25", "Protein g. 60"),
    ("Wound mnt 3 x daily", "Wound mnt 3"),
    ("Standup pst 9 am", "Standup pst 9"),
    ("Postbox 3 is full", "Postbox 3"),
    ("Hoitoväylä 2 käynnistetty", "Hoitoväylä 2"),
    ("Brandstigen 3 meter, fall mot asfalt", "Brandstigen 3"),
    # municipalities' and counties' kinds after a choice or a pronoun
    ("Contact Your Kommune for aids", "Your Kommune"),
    ("Välj Kommun", "Kommun"),
    # German nouns after "Apotheke", a sentence's first word before a head, kinds of school
    ("Apotheke am Wochenende geschlossen", "Apotheke am Wochenende"),
    ("Rezept: Apotheke an der Ecke oder online", "Apotheke an der Ecke"),
    ("Lægehuset Åbningstider", "Lægehuset Åbningstider"),
    ("Rehabenheten Informerar", "Rehabenheten Informerar"),
    ("Neste poliklinikk om 3 mnd", "Neste poliklinikk"),
    ("Seuraava poliklinikka 6 kk kuluttua", "Seuraava poliklinikka"),
    ("Hastane eczanesi stokta yok", "Hastane eczanesi"),
    ("Grundskolan avslutad med godkända betyg", "Grundskolan"),
    ("Folkeskolen afsluttet, nu på efterskole", "Folkeskolen"),
    # the second review's: standards, products, articles and projects read off a label or a page; a pallet's code and
    # jobs after "ID card"; hours after a secretary's line; counts before Latvian months; placeholders and test tags;
    # departments and "the nearest" before a head; generic German pharmacies; roles as assignees; a village's kind
    ("Tech: what's the reference number?\nBiomed: ISO 80369-7, the small-bore connector standard.", "ISO 80369-7"),
    ("QA: what's the reference number for this one?\nTech: LOT 4471902", "LOT 4471902"),
    ("Pharmacist: reference number please?\nTech: 00093-0150-01", "00093-0150-01"),
    ("Student: ref number please?\nLibrarian: 9780198526636", "9780198526636"),
    ("Shipping label (00) 340123202401150071 scanned at dock 3", "340123202401150071"),
    ("ID card printer job 100200202401150019 queued (blank templates)", "100200202401150019"),
    ("Sekreterare: telefontid 0830-0930, därefter 1300-1400", "0830-0930"),
    ("Results called from 1430-1630 by the lab each weekday.", "1430-1630"),
    ("Stop metformin TFN. eGFR 28 31 29 30 last month", "28 31 29 30"),
    ("Atskaite: 7 maijs, 11 jūnijs, 4 jūlijs - hospitalizāciju skaits", "7 maijs"),
    ("Microchip no: 000000000000000 (not chipped)", "000000000000000"),
    ("Microchip 999000000012345 reference tag used for reader calibration", "999000000012345"),
    ("Quote ISO15189 clause numbers in the audit report", "ISO15189"),
    ("TSE Prions are resistant to standard autoclaving.", "TSE Prions"),
    ("Rezept bitte in der Apotheke im Einkaufszentrum abholen.", "Apotheke im Einkaufszentrum"),
    ("Nearest Apotheke am Parkplatz side of the clinic, ground floor", "Apotheke am Parkplatz"),
    ("Lähete: Kirurgian poliklinikka, kiireellinen", "poliklinikka"),
    ("Kontroll Ortopedisk poliklinikk om 6 uker", "Ortopedisk poliklinikk"),
    ("Ta kontakt med Nærmeste helsestasjon ved spørsmål.", "Nærmeste helsestasjon"),
    ("Valori nutrizionali: Sodio g. 2, Grassi g. 12", "Sodio g. 2"),
    ("Methadone mnt 40, pick-up daily from pharmacy", "Methadone mnt 40"),
    ("Hoitoväylä 2, jatkokuntoutus kotona", "Hoitoväylä 2"),
    ("record | status | assigned\nR-0045 | open | monitor", "monitor"),
    ("No | Village/Estate | cases\n1 | Rural | 4\n2 | Unknown | 2", "Rural"),
    # ids' cues before what no id is
    ("Socket for a.k. 31105220134 (supplier part)", "31105220134"),
    ("quote 3 times daily", "3 times"),
    ("the img 1024x768 thumbnail", "1024x768"),
])
def test_review_look_alikes_stay_untagged(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value", "not_label"), [
    # look-alikes that keep their old reading, not the round's new one (scores, a dose, a kind of polyclinic, a table
    # header's two words, a street's next column)
    ("Interviewer: what were your MBI scores?\nParticipant: 27 14 31", "27 14 31", "HEALTH_PLAN_ID"),
    ("Meds tn 2 tabs", "Meds tn 2", "STREET_ADDRESS"),
    ("Pulkabacken 2 gånger i veckan", "Pulkabacken 2", "STREET_ADDRESS"),
    ("Referred to Detskaya poliklinika for routine vaccination.", "Detskaya poliklinika", "FACILITY"),
    ("Entry  Date        Patient name & address         Prescriber        Qty  Bal   Collected by / ID seen   Sig.\n"
     "1185   13-Feb-24   Moyo, Tendai, Flat 9, Quay Rd  Dr H. Yildirim    28   84    pt                       SP",
     "Qty  Bal", "CLINICIAN_NAME"),
    ("Home: Rinkebysvängen 71, 2 tr, 163 74 Spånga Responsible physician", "Spånga Responsible", "CITY"),
    ("Flyttet til Annen Kommune i 2022", "Annen Kommune", "COUNTY"),
])
def test_review_look_alikes_keep_their_old_reading(text: str, value: str, not_label: str) -> None:
    assert _labels(text).get(value) != not_label


@pytest.mark.parametrize(("text", "value", "labels"), [
    # the narrowed rules keep their true finds: a name in a column row, a letterhead's health station, a field's
    # Danish practice, a village's kind in lower case
    ("Kit no.   Subject no.     Initials  Randomisation  Dispensed    By\n"
     "K-41187   07-0114         M-R-G     R0722          08-ene-2024  IRS", "07-0114", ID_LABELS),
    ("Madla helsestasjon\nTlf 51 50 00 00", "Madla helsestasjon", {"FACILITY"}),
    ("Klinik: Lægehuset Nørrebrogade v/ Mette Kjærgaard", "Lægehuset Nørrebrogade", {"FACILITY"}),
    ("Name                                  | Village           | Visit\n"
     "Rahimova Firuza (subj VKH-017)        | q. Navobod        | ANC 28 wk", "q. Navobod", PLACE_LABELS),
    ("AGENT: And the member ID?\nCALLER: Sure, it's W2L 884 019 27, last name Castaneda", "W2L 884 019 27", ID_LABELS),
    ("Keski-Pohjanmaan keskussairaala, sisätautien osasto", "Keski-Pohjanmaan keskussairaala", {"FACILITY"}),
    ("Adresas: Liepojos g. 41, LT-92288 Klaipėda", "Liepojos g. 41", PLACE_LABELS),
    ("Sekretær: 38 63 54 20  Ambulatorienotat", "38 63 54 20", {"PHONE"}),
])
def test_true_finds_are_kept(text: str, value: str, labels: set[str]) -> None:
    found = _labels(text)
    assert any(value in surface and label in labels for surface, label in found.items())
