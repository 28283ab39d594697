"""The Thai, Lao, Khmer and Burmese record recognizer (:mod:`airlock.tagger.recognizers.mainland_southeast_asian`,
round 76): names after their titles and fields, addresses by their units, places of care by their head words, ids
after their number words, phones, dates and ages over 89, and their look-alikes (jaundice, "according to", a
district hospital that has none, the head, a mobile clinic, a certificate's book number)."""

from __future__ import annotations

import re

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.base import Doc, has_letters
from airlock.tagger.recognizers.mainland_southeast_asian import (
    MainlandSoutheastAsianRecordRecognizer,
    _my_syllables,
)

# enough of each script for the reader to run (twenty letters) after each case
_TAIL = ("\nผู้ป่วยอาการดีขึ้น แนะนำให้มาตรวจตามนัด ໄດ້ແນະນຳຄົນເຈັບແລ້ວ បានណែនាំអ្នកជំងឺ "
         "လူနာကို အကြံပေးပြီးပါပြီ")


def _found(text: str) -> set[tuple[str, str]]:
    text += _TAIL
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _texts(text: str) -> set[str]:
    return {t for t, _ in _found(text)}


@pytest.mark.parametrize(("text", "value", "label"), [
    # a title glued to its name, the surname after a space
    ("ชื่อ-สกุล   นายประเสริฐ แซ่ลิ้ม            HN 64-012345", "ประเสริฐ แซ่ลิ้ม", "PATIENT_NAME"),
    ("พยาบาลประจำรถ พว.สุภาวดี พขร. ทองสุข", "สุภาวดี", "CLINICIAN_NAME"),
    ("ชื่อ นายเจริญ ทองคำ       เพศ ชาย", "เจริญ ทองคำ", "PATIENT_NAME"),
    ("ติดต่อคุณนิภาพร 02-734-0000 ต่อ 2250", "นิภาพร", "PATIENT_NAME"),
    ("ຊື່ ແລະ ນາມສະກຸນ: ທ້າວ ບຸນມີ ສີສຸວັນ         ອາຍຸ: 24", "ບຸນມີ ສີສຸວັນ", "PATIENT_NAME"),
    ("ឈ្មោះអ្នកជំងឺ: លោកស្រី សុខ ចាន់ធី        ភេទ: ស្រី", "សុខ ចាន់ធី", "PATIENT_NAME"),
    ("လူနာအမည်      ။  ဒေါ်အေးအေးခိုင်                 Reg. No.", "အေးအေးခိုင်", "PATIENT_NAME"),
    ("ဆက်သွယ်ရန်    ။  ဦးကျော်ဝင်း (သား)  09 7812 34567", "ကျော်ဝင်း", "PATIENT_NAME"),
    # a name before a kin word in brackets, a Hmong clan name
    ("หมี่ยุ่ม เชอมือ (แม่)\tDTP-HB-Hib1", "หมี่ยุ่ม เชอมือ", "RELATIVE_NAME"),
    ("ลงชื่อ  ต้วย แซ่ย่าง               สามี", "ต้วย แซ่ย่าง", "PATIENT_NAME"),
])
def test_names_after_titles_fields_and_kin_words(text: str, value: str, label: str) -> None:
    found = _found(text)
    assert any(value in t and lab.endswith("NAME") for t, lab in found), found
    assert (value, label) in found or any(value in t for t, _ in found)


@pytest.mark.parametrize(("text", "values"), [
    ("ที่อยู่  45/12 ซอยรามอินทรา 14 แขวงท่าแร้ง เขตบางเขน กรุงเทพฯ 10220",
     ("45/12 ซอยรามอินทรา 14", "แขวงท่าแร้ง", "เขตบางเขน", "กรุงเทพฯ", "10220")),
    ("ที่อยู่ บ้านเลขที่ 12 หมู่ 7 บ้านหนองแซง ต.ตาลเลียน อ.กุดจับ จ.อุดรธานี 41250",
     ("12 หมู่ 7", "บ้านหนองแซง", "ต.ตาลเลียน", "อ.กุดจับ", "41250")),
    ("ທີ່ຢູ່: ເຮືອນເລກທີ 087 ໜ່ວຍ 12, ບ້ານໂພນສະອາດ, ເມືອງໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ",
     ("087 ໜ່ວຍ 12", "ບ້ານໂພນສະອາດ", "ເມືອງໄຊເສດຖາ", "ນະຄອນຫຼວງວຽງຈັນ")),
    ("អាសយដ្ឋាន: ភូមិគគីរ ឃុំតាពូង ស្រុកថ្មគោល ខេត្តបាត់ដំបង", ("ភូមិគគីរ", "ឃុំតាពូង", "ស្រុកថ្មគោល")),
    ("ផ្ទះលេខ ១២ ផ្លូវ ២៧១ សង្កាត់ទួលទំពូង ខណ្ឌចំការមន ភ្នំពេញ",
     ("ផ្ទះលេខ ១២ ផ្លូវ ២៧១", "សង្កាត់ទួលទំពូង", "ខណ្ឌចំការមន", "ភ្នំពេញ")),
    ("နေရပ်လိပ်စာ    ။  အမှတ် ၂၅၊ ဗိုလ်ချုပ်လမ်း၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်",
     ("အမှတ် ၂၅၊ ဗိုလ်ချုပ်လမ်း", "ဗဟန်းမြို့နယ်", "ရန်ကုန်")),
])
def test_addresses_by_their_units(text: str, values: tuple[str, ...]) -> None:
    found = _texts(text)
    for v in values:
        assert any(v in t or t in v and len(t) > 2 for t in found), (v, found)


@pytest.mark.parametrize(("text", "value", "label"), [
    ("จาก  โรงพยาบาลบ้านโคกศรี  อ.กุดจับ", "โรงพยาบาลบ้านโคกศรี", "FACILITY"),
    ("นายจ้าง บริษัท สยามซีฟู้ดแปรรูป จำกัด ๓๒๑ ถนนเศรษฐกิจ ๑", "บริษัท สยามซีฟู้ดแปรรูป จำกัด", "FACILITY"),
    ("ຮຽນ: ທ່ານຫົວໜ້າພະແນກສຸກເສີນ ໂຮງໝໍແຂວງສະຫວັນນະເຂດ", "ໂຮງໝໍແຂວງສະຫວັນນະເຂດ", "FACILITY"),
    ("   ရွှေမန်း ဆေးခန်း\n   ဒေါက်တာဝင်းမြင့်ဦး  M.B.,B.S", "ရွှေမန်း ဆေးခန်း", "FACILITY"),
    ("ใบอนุญาตทำงานเลขที่ WP 67-0004511", "WP 67-0004511", "OTHER_ID"),
    ("ບັດປະຈຳຕົວເລກທີ: 1403-0021-5587       ສຳມະໂນຄົວເລກທີ: ໐໔໕໑/໑໙", "1403-0021-5587", "OTHER_ID"),
    ("អត្តសញ្ញាណប័ណ្ណលេខ: ១៧០៥៤២៣១៨", "១៧០៥៤២៣១៨", "OTHER_ID"),
    ("မှတ်ပုံတင်         ။ ၁၃/သပန(နိုင်)၀၁၂၃၄၅", "၁၃/သပန(နိုင်)၀၁၂၃၄၅", "OTHER_ID"),
    ("เลขประจำตัว 0-6306-89012-34-5  โทร 086-203-5518", "0-6306-89012-34-5", "OTHER_ID"),
    ("ส่งต่อโดยรถ Refer ALS  ทะเบียน กต 4512 อุดรธานี  พยาบาล", "กต 4512 อุดรธานี", "VEHICLE_ID"),
    ("1119 ถนนลาดพร้าว โทร. 02-734-0000 ต่อ 2214", "02-734-0000", "PHONE"),
    ("ဖုန်း 01 554 701 ၊ 09 420 118 900", "09 420 118 900", "PHONE"),
    ("Tel 053-894-221  LINE @lannalab  www.lannalab-cm.co.th", "@lannalab", "URL"),
    ("ថ្ងៃចូលសម្រាកពេទ្យ: ថ្ងៃទី១២ ខែមីនា ឆ្នាំ២០២៤", "ថ្ងៃទី១២ ខែមីនា ឆ្នាំ២០២៤", "DATE"),
    ("ရက်စွဲ ။ ၂၀၂၄ ခုနှစ် ဇူလိုင်လ ၈ ရက်", "၂၀၂၄ ခုနှစ် ဇူလိုင်လ ၈ ရက်", "DATE"),
    ("ตายเมื่อวันที่ ๓๑ เดือน ตุลาคม พ.ศ. ๒๕๖๖", "๓๑ เดือน ตุลาคม พ.ศ. ๒๕๖๖", "DATE"),
    ("ผป. นางจันทร์ดี ปัญญาวงค์  อายุ 94 ปี  HN 0331287", "94 ปี", "AGE_OVER_89"),
    ("လူနာအမည်  ။ ဒေါ်ခင်စောမြင့်            အသက် ၉၂ နှစ်", "၉၂ နှစ်", "AGE_OVER_89"),
])
def test_places_of_care_numbers_phones_dates_and_ages(text: str, value: str, label: str) -> None:
    found = _found(text)
    assert (value, label) in found or any(value in t and lab == label for t, lab in found), found


@pytest.mark.parametrize(("text", "not_found"), [
    ("อาการสำคัญ  ปวดท้องขวาบน ไข้หนาวสั่น ตาเหลือง ๒ วัน", "เหลือง"),  # jaundice: the eyes, not grandpa
    ("12.00  DTX 168  no coverage ตาม order", "ม"),  # "according to"
    ("น้องลด HFNC เหลือ FiO2 0.3 ดูดนมจากขวดได้", "ลด"),  # the child reduced, not a nickname
    ("หมอจะโทรคุยค่ะ", "จะโทรคุย"),  # the doctor will call
    ("ບໍ່ໄດ້ໃຫ້ Antivenom (ໂຮງໝໍເມືອງບໍ່ມີ)", "ໂຮງໝໍເມືອງບໍ່ມີ"),  # the district hospital has none
    ("ဦးခေါင်း ထိခိုက်မှု မရှိပါ", "ခေါင်း"),  # the head
    ("คลินิกเคลื่อนที่ บ้านอาแหละ (อาข่า)", "คลินิกเคลื่อนที่"),  # a mobile clinic
    ("เล่มที่ ๑๔  เลขที่ ๐๖๘๗", "๑๔"),  # a certificate's book number
    ("វេជ្ជបណ្ឌិតខាងក្រោមនេះ សូមបញ្ជាក់ថា", "ខាងក្រោមនេះ"),  # the doctor below
])
def test_leaves_look_alikes(text: str, not_found: str) -> None:
    assert not_found not in _texts(text)


def test_burmese_syllables_and_the_gate() -> None:
    assert _my_syllables("ကျော်ဝင်း") == ["ကျော်", "ဝင်း"]
    assert _my_syllables("အေးအေးခိုင်") == ["အေး", "အေး", "ခိုင်"]
    rec = MainlandSoutheastAsianRecordRecognizer()
    # too few letters of these scripts, or none: the reader does not run
    assert rec.analyze(Doc("Mr นายสมชาย ใจดี, 02-734-0000")) == []
    assert rec.analyze(Doc("Patient John Smith, 02-734-0000, ward 3")) == []
    # the gate counts a script's letters up to its minimum; ASCII text never passes
    assert has_letters("นายสมชาย", re.compile("[\u0e01-\u0e4e]"), 8)
    assert not has_letters("นายสมชาย", re.compile("[\u0e01-\u0e4e]"), 9)
    assert not has_letters("plain ascii", re.compile("[a-z]"), 1)
