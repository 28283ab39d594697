"""CSR drafts: synopsis, disposition, efficacy tables with arm-level values, interim results, safety."""

from __future__ import annotations

from airlock.harness.corpus.context import DocContext


def _table(c: DocContext) -> None:
    r = c.rng
    c.fill("[Table 14.2.1|Table 11-3|Table {num}]: [Summary of efficacy|Primary efficacy analysis|Key secondary "
           "endpoints] ([ITT|FAS|mITT] population)\n")
    pipe = r.random() < 0.5
    head = ["Endpoint", "{compound} {dose}", "Placebo"]
    c.fill(("| " + " | ".join(head) + " |\n|---|---|---|\n") if pipe else ("  ".join(h.ljust(22) for h in head) + "\n"))
    rows = [("ORR, % (95% CI)", "{pct_val}", "{pct_val}"), ("Median PFS, months", "{mo_val}", "{mo_val}"),
            ("HR (95% CI)", "{hr_val}", "-"), ("p-value", "{p_val}", ""), ("Median OS, months", "{mo_val}", "{mo_val}")]
    for row in rows[: r.randint(2, 5)]:
        c.fill(("| " + " | ".join(row) + " |\n") if pipe else ("  ".join(x.ljust(22) for x in row).rstrip() + "\n"))
    c.fill("[N = {enrol} vs {enrol}.|Data cut-off {d_any}.|]\n\n")


def render(c: DocContext) -> None:
    r = c.rng
    c.pick("CLINICAL STUDY REPORT - DRAFT\n", "CSR Draft v0.{num} - {protocol}\n",
           "[Draft|DRAFT] Clinical Study Report: {protocol}\n", "Interim CSR ({protocol}) - CONFIDENTIAL\n")
    c.fill("[Study drug|Investigational product]: {compound}   [Indication|Disease]: {indication}\n")
    c.maybe(0.5, "[Medical writer|Author]: {clin} ({work_email})\n")
    c.fill("\n[Synopsis|1. Synopsis|SYNOPSIS]\n")
    c.pick("A total of {enrol} patients were randomised at {num} sites[, including {enrol_site} at {facility}|]. ",
           "[Overall,|In total,] {enrol} [subjects|participants] received at least one dose of {compound}. ",
           "The [FAS|full analysis set] comprised {enrol} patients[ (data cut-off {d_any})|]. ")
    c.pick("[The primary endpoint was met:|At the primary analysis,] median PFS was {mo_val} [with|for] "
           "{compound} versus {mo_val} [with|for] placebo (HR {hr_val}).\n",
           "ORR [was|reached] {pct_val} in {arm} [compared with|vs] {pct_val} in the control arm ({p_val}).\n",
           "[Treatment with {compound}|{compound}] reduced the risk of [death|progression or death] (hazard ratio "
           "{hr_val}).\n")
    if r.random() < 0.5:
        c.fill("\n[Disposition|10.1 Disposition of Subjects|Patient disposition]\n")
        c.pick("Of {enrol} patients screened, {enrol} were randomised ({enrol} to {compound}, {enrol} to placebo); "
               "{num} discontinued due to AEs.\n",
               "[Median|Mean] age was [58|61|64|47] years[ (range 19-88)|]; [54%|61%|48%] were female. "
               "{num} patients remain on treatment at the data cut-off ({d_any}).\n")
    if r.random() < 0.8:
        _table(c)
    if r.random() < 0.6:
        c.fill("[Interim analysis|11.4 Interim Analysis|INTERIM RESULTS]\n")
        c.pick("At the interim analysis [on|dated] {d_any}, {interim}. ",
               "The [IDMC|DMC] reviewed unblinded data; {interim}. ",
               "[Key finding|Result]: {interim}[ ({p_val})|]. ")
        c.maybe(0.6, "Topline [results|data] [are expected|will be announced|are planned for release] in "
                     "{readout}[, after the [FDA|EMA] meeting| subject to DMC review|]. ")
        c.fill("\n\n")
    c.fill("[Safety|12. Safety Evaluation|SAFETY]\n")
    c.pick("[The most common|Frequent] [TEAEs|AEs] were {ae2}, {ae2} and {ae2}. {grade_any} or higher events "
           "occurred in {pct_val} of patients.\n",
           "Serious AEs were reported in {num} subjects; one {age}-year-old {sex} ([subject|Subject] {subj}, site "
           "{site}) experienced {grade_any} {ae2} on {d_any}.\n")
    c.maybe(0.4, "\n[Regulatory|Agency] [interactions|correspondence]: [FDA|EMA|MHRA|PMDA] asked: \"{regq}\""
                 "[ (received {d_any})|]. [The response is due {d_next}.|]\n")
    c.maybe(0.35, "\n[Protocol amendment {num}|Amendment history]: [introduced|implemented] [due to|because of] "
                  "{amend}.\n")
