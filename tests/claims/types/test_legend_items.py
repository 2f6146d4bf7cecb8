"""A legend written one entry a line ("1. ROLR: crimson solid line", '- navy line with circle: "res 1"') or in a
table's legend cell: two series given each other's looks are a swap (claims.types.legend_items); the colours a
look names are matched by family, several at once ("cyan/turquoise") and black among them
(claims.described_keys.look_fits)."""

from __future__ import annotations

from vlmeval.claims.described_keys import look_fits
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig(styles: list[SeriesStyle], rows: list[str] | None = None) -> Figure:
    rows = rows or ["ROLR", "RASCAL", "NDE"][:len(styles)]
    table = Table(rows=rows, columns=[1.0, 2.0, 3.0], values=[[1.0 + i, 2.0, 3.0 - i] for i in range(len(rows))],
                  styles=styles)
    panel = Panel(title="main panel", x=Axis(label="N"), y=Axis(label="MSE"), data=table)
    return Figure(id="legend-list", kind="line", layout=Layout(rows=1, cols=1), panels=[panel], metric="MSE")


_THREE = [SeriesStyle(color="cyan", line="solid"), SeriesStyle(color="red", line="solid"),
          SeriesStyle(color="grey", line="solid")]


def _verdicts(fig: Figure, text: str) -> dict[str, str]:
    """The verdict of each legend claim, by the text it spans."""
    scored = evaluate_text(fig, "### Components/Axes\n" + text)
    return {c.text: c.verdict for c in scored.claims if c.kind == "label" and ":" in (c.text or "")}


def test_two_series_given_each_others_looks_in_a_numbered_list_are_a_swap():
    text = "**Legend (lower left)**\n1. ROLR: crimson solid line\n2. RASCAL: cyan/turquoise solid line\n3. NDE: grey solid line\n"
    got = _verdicts(_fig(_THREE), text)
    assert got["ROLR: crimson solid line"] == "contradicted"
    assert got["RASCAL: cyan/turquoise solid line"] == "contradicted"
    assert got["NDE: grey solid line"] == "supported"
    right = text.replace("ROLR: crimson", "ROLR: cyan").replace("RASCAL: cyan/turquoise", "RASCAL: red")
    assert set(_verdicts(_fig(_THREE), right).values()) == {"supported"}


def test_a_look_first_entry_with_a_quoted_name_is_read():
    styles = [SeriesStyle(color="green", line="solid", marker="circle"),
              SeriesStyle(color="dark blue", line="solid", marker="circle")]
    fig = _fig(styles, ["res 1", "res 1/8"])
    text = '- **Legend:**\n  - navy line with circle: "res 1"\n  - green line with circle: "res 1/8"\n'
    assert set(_verdicts(fig, text).values()) == {"contradicted"}
    assert set(_verdicts(fig, text.replace("navy", "X").replace("green", "navy").replace("X", "green")).values()) \
        == {"supported"}


def test_a_look_of_another_series_with_no_swap_back_is_left_unverifiable():
    # "blue" for a purple series beside a blue one may be the colour named loosely: no verdict without the swap
    styles = [SeriesStyle(color="purple", line="solid"), SeriesStyle(color="blue", line="solid")]
    got = _verdicts(_fig(styles), "1. ROLR: blue solid line\n2. RASCAL: dark blue solid line\n")
    assert got["ROLR: blue solid line"] == "unverifiable"


def test_prose_after_a_series_name_is_no_look():
    got = _verdicts(_fig(_THREE), "- ROLR: rises from 0.1 to 0.3\n- RASCAL: the red line, lowest at the end\n")
    assert not any(v == "contradicted" for v in got.values())
    assert "ROLR: rises from 0.1 to 0.3" not in got


def test_a_tables_legend_cell_is_read_as_a_legend_line():
    styles = [SeriesStyle(color="blue", mark="bar"), SeriesStyle(color="orange", mark="bar")]
    fig = _fig(styles, ["sockperf", "iperf3"])
    table = "| Element | Description |\n|---|---|\n| Legend | top right: sockperf (light orange), iperf3 (light blue) |\n"
    verdicts = [c.verdict for c in evaluate_text(fig, "### Components/Axes\n" + table).claims if c.kind == "label"]
    assert "contradicted" in verdicts
    fixed = table.replace("light orange", "X").replace("light blue", "light orange").replace("X", "light blue")
    assert "contradicted" not in [c.verdict for c in evaluate_text(fig, fixed).claims if c.kind == "label"]


def test_several_colours_fit_when_one_shares_the_recorded_family():
    assert look_fits(SeriesStyle(color="cyan"), "cyan/turquoise solid line")
    assert look_fits(SeriesStyle(color="orange"), "orange/salmon circles")
    assert not look_fits(SeriesStyle(color="black"), "orange/salmon circles")
    assert not look_fits(SeriesStyle(color="blue"), "red/pink circles")


def test_black_is_a_colour_a_look_may_conflict_with():
    assert not look_fits(SeriesStyle(color="orange"), "black circles with error bars")
    assert not look_fits(SeriesStyle(color="black"), "orange circles")
    assert look_fits(SeriesStyle(color="black"), "black circles")
    assert look_fits(SeriesStyle(color="dark grey"), "black line")  # a dark grey is read as black
    assert look_fits(SeriesStyle(color="orange"), "orange circles with black edges")


def _invented(fig: Figure, text: str) -> list[str]:
    """The texts of the legend claims called invented series."""
    scored = evaluate_text(fig, "### Components/Axes\n" + text)
    return [c.text for c in scored.claims if c.kind == "label" and c.error_type == "hallucination"]


LISTED = "- ROLR: cyan solid line\n- RASCAL: red solid line\n- NDE: grey solid line\n"


def test_a_listed_line_naming_no_series_with_a_look_none_has_is_an_invented_series():
    for extra in ("- Oracle: green dashed line\n", "- magenta dotted line = Oracle\n",
                  '- purple line with squares: "Oracle"\n'):
        assert len(_invented(_fig(_THREE), LISTED + extra)) == 1, extra
    # a look a series has, a list of too few known entries, or a record that may lack a look: no verdict
    assert _invented(_fig(_THREE), LISTED + "- Oracle: grey solid line\n") == []
    assert _invented(_fig(_THREE), "- ROLR: cyan solid line\n- Oracle: green dashed line\n") == []
    unstyled = _fig([SeriesStyle(color="cyan", line="solid"), SeriesStyle(color="red", line="solid"), None])
    assert _invented(unstyled, LISTED + "- Oracle: green dashed line\n") == []
