"""The Central Asian record recognizer (:mod:`airlock.tagger.recognizers.central_asian`, round 78): names, places,
organisations, numbers, dates, ages and phones of records written in Kazakh, Kyrgyz, Uzbek, Tajik, Turkmen,
Azerbaijani and Mongolian; and their look-alikes (a province named like its town, "2 marta" for twice, a form's
number, an age under 90, a Russian record without the region's letters)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.central_asian import CentralAsianRecordRecognizer

_KZ = "Науқас қабылданды, жағдайы орташа ауыр. Емдеуші дәрігер бөлімшеде.\n"
_TM = "Näsagyň ýagdaýy kanagatlanarly, öýüne ugradyldy.\n"
_UZ = "Bemorning ahvoli o'rtacha og'ir, ko'krak qafasi rentgenografiyasi o'tkazildi, yo'tal kamaydi.\n"
_TJ = "Ҳолати бемор қаноатбахш, ҳарорат муқаррарӣ, шикоят аз дарди сар.\n"
_AZ = "Xəstənin vəziyyəti qənaətbəxşdir, müalicə həkimi tərəfindən müayinə edilib.\n"
_KG = "Бейтаптын абалы орточо, көкүрөк оорусу күчөгөн, өпкөсүндө өзгөрүү жок.\n"
_MN = "Өвчтөний биеийн байдал хүндэвтэр, үзлэг хийсэн, өнөөдөр эмнэлэгт хэвтсэн.\n"


def _found(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _own(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in CentralAsianRecordRecognizer().analyze(Doc(text))}


@pytest.mark.parametrize(("text", "value"), [
    (_KZ + "Емдеуші дәрігер: Жұмабаева Г.Қ. ________", "Жұмабаева Г.Қ."),
    (_TM + "Bölüm müdiri: Orazmämmedow S. ______  Baş lukman: Hallyýewa M.B.", "Orazmämmedow S."),
    ("Familiýasy, ady: Durdyýewa Maýsa Gurbanowna⏎Doglan senesi: 11.02.1961".replace("⏎", "\n"),
     "Durdyýewa Maýsa Gurbanowna"),
    (_TJ + "Бемор: Қодирзода Ситора Наимовна, с.т. 1979. Шикоят: сардард.", "Қодирзода Ситора Наимовна"),
    (_KZ + "Т.А.Ә.: Серікбай Әсел Нұрланқызы   ЖСН: 950412450318", "Серікбай Әсел Нұрланқызы"),
    (_MN + "Ургийн овог: Боржигин   Эцгийн нэр: Батсүх   Нэр: Мөнхзул\nХаяг: Сүхбаатар дүүрэг", "Мөнхзул"),
    (_MN + "04/02 22:00  унтаж байна. т° 37.2. шээс 300мл. /Т.Н./\nэмнэлэг сарын тэмдэглэл", "Т.Н."),
    (_TJ + "Дар оила: занаш Мадина +992 93 111 22 33, ҳамроҳ ба беморхона омад.", "Мадина"),
])
def test_finds_names(text: str, value: str) -> None:
    assert any(v == value and label.endswith("NAME") for v, label in _found(text)), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_KZ + "Мекенжайы: Шымкент қ., Әл-Фараби ауданы, Тәуке хан даңғылы, 54-үй, 18-пәтер", "Әл-Фараби ауданы"),
    (_KZ + "Мекенжайы: Шымкент қ., Әл-Фараби ауданы, Тәуке хан даңғылы, 54-үй, 18-пәтер",
     "Тәуке хан даңғылы, 54-үй, 18-пәтер"),
    (_UZ + "Yashash manzili: Namangan sh., Davlatobod tumani, Bog'bon MFY, Yoshlik ko'chasi, 12-uy", "Bog'bon MFY"),
    (_UZ + "Yashash manzili: Namangan sh., Davlatobod tumani, Bog'bon MFY, Yoshlik ko'chasi, 12-uy", "Namangan"),
    (_AZ + "Ünvan: Sumqayıt ş., Səməd Vurğun küç. 14, m. 22. Xəstə evə yazılır.", "Səməd Vurğun küç. 14, m. 22"),
    (_TM + "Salgysy: Türkmenabat ş., Lebap welaýaty, Sakar etraby, Magtymguly köçesi, 41-nji jaý", "Sakar etraby"),
    (_MN + "Гэрийн хаяг: Улаанбаатар хот, Чингэлтэй дүүрэг, 4-р хороо, 37-р байр, 12 тоот", "4-р хороо"),
    (_MN + "Гэрийн хаяг: Улаанбаатар хот, Чингэлтэй дүүрэг, 4-р хороо, 37-р байр, 12 тоот", "37-р байр, 12 тоот"),
    (_TJ + "Суроға: ш. Ваҳдат, маҳаллаи Гулистон, кӯчаи Сино 8, хонаи 3", "маҳаллаи Гулистон"),
    (_TJ + "Суроға: ш. Ваҳдат, маҳаллаи Гулистон, кӯчаи Сино 8, хонаи 3", "кӯчаи Сино 8, хонаи 3"),
    (_TM + "Garyndaşy: ogly Merdan, Aşgabatda işleýär, tel. +993 65 12 34 56", "Aşgabatda"),
])
def test_finds_places(text: str, value: str) -> None:
    labels = {label for v, label in _found(text) if v == value}
    assert labels & {"CITY", "COUNTY", "STREET_ADDRESS"}, _found(text)


@pytest.mark.parametrize(("text", "value"), [
    (_KZ + "Жолдама: № 5 қалалық емхана, кардиолог", "№ 5 қалалық емхана"),
    (_UZ + "Ish joyi: 41-son umumta'lim maktabi, o'qituvchi. Yo'llanma: Yunusobod tumani 12-son oilaviy poliklinikasi",
     "Yunusobod tumani 12-son oilaviy poliklinikasi"),
    (_KG + "Кимге: Ысык-Көл облустук бириккен ооруканасы, хирургия бөлүмү. Бейтап: жаш 44", "Ысык-Көл облустук бириккен ооруканасы"),
    (_TJ + "Маслиҳат ба Беморхонаи бисёрсоҳавии шаҳри Кӯлоб № 1, кардиолог – 20.03.", "Беморхонаи бисёрсоҳавии шаҳри Кӯлоб № 1"),
    (_KZ + "Жұмыс орны: «АлатауТрансСервис» ЖШС, жүргізуші", "«АлатауТрансСервис» ЖШС"),
    (_TM + "Işleýän ýeri: \"Altyn Sähra\" daýhan birleşigi, mehanizator. Näsag ýaşy 50.", "\"Altyn Sähra\" daýhan birleşigi"),
])
def test_finds_organisations(text: str, value: str) -> None:
    assert (value, "FACILITY") in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    (_KZ + "ЖСН: 560714300389   Туған күні: 14.07.1956", "560714300389", "OTHER_ID"),
    (_UZ + "ShShIR (PINFL): 31204860230041   Pasport: AC 1234567   Jinsi: ayol. Yo'ldosh tashxis.", "31204860230041",
     "OTHER_ID"),
    (_UZ + "ShShIR (PINFL): 31204860230041   Pasport: AC 1234567   Jinsi: ayol. Yo'ldosh tashxis.", "AC 1234567",
     "OTHER_ID"),
    (_AZ + "FİN: 4KDP7QW   Ş/V: AZE 10293847\nÜnvan: Bakı ş., Xətai r-nu", "4KDP7QW", "OTHER_ID"),
    (_MN + "Регистрийн дугаар: УБ88012345   Утас: 9911-2233, эмнэлэг", "УБ88012345", "OTHER_ID"),
    (_MN + "Регистрийн дугаар: УБ88012345   Утас: 9911-2233, эмнэлэг", "9911-2233", "PHONE"),
    (_KZ + "нөмірім 123 ABC 02 ақ көлік", "123 ABC 02", "VEHICLE_ID"),
    (_TM + "Ugradylýar, öz ulagynda (AH 5521 BN). Näsagyň ýagdaýy kanagatlanarly.", "AH 5521 BN", "VEHICLE_ID"),
    (_KG + "Нарын ш., Ленин көч., 42, тел. (03522) 7-21-45. Бейтапка жолдома берилди.", "(03522) 7-21-45", "PHONE"),
])
def test_finds_numbers_and_phones(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    (_UZ + "Kelgan sana: 3-mart 2024-yil, soat 10:15 (o'zi keldi)", "3-mart 2024-yil", "DATE"),
    (_KG + "Сиздин 2024-жылдын 5-апрелиндеги арызыңызды карап чыгып, билдиребиз.", "2024-жылдын 5-апрелиндеги", "DATE"),
    (_KZ + "Берілген күні: 2024 жылғы 12 наурыз", "2024 жылғы 12 наурыз", "DATE"),
    (_TM + "Sene: 2024-nji ýylyň 2-nji maýy. Näsag öýüne iberildi.", "2024-nji ýylyň 2-nji maýy", "DATE"),
    (_MN + "Эмнэлэгт хэвтсэн: 2024 оны 3 сарын 11, эмнэлэг", "2024 оны 3 сарын 11", "DATE"),
    (_AZ + "Tarix: «22» aprel 2024-cü il, saat 09:20. Xəstə razılıq verdi.", "«22» aprel 2024-cü il", "DATE"),
    (_KZ + "ЭКГ (11.03): синус ырғағы.", "11.03", "DATE"),
    (_KZ + "Жасы: 93   Жынысы: әйел", "93", "AGE_OVER_89"),
    (_AZ + "Xəstə: Məmmədova Gülarə, 96 yaş. Ünvan: Şəki ş.", "96", "AGE_OVER_89"),
    (_TJ + "Палатаи 2 — Раҳимова Ойша, 92-сола. Ҳарорат 37,1.", "92", "AGE_OVER_89"),
])
def test_finds_dates_and_ages(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    # a province named like its town is a state, not a town
    (_KZ + "Тұрақты мекенжайы: Түркістан облысы, Сайрам ауданы", "Түркістан"),
    (_TM + "Ýaşaýan ýeri: Mary welaýaty, Wekilbazar etraby, Zähmet geňeşligi", "Mary"),
    # Uzbek "iron", Azerbaijani "Monday": a town's name in GeoNames, a word here
    (_UZ + "Yo'ldosh: Temir tanqisligi anemiyasi I daraja. Ko'rik o'tkazildi.", "Temir"),
    (_AZ + "Dr. Vüsal: Bazar ertəsi çıxarış edərik, əgər vəziyyət belə qalsa.", "Bazar"),
])
def test_leaves_region_and_word_look_alikes(text: str, value: str) -> None:
    assert not any(v == value for v, _ in _own(text)), _own(text)


@pytest.mark.parametrize(("text", "value"), [
    (_UZ + "Tavsiyalar: Ferrum Lek kuniga 2 marta, 2 oy. Ko'rik o'tkazildi, o'g'li bilan keldi.", "2 marta"),
    (_KZ + "Нысан № 027/е. Жасы: 45", "027"),
    (_KZ + "Жасы: 45   Жынысы: ер", "45"),
    (_KZ + "Бойы: 170 см, салмағы 1234567 г", "1234567"),
])
def test_leaves_other_look_alikes(text: str, value: str) -> None:
    assert not any(value in v for v, _ in _own(text)), _own(text)


def test_reads_nothing_without_the_regions_letters() -> None:
    russian = "Пациентка Иванова А.С., 94 года, ЖСН 560714300389, г. Москва, ул. Ленина, д. 5, кв. 12."
    assert CentralAsianRecordRecognizer().analyze(Doc(russian)) == []
    assert CentralAsianRecordRecognizer().analyze(Doc("Patient seen 04.03, age 94, plate 123 ABC 02.")) == []
