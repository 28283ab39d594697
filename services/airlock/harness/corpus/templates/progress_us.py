"""US progress notes: SOAP structure, problem-based assessment/plan, attestation with NPI."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def render(c: DocContext) -> None:
    if c.rng.random() < 0.25:
        _ed_note(c)
    else:
        _soap(c)


def _ed_note(c: DocContext) -> None:
    """Emergency department provider note: CC/HPI/ROS/PE/MDM, dictated style with long sentences."""
    c.fill("[ED Provider Note|EMERGENCY DEPARTMENT NOTE|ED Physician Documentation]\n")
    c.fill("[Patient|Pt name]: {pt}   [DOB|Date of birth]: {dob}   [MRN: {mrn}|Acct #: {acct}]\n")  # the cue and its value chosen together
    c.fill("[Arrival|Time seen]: {d_base} [0312|1447|2205][ by {clin}|]   [Mode|Arrived]: [EMS|private vehicle|"
           "walk-in]\n\n")
    c.fill("[CC|Chief complaint]: [chest pain|fall|shortness of breath|abdominal pain|confusion]\n")
    c.fill("[HPI|History of present illness]: {title} {pt_last} is a {age}-year-old {sex} with a history of {hx}"
           "[ and {hx}|] who presents [with|for evaluation of] [2 days of|acute onset|worsening] [chest pressure|"
           "dyspnea|RLQ pain|confusion][ after a mechanical fall at home| since this morning|]. [{His} {relation} "
           "{rel} reports {he} was [found on the floor|more sleepy than usual]. |]")
    c.maybe(0.5, "{He} [lives|resides] at {street}, {city}[, {region}|] [with {his} {relation}|alone]. ")
    c.fill("\n[ROS|Review of systems]: [negative except as per HPI|positive for fatigue, otherwise negative].\n")
    c.fill("[PE|Physical exam]: [BP 162/91, HR 98, SpO2 95% RA|BP 88/52, HR 124, T 38.9|VSS]. [Alert, oriented.|"
           "Drowsy but rousable.] [Tender RLQ.|Crackles bilaterally.|Bruise L hip.]\n")
    c.fill("[MDM|Medical decision making]: [ECG without acute ischemic changes; troponin pending.|CT head negative. "
           "UA positive.|CTA chest ordered to r/o PE.] [Discussed with {clin} (cardiology).|Case discussed with "
           "hospitalist {clin}.|]\n")
    c.fill("[Disposition|Dispo]: [admit to {other_facility} [telemetry|medicine]|discharged home with {relation}|"
           "transfer to {other_facility}][ on {d_admit}|].\n")
    c.fill("[Signed|Electronically signed]: {clin}, MD[ NPI {npi}|]\n")


def _soap(c: DocContext) -> None:
    r = c.rng
    c.pick("PROGRESS NOTE\n", "[Internal Medicine|Hospitalist|Oncology|Cardiology] Progress Note\n",
           "Daily Progress Note - Hospital Day {num}\n", "Clinic follow-up note\n")
    c.fill("[Patient|Name]: {pt}   [MRN|Medical Record #]: {mrn}[   DOB: {dob}|   Age: {age}|]\n")
    c.fill("[Date of service|Date|DOS]: {d_base}[   Location: {facility}|]\n")
    c.maybe(0.4, "[Attending|Attending physician]: [Dr. |]{clin}[   PCP: {clin}|]\n")
    c.maybe(0.3, "[Insurance|Payer]: [Medicare|BCBS|Aetna|Medicaid] ID {hpid}[  Account {acct}|][  SSN {ssn}|]\n")
    c.maybe(0.08, "[Registration|Demographics]: SSN {ssn}; [guarantor account|billing acct] {acct}\n")
    c.fill("\n[S:|SUBJECTIVE:|Subjective:|Interval history:] ")
    c.pick("{age}{sex_letter} [with|w/] {hx} [here for|admitted with|presenting with] {ae2}. ",
           "{age} [y/o|yo|year-old] {sex} with {hx}[, {hx}|] and {indication} [presenting|admitted] with {ae2}. ",
           "{title} {pt_last} reports [feeling better|ongoing fatigue|improved appetite] today. ",
           "[Patient|Pt] [seen and examined|seen] at bedside[ with {relation} {rel} present|]. ")
    c.pick("Denies [fevers|chest pain|shortness of breath]. ", "[Slept well|Poor sleep] overnight. ",
           "Tolerating PO. ", "")
    c.maybe(0.4, "[Diagnosed|Dx] with {indication} in [2012|2016|2019|2020|2022][, treated at {other_facility}|]. ")
    c.maybe(0.3, "[Meds|Current medications]: {rx}; {rx}[; {rx}|]. ")
    c.fill("\n[O:|OBJECTIVE:|Objective:|Exam:] ")
    c.fill("[T 37.2 HR 84 BP 132/78|Tmax 38.1 HR 102 BP 108/64|Afebrile, VSS] [SpO2 97% RA|SpO2 92% on 2L]. "
           "[Gen: NAD.|Lungs: CTAB.|Lungs: crackles at bases.] [CV: RRR, no murmurs.|Abd: soft, NT/ND.]\n")
    c.maybe(0.5, "[Labs|LABS|Data]: [WBC 11.2, Hgb 9.8, Plt 143|Na 131, K 3.2, Cr 1.4 (baseline 1.0)|"
                 "Trop <0.01 x2, BNP 840|HbA1c 8.9%, LDL 132][ on {d_any}|]. [CXR {d_any}: [no acute process|"
                 "small R effusion]|CT [A/P|chest] pending|]\n")
    c.fill("[A/P:|ASSESSMENT AND PLAN:|Assessment/Plan:]\n")
    bullet = r.choice(["{i}.", "#{i}", "-", "{i})", "#{i}."])  # one list style per note
    for i in range(1, r.randint(2, 5)):
        c.fill(bullet.format(i=i) + " " + r.choice([
            "{ae2}: [improving|stable|worsening]; [continue|start] {rx}.",
            "{indication}: [on|continue] {compound} {dose}[ per protocol {protocol}|][ (site {site})|].",
            "{hx}: continue home {rx}.",
            "{rare}: [followed by genetics|on enzyme replacement|stable on current therapy].",
            "Dispo: [anticipate discharge {d_dc}|PT/OT eval|home with services]; f/u with {clin} on {d_next}.",
        ]) + "\n")
    c.maybe(0.3, "[Family|{relation}] contact: {rel}, {phone}[, {email}|].\n")
    c.maybe(0.2, "Pt [enrolled|participating] in [clinical trial|study] {protocol}, subject {subj}; research "
                 "coordinator {clin} ({phone}).\n")
    c.maybe(0.15, "[Telehealth|Video] visit [via|link] {url}; connection from {ip}.\n")
    c.maybe(0.15, "Address on file: {street}, {city}, {region} {postal}.\n")
    c.fill("\n[Electronically signed by|Signed:|Attestation:] {clin}, [MD|DO|NP|PA-C][ NPI {npi}|][, DEA {dea}|]"
           "[ {d_base}|]\n")
