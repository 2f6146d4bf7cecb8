"""Clean descriptions written from a series: a markdown table, a row list and prose."""

from __future__ import annotations

import datetime as dt

import numpy as np

from vlmeval.agreement.corrupt.cases import MAX_ROWS
from vlmeval.dates import month_name
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series, normalization


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
            return f"{month_name(d.month)} {d.day}, {d.year}"
        return f"{d.day} {month_name(d.month)} {d.year}"
    if isinstance(key, str) and len(key) == 7 and key[4] == "-" and key[5:].isdigit():
        return f"{month_name(int(key[5:]))} {key[:4]}"
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
