"""``vlmeval score --from inspect|vlmevalkit|lmms-eval FILE``: another harness's output, made a run folder to score."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.markup import escape

from vlmeval.cli.common import console, err_console, fail
from vlmeval.groundtruth.load import FigureSet


@dataclass(frozen=True)
class HarnessInput:
    path_written: Path  # OUT/descriptions.jsonl, what is then scored
    complete: bool  # every row of the file had an answer for a known figure


def read_harness_output(kind: str | None, model: str | None, engine: str, path: Path, figures_path: Path | None,
                        figure_set: FigureSet, out: Path) -> HarnessInput:
    """Read ``path`` as ``kind``'s output, list what does not map, write OUT/descriptions.jsonl and errors.jsonl."""
    from vlmeval.scoring.batch import InputError
    from vlmeval.integrations.benchmark import catalogue, figure_index
    from vlmeval.integrations.harness_outputs import FORMATS, HarnessFileError, read
    from vlmeval.integrations.harness_run import RunFolderError, write_run

    if kind is None:
        fail("--model: only used with --from (fix: add --from inspect|vlmevalkit|lmms-eval, or leave out --model; "
             "a descriptions file names its model on each line)")
    if kind not in FORMATS:
        fail(f"--from {kind}: unknown (fix: pass one of {', '.join(FORMATS)})")
    if engine != "local":
        fail("--from: scores on this machine (fix: leave out --engine dask)")
    # the index counts the catalogue: the --figures folder, else every bundled figure (a suite is a subset)
    index = figure_index(figure_set if figures_path is not None else catalogue(None))
    try:
        converted = read(kind, path, figure_set, index, model)
    except (InputError, HarnessFileError) as e:
        fail(str(e))
    for line in converted.unmapped:
        err_console.print(f"[yellow]skipped[/] {escape(line)}", highlight=False, soft_wrap=True)
    for row in converted.failures:
        err_console.print(f"[yellow]failed[/] {escape(row['figure_id'])}: {escape(row['error'])} (counted as 0)",
                          highlight=False, soft_wrap=True)
    counts = (f"{len(converted.descriptions)} answer(s), {len(converted.failures)} failed, "
              f"{len(converted.unmapped)} matching no figure")
    if not converted.descriptions:
        fail(f"{path}: no answer to score ({counts}); nothing written (fix: see the lines above)")
    try:
        written = write_run(converted, out)
    except RunFolderError as e:
        fail(str(e))
    console.print(f"read {path} ({kind} output of {converted.model}): {counts} -> {written}", highlight=False,
                  soft_wrap=True)
    return HarnessInput(written, complete=not converted.failures and not converted.unmapped)
