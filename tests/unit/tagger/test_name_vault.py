from pathlib import Path

from airlock.tagger.detection import Detector
from airlock.tagger.name_vault import NameVault
from airlock.tagger.registry import Registry


def test_exact_case_whitespace_and_reversed_order(tmp_path: Path):
    v = NameVault()
    v.register("trust-a", ["Olumide Adeyemi-Clarke"], label="PATIENT_NAME")
    text = "Seen OLUMIDE   ADEYEMI-CLARKE today; ADEYEMI-CLARKE, Olumide on the ward list."
    found = {(s.label, text[s.start : s.end]) for s in v.find(text, "trust-a")}
    assert ("PATIENT_NAME", "OLUMIDE   ADEYEMI-CLARKE") in found
    assert ("PATIENT_NAME", "ADEYEMI-CLARKE, Olumide") in found
    assert v.find(text, "trust-b") == []
    assert v.find("Olumidex Adeyemi-Clarke", "trust-a") == []  # word boundaries


def test_load_csv_and_detect_uses_vault(tmp_path: Path):
    p = tmp_path / "staff.csv"
    p.write_text("given,family\nXiadani,Ruiz-Tlatelpa\n", encoding="utf-8")
    v = NameVault()
    assert v.load_csv("t1", p, ["given", "family"], label="CLINICIAN_NAME") >= 1
    det = Detector(Registry.load(), vault=v)
    text = "reviewed with xiadani ruiz-tlatelpa overnight"
    spans = det.detect(text, tenant="t1")
    assert ("CLINICIAN_NAME", "xiadani ruiz-tlatelpa") in {(s.label, text[s.start : s.end]) for s in spans}
    assert not any(s.label == "CLINICIAN_NAME" for s in det.detect(text, tenant="other"))
