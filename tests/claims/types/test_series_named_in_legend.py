"""Series a description names by its own legend: where the record names series only by look, a bullet of several
series at one x ("* r = 8: s ~0.05, p ~0.04") names each by the legend entry the description gave it, the whole
name or the word its symbol is given ("α = s (red circle)" for "s")."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 4.0, 8.0, 9.0, 10.0]


def _fig() -> Figure:
    table = Table(rows=["red line with circles", "blue line with squares"], columns=_XS,
                  values=[[0.0, 0.01, 0.05, 0.12, 0.02], [0.0, 0.01, 0.04, 0.01, 0.0]],
                  styles=[SeriesStyle(color="red", marker="circle", line="solid"),
                          SeriesStyle(color="blue", marker="square", line="solid")])
    panel = Panel(title="main", x=Axis(label="r", range=(0.0, 10.0)), y=Axis(label="S", range=(-0.05, 0.3)),
                  data=table)
    return Figure(id="orbitals", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str) -> list[tuple[str, str]]:
    full = "### Components/Axes\n" + _LEGEND + "### Detailed Analysis\n" + text
    return [(c.verdict, str(c.row)) for c in evaluate_text(_fig(), full).claims if c.kind == "value"]


_LEGEND = "* **Legend:** top right: α = s (red circle), α = p (blue square).\n"


def test_a_series_is_named_by_the_word_its_legend_entry_gives_the_symbol():
    assert _values("* r = 8: s ~0.05, p ~0.04.\n") == [("supported", "red line with circles"),
                                                       ("supported", "blue line with squares")]
    assert _values("* r = 9: s ~0.01, p ~0.12.\n") == [("contradicted", "red line with circles"),
                                                       ("contradicted", "blue line with squares")]


def test_a_name_no_legend_entry_gives_names_no_series():
    assert _values("* r = 8: d ~0.05, p ~0.04.\n") == []
