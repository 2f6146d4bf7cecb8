"""`vlmeval gt synth`: deterministic, valid, honest figures whose facts are what the generator planted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.facts import figure_facts
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.groundtruth.synth import (
    SYNTH_KINDS,
    SynthError,
    check_options,
    generate_figure,
    generate_suite,
    parse_layout,
    write_figure,
)

KINDS = list(SYNTH_KINDS)
SEEDS = range(6)
PRINTED_KINDS = {"heatmap-annotated", "bar-labelled", "bar-delta", "bar-stacked-labelled", "line-labelled"}


def synth(*args: str):
    return CliRunner().invoke(app, ["gt", "synth", *args])


def said(result) -> str:
    """The command's output with the console's line wrapping undone."""
    return " ".join(result.output.split())


@pytest.fixture(scope="module")
def one_of_each(tmp_path_factory) -> Path:
    """One figure of every kind, with images, written by the command."""
    out = tmp_path_factory.mktemp("suite")
    result = synth("--n", str(len(KINDS)), "--seed", "11", "--dpi", "50", "-o", str(out))
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def many():
    """Several figures of every kind (data only): enough variety to meet ties, negatives and log scales."""
    return [generate_figure(seed, index, kind) for seed in SEEDS for index, kind in enumerate(KINDS)]


def test_every_kind_is_written_and_validates(one_of_each: Path):
    figures = load_figure_set(one_of_each)
    assert figures.problems == []
    assert sorted(f.tags["style"] for f in figures.figures.values()) == sorted(KINDS)
    assert len(list(one_of_each.glob("*.png"))) == len(KINDS)
    result = CliRunner().invoke(app, ["gt", "validate", str(one_of_each)])
    assert result.exit_code == 0 and f"{len(KINDS)} figure(s) valid" in said(result)


def test_same_seed_gives_the_same_bytes(one_of_each: Path, tmp_path: Path):
    """Every kind's JSON, and the PNGs of four kinds that cover every drawing path, come out byte for byte again."""
    result = synth("--n", str(len(KINDS)), "--seed", "11", "--no-images", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    for path in tmp_path.glob("*.json"):
        again, first = json.loads(path.read_text()), json.loads((one_of_each / path.name).read_text())
        assert first.pop("image")["path"] == path.with_suffix(".png").name
        assert again == first, path.name
    for kind in ["heatmap-annotated", "bar-stacked-labelled", "line-errorbars", "scatter-fit"]:
        again = write_figure(generate_figure(11, KINDS.index(kind), kind), tmp_path, dpi=50).with_suffix(".png")
        assert again.read_bytes() == (one_of_each / again.name).read_bytes(), again.name


def test_a_longer_run_starts_with_the_same_figures_and_another_seed_differs():
    short = [f.figure.model_dump_json() for f in generate_suite(5, 3)]
    longer = [f.figure.model_dump_json() for f in generate_suite(9, 3)]
    other = [f.figure.model_dump_json() for f in generate_suite(5, 4)]
    assert longer[:5] == short
    assert all(a != b for a, b in zip(short, other))


def test_kinds_cycle_evenly():
    styles = [f.style for f in generate_suite(3 * len(KINDS), 0)]
    assert all(styles.count(kind) == 3 for kind in KINDS)


def test_planted_extremum_is_what_the_facts_find(many):
    checked = 0
    for synth_figure in many:
        facts = figure_facts(synth_figure.figure)
        for title, (which, cells) in synth_figure.planted.extremum.items():
            found = getattr(facts.panel(title), which)
            assert sorted((str(c.row), str(c.column)) for c in found.cells) == sorted(
                (str(r), str(c)) for r, c in cells), (synth_figure.figure.id, title)
            checked += 1
    assert checked > 100


def test_planted_peak_is_clear_unless_a_tie_was_planted(many):
    for synth_figure in many:
        fig = synth_figure.figure
        for title, (which, cells) in synth_figure.planted.extremum.items():
            table = fig.panel(title).data
            values = sorted((v for row in table.values for v in row), reverse=which == "max")
            gap = abs(values[len(cells) - 1] - values[len(cells)])
            assert gap >= 2 * 10.0 ** -table.decimals, (fig.id, title, values[:3])


def test_planted_trends_are_what_the_facts_find(many):
    checked = 0
    for synth_figure in many:
        facts = figure_facts(synth_figure.figure)
        for title, direction in synth_figure.planted.direction.items():
            assert facts.panel(title).trend_along_columns.direction == direction, (synth_figure.figure.id, title)
            checked += 1
    assert checked > 30


def test_values_are_stored_at_their_printed_precision(many):
    for synth_figure in many:
        for panel in synth_figure.figure.panels:
            d = panel.data.decimals
            assert d is not None
            for row in panel.data.values + (panel.data.errors or []):
                assert all(v == round(v, d) for v in row), (synth_figure.figure.id, panel.title, row)


def test_variety_the_benchmark_promises(many):
    tags = [f.figure.tags for f in many]
    for tag in ("has_tie", "has_negative", "log_scale", "error_bars", "stacked", "fitted_line", "shared_colorbar"):
        assert any(t[tag] for t in tags), tag
        assert not all(t[tag] for t in tags), tag
    assert {t["n_panels"] for t in tags} >= {1, 2, 3, 4}
    assert {t["size"] for t in tags} == {"small", "medium", "large"}


def test_tags_describe_the_figure(many):
    for synth_figure in many:
        fig, kind = synth_figure.figure, synth_figure.style
        tags = fig.tags
        assert tags["style"] == kind and tags["origin"] == "synth"
        assert tags["values_printed"] is (kind in PRINTED_KINDS)
        assert tags["n_panels"] == len(fig.panels)
        assert tags["n_cells"] == sum(len(p.data.rows) * len(p.data.columns) for p in fig.panels)
        assert tags["stacked"] is kind.startswith("bar-stacked")
        assert tags["error_bars"] is kind.endswith("errorbars")
        assert tags["fitted_line"] is (kind == "scatter-fit")
        if kind == "bar-delta":
            assert tags["has_negative"] is True
        if kind == "line-log":
            assert tags["log_scale"] is True
        if kind.startswith("bar") or kind.startswith("line"):
            assert tags["legend"] is True
        assert tags["shared_colorbar"] is fig.layout.shared_colorbar
        if tags["shared_colorbar"]:
            assert kind.startswith("heatmap") and len(fig.panels) > 1


def test_stacked_percentages_sum_to_one_hundred(many):
    for synth_figure in many:
        for panel in synth_figure.figure.panels:
            if panel.stacked and panel.y.label == "Share of answers (%)":
                totals = [sum(column) for column in zip(*panel.data.values)]
                assert totals == [100.0] * len(totals)


def test_scatter_fit_is_the_least_squares_line_of_the_stored_points(many):
    import numpy as np

    for synth_figure in many:
        for panel in synth_figure.figure.panels:
            if panel.fit is None:
                continue
            x = np.array([float(c) for c in panel.data.columns])
            t = np.log10(x) if panel.fit.x_transform == "log10" else x
            slope, intercept = np.polyfit(t, np.array(panel.data.values[0]), 1)
            assert panel.fit.slope == pytest.approx(slope, abs=0.006)
            assert panel.fit.intercept == pytest.approx(intercept, abs=0.006)
            assert f"{panel.fit.slope:+.2f}"[1:] in panel.fit.label


def test_panels_and_layout_options_are_honoured():
    fig = generate_figure(2, 0, "heatmap-annotated", panels=4, layout=(2, 2)).figure
    assert len(fig.panels) == 4 and (fig.layout.rows, fig.layout.cols) == (2, 2)
    _, panels, layout = check_options(1, 0, None, None, (1, 3))
    assert panels == 3 and layout == (1, 3)
    assert len(generate_figure(2, 0, "line-markers", panels=5).figure.panels) == 5


@pytest.mark.parametrize("kinds, panels, layout, message", [
    (["pie"], None, None, "unknown kind(s) 'pie'; known kinds: heatmap-annotated"),
    (None, 4, (1, 2), "4 panels do not fit a 1x2 layout"),
    (None, 2, (2, 2), "leaves its last row empty"),
    (None, 9, None, "a figure has 1 to 6 panels (got 9)"),
    (None, None, (3, 3), "a figure has 1 to 6 panels (got 9)"),
    (None, 0, None, "a figure has 1 to 6 panels (got 0)"),
])
def test_options_that_cannot_be_honoured_fail_clearly(kinds, panels, layout, message):
    with pytest.raises(SynthError) as error:
        check_options(5, 0, kinds, panels, layout)
    assert message in str(error.value)


def test_bad_counts_seeds_and_layout_text():
    with pytest.raises(SynthError, match="--n must be at least 1"):
        check_options(0, 0, None, None, None)
    with pytest.raises(SynthError, match="--seed must be zero or positive"):
        check_options(1, -1, None, None, None)
    with pytest.raises(SynthError, match="is not ROWSxCOLS"):
        parse_layout("2by2")
    with pytest.raises(SynthError, match="at least one row and one column"):
        parse_layout("0x2")


def test_cli_fails_with_exit_code_2_and_writes_nothing(tmp_path: Path):
    out = tmp_path / "never"
    result = synth("--n", "3", "--kind", "heatmap-annotated", "--kind", "radar", "-o", str(out))
    assert result.exit_code == 2
    assert "unknown kind(s) 'radar'" in said(result)
    assert not out.exists()
    result = synth("--n", "3", "--layout", "1x1", "--panels", "2", "-o", str(out))
    assert result.exit_code == 2 and "2 panels do not fit a 1x1 layout" in said(result)
    assert not out.exists()


def test_existing_figures_are_never_overwritten_without_asking(tmp_path: Path):
    kept = tmp_path / "synth-0-0000-heatmap-annotated.json"
    kept.write_text('{"recorded": "elsewhere"}')
    result = synth("--n", "2", "--no-images", "-o", str(tmp_path))
    assert result.exit_code == 2 and "already holds 1 figure file(s)" in said(result) and "--overwrite" in said(result)
    assert kept.read_text() == '{"recorded": "elsewhere"}'
    result = synth("--n", "2", "--no-images", "--overwrite", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert json.loads(kept.read_text())["id"] == "synth-0-0000-heatmap-annotated"


def test_data_only_output_has_no_images_and_validates(tmp_path: Path):
    result = synth("--n", "4", "--seed", "1", "--no-images", "-o", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert list(tmp_path.glob("*.png")) == []
    figures = load_figure_set(tmp_path)
    assert figures.problems == [] and len(figures.figures) == 4
    assert all(f.image is None for f in figures.figures.values())


def test_written_image_hash_matches(tmp_path: Path):
    synth_figure = generate_figure(0, 0, "bar-stacked-labelled")
    path = write_figure(synth_figure, tmp_path, dpi=60)
    figures = load_figure_set(path)
    assert figures.problems == []
    assert figures.get(synth_figure.figure.id).image.rerendered is True


ROOT = Path(__file__).resolve().parents[2]


def test_committed_suite_is_what_the_generator_makes():
    """ground_truth/synth is 'vlmeval gt synth --n 78 --seed 2' (images aside): no hand edits, no drift."""
    committed = load_figure_set(ROOT / "ground_truth" / "synth")
    assert committed.problems == []
    generated = {f.figure.id: f.figure for f in generate_suite(78, 2)}
    assert sorted(committed.figures) == sorted(generated)
    for fid, fig in committed.figures.items():
        assert fig.image is not None and fig.image.rerendered
        assert fig.model_dump(exclude={"image"}) == generated[fid].model_dump(exclude={"image"}), fid


def test_bundled_suite_has_every_style_tags_and_small_images():
    figures = load_figure_set(ROOT / "ground_truth")
    assert figures.problems == []
    styles = [f.tags["style"] for f in figures.figures.values()]
    assert len(figures.figures) >= 64 and all(styles.count(kind) >= 5 for kind in KINDS)
    for fid, fig in figures.figures.items():
        assert {"values_printed", "n_panels", "n_cells", "size", "style", "origin"} <= set(fig.tags), fid
        assert fig.tags["n_panels"] == len(fig.panels) and fig.tags["n_cells"] == fig.known_cells()
        image = figures.image_path(fid)
        if image is not None and fig.tags["origin"] == "synth":
            assert image.stat().st_size < 128 * 1024, fid


def test_docs_list_the_current_composition():
    import importlib.util

    spec = importlib.util.spec_from_file_location("suite_composition", ROOT / "scripts" / "suite_composition.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.composition("vlmeval-bench-v1") in (ROOT / "docs" / "benchmark.md").read_text(encoding="utf-8")


def test_composition_writes_a_short_suite_name_between_its_full_name_s_markers(tmp_path, monkeypatch):
    import importlib.util

    spec = importlib.util.spec_from_file_location("suite_composition", ROOT / "scripts" / "suite_composition.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    doc = tmp_path / "doc.md"
    start, end = module.markers("vlmeval-real-v1")
    doc.write_text(f"before\n{start}\nold\n{end}\nafter\n", encoding="utf-8")
    monkeypatch.setattr(module, "composition", lambda suite: f"composition of {suite}\n")
    monkeypatch.setattr("sys.argv", ["suite_composition.py", "--suite", "real", "--write", str(doc)])
    assert module.main() == 0
    assert doc.read_text(encoding="utf-8") == f"before\n{start}\ncomposition of vlmeval-real-v1\n{end}\nafter\n"


def test_recorded_ticks_are_round_sorted_and_inside_their_range(many):
    for synth_figure in many:
        for panel in synth_figure.figure.panels:
            axes = [(panel.colorbar.range, panel.colorbar.ticks)] if panel.colorbar else [(panel.y.range, panel.y.ticks)]
            if panel.fit is not None:
                axes.append((panel.x.range, panel.x.ticks))
            for (low, high), ticks in axes:
                assert len(ticks) >= 2 and ticks == sorted(ticks)
                assert all(low <= t <= high for t in ticks)
                assert all(len(f"{t:g}") <= 6 for t in ticks), ticks  # printed as short round numbers


@pytest.mark.parametrize("args", [
    ["--n", "0"], ["--seed", "-1"], ["--kind", "pie"], ["--layout", "2by2"], ["--layout", "0x2"], ["--panels", "9"],
    ["--layout", "1x1", "--panels", "2"], ["--layout", "2x2", "--panels", "2"], ["--dpi", "5"],
])
def test_every_option_error_names_its_place_and_the_fix(tmp_path: Path, args):
    """The README promises `error: <place>: <what> (fix: <how>)` from every command, gt synth too."""
    result = synth("--n", "1", *args, "-o", str(tmp_path / "out")) if "--n" not in args else synth(*args, "-o", str(tmp_path / "out"))
    message = " ".join(said(result).split())
    assert result.exit_code == 2 and message.startswith("error: --") and "(fix: " in message, message


def test_an_output_file_in_the_way_names_it_and_the_fix(tmp_path: Path):
    (tmp_path / "f").write_text("x")
    result = synth("--n", "1", "-o", str(tmp_path / "f"))
    assert result.exit_code == 2 and f"{tmp_path / 'f'}: is a file (fix: " in " ".join(said(result).split())
