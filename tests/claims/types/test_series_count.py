"""How many series a panel plots (claims.types.series_count): a count above every panel's series, on panels whose
series the record holds with their looks and nothing unread beside them, is an invented series."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table, TrendLine, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text

INVENTED = ("contradicted", "hallucination")


def _runs(rows: int = 2, unread: list | None = None, fit: bool = False) -> Figure:
    colours = ["teal", "maroon", "gold"][:rows]
    table = Table(rows=[f"run {c}" for c in colours], columns=[1.0, 2.0, 3.0], values=[[1.0, 2.0, 3.0]] * rows,
                  styles=[SeriesStyle(color=c, line="solid", mark="line") for c in colours])
    panel = Panel(title="main panel", x=Axis(label="epoch"), y=Axis(label="loss"), data=table, unread=unread,
                  fit=TrendLine(slope=1.0, intercept=0.0) if fit else None)
    return Figure(id="runs", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _counts(fig: Figure, sentence: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, "### Overview\n" + sentence + "\n").claims
            if c.kind == "count"]


def test_more_series_than_the_panel_plots_is_an_invented_series():
    for sentence in ("The plot compares four series of training loss.", "Three data sets are drawn as lines.",
                     "A line chart with 3 coloured series over ten epochs."):
        assert INVENTED in _counts(_runs(), sentence), sentence


def test_a_count_the_panel_can_hold_or_a_record_that_may_lack_a_series_is_not_invented():
    assert INVENTED not in _counts(_runs(), "The plot compares two series of training loss.")
    assert INVENTED not in _counts(_runs(rows=3), "Three data sets are drawn as lines.")
    for fig in (_runs(unread=[UnreadPart(kind="fit", note="a dashed fit line not read")]),
                _runs(unread=[UnreadPart(kind="band", note="1 shaded area(s) not read")])):
        assert INVENTED not in _counts(fig, "The plot compares three series of training loss.")
    assert INVENTED not in _counts(_runs(fit=True), "Three curves are drawn.")  # a fit is a curve too
    assert INVENTED in _counts(_runs(fit=True), "Three data sets are drawn.")


def test_series_picked_out_by_a_determiner_are_no_count():
    for sentence in ("All four series rise together.", "Both of the three series rise.", "Each of the three curves rises."):
        assert INVENTED not in _counts(_runs(), sentence), sentence
