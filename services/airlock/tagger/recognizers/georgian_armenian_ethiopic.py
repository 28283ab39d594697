"""Records written in Georgian, Armenian, Amharic and Tigrinya: a Tbilisi discharge summary, a Kutaisi ward's
WhatsApp thread, a Yerevan ambulance log, a Beirut hospital's bill in Western Armenian, an Addis Ababa sick note, a
Tigray birth notification, an Asmara referral. Round 77 (round 76's part b).

:mod:`airlock.tagger.recognizers.native_scripts` reads these scripts' fields and titles; this reader adds what their
own shapes say:

* a Georgian surname by its ending, whatever its case ("ცინცაძესთან", "ბერიშვილმა", "ლორთქიფანიძის", "მამედოვა"),
  with its given name or initial before it or after it ("ლევან ცინცაძე", "ლ. ცინცაძე", "ალიევი რაშად", "ბერიძე გ."); a
  Georgian given name of Faker's ``ka_GE`` list in any case ("ნინომ", "ქეთისგან", "ლელამ"), or any word after a title
  ("ექ. გოგამ");
* an Armenian surname by its ending ("Մանուկյան", "Գարագաշեանի", "Հակոբյանը"), with the given names, initials and
  father's name around it ("Պետրոսյան Արամ Սամվելի", "Ա. Դավթյան"); a given name of Faker's ``hy_AM`` list; capitalised
  words after a title, a kin word or a field and its "՝" ("բժ. Հակոբյանը", "կինը՝ Անահիտ", "Ա.Ա.Հ.՝ Բաբայան Գոհար");
* an Amharic or Tigrinya name after its title ("አቶ", "ወ/ሮ", "ሲ/ር", "ጤ/ኤ/ባ", with a preposition glued on: "ለአቶ"),
  its field ("ሽም ኣደ:", "ምስክር:", "ስሟ") or as a chat message's sender ("[02:47] ብዙነሽ ዳካ:"); once a name is found,
  its words elsewhere in the record (a first name alone, "ታደለች C/S ተደርጎላት");
* a town of :func:`lexicons.caucasian_ethiopic_towns` in any case or after a preposition ("ქუთაისში", "Երևանում",
  "በሆለታ"), a village or a town after its word ("სოფ. ლატალი", "ք. Երևան", "գ. Շինուհայր"), a municipality, a district,
  a kebele, a woreda, a sub-city ("ახმეტის მ-ბა", "ቀበሌ 05", "ቦሌ ክ/ከ", "ጎጥ ኡራ"), a street and its house ("Բաբաջանյան
  փ., 51 շ., բն. 31", "ფონიჭალა, V მ/რ, 12-38"), a postcode after its town, a post box ("ፖ.ሣ.ቁ. 21458");
* a company or a hospital in quotation marks („...“, «...») with its legal form or head word ("შპს „...“", "«Նոր
  Նորք» ԲԿ"), a hospital's, a lab's or an office's name before its head word, in any case ("ქუთაისის №3 პოლიკლინიკაში",
  "ሽሮ ሜዳ ጤና ጣቢያ", "ሆስፒታል ሃልሒብ");
* a number after "№", "პ/ნ", "ს/კ", "ՀԾՀ", "ቁ." or "ቁጥር" (its letters may be Ethiopic: "መቐ/16/042281"), a Georgian
  personal number's eleven digits, an Ethiopian plate ("ኮድ 4-01297 አማ"), a user name after its field;
* a phone after its word ("ტელ.", "Հեռ.՝", "ስልክ") or of a Georgian mobile's shape ("577 48 20 93"); an Ethiopian or
  Eritrean date with its month's name ("ሰኔ 22", "15 ለካቲት 2024"), a day and a month without the year in Georgian and
  Armenian prose ("ავად არის 03.03 დილიდან"); an age over 89 ("93 წლის", "94 տ.", "91 ዓመታቸው", "ዕድሜ 92").

The reader runs only on a text holding twenty letters of these scripts or more.
"""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger import lexicons
from airlock.tagger.recognizers.base import Doc, Recognizer, has_letters

_KA = "\u10d0-\u10fa"
_HY_UP = "\u0531-\u0556"
_HY_LO = "\u0561-\u0587"
_HY = _HY_UP + _HY_LO
_ET = "\u1200-\u135a"
_L = _KA + _HY + _ET
_LETTER = re.compile(f"[{_L}]")
_MIN_LETTERS = 20
_SP = "[ \u00a0]"
_NB = rf"(?<![{_L}\w.\-/])"  # no letter, dot, hyphen or slash before a match

# --- Georgian names ----------------------------------------------------------------------------------------------
# a surname's ending ("-შვილი", "-ძე") and its case; a Russian or Azerbaijani one ("-ოვი", "-ევა") only beside a given
# name or an initial (alone it is a word's too: "წნევა", pressure; "პარასკევს", on Friday)
_KA_CASE = "ისთვის|სთვის|ისგან|სგან|ისთან|სთან|ისა|თან|ით|ის|ს|მა|მ|ზე|ში|ო|იც|საც|მაც"
_KA_SURNAME_RE = re.compile(
    rf"[{_KA}]{{2,}}(?:შვილ(?:ი|ის|ს|მა|ით|ო)?(?:თან|თვის|გან|იც)?|ძ(?:ე|ის|ით)(?:ს|მ|მა|სთან|სთვის|ზე|ო|გან)?)")
_KA_WEAK_SURNAME_RE = re.compile(rf"[{_KA}]{{3,}}(?:ოვ|ევ)(?:ი|ა|ის|ას|მა|ამ|ს|თან)?|[{_KA}]{{3,}}იან(?:ი|ის|მა|ს)?")
# kin words built like a surname ("ქალიშვილმა", the daughter; "შვილიშვილი", the grandchild)
_KA_KIN_SHVILI = ("ქალიშვილ", "შვილიშვილ", "ვაჟიშვილ", "დიშვილ", "ძმისშვილ", "დისშვილ", "ბიძაშვილ", "მამიდაშვილ",
                  "დეიდაშვილ")
_KA_WORD_RE = re.compile(rf"(?<![{_KA}\w.])[{_KA}]{{2,}}(?![{_KA}\w])")
_KA_INITIAL = rf"[{_KA}]\.{_SP}?"
# titles and roles always followed by a name ("ექ. გოგამ", "ბატონ ჯემალ", "მეფარმაცევტე ნ. გოგიბერიძე")
_KA_TITLES = ("ექიმ|ექიმი|ექიმმა|ექ\\.|ექთანი|ექთ\\.|ბატონ|ბატონი|ბატონო|ბ-ნ|ბ-ნი|ქალბატონ|ქალბატონი|ქალბატონო|ქ-ნ|"
              "ქ-ნი|პროფ\\.|დოქტ\\.|მეფარმაცევტე|ლაბ\\.|სოც\\.{_SP}მუშაკი|თარჯიმანი|ფსიქოლოგი|მძღოლი|ფელდშერი|"
              "ოჯ\\.{_SP}ექიმი|ვალიდაცია:|ხელმძღვანელი:").replace("{_SP}", _SP)
_KA_TITLE_RE = re.compile(rf"{_NB}(?P<t>{_KA_TITLES}){_SP}+(?P<n>(?:{_KA_INITIAL})?[{_KA}]{{2,}}(?:-[{_KA}]+)?)")
# kin words: a name after them only when it is one ("ძმა — ლევან გელოვანი", "შვილი ვაჰე")
_KA_KIN = ("ძმა|ძმამ|დედა|მამა|შვილი|შვილმა|ქალიშვილი|ქალიშვილმა|შვილიშვილი|ვაჟი|ცოლი|ქმარი|მეუღლე|ბებია|ბაბუა|"
           "დეიდა|ბიძა|რძალი|სიძე|ნათესავი|და|დამ")
_KA_KIN_NAME_RE = re.compile(rf"{_NB}(?:{_KA_KIN}),?{_SP}(?P<n>[{_KA}]{{3,12}})(?=[ \t]*(?:\)|\([ \t]*[+\d]))")
# words of a Georgian record that open no name, though a name list holds them or they end like a surname
_KA_NOT_NAMES = frozenset(
    "ია ნანა ლალი მზია ვარდო დარეჯან ია ციალა თამარ მაია ეთერ ლია ნუნუ სალომე ანა დედა მამა ექიმი ექიმმა ექთანი "
    "ავადმყოფი პაციენტი ისტ სოფ მისამართი ტელ სქესი დაბ ოჯახი შვილი ქალი კაცი ბავშვი მოვა ჩამოვა გამოვა შემოვა "
    "მომავა ძმა და უჩივის ჩივის ჰქონდა აქვს არის იყო გრძნობს ამბობს აღნიშნავს თქვა ითხოვს მიიღო მოვიდა წავიდა "
    "დარეკა იმყოფება".split())
# titles that are also nouns ("ბატონი", a gentleman; "ექიმი", the doctor): the word after them is a name only when it
# is one of the lists' or shaped like one
_KA_WORD_TITLES = frozenset("ბატონი ქალბატონი ექიმი ექიმმა ექთანი მეფარმაცევტე თარჯიმანი ფსიქოლოგი მძღოლი ფელდშერი".split())

# --- Armenian names ----------------------------------------------------------------------------------------------
_HY_CASE = "ներին|ների|ները|ներ|ից|ին|ով|ում|ը|ն|ի|ս|դ"
_HY_WORD_RE = re.compile(rf"(?<![{_HY}\w.])[{_HY_UP}][{_HY_LO}]+(?:-[{_HY_UP}][{_HY_LO}]+)?(?![{_HY}\w])")
_HY_SURNAME_RE = re.compile(rf"[{_HY_UP}][{_HY_LO}]+(?:յան|եան|յանց|եանց|ունց|ունի)(?:{_HY_CASE})?"
                            rf"(?:-[{_HY_UP}][{_HY_LO}]+(?:յան|եան)(?:{_HY_CASE})?)?")
# a Russian surname in Armenian script ("Կոնովալովա"), only beside a given name (alone, "-ով" is a case's ending)
_HY_WEAK_SURNAME_RE = re.compile(rf"[{_HY_UP}][{_HY_LO}]{{2,}}(?:ով|ովա|ևա|եւա)")
# capitalised words ending like a surname: a sentence's first word ("Երեկոյան", in the evening; "Արյան", of blood;
# "Ենթակայան", a substation)
_HY_NOT_SURNAMES = frozenset("Ծննդյան Ծննդեան Ընդունման Երևան Երեւան Սեբաստիա Երեկոյան Առավոտյան Արյան Ենթակայան "
                             "Կայան Կայանը Երեկոյեան Առաւօտեան Արեան Ծնունդեան".split())
_HY_PATRONYMIC_RE = re.compile(rf"[{_HY_UP}][{_HY_LO}]+(?:ի|ովնա|ևնա|եւնա|ովիչ|ևիչ|եւիչ|իչ)")
_HY_INITIAL = rf"[{_HY_UP}]\."
_HY_TITLES = ("բժ\\.|բժիշկ|Բժիշկ|Բժ\\.|Դոկտ\\.|դոկտ\\.|Տոքթ\\.|տոքթ\\.|Տիկ\\.|տիկ\\.|Պրն\\.|պրն\\.|Օր\\.|օր\\.|"
              "բուժքույր|բուժքույրը|ֆելդշ\\.|Տիկին|տիկին|Պարոն|պարոն|պրեսվիտեր|վարիչ|մանկաբարձ|հերթապահ բժիշկ|"
              "լաբ\\. բժիշկ")
_HY_KIN = ("կինը|կին|ամուսին|ամուսինը|եղբայրը|եղբայր|դուստրը|դուստր|մայրը|մայր|հայրը|հայր|թոռը|որդին|որդի|"
           "հարևանը|հարեւանը|բարեկամների|բարեկամը|զաւակը|զավակը|քույրը|աղջիկը|տղան|ամուսնուն")
_HY_FIELDS = ("Հիվանդ|Պացիենտ|Աշխատող|Ա\\.Ա\\.Հ\\.|Ուղեկցող|Գանձապահ|Դիսպետչեր|Հաստատեց|վարիչ|սպասարկում|հանձնեց|"
              "ընդունեց|Ես|Հիւանդ|Բժիշկ|Բուժքույր|Ավագ բժիշկ|Ստորագրող|Կազմեց|Ծնող")
_HY_RUN = rf"(?:{_HY_INITIAL}{_SP}?)?[{_HY_UP}][{_HY_LO}]+(?:-[{_HY_UP}][{_HY_LO}]+)?(?:{_SP}(?:{_HY_INITIAL}|[{_HY_UP}][{_HY_LO}]+(?:-[{_HY_UP}][{_HY_LO}]+)?)){{0,2}}"
_HY_AFTER_RE = re.compile(rf"{_NB}(?:(?P<t>{_HY_TITLES})|(?P<k>{_HY_KIN})՝|(?P<f>{_HY_FIELDS})՝)[ \t]*(?:(?:{_HY_TITLES}){_SP})?"
                          rf"(?P<n>{_HY_RUN})")

# --- Ethiopic names ----------------------------------------------------------------------------------------------
_ET_W = rf"[{_ET}]{{2,15}}"
_ET_TITLES = ("አቶ|ኣቶ|ወ/ሮ|ወይዘሮ|ወ/ሪት|ወይዘሪት|ዶ/ር|ዶክተር|ሲ/ር|ሲስተር|ነርስ|ጤ/ኤ/ባ|ሚድዋይፍ|ሹፌር|ፕ/ር|ቄስ|ቀሺ|ሼህ|ሃጂ|"
              "መምህር|ዲ/ን|ኢንጅነር|ሻምበል|ኣደይ|ባለሙያ|ሕምምቲ|ሕሙም|counselor|counsellor|focal person|"
              "HEW|interpreter|Interpreter")
# kin words, a name after them and a dash ("ሓዋ — ዳዊት ተስፋሚካኤል", "እናት — ወ/ሮ የሺ ዘውዱ")
_ET_KIN = "ሓዋ|ሓብቲ|ኣደ|ኣቦ|እናት|አባት|ወንድም|ወንድሙ|ወንድሟ|እህት|እህቷ|ባል|ሚስት|ልጅ|ወላጅ"
_ET_FIELDS = ("የሟች ስም|የታካሚው ስም|የታካሚ ስም|ሙሉ ስም|ሽም ኣደ|ሽም ኣቦ|ሽም ሕፃን|ሽም ሕጻን|ሽም|ስም|ምስክር|የላከው ባለሙያ|"
              "የተረጋገጠው|ያረጋገጠው|ቃለ መጠይቅ ያደረገችው|ቃለ መጠይቅ ያደረገው|ዝመልአ|ዝመዝገበ|ዝሓረሰት ሰብ ሞያ|ያዘጋጀው|"
              "የመረመረው|ሐኪም|አስታማሚ|ባለቤት|ስሟ|ስሙ|ስማቸው|ተርጓሚ|Name")
_ET_PREP = "(?:ለ|የ|ከ|በ|ወደ|ናብ|ካብ)?"
_ET_NAME_RE = re.compile(
    rf"(?<![{_ET}/])(?:{_ET_PREP}(?P<t>{_ET_TITLES})|(?P<f>{_ET_FIELDS})(?:[ \t]*:|(?=[ \t]))"
    rf"|(?P<k>{_ET_KIN})[ \t]*[—–-])[ \t]*"
    rf"(?:(?:{_ET_TITLES})[ \t]+)?(?P<n>{_ET_W}(?:[ \t]{_ET_W}){{0,2}}(?:[ \t][{_ET}]\.)?)")
# words that end an Ethiopic name: particles, verbs and nouns that follow one
_ET_STOP = frozenset(
    "ላይ ነው ናቸው ነበር ጋር እና ወደ ውስጥ ብቻ ደግሞ ተረኛ ዛሬ ትናንት ነገ ኣብ ካብ ናብ እዩ እያ ምስ ኣሎ ኣላ ነይሩ ነይራ ዘለዋ "
    "ይመስገን ደውይለት ደውሉ ተነግሮታል ተደርጎላት ይላል ብለው ያለው የሚኖረው ትነብር ይነብር ጤና ጣቢያ ሆስፒታል ክሊኒክ "
    "ዕድሜ ዕድመ ፆታ ጾታ ስልክ ስልኪ አድራሻ ኣድራሻ ቀን ዕለት ፊርማ ቁ ቁጥር ወረዳ ቀበሌ ዞን ከተማ ክ/ከ ልጅ ልጇ ልጁ ባለቤቷ ባለቤቱ "
    "እናት አባት ወንድም እህት ሚስት ባል ኣደ ኣቦ ሓዋ ሓብቲ".split())
# given names that are also everyday words ("peace", "full", "hope"): never found by a name's other mention
_ET_WORD_NAMES = frozenset("ሰላም ሙሉ ተስፋ ደስታ ፍቅር ብርሃን ሕይወት ዘመን ጤና ሃይማኖት ሀብት".split())
# a chat message's sender at a line's start ("[02:47] ብዙነሽ ዳካ:", "[15.11.2023 21:19] Նարինե Գասպարյան:",
# "17/01/2024, 08:12 - მაკა ექთანი ნევრო:")
_CHAT_SENDER_RE = re.compile(
    r"(?m)^[ \t]*(?:\[[\d:./, ]{4,22}\]|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?[ \t]\d{1,2}:\d{2}(?:[ \t]?[APap][Mm])?[ \t]-)"
    r"[ \t]*(?P<n>[^\n:\[\]]{2,40}?):[ \t]")
_BILINGUAL_NAME_RE = re.compile(rf"(?:Name|Patient|Patient name|Mother|Father)[ \t]*:[ \t]*[A-Z][A-Za-z .'-]{{2,50}}"
                                rf"[ \t]/[ \t](?P<n>{_ET_W}(?:[ \t]{_ET_W}){{0,3}})(?![{_ET}])")
_USER_RE = re.compile(r"(?:მომხმარებელი|օգտատեր|ተጠቃሚ)[ \t]*[:՝]?[ \t]*(?P<v>[a-z][a-z0-9._]{3,30})(?![\w@])")

# --- places ------------------------------------------------------------------------------------------------------
_KA_UNIT_BEFORE_RE = re.compile(rf"{_NB}(?:(?:სოფ\.|ქ\.|დ\.)[ \t]*|(?:სოფელი|სოფელ|ქალაქი|დაბა)[ \t]+)(?P<n>[{_KA}]{{3,}}(?:[ \t][{_KA}]{{3,}})?)"
                                rf"(?![{_KA}]|[ \t]*(?:ქ\.|ქუჩა|გამზ\.|\d))")
_KA_UNIT_AFTER_RE = re.compile(rf"{_NB}(?P<n>[{_KA}]{{3,}}(?:ის)?[ \t](?:მუნიციპალიტეტი|მუნიციპალიტეტის|მუნიციპალიტეტში|მ-ბა|"
                               rf"მ-ბის|რ-ნი|რ-ნის|რაიონი|რაიონის|რაიონში))(?![{_KA}])")
_KA_MICRO_RE = re.compile(rf"{_NB}(?P<n>[{_KA}]{{3,}}(?:[ \t][IVX]{{1,4}})?(?:,[ \t]?[IVX]{{1,4}})?[ \t]მ/რ"
                          rf"(?:,[ \t]?(?:კორპ\.[ \t]?)?\d{{1,4}}(?:[-/]\d{{1,4}})?)?(?:,[ \t]?ბ\.[ \t]?\d{{1,4}})?)")
# a street of a town's district and its house without a street word, in a cell after a town ("მარნეული, რუსთაველის 58")
_HY_UNIT_BEFORE_RE = re.compile(rf"{_NB}(?:ք\.|գ\.|քաղաք|գյուղ)[ \t]*(?P<n>[{_HY_UP}][{_HY_LO}]+(?:[ \t-][{_HY_UP}][{_HY_LO}]+)?)")
_HY_STREET_RE = re.compile(
    rf"{_NB}(?P<n>(?:[{_HY_UP}][{_HY_LO}]+[ \t]){{0,2}}[{_HY_UP}][{_HY_LO}]+(?:[ \t](?:\d{{1,2}}-րդ[ \t])?(?:փ\.|փողոց|պող\.|"
    rf"պողոտա|զանգ\.|թաղ\.|նրբ\.|հրապ\.|հրապարակ)|[ \t]\d{{1,4}}(?:/\d{{1,3}})?(?=,[ \t]?(?:բն\.|շ\.)))(?:,?[ \t]?\d{{1,4}}(?:/\d{{1,3}})?"
    rf"(?:[ \t]?շ\.)?)?(?:,[ \t]?\d{{1,4}}[ \t]?շ\.)?(?:,[ \t]?բն\.[ \t]?\d{{1,4}})?)")
# a street's name and its house number alone in an address's cell, after a comma, a bar or a field ("ք. Վանաձոր,
# Տիգրան Մեծի 34", "| Բաբաջանյան 51,", "Հասցե՝ Րաֆֆու 77")
_HY_BARE_STREET_RE = re.compile(
    rf"(?m)(?:(?<=,[ \t])|(?<=\|[ \t])|(?<=՝[ \t])|^)(?P<n>(?:[{_HY_UP}][{_HY_LO}]+[ \t])?[{_HY_UP}][{_HY_LO}]+(?:ի|ու|յան|ց)"
    rf"[ \t]\d{{1,4}}(?:/\d{{1,3}})?)(?=[ \t]*(?:[,|։(\n]|$))")
_ET_UNIT_RE = re.compile(
    rf"(?<![{_ET}])(?P<n>(?:ቀበሌ|ወረዳ|ዞባ)[ \t]?\d{{1,3}}|(?:ጎጥ|ክ/ከተማ|ክፍለ ከተማ)[ \t]{_ET_W}(?:[ \t]{_ET_W})?(?=[ \t]*[፣,።:\n(|)]|[ \t](?:ላይ|ውስጥ|ነው|ኣብ))"
    rf"|{_ET_W}(?:[ \t]{_ET_W}){{0,2}}[ \t](?:ክ/ከ|ክ/ከተማ|ክፍለ ከተማ|ወረዳ|ቀበሌ|ዞን|ሰፈር|ዙሪያ ወረዳ|ዙሪያ)(?![{_ET}/]))")
_ET_UNIT_WORDS = frozenset("ቀበሌ ወረዳ ዞን ሰፈር ዙሪያ ክ/ከ ክ/ከተማ ጎጥ ከተማ ዞባ".split())
_PO_BOX_RE = re.compile(r"(?:ፖ\.ሣ\.ቁ\.|ፖ\.ሳ\.ቁ\.|ፖ\.ሣ\.ቁ|ፖ\.ሳ\.ቁ|S\.L\.P\.)[ \t]*(?P<v>\d{2,6})(?!\d)")
_HOUSE_RE = re.compile(r"(?:የቤት ቁ\.|ቁ\. ገዛ|የቤት ቁጥር)[ \t]*(?P<v>\d{1,5})(?!\d)")
# a postcode of four digits after its town ("თბილისი 0112", "Երևան 0056")
_POSTCODE_AFTER_RE = re.compile(rf"(?P<t>[{_KA}{_HY}]{{3,}}),?[ \t](?P<v>\d{{4}})(?!\d|[.,:/-]\d|[ \t]?(?:წ|թ|ml|mg))")

# --- places of care and organisations ----------------------------------------------------------------------------
_KA_QUOTED_RE = re.compile(rf"(?P<f>(?:შპს|სს|სსიპ|ა\(ა\)იპ|ააიპ|ი/მ)[ \t]*[–-]?[ \t]*)?„(?P<q>[^„“”\"\n]{{2,60}})[“”\"]"
                           rf"(?P<c>{_KA_CASE})?")
_KA_LEGAL_RE = re.compile(rf"(?P<n>(?:შპს|სს|სსიპ)[ \t]*[–-][ \t]*(?:[{_KA}]+[ \t]){{0,4}}[{_KA}]+)")
_HY_QUOTED_RE = re.compile(rf"«(?P<q>[^«»\n]{{2,50}})»(?P<h>[ \t](?:բժշկական կենտրոն|ԲԿ|ՀԲԿ|ՓԲԸ|ՍՊԸ|հիվանդանոց|"
                           rf"պոլիկլինիկա|դեղատուն|դեղատնից|հանրակացարան|ծննդատուն|կլինիկա)(?:[{_HY_LO}]{{0,4}}))?")
# a head word's stem and its case ("კლინიკაში", "ცენტრის", "სახლში", "სერვის-ცენტრში")
_KA_HEAD = ("(?:პოლიკლინიკ|ამბულატორი|კლინიკ|სერვის-ცენტრ|ცენტრ|საავადმყოფო|ჰოსპიტალ|ლაბორატორი|აფთიაქ|სააგენტო|"
            "სახლ|ბანკ)(?:[აი]|ო)?(?:ში|ის|ს|ით|დან|ზე|თან)?")
_KA_FACILITY_RE = re.compile(
    rf"{_NB}(?P<n>[{_KA}]{{3,}}(?:ის|ას|ოს|ეს|უს|ს)(?:[ \t](?:№[ \t]?\d{{1,3}}|[{_KA}]{{3,}}(?:ის|ო|ური|ული|ი)))"
    rf"{{0,3}}[ \t](?:{_KA_HEAD}))(?![{_KA}])")
_HY_FACILITY_RE = re.compile(
    rf"(?<![{_HY}\w«])(?P<n>[{_HY_UP}][{_HY_LO}]+(?:ի|ու|ց)(?:[ \t]թիվ[ \t]\d{{1,3}}|[ \t][{_HY_LO}]{{4,}}(?:ական|ային|ության|ի))?"
    rf"[ \t](?:բժշկական կենտրոն|ԲԿ|ԲԱ|ՈԲ|ՀԲԿ|հիվանդանոց|պոլիկլինիկա|ծննդատուն|ծննդատ|մայրության տ|ամբուլատորիա|"
    rf"առողջության կենտրոն|դեղատուն|դեղատ|կլինիկա)[{_HY_LO}]{{0,5}})(?![{_HY}])")
_KA_GENERIC_FIRST = frozenset("ოჯახის სოფლის ბავშვთა ქალთა რეგიონული რაიონის ქალაქის სახელმწიფო ამ იმ ამავე "
                              "უახლოესი ჩვენი თქვენი მისი საკუთარი კერძო სამედიცინო ერთ-ერთ ერთ ნებისმიერ".split())
_ET_HEAD = "ጤና ጣቢያ|ጤና ኬላ|ጥዕና ጣቢያ|ሆስፒታል|ክሊኒክ|ላቦራቶሪ|መምሪያ|ጽ/ቤት|ባንክ"
_ET_FACILITY_RE = re.compile(
    rf"(?<![{_ET}/])(?:ወደ[ \t]|ኣብ[ \t]|ናብ[ \t])?(?P<n>(?:{_ET_W}[ \t]){{1,4}}(?:{_ET_HEAD})|ሆስፒታል[ \t]{_ET_W}(?![ \t][{_ET}]))"
    rf"(?![{_ET}])")
# Tigrinya's hospital before its town, in running text ("ኣብ ሆስፒታል መንደፈራ ብሕማም")
_ET_HEAD_FIRST_RE = re.compile(rf"(?<![{_ET}])ሆስፒታል[ \t](?P<n>{_ET_W}(?:[ \t]{_ET_W})?)(?![{_ET}])")
# words after which a place of care's name begins: prepositions, pronouns, a seal ("ወደ", "ኣብ", "እኔ ነኝ", "ሕታም")
_ET_OPENERS = frozenset("ወደ ኣብ ናብ ካብ ከ በ እኔ ነኝ ሕታም ማኅተም እድሜዬ ይህ ያ በዚህ እዚ ሌላ ሌሎች እኛ በእኛ የእኛ".split())
# words that open no name of their own, though one may follow them ("የመንግስት ሆስፒታል", "ሪፈራል ሆስፒታል")
_ET_GENERIC = frozenset("የመንግስት በአቅራቢያ ወደ ኣብ ናብ ካብ የግል ሪፈራል ዩኒቨርሲቲ ኮምፕሬሄንሲቭ የወረዳው ወረዳው ለወረዳው "
                        "የወረዳ ሌላ ይህ ያ በዚህ እዚ ከጤና ከሆስፒታሉ በሆስፒታሉ ሆስፒታሉ እኔ ነኝ ሕታም ማኅተም እድሜዬ ተቀባዩ በተቀባዩ "
                        "የተቀባዩ ላኪው የላኪው ቅርብ በቅርብ አቅራቢያ በአቅራቢያው አቅራቢያው ሌሎች".split())

# --- numbers -----------------------------------------------------------------------------------------------------
_CODE = rf"(?:[A-Z{_KA}{_HY_UP}{_ET}]{{1,8}}[-/ ]?){{0,3}}\d[\dA-Z]*(?:[-/][\dA-Z{_ET}]{{1,12}}){{0,4}}(?:[ \t][A-Z]{{1,3}}[ \t]\d{{1,2}}[ \t]\d{{2}}[ \t]\d{{5,10}})?"
_ID_WORD_RE = re.compile(
    rf"(?:№|#|პ/ნ|p/n|ს/კ|პირადი №|ისტ\. №|ქვითარი|ჩეკი|შტრიხკოდი|ՀԾՀ|ՀԾՀ \(սոց\. քարտ\)|Անձնագիր|ՀՎՀՀ|լիցենզիա|սերտ\.|համար|"
    rf"ቁ\.(?:[ \t][{_ET}]{{2,8}})?|ቁጥር|ተ\.ቁ\.|"
    rf"መታወቂያ(?:[ \t]ቁ\.)?|\(ፋይዳ\)|ፋይዳ|ደረሰኝ ቁ\.|ሂሳብ ቁ\.)[ \t]*[:՝]?[ \t]*(?P<v>{_CODE})(?![\w])")
# a table row's record number in its first cell ("24-004417 | 20:14 |", "1;24-03317;")
_ROW_NUMBER_RE = re.compile(r"(?m)^(?:\d{1,3};)?(?P<v>\d{2}-\d{5,7})(?=[ \t]*[|;՝])")
_KA_PERSONAL_RE = re.compile(r"(?<![\d+])(?P<v>\d{11})(?!\d)")
_FAYDA_RE = re.compile(r"(?<=\(ፋይዳ\)[ \t])(?P<v>\d{4}[ \t]\d{4}[ \t]\d{4})(?!\d)")
_ET_PLATE_RE = re.compile(rf"(?P<v>ኮድ[ \t]?\d[ \t]?-[ \t]?\d{{4,6}}(?:[ \t][{_ET}]{{1,3}})?)(?![{_ET}\d])")

# --- phones, dates, ages -----------------------------------------------------------------------------------------
_PHONE_WORD_RE = re.compile(r"(?:ტელ\.?|ტელეფონი|Հեռ\.|Հեռախոս|հեռ\.|ስልክ|ስልኪ|ቴሌፎን|ተሌ\.|ሞባይል)[ \t]*[:՝.]?[ \t]*"
                            r"(?P<v>\+?\d[\d \-()]{5,18}\d)")
_PHONE_SHAPE_RE = re.compile(r"(?<![\d+./-])(?P<v>(?:\+995[ \t])?5\d\d[ \t]\d\d[ \t]\d\d[ \t]\d\d|\+995[ \t]\d{3}[ \t]\d\d"
                             r"[ \t]\d\d[ \t]\d\d|09\d\d[ \t]\d\d[ \t]\d\d[ \t]\d\d|\+251[ \t]\d{3}[ \t]\d\d[ \t]\d\d[ \t]\d\d)"
                             r"(?![\d/.])")
_DAY = r"(?:3[01]|[12]\d|0?[1-9])"
_ET_MONTHS = ("መስከረም|ጥቅምት|ጥቅምቲ|ኅዳር|ህዳር|ሕዳር|ታኅሣሥ|ታህሳስ|ታሕሳስ|ጥር|ጥሪ|የካቲት|ለካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰኔ|ሰነ|"
              "ሐምሌ|ሓምለ|ነሐሴ|ነሓሰ|ጳጉሜ|ጳጉሜን")
_ET_NUM = "[\u1369-\u137c]{1,4}"
_ET_DATE_RE = re.compile(
    rf"(?<![{_ET}])(?:ከ|እስከ|በ|የ)?(?P<v>(?:{_DAY}[ \t])?(?:{_ET_MONTHS})(?:[ \t]?(?:3[01]|[12]\d|0?[1-9]|{_ET_NUM})(?!\d))?"
    rf"(?:[ \t]ቀን)?(?:[ \t]?/?[ \t]?(?:(?:19|20)\d\d|{_ET_NUM})(?:[ \t]ዓ\.ም\.?)?)?)(?![{_ET}])")
# a day and a month without a year, in prose ("ავად არის 03.03 დილიდან", "ოფთალმოლოგთან იყო 23.06 —", "15/02-ին")
_DAY_MONTH_RE = re.compile(rf"(?:(?<=[{_KA}{_HY}:][ \t(])|(?<=[{_KA}{_HY}][ \t]\())(?P<v>(?:0[1-9]|[12]\d|3[01])[./](?:0[1-9]|1[0-2]))"
                           rf"(?=[ \t),;]|-(?:ին|ის|ს|ից)|\.?$)", re.M)
# an Armenian date with its month's name, capitalised or not, whole or cut short ("Սեպտեմբերի 16-ին", "8 Ապրիլ 2024",
# "Հոկտ. 12-ին", "սեպտ. 2023"), with a day or a year
_HY_MONTHS = ("[Հհ]ունվար|[Փփ]ետրվար|[Փփ]ետրուար|[Մմ]արտ|[Աա]պրիլ|[Մմ]այիս|[Հհ]ունիս|[Հհ]ուլիս|[Օօ]գոստոս|"
              "[Սս]եպտեմբեր|[Հհ]ոկտեմբեր|[Նն]ոյեմբեր|[Դդ]եկտեմբեր")
_HY_MONTHS_SHORT = "[Հհ]ունվ|[Փփ]ետր|[Աա]պր|[Օօ]գոստ|[Սս]եպտ|[Հհ]ոկտ|[Նն]ոյ|[Դդ]եկտ"
_HY_DATE_RE = re.compile(
    rf"(?<![{_HY}\d])(?P<v>(?:{_DAY}[ \t])?(?:(?:{_HY_MONTHS})(?:ի|ին)?|(?:{_HY_MONTHS_SHORT})\.)"
    rf"(?:[ \t]{_DAY}(?:-?ին|-?ից)?(?![\d.]))?(?:[ \t](?:19|20)\d\d(?:[ \t]?թ\.)?)?)(?![{_HY}])")
_AGE_RE = re.compile(rf"(?<![\d.])(?P<v>(?:9\d|1[01]\d)[ \t]?(?:წლის|წ\.|տ\.|տարեկան|ዓመት(?:ታቸው|ቸው|ዋ|ሩ)?|ዓመታቸው))(?![{_L}])"
                     rf"|(?:ዕድሜ(?:ያቸው)?|ዕድመ|Տարիք)[ \t]*[:՝]?[ \t]*(?P<w>(?:9\d|1[01]\d))(?![\d.])")


# patterns of the name, place and place-of-care passes, compiled once
_KA_INITIAL_AFTER = re.compile(rf"{_SP}[{_KA}]\.(?![{_KA}])")
_KA_NEXT_WORD = re.compile(rf"{_SP}([{_KA}]{{3,}})(?![{_KA}])")
_KA_TWO_INITIALS = re.compile(rf"(?<![{_KA}\w.])(?P<v>[{_KA}]\.[{_KA}]\.)(?=[ \t]*$|\)|-ს|-მა)", re.M)
_HY_INITIAL_AFTER = re.compile(rf"{_SP}{_HY_INITIAL}(?![{_HY}])")
_HY_STREET_AFTER = re.compile(rf"{_SP}?(?:\d|փ\.|փողոց|պող\.|հրապ\.|»)")
_HY_LISTED_NAME = re.compile(rf",{_SP}(?P<n>{_HY_RUN})(?=[ \t]*(?:$|,|\|))", re.M)
_HY_TWO_INITIALS = re.compile(rf"(?<![{_HY}\w.])(?P<v>[{_HY_UP}]\.[ ]?[{_HY_UP}]\.)(?=[ \t]*$|,|\)|-ին|-ից)", re.M)
_ET_GOES_ON = re.compile(rf"[ \t]?[{_ET}]")
_TOWN_CANDIDATE = re.compile(rf"(?<![{_L}\w\-/])(?:ከ|በ|ለ|ወደ)?(?P<n>[{_L}]{{3,}}(?:[ \t-][{_L}]{{3,}})?)(?![{_L}\w])")
_KA_HEAD_AFTER_QUOTE = re.compile(rf"[ \t](?:[{_KA}]+[ \t]){{0,2}}(?:{_KA_HEAD}|ბანკი)[{_KA}]{{0,3}}")


class GeorgianArmenianEthiopicRecordRecognizer(Recognizer):
    """Names, places, organisations, numbers, phones, dates and ages of a record written in Georgian, Armenian,
    Amharic or Tigrinya (see the module's docstring)."""

    name = "georgian_armenian_ethiopic_record"
    labels = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "STREET_ADDRESS", "CITY", "COUNTY", "POSTCODE",
              "FACILITY", "OTHER_ID", "VEHICLE_ID", "PHONE", "DATE", "AGE_OVER_89")

    def analyze(self, doc: Doc) -> list[Span]:
        text = doc.text
        if not has_letters(text, _LETTER, _MIN_LETTERS):
            return []
        src = self.name
        names = _georgian_names(text, src) + _armenian_names(text, src) + _ethiopic_names(text, src)
        for m in _CHAT_SENDER_RE.finditer(text):
            if _LETTER.search(m.group("n")):
                names.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.8))
        for m in _USER_RE.finditer(text):
            names.append(Span(*m.span("v"), "CLINICIAN_NAME", src, 0.75))
        for m in _BILINGUAL_NAME_RE.finditer(text):
            names.append(Span(*m.span("n"), "PATIENT_NAME", src, 0.8))
        out = names + _other_mentions(text, names, src)
        out += _places(text, src)
        out += _facilities(text, src)
        out += _numbers(text, src)
        for rx in (_PHONE_WORD_RE, _PHONE_SHAPE_RE):
            for m in rx.finditer(text):
                if sum(c.isdigit() for c in m.group("v")) >= 6:
                    out.append(Span(*m.span("v"), "PHONE", src, 0.85))
        for rx in (_ET_DATE_RE, _DAY_MONTH_RE, _HY_DATE_RE):
            for m in rx.finditer(text):
                if rx is _DAY_MONTH_RE or any(c.isdigit() or "\u1369" <= c <= "\u137c" for c in m.group("v")):
                    out.append(Span(*m.span("v"), "DATE", src, 0.85))
        for m in _AGE_RE.finditer(text):
            out.append(Span(*m.span("v" if m.group("v") else "w"), "AGE_OVER_89", src, 0.85))
        return out


# --- Georgian ----------------------------------------------------------------------------------------------------
def _ka_stem_in(word: str, names: frozenset[str]) -> bool:
    """``word`` is a name of ``names`` in some case ("ნინომ" of "ნინო", "ქეთისგან" of "ქეთი", "ლელამ" of "ლელა")."""
    if word in names:
        return True
    for end in _KA_CASE.split("|"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            stem = word[:-len(end)]
            # (the ergative's "-მ" after a vowel, "-მა" after a consonant: "ლელამ", "ალიხანმა", not "ნორმა" of "ნორა")
            vowel = stem[-1] in "აეიოუ"
            if end == "მ" and not vowel or end == "მა" and vowel:
                continue
            if stem in names or stem + "ი" in names or end not in ("მ", "მა") and (
                    stem + "ა" in names or stem + "ე" in names):
                return True
    return False


# an initial just before a name (searched in the whole text, so that its lookbehind sees the letter before it: not a
# sentence's last letter and its stop, "შეიძლება. მარილიანი")
_INITIAL_BEFORE_KA = re.compile(rf"(?<![{_KA}\w.])[{_KA}]\.{_SP}?$")
_INITIAL_BEFORE_HY = re.compile(rf"(?<![{_HY}\w.]){_HY_INITIAL}{_SP}?$")


def _georgian_names(text: str, src: str) -> list[Span]:
    if not re.search(f"[{_KA}]", text):
        return []
    firsts, lasts, _, _ = lexicons.georgian_armenian_names()
    words = [(m.start(), m.end(), m.group()) for m in _KA_WORD_RE.finditer(text)]
    out: list[Span] = []

    def kind(w: str) -> str:
        if w in _KA_NOT_NAMES or w.startswith(_KA_KIN_SHVILI):
            return ""
        if _KA_SURNAME_RE.fullmatch(w) or _ka_stem_in(w, lasts):
            return "s"
        if len(w) >= 3 and _ka_stem_in(w, firsts):
            return "g"
        return "w" if _KA_WEAK_SURNAME_RE.fullmatch(w) else ""

    kinds = [kind(w) for _, _, w in words]
    i = 0
    while i < len(words):
        a, b, w = words[i]
        k = kinds[i]
        if not k:
            i += 1
            continue
        start, end = a, b
        j = i
        # the next word of the name, one space on ("ლევან ცინცაძე", "ალიევი რაშად", "მარგოშვილი ისა")
        if j + 1 < len(words) and re.fullmatch(f"{_SP}", text[b:words[j + 1][0]]) and kinds[j + 1]:
            end = words[j + 1][1]
            j += 1
        # an initial before a surname or after it ("ლ. ცინცაძე", "ბერიძე გ.")
        # (a weak surname's pair is a given name: not two weak words, "ჩამოვა ევა")
        if j > i and "g" not in (k, kinds[j]) and "s" not in (k, kinds[j]):
            end, j = b, i
        before = _INITIAL_BEFORE_KA.search(text, max(0, start - 3), start)
        if before and ("s" in (k, kinds[j]) or "w" in (k, kinds[j])):
            start -= len(before.group())
        after = _KA_INITIAL_AFTER.match(text[end:end + 4])
        if after and kinds[j] in "sw" and j == i:
            end += len(after.group())
        # (a surname in the genitive before a head word names the place: "ჭავჭავაძის კლინიკაში")
        if _GEN_BEFORE_HEAD.match(text, end):
            pass
        elif j > i or k == "s" or k == "g" and len(w) >= 4 or k == "w" and (before or after):
            out.append(Span(start, end, "PATIENT_NAME", src, 0.8))
        i = j + 1
    for m in _KA_KIN_NAME_RE.finditer(text):
        if m.group("n") not in _KA_NOT_NAMES:
            out.append(Span(*m.span("n"), "RELATIVE_NAME", src, 0.75))
    for m in _KA_TITLE_RE.finditer(text):
        n = m.group("n")
        # (not a specialty after "doctor": "ექიმი მეან-გინეკოლოგი", "ექიმ-ონკოლოგი")
        if n.split()[-1] in _KA_NOT_NAMES or re.search("ლოგ(?:ი|მა|ს|თან)$", n):
            continue
        if m.group("t") in _KA_WORD_TITLES and "." not in n and not kind(n):
            continue
        end = m.end("n")
        nxt = _KA_NEXT_WORD.match(text[end:end + 40])
        if nxt and kind(nxt.group(1)) == "s":
            end += len(nxt.group())
        out.append(Span(m.start("n"), end, "CLINICIAN_NAME", src, 0.8))
    # two initials that sign a note or stand for a person ("ე.ხ." at a line's end, "(ი.მ.)", "ზ.ლ.-ს")
    for m in _KA_TWO_INITIALS.finditer(text):
        if m.group("v") not in ("ა.შ.", "ე.ი.", "ე.წ.", "ძვ.წ."):
            out.append(Span(*m.span("v"), "PATIENT_NAME", src, 0.7))
    return out


# --- Armenian ----------------------------------------------------------------------------------------------------
def _hy_given(word: str, firsts: frozenset[str]) -> bool:
    if word in firsts:
        return True
    return any(word.endswith(e) and word[:-len(e)] in firsts for e in _HY_CASE.split("|") if len(word) > len(e) + 2)


def _armenian_names(text: str, src: str) -> list[Span]:
    if not re.search(f"[{_HY}]", text):
        return []
    _, _, firsts, _ = lexicons.georgian_armenian_names()
    out: list[Span] = []
    words = [(m.start(), m.end(), m.group()) for m in _HY_WORD_RE.finditer(text)]

    def kind(w: str) -> str:
        if w in _HY_NOT_SURNAMES or w.endswith(("ության", "ութեան", "ությանը")):
            return ""
        if _HY_SURNAME_RE.fullmatch(w):
            return "s"
        return "g" if _hy_given(w, firsts) else "w" if _HY_WEAK_SURNAME_RE.fullmatch(w) else ""

    kinds = [kind(w) for _, _, w in words]
    i = 0
    while i < len(words):
        if not kinds[i]:
            i += 1
            continue
        start, end = words[i][0], words[i][1]
        j = i
        has_surname = kinds[i] == "s"
        # the name's other words, one space apart: given names, a surname, a father's name ("Պետրոսյան Արամ Սամվելի")
        while j + 1 < len(words) and j - i < 2 and re.fullmatch(f"{_SP}", text[words[j][1]:words[j + 1][0]]):
            nk = kinds[j + 1]
            w = words[j + 1][2]
            if nk and (nk != "w" or kinds[j] == "g") or (has_surname and _HY_PATRONYMIC_RE.fullmatch(w) and j > i):
                has_surname = has_surname or nk == "s"
                end = words[j + 1][1]
                j += 1
            else:
                break
        if kinds[i] == "w" and j == i or kinds[i] == "w" and kinds[i + 1] != "g":
            i = j + 1
            continue
        before = _INITIAL_BEFORE_HY.search(text, max(0, start - 3), start)
        if before:
            start -= len(before.group())
        after = _HY_INITIAL_AFTER.match(text[end:end + 4])
        if after:
            end += len(after.group())
        # (a street named after a person is an address: "Բաբաջանյան փ.", "Բաբաջանյան 51"; a name in quotation marks
        # an organisation's, «Իզմիրլյան»)
        if not _HY_STREET_AFTER.match(text[end:end + 8]) and text[start - 1:start] != "«":
            out.append(Span(start, end, "PATIENT_NAME", src, 0.8))
        i = j + 1
    for m in _HY_AFTER_RE.finditer(text):
        # (after a field, a name of the lists or two capitalised words: not "Ուղեկցող՝ Զարկերակային գերճնշում", a
        # concomitant diagnosis)
        run = [w for w in m.group("n").split() if not w.endswith(".")]
        if m.group("f") and len(run) < 2 and not any(kind(w) in ("g", "s") for w in run):
            continue
        label = "RELATIVE_NAME" if m.group("k") else "CLINICIAN_NAME" if m.group("t") else "PATIENT_NAME"
        out.append(Span(*m.span("n"), label, src, 0.8))
        # a list of names after its field ("Դիսպետչեր՝ Լիլիթ, Գոհար Ս.")
        more = _HY_LISTED_NAME.match(text[m.end("n"):m.end("n") + 40])
        if m.group("f") and more:
            out.append(Span(m.end("n") + more.start("n"), m.end("n") + more.end("n"), label, src, 0.75))
    for m in _HY_TWO_INITIALS.finditer(text):
        out.append(Span(*m.span("v"), "PATIENT_NAME", src, 0.7))
    return out


# --- Ethiopic ----------------------------------------------------------------------------------------------------
def _ethiopic_names(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _ET_NAME_RE.finditer(text):
        words = m.group("n").split()
        keep: list[str] = []
        for w in words:
            if w in _ET_STOP or w.rstrip(".") in _ET_STOP:
                break
            keep.append(w)
        # (a third word only at a cell's end: a name, its father's, his father's; not the verb that follows)
        if len(keep) == 3 and _ET_GOES_ON.match(text, m.start("n") + len(" ".join(keep))):
            keep = keep[:2]
        if not keep or (m.group("f") and m.group("f") in ("ስሟ", "ስሙ", "ስማቸው") and len(keep) < 2):
            continue
        label = ("CLINICIAN_NAME" if m.group("t") in ("ዶ/ር", "ዶክተር", "ሲ/ር", "ሲስተር", "ነርስ") else
                 "RELATIVE_NAME" if m.group("k") else "PATIENT_NAME")
        out.append(Span(m.start("n"), m.start("n") + len(" ".join(keep)), label, src, 0.8))
    return out


def _other_mentions(text: str, names: list[Span], src: str) -> list[Span]:
    """The words of an Ethiopic name found once, elsewhere in the record ("ታደለች", "ለቦጋለ"): names have no case here,
    and a first name alone is how a chat or a note speaks of a person again."""
    seen = {w for s in names for w in text[s.start:s.end].split() if re.fullmatch(f"[{_ET}]{{3,}}", w)}
    seen -= _ET_WORD_NAMES | _ET_STOP
    if not seen:
        return []
    rx = re.compile(rf"(?<![{_ET}])(?:ለ|የ|ከ|በ)?(?P<n>{'|'.join(sorted(seen, key=len, reverse=True))})(?![{_ET}])")
    return [Span(*m.span("n"), "PATIENT_NAME", src, 0.7) for m in rx.finditer(text)]


# --- places ------------------------------------------------------------------------------------------------------
def _town_word(word: str, towns: frozenset[str]) -> bool:
    if word in towns:
        return True
    for end in ("ისკენ", "იდან", "ამდე", "შია", "ში", "ის", "დან", "ზე", "ում", "ից", "ի", "ը", "ն"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            stem = word[:-len(end)]
            if stem in towns or stem + "ი" in towns or stem + "ა" in towns:
                return True
    return False


def _places(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    towns = lexicons.caucasian_ethiopic_towns()
    # a town's name in any case or after a preposition, one word or two (Ethiopic and Armenian towns of two words)
    for m in _TOWN_CANDIDATE.finditer(text):
        n = m.group("n")
        if _town_word(n, towns):
            if not _GEN_BEFORE_HEAD.match(text, m.end("n")):
                out.append(Span(*m.span("n"), "CITY", src, 0.75))
            continue
        first = n.split()[0].split("-")[0] if (" " in n or "-" in n) else ""
        if first:
            if _town_word(first, towns):
                out.append(Span(m.start("n"), m.start("n") + len(first), "CITY", src, 0.75))
            last = n[len(first) + 1:]
            if _town_word(last, towns) and not _GEN_BEFORE_HEAD.match(text, m.end("n")):
                out.append(Span(m.end("n") - len(last), m.end("n"), "CITY", src, 0.75))
    for rx, label in ((_KA_UNIT_BEFORE_RE, "CITY"), (_KA_UNIT_AFTER_RE, "COUNTY"), (_KA_MICRO_RE, "STREET_ADDRESS"),
                      (_HY_UNIT_BEFORE_RE, "CITY"), (_HY_STREET_RE, "STREET_ADDRESS"), (_ET_UNIT_RE, "COUNTY"),
                      (_HY_BARE_STREET_RE, "STREET_ADDRESS")):
        for m in rx.finditer(text):
            n = m.group("n")
            start = m.start("n")
            if rx is _ET_UNIT_RE:
                if n.split()[0] in _ET_UNIT_WORDS and not any(c.isdigit() for c in n) and n.split()[0] not in (
                        "ጎጥ", "ክ/ከተማ", "ክፍለ"):
                    continue
                # (the name after a word that names none, "ታካሚው በሌላ ክፍለ ከተማ", in another sub-city; a word with a
                # preposition glued on)
                words = n.split()
                cut = max((i + 1 for i, w in enumerate(words) if w in _ET_GENERIC or w in _ET_OPENERS or w in _ET_STOP
                           and w not in _ET_UNIT_WORDS or w[0] in "በከለ" and len(w) > 2), default=0)
                if cut and (cut >= len(words) or words[cut] in _ET_UNIT_WORDS or words[cut] in ("ዙሪያ", "ክፍለ")):
                    continue
                start += len(" ".join(words[:cut])) + (1 if cut else 0)
            out.append(Span(start, m.end("n"), label, src, 0.75))
    for rx in (_PO_BOX_RE, _HOUSE_RE, _POSTCODE_AFTER_RE):
        for m in rx.finditer(text):
            if rx is _POSTCODE_AFTER_RE and not _town_word(m.group("t"), towns):
                continue
            out.append(Span(*m.span("v"), "POSTCODE" if rx is not _HOUSE_RE else "STREET_ADDRESS", src, 0.85))
    return out


_GEN_BEFORE_HEAD = re.compile(rf"[ \t](?:(?:[{_KA}]+|№[ \t]?\d+)[ \t]){{0,3}}(?:{_KA_HEAD})|[ \t](?:թիվ[ \t]\d+[ \t])?"
                              rf"(?:բժշկական|ԲԿ|ԲԱ|ՈԲ|հիվանդանոց|պոլիկլինիկա|ծննդատ)|“")


# --- places of care ----------------------------------------------------------------------------------------------
def _quoted_name(q: str) -> bool:
    """A quotation mark's text is a name, not a quoted sentence: five words or fewer, no sentence's stop."""
    return len(q.split()) <= 5 and not _SENTENCE_STOP.search(q)


_SENTENCE_STOP = re.compile(r"[.!?:;,]")


def _facilities(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _KA_QUOTED_RE.finditer(text):
        q = m.group("q")
        if not _quoted_name(q):
            continue
        after = _KA_HEAD_AFTER_QUOTE.match(text[m.end():m.end() + 40])
        end = m.end() + (len(after.group()) if after and not m.group("c") else 0)
        before = re.search(r"(?:ლაბორატორია|აფთიაქი|კლინიკა|ცენტრი)[ \t]*$", text[max(0, m.start() - 16):m.start()])
        start = m.start() - (len(before.group()) if before and not m.group("f") else 0)
        # (a quoted word alone names a place only with its legal form, its head word, a hyphen, a digit or a Latin
        # letter in it: not „ბურუსი“, a patient's "fog")
        if m.group("f") or after or before or re.search(r"[-\dA-Za-z]", q):
            out.append(Span(start, end, "FACILITY", src, 0.8))
    for m in _KA_LEGAL_RE.finditer(text):
        out.append(Span(*m.span("n"), "FACILITY", src, 0.75))
    for m in _HY_QUOTED_RE.finditer(text):
        # (a name is capitalised: not «ճանճեր աչքերի առաջ», a patient's words)
        q = m.group("q")
        if _quoted_name(q) and (q[0].isupper() or not q[0].isalpha()):
            out.append(Span(m.start(), m.end(), "FACILITY", src, 0.9))
    for m in _HY_FACILITY_RE.finditer(text):
        out.append(Span(*m.span("n"), "FACILITY", src, 0.85))
    for m in _KA_FACILITY_RE.finditer(text):
        if m.group("n").split()[0] not in _KA_GENERIC_FIRST:
            out.append(Span(*m.span("n"), "FACILITY", src, 0.85))
    towns = lexicons.caucasian_ethiopic_towns()
    for m in _ET_FACILITY_RE.finditer(text):
        words = m.group("n").split()
        if words[0] == "ሆስፒታል":  # (Tigrinya's head first: "ሆስፒታል ሃልሒብ", "ኣብ ሆስፒታል መንደፈራ")
            if words[1] in _ET_GENERIC or words[1] in _ET_STOP:
                continue
            out.append(Span(*m.span("n"), "FACILITY", src, 0.8))
            continue
        head = len(next(h for h in _ET_HEAD.split("|") if m.group("n").endswith(h)).split())
        # (the name after the last word that opens one, "ወደ", "እኔ ነኝ"; less the generic words that open it,
        # "የመንግስት"; none left, no name: "የግል ክሊኒክ", "በተቀባዩ ሆስፒታል")
        cut = max((i + 1 for i, w in enumerate(words[:-head]) if w in _ET_OPENERS or w in _ET_STOP), default=0)
        while cut < len(words) - head and words[cut] in _ET_GENERIC:
            cut += 1
        if cut >= len(words) - head or all(w in _ET_GENERIC for w in words[cut:-head]):
            continue
        start = m.start("n") + len(" ".join(words[:cut])) + (1 if cut else 0)
        out.append(Span(start, m.end("n"), "FACILITY", src, 0.8))
    for m in _ET_HEAD_FIRST_RE.finditer(text):
        first = m.group("n").split()[0]
        town = m.group("n") if m.group("n") in towns else first if first in towns else ""
        if town:
            out.append(Span(m.start(), m.start("n") + len(town), "FACILITY", src, 0.85))
    return out


# --- numbers -----------------------------------------------------------------------------------------------------
def _numbers(text: str, src: str) -> list[Span]:
    out: list[Span] = []
    for m in _ID_WORD_RE.finditer(text):
        # (not a form's number, "ფორმა № IV-100/ა"; nor a post box's or a house's, "ፖ.ሣ.ቁ. 21458", "የቤት ቁ. 417")
        if sum(c.isdigit() for c in m.group("v")) >= 3 and not re.search(
                r"(?:ფორმა|форма|Форма|Ձև|ձև|ቅጽ|Form|form|ፖ\.ሣ\.|ፖ\.ሳ\.|የቤት)[ \t]*$", text[max(0, m.start() - 12):m.start()]
        ) and not m.group("v").startswith("ገዛ"):
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.85))
    if re.search(f"[{_KA}]", text):
        for m in _KA_PERSONAL_RE.finditer(text):
            out.append(Span(*m.span("v"), "OTHER_ID", src, 0.9))
    for m in _ROW_NUMBER_RE.finditer(text):
        out.append(Span(*m.span("v"), "OTHER_ID", src, 0.8))
    for m in _FAYDA_RE.finditer(text):
        out.append(Span(*m.span("v"), "OTHER_ID", src, 0.9))
    for m in _ET_PLATE_RE.finditer(text):
        out.append(Span(*m.span("v"), "VEHICLE_ID", src, 0.85))
    return out
