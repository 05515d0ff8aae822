"""A scripted OpenAI-compatible chat server on a loopback port, for the LLM-judged evaluation's tests.

It speaks the wire format the official ``openai`` client expects (``POST /v1/chat/completions``, JSON answers with
``usage``, 429 with ``Retry-After``). The answerer prompt gets the scripted answer for its question (or a default);
the judge prompt gets CORRECT exactly when the generated answer equals the gold answer (case and spaces aside):
a scripted judgement, so a wrong answer must score 0. ``fail_first`` answers the first N requests with 429.
"""

from __future__ import annotations

import http.server
import json
import re
import threading
from typing import Any


class ScriptedLLM:
    def __init__(
        self, answers: dict[str, str] | None = None, default: str = "I do not know", fail_first: int = 0
    ) -> None:
        outer = self
        self.answers = answers or {}
        self.default = default
        self.fail_first = fail_first
        self.requests: list[dict[str, Any]] = []  # every request, 429s included
        self.lock = threading.Lock()

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def _send(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
                raw = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(raw)

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with outer.lock:
                    outer.requests.append(body)
                    n = len(outer.requests)
                if n <= outer.fail_first:
                    err = {"error": {"message": "rate limited", "type": "rate_limit_error", "code": "rate_limit"}}
                    self._send(429, err, {"Retry-After": "0"})
                    return
                content = outer.reply(body["messages"])
                self._send(
                    200,
                    {
                        "id": f"cmpl-{n}",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body["model"],
                        "choices": [
                            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
                        ],
                        "usage": {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
                    },
                )

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def reply(self, messages: list[dict[str, Any]]) -> str:
        user = messages[-1]["content"]
        if "Gold answer:" in user:  # the judge
            gold = re.search(r"Gold answer: (.*)", user).group(1)  # type: ignore[union-attr]
            answer = re.search(r"Generated answer: (.*)", user).group(1)  # type: ignore[union-attr]
            same = " ".join(gold.lower().split()) == " ".join(answer.lower().split())
            label = "CORRECT" if same else "WRONG"
            return json.dumps({"reasoning": "compared with the gold answer", "label": label})
        question = re.search(r"Question: (.*)", user).group(1)  # type: ignore[union-attr]
        return json.dumps({"answer": self.answers.get(question, self.default)})

    def calls(self, role: str) -> int:
        judge = [("Gold answer:" in r["messages"][-1]["content"]) for r in self.requests]
        return sum(1 for j in judge if j == (role == "judge"))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
