"""The from-pdf reader never writes a record its own checks reject: every panel's series and categories have
distinct keys. Real figures (committed under ground_truth/real) that once read with a key twice: two lines matched
to one legend entry, a line drawn twice over, category labels set on two or three lines, stacked-fraction ticks."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

REAL = Path(__file__).resolve().parents[2] / "ground_truth" / "real"


def _read(rel: str, tmp_path: Path):
    """The record of a real figure PDF, after checking that the record loads without a problem."""
    record = read_figure(REAL / rel)[0]
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    problems = load_figure_set(tmp_path).problems
    assert not problems, [str(p) for p in problems]
    return record


def test_lines_of_one_colour_drawn_through_shared_points_take_their_own_legend_entries(tmp_path):
    """Three blue lines told apart by marker, two through the same first points: each takes its own entry."""
    record = _read("newton-krylov/newton-krylov-memory.pdf", tmp_path)
    assert record.panels[0].data.rows == [f"{case} - {solver}" for case in ("Membrane i", "Elliptic Plate", "Ventricle")
                                          for solver in ("MG", "ILU(5)", "LU")]


def test_a_line_drawn_twice_over_is_one_series(tmp_path):
    rows = _read("nanopores-wetting/nanopores-wetting-radial-density-n2.pdf", tmp_path).panels[0].data.rows
    assert sorted(rows) == sorted(["Cs", "Rb", "K", "Mg", "Ne", "Au", "Ar", "hard wall"])


@pytest.mark.parametrize("rel", ["trappist1/trappist1-t1-masses-03312020.pdf", "mining-gold/mining-gold-all-results.pdf"])
def test_one_legend_entry_names_at_most_one_line(rel, tmp_path):
    """A solid and a dashed line (or two solid lines) of one colour, and one legend entry: the entry names the line
    its swatch matches (its dash pattern), or none on a tie; the others keep the reader's generic names."""
    record = _read(rel, tmp_path)
    for panel in record.panels:
        assert len(set(panel.data.rows)) == len(panel.data.rows)
    if rel.startswith("trappist1"):  # b's step outline and its curve are both solid and blue (both run past the
        top = record.panels[0]  # axis' end, read where drawn), beside its dotted line: a tie, so "b" names none
        blue = [r for r, s in zip(top.data.rows, top.data.styles) if s.color == "blue"]
        assert len(blue) == 3 and "b" not in top.data.rows


@pytest.mark.parametrize("rel, columns", [
    ("coat/coat-breakdown.pdf",
     ["Checkpoint", "Clear Namespace", "Checkpoint Transfer", "Create Namespace", "Update Net.Flow", "Restore"]),
    ("coat/coat-ssh-delays.pdf",
     ["Checkpoint", "Clear Namespace", "Checkpoint Transfer", "Create Namespace", "Restore"]),
    ("lean-provers/lean-provers-ablation.pdf",
     ["C2 irrelevant comments", "A-RL i.i.d. baseline", "C1 instruction paraphrases", "C3 NL goal hints only",
      "B-RL tactic skeletons"]),
])
def test_category_labels_on_several_lines_are_one_label(rel, columns, tmp_path):
    panel = _read(rel, tmp_path).panels[0]
    assert panel.data.columns == columns and panel.x.label is None  # no second line taken for the axis's label


def test_a_panel_whose_categories_still_share_a_key_is_left_unknown(tmp_path):
    """Ticks -2, -3/2, ..., 2 set as stacked fractions read -2, -3, -1, -1, 0, 1, 1, 3, 2: which value is whose
    cannot be told, so the panel's values are unknown, with the reason, rather than merged."""
    # DelMaestroGroup/papers-code-BHZUEdgeReconstruction's GSE_vs_Sz_for_diff_Vo_12x3_triple.pdf (MIT, its licence in
    # ground_truth/real/LICENSES/DelMaestroGroup__papers-code-BHZUEdgeReconstruction): dropped from the
    # suite for having too few known values, kept here as the case
    case = Path(__file__).parent / "fixtures" / "pdf" / "real" / "bhz-edge-gse-vs-sz-for-diff-vo-12x3-triple.pdf"
    panel = read_figure(case)[0].panels[2]
    assert panel.data is None and "categories read under one key (-1, 1)" in panel.notes
