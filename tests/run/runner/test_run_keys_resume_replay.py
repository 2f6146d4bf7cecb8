"""``vlmeval run`` fixes: an endpoint that echoes the API key, a dry run without a key, unscored descriptions,
resuming with another selection, replay choices, and --no-cache with --cache-dir."""

from __future__ import annotations

import asyncio
import json
import threading
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from run_helpers import cli, read_jsonl, serve, write_figures, write_replay
from vlmeval.run import runner
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.base import DescribeRequest
from vlmeval.run.models.openai_compat import DescribeError, RetryPolicy
from vlmeval.run.models.registry import build_adapter, resolve_model

SECRET = "sk-LEAKTEST-0123456789abcdef"


class EchoKeyHandler(BaseHTTPRequestHandler):
    """Answers the first chat completion (so the run has a scorecard to report), then every other one with an
    error whose body repeats the Authorization header, as some servers do: a JSON 401, or a long plain-text 500."""

    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        auth = self.headers.get("Authorization", "")
        with self.server.lock:
            first, self.server.answered = not self.server.answered, True
        if first:
            body = json.dumps({"choices": [{"message": {"role": "assistant", "content": "One panel; values 0.5."}}]}).encode()
            self.send_response(200)
            kind = "application/json"
        elif self.server.status == 401:
            body = json.dumps({"error": {"message": f"Incorrect API key provided: {auth}", "type": "invalid_request_error",
                                         "code": "invalid_api_key"}}).encode()
            kind = "application/json"
        else:
            # The SDK reports this as "Error code: 500 - <body>": the key starts at character 185 of the message,
            # so a message cut at 200 characters would still show its first 14.
            body = f"upstream failed {'.' * 131} while using {auth}".encode()
            kind = "text/plain"
        if not first:
            self.send_response(self.server.status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@contextmanager
def echo_server(status: int):
    server = ThreadingHTTPServer(("127.0.0.1", 0), EchoKeyHandler)
    server.status, server.answered, server.lock = status, False, threading.Lock()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def files_under(*roots: Path) -> list[Path]:
    return [p for root in roots if root.exists() for p in root.rglob("*") if p.is_file()]


# ---------------------------------------------------------------- 1. the key never leaves the adapter

@pytest.mark.parametrize("status", [401, 500])
def test_a_key_echoed_by_the_endpoint_is_never_printed_or_written(tmp_path: Path, status: int):
    figures = tmp_path / "figures"
    write_figures(figures, 3)
    out, cache = tmp_path / "runs" / "leak", tmp_path / "cache"
    with echo_server(status) as url:
        result = cli("run", "--model", "foo", "--base-url", url, "--api-key-env", "MYK", "--figures", str(figures),
                     "--out", str(out), "--cache-dir", str(cache), "--max-retries", "1", "--backoff", "0",
                     env={"MYK": SECRET})
        report = cli("report", str(out), "--figures", str(figures), "--out", str(tmp_path / "report.html"))
    assert result.returncode == 1, result.stdout + result.stderr
    errors = read_jsonl(out / "errors.jsonl")
    assert {e["kind"] for e in errors} == {f"http-{status}"} and len(errors) == 2 and len(read_jsonl(out / "scorecards.jsonl")) == 1
    assert all("***" in e["error"] for e in errors), errors  # the echo is kept, the key is not
    assert report.returncode == 0, report.stdout + report.stderr
    assert f"HTTP {status}" in (tmp_path / "report.html").read_text(encoding="utf-8")  # failed-item cards show errors
    written = files_under(out, cache, tmp_path / "report.html")
    assert out / "manifest.json" in written and out / "errors.jsonl" in written
    for path in written:
        text = path.read_text(encoding="utf-8", errors="replace")
        assert SECRET not in text and SECRET[:12] not in text, path  # not even the start of it, cut at 200 characters
    for stream in (result.stdout, result.stderr, report.stdout, report.stderr):
        assert SECRET[:12] not in stream


def test_the_runner_hides_the_key_in_an_unexpected_exception_too(tmp_path: Path, monkeypatch):
    """An error the adapter does not form itself (a bug, an SDK surprise) is masked on its way out as well."""
    figures = tmp_path / "figures"
    write_figures(figures, 1)
    spec = resolve_model("foo", base_url="http://127.0.0.1:9/v1", api_key_env="MYK", environ={"MYK": SECRET})
    monkeypatch.setenv("MYK", SECRET)
    adapter = build_adapter(spec, retry=RetryPolicy(max_retries=0))

    async def surprise(messages):
        raise RuntimeError(f"unexpected: header Bearer {SECRET}")

    monkeypatch.setattr(adapter, "_attempt", surprise)
    with pytest.raises(DescribeError) as raised:
        request = DescribeRequest("synth-000", figures / "synth-000.png", None, "p", "describe")
        asyncio.run(adapter.describe(request))
    assert SECRET not in str(raised.value) and "***" in str(raised.value)
    out = tmp_path / "run"
    outcome = runner.run(load_figure_set(figures), adapter, runner.load_prompt("describe-v1"), runner.RunParameters(), out,
                         spec=spec, score=False, progress=False)
    assert outcome.failed and SECRET not in outcome.items[0].error
    for path in files_under(out):
        assert SECRET not in path.read_text(encoding="utf-8"), path


class LeakyAdapter:
    """An adapter whose failures carry its key unmasked, but that can mask it: the runner must call ``redact``."""

    name = "leaky"
    needs_image = False
    cacheable = False

    def identity(self) -> dict:
        return {"adapter": "leaky"}

    def redact(self, text: str) -> str:
        return text.replace(SECRET, "***")

    async def describe(self, request: DescribeRequest):
        raise RuntimeError(f"refused Bearer {SECRET}")

    async def aclose(self) -> None:
        return None


def test_the_runner_masks_errors_with_the_adapters_redact(tmp_path: Path):
    figures = tmp_path / "figures"
    write_figures(figures, 2)
    out = tmp_path / "run"
    outcome = runner.run(load_figure_set(figures), LeakyAdapter(), runner.load_prompt("describe-v1"), runner.RunParameters(),
                         out, score=False, progress=False)
    assert outcome.failed and {o.error for o in outcome.items} == {"refused Bearer ***"}
    assert [e["error"] for e in read_jsonl(out / "errors.jsonl")] == ["refused Bearer ***"] * 2


# ---------------------------------------------------------------- 2. a dry run needs no key

def test_dry_run_needs_no_key_and_says_a_real_run_will(tmp_path: Path, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    figures = tmp_path / "figures"
    write_figures(figures, 3)
    result = cli("run", "--model", "gpt-4o-mini", "--figures", str(figures), "--only", "synth-00[01]", "--dry-run",
                 "--cache-dir", str(tmp_path / "cache"), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "would send 2 request(s) to https://api.openai.com/v1 (model gpt-4o-mini)" in result.stdout
    assert "cost: at most $" in result.stdout  # the bundled registry prices gpt-4o-mini
    assert "a real run would stop" in result.stdout and "OPENAI_API_KEY" in result.stdout
    assert not (tmp_path / "runs").exists() and not (tmp_path / "cache").exists()
    real = cli("run", "--model", "gpt-4o-mini", "--figures", str(figures), "--only", "synth-000", "--out",
               str(tmp_path / "runs" / "x"), cwd=tmp_path)
    assert real.returncode == 2 and "OPENAI_API_KEY, which is not set" in real.stderr
    assert not (tmp_path / "runs").exists()


# ---------------------------------------------------------------- 3. an unscored description is a failed item

def test_a_description_that_cannot_be_scored_is_a_failed_item(tmp_path: Path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 4)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    lines = replay.read_text().splitlines()
    lines[1] = json.dumps({**json.loads(lines[1]), "text": "  "})  # synth-001: recorded, but empty
    replay.write_text("\n".join(lines) + "\n")
    out = tmp_path / "runs" / "x"
    result = cli("run", "--model", f"replay:{replay}", "--figures", str(figures), "--out", str(out), "--quiet")
    assert result.returncode == 1, result.stdout + result.stderr
    descriptions = out / "descriptions.jsonl"
    number = 1 + [d["figure_id"] for d in read_jsonl(descriptions)].index("synth-001")
    assert f"{descriptions} line {number}: empty text" in " ".join(result.stdout.split())
    assert "1 of 4 description(s) could not be scored" in " ".join(result.stdout.split())
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == "failed" and manifest["counts"]["unscored"] == 1 and manifest["error_rate"] == 0.25
    assert f"{descriptions} line {number}: empty text" in manifest["scoring"]
    # the run's threshold applies to it as to any failed item
    allowed = cli("run", "--model", f"replay:{replay}", "--figures", str(figures), "--out", str(tmp_path / "y"),
                  "--quiet", "--max-error-rate", "0.25")
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr
    assert json.loads((tmp_path / "y" / "manifest.json").read_text())["status"] == "complete"
    # the leaderboard counts the same item as failed
    board = cli("leaderboard", str(out), "--figures", str(figures), "--format", "csv")
    assert board.returncode == 0 and ",1,0.25," in board.stdout, board.stdout + board.stderr


# ---------------------------------------------------------------- 4. a resumed manifest describes the whole folder

def test_resuming_with_another_selection_keeps_the_whole_run_in_the_manifest(tmp_path: Path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 4)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    out = tmp_path / "runs" / "o"
    first = cli("run", "--model", f"replay:{replay}", "--figures", str(figures), "--limit", "2", "--out", str(out), "--quiet")
    second = cli("run", "--model", f"replay:{replay}", "--figures", str(figures), "--only", "synth-002*", "--out", str(out),
                 "--quiet")
    assert first.returncode == 0 and second.returncode == 0, second.stdout + second.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["figure_ids"] == ids[:3]
    assert manifest["counts"] == {"selected": 3, "earlier": 2, "from_cache": 0, "requested": 1, "errors": 0, "unscored": 0}
    assert manifest["figure_set_sha256"] == runner.figure_set_sha256(load_figure_set(figures), ids[:3])
    assert len(read_jsonl(out / "descriptions.jsonl")) == 3 and len(read_jsonl(out / "scorecards.jsonl")) == 3
    assert "3 figure(s): 1 requested, 0 from cache, 2 already done, 0 error(s)" in second.stdout
    assert "2 figure(s) of earlier invocations of this run directory, not selected now, stay in the run" in second.stdout


def test_a_figure_that_failed_earlier_stays_failed_until_it_is_selected_again(tmp_path: Path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 3)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    out, cache = tmp_path / "run", tmp_path / "cache"
    with serve("--model", f"replay:{replay}", "--figures", str(figures), "--fault", "500,figure=synth-001,first=1") as server:
        def run(*only: str):
            return cli("run", "--model", "recorded-model", "--base-url", server.url, "--figures", str(figures),
                       *[a for fid in only for a in ("--only", fid)], "--out", str(out), "--cache-dir", str(cache),
                       "--max-retries", "0", "--no-score", "--quiet")

        first, second, third = run(*ids[:2]), run(ids[2]), run(ids[1])
    assert first.returncode == 1 and "synth-001" in read_jsonl(out / "errors.jsonl")[0]["figure_id"]
    assert second.returncode == 1, second.stdout + second.stderr  # synth-001 has still no answer
    assert "error synth-001" in second.stdout and "select it again to retry" in second.stdout
    assert third.returncode == 0, third.stdout + third.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["figure_ids"] == ids and manifest["status"] == "complete" and manifest["error_rate"] == 0
    assert manifest["counts"] == {"selected": 3, "earlier": 2, "from_cache": 0, "requested": 1, "errors": 0, "unscored": 0}


# ---------------------------------------------------------------- 5. replay: the model asked for, a folder

def test_replay_names_a_model_that_is_not_in_the_file_and_lists_those_that_are(tmp_path: Path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 2)
    both = tmp_path / "both.jsonl"
    both.write_text(write_replay(tmp_path / "a.jsonl", ids, "alpha").read_text()
                    + write_replay(tmp_path / "b.jsonl", ids, "beta").read_text())
    result = cli("run", "--model", f"replay:{both}", "--name", "zz", "--figures", str(figures), "--out", str(tmp_path / "o"))
    assert result.returncode == 2
    message = " ".join(result.stderr.split())
    assert f"error: {both}: no descriptions by a model 'zz'; the file holds 2 models (alpha, beta) (fix: --name one of " \
           f"them)" in message
    unnamed = cli("run", "--model", f"replay:{both}", "--figures", str(figures), "--out", str(tmp_path / "o"))
    assert unnamed.returncode == 2 and "(fix: pick one with --name MODEL)" in unnamed.stderr
    picked = cli("run", "--model", f"replay:{both}", "--name", "beta", "--figures", str(figures), "--out",
                 str(tmp_path / "o"), "--no-score", "--quiet")
    assert picked.returncode == 0 and {d["model"] for d in read_jsonl(tmp_path / "o" / "descriptions.jsonl")} == {"beta"}


def test_replay_of_a_folder_says_it_is_a_folder(tmp_path: Path):
    figures = tmp_path / "figures"
    write_figures(figures, 1)
    result = cli("run", "--model", f"replay:{figures}", "--figures", str(figures))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"'{figures}' is a folder, not a file" in " ".join(result.stderr.split())
    run_dir = tmp_path / "runs" / "old"
    run_dir.mkdir(parents=True)
    write_replay(run_dir / "descriptions.jsonl", ["synth-000"])
    hinted = cli("run", "--model", f"replay:{run_dir}", "--figures", str(figures))
    assert hinted.returncode == 2 and f"(fix: replay:{run_dir / 'descriptions.jsonl'}" in " ".join(hinted.stderr.split())
    empty = cli("run", "--model", "replay:", "--figures", str(figures))
    assert empty.returncode == 2 and "no path after 'replay:'" in empty.stderr


# ---------------------------------------------------------------- 6. --no-cache with --cache-dir

def test_no_cache_with_a_cache_dir_is_refused(tmp_path: Path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 1)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    out = tmp_path / "run"
    result = cli("run", "--model", f"replay:{replay}", "--figures", str(figures), "--no-cache", "--cache-dir",
                 str(tmp_path / "cache"), "--out", str(out))
    assert result.returncode == 2, result.stdout + result.stderr
    assert f"error: --no-cache and --cache-dir {tmp_path / 'cache'}" in " ".join(result.stderr.split())
    assert "(fix: drop one of them)" in " ".join(result.stderr.split())
    assert not out.exists() and not (tmp_path / "cache").exists()
