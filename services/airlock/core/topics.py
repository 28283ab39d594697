"""Kafka topic registry, loaded once from topics.yaml (shared with the dev broker and the Helm chart)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml
from google.protobuf.message import Message

from airlock.v1 import events_pb2

_YAML = Path(__file__).with_name("topics.yaml")
BYTES = "bytes"  # `message` value of topics whose records are opaque bytes (not protobuf)
_CLEANUP_POLICIES = {"delete", "compact", "compact,delete"}


@dataclass(frozen=True)
class Topic:
    """One Kafka topic and the protobuf message every record on it carries."""

    name: str
    partitions: int
    retention_ms: int
    message: str
    cleanup_policy: str

    @property
    def is_protobuf(self) -> bool:
        return self.message != BYTES


def load_topics(path: Path = _YAML) -> dict[str, Topic]:
    """Parse and validate a topics YAML file; raise ValueError on any inconsistency."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    topics: dict[str, Topic] = {}
    for entry in raw["topics"]:
        topic = Topic(
            name=str(entry["name"]),
            partitions=int(entry["partitions"]),
            retention_ms=int(entry["retention_ms"]),
            message=str(entry["message"]),
            cleanup_policy=str(entry["cleanup_policy"]),
        )
        if topic.name in topics:
            raise ValueError(f"duplicate topic {topic.name}")
        if topic.partitions < 1 or topic.retention_ms < 1:
            raise ValueError(f"topic {topic.name}: partitions and retention_ms must be positive")
        if topic.cleanup_policy not in _CLEANUP_POLICIES:
            raise ValueError(f"topic {topic.name}: unknown cleanup policy {topic.cleanup_policy}")
        if topic.is_protobuf and not isinstance(getattr(events_pb2, topic.message, None), type):
            raise ValueError(f"topic {topic.name}: no message {topic.message} in airlock.v1.events_pb2")
        topics[topic.name] = topic
    return topics


TOPICS: dict[str, Topic] = load_topics()

REQUESTS = "airlock.requests"
TAGGED = "airlock.tagged"
ROUTED = "airlock.routed"
SANITIZED = "airlock.sanitized"
RESPONSES = "airlock.responses"
RESULTS = "airlock.results"
AUDIT = "airlock.audit"
DLQ = "airlock.dlq"
EHR_VITALS = "ehr.vitals"
EHR_VITALS_PRIVATE = "ehr.vitals.private"

# Fail at import, not at first produce, if the YAML and the constants drift apart.
_missing = {REQUESTS, TAGGED, ROUTED, SANITIZED, RESPONSES, RESULTS, AUDIT, DLQ, EHR_VITALS, EHR_VITALS_PRIVATE} - TOPICS.keys()
if _missing:
    raise ValueError(f"topics.yaml lacks {sorted(_missing)}")


def message_class(topic: str | Topic) -> type[Message]:
    """The protobuf class of records on `topic`; KeyError if unknown, TypeError if it carries raw bytes."""
    spec = topic if isinstance(topic, Topic) else TOPICS[topic]
    if not spec.is_protobuf:
        raise TypeError(f"topic {spec.name} carries raw bytes, not protobuf")
    return getattr(events_pb2, spec.message)
