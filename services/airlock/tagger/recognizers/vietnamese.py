"""Records written in Vietnamese: a discharge paper from Hanoi, a referral from the Mekong delta, a Zalo thread
between a ward and a family, a booking export of a Saigon clinic, a Vietnamese-speaking practice's letter abroad.
Round 72.

Vietnamese writes a name as syllables that are all common words ("Nguyễn Thị Hồng Nhung" is a surname, a middle
word and "pink" and "velvet"), and every syllable of a record is capitalised somewhere: the English name reader
takes "Phương pháp" (method), "Nam/Nữ" (male/female), "Khoa" (department) and "Tim mạch" (cardiology) for names. So
in a Vietnamese note (:func:`is_vietnamese`) a name rests on its own structure or on the record's words:

* a name is a listed Vietnamese surname and one to four capitalised syllables ("Trần Văn Bình", "VŨ THỊ THANH
  HƯƠNG"), or follows a name's field ("Họ và tên:", "Họ tên NB:", "Người nhà:") or a title or kin word ("BS.",
  "ThS.BS", "ĐD", "anh", "chị", "bé", "cụ", "ông", "bà": "chị Nhung", "BS Khương");
* :func:`names_kept` drops the English reader's other names made only of Vietnamese syllables (a foreign name,
  "Tanaka Hiroshi", "Lin Chih-wei", keeps its reading);
* an address is its units, each a unit word and its name or number ("phường Đội Cấn", "P. Hòa Khánh Bắc", "Q.5",
  "xã Ea Tu", "ấp Tà Tết", "tổ 12", "khu phố 4"), and a house number before a street ("215 Hải Thượng Lãn Ông",
  "số 14 ngõ 250 Văn Cao", "45/12 hẻm 91 Trần Hưng Đạo") in an address's field or before a unit;
* a hospital, clinic, health centre, pharmacy or company starts with its head word ("Bệnh viện Từ Dũ", "BỆNH VIỆN ĐA
  KHOA XANH PÔN", "Phòng khám Đa khoa Phước An Đường", "Trung tâm Y tế thị xã Sa Pa", "Công ty TNHH Cơ khí Thịnh
  Phát") and has a capitalised word of its own after its kind words;
* an id follows its field ("Số vào viện:", "Mã BN:", "Mã y tế:", "CCCD", "Hộ chiếu:", "CCHN số:"), or has the shape
  of a health-insurance card ("DN4797912345678") or a number plate ("29A-123.45", "60B4-128.73");
* so is a record's code ("LH2406-11873") and a citizen card's twelve digits; a town opens a letter's date line ("Hải
  Phòng, ngày 08 tháng 8 năm 2024");
* an age over 89 is a number before "tuổi" or "t" ("91 tuổi", "93t") or after "Tuổi:".
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata

from airlock.core.spans import Span
from airlock.tagger import languages
from airlock.tagger.recognizers.base import Doc, Recognizer

# the letters only Vietnamese writes (a vowel with a horn, a hook above or a dot below, and most with a tone on a
# circumflex or breve): a note with 25 of them is written in Vietnamese (an English note naming "Trần", "Đặng" and
# "Nguyễn Thị Bảo" has ten; a Vietnamese record of a few lines has sixty or more; Romanian's "ă" and Croatian's "đ"
# are none of them)
_VIETNAMESE_LETTER = re.compile("[ơưƠƯ\u1ea0-\u1ef9]")
_MIN_LETTERS = 25

_UP = "A-ZÀ-ÃÈ-ÊÌÍÒ-ÕÙÚÝĂĐĨŨƠƯ\u1ea0\u1ea2\u1ea4\u1ea6\u1ea8\u1eaa\u1eac\u1eae\u1eb0\u1eb2\u1eb4\u1eb6\u1eb8\u1eba" \
      "\u1ebc\u1ebe\u1ec0\u1ec2\u1ec4\u1ec6\u1ec8\u1eca\u1ecc\u1ece\u1ed0\u1ed2\u1ed4\u1ed6\u1ed8\u1eda\u1edc\u1ede" \
      "\u1ee0\u1ee2\u1ee4\u1ee6\u1ee8\u1eea\u1eec\u1eee\u1ef0\u1ef2\u1ef4\u1ef6\u1ef8"
_LO = "a-zà-ãè-êìíò-õùúýăđĩũơư\u1ea1-\u1ef9"
# a capitalised syllable, in title case or capitals (an apostrophe inside for the Central Highlands' names, "H'Blơi")
_SYL = rf"(?:[{_UP}](?:[{_LO}]{{0,6}}|[{_UP}]{{0,6}})(?:['’][{_UP}{_LO}][{_LO}{_UP}]{{0,6}})?)"
_SYLS = rf"{_SYL}(?:[ \t]{_SYL}){{0,4}}"

# the surnames of Vietnam (their letters without tone marks, as :func:`fold` writes them), and those of the Chinese
# (Hoa) and of the highlands ("Y", "H'", "Rơ Châm", "Sùng", "Thào", "Vàng", "Lò", "Quàng", "Cầm")
_SURNAMES = frozenset((
    "nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan lam mai trinh cao luong "
    "ha ta quach lu luu thai kieu tang chau diep lai trieu khuc ton tong thach kim giang la hua phung vuong "
    "chu au an bach banh cam chung dam dao hau hong khong kha lo lieu ma mac nghiem ninh nong quan sam son "
    "tiet to trac trang uong van vi vien danh thao sung vang quang lang y ro nay ksor").split())
# what is said before a name: titles of staff, kin and address words, a patient's abbreviation
_TITLES = (r"BS\.?[ \t]?CKI{1,2}|BSCKI{1,2}|BS\.?CK[12]|ThS\.?[ \t]?BS\.?|TS\.?[ \t]?BS\.?|PGS\.?[ \t]?TS\.?(?:[ \t]?BS\.?)?|"
           r"GS\.?[ \t]?TS\.?|BS\.?|Bs\.?|bs\.?|ĐD|ĐDV|ĐDT|KTV|DS\.?|YS\.?|CN\.?|NHS|HS|"
           r"ông|Ông|bà|Bà|anh|Anh|chị|Chị|em|Em|bé|Bé|cụ|Cụ|cháu|Cháu|cô|Cô|chú|Chú|bác|Bác|dì|Dì|mợ|thím|"
           r"con|mẹ|Mẹ|bố|Bố|ba|má|vợ|Vợ|chồng|Chồng|con[ \t]trai|con[ \t]gái|cháu[ \t]nội|cháu[ \t]ngoại|"
           r"BN|NB|người[ \t]nhà|Người[ \t]nhà|tài[ \t]xế|phiên[ \t]dịch|CB|bạn")
_STAFF_TITLE = re.compile(r"(?:BS|Bs|bs|ThS|TS|PGS|GS|ĐD|KTV|DS|YS|CN|NHS|HS|CB)")
_TITLED_NAME = re.compile(rf"(?<![\w.])(?<![Gg]hi[ \t])(?P<t>{_TITLES})[ \t]{{1,2}}(?P<v>{_SYLS})(?![\w'’]|\.[\w])")
# (not a record's abbreviation after a title: "Người nhà BN", "cán bộ TYT", "giấy CT")
_NOT_A_NAME = frozenset("BN NB CT TYT TTYT BV BHYT BHXH CCCD XN KTV ĐD BS TS HS SN ICU".split())
# a name's field: a label before a colon (or a dash in a list), then the name to the cell's end
_NAME_FIELD = re.compile(
    rf"(?<![\w])(?:(?i:họ[ \t]và[ \t]tên|họ[ \t]tên|tên)(?:[ \t](?:người[ \t]bệnh|NB|BN|bệnh[ \t]nhân|mẹ|cha|bố|trẻ|"
    rf"con|người[ \t]nhà|người[ \t]khai|người[ \t]báo[ \t]tin|chủ[ \t]hộ|người[ \t]liên[ \t]hệ))?"
    rf"(?:[ \t]\([^)\n]{{1,40}}\))?|Người[ \t]bệnh|Bệnh[ \t]nhân|Người[ \t]nhà|Người[ \t]liên[ \t]hệ|Người[ \t]khai|"
    rf"Người[ \t]báo[ \t]cáo|Người[ \t]nhận|Người[ \t]giao|Bác[ \t]sĩ|Điều[ \t]dưỡng|Thu[ \t]ngân|Người[ \t]lập|"
    rf"Người[ \t]đỡ[ \t]đẻ|Phiên[ \t]dịch)[ \t]*[:\-][ \t]*"
    rf"(?:(?:mẹ|bố|cha|vợ|chồng|con|anh|chị|em|ông|bà)[ \t]*[\-–,]?[ \t]*)?(?P<v>{_SYLS})(?![\w'’])")
# the unit words of an address, and what a unit's name may be: capitalised syllables or a number
_UNIT = (r"phường|Phường|PHƯỜNG|xã|Xã|XÃ|quận|Quận|QUẬN|huyện|Huyện|HUYỆN|thị[ \t]xã|Thị[ \t]xã|thị[ \t]trấn|"
         r"Thị[ \t]trấn|thành[ \t]phố|Thành[ \t]phố|thôn|Thôn|ấp|Ấp|xóm|Xóm|bản|Bản|buôn|Buôn|tổ|Tổ|khu[ \t]phố|"
         r"Khu[ \t]phố|khóm|Khóm|sóc|Sóc|làng|Làng|TP\.?|Tp\.?|TX\.?|TT\.?|P\.|Q\.|H\.|X\.|"
         # (what the phone-typed Zalo message writes: "ap Mai Hoa, xa Thien My, huyen Tra On")
         r"ap|xa|huyen|phuong|quan|thon|xom")
_UNIT_RE = re.compile(
    rf"(?<![\w.])(?P<u>{_UNIT})[ \t]?(?!(?i:hội|hoi)(?![\w]))(?P<v>{_SYLS}(?:[ \t][0-9]{{1,3}})?|[0-9]{{1,3}}[A-Z]?)(?![\w'’])")
_ASCII_UNITS = frozenset(("ap", "xa", "huyen", "phuong", "quan", "thon", "xom"))
_CITY_UNITS = re.compile(r"(?:TP|Tp|thành|Thành)")
# a house number and its street: "215 Hải Thượng Lãn Ông", "Số 27, ngõ 158 phố Ngọc Hà", "112/7A Nguyễn Trãi",
# "45/12 hẻm 91 Trần Hưng Đạo", "kiệt 62 Chi Lăng", "Căn hộ 12.08 tòa S2"
_STREET = re.compile(
    rf"(?<![\w/.])(?P<v>(?:(?:[Ss]ố|SỐ|[Nn]hà[ \t]số|[Cc]ăn(?:[ \t]hộ)?)[ \t])?[0-9]{{1,4}}[A-Z]?(?:/[0-9]{{1,4}}[A-Z]?){{0,3}}"
    rf"(?:,?[ \t](?:ngõ|Ngõ|ngách|hẻm|Hẻm|kiệt|Kiệt|hẻm[ \t]số)[ \t][0-9]{{1,4}}(?:/[0-9]{{1,4}})?){{0,2}}"
    rf"(?:[ \t](?:phố|Phố|đường|Đường|đ\.|Đ\.|QL|tỉnh[ \t]lộ))?[ \t]{_SYLS}"
    rf"|(?:ngõ|Ngõ|hẻm|Hẻm|kiệt|Kiệt)[ \t][0-9]{{1,4}}(?:/[0-9]{{1,4}})?[ \t]{_SYLS})(?![\w'’])")
_ADDRESS_FIELD_BEFORE = re.compile(r"(?i:địa[ \t]chỉ(?:[ \t]liên[ \t]hệ)?|đ/c|đc|nơi[ \t]ở|chỗ[ \t]ở|quê(?:[ \t]quán)?|"
                                   r"nơi[ \t]thường[ \t]trú|thường[ \t]trú|tạm[ \t]trú|nhà[ \t]ở|dia[ \t]chi)"
                                   r"[^\n:]{0,20}[:\-][ \t]*$")
_UNIT_AFTER = re.compile(rf",[ \t]*(?:{_UNIT})[ \t.]?[{_UP}0-9]")
# a facility's head, its kind words, and the end of its name
_FACILITY_HEAD = (r"Công[ \t]an|BHXH|Bảo[ \t]hiểm|Bệnh[ \t]viện|BỆNH[ \t]VIỆN|Bệnh[ \t]Viện|BV|BVĐK|Phòng[ \t]khám|PHÒNG[ \t]KHÁM|Phòng[ \t]Khám|PK|"
                  r"Phòng[ \t]mạch|Phòng[ \t]Mạch|Trung[ \t]tâm[ \t]Y[ \t]tế|TRUNG[ \t]TÂM[ \t]Y[ \t]TẾ|Trung[ \t]tâm|"
                  r"TRUNG[ \t]TÂM|TTYT|Trạm[ \t]Y[ \t]tế|TRẠM[ \t]Y[ \t]TẾ|TYT|Nhà[ \t]thuốc|NHÀ[ \t]THUỐC|"
                  r"Nhà[ \t]Thuốc|Công[ \t]ty|CÔNG[ \t]TY|Cty|CTy|Nhà[ \t]nghỉ|Khách[ \t]sạn|Trường|TRƯỜNG|Sở[ \t]Y[ \t]tế|"
                  r"SỞ[ \t]Y[ \t]TẾ|Viện|VIỆN|HTX|Hợp[ \t]tác[ \t]xã|Chùa|Nhà[ \t]thờ|KCN|Khu[ \t]công[ \t]nghiệp")
_FACILITY = re.compile(rf"(?<![\w])(?P<h>{_FACILITY_HEAD})"
                       rf"(?P<n>(?:[ \t](?:{_SYL}|[{_LO}]{{1,7}}|[0-9]{{1,3}}|&|[\-–](?=[ \t]))(?![\w'’])){{1,9}})")
# the words of a facility's kind and of a unit's kind (folded): what follows the head before its own name
_KIND_WORDS = frozenset((
    "da khoa trung uong nhi san quoc te tnhh cp co phan mtv tinh huyen quan thanh pho thi xa y te hop tac xa "
    "dich vu benh vien phong kham chuyen khoa cap cuu huu nghi dai hoc khu vuc vung noi ngoai tim mach ung buou "
    "mat rang ham mat tai mui hong phu nhi lao phoi tam than y hoc co truyen dieu duong phuc hoi chuc nang "
    "xet nghiem chan doan hinh anh tu nhan cong lap thuoc san xuat thuong mai xuat nhap khau "
    "viet nam tang le xa phuong thi tran huyen quan").split())
# an id after its field, and the shapes that are an id anywhere in the note
_ID_FIELD = re.compile(
    r"(?<![\w])(?P<f>(?:Số|số|SỐ|Mã|mã|MÃ)(?:[ \t](?!lượng|lần|ngày|tuần|con|giờ|điện|ĐT|đt|giường|buồng|tờ)"
    r"[\w./]{1,12}){0,4}|CCCD|CMND|CMT|BHXH|BHYT|STK|MST|CCHN(?:[ \t]số)?|GPHĐ|[Hh]ộ[ \t]chiếu(?:[ \t](?:VN|số))?|"
    r"[Bb]iên[ \t]lai(?:[ \t]số)?|GPLĐ|ARC/UI|[Tt]hẻ[ \t]cư[ \t]trú(?:[ \t][\w/]{1,8})?|[Gg]iấy[ \t]phép"
    r"(?:[ \t]hoạt[ \t]động)?(?:[ \t]số)?|[Gg]iấy[ \t](?:chuyển|CT)[ \t]số|[Bb]iên[ \t]bản[ \t]số|HĐ[ \t]bảo[ \t]hiểm[ \t]số|"
    r"hồ[ \t]sơ[ \t]số|Quyển[ \t]số|mã[ \t]NV|Ca[ \t]số)[ \t]*[:.]?[ \t]*"
    r"(?P<v>(?=[A-Z0-9./\-]*[0-9][A-Z0-9./\-]*[0-9][A-Z0-9./\-]*[0-9])[A-Z0-9][A-Za-z0-9]*"
    r"(?:[./\-][A-Za-z0-9]+){0,4}(?:[ \t][0-9]{3,5}){0,3})(?![\w/]|[.,][0-9])")
_NOT_ID_AFTER = re.compile(r"[ \t]?(?i:mmhg|mmol|ml|mg|kg|g/l|l/p|lần|viên|tuổi|ngày|tháng|năm|giờ|phút|%|cm|mm)(?![\w])")
_DATE_SHAPE = re.compile(r"[0-9]{1,2}[/\-.][0-9]{1,2}(?:[/\-.][0-9]{2,4})?|[0-9]{4}-[0-9]{2}-[0-9]{2}")
# a health-insurance card: two letters of the beneficiary's group, a digit, two of the province and ten digits
_BHYT = re.compile(r"(?<![\w])[A-Z]{2}[1-5][0-9]{12}(?![\w])")
# a number plate: "29A-123.45", "60B4-128.73", "51D-472.19", "43A-096.51"
_PLATE = re.compile(r"(?<![\w.\-])[1-9][0-9][A-Z]{1,2}[0-9]?-[0-9]{3}\.[0-9]{2}(?![\w.]|\.[0-9])")
# a letter's place and date line: "Hải Phòng, ngày 08 tháng 8 năm 2024"
_TOWN_BEFORE_DATE = re.compile(rf"(?:^|\n)[ \t]*(?P<v>{_SYLS}),[ \t]*(?i:ngày)[ \t]+[0-9]")
# a record's code (letters and digits, a dash, digits: "LH2406-11873", "TU24-09981", "2410-00612") and a citizen
# card's twelve digits (its province's code first, "025131000271"; a phone number has ten)
_CODE = re.compile(r"(?<![\w\-/.])(?:(?:[A-Z]{1,4}[0-9]{2,8}|[0-9]{4})-[0-9]{4,6}|0[0-9]{2}[0-3][0-9]{8})(?![\w\-/]|[.,][0-9])")
_AGE = re.compile(r"(?<![\w,.])(?:(?P<a>9[0-9]|1[01][0-9])[ \t]?(?:tuổi|tuoi|t)(?![\w])|"
                  r"(?i:tuổi)[ \t]*:[ \t]*(?P<b>9[0-9]|1[01][0-9])(?![\w,.]))")


_TOKEN = re.compile(r"[^ \t]+")


def is_vietnamese(doc: Doc) -> bool:
    """A note written in Vietnamese: 25 letters or more that only Vietnamese writes (asked once per note)."""
    if "vietnamese" not in doc.meta:
        doc.meta["vietnamese"] = not doc.text.isascii() and sum(
            1 for _ in itertools.islice(_VIETNAMESE_LETTER.finditer(doc.text), _MIN_LETTERS)) >= _MIN_LETTERS
    return bool(doc.meta["vietnamese"])


@functools.lru_cache(maxsize=65536)
def fold(word: str) -> str:
    """A Vietnamese word in lower case without its tone and vowel marks ("Nguyễn" -> "nguyen", "Đạo" -> "dao")."""
    w = word.lower().replace("đ", "d")
    return "".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c))


@functools.cache
def _folded_words() -> frozenset[str]:
    """Vietnamese words without their marks: a phone-typed syllable ("nhieu", "dang nhap") is one of them."""
    return frozenset(fold(w) for w in languages.common_words("vi"))


_SYLLABLE_BREAK = re.compile(r"[ \t\-]+")
_WORD_BREAK = re.compile(r"[^\w'’]+")


def _syllables(value: str) -> list[str]:
    return [w for w in _SYLLABLE_BREAK.split(value) if w]


def _full_name(value: str) -> bool:
    """A listed surname and one to four syllables, each capitalised, in one casing (not "dang nhap", "Le THI")."""
    words = _syllables(value)
    return 2 <= len(words) <= 5 and fold(words[0]) in _SURNAMES and all(w[:1].isupper() for w in words) and (
        all(w.isupper() for w in words) or not any(w[1:].isupper() for w in words if "'" not in w))


def names_kept(doc: Doc, found: list[Span]) -> list[Span]:
    """In a Vietnamese note, the English reader's names that are one: a full name (:func:`_full_name`), a capitalised
    name after a title, kin word, chat time or table bar (:data:`_TITLE_BEFORE`) or a name's field
    (:data:`_FIELD_BEFORE`), or one with a word that is no Vietnamese syllable (a foreign name); not "Phương pháp",
    "Nam/Nữ", "Khoa", "K.Tim mạch", a title alone ("anh"), "chi nhieu"."""
    if not is_vietnamese(doc):
        return found
    text = doc.text
    words = _folded_words()
    out: list[Span] = []
    for sp in found:
        value = text[sp.start : sp.end]
        parts = [w for w in _WORD_BREAK.split(value) if len(w) > 1]
        if _DEPARTMENT_INITIAL.match(value) and not _full_name(value):
            continue  # "K.Tim mạch", "P.KHTH": a department's abbreviation ("Khoa", "Phòng")
        if _TITLE_WORD.fullmatch(value):
            continue  # "anh", "Chị": a title or a kin word alone
        cued = value[:1].isupper() and (_TITLE_BEFORE.search(text, max(0, sp.start - 24), sp.start) or (
            _FIELD_BEFORE.search(text, max(0, sp.start - 60), sp.start)))
        if not parts or _full_name(value) or any(fold(w) not in words for w in parts) or cued:
            out.append(sp)
    return out


# what :func:`names_kept` asks of a name's context: a title alone, a department's initial, a title or kin word right
# before it (not "Ghi chú:", a note's label), a chat line's time ("[07:20] ") or a table's bar, a name's field
_TITLE_WORD = re.compile(rf"(?:{_TITLES})")
_DEPARTMENT_INITIAL = re.compile(r"[KP]\.[ \t]?[A-ZĐ]")
_TITLE_BEFORE = re.compile(rf"(?<![\w.])(?<![Gg]hi[ \t])(?:{_TITLES})[ \t]{{1,2}}\Z|(?:^|\n)[ \t]*\[[0-9:/ \t,]{{4,20}}\][ \t]*\Z|\|[ \t]*\Z")
_FIELD_BEFORE = re.compile(r"(?i:họ[ \t]và[ \t]tên|họ[ \t]tên|tên)[^\n:]{0,40}:[ \t]*(?:[^\n:,]{0,12}[\-–][ \t]*)?\Z")


class VietnameseRecordRecognizer(Recognizer):
    """Names, addresses, facilities, ids and great ages of a record written in Vietnamese."""

    name = "vietnamese_record"
    labels = ("PATIENT_NAME", "CLINICIAN_NAME", "STREET_ADDRESS", "CITY", "FACILITY", "OTHER_ID", "HEALTH_PLAN_ID",
              "VEHICLE_ID", "AGE_OVER_89")

    def analyze(self, doc: Doc) -> list[Span]:
        if not is_vietnamese(doc):
            return []
        text = doc.text
        src = self.name
        out: list[Span] = []
        for m in _NAME_FIELD.finditer(text):
            value = m.group("v")
            if value not in _NOT_A_NAME and not all(fold(w) in _KIND_WORDS for w in _syllables(value)):
                out.append(Span(*m.span("v"), "PATIENT_NAME", src, 0.86))
        for m in _TITLED_NAME.finditer(text):
            a, b = m.span("v")
            words = _syllables(m.group("v"))
            if m.group("v") in _NOT_A_NAME or len(words) == 1 and len(words[0]) < 2:
                continue
            if fold(words[0]) in _KIND_WORDS and len(words) == 1:
                continue  # "BS Nội", "bà Khoa": a department, not a name
            staff = _STAFF_TITLE.match(m.group("t")) is not None
            out.append(Span(a, b, "CLINICIAN_NAME" if staff else "PATIENT_NAME", src, 0.84))
        for m in _UNIT_RE.finditer(text):
            unit = m.group("u")
            if unit in _ASCII_UNITS and not (m.group("v")[:1].isupper() and "," in text[m.end() : m.end() + 2]):
                continue  # (a phone-typed unit only before the next one: "ap Mai Hoa, xa Thien My")
            label = "CITY" if _CITY_UNITS.match(unit) else "STREET_ADDRESS"
            out.append(Span(m.start(), m.end(), label, src, 0.87))
        for m in _STREET.finditer(text):
            line_before = text[doc.line_start(m.start()) : m.start()]
            if m.group("v")[:1] in "nNhHkK" or _ADDRESS_FIELD_BEFORE.search(line_before) or _UNIT_AFTER.match(text, m.end()) or (
                    line_before.rstrip().endswith(("đ/c", "Đ/c", "ở", "tại"))):
                out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.87))
        for m in _FACILITY.finditer(text):
            # (the name ends before a dash, a department's: "Bệnh viện Đa khoa Trung ương Cần Thơ - K. Tim mạch")
            # (and before a lower-case word that is no kind word: "Bệnh viện Từ Dũ cho ...")
            words = list(itertools.takewhile(
                lambda t: t.group(0) not in ("-", "–") and not (t.group(0).islower() and fold(t.group(0)) not in _KIND_WORDS),
                _TOKEN.finditer(text, m.start("n"), m.end("n"))))
            while words and words[-1].group(0).islower():
                words.pop()
            while words and words[-1].group(0) == "&":
                words.pop()
            if not any(fold(w.group(0)) not in _KIND_WORDS and not w.group(0).isdigit() for w in words):
                continue  # "Bệnh viện Đa khoa", "Trung tâm Y tế": a kind of place, no name of its own
            out.append(Span(m.start(), words[-1].end(), "FACILITY", src, 0.88))
        for m in _ID_FIELD.finditer(text):
            v = m.group("v")
            if _DATE_SHAPE.fullmatch(v) or _NOT_ID_AFTER.match(text, m.end()):
                continue
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.86))
        out += [Span(*m.span("v"), "CITY", src, 0.86) for m in _TOWN_BEFORE_DATE.finditer(text)]
        out += [Span(m.start(), m.end(), "OTHER_ID", src, 0.85) for m in _CODE.finditer(text)
                if not _DATE_SHAPE.fullmatch(m.group(0))]
        out += [Span(m.start(), m.end(), "HEALTH_PLAN_ID", src, 0.9) for m in _BHYT.finditer(text)]
        out += [Span(m.start(), m.end(), "VEHICLE_ID", src, 0.9) for m in _PLATE.finditer(text)]
        for m in _AGE.finditer(text):
            out.append(Span(m.start(), m.end(), "AGE_OVER_89", src, 0.9) if m.group("a") else
                       Span(*m.span("b"), "AGE_OVER_89", src, 0.9))
        return out
