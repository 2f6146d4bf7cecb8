"""`vlmeval run --config`: every model entry is checked (its adapter built, a replay name looked up) and the
output folder too, before the header is printed and before the first run starts."""

from __future__ import annotations

import json
from pathlib import Path

from run_helpers import cli, write_figures


def _two_model_recording(tmp_path: Path) -> None:
    ids = write_figures(tmp_path / "figs", 3)
    rows = [{"figure_id": fid, "model": model, "text": f"## {fid}\nOne panel."} for model in ("alpha", "beta")
            for fid in ids]
    (tmp_path / "two.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _config(tmp_path: Path, second_name: str) -> Path:
    config = tmp_path / "eval.toml"
    config.write_text('[run]\nfigures = "figs"\nprompts = ["describe-v1"]\n\n'
                      '[[models]]\nname = "alpha"\nmodel = "replay:two.jsonl"\n\n'
                      f'[[models]]\nname = "{second_name}"\nmodel = "replay:two.jsonl"\n', encoding="utf-8")
    return config


def test_a_replay_name_missing_from_the_recording_stops_before_any_run(tmp_path):
    _two_model_recording(tmp_path)
    config = _config(tmp_path, "gamma")
    out = tmp_path / "out"
    result = cli("run", "--config", str(config), "--out", str(out))
    assert result.returncode == 2
    assert result.stderr.startswith(f"error: {config}: models[1].name: "), result.stderr
    assert "'gamma'" in result.stderr and "alpha, beta" in result.stderr and "(fix: " in result.stderr
    assert not out.exists()  # the first model did not run
    assert "evaluation" not in result.stdout


def test_the_same_file_with_a_recorded_name_runs_both_models(tmp_path):
    _two_model_recording(tmp_path)
    out = tmp_path / "out"
    result = cli("run", "--config", str(_config(tmp_path, "beta")), "--out", str(out))
    assert result.returncode == 0, result.stdout + result.stderr
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["alpha-recorded", "beta-recorded"]


def test_an_unusable_out_folder_is_an_error_before_the_header(tmp_path):
    _two_model_recording(tmp_path)
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "notes.txt").write_text("mine", encoding="utf-8")
    result = cli("run", "--config", str(_config(tmp_path, "beta")), "--out", str(busy))
    assert result.returncode == 2
    assert result.stdout == "", result.stdout
    assert result.stderr.startswith(f"error: {busy}: the folder exists"), result.stderr
    assert (busy / "notes.txt").read_text(encoding="utf-8") == "mine"
