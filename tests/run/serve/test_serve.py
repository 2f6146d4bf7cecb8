"""``vlmeval serve`` as a real subprocess: the OpenAI-compatible endpoints, driven by the real openai client."""

from __future__ import annotations

import base64
import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from run_helpers import SEEDS_JSONL, serve, tiny_png
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.replay import ReplayAdapter, ReplayError
from vlmeval.run.serve import FaultSpecError, parse_fault

SERVED = "healer-alpha"  # seed 002 in the recorded seeds: an accurate description of dynts-r1qwen-benchmarks
FIGURE = "dynts-r1qwen-benchmarks"


@pytest.fixture(scope="module")
def server():
    with serve("--model", f"replay:{SEEDS_JSONL}", "--name", SERVED) as process:
        yield process


@pytest.fixture(scope="module")
def client(server):
    # openai is imported here and in the test that names its errors, not at the top: it takes seconds to import, and
    # every xdist worker imports every test module to collect it, while only the worker that runs this file needs it
    import openai

    with openai.OpenAI(base_url=server.url, api_key="unused", max_retries=0, timeout=10) as c:
        yield c


def data_url(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode()


def ask(client, png: bytes, model: str = SERVED):
    return client.chat.completions.create(model=model, messages=[{"role": "user", "content": [
        {"type": "text", "text": "Describe the figure."}, {"type": "image_url", "image_url": {"url": data_url(png)}}]}])


def post(url: str, body: bytes) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_models_lists_the_served_model(client):
    assert [m.id for m in client.models.list().data] == [SERVED]


def test_chat_completion_answers_with_the_recorded_description_of_the_image(client, server):
    recorded = {(d["figure_id"], d["model"]): d["text"] for d in map(json.loads, SEEDS_JSONL.read_text().splitlines())}
    image = load_figure_set().image_path(FIGURE).read_bytes()
    before = server.requests_for(FIGURE)
    completion = ask(client, image)
    assert completion.choices[0].message.content == recorded[(FIGURE, SERVED)]
    assert completion.model == SERVED and completion.usage.completion_tokens > 0
    assert server.requests_for(FIGURE) == before + 1


def test_wrong_model_unknown_image_and_bad_requests_get_openai_style_errors(client, server):
    import openai

    image = load_figure_set().image_path(FIGURE).read_bytes()
    with pytest.raises(openai.NotFoundError, match="is not served here"):
        ask(client, image, model="gpt-4o")
    with pytest.raises(openai.NotFoundError, match="not one of the known figures"):
        ask(client, tiny_png(1))
    status, body = post(f"{server.url}/chat/completions", b"{not json")
    assert status == 400 and body["error"]["code"] == "invalid_json"
    no_image = json.dumps({"model": SERVED, "messages": [{"role": "user", "content": "hello"}]}).encode()
    status, body = post(f"{server.url}/chat/completions", no_image)
    assert status == 400 and "exactly one image" in body["error"]["message"]
    remote = json.dumps({"model": SERVED, "messages": [{"role": "user", "content": [
        {"type": "image_url", "image_url": {"url": "https://example.org/figure.png"}}]}]}).encode()
    status, body = post(f"{server.url}/chat/completions", remote)
    assert status == 400 and "data URL" in body["error"]["message"]
    status, body = post(f"{server.url}/embeddings", b"{}")
    assert status == 404


def test_fault_specs_are_parsed_and_bad_ones_rejected():
    fault = parse_fault("429,figure=abc,first=2,retry-after=1.5")
    assert (fault.kind, fault.figure, fault.first, fault.retry_after, fault.status) == ("429", "abc", 2, 1.5, 429)
    assert parse_fault("hang").status is None and parse_fault("hang").matches("any")
    once = parse_fault("500,first=1")
    once.used = 1
    assert not once.matches("any")
    for bad, message in [("teapot", "unknown kind"), ("200", "unknown kind"), ("500,first=x", "cannot read"),
                         ("500,every=2", "unknown option"), ("500,first", "cannot read")]:
        with pytest.raises(FaultSpecError, match=message):
            parse_fault(bad)


def test_replay_files_with_several_models_need_a_name_and_bad_lines_are_located(tmp_path: Path):
    with pytest.raises(ReplayError, match=r"holds descriptions by 5 models .* \(fix: pick one with --name MODEL\)"):
        ReplayAdapter(SEEDS_JSONL)
    assert ReplayAdapter(SEEDS_JSONL, name="nemotron").figure_ids() == {"dynts-r1llama-benchmarks"}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"figure_id": "a", "model": "m", "text": "t"}\n{"figure_id": "b", "model": "m"}\n')
    with pytest.raises(ReplayError, match=rf"{bad}: line 2: text: Field required"):
        ReplayAdapter(bad)
    bad.write_text('{"figure_id": "a", "model": "m", "text": "t"}\n\n{"figure_id": "a", "model": "m", "text": "u"}\n')
    with pytest.raises(ReplayError, match=r"line 3: figure 'a' is already recorded on line 1"):
        ReplayAdapter(bad)
    bad.write_text('{"figure_id": "a", "model": "m", "text": "t"\n')
    with pytest.raises(ReplayError, match=r"line 1: not valid JSON \(.* at column \d+\)"):
        ReplayAdapter(bad)
