"""A legend entry the record's reader found and declared unread ("legend entries not read as series: 'Smith et
al. (2001) - Q4' (a line)") is text the figure prints: a bullet naming it, a cited study included, states what the
figure shows, not outside knowledge (issue 32: comparison curves from the literature in a legend, own-o). A study
the figure prints nowhere is still outside knowledge."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _figure() -> Figure:
    note = "legend entries not read as series: 'Smith et al. (2001) - Q4' (a line), 'Jones and Li (1997)' (a line)"
    panel = Panel(title="main", x=Axis(label="elements per edge", range=(0.0, 64.0), ticks=[0.0, 32.0, 64.0]),
                  y=Axis(label="tip displacement (mm)", range=(0.0, 8.0)),
                  data=Table(rows=["present work"], columns=[4.0, 16.0, 64.0], values=[[5.0, 6.5, 7.0]]),
                  unread=[UnreadPart(kind="other", note=note)])
    return Figure(id="convergence", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _outside(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_figure(), text).claims if c.kind == "ungrounded"]


def test_a_cited_legend_entry_the_record_declares_is_printed():
    text = ("### Components/Axes\n- Legend:\n  - Present work: black line with squares\n"
            "  - Smith et al. (2001) - Q4: light grey line with small triangles\n"
            "  - Jones and Li (1997): dashed grey line\n")
    assert "contradicted" not in _outside(text)


def test_a_study_the_figure_prints_nowhere_is_still_outside_knowledge():
    text = ("### Components/Axes\n- Legend:\n  - Present work: black line with squares\n"
            "  - Brown and Green (2015): dotted grey line\n")
    assert _outside(text) == ["contradicted"], _outside(text)
