"""Latin readings of a word written in Cyrillic, to look it up in the Latin-script gazetteer.

Records from Bulgaria, North Macedonia, Serbia, Ukraine, Belarus and Russia name towns in Cyrillic ("Пловдив",
"Скопје", "Київ"), while GeoNames' names in the lexicons are Latin ("plovdiv", "skopje", "kyiv"). There is no one
transliteration: the same letter is read differently by each language and each system (Ukrainian "г" is "h",
Russian and Bulgarian "g"; "х" is "h" or "kh"; "и" is "i" in Russian and Bulgarian, "y" in Ukrainian), so
:func:`latin_readings` gives each plausible reading (at most a few dozen for a long word).
"""

from __future__ import annotations

import itertools
import re

# the usual reading first, then the others a system or a language gives
_LETTERS: dict[str, tuple[str, ...]] = {
    "а": ("a",), "б": ("b",), "в": ("v",), "г": ("g", "h"), "ґ": ("g",), "д": ("d",), "ђ": ("dj", "đ"),
    "е": ("e", "ye"), "ё": ("e", "yo"), "є": ("ye", "ie"), "ж": ("zh", "z"), "з": ("z",), "ѕ": ("dz",),
    "и": ("i", "y"), "і": ("i",), "ї": ("yi", "i"), "й": ("y", "i", "j"), "ј": ("j",), "к": ("k",), "л": ("l",),
    "љ": ("lj",), "м": ("m",), "н": ("n",), "њ": ("nj",), "о": ("o",), "п": ("p",), "р": ("r",), "с": ("s",),
    "т": ("t",), "ћ": ("c", "ć"), "у": ("u",), "ў": ("u", "w"), "ф": ("f",), "х": ("h", "kh"), "ц": ("ts", "c"),
    "ч": ("ch", "c", "č"), "џ": ("dž", "dz"), "ш": ("sh", "s", "š"), "щ": ("sht", "shch"), "ъ": ("", "a"),
    "ы": ("y",), "ь": ("",), "э": ("e",), "ю": ("yu", "iu"), "я": ("ya", "ia"), "'": ("",), "’": ("",), "-": ("-",),
}
_MAX_READINGS = 64  # a long word with many two-way letters: its first readings only
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
# the capital and small letters of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian, as the bodies of
# regex character classes ("[{CAPITALS}][{SMALL}]{2,30}": a capitalised Cyrillic word)
CAPITALS = "А-ЯЁЂЄЅІЇЈЉЊЋЏҐЎ"
SMALL = "а-яёђєѕіїјљњћџґў"


def latin_readings(word: str) -> list[str]:
    """The word's plausible Latin spellings, in lower case (the usual one first); none if a letter is not Cyrillic."""
    options = []
    for ch in word.lower():
        alts = _LETTERS.get(ch)
        if alts is None:
            return []
        options.append(alts)
    out = ["".join(p) for p in itertools.islice(itertools.product(*options), _MAX_READINGS)]
    # (the common endings "-ия" and "-ія" read as "-ia": "София" is "Sofia", "Србија" is "Srbija")
    return out + [r.replace("iya", "ia").replace("iia", "ia") for r in out if "iya" in r or "iia" in r]
