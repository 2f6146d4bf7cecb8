"""``vlmeval score`` end to end through the real command line (a subprocess), on the real seed descriptions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.batch import SCORECARDS_FILE, score_jsonl

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "reports" / "seed_descriptions.jsonl"
VLMEVAL = Path(sys.executable).parent / "vlmeval"  # the installed console script


def _run(*args, cwd=None):
    env = {**os.environ, "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run([str(VLMEVAL), *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=120)


def _cards(out_dir: Path):
    return [json.loads(line) for line in (out_dir / SCORECARDS_FILE).read_text().splitlines()]


def test_scores_the_seed_file(tmp_path):
    r = _run("score", SEEDS, "--out", tmp_path, "--no-progress")
    assert r.returncode == 0, r.stderr
    cards = _cards(tmp_path)
    assert [c["line"] for c in cards] == [1, 2, 3, 4, 5]
    seeds_in = [json.loads(line) for line in SEEDS.read_text().splitlines()]
    for card, desc in zip(cards, seeds_in):
        assert (card["figure_id"], card["model"], card["seed"]) == (desc["figure_id"], desc["model"], desc["seed"])
        assert set(card["metrics"]) >= {"value_precision", "value_recall", "trend_accuracy", "label_accuracy",
                                        "hallucination_rate", "overall"}
        for key in ("claims", "checkable", "supported", "contradicted", "unverifiable", "value", "location", "label",
                    "trend", "magnitude", "hallucination", "nonsense"):
            assert isinstance(card["counts"][key], int)
        for claim in card["claims"]:
            assert desc["text"][claim["start"]:claim["end"]] == claim["text"]
            assert set(claim) >= {"start", "end", "text", "kind", "verdict", "error_type", "expected", "stated"}
    by_seed = {c["seed"]: c for c in cards}
    assert by_seed["002_7287e729ebf072ec.txt"]["metrics"]["value_precision"] >= 0.98
    assert "5 scored, 0 skipped" in r.stdout
    for model in {d["model"] for d in seeds_in}:
        assert model[:6] in r.stdout  # the summary table has a row per model


def test_bad_lines_are_reported_and_skipped(tmp_path):
    good = SEEDS.read_text().splitlines()
    lines = [good[2], "{not json", json.dumps({"figure_id": "no-such-figure", "model": "m", "text": "x"}),
             json.dumps({"figure_id": "dynts-average", "model": "m", "text": "   "}), "", "[1, 2]",
             json.dumps({"figure_id": "dynts-average", "text": "no model"}), good[3]]
    src = tmp_path / "descriptions.jsonl"
    src.write_text("\n".join(lines) + "\n")
    r = _run("score", src, "--out", tmp_path / "out", "--no-progress")
    assert r.returncode == 1
    assert [c["line"] for c in _cards(tmp_path / "out")] == [1, 8]
    err = " ".join(r.stderr.split())
    assert f"{src}:2: not valid JSON" in err
    assert f"{src}:3: unknown figure id 'no-such-figure'" in err
    assert f"{src}:4: empty text" in err
    assert f"{src}:6: not a JSON object" in err
    assert f"{src}:7: bad description: model" in err
    assert "2 scored, 5 skipped" in r.stdout


def _invoke(*args):
    """The same app in-process (cheaper than a subprocess for the small cases)."""
    from typer.testing import CliRunner

    from vlmeval.cli import app

    return CliRunner().invoke(app, [str(a) for a in args], env={"COLUMNS": "200", "NO_COLOR": "1"})


def test_usage_errors(tmp_path):
    r = _invoke("score", tmp_path / "missing.jsonl", "--out", tmp_path)
    assert r.exit_code == 2 and "no such file" in r.output
    only_bad = tmp_path / "bad.jsonl"
    only_bad.write_text("{oops\n")
    r = _invoke("score", only_bad, "--out", tmp_path / "o", "--no-progress")
    assert r.exit_code == 2
    help_text = _invoke("score", "--help").output
    assert "Exit codes" in help_text and "--figures" in help_text and "--suite" in help_text


def test_figures_option_and_suite(tmp_path):
    r = _invoke("score", SEEDS, "--out", tmp_path, "--figures", ROOT / "ground_truth" / "papers", "--no-progress")
    assert r.exit_code == 0, r.output
    assert len(_cards(tmp_path)) == 5
    r = _invoke("score", SEEDS, "--out", tmp_path, "--suite", "no-such-suite", "--no-progress")
    assert r.exit_code == 2 and "unknown suite" in r.output


def test_existing_scorecards_survive_a_failed_run(tmp_path, monkeypatch):
    """A failure half-way (simulated: the scorer raises on the third line) leaves the old file intact."""
    out = tmp_path / "out"
    out.mkdir()
    (out / SCORECARDS_FILE).write_text('{"old": true}\n')
    import vlmeval.scoring.scorecard as scoring

    real = scoring.score_description
    calls = []

    def flaky(figure, description, line=None):
        calls.append(line)
        if len(calls) == 3:
            raise RuntimeError("disk full")
        return real(figure, description, line)

    monkeypatch.setattr(scoring, "score_description", flaky)
    with pytest.raises(RuntimeError):
        score_jsonl(SEEDS, load_figure_set(), out, progress=False)
    assert (out / SCORECARDS_FILE).read_text() == '{"old": true}\n'
    assert sorted(p.name for p in out.iterdir()) == [SCORECARDS_FILE]  # no temporary file left behind
    monkeypatch.setattr(scoring, "score_description", real)
    report = score_jsonl(SEEDS, load_figure_set(), out, progress=False)
    assert (report.scored, report.skipped) == (5, 0)
    assert len(_cards(out)) == 5


def test_worker_processes_write_the_same_scorecards_in_input_order(tmp_path):
    """--jobs 2 scores in two real worker processes: the same bytes, the same skipped lines, the same summary."""
    good = SEEDS.read_text().splitlines()
    lines = [good[i % len(good)] for i in range(40)]  # 40 lines: several tasks of LINES_PER_TASK each
    lines[5] = "{not json"
    lines[23] = json.dumps({"figure_id": "no-such-figure", "model": "m", "text": "x"})
    src = tmp_path / "descriptions.jsonl"
    src.write_text("\n".join(lines) + "\n")
    one = _run("score", src, "--out", tmp_path / "one", "--no-progress")
    two = _run("score", src, "--out", tmp_path / "two", "--no-progress", "--jobs", "2")
    assert one.returncode == two.returncode == 1, two.stderr  # 1: some lines skipped
    assert (tmp_path / "two" / SCORECARDS_FILE).read_bytes() == (tmp_path / "one" / SCORECARDS_FILE).read_bytes()
    assert [c["line"] for c in _cards(tmp_path / "two")] == [n for n in range(1, 41) if n not in (6, 24)]
    for r in (one, two):
        assert ":6: not valid JSON" in r.stderr and ":24: unknown figure id" in r.stderr
        assert "38 scored, 2 skipped" in r.stdout
    assert one.stdout.replace(str(tmp_path / "one"), "") == two.stdout.replace(str(tmp_path / "two"), "")
