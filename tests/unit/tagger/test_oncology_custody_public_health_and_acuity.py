"""Probe round 23 (session 26): cancer care, custody and displaced-population health, public health and
high-acuity text. What is now found (quoted nicknames, ages in a line list or after a relation, a jail's and a
clinic's numbers, staff by their new role words, prisons and numbered courts) and the look-alikes left alone
(tumour markers, Allred scores, node counts, proportions, pressure support, year ranges, countries on a route)."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import detected_values as _values
from tests.unit.tagger.conftest import detected_with_label as _with_label


# -- what is now found ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "nick"), [
    ('Patient: ZAMORA-BLEVINS, KRISTOPHER "KRIS"   DOB 02/08/1997', "KRIS"),
    ('Partner 1: "SHAY" LNU, F, ~25, meets OP at the bowling alley', "SHAY"),
    ('P1 "RJ" - regular partner since about mid-January', "RJ"),
    ('P2 "T.K." - casual, met via app', "T.K."),
    ('approached at night by a man he calls "Sully".', "Sully"),
    ('pt: "tink" / real name Christina Wozniak-Reyes, known to us', "tink"),
])
def test_a_quoted_nickname_after_a_name_or_a_partner_label_is_found(text: str, nick: str) -> None:
    assert nick in _with_label(text, PERSON)


@pytest.mark.parametrize("text", [
    'asked about "Just in Case" meds at the visit',
    'Patient: "Yes" when asked about pain',
    'Partner 2: "unknown" per patient',
])
def test_a_quoted_word_is_no_nickname(text: str) -> None:
    assert not _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "age"), [
    ("No | Name              | Age/Sex | Room\n1  | Edna Cartwright   | 94 F    | 3", "94"),
    ("Name                  Age  Sex  Onset\nMarchetti, Aurelio     91   M    06/15", "91"),
    ("4. Mrs Kulsum Bibi, mother-in-law, 92. Bed-bound.", "92"),
    ("Mother ovarian cancer dx 57; maternal grandmother alive at 93, breast cancer at 70.", "93"),
])
def test_an_age_over_89_in_a_line_list_or_after_a_relation_is_found(text: str, age: str) -> None:
    assert age in _with_label(text, {"AGE_OVER_89"})


def test_an_address_after_living_at_is_no_age() -> None:
    assert not _with_label("living at 95 Elm Street since 2019", {"AGE_OVER_89"})


@pytest.mark.parametrize(("text", "values"), [
    ("Stool accessions CO25-011872, CO25-011877.", {"CO25-011872", "CO25-011877"}),
    ("Source: Harris County Jail (SPN 02948316), in custody", {"02948316"}),
    ("Royal Hallamshire Hospital     GUM no: SH25-40718 (clinic number)", {"SH25-40718"}),
])
def test_a_jail_clinic_or_accession_list_number_is_found(text: str, values: set[str]) -> None:
    assert values <= _values(text)


@pytest.mark.parametrize(("text", "name"), [
    ("ABSTRACTOR: K. VANDERHOEK, CTR   DATE ABSTRACTED: 10/21/2025", "K. VANDERHOEK"),
    ("Fit tester: Bronwen Achterhof (Fit2Fit accredited).", "Bronwen Achterhof"),
    ("Image intensifier booked (radiographer: Aled). Implants on shelf.", "Aled"),
    ("GIVING RN: R. DEVEREAUX    RECEIVING RN: T. KOWALCZYK-ABARA", "R. DEVEREAUX"),
    ("SSI application started with SOAR worker Lenore Yazzie-Whitman.", "Lenore Yazzie-Whitman"),
])
def test_staff_after_their_role_are_found(text: str, name: str) -> None:
    assert name in _with_label(text, PERSON)


@pytest.mark.parametrize(("text", "value"), [
    ("He is due in the 351st District Court Tue 11/18/2025.", "351st District Court"),
    ("Mother incarcerated at Ohio Reformatory for Women.", "Ohio Reformatory for Women"),
    ("FACILITY: STATEVILLE CORRECTIONAL CENTER   HCU CLINIC RM 2   DATE: 10/07/2025",
     "STATEVILLE CORRECTIONAL CENTER"),
    ("TRANSFERRED FROM: NRC (NORTHERN RECEPTION CENTER) 09/24/2025", "NORTHERN RECEPTION CENTER"),
])
def test_a_prison_or_a_numbered_court_is_found(text: str, value: str) -> None:
    assert value in _with_label(text, {"FACILITY"})


@pytest.mark.parametrize("text", [
    "FACILITY: STATEVILLE CORRECTIONAL CENTER   HCU CLINIC RM 2   DATE: 10/07/2025",
    "TRANSFERRED FROM: NRC 09/24/2025\nNEXT CLINIC 90 DAYS.",
    "TROOP MEDICAL CLINIC - SICK CALL (SOAP)",
])
def test_a_clinic_named_by_a_common_word_is_no_facility(text: str) -> None:
    found = _with_label(text, {"FACILITY"})
    assert not {"HCU CLINIC", "NEXT CLINIC", "TROOP MEDICAL CLINIC"} & found


# -- look-alikes left alone -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "in 8/12 cores, initial PSA 38.6, on ADT with leuprolide",
    "Diagnosis: DLBCL, GCB type, Ann Arbor stage IIIA, IPI 2.",
    "aSAH from ACOM aneurysm, Hunt-Hess 4, modified Fisher 3, WFNS 4.",
    "TCDs today: L MCA mean 168 cm/s, Lindegaard ratio 4.1 (moderate vasospasm)",
    "crossed by boat to Italy, then France; arrived by small boat at Dover 09/09/2025.",
    "Origin: DR Congo (South Kivu). Lived in Nyarugusu camp.",
    "Pt: 24 y, MSM. Declines GP letter.",
    "GI/GU: OGT, Vital AF 1.2 at 40 mL/h (goal 55).",
    "Mosquitoes: dengue, Oropouche and Zika risk; DEET 30%.",
    "14:27 Rhythm check: VF. Shock 200 J biphasic.",
    "MUA + K-wires distal radius",
])
def test_markers_scales_countries_and_charting_words_are_no_names(text: str) -> None:
    assert not _with_label(text, PERSON)


def test_a_title_before_an_eponym_still_makes_a_name() -> None:
    assert {"Fisher"} <= _with_label("Mrs Fisher was seen in clinic today.", PERSON)


@pytest.mark.parametrize("text", [
    "On buprenorphine-naloxone 8/2 mg BID from the clinic",
    "grade 2, pT2 (24 mm) pN1a (2/14) M0, ER 8/8, PR 6/8, HER2 negative",
    "Residents' attack rate 4/31 (13%); staff 2/40.",
    "ATTACK RATE EAST 6/38 = 16%; WEST 0/41.",
    "Vent: PSV 10/5, FiO2 0.3, RASS -1",
])
def test_strengths_scores_node_counts_and_proportions_are_no_dates(text: str) -> None:
    assert not _with_label(text, {"DATE"})


@pytest.mark.parametrize(("text", "value"), [
    ("seen on 3/4; ER 8/8, PR 6/8", "3/4"),
    ("ID: blood cx 4/2 neg. ROP screen 4/16 with Dr. Oyelaran", "4/2"),
    ("sent in from lahey burlington er fri 2/7 for ?chf exac.", "fri 2/7"),
])
def test_a_date_beside_them_is_still_found(text: str, value: str) -> None:
    assert value in _with_label(text, {"DATE"})


@pytest.mark.parametrize("text", ["Service number: 25184402 (Army, 2001-2013)", "call 2001-2013 ok"])
def test_a_range_of_years_is_no_phone_number(text: str) -> None:
    assert not _with_label(text, {"PHONE", "FAX"})


@pytest.mark.parametrize("text", ["IGRA NEG 03/2025. HIV NEG.", "MILRINONE 0.25 MCG/KG/MIN, NITRO OFF 1700."])
def test_a_test_or_a_drip_in_capitals_is_no_town(text: str) -> None:
    assert not _with_label(text, {"CITY"})
