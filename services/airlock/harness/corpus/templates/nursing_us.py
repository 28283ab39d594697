"""US nursing notes: shift notes in capitals, heavy abbreviations, vitals, SBAR-ish or free flow."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def render(c: DocContext) -> None:
    c.pick("Nursing note {d_base} [0700|1900|2300|1500]\n", "NSG NOTE - {facility} [4W|5 North|MICU|Tele]\n",
           "Shift note ({d_base})\n", "RN progress note\n", "")
    c.maybe(0.6, "[Pt|Patient]: {pt}  [MRN|Med rec #|MR#] {mrn}[  DOB {dob}|]  [Rm|Room|Bed] {num}\n")
    c.pick("{age} [yo|y/o|year old] {sex_short} [admitted|adm] {d_admit} [with|for] {ae2}[, hx {hx}|]. ",
           "[Pt|Patient] is a {age} year old {sex} [admitted|here] for {ae2}. ",
           "Received report from {clin} RN at [0700|1900]. ")
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
    c.maybe(0.6, "\n[Dr|DR.|MD] {clin} [notified|paged|aware][ at {d_base} [0200|0345|1420]|]. ")
    c.fill("\n[-|--|] {clin}[, RN|, LPN| RN][ ({nmc})|]\n")
