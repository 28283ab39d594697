from pathlib import Path

import pytest

from airlock.core import topics
from airlock.core.topics import DLQ, EHR_VITALS, REQUESTS, TOPICS, load_topics, message_class
from airlock.v1 import events_pb2

DAY_MS = 24 * 3600 * 1000


def test_registry_has_every_pipeline_topic_with_its_message() -> None:
    expected = {
        topics.REQUESTS: events_pb2.Submitted,
        topics.TAGGED: events_pb2.Tagged,
        topics.ROUTED: events_pb2.Routed,
        topics.SANITIZED: events_pb2.Sanitized,
        topics.RESPONSES: events_pb2.CloudResponse,
        topics.RESULTS: events_pb2.Result,
        topics.AUDIT: events_pb2.AuditEvent,
        topics.DLQ: events_pb2.DeadLetter,
    }
    assert set(TOPICS) == set(expected) | {EHR_VITALS, topics.EHR_VITALS_PRIVATE}
    for name, cls in expected.items():
        assert message_class(name) is cls
        assert message_class(TOPICS[name]) is cls


def test_partitions_and_retention() -> None:
    for name in (topics.REQUESTS, topics.TAGGED, topics.ROUTED, topics.SANITIZED, topics.RESPONSES, topics.RESULTS):
        assert TOPICS[name].partitions == 6
        assert TOPICS[name].retention_ms == 7 * DAY_MS
    assert TOPICS[topics.AUDIT].partitions == 3
    assert TOPICS[DLQ].partitions == 3
    assert TOPICS[DLQ].retention_ms == 30 * DAY_MS
    assert TOPICS[EHR_VITALS].partitions == 4
    assert all(t.cleanup_policy == "delete" for t in TOPICS.values())


def test_bytes_topic_and_unknown_topic() -> None:
    assert not TOPICS[EHR_VITALS].is_protobuf
    with pytest.raises(TypeError):
        message_class(EHR_VITALS)
    with pytest.raises(KeyError):
        message_class("no.such.topic")


def test_topic_is_frozen() -> None:
    with pytest.raises(AttributeError):
        TOPICS[REQUESTS].partitions = 1  # type: ignore[misc]


def _yaml(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "topics.yaml"
    path.write_text("topics:\n" + body, encoding="utf-8")
    return path


ENTRY = "  - {{name: {name}, partitions: {p}, retention_ms: 1000, message: {msg}, cleanup_policy: {cp}}}\n"


def test_load_rejects_duplicates(tmp_path: Path) -> None:
    line = ENTRY.format(name="a", p=1, msg="Submitted", cp="delete")
    with pytest.raises(ValueError, match="duplicate"):
        load_topics(_yaml(tmp_path, line + line))


@pytest.mark.parametrize(
    ("p", "msg", "cp", "match"),
    [(0, "Submitted", "delete", "positive"), (1, "NoSuchMessage", "delete", "no message"), (1, "bytes", "keep", "cleanup")],
)
def test_load_rejects_invalid_entries(tmp_path: Path, p: int, msg: str, cp: str, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        load_topics(_yaml(tmp_path, ENTRY.format(name="a", p=p, msg=msg, cp=cp)))


def test_load_accepts_compacted_bytes_topic(tmp_path: Path) -> None:
    loaded = load_topics(_yaml(tmp_path, ENTRY.format(name="a", p=2, msg="bytes", cp="compact")))
    assert loaded["a"].partitions == 2 and not loaded["a"].is_protobuf
