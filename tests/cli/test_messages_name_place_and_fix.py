"""Errors in the `error: PLACE: problem (fix: ...)` form, for the cases a new user met."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from run_helpers import cli, write_figures, write_replay

FORM = re.compile(r"^error: \S.*: .+ \(fix: .+\)$")


def _one_error(result) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    err = result.stderr.strip()
    assert "\n" not in err and FORM.match(err), err
    return err


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("messages")
    ids = write_figures(root / "figs", 2)
    replay = write_replay(root / "answers.jsonl", ids)
    run = root / "run"
    assert cli("run", "--model", f"replay:{replay}", "--figures", str(root / "figs"), "--out", str(run)).returncode == 0
    return {"root": root, "replay": replay, "run": run}


def _config(root: Path, name: str, run_table: str) -> Path:
    path = root / name
    path.write_text(f"[run]\n{run_table}\n\n[[models]]\nname = \"a\"\nmodel = \"replay:answers.jsonl\"\n", encoding="utf-8")
    return path


def test_unknown_suite_on_the_command_line(world):
    err = _one_error(cli("run", "--model", f"replay:{world['replay']}", "--suite", "nope", "--dry-run"))
    assert err.startswith("error: --suite: unknown suite 'nope' (fix: use one of ") and "papers" in err


def test_unknown_suite_in_an_evaluation_file(world):
    config = _config(world["root"], "suite.toml", 'suite = "nope"')
    err = _one_error(cli("run", "--config", str(config)))
    assert err.startswith(f"error: {config}: run.suite: unknown suite 'nope' (fix: ")


def test_missing_figures_folder_in_an_evaluation_file_names_run_figures(world):
    config = _config(world["root"], "figures.toml", 'figures = "nofolder/"')
    err = _one_error(cli("run", "--config", str(config)))
    assert err.startswith(f"error: {config}: run.figures: ") and "--figures" not in err


def test_agree_on_a_path_that_does_not_exist(tmp_path):
    err = _one_error(cli("agree", str(tmp_path / "nonexist")))
    assert str(tmp_path / "nonexist") in err


@pytest.mark.parametrize("dataset", ["quintd", "chocolate-vistext"])
def test_agree_half_lists_every_accepted_name(dataset):
    err = _one_error(cli("agree", "--dataset", dataset, "--half", "nope"))
    for name in ("dev", "validation", "held-out", "both", "all"):
        assert name in err


def test_leaderboard_plot_with_by_says_the_fix(world):
    err = _one_error(cli("leaderboard", str(world["run"]), "--plot", str(world["root"] / "p.png"), "--by", "figure"))
    assert err.startswith("error: --plot: ")


def test_gt_show_suggests_the_closest_ids_not_all(world):
    err = _one_error(cli("gt", "show", "dynts-averag"))
    assert "dynts-average" in err and "synth-2-0077" not in err and len(err) < 300


def test_leaderboard_on_a_descriptions_file_says_it_wants_a_run_folder(world):
    descriptions = world["run"] / "descriptions.jsonl"
    err = _one_error(cli("leaderboard", str(descriptions)))
    assert "Field required" not in err and "run folder" in err and str(world["run"]) in err
