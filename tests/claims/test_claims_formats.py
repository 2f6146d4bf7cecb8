"""Every bundled figure written out in the formats models use (markdown tables both ways round, CSV, JSON,
row lists, column lists, key-value bullets, prose) must be read back cell by cell at the right place.

The descriptions are generated here from each figure's data, so the expected answer (every known cell
supported, recall 1) comes from the ground truth, not from the scorer's output.
"""

from __future__ import annotations

import json
import re

import pytest

from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.scorecard import evaluate_text

FIGURES = [f for f in load_figure_set().figures.values() if f.known_cells() > 0]


def _fmt(v, decimals):
    return "n/a" if v is None else f"{v:.{decimals}f}"


def _panels(fig):
    for p in fig.panels:
        if p.data is not None:
            yield p, p.data, (p.data.decimals if p.data.decimals is not None else 2)


def markdown(fig, transposed=False):
    out = [f"## {fig.title or 'Figure'}"]
    for p, t, d in _panels(fig):
        out.append(f"### {p.title}")
        keys, other = (t.columns, t.rows) if transposed else (t.rows, t.columns)
        label = (t.column_label if transposed else t.row_label) or ""
        out.append(f"| {label} | " + " | ".join(str(k) for k in other) + " |")
        out.append("|" + "---|" * (len(other) + 1))
        for i, k in enumerate(keys):
            cells = [t.values[j][i] for j in range(len(t.rows))] if transposed else t.values[i]
            out.append(f"| **{k}** | " + " | ".join(_fmt(v, d) for v in cells) + " |")
        out.append("")
    return "\n".join(out)


def csv(fig, heading="**{}**", axis_prefix=False):
    """CSV blocks, each under ``heading`` (the panel title in it); with ``axis_prefix`` numeric header cells
    are written with their axis ("ratio_0.1")."""
    out = []
    for p, t, d in _panels(fig):
        prefix = (t.column_label or "x").split()[-1].lower() + "_" if axis_prefix else ""
        header = [f"{prefix}{c}" if isinstance(c, (int, float)) else str(c) for c in t.columns]
        out += [heading.format(p.title), "```csv", ",".join([t.row_label or "row"] + header)]
        out += [",".join([str(r)] + [_fmt(v, d) for v in row]) for r, row in zip(t.rows, t.values)]
        out += ["```", ""]
    return "\n".join(out)


def as_json(fig):
    out = []
    for p, t, d in _panels(fig):
        data = {str(r): {str(c): (None if v is None else round(v, d)) for c, v in zip(t.columns, row)}
                for r, row in zip(t.rows, t.values)}
        out += [f"### {p.title}", "```json", json.dumps(data, indent=1), "```"]
    return "\n".join(out)


def json_matrix(fig):
    """Each panel as its two key lists and a matrix of values (rows first, as in the matrix)."""
    out = []
    for p, t, d in _panels(fig):
        data = {t.row_label or "rows": t.rows, t.column_label or "columns": t.columns,
                "values": [[None if v is None else round(v, d) for v in row] for row in t.values]}
        out += [f"### {p.title}", "```json", json.dumps(data, indent=1), "```"]
    return "\n".join(out)


def row_lists(fig, heading="#### {}"):
    out = []
    for p, t, d in _panels(fig):
        out.append(heading.format(p.title))
        out.append(f"X-axis ({t.column_label or 'x'}), left to right: " + ", ".join(str(c) for c in t.columns))
        out += [f"- {r}: " + ", ".join(_fmt(v, d) for v in row) for r, row in zip(t.rows, t.values)]
    return "\n".join(out)


FORMATS = (
    ("markdown", markdown),
    ("transposed", lambda f: markdown(f, True)),
    ("csv", csv),
    # a panel named by a plain "Title:" line, not a heading; header cells "ratio_0.1"
    ("csv under a plain line", lambda f: csv(f, heading="{}:", axis_prefix=True)),
    ("json", as_json),
    ("json matrix", json_matrix),
    ("row lists", row_lists),
    ("row lists under a bold note", lambda f: row_lists(f, heading="**{}** (row by row):")),
)


def cases():
    for fig in FIGURES:
        for name, make in FORMATS:
            yield pytest.param(fig, make, id=f"{fig.id}-{name}")


@pytest.mark.parametrize("fig,make", list(cases()))
def test_every_known_cell_read_back_at_its_place(fig, make):
    text = make(fig)
    s = evaluate_text(fig, text)
    values = [c for c in s.claims if c.kind == "value"]
    wrong = [(c.text, c.panel, c.row, c.column, c.verdict, c.reason) for c in values if c.verdict == "contradicted"]
    assert not wrong
    assert s.counts["cells_correct"] == fig.known_cells()
    assert s.metrics.value_recall == 1.0
    assert s.metrics.value_precision == 1.0


def test_one_wrong_cell_is_found_in_every_format():
    fig = next(f for f in FIGURES if f.id == "dynts-r1qwen-benchmarks")
    for make in (markdown, lambda f: markdown(f, True), csv, as_json, row_lists):
        text = make(fig).replace("52.0", "25.0", 1)  # AIME'24, window 2000, ratio 0.4
        s = evaluate_text(fig, text)
        (bad,) = [c for c in s.claims if c.kind == "value" and c.verdict == "contradicted"]
        assert (bad.panel, bad.row, bad.column, bad.stated, bad.expected) == ("R1-Qwen | AIME'24", 2000, 0.4, 25.0, 52.0)
        assert bad.error_type == "value"


def _misread(title: str) -> tuple[str, str] | None:
    """The title with two neighbouring letters of its longest word swapped, as a model misreads it, and that word."""
    words = list(re.finditer(r"[A-Za-z][A-Za-z0-9]{4,}", title))
    if not words:
        return None
    w = max(words, key=lambda m: len(m.group()))
    s = w.group()
    for i in range(1, len(s) - 2):
        if s[i] != s[i + 1] and s[i].isalpha() and s[i + 1].isalpha():
            misread = s[:i] + s[i + 1] + s[i] + s[i + 2:]
            return title[:w.start()] + misread + title[w.end():], misread
    return None


MISREAD = [(f, p, _misread(p.title)) for f in FIGURES if len(f.panels) > 1
           for p in [next((p for p in f.panels if p.data is not None), None)] if p is not None and _misread(p.title)]


@pytest.mark.parametrize("fig,panel,misread", MISREAD, ids=[f.id for f, _, _ in MISREAD])
def test_a_misread_panel_heading_is_a_label_error_and_its_table_still_counts(fig, panel, misread):
    """'### R1-Qwen | GQPA_D': the heading used to name no panel, so no label error and every value under it
    unverifiable."""
    title, word = misread
    text = markdown(fig).replace(f"### {panel.title}\n", f"### {title}\n", 1)
    s = evaluate_text(fig, text)
    labels = [c for c in s.claims if c.kind == "label" and c.verdict == "contradicted"]
    assert len(labels) == 1 and word in labels[0].text and labels[0].error_type == "label"
    assert s.metrics.value_recall == 1.0 and s.metrics.value_precision == 1.0


def test_heading_words_near_a_name_are_not_misreadings():
    by_id = {f.id: f for f in FIGURES}
    line = by_id["synth-2-0021-line-markers"]  # has a panel "MATH"
    s = evaluate_text(line, "## Exact match by benchmark\n\nF1 drops as context length increases.")
    assert not [c for c in s.claims if c.kind == "label" and c.verdict == "contradicted"]
    bar = by_id["synth-2-0003-bar-plain"]  # "(a) Out-of-domain" written without its letter: the panel, no error
    text = markdown(bar).replace("### (a) Out-of-domain\n", "### Out-of-domain\n", 1)
    s = evaluate_text(bar, text)
    assert not [c for c in s.claims if c.verdict == "contradicted"] and s.metrics.value_recall == 1.0
