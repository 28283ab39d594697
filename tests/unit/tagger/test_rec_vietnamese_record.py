"""The Vietnamese record recognizer (:mod:`airlock.tagger.recognizers.vietnamese`, round 72): when a note is
Vietnamese, and which of the English reader's names it keeps there. What it finds in a record is tested with the rest
of the round in ``test_vietnamese_and_south_slavic_records.py``."""

from __future__ import annotations

from airlock.core.spans import Span
from airlock.tagger.recognizers import vietnamese
from airlock.tagger.recognizers.base import Doc
from tests.unit.tagger.test_vietnamese_and_south_slavic_records import _VIETNAMESE


def test_vietnamese_note_needs_its_own_letters() -> None:
    # an English letter naming Vietnamese patients, a Romanian note with its "ă", a Croatian one with its "đ": none
    assert not vietnamese.is_vietnamese(Doc("Mr Bảo Đặng, DOB 29.4.63, seen with J. Trần and Nguyễn Thị Bảo."))
    assert not vietnamese.is_vietnamese(Doc("Pacienta a fost internată în secția de cardiologie și tratată. " * 4))
    assert not vietnamese.is_vietnamese(Doc("Pacijent je primljen, đak, međutim bez komplikacija i tegoba. " * 4))
    assert vietnamese.is_vietnamese(Doc(_VIETNAMESE))


def test_vietnamese_names_kept_drops_syllables_keeps_names() -> None:
    doc = Doc(_VIETNAMESE)
    method = _VIETNAMESE.index("Phương pháp")
    full = _VIETNAMESE.index("NGUYỄN THỊ HỒNG NHUNG")
    spans = [Span(method, method + len("Phương"), "PATIENT_NAME", "person_name", 0.6),
             Span(full, full + len("NGUYỄN THỊ HỒNG NHUNG"), "PATIENT_NAME", "person_name", 0.7)]
    assert vietnamese.names_kept(doc, spans) == spans[1:]
    assert vietnamese.fold("Nguyễn") == "nguyen" and vietnamese.fold("Đạo") == "dao"
