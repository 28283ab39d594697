"""Brand names of medicines, which a rules-only name recognizer would otherwise read as surnames ("Are you
taking the Jardiance?", "Meds: Entresto 24/26 BID").

A curated list of 747 US and UK brands across the commonest classes (cardiovascular, diabetes, respiratory,
oncology, infection, pain, psychiatry and neurology, GI and immunology, renal, eye, skin, urology, critical care).
Generic names need no list: their stems (-mab, -pril, -statin ...) are matched by ``DRUG_STEM``. Brands that
are also given names or surnames in the name lexicon (Allegra, Mirena, Kineret, Tobi, Sonata) are left out, so a
person of that name is still found.
"""

import re

DRUG_BRANDS: frozenset[str] = frozenset({
    "lasix", "bumex", "demadex", "zaroxolyn", "kerendia", "multaq", "tikosyn", "cordarone", "pacerone", "lanoxin",
    "ranexa", "imdur", "nitrostat", "isordil", "norvasc", "cardizem", "procardia", "catapres", "apresoline",
    "hygroton", "microzide", "lovenox", "arixtra", "coumadin", "jantoven", "effient", "aggrenox", "pletal",
    "trental", "plavix", "brilinta", "eliquis", "xarelto", "pradaxa", "savaysa", "lipitor", "crestor", "zocor",
    "pravachol", "livalo", "vytorin", "zetia", "repatha", "praluent", "leqvio", "nexletol", "vascepa", "lovaza",
    "tricor", "welchol", "questran", "niaspan", "caduet", "exforge", "tribenzor", "hyzaar", "micardis", "avapro",
    "atacand", "edarbi", "tekturna", "bystolic", "tenormin", "inderal", "corgard", "trandate", "minipress",
    "cardura", "hytrin", "toprol", "lopressor", "coreg", "cozaar", "diovan", "benicar", "lotensin", "zestril",
    "prinivil", "aldactone", "inspra", "entresto", "camzyos", "vyndaqel", "vyndamax", "attruby", "verquvo",
    "corlanor", "glucophage", "glucotrol", "amaryl", "actos", "tradjenta", "januvia", "janumet", "synjardy",
    "xigduo", "jardiance", "farxiga", "invokana", "steglatro", "rybelsus", "ozempic", "wegovy", "mounjaro",
    "zepbound", "trulicity", "victoza", "saxenda", "byetta", "bydureon", "soliqua", "xultophy", "toujeo",
    "basaglar", "lantus", "levemir", "tresiba", "humalog", "novolog", "admelog", "fiasp", "lyumjev", "afrezza",
    "baqsimi", "gvoke", "qsymia", "contrave", "synthroid", "levoxyl", "unithroid", "tirosint", "cytomel",
    "tapazole", "forteo", "tymlos", "evenity", "prolia", "xgeva", "reclast", "fosamax", "boniva", "evista",
    "premarin", "estrace", "provera", "nexplanon", "paragard", "kyleena", "nuvaring", "viagra", "cialis",
    "levitra", "spiriva", "symbicort", "advair", "breo", "trelegy", "ventolin", "proair", "xopenex", "singulair",
    "flovent", "pulmicort", "qvar", "alvesco", "dulera", "incruse", "anoro", "stiolto", "xolair", "dupixent",
    "nucala", "fasenra", "cinqair", "tezspire", "ofev", "esbriet", "tyvaso", "uptravi", "opsumit", "letairis",
    "tracleer", "adcirca", "revatio", "adempas", "winrevair", "kalydeco", "trikafta", "orkambi", "symdeko",
    "pulmozyme", "cayston", "arikayce", "medrol", "decadron", "keytruda", "opdivo", "yervoy", "tecentriq",
    "imfinzi", "libtayo", "herceptin", "avastin", "rituxan", "revlimid", "ibrance", "tagrisso", "xtandi", "zytiga",
    "lupron", "erleada", "nubeqa", "orgovyx", "firmagon", "zoladex", "eligard", "faslodex", "arimidex", "femara",
    "aromasin", "nolvadex", "xeloda", "lonsurf", "stivarga", "nexavar", "sutent", "inlyta", "cabometyx", "lenvima",
    "votrient", "afinitor", "jakafi", "inrebic", "hydrea", "droxia", "gleevec", "tasigna", "sprycel", "imbruvica",
    "calquence", "brukinsa", "venclexta", "darzalex", "kyprolis", "velcade", "pomalyst", "xalkori", "alecensa",
    "lorbrena", "tabrecta", "lumakras", "krazati", "enhertu", "trodelvy", "padcev", "kadcyla", "perjeta", "phesgo",
    "verzenio", "kisqali", "lynparza", "zejula", "rubraca", "tukysa", "nerlynx", "piqray", "truqap", "rybrevant",
    "blincyto", "kymriah", "yescarta", "carvykti", "abecma", "tecvayli", "elrexfio", "talvey", "columvi",
    "epkinly", "valtrex", "zovirax", "famvir", "tamiflu", "xofluza", "paxlovid", "lagevrio", "veklury", "biktarvy",
    "descovy", "truvada", "genvoya", "triumeq", "dovato", "cabenuva", "apretude", "sunlenca", "symtuza", "odefsey",
    "juluca", "stribild", "atripla", "isentress", "tivicay", "prezista", "epivir", "viread", "vemlidy",
    "baraclude", "epclusa", "harvoni", "mavyret", "sovaldi", "zepatier", "zithromax", "augmentin", "keflex",
    "cipro", "levaquin", "avelox", "flagyl", "macrobid", "macrodantin", "bactrim", "septra", "diflucan",
    "vancocin", "dificid", "zyvox", "rocephin", "zosyn", "unasyn", "merrem", "invanz", "cubicin", "teflaro",
    "bicillin", "xifaxan", "biaxin", "cleocin", "vibramycin", "doryx", "minocin", "lamisil", "nizoral", "sporanox",
    "noxafil", "vfend", "cresemba", "mycamine", "cancidas", "tylenol", "advil", "motrin", "aleve", "celebrex",
    "mobic", "toradol", "norco", "vicodin", "percocet", "oxycontin", "roxicodone", "dilaudid", "ultram", "nucynta",
    "duragesic", "butrans", "belbuca", "suboxone", "subutex", "zubsolv", "sublocade", "vivitrol", "narcan",
    "methadose", "dolophine", "lidoderm", "voltaren", "flexeril", "robaxin", "zanaflex", "skelaxin", "lioresal",
    "horizant", "gralise", "lyrica", "neurontin", "savella", "xanax", "klonopin", "ativan", "valium", "restoril",
    "ambien", "lunesta", "belsomra", "dayvigo", "quviviq", "seroquel", "zyprexa", "risperdal", "abilify", "latuda",
    "geodon", "invega", "sustenna", "clozaril", "haldol", "rexulti", "vraylar", "caplyta", "nuplazid", "depakote",
    "lamictal", "tegretol", "trileptal", "topamax", "vimpat", "keppra", "dilantin", "zonegran", "briviact",
    "xcopri", "fycompa", "onfi", "epidiolex", "lexapro", "celexa", "prozac", "paxil", "zoloft", "effexor",
    "cymbalta", "wellbutrin", "remeron", "desyrel", "buspar", "trintellix", "viibryd", "pristiq", "fetzima",
    "auvelity", "spravato", "lithobid", "eskalith", "adderall", "ritalin", "concerta", "vyvanse", "focalin",
    "strattera", "qelbree", "intuniv", "aricept", "namenda", "namzaric", "leqembi", "kisunla", "sinemet", "rytary",
    "requip", "mirapex", "neupro", "azilect", "xadago", "nourianz", "austedo", "ingrezza", "xenazine", "nuedexta",
    "imitrex", "maxalt", "zomig", "relpax", "nurtec", "ubrelvy", "qulipta", "aimovig", "emgality", "ajovy",
    "vyepti", "botox", "tecfidera", "vumerity", "ocrevus", "kesimpta", "tysabri", "copaxone", "gilenya", "mayzent",
    "zeposia", "aubagio", "mavenclad", "lemtrada", "briumvi", "spinraza", "evrysdi", "zolgensma", "radicava",
    "relyvrio", "qalsody", "firdapse", "vyvgart", "soliris", "ultomiris", "rystiggo", "protonix", "nexium",
    "prilosec", "prevacid", "dexilant", "pepcid", "zantac", "carafate", "reglan", "zofran", "phenergan",
    "compazine", "colace", "senokot", "miralax", "dulcolax", "linzess", "trulance", "amitiza", "motegrity",
    "movantik", "relistor", "creon", "zenpep", "pancreaze", "imodium", "lomotil", "viberzi", "entyvio", "stelara",
    "remicade", "inflectra", "renflexis", "skyrizi", "rinvoq", "xeljanz", "omvoh", "humira", "hadlima", "hyrimoz",
    "enbrel", "cimzia", "simponi", "otezla", "sotyktu", "cosentyx", "taltz", "tremfya", "siliq", "bimzelx",
    "ilumya", "orencia", "actemra", "kevzara", "benlysta", "saphnelo", "lupkynis", "plaquenil", "arava",
    "azulfidine", "imuran", "cellcept", "myfortic", "prograf", "envarsus", "astagraf", "rapamune", "zortress",
    "neoral", "sandimmune", "gengraf", "nulojix", "thymoglobulin", "simulect", "krystexxa", "uloric", "zyloprim",
    "colcrys", "mitigare", "procrit", "epogen", "retacrit", "aranesp", "mircera", "neupogen", "zarxio", "neulasta",
    "udenyca", "fulphila", "venofer", "injectafer", "feraheme", "monoferric", "renvela", "renagel", "fosrenol",
    "velphoro", "auryxia", "sensipar", "parsabiv", "lokelma", "veltassa", "kayexalate", "jynarque", "hemlibra",
    "cablivi", "promacta", "nplate", "doptelet", "tavalisse", "oxbryta", "adakveo", "endari", "evusheld",
    "lucentis", "eylea", "vabysmo", "beovu", "syfovre", "izervay", "xalatan", "lumigan", "travatan", "rhopressa",
    "rocklatan", "vyzulta", "timoptic", "alphagan", "cosopt", "combigan", "azopt", "trusopt", "restasis", "cequa",
    "xiidra", "miebo", "durysta", "durezol", "lotemax", "vigamox", "zymaxid", "ocuflox", "besivance", "tobradex",
    "maxitrol", "flonase", "nasonex", "nasacort", "rhinocort", "astelin", "dymista", "zyrtec", "xyzal", "claritin",
    "clarinex", "benadryl", "atarax", "vistaril", "epipen", "auvi-q", "mucinex", "robitussin", "tessalon",
    "sudafed", "pedialyte", "glucerna", "nepro", "detrol", "ditropan", "vesicare", "toviaz", "myrbetriq",
    "uroxatral", "rapaflo", "avodart", "proscar", "propecia", "flomax", "elmiron", "pyridium", "urocit",
    "accutane", "absorica", "claravis", "retin-a", "differin", "aczone", "soolantra", "finacea", "elidel",
    "protopic", "eucrisa", "opzelura", "vtama", "zoryve", "bactroban", "lotrisone", "kenalog", "clobex",
    "temovate", "olux", "diprolene", "dermovate", "eumovate", "betnovate", "fucidin", "fucibet", "chantix",
    "champix", "nicorette", "nicoderm", "antabuse", "campral", "lucemyra", "rogaine", "latisse", "activase",
    "tnkase", "kcentra", "praxbind", "andexxa", "amicar", "cyklokapron", "precedex", "diprivan", "sublimaze",
    "levophed", "vasostrict", "giapreza", "dobutrex", "primacor", "cleviprex", "cardene", "brevibloc",
    "solu-medrol", "solu-cortef", "depo-medrol", "depo-provera", "ciprodex", "cipro-hc", "otovel", "cortisporin",
})

# the stem that ends a generic drug's name, a lower-case word (INN endings no given name or surname has)
DRUG_STEM = re.compile(
    r"[a-z]{2}(?:mab|tinib|ciclib|parib|lisib|zomib|azepine|azepam|azolam|oxacin|floxacin|mycin|cillin|cycline|"
    r"statin|sartan|[a-z]pril|olol|prazole|tidine|dipine|gliflozin|gliptin|glutide|oxetine|triptan|dronate|lukast|"
    r"afil|semide|thiazide|conazole|vudine|navir|previr|asvir|parin|xaban|gatran|platin|rubicin|taxel|trexate|"
    r"olone|profen|coxib|setron|peridol|triptyline|pramine|"
    # round 67: tuberculosis drugs and integrase inhibitors ("Rifampicin — Methadone", "rifampin", "isoniazid")
    r"ampicin|fampin|niazid|zinamide|ambutol|tegravir)$")


def is_drug(word: str) -> bool:
    """``word`` names a medicine: a listed brand or a generic by its stem ("Lovenox", "enoxaparin", "omeprazole")."""
    w = word.lower()
    return w in DRUG_BRANDS or DRUG_STEM.search(w) is not None
