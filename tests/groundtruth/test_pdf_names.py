"""Names a description can use (vlmeval/groundtruth/pdf/names.py): series the figure does not name are called by
their look, panels without a title by their printed letter or their place; every series' look is recorded."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.names import PLACEHOLDER, colour_name, line_style, place_words  # noqa: E402

XS = [0, 1, 2, 3, 4]


def _read(fig, path: Path):
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path)[0]


@pytest.mark.parametrize("colour, name", [("tab:blue", "blue"), ("tab:orange", "orange"), ("tab:green", "green"),
                                          ("tab:red", "red"), ("tab:purple", "purple"), ("tab:brown", "brown"),
                                          ("tab:pink", "pink"), ("tab:grey", "grey"), ("black", "black"),
                                          ("navy", "dark blue"), ("gold", "yellow"), ("lightblue", "light blue")])
def test_colour_names(colour, name):
    assert colour_name(matplotlib.colors.to_rgb(colour)) == name


def test_line_styles_from_dash_patterns():
    assert line_style(()) == "solid"
    assert line_style((3.7, 1.6)) == "dashed"
    assert line_style((1.0, 1.65)) == "dotted"
    assert line_style((6.4, 1.6, 1.0, 1.6)) == "dashdot"


def test_unnamed_lines_are_named_by_colour_dash_and_marker(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(XS, [1, 2, 3, 2, 1], color="tab:blue", linestyle="--", marker="o")
    ax.plot(XS, [2, 3, 4, 3, 2], color="red", linestyle=":", marker="^")
    ax.plot(XS, [3, 1, 2, 4, 3], color="green", linestyle="-.", marker="s")
    ax.plot(XS, [4, 4, 1, 1, 2], color="purple", marker="D")
    panel = _read(fig, tmp_path / "lines.pdf").panels[0]
    assert panel.data.rows == ["blue dashed line with circles", "red dotted line with triangles",
                               "green dashdot line with squares", "purple line with diamonds"]
    assert [s.line for s in panel.data.styles] == ["dashed", "dotted", "dashdot", "solid"]


def test_named_series_keep_their_names_and_get_a_look(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(XS, [1, 2, 3, 2, 1], color="tab:red", label="ours")
    ax.plot(XS, [2, 3, 4, 3, 2], color="tab:blue", linestyle="--", label="baseline")
    ax.legend(loc="lower center")
    table = _read(fig, tmp_path / "named.pdf").panels[0].data
    assert table.rows == ["ours", "baseline"]
    assert [(s.color, s.line) for s in table.styles] == [("red", "solid"), ("blue", "dashed")]


def test_bars_and_markers(tmp_path):
    fig, (a, b) = plt.subplots(1, 2, figsize=(7, 3))
    a.bar(["p", "q", "r"], [3, 5, 2], color="tab:orange")
    b.scatter([1, 2, 3, 4], [4, 1, 3, 2], color="purple", marker="*")
    b.scatter([1.5, 2.5, 3.5], [2, 3, 1], color="black", marker="v")
    fig_record = _read(fig, tmp_path / "marks.pdf")
    assert fig_record.panels[0].data.rows == ["orange bars"]
    assert fig_record.panels[1].data.rows == ["purple stars", "black down triangles"]


def test_two_series_of_one_look_get_ordinals(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(XS, [1, 2, 3, 2, 1], color="tab:blue")
    ax.plot(XS, [3, 4, 5, 4, 3], color="tab:blue")
    rows = _read(fig, tmp_path / "same.pdf").panels[0].data.rows
    assert sorted(rows) == ["first blue line", "second blue line"]


def test_untitled_panels_are_named_by_letter_or_place(tmp_path):
    fig, axs = plt.subplots(2, 2, figsize=(7, 6))
    for ax in axs.flat:
        ax.plot(XS, [1, 3, 2, 5, 4], color="tab:blue")
    axs[1, 1].text(-0.15, 1.05, "(d)", transform=axs[1, 1].transAxes)
    axs[0, 1].set_title("Loss")
    panels = _read(fig, tmp_path / "grid.pdf").panels
    assert [p.title for p in panels] == ["top left panel", "Loss", "bottom left panel", "(d)"]
    assert [p.position for p in panels] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert panels[3].letter == "(d)" and panels[1].letter is None
    assert not any(PLACEHOLDER.match(p.title) for p in panels)


def test_a_letter_in_the_title_is_the_panels_letter(tmp_path):
    fig, (a, b) = plt.subplots(1, 2, figsize=(7, 3))
    a.plot(XS, [1, 3, 2, 5, 4])
    b.plot(XS, [1, 3, 2, 5, 4])
    a.set_title("(a) Accuracy")
    b.set_title("(b). Loss")
    panels = _read(fig, tmp_path / "lettered.pdf").panels
    assert panels[0].letter == "(a)" and panels[0].title == "(a) Accuracy"
    assert panels[1].letter == "(b)" and panels[1].title == "(b). Loss"


@pytest.mark.parametrize("place, rows, cols, words", [((0, 0), 1, 1, "main panel"), ((0, 1), 1, 3, "middle panel"),
                                                      ((1, 0), 2, 1, "bottom panel"), ((0, 4), 1, 5, "fifth panel"),
                                                      ((1, 1), 3, 3, "centre panel"), ((1, 2), 2, 3, "bottom right panel")])
def test_place_words(place, rows, cols, words):
    assert place_words(*place, rows, cols) == words


def test_open_markers_are_named_by_their_outline(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter([1, 2, 3, 4], [4, 1, 3, 2], facecolors="white", edgecolors="tab:red", marker="o")
    ax.scatter([1.5, 2.5, 3.5], [2, 3, 1], color="tab:blue", marker="s")
    rows = _read(fig, tmp_path / "open.pdf").panels[0].data.rows
    assert sorted(rows) == ["blue squares", "red circles"]


def test_text_inside_the_panel_above_is_never_a_title(tmp_path):
    """A legend or labels at the bottom of a panel sit right above the panel under it: they are the upper panel's
    (quench-structure-factor-nqt-vs-t's middle panel was titled '14 20 26', its neighbour's legend's last row)."""
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(4, 5), sharex=True, gridspec_kw={"hspace": 0.08})
    top.plot(XS, [1, 3, 2, 5, 4], color="tab:blue")
    bottom.plot(XS, [2, 1, 4, 3, 5], color="tab:red")
    for x, word in zip((0.1, 0.4, 0.7), ("14", "20", "26")):
        top.text(x, 0.02, word, transform=top.transAxes)
    panels = _read(fig, tmp_path / "stacked.pdf").panels
    assert len(panels) == 2
    assert "14" not in panels[1].title and "26" not in panels[1].title, panels[1].title
    assert panels[1].title == "bottom panel"


def _pieced_x_label(fig, ax) -> None:
    """An x label set in pieces, as usetex writes one: words, a smaller symbol, and a raised minus over '^1'."""
    box = ax.get_position()
    y = box.y0 - 0.09
    for x, text, size, dy in ((0.30, "(M/M", 10, 0.0), (0.375, "E", 7, -0.004), (0.395, ")(M/0.09M", 10, 0.0),
                              (0.537, ")^1", 10, 0.0), (0.548, "−", 7, 0.012)):
        fig.text(x, y + dy, text, fontsize=size)


def test_an_x_label_in_pieces_is_one_label_and_never_the_next_panels_title(tmp_path):
    """trappist1-t1-masses: the label under each panel was read as its raised '−' alone, and the rest of it became
    the title of the panel below ('(M/M ⊕ )(M * /0.09M ⊙ )^1')."""
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(5, 5), gridspec_kw={"hspace": 0.6})
    top.plot(XS, [1, 3, 2, 5, 4], color="tab:blue")
    bottom.plot(XS, [2, 1, 4, 3, 5], color="tab:red")
    _pieced_x_label(fig, top)
    panels = _read(fig, tmp_path / "pieces.pdf").panels
    assert len(panels) == 2
    assert panels[0].x.label is not None and panels[0].x.label.startswith("(M/M") and "^−1" in panels[0].x.label
    assert panels[1].title == "bottom panel", panels[1].title


def test_an_x_label_set_close_under_its_ticks_is_read_not_text_in_the_panel_below(tmp_path):
    """bhz-interacting-combined-topological-plots: the label 'i = r_y + L_y * r_x' starts above the tick labels'
    bottom (its tall glyphs), so the reader took 'm = 3.0', printed inside the panel below, as the x label, and the
    real label became the lower panel's title."""
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(4, 5), gridspec_kw={"hspace": 0.25})
    top.plot(XS, [1, 3, 2, 5, 4], color="tab:blue")
    bottom.plot(XS, [2, 1, 4, 3, 5], color="tab:red")
    top.set_xlabel(r"$i = r_y + L_y \ast r_x$", fontsize=12, labelpad=-3)
    bottom.text(0.05, 0.9, "m = 3.0", transform=bottom.transAxes)
    panels = _read(fig, tmp_path / "close.pdf").panels
    assert panels[0].x.label is not None and panels[0].x.label.replace(" ", "").startswith("i=r"), panels[0].x.label
    assert panels[1].title == "bottom panel", panels[1].title


def test_a_ggplot_legend_key_names_the_series_by_its_inner_swatch(tmp_path):
    """ggplot draws a legend key as a white square with the series' colour inside it: the entry is that colour's
    (multi-plier-*-top-z-bar's bars were named 'black bars'/'red bars' though the legend says No/Yes)."""
    from matplotlib.patches import Rectangle

    fig, ax = plt.subplots(figsize=(5, 3))
    fig.subplots_adjust(right=0.72)
    ax.barh(["a", "c"], [3.0, 2.0], color="black")
    ax.barh(["b", "d"], [2.5, 1.0], color="red")
    for i, (colour, word) in enumerate((("black", "No"), ("red", "Yes"))):
        y = 0.55 - i * 0.08
        fig.patches.append(Rectangle((0.76, y), 0.05, 0.08, transform=fig.transFigure, facecolor="white",
                                     edgecolor="none"))
        fig.patches.append(Rectangle((0.762, y + 0.003), 0.046, 0.074, transform=fig.transFigure, facecolor=colour,
                                     edgecolor="none"))
        fig.text(0.815, y + 0.04, word, fontsize=12, va="center")
    record = _read(fig, tmp_path / "ggkeys.pdf")
    assert sorted(record.panels[0].data.rows) == ["No", "Yes"], record.panels[0].data.rows


def test_markers_take_the_marker_entry_of_their_colour_not_the_fit_line_entry(tmp_path):
    """strain-graphene-12-*: each temperature has a fit line ('T=0.6 fit') and markers ('T=0.6 QMC') of one colour
    in the legend; the markers were named by look because two entries share their colour."""
    from matplotlib.lines import Line2D

    fig, ax = plt.subplots(figsize=(4, 3))
    handles = []
    for colour, t, ys in (("tab:purple", "0.6", [1.0, 2.0, 2.5]), ("tab:green", "0.8", [0.5, 1.0, 1.8])):
        ax.plot([0.1, 0.2, 0.3], ys, "o", color=colour)
        handles += [Line2D([], [], color=colour, label=f"T={t} fit"),
                    Line2D([], [], color=colour, marker="o", linestyle="none", label=f"T={t} QMC")]
    ax.legend(handles=handles, ncol=2, loc="lower right")
    record = _read(fig, tmp_path / "fits.pdf")
    rows = record.panels[0].data.rows
    assert "T=0.6 QMC" in rows and "T=0.8 QMC" in rows, rows


def test_a_radical_drawn_as_a_rule_over_the_next_piece_joins_the_label():
    """A '1/' run, a gap where a sign no character holds is drawn, and a rule just over 'N': '1/√N'."""
    from vlmeval.groundtruth.pdf.labelline import label_line
    from vlmeval.groundtruth.pdf.primitives import Box, Run

    one = Run("1/", 122.35, 439.28, 128.58, 446.28, 0.0, 7.0, None)
    n = Run("N", 135.44, 439.12, 140.36, 446.12, 0.0, 7.0, None)
    bar = Box(134.56, 437.63, 141.24, 438.07, (0.0, 0.0, 0.0), None)
    label, parts = label_line(one, [one, n], [], [bar])
    assert label.text == "1/√N" and parts == [one, n]
    label, _ = label_line(one, [one, n], [], [])
    assert label.text == "1/ N"  # no rule: no sign is made up


def test_numbers_in_a_legend_box_name_their_series(tmp_path):
    """celerite-benchmark-darwin-carma's legend names its lines by N (1, 2, 4, ...): bare numbers, which outside a
    legend's box are tick labels, not names."""
    fig, ax = plt.subplots(figsize=(4, 3))
    for colour, n in (("tab:blue", 1), ("tab:orange", 16), ("tab:green", 256)):
        ax.plot(XS, [n * x for x in XS], marker="o", color=colour, label=str(n))
    ax.legend(loc="upper left")
    rows = _read(fig, tmp_path / "numbers.pdf").panels[0].data.rows
    assert sorted(rows) == ["1", "16", "256"], rows


def test_a_y_label_reaching_into_the_tick_labels_column_is_read(tmp_path):
    """peerless-full-sample's rotated 'planet radius [R⊕]' ends 2.5 points right of where its widest tick label
    starts (a rotated box is the font's height, not its glyphs'): it was left without a y label."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([1, 2, 3], [1, 10, 5], color="tab:blue")
    ax.set_yticks([1, 5, 10])
    ax.set_ylabel("planet radius [R]", fontsize=10, labelpad=-0.8)
    assert _read(fig, tmp_path / "ylabel.pdf").panels[0].y.label == "planet radius [R]"
