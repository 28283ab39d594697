"""Probe round 72 (session 72): clinical records written in Vietnamese, in Croatian, Serbian, Bosnian, Slovene,
Macedonian and Bulgarian, and facilities named in Hungarian, Estonian, Czech, Malay and Indonesian (round 71's
leftovers), with the look-alikes each rule must leave alone. Rules that hang on the note's language are tested inside
notes long enough to tell it."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

_VIETNAMESE = (
    "BỆNH VIỆN ĐA KHOA XANH PÔN                  Độc lập - Tự do - Hạnh phúc\n"
    "                                            Số lưu trữ: 24/08817\n"
    "                           GIẤY RA VIỆN\n"
    "- Họ tên người bệnh: NGUYỄN THỊ HỒNG NHUNG          Tuổi: 56      Nam/Nữ: Nữ\n"
    "- Số CCCD: 001168009473      Mã BN: PA-2210-00873\n"
    "- Số thẻ BHYT: GD4010123987654\n"
    "- Địa chỉ: Số 27, ngõ 158 phố Ngọc Hà, phường Đội Cấn, quận Ba Đình, Hà Nội\n"
    "- Phương pháp điều trị: Nội khoa. Tình trạng ra viện: ổn định.\n"
    "- Ghi chú: Sinh mổ, cụ 94 tuổi, xe BKS 29A-123.45 của Công ty TNHH Cơ khí Thịnh Phát.\n"
    "Người nhà: chị Nhung gọi BS Khương lúc 07:20. Chuyển Trạm Y tế phường An Phú.\n"
    "Hải Phòng, ngày 08 tháng 8 năm 2024\n")
_CROATIAN = (
    "OTPUSNO PISMO\n"
    "Pacijent je primljen zbog boli u prsima, učinjena je koronarografija i ugrađen je stent. Tijekom boravka bez "
    "komplikacija, otpušta se kući u dobrom općem stanju uz preporuke za daljnje liječenje kod obiteljskog liječnika.\n"
    "OIB: 61730284917      MBO 208811475\n"
    "Adresa: Dobrota 117, 85330 Kotor\n"
    "Epizoda 29.01. sa otezanim govorom. Kontrola 12. 3. 2024. u Opća bolnica Zadar.\n"
    "Liječnik: Marija Šantek, dr. med. (faksimil 0473921)\n")
_MACEDONIAN = (
    "ОТПУСНА ЛИСТА\n"
    "Пациентката е примена поради слабост во десната страна на телото и отежнат говор. Се препорачува продолжена "
    "физикална терапија и контрола кај невролог по еден месец, со редовно земање на терапијата.\n"
    "Матичен број на историја: 3398/2024\n"
    "ЕМБГ: 0211955415009     ЕЗБО: 41557329081\n"
    "Живеалиште: ул. Илинденска бр. 62, 1200 Тетово\n"
    "Адреса: с. Шипковица\n"
    "КТ на глава (18.01.): без хеморагија.\n")


@pytest.mark.parametrize(("text", "value", "label"), [
    # Vietnamese: a name after its field, ids after theirs, an insurance card, a plate, address units, a facility
    (_VIETNAMESE, "NGUYỄN THỊ HỒNG NHUNG", "PATIENT_NAME"),
    (_VIETNAMESE, "24/08817", "OTHER_ID"),
    (_VIETNAMESE, "001168009473", "OTHER_ID"),
    (_VIETNAMESE, "PA-2210-00873", "OTHER_ID"),
    (_VIETNAMESE, "GD4010123987654", "HEALTH_PLAN_ID"),
    (_VIETNAMESE, "29A-123.45", "VEHICLE_ID"),
    (_VIETNAMESE, "Số 27, ngõ 158 phố Ngọc Hà, phường Đội Cấn, quận Ba Đình", "STREET_ADDRESS"),
    (_VIETNAMESE, "BỆNH VIỆN ĐA KHOA XANH PÔN", "FACILITY"),
    (_VIETNAMESE, "Công ty TNHH Cơ khí Thịnh Phát", "FACILITY"),
    (_VIETNAMESE, "Trạm Y tế phường An Phú", "FACILITY"),
    (_VIETNAMESE, "94 tuổi", "AGE_OVER_89"),
    (_VIETNAMESE, "Nhung", "PATIENT_NAME"),
    (_VIETNAMESE, "Khương", "CLINICIAN_NAME"),
    (_VIETNAMESE, "Hải Phòng", "CITY"),
    # South Slavic: numbers by their own names, a case history's letters, dates without a year, places, a hospital
    (_CROATIAN, "61730284917", "OTHER_ID"),
    (_CROATIAN, "208811475", "HEALTH_PLAN_ID"),
    (_CROATIAN, "0473921", "OTHER_ID"),
    (_CROATIAN, "29.01", "DATE"),
    (_CROATIAN, "12. 3. 2024", "DATE"),
    (_CROATIAN, "85330", "POSTCODE"),
    (_CROATIAN, "Kotor", "CITY"),
    (_CROATIAN, "Opća bolnica Zadar", "FACILITY"),
    (_MACEDONIAN, "3398/2024", "OTHER_ID"),
    (_MACEDONIAN, "41557329081", "OTHER_ID"),
    (_MACEDONIAN, "ул. Илинденска бр. 62", "STREET_ADDRESS"),
    (_MACEDONIAN, "1200", "POSTCODE"),
    (_MACEDONIAN, "Тетово", "CITY"),
    (_MACEDONIAN, "Шипковица", "CITY"),
    (_MACEDONIAN, "18.01", "DATE"),
    # round 71's facilities named in their own language
    ("Beteg: Kiss Anna. Kiváltva: Kardos Patika, Balatonfüred.", "Kardos Patika", "FACILITY"),
    ("Laboratoř klinické biochemie, Klatovská nemocnice, a.s.", "Klatovská nemocnice", "FACILITY"),
    ("Puan Juliana dirujuk dari Klinik Kesihatan Tuaran dgn BP 170/110.", "Klinik Kesihatan Tuaran", "FACILITY"),
])
def test_finds(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize(("text", "value"), [
    # a Vietnamese note's words that the English reader takes for names: a method, sex, a department, "society"
    (_VIETNAMESE, "Phương pháp"),
    (_VIETNAMESE, "Nam/Nữ"),
    (_VIETNAMESE, "Nội khoa"),
    (_VIETNAMESE, "Sinh mổ"),
    (_VIETNAMESE, "Độc lập"),
    # a time is no street; an initial's department no hospital; an English "RS" no Indonesian hospital
    (_VIETNAMESE, "07:20"),
    ("RS Clear bilaterally, HS I+II+0, abdomen soft.", "RS Clear"),
    ("OB Review booked for Tuesday; KB Smith to call.", "OB Review"),
])
def test_leaves_look_alikes(text: str, value: str) -> None:
    assert _untouched(text, value), _labels(text)
