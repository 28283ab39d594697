"""Probe round 70 (session 70): clinical records written in Portuguese (Portugal, Brazil, Lusophone Africa, Timor-Leste,
Macau) and in Turkish, Greek and Romanian (discharge letters, referrals, prescriptions, certificates, nursing sheets,
ambulance reports), and the look-alikes each rule must leave alone. Rules that hang on the note's language are
tested inside notes long enough for :func:`airlock.tagger.languages.note_language` to tell it."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_PORTUGUESE = (
    "NOTA DE ALTA\n"
    "Morada: Rua Nova de Santa Cruz, 212, 2.º Esq., 4710-409 Braga\n"
    "Morada: Rua Infante D. Henrique, 71, Montenegro, 8005-218 Faro\n"
    "N.º pedido CTH: 2024-13-0088917\n"
    "N.º Ocorrência.......: 2024091800731\n"
    "UTENTE: KOVALENKO, OLEKSANDR  DN 03.11.1979\n"
    "Sexo: F      Idade: 93 anos\n"
    "Senhora de 92 anos, institucionalizada desde julho.\n"
    "Contacto chamador....: 965 021 448 (colega de trabalho)\n"
    "avisada a filha (Rubina) 916 330 214 que vem visitar de manhã.\n"
    "Vinheta: 0043688        Assinatura: ___\n"
    "N.º de camas: 1200\n")
_BRAZILIAN = (
    "SUMÁRIO DE ALTA HOSPITALAR\n"
    "Rua Borges dos Reis, 46 – Rio Vermelho – Salvador/BA – 41950-620\n"
    "Rua Galvão Bueno, 812 – Liberdade – São Paulo/SP – CEP 01506-000\n"
    "Dra. Luana Bezerra Matos          CRM-AM 7.903\n"
    "téc. enf josiane m. COREN-RS 455.902-TE\n"
    "fone 51 99823 4410 / 51 3342 1187\n"
    "CNES: 7012487          Telefone: (92) 3214-6650\n")
_TURKISH = (
    "Hasta nefes darlığı ve ateş şikayetiyle acil servise başvurdu, kontrol için randevu verildi ve tedavisi düzenlendi. "
    "Hastanın genel durumu iyi, bilinci açık ve oryante. Ailesi bilgilendirildi, taburculuk sonrası evde bakım "
    "planlandı. Ağrısı yok, yemeklerini yiyor ve gece iyi uyudu.\n"
    "Adı Soyadı     : HÜSEYİN ÇAKIR\n"
    "Protokol No      : 2024/118734          Dosya No: 0045127\n"
    "Tesis Kodu     : 35110942\n"
    "Hasta: Saadet DURMUŞOĞLU        Yaş: 94      Oda/Yatak: 612-2\n"
    "08:00 | 110/60  | 88  | 36,8 | 94   | 18\n"
    "ADRES: DÜZTEPE MAH. 84024 NOLU SK. NO:9 ŞAHİNBEY/GAZİANTEP\n"
    "Adresi            : Zeytinlik Köyü, Kocatepe Sok. No 7, Girne\n"
    "Hasta 95 yaşında erkek.\n")
_GREEK = (
    "Ασθενής: Ηλικία: 93 ετών\n"
    "Αρ. εισαγωγής: 118907\n"
    "Αρ. Φακέλου Ζημίας: ΑΥΤ-24-0917731    Αρ. Συμβολαίου: 11042658340\n"
    "Κινητό            : 6944 218 605\n"
    "Τηλέφωνα      : 210 8215 447 / 697 4410 283 (κόρη)\n"
    "07:30 Α/Π 105/60 Σ 92 SpO2 93% με Ο2 2lt.\n")
_ROMANIAN = (
    "Nume și prenume: MUREȘAN VASILE-ADRIAN\n"
    "2. Asigurat: ENACHE CRISTINA-ELENA\n   CNP 2891015080412\n"
    "Domiciliul: com. Giroc, sat Chișoda, str. Trandafirilor nr. 3, jud. Timiș\n"
    "Nr. înreg.: 11302\n"
    "Stanciu Maria-Magdalena, 91 ani, adusă de la cămin.\n"
    "Pacienta în vârstă de 93 de ani.\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # names in a form's patient field, in capitals, with the national number's cue on the next line outside it
    (_TURKISH, "HÜSEYİN ÇAKIR", "PATIENT_NAME"),
    (_ROMANIAN, "MUREȘAN VASILE-ADRIAN", "PATIENT_NAME"),
    (_ROMANIAN, "ENACHE CRISTINA-ELENA", "PATIENT_NAME"),
    # ages over 89 by their words
    (_PORTUGUESE, "93", "AGE_OVER_89"),
    (_PORTUGUESE, "92", "AGE_OVER_89"),
    (_TURKISH, "95", "AGE_OVER_89"),
    (_ROMANIAN, "91", "AGE_OVER_89"),
    (_ROMANIAN, "93", "AGE_OVER_89"),
    # Portuguese postcode and town, the locality before them; Brazilian CEP, town and neighbourhood
    (_PORTUGUESE, "4710-409", "POSTCODE"),
    (_PORTUGUESE, "Braga", "CITY"),
    (_PORTUGUESE, "Montenegro", "CITY"),
    (_BRAZILIAN, "41950-620", "POSTCODE"),
    (_BRAZILIAN, "Salvador", "CITY"),
    (_BRAZILIAN, "Rio Vermelho", "CITY"),
    (_BRAZILIAN, "São Paulo", "CITY"),
    (_BRAZILIAN, "Liberdade", "CITY"),
    # Turkish, Romanian localities and streets
    (_TURKISH, "ŞAHİNBEY", "CITY"),
    (_TURKISH, "DÜZTEPE MAH. 84024 NOLU SK. NO:9", "STREET_ADDRESS"),
    (_TURKISH, "Kocatepe Sok. No 7", "STREET_ADDRESS"),
    (_ROMANIAN, "Giroc", "CITY"),
    (_ROMANIAN, "Chișoda", "CITY"),
    # phones by their cue or a mobile's shape
    (_PORTUGUESE, "965 021 448", "PHONE"),
    (_PORTUGUESE, "916 330 214", "PHONE"),
    (_BRAZILIAN, "51 99823 4410", "PHONE"),
    (_GREEK, "6944 218 605", "PHONE"),
    (_GREEK, "697 4410 283", "PHONE"),
    # a form's number field, the number word first or a Turkish label's last; councils' registrations
    (_PORTUGUESE, "2024-13-0088917", "OTHER_ID"),
    (_PORTUGUESE, "2024091800731", "OTHER_ID"),
    (_PORTUGUESE, "0043688", "OTHER_ID"),
    (_GREEK, "118907", "OTHER_ID"),
    (_GREEK, "ΑΥΤ-24-0917731", "OTHER_ID"),
    (_GREEK, "11042658340", "OTHER_ID"),
    (_ROMANIAN, "11302", "OTHER_ID"),
    (_TURKISH, "2024/118734", "OTHER_ID"),
    (_TURKISH, "35110942", "OTHER_ID"),
    (_BRAZILIAN, "7.903", "OTHER_ID"),
    (_BRAZILIAN, "455.902-TE", "OTHER_ID"),
    (_BRAZILIAN, "7012487", "OTHER_ID"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a count is no record's number; a national number's cue and an address's kind word are no names
    (_PORTUGUESE, "1200"),
    (_ROMANIAN, "CNP"),
    (_TURKISH, "Köyü"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # an age found once makes no other equal number of the note an age: a pulse, a saturation, a blood pressure
    (_TURKISH, "94"),
    (_GREEK, "93"),
    ("Age: 94. BP 130/94 at rest.", "94"),
])
def test_age_stays_where_its_words_are(text: str, value: str) -> None:
    from airlock.tagger.detection import detect

    ages = [s for s in detect(text) if s.label == "AGE_OVER_89" and text[s.start : s.end] == value]
    assert len(ages) == 1, ages


@pytest.mark.parametrize(("text", "value", "label"), [
    # English fields with "No": the NHS number keeps its own label
    ("NHS No: 4301546928   Hospital No: T6103728", "4301546928", "OTHER_ID"),
    # a span of time in years is no age
    ("O hospital foi fundado há 100 anos.", "100", "AGE_OVER_89"),
])
def test_not_read_as(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) != label, _labels(text)
