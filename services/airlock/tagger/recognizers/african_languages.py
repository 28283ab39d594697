"""Dates, great ages and record numbers of records written in Swahili, Yoruba, Hausa, Igbo, isiZulu, isiXhosa, Sesotho,
Setswana, Kinyarwanda, Luganda and Somali: a Kisumu discharge summary, an Ibadan referral, a Kano antenatal card, a
Soweto sick note, a Maseru ART card, a Kigali community health worker's report, a Hargeisa death notification. Round 77.

Their names, places and phones are read by the Latin-script recognizers; what those miss are the languages' own words:

* a date with the language's month ("tarehe 25 Machi 2024", "2 Oṣù Kẹta 2024", "14 ga Maris 2024", "02 kuMashi 2024",
  "05 EyoKwindla 2024", "10 Mphalane 2024", "04 Mopitlo 2024", "18 Werurwe 2024", "09 Marisi 2024", "19-ka Maarso
  2024"), with a day, a year or both, a weekday before it ("Ọjọ́rú 12 Oṣù Kẹfà");
* an age over 89 after or before its word ("miaka 91", "iminyaka eyi-91", "93 sano", "ọdún 92");
* a record number after the language's number word ("Namba ya IP:", "Nọ́mbà ilé-ìwòsàn:", "Lambar katin asibiti:",
  "Lambarka:", "Nnamba:", "No. y'ubwisungane:", "ID ea Naha:", "Kitambulisho:", "Fomu Na.", "Diiwaanka:").
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, Recognizer

# the months of each language, as a date writes them (Swahili, Yoruba, Hausa after "ga", Igbo, isiZulu after "ku",
# isiXhosa, Sesotho, Setswana, Kinyarwanda, Luganda, Somali)
_MONTHS = (
    "Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba|"
    "Oṣù[ \t](?:Kínní|Kini|Kejì|Keji|Kẹta|Keta|Kẹrin|Kerin|Karùn-ún|Karun|Kẹfà|Kefa|Keje|Kẹjọ|Kejo|Kẹsàn-án|Kesan|"
    "Kẹwàá|Kewaa|Kọkànlá|Kokanla|Kejìlá|Kejila)|"
    "Janairu|Faburairu|Fabrairu|Maris|Afrilu|Mayu|Yuni|Yuli|Agusta|Satumba|Nuwamba|Disamba|"
    "Jenụwarị|Febụwarị|Maachị|Eprel|Julaị|Ọgọọst|Ọktoba|"
    "(?:ku)?(?:Januwari|Februwari|Febhuwari|Mashi|Ephreli|Apreli|Meyi|Julayi|Agasti|Septhemba|Okthoba|Disemba)|"
    "EyoMqungu|EyoMdumba|EyoKwindla|UTshazimpuzi|EyeCanzibe|EyeSilimela|EyeKhala|EyeThupha|EyoMsintsi|EyeDwarha|"
    "EyeNkanga|EyoMnga|"
    "Pherekgong|Hlakola|Hlakubele|Tlhakubele|Mmesa|Motsheanong|Phupjane|Phupu|Phato|Lwetse|Mphalane|Pudungwana|"
    "Tshitwe|Ferikgong|Tlhakole|Mopitlo|Moranang|Motsheganang|Seetebosigo|Phukwi|Phatwe|Diphalane|Ngwanatsele|"
    "Sedimonthole|"
    "Mutarama|Gashyantare|Werurwe|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza|"
    "Janwali|Febwali|Marisi|Apuli|Maayi|Juuni|Julaayi|Agusito|Sebuttemba|Okitobba|"
    "Janaayo|Febraayo|Maarso|Abriil|Maajo|Luulyo|Ogosto|Sebtembar|Oktoobar|Nofembar|Desembar")
_WEEKDAYS = "Ọjọ́rú|Ọjọ́bọ̀|Ọjọ́bọ|Ọjọ́ Ẹtì|Ọjọ́ Àbámẹ́ta|Ọjọ́ Àìkú|Ọjọ́ Ajé|Ọjọ́ Ìsẹ́gun"
_DAY = r"(?:3[01]|[12]\d|0?[1-9])"
_YEAR = r"(?:19|20)\d\d"
_DATE_RE = re.compile(
    rf"(?<![\w\-])(?P<v>(?:(?:{_WEEKDAYS}),?[ \t])?(?:{_DAY}(?:-ka|-da)?[ \t](?:ga[ \t]|ku(?=[A-Z]))?)?(?:{_MONTHS})"
    rf"(?:,?[ \t]{_YEAR}(?:-?(?:ka|yil))?)?)(?![\w\-])")
# an age over 89 after or before its word ("miaka 91", "iminyaka eyi-91", "93 sano", "ọdún 92", "shekara 95")
_AGE_RE = re.compile(
    r"(?<![\w\-])(?:miaka|umri(?: wa)?(?: miaka)?|iminyaka(?: eyi-| engu-| eyi| )?|dilemo tse|lilemo tse|imyaka|"
    r"ọdún|odun|shekara|da'da|Da'da|Umri)[ \t:]*(?P<a>9\d|1[01]\d)(?![\d.,])"
    r"|(?<![\d.])(?P<b>9\d|1[01]\d)[ \t](?:sano|jir|ọdún|odun|shekaru|years?)(?![\w])")
# a record number after the language's number word, a code with a digit
_NUMBER_WORDS = (
    "Namba ya [A-Za-z][A-Za-z .']{1,30}?|Namba|Nambari|Na\\.|Kitambulisho(?: cha [A-Za-z]+)?|Fomu Na\\.|"
    "Nọ́mbà(?: [^\\s:]{2,20}){0,2}|Nomba|Lamba|Lambar(?: [A-Za-z']{2,15}){0,2}|Lambarka|Nnamba|Ennamba|"
    "No\\. y'[a-z]+|ID ea Naha|Nomoro ya [A-Za-z]+|Inombolo(?: ye-| ka-)?[A-Za-z]*|Inamba|"
    "Diiwaanka|Lambarka diiwaanka")
_NUMBER_RE = re.compile(
    rf"(?<![\w\-])(?:{_NUMBER_WORDS})[ \t]*:?[ \t]*(?P<v>(?:[A-Z]{{1,8}}[-/ ]?){{0,4}}\d[\dA-Z]*(?:[-/][\dA-Z]{{1,12}}){{0,5}})"
    r"(?![\w/-])")
# the gate: a month, an age's or a number's word of these languages, or one of their commonest short words
_CUE = re.compile(rf"(?:{_MONTHS})|(?<![\w\-])(?:miaka|iminyaka|sano|ọdún|shekara|Namba|Nọ́mbà|Nomba|Lamba|Nnamba|"
                  r"Ennamba|Kitambulisho|Fomu|Inombolo|Inamba|Diiwaanka|Umri)|(?<![\w\-])(?:ya|wa|na|ti|ni|da|ke|ngo|"
                  r"ka|ea|le)(?![\w\-])")


class AfricanLanguageRecordRecognizer(Recognizer):
    """Dates, ages over 89 and record numbers of a record written in an African language (see the module's
    docstring)."""

    name = "african_language_record"
    labels = ("DATE", "AGE_OVER_89", "OTHER_ID")

    def regexes(self) -> tuple[re.Pattern[str], ...]:
        return (_DATE_RE, _AGE_RE, _NUMBER_RE)

    def analyze(self, doc: Doc) -> list[Span]:
        src = self.name
        out: list[Span] = []
        for m in doc.finditer(_DATE_RE):
            v = m.group("v")
            # (a month needs its day or its year: "Mei" alone is May or a name)
            if any(c.isdigit() for c in v):
                out.append(Span(*m.span("v"), "DATE", src, 0.9))
        for m in doc.finditer(_AGE_RE):
            out.append(Span(*m.span("a" if m.group("a") else "b"), "AGE_OVER_89", src, 0.85))
        for m in doc.finditer(_NUMBER_RE):
            if sum(c.isdigit() for c in m.group("v")) >= 3:
                out.append(Span(*m.span("v"), "OTHER_ID", src, 0.85))
        # the gate last: the three are prefiltered and rarely match outside these languages, while the gate's
        # short words are scanned everywhere (it cost more than all the rest)
        if out and _CUE.search(doc.text) is None:
            return []
        return out
