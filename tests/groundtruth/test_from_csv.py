"""Figure records from CSV tables: the quintd '#'-header format, plain CSVs, value/date forms, bad input."""

from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.from_csv import CsvError, figure_from_csv, normalize_key, parse_value, read_csv_table
from vlmeval.groundtruth.load import load_figure_set

SHARED = Path(__file__).resolve().parents[3] / "shared"
OWID = SHARED / "data" / "quintd-owid" / "tables"
needs_owid = pytest.mark.skipif(not OWID.is_dir(), reason="../shared/data/quintd-owid not present")


def _rows(path: Path) -> list[list[str]]:
    lines = [line for line in path.read_text().splitlines() if not line.startswith("#")]
    return list(csv.reader(lines))[1:]


@needs_owid
def test_quintd_table_becomes_a_line_figure():
    path = OWID / "0-people_vaccinated_per_hundred-Mongolia.csv"
    rows = _rows(path)
    fig = figure_from_csv(path, "line")
    data = fig.panels[0].data
    assert fig.kind == "line" and fig.panels[0].x.scale == "time"
    assert data.rows == ["Mongolia"]  # the single 'value' column is named after the country
    assert data.columns[0] == rows[0][0] and data.columns[-1] == rows[-1][0]
    assert data.values[0] == [float(r[1]) for r in rows]
    assert data.decimals == max(len(r[1].split(".")[1]) if "." in r[1] else 0 for r in rows)
    assert fig.panels[0].y.unit == "people"
    assert "per hundred" in fig.title and "Mongolia" in fig.title


@needs_owid
def test_year_keys_are_integers():
    path = next(OWID.glob("10-life_expectancy_0-*.csv"))
    fig = figure_from_csv(path, "line")
    columns = fig.panels[0].data.columns
    assert all(isinstance(c, int) for c in columns) and columns == sorted(columns)


@pytest.mark.parametrize("text,expected", [
    ("2021-03-01", "2021-03-01"), ("2021", 2021), ("May 2022", "2022-05"), ("July 1, 2022", "2022-07-01"),
    ("1 July 2022", "2022-07-01"), ("Q2 2021", "2021-Q2"), ("2021 Q4", "2021-Q4"), ("2021-07", "2021-07"),
    ("7/1/2022", "2022-07-01"), ("Bhutan", None), ("2021-02-30", None),
])
def test_date_keys(text, expected):
    assert normalize_key(text) == expected


@pytest.mark.parametrize("text,value,decimals,unit", [
    ("1,234", 1234.0, 0, None), ("1,234.5", 1234.5, 1, None), ("12.5%", 12.5, 1, "%"), ("3.4k", 3400.0, 0, "k"),
    ("2.1M", 2_100_000.0, 0, "M"), ("5 per hundred", 5.0, 0, "per hundred"), ("-0.25", -0.25, 2, None),
    ("", None, 0, None),
])
def test_values(text, value, decimals, unit):
    parsed = parse_value(text)
    assert parsed is not None and parsed.value == value and parsed.decimals == decimals and parsed.unit == unit


def test_plain_csv_with_units_several_series_and_a_pick(tmp_path):
    path = tmp_path / "sales.csv"
    path.write_text("quarter,North,South\nQ2 2021,\"1,200\",3.5k\nQ1 2021,900,\nQ3 2021,\"1,500.5\",4k\n")
    fig = figure_from_csv(path, "bar", title="Sales", unit="units")
    data = fig.panels[0].data
    assert data.rows == ["North", "South"]
    assert data.columns == ["2021-Q1", "2021-Q2", "2021-Q3"]  # sorted by date
    assert data.values == [[900.0, 1200.0, 1500.5], [None, 3500.0, 4000.0]]
    assert data.decimals == 1 and fig.panels[0].y.unit == "units" and fig.title == "Sales"
    south = figure_from_csv(path, "bar", series=["South"])
    assert south.panels[0].data.rows == ["South"]


def test_categories_keep_their_order(tmp_path):
    path = tmp_path / "share.csv"
    path.write_text("country,share\nNepal,12%\nBhutan,30.5%\nIndia,8%\n")
    fig = figure_from_csv(path, "bar")
    assert fig.panels[0].x.scale == "categorical"
    assert fig.panels[0].data.columns == ["Nepal", "Bhutan", "India"] == fig.panels[0].x.ticks
    assert fig.panels[0].y.unit == "%"


@pytest.mark.parametrize("body,line,words", [
    ("date,value\n2021-01-01,1\n2021-01-02,1,2\n", 3, "3 cells for 2 columns"),
    ("date,value\n2021-01-01,1\n2021-01-02,lots\n", 3, "'lots' is not a number"),
    ("date,value\n2021-01-01,1\n2021-01-01,2\n", 3, "repeats line 2"),
    ("date,value\n2021-01-01,1\n2021-01-02,2\n2021-13-45,3\n", 4, "is not a date"),
    ("# title: x\n2021-01-01,1\n", 2, "looks like data"),
    ("date\n2021-01-01\n", 1, "1 column"),
])
def test_bad_csv_names_file_line_and_fix(tmp_path, body, line, words):
    path = tmp_path / "bad.csv"
    path.write_text(body)
    with pytest.raises(CsvError) as info:
        figure_from_csv(path, "line")
    message = str(info.value)
    assert f"{path}:{line}:" in message and words in message and "(fix:" in message


def test_missing_file_and_bad_series(tmp_path):
    with pytest.raises(CsvError, match="no such file"):
        read_csv_table(tmp_path / "none.csv")
    path = tmp_path / "t.csv"
    path.write_text("date,value\n2021,1\n")
    with pytest.raises(CsvError, match="no column 'other'.*pick series among: value"):
        figure_from_csv(path, "line", series=["other"])


@needs_owid
def test_cli_writes_a_valid_figure_and_its_image(tmp_path):
    out = tmp_path / "fig" / "mongolia.json"
    out.parent.mkdir()
    result = CliRunner().invoke(app, ["gt", "from-csv", str(OWID / "0-people_vaccinated_per_hundred-Mongolia.csv"),
                                      "--kind", "line", "--id", "mongolia", "-o", str(out)])
    assert result.exit_code == 0, result.output
    record = json.loads(out.read_text())
    png = out.with_suffix(".png")
    assert record["image"]["path"] == "mongolia.png"
    assert record["image"]["sha256"] == hashlib.sha256(png.read_bytes()).hexdigest()
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    loaded = load_figure_set(out.parent)
    assert loaded.problems == [] and list(loaded.figures) == ["mongolia"]


def test_cli_bad_csv_exits_2_with_the_line(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("date,value\n2021,1\n2022,x\n")
    result = CliRunner().invoke(app, ["gt", "from-csv", str(path), "-o", str(tmp_path / "o.json")])
    assert result.exit_code == 2
    assert "bad.csv:3" in result.output.replace("\n", "") and not (tmp_path / "o.json").exists()


def test_numeric_keys_make_a_numeric_axis(tmp_path):
    path = tmp_path / "ctx.csv"
    path.write_text("context,score\n4,50\n1,40.5\n0.5,38\n")
    fig = figure_from_csv(path, "line")
    assert fig.panels[0].x.scale == "linear" and fig.panels[0].data.columns == [4, 1, 0.5]  # table order kept
