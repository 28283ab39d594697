"""Round 75: addresses and numbers of records written in Hindi, Marathi, Nepali and Bengali
(:mod:`airlock.tagger.recognizers.native_scripts`): an address line's parts before its town and PIN, a village's
address units, a number after its own field words; and their look-alikes (a district hospital's abbreviation, a
form's blank units, a bed's number, a contact's mobile number)."""

from __future__ import annotations

import pytest

from airlock.tagger.detection import detect


def _found(text: str) -> set[tuple[str, str]]:
    coarse = {"CITY": "PLACE", "STREET_ADDRESS": "PLACE", "POSTCODE": "PLACE", "ZIP": "PLACE"}
    out = set()
    for s in detect(text, mode="fast"):
        label = coarse.get(s.label, "ID" if s.label.endswith("_ID") or s.label in ("MRN", "SSN") else s.label)
        out.add((text[s.start:s.end], label))
    return out


@pytest.mark.parametrize(("text", "value", "label"), [
    ("श्री गणेश नर्सिंग होम\nबी-7, शास्त्री मार्ग, गोविंदपुरी, कानपुर – 208006\nफोन: 0512-2601144", "कानपुर", "PLACE"),
    ("श्री गणेश नर्सिंग होम\nबी-7, शास्त्री मार्ग, गोविंदपुरी, कानपुर – 208006\nफोन: 0512-2601144", "208006", "PLACE"),
    ("श्री गणेश नर्सिंग होम\nबी-7, शास्त्री मार्ग, गोविंदपुरी, कानपुर – 208006\nफोन: 0512-2601144",
     "बी-7, शास्त्री मार्ग, गोविंदपुरी", "PLACE"),
    ("রোগীর ঠিকানা দেওয়া হলো\nবাড়ি ১২, রোড ৩, মিরপুর, ঢাকা ১২১৬\nফোন: ০১৭১১-৪৪২৯১০", "ঢাকা", "PLACE"),
    ("पता  ग्राम करहिया, पोस्ट मझौली, तह० सदर, जिला देवरिया\nमो० 9415512233", "करहिया", "PLACE"),
    ("पता  ग्राम करहिया, पोस्ट मझौली, तह० सदर, जिला देवरिया\nमो० 9415512233", "देवरिया", "PLACE"),
    ("মৃতের বাড়ি\nগ্রাম: চরকাউয়া, ডাকঘর: শায়েস্তাবাদ, জেলা: বরিশাল", "শায়েস্তাবাদ", "PLACE"),
    ("IPD क्र.      : KNH/IPD/2024/0933       केसपेपर क्र. : 55120", "KNH/IPD/2024/0933", "ID"),
    ("IPD क्र.      : KNH/IPD/2024/0933       केसपेपर क्र. : 55120", "55120", "ID"),
    ("रोगी का नाम: राजेश\nजन आधार सं. : 2210-4471-902\nभर्ती दिनांक: 12/03/2024", "2210-4471-902", "ID"),
])
def test_indic_addresses_and_number_fields(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text)


@pytest.mark.parametrize(("text", "value"), [
    # a district hospital's abbreviation after "district" ("जि.रु.", जिल्हा रुग्णालय)
    ("रुग्णास पुढील उपचारासाठी जि.रु. सातारा येथे पाठवले, रुग्णवाहिका बोलावली", "रु"),
    # a form's blank: unit words with no name
    ("पता - पूरा लिखिए गाँव पोस्ट थाना जिला, फिर भेजिए", "पोस्ट थाना"),
    # a bed's number, a contact's mobile
    ("रोगी बेड नं. 1204 पर भर्ती है, हालत स्थिर है", "1204"),
])
def test_indic_look_alikes_are_not_places_or_ids(text: str, value: str) -> None:
    assert value not in {t for t, _ in _found(text)}


def test_contact_number_after_its_number_word_stays_a_phone() -> None:
    text = "बिरामीको आफन्त: दोर्जे शेर्पा, सम्पर्क नं. 9856038214, पोखरा"
    assert ("9856038214", "ID") not in _found(text)
