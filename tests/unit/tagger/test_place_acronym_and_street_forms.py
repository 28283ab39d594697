"""Place forms: Welsh/Irish streets named head first after the house number ("41 Stryd Taf"), a Dutch street
named after a park with a floor after its number ("Sarphatipark 47-III", "Bolstraat 118-H"), a state glued to
the ZIP after a town ("Baltimore MD21224"), an address after a misspelt cue ("new adress:"); and what is no
town: a word in capitals in a mixed-case note without a place cue ("IGRA pos", "ABHA:"), a town naming a
company ("Boston Sci"), a state-and-digits id with no town before it."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("NHS 485 213 9075, 41 Stryd Taf, Trefforest CF37 1SN", "STREET_ADDRESS", "41 Stryd Taf"),
        ("Meddygfa'r Bont, 2 Heol y Bont, Pontypridd CF37 4AA", "STREET_ADDRESS", "2 Heol y Bont"),
        ("BSN 123456782, Sarphatipark 47-III, 1073 CV Amsterdam", "STREET_ADDRESS", "Sarphatipark 47-III"),
        ("Ferdinand Bolstraat 118-H, 1072 LM Amsterdam", "STREET_ADDRESS", "Ferdinand Bolstraat 118-H"),
        ("Adress:1420 Pulaski Hwy,Apt B,Baltimore MD21224.   Ph#410.555.0127", "ZIP", "MD21224"),
        ("adress on file is old - new adress: 2245 lucretia ave #3, san jose 95122\nplan: bridge rx",
         "STREET_ADDRESS", "2245 lucretia ave #3, san jose 95122"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("roommate (38) - IGRA pos 1/22, CXR neg -> LTBI", "IGRA"),
        ("Patient: Lakshmi Ram  Age/Sex: 52/F   ABHA: 91-4471-8820-3319", "ABHA"),
        ("hx CHF EF 25% AICD (Boston Sci SN 117204, last interrog 9/2023)", "Boston"),
        ("Sponsor ref MD12345; walked in the park 3 times", "MD12345"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in {v for lab, v in found(text, detect(text)) if lab in ("CITY", "ZIP")}, \
        found(text, detect(text))


def test_a_city_in_capitals_after_a_cue_stays(detect) -> None:
    text = "Lives in BALTIMORE with her son."
    assert ("CITY", "BALTIMORE") in found(text, detect(text))
