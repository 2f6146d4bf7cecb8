"""The figures a command that reads run folders scores against: the ones each run was made on (its manifest's
``figures_source``), unless ``--figures`` or ``--suite`` says otherwise (then a note says so)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from rich.markup import escape

from vlmeval.cli.common import err_console, figures_or_fail
from vlmeval.groundtruth.load import FigureSet, load_figure_set, suite_dirs

_SUITE_SOURCE = re.compile(r"^suite (?P<name>\S+) \(bundled\)$")


@dataclass(frozen=True)
class RecordedRun:
    """A run folder known only by its manifest (``score`` re-scoring its descriptions, ``compare``'s runs)."""

    path: Path
    manifest: dict[str, Any] | None


def recorded_run(folder: Path) -> RecordedRun | None:
    """The run folder ``folder`` with its manifest, when it holds a readable one that records its figures."""
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # no manifest, or one the run readers report
    if not isinstance(manifest, dict) or not isinstance(manifest.get("figures_source"), str):
        return None
    return RecordedRun(folder, manifest)


def source_folders(source: str, run_dir: Path | None = None) -> list[Path] | None:
    """The figure folders a manifest's ``figures_source`` names (``suite real (bundled)`` or a path); None when
    they no longer exist or the suite is unknown. A relative path is tried from here, then from the run folder."""
    if source.strip() == "bundled":
        return suite_dirs(None)
    match = _SUITE_SOURCE.match(source.strip())
    if match:
        try:
            return suite_dirs(match["name"])
        except KeyError:
            return None
    path = Path(source)
    for candidate in (path, *(([run_dir / path, run_dir.parent / path]) if run_dir and not path.is_absolute() else [])):
        if candidate.exists():
            return [candidate.resolve()]
    return None


def runs_sources(runs: Iterable[Any]) -> list[tuple[Path, str]]:
    """(run folder, figures_source) of every run whose manifest records one."""
    out = []
    for run in runs:
        source = (getattr(run, "manifest", None) or {}).get("figures_source")
        if isinstance(source, str) and source:
            out.append((run.path, source))
    return out


def figures_for_runs(runs: list[Any], figures: Path | None, suite: str | None) -> FigureSet:
    """``--figures``/``--suite`` when given (saying so where the runs recorded others); else the union of the
    figure sets the runs were made on; the bundled benchmark for runs that record none."""
    sources = runs_sources(runs)
    if figures is not None or suite is not None:
        chosen = str(figures) if figures is not None else f"--suite {suite}"
        recorded = sorted({s for _, s in sources})
        if recorded:
            err_console.print(f"figures: {escape(chosen)} (given; overrides what the runs recorded: "
                              f"{escape('; '.join(recorded))})", highlight=False, soft_wrap=True)
        return figures_or_fail(figures, suite=suite)
    if not sources:
        return figures_or_fail(None)
    folders: list[Path] = []
    for run_dir, source in sources:
        found = source_folders(source, run_dir)
        if found is None:
            err_console.print(f"[yellow]warning:[/] {escape(str(run_dir))}: manifest.json: figures_source "
                              f"{escape(source)!r} is not found here; reading the bundled figures instead (fix: pass "
                              f"--figures FOLDER)", highlight=False, soft_wrap=True)
            found = suite_dirs(None)
        folders.extend(f for f in found if f not in folders)
    if len(sources) < len(runs):
        folders.extend(f for f in suite_dirs(None) if f not in folders)  # runs without a manifest: the default
    figure_set = load_figure_set(folders)
    for problem in figure_set.problems:
        err_console.print(f"[yellow]warning:[/] {escape(str(problem))}", highlight=False, soft_wrap=True)
    if not figure_set.figures:
        return figures_or_fail(None)
    return figure_set


def figures_for_descriptions(descriptions: Path, figures: Path | None, suite: str | None) -> FigureSet:
    """The figures to score a descriptions file against: those of the run folder that holds it (its manifest's
    ``figures_source``: re-scoring a run made on ``--suite real`` reads the real suite), saying so; ``--figures``
    / ``--suite`` override, saying so; the bundled benchmark for a file outside a run folder."""
    run = recorded_run(descriptions if descriptions.is_dir() else descriptions.parent)
    if run is None:
        return figures_or_fail(figures, suite=suite)
    if figures is None and suite is None:
        err_console.print(f"figures: {escape(run.manifest['figures_source'])} (recorded in "
                          f"{escape(str(run.path / 'manifest.json'))}; --figures or --suite overrides)",
                          highlight=False, soft_wrap=True)
    return figures_for_runs([run], figures, suite)
