"""Probe round 43 (session 43): English records from Spanish- and French-speaking communities and countries
(Latino clinics in the US, Puerto Rico, Mexico and Latin America; Quebec, Haiti, francophone Africa, France and
Belgium); and the look-alikes each rule must leave alone."""

from __future__ import annotations

import pytest

from tests.unit.tagger.conftest import PERSON_LABELS as PERSON
from tests.unit.tagger.conftest import label_by_surface as _labels

ID_LABELS = {"OTHER_ID", "SSN", "MRN", "HEALTH_PLAN_ID", "LICENSE_NUMBER", "ACCOUNT_NUMBER", "NHS_NUMBER",
             "SUBJECT_ID"}


@pytest.mark.parametrize(("text", "value"), [
    ("CURP CAFL760902HNLVNS08, NSS (IMSS) 43927610582, home", "CAFL760902HNLVNS08"),
    ("CURP CAFL760902HNLVNS08, NSS (IMSS) 43927610582, home", "43927610582"),
    ("Cédula profesional 4418275 / Cédula de Especialidad 7720914", "7720914"),
    ("C.C. 1.020.734.518   Born: 3 March 1990", "1.020.734.518"),
    ("Nefróloga\nRegistro Médico 52.884.019", "52.884.019"),
    ("Dr. Castillo Féliz, Internist, Exequátur 112-09", "112-09"),
    ("New MRN assigned: 40018827", "40018827"),
    ("Brenda Ocampo, PharmD   RPH 71934", "71934"),
    ("Clinical record no. (NHC): 2839104\nDNI: 16093728R", "2839104"),
    ("Clinical record no. (NHC): 2839104\nDNI: 16093728R", "16093728R"),
    ("Health card (TSI/CIP): ETZB750318014016", "ETZB750318014016"),
    ("3 years 9 months old, DNI 79120483, born 21.06.2020", "79120483"),
    ("Seguro Integral de Salud (SIS) affiliation: SIS-7912048301", "SIS-7912048301"),
    ("Birth registration no. (RNP): 0801-2018-18833", "0801-2018-18833"),
    ("clinical record (HC) 1-882-407, member of OSDE plan 310", "1-882-407"),
    ("member of OSDE plan 310, credential no. 61 094418 2 01, who is moving", "61 094418 2 01"),
    ("ID on file: cédula venezolana V-19.442.871; Florida DL", "V-19.442.871"),
    ("Permis OIIQ 2104587", "2104587"),
    ("PERMIS CMQ: 1-98452", "1-98452"),
    ("Sami Haddad, pharm. (OPQ 219477)", "219477"),
    ("Médecin généraliste\nINAMI 1-84512-33-004", "1-84512-33-004"),
    ("N° Sécurité sociale: 1 90 09 69 123 456 78", "1 90 09 69 123 456 78"),
    ("NAM (RAMQ): BELJ 6903 2712   EXP: 2027-03", "BELJ 6903 2712"),
    ("humanitarian parole; I-94 88104572311.", "88104572311"),
    ("Account / Cuenta: 408812277", "408812277"),
])
def test_latin_american_and_francophone_ids(text: str, value: str) -> None:
    assert _labels(text).get(value) in ID_LABELS


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Av. Gonzalitos s/n, Col. Mitras Centro\nMonterrey, N.L., C.P. 64460", "Col. Mitras Centro", "CITY"),
    ("Av. Gonzalitos s/n, Col. Mitras Centro\nMonterrey, N.L., C.P. 64460", "64460", "POSTCODE"),
    ("Av. Gonzalitos s/n, Col. Mitras Centro", "Av. Gonzalitos s/n", "STREET_ADDRESS"),
    ("ADDRESS: CALLE VALLE DE ALLENDE 1120, COL. LAS GRANJAS", "COL. LAS GRANJAS", "CITY"),
    ("lives in Tijuana (Col. Libertad, right by the border)", "Col. Libertad", "CITY"),
    ("Domicilio permanente / Permanent: Aldea Ixtiapoc, Soloma", "Aldea Ixtiapoc", "CITY"),
    ("Dirección / Address: Urb. Los Caobos, Calle Acerola 1024", "Urb. Los Caobos", "CITY"),
    ("from Kinshasa (commune de Lemba) arrived JFK", "commune de Lemba", "CITY"),
    ("home address Calle Pino Suárez 812 Ote., Col. Centro", "Calle Pino Suárez 812 Ote.", "STREET_ADDRESS"),
    ("Carrera 7 No. 117-15, Bogotá D.C.", "Carrera 7 No. 117-15", "STREET_ADDRESS"),
    ("Avda. de Córdoba s/n, 28041 Madrid", "Avda. de Córdoba s/n", "STREET_ADDRESS"),
    ("Lives in Caraquet, 212 boul. St-Pierre Ouest, E1W 1B4.", "212 boul. St-Pierre Ouest", "STREET_ADDRESS"),
    ("      5510 ch. de la Côte-des-Neiges, Montréal H3T 1Y9", "5510 ch. de la Côte-des-Neiges", "STREET_ADDRESS"),
    ("Domicile: 7420, rue Saint-Hubert, app. 3\nMontréal QC H2R 2N4", "7420, rue Saint-Hubert, app. 3",
     "STREET_ADDRESS"),
    ("L'ESTRIE\n2110 RUE KING OUEST, BUREAU 204\nSHERBROOKE QC J1J 2E8", "2110 RUE KING OUEST, BUREAU 204",
     "STREET_ADDRESS"),
    ("Lives at 2204 Singleton Blvd, #B, Dallas, TX 75212 with", "2204 Singleton Blvd, #B", "STREET_ADDRESS"),
    ("7. Address: 36531 Lassen Ave, Space 22, Huron, CA 93234", "36531 Lassen Ave, Space 22", "STREET_ADDRESS"),
    ("we live now at 4470 Refugee Rd Apt B, Columbus OH 43232.", "4470 Refugee Rd Apt B", "STREET_ADDRESS"),
    ("at home (1420 Grand Concourse, Apt 5F, Bronx NY 10456)", "1420 Grand Concourse, Apt 5F", "STREET_ADDRESS"),
    ("Pt is from San Miguel, El Salvador, arrived in the US in 2019.", "San Miguel", "CITY"),
    ("born and raised in San Pedro Sula, Honduras, in the Colonia", "San Pedro Sula", "CITY"),
    ("who is moving to Austin, Texas, for work", "Austin", "CITY"),
])
def test_addresses_and_towns(text: str, value: str, label: str) -> None:
    # (a neighbourhood is read with its kind, "Colonia" and "Aldea" being surnames too)
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value"), [
    ("Referred to Clínica Monseñor Óscar A. Romero - Boyle Heights site", "Clínica Monseñor Óscar A. Romero"),
    ("2 SVD at Hospital Nacional San Juan de Dios de San Miguel (2017)",
     "Hospital Nacional San Juan de Dios de San Miguel"),
    ("Fundación Santa Fe de Bogotá\nCarrera 7", "Fundación Santa Fe de Bogotá"),
    ("shunt at Instituto Nacional de Salud del Niño San Borja. Current", "Instituto Nacional de Salud del Niño San Borja"),
    ("Pediatra Dra. Ivelisse Rosado, Centro Pediátrico del Sur\n", "Centro Pediátrico del Sur"),
    ("Dr Nathalie Ouellet, GMF des Quatre-Saisons, fax", "GMF des Quatre-Saisons"),
    ("CHSLD Jean-De La Lande — unit 3 Est", "CHSLD Jean-De La Lande"),
    ("resides at Résidence Les Jardins du Couvent in Saint-Léonard", "Résidence Les Jardins du Couvent"),
    ("FROM: Pharmacie Jean Coutu #118       TEL", "Pharmacie Jean Coutu #118"),
    ("(MRI Cliniques universitaires Saint-Luc), on", "Cliniques universitaires Saint-Luc"),
    ("Clinic: Centre Médical International d'Abidjan, Cocody", "Centre Médical International d'Abidjan"),
    ("HOSPITAL MENONITA DE CAGUAS\nDISCHARGE SUMMARY", "HOSPITAL MENONITA DE CAGUAS"),
    ("CLÍNICA RICARDO PALMA\nAv. Javier Prado Este 1066", "CLÍNICA RICARDO PALMA"),
    ("Hospital General de la Plaza de la Salud\nSanto Domingo", "Hospital General de la Plaza de la Salud"),
    ("From: Farmacia Nueva Esperanza\n      4821 Whittier Blvd", "Farmacia Nueva Esperanza"),
    ("CLSC Saint-Michel - SOINS À DOMICILE", "CLSC Saint-Michel"),
])
def test_spanish_and_french_facilities(text: str, value: str) -> None:
    assert _labels(text).get(value) == "FACILITY"


@pytest.mark.parametrize(("text", "word"), [
    # a country after a town is no name; a place's field holds no name
    ("from San Miguel, El Salvador, arrived", "Salvador"),
    ("Lima, Peru", "Peru"),
    ("Place of birth: San Pedro Soloma, Huehuetenango, Guatemala", "Guatemala"),
    ("Place of birth: San Pedro Soloma, Huehuetenango, Guatemala", "San Pedro Soloma"),
    ("raised in San Pedro Sula, Honduras, in the Colonia", "Honduras"),
    # the kind of a street or neighbourhood is no name
    ("Domicilio permanente / Permanent: Aldea Ixtiapoc, Soloma", "Aldea"),
    # a Spanish word of a bilingual form; a rectal examination
    ("Fecha / Date: 10/17/2024", "Fecha"),
    ("DRE: 12 mm, prostate smooth", "DRE"),
])
def test_not_a_name(text: str, word: str) -> None:
    assert _labels(text).get(word) not in PERSON


@pytest.mark.parametrize(("text", "word"), [
    ("raised in San Pedro Sula, Honduras, in the Colonia Rivera Hernández.", "Colonia"),
    ("Domicilio permanente / Permanent: Aldea Ixtiapoc, Soloma", "Aldea"),
    ("the Registro Médico 52.884.019", "Registro"),
])
def test_a_neighbourhoods_kind_or_a_registers_word_is_no_town(text: str, word: str) -> None:
    assert _labels(text).get(word) != "CITY"


def test_a_colonels_name_stays_a_name() -> None:
    assert _labels("Col. Sanders reviewed the soldier").get("Sanders") in PERSON  # (no comma or bracket before it)


@pytest.mark.parametrize(("text", "name"), [
    ("Drs Ruiz, Campos, Flores reviewed", "Flores"),
    ("Seen with Rosa Paz and Blanco.", "Rosa Paz"),
    ("Pt: Austin, Texas", "Austin, Texas"),  # a labelled patient keeps the name reading
])
def test_spanish_names_that_are_words_stay_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


# the review's look-alikes: English clinical text the round's rules must leave as it was
@pytest.mark.parametrize(("text", "value", "label"), [
    ("NSS 1000 mL bolus given at 1400.", "1000", None),  # normal saline, not the Mexican NSS
    ("Drew 5 c.c. 12345 sample.", "12345", None),  # a volume in c.c.
    ("DNR/DNI 20230115 signed.", "20230115", "DATE"),  # do not intubate, and a date
    ("Hx C.P. 12345 see note.", "12345", None),  # chest pain
    ("Medication given 2 Route Oral.", "2 Route Oral", None),
    ("INSTRUCTIONS: 1 PLACE ICE PACK ON KNEE.", "1 PLACE ICE PACK ON", None),
    ("Via Port Catheter S/N 12345 placed.", "Via Port Catheter S/N", None),  # a serial number, not "sin número"
    ("HOSPITAL GENERAL WARD ADMISSION", "HOSPITAL GENERAL WARD ADMISSION", None),
    ("PT TO CLSC FOLLOW UP.", "CLSC FOLLOW UP", None),
    ("GMF Dr. Smith's clinic", "GMF Dr", None),
    ("Jennifer at CLSC Will call", "CLSC Will", None),
])
def test_english_look_alikes(text: str, value: str, label: str | None) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "name"), [
    ("DRE Benign. PSA 4.2.", "Benign"),  # a digital rectal examination, not the French title "Dre"
    ("DRE Deferred per patient request.", "Deferred"),
])
def test_a_rectal_examination_is_no_title(text: str, name: str) -> None:
    assert _labels(text).get(name) is None


@pytest.mark.parametrize(("text", "name"), [
    ("Retired Army officer, Col. Peter Walsh, presents", "Peter Walsh"),  # "Col." with no address before it
    ("Consult (Col. Mark Reyes) notes reviewed.", "Mark Reyes"),
    ("Smith, Jordan MRN 12345", "Smith, Jordan"),  # a surname and a given name that is also a country
    ("Tyler, Virginia", "Tyler, Virginia"),
    ("Team: Tyler, Chad; Jackson, Jordan.", "Jackson, Jordan"),
    ("Nurse Av Cohen administered meds.", "Av Cohen"),
])
def test_names_that_look_like_places_stay_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


@pytest.mark.parametrize(("text", "town"), [
    ("Pilgrimage to Lourdes, France.", "Lourdes"),
    ("Mercedes, Texas resident.", "Mercedes"),
    ("Dolores, Colorado resident.", "Dolores"),
    ("Luz, Jalisco", "Luz"),
])
def test_a_town_before_its_state_or_country_is_found(text: str, town: str) -> None:
    labels = _labels(text)
    assert any(town in surface and label in {"CITY", *PERSON} for surface, label in labels.items())


@pytest.mark.parametrize(("text", "value", "label"), [
    ("amox-clav 875 mg BID x 7 days (until 26 fév.), metformin", "26 fév.", "DATE"),
    ("Next visit le 3 avr. 2024 at 10h", "3 avr. 2024", "DATE"),
    ("Specimen ID .......: 23-LY-0887712", "23-LY-0887712", "OTHER_ID"),  # a dot leader and a colon
    ("transfer from Hôpital régional Chaleur to your service", "Hôpital régional Chaleur", "FACILITY"),
    ("Cabinet Médical du Parc\n14 avenue Louise", "Cabinet Médical du Parc", "FACILITY"),
    ("Laboratoire Biomnis - transferred result", "Laboratoire Biomnis", "FACILITY"),
    ("LABORATORIO CLÍNICO TOLEDO - SUCURSAL COROZAL", "LABORATORIO CLÍNICO TOLEDO", "FACILITY"),
])
def test_french_dates_dot_leaders_and_laboratories(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


_HANDOFF = ("handoff 1900 12/2 tele - maggie to brenda r\n\nrm 14 jose angel quintanilla 58m mrn 3318407\n"
            "spanish only - using ipad interp\nbed 3 iv fluids 20m\nrm 9 chest pain 45m ago\n")


def test_a_census_line_of_a_lower_case_handoff() -> None:
    labels = _labels(_HANDOFF)
    assert labels.get("jose angel quintanilla") in PERSON
    assert not any(label in PERSON for surface, label in labels.items() if surface in ("iv fluids", "chest pain"))


# the second review's look-alikes
@pytest.mark.parametrize(("text", "value", "label"), [
    ("Affiliation 2019 to present.", "2019", None),  # a year is no member's number
    ("Given 2 Avenue Health pamphlets.", "2 Avenue Health", None),  # "Avenue" before no particle
    ("She lives at 300 allée des Bouleaux. Her son visits.", "300 allée des Bouleaux", "STREET_ADDRESS"),
    ("5510 Chemin de la Côte-des-Neiges", "5510 Chemin de la Côte-des-Neiges", "STREET_ADDRESS"),
    ("Hx, C.P. 12345 unchanged.", "12345", None),
    ("CD. JUAREZ, CHIH. C.P. 32460", "32460", "POSTCODE"),
    ("Av. 3 No 4-5 ml drip.", "Av. 3 No 4-5", None),
    ("Colonia Pest Control bill.", "Pest Control", None),
    ("Bo. Diddley music fan.", "Diddley", None),
    ("HOSPITAL SAN JOSE ADMISSION NOTE", "HOSPITAL SAN JOSE", "FACILITY"),
    ("INSTITUTO NACIONAL DE PEDIATRIA FOLLOW UP", "INSTITUTO NACIONAL DE PEDIATRIA", "FACILITY"),
    ("Picked up meds at Pharmacie Jean Coutu Tuesday.", "Pharmacie Jean Coutu", "FACILITY"),
    ("CLSC Nurse Visit", "CLSC Nurse", None),
    ("GMF NOTIFIED OF DISCHARGE.", "GMF NOTIFIED OF DISCHARGE", None),
    ("Pediatra Dra. Ivelisse Rosado, Centro Pediátrico del Sur\n", "Centro Pediátrico del Sur", "FACILITY"),
])
def test_second_review_look_alikes(text: str, value: str, label: str | None) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "name"), [
    ("Nurse Carrera Brown gave meds.", "Carrera Brown"),  # kinds of a street or neighbourhood that are surnames
    ("Carrera, Maria DOB 3/4/1955", "Carrera, Maria"),
])
def test_surnames_that_are_kinds_of_places_stay_names(text: str, name: str) -> None:
    assert _labels(text).get(name) in PERSON


# the third review's look-alikes
@pytest.mark.parametrize(("text", "value", "label"), [
    ("rm 1 chest pain 55m\nrm 2 juan perez 70m\nrm 3 fall 80f\nrm 5 ha 28f\n", "fall", None),
    ("rm 1 chest pain 55m\nrm 2 juan perez 70m\nrm 3 fall 80f\nrm 5 ha 28f\n", "ha", None),
    ("Résidence Permanente status", "Résidence Permanente", None),
    ("rph 2019", "2019", None),
    ("Port-au-Prince, Haïti\n\nTRANSFER SUMMARY", "Haïti", None),
    ("TRANSFERRED FROM HOSPITAL SAN JOSE TO HOSPITAL SANTA ROSA FOR DIALYSIS", "HOSPITAL SAN JOSE", "FACILITY"),
    ("TRANSFERRED FROM HOSPITAL SAN JOSE TO HOSPITAL SANTA ROSA FOR DIALYSIS", "HOSPITAL SANTA ROSA", "FACILITY"),
    ("CLINICA SANTA MARIA DISCHARGE NOTE", "CLINICA SANTA MARIA", "FACILITY"),
])
def test_third_review_look_alikes(text: str, value: str, label: str | None) -> None:
    assert _labels(text).get(value) == label


def test_a_line_of_head_first_names_in_capitals_is_not_one_span() -> None:
    from airlock.tagger.detection import detect

    text = "HOSPITAL SAN JOSE ADMISSION NOTE " * 40
    spans = [s for s in detect(text) if s.label == "FACILITY"]
    assert len(spans) == 40 and all(text[s.start : s.end] == "HOSPITAL SAN JOSE" for s in spans)


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Lives w/ husband Chuy (Jesús), 3 kids", "Jesús", "RELATIVE_NAME"),
    ("lives w wife chayo (rosario) in pharr", "rosario", "RELATIVE_NAME"),
    ('son "papo" (eusebio jr) lives in yauco', "eusebio jr", "RELATIVE_NAME"),
    # not a relation, a role or a word in brackets
    ("Family: Lucie Lévesque (fille), Marc (fils) by phone", "fils", None),
    ("Seen with Maria Lopez (Mom) and Dr. Smith (Cardiology)", "Mom", None),
    ("Seen with Maria Lopez (Mom) and Dr. Smith (Cardiology)", "Cardiology", None),
    ("Seen with Jane Smith (aide) today.", "aide", None),
])
def test_the_given_name_a_nickname_stands_for(text: str, value: str, label: str | None) -> None:
    assert _labels(text).get(value) == label
