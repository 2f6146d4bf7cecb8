"""A heatmap value stated place first: "The value at Ratio 0.3 and Local Window Size 2000 in R1-Qwen is 54.6."

The place (both axes, spelled out as the figure's axis labels or as a short name, in either order) comes before the
value, with the panel named between them ("in R1-Qwen", "for R1-Qwen on AIME'24") and "is/was/equals" before the
number. Each such sentence is one value claim at that cell, checked against the record."""

from __future__ import annotations

import pytest

from vlmeval.scoring.scorecard import evaluate_text

VERBS = ("is", "was", "equals", "is equal to")


def _cells(panel):
    t = panel.data
    return [(r, c, t.values[i][j]) for i, r in enumerate(t.rows) for j, c in enumerate(t.columns)
            if t.values[i][j] is not None]


def _key(k) -> str:
    return f"{k:g}" if isinstance(k, float) else str(k)


def _sentences(panel, named: str, row_name: str, col_name: str, r, c, stated: float):
    row, col = f"{row_name} {_key(r)}", f"{col_name} {_key(c)}"
    for k, (first, second) in enumerate(((col, row), (row, col))):
        verb = VERBS[k % len(VERBS)]
        yield f"The value at {first} and {second} {named} {verb} {stated:.1f}."
        yield f"At {first}, {second} {named} the score {VERBS[(k + 2) % len(VERBS)]} {stated:.1f}."


@pytest.mark.parametrize("figure_id, named", [("dynts-average", "in {model}"),
                                               ("dynts-r1qwen-benchmarks", "in {model} on {bench}")])
def test_a_place_before_the_value_with_the_panel_between_is_a_value_claim(bundled_figures, figure_id, named):
    fig = bundled_figures.get(figure_id)
    for panel in fig.panels:
        model, _, bench = panel.title.partition(" | ")
        where = named.format(model=model, bench=bench)
        t = panel.data
        for row_name, col_name in ((t.row_label, t.column_label), ("window", "ratio")):
            for r, c, truth in _cells(panel)[::3]:
                for stated, verdict in ((truth, "supported"), (round(truth + 7, 1), "contradicted")):
                    for text in _sentences(panel, where, row_name, col_name, r, c, stated):
                        values = [cl for cl in evaluate_text(fig, text).claims if cl.kind == "value"]
                        assert [(v.panel, v.row, v.column, v.verdict) for v in values] == \
                            [(panel.title, r, c, verdict)], text


def test_a_name_between_place_and_number_that_is_no_panel_phrase_makes_no_claim(bundled_figures):
    """Only a panel named after in/on/for may stand between: other words there still keep the number apart."""
    fig = bundled_figures.get("dynts-average")
    panel = next(p for p in fig.panels if p.title == "R1-Qwen")
    text = "The value at Ratio 0.3 and Local Window Size 2000 in R1-Qwen drops to 50.1 while R1-Llama is 40.0."
    values = [cl for cl in evaluate_text(fig, text).claims if cl.kind == "value" and cl.panel == panel.title]
    assert [(v.row, v.column) for v in values if v.stated in (50.1, 40.0)] == []
