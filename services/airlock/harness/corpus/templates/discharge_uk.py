"""UK discharge letters: NHS numbers, hospital numbers, postcodes, GMC numbers, GP addressee, TTO meds."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def render(c: DocContext) -> None:
    if c.rng.random() < 0.3:
        _edischarge(c)
    else:
        _letter(c)


def _edischarge(c: DocContext) -> None:
    """Structured electronic discharge summary: field: value lines, as trusts' EPR systems print them."""
    r = c.rng
    c.fill("[ELECTRONIC DISCHARGE SUMMARY|Discharge Summary (eDS)|IMMEDIATE DISCHARGE LETTER]\n{facility}\n\n")
    fields = [
        "[Patient name|Name]: {pt_formal}", "[NHS number|NHS No.]: {nhs}", "[Hospital number|MRN]: {mrn}",
        "[Date of birth|DOB]: {dob}", "[Address|Patient address]: {street}, {city}, {postal}",
        "[GP|Registered GP]: Dr {clin_full}, {org_street}, {org_city} {org_postal}",
        "[Admission date|Admitted]: {d_admit}", "[Discharge date|Discharged]: {d_dc}",
        "[Consultant|Responsible consultant]: [Dr |]{clin_full}", "[Ward|Discharging ward]: [Ward {num}|AMU|"
        "Elderly Care {num}]", "[Next of kin|NOK]: {rel} ({relation})[, {phone}|]",
    ]
    for i, f in enumerate(fields):
        if i < 2 or "Address" in f or r.random() < 0.85:  # name, NHS number and address are mandatory fields
            c.fill(f + "\n")
    c.fill("\n[Presenting complaint|Reason for admission]: {ae2}\n[Diagnosis|Primary diagnosis]: {ae2}\n"
           "[Comorbidities|Past history]: {hx}; {hx}[; {rare}|]\n")
    c.fill("[Clinical summary|Hospital course]: [Treated with|Received] {conmed}[ and {conmed}|]. [Improved and "
           "mobile with frame.|Seen by OT/PT, safe for discharge.|Remains frail.]\n")
    c.fill("\n[Medication changes|Medications]:\n")
    for _ in range(r.randint(2, 4)):
        c.fill("[NEW|CONTINUE|STOPPED|CHANGED]: {rx}\n")
    c.fill("\n[Actions for GP|GP actions]: [Repeat U&E in 1 week|Review BP in 2 weeks|None]\n")
    c.fill("[Completed by|Author]: {clin}[, [FY1|CT2|SpR]|] [GMC {gmc}|GMC No: {gmc}]   [Date|Printed]: {d_dc}\n")


def _letter(c: DocContext) -> None:
    r = c.rng
    c.pick("{facility}\n[Department of|Dept of] [General Medicine|Respiratory Medicine|Cardiology|Care of the "
           "Elderly]\n", "{facility}\n", "DISCHARGE SUMMARY\n{facility}\n")
    c.maybe(0.5, "[Tel|Telephone]: {phone}[  Fax: {fax}|]\n")
    c.fill("\n[Dr |Dr. |]{clin_full}\n[The Surgery|{org_city} Medical Practice|Health Centre], {org_street}\n"
           "{org_city}[\n{county}|]\n{org_postal}\n\n")
    c.fill("{d_dc}\n\n")
    c.fill("[Dear Dr {clin_sur}|Dear Colleague|Dear Dr. {clin_sur}|Dear Dr {clin_sur}],\n\n")
    c.fill("[Re|RE|Patient]: {title} {pt_full}[, DOB {dob}|, D.O.B. {dob}|]\n")
    c.fill("[NHS No|NHS Number|NHS no.]: {nhs}[   Hospital No: {mrn}|   MRN {mrn}|]\n")
    c.maybe(0.7, "[Address|Home address]: {street}, {city}, {postal}\n")
    c.fill("[Admitted|Date of admission]: {d_admit}   [Discharged|Date of discharge]: {d_dc}\n\n")
    if c.rng.random() < 0.6:  # coded summary block before the narrative, as many trusts' letters have
        c.fill("[Diagnosis|Primary diagnosis|Diagnoses]: {ae2}[; {hx}|]\n")
        c.maybe(0.5, "[Procedures|Investigations]: [CT chest|CXR|Echo (EF 35%)|OGD|USS abdomen][ on {d_admit}|]\n")
        c.maybe(0.4, "[Allergies|Drug allergies]: [NKDA|penicillin (rash)|none known]\n")
        c.fill("\n")
    c.pick("I [saw|reviewed] this {age}[-year-old| year old] {sex} [on the ward|in clinic] [who was admitted|"
           "following admission] with {ae2}. ",
           "{title} {pt_last}[ is a|, a] {age}-year-old [retired teacher|former engineer|care home resident|"
           "{sex}] [who presented|presented] to [A&E|ED|the Emergency Department] with {ae2}[ on {d_admit}|]. ",
           "Thank you for [seeing|reviewing] {title} {pt_last}, [aged|age] {age}, [who was admitted|admitted] "
           "under [Dr |]{clin} with {ae2}. ")
    c.pick("[Background|Past medical history|PMH]: {hx}, {hx}[, {rare}|][ and {indication}|]. ",
           "{He} has a background of {hx} and {hx}. ")
    c.pick("{He} was treated with {conmed} and {conmed} and improved [steadily|over {num} days]. ",
           "[Investigations|Ix] [showed|revealed] [raised inflammatory markers|an AKI (creatinine 168)|a "
           "right lower lobe consolidation on CXR]. {He} [responded|was managed] with {conmed}. ")
    c.maybe(0.4, "{His} {relation} {rel} [was present|was updated by telephone on {phone}|has lasting power "
                 "of attorney]. ")
    c.fill("\n\n[Medications on discharge|TTO|Discharge medications]:\n")
    bullet = r.choice(["- ", "• ", "", "* "])
    for _ in range(r.randint(2, 5)):
        c.fill(bullet + "{rx}\n")
    c.fill("\n[Plan|Follow-up|Actions for GP]:\n")
    c.pick("Please [check|repeat] [U&E|FBC|LFTs] in [one week|2 weeks]. [Clinic follow-up on {d_next}.|]\n",
           "[Outpatient|OPD] review in [6|8|12] weeks at {other_facility}[ on {d_next}|].\n",
           "Referred to the {city} community [respiratory|heart failure|falls] team.\n")
    c.maybe(0.25, "{He} [does not|no longer] [drive|drives]; DVLA [informed|advised] re vehicle {vehicle}.\n")
    c.maybe(0.2, "[Results are|Letter] available on [the patient portal|Patient Knows Best] at {url}.\n")
    c.fill("\n[Yours sincerely|Kind regards|With best wishes],\n\n[Dr |Dr. |]{clin}\n[Consultant Physician|"
           "Specialty Registrar|FY2 Doctor|ST4 Geriatrics][ GMC {gmc}| (GMC No. {gmc})|, GMC: {gmc}|]\n")
    c.maybe(0.4, "[cc|CC|Copy to]: {title} {pt_full}, {street}, {city} {postal}\n")
