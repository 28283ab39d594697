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
    ("PID 3300817 / FID 40018823\nHospitalisation 24.09.2023", "40018823", "OTHER_ID"),
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
    # cities under their own names
    ("Wohnort: München. Umzug nach Wien im Mai.", "München", "CITY"),
    ("Verlegt aus Göteborg nach Firenze zur Reha.", "Göteborg", "CITY"),
    ("Patient woont sinds 2019 in Den Haag bij zijn dochter.", "Den Haag", "CITY"),
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
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


def test_continental_numbers_exclude_clock_times_and_short_runs() -> None:
    assert _continental_ok("0711 / 55 09 318")
    assert _continental_ok("0176 55320914")
    assert not _continental_ok("0800 / 1200 1600")  # a drug chart's times
    assert not _continental_ok("030 / 1234")  # too short for a number


def test_compounds_of_common_words() -> None:
    common = {"sturz": 3.9, "risiko": 4.6, "ober": 3.5, "ärztin": 3.6, "adres": 4.8, "bezoek": 4.2}
    assert compound_of_common("sturzrisiko", common)
    assert compound_of_common("oberärztin", common)
    assert compound_of_common("bezoekadres", common)
    assert not compound_of_common("kloosterhuis", common)  # its parts are not in this table
    assert not compound_of_common("risiko", common)  # too short to be two words
