"""Daily curves over date ticks printed with a two-digit year first ('20/04/01', DateFormatter('%y/%m/%d')) are
read along a time axis, not at the ticks as categories; and a key set beside the plot in its own box whose
entries carry no letters (age groups '0-9', '10-19', '80+') names the curves."""

from __future__ import annotations

import datetime as dt
import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

DAYS = [dt.date(2020, 1, 1) + dt.timedelta(days=k) for k in range(0, 450, 3)]
GROUPS = ["0-9", "10-19", "20-29", "80+"]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(9, 3))
    for k, group in enumerate(GROUPS):
        ax.plot(DAYS, [(k + 1) * (1 + math.sin(i / 9)) for i in range(len(DAYS))], label=group)
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%y/%m/%d"))
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def test_short_date_ticks_and_an_age_group_key(tmp_path):
    _figure(tmp_path / "ages.pdf")
    table = read_figure(tmp_path / "ages.pdf", 1, "ages")[0].panels[0].data
    assert list(map(str, table.rows)) == GROUPS
    assert len(table.columns) > 100  # every drawn day, not the handful of tick dates
    assert str(table.columns[0]).startswith("2020-01")
