"""Ages (AGE_OVER_89 above 89, AGE otherwise) and sex/gender mentions."""

from __future__ import annotations

import re

from airlock.core.spans import Span
from airlock.tagger.recognizers.base import Doc, P, PatternRecognizer

_B = r"(?<![A-Za-z0-9.])"
_AGE = r"(?P<v>\d{1,3}(?:\.\d)?)"
# round 64: the titles before a person's name that an age may follow ("Mr Tomasz Nowak is 91", "Frau Hildegard ...")
_TITLE = r"(?:Mrs?|Ms|Mr|Miss|Mx|Frau|Herr|Mme)\.?"
# the first word after a person's cue that makes it a reading, not a name ("Patient weight was 95")
_READING = (r"(?i:sats?|spo2|temp|temperature|weight|wt|height|score|glucose|bg|bm|pulse|hr|heart|bp|rr|resp|sodium|na|"
            r"ferritin|chol|trop|troponin|potassium|albumin|calcium|iron|hb|hgb|room|bed|level|result|reading|number|no|"
            r"id|count|age|satisfaction|total)(?![\w])")


# a line list's row, "Surname, Given" then an age over 89 in a column of its own: "Marchetti, Aurelio     91  M",
# "OGUNBIYI, FLORENCE   93  112A" (taken when the sex follows, or under a header line naming "Name" and "Age")
_LIST_ROW_AGE = re.compile(
    r"(?m)^[ \t]*(?:\d{1,3}[.)]?[ \t]{1,3})?[A-Z][A-Za-z'’\-]{1,25},[ \t]{1,2}[A-Z][A-Za-z'’\-]{1,20}(?:[ \t][A-Z]\.?)?"
    r"[ \t]{2,}(?P<v>9\d|1[01]\d)(?=[ \t]{1,})")
_SEX_AFTER = re.compile(r"[ \t]{1,3}(?:M|F|Male|Female|MALE|FEMALE)(?![A-Za-z])")
_AGE_HEADER = re.compile(r"(?im)^[^\n]*(?<![a-z])name(?![a-z])[^\n]*(?<![a-z/])age(?![a-z/])")


class AgeRecognizer(PatternRecognizer):
    """92-year-old, 92 yo, 92 y/o, aged 92, age: 92, 92 years of age, 92M / 92 F; label by value."""

    name = "age"
    labels = ("AGE", "AGE_OVER_89")
    residual = False
    _I = re.I
    patterns = (
        P(rf"{_B}{_AGE}[ \t\-]{{0,2}}(?:years?|yrs?|yo|y)[ \t\-]{{0,2}}(?:old|of age)(?![A-Za-z])", "AGE", 0.9,
          flags=_I),
        P(rf"{_B}{_AGE}[ \t]?(?:y/o|y\.o\.?|yo|yrs?\.?|y)(?![A-Za-z0-9/])", "AGE", 0.85, flags=_I),
        # round 73: an age of 90 or more in Russian, Ukrainian or Belarusian, its years' word after it ("93 года",
        # "пациентке 93 г.,", "92 р.", "91 рік"; not a weight in grams, "93 г" without its dot)
        P(r"(?<![\w.,])(?P<v>9[0-9]|1[01][0-9])[ \t]?(?:лет|года|год|г\.|р\.|років|роки|рік|гадоў|гады|год\.)"
          r"(?![а-яёіїєґў])", "AGE", 0.85),
        # round 54: a death notice's "in her 93rd year" (aged 92; from the 91st year on, past 89), by a death's word
        # before it in the sentence or after it (a person's: not a club's "in their 95th year", nor a ship's "in
        # her 94th year of service")
        P(r"(?i:(?<![a-z])(?:died|passed|peacefully|death|deceased)(?![a-z])[^.\n]{0,80}?in[ \t](?:her|his)[ \t])"
          r"(?P<v>9[1-9]|1[01][0-9])(?i:st|nd|rd|th)[ \t](?i:year)(?![A-Za-z])", "AGE", 0.8),
        P(r"(?<![A-Za-z])(?i:in[ \t](?:her|his)[ \t])(?P<v>9[1-9]|1[01][0-9])(?i:st|nd|rd|th)[ \t](?i:year)(?![A-Za-z])"
          r"(?=[^.\n]{0,40}?(?i:died|passed|death)(?![a-z]))", "AGE", 0.8),
        P(rf"(?i:(?<![a-z])(?:aged|age|ages|age of|age at|aged about|aged approximately))[ \t:]{{1,3}}(?:is[ \t]{{1,2}})?"
          rf"{_AGE}(?![\d])", "AGE", 0.85),
        # (not "Tc-99m", nor a temperature bound: "held until forecast < 100F", nor the end of a code, round 66:
        # "140668-118F")
        P(rf"{_B}(?<![A-Za-z0-9]-)(?<![<>≤≥~])(?<![<>≤≥~][ \t])(?P<v>\d{{2,3}})(?:M|F|m|f)(?=[ ,;.]|$)", "AGE", 0.75),
        P(rf"{_B}{_AGE}[ \t]{{1,2}}(?:years?|yrs?)(?=[ \t,]{{1,2}}(?:male|female|man|woman|gentleman|lady|m|f|"
          r"boy|girl|pt|patient|caucasian|white|black|asian|hispanic)\b)", "AGE", 0.85, flags=_I),
        # round 34: an age of 90 or more as a header prints it, in a field of its own ("Pt: Norman Ashworth  94 years
        # MRN Q1982204"): no duration is that long
        # (round 36: or after a date of birth and a dash, or in brackets: "DOB 15/01/1929 - 94 years", "(90 years)")
        P(r"(?:(?<=  )|(?<=\t)|(?<=\| )|(?<=[0-9][ \t]-[ \t])|(?<=\())(?P<v>9[0-9]|1[01][0-9])[ \t]{1,2}(?:years|yrs)"
          r"(?=[ \t]{2}|[ \t]*(?:[,;|)\n]|$))", "AGE", 0.75),
        # round 38: after a person's name (two capitalised words) and a colon or comma, as a pedigree lists them:
        # "Grandmother Savitaben Patel: 93 years, no cancer", "Sister Mary Catherine, 101 years, lives in
        # Antigonish" (not "Sentence: 99 years", "Life expectancy: 91 years")
        # (round 64: a surname in capitals, the birth date in brackets after the years: "Frau Hildegard BRAUCKMANN, 91
        # years (DOB 22.05.1933)"; not "Lease Term: 99 years (from 1987)", "Service LIFE: 100 years (concrete)")
        P(r"(?<![\w'’\-])[A-Z][a-z'’\-]{1,20}[ \t][A-Z](?:[a-z'’\-]{1,20}|[A-Z'’\-]{1,20})[:,][ \t](?P<v>9[0-9]|1[01][0-9])"
          r"[ \t]{1,2}(?:years|yrs)(?=[ \t]*(?:[,;.)]|$|\((?i:dob|d\.o\.b|born|geb|née|nee)))", "AGE", 0.75),
        # round 39: an age column after "SURNAME, Given" (and a record number) in a census or theatre list printed
        # in fixed-width columns ("PEMBERTON, Olive      R0046612   93   Dr Iyer", "ARMSTRONG, Ivy       90  R hemi";
        # not an observation with its unit, "SMITH, John   R123456   98   %", nor "BP, Pulse    96")
        P(r"(?<![\w'’\-])[A-Z][A-Z'’\-]{2,25},[ \t]?[A-Z][a-z'’\-]{2,20}(?:[ \t][A-Z][a-z'’\-]{1,20})?[ \t]{2,}"
          r"(?:[A-Z]{0,3}[0-9]{4,10}[ \t]{2,})?(?P<v>9[0-9]|1[01][0-9])(?=[ \t]{2,}\S)"
          r"(?![ \t]{2,}(?:%|kg|bpm|min|mins|mmol|mmhg|mmHg|HR|RR|rr|hr|ok|mg|ml|mL|cm|g|L|beats|breaths)(?![A-Za-z]))",
          "AGE", 0.75),
        # sex first, as in adverse-event narratives: "female, 94 years, weight 48 kg"
        P(rf"(?i:(?<![a-z])(?:male|female|man|woman|m|f),)[ \t]{{1,2}}{_AGE}[ \t]{{1,2}}(?i:years?|yrs?)(?![A-Za-z])",
          "AGE", 0.85),
        P(r"(?i:(?:in[ \t]{1,2}(?:his|her|their)[ \t]{1,2}(?:(?:early|mid|late)[ \t\-]{1,2})?))(?P<v>nineties|90s|hundreds)",
          "AGE", 0.8),
        P(r"(?i:(?<![a-z])(?:nonagenarian|centenarian))", "AGE_OVER_89", 0.8),
        # round 68: an age over 89 in German, Dutch and Polish, where the shape says it is a person's: in brackets
        # ("(93 J.)", "(91 jaar)", "(95 lat)", an Austrian "(94a)" after a birth date's year), "Jahre alt" / "jaar oud",
        # a person "-jährige(r)" ("94-jährige Pat.", "der 94-Jährige", "91-jarige vrouw"), or after the field's word
        # ("Alter: 93", "leeftijd 91 jaar", "Wiek: 92 l."); not a jubilee, a lease or a decade ("100 Jahre
        # Kinderklinik", "erfpacht 99 jaar", "od lat 90-tych"), joules ("Kardioversion mit 100 J."), a lateral view
        # ("lat 95 kV") nor an infant's days ("Alter: 96 Tage")
        P(r"\((?P<v>9\d|1[01]\d)[ \t]?(?:J\.?|Jahre|jaar|lat|r\.)\)", "AGE", 0.8),
        P(r"(?<=[0-9]{4}[ \t])\((?P<v>9\d|1[01]\d)[ \t]?a\)", "AGE", 0.8),
        P(r"(?<![\w.,/])(?P<v>9\d|1[01]\d)(?:[ \t](?:Jahre[ \t]alt|jaar[ \t]oud|lat[ \t]życia)|-Jährige[rnms]?"
          r"|-jährige[rnms]?(?=[ \t](?:Pat\.|Patient|Patientin|Frau|Mann|Herr|Bewohnerin|Bewohner|Dame|Seniorin|Senior))"
          r"|-jarige(?=[ \t](?:man|vrouw|patiënt|patiënte|patient|dame|heer|meneer|mevrouw|bewoner|bewoonster)))(?![\w])",
          "AGE", 0.8),
        P(r"(?<![A-Za-z])(?:Alter|ALTER|Leeftijd|leeftijd|LEEFTIJD|Wiek|wiek|WIEK)[ \t]{0,2}:?[ \t]{1,2}(?P<v>9\d|1[01]\d)"
          r"(?![\d.,+%])(?![ \t]{0,2}(?i:tage?|wochen|monate|dagen|dag|weken|maanden|dni|tyg|mies|uur|h|std|µmol|umol|mg|"
          r"kg|ml|mmol|u)(?![a-zäöü]))", "AGE", 0.8),
        # a birthday by its ordinal: "his 90th birthday party", "95th bday"
        P(rf"{_B}(?P<v>\d{{2,3}})(?i:st|nd|rd|th)[ \t]{{1,2}}(?i:birthday|bday|b-day)(?![A-Za-z])", "AGE", 0.8),
        # "NAME, 102 M", "(95 female)", "22 MALE"
        P(r"(?:,|\()[ \t]{0,2}(?P<v>\d{1,3})[ \t]{1,2}(?:M|F|MALE|FEMALE|male|female|Male|Female)(?![A-Za-z])", "AGE", 0.85),
        # ... and in a table's cell: "| AKINTOLA, Babatunde | 91 M | Hosp no." (a cell of its own, not "T 91 F")
        P(r"(?<=\|)[ \t]{0,2}(?P<v>\d{1,3})[ \t]{1,2}(?:M|F)(?=[ \t]{0,3}\|)", "AGE", 0.85),
        # spelled-out ages: "ninety-one year old", "one hundred and two"
        P(r"(?i:(?<![a-z])(?P<v>(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ \-](?:one|two|three|"
          r"four|five|six|seven|eight|nine))?|one hundred(?:[ \-](?:and[ \-])?(?:one|two|three|four|five|six|seven|"
          r"eight|nine|ten))?))(?:[ \-](?:years?|yrs?)[ \-]?(?:old|of age)|[ \t]{1,2}(?:\(\d{2,3}\)[ \t]{1,2})?"
          r"(?:yo|y/o|y\.o\.))(?![a-z]))", "AGE", 0.85),
        P(r"(?i:(?:age|aged)[ \t:]{1,3}(?P<v>(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ \-](?:one|"
          r"two|three|four|five|six|seven|eight|nine))?|one hundred(?:[ \-](?:and[ \-])?(?:one|two|three|four|five))?)"
          r"(?![a-z]))", "AGE", 0.85),
        # Age/Sex: 54/M, Demographics: 33 yrs/M, 40y/M, Age / Gender: 26/female
        # (round 44: the French "Âge: 95 ans")
        P(r"(?i:(?<![a-z])(?:age|âge|demographics|demograhpics|age[ \t]?/[ \t]?(?:sex|gender))[ \t]{0,2}:[ \t]{0,2})"
          r"(?P<v>\d{1,3})(?![\d])", "AGE", 0.9),
        P(r"(?<![A-Za-z0-9.])(?P<v>\d{1,3})[ \t]?(?i:y|yrs?|yo|years?)?[ \t]?/[ \t]?(?i:m|f|male|female)(?![A-Za-z])",
          "AGE", 0.85),
        # the time the age was taken between "age at" and the age: "age at consent 92", "age at diagnosis: 91"
        P(rf"(?i:(?<![a-z])age[ \t]{{1,2}}at[ \t]{{1,2}}[a-z]{{3,15}}(?:[ \t]{{1,2}}[a-z]{{3,15}})?)[ \t]{{0,2}}[:=]?[ \t]{{1,3}}"
          rf"(?:(?i:was|of)[ \t]{{1,2}})?{_AGE}(?![\d%]|[ \t]{{0,2}}(?i:kg|cm|mg|days?|weeks?|wks?|months?|mo|%))", "AGE", 0.8),
        # after a pronoun and "is"/"'s", ending there: "who is 94 and lives alone", "she's ninety-three, she's"
        # (round 35: "who is about 90", "shes 92 and lives alone" typed without its apostrophe)
        # (round 48: a parent or a spouse "is" too, not "'s" (a reading: "Dad's 98."), and as said in a call, "Mammy is
        # 93", "She is, um, ninety-one")
        # (round 68: "Ma is ninety-four and", "Lola is 92")
        P(r"(?i:(?<![a-z])(?:(?:who|she|he)(?:[ \t]{1,2}(?:is|was)|['’]s)|(?:mammy|mam|mum|mom|mother|daddy|dad|father|ma|"
          r"lola|lolo|nanay|tatay|oma|opa|"
          r"granny|gran|nan|nana|grandma|grandad|grandpa|husband|wife)[ \t]{1,2}(?:is|was)|shes|hes),?[ \t]{1,2}"
          r"(?:(?:um|uh|er|erm),?[ \t]{1,2})?(?:(?:now|almost|nearly|just|about)[ \t]{1,2})?)"
          r"(?P<v>\d{2,3}|(?i:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ \-](?:one|two|three|four|"
          r"five|six|seven|eight|nine))?|one hundred(?:[ \-](?:and[ \-])?(?:one|two|three|four|five))?))"
          r"(?![.,][0-9])(?=[ \t]{0,2}(?:[,.;:!?)\n\"]|$|-[ \t](?![ \t]*[0-9])|(?i:and|now|but|years?|yrs?|she|he|who|this|"
          r"next|so)(?![a-z])))", "AGE", 0.75),
        # an age over 89 in apposition to a name: "Pham Van Long, 91, fell at home"
        P(r"(?<=[a-z]),[ \t](?P<v>9\d|1[01]\d),[ \t](?=[a-z]|\d{1,2}/\d)", "AGE", 0.75),
        # round 23: after a name and the person's relation to the patient ("Mrs Kulsum Bibi, mother-in-law, 92."), a
        # relative still alive at an age ("maternal grandmother alive at 93")
        P(r"(?<=[a-z]),[ \t](?i:(?:mother|father|grandmother|grandfather|grandma|grandpa|aunt|uncle|husband|wife|"
          r"spouse|partner|sister|brother|daughter|son|cousin|neighbou?r|friend|lodger|resident)(?:-in-law)?),[ \t]"
          r"(?P<v>9\d|1[01]\d)(?=[ \t]{0,2}(?:[,.;)]|$))", "AGE", 0.75),
        P(r"(?i:(?<![a-z])(?:alive|still[ \t]alive)[ \t]{1,2}(?:at|aged?)[ \t]{1,2})(?P<v>9\d|1[01]\d)(?![\d])",
          "AGE", 0.75),
        # and in brackets after a relative's name: "elderly mother (Nhia, 90)", "(Smt. Annapurna Gudipati, 91)";
        # "now 93" after a relative ("grandmother Earline, now 93, in a nursing home")
        P(r"\((?:[^\W\d_][\w.'’\-]{0,24}[ \t]){0,3}[A-Z][\w'’\-]{1,24},[ \t]{1,2}(?P<v>9\d|1[01]\d)\)", "AGE", 0.75),
        # (round 31: the relative named by kin word only, in lower case: "kuia (his nan, 94) asking for updates")
        P(r"\((?i:(?:his|her|their|pt['’]?s|the)[ \t]{1,2})?(?i:nan|nana|nanna|gran|granny|grandma|grandpa|grandmother|"
          r"grandfather|mother|father|mum|mom|dad|aunt|uncle|husband|wife|sister|brother|kuia|koro),[ \t]{1,2}"
          r"(?P<v>9\d|1[01]\d)\)", "AGE", 0.75),
        P(r"(?<=[a-z]),[ \t]{1,2}now[ \t]{1,2}(?P<v>9\d|1[01]\d)(?=[,;.)])", "AGE", 0.75),
        # an age over 89 in brackets after a relative ("pt's sister (92) is in a nursing home", "Aaltje (93)"), or
        # after a relative's or a titled person's "is"/"was" ("father was 94", "Mrs. Al-Amoudi is 96,"); never a
        # reading ("sat (94)", "HR was 96")
        P(r"(?i:(?<![a-z])(?:sister|brother|mother|father|mom|dad|grandmother|grandfather|grandma|grandpa|aunt|uncle|"
          r"husband|wife|spouse|partner|neighbou?r|friend|cousin|dtr|daughter|son))(?:[ \t]{1,2}\(|,?[ \t]{1,2}(?i:is|was)[ \t]{1,2})"
          r"(?P<v>9\d|1[01]\d)(?:\)|(?=[ \t]{0,2}(?:[,.;)]|$|(?i:and|now|but)[ \t])))", "AGE", 0.75),
        P(r"(?<![\w.])(?!(?:Sat|Sats|Spo|Hr|Bp|Rr|Temp|Wt|Ht|Pulse|Gluc|Glucose|Cr|Na|Hgb|Plt|Score|Grade|Page|Room|"
          r"Rm|Bed|Day|Week|Age|Fio|Pao|Weight|Height|Mmse|Moca|Total|Result|Level|Value|Ef|Map|Iq)(?![a-z]))"
          # (round 44: a Scottish or Irish surname with a capital inside after a given name, "Agnes McCullough (91)";
          # not a device's "AccuChek (104)", "MacBook (101)")
          r"(?:[A-Z][a-z'’\-]{1,20}|(?<=[a-z][ \t])(?:Mc|Mac|O['’])[A-Z][a-z'’\-]{2,16})[ \t]{1,2}\((?P<v>9\d|1[01]\d)"
          r"(?:\)|(?=,[ \t]{1,2}[a-z]))",
          "AGE", 0.7),
        # round 35: a relative named after the kin word, then the age in a sentence ("Kokum Rose is now 92 and lives
        # with", "his mother Mele is 91", "Her nan, Ngaire, is 93", "Her mother, Lola Pacita, is 98")
        P(r"(?i:(?<![a-z])(?:sister|brother|mother|father|mom|mum|mam|dad|grandmother|grandfather|grandma|grandpa|"
          r"granny|gran|nan|nana|nanna|nani|kokum|koro|kuia|lola|lolo|nonna|babcia|aunt|auntie|aunty|uncle|husband|"
          r"wife|spouse|partner|neighbou?r|friend|cousin|daughter|son))"
          # (a name, not a reading: "Mother HbA1c was 96", "Dad Chol was 95", "Wife Ferritin was 95")
          r",?[ \t]{1,2}(?!(?i:sats?|temp|weight|score|glucose|pulse|sodium|ferritin|chol|cholesterol|trop|troponin|"
          r"bilirubin|platelets?|creatinine|potassium|albumin|calcium|iron|room|bed|level|result|reading)(?![\w]))"
          r"[A-Z][a-z'’\-]{1,20}(?:[ \t]{1,2}[A-Z][a-z'’\-]{1,20}){0,2}(?:,?[ \t]{1,2}who|,)?"
          r"[ \t]{1,2}(?i:is|was)(?:[ \t]{1,2}(?i:now|about|around|almost|nearly|just|over|aged))?[ \t]{1,2}"
          r"(?P<v>9\d|1[01]\d)(?=[ \t]{0,2}(?:[,.;)]|$|(?i:and|now|but|years?|yrs?)(?![a-z])))", "AGE", 0.75),
        # a death abroad, then the age: "her grandmother died in Vũng Tàu at 96 on the 10th"
        P(r"(?i:(?<![a-z])(?:died|passed[ \t]away))[ \t]{1,2}(?i:in|at)[ \t]{1,2}[A-Z][\w'’\-]{1,20}"
          r"(?:[ \t]{1,2}[A-Z][\w'’\-]{1,20}){0,2},?[ \t]{1,2}(?i:at|aged?)[ \t]{1,2}(?P<v>9\d|1[01]\d)"
          r"(?![ \t]{0,2}(?i:min|mins|minutes|secs?|seconds|hours?|hrs?|%))"
          r"(?=[ \t]{0,2}(?:[,.;:!)\n]|$|(?i:in|on|after|and|but|years?|yrs?)(?![a-z])))", "AGE", 0.75),
        # sex then age after a "Sex/Age" label: "Sex/Age: F / 90"
        P(r"(?i:(?<![a-z])(?:sex|gender)[ \t]?/[ \t]?age[ \t]{0,2}:?[ \t]{0,2}(?:m|f|male|female)[ \t]{0,2}/[ \t]{0,2})"
          r"(?P<v>\d{1,3})(?![\d])", "AGE", 0.85),
        # a listed name in capitals, surname first: "VASILAKIS-BRANDT, THEODORA (101)"
        P(r"(?<![\w.])[A-Z][A-Z'’\-]{1,25},[ \t]{1,2}[A-Z][A-Z'’\-]{1,20}[ \t]{1,2}\((?P<v>9\d|1[01]\d)\)", "AGE", 0.75),
        # (round 44: with an exclamation, alone in a table's cell: "201B| DIMARCO, ROSE (102!)   |"; not a lab's
        # flag, "SODIUM, POTASSIUM (102!) flagged")
        P(r"(?<=\|)[ \t]{0,2}[A-Z][A-Z'’\-]{1,25},[ \t]{1,2}[A-Z][A-Z'’\-]{1,20}[ \t]{1,2}\((?P<v>9\d|1[01]\d)!\)"
          r"(?=[ \t]*\|)", "AGE", 0.75),
        # round 24: a ward list's patient after the bed, then the age: "Bed 6 - May BISHOP, 94. Fall at home"
        P(r"(?m)^[ \t]*(?:Bed|BED|Bay|BAY|Rm|Room|Side[ \t]?room)[ \t]?[0-9]{1,3}[A-Z]?[ \t]{0,2}[-–:][ \t]{0,2}"
          r"[A-Z][^,\n\d]{2,40},[ \t]{1,2}(?P<v>9\d|1[01]\d)(?![\d])", "AGE", 0.75),
        # a birthday reached: "turned 90 last week", "turns 100 in May" (never "turned 90 degrees")
        P(r"(?i:(?<![a-z])(?:turned|turns|turning|will[ \t]turn))[ \t]{1,2}(?P<v>9\d|1[01]\d)(?=[ \t]{0,2}(?:[,.;:!)\n]|$|"
          r"(?i:last|this|next|in|on|at|yesterday|today|and|but|years?|yrs?)(?![a-z])))", "AGE", 0.75),
        # the age at death or the age reached, in a family history: "died at 94 in Hazleton", "lived to 96,",
        # "grandmother died at ninety-two", "would have turned ninety-nine" (never "died at 0400", "lived to 10:30")
        P(r"(?i:(?<![a-z])(?:died|passed(?:[ \t]away)?|dying|death)[ \t]{1,2}(?:at|aged?)|(?<![a-z])(?:lived|lives|living)"
          r"[ \t]{1,2}(?:to|until|till)(?:[ \t]{1,2}(?:be|age))?|(?<![a-z])(?:turned|turns|turning|will[ \t]turn))[ \t]{1,2}"
          r"(?P<v>9\d|1[01]\d|(?i:ninety(?:[ \-](?:one|two|three|four|five|six|seven|eight|nine))?|one hundred(?:[ \-]"
          r"(?:and[ \-])?(?:one|two|three|four|five|six|seven|eight|nine|ten))?))"
          r"(?=[ \t]{0,2}(?:[,.;:!)\n\"]|$|(?i:in|of|from|after|at|with|and|but|last|this|next|on|yesterday|today|years?|"
          r"yrs?|y|before|when|having)(?![a-z])))", "AGE", 0.75),
        # "94 YOM", "92 yo F", "101 y/o W": the sex glued to the age
        P(rf"{_B}{_AGE}[ \t]?(?i:yo|y/o|y\.o\.)[ \t]?(?i:m|f|male|female|man|woman|wm|wf|bm|bf|hm|hf|am|af)(?![A-Za-z])",
          "AGE", 0.85),
        # an age in brackets after the date of birth: "DOB 11/01/1931 (94)", "D.O.B. 3 Mar 1930 (95 yrs)"
        P(r"(?i:(?<![a-z])(?:dob|d\.o\.b\.?|date of birth|born))[ \t]{0,2}[:.]?[ \t]{0,3}[0-9]{1,4}[/.\-][0-9A-Za-z]{1,9}"
          r"[/.\-][0-9]{2,4}[ \t]{1,3}\((?P<v>9\d|1[01]\d)(?:[ \t]?(?i:y|yrs?|yo|years?))?\)", "AGE", 0.8),
        P(r"(?i:(?<![a-z])(?:dob|d\.o\.b\.?|date of birth|born))[ \t]{0,2}[:.]?[ \t]{0,3}[0-9]{1,2}[ \t][A-Za-z]{3,9}\.?[ \t]"
          r"[0-9]{4}[ \t]{1,3}\((?P<v>9\d|1[01]\d)(?:[ \t]?(?i:y|yrs?|yo|years?))?\)", "AGE", 0.8),
        # a titled person named by the note, then "is"/"was" and the age ("Mrs. Al-Amoudi is 96,", round 64: up to
        # three name words, "Mr Tomasz Nowak is 91 - unit manager notified")
        P(_TITLE + r"[ \t]{1,2}(?=[^\W\d_a-z])\w[\w'’\-]{1,25}"
          r"(?:[ \t]{1,2}(?=[^\W\d_a-z])\w[\w'’\-]{1,25}){0,2}[ \t]{1,2}(?i:is|was)[ \t]{1,2}(?P<v>9\d|1[01]\d)"
          r"(?=[ \t]{0,2}(?:[,.;)]|$|-[ \t]|(?i:and|now|but|so|years?|yrs?)(?![a-z])))", "AGE", 0.75),
        # (and after the patient's or a resident's word, with the years after the age: "Patient Åsheim is 94 years,
        # lives at ..."; a score or a reading has none: "Pt Barthel was 95", "Patient Target Weight is 95")
        P(r"(?<![A-Za-z])(?i:pt|patient|resident|client)(?![a-z])[ \t]{1,2}"
          r"(?!" + _READING + r")(?=[^\W\d_a-z])\w[\w'’\-]{1,25}(?:[ \t]{1,2}(?=[^\W\d_a-z])\w[\w'’\-]{1,25}){0,2}"
          r"[ \t]{1,2}(?i:is|was)[ \t]{1,2}(?P<v>9\d|1[01]\d)(?=[ \t]{1,2}(?i:years?|yrs?)(?![a-z]))", "AGE", 0.75),
        # round 64: an age over 89 with the word for years of a Nordic, Dutch, German, Romance or Polish record,
        # after the verb "is" or in a banner's apposition ("Gunvor Eriksson är 91 år", "Patiënte is 90 jaar", "sie ist
        # 93 Jahre", "Bodil Thygesen · 96 år · Kvinde"; not an anniversary, a lease or an age band: "Sykehuset markerer
        # 100 år", "erfpacht voor 99 jaar", "åldersgrupp över 90 år"), and the Finnish "v" (vuotta) after a name
        # ("Kettunen Väinö, 93 v, sample ..."; not volts, "Mains supply, 110 v", "USA, 110 v")
        P(r"(?:(?<![A-Za-z])(?:är|er|is|ist|est|es|è|é|jest|ma)[ \t]{1,2}|(?:·|,|\()[ \t]{0,2})(?P<v>9\d|1[01]\d)[ \t]"
          r"(?:år|jaar|Jahre|ans|años|anos|anni|lat|ani)(?![^\W\d_])", "AGE", 0.8),
        # round 70: an age over 89 by the words that make it one in Portuguese, Romanian, Turkish, Finnish, Nordic and
        # Spanish records: an age's label ("Idade: 93 anos", "Yaş: 94", "Vârsta: 91 ani"), a person "of" the age
        # ("Senhora de 93 anos", "în vârstă de 93 de ani", "com 92 anos"), or the age word itself ("95 yaşında",
        # "94-vuotias", "91 år gammel", "93 anos de idade"); not a span of time ("há 100 anos", "de 1 a 100 anos")
        P(r"(?:(?<![^\W\d_])(?i:idade|yaş|yaşı|vârsta|vârstă|varsta|edad|età|âge|alder|ålder|ikä)[ \t]{0,12}:?[ \t]{0,12}"
          r"|(?<![^\W\d_])(?:(?i:senhora|senhor|doente|utente|paciente|idosa|idoso|mulher|homem)[ \t]de|com|tem|tinha)"
          r"[ \t](?=\d{2,3}[ \t]anos)|(?i:vârst[aă]|varsta)[ \t]de[ \t])"
          r"(?P<v>9\d|1[01]\d)(?:[ \t](?:de[ \t])?(?:anos|ani|años|anni|ans|år|yaşında|yaş))?(?![\d.,:/\-]|[^\W\d_])",
          "AGE", 0.8),
        P(r"(?<![\d.,/\-])(?P<v>9\d|1[01]\d)(?:[ \t]yaşında|-vuotias|[ \t]år[ \t]gam(?:mel|mal|al)|[ \t]anos[ \t]de[ \t]idade|"
          r"[ \t]años[ \t]de[ \t]edad|[ \t]de[ \t]ani)(?![^\W\d_])", "AGE", 0.8),
        P(r"(?<![\w'’\-])[A-ZÀ-Þ][a-zà-ÿ'’\-]{1,20},[ \t](?P<v>9\d|1[01]\d)[ \t]v(?=[ \t]{0,2}[,;)])", "AGE", 0.75),
        # and in apposition to a titled name before a capitalised word ("Mr Douglas Pennycook, 90, Ōtautahi Rest
        # Home"; not a row of a table, "Serum Chloride, 104, Normal")
        P(_TITLE + r"[ \t]{1,2}(?:[A-Z][a-z'’\-]{1,20}[ \t]){0,2}[A-Z][a-z'’\-]{1,20},[ \t]"
          r"(?P<v>9\d|1[01]\d),[ \t](?=[^\W\d_a-z])", "AGE", 0.75),
    )

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _LIST_ROW_AGE]

    def _list_rows(self, doc: Doc, out: list[Span]) -> None:
        header: bool | None = None
        for m in doc.finditer(_LIST_ROW_AGE):
            if not _SEX_AFTER.match(doc.text, m.end()):
                if header is None:  # (looked for once, only when a row needs it)
                    header = _AGE_HEADER.search(doc.text) is not None
                if not header or _AGE_HEADER.search(doc.text, 0, m.start()) is None:
                    continue
            a, b = m.span("v")
            if not any(sp.start <= a and b <= sp.end for sp in out):
                out.append(Span(a, b, "AGE_OVER_89", self.name, 0.75))

    def label_for(self, doc: Doc, start: int, end: int, default: str) -> str | None:
        v = doc.text[start:end]
        words = v.lower().replace("-", " ")
        if words.startswith(("ninety", "one hundred")):
            return "AGE_OVER_89"
        if any(words.startswith(w) for w in ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty")):
            return "AGE"
        if v.lower() in ("nineties", "90s", "hundreds") or "enarian" in v.lower():
            return "AGE_OVER_89"
        try:
            n = float(v)
        except ValueError:
            return default
        if n > 125:
            return None
        return "AGE_OVER_89" if n > 89 else "AGE"

    def analyze(self, doc: Doc) -> list[Span]:
        out = []
        for s in super().analyze(doc):
            # 14F Foley / 18G cannula / 12F catheter: French sizes, not ages
            after = doc.after(s.end, 25)
            if doc.text[s.end : s.end + 1] in "MFmf" and re.match(
                r"^[MFmf]?\s*(?:fr|french|foley|catheter|cannula|ng|tube|sheath|chest drain|drain|suction|picc)",
                after,
            ):
                continue
            out.append(s)
        self._list_rows(doc, out)
        return out


class SexRecognizer(PatternRecognizer):
    name = "sex"
    labels = ("SEX",)
    # anchored: the word patterns only where a sex word starts
    _WORDS = ("male", "female", "man", "woman", "gentleman", "lady", "boy", "girl", "transgender", "trans",
              "non", "nonbinary", "sex", "gender")
    _I = re.I
    patterns = (
        # (not a newborn's record name, "Baby Boy Okoro-Bell": the name recognizer's)
        P(r"(?<![A-Za-z])(?!(?<=Baby )(?:Boy|Girl)[ \t](?:[AB12][ \t])?[A-Z][a-z'’]{1,14}(?:-[A-Z][a-z'’]{1,14})?(?![\w\-]))"
          r"(?i:male|female|man|woman|gentleman|lady|boy|girl|transgender|trans man|trans woman|non-binary|nonbinary)"
          r"(?![a-z])", "SEX", 0.7, anchors=_WORDS),
        P(r"(?i:(?<![a-z])(?:sex|gender))[ \t]{0,2}[:=][ \t]{0,2}(?P<v>[A-Za-z]{1,12})", "SEX", 0.9, anchors=("sex", "gender")),
        P(r"(?<![A-Za-z0-9.])\d{2,3}(?P<v>[MF])(?=[ ,;.]|$)", "SEX", 0.7),
        P(r"(?<![A-Za-z0-9])\d{1,3}[ \t]{0,2}(?:yo|y/o|year[ \-]old|yr[ \-]old)[ \t]{1,2}(?P<v>[MF])(?!\w)",
          "SEX", 0.7, flags=_I),
        P(r"(?<![A-Za-z0-9.])\d{1,3}[ \t]?(?:y|yrs?|yo|years?)?[ \t]?/[ \t]?(?P<v>[MF]|male|female|Male|Female)"
          r"(?!\w)", "SEX", 0.8),
        # "45-year-old F", "(M.G., 50 yrs, F)", "MAARIT TAMMINEN, 49 F, RM 16" (never "a 44-year-old Māori man")
        P(r"(?i:(?:year|yr)s?[ \-]old)[ \t](?P<v>[MF])(?!\w)", "SEX", 0.8),
        P(r"\d{1,3}[ \t](?i:yrs?|years?|y)[ \t]?,[ \t](?P<v>[MF])(?=\))", "SEX", 0.8),
        P(r"(?:,|\()[ \t]{0,2}\d{1,3}[ \t]{1,2}(?P<v>[MF])(?=[ \t]{0,2}[,)])", "SEX", 0.8),
    )
