"""The ground-truth record: a figure, its panels, and each panel's data as a labelled table.

Every panel is a table: row keys x column keys -> values. A heatmap's rows are its y ticks (top to
bottom, as printed) and its columns its x ticks (left to right); a bar or line chart's rows are its
series (legend entries) and its columns its categories (x). ``None`` marks a value that is not known:
claims about it are unverifiable, never right or wrong.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PrivateAttr

from vlmeval.groundtruth.kinds import check_chart_kind

FIGURE_ID_PATTERN = r"^[a-z0-9][a-z0-9._-]*$"  # lower case: look-ups compare ids in lower case (load.canonical_id)

SCHEMA_VERSION = 2
"""2 added what a table's values are in (``Table.unit``, ``Table.scale``), how a panel's values were read and how
closely (``Panel.values_read``, ``Panel.value_tolerance``, ``Panel.notes``) and the source file and caption, and
since then a second value axis (twin y axes): ``Panel.y2`` and the rows read against it, ``Panel.y2_series``
(absent: every row is on ``y``), and where a figure file came from (``Source.repo``, ``commit``, ``licence``,
``copyright``, ``venue``) with how its values were checked against that repository's data (``Source.comparison``),
and what a reader sees and what a record leaves out: a series' look (``Table.styles``), a panel's printed letter and
grid place (``Panel.letter``, ``Panel.position``), every scatter marker (``Table.points``), values as printed where
they differ from the drawn ones (``Table.printed``), the parts of a panel that were not read (``Panel.unread``) and
the record's review against its figure (``Source.review``), and where a panel sits in its image with its axes'
calibration there (``Panel.placement``), and the title printed over a legend (``Table.legend_title``).
Records of version 1 read unchanged: every new field is optional."""

# A registered chart kind (vlmeval.groundtruth.kinds): heatmap, bar, line, scatter, density, or one added since.
ChartKind = Annotated[str, AfterValidator(check_chart_kind)]
AxisScale = Literal["linear", "log", "sqrt", "categorical", "time"]  # sqrt: drawn against the values' square root
Key = int | float | str


def numeric_keys(keys: Iterable[Key] | None) -> list[float]:
    """The numbers among ``keys`` (ticks, rows, columns) in ascending order; names are left out (and booleans,
    which JSON records never mean as numbers)."""
    return sorted(float(k) for k in keys or () if isinstance(k, (int, float)) and not isinstance(k, bool))
"""A row or column key: a tick value (3000, 0.1) or a category/series name ("AIME24")."""


class Strict(BaseModel):
    """Base for ground-truth records: unknown fields are errors and NaN/inf are rejected."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


class Comparison(Strict):
    """What a record's read values were checked against: the repository's own data for the figure."""

    data: str = Field(description="The data file(s) in the repository, with how a value was looked up in them.")
    compared: int = Field(ge=0, description="Read values compared with the data.")
    largest_difference: float | None = Field(
        default=None, ge=0, description="The largest absolute difference among the values that agreed (None: none compared).")
    left_unknown: int = Field(default=0, ge=0, description="Read values that disagreed with the data beyond the panel's "
                                                           "value_tolerance: set to null in the record, never corrected.")


class Review(Strict):
    """A person's (or a reviewer's) check of a record drawn over its own figure (``vlmeval gt overlay``)."""

    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$", description="When the record was reviewed (YYYY-MM-DD).")
    checked: str = Field(description="What was checked: values, axis calibration, names, panels.")
    unread: str | None = Field(default=None, description="What the record still leaves out, in words; None: nothing.")


class Source(Strict):
    title: str | None = None
    arxiv_id: str | None = None
    figure_label: str | None = None
    url: str | None = None
    file: str | None = Field(default=None, description="The document the record was read from (a PDF, a CSV).")
    page: int | None = Field(default=None, ge=1, description="Page of that document, from 1.")
    caption: str | None = Field(default=None, description="The figure's caption in its paper.")
    venue: str | None = Field(default=None, description="Where the paper was published (journal, conference).")
    repo: str | None = Field(default=None, description="Public repository the figure file is from ('owner/name').")
    commit: str | None = Field(default=None, pattern=r"^[0-9a-f]{40}$", description="The repository commit it was taken at.")
    licence: str | None = Field(default=None, description="The repository's licence at that commit (SPDX id).")
    copyright: str | None = Field(default=None, description="The copyright line of that licence.")
    comparison: Comparison | None = Field(default=None, description="How the read values were checked against "
                                                                    "the repository's data; None: it holds none.")
    review: Review | None = Field(default=None, description="The record's review over its figure; None: not reviewed.")


class ImageRef(Strict):
    path: str = Field(description="Image file, relative to the figure's JSON file.")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    rerendered: bool = Field(
        default=False, description="True when the image was drawn from the data, not the original."
    )


class Layout(Strict):
    rows: int = Field(ge=1)
    cols: int = Field(ge=1)
    shared_colorbar: bool = False


class Axis(Strict):
    label: str | None = None
    ticks: list[Key] | None = Field(
        default=None, description="Tick labels or categories in axis order (x: left to right, y: bottom to top)."
    )
    unit: str | None = None
    scale: AxisScale = "linear"
    range: tuple[float, float] | None = None


class Colorbar(Strict):
    label: str | None = None
    range: tuple[float, float] | None = None
    ticks: list[float] | None = None


LineStyle = Literal["solid", "dashed", "dotted", "dashdot"]
MarkerShape = Literal["circle", "square", "triangle", "triangle_down", "diamond", "star", "plus", "cross",
                      "pentagon", "hexagon", "point"]


class SeriesStyle(Strict):
    """How a series looks, in the words a reader uses for it ("blue dashed line with circles", "red bars")."""

    color: str | None = Field(default=None, description="A plain colour name: 'blue', 'orange', 'dark green', 'grey'.")
    line: LineStyle | None = Field(default=None, description="Line style; None: no line (markers or bars only).")
    marker: MarkerShape | None = Field(default=None, description="Marker shape; None: no markers.")
    mark: Literal["line", "bar", "marker", "area"] | None = Field(default=None, description="What is drawn.")


class UnreadPart(Strict):
    """A part of a panel that the record does not hold: claims about it are unverifiable, with this reason."""

    # kinds drawn over the data that hold no marker and no row or column of values (lines, bands, printed notes)
    WITHOUT_VALUES: ClassVar[tuple[str, ...]] = ("reference_line", "band", "annotation", "fit", "error_bars")

    kind: Literal["band", "histogram", "kde", "inset", "image", "annotation", "reference_line", "error_bars",
                  "fit", "other"]
    note: str | None = Field(default=None, description="Which part, in words ('shaded 1-sigma band of the fit').")


class Placement(Strict):
    """Where a panel's plot area is drawn in the figure's image, and the axis calibration there: what ``gt overlay``
    needs to draw the record over its figure. Places are fractions of the image's width and height from its top left
    (0..1), so every rendering of the page maps alike; a value v on a linear axis sits at
    ``left + (v - x_edges[0]) / (x_edges[1] - x_edges[0]) * (right - left)`` (log axes: the same in log10)."""

    box: tuple[float, float, float, float] = Field(description="The plot area: left, top, right, bottom (0..1).")
    x_edges: tuple[float, float] | None = Field(
        default=None, description="The x values at the left and right edges of the box (a time axis: days since "
                                  "1970-01-01); None: x is a category axis.")
    y_edges: tuple[float, float] | None = Field(
        default=None, description="The y values at the bottom and top edges of the box; None: y is not a number axis.")
    y2_edges: tuple[float, float] | None = Field(default=None, description="The same for the right (y2) axis.")
    x_ticks: list[float] | None = Field(
        default=None, description="Where each of ``Panel.x.ticks`` is drawn (0..1 of the width), in their order.")
    y_ticks: list[float] | None = Field(
        default=None, description="Where each of ``Panel.y.ticks`` is drawn (0..1 of the height), in their order.")


class Table(Strict):
    rows: list[Key] = Field(description="Row keys: heatmap y ticks top to bottom, or series names.")
    columns: list[Key] = Field(description="Column keys: heatmap x ticks left to right, or categories.")
    values: list[list[float | None]]
    row_label: str | None = Field(default=None, description="What the rows are (e.g. the y axis label).")
    column_label: str | None = None
    columns_on: Literal["y"] | None = Field(
        default=None, description="'y' when the columns are places along the y axis and the values are read on x "
                                  "(a histogram or curve laid on its side); None: the usual (columns along x, or the "
                                  "categories of horizontal bars, told by their categorical y axis).")
    decimals: int | None = Field(default=None, ge=0, le=12, description="Printed precision of the values.")
    errors: list[list[float | None]] | None = Field(
        default=None, description="Error-bar half-widths (value ± error), same shape as values; None: no error bars."
    )
    unit: str | None = Field(default=None, description="What the values are in, as printed: '%', 'U.S. dollars', "
                                                        "'followers', 'per 1,000 live births'.")
    scale: float | None = Field(default=None, gt=0, description="What one unit of a value stands for: 1e6 for a "
                                                                 "table 'in millions' (7.8 means 7,800,000); None: 1.")
    styles: list[SeriesStyle | None] | None = Field(
        default=None, description="How each row (series) looks, in row order; None: not recorded.")
    legend_title: str | None = Field(
        default=None, description="The title printed over (or before) the legend of the rows ('Autoantigen' over "
                                  "'No' and 'Yes'): it names the legend, not a series. None: no title, or not known.")
    points: list[list[tuple[float, float]]] | None = Field(
        default=None, description="Scatter: every marker of each row (series) as (x, y), in row order; the values "
                                  "table may summarise them, these are what was drawn. None: not a point set.")
    printed: list[list[float | None]] | None = Field(
        default=None, description="Values as printed on the figure where they differ from the drawn ones (signed "
                                  "labels over bars drawn as magnitudes), same shape as values; a stated number "
                                  "matching either is right. None: the printed values are the values.")

    def known_cells(self) -> int:
        return sum(v is not None for row in self.values for v in row)


class TrendLine(Strict):
    """A fitted line drawn over the data: y = intercept + slope * x, with x as log10(x) on a log x axis."""

    slope: float
    intercept: float
    x_transform: Literal["identity", "log10"] = "identity"
    r2: float | None = Field(default=None, description="Coefficient of determination of the fit.")
    label: str | None = Field(default=None, description="Legend entry of the line, as printed.")


class Curve(Strict):
    """A curve drawn over the panel's data but not one of its table's series: a fitted or model curve among a
    scatter's markers, a density curve over a histogram's bars. Its vertices as drawn, in the axes' units."""

    name: str = Field(description="Its legend entry as printed, or its look ('black line', 'first orange line').")
    style: SeriesStyle | None = None
    over: Literal["markers", "bars"] = Field(description="What it is drawn over: a scatter's markers, or bars.")
    points: list[tuple[float, float]] = Field(
        min_length=2, description="(x, y) of its vertices inside the plot area, in drawing order; a dense curve is "
                                  "thinned to MAX_POINTS, keeping its ends and every turn (each peak and trough).")


class Panel(Strict):
    title: str
    x: Axis = Field(default_factory=Axis)
    y: Axis = Field(default_factory=Axis)
    y2: Axis | None = Field(default=None, description="A second value axis (twin y axes, drawn on the right).")
    y2_series: list[Key] | None = Field(
        default=None, description="Rows (series) whose values are on the y2 axis; every other row is on y.")
    colorbar: Colorbar | None = None
    data: Table | None = Field(default=None, description="None: only the panel's structure is known.")
    values_printed: bool = Field(default=False, description="Values are written on the figure (annotated).")
    stacked: bool = Field(default=False, description="Bar chart: the series are stacked segments of one bar per column.")
    fit: TrendLine | None = Field(default=None, description="A fitted trend line drawn over the points.")
    curves: list[Curve] | None = Field(default=None, description="Curves drawn over the data and not in the table "
                                                                 "(a fit or model curve, a density curve).")
    confidence: str | None = None
    values_read: Literal["given", "printed", "geometry", "raster"] | None = Field(
        default=None, description="How the values were obtained: given as data (CSV, hand-written), taken as printed "
                                  "on the figure, read from vector geometry through the axis mapping, or sampled "
                                  "from an embedded raster through the colorbar. None: not said (given).")
    value_tolerance: float | None = Field(
        default=None, ge=0, description="Absolute uncertainty of each value from how it was read (in the values' "
                                        "units); scoring accepts a stated number within it. None: the printed precision.")
    notes: str | None = Field(default=None, description="What could not be read, and why.")
    letter: str | None = Field(default=None, description="The panel's printed letter, as printed: '(a)', 'b'.")
    position: tuple[int, int] | None = Field(
        default=None, description="(row, column) of the panel in the figure's layout grid, from 0, top left first; "
                                  "None: not known, or an inset (drawn in its panel's cell, no cell of its own).")
    unread: list[UnreadPart] | None = Field(
        default=None, description="Parts of the panel the record does not hold (a band, a histogram, an "
                                          "inset): claims about them are unverifiable with that reason.")
    placement: Placement | None = Field(
        default=None, description="Where the panel is drawn in the figure's image and its axes' calibration there "
                                  "(for ``gt overlay``); None: not known (a record not read from its image).")
    texts: list[str] | None = Field(
        default=None, description="Text printed inside the plot area that is no tick, axis label, legend entry, title "
                                  "or letter (annotations, labels of regions), top to bottom; None: not read.")
    unplotted: list[Key] | None = Field(
        default=None, description="Series of the source table that the chart does not plot (a chart of one column of "
                                  "a wider table): a sentence about one of them is out of the chart.")


class Figure(Strict):
    schema_version: int = SCHEMA_VERSION
    id: str = Field(pattern=FIGURE_ID_PATTERN)
    title: str | None = None
    source: Source | None = None
    image: ImageRef | None = None
    kind: ChartKind
    layout: Layout
    panels: list[Panel] = Field(min_length=1)
    metric: str | None = Field(default=None, description="What the values measure, e.g. 'Pass@1'.")
    extras: list[str] = Field(default_factory=list, description="Other marks: 'parity line y = x', ...")
    tags: dict[str, str | int | float | bool] = Field(default_factory=dict, description="Difficulty tags.")
    suite: str | None = None
    notes: str | None = None
    _derived: dict[str, Any] = PrivateAttr(default_factory=dict)  # see groundtruth.facts.derived

    def panel(self, title: str) -> Panel:
        for p in self.panels:
            if p.title == title:
                return p
        raise KeyError(title)

    def known_cells(self) -> int:
        return sum(p.data.known_cells() for p in self.panels if p.data is not None)
