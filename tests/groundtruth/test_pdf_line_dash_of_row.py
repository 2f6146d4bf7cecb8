"""Each row's recorded dash is that of its own line: a solid and a dashed line of one colour that share their
first stretch each pass through the other's points there, so the first stroke met through two of them is not
the row's; the stroke through most of them is."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import SCENARIO_YEARS, first_table, scenario_value  # noqa: E402


def test_a_dashed_line_sharing_a_solid_ones_start_is_recorded_dashed(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(SCENARIO_YEARS, [scenario_value(x, 20, -6) for x in SCENARIO_YEARS], "-", color="black", label="CEDS")
    ax.plot(SCENARIO_YEARS, [scenario_value(x, 20, 8) for x in SCENARIO_YEARS], "--", color="black", label="CMIP6")
    ax.legend(loc="lower left")
    fig.savefig(tmp_path / "dash.pdf")
    plt.close(fig)
    table = first_table(tmp_path / "dash.pdf")
    styles = dict(zip(table.rows, table.styles))
    assert styles["CEDS"].line == "solid" and styles["CMIP6"].line == "dashed"
