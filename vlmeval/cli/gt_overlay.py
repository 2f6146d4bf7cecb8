"""``vlmeval gt overlay``: a record drawn over its own figure image (see vlmeval/groundtruth/overlay.py)."""

from __future__ import annotations

from pathlib import Path

import typer

from vlmeval.cli.common import FIGURES_OPTION, console, fail, figures_or_fail


def _figure_and_file(figures: Path | None, figure_id: str):
    """The record and its file; without --figures, any bundled figure by id, whatever its suite."""
    tries = [figures_or_fail(figures)] if figures is not None else [figures_or_fail(None), figures_or_fail(None, suite="real")]
    for figure_set in tries:
        try:
            fig = figure_set.get(figure_id)
        except KeyError as e:
            problem = str(e.args[0])
            continue
        return fig, figure_set.files.get(fig.id)
    fail(problem)


def overlay(
    figure_id: str = typer.Argument(..., metavar="ID", help="Figure id (see 'vlmeval gt list'; case is ignored)."),
    out: Path = typer.Option(..., "-o", "--out", help="PNG file to write."),
    figures: Path = FIGURES_OPTION,
) -> None:
    """Draw a record over its own figure image: values, axis calibration, names, unread parts."""
    from vlmeval.groundtruth.overlay import OverlayError, draw_overlay, image_path

    if out.suffix.lower() != ".png":
        fail(f"{out}: the output must be a .png file (fix: -o {out.with_suffix('.png')})")
    fig, file = _figure_and_file(figures, figure_id)
    try:
        draw_overlay(fig, image_path(fig, file), out)
    except OverlayError as e:
        fail(str(e))
    except OSError as e:
        fail(f"{out}: cannot be written ({e.strerror}) (fix: pass -o in a folder you can write)")
    console.print(f"wrote {out}")
