"""Airlock's own exception hierarchy.

Convention (enforced by review and the canary tests): the message of every `AirlockError` is PHI-free. It
may name variables, stages, hashed ids and error types, never document text, entity values or secrets.
That is why `airlock.core.log.safe_error` prints the message of these exceptions and only the type name of
every other exception (whose message may echo input, e.g. `UnicodeDecodeError`).
"""

from __future__ import annotations


class AirlockError(Exception):
    """Base class; the message must be PHI-free."""


class ConfigError(AirlockError):
    """A missing or invalid setting. The message names the variable, never its value."""


class SecretStoreError(AirlockError):
    """The secret store is unusable, a secret is absent, or it failed authentication."""


class SecretNotFoundError(SecretStoreError):
    """The secret is absent (as opposed to the store failing): callers may start fresh only on this."""


class DecryptionError(AirlockError):
    """An encrypted blob could not be opened: tampered, wrong AAD or unknown key."""


class GateError(AirlockError):
    """A privacy gate refused a record (the record must go `local` or to the dlq)."""
