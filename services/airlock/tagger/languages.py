"""Which language a note is written in, and that language's common words.

The name rules judge a capitalised token partly by how common it is as an English word: "Will" and "Hope"
need context, an unknown "Adeyemi" does not. In a note written in Spanish, Dutch or Malay, the form's own
words ("Domicilio:", "Adres:", "Indicaciones:", "Waris") are unknown to English and so look like rare
names. Knowing the note's language lets the name rules drop such weak readings of words that are common in
that language.

- :func:`note_language` counts, among the note's words that English does not know, the common words of each
  language (an exact count, no model); English, or too little such text, gives ``None``.
- :func:`common_words` is the language's top words with their Zipf frequency, from ``wordfreq`` (the package
  the English list comes from), built once (~1 s per language) and cached on disk next to the lexicons.
- :func:`frequencies` is wordfreq's whole list of a language as it stands, read without wordfreq's tokenizer (which
  Chinese and Japanese words would need further packages for): the CJK record recognizer's common words.
"""

from __future__ import annotations

import gzip
import itertools
import json
import os
import re
import threading
from collections.abc import Mapping, MutableMapping, Sequence
from importlib import metadata
from typing import Any, Protocol

from airlock.tagger import lexicons
from airlock.tagger.lexicons import cache_dir

TOP_WORDS = 20000  # per language: down to a Zipf frequency of about 3.4
_SCHEMA = 1

# (round 71: Hungarian, Czech, Slovak, Lithuanian, Latvian; Estonian, which wordfreq lacks, reads as Finnish)
# (round 72: Serbo-Croatian, wordfreq's one list for Croatian, Serbian, Bosnian and Montenegrin, Slovene,
# Bulgarian and Macedonian; round 73: Russian and Ukrainian)
LANGUAGES = ("es", "pt", "fr", "de", "nl", "it", "pl", "sv", "ms", "da", "nb", "fi", "ca", "is", "tr", "ro", "el",
             "hu", "cs", "sk", "lt", "lv", "sh", "sl", "bg", "mk", "ru", "uk")
SOUTH_SLAVIC = ("sh", "sl", "bg", "mk")
EAST_SLAVIC = ("ru", "uk")  # (round 73: Belarusian, which wordfreq lacks, reads as one of them)
NORDIC = ("sv", "da", "nb", "fi", "is")  # round 69: Nordic notes write decimals with a comma, dates "22.2."
MIN_FOREIGN = 8  # fewer words unknown to English than this: too little text to tell
FOREIGN_SHARE = 0.3  # of the note's words, unknown to English, for a note to be in another language at all
LANGUAGE_SHARE = 0.3  # of those, common words of one language, for the note to be in that language

_LOCK = threading.Lock()
_WORDS: dict[str, dict[str, float]] = {}
_FULL: dict[str, dict[str, float]] = {}


def note_language(words: Sequence[str], english: Mapping[str, float]) -> str | None:
    """The note's language among :data:`LANGUAGES`, or ``None`` (English, or not enough text to tell).

    ``words``: the note's lower-case tokens (others than words are skipped); ``english``: the English common words. Forms and telegraphic
    notes have few function words, so the count is over content words: those unknown to English that are
    common words of each language ("domicilio", "antecedentes", "indicaciones" are Spanish). Names are unknown
    to every language alike, so they do not tip the balance."""
    words = [w for w in words if len(w) > 1 and w.isalpha()]
    foreign = [w for w in words if w not in english]
    if len(foreign) < MIN_FOREIGN or len(foreign) < FOREIGN_SHARE * len(words):
        return None
    best, best_n = None, 0
    for lang in LANGUAGES:
        table = common_words(lang)
        n = sum(1 for w in foreign if w in table)
        if n > best_n:
            best, best_n = lang, n
    return best if best_n >= LANGUAGE_SHARE * len(foreign) else None


class _Note(Protocol):
    lower: str
    meta: MutableMapping[str, Any]


_LETTER_RUN = re.compile(r"[^\W\d_]+")


def of_note(note: _Note) -> str | None:
    """:func:`note_language` of a recognizer's ``Doc`` (its words with their accents: ``Doc.words`` splits "fièvre"),
    asked once per note: the answer is kept in ``note.meta`` for every recognizer that asks (rounds 69, 71)."""
    if "lang" not in note.meta:
        note.meta["lang"] = note_language(_LETTER_RUN.findall(note.lower), lexicons.get().common)
    return note.meta["lang"]


# round 68: the commonest words of German, Dutch and Polish, and the letters with diacritics of German and Polish
_CONTINENTAL_WORDS = re.compile(r"(?<![a-zäöüß])(?:und|der|die|das|mit|nicht|ist|sind|bei|wird|auf|het|een|van|niet|voor|"
                                r"zijn|wordt|naar|bij|ook|się|nie|oraz|jest|przez|dla|został|przy)(?![a-zäöüß])")
_CONTINENTAL_LETTERS = re.compile(r"[ąęłńśźżćäöüß]")


def continental(lower: str) -> bool:
    """A note (lower case) written in German, Dutch or Polish, by four of their commonest words or more, or eight of
    their letters with diacritics (a telegraphic Polish note has few function words). Cheaper than
    :func:`note_language`, which needs the note's tokens: the date recognizer asks it of a few notes only (round 68)."""
    return sum(1 for _ in itertools.islice(_CONTINENTAL_WORDS.finditer(lower), 4)) >= 4 or (
        sum(1 for _ in itertools.islice(_CONTINENTAL_LETTERS.finditer(lower), 8)) >= 8)


def compound_of_common(word: str, common: Mapping[str, float], depth: int = 1) -> bool:
    """A German or Dutch compound of common words of ``common``, a linking "s", "n", "en" or "es" allowed between
    ("sturzrisiko", "oberärztin", "erwachsenenvertreterin", "bezoekadres", "arbeitsweg"), its first part a compound
    itself once more ("nachhauseweg"): the first part four letters or more, the last three ("weg"), "ß" read as "ss"
    as wordfreq stores it ("landstraße").
    Such a word is a thing, not a name, a street or a company, however rare the whole is (round 68)."""
    word = word.replace("ß", "ss")
    if len(word) < 7:
        return False
    for i in range(4, len(word) - 2):
        if common.get(word[i:], 0.0) >= 3.4 and any(
                common.get(head, 0.0) >= 3.4 or depth > 0 and compound_of_common(head, common, depth - 1)
                for k in (0, 1, 2) if i - k >= 4 and (k == 0 or word[i - k : i] in ("s", "n", "en", "es"))
                for head in (word[:i - k],)):
            return True
    return False


def word_of(word: str, langs: Sequence[str], zipf: float = 3.0) -> bool:
    """``word`` (lower case) is a common word of one of ``langs`` (at least ``zipf``), or a compound of two there."""
    return any(common_words(lang).get(word, 0.0) >= zipf or compound_of_common(word, common_words(lang)) for lang in langs)


def common_words(lang: str) -> dict[str, float]:
    """Lower-case word -> Zipf frequency for the ``TOP_WORDS`` most frequent words of ``lang`` (empty without
    ``wordfreq``)."""
    got = _WORDS.get(lang)
    if got is not None:
        return got
    with _LOCK:
        if lang not in _WORDS:
            _WORDS[lang] = _load_or_build(lang)
    return _WORDS[lang]


def frequencies(lang: str) -> dict[str, float]:
    """Word -> frequency (a share of all words) for every word of wordfreq's list of ``lang``, read as stored (no
    tokenizer: "石膏", "방문함" are looked up as written); empty without ``wordfreq``."""
    got = _FULL.get(lang)
    if got is not None:
        return got
    with _LOCK:
        if lang not in _FULL:
            try:
                from wordfreq import get_frequency_dict
            except ImportError:
                _FULL[lang] = {}
            else:
                _FULL[lang] = get_frequency_dict(lang)
    return _FULL[lang]


def _load_or_build(lang: str) -> dict[str, float]:
    try:
        version = metadata.version("wordfreq")
    except metadata.PackageNotFoundError:
        return {}
    path = cache_dir() / f"words-{lang}-s{_SCHEMA}-{version}.json.gz"
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            return dict(json.load(fh))
    except (OSError, ValueError, EOFError):
        pass
    from wordfreq import top_n_list, zipf_frequency

    words = {w: zipf_frequency(w, lang) for w in top_n_list(lang, TOP_WORDS) if w.isalpha()}
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with gzip.open(tmp, "wt", encoding="utf-8") as fh:
            json.dump(words, fh)
        os.replace(tmp, path)  # atomic: a concurrent reader sees no half-written file
    except OSError:  # read-only cache: keep the in-memory copy
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
    return words


def warm() -> None:
    """Build every language's table now (at install time), so that no request pays for it."""
    for lang in LANGUAGES:
        common_words(lang)
