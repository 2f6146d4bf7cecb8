"""``vlmeval agree --dataset real-prose``: judge the descriptions, print and write the measures."""

from __future__ import annotations

import json
from pathlib import Path

from vlmeval.cli.common import console, fail
from vlmeval.cli.tables import print_table


def run_real_prose(path: Path, halves: list[str], json_out: Path | None, markdown: Path | None, show: int,
                   figures: Path | None, simple_table, progress_bar, findings: Path | None = None) -> None:
    from vlmeval.agreement.agree import AgreeInputError
    from vlmeval.agreement.agree.real_prose import judge, read_descriptions
    from vlmeval.agreement.agree.real_prose_coverage import coverage_sections
    from vlmeval.agreement.agree.real_prose_measures import real_prose_result
    from vlmeval.agreement.agree.tables import markdown as to_markdown, real_prose_sections

    try:
        descriptions = read_descriptions(path)
        with progress_bar() as progress:
            task = progress.add_task("scoring real-prose", total=len(descriptions))
            judged = judge(descriptions, figures, progress=lambda: progress.advance(task))
    except AgreeInputError as e:
        fail(str(e).removeprefix("error: "))
    results, sections = [], []
    for name in halves:
        items = [j for j in judged if name == "all" or j.half == name]
        if not items:
            console.print(f"real-prose, {name}: no descriptions in this half (a folder whose split.toml says "
                          "held_out = true is all validation: use --half validation or all)", highlight=False)
        result = real_prose_result(name, items)
        results.append(result)
        sections += real_prose_sections(result) + coverage_sections(name, items)
    for section in sections:
        table = simple_table(section.title, section.header)
        for row in section.rows:
            table.add_row(*row)
        print_table(table, console)
    if markdown:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(to_markdown(sections), encoding="utf-8")
        console.print(f"wrote {markdown}")
    kept = [j for j in judged if "all" in halves or j.half in halves]
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        payload = {"results": [r.model_dump() for r in results], "descriptions": [_record(j) for j in kept]}
        json_out.write_text(json.dumps(payload, indent=1, default=str) + "\n", encoding="utf-8")
        console.print(f"wrote {json_out}")
    if findings:
        records = real_prose_findings(kept)
        findings.parent.mkdir(parents=True, exist_ok=True)
        findings.write_text("".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in records),
                            encoding="utf-8")
        console.print(f"wrote {findings}: {len(records)} false alarm(s) and miss(es)")
    _show(kept, show)


def _record(j) -> dict:
    d = j.description
    return {"file": d.file, "line": d.line, "figure_id": d.figure_id, "variant": d.variant, "paper": j.paper,
            "half": j.half, "overall": j.overall,
            "units": [{"index": u.index, "start": u.start, "end": u.end, "label": u.label, "error_type": u.error_type,
                       "record_agrees": u.record_agrees, "section": u.section, "flagged": flag, "reasons": why}
                      for u, flag, why in zip(d.units, j.flags, j.reasons)]}


def real_prose_findings(judged) -> list[dict]:
    """One record per unit where we and the label disagree: a correct unit we flag (``false_alarm``) or a wrong one
    we do not (``miss``), with the unit, its label and note, and every claim overlapping it (a miss: why none is
    contradicted)."""
    out = []
    for j in judged:
        d = j.description
        for u, flag in zip(d.units, j.flags):
            if u.label == "uncheckable" or flag == (u.label == "wrong"):
                continue
            claims = [{"kind": c.kind, "verdict": c.verdict, "text": c.text, "stated": c.stated,
                       "expected": c.expected, "panel": c.panel, "reason": c.reason}
                      for c in j.claims if c.start < u.end and u.start < c.end]
            out.append({"finding": "false_alarm" if flag else "miss", "file": d.file, "line": d.line,
                        "figure_id": d.figure_id, "variant": d.variant, "half": j.half, "section": u.section,
                        "unit": u.index, "text": d.text[u.start:u.end], "label": u.label,
                        "error_type": u.error_type, "record_agrees": u.record_agrees, "note": u.note,
                        "claims": claims})
    return out


def _show(judged, limit: int) -> None:
    """The first ``limit`` units where we and the label disagree (false alarms and misses)."""
    shown = 0
    for j in judged:
        d = j.description
        for u, flag in zip(d.units, j.flags):
            if shown >= limit or u.label == "uncheckable" or flag == (u.label == "wrong"):
                continue
            shown += 1
            what = "false alarm" if flag else f"miss ({u.error_type})"
            console.print(f"\n{d.figure_id} {d.variant} [{u.section}] {what}: {d.text[u.start:u.end]}",
                          highlight=False, markup=False)
            for why in j.reasons[u.index]:
                console.print(f"  ours: {why}", highlight=False, markup=False)
