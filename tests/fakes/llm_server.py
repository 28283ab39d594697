"""TEST DOUBLE: a loopback HTTP server speaking just enough of the OpenAI chat-completions and Anthropic
messages APIs for the real SDKs to talk to it. It records every request body so tests can assert exactly
what would have left the cluster."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FakeLLMServer:
    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.fail_next = 0  # respond 503 to this many requests first
        self.inject = ""  # appended to every answer (prompt-injection / spoofed placeholder tests)
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))) or b"{}")
                with outer._lock:
                    outer.requests.append({"path": self.path, "body": body})
                    failing = outer.fail_next > 0
                    outer.fail_next -= 1 if failing else 0
                if failing:
                    self._send(503, {"error": {"message": "overloaded", "type": "server_error"}})
                    return
                if self.path.endswith("/chat/completions"):
                    user = body["messages"][-1]["content"]
                    text = "ANSWER: " + user.split("Document:\n", 1)[-1] + outer.inject
                    self._send(200, {"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                                     "choices": [{"index": 0, "finish_reason": "stop",
                                                  "message": {"role": "assistant", "content": text}}],
                                     "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})
                elif self.path.endswith("/messages"):
                    user = body["messages"][-1]["content"]
                    text = "ANSWER: " + user.split("Document:\n", 1)[-1] + outer.inject
                    self._send(200, {"id": "msg_x", "type": "message", "role": "assistant", "model": body["model"],
                                     "content": [{"type": "text", "text": text}], "stop_reason": "end_turn",
                                     "stop_sequence": None, "usage": {"input_tokens": 1, "output_tokens": 1}})
                else:
                    self._send(404, {"error": {"message": "not found"}})

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> FakeLLMServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def sent_text(self) -> str:
        """Everything any request carried, as one string, for leak searches."""
        with self._lock:
            return "\n".join(json.dumps(r["body"], ensure_ascii=False) for r in self.requests)
