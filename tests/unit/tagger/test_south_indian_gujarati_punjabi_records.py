"""Round 76: records written in Tamil, Telugu, Kannada, Malayalam, Gujarati and Punjabi (the native-script reader,
:mod:`airlock.tagger.recognizers.native_scripts`): an address's town and PIN, a district or a mandal by its word, a
name after a relation's mark or its initials, a Sikh's and a Gujarati's name by their shape, and the look-alikes (a
complaint's "c/o", a sentence's last word, an abbreviation, Punjabi's "and")."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect


def _found(text: str) -> set[tuple[str, str]]:
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _texts(text: str) -> set[str]:
    return {t for t, _ in _found(text)}


@pytest.mark.parametrize(("text", "values"), [
    ("எண் 45, உஸ்மான் சாலை, தி.நகர், சென்னை – 600017   தொ.பே: 044-2434 7781", ("சென்னை", "600017")),
    ("ನಂ. 23, 4ನೇ ಕ್ರಾಸ್, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು 560041\nPh: 080-2663 4512", ("ಬೆಂಗಳೂರು", "560041")),
    ("മാവൂർ റോഡ്, കോഴിക്കോട് – 673004  |  ☎ 0495-272 3390", ("കോഴിക്കോട്", "673004")),
    ("ઉધના મેઈન રોડ, ઉધના, સુરત – ૩૯૪૨૧૦   ફોન: 0261-2277 445", ("સુરત", "૩૯૪૨૧૦")),
    ("ਪਤਾ          : ਪਿੰਡ ਤੇ ਡਾਕਖਾਨਾ ਮਾਨਾਂਵਾਲਾ, ਤਹਿਸੀਲ ਤੇ ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ – 143109", ("ਮਾਨਾਂਵਾਲਾ", "ਅੰਮ੍ਰਿਤਸਰ")),
    ("ఊరు   : ఇంటి నం. 3-112, మసీదు వీధి, పెదకాకాని (మం), గుంటూరు జిల్లా", ("పెదకాకాని", "గుంటూరు")),
    ("മൂലവാസം  : പുത്തൻപുരയ്ക്കൽ വീട്, കിഴതടിയൂർ, പാലാ, കോട്ടയം ജില്ല", ("കോട്ടയം",)),
])
def test_towns_pins_and_districts(text: str, values: tuple[str, ...]) -> None:
    found = _texts(text)
    for v in values:
        assert any(v in t for t in found), (v, found)


@pytest.mark.parametrize(("text", "value"), [
    ("ரோகி: லக்ஷ்மி W/o ಸಿದ್ದಯ್ಯ, 68 ವರ್ಷ", "ಸಿದ್ದಯ್ಯ"),
    ("கணவர்          : க/பெ சண்முகசுந்தரம்\nவயது: 58", "சண்முகசுந்தரம்"),
    ("காயமுற்றவர்   : பெ. சின்னச்சாமி, த/பெ பெருமாள், வயது 61", "பெருமாள்"),
    ("காயமுற்றவர்   : பெ. சின்னச்சாமி, த/பெ பெருமாள், வயது 61", "சின்னச்சாமி"),
    ("Countersigned – Depot Manager: కె. ప్రసాద్ బాబు", "ప్రసాద్ బాబు"),
    ("ਮ੍ਰਿਤਕ ਦਾ ਨਾਮ : ਸਰਦਾਰ ਗੁਰਬਚਨ ਸਿੰਘ ਢਿੱਲੋਂ\nਉਮਰ: 78", "ਗੁਰਬਚਨ ਸਿੰਘ"),
    ("ਸੂਚਨਾ ਦੇਣ ਵਾਲਾ: ਬਲਵਿੰਦਰ ਕੌਰ (ਨੂੰਹ), ਮਾਨਾਂਵਾਲਾ", "ਬਲਵਿੰਦਰ ਕੌਰ"),
    ("બેલ્ટમાં ફસાયો, આશરે રાત્રે ૧૦:૫૦. શેઠ કિશોરભાઈ ને જાણ કરી", "કિશોરભાઈ"),
])
def test_names_by_relation_initials_and_shape(text: str, value: str) -> None:
    found = _found(text)
    assert any(value in t and lab.endswith("NAME") for t, lab in found), found


@pytest.mark.parametrize(("text", "not_found"), [
    ("C/o  జ్వరం 5 రోజులు, చలి, ఒళ్ళు నొప్పులు", "జ్వరం"),  # complains of fever
    ("పొలం పని చేస్తాడు, వరి పొలం. ఊర్లో 3-4 మందికి జ్వరం ఉంది", "పొలం. ఊర్లో"),  # a sentence's end
    ("சென்னை – 600017   தொ.பே: 044-2434 7781", "தொ.பே"),  # "phone", abbreviated
    ("હે.કો. દિલીપસિંહ વાઘેલા, બ.નં. 2147)", "બ.નં"),  # a badge's "no."
    ("ਪਿੰਡ ਤੇ ਡਾਕਖਾਨਾ ਮਾਨਾਂਵਾਲਾ, ਤਹਿਸੀਲ ਤੇ ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ – 143109", "ਤੇ"),  # "and"
])
def test_leaves_look_alikes(text: str, not_found: str) -> None:
    assert not_found not in _texts(text)
