"""Verification rules: tolerances, error types, trend thresholds and hedges, unknown values, other chart kinds."""

from __future__ import annotations

import re

import pytest

from vlmeval.claims import Claim
from vlmeval.groundtruth.schema import Figure
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.claims.pipeline import verify_claim
from vlmeval.claimtypes import register_verifier, unregister_verifier
from vlmeval.verify import context_for, supported
from vlmeval.claims.types.trend import trend_holds
from vlmeval.verify.tolerance import tolerance


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def _bar(values=((13.4, 45.2, 74.6), (16.0, 40.1, 78.3)), unknown=False) -> Figure:
    return Figure.model_validate({
        "id": "bar-test", "kind": "bar", "layout": {"rows": 1, "cols": 1}, "metric": "Accuracy",
        "panels": [{"title": "Math benchmarks",
                    "x": {"label": "Benchmark", "ticks": ["AIME24", "AMC23", "MATH500"], "scale": "categorical"},
                    "y": {"label": "Accuracy (%)"},
                    "data": {"rows": ["GPT-4o", "Claude-3.5"], "columns": ["AIME24", "AMC23", "MATH500"],
                             "values": [[None] * 3, [None] * 3] if unknown else [list(v) for v in values],
                             "decimals": 1, "row_label": "Model", "column_label": "Benchmark"}}]})


def _value(qwen, stated, row, column, panel="R1-Qwen | AIME'24", decimals=1, hedge=None):
    claim = Claim("value", 0, 1, stated=stated, panel=panel, row=row, column=column, decimals=decimals, hedge=hedge)
    return verify_claim(claim, context_for(qwen))


# ---- values ------------------------------------------------------------------------------------------------

def test_tolerance_follows_printed_precision():
    assert tolerance(1, 1) == pytest.approx(0.05, abs=1e-6)
    assert tolerance(0, 1) == pytest.approx(0.5, abs=1e-6)  # "52" for 52.0
    assert tolerance(2, 1) == pytest.approx(0.05, abs=1e-6)  # more digits than printed: printed precision
    assert tolerance(1, 1, "approx") == pytest.approx(0.1, abs=1e-6)


def test_value_verdicts(qwen):
    assert _value(qwen, 52.0, 2000, 0.4).verdict == "supported"
    assert _value(qwen, 52, 2000, 0.4, decimals=0).verdict == "supported"
    assert _value(qwen, 51.9, 2000, 0.4).error_type == "value"  # outside 0.05
    assert _value(qwen, 51.9, 2000, 0.4, hedge="approx").verdict == "supported"  # "approximately": 0.1
    wrong_place = _value(qwen, 52.0, 3000, 0.4)
    assert (wrong_place.error_type, wrong_place.expected) == ("location", 46.0)
    assert _value(qwen, 46.0, 1500, 0.1).error_type == "hallucination"  # no such row
    assert _value(qwen, 52.0, 0.4, 2000).verdict == "supported"  # axes named the other way round
    assert _value(qwen, 52.0, 2000, None).verdict == "unverifiable"
    assert _value(qwen, 52.0, 2000, 0.4, panel=None).verdict == "unverifiable"  # four panels: which one?


def test_value_in_another_panel_is_a_location_error(qwen):
    # 88.5 is AMC23's value at (2000, 0.4); stated for AIME'24 it is the right number in the wrong panel
    o = _value(qwen, 88.5, 2000, 0.4)
    assert o.error_type == "location" and "AMC23" in o.reason


def test_unknown_cells_are_unverifiable(bundled_figures):
    llama = bundled_figures.get("dynts-r1llama-benchmarks")
    o = verify_claim(Claim("value", 0, 1, stated=89.0, panel="R1-Llama | AMC23", row=3000, column=0.3, decimals=1),
                     context_for(llama))
    assert o.verdict == "unverifiable"


# ---- trends and hedges -------------------------------------------------------------------------------------

@pytest.mark.parametrize("stated,hedge,tau,ok", [
    ("increasing", None, 0.25, True), ("increasing", None, 0.15, False), ("increasing", "soft", 0.15, True),
    ("increasing", "soft", -0.15, False), ("increasing", "strong", 0.5, False), ("increasing", "strong", 0.7, True),
    ("decreasing", None, -0.3, True), ("decreasing", None, 0.3, False),
    ("flat", None, 0.1, True), ("flat", None, 0.3, False), ("flat", "soft", 0.3, True), ("flat", "soft", 0.5, False),
    ("not strong", None, 0.55, True), ("not strong", None, -0.65, False), ("flat", None, None, True),
])
def test_trend_rules(stated, hedge, tau, ok):
    assert trend_holds(stated, hedge, tau) is ok


def test_trend_claims_on_real_rows(qwen):
    text = ("#### GPQA_D\nThe series for Window=3000 shows an upward trend with increasing Ratio.\n"
            "#### AIME'24\nPerformance at Window=3000 is relatively stable.\n"
            "Performance at Window=3000 decreases steadily with Ratio.")
    trends = [c for c in evaluate_text(qwen, text).claims if c.kind == "trend"]
    assert [c.verdict for c in trends] == ["supported", "supported", "contradicted"]
    assert trends[2].error_type == "trend"


# ---- structure ---------------------------------------------------------------------------------------------

def test_structure_claims(qwen):
    text = ("* Y-axis: 'Local Window Size' with markers at 500, 1000, 2000 and 3000.\n"
            "* X-axis: 'Token Budget' with markers at 0.1, 0.2, 0.3, 0.4, 0.5.\n"
            "The figure shows three heatmaps. The figure shows four heatmaps.\n"
            "### AIME'24\n**Color bar:** ranges from 40 to 52.\n"
            "### AIME'25\n**Color bar:** ranges from 20 to 60.")
    got = [(c.kind, c.verdict, c.error_type) for c in evaluate_text(qwen, text).claims if c.kind != "label" or c.text != "AIME'24"]
    assert ("ticks", "supported", None) in got
    assert ("label", "contradicted", "label") in got  # Token Budget is not the x label
    assert ("count", "contradicted", "value") in got and ("count", "supported", None) in got
    ranges = [g for g in got if g[0] == "range"]
    assert ranges == [("range", "supported", None), ("range", "contradicted", "value")]


def test_structure_only_panels(bundled_figures):
    fig = bundled_figures.get("seqbench-progress-ratio-pairs")
    s = evaluate_text(fig, "### DeepSeek-R1 vs y-gemini-2.0-flash\nThe highest value (0.9) is at the top right. "
                        "DeepSeek-R1 vs gemini-2.5-flash-preview-04-17 is the second panel; "
                        "gemini-2.0-flash vs DeepSeek-R1-Zero does not exist.")
    verdicts = {c.text: (c.verdict, c.error_type) for c in s.claims}
    assert "highest value (0.9)" not in verdicts  # a density plot's spec lists no extremum claims: its values are unknown
    assert verdicts["DeepSeek-R1 vs gemini-2.5-flash-preview-04-17"] == ("supported", None)
    assert verdicts["gemini-2.0-flash vs DeepSeek-R1-Zero"] == ("contradicted", "hallucination")


# ---- other chart kinds: series x categories ----------------------------------------------------------------

def test_bar_chart_series_and_categories():
    fig = _bar()
    text = ("| Model | AIME24 | AMC23 | MATH500 |\n|---|---|---|---|\n| GPT-4o | 13.4 | 45.2 | 74.6 |\n"
            "| Claude-3.5 | 16.0 | 41.0 | 78.3 |\n\nGPT-4o outperforms Claude-3.5 on AMC23. "
            "Claude-3.5 consistently scores higher than GPT-4o.")
    s = evaluate_text(fig, text)
    values = {(c.row, c.column): (c.verdict, c.error_type) for c in s.claims if c.kind == "value"}
    assert len(values) == 6
    assert values[("Claude-3.5", "AMC23")] == ("contradicted", "value")
    assert sum(v == ("supported", None) for v in values.values()) == 5
    comparisons = [(c.verdict, c.error_type) for c in s.claims if c.kind == "comparison"]
    assert comparisons == [("supported", None), ("contradicted", "magnitude")]  # 45.2 > 40.1; not on AMC23
    assert s.metrics.value_recall == pytest.approx(5 / 6)


def test_bar_chart_with_unknown_values():
    s = evaluate_text(_bar(unknown=True), "| Model | AIME24 |\n|---|---|\n| GPT-4o | 13.4 |\nGPT-4o outperforms Claude-3.5.")
    data = [c for c in s.claims if c.kind in ("value", "comparison")]
    assert data and all(c.verdict == "unverifiable" for c in data)
    assert s.metrics.value_precision is None and s.metrics.value_recall is None


def test_verifiers_can_be_added(qwen):
    register_verifier("test-flag", lambda claim, ctx: supported("flag"))
    try:
        o = verify_claim(Claim("label", 0, 1, stated="x", verifier="test-flag"), context_for(qwen))
        assert (o.verdict, o.expected) == ("supported", "flag")
    finally:
        unregister_verifier("test-flag")
    o = verify_claim(Claim("label", 0, 1, stated="x", verifier="nobody"), context_for(qwen))
    assert o.verdict == "unverifiable"


@pytest.mark.parametrize("text", [
    'The y-axis is labeled "Accuracy (%)".',
    'Y-axis: "Accuracy (%)".',
])
def test_a_unit_in_parentheses_is_part_of_the_axis_label(text):
    claims = evaluate_text(_bar(), text).claims  # metric "Accuracy", y label "Accuracy (%)"
    labels = [c for c in claims if c.kind == "label"]
    assert labels and {c.verdict for c in labels} == {"supported"}, labels
    spans = [(c.start, c.end) for c in claims]
    assert len(spans) == len(set(spans)), claims  # one claim per span
    assert not any(a < d and c < b for i, (a, b) in enumerate(spans) for c, d in spans[i + 1:]), claims


def test_a_quoted_axis_label_is_not_a_misspelled_title():
    claims = evaluate_text(_bar(), 'The values are plotted against "Accuracy (%)".').claims
    assert [c.verdict for c in claims if c.kind == "label"] == ["supported"] * 2, claims  # the metric name inside it too


def test_a_misspelled_axis_label_in_quotes_is_still_a_label_error():
    claims = evaluate_text(_bar(), 'The chart is titled "Accuarcy (%)".').claims
    assert [c.verdict for c in claims if c.kind == "label"] == ["contradicted"], claims


@pytest.mark.parametrize("form", ["On {title}, Pass@1 ranges from {lo} to {hi}.", "For {title} the scores lie between {lo} and {hi}."])
def test_a_range_in_a_sentence_that_names_a_panel_is_that_panels_range(qwen, form):
    """It used to be checked against the whole figure's range: a panel's own range was called wrong, and the
    figure's range stated for a panel was called right."""
    whole = [v for p in qwen.panels for row in p.data.values for v in row if v is not None]
    for panel in qwen.panels:
        title = panel.title.split(" | ")[-1]
        own = [v for row in panel.data.values for v in row if v is not None]
        (right,) = [c for c in evaluate_text(qwen, form.format(title=title, lo=min(own), hi=max(own))).claims if c.kind == "range"]
        assert (right.verdict, right.panel) == ("supported", panel.title), right
        (wrong,) = [c for c in evaluate_text(qwen, form.format(title=title, lo=min(whole), hi=max(whole))).claims
                    if c.kind == "range"]
        assert (wrong.verdict, wrong.panel, wrong.expected) == ("contradicted", panel.title, [min(own), max(own)]), wrong


def test_a_sentence_stating_a_maximum_and_a_minimum_gives_a_claim_for_each(qwen):
    """It used to give none: with two values in the sentence, neither was taken as the extremum."""
    form = ("On {title}, the best result is {hi}, reached at a window size of {hr} and a ratio of {hc}, while the "
            "weakest cell is {lo} at window {lr} and ratio {lc}.")
    for panel in qwen.panels:
        t = panel.data
        cells = [(v, r, c) for r, row in zip(t.rows, t.values) for c, v in zip(t.columns, row) if v is not None]
        (hi, hr, hc), (lo, lr, lc) = max(cells), min(cells)
        title = panel.title.split(" | ")[-1]
        right = evaluate_text(qwen, form.format(title=title, hi=hi, hr=hr, hc=hc, lo=lo, lr=lr, lc=lc))
        found = [(c.stated, c.verdict) for c in right.claims if c.kind == "extremum"]
        assert found == [(hi, "supported"), (lo, "supported")], (panel.title, found)
        wrong = evaluate_text(qwen, form.format(title=title, hi=round(hi + 3, 1), hr=hr, hc=hc, lo=lo, lr=lr, lc=lc))
        first, second = [c for c in wrong.claims if c.kind == "extremum"]
        assert (first.verdict, first.error_type, first.stated) == ("contradicted", "value", round(hi + 3, 1))
        assert second.verdict == "supported"


def _series_pairs():
    """(figure, panel, a, b, whether a is above b at every shared category) for the first two series of each
    bar/line panel of the bundled figures."""
    from vlmeval.groundtruth.load import load_figure_set

    for fig in load_figure_set().figures.values():
        if fig.kind not in ("bar", "line"):
            continue
        for panel in fig.panels:
            t = panel.data
            if t is None or len(t.rows) < 2:
                continue
            pairs = [(x, y) for x, y in zip(t.values[0], t.values[1]) if x is not None and y is not None]
            if pairs:
                yield fig, panel, t.rows[0], t.rows[1], all(x > y for x, y in pairs)
                yield fig, panel, t.rows[1], t.rows[0], all(y > x for x, y in pairs)


def test_two_series_compared_in_a_named_panel_are_checked_there():
    """'On MATH, Falcon-7B is consistently higher than InternLM2-7B' was always unverifiable."""
    checked = 0
    for fig, panel, a, b, above in _series_pairs():
        (claim,) = [c for c in evaluate_text(fig, f"On {panel.title}, {a} is consistently higher than {b}.").claims
                    if c.kind == "comparison"]
        assert (claim.verdict, claim.panel) == ("supported" if above else "contradicted", panel.title), (fig.id, a, b)
        checked += 1
    assert checked > 100


def test_two_series_compared_with_no_panel_named_are_checked_in_every_panel():
    multi = {}
    for fig, panel, a, b, above in _series_pairs():
        if len(fig.panels) > 1:
            multi.setdefault((fig.id, str(a), str(b)), (fig, a, b, []))[3].append(above)
    assert len(multi) > 10
    for fig, a, b, aboves in multi.values():
        if len(aboves) != sum(p.data is not None and {str(a), str(b)} <= {str(k) for k in p.data.rows} for p in fig.panels):
            continue  # the two series are not the first two of every panel: the expectation below would be partial
        (claim,) = [c for c in evaluate_text(fig, f"{a} is consistently higher than {b}.").claims if c.kind == "comparison"]
        assert claim.verdict == ("supported" if all(aboves) else "contradicted"), (fig.id, a, b, aboves)


@pytest.mark.parametrize("hedge", ["about", "around", "approximately", "roughly", "nearly", "almost", "circa", "~"])
def test_a_hedged_value_after_its_place_is_read_with_every_approximate_hedge(qwen, hedge):
    """'the score is roughly 95' gave no claim: only approx/about/around were allowed between place and value."""
    panel = next(p for p in qwen.panels if p.title.endswith("AMC23"))
    t = panel.data
    truth = t.values[t.rows.index(1000)][t.columns.index(0.2)]
    for stated, verdict in ((truth, "supported"), (round(truth + 7, 1), "contradicted")):
        text = f"On AMC23, at window 1000 and ratio 0.2 the score is {hedge} {stated:.1f}."
        (claim,) = [c for c in evaluate_text(qwen, text).claims if c.kind == "value"]
        assert (claim.verdict, claim.row, claim.column, claim.expected) == (verdict, 1000, 0.2, truth), text


def test_relatively_flat_keeps_its_soft_hedge_when_the_sentence_also_says_every(qwen):
    """'every cell lies in a narrow band, so the heatmap is relatively flat' was judged as a strong claim."""
    from vlmeval.groundtruth.facts import figure_facts

    for panel in qwen.panels:
        title = panel.title.split(" | ")[-1]
        facts = figure_facts(qwen).panel(panel.title)
        flat = all(abs(t.tau or 0) < 0.4 for t in (facts.trend_along_columns, facts.trend_along_rows))  # the soft bound
        for text in (f"On {title} the heatmap is relatively flat.",
                     f"On {title} every cell lies in a narrow band, so the heatmap is relatively flat."):
            (claim,) = [c for c in evaluate_text(qwen, text).claims if c.kind == "trend"]
            assert claim.verdict == ("supported" if flat else "contradicted"), text


def test_a_from_to_tail_along_a_trends_own_axis_does_not_pick_a_column(qwen):
    """'performance generally increases with ratio, going from 42.7 at ratio 0.1 to 48.7 at ratio 0.5': the
    tail's 'ratio 0.5' used to make it a claim about the column 0.5 (a column runs along the rows, not the
    ratios); it is the panel's trend along the ratios."""
    from vlmeval.groundtruth.facts import figure_facts

    for panel in qwen.panels:
        t, title = panel.data, panel.title.split(" | ")[-1]
        for i, window in enumerate(t.rows):
            values = t.values[i]
            text = (f"For {title}, performance generally increases with ratio, going from {values[0]:.1f} at ratio "
                    f"{t.columns[0]} to {values[-1]:.1f} at ratio {t.columns[-1]}.")
            (claim,) = [c for c in evaluate_text(qwen, text).claims if c.kind == "trend"]
            tau = figure_facts(qwen).panel(panel.title).trend_along_columns.tau
            assert claim.verdict == ("supported" if trend_holds("increasing", "soft", tau) else "contradicted"), text


def test_a_panel_after_except_is_not_what_the_sentence_is_about(qwen):
    """'In every panel except AMC23, the best configuration uses a ratio of 0.4' was checked on AMC23 alone."""
    for panel in qwen.panels:
        title = panel.title.split(" | ")[-1]
        for word in ("except", "except for", "other than", "apart from"):
            claims = evaluate_text(qwen, f"In every panel {word} {title}, the best configuration uses a ratio of 0.4.").claims
            assert all(c.panel != panel.title for c in claims if c.kind != "label"), (word, title)


def test_a_tick_list_goes_to_the_nearest_axis_when_a_sentence_names_both(bundled_figures):
    """'F1 (y-axis) against Context length (x-axis, ticks 1k, 2k, 4k, 8k, 16k)': with two axes named, the list
    was read for neither, so the invented tick passed."""
    checked = 0
    for fig in bundled_figures.figures.values():
        x = fig.panels[0].x
        if fig.kind not in ("line", "bar") or not x.ticks or len(x.ticks) < 3:
            continue
        if not all(re.fullmatch(r"\d+(?:\.\d+)?[kKM]?", str(t)) for t in x.ticks):
            continue  # numeric ticks ("1k", "0.5"); a list of names ("MATH, Yi-6B") is read as names, not ticks
        if not all(p.x.ticks == x.ticks for p in fig.panels):
            continue
        ticks = [str(t) for t in x.ticks]
        last = re.fullmatch(r"(\d+(?:\.\d+)?)([kKM]?)", ticks[-1])
        invented = f"{float(last[1]) * 2:g}{last[2]}"  # one more tick past the end: 8k -> 16k
        for stated, verdict in ((ticks, "supported"), (ticks + [invented], "contradicted")):
            text = f"Each panel plots the score (y-axis) against {x.label or 'x'} (x-axis, ticks {', '.join(stated)})."
            assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "ticks"] == [verdict], text
        checked += 1
    assert checked >= 5
