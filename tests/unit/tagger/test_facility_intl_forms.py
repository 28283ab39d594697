"""Facility forms beyond the English "<Name> Hospital": names with non-ASCII capitals, Nordic/Dutch/Turkish
heads after the name ("Akademiska sjukhuset") and before it ("Vårdcentralen Gränby"), research sites, a
saint's name in the possessive, a lower-case hospital after at/to/from, "drives for" as an employer cue; and
what is no facility: state Medicaid programmes (like Medicaid), a device maker's brand before a serial."""

import pytest

from tests.unit.tagger.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Site user = Karin Svensson (SC), Skåne University Hospital, Lund.", "Skåne University Hospital"),
        ("EPIKRIS - Akademiska sjukhuset, Uppsala", "Akademiska sjukhuset"),
        ("Site 7012, Akershus universitetssykehus, Lørenskog", "Akershus universitetssykehus"),
        ("Transferred to Karolinska Universitetssjukhuset, Solna.", "Karolinska Universitetssjukhuset"),
        ("Banded at Ankara Şehir Hastanesi in 2021.", "Ankara Şehir Hastanesi"),
        ("Huisartsenpraktijk De Pijp - Dr. W.J. van der Veen", "Huisartsenpraktijk De Pijp"),
        ("Uppföljning: Vårdcentralen Gränby, dr Oskar Nyström", "Vårdcentralen Gränby"),
        ("Dr Ana Costa, CHU São João, Porto", "CHU São João"),
        ("Ośrodek: Szpital Wojewódzki w Bielsku-Białej", "Szpital Wojewódzki w Bielsku-Białej"),
        ("Yuki Tanabe | Feasibility Lead | Meridian Clinical Research", "Meridian Clinical Research"),
        ("Samples to Leeds Clinical Trials Unit by courier.", "Leeds Clinical Trials Unit"),
        ("going to cath lab 0830 at st. mary's main campus", "st. mary's"),
        ("Referred to Saint Joseph's for a second opinion.", "Saint Joseph's"),
        ("ELECTRONIC DISCHARGE SUMMARY\nSt Mary's\nHospital\n", "St Mary's\nHospital"),
        ("fmla for mom's surgery at el camino hosp on the 19th.", "el camino hosp"),
        ("treated at new michael medical center last year", "new michael medical center"),
        ("She was diagnosed last year at the Mater. I have started metformin.", "Mater"),
        ("Dad at work - drives for UPS.", "UPS"),
        # a name in capitals in a mixed-case note wins over a town or a name inside it; a store number before
        # the pharmacy's street is not a house number
        ("IBADAN UNIVERSITY COLLEGE HOSPITAL, Oritamefa\nReferral letter", "IBADAN UNIVERSITY COLLEGE HOSPITAL"),
        ("Pharmacy: RITE AID #04417, 88 W Grand Ave, Elgin IL 60120", "RITE AID #04417"),
        ("Hospital Alemán de Buenos Aires - Clínica", "Hospital Alemán de Buenos Aires"),
    ],
)
def test_finds(detect, text: str, value: str) -> None:
    assert ("FACILITY", value) in found(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Insurance: AHCCCS / Banner University Family Care", "AHCCCS"),
        ("Needs: MassHealth application (submitted 11/28)", "MassHealth"),
        ("OSA on CPAP (own machine, ResMed S/N 23171448092)", "ResMed"),
        ("Mask: ResMed F20 M.", "ResMed"),
        ("Takes St John's wort daily.", "St John's"),
        ("Parade on St. Patrick's Day.", "St. Patrick's"),
        ("Sent to the hosp by ambulance.", "the hosp"),
        ("admitted to her local hospital overnight", "her local hospital"),
        ("admitted to her local hospital overnight", "local hospital"),
        ("Senior Clinical Research Associate: Dash", "Senior Clinical Research"),
        ("Reviewed by the Director, Clinical Research Office.", "Clinical Research"),
        ("dura mater intact; the pia mater normal", "mater"),
        ("Dad drives for a living.", "a living"),
        # initials inside an identifier are not the facility
        ("Kenyatta National Hospital. MRN: KNH-24-0031877", "KNH"),
    ],
)
def test_ignores(detect, text: str, not_value: str) -> None:
    assert ("FACILITY", not_value) not in found(text, detect(text)), found(text, detect(text))
