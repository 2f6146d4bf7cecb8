"""A reading is judged wrong only on a certain chain of evidence (claims.value_certainty): a contradiction that rests
on an uncertain link (the place, the series, the record) is unverifiable, and its reason names the link."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _curves(xs=(1.0, 5.0, 10.0, 20.0, 40.0, 100.0), rows=("sum", "product"), unread=None) -> Figure:
    values = [[0.1, 0.3, 0.45, 0.6, 0.7, 0.75], [2.0, 1.8, 1.5, 1.0, 0.6, 0.2]][:len(rows)]
    table = Table(rows=list(rows), columns=list(xs), values=values,
                  styles=[SeriesStyle(color="blue"), SeriesStyle(color="orange")][:len(rows)])
    panel = Panel(title="panel 1", x=Axis(label="N", range=(0.0, 100.0)), y=Axis(label="score", range=(0.0, 2.0)),
                  data=table, values_read="geometry", unread=unread)
    return Figure(id="xy-certain", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _claims(fig: Figure, text: str, reading: str):
    at = text.index(reading)
    return [c for c in evaluate_text(fig, text).claims if c.kind == "value" and at <= c.start < at + len(reading)]


def _doc(scope: str, *bullets: str) -> str:
    return "### Detailed Analysis\n" + scope + "\n" + "".join(f"* {b}\n" for b in bullets)


def test_a_reading_beyond_the_drawn_data_is_not_judged_wrong():
    text = _doc("**Product:** falls steadily.", "N = 0: ~1.5", "N = 10: ~0.9")
    (before,) = _claims(_curves(), text, "N = 0: ~1.5")  # the first sample sits at N = 1
    assert before.verdict == "unverifiable" and before.reason.startswith("not judged") and "place:" in before.reason
    (inside,) = _claims(_curves(), text, "N = 10: ~0.9")  # at a sample: 1.5 misread, judged as before
    assert inside.verdict == "contradicted"


def test_a_reading_at_the_end_sample_is_still_judged():
    text = _doc("**Product:** falls steadily.", "N = 100: ~0.9", "N = 100: ~0.2")
    assert [c.verdict for c in _claims(_curves(), text, "N = 100: ~0.9")] == ["contradicted"]
    assert [c.verdict for c in _claims(_curves(), text, "N = 100: ~0.2")] == ["supported"]


def test_an_x_that_reaches_the_first_sample_to_its_printed_digits_is_at_the_drawn_data():
    fig = _curves(xs=(0.102, 5.0, 10.0, 20.0, 40.0, 100.0))  # "U = 0" for a line drawn from 0.102
    text = _doc("**Product:** falls steadily.", "N = 0: ~1.2")
    assert [c.verdict for c in _claims(fig, text, "N = 0: ~1.2")] == ["contradicted"]
    text = _doc("**Product:** falls steadily.", "N = 0.0: ~1.2")  # to one decimal, 0.0 does not reach 0.102
    assert [c.verdict for c in _claims(fig, text, "N = 0.0: ~1.2")] == ["unverifiable"]


_BAND = UnreadPart(kind="band", note="1 shaded area(s) (a band or filled region) not read")
_SPAN = UnreadPart(kind="band", note="1 shaded span(s) across the plot (a marked region of x or y) not read")


def test_an_unnamed_reading_on_a_panel_with_an_unread_band_is_not_judged_wrong():
    fig = _curves(rows=("sum",), unread=[_BAND])  # one recorded line, and a band whose edges run along x
    text = _doc("The band widens to the right.", "N = 10: ~0.9")
    (claim,) = _claims(fig, text, "N = 10: ~0.9")
    assert claim.verdict == "unverifiable" and "record:" in claim.reason


def test_a_reading_that_names_its_series_is_judged_beside_an_unread_band():
    fig = _curves(rows=("sum",), unread=[_BAND])
    for scope in ("**Sum:**", "**Blue line:**"):  # its legend text, or the one colour it alone is drawn in
        text = _doc(scope, "N = 10: ~0.9")
        assert [c.verdict for c in _claims(fig, text, "N = 10: ~0.9")] == ["contradicted"], scope


def test_a_shaded_span_across_the_plot_leaves_readings_judged():
    fig = _curves(rows=("sum",), unread=[_SPAN])  # a marked region of x or y: constant edges, no curve
    text = _doc("The band widens to the right.", "N = 10: ~0.9")
    assert [c.verdict for c in _claims(fig, text, "N = 10: ~0.9")] == ["contradicted"]


def test_the_gate_reads_the_scope_when_verified_without_the_pipelines_document():
    from vlmeval.claims.pipeline import extract, verify_claim
    from vlmeval.verify import context_for

    fig = _curves(rows=("sum",), unread=[_BAND])
    for scope, verdict in (("The band widens to the right.", "unverifiable"), ("**Sum:**", "contradicted")):
        text = _doc(scope, "N = 10: ~0.9")
        (claim,) = [c for c in extract(text, fig)[0] if c.kind == "value"]
        ctx = context_for(fig, text)  # no document: the gate reads the text itself
        assert verify_claim(claim, ctx).verdict == verdict, scope
        assert ctx.doc is not None and ctx.doc.text == text
