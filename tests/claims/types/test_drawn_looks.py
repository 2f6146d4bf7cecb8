"""A dashed or dotted line of a colour stated as drawn (claims.types.drawn_looks): invented where no series has that
look and the record holds every look its panels draw (read from the vector drawing, no fit, curve or part left
unread); the series' own line where one has the look; unverifiable where the record may lack a line; no claim when
it is denied, a grid or a series' part. Sentences written for the tests."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Review, SeriesStyle, Source, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _loads(read: str | None = "geometry", unread: list | None = None, left_out: str | None = None) -> Figure:
    table = Table(rows=["north", "south"], columns=[1.0, 2.0, 3.0, 4.0], values=[[1, 3, 5, 7], [2, 2, 3, 3]],
                  styles=[SeriesStyle(color="blue", line="solid", mark="line"),
                          SeriesStyle(color="orange", line="dashed", mark="line")])
    panel = Panel(title="main panel", x=Axis(label="week"), y=Axis(label="load"), data=table, values_read=read,
                  unread=unread)
    review = Review(date="2026-01-01", checked="every vertex", unread=left_out)
    return Figure(id="loads", kind="line", layout=Layout(rows=1, cols=1), panels=[panel], source=Source(review=review))


def _looks(fig: Figure, text: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims
            if c.kind == "label" and (c.payload or {}).get("look") is not None]


INVENTED = ("contradicted", "hallucination")


def test_a_dashed_line_no_series_draws_is_invented():
    for text in ("A black dashed line shows the total load over both regions.",
                 "- **Series:** a solid blue line for north, plus a dashed grey linear-fit line.",
                 '- south: orange dashed line; a third entry, "east", is drawn as a red dotted line.',
                 "Over it, a thin blue dashed curve traces the forecast."):
        assert INVENTED in _looks(_loads(), text), text


def test_the_look_of_a_series_is_that_series():
    assert _looks(_loads(), "An orange dashed line shows the south load.") == [("supported", None)]


def test_a_record_that_may_lack_a_line_leaves_it_unverifiable():
    text = "A black dashed line shows the total load over both regions."
    for fig in (_loads(read=None), _loads(unread=[UnreadPart(kind="fit", note="dashed fit line")]),
                _loads(left_out="the dashed total line")):
        assert _looks(fig, text) == [("unverifiable", None)]


def test_denied_lines_grids_and_parts_of_series_are_no_claims():
    for text in ("There is no black dashed line in the plot.",
                 "Light grey dotted grid lines run at every tick.",
                 "A black dashed line at 0.5 marks the threshold.",
                 "Each series has a red dashed line segment at its end.",
                 "A dashed line shows the total."):
        assert _looks(_loads(), text) == [], text
