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
        ("Author: L. Booth-5ubramanian, FY1 GMC 4223939", "CLINICIAN_NAME", "L. Booth-5ubramanian"),
        # the surname alone on the next line, after a given name or a middle initial
        ("Kind regards,\nDennis\nParks\nWard Manager", "CLINICIAN_NAME", "Dennis\nParks"),
        ("Cc: Andrew D.\nPadilla\nSubject: Handover", "CLINICIAN_NAME", "Andrew D.\nPadilla"),
        ("Re: Mr Raúl\n  Gollum, DOB 17 February 1936", "PATIENT_NAME", "Raúl\n  Gollum"),
        ("RESPONSIBLE CONSULTANT: IDA STEVEN\n  CZUJ\nNOK: XIE-LANGE, JUN (DAUGHTER)", "CLINICIAN_NAME",
         "IDA STEVEN\n  CZUJ"),
        # part of an action table's owner cell was found: the cell is the name
        ("Follow-up actions\n#  Item                                Owner     Due date\n"
         "1    Update delegation log               Min Wen     01/04/19\n\nNext visit", "CLINICIAN_NAME", "Min Wen"),
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
        ("Patient: John\nDischarge summary follows", "John\nDischarge"),
        ("Contact: Mary\nPhone: 0161 555 0101", "Mary\nPhone"),
    ],
)
def test_pieces_that_are_not_one_name(text: str, value: str) -> None:
    assert value not in {v for _, v in run_recognizer(REC, text)}


def test_ocr_letters_keeps_codes_and_offsets() -> None:
    text = "Abdul1ah, KO8AYASHI, 0luwamuyiwa; CW0A 7ZP, S161-051, H5N1, ABX5, a.b1ll@x.org, MR5884040, EL-MA5RY, RND-5ABl"
    out = _ocr_letters(text)
    assert out is not None and len(out) == len(text)
    assert out == ("Abdullah, KOBAYASHI, Oluwamuyiwa; CW0A 7ZP, S161-051, H5N1, ABX5, a.b1ll@x.org, MR5884040, EL-MASRY, "
                   "RND-5ABl")
    assert _ocr_letters("Seen by Dr Okafor on 12/03/2024, ref 1500010.") is None
