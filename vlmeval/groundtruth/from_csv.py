"""Ground truth from a data table: a CSV with a date or category column and one or more value columns.

Two layouts are read:

* plain CSV: a header row, then data rows;
* the quintd/OWID layout: ``# key: value`` header lines (country, title, description, unit) before it.

The first column holds the x keys (dates, years, quarters, months or category names); every other column
(or those picked with ``series``) is one series. In the figure record the rows are the series and the
columns the x keys, as for every bar or line chart. Values may carry thousands separators, a percent sign
or a unit suffix (``12.5%``, ``1,234``, ``3.4k``, ``2.1M``, ``5 per hundred``); an empty cell is an unknown
value. The printed precision (``decimals``) is the most decimals written in any value.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

from vlmeval.dates import YEAR, fiscal_key, month_number, short_year_key, strip_marker
from vlmeval.groundtruth.load import sha256_file
from vlmeval.groundtruth.table_units import read_unit_scale
from vlmeval.groundtruth.kinds import CHART_KINDS, chart_kind
from vlmeval.groundtruth.schema import Axis, Figure, ImageRef, Layout, Panel, Source, Table

class CsvError(ValueError):
    """A table that cannot become a figure: names the file, the line and the fix."""

    def __init__(self, file: Path, line: int | None, message: str, fix: str):
        self.file, self.line, self.message, self.fix = file, line, message, fix
        where = f"{file}:{line}" if line else str(file)
        super().__init__(f"{where}: {message} (fix: {fix})")


@dataclass
class CsvTable:
    """A table as read from disk, before it becomes a figure."""

    file: Path
    meta: dict[str, str]  # the ``# key: value`` header lines, keys lower-case
    header: list[str]
    keys: list[str]  # first column, as written
    columns: dict[str, list[str]]  # value column name -> cells as written
    lines: list[int] = field(default_factory=list)  # 1-based file line of each data row


# --- x keys -------------------------------------------------------------------------------------------

_ISO_DAY = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$")
_ISO_MONTH = re.compile(r"^(\d{4})-(\d{1,2})$")
_YEAR = re.compile(r"^(\d{4})$")
_QUARTER = re.compile(r"^(?:Q([1-4])[\s-]*(\d{4})|(\d{4})[\s-]*Q([1-4]))$", re.I)
_MONTH_YEAR = re.compile(r"^([A-Za-z]+)\.?\s+(\d{4})$")
_MONTH_DAY_YEAR = re.compile(r"^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$")
_DAY_MONTH_YEAR = re.compile(r"^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$")
_SLASH_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")


def normalize_key(text: str) -> int | str | None:
    """An x key in canonical form: a year as int, a day ``YYYY-MM-DD``, a month ``YYYY-MM``, a quarter
    ``YYYY-Qn``, a fiscal year ``YYYY/YY``; None when the text is not a date (a category name). A trailing
    ``*`` (Statista's forecast or preliminary marker: ``2025*``) is not part of the date."""
    s, _ = strip_marker(text)
    if m := _ISO_DAY.match(s):
        return _day(int(m[1]), int(m[2]), int(m[3]))
    if m := _ISO_MONTH.match(s):
        return f"{int(m[1]):04d}-{int(m[2]):02d}" if 1 <= int(m[2]) <= 12 else None
    if m := _YEAR.match(s):
        return int(m[1])
    if m := _QUARTER.match(s):
        q, y = (m[1], m[2]) if m[1] else (m[4], m[3])
        return f"{int(y):04d}-Q{q}"
    if (m := _MONTH_YEAR.match(s)) and (month := month_number(m[1])):
        return f"{int(m[2]):04d}-{month:02d}"
    if (m := _MONTH_DAY_YEAR.match(s)) and (month := month_number(m[1])):
        return _day(int(m[3]), month, int(m[2]))
    if (m := _DAY_MONTH_YEAR.match(s)) and (month := month_number(m[2])):
        return _day(int(m[3]), month, int(m[1]))
    if m := _SLASH_DATE.match(s):  # month/day/year, the US order used by spreadsheet exports
        return _day(int(m[3]), int(m[1]), int(m[2]))
    return fiscal_key(s) or short_year_key(s)  # "2010/11", "FY17"; "Q3 '19", "Oct '21", "17/18"


def _day(year: int, month: int, day: int) -> str | None:
    import datetime as dt

    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


# --- values -------------------------------------------------------------------------------------------

_VALUE = re.compile(
    r"^(?P<sign>[-+−])?\s*(?P<cur>[$€£])?\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)\s*"
    r"(?P<unit>%|k|K|thousand|M|m|million|mn|B|bn|billion|per\s+(?:hundred|thousand|million|100|1,?000|1,?000,?000))?\s*$"
)
_SCALE = {"k": 1e3, "K": 1e3, "thousand": 1e3, "M": 1e6, "m": 1e6, "million": 1e6, "mn": 1e6,
          "B": 1e9, "bn": 1e9, "billion": 1e9}


@dataclass(frozen=True)
class ParsedValue:
    value: float | None
    decimals: int  # decimals as written (after scaling by k/M the record keeps the written precision)
    unit: str | None  # "%", "k", "M", "per hundred", ...


def parse_value(text: str) -> ParsedValue | None:
    """A cell as a number; ``ParsedValue(None, ...)`` for an empty cell; None when it is not a number."""
    s = text.strip()
    if s in {"", "-", "–", "NA", "N/A", "n/a", "NaN", "nan", "null", "None", ".."}:
        return ParsedValue(None, 0, None)
    m = _VALUE.match(s)
    if not m:
        return None
    digits = m["num"].replace(",", "")
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    value = float(digits)
    unit = m["unit"]
    if unit in _SCALE:
        value *= _SCALE[unit]
        decimals = max(0, decimals - {1e3: 3, 1e6: 6, 1e9: 9}[_SCALE[unit]])
    if m["sign"] in {"-", "−"}:
        value = -value
    if unit and unit.startswith("per"):
        unit = "per " + unit.split()[-1]
    return ParsedValue(value, decimals, unit)


# --- reading ------------------------------------------------------------------------------------------

_META = re.compile(r"^#\s*([A-Za-z_ ]+?)\s*:\s*(.*)$")


def read_csv_table(path: Path) -> CsvTable:
    """Read a plain or ``#``-header CSV; raise CsvError naming the line and the fix."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise CsvError(path, None, "no such file", "pass the path of a CSV file") from None
    except UnicodeDecodeError as e:
        raise CsvError(path, None, f"not UTF-8 text ({e.reason})", "save the table as UTF-8 CSV") from None
    return read_csv_text(text, path)


def read_csv_text(text: str, path: Path) -> CsvTable:
    """Read CSV text (``path`` names it in errors); raise CsvError naming the line and the fix."""
    meta: dict[str, str] = {}
    body: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not body and line.lstrip().startswith("#"):
            if m := _META.match(line.strip()):
                meta[m[1].strip().lower()] = m[2].strip()
            continue
        if not body and not line.strip():
            continue
        body.append((number, line))
    if not body:
        raise CsvError(path, None, "no header row and no data", "add a header row (e.g. 'date,value') and data rows")
    dialect = csv.excel_tab if "\t" in body[0][1] and "," not in body[0][1] else csv.excel
    rows = list(csv.reader(io.StringIO("\n".join(line for _, line in body)), dialect))
    header = [h.strip() for h in rows[0]]
    header_line = body[0][0]
    if len(header) < 2:
        raise CsvError(path, header_line, f"header {rows[0]!r} has {len(header)} column(s)",
                       "give a key column (date or category) and at least one value column, separated by commas")
    if any(not h for h in header) or len(set(header)) != len(header):
        raise CsvError(path, header_line, f"header {header!r} has an empty or repeated column name",
                       "give every column a unique name")
    if _looks_like_data(header):
        raise CsvError(path, header_line, f"the first row {header!r} looks like data, not a header",
                       "add a header row naming the columns, e.g. 'date,value'")
    table = CsvTable(path, meta, header, [], {h: [] for h in header[1:]})
    for (number, _), row in zip(body[1:], rows[1:]):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise CsvError(path, number, f"{len(row)} cells for {len(header)} columns",
                           "give every row one cell per header column (quote cells that contain commas)")
        table.keys.append(row[0].strip())
        table.lines.append(number)
        for name, cell in zip(header[1:], row[1:]):
            table.columns[name].append(cell)
    if not table.keys:
        raise CsvError(path, header_line, "a header but no data rows", "add at least one data row")
    return table


def _looks_like_data(header: list[str]) -> bool:
    """A first row of data rather than names. A wide table whose value columns are years under a named key
    column ("region,2015,2016,2017") is a header."""
    first = parse_value(header[1])
    if first is None or first.value is None:
        return False
    years = all(re.fullmatch(rf"{YEAR}\*?", h) for h in header[1:])
    return not (years and normalize_key(header[0]) is None and parse_value(header[0]) is None)


def _keys(table: CsvTable) -> tuple[list[int | str], str]:
    """The x keys in canonical form and the axis scale: dates when every key is a date, else categories."""
    normalized = [normalize_key(k) for k in table.keys]
    if all(k is not None for k in normalized):
        keys: list[int | str] = normalized  # type: ignore[assignment]
        scale = "time"
    else:
        dates = [k is not None for k in normalized]
        if sum(dates) > len(dates) / 2:  # mostly dates: the odd one out is a typo, not a category
            bad = dates.index(False)
            raise CsvError(table.file, table.lines[bad], f"{table.keys[bad]!r} is not a date, unlike the other keys",
                           "write it as YYYY-MM-DD, YYYY-MM, YYYY, 'May 2022' or 'Q2 2021'")
        numbers = [_plain_number(k) for k in table.keys]
        if all(n is not None for n in numbers):
            keys, scale = numbers, "linear"  # a numeric x axis: 1, 2, 4, 8 or 0.1, 0.5
        else:
            keys, scale = list(table.keys), "categorical"
    seen: dict[str, int] = {}
    for i, k in enumerate(keys):
        if str(k) in seen:
            raise CsvError(table.file, table.lines[i], f"key {table.keys[i]!r} repeats line {table.lines[seen[str(k)]]}",
                           "give every date or category one row (one column per series)")
        seen[str(k)] = i
    return keys, scale


def _plain_number(text: str) -> int | float | None:
    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return None
    return int(value) if value.is_integer() else value


def _sort_by_date(keys: list, values: list[list[float | None]]) -> tuple[list, list[list[float | None]]]:
    from vlmeval.groundtruth.series_facts import key_span

    order = sorted(range(len(keys)), key=lambda i: key_span(keys[i])[0])
    return [keys[i] for i in order], [[row[i] for i in order] for row in values]


def figure_from_table(
    table: CsvTable,
    kind: str = "line",
    *,
    title: str | None = None,
    x_label: str | None = None,
    y_label: str | None = None,
    unit: str | None = None,
    series: list[str] | None = None,
    value_column: int | None = None,
    reading_tolerance: float | None = None,
    figure_id: str | None = None,
) -> Figure:
    """Build the figure record (no image) from a table that has been read. ``value_column`` picks the plotted
    column by its 0-based index among the value columns (the key column is not counted). ``reading_tolerance``:
    the chart prints no values, so a describer reads them off the axis; a share of the axis span (0 to the largest
    value) recorded as the panel's ``value_tolerance``."""
    if kind not in CHART_KINDS or not chart_kind(kind).series:  # a table of series: line, bar, or one registered since
        kinds = [k for k, spec in CHART_KINDS.items() if spec.series]
        raise CsvError(table.file, None, f"unknown chart kind {kind!r}", "use " + " or ".join(f"--kind {k}" for k in kinds))
    names = list(table.columns) if not series else series
    if value_column is not None:
        if not 0 <= value_column < len(table.columns):
            raise CsvError(table.file, table.lines[0] - 1 if table.lines else None,
                           f"value column {value_column} is out of range: the table has {len(table.columns)} value "
                           f"column(s) ({', '.join(table.columns)})",
                           f"pick a value column from 0 to {len(table.columns) - 1} (the key column is not counted)")
        names = [list(table.columns)[value_column]]
    for name in names:
        if name not in table.columns:
            raise CsvError(table.file, table.lines[0] - 1 if table.lines else None, f"no column {name!r}",
                           f"pick series among: {', '.join(table.columns)}")
    keys, scale = _keys(table)
    values: list[list[float | None]] = []
    decimals = 0
    units: set[str] = set()
    for name in names:
        row: list[float | None] = []
        for line, cell in zip(table.lines, table.columns[name]):
            parsed = parse_value(cell)
            if parsed is None:
                raise CsvError(table.file, line, f"column {name!r}: {cell!r} is not a number",
                               "write a number (1234.5, 1,234, 12%, 3.4k, 2.1M) or leave the cell empty for an unknown value")
            row.append(parsed.value)
            decimals = max(decimals, parsed.decimals)
            if parsed.unit:
                units.add(parsed.unit)
        values.append(row)
    if not any(v is not None for row in values for v in row):
        raise CsvError(table.file, None, "every value is empty", "fill in at least one value")
    if scale == "time":
        keys, values = _sort_by_date(keys, values)
    marked = [k for k in table.keys if strip_marker(k)[1]]
    meta = table.meta
    country = meta.get("country")
    # A single value column named generically ("value") is named after the place it describes, as its legend would be.
    row_keys: list[int | float | str] = [country if country and len(names) == 1 and name.lower() == "value" else name
                                         for name in names]
    cell_unit = units.pop() if len(units) == 1 else None
    base_title = title or meta.get("title") or table.file.stem
    worded = read_unit_scale(base_title, names[0] if len(names) == 1 else None, cell_unit)
    unit = unit or meta.get("unit") or cell_unit or worded.unit
    fig_title = f"{base_title} ({country})" if country and not title else base_title
    x_axis_label = x_label or table.header[0]
    panel = Panel(
        title=fig_title,
        x=Axis(label=x_axis_label, scale=scale, ticks=list(keys) if scale == "categorical" else None),
        y=Axis(label=y_label or meta.get("title") or (names[0] if len(names) == 1 else None), unit=unit),
        data=Table(rows=row_keys, columns=list(keys), values=values, row_label="series",
                   column_label=x_axis_label, decimals=decimals, unit=worded.unit or unit, scale=worded.scale),
        values_read="given",
        value_tolerance=_reading_tolerance(values, reading_tolerance),
        unplotted=[c for c in table.columns if c not in names] or None,
    )
    return Figure(
        id=figure_id or slug(table.file.stem),
        title=fig_title,
        source=Source(title=meta.get("description")) if meta.get("description") else None,
        kind=kind,  # type: ignore[arg-type]
        layout=Layout(rows=1, cols=1),
        panels=[panel],
        metric=meta.get("title") or y_label,
        tags={"country": country} if country else {},
        notes=f"built from {table.file.name}" + (f"; marked * (forecast or preliminary): {', '.join(marked)}"
                                                  if marked else ""),
    )


def _reading_tolerance(values: list[list[float | None]], share: float | None) -> float | None:
    if not share:
        return None
    known = [v for row in values for v in row if v is not None]
    span = max(known + [0.0]) - min(known + [0.0])
    return round(share * span, 12) or None


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-._")
    return s or "figure"


def figure_from_csv(path: Path, kind: str = "line", **options) -> Figure:
    return figure_from_table(read_csv_table(path), kind, **options)


def write_figure(fig: Figure, out: Path) -> Figure:
    """Render the figure's PNG beside ``out``, record it with its hash and the y ticks it shows, write the JSON;
    returns the record."""
    from vlmeval.groundtruth.render import render_recording_ticks

    out = Path(out)
    image = out.with_suffix(".png")
    fig = render_recording_ticks(fig, image)
    fig = fig.model_copy(update={"image": ImageRef(path=image.name, sha256=sha256_file(image), rerendered=True)})
    out.write_text(fig.model_dump_json(indent=2, exclude_none=True) + "\n", encoding="utf-8")
    return fig


def figure_from_statista(path: Path, kind: str | None = None, **options) -> Figure:
    """A figure from a Statista/VisText table record (JSON: ``csv``, ``title``, ``value_column_index``, optional
    ``vistext_id`` and ``statista_path``). ``kind`` None: a line chart over dates, else a bar chart. ``options``
    (those of ``figure_from_table``; None values ignored) override the record's title and column."""
    import json

    path = Path(path)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CsvError(path, None, "no such file", "pass the path of a table record (JSON with a 'csv' field)") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CsvError(path, None, f"not a JSON table record ({e})", "pass a JSON object with 'csv' and 'title'") from None
    if not isinstance(record, dict) or not isinstance(record.get("csv"), str):
        raise CsvError(path, None, "no 'csv' text in the record", "give the raw CSV as the record's 'csv' field")
    options = {k: v for k, v in options.items() if v is not None}
    column = options.pop("value_column", record.get("value_column_index", 0))
    if not isinstance(column, int) or isinstance(column, bool):
        raise CsvError(path, None, f"value_column_index {column!r} is not an integer",
                       "give the plotted column's 0-based index among the value columns")
    table = read_csv_text(record["csv"], path)
    ident = str(record.get("vistext_id") or path.stem)
    figure_kind = kind or ("line" if all(normalize_key(k) is not None for k in table.keys) else "bar")
    if options.get("series"):
        column = None
    options.setdefault("title", record.get("title") or None)
    options.setdefault("figure_id", slug(f"vistext-{ident}"))
    fig = figure_from_table(table, figure_kind, value_column=column, **options)
    return fig.model_copy(update={"source": Source(file=record.get("statista_path") or path.name)})
