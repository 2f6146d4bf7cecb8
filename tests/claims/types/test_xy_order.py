"""The order of series over a line figure's whole x range, said of series named by legend text with numbers,
slashes or quotes ('"PGD/no PGD" is always above "sub-evolution/baseline"', "The 128 procs series is the lowest
everywhere", '"sub-evolution/baseline" stays below 1 at every redshift'), judged at every known x
(claims.types.xy_order; "highest/lowest everywhere" by claims.types.xy_rank_everywhere)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_ZS = [0.5, 1.0, 1.5, 2.0]


def _timings() -> Figure:
    table = Table(rows=["32 procs", "64 procs", "128 procs", "256 procs"], columns=_ZS,
                  values=[[28.0, 39.0, 51.0, 59.0], [35.0, 48.0, 62.0, 83.0], [24.0, 29.0, 40.0, 51.0],
                          [27.0, 46.0, 58.0, 80.0]])
    panel = Panel(title="main panel", x=Axis(label="zsource", range=(0.4, 2.1)), y=Axis(label="time [sec]"),
                  data=table, value_tolerance=0.5)
    return Figure(id="timings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _ratios(y_label: str = "time ratio") -> Figure:
    table = Table(rows=["sub-evolution/baseline", "40 steps/ 11 steps", "PGD/no PGD"], columns=_ZS,
                  values=[[0.97, 0.94, 0.87, 0.78], [3.11, 3.04, 3.32, 3.34], [1.26, 1.15, 0.97, 0.86]])
    panel = Panel(title="main panel", x=Axis(label="zsource", range=(0.4, 2.1)), y=Axis(label=y_label),
                  data=table, value_tolerance=0.01)
    return Figure(id="ratios", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, unit: str, kind: str = "comparison") -> list[str]:
    at = text.index(unit)
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind and at <= c.start < at + len(unit)]


def _doc(*bullets: str) -> str:
    return "### Key Observations\n" + "".join(f"* {b}\n" for b in bullets)


def test_one_series_always_above_another_named_in_quotes():
    right, wrong = '"PGD/no PGD" is always above "sub-evolution/baseline".', \
        '"sub-evolution/baseline" is always above "PGD/no PGD".'
    text = _doc(right, wrong)
    assert _verdicts(_ratios(), text, right) == ["supported"]
    assert _verdicts(_ratios(), text, wrong) == ["contradicted"]


def test_a_series_named_by_a_count_is_the_lowest_everywhere():
    right, wrong = "The 128 procs series (medium blue) is the lowest everywhere.", \
        "The 256 procs series (light blue) is the highest everywhere."
    text = "### Detailed Analysis\n" + right + " " + wrong + "\n"
    # "X is the lowest everywhere" is read first by claims.types.xy_rank_everywhere (an extremum over every series of
    # the panel, judged at every x), so xy_order leaves it: one claim per sentence, whichever reader takes it
    assert _verdicts(_timings(), text, right, "extremum") == ["supported"]
    assert _verdicts(_timings(), text, wrong, "extremum") == ["contradicted"]  # 64 procs is higher at every z
    assert _verdicts(_timings(), text, right) == _verdicts(_timings(), text, wrong) == []


def test_fastest_on_a_time_axis_is_the_lowest():
    text = _doc("128 procs is the fastest configuration at every redshift.",
                "32 procs is the fastest configuration at every redshift.")
    # read first by claims.types.xy_rank_everywhere (the lowest series at every x, on a run-time axis), so xy_order
    # leaves it, as with "the lowest everywhere" above
    assert _verdicts(_timings(), text, "128 procs is the fastest", "extremum") == ["supported"]
    assert _verdicts(_timings(), text, "32 procs is the fastest", "extremum") == ["contradicted"]
    assert _verdicts(_timings(), text, "128 procs is the fastest") == []


def test_fastest_says_nothing_on_an_axis_that_is_not_time():
    text = _doc('"PGD/no PGD" is the fastest configuration at every redshift.')
    assert _verdicts(_ratios("accuracy"), text, "PGD") == []
    assert _verdicts(_ratios("time ratio"), text, "PGD") == ["contradicted"]


def test_a_series_stays_on_one_side_of_a_number():
    text = _doc('"sub-evolution/baseline" stays below 1 at every redshift shown.',
                '"PGD/no PGD" stays above 1 at every redshift shown.')
    assert _verdicts(_ratios(), text, '"sub-evolution/baseline" stays', "range") == ["supported"]
    assert _verdicts(_ratios(), text, '"PGD/no PGD" stays', "range") == ["contradicted"]  # 0.97 at z = 1.5


def test_an_order_limited_to_part_of_the_range_or_not_said_everywhere_gives_no_claim():
    text = _doc("256 procs is the highest except at z = 2.0.", "32 procs is the lowest at z = 0.5 only.",
                "128 procs is not the lowest everywhere.", "64 procs is roughly the highest everywhere.")
    for unit in ("256 procs is the highest", "32 procs is the lowest", "128 procs is not", "64 procs is roughly"):
        assert _verdicts(_timings(), text, unit) == []
