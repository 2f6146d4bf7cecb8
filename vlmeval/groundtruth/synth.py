"""Paper-style figures generated from data, so that their ground truth is exact.

Each figure is drawn from its own table, so every value, tick and label in the image is known. Values are
rounded to their printed precision (``Table.decimals``) before anything is drawn: a description that reads
a printed label exactly is right. Generation is deterministic: figure ``i`` of seed ``s`` depends only on
``(s, i)`` and its kind, so the first 60 figures of ``--n 100`` are the 60 figures of ``--n 60``.

Kinds (``SYNTH_KINDS``) name a chart style; the data inside each is drawn at random from realistic
structures: a planted peak (or minimum) that the derived facts must find, ties, trends with noise,
negative values, percentages, and names from ML papers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from pydantic import BaseModel

from vlmeval.groundtruth.facts import Direction, figure_facts
from vlmeval.groundtruth.kinds import ChartKind, chart_kind
from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Key, Layout, Panel, Table, TrendLine

MAX_PANELS = 6
DEFAULT_DPI = 100  # PNGs of 15-70 KB whose 7-8 pt labels an OCR model still reads
SIZE_BUCKETS = ((15, "small"), (40, "medium"))  # known cells: <= 15 small, <= 40 medium, else large


class SynthError(ValueError):
    """An option the generator cannot honour; the message says which and what to do instead."""


class Planted(BaseModel):
    """What the generator put into the data on purpose, so tests can check the facts find it."""

    extremum: dict[str, tuple[str, list[tuple[Key, Key]]]] = {}  # panel -> ("max"|"min", every tied cell)
    direction: dict[str, Direction] = {}  # panel -> planted trend along the columns


@dataclass
class Draft:
    kind: str
    panels: list[Panel]
    metric: str
    shared_colorbar: bool = False
    extras: list[str] = field(default_factory=list)
    planted: Planted = field(default_factory=Planted)


@dataclass
class SynthFigure:
    figure: Figure
    style: str
    planted: Planted


# ---------------------------------------------------------------- names from ML papers

MODELS = ["Llama-3-8B", "Mistral-7B", "Qwen2.5-7B", "Gemma-2-9B", "Phi-3-mini", "OLMo-7B", "DeepSeek-7B",
          "Falcon-7B", "Yi-6B", "InternLM2-7B"]
METHODS = ["Full FT", "LoRA", "QLoRA", "Prefix tuning", "Adapter", "IA3", "DoRA"]
DECODERS = ["Greedy", "Beam search", "Self-consistency", "CoT", "ToT"]
DATASETS = ["MMLU", "GSM8K", "HumanEval", "ARC-C", "HellaSwag", "TruthfulQA", "MATH", "BBH", "AIME24", "GPQA",
            "MBPP", "WinoGrande", "DROP", "SQuAD"]
VISION_SETS = ["CIFAR-100", "ImageNet-1k", "COCO", "VQAv2", "ChartQA", "DocVQA", "TextVQA"]
SETTINGS = ["Zero-shot", "Few-shot", "Fine-tuned", "7B", "13B", "70B", "In-domain", "Out-of-domain"]

# (axis label, ticks in increasing order); a heatmap uses a contiguous run of them.
HYPERPARAMETERS = [
    ("Learning rate", ["1e-5", "3e-5", "1e-4", "3e-4", "1e-3", "3e-3"]),
    ("Batch size", [16, 32, 64, 128, 256, 512]),
    ("LoRA rank", [4, 8, 16, 32, 64, 128]),
    ("Warmup steps", [0, 250, 500, 1000, 2000]),
    ("Dropout", [0.0, 0.1, 0.2, 0.3, 0.4, 0.5]),
    ("Temperature", [0.2, 0.4, 0.6, 0.8, 1.0, 1.2]),
    ("Top-p", [0.7, 0.8, 0.9, 0.95, 1.0]),
    ("Local window size", [500, 1000, 2000, 3000, 4000]),
    ("KV cache ratio", [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]),
    ("Layers", [6, 12, 18, 24, 32]),
    ("Attention heads", [4, 8, 12, 16, 32]),
    ("Weight decay", ["0", "1e-4", "1e-3", "1e-2", "1e-1"]),
]

# (metric, decimals, typical low, typical high)
SCORE_METRICS = [("Accuracy (%)", 1, 35.0, 90.0), ("Pass@1", 1, 20.0, 75.0), ("F1", 1, 50.0, 92.0),
                 ("Exact match (%)", 1, 30.0, 85.0), ("AUROC", 2, 0.60, 0.97), ("BLEU", 1, 18.0, 42.0)]


def _pick(rng: np.random.Generator, items: list, k: int | None = None):
    if k is None:
        return items[int(rng.integers(len(items)))]
    return [items[int(i)] for i in rng.choice(len(items), size=k, replace=False)]


def _round(m: np.ndarray, decimals: int) -> np.ndarray:
    return np.round(m, decimals) + 0.0  # + 0.0 turns -0.0 into 0.0


def _values(m: np.ndarray) -> list[list[float]]:
    return [[float(v) for v in row] for row in m]


def _panel_titles(rng: np.random.Generator, names: list[str]) -> list[str]:
    """Subplot titles; multi-panel figures are often lettered as in papers: "(a) MMLU"."""
    if len(names) > 1 and rng.random() < 0.5:
        return [f"({chr(97 + i)}) {name}" for i, name in enumerate(names)]
    return list(names)


def _plant_extremum(m: np.ndarray, decimals: int, rng: np.random.Generator, which: str = "max",
                    cell: tuple[int, int] | None = None, tie: bool = False,
                    ceiling: float | None = None) -> list[tuple[int, int]]:
    """Make one cell a clear extremum of the (already rounded) matrix; with ``tie`` a second cell equals it.

    ``ceiling`` caps a planted maximum (100 %, AUROC 1.0): the other cells are lowered instead.
    """
    unit = 10.0 ** -decimals
    spread = float(np.nanmax(m) - np.nanmin(m)) or 1.0
    margin = max(3 * unit, round(0.08 * spread, decimals))
    cells = [(r, c) for r in range(m.shape[0]) for c in range(m.shape[1])]
    if cell is None:
        cell = cells[int(rng.integers(len(cells)))]
    others = np.delete(m.ravel(), cell[0] * m.shape[1] + cell[1])
    m[cell] = round(float(others.max() + margin if which == "max" else others.min() - margin), decimals)
    if which == "max" and ceiling is not None and m[cell] > ceiling:
        m[cell] = ceiling
        m[m > ceiling - margin] = round(ceiling - margin, decimals)
        m[cell] = ceiling
    planted = [cell]
    if tie and len(cells) > 2:
        rest = [c for c in cells if c != cell]
        twin = rest[int(rng.integers(len(rest)))]
        m[twin] = m[cell]
        planted.append(twin)
    return planted


def _key_cells(table: Table, cells: list[tuple[int, int]]) -> list[tuple[Key, Key]]:
    return [(table.rows[r], table.columns[c]) for r, c in sorted(cells)]


# ---------------------------------------------------------------- heatmaps

def _heatmap(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    (y_label, y_all), (x_label, x_all) = _pick(rng, HYPERPARAMETERS, 2)
    n_rows, n_cols = int(rng.integers(3, min(6, len(y_all)) + 1)), int(rng.integers(3, min(6, len(x_all)) + 1))
    y0, x0 = int(rng.integers(len(y_all) - n_rows + 1)), int(rng.integers(len(x_all) - n_cols + 1))
    y_ticks, columns = y_all[y0:y0 + n_rows], x_all[x0:x0 + n_cols]
    rows = list(reversed(y_ticks)) if rng.random() < 0.5 else list(y_ticks)  # papers print both orders
    signed = rng.random() < 0.2
    if signed:
        metric, decimals, lo, hi = "Δ accuracy vs. baseline (pp)", 1, -6.0, 6.0
    else:
        metric, decimals, lo, hi = _pick(rng, SCORE_METRICS)
    names = _pick(rng, DATASETS + MODELS, n_panels)
    titles = _panel_titles(rng, names)
    shared = n_panels > 1 and rng.random() < 0.5
    tie_panel = int(rng.integers(n_panels)) if rng.random() < 0.35 else -1
    draft = Draft(kind="heatmap", panels=[], metric=metric, shared_colorbar=shared)
    matrices, tables = [], []
    for p, title in enumerate(titles):
        span = hi - lo
        base = lo + span * rng.uniform(0.2, 0.5)
        rr, cc = np.meshgrid(np.linspace(0, 1, n_rows), np.linspace(0, 1, n_cols), indexing="ij")
        peak = (rng.uniform(0, 1), rng.uniform(0, 1))
        bump = np.exp(-((rr - peak[0]) ** 2 + (cc - peak[1]) ** 2) / 0.15)
        m = (base + span * (rng.uniform(-0.15, 0.15) * rr + rng.uniform(-0.15, 0.15) * cc + 0.35 * bump)
             + rng.normal(0, 0.03 * span, size=rr.shape))
        m = _round(m if signed else np.clip(m, lo * 0.8, hi), decimals)
        near_peak = np.unravel_index(int(np.argmax(bump)), bump.shape)
        cells = _plant_extremum(m, decimals, rng, "max", cell=(int(near_peak[0]), int(near_peak[1])),
                                tie=p == tie_panel, ceiling=1.0 if hi <= 1 else 100.0)
        table = Table(rows=rows, columns=columns, values=_values(m), row_label=y_label, column_label=x_label,
                      decimals=decimals)
        matrices.append(m)
        tables.append(table)
        draft.planted.extremum[title] = ("max", _key_cells(table, cells))
    everything = np.concatenate([m.ravel() for m in matrices])
    for title, m, table in zip(titles, matrices, tables):
        values = everything if shared else m.ravel()
        low, high = float(values.min()), float(values.max())
        if signed:  # gains and losses: a diverging colour map centred on zero, in every panel
            high = max(abs(low), abs(high))
            low = -high
        draft.panels.append(Panel(
            title=title, data=table, values_printed=printed,
            x=Axis(label=x_label, ticks=list(columns), scale="categorical"),
            y=Axis(label=y_label, ticks=list(reversed(rows)), scale="categorical"),
            colorbar=Colorbar(label=metric, range=(low, high)),
        ))
    return draft


# ---------------------------------------------------------------- bar charts

def _score_table(rng: np.random.Generator, series: list[str], categories: list[str], lo: float, hi: float,
                 decimals: int) -> np.ndarray:
    """Scores with structure: each category has a difficulty, each series a skill, plus noise."""
    span = hi - lo
    difficulty = rng.uniform(lo + 0.1 * span, hi - 0.3 * span, size=len(categories))
    skill = np.sort(rng.uniform(-0.12, 0.12, size=len(series))) * span
    m = difficulty[None, :] + skill[:, None] + rng.normal(0, 0.03 * span, size=(len(series), len(categories)))
    return _round(np.clip(m, lo * 0.5, 100.0 if hi > 1 else 1.0), decimals)


def _bar_panels(rng: np.random.Generator, n_panels: int, printed: bool, signed: bool = False,
                errors: bool = False) -> Draft:
    n_series = int(rng.integers(2, 4 if printed else 5))
    n_categories = int(rng.integers(3, 5 if printed else 7))
    series = _pick(rng, [MODELS, METHODS, DECODERS][int(rng.integers(3))], n_series)
    if rng.random() < 0.5:
        series[-1] = "Ours"
    if signed:
        metric, decimals, lo, hi = "Δ accuracy vs. baseline (pp)", 1, -6.0, 8.0
    else:
        metric, decimals, lo, hi = _pick(rng, [m for m in SCORE_METRICS if m[0] != "AUROC"])
        if rng.random() < 0.3:
            decimals = 0
    names = _pick(rng, SETTINGS, n_panels) if n_panels > 1 else [""]
    titles = _panel_titles(rng, names) if n_panels > 1 else [_pick(rng, ["Main results", "Benchmark scores",
                                                                        "Comparison with baselines"])]
    categories = _pick(rng, DATASETS if rng.random() < 0.7 else VISION_SETS, n_categories)
    tie_panel = int(rng.integers(n_panels)) if rng.random() < 0.35 else -1
    draft = Draft(kind="bar", panels=[], metric=metric)
    for p, title in enumerate(titles):
        if signed:
            m = _round(rng.normal(1.0, 3.0, size=(n_series, n_categories)), decimals)
            m[0, int(rng.integers(n_categories))] = -round(float(rng.uniform(1.5, 5.0)), decimals)  # one real loss
        else:
            m = _score_table(rng, series, categories, lo, hi, decimals)
        cells = _plant_extremum(m, decimals, rng, "max", cell=(n_series - 1, int(rng.integers(n_categories))),
                                tie=p == tie_panel, ceiling=None if signed else 100.0)
        table = Table(rows=series, columns=categories, values=_values(m), row_label="Method",
                      column_label="Benchmark", decimals=decimals)
        if errors:
            table.errors = _values(_round(rng.uniform(0.6, 2.5, size=m.shape), decimals))
        draft.planted.extremum[title] = ("max", _key_cells(table, cells))
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label="Benchmark", ticks=list(categories), scale="categorical"),
                                  y=Axis(label=metric)))
    return draft


def _stacked_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    models = _pick(rng, MODELS, int(rng.integers(3, 6)))
    percentages = rng.random() < 0.5
    draft = Draft(kind="bar", panels=[], metric="")
    names = _pick(rng, DATASETS, n_panels)
    titles = _panel_titles(rng, names)
    for title in titles:
        if percentages:  # outcome shares of each model's answers: integers that sum to 100
            segments = ["Correct", "Value error", "Location error", "Hallucination"]
            correct = np.round(rng.uniform(48, 70, size=len(models)))
            best = int(rng.integers(len(models)))
            correct[best] = min(90.0, correct.max() + 4)
            m = np.zeros((len(segments), len(models)))
            m[0] = correct
            for j in range(len(models)):
                split = rng.dirichlet([4, 3, 2])
                parts = 4 + np.floor(split * (100 - correct[j] - 12))  # no segment too thin for its label
                parts[0] += 100 - correct[j] - parts.sum()
                m[1:, j] = parts
            draft.metric, decimals, label = "Share of answers (%)", 0, "Share of answers (%)"
            draft.planted.extremum[title] = ("max", [(segments[0], models[best])])
        else:  # latency breakdown per model
            segments = ["Prefill", "Decode", "Sampling"]
            decimals = int(rng.integers(0, 2))
            scale = rng.uniform(0.6, 1.6, size=len(models))
            m = _round(np.vstack([rng.uniform(8, 20, len(models)) * scale, rng.uniform(30, 60, len(models)) * scale,
                                  rng.uniform(5, 12, len(models))]), decimals)
            cells = _plant_extremum(m, decimals, rng, "max", cell=(1, int(rng.integers(len(models)))))
            draft.metric, label = "Latency (ms / token)", "Latency (ms / token)"
            draft.planted.extremum[title] = ("max", [(segments[r], models[c]) for r, c in cells])
        table = Table(rows=segments, columns=models, values=_values(m), row_label="Component",
                      column_label="Model", decimals=decimals)
        draft.panels.append(Panel(title=title, data=table, values_printed=printed, stacked=True,
                                  x=Axis(label="Model", ticks=list(models), scale="categorical"),
                                  y=Axis(label=label)))
    return draft


# ---------------------------------------------------------------- line charts and scatter plots

# (x label, x values, axis scale, direction of the scores along x)
LINE_AXES = [
    ("Epoch", [1, 2, 3, 4, 5, 6, 7, 8], "linear", "increasing"),
    ("Training steps (k)", [2, 4, 6, 8, 10, 12], "linear", "increasing"),
    ("# in-context examples", [0, 1, 2, 4, 8, 16, 32], "categorical", "increasing"),
    ("Context length", ["1k", "2k", "4k", "8k", "16k", "32k"], "categorical", "decreasing"),
    ("Sparsity (%)", [0, 10, 30, 50, 70, 90], "linear", "decreasing"),
    ("Quantization bits", [2, 3, 4, 6, 8, 16], "categorical", "increasing"),
]


def _curves(rng: np.random.Generator, n_series: int, n_points: int, lo: float, hi: float, direction: str,
            decimals: int) -> np.ndarray:
    """Saturating curves that rise (or fall) along x, one per series, with noise smaller than the trend."""
    t = np.linspace(0, 1, n_points)
    shape = 1 - np.exp(-t / rng.uniform(0.2, 0.5))
    span = hi - lo
    start = rng.uniform(lo, lo + 0.3 * span, size=n_series)
    gain = rng.uniform(0.25, 0.55, size=n_series) * span
    m = start[:, None] + gain[:, None] * shape[None, :] + rng.normal(0, 0.01 * span, size=(n_series, n_points))
    if direction == "decreasing":
        m = (lo + hi) - m
    return _round(m, decimals)


def _line_panels(rng: np.random.Generator, n_panels: int, printed: bool, errors: bool = False) -> Draft:
    x_label, x_all, scale, direction = _pick(rng, LINE_AXES)
    n_points = int(rng.integers(4, len(x_all) + 1)) if not printed else int(rng.integers(4, min(6, len(x_all)) + 1))
    columns = x_all[:n_points]
    n_series = 2 if printed else int(rng.integers(2, 4 if errors else 6))  # printed labels of 3+ lines collide
    series = _pick(rng, [METHODS, MODELS, DECODERS][int(rng.integers(3))], n_series)
    metric, decimals, lo, hi = _pick(rng, [m for m in SCORE_METRICS if m[0] != "AUROC"])
    titles = _panel_titles(rng, _pick(rng, DATASETS, n_panels))
    draft = Draft(kind="line", panels=[], metric=metric)
    for title in titles:
        m = _curves(rng, n_series, n_points, lo, hi, direction, decimals)
        end = n_points - 1 if direction == "increasing" else 0  # the best series peaks at its best end
        best = int(np.argmax(m[:, end]))
        cells = _plant_extremum(m, decimals, rng, "max", cell=(best, end), ceiling=100.0)
        table = Table(rows=series, columns=list(columns), values=_values(m), row_label="Method",
                      column_label=x_label, decimals=decimals)
        if errors:
            table.errors = _values(_round(rng.uniform(0.4, 2.0, size=m.shape) * (hi - lo) / 50, decimals))
        draft.planted.extremum[title] = ("max", _key_cells(table, cells))
        draft.planted.direction[title] = direction
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label=x_label, ticks=list(columns), scale=scale), y=Axis(label=metric)))
    return draft


MODEL_SIZES = [0.125, 0.35, 0.76, 1.3, 2.7, 6.7, 13, 30, 70]  # billions of parameters
TOKENS = [1, 2, 5, 10, 20, 50, 100, 200]  # billions of training tokens


def _log_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    """Scaling curves: accuracy over model size (log x), or perplexity over training tokens (log x and y)."""
    sizes = rng.random() < 0.5
    titles = _panel_titles(rng, _pick(rng, DATASETS, n_panels))
    series = _pick(rng, ["Dense", "MoE", "Ours", "Baseline", "Distilled", "Pruned"], int(rng.integers(2, 4)))
    draft = Draft(kind="line", panels=[], metric="")
    for title in titles:
        if sizes:
            start = int(rng.integers(0, 3))
            columns = MODEL_SIZES[start:start + int(rng.integers(5, 7))]
            t = np.log10(columns)
            slope = rng.uniform(6, 14, size=len(series))
            m = 45 + slope[:, None] * (t - t[0])[None, :] + rng.normal(0, 0.6, size=(len(series), len(columns)))
            m, decimals = _round(np.clip(m, 1, 99), 1), 1
            draft.metric, x_label, y_scale, which, direction = "Accuracy (%)", "Parameters (B)", "linear", "max", "increasing"
        else:
            columns = TOKENS[:int(rng.integers(5, 9))]
            t = np.log10(columns)
            exponent = rng.uniform(0.15, 0.35, size=len(series))
            m = rng.uniform(25, 60, size=len(series))[:, None] * 10 ** (-exponent[:, None] * t[None, :])
            m = m * np.exp(rng.normal(0, 0.01, size=m.shape))
            m, decimals = _round(m, 1), 1
            draft.metric, x_label, y_scale, which, direction = "Perplexity", "Training tokens (B)", "log", "min", "decreasing"
        best = int(rng.integers(len(series)))
        if which == "max":
            cells = _plant_extremum(m, decimals, rng, which, cell=(best, len(columns) - 1), ceiling=100.0)
        else:  # a lowest perplexity 10 % below the rest keeps it positive on the log axis
            cells = [(best, len(columns) - 1)]
            m[cells[0]] = round(float(np.delete(m.ravel(), best * m.shape[1] + len(columns) - 1).min()) * 0.9, decimals)
        table = Table(rows=series, columns=list(columns), values=_values(m), row_label="Model",
                      column_label=x_label, decimals=decimals)
        draft.planted.extremum[title] = (which, _key_cells(table, cells))
        draft.planted.direction[title] = direction
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label=x_label, ticks=list(columns), scale="log"),
                                  y=Axis(label=draft.metric, scale=y_scale)))
    return draft


def _least_squares(t: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    slope, intercept = np.polyfit(t, y, 1)
    residual = y - (intercept + slope * t)
    total = float(((y - y.mean()) ** 2).sum()) or 1.0
    return float(slope), float(intercept), 1.0 - float((residual ** 2).sum()) / total


def _scatter_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    """One point per model, with a least-squares line; log x (compute, size) or linear x (pretraining loss)."""
    log_x = rng.random() < 0.6
    titles = _panel_titles(rng, _pick(rng, DATASETS, n_panels))
    draft = Draft(kind="scatter", panels=[], metric="Accuracy (%)", extras=["dashed least-squares trend line"])
    for title in titles:
        n = int(rng.integers(8, 15))
        if log_x:
            x = np.unique(np.round(10 ** rng.uniform(-0.5, 2.0, size=n), 2))
            t, x_label, direction = np.log10(x), "Training compute (PFLOP-days)", "increasing"
            y = 35 + rng.uniform(8, 16) * (t - t.min()) + rng.normal(0, 2.0, size=len(x))
        else:
            x = np.unique(np.round(rng.uniform(1.8, 3.2, size=n), 2))
            t, x_label, direction = x, "Pretraining loss", "decreasing"
            y = 80 - rng.uniform(15, 30) * (t - t.min()) + rng.normal(0, 2.0, size=len(x))
        y = _round(np.clip(y, 1, 99), 1)
        slope, intercept, r2 = _least_squares(t, y)
        slope, intercept, r2 = round(slope, 2), round(intercept, 2), round(r2, 2)
        variable = "log10(x)" if log_x else "x"
        label = f"fit: y = {intercept:.2f} {'+' if slope >= 0 else '-'} {abs(slope):.2f}·{variable} (R² = {r2:.2f})"
        table = Table(rows=["Models"], columns=[float(v) for v in x], values=[[float(v) for v in y]],
                      row_label="Series", column_label=x_label, decimals=1)
        draft.planted.direction[title] = direction
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label=x_label, scale="log" if log_x else "linear"),
                                  y=Axis(label="Accuracy (%)"),
                                  fit=TrendLine(slope=slope, intercept=intercept, r2=r2, label=label,
                                                x_transform="log10" if log_x else "identity")))
    return draft


# ---------------------------------------------------------------- axes as printed

def nice_ticks(low: float, high: float, log: bool = False) -> list[float]:
    """Round tick values inside [low, high]: 1-2-5 per decade on a log axis, 1/2/2.5/5 steps on a linear one."""
    if log:
        ticks = [m * 10.0 ** k for k in range(-4, 7) for m in (1, 2, 5)]
        inside = sorted(t for t in ticks if low <= t <= high)
        if len(inside) < 3:
            inside = sorted(t for t in (m * 10.0 ** k for k in range(-4, 7) for m in (1, 2, 3, 5)) if low <= t <= high)
        return [float(f"{t:.6g}") for t in inside]
    from matplotlib.ticker import MaxNLocator

    values = MaxNLocator(nbins=6, steps=[1, 2, 2.5, 5, 10]).tick_values(low, high)
    span = high - low
    return [float(f"{t:.10g}") + 0.0 for t in values if low - 1e-9 * span <= t <= high + 1e-9 * span]


def _padded(low: float, high: float, below: float, above: float, log: bool) -> tuple[float, float]:
    if log:
        return low / (1 + below * 3), high * (1 + above * 3)
    span = (high - low) or abs(high) or 1.0
    return low - below * span, high + above * span


def _value_axis(spec: ChartKind, panel: Panel) -> tuple[float, float]:
    """The y range a reader sees: the data (with error bars, stacks, fit line) plus room for labels and legend."""
    from vlmeval.groundtruth.render import legend_headroom

    m = np.array(panel.data.values, dtype=float)
    e = np.array(panel.data.errors, dtype=float) if panel.data.errors is not None else np.zeros_like(m)
    log = panel.y.scale == "log"
    if panel.stacked:
        low, high = 0.0, float(m.sum(axis=0).max())
    else:
        low, high = float((m - e).min()), float((m + e).max())
    if panel.fit is not None:
        x = np.array([float(c) for c in panel.data.columns])
        t = np.log10(x) if panel.fit.x_transform == "log10" else x
        line = panel.fit.intercept + panel.fit.slope * np.array([t.min(), t.max()])
        low, high = min(low, float(line.min())), max(high, float(line.max()))
    if spec.bars:
        low = min(0.0, low)
        below = (0.12 if panel.values_printed else 0.05) if low < 0 else 0.0  # labels of negative bars hang below
        low, high = _padded(low, high, below, 0.1 if panel.values_printed else 0.05, log)
        if len(panel.data.rows) > 1:
            high += legend_headroom([str(r) for r in panel.data.rows]) * (high - low)
        return low, high
    pad = 0.12 if panel.values_printed else 0.06
    return _padded(low, high, pad, 0.25 if panel.fit is not None else pad, log)  # a fit's legend sits on top


def record_axes(fig: Figure) -> None:
    """Write into the record the value-axis ranges and ticks (and colorbar ticks) the renderer will print."""
    spec = chart_kind(fig.kind)
    for panel in fig.panels:
        if spec.grid:  # values are read through the colorbar
            low, high = panel.colorbar.range
            panel.colorbar.ticks = nice_ticks(low, high)
            continue
        low, high = _value_axis(spec, panel)
        panel.y.range = (low, high)
        panel.y.ticks = nice_ticks(low, high, panel.y.scale == "log")
        if spec.numeric_x:
            x = [float(c) for c in panel.data.columns]
            log = panel.x.scale == "log"
            panel.x.range = _padded(min(x), max(x), 0.05, 0.05, log)
            panel.x.ticks = nice_ticks(*panel.x.range, log)


# ---------------------------------------------------------------- kinds

Builder = Callable[[np.random.Generator, int], Draft]

SYNTH_KINDS: dict[str, Builder] = {
    "heatmap-annotated": lambda rng, n: _heatmap(rng, n, printed=True),
    "heatmap-plain": lambda rng, n: _heatmap(rng, n, printed=False),
    "bar-labelled": lambda rng, n: _bar_panels(rng, n, printed=True),
    "bar-plain": lambda rng, n: _bar_panels(rng, n, printed=False),
    "bar-delta": lambda rng, n: _bar_panels(rng, n, printed=True, signed=True),
    "bar-errorbars": lambda rng, n: _bar_panels(rng, n, printed=False, errors=True),
    "bar-stacked-labelled": lambda rng, n: _stacked_panels(rng, n, printed=True),
    "bar-stacked-plain": lambda rng, n: _stacked_panels(rng, n, printed=False),
    "line-markers": lambda rng, n: _line_panels(rng, n, printed=False),
    "line-labelled": lambda rng, n: _line_panels(rng, n, printed=True),
    "line-errorbars": lambda rng, n: _line_panels(rng, n, printed=False, errors=True),
    "line-log": lambda rng, n: _log_panels(rng, n, printed=False),
    "scatter-fit": lambda rng, n: _scatter_panels(rng, n, printed=False),
}
"""Chart styles the generator draws, by name; ``--kind`` picks among them."""

# How many panels a kind usually has when none is asked for (papers rarely put 4 stacked-bar panels side by side).
TYPICAL_PANELS = {"heatmap": (1, 4), "bar": (1, 3), "line": (1, 3), "scatter": (1, 2)}


def parse_layout(text: str) -> tuple[int, int]:
    """``"2x3"`` -> (2, 3)."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise SynthError(f"layout {text!r} is not ROWSxCOLS (for example 1x3 or 2x2)")
    rows, cols = int(parts[0]), int(parts[1])
    if rows < 1 or cols < 1:
        raise SynthError(f"layout {text!r} needs at least one row and one column")
    return rows, cols


def auto_layout(n_panels: int) -> tuple[int, int]:
    return (1, n_panels) if n_panels <= 3 else (2, math.ceil(n_panels / 2))


def check_options(n: int, seed: int, kinds: list[str] | None, panels: int | None,
                  layout: tuple[int, int] | None) -> tuple[list[str], int | None, tuple[int, int] | None]:
    """Validate generator options; returns (kinds, panels, layout) with defaults filled in."""
    if n < 1:
        raise SynthError(f"--n must be at least 1 (got {n})")
    if seed < 0:
        raise SynthError(f"--seed must be zero or positive (got {seed})")
    chosen = list(kinds) if kinds else list(SYNTH_KINDS)
    unknown = [k for k in chosen if k not in SYNTH_KINDS]
    if unknown:
        raise SynthError(f"unknown kind(s) {', '.join(map(repr, unknown))}; known kinds: {', '.join(SYNTH_KINDS)}")
    if layout is not None:
        rows, cols = layout
        if panels is None:
            panels = rows * cols
        if rows * cols < panels:
            raise SynthError(f"{panels} panels do not fit a {rows}x{cols} layout; use a layout with at least {panels} cells")
        if (rows - 1) * cols >= panels:
            raise SynthError(f"a {rows}x{cols} layout leaves its last row empty for {panels} panels; use fewer rows")
    if panels is not None and not 1 <= panels <= MAX_PANELS:
        raise SynthError(f"a figure has 1 to {MAX_PANELS} panels (got {panels}); more are unreadable at benchmark "
                         "image sizes: use a smaller --panels or --layout")
    return chosen, panels, layout


# ---------------------------------------------------------------- difficulty tags

def difficulty_tags(fig: Figure, style: str, origin: str) -> dict[str, str | int | float | bool]:
    """Tags derived from the figure itself (never typed by hand), for leaderboard breakdowns (docs/benchmark.md)."""
    with_data = [p for p in fig.panels if p.data is not None]
    values = [v for p in with_data for row in p.data.values for v in row if v is not None]
    n_cells = fig.known_cells()
    size = next((name for limit, name in SIZE_BUCKETS if n_cells <= limit), "large")
    facts = figure_facts(fig)
    tie = any(len(pf.max.cells) > 1 or len(pf.min.cells) > 1 for pf in facts.panels if pf.max is not None)
    return {
        "values_printed": bool(with_data) and all(p.values_printed for p in with_data),
        "n_panels": len(fig.panels),
        "n_cells": n_cells,
        "size": size,
        "style": style,
        "origin": origin,
        "log_scale": any(a.scale == "log" for p in fig.panels for a in (p.x, p.y)),
        "has_negative": any(v < 0 for v in values),
        "has_tie": tie,
        "error_bars": any(p.data.errors is not None for p in with_data),
        "stacked": any(p.stacked for p in fig.panels),
        "fitted_line": any(p.fit is not None for p in fig.panels),
        "shared_colorbar": fig.layout.shared_colorbar,
        "legend": chart_kind(fig.kind).legend and any(len(p.data.rows) > 1 for p in with_data),
    }


# ---------------------------------------------------------------- generation

def generate_figure(seed: int, index: int, kind: str, panels: int | None = None,
                    layout: tuple[int, int] | None = None) -> SynthFigure:
    """Figure ``index`` of a seed, in one kind; the same arguments always give the same figure."""
    if kind not in SYNTH_KINDS:
        raise SynthError(f"unknown kind {kind!r}; known kinds: {', '.join(SYNTH_KINDS)}")
    rng = np.random.default_rng([seed, index, list(SYNTH_KINDS).index(kind)])
    if panels is None:
        family = kind.split("-")[0]
        low, high = TYPICAL_PANELS[family]
        panels = int(rng.integers(low, high + 1)) if layout is None else layout[0] * layout[1]
    draft = SYNTH_KINDS[kind](rng, panels)
    rows, cols = layout or auto_layout(panels)
    figure = Figure(id=f"synth-{seed}-{index:04d}-{kind}", kind=draft.kind,
                    layout=Layout(rows=rows, cols=cols, shared_colorbar=draft.shared_colorbar),
                    panels=draft.panels, metric=draft.metric, extras=draft.extras,
                    source={"title": "vlmeval synthetic figure", "figure_label": f"seed {seed}, figure {index}"},
                    notes=f"generated by 'vlmeval gt synth --seed {seed}' ({kind}); values are exact")
    record_axes(figure)
    figure.tags = difficulty_tags(figure, kind, "synth")
    return SynthFigure(figure=figure, style=kind, planted=draft.planted)


def generate_suite(n: int, seed: int, kinds: list[str] | None = None, panels: int | None = None,
                   layout: tuple[int, int] | None = None) -> Iterator[SynthFigure]:
    """``n`` figures cycling through the kinds, so every kind is equally represented."""
    chosen, panels, layout = check_options(n, seed, kinds, panels, layout)
    for index in range(n):
        yield generate_figure(seed, index, chosen[index % len(chosen)], panels, layout)


def write_figure(synth: SynthFigure, out_dir: Path, images: bool = True, dpi: int = DEFAULT_DPI) -> Path:
    """Write ``<id>.json`` (and ``<id>.png`` with its hash) into ``out_dir``; returns the JSON path."""
    from vlmeval.groundtruth.load import sha256_file
    from vlmeval.groundtruth.render import render_to_file
    from vlmeval.groundtruth.schema import ImageRef

    fig = synth.figure
    if images:
        png = render_to_file(fig, out_dir / f"{fig.id}.png", dpi=dpi)
        fig = fig.model_copy(update={"image": ImageRef(path=png.name, sha256=sha256_file(png), rerendered=True)})
    path = out_dir / f"{fig.id}.json"
    path.write_text(fig.model_dump_json(indent=2, exclude_none=True) + "\n", encoding="utf-8")
    return path


def prepare_output(out_dir: Path, overwrite: bool) -> None:
    """Refuse to mix a new suite into a folder of figures unless asked: figures already there are kept."""
    if out_dir.exists() and not out_dir.is_dir():
        raise SynthError(f"{out_dir} is a file; pass a folder for the generated figures")
    existing = sorted(out_dir.glob("*.json")) if out_dir.is_dir() else []
    if existing and not overwrite:
        raise SynthError(f"{out_dir} already holds {len(existing)} figure file(s) (e.g. {existing[0].name}); "
                         "choose an empty folder, or pass --overwrite to replace figures with the same ids")
    out_dir.mkdir(parents=True, exist_ok=True)
