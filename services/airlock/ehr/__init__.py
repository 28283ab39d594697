"""EHR numeric privacy views (seed 001): operator → module → skill layering.

- ``operators/``: T1/T2/T3 column operators in z-score space and Q-mix permutations (operator layer);
  ``operators/column.py`` standardizes, wraps Q-mix and verifies C1/C2 per column (module layer).
- ``skills.py`` / ``apply.py``: YAML privacy skills, versions, and running them over a panel (skill layer).
- ``physionet.py`` / ``panel.py``: PhysioNet 2012 import and the long ``stay_id,hour,variable,value`` table.
- ``evaluation.py``, ``attacks/``, ``utility.py``, ``report.py``: QA, attack families A–D, downstream task, HTML.
- ``nightly.py`` / ``stream.py``: the CronJob entry and the ``ehr.vitals`` consumer; ``cli.py``: ``airlock ehr``.
"""
