"""Probe round 44 (session 44): English records from Australia, New Zealand and the Pacific (Aboriginal and Torres
Strait Islander, Maori and Pacific patients), and from aged care, home care and hospice in the US, UK, Ireland and
Canada; and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "LICENSE_NUMBER", "ACCOUNT_NUMBER", "NHS_NUMBER",
             "SUBJECT_ID", "VEHICLE_ID"}


@pytest.mark.parametrize(("text", "value"), [
    ("NHI         : FQJ0387\nDOB         : 27/09/1966", "FQJ0387"),
    ("Medicare:     4664 87151 3, position 1\nEmergency:", "4664 87151 3, position 1"),
    ("Her Medicare no. is 6655 15499 2 if the ward asks", "6655 15499 2"),
    ("Medicare: 5982 37754 5 (3)\nAdmitted: 21/01/2024", "5982 37754 5 (3)"),
    ("Medicare 2420 30995 5 IRN 4   PBS Safety Net card 8841 0273", "2420 30995 5 IRN 4"),
    ("Medicare 2420 30995 5 IRN 4   PBS Safety Net card 8841 0273", "8841 0273"),
    ("Pension: Age Pension (CRN 207 511 894J)\nLanguage: Greek", "207 511 894J"),
    ("IRN 1   Pensioner Concession Card 308 274 519K\nIdentifies", "308 274 519K"),
    ("MBBS FRACGP\nProvider 0564026J\n", "0564026J"),
    ("Aircraft: VH-FVQ (PC-12)        Priority: 2", "VH-FVQ"),
    ("charges: stealing MV (rego 1HGT 442), reckless driving", "1HGT 442"),
])
def test_australian_and_new_zealand_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "label"), [
    # a four-digit postcode after the town of a street line, a year's shape too
    ("Address: Unit 4/22 Pitt St, Waterloo 2017   Mob 0412 556 093", "2017", "POSTCODE"),
    ("Address: 17 Othello Drive, Ōtara, Auckland 2023\nNOK: son", "2023", "POSTCODE"),
    ("19 Gumtree Ct, Condon 4815     ph 0407 118 543", "4815", "POSTCODE"),
    ("Address   23 Anne St, Broome 6725; also stays", "6725", "POSTCODE"),
    # an indented block's next line, a rural delivery
    ("    1287 Oruaiti Road, RD 2\n    Kaeo 0479\n    Home (landline) 09 405 0211", "1287 Oruaiti Road, RD 2",
     "STREET_ADDRESS"),
    ("    1287 Oruaiti Road, RD 2\n    Kaeo 0479\n    Home (landline) 09 405 0211", "Kaeo", "CITY"),
    ("    1287 Oruaiti Road, RD 2\n    Kaeo 0479\n    Home (landline) 09 405 0211", "0479", "POSTCODE"),
    # a lot or a level before the street, a house lot alone
    ("Currently staying with cousin on TI: Lot 9, Hargrave St\nPhone", "Lot 9, Hargrave St", "STREET_ADDRESS"),
    ("Level 1, 300 Church Street, Onehunga, Auckland 1061", "Level 1, 300 Church Street", "STREET_ADDRESS"),
    ("14 people in house at Lot 442, aircon broke.", "Lot 442", "STREET_ADDRESS"),
    ("Contacts: wife +64 27 550 1943; home (09) 636 2210", "(09) 636 2210", "PHONE"),
])
def test_addresses_and_phones(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    ("Pika Wiya Health Service\nLeigh Street", "Pika Wiya Health Service"),
    ("Tongan Health Society - Diabetes Nurse Review", "Tongan Health Society"),
    ("Bankstown-Lidcombe Hospital  |  South Western Sydney Local Health District\n",
     "South Western Sydney Local Health District"),
    ("Escort needs accom - referred to Topsy Smith Hostel? no bed", "Topsy Smith Hostel"),
    ("Facility: Villa Rosa Aged Care, 21-25 Garfield Street", "Villa Rosa Aged Care"),
    ("Family have chosen Lychgate Funerals (04 566 0033), briefed.", "Lychgate Funerals"),
    ("Food parcel obtained via Hove Foodbank. Daughter", "Hove Foodbank"),
    ("Jan 14, 8:05 PM  Maple Grove Lodge (Precious RPN):", "Maple Grove Lodge"),
    ("Giuseppina BIANCO     Room 14, Gelsomino Wing (memory support)", "Gelsomino Wing"),
    ("DAILY CARE RECORD - Bluebell Wing, Rm 14", "Bluebell Wing"),
    ("Bridget O'Sullivan    Rm 9, St Brendan's Unit\nDOB", "St Brendan's Unit"),
    ("webster pack from Chemist Warehouse Broome? -> he prefers", "Chemist Warehouse"),
    ("Daughter Kath EPOA. From Bupa Edge Hill\n", "Bupa"),
    ("ROYAL FLYING DOCTOR SERVICE - CENTRAL OPERATIONS", "ROYAL FLYING DOCTOR SERVICE"),
    ("Te Whatu Ora - Counties Manukau | Middlemore Hospital", "Te Whatu Ora"),
    # a person's role before "of" is no part of the place's name
    ("Resident of Villa Rosa Aged Care since 2019.", "Villa Rosa Aged Care"),
    ("Patient of Greenfield Medical Centre since 2019.", "Greenfield Medical Centre"),
])
def test_places_of_care(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "value"), [
    # a Maori name with its macrons, as the name lists hold it without them
    ("Seen with Hōhepa Rāwiri today.", "Hōhepa Rāwiri"),
    # skin names as given names and surnames
    ("4. Jungarrayi Brown (young fella, DOB 02/03/2006)", "Jungarrayi Brown"),
    ("(passing of Kumanjayi Jampijinpa, 4/10, elder)", "Kumanjayi Jampijinpa"),
    # a form's given-name fields after its surname field
    ("PATIENT LAST NAME: HOLLOWAY      FIRST: BEATRICE      MIDDLE: JUNE\nDATE OF BIRTH", "BEATRICE"),
    ("PATIENT LAST NAME: HOLLOWAY      FIRST: BEATRICE      MIDDLE: JUNE\nDATE OF BIRTH", "JUNE"),
    # the next field's "Middle name:" ends the given name
    ("Last name: Tuilagi  First: Sione  Middle name: Ioane", "Sione"),
    # a resident listed surname first in capitals, alone in a table's cell after the room
    ("RM | RESIDENT | CODE\n207 | MUNROE, CHARLES          | DNI  | FELL", "MUNROE, CHARLES"),
])
def test_names(text: str, value: str) -> None:
    assert _labels(text).get(value) in PERSON


def test_bounded_look_backs_still_reach() -> None:
    # both look-backs are bounded (a long line of fields or of spaces was quadratic); what they find stays found:
    # a surname field far along the line, a signer's initials after more spaces than the bound
    assert _labels("LAST NAME: HOLLOWAY" + " " * 150 + "FIRST: BEATRICE\n").get("BEATRICE") in PERSON
    assert _labels("Seen by Dr John Smith today.\nplan as above" + " " * 60 + "JS\n").get("JS") in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("Agnes McCullough (91)        | 322 118 4405  | Y", "91"),
    ("201B| DIMARCO, ROSE (102!)   | DNR  | REFUSED 2200 MEDS", "102"),
    ("Né(e) le: 1929-06-03     Âge: 95 ans", "95"),
])
def test_ages_over_89(text: str, value: str) -> None:
    assert _labels(text).get(value) == "AGE_OVER_89"


@pytest.mark.parametrize(("text", "value"), [
    ("Mon 26.02.24 - day 10 check.", "Mon 26.02.24"),
    ("Date: Thurs 16.01.25      Staff on", "Thurs 16.01.25"),
    ("12 fév 2025 02h30  Inf. Josée Lafleur", "12 fév 2025"),
    ("Date: Sul 2 Mawrth 2025 (Sun 2nd March)", "2 Mawrth 2025"),
])
def test_dates(text: str, value: str) -> None:
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize(("text", "word"), [
    ("Plan  First: Metformin  Second: insulin", "Metformin"),  # a step, not a form's given-name field
    ("Ngā mihi,\nMereana", "Ngā"),  # a Maori sign-off ("Nga" is a Vietnamese given name)
    ("TEST | RESULT\nURINE | BLOOD, FRANK        | POS", "BLOOD, FRANK"),  # no room before the cell
])
def test_not_a_name(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize(("text", "value"), [
    ("Vaccine given, lot 442, site L deltoid", "442"),  # a vaccine's lot
    ("Jan 14, 8:05 PM  Maple Grove Lodge", "05 PM  Maple Grove Lodge"),  # a clock time's minutes, no house number
    ("Mon 1/2 tab, Tue 1 tab", "Mon 1/2"),  # a warfarin schedule
])
def test_look_alikes_left_alone(text: str, value: str) -> None:
    labels = _labels(text)
    assert labels.get(value) is None and labels.get("lot 442") is None


@pytest.mark.parametrize(("text", "value"), [
    ("moved to Room 4, Side Unit today", "Side Unit"),
    ("Room 3, Intensive Care Unit", "Intensive Care Unit"),
    ("Room 5, East Wing", "East Wing"),
])
def test_a_plain_wing_or_unit_is_no_place(text: str, value: str) -> None:
    assert _labels(text).get(value) != "FACILITY"


# the review's look-alikes (each was tagged by a first version of the round's rules)
@pytest.mark.parametrize(("text", "value"), [
    ("Kūmara and pāua tolerated; no dysphagia.", "Kūmara"),  # a Maori word, though "Kumara" is a Sinhalese name
    ("Pēpi feeding well, weight up 30 g/day.", "Pēpi"),
    ("BG on AccuChek (104) pre-lunch.", "104"),  # a meter's reading, no age
    ("10 medi wipes used for skin prep.", "10 medi"),  # no Welsh month
    ("Each Local Health District runs its own assessment team.", "Each Local Health District"),
    ("Needs Residential Aged Care placement.", "Residential Aged Care"),
    ("Lived in a Youth Hostel while backpacking in 2019.", "Youth Hostel"),
    ("Prepaid Funerals plan in place per daughter.", "Prepaid Funerals"),
    ("Uses the Community Food Bank weekly.", "Community Food Bank"),
    ("Indian Health Service eligibility confirmed.", "Indian Health Service"),
    ("Room 10, Coach House", "Coach House"),
    ("Room 4 (Dining hall)", "Dining hall"),
    ("Lived at 4 Rose St, Ballarat 2010 until 2015.", "2010"),  # a year after the address, no postcode
    ("Ambulance arrived 14 Ross St, Nelson 0915 and left 0940.", "0915"),
    ("Fluad Quad given L deltoid (Lot 4421).", "Lot 4421"),  # a vaccine's batch
    ("Parked at Lot 3 near the ED entrance.", "Lot 3"),
    ("Items (04) 120 1500 mg dispensed.", "(04) 120 1500"),
    ("Car rego due 14/05, reminded.", "due"),  # (the date after it is a date)
    ("CAR REGO DUE 14/05", "DUE"),
    ("Per provider 100000IU vitamin D stat.", "100000IU"),
    ("s/p VH-BSO 2010 for prolapse", "VH-BSO"),  # a vaginal hysterectomy, no aircraft
    ("BED | NOTE\n4   | FLUIDS, MAX             | 1.5L |", "FLUIDS, MAX"),
    ("| 1 | INSULIN, Glargine          | 20 units nocte |", "INSULIN, Glargine"),
    ("Surname: unknown   First: Ventolin given", "Ventolin"),
    # the second review's
    ("MEDS | DOSE\n207 | LACTULOSE, SYRUP          | 15 ML BD |", "LACTULOSE, SYRUP"),
    ("Level 1 evidence supports this approach.", "Level 1 evidence"),
    ("McDonalds (98) visits.", "98"),
    ("MacBook (101) battery low.", "101"),
    ("SODIUM, POTASSIUM (102!) flagged.", "102"),
    ("(04) 100-2000 range.", "(04) 100-2000"),
])
def test_review_look_alikes(text: str, value: str) -> None:
    from airlock.core.categories import SAFE_HARBOR_LABELS
    from airlock.tagger.detection import detect

    a = text.index(value)
    b = a + len(value)
    hits = [(text[s.start : s.end], s.label) for s in detect(text)
            if s.start < b and a < s.end and s.label in SAFE_HARBOR_LABELS]
    assert not hits, hits


@pytest.mark.parametrize(("text", "value", "labels"), [
    ("14 Cook St, Cairns 4870, ph 07 4051 0000", "4870", {"POSTCODE"}),
    ("Referred to Western NSW Local Health District mental health.", "Western NSW Local Health District", {"FACILITY"}),
    ("Room 7, Wattle House", "Wattle House", {"FACILITY"}),
    ("aircraft reg VH-FVQ", "VH-FVQ", {"VEHICLE_ID"}),
])
def test_review_true_identifiers(text: str, value: str, labels: set[str]) -> None:
    assert _labels(text).get(value) in labels
