"""End to end: a model that fails two of three figures cannot climb the leaderboard with its one good answer.

Both models are recorded DynTS seed descriptions behind real ``vlmeval serve`` subprocesses; the lucky one's
server answers HTTP 500 for two of the three figures (fault injection), so its run holds one scored description
(healer-alpha's, overall 1.0) and two failures. The steady one answers all three figures with worse texts.
"""

from __future__ import annotations

import json

from reports_helpers import corrupt_numbers, seed_lines
from run_helpers import cli, serve


def _write(path, lines, model):
    path.write_text("".join(json.dumps({"figure_id": f, "model": model, "text": t}) + "\n" for f, t in lines))
    return path


def test_two_failures_and_one_perfect_answer_rank_below_three_worse_answers(tmp_path):
    seeds = {line["model"]: line for line in seed_lines()}
    good = [(seeds[m]["figure_id"], seeds[m]["text"]) for m in ("healer-alpha", "site-default-model", "nemotron")]
    lucky = _write(tmp_path / "lucky.jsonl", good, "lucky")
    steady = _write(tmp_path / "steady.jsonl", [(f, corrupt_numbers(t)) for f, t in good], "steady")
    runs = {}
    faults = ["--fault", "500,figure=dynts-average", "--fault", "500,figure=dynts-r1llama-benchmarks"]
    for name, replay, extra in (("lucky", lucky, faults), ("steady", steady, [])):
        with serve("--model", f"replay:{replay}", "--suite", "papers", *extra) as server:
            runs[name] = tmp_path / name
            result = cli("run", "--model", name, "--base-url", server.url, "--suite", "papers", "--only", "dynts-*",
                         "--out", str(runs[name]), "--no-cache", "--max-retries", "0", "--max-error-rate", "1", "--quiet")
            assert result.returncode == 0, result.stdout + result.stderr
    board = cli("leaderboard", str(runs["lucky"]), str(runs["steady"]), "-f", "json")
    rows = {row["model"]: row for row in json.loads(board.stdout)}
    assert (rows["lucky"]["n_failed"], rows["lucky"]["n_descriptions"], rows["lucky"]["overall"]) == (2, 1, 1.0)
    assert rows["steady"]["n_failed"] == 0 and rows["steady"]["overall"] < 1.0
    assert rows["steady"]["rank"] == 1 and rows["lucky"]["rank"] == 2
    assert abs(rows["lucky"]["overall_attempted"] - 1 / 3) < 1e-9  # its perfect answer and two zeros
