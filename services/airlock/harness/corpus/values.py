"""Realistic value generators for every category: names of many origins, addresses, dates in every common
format, phones, identifiers, clinical quasi-identifiers and MNPI phrases.

Every function takes the document's ``random.Random`` (and a seeded Faker where needed), so one seed gives
one corpus. Values are plausible but fabricated; checksummed ids come from :mod:`identifiers`.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from functools import cache

from faker import Faker

from airlock.harness.corpus import identifiers as ids

# Latin-script locales (documents are English) weighted towards the populations of US and UK sites.
_NAME_LOCALES: tuple[tuple[str, float], ...] = (
    ("en_US", 6), ("en_GB", 5), ("en_IN", 2), ("es_MX", 2), ("es_ES", 1), ("fr_FR", 1), ("de_DE", 1),
    ("it_IT", 1), ("pt_BR", 1), ("nl_NL", 1), ("pl_PL", 1), ("ga_IE", 0.5), ("tr_TR", 0.5), ("vi_VN", 1),
    ("yo_NG", 1), ("en_NG", 0.5), ("cs_CZ", 0.5), ("sv_SE", 0.5), ("fi_FI", 0.3), ("ro_RO", 0.5),
    ("hu_HU", 0.3), ("tw_GH", 0.5), ("zu_ZA", 0.5), ("zh_CN", 1.5), ("ja_JP", 0.7),
)
# Origins Faker lacks in Latin script: romanised Arabic, Korean, Somali, Pakistani, Filipino, Greek.
_EXTRA_FIRST = (
    "Mohammed Ahmed Fatima Aisha Omar Youssef Layla Khalid Nour Hamza Min-jun Seo-yeon Ji-hoon Hye-jin "
    "Abdirahman Hodan Faisal Ayaan Imran Saima Zainab Bilal Maricel Jose Rosario Dimitrios Eleni Georgios "
    "Siobhan Niamh Oisin Chidi Ngozi Adaeze Kwame Akosua Thandiwe Tariq Yasmin Mei-Ling Wei Anh"
).split()
_EXTRA_LAST = (
    "Al-Hassan El-Masry Abdullah bin-Saleh Kim Park Lee Choi Jung Warsame Hussein Qureshi Chaudhry Malik "
    "dela-Cruz Santos Reyes Papadopoulos Georgiou Nakamura O'Brien O'Sullivan McAllister MacDonald D'Souza "
    "Nwosu Okonkwo Mensah Boateng Ndlovu Nguyen Tran"
).split()
_PARTICLES = ("van der", "de la", "van", "de", "del", "da", "von", "Mac", "ter", "dos")

_TITLES = ("Dr", "Dr.", "Prof.", "Professor", "Mr", "Mrs", "Ms", "Miss", "Mx")


@cache
def _faker(locale: str) -> Faker:
    return Faker(locale)


def faker_for(locale: str, seed: int) -> Faker:
    """A cached Faker re-seeded for this document (constructing Fakers is the slow part)."""
    f = _faker(locale)
    f.seed_instance(seed)
    return f


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    middle: str = ""

    @property
    def full(self) -> str:
        return " ".join(p for p in (self.first, self.middle, self.last) if p)

    @property
    def initials(self) -> str:
        parts = [self.first, self.middle, self.last]
        return "".join(p[0].upper() for p in parts if p and p[0].isalpha())


def person(rng: random.Random, female: bool | None = None) -> Person:
    """A name from a weighted mix of origins, with hyphenated, multi-part and particle surnames.

    ``female`` picks a matching first name where the locale has gendered lists (so "Mrs" meets "Katie").
    """
    locale = rng.choices([loc for loc, _ in _NAME_LOCALES], [w for _, w in _NAME_LOCALES])[0]
    f = faker_for(locale, rng.getrandbits(32))
    if locale in ("zh_CN", "ja_JP"):
        first, last = f.first_romanized_name(), f.last_romanized_name()
    elif female is None:
        first, last = f.first_name(), f.last_name()
    else:
        first, last = (f.first_name_female() if female else f.first_name_male()), f.last_name()
    r = rng.random()
    if r < 0.10:
        last = rng.choice(_EXTRA_LAST)
        if female is None:
            first = rng.choice(_EXTRA_FIRST)
    elif r < 0.18:  # double-barrelled surname
        last = f"{last}-{person_surname(rng)}"
    elif r < 0.22:
        last = f"{rng.choice(_PARTICLES)} {last}"
    elif r < 0.25 and locale in ("es_MX", "es_ES", "pt_BR"):  # two family names
        last = f"{last} {person_surname(rng)}"
    middle = ""
    if rng.random() < 0.2:
        middle = faker_for("en_US", rng.getrandbits(32)).first_name()
        if rng.random() < 0.5:
            middle = middle[0] + "."
    return Person(first, last, middle)


def person_surname(rng: random.Random) -> str:
    locale = rng.choice(["en_US", "en_GB", "es_MX", "de_DE", "fr_FR", "en_IN"])
    return faker_for(locale, rng.getrandbits(32)).last_name()


def name_form(p: Person, rng: random.Random, *, formal: bool = False) -> str:
    """One written form of a person's name: full, surname-first, initials, initial + surname, ..."""
    forms = [p.full, f"{p.first} {p.last}", f"{p.first[0]}. {p.last}", f"{p.last}, {p.first}",
             f"{p.last.upper()}, {p.first}", f"{p.first} {p.last}"]
    if formal:
        # surname-initial forms ("Smith J", "SMITH J.") are how UK rotas and US signature blocks list staff
        forms += [p.last, f"{p.first[0]}. {p.last}", f"{p.first[0]} {p.last}", f"{p.last} {p.first[0]}",
                  f"{p.last.upper()} {p.first[0]}."]
    else:
        forms += [p.initials, ".".join(p.initials) + ".", p.first]
    return rng.choice(forms)


# ---------------------------------------------------------------- dates

# month + year is still a date element under Safe Harbor (only the year alone may stay), so it is a DATE too
_DATE_FORMATS_US = ("%m/%d/%Y", "%-m/%-d/%Y", "%-m/%-d/%y", "%B %-d, %Y", "%b %-d, %Y", "%b %-d %Y", "%Y-%m-%d",
                    "%m-%d-%Y", "%B %-d", "%-m/%-d", "%d-%b-%Y", "%A, %B %-d, %Y", "%Y%m%d", "%Y/%m/%d",
                    "%b. %-d, %Y", "%m.%d.%Y", "%B %Y")
_DATE_FORMATS_UK = ("%d/%m/%Y", "%-d/%-m/%y", "%-d %B %Y", "%-d %b %Y", "%d.%m.%Y", "%d-%b-%Y", "%Y-%m-%d",
                    "%-d %B", "%d/%m/%y", "%d %b %y", "%-d.%-m.%y", "%A %-d %B %Y", "%b %Y", "%d-%m-%Y")
_DATE_FORMATS_TRIAL = ("%d%b%Y", "%d-%b-%Y", "%Y-%m-%d", "%d %b %Y", "%d-%b-%y", "%-d %B %Y", "%Y-%m-%dT%H:%M",
                       "%d/%b/%Y", "%b-%Y")


def date_text(d: dt.date, rng: random.Random, style: str = "us") -> str:
    """A date in a format common for the style (``us``, ``uk`` or ``trial`` — CDISC DDMMMYYYY and ISO)."""
    fmts = {"us": _DATE_FORMATS_US, "uk": _DATE_FORMATS_UK, "trial": _DATE_FORMATS_TRIAL}[style]
    fmt = rng.choice(fmts)
    if rng.random() < 0.05:  # ordinal forms appear in letters and dictated notes
        day = d.day
        suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        return rng.choice([f"{d:%B} {day}{suffix}, {d.year}", f"the {day}{suffix} of {d:%B} {d.year}",
                           f"{day}{suffix} {d:%B} {d.year}"])
    if "%H" in fmt:  # ISO date-time from EDC exports: a real clock time, not midnight
        d = dt.datetime(d.year, d.month, d.day, rng.randint(6, 22), rng.choice([0, 5, 15, 30, 42, 55]))
    out = d.strftime(fmt)
    return out.upper() if style == "trial" and rng.random() < 0.5 else out


def random_date(rng: random.Random, start_year: int = 2019, end_year: int = 2025) -> dt.date:
    start = dt.date(start_year, 1, 1).toordinal()
    return dt.date.fromordinal(rng.randint(start, dt.date(end_year, 12, 31).toordinal()))


def birth_date(rng: random.Random, age: int, ref: dt.date) -> dt.date:
    return ref - dt.timedelta(days=int(age * 365.25) + rng.randint(0, 364))


# ---------------------------------------------------------------- contact and places

def phone_us(rng: random.Random) -> str:
    a, b, c = rng.randint(201, 989), rng.randint(200, 999), rng.randint(0, 9999)
    fmt = rng.choice(["({a}) {b}-{c:04d}", "{a}-{b}-{c:04d}", "{a}.{b}.{c:04d}", "+1 {a} {b} {c:04d}",
                      "1-{a}-{b}-{c:04d}", "{a}{b}{c:04d}", "({a}){b}-{c:04d}", "+1 ({a}) {b}-{c:04d}"])
    out = fmt.format(a=a, b=b, c=c)
    return out + f" x{rng.randint(100, 9999)}" if rng.random() < 0.08 else out


def phone_uk(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.4:
        n = f"7{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        return rng.choice([f"0{n}", f"+44 {n}", f"+44 (0){n}", f"0{n.replace(' ', '')}"])
    area = rng.choice(["20", "121", "161", "113", "117", "131", "141", "1223", "1865", "29"])
    rest = "".join(str(rng.randint(0, 9)) for _ in range(10 - len(area)))
    split = len(rest) // 2
    return rng.choice([f"0{area} {rest[:split]} {rest[split:]}", f"+44 {area} {rest}", f"0{area} {rest}",
                       f"(0{area}) {rest}"])


def phone_intl(rng: random.Random) -> str:
    return rng.choice([
        f"+49 {rng.randint(30, 89)} {rng.randint(1000000, 99999999)}",
        f"+33 {rng.randint(1, 9)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} "
        f"{rng.randint(10, 99)}",
        f"+91 {rng.randint(70000, 99999)} {rng.randint(10000, 99999)}",
        f"+34 {rng.randint(600, 699)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
        f"+61 {rng.randint(2, 8)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}",
        f"+353 {rng.randint(1, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        f"0049-{rng.randint(30, 89)}-{rng.randint(1000000, 9999999)}",
        f"+81 {rng.randint(3, 90)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
    ])


def phone(rng: random.Random, style: str = "us") -> str:
    if rng.random() < 0.12:
        return phone_intl(rng)
    return phone_uk(rng) if style == "uk" else phone_us(rng)


_EMAIL_DOMAINS = ("gmail.com", "yahoo.com", "outlook.com", "hotmail.co.uk", "nhs.net", "icloud.com",
                  "btinternet.com", "aol.com", "protonmail.com", "comcast.net")
_ORG_DOMAINS = ("nhs.net", "mgh.harvard.edu", "uclh.nhs.uk", "pharmaco-clinical.com", "cro-partners.eu",
                "mayo.edu", "trialsite.org", "hospital.org", "medcenter.com", "ppd-example.com")


def email(rng: random.Random, p: Person, *, work: bool = False) -> str:
    first = "".join(c for c in p.first.lower() if c.isalnum())
    last = "".join(c for c in p.last.lower() if c.isalnum())
    local = rng.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randint(1, 99)}", f"{last}.{first[0]}",
                        f"{first}_{last}", f"{first[0]}.{last}{rng.randint(1, 9)}"])
    return f"{local}@{rng.choice(_ORG_DOMAINS if work else _EMAIL_DOMAINS)}"


def url(rng: random.Random) -> str:
    host = rng.choice(["mychart.northside-health.org", "portal.stgeorges-hosp.co.uk", "patient.ehr-cloud.com",
                       "ecrf.medidata-example.com", "rave.trialportal.net", "www.carepath-clinic.org",
                       "files.sharepoint-cro.com", "telehealth.vitalcare.us"])
    path = rng.choice([f"/patient/{rng.randint(10000, 999999)}", f"/study/{rng.randint(100, 999)}/subject/"
                       f"{rng.randint(1000, 9999)}", f"/records?id={rng.getrandbits(40):x}",
                       f"/u/{rng.getrandbits(32):08x}/visit-{rng.randint(1, 30)}", ""])
    scheme = rng.choice(["https://", "https://", "http://", ""])
    return scheme + host + path


def ip_address(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return ":".join(f"{rng.getrandbits(16):x}" for _ in range(8))
    first = rng.choice([10, 172, 192, rng.randint(11, 223)])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


_US_STATES = ("MA", "NY", "CA", "TX", "FL", "IL", "PA", "OH", "GA", "NC", "MI", "NJ", "VA", "WA", "AZ", "MN")
_US_COUNTIES = ("Middlesex County", "Cook County", "Harris County", "Maricopa County", "King County",
                "Suffolk County", "Orange County", "Fulton County", "Wayne County", "Hennepin County",
                "Allegheny County", "Cuyahoga County", "Travis County", "Mecklenburg County")
_UK_COUNTIES = ("Greater Manchester", "West Yorkshire", "Kent", "Essex", "Hampshire", "Lancashire", "Surrey",
                "Merseyside", "West Midlands", "Norfolk", "Devon", "Cambridgeshire", "Oxfordshire", "Tyne and Wear")


@dataclass(frozen=True)
class Address:
    street: str
    city: str
    region: str  # state or county; a US state is not an identifier, a county is
    postal: str
    country: str  # "us" or "uk"


def address(rng: random.Random, style: str = "us") -> Address:
    if style == "uk":
        f = faker_for("en_GB", rng.getrandbits(32))
        street = f.street_address().replace("\n", ", ")
        if rng.random() < 0.2 and not street.startswith(("Flat", "Studio")):  # Faker sometimes adds one itself
            street = f"Flat {rng.randint(1, 40)}, {street}"
        return Address(street, f.city(), rng.choice(_UK_COUNTIES), f.postcode(), "uk")
    f = faker_for("en_US", rng.getrandbits(32))
    street = f.street_address()
    zipc = f.zipcode_plus4() if rng.random() < 0.2 else f.zipcode()
    return Address(street, f.city(), rng.choice(_US_STATES), zipc, "us")


def county(rng: random.Random, style: str = "us") -> str:
    return rng.choice(_UK_COUNTIES if style == "uk" else _US_COUNTIES)


# ---------------------------------------------------------------- identifiers (formats seen in records)

def mrn(rng: random.Random, style: str = "us") -> str:
    if style == "uk":
        return rng.choice([f"{rng.choice('KRHMT')}{rng.randint(100000, 9999999)}",
                           f"RJ1{rng.randint(100000, 999999)}", f"{rng.randint(10000000, 99999999)}",
                           f"H{rng.randint(1000000, 9999999)}"])
    return rng.choice([f"{rng.randint(0, 99999999):08d}", f"MR{rng.randint(100000, 9999999)}",
                       f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}",
                       f"E{rng.randint(1000000, 9999999)}", f"{rng.randint(1000000, 9999999)}"])


def nhs_number_text(rng: random.Random) -> str:
    n = ids.nhs_number(rng)
    return rng.choice([f"{n[:3]} {n[3:6]} {n[6:]}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}", f"{n[:3]} {n[3:6]} {n[6:]}"])


def health_plan_id(rng: random.Random) -> str:
    return rng.choice([ids.medicare_mbi(rng), f"{rng.choice(['XEH', 'YXB', 'ZGP', 'W'])}{rng.randint(10**8, 10**9 - 1)}",
                       f"{rng.randint(100, 999)}{rng.choice('ABCDMW')}{rng.randint(10**5, 10**6 - 1)}",
                       f"MCD-{rng.randint(10**7, 10**8 - 1)}"])


def account_number(rng: random.Random, style: str = "us") -> str:
    r = rng.random()
    if r < 0.35:
        return ids.card_number(rng)
    if r < 0.5 and style == "uk":
        return ids.gb_iban(rng)
    return rng.choice([f"{rng.randint(10**7, 10**8 - 1)}", f"ACC-{rng.randint(10**5, 10**6 - 1)}-{rng.randint(10, 99)}",
                       f"{rng.randint(1000, 9999)}-{rng.randint(10000, 99999)}", f"HB{rng.randint(10**6, 10**7 - 1)}"])


def license_number(rng: random.Random, kind: str, surname: str = "X") -> str:
    """GMC (7 digits), NMC PIN, NPI, DEA, US state medical licence, driving licence."""
    if kind == "gmc":
        return str(rng.randint(1000000, 7999999))
    if kind == "nmc":
        return f"{rng.randint(0, 99):02d}{rng.choice('ABCDEFGHIJKLY')}{rng.randint(0, 9999):04d}{rng.choice('ENOSW')}"
    if kind == "npi":
        return ids.npi(rng)
    if kind == "dea":
        return ids.dea_number(rng, surname)
    if kind == "state":
        return f"{rng.choice(_US_STATES)}{rng.choice(['', ' ', '-'])}{rng.choice(['A', 'G', 'MD', 'C'])}{rng.randint(10000, 999999)}"
    return f"{surname[:5].upper():9<5}{rng.randint(100000, 999999)}{rng.choice('ABCDEFGHJ')}{rng.choice('ABCDEFGHJ')}{rng.randint(10, 99)}"


def vehicle_id(rng: random.Random, style: str = "us") -> str:
    r = rng.random()
    if r < 0.4:
        return ids.vin(rng)
    if style == "uk":
        letters = "ABCDEFGHJKLMNOPRSTUVWXYZ"
        return f"{rng.choice(letters)}{rng.choice(letters)}{rng.randint(10, 74)} " \
               f"{''.join(rng.choice(letters) for _ in range(3))}"
    return rng.choice([f"{rng.randint(1, 9)}{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}"
                       f"{rng.randint(100, 999)}", f"{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}-"
                       f"{rng.randint(1000, 9999)}"])


def device_id(rng: random.Random) -> str:
    return rng.choice([
        f"(01){ids.gtin14(rng)}(21){rng.getrandbits(28):X}",
        f"SN {rng.choice(['PJN', 'RNL', 'ADR', 'MRK'])}{rng.randint(100000, 999999)}{rng.choice(['H', 'S', ''])}",
        f"{rng.choice(['PM', 'ICD', 'CGM', 'IP'])}-{rng.randint(1000, 9999)}-{rng.getrandbits(16):04X}",
        f"{rng.getrandbits(32):08X}",
        f"G{rng.randint(1, 7)}{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(5))}",
    ])


def biometric_id(rng: random.Random) -> str:
    return rng.choice([f"FP-{rng.getrandbits(16):04X}-{rng.getrandbits(16):04X}", f"IRIS{rng.randint(10**6, 10**7 - 1)}",
                       f"VP-{rng.randint(10000, 99999)}", f"BIO{rng.getrandbits(24):06x}".upper()])


def subject_id(rng: random.Random, site: str) -> str:
    n = rng.randint(1, 250)
    return rng.choice([f"{site}-{n:03d}", f"{site}{n:04d}", f"SCR-{site}-{n:04d}", f"{rng.randint(1, 9)}{site}{n:03d}",
                       f"RND-{rng.randint(1000, 99999):05d}", f"S{site}-{n:03d}"])


def site_id(rng: random.Random) -> str:
    return str(rng.choice([rng.randint(101, 199), rng.randint(1001, 1099), rng.randint(201, 899)]))


def site_label(site: str, rng: random.Random) -> str:
    return rng.choice([site, f"{rng.choice(['US', 'GB', 'DE', 'ES', 'CA', 'PL'])}-{site}", f"S{site}", site])


def other_id(rng: random.Random) -> str:
    yr = rng.randint(19, 25)
    return rng.choice([f"S{yr}-{rng.randint(1000, 99999)}", f"SP-20{yr}-{rng.randint(100, 99999):05d}",
                       f"ACC{rng.randint(10**6, 10**7 - 1)}", f"{rng.choice(['CT', 'MR', 'XR'])}{rng.randint(10**7, 10**8 - 1)}",
                       f"BLK-{rng.randint(1, 9)}{rng.choice('ABCDEF')}-{rng.randint(100, 999)}",
                       f"LAB{rng.randint(10**5, 10**6 - 1)}", f"CASE-{rng.randint(10**5, 10**6 - 1)}"])


def safety_case_id(rng: random.Random) -> str:
    return rng.choice([f"{rng.choice(['US', 'GB', 'DE', 'FR'])}-{rng.choice(['PHARMACO', 'ACME', 'NVX'])}-"
                       f"{rng.randint(2019, 2025)}{rng.randint(10**5, 10**6 - 1)}", f"AER-{rng.randint(10**6, 10**7 - 1)}"])


# ---------------------------------------------------------------- facilities

def facility(rng: random.Random, style: str = "us") -> str:
    f = faker_for("en_GB" if style == "uk" else "en_US", rng.getrandbits(32))
    city, surname = f.city(), f.last_name()
    saint = rng.choice(["Mary's", "Thomas'", "George's", "James's", "Luke's", "Joseph's", "Vincent's", "Jude's"])
    if style == "uk":
        return rng.choice([f"{city} General Hospital", f"Royal {city} Infirmary", f"St {saint} Hospital",
                           f"{city} and District Hospital", f"{city} Teaching Hospitals NHS Foundation Trust",
                           f"Queen Elizabeth Hospital {city}", f"{surname} Ward, {city} Community Hospital",
                           f"{city} Royal Hospital"])
    return rng.choice([f"{city} Medical Center", f"{city} General Hospital", f"St. {saint} Hospital",
                       f"{surname} Memorial Hospital", f"{city} Regional Medical Center", f"University of {city} Hospital",
                       f"{surname} Cancer Institute", f"{city} Community Health Clinic", f"Mercy {city}"])


# ---------------------------------------------------------------- clinical quasi-identifiers

COMPOUND_PREFIXES = ("ABX", "NVX", "LY", "MK", "BMS", "PF", "AZD", "GSK", "RO", "JNJ", "BAY", "TAK", "SAR", "REGN",
                     "CX", "ZN", "ALX", "VX")


def compound_code(rng: random.Random) -> str:
    p = rng.choice(COMPOUND_PREFIXES)
    return rng.choice([f"{p}-{rng.randint(100, 9999)}", f"{p}{rng.randint(1000000, 9999999)}",
                       f"{p}-{rng.randint(10, 99)}{rng.choice('ABCX')}", f"{p} {rng.randint(100, 999)}"])


def protocol_id(rng: random.Random, compound: str) -> str:
    base = compound.replace(" ", "-")
    return rng.choice([f"{base}-{rng.randint(101, 399)}", f"{base}-{rng.choice(['P', 'C'])}{rng.randint(1, 3)}"
                       f"{rng.randint(0, 9)}{rng.randint(1, 9)}", f"{rng.choice(['PCT', 'STUDY'])}-{rng.randint(2019, 2025)}-"
                       f"{rng.randint(10, 999):03d}", f"{base}/{rng.randint(1, 3)}{rng.randint(0, 9)}{rng.randint(1, 9)}"])


def dose(rng: random.Random) -> str:
    amount = rng.choice(["5", "10", "20", "25", "40", "50", "75", "100", "150", "200", "300", "400", "600", "800",
                         "0.5", "1.5", "2", "3", "1200", "240", "480"])
    unit = rng.choice(["mg", "mg", "mg", "mg/kg", "mg/m2", "mg/m²", "mcg", "µg/kg", "units", "mL"])
    freq = rng.choice(["", " QD", " once daily", " BID", " twice daily", " Q3W", " every 3 weeks", " q2w", " TID",
                       " PO QD", " IV Q3W", " IV over 60 min", " SC weekly", " PRN", " qHS", " PO BID", " daily"])
    sep = rng.choice([" ", " ", ""])
    return f"{amount}{sep}{unit}{freq}"


INDICATIONS = ("non-small cell lung cancer", "NSCLC", "metastatic breast cancer", "HER2-positive breast cancer",
               "type 2 diabetes mellitus", "T2DM", "moderate-to-severe plaque psoriasis", "rheumatoid arthritis",
               "heart failure with reduced ejection fraction", "HFrEF", "chronic kidney disease", "major depressive disorder",
               "relapsing multiple sclerosis", "ulcerative colitis", "Crohn's disease", "metastatic colorectal cancer",
               "hepatocellular carcinoma", "atopic dermatitis", "COPD", "severe asthma", "diffuse large B-cell lymphoma",
               "multiple myeloma", "Alzheimer's disease", "chronic hepatitis B", "obesity", "NASH",
               "advanced renal cell carcinoma", "castration-resistant prostate cancer", "mCRPC", "AML")
RARE_DISEASES = ("Fabry disease", "Pompe disease", "amyotrophic lateral sclerosis", "ALS", "Duchenne muscular dystrophy",
                 "spinal muscular atrophy", "cystic fibrosis", "Huntington's disease", "hereditary angioedema",
                 "transthyretin amyloidosis", "ATTR-CM", "Gaucher disease", "paroxysmal nocturnal hemoglobinuria", "PNH",
                 "Erdheim-Chester disease", "Niemann-Pick disease type C", "phenylketonuria", "Wilson disease",
                 "idiopathic pulmonary fibrosis", "Ehlers-Danlos syndrome", "neurofibromatosis type 1",
                 "myasthenia gravis", "Castleman disease", "acromegaly", "Alport syndrome")
AE_TERMS = ("febrile neutropenia", "pneumonitis", "acute kidney injury", "hepatotoxicity", "ALT increased",
            "diarrhoea", "diarrhea", "colitis", "thrombocytopenia", "anaemia", "pulmonary embolism", "deep vein thrombosis",
            "QT prolongation", "atrial fibrillation", "myocarditis", "sepsis", "pneumonia", "rash maculo-papular",
            "Stevens-Johnson syndrome", "hyperglycaemia", "hypokalaemia", "syncope", "fall", "infusion-related reaction",
            "anaphylaxis", "peripheral sensory neuropathy", "fatigue", "nausea", "vomiting", "dehydration",
            "hyponatremia", "cellulitis", "urinary tract infection", "acute pancreatitis", "cerebrovascular accident")
CONMEDS = ("metformin", "lisinopril", "atorvastatin", "amlodipine", "omeprazole", "paracetamol", "acetaminophen",
           "ondansetron", "dexamethasone", "furosemide", "apixaban", "levothyroxine", "sertraline", "ramipril",
           "bisoprolol", "insulin glargine", "salbutamol", "co-codamol", "morphine sulfate", "enoxaparin",
           "ceftriaxone", "piperacillin-tazobactam", "prednisolone", "allopurinol", "gabapentin")
# home medications with doses that go together; a DOSE span covers the dose and frequency only
PRESCRIPTIONS = (("metformin", "500 mg BD"), ("metformin", "1 g twice daily"), ("ramipril", "5 mg OD"),
                 ("amlodipine", "10 mg once daily"), ("atorvastatin", "40 mg ON"), ("bisoprolol", "2.5 mg OD"),
                 ("apixaban", "5 mg BD"), ("furosemide", "40 mg mane"), ("levothyroxine", "100 micrograms OD"),
                 ("omeprazole", "20 mg OD"), ("paracetamol", "1 g QDS PRN"), ("sertraline", "50 mg daily"),
                 ("lisinopril", "20 mg qd"), ("insulin glargine", "18 units at night"), ("co-codamol", "30/500 2 tabs QDS"),
                 ("prednisolone", "30 mg OD reducing by 5 mg weekly"), ("allopurinol", "100 mg OD"),
                 ("doxycycline", "100 mg OD for 5 days"), ("amoxicillin", "500 mg TDS"), ("gabapentin", "300 mg TID"))
# comorbidities are not labelled; none may equal an INDICATIONS/RARE_DISEASES entry, or the same string would be
# gold in one document and not in another. Eponyms are here on purpose: name-like words that are not names.
HISTORY = ("hypertension", "HTN", "hyperlipidaemia", "type 2 diabetes", "DM2", "CAD s/p PCI", "emphysema", "asthma",
           "Parkinson's disease", "Graves' disease", "Bell's palsy", "Hashimoto's thyroiditis", "Barrett's oesophagus",
           "Raynaud's phenomenon", "Paget's disease of bone", "Meniere's disease", "Dupuytren's contracture",
           "osteoarthritis", "GERD", "hypothyroidism", "CKD stage 3", "AF on anticoagulation", "depression",
           "obstructive sleep apnoea", "prior DVT", "BPH", "gout", "migraine", "anxiety")


_ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def number_words(n: int) -> str:
    """0 < n < 200 in words ("seventy-two"), for dictated ages."""
    if n >= 100:
        rest = n - 100
        return "one hundred" + (f" and {number_words(rest)}" if rest else "")
    if n < 20:
        return _ONES[n]
    return _TENS[n // 10] + (f"-{_ONES[n % 10]}" if n % 10 else "")


def ae_grade(rng: random.Random, grade: int) -> str:
    return rng.choice([f"Grade {grade}", f"grade {grade}", f"CTCAE grade {grade}", f"G{grade}", f"Gr {grade}",
                       f"CTCAE v5.0 Grade {grade}", f"grade {['I', 'II', 'III', 'IV', 'V'][grade - 1]}"])


def sex_word(rng: random.Random, female: bool, *, short: bool = False) -> str:
    if short:
        return rng.choice(["F", "female"] if female else ["M", "male"])
    return rng.choice(["female", "woman", "lady", "F", "female"] if female else ["male", "man", "gentleman", "M", "male"])


# ---------------------------------------------------------------- MNPI

ARMS = ("the treatment arm", "the active arm", "Arm A", "the 200 mg cohort", "the high-dose arm", "the combination arm")


def pct(rng: random.Random, lo: float = 5, hi: float = 80) -> float:
    return round(rng.uniform(lo, hi), 1)


def ci_text(rng: random.Random, centre: float, width: float, unit: str = "") -> str:
    lo, hi = round(centre - width * rng.uniform(0.6, 1.0), 2 if centre < 5 else 1), round(
        centre + width * rng.uniform(0.6, 1.0), 2 if centre < 5 else 1)
    dash = rng.choice(["–", "-", " to ", ", "])
    lead = rng.choice(["95% CI ", "95% CI: ", "95% CI, ", "95%CI "])
    return f"{lead}{lo}{unit}{dash}{hi}{unit}"


def p_value(rng: random.Random) -> str:
    v = rng.choice(["0.001", "0.004", "0.012", "0.03", "0.047", "0.21", "0.0003", "<0.001", "<0.0001", "0.008"])
    if v.startswith("<"):
        return rng.choice([f"p{v}", f"p {v}", f"P{v}"])
    return rng.choice([f"p={v}", f"p = {v}", f"P={v}", f"p-value {v}"])


def efficacy_value(rng: random.Random, kind: str) -> str:
    """The numeric result expression for a measure (value plus CI and/or p), without the measure's name."""
    if kind == "hr":
        hr = round(rng.uniform(0.45, 0.95), 2)
        tail = rng.choice(["", f"; {p_value(rng)}"])
        return rng.choice([f"{hr} ({ci_text(rng, hr, 0.15)}{tail})", f"{hr}", f"{hr} ({ci_text(rng, hr, 0.15)})"])
    if kind == "pct":
        v = pct(rng)
        return rng.choice([f"{v}% ({ci_text(rng, v, 7, '%')})", f"{v}%", f"{v}% ({ci_text(rng, v, 7)})"])
    if kind == "months":
        v = round(rng.uniform(3, 30), 1)
        return rng.choice([f"{v} months ({ci_text(rng, v, 2)})", f"{v} months", f"{v} mo"])
    return p_value(rng)


INTERIM_RESULTS = (
    "the prespecified efficacy boundary for OS was crossed",
    "the futility boundary was not met and the study continues unchanged",
    "a {p}% relative reduction in the risk of progression was observed",
    "the primary endpoint was met with statistical significance",
    "the DMC recommended early stopping for overwhelming efficacy",
    "response rates in the active arm exceeded control by {p} percentage points",
    "no separation of the Kaplan-Meier curves was seen at the interim look",
    "conditional power fell below {p}% and the sponsor is considering termination",
    "HbA1c reduction versus placebo was {d}% at week 26",
    "the high-dose cohort showed a trend towards inferiority",
)
AMENDMENTS = (
    "an unexpected rate of grade 3 hepatotoxicity in the high-dose arm",
    "interim PK data showing exposure {p}% above the modelled range",
    "a request from the DMC following an imbalance in cardiac events",
    "slower than planned enrolment in EU sites",
    "the need to increase the sample size after the blinded variance re-estimation",
    "emerging efficacy signal in the biomarker-positive subgroup",
    "FDA feedback on the primary endpoint definition",
    "deaths attributed to disease progression exceeding the assumed rate",
    "removal of the 800 mg arm after two dose-limiting toxicities",
)
REG_QUESTIONS = (
    "Please justify the exclusion of {n} subjects from the per-protocol population",
    "Provide an analysis of hepatic events by baseline ALT category",
    "Clarify whether the imbalance in deaths in the control arm affects the benefit-risk assessment",
    "Explain why the interim analysis was conducted before the planned number of events",
    "Submit updated QTc data for the supratherapeutic dose",
    "Discuss the clinical relevance of the {d}-point difference on the primary scale",
    "Justify the non-inferiority margin in light of the historical data",
    "Provide narratives for all subjects who discontinued due to hepatic adverse events",
)
READOUTS = ("Q{q} 20{y}", "the second half of 20{y}", "mid-20{y}", "end of {m} 20{y}", "early 20{y}", "H{h} 20{y}",
            "late {m} 20{y}", "{m} 20{y}", "the week of {d} {m}")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def _fill(template: str, rng: random.Random) -> str:
    return template.format(p=rng.randint(12, 48), d=round(rng.uniform(0.3, 1.8), 1), n=rng.randint(3, 60),
                           q=rng.randint(1, 4), y=rng.randint(25, 27), h=rng.randint(1, 2), m=rng.choice(MONTHS))


def interim_result(rng: random.Random) -> str:
    return _fill(rng.choice(INTERIM_RESULTS), rng)


def amendment_rationale(rng: random.Random) -> str:
    return _fill(rng.choice(AMENDMENTS), rng)


def regulatory_question(rng: random.Random) -> str:
    return _fill(rng.choice(REG_QUESTIONS), rng)


def readout_timeline(rng: random.Random) -> str:
    return _fill(rng.choice(READOUTS), rng)
