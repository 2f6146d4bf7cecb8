"""``vlmeval gt``: the ground-truth figures."""

from __future__ import annotations

import json
import re
from pathlib import Path

import typer
from rich.markup import escape
from typer.core import TyperGroup

from vlmeval.cli.common import FIGURES_OPTION, SUITE_OPTION, console, err_console, fail, figures_or_fail, os_error_message
from vlmeval.cli.tables import Column, TextTable, print_table
from vlmeval.groundtruth.load import canonical_id, default_figures_dir, figure_files, load_figure_set
from vlmeval.groundtruth.schema import FIGURE_ID_PATTERN

class CommandsListed(TyperGroup):
    """``gt``'s help names every command the group has, read from the group itself, so that it cannot go stale."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.help = f"The ground-truth figures: {', '.join(self.commands)}."


app = typer.Typer(no_args_is_help=True, cls=CommandsListed)


def _new_id(figure_id: str | None) -> str | None:
    """--id as a figure id: ids are lower case (a look-up ignores case), so capitals are lowered, not refused."""
    if figure_id is None:
        return None
    lowered = canonical_id(figure_id)
    if not re.match(FIGURE_ID_PATTERN, lowered):
        fixed = re.sub(r"[^a-z0-9._-]+", "-", lowered).strip("-._") or "figure"
        fail(f"--id {figure_id!r}: a figure id is letters, digits, '.', '_' and '-', starting with a letter or digit "
             f"(fix: --id {fixed})")
    return lowered


ID_OPTION = typer.Option(None, "--id", callback=_new_id, help="Figure id (stored in lower case; look-ups ignore "
                         "case). Default: derived from the file name, in lower case.")


def _one_figure(figures: Path | None, figure_id: str):
    """The figure by id: from --figures, else from any bundled suite (the default suite first)."""
    try:
        return figures_or_fail(figures).get(figure_id)
    except KeyError as e:
        if figures is None and (found := _bundled_file(figure_id)) is not None:
            return figures_or_fail(found).get(figure_id)
        fail(str(e.args[0]))


def _bundled_file(figure_id: str) -> Path | None:
    """The bundled record file of a figure id, whatever its suite (a record's file is named by its id)."""
    wanted = f"{canonical_id(figure_id)}.json"
    return next((p for p in figure_files(default_figures_dir()) if p.name.lower() == wanted), None)


@app.command("list")
def list_figures(
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
    as_json: bool = typer.Option(False, "--json", help="One JSON object per figure and line: id, kind, panels, "
                                                      "known_values, tags, source (repo, commit, file, licence, caption)."),
) -> None:
    """List the figures: id, kind, panels, known cells, image, review (date, and whether parts are unread)."""
    figure_set = figures_or_fail(figures, suite=suite)
    if as_json:
        for fid, fig in sorted(figure_set.figures.items()):
            typer.echo(json.dumps(_listing(fig), ensure_ascii=False))
        return
    names = ("id", "kind", "panels", "known cells", "image", "review")
    table = TextTable([Column(c, right=c in {"panels", "known cells"}) for c in names],
                      title=f"{len(figure_set.figures)} figures")
    for fid, fig in sorted(figure_set.figures.items()):
        image = "-" if fig.image is None else ("re-rendered" if fig.image.rerendered else "original")
        review = fig.source.review if fig.source is not None else None
        said = "-" if review is None else f"{review.date}, {'parts unread' if review.unread else 'all read'}"
        table.add_row(fid, fig.kind, str(len(fig.panels)), str(fig.known_cells()), image, said)
    print_table(table, console)


LISTED_SOURCE_KEYS = ("repo", "commit", "file", "licence", "caption")


def _listing(fig) -> dict:
    """One figure as `gt list --json` prints it."""
    source = None
    if fig.source is not None:  # the provenance keys always, null where unknown (a caption not in the repository)
        source = {key: None for key in LISTED_SOURCE_KEYS} | fig.source.model_dump(mode="json", exclude_none=True)
    return {"id": fig.id, "kind": fig.kind, "panels": len(fig.panels), "known_values": fig.known_cells(),
            "image": None if fig.image is None else fig.image.path, "tags": fig.tags, "source": source}


@app.command()
def validate(path: Path = typer.Argument(None, help="A figure JSON file or a folder of them. Default: the bundled figures.")) -> None:
    """Check every file: schema, image exists and its hash matches, table shapes agree with ticks.

    Exits 0 when every file is valid, 1 when any problem is found, 2 when there is no figure file to check.
    """
    root = path if path is not None else default_figures_dir()
    if not root.exists():
        fail(f"{root}: no such file or folder (fix: pass a figure JSON file or a folder of them)")
    if not figure_files(root):
        fail(f"{root}: no figure JSON files found (fix: pass a figure JSON file or a folder of them)")
    figure_set = load_figure_set(root)
    for problem in figure_set.problems:
        err_console.print(f"[red]✗[/] {escape(str(problem))}", highlight=False, soft_wrap=True)
    n_ok = len(figure_set.figures)
    if figure_set.problems:
        bad_files = len({p.file for p in figure_set.problems})
        console.print(f"{n_ok} valid, {bad_files} file(s) with {len(figure_set.problems)} problem(s) under {root}")
        raise typer.Exit(1)
    console.print(f"[green]✓[/] {n_ok} figure(s) valid under {root}")


@app.command()
def show(
    figure_id: str = typer.Argument(..., metavar="ID", help="Figure id (see 'vlmeval gt list'; case is ignored)."),
    as_json: bool = typer.Option(False, "--json", help="Print the record and its derived facts as JSON."),
    figures: Path = FIGURES_OPTION,
) -> None:
    """Show one figure: its panels, data and derived facts."""
    from vlmeval.groundtruth.facts import figure_facts

    fig = _one_figure(figures, figure_id)
    facts = figure_facts(fig)
    if as_json:
        typer.echo(json.dumps({"figure": fig.model_dump(mode="json", exclude_none=True),
                               "facts": facts.model_dump(mode="json")}, indent=2))
        return
    console.print(f"[bold]{fig.id}[/] ({fig.kind}, {fig.layout.rows}x{fig.layout.cols}) "
                  f"{fig.source.title if fig.source and fig.source.title else ''}")
    for panel, pf in zip(fig.panels, facts.panels):
        console.print(f"\n[bold]{panel.title}[/]  x: {panel.x.label}  y: {panel.y.label}")
        if panel.data is None:
            console.print("  structure only (no data)")
            continue
        kept = _shown_columns(len(panel.data.columns))
        table = TextTable([Column(f"{panel.data.row_label or ''} \\ {panel.data.column_label or ''}", wrap=True),
                           *(Column("…" if j is None else str(panel.data.columns[j]), right=True) for j in kept)])
        for key, row in zip(panel.data.rows, panel.data.values):
            table.add_row(str(key), *["…" if j is None else "?" if row[j] is None else str(row[j]) for j in kept])
        print_table(table, console)
        if panel.data.legend_title:
            console.print(f"  legend title: {panel.data.legend_title}", highlight=False)
        if None in kept:
            console.print(f"  showing {len(kept) - 1} of {len(panel.data.columns)} columns (… stands for the rest; "
                          f"--json prints them all)", highlight=False)
        console.print(f"  {pf.summary()}", highlight=False)


SHOWN_COLUMNS = 12  # a long series has hundreds of dates: the first and last columns, not a table metres wide


def _shown_columns(n: int) -> list[int | None]:
    """Column indexes to print, None where the ones left out go."""
    if n <= SHOWN_COLUMNS:
        return list(range(n))
    head = SHOWN_COLUMNS // 2
    return [*range(head), None, *range(n - (SHOWN_COLUMNS - head - 1), n)]


@app.command()
def render(
    figure_id: str = typer.Argument(..., metavar="ID", help="Figure id (see 'vlmeval gt list'; case is ignored)."),
    out: Path = typer.Option(..., "-o", "--out", help="PNG file to write."),
    figures: Path = FIGURES_OPTION,
) -> None:
    """Draw a figure from its data to a PNG."""
    from vlmeval.groundtruth.render import render_to_file

    fig = _one_figure(figures, figure_id)
    if out.suffix.lower() != ".png":
        fail(f"{out}: the output must be a .png file")
    render_to_file(fig, out)
    console.print(f"wrote {out}")


@app.command("from-csv")
def from_csv(
    table: Path = typer.Argument(..., metavar="TABLE.csv", help="CSV: a date or category column, then value columns. "
                                 "'# key: value' header lines (country, title, description, unit) are read too. "
                                 "A .json table record (Statista/VisText: csv, title, value_column_index) is read "
                                 "as its CSV with its title and plotted column."),
    kind: str = typer.Option(None, "--kind", help="Chart kind: line or bar. Default: line for a CSV; for a table "
                             "record, line over dates, else bar."),
    title: str = typer.Option(None, "--title", help="Figure title. Default: the '# title' header, else the file name."),
    x_label: str = typer.Option(None, "--x-label", help="x axis label. Default: the first column's name."),
    y_label: str = typer.Option(None, "--y-label", help="y axis label. Default: the '# title' header or the value column."),
    unit: str = typer.Option(None, "--unit", help="Unit of the values. Default: the '# unit' header or the cells' suffix (%, k, M)."),
    series: list[str] = typer.Option(None, "--series", help="Value column to keep (repeat for several). Default: all."),
    value_column: int = typer.Option(None, "--value-column", help="Keep only the plotted value column, by its 0-based "
                                     "index among the value columns (the key column is not counted). Default: every "
                                     "column; a table record's value_column_index."),
    reading_tolerance: float = typer.Option(None, "--reading-tolerance", help="The chart prints no values: record "
                                            "this share of the axis span (0 to the largest value) as the panel's "
                                            "value_tolerance (scoring accepts a stated value within it). Default: none."),
    figure_id: str = ID_OPTION,
    out: Path = typer.Option(..., "-o", "--out", help="Figure JSON to write; its PNG is rendered beside it."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace the figure JSON and PNG if they exist."),
) -> None:
    """Build a line or bar figure record from a data table, and render its image beside it."""
    from vlmeval.groundtruth.from_csv import CsvError, figure_from_csv, figure_from_statista, write_figure

    if out.suffix.lower() != ".json":
        fail(f"{out}: the output must be a .json file (the image is written beside it as .png)")
    existing = [p for p in (out, out.with_suffix(".png")) if p.exists()]
    if existing and not overwrite:
        fail(f"{existing[0]}: already exists (fix: pass --overwrite to replace the figure and its image, "
             "or choose another -o)")
    if kind not in (None, "line", "bar"):
        fail(f"--kind {kind!r}: use line or bar")
    if reading_tolerance is not None and not 0 <= reading_tolerance < 1:
        fail(f"--reading-tolerance {reading_tolerance}: give a share of the axis span from 0 to 1 (e.g. 0.03)")
    options = dict(title=title, x_label=x_label, y_label=y_label, unit=unit, series=series or None,
                   figure_id=figure_id, value_column=value_column, reading_tolerance=reading_tolerance)
    try:
        if table.suffix.lower() == ".json":
            fig = figure_from_statista(table, kind, **options)
        else:
            fig = figure_from_csv(table, kind or "line", **options)
    except CsvError as e:
        fail(str(e))
    fig = write_figure(fig, out)
    data = fig.panels[0].data
    console.print(f"wrote {out} (id {fig.id}, {fig.kind}, {len(data.rows)} series x {len(data.columns)} "
                  f"{'dates' if fig.panels[0].x.scale == 'time' else 'categories'}, decimals {data.decimals}"
                  f"{f', unit {data.unit!r}' if data.unit else ''}{f', scale {data.scale:g}' if data.scale else ''}) "
                  f"and {out.with_suffix('.png')}")


@app.command()
def synth(
    n: int = typer.Option(60, "--n", help="How many figures to generate."),
    seed: int = typer.Option(0, "--seed", help="Random seed: the same seed (and options) gives the same bytes."),
    out: Path = typer.Option(..., "-o", "--out", help="Folder for <id>.json and <id>.png files."),
    kinds: list[str] = typer.Option(None, "--kind", help="Chart style to generate (repeat for several); figures "
                                    "cycle through them. Default: every style (see docs/benchmark.md)."),
    panels: int = typer.Option(None, "--panels", help="Panels per figure (1-6). Default: typical for each style."),
    layout: str = typer.Option(None, "--layout", help="Panel grid ROWSxCOLS, e.g. 2x2. Default: one row up to "
                               "3 panels, two rows above."),
    images: bool = typer.Option(True, "--images/--no-images", help="Render a PNG per figure (--no-images: data only, fast)."),
    dpi: int = typer.Option(None, "--dpi", help="PNG resolution. Default: 100 (in the committed suite 14-110 KiB per file, median 31 KiB; labels legible)."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Write into a folder that already holds figures."),
) -> None:
    """Generate paper-style figures with exact ground truth: heatmaps, bars, lines, error bars, scatter fits."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from vlmeval.groundtruth import synth as gen

    try:
        chosen, n_panels, grid = gen.check_options(n, seed, kinds, panels, gen.parse_layout(layout) if layout else None)
        gen.prepare_output(out, overwrite)
    except gen.SynthError as e:
        fail(str(e))
    if dpi is not None and not 30 <= dpi <= 300:
        fail(f"--dpi {dpi}: must be between 30 and 300 (fix: pass --dpi 30 to 300, or leave it out for 100)")
    counts: dict[str, int] = {}
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=err_console, transient=True) as progress:
        task = progress.add_task("generating", total=n)
        for figure in gen.generate_suite(n, seed, chosen, n_panels, grid):
            gen.write_figure(figure, out, images=images, dpi=dpi or gen.DEFAULT_DPI)
            counts[figure.style] = counts.get(figure.style, 0) + 1
            progress.advance(task)
    summary = ", ".join(f"{kind} {count}" for kind, count in counts.items())
    console.print(f"wrote {n} figure(s) to {out} (seed {seed}): {summary}")


PDF_EXTRA = "pip install 'vlmeval[pdf]'"


def _pdf_reader():
    try:
        from vlmeval.groundtruth import pdf
    except ImportError as e:
        fail(f"reading PDFs needs pdfplumber and pypdfium2 ({e.name} is missing) (fix: {PDF_EXTRA})")
    return pdf


@app.command("from-pdf")
def from_pdf(
    figure_pdf: Path = typer.Argument(..., metavar="FIGURE.pdf", help="A vector figure PDF (matplotlib, seaborn, "
                                      "gnuplot, plotly ...)."),
    out: Path = typer.Option(..., "-o", "--out", help="Figure JSON to write; the page's PNG rendering goes beside it."),
    figure_id: str = ID_OPTION,
    page: int = typer.Option(1, "--page", help="Page of a multi-page PDF, from 1."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace the figure JSON and PNG if they exist."),
) -> None:
    """Read a figure record from a vector figure PDF: panels, titles, axes, ticks, legend and values.

    Printed values are taken as printed; bars, lines and markers are read through the axis mapping; heatmap cells
    through the colorbar. Anything not read is null. See docs/ground-truth.md. Exit 2 on a PDF that is not a
    readable vector figure (an image, encrypted, damaged, empty).
    """
    pdf = _pdf_reader()
    if out.suffix.lower() != ".json":
        fail(f"{out}: the output must be a .json file (the image is written beside it as .png)")
    existing = [p for p in (out, out.with_suffix(".png")) if p.exists()]
    if existing and not overwrite:
        fail(f"{existing[0]}: already exists (fix: pass --overwrite to replace it, or choose another -o)")
    try:
        fig = pdf.write_record(figure_pdf, out, page, figure_id)
    except (pdf.PdfFigureError, ValueError) as e:
        fail(str(e))
    console.print(f"wrote {out} (id {fig.id}, {fig.kind}, {len(fig.panels)} panel(s), {fig.known_cells()} known value(s)) "
                  f"and {out.with_suffix('.png')}")
    for p in fig.panels:
        if p.notes:
            err_console.print(f"note: {escape(p.title)}: {escape(p.notes)}", highlight=False)


@app.command("from-arxiv")
def from_arxiv(
    source: Path = typer.Argument(..., metavar="SOURCE.tar.gz", help="An arXiv source bundle, as downloaded."),
    out: Path = typer.Option(..., "-o", "--out", help="Folder for one <id>.json and <id>.png per vector figure."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace records of this bundle already in the folder."),
) -> None:
    """Build a figure record for every vector figure PDF a paper's figure environments include.

    Each record carries the paper's title and arXiv id and the figure's label and caption. Raster figures
    (PNG, JPEG) and figures that cannot be read are listed with the reason; the others are still built.
    Graphics are found as LaTeX finds them: beside the main .tex file and in its \\graphicspath folders, a name
    without extension with .pdf, .png, .jpg added. Exit 0 when at least one figure was built, 1 when none was, 2 on
    an unreadable bundle, an -o that is a file, or records already in the folder (without --overwrite).
    """
    pdf = _pdf_reader()
    from vlmeval.groundtruth.pdf.bundle import RecordsExist, build_bundle

    if not source.is_file():
        fail(f"{source}: no such file (fix: pass the .tar.gz source bundle downloaded from arXiv)")
    if out.exists() and not out.is_dir():
        fail(f"{out}: is a file, not a folder (fix: pass -o a folder for the records, new or holding records)")
    try:
        built, skipped = build_bundle(source, out, overwrite)
    except RecordsExist as e:
        fail(f"{e} (fix: pass --overwrite to replace this bundle's records, or choose another -o)")
    except OSError as e:
        if e.filename is None or not str(e.filename).startswith(str(out)):
            fail(f"{source}: {e} (fix: pass an arXiv source bundle, a .tar.gz of the paper's LaTeX source)")
        fail(os_error_message(e))
    except (pdf.PdfFigureError, ValueError) as e:
        fail(f"{source}: {e} (fix: pass an arXiv source bundle, a .tar.gz of the paper's LaTeX source)")
    for path in built:
        console.print(f"wrote {path}")
    for name, reason in skipped:
        err_console.print(f"skipped {escape(name)}: {escape(reason)}", highlight=False)
    console.print(f"{len(built)} figure(s) built, {len(skipped)} skipped, in {out}")
    if not built:
        raise typer.Exit(1)


from vlmeval.cli.gt_export import export  # noqa: E402  (its own module, as overlay: this one is near its size limit)
from vlmeval.cli.gt_overlay import overlay  # noqa: E402  (its own module: this one is near its size limit)

app.command("export")(export)
app.command("overlay")(overlay)
