"""False alarms on correct seed-format prose, by class (issue 32, real-prose-own parts own-b and own-c): a table of
a scatter's points by number, whose columns name the axes; a range in a sentence naming a row or column, of a part of
it; a hedged cause under the Interpretation heading; the x values the data is given at beside a tick list; an axis
label with a hat the text loses; a number counting what the x axis counts beside a superlative; a bound written after
the number ("0.30 or more"). Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def _scatter(series: list[str] | None = None) -> Figure:
    series = series or ["red squares"]
    xs = [2.0, 6.5, 11.0, 15.5, 20.0]
    values = [[1.2, 3.4, 0.8, 2.6, 4.1]] + [[0.5, 0.7, 0.9, 1.1, 1.3]] * (len(series) - 1)
    table = Table(rows=series, columns=xs, values=values, column_label="Depth [m]")
    panel = Panel(title="main panel", x=Axis(label="Depth [m]", scale="linear", ticks=[0.0, 10.0, 20.0], range=(0.0, 20.0)),
                  y=Axis(label="P_w [kPa]", scale="linear", ticks=[0.0, 2.0, 4.0], range=(0.0, 5.0)), data=table)
    return Figure(id="wells", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


POINTS = ("| Sample | Depth (m) | P_w (kPa) |\n|---|---|---|\n| 1 | 2.0 | 1.2 |\n| 2 | 6.4 | 3.4 |\n"
          "| 3 | 11.2 | 0.8 |\n| 4 | 15.5 | 2.6 |\n| 5 | 20.0 | 4.1 |\n")


def test_a_table_of_points_by_number_is_no_grid_of_cells():
    assert _contradicted(_scatter(), "### Detailed Analysis\n" + POINTS) == []


def test_each_row_of_a_points_table_is_a_reading_of_the_series_at_its_x():
    assert _verdicts(_scatter(), POINTS, "value") == ["supported"] * 5
    wrong = POINTS.replace("| 3 | 11.2 | 0.8 |", "| 3 | 11.2 | 2.9 |")
    assert _contradicted(_scatter(), wrong) == [("value", "2.9")]


def test_axes_named_x_and_y_or_in_the_other_order_read_the_same():
    text = "| # | y | x |\n|---|---|---|\n| 1 | 1.2 | 2.0 |\n| 2 | 3.0 | 6.5 |\n"
    assert _contradicted(_scatter(), text) == [("value", "3.0")]


def test_a_points_table_of_several_series_without_their_names_says_nothing():
    assert _contradicted(_scatter(["red squares", "blue circles"]), POINTS) == []
    assert _verdicts(_scatter(["red squares", "blue circles"]), POINTS, "value") == []


def _grid() -> Figure:
    names = ["Ames", "Brook", "Cole", "Dunn"]
    values = [[2.1, 6.4, 7.9, 6.8], [6.9, 1.8, 8.6, 7.2], [7.0, 6.1, 2.4, 6.6], [6.5, 7.7, 8.8, 2.2]]
    table = Table(rows=names, columns=names, values=values, decimals=1, row_label="Trained on", column_label="Tested on")
    panel = Panel(title="main panel", x=Axis(label="Tested on", scale="categorical", ticks=names),
                  y=Axis(label="Trained on", scale="categorical", ticks=names), data=table)
    return Figure(id="cross", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_range_in_a_sentence_naming_a_line_may_be_of_a_part_of_that_line():
    # the Cole column runs 2.4-8.8 (its off-diagonal cells 7.9-8.8); the panel 1.8-8.8
    text = "* The Cole column is high in every off-diagonal row (7.9-8.8), above the Ames column."
    assert _contradicted(_grid(), text) == []
    assert _verdicts(_grid(), text, "range") == ["unverifiable"]
    assert _contradicted(_grid(), "* Losses for Dunn's model, leaving out its own texts, span 6.5 to 8.8.") == []


def test_a_range_outside_the_named_line_or_naming_no_line_is_still_wrong():
    assert _contradicted(_grid(), "* The Cole column is high in every off-diagonal row (7.9-9.6).") == [("range", "(7.9-9.6)")]
    assert _contradicted(_grid(), "* Every off-diagonal cell is high (7.9-8.8).") == [("range", "(7.9-8.8)")]


def test_naming_the_only_series_picks_out_no_part_of_it():
    fig = _scatter(["Tarn"])  # one series, 0.8-4.1
    assert _contradicted(fig, "The values for Tarn range from 1.5 to 3.0.") == [("range", "from 1.5 to 3.0")]


HEDGED = "The Brook row has the lowest own-text loss (1.8), possibly because its books reuse many phrases."


def test_a_hedged_cause_in_the_interpretation_section_is_offered_not_stated_as_shown():
    assert _contradicted(_grid(), "## Heatmap: losses\n### Interpretation\n" + HEDGED) == []
    hedged = ("### Interpretation\nThe Dunn column is high for every model, which is likely due to its archaic "
              "spelling; Cole's column may be high because of dialogue.")
    assert _contradicted(_grid(), hedged) == []


def test_a_cause_stated_without_a_hedge_or_outside_the_interpretation_is_still_ungrounded():
    plain = HEDGED.replace("possibly because", "because")
    assert [k for k, _ in _contradicted(_grid(), "### Interpretation\n" + plain)] == ["ungrounded"]
    assert [k for k, _ in _contradicted(_grid(), HEDGED)] == ["ungrounded"]  # a caption's hedged cause (CHOCOLATE)
    assert [k for k, _ in _contradicted(_grid(), "### Key Observations\n" + HEDGED)] == ["ungrounded"]


def _batches() -> Figure:
    table = Table(rows=["Adam"], columns=[16.0, 32.0, 64.0, 128.0, 256.0], values=[[0.9, 0.7, 0.5, 0.45, 0.4]])
    panel = Panel(title="main panel", x=Axis(label="Batch size", scale="log", ticks=[10.0, 100.0, 1000.0]),
                  y=Axis(label="Loss", scale="linear", ticks=[0.0, 0.5, 1.0]), data=table)
    return Figure(id="batches", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_the_x_values_the_data_is_given_at_are_no_tick_list():
    fig = _batches()
    for words in ("points at", "data at", "measured at", "samples at"):
        text = f'* **X-axis:** "Batch size", log scale, ticks at 10¹, 10² and 10³; {words} 16, 32, 64, 128 and 256.'
        assert _contradicted(fig, text) == [], words


def test_a_tick_list_beside_data_words_is_still_a_tick_list():
    fig = _batches()
    assert _contradicted(fig, '* **X-axis:** "Batch size", ticks at 16, 32, 64 and 128.') == [
        ("ticks", "16, 32, 64 and 128")]
    assert _contradicted(fig, '* **X-axis:** "Batch size"; data points sit at the ticks 16, 32, 64 and 128.') == [
        ("ticks", "16, 32, 64 and 128")]


def _hatted(label: str) -> Figure:
    fig = _batches()
    panel = fig.panels[0].model_copy(update={"y": Axis(label=label, scale="linear", ticks=[0.0, 0.5, 1.0])})
    return fig.model_copy(update={"panels": [panel]})


def test_an_axis_label_with_a_combining_mark_matches_the_same_label_as_written():
    # the record keeps the hat (y + U+0302); the description's text loses combining marks (claims.pasted)
    for label in ("log q(y|θ) - log q(ŷ|θ)", "logq(y|θ)-logq(ŷ|θ)", "Δ(ŷ,y)"):
        fig = _hatted(label)
        written = label.replace("logq", "log q").replace(",y", ", y")
        assert _contradicted(fig, f'* **Y-axis:** "{written}", ticks at 0, 0.5 and 1.') == [], label


def test_a_different_label_beside_a_combining_mark_is_still_wrong():
    fig = _hatted("Δ(ŷ,y)")
    assert [k for k, _ in _contradicted(fig, '* **Y-axis:** "Accuracy", linear.')] == ["label"]
    assert [k for k, _ in _contradicted(fig, '* **Y-axis:** "Σ(z, w)", linear.')] == ["label"]


def _steps() -> Figure:
    table = Table(rows=["Adam", "SGD"], columns=[100.0, 200.0, 500.0, 1000.0],
                  values=[[0.9, 0.6, 0.3, 0.2], [0.8, 0.7, 0.5, 0.4]])
    panel = Panel(title="main panel", x=Axis(label="Training steps", scale="log", ticks=[100.0, 1000.0]),
                  y=Axis(label="Validation loss", scale="linear", ticks=[0.0, 0.5, 1.0]), data=table)
    return Figure(id="steps", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_number_counting_what_the_x_axis_counts_is_a_place_not_an_extreme_value():
    fig = _steps()
    assert _contradicted(fig, "* **Adam (blue, dashed)** — the best optimiser from 500 steps on:") == []
    assert _contradicted(fig, "* SGD has its highest loss before 200 steps.") == []


def test_an_extreme_value_beside_no_x_word_is_still_checked():
    fig = _steps()
    assert [k for k, _ in _contradicted(fig, "* The highest Adam loss is 0.5.")] == ["extremum"]
    assert [k for k, _ in _contradicted(fig, "* The highest Adam loss is 0.5 loss units.")] == ["extremum"]


def _bars() -> Figure:
    names = ["Oslo", "Lima", "Kyiv", "Pune"]
    table = Table(rows=["bars"], columns=names, values=[[4.0, 9.0, 13.0, 6.0]], decimals=0)
    panel = Panel(title="main panel", x=Axis(label="City", scale="categorical", ticks=names),
                  y=Axis(label="Stations", scale="linear", ticks=[0.0, 5.0, 10.0, 15.0]), data=table)
    return Figure(id="stations", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_bound_written_after_the_number_is_a_bound():
    fig = _bars()
    for text in ("- Kyiv leads with 10 or more stations.", "- Kyiv leads with a count of 12 or above.",
                 "- Oslo has the fewest, with 5 or fewer stations.", "- Oslo trails with a count of 6 or less."):
        assert _contradicted(fig, text) == [], text


def test_a_bound_after_the_number_that_the_value_breaks_is_still_wrong():
    fig = _bars()
    assert [k for k, _ in _contradicted(fig, "- Kyiv leads with 15 or more stations.")] == ["value"]
    assert [k for k, _ in _contradicted(fig, "- Lima has 5 or fewer stations.")] == ["value"]


def test_a_points_table_of_several_series_reads_each_row_on_the_series_it_names():
    fig = _scatter(["red squares", "blue circles"])
    text = ("| Series | Depth (m) | P_w (kPa) |\n|---|---|---|\n| red squares | 6.5 | 3.4 |\n"
            "| blue circles | 6.5 | 0.7 |\n| blue circles | 11.0 | 2.5 |\n")
    assert _verdicts(fig, text, "value") == ["supported", "supported", "contradicted"]
