"""Run folders carry a format version (the manifest's ``schema_version``); a folder written by an earlier version
is read as this version writes it, and never made unreachable by a change of label: a replay folder of format 1
recorded the ``--prompt`` it never sent (``describe-v1``) where this version records ``recorded``."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from run_helpers import SEEDS_JSONL, cli, read_jsonl
from vlmeval.run.folder_format import FORMAT_VERSION
from vlmeval.run.runner import load_prompt

OLD_PROMPT = load_prompt("describe-v1")


def _replay(out: Path) -> list[str]:
    return ["run", "--model", f"replay:{SEEDS_JSONL}", "--name", "nemotron", "--out", str(out), "--no-cache"]


def _as_format_1(folder: Path) -> None:
    """The folder as vlmeval wrote it before replays recorded the prompt 'recorded'."""
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest.update(schema_version=1, prompt_id=OLD_PROMPT.id, prompt_sha256=OLD_PROMPT.sha256)
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    for name in ("descriptions.jsonl", "scorecards.jsonl"):
        rows = [dict(row, prompt_id=OLD_PROMPT.id) for row in read_jsonl(folder / name)]
        (folder / name).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_a_new_run_records_the_format_version(tmp_path):
    result = cli(*_replay(tmp_path / "new"), timeout=180)
    assert result.returncode == 0, result.stderr
    assert json.loads((tmp_path / "new" / "manifest.json").read_text())["schema_version"] == FORMAT_VERSION == 2


def test_compare_pairs_an_older_folder_with_a_new_one(tmp_path):
    for name in ("old", "new"):
        assert cli(*_replay(tmp_path / name), timeout=180).returncode == 0
    _as_format_1(tmp_path / "old")
    before = (tmp_path / "old" / "scorecards.jsonl").read_bytes()
    result = cli("compare", str(tmp_path / "old"), str(tmp_path / "new"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "OK: no regression beyond the thresholds on 1 paired item(s)" in result.stdout
    assert (tmp_path / "old" / "scorecards.jsonl").read_bytes() == before  # reading changes nothing on disk


def test_rerunning_the_same_command_resumes_an_older_folder_and_migrates_it(tmp_path):
    out = tmp_path / "old"
    assert cli(*_replay(out), timeout=180).returncode == 0
    _as_format_1(out)
    result = cli(*_replay(out), timeout=180)
    assert result.returncode == 0, result.stderr
    assert "holds a different run" not in result.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    assert (manifest["schema_version"], manifest["prompt_id"]) == (2, "recorded")
    assert manifest["prompt_sha256"] == hashlib.sha256(b"").hexdigest()
    assert {row["prompt_id"] for name in ("descriptions.jsonl", "scorecards.jsonl")
            for row in read_jsonl(out / name)} == {"recorded"}


def test_a_folder_of_another_model_is_still_refused(tmp_path):
    out = tmp_path / "old"
    assert cli(*_replay(out), timeout=180).returncode == 0
    manifest = json.loads((out / "manifest.json").read_text())
    (out / "manifest.json").write_text(json.dumps(dict(manifest, model="someone-else", schema_version=1)))
    result = cli(*_replay(out), timeout=180)
    assert result.returncode == 2 and "holds a different run" in result.stderr
