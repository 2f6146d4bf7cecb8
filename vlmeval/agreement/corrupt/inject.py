"""One known error injected into a clean description of a series, with the span it occupies."""

from __future__ import annotations

import datetime as dt
import random

import numpy as np

from vlmeval.agreement.corrupt.writing import fmt_key, fmt_value, sample_rows, write_prose, write_rows, write_table
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series


def _far_value(s: Series, i: int, rng: random.Random) -> float:
    """A value clearly different from every value near row i (so it cannot pass as a neighbour's)."""
    lo, hi = float(s.values.min()), float(s.values.max())
    step = max(0.3 * (hi - lo), 0.3 * abs(float(s.values[i])), 10.0 ** -(s.decimals or 0) * 20)
    sign = rng.choice([-1, 1])
    v = float(s.values[i]) + sign * step
    if v < 0 <= lo:
        v = float(s.values[i]) + step
    return round(v, s.decimals if s.decimals is not None else 2)


def typo(title: str, rng: random.Random) -> str:
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
        new = typo(old, rng)
        if new == old:
            return None
        text, span = _replace(text, parts["title"], new)
        return text, f"title {old!r} -> {new!r}", span
    if error == "wrong_unit" and "unit" in parts:
        old = text[parts["unit"][0]:parts["unit"][1]]
        text, span = _replace(text, parts["unit"], _wrong_unit(old))
        return text, f"unit {old!r} -> {_wrong_unit(old)!r}", span
    return None
