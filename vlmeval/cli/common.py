"""Small helpers shared by the command modules: the console, error exits, figure loading."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import typer
from rich.console import Console

from vlmeval.groundtruth.load import FigureSet, load_figures, suite_dir

console = Console()
err_console = Console(stderr=True)


def fail(message: str, code: int = 2) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {message}", highlight=False)
    raise typer.Exit(code)


def figures_or_fail(path: Path | None, strict: bool = False, suite: str | None = None) -> FigureSet:
    """Load figures (a path wins over a suite name); report problems on stderr. ``strict``: problems are fatal."""
    if path is None:
        try:
            path = suite_dir(suite)
        except KeyError as e:
            fail(str(e.args[0]))
    figures = load_figures(path)
    for problem in figures.problems:
        err_console.print(f"[yellow]warning:[/] {problem}", highlight=False, soft_wrap=True)
    if strict and figures.problems:
        fail(f"{len(figures.problems)} problem(s) in the ground truth; run 'vlmeval gt validate' for details")
    if not figures.figures and not figures.problems:
        fail(f"no figure files found under {path}")
    return figures


FIGURES_OPTION = typer.Option(None, "--figures", help="Folder (or file) of ground-truth figures. Default: the bundled figures.")
SUITE_OPTION = typer.Option(None, "--suite", help="Benchmark suite: vlmeval-bench-v1 (default, every bundled figure), papers, synth.")
