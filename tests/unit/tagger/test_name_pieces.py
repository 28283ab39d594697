"""One name found as pieces is one span: wrapped over a line, "Surname, Given" found apart, a particle left in
front, an initial wrapped onto the next line; and names with look-alike digits from OCR or typing slips."""

import pytest

from airlock.tagger.recognizers.names import NameRecognizer, _ocr_letters
from tests.unit.tagger.conftest import run_recognizer

REC = NameRecognizer()


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        # a name wrapped over a line under a sign-off, mixed case and ALL CAPS
        ("Kind regards,\nGrace\nAdeyemi\nMedical Writer, Hansen Memorial Hospital", "CLINICIAN_NAME",
         "Grace\nAdeyemi"),
        ("KIND REGARDS,\nGRACE\nADEYEMI\nMEDICAL WRITER, HANSEN MEMORIAL HOSPITAL", "CLINICIAN_NAME",
         "GRACE\nADEYEMI"),
        # "Surname, Given" after a relation, the given name hyphenated
        ("Her wife Chaudhry, Seo-yeon was updated by telephone on 0161 555 0101.", "RELATIVE_NAME",
         "Chaudhry, Seo-yeon"),
        # a particle in front of the surname, lower case and in capitals
        ("Her daughter, da Costa, Nicolas, reported the event to the site.", "RELATIVE_NAME", "da Costa, Nicolas"),
        ("Site staff present: DA COSTA, Juan (study coordinator)", "CLINICIAN_NAME", "DA COSTA, Juan"),
        # an initial wrapped onto the next line, after or before the surname
        ("Yours sincerely,\n\nDr. Nguyen\nS\nSpecialty Registrar", "CLINICIAN_NAME", "Nguyen\nS"),
        ("Mr Jaiyeola was admitted under G \nYao with acute pancreatitis.", "CLINICIAN_NAME", "G \nYao"),
        ("YOURS SINCERELY,\n\nDR. NGUYEN\nS\nSPECIALTY REGISTRAR", "CLINICIAN_NAME", "NGUYEN\nS"),
        # OCR / typing slips: a digit for a look-alike letter inside a name
        ("From: Joshua Akinwa1e\nSent: 04/12/19", "CLINICIAN_NAME", "Joshua Akinwa1e"),
        ("Patient: WIL5ON, Roger   MRN: 1205217", "PATIENT_NAME", "WIL5ON, Roger"),
        ("Registered GP: Dr Isaac 5ullivan, Studio 13Z, Wood Springs", "CLINICIAN_NAME", "Isaac 5ullivan"),
    ],
)
def test_name_pieces_make_one_span(text: str, label: str, value: str) -> None:
    got = run_recognizer(REC, text)
    assert (label, value) in got, got


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Address: 3 Joseph\nRidges, Katiefurt DT3E 7YL", "Joseph\nRidges"),  # a street, not a wrapped name
        ("He takes vitamin D\nSmith reviewed him.", "D\nSmith"),
    ],
)
def test_pieces_that_are_not_one_name(text: str, value: str) -> None:
    assert value not in {v for _, v in run_recognizer(REC, text)}


def test_ocr_letters_keeps_codes_and_offsets() -> None:
    text = "Abdul1ah, KO8AYASHI, 0luwamuyiwa; CW0A 7ZP, S161-051, H5N1, ABX5, a.b1ll@x.org, MR5884040"
    out = _ocr_letters(text)
    assert out is not None and len(out) == len(text)
    assert out.startswith("Abdullah, KOBAYASHI, Oluwamuyiwa; CW0A 7ZP, S161-051, H5N1, ABX5, a.b1ll@x.org, MR5884040")
    assert _ocr_letters("Seen by Dr Okafor on 12/03/2024, ref 1500010.") is None
