"""A thick and a thin line of one colour and dash (a total and its anthropogenic part) take the key's names by the
width of its line samples."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import SCENARIO_YEARS, first_table, known_values  # noqa: E402


def test_a_thick_and_a_thin_line_of_one_colour_take_their_names_by_width(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    years = SCENARIO_YEARS
    ax.plot(years, [0.01 * (x - 2000) for x in years], color="black", linewidth=3, label="Total anthropogenic")
    ax.plot(years, [0.01 * (x - 2000) - 0.3 * (x % 20 == 0) for x in years], color="black", linewidth=1,
            label="Total")
    ax.legend(loc="upper left")
    fig.savefig(tmp_path / "width.pdf")
    plt.close(fig)
    table = first_table(tmp_path / "width.pdf")
    assert set(table.rows) == {"Total anthropogenic", "Total"}
    assert known_values(table, "Total")[2020] == pytest.approx(-0.1, abs=0.01)
    assert known_values(table, "Total anthropogenic")[2020] == pytest.approx(0.2, abs=0.01)
