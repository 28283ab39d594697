"""Probe round 69 (session 69): clinical records written in French, Italian, Spanish and Catalan (comptes rendus,
lettres de liaison, lettere di dimissione, informes de alta, Catalan discharge reports) and in Swedish, Danish,
Norwegian, Finnish and Icelandic (epikriser, journal notes, referrals, sick notes, nursing reports), and the
look-alikes each rule must leave alone. Rules that hang on the note's language are tested inside notes long enough
for :func:`airlock.tagger.languages.note_language` to tell it."""

from __future__ import annotations

import pytest

from airlock.tagger.recognizers.ids import _hetu_shaped, _nordic_person_ok, _swedish_long_ok
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_FRENCH = (
    "Madame, nous avons revu votre patiente en consultation. Elle est sortie le 14 mars avec son époux, sans fièvre, "
    "et reste autonome à domicile. Congé prévu 14 mars AM. Rendez-vous famille proposé jeudi 14 14h. Échographie : signe de "
    "Murphy positif, drain de Redon sous-hépatique, ablation du Redon à J1. Elle cherche son sac et veut rentrer chez elle. "
    "Bain de bouche trois fois par jour.\nNé le : 07/11/1958\n"
    "ECBC (prélèvement n° L24-0409-5531) : H. influenzae sensible.\n"
    "Fax : 04 72 10 48 70 – FINESS 690781234\nTél. 04/338 71 20 – secrétariat\n"
    "Réhabilitation au Centre de Réadaptation du Mont-Cindre, puis suivi à la Polyclinique du Lauragais.\n")
_SWEDISH = (
    "Patienten är en 73-årig man som bor med sin fru och har inga hemtjänstinsatser. Han kom in med feber och hosta "
    "och fick syrgas på grimma de första dygnen. Utskrivningssamtal med patient och son Yousef Haddad 4 mars, med tolk. "
    "Anamnes: tidigare frisk, röker inte. Återbesök Bergsjö vårdcentral om 2–3 veckor för kontroll.\n"
    "Arbetsplatskod 14210215\n"
    "hej jag skriver för min pappa Kareem Al-Obaidi 19480302-3917 han har fortfarande ont i foten.\n")
_DANISH = (
    "Patienten er en 81-årig kvinde, som bor alene i egen bolig og klarer sig selv med lidt hjælp fra datteren. Hun "
    "blev overflyttet 20.02. til Rigshospitalet, og ekko 22.2.: EF 50 %, let inferior hypokinesi. Kontrol i "
    "kardiologisk ambulatorium 5. april. Hun har ingen smerter og er glad for at komme hjem.\n"
    "Borger: Gerda Mølgaard Nielsen  220534-1924\n"
    "Helbredstilstand ved udskrivelse\n– Gang med 2 albuestokke ca. 50 m.\n– Bor i 1. sal uden elevator.\n"
    "Til: Egen læge, Lægerne Strandmarken, att. Søren Kjærgaard\nDirekte 7842 3128\n")
_FINNISH = (
    "Potilas on 64-vuotias mies, joka asuu puolisonsa kanssa omakotitalossa. Hänellä on ollut puristava tunne "
    "rintalastan takana noin kolme viikkoa, alkaen n. 20.2., ja hän tuli päivystykseen 4.4. aamulla. Nivelreuma "
    "todettu syyskuussa 2023. Hb-kontrolli kahden viikon kuluttua Hervannan terveysasemalla.\n"
    "Omainen: puoliso Leena Mäkelä, puh. 050 339 1084\n"
    "Potilas: Máret Elle Guttorm, 190449-340H\n")
_CATALAN = (
    "La pacient és una dona de 78 anys que viu sola i és autònoma per a les activitats de la vida diària. Ingressa "
    "per un codi ictus activat pel sistema d'emergències. Data d'ingrés: 3 de març de 2024. Control a consultes "
    "externes de Neurologia: dijous 18 d'abril, 10.20 h. Seguiment al CAP Eixample Nord amb la seva metgessa de "
    "família.\n")
_ITALIAN = (
    "Gentile Collega, la paziente è stata ricoverata per una polmonite e dimessa in buone condizioni generali dopo "
    "dieci giorni di terapia. Il Direttore della struttura ha autorizzato il trasferimento. Ricoverato in PS il 1 "
    "marzo sera (verbale PS n. 24-PS-011920). Attivazione ADI tramite Casa della Comunità Navile, con visita del "
    "medico curante (matricola 40321).\n")
_SPANISH = (
    "Paciente de 52 años, trabajador de la construcción, que consulta por disnea progresiva y edemas en miembros "
    "inferiores desde hace un mes. Enfermedad de Chagas diagnosticada en noviembre de 2015. Crepitantes bibasales. "
    "Visita de su hermano Ousmane con mascarilla, se le explica la situación.\n"
    "NIE: X2847719R          Año de nacimiento: 1949\n"
    "NHC: 0045123998          NUSS: 41/10238455/62          NUHSA: AN0198273645\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # dates: Catalan months, Finnish months in the inessive, 'mars' after its day, a dotted day before an
    # English-spelled month, a weekday before its day, a Nordic day and month with one digit each
    (_CATALAN, "3 de març de 2024", "DATE"),
    (_CATALAN, "18 d'abril", "DATE"),
    (_FINNISH, "syyskuussa 2023", "DATE"),
    (_FINNISH, "20.2", "DATE"),
    (_FINNISH, "4.4", "DATE"),
    (_SWEDISH, "4 mars", "DATE"),
    (_FRENCH, "14 mars", "DATE"),
    (_FRENCH, "jeudi 14", "DATE"),
    (_DANISH, "5. april", "DATE"),
    (_DANISH, "20.02", "DATE"),
    (_DANISH, "22.2", "DATE"),
    # Nordic personal numbers: after a patient's word, with their century, hetu-shaped, a Faroese p-tal
    (_DANISH, "220534-1924", "OTHER_ID"),
    (_SWEDISH, "19480302-3917", "OTHER_ID"),
    (_FINNISH, "190449-340H", "OTHER_ID"),
    ("Navn: Jógvan Hansen Joensen\nP-tal: 150964-219\n", "150964-219", "OTHER_ID"),
    ("Personbeteckning: 301150-1579\nAdress: Västerkalmarvägen 4", "301150-1579", "OTHER_ID"),
    # numbers after "n°", "n." and their own names
    (_FRENCH, "L24-0409-5531", "OTHER_ID"),
    (_FRENCH, "690781234", "OTHER_ID"),
    (_ITALIAN, "24-PS-011920", "OTHER_ID"),
    (_ITALIAN, "40321", "OTHER_ID"),
    (_SPANISH, "X2847719R", "OTHER_ID"),
    (_SPANISH, "41/10238455/62", "OTHER_ID"),
    (_SPANISH, "AN0198273645", "OTHER_ID"),
    (_SWEDISH, "14210215", "OTHER_ID"),
    ("Kela-kortin nro: 6600 1129 4837\nReseptitunnus 1RX93K-7Q2M4P", "1RX93K-7Q2M4P", "OTHER_ID"),
    ("Asiakas: Ayaan Korhonen-Abdi\nKela-kortin nro: 6600 1129 4837\n", "6600 1129 4837", "OTHER_ID"),
    ("Stavanger / Madla legesenter\nHPR 1098234\nTlf 51 51 02 02", "1098234", "OTHER_ID"),
    # phones: a Belgian area code of two digits before its slash, Icelandic and Danish cues
    (_FRENCH, "04/338 71 20", "PHONE"),
    (_DANISH, "7842 3128", "PHONE"),
    ("Heimilisfang: Þingvallastræti 34, 600 Akureyri\nSími: 862 4571", "862 4571", "PHONE"),
    # facilities by their French, Italian, Catalan and Nordic heads
    (_FRENCH, "Centre de Réadaptation du Mont-Cindre", "FACILITY"),
    (_FRENCH, "Polyclinique du Lauragais", "FACILITY"),
    ("CENTRE HOSPITALIER SAINT-IRÉNÉE – Service de Pneumologie", "CENTRE HOSPITALIER SAINT-IRÉNÉE", "FACILITY"),
    ("ISTITUTO DI RADIOLOGIA CERESIO SA\nVia Nassa 21 – 6900 Lugano", "ISTITUTO DI RADIOLOGIA CERESIO SA", "FACILITY"),
    (_ITALIAN, "Casa della Comunità Navile", "FACILITY"),
    (_CATALAN, "CAP Eixample Nord", "FACILITY"),
    ("Consorci Sanitari del Maresme Sud – Unitat de Protecció de Dades", "Consorci Sanitari del Maresme Sud",
     "FACILITY"),
    (_SWEDISH, "Bergsjö vårdcentral", "FACILITY"),  # (the sentence's first word trimmed off)
    (_FINNISH, "Hervannan terveysasemalla", "FACILITY"),
    (_DANISH, "Lægerne Strandmarken", "FACILITY"),
    ("Svar urin frå Helse Førde mikrobiologi (prøvenr U-0319-4471)", "Helse Førde", "FACILITY"),
    # names the other-language rules keep
    (_FINNISH, "Leena Mäkelä", "PATIENT_NAME"),
    (_DANISH, "Gerda Mølgaard Nielsen", "PATIENT_NAME"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a note's own words read as names: unlisted words, words far commoner there, eponyms, lower-case phrases
    (_FRENCH, "Né"),
    (_FRENCH, "Murphy"),
    (_FRENCH, "Redon"),
    (_FRENCH, "sac"),
    (_FRENCH, "Bain"),
    (_SWEDISH, "Anamnes"),
    (_SPANISH, "Crepitantes"),
    (_SPANISH, "Enfermedad de Chagas"),
    (_ITALIAN, "Il Direttore"),
    (_FINNISH, "Omainen"),
    # a dashed list item is no signature
    (_DANISH, "Gang"),
    (_DANISH, "Bor"),
    # a form's number is no patient's
    ("Prescription médicale de transport (cerfa n° 11574*04)", "11574"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # the same shapes in English notes, where no language rule applies
    ("Plan:\n– Walk with frame twice daily.", "Walk", "CLINICIAN_NAME"),
    ("Pt ate 2 mars bars on 4 mars", "4 mars", "DATE"),
    ("Hb 8.4. Repeat in the morning.", "8.4", "DATE"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    # names kept beside the new rules: a signature after a dash, a Dutch surname's capitalised particle, initials
    ("Seen and agreed.\n– Anna Berg, ssk", "Anna Berg", "CLINICIAN_NAME"),
    ("Seen.\n-- Magnus Lind", "Magnus Lind", "CLINICIAN_NAME"),
])
def test_keeps(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


def test_nordic_personal_number_checks() -> None:
    assert _swedish_long_ok("19480302-3917")  # a birth date and four digits, whatever the Luhn digit
    assert not _swedish_long_ok("20240312-1457")  # a recent date and a time of day: a log's stamp
    assert not _swedish_long_ok("19481302-3917")  # no thirteenth month
    assert _nordic_person_ok("220534-1924")  # day first (Danish CPR)
    assert _nordic_person_ok("850312-4417")  # year first (Swedish)
    assert not _nordic_person_ok("453312-4417")  # neither reads as a date
    assert _hetu_shaped("150479-928R")  # a check letter, mistyped
    assert not _hetu_shaped("150479-9281")  # a check digit must be right
    assert not _hetu_shaped("320479-928R")  # no thirty-second day
