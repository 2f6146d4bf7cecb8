"""Series prose claims against real OWID tables and small tables written here: dates, values, extrema,
periods, trends, comparisons and the measured quantity."""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

import pytest

from vlmeval.dates import find_dates
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.scoring.scorecard import evaluate_text

LINE_PROSE = pipeline_of((line_prose.ENTRY,))


def series_verdicts(fig, text):
    """The line/bar prose claims of ``text`` alone, scored the ordinary way (``vlmeval agree --series-only``)."""
    return evaluate_text(fig, text, LINE_PROSE).claims

SHARED = Path(__file__).resolve().parents[4] / "shared"
OWID = SHARED / "data" / "quintd-owid" / "tables"
needs_owid = pytest.mark.skipif(not OWID.is_dir(), reason="../shared/data/quintd-owid not present")


def day(text: str) -> int:
    return dt.date.fromisoformat(text).toordinal()


@pytest.mark.parametrize("text,lo,hi", [
    ("on 2021-03-01", "2021-03-01", "2021-03-01"),
    ("on July 1, 2022", "2022-07-01", "2022-07-01"),
    ("on 1st of May 2021", "2021-05-01", "2021-05-01"),
    ("in May 2022", "2022-05-01", "2022-05-31"),
    ("in Q2 2021", "2021-04-01", "2021-06-30"),
    ("in the second quarter of 2021", "2021-04-01", "2021-06-30"),
    ("in 2020", "2020-01-01", "2020-12-31"),
    ("in mid-April 2020", "2020-04-11", "2020-04-20"),
    ("by the end of 2021", "2021-11-01", "2021-12-31"),
    ("in the 1980s", "1980-01-01", "1989-12-31"),
])
def test_date_forms(text, lo, hi):
    marks = find_dates(text, [])
    assert len(marks) == 1 and marks[0].window == (day(lo), day(hi))


def test_month_without_year_takes_the_year_written_later_in_the_sentence():
    marks = find_dates("from March 6 to May 15, 2022", [])
    assert [m.window for m in marks] == [(day("2022-03-06"), day("2022-03-06")), (day("2022-05-15"), day("2022-05-15"))]
    assert find_dates("It declined after March.", [2021])[0].window == (day("2021-03-01"), day("2021-03-31"))
    assert find_dates("It declined after March.", [2020, 2021])[0].window is None  # ambiguous year: not guessed


def _verdicts(fig, text):
    return {v.text: v for v in series_verdicts(fig, text)}


def _data(path: Path) -> list[tuple[str, float]]:
    lines = [line for line in path.read_text().splitlines() if not line.startswith("#")]
    return [(r[0], float(r[1])) for r in list(csv.reader(lines))[1:]]


@pytest.fixture(scope="module")
def mongolia():
    path = OWID / "0-people_vaccinated_per_hundred-Mongolia.csv"
    return figure_from_csv(path, "line"), _data(path)


@needs_owid
def test_values_periods_and_extrema_against_the_table(mongolia):
    fig, data = mongolia
    first, last = data[0], data[-1]
    top = max(v for _, v in data)
    assert (first[0], last[0]) == ("2021-02-25", "2022-05-11") and top == last[1] == 66.88
    text = ("The data, collected from February 25, 2021, to May 11, 2022, indicates a steady increase, "
            "reaching 66.88% by May 2022. The chart shows figures from February 2021 to May 2021. "
            "There was a peak of 59.97 on July 1, 2022. By May 1st, 2021, over 60% of the population had a dose.")
    v = _verdicts(fig, text)
    assert v["February 25, 2021, to May 11, 2022"].verdict == "supported"
    assert v["66.88% by May 2022"].verdict == "supported"
    assert v["February 2021 to May 2021"].verdict == "contradicted"  # the data runs to May 2022
    peak = v["peak of 59.97 on July 1, 2022"]
    assert peak.verdict == "contradicted" and peak.kind == "extremum"
    may = [c for c in v.values() if c.text.startswith("May 1st, 2021")]
    assert may and may[0].verdict == "contradicted" and may[0].kind == "value"
    assert v["increase"].verdict == "supported"


@needs_owid
def test_measured_quantity(mongolia):
    fig, _ = mongolia
    v = _verdicts(fig, "The chart shows the number of people vaccinated. It is measured per hundred people. "
                       "The share is 60 per million.")
    # "the number of people" names a chart of people vaccinated per hundred loosely: people do not call it wrong
    assert "the number of people" not in v
    assert v["per hundred"].verdict == "supported"
    assert v["per million"].verdict == "contradicted"
    assert not any(c.verdict == "contradicted" for c in series_verdicts(fig, "the number of people vaccinated per hundred"))


@needs_owid
def test_percent_of_a_fraction_series():
    path = OWID / "2-positive_rate-Estonia.csv"
    fig, data = figure_from_csv(path, "line"), _data(path)
    top_date, top = max(data, key=lambda r: r[1])
    assert top <= 1  # the OWID positive rate is a fraction, captions write percentages
    month = dt.date.fromisoformat(top_date).strftime("%B %Y")
    v = series_verdicts(fig, f"The rate peaked at {top * 100:.1f}% in {month}.")
    assert [c.verdict for c in v] == ["supported"]
    v = series_verdicts(fig, "The rate peaked at 19.24% in October 2020.")
    assert [c.verdict for c in v] == ["contradicted"]


@pytest.fixture()
def rising(tmp_path):
    rows = [(f"2021-{m:02d}-01", 10 * m) for m in range(1, 7)] + [(f"2021-{m:02d}-01", 60 - 5 * (m - 6)) for m in range(7, 13)]
    path = tmp_path / "rise_fall.csv"
    path.write_text("date,value\n" + "".join(f"{d},{v}\n" for d, v in rows))
    return figure_from_csv(path, "line"), rows


def test_trends_over_stated_windows(rising):
    fig, rows = rising  # 10..60 from January to June 2021, then down to 30 in December
    cases = {
        "The values rose steadily from January 2021 to June 2021.": "supported",
        "The values declined after June 2021.": "supported",
        "The values increased after June 2021.": "contradicted",
        "The values decreased from January 2021 to June 2021.": "contradicted",
        "The values fell in recent months.": "supported",
        "It started at 10 and ended at 30.": "supported",
        "It started at 12 and ended at 35.": "contradicted",
        "The values ranged from 10 to 60.": "supported",
        "The values ranged from 5 to 60.": "contradicted",
        "The value was around 40 in April 2021.": "supported",
        "The value was 45 in April 2021.": "contradicted",
        "The value was over 55 in June 2021.": "supported",
        "The lowest value, 10, was in January 2021.": "supported",
        "The highest value, 60, was in December 2021.": "contradicted",
    }
    for text, expected in cases.items():
        verdicts = {c.verdict for c in series_verdicts(fig, text)}
        assert verdicts == {expected}, (text, series_verdicts(fig, text))


def test_a_value_outside_the_data_period_is_a_hallucination(rising):
    fig, _ = rising
    v = series_verdicts(fig, "It stood at 40 on March 3, 2023.")
    assert [(c.verdict, c.error_type) for c in v] == [("contradicted", "hallucination")]


def test_bar_chart_categories_and_comparisons(tmp_path):
    path = tmp_path / "bars.csv"
    path.write_text("country,share\nNepal,12%\nBhutan,30.5%\nIndia,8%\n")
    fig = figure_from_csv(path, "bar")
    assert {c.verdict for c in series_verdicts(fig, "Bhutan is higher than Nepal.")} == {"supported"}
    assert {c.verdict for c in series_verdicts(fig, "India is higher than Nepal.")} == {"contradicted"}
    v = series_verdicts(fig, "The share was 30.5% in Bhutan and 15% in India.")
    assert [c.verdict for c in v] == ["supported", "contradicted"]


def test_a_misspelled_title_is_a_label_error(rising):
    fig, _ = rising
    fig = fig.model_copy(update={"title": "Vaccination progress"})
    assert [c.verdict for c in series_verdicts(fig, 'The chart "Vaccination progress" ...')] == ["supported"]
    v = series_verdicts(fig, 'The chart "Vaccination porgress" ...')
    assert [(c.verdict, c.error_type) for c in v] == [("contradicted", "label")]


def test_no_series_no_claims():
    from vlmeval.groundtruth.load import load_figure_set

    figures = load_figure_set()
    heatmap = next(f for f in figures.figures.values() if f.kind == "heatmap")
    assert series_verdicts(heatmap, "The value was 45 in April 2021.") == []


@pytest.fixture()
def grouped(tmp_path):
    path = tmp_path / "grouped.csv"
    path.write_text("benchmark,LoRA,Full FT\nMMLU,47.2,42.3\nDROP,48.4,50.5\nMATH,56.5,57.2\n")
    return figure_from_csv(path, "bar")


def test_grouped_bars_follow_the_series_named_last(grouped):
    v = series_verdicts(grouped, "LoRA reaches 56.5 on MATH. It scores 50.5 on DROP.")
    assert [(c.text, c.verdict) for c in v] == [("56.5 on MATH", "supported"), ("50.5 on DROP", "contradicted")]
    v = series_verdicts(grouped, "Full FT reaches 50.5 on DROP.")
    assert [c.verdict for c in v] == ["supported"]


def test_a_category_name_is_not_a_trend_word(grouped):
    assert series_verdicts(grouped, "The DROP scores are close.") == []


def test_an_invented_category_in_a_row_list(grouped):
    v = series_verdicts(grouped, "Series: LoRA\n- MMLU: 47.2\n- Zorblax-7: 41.0\n- Average: 50.7\n- MATHS: 56.5\n")
    assert [(c.text, c.verdict, c.error_type) for c in v if c.kind == "ticks"] == [("Zorblax-7", "contradicted", "hallucination")]


def test_a_numeric_x_axis_is_left_to_the_core_extractors(tmp_path):
    path = tmp_path / "numeric.csv"
    path.write_text("k,score\n1,40.0\n2,45.0\n4,50.0\n")
    assert series_verdicts(figure_from_csv(path, "line"), "The score is 45.0 at 2 and rises to 99 at 4.") == []


def test_a_bound_held_over_a_window(rising):
    fig, _ = rising  # 10..60 then down to 30
    assert {c.verdict for c in series_verdicts(fig, "The values remained above 5 throughout.")} == {"supported"}
    assert {c.verdict for c in series_verdicts(fig, "The values consistently stayed above 30.")} == {"contradicted"}
    assert {c.verdict for c in series_verdicts(fig, "The values have remained above 25 since July 2021.")} == {"supported"}


def test_run_on_text_is_cut_into_bounded_clauses():
    from vlmeval.claims.text import MAX_CLAUSE, clause_spans

    text = " ".join(str(i % 97) for i in range(3000))
    pieces = clause_spans(text)
    assert all(b - a <= MAX_CLAUSE for a, b in pieces)
    assert "".join(text[a:b] + " " for a, b in pieces).split() == text.split()  # nothing lost, nothing repeated


def test_numbers_inside_dates_are_not_values(rising):
    fig, _ = rising
    text = "On March 3, 2021 and in 2021-04 the value was 30."
    v = series_verdicts(fig, text)
    assert [text[c.payload["number"]["start"]:c.payload["number"]["end"]] for c in v if c.kind == "value"] == ["30"]


@needs_owid
@pytest.mark.parametrize("text", [
    "The data shows a steady increase in life expectancy.",
    "It shows a steady, gradual rise in life expectancy.",
    "The increase was steady.",
    "Life expectancy steadily increased.",
])
def test_steady_qualifies_a_direction_it_does_not_claim_stability(text):
    from vlmeval.scoring.scorecard import evaluate_text

    fig = figure_from_csv(OWID / "4-life_expectancy_0-French Polynesia.csv", "line")  # 51.9 in 1950 -> 82.2
    claims = evaluate_text(fig, text).claims
    assert claims and all(c.stated != "flat" for c in claims), claims
    assert {c.verdict for c in claims} == {"supported"}, claims


@needs_owid
def test_remaining_steady_is_still_a_stability_claim():
    from vlmeval.scoring.scorecard import evaluate_text

    fig = figure_from_csv(OWID / "4-life_expectancy_0-French Polynesia.csv", "line")
    assert "contradicted" in {c.verdict for c in evaluate_text(fig, "Life expectancy remained steady.").claims}


def test_steady_decline_is_a_decline(tmp_path):
    from vlmeval.scoring.scorecard import evaluate_text

    path = tmp_path / "falling.csv"
    path.write_text("date,value\n" + "".join(f"2021-{m:02d}-01,{100 - 7 * m}\n" for m in range(1, 13)))
    fig = figure_from_csv(path, "line")
    for text in ("The values show a steady decline.", "The values steadily declined.", "The decline was steady."):
        claims = evaluate_text(fig, text).claims
        assert claims and {c.verdict for c in claims} == {"supported"}, (text, claims)


@pytest.mark.parametrize("form", ["F1 {verb} as context length increases.", "F1 {verb} with increasing context length.",
                                  "As the context length grows, F1 {verb}."])
def test_how_the_x_variable_moves_is_not_a_trend_claim_about_the_series(bundled_figures, form):
    """'F1 drops as context length increases': 'increases' drives the series; it used to be read as the series
    rising, a false alarm on a right sentence."""
    from vlmeval.scoring.scorecard import evaluate_text

    fig = bundled_figures.get("synth-2-0021-line-markers")
    assert all(row[0] > row[-1] for p in fig.panels for row in p.data.values)  # every series falls along x
    right = [c for c in evaluate_text(fig, form.format(verb="drops")).claims if c.kind == "trend"]
    assert right and all(c.verdict != "contradicted" for c in right), right
    wrong_text = form.format(verb="increases")
    wrong = [c for c in evaluate_text(fig, wrong_text).claims if c.kind == "trend" and c.verdict == "contradicted"]
    assert [(c.text, c.start) for c in wrong] == [("increases", wrong_text.index("F1 increases") + 3)]


def test_a_panel_named_in_the_clause_decides_where_a_line_chart_value_is_checked(bundled_figures):
    """'In the MATH panel, Mistral-7B scores 79.6 at 2k' (79.6 is its GSM8K value) was supported: only headings
    chose the panel. Line charts with category x ticks (numeric x axes are not read as series prose)."""
    from vlmeval.scoring.scorecard import evaluate_text

    checked = 0
    for fig in bundled_figures.figures.values():
        if fig.kind != "line" or len(fig.panels) < 2 or any(p.data is None for p in fig.panels[:2]):
            continue
        p, q = fig.panels[0], fig.panels[1]
        series, category = p.data.rows[0], p.data.columns[1]
        if not isinstance(category, str) or series not in q.data.rows or category not in q.data.columns:
            continue
        v = p.data.values[0][1]
        w = q.data.values[q.data.rows.index(series)][q.data.columns.index(category)]
        if v is None or w is None or abs(v - w) < 1:
            continue
        for panel, verdict in ((p, "supported"), (q, "contradicted")):
            text = f"In the {panel.title} panel, {series} scores {v:.{p.data.decimals or 1}f} at {category}."
            got = [(c.verdict, c.panel) for c in evaluate_text(fig, text).claims if c.kind == "value"]
            assert got == [(verdict, panel.title)], text
        checked += 1
    assert checked >= 5


def test_another_lines_value_at_the_same_category_is_a_location_error(bundled_figures):
    """'In the GSM8K panel, Falcon-7B scores 90.6 at 1k' (InternLM2-7B's value there) was a value error; the
    number is in the figure, at another place."""
    from vlmeval.scoring.scorecard import evaluate_text

    checked = 0
    for fig in bundled_figures.figures.values():
        if fig.kind != "line" or len(fig.panels) < 2 or fig.panels[0].data is None:
            continue
        t = fig.panels[0].data
        if len(t.rows) < 2 or not isinstance(t.columns[0], str) or None in (t.values[0][0], t.values[1][0]):
            continue
        a, own, other = t.rows[0], t.values[0][0], t.values[1][0]
        if abs(own - other) < 1 or any(abs(other - v) < 1 for v in t.values[0] if v is not None):
            continue  # the other line's value must not also be one of this line's own values
        text = f"In the {fig.panels[0].title} panel, {a} scores {other:.{t.decimals or 1}f} at {t.columns[0]}."
        (claim,) = [c for c in evaluate_text(fig, text).claims if c.kind == "value"]
        assert (claim.verdict, claim.error_type, claim.expected) == ("contradicted", "location", [own]), (text, claim)
        checked += 1
    assert checked >= 3  # four bundled line charts qualify


@pytest.mark.parametrize("form", ["{s} ranges from {lo} to {hi}", "{s} moves between {hi} and {lo}"])
def test_a_lines_range_is_one_claim_in_either_order(bundled_figures, form):
    """'Mistral-7B falls from 89.1 to 72.6' was contradicted (ends compared in order), and 'ranges from ... to ...'
    also gave a second claim checked against the whole panel."""
    from vlmeval.scoring.scorecard import evaluate_text

    checked = 0
    for fig in bundled_figures.figures.values():
        if fig.kind != "line" or len(fig.panels) < 2 or fig.panels[0].data is None:
            continue
        panel, t = fig.panels[0], fig.panels[0].data
        if not isinstance(t.columns[0], str) or None in t.values[0]:
            continue
        d = t.decimals or 1
        lo, hi = min(t.values[0]), max(t.values[0])
        for top, verdict in ((hi, "supported"), (hi + 5, "contradicted")):
            text = f"In the {panel.title} panel, " + form.format(s=t.rows[0], lo=f"{lo:.{d}f}", hi=f"{top:.{d}f}") + "."
            got = [(c.verdict, c.panel) for c in evaluate_text(fig, text).claims if c.kind == "range"]
            assert got == [(verdict, panel.title)], text
        checked += 1
    assert checked >= 5
