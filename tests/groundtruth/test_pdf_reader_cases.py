"""What real figures do that the from-pdf reader once missed, each from a PDF drawn by the producer and version
its fixture names (scripts/make_pdf_reader_cases.py and make_pdf_legend_cases.py; the PDFs and their known data
are committed, so no producer is needed here): the values read must be the data the figure was drawn from."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

from pdf_cases import read_case  # noqa: E402


def _case(name: str):
    return read_case(name)


def _assert_series(panel, known: dict) -> None:
    """Every known series is a row of the panel's table, with its values at its columns within tolerance."""
    table = panel.data
    assert table is not None, panel.notes
    assert sorted(table.rows) == sorted(known)
    for name, series in known.items():
        row = dict(zip([str(c) for c in table.columns], table.values[table.rows.index(name)]))
        keys = [str(float(x)) if isinstance(x, (int, float)) and isinstance(table.columns[0], float) else str(x)
                for x in series["x"]]
        assert [row.get(k) for k in keys] == pytest.approx(series["y"], abs=panel.value_tolerance), name


def _verdicts(record, tmp_path: Path, *texts: str) -> dict[str, list[str]]:
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    loaded = load_figure_set(tmp_path)
    assert not loaded.problems
    figure = loaded.figures[record.id]
    return {t: [c.verdict for c in evaluate_text(figure, t).claims if c.kind == "extremum"] for t in texts}


def test_matplotlib_3_10_minus_signs_and_greek_letters_are_read(tmp_path):
    record, known = _case("mpl310_minus_signs")
    assert known["producer"].startswith("matplotlib 3.10")
    panel = record.panels[0]
    assert panel.y.ticks == known["y_ticks"] and panel.y.label == known["y_label"]
    _assert_series(panel, known["series"])
    verdicts = _verdicts(record, tmp_path, "The change is lowest at −0.3, at step 6.", "The change is lowest at 0.3.")
    assert verdicts == {"The change is lowest at −0.3, at step 6.": ["supported"],
                        "The change is lowest at 0.3.": ["contradicted"]}


def test_matplotlib_3_10_negative_exponents_on_a_log_axis():
    record, known = _case("mpl310_log_negative_exponents")
    panel = record.panels[0]
    assert panel.y.scale == "log" and panel.y.ticks == known["y_ticks"]
    _assert_series(panel, known["series"])


def test_a_legend_under_the_plot_is_no_x_axis_label():
    record, known = _case("legend_below_plot")
    panel = record.panels[0]
    assert panel.x.label is None and panel.y.label == "Accuracy (%)"
    _assert_series(panel, known["series"])


def test_bars_on_a_value_axis_that_starts_above_zero():
    record, known = _case("bars_above_zero")
    panel = record.panels[0]
    assert record.kind == "bar" and list(panel.y.range) == known["y_range"]
    _assert_series(panel, known["series"])


def test_a_word_tick_at_the_end_of_a_numeric_axis_is_its_own_column():
    record, known = _case("ticks_ending_in_text")
    panel = record.panels[0]
    assert panel.x.ticks == [2.0, 4.0, 8.0, 16.0, "sat"]
    assert panel.data.columns == [2.0, 4.0, 8.0, 16.0, "sat"]
    _assert_series(panel, known["series"])


def test_an_image_heatmap_with_every_value_printed_is_read_from_the_printed_grid():
    """imshow's own ticks mark every other column: the printed numbers lay out the cells, the columns between the
    marked ones are counted on from them."""
    record, known = _case("heatmap_image_annotated")
    panel = record.panels[0]
    assert record.kind == "heatmap" and panel.values_read == "printed"
    assert panel.data.columns == list(range(12)) and panel.data.rows == [0, 1, 2, 3, 4]
    assert panel.data.values == [known["series"][str(r)]["y"] for r in range(5)]
    assert panel.x.ticks == list(range(12)) and panel.y.ticks == [4, 3, 2, 1, 0]


def test_histograms_read_as_bars_with_bins_as_columns(tmp_path):
    record, known = _case("histograms")
    one, stacked = record.panels
    assert record.kind == "bar" and not one.stacked and stacked.stacked
    _assert_series(one, known["series"])
    _assert_series(stacked, known["stacked"])
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    assert not load_figure_set(tmp_path).problems


@pytest.mark.parametrize("name", ["gnuplot_monochrome_linespoints", "mpl36_black_lines_markers"])
def test_lines_of_one_colour_are_told_apart_by_dash_and_marker(name):
    """A figure for print: every series black, each with its own dash pattern or marker (dashed black lines with
    markers are series, not guides), named from the legend's swatches."""
    record, known = _case(name)
    assert record.kind == "line" and known["producer"].split()[0] in ("gnuplot", "matplotlib")
    _assert_series(record.panels[0], known["series"])


def test_old_style_bar_value_labels_are_the_values():
    """matplotlib 1.5/2.x's gallery bar chart (classic style, labels at 1.05 x the height over error bars), drawn by
    matplotlib 3.6: 1.5 and 2.x do not install on Python 3.11. Read right before the reader changes too: kept as a
    guard."""
    record, known = _case("classic_bar_value_labels")
    panel = record.panels[0]
    assert panel.values_read == "printed" and panel.value_tolerance == 0.5
    _assert_series(panel, known["series"])


def test_a_matshow_heatmap_with_its_ticks_on_top():
    record, known = _case("matshow_confusion")
    panel = record.panels[0]
    assert record.kind == "heatmap" and panel.title == "Confusion" and panel.x.ticks == ["cat", "dog", "fox", "owl"]
    assert panel.data.rows == list(known["series"])
    assert panel.data.values == [known["series"][r]["y"] for r in panel.data.rows]


def test_seaborn_histplot_one_sample_and_stacked():
    """seaborn's histograms: bins as columns; a bin of count 0 is unknown where it draws nothing, and 0 where
    seaborn draws it as a bar of height 0 (the stacked panel's first bin)."""
    record, known = _case("seaborn_histplot")
    one, stacked = record.panels
    assert known["producer"].startswith("seaborn") and stacked.stacked
    _assert_series(one, known["series"])
    table = stacked.data
    for name, series in known["stacked"].items():
        got = table.values[table.rows.index(name)]
        assert [g for g, v in zip(got, series["y"]) if v == 0] in ([None], [0.0], []), name
        want = [v if v else g for g, v in zip(got, series["y"])]
        assert got == pytest.approx(want, abs=stacked.value_tolerance)


def test_old_style_bars_with_negative_values_and_their_labels():
    """The same style with losses: the value axis's ticks (−5, 0, 5) carry the glyph-form minus of matplotlib
    before 3.11; the printed labels ('-2.00') are the values."""
    record, known = _case("classic_bars_negative_labels")
    panel = record.panels[0]
    assert record.kind == "bar" and panel.values_read == "printed" and -5.0 in panel.y.ticks
    _assert_series(panel, known["series"])


def test_category_labels_on_two_lines_are_one_column_each(tmp_path):
    """'Checkpoint' and 'Checkpoint\\nTransfer' are two columns; 'Operation' under them is the axis's label."""
    record, known = _case("two_line_category_labels")
    panel = record.panels[0]
    _assert_series(panel, known["series"])
    assert panel.data.columns == known["series"]["sockperf"]["x"] and panel.x.label == known["x_label"]
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    assert not load_figure_set(tmp_path).problems


def test_each_legend_entry_names_one_line(tmp_path):
    """Lines of one colour through the same points take the entry of the marker on most of their own points; of a
    solid and a dashed line with one (solid) legend entry, the solid one is named and the dashed one is not."""
    record, known = _case("lines_sharing_a_legend_entry")
    panel = record.panels[0]
    table = panel.data
    named = [r for r in table.rows if r in known["series"]]
    assert sorted(named) == sorted(known["series"]) and len(table.rows) == len(known["series"]) + 1
    other = next(r for r in table.rows if r not in known["series"])
    assert table.values[table.rows.index(other)] == pytest.approx(known["unnamed"]["y"], abs=panel.value_tolerance)
    for name, series in known["series"].items():
        assert table.values[table.rows.index(name)] == pytest.approx(series["y"], abs=panel.value_tolerance), name
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    assert not load_figure_set(tmp_path).problems


def test_a_lone_key_with_its_text_before_its_handle_is_no_data():
    """A key of one entry without a frame, its text left of a line sample with a marker (gnuplot's cairo key,
    newton-krylov-cooks-membrane-disp): the sample's ends and marker are no points of the series, which the key
    names."""
    record, known = _case("lone_key_text_before_handle")
    _assert_series(record.panels[0], known["series"])
    assert len(record.panels[0].data.columns) == len(known["series"]["U2 - Hexahedra"]["x"])


def test_a_legend_of_one_series_and_a_colorbar_are_tagged_as_drawn():
    """The legend tag says a legend is drawn even when it names one series, and the colorbar tag that a colorbar
    is (the real suite's breakdowns: mining-gold-plinko-histogram drew both and was tagged with neither)."""
    from vlmeval.groundtruth.synth import difficulty_tags

    record, known = _case("one_series_legend_and_colorbar")
    _assert_series(record.panels[0], known["series"])
    assert record.tags == {"legend": True, "colorbar": True}
    assert difficulty_tags(record, "matplotlib", "real")["legend"] is True
    plain, _ = _case("lines_sharing_a_legend_entry")
    assert plain.tags["colorbar"] is False


def test_a_figure_without_a_legend_or_colorbar_is_tagged_with_neither():
    from vlmeval.groundtruth.synth import difficulty_tags

    record, _ = _case("log_axis_two_decades")  # one series, no legend
    assert record.tags == {"legend": False, "colorbar": False}
    assert difficulty_tags(record, "matplotlib", "real")["legend"] is False


def test_a_frameless_key_of_a_marker_over_a_line_is_one_key_and_no_data():
    """A key without a frame whose entries are a marker with error bars over a line (their handles centred in
    one column): the marker's handle is no point of the series it names, and neither text titles the inset."""
    record, known = _case("frameless_key_marker_over_line")
    main = record.panels[0]
    table = main.data  # only its own points: the handle's marker is none
    held = [(c, v) for c, v in zip(table.columns, table.values[table.rows.index("QMC")]) if v is not None]
    assert [c for c, _ in held] == known["series"]["QMC"]["x"]
    assert [v for _, v in held] == pytest.approx(known["series"]["QMC"]["y"], abs=main.value_tolerance)
    fit = "fit" in main.data.rows or any("'fit'" in u.note for u in main.unread or [])
    assert fit  # the line's entry names a row, or is declared unread
    assert not {p.title for p in record.panels} & {"QMC", "fit"}


def test_a_key_set_over_shaded_bands_takes_its_own_handles():
    """A band's polygon under a key is no legend box: each text's swatch is its own handle, not a data marker
    level with it across the band, and the handles are no data (mining-gold-all-results)."""
    record, known = _case("legend_over_bands")
    _assert_series(record.panels[0], known["series"])
    assert record.panels[0].data.columns == known["series"]["NDE"]["x"]
