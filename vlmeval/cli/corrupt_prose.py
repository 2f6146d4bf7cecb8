"""``vlmeval corrupt-check --descriptions FILE.jsonl``: errors injected into real descriptions (the prose injector)."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from vlmeval.cli.common import console, fail
from vlmeval.cli.tables import Column, TextTable, print_table

HALVES = ("all", "dev", "validation")


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


def run_prose(descriptions: Path, figures: Path | None, seed: int, half: str, per_description: int,
              json_out: Path | None, show: int) -> None:
    from vlmeval.agreement.corrupt import prose
    from vlmeval.agreement.corrupt.prose_units import DescriptionsError, read_inputs

    if half not in HALVES:
        fail(f"--half {half!r} (fix: use one of {', '.join(HALVES)})")
    if per_description < 1:
        fail(f"--per-description {per_description} (fix: give 1 or more)")
    if figures is not None and not figures.is_dir():
        fail(f"--figures {figures}: no such folder (fix: pass the folder of the descriptions' records)")
    try:
        items = read_inputs(descriptions)
        summary = prose.check_descriptions(items, [figures] if figures else None, seed=seed, half=half,
                                               per_description=per_description)
    except DescriptionsError as e:
        fail(str(e).removeprefix("error: "))
    table = TextTable([Column("error class", wrap=True)] + [Column(h, right=True) for h in ("cases", "caught", "share")],
                      title=f"errors injected into {summary.descriptions} descriptions (seed {seed}, half {half})",
                      simple=False)
    for name, cases, caught, share in summary.rows():
        table.add_row(name, str(cases), str(caught), _fmt(share))
    print_table(table, console)
    console.print(f"units: {summary.units}; correct units holding a supported claim (injected into): "
                  f"{summary.eligible}", highlight=False)
    console.print(f"false alarms: {summary.correct_flagged} of {summary.correct} correct units flagged in the "
                  f"unmutated descriptions; {summary.spill} other units newly flagged in the mutated ones",
                  highlight=False)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        rows = [dict(zip(("error", "cases", "caught", "share"), r)) for r in summary.rows()]
        json_out.write_text(json.dumps({"classes": rows, "cases": [asdict(c) for c in summary.cases]}, indent=1) + "\n",
                            encoding="utf-8")
        console.print(f"wrote {json_out}")
    for case in [c for c in summary.cases if not c.caught][:show]:
        console.print(f"\n[bold]missed[/] {case.error} in {case.figure_id} ({case.change}): {case.unit}", highlight=False)
