"""Dates in all common clinical forms: 12/02/2024, 2024-02-12, 12-Feb-2024, 12 Feb 24, Feb 12th, 2024,
"the 3rd of May", "Tues 14th", 4/17, 04/2024, May 2024, DOB 19840212. Years alone are not dates (Safe
Harbor keeps years). Case-insensitive, so ALL-CAPS notes work; a lower-case "may" is never a month.
"""

from __future__ import annotations

import datetime
import re

from airlock.core.spans import Span
from airlock.tagger import languages, lexicons
from airlock.tagger.recognizers.base import VERSION_BEFORE, Doc, P, PatternRecognizer, TakenSpans

# Misspelt month and weekday names of another length ("Decmber", "Jly", "Wensday") are replaced, in the
# same-length corrected copy, by their abbreviation padded with this private-use character, which the patterns
# accept after an abbreviation: the date is then found at the offsets of the original text.
PAD = "\ue000"
MONTH = (
    r"(?:january|february|febuary|march|april|june|july|august|september|october|november|december|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:\.|\ue000{1,9})?)"  # "May." like an abbreviation
)
WEEKDAY = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|"
    r"sun(?:day)?)(?:\.|\ue000{1,9})?"
)
DAY = r"(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)?"
# month names of other languages (Spanish, Portuguese, French, Italian, German, Dutch, Polish in the genitive a
# date uses and the nominative, Nordic, Malay/Indonesian) that English MONTH does not already match
FOREIGN_MONTH = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre"
    r"|janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro"
    r"|janvier|février|fevrier|avril|juin|juillet|août|aout|octobre|décembre"
    # (round 43: French abbreviations with their dot, "26 fév.", "3 avr. 2024", "14 juil.")
    r"|janv\.|févr?\.|fevr?\.|avr\.|juil\.|déc\."
    # (round 44: and without it where no English word reads the same, "12 fév 2025"; Welsh months, "2 Mawrth 2025")
    # (not "medi": "10 medi wipes", "2 Medi-Cal visits")
    r"|janv|févr?|fevr|juil|déc|ionawr|chwefror|mawrth|ebrill|mehefin|gorffennaf|awst|hydref|tachwedd|rhagfyr"
    r"|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre"
    r"|januar|jänner|februar|märz|maerz|juni|juli|oktober|dezember"
    r"|okt\.|dez\.|mrz\.|jän\.|okt|dez|mrz"  # (round 68: German abbreviations, "zuletzt Okt. 2023", "Dez. 2023")
    r"|januari|februari|maart|augustus|augusti"
    r"|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|wrzesnia|października|pazdziernika"
    r"|listopada|grudnia|styczeń|luty|marzec|kwiecień|czerwiec|lipiec|sierpień|wrzesień|październik|listopad"
    r"|grudzień|desember|ogos|disember|agustus|julai"
    # (round 48: Turkish, "12 Mart 2024" is below; "Kasim" without its dotless i is a given name)
    r"|ocak|şubat|subat|nisan|mayıs|mayis|haziran|temmuz|ağustos|eylül|eylul|ekim|kasım|aralık|aralik"
    # (round 51: Finnish in the partitive a date uses, with and without its "ä", "3. maaliskuuta 2024"; Croatian and
    # Slovene in the genitive, "6. kolovoza 2024.", "5. oktobra"; Greek in the genitive, "16 Ιουλίου 2024";
    # Lithuanian, Estonian, Icelandic and Maltese months)
    r"|tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|kesakuuta|heinäkuuta|heinakuuta|elokuuta"
    r"|syyskuuta|lokakuuta|marraskuuta|joulukuuta"
    r"|siječnja|sijecnja|veljače|veljace|ožujka|ozujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|studenoga"
    r"|studenog|prosinca|januarja|februarja|septembra|oktobra|novembra|decembra|avgusta"
    r"|ιανουαρίου|ιανουαριου|φεβρουαρίου|φεβρουαριου|μαρτίου|μαρτιου|απριλίου|απριλιου|μαΐου|μαιου|ιουνίου"
    r"|ιουνιου|ιουλίου|ιουλιου|αυγούστου|αυγουστου|σεπτεμβρίου|σεπτεμβριου|οκτωβρίου|οκτωβριου|νοεμβρίου"
    r"|νοεμβριου|δεκεμβρίου|δεκεμβριου"
    r"|sausio|vasario|balandžio|balandzio|gegužės|geguzes|birželio|birzelio|rugpjūčio|rugpjucio|rugsėjo|rugsejo"
    r"|lapkričio|lapkricio|gruodžio|gruodzio|jaanuar|veebruar|märts|aprill|oktoober|detsember"
    r"|janúar|febrúar|apríl|maí|júní|júlí|ágúst|október|nóvember"
    r"|jannar|marzu|mejju|ġunju|gunju|lulju|awwissu|settembru|ottubru|novembru|diċembru|dicembru"
    # (round 52: Romanian, Albanian, Czech in the genitive and the nominative, Serbian and Bosnian in both; Russian,
    # Ukrainian and Belarusian in the genitive a date uses and the nominative, Bulgarian, Macedonian and Serbian in
    # Cyrillic: "12 martie 2021", "27 Korrik 1991", "3. března", "3 березня 2017", "15 март 2023")
    r"|ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie"
    r"|janar|shkurt|qershor|korrik|gusht|shtator|tetor|nëntor|nentor|dhjetor"
    # (not "leden", Dutch for members, nor "brezna", Slovene for abysses)
    r"|ledna|února|unora|března|dubna|května|kvetna|června|cervna|července|cervence|srpna|září|října|rijna"
    r"|listopadu|prosince|únor|březen|květen|červen|červenec|srpen|říjen|prosinec"
    r"|januara|februara|septembar|oktobar|novembar|decembar|avgust"
    r"|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря"
    r"|январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь"
    r"|січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня"
    r"|січень|лютий|березень|квітень|травень|червень|липень|серпень|вересень|жовтень|листопад|грудень"
    r"|студзеня|лютага|сакавіка|красавіка|чэрвеня|ліпеня|жніўня|верасня|кастрычніка|лістапада|снежня"
    r"|януари|февруари|април|юни|юли|септември|октомври|ноември|декември|јануари|мај|јуни|јули"
    r"|јануар|фебруар|јун|јул|септембар|октобар|новембар|децембар"
    # (round 53: Irish, "12 Márta 2024", "3 Meán Fómhair"; "Marta" without its accent stays a given name)
    # (not the months named after festivals, Bealtaine, Lúnasa, Samhain and Nollaig: below, with a year only)
    r"|eanáir|eanair|feabhra|márta|aibreán|aibrean|meitheamh|iúil|iuil"
    r"|(?:meán|mean|deireadh)[ \t](?:fómhair|fomhair)"
    # (round 69: Catalan, "3 de març de 2024", "18 d'abril"; Finnish in the inessive a month takes, "syyskuussa 2023")
    r"|gener|febrer|març|maig|juny|juliol|setembre|desembre"
    r"|tammikuussa|helmikuussa|maaliskuussa|huhtikuussa|toukokuussa|kesäkuussa|kesakuussa|heinäkuussa|heinakuussa"
    r"|elokuussa|syyskuussa|lokakuussa|marraskuussa|joulukuussa"
    # (round 71: Indonesian, Tagalog, Hungarian with its abbreviations ("okt." is German's too, above), Slovak in the
    # genitive: "9 Maret 2024", "3 Marso 2024", "16. április 2024", "5 márc. 2024", "4. februára 2024"; not a month
    # first with its day after it, "Marso 3, 1972")
    r"|maret|pebrero|marso|hunyo|hulyo|setyembre|oktubre|nobyembre|disyembre"
    r"|január|február|március|április|május|június|július|augusztus|szeptember|október"
    r"|febr\.|márc\.|ápr\.|máj\.|jún\.|júl\.|szept\."
    r"|januára|februára|apríla|mája|júna|júla|októbra)"
)
# round 53: Scottish Gaelic months, after their article ("12 an Dàmhair 2023", "3 an t-Samhain", "5 am Màrt")
GAELIC_MONTH = (
    r"(?:am[ \t](?:faoilleach|màrt)|an[ \t](?:gearran|giblean|cèitean|ceitean|lùnastal|lunastal|dàmhair|damhair|"
    r"dùbhlachd|dubhlachd)|an[ \t]t-(?:ògmhios|ogmhios|iuchar|sultain|samhain))"
)
# round 48: the Ethiopian and the Persian (Solar Hijri) calendars' months ("Yekatit 4", "Tir 6, 2016 EC", "12 Bahman
# 1402"); those that are also words or given names ("Tir", "Sene", "Mehr", "Aban", "Azar", "Dey", "Bahman") only
# with a year
ETH_PERSIAN_MONTH = (r"(?:meskerem|tikimt|tiqimt|hidar|tahsas|yekatit|megabit|miyazya|ginbot|hamle|nehase|pagume|"
                     r"farvardin|ordibehesht|khordad|mordad|shahrivar|esfand)")
ETH_PERSIAN_MONTH_WORD = r"(?:tir|sene|mehr|aban|azar|dey|bahman)"
# those that are also English words or names ("2 mars bars", "1 mac"): only with "de", "5." or a year
# (round 58 review: and Latvian months, which a table's counts stand before, "12 janvāris, 18 februāris": "25. jūnijs")
FOREIGN_MONTH_WORD = (r"(?:mars|mai|mei|maj|marts|mac|mart|janvāris|janvārī|janvaris|februāris|februārī|februaris|aprīlis|"
                      r"aprīlī|aprilis|maijs|maijā|jūnijs|jūnijā|junijs|jūlijs|jūlijā|julijs|augusts|augustā|septembris|"
                      r"septembrī|oktobris|oktobrī|novembris|novembrī|decembris|decembrī)")
# round 51: Slovene, Lithuanian and Maltese months that are also given names or words ("julija", "liepos" = linden,
# "kovo", "spalio", "frar"): only with a year ("5. julija 2023", "12 liepos 2024")
# (round 52: and Serbian and Bosnian ones that are given names, "Marta", "Juna", "Jula"; the Albanian "prill", a
# fertiliser's pellet in English)
# (round 53, review: the Irish months named after festivals, a band or a given name: "3 Samhain crafts sessions",
# "4 Lúnasa albums", "5 Nollaig carols")
FOREIGN_MONTH_YEAR_ONLY = (r"(?:augusta|aprila|junija|julija|kovo|liepos|spalio|frar|marta|juna|jula|prill|bealtaine|lúnasa|"
                           r"lunasa|samhain|nollaig)")
# (21xx too: MIMIC-style notes shift every date into 2100-2200, and a shifted date is still the patient's)
YEAR = r"(?:(?:19|20|21)\d{2}|'\d{2})"
YEAR2 = r"(?:(?:19|20|21)\d{2}|'?\d{2})"
# a day of the month in words, as dictated: "the fifth of May", "March third", "the twenty-first of June"
ORDINAL_WORD = (
    r"(?:(?:twenty|thirty)[ \-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|"
    r"seventeenth|eighteenth|nineteenth|twentieth|thirtieth)"
)
# a year in words, as dictated after such a day: "nineteen fifty-two", "twenty twenty-four", "two thousand and three"
_SPOKEN_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_SPOKEN_UNIT = r"(?:one|two|three|four|five|six|seven|eight|nine)"
SPOKEN_YEAR = (
    rf"(?:(?:nineteen|twenty)[ \t\-](?:{_SPOKEN_TENS}(?:[ \t\-]{_SPOKEN_UNIT})?|oh[ \t\-]{_SPOKEN_UNIT}|ten|eleven|"
    r"twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
    rf"|two[ \t]thousand(?:[ \t](?:and[ \t])?(?:{_SPOKEN_TENS}(?:[ \t\-]{_SPOKEN_UNIT})?|{_SPOKEN_UNIT}|ten|eleven|"
    r"twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))?)(?![A-Za-z\-])"
    # (a number of things after the date is no year: "the third of May two thousand units")
    r"(?![ \t]{1,2}(?i:units?|tabs?|tablets?|caps?|capsules?|mg|mcg|ml|doses?|patients?|people|times|of|per)(?![a-z]))"
)
# a month by its number, as said in British speech ("the twelfth of the ninth")
_ORDINAL_MONTH = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)"
# a month in Roman numerals, as Indian, Polish and some British forms write it: "11-III-2024", "2/vii/24"
ROMAN_MONTH = r"(?:XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I)"
# the Hijri calendar, on Gulf and Saudi documents: "9 Rabi' al-Awwal 1446", "1446/03/12 H"
HIJRI_MONTH = (
    r"(?:Muharram|Safar|Rabi['’]?[ \t\-]?(?:al|ul|el)?[ \t\-]?(?:Awwal|Awal|Thani|Akhir|Akhar)"
    r"|Jumad[ae]?[ \t\-]?(?:al|ul|el)?[ \t\-]?(?:Ula|Oola|Awwal|Akhirah|Akhira|Thani|Akhir|Ukhra)|Rajab|Sha['’]?ban"
    r"|Rama[dz]h?an|Shawwal|Dhu[ \t\-]?al[ \t\-]?(?:Qi['’]?dah|Qa['’]?dah|Hijjah)|Dhul[ \t\-]?(?:Qi['’]?dah|Hijjah))"
)
_B = r"(?<![A-Za-z0-9])(?:(?i:the)(?:[ \t]{1,2}|[ \t]{0,2}\n[ \t]{0,3}))?"  # "the\n5th of May" wraps too
_S = r"(?:[ \t]{1,3}|[ \t]{0,2}\n[ \t]{0,3})"  # a space, or a line break inside a wrapped date
_E = r"(?![A-Za-z0-9])"
_NUM_E = r"(?![\w]|[/.\-]\d)"
_ZONE = r"(?:Z|[+\-]\d{2}:?\d{2})"  # a time zone after a time: "Z", "-07:00", "+1000"
# what follows a weekday and a number in a dose schedule, not a date: "Mon 1/2 tab, Tue 1 tab"
_NOT_DOSE = r"(?![ \t]{0,2}(?i:tabs?|tablets?|caps?|capsules?|pills?|mg|mcg|ml|doses?|units?|puffs?|of)(?![a-z]))"
# an ordinal that counts something, not a day of the month: "Tue/Thu/Sat 2nd shift", "Mon 3rd cycle"
_NOT_COUNTED = r"(?![ \t]{1,2}(?i:shifts?|floors?|lines?|rounds?|cycles?|trimester|degree|attempts?|generation|session)(?![a-z]))"
# a series of ordinals from a day under the 10th that ends in a counted noun counts things, not days: "on the 2nd, 3rd
# and 4th cycles", "from the 4th to the 5th rib" (not "on the 3rd, 4th and 5th of May", "Bloods on the 3rd and 10th
# please", "given on the 14th and 2nd dose due on the 28th")
_NOT_ORDINAL_SERIES = (r"(?!(?:[ \t]{0,2}(?:,|&|(?i:and|or|to|through|thru)(?![a-z]))[ \t]{0,2}(?:(?i:the)[ \t]{1,2})?"
                       r"(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th)){1,4}[ \t]{1,2}(?i:cycles?|ribs?|toes?|fingers?|"
                       r"digits?|doses?|days?|weeks?|months?|years?|times?|floors?|lines?|rounds?|attempts?|sessions?|"
                       r"visits?|injections?|courses?|fractions?|trimesters?|degree|generations?|metacarpals?|"
                       r"metatarsals?|vertebrae|intercostal|spaces?|cranial|nerves?|pregnanc(?:y|ies)|child(?:ren)?|"
                       r"bab(?:y|ies)|grades?|percentiles?|centiles?|shifts?|patients?|places?|stages?|phases?|"
                       r"waves?|treatments?|transfusions?|units?|bags?|ones|infusions?|admissions?|episodes?)"
                       r"(?![a-z]))")
# a distance after "march" or "may" in lower case and a number, not a day ("road march 2 miles", "may 3 km")
_A_DISTANCE = re.compile(r"[ \t]{1,2}(?i:miles?|mi|km|kms|kilomet(?:re|er)s?|laps|yards)(?![a-z])")  # (not "since march 2 flights")


def _dm_ok(a: int, b: int) -> bool:
    """a/b is day/month or month/day."""
    return 1 <= a <= 31 and 1 <= b <= 31 and (a <= 12 or b <= 12)


def numeric_date_ok(value: str) -> bool:
    parts = re.split(r"[/.\-]", re.split(r"[Tt ]", value)[0])
    if len(parts) != 3:
        return False
    if len(parts[0]) == 4:
        y, m, d = parts
        return 1 <= int(m) <= 12 and 1 <= int(d) <= 31
    a, b, y = parts
    if len(y) not in (2, 4):
        return False
    return _dm_ok(int(a), int(b))


def short_date_ok(value: str) -> bool:
    """m/d, d/m or mm/yyyy. Reject scores and fractions (4/5 power, 7/10 pain, 14/15 GCS, 1/2 tablet)."""
    a_s, b_s = value.split("/")
    a, b = int(a_s), int(b_s)
    if b in (7, 52) and a <= b:
        return False  # UK clinical shorthand: 3/7 = three days, 2/52 = two weeks
    if len(b_s) == 4:
        return 1 <= a <= 12 and 1900 <= b <= 2199
    if a == 0 or b == 0:
        return False
    padded = len(a_s) == 2 and a_s[0] == "0" and len(b_s) == 2  # like a date field ("intubated 01/15"): no score
    if b in (2, 3, 4, 5, 6, 8, 10, 15, 20, 24, 100) and a <= b and not padded:
        return False
    return _dm_ok(a, b)


_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_UNITS["oh"] = 0
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# a date of birth said as numbers: "eleven twenty three sixty four", "four four nineteen fifty two"
_NUMBER_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|" \
               r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
SPOKEN_NUMERIC_DATE = rf"(?<![A-Za-z\-]){_NUMBER_WORD}(?:(?:[ \t]{{1,2}}|-|,[ \t]{{1,2}}){_NUMBER_WORD}){{2,6}}(?![A-Za-z\-])"


def _number_prefixes(words: list[str], i: int, low: int, high: int) -> list[tuple[int, int]]:
    """(value, next index) for each reading of ``words[i:]``'s first one or two words as a number low..high."""
    out = []
    if i < len(words):
        w = words[i]
        if w in _UNITS and low <= _UNITS[w] <= high and w != "oh":
            out.append((_UNITS[w], i + 1))
        if w in _TENS:
            if low <= _TENS[w] <= high:
                out.append((_TENS[w], i + 1))
            if i + 1 < len(words) and words[i + 1] in _UNITS and 1 <= _UNITS[words[i + 1]] <= 9 \
                    and low <= _TENS[w] + _UNITS[words[i + 1]] <= high:
                out.append((_TENS[w] + _UNITS[words[i + 1]], i + 2))
    return out


def spoken_numeric_date_ok(value: str) -> bool:
    """Month, day and year said as numbers and nothing else, the year's last two digits with a tens word
    ("sixty four", "nineteen fifty-eight", "oh five" is not enough): counts and spoken phone digits fail."""
    words = re.split(r"[ \t,\-]+", value.lower())
    for _, i in _number_prefixes(words, 0, 1, 12):
        for _, j in _number_prefixes(words, i, 1, 31):
            k = j + 1 if j < len(words) and words[j] in ("nineteen", "twenty") else j
            for _, e in _number_prefixes(words, k, 20, 99):
                if e == len(words) and words[k] in _TENS:
                    return True
    return False


def compact_date_ok(value: str) -> bool:
    y, m, d = int(value[:4]), int(value[4:6]), int(value[6:])
    return 1900 <= y <= 2099 and 1 <= m <= 12 and 1 <= d <= 31


def _mmddyy_ok(value: str) -> bool:
    """A month-first compact date, MMDDYY or MMDDYYYY (a four-digit year 1900-2099)."""
    m, d = int(value[:2]), int(value[2:4])
    return 1 <= m <= 12 and 1 <= d <= 31 and (len(value) == 6 or value[4:6] in ("19", "20"))


_OCR = str.maketrans("lIO", "110")
_OCR_DIGIT = re.compile(r"(?<=[0-9])[OoIlSZ](?=[0-9:/.\-]|$|\b)|[OoIlSZ](?=[0-9])(?<![A-Za-z][OoIlSZ])|(?<=[0-9][/.\-])[OoIl]")
# What the prefilter answers for instead of _OCR_DIGIT: its prefilter mode drops lookarounds, which leaves "any
# O, o, I, l, S or Z" and so a possible match in every note. This is each alternative of _OCR_DIGIT with the
# characters its lookarounds test consumed, and without the tests that cannot be written so (the lookahead of
# the first), hence a necessary condition: no match here means no _OCR_DIGIT match, and the sub changes nothing.
# (The second lookbehind, after the letter, only tests the character before it: not an ASCII letter, or none.)
_OCR_DIGIT_GUARD = re.compile(r"[0-9][OoIlSZ]|(?:^|[^A-Za-z])[OoIlSZ][0-9]|[0-9][/.\-][OoIl]")
_OCR_MAP = {"O": "0", "o": "0", "I": "1", "l": "1", "S": "5", "Z": "2"}
_SIMILAR = {"c": "e", "e": "c", "b": "h", "h": "b", "n": "u", "u": "n", "o": "0", "l": "1", "i": "1", "s": "5",
            "m": "n", "a": "o", "t": "f", "f": "t", "r": "n"}


def _month_variants() -> dict[str, str]:
    """Misspellings one substitution away from a month or weekday name (any letter for names of 5+ letters,
    look-alike characters for shorter ones): "Swptember", "Marcb", "Scp", "5ep", "Fcb", "5aturday"; and two
    neighbouring letters swapped in names of 4+ letters: "Otcober", "Spetember", "Juyl"."""
    names = ("january february march april june july august september october november december jan feb mar apr "
             "jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday").split()
    out: dict[str, str] = {}
    letters = "abcdefghijklmnopqrstuvwxyz0151"
    for name in names:
        for i, ch in enumerate(name):
            subs = letters if len(name) >= 5 else _SIMILAR.get(ch, "")
            for c in subs:
                if c != ch:
                    v = name[:i] + c + name[i + 1 :]
                    if v not in names:
                        out.setdefault(v, name)
        if len(name) >= 4:
            for i in range(len(name) - 1):
                v = name[:i] + name[i + 1] + name[i] + name[i + 2 :]
                if v != name and v not in names:
                    out.setdefault(v, name)
    # common words one letter from a month are those words ("no 10/10 match", "10 man team", "Jon")
    for word in ("match", "man", "jon", "marsh", "marco", "dee", "ang"):
        out.pop(word, None)
    return out


def _month_variants_of_other_length() -> dict[str, str]:
    """A letter left out or doubled in a month or weekday name of 5+ letters ("Decmber", "Novemberr", "Wedesday"),
    and the common misspellings that change the length ("Feburary", "Wensday", "Jly"), mapped to the name's
    abbreviation. Variants that are words or names of their own ("arch", "mach", "Marc", "Frida") are left out."""
    full = ("january february march april august september october november december monday tuesday wednesday "
            "thursday friday saturday sunday").split()
    out: dict[str, str] = {}
    for name in full:
        for i in range(len(name)):
            out.setdefault(name[:i] + name[i + 1 :], name)
            out.setdefault(name[: i + 1] + name[i] + name[i + 1 :], name)
    for v, name in (("jly", "july"), ("jne", "june"), ("jnue", "june"), ("feburary", "february"),
                    ("janurary", "january"), ("septemeber", "september"), ("novembre", "november"),
                    ("decembre", "december"), ("octobre", "october"), ("wensday", "wednesday"),
                    ("wendsday", "wednesday"), ("tuseday", "tuesday"), ("thurday", "thursday"),
                    ("thrusday", "thursday"), ("saterday", "saturday"),
                    # round 32: a letter doubled in a short month, a syllable echoed ("14 Jully", "5 Novemeber")
                    ("jully", "july"), ("junne", "june"), ("novemeber", "november"), ("decemeber", "december"),
                    ("satday", "saturday")):
        out.setdefault(v, name)
    for word in ("arch", "mach", "marc", "frida", "sunda", "sunay"):
        out.pop(word, None)
    abbrev = {n: ("wed" if n == "wednesday" else n[:3]) for n in full}
    return {v: abbrev.get(n, n[:3]) for v, n in out.items() if v not in full and len(v) != len(n)}


_MONTH_VARIANTS = _month_variants()
_MONTH_VARIANTS_LEN = _month_variants_of_other_length()
_OCR_WORD = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z5]|0(?=[A-Za-z]))[A-Za-z0-9]{2,10}(?![A-Za-z])")  # "0CT-22"


_DIGIT_AFTER = re.compile(r"[\s.,\-/]{0,5}\d")
_DIGIT_BEFORE = re.compile(r"\d(?:st|nd|rd|th|ST|ND|RD|TH)?[\s.,\-/]{0,3}$")  # ("8th Feburary")


def _ocr_normalise(doc: Doc) -> str:
    """Same-length copy of ``doc.text`` with common OCR/typing slips in dates corrected."""
    text = doc.text
    if not any(c.isdigit() for c in text):
        return text
    # a sub whose regex cannot match returns the text unchanged; the prefilter answers for ``doc.text`` only
    out = _OCR_DIGIT.sub(lambda m: _OCR_MAP[m.group(0)], text) if doc.may_match(_OCR_DIGIT_GUARD) else text

    def word(m: re.Match[str]) -> str:
        w = m.group(0)
        rep = _MONTH_VARIANTS.get(w.lower())
        if rep is None or len(rep) != len(w):
            rep = _MONTH_VARIANTS_LEN.get(w.lower())
            if rep is None:
                return w
            rep += PAD * (len(w) - len(rep))  # "Decmber" -> "Dec" + padding: same length, same offsets
        # only next to a number (a date), never a free-standing word
        a, b = m.span()
        if not (_DIGIT_AFTER.match(out, b, b + 6) or _DIGIT_BEFORE.search(out[max(0, a - 6) : a])):
            return w
        return rep.upper() if w.isupper() else (rep.capitalize() if w[0].isupper() or w[0] == "5" else rep)

    if out == text and not doc.may_match(_OCR_WORD):
        return out
    return _OCR_WORD.sub(word, out)


_MONTH_WORDS = (
    "january february febuary march april may june july august september october november december jan feb mar "
    "apr jun jul aug sep sept oct nov dec"
).split()
_WEEKDAY_WORDS = (
    "mon monday tue tues tuesday wed weds wednesday thu thur thurs thursday fri friday sat saturday sun sunday"
).split()
_TEXT_ANCHORS = set(_MONTH_WORDS) | set(_WEEKDAY_WORDS) | {"the"}
_YEAR_RE = re.compile(r"(?<![\w\-/.$£€])(?:1[89]|20)\d{2}(?![\w]|[\-/.]\d)")
# round 44: the weekday written before a numeric date that the date's own pattern did not take ("Mon 26.02.24",
# "Thurs 16.01.25")
_WEEKDAY_BEFORE = re.compile(rf"(?<![A-Za-z])(?i:{WEEKDAY}),?[ \t]{{1,2}}\Z")


def _with_weekday_before(text: str, sp: Span) -> Span:
    if not text[sp.start : sp.start + 1].isdigit():
        return sp
    m = _WEEKDAY_BEFORE.search(text, max(0, sp.start - 14), sp.start)
    return sp if m is None else Span(m.start(), sp.end, sp.label, sp.source, sp.score)


_WEEKDAY_RE = re.compile(r"(?<![A-Za-z])(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?![A-Za-z])")
# round 53: a date written in code, its year, month and day (see DateRecognizer.validate)
_CODE_DATE = re.compile(r"((?:19|20)[0-9]{2}),[ \t]{0,2}([0-9]{1,2}),[ \t]{0,2}([0-9]{1,2})")
# round 53: a Welsh ordinal before "Mawrth", March and Tuesday both (see DateRecognizer.analyze)
_WELSH_ORDINAL_TUESDAY = re.compile(r"[0-9]{1,2}(?:af|il|ydd|edd|ed|fed|eg|ain)[ \t]{1,3}(?i:mawrth)")
# round 53: "Sun" after a title and at most a given name is the surname Sun, not Sunday ("Dr Li Sun 12/03",
# "Mr Sun 4/5"): the date keeps only its numbers
_SUN_SURNAME_BEFORE = re.compile(r"(?<![A-Za-z])(?:Dr|Prof|Mr|Mrs|Ms|Miss|Mx)\.?[ \t]{1,2}(?:(?P<g>[A-Z][a-z]{1,12})[ \t]{1,2})?\Z")
_SUN_AS_WEEKDAY = re.compile(r"Sun\.?,?[ \t]{1,2}")


def _without_surname_sun(text: str, sp: Span) -> Span:
    m = _SUN_AS_WEEKDAY.match(text, sp.start, sp.end)
    title = _SUN_SURNAME_BEFORE.search(text, max(0, sp.start - 24), sp.start) if m is not None else None
    if m is None or title is None:
        return sp
    if title.group("g"):
        # (a given name between: "Dr Li Sun", "Ms Mei Sun"; not a surname, "Dr Patel Sun 12/03/2024" is Sunday's)
        lex = lexicons.get()
        g = title.group("g").lower()
        if lex.first.get(g, 10**9) > 2 * lex.last.get(g, 10**9):
            return sp
    return Span(m.end(), sp.end, sp.label, sp.source, sp.score)


# short day/month dates that the shape check rejects (3/7 is also UK shorthand for three days, 7/10 a pain
# score) are still dates right after a date cue ("Date: 2/7", "Sent: 7/10", "DOB 4/7", "admitted 7/7") unless a
# duration or fraction word follows, or when a clock time follows ("7/10 1845", "5/7 16:52")
_SHORT_DM = re.compile(r"(?<![\w/.\-:])(\d{1,2})/(\d{1,2})(?![\w]|[/.\-]\d)")
_SHORT_CUE_BEFORE = re.compile(
    r"(?<![a-z])(?:date[ds]?|dob|d\.o\.b\.?|sent|on|adm|admitted|admission|discharged?|seen|dos|received|"
    r"visit|dated|signed|paged[ \t]{1,2}at|(?:delayed|postponed|moved|rescheduled|deferred|brought[ \t]forward)"
    r"[ \t]{1,2}(?:from|to|until|till)|moved|faxed|mailed|e-?mailed|called|drawn|collected|last[ \t]bm|bm|"
    # an act done on a day: "Auth submitted 5/5", "IMM delivered 5/5", "pt chose 11/7"
    r"submitted|delivered|chose|(?:re-?)?confirmed|scheduled|booked|completed|placed|started|stopped|resumed|"
    r"around|due|until|till)"  # ("recheck in 4-6 wks (around 12/20)")
    r"[ \t]{0,2}:?[ \t]{1,3}$"
)
# a log entry opening with the day ("1/7 - Dr. A approved x90d", "2/3: called pt back")
# a short date after a heading's dash in capitals, or before a "~" time ("LIST - DAY - 3/7", "3/7 ~1900")
_SHORT_HEADER_BEFORE = re.compile(r"[A-Z]{2,}[ \t]{1,2}[-–][ \t]{1,2}$")
_SHORT_LOG_AFTER = re.compile(r"[ \t]{0,2}[-–—:][ \t]{1,2}(?![0-9])")

# a stay written as two short dates: "LAST ADMIT ST AGNES 1/3-1/7", "hospitalized 12/28-1/2"
_SHORT_RANGE = re.compile(r"(?<![\w/.\-:])((?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9]))[\-–]"
                          r"((?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9]))(?![\w]|[/.\-]\d)")
_STAY_BEFORE = re.compile(r"(?<![a-z])(?:admit|admitted|adm|admission|hospitali[sz]ed|hosp|stay|inpatient|ip|"
                          r"dates?|between|from|away|trip|vacation|loa|rehab|snf)(?![a-z])[^\n]{0,24}$")
_SHORT_DURATION_AFTER = re.compile(
    r"[ \t]{0,2}(?i:course|days?|ago|hx|history|of|wks?|weeks?|months?|post|supply|tabs?|tablets?|doses?|"
    r"strength|duration|x|prior|ppd|packs?|pk|pks)(?![a-z])"  # ("smokes 1/2 ppd": half a pack a day)
)
_SHORT_TIME_AFTER = re.compile(
    r"[ \t]{1,3}(?:(?:@|at)[ \t]{1,2})?(?:(?:[01]\d|2[0-3])[0-5]\d|(?:[01]?\d|2[0-3]):[0-5]\d(?:[ \t]?(?i:am|pm|a\.m\.|p\.m\.))?)(?![\w:/]|[.\-]\d)")


_SCORE_BEFORE = re.compile(
    r"(?<![a-z])(?:apgars?|gcs|moca|mmse|pain|headache|orientation|oriented|a&o|aox|score[ds]?|bp|b/p|blood pressure|power|strength|rated|scale|nrs|vas|"
    r"ppi|motor|sensation|reflexes|grip|mrc|amts?|simv|peep|cpap|bipap|niv|ps|i:e|beighton|snellen|"
    r"rue|rle|lue|lle|bue|ble|"  # (round 25: a limb's power, "R HEMIPARESIS (RUE 2/5, RLE 3/5)")
    # questionnaires scored out of a maximum ("PHQ-9 4/27", "GAD-7 6/21", "EPDS 9/30", "AUDIT-C 3/12", "ESS 7/24")
    r"phq-?[29]|gad-?[27]|epds|audit(?:-c)?|ess|scat[0-9]?|symptom[ \t]number|fga|k10|dast(?:-10)?|cage|"
    # a biopsy's activity and chronicity indices ("ACTIVITY 11/24, CHRONICITY 2/12")
    r"activity|chronicity|"
    # a page count and a physical-performance battery ("PAGE 01/02", "SPPB 6/12")
    r"page|pages|pg|sppb|"
    # a clock drawing scored out of 5, a cervical exam's dilation/effacement ("Clock 2/5", "SVE 4/70/-1")
    r"clock|clock[ \t]drawing|sve|"
    # round 21: a pair of beds, a retry count ("Pod 3 (beds 12/13)", "retry 1/3 scheduled")
    r"beds|retry|attempt|"
    # round 36: a pain score after an analgesic's effect ("good effect (2/10 @ 2300)")
    r"effect|"
    # round 22: cognitive screens and their parts, a capacity interview's scales, a rating, sites felt, chest
    # pressure, a visual acuity ("SLUMS 11/30", "clock draw 1/4", "(BIMS): 9/15", "REASONING 5/16", "felt 4/10")
    r"slums|gpcog|bims|6cit|ace-?iii|draw|(?:delayed|immediate|word)[ \t]recall|visuospatial|understanding|reasoning|appreciation|rating|"
    r"severity|felt|pressure|acuity|vbg|abg|cbg|"
    # round 23: a node count in a pathological stage, pressure support over PEEP, an attack rate ("pN1a (2/14)",
    # "PSV 10/5", "attack rate 4/31")
    r"pn[0-3][a-c]?(?:mi)?[ \t]{0,2}\(|psv|rate|"
    # round 24: criteria met out of a total, the six-item cognitive test ("DSM-5 criteria 9/11", "6-CIT 8/28")
    r"criteria|6-cit|"
    # round 42: a toe extensor's or flexor's power and the primary-care PTSD screen ("EHL 4/5", "PC-PTSD-5: 1/5")
    r"ehl|fhl|pc-ptsd(?:-5)?|ptsd-5|phq-2|"
    # round 61: low back pain's and a numeric pain scale's score, a dorsalis pedis pulse's grade ("LBP 4/10", "NPRS
    # 6/10", "DP 1/4 bilat")
    r"lbp|nprs|dp)[ \t:=()]{0,4}(?:(?:was|is|of|at|now|scored?|rated)[ \t]{1,2})?"
    r"(?:[0-9]{1,3}[ \t]{0,2}(?:and|,|->|to|-)[ \t]{0,2})?$")
_FRACTION = re.compile(r"\d{1,2}/\d{1,2}")
# the later scores of a list on one line after a pain or muscle-power label: "Pain 4/10 on movement, 1/10 at rest",
# "MMT L hip abd 3/5, quads 4/5", "Pain 9/10 -> 2/10" (out of 5 or 10, never more than the total)
_SCORE_LIST_BEFORE = re.compile(r"(?i)(?:(?<![a-z])(?:pain|lbp|nprs)(?![a-z])[^\n]{0,30}?(?<![\d/])\d{1,2}/\d{1,2}(?![\d/])[^\n/]{0,24}|"
                                r"(?<![a-z])(?:mmt|power|strength)(?![a-z])[^\n]{0,40})\Z")
_SCORE_LIST_VALUE = re.compile(r"(\d{1,2})/(5|10)")


def _listed_score(doc: Doc, start: int, end: int) -> bool:
    m = _SCORE_LIST_VALUE.fullmatch(doc.text, start, end)
    return m is not None and int(m.group(1)) <= int(m.group(2)) and _SCORE_LIST_BEFORE.search(
        doc.text, max(0, start - 70), start) is not None
# a metric Snellen acuity, in a document that measures vision
_SNELLEN_METRIC = re.compile(r"6/(?:4|5|6|9|12|18|24|36|60)")
_ACUITY_DOC = re.compile(r"snellen|visual[ \t]acuit|(?<![a-z])(?:va|bcva|ucva)(?![a-z])|(?<![a-z])vision[ \t:]{1,3}(?:r|l|re|le|od|os)(?![a-z])")


# (and a trial master file's artifact number: "Artifact 05.01.02 (Form FDA 1572)")
_STATUTE_BEFORE = re.compile(r"(?:(?<![a-z])(?:sec\.?|section|code|artifact|artefact)|§)[ \t]{0,2}$")


def _snellen(doc: Doc, start: int, end: int) -> bool:
    """``start:end`` is a metric Snellen fraction ("6/12") in a document that measures vision."""
    if _SNELLEN_METRIC.fullmatch(doc.text, start, end) is None:
        return False
    v = doc.meta.get("acuity_doc")
    if v is None:  # (once per document: a note of thousands of "6/9" searched it whole for each)
        v = doc.meta["acuity_doc"] = _ACUITY_DOC.search(doc.lower) is not None
    return v
# a count out of a total ("11/21 evaluable", "3/12 nodes positive", "4/6 responders", "3/17 segments" of wall motion;
# round 61: "PCR POSITIVE (3/3 pooled swabs)"): never a date
_COUNT_AFTER = re.compile(r"[ \t]{1,2}(?i:evaluable|responders?|responded|patients|pts|subjects|participants|sites|"
                          r"nodes|cores|lymph[ \t]nodes|segments|"
                          r"pooled|swabs|samples|specimens)(?![a-z])")
# (round 28: also a review or follow-up "in 6/12", "within the next 3/12", "over the past 2/12")
# (round 36: a GP's recall, "Recall 3/12 for BP", "RTC 2/12")
# (round 56: "partners last 3/12", "EBRT + 18/12 ADT")
_MONTHS_SHORTHAND_BEFORE = re.compile(r"(?:(?<![a-z])x|\+|for|over|(?<![a-z])(?:review|r/v|rv|f/u|fu|follow[ -]?up|see|"
                                      r"recall|rtc|within|next|past|last)(?:[ \t]{1,2}in)?)[ \t]{0,2}$")
# ("HIV test 6/12 ago": six months)
_MONTHS_AGO_AFTER = re.compile(r"[ \t]{1,2}(?i:ago)(?![a-z])")
# two fractions with one small denominator, the first changing into the second: "from 4/5 to 5/5", "3/5 -> 4/5"
_SCORE_CHANGE = re.compile(r"(?<![\w/.])(\d{1,2})/(\d{1,2})[ \t]{0,2}(?:to|->|→|then)[ \t]{0,2}(\d{1,2})/(\d{1,2})(?![\w/])")


# what makes it a score rather than a date range ("rescheduled from 3/5 to 4/5" is one)
_SCORE_WORD = re.compile(r"(?<![a-z])(?:power|strength|motor|grip|mrc|flexion|extension|abduction|adduction|"
                         r"dorsiflexion|plantarflexion|grade[ds]?|score[ds]?|improv(?:ed|ing)|worsen(?:ed|ing)|"
                         r"increas(?:ed|ing)|decreas(?:ed|ing)|declin(?:ed|ing)|weakness)(?![a-z])")


def _score_change(doc: Doc, start: int, end: int) -> bool:
    """``text[start:end]`` is one side of a score change (same denominator, neither numerator above it) with a
    score or change word before it."""
    text = doc.text
    for m in _SCORE_CHANGE.finditer(text, max(0, start - 14), min(len(text), end + 14)):
        if (m.start() == start or m.end() == end) and m.start() <= start and end <= m.end():
            a, b, c, d = (int(g) for g in m.groups())
            return b == d and a <= b and c <= d and _SCORE_WORD.search(doc.lower, max(0, m.start() - 40),
                                                                        m.start()) is not None
    return False


_MD = r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12][0-9]|0?[1-9])"
_FULL_NUMERIC = r"\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})"
_DM = r"(?:3[01]|[12][0-9]|0?[1-9])/(?:1[0-2]|0?[1-9])"


def _short_by_cue(doc, out: list[Span]) -> list[Span]:  # type: ignore[no-untyped-def]
    found: list[Span] = []
    text = doc.text
    taken = TakenSpans(out)
    for m in doc.finditer(_SHORT_DM):
        a, b = int(m.group(1)), int(m.group(2))
        if a == 0 or b == 0 or not _dm_ok(a, b):
            continue
        s, e = m.span()
        if taken.covers(s, e):
            continue
        after = text[e : e + 12]
        if _SCORE_BEFORE.search(doc.lower, max(0, s - 16), s):
            continue  # "chest pain 7/10 @ 2140": a score with a time, not a date
        if _SHORT_TIME_AFTER.match(after):
            found.append(Span(s, e, "DATE", "date.short_time", 0.8))
        elif (_SHORT_CUE_BEFORE.search(doc.lower[max(0, s - 18) : s]) and not _SHORT_DURATION_AFTER.match(after)
              and not (a < b <= 4)):
            found.append(Span(s, e, "DATE", "date.short_cue", 0.8))
        elif (s == 0 or text[s - 1] == "\n") and _SHORT_LOG_AFTER.match(after) and a <= 12 and not (a < b <= 4):
            found.append(Span(s, e, "DATE", "date.short_cue", 0.7))
        elif text[s] == "0" and e - s == 5 and b > 1 and not _SHORT_DURATION_AFTER.match(after):
            # a month written with its zero ("night of 03/07"): a date, as no score or fraction is
            found.append(Span(s, e, "DATE", "date.short_zero", 0.75))
        elif _SHORT_HEADER_BEFORE.search(text, max(0, s - 8), s) and a <= 12:
            found.append(Span(s, e, "DATE", "date.short_cue", 0.7))  # "ICU TEAM LIST - DAY - 3/7", "RN, 3/7 ~1900"
    if "-" in text or "–" in text:
        for m in doc.finditer(_SHORT_RANGE):
            if (_STAY_BEFORE.search(doc.lower, max(0, m.start() - 40), m.start())
                    or _days_in_order(doc, m)) and not taken.overlaps(m.start(), m.end()):
                found.append(Span(m.start(1), m.end(1), "DATE", "date.short_range", 0.75))
                found.append(Span(m.start(2), m.end(2), "DATE", "date.short_range", 0.75))
    return found


def _days_in_order(doc: Doc, m: re.Match[str]) -> bool:
    """Two short dates that read as a stay by themselves ("Children's Hospital 1/2-1/4"): the second day after
    the first, in the same or the next month, and not two scores over one scale ("4/5-5/5 strength")."""
    (m1, d1), (m2, d2) = (map(int, m.group(g).split("/")) for g in (1, 2))
    if d1 == d2 or _SCORE_BEFORE.search(doc.lower, max(0, m.start() - 16), m.start()):
        return False
    if _SHORT_DURATION_AFTER.match(doc.text, m.end()) or _NOT_DATE_AFTER.match(doc.text, m.end()):
        return False
    return (m2 == m1 and d2 > d1) or m2 == m1 % 12 + 1


# Short dates a fraction could also be ("through 2/24", "BMP 2/20", "Exam 2/6:", "since 9-8"): in a note whose
# other dates fall in that month they are dates too. A note that writes m/d/y (a second field over 12) reads
# "2/7" as 7 February, not the UK "two days".
_SHORT_DM_ANY = re.compile(r"(?<![\w/.\-:])(\d{1,2})/(\d{1,2})(?![\w]|[/.]\d)")
_SHORT_IN_RANGE = re.compile(r"(?<=\d[\-–])(?<![\w/.:]\d{3}[\-–])(\d{1,2})/(\d{1,2})(?![\w]|[/.\-]\d)")
_SHORT_DASH = re.compile(r"(?<![\w/.\-:])(\d{1,2})-(\d{1,2})(?![\w%]|[/.\-]\d|[ \t]{0,2}(?:[/x×]|(?i:am|pm|mg|mcg|"
                         r"ml|units?|times|hours?|hrs?|h|min|mins|minutes|d|days?|wks?|weeks?|months?|years?|yrs?|"
                         r"cm|mm|kg|lbs?|beats|breaths|drinks|cigs|packs?|episodes?|people|kids|children)(?![a-z])))")
_DASH_CUE_BEFORE = re.compile(
    r"(?<![a-z])(?:on|since|until|till|thru|through|by|from|due|visit|appt|seen|adm|admitted|discharged|started|"
    r"stopped|ran[ \t]out(?:[ \t]of[ \t][a-z]{3,20})?|sched(?:uled)?|next|dated|dos|soc|roc|last)[ \t]{0,2}:?[ \t]{1,2}$")
_NOT_DATE_AFTER = re.compile(r"[ \t]{0,2}(?:%|(?i:tabs?|tablets?|caps?|strength|power|pain|bottles?|sets?|of|"
                             r"positive|pos|neg|negative|units?|mg|doses?|flow|ratio|ncv|vision|"
                             # round 24: a share of nodes or cores ("1/2 nodes positive", "3/12 cores")
                             r"nodes?|lns?|cores?|biopsies|specimens?|segments?)(?![a-z]))")
# round 23: a combination's strength or a proportion after a fraction, whatever date cue is near
# ("buprenorphine-naloxone 8/2 mg", "6/38 = 16%", "4/31 (13%)"); a hormone receptor's Allred score ("ER 8/8, PR 6/8")
_STRENGTH_OR_SHARE_AFTER = re.compile(r"[ \t]{0,2}(?:(?i:mg|mcg|micrograms?|ml|units?)(?![a-z])|"
                                      r"(?:=|\()[ \t]{0,2}\d{1,3}(?:\.\d{1,2})?[ \t]?%)")
_ALLRED_BEFORE = re.compile(r"(?<![a-z])(?:er|pr|allred)[ \t:]{0,3}$")
_ALLRED = re.compile(r"[0-8]/8")
_MONTH_NUMBER = {w: i for i, ws in enumerate(("jan january", "feb february febuary", "mar march", "apr april",
                                              "may", "jun june", "jul july", "aug august", "sep sept september",
                                              "oct october", "nov november", "dec december"), 1)
                 for w in ws.split()}
_NUMERIC_PARTS = re.compile(r"(\d{1,2})[/.\-](\d{1,2})(?:[/.\-](\d{2,4}))?$")
_MONTH_WORD = re.compile(r"[A-Za-z]{3,9}")
_COUNT_AFTER_DATE = re.compile(r"\d/\d{1,2}[ \t]{1,2}$")


_DOTTED_FULL = re.compile(r"\d{1,2}\.\d{1,2}\.(?:19|20)?\d{2}")
# (round 48: also "control la 23.04", "review on/le/em/dia 04.02", and the start of a range whose end has its year:
# "from 04.02 to 14.02.2025", "04.02-14.02.2025"; not a version's range, "12.03 to 12.03.08")
# (round 49: after a test's, a start's or a giving's word, "tomorrow", "LMP", Russian "na" (on), German "vom": "Lab
# 11.03:", "tomorrow 10.07", "LMP 15.01."; not a clock time, "given 10.05 h"; not "yesterday", "today" or "am", a lab
# value's or a time's words too, "K yesterday 11.03", "this am 10.10")
_SHORT_DOTTED = re.compile(r"(?<![A-Za-z])(?i:on|till|until|since|dated|upto|up[ \t]to|la|le|em|dia|control|controlo|"
                           r"review|lab|labs|tomorrow|lmp|start|started|given|done|na|vom)"
                           r"[ \t]{1,2}(\d{2})\.(\d{2})(?![\d]|\.\d|[ \t]?(?i:mg|ml|g|kg|mmol|%|x|h|hrs?|am|pm|uhr)(?![a-z]))"
                           r"|(?<![\w.,])(\d{2})\.(\d{2})(?=[ \t]{0,2}(?:[\-–]|(?i:to|until|till|do|a|au|al|bis))[ \t]{0,2}"
                           r"\d{1,2}\.\d{1,2}\.(?:19|20)\d{2}(?!\d|\.\d))")
# Russian "s DD.MM po DD.MM" (from ... till) both days ("s 04.03 po 27.03"; not "s" for seconds, "po" for by mouth alone)
_FROM_TILL_DOTTED = re.compile(r"(?<![A-Za-z])[Ss][ \t]{1,2}(\d{2})\.(\d{2})[ \t]{1,2}po[ \t]{1,2}(\d{2})\.(\d{2})(?![\d]|\.\d)")


def _doc_months(doc: Doc, out: list[Span]) -> tuple[set[int], str | None]:
    """The months of the dates found so far, and the note's numeric order: "md" (a US m/d/y with a day over 12),
    "dm", or None."""
    months: set[int] = set()
    md = dm = False
    pairs: list[tuple[int, int]] = []
    for sp in out:
        if sp.label != "DATE":
            continue
        v = doc.text[sp.start : sp.end]
        m = _NUMERIC_PARTS.match(v)
        if m is not None and (m.group(3) or "/" in v):
            a, b = int(m.group(1)), int(m.group(2))
            md = md or (a <= 12 < b)
            dm = dm or (b <= 12 < a)
            pairs.append((a, b))
            continue
        for w in _MONTH_WORD.findall(v):
            n = _MONTH_NUMBER.get(w.lower())
            if n is not None:
                months.add(n)
    order = "md" if md and not dm else "dm" if dm and not md else None
    for a, b in pairs:
        if order != "dm" and a <= 12:
            months.add(a)
        if order != "md" and b <= 12:
            months.add(b)
    return months, order


def _short_by_doc_months(doc: Doc, out: list[Span]) -> list[Span]:
    months, order = _doc_months(doc, out)
    if not months:
        return []
    text, low = doc.text, doc.lower
    found: list[Span] = []
    taken = TakenSpans(out, found)

    def month_of(a: int, b: int) -> int | None:
        if not _dm_ok(a, b) or a == 0 or b == 0:
            return None
        if order == "md" or (order is None and a in months):
            return a if a <= 12 else None
        return b if b <= 12 else None

    def ok(s: int, e: int, a: int, b: int, near: set[int]) -> bool:
        mo = month_of(a, b)
        if mo is None or mo not in near or a == b or (order != "md" and b in (7, 52) and a <= b):
            return False  # ("2/2" could be either; UK shorthand: 3/7 = three days)
        if b == 12 and (_MONTHS_SHORTHAND_BEFORE.search(low, max(0, s - 16), s) or _MONTHS_AGO_AFTER.match(text, e)):
            return False  # "x 2/12": two months
        if _SCORE_BEFORE.search(low, max(0, s - 16), s) or _SHORT_DURATION_AFTER.match(text, e) or _snellen(doc, s, e) or (
                _NOT_DATE_AFTER.match(text, e)) or _COUNT_AFTER_DATE.search(text, max(0, s - 8), s) or _listed_score(
                doc, s, e) or (
                _STRENGTH_OR_SHARE_AFTER.match(text, e) or _ALLRED.fullmatch(text, s, e) and _ALLRED_BEFORE.search(
                    low, max(0, s - 8), s)):
            return False  # ("BCx 2/7 1/2": a count after a date; "PR 6/8": an Allred score)
        return not taken.overlaps(s, e)

    for rx in (_SHORT_DM_ANY, _SHORT_IN_RANGE):
        if "/" not in text:
            break
        for m in doc.finditer(rx):
            a, b = int(m.group(1)), int(m.group(2))
            if ok(m.start(), m.end(), a, b, months):
                found.append(Span(m.start(), m.end(), "DATE", "date.doc_month", 0.6))
    nearby = months | {m % 12 + 1 for m in months}
    if any(o.label == "DATE" and _DOTTED_FULL.fullmatch(text, o.start, o.end) for o in out):
        # a note that writes its dates day-first with dots ("DOA: 02.09.2025") shortens them the same way after
        # a preposition ("Platelets 18,000 on 03.09", "SDP given till 10.09")
        for m in doc.finditer(_SHORT_DOTTED):
            g = 1 if m.group(1) else 3
            a, b = int(m.group(g)), int(m.group(g + 1))
            s, e = m.span(g)[0], m.span(g + 1)[1]
            if 1 <= a <= 31 and b in months and not taken.overlaps(s, e):
                found.append(Span(s, e, "DATE", "date.doc_month", 0.6))
        for m in doc.finditer(_FROM_TILL_DOTTED):
            for g in (1, 3):
                a, b = int(m.group(g)), int(m.group(g + 1))
                s, e = m.span(g)[0], m.span(g + 1)[1]
                if 1 <= a <= 31 and b in months and not taken.overlaps(s, e):
                    found.append(Span(s, e, "DATE", "date.doc_month", 0.6))
    for m in doc.finditer(_SHORT_DASH):
        a, b = int(m.group(1)), int(m.group(2))
        s, e = m.span()
        if _DASH_CUE_BEFORE.search(low, max(0, s - 30), s) and ok(s, e, a, b, nearby):
            found.append(Span(s, e, "DATE", "date.doc_month", 0.6))
    return found


# A month on its own after a time preposition is a date element more specific than the year (Safe Harbor):
# "cut in Feb", "falls since Jan", "reviewed again in May", "sinds jan." (Dutch), "seit März". Lower-case
# "may" and "march" are verbs; a month followed by a number is a full date, found by the patterns above; one
# followed by a capitalised word or "'s" is a name ("by May Lee", "in April's room").
_MONTH_ALONE = re.compile(
    r"(?<![A-Za-z])(?i:in|since|from|until|till|by|before|after|during|through|thru|early|mid|late|end[ \t]of|"
    r"last|this|next|past|of[ \t]last|of[ \t]this|around|about|approx\.?|approximately|circa|"
    r"beginning[ \t]of|start[ \t]of|sinds|sind|seit|im|ab|desde|depuis|sedan|siden|en|hasta|depi|em|"
    r"antes[ \t]de|despu[ée]s[ \t]de)(?:[ \t]{1,2}|(?<=[Mm]id)-)"  # ("mid-October")
    r"(?:(?i:early|mid|late)[ \t\-]{1,2})?"
    r"(?P<v>(?i:january|february|april|june|july|august|september|october|november|december|januari|februari|"
    r"maart|mei|juni|juli|augustus|januar|februar|märz|oktober|dezember)|(?i:jan|feb|apr|jun|jul|aug|sept|sep|oct|"
    r"nov|dec|okt|dez|mär)\.?|May|MAY|March|MARCH|Mar\.?|MAR|"
    # Spanish, Portuguese, French and Haitian Creole months, written in lower case ("Julio" is a name)
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|"
    r"fevereiro|março|junho|julho|setembro|outubro|dezembro|janvier|février|avril|juin|juillet|août|septembre|"
    r"octobre|novembre|décembre|janvye|fevriye|jiyè|septanm|oktòb|novanm|desanm)"
    r"(?![A-Za-z0-9\-/]|\.?[ \t]{0,2}(?:\d|'\d)|['’]s|[ \t]{1,2}[A-Z][a-z])"
)
# two months joined, or a month in brackets or after "~": "missed Dec and Jan doses", "Nov/Dec", "(~March)"
_MON = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
        r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)")
_MON_END = r"(?![A-Za-z0-9\-/]|\.?[ \t]{0,2}(?:\d|'\d)|['’]s|[ \t]{1,2}[A-Z][a-z])"
_MONTH_PAIR = re.compile(
    rf"(?<![A-Za-z])(?P<a>{_MON}|{_MON.upper()})\.?[ \t]{{0,2}}(?:and|or|&|/|-|–|to|thru|through)[ \t]{{0,2}}"
    rf"(?P<b>{_MON}|{_MON.upper()})\.?{_MON_END}")
# not May, June, April or August: "daughter (June)" is a name
_MONTH_MARKED = re.compile(
    r"(?:\([ \t]?~?|(?<![\w~])~)[ \t]?(?P<v>(?:January|February|March|September|October|November|December|"
    r"Jan|Feb|Mar|Jul|Sept?|Oct|Nov|Dec))(?=\.?[ \t]?[),;])")
_PART_OF_MONTH = re.compile(r"(?<![A-Za-z])(?i:early|mid|late)[ \t\-]{1,2}$")
# a range of short dates, each part a date by itself: "11/18-11/19", "01/2023-12/2023" (the short pattern
# refuses a date glued to "-digit")
_SHORT = rf"(?:{_MD}|{_DM}|(?:0?[1-9]|1[0-2])/(?:19|20)\d{{2}})"
_SHORT_RANGE = re.compile(rf"(?<![\w/.\-:])(?P<a>{_SHORT})[\-–](?P<b>{_SHORT}){_NUM_E}")
# a German day and month with no year ("verlegt aus Charité 12.04.", "seit 03.11.") after a German date cue
_DE_DAY_MONTH = re.compile(r"(?<![\w.])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?![\w]|\d)")
_TWO_DIGIT_DM = re.compile(r"\d\d\.\d\d\.")
_DE_DATE_CUE = re.compile(
    r"(?<![a-z])(?:am|vom|seit|bis|ab|aus|verlegt|stand|datum|den|zum|entlassen|aufgenommen|aufnahme|entlassung|"
    r"geb|geboren|termin|wv|kontrolle|op|beantragt|gestellt|erfolgt|dnia|sinds)(?![a-z])")
# round 68: a day and month with a zero or a late day ("09.03.", "29.01."), taken without a cue in a German, Dutch or
# Polish note (see _continental_note) where no section's, tariff's, table's or time's word is right before it ("Pos.
# 13.02.", "um 13.10.", "at 14.05.") nor a value's ("Hb 13.5.", "Total 23.05.", "$15.08."), and the line does not start
# with it (a heading's number, "13.01. Allgemeines"); a day past 12 with a one-digit month right after a strong cue ("am
# Fr 26.1.", "od 25.10"; not "6 am 14.2.", nor a value's range, "CRP-Anstieg bis 24.5.")
_ZERO_OR_LATE_DAY = re.compile(r"0[1-9]\.|[0-3][0-9]\.0[1-9]\.|1[3-9]\.|2[0-9]\.|3[01]\.")
_LATE_DAY = re.compile(r"1[3-9]\.|2[0-9]\.|3[01]\.")
_SECTION_BEFORE = re.compile(r"(?<![a-z])(?:kap|kapitel|abschnitt|abschn|tab|tabelle|abb|abbildung|§|nr|punkt|seite|s|"
                             r"pkt|version|v|icd|hoofdstuk|rozdział|rozdz|pos|position|ziffer|ebm|goä|um|om|at|o|godz|"
                             r"uhrzeit|zeit|tijd|time|total|summe|betrag|weight|gewicht|hb|crp|bg|bz|wert|waarde|[$€£])"
                             r"\.?[ \t]{0,2}\Z")
_ONE_DIGIT_CUE = re.compile(r"(?<![a-z0-9])(?<![0-9][ \t])(?:am|vom|seit|wv|termin|kontrolle|od|dnia|sinds)"
                            r"[ \t]{1,2}(?:(?:mo|di|mi|do|fr|sa|so)\.?,?[ \t]{1,2})?\Z")
_DM_END = re.compile(r"[ \t]{0,2}(?:[):,;]|$|\n|[ \t](?!(?i:mmol|µmol|umol|mg|ml|g|l|kg|cm|mm|µg|mcg|ng|pg|ie|u|uhr|h|"
                     r"min|mval|meq|g/dl|mg/dl|x)(?![A-Za-z]))[A-Za-zÀ-žА-яЁёЂ-џ])")


# round 54: the days listed before a date's own day and month ("On: 12, 13 & 14 March 2024", "on 14 and 15 August
# 2016", "on 3rd and 4th June 2023"), each a date of that month: the date with its year (not "Grades 3 and 4 May
# require a dose reduction"), the list after a date's word, a preposition or a label's colon (not "Doses 1 and 2
# March 2024", "Wards 7 and 8 May 2024", "GCS 14 and 15 June 2024": counts, numbers and scores before a date)
_DAY_MONTH_START = re.compile(r"(?:3[01]|[12][0-9]|0?[1-9])(?:st|nd|rd|th)?[ \t]{1,2}[A-Za-z][^\n]{0,14}[0-9]{4}")
_LISTED_DAY_BEFORE = re.compile(r"(?<![\w.,/\-])(?P<d>(?:3[01]|[12][0-9]|0?[1-9])(?:st|nd|rd|th)?)"
                                r"(?:[ \t]?,[ \t]{0,2}(?:(?:&|and)[ \t]{1,2})?|[ \t]{1,2}(?:&|and)[ \t]{1,2})$")
# (round 55: ordinals before an ordinal day and its month need no year, "and" nor lead: "attended 3rd, 4th, 5th Feb.")
_ORDINAL_DAY_MONTH_START = re.compile(r"(?:3[01]|[12][0-9]|0?[1-9])(?:st|nd|rd|th)[ \t]{1,2}(?i:jan|feb|mar|apr|may|jun|"
                                      r"jul|aug|sep|oct|nov|dec)")
_LIST_LEAD = re.compile(r"(?:(?<![A-Za-z])(?i:on|from|between|dated|dates?|days?|the)[ \t]{0,2}:?|:)[ \t]{1,2}$")


# round 68: a home-care log's entries, each line led by its day and month with a dash, then the time ("02-10 08:02  Gerda
# v.d. Berg", "05-10 07:30  GvdB"): two lines or more of one month and two days or more (not a timetable's ranges,
# "06-08 09:00 groep A / 09-11 10:00 groep B", nor one line's "10-12 08:00 Bed 10-12 cleaning")
_LOG_DAY = re.compile(r"(?m)^[ \t]{0,3}(?P<d>0[1-9]|[12][0-9]|3[01])-(?P<m>0[1-9]|1[0-2])[ \t]{1,2}(?:[01][0-9]|2[0-3]):"
                      r"[0-5][0-9](?![0-9])")


def _log_days(doc: Doc, found: list[Span]) -> list[Span]:
    entries = list(doc.finditer(_LOG_DAY))
    if len(entries) < 2 or len({m.group("m") for m in entries}) != 1 or len({m.group("d") for m in entries}) < 2:
        return []
    taken = TakenSpans(found)
    return [Span(m.start("d"), m.end("m"), "DATE", "date.log", 0.8) for m in entries
            if not taken.overlaps(m.start("d"), m.end("m"))]


# round 69: in a note written in another language, where English does not read the words: a month that is also an
# English word or name after its day ("14 mars", "4 maj") or before its year ("mars 2023"), an English-spelled month
# after a day with its dot ("5. april"), and a day after its weekday ("jeudi 14", "mercoledì 17", "dijous 18")
_OTHER_LANGUAGE_DATE = re.compile(
    rf"(?<![\w/.\-])(?:{DAY}\.?{_S}(?:mars|mai|maj|marts|mei|mac)(?:,?{_S}(?:19|20)\d{{2}})?"
    rf"|(?:mars|mai|maj|marts|mei)[ \t]{{1,2}}(?:19|20)\d{{2}}"
    rf"|{DAY}\.{_S}(?:januar|februar|april|august|september|oktober|november|december|desember)(?:,?{_S}(?:19|20)\d{{2}})?)"
    rf"{_E}", re.I)
# round 71: a date that opens on its year, as Hungarian, Lithuanian and Latvian write it ("2024. április 16.", "2017.
# 09. 30.", "2024 m. kovo 12 d.", "2023 m. rugsėjo"), a Hungarian month and its day with the day's dot ("szeptember
# 4.", "márc. 5."), a date with spaces around its dashes ("3 - 9 - 2024")
_HU_MONTH = (r"(?:január|február|március|április|május|június|július|augusztus|szeptember|október|november|december|"
             r"jan\.|febr\.|márc\.|ápr\.|máj\.|jún\.|júl\.|aug\.|szept\.|okt\.|nov\.|dec\.)")
_LT_MONTH = (r"(?:sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|gruodžio)")
_YEAR_FIRST_DATE = re.compile(
    rf"(?<![\w.])(?:(?:19|20)\d{{2}}\.[ \t]?{_HU_MONTH}[ \t]{{1,2}}(?:[12]\d|3[01]|0?[1-9])\.?(?![\w])"
    r"|(?:19|20)\d{2}\.[ \t](?:0?[1-9]|1[0-2])\.[ \t](?:[12]\d|3[01]|0?[1-9])\.(?!\w|[ \t]?\d)"
    rf"|(?:19|20)\d{{2}}[ \t]m\.[ \t]{_LT_MONTH}(?:[ \t](?:[12]\d|3[01]|0?[1-9])[ \t]d\.)?(?!\w)"
    rf"|(?<![\w.])(?:január|február|március|április|május|június|július|augusztus|szeptember|október|"
    r"febr\.|márc\.|ápr\.|máj\.|jún\.|júl\.|szept\.|okt\.)[ \t](?:[12]\d|3[01]|0?[1-9])\.(?![\w]|\d)"
    r"|(?<![\w.\-])(?:[12]\d|3[01]|0?[1-9])[ \t]-[ \t](?:0?[1-9]|1[0-2])[ \t]-[ \t](?:19|20)\d{2}(?![\w\-]))",
    re.I)
# round 71: in a Czech, Slovak or Latvian note a day and a month with a space after the day's dot ("USG 4. 9.:",
# "konziliárně 6. 3. –"); in a Hungarian one the month and the day, month first, maybe a case ending after it
# ("02.28.", "a 01.29.-i kontroll", "02.11-én")
# (and its year after it, "26. 3. 2024", a Croatian one's dot after the year too, "12. 3. 2024.": in these languages
# only, not an English table's or a list's "Table 2. 1. 2019 cohort", "Fluids: 1. 2. 2000 mL")
_SPACED_DAY_MONTH = re.compile(r"(?<![\w.])(?:[12]\d|3[01]|0?[1-9])\.[ \t](?:0?[1-9]|1[0-2])\."
                               r"(?:[ \t](?:19|20)\d{2}(?![\w]|\.[\w.]|[ \t]?\d)|(?![\w]|[ \t]?\d))")
_HU_MONTH_DAY = re.compile(r"(?<![\w.])(?:0[1-9]|1[0-2])\.(?:[0-2]\d|3[01])(?:\.|(?=-(?:[aeáéi]n|jén|ján|i|ig|től|tól)\b))")
DAY_MONTH_LANGUAGES = ("cs", "sk", "lv", "sl", "sh")  # (round 72: Slovene "2. 2. 2024", Croatian "12. 3. 2024.")
_DAY_MONTH_DOT_LANGUAGES = languages.NORDIC + languages.SOUTH_SLAVIC


def _year_first_dates(doc: Doc, found: list[Span]) -> list[Span]:
    """See ``_YEAR_FIRST_DATE``, ``_SPACED_DAY_MONTH`` and ``_HU_MONTH_DAY``: only what no date holds."""
    out: list[Span] = []
    taken = TakenSpans(found, out)
    for m in doc.finditer(_YEAR_FIRST_DATE):
        if not taken.overlaps(*m.span()):
            out.append(Span(m.start(), m.end(), "DATE", "date.year_first", 0.8))
    spaced = list(doc.finditer(_SPACED_DAY_MONTH))
    if spaced and languages.of_note(doc) in DAY_MONTH_LANGUAGES:
        for m in spaced:
            s, e = m.span()
            dated = doc.text[e - 1].isdigit()
            if not taken.overlaps(s, e) and not _SECTION_BEFORE.search(doc.lower, max(0, s - 14), s) and (
                    dated or _DM_END.match(doc.text, e)):
                out.append(Span(s, e if dated else e - 1, "DATE", "date.day_month", 0.75))
    hungarian = list(doc.finditer(_HU_MONTH_DAY))
    if hungarian and languages.of_note(doc) == "hu":
        for m in hungarian:
            s, e = m.start(), m.start() + 5
            if not taken.overlaps(s, e) and not _SECTION_BEFORE.search(doc.lower, max(0, s - 14), s):
                out.append(Span(s, e, "DATE", "date.month_day", 0.75))
    return out


# round 73: a day and month without a year in a Russian, Ukrainian or Belarusian note, which writes decimals with a comma
# ("ЭхоКГ от 06.03:", "амілаза 12.02 —", "| 22.10 | 23.10 |", "с 3.02 по 11.02.2025"): the month in two digits, the day
# in one only after a word of time before it; not a time ("в 08.20", "о 10.15"), a section's or a table's number
# ("п. 21.03", "табл. 12.02"), a code's, nor a value with its unit after it ("12.05 мг")
_EAST_SLAVIC_DAY_MONTH = re.compile(r"(?<![\w.,/\-])(?P<d>[12]\d|3[01]|0[1-9]|[1-9])\.(?:0[1-9]|1[0-2])(?![\w]|[.,/\-]\d)")
_EAST_SLAVIC_BEFORE_DAY = re.compile(r"(?<![а-яёіїєґ])(?:с|со|по|до|от|на|к|з|із|від|після|после|из|между|між|и|і|та)"
                                     r"[ \t]{1,2}\Z")
_EAST_SLAVIC_NOT_BEFORE = re.compile(r"(?<![а-яёіїєґa-z])(?:в|во|о|об|около|близько|приблизно|п|пп|пункт|ст|табл|рис|"
                                     r"прил|разд|розд|гл|ч|версия|версія|v|ver|мкб|мкх|icd|код|шифр|№)\.?[ \t]{0,2}\Z")
_EAST_SLAVIC_END = re.compile(r"[ \t]{0,2}(?:[):,;|—–]|-[ \t]|\.(?![0-9])|$|\n)|[ \t]{1,2}(?!(?:мг|мл|г|л|кг|см|мм|мкг|нг|"
                              r"ммоль|мкмоль|ед|од|%|мм)(?![а-яё]))[а-яёіїєґА-ЯЁІЇЄҐ]")
_CYRILLIC_LETTER = re.compile(r"[а-яёіїєґў]")


def _east_slavic_day_months(doc: Doc, found: list[Span]) -> list[Span]:
    """See ``_EAST_SLAVIC_DAY_MONTH``: only in a Russian or Ukrainian note (or a Belarusian one, three "ў" or more),
    only what no date holds."""
    if _CYRILLIC_LETTER.search(doc.lower) is None:
        return []  # (the cheap test first: an English note's decimals would ask for its language)
    hits = list(doc.finditer(_EAST_SLAVIC_DAY_MONTH))
    if not hits or languages.of_note(doc) not in languages.EAST_SLAVIC and doc.lower.count("ў") < 3:
        return []  # (a Belarusian note, which wordfreq cannot tell, by its own letter)
    out: list[Span] = []
    taken = TakenSpans(found, out)
    for m in hits:
        s, e = m.span()
        before = doc.lower[max(0, s - 12) : s]
        if taken.overlaps(s, e) or _EAST_SLAVIC_NOT_BEFORE.search(before) or not _EAST_SLAVIC_END.match(doc.text, e) or (
                len(m.group("d")) == 1 and not _EAST_SLAVIC_BEFORE_DAY.search(before)):
            continue
        out.append(Span(s, e, "DATE", "date.day_month", 0.75))
    return out


_FOREIGN_WEEKDAY_DAY = re.compile(
    r"(?<![\w])(?i:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|"
    r"lunes|martes|miércoles|jueves|viernes|sábado|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|"
    r"mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag|måndag|tisdag|lördag|söndag)[ \t]{1,2}(?:(?i:le|den|d\.)[ \t])?"
    r"(?:[12][0-9]|3[01]|0?[1-9])\.?(?![\w:/.,]|[ \t]?(?:h|uur|Uhr)\b)")


def _other_language_dates(doc: Doc, found: list[Span]) -> list[Span]:
    """See ``_OTHER_LANGUAGE_DATE``: only in a note written in another language, and only what no date holds."""
    hits = list(doc.finditer(_OTHER_LANGUAGE_DATE)) + list(doc.finditer(_FOREIGN_WEEKDAY_DAY))
    if not hits or languages.of_note(doc) is None:
        return []
    out: list[Span] = []
    taken = TakenSpans(found, out)
    for m in hits:
        if not taken.overlaps(*m.span()):
            # (a weekday's day without the dot after it, "jeudi 14.")
            end = m.end() - 1 if m.re is _FOREIGN_WEEKDAY_DAY and m.group(0).endswith(".") else m.end()
            out.append(Span(m.start(), end, "DATE", "date.other_language", 0.8))
    return out


def _continental_note(doc: Doc) -> bool:
    """Round 68: ``languages.continental`` of the note, asked once per note."""
    got = doc.meta.get("continental")
    if got is None:
        got = doc.meta["continental"] = languages.continental(doc.lower)
    return bool(got)


def _listed_days(text: str, found: list[Span]) -> list[Span]:
    """The days listed before each dated day of ``found`` (see ``_LISTED_DAY_BEFORE``)."""
    out: list[Span] = []
    for s in found:
        ordinal = _ORDINAL_DAY_MONTH_START.match(text, s.start, s.end) is not None
        if not ordinal and not _DAY_MONTH_START.match(text, s.start, s.end):
            continue
        at = s.start
        listed: list[Span] = []
        for _ in range(6):
            m = _LISTED_DAY_BEFORE.search(text, max(0, at - 12), at)
            if ordinal and (m is None or not m.group("d")[-2:].isalpha()):
                break  # (an ordinal's list holds ordinals only: not "Hb 9, 14th March")
            if m is None or not ordinal and at == s.start and "&" not in m.group(0) and "and" not in m.group(0):
                break  # (the list ends with "and" or "&": not "Hb 9, 14 March", a value before a date)
            listed.append(Span(m.start("d"), m.end("d"), "DATE", "date.listed", 0.8))
            at = m.start()
        if listed and (ordinal or _LIST_LEAD.search(text, max(0, at - 16), at)):
            out += listed
    return out


class DateRecognizer(PatternRecognizer):
    name = "date"
    labels = ("DATE",)
    residual = True
    context = ("dob", "d.o.b", "date", "born", "birth", "admitted", "discharged", "on", "dated", "seen",
               "visit", "dod", "doa", "dos", "discharge", "service", "since", "from", "until", "by", "due",
               "anticipate discharge", "admission", "f/u", "follow-up", "review", "adm", "sbar", "note", "reported",
               "received", "cxr", "ct", "mri", "echo", "ecg", "labs", "shift", "started", "stopped", "onset",
               "completed", "diagnosed", "finished", "ended", "resume", "resumed", "restart", "restarted", "held",
               # tests whose date follows their name: "Beta hCG 5/20", "mammogram 4/20", "colonoscopy 2/15"
               "hcg", "bhcg", "ultrasound", "biopsy", "mammogram", "colonoscopy", "endoscopy", "egd", "dexa", "pet",
               "eeg", "emg", "x-ray", "xray", "scan",
               # a change made or a result had at a date: "empagliflozin added 2024-03", "tested positive 2024-03",
               # "New AF 2025-02", "records faxed 2/3"
               "added", "tested", "positive", "negative", "new", "faxed", "switched", "increased", "decreased",
               "implanted", "placed", "removed")
    context_window = 22
    _I = re.I
    patterns = (
        # round 54: a safety report's partial date, the unknown day marked, right after a date's word ("DATE OF
        # BIRTH: --/04/1961", "onset UNK/04/2024", "Death,2024-08---"; not a part's, a model's or a score's code,
        # "Model 2010-04-XX", "--/10/2000 points", "Stop valve part UN/10/1998")
        P(r"(?i:(?<![a-z])(?:date|dob|d\.o\.b\.?|born|birth|onset|death|died|start|started|stop|stopped|awareness)"
          r"(?![a-z]))[ \t:.,=]{0,4}(?P<v>(?:--|UNK?|XX)/(?:0[1-9]|1[0-2])/(?:19|20)[0-9]{2}(?![\w/])"
          r"|(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:---?|UNK?)(?![\w/]))", "DATE", 0.8),
        # weekday + day + month (+ year): Tuesday, 14 February 2024 / Tues 14th Feb
        # (a bare number without a month is no day when a lower-case word follows: "since Tue, 2 wet diapers")
        P(rf"{_B}{WEEKDAY},?{_S}(?:the[ \t]{{1,2}})?{DAY}(?:{_S}(?:of[ \t]{{1,2}})?{MONTH}"
          rf"(?:,?{_S}{YEAR})?|(?<=st|nd|rd|th|ST|ND|RD|TH)|(?![ \t]{{1,2}}(?!(?:and|or|at|per|to|in|on|from|until|till|by|am|pm|thru|through|for)(?![a-z]))"
          rf"(?-i:[a-z]{{2,}})))"
          rf"{_E}(?![/.\-]\d|:\d){_NOT_DOSE}{_NOT_COUNTED}", "DATE", 0.85, flags=_I,
          anchors=_TEXT_ANCHORS),
        # weekday + a short numeric date: "Thursday 6/6" (the weekday makes 6/6 a date, not a fraction)
        # (not a warfarin schedule: "Mon 1/2 tab, Tue 1 tab")
        P(rf"{_B}{WEEKDAY},?{_S}(?:{_MD}|{_DM})(?:/{YEAR2})?(?![\w]|[/.\-]\d){_NOT_DOSE}",
          "DATE", 0.9, flags=_I, anchors=_TEXT_ANCHORS),
        # ... or with a dash or a dot, day first: "Tue 29-10", "Mon 4.11"
        # (a day past 12, or both numbers of two digits: not hours, doses or counts, "Fri 9-5", "Mon 2.5", "Mon 1-2")
        P(rf"{_B}{WEEKDAY},?{_S}(?:(?:1[3-9]|2[0-9]|3[01])[\-.](?:1[0-2]|0?[1-9])|(?:0[1-9]|[12][0-9]|3[01])[\-.]"
          rf"(?:0[1-9]|1[0-2]))(?![\w]|[/.\-]\d){_NOT_DOSE}",
          "DATE", 0.85, flags=_I, anchors=_TEXT_ANCHORS),
        # round 52: a German weekday before a dotted day and month ("Mittwoch 22.5.", "Freitag, 24.03.2023"); the
        # month's own dot or a year after it (not a dose or a time on a weekday: "Freitag 2.5 mg", "Montag 8.10 Uhr",
        # "Montag 1/2 Tbl."; _DE_DAY_MONTH reads a day and month after other German cues, two digits each: the weekday
        # here makes "22.5." with one digit a date too)
        P(r"(?<![A-Za-z])(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag),?[ \t]{1,2}"
          r"(?:3[01]|[12][0-9]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.(?:(?:19|20)?[0-9]{2})?(?![\w]|\.[0-9])", "DATE", 0.85),
        # round 33: a Roman month between the day and the year, the same mark on both sides ("11-III-2024",
        # "Tue 19-XI-24", "2/vii/24")
        # (a numeral of one letter, or in lower case, only with a four-digit year: not "3-x-10 mm", "5.v.12"; none
        # after a stage or a grade: "CKD stage 3-IV-20")
        P(rf"{_B}(?:{WEEKDAY},?{_S})?(?<![\w/.\-])(?<!stage[ \t])(?<!grade[ \t])(?<!class[ \t])(?<!type[ \t])(?:3[01]|[12][0-9]|0?[1-9])"
          rf"(?P<r>[\-./])(?:(?-i:{ROMAN_MONTH})(?P=r)(?:19|20)\d{{2}}|(?-i:XII|XI|IX|VIII|VII|VI|IV|III|II)(?P=r)\d{{2}}"
          rf"|(?-i:xii|xi|ix|viii|vii|vi|iv|iii|ii)(?P=r)(?:(?:19|20)\d{{2}}|\d{{2}})){_NUM_E}", "DATE", 0.85,
          flags=_I),
        # a Hijri date, the day and the month (and the year), or numeric year first ("1446/03/12 H")
        # round 60: a Vietnamese date in words with its year ("ngày 14 tháng 03 năm 2024": the day's word outside; not a
        # dose's "1 viên/ngày 3 tháng 2 đợt"), a Thai date
        # with its month's name or abbreviation and a Buddhist-era year ("14 มี.ค. 2567", "13 มีนาคม 2567", "13-15 มี.ค.
        # 67"), a Buddhist-era date in digits ("2567-03-14")
        P(r"(?<=(?i:ngày)[ \t])(?:3[01]|[12][0-9]|0?[1-9])[ \t]tháng[ \t](?:1[0-2]|0?[1-9])[ \t]năm[ \t](?:19|20)[0-9]{2}"
          r"(?![\w])", "DATE", 0.85),
        P(r"(?<![\w/.\-])(?:(?:3[01]|[12][0-9]|0?[1-9])[ \t]?[\-–][ \t]?)?(?:3[01]|[12][0-9]|0?[1-9])[ \t]?"
          r"(?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|"
          r"ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.)"
          r"(?:[ \t]?(?:25[0-9]{2}|[5-7][0-9])(?![0-9]))?", "DATE", 0.85),
        P(r"(?<![\w/.\-])25[5-7][0-9]-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])(?![\w/\-]|\.[0-9])", "DATE", 0.85),
        P(rf"(?<![\w/.\-]){DAY}{_S}{HIJRI_MONTH}(?:,?{_S}1[34]\d{{2}}(?:[ \t]?A?H(?![A-Za-z]))?)?{_E}", "DATE", 0.85,
          flags=_I),
        # round 48: Ethiopian and Persian dates by their month's name, the year (Ethiopian or Solar Hijri) maybe
        # after them; a Solar Hijri date in numbers, year first with slashes ("1403/07/12")
        P(rf"(?<![\w/.\-])(?:{DAY}{_S}{ETH_PERSIAN_MONTH}|{ETH_PERSIAN_MONTH}{_S}{DAY})"
          rf"(?:,?{_S}(?:1[34]|19|20)\d{{2}}(?:[ \t]?(?:E\.?C\.?|AP|SH)(?![A-Za-z]))?)?{_E}", "DATE", 0.8, flags=_I),
        P(rf"(?<![\w/.\-])(?:{DAY}{_S}{ETH_PERSIAN_MONTH_WORD}|{ETH_PERSIAN_MONTH_WORD}{_S}{DAY}),?{_S}(?:1[34]|19|20)"
          rf"\d{{2}}(?:[ \t]?(?:E\.?C\.?|AP|SH)(?![A-Za-z]))?{_E}", "DATE", 0.8, flags=_I),
        # (after a date's word, month and day with their zeros: "Sampling date: 1403/07/12", "Sat 1403/09/17"; not
        # three rates or targets, "1400/10/20 mL")
        P(r"(?i:(?<![a-z])(?:date|dated|dob|born|on|sat|sun|mon|tue|wed|thu|fri|admitted|discharged|visit|collected|"
          r"reported|received|تاریخ)[ \t:.\-]{1,4})(?P<v>1[34][0-9]{2}/(?:0[1-9]|1[0-2])/(?:3[01]|[12][0-9]|0[1-9]))"
          r"(?![\w/]|[.\-][0-9])", "DATE", 0.8),
        # (with its H or AH: "1410-3-12" is a standard's number)
        P(r"(?<![\w/.\-])1(?:3[89]|4[0-7])\d[/\-.](?:0?[1-9]|1[0-2])[/\-.](?:30|[12][0-9]|0?[1-9])"
          r"[ \t]?A?H(?![\w])", "DATE", 0.8),
        # weekday + month + day: Tue Feb 14 / Tuesday, February 14, 2024
        P(rf"{_B}{WEEKDAY},?{_S}{MONTH}{_S}{DAY}(?:,?{_S}{YEAR})?{_E}", "DATE", 0.85,
          flags=_I, anchors=_TEXT_ANCHORS),
        # day month year: 12-Feb-2024, 12 Feb 2024, 3rd of May, 12th February, 12.feb.24, 12Feb2024; a range of
        # days before the month ("18-20 MAR 2024", "21st–29th March") is one date span
        P(rf"{_B}(?:(?<![\-/.:]){DAY}[ \t]?[\-–][ \t]?)?{DAY}(?:[\-./]|{_S})?(?:of[ \t]{{1,2}})?{MONTH}(?:(?:[\-./,]{{1,2}}[ \t]{{0,2}}|,?{_S})?{YEAR2})?{_E}",
          "DATE", 0.85, flags=_I),
        # month day year: Feb 12, 2024 / February 12th / Feb. 12 2024 / Feb-12-2024
        P(rf"{_B}{MONTH}(?:[\-./]|{_S})(?:the{_S})?{DAY}(?:(?:[,.]{_S}|,|[\-./]|{_S}){YEAR2})?(?![A-Za-z0-9]|:\d)", "DATE",
          0.85, flags=_I, anchors=_TEXT_ANCHORS),
        # month year: May 2024, Feb '24, March of 2023
        P(rf"{_B}{MONTH}(?:,?{_S}|[ \t]{{1,2}}of[ \t]{{1,2}}|[\-/]){YEAR}{_E}", "DATE", 0.8, flags=_I,
          anchors=_TEXT_ANCHORS),
        # numeric d/m/y, m/d/y, d.m.y, d-m-y
        P(rf"(?<![\w/.\-]){{}}\d{{1,2}}[/.\-]\d{{1,2}}[/.\-](?:\d{{4}}|\d{{2}}){_NUM_E}".replace("{}", ""), "DATE",
          0.9, check=numeric_date_ok),
        # ISO y-m-d (optionally with a T time; round 39: its seconds and, after a T or the seconds, its zone:
        # "2024-07-19T22:41:00-07:00"; not "2019-01-01 10:00-12:00", a time range)
        P(rf"(?<![\w/.\-])(?:19|20|21)\d{{2}}[/.\-]\d{{1,2}}[/.\-]\d{{1,2}}"
          rf"(?:[Tt]\d{{2}}:\d{{2}}(?::\d{{2}}(?:\.\d{{1,6}})?)?{_ZONE}?"
          rf"|[ ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:\.\d{{1,6}})?{_ZONE}?)?)?{_NUM_E}",
          "DATE", 0.9, check=numeric_date_ok),
        # a range of two full dates: "admitted 01/09/79-01/12/79", "Butler Hospital, 02/11/58 - 03/02/58"
        P(rf"(?<![\w/.\-]){_FULL_NUMERIC}(?=[ \t]?[\-–][ \t]?{_FULL_NUMERIC}{_NUM_E})", "DATE", 0.9,
          check=numeric_date_ok),
        P(rf"(?:(?<=[/.]\d\d[\-–])|(?<=[/.]\d{{4}}[\-–])|(?<=[/.]\d\d[ \t][\-–][ \t])|(?<=[/.]\d{{4}}[ \t][\-–][ \t]))"
          rf"{_FULL_NUMERIC}{_NUM_E}", "DATE", 0.9, check=numeric_date_ok),
        # a month and a two-digit year after a time word: "PCI at BMH in 3/81", "on amiodarone until 9/86"
        # (the year cannot be a day; not the UK "2/52", two weeks)
        P(r"(?i:(?<![a-z])(?:in|since|until|till|thru|through|last|from|on|dated|before|after|circa|around|early|"
          r"late|mid|by)[ \t]{1,2})(?P<v>(?:0?[1-9]|1[0-2])/(?:3[2-9]|4[0-9]|5[013-9]|[6-9][0-9]))"
          r"(?![\w%]|[/.\-]\d|[ \t]{0,2}(?i:pts?|patients?|people|cases|of)(?![a-z]))",
          "DATE", 0.75, anchors=("in", "since", "until", "till", "thru", "through", "last", "from", "on", "dated",
                                 "before", "after", "circa", "around", "early", "late", "mid", "by")),
        # round 57: a month and a year with a dot, as Russian, Ukrainian and German records write them, after a time
        # word or a register's colon ("Disability group: II (since 04.2016)", "Taken on dispensary register: 03.2014"):
        # two digits for the month; never alone, a value, a version, a statistic or a table's number as often ("K
        # 11.2021 mmol", "Windows 10.2004", "t = 10.2012", "Table 10.2015")
        # (round 57 review: not after "in", "by" or "from", a room's, a section's, a build's or a change's as often, "in
        # 10.2012 (clinic room)", "rose by 10.2020 ng/L", "from 10.2018 to 11.2021 build")
        P(r"(?i:(?<![a-z])(?:since|until|till|dated|onset|diagnosed|registered|register:|registration:))[ \t]{1,2}"
          r"(?P<v>(?:0[1-9]|1[0-2])\.(?:19[5-9][0-9]|20[0-3][0-9]))"
          r"(?![\w%°]|[.,/\-][0-9]|[ \t]?(?i:mg|ml|mmol|umol|µmol|g|kg|l|units?|iu|mm|cm|%|px|db|mcg|meq|ng|kpa|pcs|"
          r"version|build|release)(?![a-z]))",
          "DATE", 0.7, anchors=("since", "until", "till", "dated", "onset", "diagnosed", "registered", "register",
                                "registration")),
        # short m/d, d/m, mm/yyyy: 4/17, 04/2024
        P(rf"(?<![\w/.\-:])(?:{_MD}|{_DM}|(?:0?[1-9]|1[0-2])/\d{{4}}){_NUM_E}", "DATE", 0.7, check=short_date_ok,
          or_context=True),
        # month/two-digit year in a history list, after the event (no day of a month reads 32-99): "IMI 3/88",
        # "Cath 9/89:", "ICD (Medtronic) 2/92", "bx 5/64", "s/p CABG 6/91"
        P(r"(?<![A-Za-z])(?:[A-Z]{2,7}|[Cc]ath|bx|[Bb]iopsy|dx|[Ss]ince|s/p)(?:[ \t]\([A-Z][A-Za-z]{2,15}\))?[ \t]{1,2}"
          r"(?P<v>(?:1[0-2]|0?[1-9])/[3-9][0-9])(?![\w%]|[/.\-]\d|[ \t]{0,2}(?i:mg|ml|mmhg|x|pts?|patients?)(?![a-z]))",
          "DATE", 0.7),
        # numbers typed with spaces in unpunctuated notes: "admitted 2 21 2022", "discharged 2 25 2022"
        P(r"(?<![\w/.\-:])(?:(?:1[0-2]|0?[1-9]) (?:3[01]|[12][0-9]|0?[1-9])|(?:3[01]|[12][0-9]|0?[1-9]) (?:1[0-2]|0?[1-9]))"
          r" (?:19|20)[0-9]{2}(?![\w]|[ ]?[/.\-:]?[0-9])", "DATE", 0.75,
          check=lambda v: numeric_date_ok(v.replace(" ", "/"))),
        # round 66: a birth, death, baptism or marriage of a family history's earlier centuries by month and year ("b.
        # Mar 1861", "bapt. Oct 1799"; round 66 review: the cue in lower case, after no letter, digit or dot, and the
        # month in title case, not a drug chart's time, "b.i.d. MAR 1800", "Dr B. May 1744 (bleep)", "6d. Mar 1852"; no
        # year ending like a clock's quarter hour, "Mar 1830")
        P(r"(?<![\w.])(?:b\.|born|d\.|died|bapt\.?|baptised|baptized|bur\.|buried|m\.|married)[ \t]{1,2}"
          r"(?P<v>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?[ \t]{1,2}"
          r"1[6-8](?!00|15|30|45)[0-9]{2})(?![\w]|[\-/.]\d)", "DATE", 0.8),
        # ... and the end of a period written with two dots between its dates ("2024-08-01..2024-08-31"; not a
        # version range, "2024.1.3..2024.3.1")
        P(r"(?<=[0-9]-[0-9]{2}\.\.)(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}(?![\w]|[\-/.:]\d)", "DATE", 0.9,
          check=numeric_date_ok),
        # year first with a month name, as in trial CRFs and some EHRs: 2024MAR02, 2024-Jul-30, 2019 Jun 03
        P(rf"(?<![\w\-/.])(?:19|20)\d{{2}}(?:[\-./]|[ \t]{{1,2}})?{MONTH}(?:[\-./]|[ \t]{{1,2}})?"
          rf"(?:3[01]|[12][0-9]|0?[1-9])(?![\w]|[\-/.:]\d)", "DATE", 0.85, flags=_I),
        # a dictated day in words: "the fifth of May", "March third"; a day alone after a preposition, when no noun
        # follows ("the echo on the ninth showed", "before the twentieth", not "on the second floor")
        # (round 48: as said in a call, after a hesitation: "on the, uh, sixth")
        P(rf"(?<![A-Za-z])(?i:on|before|after|around|by|until|till|since|from|through|thru|tomorrow,|today,|"
          rf"yesterday,)[ \t]{{1,2}}(?P<v>(?i:the),?[ \t]{{1,2}}"
          rf"(?:(?i:uh|um|er|erm),?[ \t]{{1,2}})?{ORDINAL_WORD}){_E}"
          r"(?=[ \t]{0,2}(?:[,.;:)?!\]\n]|$|(?i:at|and|or|to|when|because|but|so|if|then|in|showed|she|he|they|we|i|"
          r"it|was|is|will|after|before|around|until|by|for|with|from|our|my|his|her|their|your|please|thanks|no|not|"
          r"of[ \t](?:this|next|last|the)[ \t]month)(?![a-z])))",
          "DATE", 0.75, flags=_I),
        P(SPOKEN_NUMERIC_DATE, "DATE", 0.7, check=spoken_numeric_date_ok, flags=_I),
        P(rf"{_B}{ORDINAL_WORD}{_S}of{_S}{MONTH}(?:,?{_S}(?:{YEAR}|{SPOKEN_YEAR}))?{_E}", "DATE", 0.8, flags=_I),
        # round 48: a British birth date as said, the month by its number ("thirtieth of the sixth nineteen seventy",
        # "nineteenth of the ninth, twenty-sixteen", "the twelfth of the ninth seventy one"), only with its year
        P(rf"{_B}{ORDINAL_WORD}{_S}of{_S}the{_S}{_ORDINAL_MONTH},?{_S}(?:{SPOKEN_YEAR}|{YEAR}){_E}", "DATE", 0.8, flags=_I),
        # (a year of two words only after a birth's word: "date of birth the twelfth of the ninth seventy one"; not
        # "the second of the sixth, twenty one day cycles")
        P(rf"(?i:(?:birth|dob|d\.o\.b\.?|born)[ \t:,]{{1,3}})(?P<v>{_B}{ORDINAL_WORD}{_S}of{_S}the{_S}{_ORDINAL_MONTH},?"
          rf"{_S}{_SPOKEN_TENS}(?:[ \t\-]{_SPOKEN_UNIT})?){_E}", "DATE", 0.8, flags=_I),
        # (month first only when no noun follows: "March third, 2021", not "in March second dose")
        # ("march the forth", dictated: "forth" only after "the", not "March forth with the treatment")
        P(rf"(?<![A-Za-z0-9]){MONTH}{_S}(?:(?:the{_S})?{ORDINAL_WORD}|the{_S}forth)(?:,?{_S}(?:{YEAR}|{SPOKEN_YEAR}))?{_E}"
          r"(?=[ \t]{0,2}(?:[,.;:)\]\n]|$|\d|(?i:at|and|or|in|for|with|when|nineteen|twenty|two|period|comma)(?![a-z])))",
          "DATE", 0.8, flags=_I, anchors=_TEXT_ANCHORS),
        # day + a month named in another language (+ year): "15 de março de 2024", "3 de febrero", "12 février
        # 2024", "5. Mai 2024", "14 lutego 2024", "2 augustus"
        # (round 52: a Bulgarian or Macedonian ordinal's ending, "15-ти март 2023")
        # (round 53: a Welsh ordinal's ending, "4ydd Mawrth 2024", "18fed Mawrth", "1af Ebrill")
        P(rf"(?<![\w/.\-]){DAY}(?:\.|º|er|-(?:ви|ри|ти|ми)|af|il|ydd|edd|ed|fed|eg|ain)?{_S}(?:de[ \t]{{1,2}}|del[ \t]{{1,2}}|d['’])?"
          rf"{FOREIGN_MONTH}"
          rf"(?:,?{_S}(?:de[ \t]{{1,2}}|del[ \t]{{1,2}})?(?:19|20)\d{{2}})?{_E}", "DATE", 0.85, flags=_I),
        P(rf"(?<![\w/.\-]){DAY}(?:(?:\.|º|er)?{_S}(?:de|del)[ \t]{{1,2}}{FOREIGN_MONTH_WORD}"
          rf"(?:,?{_S}(?:de[ \t]{{1,2}}|del[ \t]{{1,2}})?(?:19|20)\d{{2}})?"
          # (round 42: not a numbered list's name, "1. Mei Ling Ng (Mum)"; "op 1. Mei Lisa zag" is a date)
          rf"|(?:\.|º|er)?{_S}(?:{FOREIGN_MONTH_WORD}|{FOREIGN_MONTH_YEAR_ONLY}),?{_S}(?:19|20)\d{{2}}|\.{_S}(?!(?i:mei)[ \t]{{1,2}}(?-i:[A-Z][a-z]+[ \t]{{1,2}}(?:[A-Z]|\())){FOREIGN_MONTH_WORD})"
          rf"{_E}", "DATE", 0.85, flags=_I),
        P(rf"(?<![\w/.\-]){DAY}{_S}(?:(?:de|dhe)[ \t]{{1,2}})?{GAELIC_MONTH}(?:,?{_S}(?:19|20)\d{{2}})?{_E}", "DATE", 0.85,
          flags=_I),
        # ... also after the article or preposition a date takes there ("le 26 mars", "op 12 mei", "am 3 mai")
        P(rf"(?<![A-Za-z])(?i:le|du|au|op|am|vom|den|el|il|dal|em)[ \t]{{1,2}}(?P<v>{DAY}{_S}{FOREIGN_MONTH_WORD}){_E}",
          "DATE", 0.8, flags=_I),
        # round 48: a French weekday before the day and "mai" or "mars" in lower case ("mardi 14 mai"; not "Lundi 2 MAC
        # positifs", "Vendredi 3 mars bars")
        P(r"(?<![A-Za-z])(?i:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)[ \t]{1,2}"
          r"(?P<v>(?:[12][0-9]|3[01]|0?[1-9])[ \t]{1,2}(?:mai|mars))(?![A-Za-z])(?![ \t]{1,2}(?i:bars?)(?![a-z]))",
          "DATE", 0.8),
        # a month named in another language with its year ("giugno 2024", "março de 2024", "avril 2024")
        # (not "Mayo 2019", "Marco 2024": a clinic and a given name)
        P(rf"(?<![\w/.\-])(?!(?-i:Mayo|MAYO|Marco|MARCO)\b){FOREIGN_MONTH}{_S}(?:de[ \t]{{1,2}}|del[ \t]{{1,2}})?"
          rf"(?:19|20)\d{{2}}{_E}", "DATE", 0.8, flags=_I),
        # round 53: a date written in code, year, month, day ("LocalDate.of(1962, 8, 30)", "date(1962, 8, 30)",
        # "datetime(2024, 3, 5, 10, 0)", "as.Date(...)" aside: R writes a string)
        # (after a module's alias too, "dt.date(...)", "Date.new(...)" in Ruby, "DATE(...)" in a spreadsheet; the day
        # closes the call or another argument follows: not "up to date(2019, 3, 4 entries pending)")
        P(r"(?<![\w.])(?:[A-Za-z_][A-Za-z0-9_]{0,11}\.)?(?:LocalDate(?:Time)?\.of|date|datetime|DateTime|make_date|"
          r"ISODate|new[ \t]Date|time\.Date|Date\.new|DATE)\("
          r"[ \t]{0,2}(?P<v>(?:19|20)\d{2},[ \t]{0,2}(?:1[0-2]|0?[1-9]),[ \t]{0,2}(?:3[01]|[12][0-9]|0?[1-9]))"
          r"(?=[ \t]{0,2}[,)])",
          "DATE", 0.85),
        # Chinese/Japanese/Korean dates, also Japanese era years: 2024年1月12日, 令和6年4月8日, 2024년 3월 5일
        P(r"(?<!\d)(?:(?:19|20)\d{2}|(?:令和|平成|昭和|大正)(?:\d{1,2}|元))年\d{1,2}月(?:\d{1,2}日)?"
          r"|(?<!\d)(?:19|20)\d{2}년[ \t]?\d{1,2}월(?:[ \t]?\d{1,2}일)?", "DATE", 0.9),
        # round 56: a Japanese era date in translation, in words, and the era's letter before a dotted date ("Showa 31
        # year 8 month 19 day", "R7.1.22 (Reiwa 7)")
        P(r"(?<![A-Za-z])(?:Meiji|Taish[oō]|Sh[oō]wa|Heisei|Reiwa)[ \t]{1,2}(?:[1-9][0-9]?|first|gannen)"
          r"[ \t]{0,2}(?:years?|nen)[ \t,]{0,2}(?:1[0-2]|0?[1-9])[ \t]{0,2}(?:months?|gatsu)[ \t,]{0,2}"
          r"(?:3[01]|[12][0-9]|0?[1-9])[ \t]{0,2}(?:days?|nichi)(?![\w])", "DATE", 0.9,
          anchors=("meiji", "taisho", "taishō", "showa", "shōwa", "heisei", "reiwa")),
        # (the numbers alone only before the era's name and year in brackets: not a maker's pack code, "Showa 3-4-5
        # gloves", nor a table's number before a generation's name, "Table S2.1.3 (Showa generation)")
        P(r"(?<![\w.\-])[MTSHR][1-9][0-9]?\.(?:1[0-2]|0?[1-9])\.(?:3[01]|[12][0-9]|0?[1-9])"
          r"(?=[ \t]{0,2}\((?:Meiji|Taish[oō]|Sh[oō]wa|Heisei|Reiwa)[ \t][0-9])", "DATE", 0.9),
        # round 51: a dotted date spaced as Slovenes, Croats and Czechs type it, after a field's colon, a comma, a bracket
        # or a date's word, or starting a line ("Born: 14. 1. 1991", "knee, 31. 1. 2024, 16:52"); not a numbered list
        # ("Fluids: 1. 2. 2000 mL", "Table 2. 1. 2019 cohort")
        P(r"(?:(?<=[:,(])[ \t]{0,3}|^[ \t]{0,3}|(?i:(?<![a-z])(?:born|dob|date|datum|dne|dated|on|od|do|since|from|until|"
          r"admitted|discharged|sprejem|odpust|narození|narozen|rođen|rojen|rojena|primljen|otpušten)[ \t]{1,2}))"
          r"(?P<v>(?:3[01]|[12][0-9]|0?[1-9])\.[ \t](?:1[0-2]|0?[1-9])\.[ \t](?:19|20)\d{2})(?![\w]|[/.\-]\d)"
          r"(?![ \t]{0,2}(?i:ml|mg|mcg|iu|ie|u|cc|kcal|rpm|cells|steps|units?|m|km|tests?|g|kg|kč|kr|eur|cohort|edition|"
          r"release|model)(?![a-z]))",
          "DATE", 0.85, flags=re.M),
        # round 51: a day and month with its closing dot, as Nordic and Central European notes write them: a range
        # ending in a full date ("3.10.-16.10.2024", "1.7. - 14.7.2024"; not a run of sections, "5.1.-5.10.2012",
        # whose first numbers agree), or after a word of time with a day past the 12th ("last dose 13.3.", "(last
        # 20.6.)"); never a value or a version ("Hb 13.3.", "titrate till 7.5.", "since 2.10.")
        P(r"(?<![\w/.\-:])(?P<d>3[01]|[12][0-9]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.[ \t]?[\-–][ \t]?(?!(?P=d)\.)"
          r"(?:3[01]|[12][0-9]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.(?:19|20)\d{2}(?![\w]|[/.\-]\d)", "DATE", 0.85),
        # (not after "since", "until", "bis" or a value's "(last": "supported since 16.4.", "CRP bis 24.5.", "Hb 9.1
        # (last 13.4.)")
        P(r"(?i:(?:(?<![a-z])(?:last[ \t]{1,2}(?:dose|seen|visit|contact|menses|period|infusion)|dated|datum|pvm)"
          r"|(?<![0-9][ \t])\(last)[ \t:]{1,3})"
          # (the closing dot left out: it ends the sentence as often, "... 10 days (last dose 13.3.).")
          r"(?P<v>(?:3[01]|2[0-9]|1[3-9])\.(?:1[0-2]|0?[1-9]))\.(?![\w]|[/.\-]?\d)", "DATE", 0.75),
        # round 67: a day past the 12th and a month with its closing dot after an appointment's cue, or before the
        # Finnish words for "from" and "at" or a check-up ("appt 20.03.", "seur. 31.3.", "24.3. kontrolli"; round 67
        # review: not a section, a room, a reading or a visit's number, "Termin 2.1. Einführung", "Sali 2.1. klo",
        # "kontrolli 7.4. hyväksytty", "Wizyta 1.1. (screening)")
        P(r"(?i:(?<![a-z])(?:appt|appointment|seur|kontrolli|kontroll|termin|wizyta)\.?[ \t:]{1,3})"
          r"(?P<v>(?:3[01]|2[0-9]|1[3-9])\.(?:1[0-2]|0?[1-9]))\.(?![\w]|[/.\-]?\d)", "DATE", 0.75),
        P(r"(?<![\w/.\-:])(?:3[01]|2[0-9]|1[3-9])\.(?:1[0-2]|0?[1-9])\.(?=[ \t]{1,2}(?:alk(?:aen)?|klo|kontrolli)(?![a-zäö]))",
          "DATE", 0.75),
        # day.month before a clock time: "~13.02 18:00", "am 02.02. um 10:30" (a decimal has no time after it)
        P(r"(?<![\w/.\-:])(?:3[01]|[12][0-9]|0?[1-9])\.(?:1[0-2]|0[1-9])\.?(?=[ \t]{1,3}(?:um[ \t]{1,2})?"
          r"(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:]))", "DATE", 0.8),
        # a short date up to a full one: "MC given 28/01-16/02/2024" (both ends)
        # (round 39: also a US month first, "randomization visit window 03/03-03/14/2025")
        P(rf"(?<![\w/.\-:]){_SHORT}(?=[\-–][0-9]{{1,2}}/[0-9]{{1,2}}/(?:19|20)\d{{2}}{_NUM_E})",
          "DATE", 0.8),
        P(rf"(?<=\d[\-–])(?<![\w/.\-:]\d{{3}}[\-–])[0-9]{{1,2}}/[0-9]{{1,2}}/(?:19|20)\d{{2}}{_NUM_E}",
          "DATE", 0.8, check=numeric_date_ok),
        # compact yyyymmdd: DOB 19840212 (a cue makes it stronger than an id of the same shape)
        P(r"(?<![\w\-/.])(?:19|20)\d{6}(?![\w]|[\-/.]\d)", "DATE", 0.78, check=compact_date_ok),
        # round 50: a US claim's and bill's compact month-first dates (MMDDYY, MMDDYYYY) after a date's cue or as a
        # stay's or a statement's "from ... through" pair ("BIRTHDATE 10041950", "ADM DATE 061424", "STATEMENT COVERS
        # PERIOD FROM 061424 THROUGH 061924"; not a range of lots, cheques or times, "from 061500 to 071500")
        P(r"(?i:(?<![a-z])(?:dob|d\.o\.b\.?|birth[ \t]?date|date[ \t]of[ \t]birth|dos|date[ \t]of[ \t]service|"
          r"(?:svc|service|adm|admit|admission|disch|discharge|dc|statement|stmt|billed|posted|paid)[ \t](?:dt|date))"
          r"[ \t]{0,2}:?[ \t]{1,3})(?P<v>[0-9]{6}(?:[0-9]{2})?)(?![\w]|[\-/.][0-9])", "DATE", 0.8, check=_mmddyy_ok),
        P(r"(?i:(?<![a-z])(?:period|dos|service|svc|stay|covers|coverage|dates?)[^\n0-9]{0,12}?from[ \t]{1,3})"
          r"(?P<v>[0-9]{6}(?:[0-9]{2})?)(?=[ \t]{1,3}(?i:through|thru|to)[ \t]{1,3}[0-9]{6}(?:[0-9]{2})?(?![\w]|[\-/.][0-9]))",
          "DATE", 0.8, check=_mmddyy_ok),
        P(r"(?i:(?<![a-z])(?:period|dos|service|svc|stay|covers|coverage|dates?)[^\n0-9]{0,12}?from[ \t]{1,3}"
          r"[0-9]{6}(?:[0-9]{2})?[ \t]{1,3}(?:through|thru|to)[ \t]{1,3})(?P<v>[0-9]{6}(?:[0-9]{2})?)(?![\w]|[\-/.][0-9])",
          "DATE", 0.8, check=_mmddyy_ok),
        # a claim form's date with spaces, its year in full, after "DATE" ("SIGNED PHYSICIAN  DATE 02 02 2024"); a
        # numeric date with spaces around its slashes after a date's cue ("Date of birth : 02 / 11 / 2009"; not
        # "I&O: 25 / 10 / 2000 mL")
        P(r"(?i:(?<![a-z])(?:date|dob|dos)[ \t]{1,2})(?P<v>(?:0[1-9]|1[0-2])[ ](?:0[1-9]|[12][0-9]|3[01])[ ]"
          r"(?:19|20)[0-9]{2})(?![\w]|[ ][0-9])", "DATE", 0.8),
        P(r"(?i:(?<![a-z])(?:date|dob|d\.o\.b\.?|birth|born|dated)[^\n0-9]{0,20})"
          r"(?P<v>(?:3[01]|[12][0-9]|0?[1-9])[ \t]/[ \t](?:3[01]|[12][0-9]|0?[1-9])[ \t]/[ \t](?:19|20)[0-9]{2})"
          r"(?![\w]|[ \t]?/)", "DATE", 0.8),
        # round 39: a system's timestamp in a message's field, yyyymmddhhmm[ss] with a zone ("^20240618093000^",
        # "|20231127093301-0500|"; not "Total charges 200012150000" in prose)
        P(r"(?<=[|^*])(?:19|20)\d{6}(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?:[+\-]\d{4})?(?![\w]|[\-/.]\d)", "DATE", 0.78,
          check=lambda v: compact_date_ok(v[:8])),
        # OCR slips in numeric dates: l6-07-2023, 07.l2.2022, O3/04/2024
        P(r"(?<![\w/.\-])[0-9lIO]{1,2}[/.\-][0-9lIO]{1,2}[/.\-](?:[0-9lIO]{4}|[0-9lIO]{2})(?![\w]|[/.\-]\d)", "DATE", 0.6,
          check=lambda v: sum(c.isdigit() for c in v) >= 4 and numeric_date_ok(v.translate(_OCR))),
        # a day of the month on its own after a time preposition: "(on the 2nd)", "review on the 16th at 10:00";
        # not "on the 2nd floor", "by the 3rd day", "from the 4th cycle" (a noun follows those)
        P(r"(?i:(?<![a-z])(?:on|by|until|untill|till|til|from|since|before|after|due|around|leaving|starting|returning|back|"
          # (round 48: as said in a call, "say the 16th")
          r"circa|approx\.?|about|to|start|starts|started|begin|begins|say)[ \t]{1,2})(?P<v>(?i:the)[ \t]{1,2}"
          r"(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th))(?:(?<=[0-9][0-9](?i:st|nd|rd|th))|" + _NOT_ORDINAL_SERIES + ")" +
          r"(?=[ \t]{0,2}(?:[,.;:)(?!\"”’]|$|\n|(?i:at|and|or|in|for|with|when|"
          r"night|morning|evening|afternoon|"
          r"prior|then|if|from|b/c|bc|because|w/|to|is|was|were|has|had|but|so|he|she|they|we|i|it|its|my|his|her|"
          # (round 83: a question's auxiliary, "her clinic is on the 31st should she still go")
          r"should|could|would|will|can|might|must|shall|does|did|are|"
          r"their|which|pt|patient)(?![a-z'’])|@|-[ \t]))",
          "DATE", 0.7, anchors=("on", "by", "until", "untill", "till", "til", "from", "since", "before", "after", "due",
                                "around", "leaving", "starting", "returning", "back", "circa", "approx", "about", "to",
                                "start", "starts", "started", "begin", "begins", "say")),
        # ... and without "the" after the few prepositions that only date, ending a line or clause ("left in a car on
        # 12th", "due 3rd, then"; not "after 2nd and 3rd doses", "now on 3rd." line of chemotherapy)
        # (round 31: also after a week, "next visit wk of 12th"; and after "on" before "with", "told come on 13th with
        # old file", never after "after"/"due": "after 3rd with rigors", "due after 3rd with G-CSF")
        P(r"(?i:(?<![a-z])(?:on|by|until|till|since|before|after|due|wk[ \t]of|week[ \t]of|w/c)[ \t]{1,2})"
          r"(?P<v>(?:[12][0-9]|3[01]|0?[1-9])"
          r"(?i:st|nd|rd|th))(?=[ \t]{0,2}(?:[,;]|$|\n|(?i:at|when|because)(?![a-z'’])))",
          "DATE", 0.7, anchors=("on", "by", "until", "till", "since", "before", "after", "due", "wk", "week", "w")),
        P(r"(?i:(?<![a-z])(?:come|came|comes|back|return|returns|seen|review|appt|appointment)[ \t]{1,2}on[ \t]{1,2})"
          r"(?P<v>(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th))(?=[ \t]{1,2}(?i:with)(?![a-z'’]))",
          "DATE", 0.7, anchors=("come", "came", "comes", "back", "return", "returns", "seen", "review", "appt",
                                "appointment")),
        # round 35: a day of the month with "the", told in a sentence ("called our nurse line on the 19th after he
        # went gray", "On the 27th of last month he was found"; not "on the 3rd floor", "on the 2nd day")
        # (round 40: as patients write it, also after "til", "at least" and the night or week "of", before "through",
        # "and", "by": "from the 10th through to Friday", "until at least the 20th of next month", "the night of the
        # 16th"; "and" or "to" only before a day, never a series of ordinals: "the 3rd and final time", "the 1st to
        # 3rd doses")
        P(r"(?i:(?<![a-z])(?:on|by|until|till|til|since|before|from|(?:night|morning|evening|weekend|week)[ \t]of)"
          r"[ \t]{1,2}(?:at[ \t]least[ \t]{1,2})?)(?P<v>(?i:the)[ \t]{1,2}"
          r"(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th)(?:[ \t]{1,2}(?i:of)[ \t]{1,2}(?i:last|this|next)[ \t]{1,2}"
          r"(?i:month))?)(?=[ \t]{0,2}(?:[;.)]|,(?![ \t]{0,2}[0-9]{1,2}(?i:st|nd|rd|th))|$|\n|"
          r"(?i:at|when|because|after|before|he|she|they|we|i|in|until|his|her|their|the|a|an|you|onwards?)(?![a-z'’\-])|"
          r"(?i:by)(?![ \t]{1,2}(?:(?i:the)[ \t]{1,2})?[0-9])|"
          r"(?i:through|thru|to|and|or|till|until)(?:[ \t]{1,2}(?i:to))?[ \t]{1,2}(?:(?i:at[ \t]{1,2}least)[ \t]{1,2})?(?:"
          r"(?:(?i:the)[ \t]{1,2})?(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th)(?![ \t]{1,2}(?!of[ \t])[a-z])|"
          r"(?i:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}(?![a-z]))))", "DATE", 0.7),
        # ... and after "for", only before a pronoun, a conjunction, another day or the end of a clause ("rebooked for
        # the 17th they charged", "booked for the 21st when Dr is back"; never "for the 3rd and final time")
        P(r"(?i:(?<![a-z])for[ \t]{1,2})(?P<v>(?i:the)[ \t]{1,2}(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th))"
          r"(?=[ \t]{0,2}(?:[;.)!?]|,(?![ \t]{0,2}[0-9]{1,2}(?i:st|nd|rd|th))|$|\n|"
          r"(?i:he|she|they|we|i|you|when|because|as|so|at[ \t]{1,2}[0-9])(?![a-z'’\-])|"
          r"(?i:and|or)[ \t]{1,2}(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th)(?![ \t]{1,2}[a-z])))", "DATE", 0.7),
        # round 41: a Hijri date as Gulf hospitals print it beside the Gregorian one ("Tue 12/03/2024 (02/09/1445H)",
        # "DOB: 03/04/1393H")
        P(r"(?<![\w/.])(?:[12][0-9]|30|0?[1-9])[/.](?:1[0-2]|0?[1-9])[/.]1[34][0-9]{2}[ \t]?(?:H|AH|هـ)(?![A-Za-z])",
          "DATE", 0.85),
        # holidays, which name a day of the year: "last drink 12/25 (XMAS DAY)", "over Thanksgiving", "Nowruz"
        P(r"(?<![A-Za-z])(?i:(?:christmas|xmas|x-mas)(?:[ \t](?:day|eve))?|new[ \t]year['’]?s(?:[ \t](?:day|eve))|"
          r"thanksgiving(?:[ \t]day)?|easter(?:[ \t](?:sunday|monday))?|halloween|valentine['’]?s[ \t]day|boxing[ \t]day|"
          r"independence[ \t]day|fourth[ \t]of[ \t]july|memorial[ \t]day|labou?r[ \t]day|nowruz|norooz|"
          r"st\.?[ \t]patrick['’]?s[ \t]day|bonfire[ \t]night|guy[ \t]fawkes[ \t]night|"
          # round 35: Ireland's Christmas-week day, the Tamil harvest festival whole, the Fourth (of July) in a US
          # note ("The night of the Fourth he got drunk"; not "the Fourth Amendment")
          r"st\.?[ \t]stephen['’]?s[ \t]day|thai[ \t]pongal|"
          # round 53: St Stephen's Day without its "St", Irish and Welsh names of feast days, Hogmanay ("admitted
          # Stephen's Day", "Lá Fhéile Pádraig +1", "Dydd Gŵyl Dewi")
          r"stephen['’]s[ \t]day|lá[ \t]fhéile[ \t](?:pádraig|bríde)|la[ \t]fheile[ \t](?:padraig|bride)|lá[ \t]nollag|"
          r"oíche[ \t]nollag|st\.?[ \t](?:david|andrew)['’]?s[ \t]day|dydd[ \t]gŵyl[ \t]dewi|hogmanay|"
          r"(?:(?<=night of )|(?<=day of )|(?<=evening of )|(?<=weekend of )|(?<=morning of )|(?<=over ))"
          r"(?-i:the[ \t]Fourth(?![ \t]{1,2}[A-Z]))|"
          # other calendars' and countries' days, so that "before Diwali" is dated as "before Christmas" is
          r"mother['’]?s[ \t]day|father['’]?s[ \t]day|diwali|deepavali|hanukk?ah|chanukah|(?-i:Passover|PASSOVER)|rosh[ \t]hashanah|"
          r"yom[ \t]kippur|kwanzaa|juneteenth|good[ \t]friday|ash[ \t]wednesday|vaisakhi|baisakhi|"
          r"eid[ \t]al[ \t\-](?:fitr|adha)|(?-i:Eid|EID(?=[ \t]AL))|(?:lunar|chinese)[ \t]new[ \t]year|tết|tet[ \t]holiday|"
          r"(?:mlk|martin[ \t]luther[ \t]king(?:[ \t]jr\.?)?)[ \t]day|presidents['’]?[ \t]day|veterans['’]?[ \t]day|"
          r"canada[ \t]day|anzac[ \t]day|australia[ \t]day|waitangi[ \t]day|cinco[ \t]de[ \t]mayo|"
          r"d[ií]a[ \t]de[ \t](?:los[ \t])?(?:muertos|reyes)|three[ \t]kings['’]?[ \t]day|navratri|holi|hogmanay|"
          r"ramadan|ramzan|(?-i:Pongal|PONGAL)|onam|durga[ \t]puja|vesak|chuseok|songkran|purim|sukkot|"
          # Lent capitalised (not "lent"), the Ethiopian and Eritrean fasts and Easter
          r"(?-i:Lent|LENT(?=[ \t]))|hudade|fasika|timkat|meskel|"
          r"(?:mlk|memorial[ \t]day|labou?r[ \t]day|presidents['’]?[ \t]day|thanksgiving|easter|christmas|xmas|"
          r"bank[ \t]holiday)[ \t]weekend)(?:[ \t]{1,2}(?:19|20|21)\d{2})?"
          r"(?![A-Za-z0-9])", "DATE", 0.7),
        # letter style: "admitted 3rd inst." (this month), "your letter of the 12th ult." (last month)
        P(r"(?<![A-Za-z0-9])(?:(?i:the)[ \t]{1,2})?(?:[12][0-9]|3[01]|0?[1-9])(?i:st|nd|rd|th)?[ \t]{1,2}"
          r"(?i:inst|ult|prox)(?:\.|(?![a-z]))", "DATE", 0.8),
        # Spanish, Portuguese, French, German and Dutch month abbreviations between numbers: "15/ago/2023",
        # "3-dic-2024", "04.mär.2024", "12/out/22"
        P(r"(?<![\w/.\-])(?:[12][0-9]|3[01]|0?[1-9])[/.\-](?i:ene|abr|ago|dic|fev|set|out|dez|avr|mai|juin|juil|aou|"
          r"aoû|déc|janv|févr|fév|mär|mrz|okt|mei|maa|sept)\.?[/.\-](?:(?:19|20)\d{2}|\d{2})(?![\w]|[/.\-]\d)",
          "DATE", 0.85),
        # year-month, by a date cue: "since 2024-02", "completed 2019.11" (not a version or an amount: "v2019.11")
        P(r"(?<![\w\-/.$€£])(?:19|20)\d{2}[\-.](?:0[1-9]|1[0-2])(?![\w%]|[\-/.]\d)", "DATE", 0.6, needs_context=True),
        # round 67: ... with a slash, and month first with a dash, after "since" in six languages or an expiry ("on
        # TLD since 2020/03", "sinds 09-2023", "exp. 2026/01"; round 67 review: not a directive's number or a range
        # with its unit, "Directive 2003/10/EC", "desde 10-2000 UI/L")
        P(r"(?i:(?<![a-z])(?:since|sinds|seit|desde|depuis|sedan|siden|exp\.?|expiry|expires))[ \t:]{1,3}"
          r"(?P<v>(?:19[5-9]\d|20[0-3]\d)/(?:0[1-9]|1[0-2])|(?:0[1-9]|1[0-2])-(?:19[5-9]\d|20[0-3]\d))"
          r"(?![\w%/\-]|\.\d|[ \t]{1,2}[A-Za-zµ])", "DATE", 0.7),
    )

    def __init__(self, *, years: bool = False, weekdays: bool = False, **params: object) -> None:
        """``years``/``weekdays``: also tag bare years ("in 1977") and weekdays ("on Tuesday"), as general PII
        tools do; off by default because Safe Harbor keeps years."""
        super().__init__(**params)
        self.years = years
        self.weekdays = weekdays
        # the OCR-corrected copy of a note (about one note in four: "S6 1ZL", "S1076") is scanned for the
        # patterns only, not for every regex of the detector
        self._fixed_prefilter = self.patterns_prefilter()

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _OCR_DIGIT_GUARD, _OCR_WORD, _SHORT_DM, _MONTH_ALONE, _DE_DAY_MONTH, _SHORT_RANGE, _LOG_DAY,
                _SHORT_DM_ANY, _SHORT_IN_RANGE, _SHORT_DASH, _MONTH_PAIR, _MONTH_MARKED, _SHORT_DOTTED, _FROM_TILL_DOTTED,
                _OTHER_LANGUAGE_DATE, _FOREIGN_WEEKDAY_DAY, _YEAR_FIRST_DATE, _SPACED_DAY_MONTH, _HU_MONTH_DAY]

    def unwindowed(self) -> list[re.Pattern[str]]:
        return [*super().unwindowed(), _OCR_DIGIT_GUARD, _OCR_WORD]  # guards

    def analyze(self, doc):  # type: ignore[no-untyped-def]
        out = super().analyze(doc)
        if "march " in doc.text or "may " in doc.text:
            out = [s for s in out if not (doc.text.startswith(("march ", "may "), s.start) and _A_DISTANCE.match(
                doc.text, s.end))]
        fixed = _ocr_normalise(doc)
        if fixed != doc.text:
            # OCR and typing slips (O/0, l/1, S/5 next to digits; 5ep, Fcb): run again on a same-length
            # corrected copy and keep what is new
            extra = super().analyze(doc.derive(fixed, self._fixed_prefilter))
            taken = TakenSpans(out)
            out += [x for x in extra if not taken.covers(x.start, x.end)]
        if "/" in doc.text:
            out += _short_by_cue(doc, out)
        for m in doc.finditer(_SHORT_RANGE):
            if short_date_ok(m.group("a")) and short_date_ok(m.group("b")):
                out += [Span(*m.span(g), "DATE", self.name + ".range", 0.8) for g in "ab"]
        out += _short_by_doc_months(doc, out)
        taken = TakenSpans(out)
        for m in doc.finditer(_MONTH_ALONE):
            s, e = m.span("v")
            if m.group("v") == "MAR" and not doc.caps:
                continue  # "remove from MAR": the medication administration record, in a note not in capitals
            q = _PART_OF_MONTH.search(doc.text, max(0, s - 7), s)
            if q is not None:
                s = q.start()  # "in early September", "by mid-March": the part of the month is the date's too
            self._add_month(out, taken, s, e)
        for m in doc.finditer(_MONTH_PAIR):
            self._add_month(out, taken, *m.span("a"))
            self._add_month(out, taken, *m.span("b"))
        for m in doc.finditer(_MONTH_MARKED):
            self._add_month(out, taken, *m.span("v"))
        nordic = False
        for m in doc.finditer(_DE_DAY_MONTH):
            s, e = m.span()
            # round 69: in a Nordic note (decimals there take a comma) any day and month, one digit each too ("Ekko
            # 22.2.:", "loading 9.2. kl. 18"), with the same guards as a German note's zero or late day
            # (round 72: and in a Serbo-Croatian, Slovene, Bulgarian or Macedonian one, "dovezen 3.3. u 04:40",
            # "Ехо (05.09.):", "На 02.03. е прегледана")
            nordic = nordic or languages.of_note(doc) in _DAY_MONTH_DOT_LANGUAGES
            if nordic and not _SECTION_BEFORE.search(doc.lower, max(0, s - 14), s) and _DM_END.match(doc.text, e) and (
                    doc.line_start(s) != s) and not taken.overlaps(s, e):
                out.append(Span(s, e - 1, "DATE", self.name + ".nordic", 0.75))
                continue
            # (two digits each, after a German cue near or a date cue right before it: "drawn 04.03."; never a dose
            # or a reading ending a sentence, "currently on 2.5.")
            cued = _DE_DATE_CUE.search(doc.lower, max(0, s - 30), s) or _SHORT_CUE_BEFORE.search(
                doc.lower[max(0, s - 18) : s])
            # (round 68: without a cue too in a German, Dutch or Polish note, and a one-digit month after a strong
            # cue: see _ZERO_OR_LATE_DAY)
            two = _TWO_DIGIT_DM.fullmatch(m.group(0)) is not None
            if (two and (cued or _ZERO_OR_LATE_DAY.match(m.group(0)) and not _SECTION_BEFORE.search(
                    doc.lower, max(0, s - 14), s) and _DM_END.match(doc.text, e) and doc.line_start(s) != s and (
                    _continental_note(doc))) or not two and _ONE_DIGIT_CUE.search(doc.lower, max(0, s - 20), s) and (
                    _LATE_DAY.match(m.group(0)))) and not taken.overlaps(s, e):
                out.append(Span(s, e - 1, "DATE", self.name + ".de", 0.75))
        out += _other_language_dates(doc, out)
        out += _year_first_dates(doc, out)
        out += _east_slavic_day_months(doc, out)
        out += _log_days(doc, out)
        out += _listed_days(doc.text, out)
        if "awrth" in doc.text or "AWRTH" in doc.text:
            # round 53 (review): "3ydd Mawrth" without a year is as often the third Tuesday of each month
            out = [s for s in out if not _WELSH_ORDINAL_TUESDAY.fullmatch(doc.text, s.start, s.end)]
        out = [_with_weekday_before(doc.text, s) for s in out]
        if "Sun" in doc.text:
            out = [_without_surname_sun(doc.text, s) for s in out]
        if self.years:
            out += [Span(m.start(), m.end(), "DATE", self.name + ".year", 0.5) for m in _YEAR_RE.finditer(doc.text)]
        if self.weekdays:
            out += [Span(m.start(), m.end(), "DATE", self.name + ".weekday", 0.5)
                    for m in _WEEKDAY_RE.finditer(doc.text)]
        return out

    def _add_month(self, out: list[Span], taken: TakenSpans, s: int, e: int) -> None:
        """A month standing alone (see ``_MONTH_ALONE``), unless a date already found (``taken``: over ``out``)
        holds it."""
        if not taken.covers(s, e):
            out.append(Span(s, e, "DATE", self.name + ".month", 0.7))

    def label_for(self, doc, start: int, end: int, default: str) -> str | None:  # type: ignore[no-untyped-def]
        value = doc.text[start:end]
        if value.count("/") == 1 and (_SCORE_BEFORE.search(doc.lower, max(0, start - 16), start) or
                                      _COUNT_AFTER.match(doc.text, end) or _listed_score(doc, start, end)):
            return None  # "Apgar 8/9", "pain 7/10", "BP 96/60": a score, whatever date cue is near
        if _FRACTION.fullmatch(value) and (_STRENGTH_OR_SHARE_AFTER.match(doc.text, end) or _ALLRED.fullmatch(
                value) and _ALLRED_BEFORE.search(doc.lower, max(0, start - 8), start)):
            return None  # "buprenorphine-naloxone 8/2 mg", "EAST 6/38 = 16%", "PR 6/8": a strength, a share, a score
        if _STATUTE_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "(SEC. 18.2-51)", "§ 19.2-169.1": a section of a statute
        if VERSION_BEFORE.search(doc.lower, max(0, start - 12), start):
            return None  # "app version 3.1.14", "firmware 2.10.24": a version
        if _snellen(doc, start, end):
            return None  # "R 6/18 improving to 6/12, L 6/9" in an eye or a driving report: metric Snellen
        if value.endswith("/12") and (_MONTHS_SHORTHAND_BEFORE.search(doc.lower, max(0, start - 16), start)
                                      or _MONTHS_AGO_AFTER.match(doc.text, end)):
            return None  # "cough x 2/12": two months (UK shorthand)
        if _FRACTION.fullmatch(value) and not short_date_ok(value) and (
                _score_change(doc, start, end) or _SHORT_DURATION_AFTER.match(doc.text, end)):
            # "improved from 4/5 to 5/5": a score that changed, though "from" is a date cue; "held 1/2 tab"
            return None
        return default

    def validate(self, value: str) -> bool:
        if (code := _CODE_DATE.fullmatch(value)) is not None:
            # round 53 (review): a date in code is a real day and no epoch's or sentinel's ("date(2023, 2, 30)" in a
            # validation test, "datetime(1970, 1, 1)", "date(1900, 1, 1)", "DateTime(2099, 12, 31)")
            try:
                day = datetime.date(*map(int, code.groups()))
            except ValueError:
                return False
            return not ((day.month, day.day) == (1, 1) and day.year in (1899, 1900, 1901, 1970, 2000) or (
                (day.month, day.day) == (12, 31) and day.year >= 2090))
        if re.fullmatch(r"(?:\d{1,2}-)?\d{1,2}/(?:7|52)|(?:[4-9]|[1-3][0-9]|4[0-2])/40|24/7", value):
            # 3/7 days, 2/52 weeks, "4-8/52", 12/40 weeks' gestation (UK shorthand), "24/7", whatever the context
            return False
        # "may" in lower case is the verb; "mar", "sat", "sun", "wed" etc. in lower case alone are words too
        m = re.match(r"[A-Za-z]+", value)
        if m:
            w = m.group(0)
            if w in ("may", "mar", "sat", "sun", "wed", "mon", "fri", "jan", "dec", "june", "july", "august"):
                return bool(re.search(r"\d", value)) and w not in ("may",)
        if " may " in value or value.startswith("may"):
            return False
        return True
