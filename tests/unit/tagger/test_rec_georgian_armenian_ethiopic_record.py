"""The Georgian, Armenian and Ethiopic record recognizer (:mod:`airlock.tagger.recognizers.georgian_armenian_ethiopic`,
round 77): surnames by their endings in any case, given names of Faker's lists, names after titles, kin words and
fields, chat senders, towns in any case, address units, places of care in quotation marks or before their head word,
numbers after their number words, phones, dates and ages over 89; and their look-alikes (pressure, on Friday, the
daughter, a quoted symptom, a sentence's first word, a post box)."""

from __future__ import annotations

import re

import pytest

from airlock.tagger.detection import detect
from airlock.tagger.recognizers.base import Doc
from airlock.tagger.recognizers.georgian_armenian_ethiopic import (
    GeorgianArmenianEthiopicRecordRecognizer,
    _ka_stem_in,
)

# enough of each script for the reader to run (twenty letters) after each case
_TAIL = ("\nპაციენტის მდგომარეობა დამაკმაყოფილებელია. Հիվանդի վիճակը բավարար է։ "
         "የታካሚው ሁኔታ ጥሩ ነው።")


def _found(text: str) -> set[tuple[str, str]]:
    text += _TAIL
    return {(text[s.start:s.end], s.label) for s in detect(text, mode="fast")}


def _texts(text: str) -> set[str]:
    return {t for t, _ in _found(text)}


@pytest.mark.parametrize(("text", "value"), [
    # Georgian: a surname by its ending in any case, with its given name or initial
    ("საკონტროლო ვიზიტი — ექიმ გიორგი ნადარეიშვილთან, კაბ. 12", "გიორგი ნადარეიშვილთან"),
    ("ვალიდაცია: თ. მექვაბიძე, ლაბორატორიის ექიმი", "თ. მექვაბიძე"),
    ("ცვლა ჩააბარა ნ. კობახიძემ 20:00-ზე", "ნ. კობახიძემ"),
    ("3;24-05512;ჰასანოვი თემურ;12.03.1970", "ჰასანოვი თემურ"),
    ("შედეგი ეცნობოს ექ. ჩიქოვანს ტელეფონით", "ჩიქოვანს"),
    ("ოჯახი: ძმა ბექა ფირცხალავა, ტელ. 555 12 34 56", "ბექა ფირცხალავა"),
    ("ცვლა მიიღო ნინომ 08:00-ზე", "ნინომ"),
    ("(შვილიშვილი ლუკა)", "ლუკა"),
    # Armenian: a surname by its ending, the given names and father's name around it; after a title or a kin word
    ("Հիվանդ՝ Սահակյան Գևորգ Արմենի\nԾննդյան ամսաթիվ՝ 02.03.1961", "Սահակյան Գևորգ Արմենի"),
    ("Ավագ բժիշկ՝ Ս. Մկրտչյան      Դիսպետչեր՝ Անի", "Ս. Մկրտչյան"),
    ("Հեռ.՝ +374 91 11 22 33 (կինը՝ Մարինե)", "Մարինե"),
    ("վերքը պետք է տեսնի բժ. Ղազարյանը։", "Ղազարյանը"),
    ("Ծանօթ. Տիկ. Պապազեանի զաւակը ղրկուեցաւ", "Պապազեանի"),
    # Ethiopic: after a title, a field, a kin word and a dash; a chat sender and the name's later mentions
    ("የላከው ባለሙያ: ሲ/ር ትዕግስት ከበደ (BSc Nurse)", "ትዕግስት ከበደ"),
    ("ግልባጭ: ለአቶ ተሾመ ወልዴ — ፋርጣ ወረዳ", "ተሾመ ወልዴ"),
    ("6. ሽም ኣደ: ሳባ ገብረመድህን ተኽለ      ዕድመ: 26", "ሳባ ገብረመድህን ተኽለ"),
    ("ቴሌፎን: 07 11 22 33 (ሓዋ — ሚኪኤል ሃብተ)", "ሚኪኤል ሃብተ"),
    ("[02:47] ፀሐይ ታምራት: ሰላም ነው?\n[02:49] ሌላ ሰው: አዎ ፀሐይ ደህና ናት", "ፀሐይ ታምራት"),
    ("Name: Tesfaye Alemu / ተስፋዬ አለሙ በቀለ       Age: 34", "ተስፋዬ አለሙ በቀለ"),
])
def test_finds_names(text: str, value: str) -> None:
    assert any(v == value and lab.endswith("_NAME") for v, lab in _found(text)), _found(text)


def test_a_chat_senders_first_name_is_found_again() -> None:
    text = "[02:47] ፀሐይ ታምራት: ሰላም ነው?\n[02:49] ሌላ ሰው: እሺ ለፀሐይ እነግራታለሁ"
    found = _found(text)
    assert ("ፀሐይ", "PATIENT_NAME") in found


@pytest.mark.parametrize(("text", "value", "label"), [
    ("ტრავმა სოფ. ჭუბერთან ახლოს, სოფ. ჭუბერი, მესტიის მუნიციპალიტეტი", "ჭუბერი", "CITY"),
    ("სოფ. ჭუბერი, მესტიის მუნიციპალიტეტი", "მესტიის მუნიციპალიტეტი", "COUNTY"),
    ("ოჯახი ცხოვრობს ქუთაისში, ბებიასთან", "ქუთაისში", "CITY"),
    ("თბილისი, გლდანი, VII მ/რ, კორპ. 14, ბ. 52;", "გლდანი, VII მ/რ, კორპ. 14, ბ. 52", "STREET_ADDRESS"),
    ("Հասցե՝ ք. Գյումրի, Շիրակացու փ., 12 շ., բն. 4", "Շիրակացու փ., 12 շ., բն. 4", "STREET_ADDRESS"),
    ("24-001122 | 21:40 | Արաբկիր, Կոմիտասի 45 | հիվանդ", "Կոմիտասի 45", "STREET_ADDRESS"),
    ("ՀՀ, Երևան 0014, Մաշտոցի պող. 7", "0014", "POSTCODE"),
    ("ወላጆቹ ቦሌ ክ/ከ፣ ወረዳ 11 ይኖራሉ፤ የቤት ቁ. 805 ነው", "ወረዳ 11", "COUNTY"),
    ("ወላጆቹ ቦሌ ክ/ከ፣ ወረዳ 11 ይኖራሉ፤ የቤት ቁ. 805 ነው", "805", "STREET_ADDRESS"),
    ("አዲስ አበባ | ፖ.ሣ.ቁ. 30771 | ስልክ 011 551 22 33", "30771", "POSTCODE"),
    ("ታካሚው ከመተማ የተመለሰ ነው። በሆለታ ይኖራል።", "ሆለታ", "CITY"),
])
def test_finds_places(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value"), [
    ("დაწესებულება: შპს „მთაწმინდის სამედიცინო ცენტრი“, თბილისი", "შპს „მთაწმინდის სამედიცინო ცენტრი“"),
    ("პაციენტი გადაყვანილია ჭავჭავაძის კლინიკაში 07.05-ს", "ჭავჭავაძის კლინიკაში"),
    ("დოკუმენტი წარადგინეთ ქუთაისის №2 პოლიკლინიკაში", "ქუთაისის №2 პოლიკლინიკაში"),
    ("→ «Սուրբ Աստվածածին» ԲԿ\n24-004455 | 23:02", "«Սուրբ Աստվածածին» ԲԿ"),
    ("Կարերի հեռացում Արաբկիրի թիվ 12 պոլիկլինիկայում։", "Արաբկիրի թիվ 12 պոլիկլինիկայում"),
    ("ቀጠሮ: የካቲት 6/2016 — ካራ ቆሬ ጤና ጣቢያ ART ክሊኒክ", "ካራ ቆሬ ጤና ጣቢያ"),
    ("ልጆቻቸው ወደ ደሴ ሪፈራል ሆስፒታል ሊወስዷቸው ሞከሩ", "ደሴ ሪፈራል ሆስፒታል"),
    ("ኣብ ሆስፒታል ከረን ብሕማም ትኽተል ነይራ", "ሆስፒታል ከረን"),
])
def test_finds_places_of_care(text: str, value: str) -> None:
    assert (value, "FACILITY") in _found(text), _found(text)


@pytest.mark.parametrize(("text", "value", "label"), [
    ("პირადი №: 01024077123    დაბ.: 30.11.1971", "01024077123", "OTHER_ID"),
    ("1;24-03317;მამედოვი ფარიდ;26001099887;12.03.1966", "26001099887", "OTHER_ID"),
    ("1;24-03317;მამედოვი ფარიდ;26001099887;12.03.1966", "24-03317", "OTHER_ID"),
    ("ՀԾՀ (սոց. քարտ)՝ 3709620123       Անձնագիր՝ AP0731234", "3709620123", "OTHER_ID"),
    ("ተ.ቁ. BH-HC/BN/0911\n\n1. ሽም ሕፃን: ሩታ", "BH-HC/BN/0911", "OTHER_ID"),
    ("ቁ. ፋይል: AB/MED/24/0555", "AB/MED/24/0555", "OTHER_ID"),
    ("ብሔራዊ መታወቂያ (ፋይዳ) 7316 2048 1234) በክሊኒካችን", "7316 2048 1234", "OTHER_ID"),
    ("መጓጓዣ: አምቡላንስ — ኮድ 4-01234 አማ፣ ሹፌር", "ኮድ 4-01234 አማ", "VEHICLE_ID"),
    ("ან თვითონ დაურეკეთ — 577 12 34 56 (ექ. ბაკურაძე)", "577 12 34 56", "PHONE"),
    ("ნათია იქნება — +995 555 11 22 33\n18/01/2024, 09:31 - Dato: ok", "+995 555 11 22 33", "PHONE"),
    ("ანამნეზი: ავად არის 03.03 დილიდან", "03.03", "DATE"),
    ("Սեպտեմբերի 16-ին նա դիմեց ինձ", "Սեպտեմբերի 16-ին", "DATE"),
    ("ከሰኔ 22 እስከ ሐምሌ 20 ቀን 2016 ዓ.ም. ድረስ", "ሰኔ 22", "DATE"),
    ("ዕለት: 15 ለካቲት 2024", "15 ለካቲት 2024", "DATE"),
    ("93 წლის ქალი, წლების განმავლობაში", "93 წლის", "AGE_OVER_89"),
    ("ባለቤታቸው ወ/ሮ ጫልቱ ቡልቻ (91 ዓመታቸው) በሕይወት አሉ", "91 ዓመታቸው", "AGE_OVER_89"),
])
def test_finds_numbers_dates_ages(text: str, value: str, label: str) -> None:
    assert (value, label) in _found(text), _found(text)


@pytest.mark.parametrize(("text", "not_found"), [
    ("3-ზე წნევამ აუწია 165/95, კაპოტენი მიიღო", "წნევამ"),  # the pressure rose
    ("ტრანსპორტირება პარასკევს 11-ზე", "პარასკევს"),  # on Friday
    ("ეპიკრიზი ჩაიბარა ქალიშვილმა, ტელ. 599 31 07 64", "ქალიშვილმა"),  # the daughter
    ("სუპი, ფაფა, კომპოტი შეიძლება. მარილიანი არ შეიძლება", "ა. მარილიანი"),  # a sentence's stop, salty
    ("ჩივ.: თავის ტკივილი, თვალებში „ბურუსი“, ფეხების დაბუჟება", "„ბურუსი“"),  # a quoted symptom
    ("գլխացավ, «ճանճեր աչքերի առաջ»։ Մեզում սպիտակուց", "«ճանճեր աչքերի առաջ»"),  # the patient's words
    ("Երեկոյան կերավ։ Վաղը առավոտյան կստուգենք", "Երեկոյան"),  # in the evening
    ("Ուղեկցող՝ Զարկերակային գերճնշում II աստ.", "Զարկերակային"),  # a concomitant diagnosis
    ("Հարգանքով՝\nդոկտ. Անի Մելքոնյան", "Հարգանքով"),  # with respect
    ("ቤተሰቡ ቤት ትውለድ ብለው ነበር እኔ ነኝ ጤና ጣቢያ ይምጡ ያልኩት", "እኔ ነኝ ጤና ጣቢያ"),  # I told them: come to the health centre
    ("ሆስፒታል | ፖ.ሣ.ቁ. 21458 | ስልክ 011 273 44 18", "ፖ.ሣ.ቁ. 21458"),  # a post box, not an id
    ("ዳራራ ቀበሌ ሰላም ሲስተር መሠረት ይቅርታ", "ሰላም ሲስተር"),  # a greeting
])
def test_leaves_look_alikes(text: str, not_found: str) -> None:
    assert not_found not in _texts(text)


def test_a_post_box_is_no_id() -> None:
    assert ("21458", "OTHER_ID") not in _found("ሆስፒታል | ፖ.ሣ.ቁ. 21458 | ስልክ 011 273 44 18")


def test_georgian_cases_and_the_gate() -> None:
    names = frozenset({"ლელა", "ალიხან", "ქეთი", "ნორა"})
    assert _ka_stem_in("ლელამ", names) and _ka_stem_in("ალიხანმა", names) and _ka_stem_in("ქეთისგან", names)
    # the ergative's "-მა" follows a consonant: "ნორმა" (a norm) is not "ნორა"'s
    assert not _ka_stem_in("ნორმა", names)
    rec = GeorgianArmenianEthiopicRecordRecognizer()
    # too few letters of these scripts, or none: the reader does not run
    assert rec.analyze(Doc("ექ. ბერიძე, 555 12 34 56")) == []
    assert rec.analyze(Doc("Patient Giorgi Beridze, ward 3, tel 555 12 34 56")) == []
    assert rec.analyze(Doc("ექიმმა გიორგი ნადარეიშვილმა გასინჯა პაციენტი დილით"))


def test_no_value_in_an_error_or_a_repr() -> None:
    rec = GeorgianArmenianEthiopicRecordRecognizer()
    assert not re.search("[\u10d0-\u10fa]", repr(rec))
