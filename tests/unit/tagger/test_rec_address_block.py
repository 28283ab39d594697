"""Recognizer `address_block` (AddressBlockRecognizer)."""

from airlock.tagger.recognizers.geo import AddressBlockRecognizer
from tests.unit.tagger.conftest import run_recognizer

REC = AddressBlockRecognizer()


def test_finds_international_block():
    text = "Maureen Thibault\n\n41086 Kiannonkatu 98\n Suite 464\n OULU\n\n Finland 80896\n\nPhone: 555"
    found = run_recognizer(REC, text)
    assert ("STREET_ADDRESS", "41086 Kiannonkatu 98\n Suite 464\n OULU\n\n Finland 80896") in found


def test_ignores_prose_and_single_lines():
    assert not run_recognizer(REC, "Visit 3 done\nPatient stable and comfortable overnight, plan discharge.")
    assert not run_recognizer(REC, "Grade 3")
