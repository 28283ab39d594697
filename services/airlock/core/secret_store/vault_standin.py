"""STAND-IN for HashiCorp Vault — a tiny in-memory HTTP server for tests and `make demo` only.

THIS IS NOT VAULT and gives none of Vault's guarantees (no persistence, no policies, no audit devices, no
seal). It exists because no Vault/OpenBao binary installs from the registries reachable here, and we want
`VaultSecretStore` tested through the real hvac client over real HTTP. It implements only what that class
calls, with Vault's request/response shapes:

- KV v2: GET/POST/DELETE {mount}/data/{path} (versions, check-and-set via options.cas, soft delete),
  GET/DELETE {mount}/metadata/{path}
- transit: POST {mount}/encrypt/{name} and decrypt/{name} (AES-256-GCM key per name, created on first
  encrypt, ciphertext "vault:v1:<base64(nonce|ct)>")
- auth: POST auth/kubernetes/login (role + JWT checked against the configured pair), GET
  auth/token/lookup-self
- GET/HEAD sys/health

Every endpoint except sys/health and the login requires a valid X-Vault-Token (403 otherwise).
Run standalone: `python -m airlock.core.secret_store.vault_standin --port 8200 [--root-token T]`.
"""

from __future__ import annotations

import argparse
import base64
import binascii
import json
import os
import secrets
import sys
import threading
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

__all__ = ["VaultStandIn"]


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


class _HttpError(Exception):
    def __init__(self, status: int, *errors: str, body: dict[str, Any] | None = None) -> None:
        super().__init__(status)
        self.status = status
        self.body = body if body is not None else {"errors": list(errors)}


class VaultStandIn:
    """In-memory Vault stand-in on 127.0.0.1 (see module docstring). Use as a context manager."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        root_token: str | None = None,
        kv_mounts: tuple[str, ...] = ("secret",),
        transit_mounts: tuple[str, ...] = ("transit",),
        k8s_role: str = "airlock",
        k8s_jwt: str | None = None,
    ) -> None:
        self.root_token = root_token or "root-" + secrets.token_hex(12)
        self.k8s_role = k8s_role
        self.k8s_jwt = k8s_jwt  # None: any non-empty JWT is accepted for k8s_role
        self._kv_mounts = set(kv_mounts)
        self._transit_mounts = set(transit_mounts)
        self._tokens: set[str] = {self.root_token}
        self._kv: dict[tuple[str, str], dict[str, Any]] = {}
        self._transit: dict[tuple[str, str], AESGCM] = {}
        self._lock = threading.Lock()
        self._host, self._port = host, port
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.request_count = 0

    # ------------------------------------------------------------------ lifecycle

    @property
    def url(self) -> str:
        if self._server is None:
            raise RuntimeError("stand-in not started")
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> VaultStandIn:
        standin = self

        class Handler(_Handler):
            owner = standin

        self._server = ThreadingHTTPServer((self._host, self._port), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="vault-standin", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> VaultStandIn:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def revoke_token(self, token: str) -> None:
        """Invalidate a token (tests use it to simulate expiry)."""
        with self._lock:
            self._tokens.discard(token)

    # ------------------------------------------------------------------ request routing

    def handle(self, method: str, raw_path: str, token: str | None, body: dict[str, Any]) -> tuple[int, Any]:
        parts = urlsplit(raw_path)
        query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
        if not parts.path.startswith("/v1/"):
            raise _HttpError(404, "no handler for route")
        path = parts.path[len("/v1/") :].strip("/")
        with self._lock:
            self.request_count += 1
            if path == "sys/health":
                return 200, {"initialized": True, "sealed": False, "standby": False, "version": "standin"}
            if path == "auth/kubernetes/login" and method in ("POST", "PUT"):
                return 200, self._k8s_login(body)
            if token not in self._tokens:
                raise _HttpError(403, "permission denied")
            if path == "auth/token/lookup-self" and method == "GET":
                return 200, {"data": {"id": token, "policies": ["default"], "ttl": 3600}}
            mount, _, rest = path.partition("/")
            kind, _, sub = rest.partition("/")
            if mount in self._kv_mounts and kind in ("data", "metadata") and sub:
                return self._kv_op(method, mount, kind, sub, body, query)
            if (
                mount in self._transit_mounts
                and kind in ("encrypt", "decrypt")
                and sub
                and method in ("POST", "PUT")
            ):
                return 200, self._transit_op(mount, kind, sub, body)
        raise _HttpError(404, "no handler for route")

    def _k8s_login(self, body: dict[str, Any]) -> dict[str, Any]:
        role, jwt = body.get("role"), body.get("jwt")
        if role != self.k8s_role or not jwt or (self.k8s_jwt is not None and jwt != self.k8s_jwt):
            raise _HttpError(403, "permission denied")
        token = "s." + secrets.token_hex(12)
        self._tokens.add(token)
        return {
            "auth": {
                "client_token": token,
                "policies": ["default", role],
                "lease_duration": 3600,
                "renewable": True,
                "metadata": {"role": role},
            }
        }

    def _kv_op(
        self, method: str, mount: str, kind: str, path: str, body: dict[str, Any], query: dict[str, str]
    ) -> tuple[int, Any]:
        entry = self._kv.get((mount, path))
        if kind == "metadata":
            if method == "DELETE":
                self._kv.pop((mount, path), None)
                return 204, None
            if method == "GET":
                if entry is None:
                    raise _HttpError(404)
                return 200, {"data": {"current_version": entry["current"], "versions": entry["versions"]}}
            raise _HttpError(405, "unsupported operation")
        if method == "GET":
            if entry is None:
                raise _HttpError(404)
            version = int(query.get("version") or entry["current"])
            meta = entry["versions"].get(str(version))
            if meta is None:
                raise _HttpError(404)
            metadata = {k: meta[k] for k in ("created_time", "deletion_time", "destroyed")} | {
                "version": version
            }
            if meta["deletion_time"]:
                # Vault answers 404 for a deleted version but still includes its metadata.
                raise _HttpError(404, body={"errors": [], "data": {"data": None, "metadata": metadata}})
            return 200, {"data": {"data": entry["data"][str(version)], "metadata": metadata}}
        if method in ("POST", "PUT"):
            data = body.get("data")
            if not isinstance(data, dict):
                raise _HttpError(400, "no data provided")
            current = entry["current"] if entry else 0
            cas = (body.get("options") or {}).get("cas")
            if cas is not None and int(cas) != current:
                raise _HttpError(400, "check-and-set parameter did not match the current version")
            if entry is None:
                entry = self._kv[(mount, path)] = {"current": 0, "versions": {}, "data": {}}
            version = current + 1
            meta = {"created_time": _now(), "deletion_time": "", "destroyed": False}
            entry["current"] = version
            entry["versions"][str(version)] = meta
            entry["data"][str(version)] = data
            return 200, {"data": meta | {"version": version}}
        if method == "DELETE":
            if entry is not None:
                entry["versions"][str(entry["current"])]["deletion_time"] = _now()
            return 204, None
        raise _HttpError(405, "unsupported operation")

    def _transit_op(self, mount: str, kind: str, name: str, body: dict[str, Any]) -> dict[str, Any]:
        if kind == "encrypt":
            key = self._transit.setdefault((mount, name), AESGCM(AESGCM.generate_key(bit_length=256)))
            try:
                plaintext = base64.b64decode(body.get("plaintext") or "", validate=True)
            except binascii.Error:
                raise _HttpError(400, "failed to base64-decode plaintext") from None
            nonce = os.urandom(12)
            ct = base64.b64encode(nonce + key.encrypt(nonce, plaintext, None)).decode("ascii")
            return {"data": {"ciphertext": "vault:v1:" + ct, "key_version": 1}}
        key = self._transit.get((mount, name))
        if key is None:
            raise _HttpError(400, "encryption key not found")
        ciphertext = str(body.get("ciphertext") or "")
        if not ciphertext.startswith("vault:v1:"):
            raise _HttpError(400, "invalid ciphertext: no prefix")
        try:
            raw = base64.b64decode(ciphertext[len("vault:v1:") :], validate=True)
            plaintext = key.decrypt(raw[:12], raw[12:], None)
        except (binascii.Error, InvalidTag, ValueError):
            raise _HttpError(400, "cipher: message authentication failed") from None
        return {"data": {"plaintext": base64.b64encode(plaintext).decode("ascii")}}


class _Handler(BaseHTTPRequestHandler):
    owner: VaultStandIn
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Silent: request lines would carry secret paths."""

    def _dispatch(self, method: str) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                raise _HttpError(400, "failed to parse JSON input") from None
            if not isinstance(body, dict):
                raise _HttpError(400, "failed to parse JSON input")
            status, payload = self.owner.handle(method, self.path, self.headers.get("X-Vault-Token"), body)
        except _HttpError as err:
            status, payload = err.status, err.body
        except Exception:  # a stand-in bug must still answer, like Vault's 500
            status, payload = 500, {"errors": ["internal error"]}
        data = b"" if payload is None or method == "HEAD" else json.dumps(payload).encode("utf-8")
        self.send_response(status)
        if payload is not None:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if data:
            self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802 - stdlib naming
        self._dispatch("GET")

    def do_HEAD(self) -> None:  # noqa: N802
        self._dispatch("HEAD")

    def do_POST(self) -> None:  # noqa: N802
        self._dispatch("POST")

    def do_PUT(self) -> None:  # noqa: N802
        self._dispatch("PUT")

    def do_DELETE(self) -> None:  # noqa: N802
        self._dispatch("DELETE")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Vault STAND-IN (in-memory, tests/demo only; not Vault)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8200)
    parser.add_argument("--root-token", default=os.environ.get("VAULT_TOKEN"))
    parser.add_argument("--k8s-role", default="airlock")
    args = parser.parse_args(argv)
    standin = VaultStandIn(host=args.host, port=args.port, root_token=args.root_token, k8s_role=args.k8s_role)
    standin.start()
    # Like `vault server -dev`, announce the address; the token only if we generated it (dev-only server).
    announce = {"url": standin.url}
    if not args.root_token:
        announce["root_token"] = standin.root_token
    print(json.dumps({"event": "vault_standin_started", **announce}), flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        standin.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
