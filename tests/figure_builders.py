"""Hand-made line and bar figures for the entity, derived-quantity and ungrounded-content tests, built from a
CSV the way ``vlmeval gt from-csv`` builds them."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.groundtruth.schema import Figure


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
