"""Probe round 74 (session 74): round 73's Arabic records taken up (tables headed in the record's own script, numbers
after their own field words, towns named in Arabic script, titles of nurses and pilgrims, names in prose), and the
same fields in Persian, Dari, Urdu and Pashto, with the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_WARD_LIST = (
    "سرير|رقم الملف|اسم المريض|الهوية/الإقامة|العمر|تاريخ الدخول|ملاحظات\n"
    "A-01|MRN-5520117|سعود فهد القحطاني|1047732281|93|2024-09-14|O2 2L\n"
    "A-02|—|شاغر|—|—|—|تنظيف\n")
_LETTER = (
    "مستشفى الرحمة التخصصي – حي الشاطئ، جدة\n"
    "الرقم القومي: 29104180102214\n"
    "رقم الملف الطبي: م-2023/40917\n"
    "الرقم المدني للطفل: 13370468\n"
    "رقم الهاتف: 0554418823\n"
    "رقم السرير: 204417\n"
    "رقم التشغيلة: 55120\n"
    "تمت مناقشة الخطة مع أ. نسرين وتم شرح طريقة الحقن للمريض وزوجته الحاجة خديجة.\n")
_PERSIAN = (
    "بیمارستان امید – تهران\n"
    "شماره پرونده نوزاد: ن-۴۴۷۱۰۲\n"
    "کد رهگیری نوبت: ۷۷۲۰۴۱۹۳\n"
    "کد پستی: ۱۹۹۴۷-۳۳۸۱۵\n"
    "شماره همراه: ۰۹۱۲۴۴۷۱۰۳۸\n"
    "شماره: ۴۱۲۷\n")
_URDU = (
    "شناختی کارڈ نمبر: 61101-4471093-3\n"
    "PMDC نمبر: 44718-P\n"
    "د تذکرې شمېره: ۱۴۰۲-۰۷۰۱-۳۳۸۱۲\n"
    "زما نمبر 0333 4471 092\n")
_PERSIAN_EXPORT = (
    "رديف|شماره پذيرش|كد ملي|نام|نام خانوادگي|سن|پزشك\n"
    "1|1402200417|0072214493|مريم|رحيمي|96|دكتر كاوه\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # a ward list headed in Arabic: the id column, the name column, an age over 89
    (_WARD_LIST, "1047732281", "OTHER_ID"),
    (_WARD_LIST, "سعود فهد القحطاني", "PATIENT_NAME"),
    (_WARD_LIST, "93", "AGE_OVER_89"),
    # numbers after their Arabic field words, with a letter before them too; a town after a comma
    (_LETTER, "29104180102214", "OTHER_ID"),
    (_LETTER, "م-2023/40917", "OTHER_ID"),
    (_LETTER, "13370468", "OTHER_ID"),
    (_LETTER, "جدة", "CITY"),
    # names after the abbreviated "Ustadh" and the pilgrim's title, cut before the next clause
    (_LETTER, "نسرين", "PATIENT_NAME"),
    (_LETTER, "خديجة", "PATIENT_NAME"),
    # Persian fields: a letter-prefixed record number, a tracking code, a postcode
    (_PERSIAN, "ن-۴۴۷۱۰۲", "OTHER_ID"),
    (_PERSIAN, "۷۷۲۰۴۱۹۳", "OTHER_ID"),
    (_PERSIAN, "۱۹۹۴۷-۳۳۸۱۵", "POSTCODE"),
    (_PERSIAN, "تهران", "CITY"),
    # Urdu and Pashto fields: the number's word after its noun
    (_URDU, "61101-4471093-3", "OTHER_ID"),
    (_URDU, "44718-P", "OTHER_ID"),
    (_URDU, "۱۴۰۲-۰۷۰۱-۳۳۸۱۲", "OTHER_ID"),
    # a Persian export whose headers were typed with the Arabic yeh and kaf
    (_PERSIAN_EXPORT, "0072214493", "OTHER_ID"),
    (_PERSIAN_EXPORT, "رحيمي", "PATIENT_NAME"),
    (_PERSIAN_EXPORT, "96", "AGE_OVER_89"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a vacant bed is nobody
    (_WARD_LIST, "شاغر"),
    # a bed's and a vaccine batch's numbers are no one's; the clause after a name is no part of it
    (_LETTER, "204417"),
    (_LETTER, "55120"),
    (_LETTER, "وتم شرح"),
    # a bare "number:" before digits alone (a letter's running number) is no id
    (_PERSIAN, "۴۱۲۷"),
    # a vaccine's batch column is no one's id, with its header's yeh read as Persian or not
    ("التاريخ | اللقاح | رقم التشغيلة\n12/03/2024 | BCG | H44712\n", "H44712"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a phone's number after its field word, in Arabic, Persian and Pashto, is a phone, never an id
    (_LETTER, "0554418823"),
    (_PERSIAN, "۰۹۱۲۴۴۷۱۰۳۸"),
    (_URDU, "0333 4471 092"),
])
def test_phone_fields_are_no_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) != "OTHER_ID", _labels(text)


def test_common_words_are_no_towns() -> None:
    """A town's name that is a common word ("الخبر", the news; "العين", the eye) is not read as a town even in a
    town's position; a town in running prose without a cue is not read either."""
    text = "التشخيص: التهاب في العين، الخبر نقل للعائلة – الباب\nالمريض يسكن قرب البحر ويعمل في مزرعة."
    for word in ("العين", "الخبر", "الباب"):
        assert _untouched(text, word), _labels(text)
