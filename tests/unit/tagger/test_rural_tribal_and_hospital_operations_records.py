"""Probe round 46 (session 46): what round 45 left (European postal lines, journeys and camps of migrants, street
names explained in brackets, landmarks where people sleep, specimen lists), then rural, tribal and northern health
records of the US and Canada, and hospital operations text (incidents, complaints, audits, tickets, appeals); and
the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER", "NHS_NUMBER", "SUBJECT_ID"}
PLACE = {"STREET_ADDRESS", "CITY", "POSTCODE", "ZIP", "COUNTY"}


@pytest.mark.parametrize(("text", "street", "postcode", "town"), [
    ("CRETA INTERCLINIC S.A.\nMinoos 63, 713 04 Heraklion, Crete, Greece", "Minoos 63", "713 04", "Heraklion"),
    ("Address in Poland: ul. Długa 5/12, 00-238 Warszawa", "ul. Długa 5/12", "00-238", "Warszawa"),
    ("Paediatric Department\nal. Solidarności 67, 03-401 Warszawa\ntel. +48 22", "al. Solidarności 67", "03-401",
     "Warszawa"),
    ("Frauenklinikstrasse 26\nCH-8091 Zürich", "Frauenklinikstrasse 26", "CH-8091", "Zürich"),
    ("Home address:\t\tSavanorių pr. 176-21, LT-03154 Vilnius", "Savanorių pr. 176-21", "LT-03154", "Vilnius"),
    ("Rinkeby vårdcentral\nRinkebytorget 1, 163 73 Spånga", "Rinkebytorget 1", "163 73", "Spånga"),
    ("NEMOCNICE NA HOMOLCE\nRoentgenova 37/2, 150 30 Praha 5", "Roentgenova 37/2", "150 30", "Praha 5"),
    ("Trauma Centre, Blegdamsvej 9, DK-2100 København Ø", "Blegdamsvej 9", "DK-2100", "København Ø"),
    ("Sennstraße 1, A-6020 Innsbruck\nUnfallchirurgie", "Sennstraße 1", "A-6020", "Innsbruck"),
])
def test_european_postal_lines(text: str, street: str, postcode: str, town: str) -> None:
    got = _labels(text)
    assert got.get(street) == "STREET_ADDRESS"
    assert got.get(postcode) == "POSTCODE"
    assert got.get(town) == "CITY"


@pytest.mark.parametrize(("text", "value"), [
    ("PT: JS  MRN 62535230  DOB MARCH 20, 1984  RM 29", "RM 29"),  # a date's day and year, then a room
    ("Bed 12, 1030 Transfer to ward", "Transfer"),
    ("Visit 3, 1000 Units given", "Units"),
])
def test_postal_line_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PLACE


def test_a_flat_after_a_slash_is_no_date_but_a_date_stays_one() -> None:
    assert _labels("Address: ul. Długa 5/12, 00-238 Warszawa").get("5/12") is None
    assert _labels("seen 5/12 on ul. Długa").get("5/12") == "DATE"


@pytest.mark.parametrize(("text", "value"), [
    ("Abdi Warsame, F, DOB 17.08.2020 (born in Moria, per mother)", "Moria"),
    ("Journey: from Jalalabad, Nangarhar province.", "Jalalabad"),
    ("brought by EKAB ambulance from Hersonissos", "Hersonissos"),
    ("was flown in by rescue helicopter from Zermatt on 1 February", "Zermatt"),
    ("Spent about 1 year in Shagarab camp, Sudan, then crossed", "Shagarab"),
])
def test_journeys_and_camps(text: str, value: str) -> None:
    assert _labels(text).get(value) == "CITY"


@pytest.mark.parametrize(("text", "value"), [
    ("went to boot camp then Summer camp", "Summer"),
    ("born in June, travelled from Monday", "Monday"),
    ("ambulance from Scene, fled from Home", "Home"),
    ("the referral is from Sandra today", "Sandra"),  # a person after "is from": no place
])
def test_journey_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) != "CITY"


def test_a_country_in_brackets_is_no_given_name() -> None:
    got = _labels("nightmares about detention in Bani Walid (Libya). husband Chuy (Jesús)")
    assert got.get("Libya") is None
    assert got.get("Jesús") in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ('Ship Canal Bridge E side | "Crow" (Delbert Yazzie)         | 8/5', "Crow"),
    ('1. "Scouse" (Anthony Hope, DOB 05/05/1979) seen', "Scouse"),
    ('station late at night with older male ("Dez", car reg GF19 KXW).', "Dez"),
    ('had sex on Sat 27th with older boy ("Dylan", 17?, left school)', "Dylan"),
    ("Jonno (real name Kwame Asante) got a bed.", "Jonno"),
])
def test_street_names_the_note_explains(text: str, value: str) -> None:
    assert _labels(text).get(value) in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ('takes "Molly" (MDMA) most weekends', "Molly"),  # a drug's street name before its drug
    ('uses "Spice" (synthetic cannabinoid) daily', "Spice"),
    ("Client (real name withheld) came in", "Client"),
])
def test_nickname_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("sleeping in tent under Birmingham Bridge since oct.", "Birmingham Bridge"),
    ("moved on from under Frank Sherwin Bridge last night", "Frank Sherwin Bridge"),
    ("bought from a new dealer near Oppenheimer Park at 14:47", "Oppenheimer Park"),
    ("Location: footpath by Burgess Park, after leaving a party", "Burgess Park"),
])
def test_landmarks_where_people_sleep(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    ("parked near Car Park B", "Car Park"),
    ("meet at Main Square entrance", "Main Square"),
    ("walks in the Trust Gardens daily", "Trust Gardens"),
])
def test_landmark_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) != "FACILITY"


@pytest.mark.parametrize(("text", "values"), [
    ("rectal / pharyngeal sent - specimens S0774210, S0774211, S0774212.", ("S0774210", "S0774211", "S0774212")),
    ("Crime ref: CR 5200437/24          CAD no: 4471", ("CR 5200437/24", "4471")),
])
def test_specimen_lists_and_police_references(text: str, values: tuple[str, ...]) -> None:
    got = _labels(text)
    assert all(got.get(v) in ID_LABELS for v in values)


def test_specimen_counts_are_no_ids() -> None:
    assert not set(_labels("specimens x3 sent, specimens 2 and 3 lost").values()) & ID_LABELS


LOST_PROPERTY = (
    "Date    | Time  | Item                  | Found where        | Handed in by        | Bag no.  | Outcome\n"
    "17/04   | 08:20 | Upper denture in pot  | Ward 512 bay C loo | Tariq (porter)      | LP4471   | ret'd to ward\n"
    "17/04   | 14:55 | Samsung phone         | Main atrium seats  | Joanne Price (vol.) | LP4472   | held\n"
)
ASSETS = (
    "| Asset tag | Device | Serial | Last RTLS location | Last seen |\n"
    "| JHB-041877 | Alaris 8015 PC unit | 15003924 | Bayview 3rd fl loading dock | 10/18 22:41 |\n"
    "| JHB-041902 | Alaris 8100 pump module | 11829471 | Bayview 3rd fl loading dock | 10/18 22:41 |\n"
)
AMBULANCES = (
    "| AV vehicle | Crew (ALS) | Arrived | Transfer of care | Delay | Patient |\n"
    "| WHT-7 | T. Fairbairn / J. Rule | 13:40 | 16:10 | 2h30 | Coral Stone, UR 3304471 |\n"
    "| CRG-3 | P. Walsh / A. Gunawardena | 14:15 | 16:48 | 2h33 | Beryl Mason, UR 0019263 |\n"
)


@pytest.mark.parametrize(("text", "values", "labels"), [
    (LOST_PROPERTY, ("LP4471", "LP4472"), ID_LABELS),
    (ASSETS, ("JHB-041877", "JHB-041902"), {"DEVICE_ID"}),
    (AMBULANCES, ("WHT-7", "CRG-3"), {"VEHICLE_ID"}),
])
def test_operations_registers(text: str, values: tuple[str, ...], labels: set[str]) -> None:
    got = _labels(text)
    assert all(got.get(v) in labels for v in values)


def test_the_porter_in_brackets_is_a_role() -> None:
    assert _labels(LOST_PROPERTY).get("porter") is None


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("Merge audit shows user MABDI01 from 172.20.14.66.", "MABDI01", PERSON | ID_LABELS),
    ("   User: 60187342 (KARAKATSANIS, Stella) - Ward", "60187342", ID_LABELS),
    ("SUPERVISOR: SGT. ADEBAYO OKONKWO #4471\n", "4471", ID_LABELS),
    ("OFCS DELGADO, PATEL #4519 AND SGT OKONKWO RESPONDED.", "4519", ID_LABELS),
    ("AGENTS: TREMBLAY #5521 ET NGUYEN #6108.", "6108", ID_LABELS),
])
def test_logins_and_badges(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels


@pytest.mark.parametrize(("text", "value"), [
    ("user ECG12 done", "ECG12"),  # a test's name after "user", too short for a login in capitals
    ("user 2 of 3 logged in", "2"),
    ("Bed #1204, Room #4471 cleaned", "1204"),  # a bed's number, not an officer's badge
    ("Bed #1204, Room #4471 cleaned", "4471"),
    ("heterozygous, OMIM #192500", "192500"),  # a catalogue's entry
])
def test_login_and_badge_look_alikes(text: str, value: str) -> None:
    assert _labels(text).get(value) not in ID_LABELS | PERSON


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Doire an Fhéich, An Cheathrú Rua, Co. Galway  H91 E2K7\nReceiving", "H91 E2K7", "POSTCODE"),
    ("Wilton, Cork  T12 DC4A\nTel: 021 492 2000", "T12 DC4A", "POSTCODE"),
    ("lives in Oranmore, Co. Galway now", "Galway", "COUNTY"),  # the county without the space after "Co."
])
def test_irish_addresses(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_wards_named_first_in_a_log() -> None:
    got = _labels("881219  22:40  Ward Aran               Mortuary\n881252  00:15  Ward Dulas     X-ray\n")
    assert got.get("Ward Aran") == "FACILITY"
    assert got.get("Ward Dulas") == "FACILITY"


@pytest.mark.parametrize("text", [
    "Ward Round at 9", "Ward Managcr\n\n\nBest regards,", "Ward Mnaager", "Ward Sister on duty", "Ward 7 bed 3",
])
def test_ward_look_alikes(text: str) -> None:
    assert "FACILITY" not in _labels(text).values()
