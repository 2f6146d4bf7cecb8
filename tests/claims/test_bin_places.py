"""A histogram's bar named by its bin as read off the axis (claims.bin_places, claims.line_prose._bin_keys): a
table row keyed by the bin's centre ("| 0.30 | 9 |") or its edges ("| 0.00–0.06 | 8 |") under a count column,
and a list item keyed by its edges ("1. ~85-98.5: 14"), are judged against that bar. Made-up counts."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_EDGES = [0.0, 0.0667, 0.1333, 0.2, 0.2667, 0.3333]
_COUNTS = [1.0, 2.0, 6.0, 11.0, 9.0]


def _histogram() -> Figure:
    columns = [f"{a:g}–{b:g}" for a, b in zip(_EDGES, _EDGES[1:])]
    table = Table(rows=["grey bars"], columns=columns, values=[_COUNTS], styles=[SeriesStyle(color="grey")])
    panel = Panel(title="main", x=Axis(label="Slope", range=(0.0, 0.34)),
                  y=Axis(label="Number of participants", range=(0.0, 12.0)), data=table)
    return Figure(id="hist", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str) -> list[tuple[float, str]]:
    scored = evaluate_text(_histogram(), "### Detailed Analysis\nBar heights, left to right:\n\n" + text + "\n")
    return [(c.stated if isinstance(c.stated, float) else c.text, c.verdict) for c in scored.claims if c.kind == "value"]


def test_a_table_row_keyed_by_the_bins_centre_is_that_bar():
    table = "| Bin (centre) | Count |\n|---|---|\n| 0.17 | 6 |\n| 0.23 | 9 |\n| 0.30 | 11 |"
    assert [v for _, v in _verdicts(table)] == ["supported", "contradicted", "contradicted"]


def test_a_table_row_keyed_by_the_bins_edges_is_that_bar():
    table = "| Bin | Participants |\n|---|---|\n| 0.00–0.07 | 1 |\n| 0.07–0.13 | 5 |"
    assert [v for _, v in _verdicts(table)] == ["supported", "contradicted"]


def test_a_column_that_names_neither_the_heights_nor_a_series_gives_no_bar():
    table = "| Bin (centre) | Share |\n|---|---|\n| 0.17 | 60 |"
    assert [v for _, v in _verdicts(table)] == ["unverifiable"]


def test_a_list_item_keyed_by_the_bins_edges_is_that_bar():
    assert [v for _, v in _verdicts("1. ~0.13-0.2: 6\n2. ~0.2-0.27: 9")] == ["supported", "contradicted"]
