"""A series named by its marker shape alone ("the circles reach ~25.7 at 5000", "circle ~11.9, square ~35.8"):
when the record holds each series' look (``Table.styles``) and one series is drawn with that shape, the name is
that series for every reader that resolves series names (``claims.xy_readings.named_series``). Before, a shape
without a colour named nothing, so the reading was dropped. A shape two series share, a colour no series is
drawn in, and the words that are as often the data ("dots", "points", "crosses", "stars") name none."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts
from vlmeval.claims.series_styles import by_shape
from vlmeval.groundtruth.schema import SeriesStyle

RUNTIME = "spectrum-anomaly-runtime"  # DBSCAN-U blue crosses, OCSVM orange circles, DBSCAN-AE green squares
MSE = "mining-gold-model-comparison"  # five series, all drawn with circles


def _values(figure_id: str, bullet: str) -> list[str]:
    return verdicts(figure_id, section("Detailed Analysis", bullet), "value")


@pytest.mark.parametrize("right, wrong", [
    ("* The circles reach about 25.7 sec at 5000 samples.", "* The circles reach about 60 sec at 5000 samples."),
    ("* The squares sit near 119.5 sec at 5000 samples.", "* The squares sit near 25.7 sec at 5000 samples."),
])
def test_a_series_named_by_its_shape_is_read(right, wrong):
    assert _values(RUNTIME, right) == ["supported"]
    assert _values(RUNTIME, wrong) == ["contradicted"]


@pytest.mark.parametrize("figure_id, bullet", [
    (MSE, "* The circles sit near 0.05 at 2000 samples."),  # every series is drawn with circles
    (RUNTIME, "* The red circles reach about 60 sec at 5000 samples."),  # no series is drawn in red
    (RUNTIME, "* The crosses reach about 60 sec at 5000 samples."),  # "crosses" is as often a verb
    (RUNTIME, "* The points reach about 60 sec at 5000 samples."),  # "points" is as often the data
])
def test_a_shape_that_names_no_one_series_gives_no_reading(figure_id, bullet):
    assert _values(figure_id, bullet) == []


def test_triangles_pointing_down_are_triangles():
    styles = [SeriesStyle(color="blue", marker="triangle_down"), SeriesStyle(color="red", marker="circle")]
    assert by_shape(styles, "the triangles sit near 148") == [0]
    assert by_shape(styles, "the diamonds sit near 148") == []
