"""Run folders written by earlier versions. A manifest carries the folder's format (``schema_version``); an older
folder is read as the current version would have written it, and a run that resumes it rewrites it so.

Version 1 -> 2: a replayed run (``adapter.adapter == "replay"``) recorded the ``--prompt`` it never sent
(``describe-v1``) as its prompt; it now records ``recorded``. Without this, ``compare`` found no shared item
between an old and a new replay of the same file, and re-running the old command was refused as "a different run".
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

# vlmeval.run.runner.RECORDED_PROMPT, without loading the runner (the leaderboard reads folders with this module)
RECORDED_ID, RECORDED_SHA256 = "recorded", hashlib.sha256(b"").hexdigest()

FORMAT_VERSION = 2
RUN_FILES = ("descriptions.jsonl", "errors.jsonl", "scorecards.jsonl")


def replaced_prompt(manifest: dict[str, Any] | None) -> str | None:
    """The prompt id an older replayed run recorded in place of ``recorded``; None when there is nothing to do."""
    if not isinstance(manifest, dict) or int(manifest.get("schema_version") or 1) >= FORMAT_VERSION:
        return None
    adapter = manifest.get("adapter")
    prompt = manifest.get("prompt_id")
    if isinstance(adapter, dict) and adapter.get("adapter") == "replay" and prompt and prompt != RECORDED_ID:
        return str(prompt)
    return None


def upgraded_manifest(manifest: dict[str, Any]) -> dict[str, Any]:
    """The manifest as this version writes it (a copy; the same dict when it is current)."""
    if not isinstance(manifest, dict) or int(manifest.get("schema_version") or 1) >= FORMAT_VERSION:
        return manifest
    upgraded = dict(manifest, schema_version=FORMAT_VERSION)
    if replaced_prompt(manifest):
        upgraded.update(prompt_id=RECORDED_ID, prompt_sha256=RECORDED_SHA256)
    return upgraded


def upgraded_prompt(prompt_id: str | None, old: str | None) -> str | None:
    return RECORDED_ID if old is not None and prompt_id == old else prompt_id


def migrate_run_dir(run_dir: Path) -> bool:
    """Rewrite an older run folder in the current format (each file replaced whole); True when it changed."""
    manifest_file = run_dir / "manifest.json"
    manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    if upgraded_manifest(manifest) is manifest:
        return False
    old = replaced_prompt(manifest)
    for name in RUN_FILES:
        if old is not None and (run_dir / name).is_file():
            _rewrite_lines(run_dir / name, old)
    _replace(manifest_file, json.dumps(upgraded_manifest(manifest), indent=2, ensure_ascii=False) + "\n")
    return True


def _rewrite_lines(path: Path, old: str) -> None:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            lines.append(line)  # left as it was: the readers report it with its line number
            continue
        if isinstance(record, dict) and record.get("prompt_id") == old:
            record["prompt_id"] = RECORDED_ID
            line = json.dumps(record, ensure_ascii=False)
        lines.append(line)
    _replace(path, "".join(f"{line}\n" for line in lines))


def _replace(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".migrating")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
