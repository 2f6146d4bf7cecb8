"""The evidence-chain gate (``vlmeval.claims.certain_chain``): a trend, extreme, comparison, range, tick or count
claim is contradicted only when every link of its chain is certain; otherwise unverifiable, the doubt typed by its
link in the reason. Synthetic records, sentences in the form of the dev parts' descriptions."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _scores(unread: list[UnreadPart] | None = None, notes: str | None = None) -> Figure:
    """Two models' scores rising over five epochs, in one panel."""
    table = Table(rows=["Model A", "Model B"], columns=[1.0, 2.0, 3.0, 4.0, 5.0],
                  values=[[10.0, 20.0, 30.0, 40.0, 50.0], [12.0, 18.0, 25.0, 35.0, 44.0]])
    panel = Panel(title="main panel", x=Axis(label="Epoch", range=(1.0, 5.0), ticks=[1.0, 2.0, 3.0, 4.0, 5.0]),
                  y=Axis(label="Score", range=(0.0, 60.0), ticks=[0.0, 20.0, 40.0, 60.0]), data=table,
                  unread=unread, notes=notes)
    return Figure(id="scores", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _claims(fig: Figure, sentence: str, kind: str) -> list:
    return [c for c in evaluate_text(fig, "### Key Observations\n- " + sentence + "\n").claims if c.kind == kind]


BAND = [UnreadPart(kind="band", note="shaded band around the mean")]


def test_a_panel_with_unread_parts_contradicts_no_trend_or_extreme_of_no_one_series():
    # the band may be what "decrease" or "peaks at about 30" describes: the record never saw it
    for sentence, kind in (("The scores decrease with epoch.", "trend"),
                           ("The highest score in the chart is about 30.", "extremum")):
        whole = _claims(_scores(), sentence, kind)
        assert whole and {c.verdict for c in whole} == {"contradicted"}, sentence
        partial = _claims(_scores(BAND), sentence, kind)
        assert partial and {c.verdict for c in partial} == {"unverifiable"}, sentence
        assert all("coverage: panel 'main panel' has parts the record does not hold (band)" in c.reason
                   for c in partial)


def test_a_verdict_tied_to_one_series_of_the_record_stands():
    # "Both models decrease": each model's own trend is judged on its series, which the record holds
    tied = [c for c in _claims(_scores(BAND), "Both models decrease with epoch.", "trend") if c.row is not None]
    assert {c.row for c in tied} == {"Model A", "Model B"} and {c.verdict for c in tied} == {"contradicted"}


def test_unread_parts_leave_axes_and_values_judged():
    # ticks are read whole, and a value claim is no claim of the chain's types: both stay caught
    assert [c.verdict for c in _claims(_scores(BAND), "The y-axis has ticks at 0, 10, 20, 30.", "ticks")] == \
        ["contradicted"]
    text = "### Detailed Analysis\n**Model A:**\n* x = 2: ~45\n"
    assert [c.verdict for c in evaluate_text(_scores(BAND), text).claims if c.kind == "value"] == ["contradicted"]


def test_a_panel_whose_notes_say_what_was_not_read_bears_no_contradiction_of_the_chain():
    # "the shaded band was not read": the cells are not the whole of the panel, even for a series-tied verdict
    noted = _scores(notes="the shaded band around each line was not read")
    for sentence, kind in (("Model A falls steadily with epoch.", "trend"),
                           ("The highest score in the chart is about 52.", "extremum")):
        assert "contradicted" in {c.verdict for c in _claims(_scores(), sentence, kind)}, sentence
        found = _claims(noted, sentence, kind)
        assert found and {c.verdict for c in found} == {"unverifiable"}, sentence
        assert all("record: the record notes what it could not read in panel 'main panel'" in c.reason
                   for c in found)
    # the axes are read whole all the same
    assert [c.verdict for c in _claims(noted, "The y-axis has ticks at 0, 10, 20, 30.", "ticks")] == ["contradicted"]


def test_an_extreme_of_the_whole_panel_beaten_by_a_recorded_value_stays_wrong_whatever_the_notes_say():
    # unread markers can only add values: a recorded 50 proves "the highest is about 30" wrong, and a recorded 10
    # proves "the lowest is about 25" wrong; a stated 52, a place, or one series' peak still rest on the unread part
    noted = _scores(notes="3 marker(s) share an x value with another of their series; the table keeps the first, "
                          "the points every marker")
    for sentence in ("The highest score in the chart is about 30.", "The lowest score in the chart is about 25."):
        found = _claims(noted, sentence, "extremum")
        assert found and {c.verdict for c in found} == {"contradicted"}, sentence
    for sentence in ("The highest score in the chart is about 52.", "The highest score is reached at epoch 3.",
                     "Model A peaks at about 30."):
        found = _claims(noted, sentence, "extremum")
        assert found and {c.verdict for c in found} == {"unverifiable"}, sentence
