"""The African-language record recognizer (:mod:`airlock.tagger.recognizers.african_languages`, round 77): dates with
the months of Swahili, Yoruba, Hausa, isiZulu, isiXhosa, Sesotho, Setswana, Kinyarwanda, Luganda and Somali, ages over
89 and record numbers after the languages' number words; and their look-alikes (a month alone, an age under 90, a
count after a number word)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.african_languages import AfricanLanguageRecordRecognizer
from airlock.tagger.recognizers.base import Doc


def _found(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


@pytest.mark.parametrize(("text", "value"), [
    ("Arudi kliniki ya afya tarehe 14 Aprili 2024 kwa Hb ya kufuatilia.", "14 Aprili 2024"),
    ("Ọjọ́ tí a gbà á wọlé: 4 Oṣù Kẹrin 2024", "4 Oṣù Kẹrin 2024"),
    ("Kwanan wata: 21 ga Afrilu 2024", "21 ga Afrilu 2024"),
    ("Usuku lokungena: 07 kuMeyi 2024          Usuku lokuphuma: 19 kuMeyi 2024", "07 kuMeyi 2024"),
    ("Umhla: 11 EyeCanzibe 2024", "11 EyeCanzibe 2024"),
    ("Ho khutla: 03 Phupjane 2024 – tlisa karete ena!", "03 Phupjane 2024"),
    ("Nako ya go tsaya sampole: 22 Moranang 2024 08:15", "22 Moranang 2024"),
    ("Itariki: 09 Gicurasi 2024", "09 Gicurasi 2024"),
    ("Taariikhda la dhigay isbitaalka: 02-da Abriil 2024   Qolka: B", "02-da Abriil 2024"),
    ("ọjọ́ ìpàdé ANC yín ni Ọjọ́rú 12 Oṣù Kẹfà ní aago 8", "Ọjọ́rú 12 Oṣù Kẹfà"),
])
def test_finds_dates(text: str, value: str) -> None:
    assert (value, "DATE") in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Umri: miaka 94          Jinsia: Ke", "94", "AGE_OVER_89"),
    ("Ubudala: iminyaka eyi-92              Isini: Ibhinqa", "92", "AGE_OVER_89"),
    ("2. Da'da               : 96 sano              Jinsiga: Dheddig", "96", "AGE_OVER_89"),
    ("Namba ya IP: IP/2024/01177        OP No.: OP-118304", "IP/2024/01177", "OTHER_ID"),
    ("Nọ́mbà ilé-ìwòsàn: UCH/MED/24/0871        NHIS: NHIS-OY-2231907", "UCH/MED/24/0871", "OTHER_ID"),
    ("Lambar katin asibiti: KMT/ANC/4471. Adireshi: Gida Na 18", "KMT/ANC/4471", "OTHER_ID"),
    ("Lambarka: HGH-DN/2024/0255\n\n1. Magaca qofka dhintay : Xaliimo", "HGH-DN/2024/0255", "OTHER_ID"),
    ("Namba ya SHA: CR8842099573-2     Kitambulisho: 31408817", "31408817", "OTHER_ID"),
])
def test_finds_ages_and_numbers(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text), _found(text)


@pytest.mark.parametrize(("text", "not_found"), [
    ("Mtoto alizaliwa mwezi wa Machi, kwa hiyo ni mdogo.", "Machi"),  # a month alone
    ("Umri: miaka 84          Jinsia: Me", "84"),  # an age under 90
    ("Namba ya vidonge: 30 kwa siku", "30"),  # a count after a number word
])
def test_leaves_look_alikes(text: str, not_found: str) -> None:
    rec = AfricanLanguageRecordRecognizer()
    assert not any(text[s.start:s.end] == not_found for s in rec.analyze(Doc(text)))


def test_the_gate() -> None:
    rec = AfricanLanguageRecordRecognizer()
    # no word of these languages: the reader does not run
    assert rec.analyze(Doc("Seen on 14 April 2024, aged 94, MRN IP/2024/01177.")) == []
