"""A harness's output as a run folder: ``descriptions.jsonl`` (the answers, then scored by ``score_file``) and
``errors.jsonl`` (the items whose model call failed), which ``leaderboard``, ``compare`` and ``report`` read like
the files of ``vlmeval run``: a failed item counts as 0."""

from __future__ import annotations

import json
from pathlib import Path

from vlmeval.integrations.harness_outputs import Converted

DESCRIPTIONS, ERRORS = "descriptions.jsonl", "errors.jsonl"


class RunFolderError(ValueError):
    """The output folder cannot take the run; the message names the path and the fix."""


def _jsonl(rows: list[dict]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def write_run(converted: Converted, out: Path) -> Path:
    """Write the run files into ``out`` and return the descriptions file. A folder already holding different
    run files is refused (``RunFolderError``): what was recorded there is never replaced."""
    out = Path(out)
    files = {out / DESCRIPTIONS: _jsonl(converted.descriptions), out / ERRORS: _jsonl(converted.failures)}
    for path, text in files.items():
        if path.exists() and (not path.is_file() or path.read_text(encoding="utf-8", errors="replace") != text):
            raise RunFolderError(f"{path}: already holds another run's {path.name} (fix: pass another --out; "
                                    "what is recorded there is kept)")
    if out.exists() and not out.is_dir():
        raise RunFolderError(f"{out}: is a file, not a folder (fix: pass --out a folder)")
    out.mkdir(parents=True, exist_ok=True)
    for path, text in files.items():
        if text or path.name == DESCRIPTIONS:
            path.write_text(text, encoding="utf-8")
    return out / DESCRIPTIONS
