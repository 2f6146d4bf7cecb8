"""gt from-csv on Statista-style tables: markers, newest-first rows, fiscal years, the plotted column, units and
scales read from the title and header, and the refusals. Tables written for the tests, in the same forms."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.from_csv import CsvError, figure_from_statista, figure_from_table, read_csv_text
from vlmeval.groundtruth.table_units import read_unit_scale

VISTEXT_TABLES = Path(__file__).resolve().parents[3] / "shared" / "data" / "chocolate-vistext-dev" / "tables"


def _fig(csv: str, **options):
    return figure_from_table(read_csv_text(csv, Path("t.csv")), "line", **options)


def test_newest_first_rows_with_forecast_markers_become_chronological():
    fig = _fig("Year,Visitors in millions\n2026*,4.1\n2025*,3.9\n2024,3.5\n2023,3.2\n")
    data = fig.panels[0].data
    assert data.columns == [2023, 2024, 2025, 2026] and data.values == [[3.2, 3.5, 3.9, 4.1]]
    assert fig.panels[0].x.scale == "time" and "2026*, 2025*" in fig.notes


def test_fiscal_years_are_dates_in_order():
    fig = _fig("Year,Beds\n2012/13,410\n2011/12,420\n2010/11,\n")
    assert fig.panels[0].data.columns == ["2010/11", "2011/12", "2012/13"]
    assert fig.panels[0].data.values == [[None, 420, 410]]
    assert _fig("Year,Profit\nFY 2019,5\nFY2018,4\n").panels[0].data.columns == [2018, 2019]


def test_missing_cells_percent_signs_and_thousands_separators():
    data = _fig("Year,Share\n2019,-\n2018,\"1,204.5%\"\n2017,12%\n").panels[0].data
    assert data.values == [[12, 1204.5, None]] and data.unit == "%"


@pytest.mark.parametrize("title, header, cell_unit, unit, scale", [
    ("Ferry passengers in Norway from 2001 to 2011 ( in millions )", "Passengers in millions", None, None, 1e6),
    ("Members of a chess league ( in 1,000s )", "Members", None, None, 1e3),
    ("Exports of Ruritania ( in billion U.S. dollars )", "Exports", None, "U.S. dollars", 1e9),
    ("Infant mortality in Ruritania ( per 1,000 live births )", "Deaths", None, "per 1,000 live births", None),
    ("Share of cyclists wearing helmets", "Share of cyclists", "%", "%", None),
    ("Ticket prices ( in euros )", "Average price", None, "euros", None),
    ("Harvest of pears", "Harvest in thousand metric tons", None, "metric tons", 1e3),
])
def test_unit_and_scale_from_title_and_header(title, header, cell_unit, unit, scale):
    got = read_unit_scale(title, header, cell_unit)
    assert (got.unit, got.scale) == (unit, scale)


def test_unit_and_scale_land_in_the_table_record():
    data = _fig("Year,Revenue in million euros\n2020,3.1\n2019,2.9\n", title="Revenue ( in million euros )").panels[0].data
    assert (data.unit, data.scale) == ("euros", 1e6)


def test_the_plotted_column_is_picked_by_index_and_out_of_range_is_refused():
    csv = "Year,Women,Men,Total\n2020,5,6,11\n2019,4,5,9\n"
    assert _fig(csv, value_column=1).panels[0].data.rows == ["Men"]
    with pytest.raises(CsvError, match=r"value column 3 is out of range.*fix: pick a value column from 0 to 2"):
        _fig(csv, value_column=3)


def test_a_wide_table_with_year_columns_has_a_header():
    fig = figure_from_table(read_csv_text("region,2018,2019\nNorth,5,6\nSouth,7,8\n", Path("t.csv")), "bar",
                            value_column=1)
    assert fig.panels[0].data.rows == ["2019"] and fig.panels[0].data.values == [[6, 8]]


def test_a_table_without_a_numeric_column_is_refused_with_the_line_and_fix():
    with pytest.raises(CsvError, match=r"t.csv:2: column 'Answer': 'often' is not a number \(fix: "):
        _fig("Question,Answer\nHow often,often\n")


def test_a_table_record_is_read_with_its_title_and_column(tmp_path):
    record = {"vistext_id": "5", "value_column_index": 1, "title": "Sales by gender ( in millions )",
              "csv": "Year,Women,Men\n2021*,2.5,2.25\n2020,2,1.75\n"}
    path = tmp_path / "5.json"
    path.write_text(json.dumps(record))
    fig = figure_from_statista(path)
    assert fig.id == "vistext-5" and fig.kind == "line" and fig.panels[0].data.rows == ["Men"]
    assert fig.panels[0].data.columns == [2020, 2021] and fig.panels[0].data.scale == 1e6
    r = CliRunner().invoke(app, ["gt", "from-csv", str(path), "-o", str(tmp_path / "f.json")])
    assert r.exit_code == 0, r.output
    assert json.loads((tmp_path / "f.json").read_text())["panels"][0]["data"]["rows"] == ["Men"]
    bad = tmp_path / "bad.json"
    bad.write_text("{\"title\": \"x\"}")
    r = CliRunner().invoke(app, ["gt", "from-csv", str(bad), "-o", str(tmp_path / "g.json")])
    assert r.exit_code == 2 and "no 'csv' text in the record (fix:" in r.output


@pytest.mark.skipif(not VISTEXT_TABLES.is_dir(), reason="../shared/data/chocolate-vistext-dev not present")
def test_every_vistext_dev_table_is_read():
    paths = sorted(VISTEXT_TABLES.glob("*.json"))
    assert len(paths) == 125  # the dev copy README: 125 charts
    for path in paths:
        fig = figure_from_statista(path)
        assert fig.panels[0].data.known_cells() > 0
