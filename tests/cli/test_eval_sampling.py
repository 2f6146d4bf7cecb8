"""An evaluation file's sampling parameters reach the endpoint: a real HTTP server on 127.0.0.1 records every
chat-completions body it gets (vlmeval serve does not keep bodies, so this small server does)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from run_helpers import cli, read_jsonl, write_figures
from vlmeval.run.models.openai_compat import OpenAICompatAdapter
from vlmeval.run.models.registry import ModelSpec


class Recorder(BaseHTTPRequestHandler):
    bodies: list[dict] = []

    def do_POST(self):  # noqa: N802 (the http.server name)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        Recorder.bodies.append(body)
        answer = json.dumps({"id": "x", "object": "chat.completion", "model": body["model"], "created": 0,
                             "choices": [{"index": 0, "finish_reason": "stop",
                                          "message": {"role": "assistant", "content": f"answer {len(Recorder.bodies)}"}}],
                             "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):
        pass


@pytest.fixture
def endpoint():
    Recorder.bodies = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def test_temperature_seed_max_tokens_and_system_prompt_are_sent_and_repeats_are_new_samples(tmp_path, endpoint):
    write_figures(tmp_path / "figs", 1)
    config = tmp_path / "eval.toml"
    config.write_text(f'[run]\nfigures = "figs"\nrepeats = 2\n\n[[models]]\nname = "sampler"\nmodel = "vlm-1"\n'
                      f'base_url = "{endpoint}"\ntemperature = 0.7\nseed = 5\nmax_tokens = 123\n'
                      f'system_prompt = "Be exact."\n')
    args = ["run", "--config", str(config), "--cache-dir", str(tmp_path / "cache"), "--quiet"]
    result = cli(*args, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert [b["seed"] for b in Recorder.bodies] == [5, 6]  # repeat k sends seed + k - 1
    for body in Recorder.bodies:
        assert (body["model"], body["temperature"], body["max_tokens"]) == ("vlm-1", 0.7, 123)
        assert body["messages"][0] == {"role": "system", "content": "Be exact."}
        assert body["messages"][1]["role"] == "user"
    folders = tmp_path / "runs" / "eval" / "sampler-describe-v1"
    texts = [read_jsonl(folders / f"r{k}" / "descriptions.jsonl")[0]["text"] for k in (1, 2)]
    assert texts == ["answer 1", "answer 2"]  # the second repeat was asked, not read from the first one's cache
    manifest = json.loads((folders / "r2" / "manifest.json").read_text())
    assert manifest["adapter"]["seed"] == 6 and manifest["parameters"]["repeat"] == 2
    again = cli(*args, cwd=tmp_path)
    assert again.returncode == 0 and len(Recorder.bodies) == 2  # resumed: nothing asked again


def test_a_model_without_seed_or_system_prompt_keeps_its_cache_identity():
    spec = ModelSpec(kind="openai", name="m", model_id="m", base_url="http://127.0.0.1:1/v1")
    assert set(OpenAICompatAdapter(spec, api_key=None).identity()) == {"adapter", "endpoint", "model", "temperature",
                                                                      "max_tokens"}
