"""Corruption check: correct descriptions written from a figure's data, then one known error injected at a time.

For every series of a line or bar figure, three clean descriptions are written from the table:

* ``table``  a markdown table of dates/categories and values (a sample of at most ``MAX_ROWS`` rows),
* ``rows``   a bullet list "- <date>: <value>",
* ``prose``  sentences: the title, the covered period, the unit, start and end values, the maximum and
             minimum with where they happen, and the clearest trend.

Then each error type is injected into the style that can carry it; the position of the injected text is
kept, and an error counts as detected only when a contradicted claim overlaps it:

* ``changed_value``    one value changed well outside its printed tolerance (table, rows),
* ``swapped_rows``     the values of two rows swapped (table, rows),
* ``wrong_extremum``   the maximum placed at a date or category where the data is far from it (prose),
* ``reversed_trend``   the direction of the clearest trend reversed (prose),
* ``invented_tick``    a row for a date or category the figure does not have (rows),
* ``misspelled_title`` two letters of the title swapped (prose),
* ``wrong_unit``       another unit named ("per million" for "per hundred", "months" for "years") (prose).

Heatmaps are written as a markdown grid of their first panel with data, under the panel's title (read
by the general table extractor), with ``changed_value``, ``swapped_rows`` (two whole rows) and
``misspelled_title`` (in the heading). The false-alarm rate is contradicted claims / all claims in the
clean descriptions. Other figures (scatter, density, numeric x axes, structure only) are reported as
skipped.
"""

from __future__ import annotations

import datetime as dt
import random
from typing import Callable

import numpy as np
from pydantic import BaseModel

from vlmeval.groundtruth.kinds import chart_kind, resolve
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series, figure_series, normalization

MAX_ROWS = 12
ERROR_TYPES = ("changed_value", "swapped_rows", "wrong_extremum", "reversed_trend", "invented_tick",
               "misspelled_title", "wrong_unit")
STYLES = ("table", "rows", "prose")
_MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December"]


class Case(BaseModel):
    figure_id: str
    style: str
    error: str | None  # None: the clean description
    change: str = ""
    text: str
    span: tuple[int, int] | None = None  # where the error was injected
    claims: int = 0
    contradicted: int = 0
    detected: bool | None = None
    verdicts: list[dict] = []


class ErrorRow(BaseModel):
    error: str
    cases: int
    detected: int
    share: float | None


class CleanRow(BaseModel):
    style: str
    descriptions: int
    claims: int
    contradicted: int
    false_alarm_rate: float | None


class Summary(BaseModel):
    errors: list[ErrorRow]
    clean: list[CleanRow]
    skipped_figures: list[str]


# --- writing ------------------------------------------------------------------------------------------

def fmt_value(value: float, decimals: int | None) -> str:
    """At the table's printed precision: 0.0 stays "0.0" so its tolerance is that of one decimal."""
    d = 2 if decimals is None else decimals
    return f"{value:.{d}f}"


def fmt_key(key, style: str) -> str:
    """A date in the form the style uses (ISO in tables, "May 11, 2022" in lists, "11 May 2022" in prose)."""
    if isinstance(key, str) and len(key) == 10 and key[4] == "-":
        d = dt.date.fromisoformat(key)
        if style == "table":
            return key
        if style == "rows":
            return f"{_MONTH_NAMES[d.month - 1]} {d.day}, {d.year}"
        return f"{d.day} {_MONTH_NAMES[d.month - 1]} {d.year}"
    if isinstance(key, str) and len(key) == 7 and key[4] == "-" and key[5:].isdigit():
        return f"{_MONTH_NAMES[int(key[5:]) - 1]} {key[:4]}"
    if isinstance(key, str) and "-Q" in key:
        return f"Q{key[-1]} {key[:4]}"
    return str(key)


def sample_rows(s: Series, limit: int = MAX_ROWS) -> list[int]:
    """Evenly spread rows, always with the first, last, maximum and minimum."""
    n = len(s.keys)
    idx = set(np.linspace(0, n - 1, min(n, limit - 2)).round().astype(int).tolist())
    idx |= {int(np.argmax(s.values)), int(np.argmin(s.values))}
    return sorted(idx)


def write_table(s: Series, rows: list[int]) -> str:
    head = f"## {s.panel}\n\n| {'date' if s.dated else 'category'} | {s.name} |\n|---|---|\n"
    return head + "".join(f"| {fmt_key(s.keys[i], 'table')} | {fmt_value(s.values[i], s.decimals)} |\n" for i in rows)


def write_rows(s: Series, rows: list[int]) -> str:
    return f"## {s.panel}\nSeries: {s.name}\n" + "".join(f"- {fmt_key(s.keys[i], 'rows')}: {fmt_value(s.values[i], s.decimals)}\n" for i in rows)


def unit_phrase(fig: Figure) -> str | None:
    per = normalization(fig)
    unit = next((p.y.unit for p in fig.panels if p.y.unit), None)
    if per:
        return f"{unit or 'people'} {per}"
    return unit


def clearest_trend(s: Series) -> tuple[int, int, str] | None:
    """(first, last, direction) of the window with the strongest Kendall trend among the whole series and
    its halves and thirds; None when no window has |tau| >= 0.6."""
    n = len(s.keys)
    windows = [(0, n - 1), (0, n // 2), (n // 2, n - 1), (0, n // 3), (n // 3, 2 * n // 3), (2 * n // 3, n - 1)]
    best = None
    for a, b in windows:
        if b - a < 3:
            continue
        t = s.trend_over((s.spans[a][0], s.spans[b][1]))
        if t and t.tau is not None and abs(t.tau) >= 0.6 and (best is None or abs(t.tau) > abs(best[2])):
            best = (a, b, t.tau)
    if best is None:
        return None
    return best[0], best[1], "increase" if best[2] > 0 else "decrease"


def write_prose(fig: Figure, s: Series) -> tuple[str, dict[str, tuple[int, int]]]:
    """Prose and the spans of the parts an error can be injected into (title, unit, max date, trend word)."""
    parts: dict[str, tuple[int, int]] = {}
    text = ""

    def add(fragment: str, key: str | None = None, inner: str | None = None) -> None:
        nonlocal text
        if key:
            offset = fragment.index(inner)
            parts[key] = (len(text) + offset, len(text) + offset + len(inner))
        text += fragment

    title = fig.panels[0].title if fig.panels else fig.title
    if len(fig.panels) > 1:
        add(f"## {s.panel}\n")
    first, last = fmt_key(s.keys[0], "prose"), fmt_key(s.keys[-1], "prose")
    add(f'The chart, titled "{title}", ', "title", title)
    span_word = "from" if s.dated else "across the categories from"
    add(f"shows {s.name} {span_word} {first} to {last}. ")
    unit = unit_phrase(fig)
    if unit:
        add(f"Values are given in {unit}. ", "unit", unit)
    add(f"The series starts at {fmt_value(s.start.value, s.decimals)} in {first} "
        f"and ends at {fmt_value(s.end.value, s.decimals)} in {last}. ")
    top = s.extremum("max")[0]
    bottom = s.extremum("min")[0]
    top_key = fmt_key(top.key, "prose")
    add(f"It peaks at {fmt_value(top.value, s.decimals)} in {top_key}, ", "max", top_key)
    add(f"and its lowest value, {fmt_value(bottom.value, s.decimals)}, is in {fmt_key(bottom.key, 'prose')}. ")
    trend = clearest_trend(s) if s.dated else None
    if trend:
        a, b, word = trend
        add(f"From {fmt_key(s.keys[a], 'prose')} to {fmt_key(s.keys[b], 'prose')} the values show a clear {word}.",
            "trend", word)
    return text, parts


# --- injecting ----------------------------------------------------------------------------------------

def _far_value(s: Series, i: int, rng: random.Random) -> float:
    """A value clearly different from every value near row i (so it cannot pass as a neighbour's)."""
    lo, hi = float(s.values.min()), float(s.values.max())
    step = max(0.3 * (hi - lo), 0.3 * abs(float(s.values[i])), 10.0 ** -(s.decimals or 0) * 20)
    sign = rng.choice([-1, 1])
    v = float(s.values[i]) + sign * step
    if v < 0 <= lo:
        v = float(s.values[i]) + step
    return round(v, s.decimals if s.decimals is not None else 2)


def _typo(title: str, rng: random.Random) -> str:
    words = [(i, w) for i, w in enumerate(title.split(" ")) if len(w) >= 5 and w.isalpha()]
    if not words:
        return title  # too short to misspell recognisably: the case is skipped
    i, w = rng.choice(words)
    j = rng.randrange(1, len(w) - 2)
    if w[j] == w[j + 1]:
        new = w[:j] + ("a" if w[j] != "a" else "e") + w[j + 1:]
    else:
        new = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    out = title.split(" ")
    out[i] = new
    return " ".join(out)


_WRONG_UNITS = {"per hundred": "per million", "per million": "per hundred", "per thousand": "per million",
                "years": "months", "percentage": "people per million", "%": "people per million"}


def _wrong_unit(unit: str) -> str:
    for right, wrong in _WRONG_UNITS.items():
        if right in unit:
            return unit.replace(right, wrong)
    return "kilograms"


def _invented_key(s: Series):
    last = s.keys[-1]
    if not s.dated:
        return "Zorblax-7"  # a category no figure has
    if isinstance(last, int):
        return last + 5
    if isinstance(last, str) and len(last) == 10:
        return (dt.date.fromisoformat(last) + dt.timedelta(days=120)).isoformat()
    if isinstance(last, str) and len(last) == 7 and last[5:].isdigit():
        y, m = int(last[:4]), int(last[5:])
        return f"{y + 1:04d}-{m:02d}"
    return None


def _replace(text: str, span: tuple[int, int], new: str) -> tuple[str, tuple[int, int]]:
    return text[:span[0]] + new + text[span[1]:], (span[0], span[0] + len(new))


def inject(fig: Figure, s: Series, style: str, error: str, rng: random.Random) -> tuple[str, str, tuple[int, int]] | None:
    """(text, what changed, injected span) or None when the style or the data cannot carry this error."""
    rows = sample_rows(s)
    if style in {"table", "rows"}:
        writer = write_table if style == "table" else write_rows

        def line_span(text: str, i: int) -> tuple[int, int]:
            """The span of row i's line (tables have two header lines)."""
            line_no = rows.index(i) + (4 if style == "table" else 2)  # heading, blank, header, rule / heading, series
            lines = text.split("\n")
            start = sum(len(line) + 1 for line in lines[:line_no])
            return start, start + len(lines[line_no])

        if error == "changed_value":
            i = rng.choice(rows)
            old = fmt_value(s.values[i], s.decimals)
            new = fmt_value(_far_value(s, i, rng), s.decimals)
            text = writer(s, rows)
            start, end = line_span(text, i)
            line = text[start:end]
            pos = line.rindex(old)
            text, span = _replace(text, (start + pos, start + pos + len(old)), new)
            return text, f"{fmt_key(s.keys[i], style)}: {old} -> {new}", span
        if error == "swapped_rows":
            lo, hi = float(s.values.min()), float(s.values.max())
            pairs = [(a, b) for a in rows for b in rows if a < b and abs(s.values[a] - s.values[b]) > 0.2 * (hi - lo)]
            if not pairs:
                return None
            a, b = rng.choice(pairs)
            swapped = s.values.copy()
            swapped[a], swapped[b] = s.values[b], s.values[a]
            fake = Series(s.panel, s.name, s.keys, swapped, s.decimals, s.dated)
            text = writer(fake, rows)
            sa, sb = line_span(text, a), line_span(text, b)
            return text, f"values of {s.keys[a]} and {s.keys[b]} swapped", (sa[0], sb[1])
        if error == "invented_tick" and style == "rows":
            key = _invented_key(s)
            if key is None:
                return None
            text = writer(s, rows)
            value = fmt_value(float(np.median(s.values)), s.decimals)
            line = f"- {fmt_key(key, 'rows')}: {value}\n"
            start = len(text)
            return text + line, f"invented row {key}", (start, start + len(line) - 1)
        return None
    text, parts = write_prose(fig, s)
    if error == "wrong_extremum" and "max" in parts:
        lo, hi = float(s.values.min()), float(s.values.max())
        # far from the maximum, and so are its neighbours (a stated day is looked up with the typical spacing around it)
        n = len(s.keys)
        far = [i for i in range(n) if all(s.values[j] < hi - 0.3 * (hi - lo) for j in range(max(0, i - 2), min(n, i + 3)))]
        if not far:
            return None
        i = rng.choice(far)
        new = fmt_key(s.keys[i], "prose")
        text, span = _replace(text, parts["max"], new)
        return text, f"maximum placed at {s.keys[i]}", span
    if error == "reversed_trend" and "trend" in parts:
        old = text[parts["trend"][0]:parts["trend"][1]]
        new = "decrease" if old == "increase" else "increase"
        text, span = _replace(text, parts["trend"], new)
        return text, f"{old} -> {new}", span
    if error == "misspelled_title" and "title" in parts:
        old = text[parts["title"][0]:parts["title"][1]]
        new = _typo(old, rng)
        if new == old:
            return None
        text, span = _replace(text, parts["title"], new)
        return text, f"title {old!r} -> {new!r}", span
    if error == "wrong_unit" and "unit" in parts:
        old = text[parts["unit"][0]:parts["unit"][1]]
        text, span = _replace(text, parts["unit"], _wrong_unit(old))
        return text, f"unit {old!r} -> {_wrong_unit(old)!r}", span
    return None


# --- checking -----------------------------------------------------------------------------------------

def _score(fig: Figure, text: str):
    from vlmeval.agree import default_scorer

    return default_scorer()(fig, text)


def _case(fig: Figure, style: str, error: str | None, change: str, text: str, span) -> Case:
    verdicts = _score(fig, text)
    contradicted = [v for v in verdicts if v.verdict == "contradicted"]
    detected = None
    if span is not None:
        detected = any(v.start < span[1] and span[0] < v.end for v in contradicted)
    return Case(figure_id=fig.id, style=style, error=error, change=change, text=text, span=span, claims=len(verdicts),
                contradicted=len(contradicted), detected=detected,
                verdicts=[v.model_dump(include={"start", "end", "text", "kind", "verdict", "reason"}) for v in verdicts])


# --- heatmaps: a markdown grid per panel, read by the general table extractor -------------------------

def write_grid(panel) -> str:
    """A heatmap panel as a markdown grid under its title: rows top to bottom, columns left to right."""
    d = panel.data
    corner = f"{panel.y.label or 'row'} \\ {panel.x.label or 'column'}"
    lines = [f"## {panel.title}", "", f"| {corner} | " + " | ".join(str(c) for c in d.columns) + " |",
             "|" + "---|" * (len(d.columns) + 1)]
    for key, row in zip(d.rows, d.values):
        lines.append(f"| {key} | " + " | ".join("?" if v is None else fmt_value(v, d.decimals) for v in row) + " |")
    return "\n".join(lines) + "\n"


def _grid_line(text: str, i: int) -> tuple[int, int]:
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[:4 + i])
    return start, start + len(lines[4 + i])


def inject_grid(panel, error: str, rng: random.Random) -> tuple[str, str, tuple[int, int]] | None:
    d = panel.data
    known = [(r, c) for r in range(len(d.rows)) for c in range(len(d.columns)) if d.values[r][c] is not None]
    if not known:
        return None
    values = [v for row in d.values for v in row if v is not None]
    lo, hi = min(values), max(values)
    if error == "changed_value":
        r, c = rng.choice(known)
        new_rows = [list(row) for row in d.values]
        step = max(0.3 * (hi - lo), 0.3 * abs(d.values[r][c]), 10.0 ** -(d.decimals or 0) * 20)
        new_rows[r][c] = round(d.values[r][c] + rng.choice([-1, 1]) * step, d.decimals if d.decimals is not None else 2)
        text = write_grid(panel.model_copy(update={"data": d.model_copy(update={"values": new_rows})}))
        return text, f"({d.rows[r]}, {d.columns[c]}): {d.values[r][c]} -> {new_rows[r][c]}", _grid_line(text, r)
    if error == "swapped_rows":
        pairs = [(a, b) for a in range(len(d.rows)) for b in range(a + 1, len(d.rows))
                 if sum(x is not None and y is not None and abs(x - y) > 0.1 * (hi - lo) for x, y in zip(d.values[a], d.values[b])) >= 2]
        if not pairs:
            return None
        a, b = rng.choice(pairs)
        new_rows = [list(row) for row in d.values]
        new_rows[a], new_rows[b] = d.values[b], d.values[a]
        text = write_grid(panel.model_copy(update={"data": d.model_copy(update={"values": new_rows})}))
        return text, f"rows {d.rows[a]} and {d.rows[b]} swapped", (_grid_line(text, a)[0], _grid_line(text, b)[1])
    if error == "misspelled_title":
        new = _typo(panel.title, rng)
        if new == panel.title:
            return None
        text = write_grid(panel)
        return text.replace(f"## {panel.title}", f"## {new}", 1), f"title {panel.title!r} -> {new!r}", (3, 3 + len(new))
    return None


def check_heatmap(fig: Figure, rng: random.Random) -> list[Case]:
    """The first panel with data, as a grid: clean, a changed value, two rows swapped, a misspelled title."""
    panel = next((p for p in fig.panels if p.data is not None and p.data.known_cells()), None)
    if panel is None:
        return []
    cases = [_case(fig, "table", None, "", write_grid(panel), None)]
    for error in ("changed_value", "swapped_rows", "misspelled_title"):
        made = inject_grid(panel, error, rng)
        if made is not None:
            cases.append(_case(fig, "table", error, made[1], made[0], made[2]))
    return cases


def check_figure(fig: Figure, rng: random.Random) -> list[Case]:
    """The cases of one figure, made the way its chart kind says (``ChartKind.corrupt``); none for a kind
    without a way."""
    corrupt = chart_kind(fig.kind).corrupt
    return resolve(corrupt)(fig, rng) if corrupt is not None else []


def check_series(fig: Figure, rng: random.Random) -> list[Case]:
    """The first series, as a table, a row list and prose: clean, then each error injected in each style."""
    series = figure_series(fig)
    if not series:
        return []
    s = series[0]
    cases = []
    rows = sample_rows(s)
    cases.append(_case(fig, "table", None, "", write_table(s, rows), None))
    cases.append(_case(fig, "rows", None, "", write_rows(s, rows), None))
    cases.append(_case(fig, "prose", None, "", write_prose(fig, s)[0], None))
    for error in ERROR_TYPES:
        for style in STYLES:
            made = inject(fig, s, style, error, rng)
            if made is not None:
                cases.append(_case(fig, style, error, made[1], made[0], made[2]))
    return cases


def check_figures(figures: list[Figure], seed: int = 0, progress: Callable[[], None] | None = None) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    for fig in figures:
        cases += check_figure(fig, rng)
        if progress:
            progress()
    return cases


def summarize(cases: list[Case], figures: list[Figure] | None = None) -> Summary:
    errors = []
    for error in ERROR_TYPES:
        mine = [c for c in cases if c.error == error]
        hit = sum(bool(c.detected) for c in mine)
        errors.append(ErrorRow(error=error, cases=len(mine), detected=hit, share=hit / len(mine) if mine else None))
    clean = []
    for style in STYLES + ("all",):
        mine = [c for c in cases if c.error is None and (style == "all" or c.style == style)]
        claims = sum(c.claims for c in mine)
        bad = sum(c.contradicted for c in mine)
        clean.append(CleanRow(style=style, descriptions=len(mine), claims=claims, contradicted=bad,
                              false_alarm_rate=bad / claims if claims else None))
    seen = {c.figure_id for c in cases}
    skipped = [f.id for f in figures or [] if f.id not in seen]
    return Summary(errors=errors, clean=clean, skipped_figures=skipped)
