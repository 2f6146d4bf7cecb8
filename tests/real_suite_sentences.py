"""Test helper: score a short seed-format description of a bundled real-suite figure and read its verdicts."""

from __future__ import annotations

from functools import cache

from vlmeval.agreement.agree.real_prose import figure_file
from vlmeval.groundtruth.load import read_figure, suite_dirs
from vlmeval.scoring.scorecard import evaluate_text


@cache
def real_figure(figure_id: str):
    fig, problems = read_figure(figure_file(figure_id, suite_dirs("real")))
    assert fig is not None, problems
    return fig


def verdicts(figure_id: str, text: str, kind: str) -> list[str]:
    """The verdicts of the claims of ``kind`` that ``text`` makes about the figure, in order."""
    return [c.verdict for c in evaluate_text(real_figure(figure_id), text).claims if c.kind == kind]


def section(name: str, bullet: str) -> str:
    """``bullet`` under "### <name>" of a seed-format description."""
    return f"## Chart: a real-suite figure\n### {name}\n{bullet}\n"
