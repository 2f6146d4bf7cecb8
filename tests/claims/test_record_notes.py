"""Panel notes that withhold nothing a verdict rests on (``vlmeval.claims.record_notes``): a min-max decimation
keeps every series' highest and lowest values, so an extreme of a series or panel stays certain; notes on markers
sharing an x (the table keeps the first, the points every marker) and on another series' colour values leave a
trend of a marker set, computed from the points, certain. Other notes keep the doubt. Synthetic records,
sentences in the form of the dev parts' descriptions."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.pointcells import shared_note
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

DECIMATED = ("5926 x positions drawn, 3967 kept: each series' lowest and highest value in each of 1163 equal x "
             "intervals, and its first and last (min-max decimation)")
SHARED_X = ("dots coloured by the colour scale: each marker's colour gives a value on the colour scale, not read; "
            "the points keep every marker; 2 marker(s) share an x value with another of their series; the table "
            "keeps the first, the points every marker")
UNREAD = "the shaded band around each line was not read"


def _scores(notes: str | None) -> Figure:
    """Two models' scores over five epochs: Model A peaks at epoch 3 (50), Model B rises to 44 at epoch 5."""
    table = Table(rows=["Model A", "Model B"], columns=[1.0, 2.0, 3.0, 4.0, 5.0],
                  values=[[10.0, 20.0, 50.0, 40.0, 30.0], [12.0, 18.0, 25.0, 35.0, 44.0]])
    panel = Panel(title="main panel", x=Axis(label="Epoch", range=(1.0, 5.0), ticks=[1.0, 2.0, 3.0, 4.0, 5.0]),
                  y=Axis(label="Score", range=(0.0, 60.0), ticks=[0.0, 20.0, 40.0, 60.0]), data=table, notes=notes)
    return Figure(id="scores", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _flares(notes: str | None) -> Figure:
    """Two series of stars rising with mass (1.2 to 2.3) and a cloud of dots coloured by a colour scale."""
    points = [[[0.3, 1.2], [0.5, 1.3]], [[1.2, 1.8], [2.3, 2.3], [2.3, 2.2]], [[0.2, 1.9], [0.4, 2.1], [0.9, 1.0]]]
    table = Table(rows=["dark blue stars", "teal stars", "dots coloured by the colour scale"], columns=[0.2, 0.3, 0.4,
                  0.5, 0.9, 1.2, 2.3], values=[[None, 1.2, None, 1.3, None, None, None],
                                               [None, None, None, None, None, 1.8, 2.3],
                                               [1.9, None, 2.1, None, 1.0, None, None]],
                  styles=[SeriesStyle(color="dark blue", marker="star", mark="marker"),
                          SeriesStyle(color="teal", marker="star", mark="marker"),
                          SeriesStyle(color="grey", marker="circle", mark="marker")], points=points)
    panel = Panel(title="main panel", x=Axis(label="Stellar mass", range=(0.0, 2.5)),
                  y=Axis(label="|alpha|", range=(0.5, 2.5)), data=table, notes=notes)
    return Figure(id="flares", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, sentence: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, "### Key Observations\n- " + sentence + "\n").claims
            if c.kind == kind]


def test_a_min_max_decimation_leaves_an_extreme_certain():
    for sentence in ("Model A peaks at epoch 5.", "The highest score in the chart is reached at epoch 5."):
        assert _verdicts(_scores(None), sentence, "extremum") == ["contradicted"], sentence
        assert _verdicts(_scores(DECIMATED), sentence, "extremum") == ["contradicted"], sentence
        assert _verdicts(_scores(UNREAD), sentence, "extremum") == ["unverifiable"], sentence


def test_a_min_max_decimation_leaves_a_trend_in_doubt():
    # the samples between each interval's extremes are dropped: a course over them is not the record's whole
    assert set(_verdicts(_scores(None), "Model B falls steadily with epoch.", "trend")) == {"contradicted"}
    assert set(_verdicts(_scores(DECIMATED), "Model B falls steadily with epoch.", "trend")) == {"unverifiable"}


def test_notes_on_shared_x_and_another_series_colours_leave_a_marker_set_trend_certain():
    assert _verdicts(_flares(SHARED_X), "The stars climb with mass.", "trend") == ["supported"]
    assert _verdicts(_flares(SHARED_X), "The stars drop with mass.", "trend") == ["contradicted"]
    assert _verdicts(_flares(SHARED_X + "; " + UNREAD), "The stars drop with mass.", "trend") == ["unverifiable"]


def test_a_note_on_the_marker_sets_own_colours_keeps_the_doubt():
    own = SHARED_X.replace("dots coloured", "teal stars coloured")
    assert _verdicts(_flares(own), "The stars drop with mass.", "trend") == ["unverifiable"]


def _runs(notes: str | None, both: bool = True) -> Figure:
    """Named series of markers over x, each with every marker in its points: Run A rises to 4.0 at step 4 (two
    markers at step 3), Run B falls."""
    points = [[[1.0, 1.0], [2.0, 2.0], [3.0, 3.0], [3.0, 3.2], [4.0, 4.0]], [[1.0, 4.0], [2.0, 3.0], [3.0, 2.0], [4.0, 1.0]]]
    styles = [SeriesStyle(color="red", marker="circle", mark="marker"), SeriesStyle(color="blue", marker="square", mark="marker")]
    n = 2 if both else 1
    table = Table(rows=["Run A", "Run B"][:n], columns=[1.0, 2.0, 3.0, 4.0],
                  values=[[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0]][:n], points=points[:n], styles=styles[:n])
    panel = Panel(title="main panel", x=Axis(label="Step", range=(1.0, 4.0)), y=Axis(label="Loss", range=(0.0, 5.0)),
                  data=table, notes=notes)
    return Figure(id="runs", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


_SHARED = "1 marker(s) share an x value with another of their series; the table keeps the first, the points every marker"


def _extremes(fig: Figure, sentence: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, "### Key Observations\n- " + sentence + "\n").claims
            if c.kind == "extremum"]


def test_shared_x_notes_leave_the_extreme_of_a_named_series_certain():
    assert _extremes(_runs(_SHARED), "Run A reaches its maximum of ~4.0 at step ≈ 1.") == ["contradicted"]
    assert _extremes(_runs(_SHARED + "; " + UNREAD), "Run A reaches its maximum of ~4.0 at step ≈ 1.") == ["unverifiable"]


def test_the_note_on_unknown_cells_of_a_column_of_markers_withholds_nothing_from_the_points():
    note = shared_note(2)  # the reader's own words for cells where several markers share an x
    assert _extremes(_runs(note), "Run A reaches its maximum of ~4.0 at step ≈ 1.") == ["contradicted"]
    assert _extremes(_runs(note, both=False), "The curve reaches its maximum of ~4.0 at step ≈ 1.") == ["unverifiable"]


def test_shared_x_notes_keep_the_doubt_on_a_series_taken_by_guess():
    # "the curve" names no series: the panel's only one is taken, and that guess is not certain
    assert _extremes(_runs(None, both=False), "The curve reaches its maximum of ~4.0 at step ≈ 1.") == ["contradicted"]
    assert _extremes(_runs(_SHARED, both=False), "The curve reaches its maximum of ~4.0 at step ≈ 1.") == ["unverifiable"]
