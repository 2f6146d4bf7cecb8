"""A key of colours (one per scenario) beside a key of dashes drawn in black (one per variant) names every line by
both, and a grey line dashed like a variant is that grey scenario's variant, not a guide."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from pdf_cases import SCENARIO_YEARS, first_table, known_values, scenario_value  # noqa: E402


def test_a_key_of_colours_beside_a_key_of_dashes_names_each_line_by_both(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name, colour, drop in (("low", "tab:cyan", 5), ("middle", "grey", 9), ("high", "purple", 14)):
        ax.plot(SCENARIO_YEARS, [scenario_value(x, 20, drop) for x in SCENARIO_YEARS], "-", color=colour, label=name)
        ax.plot(SCENARIO_YEARS, [scenario_value(x, 20, drop / 2) for x in SCENARIO_YEARS], "--", color=colour)
    ax.plot([], [], "-", color="black", label="With removal")
    ax.plot([], [], "--", color="black", label="Unaltered")
    ax.legend(loc="lower left")
    fig.savefig(tmp_path / "keys.pdf")
    plt.close(fig)
    table = first_table(tmp_path / "keys.pdf")
    assert sorted(table.rows) == sorted(f"{n} ({v})" for n in ("low", "middle", "high")
                                        for v in ("With removal", "Unaltered"))
    assert known_values(table, "middle (Unaltered)")[2100] == pytest.approx(15.5, abs=0.1)
    assert known_values(table, "middle (With removal)")[2100] == pytest.approx(11, abs=0.1)
    assert read_figure(tmp_path / "keys.pdf", 1, "keys")[0].panels[0].unread is None
