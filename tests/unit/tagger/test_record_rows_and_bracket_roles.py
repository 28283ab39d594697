"""Forms of the eighth probe round (census rows, OR lists, EMS crews, med-rec tables, portal messages):

- a record's header line or list row that starts with "SURNAME, Given" ("BALDACCI-NWOSU, RENATA   618-40-27-3",
  "RM 620-1  FAKATAVA, LOSANA   MRN ...", "OR 3 0800   TSOSIE, DARRELL J (H5521046)"), and the record number after it;
- one-word names tied to a role or relation by brackets ("gino (my husband)", "PT (Greta)", "Accounts (Vonda)");
- staff after OR-list labels ("SURG:", "ANES:") and before credentials ("K. TUPOU, RDCS", "L. NGATA, EMT-B");
- table columns headed Pager or Prescriber, and a header cell with a question mark ("Taking?").

And what stays untagged: header lines of words ("HISTORY, PHYSICAL", "ESRD, ANURIC"), words in brackets after a
service ("PT (PRN)", "Pain (severe)"), anaesthesia types after "Anesthesia:", a sign-off's name keeps its role.
"""

import pytest

from tests.unit.tagger.conftest import found, values

NAME_LABELS = ("PATIENT_NAME", "RELATIVE_NAME", "CLINICIAN_NAME", "INVESTIGATOR")


@pytest.mark.parametrize(
    ("text", "value", "labels"),
    [
        ("ECKHART EMERGENCY DEPARTMENT VISIT\nBALDACCI-NWOSU, RENATA   618-40-27-3", "BALDACCI-NWOSU, RENATA",
         NAME_LABELS),
        ("ECKHART EMERGENCY DEPARTMENT VISIT\nBALDACCI-NWOSU, RENATA   618-40-27-3", "618-40-27-3", ("OTHER_ID",)),
        ("TAUFA'ASAU, Sione  DOB 3/4/51", "TAUFA'ASAU, Sione", NAME_LABELS),
        ("PARK, JI-HOON\ncc: chest pain", "PARK, JI-HOON", NAME_LABELS),
        ("RM 620-1  FAKATAVA, LOSANA   MRN 4470388   41F   FULL", "FAKATAVA, LOSANA", NAME_LABELS),
        ("Label: N'DIAYE-LAFLEUR, AMINATA 09/03/1944 F   MRN 6620185", "N'DIAYE-LAFLEUR, AMINATA", NAME_LABELS),
        ("OR 3 0800   TSOSIE, DARRELL J (H5521046)                61M    REDO NISSEN", "TSOSIE, DARRELL J",
         NAME_LABELS),
        ("OR 3 0800   TSOSIE, DARRELL J (H5521046)                61M    REDO NISSEN", "H5521046", ("OTHER_ID",)),
        ("gino (my husband) says just go to the urgent care", "gino", ("RELATIVE_NAME",)),
        ("Spoke w/ Corliss (UR nurse) re: auth.", "Corliss", NAME_LABELS),
        ("1100 PT (Greta) amb pt 200 ft w/ RW", "Greta", NAME_LABELS),
        ("Palliative (Koenigsberg) following.", "Koenigsberg", NAME_LABELS),
        ("routed to Patient Accounts (Vonda) re: 10/3 charge", "Vonda", NAME_LABELS),
        ("            SURG: FINNEGAN-OSEI   ANES: TRAN VAN HIEU / CRNA K. BEGAY", "FINNEGAN-OSEI", NAME_LABELS),
        ("            SURG: FINNEGAN-OSEI   ANES: TRAN VAN HIEU / CRNA K. BEGAY", "TRAN VAN HIEU", NAME_LABELS),
        ("SONOGRAPHER: K. TUPOU, RDCS  |  INTERPRETING: DR. BOGDAN KRSTIC", "K. TUPOU", NAME_LABELS),
        ("CREW: P. MEDEIROS, EMT-P (P-44108) / L. NGATA, EMT-B (B-90216)", "L. NGATA", NAME_LABELS),
        ("CREW: P. MEDEIROS, EMT-P (P-44108) / L. NGATA, EMT-B (B-90216)", "B-90216", ("OTHER_ID",)),
        ("pt resting, s/o gail at bedside", "gail", ("RELATIVE_NAME",)),
        ("Brennan Quayle-Ahuna, MD   scribe: jk", "jk", NAME_LABELS),
        ("| Role      | Name                  | Pager |\n|-----------|-----------------------|-------|\n"
         "| Attending | Ruairi Mac Giolla, MD | 41877 |", "41877", ("PHONE",)),
        ("| Medication | Dose            | Prescriber      | Taking? |\n|---|---|---|---|\n"
         "| oxycodone  | 5 mg PO q6h PRN | ten Brinke, A.  | N       |", "ten Brinke, A.", NAME_LABELS),
    ],
)
def test_finds(detect, text: str, value: str, labels: tuple[str, ...]) -> None:
    assert value in values(text, detect(text), labels), found(text, detect(text))


@pytest.mark.parametrize(
    ("text", "not_value"),
    [
        ("HISTORY, PHYSICAL\nPLAN, DISCUSSED\nASSESSMENT, PLAN", "HISTORY, PHYSICAL"),
        ("BED 4  ESRD, ANURIC\nMOTHER, ELENA", "ESRD, ANURIC"),
        ("PT (PRN) and OT (daily). Pain (severe) noted, labs (pending).", "PRN"),
        ("PT (PRN) and OT (daily). Pain (severe) noted, labs (pending).", "daily"),
        ("Fellow: Dr. Liu Haoran   Anesthesia: MAC, Dr. Tran Minh Khoa", "MAC"),
        ("Surgeon: Dr. Wanjiru Kamau   Anesthesia: GETA, Dr. Baker", "GETA"),
    ],
)
def test_not(detect, text: str, not_value: str) -> None:
    assert not_value not in values(text, detect(text), NAME_LABELS), found(text, detect(text))


def test_sign_off_name_keeps_its_role(detect) -> None:
    text = "Kind regards.\n\nCHAWLA, Joshua\nConsultant Physician"
    assert ("CLINICIAN_NAME", "CHAWLA, Joshua") in found(text, detect(text))
