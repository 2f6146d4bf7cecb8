"""An evaluation's output folder is tied to its file: two files of the same name in different folders
(``ev/eval.toml``, ``ev2/eval.toml``) no longer share ``runs/eval`` (the second overwrote evaluation.json and the
leaderboard pooled both); an explicit folder of another file is refused; the header says which folder before the
runs start."""

from __future__ import annotations

import json
from pathlib import Path

from reports_helpers import seed_lines
from run_helpers import cli


def _evaluation(folder: Path, model: str) -> Path:
    folder.mkdir(parents=True)
    line = next(line for line in seed_lines() if line["model"] == "healer-alpha")
    (folder / "rec.jsonl").write_text(json.dumps({**line, "model": model}) + "\n")
    config = folder / "eval.toml"
    config.write_text(f'[run]\nsuite = "papers"\n\n[[models]]\nname = "{model}"\nmodel = "replay:rec.jsonl"\n')
    return config


def test_two_files_of_one_name_get_two_folders(tmp_path):
    first, second = _evaluation(tmp_path / "ev", "alpha"), _evaluation(tmp_path / "ev2", "beta")
    one = cli("run", "--config", str(first), "--no-cache", cwd=tmp_path, timeout=180)
    two = cli("run", "--config", str(second), "--no-cache", cwd=tmp_path, timeout=180)
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    assert "in runs/eval\n" in one.stdout
    assert "in runs/ev2-eval" in two.stdout  # said before the runs start
    records = {name: json.loads((tmp_path / "runs" / name / "evaluation.json").read_text())
               for name in ("eval", "ev2-eval")}
    assert records["eval"]["file"] == str(first.resolve()) and records["ev2-eval"]["file"] == str(second.resolve())
    board = cli("leaderboard", str(tmp_path / "runs" / "eval"), "-f", "json")
    assert [row["model"] for row in json.loads(board.stdout)] == ["alpha"]
    again = cli("run", "--config", str(second), "--no-cache", cwd=tmp_path, timeout=180)  # resumes its own folder
    assert again.returncode == 0 and "in runs/ev2-eval" in again.stdout, again.stderr


def test_an_explicit_folder_of_another_file_is_refused(tmp_path):
    first, second = _evaluation(tmp_path / "ev", "alpha"), _evaluation(tmp_path / "ev2", "beta")
    out = tmp_path / "shared-out"
    assert cli("run", "--config", str(first), "--out", str(out), "--no-cache", timeout=180).returncode == 0
    refused = cli("run", "--config", str(second), "--out", str(out), "--no-cache", timeout=180)
    assert refused.returncode == 2
    assert f"holds the evaluation of another file, {first.resolve()}" in refused.stderr and "(fix:" in refused.stderr
    assert json.loads((out / "evaluation.json").read_text())["file"] == str(first.resolve())
