"""Probe round 68 (session 68): clinical records written in German, Dutch and Polish (Arztbriefe, Überweisungen,
ELGA exports, Dutch and Flemish discharge letters and home-care reports, Polish hospital information cards and
prescriptions) and text written by patients and families (reviews with the owner's reply, social-media threads,
forum posts, WhatsApp and SMS threads, complaint letters), and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.languages import compound_of_common
from airlock.tagger.recognizers.contact import _continental_ok
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched


@pytest.mark.parametrize(("text", "value", "label"), [
    # telephone numbers as German, Austrian, Swiss, Dutch and Belgian staff write them
    ("Angaben zur Vorgeschichte teils über den Sohn (Kerem, Tel. 0176 55320914).", "0176 55320914", "PHONE"),
    ("Bezoekadres: Oosterpark 31, 1091 AC Amsterdam\nT 020 - 599 41 00", "020 - 599 41 00", "PHONE"),
    ("Nichte Birgit Oldenburg, Tel. 040 / 652 38 71, mobil 0151-20944867", "040 / 652 38 71", "PHONE"),
    ("Nichte Birgit Oldenburg, Tel. 040 / 652 38 71, mobil 0151-20944867", "0151-20944867", "PHONE"),
    ("  contactpersoon vpk. Lies – 09 265 76 00", "09 265 76 00", "PHONE"),
    ("   Telefon:                0711 / 55 09 318", "0711 / 55 09 318", "PHONE"),
    ("Enkelin Amra Hasanović-Pfister, Telfs, Tel 0664/211 38 05", "0664/211 38 05", "PHONE"),
    ("Sozialdienst: Fr. Witt (Durchwahl -4590)", "-4590", "PHONE"),
    ("Anforderung 07:55 von Dr. Baumgärtel (piepser 4471)", "4471", "PHONE"),
    ("null neun eins – warte 0157 382 44 091, genau.", "0157 382 44 091", "PHONE"),
    # handles in a social post's header, in a reply and a forum's user
    ("Niamh 🌻 @niamhwrites_ · Mar 14\nthread: 9 days inpatient", "niamhwrites_", "OTHER_ID"),
    ("Replying to @niamhwrites_ @BeaumontHosp\nprof M is a legend", "BeaumontHosp", "OTHER_ID"),
    ("u/throwaway_zebra_2291 · 4h\nhow did you win the appeal?", "throwaway_zebra_2291", "OTHER_ID"),
    # fields whose label has its number word glued on, Polish "nr" fields, registers' acronyms
    ("Eingang: 20.05.2024 14:05     Auftragsnr.: L24-0520-3371", "L24-0520-3371", "OTHER_ID"),
    ("  KVG: CSS, Kartennr. 80756000150002784411\n  UVG: nicht zutreffend", "80756000150002784411", "OTHER_ID"),
    ("Cliënt: dhr. H. (Henk) Boersma   Cliëntnr C-0048811   geb. 12-02-1939", "C-0048811", "OTHER_ID"),
    ("Herr Amiri, Javad, Fallnummer 2311 0339 87, Oberbauchschmerzen", "2311 0339 87", "OTHER_ID"),
    ("Ziekenfonds: CM Midden-Vlaanderen – aansluitingsnr. 125/0448712/88\nOpname", "125/0448712/88", "OTHER_ID"),
    ("Amsterdam, 9 januari 2024\nOns kenmerk: LON/24/00127", "LON/24/00127", "OTHER_ID"),
    ("Nr księgi głównej: 8841/2024     Nr księgi oddziałowej: 612/24", "612/24", "OTHER_ID"),
    ("PESEL 65120911377, nr hist. chor. NEU/2023/2291\nPrzyjęty: 19.10.2023", "NEU/2023/2291", "OTHER_ID"),
    ("Numer recepty: 0000 4471 0912 3387 55\n", "0000 4471 0912 3387 55", "OTHER_ID"),
    ("Przetoczono 3 j. KKCz (nr donacji PL04 2024 118832, PL04 2024 118833).", "PL04 2024 118832", "OTHER_ID"),
    ("ul. Prądnicka 120, 31-202 Kraków\nREGON 351564730   NIP 945-19-72-418", "351564730", "OTHER_ID"),
    ("ul. Prądnicka 120, 31-202 Kraków\nREGON 351564730   NIP 945-19-72-418", "945-19-72-418", "OTHER_ID"),
    ("   LANR 607241812   BSNR 520184300\n   IK der Praxis: 260821447", "260821447", "OTHER_ID"),
    ("Kaya, Hüseyin   geb. 03-03-1955   ZIS H-2217804", "H-2217804", "OTHER_ID"),
    ("Wien⏎           OID 1.2.40.0.34.3.1.2214   Tel +43 1 405 22 90".replace("⏎", "\n"), "1.2.40.0.34.3.1.2214",
     "OTHER_ID"),
    ("Kod kreskowy e-skierowania: 0000 1245 8890 3311 2274\nKod dostępu: 8812      Klucz:", "8812", "OTHER_ID"),
    ("Kostenträgerkennung   Versicherten-Nr.       Status\n109519005             R448201736             1000000",
     "109519005", "OTHER_ID"),
    ("Verzekering: VGZ 290114472\nAankomst: za 02-03-2024 01:47", "290114472", "HEALTH_PLAN_ID"),
    ("   LANR 607241812   BSNR 520184300\n", "520184300", "OTHER_ID"),
    ("Vertragspartner: Gruppenpraxis, VPNR 0154732, Ottakringer Str. 120", "0154732", "OTHER_ID"),
    ("dr. W. de Graaf-Bosch, psychiater, BIG 79055128001", "79055128001", "LICENSE_NUMBER"),
    # facilities by their German, Dutch and Polish head, insurers and employers after their field
    ("Frau Dr. med. Regula Stäheli-Bosshard\nPraxis am Lindenplatz\nBadenerstrasse 612", "Praxis am Lindenplatz",
     "FACILITY"),
    ("|  Hausarztpraxis Neukölln-Rixdorf              |", "Hausarztpraxis Neukölln-Rixdorf", "FACILITY"),
    ("Afdrukdatum: 18-06-2024\nApotheek De Kempen Woensel · Kruisstraat 301", "Apotheek De Kempen Woensel",
     "FACILITY"),
    ("A. Benali\nhuisarts, Groepspraktijk Kiel\nDe Bosschaertstraat 22", "Groepspraktijk Kiel", "FACILITY"),
    ("Betreuer ist Herr Pohl vom Betreuungsverein Dresden-Pieschen.", "Betreuungsverein Dresden-Pieschen", "FACILITY"),
    ("an:  Seniorenresidenz Am Eichtalpark, Wohnbereich 2", "Seniorenresidenz Am Eichtalpark", "FACILITY"),
    ("ZORGPLAN – evaluatie MDO\nWoonzorgcentrum De Hunzehof, afdeling Boterbloem (PG)", "Woonzorgcentrum De Hunzehof",
     "FACILITY"),
    ('Skierowanie od: lek. J. Formela, Przychodnia "Oliwa-Med", Gdańsk-Oliwa', 'Przychodnia "Oliwa-Med"', "FACILITY"),
    ("Lublin, dnia 8 września 2023 r.\n\nCentrum Medyczne „Pod Zegarem” Sp. z o.o.", "Centrum Medyczne „Pod Zegarem”",
     "FACILITY"),
    ("Versicherung: ÖGK\n\nZuweiser:     Dr. Franziska Leitgeb", "ÖGK", "FACILITY"),
    ("AHV-Nr. 756.4821.3307.52 – KK: Helsana, Vers.-Nr. 88.104.553.7", "Helsana", "FACILITY"),
    ("Verzekering: VGZ 290114472\nAankomst: za 02-03-2024 01:47", "VGZ", "FACILITY"),
    # ages over 89 in German, Dutch and Polish, and a mother's in English
    ("Name: Gertrud Claußen    Geb.: 19.09.1930  (93 J.)", "93", "AGE_OVER_89"),
    ("Geboortedatum:          5 november 1932 – leeftijd 91 jaar", "91", "AGE_OVER_89"),
    ("Pat.: HASANOVIĆ Fatima, geb. 01.07.1929 (94a), w", "94", "AGE_OVER_89"),
    ("Befund: 94-jährige Pat., wach, freundlich", "94", "AGE_OVER_89"),
    ("Pacjentka: Zofia Nowak      Wiek: 92 l.\n", "92", "AGE_OVER_89"),
    ("But Ma is ninety-four and cannot speak up for herself any more.", "ninety-four", "AGE_OVER_89"),
    ("Der 94-Jährige wurde aus dem Pflegeheim gebracht.", "94", "AGE_OVER_89"),
    # the dates of German, Dutch and Polish notes
    ("Der Pat. ist wach und orientiert, die Wunde ist trocken und es gibt keine Schmerzen bei Belastung. Echo "
     "(09.03.): LVEF 48 %.", "09.03", "DATE"),
    ("WV bei Persistenz am Fr 26.1.\nPat. wünscht Ausdruck auf Arabisch", "26.1", "DATE"),
    ("2 Infiltrationen (zuletzt Okt. 2023).", "Okt. 2023", "DATE"),
    ("slecht geslapen.\n02-10 08:02  Gerda v.d. Berg\nrustig\n03-10 16:40  Ramon Kartosen", "03-10", "DATE"),
    # streets, postal lines and an ombudsman
    ("Adres:          Groene Hilledijk 233a, 3074 AE Rotterdam", "Groene Hilledijk 233a", "STREET_ADDRESS"),
    ("op weg naar de moskee aan de Wagenstraat. Zelfstandig in ADL.", "Wagenstraat", "STREET_ADDRESS"),
    ("wohnt jetzt beim Sohn auf der Kesselsdorfer Straße, hat sie erzählt", "Kesselsdorfer Straße", "STREET_ADDRESS"),
    ("Prowadzi z mężem bar przy ul. Kilińskiego – praca do późna.", "ul. Kilińskiego", "STREET_ADDRESS"),
    ("Parliamentary and Health Service Ombudsman\nCitygate, Mosley Street", "Parliamentary and Health Service Ombudsman",
     "FACILITY"),
    # cities under their own names
    ("Wohnort: München. Umzug nach Wien im Mai.", "München", "CITY"),
    ("Verlegt aus Göteborg nach Firenze zur Reha.", "Göteborg", "CITY"),
    ("Patient woont sinds 2019 in Den Haag bij zijn dochter.", "Den Haag", "CITY"),
    ("Syn Mateusz przyjedzie z Dublina 24.10. Prosi o kontakt.", "Dublina", "CITY"),
    ("mieszka w Lublinie od lat, wcześniej w Krakowie i pod Warszawą", "Krakowie", "CITY"),
    # a review's or a post's author before the middle dot, German and Dutch logins, a name after "heißt"
    ("---\n★★☆☆☆  b. okonkwo · 1 review\n2 months ago", "b. okonkwo", "PATIENT_NAME"),
    ("Mared ap Gwilym, Borth · 7 Mar\nWedi llofnodi.", "Mared ap Gwilym", "PATIENT_NAME"),
    ("übermittelt 22.01.2024 09:31 (Benutzer dsahin)\n", "dsahin", "CLINICIAN_NAME"),
    ("Exportiert: 12.09.2024 18:05 durch mhadzic\nDatum;Zeit", "mhadzic", "CLINICIAN_NAME"),
    ("Geëxporteerd door: r.kartosen  op 05-10-2023 17:02", "r.kartosen", "CLINICIAN_NAME"),
    ("warte 0157 382 44 091, genau. Tochter heißt Daryna. Hab um zwei angerufen", "Daryna", "PATIENT_NAME"),
    ("AGB apotheek 06-010887     Apotheker: drs. M.H. Tielemans\n", "M.H. Tielemans", "CLINICIAN_NAME"),
    ("T 020 - 599 41 00\n\nAan: dhr. J.P. de Wit, huisarts", "J.P. de Wit", "PATIENT_NAME"),
    ("   Tel. 0211 / 21 44 09\n   Unterschrift: F. Halstenberg\n", "F. Halstenberg", "CLINICIAN_NAME"),
    # a WhatsApp export's bracketed date and an SMS thread's speakers
    ("[12/06/2024, 07:15] Chidi: Bay C bed 4\n[12/06/2024, 07:21] Ngozi Sis: Thank God\n"
     "[12/06/2024, 07:45] Ngozi Sis: Ward phone number is 020 8836 6412", "Ngozi", "CLINICIAN_NAME"),
    ("Sat, Apr 5\nJenalyn 7:42 AM: Good morning mam Karen.\nKaren 7:55 AM: thanks for letting me know.\n"
     "Jenalyn 7:58 AM: Only half of oatmeal\nKaren 8:01 AM: ok", "Jenalyn", "CLINICIAN_NAME"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


_GERMAN_NOTE = (
    "Anamnese: Der 66-jährige Pat. stellte sich über den Notarzt mit seit ca. 3 h bestehendem retrosternalem Druck "
    "vor. Die Ehefrau berichtete, dass der Pat. bereits seit Anfang Februar belastungsabhängige Beschwerden hatte. "
    "Gehen mit Rollator 10 m mit Begleitung. Sturzrisiko hoch. ERNÄHRUNG: passierte Kost, Getränke angedickt. "
    "Der Patient spricht gut Deutsch, bevorzugt aber, dass seine Frau (Maria do Céu) zu den Terminen mitkommt.\n"
    "Mit freundlichen Grüßen\nDr. med. Bettina Marfurt, Oberärztin")


@pytest.mark.parametrize(("text", "value"), [
    # a German note's own words and compounds, its abbreviation for the patient
    (_GERMAN_NOTE, "Sturzrisiko"),
    (_GERMAN_NOTE, "Terminen"),
    (_GERMAN_NOTE, "Oberärztin"),
    (_GERMAN_NOTE, "Pat."),
    (_GERMAN_NOTE, "Frau"),
    (_GERMAN_NOTE.replace("Mit freundlichen", "Name, Vorname des Versicherten:\nAl-Hassan, Rami\nMit freundlichen"),
     "Vorname des Versicherten"),
    # drug charts' times, a field label before its number, generic departments and a prescription form
    ("Gaben 0800 / 1200 1600 2000 laut Plan", "0800 / 1200 1600 2000"),
    ("Insulin 0800 - 1200 1600, BZ-Kontrollen", "0800 - 1200 1600"),
    ("  KVG: CSS, Kartennr. 80756000150002784411\n", "Kartennr"),
    ("5. Kontrola w Poradni Gastroenterologicznej – termin 29.04.2024.", "Poradni Gastroenterologicznej"),
    ("Pracownia RTG – filia Gdańsk-Wrzeszcz", "Pracownia RTG"),
    ("Ibuprofen 600 1-1-1 f. 5 Tg., Physio-Rezept mitgegeben.", "Physio-Rezept"),
    ("Zimmernr. 12345, Bett am Fenster", "12345"),
    # ages, volumes and durations that are no age
    ("Verband 90 J. Müller angelegt", "90"),
    ("Einfuhr 95 l. Wasser über 24 h (Tippfehler?)", "95"),
    ("seit 95 Jahren im Familienbesitz", "95"),
    # "big" is a word, and a drug chart in the shape of an SMS thread
    ("it was a big 12345678 number on the bill", "12345678"),
    ("Paracetamol 8:00 AM: given\nIbuprofen 9:00 AM: given\nParacetamol 12:00 PM: given\nIbuprofen 1:00 PM: given",
     "Paracetamol"),
    ("heparin 12 u/kg/hr, then u/min titration", "kg/hr"),
    # round 68 review: the look-alikes of each rule
    ("MAR: Paracetamol 1 g given 0712 / 1304 1758, patient declined the 2200 dose.", "0712 / 1304 1758"),
    ("Hourly obs (hr BP HR): 06 118 76 88 — stable, continue.", "06 118 76 88"),
    ("Sleep hygiene advice based on Pieper 2019 (Schlafmedizin, Kap. 4) given.", "2019"),
    ("Piepser 300 ms Intervall am Perfusor eingestellt, Alarm quittiert.", "300"),
    ("IV fluids: NaCl @125 · K+ 4.1 this am, recheck U&Es tomorrow.", "125"),
    ("Me @home · still sore but walking the dog again", "home"),
    ("Losnummer: 2304117 (Ibuprofen 400 mg), Verfall 11/2026.", "2304117"),
    ("Pozwolenie nr EU/1/15/1034/001, podano w ulotce.", "EU/1/15/1034/001"),
    ("Urine culture nr of colonies 100000", "100000"),
    ("PT-INR 1.12 1.25 1.31", "1.12"),
    ("Volgens de app heb ik 10245873 stappen gezet sinds 2019.", "10245873"),
    ("Kasse: Barzahlung, Quittung mitgegeben.", "Barzahlung"),
    ("Arbeitgeber: Rentner seit 2019, vorher Schichtarbeit.", "Rentner"),
    ("Pracodawca: Bezrobotny od marca.", "Bezrobotny"),
    ("kk: Thursday works, I'll bring her meds list to the appointment.", "Thursday"),
    ("Pflegeheim Aufnahme geplant für nächste Woche, Angehörige einverstanden.", "Aufnahme"),
    ('Radiologie "Befund folgt" steht im System, bitte später nachsehen.', "Befund folgt"),
    ("Das Konzept hat sich in der Praxis Berlin-weit bewährt.", "Praxis"),
    ("Das 90-jährige Jubiläum des Pflegeheims wurde mit den Bewohnern gefeiert.", "90"),
    ("Elektive Kardioversion mit 100 J., danach stabiler Sinusrhythmus.", "100"),
    ("Röntgen Thorax p.a. 125 kV, lat 110 kV, keine Stauungszeichen.", "110"),
    ("Alter: 92 Tage, Säugling mit RSV-Bronchiolitis", "92"),
    ("Het ziekenhuis bestaat 100 jaar, de afdeling kreeg een nieuwe naam.", "100"),
    ("Grond in erfpacht voor 99 jaar, zie bijlage 3.", "99"),
    ("Reviewed at 14.05. Chest clear, plan for discharge tomorrow.", "14.05"),
    ("Amlodipine 10 mg od. Hb 14.2. Review BP in clinic.", "14.2"),
    ("BG at 6 am 14.2. Insulin given per sliding scale.", "14.2"),
    ("SOP Inhaltsverzeichnis:\n01.03. Zweck\n01.04. Geltungsbereich", "01.03"),
    ("Zwemles kinderen:\n06-08 09:00 groep A\n09-11 10:00 groep B\n10-12 11:00 groep C", "06-08"),
    ("10-12 08:00 Bed 10-12 cleaning (Bay B)", "10-12"),
    ("Sturz am Nachhauseweg vom Einkaufen, Prellung rechte Hüfte.", "Nachhauseweg"),
    ("Zeckenstich beim Spaziergang am Waldweg, Erythema migrans.", "Waldweg"),
    ("Dilute 1:10, transfer 50 ul. Mix gently and read at 450 nm.", "Mix"),
    ("Schmerzen ul. Handgelenk, Druckschmerz Proc. styloideus ulnae.", "Handgelenk"),
    ("Dinner: chicken Kiev, peas and mash, ate about half.", "Kiev"),
    ("CT head acquired parallel to the Frankfurt plane, no acute findings.", "Frankfurt"),
    ("Room bookings:\nHazel 9:00 AM: Dr clinic\nRowan 10:30 AM: physio group\nHazel 2:00 PM: free\n"
     "Rowan 3:30 PM: MDT", "Hazel"),
    ("Smith et al. 2019 showed a benefit", "al. 2019"),
    ("Great service · 2 reviews", "Great service"),
    ("Rozmowa z Kowalskim, z Anną i z Janem o wypisie.", "Anną"),
    ("07:48  Fatma Demir (VIG)\ndhr lag nog in bed, gluc 11,2 -> 14 E novorapid", "lag nog"),
    ("Doel: mevr. heeft geen pijn en valt niet.", "heeft geen"),
    ("NOVAKOVIĆ Jelena\nGeb.-Datum:   17.08.1981        Geschlecht: w", "Datum"),
    ("the Deputy Police Commissioner said", "Commissioner"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # (other rules may read these; not as these rules' kind)
    ("Storing ZIS 20240315 (HiX-update) van 02:00 tot 04:00", "20240315", "OTHER_ID"),
    ("Non-Hodgkin lymphoma in Waldeyer Ring: staging CT requested.", "Waldeyer Ring", "STREET_ADDRESS"),
    ("Hector R.\nSandy Springs, GA · 2 friends · 5 reviews", "Sandy Springs", "PATIENT_NAME"),
    ("Sunshine Dental · 12 reviews", "Sunshine Dental", "PATIENT_NAME"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)


def test_continental_numbers_exclude_clock_times_and_short_runs() -> None:
    assert _continental_ok("0711 / 55 09 318")
    assert _continental_ok("0176 55320914")
    assert not _continental_ok("0800 / 1200 1600")  # a drug chart's times
    assert not _continental_ok("0712 / 1304 1758")  # times that are no quarter hours
    assert not _continental_ok("030 / 1234")  # too short for a number


def test_compounds_of_common_words() -> None:
    common = {"sturz": 3.9, "risiko": 4.6, "ober": 3.5, "ärztin": 3.6, "adres": 4.8, "bezoek": 4.2}
    assert compound_of_common("sturzrisiko", common)
    assert compound_of_common("oberärztin", common)
    assert compound_of_common("bezoekadres", common)
    assert not compound_of_common("kloosterhuis", common)  # its parts are not in this table
    assert not compound_of_common("risiko", common)  # too short to be two words
    assert compound_of_common("landstraße", {"land": 5.5, "strasse": 5.3})  # "ß" as wordfreq stores it
    assert compound_of_common("nachhauseweg", {"nach": 6.0, "hause": 5.2, "weg": 5.7})  # a compound's compound
