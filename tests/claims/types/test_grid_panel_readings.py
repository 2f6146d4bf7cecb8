"""A grid of bar panels titled "<row label> – <column label>": a paragraph (or bold lead-in) led by a panel's title,
or by its labels in another order, scopes the bullets under it, and a bullet of "Topic N: ~Y; topic M: ~Y" readings
is read at each x (claims.panel_titles, claims.types.xy_reading.listed_readings)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

from vlmeval.scoring.scorecard import evaluate_text

_X = [1.0, 2.0, 3.0, 4.0, 5.0]
_VALUES = {"Talks – Cells": [0.10, 0.02, 0.30, 0.05, 0.20], "Talks – Genes": [0.25, 0.15, 0.01, 0.01, 0.12],
           "Quizzes – Cells": [0.05, 0.22, 0.11, 0.18, 0.02], "Quizzes – Genes": [0.12, 0.12, 0.12, 0.30, 0.07]}


def _figure(x_label: str = "Item") -> Figure:
    panels = [Panel(title=t, x=Axis(label=x_label), y=Axis(label="Mean share"),
                    data=Table(rows=["bars"], columns=_X, values=[v])) for t, v in _VALUES.items()]
    return Figure(id="grid", kind="bar", layout=Layout(rows=2, cols=2), panels=panels)


def _values(text: str, fig: Figure | None = None):
    claims = evaluate_text(fig or _figure(), "### Detailed Analysis\n" + text + "\n").claims
    return [c for c in claims if c.kind == "value"]


def test_a_paragraph_led_by_a_panel_title_scopes_its_bullets():
    claims = _values("Quizzes – Cells: the second item is the tallest bar.\n"
                     "* Item 2: ~0.22; item 3: ~0.11 (outlined); item 5: ~0.15.")
    assert [(c.panel, c.column, c.verdict) for c in claims] == [
        ("Quizzes – Cells", 2.0, "supported"), ("Quizzes – Cells", 3.0, "supported"),
        ("Quizzes – Cells", 5.0, "contradicted")]  # item 5 is at 0.02


def test_a_bold_lead_in_naming_the_row_and_column_labels_in_another_order_scopes_its_bullets():
    claims = _values("**Genes, Talks:**\n* Item 1: ~0.25; item 3: ~0.2.")
    assert [(c.panel, c.verdict) for c in claims] == [("Talks – Genes", "supported"), ("Talks – Genes", "contradicted")]


def test_a_lead_naming_only_a_column_label_scopes_nothing():
    assert _values("Cells: the bars vary.\n* Item 2: ~0.22; item 3: ~0.11.") == []


def test_listed_readings_must_be_led_by_the_x_axis_name():
    assert _values("Quizzes – Cells: mixed.\n* Item 2: ~0.5; item 3: ~0.5.", _figure("Topic")) == []
