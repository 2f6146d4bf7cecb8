"""`vlmeval.score_text(text, figure)`: keywords work, the swapped order fails naming the right one, and the
headline example of docs/architecture.md prints what the page says."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from run_helpers import PROJECT
from vlmeval import load_figures, score_text

FIGURE = load_figures()["dynts-average"]
TEXT = "In the R1-Llama panel the maximum, 52.8, is at window 2000 and ratio 0.3."


def test_keywords_give_the_same_scorecard_as_positions():
    assert score_text(text=TEXT, figure=FIGURE) == score_text(TEXT, FIGURE)
    assert score_text(figure=FIGURE, text=TEXT) == score_text(TEXT, FIGURE)


def test_the_swapped_order_names_the_right_one():
    with pytest.raises(TypeError, match=re.escape("score_text(text, figure)")):
        score_text(FIGURE, TEXT)


def test_the_architecture_example_prints_what_the_page_says():
    page = (PROJECT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "score_text(" in b)
    said = " ".join(line.lstrip("# ").strip() for line in block.splitlines() if line.startswith("# "))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(block, "architecture.md", "exec"), {})
    assert " ".join(printed.getvalue().split()) == " ".join(said.split())
    # what the example is there to show: an overall score, a supported and a contradicted claim
    assert re.match(r"0\.\d+ ", printed.getvalue()) and "'supported'" in said and "'contradicted'" in said


def test_one_score_text_and_one_load_figures():
    """The internal functions are named otherwise, so neither name means two things."""
    import vlmeval.groundtruth.load
    import vlmeval.scoring.scorecard

    assert not hasattr(vlmeval.scoring.scorecard, "score_text") and not hasattr(vlmeval.groundtruth.load, "load_figures")
    assert callable(vlmeval.scoring.scorecard.evaluate_text) and callable(vlmeval.groundtruth.load.load_figure_set)
