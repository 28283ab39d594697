"""Person-name forms of the fifth probe round: titles of other languages ("Pr", "Dr. med.", "Sra."), a staff
role abbreviation before a whole name ("PCT Kaleo Akana", "EMT KEONI MAKAAWAAWA"), a newborn registered under
the mother's surname ("Baby Girl Quispe": the name is the surname only), a nickname after "pref.", and the
same name in Chinese, Japanese or Korean script in brackets after its romanization. And what stays untagged:
the German "med." of "Dr. med.", role abbreviations before ordinary words, a lower-case word after a name."""

import pytest

from tests.unit.tagger.conftest import found


def _names(text: str, spans) -> set[str]:
    return {v for lab, v in found(text, spans) if lab.endswith("_NAME") or lab == "INVESTIGATOR"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Chef de service : Pr Anne-Sophie Lemaire-Diouf\nCompte rendu", "Anne-Sophie Lemaire-Diouf"),
        ("Zuweisender Arzt: Dr. med. Gian Caprez, Scuol", "Gian Caprez"),
        ("Weiterbehandlung durch PD Dr. med. Rezzonico Luca", "Rezzonico Luca"),
        ("Acompañante: Sra. Nahuel Catrileo, hija", "Nahuel Catrileo"),
        ("Fistula needled by PCT Makana Kahananui without difficulty.", "Makana Kahananui"),
        ("CREW: EMT-P TAVITA SOLIAI #3310, EMT DARNELL OKAFOR-REYES", "TAVITA SOLIAI"),
        ("NICU admission: Baby Girl Huaman, 2.9 kg, Apgars 7/9", "Huaman"),
        ('Twin B "Baby Boy B Adeyemi-Osei" to SCBU', "Adeyemi-Osei"),
        ('Name: OKAFOR, Chinedu (pref. "Ched")   DOB 1961-02-03', "Ched"),
        ("Patient: LEE Seo-yeon (이서연)   Registration No.", "이서연"),
        ("担当医: SATO Yui (佐藤 結衣), 内科", "佐藤 結衣"),
    ],
)
def test_finds(detect, text: str, value: str) -> None:
    assert value in _names(text, detect(text)), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("Zuweisender Arzt: Dr. med. Gian Caprez, Scuol", "med"),
        ("NICU admission: Baby Girl Huaman, 2.9 kg", "Baby Girl Huaman"),
        ("RN Assessment Completed at 0800. EMT Basic Life Support refresher due.", "Assessment Completed"),
        ("BABY BOY MWANGI born 0412 via SVD", "MWANGI born"),
        ("ECG: PR 168 ms, QRS 92 ms. Pr interval normal.", "interval normal"),
    ],
)
def test_not(detect, text: str, not_value: str) -> None:
    assert not_value not in _names(text, detect(text)), found(text, detect(text))
