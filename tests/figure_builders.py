"""Hand-made line and bar figures for the tests: most built from a CSV the way ``vlmeval gt from-csv`` builds them,
and one drawn trace with a named look per series (the lead-in readings' tests)."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table


def csv_figure(tmp_path: Path, body: str, title: str, kind: str = "bar", name: str = "t") -> Figure:
    path = tmp_path / f"{name}.csv"
    path.write_text(body, encoding="utf-8")
    return figure_from_csv(path, kind, title=title)


def bakeries(tmp_path: Path) -> Figure:
    """Five bakery chains in Portugal by yearly sales (made up), a bar chart of named categories."""
    return csv_figure(tmp_path, "Chain,Sales in million euros\nPadaria Lume,84.2\nForno Azul,51.7\nMigalha,33.0\n"
                      "Trigo Vivo,12.4\nCasa do Pao,9.8\n", "Sales of leading bakery chains in Portugal in 2021 (in million euros)")


def ferry_years(tmp_path: Path) -> Figure:
    """Ferry passengers in Norway by year (made up), a line chart on a time axis."""
    rows = {2012: 4.0, 2013: 4.4, 2014: 5.0, 2015: 5.5, 2016: 6.1, 2017: 7.0, 2018: 8.0, 2019: 8.6, 2020: 5.2}
    body = "Year,Passengers in millions\n" + "".join(f"{y},{v}\n" for y, v in rows.items())
    return csv_figure(tmp_path, body, "Ferry passengers in Norway from 2012 to 2020 (in millions)", kind="line", name="ferry")


# a dashed line with a trough of 20 at x = 944 and a peak of 44 at x = 1000, drawn over x 0..1500
TRACE_XS = [0.0, 900.0, 930.0, 944.0, 958.0, 970.0, 1000.0, 1040.0, 1500.0]
TRACE_DASHED = [30.0, 29.0, 24.0, 20.0, 30.0, 34.0, 44.0, 32.0, 30.0]


def dashed_trace() -> Figure:
    """A black solid line at 0 and an orange dashed line with a trough and a peak, values read from the drawing."""
    table = Table(rows=["black line", "orange dashed line"], columns=TRACE_XS,
                  values=[[0.0] * len(TRACE_XS), TRACE_DASHED],
                  styles=[SeriesStyle(color="black", line="solid"), SeriesStyle(color="orange", line="dashed")])
    panel = Panel(title="main", x=Axis(label=None, range=(0.0, 1500.0)), y=Axis(label=None, range=(-20.0, 100.0)),
                  data=table, values_read="geometry")
    return Figure(id="trace", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])
