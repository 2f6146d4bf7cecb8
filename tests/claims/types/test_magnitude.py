"""Ratios said of the figure (claims.types.magnitude, magnitude_pairs): how many times one series changes between
two x ("roughly triples from N = 10 to 100", "drops by two orders of magnitude"), and how many times one series is
another at the same x ("about three times higher than fast at 200 jobs"), judged on the record's values."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [10.0, 20.0, 50.0, 100.0, 200.0, 500.0]


def _runtime() -> Figure:
    table = Table(rows=["fast", "slow"], columns=_XS,
                  values=[[0.3, 0.5, 1.0, 1.2, 1.3, 1.4], [0.5, 1.4, 4.0, 9.5, 21.0, 52.0]])
    panel = Panel(title="main panel", x=Axis(label="jobs", range=(0.0, 500.0)),
                  y=Axis(label="Runtime (s)", range=(0.0, 60.0)), data=table)
    return Figure(id="ratios", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _ratios(sentence: str) -> list[str]:
    text = f"### Key Observations\n* {sentence}\n"
    return [c.verdict for c in evaluate_text(_runtime(), text).claims
            if c.kind == "trend" and isinstance(c.payload, dict) and "factor" in c.payload]


def test_a_change_by_a_factor_between_two_x_is_judged_on_the_ratio_of_the_values_there():
    assert _ratios("The fast curve roughly doubles from 20 to 50 jobs.") == ["supported"]  # 0.5 -> 1.0
    assert _ratios("The fast curve roughly triples from 20 to 50 jobs.") == ["contradicted"]
    assert _ratios("The slow curve climbs by about a factor of 10 between 20 and 200 jobs.") == ["contradicted"]  # 15x
    assert _ratios("The slow curve grows by more than an order of magnitude from 10 to 500 jobs.") == ["supported"]
    assert _ratios("The slow curve falls by half from 100 to 200 jobs.") == ["contradicted"]  # it rises
    # the interval nearest the factor: 100 -> 200 (x2.2), not 10 -> 20 (x2.8)
    assert _ratios("The slow curve rises from 10 to 20 jobs, then roughly doubles between 100 and 200 jobs.") \
        == ["supported"]


def test_orders_of_magnitude_allow_half_a_decade_either_way():
    assert _ratios("The slow curve rises by roughly two orders of magnitude from 10 to 500 jobs.") == ["supported"]  # 104x
    assert _ratios("The slow curve rises by roughly two orders of magnitude from 20 to 100 jobs.") == ["contradicted"]  # 6.8x


def test_a_ratio_with_no_place_of_the_x_axis_gives_no_claim():
    assert _ratios("The slow curve roughly doubles from 100 to 200 jobs.") == ["supported"]  # places: read
    assert _ratios("The slow curve roughly doubles from 700 s to 1400 s.") == []  # y values, not places of the x axis
    assert _ratios("Every curve roughly doubles between 20 and 50 jobs.") == []  # no one series


def test_one_series_a_number_of_times_another_at_the_same_x():
    assert _ratios("The slow curve is about 16 times higher than fast at 200 jobs.") == ["supported"]  # 21 / 1.3
    assert _ratios("The slow curve is about three times higher than fast at 200 jobs.") == ["contradicted"]
    assert _ratios("The slow curve is roughly an order of magnitude slower than the other one across its whole "
                   "range.") == ["contradicted"]  # 1.7x at 10 jobs
    assert _ratios("The slow curve is about twice the fast one.") == []  # no place said


def _stated(sentence: str) -> list[str]:
    text = f"### Key Observations\n* {sentence}\n"
    return [c.verdict for c in evaluate_text(_runtime(), text).claims
            if c.kind == "trend" and isinstance(c.payload, dict) and set(c.payload) >= {"a", "b", "factor"}]


def test_a_factor_said_with_its_two_readings_must_fit_them_as_written():
    assert _stated("The peak roughly triples from the first panel (~0.2) to the second (~0.61).") == ["supported"]
    assert _stated("The peak roughly triples from the first panel (~0.2) to the second (~0.95).") == ["contradicted"]
    assert _stated("Loading takes almost twice as long (~830 vs ~450 ms).") == ["supported"]
    assert _stated("Loading takes about five times as long (~830 vs ~450 ms).") == ["contradicted"]
    assert _stated("It drops from ~40 at the edge to ~0.3 at the centre, more than two orders of magnitude.") \
        == ["supported"]
    assert _stated("It drops from ~40 at the edge to ~3 at the centre, more than two orders of magnitude.") \
        == ["contradicted"]


def test_a_factor_with_a_third_hedged_number_or_readings_in_powers_of_ten_gives_no_claim():
    assert _stated("It grows from ~2 at the edge to ~9 at the centre, about 4 times, over ~3 cm.") == []
    assert _stated("It grows from ~2×10⁻³ at the edge to ~9×10⁻³ at the centre, about 4 times.") == []


def test_a_factor_on_a_later_line_of_a_longer_text_is_still_read():
    # the whole text is tested once for a factor word before its lines are: a factor on any line must pass that test,
    lead = "### Key Observations\n* The fast curve stays low.\n* The slow curve climbs.\n"
    for factor, verdict in (("about five times as long", "contradicted"), ("almost twice as long", "supported")):
        text = f"{lead}* Loading takes {factor} (~830 vs ~450 ms).\n"
        verdicts = [c.verdict for c in evaluate_text(_runtime(), text).claims
                    if c.kind == "trend" and isinstance(c.payload, dict) and set(c.payload) >= {"a", "b", "factor"}]
        assert verdicts == [verdict], factor


def test_the_whole_text_factor_test_is_the_per_line_one():
    from pathlib import Path

    from vlmeval.claims.types.magnitude_stated import _may_hold_factor, _text_may_hold_factor
    made = ["3x", "3 x faster", "3\t\n x", "three  x", "tenx", "often x", "a}x", "3xy", "3x_", "max 3", "ax", "x",
            "Ten X", "fiveX", "_five x", "(four x)", "9 X.", "3 é x", "1ſx", "3 x"]
    corpus = [p.read_text(encoding="utf-8") for p in sorted(Path("../shared/seeds").glob("*.txt"))]
    for text in made + corpus + [line for t in corpus for line in t.split("\n")]:
        assert _text_may_hold_factor(text) == _may_hold_factor(text), text


def test_the_whole_text_factor_test_outside_ascii():
    """Text that is not ASCII: the places a match can start before each "x" (Unicode spaces, digits, case)."""
    import random

    from vlmeval.claims.types.magnitude_stated import _may_hold_factor, _text_may_hold_factor
    made = ["3\u2003x", "3\u00a0\u3000X", "\uff13 x é", "\u0663x", "²x", "}\u2009X é", "fıve x", "FİVE x", "thrée x",
            "ténx", "é tenx", "é_ten x", "ét three x", "3 xé", "3 x\u0301", "é 9 X∗", "é max", "é x-axis", "é ten\u1680x",
            "é\u00a0three\u00a0\u00a0x", "é 3\n\n\nx", "é ax", "x é", "é 3\u200bx"]
    rng = random.Random(7)
    alphabet = ["x", "X", " ", "\u00a0", "\u2003", "\n", "3", "\u0663", "²", "}", "é", "a", "_", "-", "ten", "three",
                "five", "Four", "ı", "(", "."]
    made += ["é" + "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))) for _ in range(4000)]
    for text in made:
        assert _text_may_hold_factor(text) == _may_hold_factor(text), ascii(text)
    assert sum(map(_may_hold_factor, made)) > 200 and sum(not _may_hold_factor(t) for t in made) > 2000
