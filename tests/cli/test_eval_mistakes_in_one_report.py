"""An evaluation file's mistakes come in one report, in file order: a typo does not hide a name used twice, which
does not hide a missing replay file or prompt."""

from __future__ import annotations

import pytest

from vlmeval.run.evalfile import ConfigError, read_all
from run_helpers import cli


def _places(config, problems: list[str]) -> list[str]:
    return [line.removeprefix(f"{config}: ").split(": ")[0] for line in problems]


def test_a_typo_a_duplicate_name_and_a_missing_replay_file_are_one_report_in_file_order(tmp_path):
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nprompts = ["describe-v1", "no-such-prompt"]\nconcurency = 4\n'
                      '[[models]]\nname = "a"\nmodel = "replay:missing.jsonl"\ntemprature = 0.2\n'
                      '[[models]]\nname = "a"\nmodel = "ocr-baseline"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        read_all(config, require_keys=False)
    assert _places(config, raised.value.problems) == [
        "run.prompts[1]", "run.concurency", "models[0].model", "models[0].temprature", "models[1].name"]


def test_file_order_follows_the_file_not_the_stage(tmp_path):
    """Models written before [run]: their mistakes come first; keys in an entry keep the file's order."""
    config = tmp_path / "eval.toml"
    config.write_text('[[models]]\nmodel = "replay:gone.jsonl"\nseed = 3\nname = "x"\n'
                      '[[models]]\nname = "x"\nmodel = "ocr-baseline"\nbase_url = "ftp://h"\n'
                      '[run]\nsuite = "papers"\nfigures = "figs"\nrepeats = 0\n', encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        read_all(config, require_keys=False)
    assert _places(config, raised.value.problems) == [
        "models[0].model", "models[0].seed", "models[1].name", "models[1].base_url", "run.figures", "run.figures",
        "run.repeats"]  # run.figures: given with suite, and figs/ is not there


def test_the_command_prints_the_whole_report_and_runs_nothing(tmp_path):
    config = tmp_path / "eval.toml"
    config.write_text('[[models]]\nname = "a"\nmodel = "replay:missing.jsonl"\ntemprature = 0.2\n'
                      '[[models]]\nname = "a"\nmodel = "ocr-baseline"\n', encoding="utf-8")
    result = cli("run", "--config", str(config), cwd=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert [line.split(": ")[2] for line in lines] == ["models[0].model", "models[0].temprature", "models[1].name"]
    assert all(line.startswith(f"error: {config}: ") and "(fix: " in line for line in lines)
    assert not (tmp_path / "runs").exists()
