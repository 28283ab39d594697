"""What surrounds a document when staff paste it into a chat: an e-mail thread header, a forwarded
message, a request line. These carry identifiers of their own (sender, phone in the signature) and are a
common way real input differs from clean templates."""

from __future__ import annotations

from airlock.harness.corpus import values as v
from airlock.harness.corpus.context import DocContext


def _sender(c: DocContext) -> None:
    """The person writing the e-mail: the same name and address in the header and the signature."""
    if "sender" not in c.slots:
        p = c.rng.choice(c.clinicians)
        c.slots["sender"] = ("CLINICIAN_NAME", p.full)
        c.slots["sender_email"] = ("EMAIL", v.email(c.rng, p, work=True))


def email_header(c: DocContext) -> None:
    _sender(c)
    c.slots.setdefault("rel_or_team", (None, c.rng.choice(["Ward 7 team", "PV team", "Study team", "GP practice"])))
    topic = ("[Draft for review|{protocol} - {subj}|Urgent: SAE follow-up|{protocol} site {site}]" if c.style == "trial"
             else "[Letter for {pt_last}|Please check|Handover {d_base}|Discharge summary - {title} {pt_last}]")
    c.fill("[From|FROM]: {sender} <{sender_email}>\n[Sent|Date]: {d_report}[ 09:14| 16:52| 11:03|]\n"
           "To: [Safety Inbox <{work_email}>|{inv_full}|Medical Writing <{work_email}>|{rel_or_team}]\n"
           "[Cc: {clin_full}\n|]Subject: [RE: |FW: |Fwd: |]" + topic + "\n\n")
    c.pick("Hi[ all|],\n\n[Please see below.|See the draft below - can you tidy it up?|Pasting the text here:]\n\n",
           "[Dear team|Hello],\n\n", "")


def request_line(c: DocContext) -> None:
    c.pick("[Can you|Please|Could you] [fix the grammar|summarise|shorten] [this|the text below][ for me|]:\n\n",
           "[Draft|Text] [below|follows] ([do not forward|confidential]):\n\n")


def signature(c: DocContext) -> None:
    _sender(c)
    c.fill("\n\n[Thanks|Best regards|Kind regards|Many thanks],\n{sender}\n[Clinical Scientist|Safety Physician|"
           "Medical Writer|Ward Manager|Research Nurse][, {facility}|]\n[Tel|T|Mob|Direct]: {phone}"
           "[\n{sender_email}|]\n")


def forwarded_block(c: DocContext) -> None:
    c.fill("\n\n-----Original Message-----\nFrom: {clin_full}\nSent: {d_any}\nSubject: [RE: |][query on|question "
           "about] {subj}\n\n[Can you confirm the|Please check the] [dates|dose|onset date|DOB] for [subject "
           "{subj}|{pt_init}|{title} {pt_last}]? [I have {dob} on the source.|Call me on {phone}.|]\n")
