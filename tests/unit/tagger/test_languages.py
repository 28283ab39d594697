"""The note's language (from its words that English does not know) and the name rules' use of it: in a note
written in another language, weak name readings of that language's own words are dropped ("Domicilio:",
"Adres:", "Il medico"), while names, and the same words in an English note, are kept."""

import pytest

from airlock.tagger import languages, lexicons
from tests.unit.tagger.conftest import found

SPANISH = (
    "HOSPITAL GENERAL - INFORME DE ALTA\n"
    "Paciente: Graciela Noemí Fernández   Edad: 71 años\n"
    "Domicilio: Av. Rivadavia 5230, piso 7\n"
    "Antecedentes: hipertensión arterial, diabetes tipo 2, insuficiencia cardíaca.\n"
    "Indicaciones: control ambulatorio con cardiología, dieta hiposódica, caminatas diarias.\n"
    "Familia: hijo Martín, acompaña a las consultas.\n"
)
DUTCH = (
    "Ontslagbrief afdeling cardiologie\nPatiënt: Godelieve Peeters\nAdres: Tiensesteenweg 212, Heverlee\n"
    "Opname wegens hartfalen, behandeld met diuretica. Controle bij de huisarts over twee weken.\n"
)
ENGLISH = "Seen in clinic today with her daughter. Antecedentes: none known. Domicilio listed as home.\n" * 2


def _words(text: str) -> list[str]:
    import re

    return [w.lower() for w in re.findall(r"[^\W\d_]+", text)]


@pytest.mark.parametrize(("text", "lang"), [(SPANISH, "es"), (DUTCH, "nl"), (ENGLISH, None), ("Domicilio:", None)])
def test_note_language(text: str, lang: str | None) -> None:
    assert languages.note_language(_words(text), lexicons.get().common) == lang


def test_common_words_tables() -> None:
    es = languages.common_words("es")
    assert es["domicilio"] > 3.5 and "xqzv" not in es
    assert languages.common_words("pt")["informações"] > 5.0


def _names(text: str, spans) -> set[str]:
    return {v for lab, v in found(text, spans) if lab.endswith("_NAME")}


def test_form_words_of_the_notes_language_are_no_names(detect) -> None:
    got = _names(SPANISH, detect(SPANISH)) | _names(DUTCH, detect(DUTCH))
    assert not got & {"Domicilio", "Antecedentes", "Indicaciones", "Familia", "Adres"}, got
    assert {"Graciela Noemí Fernández", "Martín"} <= got and any(v.startswith("Godelieve Peeters") for v in got), got


def test_a_chat_speaker_in_an_english_note_is_kept(detect) -> None:
    text = "Dolores: my mum is worse today, can someone call\nNurse: I will ask the team to ring you back\n"
    assert "Dolores" in _names(text, detect(text))


@pytest.mark.parametrize("text", [
    'Per pt: "Tengo dolor de pecho desde ayer". Dx: CP.',
    'Spanish: "Alta a casa mañana con su hija", per interpreter.',
    "Dado de alta el 3/4 con su esposo.",
])
def test_a_phrase_quoted_in_another_language_is_no_name(detect, text: str) -> None:
    assert not _names(text, detect(text))


def test_names_next_to_english_words_or_across_punctuation_are_kept(detect) -> None:
    text = "Daughter Luz called, then Luz Reyes came in.\nPI: Eric Li\nAttendees: Mai (study coordinator)\n"
    assert {"Luz", "Luz Reyes", "Eric Li", "Mai"} <= {v for _, v in found(text, detect(text))}
