"""US nursing notes in three charting styles: free-flow shift note, SBAR handoff, DAR focus note.
Mostly in capitals with heavy abbreviations (the noise profile does that)."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def render(c: DocContext) -> None:
    style = c.rng.random()
    if style < 0.2:
        _sbar(c)
    elif style < 0.35:
        _dar(c)
    else:
        _shift(c)


def _sbar(c: DocContext) -> None:
    c.fill("[SBAR|SBAR handoff|Handoff report] [{d_base}|{d_base} [0645|1845]]\n")
    c.fill("S: {pt}[, {age} {sex_short}|], [rm|bed] {num}, [admitted|adm] {d_admit} [with|for] {ae2}. "
           "[Currently|Now] [c/o|complaining of] [pain 6/10|nausea|SOB on exertion|dizziness on standing].\n")
    c.fill("B: [Hx|PMH] {hx}[, {hx}|]. [Allergic to|Allergies:] [PCN|sulfa|NKDA|latex]. [Code status: "
           "[full code|DNR/DNI]|]. [MRN {mrn}|]\n")
    c.fill("A: [VS stable|BP soft 94/58|febrile 38.6, tachy 112]; [A&Ox4|intermittently confused]; "
           "[lungs diminished bases|lungs clear]; [voiding|foley in place]. [Labs: K 3.1 repleted|Hgb 7.4, "
           "1 unit PRBC given|BG 280 covered per SSI|].\n")
    c.fill("R: [monitor|recheck] [BMP in AM|VS q4h|I&O]; [f/u with Dr {md}|call Dr {md} if SBP <90]"
           "[; {relation} {rel} to be updated at {phone}|].\n")
    c.fill("[-|--|] {rn}, RN\n")


def _dar(c: DocContext) -> None:
    c.fill("[Focus|FOCUS]: [pain|fall risk|skin integrity|discharge planning|glycemic control]\n")
    c.fill("D: [Pt|Patient] {pt}[ ({age} {sex_short})|] [reports|states] [pain 7/10 R hip|feeling unsteady|"
           "sacral redness|wants to go home today]. [BP 138/82 HR 90.|VS WNL.|]\n")
    c.fill("A: [Given|Administered] {rx}[ at [0900|1400|2100]|]. [Repositioned q2h|Bed alarm on|Wound cleansed, "
           "foam dressing applied|Discharge teaching done with {relation} {rel}].\n")
    c.fill("R: [Pain 3/10 after 1 hr|Pt verbalized understanding|No further complaints|Tolerated well].\n")
    c.maybe(0.4, "[Ride home|Transport] arranged with {rel}, [cell|phone] {phone}.\n")
    c.fill("{rn} RN[ {d_base}|]\n")


def _shift(c: DocContext) -> None:
    c.pick("Nursing note {d_base} [0700|1900|2300|1500]\n", "NSG NOTE - {facility} [4W|5 North|MICU|Tele]\n",
           "Shift note ({d_base})\n", "RN progress note\n", "")
    c.maybe(0.6, "[Pt|Patient]: {pt}  [MRN|Med rec #|MR#] {mrn}[  DOB {dob}|]  [Rm|Room|Bed] {num}\n")
    c.pick("{age}{sex_letter} [adm|admitted] {d_admit} [w/|with] {ae2}. ",
           "{age} [yo|y/o|year old] {sex_short} [admitted|adm] {d_admit} [with|for] {ae2}[, hx {hx}|]. ",
           "[Pt|Patient] is a {age} year old {sex} [admitted|here] for {ae2}. ",
           "Received report from {rn2} RN at [0700|1900]. ")
    c.pick("Patient alert and oriented x[3|4], no acute distress. ", "Patient resting in bed, call light within "
           "reach. ", "Patient [confused overnight|restless at times], reoriented [multiple times|x2]. ")
    c.fill("[Vitals|VS]: blood pressure [128/76|142/88|98/60|156/94], heart rate [88|104|72|118], "
           "[RR 18|RR 22|RR 16], [SpO2 96% RA|SpO2 93% 2L NC|T 38.4|T 37.1]. ")
    c.pick("Pain [4/10|7/10|2/10], [given|medicated with] {conmed} as needed with [good|some|no] relief. ",
           "Denies chest pain and shortness of breath. ", "Complains of nausea and vomiting, {conmed} given. ")
    if c.rng.random() < 0.45:  # head-to-toe assessment block, one line per system
        systems = [
            "NEURO: [A&Ox4|A&Ox3, forgetful|lethargic but arousable], [PERRLA|MAE x4], [no focal deficits|weak L grip]",
            "CV: [NSR|ST|AF rate controlled] on tele, [+2 pedal pulses|cap refill < 3 sec], [no edema|1+ edema bilateral]",
            "RESP: [lungs clear|diminished bases|crackles R base], [RA|2L NC|4L NC], [IS 1000|IS x10 q1h]",
            "GI: [abd soft, nontender|BS active x4|last BM 2 days ago], [tolerating diet|NPO after midnight]",
            "GU: [voiding qs|foley draining clear yellow urine|UOP 35 ml/hr]",
            "SKIN: [intact|stage 2 sacral PI, dressing changed|bruising to bilateral forearms]",
            "PSYCHOSOCIAL: [calm, cooperative|anxious, emotional support given|flat affect]",
        ]
        for line in systems[: c.rng.randint(3, len(systems))]:
            c.fill("\n" + line + ".")
        c.fill("\n")
    c.maybe(0.3, "I&O: [1200/900|850/1100|PO 600, UOP 750]. [Fall risk high, bed alarm on.|Morse fall score 45.|"
                 "Braden 16.] ")
    c.maybe(0.3, "[Blood glucose|BG|FSBG] [182|245|96] at [0600|1130|2100], [covered with sliding scale|no coverage "
                 "needed]. ")
    c.maybe(0.2, "[Hx of|History of] {hx} [since|dx] [2009|2015|2018|2021]. ")
    c.maybe(0.5, "[IV|PIV|PICC] [site|line] [R|L] [forearm|AC] [clean, dry, intact|patent]. ")
    c.maybe(0.5, "[Wife|Daughter|Son|Family] ({rel}) [at bedside|called|visited], [updated on plan|questions "
                 "answered][, call back {phone}|]. ")
    c.maybe(0.3, "{relation} {rel} [is|listed as] [HCP|health care proxy|emergency contact][, {phone}|]. ")
    c.maybe(0.25, "Insurance [ID|#] {hpid} verified with [admitting|registration]. ")
    c.maybe(0.15, "Pt SSN {ssn} [on file|confirmed] for [social work|disability] paperwork. ")
    c.maybe(0.2, "Family requests updates [sent|by email] to {email}. ")
    c.maybe(0.15, "Pt [drove|arrived by car], vehicle [plate|tag] {vehicle} [in garage|moved by security]. ")
    c.maybe(0.15, "[Insulin pump|Pacemaker|Wound vac] [serial|SN] {device} [checked|noted]. ")
    c.maybe(0.2, "Pt reports {his} [home|address] is {street}, {city}[, {region}|] {postal}[ ({county})|]. ")
    c.pick("Will continue to monitor. ", "Plan: continue current treatment, follow up labs in the morning. ",
           "Safety maintained, bed alarm on. ", "")
    c.maybe(0.6, "\n[Dr|DR.|MD] {md} [notified|paged|aware][ at {d_base} [0200|0345|1420]|]. ")
    c.fill("\n[-|--|] {rn}[, RN|, LPN| RN][ ({nmc})|]\n")
