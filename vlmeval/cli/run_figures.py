"""The figures a command that reads run folders scores against: the ones each run was made on (its manifest's
``figures_source``), unless ``--figures`` or ``--suite`` says otherwise (then a note says so)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable

from rich.markup import escape

from vlmeval.cli.common import err_console, figures_or_fail
from vlmeval.groundtruth.load import FigureSet, load_figure_set, suite_dirs

_SUITE_SOURCE = re.compile(r"^suite (?P<name>\S+) \(bundled\)$")


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
