"""Errors injected into real descriptions (vlmeval.agreement.corrupt.prose*): each class writes a change that the
record shows certainly wrong, refuses where it cannot, and the CLI reports the classes on a small fixture."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree.real_prose import figure_file
from vlmeval.agreement.corrupt.prose import check_descriptions, default_roots
from vlmeval.agreement.corrupt.prose_inject import (NUMBER, as_float, inject_extreme, inject_swap, inject_trend,
                                                    inject_value)
from vlmeval.agreement.corrupt.prose_record import axis_labels, panel_of, row_index, samples, series_names
from vlmeval.agreement.corrupt.prose_structure import inject_label, inject_series, inject_tick
from vlmeval.agreement.corrupt.prose_units import DescriptionsError, read_inputs, split_units
from vlmeval.cli import app
from vlmeval.groundtruth.load import read_figure
from vlmeval.scoring.scorecard import evaluate_text

FIXTURE = Path(__file__).parent / "fixtures" / "prose.jsonl"
LINES = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines()]


def _fig(figure_id):
    fig, _ = read_figure(figure_file(figure_id, default_roots()))
    return fig


@pytest.fixture(scope="module")
def procs():
    fig, text = _fig(LINES[0]["figure_id"]), LINES[0]["text"]
    return fig, text, evaluate_text(fig, text).claims


@pytest.fixture(scope="module")
def delays():
    fig, text = _fig(LINES[1]["figure_id"]), LINES[1]["text"]
    return fig, text, evaluate_text(fig, text).claims


def _unit(text, claim):
    """The line holding the claim."""
    start = text.rfind("\n", 0, claim.start) + 1
    end = text.find("\n", claim.start)
    return start, end


def _supported(claims, kind):
    return [c for c in claims if c.kind == kind and c.verdict == "supported"]


def test_value_moves_15_to_40_percent_and_off_every_sample_it_may_mean(procs):
    fig, text, claims = procs
    made = 0
    for seed in range(30):
        for c in _supported(claims, "value"):
            m = inject_value(fig, text, _unit(text, c), c, random.Random(seed))
            if m is None:
                continue
            made += 1
            old, new = (float(x) for x in m.change.split(" -> "))
            assert 0.14 <= abs(new - old) / old <= 0.42
            panel = panel_of(fig, c)
            truths = [s.y for s in samples(panel, row_index(panel, c.row)) if s.key == c.payload["x"]]
            assert truths and all(abs(new - t) > 0.12 * t for t in truths)
            assert m.text[m.span[0]:m.span[1]] == text[slice(*_unit(text, c))].replace(m.change.split(" -> ")[0],
                                                                                      m.change.split(" -> ")[1])
    assert made > 20


def test_value_refused_where_an_approximate_x_may_mean_the_new_number(procs):
    fig, text, claims = procs
    c = next(c for c in _supported(claims, "value") if c.payload["x"] == 1.0)
    seed = next(s for s in range(30) if inject_value(fig, text, _unit(text, c), c, random.Random(s)) is not None)
    new = float(inject_value(fig, text, _unit(text, c), c, random.Random(seed)).change.split(" -> ")[1])
    panel = panel_of(fig, c)
    values = [list(r) for r in panel.data.values]
    values[row_index(panel, c.row)][2] = new  # the next sample (x = 1.5) is at the new number
    moved = fig.model_copy(update={"panels": [panel.model_copy(update={"data": panel.data.model_copy(
        update={"values": values})})]})
    assert inject_value(moved, text, _unit(text, c), c, random.Random(seed)) is not None  # "z=1.0": that sample only
    approx = text.replace("z=1.0: ~48", "z \u2248 1.1: ~48")  # between 1.0 and 1.5: either may be meant
    a = next(c for c in evaluate_text(fig, approx).claims if c.kind == "value" and c.payload.get("x") == 1.1)
    assert a.payload["x_approx"]
    assert inject_value(moved, approx, _unit(approx, a), a, random.Random(seed)) is None


def test_swap_names_a_series_or_category_whose_value_differs(procs, delays):
    fig, text, claims = procs
    c = next(c for c in _supported(claims, "value") if c.row == "64 procs")
    unit = (text.index("The 64 procs series"), _unit(text, c)[1])
    m = inject_swap(fig, text, unit, c, random.Random(0))
    assert m is not None and m.change.startswith("series '64 procs' -> ")
    other = m.change.split(" -> ")[1].strip("'")
    panel = panel_of(fig, c)
    value = [s.y for s in samples(panel, row_index(panel, other)) if s.key == c.payload["x"]][0]
    assert abs(value - c.payload["y"]) > 0.1 * value
    fig, text, claims = delays
    comparison = _supported(claims, "comparison")[0]
    m = inject_swap(fig, text, _unit(text, comparison), comparison, random.Random(0))
    assert "The iperf3 workload shows a higher delay than sockperf" in m.text


def test_trend_reversed_only_where_the_record_moves_that_way(procs):
    fig, text, claims = procs
    c = next(c for c in _supported(claims, "trend") if c.text == "rises")
    m = inject_trend(fig, text, _unit(text, c), c, random.Random(0))
    assert m is not None and "The 64 procs series falls steadily." in m.text
    panel = panel_of(fig, c)
    flat_values = [list(r) for r in panel.data.values]
    flat_values[row_index(panel, c.row)] = [35.0, 80.0, 20.0, 36.0]  # net change small beside its range
    flat = fig.model_copy(update={"panels": [panel.model_copy(update={"data": panel.data.model_copy(
        update={"values": flat_values})})]})
    assert inject_trend(flat, text, _unit(text, c), c, random.Random(0)) is None


def test_extreme_moved_to_a_place_far_from_it(delays):
    fig, text, claims = delays
    c = _supported(claims, "extremum")[0]
    for seed in range(10):
        m = inject_extreme(fig, text, _unit(text, c), c, random.Random(seed))
        place = m.change.split(" -> ")[1]
        panel = panel_of(fig, c)
        ss = samples(panel, row_index(panel, c.row))
        top, low = max(s.y for s in ss), min(s.y for s in ss)
        assert [s.y for s in ss if s.key == place][0] <= top - 0.3 * (top - low)


def test_tick_added_between_two_listed_ticks_and_not_on_the_axis(procs):
    fig, text, claims = procs
    c = _supported(claims, "ticks")[0]
    m = inject_tick(fig, text, _unit(text, c), c, random.Random(0))
    new = as_float(re.search(r"tick (\S+) added", m.change).group(1))
    assert new not in fig.panels[0].x.ticks
    listed = [as_float(t.group()) for t in NUMBER.finditer(m.text[m.span[0]:m.span[1]])]
    assert new in listed and listed != sorted(set(listed) - {new}) and listed == sorted(listed)


def test_label_word_and_invented_series_are_not_in_the_record(procs):
    fig, text, claims = procs
    label = next(c for c in _supported(claims, "label") if c.text == "z_source")
    m = inject_label(fig, text, _unit(text, label), label, random.Random(0))
    new_word = m.change.split(" -> ")[1].strip("'")
    assert all(new_word.lower() not in name.lower() for name in axis_labels(fig) + series_names(fig))
    legend = next(c for c in _supported(claims, "label") if c.text == "256 procs")
    m = inject_series(fig, text, _unit(text, legend), legend, random.Random(0))
    assert '"256 procs" (light blue), "512 procs" (light blue).' in m.text
    assert "512 procs" not in series_names(fig)


def test_units_are_bullets_and_sentences():
    text = "## T\n### Overview\nOne sentence. Two here.\n* a bullet: 1. still the bullet\n"
    assert [text[u.start:u.end] for u in split_units(text)] == ["One sentence.", "Two here.",
                                                               "* a bullet: 1. still the bullet"]


def test_check_counts_cases_per_class_and_is_deterministic():
    items = read_inputs(FIXTURE)
    one, two = check_descriptions(items, seed=3), check_descriptions(items, seed=3)
    assert [(c.error, c.change) for c in one.cases] == [(c.error, c.change) for c in two.cases]
    counted = dict((name, cases) for name, cases, _, _ in one.rows())
    assert all(counted[k] > 0 for k in ("value", "swap", "trend", "extreme", "scope", "tick", "label", "series"))
    assert one.correct_flagged == 0


def test_cli_prints_the_class_table(tmp_path):
    out = tmp_path / "cases.json"
    result = CliRunner().invoke(app, ["corrupt-check", "--descriptions", str(FIXTURE), "--seed", "3", "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "errors injected into 2 descriptions" in result.output and "false alarms: 0 of" in result.output
    rows = json.loads(out.read_text())["classes"]
    assert [r["error"] for r in rows] == ["value", "swap", "trend", "extreme", "scope", "tick", "label", "series"]


def test_cli_names_the_bad_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "no id"}\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["corrupt-check", "--descriptions", str(bad)])
    assert result.exit_code != 0 and f"{bad}:1" in result.output and "fix:" in result.output
    with pytest.raises(DescriptionsError, match="no record"):
        check_descriptions(read_inputs(FIXTURE), roots=[tmp_path])


def _peaked():
    from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

    xs = [i * 0.25 for i in range(81)]
    ys = [round(max(0.030 - 0.010 * abs(x - 10), 0.015), 4) for x in xs]
    panel = Panel(title="main panel", x=Axis(label="r", range=(0.0, 20.0)), y=Axis(label="rho"),
                  data=Table(rows=["density"], columns=xs, values=[ys]))
    return Figure(id="xy-peaked", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_reading_marked_as_a_peak_may_mean_only_the_peak():
    from vlmeval.agreement.corrupt.prose_inject import truths_at

    fig = _peaked()
    for mark, expected in ((" (highest peak)", ([0.030], False)), ("", None)):
        text = f"### Detailed Analysis\nThe density curve has one sharp peak.\n* r \u2248 10.2: ~0.030{mark}\n"
        c = next(c for c in evaluate_text(fig, text).claims if c.kind == "value")
        truths, between = truths_at(fig.panels[0], 0, c, text)
        if expected:
            assert (truths, between) == expected
        else:  # unmarked: any value between the samples within the x's reading tolerance
            assert between and min(truths) < 0.027 and max(truths) == 0.030


def test_scope_swap_renames_the_lead_in_and_covers_its_bullets(procs):
    from vlmeval.agreement.corrupt.prose_scope import inject_scope

    fig, text, claims = procs
    # the bullet's reading, not the lead-in's "climbs from about 24 s", which is also read at z = 0.5 (its first sample)
    c = next(c for c in _supported(claims, "value") if c.row == "128 procs" and c.payload["x"] == 0.5
             and text[_unit(text, c)[0]:].startswith("* "))
    m = inject_scope(fig, text, _unit(text, c), c, random.Random(0))
    other = m.change.split(" -> ")[1].strip("'")
    assert m.text[m.span[0]:m.span[1]] == (f"The {other} series climbs from about 24 s to about 51 s.\n"
                                           "* z=0.5: ~24 s\n* z=1.5: ~40 s")
    panel = panel_of(fig, c)
    at = [s.y for s in samples(panel, row_index(panel, other)) if s.key == 0.5][0]
    assert abs(at - 24) > 0.12 * at
    assert inject_scope(fig, text, _unit(text, _supported(claims, "trend")[0]), _supported(claims, "trend")[0],
                        random.Random(0)) is None  # no bullet reading


def test_swap_of_a_panels_extreme_names_a_series_that_does_not_hold_it():
    fig = _fig("madlens-timing-procs")
    text = "### Key Observations\n* The longest time in the chart is 64 procs at z = 2.0 (~83 s).\n"
    c = next(c for c in evaluate_text(fig, text).claims if c.kind == "extremum")
    for seed in range(5):
        m = inject_swap(fig, text, _unit(text, c), c, random.Random(seed))
        other = m.change.split(" -> ")[1].strip("'")
        panel = panel_of(fig, c)
        assert max(s.y for s in samples(panel, row_index(panel, other))) < 0.88 * 83


def test_trend_reversal_turns_every_word_of_that_way_in_the_unit():
    fig = _fig("lean-provers-icml-numpapers")
    text = "### Key Observations\n* From 2001 to 2008 the number of accepted papers roughly doubles, rising every year.\n"
    c = next(c for c in evaluate_text(fig, text).claims if c.kind == "trend" and c.verdict == "supported")
    m = inject_trend(fig, text, _unit(text, c), c, random.Random(0))
    assert m.text[m.span[0]:m.span[1]] == ("* From 2001 to 2008 the number of accepted papers roughly halves, "
                                           "declining every year.")


def test_a_value_read_at_no_place_is_left_alone(procs):
    fig, text, claims = procs
    c = next(c for c in _supported(claims, "value") if c.row == "64 procs")
    placeless = c.model_copy(update={"column": None, "payload": {"y": c.payload["y"]}})
    assert inject_value(fig, text, _unit(text, c), placeless, random.Random(0)) is None


def test_half_follows_the_folders_split_toml(tmp_path):
    # the fixture's papers are dev by paper; a split.toml holding the file out makes its descriptions validation
    held = tmp_path / "part-held.jsonl"
    held.write_text(FIXTURE.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "split.toml").write_text('held_out = ["part-held.jsonl"]\n', encoding="utf-8")
    items = read_inputs(tmp_path)
    assert items and all(i.held_out for i in items) and not any(i.held_out for i in read_inputs(FIXTURE))
    assert check_descriptions(items, seed=3, half="dev").descriptions == 0
    assert check_descriptions(items, seed=3, half="validation").descriptions == len(items)
    assert check_descriptions(read_inputs(FIXTURE), seed=3, half="validation").descriptions == 0


def test_a_bad_split_toml_is_named(tmp_path):
    (tmp_path / "part.jsonl").write_text(FIXTURE.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "split.toml").write_text("held_out = 3\n", encoding="utf-8")
    with pytest.raises(DescriptionsError, match="split.toml"):
        read_inputs(tmp_path)
