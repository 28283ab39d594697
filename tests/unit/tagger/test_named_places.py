"""Places, institutions and products written like people, and the reverse: a country or town after a locative
phrase ("lives in Nigeria") is a place even beside a relative, a product model after its maker ("Medtronic
Azure") is no one, hospitals known without a head noun ("Mass General", "Cedars-Sinai", "MERCY GENERAL") and
pharmacy chains are facilities, "in Kauai, HI" is a town and "(ID 44821)" is not an Idaho ZIP."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Pt transferred from Mass General for ECMO eval.", "FACILITY", "Mass General"),
        ("Previously seen at San Francisco General.", "FACILITY", "San Francisco General"),
        ("PT IS A 54 Y/O MALE WHO PRESENTS TO THE ED AT MERCY GENERAL W/ CP.", "FACILITY", "MERCY GENERAL"),
        ("PT WAS TAKEN TO THE ED AT ST MARYS HOSPITAL BY EMS.", "FACILITY", "ST MARYS HOSPITAL"),
        ("Cardiology f/u at Cedars-Sinai; previously treated at Johns Hopkins.", "FACILITY", "Cedars-Sinai"),
        ("Cardiology f/u at Cedars-Sinai; previously treated at Johns Hopkins.", "FACILITY", "Johns Hopkins"),
        ("Chemo given at MD Anderson in 2019.", "FACILITY", "MD Anderson"),
        ("Rx sent to Walgreens on Main St.", "FACILITY", "Walgreens"),
        ("Pt vacationing in Kauai, HI when symptoms began.", "CITY", "Kauai"),
        ("12 Elm St, Boise, ID 83702", "ZIP", "83702"),
        ("Spoke with pt's daughter Georgia and son Chad at bedside.", "RELATIVE_NAME", "Georgia"),
        ("Emergency contact: Smith, Jordan (son) 555-201-3344.", "RELATIVE_NAME", "Smith, Jordan"),
    ],
)
def test_finds(detect, text: str, label: str, value: str) -> None:
    assert (label, value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Device: Medtronic Azure XT DR pacemaker, interrogated today.", "Azure"),
        ("Dual chamber DR pacemaker, interrogated today.", "pacemaker, interrogated"),
        ("Pt's brother lives in Nigeria.", "Nigeria"),
        ("Pt's brother lives in Lagos, Nigeria and will fly in Friday.", "Nigeria"),
        ("Per the Surgeon General guidance, pt is stable.", "Surgeon General"),
        ("Attorney General office called.", "Attorney General"),
        ("Specimen received (ID 44821) from OR 3.", "ZIP"),
        ("PT WAS TAKEN TO THE ED AT ST MARYS HOSPITAL BY EMS.", "ED AT ST MARYS HOSPITAL"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    got = found(text, detect(text))
    assert not_value not in {v for _, v in got} and not_value not in {lab for lab, _ in got}, got
