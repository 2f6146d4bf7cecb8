"""`gt show` on a long series prints a table of bounded width: the first and last columns, and a note."""

from __future__ import annotations

import datetime

from run_helpers import cli


def test_a_long_line_figure_prints_a_capped_table(tmp_path):
    start = datetime.date(2020, 1, 1)
    rows = "".join(f"{start + datetime.timedelta(days=i)},{i % 37}\n" for i in range(400))
    (tmp_path / "daily.csv").write_text("# title: Daily things\ndate,value\n" + rows, encoding="utf-8")
    figures = tmp_path / "figures"
    figures.mkdir()
    made = cli("gt", "from-csv", str(tmp_path / "daily.csv"), "-o", str(figures / "daily.json"))
    assert made.returncode == 0, made.stderr
    shown = cli("gt", "show", "daily", "--figures", str(figures))
    assert shown.returncode == 0, shown.stderr
    table = [line for line in shown.stdout.splitlines() if line[:1] in "┏┃┡│└"]
    assert table and max(map(len, table)) < 250, max(map(len, table))
    assert "2020-01-01" in shown.stdout and "2021-02-03" in shown.stdout  # the first and the last date
    assert "2020-06-01" not in shown.stdout.split("max")[0]
    assert "of 400 columns" in shown.stdout
