"""Starting or resuming a run directory: the same run's folder is taken up where it stopped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vlmeval.groundtruth.load import FigureSet
from vlmeval.run.folder_format import migrate_run_dir
from vlmeval.run.runner.manifest import (DESCRIPTIONS, MANIFEST, RunError, RunManifest, read_manifest, recorded_descriptions,
                                     write_manifest)
from vlmeval.run.runner.outcomes import ItemOutcome
from vlmeval.run.runner.plan import figure_set_sha256


def start_run_dir(run_dir: Path, manifest: RunManifest, figures: FigureSet) -> dict[str, dict[str, Any]]:
    """Create the run directory, or check that an existing one is this same run; returns figures already done.

    A resumed manifest goes on describing the whole folder, whatever this invocation selects: its figure ids
    are the earlier ones, those of every recorded description, and the new selection."""
    earlier = None
    if run_dir.exists() and any(run_dir.iterdir()):
        if not (run_dir / MANIFEST).is_file():
            raise RunError(f"{run_dir}: the folder exists and is not a run directory (fix: choose another --out)")
        earlier = read_manifest(run_dir)  # an older folder is read in the current format ...
        if manifest.same_run(earlier):
            migrate_run_dir(run_dir)  # ... and rewritten so, before this run appends to it
        else:
            raise RunError(f"{run_dir}: this run directory holds a different run (model {earlier.model!r}, prompt "
                           f"{earlier.prompt_id} {earlier.prompt_sha256[:12]}, adapter {earlier.adapter}) (fix: choose "
                           f"another --out, or repeat that run's options to resume it)")
        manifest.started_at = earlier.started_at
    run_dir.mkdir(parents=True, exist_ok=True)
    recorded = recorded_descriptions(run_dir / DESCRIPTIONS)
    if earlier is not None:
        manifest.figure_ids = sorted(set(manifest.figure_ids) | set(earlier.figure_ids) | set(recorded))
        manifest.figure_set_sha256 = figure_set_sha256(figures, manifest.figure_ids)
    write_manifest(run_dir, manifest)
    return recorded


def carried_over(manifest: RunManifest, selected: list[str], earlier: dict[str, dict[str, Any]]) -> list[ItemOutcome]:
    """The run's figures that this invocation did not select: kept if described, else still failed."""
    chosen = set(selected)
    outcomes = []
    for fid in manifest.figure_ids:
        if fid in chosen:
            continue
        if fid in earlier:
            line = earlier[fid]
            outcomes.append(ItemOutcome(fid, "earlier", line.get("latency_s"), dict(line.get("usage") or {})))
        else:
            outcomes.append(ItemOutcome(fid, "error", error="no answer yet (failed in an earlier invocation; not "
                                                            "selected this time: select it again to retry)"))
    return outcomes
