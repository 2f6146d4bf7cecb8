"""The library's front door, re-exported by ``vlmeval`` (``from vlmeval import load_figures, score_text``).

    figures = load_figures()                      # the bundled benchmark, by figure id
    card = score_text("The maximum, 52.8, is ...", figures["dynts-average"])
    card.metrics.overall, [(c.text, c.verdict) for c in card.claims]

``score_text`` gives the same ``Scorecard`` as one line of ``vlmeval score``'s scorecards.jsonl.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from vlmeval.groundtruth.schema import Figure
from vlmeval.records import Description, Scorecard


class FigureError(ValueError):
    """Ground truth that did not load; the message lists each problem as ``FILE: place: problem (fix: ...)``."""


def load_figures(path: str | Path | None = None, *, strict: bool = True) -> dict[str, Figure]:
    """The ground-truth figures under ``path`` (a folder of figure JSON files or one file; default: the default
    suite, vlmeval-bench-v1, as `vlmeval run` uses it), keyed by figure id.

    ``strict`` (default): any problem (a malformed file, a duplicate id, a missing path) raises ``FigureError``
    naming every problem. ``strict=False``: the figures that loaded, with a warning per problem.
    """
    from vlmeval.groundtruth.load import load_figure_set

    loaded = load_figure_set(Path(path) if path is not None else None)
    if loaded.problems:
        listed = "\n".join(f"  {p}" for p in loaded.problems)
        if strict:
            raise FigureError(f"{len(loaded.problems)} problem(s) in the ground truth:\n{listed}")
        for problem in loaded.problems:
            warnings.warn(str(problem), stacklevel=2)
    return dict(loaded.figures)


def score_text(text: str, figure: Figure, *, model: str = "", prompt_id: str | None = None) -> Scorecard:
    """Score one description of ``figure``: its claims with verdicts, the sentence view, counts and metrics.

    ``model`` and ``prompt_id`` are only recorded in the scorecard. Hostile text (lone surrogates and other
    invalid code points) is scored with the offending characters replaced, as ``vlmeval score`` does.
    The description comes first (``score_text(text, figure)``, or by keyword); the internal
    ``vlmeval.scoring.scorecard.evaluate_text`` takes them the other way round, so the swapped order is named when given.
    """
    if isinstance(text, Figure) and isinstance(figure, str):
        raise TypeError("score_text takes the description first, then the figure: score_text(text, figure) or "
                        "score_text(text=..., figure=...); it was given (figure, text)")
    if not isinstance(figure, Figure):
        raise TypeError(f"figure must be a vlmeval Figure (from load_figures()), not {type(figure).__name__}")
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    from vlmeval.scoring.scorecard import score_description
    from vlmeval.textsafe import clean_text

    description = Description(figure_id=figure.id, model=model, text=clean_text(text)[0], prompt_id=prompt_id)
    return score_description(figure, description)
