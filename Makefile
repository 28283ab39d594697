# Airlock — every target installs what it needs itself (fresh machine: `make demo`, `make test`).
SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
export OMP_NUM_THREADS ?= 1
export TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS :=
export HF_HUB_OFFLINE := 1

.PHONY: install demo test test-fast bench lint format protos check-protos clean

install: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade "pip>=24" wheel setuptools
	$(PY) -m pip install -q -c constraints.txt -e ".[dev]"
	# Build the tagger's lexicon cache (~15 s, ~2 GB once), other languages' common words (~10 s) and its
	# Hyperscan prefilter databases (~4 s) so services never build them concurrently.
	$(PY) -m airlock.tagger.detection
	@touch $(STAMP)

protos: install
	$(PY) -m airlock.protos_build

check-protos: install
	$(PY) -m airlock.protos_build --check

lint: install
	$(VENV)/bin/ruff check services tests bench

format: install
	$(VENV)/bin/ruff format services tests bench

test: install check-protos lint
	$(VENV)/bin/pytest -q -p no:cacheprovider tests

demo: install
	$(PY) -m airlock.demo

bench: install
	$(PY) -m bench.run_all

clean:
	rm -rf $(VENV) run .pytest_cache .ruff_cache
