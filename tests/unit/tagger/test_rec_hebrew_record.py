"""The Hebrew record recognizer (:mod:`airlock.tagger.recognizers.hebrew`, round 75) and Hebrew's prepositions written
onto a number (:mod:`airlock.tagger.hebrew_prefixes`): names after role and kin words, towns, settlements, hospitals
and health funds, ids, plates and phone numbers, and their look-alikes (a general anaesthesia, a shower seat, a
mediator "from the community", a bed's number)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.hebrew_prefixes import prefixes_detached
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.hebrew import HebrewRecordRecognizer

# enough Hebrew for the reader to run (thirty letters) after each case
_TAIL = "\nהמשך מעקב במרפאה לפי הצורך, הוסבר למטופל ולמשפחה והם הבינו את ההסבר במלואו."


def _found(text: str) -> set[tuple[str, str]]:
    text += _TAIL
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _texts(text: str) -> set[str]:
    return {t for t, _ in _found(text)}


def test_prefix_glued_to_a_number_is_read_as_space_with_offsets_kept() -> None:
    text = "אושפז ב-14/03/2025, שוחרר מ3.3.2024 ו-08/2024; ת\"א-25-1903 סע-2025-6617423"
    out = prefixes_detached(text)
    assert len(out) == len(text)
    assert "  14/03/2025" in out and " 3.3.2024" in out and "  08/2024" in out
    # (a code's own letters stay: "ת"א-", "סע-")
    assert "ת\"א-25-1903" in out and "סע-2025-6617423" in out
    assert prefixes_detached("admitted on 14/03/2025") == "admitted on 14/03/2025"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("המטופל התקבל במלר\"ד ב-22/07/2025 עם כאב בטן", "22/07/2025", "DATE"),
    ("נא לפנות לטלפון 08-7720415 בשעות הבוקר", "08-7720415", "PHONE"),
    ("לבירורים: מוקד זימון תורים *4455 או 1-800-220-330", "*4455", "PHONE"),
    ("מס' אשפוז: 31-557802      מס' מקרה: 81163390", "31-557802", "OTHER_ID"),
    ("מס' תביעה: תב-2025-4471902 נפתחה", "תב-2025-4471902", "OTHER_ID"),
    ("הופקה התחייבות מס' 66120458 למכון", "66120458", "OTHER_ID"),
    ("רכב פרטי 45-812-63 חנה ליד הכניסה", "45-812-63", "VEHICLE_ID"),
])
def test_hebrew_numbers(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text)


def test_teudat_zehut_with_its_check_digit_anywhere() -> None:
    # (a CSV row with no cue: a valid check digit is an id; a nine-digit count is not)
    assert "123456782" in _texts("מלר\"ד א;4;123456782;כאב חזה;ממתין")
    assert "123456789" not in _texts("מלר\"ד א;4;123456789;כאב חזה;ממתין")


@pytest.mark.parametrize(("text", "name"), [
    ("בשיחה בנוכחות העו\"ס תמרה וולך, הוחלט על המשך", "תמרה וולך"),
    ("הגיע בליווי בתה רותם (054-7712093) שתרגמה", "רותם"),
    ("צוות: פראמדיק גלעד ברנע | נהג חובש סלים חדד", "גלעד ברנע"),
    ("הטעות זוהתה ע\"י האחות ע.מ. בהעברת משמרת", "ע.מ."),
    ("חתימה: נטלי ש., אחות מוסמכת", "נטלי ש."),
    ("שלום אביגיל,\nמצורף סיכום הביקור", "אביגיל"),
])
def test_hebrew_names_after_roles_kin_and_signatures(text: str, name: str) -> None:
    assert name in _texts(text)


@pytest.mark.parametrize(("text", "word"), [
    ("יש לנו מגשרת מהקהילה, היא תגיע מחר", "מהקהילה"),
    ("הבן הגיע, שואל על המשך הטיפול", "הגיע"),
    ("הניתוח יבוצע בהרדמה כללית; הסבר יינתן", "כללית"),
    ("נצפה מושב רחצה.\nהלבשה - עזרה חלקית", "מושב רחצה"),
    ("פירוט:\n----------\nביקור רופא 300", "פירוט"),
    ("שוכב בחדר מס' 1204 ליד החלון", "1204"),
])
def test_hebrew_look_alikes_are_not_tagged(text: str, word: str) -> None:
    assert word not in _texts(text)


@pytest.mark.parametrize(("text", "place"), [
    ("גר עם אמו ברח' הנרקיסים 18, חולון", "רח' הנרקיסים 18"),
    ("גר עם אמו ברח' הנרקיסים 18, חולון", "חולון"),
    ("בן 80, מתגורר בקריית ביאליק עם אשתו", "קריית ביאליק"),
    ("כתובת: קיבוץ גבעת ברנר\nטלפון: 08-9443001", "קיבוץ גבעת ברנר"),
    ("3    | כהן מזל     | מושב פטיש      | צנתר", "מושב פטיש"),
    ("מגורים: שכונת התקווה, תל אביב", "שכונת התקווה"),
    ("רח' ביאליק 77, דירה 15\nרמת גן 5245118", "5245118"),
])
def test_hebrew_places(text: str, place: str) -> None:
    assert place in _texts(text)


@pytest.mark.parametrize(("text", "facility"), [
    ("הופנה למרפאת ריאות סורוקה לביקורת", "סורוקה"),
    ("המשך מעקב בכללית, מרפאת רהט", "כללית"),
    ("ביקורת בעוד חודש אצל ד\"ר בלאי במכבי רחובות", "מכבי"),
    ("קופ\"ח: לאומית\nמס' חבר: 4471", "לאומית"),
    ("פונה לבית החולים העמק בעפולה", "העמק"),
])
def test_hebrew_hospitals_and_health_funds(text: str, facility: str) -> None:
    assert (facility, "FACILITY") in _found(text)


def test_reader_needs_a_hebrew_record() -> None:
    # (an English note with one Hebrew word: nothing of this reader)
    assert HebrewRecordRecognizer().analyze(Doc("Seen at Soroka; follow up at סורוקה clinic 08-6400111.")) == []
