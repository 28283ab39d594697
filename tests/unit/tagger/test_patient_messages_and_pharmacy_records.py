"""Probe round 40 (session 41): what patients and families write to a clinic (portal messages, e-mails, forms,
forwarded chats) and pharmacy records (scripts, registers, dispensing and delivery logs); and the look-alikes each
rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "name"), [
    ("the lady on the phone (Shireen? i think) said it went out", "Shireen"),
    ("I gave the card to the front desk girl (Kaylee?) but just in case", "Kaylee"),
    ("Thanks very much\nMargaret", "Margaret"),
    ("Gracias\nLupe", "Lupe"),
    ("Thank you so much again\nPriya", "Priya"),
    ("Entry by KD\n06/09/2024", "KD"),
    ("Dispensed 4/10/24 by HM (ACT); clinical check", "HM"),
    ("Filled 01/09/2025  Rx 600482  RJK RPh.  PMP checked", "RJK"),
    ("RPh verification: JT -- PMP reviewed", "JT"),
    ("clinical check S. Okonjo MRPharmS, GPhC 2071134.", "S. Okonjo"),
    ("kept by his wife Sandra\nFri 31st - Sinemet 7am on time", "Sandra"),
    ("Seen today.\nMARGARET O. ASHWORTH-BELL, D.O.\nFamily Medicine", "MARGARET O. ASHWORTH-BELL"),
    ("Seen today.\nJOHN SMITH, M.D.\nFamily Medicine", "JOHN SMITH"),
])
def test_people_as_patients_and_pharmacies_write_them(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("pain worse (Gout?) see GP", "Gout"),
    ("14/09, 7:45 am - Amma: sugar 286 fasting today", "Amma"),
    ("our Selvi aunty number if amma not picking phone", "amma"),
    ("Subject: billing question - please help", "billing"),
    ("To: reception, Ballincollig Medical Centre", "reception"),
    ("Note to pharmacist: post-op L4-5 microdiscectomy", "post-op"),
    ("seen 24/10 by TVN Mererid", "TVN"),
    ("TFTs: Graves disease likely (Graves?). Graves eye signs present.", "Graves"),
    ("Diagnosed with Hurler MPS type 1", "Hurler"),
    ("LMW (ACT) 250 s", "LMW"),
    ("tube advanced 1/2 by NG team", "NG"),
    ("Mrs Tena Brown (attended)", "Mrs"),
])
def test_words_in_those_slots_are_no_names(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("I will be at Karens until at least the 20th of next month. my mobile", "the 20th of next month"),
    ("wants a certificate from the 10th through to at least Friday", "the 10th"),
    ("When we rebooked for the 17th they charged a fee", "the 17th"),
    ("from the night of the 16th, they said kidney stone", "the 16th"),
    ("operation at QMC on the 30th by Mr Haddad", "the 30th"),
])
def test_a_day_of_the_month_as_people_tell_it(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize("text", ["for the 3rd time", "for the 2nd and 3rd cycles", "for the 1st to 3rd doses",
                                  "for the 3rd and final time", "for the 1st then 2nd dose",
                                  "Scored for the 3rd by the nurse", "Admitted for the 2nd, 3rd and 4th cycles"])
def test_ordinals_before_a_noun_are_no_dates(text: str) -> None:
    assert "DATE" not in _labels(text).values()


@pytest.mark.parametrize(("text", "value"), [
    ("Staff number is 4471209 if you need it", "4471209"),
    ("Carlsbad, CA 92010   NCPDP 0532186   Ph 1-800-555-0193", "0532186"),
    ("Edinburgh EH11 1TU   GPhC premises reg 1129834", "1129834"),
    ("Pharmacist: Ruairi McKeown   PSNI reg 4480", "4480"),
    ("Tel 01706 555812 | Practice code B85026 | Form", "B85026"),
    ("Script: eRx token 4KD7X2P9QM   Authority approval", "4KD7X2P9QM"),
])
def test_pharmacy_and_staff_numbers(text: str, value: str) -> None:
    assert _labels(text).get(value) == "OTHER_ID"


@pytest.mark.parametrize(("text", "value"), [
    ("send the new one to Boots on Market Street Hebden Bridge", "Boots"),
    ("Im at work at Asda in Killingbeck most days", "Asda"),
    ("blister packs from Shoppers Drug Mart at Lonsdale & 15th?", "Shoppers Drug Mart"),
    ("Pharmacy: London Drugs #27, Edmonton", "London Drugs #27"),
    ("Dispensing record: Chemist Warehouse Westmead, 15/03/24", "Chemist Warehouse"),
    ("Dr Anand's clinic at Royal Derby on 12 Feb", "Royal Derby"),
    ("Also the school (Scoil Mhuire) need a letter", "Scoil Mhuire"),
])
def test_pharmacy_and_grocery_chains(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "word"), [
    ("wearing boots on the ward", "boots"),
    ("Boots in A&E cut off by paramedics", "Boots"),
    ("CRT-D (Medtronic Cobalt XT, SN RNB601188H)", "Medtronic"),
    ("Got Boots on Monday morning", "Boots"),
    ("sent by Royal Mail", "Royal Mail"),
])
def test_chain_look_alikes(text: str, word: str) -> None:
    assert _labels(text).get(word) != "FACILITY"


@pytest.mark.parametrize(("text", "postcode", "kept"), [
    ("FP10SS   NHS PRESCRIPTION   (England)", "FP10SS", False),
    ("sent to M11AE yesterday", "M11AE", True),
    ("postcode SW1A1AA", "SW1A1AA", True),
    ("Girobank GIR0AA", "GIR0AA", True),
])
def test_a_postcode_without_its_space_needs_a_real_area(text: str, postcode: str, kept: bool) -> None:
    assert (_labels(text).get(postcode) == "POSTCODE") is kept


def test_a_people_word_keeps_the_name_after_it() -> None:
    assert _labels("Mrs Tena Brown (attended)").get("Tena Brown") in PERSON
    assert _labels("Seen with daughter Didi.").get("Didi") in PERSON


def test_a_temperature_bound_is_no_age() -> None:
    assert "AGE_OVER_89" not in _labels("item held until forecast < 100F at destination.").values()
    assert _labels("pt 92F with CHF").get("92") == "AGE_OVER_89"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Booked for the 21st when Dr is back", "the 21st", "DATE"),
    ("Rebooked for the 17th, as she is away", "the 17th", "DATE"),
    ("Arrived on the 3rd by ambulance", "the 3rd", "DATE"),
    ("Rx filled 11/23 by JT", "JT", "CLINICIAN_NAME"),
    ("Checked by DN (Dana Noor)", "DN", "CLINICIAN_NAME"),
    ("Collected from Boots on Tuesday", "Boots", "FACILITY"),
    ("Scoil na mBráithre", "Scoil na mBráithre", "FACILITY"),
])
def test_second_review_keeps(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "word"), [
    ("Member of the Royal College of Nursing", "Royal College"),
    ("Lives on Royal Crescent", "Royal Crescent"),
    ("Went to Royal Ascot", "Royal Ascot"),
    ("The Gaelscoil Teacher said", "Gaelscoil Teacher"),
    ("LASIX, KCL, D.O. informed", "LASIX, KCL"),
])
def test_second_review_look_alikes(text: str, word: str) -> None:
    assert _labels(text).get(word) not in ("FACILITY", *PERSON)


def test_an_unsure_name_after_a_student() -> None:
    assert _labels("Seen by a student (Kaylee?)").get("Kaylee") in PERSON
