"""CRA monitoring visit reports: visit details, attendees, SDV findings, protocol deviations, action items."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext

_DEVIATIONS = (
    "informed consent version {num} signed after the first study procedure",
    "visit {num} performed outside the protocol window",
    "ECG not performed at screening",
    "dose of {dose2} administered instead of the assigned dose",
    "subject enrolled with QTcF above the eligibility threshold",
    "IP stored outside the temperature range for {num} hours",
    "pregnancy test missing at cycle {num}",
)


def render(c: DocContext) -> None:
    r = c.rng
    c.pick("MONITORING VISIT REPORT\n", "Site Monitoring Visit Report - [Interim|Routine|Close-out] Visit\n",
           "CRA Visit Report\n", "Interim Monitoring Visit (IMV) Report\n")
    c.fill("[Protocol|Study]: {protocol}   [Site|Site No.]: {site}\n")
    c.fill("[Site name|Institution]: {facility}[, {city}|]\n")
    c.maybe(0.4, "[Address|Site address]: {org_street}, {org_city}[, {org_region}|] {org_postal}\n")
    c.fill("[Visit date|Date of visit|Visit dates]: {d_base}[ - {d_onset}|]\n")
    c.fill("[CRA|Monitor|Clinical Research Associate]: {cra}[ ({cra_email})|]\n")
    c.fill("[PI|Principal Investigator]: [Dr |Dr. |Prof. |]{inv}\n")
    c.maybe(0.6, "[Attendees|Site staff present]: {clin} (study coordinator)[, {clin} (pharmacist)|]"
                 "[, {clin} (sub-I)|]\n")
    c.fill("\n[Recruitment status|ENROLMENT|Enrolment]\n")
    c.pick("Screened: {enrol_site}; randomised: {enrol_site}; [screen failures|SF]: {num}[; ongoing: {num}|].\n",
           "The site has [randomised|enrolled] {enrol_site} subjects [to date|since activation][ against a target "
           "of {enrol_site}|].\n",
           "Enrolment: {enrol_site} [screened|consented], {enrol_site} randomised[, {num} withdrawn|].\n",
           "Study-wide enrolment stands at {enrol} of {enrol} planned; this site contributes {enrol_site}.\n")
    c.fill("\n[Source data verification|SDV|Findings]\n")
    for _ in range(r.randint(1, 4)):
        c.pick("- Subject {subj}: [SDV complete for visits 1-{num}|AE of {ae} ({grade_any}) not entered in the "
               "eCRF|concomitant {conmed} missing from the CM log|date of birth {dob} differs from source].\n",
               "- {subj} ([initials |]{pt_init}): [query raised|query open] on [visit date|lab values|SAE onset "
               "date {d_onset}][ in {url}|].\n",
               "- [Subject|Pt] {subj} [aged|age] {age}: [eligibility re-checked|ICF re-consent obtained on "
               "{d_any}|hospital record {mrn} reviewed].\n")
    if r.random() < 0.5:
        c.fill("\n[IP accountability|Drug accountability|Investigational product]\n")
        c.pick("[Kits|Bottles] [dispensed|returned] reconciled for {num} subjects; kit [numbers|no.] "
               "[{other_id}|K-{num}0{num}] [missing|found in quarantine].\n",
               "Temperature logs reviewed[ up to {d_any}|]; [no excursions|one excursion of {num} hours] noted.\n")
    c.maybe(0.4, "\n[ISF review|Investigator Site File]: [delegation log updated on {d_any}|CVs for {clin} expired|"
                 "GCP certificate for {inv} due {d_next}|signed protocol amendment {num} filed].\n")
    c.maybe(0.4, "\n[SAE review|Safety]: [SAE|AESI] of {ae2} for {subj} [reported within 24 h|reported late "
                 "({num} days)] on {d_any}.\n")
    c.fill("\n[Protocol deviations|PROTOCOL DEVIATIONS|Deviations]\n")
    for _ in range(r.randint(1, 3)):
        c.fill("- [Major|Minor|Important]: " + r.choice(_DEVIATIONS) + "[ (subject {subj})|][, reported {d_any}|].\n")
    c.fill("\n[Action items|ACTION ITEMS|Follow-up actions]\n")
    c.fill("[No.|#]  [Action|Item]                                [Owner|Responsible]     [Due|Due date]\n")
    for i in range(1, r.randint(2, 5)):
        c.fill(f"{i}    " + r.choice([
            "File re-consent for {subj}            ", "Update delegation log             ",
            "Resolve open queries              ", "Send temperature log to sponsor   ",
            "Report deviation to IRB           ", "Retrain staff on SAE reporting    ",
        ]) + "  {clin}     {d_next}\n")
    c.maybe(0.3, "\nIRB/EC correspondence: [the EC asked|ethics committee query]: \"{regq}\".\n")
    c.maybe(0.3, "\n[Remote access|eISF] [via|at] {url} from IP {ip} was [logged|verified].\n")
    c.fill("\n[Next visit|Next IMV planned]: {d_next}. [Report prepared by|Signed:] {cra}[, {d_report}|].\n")
