"""Protocol excerpts: synopsis, eligibility criteria, dosing, statistical analysis plan, amendment history."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def render(c: DocContext) -> None:
    r = c.rng
    c.pick("PROTOCOL {protocol}\n", "Clinical Study Protocol {protocol}[ Version {num}.0|]\n",
           "Protocol Synopsis - {protocol}\n", "{protocol}: [Amended|Final] Protocol[ Amendment {num}|]\n")
    c.fill("[Title|Study title]: A [Phase 2|Phase 3|Phase 1b/2|randomised, double-blind, placebo-controlled Phase 3] "
           "study of {compound} in [patients|adults|participants] with {indication}\n")
    c.maybe(0.6, "Sponsor [contact|medical monitor]: [Dr |]{clin}, {work_email}[, {phone}|]\n")
    c.maybe(0.5, "Coordinating investigator: [Prof. |Dr |Dr. |]{inv}, {facility}\n")
    c.maybe(0.4, "Protocol date: {d_any}[; Amendment {num}: {d_any}|]\n")
    c.fill("\n")
    sections = ["objectives", "eligibility", "dosing", "schedule", "sap", "amend"]
    r.shuffle(sections[2:])
    for sec in sections:
        if sec != "eligibility" and r.random() < 0.25:
            continue  # real excerpts are partial
        if sec == "objectives":
            c.fill("[1.|Section 3] [Objectives|OBJECTIVES]\n")
            c.pick("The primary objective is to [evaluate|compare] [progression-free survival|overall survival|"
                   "HbA1c change from baseline|ACR20 response at week 24] [of|with] {compound} {dose} versus "
                   "[placebo|standard of care|active comparator] in {indication}.\n",
                   "Primary: to [assess|determine] the efficacy and safety of {compound} in [subjects|patients] "
                   "with {indication}[ or {rare}|].\n")
        elif sec == "eligibility":
            c.fill("[Inclusion criteria|INCLUSION CRITERIA|5.1 Inclusion Criteria]\n")
            items = [
                "Age [≥|>=] 18 years at [screening|signing of informed consent]",
                "[Histologically|Cytologically] confirmed {indication}",
                "ECOG performance status 0-1",
                "Adequate organ function[ within 14 days of randomisation|]",
                "[At least one|>= 1] measurable lesion per RECIST 1.1",
                "Willing to use [highly effective|adequate] contraception",
                "Confirmed diagnosis of {rare} [by genetic testing|per local criteria]",
            ]
            r.shuffle(items)
            bullet = r.choice(["{i}.", "{i})", "-", "•", "({i})"])  # one list style per document
            for i, it in enumerate(items[: r.randint(3, 6)], 1):
                c.fill(f"{bullet.format(i=i)} {it}\n")
            c.fill("[Exclusion criteria|EXCLUSION CRITERIA|5.2 Exclusion Criteria]\n")
            items = [
                "Prior treatment with {compound} or [another|any] [PD-1 inhibitor|GLP-1 agonist|JAK inhibitor]",
                "QTcF > 470 ms",
                "Active hepatitis B or C[ infection|]",
                "Grade [≥|>=] 2 [peripheral neuropathy|pneumonitis] (CTCAE v5.0)",
                "Pregnant or breastfeeding women",
                "Known hypersensitivity to {compound} or its excipients",
            ]
            r.shuffle(items)
            for i, it in enumerate(items[: r.randint(2, 5)], 1):
                c.fill(f"{bullet.format(i=i)} {it}\n")
        elif sec == "dosing":
            c.fill("[Dosing|Study treatment|6. Investigational Product]\n")
            c.pick("{compound} will be administered at {dose}[ for up to 24 months|until progression|]. "
                   "Dose reductions to {dose2} are permitted for {grade_any} toxicity.\n",
                   "Participants [receive|will receive] {compound} {dose} or matching placebo. "
                   "[Dose escalation to {dose2} after cycle 2 is allowed.|]\n")
        elif sec == "schedule":
            c.fill("[Schedule of assessments|7. Study Visits]\n")
            c.fill("Screening (Day -28 to -1); Cycle 1 Day 1; Day 8 [± 1|+/- 2] days; every [3|6|8] weeks "
                   "thereafter; end of treatment; [30-day|90-day] safety follow-up.\n")
            c.maybe(0.5, "[PK samples|Biomarker samples] [are|will be] collected [pre-dose|at 1, 2 and 4 h post-dose]"
                         " [on C1D1 and C2D1|at each visit].\n")
        elif sec == "sap":
            c.fill("[Statistical Analysis Plan|STATISTICAL CONSIDERATIONS|10. Statistics]\n")
            c.pick("Approximately {enrol} [participants|subjects|patients] will be randomised 1:1. Assuming a "
                   "hazard ratio of 0.70, {enrol} events provide 90% power at a two-sided alpha of 0.05. ",
                   "A sample size of {enrol} [subjects|patients] per arm [gives|provides] 80% power. ")
            c.maybe(0.6, "[One|An] interim analysis [is planned|will be performed] after [50%|60%|two-thirds] of "
                         "events[, expected in {readout}|]. ")
            c.fill("\n")
        else:
            if r.random() < 0.7:
                c.fill("[Summary of changes|Amendment rationale|Rationale for Amendment {num}]\n")
                c.pick("This amendment [was introduced|is made] [because of|due to|in response to] {amend}.\n",
                       "Rationale: {amend}. [The sample size was increased to {enrol}.|]\n",
                       "The [high-dose arm|Part B] [was|has been] modified following {amend}[; enrolment paused at "
                       "{enrol} subjects|].\n")
    c.maybe(0.3, "\nQueries on this document: [{clin}|study team] at {work_email}\n")
