"""``vlmeval agree`` (agreement with human error labels) and ``vlmeval corrupt-check`` (injected errors)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from vlmeval.cli import corrupt_prose
from vlmeval.cli.common import FIGURES_OPTION, console, fail, figures_or_fail
from vlmeval.cli.tables import Column, TextTable, print_table

def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=console, transient=True)


DATASETS = ("quintd", "chocolate-vistext", "statista-summaries", "real-prose")

# Where each data set comes from; the product ships none of them, so a missing PATH is an error that says this.
DATASET_SOURCES = {
    "quintd": "the public quintd benchmark's OWID captions with human Incorrect spans (github.com/kasnerz/quintd, "
              "MIT): a folder with captions.jsonl and the '#'-header CSV tables in tables/",
    "chocolate-vistext": "the public CHOCOLATE benchmark's VisText captions with per-sentence error labels "
                         "(github.com/khuangaf/CHOCOLATE) and their Statista tables from Chart-to-text "
                         "(github.com/vis-nlp/Chart-to-text): a folder with captions.jsonl and tables/",
    "statista-summaries": "the Statista editors' summaries of the CHOCOLATE-VisText charts, from Chart-to-text "
                          "(github.com/vis-nlp/Chart-to-text): a folder with human_summaries.jsonl and tables/",
    "real-prose": "descriptions of real-suite figures in the seeds' format, labelled unit by unit (the project's "
                  "../shared/data/real-prose-dev): a folder of *.jsonl descriptions scored against ground_truth/real/",
}


def no_dataset_path(dataset: str) -> str:
    option = "" if dataset == "quintd" else f"--dataset {dataset} "
    alternative = " (or its captions.jsonl with --captions)" if dataset == "quintd" else ""
    return (f"PATH: no data set folder given (fix: pass the {dataset} folder, e.g. 'vlmeval agree {option}DATA/'"
            f"{alternative}; it is {DATASET_SOURCES[dataset]}; docs/agreement.md describes the layout)")


def agree(
    path: Path = typer.Argument(None, metavar="PATH", help="The data set's folder (required; quintd also takes --captions instead): "
                                "quintd: captions.jsonl and tables/ (the public quintd OWID annotations); "
                                "chocolate-vistext: captions.jsonl and tables/ (the public CHOCOLATE benchmark); "
                                "statista-summaries: human_summaries.jsonl and tables/ (Chart-to-text's Statista "
                                "summaries). docs/agreement.md says where to get each."),
    dataset: str = typer.Option("quintd", "--dataset", help="quintd (human Incorrect spans), chocolate-vistext "
                                "(per-sentence human error labels), statista-summaries (editors' summaries) or "
                                "real-prose (seed-format descriptions of real-suite figures, labelled unit by unit)."),
    captions: Path = typer.Option(None, "--captions", help="quintd: the captions.jsonl with human spans "
                                  "(overrides PATH)."),
    tables: Path = typer.Option(None, "--tables", help="quintd: the folder of '#'-header CSV tables. "
                                "Default: 'tables' beside the captions file."),
    half: str = typer.Option(None, "--half", help="dev (the half rules are tuned on), validation (the other half; "
                             "quintd also takes its old name held-out), both, or all pooled. quintd: tables 0-49 / "
                             "50-99; VisText sets: a chart is dev iff crc32(vistext_id) % 2 == 0; real-prose: by "
                             "paper (its README). Default: both (real-prose: dev)."),
    json_out: Path = typer.Option(None, "--json", help="Also write the results (and every caption's claims) as JSON."),
    markdown: Path = typer.Option(None, "--markdown", help="Also write the result tables as markdown."),
    findings: Path = typer.Option(None, "--findings", help="VisText sets and real-prose: write every false alarm "
                                  "and miss (sentence or unit, our claims, their reasons) as JSONL."),
    show: int = typer.Option(0, "--show", help="Print this many captions where we and the humans disagree."),
    series_only: bool = typer.Option(False, "--series-only", help="Score with the series-prose claims alone "
                                     "(diagnostic: leaves out the general extractors)."),
    figures: Path = typer.Option(None, "--figures", help="real-prose: the folder of the records (default: the "
                                 "bundled real suite, ground_truth/real)."),
    reading_tolerance: float = typer.Option(None, "--reading-tolerance", help="VisText sets: a stated value within "
                                            "this share of the axis span of the table's is right (the charts print no "
                                            "values). Default: 0.03; 0 compares at the table's printed precision."),
    judge: Path = typer.Option(None, "--judge", help="quintd: the folder of the GPT-4 judge's spans published with "
                               "quintd (data/quintd-1/annotations/gpt-4 in github.com/kasnerz/quintd); adds sentence "
                               "MCC of ours, the judge and the best position rule on the same sentences."),
    adjudications: Path = typer.Option(None, "--adjudications", help="chocolate-vistext: a JSON-lines file of "
                                       "sentences where we and people disagree, decided against the chart's table; "
                                       "agreement is also shown on the adjudicated labels. Default: the bundled "
                                       "adjudication of the dev copy's false alarms (both halves)."),
) -> None:
    """Agreement of our verdicts with people, on captions and summaries nobody on the project wrote.

    quintd: our contradicted-claim spans against human Incorrect spans (span P/R/F1, caption flags, tau-c).

    chocolate-vistext: sentence P/R/F1 of "has a factual error" overall and per error type, false alarms on
    human-clean sentences, caption AUROC and tau-c with its ceiling, the captioners' ranking.

    statista-summaries: the share of editors' sentences we call wrong about the chart.

    95% bootstrap intervals; dev and validation halves. The data sets are not part of vlmeval: PATH is the
    folder of one (docs/agreement.md says where each comes from).
    """
    if dataset not in DATASETS:
        fail(f"--dataset {dataset!r}: use one of {', '.join(DATASETS)}")
    if dataset == "real-prose":
        return _agree_real_prose(path, half or "dev", json_out, markdown, show, figures, findings)
    half = half or "both"
    if half == "validation" and dataset == "quintd":
        half = "held-out"
    if dataset != "quintd":
        if half == "held-out":
            half = "validation"
        return _agree_vistext(dataset, path, half, json_out, markdown, findings, show, series_only, reading_tolerance,
                              adjudications)
    if judge is not None and dataset != "quintd":
        fail("--judge is for --dataset quintd (fix: leave it out)")
    if findings:
        fail("--findings is for the VisText sets and real-prose (fix: use --json for quintd's claims)")
    if captions is None and path is not None:
        captions = path / "captions.jsonl" if path.is_dir() else path
    from vlmeval.agreement.agree import AgreeInputError, in_half, kind_breakdown, read_captions, report, score_captions, span_counts

    halves = {"both": ["dev", "held-out"], "dev": ["dev"], "held-out": ["held-out"], "all": ["all"]}.get(half)
    if halves is None:
        fail(f"--half: {half!r} is not a half (fix: use dev, validation (or its old name held-out), both or all)")
    if captions is None:
        fail(no_dataset_path("quintd"))
    if not captions.is_file():
        fail(f"{captions}: no such file or folder (fix: pass the quintd folder (captions.jsonl and tables/) as PATH, "
             "or its captions.jsonl with --captions)")
    tables = tables or captions.parent / "tables"
    if not tables.is_dir():
        fail(f"{tables}: no such folder (pass the folder of CSV tables with --tables)")
    try:
        items = [c for c in read_captions(captions) if any(c.table_idx in r for r in _ranges(halves))]
        with _progress() as progress:
            task = progress.add_task("scoring captions", total=len(items))
            scorer = line_prose_scorer() if series_only else None
            scored = score_captions(items, tables, scorer=scorer, progress=lambda: progress.advance(task))
    except AgreeInputError as e:
        fail(str(e))
    results = report(scored, halves)
    for name, rows in results.items():
        title = {"dev": "tables 0-49 (dev: tuned on)", "held-out": "tables 50-99 (held-out)", "all": "tables 0-99"}[name]
        spans = _simple_table(f"{title}: spans", ("model", "n", "P", "R", "F1", "F1 95% CI", "ours", "human",
                                                        "F1 every sentence"))
        captions_table = _simple_table(f"{title}: captions (flagged = any error)",
                                       ("model", "precision", "recall", "F1", "Kendall tau-c"))
        for r in rows:
            ci = "-" if r.span_f1_ci is None else f"{r.span_f1_ci[0]:.2f}-{r.span_f1_ci[1]:.2f}"
            spans.add_row(r.group, str(r.captions), _fmt(r.span_precision), _fmt(r.span_recall), _fmt(r.span_f1), ci,
                          str(r.predicted_spans), str(r.human_spans), _fmt(r.every_sentence_f1))
            captions_table.add_row(r.group, _fmt(r.caption_precision), _fmt(r.caption_recall), _fmt(r.caption_f1),
                                   _fmt(r.kendall_tau_c))
        print_table(spans, console)
        print_table(captions_table, console)
        kinds = _simple_table(f"{title}: our contradicted claims by kind", ("kind", "contradicted", "overlapping a human span"))
        for row in kind_breakdown([s for s in scored if in_half(s.caption, name)]):
            kinds.add_row(row.kind, str(row.contradicted), str(row.overlapping_human))
        print_table(kinds, console)
        if judge is not None:
            from vlmeval.cli.agree_judge import print_judge

            print_judge(title, [s for s in scored if in_half(s.caption, name)], judge)
    if markdown:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(_markdown(results, {k: kind_breakdown([s for s in scored if in_half(s.caption, k)]) for k in results}),
                            encoding="utf-8")
        console.print(f"wrote {markdown}")
    if json_out:
        payload = {"results": {k: [r.model_dump() for r in v] for k, v in results.items()},
                   "by_kind": {k: [r.model_dump() for r in kind_breakdown([s for s in scored if in_half(s.caption, k)])]
                               for k in results},
                   "captions": [{"line": s.caption.line, "table": s.caption.table, "model": s.caption.model,
                                 "predicted": s.predicted, "human": [(h.start, h.end) for h in s.caption.incorrect],
                                 "claims": [c.model_dump(exclude_none=True) for c in s.claims]} for s in scored]}
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(payload, indent=1, default=str) + "\n", encoding="utf-8")
        console.print(f"wrote {json_out}")
    shown = 0
    for s in scored:
        if shown >= show:
            break
        c = span_counts(s)
        if c.predicted_matched == c.predicted and c.human_found == c.human:
            continue
        shown += 1
        console.print(f"\n[bold]{s.caption.table}[/] {s.caption.model} (line {s.caption.line})\n{s.caption.text}", highlight=False)
        for h in s.caption.incorrect:
            console.print(f"  human: {h.text!r}", highlight=False)
        for claim in s.claims:
            if claim.verdict == "contradicted":
                console.print(f"  ours:  {claim.text!r} ({claim.kind}: {claim.reason})", highlight=False)


def line_prose_scorer():
    """``--series-only``: the line/bar prose claims alone, scored the ordinary way (the pipeline of that one
    entry, verified and cross-checked as ``vlmeval score`` does)."""
    from vlmeval.claims.pipeline import pipeline_of
    from vlmeval.claims.types import line_prose
    from vlmeval.scoring.scorecard import evaluate_text

    pipeline = pipeline_of((line_prose.ENTRY,))
    return lambda fig, text: evaluate_text(fig, text, pipeline).claims


def _agree_vistext(dataset: str, path: Path | None, half: str, json_out: Path | None, markdown: Path | None,
                   findings: Path | None, show: int, series_only: bool, reading_tolerance: float | None,
                   adjudications: Path | None = None) -> None:
    from vlmeval.agreement.agree import AgreeInputError
    from vlmeval.agreement.agree.adjudication import read_adjudications, read_bundled
    from vlmeval.agreement.agree.chocolate import chocolate_result
    from vlmeval.agreement.agree.findings import caption_findings, summary_findings
    from vlmeval.agreement.agree.judge import READING_TOLERANCE, judge_captions, judge_summaries
    from vlmeval.agreement.agree.summaries import summaries_result
    from vlmeval.agreement.agree.tables import chocolate_sections, markdown as to_markdown, summaries_sections

    halves = {"both": ["dev", "validation"], "dev": ["dev"], "validation": ["validation"], "all": ["all"]}.get(half)
    if halves is None:
        fail(f"--half: {half!r} is not a half (fix: use dev, validation (or its old name held-out), both or all)")
    if reading_tolerance is not None and not 0 <= reading_tolerance < 1:
        fail(f"--reading-tolerance {reading_tolerance}: give a share of the axis span from 0 to 1 (e.g. 0.03)")
    folder = path
    if folder is None:
        fail(no_dataset_path(dataset))
    if not folder.is_dir() or not (folder / "tables").is_dir():
        fail(f"{folder}: not a VisText set folder (fix: pass a folder with tables/ and captions.jsonl or "
             "human_summaries.jsonl)")
    if adjudications is not None and dataset != "chocolate-vistext":
        fail("--adjudications is for --dataset chocolate-vistext (fix: leave it out)")
    try:
        decided = (read_adjudications(adjudications) if adjudications else read_bundled()) if dataset == "chocolate-vistext" else None
    except AgreeInputError as e:
        fail(str(e))
    scorer = line_prose_scorer() if series_only else None
    judge = judge_captions if dataset == "chocolate-vistext" else judge_summaries
    try:
        with _progress() as progress:
            task = progress.add_task(f"scoring {dataset}", total=None)
            judged = judge(folder, scorer=scorer, progress=lambda: progress.advance(task),
                           reading_tolerance=READING_TOLERANCE if reading_tolerance is None else reading_tolerance)
    except AgreeInputError as e:
        fail(str(e))
    for line in judged.table_problems:
        console.print(f"warning: {line}", highlight=False, markup=False)
    for u in judged.unscored:
        console.print(f"unscored: {u.problem}", highlight=False, markup=False)
    results, sections = [], []
    for name in halves:
        items, unscored = judged.half(name)
        if dataset == "chocolate-vistext":
            result = chocolate_result(name, items, unscored, decided)
            sections += chocolate_sections(result)
        else:
            result = summaries_result(name, items, unscored)
            sections += summaries_sections(result)
        results.append(result)
    for section in sections:
        table = _simple_table(section.title, section.header)
        for row in section.rows:
            table.add_row(*row)
        print_table(table, console)
    records = caption_findings(judged.items) if dataset == "chocolate-vistext" else summary_findings(judged.items)
    records = [r for r in records if "all" in halves or r["half"] in halves]
    if markdown:
        markdown.parent.mkdir(parents=True, exist_ok=True)
        markdown.write_text(to_markdown(sections), encoding="utf-8")
        console.print(f"wrote {markdown}")
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps({"results": [r.model_dump() for r in results]}, indent=1, default=str) + "\n",
                            encoding="utf-8")
        console.print(f"wrote {json_out}")
    if findings:
        findings.parent.mkdir(parents=True, exist_ok=True)
        findings.write_text("".join(json.dumps(r, default=str) + "\n" for r in records), encoding="utf-8")
        console.print(f"wrote {findings}: {len(records)} false alarm(s) and miss(es)")
    for r in records[:show]:
        console.print(f"\n[bold]{r['vistext_id']}[/] {r['finding']} {r.get('human_labels', '')}\n{r['sentence']}",
                      highlight=False)
        for c in r["claims"]:
            console.print(f"  {c['verdict']}: {c['text']!r} ({c['kind']}, {c['reason']})", highlight=False, markup=False)


def _agree_real_prose(path: Path | None, half: str, json_out: Path | None, markdown: Path | None, show: int,
                      figures: Path | None, findings: Path | None = None) -> None:
    from vlmeval.cli.agree_real_prose import run_real_prose

    if path is None:
        fail(no_dataset_path("real-prose"))
    halves = {"both": ["dev", "validation"], "dev": ["dev"], "validation": ["validation"], "all": ["all"]}.get(half)
    if halves is None:
        fail(f"--half: {half!r} is not a half (fix: use dev, validation, both or all)")
    run_real_prose(path, halves, json_out, markdown, show, figures, _simple_table, _progress, findings)


def _markdown(results: dict, kinds: dict) -> str:
    titles = {"dev": "Tables 0-49 (dev: tuned on)", "held-out": "Tables 50-99 (held-out)", "all": "Tables 0-99"}
    out = []
    for name, rows in results.items():
        out.append(f"### {titles[name]}\n")
        out.append("| model | captions | span P | span R | span F1 | span F1 95% CI | our spans | human spans "
                   "| span F1, every sentence marked | caption P | caption R | caption F1 | Kendall tau-c |")
        out.append("|---|" + "---:|" * 12)
        for r in rows:
            ci = "-" if r.span_f1_ci is None else f"{r.span_f1_ci[0]:.2f}-{r.span_f1_ci[1]:.2f}"
            out.append(f"| {r.group} | {r.captions} | {_fmt(r.span_precision)} | {_fmt(r.span_recall)} | {_fmt(r.span_f1)} "
                       f"| {ci} | {r.predicted_spans} | {r.human_spans} | {_fmt(r.every_sentence_f1)} | {_fmt(r.caption_precision)} "
                       f"| {_fmt(r.caption_recall)} | {_fmt(r.caption_f1)} | {_fmt(r.kendall_tau_c)} |")
        out.append("\n| claim kind | our contradicted claims | overlapping a human Incorrect span |\n|---|---:|---:|")
        for k in kinds[name]:
            out.append(f"| {k.kind} | {k.contradicted} | {k.overlapping_human} |")
        out.append("")
    return "\n".join(out) + "\n"


def _ranges(halves: list[str]) -> list[range]:
    from vlmeval.agreement.agree import HALVES

    return [range(0, 10 ** 9) if h == "all" else HALVES[h] for h in halves]


def corrupt_check(
    figures: Path = FIGURES_OPTION,
    tables: Path = typer.Option(None, "--tables", help="Also check the figures built from this folder of '#'-header "
                                "CSV tables, e.g. the tables/ of the quintd OWID data set (docs/agreement.md). "
                                "Default: the figures only."),
    no_tables: bool = typer.Option(False, "--no-tables", hidden=True, help="Check the figures only (the default; "
                                   "kept so that older scripts still run)."),
    no_figures: bool = typer.Option(False, "--no-figures", help="Check the CSV tables only."),
    seed: int = typer.Option(0, "--seed", help="Random seed for the injected errors."),
    json_out: Path = typer.Option(None, "--json", help="Also write every case (text, injected error, verdicts) as JSON."),
    show: int = typer.Option(0, "--show", help="Print this many missed errors and false alarms."),
    descriptions: Path = typer.Option(None, "--descriptions", help="Real descriptions (JSONL) to inject into instead."),
    half: str = typer.Option("all", "--half", help="With --descriptions: all, or real-prose's dev or validation papers."),
    per_description: int = typer.Option(4, "--per-description", help="With --descriptions: cases per class and text."),
) -> None:
    """Inject known errors into correct descriptions written from each figure's data (table, row list, prose), or with
    --descriptions into real ones; report the share caught per error type and the false alarms (docs/agreement.md)."""
    if descriptions is not None:  # the prose injector, vlmeval.cli.corrupt_prose
        return corrupt_prose.run_prose(descriptions, figures, seed, half, per_description, json_out, show)
    from vlmeval.agreement.corrupt import check_figures, summarize
    from vlmeval.groundtruth.from_csv import CsvError, figure_from_csv

    if no_figures and figures is not None:
        fail(f"--figures {figures} and --no-figures: one asks for the figures, the other leaves them out "
             "(fix: drop one of them)")
    if no_tables and no_figures:
        fail("--no-tables and --no-figures leave nothing to check (fix: drop one of them)")
    figs = [] if no_figures else list(figures_or_fail(figures).figures.values())
    if tables is not None and not no_tables:
        if not tables.is_dir():
            fail(f"{tables}: no such folder (pass a folder of CSV tables, or --no-tables)")
        for path in sorted(tables.glob("*.csv")):
            try:
                figs.append(figure_from_csv(path, "line"))
            except CsvError as e:
                fail(str(e))
    if not figs and tables is not None:
        fail(f"{tables}: no CSV tables in the folder, and --no-figures leaves out the figures (fix: pass a folder of "
             "'#'-header CSV tables, or leave out --no-figures)")
    if not figs:
        fail("--no-figures: no figures to check, and no --tables (fix: pass --tables DIR, a folder of '#'-header CSV "
             "tables such as the quintd OWID tables, or leave out --no-figures)")
    with _progress() as progress:
        task = progress.add_task("checking figures", total=len(figs))
        cases = check_figures(figs, seed=seed, progress=lambda: progress.advance(task))
    summary = summarize(cases, figs)
    table = _simple_table(f"injected errors over {len(figs)} figures (seed {seed})", ("error type", "cases", "detected",
                                                                                     "share"), simple=False)
    for row in summary.errors:
        table.add_row(row.error, str(row.cases), str(row.detected), _fmt(row.share))
    print_table(table, console)
    clean = _simple_table("clean descriptions", ("style", "descriptions", "claims", "contradicted", "false-alarm rate"),
                          simple=False)
    for row in summary.clean:
        clean.add_row(row.style, str(row.descriptions), str(row.claims), str(row.contradicted), _fmt(row.false_alarm_rate))
    print_table(clean, console)
    if summary.skipped_figures:
        console.print(f"{len(summary.skipped_figures)} figure(s) skipped: no date or category series and no heatmap "
                      "data (scatter, density, numeric x axes, structure only)")
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps({"summary": summary.model_dump(), "cases": [c.model_dump() for c in cases]},
                                       indent=1, default=str) + "\n", encoding="utf-8")
        console.print(f"wrote {json_out}")
    shown = 0
    for case in cases:
        if shown >= show:
            break
        if (case.error and not case.detected) or (not case.error and case.contradicted):
            shown += 1
            console.print(f"\n[bold]{case.figure_id}[/] {case.style} {case.error or 'clean'}: {case.change}\n{case.text}",
                          highlight=False)
            for v in case.verdicts:
                if v["verdict"] == "contradicted":
                    console.print(f"  contradicted: {v['text']!r} ({v.get('reason')})", highlight=False)


def _simple_table(title: str, header, simple: bool = True) -> TextTable:
    """A results table: names in the first column (which may wrap between words), numbers in the rest."""
    return TextTable([Column(h, right=i > 0, wrap=i == 0) for i, h in enumerate(header)], title=title, simple=simple)


def register(app: typer.Typer) -> None:
    app.command("agree")(agree)
    app.command("corrupt-check")(corrupt_check)
