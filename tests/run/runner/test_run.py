"""``vlmeval run`` against a real ``vlmeval serve`` subprocess on a loopback port (answers: replay of a JSONL
written here), with faults injected by the server: 429s, 500s, hangs, malformed bodies, a killed run."""

from __future__ import annotations

import hashlib
import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

from run_helpers import VLMEVAL, cli, read_jsonl, recorded_text, serve, synth_id, wait_for, write_figures, write_replay
from vlmeval.run import runner
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.models.cache import CACHE_FILE
from vlmeval.run.models.openai_compat import RetryPolicy
from vlmeval.run.models.registry import build_adapter, resolve_model

MODEL = "recorded-model"


# One server for every fault test: each fault is tied to its own figure, and each test runs only its figures.
MALFORMED, RATE_LIMITED, FAILING, HANGING, HANGS_ONCE, MALFORMED_ONCE, DROPPED_ONCE = (synth_id(i) for i in range(7))
CLEAN = [synth_id(i) for i in range(7, 12)]
FAULTS = (f"malformed,figure={MALFORMED}", f"429,figure={RATE_LIMITED},first=1,retry_after=0.6",
          f"500,figure={FAILING},first=3", f"hang,figure={HANGING}", f"hang,figure={HANGS_ONCE},first=1",
          f"malformed,figure={MALFORMED_ONCE},first=1", f"drop,figure={DROPPED_ONCE},first=1")


@pytest.fixture(scope="module")
def shared_world(tmp_path_factory):
    """Twelve figures with images, and a replay file answering for each."""
    root = tmp_path_factory.mktemp("world")
    ids = write_figures(root / "figures", 12)
    return {"figures": root / "figures", "ids": ids, "replay": write_replay(root / "answers.jsonl", ids, MODEL)}


@pytest.fixture
def world(shared_world, tmp_path: Path):
    return {**shared_world, "cache": tmp_path / "cache", "tmp": tmp_path}


@pytest.fixture(scope="module")
def server(shared_world):
    with start(shared_world, *FAULTS, extra=("--hang-seconds", "30")) as process:
        yield process


def start(world, *faults: str, extra: tuple[str, ...] = (), env: dict[str, str] | None = None):
    args = ["--model", f"replay:{world['replay']}", "--figures", str(world["figures"])]
    for fault in faults:
        args += ["--fault", fault]
    return serve(*args, *extra, env=env)


def run_lib(server, world, out: Path, only: list[str] | None = None, *, model: str = MODEL, timeout_s: float = 5.0,
            max_retries: int = 2, backoff_s: float = 0.01, max_error_rate: float = 0.0,
            api_key_env: str | None = None) -> runner.RunOutcome:
    spec = resolve_model(model, base_url=server.url, api_key_env=api_key_env)
    adapter = build_adapter(spec, timeout_s=timeout_s,
                            retry=RetryPolicy(max_retries=max_retries, base_delay_s=backoff_s, max_delay_s=5.0))
    params = runner.RunParameters(concurrency=4, timeout_s=timeout_s, max_retries=max_retries, backoff_s=backoff_s,
                                  max_error_rate=max_error_rate, only=only or [])
    return runner.run(load_figure_set(world["figures"]), adapter, runner.load_prompt("describe-v1"), params, out, spec=spec,
                      cache_dir=world["cache"], score=False, progress=False)


def by_figure(outcome: runner.RunOutcome) -> dict[str, runner.ItemOutcome]:
    return {o.figure_id: o for o in outcome.items}


def test_happy_path_cli_records_descriptions_manifest_and_cache(world, server):
    out = world["tmp"] / "run"
    before = server.stats()["figures"]
    only = [arg for fid in CLEAN for arg in ("--only", fid)]
    result = cli("run", "--model", MODEL, "--base-url", server.url, "--figures", str(world["figures"]), *only,
                 "--out", str(out), "--cache-dir", str(world["cache"]), "--quiet")
    after = server.stats()["figures"]
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"run directory: {out}" in result.stdout
    cards = {card["figure_id"]: card for card in read_jsonl(out / "scorecards.jsonl")}
    assert sorted(cards) == CLEAN and "scoring: 5 scorecard(s) in scorecards.jsonl" in result.stdout
    for fid, card in cards.items():  # the summary table shows each figure's scores
        row = next(line for line in result.stdout.splitlines() if fid in line)
        shown = [f"{v:.2f}" if v is not None else "-" for v in
                 (card["metrics"]["value_recall"], card["metrics"]["value_precision"], card["metrics"]["overall"])]
        assert [cell.strip() for cell in row.split("│")[-4:-1]] == shown
    lines = read_jsonl(out / "descriptions.jsonl")
    assert sorted(line["figure_id"] for line in lines) == CLEAN
    for line in lines:
        assert line["text"] == recorded_text(line["figure_id"])  # the image reached the server and was recognised
        assert line["model"] == MODEL and line["prompt_id"] == "describe-v1" and line["cache"] == "miss"
        assert line["usage"]["completion_tokens"] > 0 and line["latency_s"] > 0 and line["attempts"] == 1
    assert all(after[fid]["requests"] - before.get(fid, {}).get("requests", 0) == 1 for fid in CLEAN)
    manifest = json.loads((out / "manifest.json").read_text())
    prompt_file = Path(runner.prompts_dir()) / "describe-v1.md"
    assert manifest["prompt_sha256"] == hashlib.sha256(prompt_file.read_text().strip().encode()).hexdigest()
    assert manifest["status"] == "complete" and manifest["endpoint"] == server.url and manifest["model_id"] == MODEL
    assert manifest["counts"] == {"selected": 5, "earlier": 0, "from_cache": 0, "requested": 5, "errors": 0, "unscored": 0}
    assert manifest["usage"]["completion_tokens"] == sum(line["usage"]["completion_tokens"] for line in lines)
    assert manifest["figure_ids"] == CLEAN and len(manifest["figure_set_sha256"]) == 64
    assert manifest["parameters"]["only"] == CLEAN and manifest["started_at"] <= manifest["finished_at"]
    assert len(read_jsonl(world["cache"] / CACHE_FILE)) == 5


def test_429_then_success_waits_for_retry_after(world, server):
    outcome = run_lib(server, world, world["tmp"] / "run", [RATE_LIMITED, CLEAN[0]], backoff_s=0.01)
    log = [entry for entry in server.stats()["log"] if entry["figure"] == RATE_LIMITED]
    assert not outcome.failed
    assert [entry["outcome"] for entry in log] == ["429", "answered"]
    assert log[1]["t"] - log[0]["t"] >= 0.6  # our own backoff alone would have waited about 0.01 s
    assert by_figure(outcome)[RATE_LIMITED].attempts == 2 and by_figure(outcome)[CLEAN[0]].attempts == 1
    line = {d["figure_id"]: d for d in read_jsonl(world["tmp"] / "run" / "descriptions.jsonl")}[RATE_LIMITED]
    assert line["attempts"] == 2 and line["text"] == recorded_text(RATE_LIMITED)


def test_500s_past_the_retry_budget_fail_one_item_and_the_next_run_retries_only_it(world, server):
    out, only = world["tmp"] / "run", [FAILING, *CLEAN[:2]]
    first = run_lib(server, world, out, only, max_retries=2)
    assert first.failed and first.manifest.counts.errors == 1 and first.manifest.counts.requested == 2
    assert by_figure(first)[FAILING].status == "error" and by_figure(first)[FAILING].attempts == 3
    errors = read_jsonl(out / "errors.jsonl")
    assert [(e["figure_id"], e["attempts"], e["kind"]) for e in errors] == [(FAILING, 3, "http-500")]
    assert "HTTP 500" in errors[0]["error"]
    assert FAILING not in {d["figure_id"] for d in read_jsonl(out / "descriptions.jsonl")}
    assert len(read_jsonl(world["cache"] / CACHE_FILE)) == 2  # the error was not cached
    before = server.stats()["figures"]

    again = run_lib(server, world, out, only, max_retries=2)  # the same command again
    after = server.stats()["figures"]
    elsewhere = run_lib(server, world, world["tmp"] / "other-run", only, max_retries=2)  # a new run dir: all cached
    final = server.stats()["figures"]
    assert not again.failed
    assert {fid: after[fid]["requests"] - before[fid]["requests"] for fid in only} == {FAILING: 1, CLEAN[0]: 0, CLEAN[1]: 0}
    assert {o.figure_id: o.status for o in again.items} == {FAILING: "requested", CLEAN[0]: "earlier", CLEAN[1]: "earlier"}
    lines = read_jsonl(out / "descriptions.jsonl")
    assert sorted(d["figure_id"] for d in lines) == sorted(only)  # nothing lost, nothing twice
    assert all(final[fid] == after[fid] for fid in only) and not elsewhere.failed
    assert {o.status for o in elsewhere.items} == {"cache"}
    assert {d["cache"] for d in read_jsonl(world["tmp"] / "other-run" / "descriptions.jsonl")} == {"hit"}


def test_hanging_requests_time_out_and_are_retried(world, server):
    started = time.monotonic()
    outcome = run_lib(server, world, world["tmp"] / "run", [HANGING, HANGS_ONCE, CLEAN[2]], timeout_s=0.5, max_retries=1)
    elapsed = time.monotonic() - started
    stats = server.stats()["figures"]
    items = by_figure(outcome)
    assert items[HANGS_ONCE].status == "requested" and items[HANGS_ONCE].attempts == 2
    assert items[HANGING].status == "error" and items[HANGING].attempts == 2
    assert "no answer within 0.5 s" in items[HANGING].error
    assert stats[HANGING] == {"requests": 2, "hang": 2} and stats[HANGS_ONCE] == {"requests": 2, "hang": 1, "answered": 1}
    assert elapsed < 15  # the 30 s hangs were cut by the 0.5 s timeout
    assert outcome.failed and outcome.manifest.counts.errors == 1


def test_malformed_bodies_and_dropped_connections_are_retried_then_reported(world, server):
    outcome = run_lib(server, world, world["tmp"] / "run", [MALFORMED, MALFORMED_ONCE, DROPPED_ONCE, CLEAN[3]],
                      max_retries=1, max_error_rate=0.5)
    items = by_figure(outcome)
    assert items[MALFORMED_ONCE].status == "requested" and items[MALFORMED_ONCE].attempts == 2
    assert items[DROPPED_ONCE].status == "requested" and items[DROPPED_ONCE].attempts == 2
    assert items[MALFORMED].status == "error" and "malformed response body" in items[MALFORMED].error
    assert not outcome.failed  # 1 of 4 failed, within --max-error-rate 0.5
    assert outcome.manifest.status == "complete" and outcome.manifest.error_rate == pytest.approx(1 / 4)


def test_no_server_listening_is_a_connection_error_per_item(world):
    class Gone:
        url = "http://127.0.0.1:9/v1"  # the discard port: nothing listens there

    outcome = run_lib(Gone(), world, world["tmp"] / "run", CLEAN[:2], max_retries=1)
    assert outcome.failed and {o.status for o in outcome.items} == {"error"}
    assert all(o.error.startswith("connection failed") and o.attempts == 2 for o in outcome.items)
    assert {e["kind"] for e in read_jsonl(world["tmp"] / "run" / "errors.jsonl")} == {"connection"}


def test_killed_run_resumes_without_requesting_finished_items_twice(world, tmp_path):
    figures = tmp_path / "many"
    ids = write_figures(figures, 8)
    replay = write_replay(tmp_path / "many.jsonl", ids, MODEL)
    out = tmp_path / "run"
    with serve("--model", f"replay:{replay}", "--figures", str(figures), "--latency", "0.1") as server:
        command = ["run", "--model", MODEL, "--base-url", server.url, "--figures", str(figures), "--out", str(out),
                   "--cache-dir", str(tmp_path / "cache"), "--concurrency", "1", "--no-score", "--quiet"]
        process = subprocess.Popen([*VLMEVAL, *command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: len(read_jsonl(out / "descriptions.jsonl")) >= 3)
        process.send_signal(signal.SIGKILL)
        process.wait()
        finished_before = {d["figure_id"] for d in read_jsonl(out / "descriptions.jsonl")}
        assert 3 <= len(finished_before) < len(ids)
        result = cli(*command)
        stats = server.stats()["figures"]
    assert result.returncode == 0, result.stdout + result.stderr
    lines = read_jsonl(out / "descriptions.jsonl")
    assert sorted(d["figure_id"] for d in lines) == ids  # every figure exactly once
    assert all(d["text"] == recorded_text(d["figure_id"]) for d in lines)
    assert all(stats[fid]["requests"] == 1 for fid in finished_before)
    # At most the one request in flight at the kill was answered but not recorded, and so asked again.
    assert sum(stats[fid]["requests"] for fid in ids) <= len(ids) + 1
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["status"] == "complete"
    assert manifest["counts"]["earlier"] + manifest["counts"]["from_cache"] >= len(finished_before)


def test_api_key_from_env_is_sent_but_never_written_or_printed(world, monkeypatch):
    secret = "sk-test-" + hashlib.sha256(b"vlmeval").hexdigest()[:32]
    out, refused_out = world["tmp"] / "run", world["tmp"] / "no-key"
    env = {"SERVER_KEY": secret, "MY_ENDPOINT_KEY": secret}
    with start(world, extra=("--api-key-env", "SERVER_KEY"), env=env) as server:
        # The server answers 401 without the key, so a complete run proves the key was sent.
        ok = cli("run", "--model", MODEL, "--base-url", server.url, "--api-key-env", "MY_ENDPOINT_KEY",
                 "--figures", str(world["figures"]), "--only", "synth-00[0-4]", "--out", str(out),
                 "--cache-dir", str(world["cache"]), "--no-score", env=env)
        monkeypatch.setenv("OPENAI_API_KEY", secret)  # never sent to an ad hoc --base-url without --api-key-env
        refused = run_lib(server, {**world, "cache": world["tmp"] / "empty-cache"}, refused_out, CLEAN[:2], max_retries=3)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert len(read_jsonl(out / "descriptions.jsonl")) == 5
    assert refused.failed and {o.error for o in refused.items} == {"HTTP 401: missing or wrong API key"}
    assert {e["attempts"] for e in read_jsonl(refused_out / "errors.jsonl")} == {1}  # 401 is not retried
    written = [p for root in (out, world["cache"], refused_out, world["tmp"] / "empty-cache") for p in root.rglob("*")
               if p.is_file()]
    assert len(written) >= 5
    for path in written:
        assert secret not in path.read_text(encoding="utf-8", errors="replace"), path
    assert secret not in ok.stdout and secret not in ok.stderr


def test_dry_run_lists_items_and_estimates_cost_without_sending(world, server):
    registry = world["tmp"] / "models.toml"
    registry.write_text(f'[models."priced"]\nbase_url = "{server.url}"\nmodel = "{MODEL}"\nmax_tokens = 1000\n'
                        f'price_input_per_mtok = 2.0\nprice_output_per_mtok = 10.0\n', encoding="utf-8")
    before = server.stats()["requests"]
    result = cli("run", "--model", "priced", "--registry", str(registry), "--figures", str(world["figures"]),
                 "--only", "synth-00[01]", "--cache-dir", str(world["cache"]), "--dry-run", cwd=world["tmp"])
    assert server.stats()["requests"] == before
    assert result.returncode == 0, result.stdout + result.stderr
    assert "synth-000" in result.stdout and "synth-001" in result.stdout and "synth-002" not in result.stdout
    assert "would send 2 request(s)" in result.stdout
    # 1x1 images cost 85 + 170 tokens each; output is bounded by max_tokens = 1000 per request.
    prompt_tokens = 2 * (len(runner.load_prompt("describe-v1").text) // 4 + 255)
    expected = (prompt_tokens * 2.0 + 2 * 1000 * 10.0) / 1e6
    assert f"at most ${expected:.4f}" in result.stdout
    assert not (world["tmp"] / "runs").exists()


def test_resume_cuts_a_partial_last_line_and_refuses_another_runs_directory(world, server):
    out = world["tmp"] / "run"
    run_lib(server, world, out, CLEAN)
    descriptions = out / "descriptions.jsonl"
    lines = descriptions.read_text().splitlines(keepends=True)
    # A crash mid-write: the last line is cut off halfway.
    descriptions.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])
    lost = json.loads(lines[-1])["figure_id"]
    again = run_lib(server, world, out, CLEAN)
    assert by_figure(again)[lost].status == "cache"  # the answer was cached before it was recorded
    assert sorted(d["figure_id"] for d in read_jsonl(descriptions)) == CLEAN
    with pytest.raises(runner.RunError, match="holds a different run") as refused:
        run_lib(server, world, out, CLEAN, model="another-model")
    assert str(out) in str(refused.value)
    assert sorted(d["figure_id"] for d in read_jsonl(descriptions)) == CLEAN


def test_replay_model_runs_without_a_server_and_is_labelled_with_the_recorded_model(world):
    replay = write_replay(world["tmp"] / "partial.jsonl", world["ids"][:4], "some-vlm")
    out = world["tmp"] / "run"
    adapter = build_adapter(resolve_model(f"replay:{replay}"))
    outcome = runner.run(load_figure_set(world["figures"]), adapter, runner.load_prompt("describe-v1"),
                         runner.RunParameters(), out, cache_dir=world["cache"], score=False, progress=False)
    assert not outcome.failed
    lines = read_jsonl(out / "descriptions.jsonl")
    assert [(d["figure_id"], d["model"], d["cache"], d["text"]) for d in sorted(lines, key=lambda d: d["figure_id"])] == \
        [(fid, "some-vlm", "off", recorded_text(fid)) for fid in world["ids"][:4]]
    assert outcome.notes == ["8 figure(s) with no recorded description left out: synth-004, synth-005, synth-006, "
                             "synth-007, synth-008, … (3 more)"]
    assert not (world["cache"] / CACHE_FILE).exists()  # replayed answers are not cached
    with pytest.raises(runner.RunError, match=r"--only nope-\*: no figure id matches"):
        runner.run(load_figure_set(world["figures"]), adapter, runner.load_prompt("describe-v1"),
                   runner.RunParameters(only=["nope-*"]), out, score=False, progress=False)
