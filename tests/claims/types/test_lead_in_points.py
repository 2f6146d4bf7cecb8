"""Points given under a lead-in that names their series: a bold lead-in names one series (by legend text or look) and
the bullets or the table under it give that series' markers as bare coordinates, each number with its axis' name
("- ~900 nodes, ~3.3×10⁴ edges") or under a header naming the two axes ("| Nodes | Edges |"). Each point is read on
the lead-in's series; a lead-in naming no series, or names that do not tell x from y, give no claim."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

# two series of markers on log axes, far apart in x so that each bullet's x names one marker
_POINTS = {"Social": [(200.0, 8.0e4), (3000.0, 2.5e4), (9.0e5, 2.4e7)],
           "Information": [(900.0, 3.4e4), (16000.0, 2.3e6), (1.4e5, 3.0e6)]}


def _fig() -> Figure:
    xs = sorted({x for pts in _POINTS.values() for x, _ in pts})
    values = [[dict(pts).get(x) for x in xs] for pts in _POINTS.values()]
    table = Table(rows=list(_POINTS), columns=xs, values=values, points=[list(p) for p in _POINTS.values()],
                  styles=[SeriesStyle(color="blue", marker="circle"), SeriesStyle(color="orange", marker="cross")])
    panel = Panel(title="main", x=Axis(label="Number of nodes", scale="log", range=(100.0, 3.0e6)),
                  y=Axis(label="Number of edges", scale="log", range=(1.0e4, 4.0e7)), data=table)
    return Figure(id="networks", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str) -> list[tuple[str, str, str]]:
    """(verdict, series, the words read) of every value claim of ``text`` under a Detailed Analysis heading."""
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, str(c.row), full[c.start:c.end]) for c in evaluate_text(_fig(), full).claims
            if c.kind == "value"]


def test_bullets_of_bare_coordinates_are_points_of_the_lead_ins_series():
    text = ("**Information (orange crosses), 3 networks:**\n- ~900 nodes, ~3.4×10⁴ edges\n"
            "- ~16,000 nodes, ~2.2×10⁶ edges, well above the other points of its size\n"
            "- ~140,000 nodes, ~3×10⁶ edges\n")
    assert [(v, s) for v, s, _ in _values(text)] == [("supported", "Information")] * 3


def test_a_misread_coordinate_under_the_lead_in_is_contradicted():
    text = "**Information (orange crosses):**\n- ~900 nodes, ~3.4×10⁴ edges\n- ~16,000 nodes, ~3×10⁵ edges\n"
    assert [v for v, _, _ in _values(text)] == ["supported", "contradicted"]


def test_the_y_may_come_first_and_the_series_may_be_named_by_its_look_alone():
    text = "**Blue circles:**\n- ~8×10⁴ edges and ~200 nodes\n- ~2.4×10⁷ edges, ~9×10⁵ nodes\n" \
           "- ~2.4×10⁷ edges at ~9×10⁵ nodes\n- ~200 nodes with ~8×10⁴ edges\n"
    assert [(v, s) for v, s, _ in _values(text)] == [("supported", "Social")] * 4
    assert [v for v, _, _ in _values(text.replace("~200 nodes", "~3,000 nodes"))] == [
        "contradicted", "supported", "supported", "contradicted"]


def test_no_claim_without_one_series_or_without_both_axes_named():
    assert _values("**Both domains:**\n- ~900 nodes, ~3.4×10⁴ edges\n") == []  # no series named
    assert _values("**Social and Information:**\n- ~900 nodes, ~3.4×10⁴ edges\n") == []  # two named
    assert _values("**Information (orange crosses):**\n- ~900 nodes, ~3.4×10⁴ links\n") == []  # "links": no axis
    assert _values("**Information (orange crosses):**\n- ~900 nodes, ~16,000 nodes\n") == []  # x twice


def test_a_bullet_of_another_kind_ends_the_run_a_sentence_leads():
    # a bold lead-in scopes every item of its list that speaks of nothing else (claims.list_items); a plain
    # sentence scopes only the run of readings right under it
    items = "\n- The points are scattered widely.\n- ~16,000 nodes, ~2.3×10⁶ edges\n"
    assert _values("The Information networks (orange crosses) are few." + items) == []
    assert [v for v, _, _ in _values("**Information (orange crosses):**" + items)] != []


def test_a_table_of_points_under_a_lead_in_is_read_on_its_series():
    text = ("**Social (blue circles), 3 networks:**\n\n| Nodes (approx.) | Edges (approx.) |\n|---|---|\n"
            "| 200 | 8×10⁴ |\n| 3,000 | 2.5×10⁴ |\n| 900,000 | 2.4×10⁷ |\n")
    assert [(v, s) for v, s, _ in _values(text)] == [("supported", "Social")] * 3


def test_a_table_of_points_under_no_single_series_gives_no_claim():
    table = "| Nodes | Edges |\n|---|---|\n| 200 | 8×10⁴ |\n| 900 | 3.4×10⁴ |\n"
    assert _values("**All networks:**\n\n" + table) == []
    assert _values("**Social and Information networks:**\n" + table) == []
    assert _values("### Points\n" + table) == []


def test_the_x_reading_window_of_a_table_row_on_a_log_axis_is_a_share_of_its_decades():
    # ~2,800 nodes reads the marker at 3,000 (2.5×10⁴ edges); a linear window (a fortieth of 3×10⁶) would reach 200
    text = "**Social (blue circles):**\n\n| Nodes | Edges |\n|---|---|\n| 2,800 | 8×10⁴ |\n| 2,800 | 2.5×10⁴ |\n"
    assert [v for v, _, _ in _values(text)] == ["contradicted", "supported"]


def test_a_pair_led_by_its_series_on_a_scatter_of_recorded_markers_is_judged():
    # the marker check reads the x's printed digits: the led form ("- Information: ...") carries them too
    fig = _fig()
    fig.panels[0].x.label, fig.panels[0].y.label = "N", "E"
    full = "### Detailed Analysis\n- Information: N ≈ 16000, E ≈ 2.3×10⁶\n- Social: N ≈ 3000, E ≈ 2.3×10⁶\n"
    assert [c.verdict for c in evaluate_text(fig, full).claims if c.kind == "value"] == ["supported", "contradicted"]
