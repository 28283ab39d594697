"""Records written partly in Greek, Hebrew, Arabic-script, Indic, Sinhala, Armenian, Georgian or Ethiopic script: the
recognizer alone (round 65; the whole detector's behaviour on such records is in
test_native_script_and_veterinary_records.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from airlock.tagger.native_digits import ascii_digits
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.native_scripts import NativeScriptRecordRecognizer

REC = NativeScriptRecordRecognizer()


def _found(text: str) -> set[tuple[str, str]]:
    doc = Doc(ascii_digits(text))  # (as the detector reads it: the digits of every script as ASCII)
    return {(s.label, text[s.start : s.end]) for s in REC.analyze(doc)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("نام بیمار: نرگس رضایی‌فر          سن: ۵۲", ("PATIENT_NAME", "نرگس رضایی‌فر")),
        ("Husband / ባለቤት: ዮሐንስ ተክሌ (Yohannes Tekle)", ("RELATIVE_NAME", "ዮሐንስ ተክሌ")),
        ("توقيع الطبيب: __________  د. سامر العلي", ("CLINICIAN_NAME", "سامر العلي")),
        ("প্রিয় শ্রী সুব্রত ঘোষাল, আপনার রিপোর্ট তৈরি।", ("PATIENT_NAME", "সুব্রত ঘোষাল")),
        ("הנדון: מכתב הפניה – יוסף אלמוג, ת.ז. 028471539", ("PATIENT_NAME", "יוסף אלמוג")),
        ("דבורה כהן ת.ז. 012345678\nבשיחה עם דבורה כהן", ("PATIENT_NAME", "דבורה כהן")),
        ("آدرس: تهران، خیابان ولیعصر، پلاک ۱۴", ("STREET_ADDRESS", "تهران، خیابان ولیعصر، پلاک ۱۴")),
        ("  ૧૪, સહજાનંદ કોમ્પ્લેક્સ, મણિનગર, અમદાવાદ - ૩૮૦૦૦૮",
         ("STREET_ADDRESS", "૧૪, સહજાનંદ કોમ્પ્લેક્સ, મણિનગર, અમદાવાદ - ૩૮૦૦૦૮")),
        ("ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ አዲስ አበባ — ስልክ 011 661 2294", ("STREET_ADDRESS", "ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ አዲስ አበባ")),
        ("מרפאת נווה שאנן – רפואה ראשונית", ("FACILITY", "מרפאת נווה שאנן")),
        ("رقم الهوية: ١٠٤٨٨٢٧٣١٦", ("OTHER_ID", "١٠٤٨٨٢٧٣١٦")),
        ("ტელ. 0431 24 18 90", ("PHONE", "0431 24 18 90")),
        ("تاريخ السحب: ٠٨/٠٩/١٤٤٥هـ", ("DATE", "٠٨/٠٩/١٤٤٥هـ")),
        ("قسطرة قلبية بتاريخ ١٩ كانون الثاني ٢٠٢٤، تمت", ("DATE", "١٩ كانون الثاني ٢٠٢٤")),
        ("۲ | بی‌بی حلیمه، ۹۵ ساله، گذره", ("AGE_OVER_89", "۹۵")),
    ],
)
def test_finds(text: str, want: tuple[str, str]) -> None:
    assert want in _found(text), _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "دوا کا نام: پیراسیٹامول 500 ملی گرام",  # a drug's name after "name" inside a longer label
        "المريض: واعٍ ومتعاون، العلامات الحيوية مستقرة.",  # a bare "patient" field's state
        "دکتر گفتند باید دوباره آزمایش خون بدم.",  # a word title before a sentence
        "ابنه مريض، لذلك حضرت زوجته معه.",  # a relative's word before a predicate
        "يعطى عن طريق الفم مرتين يومياً بعد الأكل.",  # "by way of", no road
        "مریض کو جلد از جلد ہسپتال لایا گیا تو بے ہوش تھا۔",  # a hospital's word in prose
        "نیش عقرب ۲ ساعت پیش، درد و تورم موضعی شدید.",  # a month's name that is a word
        "العمر: 100 يوم، الوزن 5.2 كغ",  # days, not an age
        "Ζωτικά: ΑΠ 150 90 Σφύξεις 88",  # a blood pressure, no postcode
    ],
)
def test_leaves_look_alikes(text: str) -> None:
    assert not _found(text), _found(text)


def test_skips_texts_without_its_scripts() -> None:
    assert REC.analyze(Doc("Patient: John Smith, DOB 01/02/1950, Café Noël, Москва")) == []


@given(st.text(alphabet="אבגדהרשתעمحسنعليनामरमकদেবনামΑΒΓαβγ .:/-׳'\n|()،0123456789د", max_size=300))
def test_spans_are_well_formed(text: str) -> None:
    """Whatever the mix of scripts, labels and punctuation: spans lie inside the text and are not empty."""
    for s in REC.analyze(Doc(text)):
        assert 0 <= s.start < s.end <= len(text)
