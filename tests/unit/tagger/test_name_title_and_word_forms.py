"""Person-name forms: Spanish/Italian titles before a name (the title is not the name), a title glued to a
lower-case surname ("dr.abernethy"), a month that is a given name as the subject of a person's verb ("April
reports"); and words that are no name: a surrogate decision-maker's role (LAR), an age word before a kin
word, a language after "Speaks", an e-mail subject after "Subject: RE:", a vehicle make after its model
year, a unit's letter before a sentence ("umol/L. Non-oliguric"), lab and unit abbreviations."""

import pytest

from tests.unit.tagger.conftest import found


def _names(text: str, spans) -> set[str]:
    return {v for lab, v in found(text, spans) if lab.endswith("_NAME") or lab == "INVESTIGATOR"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("last seen by dr.abernethy 8/14/23 - >6 mo.", "abernethy"),
        ("seen by dr. abernethy today", "abernethy"),
        ("Reviewed in clinic today. April reports she walks with her dog daily.", "April"),
        # a lower-case given name and a top surname that is also a rarer English word (probe round 6)
        ("mom called (rhonda reyes, 555-0142) asking about discharge", "rhonda reyes"),
    ],
)
def test_finds(detect, text: str, value: str) -> None:
    assert value in _names(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Principal investigator: Dra. María Fernanda Echeverría Zubiaurre", "Dra"),
        ("Study coordinator: Lic. Rodrigo Alarcón Saavedra  tel. +52 55 5555 0101", "Lic"),
        ("10 | 2210-035 | 9/19 | Consent signed by LAR (son, Gerardo Villarreal) without witness", "LAR"),
        ("Surgeon Dr. Gutiérrez-Olmos. Speaks Somali, husband Abdiweli Hirsi Mohamed interprets.", "Speaks Somali"),
        ("Seen 12/2020. Older brother Oreoluwa (9) has asthma.", "Older"),
        ("Subject: RE: Feasibility - MCR-2207 (2L NSCLC) - Lakeshore Oncology", "Feasibility"),
        ("Age 34. Restrained driver, 2017 Ford F-150 (WA plate CHD4417)", "Ford"),
        ("He drives a 2015 Honda Civic to work.", "Honda Civic"),
        ("Cr 88 -> 312 umol/L. Non-oliguric.\nPlan: hold metformin", "L. Non-oliguric"),
        ("DOB: 1989/10/03   ABO/Rh: A NEG", "Rh"),
        ("8 kg sinds jan.) en een Hb van 6,1. Coloscopie", "Hb"),
        ("Twin B (MRN 502201781) to NICU for resp distress", "NICU"),
        ("June reports were filed late.", "June"),
        ("pt is a nurse at the center, walks her dog", "nurse"),
        ("will cruz in the wheelchair to radiology", "will cruz"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert not_value not in _names(text, detect(text)), found(text, detect(text))
