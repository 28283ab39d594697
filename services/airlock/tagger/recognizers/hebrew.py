"""Records written in Hebrew: a discharge letter from Beersheba, a health fund's commitment form, an MDA run sheet,
a dialysis unit's shift list, a WhatsApp thread between a ward and a family. Round 75 (round 74's Hebrew records).

:mod:`airlock.tagger.recognizers.native_scripts` reads a Hebrew record's fields and titles ("שם המטופל:", "ת.ז.",
"ד״ר"); this reader adds what a Hebrew record says in its own way:

* a name after a role or a kin word in running text ("העו״ס נוגה שטרן", "בתה מרינה אוסטרובסקי (053-...)", "נהג
  חובש מוחמד זבידאת |", "בעלה הרשל ז״ל"): a given name or a surname of Faker's ``he_IL`` lists
  (:func:`lexicons.hebrew_given_names`), or, after a role that is always followed by a name ("עו״ס", "פראמדיק",
  "מתנדב"), a word or two ending at a bracket, a phone number, a dash or a line's end; after "ע״י" (by) or a
  signature's field, initials and a surname ("ע״י ח. בנימין", "חתימה: אלנה ק.", "מדווח/ת: ח.ר.");
* a town of :func:`lexicons.hebrew_script_towns` between separators ("| נתיבות |", ", אשדוד."), glued to its
  preposition ("מתגורר בקריית ביאליק", "עלתה מחרקוב"), or a kibbutz, a moshav, a village or a neighbourhood by its
  head word ("קיבוץ טירת צבי", "שכונת נווה שאנן", "שכ׳ מישור הגפן"); a street after a preposition ("ברח׳ סוקולוב
  44"); a seven-digit postcode after "מיקוד" or a town ("רמת גן 5245118");
* a hospital or a health fund by its own name ("סורוקה", "איכילוב", "שערי צדק", "כללית", "מכבי", "מד״א"), glued
  to its preposition too ("בקפלן", "מסורוקה", "במכבי"); a name shared with a word or a person ("העמק", "מאיר",
  "לאומית") only after a hospital's head word or as a cell's whole value;
* a number after its own field ("מס׳ אשפוז: 24-118830", "מספר זהות:", "מס׳ תיק ועדה: ו״פ 3318/25", "קוד
  אימות:", "ח.פ.", "מ.א.", "עובד 30917"), or a bare "מס׳" and four digits or more; a teudat zehut's nine digits
  with their check digit anywhere in the record ("313818031"); a number plate's shape ("38-552-71", "123-45-678");
* an Israeli phone number's shape ("03-5302610", "054-6620913", "0523347781"), a service's star number ("*2700")
  and a 1-700 number.

The reader runs only on a text holding thirty Hebrew letters or more.
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer, has_letters, longest_word_runs

_HEBREW_LETTER = re.compile("[\u05d0-\u05ea]")
_MIN_LETTERS = 30
_HE = "\u05d0-\u05ea"
# a Hebrew word: letters, a geresh or a hyphen inside ("ג'ואנה", "אבו-ג'אמע"), a geresh at the end ("ליבוביץ'")
_WORD_RE = re.compile(rf"[{_HE}](?:[{_HE}]|['׳](?=[{_HE}])|-(?=[{_HE}]))*['׳]?")
_NOT_AFTER = rf"(?![{_HE}\w])"
_NOT_BEFORE = rf"(?<![{_HE}\w'׳\"״\-])"
# the one-letter prepositions and conjunctions Hebrew writes onto the next word (in, from, to, and, the)
_PREFIX = "(?:ו?[בלמ]|ו|ה|ש)"

# --- names -------------------------------------------------------------------------------------------------------
# roles whose next words are a name (a social worker, a lawyer, a paramedic, a volunteer, a driver-medic, a
# coordinator, a mediator, a call-centre agent); with "ה", "ל" or "ו" before them
_ALWAYS_NAMED = ("עו\"ס|עו״ס|עו\"ד|עו״ד|פראמדיק|פראמדיקית|מתנדב|מתנדבת|חובש|חובשת|רכזת|רכז|מגשרת|מגשר|נציגה|נציג|"
                 "השכן מר|השכנה גב'|מזכירה|המזכירה|מזכירת|הגננת|גננת|מתורגמנית|מתורגמן")
# roles and kin words a name often follows, but a verb or a place as often ("האחות מהמחלקה", "הבן הגיע")
_OFTEN_NAMED = ("האחות|לאחות|אחות|האח|אחראית משמרת|ולאחראית משמרת|אחראית|המטפלת|מטפלת|הפיזיותרפיסטית|"
                "הפיזיוטרפיסטית|פיזיו|הדיאטנית|טכנאי|שוטר|נהג|מר|"
                "בנו|בנה|בתו|בתה|אחיו|אחיה|אחותו|אחותה|אמו|אמה|אביו|אביה|אשתו|בעלה|רעייתו|לרעייתו|אשתי|לאשתי|אישתי|"
                "לאישתי|בעלי|הבן|הבת|לבן|לבת|מהבת|מהבן|הבעל|האישה|האשה|הנכדה|הנכד|נכדתה|נכדתו|הסבתא|הסבא|אחים|"
                "אמא שלו|אבא שלו|אמא שלה|אבא שלה|בן|בת")
_ROLE_RE = re.compile(rf"{_NOT_BEFORE}(?:ו?[הלב])?(?P<role>{_ALWAYS_NAMED}|{_OFTEN_NAMED})(?:[ \t]*[-:][ \t]*|[ \t]+)"
                      rf"(?=[{_HE}])")
_ALWAYS = frozenset(_ALWAYS_NAMED.split("|"))
# a name's end: a bracket, a phone number, a dash, a line's or a cell's end, "ז״ל" (of blessed memory), a comma
_HARD_END = re.compile(r"[ \t]*(?:[()\n|;]|\Z|[ \t]-[ \t]|\+?\d{2,}|ז[\"״]ל|[.!?:]|,)")
# words that end a name's run or are no name (function words, verbs of a ward's notes, times of day)
_STOP = frozenset((
    "של את עם על אל הוא היא הם לא כי גם אם או כבר יש אין עוד זה זו כן רק מאוד היה הייתה היו הגיע הגיעה הגיעו ביקר "
    "ביקרה ביקש ביקשה מבקש מבקשת עודכן עודכנה עודכנו שוחח שוחחה התקשר התקשרה אמר אמרה מסר מסרה ציין ציינה נמסר "
    "נמסרה ליווה ליוותה מלווה נכח נכחה חתם חתמה הביא הביאה לקח לקחה ייקח תיקח יבוא תבוא מגיע מגיעה נמצא נמצאת "
    "מתגורר מתגוררת גר גרה עובד עובדת מתרגם מתרגמת שאל שאלה שואל שואלת הסביר הסבירה הבין הבינה טלפונית בטלפון "
    "בבוקר בערב בלילה היום מחר אתמול אחר אחרת שלו שלה שלהם שלי המטופל המטופלת החולה הרופא הרופאה האחות "
    "במחלקה מהמחלקה למחלקה בבית הביתה מהבית אחראי אחראית תורן תורנית בכיר בכירה מוסמך מוסמכת משמרת "
    "ראשי ראשית ראש צוות ללא אלמוני אלמונית ידוע לא-ידוע").split())


def _name_words(text: str, pos: int, always: bool, firsts: frozenset[str],
                lasts: frozenset[str]) -> tuple[int, int] | None:
    """The span of the name that starts at ``pos`` (after a role or a kin word), or ``None``."""
    words: list[re.Match[str]] = []
    at = pos
    while len(words) < 3:
        m = _WORD_RE.match(text, at)
        if m is None or m.group(0) in _STOP:
            break
        words.append(m)
        if text[m.end():m.end() + 1] != " " or _WORD_RE.match(text, m.end() + 1) is None:
            break
        at = m.end() + 1
    while words:
        known = words[0].group(0) in firsts or words[0].group(0) in lasts
        ended = _HARD_END.match(text, words[-1].end()) is not None
        rest_known = all(w.group(0) in lasts or w.group(0) in firsts for w in words[1:])
        if (known and (len(words) == 1 or rest_known or ended)) or (
                always and ended and not re.match(f"[מבלוכש]ה[{_HE}]{{2}}", words[0].group(0))):
            return words[0].start(), words[-1].end()
        words.pop()
    return None


# initials with a surname, a given name with an initial, or initials alone ("ח. בנימין", "אלנה ק.", "ר.כ.")
_INITIALS = (rf"(?:[{_HE}]\.[ \t]?[{_HE}][{_HE}'׳]+(?:-[{_HE}]+)?|[{_HE}]{{2,}}[ \t][{_HE}]\.(?![{_HE}])"
             rf"|[{_HE}]\.[{_HE}]\.|[{_HE}]['׳]\.[ \t][{_HE}]+)")
_BY_RE = re.compile(rf"{_NOT_BEFORE}(?:ע[\"״]י|על ידי|חתימה|חתימת המעריך|חתימת הרופא|מדווח/ת|מדווח|מדווחת|"
                    rf"אחראית|עודכן|הופק ע[\"״]י|נבדק ע[\"״]י|אושר ע[\"״]י|Validated by|Reported by|Signed)"
                    rf"[ \t]*:?[ \t]*(?:(?:ד[\"״]ר|האחות|רס[\"״]ר)[ \t]+)?(?P<n>{_INITIALS})")
# a signature's, a reporter's or a coordinator's field and a name of one word or two ("חתימה: מירב אוחיון, אחות",
# "רכזת: ליטל", "נציגה: שני (6134)")
_SIGNED_RE = re.compile(rf"(?m)(?:^|[|(][ \t]*|[ \t]{{2}})(?:חתימה|חתימת המעריך|מעריך|מדווח/ת|עד/ה|רכזת|נציגה|נציג|"
                        rf"אחראית משמרת|מטפל|מטפלת|גורם מאשר|מאת|עודכן|מזכירה)[ \t]*:[ \t]*"
                        rf"(?P<n>[{_HE}][^\n,(|:0-9]{{1,30}}?)(?=[ \t]*(?:[,(|\n]|\Z|[ \t]-[ \t]|[ \t]{{2}}|\d))")
# a letter's greeting and its name ("שלום יונתן,", "שלום תמר ונעמה,")
_GREETING_RE = re.compile(rf"(?m)(?:^|\n)[ \t]*(?:שלום|היי|בוקר טוב|ערב טוב)[ \t]+(?P<n>[{_HE}]+(?:[ \t][{_HE}]+)?)"
                          rf"(?:[ \t]?ו(?P<m>[{_HE}]+))?[ \t]*[,!]")

# --- places -------------------------------------------------------------------------------------------------------
_TOWN_BEFORE = frozenset("\n|,:(–—-/;")
_TOWN_AFTER = frozenset("\n|,)–—-./;")
_SETTLEMENT_RE = re.compile(rf"{_NOT_BEFORE}(?P<pre>{_PREFIX})?(?P<v>(?P<head>קיבוץ|מושב|כפר|שכונת|שכ['׳]|יישוב|ישוב)[ \t]"
                            rf"[{_HE}][{_HE}'׳\-]*(?:[ \t][{_HE}][{_HE}'׳\-]*){{0,2}})(?=[ \t]*(?:[,()|\n;.]|\Z|"
                            rf"[ \t]-[ \t]|[ \t]{{2}}|\d))")
_STREET_RE = re.compile(rf"{_NOT_BEFORE}[בלמו](?P<v>(?:רח['׳]|רחוב|שד['׳]|שדרות)[ \t][{_HE}][{_HE}'׳\-]*"
                        rf"(?:[ \t][{_HE}][{_HE}'׳\-]*){{0,2}}[ \t]\d{{1,4}}(?:/\d{{1,3}})?)(?!\d)")
_POSTCODE_RE = re.compile(r"(?:מיקוד|ת\.ד\.)[ \t]*:?[ \t]*(?P<v>\d{5,7})(?!\d)")
_TOWN_POSTCODE_RE = re.compile(r"[ \t](?P<v>\d{7})(?![\d/.\-])")
_STREET_WORDS = frozenset("רח' רח׳ רחוב שד' שד׳ שדרות דרך".split())

# --- hospitals and health funds -------------------------------------------------------------------------------------
# names of their own (a hospital's, a health fund's, a chain's)
FACILITY_NAMES = frozenset((
    "שיבא|איכילוב|סוראסקי|הדסה|הדסה עין כרם|הדסה הר הצופים|שערי צדק|רמב\"ם|רמב״ם|סורוקה|בילינסון|בלינסון|וולפסון|"
    "אסף הרופא|ברזילי|קפלן|לניאדו|מעייני הישועה|פוריה|הלל יפה|בני ציון|אסותא|הרצפלד|לוינשטיין|שלוותה|אברבנאל|"
    "שניידר|תל השומר|ספיר|יוספטל|נהריה|גליל מערבי|הגליל המערבי|המרכז הרפואי לגליל|זיו|רבין|מאיר|העמק|השרון|כרמל|"
    "שמיר|גהה|מזור|איתנים|כפר שאול|פלימן|המשפחה הקדושה|מקאסד|אל-מקאסד|אוגוסטה ויקטוריה|"
    "כללית|מכבי|מאוחדת|לאומית|מד\"א|מד״א|מגן דוד אדום|טרם|סופר-פארם|סופר פארם|ניו-פארם|MEUHEDET|MACCABI|CLALIT|"
    "LEUMIT").split("|"))
# those that are also a word, a person or a region: only after a hospital's head word or filling a cell
_SHARED_FACILITIES = frozenset("זיו רבין מאיר העמק השרון כרמל שמיר גהה מזור טרם ספיר נהריה לאומית קפלן שניידר".split())
# the health funds whose names are adjectives too ("general", "national", "united": "הרדמה כללית", general
# anaesthesia): not right after the word they would qualify
_ADJECTIVE_FACILITIES = frozenset("כללית לאומית מאוחדת".split())
_FACILITY_HEADS = ("בית החולים|בית חולים|בי\"ח|בי״ח|ביה\"ח|ביה״ח|המרכז הרפואי|מרכז רפואי|מלר\"ד|מלר״ד|מיון|"
                   "קופ\"ח|קופ״ח|קופת חולים|שירותי בריאות|שלוחת|סניף|מוקד|מבוטח ב|מבוטחת ב")
_FACILITY_RE = re.compile(
    rf"{_NOT_BEFORE}(?P<head>{_PREFIX}?(?:{_FACILITY_HEADS})[ \t]*:?[ \t]*)?(?P<pre>{_PREFIX}-?)?"
    rf"(?P<v>{'|'.join(sorted(map(re.escape, FACILITY_NAMES), key=len, reverse=True))}){_NOT_AFTER}")

# --- numbers ------------------------------------------------------------------------------------------------------
# a number's own field ("מס' אשפוז:", "מספר זהות:", "קוד מוסד:") and its value (a code's Hebrew letters before it:
# "סע-2025-6617423", "ו"פ 3318/25", "ת"א-25-1903"); not a bed's, a room's, a floor's or a phone's number
_CODE = r"(?:[א-ת]{1,2}[\"״]?[א-ת]?[ \-])?[A-Z0-9]{1,14}(?:[-/][A-Z0-9]{1,14}){0,4}"
_NUMBER_FIELD_RE = re.compile(
    rf"{_NOT_BEFORE}(?P<f>(?:מס['׳]|מספר|קוד)(?:[ \t][{_HE}][{_HE}'׳\"״]*){{0,3}}|ח\.פ\.?|מ\.א\.?|ע\.מ\.?|עובד|"
    rf"נציגה|נציג)[ \t]*:?[ \t]*(?P<v>{_CODE})(?![\w/])")
_NOT_ID_FIELD = re.compile(r"(?:מיטה|חדר|קומה|טלפון|נייד|פקס|ימים|שבועות|חודשים|שנים|פעמים|ילדים|לידות|"
                           r"הריונות|גלולות|טבליות|מנות|שקיות|יחידות|דירה|בית|פלאפון|וואטסאפ)")
# a number word after the thing it numbers ("התחייבות מס' 77104356", "דו"ח אירוע חריג מס' 2025-0721-06")
_BARE_NUMBER_WORDS = frozenset(("מס'", "מס׳", "מספר"))
_AFTER_NUMBER_WORD_RE = re.compile(rf"(?P<f>[{_HE}][{_HE}'׳\"״]*)[ \t]+(?:מס['׳]|מספר)[ \t]*:?[ \t]*(?P<v>{_CODE})"
                                   rf"(?![\w/])")
_NINE_DIGITS_RE = re.compile(r"(?<![\d\-/.+])(?P<v>\d{9})(?![\d\-/.])")
_PLATE_RE = re.compile(r"(?<![\d\-/.+])(?P<v>\d{2}-\d{3}-\d{2}|\d{3}-\d{2}-\d{3})(?![\d\-/.])")

# --- phones ---------------------------------------------------------------------------------------------------------
_PHONE_RE = re.compile(r"(?<![\d\-/.+*])(?P<v>0(?:[2-489]|5\d|7\d)-?\d{3}[- ]?\d{4}|0(?:5\d|7\d)\d{7}|"
                       r"\*\d{4}|1-[78]00-\d{2,3}-\d{3})(?![\d\-/])")


class HebrewRecordRecognizer(Recognizer):
    """Names after role and kin words, towns, settlements, hospitals and health funds, ids, number plates and phone
    numbers of a record written in Hebrew (see the module's docstring)."""

    name = "hebrew_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "STREET_ADDRESS", "CITY", "POSTCODE", "FACILITY",
              "OTHER_ID", "VEHICLE_ID", "PHONE")

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if not has_letters(text, _HEBREW_LETTER, _MIN_LETTERS):
            return []
        src = self.name
        out = _names(text, src)
        out += _places(text, src)
        out += _facilities(text, src)
        out += _numbers(text, src)
        for m in _PHONE_RE.finditer(text):
            out.append(Span(*m.span("v"), "PHONE", src, 0.8))
        return out


def _names(text: str, src: str) -> list[Span]:
    firsts, lasts = lexicons.hebrew_given_names()
    out: list[Span] = []
    for m in _ROLE_RE.finditer(text):
        role = m.group("role")
        found = _name_words(text, m.end(), role in _ALWAYS, firsts, lasts)
        if found:
            kin = role not in _ALWAYS and not any(w in role for w in ("אחות", "אח", "מטפל", "פיזי", "טכנאי", "שוטר",
                                                                    "נהג", "אחראית", "דיאט"))
            out.append(Span(*found, "RELATIVE_NAME" if kin else "CLINICIAN_NAME", src, 0.75))
    for m in _BY_RE.finditer(text):
        out.append(Span(*m.span("n"), "CLINICIAN_NAME", src, 0.75))
    for m in _SIGNED_RE.finditer(text):
        words = m.group("n").split()
        if 1 <= len(words) <= 3 and not any(w in _STOP for w in words):
            out.append(Span(m.start("n"), m.start("n") + len(m.group("n").rstrip()), "CLINICIAN_NAME", src, 0.75))
    for m in _GREETING_RE.finditer(text):
        for g in ("n", "m"):
            if m.group(g) and not any(w in _STOP or w in ("רב", "לכולם", "לך", "לכם", "ותודה") for w in
                                      m.group(g).split()):
                out.append(Span(*m.span(g), "PATIENT_NAME", src, 0.7))
    return out


def _places(text: str, src: str) -> list[Span]:
    towns = lexicons.hebrew_script_towns()
    words = list(_WORD_RE.finditer(text))

    def town(i: int, start: int, end: int) -> Span | None:
        name = text[start:end]
        if i and words[i - 1].group(0) in _STREET_WORDS:  # (a street named after a town: "שד' ירושלים 48")
            return None
        if name in towns and _town_position(text, start, end):
            return Span(start, end, "CITY", src, 0.75)
        if name[0] in "בלמו" and name[1:] in towns and len(name) > 3 and _glued_town(name, " " in name):
            return Span(start + 1, end, "CITY", src, 0.7)
        return None

    out = longest_word_runs(text, words, town)
    for m in _SETTLEMENT_RE.finditer(text):
        # (a moshav or a village by its preposition or at a cell's start: not "מושב רחצה", a shower seat)
        if (m.group("head") not in ("מושב", "כפר") or m.group("pre") or _cell_start(text, m.start())
                or m.group("v") in towns):
            out.append(Span(*m.span("v"), "CITY", src, 0.75))
    for m in _STREET_RE.finditer(text):
        out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.8))
    for m in _POSTCODE_RE.finditer(text):
        out.append(Span(*m.span("v"), "POSTCODE", src, 0.8))
    for s in [s for s in out if s.label == "CITY"]:
        m = _TOWN_POSTCODE_RE.match(text, s.end)
        if m:
            out.append(Span(*m.span("v"), "POSTCODE", src, 0.75))
    return out


def _town_position(text: str, start: int, end: int) -> bool:
    """Between separators: a letterhead's, an address's or a table's cell ("| נתיבות |", ", אשדוד.")."""
    after = text[end:end + 3].lstrip(" \u00a0\t")
    if after and after[0] not in _TOWN_AFTER and not after[0].isdigit():
        return False
    return _cell_start(text, start)


def _cell_start(text: str, start: int) -> bool:
    head = text[max(0, start - 3):start].rstrip(" \u00a0\t")
    return not head or head[-1] in _TOWN_BEFORE


def _glued_town(word: str, several_words: bool) -> bool:
    """A town written onto its preposition ("בקריית ביאליק", "מחרקוב"), not a word that contains one ("במגדל")."""
    if several_words:
        return True
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "he") < 3.3


def _facilities(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _FACILITY_RE.finditer(text):
        name = m.group("v")
        if name in _SHARED_FACILITIES and not m.group("head") and not _fills_cell(text, m.start("v"), m.end("v")):
            continue
        if (name in _ADJECTIVE_FACILITIES and not m.group("head") and not m.group("pre")
                and re.search(rf"[{_HE}'׳][ \t]$", text[max(0, m.start() - 2):m.start()])):
            continue
        out.append(Span(*m.span("v"), "FACILITY", src, 0.8))
    return out


def _fills_cell(text: str, start: int, end: int) -> bool:
    head = text[max(0, start - 3):start].rstrip(" \t")
    after = text[end:end + 3].lstrip(" \t")
    return (not head or head[-1] in "\n|:;,(") and (not after or after[0] in "\n|;,)-")


def _numbers(text: str, src: str) -> list[Span]:
    from stdnum.il import idnr

    out: list[Span] = []
    for m in _NUMBER_FIELD_RE.finditer(text):
        v = m.group("v")
        # (a bare "number" word: the word before it tells what it numbers, "בחדר מס' 1204", a room)
        field = m.group("f") if m.group("f") not in _BARE_NUMBER_WORDS else text[max(0, m.start() - 12):m.end("f")]
        if sum(c.isdigit() for c in v) >= 4 and _NOT_ID_FIELD.search(field) is None:
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
    for m in _AFTER_NUMBER_WORD_RE.finditer(text):
        if sum(c.isdigit() for c in m.group("v")) >= 4 and _NOT_ID_FIELD.search(m.group("f")) is None:
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
    for m in _NINE_DIGITS_RE.finditer(text):
        if idnr.is_valid(m.group("v")):
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.9))
    for m in _PLATE_RE.finditer(text):
        out.append(Span(*m.span("v"), "VEHICLE_ID", src, 0.8))
    return out
