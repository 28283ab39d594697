"""Probe round 73 (session 73): clinical records written in Russian, Ukrainian and Belarusian, and the national-id,
name and doctor columns of other languages' registers (round 72's leftovers), with the look-alikes each rule must
leave alone. Rules that hang on the note's language are tested inside notes long enough to tell it."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_RUSSIAN = (
    "ВЫПИСНОЙ ЭПИКРИЗ из медицинской карты стационарного больного № 20417/24\n"
    "Больная поступила в отделение с жалобами на боли в груди и одышку при небольшой нагрузке. Проведено "
    "обследование и лечение, состояние при выписке удовлетворительное, рекомендовано наблюдение у кардиолога.\n"
    "Доставлена бригадой СМП (карта вызова № 0733-218), а/м УАЗ В 512 КО 64.\n"
    "ЭхоКГ от 06.03: ФВ 48 %, калий 4,6. Гепарин до 07.03, с 3.02 по 11.02.2025 в стационаре.\n"
    "Возраст: 93 года. Контакт дочери: тел. 8 916 402 77 18, рабочий (843) 277-61-09.\n"
    "Посев Б-41207 и проба М-24-08817 направлены в лабораторию, с/л 0117442 закрыт.\n"
    "Подстанция № 3, палата № 412, стол № 5, Поликлиника № 134, форма № 025/у. Осмотр в 10.15 и в 08.20.\n")
_UKRAINIAN = (
    "ВИПИСКА з медичної карти стаціонарного хворого № 4471\n"
    "Пацієнт перебував на лікуванні у хірургічному відділенні з приводу гострого панкреатиту, отримував "
    "інфузійну терапію, стан покращився, виписаний додому під нагляд сімейного лікаря за місцем проживання.\n"
    "УНЗР: 19870722-04518\n"
    "Е-рецепт: 3HK7-9AP2-M1X5-E40T, декларація № 0001-8КТ3-Р7Х2.\n"
    "Амілаза 12.02 — 96 од/л, реанімобіль АН 4418 ЕХ, дід 92 р.\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # Russian: numbers after the numero sign, a plate, dates without a year, a great age, phones, coded samples
    (_RUSSIAN, "20417/24", "OTHER_ID"),
    (_RUSSIAN, "0733-218", "OTHER_ID"),
    (_RUSSIAN, "В 512 КО 64", "VEHICLE_ID"),
    (_RUSSIAN, "06.03", "DATE"),
    (_RUSSIAN, "07.03", "DATE"),
    (_RUSSIAN, "3.02", "DATE"),
    (_RUSSIAN, "93", "AGE_OVER_89"),
    (_RUSSIAN, "8 916 402 77 18", "PHONE"),
    (_RUSSIAN, "(843) 277-61-09", "PHONE"),
    (_RUSSIAN, "Б-41207", "OTHER_ID"),
    (_RUSSIAN, "М-24-08817", "OTHER_ID"),
    (_RUSSIAN, "0117442", "OTHER_ID"),
    # Ukrainian: a register's entry, an e-prescription's and a declaration's codes, a plate, a day and month, an age
    (_UKRAINIAN, "4471", "OTHER_ID"),
    (_UKRAINIAN, "19870722-04518", "OTHER_ID"),
    (_UKRAINIAN, "3HK7-9AP2-M1X5-E40T", "OTHER_ID"),
    (_UKRAINIAN, "0001-8КТ3-Р7Х2", "OTHER_ID"),
    (_UKRAINIAN, "АН 4418 ЕХ", "VEHICLE_ID"),
    (_UKRAINIAN, "12.02", "DATE"),
    (_UKRAINIAN, "92", "AGE_OVER_89"),
    # a Belarusian identification number by its shape
    ("Ідэнтыфікацыйны нумар: 3171079M024PB7", "3171079M024PB7", "OTHER_ID"),
    # round 72's registers: national ids, names and doctors under their own languages' column headers
    ("r.br | pacijent (prez. ime) | OIB         | MBO\n"
     "  1  | Bošnjak Ljiljana        | 83017264590 | 131588420\n", "83017264590", "OTHER_ID"),
    ("r.br | pacijent (prez. ime) | OIB         | MBO\n"
     "  1  | Bošnjak Ljiljana        | 83017264590 | 131588420\n", "131588420", "OTHER_ID"),
    ("uzorak_id|jmbg|prezime_ime|ljekar\n240902-0417|0605952175009|KARIĆ HASIBA|dr.a.sabic\n",
     "0605952175009", "OTHER_ID"),
    ("uzorak_id|jmbg|prezime_ime|ljekar\n240902-0417|0605952175009|KARIĆ HASIBA|dr.a.sabic\n",
     "240902-0417", "OTHER_ID"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a numero sign before a station's, a ward's, a diet table's, a polyclinic's or a form's number is no record's
    (_RUSSIAN, "№ 3"),
    (_RUSSIAN, "палата № 412"),
    (_RUSSIAN, "№ 5"),
    (_RUSSIAN, "025/у"),
    # a time written with a dot after "в" is no date, a decimal with a comma no date either
    (_RUSSIAN, "10.15"),
    (_RUSSIAN, "08.20"),
    (_RUSSIAN, "4,6"),
    # a member's number starting with 8 is no Russian phone, three groups of four digits no e-prescription
    ("Member ID: CBX 883210457 01                 Group #: 0049", "883210457"),
    ("Kontak: HP 0813-3172-0459 (istri), mohon dihubungi.", "0813-3172-0459"),
    # an English note's "12.02" is a reading, not a day and month
    ("Potassium 4.1, creatinine 12.02 after the infusion, recheck tomorrow.", "12.02"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    if value == "0813-3172-0459":  # (a phone, found as one: never as an e-prescription's code)
        assert _labels(text).get(value) != "OTHER_ID", _labels(text)
        return
    assert _untouched(text, value), _labels(text)
