"""Probe round 60 (session 60): hospital records from mainland Southeast Asia and Eastern Europe in translation or
mixed language (Vietnamese, Thai, Cambodian, Russian, Ukrainian, Belarusian, Bulgarian and Serbian), and sport,
travel and transport medicine (ship infirmaries, airline incidents, travel clinics, anti-doping); and the look-alikes
each rule must leave alone."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect as _detect
from tests.unit.tagger.conftest import label_by_surface as _labels
from tests.unit.tagger.conftest import untouched as _untouched

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID",
             "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID", "BIOMETRIC_ID"}
PLACE_LABELS = {"STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE", "ZIP"}
NAME_LABELS = {"PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME"}


@pytest.mark.parametrize(("text", "value"), [
    # Cyrillic case histories, outpatient cards, referrals, sick-leave certificates, calls, staff and protocol numbers
    ("ВЫПИСНОЙ ЭПИКРИЗ\nиз истории болезни № 18734/С\n\nФ.И.О.: Кузнецова Вера Павловна", "18734/С"),
    ("Дата рождения: 30.04.1979   Амб. карта № А-77412 Полис ОМС", "А-77412"),
    ("Рег. № на практиката: 2204131456         Амб. лист №: 000387", "000387"),
    ("Рег. № на практиката: 2204131456         Амб. лист №: 000387", "2204131456"),
    ("гр. Пловдив Направление №: 2024-04-0118   Дата: 18.04.2024", "2024-04-0118"),
    ("12.01.2024 - ОРВИ (J06.9), ЭЛН № 910187345612, с 12.01 по 19.01.2024", "910187345612"),
    ("соседка сообщила (сп. 103 вызов № 3319) в 22:15.", "3319"),
    ("(specialist report)       бр. протокола 7718/24  пацијент:", "7718/24"),
    ("door-to-needle 19 хв). Історія хвороби № 14877 14.11.2023", "14877"),
    ("Certificate of death - working copy Серия МН № 0418827   окончательное", "0418827"),
    # Bulgarian personal and doctor's numbers, employers' and practices' registers, a Belarusian id, an OMS policy
    ("Дата: 18.04.2024  ЕГН на пациента: 6402284417 Име, презиме, фамилия:", "6402284417"),
    ("Код специалност 00, УИН на лекаря: 1600002147 Лекар: д-р Петкова", "1600002147"),
    ("Осигурител: \"Загорка Пак\" АД, ЕИК 123618845 Длъжност: оператор", "123618845"),
    ("ТОВ \"Дніпро-Агроресурс\", ЄДРПОУ 41872365   Дніпро", "41872365"),
    # (round 70: with the VAT prefix its cue names, "CUI RO 14420985")
    ("ANGAJATOR: SC MOLDOTEXTIL PROD SRL, CUI RO 14420985 NR. ÎNREG.", "RO 14420985"),
    ("6. Идентификационный номер: 4110132A027PB5\n7. Место постоянного жительства:", "4110132A027PB5"),
    ("Дочь Вера (тел. 8-917-441-23-06). Полис ОМС 0250 8900 4471 1188. - 0011: санавиация", "0250 8900 4471 1188"),
    ("Амб. карта № А-77412 Полис ОМС (единого образца) № 5491 5400 2218 7730 СНИЛС", "5491 5400 2218 7730"),
    # Vietnamese storage number, social and health insurance, citizen's identity card
    ("                Số lưu trữ: 24.031187              GIẤY RA VIỆN", "24.031187"),
    ("Mã số BHXH / thẻ BHYT: HT3010123456789   Hạn thẻ: đến 31/12/2024", "HT3010123456789"),
    ("Hạn thẻ: đến 31/12/2024 Số CCCD: 001152004871 Địa chỉ:", "001152004871"),
    ("Ngày sinh: 15/08/1990 Mã số BHXH: 2713048826          CCCD: 027090008153", "2713048826"),
    ("Ngày sinh: 15/08/1990 Mã số BHXH: 2713048826          CCCD: 027090008153", "027090008153"),
    ("chồng bn tới rồi, đã ký. BHYT thẻ GD4797923155478, đúng tuyến", "GD4797923155478"),
    # Thai admission numbers, identity numbers in their groups, a doctor's licence
    ("female, 58 y HN 67-004215   AN 67-01183 ID card: 3 5099 00481 22 7 UC", "67-01183"),
    ("female, 58 y HN 67-004215   AN 67-01183 ID card: 3 5099 00481 22 7, UC card", "3 5099 00481 22 7"),
    ("nickname \"Bank\"   เลขประจำตัวประชาชน 1-1017-00214-88-3   ที่อยู่", "1-1017-00214-88-3"),
    ("Pongsak Kitisakulchai, MD Medical licence ว.48213 Nurse on duty", "48213"),
    # a ship's cabins and crew, an airline booking and frequent flyer, yellow fever certificates, a seafarer's book
    ("0810  cabin 7142  BRIGHTWELL, Rosemary 78F  pax, fall in bathroom", "7142"),
    ("0935  crew C-40917  BAUTISTA, Jomar 31M  AB, laceration", "C-40917"),
    ("Passport: FX842207   Cabin: 9318   Booking no. 48813270", "9318"),
    ("MAA-DEL-JFK  dep 14 Feb 2024  PNR 7HQ2LD Pax home (USA): 34 Grace Terrace", "7HQ2LD"),
    ("Seat: 54K   E-ticket: 081 2418870316   QFF: 1937 4426 Travelling with: wife", "1937 4426"),
    ("Certificate serial no.: KE-ICVP 0047719 Issuing centre: Port Health Office", "KE-ICVP 0047719"),
    ("- Vacunas: fiebre amarilla (CIVP ES-FA-2024-000812), hepatitis A", "ES-FA-2024-000812"),
    ("Employer: Bahari Cruise Staffing Ltd, seafarer book KEN-SB 118402. Next of kin:", "KEN-SB 118402"),
    # doping control sample codes, a ski federation's code, a federation card, a named runner's bib
    ("SAMPLE Urine sample code: 4178263     Volume: 110 ml    SG: 1.018", "4178263"),
    ("Blood sample code (ABP): A1399027    Tubes: 1 x EDTA 3 ml", "A1399027"),
    ("ADAMS ID: NORSOING0412001    FIS code: 3427819 Club: Byåsen IL", "3427819"),
    ("Posición: 5 (volante central)   Carnet AFA 1.204.771 Madre/tutor:", "1.204.771"),
    ("Athlete Grace Whitcombe-Tuhoe, bib 1488, 52 y/o F AG50-54, from Taupo", "1488"),
])
def test_cyrillic_asian_and_travel_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value"), [
    # Cyrillic streets with their house, building and flat; a Bulgarian estate's block; towns, villages, districts and
    # postcodes by their kinds
    ("Адрес: г. Москва, ул. Пехотная, д. 3, корп. 2, кв. 118, 123182", "ул. Пехотная, д. 3, корп. 2, кв. 118"),
    ("Адрес: г. Москва, ул. Пехотная, д. 3, корп. 2, кв. 118, 123182", "Москва"),
    ("Адрес: г. Москва, ул. Пехотная, д. 3, корп. 2, кв. 118, 123182", "123182"),
    ("-Агроресурс\", ЄДРПОУ 41872365   Дніпро, вул. Січеславська Набережна, 29А", "вул. Січеславська Набережна, 29А"),
    ("м. Дніпро, пр. Слобожанський, 81, 49081   тел. реєстратури", "пр. Слобожанський, 81"),
    ("м. Дніпро, пр. Слобожанський, 81, 49081   тел. реєстратури", "49081"),
    ("Адрес: Пловдив, ж.к. Тракия, бл. 118, вх. Б, ет. 4, ап. 11, 4023", "ж.к. Тракия, бл. 118, вх. Б, ет. 4, ап. 11"),
    ("7. Место постоянного жительства: д. Лошница, Борисовский р-н, ул. Мира, д. 7", "Лошница"),
    ("7. Место постоянного жительства: д. Лошница, Борисовский р-н, ул. Мира, д. 7", "Борисовский"),
    ("7. Место постоянного жительства: д. Лошница, Борисовский р-н, ул. Мира, д. 7", "ул. Мира, д. 7"),
    ("Постоянен адрес: с. Кирилово, общ. Стара Загора, ул. \"Христо Ботев\" № 17", "Кирилово"),
    ("Постоянен адрес: с. Кирилово, общ. Стара Загора, ул. \"Христо Ботев\" № 17", "Стара Загора"),
    ("Постоянен адрес: с. Кирилово, общ. Стара Загора, ул. \"Христо Ботев\" № 17", "ул. \"Христо Ботев\" № 17"),
    ("ГБУЗ НСО \"Городская поликлиника № 29\" 630108, г. Новосибирск, ул. Станционная, 12", "630108"),
    ("Ганна Степанівна, 71 р., с. Кричильськ Сарненського р-ну 14.11.2023", "Кричильськ"),
    ("Ганна Степанівна, 71 р., с. Кричильськ Сарненського р-ну 14.11.2023", "Сарненського"),
    # Vietnamese house, lane and street, ward and district, the capital; Thai houses, subdistricts and districts;
    # Cambodian villages, communes and districts
    ("Địa chỉ: số 14, ngõ 72 phố Tôn Thất Tùng, phường Khương Thượng, quận Đống Đa, Hà Nội", "số 14, ngõ 72 phố Tôn Thất Tùng"),
    ("Địa chỉ: số 14, ngõ 72 phố Tôn Thất Tùng, phường Khương Thượng, quận Đống Đa, Hà Nội", "Khương Thượng"),
    ("Địa chỉ: số 14, ngõ 72 phố Tôn Thất Tùng, phường Khương Thượng, quận Đống Đa, Hà Nội", "Đống Đa"),
    ("Địa chỉ: số 14, ngõ 72 phố Tôn Thất Tùng, phường Khương Thượng, quận Đống Đa, Hà Nội", "Hà Nội"),
    ("ICU, Bệnh viện Nhân dân 115, TP.HCM Ngày 07/07/2024, 19:00", "TP.HCM"),
    ("ที่อยู่ 214/7 Moo 3, T.Bang Kruai, A.Bang Kruai, Nonthaburi 11130", "214/7 Moo 3"),
    ("88/12 Soi Charansanitwong 13, Charansanitwong Rd., Khwaeng Ban Chang Lo, Khet Bangkok Noi, Bangkok 10700",
     "Ban Chang Lo"),
    ("88/12 Soi Charansanitwong 13, Charansanitwong Rd., Khwaeng Ban Chang Lo, Khet Bangkok Noi, Bangkok 10700",
     "Bangkok Noi"),
    ("| SOK Chanthou        | F/34    | Phum Boeung Kok, Khum Veal Vong, Kampong Cham     | A01.0", "Boeung Kok"),
    ("| SOK Chanthou        | F/34    | Phum Boeung Kok, Khum Veal Vong, Kampong Cham     | A01.0", "Veal Vong"),
    ("Home village: Phum Prey Kabbas, Khum Kampeaeng, Srok Kiri Vong, Takeo", "Kiri Vong"),
])
def test_cyrillic_and_asian_addresses(text: str, value: str) -> None:
    assert _labels(text).get(value) in PLACE_LABELS


@pytest.mark.parametrize(("text", "value", "labels"), [
    # Cyrillic surnames with their initials, after or before them
    ("Лечащий врач: Абрамян А.С.\nЗав. отделением: к.м.н. Соловьёв Д.Е. 16.02.2024", "Абрамян А.С.", NAME_LABELS),
    ("Лечащий врач: Абрамян А.С.\nЗав. отделением: к.м.н. Соловьёв Д.Е. 16.02.2024", "Соловьёв Д.Е.", NAME_LABELS),
    ("08:00, дежурный врач ХАЙРУЛЛИН Р.М.  № п/п", "ХАЙРУЛЛИН Р.М.", NAME_LABELS),
    ("Бригада ЕМД, фельдшер Мартинюк С., виїзд 15:55. до Рівного", "Мартинюк С.", NAME_LABELS),
    ("Всего за смену: 5. Сдал: Хайруллин. Принял: Латыпова Э.Р.", "Латыпова Э.Р.", NAME_LABELS),
    # Thai names after their titles (a doctor's title a clinician's)
    ("ได้ตรวจร่างกาย / have examined:   นาย ธีรวัฒน์ จันทร์เพ็ญศรี (Mr. Theerawat)", "ธีรวัฒน์ จันทร์เพ็ญศรี", NAME_LABELS),
    ("วันที่ 2567-03-14  ข้าพเจ้า นพ. ปิยะพงษ์ ศรีวงศ์ษา ใบอนุญาต", "ปิยะพงษ์ ศรีวงศ์ษา", {"CLINICIAN_NAME"}),
    # Cyrillic and Vietnamese facilities, Thai hospitals, a sports ground, a training camp and a stadium
    ("ГБУЗ \"Городская клиническая больница № 52\" / Moscow", "ГБУЗ \"Городская клиническая больница № 52\"", {"FACILITY"}),
    ("наблюдение кардиолога по месту жительства (ГП № 134, филиал 3)", "ГП № 134", {"FACILITY"}),
    ("Учреждение: УЗ \"Борисовская центральная районная больница\"", "УЗ \"Борисовская центральная районная больница\"",
     {"FACILITY"}),
    ("Лечебно заведение: МЦ \"Свети Георги\" ЕООД, гр. Стара Загора", "\"Свети Георги\" ЕООД", {"FACILITY"}),
    ("приёмное отделение ЦРБ г. Белорецк смена 03.01.2024", "ЦРБ г. Белорецк", {"FACILITY"}),
    ("ДОМ ЗДРАВЉА НОВИ САД - служба за плућне болести", "ДОМ ЗДРАВЉА НОВИ САД", {"FACILITY"}),
    ("Tên cơ sở KCB: Bệnh viện Đa khoa tỉnh Bắc Ninh         Số KCB: 27001", "Bệnh viện Đa khoa tỉnh Bắc Ninh", {"FACILITY"}),
    ("đúng tuyến chuyển từ BVĐK Long An [23:40] BS Linh", "BVĐK Long An", {"FACILITY"}),
    ("Đơn vị làm việc: Công ty TNHH Điện tử Quế Võ Vina - KCN Quế Võ", "Công ty TNHH Điện tử Quế Võ Vina", {"FACILITY"}),
    ("UC (บัตรทอง) registered at รพ.สต. ดอนแก้ว Address: 99/4 Moo 6", "รพ.สต. ดอนแก้ว", {"FACILITY"}),
    ("Kick-off 15:00, travel by coach 09:30 from Brockhurst Training Ground.", "Brockhurst Training Ground", {"FACILITY"}),
    ("- Tue/Thu 06:30-08:30 track intervals, Kipchoge Keino Stadium, Eldoret", "Kipchoge Keino Stadium", {"FACILITY"}),
    # Vietnamese and Thai dates
    ("Hà Nội, ngày 14 tháng 03 năm 2024 Trưởng khoa", "14 tháng 03 năm 2024", {"DATE"}),
    ("Ref no. นม 0032.301/2567-0418          Date: 14 มี.ค. 2567  Dear Colleague", "14 มี.ค. 2567", {"DATE"}),
    ("Opinion: สมควรพักรักษาตัว 3 วัน ตั้งแต่ 13-15 มี.ค. 67 Should rest 3 days.", "13-15 มี.ค. 67", {"DATE"}),
    ("                                 วันที่ 2567-03-14  ข้าพเจ้า", "2567-03-14", {"DATE"}),
])
def test_cyrillic_asian_and_sport_names_facilities_dates(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    # a year's "г.", a ministry's order, a page, a tablet's count, a doctor's title in a sentence
    ("Выписан в 2023 г. Выписан домой в удовлетворительном состоянии.", "Выписан домой"),
    ("Оформлено согласно Приказу МЗ РФ № 203н.", "203н"),
    # Cambodian and Thai address kinds and a passenger, a vaccinee, an Italian order of doctors: never names
    ("Event: pax found unresponsive after meal service; pax improved by 12:30.", "pax"),
    ("Vaccinee contact (for clinic records): see below.", "Vaccinee"),
    ("Specialista in Medicina dello Sport Iscr. Ordine Medici", "Ordine"),
    # the anti-doping system's name is no town, a Thai insured's "home hospital" no hospital
    ("ADAMS WHEREABOUTS - QUARTERLY FILING", "ADAMS"),
    ("สิทธิ์ ปกส. (SSO) รพ.ต้นสังกัด confirmed", "รพ.ต้นสังกัด"),
    # a Foley catheter's letters, a cabin crew's, a bacterial vaginosis note's "BV"
    ("Insert New FC 16Fr; urine output via FC.", "New FC"),
    ("Cabin crew: BT / RC assisted with oxygen.", "crew"),
    ("BV Treated today with metronidazole.", "Treated"),
    # (the review's) a test, plasma, a drug by mouth after a street's abbreviation; a chronic disease, sodium-free
    # counts, a total protein after a locality's; a district's word after an adjective; an amount before "с."; a test's
    # letters and "no data"; a meeting's protocol and a pack's tablets; a form's number; a placeholder company, blood
    # pressure and atrial fibrillation; a dose's days, a reagent lot, a generic clinic, blood sugar; a Thai employer and
    # a community hospital; an English dose after "AN"; organisms after a comma
    ("Пр. Манту: пр. Манту 12 мм, папула.", "пр. Манту 12"),
    ("Назначено: пл. СЗП 250 мл в/в капельно.", "СЗП 250"),
    ("Дополнительно пер. Метформин 500 мг 2 р/д.", "Метформин 500"),
    ("Ds: х. Гастрит, ремиссия.", "Гастрит"),
    ("Биохимия: общ. Белок 72 г/л, альбумин 40 г/л.", "Белок"),
    ("Центральный район приёмного отделения закрыт на ремонт.", "Центральный"),
    ("Сумма к оплате 150000, с. НДС.", "150000"),
    ("ОАК Н.Д. ОАМ Н.Д.", "ОАК"),
    ("Протокол № 112 заседания врачебной комиссии.", "112"),
    ("Кардиомагнил таб. № 100, 1 раз в день.", "100"),
    ("Заполнена мед. карта 003/у.", "003"),
    ("Плательщик: ООО \"Неизвестно\"", "Неизвестно"),
    ("Колонка «Систолическое» АД не заполнена.", "Систолическое"),
    ("ФП Пароксизмальная форма, CHA2DS2-VASc 3.", "Пароксизмальная"),
    ("Uống 1 viên/ngày 3 tháng 2 đợt, tái khám sau.", "3 tháng 2"),
    ("Lot: LT3202401150012 (reagent kit)", "LT3202401150012"),
    ("Khám tại Phòng khám Nội, sau đó Phòng khám Nhi.", "Phòng khám Nội"),
    ("Bệnh viện đã tiếp nhận ca bệnh.", "đã"),
    ("นายจ้าง ยินยอม ให้ลาป่วย", "จ้าง"),
    ("ส่งต่อ รพ.ชุมชน ใกล้บ้าน", "รพ.ชุมชน"),
    ("ORDERED AN 100000 UNIT DOSE OF NYSTATIN SUSPENSION", "100000"),
    ("Counts 2 1500 10000 25 4 per group", "10000"),
    ("ติดต่อ รพ.สต. ใกล้บ้าน", "รพ.สต."),
    ("Serology: CMV, T. Gondii, HSV negative", "Gondii"),
])
def test_cyrillic_asian_and_travel_lookalikes(text: str, value: str) -> None:
    assert _untouched(text, value)


@pytest.mark.parametrize(("text", "value"), [
    # sodium stays a possible given name's word ("MD WU, NA NOTIFIED"), but a plain lab line has no place or id in it
    ("i-STAT: Na 124 mmol/L (!!), K 3.6, Cl 92.", "124"),
    # a deck and a seat are no cabins' numbers, an IMO number no passenger's
    ("Seat 32C, deck 5 near the gym.", "32C"),
])
def test_not_read_as_ids_or_places(text: str, value: str) -> None:
    assert not any(value in text[s.start : s.end] and s.label in ID_LABELS | PLACE_LABELS for s in _detect(text))
