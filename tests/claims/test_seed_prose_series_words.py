"""Line and bar prose in the seeds' format read the way it is meant: a trend word's places belong to it, not to a
later trend word of the clause ("decrease from A to C and rise slightly for E"); numbers of a sentence about a
gap between series are differences, not values ("the largest gap is in B (~30 ms)"); "at the top", "at the
bottom" are places in the plot, not extremes. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

STAGES = figure_from_table(read_csv_text(
    "Stage,idle,loaded\nPrepare,300,410\nCopy,280,330\nSend,250,270\nUnpack,240,255\nResume,260,290\n",
    Path("t.csv")), "bar", title="Delay per stage")


def _verdicts(text: str, kind: str | None = None) -> list[str]:
    return [c.verdict for c in evaluate_text(STAGES, text).claims if kind is None or c.kind == kind]


def test_a_later_trend_word_does_not_take_the_places_of_an_earlier_one():
    text = "The idle bars decrease from Prepare to Unpack and rise slightly for Resume."
    assert "contradicted" not in _verdicts(text)
    assert _verdicts(text, "trend") == ["supported"]
    # the earlier word is still judged over its own places
    assert "contradicted" in _verdicts("The idle bars increase from Prepare to Unpack and rise slightly for Resume.")


def test_numbers_of_a_sentence_about_a_gap_are_not_values():
    text = "* The largest gap between the two loads is in Prepare (~110 ms), followed by Copy (~50 ms)."
    assert "contradicted" not in _verdicts(text)
    # a plain value of the same form is still judged
    assert "contradicted" in _verdicts("* The idle bar is highest in Prepare (~110 ms), followed by Copy (~50 ms).")


def test_at_the_top_is_a_place_not_a_maximum():
    text = "**Idle:** The values decrease from about 300 at the top to about 240 at the bottom."
    assert "contradicted" not in _verdicts(text)
    assert "contradicted" in _verdicts("**Idle:** The values top out at about 240.")


def test_a_later_word_inside_the_earlier_span_elaborates_it():
    # daily, falling through 2021 with an uptick in its last two weeks: "dropping ... by the end of December 2021"
    # elaborates the decrease from February to December, it is not a claim about December alone
    import datetime as dt
    start = dt.date(2021, 1, 1)
    values = [10 - i / 40 if i < 350 else 1.25 + (i - 350) / 20 for i in range(365)]
    csv = "date,rate\n" + "".join(f"{start + dt.timedelta(days=i)},{v:.3f}\n" for i, v in enumerate(values))
    fig = figure_from_table(read_csv_text(csv, Path("t.csv")), "line", title="Rate")
    text = ("The rate showed a general decrease from February 2021 to December 2021, with the rate dropping to "
            "about 1.9 by the end of December 2021.")
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "trend" and c.verdict == "contradicted"] == []
