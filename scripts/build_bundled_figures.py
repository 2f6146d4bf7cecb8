"""Build ground_truth/ from ../shared/seed_figures.json and re-render the heatmap images.

Run from the repository root:  python scripts/build_bundled_figures.py
The seed file holds the best-known facts; this script only changes their shape into the schema.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from vlmeval.groundtruth.load import sha256_file
from vlmeval.groundtruth.render import render_to_file
from vlmeval.groundtruth.synth import difficulty_tags
from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, ImageRef, Layout, Panel, Source, Table

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seed_figures.json"
OUT = ROOT / "ground_truth" / "papers"

DYNTS = Source(title="DynTS: Dynamic Thinking-Token Selection for Efficient Reasoning in Large Reasoning Models",
               arxiv_id="2601.18383", figure_label="ablation over local window size and ratio")
SEQBENCH = Source(title="seqBench: A Tunable Benchmark to Quantify Sequential Reasoning Limits of LLMs",
                  arxiv_id="2509.16866", figure_label="progress-ratio pairs")
# Approximate per-panel colorbar ranges stated in the seed file for the R1-Llama figure.
LLAMA_RANGES = {"AIME24": (40, 48), "AIME25": (24, 30), "AMC23": (84, 89), "GPQA_D": (45, 48)}


def heatmap(seed: dict, shared: bool, source: Source) -> Figure:
    x, y = seed["x_axis"], seed["y_axis"]
    panels = []
    for p in seed["panels"]:
        known = [v for row in p["values"] for v in row if v is not None]
        if shared:
            colorbar = Colorbar(label="Pass@1", ticks=[50, 52, 54, 56])
        elif seed["id"] == "dynts-r1llama-benchmarks":
            colorbar = Colorbar(label="Pass@1", range=LLAMA_RANGES[p["title"].split("| ")[-1]])
        else:
            colorbar = Colorbar(label="Pass@1", range=(min(known), max(known)) if known else None)
        panels.append(Panel(
            title=p["title"],
            x=Axis(label=x["label"], ticks=x["ticks"], scale="categorical"),
            y=Axis(label=y["label"], ticks=list(reversed(y["ticks_top_to_bottom"])), scale="categorical"),
            colorbar=colorbar,
            data=Table(rows=p["rows_top_to_bottom"], columns=p["columns_left_to_right"], values=p["values"],
                       row_label=y["label"], column_label=x["label"], decimals=1),
            values_printed=True,
            confidence=p["confidence"],
        ))
    n = len(panels)
    return Figure(id=seed["id"], kind="heatmap", layout=Layout(rows=1, cols=n, shared_colorbar=shared),
                  panels=panels, source=source, metric="Pass@1", tags={"values_printed": True},
                  notes=seed.get("constraint"))


def seqbench(seed: dict) -> Figure:
    panels = [Panel(title=p["title"],
                    x=Axis(label="progress ratio (model x)", range=(0, 1)),
                    y=Axis(label="progress ratio (model y)", range=(0, 1)),
                    confidence=p["confidence"]) for p in seed["panels"]]
    return Figure(id=seed["id"], kind="density", layout=Layout(rows=2, cols=3), panels=panels, source=SEQBENCH,
                  metric="progress ratio", extras=["dashed parity line y = x in every panel", "faint scatter points"],
                  tags={"values_printed": False}, notes=seed["note"])


def main() -> int:
    seeds = {f["id"]: f for f in json.loads(SEEDS.read_text())["figures"]}
    figures = [heatmap(seeds["dynts-r1qwen-benchmarks"], False, DYNTS),
               heatmap(seeds["dynts-r1llama-benchmarks"], False, DYNTS),
               heatmap(seeds["dynts-average"], True, DYNTS),
               seqbench(seeds["seqbench-progress-ratio-pairs"])]
    OUT.mkdir(exist_ok=True)
    for fig in figures:
        fig.tags = difficulty_tags(fig, style="paper-" + fig.kind, origin="paper")
        if fig.kind == "heatmap":
            png = render_to_file(fig, OUT / f"{fig.id}.png")
            fig.image = ImageRef(path=png.name, sha256=sha256_file(png), rerendered=True)
        (OUT / f"{fig.id}.json").write_text(fig.model_dump_json(indent=2, exclude_none=True) + "\n")
        print("wrote", fig.id)
    return 0


if __name__ == "__main__":
    sys.exit(main())
