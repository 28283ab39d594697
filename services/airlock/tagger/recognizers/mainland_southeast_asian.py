"""Records written in Thai, Lao, Khmer and Burmese: a Bangkok discharge summary, an Isan referral slip, a Lao
medical certificate, a Cambodian health centre's referral, a Yangon discharge note, a LINE or Viber thread between a
ward and a family. Round 76 (round 75's part b).

These scripts write no space between words; a space ends a phrase. A name, a place or a number is read by the word
that heads it or the unit it ends with, and it runs to that phrase's end:

* a name after its title, glued or apart ("นายประเสริฐ แซ่ลิ้ม", "น.ส. วันเพ็ญ", "พว.สุภาวดี", "ທ້າວ ບຸນມີ ສີສຸວັນ",
  "លោកស្រី សុខ ចាន់ធី", "ဒေါ်အေးအေးခိုင်"), after a name field or a signature ("ชื่อ", "ลงชื่อ", "ຊື່", "ឈ្មោះ:",
  "လူနာအမည် ။"), before a kin word in brackets ("มะลิ แซ่มอ (แม่)"), and a Thai-Chinese or Hmong clan name
  ("หมี่ แซ่ย่าง"); a Thai nickname after "คุณ", "พี่", "น้อง" or "หมอ" only when the phrase is no verb ("พี่ต่าย", not
  "หมอจะโทร"); a Burmese name after "ဦး", "ကို" or "မ" only when every syllable is a name's ("ဦးကျော်ဝင်း", not
  "ဦးခေါင်း", the head);
* an address by its units: Thai "ต.", "อ.", "แขวง", "เขต", "บ้าน", "หมู่", "ถนน", "ซอย", Lao "ບ້ານ", "ເມືອງ", "ຖະໜົນ",
  Khmer "ភូមិ", "ឃុំ", "សង្កាត់", "ស្រុក", "ខណ្ឌ", "ផ្ទះលេខ", Burmese "-မြို့နယ်", "-ရွာ", "အမှတ် N၊ ... လမ်း"; a unit
  that is also a word ("เขต", zone; "บ้าน", home; "ស្រុក", country) only beside another unit or a province; a Thai
  postcode after its address; the capitals and big towns by name ("กรุงเทพฯ", "ນະຄອນຫຼວງວຽງຈັນ", "ភ្នំពេញ",
  "ရန်ကုန်", "မန္တလေး");
* a hospital, a clinic, a company, a foundation or a police station by its head word ("โรงพยาบาล...", "บริษัท ...
  จำกัด", "ໂຮງໝໍ...", "មន្ទីរពេទ្យ...", "...ဆေးရုံ");
* a number after its own number word ("เลขที่", "เลขประจำตัว", "ເລກທີ", "លេខ", "အမှတ်", "စမ"), a Thai identity
  number's groups, a Myanmar NRC ("12/ဗဟန(နိုင်)045678"), a number plate after "ทะเบียน";
* a phone number after its word ("โทร.", "ເບີໂທ", "ទូរស័ព្ទ", "ဖုန်း") and the Thai and Myanmar numbers' shapes;
* a date with its Khmer or Burmese month's name, a Thai date with "เดือน" or a month and a two-digit year; an age
  over 89 before its unit ("94 ปี", "93 ປີ", "92 နှစ်").

The reader runs only on a text holding twenty letters of these scripts or more; the native digits it reads are the
ASCII ones :mod:`airlock.tagger.native_digits` put in their place.
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, Recognizer, has_letters

_TH = "\u0e01-\u0e3a\u0e40-\u0e4e"
_LO = "\u0e81-\u0ebd\u0ec0-\u0ece\u0edc-\u0edf"
_KM = "\u1780-\u17d3\u17dd"
_MY = "\u1000-\u103f\u1050-\u109d"
_L = _TH + _LO + _KM + _MY
_LETTER = re.compile(f"[{_L}]")
_MIN_LETTERS = 20
_NB = rf"(?<![{_L}\w.])"
# a phrase: letters of these scripts (a Thai or Lao abbreviation's dot inside, "กรุงเทพฯ")
_PHRASE = rf"[{_L}](?:[{_L}]|\.(?=[{_L}]))*\.?"

# --- names -------------------------------------------------------------------------------------------------------
_TITLES_FORMAL = ("นางสาว|นาย(?!จ้าง|ทะเบียน|ก|หน้า|แพทย์|อำเภอ|ประกัน|ท่า|บ้าน|ด่าน)|นาง(?!พยาบาล|ฟ้า)|น\\.ส\\.|ด\\.ช\\.|"
                  "ด\\.ญ\\.|เด็กชาย|เด็กหญิง|นายแพทย์|แพทย์หญิง|นพ\\.|พญ\\.|ทพ\\.|ทพญ\\.|ภก\\.|ภญ\\.|พว\\.|ทนพ\\.|"
                  "ทนพญ\\.|จพ\\.|อสม\\.|ดร\\.|พ\\.ต\\.[ตทอ]\\.|ร\\.ต\\.[ตทอ]\\.|ด\\.ต\\.|ส\\.ต\\.[ตทอ]\\.|"
                  "ທ້າວ|ທ່ານນາງ|ນາງ|ດຣ\\.|ທ່ານໝໍ|ນາຍບ້ານ|"
                  "លោកស្រី|អ្នកស្រី|លោក(?!/)|កញ្ញា|កុមារី|កុមារ|វេជ្ជបណ្ឌិត|ឱសថការី|គិលានុបដ្ឋាយិកា|គិលានុបដ្ឋាក|"
                  "ဒေါက်တာ|ဒေါ်|စိုင်း|နန်း|ခွန်|ဆရာမ|သူနာပြု|မောင်")
# titles that are also words ("ທ່ານ", you; "ဦး", first; "ကို", the object's particle; "မ", not): their name is
# checked (a Lao or Khmer name of two words, a Burmese name's syllables)
_TITLES_WORDLIKE = "ທ່ານ|ອ້າຍ|ເອື້ອຍ|ລຸງ|ປ້າ|បង|ဦး|ကို|မ"
_TITLES_NICK = "คุณ|พี่|น้อง|หมอ|ยาย|ป้า|ลุง|เจ๊|ย่า"
# (a title glued to the verb before it: "ติดต่อคุณนิภาพร", contact Khun Niphaphon; "แจ้ง พญ."; a Khmer title always a
# space before its name: not "វេជ្ជបណ្ឌិតខាងក្រោមនេះ", the doctor below)
_GLUED_AFTER = "(?<=ติดต่อ)|(?<=แจ้ง)|(?<=โดย)|(?<=เรียน)|(?<=กับ)|(?<=ถึง)"
_TITLE_RE = re.compile(rf"(?:{_NB}|{_GLUED_AFTER})(?P<t>{_TITLES_FORMAL}|{_TITLES_WORDLIKE}|{_TITLES_NICK})(?:[ \t]|(?<![{_KM}])(?=[{_L}]))"
                       rf"(?=[{_L}])")
_DOCTORS = frozenset("นายแพทย์ แพทย์หญิง นพ. พญ. ทพ. ทพญ. ภก. ภญ. พว. ทนพ. ทนพญ. จพ. ดร. ດຣ. ທ່ານໝໍ វេជ្ជបណ្ឌិត "
                     "ឱសថការី គិលានុបដ្ឋាយិកា គិលានុបដ្ឋាក ဒေါက်တာ ဆရာမ သူနာပြု".split())
# a name's field or a signature, the name after it ("ชื่อ-สกุล", "ลงชื่อ", "ຊື່ ແລະ ນາມສະກຸນ:", "ឈ្មោះ:", "လူနာအမည် ။")
_FIELD_RE = re.compile(
    rf"{_NB}(?P<f>ชื่อ-สกุล|ชื่อ-นามสกุล|ชื่อผู้ป่วย|ชื่อบิดา|ชื่อมารดา|ลงชื่อ|ชื่อ|ผู้รับผิดชอบ|เจ้าหน้าที่เวชระเบียน|"
    r"เติมโดย|โดย|พยาบาล|ผู้ฉีด|ล่าม|ญาติ|ข้าพเจ้า|"
    r"ຊື່ ແລະ ນາມສະກຸນ|ຊື່ຄົນເຈັບ|ຜົວຊື່|ເມຍຊື່|ຊື່|ພິມໂດຍ|ພະຍາບານ|ຂ້າພະເຈົ້າ|"
    r"ឈ្មោះអ្នកជំងឺ|ម្តាយឈ្មោះ|ឪពុកឈ្មោះ|ឈ្មោះ|ឪពុក/ម្តាយ|អ្នកនាំមក|គ្រូពេទ្យ/អនុបណ្ឌិតពេទ្យ|គ្រូពេទ្យ|"
    r"လူနာအမည်|အဘအမည်|အမိအမည်|အမည်|ဆက်သွယ်ရန်|အုပ်ထိန်းသူ|ရေးသားသူ|လိုက်ပါသူ|ယာဉ်မောင်း|"
    r"ဘာသာပြန်|လာပြသူ)"
    rf"(?:[ \t]*[:။/|][ \t]*|[ \t]+)(?=[{_L}])")
# words that open no name: verbs, particles, roles, a record's other fields
_NOT_NAME_START = (
    "จะ ได้ ไม่ แล้ว มา ไป ให้ โทร กิน ที่ ของ และ กับ ว่า อยู่ เป็น คน ทุก ต้อง ช่วย ดู บอก ขอ ทำ ยัง มี หลับ นอน "
    "ป่วย เจ็บ ไข้ ลด เพิ่ม ดูด หาย ร้อง หอบ ตื่น ตำแย ค่ะ คะ ครับ นะ อายุ เพศ เบอร์ เลข วันที่ เวลา ผู้ ห้อง ความ หรือ จาก ส่ง ตำแหน่ง แพทย์ พยาบาล "
    "สามี ภรรยา บิดา มารดา ลูก ญาติ พยาน ล่าม อาชีพ สัญชาติ ศาสนา สถาน เตียง สิทธิ ถึง ประจำ เวร หัวหน้า ทีม "
    "ทั้ง เคย กำลัง ก็ คือ ถ้า เพื่อ ตาม ใน บน ช่วง หลัง ก่อน วัน เช้า บ่าย เย็น คืน ตอน รับ ตรวจ แจ้ง ใช้ "
    "ผล ยา รพ. โรง ศูนย์ ชั้น เขต ต. อ. จ. ตำบล อำเภอ จังหวัด หมู่ บ้าน ถนน ซอย ที่อยู่ "
    "ແລະ ຂອງ ໄດ້ ບໍ່ ແມ່ນ ມີ ຢູ່ ເປັນ ຈາກ ໄປ ມາ ໃຫ້ ອາຍຸ ເພດ ໂທ ເບີ ເລກ ວັນທີ ໂຮງໝໍ ພະແນກ ຫົວໜ້າ ຄົນເຈັບ "
    "ທີ່ ຈະ ກໍ ເຈົ້າ ຂໍ ບ້ານ ເມືອງ ແຂວງ ຜູ້ "
    "និង របស់ បាន មិន មាន នៅ ជា ពី ទៅ មក ឲ្យ អាយុ ភេទ ទូរស័ព្ទ លេខ ថ្ងៃ មន្ទីរ ប្រធាន ផ្នែក អ្នក ខ្ញុំ សូម "
    "ភូមិ ឃុំ ស្រុក ខេត្ត ដែល ត្រូវ "
    "နှင့် ၏ သည် ကို မှာ က ပါ အသက် ကျား ဖုန်း ဆေး လူနာ ဌာန".split())
_NOT_NAME_WORD = frozenset(_NOT_NAME_START) | frozenset(
    "ถึงแก่กรรม ห้องคลอด เวชระเบียน ประกันสังคม ผู้ป่วย ผู้ตาย ผู้แทนโดยชอบธรรม ครบ ส่งเวร round "
    "ແພດຊ່ຽວຊານ ພະຍາບານ ຄົນຂັບ ນັກວິທະຍາສາດການແພດ "
    "ហត្ថលេខា អាយុ ប្រតិបត្តិ".split())
_PARTICLES_END = re.compile("(?:ค่ะ|คะ|ครับ|นะ|จ้ะ|จ้า|ไหม|จะ|ด้วย|ได้)+$")
# kin words in brackets after a name ("(แม่)", "(ພໍ່)", "(ម្តាយ)", "(သား)")
_KIN = ("แม่|พ่อ|สามี|ภรรยา|ลูกชาย|ลูกสาว|ลูก|ยาย|ย่า|ตา|ปู่|หลาน|พี่สาว|พี่ชาย|น้องสาว|น้องชาย|แม่สามี|พ่อสามี|อสม\\.|"
        "ພໍ່|ແມ່|ຜົວ|ເມຍ|ລູກ|ម្តាយ|ម្ដាយ|ឪពុក|ប្តី|ប្ដី|ប្រពន្ធ|កូន|သား|သမီး|မိခင်|ဖခင်|ခင်ပွန်း|ဇနီး|မြေး")
_KIN_AFTER_RE = re.compile(rf"(?P<n>[{_L}]{{2,25}}(?:[ \t][{_L}]{{2,25}})?)[ \t]*\((?:{_KIN})\)")
# a Thai-Chinese or Hmong clan name after the given name ("หมี่ แซ่ย่าง", "ต้วย แซ่ย่าง")
_CLAN_RE = re.compile(rf"(?<![{_L}])(?P<n>[{_TH}]{{2,20}}[ \t]แซ่[{_TH}]{{1,10}})(?![{_TH}])")
# a nurse's sign-off at a ward note's end ("-- นก", "-- ต้น (พยาบาลชาย)")
_SIGN_OFF_RE = re.compile(rf"(?m)--[ \t]*(?P<n>[{_TH}]{{1,12}})(?=[ \t]*(?:$|\(|->))")

# Burmese syllables of given names ("အေး", "ကျော်", "ဝင်း", "သီတာ"), for a name after a title that is also a word
_MY_NAME_SYLLABLES = frozenset(
    "အေး ခိုင် သိန်း ကျော် ဝင်း ဇော် မင်း ထွန်း သက် ထား ဝေ စိုး အောင် မိုး ခမ်း လှ မြင့် စန်း ခင် စော သီ တာ လင်း "
    "ထက် မောင် သန်း ဘ ထူး ဂျာ စိန် နွယ် နွေ ညို ဦး နိုင် ဖြိုး ပိုင် ဆွေ ရီ ယု မြ မီ သူ ဇင် ဟန် ထိုက် ရဲ နန္ဒာ "
    "ကြည် ငြိမ်း ချို ချစ် စု ဆု သဇင် ဇာ နီ နု ပြည့် ဖူး ဘို ဘိုး မာ မူ မေ မျိုး ယဉ် ရတနာ ရွှေ လွင် ဝါ "
    "သော် သင်း သန္တာ သွယ် ဟိန်း အိ အိမ် အင် ကြူ ကြိုင် ခွန် ငွေ စံ ဆန်း ညွန့် တင် တိုး ထွေး ဒါ ဒေါင် နော် "
    "ပို ပြုံး ဖြူ မြတ် မွန် ယဉ် ရှင် လေး ဝိုင်း သော သိန္ဓု ဟေမာ ဥ ဥမ္မာ ကေ ချမ်း ဇေ ဇွန် ထွေ".split())

# --- places ------------------------------------------------------------------------------------------------------
# (kind, label, strong): a unit glued to or a space before its name; a weak one ("เขต", zone; "บ้าน", home;
# "ស្រុក", country) only beside another unit on its line
_UNITS = (
    ("ตำบล", "CITY", True), ("ต.", "CITY", False), ("แขวง", "CITY", True), ("อำเภอ", "COUNTY", True),
    ("อ.", "COUNTY", False), ("เขต", "COUNTY", False), ("หมู่บ้าน", "CITY", False), ("บ้าน", "CITY", False),
    ("ບ້ານ", "CITY", False), ("ເມືອງ", "COUNTY", False),
    ("ភូមិ", "CITY", False), ("ឃុំ", "CITY", True), ("សង្កាត់", "CITY", True), ("ស្រុក", "COUNTY", False),
    ("ខណ្ឌ", "COUNTY", True), ("ក្រុង", "CITY", False),
)
_UNIT_RE = re.compile(rf"{_NB}(?P<k>{'|'.join(re.escape(u) for u, _, _ in _UNITS)})[ \t]?(?P<n>[{_L}][{_L}.]*)")
_UNIT_KIND = {u: (label, strong) for u, label, strong in _UNITS}
# a province, a first-level region: not a Safe Harbor place, but it tells an address's line
_PROVINCE_RE = re.compile(rf"{_NB}(?:จ\.|จังหวัด|ແຂວງ|ខេត្ត|រាជធានី)[ \t]?[{_L}]")
# a Burmese township, village, village tract or town by its ending ("ဗဟန်းမြို့နယ်", "နောင်ချိုရွာ", "လားရှိုးမြို့")
_MY_UNIT_RE = re.compile(rf"(?<![{_MY}])(?P<n>[{_MY}]{{2,30}}?(?P<k>မြို့နယ်|ကျေးရွာအုပ်စု|ကျေးရွာ|ရွာ|မြို့))(?![{_MY}])")
_BIG_TOWNS = frozenset(
    "กรุงเทพฯ กรุงเทพ กรุงเทพมหานคร กทม. โคราช มหาชัย หาดใหญ่ แม่สอด แม่สาย ท่าขี้เหล็ก "
    "ນະຄອນຫຼວງວຽງຈັນ ວຽງຈັນ ຫຼວງພະບາງ ປາກເຊ ສະຫວັນນະເຂດ "
    "រាជធានីភ្នំពេញ ភ្នំពេញ ក្រុងបាត់ដំបង សៀមរាប "
    "ရန်ကုန် မန္တလေး လားရှိုး ပြင်ဦးလွင် မြစ်ကြီးနား မြဝတီ ဖားကန့် တောင်ကြီး မော်လမြိုင် နေပြည်တော်".split())
_TOWN_RE = re.compile(rf"(?<![{_L}])(?P<n>{'|'.join(sorted((re.escape(t) for t in _BIG_TOWNS), key=len, reverse=True))})"
                      rf"(?![{_L}])")
# a Thai house and its village group, road or lane ("12 หมู่ 7", "45/12 ซอยรามอินทรา 14", "212/9 ถ.ห้วยแก้ว"), a
# road or a lane by its head ("ถนนพหลโยธิน"), a Lao house and unit, a road ("087 ໜ່ວຍ 12", "ຖະໜົນມະໂຫສົດ"), a Khmer
# house and street ("ផ្ទះលេខ 12 ផ្លូវ 271"), a Burmese house and street ("အမှတ် 14၊ ကန်ပတ်လမ်း", "35 လမ်း၊ 62 x 63
# လမ်းကြား")
_STREET_RE = re.compile(
    rf"(?<![\d/{_L}])(?P<v>\d{{1,4}}(?:/\d{{1,4}})?[ \t]*(?:หมู่|ม\.)[ \t]?\d{{1,2}}(?!\d)"
    rf"|\d{{1,4}}(?:/\d{{1,4}})?[ \t]+(?:ถนน|ถ\.|ซอย|ซ\.|หมู่บ้าน)[ \t]?[{_TH}][{_TH}.]*(?:[ \t]\d{{1,3}}(?![\d/]))?"
    rf"(?:[ \t]ปี)?"
    rf"|\d{{1,4}}[ \t]ໜ່ວຍ[ \t]\d{{1,3}}"
    rf"|ផ្ទះលេខ[ \t]?\d{{1,4}}[A-Z]?(?:[ \t]?ផ្លូវ[ \t]?\d{{1,4}}[A-Z]?)?"
    rf"|အမှတ်[ \t]?\d{{1,4}}(?:/\d{{1,3}})?[ \t]?၊[ \t]?(?:\d{{1,3}}[ \t]?)?[{_MY}]{{0,20}}လမ်း"
    rf"|\d{{1,3}}[ \t]?လမ်း၊[ \t]?\d{{1,3}}[ \t]?x[ \t]?\d{{1,3}}[ \t]?လမ်းကြား"
    rf"|\d{{1,3}}[ \t]လမ်း(?=၊))"
    rf"|(?<![{_L}])(?P<r>(?:ถนน|ถ\.|ซอย|ซ\.)[{_TH}]{{2,}}[{_TH}.]*(?:[ \t]\d{{1,3}}(?![\d/]))?|ຖະໜົນ[{_LO}]{{2,}})")
_VILLAGE_GROUP_RE = re.compile(rf"(?<![\d{_L}])(?P<v>(?:หมู่|ม\.)[ \t]?\d{{1,2}})(?!\d)")
_POSTCODE_RE = re.compile(r"(?<![\d\-/.])(?P<v>[1-9]\d{4})(?![\d\-/])")

# --- facilities ----------------------------------------------------------------------------------------------------
_FACILITY_HEAD_RE = re.compile(
    rf"(?<![{_L}\w./])(?P<v>(?:โรงพยาบาล|สหคลินิก|คลินิก|มูลนิธิ|สถานีตำรวจภูธร|สภ\.|สสอ\.|สสจ\.|ตึก|ตลาด|สำนักงาน|"
    r"สำนักทะเบียน|ธนาคาร|"
    r"ໂຮງໝໍ|ຮມ\.|ທະນາຄານ|មន្ទីរពេទ្យ|មណ្ឌលសុខភាព|គ្លីនិក)"
    rf"(?!(?:ชุมชน|ศูนย์|ทั่วไป|เอกชน|รัฐ|จังหวัด|อำเภอ|นอก|ต้นสังกัด|แห่ง|เคลื่อนที่|ແຂວງ|ເມືອງ|ខេត្ត)(?![{_L}]))"
    rf"[ \t]?[{_L}][{_L}.]+(?:[ \t](?:อินเตอร์เนชั่นแนล|ขอนแก่น|[{_L}]+-[{_L}]+|\d{{2,3}}[ \t]ຕຽງ))?)")
_COMPANY_RE = re.compile(rf"{_NB}(?P<v>(?:บริษัท|ห้างหุ้นส่วนจำกัด)[ \t][^\n]{{2,60}}?[ \t]จำกัด(?:[ \t]\(มหาชน\))?)")
_MY_FACILITY_RE = re.compile(
    rf"(?<![{_MY}])(?P<v>(?:[{_MY}]{{2,30}}[ \t])?[{_MY}]{{0,30}}?(?:ပြည်သူ့ဆေးရုံကြီး|ပြည်သူ့ဆေးရုံ|ဆေးရုံကြီး|ဆေးရုံ|"
    rf"ဆေးခန်း|ဓာတ်ခွဲခန်း|စမ်းသပ်ခန်း))(?![{_MY}])")
_MY_FACILITY_KIND = re.compile("(?:ပြည်သူ့|အထူးကု)?(?:ဆေးရုံကြီး|ဆေးရုံ|ဆေးခန်း|ဓာတ်ခွဲခန်း|စမ်းသပ်ခန်း)")
_NEGATION = re.compile("ไม่|ບໍ່|មិន")
_NOT_FACILITY_NAME = re.compile("^(?:အထူးကု|ဒီ|ထို|ယခု|အခြား|ကျန်းမာရေး|ဆေးရုံ|သို့)")

# --- numbers -------------------------------------------------------------------------------------------------------
_CODE = r"[A-Z0-9](?:[A-Z0-9]|[\-/.](?=[A-Z0-9])){2,24}"
# (a number word that ends a longer field may be glued to it: "ใบอนุญาตทำงานเลขที่", "ບັດປະຈຳຕົວເລກທີ",
# "អត្តសញ្ញាណប័ណ្ណលេខ"; a script's abbreviation between the word and the number, "លេខចុះបញ្ជី គ.វ.ក MD-04418")
_NUMBER_WORD_RE = re.compile(
    rf"(?:(?P<g>เลขที่|ເລກທີ|លេខ)|{_NB}(?P<f>เลขที่บัญชีนายจ้าง|เลขที่บัญชี|เลขที่รับเรื่อง|เลขที่เรื่อง|เลขที่ส่งต่อ|ใบส่งตัวเลขที่|เลขประจำตัว|เลขที่|เล่มที่|"
    r"รหัสสถานพยาบาล|ทะเบียนเลขที่|คดีอาญาที่|บัตรผ่านแดน|ท\.น\.|ว\.|ภ\.|ร\.|AN|HN|"
    r"ເລກທີ|ລະຫັດແພດ|ລະຫັດສະມາຊິກ|ລະຫັດ|ເລກ|"
    r"លេខកត់ត្រា|លេខចុះបញ្ជី|លេខ|ករណីលេខ|"
    r"နံပါတ်|စာအမှတ်|စမ|မှတ်ပုံတင်|ယာဉ်အမှတ်|In-patient No\.|IDPoor\)?|NSSF\)?|ตอนหนึ่ง))"
    rf"(?:[ \t]*\([^)\n]{{1,12}}\))?(?:[ \t]*[:။.]?[ \t]*)(?:[{_L}]\.(?:[{_L}]\.?){{1,4}}[ \t])?"
    rf"(?P<v>(?:[A-Z]{{1,5}}[ \t\-])?{_CODE}(?:/[{_L}.]{{2,8}})?|[{_TH}]{{1,3}}\.?\d{{3,}}(?:/\d{{2,4}})?|\d{{2,}})"
    rf"(?![\w])")
_NOT_NUMBER_FIELD = re.compile("(?:ทะเบียนบ้าน|ບ້ານ|ទូរស័ព្ទ)$")
_THAI_ID_RE = re.compile(r"(?<![\d\-])(?P<v>\d-\d{4}-\d{5}-\d{2}-\d|\d{2}-\d{4}-\d{5}-\d{2}-\d|\d \d{4} \d{5} \d{2} \d)"
                         r"(?![\d\-])")
_NRC_RE = re.compile(rf"(?<![\d/])(?P<v>\d{{1,2}}/[{_MY}A-Za-z]{{2,12}}\((?:နိုင်|N|ဧည့်|E)\)\d{{6}})(?!\d)")
_PLATE_RE = re.compile(rf"(?:ทะเบียน|ທະບຽນ|ស្លាកលេខ|scooter|ယာဉ်)[ \t]+(?P<v>\d?[{_TH}{_LO}]{{1,3}}[ \t]?\d{{3,4}}"
                       rf"(?:[ \t](?:[{_TH}]{{3,20}}))?|[{_KM}]{{3,20}}[ \t]\d[A-Z]-\d{{4}}|\d[{_MY}][ \t]?/[ \t]?\d{{4}})")

# --- phones, dates, ages -------------------------------------------------------------------------------------------
_PHONE_WORD_RE = re.compile(
    r"(?:โทร\.?|โทรศัพท์|โทรสาร|เบอร์|มือถือ|ติดต่อ[^\s\d]{0,14}|ເບີໂທ[^\s\d]{0,20}|ໂທ|ໂທລະສັບ|ទូរស័ព្ទ|លេខទូរស័ព្ទ|"
    r"ဖုန်း|PICU|Tel\.?)[ \t]*:?[ \t]*(?P<v>\+?\d[\d \-]{6,14}\d)(?![\d\-])")
_PHONE_SHAPE_RE = re.compile(r"(?<![\d\-/.+])(?P<v>0\d-\d{3}-\d{4}|0 \d{4} \d{4}|09[ \-]?\d{3,4}[ \-]?\d{4,5}|"
                             r"020[ \-]?\d{4}[ \-]?\d{4}|0\d{2}[ \-]\d{3}[ \-]\d{3,4})(?![\d\-/])")
# a LINE, Telegram or Viber account after its app's name ("LINE @lannalab", "ID: @kokreferral", "Line ส่วนตัวผม
# kritsada.pw")
_HANDLE_RE = re.compile(r"(?:LINE|Line|Telegram|Viber|ID)[ \t]*:?[ \t]*(?:[^\s\d@]{1,12}[ \t])?"
                        r"(?P<v>@[A-Za-z0-9_.\-]{3,30}|[a-z][a-z0-9_]{2,20}\.[a-z]{1,6})(?![\w@])")
_KHMER_MONTHS = "មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ"
_MY_MONTHS = ("ဇန်နဝါရီ|ဖေဖော်ဝါရီ|မတ်|ဧပြီ|မေ|ဇွန်|ဇူလိုင်|ဩဂုတ်|သြဂုတ်|စက်တင်ဘာ|အောက်တိုဘာ|နိုဝင်ဘာ|ဒီဇင်ဘာ")
_TH_MONTHS = ("มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|"
              r"ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.")
_DATE_RE = re.compile(
    rf"(?P<v>(?:ថ្ងៃទី[ \t]?)?(?:3[01]|[12]\d|0?[1-9])[ \t]?ខែ[ \t]?(?:{_KHMER_MONTHS})(?:[ \t]?ឆ្នាំ[ \t]?(?:19|20)\d{{2}})?"
    rf"|(?:19|20)\d{{2}}[ \t]?ခုနှစ်[ \t]?(?:{_MY_MONTHS})လ(?:[ \t]?(?:3[01]|[12]\d|0?[1-9])[ \t]?ရက်)?"
    rf"|(?:19|20)\d{{2}}[ \t](?:{_MY_MONTHS})(?![{_MY}])"
    rf"|(?:3[01]|[12]\d|0?[1-9])[ \t]เดือน[ \t]?(?:{_TH_MONTHS})(?:[ \t]?(?:พ\.ศ\.)?[ \t]?25\d{{2}})?"
    rf"|(?<![\d.])(?:{_TH_MONTHS})[ \t]?(?:25)?[5-7]\d(?!\d)"
    rf"|(?<![\d/.])(?:0[1-9]|1[0-2])/[5-7]\d(?![\d/])(?=[ \t]*(?:\t|$)))", re.M)
_AGE_RE = re.compile(rf"(?<![\d.])(?P<v>(?:9\d|1[01]\d)[ \t]?(?:ปี|ປີ|နှစ်|ឆ្នាំ))(?![{_L}])"
                     rf"|(?:แม่ตู้|ແມ່ຕູ້|อายุ|ອາຍຸ|အသက်|អាយុ:?)[ \t]?(?P<w>(?:9\d|1[01]\d)(?:[ \t]?(?:ปี|ປີ|နှစ်|ឆ្នាំ)(?![{_L}]))?)(?![\d.])")


class MainlandSoutheastAsianRecordRecognizer(Recognizer):
    """Names, addresses, places of care, numbers, phones, dates and ages of a record written in Thai, Lao, Khmer or
    Burmese (see the module's docstring)."""

    name = "mainland_sea_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE",
              "FACILITY", "OTHER_ID", "VEHICLE_ID", "PHONE", "DATE", "AGE_OVER_89")

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if not has_letters(text, _LETTER, _MIN_LETTERS):
            return []
        src = self.name
        out = _names(text, src)
        out += _places(text, src)
        out += _facilities(text, src)
        out += _numbers(text, src)
        for rx in (_PHONE_WORD_RE, _PHONE_SHAPE_RE):
            for m in rx.finditer(text):
                if sum(c.isdigit() for c in m.group("v")) >= 8:
                    out.append(Span(*m.span("v"), "PHONE", src, 0.8))
        for m in _HANDLE_RE.finditer(text):
            out.append(Span(*m.span("v"), "URL", src, 0.8))
        for m in _DATE_RE.finditer(text):
            out.append(Span(*m.span("v"), "DATE", src, 0.85))
        for m in _AGE_RE.finditer(text):
            out.append(Span(*m.span("v" if m.group("v") else "w"), "AGE_OVER_89", src, 0.85))
        return out


_PHRASE_RE = re.compile(_PHRASE)
_NEXT_PHRASE_RE = re.compile(rf"[ \t](?P<w>{_PHRASE})(?![\w\d])")
# the words that open no name, by their first letter, as prefixes of a longer phrase ("จะโทรคุย", "ลดลง")
_NOT_NAME_PREFIXES_BY_CHAR: dict[str, tuple[str, ...]] = {}
for _w in sorted(w for w in _NOT_NAME_START if len(w) >= 2):
    _NOT_NAME_PREFIXES_BY_CHAR[_w[0]] = (*_NOT_NAME_PREFIXES_BY_CHAR.get(_w[0], ()), _w)
_NICK_TITLES = frozenset(_TITLES_NICK.split("|"))
_WORDLIKE_TITLES = frozenset(_TITLES_WORDLIKE.split("|"))
_MY_TITLE = re.compile(f"[{_MY}]")


def _phrase_end(text: str, pos: int) -> int:
    m = _PHRASE_RE.match(text, pos)
    return m.end() if m else pos


def _is_name_word(word: str) -> bool:
    return (1 <= len(word) <= 25 and word not in _NOT_NAME_WORD and not word.endswith(".")
            and not any(word.startswith(w) and len(word) > len(w) + 1
                        for w in _NOT_NAME_PREFIXES_BY_CHAR.get(word[0], ())))


def _words_after(text: str, pos: int, most: int) -> tuple[int, int] | None:
    """One or ``most`` name words from ``pos`` (a space between them), each a phrase that opens no verb or field."""
    end = _phrase_end(text, pos)
    first = text[pos:end]
    stripped = _PARTICLES_END.sub("", first)
    if len(stripped) < 1 or not _is_name_word(stripped):
        return None
    end = pos + len(stripped)
    if most > 1 and end == pos + len(first):
        nxt = _NEXT_PHRASE_RE.match(text, end)
        if nxt and _is_name_word(nxt.group("w")) and len(nxt.group("w")) >= 2:
            end = nxt.end("w")
    return pos, end


def _my_syllables(word: str) -> list[str]:
    """A Burmese word cut at each consonant that begins a syllable (one not killed by asat nor stacked)."""
    out: list[str] = []
    for i, ch in enumerate(word):
        base = "\u1000" <= ch <= "\u102a" or ch == "\u103f"
        nxt = word[i + 1] if i + 1 < len(word) else ""
        prev = word[i - 1] if i else ""
        if base and nxt not in ("\u103a", "\u1039") and prev != "\u1039" or not out:
            out.append(ch)
        else:
            out[-1] += ch
    return out


def _names(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _TITLE_RE.finditer(text):
        title = m.group("t")
        pos = m.end()
        if title in _NICK_TITLES:
            found = _words_after(text, pos, 1)
            if found and found[1] - found[0] > 12:
                found = None
        elif _MY_TITLE.match(title):  # (a Burmese title: its name's syllables are checked)
            end = _phrase_end(text, pos)
            word = text[pos:end]
            sylls = _my_syllables(word)
            ok = bool(sylls) and len(sylls) <= 5 and (
                title in ("ဒေါက်တာ", "ဒေါ်", "စိုင်း", "နန်း", "ခွန်") and word not in _NOT_NAME_WORD
                or all(s in _MY_NAME_SYLLABLES for s in sylls))
            found = (pos, end) if ok else None
        elif title in _WORDLIKE_TITLES:
            found = _words_after(text, pos, 2)
            if found and " " not in text[found[0]:found[1]] and title in ("ທ່ານ", "បង"):
                found = None
        else:
            found = _words_after(text, pos, 2)
        if found:
            label = "CLINICIAN_NAME" if title in _DOCTORS else "PATIENT_NAME"
            out.append(Span(*found, label, src, 0.8))
    for m in _FIELD_RE.finditer(text):
        if _TITLE_RE.match(text, m.end()):
            continue
        found = _words_after(text, m.end(), 2)
        if found:
            label = "CLINICIAN_NAME" if m.group("f") in ("พยาบาล", "ພະຍາບານ", "ผู้ฉีด") else "PATIENT_NAME"
            out.append(Span(*found, label, src, 0.75))
    for m in _KIN_AFTER_RE.finditer(text):
        start = m.start("n")
        words = m.group("n").split()
        if all(_is_name_word(w) for w in words):
            out.append(Span(start, m.end("n"), "RELATIVE_NAME", src, 0.75))
    for rx in (_CLAN_RE, _SIGN_OFF_RE):
        for m in rx.finditer(text):
            if all(_is_name_word(w) for w in m.group("n").split()[:1]):
                out.append(Span(*m.span("n"), "PATIENT_NAME" if rx is _CLAN_RE else "CLINICIAN_NAME", src, 0.75))
    return out


def _places(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    units = list(_UNIT_RE.finditer(text))
    provinces = [m.start() for m in _PROVINCE_RE.finditer(text)]
    anchors = [m.start() for m in units] + provinces + [m.start() for m in _TOWN_RE.finditer(text)]
    for m in units:
        label, strong = _UNIT_KIND[m.group("k")]
        name = m.group("n").rstrip(".")
        if len(name) < 2 or name in _NOT_NAME_WORD or name.startswith(("เลขที่", "พัก", "เกิด", "ของ", "ที่")):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        beside = any(line_start <= a < line_end and a != m.start() and abs(a - m.start()) < 60 for a in anchors)
        if strong or beside:
            out.append(Span(m.start(), m.start("n") + len(name), label, src, 0.8))
    for m in _MY_UNIT_RE.finditer(text):
        label = "COUNTY" if m.group("k") == "မြို့နယ်" else "CITY"
        if len(m.group("n")) > len(m.group("k")) + 1:
            out.append(Span(*m.span("n"), label, src, 0.8))
    for m in _TOWN_RE.finditer(text):
        out.append(Span(*m.span("n"), "CITY", src, 0.8))
    for m in _STREET_RE.finditer(text):
        g = "v" if m.group("v") else "r"
        out.append(Span(*m.span(g), "STREET_ADDRESS", src, 0.8))
    for m in _VILLAGE_GROUP_RE.finditer(text):
        after = text[m.end():m.end() + 30]
        if re.match(r"[ \t,]*(?:ต\.|ตำบล|บ้าน|ບ້ານ)", after) or re.search(rf"(?:บ้าน[{_TH}]+|ທີ່ຢູ່:?)[ \t]*$",
                                                                          text[max(0, m.start() - 30):m.start()]):
            out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.75))
    places = [s for s in out if s.label in ("CITY", "COUNTY")] + [
        Span(m.start(), m.end(), "CITY", src, 0.0) for m in _PROVINCE_RE.finditer(text)]
    for m in _POSTCODE_RE.finditer(text):
        head = text[max(0, m.start() - 40):m.start()]
        if "\n" in head:
            head = head[head.rfind("\n") + 1:]
        if re.search(rf"[{_L}][ \t]{{1,3}}$", head) and any(
                s.end <= m.start() and m.start() - s.end < 40 for s in places):
            out.append(Span(*m.span("v"), "POSTCODE", src, 0.8))
    return out


def _facilities(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for rx in (_FACILITY_HEAD_RE, _COMPANY_RE):
        for m in rx.finditer(text):
            # (a sentence, not a name: "ໂຮງໝໍເມືອງບໍ່ມີ", the district hospital has none)
            if _NEGATION.search(m.group("v")) is None:
                out.append(Span(*m.span("v"), "FACILITY", src, 0.8))
    for m in _MY_FACILITY_RE.finditer(text):
        v = m.group("v")
        if _NOT_FACILITY_NAME.match(v) is None and _MY_FACILITY_KIND.fullmatch(v) is None:
            out.append(Span(*m.span("v"), "FACILITY", src, 0.8))
    return out


def _numbers(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _NUMBER_WORD_RE.finditer(text):
        v = m.group("v")
        field = m.group("f") or m.group("g")
        # (a certificate's book number only with its three digits or more: not "เล่มที่ 14")
        if (sum(c.isdigit() for c in v) < (3 if field == "เล่มที่" else 2)
                or _NOT_NUMBER_FIELD.search(text[max(0, m.start() - 12):m.end("f" if m.group("f") else "g")])):
            continue
        out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
    for rx in (_THAI_ID_RE, _NRC_RE):
        for m in rx.finditer(text):
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.85))
    for m in _PLATE_RE.finditer(text):
        out.append(Span(*m.span("v"), "VEHICLE_ID", src, 0.8))
    return out

