"""``inspect eval vlmeval/figure_description`` end to end: the real inspect_ai CLI, its OpenAI-compatible provider
and a real ``vlmeval serve`` on 127.0.0.1 (one figure answered with an injected HTTP 400, so one sample fails).
Each scored sample must carry exactly what ``vlmeval score`` gives for the same answer; the log then scores with
``vlmeval score --from inspect`` into a run the leaderboard ranks, the failed sample counted as 0.

(inspect's ``mockllm`` provider downloads a tokenizer when it runs, so a real server stands in for the model.)
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from run_helpers import cli, read_jsonl, serve

FAILING = "dynts-average"


def read_eval_log(path: str):
    # imported here, not at the top: inspect_ai takes seconds to import, and every xdist worker imports every test
    # module to collect it, while only the worker that runs this file needs inspect_ai
    from inspect_ai.log import read_eval_log as read

    return read(path)


def _inspect_eval(url: str, log_dir: Path) -> Path:
    env = {**os.environ, "VLMEVAL_BASE_URL": url, "VLMEVAL_API_KEY": "none", "INSPECT_LOG_LEVEL": "warning"}
    done = subprocess.run([sys.executable, "-m", "inspect_ai", "eval", "vlmeval/figure_description", "-T",
                           "suite=papers", "--model", "openai-api/vlmeval/ocr-baseline", "--limit", "3",
                           "--log-dir", str(log_dir), "--display", "none", "--no-fail-on-error"],
                          capture_output=True, text=True, env=env, timeout=300)
    logs = sorted(log_dir.glob("*.eval"))
    assert len(logs) == 1, done.stdout + done.stderr
    return logs[0]


@pytest.fixture(scope="module")
def inspect_log(tmp_path_factory) -> Path:
    with serve("--fault", f"400,figure={FAILING}") as server:
        return _inspect_eval(server.url, tmp_path_factory.mktemp("logs"))


def _by_figure(path: Path) -> dict[str, dict]:
    return {card["figure_id"]: card for card in read_jsonl(path)}


def test_each_sample_scores_as_vlmeval_score_does(inspect_log, tmp_path):
    log = read_eval_log(str(inspect_log))
    assert [s.id for s in log.samples] == ["dynts-average", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]
    answered = [s for s in log.samples if s.error is None]
    assert [s.id for s in answered] == ["dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]
    # the same answers, written as a plain descriptions file and scored by the command line
    answers = tmp_path / "answers.jsonl"
    answers.write_text("".join(json.dumps({"figure_id": s.id, "model": "m", "text": s.output.completion}) + "\n"
                               for s in answered), encoding="utf-8")
    done = cli("score", str(answers), "--out", str(tmp_path / "plain"), "--no-progress")
    assert done.returncode == 0, done.stderr
    cards = _by_figure(tmp_path / "plain" / "scorecards.jsonl")
    for sample in answered:
        score = sample.scores["figure_claims"]
        card = cards[sample.id]
        assert card["claims"], "an OCR description of a printed heatmap has claims"
        assert score.value == (card["metrics"]["overall"] or 0.0)
        assert score.metadata["metrics"] == card["metrics"]
        assert score.metadata["counts"] == card["counts"]
        assert [(c["text"], c["verdict"], c["error_type"]) for c in score.metadata["claims"]] == \
               [(c["text"], c["verdict"], c["error_type"]) for c in card["claims"]]
        for claim in card["claims"]:  # the explanation inspect view shows names every claim
            assert claim["text"] in score.explanation
    metrics = log.results.scores[0].metrics
    overall = [cards[s.id]["metrics"]["overall"] for s in answered]
    assert metrics["mean"].value == pytest.approx(sum(overall) / len(overall))
    precision = [cards[s.id]["metrics"]["value_precision"] for s in answered]
    assert metrics["value_precision"].value == pytest.approx(sum(precision) / len(precision))


def test_the_log_scores_into_a_run_the_leaderboard_ranks(inspect_log, tmp_path):
    run = tmp_path / "run"
    done = cli("score", "--from", "inspect", str(inspect_log), "--out", str(run), "--no-progress")
    assert done.returncode == 1, done.stderr  # one sample failed: not every row scored
    assert f"failed {FAILING}" in done.stderr and "injected fault: HTTP 400" in done.stderr
    log = read_eval_log(str(inspect_log))
    from_log = _by_figure(run / "scorecards.jsonl")
    assert sorted(from_log) == ["dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]
    for sample in log.samples:
        if sample.error is None:
            assert from_log[sample.id]["metrics"] == sample.scores["figure_claims"].metadata["metrics"]
            assert from_log[sample.id]["model"] == "openai-api/vlmeval/ocr-baseline"
            assert from_log[sample.id]["prompt_id"] == "describe-v1"
    (error,) = read_jsonl(run / "errors.jsonl")
    assert error["figure_id"] == FAILING
    board = cli("leaderboard", str(run), "--format", "csv")
    assert board.returncode == 0, board.stderr
    (row,) = list(csv.DictReader(io.StringIO(board.stdout)))
    assert row["n_failed"] == "1" and row["n_descriptions"] == "2"
    overall = [card["metrics"]["overall"] or 0.0 for card in from_log.values()]
    assert float(row["overall_attempted"]) == pytest.approx(sum(overall) / 3)  # the failed sample counts as 0


def test_a_json_log_scores_as_the_eval_log(inspect_log, tmp_path):
    from inspect_ai.log import write_eval_log

    as_json = tmp_path / "log.json"
    write_eval_log(read_eval_log(str(inspect_log)), str(as_json), format="json")
    runs = {}
    for name, log in (("eval", inspect_log), ("json", as_json)):
        done = cli("score", "--from", "inspect", str(log), "--out", str(tmp_path / name), "--no-progress")
        assert done.returncode == 1, done.stderr
        runs[name] = {fid: card["metrics"] for fid, card in _by_figure(tmp_path / name / "scorecards.jsonl").items()}
    assert runs["json"] == runs["eval"] and len(runs["eval"]) == 2
