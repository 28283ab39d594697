"""Contact details: e-mail, URL, IP address, telephone and fax numbers (US, UK, international)."""

from __future__ import annotations

import ipaddress
import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import (
    VERSION_BEFORE,
    CorrectedCopy,
    Doc,
    P,
    PatternRecognizer,
    SpanIndex,
    only_digits,
    with_corrected,
)


class EmailRecognizer(PatternRecognizer):
    name = "email"
    labels = ("EMAIL",)
    residual = True
    triggers = ("@", " dot ")
    patterns = (
        P(
            r"(?<![\w.%+\-])\w[\w.%+\-]{0,63}@\w(?:[\w\-]{0,62}\.){1,6}"
            r"[A-Za-z]{2,24}(?![\w\-])",
            "EMAIL",
            0.95,
        ),
        # round 29: an address written out so that it is not a link, or as dictated ("sharon dot kimball at yahoo
        # dot com", "kyamamoto89 at gmail dot com")
        P(
            r"(?<![\w.@])[A-Za-z0-9][\w.\-]{0,40}(?:[ \t](?i:dot)[ \t][\w\-]{1,30}){0,3}[ \t](?i:at|@)[ \t]"
            r"[A-Za-z0-9][\w\-]{1,30}(?:[ \t](?i:dot)[ \t][A-Za-z0-9\-]{2,20}){0,2}[ \t](?i:dot)[ \t]"
            r"(?i:com|net|org|edu|gov|ca|uk|au|nz|ie|us|io|info)(?![\w])",
            "EMAIL",
            0.9,
        ),
    )


_TLDS = (
    "com|org|net|edu|gov|mil|int|io|ai|info|biz|health|care|uk|co\\.uk|org\\.uk|nhs\\.uk|ac\\.uk|gov\\.uk|us|ca|"
    "de|fr|es|it|nl|eu|au|in|ie|ch|se|no|dk|fi|be|at|pl|pt|jp|cn|br|mx|ru|nz|za|sg|hk|app|dev|ly|me|tv"
)


class UrlRecognizer(PatternRecognizer):
    name = "url"
    labels = ("URL",)
    residual = True
    patterns = (
        P(r"(?<![\w@])(?:https?|ftp)://[^\s<>\"'`]{1,2048}", "URL", 0.95, flags=re.I),
        # a scheme with a typing slip ("htpt://", "bttps://", "htrp://"): any short letter run before "://"
        P(r"(?<![\w@])[a-z]{3,6}://[^\s<>\"'`]{1,2048}", "URL", 0.9, flags=re.I),
        P(r"(?<![\w@./])www\.[^\s<>\"'`]{1,2048}", "URL", 0.95, flags=re.I),
        P(
            rf"(?<![\w@./-])(?:[a-z0-9](?:[a-z0-9-]{{0,62}}[a-z0-9])?\.){{1,5}}(?:{_TLDS})"
            r"(?:/[^\s<>\"'`]{0,2048})?(?![\w@-])",
            "URL",
            0.7,
            flags=re.I,
        ),
    )

    def analyze(self, doc: Doc) -> list[Span]:
        out = []
        for s in super().analyze(doc):
            end = s.end
            while end > s.start and doc.text[end - 1] in ".,;:!?)]}'\"":
                end -= 1
            if end > s.start:
                # a bare domain with a path ("portal.example.co.uk/records?id=47fa") is a URL for certain: it
                # must win over an id cue inside it ("id=")
                score = 0.9 if s.score < 0.9 and "/" in doc.text[s.start : end] else s.score
                out.append(Span(s.start, end, s.label, s.source, score))
        return out

    def validate(self, value: str) -> bool:
        # a bare "dr.smith" or "e.g" must not count; bare domains need a known TLD (in the regex) and a
        # non-trivial first label
        if "/" not in value and value.count(".") == 1:
            head, tld = value.split(".")
            if tld[:1].isupper() and not tld.isupper():
                # "at bedside.Pt is 52", "?CSMO.No RAPD": a sentence typed without its space, not a domain; nor a
                # product's name ("ETR.Net")
                return False
        if _NAMESPACE_URL.match(value):
            return False  # a code system's or standard's namespace ('"system": "https://fhir.nhs.uk/Id/nhs-number"')
        return "." in value and not re.fullmatch(r"[A-Za-z]\.[A-Za-z]{2,3}", value)


# the namespaces of code systems and standards, which exchange formats print beside every value: they name a
# kind of identifier or code, never a person's page
_NAMESPACE_URL = re.compile(
    r"(?i)(?:https?://)?(?:www\.)?(?:fhir\.nhs\.uk|(?:terminology\.|build\.fhir\.)?hl7\.org|fhir\.hl7\.org\.uk|"
    r"hl7\.org\.uk|snomed\.info|loinc\.org|unitsofmeasure\.org|w3\.org|fhir\.org|dicom\.nema\.org|id\.who\.int)"
    r"(?:/|\Z)")


_SECTION_BEFORE = re.compile(r"(?i:listing|table|figure|section|appendix|sect\.|fig\.|§)[ \t]{1,2}\Z")


class IpAddressRecognizer(PatternRecognizer):
    name = "ip_address"
    labels = ("IP_ADDRESS",)
    residual = True
    patterns = (
        P(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)", "IP_ADDRESS", 0.9),
        P(r"(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])", "IP_ADDRESS", 0.9),
    )

    def label_for(self, doc: Doc, start: int, end: int, default: str) -> str | None:
        if _SECTION_BEFORE.search(doc.text, max(0, start - 12), start):
            return None  # "Listing 16.2.7.3", "Section 5.1.2.4": a document's section number, not an address
        if VERSION_BEFORE.search(doc.lower, max(0, start - 12), start) or _BUILD_BEFORE.search(
                doc.lower, max(0, start - 8), start):
            return None  # "Firmware 7.8.1.4", "(build 11.4.7.2)": a version
        return default

    def validate(self, value: str) -> bool:
        try:
            ip = ipaddress.ip_address(value)
        except ValueError:
            return False
        if ip.is_unspecified or ip.is_loopback:
            return False  # round 53: "host: 0.0.0.0", "127.0.0.1": every machine's, nobody's
        if ip.version == 6:
            if sum(c.isalnum() for c in value) < 4:
                return False
            # clock times such as 12:30:45 parse as nothing, but "1:2:3:4:5:6:7:8" is unlikely prose
            return "::" in value or value.count(":") >= 5 or any(c.isalpha() for c in value)
        return True


_BUILD_BEFORE = re.compile(r"(?<![a-z])(?:build|release|rel\.?)[ \t:#]{1,3}\Z")
_CUE_RE = re.compile(
    r"(?<![a-z])(fax|facsimile|tel|telephone|phone|ph|mob|mobile|cell|call|pager|bleep|contact|landline)(?![a-z])"
)

# (a number broken over two lines goes on; not into a date that starts the next line, a chat export's "18/01/2024, 09:31")
_NEXT_LINE = r"[ \t]{0,2}\n[ \t]{0,3}(?!\d{1,2}[/.]\d{1,2}[/.]\d)"
_SEP = rf"(?:[ \t.\-]{{0,2}}|{_NEXT_LINE})"
_GAP = rf"(?:[ \t.\-]{{1,2}}|{_NEXT_LINE})"
# (a Philippine "loc. 1143" is an extension)
_EXT = r"(?:(?:[ \t]{0,2}|[ \t]{0,2}\n[ \t]{0,3})(?i:ext\.?|x|extn\.?|extension|loc\.?|local)[ \t]{0,2}\d{1,5})?"
_DECIMAL_SERIES = re.compile(r"(?<![\d.])\d{1,2}\.\d{1,2}(?![\d.])")
_EXT_RE = re.compile(r"(?i)ext|x|loc|local")
_DATE_LIKE = re.compile(r"\(?\d{1,2}\)?[ \-]\d{1,2}[ \-](?:19|20)\d{2}")


def _zero_led_grouped(value: str) -> bool:
    """10-11 digits before any extension, not a spaced date ("03 11 2024 10")."""
    groups = re.split(r"[ \-]", value.strip("()").replace(")", ""))
    # (not a drug chart's times: "given 0600 1200 18")
    clock = len(groups) >= 2 and all(len(g) == 4 and int(g[:2]) < 24 and int(g[2:]) % 15 == 0 for g in groups[:2])
    return 10 <= len(only_digits(_EXT_RE.split(value)[0])) <= 11 and not _DATE_LIKE.match(value) and not clock


def _continental_ok(value: str) -> bool:
    """9-12 digits, not clock times (a drug chart's "0800 / 1200 1600", "0712 / 1304 1758": two groups that read as a
    time or more), not a date's or a year's groups."""
    digits = only_digits(value)
    groups = re.split(r"[ \-/–]+", value)
    clock = sum(1 for g in groups if len(g) == 4 and int(g[:2]) < 24 and int(g[2:]) < 60) >= 2
    return 9 <= len(digits) <= 12 and not clock and not _DATE_LIKE.match(value) and not _YEARS.search(value)


# round 39: a bill's service date (mmddyy) and revenue code in two columns ("011424  0450"), no phone number (a
# phone typed so has no month and day first: "Ph: 555123  4567")
_COLUMNS_NOT_PHONE = re.compile(r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])[0-9]{2}[ \t]{2,}[0-9]{4}")


def _uk_length(value: str) -> bool:
    """At most 11 digits in a zero-led number, 10 after +44 (a drug chart's "0800 1200 1600" has 12)."""
    digits = only_digits(_EXT_RE.split(value)[0])
    if _COLUMNS_NOT_PHONE.match(value):
        return False
    if value.startswith(("+", "00")):
        digits = digits[4:] if digits.startswith("00") else digits[2:]
        return len(digits.removeprefix("0")) <= 10
    return len(digits) <= 11


# (round 70, see the pattern's use below; searched whole, not in the prefilter's windows: in the combined Hyperscan
# database this one's second match in "... 965 021 448 (colega)\navisada a filha 916 330 214" went unreported)
_PT_GR_MOBILE = re.compile(
    r"(?<![\w+\-/.,])(?:9[1236]\d[ ]\d{3}[ ]\d{3}|69\d{2}[ ]\d{3}[ ]\d{3}|69\d[ ]\d{4}[ ]\d{3}|2[13]0[ ]\d{4}[ ]\d{3})"
    r"(?![\w]|[\-/.,]\d|[ ]\d)")
_PHONE_PATTERNS = (
    # North American: (555) 123-4567, 555-123-4567, 555.123.4567, +1 555 123 4567, 1-800-555-0199
    P(
        rf"(?<![\w+])(?:(?:\+|00)?1{_SEP})?(?:\(\d{{3}}\)|\d{{3}}){_SEP}\d{{3}}{_GAP}\d{{4}}{_EXT}(?![\w]|-\d)",
        "PHONE",
        0.75,
        check=lambda v: _COLUMNS_NOT_PHONE.match(v) is None,
    ),
    P(rf"(?<![\w+])\(\d{{3}}\)\d{{3}}-?\d{{4}}{_EXT}(?![\w]|-\d)", "PHONE", 0.75),
    # UK: 020 7946 0958, 0161 496 0000, 01632 960123, 07700 900123, +44 (0)20 7946 0958, +44 7700 900 123
    P(
        # (a bracket opened is closed: not "(091 595 123)" taken with its opening bracket; "0161) 496 0000" as typed)
        rf"(?<![\w+])(?:(?:\+|00)44{_SEP}(?:\(0\){_SEP})?\d{{2,4}}|\(0\d{{2,4}}\)|0\d{{2,4}}\)?){_SEP}\d{{3,4}}{_SEP}\d{{3,4}}{_EXT}"
        r"(?![\w]|-\d)",
        "PHONE",
        0.75,
        check=_uk_length,
    ),
    # international: +33 1 23 45 67 89, +49 30 1234567, +91-98765-43210, 0049-41-5649506
    P(
        # (round 56: not inside a code after its letters and a dash, "C24-006613-6")
        rf"(?<![\w+])(?<![A-Za-z0-9]-)(?:\+|00)[1-9]\d{{0,2}}{_SEP}(?:\(\d{{1,4}}\){_SEP})?\d{{1,8}}"
        rf"(?:{_GAP}\d{{1,8}}){{1,5}}{_EXT}"
        r"(?![\w]|-\d)",
        "PHONE",
        0.8,
    ),
    # plain 10-digit North American numbers (area and exchange codes 2-9); ids with a cue win over these
    P(rf"(?<![\w+\-/.])[2-9]\d{{2}}[2-9]\d{{6}}{_EXT}(?![\w]|[\-/.]\d)", "PHONE", 0.6),
    # the same in E.164 or with the country code glued on, as SMS gateways and fax headers print them
    # ("to":"+15125550193", "TO:12485550142")
    P(r"(?<![\w\-/.])\+?1[2-9]\d{2}[2-9]\d{6}(?![\w]|[\-/.]\d)", "PHONE", 0.6),
    # any grouped digits (7-15 digits: 0490 75 40 81, (37) 788-063, 03.93.92.16.85, (81) 95555-0138) with a phone
    # cue before
    # (round 33: a five-digit area code, a digit alone inside: "tel 01274 49 32 10", "mob 086 8 44 21 09"; round 34:
    # six digits last, as Cypriot mobiles are written, "tel 99 418227")
    P(r"(?<![\w+\-/.])(?:\(\d{1,5}\)|\d{1,5})(?:[ .\-]\d{1,5}){0,4}[ .\-]\d{2,6}(?![\w]|[\-/.]\d)"
      r"(?![ \t]{0,2}(?:units?|iu|IU|mg|mcg|ml|mL)(?![a-z]))", "PHONE", 0.6,  # (not "Unit 3": an address's)
      needs_context=True),
    # round 33: a zero-led national number of 10-11 digits in any grouping, as UK, Irish, Australian, New Zealand
    # and Philippine numbers are written ("01952 72 74 00", "(07) 3397 41 08", "027 55 01 933", "(02) 8716-8001")
    # (the whole run of digit groups: not three clock times of a drug chart, "0800 1200 1600 2000")
    P(rf"(?<![\w+\-/.])(?:\(0\d{{1,4}}\)|0\d{{1,4}})(?:[ \-]\d{{1,4}}){{2,5}}(?![\w]|[\-/.]\d|[ ]\d){_EXT}"
      r"(?![\w]|[\-/.]\d)", "PHONE", 0.65, check=_zero_led_grouped),
    # French numbers, five pairs with one separator (01 42 55 01 48, 06.55.55.01.27), Belgian mobiles (0477 55 50 91)
    P(r"(?<![\w+\-/.])(?:0[1-9](?P<s>[ .])\d{2}(?:(?P=s)\d{2}){3}|04[5-9]\d(?: \d{2}){3})(?![\w]|[\-/.]\d)", "PHONE",
      0.7),
    # Australian landlines with the area code in brackets: "(03) 5550 1276", "(08) 5550 4419" (a bracketed zero-led
    # area code and two groups of four digits are a phone number wherever they stand)
    P(r"(?<![\w+\-/.])\(0[2378]\)[ ]?\d{4}[ ]\d{4}(?![\w]|[\-/.]\d)", "PHONE", 0.7),
    # round 44: New Zealand landlines the same way, seven digits after the area code ("home (09) 636 2210")
    P(r"(?<![\w+\-/.])\(0[345679]\)[ ]?\d{3}[ ]\d{4}(?![\w]|[\-/.]\d)"
      r"(?![ \t]{0,2}(?:mg|mcg|ml|mL|units?|iu|IU|steps|g|kg)(?![A-Za-z]))", "PHONE", 0.7),
    # Argentine and Brazilian numbers: a two-digit area code, then four (or 9 + four) digits, a dash and four
    # digits: "11 4555-0164", "(81) 95555-0138" (never a year: "12 2024-0118")
    P(r"(?<![\w+\-/.])(?:\([1-9][0-9]\)|[1-9][0-9])[ ](?!(?:19|20)[0-9]{2}-)9?[2-9][0-9]{3}-[0-9]{4}(?![\w]|[\-/.]\d)",
      "PHONE", 0.65),
    # other plain digit runs and 7-digit local numbers only with a phone/fax cue before them
    P(r"(?<![\w+\-/.])(?:0\d{9,10}|[2-9]\d{9})(?![\w]|[\-/.]\d)", "PHONE", 0.6, needs_context=True),
    P(r"(?<![\w+\-/.])\d{3}[ \-]\d{4}(?![\w]|[\-/.]\d)", "PHONE", 0.6, needs_context=True),
    # a 7-digit local number "at" someone, as typed in chats: "her neighbour joe @ 555-0147", "Sister Pat at
    # 555-0175" (a relative named right before "at"/"on")
    P(r"@[ \t]{0,2}(?P<v>[2-9]\d{2}-\d{4})(?![\w]|[\-/.]\d)", "PHONE", 0.7),
    P(r"(?<![A-Za-z])(?i:wife|husband|son|daughter|sister|brother|mother|father|mom|mum|dad|friend|neighbou?r|"
      r"partner|niece|nephew|aunt|uncle|cousin|grand(?:son|daughter|mother|father)|fianc[ée]e?|boyfriend|girlfriend)"
      r"[ \t]{1,2}[A-Z][a-z'’\-]{1,20}[ \t]{1,2}(?:at|on)[ \t]{1,2}(?P<v>[2-9]\d{2}-\d{4})(?![\w]|[\-/.]\d)",
      "PHONE", 0.7),
    # Indian mobiles, 5-5 (first digit 6-9), with a cue: "mobile 98430 55512", "+91 98430 55512" is above
    P(r"(?<![\w+\-/.])[6-9]\d{4}[ \-]\d{5}(?![\w]|[\-/.]\d)", "PHONE", 0.6, needs_context=True),
    # New Zealand and Australian landlines, the area digit after a zero, then 3-4 and 4 digits: "03 555 0187",
    # "09 555 0142", "02 5550 1276" (the bracketed form is above), and Dublin's: "01 409 6739" (round 38)
    P(r"(?<![\w+\-/.])0[1-9][ ]\d{3,4}[ ]\d{4}(?![\w]|[\-/.]\d)", "PHONE", 0.65),
    # Dutch mobiles, 06 and eight digits with the usual separator: "06-5555 0172", "06 1234 5678", "06-12345678"
    P(r"(?<![\w+\-/.])06(?:[ \-]\d{4}[ ]\d{4}|-\d{8})(?![\w]|[\-/.]\d)", "PHONE", 0.7),
    # round 66: an Australian freecall or local-rate number, 1800 or 1300 and two groups of three, after a phone's cue
    # ("Open Arms 24/7: 1800 011 046"; round 66 review: not a time and two readings, "1800 144 118", "Obs 1800 138 102")
    P(r"(?<![\w+\-/.])1[38]00[ ]\d{3}[ ]\d{3}(?![\w]|[ \-/.]\d)", "PHONE", 0.7, needs_context=True),
    # round 67: Spanish numbers as they are written, a mobile's three digits and three pairs ("móvil 655 31 72 48") or
    # a landline's province code and 3-2-2 ("tel. 91 234 56 78"), after a phone's cue (round 67 review: four
    # readings of a table are the same shape, "Osm/Na/K/Cl: 612 45 38 52", "HR 92 104 88 76")
    P(r"(?<![\w+\-/.])(?:[67]\d{2}(?:[ ]\d{2}){3}|9[1-8][ ]\d{3}(?:[ ]\d{2}){2})(?![\w]|[\-/.]\d|[ ]\d)", "PHONE", 0.65,
      needs_context=True),
    # round 67: a German number with its extension after a dash, the area code zero-led ("089 233-96417", "030
    # 9028-1234"; not a year after the area code; round 67 review: nor a room and its hours, a clock time and a
    # span of times, "Raum 0112 08-12 Uhr", "Obs 0600 1000-1400", "Induktion 0812 0830-1045")
    P(r"(?<![\w+\-/.])0[1-9]\d{1,3}[ /](?!(?:19|20)\d{2}-)(?!(?:[01]\d|2[0-3])[0-5]\d-(?:[01]\d|2[0-3])[0-5]\d(?!\d))"
      r"\d{3,5}-\d{2,5}(?![\w]|[\-/.]\d)(?![ \t]?(?:Uhr|h)(?![\w]))", "PHONE", 0.65),
    # round 68: German, Austrian, Swiss and Benelux numbers as their own staff write them: the area code set off by a
    # slash or a spaced dash ("0711 / 55 09 318", "0664/211 38 05", "020 - 599 41 00"), a mobile's prefix then its
    # number ("0176 55320914", "0151-20944867", "0157 382 44 091"), or a Belgian, Dutch or Swiss landline in pairs
    # after the area code ("09 265 76 00", "044 268 34 56"); 9-12 digits in all, the whole run of groups (not a
    # drug chart's times, "0800 / 1200 1600"; see _continental_ok)
    # (round 69: and a Belgian two-digit area code before its slash, "04/338 71 20")
    P(r"(?<![\w+\-/.])(?:0\d{2,4}[ ]?/[ ]?\d{2,8}(?:[ \-]\d{2,4}){0,3}|0\d{2,4}[ ][\-–][ ]\d{2,4}(?:[ ]\d{2,4}){1,3}"
      r"|0[1-9]/\d{3}(?:[ .]\d{2}){2}"
      # (a two-digit area code only Belgium's 02, 03, 04 and 09: not an hourly obs row, "06 118 76 88")
      r"|01[5-7]\d{1,2}[ \-/]\d{3,8}(?:[ ]\d{2,4}){0,3}|(?:0[2349][ ]\d{3}|0[1-9]\d{1,2}[ ]\d{2,3})[ ]\d{2}[ ]\d{2})"
      r"(?![\w]|[\-/.,]\d|[ ]\d)", "PHONE", 0.65, check=_continental_ok),
    # round 70: a Portuguese mobile in three groups of three ("916 330 214", "961 558 023"), a Greek mobile ("6944 218
    # 605", "697 4410 283") or Athens/Thessaloniki landline ("210 8215 447", "2310 555 123"), spaced as their owners
    # write them; the shape alone, whole (not a run of longer digit groups, an NIF or a utente's number: those start
    # with 1, 2, 5 or 7)
    P(_PT_GR_MOBILE.pattern, "PHONE", 0.6),
    # round 73: a number as Russian, Kazakh and Belarusian staff write it, the trunk prefix 8 before a mobile's code or
    # an area's in brackets ("8 916 402 77 18", "8-987-260-44-15", "8 (48762) 6-44-18", "89122408813"; not a member's
    # number, "CBX 883210457 01"), eleven digits in all; a city's code in brackets before its number in pairs ("(843)
    # 277-61-09"); and the pairs after the area code the Russian-speaking write abroad too ("04-857-41-20")
    P(r"(?<![\w+\-/.(])8[ \-]?(?:\([0-9]{3,5}\)|9[0-9]{2})[ \-]?[0-9]{1,3}(?:[ \-]?[0-9]{2}){2}(?![\w]|[\-/.]\d|[ ]\d)",
      "PHONE", 0.7, check=lambda v: len(only_digits(v)) == 11),
    P(r"(?<![\w+\-/.])(?:\([0-9]{3,5}\)[ ]?[0-9]{1,3}|0[0-9]{1,2}-[0-9]{3})-[0-9]{2}-[0-9]{2}(?![\w]|[\-/.]\d|[ ]\d)",
      "PHONE", 0.7),
    # (a local number in three pairs after its word: "тел. 21-18-40")
    P(r"(?<![\w+\-/.])[0-9]{2,3}-[0-9]{2}-[0-9]{2}(?![\w]|[\-/.]\d|[ ]\d)", "PHONE", 0.6, needs_context=True),
)


_YEAR_RANGE = re.compile(r"((?:19|20)[0-9]{2})[ ]?[\-–][ ]?((?:19|20)[0-9]{2})")
_AFTER_CUE_RE = re.compile(
    r"(?<![\w+\-/.])(?P<v>\+?\(?\d{1,4}\)?(?:[ .\-]?\d{2,4}){1,5}(?:x\d{1,5})?)[ \t]{0,2}-?[ \t]{0,2}"
    r"(?P<k>(?i:office|fax|mobile|cell|home|work|desk|phone|tel))(?![a-z])"
)


# a number read out digit by digit in a voicemail or dictation transcript: "three one zero, five five five, zero
# one nine one", "five five five oh one two three" (7 to 15 digit words, "double five" counting two, "triple"
# three; a British "oh seven seven double oh, nine hundred, two seven three": "nine hundred" is 900)
_ONE_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_DIGIT_WORD = rf"(?:(?:double|triple)[ \t-]{_ONE_DIGIT}|{_ONE_DIGIT}(?:[ \t](?:hundred|thousand)(?![a-z]))?)"
_SPOKEN_NUMBER = re.compile(rf"(?i)(?<![A-Za-z\-]){_DIGIT_WORD}(?:[ \t]{{0,2}}[,\-]?[ \t]{{1,2}}{_DIGIT_WORD}){{5,14}}(?![A-Za-z\-])")
# round 48: the kind a cue names before a number read out: the last one within reach decides (an NHS, social
# security, record, member, card, serial, account or reference number; a phone's cue keeps it a phone number)
_SPOKEN_KIND_CUE = re.compile(
    r"(?<![a-z])(?:(?P<NHS_NUMBER>nhs(?:[ \t](?:number|no))?)"
    r"|(?P<SSN>social(?:[ \t]security)?|ssn)"
    r"|(?P<MRN>medical[ \t]record(?:[ \t]number)?|mrn|hospital[ \t]number|chart[ \t]number|record[ \t]number|hrn)"
    # (a word that names other things too only with "number", "no" or "id": not "Plan: obs four hourly", "serial
    # sevens", "case is stable", "ID check done")
    r"|(?P<HEALTH_PLAN_ID>member(?:[ \t]id)?|medical[ \t]card|medicare|medicaid|health[ \t]card|subscriber|ohip|phn|"
    r"(?:policy|card|plan|insurance)[ \t](?:number|no|id))"
    r"|(?P<DEVICE_ID>serial[ \t](?:number|no))"
    r"|(?P<ACCOUNT_NUMBER>(?:account|acct)[ \t](?:number|no)|fin[ \t]number)"
    r"|(?P<OTHER_ID>(?:reference|ref|claim|case|prescription|rx|confirmation)[ \t](?:number|no|id)|rch[ \t]number|nin)"
    r"|(?P<PHONE>phone|mobile|cell|landline|tel|call|ring|reach|text|callback|(?:new|best|contact)[ \t]number|"
    r"number[ \t]to))(?![a-z])")
# letters spelled before or after the digits read out: "W as in William, four four seven ...", "D S K, nine nine
# four ...", "L-A-G, slash, seven seven three ...", "... nine oh four, version code A B", "... six one eight, S"
_SPELLED_BEFORE = re.compile(
    r"(?:(?<![A-Za-z])[A-Z][ \t]{1,2}(?:as|for)[ \t]{1,2}in?[ \t]{0,2}[A-Z][a-z]+|(?<![A-Za-z])(?!O[ \t]K\b)[A-Z](?:[ \t\-]{1,2}[A-Z]){0,4})"
    r"(?:,?[ \t]{1,2}(?i:slash|stroke|dash|hyphen))?,?[ \t]{1,2}\Z")
_SPELLED_AFTER = re.compile(
    r"(?:,?[ \t]{1,2}(?i:slash|stroke|dash|hyphen))?,?[ \t]{1,2}(?:(?i:version[ \t]code|letter)[ \t]{1,2})?"
    r"[A-Z](?:[ \t\-]{1,2}[A-Z]){0,3}(?![A-Za-z'’]|[ \t][a-z])")  # (not "I think")
_DIGIT_VALUE = {"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9}


def _spoken_digits(value: str) -> list[int]:
    words = re.findall(r"[a-z]+", value.lower())
    digits: list[int] = []
    for i, w in enumerate(words):
        if w in ("double", "triple"):
            continue
        if w in ("hundred", "thousand"):
            digits.extend([0] * (2 if w == "hundred" else 3))
            continue
        prev = words[i - 1] if i else ""
        digits.extend([_DIGIT_VALUE[w]] * (2 if prev == "double" else 3 if prev == "triple" else 1))
    return digits


# a transcript's next speaker in capitals after a number read out ("... nine oh four DR VENKATARAMAN:", "AGENT:")
_SPEAKER_AFTER = re.compile(r"[ \t]{1,2}[A-Z]{1,3}(?:[ \t][A-Z]{2,})*[ \t]?:|[ \t]{1,2}[A-Z]{2,}[ \t]")
_SSN_SHAPE = re.compile(r"\d{3}-\d{2}-\d{4}")
_PHONE_OCR_HINT = re.compile(
    r"\d[ \-.()]{0,2}[OoIlS][ \-.()]{0,2}\d|\+[OoIl]|\([OoIl](?:\)|\d)|[0-9][OolS](?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9])[lI][\-. ]\d{3}[\-. ]\d|[0-9][Oo][Oo](?![A-Za-z0-9])|(?<![A-Za-z0-9])O[0-9]{3}"
    # two look-alikes opening a group after a group ("0423 555 OO7")
    r"|\d[ \-.]{1,2}[OoIl]{2}\d"
)
_PHONE_OCR = re.compile(
    r"(?<=[0-9+(])[OolIS](?=[0-9 \-.)\n]|$)|(?<![A-Za-z])[OolIS](?=[OolIS]?[0-9])|(?<![A-Za-z0-9])[lI](?=[\-. ][0-9])"
    # the second of two look-alikes in a row ("555-Ol65")
    r"|(?<=(?<![A-Za-z])[OolIS])[OolIS](?=[0-9])"
    # round 32: two look-alikes ending a group after a digit ("O7700 9OO 412")
    r"|(?<=[0-9])[Oo](?=[Oo](?:[ \-.)\n]|$))|(?<=[0-9][Oo])[Oo](?=[ \-.)\n]|$)"
)
_PHONE_OCR_MAP = {"O": "0", "o": "0", "I": "1", "l": "1", "S": "5"}


_NDC_SHAPE = re.compile(r"\d{5}-\d{4}-\d{2}|\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}")


# (office hours: two times, the second later, "0830-0930", "0800 1500")
_HOURS = re.compile(r"((?:[01][0-9]|2[0-3])[0-5][0-9])[ \-]((?:[01][0-9]|2[0-4])[0-5][0-9])")
_YEARS = re.compile(r"(?:(?:19|20)[0-9]{2}[ \-,]{1,2}){1,4}(?:19|20)[0-9]{2}")


class PhoneRecognizer(PatternRecognizer):
    """Telephone and fax numbers; FAX when the nearest cue word before the number is "fax". A number read out in
    words takes the kind its cue names instead ("NHS number nine four three, ...": see _SPOKEN_KIND_CUE)."""

    name = "phone"
    # (a number read out takes the kind its cue names: see _SPOKEN_KIND_CUE)
    labels = ("PHONE", "FAX", "NHS_NUMBER", "SSN", "MRN", "HEALTH_PLAN_ID", "DEVICE_ID", "ACCOUNT_NUMBER", "OTHER_ID")
    residual = True
    patterns = _PHONE_PATTERNS
    context = (
        "tel", "telephone", "phone", "ph", "mob", "mobile", "cell", "call", "pager", "bleep", "contact",
        "fax", "number", "landline", "helpline", "reached on", "call me at", "call me on", "reach me at",
        "reach me on", "answering at", "messages to", "text me at", "text me on", "desk", "office", "whatsapp",
        "sms", "dial", "ring", "phoned", "call back",
        # round 31: a pager, a hotline, a relative's number in a hurried note ("PAGED VIA 555-2290", "hotline 6788
        # 2233", "his no 87799 20413", "son-in-law Srinu (99633 41870)")
        "paged via", "hotline", "his no", "her no", "my no", "son-in-law", "daughter-in-law",
        # round 36: "Wife Nur Aisyah can be contacted at 9034 7781"
        "contacted at", "contacted on", "reached at",
        # other languages: handphone (Singapore, Malaysia), Portuguese telemóvel, Spanish fono/celular/móvil,
        # French portable/tél., German Handy/Telefon, Dutch/Belgian gsm, Scandinavian tlf
        "hp", "h/p", "handphone", "telem", "telemóvel", "telemovel", "tlm", "telefone", "telefono", "teléfono",
        "telefon", "fono", "celular", "cel", "móvil", "movil", "portable", "tél", "handy", "gsm", "tlf", "mobil",
        # round 58: a Finnish abbreviation, a Danish or Swedish secretary's line, a relative who rang ("puh. 040 123
        # 4567", "Sekretær: 38 63 54 20", "called yesterday from 5502 9937"; see validate for the hours they give)
        # (not "TFN", till further notice, before a series of readings)
        "puh", "puhelin", "sekretær", "sekreterare", "called from", "calling from", "rang from",
        # round 68: German, Dutch and Polish words for a number to call ("Rufnummer", "Telefoonnummer", "kom.")
        "telefonnummer", "rufnummer", "handynummer", "mobilnummer", "telefoon", "telefoonnummer", "tel.nr", "telnr",
        "komórka", "kom", "numer telefonu", "nr tel", "erreichbar unter", "bereikbaar op",
        "24/7", "freecall", "free call",  # round 66: a helpline's hours ("Open Arms 24/7: 1800 011 046")
        # round 69: Icelandic and Danish words for a number to call ("Sími: 862 4571", "Direkte 7842 3128")
        "sími", "simi", "símanúmer", "direkte", "direkt",
        # round 70: Portuguese, Greek (and its Latin transliteration), Turkish and Romanian words for a number to call
        # ("via telef. 291 943 218", "Contacto chamador: 965 021 448", "fone 51 99823 4410", "Κινητό: 6944 218 605",
        # "Thlefwno: 6973 210 884", "Cep Tel: 0532 ...", "nr. de telefon")
        "telef", "contacto", "contato", "contactos", "contatos", "fone", "celular", "τηλ", "τηλέφωνο", "τηλέφωνα",
        "τηλεφωνο", "κινητό", "κινητο", "thlefwno", "kinhto", "cep tel", "ev tel", "iş tel", "telefonu",
        # round 73: Russian, Ukrainian and Belarusian words for a number to call ("тел.", "моб.", "тэл.")
        "тел", "телефон", "телефону", "моб", "мобильный", "мобільний", "тэл", "тэлефон", "факс", "вайбер",
    )
    context_window = 30

    def __init__(self, **params: object) -> None:
        super().__init__(**params)
        self._fixed_prefilter = self.patterns_prefilter()  # for the OCR-corrected copy, which only they scan

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _PHONE_OCR_HINT, _AFTER_CUE_RE, _SPOKEN_NUMBER]

    def unwindowed(self) -> list[re.Pattern[str]]:
        return [*super().unwindowed(), _PHONE_OCR_HINT,  # a guard
                *(p.regex for p in self.patterns if p.regex.pattern == _PT_GR_MOBILE.pattern)]

    def analyze(self, doc: Doc) -> list[Span]:
        out = super().analyze(doc)
        # look-alike letters typed or scanned for digits ("+44 (O)7905 649543", "0161 253O424", "54l-570-7163"):
        # run again on a same-length corrected copy and keep new numbers that needed a correction
        if doc.may_match(_PHONE_OCR_HINT) and _PHONE_OCR_HINT.search(doc.text):
            copy = CorrectedCopy(doc.text, _PHONE_OCR, lambda m: _PHONE_OCR_MAP[m.group(0)])
            if copy:  # (a new number, or one widened: "+l (944) 809-5443")
                out = with_corrected(out, super().analyze(doc.derive(copy.text, self._fixed_prefilter)), copy,
                                     penalty=0.05)
        # (the spans found so far, and those each pass adds in order of start: overlaps by bisection)
        found, spoken, after_cue = SpanIndex(sorted(out)), SpanIndex([]), SpanIndex([])
        for m in doc.finditer(_SPOKEN_NUMBER):
            digits = _spoken_digits(m.group(0))
            steps = {b - a for a, b in zip(digits, digits[1:], strict=False)}
            # 7-15 digits (six only with an identifier's letters, below) that are not counting ("one two three four
            # five six seven") nor "oh" alone
            if not (6 <= len(digits) <= 15 and steps not in ({1}, {-1}) and len(set(digits)) > 1) or (
                    found.hits_between(m.start(), m.end()) or spoken.hits_between(m.start(), m.end())):
                continue
            a, b = m.start(), m.end()
            label = self.label_for(doc, a, b, "PHONE") or "PHONE"
            if label == "PHONE":
                kinds = [c.lastgroup for c in _SPOKEN_KIND_CUE.finditer(doc.lower, max(0, a - 60), a)]
                label = kinds[-1] if kinds and kinds[-1] else "PHONE"
            lb = la = None
            if label != "PHONE":  # (an identifier read out may have letters: a phone number has none)
                lb = _SPELLED_BEFORE.search(doc.text, max(0, a - 40), a)
                if not _SPEAKER_AFTER.match(doc.text, b):
                    la = _SPELLED_AFTER.match(doc.text, b)
            if len(digits) < 7 and lb is None and la is None:
                continue  # (six digits only with the letters of an identifier: "R-N-B, six one eight, four four two, S")
            spoken.append(Span(lb.start() if lb else a, la.end() if la else b, label, self.name + ".spoken", 0.7))
        # a number followed by its kind: "416 60 039 office", "(579)888-3058 fax", "...-Office"
        for m in doc.finditer(_AFTER_CUE_RE):
            s, e = m.span("v")
            if self.validate(m.group("v")) and not (found.hits_between(s, e) or spoken.hits_between(s, e)
                                                    or after_cue.hits_between(s, e)):
                kind = m.group("k").lower()
                after_cue.append(Span(s, e, "FAX" if kind.startswith("fax") else "PHONE", self.name, 0.7))
        return out + spoken.spans + after_cue.spans

    def validate(self, value: str) -> bool:
        d = only_digits(value)
        if not 7 <= len(d) <= 15:
            return False
        if len(set(d)) == 1 or d.startswith("0000"):
            return False  # (round 68: no area code is "0000": an e-prescription's key, "0000 4471 0912 3387 55")
        if len(_DECIMAL_SERIES.findall(value)) >= 2:
            return False  # round 33: a series of readings after a phone cue ("Tel consult: INR 2.45 2.80 3.10")
        if (h := _HOURS.fullmatch(value)) is not None and h.group(1) < h.group(2) or _YEARS.fullmatch(value):
            return False  # round 58 (review): hours and years after a phone's cue ("puh.aika 0830-0930", "calling from
            # 2019 2020 2021 cohorts")
        # 3-2-4 with dashes is the SSN/ITIN shape, and 5-4-2, 4-4-2, 5-3-2 a drug's NDC package code
        # ("NDC 00406-0512-01"): never a telephone grouping
        if (yr := _YEAR_RANGE.fullmatch(value)) is not None and yr.group(1) <= yr.group(2):
            return False  # round 23: years of service, not a number ("Service number: 25184402 (Army, 2001-2013)")
        return _SSN_SHAPE.fullmatch(value) is None and _NDC_SHAPE.fullmatch(value) is None

    def label_for(self, doc: Doc, start: int, end: int, default: str) -> str | None:
        window = doc.before(start, 40)
        cues = list(_CUE_RE.finditer(window))
        if cues and cues[-1].group(1) in ("fax", "facsimile"):
            return "FAX"
        # "F: 020 ..." / "F 020..." on an address block
        if re.search(r"(?:^|[\s(|/,;])f(?:ax)?\s?[:.]\s{0,2}$", window):
            return "FAX"
        return "PHONE"


class PhoneExtensionRecognizer(PatternRecognizer):
    """Internal extensions and pager numbers written on their own ("ext. 4417", "call the desk at x4417",
    "bleep 3321"): too short for the phone recognizer's 7-15 digit rule, identifying inside one hospital."""

    name = "phone_extension"
    labels = ("PHONE",)
    patterns = (
        # (also the "exchange digit - four digits" form of large campuses: "Pager 4-2217", "ext. 3-9927"; round 64: a
        # French "poste", a German hospital's cordless "DECT" and "Durchwahl": "poste 22814", "DECT 4418")
        # (round 68: the Durchwahl with its dash, "Durchwahl -4590")
        P(r"(?<![\w+\-/.])(?i:ext\.?|extn\.?|extension|poste|dect|durchwahl)[ \t]{0,2}#?[ \t]{0,2}(?P<v>\d{3,5}|\d-\d{4}"
          r"|(?<=(?i:durchwahl)[ \t])-\d{3,5})"
          r"(?![\w]|[\-/.]\d|[ \t]{0,2}(?i:units?|iu|mg|mcg|ml)(?![a-z]))", "PHONE", 0.7),
        # round 34: "local 68852", "loc. 1143", a Canadian and Australian switchboard's word for it (not a year, hours
        # or an amount: "local 2023 guidelines", "Loc. 1030 hours", "local 10000 units")
        P(r"(?<![\w+\-/.])(?i:local|loc\.)[ \t]{0,2}#?[ \t]{0,2}"
          r"(?P<v>(?!(?:19|20)[0-9]{2}(?![0-9]))\d{3,5}|\d-\d{4})"
          r"(?![\w]|[\-/.]\d|[ \t]{0,2}(?i:units?|iu|mg|mcg|ml|hours?|hrs?|%))", "PHONE", 0.7),
        # (round 68: a German pager, "piepser 4471"; not "Pieper", a surname before a citation's year, nor a
        # Piepser's interval, "Piepser 300 ms")
        P(r"(?<![\w+\-/.])(?i:pager|bleep|beeper|pgr|phs|piepser)(?!(?i:[ \t]{0,2}(?:19|20)[0-9]{2}(?![0-9])))[ \t]{0,2}"
          r"(?:#|no\.?|number)?[ \t:]{0,2}(?P<v>\d{3,6}|\d-\d{4})"
          r"(?![\w]|[\-/.]\d)(?![ \t]{0,2}(?i:ms|mal|sek|sec|times)(?![a-z]))", "PHONE", 0.7),
        # a short number to call or page ("ok for 250 LR bolus? call 6-5512", "paged 44180"), and a page log's
        # number after the arrow ("0012 -> 22417 (x-cover): 4W-18 ...")
        P(r"(?<![A-Za-z])(?i:call|page|paged|bleep|bleeped|ring|text|txt)[ \t]{1,2}(?:(?i:me|him|her|them|back)[ \t]{1,2})?"
          r"(?:(?i:at|on)[ \t]{1,2})?(?P<v>\d-\d{4}|[2-9]\d{4})(?![\w]|[\-/.,]\d)", "PHONE", 0.65),
        P(r"(?m)^[ \t]*(?:[01]\d|2[0-3]):?[0-5]\d[ \t]{1,3}(?:->|<-|→|←)[ \t]{1,3}(?P<v>\d{4,5}|\d-\d{4})(?![\w]|[\-/.]\d)",
          "PHONE", 0.65),
        # round 36: an extension right after a phone number's last group ("ph 09 307 4949 x23106")
        P(r"(?<=[0-9]{4})[ \t]{1,2}[xX][ \t]?(?P<v>\d{3,5})(?![\w]|[\-/.]\d)", "PHONE", 0.65),
        # "x4417" only near a phone cue: "x1000 magnification", "x2 views" are not extensions
        P(r"(?<![\w+\-/.])[xX](?P<v>\d{4,5})(?![\w]|[\-/.]\d)", "PHONE", 0.6, needs_context=True),
        # "x4471" after a ward or unit (pager and call logs: "22:14  5E x4471", "ED  x2200") or after a staff
        # credential in a signature ("Corinne Lafleur, LICSW, x5547")
        P(r"(?<![\w&])(?:\d{1,2}[A-Z]{1,2}|ED|ER|ICU|CCU|NICU|PICU|MICU|SICU|CVICU|PACU|OR|L&D)[ \t]{1,3}[xX]"
          r"(?P<v>\d{4,5})(?![\w]|[\-/.]\d)", "PHONE", 0.65),
        P(r"(?<![\w\-])(?:RN|MD|DO|NP|PA-C|PA|LICSW|LCSW|LMSW|MSW|PharmD|CNM|CNS|RD|RRT)[ \t]{0,2}[,|;][ \t]{0,2}[xX]"
          r"(?P<v>\d{4,5})(?![\w]|[\-/.]\d)", "PHONE", 0.65),
        # ... or closing a signature line that has a credential: "Hyacinth Broomfield-Ayodele, LICSW  x4418",
        # "-- Mahsa, RN OCN (Mahsa Tehrani-Bloom) x5512"
        P(r"(?m)(?<![\w\-])(?:RN|MD|DO|NP|PA-C|PA|LICSW|LCSW|LMSW|MSW|PharmD|CNM|CNS|RD|RRT|OCN|CCRN|APRN|CRNP|LPN|"
          r"CRC|CCRP|CCRC|CNL|CDE|CDCES|CHES|BCPS|RPh|PT|OT|SLP|CCC-SLP|MSN|BSN|DNP|LMFT|LPC|PhD|PsyD)(?![\w\-])"
          r"[^\n]{0,60}?[ \t,](?P<v>[xX](?:\d{4,5}|\d-\d{4}))[ \t]*$", "PHONE", 0.65),
        # ... or closing a line that names a role with a colon: "D/C planner: Korrine Vasquez-Whitfield  x6612"
        P(r"(?m)(?<![A-Za-z])(?i:planner|coordinator|manager|mgr|liaison|navigator|educator|worker|contact|charge nurse|"
          r"case management|social work|intake|scheduler|scheduling)[ \t]{0,2}:[^\n]{1,60}?[ \t,](?P<v>[xX]\d{4,5})[ \t]*$",
          "PHONE", 0.65),
        # a campus extension "x8-2271" (exchange digit, four digits) needs no cue
        P(r"(?<![\w+\-/.])(?P<v>[xX]\d-\d{4})(?![\w]|[\-/.]\d)", "PHONE", 0.65),
    )
    triggers = ("ext", "poste", "dect", "durchwahl", "local", "loc.", "pager", "bleep", "beeper", "pgr", "phs", "piepser", "x", "call", "page", "ring", "text", "txt", "->",
                "<-", "→", "←")
    context = ("call", "phone", "tel", "desk", "office", "line", "ring", "reach", "contact", "page", "paged", "dial")
    context_window = 30
