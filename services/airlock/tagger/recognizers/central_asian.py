"""Records written in Kazakh, Kyrgyz, Uzbek, Tajik, Turkmen, Azerbaijani and Mongolian: an Almaty discharge summary,
a Naryn referral, a Tashkent sick note, a Khorugh outpatient card, an Ashgabat lab report, a Baku consent form, an
Arkhangai death certificate, a Moscow clinic's card for a Tajik labour migrant. Round 78 (round 77's part b).

Their Russian words, Latin names and phones are read by the other recognizers; what those miss are the region's own
shapes:

* a surname by its ending ("Сәрсенбаева", "Ғафуров", "Çaryýewa", "Hojamuhammedow", "Раҳимзода") before initials or a
  given name ("Сәрсенбаева А.Қ.", "Annaýewa Ogulgerek Batyrowna"); three names ending in a patronymic ("Сейітқали
  Гүлназ Бақытжанқызы", "Qasımov Ramil Tofiq oğlu"); a Mongolian name after its field ("Ургийн овог: Хуасай") or as a
  nurse's signature between slashes ("/С.О./"); a given name after a kin word or a role ("занаш Мавзуна", "жолооч
  Ганзориг", "Terjimeçi: Aýna Hojaýewa");
* a town before its word ("Алматы қ.", "Toshkent sh.", "Bakı ş.", "Улаанбаатар хот") or after it ("ш. Хоруғ"), a
  town of :func:`lexicons.central_asian_towns` in any case ("Aşgabatda", "Мөрөнд", "Moskvadadır"); a district, a
  village or a neighbourhood with its word ("Әуезов ауданы", "Nəsimi r-nu", "Köpetdag etraby", "Баянзүрх дүүрэг",
  "26-р хороо", "Qatortol MFY", "Ақсукент ауылы", "маҳаллаи Университет", "деҳаи Анзоб"); a street and its house and
  flat ("Абай даңғылы, 145-үй, 12-пәтер", "Atatürk köç., 82-nji jaý, 15-nji öý", "кӯчаи Гагарин 14, хонаи 9");
* a hospital, a school or a company by its head word ("Toshkent shahar 1-son klinik shifoxonasi", "Нарын облустук
  бириккен ооруканасы", "Mary welaýat köpugurly hassahanasy", "Беморхонаи клиникии вилоятии ВМКБ") or in quotation
  marks beside its legal form or head word ("«ҚазТемірЖолСервис» ЖШС", "«Жүрек» кардиологиялық орталығы");
* a number after its field ("ЖСН", "ПИН", "JShShIR", "FİN", "Pasport", "Шиноснома", "Регистрийн дугаар", "№"), an
  individual number's shape (a Kazakh IIN, a Kyrgyz or Uzbek PIN, a Mongolian register number "ЧЕ78110415", an
  Azerbaijani FIN "6HKT2L9"), the region's car plates ("485 AOT 17", "08 417 ABM", "MR 4417 AC", "2741 ХӨА");
* a date with the languages' months ("14-fevral 2024-yil", "2024-жылдын 22-апрели", "2024 жылғы 9 ақпан",
  "2024-nji ýylyň 18-nji martynda", "2024 оны 2 сарын 19"), a day and month without the year ("ЭКГ (04.03)");
  an age over 89 ("92 jasta", "94 yaş", "91-сола", "92 настай", "Jasy: 92"); a Mongolian phone ("9908-4471"), an
  old city number with its code ("(03522) 5-14-87"), a Telegram account.

The reader runs only on a text holding three letters or marks of these languages or more (Kazakh "ә", "қ", "ұ",
Mongolian "ө", Tajik "ҳ", "ӣ", Azerbaijani "ə", Turkmen "ý", "ň", Uzbek "o'" and "g'"), or five Uzbek "o'" and "g'" in
a text of ASCII letters only: a Russian, Ukrainian, Turkish or English record returns at once.
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer, has_letters, has_matches

_CU = "А-ЯЁӘҒҚҢӨҰҮҺІӢӮҲҶЎ"
_CL = "а-яёәғқңөұүһіӣӯҳҷў"
_LU = "A-ZÄÇĞİÖŞÜÝŇŽƏÁÓÚÍǴŃ"
_LL = "a-zäçğıöşüýňžəáóúíǵń"
_UP = _CU + _LU
_LO = _CL + _LL
_AP = "'ʻʼ’‘"
# (Turkmen "ý" before a vowel and "ň" after one: Czech, Slovak and Vietnamese write "ý" as a vowel, "který", "đăng ký";
# Kazakh Latin "ǵ", and "ý" or "ı" after a vowel, "aýdany", "keıin")
_CUE = re.compile(rf"[әғқңөұүһӣӯҳҷӘҒҚҢӨҰҮҺӢӮҲҶəƏǵǴ]|[ýÝ](?=[aeiouyäöü])|(?<=[yiüuöä])ň|(?<=[aeoáóú])[ýı]"
                  rf"|(?<=[oOgG])[{_AP}](?=[a-z])")
_MIN_CUES = 3
# an Uzbek record in plain ASCII letters has only its "o'" and "g'" ("o'rtacha", "og'ir", "Farg'ona"; not "o'clock")
_ASCII_CUE = re.compile(r"(?<![A-Za-z])[Oo]'(?!clock)[a-z]{2}|[a-z]g'[a-z]|[a-z]o'[a-z]")
_MIN_ASCII_CUES = 5
_T = "[ \t\u00a0]"
_NB = rf"(?<![{_UP}{_LO}\w.\-/@])"  # no letter, dot, hyphen, slash or "@" before a match
_NA = rf"(?![{_UP}{_LO}\w])"  # no letter after a match
_LOW = rf"(?:[{_LO}]|[{_AP}](?=[{_LO}]))"
_WORD = rf"[{_UP}{_LO}]{_LOW}*(?:-[{_UP}{_LO}]{_LOW}*)?"
# a capitalised word of two letters or more, its hyphened part a word or a number ("Ат-Башы", "Қайтпас-2")
_CAP = rf"[{_UP}]{_LOW}+(?:-(?:[{_UP}{_LO}]{_LOW}+|\d{{1,3}}))?"

# --- names -------------------------------------------------------------------------------------------------------
# a surname's ending: Russian-built ("-ов", "-ева"; in Turkmen "-ow", "-ýewa"), Tajik "-зода", Azerbaijani "-zadə"
_SURNAME = (rf"[{_UP}]{_LOW}{{2,24}}(?:ов|ова|ев|ева|ёв|ёва|зода|заде|ov|ova|ev|eva|yev|yeva|ow|owa|ew|ewa|ýew|"
            r"ýewa|zadə|zade|zoda)")
_INITIALS = rf"[{_UP}]\.(?:{_T}?[{_UP}]\.)?"
_SURNAME_INITIALS_RE = re.compile(rf"{_NB}(?P<n>{_SURNAME}{_T}{{1,2}}{_INITIALS})(?![{_UP}{_LO}])")
_SURNAME_GIVEN_RE = re.compile(rf"{_NB}(?P<n>{_SURNAME}(?:{_T}{_CAP}){{1,2}}){_NA}")
# three names, the last a patronymic ("Бақытжанқызы", "Икромович", "Batyrowna"), or two and "oğlu", "qızı", "qizi"
_PATRONYMIC_RE = re.compile(
    rf"{_NB}(?P<n>{_CAP}{_T}{_CAP}{_T}(?:{_CAP}?(?:ович|овна|евич|евна|ұлы|қызы|уулу|кызы|owiç|owna|ewiç|ewna|ovich|"
    rf"ovna|evich|evna)|{_CAP}{_T}(?:oğlu|qızı|o['ʻ’‘]g['ʻ’‘]li|qizi|ogly|gyzy|уулу|кызы|ұлы|қызы))){_NA}")
# a Mongolian name after its field ("Ургийн овог: Хуасай", "Эцгийн нэр: Дашдорж", "Нэр: Бальжинням") or a nurse's
# signature between slashes ("/С.Оюунчимэг/", "/Б.Э./")
_MN_FIELD_RE = re.compile(
    rf"(?:[Уу]ргийн овог|Эцгийн нэр|Эхийн нэр|Эцэг \(эх\)-ийн нэр|(?<![{_CL}{_CU}])Нэр|(?<![{_CL}{_CU}])Овог)"
    rf"{_T}*:{_T}*(?P<n>[{_CU}][{_CL}]{{2,}}(?:-[{_CU}][{_CL}]+)?){_NA}")
_SLASH_SIGNATURE_RE = re.compile(rf"(?<=/)(?P<n>[{_CU}]\.(?:[{_CU}]\.|[{_CU}][{_CL}]{{2,}}))(?=/)")
# a given name after a kin word or a role ("занаш Мавзуна", "модараш Гулбегим", "жолооч Ганзориг", "Ҳамшира: Гулноза")
_KIN_ROLE = ("уулу|qizi|занаш|шавҳараш|модараш|падараш|писараш|духтараш|[Ҳҳ]амшира|\\(интерн\\)|жолооч|[Tt]erjimeçi|"
             "[Tt]ercüman|эхнэр|нөхөр|аялы|күйөөсү|әйелі|күйеуі|aýaly|ogly")
_KIN_ROLE_RE = re.compile(rf"(?<![{_LO}{_UP}])(?:{_KIN_ROLE}){_T}*:?{_T}+(?P<n>{_CAP}(?:{_T}{_SURNAME})?){_NA}")
# words built like a name that are a record's own ("Медицина", "Диагноз": a heading)
_NOT_NAMES = frozenset("Медицина Вакцина Анамнез Anamnez Диагноз Tashxis Tavsiya Jami Sana Soni Ferrum Aspirin".split())

# --- places ------------------------------------------------------------------------------------------------------
# a town before its word ("Алматы қ.", "Toshkent sh.", "Bakı ş.", "Нарын ш.", "Astana q.", "Улаанбаатар хот")
_TOWN_BEFORE_RE = re.compile(
    rf"{_NB}(?P<n>{_CAP}){_T}(?:қ\.|ш\.|q\.|sh\.|ş\.|қаласы\w*|шаары\w*|shahri|shahar|şäheri\w*|хот(?:ын|од)?|"
    rf"шаҳри|шаҳар)(?![{_LO}])")
# a town after its word ("ш. Хоруғ", "ш. Душанбе", "г. Караганды")
_TOWN_AFTER_RE = re.compile(rf"(?<![{_LO}{_UP}\w])(?:ш\.|sh\.|ş\.|г\.|с\.|қ\.){_T}?(?P<n>{_CAP}){_NA}")
# a district, a village or a neighbourhood with its word after it ("Әуезов ауданы", "Nəsimi r-nu", "26-р хороо",
# "Ақсукент ауылы", "Qatortol MFY", "Zähmet geňeşligi", "Қайтпас-2 ш/а"), or its Tajik word before it ("ноҳияи Айнӣ")
_UNIT_AFTER = ("ауданы|ауданының|ауданында|району|районунун|р-ну|r-nu|rayonu|tumani|tumanı|etraby|etrabynyň|"
               "aýdany|aýdanynyń|дүүрэг|дүүргийн|хороо|хорооны|баг|сум|сумын|ауылы|ауылының|ауылында|айылы|айылында|kəndi|kəndindən|"
               "kəndində|qəsəbəsi|MFY|mahallasi|geňeşligi|obasy|ш/а|мкр\\.|микрорайоны|шағынауданы|mikrorayonu|"
               "mikrorayon|massivi|тосгон|кенти|posyolkasy")
_UNIT_AFTER_RE = re.compile(
    rf"{_NB}(?P<n>(?:{_CAP}|\d{{1,3}}-?(?:р|рь|nji|njy|ci|cü|cı|cu))(?:{_T}{_CAP})?{_T}(?:{_UNIT_AFTER}))"
    rf"(?![{_LO}{_UP}])")
_UNIT_BEFORE_RE = re.compile(
    rf"(?<![{_LO}{_UP}])(?P<n>(?:ноҳияи|деҳаи|маҳаллаи|ҷамоати|шаҳраки|мкр\.|р-н им\.){_T}{_CAP}(?:{_T}(?:би|хан|{_CAP}))?)"
    rf"{_NA}")
# a street with its word, and the house and flat after it ("Абай даңғылы, 145-үй, 12-пәтер", "Жандосов к-сі, 96А",
# "Atatürk köç., 82-nji jaý, 15-nji öý", "Ibn Sino ko'ch. 5-uy, 12-xonadon", "3-cü küç., ev 41", "14 көше, 7 үй")
_STREET_WORD = ("к-сі|көшесі|көш\\.|көше|даңғылы|даңғ\\.|көч\\.|көчөсү|пр\\.|проспекти|ko['ʻ’‘]chasi|"
                "ko['ʻ’‘]ch\\.|kóshesi|dańǵyly|köç\\.|köçesi|şaýoly|küç\\.|küçəsi|pr\\.|prospekti|кўчаси|кўч\\.|шоҳроҳи")
_HOUSE = (rf"(?:№{_T}?)?\d{{1,4}}[{_UP}{_LO}]?(?:/\d{{1,3}})?(?:(?:-|{_T})?(?:үй|уй|uy|úı|nji{_T}jaý|njy{_T}jaý|jaý|"
          rf"р{_T}байр))?")
_FLAT = (rf"(?:\d{{1,4}}-?(?:пәтер|пәт\.|xonadon|páter|nji{_T}öý|njy{_T}öý|öý|кв\.?|тоот|хонадон)|(?:m\.|кв\.|пәт\.|"
         rf"хонаи|ev|bina|д\.){_T}?\d{{1,4}}[{_UP}{_LO}]?)")
_STREET_NAME = rf"(?:(?:[{_UP}]\.{_T}?)?{_CAP}(?:{_T}(?:batyr|батыр|хан|xan|би|жолы|{_CAP})){{0,2}}|\d{{1,3}}(?:-(?:cü|ci|cı|cu))?)"
_STREET_RE = re.compile(
    rf"{_NB}(?P<v>{_STREET_NAME}{_T}(?:{_STREET_WORD})(?:,?{_T}{{0,2}}{_HOUSE})?(?:,{_T}{{0,2}}{_FLAT}){{0,2}})"
    rf"(?![{_LO}{_UP}\d])"
    rf"|(?<![{_LO}{_UP}])(?P<w>кӯчаи{_T}(?:[{_UP}]\.{_T}?)?{_CAP}(?:{_T}{_CAP})?(?:{_T}\d{{1,4}}[{_UP}{_LO}]?)?"
    rf"(?:,{_T}хонаи{_T}\d{{1,4}})?)"
    rf"|(?<![\w\-])(?P<x>\d{{1,3}}-?(?:kvartal|квартал|мавзе|mavze)(?:,{_T}{{0,2}}{_HOUSE})(?:,{_T}{{0,2}}{_FLAT})?)"
    rf"|(?<![\w\-])(?P<y>\d{{1,4}}-?р{_T}байр,{_T}\d{{1,4}}{_T}тоот)"
    # (a Russian street's word before a name of the region in two words, "ул. Толе би, 17")
    rf"|(?<![{_LO}{_UP}])(?P<z>(?:ул\.|пр\.|көш\.){_T}?{_CAP}{_T}(?:би|хан|батыр|{_CAP}),?{_T}(?:д\.{_T}?)?\d{{1,4}}"
    rf"[{_UP}{_LO}]?)(?![\w])")
# a town's case ending, longest first ("Aşgabatda", "Moskvadadır", "Мөрөнд", "Москве", "Улаанбаатарт")
_TOWN_CASE = ("dadır|dədir|dan|dən|tan|ten|da|də|de|ta|te|ga|ge|ya|yə|a|ə|nyň|niň|ning|nın|nin|daky|däki|"
              "дан|ден|тан|тен|нан|нен|да|де|та|те|ға|ге|қа|ке|ның|нің|дың|дің|тың|тің|ра|рә|"
              "аас|ээс|оос|өөс|руу|рүү|ын|ийн|ад|ид|д|т|е|у|а|ом")
_REGION_AFTER = re.compile(rf"{_T}(?:облысы|облусу|обл\.|области|viloyati|viloyat|welaýaty|welaýat|вилояти|"
                           rf"вилоятии|аймаг|аймгийн|oblysy|облыстық|облустук|облусунун)(?![{_LO}])")
_TOWN_CASES = tuple(_TOWN_CASE.split("|"))
_TOWN_WORD_RE = re.compile(rf"{_NB}[{_UP}]{_LOW}+(?:-[{_UP}]{_LOW}+)?{_NA}")

# --- organisations -----------------------------------------------------------------------------------------------
# a head word that ends a hospital's, a clinic's, a school's or a company's name, in its cases
_HEAD = (
    "аурухана(?:сы|сына|сында|сынан|ның)?|ауруханасы(?:на|нда|нан)?|емхана(?:сы|сына|да|ға|сының)?|орталығы(?:на|нда|нан)?|"
    "амбулаториясы(?:на|нда)?|перзентхана(?:сы)?|дәріхана(?:сы)?|станциясы|онкокабинет|мектеп(?:-гимназия|-лицей)?|"
    "мектебі|лабораториясы|зертханасы(?:на)?|диспансері|"
    "оорукана(?:сы|сынын|сына|да)?|ооруканасынын|борбору(?:нун|на)?|башкармалыгы|кооперативи|мектеби|"
    "shifoxona(?:si|sida|siga)?|poliklinika(?:si|sida|siga)?|klinika(?:si|sida)?|maktabi|markazi(?:da|ga)?|filiali|"
    "tug['ʻ’‘]ruqxona(?:si)?|dorixona(?:si)?|kasalxona(?:si)?|шифохона(?:си)?|поликлиника(?:си)?|касалхона(?:си)?|"
    "hassahana(?:sy|synda)?|saglyk{_T}öýi|merkezi|birleşigi|barlaghanasy|dermanhanasy|mekdebi|"
    "[Xx]əstəxana(?:sı|sına|sında)?|[Pp]oliklinika(?:sı|sına)?|[Hh]əkim{_T}[Mm]əntəqəsi|məktəbi|[Kk]linikası|"
    "məsləhətxanası(?:na)?|"
    "[Ээ]мнэлэг(?:т|ээс)?|ЭМТ|эрүүл{_T}мэндийн{_T}төв|эмчилгээний{_T}төв|"
    "dárihanasy|dárihana|emhana|ЦРБ|RMX|[Mm]erkezi|EAH|SUAM|ADSM|ASM").replace("{_T}", _T)
_HEAD_FINAL_RE = re.compile(
    rf"(?<![{_LO}{_UP}\w\-.])(?P<v>(?:№{_T}?\d{{1,4}}|\d{{1,4}}(?:-?(?:son|сон|sonli|р|nji|njy)|{_T}saylı)?|{_CAP}|"
    rf"[{_CU}{_LU}]{{2,6}})(?:,?{_T}(?:{_WORD}|[{_CU}{_LU}]{{2,6}}|№{_T}?\d{{1,4}}|\d{{1,4}}-?(?:son|сон|"
    rf"sonli|р|nji|njy)|\d{{1,4}}{_T}saylı)){{0,5}}?{_T}(?:{_HEAD})(?:{_T}№{_T}?\d{{1,4}})?)(?![{_LO}{_UP}])")
# a Tajik name whose head word comes first, its words joined by "-и" ("Маркази саломатии шаҳри Хоруғ", "Беморхонаи
# бисёрсоҳавии шаҳри Хуҷанд № 2", "Донишгоҳи давлатии Хоруғ ба номи М. Назаршоев", "дорухонаи «Саломатӣ»")
_TJ_HEAD_RE = re.compile(
    rf"(?<![{_LO}{_UP}])(?P<v>(?:[Бб]еморхонаи|[Мм]аркази|[Дд]онишгоҳи|[Дд]орухонаи|[Шш]ифохонаи|[Мм]уассисаи|"
    rf"[Мм]актаби|[{_CU}]{{3,6}}(?={_T}ба{_T}номи))(?:{_T}[{_CL}]+ии?)*{_T}?(?:«[^«»\n]{{2,40}}»|{_CAP}|[{_CU}]{{2,6}}|(?=ба{_T}номи))(?:{_T}№{_T}?\d{{1,4}})?"
    rf"(?:{_T}?ба{_T}номи{_T}(?:[{_CU}]\.{_T}?)*{_CAP}(?:{_T}(?:ибни|{_CAP}){_T}{_CAP})?)?)(?![{_LO}{_UP}])")
# a name in quotation marks beside a legal form or a head word ("«ҚазТемірЖолСервис» ЖШС", '"SHIFO-NUR MED" MChJ',
# "«Жүрек» кардиологиялық орталығы", "ТОО «Шубарколь Транс»", "КГП «Поликлиника №3 г. Караганды»", "АЗС «Жол-Ойл»")
_LEGAL = ("ЖШС|ШЖҚ|КМК|МКК|SHJQ|MKK|ХХК|МЧЖ|MChJ|ATB|АҚ|ЖАҚ|ТОО|ООО|КГП|ГКП|ОсОО|ДДММ|ҶДММ|ЖЧК|MMC|ASC|QSC|АЗС|КЦ|ИП|"
          "ЖК|ХК|daýhan{_T}birleşigi|xususiy{_T}klinikasi|лабораториясы|[Лл]аборатория|маркази{_T}ташхисӣ|"
          "кардиологиялық{_T}орталығы\\w*|орталығы\\w*|dárihanasy|айыл{_T}чарба{_T}кооперативи|өрхийн{_T}эрүүл{_T}"
          "мэндийн{_T}төв|филиали|filiali|[A-Z][a-z']+{_T}filiali").replace("{_T}", _T)
_QUOTED = r"(?:«[^«»\n]{2,60}»|\"[^\"\n]{2,40}\")"
_QUOTED_ORG_RE = re.compile(
    rf"(?<![{_LO}{_UP}])(?P<v>(?:(?:{_LEGAL}){_T})?{_QUOTED}(?:{_T}(?:{_LEGAL}))*)(?![{_LO}{_UP}])")
_ABBR_ORG_RE = re.compile(
    rf"(?<![\w\-])(?P<v>№{_T}?\d{{1,3}}{_T}(?:ҮМБ|ҚКА|МСШ|ГКБ|ГП|ҮДБ)|(?:МСШ|ГКБ|ОКБ|ЦРБ){_T}№{_T}?\d{{1,3}}|"
    rf"(?:ОКБ|ГКБ|ЦРБ){_T}г\.{_T}?{_CAP}|{_CAP}{_T}(?:RMX|ЦРБ|РОП)|(?:Поликлиника|Емхана|Аурухана|Больница){_T}?№{_T}?\d{{1,3}})"
    rf"(?![{_LO}{_UP}\w])")

# --- numbers -----------------------------------------------------------------------------------------------------
_ID_FIELD = (
    "ЖСН(?:{_T}\\(ИИН\\))?|ИИН(?:{_T}\\(ЖСН\\))?|JSN|ПИН|PIN|PINFL|JShShIR(?:{_T}\\(PINFL\\))?|ShShIR(?:{_T}\\(PINFL\\))?|"
    "ЖШШИР|STIR|СТИР|РМА(?:{_T}\\(ИНН\\))?|ИНН|FİN|FIN|[Şş]/[Vv](?:{_T}nömrəsi(?:{_T}də{_T}lazımdır\\?)?)?|"
    "şəxsiyyət{_T}vəsiqəsi|Pasport|Паспорт|Шиноснома|ID-карта|Регистрийн{_T}дугаар|РД|МИК{_T}полиси|Миграционная"
    "{_T}карта|Штрих-код|[Kk]ody|код|seriya|серия|FM|H/r|Х/р|ИИК|İTS{_T}sığorta|sığorta|нөмірім|мамл\\.{_T}номер|"
    "[Нн]аправление|направл\\.{_T}№|дугаар|а/м(?:{_T}[A-Za-zА-Яа-я0-9\\-]+){0,2}|ЭМД-ын{_T}дэвтэр{_T}№|"
    "(?:ЛВН|ЕЖЕ{_T}парағы|лицензия|MK|түүх|Chek|Чек|квитанция|вәрәқәси|vərəqəsi|варақаси)?{_T}?№"
).replace("{_T}", _T)
_ID_VALUE = (rf"(?:(?:[A-Z]-)?[{_CU}{_LU}]{{1,4}}[ -]?)?\d[\dA-Z{_CU}]*(?:[ -](?:\d{{2,}}[\dA-Z]*|[A-Z]{{2,3}}(?![\w]))(?![.,]\d))*"
             rf"|[A-Z]{{1,3}}\d[A-Z\d]{{3,}}|\d[A-Z][A-Z\d]{{3,}}")
_ID_FIELD_RE = re.compile(rf"(?<![{_LO}{_UP}])(?:{_ID_FIELD}){_T}*:?{_T}*(?:№{_T}?)?(?P<v>{_ID_VALUE})(?![\w/-])")
# a form's number is not a person's ("Нысан № 027/е", "Шакли № 025/х", "форма 025-у")
_FORM_NUMBER = re.compile(r"0\d\d(?:[/-][а-яa-zх])?")
_ID_SHAPE_RE = re.compile(
    # a Kazakh IIN (the birth date, a century digit); a Kyrgyz PIN (sex, the birth date with its century), an Uzbek
    # PINFL (its first digit 3 to 6): not a timestamp, "20240611101533"
    r"(?<![\d\w+\-./])(?P<v>\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[0-6]\d{5}"
    r"|[12](?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d{7}|[3-6]\d{13})(?![\d\w\-./])"
    # a Mongolian register number, an Azerbaijani FIN, an Azerbaijani card
    rf"|(?<![\w\-])(?P<w>[{_CU}]{{2}}\d{{8}}|\d[A-Z0-9]{{6}}|AZE{_T}?\d{{8}})(?![\w\-])")
_PLATE_RE = re.compile(
    rf"(?<![\w\-])(?P<v>\d{{3}}{_T}[A-Z]{{3}}{_T}\d{{2}}|\d{{2}}{_T}\d{{3}}{_T}[A-Z]{{3}}|[A-Z]{{2}}{_T}\d{{4}}{_T}"
    rf"[A-Z]{{2}}|\d{{4}}{_T}[A-Z]{{2}}{_T}\d{{2}}|\d{{4}}{_T}[{_CU}]{{3}}|\d{{2}}{_T}?[A-Z]{_T}?\d{{3}}{_T}?[A-Z]{{2}}|"
    rf"\d{{2}}-[A-Z]{{2}}-\d{{3}})(?![\w\-])")
_CARD_RE = re.compile(r"(?<![\d\w])(?P<v>(?:8600|9860|5614|4\d{3}|5\d{3})(?:[ \t]\d{4}){3})(?![\d\w])")

# --- dates, ages, phones -----------------------------------------------------------------------------------------
_MONTHS = (
    "қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан|"
    "qańtar|aqpan|naýryz|sáýir|mamyr|maýsym|shilde|tamyz|qyrkúıek|qazan|qarasha|jeltoqsan|"
    "январ|феврал|март|апрел|май|июн|июл|август|сентябр|октябр|ноябр|декабр|"
    "yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|avqust|sentyabr|oktyabr|noyabr|dekabr|"
    "ýanwar|fewral|maý|iýun|iýul|awgust|sentýabr|oktýabr|noýabr|dekabr")
_DAY = r"(?:3[01]|[12]\d|0?[1-9])"
_YEAR = r"(?:19|20)\d\d"
_YEAR_WORD = (r"(?:-?(?:yil|йил|yıl|cü{_T}il|ci{_T}il|cı{_T}il|cu{_T}il)|{_T}?(?:ж\.|j\.|г\.|il|y\.))").replace("{_T}", _T)
_DATE_RE = re.compile(
    rf"(?<![\w\-.])(?P<v>«?{_DAY}»?(?:-?(?:nji|njy|nçi|inci|ci|cü|cı|cu))?[ \t-](?:{_MONTHS})[{_LO}]*"
    rf"(?:,?{_T}{_YEAR}{_YEAR_WORD}?)?)(?![\w])"
    rf"|(?<![\w\-.])(?P<w>{_YEAR}(?:-?(?:жылдын|жылғы|jylǵy|yilning|yılın|nji{_T}ýylyň|njy{_T}ýylyň|ci{_T}il|cü{_T}il)|"
    rf"{_T}(?:жылғы|жылы|оны|соли))[ \t](?:«?{_DAY}»?(?:[–-]{_DAY})?-?(?:nji|njy)?[ \t-]?)?(?:{_MONTHS})[{_LO}]*"
    rf"(?:{_T}{_DAY}(?![\d.]))?)(?![\w])"
    rf"|(?<![\w\-.])(?P<x>(?:{_YEAR}{_T}оны{_T})?\d{{1,2}}(?:{_T}дугаар|{_T}-р)?{_T}сарын{_T}\d{{1,2}}(?:-?(?:нд|ний|нээс|ны|нөөс))?)"
    rf"(?![\w])", re.IGNORECASE)
# Uzbek "2 marta", "2 марта": twice, not the second of March (a date of March with its year is read)
_TIMES = re.compile(r"\d{1,2}[ \t-](?:marta|марта)", re.IGNORECASE)
# a day and a month without the year ("ЭКГ (04.03)", "UQT 24.02:", "02.27-нд" in Mongolian's month-first order)
_DAY_MONTH_RE = re.compile(r"(?<![\w.,/:\-])(?P<v>(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2]))(?![\d]|[.,]\d)")
_MN_MONTH_DAY_RE = re.compile(r"(?<![\w.,/:\-])(?P<v>(?:0[1-9]|1[0-2])\.(?:1[3-9]|2\d|3[01]))(?![\d]|[.,]\d)")
_MN_CUE = re.compile(r"сарын|аймаг|хороо|эмнэлэг|Утас:")
_AGE_RE = re.compile(
    rf"(?<![\d.,])(?P<v>9\d|1[01]\d)(?:{_T}|-)?(?:жаста|жастағы|жас|жашта|жаш|настай|нас|yaşı|yaşlı|yaşında|yaş|"
    rf"yoshda|yoshli|yosh|ýaşly|ýaşynda|ýaş|сола|сол|ж\.|jasta|jas|ж)(?![{_LO}])"
    rf"|(?:Jasy|Жасы|Жашы|Нас|Ёши|Yoshi|Yaşı|Ýaşy|Синну{_T}сол|Возраст){_T}*:{_T}*(?P<w>9\d|1[01]\d)(?![\d.,])")
_PHONE_RE = re.compile(
    r"(?<![\d\w\-/.])(?P<v>[5-9]\d{3}-\d{4})(?![\d\-/])"
    r"|(?<![\d\w])(?P<w>\((?:8[ \t]?)?0?\d{3,4}\)[ \t]?\d{1,3}(?:-\d{2}){2})(?![\d\-])")
_HANDLE_RE = re.compile(r"(?<![\w.@])(?P<v>@[A-Za-z][A-Za-z0-9_]{3,31})(?![\w@]|\.[A-Za-z])")


class CentralAsianRecordRecognizer(Recognizer):
    """Names, places, organisations, numbers, dates, ages and phones of a record written in Kazakh, Kyrgyz, Uzbek,
    Tajik, Turkmen, Azerbaijani or Mongolian (see the module's docstring)."""

    name = "central_asian_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "STREET_ADDRESS", "CITY", "COUNTY", "FACILITY", "OTHER_ID",
              "VEHICLE_ID", "ACCOUNT_NUMBER", "PHONE", "URL", "DATE", "AGE_OVER_89")

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_CUE, _ASCII_CUE)

    def unwindowed(self) -> tuple[re.Pattern[str], ...]:
        return (_CUE, _ASCII_CUE)  # gates: only whether they may match is used

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if not (doc.may_match(_CUE) and has_letters(text, _CUE, _MIN_CUES) if not text.isascii() else
                doc.may_match(_ASCII_CUE) and has_matches(text, _ASCII_CUE, _MIN_ASCII_CUES)):
            return []
        src = self.name
        return (_names(text, src) + _places(text, src) + _organisations(text, src) + _numbers(text, src)
                + _dates_ages_phones(text, src))


def _names(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for rx in (_SURNAME_INITIALS_RE, _SURNAME_GIVEN_RE, _PATRONYMIC_RE, _MN_FIELD_RE, _SLASH_SIGNATURE_RE):
        for m in rx.finditer(text):
            if m.group("n").split()[0].rstrip(",") not in _NOT_NAMES:
                out.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.8))
    for m in _KIN_ROLE_RE.finditer(text):
        if m.group("n") not in _NOT_NAMES and not _is_town(m.group("n")):
            out.append(Span(*m.span("n"), "RELATIVE_NAME", src, 0.8))
    return out


def _is_town(word: str) -> bool:
    """``word`` is a town of the region or its case ("Aşgabatda", "Мөрөнд", Russian "Москве")."""
    towns = lexicons.central_asian_towns()
    if word in towns or word[-1:] in "еыу" and word[:-1] + "а" in towns:
        return True
    return any(word.endswith(case) and word[:-len(case)] in towns for case in _TOWN_CASES)


def _places(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _TOWN_BEFORE_RE.finditer(text):
        out.append(Span(*m.span("n"), "CITY", src, 0.9))
    for m in _TOWN_AFTER_RE.finditer(text):
        out.append(Span(*m.span("n"), "CITY", src, 0.9))
    for m in _UNIT_AFTER_RE.finditer(text):
        out.append(Span(*m.span("n"), "COUNTY", src, 0.9))
    for m in _UNIT_BEFORE_RE.finditer(text):
        out.append(Span(*m.span("n"), "COUNTY", src, 0.9))
    for m in _STREET_RE.finditer(text):
        g = next(k for k in ("v", "w", "x", "y", "z") if m.group(k))
        out.append(Span(*m.span(g), "STREET_ADDRESS", src, 0.9))
    for m in _TOWN_WORD_RE.finditer(text):
        # (a province shares its town's name, "Нарын облусу", "Mary welaýaty": a state, not a town)
        if _is_town(m.group()) and not _REGION_AFTER.match(text, m.end()):
            out.append(Span(*m.span(), "CITY", src, 0.85))
    return out


def _organisations(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for rx in (_HEAD_FINAL_RE, _TJ_HEAD_RE, _ABBR_ORG_RE):
        for m in rx.finditer(text):
            out.append(Span(*m.span("v"), "FACILITY", src, 0.9))
    for m in _QUOTED_ORG_RE.finditer(text):
        v = m.group("v")
        # (quoted words alone are a quotation: a legal form or a head word beside them makes them a name)
        if not (v.startswith(("«", '"')) and v.endswith(("»", '"'))):
            out.append(Span(*m.span("v"), "FACILITY", src, 0.9))
    return out


def _numbers(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _ID_FIELD_RE.finditer(text):
        v = m.group("v")
        if sum(c.isdigit() for c in v) >= 3 and not _FORM_NUMBER.fullmatch(v):
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.9))
    for m in _ID_SHAPE_RE.finditer(text):
        v = m.group("v") or m.group("w")
        if v[0].isdigit() and len(v) == 7 and sum(c.isalpha() for c in v) < 2:
            continue  # (a FIN has letters: seven digits are a number)
        out.append(Span(*m.span("v" if m.group("v") else "w"), "OTHER_ID", src, 0.9))
    for m in _PLATE_RE.finditer(text):
        out.append(Span(*m.span("v"), "VEHICLE_ID", src, 0.9))
    for m in _CARD_RE.finditer(text):
        out.append(Span(*m.span("v"), "ACCOUNT_NUMBER", src, 0.9))
    return out


def _dates_ages_phones(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _DATE_RE.finditer(text):
        g = next(k for k in ("v", "w", "x") if m.group(k))
        if not _TIMES.fullmatch(m.group(g)):
            out.append(Span(*m.span(g), "DATE", src, 0.9))
    day_month = [_DAY_MONTH_RE] + ([_MN_MONTH_DAY_RE] if _MN_CUE.search(text) else [])
    for rx in day_month:
        for m in rx.finditer(text):
            out.append(Span(*m.span("v"), "DATE", src, 0.85))
    for m in _AGE_RE.finditer(text):
        out.append(Span(*m.span("v" if m.group("v") else "w"), "AGE_OVER_89", src, 0.9))
    for m in _PHONE_RE.finditer(text):
        out.append(Span(*m.span("v" if m.group("v") else "w"), "PHONE", src, 0.95))
    for m in _HANDLE_RE.finditer(text):
        out.append(Span(*m.span("v"), "URL", src, 0.85))
    return out
