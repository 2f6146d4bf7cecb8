"""The chart styles: each builds a ``Draft`` (panels with exact tables, and what it planted in them) from a
random generator and a number of panels."""

from __future__ import annotations

import numpy as np

from vlmeval.groundtruth.schema import Axis, Colorbar, Panel, Table, TrendLine
from vlmeval.groundtruth.synth.draft import (DATASETS, DECODERS, HYPERPARAMETERS, METHODS, MODELS, SCORE_METRICS,
                                            SETTINGS, VISION_SETS, Draft, as_lists, key_cells, panel_titles, pick,
                                            plant_extremum, round_to)

# ---------------------------------------------------------------- heatmaps

def heatmap_draft(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    (y_label, y_all), (x_label, x_all) = pick(rng, HYPERPARAMETERS, 2)
    n_rows, n_cols = int(rng.integers(3, min(6, len(y_all)) + 1)), int(rng.integers(3, min(6, len(x_all)) + 1))
    y0, x0 = int(rng.integers(len(y_all) - n_rows + 1)), int(rng.integers(len(x_all) - n_cols + 1))
    y_ticks, columns = y_all[y0:y0 + n_rows], x_all[x0:x0 + n_cols]
    rows = list(reversed(y_ticks)) if rng.random() < 0.5 else list(y_ticks)  # papers print both orders
    signed = rng.random() < 0.2
    if signed:
        metric, decimals, lo, hi = "Δ accuracy vs. baseline (pp)", 1, -6.0, 6.0
    else:
        metric, decimals, lo, hi = pick(rng, SCORE_METRICS)
    names = pick(rng, DATASETS + MODELS, n_panels)
    titles = panel_titles(rng, names)
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
        m = round_to(m if signed else np.clip(m, lo * 0.8, hi), decimals)
        near_peak = np.unravel_index(int(np.argmax(bump)), bump.shape)
        cells = plant_extremum(m, decimals, rng, "max", cell=(int(near_peak[0]), int(near_peak[1])),
                                tie=p == tie_panel, ceiling=1.0 if hi <= 1 else 100.0)
        table = Table(rows=rows, columns=columns, values=as_lists(m), row_label=y_label, column_label=x_label,
                      decimals=decimals)
        matrices.append(m)
        tables.append(table)
        draft.planted.extremum[title] = ("max", key_cells(table, cells))
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
    return round_to(np.clip(m, lo * 0.5, 100.0 if hi > 1 else 1.0), decimals)


def bar_panels(rng: np.random.Generator, n_panels: int, printed: bool, signed: bool = False,
                errors: bool = False) -> Draft:
    n_series = int(rng.integers(2, 4 if printed else 5))
    n_categories = int(rng.integers(3, 5 if printed else 7))
    series = pick(rng, [MODELS, METHODS, DECODERS][int(rng.integers(3))], n_series)
    if rng.random() < 0.5:
        series[-1] = "Ours"
    if signed:
        metric, decimals, lo, hi = "Δ accuracy vs. baseline (pp)", 1, -6.0, 8.0
    else:
        metric, decimals, lo, hi = pick(rng, [m for m in SCORE_METRICS if m[0] != "AUROC"])
        if rng.random() < 0.3:
            decimals = 0
    names = pick(rng, SETTINGS, n_panels) if n_panels > 1 else [""]
    titles = panel_titles(rng, names) if n_panels > 1 else [pick(rng, ["Main results", "Benchmark scores",
                                                                        "Comparison with baselines"])]
    categories = pick(rng, DATASETS if rng.random() < 0.7 else VISION_SETS, n_categories)
    tie_panel = int(rng.integers(n_panels)) if rng.random() < 0.35 else -1
    draft = Draft(kind="bar", panels=[], metric=metric)
    for p, title in enumerate(titles):
        if signed:
            m = round_to(rng.normal(1.0, 3.0, size=(n_series, n_categories)), decimals)
            m[0, int(rng.integers(n_categories))] = -round(float(rng.uniform(1.5, 5.0)), decimals)  # one real loss
        else:
            m = _score_table(rng, series, categories, lo, hi, decimals)
        cells = plant_extremum(m, decimals, rng, "max", cell=(n_series - 1, int(rng.integers(n_categories))),
                                tie=p == tie_panel, ceiling=None if signed else 100.0)
        table = Table(rows=series, columns=categories, values=as_lists(m), row_label="Method",
                      column_label="Benchmark", decimals=decimals)
        if errors:
            table.errors = as_lists(round_to(rng.uniform(0.6, 2.5, size=m.shape), decimals))
        draft.planted.extremum[title] = ("max", key_cells(table, cells))
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label="Benchmark", ticks=list(categories), scale="categorical"),
                                  y=Axis(label=metric)))
    return draft


def stacked_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    models = pick(rng, MODELS, int(rng.integers(3, 6)))
    percentages = rng.random() < 0.5
    draft = Draft(kind="bar", panels=[], metric="")
    names = pick(rng, DATASETS, n_panels)
    titles = panel_titles(rng, names)
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
            m = round_to(np.vstack([rng.uniform(8, 20, len(models)) * scale, rng.uniform(30, 60, len(models)) * scale,
                                  rng.uniform(5, 12, len(models))]), decimals)
            cells = plant_extremum(m, decimals, rng, "max", cell=(1, int(rng.integers(len(models)))))
            draft.metric, label = "Latency (ms / token)", "Latency (ms / token)"
            draft.planted.extremum[title] = ("max", [(segments[r], models[c]) for r, c in cells])
        table = Table(rows=segments, columns=models, values=as_lists(m), row_label="Component",
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
    return round_to(m, decimals)


def line_panels(rng: np.random.Generator, n_panels: int, printed: bool, errors: bool = False) -> Draft:
    x_label, x_all, scale, direction = pick(rng, LINE_AXES)
    n_points = int(rng.integers(4, len(x_all) + 1)) if not printed else int(rng.integers(4, min(6, len(x_all)) + 1))
    columns = x_all[:n_points]
    n_series = 2 if printed else int(rng.integers(2, 4 if errors else 6))  # printed labels of 3+ lines collide
    series = pick(rng, [METHODS, MODELS, DECODERS][int(rng.integers(3))], n_series)
    metric, decimals, lo, hi = pick(rng, [m for m in SCORE_METRICS if m[0] != "AUROC"])
    titles = panel_titles(rng, pick(rng, DATASETS, n_panels))
    draft = Draft(kind="line", panels=[], metric=metric)
    for title in titles:
        m = _curves(rng, n_series, n_points, lo, hi, direction, decimals)
        end = n_points - 1 if direction == "increasing" else 0  # the best series peaks at its best end
        best = int(np.argmax(m[:, end]))
        cells = plant_extremum(m, decimals, rng, "max", cell=(best, end), ceiling=100.0)
        table = Table(rows=series, columns=list(columns), values=as_lists(m), row_label="Method",
                      column_label=x_label, decimals=decimals)
        if errors:
            table.errors = as_lists(round_to(rng.uniform(0.4, 2.0, size=m.shape) * (hi - lo) / 50, decimals))
        draft.planted.extremum[title] = ("max", key_cells(table, cells))
        draft.planted.direction[title] = direction
        draft.panels.append(Panel(title=title, data=table, values_printed=printed,
                                  x=Axis(label=x_label, ticks=list(columns), scale=scale), y=Axis(label=metric)))
    return draft


MODEL_SIZES = [0.125, 0.35, 0.76, 1.3, 2.7, 6.7, 13, 30, 70]  # billions of parameters
TOKENS = [1, 2, 5, 10, 20, 50, 100, 200]  # billions of training tokens


def log_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    """Scaling curves: accuracy over model size (log x), or perplexity over training tokens (log x and y)."""
    sizes = rng.random() < 0.5
    titles = panel_titles(rng, pick(rng, DATASETS, n_panels))
    series = pick(rng, ["Dense", "MoE", "Ours", "Baseline", "Distilled", "Pruned"], int(rng.integers(2, 4)))
    draft = Draft(kind="line", panels=[], metric="")
    for title in titles:
        if sizes:
            start = int(rng.integers(0, 3))
            columns = MODEL_SIZES[start:start + int(rng.integers(5, 7))]
            t = np.log10(columns)
            slope = rng.uniform(6, 14, size=len(series))
            m = 45 + slope[:, None] * (t - t[0])[None, :] + rng.normal(0, 0.6, size=(len(series), len(columns)))
            m, decimals = round_to(np.clip(m, 1, 99), 1), 1
            draft.metric, x_label, y_scale, which, direction = "Accuracy (%)", "Parameters (B)", "linear", "max", "increasing"
        else:
            columns = TOKENS[:int(rng.integers(5, 9))]
            t = np.log10(columns)
            exponent = rng.uniform(0.15, 0.35, size=len(series))
            m = rng.uniform(25, 60, size=len(series))[:, None] * 10 ** (-exponent[:, None] * t[None, :])
            m = m * np.exp(rng.normal(0, 0.01, size=m.shape))
            m, decimals = round_to(m, 1), 1
            draft.metric, x_label, y_scale, which, direction = "Perplexity", "Training tokens (B)", "log", "min", "decreasing"
        best = int(rng.integers(len(series)))
        if which == "max":
            cells = plant_extremum(m, decimals, rng, which, cell=(best, len(columns) - 1), ceiling=100.0)
        else:  # a lowest perplexity 10 % below the rest keeps it positive on the log axis
            cells = [(best, len(columns) - 1)]
            m[cells[0]] = round(float(np.delete(m.ravel(), best * m.shape[1] + len(columns) - 1).min()) * 0.9, decimals)
        table = Table(rows=series, columns=list(columns), values=as_lists(m), row_label="Model",
                      column_label=x_label, decimals=decimals)
        draft.planted.extremum[title] = (which, key_cells(table, cells))
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


def scatter_panels(rng: np.random.Generator, n_panels: int, printed: bool) -> Draft:
    """One point per model, with a least-squares line; log x (compute, size) or linear x (pretraining loss)."""
    log_x = rng.random() < 0.6
    titles = panel_titles(rng, pick(rng, DATASETS, n_panels))
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
        y = round_to(np.clip(y, 1, 99), 1)
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
