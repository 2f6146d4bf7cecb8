"""False alarms on correct seed-format prose, by class (issue 32, round 47 dev parts own-k/own-l): a description's
table that names its places in its own terms, judged as places the figure lacks. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _budgets(names: list) -> Figure:
    """Two solvers over three budgets, named ``names`` in the record (legend entries with a gloss)."""
    table = Table(rows=names, columns=["n=8", "n=16", "n=32"], values=[[20.0, 24.0, 25.0], [31.0, 35.0, 38.0]])
    panel = Panel(title="main panel", x=Axis(label="Budget", scale="categorical", ticks=["n=8", "n=16", "n=32"]),
                  y=Axis(label="Solved", scale="linear", ticks=[20.0, 30.0, 40.0], range=(15.0, 42.0)), data=table)
    return Figure(id="solvers", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(fig: Figure, text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


_GLOSSED = ["Solver-P (greedy search)", "Solver-Q (beam search)"]


def test_a_table_header_that_abbreviates_a_glossed_legend_entry_is_that_series():
    table = "Readings:\n\n| Budget | Solver-P | Solver-Q |\n|---|---|---|\n| n=8 | 20 | 31 |\n| n=16 | 24 | 35 |\n"
    assert _values(_budgets(_GLOSSED), table) == ["supported"] * 4
    # a value misread under the abbreviated header is still caught
    assert "contradicted" in _values(_budgets(_GLOSSED), table.replace("| 24 |", "| 29 |"))


def test_a_column_of_differences_between_series_is_no_place_of_the_figure():
    table = ("Readings:\n\n| Budget | Solver-P | Solver-Q | Difference (Q − P) |\n|---|---|---|---|\n"
             "| n=8 | 20 | 31 | 11 |\n| n=32 | 25 | 38 | 13 |\n")
    assert _values(_budgets(_GLOSSED), table) == ["supported"] * 4


def _curves() -> Figure:
    """Two curves over 1/L from 0.05 to 0.25 that the record names by marker colour."""
    table = Table(rows=["teal squares", "grey squares"], columns=[0.05, 0.1, 0.25],
                  values=[[0.30, 0.32, 0.35], [0.10, 0.11, 0.13]])
    panel = Panel(title="main panel", x=Axis(label="1/L", scale="linear", ticks=[0.0, 0.1, 0.2], range=(0.0, 0.26)),
                  y=Axis(label="Gap", scale="linear", ticks=[0.0, 0.2, 0.4], range=(0.0, 0.4)), data=table)
    return Figure(id="extrapolated", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_table_whose_row_and_column_both_name_places_in_its_own_terms_is_not_judged_absent():
    # rows named by a coupling's value, columns by an extrapolated and a drawn point: neither is a key of the record
    table = ("| Coupling | extrapolated (open marker) | largest size (last filled marker) |\n|---|---|---|\n"
             "| 2.5 | ~0.29 | ~0.35 |\n| 0.5 | ~0.09 | ~0.13 |\n")
    assert "contradicted" not in _values(_curves(), table)


def _two_parties() -> Figure:
    """Horizontal bars of two parties over three topics, in percent."""
    table = Table(rows=["North", "South"], columns=["apples", "pears", "plums"],
                  values=[[12.1, 3.2, 10.4], [4.1, 7.4, 2.2]])
    panel = Panel(title="main panel", x=Axis(label="Topic", scale="categorical", ticks=["apples", "pears", "plums"]),
                  y=Axis(label="Share (%)", scale="linear", ticks=[0.0, 5.0, 10.0, 15.0], range=(0.0, 15.0)),
                  data=table)
    return Figure(id="parties", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_clause_that_names_both_series_reads_each_number_with_the_series_named_before_it():
    # the clause before names South alone; this one names North and South itself: its first number is North's
    text = ("### Detailed Analysis\n- Pears: North ~3.2%; South ~7.4%, the highest South value.\n"
            "- Plums: North ~10.4% against South ~2.2%.\n")
    verdicts = _values(_two_parties(), text)
    assert verdicts and "contradicted" not in verdicts
    # a number that is neither party's value there is still caught
    assert "contradicted" in _values(_two_parties(), text.replace("North ~10.4%", "North ~6.8%"))


def _one_peak() -> Figure:
    """One curve over x from 2.0 to 3.0 with its peak (0.9) at 2.5, drawn on a y axis from 0 to 1."""
    table = Table(rows=["likelihood"], columns=[2.0, 2.25, 2.5, 2.75, 3.0], values=[[0.05, 0.3, 0.9, 0.25, 0.02]])
    panel = Panel(title="main panel", x=Axis(label="Mass ratio", scale="linear", ticks=[2.0, 2.5, 3.0], range=(2.0, 3.0)),
                  y=Axis(label="Likelihood", scale="linear", ticks=[0.0, 0.5, 1.0], range=(0.0, 1.05)), data=table)
    return Figure(id="one-peak", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _extrema(fig: Figure, text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_a_number_after_peak_at_that_only_the_x_axis_holds_is_where_the_peak_is_not_its_height():
    # 2.45 lies off the drawn y axis (0-1.05) and on the x axis: the place of the peak, not a height of 2.45
    assert "contradicted" not in _extrema(_one_peak(), "The curve is narrow, with a sharp peak at ~2.45.")
    # a height on the value axis is still read and judged
    assert "contradicted" in _extrema(_one_peak(), "The curve is narrow, with a sharp peak at ~0.5.")


def _lettered(titles: list[str]) -> Figure:
    """Two bar panels whose record titles carry the letters printed on them; the figure's other panels (drawings
    without values) are not in the record."""
    def bars(title: str) -> Panel:
        table = Table(rows=["North", "South"], columns=["apples", "pears"], values=[[12.1, 3.2], [4.1, 7.4]])
        return Panel(title=title, x=Axis(label="Topic", scale="categorical", ticks=["apples", "pears"]),
                     y=Axis(label="Share (%)", scale="linear", ticks=[0.0, 5.0, 10.0, 15.0], range=(0.0, 15.0)),
                     data=table)
    return Figure(id="lettered", kind="bar", layout=Layout(rows=1, cols=2), panels=[bars(t) for t in titles])


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def test_a_panel_letter_the_record_prints_in_its_titles_is_that_panel_not_a_count():
    fig = _lettered(["C harvest-early", "D harvest-late"])
    text = "- **Panel D x-axis:** 0% to 15%, ticks every 5%.\n"
    assert "contradicted" not in _verdicts(fig, text, "count")
    # where the titles print no letters, a fourth panel of a figure of two is still one it lacks
    assert "contradicted" in _verdicts(_lettered(["harvest-early", "harvest-late"]), text, "count")


def test_a_quoted_title_without_the_letter_the_record_joins_to_it_is_that_title():
    fig = _lettered(["C harvest-early", "D harvest-late"])
    text = 'Panels C and D are grouped bar charts titled "harvest-early" and "harvest-late".\n'
    assert "contradicted" not in _verdicts(fig, text, "label")
    assert "contradicted" in _verdicts(fig, text.replace('"harvest-late"', '"harvest-lately"'), "label")


def _three_phases() -> Figure:
    """One trace over 0-10 s: flat near 50, a drop to zero, then flat near 200 to the end."""
    xs = [float(x) for x in range(11)]
    table = Table(rows=["trace"], columns=xs, values=[[50.0, 51.0, 49.0, 50.0, 0.0, 0.0, 0.0, 199.0, 201.0, 200.0, 200.0]])
    panel = Panel(title="main panel", x=Axis(label="Time [s]", scale="linear", ticks=[0.0, 5.0, 10.0], range=(0.0, 10.0)),
                  y=Axis(label="Rate [Mbps]", scale="linear", ticks=[0.0, 100.0, 200.0], range=(0.0, 220.0)), data=table)
    return Figure(id="three-phases", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_plateau_named_as_one_phase_of_several_is_not_the_level_the_series_ends_at():
    text = "The trace has three phases: a flat plateau near 50 Mbps, a drop to zero, and a recovery to about 200 Mbps."
    assert "contradicted" not in _values(_three_phases(), text)
    # a series said to end on a level it does not end on is still caught
    assert "contradicted" in _values(_three_phases(), "After the drop, the trace finally plateaus near 120 Mbps.")
