"""Small helpers shared by the command modules: the console, error exits, figure loading."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import NoReturn

import typer
from rich.markup import escape

from vlmeval.console import console, err_console
from vlmeval.groundtruth.load import FigureSet, figure_files, load_figure_set, suite_dirs


def print_error(message: str) -> None:
    # escape: a path such as runs/[v2]/x.md must print as written, not as rich markup
    err_console.print(f"[bold red]error:[/] {escape(message)}", highlight=False)


def print_warning(message: str) -> None:
    """``warning PLACE: what``: something read or scored other than as written; the run goes on."""
    err_console.print(f"[yellow]warning[/] {escape(message)}", highlight=False, soft_wrap=True)


def fail(message: str, code: int = 2) -> NoReturn:
    print_error(message)
    raise typer.Exit(code)


def fail_all(messages: list[str], code: int = 2) -> NoReturn:
    """Every mistake at once, one ``error:`` line each, then exit."""
    for message in messages[:-1]:
        print_error(message)
    fail(messages[-1], code)


def os_error_message(e: OSError) -> str:
    """``<file>: <what> (fix: <how>)`` for an OSError that names a file, the fix chosen by its errno."""
    path = Path(str(e.filename))
    if e.errno == errno.ENOENT and not path.parent.exists():
        fix = f"the folder {path.parent} does not exist; create it or pick another path"
    else:
        fix = _OS_ERROR_FIXES.get(e.errno, "check the path, or pick another one")
    return f"{e.filename}: {e.strerror or e} (fix: {fix})"


_OS_ERROR_FIXES = {
    errno.ENOENT: "check the path; an output file must go in a folder where files can be created",
    errno.EISDIR: "a folder was given where a file is expected; name a file",
    errno.ENOTDIR: "a file was given where a folder is expected (here or in a parent); pick another path",
    errno.EEXIST: "a file is in the way where a folder is needed; pick another path or remove the file",
    errno.EACCES: "not writable (or readable) by you; pick another path or change its permissions",
    errno.EPERM: "not permitted; pick another path or change its permissions",
    errno.EROFS: "the file system is read-only; pick a path on a writable one",
    errno.ENOSPC: "the disk is full; free some space or pick a path on another disk",
    errno.EDQUOT: "the disk quota is used up; free some space or pick a path on another disk",
    errno.ENAMETOOLONG: "the name is too long; pick a shorter path",
}


def figures_or_fail(path: Path | None, strict: bool = False, suite: str | None = None,
                    config: Path | None = None) -> FigureSet:
    """Load figures (a path wins over a suite name); report problems on stderr. ``strict``: problems are fatal.
    ``config``: the evaluation file the path or suite came from (its run.figures / run.suite are named).

    No figure at all is always fatal: a wrong --figures path must not give a run of 0 figures that looks complete.
    """
    if path is None:
        try:
            paths = suite_dirs(suite)
        except KeyError as e:
            known = str(e.args[0]).partition("known suites: ")[2]
            place = f"{config}: run.suite" if config else "--suite"
            fail(f"{place}: unknown suite {suite!r} (fix: use one of {known})")
        figures = load_figure_set(paths)
        path = paths[0].parent if len(paths) > 1 else paths[0]
    else:
        if not path.exists():
            if config:
                fail(f"{config}: run.figures: {path}: no such file or folder (fix: set run.figures to a folder of figure "
                     "JSON files (relative to the file), or use run.suite for bundled figures)")
            fail(f"{path}: no such file or folder (fix: pass a folder of figure JSON files, or leave out --figures "
                 "for the bundled ones)")
        figures = load_figure_set(path)
    for problem in figures.problems:
        err_console.print(f"[yellow]warning:[/] {escape(str(problem))}", highlight=False, soft_wrap=True)
    if strict and figures.problems:
        fail(f"{len(figures.problems)} problem(s) in the ground truth; run 'vlmeval gt validate' for details")
    if not figures.figures:
        no_figures(path, figures)
    return figures


def no_figures(path: Path, figures: FigureSet) -> NoReturn:
    """Exit 2 for a figure path that holds no valid figure, saying why."""
    if not figure_files(path):
        fail(f"{path}: no figure JSON files found (fix: pass a folder of figure JSON files, or leave out "
             "--figures for the bundled ones)")
    fail(f"{path}: no valid figure, {len(figures.problems)} problem(s) (fix: correct them; "
         f"'vlmeval gt validate {path}' lists them)")


FIGURES_OPTION = typer.Option(None, "--figures", help="Folder (or file) of ground-truth figures. Default: the bundled figures.")
SUITE_OPTION = typer.Option(None, "--suite", help="Benchmark suite: vlmeval-bench-v1 (default: the papers and synth "
                                                   "folders), vlmeval-real-v1 (short: real; figures read from papers' "
                                                   "own figure files), or one bundled folder: papers, synth, real.")
