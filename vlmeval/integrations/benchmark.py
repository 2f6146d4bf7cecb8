"""The benchmark as rows for other harnesses: one per figure with an image, with its prompt and ground truth.

Each row has an ``index``: the 1-based place of its figure among every figure with an image in the
*catalogue* (the figures given with ``--figures``, else the whole bundled benchmark), sorted by id. A suite is a
subset of the bundled catalogue, so a figure keeps its index whichever suite is exported, and a prediction file
that kept only the index (VLMEvalKit's) maps back to the same figure.
"""

from __future__ import annotations

import fnmatch
import json
from dataclasses import dataclass
from pathlib import Path

from vlmeval.groundtruth.load import FigureSet, default_figures_dir, load_figure_set
from vlmeval.groundtruth.schema import Figure

MIT = "mit"
OTHER = "other"


@dataclass(frozen=True)
class BenchmarkItem:
    index: int
    figure_id: str
    kind: str
    suite: str
    tags: dict
    prompt_id: str
    prompt: str
    image_path: Path
    ground_truth: str  # the figure record as JSON, as `vlmeval gt show ID --json` prints its "figure"
    source: str
    license: str

    def image_bytes(self) -> bytes:
        return self.image_path.read_bytes()


def catalogue(figures_path: Path | None) -> FigureSet:
    """The figures the index counts: a ``--figures`` folder, else every bundled figure."""
    return load_figure_set(figures_path if figures_path is not None else default_figures_dir())


def figure_index(figures: FigureSet) -> dict[str, int]:
    """figure id -> 1-based index among the figures with an image, sorted by id."""
    with_image = sorted(fid for fid, fig in figures.figures.items() if fig.image is not None)
    return {fid: i for i, fid in enumerate(with_image, start=1)}


def select_ids(figures: FigureSet, patterns: list[str] | None = None) -> list[str]:
    """Ids of the figures with an image, sorted, kept where they match one of ``patterns`` (fnmatch)."""
    ids = sorted(fid for fid, fig in figures.figures.items() if fig.image is not None)
    if patterns:
        ids = [fid for fid in ids if any(fnmatch.fnmatchcase(fid, p) for p in patterns)]
    return ids


def benchmark_items(figures: FigureSet, index: dict[str, int], prompt_id: str, prompt: str,
                    ids: list[str] | None = None) -> list[BenchmarkItem]:
    """One item per figure of ``ids`` (default: every figure with an image), in id order."""
    items = []
    for fid in ids if ids is not None else select_ids(figures):
        fig = figures.figures[fid]
        source, licence = source_and_license(fig)
        items.append(BenchmarkItem(
            index=index[fid], figure_id=fid, kind=fig.kind, suite=fig.suite or figures.files[fid].parent.name,
            tags=dict(fig.tags), prompt_id=prompt_id, prompt=prompt, image_path=figures.image_path(fid),
            ground_truth=json.dumps(fig.model_dump(mode="json", exclude_none=True), ensure_ascii=False),
            source=source, license=licence))
    return items


def source_and_license(fig: Figure) -> tuple[str, str]:
    """Where the figure comes from, and the licence of what is exported for it.

    A synthetic figure, or a paper figure whose image vlmeval re-rendered from the transcribed values, is the
    project's own work (MIT). An original image is its source's: the licence its record names (``source.licence``,
    as the Hub writes SPDX ids: ``apache-2.0``), else ``other`` (not known here)."""
    src = fig.source
    if fig.tags.get("origin") == "synth":
        where = "synthetic (vlmeval gt synth)"
    elif src is not None and src.arxiv_id:
        where = f"arXiv:{src.arxiv_id}"
    elif src is not None and (src.url or src.title):
        where = src.url or src.title or ""
    else:
        where = "unknown"
    rerendered = fig.image is not None and fig.image.rerendered
    if rerendered:
        return where, MIT
    return where, src.licence.lower() if src is not None and src.licence else OTHER
