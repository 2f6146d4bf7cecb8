"""A straight line stated as drawn at a number (claims.types.drawn_lines): invented where the record holds every
line the figure draws (read from its vector drawing, no line, fit or inset left unread, no series running along
it), unverifiable anywhere else, and no claim when it is a grid, a series' own line or stated as absent."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Review, Source, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _density(read: str | None = "geometry", unread: list | None = None, flat: bool = False,
             left_out: str | None = None) -> Figure:
    values = [0.25, 0.25, 0.25, 0.25] if flat else [0.10, 0.42, 0.31, 0.18]
    table = Table(rows=["dark red circles"], columns=[1.0, 2.0, 3.0, 4.0], values=[values])
    panel = Panel(title="main panel", x=Axis(label="mu"), y=Axis(label="rho"), data=table, values_read=read,
                  unread=unread)
    review = Review(date="2026-01-01", checked="every marker", unread=left_out)
    return Figure(id="density", kind="line", layout=Layout(rows=1, cols=1), panels=[panel],
                  source=Source(review=review))


def _lines(fig: Figure, bullet: str) -> list[tuple[str, str | None]]:
    text = "### Components/Axes\n* " + bullet + "\n"
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims
            if c.kind == "label" and "line" in (c.text or "")]


INVENTED = ("contradicted", "hallucination")


def test_a_line_the_vector_record_lacks_is_invented():
    for bullet in ("Dark red circles joined by thin lines, and a grey dashed horizontal line marks rho = 0.25.",
                   "**Y-axis:** ticks 0 to 0.4, with a dashed red reference line at 0.1.",
                   "**Curve:** one line, and a dashed vertical line marking the median near 2.5; no legend.",
                   "A black dotted horizontal reference line runs at y = 0.3 across the plot."):
        assert INVENTED in _lines(_density(), bullet), bullet


def test_a_line_the_record_may_not_hold_is_unverifiable():
    bullet = "A grey dashed horizontal line marks rho = 0.25."
    for fig in (_density(read=None), _density(flat=True),
                _density(left_out="the dashed line labelled 'rho = 0.25' and its label")):
        assert _lines(fig, bullet) == [("unverifiable", None)]
    # a line the review says is held after all leaves the inventory complete
    assert INVENTED in _lines(_density(left_out="the 'T = 0' line is held as a curve"), bullet)


def test_grids_series_lines_and_absent_lines_are_no_claims():
    fig = _density()
    for bullet in ("**Y-axis:** from 0 to 0.4, with faint dashed horizontal grid lines at 0.1 steps.",
                   "Each series has a dashed line of the same colour at 0.25.",
                   "There is no legend and no dashed horizontal line at 0.",
                   "A solid black reference line shows the theoretical scaling."):
        assert _lines(fig, bullet) == [], bullet


def _declared(*notes: str) -> list[UnreadPart]:
    return [UnreadPart(kind="reference_line", note=n) for n in notes]


def test_lines_declared_with_their_place_enumerate_the_panels_lines():
    # the vector reader declares each straight line it does not hold with its direction and place: a line stated
    # in another direction, or far from every declared one, is none of them
    fig = _density(unread=_declared("black dashed vertical line at x = 2 not read",
                                    "red dashed horizontal line at y = 0.4 not read"))
    for bullet in ("A grey dashed horizontal line marks rho = 0.25.", "A dotted vertical line at mu = 3.5 splits the plot.",
                   "A black dotted horizontal reference line runs at y = 0.1 across the plot."):
        assert INVENTED in _lines(fig, bullet), bullet
    for bullet in ("A dotted vertical line at mu = 2 splits the plot.", "A dashed red horizontal line sits at 0.41.",
                   "A thin grey reference line at 0.4 runs across."):
        assert INVENTED not in _lines(fig, bullet), bullet


def test_a_line_declared_without_its_place_or_a_shaded_span_keeps_lines_uncertain():
    bullet = "A grey dashed horizontal line marks rho = 0.25."
    for unread in (_declared("diagonal line y = x not read"), _declared("white vertical line not read"),
                   [UnreadPart(kind="band", note="1 shaded span(s) across the plot (a marked region of x or y) not read")]):
        assert _lines(_density(unread=unread), bullet) == [("unverifiable", None)], unread
    # a review item the record declares among its unread parts leaves the inventory complete
    declared = _density(unread=_declared("black dashed vertical line at x = 2 not read"), left_out="the vertical line (declared)")
    assert INVENTED in _lines(declared, bullet)


def test_a_line_the_vector_reader_declared_in_that_direction_near_that_place_is_supported():
    declared = _declared("black dashed horizontal line at y = 0.25 not read")
    assert _lines(_density(unread=declared), "A grey dashed horizontal line marks rho = 0.25.") == [("supported", None)]
    # another direction, or a place farther off than a misreading: the line stated may be another, not drawn
    for bullet in ("A grey dashed vertical line marks rho = 0.25.", "A grey dashed horizontal line marks rho = 0.35."):
        assert _lines(_density(unread=declared), bullet) != [("supported", None)], bullet
