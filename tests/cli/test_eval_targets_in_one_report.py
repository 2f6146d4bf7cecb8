"""The last two evaluation-file checks that came in a second round: a replay file that holds no model of the
entry's name, and a figures folder (or suite) that is not there. Both are in the one report, in file order, with
every other mistake, before anything runs."""

from __future__ import annotations

import json

import pytest

from run_helpers import cli
from vlmeval.run.evalfile import ConfigError, read_all


def _two_models(path) -> None:
    lines = [{"figure_id": "dynts-average", "model": m, "text": "A chart."} for m in ("alpha", "beta")]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def _places(config, problems: list[str]) -> list[str]:
    return [line.removeprefix(f"{config}: ").split(": ")[0] for line in problems]


def test_a_replay_without_its_model_and_a_missing_figures_folder_join_the_report(tmp_path):
    _two_models(tmp_path / "two.jsonl")
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nfigures = "no-such-figures"\nconcurency = 4\n'
                      '[[models]]\nname = "gamma"\nmodel = "replay:two.jsonl"\n'
                      '[[models]]\nname = "b"\nmodel = "ocr-baseline"\ntemprature = 0.2\n', encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        read_all(config, require_keys=False)
    problems = raised.value.problems
    assert _places(config, problems) == ["run.figures", "run.concurency", "models[0].name", "models[1].temprature"]
    assert "no-such-figures: no such file or folder (fix: set run.figures" in problems[0]
    assert "no descriptions by a model 'gamma'" in problems[2] and "(fix: set name to a model the recording holds)" in problems[2]


def test_an_unknown_suite_and_a_folder_without_figures_are_found_too(tmp_path):
    (tmp_path / "empty").mkdir()
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nsuite = "no-such-suite"\nfigures = "empty"\n[[models]]\nname = "a"\nmodel = "ocr-baseline"\n',
                      encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        read_all(config, require_keys=False)
    lines = raised.value.problems
    assert _places(config, lines) == ["run.suite", "run.figures", "run.figures"]
    assert "unknown suite 'no-such-suite' (fix: use one of " in lines[0]
    assert "empty: no figure JSON files found" in " ".join(lines)


def test_the_command_prints_them_in_one_report_and_runs_nothing(tmp_path):
    _two_models(tmp_path / "two.jsonl")
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nfigures = "gone"\n[[models]]\nname = "gamma"\nmodel = "replay:two.jsonl"\n'
                      '[[models]]\nname = "gamma"\nmodel = "ocr-baseline"\n', encoding="utf-8")
    result = cli("run", "--config", str(config), cwd=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert [line.split(": ")[2] for line in lines] == ["run.figures", "models[0].name", "models[1].name"]
    assert all(line.startswith(f"error: {config}: ") and "(fix: " in line for line in lines)
    assert not (tmp_path / "runs").exists()
