"""SAE narratives: ICH E2A fields (seriousness, causality, expectedness), CTCAE grades, dechallenge."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext

_CAUSALITY = ("related", "possibly related", "probably related", "unlikely related", "not related",
              "reasonably possibly related")
_SERIOUS = ("required inpatient hospitalisation", "required hospitalization", "was considered life-threatening",
            "was medically important", "resulted in prolongation of existing hospitalisation", "resulted in death")
_OUTCOME = ("recovered/resolved", "recovering/resolving", "not recovered/not resolved", "recovered with sequelae",
            "fatal", "unknown")


def _header(c: DocContext) -> None:
    r = c.rng
    c.pick("SERIOUS ADVERSE EVENT NARRATIVE\n", "SAE Narrative\n", "Narrative - Serious Adverse Event\n",
           "CIOMS narrative\n", "Safety narrative ({case_id})\n", "Case Narrative\n")
    fields = [
        "[Case ID|Case No.|Safety case|AER]: {case_id}\n",
        "[Protocol|Study|Protocol No.]: {protocol}[ ({compound} in {indication})|]\n",
        "[Site|Site No.|Centre]: {site}[ - {facility}|]\n",
        "[Subject|Subject ID|Patient No.|Subj #]: {subj}\n",
        "[Initials|Pt initials]: {pt_init}\n",
        "[Age/Sex|Age / Gender|Demographics]: {age}[ years| yrs|y|]/{sex_short}\n",
        "[Investigator|PI|Principal Investigator]: [Dr |Dr. |Prof. |]{inv}\n",
        "[Date of report|Report date|Date received]: {d_report}\n",
    ]
    chosen = [f for f in fields if r.random() < 0.75]
    tail = chosen[2:]
    r.shuffle(tail)  # header order varies between sponsors' forms
    chosen = chosen[:2] + tail
    for f in chosen:
        c.fill(f)
    c.fill("\n")


def render(c: DocContext) -> None:
    r = c.rng
    _header(c)
    # demographics and history
    c.pick(
        "[Subject|Patient] {subj}[, a|, is a|:] {age}[-year-old| year old| y/o|-yr-old] {sex}[ of {hx} background|]"
        "[ enrolled at site {site}|] [was|had been] [randomised|randomized|enrolled] [into|in] study {protocol} on "
        "{d_consent}[ and received|, receiving] {compound} {dose}[ for {indication}|].",
        "This {age}[-year-old| year-old| yo] {sex} [with|with a history of|with a medical history significant for] "
        "{indication}[ and {hx}|] [was|had been] [randomised|enrolled] on {d_consent} [to receive|to] "
        "{compound}[ at|,] {dose}.",
        "The patient ({pt_init}, {age} [years|yrs], {sex_short}) [is participating|participated] in {protocol}"
        "[ at {facility}| at site {site}|]. [Medical history included|Relevant history:|PMH:] {hx}[, {hx}|] and "
        "{indication}[; {his} diagnosis of {rare} was made in {d_prev}|].",
    )
    c.fill(" ")
    c.maybe(0.5, "[Concomitant medications|Con meds|Concomitant therapy][ included| were|:] {conmed}[, {conmed}|]"
                 "[ and {conmed}|]. ")
    c.pick(
        "[The first dose of|First dose of|Treatment with] study drug [was given|was administered|started] on "
        "{d_first_dose}[ at {dose2}|].",
        "{He} received [his|the] [first|last] dose [of {compound}|of study treatment] on {d_first_dose}.",
        "Study treatment ({compound} {dose}) was [initiated|commenced|started] on {d_first_dose}[ at cycle 1 day 1|].",
    )
    c.fill("\n\n")
    # event
    c.pick(
        "On {d_onset}, [the subject|the patient|{he}|{pt_init}] [developed|experienced|presented with|reported] "
        "{ae} ({grade})[ and was admitted to {facility}| and was taken to the emergency department of "
        "{other_facility}|].",
        "[Approximately|About|] {num} days after the [last|most recent] dose, on {d_onset}, {he} [developed|"
        "presented with] {grade} {ae}[. {He} was hospitalised on {d_admit}|].",
        "[Event|SAE]: {ae}, {grade}, onset {d_onset}[, hospitalised {d_admit}|].",
    )
    c.fill(" ")
    c.maybe(0.6, "[Laboratory|Labs|Lab results] [on admission|at presentation|on {d_admit}] [showed|revealed|were "
                 "notable for] [ANC 0.4 x10^9/L|ALT 312 U/L (8x ULN)|creatinine 2.1 mg/dL|platelets 38 x10^9/L|"
                 "potassium 2.9 mmol/L|CRP 187 mg/L]. ")
    c.maybe(0.4, "[The event|This event|The SAE] {serious}. ".replace("{serious}", r.choice(_SERIOUS)))
    c.pick(
        "{He} was treated with {conmed}[ and {conmed}|][ and the event resolved on {d_resolved}|].",
        "Treatment included IV fluids and {conmed}. [Study drug was interrupted|Study drug was permanently "
        "discontinued|The dose was reduced to {dose2}|No action was taken with study drug].",
        "[Management|Treatment]: {conmed}, {conmed}. [Discharged|{He} was discharged] on {d_dc}.",
    )
    c.fill("\n\n")
    c.maybe(0.35, "[The|{His}] {relation}, {rel}, [was informed|was contacted at {phone}|reported the event to the "
                  "site|accompanied {him}]. ")
    c.maybe(0.2, "[A fingerprint|The biometric] [template|enrolment] ID {biometric} was [recorded|used] at "
                 "[check-in|dosing]. ")
    c.maybe(0.15, "{His} [pacemaker|insulin pump|CGM] ([serial|device] {device}) was interrogated. ")
    if r.random() < 0.35:  # relevant tests as a small table, as in CIOMS continuation pages
        c.fill("\n[Relevant laboratory data|Lab values]:\n[Date|Test date]        [Test|Parameter]      [Result|Value]\n")
        for test in r.sample(["ALT 312 U/L", "AST 198 U/L", "Bilirubin 2.4 mg/dL", "ANC 0.4 x10^9/L",
                              "Platelets 38 x10^9/L", "Creatinine 2.1 mg/dL", "Troponin I 0.8 ng/mL"], r.randint(2, 4)):
            name, value = test.split(" ", 1)
            c.fill("{d_any}   " + name.ljust(14) + value + "\n")
    c.maybe(0.4, "[Dechallenge|Dechallenge result]: [positive|negative|not applicable]; [rechallenge|re-challenge]: "
                 "[not done|positive on {d_any}|negative]. ")
    c.maybe(0.3, "[Follow-up information|Follow-up #{num}] [received|dated] {d_report}: [the subject remains "
                 "hospitalised|the event has resolved|the subject withdrew consent|autopsy report pending]. ")
    outcome = r.choice(_OUTCOME)
    if outcome == "fatal":
        c.maybe(0.6, "[Death certificate|Autopsy report] [lists|states] [cause of death|primary cause] as {ae}. "
                     "[Date of death|{He} died on] {d_resolved}. ")
    c.fill("[Outcome|Outcome of the event|Event outcome]: " + outcome + "[ on {d_resolved}|].\n")
    c.fill("[Causality|Relationship to study drug|Investigator causality assessment]: " + r.choice(_CAUSALITY)
           + "[ per investigator|] ([Dr |Dr. |]{inv}). [Expectedness: [unexpected|expected] per the IB.|]\n")
    c.maybe(0.5, "[Sponsor comment|Medical monitor comment]: [the sponsor|the medical monitor] [concurs|does not "
                 "concur] with the investigator assessment[; {ae} is listed in the IB for {compound}|]. ")
    c.maybe(0.4, "\n[Reporter|Contact|Reported by]: [Dr |Dr. |]{clin}, [tel|phone|Tel.] {phone}[, fax {fax}|]"
                 "[, {work_email}|].\n")
