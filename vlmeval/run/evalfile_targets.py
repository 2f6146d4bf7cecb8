"""What an evaluation file points at, checked with the rest of the file (``evalfile.read_all``): the figures folder
or suite, and each replay file read as its run will read it. Each problem is ``(place, line)`` so that the
report keeps file order; nothing is loaded beyond the replay files themselves."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from vlmeval.groundtruth.load import figure_files, json_path, suite_dirs

Placed = tuple[tuple, str]  # (the place as a key path, the problem line)
MODEL_FIX = "name an existing replay file, a registry entry or a model id"
FIGURES_FIX = "set run.figures to a folder of figure JSON files (relative to the file), or use run.suite for bundled figures"


def placed(path: Path, loc: tuple, message: str, fix: str) -> Placed:
    return loc, f"{path}: {json_path(loc) or '(file)'}: {message} (fix: {fix})"


def entry_placed(path: Path, index: int, reason: str) -> Placed:
    """A replay or adapter error about models[index] at its place: the name, where a replay file holds no model of
    that name (or several and no name picks one), else the model."""
    place = "name" if "no descriptions by a model" in reason or "holds descriptions by" in reason else "model"
    fix = "set name to a model the recording holds" if place == "name" else MODEL_FIX
    return placed(path, ("models", index, place), reason, fix)


def figure_problems(path: Path, run: Any) -> list[Placed]:
    """run.figures must name figure files, run.suite a bundled suite (the file's folder already applied)."""
    found = []
    if run.figures is not None and (not run.figures.exists() or not figure_files(run.figures)):
        what = "no such file or folder" if not run.figures.exists() else "no figure JSON files found"
        found.append(placed(path, ("run", "figures"), f"{run.figures}: {what}", FIGURES_FIX))
    if run.suite is not None:
        try:
            suite_dirs(run.suite)
        except KeyError as e:
            known = str(e.args[0]).partition("known suites: ")[2]
            found.append(placed(path, ("run", "suite"), f"unknown suite {run.suite!r}", f"use one of {known}"))
    return found


def replay_problems(path: Path, config: Any, indices: list[int], reason: Callable[[str], str]) -> list[Placed]:
    """Each replay file read as its run reads it: no model of the entry's name, a figure recorded twice, a line that
    is not a description (a missing file is the model check's to report). ``reason``: a message without its fix."""
    from vlmeval.run.models.replay import ReplayAdapter, ReplayError

    found = []
    for i, entry in zip(indices, config.models):
        target = Path(entry.model.removeprefix("replay:"))
        if not entry.model.startswith("replay:") or not target.is_file():
            continue
        try:
            ReplayAdapter(target, name=entry.name)
        except ReplayError as e:
            found.append(entry_placed(path, i, reason(str(e))))
    return found
