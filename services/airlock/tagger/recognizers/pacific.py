"""Records written in Samoan, Tongan, Fijian, te reo Māori, Cook Islands Māori, Hawaiian, Tok Pisin, Bislama and
Solomons Pijin: an Apia discharge summary, a Vava'u referral, a Bua nursing station's register, a Rarotonga antenatal
card, a Waiʻanae healing note, a Port Moresby ward note, a Honiara death notification. Round 78 (part a).

Their English words, names and phones are read by the other recognizers; this reader adds the languages' own:

* a date with the languages' months ("12 Mati 2024", "8 'Epeleli 2024", "14 Māehe 2024", "17 Tiunu 1996",
  "3 ʻAukake 1971", "12 Mas 2024", "Vula ko Maji 2024"), the day's name before it ("Pōʻalua, 19 Malaki 2024",
  "Tu'apulelulu 21 Ma'asi 2024", "Mande 25 Maj") or before a day and a month ("Falaite 3/5"), "o" between the day
  and the month ("13 o Me 2024");
* an age over 89 with its word ("yabaki 93", "91 yias", "94 tausaga", "91 ona tausaga");
* a village or a town after its field ("Nofoaga:", "Kolo:", "Nofo'anga:", "Vilij:", "Ples:", "Ngutuare:", "Adres:"),
  a town of the islands' gazetteer after a preposition ("i Salelologa", "'i Nuku'alofa", "long Kerowagi", "mei 'Uiha")
  or anywhere when its name is no word ("Kolofo'ou", "Titikaveka"); a road without its number ("Taufa'ahau Road",
  "Kalaʻe Hwy");
* a ship ("MV Lafu Kwai"), a hospital by its islands' short name ("Vaiola", "Kilu'ufi"), a health centre or an aid
  post by its head word ("Valelevu HC", "LUNUBE AID POST"), a ministry's heading in its language ("MATAGALUEGA O LE
  SOIFUA MALOLOINA", "MINISTRI BLONG HELT"), a medical council before its register number ("TMDC Reg");
* a name after Hawaiian "ʻo" or "iā", a kin word or a role ("me kāna wahine ʻo Noelani", "Kumu Hōkūlani",
  "moʻopuna Lehua", "tamāhine a Aroha").

The reader runs only on a text holding four words or marks of these languages or more (the ʻokina, a macron, "fa'a",
"blong", "bilong", "pikinini", "tausaga", "yabaki", "whānau").
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer, has_matches

_UP = "A-ZĀĒĪŌŪ"
_LO = "a-zāēīōū"
_OK = "'ʻ’‘"  # the glottal stop: an ʻokina or an apostrophe inside a word
_W = rf"(?:[{_OK}]?[{_UP}](?:[{_LO}]|[{_OK}](?=[{_LO}]))+(?:-[{_UP}{_LO}][{_LO}]+)?)"
_T = "[ \t\u00a0]"
_CUE = re.compile(
    r"ʻ|[āēīōūĀĒĪŌŪ]|(?<![A-Za-z])(?:fa'a\w*|blong|bilong|pikinini|olsem|tausaga|yabaki|whānau|whanau|falema'i|"
    r"foma'i|toketā|vakatotolotaki|vale ni bula|haus sik|wantaim|tumas|tok|sista|dokta|kolo|nofoaga|aiga|tamā|tinā)"
    r"(?![A-Za-z])")
_MIN_CUES = 4

# --- dates -------------------------------------------------------------------------------------------------------
_MONTHS = (
    # Samoan, Tongan, te reo Māori (both sets), Cook Islands Māori, Fijian, Hawaiian, Tok Pisin, Bislama and Pijin
    "Ianuari|Fepuari|Mati|Aperila|Iuni|Iulai|Aokuso|Setema|Oketopa|Novema|Tesema|"
    "Sānuali|Sanuali|Fēpueli|Fepueli|Ma[{_OK}]asi|[{_OK}]Epeleli|Epeleli|Mē|Sune|Siulai|[{_OK}]?Aokosi|Sepitema|"
    "[{_OK}]?Okatopa|Nōvema|Tīsema|Tisema|"
    "Hānuere|Pēpuere|Māehe|Āperira|Hune|Hūrae|Ākuhata|Hepetema|Nōema|Nōwema|Tīhema|Kohitātea|Hui-tanguru|"
    "Poutū-te-rangi|Paenga-whāwhā|Haratua|Hōngongoi|Here-turi-kōkā|Whiringa-ā-nuku|Whiringa-ā-rangi|Hakihea|"
    "Tīanuare|Pepuare|Tiunu|Tiurai|Atete|Tepetema|Okotopa|Tītema|"
    "Janueri|Feperueri|Maji|Epereli|Jiune|Okosita|Seviteba|Okotova|Noveba|Tiseba|"
    "Ianuali|Pepeluali|Malaki|[{_OK}]?Apelila|Iune|[{_OK}]?Aukake|Kepakemapa|[{_OK}]?Okakopa|Nowemapa|Kekemapa|"
    "Februeri|Epril|Ogas|Septemba|Oktoba|Novemba|Disemba|Jenuari|Februari|Maj|Eprel|Julae|Ogis|"
    "Mas|Me|Mei|Jun|June|Julai|Mahuru|Pipiri").replace("{_OK}", _OK)
_WEEKDAYS = (
    "Aso{_T}(?:Gafua|Lua|Lulu|Tofi|Faraile|To[{_OK}]?ona[{_OK}]?i|Sā|Sa)|Mōnite|Tūsite|Pulelulu|Tu[{_OK}]apulelulu|"
    "Falaite|Tokonaki|Sāpate|Rāhina|Rātū|Rāapa|Rāpare|Rāmere|Rāhoroi|Rātapu|Pō[{_OK}]akahi|Pō[{_OK}]alua|"
    "Pō[{_OK}]akolu|Pō[{_OK}]ahā|Pō[{_OK}]alima|Pō[{_OK}]aono|Lāpule|Moniti|Tusiti|Vukelulu|Lotulevu|Vakaraubuka|"
    "Vakarauwai|Sigatabu|Mande|Tusde|Wenesde|Tosde|Fraide|Sarede|Sande|Sā").replace("{_OK}", _OK).replace("{_T}", _T)
_DAY = r"(?:3[01]|[12]\d|0?[1-9])"
_YEAR = r"(?:19|20)\d\d"
_DATE_RE = re.compile(
    rf"(?<![\w{_OK}])(?P<v>(?:(?:{_WEEKDAYS}),?{_T})?(?:{_DAY}{_T}(?:o{_T}|ko{_T})?)?(?:{_MONTHS})(?:,?{_T}{_YEAR})?)"
    rf"(?![\w{_OK}])"
    rf"|(?<![\w{_OK}])(?P<w>(?:{_WEEKDAYS}),?{_T}\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?)(?![\d/])"
    rf"|(?<![\w])(?:Vula{_T}ko|mun|Vula:?){_T}(?P<x>(?:{_MONTHS}){_T}{_YEAR})(?![\w])")
_AGE_RE = re.compile(
    rf"(?<![\w])(?:yabaki|ta[{_OK}]u){_T}(?P<v>9\d|1[01]\d)(?![\d.,])"
    rf"|(?<![\d.,])(?P<w>9\d|1[01]\d){_T}(?:ona{_T})?(?:tausaga|yias|yia|krismas|yabaki)(?![\w])")

# --- places ------------------------------------------------------------------------------------------------------
_PLACE_FIELD_RE = re.compile(
    rf"(?<![\w])(?:Nofoaga|Kolo|Nofo[{_OK}]anga|Mei|Vilij(?:{_T}blong{_T}hem)?|Ples|Ngutuare|Adres|Noho{_T}ma|Village|"
    rf"Koro|Tikina{_T}ko|Yasana{_T}ko|Kāinga|Kainga|Mai){_T}*:?{_T}+(?P<v>{_W}(?:{_T}{_W}){{0,2}}(?:{_T}\d{{1,2}})?)"
    rf"(?:,{_T}(?P<w>{_W}(?:{_T}{_W}){{0,2}}))?(?![\w])")
_PREP_RE = re.compile(rf"(?<![\w{_OK}])(?:i|[{_OK}]i|long|ko|mai|mei|ki|kei|ma|e|mo|lo|na){_T}(?P<v>{_W}(?:{_T}{_W})?)")
_ROAD_RE = re.compile(rf"(?<![\w{_OK}])(?P<v>{_W}(?:{_T}{_W}){{0,2}}{_T}(?:Road|Rd|Street|St|Avenue|Ave|Highway|Hwy))"
                      rf"(?=[ \t]*[,\n]|[ \t]{{2,}})")

# --- organisations -----------------------------------------------------------------------------------------------
_SHIP_RE = re.compile(rf"(?<![\w])(?P<v>MV{_T}{_W}(?:{_T}{_W}){{0,2}})(?![\w])")
_SHORT_HOSPITALS = ("Vaiola|Kilu[{_OK}]ufi|Niu[{_OK}]ui|Prince{_T}Ngu|CWM|LBJ|TTM|VCH|NPH|PMGH|GGH|Motootua|"
                    "Middlemore").replace("{_OK}", _OK).replace("{_T}", _T)
# (not a number's letters: "TTM-0418832", "VCH 118467")
_HOSPITAL_RE = re.compile(rf"(?<![\w{_OK}])(?P<v>{_SHORT_HOSPITALS})(?![\w{_OK}]|[ \t-]?\d|{_T}No\b)")
# a town's name that opens a hospital's, a clinic's or a school's ("Rarotonga Hospital", "Gerehu Clinic")
_ORG_AFTER = re.compile(rf"{_T}(?:Hospital|Hosp|Clinic|School|General|Health|Medical|Centre|Center|Church|Hall|"
                        rf"Airport|HC|Wharf|Market|Pharmacy|Primary|College|Stage|Police)(?![\w])")
_CENTRE_RE = re.compile(
    rf"(?<![\w{_OK}])(?P<v>(?:{_W}|[{_UP}]{{3,}})(?:{_T}(?:{_W}|[{_UP}]{{3,}}))?{_T}(?:HC|H/C|AID{_T}POST|Aid{_T}Post|"
    rf"Health{_T}Centre|Nursing{_T}Station|Haus{_T}Sik))(?![\w])")
_MINISTRY_RE = re.compile(
    rf"(?<![\w])(?P<v>(?:MATAGALUEGA{_T}O{_T}LE|MINISITIRI{_T}NI|MINISTRI{_T}BLONG|DIPATMEN{_T}BILONG|POTUNGĀUE|"
    rf"POTUNGAUE|MINISTRY{_T}OF)(?:{_T}[A-ZĀĒĪŌŪ{_OK}&]+){{1,5}})(?=[ \t]*(?:[–—\-,\n]|$))")
_COUNCIL_RE = re.compile(rf"(?<![\w])(?P<v>TMDC|SMC|MBSI|FMDC|VMDC|PNGMB)(?={_T}+(?:Reg|No|\d))")

# --- names -------------------------------------------------------------------------------------------------------
_NAME_CUE_RE = re.compile(
    rf"(?<![\w{_OK}])(?:ʻo|iā|Kumu|moʻopuna|mo[{_OK}]opuna|tamāhine{_T}a|tama{_T}a|wahine{_T}ʻo|kāne{_T}ʻo|"
    rf"brata{_T}bilong{_T}em|susa{_T}bilong{_T}em){_T}(?P<v>{_W})(?![\w{_OK}])")


# a capitalised word or two, looked up in the islands' gazetteer
_WORDS_RE = re.compile(rf"(?<![\w{_OK}]){_W}(?:{_T}{_W})?(?![\w{_OK}])")
_AFTER_GIVEN_NAME = re.compile(rf"(?<![\w{_OK}]){_W}{_T}$")
# grandparents' and elders' titles after "ʻo" are no names ("ʻo Tūtū", "ʻo Kupuna")
_KIN_TITLES = frozenset("Tūtū Tutu Kupuna Kūpuna Makuahine Makua Kumu Kauka".split())


class PacificRecordRecognizer(Recognizer):
    """Dates, great ages, places, organisations and names of a record written in a Pacific language (see the
    module's docstring)."""

    name = "pacific_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "STREET_ADDRESS", "CITY", "FACILITY", "DATE", "AGE_OVER_89")

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_CUE,)

    def unwindowed(self) -> tuple[re.Pattern[str], ...]:
        return (_CUE,)  # a gate: only whether it may match is used

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if not doc.may_match(_CUE) or not has_matches(text, _CUE, _MIN_CUES):
            return []
        towns, words = lexicons.pacific_towns(), lexicons.pacific_town_words()
        src = self.name
        out: list[Span] = []
        for m in _DATE_RE.finditer(text):
            g = next(k for k in ("v", "w", "x") if m.group(k))
            # (a month needs its day or its year: "Me", "Mas", "Mati" alone are words or names)
            if any(c.isdigit() for c in m.group(g)):
                out.append(Span(*m.span(g), "DATE", src, 0.9))
        for m in _AGE_RE.finditer(text):
            out.append(Span(*m.span("v" if m.group("v") else "w"), "AGE_OVER_89", src, 0.9))
        for m in _PLACE_FIELD_RE.finditer(text):
            for g in ("v", "w"):
                if m.group(g):
                    out.append(Span(*m.span(g), "CITY", src, 0.85))
        for m in _PREP_RE.finditer(text):
            v = m.group("v")
            first = v.split()[0]
            if _ORG_AFTER.match(text, m.start("v") + len(first)):
                continue
            if v in towns or v in words:
                out.append(Span(*m.span("v"), "CITY", src, 0.85))
            elif first in towns or first in words:
                out.append(Span(m.start("v"), m.start("v") + len(first), "CITY", src, 0.85))
        for m in _WORDS_RE.finditer(text):
            v = m.group()
            if _ORG_AFTER.match(text, m.end()) or _ORG_AFTER.match(text, m.start() + len(v.split()[0])):
                continue
            # (after a capitalised word it is a surname, "Losa Faleolo": Samoan families bear their villages' names)
            if _AFTER_GIVEN_NAME.search(text, max(0, m.start() - 30), m.start()):
                continue
            if v in towns:
                out.append(Span(*m.span(), "CITY", src, 0.85))
            elif " " in v and v.split()[0] in towns:
                out.append(Span(m.start(), m.start() + len(v.split()[0]), "CITY", src, 0.85))
        for m in _ROAD_RE.finditer(text):
            out.append(Span(*m.span("v"), "STREET_ADDRESS", src, 0.85))
        for rx in (_SHIP_RE, _HOSPITAL_RE, _CENTRE_RE, _MINISTRY_RE, _COUNCIL_RE):
            for m in rx.finditer(text):
                out.append(Span(*m.span("v"), "FACILITY", src, 0.9))
        for m in _NAME_CUE_RE.finditer(text):
            if m.group("v") not in towns and m.group("v") not in words and m.group("v") not in _KIN_TITLES:
                out.append(Span(*m.span("v"), "RELATIVE_NAME", src, 0.85))
        return out
