"""False alarms on correct prose about papers' figures, by class (issue 32, dev parts), each still catching a wrong
number. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _stacked() -> Figure:
    """Three stacked panels of one series each against a shared x; their values differ by a factor of ten."""
    xs = [1.0, 2.0, 3.0, 4.0]
    rows = (("top panel", "squares", [0.20, 0.40, 0.45, 0.46]), ("middle panel", "circles", [0.05, 0.30, 0.44, 0.48]),
            ("bottom panel", "triangles", [0.001, 0.004, 0.008, 0.012]))
    panels = [Panel(title=t, x=Axis(label="beta", range=(0.5, 4.5)), y=Axis(label="S", range=(min(v) - 0.01, 0.5)),
                    data=Table(rows=[name], columns=xs, values=[v]), position=(i, 0))
              for i, (t, name, v) in enumerate(rows)]
    return Figure(id="stacked", kind="scatter", layout=Layout(rows=3, cols=1), panels=panels)


def _value_verdicts(text: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.panel) for c in evaluate_text(_stacked(), text).claims if c.kind == "value"]


def test_a_paragraph_led_by_a_bold_panel_name_and_a_full_stop_is_about_that_panel():
    middle = "### Detailed Analysis\n**Middle panel (U = 3).** Readings:\n- beta = 1: ~0.05\n- beta = 4: ~0.48\n\n"
    text = middle + "**Bottom panel (U = 0.5).** The triangles start near 0.001 at beta = 1 and climb to ~0.012 at beta = 4.\n"
    assert _value_verdicts(text)[2:] == [("supported", "bottom panel"), ("supported", "bottom panel")]
    # a wrong reading in that paragraph is caught on that panel
    text = middle + "**Bottom panel (U = 0.5).** The triangles climb to ~0.03 at beta = 4.\n"
    assert _value_verdicts(text)[2:] == [("contradicted", "bottom panel")]


def _convergence() -> Figure:
    """Two methods against cell spacing: "fast" drops early, "stiff" holds its plateau to a spacing of 4."""
    xs = [0.5, 1.0, 2.0, 4.0, 8.0]
    table = Table(rows=["fast", "stiff"], columns=xs, values=[[6.9, 6.0, 4.5, 2.6, 1.1], [7.0, 7.0, 6.9, 6.8, 5.0]])
    panel = Panel(title="main panel", x=Axis(label="spacing", scale="log", range=(0.4, 10.0)),
                  y=Axis(label="displacement", range=(0.0, 8.0)), data=table)
    return Figure(id="convergence", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_level_in_a_contrasting_clause_is_about_that_clauses_subject():
    def verdicts(sentence: str) -> list[str]:
        text = "### Key Observations\n- " + sentence + "\n"
        return [c.verdict for c in evaluate_text(_convergence(), text).claims if c.kind == "value"]
    # the clause after "while" is about the stiff method (named by no series name here): not judged on "fast"
    assert "contradicted" not in verdicts("The fast method is down to ~6 at a spacing of 1, while the rest stays "
                                          "near 7 up to ~4.")
    # the clause naming its series is judged on it, and a wrong level is still caught
    assert verdicts("The fast method is down to ~6 at a spacing of 1, while stiff stays near 7 up to ~4.")[-1:] \
        == ["supported"]
    assert verdicts("The fast method is down to ~6 at a spacing of 1, while stiff stays near 5 up to ~4.")[-1:] \
        == ["contradicted"]
