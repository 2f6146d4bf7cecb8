"""Bullets reading one bar of a bar figure whose panels hold different categories ("**Right panel (yellow):**"
then "* fact: ~0.038"): judged on that panel's bar (claims.types.category_bullets)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _words() -> Figure:
    left = Table(rows=["coral bars"], columns=["view", "judge", "think", "surely"], values=[[0.012, 0.015, 0.029, 0.039]])
    right = Table(rows=["yellow bars"], columns=["revise", "examine", "prove", "fact"], values=[[0.007, 0.023, 0.033, 0.038]])
    panels = [Panel(title="left panel", x=Axis(label="difference"), data=left, value_tolerance=2e-6),
              Panel(title="right panel", x=Axis(label="difference"), data=right, value_tolerance=2e-6)]
    return Figure(id="words", kind="bar", layout=Layout(rows=1, cols=2), panels=panels)


def _verdicts(text: str, unit: str) -> list[str]:
    at = text.index(unit)
    return [c.verdict for c in evaluate_text(_words(), text).claims if c.kind == "value" and at <= c.start < at + len(unit)]


_TEXT = ("### Detailed Analysis\n**Left panel (coral):** The values fall.\n* surely: ~0.039\n* view: ~0.012\n"
         "**Right panel (yellow):** The values fall from about 0.038 at the top.\n* fact: ~0.038\n* prove: ~0.033\n"
         "* examine: ~0.030\n* revise: ~0.007\n")


def test_a_category_of_the_second_panel_is_read_on_its_bar():
    assert _verdicts(_TEXT, "fact: ~0.038") == ["supported"]
    assert _verdicts(_TEXT, "prove: ~0.033") == ["supported"]
    assert _verdicts(_TEXT, "examine: ~0.030") == ["contradicted"]  # 0.023
    assert _verdicts(_TEXT, "revise: ~0.007") == ["supported"]


def test_the_first_panels_categories_are_read_as_before():
    assert _verdicts(_TEXT, "surely: ~0.039") == ["supported"]
