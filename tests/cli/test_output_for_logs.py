"""Output for people and for logs: whole tables in a pipe, the result line, help at 80 columns, and the
default run folder that a re-run finds again."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
import typer.main

from inprocess_cli import run_main
from run_helpers import VLMEVAL, read_jsonl, write_figures, write_replay
from vlmeval.cli import app


def _piped(*args: str, cwd=None) -> subprocess.CompletedProcess:
    """The command as `vlmeval ... | cat` in a CI log: stdout is a pipe and COLUMNS is not set."""
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    return run_main(list(args), env, cwd, timeout=120)


def test_a_piped_run_prints_every_row_whole_and_ends_with_the_result(tmp_path):
    ids = write_figures(tmp_path / "figs", 30)
    replay = write_replay(tmp_path / "answers.jsonl", ids[:29], model="a-model-with-a-rather-long-name")
    out = tmp_path / "run"
    result = _piped("run", "--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--out", str(out),
                    "--no-cache", "--quiet")
    assert result.returncode == 0, result.stdout + result.stderr
    header = next(line for line in result.stdout.splitlines() if "figure" in line and "status" in line)
    assert [h.strip() for h in header.strip("┃ ").split("┃")] == ["figure", "status", "sec", "tokens", "recall", "prec",
                                                                  "overall"]
    assert "…" not in result.stdout
    assert all(any(fid in line for line in result.stdout.splitlines()) for fid in ids[:29])  # no 25-row cut
    cards = read_jsonl(out / "scorecards.jsonl")
    mean = sum(c["metrics"]["overall"] or 0 for c in cards) / len(cards)
    result_line = next(line for line in result.stdout.splitlines() if line.startswith("result:"))
    assert f"overall {mean:.3f} [95% CI " in result_line and "failure rate 0% (0 of 29)" in result_line
    assert f"files: {out}/ (manifest.json, descriptions.jsonl, scorecards.jsonl)" in result.stdout


def _commands(group, prefix=()):
    for name, command in sorted(group.commands.items()):
        yield (*prefix, name)
        if hasattr(command, "commands"):
            yield from _commands(command, (*prefix, name))


@pytest.mark.parametrize("command", [(), *_commands(typer.main.get_command(app))], ids=" ".join)
def test_every_help_reads_whole_at_80_columns(command):
    result = run_main([*command, "--help"], {**os.environ, "COLUMNS": "80"}, None, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "…" not in result.stdout, result.stdout
    assert max(map(len, result.stdout.splitlines())) <= 80


def test_serve_help_gives_the_whole_fault_syntax():
    result = subprocess.run([*VLMEVAL, "serve", "--help"], capture_output=True, text=True,
                            env={**os.environ, "COLUMNS": "80"}, timeout=60)
    text = " ".join(result.stdout.replace("│", " ").split())
    assert "KIND[,figure=ID][,first=N][,retry_after=S]" in text and "--fault hang,figure=dynts-average" in text


def test_the_same_run_without_out_resumes_in_one_folder(tmp_path):
    ids = write_figures(tmp_path / "figs", 3)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    args = ["run", "--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--no-cache", "--quiet"]
    first = _piped(*args, cwd=tmp_path)
    second = _piped(*args, cwd=tmp_path)
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    folders = sorted(p.name for p in (tmp_path / "runs").iterdir())
    assert folders == ["recorded-model-recorded-figs"]
    assert "0 requested, 0 from cache, 3 already done" in " ".join(second.stdout.split())
    assert len(read_jsonl(tmp_path / "runs" / folders[0] / "descriptions.jsonl")) == 3
    # naming the recorded model explicitly is the same run: the same folder
    third = _piped(*args, "--name", "recorded-model", cwd=tmp_path)
    assert third.returncode == 0 and sorted(p.name for p in (tmp_path / "runs").iterdir()) == folders
    manifest = json.loads((tmp_path / "runs" / folders[0] / "manifest.json").read_text())
    assert manifest["counts"]["selected"] == 3


def test_piped_figure_list_prints_every_id_whole():
    result = _piped("gt", "list")
    assert result.returncode == 0, result.stderr
    assert "…" not in result.stdout and "synth-2-0077-scatter-fit" in result.stdout
