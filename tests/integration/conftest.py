"""Shared integration fixtures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from airlock.core.dev_broker import start_dev_broker


@pytest.fixture(scope="session")
def dev_broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Bootstrap address ("127.0.0.1:PORT") of a dev broker subprocess shared by the whole test session.

    Every registry topic exists with its real partition count. The broker is shared: use unique group ids,
    keys or topic names per test, and never assume a topic starts empty.
    """
    with start_dev_broker(tmp_path_factory.mktemp("dev-broker"), timeout_s=30) as broker:
        yield broker.bootstrap
