"""The lookup of a read value in a repository's data file (scripts/build_real_suite.py): the plot's own transforms
of the data (a running mean of the values, dates drawn as decimal years) and the nearest x on a dense axis."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _build_script():
    spec = importlib.util.spec_from_file_location("build_real_suite_compare", ROOT / "scripts" / "build_real_suite.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_script()


def _daily(tmp_path: Path) -> Path:
    rows = ["val,date", "1,2020-01-01", "3,2020-01-02", "8,2020-01-03", "4,2020-01-04"]
    (tmp_path / "daily.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return tmp_path


def test_rolling_gives_the_running_mean_of_the_rows_before_fewer_at_the_start(tmp_path):
    spec = {"file": "some/where/daily.csv", "x": "date", "rolling": 3, "series": {"A": "val"}}
    by_x = BUILD.expected_values(spec, _daily(tmp_path))[("", "A")]
    assert by_x == {"2020-01-01": 1.0, "2020-01-02": 2.0, "2020-01-03": 4.0, "2020-01-04": 5.0}


def test_without_rolling_the_values_are_the_file_s(tmp_path):
    spec = {"file": "daily.csv", "x": "date", "series": {"A": "val"}}
    assert list(BUILD.expected_values(spec, _daily(tmp_path))[("", "A")].values()) == [1.0, 3.0, 8.0, 4.0]


def test_x_date_year_draws_iso_dates_as_decimal_years_from_january_first(tmp_path):
    spec = {"file": "daily.csv", "x": "date", "x_date": "year", "series": {"A": "val"}}
    xs = list(BUILD.expected_values(spec, _daily(tmp_path))[("", "A")])
    assert xs[0] == 2020.0 and abs(xs[3] - (2020 + 3 / 366)) < 1e-12  # 2020 is a leap year


def test_lookup_takes_the_nearest_x_within_the_tolerance_not_the_first():
    by_x = {2020.000: 1.0, 2020.003: 2.0, 2020.006: 3.0}
    assert BUILD._lookup(by_x, 2020.0055, 0.004) == 3.0
    assert BUILD._lookup(by_x, 2020.0014, 0.004) == 1.0
    assert BUILD._lookup(by_x, 2020.02, 0.004) is None
    assert BUILD._lookup({"a": 1.0, "b": 2.0}, "B", 0.0) == 2.0


def test_x_names_maps_a_data_category_to_the_tick_label_the_plot_prints(tmp_path):
    rows = ["net,status,v", "rich,P,1", "rich,P,0", "repr,P,1", "rich,R,0"]
    (tmp_path / "t.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    spec = {"file": "t.csv", "x": "net", "x_names": {"rich": "richvis"}, "where": {"status": "P"},
            "aggregate": "mean", "series": {"poor": "v"}}
    assert BUILD.expected_values(spec, tmp_path)[("", "poor")] == {"richvis": 0.5, "repr": 1.0}


def test_data_decimals_widens_agreement_by_half_the_data_s_last_unit_times_scale():
    assert BUILD.data_rounding({"file": "f.csv", "x": "Year", "series": {}}) == 0.0
    slack = BUILD.data_rounding({"file": "f.csv", "x": "Year", "series": {}, "data_decimals": 4, "scale": 100})
    assert abs(slack - 0.005) < 1e-12  # 0.0385 kept for a drawn 0.038467: 3.8467 % read, 3.85 % in the file
    assert 3.85 - 3.8467 <= 0.000364 + slack and not 3.85 - 3.83 <= 0.000364 + slack
