"""The generator's records (what a style builds, what it planted), its vocabulary (names from ML papers) and
the helpers every chart style shares."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from pydantic import BaseModel

from vlmeval.groundtruth.facts import Direction
from vlmeval.groundtruth.schema import Figure, Key, Panel, Table

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


def pick(rng: np.random.Generator, items: list, k: int | None = None):
    if k is None:
        return items[int(rng.integers(len(items)))]
    return [items[int(i)] for i in rng.choice(len(items), size=k, replace=False)]


def round_to(m: np.ndarray, decimals: int) -> np.ndarray:
    return np.round(m, decimals) + 0.0  # + 0.0 turns -0.0 into 0.0


def as_lists(m: np.ndarray) -> list[list[float]]:
    return [[float(v) for v in row] for row in m]


def panel_titles(rng: np.random.Generator, names: list[str]) -> list[str]:
    """Subplot titles; multi-panel figures are often lettered as in papers: "(a) MMLU"."""
    if len(names) > 1 and rng.random() < 0.5:
        return [f"({chr(97 + i)}) {name}" for i, name in enumerate(names)]
    return list(names)


def plant_extremum(m: np.ndarray, decimals: int, rng: np.random.Generator, which: str = "max",
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


def key_cells(table: Table, cells: list[tuple[int, int]]) -> list[tuple[Key, Key]]:
    return [(table.rows[r], table.columns[c]) for r, c in sorted(cells)]
