"""The serve app with a model behind it, and where the GPU is (tests/serve_app.py's session cluster): a second app
whose generator and write-path expert are an OpenAI-compatible server on a loopback port, driven through the
official ``openai`` client (plain and streamed), and, on a GPU machine, that no Store replica holds GPU memory.
Split from tests/test_serve.py for length; runs after its failure tests, on the recovered app."""

from __future__ import annotations

import json
import threading
from typing import Any

import httpx
import pytest

pytest.importorskip("ray.serve")

from serve_app import APP, KEY, KEY_ENV, SHARDS, all_memories, remember, store_of, uid


class _FakeOpenAI:
    """An OpenAI-compatible chat server on a loopback port: answers with the memory lines it was shown."""

    def __init__(self) -> None:
        import http.server

        outer = self
        self.requests: list[dict] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append(body)
                system = body["messages"][0]["content"]
                seen = [ln for ln in system.splitlines() if "Nara" in ln or "deer" in ln]
                answer = "MODEL SAW: " + (seen[0] if seen else "nothing")
                if not body.get("stream"):
                    out = {
                        "id": "x",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body["model"],
                        "choices": [
                            {"index": 0, "message": {"role": "assistant", "content": answer}, "finish_reason": "stop"}
                        ],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                    }
                    raw = json.dumps(out).encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(raw)))
                    self.end_headers()
                    self.wfile.write(raw)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                for i in range(0, len(answer), 7):
                    chunk = {
                        "id": "x",
                        "object": "chat.completion.chunk",
                        "created": 0,
                        "model": body["model"],
                        "choices": [{"index": 0, "delta": {"content": answer[i : i + 7]}, "finish_reason": None}],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                self.wfile.write(b"data: [DONE]\n\n")

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def _gpu_pids() -> dict[int, int] | None:
    """pid -> MiB of GPU memory held, from nvidia-smi; None where there is no GPU to ask."""
    import shutil
    import subprocess

    if shutil.which("nvidia-smi") is None:
        return None
    out = subprocess.run(
        ["nvidia-smi", "--query-compute-apps=pid,used_memory", "--format=csv,noheader,nounits"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    if out.returncode != 0:
        return None
    return {int(p): int(m) for p, m in (line.split(",") for line in out.stdout.strip().splitlines() if line.strip())}


def test_store_replica_is_cpu_only(kioku, http):
    """The Store replicas hold no GPU: it hides every GPU before its engine imports bm25s (and with it jax) or
    torch; the Embedder, which holds none here either, reports its channels on the CPU."""
    user = uid()
    remember(http, user, ["I am allergic to shrimp."])
    assert http.post("/v1/search", json={"user_id": user, "query": "allergy", "k": 3}).status_code == 200
    for shard in range(SHARDS):  # every shard's replica, the one that served the search included
        store = kioku["serve"].get_deployment_handle(f"Store_{shard}", app_name=APP)
        health = store.call.remote("health", {}).result()["ok"]
        assert health["devices"] == {
            "CUDA_VISIBLE_DEVICES": "",
            "JAX_PLATFORMS": "cpu",
            "XLA_PYTHON_CLIENT_PREALLOCATE": "false",
        }
    info = kioku["serve"].get_deployment_handle("Embedder", app_name=APP).info.remote().result()
    if not info["gpu"]:
        assert {c["device"] for c in info["channels"].values()} == {"cpu"}


@pytest.mark.skipif(_gpu_pids() is None, reason="needs a GPU (nvidia-smi)")
def test_store_process_holds_no_gpu_memory(kioku, http):
    """On a GPU machine: after searches (bm25s and jax imported), the Store process is not among the processes
    holding GPU memory."""
    user = uid()
    remember(http, user, ["My budget for a used car is 500,000 yen."])
    for q in ("budget", "car", "yen"):
        assert http.post("/v1/search", json={"user_id": user, "query": q, "k": 3}).status_code == 200
    pid = store_of(kioku, user).call.remote("health", {}).result()["ok"]["pid"]
    assert pid not in (_gpu_pids() or {})


@pytest.fixture(scope="module")
def with_model(kioku, tmp_path_factory):
    """A second, small app on the same cluster whose generator is an OpenAI-compatible server."""
    from serve.app import build_app
    from serve.config import ServeArgs

    fake = _FakeOpenAI()
    args = ServeArgs(
        data_dir=str(tmp_path_factory.mktemp("serve-model")),
        api_key_env=KEY_ENV,
        store_shards=1,  # each shard would load its own models (local placement): one is enough here
        embedder={"placement": "local"},
        generator={"provider": "openai", "model": "fake-chat", "base_url": f"http://127.0.0.1:{fake.port}/v1"},
        # An API expert in the write path's pool. Its answers are not the JSON its role asks for, so consensus
        # must go on with the local experts: the turn still succeeds and still writes.
        experts={
            "fake": {
                "provider": "openai",
                "model": "fake-expert",
                "base_url": f"http://127.0.0.1:{fake.port}/v1",
                "max_retries": 0,
            }
        },
    )
    kioku["serve"].run(
        build_app(args), name="kioku-model", route_prefix="/m", logging_config={"enable_access_log": False}
    )
    try:
        yield {"base": kioku["base"] + "/m", "fake": fake}
    finally:
        kioku["serve"].delete("kioku-model")
        fake.server.shutdown()


def test_model_generator_plain_and_streamed(kioku, with_model):
    from openai import OpenAI

    user = uid()
    with httpx.Client(base_url=with_model["base"], headers=kioku["headers"], timeout=120) as c:
        assert c.get("/healthz").json()["generator"] == "openai/fake-chat"
        remember(c, user, ["We fed the deer in Nara park last October."])
        t = c.post("/v1/turns", json={"user_id": user, "session_id": "s", "message": "Where did we feed deer?"}).json()
        assert t["generator"] == "openai/fake-chat" and t["reply"].startswith("MODEL SAW:") and "Nara" in t["reply"]
        # the write path asked the API expert (through its deployment) after the turn
        assert any(q["model"] == "fake-expert" for q in with_model["fake"].requests)
        client = OpenAI(base_url=with_model["base"] + "/v1", api_key=KEY, max_retries=0)
        msgs = [{"role": "system", "content": "Answer briefly."}, {"role": "user", "content": "Where were the deer?"}]
        plain = client.chat.completions.create(model="any", user=user, messages=msgs)
        assert "Nara" in plain.choices[0].message.content
        parts = [
            ch.choices[0].delta.content or ""
            for ch in client.chat.completions.create(model="any", user=user, messages=msgs, stream=True)
            if ch.choices
        ]
        assert len([p for p in parts if p]) > 2 and "".join(parts).startswith("MODEL SAW:") and "Nara" in "".join(parts)
        # the model got the memory system prompt first, then the caller's system message and the question
        last = [q for q in with_model["fake"].requests if q["model"] == "fake-chat"][-1]["messages"]
        assert "[LONG_TERM_MEMORY]" in last[0]["content"] and "Answer briefly." in last[0]["content"]
        assert last[-1] == {"role": "user", "content": "Where were the deer?"}
        # the streamed exchange was written once the stream had finished
        said = [m["summary"] for m in all_memories(c, user) if m["speaker"] == "assistant"]
        assert len(said) == 3 and all(s.startswith("assistant: MODEL SAW:") for s in said)
