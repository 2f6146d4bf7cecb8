"""A run's closing lines say what happened: a request that failed is counted as requested ("0 requested … 1
error(s)" read as if nothing was sent), and the mean over the scored names how many had an overall ("over the 3
scored" when only 2 had one)."""

from __future__ import annotations

import json

from reports_helpers import seed_lines
from run_helpers import cli, serve, write_figures, write_replay


def test_a_failed_request_counts_as_requested(tmp_path):
    figures = tmp_path / "figures"
    ids = write_figures(figures, 2)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    with serve("--model", f"replay:{replay}", "--figures", str(figures), "--fault", f"500,figure={ids[1]}") as server:
        result = cli("run", "--model", "recorded-model", "--base-url", server.url, "--figures", str(figures),
                     "--out", str(tmp_path / "run"), "--no-cache", "--max-retries", "0", timeout=180)
    assert result.returncode == 1, result.stdout + result.stderr
    said = " ".join(result.stdout.split())
    assert "2 figure(s): 2 requested (1 answered, 1 failed), 0 from cache, 0 already done, 1 error(s)" in said


def test_the_mean_over_the_scored_says_how_many_had_an_overall(tmp_path):
    accurate = next(line for line in seed_lines() if line["figure_id"] == "dynts-average")
    lines = [accurate, {"figure_id": "dynts-r1qwen-benchmarks", "model": accurate["model"], "text": "Nice colours."}]
    src = tmp_path / "rec.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    result = cli("run", "--model", f"replay:{src}", "--suite", "papers", "--out", str(tmp_path / "run"), "--no-cache",
                 timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    said = " ".join(result.stdout.split())
    assert "over 2 attempted item(s)" in said and "over the 1 of 2 scored with an overall;" in said
