"""``vlmeval gt export``: the benchmark as a dataset other harnesses read (see vlmeval/integrations/export.py)."""

from __future__ import annotations

from pathlib import Path

import typer

from vlmeval.cli.common import FIGURES_OPTION, console, fail, figures_or_fail


def export(
    out: Path = typer.Argument(..., metavar="DIR", help="Folder to write the export into (created)."),
    fmt: str = typer.Option("parquet", "--format", help="parquet: a dataset folder (data/test-*.parquet, a dataset "
                            "card README.md, an lmms-eval task in lmms_eval/) that Hugging Face datasets, pandas, "
                            "Polars and DuckDB read; vlmevalkit: DIR/<name>.tsv for VLMEvalKit's custom datasets."),
    suite: str = typer.Option(None, "--suite", help="Benchmark suite: vlmeval-bench-v1 (default, every bundled "
                              "figure), papers, synth."),
    figures: Path = FIGURES_OPTION,
    prompt: str = typer.Option("describe-v1", "--prompt", help="Prompt id (prompts/<id>.md) or prompt file: the "
                               "text each row asks the model."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace the files of an earlier export in DIR."),
) -> None:
    """Export the benchmark for other harnesses: one row per figure with an image, with its prompt and ground truth.

    Each row keeps its figure id and an index (the figure's place among every figure of the catalogue, by id),
    so what a harness writes maps back: 'vlmeval score --from vlmevalkit|lmms-eval FILE'. docs/integrations.md.
    """
    from vlmeval.integrations import export as ex
    from vlmeval.integrations.benchmark import benchmark_items, catalogue, figure_index
    from vlmeval.run.runner.manifest import RunError
    from vlmeval.run.runner.prompts import load_prompt

    if fmt not in ex.FORMATS:
        fail(f"--format {fmt}: unknown (fix: pass one of {', '.join(ex.FORMATS)})")
    selected = figures_or_fail(figures, suite=suite)
    try:
        text = load_prompt(prompt)
    except RunError as e:
        fail(str(e))
    label = figures.name if figures is not None else (suite or "vlmeval-bench-v1")
    name = ex.dataset_name(label)
    try:
        ex.check_target(out, fmt, name, overwrite)
    except ex.ExportError as e:
        fail(str(e))
    whole = figures is not None or suite in (None, "vlmeval-bench-v1")  # else a suite: index the whole catalogue
    items = benchmark_items(selected, figure_index(selected if whole else catalogue(None)), text.id, text.text)
    if not items:
        fail(f"{figures or suite or 'vlmeval-bench-v1'}: no figure with an image to export (fix: pick figures "
             "that have an image; 'vlmeval gt list' shows them)")
    try:
        written = ex.write_parquet(items, out, label) if fmt == "parquet" else ex.write_vlmevalkit(items, out, name)
    except ex.ExportError as e:
        fail(str(e))
    left_out = len(selected.figures) - len(items)
    note = f" ({left_out} figure(s) without an image left out)" if left_out else ""
    console.print(f"exported {len(items)} figure(s){note} with prompt {text.id}: {', '.join(map(str, written))}",
                  highlight=False)
