"""A clause about a series of the source table that the chart does not plot is out of the chart: a
hallucination (unverifiable when said as context), never a value, trend or label error against the plotted one."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.claims.pipeline import extract_claims
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.claims.types.unplotted_series import name_pattern

AGES = ("Year,Under 18 years,18-64 years,65 years and older\n2018,22.1,61.0,16.9\n2019,21.8,60.7,17.5\n"
        "2020,21.5,60.2,18.3\n")
SEXES = "Year,Female,Male,Total\n2016,5.4,5.3,10.7\n2017,5.5,5.4,10.9\n2018,5.6,5.5,11.1\n"


def _figure(tmp_path: Path, body: str, column: int, title: str):
    path = tmp_path / "t.csv"
    path.write_text(body, encoding="utf-8")
    return figure_from_csv(path, "line", title=title, value_column=column)


def _data_verdicts(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims
            if c.kind in ("value", "trend", "extremum", "range")]


def test_the_source_tables_other_columns_are_recorded(tmp_path):
    fig = _figure(tmp_path, AGES, 1, "Age structure of Lindmark from 2018 to 2020 (in percent)")
    assert fig.panels[0].data.rows == ["18-64 years"]
    assert fig.panels[0].unplotted == ["Under 18 years", "65 years and older"]


@pytest.mark.parametrize("text", [
    "In 2020, about 18.3 percent of residents were 65 or older.",
    "The share of people aged 65 and over rose from 2018 to 2020.",
])
def test_a_sentence_about_an_unplotted_age_group_is_a_hallucination(tmp_path, text):
    fig = _figure(tmp_path, AGES, 1, "Age structure of Lindmark from 2018 to 2020 (in percent)")
    assert _data_verdicts(fig, text) and set(_data_verdicts(fig, text)) == {("contradicted", "hallucination")}


def test_a_sentence_about_the_plotted_group_is_checked_as_before(tmp_path):
    fig = _figure(tmp_path, AGES, 1, "Age structure of Lindmark from 2018 to 2020 (in percent)")
    assert _data_verdicts(fig, "The share of the 18-64 years group was 60.2 percent in 2020.") == [("supported", None)]
    assert _data_verdicts(fig, "The share of the 18-64 years group was 75 percent in 2020.") == [("contradicted", "value")]


def test_context_about_an_unplotted_column_is_unverifiable(tmp_path):
    fig = _figure(tmp_path, SEXES, 1, "Population of Marrow Island from 2016 to 2018, by sex (in millions)")
    assert set(_data_verdicts(fig, "Overall, women numbered 5.6 million in 2018.")) == {("unverifiable", None)}


def test_each_clause_has_its_own_subject(tmp_path):
    fig = _figure(tmp_path, SEXES, 1, "Population of Marrow Island from 2016 to 2018, by sex (in millions)")
    verdicts = _data_verdicts(fig, "Women numbered 5.6 million in 2018, while men numbered 5.5 million in 2018.")
    assert verdicts == [("contradicted", "hallucination"), ("supported", None)]


@pytest.mark.parametrize("name,text,named", [
    ("65 years and older", "people 65 and over", True),
    ("65 years +", "those aged 65+", True),
    ("0-14 years", "children aged 0 to 14", True),
    ("0-14 years", "in 2014 years ago", False),
    ("Female", "women", True),
    ("Male", "women", False),
    ("Nuclear electric power", "nuclear power plants", False),
    ("Nuclear electric power", "electric power from nuclear plants", True),
])
def test_how_a_series_is_named(name, text, named):
    assert bool(name_pattern(name).search(text)) is named


@pytest.mark.parametrize("name", ["2019", "Total", "Other"])
def test_names_that_cannot_be_told_from_other_words_are_not_read(name):
    assert name_pattern(name) is None


def _ungrounded(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "ungrounded"]


@pytest.mark.parametrize("text", [
    "The chart splits residents into three groups: children, adults aged 18-64 and people aged 65 and over.",
    "Both working-age adults and residents aged 65 and older grew in number.",
])
def test_a_sentence_naming_an_unplotted_series_as_the_charts_content(tmp_path, text):
    fig = _figure(tmp_path, AGES, 1, "Age structure of Lindmark from 2018 to 2020 (in percent)")
    assert _ungrounded(fig, text) == [("contradicted", "hallucination")]
    # checked by the ungrounded verifier (form "series"), under no side verifier name
    assert [(c.payload.form, c.verifier) for c in extract_claims(text, fig) if c.kind == "ungrounded"] == [("series", None)]


def test_naming_only_plotted_series_or_giving_numbers_is_no_such_claim(tmp_path):
    fig = _figure(tmp_path, AGES, 1, "Age structure of Lindmark from 2018 to 2020 (in percent)")
    assert _ungrounded(fig, "The share of the 18-64 years group fell slightly.") == []
    assert _ungrounded(fig, "In 2020, about 18.3 percent of residents were 65 or older.") == []  # its value claim


def test_an_unplotted_series_named_as_context_is_unverifiable(tmp_path):
    fig = _figure(tmp_path, SEXES, 1, "Population of Marrow Island from 2016 to 2018, by sex (in millions)")
    assert _ungrounded(fig, "Overall, women outnumber men on the island.") == [("unverifiable", None)]
