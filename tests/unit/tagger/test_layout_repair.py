"""The repaired copy of a text whose layout was lost (``airlock.tagger.layout_repair``): markup read as spaces and
line breaks, form labels set apart from the values glued to them, and spans found on the copy mapped back exactly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from airlock.tagger.detection import detect
from airlock.tagger.layout_repair import repaired
from tests.unit.tagger.conftest import label_by_surface as _labels


@pytest.mark.parametrize(("text", "copy"), [
    ("MRN:&nbsp;0049271863", "MRN: 0049271863"),
    ("Brampton, ON&nbsp;L6X 2K9<br>Dear Mr Sandhu", "Brampton, ON L6X 2K9\nDear Mr Sandhu"),
    ("<b>RE: Appointment</b>", " RE: Appointment "),
    ("From: Telepath &lt;noreply@nuh.nhs.uk&gt;", "From: Telepath <noreply@nuh.nhs.uk>"),
    ("{\\rtf1\\ansi Main Street\\par Re:\\tab Siobhán}", "   Main Street\nRe:\tSiobhán "),
    ("PatientOKAFOR-HILL, JeromeDOB30/01/1990", "Patient OKAFOR-HILL, Jerome DOB 30/01/1990"),
    ("Episode NoBB47716230Lab NoBG24-0937184", "Episode No BB47716230 Lab No BG24-0937184"),
    ("Member IDW2291847305DOB07/04/1969", "Member ID W2291847305 DOB 07/04/1969"),
    ("JohannesFolder2198834DOB1987/06/21Sex M", "Johannes Folder 2198834 DOB 1987/06/21 Sex M"),
])
def test_the_copy_reads_markup_and_glued_labels_apart(text: str, copy: str) -> None:
    fixed = repaired(text)
    assert fixed is not None and fixed.text == copy


@pytest.mark.parametrize("text", [
    "Plain prose: DOB 12/03/1948, MRN 4471203, seen by Dr Lee.",
    "NO IDEA WHY. CONTINUE DEFINITE FINDINGS. READMITTED 3/4.",  # capitals that hold a label's letters
    "(0010,0010) PN [KOWALCZYK^DOROTA]  # PatientName\n(0010,0020) LO [HNI00418822]  # PatientID",
    "see https://portal.example.org/PatientPortal/Name2 and MyChart.PatientFirst@example.com",
    "a <tag> that is no HTML, and a lone \\b in prose",
    # (review: products written in camel case, code, words in capitals that end in a label's letters, a claim's "#")
    "Entered in PatientSmart by Dr Ifeanyi Obi; MemberLink, NameNet and MobileCare synced.",
    "patientName=getName(); homePhone=lookup(patientID)",
    "BRONCHI: patent. DR JOHN MARTIN: SEEN. PETER GRIFFIN: BED 4. SIGNED: JUSTIN1",
    "Claim #2024165 and Unit #4, 1200 Main St",
])
def test_ordinary_text_needs_no_copy(text: str) -> None:
    assert repaired(text) is None


@pytest.mark.parametrize(("text", "value", "label"), [
    ("MRN:&nbsp;0049271863&nbsp;&nbsp;OHIP:&nbsp;5822-419-307-KT<br>", "0049271863", "MRN"),
    ("MRN:&nbsp;0049271863&nbsp;&nbsp;OHIP:&nbsp;5822-419-307-KT<br>", "5822-419-307-KT", "HEALTH_PLAN_ID"),
    ("{\\rtf1\\f0\\fs22 Ballincollig Medical Centre\\par Re:\\tab Siobhán Ní Bhriain\\par DOB 12/03/1980}",
     "Siobhán Ní Bhriain", "PATIENT_NAME"),
    ("PatientOKAFOR-HILL, JeromeDOB30/01/1990NHS Trust", "OKAFOR-HILL, Jerome", "PATIENT_NAME"),
    ("PatientOKAFOR-HILL, JeromeDOB30/01/1990NHS Trust", "30/01/1990", "DATE"),
    ("PHN9876 543 217MRNV000882341NameDESJARDINS, Marie-ClaudeDOB1971-Apr-02", "V000882341", "MRN"),
    ("PHN9876 543 217MRNV000882341NameDESJARDINS, Marie-ClaudeDOB1971-Apr-02", "DESJARDINS, Marie-Claude",
     "PATIENT_NAME"),
    ("PHN9876 543 217MRNV000882341NameDESJARDINS, Marie-ClaudeDOB1971-Apr-02", "1971-Apr-02", "DATE"),
    ("Patient:MOKOENA, Thabiso JohannesFolder2198834DOB1987/06/21Sex M", "MOKOENA, Thabiso Johannes",
     "PATIENT_NAME"),
    ("Patient:Muhammad Firdaus bin RahmatNRIC:S8123456DDOB:12-Feb-1981Contact:8712 3309", "12-Feb-1981", "DATE"),
    ("Member IDW2291847305DOB07/04/1969Group #0871455-010-00011Phone(915) 555-0193", "(915) 555-0193", "PHONE"),
    ("Employee:Manjunath GowdaEmp IDKSW482716Corporate:Kaveri Softech", "Manjunath Gowda", "PATIENT_NAME"),
])
def test_values_in_a_repaired_text_are_found_where_they_are(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Ms Chiam-\naka Eze\nFlat 3, 41 Mill Road, Cam-\nbridge CB1 2AD", "Chiam-\naka Eze", "PATIENT_NAME"),
    ("19 Novem-\nber 2024\nDear Ms Eze,", "19 Novem-\nber 2024", "DATE"),
    ("Plan: follow-\nup in 2 weeks, Mar-\ngaret to call", "Mar-\ngaret", "PATIENT_NAME"),
])
def test_a_proper_noun_hyphenated_over_a_line_end_is_read_whole(text: str, value: str, label: str) -> None:
    assert _labels(text).get(value) == label


def test_a_common_word_hyphenated_over_a_line_end_needs_no_copy() -> None:
    assert repaired("Plan: follow-\nup in 2 weeks with well-\nknown risks") is None


def test_names_around_html_line_breaks_are_read_as_on_separate_lines() -> None:
    labels = _labels("<p>Hi Tom,<br>Can you see Mrs Lee (MRN 445566) today?<br>Thanks,<br>Karen</p>")
    assert {"Tom", "Lee", "Karen"} <= set(labels) and not any("Can" in v for v in labels)


def test_a_name_read_on_the_copy_stops_at_the_label_after_it() -> None:
    labels = _labels("NameHERNÁNDEZ, Luis AlbertoMember IDW2291847305DOB07/04/1969Group #2")
    assert labels.get("HERNÁNDEZ, Luis Alberto") == "PATIENT_NAME"
    assert not any("Member" in v for v in labels)


# a form flattened to one line, from labels, values and separators: every span found lies inside the text, on its
# own characters, and the spans never overlap
_LABELS = st.sampled_from(["DOB", "MRN", "NHS", "Member ID", "Lab No", "Patient", "Name", "Phone", "Sex", "Folder",
                           "&nbsp;", "<br>", "Contact:", "|", " "])
_VALUES = st.sampled_from(["12/03/1948", "4471203", "OKAFOR-HILL, Jerome", "Marie", "(915) 555-0193", "V000882341",
                           "M", "BB47716230", "", "Ann"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_LABELS, _VALUES), min_size=1, max_size=8))
def test_spans_of_a_flattened_form_map_back_inside_the_text(parts: list[tuple[str, str]]) -> None:
    text = "".join(a + b for a, b in parts)
    if not text.strip():
        return
    spans = detect(text)
    for s in spans:
        assert 0 <= s.start < s.end <= len(text)
        assert text[s.start : s.end].strip() == text[s.start : s.end]
    for a, b in zip(spans, spans[1:], strict=False):
        assert a.end <= b.start
