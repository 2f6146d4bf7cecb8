"""A "Components/Axes" section written as a two-column table of parts and descriptions ("| Element | Description |")
says what its bullets say: a wrong unit in a quoted axis label and an invented legend entry in such a table were
read as nothing (only the ranges were), while the same words as bullets were caught (issue 32, dev parts own-aa,
own-x, own-g). A table of values stays a table."""

from __future__ import annotations

from vlmeval.claims.key_tables import key_table_bullets
from vlmeval.claims.pasted import read_pasted
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure() -> Figure:
    """A score s(x|θ) against x (no unit printed), and samples of p(x|θ) at y = 0."""
    table = Table(rows=["s(x|θ)", "p(x|θ)"], columns=[2.0, 4.0, 6.0, 8.0],
                  values=[[0.3, 0.5, 0.6, 0.4], [0.0, 0.0, 0.0, 0.0]])
    panel = Panel(title="main panel", x=Axis(label="x", ticks=[0.0, 5.0, 10.0], range=(0.0, 10.0)),
                  y=Axis(label="score", ticks=[0.0, 0.5, 1.0], range=(-0.1, 1.1)), data=table, position=(0, 0))
    return Figure(id="score", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _claims(rows: list[str]) -> list[tuple[str, str, str]]:
    text = "### Components/Axes\n| Element | Description |\n|---|---|\n" + "\n".join(rows) + "\n### Detailed Analysis\n"
    return [(c.kind, c.verdict, c.text) for c in evaluate_text(_figure(), text).claims]


def test_a_table_of_parts_is_read_as_its_bullets():
    found = _claims(['| X-axis | label "x [mm]", linear, from 0 to 10, ticks at 0, 5 and 10 |',
                     '| Dashed line | legend entry "q(x\\|θ)", drawn in grey |'])
    assert ("label", "contradicted", "x [mm]") in found  # the printed label has no unit
    assert ("ticks", "supported", "0, 5 and 10") in found
    assert ("label", "contradicted", "q(x\\|θ)") in found  # no such legend entry; the span is the text as written
    # the right words in the same table are supported
    found = _claims(['| **X-axis** | label "x", linear, from 0 to 10, ticks at 0, 5 and 10 |',
                     '| Solid line | legend entry "s(x\\|θ)", drawn in blue |'])
    assert [v for k, v, _ in found if k == "label"] == ["supported", "supported"]


def test_spans_point_into_the_table_as_written():
    text = '| Element | Description |\n|---|---|\n| Y-axis | label "score", ticks 0 to 1 |\nafter'
    pasted = read_pasted(text)
    assert pasted.text.splitlines()[2] == '- Y-axis: label "score", ticks 0 to 1'
    start = pasted.text.index('"score"')
    a, b = pasted.span(start, start + 7)
    assert pasted.original[a:b] == '"score"'
    assert pasted.text.endswith("\nafter")


def test_a_table_of_values_stays_a_table():
    assert key_table_bullets("| x interval | s(x) |\n|---|---|\n| 4–5 | ~0.33 |\n| 5–6 | ~0.36 |\n") is None
    assert key_table_bullets("| Method | Accuracy |\n|---|---|\n| A | 0.85 |\n| B | about 0.9 |\n") is None
    assert key_table_bullets("| Year | Note |\n|---|---|\n| 2014 | the peak of the series |\n") is None
    assert key_table_bullets("| Series | 2010 | 2020 |\n|---|---|---|\n| A | 1 | 2 |\n") is None


def _looks_figure(review_unread: str | None) -> Figure:
    """Two curves the record names by look, its reader having seen no legend; the review may say one is drawn."""
    from vlmeval.groundtruth.schema import Review, Source
    table = Table(rows=["red dotted line", "blue dotted line"], columns=[1.0, 2.0, 3.0],
                  values=[[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]])
    panel = Panel(title="main panel", x=Axis(label="t", range=(0.0, 4.0)), y=Axis(label="n", range=(0.0, 4.0)),
                  data=table, position=(0, 0))
    source = Source(review=Review(date="2026-01-01", checked="values", unread=review_unread))
    return Figure(id="looks", kind="line", layout=Layout(rows=1, cols=1), panels=[panel], tags={"legend": False},
                  source=source)


def test_a_legend_the_review_says_is_left_out_is_no_invention():
    # a table row "| Legend | ... |" reads as the bullet "- Legend: ..."; the record's reader saw no legend, but its
    # review says the series are named by look, not by the legend the figure draws: the legend may be there
    text = "### Components/Axes\n| Element | Description |\n|---|---|\n| Legend | upper left, titled \"L\": 10 and 12 |\n"
    left_out = "the series are named by look, not by the L values of the legend in the top left panel"
    verdicts = [c.verdict for c in evaluate_text(_looks_figure(left_out), text).claims if c.kind == "label"]
    assert "contradicted" not in verdicts
    # a review that says no legend is drawn (or none) leaves the absence certain: still caught
    for unread in ("the series are named by look (no legend)", None):
        verdicts = [c.verdict for c in evaluate_text(_looks_figure(unread), text).claims if c.kind == "label"]
        assert "contradicted" in verdicts
