"""Hospital / facility / site names: capitalised words ending in a facility head noun
("St Mary's Hospital", "Royal Free London NHS Foundation Trust", "Synthetic Regional Medical Center")."""

from __future__ import annotations

import bisect
import functools
import re

from airlock.core.spans import Span
from airlock.tagger import languages, lexicons
from airlock.tagger.recognizers.base import (
    CorrectedCopy,
    Coverage,
    Doc,
    Intervals,
    P,
    PatternRecognizer,
    TakenSpans,
    iter_matches,
    mostly_lower,
    typed_lower,
    with_corrected,
)
from airlock.tagger.recognizers.drug_brands import is_drug
from airlock.tagger.recognizers.geo import (
    _CITY_BLOCK,
    _SENTENCE_START_BEFORE,
    STATE_ZIP_AFTER,
    VN_CAPITAL,
    lower_town_after,
)
from airlock.tagger.recognizers.prefilter import Prefilter

# round 38: a prison named by its town or its own word, and the kind of prison between ("Christchurch Men's Prison",
# "Melbourne Assessment Prison")
_PRISON = r"(?:Men['’]s |Women['’]s |Assessment |Remand )?Prison"
_NAMED_HEADS = (
    # specialty practices named after a place or a founder: "Castle Hill Radiology", "Buckeye Rheumatology
    # Associates", "Athletico Physical Therapy", "Lone Star Spine & Pain" (a generic lead is dropped in analyze)
    r"[A-Z][a-z]{2,20}ology(?: Associates| Group| Consultants| Specialists| Partners)?|Orthopa?edics|Optical|"
    r"Optometry|Physical Therapy|Physiotherapy|Sports (?:(?:&|and) )?Medicine|Sleep Medicine|Spine (?:&|and) Pain|"
    r"Rehab(?:ilitation)?(?: (?:&|and) Nursing)?|Nursing (?:&|and) Rehab(?:ilitation)?|Ambulance(?: Service)?|"
    # multiword centres and other organisations that place the patient
    r"(?:Medicine|Health Sciences|Care|Nursing|Treatment|Wellness|Surgical|Dialysis|Infusion|Sleep|Recovery|"
    r"Behavioral Health|Mental Health|Fulfillment|Distribution|Detention|Correctional)[ \t](?:Cent(?:er|re)|Ctr)|"
    r"Medical Foundation|Public Health(?: Services| Department| Unit| Agency)?|Health Services|"
    r"(?:Adult |Juvenile )?Detention (?:Complex|Facility)|Correctional (?:Facility|Institution|Complex|Cent(?:er|re))|"
    r"Reception Cent(?:er|re)|Reformatory(?: for (?:Women|Men))?|Jail|"
    # round 24: a UK immigration removal centre, a US medical-respite programme, a Montessori school
    r"IRC|Immigration Removal Cent(?:er|re)|Recuperative Care|Medical Respite|Montessori(?: School| Academy)?|"
    r"Animal (?:(?:and|&) [A-Z][a-z]{2,20} )?Control|Animal Services|Claims(?: Management| Services)?|"
    r"(?:Superior|District|Circuit|Municipal|Probate|Juvenile|Family|Magistrates['’]?|Crown) Court|"
    # round 38: the prisons and police stations of forensic reports ("Arohata Prison", "Suffolk County House of
    # Correction", "Mill Street Garda Station")
    rf"{_PRISON}|House of Correction|(?:Garda|Police) Station|"
    r"(?:Court|Courts|Justice) (?:Building|Center|Centre|Complex)|Courthouse|"
    r"VA (?:HCS|Health ?[Cc]are System)|VAMC|"
    # round 26: a fertility centre, a sperm or tissue bank, a biobank, an English genomic laboratory hub
    r"Fertility (?:Cent(?:er|re)|Clinic)|(?:Sperm|Egg|Tissue|Milk|Cord Blood) Bank|Biobank|(?:Genomic )?Laboratory Hub"
)
# the field a centre or an institute is for, ending its name: "Leeds Centre for Women's Health", "Kessler
# Institute for Rehabilitation", "Perelman Center for Advanced Medicine"
_FOR_FIELD = (r"(?:[ \t]for[ \t](?:[A-Z][A-Za-z'’\-]{1,30}[ \t]){0,3}(?:Health|Medicine|Research|Rehabilitation|Care|"
              r"Genomics|Genetics|Oncology|Surgery|Excellence|Children|Women|Diseases?|Disorders|Sciences?)(?![A-Za-z]))?")
# round 61: dental, orthodontic, foot, spine and vascular practices and funeral directors, with a name of their own
# ("Riverdale Dental Group", "Bright Smile Orthodontics", "Lakeside Foot & Ankle", "Riverside Vascular Lab", "Cogan's
# Funeral Directors", "Clifton Village Dental"; not "Dental" before a word that makes it a kind of care or paper,
# "Dental Benefits", "Dental check")
_PRACTICE_HEADS = (
    r"Dental (?:Group|Practice|Surgery)|Orthodontics|Smile Studio|Foot (?:&|and) Ankle(?: (?:Clinic|Cent(?:er|re)|"
    r"Specialists|Institute))?|Chiropractic(?: (?:&|and) Wellness| Cent(?:er|re)| Clinic)?|Vascular Lab|"
    r"Funeral Directors?|Funeral Parlou?r|Dental(?![ \t]{1,2}(?i:care|lab|laboratory|clinic|cent(?:er|re)|studio|hospital|"
    r"cover|plan|benefits?|insurance|chart|record|nurse|therapist|technician|assessment|treatment|check|x-?rays?|"
    r"review|clearance|exam|examination|appointment|referral|consult|opinion)(?![a-z]))"
)
# round 62: a police force and its stations, a fire and rescue service, a sample repository, chambers, firms that
# manage a claimant's case or an insurer's claims ("Northumbria Police", "Albuquerque Police Department", "Humberside
# Fire & Rescue Service", "Northwest Biorepository", "Crown Office Row Chambers", "Headway Case Management", "Central
# Valley Risk Services", "Harbourside IME Group"; never alone: "called Police", "Case Management" is checked for a
# word of the place's own, see _HEADS_NEEDING_OWN_NAME; chambers after a street's or a trade's word, not a heart's or a
# hyperbaric unit's)
_LEGAL_AND_SERVICE_HEADS = (
    r"Police(?: Department| Dept\.?| Service| Force)?(?![ \t]{1,2}(?i:station|officers?|constable|custody|report|"
    r"were|was|called|attended)(?![a-z]))|Constabulary|Sheriff['’]s (?:Office|Department)|"
    r"Fire (?:&|and) Rescue(?: Service)?|Fire Department|Biorepository|"
    r"(?:(?<=Row )|(?<=Court )|(?<=Square )|(?<=Exchange )|(?<=Medical )|(?<=Legal )|(?<=Street )|(?<=Lane )|"
    r"(?<=Place )|(?<=Buildings )|(?<=Temple )|(?<=Park )|(?<=Bank )|(?<=House )|(?<=Kings )|(?<=Castle ))Chambers|"
    r"Case Management|Risk Services|Claims Services|IME Group|Medico-?[Ll]egal Services"
)
# round 63: the firms and places of remote, offshore and maritime work and of travel for treatment, each with a
# name of its own ("Khan Drilling", "Gobi Catering", "Sibir Geoservices", "Aleutian Star Seafoods", "Redgum Civil &
# Mining", "Lara Garden Suites", "Istanbul Airport"; checked for a town, a person's name or a word no word list knows
# before them, see _site_head_named: not "Directional Drilling", "Inflight Catering", "Midwife-Led Suites")
# (round 63 review: no carriers, fisheries, travel, interpreting, aviation, airways or resorts, which follow kinds and
# conditions as often: "MRSA Carriers", "Artisanal Fisheries", "Long-Haul Travel", "BSL Interpreting", "Supraglottic
# Airways", "Ski Resort")
_SITE_AND_TRAVEL_HEADS = (
    r"(?:Drilling|Shipping(?: Agenc(?:y|ies))?|Shipowners|Ship ?[Mm]anagement|Crew Management|Catering|Geoservices|"
    r"Seafoods|Mining(?: Corp(?:oration|\.)?)?|(?:Residence )?Suites|(?:International )?Airport)"
    # and its legal form, Nordic, Dutch, Australian or Malaysian too ("Vikingsholm Drilling AS", "Van Ommeren Shipping
    # Agencies B.V."; only after these heads, as "AS" alone is aortic stenosis)
    r"(?:,?[ \t](?:AS|ASA|A/S|AB|Oyj?|B\.V\.|N\.V\.|JV|Pty\.?[ \t]Ltd\.?|Sdn\.?[ \t]Bhd\.?|S\.A\.|LLC|Ltd\.?|Inc\.?)"
    r"(?![\w/]))?"
)
# round 65: the practices, services and trades of animal care and farming, each with a name of its own ("Slaney
# Valley Equine Practice", "Northgate & Ely Veterinary Group", "Blouberg Animal Welfare Society", "Tailwise Pet
# Insurance", "Highland Glen Auction Mart", "Salabani Butchery", "D. Matheson Haulage"; see _HEADS_NEEDING_OWN_NAME:
# not "the Auction Mart", "local Butchery")
_ANIMAL_AND_FARM_HEADS = (
    r"Equine (?:Practice|Hospital|Clinic|Insurance|Vets|Cent(?:er|re))|Veterinary (?:Group|Referrals|Specialists|"
    r"(?:Investigation )?Laborator(?:y|ies)|Services)|Animal (?:Hospital|Clinic|Rescue|Welfare Society|Shelter|Sanctuary)|"
    r"Pet Insurance|Auction Mart|Butchery|Abattoir|Haulage|Kennels|Cattery|Microchip Database|Biosecurity Services"
)
# round 81: crisis, addiction, justice and veterans' services, each with a name of its own (see _HEAD and
# _HEADS_NEEDING_OWN_NAME)
_CRISIS_AND_JUSTICE_HEADS = (
    r"Crisis Stabili[sz]ation Unit|Crisis Support|Crisis House|(?:Recovery|Harm Reduction|Wellbeing) Hub|Local Court|"
    r"Court of Justice|Probation (?:Office|Service)|Clubhouse|Supportive Housing|Place of Safety(?: Suite)?|Garrison|"
    r"(?:Community )?Addiction Service|AOD Service|Telehealth"
)
_SITE_HEAD_END = re.compile(rf"(?:{_SITE_AND_TRAVEL_HEADS})\Z")


def _site_head_named(words: list[str]) -> bool:
    """Round 63 (review): a town, a person's name or a word no word list knows among ``words`` before a head of
    ``_SITE_AND_TRAVEL_HEADS`` ("Khan", "Vikingsholm", "Istanbul"; not "Diamond", "Percussion", "Midwife-Led")."""
    lex = lexicons.get()
    for w in words:
        k = w.lower().strip(",.&")
        if not k or "-" in k or k in _KIND_WORDS:
            continue
        zipf = lex.common.get(k, 0.0)
        if k in lex.cities or zipf < 2.0 or (
                min(lex.first.get(k, 10**9), lex.last.get(k, 10**9)) <= 2000 and zipf < 4.5):
            return True
    return False


_HEAD = (
    # round 46 (first, so they win over their shorter starts): tribal, rural and northern services ("Many Farms
    # Chapter House", "Yukon-Kuskokwim Health Corporation", "Chinle Service Unit", "Crownpoint Healthcare Facility",
    # "McKenzie County Healthcare Systems", "Navajo Area Agency on Aging", "Larga Baffin boarding home")
    r"(?:Chapter House|Health Corporation|Service Unit|Health ?[Cc]are Facility|Health ?[Cc]are Systems?|"
    r"Ambulance Service|Agency on Aging|Boarding Home|Health (?:&|and) Wellness Cent(?:er|re)|"
    r"Hospitals?|Medical Cent(?:er|re)|Health Cent(?:er|re)|Cancer Cent(?:er|re)|Medical Group|Clinic|"
    r"Infirmary|Hospice|Surgery|Health ?[Cc]are|Health System|Health Board|NHS Foundation Trust|NHS Trust|"
    r"Foundation Trust|University Hospitals?|Teaching Hospital|Care Home|Nursing Home|Rehabilitation Cent(?:er|re)|"
    r"Rehab Cent(?:er|re)|Research Institute|Institute|Practice|Medical Practice|Health Practice|Polyclinic|"
    r"Dialysis Unit|Children's Hospital|Sanatorium|Asylum|Group Practice|Walk-in Cent(?:er|re)|Urgent Care|"
    r"Cancer Institute|Eye Hospital|Dental Hospital|Maternity Unit|Community Hospital|Memorial Hospital|"
    r"Research Cent(?:er|re)|Clinical Research Unit|Site Management Organi[sz]ation|Pharmacy|Laboratories|"
    r"Labs|Imaging Cent(?:er|re)|Ward|Family Medicine|Family Practice|Family Health Cent(?:er|re)|"
    r"Primary Care Cent(?:er|re)|Medical Associates|Physicians Group|Community Health Cent(?:er|re)|"
    r"Surgery Cent(?:er|re)|Outpatient Cent(?:er|re)|Heart Cent(?:er|re)|Heart Institute|Heart Hospital|"
    r"Eye Cent(?:er|re)|Kidney Cent(?:er|re)|Trauma Cent(?:er|re)|Cancer Hospital|"
    # abbreviated heads, other places of care, schools and employers: each places the patient
    r"Health Ctr|Medical Ctr|Med Ctr|Funeral Home|Senior Living|Assisted Living|Skilled Nursing(?: Facility)?|"
    r"Senior Services|Home Health|Social Services|Diagnostics|Laborator(?:y|ies)|Internal Med(?:icine|\.)?|Pediatrics|"
    r"Paediatrics|Elementary(?: School)?|Middle School|High School|Primary School|Secondary School|"
    r"Daycare|Day Care|Preschool|Construction|Airlines|Foods|Consultancy Services|School|Academy|"
    # where someone without a home stays: "Budget Host Inn, Rm 118", "Hampton Inn & Suites", "Gateway Shelter"
    r"Inn(?: (?:&|and) Suites)?|Motel|Hotel|Shelter|Housing (?:Services|Alliance|Authority)|Funeral Services?|"
    # round 22: a funeral chapel and a cemetery, a post-acute or living centre, an interpreters' or answering
    # service, a compounding pharmacy, a geriatrics or heart practice, an insurer, a wheelchair-van company
    # round 27: a homecare agency, a chemist's, a crematorium, a funeral chapel, a supported-living provider, a
    # medical charity ("Coastline Homecare", "Cohens Chemist", "Cottingley Crematorium", "Pyo Memorial Chapel",
    # "Tayside Supported Living", "Dunhill Medical Trust")
    r"Homecare|Chemists?|Crematorium|Memorial Chapel|Supported Living|Medical Trust|"
    r"Funeral Chapel|Cemetery|Post-Acute(?: Care)?|Living Cent(?:er|re)|Language Services|Answering Service|"
    r"Apothecary(?: (?:&|and) Compounding)?|Geriatrics|Heart (?:&|and) Vascular|Insurance Company|"
    r"Wheelchair Transport|"
    r"Memory Care|"  # round 28: "Golden Meadows Memory Care"
    # round 34: rural and community places of care ("Simjung Health Post", "Dawasamu Nursing Station", "Dunsinane
    # Estate Dispensary", "Tikonko CHC", "Sigiriya Medi Lab", "Nightcliff Renal Unit", "Ngati Porou Hauora",
    # "Hiruharama Marae")
    r"Health Post|Nursing Station|Dispensary|CHC|Medi ?Lab|Renal Unit|Hauora|Marae|"
    # round 81: crisis, addiction, justice and veterans' services, each with a name of its own ("Eastbay Crisis
    # Stabilization Unit", "Wandsworth Recovery Hub", "Parramatta Local Court", "Maidstone Probation Office",
    # "Harbourview Clubhouse", "Carseview Place of Safety Suite", "Tidworth Garrison", "BrightPath Telehealth")
    rf"{_CRISIS_AND_JUSTICE_HEADS}|"
    # round 60: where athletes train and play, and the club that employs or registers them ("Brockhurst Training
    # Ground", "Kapsait Training Camp", "Kipchoge Keino Stadium", "Newlands Rugby Club")
    r"Training Ground|Training Camp|Training Cent(?:er|re)|Stadium|Football Club|Rugby Club|Cricket Club|"
    r"Athletic Club|Athletics Club|Sports Club|Golf Club|Rowing Club|Swimming Club|"
    # round 50: a cholera treatment centre, an ambulance company, a credit union or a bank a bill is paid from, a
    # practice's associates abbreviated ("MSF Sheikh Othman CTC", "Hill Country EMS", "Mill Mountain FCU",
    # "Lafayette Community Bank", "Peachtree Spine Assoc")
    # (not an ambulance crew brought "by EMS")
    r"CTC|(?<! [Bb][Yy] )(?<! [Vv][Ii][Aa] )(?<! [Pp][Ee][Rr] )(?<! [Tt][Oo] )EMS|FCU|Federal Credit Union|"
    r"Credit Union|Community Bank|Assoc\.?(?![A-Za-z])|"
    # round 36: a visiting-nurse association, an elder-services agency, an Ontario family health team ("Bayside VNA",
    # "Mystic Valley Elder Services", "Springdale Family Health Team")
    r"VNA|Visiting Nurse Association|Visiting Nurses|Elder Services|Family Health Team|"
    # round 37: a nursery, a dental practice, a nursing agency, an Aboriginal medical service, a health-sciences
    # network, a Northern Irish trust, a practice of family doctors ("Beacon Nursery", "Smile Time Pediatric
    # Dentistry", "CarePoint Nursing Services", "Marrung Aboriginal Medical Service", "Hamilton Health Sciences",
    # "Belfast HSC Trust", "Māngere East Family Doctors", "Highlands Primary Care")
    r"Nursery|Dentistry|Nursing Services|Medical Services?|Health Sciences|HSC Trust|Family Doctors|Primary Care|"
    # round 53: a Northern Irish trust written out, a Scottish health and social care partnership ("Southern Health and
    # Social Care Trust", "Glasgow City HSCP")
    r"Health (?:and|&) Social Care Trust|Health (?:and|&) Social Care Partnership|HSCP|"
    # round 54: a neonatal unit, a trial site's research unit or centre, a blood bank, a mine, a police custody
    # suite, a town's coroner's court, an aviation or occupational medical practice, a specialty pharmacy ("Trevor
    # Mann Baby Unit", "Deenanath Mangeshkar Research Unit", "Sahyadri Blood Bank", "Shipley Colliery", "Trafford
    # Park Custody Suite", "Truro Coroner's Court", "Sonoran Aviation Medicine", "Gulf Coast Specialty Rx #0417"; each
    # with a name of its own, see _HEADS_NEEDING_OWN_NAME)
    r"Baby Unit|Neonatal Unit|Research Unit|(?:Clinical )?Trials? Cent(?:er|re)|Blood Bank|Colliery|Custody Suite|"
    r"Coroner['’]?s['’]? Court|Aviation Medicine|Specialty Rx|"
    # round 55: dental, optical, hearing and veterinary practices, community services and teams, a rescue squad,
    # each with a name of its own ("Brightsmile Dental Care", "Humber Dental Lab", "Kaur & Doyle Opticians", "Brennan
    # Eyecare", "ClearSound Hearing SA", "Glenmuir Farm Vets", "East & North Herts Wheelchair Service", "Bexhill North
    # DN Team", "Tri-County Rescue Squad")
    r"Dental (?:Care|Lab|Laboratory|Clinic|Cent(?:er|re)|Studio)|Opticians|Optometrists|Eyecare|Eye Care|"
    r"Hearing (?:Care|Cent(?:er|re)|Clinic|SA|AG|Ltd)|Vets|Veterinary (?:Surgery|Clinic|Practice|Hospital|Cent(?:er|re))|"
    r"(?:Wheelchair|Recovery|TB|Podiatry|Continence|Audiology|Stoma Care|Equipment) Service|DN Team|"
    r"(?:District|Community) Nursing Team|Rescue Squad|"
    # round 56: transplant units, gender and sexual-health services, a town's library (a workplace), an imaging
    # practice ("Cardiff Transplant Unit", "Northern Region Gender Dysphoria Service", "Sunderland City Library",
    # "Mater Misericordiae Outpatient Imaging")
    r"Transplant (?:Unit|Cent(?:er|re))|(?:Gender Dysphoria|Gender Identity|Sexual Health|Substance Misuse) Service|"
    r"(?:City|Public|Central|County) Library|Outpatient Imaging|"
    # round 57: respite houses, family hubs, a diabetes service, a Queensland state high school, a neonatal transport
    # service, a family firm ("Linden Respite House", "Sheppey Family Hub", "Gold Coast Paediatric & Adolescent Diabetes
    # Service", "Tallebudgera Creek State High", "Pennine Neonatal Transport Service", "Hugh Rankin & Sons")
    r"Respite (?:House|Cent(?:er|re)|Unit)|Family Hub|Diabetes Service|State High(?: School)?|State School|"
    r"Transport Service|(?:(?<=& )|(?<=and ))Sons(?: Ltd\.?)?|"
    # round 61: dental, orthodontic, foot, spine and vascular practices and funeral directors (_PRACTICE_HEADS)
    rf"{_PRACTICE_HEADS}|"
    # round 62: a police force or department, a fire service, a biorepository, barristers' or an expert's chambers,
    # a case-management or claims firm, each with a name of its own (_LEGAL_AND_SERVICE_HEADS)
    rf"{_LEGAL_AND_SERVICE_HEADS}|"
    rf"{_SITE_AND_TRAVEL_HEADS}|"
    rf"{_ANIMAL_AND_FARM_HEADS}|"
    # round 44: Australian and New Zealand services and districts, aged care and the places patients stay ("Pika
    # Wiya Health Service", "Tongan Health Society", "South Western Sydney Local Health District", "Ōtara Health
    # Hub", "Villa Rosa Aged Care", "Topsy Smith Hostel", "Maple Grove Lodge", "Lychgate Funerals", "Hove Foodbank",
    # "Skye Care at Home", "Moree Medical Imaging", "Manukau SuperClinic")
    r"Health Service|Health Society|(?:Local )?Health District|Health Hub|Aged Care|Hostel|"
    # round 52: a letting agent, a housing association or trust, a community care or action agency, with a name of
    # its own ("Clarion Housing Trust", "Kardinia Community Care"; see _OWN_NAME_HEAD_END)
    r"Lettings|Housing Association|Housing Trust|Community Care|Community Action|"
    r"Lodge(?![ \t]{1,2}(?i:st|street|rd|road|ave|avenue|lane|ln|close|way|drive|dr)(?![a-z]))|Funerals|"
    r"Food ?[Bb]ank|Care at Home|Medical Imaging|Super ?[Cc]linic|"
    # round 35: the places a life is told by, and more places of care ("Bethel Chapel", "Guru Nanak Gurdwara",
    # "Rhiwbina Bowls Club", "Ballylongford GAA", "Tangentyere Council", "Slater Brennan Lawyers", "Bay Physio",
    # "San Isidro Health Station", "Tanauan Rural Health Unit", "Cabuynan BHS", "Ness Cabs")
    # (checked in analyze for a rare word of the place's own before them: not "Parish Council", "Chest Physio")
    r"Chapel(?![ \t]{1,2}(?i:st|street|rd|road|ave|avenue|lane|ln|hill|end|green|close|way|drive|dr)(?![a-z]))|"
    r"Gurdwara|Mandir|Kovil|Vihara|Pagoda|"
    r"(?:Bowls|Golf|Sports|Social|Rugby|Football|Cricket|Boxing|Tennis|Rowing|Sailing|Youth|Working Men['’]s) Club|"
    r"(?:City |County |Shire |Borough |District |Town )?Council|Lawyers|Solicitors|Law Firm|Legal Services|Legal Aid|"
    # round 38: a parish, a temple, an army regiment, a secondary school, a church, a midwives' practice ("St. Agnes
    # Parish", "Phuoc Hue Temple", "Mercian Regiment", "Mount Boucherie Secondary", "First Assembly of God", "Te Whare
    # Kahu Midwives")
    r"Parish(?![ \t]{1,2}(?i:council|church|hall|priest|nurse|records?|register)(?![a-z]))|Temple|Regiment|"
    r"Assembly of God|Midwives|"
    r"Secondary(?: College)?(?![ \t]{1,2}(?i:care|school|prevention|infertility|endpoints?|outcomes?|"
    r"objectives?|analys[ie]s)(?![a-z]))|"
    r"Health Station|Rural Health Unit|BHS|Cabs|Taxis|"
    # places of worship, named by a denomination or an adjective before them ("Morning Star Baptist Church")
    r"(?:Baptist|Methodist|Lutheran|Catholic|Episcopal|Presbyterian|Pentecostal|Orthodox|Evangelical|Bible|"
    r"Congregational|Unitarian|Apostolic|Adventist|Reformed|Community|Memorial|Old South|First|Holy|Gospel|"
    r"Christian|Missionary|Nazarene|Assemblies of God|AME|Zion|Bethel) Church|"
    r"Tabernacle|Cathedral|Mosque|Masjid|Synagogue|"
    # round 20: a saint's or a named church, a genetics lab, a practice's partners, a foundation, a care home's
    # manor, a supplier of equipment or transport, a charity or outreach, a restaurant hosting a programme
    r"Church(?![ \t]{1,2}(?i:st|street|rd|road|ave|avenue|lane|ln|hill|end|green|close|way|drive|dr)(?![a-z]))|"
    r"Genetics(?: Service| Laborator(?:y|ies)| Lab)?|Genomics|Associates|Specialists|Partners|Physicians|"
    r"Foundation(?![ \t]{0,2}\n?[ \t]{0,3}Trust)|"
    r"Manor|Medical (?:Supply|Supplies|Transport|Transportation|Equipment)|Outreach|Charities|Ministries|"
    r"Restaurant|Trattoria|Steakhouse|Bistro|"
    # a practice or hospital named by its specialty or its memorial, ending the name: "Seneca Lake Pulmonary,",
    # "Ocean State Cardiovascular)", "at Page Memorial.", "Western Arizona Regional after"
    # (not when the name goes on after a hard wrap: "Lake John Regional Medical \nCenter")
    r"(?:Pulmonary|Cardiovascular|Respiratory|Memorial|Regional|Medical|Program|Programme)"
    r"(?![ \t]{0,2}\n[ \t]{0,3}(?:Cent(?:er|re)|Hospital|Clinic|Group|Associates|Health|Practice|Institute|System|"
    r"Foundation|Campus))"
    r"(?=[ \t]{0,2}(?:[,.;:)(\n|]|$|(?:after|for|on|in|at|to|and|with|or)(?![A-Za-z])))|"
    # round 36: a hospital known by its memorial before one of its units ("Westland Memorial Cardiac Step-Down",
    # "WESTLAND MEMORIAL PULMONARY FUNCTION LAB")
    r"(?:Memorial|MEMORIAL)(?=[ \t]{1,2}(?i:ED|ER|ICU|CCU|MICU|SICU|Cardiac|Emergency|Pulmonary|Radiology|Lab|"
    r"Laboratory|Oncology|Surgical|Step-Down|Imaging|Rehab|Cath|Endoscopy|PFT|Labor|Maternity|Pediatrics?|"
    r"Paediatrics?|Behavioral|Psychiatry|Dialysis|Infusion|Wound)(?![A-Za-z]))|"
    rf"{_NAMED_HEADS})"
    r"(?:[ \t]?#[ \t]?\d{2,6}(?![\w/]))?"  # a store number: "Kroger Pharmacy #0723"
    r"(?:,?[ \t](?:Inc\.|Inc(?![A-Za-z])|LLC|Ltd\.?|Corp\.|Corporation))?"  # a company suffix: "Tyson Foods, Inc."
    r"(?:-[A-Z][A-Za-z'’]{2,30})?"  # a campus after a hyphen: "Kindred Hospital-Seattle"
    # a place after the head: "Queen Elizabeth Hospital West Josephine"
    r"(?:[ \t](?:North|South|East|West|New|Upper|Lower|Port|Lake|Fort|Mount|Saint|St\.?)[ \t][A-Z][A-Za-z'’\-]{2,30})?"
    # "Royal Infirmary of Edinburgh", "Hospital of the University of Pennsylvania"
    r"(?:[ \t]of[ \t](?:the[ \t])?[A-Z][A-Za-z'’\-]{2,30}(?:[ \t](?:of[ \t])?[A-Z][A-Za-z'’\-]{2,30}){0,2})?"
    + _FOR_FIELD
)
_HEAD2 = r"(?:Hospital|Infirmary|Medical Cent(?:er|re)|Health Cent(?:er|re)|Clinic|Hospice)"
# a capital of Latin-script European names ("Skåne", "Škoda", "Łódź") and the letters after it
_CAP = r"[A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĖĘĚĞĪĮİĶĹĻĽŁŃŅŇŌŐŒŔŘŚŞŠŢŤŪŮŰŲŹŻŽ]"
_LOW = r"[A-Za-zÀ-ÖØ-öø-žſ'’\-]"
_MIXED = r"[a-zß-öø-žſ'’\-]"  # a name word's letters after its capital, in a mixed-case note
# (a Zambian hospital's level inside the name: "Matero Level 1 Hospital")
_WORD = rf"(?:St\.?|Saint|Level[ \t][1-3](?![0-9])|{_CAP}{_LOW}{{1,30}}|[A-Z]{{2,10}}|of|the|and|&|for|on|upon|in|de|la)"


_CITY_AFTER = re.compile(
    r",[ \t]{1,2}(?P<city>(?:(?:North|South|East|West|New|Port|Lake|Fort|Mount|Saint|St\.?)(?:[ \t]|[ \t]{0,2}\n[ \t]{0,3}))?"
    r"[A-Z][A-Za-z'’\-]{2,30}(?:[ \t][A-Z][A-Za-z'’\-]{2,30})?"
    # a town in lower case, known by its English place-name ending ("..., nealborough")
    r"|[a-z]{3,24}(?:ton|town|ville|bury|borough|burgh|berg|mouth|port|haven|shire|stad|fort|chester|ham|field|"
    r"ford|wick|worth|furt|caster|cester|minster|pool|bridge))(?=[ \t]{0,2}(?:\n|$|\)|;|,[ \t]{0,2}[A-Z]{2}\b))"
)

# round 66: ... or before a state's or country's code, a bracket, a comma, a column's gap, a full stop or a word in
# lower case ("Walter Reed National Military Medical Center, Bethesda MD", "Victoria Hospital, Wynberg (Emergency
# Centre)", "Soroka Medical Center, Be'er Sheva, 04.03.2024", "Mill Street Garda Station, Galway      PULSE"): a town
# of the gazetteer, or before a date, a postcode or a code a word no word list knows and no one's name (see
# _town_after_ok); it wins over a name read there
_TOWN_AFTER_LOOSE = re.compile(
    r",[ \t]{1,2}(?P<city>[A-Z][A-Za-z'’\-]{2,30}(?:[ \t][A-Z][A-Za-z'’\-]{2,30})?)"
    r"(?P<after>[ \t]{2,}|[ \t]\(|,[ \t]|[ \t][A-Z]{2}(?![A-Za-z])|\.(?:[ \t]|$)|[ \t][a-z])")

_DATE_OR_CODE_AFTER = re.compile(r",[ \t]\d|[ \t](?!MD|DO|RN|NP|PA|OT|PT|GP|DR)[A-Z]{2}(?![A-Za-z])")


def _town_after_ok(t: re.Match[str]) -> bool:
    lex = lexicons.get()
    key = t.group("city").lower()
    if key in lex.cities or key in lex.counties:
        return lex.common.get(key, 0.0) < 4.0
    # (round 66 review: a word the gazetteer does not know only before a comma and a date or postcode, or a state's
    # or country's code: not a department's, a ward's or a doctor's name, "Derriford Hospital, Colposcopy (Level 6)",
    # "Whittington Hospital, Seacole (ward 3)", "Frimley Park Hospital, Oyelaran    bleep 4471")
    if not _DATE_OR_CODE_AFTER.match(t.group("after") + t.string[t.end() : t.end() + 2]):
        return False  # (nor a doctor's or a team's name before a credential, "Oyelowo MD", "Neurorehab OT")
    return all(lex.common.get(w, 0.0) < 2.5 and lex.first.get(w, 10**9) > 2000 and lex.last.get(w, 10**9) > 2000
               for w in key.replace("-", " ").split())


_TITLED_WARD = re.compile(r"(?<![A-Za-z])(?:Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|Miss|Prof|PROF)\.?[ \t]{1,2}"
                          r"(?:[A-Z][\w'’\-]{1,30}[ \t]{1,2})?(?:Ward|WARD)$")


_DEPARTMENT = re.compile(r"(?i:dept\.?|department|division|section|faculty|school)[ \t]{1,2}of[ \t]{1,2}\S+(?:[ \t]{1,2}\S+){0,2}")


# "the X General" is a hospital after at/to/from ("transferred from Mass General"), never after a rank or office
_GENERAL_NOT_AFTER = frozenset(
    "attorney surgeon major brigadier lieutenant secretary inspector consul governor postmaster solicitor adjutant "
    "director registrar auditor accountant procurator paymaster quartermaster vicar comptroller receiver".split())
# institutions known by a name without a head noun, and pharmacy chains: an identifying place of care
_KNOWN = (
    r"Cedars[- ]Sinai|Mount Sinai|Mt\.? Sinai|Johns Hopkins|MD Anderson|(?:Memorial )?Sloan[- ]Kettering|"
    r"Kaiser Permanente|Beth Israel(?: Deaconess)?|Brigham and Women['’]s|Dana[- ]Farber|NewYork-Presbyterian|"
    r"Great Ormond Street|Addenbrooke['’]s|Guy['’]s and St\.? Thomas['’]?|Moorfields|Royal Marsden|Ochsner|"
    r"Geisinger|Intermountain|Lenox Hill|Montefiore|Hackensack Meridian|"
    # (not chorionic villus sampling: "CVS or amniocentesis", "CVS vs amnio")
    r"CVS(?: Pharmacy)?(?![ \t]{0,2}(?:or|vs\.?|versus|and|/)[ \t]{0,2}amnio)|"
    # health systems, groups and national labs named by one word in notes ("f/u at Baystate", "labs (LabCorp)")
    r"Baystate|Atrius|Northwell|Sentara|Novant|WellSpan|UPMC|MedStar|Inova|Allina|Essentia|NYU Langone|"
    r"Lab[Cc]orp|Quest Diagnostics|BioReference|Alder Hey|Barts|Homerton|Whittington|(?<=the )Christie|"
    # the Mater hospitals (Brisbane, Dublin, Sydney, Belfast) are named alone after "the"
    r"(?<=the )Mater(?: Misericordiae| Private| Mothers['’])?|"
    r"Boots(?= (?:pharmacy|chemist))|Walmart Pharmacy|"
    r"Sheppard Pratt|Chelsea and Westminster|"  # round 38 (not "BC Cancer": a breast cancer as often)
    r"Ronald McDonald House|"  # round 57: the charity's family house by a children's hospital
    # round 56: a Montreal teaching hospital by its initials, a London one and the English abortion provider by
    # their names ("transfert vers CHUM", "tier A patient at Guy's", "BPAS Leicester")
    r"(?<!A )(?<!MY )(?<!HIS )(?<!HER )CHUM|CUSM|(?<=at )Guy['’]s(?! and)|(?<=to )Guy['’]s(?! and)|BPAS|"
    # ... and Quebec's transplant, blood and ambulance services ("Transplant Québec", "Héma-Québec", "Urgences-santé")
    r"Transplant Qu[ée]bec|H[ée]ma-Qu[ée]bec|Urgences-sant[ée]|"
    # round 44: Australian and New Zealand services known by their own name ("RFDS", "Te Whatu Ora - Counties
    # Manukau", "PathWest lab no.", "Sullivan Nicolaides via Mount Isa")
    r"Royal Flying Doctor Service|RFDS|Te Whatu Ora|PathWest|Sullivan Nicolaides(?: Pathology)?|Gidgee Healing|"
    # round 38: a court named by its jurisdiction ("Children's Court of Queensland", "Drug Court of NSW")
    r"(?:Children['’]s|Drug|Coroner['’]?s['’]?|Youth|County|Supreme|District|Family|Federal|Magistrates['’]?) Court of "
    r"(?:the )?(?:[A-Z]{2,4}|[A-Z][a-z]{2,20})(?: [A-Z][a-z]{2,20})?(?![A-Za-z])|"
    # round 66: the forces, police, prison and veterans' services and their contractors that hold a serving member's,
    # a detainee's or a veteran's record ("Federal Bureau of Prisons", "Police Scotland", "An Garda Síochána",
    # "Sanitätsdienst der Bundeswehr", "Ara Poutama Aotearoa", "Mitie Care & Custody")
    # (round 66 review: the department after "the" or before its business, not one's home office, "a Home Office in
    # the loft", "Home Office ergonomic assessment"; nor the charity's name that is a diagnosis, "Combat Stress
    # Reaction", nor TF-IDF, the IDF criteria)
    r"(?<=the )Home Office|(?<=The )Home Office|Home Office(?= (?:reference|ref|caseworker|casework|DET|decision|UKVI|"
    r"detention|letter|interview|Presenting|Immigration|Border|official|guidance))|Ministry of Defen[cs]e|"
    r"Department of Veterans Affairs|Veterans Affairs Canada|Veterans UK|"
    r"(?:Federal )?Bureau of Prisons|HM Prison (?:and|&) Probation Service|Metropolitan Police(?: Service)?|"
    r"Police Scotland|(?:An )?Garda S[ií]och[áa]na|Royal British Legion|Disabled American Veterans|"
    r"(?:Australian|New Zealand) Defence Force|Canadian (?:Armed )?Forces(?: Health Services)?|"
    r"Defence Forces(?: Ireland)?|[ÓO]glaigh na h[ÉE]ireann|(?:Sanitätsdienst der )?Bundeswehr|IDF (?i:medical corps)|"
    r"Department of Correction(?:s|al Services)|Ara Poutama Aotearoa|(?:New Zealand )?Parole Board|"
    r"Judicial Inspectorate for Correctional Services|Dienst Justiti[ëe]le Inrichtingen|"
    r"Freedom from Torture|Help for Heroes|Practice Plus Group|GEOAmey|Mitie Care (?:&|and) Custody|"
    r"Wellpath|WellPath|Sodexo Justice Services|"
    # round 67: the addiction, harm-reduction, housing, probation and legal services and the insurers and employers
    # that hold a client's or a student's record ("Jellinek ambulant", "Reclassering Nederland", "Veilig Thuis",
    # "Probation Board for Northern Ireland", "Central City Concern OBOT", "Office of the Public Defender", "SANCA
    # Western Cape", "NHLS", "Techniker Krankenkasse", "Anglicare Victoria", "Age Cymru")
    r"Jellinek(?= (?:ambulant|kliniek|Kliniek|Amsterdam|preventie|Preventie|Minnesota|outpatient))|"
    r"(?<=via )Jellinek(?![\-])|(?<=bij )Jellinek(?![\-])|Reclassering Nederland|Veilig Thuis(?! Ouder)|(?<!het )(?<!Het )Zilveren Kruis|"
    r"Techniker Krankenkasse|Probation Board for Northern "
    # (round 67 review: not the curve, formula or types named for Jellinek, a medal, a campaign, a pack, a policy's
    # launch, an age not indicated, a fixed point: "Jellinek curve", "het Zilveren Kruis", "Veilig Thuis Ouder
    # Worden", "Welcome Organisation pack", "Launch Housing First", "Age NI", "der Fixpunkt")
    r"Ireland|PBNI|Simon Community|(?<=the )Welcome Organisation|Launch Housing(?! First)|Union Gospel Mission|"
    r"Central City Concern|Helping Up Mission|Mission Old Brewery|Office of the Public Defender|"
    r"State['’]s Attorney['’]s Office|Legal Aid (?:SA|South Africa|Ontario|NSW|Board)|SANCA(?: [A-Z][a-z]+ [A-Z][a-z]+)?|"
    r"NHLS|INEM|Fixpunkt e\.V\.|Anglicare(?: [A-Z][a-z]+)?|Age (?:UK|Cymru|Scotland)|Terrence Higgins Trust|Unilabs|"
    r"Fimlab|YTHS|Swisscare|Mercadona|Commonwealth Bank|Jaguar Land Rover|Aramark|"
    r"(?i:walgreens|rite[- ]aid|duane reade|lloyds ?pharmacy|superdrug)"  # also typed in lower case by patients
    r"(?:[ \t]{1,2}(?:#|No\.?|Store)[ \t]?\d{2,6}(?![\w/]))?"  # and its store number: "Walgreens #11052"
)
_STATES = (
    r"Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
    r"Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
    r"Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|"
    r"North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|"
    r"Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming"
)
_STATES_CAPS = _STATES.upper()
# US health insurers (commercial and Medicaid managed-care plans): named on insurance lines, appeal letters and
# prior authorisations; with the state of the plan ("Blue Cross Blue Shield of Texas", "CareSource Ohio")
_PAYERS = (
    rf"(?:UnitedHealthcare|United Healthcare|Blue Cross(?: (?:and |& )?Blue Shield)?|BCBS|Aetna|Cigna|Humana|"
    rf"Anthem(?= (?:Blue|BCBS|HealthKeepers|Medicaid|insurance|PPO|HMO))|CareSource|Molina Healthcare|"
    rf"Centene|WellCare|Ambetter|Amerigroup|Highmark|Premera|Regence|Harvard Pilgrim|EmblemHealth|Fidelis Care|"
    rf"Healthfirst|Oscar Health|UHC|BCBS(?:AL|AZ|FL|IL|KS|MA|MI|MN|NC|NE|NM|OK|SC|TN|TX|VT)|AARP(?= (?:Medicare|Medigap|"
    rf"supplement|Supplement|plan|Plan)|\)| \()|"
    # benefit managers and Medicare contractors that decide authorisations and claims ("MRI req auth via eviCore")
    rf"[Ee]viCore|EVICORE|Carelon|AIM Specialty Health|Novitas Solutions|Noridian|Palmetto GBA|First Coast Service "
    rf"Options|National Government Services|Wisconsin Physicians Service|"
    # an insurer in a claim's or an HL7 message's capitals ("BLUE CROSS BLUE SHIELD OF ILLINOIS")
    rf"BLUE CROSS(?: (?:AND |& )?BLUE SHIELD)?(?: OF (?:{_STATES_CAPS}))?)(?:(?: of)? (?:{_STATES}))?"
)
# large health systems named without a head noun (like the institutions in _KNOWN)
_SYSTEMS = (
    r"Baylor Scott (?:&|and) White|Inova|Atrium Health|Sutter Health|Banner Health|Northwell(?: Health)?|"
    r"Advocate Aurora|Penn Medicine|UCHealth|Sanford Health|Novant Health|Piedmont Healthcare|Spectrum Health|"
    r"Henry Ford Health|Mass General Brigham|Providence Health"
)
# retail chains with pharmacies ("Costco pharmacy", "Kroger #0723") and the largest US employers, named in
# medication reconciliation and in social/occupational history; a store number after them is part of the name
_CHAINS = (
    r"(?:Walmart|Wal-Mart|Costco|Kroger|Safeway|Publix|H-E-B|Meijer|Dollar General|Dollar Tree|Starbucks|"
    r"McDonald['’]s|Home Depot|FedEx(?! (?:Priority|Ground|Express|Overnight|2Day|tracking|Freight))|Amazon|"
    # round 40: pharmacy and grocery chains of Canada, Australia, New Zealand, South Africa, the UK and the US where
    # patients fill scripts or work ("Shoppers Drug Mart at Lonsdale & 15th", "I work at Asda in Killingbeck");
    # Boots only before its branch ("send it to Boots on Market Street"; not "boots on the ward"; round 56: "supervised
    # at Boots, Darwen Street"; not "walk to Boots, Then rest", "from Boots Opticians")
    r"Shoppers Drug Mart|London Drugs|Chemist Warehouse|Terry ?White Chemmart|Blooms The Chemist|Hy-Vee|Schnucks|"
    r"Pharmasave|Jean Coutu|Dis-Chem|Pick n Pay|Unichem|Amcal|Cohens Chemist|Gordons Chemists|Well Pharmacy|"
    r"Asda|Tesco|Sainsbury['’]s|Morrisons|Fonterra|"
    # round 44: optician and care chains, named with their branch town ("Specsavers Inverness", "Bupa Edge Hill",
    # "Brookdale Greenwood", "Visiting Angels Evanston", "Bluebird Care Hove": the town is the place recognizer's)
    r"Specsavers|Bupa|Priceline Pharmacy|Brookdale|Visiting Angels|Home Instead|Bluebird Care|Right at Home|"
    # (not a day, a month or a season, "Boots on Tuesday", "Boots in Winter", unless a place cue comes first: "from
    # Boots on Tuesday")
    r"Boots(?= (?:on|in|at) [A-Z][a-z])(?! (?:on|in|at) (?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|"
    r"March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter|"
    r"Christmas|Easter|Night)(?![a-z]))|(?:(?<=from )|(?<=at )|(?<=to ))Boots"
    r"(?= (?:on|in|at) |,? [A-Z][a-z]+ (?:Street|St|Road|Rd|Lane|Avenue|Ave|Way|Gate|Parade|Precinct|Square)(?![a-z])))"
    r"(?:[ \t]{1,2}(?:#|No\.?|Store)[ \t]?\d{2,6}(?![\w/]))?"
)
# care vendors named alone in case-management, pharmacy and transport notes (durable medical equipment, specialty
# pharmacies and PBMs, home health and hospice, dialysis, laboratories, ride brokers, interpreter services,
# workers'-compensation administrators and auto insurers), the health authorities of the UK, Australia and New
# Zealand, and employers often named in occupational histories. Names that are also words ("Progressive",
# "Target", "Travelers", "Coles", "Ford") are left out: a head noun or a cue finds those.
_VENDORS = (
    r"Apria|Lincare|AdaptHealth|Rotech|Byram Healthcare|Edgepark|Accredo|CVS (?:Specialty|Caremark)|Caremark|"
    r"Express Scripts|Optum ?Rx|BriovaRx|AllianceRx|Bayada|BAYADA|Amedisys|LHC Group|Enhabit|Interim HealthCare|"
    r"Visiting Angels|Home Instead|Gentiva|VITAS|DaVita|Fresenius Kidney Care|US Renal Care|Sonic Healthcare|"
    r"Labtests|Pathlab|Healius|Laverty Pathology|Dorevitch|LifeLabs|Dynacare|Modivcare|ModivCare|LogistiCare|"
    r"SafeRide|LanguageLine|Language Line(?: Solutions)?|CyraCom|Propio|Sedgwick|Gallagher Bassett|Broadspire|CorVel|"
    r"State Farm|Allstate|GEICO|Liberty Mutual|USAA|Farmers Insurance|"
    # (a Scottish health board in a letterhead's capitals too: "NHS GRAMPIAN")
    r"NHS (?i:Highland|Lothian|Tayside|Grampian|Fife|Lanarkshire|Borders|Orkney|Shetland|Western Isles|Forth Valley|"
    r"Ayrshire (?:and|&) Arran|Dumfries (?:and|&) Galloway|Greater Glasgow(?: (?:and|&) Clyde)?|Golden Jubilee)|"
    r"Betsi Cadwaladr|Aneurin Bevan|Hywel Dda|Cwm Taf Morgannwg|Counties Manukau|Waitematā|Waitemata|"
    r"(?:Monash|Alfred|Austin|Barwon|Peninsula|Eastern|Western|Northern) Health(?= |,|\.|$)|"
    r"Infosys|Wipro|Tata Consultancy Services|Cognizant|Accenture|Tyson Foods|Fifth Third|Wells Fargo|"
    r"Bank of America|JPMorgan(?: Chase)?|Lockheed Martin|Petronas|Linfox|Woolworths|Sainsbury['’]s|Tesco|ProMedica|"
    r"Avera(?: McKennan)?|"
    # reference and genetic labs, trial central labs, registries and blood services, organ procurement
    # organisations, institutional pharmacies, ambulance companies and UK interpreting agencies
    r"ARUP(?: Laboratories)?|Quest Diagnostics|LabCorp|Labcorp|Invitae|Myriad Genetics|Ambry(?: Genetics)?|AMBRY|"
    # round 25: genetic and fertility labs, in a report's capitals too ("NATERA  |  Panorama", "PGT-A: CooperGenomics")
    r"NATERA|INVITAE|GENEDX|CooperGenomics|Cooper Genomics|Igenomix|Progenesis|Juno Genetics|"
    # round 21: the two names that are also words, only where the lab is meant ("(Quest)", "Myriad MyRisk")
    r"(?<=\()Quest(?=\))|(?<=at )Quest(?![\w-])|Quest(?= (?:[Ll]abs?|draw|Lab)\b)|Myriad(?= (?:MyRisk|myRisk|BRACAnalysis))|GeneDx|Natera|"
    r"Q2 Solutions|Covance|Eurofins|Mayo Clinic Laboratories|DKMS|NMDP|Be The Match|Anthony Nolan|"
    r"American Red Cross|NHS Blood and Transplant|NHSBT|OneLegacy|DonorConnect|Donor Network West|Gift of Life|"
    r"LifeGift|LiveOnNY|New England Donor Services|Omnicare|PharMerica|Cord Blood Registry|"
    r"AMR(?= ambulance| Ambulance| for| to)|American Medical Response|Falck|thebigword|DA Languages|Big Word|"
    r"Freedom from Torture|Medigold Health|Healthcare at Home|Medequip|"
    # round 24: UK charities, advocacy, drug-and-alcohol and housing providers named alone in care and discharge
    # plans ("an IMHA from POhWER", "keyworker at Cranstoun", "class run by Age UK"), and the store "the Co-op"
    r"Age UK|Age Concern|Cranstoun|POhWER|Change Grow Live|Humankind|Turning Point(?= (?:Scotland|services?|[Cc]entre)|\)|,)|"
    r"Care (?:and|&) Repair|Thirteen Group|Look Ahead(?= Care| Housing|,)|Mencap|Marie Curie|Sue Ryder|Macmillan Cancer Support|"
    r"Citizens Advice|British Red Cross|St John Ambulance|Catholic Charities|Salvation Army|Habitat for Humanity|"
    r"(?<=the )Co-op(?![\w\-])"
)
# a cue that makes the capitalised name after it a place of care, payer or employer: "Medical aid: Discovery
# Health", "Insurance: UnitedHealthcare", "Wojciech's employer (Motorola Solutions)", "works nights at Costco"
_CUE_NAME = (r"(?P<v>(?:[A-ZÀ-ÖØ-Þ]|\d(?=[A-Z]))[A-Za-zÀ-ÖØ-öø-ž'’\-]{1,30}(?:[ \t](?:&[ \t])?(?!(?:ID|Id|Member|MEMBER|Mbr|Policy|"
             r"Account|Acct|No|Number)(?![A-Za-z])|Group[ \t]{0,2}(?:#|No|ID|Number|:|[0-9]))"
             r"[A-Z][A-Za-zÀ-ÖØ-öø-ž'’\-]{1,30}){0,4})(?![\w'’\-])")  # (round 35: "Hydro-Québec", "let go from Kerry Group")
# round 68: the German, Dutch and Polish cues of an insurer or an employer, whose value may be a word of that language
_CONTINENTAL_CUE_BEFORE = re.compile(r"(?:kvg|kk|kostenträger|verzekering|zorgverzekeraar|ziekenfonds|arbeitgeber|werkgever|"
                                     r"pracodawca|versicherung|krankenkasse|krankenversicherung)[ \t]{0,2}[:(][ \t]{0,3}\Z")
_CUE_NOT = frozenset(
    # (round 68 review: German, Dutch and Polish for retired, unemployed, self-paying, none: "Arbeitgeber: Rentner",
    # "Werkgever: Gepensioneerd", "Pracodawca: Bezrobotny", "Kostenträger: Selbstzahler")
    "rentner rentnerin selbstzahler selbstzahlerin selbstständig selbständig arbeitslos keiner keine privat "
    "gepensioneerd werkloos geen onbekend brak emeryt emerytka bezrobotny bezrobotna rencista rencistka "
    "medicare medicaid medi-cal none n/a self self-pay selfpay uninsured private commercial retired unemployed "
    "disabled disability student unknown not no yes homemaker pending same home tricare va name address phone "
    "contact info information notified aware letter note dr mr mrs ms "
    # round 38: family, not an employer ("works for Mum's business")
    "mum mum's mom mom's dad dad's mother father family himself herself "
    # an adverb after "admitted": "ADMITTED OVERNIGHT FOR OSA MONITORING"
    "overnight tonight today yesterday tomorrow directly urgently emergently electively briefly "
    # round 27: a hospital's own departments and roles, an interpreter's required sex ("ADMITTED TO MORTUARY",
    # "REFERRAL TO HM SENIOR CORONER", "ATTENDING PRACTITIONER", "interpreter: FEMALE REQUIRED")
    "mortuary hm coroner practitioner female male required "
    # state Medicaid programmes: a government plan like Medicaid itself, not a place or an employer
    "ahcccs masshealth medi-cal tenncare soonercare badgercare mainecare kancare husky healthchoice denalicare "
    "hoosier healthwise familycare peachcare "
    # round 28: an assessment unit ("accepted to AMU")
    "amu mau cdu sdec "
    "team "  # round 22: "accepted to Team B"
    # round 35: a holiday after a job cue is its date ("Lost his job at Christmas")
    "christmas xmas easter halloween thanksgiving diwali eid ramadan hanukkah passover".split())
# the emergency department after a cue ("attended ED twice"); a place's own name may start with it ("ED of Roper
# Hospital", trimmed later)
_EMERGENCY_DEPT = frozenset("ed er a&e ae resus".split())
# a service or meeting attended, not a place ("attended Mass daily at San Fernando Cathedral", "attends AA"): the
# whole value, so that "attended Mass General" stays
_ATTENDED_NOT = frozenset("mass liturgy services worship prayers jumuah jumu'ah shabbat aa na meetings".split())
# a licence or vehicle class before a job, not an employer ("an HGV driver", "a CDL driver")
_VEHICLE_CLASSES = frozenset("hgv lgv pcv psv cdl hgv1 hgv2 taxi lorry forklift".split())
# words that say what kind of unit a place is, never which one: a span made of these alone is a department
# ("Specialty Pharmacy", "Hereditary Cancer Clinic", "Interventional Radiology", "Continue Physical Therapy")
_GENERIC = frozenset(
    # round 23: a prison's chronic-care and health-care-unit clinics, the next clinic, an army troop clinic, a
    # post-ICU or veterans' service, rough-sleeper outreach
    "chronic hcu next troop recovery post-icu veterans rough sleeping "
    # round 24: a theatre list's column headers ("Age/Sex  Ward"), therapies and specialties before a head
    # ("NEXT COUNSELING", "SPEECH-LANGUAGE PATHOLOGY", "resp clinic", "Dermatology Clinical Research")
    "sex age counseling counselling speech speech-language pathology resp dermatology cardiology neurology "
    # round 36: "Specialist Outpatient Clinic", "Virtual Urgent Care", "Notify TB Programme"
    "specialist outpatients virtual telehealth programme program notify "
    "urology rheumatology gastroenterology nephrology ophthalmology audiology podiatry "
    # round 25: diagnostic departments and their laboratories, elderly care, a GP practice as "the patient's own"
    # ("Echocardiography Laboratory", "Device Clinic", "PACING CLINIC", "IVF Laboratory", "(Elderly Care)",
    # "PATIENT'S OWN SURGERY")
    "echocardiography echo neurodiagnostics neurodiagnostic neurophysiology electrophysiology ivf device devices "
    "pacing pacemaker arrhythmia laboratory elderly older patient's patients own "
    "the of and for at in on to a an & insurance company life mutual funeral cemetery language answering geriatrics heart specialty speciality hereditary cancer coumadin anticoagulation warfarin inr "
    "lipid diabetes diabetic endocrine memory breast sleep pain wound infusion transplant travel fertility allergy "
    "asthma headache epilepsy movement disorders vascular vein spine hand foot eye skin bone joint sports women's "
    "womens men's children's childrens pediatric paediatric peds adult adults geriatric senior family internal "
    "general primary urgent emergency walk-in outpatient inpatient day community public mental behavioral "
    "behavioural student employee occupational home hospital clinic clinics medical medicine health care center "
    "centre ctr services service department dept unit physical therapy rehab rehabilitation nursing cardiac "
    "pulmonary renal neuro ortho orthopedic orthopaedic orthopedics orthopaedics surgical surgery dental oncology "
    "hematology interventional diagnostic diagnostics radiology imaging pharmacy laboratory lab labs optical "
    "optometry physiotherapy ambulance claims control animal associates group consultants specialists partners "
    "court superior district circuit municipal probate juvenile magistrates crown county city state federal jail "
    "detention correctional complex facility sciences foundation continue continued start started recommend "
    "recommended refer referred referral resume consider discussed follow attend attends attended schedule "
    "scheduled contact call called please seen see new old local nearest main ed er icu nicu picu ccu or ir gi "
    "ent ob gyn obgyn hiv tb sti std pt ot slp ms chf copd sickle cell hepatology prenatal maternal fetal "
    "palliative hospice wellness treatment recovery infectious disease diseases stroke heart kidney liver lung "
    "high low risk clinical research medicare medicaid snf ltach acute post "
    "ward rhd thoracic neuromuscular bite voicemail colorectal management pediatrics paediatrics geriatrics "
    "obstetrics neurosurgery endoscopy dialysis "
    "prevention multidisciplinary multi-disciplinary long-term short-term respite "
    # round 20: the new heads' kinds ("Support Program", "Acute Respiratory", "Genetics Service")
    "support program programme respiratory cardiovascular genetics genomics specialists partners "
    "physicians outreach sexual reproductive oral global population "
    # a clinic's kind as typed in lower case ("anticoag clinic", "derm clinic")
    "anticoag coag derm rheum neph nephro cardio gastro pulm onc heme haem uro endo peds paeds psych ortho "
    "lipids htn dm copd ckd chf hep fracture maxillofacial reconstructive plastic plastics "
    # round 50: the new heads alone or after a kind ("Paramedic EMS", "Pediatric Assoc.", "the Credit Union")
    "assoc assoc. ems paramedic paramedics fcu ctc credit union bank "
    # round 66: a laboratory's kind ("Molecular Oncology", "Molecular Genetics Laboratory")
    "molecular".split())  # ("Medical Ward", "RHD Clinic", "Animal Bite ...")
_FACILITY_PREP = re.compile(r"(?i:(?<![a-z])(?:at|to|from|in|into|via|@|admitted|hospitali[sz]ed))[ \t]{1,2}$")
_CAPS_LEAD = re.compile(r"(?i)^.*(?<![a-z])(?:at|to|from|in|into|via)[ \t]{1,2}")


# Pattern scores double as the pattern's role in ``analyze`` (one place for each, so a role cannot drift):
_CAPS_ONLY = 0.6  # any words before a head, case-insensitive: kept in ALL-CAPS notes only
_GENERAL = 0.65  # "X General": checked for a preposition before it
_CUE_LED = 0.72  # a name after "Insurance:", "employer (", "works at"
_SHIFT = (r" nights| days| evenings| weekends| shifts| casual| seasonal| FIFO| fifo| part[- ]time| full[- ]time|"
          r" [0-9](?:st|nd|rd|th) shift| (?:a |the )?(?:night|day|late|early) shift")
_CAPS_LISTED = 0.84  # a listed name typed in capitals: kept in ALL-CAPS notes only
_LISTED = 0.85  # a listed institution, payer, system or chain
_RESEARCH = 0.76  # a research site: checked for a role or department word before the head
_SAINT = 0.73  # a saint's name in the possessive: "St. Mary's", "saint joseph's"
_LOWER_HOSP = 0.71  # a lower-case name before "hosp"/"hospital" after at/to/from: checked for a real name part
_NAMED_CARE_HOME = 0.717  # capitalised name words before "care home": checked for a real name part
_LOWER_ORG = 0.702  # the same for other places of care, only in a note typed in lower case
_HEAD_FIRST_BARE = 0.79  # "Hospital" + a name: checked for a rare name word after the head
_KIND_THEN_TOWN = 0.801  # "District Hospital Hardoi", "CHC Shahabad": checked for a rare town word
_TOWN_THEN_KIND = 0.7801  # "Sayramskaya TsRB", "Gasa BHU-I": checked for a rare first word (not "Nearest TsRB")
_MALAY_RS = 0.8601  # "RS Sari Mulia": an Indonesian hospital, in a note written in Indonesian or Malay only
_EU_HEAD_FIRST = 0.8012  # "Splošna bolnišnica Izola": cut at the first English word after the head, dropped if none is left
_NAME_THEN_EU_HEAD = 0.7802  # "Kallion terveysasema": a name word before the head that is no English word
_COMPOUND_THEN_TOWN = 0.8013  # "Nordlandssykehuset Bodø": a hospital's one-word name, then a town of the gazetteer
_WORKS_OWNER = 0.7201  # "the Arla dairy", "the Oahu Sugar mill": checked for a name word no word list makes common
_COMPANY = 0.77  # a company name ending in a legal form or an industry word
_NORDIC_COMPANY = 0.7701  # the same before a Nordic legal form (checked by _nordic_company_ok)
# words before "AS", "AB" that make them a valve's stenosis, a blood group or an antibody, not a company's legal form
_NOT_COMPANY_WORDS = frozenset({"severe", "moderate", "mild", "critical", "known", "blood", "group", "type", "aortic",
                                "rh", "rhesus", "anti", "positive", "negative", "with", "and", "of", "the", "no", "hx",
                                "history", "mitral", "valve", "calcific", "bicuspid", "degenerative", "significant",
                                "grade", "stage", "patient", "donor", "recipient", "confirmed", "suspected"})


_NORDIC_LETTERS = re.compile(r"[åøæäöÅØÆÄÖ]")


def _nordic_company_ok(value: str, doc: Doc) -> bool:
    """No clinical word before the legal form, and "AS" or "AB" only in a document with a Nordic letter (å, ø, æ, ä, ö)."""
    form = value.rsplit(maxsplit=1)[-1]
    return not any(w.lower() in _NOT_COMPANY_WORDS for w in value.split()[:-1]) and (
        form not in ("AS", "AB") or _NORDIC_LETTERS.search(doc.text) is not None)
_COMPANY_BY_FORM = 0.8015  # round 63: such a name ending in its legal form (wins over a name read inside it)
_CAPS_RUN_SCORE = 0.82  # a name in capitals around a head word, in a mixed-case note (wins over a name inside it)
_ACRONYM = 0.76  # a facility's initials, or the acronym given after its name
_AREA_TEAM = 0.752  # a team named by its area: checked for a name word before the acronym
_QUOTED_PHARMACY = 0.8014  # round 57: a pharmacy's quoted name: checked for a word that is no common English word
_INSTALLATION = 0.803  # a military base: "Fort Campbell" (checked against the gazetteer's towns)


# "Hospital Rd", "Clinic Lane": a street named after the head word is an address, not a facility
_NOT_STREET = r"(?![ \t]{1,2}(?:Rd|Road|St|Street|Ave|Avenue|Lane|Ln|Way|Close|Blvd|Boulevard|Hill|Drive)\b\.?(?![A-Za-z]))"


# a name of up to seven words ending in a head word: "St. Luke's Regional Medical Center", "Leeds General Infirmary".
# Its prefilter form is reported at nearly every capitalised word (a Python callback each), so it is not windowed.
_NAME_THEN_HEAD = P(
    rf"(?<![^\W\d_])(?:(?:St\.?|Saint|{_CAP}{_LOW}{{1,30}}|[A-Z]{{2,10}})[ \t]{{1,2}})"
    rf"(?:{_WORD}[ \t]{{1,2}}){{0,6}}{_HEAD}(?![A-Za-z]){_NOT_STREET}"
    rf"(?:,[ \t](?:{_WORD}[ \t]{{1,2}}){{0,5}}{_HEAD2}(?![A-Za-z]))?",
    "FACILITY", 0.75)


# Roles of the patterns for names without a classic head noun (each checked in ``_named_org``):
_BROAD = 0.745  # a name before a broad head ("Shepherd Center", "VNS Health", "Retina Consultants of Minnesota")
_BROAD_PREP = 0.735  # a name before a weaker head after at/to/from or "(" ("at Drayer PT", "(Capital Digestive Care)")
_NAMED_WARD = 0.724  # "on Ward Huntsman 4"
_ADMIT = 0.725  # a name after an admission or transfer cue ("hospitalized at Presbyterian", "EMS to Abbott Northwestern")
_LOCAL_NAME = 0.74  # a hospital's local name in brackets after its official one
_VENDOR = 0.715  # a name after a vendor, monitor, interpreter or transport cue ("CRA, IQVIA", "ride via Modivcare")
_UNIT_AFTER = 0.705  # a name before "ED", "pharmacy", "urgent care" after at/to/from ("to meriter ED")
# a word of a name: "Abbott", "PrimaryOne", "O'Neil", "VNS", "St."
_NW = rf"(?:St\.|{_CAP}{_LOW}{{1,30}}|[A-Z]{{2,8}})"
# jobs and years of study that an employer or school follows ("engineer with", "sophomore at")
_JOBS = (
    r"engineer|tester|developer|programmer|analyst|architect|designer|mechanic|machinist|technician|tech|nurse|rn|"
    r"lpn|cna|aide|radiologist|resident|fellow|physician|pharmacist|therapist|counselor|counsellor|teacher|"
    r"professor|lecturer|researcher|scientist|barista|cashier|clerk|cook|chef|server|waitress|waiter|bartender|"
    r"janitor|custodian|electrician|plumber|carpenter|welder|pipefitter|laborer|labourer|driver|pilot|attendant|"
    r"agent|accountant|lawyer|attorney|paralegal|secretary|receptionist|manager|supervisor|director|operator|"
    r"consultant|intern|student|sophomore|junior|freshman|employee|worker|stocker|loader|packer|picker|"
    r"housekeeper|caregiver|dishwasher|firefighter|paramedic|dispatcher|coach|librarian|banker|teller|editor|"
    r"reporter|salesman|saleswoman|rep|associate|guard|officer|soldier|contractor|foreman|dentist|hygienist|"
    r"midwife|doula|social worker|case manager|maker|op|operative|packer|assembler|fitter|machinist|"
    # round 35: "a lineman with Hydro-Québec", "a signalman for British Rail"
    r"lineman|linesman|signalman|stockman|fisherman|handyman|deckhand|miner|farmhand|storeman|cleaner|porter|"
    r"butcher|baker|apprentice|tradesman|rigger|boilermaker|roughneck|shearer|labourer|groundsman"
)
_OF_PLACE = r"(?:[ \t]of[ \t](?:the[ \t])?(?:[A-Z][A-Za-z'’\-]{2,30}|[A-Z]{2})(?![A-Za-z])(?:[ \t][A-Z][A-Za-z'’\-]{2,30}){0,2})?"
_BROAD_HEADS = (r"(?:Health(?:[ \t](?:Systems?|Services|Partners|Network|Alliance))?|Cent(?:er|re)s?|Home[ \t]Care|SNF|"
                r"Home[ \t]Health(?:[ \t]Care)?|Network|Pavilion|Associates|Consultants|Children['’]s|"
                r"Behavioral[ \t]Health|Medical[ \t]Center|Home)")
_PREP_HEADS = r"(?:Care|Counsel(?:l)?ing|PT|IRB|Physical[ \t]Therapy|Rehab)"
_ORG_PREP = r"(?:(?<![A-Za-z])(?i:at|to|from|via|with|w/|@)[ \t]{1,2}|\([ \t]?)"
# words that never start or make up a place's own name before a broad head: services, kinds of unit, verbs
_ORG_GENERIC = _GENERIC | frozenset(
    "transfer call command simulation learning poison birth birthing lactation comprehensive regional national "
    "advanced integrated ambulatory population digital global oral sexual reproductive child environmental rural "
    "provider support social donor genetic grief marriage nutrition financial substance abuse cessation smoking "
    "diet dietary weight loss management bariatric spiritual pastoral crisis trauma burn data operations access "
    "scheduling admissions business visitor patient patients resource resources education fitness procedure "
    "procedures endoscopy physician physicians practice intensive critical comfort respite supportive long term "
    "long-term acute subacute sub-acute skilled custodial transitional managed vision usual standard routine "
    "post-acute convalescent residential foster group safe own discharge discharged return returned went go going "
    "sent send stay stayed called contacted notified spoke paged per please with via by from our your their "
    "his her my this that these those pelvic floor vestibular aquatic chest back neck central institutional "
    "local independent living neonatal cardiovascular women men kids baby babies newborn perinatal "
    "neurosurgery psychiatry psychiatric psych hospitalist telemetry stepdown observation obs medsurg floor "
    "ward team service services system systems network networks partners alliance associates consultants "
    "pavilion counseling counselling irb therapy help home disability disabilities accommodation hh hha occ med meds surg gen tele meddra mail order retail compounding triage".split())
_TITLE_BEFORE = re.compile(r"(?:Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|Miss|Prof|Rev)\.?[ \t]{1,2}$")
_MONTHS_DAYS = frozenset(
    "january february march april may june july august september october november december jan feb mar apr "
    "jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed "
    "thu thur thurs fri sat sun today tomorrow yesterday".split())
# units and acronyms after an admission cue that name a kind of ward, never which hospital
_UNIT_ACRONYMS = frozenset(
    "ICU MICU SICU CVICU CTICU NSICU TSICU NICU PICU CCU PACU OR ED ER IR GI OB SNF LTACH ALF IRF LTC CDU PCU "
    "IMU ACU OSH EMS IOP PHP ECU EMU TCU ENT BH MRI CT PT OT SLP HD ICD CABG CHF COPD ED/ER L&D LDRP MFM NP PA "
    "RN MD DO OK US USA UK AM PM CDL DOT VA ASL HH HHA VNA DME WBC ANC HCOP COTE".split())
# interpreter languages: "interpreter (Spanish)"
_LANGUAGES = frozenset(
    "vietnamese viet somali spanish mandarin cantonese chinese arabic french portuguese russian haitian creole "
    "korean japanese tagalog punjabi hindi urdu bengali amharic tigrinya swahili polish farsi persian dari pashto "
    "nepali burmese hmong khmer ukrainian italian german greek turkish hebrew yiddish romanian albanian bosnian "
    "serbian croatian oromo yoruba igbo hausa tamil telugu gujarati marathi karen lao laotian thai english asl "
    "marshallese chuukese ilocano samoan tongan navajo".split())
_NAME_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-.&]*")


# round 40: an English hospital by its town and "Royal" after a place cue ("clinic at Royal Derby", "seen at the Bolton
# Royal"); never before "of" or another capitalised word ("Royal College of Nursing", "Royal Sutton Coldfield",
# "Royal Victoria Park"), nor a street, a regiment or a race ("on Royal Crescent", "Royal Welsh", "to Royal Ascot")
_ROYAL_TOWN = re.compile(
    r"(?<![A-Za-z])(?:at|to|from|in|into)[ \t](?:the[ \t])?"
    r"(?P<f>Royal[ \t](?P<a>[A-Z][a-z]{3,20})|(?<=the[ \t])(?P<b>[A-Z][a-z]{3,20})[ \t]Royal)(?![A-Za-z])"
    r"(?![ \t]{1,2}(?:of|[A-Z]))")
_ROYAL_NOT = frozenset(("ascot", "enfield", "mile", "welsh", "highland", "ulster", "canadian", "street", "crescent",
                        "terrace", "park", "hall", "college"))


def _royal_hospitals(doc: Doc) -> list[Span]:
    """"Royal Derby", "Bolton Royal": a town or county the gazetteer holds beside "Royal" names its hospital (not
    "Royal Mail", "Royal Navy")."""
    if "Royal" not in doc.text:
        return []
    lex = lexicons.get()
    out = []
    for m in _ROYAL_TOWN.finditer(doc.text):
        town = (m.group("a") or m.group("b")).lower()
        if town not in _ROYAL_NOT and (town in lex.cities or town in lex.counties):
            out.append(Span(*m.span("f"), "FACILITY", "facility", 0.72))
    return out


# round 42: a military unit, ship or base, and a council, school district or university, named as forces and school
# records name them. A unit is an ordinal and a unit word ("86th Aeromedical Evacuation Squadron", "2nd Battalion,
# 502nd Infantry Regiment", "1st Battalion The Royal Welsh", "3rd Battalion, 5th Marines", "3rd Special Forces
# Group"), a number and an arm's word ("2 Field Ambulance", "16 Air Assault Brigade"), a numbered squadron ("IX(B)
# Squadron") or a US or Commonwealth short form ("2-8 CAV", "3 RAR"); never a count of weeks, units or doses ("8 Week
# Pain Management Group", "2 Units Blood Group", "3rd Floor East Wing", "IV Cancer Support Group", "4-6 FA", "GRAVIDA
# 2 PARA 1")
_UNIT_WORD = r"[A-Z][A-Za-z'’]+(?:-[A-Z][A-Za-z'’]+)?"
_ARM_HEAD = (r"(?:Battalion|Regiment|Squadron|Brigade|Field[ \t]Ambulance|Commando|Marines|Rifles|Infantry|Cavalry|"
             r"Artillery|Engineers|Signals|Hussars|Lancers|Dragoons|Fusiliers|Highlanders|Flotilla)")
# (these heads only after an ordinal: "3rd Special Forces Group", "1st Armoured Division", "433rd Airlift Wing")
_ORDINAL_HEAD = r"(?:Group|Wing|Battery|Division|Fleet|Guards|Company)"
# (the heads that name a unit with nothing between them and its number: "5th Marines", "2 Field Ambulance")
_UNIT_HEAD_ALONE = r"(?:Marines|Rifles|Hussars|Lancers|Dragoons|Fusiliers|Highlanders|Commando|Squadron|Field[ \t]Ambulance)"
_ORDINAL = r"(?:[1-9][0-9]{0,2}(?:st|nd|rd|th))"
# words that count, time or describe care, never part of a unit's name
_NOT_UNIT_WORDS = (r"(?!(?:[A-Z][A-Za-z'’\-]*[ \t]){0,3}(?:Week|Weeks|Year|Years|Day|Days|Month|Months|Hour|Hours|Unit|"
                   r"Units|Floor|Line|Lines|Mouth|Pain|Blood|Age|Education|Cancer|Heart|Diabetes|Love|Session|Sessions|"
                   r"Step|Steps|Dose|Doses|Cycle|Cycles|Visit|Visits|Bed|Beds|Patient|Patients|Care|Therapy|Peer|"
                   r"Risk|Study|Treatment|Stage|Grade|Class)(?![A-Za-z]))")
# (a forces word between a plain number and its head, or an ordinal and a head of many uses: "3rd Special Forces
# Group", "16 Air Assault Brigade"; not "3rd Molar Group", "2nd Generation Antipsychotic Group", "4 Drug Regiment",
# "12 Lead Signals", "999 Fire Brigade")
_FORCES_WORD = (r"(?=(?:[A-Z][A-Za-z'’\-]*[ \t]){0,3}(?:Special|Forces|Infantry|Armou?red|Airborne|Air|Assault|Fighter|"
                r"Bomb|Bomber|Airlift|Signal|Engineer|Cavalry|Marine|Aviation|Logistics|Transport|Defen[cs]e|Artillery|"
                r"Combat|Expeditionary|Operations|Mobility|Rescue|Refueling|Medical|Military|Intelligence|Support|"
                r"Sustainment|Mountain|Commando|Reconnaissance|Mechani[sz]ed|Tank|Field|Missile|Naval|Carrier|Strike|"
                r"Parachute|Rangers?|Royal|Highland|Horse|Cyber|Security|Police|Construction|Surgical|Hospital)(?![a-z]))")
_UNIT = re.compile(
    rf"(?<![\w/\-.,])(?:{_ORDINAL}[ \t](?:Battalion|Regiment)(?:,[ \t]|[ \t])(?:[Tt]he[ \t])?"
    rf"(?:{_ORDINAL}[ \t])?{_UNIT_WORD}(?:[ \t]{_UNIT_WORD}){{0,5}}|"
    rf"{_ORDINAL}[ \t]{_NOT_UNIT_WORDS}(?:(?:{_UNIT_WORD}[ \t]){{1,4}}{_ARM_HEAD}|"
    rf"{_FORCES_WORD}(?:{_UNIT_WORD}[ \t]){{1,4}}{_ORDINAL_HEAD})(?:[ \t]\([A-Z][A-Za-z\-]{{1,12}}\))?|"
    rf"[1-9][0-9]{{0,2}}[ \t]{_NOT_UNIT_WORDS}{_FORCES_WORD}(?:{_UNIT_WORD}[ \t]){{1,4}}{_ARM_HEAD}"
    rf"(?:[ \t]\([A-Z][A-Za-z\-]{{1,12}}\))?|"
    rf"(?:{_ORDINAL}|[1-9][0-9]{{0,2}})[ \t]{_UNIT_HEAD_ALONE}|"
    r"[IVX]{1,5}(?:\([A-Z]\))?[ \t]Squadron|"
    rf"Royal(?:[ \t]{_UNIT_WORD}){{1,3}}[ \t](?:Regiment|Guards|Hussars|Lancers|Dragoons|Fusiliers|Rifles)|"
    r"[1-9][0-9]{0,2}-[1-9][0-9]{0,2}[ \t](?:CAV|BEB|BSB|SFG)|"
    r"[1-9][0-9]?[ \t]?(?:RAR|RNZIR|RGR|SCOTS|RIFLES|CSSB|CSMR)|"
    # a ship by its navy's prefix ("USS Bataan (LHD 5)", "HMCS Halifax"; a UK ultrasound, "USS Kidneys", only with a
    # hull number or a ship's cue: see _units_and_civic_bodies)
    rf"(?P<ship>USS|USNS|USCGC|HMS|HMCS|HMAS|HMNZS)[ \t]{_UNIT_WORD}(?:[ \t]{_UNIT_WORD}){{0,2}}"
    r"(?P<hull>[ \t]\((?:LHD|LHA|LPD|LSD|CVN|CV|DDG|DD|CG|FFG|FFH|FF|SSN|SSBN|SSGN|BB|LCS|AOE|AH|[LFDRAPM])"
    r"[ \t\-]?[0-9]{1,4}\))?|"
    # a base, or a forces medical centre, by its prefix and its place ("CFB Petawawa", "JBSA Fort Sam Houston", "PCRF
    # Tidworth", "DCMH Catterick", "RRU Edinburgh"; the place checked: not "RRU Team", "DPHC Guidance")
    rf"(?P<base>CFB|JBSA|JBLM|JBER|MCAS|RNAS|RAAF|RNZAF|HMNB|DCMH|PCRF|RRU|DPHC)[ \t](?P<place>{_UNIT_WORD}"
    rf"(?:[ \t]{_UNIT_WORD}){{0,2}}))(?![A-Za-z0-9])")
# (a unit's name ends at a word that is not part of it: "1st Battalion The Royal Welsh, Lucknow Barracks", "... Regiment
# | Dx", "5th Marines. OIF")
_UNIT_TAIL_STOP = frozenset(("at", "in", "on", "for", "with", "from", "and", "dx", "hx", "pc", "date", "unit", "ward",
                             "i", "ii", "oif", "oef", "deployed", "reports", "destination", "duty"))
# what tells that a prefix names a ship: the navy, a ship's cue before it ("Navy, USS Missouri", "served aboard USS
# Iowa", "Command: USS Bataan")
_SHIP_CUE_BEFORE = re.compile(r"(?i:navy|naval|aboard|on[ \t]board|onboard|served[ \t]on|assigned[ \t]to|deployed[ \t]on|"
                              r"crew|sailor|stationed[ \t]on|command|ship)[ \t:,(]{0,3}\Z")
# a council, school district or board, and a university by its place ("Kent County Council", "Round Rock ISD",
# "University of Leeds"; not "The Town Council", "NHS ISD", "Total Cost USD")
_CIVIC = re.compile(
    rf"(?<![\w\-])(?!(?:The|A|An|Our|Local|Parish|Your|Their|NHS|Scottish)[ \t])(?:(?P<council>(?:{_UNIT_WORD}[ \t]){{1,3}})"
    rf"(?:County|City|Borough|District|Shire|Regional|Town|Metropolitan[ \t]Borough)[ \t]Council|"
    # (round 67: a London borough's council by its own name, "London Borough of Lewisham"; a royal borough is the
    # place it names, "the Royal Borough of Kensington and Chelsea placed her")
    rf"London[ \t]Borough[ \t]of[ \t](?P<borough>{_UNIT_WORD}(?:[ \t](?:and[ \t])?{_UNIT_WORD}){{0,2}})|"
    rf"(?P<district>(?:{_UNIT_WORD}[ \t]){{1,3}})(?:County[ \t]|City[ \t]|Unified[ \t]|Independent[ \t]|Area[ \t]|"
    rf"Community[ \t])?(?:Public[ \t]Schools|School[ \t]District|School[ \t]Board|District[ \t]School[ \t]Board|"
    rf"Board[ \t]of[ \t]Education|ISD)|University[ \t]of[ \t](?:the[ \t])?"
    rf"(?P<uni>{_UNIT_WORD}(?:[ \t\-–]{_UNIT_WORD}){{0,3}}))(?![A-Za-z])")
# a test, scale or solution named for a university ("University of Pennsylvania Smell Identification Test",
# "University of Wisconsin Solution", "University of Texas Classification")
_UNIVERSITY_INSTRUMENT = re.compile(r"[ \t](?:Test|Solution|Assessment|Classification|Scale|Quality|Score|Questionnaire|"
                                    r"Inventory|Criteria|Index|Protocol|Method|Formula|Grade|System|Shortness|"
                                    r"Breathlessness)(?![A-Za-z])")


# a university's hospital or clinic is the facility recognizer's ("University of Alexanderhaven Hospital MICU",
# "University of Lake\nChristopherville Hospital")
_UNIVERSITY_CLINICAL = re.compile(r"[ \t]*\n?[ \t]*(?:[A-Z][\w'’\-]*[ \t]){0,3}(?:Hospitals?|Medical|Health|Clinic|"
                                  r"Infirmary|Centre|Center|Children['’]s)(?![A-Za-z])")
# ... or a grading system named for one ("SINBAD 2. University of Texas 1A", "University of Texas grade 2B")
_GRADED_AFTER = re.compile(r"[ \t]{0,2}(?:[0-3][A-D]?(?![\w])|(?i:grade|classification|class|stage|score|criteria|"
                           r"wound)(?![a-z]))")


# a hall of residence, a boarding house or a student village after the word that places a student there ("Residence:
# Sellery Hall", "Lives in Farrer Hall", "Housing: Pomeroy Hall", "Accommodation: Lupton Residences"); a school by its
# Primary or Grammar after a school cue ("Setting: Brambledown Primary", "Year 13 at Auckland Grammar"); a Texas
# hospital group's branch ("Medical City Plano")
_HALL_OR_SCHOOL = re.compile(
    r"(?<![A-Za-z])(?:(?i:residence|housing|halls?|lives[ \t]in|living[ \t]in|room[ \t]in|dorm|dormitory|"
    r"accommodation|boarding[ \t]house)[ \t]{0,2}:?[ \t]{1,2}(?P<h>[A-Z][a-z'’\-]{2,20}(?:[ \t][A-Z][a-z'’\-]{2,20})?[ \t]"
    r"(?:Hall|Halls|House|Residences?|Village|Court|Towers?|Commons|Lodge))|"
    r"(?:(?i:setting|school|sch|pupil[ \t]at|attends|attending)[ \t]{0,2}:?[ \t]{1,2}|(?i:at)[ \t]{1,2}(?=[^\n]{1,45}Grammar))"
    r"(?P<s>(?:St\.?[ \t])?[A-Z][\w'’\-]{2,20}(?:[ \t][A-Z][\w'’\-]{2,20})?[ \t](?:Primary|Grammar))"
    r"(?![ \t]{1,2}(?i:care|school|health|survey|team|nurse|physician|hospital|medical|surgery|prevention|sector|"
    r"source|progressive|teacher|ward|tumou?r|site|lesion|cancer))|"
    r"(?P<o>Medical[ \t]City[ \t][A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)|"
    # round 67: a school's house after the pupil's class or tutor group ("(Cl. VIII, Kipling House)", "Tutor group:
    # Owens House")
    # (round 67 review: not after a year or a field of housing, "Year 1, Halfway House", "House: Rooming House")
    # (round 67 review: a class by its Roman numeral or its number and letter, not "Class 1, Wendy House")
    r"(?:(?i:cl\.|class|std\.?|form)[ \t]{0,2}(?:[0-9]{1,2}[A-Z]|[IVX]{1,4}[A-Z]?),[ \t]{1,2}|"
    r"(?i:tutor[ \t]group)[ \t]{0,2}:[ \t]{1,2})(?P<k>[A-Z][a-z'’\-]{2,20}[ \t]House)"
    # ... and a hall of residence before its room or floor ("Kerr Hall rm 417", "an RA in Jewett Hall, 3rd floor")
    r"|(?<![\w\-])(?P<r>[A-Z][a-z'’\-]{2,20}[ \t]Hall)(?=,?[ \t]{1,2}(?:rm|Rm|room|Room|[1-9](?:st|nd|rd|th)[ \t]floor)"
    r"(?![a-z]))"
    # ... and a university or folk high school by its place, after it as Finnish and Swedish name them ("Tampereen
    # yliopisto", "Sigtuna Folkhögskola", "Lunds universitet")
    r"|(?<![\w\-])(?P<n>[A-ZÅÄÖ][a-zåäöé]{2,20}[ \t](?:[Yy]liopisto|[Aa]mmattikorkeakoulu|[Ff]olkhögskola|"
    r"[Uu]niversitet|[Hh]ögskola|[Hh]øgskole)))(?![A-Za-z])")
# (a hall's or a school's own words are no common words: not "Council House", "Tennis Court", "Retirement Village",
# "Lung Primary", "Mainstream Primary", "English Grammar")
_NOT_OWN_NAME = frozenset(("magistrates", "crown", "county", "coroner's", "coroners", "family", "youth", "unknown",
                           "colorectal", "lung", "breast", "prostate", "renal", "gastric", "ovarian", "pancreatic",
                           "thyroid", "occult", "mainstream", "local", "catholic", "special", "state", "private",
                           "english", "latin", "basic", "terraced", "detached", "semi-detached", "squash", "tennis",
                           "outpatient", "inpatient", "hospice", "sheltered", "supported", "respite", "residential",
                           "student", "council", "retirement", "shared", "rented", "baseline", "recipient", "donor",
                           "placebo", "control", "bedsit", "tenancy", "almshouse", "extra-care", "broca"))


# a team played against, in an injury record's account of the match ("67' U18 league vs Millwall", "minor
# championship vs Patrickswell", "2nd half vs Marist"); not "TB vs CAP", "30 min vs Baseline", "Final Dx: TB vs
# Sarcoid" (no match on the line, or a common or clinical word)
_VERSUS = re.compile(r"(?<![A-Za-z])(?:vs\.?|v\.?|versus)[ \t]{1,2}(?P<t>[A-Z][a-z][\w'’\-]*(?:[ \t][A-Z][a-z][\w'’\-]*){0,2})"
                     r"(?![\w'’\-])")
_MATCH_ON_LINE = re.compile(r"(?i:(?<![a-z\-])(?:match|game(?![ \t]plan)|league|championship|fixture|tournament|innings|"
                            r"derby|scrimmage|playoffs?|u1[0-9]|u2[0-3]|(?:1st|2nd)[ \t]half(?![ \t]of))(?![a-z])|"
                            r"(?<![0-9'’])[1-9][0-9]['’](?![0-9a-z'’]))")


def _town_of_school(word: str, lex: lexicons.Lexicons) -> bool:
    """The first word of a Finnish, Swedish or Norwegian university or folk high school: its town, maybe in the
    genitive ("Tampereen yliopisto", "Lunds universitet"), or a listed surname; not a kind ("Avoin", "Statlig")."""
    return word not in _NOT_SCHOOL_TOWN and (
        any(w in lex.cities or w in lex.counties for w in (word, word[:-1], word[:-2])) or word in lex.last)


# (the Nordic words for other, private, state, open that are towns or surnames elsewhere: "Annan högskola", "Privat
# høgskole")
_NOT_SCHOOL_TOWN = frozenset(("annan", "annen", "anden", "andre", "privat", "private", "statlig", "statens", "avoin",
                              "egen", "enskild", "allmän", "ny", "nya", "nye"))


def _without_kind(words: str) -> str:
    """A school district's place, without the kind of district after it ("Hillsborough County ", "Ottawa-Carleton
    District ")."""
    kept = words.split()
    while kept and kept[-1].lower() in ("county", "city", "unified", "independent", "area", "community", "district"):
        kept.pop()
    return " ".join(kept)


def _rare_words(value: str, heads: int) -> bool:
    """Every word of ``value`` but its last ``heads`` is a rare word or a town (a name, a place), and not in
    ``_NOT_OWN_NAME``."""
    lex = lexicons.get()
    words = value.split()
    return all((lex.common.get(k := w.lower(), 0.0) < 3.2 or k in lex.cities or k in lex.counties) and k not in _NOT_OWN_NAME
               or w in ("St", "St.") for w in words[: len(words) - heads])


def _units_and_civic_bodies(doc: Doc) -> list[Span]:
    """Military units, ships, bases, councils, school districts, universities, halls, schools and teams (``_UNIT``,
    ``_CIVIC``, ``_HALL_OR_SCHOOL``, ``_VERSUS``)."""
    out = []
    text = doc.text
    lex = lexicons.get()
    for rx in (_UNIT, _CIVIC):
        for m in doc.finditer(rx):
            start, end = m.span()
            if text.startswith("University", start) and (
                    _UNIVERSITY_CLINICAL.match(text, end) or _UNIVERSITY_CLINICAL.search(text, start, end)
                    or _GRADED_AFTER.match(text, end) or _UNIVERSITY_INSTRUMENT.search(text, start, end)):
                continue
            groups = m.groupdict()
            if groups.get("ship") and not groups.get("hull") and not _SHIP_CUE_BEFORE.search(
                    text, max(0, start - 24), start):
                continue  # "USS Kidneys": an ultrasound scan
            if groups.get("base"):
                place = groups["place"]
                first = place.split()[0].lower()
                if not (first == "fort" or first in lex.cities or first in lex.counties or lex.common.get(first, 0.0) < 2.5):
                    continue  # "RRU Team", "DPHC Guidance", "RAAF Standards"
            if groups.get("district") and not _rare_words(_without_kind(groups["district"]), 0) and \
                    _without_kind(groups["district"]).lower() not in lex.cities:
                continue  # "NHS ISD", "Informed School Board": no school district
            if groups.get("council") and not _rare_words(groups["council"], 0) and \
                    groups["council"].strip().lower() not in lex.cities:
                continue  # "Contacted City Council", "Parking Permit City Council"
            if groups.get("uni") and not _rare_words(groups["uni"], 0) and not any(
                    w.lower() in lex.cities or w.lower() in lex.counties for w in groups["uni"].split()):
                continue  # "University of Life"
            words = text[start:end].split()
            while len(words) > 2 and words[-1].lower().strip(",.") in _UNIT_TAIL_STOP:
                end = text.rindex(words[-1], start, end)
                end = len(text[start:end].rstrip(" \t,")) + start
                words.pop()
            out.append(Span(start, end, "FACILITY", "facility", 0.8))
    for m in doc.finditer(_VERSUS):
        # (the match words within 80 characters before, on the same line: a line of 1 MiB must not be read back per
        # "vs")
        if _MATCH_ON_LINE.search(text, max(doc.line_start(m.start()), m.start() - 80), m.start()) and \
                _rare_words(m.group("t"), 0):
            out.append(Span(*m.span("t"), "FACILITY", "facility", 0.72))
    for m in doc.finditer(_HALL_OR_SCHOOL):
        g = next(k for k in ("h", "s", "k", "n", "r", "o") if m.group(k))
        if g == "n" and not _town_of_school(m.group(g).split()[0].lower(), lex):
            continue  # round 67 review: a kind of school, "Avoin yliopisto", "Statlig högskola", "Privat høgskole"
        if g in ("o", "n") or g in ("h", "s", "r") and _rare_words(m.group(g), 1) or g == "k" and (
                (w := m.group(g).split()[0].lower()) not in _NOT_OWN_NAME and lex.common.get(w, 0.0) < 4.0 and (
                    w in lex.first or w in lex.last or w in lex.cities or lex.common.get(w, 0.0) < 3.0)):
            # (a school's house is often named for a person, "Owens House", "Kipling House"; not "Sober House")
            out.append(Span(*m.span(g), "FACILITY", "facility", 0.8))
    for m in doc.finditer(_WARD_NAMED_FIRST):
        k = m.group("t").lower()
        if lex.common.get(k, 0.0) < 3.0 and (k in lex.first or k in lex.last or k in lex.cities or lex.common.get(k, 0.0) < 1.5) \
                and k not in _NOT_OWN_NAME and not _ward_role_typed(k) and not _two_words(k, lex):
            out.append(Span(m.start(), m.end("t"), "FACILITY", "facility", 0.75))
    for m in doc.finditer(_LANDMARK):
        if not _ROUGH_SLEEPING_CUE.search(text, max(doc.line_start(m.start()), m.start() - 80), m.start()):
            continue  # (where someone sleeps, was found or was hurt: not "under Cantilever Bridge", "by Fisher Square test")
        words = m.group("t").split()[:-1]
        if all(_landmark_word(w, lex) for w in words) and words[0].lower() not in _NOT_OWN_NAME:
            out.append(Span(*m.span("t"), "FACILITY", "facility", 0.78))  # (over a name's shape: "by Burgess Park")
    return out


# round 66: forces' sub-units and formations, a unit's short name in its field, bases and training areas, and the
# places of custody of police and prisons in several countries. A company, squadron or battery by its letter or role
# ("A Coy 1 YORKS", "HQ coy", "Sp Sqn") and a formation by its number ("1 Bde", "121 Inf Bn") in a forces record; a
# German unit ("4./Panzerbataillon 33", "Sanitätsversorgungszentrum Munster"); a base ("Mandai Hill Camp", "Linton
# Military Camp", "Örtzetal-Kaserne", "Caserma Del Din", "NSA Bahrain", "Otterburn Training Area"), a custody suite or police station by its town ("Brixton Custody", "Kirstenhof SAPS", "politiebureau Den
# Bosch-Centrum"), a prison by its town ("Bergen fengsel", "PI Vught", "JVA Tegel", "Maison d'arrêt de Gradignan");
# a unit's number and short name in its field, or in brackets after its full name, in a forces record ("Unit: 3 RCR,
# 2 CMBG", "Unit ...... 14 SIKH LI", "Singapore Infantry Regiment (3 SIR)").
# (round 66 review: never a word that is coy, a billion, a chemical group or a dish's division, "C coy when asked",
# "£3 Bn", "7 BDE congeners", "2 Bn groups", "10 Div"; a camp, custody, training area or sentence of common or clinical
# words, "Cataract Camp", "DCFS Custody", "Resus Training Area", "Ubetinget fengsel"; no air base before an airport's
# code, as an antibody is written so, "Thyroglobulin AB (TGAB)"; an examination's "NSA" (no significant abnormality), a pulsatility index, an idiom, "PI Normal", "keine
# Anstalten Hilfe anzunehmen"; a medical supply shop, "Sanitätszentrum"; a hospital's ward or a blood product in a
# unit's field, "Unit: 3 AMU", "Unit: 2 PRBC")
_FORCES_PLACE = re.compile(
    r"(?<![\w/\-.])(?:"
    r"(?P<coy>(?:[A-H]|HQ|Sp|Spt|Admin|Adm|Log|Recce|Fire[ \t]Sp)[ \t](?:Coy|COY|Sqn|SQN|Bty|BTY)"
    r"(?:[ \t][1-9][0-9]{0,2}[ \t][A-Z]{2,6})?|(?:HQ|Admin|Sp|Spt|Log)[ \t](?:coy|sqn|bty))|"
    r"(?P<fmn>(?<![£$€][ ])(?<![£$€])[1-9][0-9]{0,2}[ \t](?:(?:Inf|Armd|Mech|Fd|Engr|Sig|Med|Log|Cbt|Avn|Para|Cdo|Gds|"
    r"Arty|Cav|CSS)[ \t])?(?:Bde|Bn|Regt))|"
    r"(?P<de>(?:[1-9][0-9]?\./)?[A-ZÄÖÜ][a-zäöüß]*(?:bataillon|regiment|geschwader|brigade|kompanie)[ \t][0-9]{1,3}|"
    r"Sanitäts(?:versorgungszentrum|staffel|unterstützungszentrum|kommando)(?:[ \t]Einsatz)?[ \t][A-ZÄÖÜ][\wäöüß\-]+|"
    r"[A-ZÄÖÜ][\wäöüß]+(?:-[A-ZÄÖÜ][\wäöüß]+)*-Kaserne|Kaserne[ \t][A-ZÄÖÜ][\wäöüß\-]+)|"
    r"(?P<first>(?:Caserma|Caserne|Kazerne|NSA|NMCL|NHC|JMRC|Übungsplatz|Truppenübungsplatz|JVA|PI|SAPS|"
    r"(?i:politiebureau)|Maison[ \t]d['’]arr[êe]t(?:[ \t]de|[ \t]d['’]|[ \t]du)?|"
    r"Centre[ \t]p[ée]nitentiaire(?:[ \t]de|[ \t]d['’]|[ \t]du)?|Kriminalvårdsanstalten)[ \t]?"
    r"(?P<ft>(?:(?:Del|Della|Di|De|Den|Van|Von)[ \t])?[A-ZÀ-Þ][\wÀ-ÿ'’]+(?:[ \t\-][A-ZÀ-Þ][\wÀ-ÿ'’]+)?))|"
    r"(?P<last>(?P<lt>[A-ZÀ-Þ][\wÀ-ÿ'’]+(?:[ \t\-][A-ZÀ-Þ][\wÀ-ÿ'’]+)?)[ \t](?P<lk>(?:(?:Military|Army)[ \t])?"
    r"(?:Camp|Training[ \t]Area|Custody(?:[ \t](?:Suite|Centre|Center|Unit))?|SAPS|fengsel|Fengsel|fængsel|Fængsel)"
    r")))(?![\w\-])")
# (the heads of many meanings, whose place is checked for a town of the gazetteer; the others are a base's, a prison's
# or a police station's only)
_TOWN_HEADS = frozenset(("pi", "nsa", "nhc"))
_UNIT_FIELD = re.compile(
    r"(?:(?<![A-Za-z])(?i:unit|home[ \t]unit|sub-?unit|parent[ \t]unit|rank/unit|coy|einheit)"
    r"(?:[ \t.]*:|[ \t]\.{3,})[ \t.]{0,20}|"
    # (and its short name in brackets after its full one: "Singapore Infantry Regiment (3 SIR)")
    r"(?:Regiment|Battalion|Brigade|Infantry|Rifles|Squadron)[ \t]\()"
    r"(?P<v>[1-9][0-9]{0,2}(?:-[1-9][0-9]{0,2})?[ \t][A-Z]{2,6}(?:[ \t][A-Z]{2,4})?"
    r"(?:,[ \t]{1,2}[1-9][0-9]{0,2}[ \t][A-Z]{2,6}(?:[ \t][A-Z]{2,4})?)?)(?![\w\-])")
# what tells a forces record ("Svc No", "Rank:", "Regiment", "LCpl")
_FORCES_RECORD = re.compile(
    r"(?i)(?<![a-z])(?:svc[ \t]?no|service[ \t](?:no|number)|army|navy|regiment|regt|battalion|brigade|bde|military|"
    r"defen[cs]e[ \t]forces?|rank[ \t]*:|sapper|lcpl|pte|platoon|infantry|garrison|barracks|deployment|"
    r"medical[ \t]employment[ \t]limitations)(?![a-z])")
# (a hospital's ward, a blood product or a dose's unit in a unit's field)
_NOT_UNIT_SHORT = frozenset((
    "WEST", "EAST", "NORTH", "SOUTH", "MED", "SURG", "ONC", "BED", "BEDS", "FLOOR", "MG", "ML", "MCG", "IU", "PPM", "HRS",
    "MIN", "MINS", "DAYS", "WKS", "LPM", "PRBC", "RBC", "PRC", "FFP", "PLT", "PLTS", "CRYO", "TAB", "TABS", "PO", "BD",
    "TDS", "QDS", "AMU", "SAU", "EAU", "MAU", "OBS", "CDU", "SHO", "SPR", "PK", "HCA", "RMN", "OPD", "GYN", "OBGYN",
    "LTOWB", "FWB", "WB", "SDP", "RDP", "PCC", "IVIG", "ALB"))
_NOT_CAMP_OWN = frozenset(("boot", "summer", "base", "refugee", "holiday", "day", "band", "cancer", "sports", "football",
                           "training", "protective", "police", "joint", "sole", "shared", "youth", "family", "military",
                           "army", "army's", "the", "our", "in", "into", "under", "from", "remand", "granted"))


def _forces_and_custody(doc: Doc) -> list[Span]:
    """Round 66: ``_FORCES_PLACE`` and, in a forces record, ``_UNIT_FIELD``. A sub-unit or a formation only in a forces
    record; the place of a head of many meanings (``_TOWN_HEADS``), a custody suite's, a training area's or a prison's
    is a town of the gazetteer, a camp's a town or a word no word list knows, a police station's a word no word list
    knows and no one's name."""
    text = doc.text
    lex = lexicons.get()
    out: list[Span] = []

    def town(words: str) -> bool:
        ws = [w.lower() for w in words.replace("-", " ").split()]
        return any(w in lex.cities and lex.common.get(w, 0.0) < 3.5 and w not in _CITY_BLOCK or w in lexicons.countries()
                   for w in ws) or len(ws) > 1 and " ".join(ws) in lex.cities

    def rare(words: str) -> bool:
        ws = [w.lower() for w in words.replace("-", " ").split()]
        return bool(ws) and ws[0] not in _NOT_CAMP_OWN and any(lex.common.get(w, 0.0) < 1.5 for w in ws)

    def own_station(words: str) -> bool:  # (a police station's suburb: no one's name, "Andreasen SAPS" is a scale)
        last = [w for w in words.split() if w != "SAPS"][-1].lower()
        return rare(last) and last not in lex.last and last not in lex.first

    forces_found: list[bool] = []

    def forces_record() -> bool:  # (looked for once, and only when a rule needs it)
        if not forces_found:
            forces_found.append(_FORCES_RECORD.search(text) is not None)
        return forces_found[0]

    for m in doc.finditer(_FORCES_PLACE):
        a, b = m.span()
        if m.group("coy") or m.group("fmn"):
            if doc.caps or _TITLE_BEFORE.search(text, max(0, a - 6), a):
                continue  # "Dr A Coy": a person; "PATIENT D COY ABOUT ALCOHOL": a word in a note in capitals
            if not forces_record():
                continue
        if m.group("first"):
            t = m.group("ft")
            head = text[a : m.start("ft")].strip().lower()
            if head in _TOWN_HEADS and not town(t) or head == "saps" and not own_station(t):
                continue  # "PI Normal", "NSA Vesicular", "NHC Referral"
            if head == "pi" and lex.last.get(t.lower(), 10**9) <= 5000:
                continue  # "PI Lincoln": a principal investigator
        if m.group("last"):
            t, kind = m.group("lt"), m.group("lk")
            if kind.endswith("Camp") and not kind.startswith(("Military", "Army")):
                # (a base in a forces record; elsewhere a camp is a place people live in, "Azraq Camp": a town's)
                ok = forces_record() and (town(t) or rare(t))
            elif kind == "SAPS":
                ok = own_station(t)
            else:
                ok = town(t) or kind.startswith(("Military", "Army")) and rare(t)
            if not ok or t.split()[0].lower() in _NOT_CAMP_OWN:
                continue  # "Cataract Camp", "DCFS Custody", "Ubetinget fengsel", "Andreasen SAPS" (a scale)
        # (a Dutch prison by its town wins over the principal investigator "PI" would make of the town)
        out.append(Span(a, b, "FACILITY", "facility", 0.82 if m.group("first") and text.startswith("PI", a) else 0.8))
    for m in doc.finditer(_UNIT_FIELD):
        v = m.group("v")
        if any(w in _UNIT_ACRONYMS or w in _NOT_UNIT_SHORT for w in re.findall(r"[A-Z]{2,6}", v)):
            continue
        if not forces_record():
            break
        start = m.start("v")
        for part in v.split(","):
            lead = len(part) - len(part.lstrip())
            out.append(Span(start + lead, start + len(part.rstrip()), "FACILITY", "facility", 0.8))
            start += len(part) + 1
    return out


# round 46: a ward named after a river, a saint or a benefactor, its kind first, wherever it stands (a porter's log
# column: "Ward Aran", "Ward Dulas", "WARD TEGID"; the pattern list reads "on Ward Huntsman 4" after a cue); not
# "Ward Round", "Ward Manager", "Ward 7" (a common word, a role typed wrong or a number after it)
_WARD_NAMED_FIRST = re.compile(r"(?<![\w\-])(?:Ward|WARD)[ \t](?P<t>[A-Z][a-z'’]{2,20}|[A-Z]{3,20})(?![\w'’\-])")
_WARD_ROLES = ("manager", "sister", "round", "rounds", "clerk", "staff", "nurse", "matron", "leader", "team",
               "coordinator", "assistant", "host", "hostess", "pharmacist", "doctor", "reception", "based", "level",
               "area", "side", "rota", "huddle", "handover", "checklist", "attender", "escalation", "telemetry",
               "whiteboard", "dashboard", "housekeeper", "receptionist", "phlebotomy", "board", "meeting", "safety")


def _landmark_word(word: str, lex: lexicons.Lexicons) -> bool:
    """A word of a bridge's, a park's or a square's own name: rare, a town, or a given name or surname that is no
    very common word; never a drug, a part of the body or a method (``_BODY_OR_METHOD_WORD``)."""
    k = word.lower()
    named = _rare_word(word) or k in lex.cities or lex.first.get(k, 10**9) <= 1000 and lex.common.get(k, 0.0) < 5.0 or (
        lex.common.get(k, 0.0) < 4.5 and (k in lex.first or k in lex.last))
    return named and not is_drug(word) and not _BODY_OR_METHOD_WORD.search(k)


def _two_words(word: str, lex: lexicons.Lexicons) -> bool:
    """``word`` is two common English words run together ("noticeboard", "stocktake", "whiteboard"): a thing on the
    ward, not the ward's own name."""
    return any(lex.common.get(word[:i], 0.0) >= 3.5 and lex.common.get(word[i:], 0.0) >= 3.5 for i in range(3, len(word) - 2))


def _ward_role_typed(word: str) -> bool:
    """``word`` is a ward role or activity with one letter wrong, missing or swapped ("Ward Managcr", "Ward
    Mnaager"): not a ward's own name."""
    w = word.lower()
    if w in _WARD_ROLES:
        return True
    for role in _WARD_ROLES:
        if len(w) == len(role):
            wrong = sum(a != b for a, b in zip(w, role, strict=True))
            if wrong <= 1 or wrong == 2 and sorted(w) == sorted(role):
                return True
        if len(w) + 1 == len(role) and any(role[:i] + role[i + 1 :] == w for i in range(len(role))):
            return True
    return False


_ROUGH_SLEEPING_CUE = re.compile(r"(?i)(?<![a-z])(?:sleep|sleeps|sleeping|slept|tent|camp|camped|encampment|lives|living|"
                                 r"found|moved[ \t]on|rough|dealer|bought|assault|assaulted|attacked|footpath|spot|"
                                 r"bench|begging|staying|stays|location|located|seen|outreach|van)(?![a-z])")
# a part of the body, a tissue or a statistical method before "Bridge" or "Square" ("Nasal Bridge", "Myocardial
# Bridge", "Tissue Bridge", "Maryland Bridge" (a dental one), "Pearson Chi Square", "Punnett Square")
_BODY_OR_METHOD_WORD = re.compile(r"(?:al|ic|ar|ary|ous|oid)$|^(?:tissue|maryland|dental|chi|punnett|latin|magic|"
                                  r"least|trampoline|theme|water|car|retail|business|science|industrial)$")
# round 46: a bridge, a park or a square where someone sleeps, was found or was hurt (``_ROUGH_SLEEPING_CUE`` on the
# line before it), after the word that places them there ("tent under Birmingham Bridge", "found near Oppenheimer
# Park", "footpath by Burgess Park"); its own words are rare words, towns or names (not "under Car Park", "near Main
# Square", nor a body part, a drug or a method: ``_BODY_OR_METHOD_WORD``)
_LANDMARK = re.compile(
    r"(?<![A-Za-z])(?i:under|underneath|near|by|beside|behind|outside|opposite|at)[ \t]{1,2}(?:the[ \t]{1,2})?"
    r"(?P<t>(?:[A-Z][a-z'’\-]{2,20}[ \t]){1,3}(?:Bridge|Park|Underpass|Overpass|Viaduct|Square|Gardens|"
    r"Bus[ \t]Station|Skatepark))(?![\w'’\-])"
    r"(?![ \t]{1,2}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Drive|Way|Hospital|Health|Medical|Surgery|Clinic|Practice)(?![a-z]))"
)


def _rare_word(word: str) -> bool:
    """No common English word (a bracket after a hospital may hold a site's name, not "(Main)" or "(Private)")."""
    return lexicons.get().common.get(word.lower(), 0.0) < 3.5


def _head_typos() -> dict[str, str]:
    """A head word typed with two neighbouring letters swapped ("Hosptial", "Hopsital", "Infirmray", "Cilnic") or,
    round 33, one letter after the first left out ("Hosptal", "Clinc", "Pharmcy", "Infirmry", "Helth", "Elementry"),
    and "Practise" for the noun, or round 36, one letter read wrong by OCR ("Hosp1tal"): each mapped to the word. No
    variant is an English word ("heath" is left out)."""
    out: dict[str, str] = {"practise": "practice", "infirmery": "infirmary"}
    for word in ("hospital", "infirmary", "practice", "pharmacy", "clinic", "surgery", "hospice"):
        for i in range(len(word) - 1):
            v = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            if v != word:
                out.setdefault(v, word)
    for word in ("hospital", "infirmary", "practice", "pharmacy", "clinic", "surgery", "hospice", "health", "centre",
                 "center", "elementary"):
        for i in range(1, len(word)):
            v = word[:i] + word[i + 1 :]
            if v not in (word, "heath"):
                out.setdefault(v, word)
    # round 36: one letter read wrong by OCR ("WAIKATO HOSPlTAL", "Hosp1tal", "C1inic", "Infirrnary")
    for word in ("hospital", "infirmary", "practice", "pharmacy", "clinic", "surgery", "hospice", "health", "centre",
                 "center"):
        for i, ch in enumerate(word):
            for alt in {"i": ("l", "1"), "l": ("1", "i"), "m": ("rn",), "o": ("0",)}.get(ch, ()):
                out.setdefault(word[:i] + alt + word[i + 1 :], word)
    return out


_HEAD_TYPOS = _head_typos()


@functools.lru_cache(maxsize=256)
def _typo_re(words: tuple[str, ...]) -> re.Pattern[str]:
    """The misspelled head words ``words`` (lower case), as whole words in any case."""
    return re.compile(r"(?i)(?<![A-Za-z0-9])(?:" + "|".join(words) + r")(?![A-Za-z0-9])")


def _as_typed(typed: str, word: str) -> str:
    return word.upper() if typed.isupper() else word.capitalize() if typed[0].isupper() else word


_ROMANCE_HEADS = (
    r"Fundación|Fundacion|Farmacias?|Pharmacie|Sanatorio|Policlínica|Policlinica|Instituto|Centro Pediátrico|"
    r"Centro Pediatrico|Centro Materno|Centro Médico|Centro de Especialidades|Hospital Nacional|Hospital Italiano|"
    r"Hospital Militar|Hospital Infantil|Hospital Materno|Hospital Metropolitano|Hospital Escuela|Hospital del|"
    r"Hospital Santo|Hospital San|Hospital Santa|Hospital Menonita|Cliniques universitaires|Clinique médicale|"
    r"Clinique dentaire|Clinique externe|Centre Médical|Centre médical|Centre de santé|Centre Hospitalier|CLSC|CHSLD|"
    r"CIUSSS|CISSS|CSSS|GMF-U|GMF|Résidence|CLÍNICA|CLINICA|FUNDACIÓN|INSTITUTO|HOSPITAL UNIVERSITARIO|"
    r"HOSPITAL GENERAL|HOSPITAL NACIONAL|HOSPITAL MENONITA|HOSPITAL DE|HOSPITAL SAN|HOSPITAL SANTA|"
    # laboratories and doctors' offices ("Laboratoire Biomnis", "LABORATORIO CLÍNICO TOLEDO", "Cabinet Médical du Parc")
    r"Laboratoire|LABORATOIRE|Laboratorio|LABORATORIO|Cabinet Médical|Cabinet médical|CABINET MÉDICAL|"
    # round 69: French, Italian, Spanish and Catalan hospitals, polyclinics, health houses, rehabilitation centres,
    # institutes, community houses, surgeries and health consortia ("CENTRE HOSPITALIER SAINT-IRÉNÉE", "Polyclinique
    # du Lauragais", "Maison Médicale du Cinquantenaire", "Centre de Réadaptation du Mont-Cindre", "ISTITUTO DI
    # RADIOLOGIA CERESIO", "POLICLINICO TOR SAPIENZA", "Casa della Comunità Navile", "Consultorio Médico Costa
    # Mijas", "Consorci Sanitari del Maresme Sud", "CAP Eixample Nord")
    r"CENTRE HOSPITALIER|Polyclinique|POLYCLINIQUE|Maison Médicale|Maison médicale|Maison de Santé|Maison de santé|"
    r"Centre de Réadaptation|Centre de réadaptation|Centre de Rééducation|Centre de rééducation|Institut Chirurgical|"
    r"INSTITUT CHIRURGICAL|Istituto|ISTITUTO|Policlinico|POLICLINICO|Casa della Comunità|Casa di Cura|Poliambulatorio|"
    r"Consultorio Médico|Consultorio|Área Sanitaria|Consorci Sanitari|Fundació|CAP(?=[ \t][A-Z][a-z])"
)
# name words after a head, with the small words between them: "Szpital Wojewódzki w Bielsku-Białej", "Sjukhuset i
# Varberg", "Hospital General de la Plaza de la Salud", "Centre Médical International d'Abidjan", "Clínica Monseñor
# Óscar A. Romero"
_HEAD_FIRST_NAME = (
    # (a French head's adjective in lower case: "Hôpital régional Chaleur", "Centre hospitalier universitaire")
    r"(?:[ \t](?:régional|regional|universitaire|général|départemental|psychiatrique|pédiatrique|militaire))?"
    r"(?:[ \t](?:de|du|des|di|del|de la|della|dei|am|an der|zum|San|Santa|São|DE|DEL|DE LA|DI|DU|DES|DELLA|DEI))?"
    # (round 52: Serbo-Croatian "u" and Albanian "e" between the words, Romanian and Cyrillic capitals: "KLINIČKI CENTAR
    # UNIVERZITETA U SARAJEVU", "QENDRA KLINIKE UNIVERSITARE E KOSOVËS", "Spitalul Judeţean de Urgenţă Piteşti")
    # (round 53: Gaelic "nan" and "na" before an Irish word's prefixed capital, "Ospadal nan Eilean", "Ospidéal na
    # hOllscoile")
    r"(?:(?:[ \t](?:w|we|im\.?|na|nan|v|ve|i|y|e|u|U|E|do|da|dos|das|de|del|di|de[ \t]la|de[ \t]los|de[ \t]las|du|des|DE|DEL|"
    r"DE[ \t]LA))?(?:[ \t\-](?!(?:TO|FOR|FROM|AND|AT|IN|ON|OF|WITH|BY|THE|OR|IS|WAS|PER|VIA)(?![\w'’\-]))"
    r"[A-ZÀ-ÞŁŚŠŽČŘŻĆŃĂȘȚŞŢΑ-ΩΆΈΉΊΌΎΏА-ЯЁЂЄЅІЇЈЉЊЋЏҐЎ][\w'’\-]{1,30}|[ \t][dl]['’][A-ZÀ-Þ][\w'’\-]{1,30}|[ \t][A-Z]\.(?=[ \t][A-Z])"
    r"|(?<=[ \t]na)[ \t](?:h|n|t-)[A-ZÁÉÍÓÚ][\w'’\-]{1,30}))"
    r"{1,5}"
)
_HEAD_FIRST_CHECKED = 0.82
# round 67: universities, schools and a students' hall, and addiction, harm-reduction and public health services by
# their head in nine languages ("Universität Leipzig", "Universidad de Granada", "Uniwersytet Jagielloński", "Cégep de
# Saint-Jérôme", "Colegio Santa Teresa de Ruzafa", "Dom Studencki", "Kliniek De Zwaluw", "Beroendecentrum Stockholm",
# "Heroinklinikken Vesterbro", "Gesundheitsamt München"), heads that name a kind of place as often as one
# ("Universidad Incompleta", "Apoteket Öppettider"): see _place_named
# (the longer word first: "Universidade" is not "Universidad" and a name "e")
_PLACE_NAMED_HEADS = (r"Universität|Universidade|Universidad|Università|Universitatea|Universitat|Universiteit|Uniwersytet|"
                      r"Univerzita|Lycée|Lycee|Cégep|Cegep|Colegio|Istituto Comprensivo|ISTITUTO COMPRENSIVO|Dom Studencki|"
                      r"Kliniek|Nachtopvang|Beroendecentrum|Heroinklinikken|Apoteket|Stadtspital|Gesundheitsamt|"
                      r"Associação|Esquadra|Hjemløseherberget|"
                      # round 68: German, Dutch and Flemish practices, pharmacies, home care and services named after
                      # their place or with a joiner ("Hausarztpraxis Neukölln-Rixdorf", "Praxis am Lindenplatz",
                      # "Apotheek De Kempen Woensel", "Groepspraktijk Kiel", "Thuisverpleging Scheldeland",
                      # "Betreuungsverein Dresden-Pieschen", "Radiologie Stuttgart-Nord")
                      r"Hausarztpraxis|Gemeinschaftspraxis|Gruppenpraxis|Arztpraxis|Facharztpraxis|Kinderarztpraxis|"
                      r"Zahnarztpraxis|Praxis|Apotheek|Huisartsen|Groepspraktijk|Thuiszorg|Thuisverpleging|"
                      r"Betreuungsverein|Radiologie|Palliativnetz|PalliativNetz|Pflegedienst|"
                      r"Sozialstation|Wijkverpleging|Huisartsenpost|Wachtpost|Mentorschap")
# round 68: German, Dutch and Polish heads of rehabilitation clinics, homes, centres and clinics, Polish ones also as a
# sentence inflects them, and an employer's inn ("Rehaklinik Sonnhalde Bad Urach", "Seniorenresidenz Am Eichtalpark",
# "Woonzorgcentrum De Hunzehof", "Przychodnia „Oliwa-Med”", "w Szpitalu Dziecięcym im. Janusza Korczaka", "Koch im
# Gasthaus Zum Grünen Anger"); their name ends before a common word of those languages (see _eu_head_name)
_CONTINENTAL_HEADS = (
    r"Rehaklinik|Reha-Zentrum|Rehazentrum|Reha-Klinik|Seniorenresidenz|Seniorenzentrum|Seniorenheim|Pflegeheim|"
    r"Altenheim|Wohn- und Pflegeheim|Tagesklinik|Gesundheitszentrum|Ärztehaus|Woonzorgcentrum|Zorgcentrum|"
    r"Verpleeghuis|Revalidatiecentrum|Astmacentrum|Geheugenpoli|Przychodnia|Przychodni|Przychodnią|NZOZ|"
    r"Szpitalu|Szpitala|Szpitalem|Centrum Medyczne|Centrum Medycznego|Gabinet Lekarski|Gabinet Stomatologiczny|"
    r"Gasthaus|Gasthof")
_CONTINENTAL_HEAD = re.compile(_CONTINENTAL_HEADS)
_EU_HEADS = (r"Azienda Ospedaliera(?: Universitaria)?|Azienda Ospedaliero-Universitaria|Presidio Ospedaliero|"
             r"Splošna bolnišnica|Splosna bolnisnica|SPLOŠNA BOLNIŠNICA|SPLOSNA BOLNISNICA|Opća bolnica|Opca bolnica|"
             r"Zdravstveni dom|DOM ZDRAVLJA|Veselības centrs|Veselibas centrs|Κέντρο Υγείας|Γενικό Νοσοκομείο|"
             r"ΓΕΝΙΚΟ ΝΟΣΟΚΟΜΕΙΟ|Laidojimo namai|Onoranze Funebri|Hospiten|HOSPITEN|"
             # round 52: clinical centres, hospitals and reception centres of the Balkans, Romania, Czechia, Bulgaria,
             # Austria and Germany ("Klinički centar Srbije", "Spitalul Judeţean de Urgenţă Piteşti", "Fakultní
             # nemocnice v Motole", "QENDRA KLINIKE UNIVERSITARE E KOSOVËS", 'МБАЛ "Надежда"', "LKH Villach", "BG
             # Unfallklinik Murnau", "ANKUNFTSZENTRUM TEGEL")
             r"Univerzitetski klinički centar|Univerzitetski klinicki centar|Klinički bolnički centar|Klinički centar|"
             r"Klinicki centar|KLINIČKI CENTAR|KLINICKI CENTAR|Spitalul|SPITALUL|Fakultní nemocnice|Fakultni nemocnice|"
             r"FAKULTNÍ NEMOCNICE|Qendra Spitalore|QENDRA SPITALORE|Qendra Klinike|QENDRA KLINIKE|Qendra Shëndetësore|"
             r"УМБАЛСМ|УМБАЛ|МБАЛ|СБАЛ|UMBAL|MBAL|Ankunftszentrum|ANKUNFTSZENTRUM|Landeskrankenhaus|LKH(?=[ \t])|BG Unfallklinik|"
             r"BG Klinikum|Unfallklinik|"
             # round 53: Scottish Gaelic, Irish and Welsh heads ("Ospadal nan Eilean", "Ospidéal na hOllscoile, Gaillimh",
             # "Ionad Sláinte Chois Fharraige", "Canolfan Iechyd Tregaron", "Fferyllfa Rowlands", "Bwrdd Iechyd
             # Prifysgol Bae Abertawe", "Bòrd SSN nan Eilean Siar", "Prifysgol Bangor", "Ysgol Gymraeg Aberystwyth")
             r"Ospadal|OSPADAL|Ospidéal|Ospideal|OSPIDÉAL|OSPIDEAL|Ionad Sláinte|Ionad Slainte|IONAD SLÁINTE|"
             r"Canolfan Iechyd|CANOLFAN IECHYD|Fferyllfa|FFERYLLFA|Cógaslann|Cogaslann|Bwrdd Iechyd(?: Prifysgol)?|"
             r"BWRDD IECHYD(?: PRIFYSGOL)?|Bòrd SSN|Bord SSN|BÒRD SSN|Prifysgol|PRIFYSGOL|Ysgol|YSGOL|"
             # round 58: a Danish GP practice, a Finnish kindergarten, a Swedish rehabilitation unit, a Spanish
             # restaurant, nursery and town hall ("Lægehuset Nørrebro", "Päiväkoti Satakieli", "Rehabenheten Jokkmokk",
             # "Restaurante La Tortilla de Chus", "Escuela Infantil Los Girasoles", "Ayuntamiento de Getafe")
             r"Lægehuset|Laegehuset|Päiväkoti|Paivakoti|Rehabenheten|Restaurante|Escuela Infantil|Ayuntamiento(?=[ \t]de[ \t])|"
             # round 65: Dutch, Nordic, German and French animal clinics ("Dierenkliniek Enkhuizen", "Veterinärkliniken
             # Tidan")
             r"Dierenkliniek|Dierenartsenpraktijk|Dierenziekenhuis|Dierenspeciaalzaak|Veterinärkliniken|Djursjukhuset|"
             r"Djurkliniken|Dyreklinikken|Dyrehospitalet|Tierklinik|Tierarztpraxis|Clinique vétérinaire|"
             r"Clinique Vétérinaire|"
             # round 69: a Danish group practice, a Swedish interpreting agency, Norwegian health trusts and hospitals,
             # an Icelandic health centre ("Lægerne Strandmarken", "Tolkförmedling Väst", "Helse Førde", "Sykehuset
             # Innlandet", "Heilsugæslan Hlíðum")
             r"Lægerne|Tolkförmedling|Tolkformidling|Helse(?=[ \t][A-ZÆØÅ][a-zæøå])|Sykehuset|Universitetssykehuset|"
             r"Heilsugæslan|Heilsugæslustöðin|Heilsugæslustöð|"
             # round 72: general, clinical and cantonal hospitals, health centres and their initials, social-work
             # centres and pharmacies of Croatia, Serbia, Bosnia, Montenegro, Slovenia, North Macedonia and Bulgaria
             # ("Opšta bolnica Kotor", "KLINIČKA BOLNICA „SVETI LOVRO“", "ОПШТА БОЛНИЦА ПИРОТ", "Дому здравља Пирот",
             # "KBC Zvezdara", "OB Leskovac", "ZD Murska Sobota", "JZU UKC Tuzla", "ДКЦ Кърджали", "CSR Leskovac")
             r"Opća bolnica|Opšta bolnica|Opsta bolnica|OPĆA BOLNICA|OPŠTA BOLNICA|Klinička bolnica|KLINIČKA BOLNICA|"
             r"Kantonalna bolnica|KANTONALNA BOLNICA|Specijalna bolnica|Специјална болница|Општа болница|ОПШТА БОЛНИЦА|"
             r"Клиничка болница|КЛИНИЧКА БОЛНИЦА|Дом здравља|Дому здравља|ДОМ ЗДРАВЉА|Dom zdravlja|"
             r"Domu zdravlja|Centar za socijalni rad|Центар за социјални рад|"
             r"(?:KBC|KB|OB|ZD|DZ|UKC|JZU|ЈЗУ|ПЗУ|ДКЦ|CSR|МЦ)(?=[ \t][A-ZА-ЯČĆŠŽĐ][a-zа-яčćšžđ]|[ \t][A-ZА-ЯČĆŠŽĐ]{3})|"
             + _CONTINENTAL_HEADS + "|" + _PLACE_NAMED_HEADS)  # (round 68: see above)
_EU_HEAD_RE = re.compile(_EU_HEADS)
# the small words between a head and its name words (see _HEAD_FIRST_NAME): no English word that ends the name
_NAME_JOINERS = frozenset(("w", "we", "na", "nan", "v", "ve", "i", "y", "e", "u", "do", "da", "dos", "das", "de", "del", "di",
                           "la", "du", "des",
                           # (round 58: German and Spanish ones, "Apotheke am Luisenplatz", "Escuela Infantil Los Girasoles")
                           "am", "an", "der", "zum", "zur", "los", "las", "el"))


class FacilityRecognizer(PatternRecognizer):
    name = "facility"
    labels = ("FACILITY",)
    patterns = (
        # head first, as in French/Spanish/Italian/German names: "Hôpital Saint-Louis", "Hospital Universitario La Paz"
        P(r"(?<![A-Za-z])(?:Hôpital|Hopital|Clinique|Clínica|Clinica|Ospedale|Klinikum|Krankenhaus|Centre Hospitalier"
          r"(?: Universitaire)?|Centro Hospitalar|Hospital Universitario|Hospital Universitari|Hospital General|"
          r"Hospital Clínic|Hospital de|Policlinico|Universitätsklinikum|Spital|Ziekenhuis|Sjukhus|Szpital|Nemocnice|"
          # (round 45: a Swiss university hospital, a German university medical centre, a Bosnian hospital)
          r"Universitätsspital|UniversitätsSpital|Universitätsmedizin|Kantonsspital|Kantonalna bolnica|Dom zdravlja|"
          # GP practices and health centres (Dutch, Swedish, Norwegian, Welsh), French/Spanish abbreviations and
          # centres: "Huisartsenpraktijk De Pijp", "Vårdcentralen Gränby", "Ysbyty Cwm Rhondda", "CHU São João"
          r"Huisartsenpraktijk|Huisartspraktijk|Gezondheidscentrum|Tandartsenpraktijk|Tandartspraktijk|"
          r"Centre Dentaire|Cabinet Dentaire|Vårdcentralen|Vårdcentral|Hälsocentralen|"
          r"Sjukhuset|Sykehuset|Legesenteret|Legesenter|Ysbyty|Meddygfa(?:['’]r)?|MEDDYGFA['’]R|CHU|CHRU|Centro Médico|"
          r"Centro de Salud|Hospital Regional|Poliklinika|Klinika|YSBYTY|MEDDYGFA|HÔPITAL|HOPITAL|CLINIQUE|KLINIKUM)"
          rf"{_HEAD_FIRST_NAME}", "FACILITY", 0.8),
        # round 59: Indonesian public health centres and hospitals, named after a place or a doctor ("Puskesmas Wedi",
        # "RSUD Dr. Soetrasno Klaten", "RSUD Kabupaten Banyumas", "RSUP Prof. Dr. Hartono Wiryodiningrat"), and a
        # francophone African regional hospital ("CHR de Maradi"); one named after a doctor outranks the doctor's name
        P(r"(?<![A-Za-z])(?:Puskesmas|PUSKESMAS|RSUD|RSUP|RSIA|RSAB|RSU|Rumah Sakit(?:[ \t]Umum(?:[ \t]Daerah|[ \t]Pusat)?)?|"
          r"Klinik Pratama|Posyandu|CHR(?=[ \t]de[ \t])|"
          # (round 72: Malaysian and Bruneian health clinics, centres and offices, Indonesian clinics in capitals,
          # clinical laboratories, pharmacies and auxiliary health posts: "Klinik Kesihatan Tuaran", "Pusat Kesihatan
          # Mukim Lumapas", "Pejabat Kesihatan Daerah Johor Bahru", "KLINIK PRATAMA SARI ASIH", "Laboratorium Klinik
          # Cahaya", "Apotek Ranah Minang", "Pustu Oesapa Barat")
          r"Klinik Kesihatan|KLINIK KESIHATAN|Pusat Kesihatan|PUSAT KESIHATAN|Pejabat Kesihatan|PEJABAT KESIHATAN|"
          r"KLINIK PRATAMA|Laboratorium Klinik|LABORATORIUM KLINIK|Apotek|APOTEK|Pustu)"
          rf"(?:[ \t](?:Prof\.|Dr\.)(?:[ \t]Dr\.)?)?{_HEAD_FIRST_NAME}", "FACILITY", 0.86),
        # round 72: an Indonesian hospital named after "RS" ("RS Bhakti Persada Medika", "RS Sari Mulia"): in a note
        # written in Indonesian or Malay only (an English note's "RS" is its respiratory system, "RS Clear")
        P(rf"(?<![A-Za-z])RS(?:[ \t](?:Prof\.|Dr\.)(?:[ \t]Dr\.)?)?{_HEAD_FIRST_NAME}", "FACILITY", _MALAY_RS),
        # round 51: Italian, Slovene, Croatian, Latvian, Greek and Lithuanian heads, "Presidio Ospedaliero Santa
        # Marta", "Splošna bolnišnica Izola", "Opća bolnica Zadar", "Κέντρο Υγείας Λευκάδας", "Laidojimo namai
        # Rimtis", "Onoranze Funebri Esposito", or their name in quotes ('Veselības centrs "Biķernieki"'); checked in
        # analyze for name words that are no English words ("Presidio Ospedaliero Guidelines", "Opća bolnica Referral
        # Form" are a document's title)
        P(rf"(?<![A-Za-z])(?:{_EU_HEADS})"
          rf"(?:[ \t]{{1,2}}[\"“„«][A-ZÀ-ÞŁŚŠŽČŘŻĆŃĀĒĪŪĶĻŅА-ЯЁЄІЇЈ][^\"”“»\n0-9]{{1,40}}[\"”“»]|{_HEAD_FIRST_NAME})", "FACILITY",
          _EU_HEAD_FIRST),
        # round 43: Latin American and Spanish heads, Quebec's public clinics, residences and family-medicine groups,
        # heads in capitals ("Fundación Santa Fe de Bogotá", "Farmacia Nueva Esperanza", "Instituto Nacional de
        # Salud del Niño", "Centro Pediátrico del Sur", "CLSC Saint-Michel", "CHSLD Jean-De La Lande", "GMF des
        # Quatre-Saisons", "Pharmacie Jean Coutu", "Clinique médicale Côte-des-Neiges", "CLÍNICA RICARDO PALMA"),
        # checked in analyze for a first name word that is no English word ("HOSPITAL GENERAL WARD", "CLSC FOLLOW UP",
        # "GMF Dr. Smith's clinic"); above a name read from a header or label ("From: Farmacia Nueva Esperanza")
        P(rf"(?<![A-Za-z])(?:{_ROMANCE_HEADS}){_HEAD_FIRST_NAME}", "FACILITY", _HEAD_FIRST_CHECKED),
        # round 35: a South Asian public hospital or health centre named by its kind, then its town ("District
        # Hospital Hardoi", "CHC Shahabad", "PHC Kothur", "Civil Hospital Jhelum"): the town a rare word
        # (and an Irish or British one named the same way: "University Hospital Galway", "General Hospital Wexford")
        P(r"(?<![A-Za-z])(?:(?:District|Civil|Sub-?[Dd]ivisional|Sub-?[Dd]istrict|Taluka?|Tehsil|Rural|Base|Government|"
          r"Govt\.?|University|General|Regional|Community|Teaching)[ \t]Hospital|CHC|PHC|UPHC|RHC|THQ|DHQ|BHU)"
          r"[ \t]{1,2}(?P<t>[A-Z][a-z]{2,20})(?![\w'’\-])", "FACILITY", _KIND_THEN_TOWN),
        # round 49: the public clinics of Russia and Central Asia, transliterated: a polyclinic, hospital, dispensary
        # or pharmacy by its adjective or its number ("Gorodskaya poliklinika No. 17", "Gorodskaya klinicheskaya
        # bolnitsa No. 7", "Polyclinic No. 15", "ZEYTUN APTEK No.14", "4 sayli poliklinika"); a district hospital,
        # feldsher post or family-doctor group by its initials beside its town ("TsRB Kochkor", "FAP Kara-Bulak",
        # "GSV No. 2 Kochkor", "Sayramskaya TsRB", "Gasa BHU-I")
        # (with its number: "Detskaya poliklinika", "Narkologicheskiy dispanser" alone are kinds of place)
        P(r"(?<![\w\-])(?:[A-Z][a-z'’]{2,20}(?:aya|iy|yi|oy|ij)[ \t](?:[a-z'’]{3,20}(?:aya|iy|yi|oy|ij)[ \t])?"
          r"(?i:poliklinika|bol'?nitsa|dispanser|polyclinic|apteka)[ \t]No\.?[ \t]?[0-9]{1,3}"
          r"|(?:Polyclinic|POLYCLINIC|Poliklinika|POLIKLINIKA|Bolnitsa|Apteka|APTEKA|APTEK)[ \t]No\.?[ \t]?[0-9]{1,3}"
          r"|[0-9]{1,3}[ \t]?(?:-?sonli|sayli|saylı)[ \t](?i:poliklinika|shifoxona|xəstəxana))(?![\w])", "FACILITY", 0.78),
        P(r"(?<![A-Za-z])(?:TsRB|FAP|GSV|TsSM|OKB|ODKB|GKB|DGKB|RKB|TsGB)(?:[ \t]No\.?[ \t]?[0-9]{1,3})?"
          r"[ \t]{1,2}(?P<t>[A-Z][a-z]{2,20}(?:-[A-Z][a-z]{2,20})?)(?![\w'’\-])", "FACILITY", _KIND_THEN_TOWN),
        P(r"(?<![\w\-])[A-Z][a-z'’]{2,20}(?:-[A-Z][a-z]{2,20})?[ \t](?:TsRB|TsSM|ODKB|TsGB|BHU-I{1,3})(?![\w\-])",
          "FACILITY", _TOWN_THEN_KIND),
        # round 57: francophone West Africa's and France's places of care named head first, then a particle and a
        # proper name ("CSCom de Banconi", "CSRéf de Kati", "Poste de Santé de Keur Massar Village", "Centre de Santé
        # Urbain de Yopougon-Niangon", "Centre de santé municipal des Ardoines"; not a kind or a level, "Centre de Santé
        # de Référence", "Centre de Santé Intégré de Niveau II", "CSCom Pharmacie", "Centre de Santé Mentale")
        P(r"(?<![A-Za-z])(?:CSCom|CSRéf|CSPS|Poste[ \t]de[ \t][Ss]anté|Centre[ \t]de[ \t][Ss]anté(?:[ \t](?:[Uu]rbain|"
          r"[Mm]unicipal|[Cc]ommunautaire|[Rr]ural|[Ii]ntégré))?)[ \t](?:de|des|du)[ \t]"
          r"(?!(?:Référence|Reference|Niveau|District|Santé|Cercle|Base|Premier|Second)(?![\w]))"
          r"[A-ZÀ-Þ][a-zà-ÿ'’\-][\w'’\-]{0,29}(?:[ \t\-][A-ZÀ-Þ][a-zà-ÿ'’\-][\w'’\-]{0,29}){0,3}",
          "FACILITY", 0.79),
        # round 57: a post-Soviet organisation by its legal form and its name in quotes, a pharmacy's name in quotes
        # ("Place of work: JSC "Uralkhimmash"", "KNP "Center of Primary Medical and Sanitary Care No. 2"", "from
        # pharmacy "Apteka Zdorovye"")
        # (round 57 review: not "OOO" (out of office) nor "PAO" (an osteotomy) before a quoted message, no placeholder
        # in the quotes, 'KNP "Not applicable"'; a pharmacy's name of two or more capitalised words, one of them no
        # English word: not a quoted reply, status or label, 'pharmacy "Out of stock"', 'Pharmacy "Special Order"')
        P(r"(?<![A-Za-z])(?:JSC|OJSC|PJSC|CJSC|PrJSC|ZAO|OAO|KNP|TOV|GBUZ|GAUZ|FGBU|MBUZ)[ \t][\"«“]"
          r"(?!(?i:not|none|n/a|unknown)(?![a-z]))[A-ZА-Я][^\"»”\n]{1,80}[\"»”]", "FACILITY", 0.8),
        # round 60: the same in Cyrillic, a legal form before the quotes or after them ('ГБУЗ "Городская клиническая
        # больница № 52"', 'УЗ "Борисовская центральная районная больница"', 'ТОВ "Дніпро-Агроресурс"', '"Свети Георги"
        # ЕООД', '"Загорка Пак" АД'; no placeholder, 'ООО "Неизвестно"', 'УЗ "Без патологии"'; "АД" only after two quoted
        # words, as it is also blood pressure, '«Систолическое» АД'; not "МЦ", "АО", "КП", "ФП", a menstrual cycle, the
        # aorta, a clinical protocol, atrial fibrillation; no standard of care's "помощи № 45"); a polyclinic, hospital, dispensary or centre by its number ("Городская
        # поликлиника № 29", "ГП № 134", "Центр первинної медико-санітарної допомоги № 7"); a district hospital,
        # a feldsher post or a rural clinic by its initials and its town ("ЦРБ г. Белорецк", "ЦРЛ Сарни", "АЗПСМ с.
        # Кричильськ"); a Serbian health centre by its town ("ДОМ ЗДРАВЉА НОВИ САД", "Дом здравља Лиман")
        P(r"(?<![\w\-])(?:ГБУЗ|ГАУЗ|ГБУ|ФГБУ|МБУЗ|ГУЗ|УЗ|КНП|ТОВ|ООО|ОАО|ЗАО|ПАО|ПрАТ|ЕООД|ООД|ЕАД|МДЛ|ДКЦ|"
          r"МБАЛ|УМБАЛ|СБАЛ|АПМП(?:-ИП)?)(?:[ \t][А-ЯЁІЇЄ]{2,4})?[ \t][\"«“„]"
          r"(?!(?i:нет|немає|не|без|отсутств|неизвест|невідом)[а-яёіїє]*(?![а-яёіїє]))"
          r"[А-ЯЁІЇЄЂЈЉЊЋЏA-Z][^\"»”“\n]{1,80}[\"»”“](?:[ \t](?:ЕООД|ООД|ЕАД|АД)(?![\w]))?"
          r"|(?<![\w\-])[\"«„][А-ЯЁІЇЄЂЈЉЊЋЏ][^\"»”“\n]{1,60}[\"»”“][ \t](?:ЕООД|ООД|ЕАД|ООО)(?![\w])"
          r"|(?<![\w\-])[\"«„][А-ЯЁІЇЄЂЈЉЊЋЏ][^\"»”“\n ]{1,30}[ ][^\"»”“\n]{1,30}[\"»”“][ \t]АД(?![\w])",
          "FACILITY", 0.8),
        P(r"(?<![\w\-])(?:[А-ЯЁІЇЄЂЈ][а-яёіїєђј\-]{2,25}[ \t](?:[а-яёіїєђј][а-яёіїєђј\-]{2,25}[ \t]){0,3})?"
          r"(?:поликлиника|больница|поліклініка|лікарня|амбулатория|амбулаторія|диспансер|роддом|допомоги)"
          r"[ \t]№[ \t]?[0-9]{1,3}(?![\w])"
          r"|(?<![\w\-])(?:ГП|ГКБ|ДГП|ДГКБ|ГБ|ЦПМСД|ЦПМСП|КДЦ|ОКБ|РКБ|ГКП)[ \t]№[ \t]?[0-9]{1,3}(?![\w])"
          r"|(?<![\w\-])(?:ЦРБ|ЦРЛ|ЦРКЛ|ЦГБ|ЦМЛ|АЗПСМ|ФАП)[ \t](?:(?:г|с|м|смт|пгт)\.[ \t]?)?"
          r"(?!(?i:неизвест|отсутств|невідом))[А-ЯЁІЇЄ][а-яёіїє'’\-]{2,25}(?![\w])"
          r"|(?<![\w\-])(?:ДОМ[ \t]ЗДРАВЉА|Дом[ \t]здравља)[ \t][А-ЯЂЈЉЊЋЏ][\w\-]{2,20}(?:[ \t][А-ЯЂЈЉЊЋЏ][\w\-]{2,20})?",
          "FACILITY", 0.8),
        # round 60: a Vietnamese hospital, health station, clinic or company by its head and its capitalised words, a
        # small word only before another capital or a number ("Bệnh viện Đa khoa tỉnh Bắc Ninh", "Bệnh viện Nhân dân
        # 115", "BV Chợ Rẫy", "BVĐK Long An", "Trạm Y tế phường Khương Thượng", "Công ty TNHH Điện tử Quế Võ Vina"; "BV"
        # only before a word with Vietnamese letters, not bacterial vaginosis, "BV Treated today"; two words or more
        # after the head, not a kind alone, "Phòng khám Nội", "Công ty Cổ phần", "Bệnh viện Đa khoa"); a
        # Thai hospital or subdistrict health station in Thai script ("รพ.ขอนแก่น", "รพ.สต. ดอนแก้ว"; not the insured's
        # "home hospital", a public, private, community, regional, former, other or nearby one: "รพ.ต้นสังกัด", "รพ.รัฐ",
        # "รพ.ชุมชน", "รพ.ศูนย์", "รพ.อื่น", "รพ.สต. ใกล้บ้าน")
        P(r"(?<![\w])(?:Bệnh[ \t]viện|BỆNH[ \t]VIỆN|BVĐK|BV(?=[ \t](?:[^\W\d_]{1,8}[ \t])?[^\W\d_]{0,7}[À-ỹĐđ])|Trạm[ \t]Y[ \t]tế|TRẠM[ \t]Y[ \t]TẾ|Phòng[ \t]khám|"
          r"Trung[ \t]tâm[ \t]Y[ \t]tế|TTYT|Công[ \t]ty|CÔNG[ \t]TY)"
          rf"(?:[ \t](?:[{VN_CAPITAL}][\wà-ỹđ]{{0,9}}|[0-9]{{1,3}}(?![\w/.]|,[0-9])|[a-zà-ỹđ]{{1,7}}(?=[ \t](?:[{VN_CAPITAL}]|[0-9]|"
          rf"[a-zà-ỹđ]{{1,7}}[ \t][{VN_CAPITAL}])))){{2,8}}"
          r"(?<=[\wà-ỹđ])(?![\w])", "FACILITY", 0.8),
        P(r"(?<![\w.])รพ\.(?:สต\.)?[ \t]?(?!ต้นสังกัด|รัฐ|เอกชน|ชุมชน|ศูนย์|เดิม|อื่น|ใกล้บ้าน|ทั่วไป|จังหวัด|อำเภอ)"
          r"[\u0E01-\u0E4E]{2,30}(?![.])", "FACILITY", 0.8),
        P(r"(?<![A-Za-z])(?i:pharmacy|apteka)[ \t][\"«“]"
          r"(?P<v>[A-Z][a-z'’\-]{1,20}(?:[ \t][A-Z][a-z'’\-]{1,20}){1,3})[\"»”]",
          "FACILITY", _QUOTED_PHARMACY, anchors=("pharmacy", "apteka")),
        # round 35: an Irish centre or home named head first ("Áras Mhuire", "Áras Mhic Dara"), a veterans' post
        # ("VFW Post 4396", "American Legion Post 112")
        P(r"(?<![\w\-])Áras[ \t](?:[A-ZÁÉÍÓÚ][a-záéíóú'’\-]{1,20}[ \t]?){1,3}(?<![ \t])", "FACILITY", 0.78),
        P(r"(?<![A-Za-z])(?:(?:VFW|American[ \t]Legion|AMVETS|RSL)[ \t]Post[ \t]#?[0-9]{1,5}|VFW[ \t]#?[0-9]{3,5})(?![\w])",
          "FACILITY", 0.8),
        # "Hospital Sótero del Río", "Hospital Israelita Albert Einstein", "Hosp. Sírio-Libanês": the bare head
        # first, then a rare name word (checked in analyze: not "Hospital Course", "Hospital Anxiety ...")
        # (round 47: Lusophone and Polish places of care named head first, "Centro de Saúde de Mavalane", "UBS
        # Cambuci", "ULS São João", "Santa Casa de Misericórdia", "Policlínica Gaia", "Przychodnia Rokosowo")
        P(r"(?<![A-Za-z])(?:Hospital|Hosp\.|Centro[ \t]de[ \t]Sa[úu]de|Posto[ \t]de[ \t]Sa[úu]de|Policl[íi]nica|Santa[ \t]Casa|"
          r"UBS|ULS|Przychodnia|Szpital)"
          r"(?:(?:[ \t](?:de|del|de la|da|do|dos|das|di|la|el))?[ \t\-][A-ZÀ-ÞŁŚŠŽČŘŻĆŃ]"
          r"[\w'’\-]{1,30}){1,4}", "FACILITY", _HEAD_FIRST_BARE),
        # a mental-health or community team named by its area: "Hulme CMHT", "Tameside CAMHS", "North Leeds CRHT"
        # (checked in analyze: a name word before the acronym, not "Community CMHT")
        # (round 67: a sexual assault referral centre and the addiction services of the UK and New Zealand by their
        # area, "Hazlehurst SARC", "Glasgow ADRS"; round 67 review: not a scan, a blood test, an advert or a
        # computer-aided detection, "CAT", "DAT", "ADS", "CADS")
        P(r"(?<![\w])(?:[A-Z][a-z'’\-]{2,20}[ \t]){1,3}(?:CMHT|CAMHS|CRHT|HTT|IAPT|CDAT|SARC|ADRS)(?![\w])",
          "FACILITY", _AREA_TEAM),
        # companies (employers, sponsors, insurers): "Novexa Therapeutics", "Halcyon Neurosciences Inc.", "Alveron
        # Pharma GmbH", "Drayton Logistics LLC", "CMIC Co., Ltd", "Samsung Fire & Marine Insurance"
        P(rf"(?<![^\W\d_])(?:{_CAP}[\w'’\-]{{1,30}}[ \t](?:&[ \t])?){{1,4}}"
          r"(?:(?:Therapeutics|Pharmaceuticals?|Pharma|Biosciences|Neurosciences|Biotech|Biopharma|Logistics|"
          r"Insurance|Assurance|Holdings|Industries|Technologies|Clinical[ \t](?:Services|Supplies|Trial[ \t]Services)|"
          # round 47: insurers, benefit administrators, co-operatives ("Prairie Mutual Life",
          # "Atlas Benefit Administrators", "Northern Shield Group Benefits", "Interlake Grain Co-op")
          r"Mutual[ \t]Life|Mutual|Benefit[ \t]Administrators|Group[ \t]Benefits|Recovery[ \t]Services|"
          r"Co-op|Co-operative|Cooperative|"
          # (round 64: an airline, "Atlas Meridian Airlines"; not "Airways", the bronchi's: "Small Airways Disease")
          r"Airlines|AIRLINES)"
          r"(?:,?[ \t](?:Inc\.?|LLC|Ltd\.?|GmbH|AG|S\.?A\.?|S\.p\.A\.|SpA|plc|PLC|Corp\.?|Co\.))?"
          r"|(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|GmbH|AG|S\.p\.A\.|SpA|plc|PLC|Corp\.|Co\.,?[ \t]Ltd\.?|Corporation|"
          # (round 47: law firms' and professional corporations' suffixes, "Chow Mackenzie LLP", "Pelletier & Roux,
          # PLLC")
          r"Company|LLP|L\.L\.P\.|PLLC|P\.L\.L\.C\.|"
          # (round 63: free-zone, Hungarian, Malaysian and Australian forms, "Gulf MediTravel FZ-LLC", "Pannon Dentál
          # Labor Bt.", "Bahari Manning Sdn Bhd", "Redgum Civil Pty Ltd")
          r"FZ-LLC|FZE|FZCO|Bt\.|Kft\.|Zrt\.|Sdn\.?[ \t]Bhd\.?|Pty\.?[ \t]Ltd\.?))(?![\w])", "FACILITY", _COMPANY),
        # round 64: a company named in capitals before its legal form, the comma too ("HEBRIDEAN ISLES FERRIES LTD",
        # "GULF COAST OCCUPATIONAL MEDICINE, PLLC"; not "LIMITED" nor an undotted "INC", a capitals note's words:
        # "SHOULDER ABDUCTION LIMITED BY PAIN", "PT DOUBLY INC")
        P(r"(?<![^\W\d_])(?:[A-Z][A-Z'’\-&.]{1,30}[ \t]){1,5}[A-Z][A-Z'’\-.]{1,30},?[ \t](?:LTD\.?|PLLC|LLC|"
          r"L\.L\.C\.|INC\.|PLC|LLP|GMBH|CORP\.|PTY[ \t]LTD\.?)(?![\w])", "FACILITY", _COMPANY),
        # and a Nordic company by its legal form: "Nordlab Systems AB", "Lofoten Sjømat AS", "Jensen Transport ApS",
        # "Kone Hissit Oy" (two name words before "AS" or "AB", which are also a stenosis, the left ear and an
        # antibody: only in a document with a Nordic letter, checked against a clinical word, not "Known Severe AS",
        # "Blood Group AB", "Otitis Media AS", "Thyroid Peroxidase AB")
        # (words in mixed case: not "GIVEN METFORMIN AS NEEDED" in a note in capitals)
        P(rf"(?<![^\W\d_])(?:{_CAP}{_MIXED}{{1,30}}[ \t]){{2,3}}(?:AS|AB)(?![\w/])|(?<![^\W\d_])"
          rf"(?:{_CAP}{_MIXED}{{1,30}}[ \t]){{1,3}}(?:ApS|A/S|Oy|Oyj)(?![\w/])", "FACILITY", _NORDIC_COMPANY),
        # round 61: a company by its dotted Latin American, Spanish, Italian, Polish or Brazilian legal form, with the
        # particles of its name ("Transportes del Norte S.A. de C.V.", "Costruzioni Rossi S.r.l.", "Kowalski
        # Transport Sp. z o.o.", "Agro Vale Ltda."); not the forms that are also a route or a diagnosis (S.C., S.L.,
        # B.V., N.V.) nor a sinoatrial node ("Sinus S.A. node")
        P(rf"(?<![^\W\d_]){_CAP}[\w'’\-]{{1,30}}(?:[ \t](?:(?:de|del|la|las|los|y|e|di|do|da|dos|&)[ \t])?{_CAP}"
          r"[\w'’\-]{1,30}){0,4},?[ \t](?:S\.A\.(?:B\.)?(?:[ \t](?:de|DE)[ \t]C\.V\.)?(?![ \t](?i:node|block))|S\.[ \t]?de[ \t]R\.L\."
          r"(?:[ \t]de[ \t]C\.V\.)?|S\.A\.P\.I\.[ \t]de[ \t]C\.V\.|S\.r\.l\.|S\.R\.L\.|Sp\.[ \t]z[ \t]o\.o\.|Ltda\.?|EIRELI)"
          r"(?![\w])", "FACILITY", _COMPANY),
        # name first, head last as one lower-case word or a compound: "Akademiska sjukhuset", "Haukeland
        # universitetssjukehus", "Ankara Şehir Hastanesi", "Städtisches Klinikum"
        P(rf"(?<![^\W\d_])(?:{_CAP}{_LOW}{{1,30}}[ \t]){{1,3}}(?:{_CAP}[a-zåäöæøü]{{0,20}}|[a-zåäöæøü]{{0,20}})"
          r"(?i:sjukhuset|sjukhus|sjukehuset|sjukehus|sykehuset|sykehus|ziekenhuis|krankenhaus|klinikum|hastanesi|"
          r"gasthuis)(?![^\W\d_])", "FACILITY", 0.8),
        # round 51: Finnish, Estonian, Latvian and Lithuanian heads and Nordic funeral services after their name
        # ("Kallion terveysasema", "Lapin keskussairaala", "Levin Lääkäriasema", "Elva Tervisekeskus", "Tartu Ülikooli
        # Kliinikum", "Jølstad Begravelsesbyrå"); checked in analyze for a name word that is no English word (not
        # "Contact legevakt", "Private lääkäriasema")
        P(rf"(?<![^\W\d_])(?:{_CAP}{_LOW}{{1,30}}[ \t]){{1,3}}(?:{_CAP}[a-zåäöæøü]{{0,20}}|[a-zåäöæøü]{{0,20}})"
          r"(?i:lääkäriasema|laakariasema|terveysasema|terveyskeskus|keskussairaala|sairaala|tervisekeskus|kliinikum|"
          r"haigla|slimnīca|slimnica|ligoninė|ligonine|begravelsesbyrå|begravelsesbyra|begravningsbyrå|"
          # (round 58: Nordic, Baltic and Turkish outpatient clinics, health stations, a social centre, a pharmacy and a
          # grammar school: "Tays Korva-, ... poliklinikka", "Šilainių poliklinika", "Madla helsestasjon", "Lasnamäe
          # Sotsiaalkeskus", "Nilüfer Şifa Eczanesi", "Rīgas Valsts 2. ģimnāzija")
          r"poliklinikka|poliklinika|poliklinikk|helsestasjon|helsesenter|sotsiaalkeskus|eczanesi|ģimnāzija|"
          # (round 64: a Norwegian nursing home, GP surgery and out-of-hours clinic, "Sortland sykehjem", "Fauske
          # legesenter", "Naustdal legekontor", "Oslo legevakt")
          r"sykehjem|sykehjemmet|legesenter|legekontor|legevakt|legevakta|"
          # (round 69: a Swedish health centre, a Norwegian care centre, a Danish municipal health centre, a Faroese
          # hospital and a Finnish health station in the cases a sentence puts it in: "Bergsjö vårdcentral", "Sogndal
          # omsorgssenter", "Klaksvíkar Sjúkrahús", "Hervannan terveysasemalla")
          r"vårdcentral|vårdcentralen|hälsocentral|hälsocentralen|omsorgssenter|omsorgssenteret|sundhedscenter|"
          r"sjúkrahús|terveysasemalla|terveysasemalle|terveysasemalta|terveysasemaan|"
          r"gimnazija|"
          # (round 72: Hungarian hospitals, outpatient centres, surgeries, pharmacies, homes and out-of-hours services,
          # Estonian family-doctor centres and pharmacies, Latvian pharmacies: "Semmelweis Halasi Kórház", "Kossuth
          # rendelő", "Kardos Patika", "Szent Benedek Gyógyszertár", "Napfény Idősek Otthona", "Pécsi Központi
          # Ügyelet", "Annelinna Perearstikeskus", "Benu Apteek", "Mēness aptieka"; Czech and Slovak hospitals named
          # by an adjective, "Klatovská nemocnice", "Univerzitná nemocnica", "Městská nemocnice" before its town)
          r"kórház|korhaz|rendelőintézet|rendelő|rendelo|patika|gyógyszertár|gyogyszertar|otthona|ügyelet|"
          r"perearstikeskus|apteek|aptieka|nemocnice|nemocnica)(?![^\W\d_])",
          "FACILITY", _NAME_THEN_EU_HEAD),
        # round 45: a Danish or Norwegian hospital named in one word ("Rigshospitalet", "Bispebjerg Hospital" aside)
        # round 58: a German pharmacy named after the square, gate, hill or street it stands at ("Apotheke am
        # Luisenplatz", "Apotheke am Markt"; not "Apotheke am Wochenende", "an der Ecke", "im Einkaufszentrum", "am
        # Parkplatz")
        P(r"(?<![A-Za-z])Apotheke[ \t](?:am|an[ \t]der)[ \t](?:(?!Parkplatz)[A-ZÄÖÜ][a-zäöüß]{1,30}(?:platz|markt|tor|berg|"
          r"ring|dom|brunnen|straße|strasse|allee|turm|kirche)|Markt|Rathaus|Dom|Tor|Ring)(?![\w])", "FACILITY", 0.8),
        # (round 58: and a school in one word, "Sjukhusskolan", "Skjoldhøjskolen")
        P(r"(?<![^\W\d_])[A-ZÆØÅÄÖ][a-zæøåäö]{2,20}(?:hospitalet|skolan|skolen)(?![^\W\d_])", "FACILITY", 0.8),
        # (round 51: and one in Norwegian, Swedish or Finnish before a town of the gazetteer, "Nordlandssykehuset Bodø";
        # not "Barnesykehuset Poliklinikk", "Keskussairaala Päivystys")
        P(r"(?<![^\W\d_])[A-ZÆØÅÄÖ][a-zæøåäö]{2,20}(?:sykehuset|sjukhuset|sairaala)[ \t][A-ZÆØÅÄÖ][a-zæøåäö]{2,20}"
          r"(?![^\W\d_])", "FACILITY", _COMPOUND_THEN_TOWN),
        # research sites and trial units: "Meridian Clinical Research", "Oxford Clinical Trials Unit" (a role or a
        # department before the head is dropped in analyze: "Director, Clinical Research", "Senior Clinical Research")
        P(rf"(?<![^\W\d_])(?:{_CAP}{_LOW}{{1,30}}[ \t]){{1,3}}(?:Clinical Research|Clinical Trials(?: Unit| Cent(?:er|re))?|"
          r"Trials Unit|Research Group|Research Partners|Research Site)(?![A-Za-z]|[ \t](?:Associate|Coordinator|"
          r"Nurse|Manager|Fellow|Lead|Director|Physician|Scientist|Assistant|Officer|Specialist|Unit|Team)(?![a-z]))",
          "FACILITY", _RESEARCH),
        # round 54: a seafarer's ship after its cue ("Current vessel: MV Hebridean Tern", "Vessel  MFV Ocean Harvest
        # II"): the workplace that locates them
        # (not "Vessel: FV Patent", a femoral vein, nor "Vessel: RMS Velocity")
        P(r"(?<![A-Za-z])(?i:vessel|ship)[ \t:]{1,4}(?:MV|M/V|MFV|HMS)[ \t]"
          r"(?P<v>[A-Z][a-z'’]{2,20}(?:[ \t][A-Z][a-z'’]{2,20}){0,3}(?:[ \t][IVX]{1,4}(?![A-Za-z]))?)", "FACILITY", 0.8),
        # "Mercy Richardfurt", "Mercy North Joseph": Mercy + a place
        P(r"(?<![A-Za-z])Mercy(?:[ \t](?:North|South|East|West|New|Port|Lake|5outh|N0rth))?[ \t][A-Z][A-Za-z'’\-]{2,30}"
          r"(?![A-Za-z])", "FACILITY", 0.7),
        _NAME_THEN_HEAD,
        # round 26: a named care home with its head in lower case ("to Highfield Court care home, Sedgley")
        P(r"(?<![^\W\d_])(?:[A-Z][a-z'’\-]{2,20}[ \t]){1,3}(?:(?:care|nursing|residential)[ \t]home|assisted[ \t]living|"
          r"memory[ \t]care)(?![A-Za-z])",
          "FACILITY", _NAMED_CARE_HOME),
        P(r"(?i:(?<![a-z])(?:st\.?|saint|[a-z][a-z'’\-]{1,30})[ \t]{1,2}(?:(?:[a-z][a-z'’\-&]{0,29}|&)[ \t]{1,2}){0,5}"
          r"(?:hospital|infirmary|medical center|medical centre|clinic|hospice|nhs trust|nhs foundation trust|"
          r"behavioral health|mental health|counsel(?:l)?ing(?: center| services)?|home care|"
          r"senior living|assisted living|nursing home|care home|nursing ctr|memory care|care center|(?:medical|health|fulfil?lment|distribution) ctr|"
          r"funeral home|cemetery|living center|infusion center|insurance company|naval shipyard|catholic church|apothecary|"
          r"heart institute|correctional (?:center|centre|facility)|reception center|rehab|recovery center|"
          r"treatment center|"
          r"(?:fulfil?lment|distribution) center)"
          r")(?![A-Za-z])", "FACILITY", _CAPS_ONLY),
        P(rf"(?<![A-Za-z])(?:{_KNOWN})(?![A-Za-z])", "FACILITY", _LISTED),
        # one CamelCase word ending in a head: "MinuteClinic", "ChristianaCare", "OhioHealth"
        P(r"(?<![A-Za-z])[A-Z][a-z]{2,20}(?:Clinic|Health|Care|Med)(?![A-Za-z])", "FACILITY", 0.75),
        P(rf"(?<![A-Za-z])(?:{_PAYERS}|{_SYSTEMS}|{_CHAINS}|{_VENDORS})(?![A-Za-z'’\-])", "FACILITY", _LISTED),
        # the same names typed in capitals (kept in ALL-CAPS notes only): "PCP IS DR STONE AT JOHNS HOPKINS"
        P(rf"(?<![A-Za-z])(?:{_KNOWN}|{_PAYERS}|{_SYSTEMS}|{_CHAINS}|{_VENDORS})(?![A-Za-z'’\-])", "FACILITY",
          _CAPS_LISTED, flags=re.I),
        # round 23: a numbered Texas court ("due in the 351st District Court")
        P(r"(?<![\w])\d{1,3}(?:st|nd|rd|th)[ \t](?:Judicial[ \t])?(?:District|Circuit|Criminal[ \t]District)[ \t]Court"
          r"(?![A-Za-z])", "FACILITY", 0.8),
        # a prison by its Crown prefix: "HMP Bullingdon", "HMP/YOI Doncaster", "HMP BULLINGDON"
        P(r"(?<![A-Za-z])(?:HMP|HMYOI|HMP/YOI|HMP[ \t]&[ \t]YOI)[ \t]{1,2}[A-Z][A-Za-z'’\-]{2,20}(?:[ \t][A-Z][A-Za-z'’\-]{2,20})?"
          r"(?![A-Za-z])", "FACILITY", 0.85),
        # round 24 (round 23's leftovers): a military installation where a service member is or was based, named
        # head first ("Fort Campbell", "Camp Buehring", "COP Michigan", "FOB Salerno", "Joint Base Lewis-McChord",
        # "RAF Brize Norton", "NAS Pensacola"; a "Fort" the gazetteer knows as a town stays a town: "Fort Worth")
        P(r"(?<![A-Za-z])(?:Fort|Ft\.|Camp|FOB|COP|Joint[ \t]Base|JBSA|RAF|NAS|MCAS|MCB|Naval[ \t](?:Station|Air[ \t]Station|"
          r"Base)|Marine[ \t]Corps[ \t](?:Base|Air[ \t]Station))[ \t][A-Z][A-Za-z'’\-]{2,25}(?:[ \t][A-Z][A-Za-z'’\-]{2,25})?"
          r"(?![A-Za-z])", "FACILITY", _INSTALLATION),
        # ... or head last: "Ramstein Air Base", "Lackland AFB", "Wellington Barracks"
        P(r"(?<![A-Za-z])[A-Z][A-Za-z'’\-]{2,25}(?:[ \t][A-Z][A-Za-z'’\-]{2,25})?[ \t](?:AFB|Air[ \t]Force[ \t]Base|"
          r"Air[ \t]Base|Army[ \t]Airfield|Barracks)(?![A-Za-z])", "FACILITY", _INSTALLATION),
        # round 40: an Irish school by its Irish head ("Scoil Mhuire", "Gaelscoil Uí Riada", "Coláiste Íde")
        # (its words never a weekday, a title or a school word: "Gaelscoil Teacher", "Scoil Mhuire Principal Ms Byrne")
        P(r"(?<![A-Za-z])(?:Scoil|Gaelscoil|Bunscoil|Meánscoil|Ardscoil|Coláiste|Colaiste|Gaelcholáiste)(?:[ \t](?:na|an|Uí|Ui|"
          r"(?:m|bh|n|g|d|t|h|n-)?(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Teacher|"
          r"Principal|Ms|Mr|Mrs|Miss|Dr|PE|Secretary|Office|School|Class|Staff)(?![a-záéíóú]))"
          r"[A-ZÁÉÍÓÚ][a-záéíóú'’\-]{1,20})){1,3}(?![A-Za-z])", "FACILITY", 0.8),
        # a church, school or hospital named for Our Lady: "Our Lady of Perpetual Help", "Our Lady of the Lake"
        P(r"(?<![A-Za-z])Our[ \t]Lady[ \t]of[ \t](?:the[ \t])?[A-Z][a-z'’]{2,20}(?:[ \t][A-Z][a-z'’]{2,20}){0,2}"
          r"(?:[ \t](?:Hospital|Church|School|Parish|Medical Center))?(?![A-Za-z])", "FACILITY", 0.8),
        # round 68: an ombudsman's or a commissioner's office by its name, two capitalised words or more before it
        # ("Parliamentary and Health Service Ombudsman", "Office of the Health Ombudsman", "Health and Disability
        # Commissioner"; not a role, "Deputy Police Commissioner", "the ombudsman", nor a law, "... Commissioner Act 1994")
        P(r"(?<![A-Za-z])(?<!Deputy )(?<!Assistant )(?<!Acting )(?:Office[ \t]of[ \t]the[ \t][A-Z][a-z]{2,20}(?:[ \t](?:and[ \t])?[A-Z][a-z]{2,20}){0,4}"
          r"|(?!(?:Deputy|Assistant|Police|Acting|Chief|Senior|The)[ \t])[A-Z][a-z]{2,20}(?:[ \t](?:and[ \t])?[A-Z][a-z]{2,20}){1,4})"
          r"[ \t](?:Ombudsman|Commissioner)(?![A-Za-z])(?![ \t](?:Act|Regulations?|Rules|Code)(?![A-Za-z]))"
          r"(?<!Police Commissioner)(?<!Deputy Commissioner)", "FACILITY", 0.8),
        # a court named head first: "Superior Court of Pima County"
        P(r"(?<![A-Za-z])(?:Superior|District|Circuit|Municipal|Probate|Juvenile|Family|Supreme) Court of "
          r"(?:the )?[A-Z][A-Za-z'’\-]{2,30}(?: [A-Z][A-Za-z'’\-]{2,30}){0,2}", "FACILITY", 0.8),
        P(r"(?i:(?<![a-z])(?:(?:medical aid|medical scheme|insurance|insurer|ins|payer|payor|carrier|employer|"
          # health insurers and funds named in other languages, and couriers: "Versicherung: Helsana", "Obra social:
          # OSDE", "Krankenkasse: AOK", "Mutuelle : Harmonie", "Courier: World Courier"
          r"versicherung|krankenkasse|krankenversicherung|obra social|prepaga|mutuelle|mutua|aseguradora|"
          # (round 68: a German "Kasse", a Swiss "KK" or "KVG", a Dutch insurer or Flemish sick fund, an employer in
          # German, Dutch and Polish: "KK: Helsana", "Verzekering: VGZ", "Ziekenfonds: CM Midden-Vlaanderen")
          r"kvg|(?-i:KK)|kostenträger|verzekering|zorgverzekeraar|ziekenfonds|arbeitgeber|werkgever|pracodawca|"
          r"health fund|sick fund|kupat holim|courier|"
          # round 24: a home-care agency after its carers ("Carers: Bluebird Care (Wellingborough office)")
          r"carers|care agency|care provider)"
          r"[ \t]{0,2}[:(]|employed(?: [0-9]{1,2} (?:years|yrs|months))? (?:by|at)|"
          # round 38: the shift or kind of work between ("working 3rd shift at Marathon Petroleum", "back to
          # part-time work at Mainland Poultry"; not "return to work at GP discretion")
          r"(?:(?:works|working)(?:" + _SHIFT + r"){0,2}|work(?:" + _SHIFT + r"){1,2}|"
          r"(?:part[- ]time|full[- ]time|casual|seasonal|shift|night|agency) work) (?:at|for)|"
          # "works as a lineman for Xcel Energy", "worked 20 years for Ford", "retired from Boeing"
          r"(?:works?|worked|working) as (?:an? )?(?:[a-z\-]{2,20} ){0,2}?[a-z\-]{2,20} (?:at|for)|"
          r"worked(?: [0-9]{1,2} (?:years|yrs))? (?:at|for)|retired from|employer(?= [A-Z0-9])|"
          # "RETIRED MACHINIST (BOEING)", "retired teacher (Chicago Public Schools)"
          r"retired(?: [a-z\-]{2,20}){1,2}[ \t]{0,2}\(|"
          r"(?:drives|delivers)(?: a truck| a van| a cab| trucks)? for))"
          r"[ \t]{0,2}" + _CUE_NAME, "FACILITY", _CUE_LED),
        # a university or college named by one or two words before it ("Columbia University"); "University of X
        # Hospital" and "King's College Hospital" are the pattern above
        P(r"(?<![A-Za-z])(?:[A-Z][A-Za-z'’\-]{2,30}[ \t]){1,2}(?:University|College)(?![A-Za-z]|[ \t](?:of|Hospital|London))",
          "FACILITY", 0.7),
        # a saint's name in the possessive is a hospital, church or school, in any case: "going to cath lab at
        # st. mary's", "seen at Saint Joseph's" (not the herb, the feast day or the fire)
        P(r"(?<![A-Za-z])(?i:st\.?|saint)[ \t]{1,2}(?:[A-Za-z]{2,15}['’][sS]|(?i:lukes|marys|johns|josephs|vincents|annes|"
          r"elizabeths|margarets|michaels|georges|catherines|barnabas|francis))(?![A-Za-z])"
          r"(?![ \t]{1,2}(?i:wort|day|eve|fire|dance)(?![a-z]))"
          # with its head, also on the next line: "St Mary's\nHospital", "st. luke's hospital"
          r"(?:[ \t]{0,2}\n?[ \t]{0,3}(?i:hospital|infirmary|hospice|medical cent(?:er|re)|church|school)(?![A-Za-z]))?",
          "FACILITY", _SAINT),
        # a hospital typed in lower case after at/to/from: "surgery at el camino hosp" (checked in analyze)
        P(r"(?<![A-Za-z])(?:at|to|from|@)[ \t]{1,2}(?P<v>(?:[a-z][a-z'’\-]{1,20}[ \t]){1,3}(?:hosp|hospital|"
          r"medical center|med ctr|medical ctr))(?![A-Za-z])", "FACILITY", _LOWER_HOSP),
        # round 27: a hospital's local name in brackets after its official one ("Royal Cornwall Hospital (Treliske)")
        P(r"(?:Hospital|Infirmary)[ \t]\((?P<v>[A-Z][a-z]{3,20})\)", "FACILITY", _LOCAL_NAME),
        # and, in a note typed in lower case, a hospital heading a line or after a comma: "resp, f6, wythenshawe hosp"
        P(r"(?m)(?:^|,[ \t]{1,2})(?P<v>(?:[a-z][a-z'’\-]{2,20}[ \t]){1,2}(?:hosp|hospital|infirmary))(?![A-Za-z])",
          "FACILITY", _LOWER_ORG),
        # and a clinic, health centre, agency or church typed in lower case, in a note typed in lower case (checked
        # in analyze): "seen at hennepin healthcare", "pcp at greater new bedford chc", "agency: southcoast visiting
        # nurse assoc", "a deacon at redeemed christian church of god"
        P(r"(?<![A-Za-z])(?:at|to|from|@|with|agency:|church:)[ \t]{0,2}\n?[ \t]{0,2}(?<=[ \t\n])"
          r"(?P<v>(?:[a-z][a-z'’.\-]{1,20}[ \t]){1,6}"
          r"(?:clinic|healthcare|health[ \t]care|health[ \t]cent(?:er|re)|chc|fqhc|church(?:[ \t]of[ \t](?:god|christ))?|"
          r"assoc|associates|infirmary|hospice|nursing[ \t]home|rehab))(?![A-Za-z])", "FACILITY", _LOWER_ORG),
        # "Mass General", "San Francisco General", "MERCY GENERAL" (checked in analyze: after at/to/from)
        P(r"(?<![A-Za-z])(?:[A-Z][A-Za-z'’\-]{1,30}[ \t]){1,3}(?:General|GENERAL)(?![A-Za-z:])", "FACILITY", _GENERAL),
        # a name of one to four words before a broad head: "Shepherd Center", "VNS Health", "Sheppard Pavilion",
        # "Hand Surgery Associates of NJ", "Texas Children's", "Lutheran Home" (checked in ``_named_org``)
        P(rf"(?<![^\W\d_])(?:{_NW}[ \t](?:(?:&|and|of)[ \t])?){{1,4}}{_BROAD_HEADS}(?![A-Za-z])(?!['’]s){_OF_PLACE}{_FOR_FIELD}",
          "FACILITY", _BROAD),
        # head first: "Children's Minnesota", "Hospice of Acadiana", "Church of Pentecost - Bronx"
        # ("Children's Hospital Colorado", "Center for Haitian Studies")
        P(rf"(?<![A-Za-z])(?:Children['’]s[ \t](?:Hospital[ \t](?:of[ \t])?)?(?:{_STATES}|Mercy|National|Wisconsin)|"
          r"(?:(?:Hospice|Church|Parish|Diocese|Temple|Synagogue|Mosque|Visiting Nurse Association|VNA|Hand Surgery|"
          r"Retina Consultants)[ \t]of|(?:Cent(?:er|re)|Institute)[ \t]for)[ \t]"
          r"(?:the[ \t])?(?:[A-Z][A-Za-z'’\-]{2,30}|[A-Z]{2})(?![A-Za-z])(?:[ \t](?:-[ \t])?[A-Z][A-Za-z'’\-]{2,30}){0,2})",
          "FACILITY", _BROAD),
        # a name before a weaker head, after at/to/from or a bracket: "at Drayer PT", "(Capital Digestive Care)",
        # "(Sound Mind Counseling)", "Reported to WCG IRB"
        P(rf"{_ORG_PREP}(?P<v>(?:{_NW}[ \t](?:&[ \t])?){{1,4}}{_PREP_HEADS})(?![A-Za-z])(?![ \t]{{0,2}}\d)", "FACILITY", _BROAD_PREP),
        # a name after an admission, transfer or records cue: "hospitalized at Presbyterian", "EMS to Abbott
        # Northwestern", "admitted Northern General", "born at UIHC", "Records obtained from LHKA"
        P(r"(?i:(?<![a-z])(?:(?:re)?admitted|admit|hospitali[sz]ed|inpt|inpatient|iop|php|born|delivered|"
          r"transferred|transfer|seen|presented|ems|taken|brought|treated|stayed|stay|bed|placement|"
          r"records(?: [a-z]{2,12}){0,2}|faxed)[ \t]{1,2}(?:at|to|from|@)[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|admitted[ \t]{1,2}|\(outside,?[ \t]{1,2}|\bosh[ \t]{1,2}\()"
          rf"(?P<v>{_NW}(?:[ \t]{_NW}){{0,3}})(?![A-Za-z0-9])", "FACILITY", _ADMIT),
        # a trial's site or core lab named after its label: "Site: Cascadia Lung & Sleep Research, Spokane" (two
        # capitalised words at least, never a body site: "Site: Left Deltoid")
        P(r"(?<![A-Za-z])(?i:(?:(?:study|trial|research|investigational|clinical)[ \t])?site|core[ \t]lab|central[ \t]lab)"
          r"[ \t]{0,2}:[ \t]{1,3}(?!(?i:left|right|bilateral|upper|lower|anterior|posterior|lateral|medial|proximal|distal|"
          r"deltoid|abdomen|abdominal|thigh|arm|forearm|hand|chest|back|scalp|face|neck|groin|buttock|sacr[a-z]*|heel|"
          r"foot|wound|port|line|picc|iv|skin|lesion|biopsy|injection|insertion|surgical|operative|incision|not|none|"
          r"n/a|same|see|per|total|all|other|multiple|various|primary|metastatic)(?![A-Za-z]))"
          rf"(?P<v>{_NW}(?:[ \t](?:&[ \t])?{_NW}){{1,4}})(?=,|;|[ \t]{{2}}|[ \t]*\n|[ \t]*$|[ \t]\()", "FACILITY", _ADMIT),
        # where a named clinician works, or where care took place: "Dr. Ferreira at BMH", "managed at KCH",
        # "rehab at youville", "stress test 11/30/66 at BMH", "IOP referral to Adcare Worcester"
        P(r"(?:(?<![A-Za-z])(?:Dr|DR|Dr\.|DR\.)[ \t]{1,2}(?:[A-Z][\w'’\-]+\.?[ \t]{1,2}){0,2}[A-Z][\w'’\-]+"
          r"(?:,[ \t]{1,2}(?:MD|M\.D\.|DO))?[ \t]{1,2}(?:at|@|from)[ \t]{1,2}"
          r"|(?i:(?<![a-z])(?:managed|followed|evaluated|evaluation|rehab|detox|surgery|procedure|test|exam|class|"
          r"referral|biopsy|cath|delivered|lab(?:s)?|mri|echo|ct|scan|pcp|drawn|visit|appt|appointment|f/u|"
          r"mammo(?:gram)?|colonoscopy|egd|dialysis|infusions?|x-?rays?|ultrasound|imaging)"
          r"(?:[ \t]{1,2}[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?)?[ \t]{1,2}(?:at|@|to)[ \t]{1,2}))(?:the[ \t]{1,2})?"
          rf"(?P<v>{_NW}(?:[ \t](?:&[ \t])?{_NW}){{0,3}})(?![A-Za-z0-9])", "FACILITY", _ADMIT),
        # an eye and ear hospital by its kind alone ("optic neuritis at the Eye and Ear (SIVUH)")
        P(r"(?<=the[ \t])(?P<v>Eye[ \t](?:and|&)[ \t]Ear(?:[ \t](?:Infirmary|Hospital|Institute))?)(?![\w\-])",
          "FACILITY", _NAMED_WARD),
        # a school by its short name after "at" or a child's age ("plays JV football at Castle High", "Kaylee (14,
        # Xenia High)")
        P(r"(?:(?<![A-Za-z])(?:at|attends|attending|from|to)[ \t]{1,2}|\([0-9]{1,2},[ \t]{0,2})"
          r"(?!(?:Very|Too|Extremely|Moderately|Relatively|Quite|Fairly|Abnormally|Slightly|Not|Mildly|Persistently)[ \t])"
          r"(?P<v>[A-Z][a-z'’\-]{2,20}(?:[ \t][A-Z][a-z'’\-]{2,20})?[ \t](?:High|Elementary|Middle|Junior High|Prep))"
          r"(?![\w\-])", "FACILITY", _NAMED_WARD),
        # a ward named after a person or a place, head first, where a patient is ("died on Ward Huntsman 4",
        # "transferred to Ward Dewi"): not the ward round, sister or manager
        P(r"(?<![A-Za-z])(?:on|to|from|at|in|onto)[ \t]{1,2}(?P<v>Ward[ \t](?!(?:Round|Rounds|Sister|Manager|Clerk|Staff|"
          r"Nurse|Team|Doctor|Pharmacist|Based|Level|Area|Bay|Side|Round)(?![a-z]))[A-Z][a-z'’\-]{2,20}(?:[ \t]\d{1,2}[AB]?)?)"
          r"(?![\w\-])", "FACILITY", _NAMED_WARD),
        # an employer or school after a job or a year of study: "software tester at Fidelity", "petroleum engineer
        # with Schlumberger", "bus mechanic for the MBTA", "sophomore at Tufts", "driving for Uber"
        P(rf"(?:(?<![A-Za-z])(?:{_JOBS}|RN|LPN|CNA)s?[ \t]{{1,2}}(?:at|for|with|from)[ \t]{{1,2}}(?:the[ \t]{{1,2}})?"
          r"|(?i:(?<![a-z])(?:(?:stopped|started|quit|began)[ \t]{1,2})?working[ \t]{1,2}(?:part[- ]time[ \t]{1,2})?"
          r"(?:at|for)[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:works|worked)[ \t]{1,2}(?:nights|days|evenings|weekends|part[- ]time|full[- ]time|offshore|"
          r"abroad|away|locally|"
          r"(?:1st|2nd|3rd|first|second|third|night|day|swing|graveyard|late|early)[ \t]shifts?)[ \t]{1,2}(?:at|for)"
          r"[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:driving|delivering|consulting|volunteering|volunteers|interning|internship)"
          r"(?:[ \t]{1,2}part[- ]time)?[ \t]{1,2}(?:for|at|with)[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:laid[ \t]off|fired|let[ \t]go|retired)[ \t]{1,2}from[ \t]{1,2}(?:the[ \t]{1,2})?"
          # round 35: "after losing his job at Magna", "a placement with Arup", "worked for nearly forty years at"
          # (not a clinical placement or position, "placement with Ultrasound guidance", "position with CPAP", nor
          # a shift without its kind, "starts shift at 7AM", "left shift with Toxic granulation")
          r"|(?<![a-z])(?:job|jobs|apprenticeship|traineeship)[ \t]{1,2}(?:at|with)[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:night|day|late|early|breakfast|morning|evening|weekend|twilight|graveyard)[ \t]{1,2}shifts?"
          r"[ \t]{1,2}at[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])worked[ \t]{1,2}for[ \t]{1,2}a[ \t]{1,2}(?:time|while|bit|spell|year|few[ \t]{1,2}years)[ \t]{1,2}"
          r"(?:at|for)[ \t]{1,2}(?:the[ \t]{1,2})?"
          # (not an exposure, "worked 30 years with Asbestos lagging")
          r"|(?<![a-z])worked[ \t]{1,2}(?:for[ \t]{1,2})?(?:(?:nearly|almost|over|about|around|some)[ \t]{1,2})?"
          r"(?:[0-9]{1,2}|[a-z]{3,7}(?:-[a-z]{3,5})?)[ \t]{1,2}(?:years|yrs)[ \t]{1,2}(?:at|for)[ \t]{1,2}"
          r"(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:applying|applied|accepted|transferring)[ \t]{1,2}to[ \t]{1,2}(?:the[ \t]{1,2})?"
          r"|(?<![a-z])(?:attended|attends|attending|graduated[ \t]from|enrolled[ \t]at)[ \t]{1,2}))" + _CUE_NAME,
          "FACILITY", _CUE_LED),
        # round 35: an employer named before its works ("a job on the night shift at the Arla dairy", "worked at the
        # Oahu Sugar mill", "supplied Carbery creamery", "Nairn's linoleum works", "at the Cloudbreak mine")
        P(rf"(?<![A-Za-z])(?:at|for|from|with|supplied|supplies|supplying|on|outside|near)[ \t]{{1,2}}(?:the[ \t]{{1,2}})?"
          r"(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?![a-z]))"
          rf"(?P<v>{_NW}(?:[ \t]{_NW}){{0,2}}(?:['’]s)?)(?:[ \t]{{1,2}}(?!(?:which|that|who|and|also|still|now|it|this|"
          r"as|so|really|never|always)[ \t])[a-z]{3,12}[ \t]{1,2}works|"
          r"(?:[ \t]{1,2}[a-z]{3,12})?[ \t]{1,2}(?:dairy|mill|sawmill|mine|plant|factory|creamery|warehouse|"
          r"cannery|refinery|smelter|quarry|colliery|abattoir|meatworks|shipyard|foundry|packhouse|brewery|distillery))"
          r"(?![\w\-])", "FACILITY", _WORKS_OWNER),
        # a retired or former employer before the job: "a 78-year-old retired Raytheon machinist"
        P(rf"(?<![A-Za-z])(?:retired|former|ex-)[ \t]{{1,2}}(?P<v>[A-Z][A-Za-z'’\-]{{1,20}}|[A-Z]{{2,6}})[ \t]{{1,2}}"
          rf"(?i:{_JOBS})(?![A-Za-z])", "FACILITY", _VENDOR),
        # a name after a vendor, monitor, interpreter or transport cue: "CRA, IQVIA", "Senior CRA | Fortrea UK",
        # "ePRO vendor (Signant)", "interpreter (Propio op #40217)", "ride via Modivcare", "Labs to Covance"
        P(r"(?i:(?<![a-z])(?:(?:cra|cro|monitor|vendor|sponsor|irb|interpreter|translator|courier|ride|"
          r"transport|transportation|van|cab|urgent care)[ \t]{0,2}[(,|:][ \t]{0,2}|"
          # (a report's "Interpretation:" is its result: "Interpretation: ABNORMAL MALE")
          r"interpretation[ \t]{0,2}[(,|][ \t]{0,2}|"
          r"(?:courier|ride|transport|transportation|van|cab|interpreter)[ \t]{1,2}(?:via|by|through|thru|w/)[ \t]{1,2}|"
          # "Labs to Covance central lab", "specimens via Quest"
          r"(?:labs?|specimens?|samples?|kits?)[ \t]{1,2}(?:via|to|through|thru)[ \t]{1,2}))"
          rf"(?P<v>{_NW}(?:[ \t]{_NW}){{0,2}})(?![A-Za-z0-9])", "FACILITY", _VENDOR),
        # an interpreter service with the interpreter's id: "CyraCom ID 55231", "(Propio op #40217)"
        P(r"(?i:interp)[^\n]{0,120}?(?<![A-Za-z])(?P<v>[A-Z][a-z]{1,15}(?:[A-Z][a-z]{1,15})?)[ \t]{1,2}"
          r"(?:(?:interpreter[ \t]{1,2})?(?:ID|id)|op|operator|interpreter)"  # ("(Cyracom interpreter ID 318842)")
          r"[ \t]{0,2}#?[ \t]?\d{3,8}(?!\d)", "FACILITY", _VENDOR),
        # an employer before a job: "a 57 yo UPS driver", "a FedEx employee"
        P(r"(?<![A-Za-z])(?:an?|yo|y/o|year-old)[ \t]{1,2}(?P<v>[A-Z][A-Za-z]{1,20}|[A-Z]{2,6})[ \t]{1,2}"
          r"(?:driver|employee|worker|cashier|mechanic)(?![A-Za-z])", "FACILITY", _VENDOR),
        # a name before "ED", "pharmacy", "urgent care" after at/to/from/by: "to meriter ED", "(Queen's West ED)",
        # "from Food City pharmacy", "delivered by Kindred pharmacy"
        P(rf"(?:(?<![A-Za-z])(?:at|to|from|by|via|@|seen|attended)[ \t]{{1,2}}|\()(?P<v>(?:{_NW}|[a-z]{{4,20}})(?:[ \t]{_NW}){{0,2}})"
          r"[ \t]{1,2}(?:ED|ER|pharmacy|urgent care)(?![A-Za-z])", "FACILITY", _UNIT_AFTER),  # ("seen Surrey Memorial ER")
        # round 31: a capitalised name before "hospital" in lower case, as hurried notes write it ("wants to take
        # her to Sion hospital", "referred from Kalyan hosp")
        P(rf"(?<![A-Za-z])(?i:at|to|from|in|via)[ \t]{{1,2}}(?!(?:NHS|VA|ED|ER|St|The|A)[ \t])"
          rf"(?P<v>{_NW}(?:[ \t]{_NW}){{0,2}}[ \t]{{1,2}}(?:hospital|hosp))"
          r"(?![A-Za-z])", "FACILITY", _UNIT_AFTER),
    )

    def regexes(self) -> list[re.Pattern[str]]:
        return [*super().regexes(), _CAPS_HEAD_RE, _HOSP_INITIALS, _CAPS_PRACTICE_HEAD, _KNOWN_HOSPITAL_ACRONYMS, _UNIT,
                _CIVIC, _HALL_OR_SCHOOL, _VERSUS, _NAMED_WING, _FORCES_PLACE, _UNIT_FIELD, _WARD_NAMED_FIRST,
                _LANDMARK, _LOWER_PLACE]

    def unwindowed(self) -> list[re.Pattern[str]]:
        return [*super().unwindowed(), _NAME_THEN_HEAD.regex]

    def __init__(self, **params: object) -> None:
        super().__init__(**params)
        self._typo_prefilter = Prefilter(self.regexes(), self.unwindowed())  # for the corrected copy (see analyze)

    def analyze(self, doc):  # type: ignore[override]
        out = self._analyze(doc)
        # round 32: a head word typed with two letters swapped ("Sri Ramachandra Hosptial", "Soweto Family
        # Practise"), round 33: or with a letter left out ("Chris Hani Baragwanath Hosptal", "Yonge Eglinton Walk In
        # Clinc"): read again on a copy with the word corrected, keeping names that needed it
        # (looked up among the document's words: a regex of the ~150 variants cost 0.2 ms a note)
        typos = tuple(sorted(w for w in doc.words if w in _HEAD_TYPOS))
        if not typos:
            return out
        copy = CorrectedCopy(doc.text, _typo_re(typos), lambda m: _as_typed(m.group(0), _HEAD_TYPOS[m.group(0).lower()]))
        if not copy:
            return out
        return with_corrected(out, self._analyze(doc.derive(copy.text, self._typo_prefilter)), copy)

    def _analyze(self, doc: Doc) -> list[Span]:
        spans = self._matches(doc)
        out = []
        for s in spans:
            v = doc.text[s.start : s.end]
            if s.score == _INSTALLATION and (v.startswith(("Fort ", "Ft. ")) and f"fort {v.split(' ', 1)[1].lower()}"
                                             in lexicons.get().cities or STATE_ZIP_AFTER.match(doc.text, s.end)):
                continue  # "Fort Worth", "Fort Mohave AZ 86426": a town (the place recognizer's), not a base
            if s.score == _CAPS_ONLY and not doc.caps:
                continue
            if s.score == _NORDIC_COMPANY and not _nordic_company_ok(v, doc):
                continue
            if (m := _COMMUNITY_HEAD_END.search(v)) is not None and not _rare_name_word(v[: m.start()]):
                continue  # "Called the Nursing Station", "Hospital Dispensary", "Kenya CHC": no place's own name
            if s.score != _CUE_LED and (m := _OWN_NAME_HEAD_END.search(v)) is not None and not _rare_lead(
                    v[: m.start()], council=v.endswith("Council")):
                continue  # "Parish Council", "Research Council", "Watches the Bowls Club": no word of its own
            if s.score == _CAPS_LISTED and not (doc.caps and v.isupper()):
                continue
            if s.score in _NAMED_ORG_ROLES:
                s = _named_org(doc, s)
                if s is None:
                    continue
                v = doc.text[s.start : s.end]
            if s.score == _AREA_TEAM and not any(_rare_word(w) for w in v.split()[:-1]):
                continue  # "Community CMHT", "Adult CAMHS": a kind of team, not which one
            if s.score == _HEAD_FIRST_CHECKED:
                if not _romance_head_name(v):
                    continue  # "HOSPITAL GENERAL WARD ADMISSION", "PT TO CLSC FOLLOW UP", "GMF Dr. Smith's clinic"
                trimmed = _without_trailing_prose(doc.text, s)  # "HOSPITAL SAN JOSE ADMISSION NOTE", "... Tuesday"
                if trimmed is None:
                    continue
                s = trimmed
                v = doc.text[s.start : s.end]
            if s.score == _QUOTED_PHARMACY and not _uncommon_word_in(v):
                continue  # round 57 (review): 'pharmacy "Special Order"', 'Pharmacy "Brand Switch" letter'
            if s.score == _HEAD_FIRST_BARE and not _bare_head_name(v):
                continue  # "Hospital Course", "Hospital Anxiety and Depression Scale", "Hospital Corpsman"
            if s.score == _COMPANY:
                lead_end = _COMPANY_LEAD.match(v).end()
                if all(w.strip(",.&").lower() in _COMPANY_GENERIC for w in v[lead_end:].split()):
                    continue  # "The Company", "Private Insurance", "Health Insurance Company"
                if (head := _PLAIN_WORDS_HEAD.search(v)) and not _own_name_before(v[:head.start()], head.group(0)):
                    continue  # (round 47: "Housing Co-op", "Standard Mutual", "Employee Group Benefits", "Both Legal LLP")
                # (round 63: a legal form of its own ends it, never a person's name: it wins over a name read in
                # it, "Client: Atlântica Petróleo S.A.", "Issued by: Gulf MediTravel FZ-LLC")
                score = _COMPANY_BY_FORM if _LEGAL_FORM_END.search(v) else s.score
                s = Span(s.start + lead_end, s.end, s.label, s.source, score)
                v = doc.text[s.start : s.end]
            if (head := _TRUST_HEAD.search(v)) and not _region_or_own_name(v[: head.start()]):
                continue  # round 53 (review): "Each Health and Social Care Trust", "Lead HSCP": no trust's own name
            if v.endswith("Parish") and v[: -len("Parish")].strip().lower() in lexicons.get().counties:
                continue  # round 38 (review): a Louisiana parish is a county, "Lafayette Parish" (the place recognizer's)
            if v.endswith(_LANDMARK_HEADS) and (_LANDMARK_BEFORE.search(doc.text, max(0, s.start - 12), s.start) or (
                    _LANDMARK_LEAD.match(v))) and _ADDRESS_FIELD_BEFORE.search(doc.text, max(0, s.start - 120), s.start):
                continue  # round 38: a landmark in an address field, "Add: ..., Near Hanuman Temple, Baner, Pune" (the
                # address's; elsewhere the place and the town after it stay: "Lives behind St Mary's Church, Rusholme")
            if s.score == _WORKS_OWNER and not any(map(_owner_word, v.split())):
                continue  # "the Power plant", "the Asbestos factory", "the Paper mill": a rare word of its own needed
            if s.score == _MALAY_RS and languages.of_note(doc) != "ms":
                continue
            if s.score == _EU_HEAD_FIRST:
                s = _eu_head_name(doc.text, s)
                if s is None:
                    continue  # "Presidio Ospedaliero Guidelines", "DOM ZDRAVLJA Opening Hours"
                v = doc.text[s.start : s.end]
                if _HEAD_NEEDING_TOWN.match(v) and not _head_town_named(doc, s):
                    continue  # round 58 (review): a heading, "Lægehuset Åbningstider", "Rehabenheten Informerar"
                    # (round 65 review: "Tierklinik Notdienst", "Djursjukhuset Akutmottagning")
                if _PLACE_NAMED_HEAD.match(v) and not _place_named(doc.text, s):
                    continue  # round 67 review: a kind of school or service, "Universidad Incompleta", "Lycée
                    # Professionnel", "Gesundheitsamt Meldepflicht", "Kliniek Psychiatrie"
            if s.score == _NAME_THEN_EU_HEAD and len(v.split()) > 2 and (first := v.split()[0]).lower() not in (
                    lexicons.get().cities) and not first.isupper() and languages.word_of(first.lower(), languages.NORDIC):
                # round 69: a sentence's first word before the name is no part of it ("Återbesök Bergsjö vårdcentral",
                # "Hb-kontrolli Hervannan terveysasemalla")
                s = Span(s.start + len(first) + 1, s.end, s.label, s.source, s.score)
                v = doc.text[s.start : s.end]
            if s.score == _NAME_THEN_EU_HEAD and not _head_last_named(doc, s, v.split()[:-1]):
                continue
            if s.score == 0.8 and _GENERIC_SCHOOL.match(v):
                continue  # round 58 (review): a kind of school, "Grundskolan", "Förskolan", "Folkeskolen", "Högskolan"
            if s.score == _COMPOUND_THEN_TOWN and v.split()[-1].lower() not in lexicons.get().cities:
                continue  # "Barnesykehuset Poliklinikk": a kind of hospital and a department
            if s.score == _TOWN_THEN_KIND and lexicons.get().common.get(v.split()[0].lower(), 0.0) >= 3.0:
                continue  # "Local TsRB", "Nearest BHU-I": a kind of place, no place's own name
            if s.score == _KIND_THEN_TOWN and not _town_word(v.split()[-1].lower()):
                continue  # "CHC Today", "CHC Assessor", "PHC Antenatal": a word after the kind, not its town
            if s.score == _CUE_LED and _CONTINENTAL_CUE_BEFORE.search(doc.lower, max(0, s.start - 24), s.start) and (
                    languages.word_of(v.split()[0].lower(), ("de", "nl", "pl")) and v.split()[0].lower() not in
                    lexicons.get().cities and not v.split()[0].isupper()):  # (an acronym stays: "AOK Nordost")
                continue  # (round 68 review: "Arbeitgeber: Rentner", "Kostenträger: Sozialamt", "Verzekering: Basis")
            if s.score in (_CUE_LED, 0.75) and (v.split()[0].lower() in _CUE_NOT or v.lower() in _ATTENDED_NOT or (
                    s.score == _CUE_LED and v.split()[0].lower() in _EMERGENCY_DEPT) or (
                    s.score == _CUE_LED and v.lower() in lexicons.countries())):  # "lens maker from Germany"
                continue  # "Insurance: Medicare", "Employer: Retired", "MassHealth application"
            if s.score == _VENDOR and v.lower() in _VEHICLE_CLASSES:
                continue
            if v == "CVS" and (_EXAM_FINDING_AFTER.match(doc.text, s.end) or _SYSTEM_SCORE.match(doc.text, s.end) and (
                    _SCORE_LIST_BEFORE.search(doc.text, max(0, s.start - 16), s.start) or
                    _SCORE_LIST_AFTER.match(doc.text, s.end))):
                continue  # "CVS S1S2+, no FND": the cardiovascular system examined, not the pharmacy
            if v.startswith(("MD ", "DO ")) and doc.text[max(0, s.start - 2) : s.start].endswith((",", ", ")):
                continue  # "Kwame Asante, MD Nephrology": a degree and a specialty after a name, not a place
            if _COURSE_AFTER.match(doc.text, s.end):
                continue  # "Brief Hospital Course:", "HOSPITAL COURSE": a discharge summary's section heading
            if s.score == 0.75 and _DIRECTIVE_AFTER.match(doc.text, s.end):
                continue  # "Advance Health Care Directive": a form, not a place
            if s.score == 0.75 and " of " in v:
                cut = self._person_of(doc.text, s.start, v)
                if cut:
                    s = Span(s.start + cut, s.end, s.label, s.source, s.score)
                    v = doc.text[s.start : s.end]
            if s.score == 0.75 and _DEVICE_AFTER.match(doc.text, s.end) and " " not in v:
                continue  # "ResMed S/N 2317", "ResMed F20 mask": a device maker's brand, not a place
            if s.score == _LOWER_ORG and not mostly_lower(doc):
                continue
            if s.score in (_RESEARCH, _LOWER_HOSP, _LOWER_ORG, _NAMED_CARE_HOME):
                # a role, department or pronoun before the head is no name: "Director, Clinical Research",
                # "to the hosp", "at her local hospital"
                words = v.split()
                lead = 0
                while lead < len(words) - 1 and _not_site_name(words[lead].lower()):
                    lead += 1
                if lead == len(words) - 1 or (s.score == _RESEARCH and words[lead] in ("Clinical", "Trials", "Research")):
                    continue
                if s.score == _NAMED_CARE_HOME and not _has_name_word(words[lead:-2]):
                    continue  # "Residential care home", "Local care home": no name word before the head
                if lead:
                    s = Span(s.start + v.index(words[lead]), s.end, s.label, s.source, s.score)
                    v = doc.text[s.start : s.end]
            if s.score in (_CUE_LED, _CAPS_LISTED, _LISTED) and _PLAN_ID_AFTER.match(doc.text, s.end):
                continue  # "Payer: Aetna ID MCD-62099026": the plan's name labels the member id that follows it
            if s.score == _LOCAL_NAME and not _rare_word(v):
                continue  # "Leeds Infirmary (Private)": a word in the bracket, not the site's local name
            if s.score == _GENERAL:
                start = self._general_start(doc.text, s.start, s.end)
                if start is None:
                    continue
                s = Span(start, s.end, s.label, s.source, s.score)
                v = doc.text[s.start : s.end]
            if s.score in (_CAPS_ONLY, _GENERAL) and doc.caps:
                lead = _CAPS_LEAD.match(v)  # "ED AT ST MARYS HOSPITAL": the facility starts after the preposition
                if lead:
                    if lead.end() >= len(v) or " " not in v[lead.end() :].strip():
                        continue
                    # after at/to/from the name is a place: it wins over a town inside it ("FROM BROOKDALE
                    # SENIOR LIVING")
                    s = Span(s.start + lead.end(), s.end, s.label, s.source, _CAPS_AFTER_PREP)
                    v = doc.text[s.start : s.end]
            if _DEPARTMENT.fullmatch(v):
                continue  # "Dept of Family Medicine", "Department of Surgery Practice": a department, not a site
            if (h := _SITE_HEAD_END.search(v)) is not None and not _site_head_named(v[: h.start()].split()):
                continue  # round 63 (review): "Diamond Drilling", "Inflight Catering", "Tanker Shipowners"
            if (h := _HEADS_NEEDING_OWN_NAME.search(v)) is not None and not _own_name_word(v[: h.start()].split()):
                continue  # round 44 review: the new heads after generic words only ("Youth Hostel", "Rural Health
                # Service", "Residential Aged Care", "Community Food Bank", "Indian Health Service")
            if v.endswith(("Ward", "WARD")) and (_TITLED_WARD.search(doc.text, max(0, s.start - 16), s.end) or re.match(
                    r"[ \t](?i:rounds?)\b", doc.text[s.end : s.end + 8])):  # (nor the ward round)
                continue  # "Dear Dr Ward", "Dr. Douglas Ward": a surname after a title, not a ward
            if _NOT_ORG_AFTER.match(doc.text, s.end):
                continue  # "the Parliamentary and Health Service Ombudsman", "(Sharp Instruments in Healthcare)
                # Regulations 2013": an ombudsman or a statute, not a place of care
            if s.score == _CUE_LED and doc.caps and all(
                    lexicons.get().common.get(w.lower(), 0.0) >= 4.0 for w in v.split()):
                continue  # "RETIRED TEXTILE DYER (WORKED AT A ...": common words after a cue in an ALL-CAPS note
            if v.endswith(("Ward", "WARD")) and " " in v and v.split()[0].lower().endswith("ed") and re.match(
                    r"[ \t]{1,2}\d", doc.text[s.end : s.end + 4]):
                continue  # "Emailed Ward 11 manager": a verb before a numbered ward
            if (t := _TITLED_PERSON_OF.match(v)) is not None and t.end() < len(v):
                # round 62: a titled person of the place ("Senior Constable Bree Halloran of Nunawading Police Station")
                s = Span(s.start + t.end(), s.end, s.label, s.source, s.score)
                v = doc.text[s.start : s.end]
            # trim leading generic words ("the", "at", "to"), and a person's role before "of" ("Resident of Villa
            # Rosa Aged Care", "Patient of Greenfield Medical Centre")
            m = re.match(r"(?i)(?:(?:the|at|to|from|in|and|of|a|was|admitted|transferred|seen|attends|attended|attend|"
                         r"review|reviewed|notify|member|joined|am|pm|(?:resident|patient|client|director|manager|"
                         r"volunteer|employee|chaplain)s?(?=\s+of\s))\s+)+", v)  # (a message's time: "8:05 PM  Maple ...")
            if m:
                if s.start + m.end() < s.end:
                    s = Span(s.start + m.end(), s.end, s.label, s.source, s.score)
            if s.score != 0.8 and s.score not in _NAMED_ORG_ROLES and _HEAD_ONLY.fullmatch(doc.text, s.start, s.end) \
                    and not _OF_NAME.match(doc.text, s.start, s.end):
                continue  # "the University", "to Hospital": the head alone names no place ("University Hospital of
                # Wales" does)
            if s.score in (_CAPS_ONLY, _CAPS_AFTER_PREP, 0.75, _NAMED_HEAD) and self._generic(doc.text[s.start : s.end]) and \
                    not self._name_goes_on(doc, s.start):
                continue  # "Specialty Pharmacy", "Hereditary Cancer Clinic": a kind of unit, not which one
            if s.score == 0.75 and _NAMED_HEAD_IN.search(doc.text, s.start, s.end):
                # a proper name before a head noun names the place after a person or a town ("Buckeye
                # Rheumatology Associates", "Sedgwick Claims"): the whole name wins over the name or town inside it
                s = Span(s.start, s.end, s.label, s.source, _NAMED_HEAD)
            out.append(s)
            c = _CITY_AFTER.match(doc.text, s.end)
            if c and s.score == _LISTED:
                c = None  # "Walgreens, Springfield": a chain's branch town is taken by the place recognizer
            elif c and self._generic(c.group("city")) and not re.match(
                    r"(?i:north|south|east|west|new|port|lake|fort|mount|saint|st)\b", c.group("city")):
                c = None  # "Dana-Farber Cancer Institute, Thoracic Oncology": the department, not the town
            branch = _BRANCH_AFTER.match(doc.text, s.end)
            if branch and branch.group(1).lower() in lexicons.get().cities and lexicons.get().common.get(
                    branch.group(1).lower(), 0.0) < 4.0:  # (not "Allina Home Health": a word, not a branch town)
                out.append(Span(branch.start(1), branch.end(1), "CITY", self.name + ".city", 0.7))  # "Kaiser Permanente Vallejo"
            if c:
                out.append(Span(c.start("city"), c.end("city"), "CITY", self.name + ".city", 0.7))
            elif s.score not in (_LISTED, _VENDOR, _CUE_LED, _ADMIT) and " " in v and \
                    (t := _TOWN_AFTER_LOOSE.match(doc.text, s.end)) is not None and \
                    not self._generic(t.group("city")) and _town_after_ok(t):
                out.append(Span(t.start("city"), t.end("city"), "CITY", self.name + ".city", 0.82))
        head_first = [s for s in out if s.score == _HEAD_FIRST_CHECKED]
        if head_first:
            # a weaker reading over a name read head first gives way to it ("HOSPITAL SAN JOSE ADMISSION NOTE
            # HOSPITAL" in a note in capitals: read on, the two would be joined into one span over the line)
            taken = Intervals.of(head_first)
            out = [s for s in out if s.score >= _HEAD_FIRST_CHECKED or s.label != "FACILITY" or not taken.overlapping(
                s.start, s.end)]
        out.extend(_caps_runs(doc, head_first))
        out.extend(_caps_practices(doc))
        out.extend(_royal_hospitals(doc))
        out.extend(_units_and_civic_bodies(doc))
        out.extend(_forces_and_custody(doc))
        if typed_lower(doc):
            out.extend(_lower_named_places(doc, out))
        out.extend(_acronyms(doc, out))
        out.extend(_hospital_acronyms(doc, out))
        out.extend(_named_wings(doc))
        if any(s.score == _CUE_LED for s in out):
            # a name after a cue that another pattern knows ("Employed at Kaiser Permanente Vallejo") is left to
            # it, with the branch town after it
            # (an index: 1 MiB of "works at X" asked each cued name about every other name)
            named = Intervals.of(s for s in out if s.label == "FACILITY" and s.score != _CUE_LED)
            out = [s for s in out if s.score != _CUE_LED or not named.overlapping(s.start, s.end)]
        return out

    def _matches(self, doc: Doc) -> list[Span]:
        """The patterns' matches; those kept only in ALL-CAPS notes (``_CAPS_ONLY``, ``_CAPS_LISTED``) are not run on others.
        (No context words, checks or triggers here: a match is its span, or its group ``v``.)"""
        out: list[Span] = []
        for pat in self.patterns if doc.caps else _MIXED_CASE_PATTERNS:
            has_v = "v" in pat.regex.groupindex
            for m in iter_matches(pat, doc):
                start, end = m.span("v") if has_v else m.span()
                if end > start:
                    out.append(Span(start, end, pat.label, self.name, pat.score))
        return out

    @staticmethod
    def _name_goes_on(doc: Doc, start: int) -> bool:
        """A proper name runs on into the span from before it; in an ALL-CAPS note not from a preposition or
        a common word ("ADMITTED TO ACUTE REHAB")."""
        m = _NAME_GOES_ON.search(doc.text, max(0, start - 40), start)
        if m is not None and "\n" in m.group(0) and _LINE_IS_NO_NAME_START.search(
                doc.text, max(0, m.start() - 60), m.end()):
            return False  # "Dr P. Pillay\nOphthalmology Clinic", "St. Columbus Medical Center\nDiabetes & Endocrine
            # Clinic": the line above is a person's or a place's whole name, the department line stands alone
        if m is None or not doc.caps:
            return m is not None
        prev = doc.text[max(0, start - 40) : start].split()
        return not prev or not (prev[-1].lower() in _CAPS_RUN_LEAD or lexicons.get().common.get(
            prev[-1].lower(), 0.0) >= 4.0)

    @staticmethod
    def _generic(value: str) -> bool:
        """Every word is a generic unit word (or a specialty ending in -ology): no proper-name part."""
        for w in _SPLIT.split(value):
            low = w.lower()
            if low and low not in _GENERIC and not low.endswith(("ology", "ologic", "ological")):
                return False
        return True

    @staticmethod
    def _person_of(text: str, start: int, value: str) -> int:
        """Where the place starts in "Edsel Macaraeg of St. Augustine Church" after "Fr.", or in "Amir Haddad
        of Mercy Hospital": after the "of" that follows a titled person or a first name and a surname; 0 when
        the words before "of" are the place's own ("Royal Infirmary of Edinburgh", "Hospice of Acadiana")."""
        of = value.find(" of ")
        before = value[:of].split()
        if not 1 <= len(before) <= 3 or any(w.lower() in _GENERIC or _HEAD_ONLY.fullmatch(w) for w in before):
            return 0
        lex = lexicons.get()
        titled = _PERSON_TITLE_BEFORE.search(text, max(0, start - 10), start) is not None
        if titled or (len(before) >= 2 and lex.first.get(before[0].lower(), 10**9) <= 3000
                      and before[-1].lower() in lex.last and lex.common.get(before[-1].lower(), 0.0) < 3.5):
            return of + 4
        return 0

    @staticmethod
    def _general_start(text: str, start: int, end: int) -> int | None:
        """Where "X General" starts as a hospital name: after at/to/from, inside the match ("ED AT MERCY
        GENERAL") or just before it; never after a rank or office ("Surgeon General", "Attorney General")."""
        lead = _CAPS_LEAD.match(text[start:end])
        if lead:
            start += lead.end()
        elif not _FACILITY_PREP.search(text, max(0, start - 14), start):
            return None
        words = text[start:end].split()
        if len(words) < 2 or words[0].lower() in _GENERAL_NOT_AFTER or words[0].lower() in ("the", "a", "an"):
            return None
        return start


# round 44: a care home's named wing, hall, house or unit beside the resident's room ("Room 14, Gelsomino Wing",
# "Bluebell Wing, Rm 14", "Rm 9, St Brendan's Unit", "Room 7, Wattle House")
_WING = r"(?:St\.?[ \t])?[A-Z][a-z'’]{2,20}(?:[ \t][A-Z][a-z'’]{2,20})?[ \t](?:Wing|Hall|House|(?<=['’]s[ \t])Unit)"
_ROOM = r"(?:Room|Rm|ROOM|RM)\.?[ \t]{0,2}[0-9]{1,4}[A-Z]?"
_NAMED_WING = re.compile(rf"{_ROOM},?[ \t]{{1,2}}\(?(?P<a>{_WING})(?![A-Za-z])|(?<![A-Za-z])(?P<b>{_WING}),[ \t]{{1,2}}{_ROOM}")


# the heads added in round 44, which need a word of the place's own before them (``_own_name_word``)
_HEADS_NEEDING_OWN_NAME = re.compile(r"(?:Health Service|Health Society|Health District|Health Hub|Aged Care|Hostel|"
                                     r"Lodge|Funerals|Food ?[Bb]ank|Care at Home|Medical Imaging|Super ?[Cc]linic|"
                                     r"Medical Services|"
                                     # round 46
                                     r"Service Unit|Boarding Home|Chapter House|Agency on Aging|Health ?[Cc]are Facility|"
                                     r"Ambulance Service|Health Corporation|Health ?[Cc]are Systems?|"
                                     # round 54 ("the Blood Bank and the Colliery" names neither)
                                     r"Baby Unit|Neonatal Unit|Research Unit|(?:Clinical )?Trials? Cent(?:er|re)|"
                                     r"Blood Bank|Colliery|Custody Suite|Coroner['’]?s['’]? Court|Aviation Medicine|"
                                     r"Specialty Rx|"
                                     # round 55 ("the Wheelchair Service", "our Dental Lab", "local Vets")
                                     r"Dental (?:Care|Lab|Laboratory|Clinic|Cent(?:er|re)|Studio)|Opticians|Optometrists|"
                                     r"Eyecare|Eye Care|Hearing (?:Care|Cent(?:er|re)|Clinic|SA|AG|Ltd)|Vets|"
                                     r"Veterinary (?:Surgery|Clinic|Practice|Hospital|Cent(?:er|re))|"
                                     r"(?:Wheelchair|Recovery|TB|Podiatry|Continence|Audiology|Stoma Care|Equipment) Service|"
                                     r"DN Team|(?:District|Community) Nursing Team|Rescue Squad|"
                                     # round 56 ("the Regional Transplant Unit", "Adult Gender Identity Service")
                                     r"Transplant (?:Unit|Cent(?:er|re))|(?:Gender Dysphoria|Gender Identity|Sexual Health|"
                                     r"Substance Misuse) Service|(?:City|Public|Central|County) Library|"
                                     r"Outpatient Imaging|"
                                     # round 57 ("the Respite Unit", "our Family Hub", "a State School")
                                     r"Respite (?:House|Cent(?:er|re)|Unit)|Family Hub|Diabetes Service|"
                                     r"State High(?: School)?|State School|Transport Service|"
                                     # round 61 ("our Dental Group", "Routine Dental")
                                     rf"{_PRACTICE_HEADS}|"
                                     # round 62 ("the Police", "our Case Management")
                                     rf"{_LEGAL_AND_SERVICE_HEADS}|"
                                     # round 63 ("Directional Drilling", "Free Shipping", "the Airport")
                                     rf"(?:{_SITE_AND_TRAVEL_HEADS})|"
                                     # round 65 ("the Auction Mart", "local Butchery")
                                     rf"{_ANIMAL_AND_FARM_HEADS}|"
                                     # round 81 ("the Crisis Support", "a Recovery Hub", "the Garrison")
                                     rf"{_CRISIS_AND_JUSTICE_HEADS}|"
                                     r"(?:&|and) Sons(?: Ltd\.?)?)\Z")  # (not "Wife and Sons", "Daughter & Sons")
_WING_PLAIN = frozenset("north south east west main old new upper lower front back side day night".split())
# words before such a head that name a kind of place or its users, no place's own name ("Youth Hostel",
# "Backpackers Hostel", "Prepaid Funerals", "Church Foodbank", "Rural Health Service")
_KIND_WORDS = frozenset("youth backpackers prepaid pre-paid men's women's mens womens low high church community "
                        "rural remote national primary indian aboriginal defence regional residential local state "
                        "dementia guest coach staff chapel dining "
                        # round 61 (review): "Non-Invasive Vascular Lab", "Pre-Op Dental"
                        "non-invasive noninvasive pre-op preop "
                        # round 46: a device maker's and a hospital department's words ("GE Healthcare Systems", "Central
                        # Sterile Service Unit", "Patient Transport Ambulance Service")
                        "ge philips siemens medtronic baxter stryker abbott olympus fujifilm canon hologic central sterile "
                        "patient transport private national"
                        # round 54: "Senior Coroner's Court", "Police Custody Suite", "Oncology Specialty Rx"
                        " senior area police occupational oncology ncb"
                        # round 65 (review): "Halal Butchery", "On-Farm Abattoir", "Mobile Kennels"
                        " halal kosher on-farm farm mobile boarding"
                        # round 55: "NHS Wheelchair Service", "Night DN Team", "Biomedical Equipment Service", "Any High
                        # Street Opticians", "Domiciliary Dental Care", "Dispensing Opticians", "Minor Eye Care"
                        " nhs evening night weekend twilight biomedical any street dn domiciliary independent prescribing"
                        " dispensing minor urgent emergency specialist paediatric pediatric rapid response"
                        # round 56: "Bone Marrow Transplant Unit", "Adult Gender Identity Service", "Young People's
                        # Substance Misuse Service"
                        " adult adults adolescent young people's peoples bone marrow stem cell liver kidney renal heart"
                        " lung pancreas islet"
                        # round 57 (review): "Antenatal Diabetes Service", "Children's Respite Unit", "Non-Emergency
                        # Patient Transport Service", "Council Family Hub"
                        " antenatal maternity children's childrens neonatal non-emergency council"
                        # (units, modalities and document systems before such heads: "HPB Transplant Unit", "CAMHS
                        # Substance Misuse Service", "QMS Central Library", "MRI Outpatient Imaging")
                        " hpb bmt camhs cmht qms q-pulse ct mri pet us xr dexa book"
                        # round 63: kinds of drilling and mining and words of travel before a site's head
                        # ("Directional Drilling", "Open-Pit Mining", "International Airport", "Business Suites")
                        " directional horizontal exploration onshore offshore surface underground open-pit opencast"
                        " open-cast deep-sea coastal international domestic overseas foreign medical dental tourism"
                        " business leisure"
                        # (round 63 review: kinds of drilling and mining, "Diamond Drilling", "Hard Rock Mining",
                        # "Longwall Mining")
                        " diamond rock hard longwall coal gold copper iron silver uranium nickel placer strip deep core"
                        " rotary percussion artisanal sand gravel salt lithium".split())


_COMPASS_REGION = re.compile(r"(?:North|South|East|West)(?:ern)?(?:[ \t](?:North|South|East|West)(?:ern)?)?[ \t]Region\b")


def _uncommon_word_in(value: str) -> bool:
    """Round 57 (review): a word of ``value`` that is no common English word ("Apteka Zdorovye"; not "Special
    Order")."""
    common = lexicons.get().common
    return any(common.get(w.lower(), 0.0) < 3.0 for w in re.findall(r"[A-Za-z'’\-]+", value)
               if w.lower() not in ("pharmacy", "apteka"))


def _own_name_word(words: list[str]) -> bool:
    """A word of a place's own among ``words`` (before a head of ``_HEADS_NEEDING_OWN_NAME`` or a wing): rare in
    English, a town, an acronym, or a popular given name or surname ("Villa Rosa", "St Brendan's", "Gelsomino"),
    not a generic or kind word."""
    lex = lexicons.get()
    if _COMPASS_REGION.search(" ".join(words)):
        return True  # round 56: a region by its compass point ("Northern Region Gender Dysphoria Service")
    for w in words:
        k = w.lower().removesuffix("'s").removesuffix("’s")
        if k in ("st", "st.", "the", "of", "and", "&") or k in _ORG_GENERIC or k in _KIND_WORDS or k in _WING_PLAIN:
            continue
        if _has_name_word([k]) or 2 <= len(w) <= 4 and w.isupper():  # (an acronym: "Western NSW ...")
            return True
        if min(lex.first.get(k, 10**9), lex.last.get(k, 10**9)) <= 500 and lex.common.get(k, 0.0) < 4.5:
            return True
    return False


def _named_wings(doc: Doc) -> list[Span]:
    out = []
    for m in doc.finditer(_NAMED_WING):
        g = "a" if m.group("a") else "b"
        if _own_name_word(m.group(g).split()[:-1]):  # (not "Room 10, Coach Hall", "Room 5, East Wing")
            out.append(Span(*m.span(g), "FACILITY", "facility.wing", 0.76))
    return out


_COURSE_AFTER = re.compile(r"[ \t]{1,2}(?i:course)(?![a-z])")
_DIRECTIVE_AFTER = re.compile(r"[ \t]{1,2}(?i:directive|proxy|power of attorney)(?![a-z])")
# a person's title before a name that a place follows: "Fr. Edsel Macaraeg of St. Augustine Church"
_PERSON_TITLE_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:Dr|DR|Mr|Mrs|Ms|Prof|Rev|Fr|Father|Pastor|Sister|Sr|Imam|Rabbi|Deacon)\.?[ \t]{1,2}$")
# a rank or a title, maybe after its grade, a name, then "of" (see _analyze)
_TITLED_PERSON_OF = re.compile(
    r"(?:(?:Senior|Chief|Detective|Leading|Police|Probationary|First[ \-]Class)[ \t]{1,2})?"
    r"(?:Constable|Sergeant|Sgt|Inspector|Officer|Detective|Det|Trooper|Deputy|Dr|Mr|Mrs|Ms|Miss|Prof|Rev|Fr|Judge)\.?"
    r"[ \t]{1,2}(?:[A-Z][\w'’\-]{0,30}\.?[ \t]{1,2}){1,3}of[ \t]{1,2}")
_BARE_HEAD_NOT = frozenset(
    "corpsman chaplain administrator administration pharmacist volunteer police security acquired anxiety "
    "course day stay admission discharge based associated onset".split())


_BARE_HEAD_SAINT = frozenset("san santa santo são sant nuestra nossa".split())


def _has_name_word(words: list[str]) -> bool:
    """One of ``words`` is rare in English or a town: a care home's own name ("Highfield Court")."""
    lex = lexicons.get()
    return any(lex.common.get(w.lower(), 0.0) < 3.5 or w.lower() in lex.cities for w in words)


_LANDMARK_HEADS = ("Temple", "Mandir", "Mosque", "Masjid", "Church", "Gurdwara")
_LANDMARK_WORD = r"(?i:near|opp\.?|opposite|behind|beside|next[ \t]to)"
_LANDMARK_BEFORE = re.compile(rf"(?<![A-Za-z]){_LANDMARK_WORD}[ \t]{{1,2}}\Z")
_LANDMARK_LEAD = re.compile(rf"{_LANDMARK_WORD}[ \t]")
_ADDRESS_FIELD_BEFORE = re.compile(r"(?i:(?<![a-z])(?:add|addr|address|residence)[ \t]{0,2}[:.])[^\n|]*\Z")
def _owner_word(word: str) -> bool:
    """A word of a works' owner's own name: one English text seldom uses ("Oahu", "Nairn's") or no list holds
    ("Cloudbreak", "Carbery")."""
    key = word.lower().removesuffix("'s").removesuffix("’s")
    z = lexicons.get().common.get(key)
    return z is None or 0.0 < z < 3.2


# round 53: words English uses that are a place's own name or a word of one ("Prifysgol Bangor", "Bwrdd Iechyd
# Prifysgol Bae Abertawe": Welsh "bae", a bay)
_NAME_WORDS_TOO = frozenset(("bangor", "bae", "cwm", "bryn", "glan", "nevis", "lewis", "harris", "mull", "skye"))
_SAINT_PREFIXES = frozenset(("san", "santa", "santo", "são", "sao", "saint", "sainte", "sankt", "sant"))


# round 53 (review): Welsh, Irish and Gaelic words that make a head a kind of place, not one ("Fferyllfa Gymunedol",
# community pharmacy; "Bwrdd Iechyd Lleol", local health board; "Ysgol Gynradd", primary school; "Ospidéal
# Ginearálta", general hospital; "Ionad Sláinte Pobail", community health centre)
_CELTIC_GENERIC = frozenset((
    "gymunedol", "cymunedol", "ar-lein", "lleol", "feddygaeth", "meddygaeth", "gynradd", "uwchradd", "haf", "nyrsio",
    "meddwl", "cyffredinol", "ginearálta", "ghinearálta", "ginearalta", "pobail", "phobail", "coimhearsnachd",
    "choimhearsnachd", "seirbhís", "leanaí", "cloinne", "oideachais", "teaghlaich"))


# round 58: Nordic heads written first; their name a town of the gazetteer, a field's value, or a name set apart by a
# comma or a bracket away from a line's start ("Rehabenheten Jokkmokk", "Päiväkoti Satakieli, Hervanta"; not a heading's
# "Lægehuset Åbningstider", "Päiväkoti Ryhmä 3")
# heads whose next word is a town, unless the name is a field's value, a list's item or set apart (round 58: Nordic
# ones; round 65: animal clinics, "Dierenkliniek Enkhuizen", not "Tierklinik Notdienst")
_HEAD_NEEDING_TOWN = re.compile(r"(?:Lægehuset|Laegehuset|Päiväkoti|Paivakoti|Rehabenheten|Dierenkliniek|"
                                # (round 72: a hospital's or centre's initials, "OB Leskovac", "ZD Murska Sobota";
                                # not "OB Review", "KB Smith")
                                r"KBC|KB|OB|ZD|DZ|UKC|JZU|ЈЗУ|ПЗУ|ДКЦ|CSR|МЦ|"
                                r"Dierenartsenpraktijk|Dierenziekenhuis|Veterinärkliniken|Djursjukhuset|Djurkliniken|"
                                r"Dyreklinikken|Dyrehospitalet|Tierklinik|Tierarztpraxis|Clinique [Vv]étérinaire)[ \t]")
_SET_APART = re.compile(r"[ \t]*(?:[,()\n]|\Z)")
_RUSSIAN_ADJECTIVE = re.compile(r"(?:aya|aja|iy|yi|yy|oy|ij)$")
# a specialty's adjective or genitive before a clinic's head (a department: Norwegian "Ortopedisk", Finnish
# "Kirurgian", "Sisätautien") and the words for next, nearest, contact, check-up, referral, prescription, hospital
_SPECIALTY_ENDING = re.compile(r"(?:isk|iske|ian|ien|tien|"
                               # (round 72: Hungarian ones, "Családorvosi Rendelő", "Belgyógyászati", "Traumatológiai")
                               r"orvosi|ászati|észeti|ógiai)$")
_NOT_A_CLINIC_NAME = frozenset("neste nærmeste næste nästa närmaste seuraava lähin lähim lähete kontakt kontroll jatkohoito "
                               "reçete hastane nöbetçi mano next nearest".split())
# a kind of school in one word: primary, pre-, folk, high, upper secondary, nursing, special school
_GENERIC_SCHOOL = re.compile(r"(?i:grund|för|folke|folkhög|hög|gymnasie|sjuksköterske|special|efter|fri|privat|yrkes|"
                             r"real|kommunal|musik|kultur|sommar|lands|barne|ungdoms)(?:skolan|skolen)$")


def _head_last_named(doc: Doc, s: Span, name: list[str]) -> bool:
    """A European head after its name (``_NAME_THEN_EU_HEAD``) names one place: not a kind of place ("Contact
    legevakt", "Private lääkäriasema", "The sairaala"), nor (round 58 review) a department or "the nearest" one
    ("Kirurgian poliklinikka", "Ortopedisk poliklinikk", "Nærmeste helsestasjon", "Reçete Hastane eczanesi"), a
    sentence's first word in another language ("Neste poliklinikk om 3 mnd", "Hastane eczanesi stokta yok"; not a
    letterhead's line, "Madla helsestasjon\n"), or a Russian adjective's kind ("Detskaya poliklinika", children's)."""
    lex = lexicons.get()
    if all(lex.common.get(w.lower(), 0.0) >= 3.5 for w in name):
        return False
    if any(w.lower() in _NOT_A_CLINIC_NAME or _SPECIALTY_ENDING.search(w) for w in name):
        return False
    if len(name) == 1 and _SENTENCE_START_BEFORE.search(doc.text, max(0, s.start - 4), s.start) and (
            name[0].lower() not in lex.cities and _SET_APART.match(doc.text, s.end) is None):
        return False
    return not (len(name) == 1 and _RUSSIAN_ADJECTIVE.search(name[0]))


def _head_town_named(doc: Doc, s: Span) -> bool:
    name = doc.text[s.start : s.end].split()[1].lower()
    cities = lexicons.get().cities
    before = doc.text[doc.line_start(s.start) : s.start].rstrip()
    # (a field's value or a list's item, "Klinik: Lægehuset Nørrebrogade v/ ...", "Mette Dahl, Lægehuset Nørrebro Seen
    # by", or a name set apart away from the line's start)
    # (a town with its quarter: "Amstelveen-Zuid")
    return name in cities or name.split("-")[0] in cities or before.endswith((":", ",")) or (
        bool(before) and _SET_APART.match(doc.text, s.end) is not None)


_PLACE_NAMED_HEAD = re.compile(rf"(?:{_PLACE_NAMED_HEADS})[ \t\-]")  # (round 68: "Physio-Rezept" is no place's)
_PLACE_JOINERS = frozenset(("de", "di", "do", "da", "dos", "das", "del", "du", "des", "della", "degli", "der",
                            "am", "an", "zum", "zur"))  # (round 68: "Praxis am Lindenplatz")
_POLISH_ADJECTIVE_OF_NAME = re.compile(r"(?:ński|ski|cki|ńska|ska|cka)$")


def _place_named(text: str, s: Span) -> bool:
    """After a head of ``_PLACE_NAMED_HEAD``, a place's or a person's name: a town the gazetteer holds, a listed name
    after a saint's prefix ("Colegio Santa Teresa"), a Polish adjective made from a name ("Uniwersytet
    Jagielloński"), a name in quotes, or any word after "de"/"di"/"do" or a Dutch article ("Universidad de Granada",
    "Kliniek De Zwaluw")."""
    head = _PLACE_NAMED_HEAD.match(text, s.start)
    assert head is not None
    words = text[head.end() : s.end].split()
    if not words or words[0][:1] in "\"“„«":
        # (round 68 review: a name in quotes, each word capitalised: not a phrase quoted after the head, 'Radiologie
        # "Befund folgt"')
        return bool(words) and all(w.strip("\"“„«”»")[:1].isupper() for w in words)
    first = words[0].lower()
    if first in _PLACE_JOINERS or words[0] in ("De", "Het"):
        return len(words) > 1
    lex = lexicons.get()
    if first in _SAINT_PREFIXES:
        return len(words) > 1 and ((nxt := words[1].lower()) in lex.first or nxt in lex.last or nxt in lex.cities)
    # (round 68: a town's district after a dash, "Betreuungsverein Dresden-Pieschen", "Radiologie Stuttgart-Nord"; not
    # an adverb made from a town, "in der Praxis Berlin-weit bewährt")
    part = words[0].split("-")
    first = part[0].lower() if len(part) == 2 and part[1][:1].isupper() and part[0].lower() in lex.cities else first
    # (not a listed surname alone: Spanish, French and Italian adjectives are surnames too, "Colegio Ordinario")
    return first in lex.cities or first in lex.counties or head.group(0).startswith("Uniwersytet") and bool(
        _POLISH_ADJECTIVE_OF_NAME.search(first))


def _eu_head_name(text: str, s: Span) -> Span | None:
    """Round 51: a European head-first name (``_EU_HEADS``) cut before its first English word after the head
    ("Azienda Ospedaliera Pharmacy Committee" -> none left, "Splošna bolnišnica Izola, Center ..." kept); None when no
    name word is left."""
    head = _EU_HEAD_RE.match(text, s.start)
    head_end = head.end() if head is not None else s.start
    common, cities = lexicons.get().common, lexicons.get().cities
    end = s.end
    if text[head_end : s.end].lstrip(" \t")[:1] in ("\"", "“", "„", "«"):
        return s  # (round 68: a name in quotes is a name whatever its words, 'Centrum Medyczne „Pod Zegarem”')
    continental = head is not None and _CONTINENTAL_HEAD.fullmatch(head.group(0)) is not None
    for w in re.finditer(r"[^\W\d_][\w'’\-]*", text[head_end : s.end]):
        if w.group(0).lower() in _NAME_JOINERS:
            continue  # (round 52: "Fakultní nemocnice v Motole", "QENDRA KLINIKE UNIVERSITARE E KOSOVËS")
        k = w.group(0).lower()
        if continental and k not in cities and max(languages.common_words(lang).get(k, 0.0)
                                                   for lang in ("de", "nl", "pl")) >= 3.0:
            # (round 68 review: a German, Dutch or Polish head's next word of that language, "Pflegeheim Aufnahme",
            # "Tagesklinik Wartezeit", "Zorgcentrum Bezoektijden", "Przychodnia Nieczynna": no name)
            end = head_end + w.start()
            break
        if common.get(k, 0.0) >= 3.0 and k not in _NAME_WORDS_TOO and not (
                # (round 67: a town that is also a word, "Universität Leipzig", "Beroendecentrum Stockholm", and a
                # saint's prefix, "Colegio Santa Teresa de Ruzafa")
                k in cities and common.get(k, 0.0) < 4.0 or k in _SAINT_PREFIXES) or k in _CELTIC_GENERIC:
            end = head_end + w.start()
            break
    if end != s.end:
        end = len(text[:end].rstrip(" \t-\"“„«"))
        # (round 68: nor a joiner left at the end, "Gasthaus Zum" of "Gasthaus Zum Grünen Anger")
        while end > head_end and (last := text[head_end:end].split()) and last[-1].lower() in _NAME_JOINERS:
            end = len(text[:end - len(last[-1])].rstrip(" \t"))
    if end <= head_end:
        return None
    return s if end == s.end else Span(s.start, end, s.label, s.source, s.score)


def _town_word(word: str) -> bool:
    """A town after a kind of hospital or health centre: the gazetteer's, unless among the commonest words
    ("galway", "chennai"; not "drain"), or a word no word list holds ("hardoi", "shahabad"; not "assessor",
    "antenatal", "fasttrack", a UK continuing-healthcare form's word)."""
    lex = lexicons.get()
    z = lex.common.get(word, 0.0)
    if word in lex.cities:
        return z < 4.0
    return z == 0.0 and len(word) >= 4 and not word.startswith("fast") and not _CLINICAL_SUFFIX.search(word)


_CLINICAL_SUFFIX = re.compile(r"(?:itis|osis|oma|ectomy|otomy|plasty|pathy|algia|therapy|scopy|gram|graphy|ine|ol)$")


_ROMANCE_HEAD_RE = re.compile(rf"(?:{_ROMANCE_HEADS})")
_NAME_PARTICLES = frozenset("de du des del la las los le les el d l y san santa santo são".split())
_NOT_A_HEADS_NAME = frozenset({"dr", "dra", "dre", "mr", "mrs", "ms", "md", "rn", "pt", "team", "staff",
                               # ("Résidence Permanente status": Canadian permanent residence, no home's name)
                               "permanente", "temporaire", "permanent"})


def _romance_head_name(v: str) -> bool:
    """A Spanish, Latin American or Quebec head's own name: one of its first two name words is no English word, and
    the first is no title ("Fundación Santa Fe", "CLSC Saint-Michel"; not "HOSPITAL GENERAL WARD", "CLSC FOLLOW UP",
    "GMF Dr. Smith")."""
    m = _ROMANCE_HEAD_RE.match(v)
    words = [w.strip(".'’").lower() for w in v[m.end() if m else 0 :].replace("-", " ").split()]
    words = [w for w in words if w and w not in _NAME_PARTICLES]
    if not words or words[0] in _NOT_A_HEADS_NAME:
        return False
    lex = lexicons.get()
    # (one of its first two words: "Santa Fe de Bogotá", "Saint-Michel" open with a word English knows; a saint's or
    # a person's given name is a name however often English writes it: "Michel")
    rare = 3.5 if v.isupper() else 4.0  # (a title-case word in a mixed-case note is more likely a name: "del Sur")
    return any(w not in _GENERIC and (lex.common.get(w, 0.0) < rare or lex.first.get(w, 10**9) <= 500 and
                                                        lex.common.get(w, 0.0) < 4.5)
               for w in words[:2])


_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi "
                      "dimanche lunes martes miércoles jueves viernes sábado domingo".split())


# words of a record that a line in capitals runs on with after a place's name ("HOSPITAL SAN JOSE ADMISSION NOTE",
# "INSTITUTO NACIONAL DE PEDIATRIA FOLLOW UP", "CLINICA SANTA MARIA DISCHARGE NOTE")
_RECORD_WORDS_AFTER = frozenset(
    "to from in into via of and for by at discharge summary referral report letter note memo admission admitted "
    "transfer transferred department dept division unit ward follow up emergency triage consult consultation ed er "
    "icu floor service records progress history today tomorrow yesterday visit nurse nursing team staff pharmacy lab "
    "laboratory results pending appointment".split())


_WORD_OR_HYPHEN_PART = re.compile(r"[^ \t\-]+")


def _without_trailing_prose(text: str, s: Span) -> Span | None:
    """``s`` (a head-first name) cut at the first record word after its head when in capitals, or at a weekday ("HOSPITAL
    SAN JOSE ADMISSION NOTE", "CLINICA SANTA MARIA DISCHARGE", "Pharmacie Jean Coutu Tuesday"); None when no name
    word is left after the head ("CLSC NURSE VISIT")."""
    head = _ROMANCE_HEAD_RE.match(text, s.start)
    head_end = head.end() if head is not None else s.start
    caps = text[s.start : s.end].isupper()
    end = s.end
    for w in _WORD_OR_HYPHEN_PART.finditer(text[head_end : s.end]):
        word = w.group(0).lower()
        if word in _WEEKDAYS or caps and word in _RECORD_WORDS_AFTER:
            end = head_end + w.start()
            break
    words = text[head_end:end].split()
    while words and words[-1].lower() in _NAME_PARTICLES:
        words.pop()  # ("HOSPITAL GENERAL DE" before the cut word)
        end = text.rindex(words[-1], head_end, end) + len(words[-1]) if words else head_end
    if not any(w.lower() not in _NAME_PARTICLES for w in words):
        return None
    end = len(text[:end].rstrip(" \t-"))
    return s if end == s.end else Span(s.start, end, s.label, s.source, s.score)


def _bare_head_name(v: str) -> bool:
    """"Hospital X ...": X is a rare word (not an English word that follows "hospital" in a sentence), and it is
    either not plain ASCII ("Sótero", "Sírio-Libanês") or more of the name follows ("Israelita Albert Einstein",
    "Italiano de Buenos Aires")."""
    head = _BARE_HEAD.match(v)
    words = [w for w in v[head.end():].split() if w not in _BARE_HEAD_PARTICLES] if head else []
    if not words:
        return False
    first = words[0].lower()
    if first in _BARE_HEAD_SAINT:
        return len(words) >= 2  # "Hospital São Paulo", "Hospital San Juan de Dios", "Hospital Nuestra Señora ..."
    if first in _BARE_HEAD_NOT or first in _GENERIC or lexicons.get().common.get(first, 0.0) >= 3.0:
        return False
    # (round 47: a head no sentence uses before a name, "UBS Cambuci", "Centro de Saúde de Mavalane", takes one word;
    # not an acronym after it, "ULS MRC 4/5", "ULS DVT excluded")
    if not head.group(0).lower().startswith("hosp") and words[0].isupper() and len(words[0]) <= 5:
        return False
    return not words[0].isascii() or len(words) >= 2 or not head.group(0).lower().startswith("hosp")


_BARE_HEAD = re.compile(r"(?:(?:Centro|Posto)[ \t]de[ \t]Sa[úu]de|Santa[ \t]Casa|\S+)[ \t]*")
_BARE_HEAD_PARTICLES = frozenset("de del da do dos das di la el".split())


# heads that follow ordinary words as often as a firm's own name: the name needs a rare word ("Interlake Grain Co-op")
_PLAIN_WORDS_HEAD = re.compile(r"(?:Mutual(?: Life)?|Benefit Administrators|Group Benefits|Recovery Services|Co-op|"
                               r"Co-operative|Cooperative|LLP|L\.L\.P\.|PLLC|P\.L\.L\.C\.)$")
_TRUST_HEAD = re.compile(r"(?:Health (?:and|&) Social Care (?:Trust|Partnership)|HSCP)$")
_COMPASS = frozenset(("northern", "southern", "western", "eastern", "north", "south", "east", "west", "central"))


def _region_or_own_name(name: str) -> bool:
    """Round 53: the words before a trust's or a partnership's head name a region, a town or something of its own
    ("Southern", "Glasgow City", "Argyll & Bute"; not "Each", "Your", "Lead", "All")."""
    lex = lexicons.get()
    words = [w.strip(",.&").lower() for w in name.split()]
    return any(w in _COMPASS or w in lex.major_cities or (w in lex.cities or w in lex.counties) and lex.common.get(
        w, 0.0) < 4.5 or lex.common.get(w, 0.0) < 3.0 for w in words if w)


def _own_name_before(name: str, head: str) -> bool:
    """A rare word of the firm's own before its head, or for a partnership a partner's surname ("Interlake Grain
    Co-op", "Chow Mackenzie LLP"; not "Housing Co-op", "Both Legal LLP")."""
    lex = lexicons.get()
    words = [w.strip(",.&").lower() for w in name.split()]
    if any(lex.common.get(w, 0.0) < 3.0 for w in words if w):
        return True
    return head[:1] in "LP" and any(lex.last.get(w, 10**9) <= 5000 and lex.common.get(w, 0.0) < 5.0 for w in words)


_LEGAL_FORM_END = re.compile(r"(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|GmbH|AG|S\.A\.(?:B\.)?(?:[ \t](?:de|DE)[ \t]C\.V\.)?|"
                             r"S\.p\.A\.|SpA|plc|PLC|Corp\.|Corporation|LLP|PLLC|S\.r\.l\.|S\.R\.L\.|"
                             r"Sp\.[ \t]z[ \t]o\.o\.|Ltda\.?|FZ-LLC|FZE|FZCO|Bt\.|Kft\.|Zrt\.|Sdn\.?[ \t]Bhd\.?|"
                             r"Pty\.?[ \t]Ltd\.?)\Z")
_COMPANY_LEAD = re.compile(r"(?i:(?:the|this|that|our|your|their|his|her|a|an|my|new|old)[ \t]{1,2})*")
_COMPANY_GENERIC = _GENERIC | frozenset(
    "insurance assurance company corporation corp corp. inc inc. llc ltd ltd. gmbh ag plc co co. holdings industries "
    "technologies therapeutics pharmaceuticals pharmaceutical pharma biosciences neurosciences biotech biopharma "
    "logistics private national life mutual american international global united first".split())

# a name in capitals around a head word in a mixed-case note: "KENYATTA NATIONAL HOSPITAL", "HOSPITAL KUALA
# LUMPUR", "AZIENDA OSPEDALIERO-UNIVERSITARIA CAREGGI", "SRI VENKATESWARA DIAGNOSTICS & SCANS"
_CAPS_HEADS = ("hospital", "hospitals", "clinic", "infirmary", "hospice", "szpital", "ospedale", "ospedaliero",
               "ospedaliera", "azienda", "klinikum", "krankenhaus", "spital", "hospitalar", "diagnostics", "polyclinic",
               "sanatorium", "ziekenhuis", "sjukhus", "laboratories", "hastanesi",
               # a letterhead in capitals over a mixed-case note ("NORTHSHORE REGIONAL MEDICAL CENTER - DEPARTMENT
               # OF RADIOLOGY", "NIZAM'S INSTITUTE OF MEDICAL SCIENCES")
               "medical center", "medical centre", "institute", "treatment center", "treatment centre",
               "health system", "medical group",
               # Gulf and US academic systems by their own head ("KING FAHAD MEDICAL CITY", "HAMAD MEDICAL
               # CORPORATION", "PRAIRIE STATE UNIVERSITY HEALTH")
               "medical city", "medical corporation", "university health",
               # round 46: Alaska's tribal health corporations, an IHS facility ("YUKON-KUSKOKWIM HEALTH CORPORATION",
               # "CHINLE COMPREHENSIVE HEALTH CARE FACILITY"; not "AMBULANCE SERVICE", "PRIVATE AMBULANCE SERVICE" is
               # no place)
               "health corporation", "health care facility", "healthcare facility",
               # round 20: a practice, a foundation or a care home in a letterhead ("GARDEN STATE KIDNEY ASSOCIATES",
               # "CEDAR BRIDGE PATIENT ASSISTANCE FOUNDATION", "SEAVIEW MANOR")
               "associates", "foundation", "manor", "specialists", "genetics",
               # round 22: a funeral home, a cemetery, an infusion or living centre, an insurer, a church in capitals
               "funeral home", "cemetery", "infusion center", "living center", "insurance company", "church",
               "apothecary",
               # round 24: a care centre and a jail by their heads ("SEACOAST HEALTHCARE CENTER", "RICHMOND CITY
               # JUSTICE CENTER", "BLUEGRASS RECOVERY CENTER", "PINE HAVEN REHAB", "CASTLE PHARMACY")
               "healthcare center", "health care center", "justice center", "recovery center", "rehab", "pharmacy",
               # round 26: "HEWITT FERTILITY CENTRE", "WESTERN RESERVE BIOBANK", "NORTH WEST GENOMIC LABORATORY
               # HUB", "NORTHERN IRELAND REGIONAL GENETICS SERVICE", "JEFFERISS WING CENTRE FOR SEXUAL HEALTH"
               "fertility centre", "fertility center", "biobank", "sperm bank", "laboratory hub", "genetics service",
               "centre for", "center for",
               # round 27: "NORTHERN TISSUE BANK - PARTICIPANT WITHDRAWAL RECORD"
               "tissue bank", "homecare", "crematorium")
# (longest first: "GENETICS SERVICE" is one head, not "GENETICS" and a word after it)
_CAPS_HEAD_RE = re.compile(r"(?<![^\W\d_])(?:" + "|".join(h.upper() for h in sorted(_CAPS_HEADS, key=len, reverse=True))
                           + r")(?![^\W\d_])")
_CAPS_RUN = re.compile(r"(?<![\w'’\-])[A-ZÀ-ÞĀ-Ž][A-ZÀ-ÞĀ-Ž'’\-.]{0,30}(?:[ \t]{1,2}(?:&|[A-ZÀ-ÞĀ-Ž][A-ZÀ-ÞĀ-Ž'’\-.]{0,30}))"
                       r"{1,8}(?![\w'’\-])")
_CAPS_RUN_LEAD = frozenset(
    "the at to from in into via of and discharge summary referral report letter note memo admission admitted "
    "transfer transferred department dept division unit ward re ref for by".split())


_NOT_ORG_AFTER = re.compile(r"[ \t]{1,2}(?:Service[ \t]{1,2})?Ombudsman(?![a-z])|\)?[ \t]{1,2}(?:Regulations|Act)(?![a-z])")
_LETTERHEAD_END = re.compile(r"[ \t]*(?:$|[-–—,|:][ \t])", re.M)


# (round 56: maybe a town after a comma, "UNIVERSITY HOSPITAL OF WALES, CARDIFF")
_OF_PLACE_TO_END = re.compile(r"[ \t]OF[ \t](?P<town>[A-Z][A-Z'’.\-]+)(?:[ \t](?:AT[ \t])?[A-Z][A-Z'’.\-]+){0,3}"
                              r"(?:,[ \t]{0,2}(?P<after>[A-Z][A-Z'’.\-]+))?[ \t]*$", re.M)


def _line_end(text: str, lines: int) -> int:
    """The offset where the text's first ``lines`` lines end."""
    end = -1
    for _ in range(lines):
        end = text.find("\n", end + 1)
        if end < 0:
            return len(text)
    return end


_ASCII_LETTER = re.compile(r"[A-Za-z]")


def _opens_latin_text(text: str, line_start: int) -> bool:
    """The line starting at ``line_start`` is the note's first, or its first in Latin letters (round 79: an English
    letterhead under the hospital's name in Odia, Sinhala or Tibetan)."""
    return line_start == 0 or (line_start <= 400 and _ASCII_LETTER.search(text, 0, line_start) is None)


def _caps_runs(doc: Doc, head_first: list[Span]) -> list[Span]:
    """Names in capitals around a head word in a mixed-case note; in an ALL-CAPS note only the letterhead on its
    first line ("BLUEGRASS RECOVERY CENTER - OPIOID TREATMENT PROGRAM"). Not a run over a name read head first
    (``head_first``: "HOSPITAL SAN JOSE ADMISSION NOTE HOSPITAL" holds "HOSPITAL SAN JOSE", and the two would be
    joined into one span over the whole line)."""
    taken = Intervals.of(head_first) if head_first else None
    text = doc.text
    out: list[Span] = []
    done: list[tuple[int, int]] = []
    lex = None
    runs: list[re.Match[str]] = []
    run_starts: list[int] = []
    # (in an ALL-CAPS note: the letterhead's lines, the first three)
    first_end = _line_end(text, 3) if doc.caps else len(text)
    for hm in doc.finditer(_CAPS_HEAD_RE):
        p_head = hm.start()
        if p_head >= first_end:
            break
        if done and done[-1][0] <= p_head < done[-1][1]:
            continue  # (heads come in order and the runs taken do not overlap: the last one is the only candidate)
        if lex is None:
            lex = lexicons.get()
            # the runs of words in capitals, found once: a run never crosses a line, so the note's runs are each
            # line's (a scan of the head's line per head made a 1 MiB line of "HOSPITAL SAN JOSE ..." quadratic)
            runs = list(_CAPS_RUN.finditer(text, 0, first_end))
            run_starts = [r.start() for r in runs]
        ls, le = doc.line_start(p_head), doc.line_end(p_head)
        k = bisect.bisect_right(run_starts, p_head) - 1
        for m in runs[k : k + 1] if k >= 0 else []:
            if not m.start() <= p_head < m.end():
                continue
            toks = m.group(0).split()
            a = m.start()
            while toks and toks[0].lower().strip(".") in _CAPS_RUN_LEAD:
                a = text.index(toks[1], a + len(toks[0])) if len(toks) > 1 else m.end()
                toks = toks[1:]
            if len(toks) < 2 or a > p_head:
                break
            # the head may be two words ("PRAIRIE STATE UNIVERSITY HEALTH"): the name is what stands before it
            ends_in_head = hm.end() == m.end()
            if doc.caps and not (m.start() == ls and _LETTERHEAD_END.match(text, m.end()) and (
                    ends_in_head and (ls == 0 or m.end() == le) or _OF_PLACE_TO_END.match(text, hm.end(), le))):
                # (an ALL-CAPS note: only a letterhead, opening the note or a line of its own among the first three,
                # ending in its head or in "OF" a place: "CHILDREN'S HOSPITAL OF RICHMOND AT VCU")
                break
            named = [t for t in toks if t.lower() not in _CAPS_HEADS] if not ends_in_head else text[a:p_head].split()
            if not any(len(t) >= 4 and t.lower() not in _GENERIC and t.lower() not in _CAPS_HEADS and (
                    not t.isascii() or lex.common.get(t.lower(), 0.0) < 3.7) for t in toks) and not (
                    # two words of a name in common words before the head word that ends the run: "ROYAL FREE
                    # HOSPITAL", "GOOD SAMARITAN HOSPITAL" (not "ACUTE CARE HOSPITAL": generic words)
                    len(named) >= 2 and ends_in_head and
                    not any(t.lower() in _GENERIC or t.lower() in _CAPS_RUN_LEAD for t in named)) and not (
                    # the letterhead on a note's first line, ending in its head: "SELLS HOSPITAL - OUTPATIENT
                    # CLINIC", "JEWISH GENERAL HOSPITAL - DIVISION OF ..." (a town or a word may name it there)
                    _opens_latin_text(text, ls) and (ends_in_head or toks[-1].lower() in _CAPS_HEADS) and any(
                        t.lower() not in _GENERIC and t.lower() not in _CAPS_HEADS for t in toks)) and not (
                    # a head "OF" a town: "CHILDREN'S HOSPITAL OF RICHMOND AT VCU"
                    (om := _OF_PLACE_TO_END.match(text, hm.end(), le)) is not None
                    # (round 56: or of a country, one hospital's: "UNIVERSITY HOSPITAL OF WALES", not "STANDARDS FOR
                    # HOSPITALS OF WALES")
                    and (om.group("town").lower() in lex.cities or lexicons.is_region(om.group("town").lower())
                         and not hm.group(0).endswith("S"))
                    and (om.group("after") is None or om.group("after").lower() in lex.cities)):
                break  # "HOSPITAL COURSE", "DISCHARGE FROM HOSPITAL": no name in it
            if taken is not None and taken.overlapping(a, m.end()):
                break
            out.append(Span(a, m.end(), "FACILITY", "facility", _CAPS_RUN_SCORE))
            done.append((a, m.end()))
            break
    return out


# a practice, agency or centre typed in capitals, named before a head that is no hospital word: "ERIE FAMILY
# HEALTH", "HARBOR EAST INTERNAL MED", "BLACK HILLS HOME HEALTH", "NORTHSHORE CARDIOLOGY" (any note)
_CAPS_PRACTICE_HEAD = re.compile(
    r"(?<![^\W\d_])(?:FAMILY[ \t]HEALTH(?:[ \t](?:CENTER|CTR))?|HOME[ \t]HEALTH(?:[ \t]CARE)?|"
    r"HEALTH[ \t](?:CENTER|CTR|SERVICES|SYSTEM|PARTNERS|NETWORK|ALLIANCE)|MEDICAL[ \t](?:CENTER|CTR|GROUP|ASSOCIATES)|"
    r"PHYSICIANS(?:[ \t]GROUP)?|INTERNAL[ \t]MED(?:ICINE)?|FAMILY[ \t](?:MEDICINE|PRACTICE)|HEART[ \t](?:INSTITUTE|CENTER)|"
    r"SURGICAL[ \t](?:PAVILION|CENTER|ASSOCIATES)|URGENT[ \t]CARE|(?:HEALTH|NURSING)[ \t](?:&|AND)[ \t]REHAB(?:ILITATION)?|"
    r"REHABILITATION[ \t]CENTER|NURSING[ \t](?:HOME|FACILITY|CENTER|CENTRE|CTR)|CARE[ \t]HOME|MEMORY[ \t]CARE|SENIOR[ \t]LIVING|ASSISTED[ \t]LIVING|HOME[ \t]CARE|PEDIATRICS|"
    r"PHYSICAL[ \t]THERAPY|PHYSIOTHERAPY|"
    r"ORTHOPA?EDICS|VNA|(?:RETINA|EYE|SKIN|VEIN|SPINE|FOOT|ANKLE)[ \t](?:CONSULTANTS|ASSOCIATES|SPECIALISTS|CENTER|"
    r"INSTITUTE|CLINIC)|EYECARE|DENTAL(?:[ \t](?:GROUP|ASSOCIATES|CARE))?|"
    # round 62: a spine, brace, foot, hearing or sight practice and a funeral home in capitals ("BOW RIVER
    # CHIROPRACTIC & WELLNESS", "PRAIRIE ORTHODONTICS", "GLENVIEW FUNERAL HOME", "WESTSIDE HEARING CENTER")
    r"CHIROPRACTIC(?:[ \t](?:&|AND)[ \t]WELLNESS|[ \t](?:CENTER|CENTRE|CLINIC))?|ORTHODONTICS|PODIATRY|OPTOMETRY|"
    r"FUNERAL[ \t](?:HOME|DIRECTORS?|CHAPEL|SERVICES)|HEARING[ \t](?:CENTER|CENTRE|CLINIC)|VASCULAR[ \t]LAB|"
    # (and a police department, a sheriff's office, a motel (not "VOLUNTEER FIRE DEPARTMENT"): "ALBUQUERQUE POLICE DEPARTMENT", "DESERT SANDS
    # MOTOR LODGE")
    r"POLICE[ \t](?:DEPARTMENT|DEPT)|SHERIFF['’]S[ \t]OFFICE|MOTOR[ \t](?:LODGE|INN)|"
    # schools and a college's health service: "WHITTIER MIDDLE SCHOOL", "PURDUE UNIVERSITY STUDENT HEALTH"
    r"(?:MIDDLE|HIGH|ELEMENTARY|PRIMARY|SECONDARY|GRAMMAR|JUNIOR[ \t]HIGH)[ \t]SCHOOL|ACADEMY|"
    r"(?:UNIVERSITY|COLLEGE)[ \t]STUDENT[ \t]HEALTH(?:[ \t](?:SERVICES?|CENTER|CENTRE))?|(?P<ology>[A-Z]{3,}OLOGY(?:[ \t](?:ASSOCIATES|GROUP|CONSULTANTS|SPECIALISTS|PARTNERS))?|"
    # a UK general practice: "HAREHILLS LANE SURGERY", "DUNLO STREET MEDICAL PRACTICE"
    r"SURGERY|MEDICAL[ \t]PRACTICE|HEALTH[ \t]CENTRE))"
    r"(?![^\W\d_])")
# the name's words before the head, in capitals, on one line: "BLACK HILLS", "ST. CLAIR", "MAPLE CREST"
_CAPS_NAME_BEFORE = re.compile(r"(?:[A-Z][A-Z'’\-.]{0,30}[ \t]{1,2}){1,4}\Z")
# what may stand before a caps name: a bracket, a colon, a comma, a line start (else a cut preposition)
_CAPS_NAME_CUE = re.compile(r"(?:^|[(:;,/\n])[ \t]{0,3}\Z")
_CAPS_PREP = frozenset("at to from in into via w/ with for by of the and pcp re cc".split())
# a medical adjective before a specialty is no name ("THORACIC ONCOLOGY", "NEUROINTERVENTIONAL RADIOLOGY")
_MEDICAL_ENDING = ("al", "ic", "ary", "ive", "ous", "ics", "ogy", "ologic")


def _caps_practices(doc: Doc) -> list[Span]:
    """Names in capitals before a practice head (``_CAPS_PRACTICE_HEAD``): a preposition or a role word before
    them is cut off; a specialty or a surgery needs a rare or place word in the name, other heads a rare or place
    word or a cue (a bracket, a colon, a line start, a cut preposition) and no generic word."""
    text = doc.text
    out: list[Span] = []
    lex = None
    for hm in doc.finditer(_CAPS_PRACTICE_HEAD):
        ls = doc.line_start(hm.start())
        m = _CAPS_NAME_BEFORE.search(text, max(ls, hm.start() - 80), hm.start())
        if m is None:
            continue
        toks = list(_NAME_TOKEN.finditer(text, m.start(), hm.start()))
        cut = max((i + 1 for i, t in enumerate(toks) if t.group().lower().rstrip(".") in _CAPS_PREP
                   or t.group().lower().rstrip(".") in _ORG_LEAD_NOT - _ORG_GENERIC), default=0)
        cue = cut > 0 or _CAPS_NAME_CUE.search(text, max(0, m.start() - 4), m.start()) is not None
        while cut < len(toks) and toks[cut].group().lower().rstrip(".") in _ORG_GENERIC:
            cut += 1
        toks = toks[cut:]
        if not toks or any(t.group() in _UNIT_ACRONYMS or t.group() in _ACRONYM_SKIP for t in toks):
            continue
        if lex is None:
            lex = lexicons.get()
        lows = [t.group().lower().rstrip(".") for t in toks]
        names = [w for w in lows if w not in _ORG_GENERIC and w not in _MONTHS_DAYS and len(w) >= 3
                 and not w.endswith(("ology", "ologic", "ological"))]
        if not names:
            continue
        place = [w for w in names if w in lex.cities or lex.common.get(w, 0.0) < 2.2]
        if hm.group("ology"):
            if not any(w in lex.cities or not w.endswith(_MEDICAL_ENDING) for w in place):
                continue  # a specialty or a surgery after a medical word, not a practice
        elif not (place or (cue and (len(names) == len(lows) or all(lex.common.get(w, 0.0) < 4.0 for w in names)))):
            continue  # common words without a cue before them: "RESUME HOME HEALTH"
        out.append(Span(toks[0].start(), hm.end(), "FACILITY", "facility", _CAPS_RUN_SCORE))
    return out


# round 29: a place of care named in lower case in a note typed in lower case ("mesa verde pharmacy", "lakeshore
# pediatrics", "the limes medical centre", "toowong family practice", "fiona stanley hosp"): up to three words
# before a head that only places of care have
_LOWER_PLACE = re.compile(
    r"(?<![\w'’\-])(?P<v>(?:[a-z][a-z'’\-]{1,20}[ \t]){1,3}(?:pharmacy|surgery|medical[ \t]cent(?:re|er)|"
    r"health[ \t]cent(?:re|er)|family[ \t]practice|family[ \t]medicine|primary[ \t]care|pediatrics|paediatrics|"
    r"homecare|home[ \t]care(?:[ \t]services)?|home[ \t]health|medical[ \t]group|medical[ \t]practice|"
    r"urgent[ \t]care|clinic|care[ \t]lodge|care[ \t]home|nursing[ \t]home|hosp|hospital|infirmary|ob/gyn|"
    r"sports[ \t]rehab|internal[ \t]med|dn[ \t]team))(?![\w/])")
# words before the head that make it a kind of place, not which one, or that lead into the name
_LOWER_PLACE_LEAD = frozenset(
    "the a an at to from w with in on of by per for and or called rang phoned sent faxed his her their our your my "
    "this that which local nearest nearby usual regular own previous new old other another same msg via message "
    "text app email phone one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred".split())
_LOWER_PLACE_GENERIC = frozenset(
    "general cardiac cardiology vascular plastic dental eye day same outpatient inpatient community retail specialty "
    "compounding mail order hospital walk-in walk 24hr hour online closest women's womens children's childrens "
    "pediatric adult family primary urgent after hours private public nhs va gp pcp ed er icu chain main big "
    "hernia knee hip back spine bypass cataract heart brain bowel colon lung breast weight loss bariatric oral "
    "foot hand wound pain fertility sleep memory diabetes diabetic renal kidney skin travel flu covid vaccine "
    "antenatal prenatal postnatal maternity mental health psych psychiatric rehab addiction methadone sexual "
    "student school prison army military veterans emergency minor injuries injury trauma cancer stroke acute "
    "referral tertiary discharge oncology post pre op hx stoma nurse nurse-led led fracture endoscopy daycase "
    "day-case ambulatory elective orthopaedic orthopedic thoracic cardiothoracic colorectal neuro urology gynae "
    "gynecology obstetric dermatology rheumatology respiratory chest ent specialist".split())
# a medical adjective before the head makes it a kind of place ("maxillofacial surgery", "laparoscopic surgery")
_MEDICAL_ENDINGS = ("ic", "al", "ous", "ive", "ary", "ology", "otomy", "ectomy", "scopic", "plasty")
_BODY_SURGERY_MAX_ZIPF = 2.6  # "severn vale surgery", not "hernia surgery": words before "surgery" must be rare


def _lower_named_places(doc: Doc, found: list[Span]) -> list[Span]:
    """Places of care named in lower case (``_LOWER_PLACE``): the words before the head, past leading function
    words, are no generic kind of place and one is rare in English or a town ("greenside pharmacy", "chorley hosp")."""
    lex = lexicons.get()
    out: list[Span] = []
    covered = Coverage(len(doc.text), found)
    for m in doc.finditer(_LOWER_PLACE):
        v = m.group("v")
        words = v.split()
        head_len = 1
        while head_len < len(words) and words[-head_len - 1] in (
                "medical", "health", "family", "primary", "home", "urgent", "care", "nursing", "sports", "internal", "dn"):
            head_len += 1
        names = words[:-head_len] if head_len < len(words) else []
        lead = 0
        while lead < len(names) and names[lead] in _LOWER_PLACE_LEAD:
            lead += 1
        names = names[lead:]
        bad = [i for i, w in enumerate(names) if w in _LOWER_PLACE_GENERIC or w in _LOWER_PLACE_LEAD]
        if bad:
            if names[bad[-1]] in _LOWER_PLACE_GENERIC:
                continue  # "had hernia surgery", "the local pharmacy"
            lead += bad[-1] + 1  # "left in chorley hosp": the name starts after the last function word
            names = names[bad[-1] + 1:]
        if not names or any(w.endswith(_MEDICAL_ENDINGS) and w != "royal" for w in names):
            continue
        zs = [lex.common.get(w, 0.0) for w in names]
        town = " ".join(names) in lex.cities or any(w in lex.cities for w in names)
        limit = _BODY_SURGERY_MAX_ZIPF if words[-1] == "surgery" else 4.3
        if not (town or min(zs) < limit) or (words[-1] == "surgery" and max(zs) >= 3.5 and not town):
            continue
        if words[-1] == "clinic" and not town and len(names) < 2:
            continue  # "anticoag clinic", "fracture clinic": a clinic by what it treats ("la familia clinic" passes)
        a = m.start("v") + len(" ".join(words[:lead])) + (1 if lead else 0)
        # (the leading words may be separated by two spaces: find the first name word from there)
        a = doc.text.index(names[0], a)
        b = m.end("v")
        if not covered.hits(a, b):
            out.append(Span(a, b, "FACILITY", "facility.lower", 0.7))
            # its branch's town: "mesa verde pharmacy tucson"
            town = lower_town_after(doc.text, b, source="facility.lower", score=0.7)
            if town is not None:
                out.append(town)
    return out


_ACRONYM_SKIP = frozenset("ICU CCU HDU ITU MRI CT ECG EKG BMC CHF COPD PET GCS BMI DNR MVA UTI AKI CKD ESRD "
                          # round 28: a kind of place, not its name ("Golden Lotus Post-Acute (SNF)")
                          "SNF LTC LTAC LTACH ALF ILF IRF AMU MAU CDU".split())
_ACRONYM_DEF = re.compile(r"[ \t]{0,2}\((?P<a>[A-Z][A-Za-z]{1,6}[A-Z])\)")
_ACRONYM_SMALL = frozenset("of the and de di del da do dos das la le for & und y e i im w".split())


def _acronyms(doc: Doc, spans: list[Span]) -> list[Span]:
    """Initials of a facility named in full ("Kenyatta National Hospital" ... "bx KNH lab", "Hospital Kuala
    Lumpur" ... "clinic HKL") and an acronym given in brackets after its name ("Royal Free Hospital (RFH)"):
    the facility at its other mentions, and there."""
    text = doc.text
    acr: set[str] = set()
    for s in spans:
        if s.label != "FACILITY" or s.score < 0.7:
            continue
        d = _ACRONYM_DEF.match(text, s.end)
        if d is not None:
            acr.add(d.group("a"))
        parts = [w for w in re.split(r"[ \t\n]+", text[s.start : s.end]) if w and w.lower() not in _ACRONYM_SMALL]
        if 3 <= len(parts) <= 6 and all(w[0].isalpha() and w[0].isupper() for w in parts):
            acr.add("".join(w[0] for w in parts).upper())
    out: list[Span] = []
    for a in acr - _ACRONYM_SKIP:
        pos = text.find(a)
        while pos >= 0:
            end = pos + len(a)
            if (pos == 0 or not (text[pos - 1].isalnum() or text[pos - 1] in "-/")) and (
                    end == len(text) or not (text[end].isalnum() or text[end] in "-/")):
                out.append(Span(pos, end, "FACILITY", "facility", _ACRONYM))
            pos = text.find(a, end)
    return out


# A hospital known by its initials ending in H or MC ("BMH", "FIH", "KCH", "BWH", "HCMC"), as records name
# them: after at/to/from or "(", before its record number ("BMH# 0771-4930", "FIH MRN 664-21-09") or before a
# service ("BMH CARDIOLOGY", "the KCH CCU", "FIH lab"); once found so, every mention in the note. Clinical
# abbreviations of the same shape are not (SAH, LVH, ETOH, TSH, OSH ...).
_HOSP_INITIALS = re.compile(r"(?<![\w\-/#])(?:[A-Z]{2,4}H|[A-Z]{2,4}MC)(?![\w\-/])")
_HOSP_INITIALS_NOT = frozenset(
    "BPH SAH ICH IVH PPH LVH RVH SIADH ACTH TSH FSH PTH ADH NPH IPH PMH PSH ETOH LDH MCH PNH IIH PAH CTEPH CAH AIH "
    "SDH EDH DDH NADH OSH LTACH HHH GNRH CRH GHRH TRH AMH DHEAH VMH NASH IDH UCH BMC MMC DMC".split())
_HOSP_BEFORE = re.compile(r"(?<![A-Za-z])(?:at|to|from|@|in|into|via)[ \t]{1,2}(?:the[ \t]{1,2})?\Z")
# in brackets only alone or with a year: "(BMH)", "(BMH 2071)"; not a patient's initials "(TDH, 24 years)"
_HOSP_IN_BRACKETS = re.compile(r"(?<=\()[A-Z]{2,5}(?:[ \t](?:19|20)\d\d)?\)")
_HOSP_AFTER = re.compile(
    r"[ \t]?#|[ \t]{1,2}(?:MRN|Unit|No\.|#)|[ \t]{1,3}\d{2,4}-\d{2,4}-\d|"
    r"[ \t]{1,2}(?i:cardiology|clinic|lab|laboratory|ed|er|ccu|icu|emergency|pharmacy|radiology|oncology|"
    r"endocrinology|diabetes|surgery|psychiatry|medicine|nephrology|neurology|urology|pediatrics|obstetrics|"
    r"hospital|medical|health|rehab|cancer|memory|transplant|primary|internal|urgent|dialysis|campus|cytology|"
    r"pathology|histology|microbiology|imaging|genetics|cath|neurosurgery|ob|obgyn|nicu|picu)(?![a-z])")
# academic medical centres known by their initials alone ("liver - CPMC; kidneys - UCSF", "-> TOH General"); not
# ambiguous ones (MSK musculoskeletal, CHOP the regimen) and not before a word that makes them a criterion
_KNOWN_HOSPITAL_ACRONYMS = re.compile(
    r"(?<![\w\-/#])(?:UCSF|UCLA|UCSD|UPMC|CHOA|OHSU|MUSC|UAB|VUMC|NYULH|NYULMC|MSKCC|MDACC|BIDMC|BWH|MGH|CPMC|"
    r"UTSW|UCLH|GOSH|QEUH|CHEO|UHN|TOH|CCHMC|UVMMC|DHMC|HUP|CUIMC|NYP|LLUMC|RUMC|UWMC|KUMC|UMMC|RLUH)"
    r"(?![\w\-/])(?![ \t](?i:criteria|score|classification|protocol|staging))")


def _hospital_acronyms(doc: Doc, spans: list[Span]) -> list[Span]:
    text = doc.text
    if doc.caps or not any(c.isupper() for c in text):
        return []  # (in an ALL-CAPS note every word is in capitals)
    found: set[str] = set()
    lex = lexicons.get()
    hits = list(doc.finditer(_HOSP_INITIALS))
    for m in hits:
        a, b = m.span()
        word = m.group()
        if word in _HOSP_INITIALS_NOT or word in _UNIT_ACRONYMS or word in found:
            continue
        low = word.lower()
        if lex.common.get(low, 0.0) >= 3.0 or min(lex.first.get(low, 10**9), lex.last.get(low, 10**9)) <= 5000 and (
                any(c in "AEIOUY" for c in word[:-1])):
            continue  # a word or a name in capitals ("SMITH", "MONTH"), not initials
        if _HOSP_BEFORE.search(text, max(0, a - 16), a) or _HOSP_AFTER.match(text, b) or _HOSP_IN_BRACKETS.match(text, a):
            found.add(m.group())
    taken = TakenSpans(spans)
    return [Span(m.start(), m.end(), "FACILITY", "facility", _ACRONYM) for m in hits if m.group() in found] + [
        Span(m.start(), m.end(), "FACILITY", "facility", _ACRONYM) for m in doc.finditer(_KNOWN_HOSPITAL_ACRONYMS)
        if not taken.overlaps(m.start(), m.end())]


# a serial or model after a one-word brand: "ResMed S/N 23171448092", "ResMed F20 M."
_DEVICE_AFTER = re.compile(r"[ \t]{1,2}(?:S/N|SN|s/n|serial|Serial|model|Model|REF|LOT|[A-Z]{1,3}\d{1,3}(?![\w\-/])|"
                           r"[A-Z][a-z]+[A-Z][a-z]+)")  # (a product's name: "ResMed AirFit F20", "ResMed AirSense 11")
# words before a research or hospital head that name no site: a role, a pronoun, a kind of hospital
_NOT_SITE_NAME = frozenset(
    "director head manager associate senior lead coordinator officer vp chief global regional nurse study site "
    "principal assistant executive deputy office division department dept head of and the a an her his their our "
    "your my this that another other same outside nearest local private state va previous prior usual different "
    "nearby big small county city university teaching".split())


def _not_site_name(low: str) -> bool:
    # "new" and the compass words start town names ("at new michael medical center"), so they stay
    return low in _NOT_SITE_NAME or (low in _GENERIC and low not in _PLACE_LEAD)


_PLACE_LEAD = frozenset("new north south east west port lake mount fort".split())
_EXAM_FINDING_AFTER = re.compile(r"[ \t:\-]{0,3}(?:S1|s1|NAD|nad|RRR|HS[ \t]?[12I]|[Nn]ormal|clear|-|–)")
# round 34: an organ system's score in a list of them ("SOFA 7 (resp 2, CVS 3, renal 1)"; not "Rx sent to CVS 3;")
# round 34's heads of rural and community places of care: the name before them must hold a word of its own
_COMMUNITY_HEAD_END = re.compile(r"[ \t](?:Health Post|Nursing Station|Dispensary|CHC|Medi ?Lab|Renal Unit|Hauora|"
                                 r"Marae)$")


# round 35's heads, whose place needs a rare word of its own before them ("Bethel Chapel", "Tangentyere Council",
# "Slater Brennan Lawyers", "Ness Cabs")
_OWN_NAME_HEAD_END = re.compile(
    r"[ \t](?:Chapel|Gurdwara|Mandir|Kovil|Vihara|Pagoda|[A-Z][a-z]+(?: Men['’]s)? Club|(?:City |County |Shire |"
    r"Borough |District |Town )?Council|Lawyers|Solicitors|Law Firm|Legal Services|Health Station|"
    r"Rural Health Unit|BHS|Cabs|Taxis|"
    # round 52 (not "Social Housing Association", "Social Lettings")
    r"Lettings|Housing Association|Housing Trust|Community Care|Community Action|"
    # round 38 (after its review): "Left Temple", "Insulin Regiment", "Liver Secondary", "Community Midwives",
    # "State Prison", "Applied for Legal Aid" are no places
    rf"Temple|Regiment|Secondary(?: College)?|Midwives|{_PRISON}|Legal Aid)$")


def _rare_lead(lead: str, *, council: bool = False) -> bool:
    """``lead`` holds a word no English word list makes common (a place's, a founder's or a family's own: "Bethel",
    "Rhiwbina", "Tangentyere", "Slater"), or before a ``council`` its place, and opens with no verb ("Watches",
    "Supports")."""
    words = re.findall(r"[A-Za-z'’\-]+", lead)
    lex = lexicons.get()
    common = lex.common
    # (round 52: a rare word ending so is no verb, "Kirklees Council")
    if not words or words[0].lower().endswith(("ed", "es", "s")) and words[0].lower() not in lex.cities and (
            common.get(words[0].lower(), 0.0) >= 3.0):
        return False
    # (round 52: a ``council``'s town or county is its own word, however common: "Cornwall Council")
    return any(common.get(w.lower(), 0.0) < 3.5 and w.lower() not in _GENERIC or council and _council_place(w.lower(), lex)
               for w in words)


def _council_place(key: str, lex: lexicons.Lexicons) -> bool:
    """A town, county or large city that names a council, whose name is no frequent word (not "Medical Research
    Council", "Welsh Council", "Reading Council minutes", "Ward Council", "World Ocean Council")."""
    return (key in lex.major_cities or key in lex.counties or key in lex.cities) and lex.common.get(key, 0.0) < 4.1


_NOT_A_PLACE_NAME = frozenset("hospital pharmacy outpatient outpatients inpatient regional tele district general "
                              "central main clinic medical the".split())


def _rare_name_word(lead: str) -> bool:
    """``lead`` names a place of its own: not a verb opening a sentence ("Informed", "Called the"), nor one word
    that is a department, a country or a generic word ("Hospital", "Kenya", "Heart")."""
    words = re.findall(r"[A-Za-z'’\-]+", lead)
    if not words or words[0].lower().endswith("ed"):
        return False
    keys = [w.lower() for w in words if w.lower() != "the"]
    return bool(keys) and not all(k in _GENERIC or k in _NOT_A_PLACE_NAME or k in lexicons.countries() for k in keys)


_SYSTEM_SCORE = re.compile(r"[ \t][0-4](?:[,;)]|$)")
_SCORE_LIST_AFTER = re.compile(r"[ \t][0-4],[ \t]{1,2}(?i:resp|renal|coag|liver|cns|neuro|hepatic|cardio)")
_SCORE_LIST_BEFORE = re.compile(r"(?i:resp|renal|coag|liver|cns|neuro|hepatic|cardio)[ \t]{1,2}[0-4],[ \t]{1,2}\Z")
_PLAN_ID_AFTER = re.compile(r"[ \t]{1,2}(?:ID|Id|Member|member|MEMBER|Mbr|MBR|Policy|policy|POLICY)(?![A-Za-z])")
_NAMED_HEAD = 0.81
_CAPS_AFTER_PREP = 0.74
# heads of practices and services named after a person or a place ("Buckeye Rheumatology Associates", "Sedgwick
# Claims", "Care Star Ambulance"): the older heads keep their score, so that a town the address parser reads in
# "<Town> Medical Practice, <street>" keeps its label
_NAMED_HEAD_IN = re.compile(rf"[ \t](?:{_NAMED_HEADS})(?![A-Za-z])")
# the name goes on before the span, across a line break or an OCR digit ("Port Joe Community\n  Health Clinic",
# "East Wil1iam General Hospital", "Jamieborough and \nDistrict Hospital"): its generic end is no department
# (a column gap of two spaces or more, or a line break after a number, ends the name: "STATEVILLE CORRECTIONAL
# CENTER   HCU CLINIC", "09/24/2025\nNEXT CLINIC")
_NAME_GOES_ON = re.compile(r"(?:(?:[A-Z][\w'’\-]*|\w*\d\w*|and|of|&)[ \t]?|(?:[A-Z][A-Za-z'’\-]*|and|of|&)[ \t]{0,3}\n[ \t]{0,3})\Z")
_LINE_IS_NO_NAME_START = re.compile(
    r"(?:(?:^|\n)[ \t]*(?:Dr|Mr|Mrs|Ms|Prof|Dr\.|Mr\.|Mrs\.|Ms\.|Prof\.)[ \t][^\n]{1,40}"
    r"|(?i:center|centre|hospital|clinic|practice|surgery|trust|infirmary|institute|university))[ \t]*\n[ \t]*\Z")
_SPLIT = re.compile(r"[\s,/\-]+")
_BRANCH_AFTER = re.compile(r"[ \t]([A-Z][a-z]{2,24})(?![A-Za-z])")
_HEAD_ONLY = re.compile(rf"(?i:{_HEAD})")
# a head of two words or more named by its place: "University Hospital of Wales" (not "the Hospital of Origin")
_OF_NAME = re.compile(r"\S+[ \t]\S+.*?[ \t]of[ \t](?:the[ \t])?[A-Z][a-z]")
_MIXED_CASE_PATTERNS = tuple(p for p in FacilityRecognizer.patterns if p.score not in (_CAPS_ONLY, _CAPS_LISTED))

_NAMED_ORG_ROLES = frozenset((_BROAD, _BROAD_PREP, _ADMIT, _VENDOR, _UNIT_AFTER))
# words before a name that are no part of it: roles, pronouns, verbs, dates
_ORG_LEAD_NOT = (_NOT_SITE_NAME - {"university"}) | _MONTHS_DAYS | frozenset(
    "discharge discharged return returned went go going sent send stay stayed called call contacted contact "
    "notified spoke paged per please with via by from at to in into for or and the a an continue continued start "
    "started resume refer referred referral consider discussed follow attend attends attended schedule scheduled "
    "see seen new old main is was are were has had have will would should may can pt patient family prefers "
    "prefer wants requested request re fyi dear hi hello thanks thank cc "
    "emailed e-mailed phoned rang faxed messaged texted paged".split())  # (round 27: "Emailed Ward Manager ...")
_TITLE_WORDS = frozenset("dr mr mrs ms miss prof rev sr jr md do rn np pa".split())
_UNIT_WORDS = frozenset("unit ward floor campus ed er icu clinic main er/ed".split())
_SENTENCE_START = re.compile(r"(?:^|[\n.!?:;•*\-][ \t]{0,3}|\([ \t]?)$")


def _name_word(tok: str, lex: lexicons.Lexicons, role: float, caps: bool) -> bool:
    """A word that names which place it is: not a kind of unit, and for a name without a head (after a cue)
    a rare word, an acronym or a CamelCase word."""
    low = tok.lower().rstrip(".")
    if low in _ORG_GENERIC or low.endswith(("ology", "ologic", "ological")) or low in _MONTHS_DAYS:
        return False
    if role in (_BROAD, _BROAD_PREP, _UNIT_AFTER):
        return True
    if tok.isupper() and not caps:
        return len(tok) >= 3 and tok not in _UNIT_ACRONYMS and tok not in _ACRONYM_SKIP and not tok.endswith("U")
    if low in _LANGUAGES:
        return False
    if any(c.isupper() for c in tok[1:]) and not caps:
        return True  # "InsightRx", "PrimaryOne"
    return lex.common.get(low, 0.0) < 4.0


def _named_org(doc: Doc, s: Span) -> Span | None:
    """The name in a broad-head or cue-led match, or None when it names no place: leading role, verb and date
    words are dropped, a kind of unit ("Transfer Center", "Behavioral Health", "admitted to Medicine") is no
    name, nor a person after a title, nor (after a cue) a common word, a language or a town alone."""
    if doc.caps and s.score in (_BROAD, _BROAD_PREP, _UNIT_AFTER):
        return None  # capitals say nothing in an ALL-CAPS note
    text = doc.text
    toks = list(_NAME_TOKEN.finditer(text, s.start, s.end))
    i = 0
    while i < len(toks) and toks[i].group().lower().rstrip(".") in _ORG_LEAD_NOT:
        i += 1
    toks = toks[i:]
    if not toks:
        return None
    lex = lexicons.get()
    role = s.score
    if role in (_ADMIT, _VENDOR, _UNIT_AFTER):
        # a unit or a kind of place after the name is no part of it: "Abbott Northwestern ICU"
        while len(toks) > 1 and (toks[-1].group() in _UNIT_ACRONYMS or toks[-1].group().lower() in _UNIT_WORDS):
            toks.pop()
    start, end = toks[0].start(), toks[-1].end()
    if _TITLE_BEFORE.search(text, max(0, start - 6), start):
        return None  # "Dr. Young Center"
    words = [t.group() for t in toks]
    lows = [w.lower().rstrip(".") for w in words]
    if any(w in _TITLE_WORDS for w in lows):
        return None  # "read by Sub-I Dr. Raghavan": a person
    if role in (_ADMIT, _VENDOR, _UNIT_AFTER):
        if lows[0] in _ORG_GENERIC or words[0] in _UNIT_ACRONYMS or lows[0] in _CUE_NOT:
            return None
        if len(words) == 1 and lows[0] in lex.cities:
            # "hospitalized at Denver", "seen at Copley ED": a town, or a hospital named after one; either way
            # it places the patient
            return Span(start, end, "CITY", s.source + ".city", 0.7)
        if len(words) >= 2 and lows[0] in lex.first and lows[1] in lex.last and not words[0].isupper():
            return None  # "CRA, Jane Doe": a person
        if len(words) == 1 and lex.first.get(lows[0], 10**9) <= 2000 and lex.common.get(lows[0], 0.0) < 3.0:
            return None  # "Interpreter: Maria"
        if words[0][0].islower() and (lex.common.get(lows[0]) is not None or lows[0] in _ORG_LEAD_NOT):
            return None  # a lower-case name must be no English word: "to meriter ED", not "to nearest ED"
    if not any(_name_word(w, lex, role, doc.caps) for w in words):
        return None
    if role == _BROAD and _SENTENCE_START.search(text, max(0, start - 4), start):
        names = [w for w in lows if w not in _ORG_GENERIC and w not in ("of", "and", "&", "-")]
        if len(names) == 1 and lex.common.get(names[0], 0.0) >= 4.5:
            return None  # "Safe Home", "Young Center" at a line start: a capitalised word, not a name
    return Span(start, end, s.label, s.source, s.score)
