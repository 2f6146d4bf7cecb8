"""Where ``vlmeval run`` records a run when no ``--out`` is given: one folder per (model, prompt, figures),
the same every time, so that re-running the same command resumes instead of starting a new folder (and
``runs/*`` never holds the same run twice)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from vlmeval.run.runner import RECORDED_PROMPT, Prompt, RunError, read_manifest, safe_label

RUNS_ROOT = Path("runs")


def default_run_dir(adapter: Any, prompt: Prompt, figures_label: str | None = None, root: Path = RUNS_ROOT) -> Path:
    """``runs/<model>-<prompt>[-<suite or figures folder>]``. Where that folder holds another run of the same
    model and prompt (other sampling parameters, another endpoint), the first of ``-2``, ``-3``, ... that is free
    or holds this same run: the choice is deterministic, so a re-run finds its folder again."""
    if getattr(adapter, "replays_recording", False):
        prompt = RECORDED_PROMPT  # what the runner records for a replay, whatever --prompt says
    stem = safe_label("-".join([adapter.name, prompt.id, *([figures_label] if figures_label else [])]))
    identity = (adapter.name, adapter.identity(), prompt.sha256)
    for n in itertools.count(1):
        folder = root / (stem if n == 1 else f"{stem}-{n}")
        if not folder.is_dir() or not any(folder.iterdir()):
            return folder
        try:
            earlier = read_manifest(folder)
        except RunError:
            continue  # not a run folder: leave it alone
        if (earlier.model, earlier.adapter, earlier.prompt_sha256) == identity:
            return folder
    raise AssertionError("unreachable")


def figures_label(figures: Path | None, suite: str | None) -> str | None:
    """The part of the default folder name that tells figure sets apart; none for the bundled benchmark."""
    if figures is not None:
        return Path(figures).resolve().name or None
    return None if suite in (None, "vlmeval-bench-v1") else suite
