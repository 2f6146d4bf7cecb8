"""Build the real suite, vlmeval-real-v1, from its manifest: every record is read again from its committed PDF.

    python scripts/build_real_suite.py [--only ID ...] [--check]

ground_truth/real/manifest.toml names every paper (repository, pinned commit, licence and copyright line, title,
arXiv id or venue) and every figure (its path in the repository, caption, and where the repository holds the
figure's data and how a read value is looked up in it). For each figure the script

1. reads ground_truth/real/<paper>/<id>.pdf (the file from the repository at the pinned commit) with the PDF
   reader (vlmeval.groundtruth.pdf), the same reader as `vlmeval gt from-pdf`;
2. renders <id>.png from it with pypdfium2 at DPI dots per inch (the image a model sees);
3. compares every read value that the data holds with it: a value within the panel's value_tolerance agrees; one
   that is not is set to null (unknown) and counted, never corrected; the record's source.comparison says how many
   values were compared, the largest difference among those that agreed, and how many were left unknown;
4. writes <id>.json, tagged origin=real with the producer and the paper, with the figure's review over its overlay
   (`vlmeval gt overlay`) as the manifest states it (review = { date, checked, unread }) in source.review, unless it
   has fewer than MIN_KNOWN known values (table cells, or the markers a point set keeps) or is not valid (then the
   figure is dropped and said so: no PDF without a record ships, so either the reader is fixed or the figure gets
   `dropped = "<why>"` in the manifest and its PDF is removed; a dropped figure is skipped; to try it again, restore its PDF from git history and remove the key).

Every paper's licence file(s), as its repository holds them at the pinned commit, are in
ground_truth/real/LICENSES/<owner>__<repo>/ (a paper without one is refused).

It then writes NOTICE at the top of the repository from the manifest, naming for each repository the commits its
records were taken at. Deterministic: the same PDFs and reader give
the same files byte for byte. --check rebuilds into memory and exits 1 when a committed record differs.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from vlmeval.groundtruth.licences import LICENCES_DIR, licence_files, repo_folder_name  # noqa: E402
SUITE = ROOT / "ground_truth" / "real"
MANIFEST = SUITE / "manifest.toml"
NOTICE = ROOT / "NOTICE"
DPI = 120
MAX_SIDE = 1200  # pixels: a large page is rendered at fewer dots per inch, so that no PNG passes this
MIN_KNOWN = 4
ALLOWED_LICENCES = ("MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "CC-BY-4.0", "CC0-1.0", "ISC")


@dataclass
class Check:
    """What comparing one figure's read values with its data found."""

    compared: int = 0
    largest: float | None = None
    nulled: int = 0

    def agree(self, difference: float) -> None:
        self.compared += 1
        self.largest = difference if self.largest is None else max(self.largest, difference)


def load_manifest(path: Path = MANIFEST) -> list[dict]:
    """The papers of the manifest, each with its figures; a licence outside ALLOWED_LICENCES, or a paper whose
    licence text is not in LICENSES/ beside the manifest, is refused."""
    papers = tomllib.loads(path.read_text(encoding="utf-8"))["paper"]
    for paper in papers:
        if paper["licence"] not in ALLOWED_LICENCES:
            raise SystemExit(f"error: {path}: paper {paper['slug']}: licence {paper['licence']!r} is not one that "
                             f"allows redistribution here (fix: use one of {', '.join(ALLOWED_LICENCES)})")
    for paper in papers:  # after every licence is known to be allowed
        if not licence_files(path.parent, paper["repo"]):
            raise SystemExit(f"error: {path}: paper {paper['slug']}: no licence text for {paper['repo']} in "
                             f"{path.parent / LICENCES_DIR / repo_folder_name(paper['repo'])}/ (fix: copy the "
                             "repository's LICENSE file at the pinned commit there, byte for byte)")
    return papers


def figure_id(paper: dict, figure: dict) -> str:
    return figure.get("id") or f"{paper['slug']}-{re.sub(r'[^a-z0-9]+', '-', Path(figure['file']).stem.lower()).strip('-')}"


# ---------------------------------------------------------------- the repository's data

def read_table(path: Path):
    """A data file as a pandas DataFrame: CSV/TSV with a header, or text columns (.dat/.txt: separated by commas
    where its lines hold them, else by white space; '#' lines are comments; a header line only where it has words)."""
    import pandas as pd

    if path.suffix.lower() in (".csv", ".tsv"):
        return pd.read_csv(path, sep=None, engine="python", comment="#")
    header = None if not _has_header(path) else 0
    first = next(ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#"))
    return pd.read_csv(path, sep="," if "," in first else r"\s+", comment="#", header=header)


def _has_header(path: Path) -> bool:
    first = next((ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")), "")
    return any(re.search(r"[A-Za-z_]", tok) and not re.fullmatch(r"[-+.\deE]+|nan|inf", tok)
               for tok in re.split(r"[,\s]+", first.strip()))


def _column(frame, name):
    return frame[name] if name in frame.columns else frame.iloc[:, int(name)]


def _matches(cell, wanted) -> bool:
    """A data cell holds the value a `where` names: as numbers where both read as one, else as text (any case)."""
    try:
        return math.isclose(float(cell), float(wanted), rel_tol=1e-9)
    except (TypeError, ValueError):
        return str(cell).strip().lower() == str(wanted).strip().lower()


def _same_key(read, data) -> bool:
    if isinstance(read, str) or isinstance(data, str):
        return str(read).strip().lower() == str(data).strip().lower()
    return math.isclose(float(read), float(data), rel_tol=1e-9, abs_tol=1e-12)


def expected_values(spec: dict, data_dir: Path) -> dict[tuple[str, str], dict]:
    """{(panel selector, series): {x: value}} from the spec's data file. Column `x` holds the x values or categories
    (`x_scale`, `x_shift`: the x the plot draws is column * x_scale + x_shift; `x_round`: rounded to that many
    decimals; `x_date = "year"`: ISO dates drawn as decimal years; `x_names`: {category in the data: tick label}), `series` maps a series of the figure (its legend name, the look
    that names a series without one, 'black line with circles', or "" for a panel's only series) to a data column; `where` keeps the rows whose columns hold the values given; `aggregate =
    "mean"` averages the rows of one x (repeated runs); `scale` multiplies the data (bps -> Mbps: 1e-6); `rolling = N`:
    the plot draws the mean of each row and the N - 1 rows before it, in the file's order (fewer at the start);
    `data_decimals = N`: the file keeps N decimals of what was drawn (see data_rounding)."""
    frame = read_table(data_dir / Path(spec["file"]).name)
    for name, value in spec.get("where", {}).items():
        frame = frame[_column(frame, name).map(lambda cell, wanted=value: _matches(cell, wanted))]
    xs = _column(frame, spec["x"])
    if spec.get("x_date") == "year":  # ISO dates drawn on a decimal-year axis: Jan 1 is year + 0
        import pandas as pd

        days = pd.to_datetime(xs)
        xs = days.dt.year + (days.dt.day_of_year - 1) / (365 + days.dt.is_leap_year)
    if "x_names" in spec:  # the plot's own tick labels for the data's categories
        xs = xs.map(lambda x: spec["x_names"].get(str(x), x))
    if "x_scale" in spec or "x_shift" in spec:  # the plot's own transform of the column, e.g. gnuplot `u ($1-1)/3`
        xs = xs * spec.get("x_scale", 1.0) + spec.get("x_shift", 0.0)
    if "x_round" in spec:
        xs = xs.round(spec["x_round"])
    out = {}
    for series, column in spec["series"].items():
        values = _column(frame, column) * spec.get("scale", 1.0)
        if "rolling" in spec:  # the plot draws the trailing mean of `rolling` rows (pandas rolling, min_periods=1)
            values = values.rolling(int(spec["rolling"]), min_periods=1).mean()
        if spec.get("aggregate") == "mean":
            values = values.groupby(xs.values).mean()
            pairs = zip(values.index, values.values)
        else:
            pairs = zip(xs, values)
        out[(str(spec.get("panel", "")), series)] = {x: float(v) for x, v in pairs}
    return out


def _panels(fig, selector: str):
    if selector == "":
        return list(fig.panels)
    if selector.isdigit():
        return [fig.panels[int(selector)]]
    return [p for p in fig.panels if p.title == selector]


def _x_tolerance(xs: list) -> float:
    nums = [float(x) for x in xs if not isinstance(x, str)]
    return 1e-3 * (max(nums) - min(nums)) if len(nums) > 1 else 1e-9


def compare_figure(fig, specs: list[dict], data_dir: Path) -> Check:
    """Compare every read value the data holds; set a disagreeing value to null (see the module's docstring)."""
    check = Check()
    for spec in specs:
        for (selector, series), by_x in expected_values(spec, data_dir).items():
            xtol = _x_tolerance(list(by_x))
            slack = data_rounding(spec)
            for panel in _panels(fig, selector):
                table = panel.data
                if table is None:
                    continue
                rows = [i for i, r in enumerate(table.rows) if series == "" and len(table.rows) == 1 or _same_key(r, series)]
                for i in rows:
                    for j, key in enumerate(table.columns):
                        value = table.values[i][j]
                        truth = _lookup(by_x, key, xtol)
                        if value is None or truth is None or (isinstance(truth, float) and math.isnan(truth)):
                            continue
                        difference = abs(float(value) - float(truth))
                        if difference <= (panel.value_tolerance or 0.0) * 1.000001 + slack + 1e-12:
                            check.agree(difference)
                        else:
                            table.values[i][j] = None
                            if table.errors is not None:
                                table.errors[i][j] = None
                            check.nulled += 1
    return check


def data_rounding(spec: dict) -> float:
    """Half a unit of the last decimal the data file keeps (`data_decimals`), times `scale`: a file that rounds what
    the plot drew (0.0385 for a drawn 3.8467 %) cannot tell a read value from the drawn one closer than that, so a
    reading that far off still agrees; 0 where the file keeps the values whole."""
    if "data_decimals" not in spec:
        return 0.0
    return 0.5 * 10.0 ** -int(spec["data_decimals"]) * abs(float(spec.get("scale", 1.0)))


def _lookup(by_x: dict, key, xtol: float):
    """The data's value at the read x: the same category, else the nearest x within xtol (daily points lie closer
    together than xtol on a long time axis, so the first one within it may be the day before)."""
    best, nearest = None, None
    for x, value in by_x.items():
        if isinstance(key, str) or isinstance(x, str):
            if _same_key(key, x):
                return value
        elif (gap := abs(float(key) - float(x))) <= xtol and (nearest is None or gap < nearest):
            best, nearest = value, gap
    return best


# ---------------------------------------------------------------- one figure

def producer_of(pdf: Path, stated: str | None) -> str:
    """The program that drew the figure: the manifest's word, else the PDF's Creator/Producer (matplotlib with its
    minor version)."""
    if stated:
        return stated
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(pdf))
    try:
        meta = doc.get_metadata_dict()
    finally:
        doc.close()
    text = f"{meta.get('Creator', '')} {meta.get('Producer', '')}"
    if m := re.search(r"[Mm]atplotlib (?:pdf backend )?v?(\d+\.\d+)", text):
        return f"matplotlib {m.group(1)}"
    for name in ("gnuplot", "plotly", "MATLAB", "cairo", "R Graphics", "Quartz", "pdfTeX", "GR"):
        if name.lower() in text.lower():
            return {"pdfTeX": "TeX", "R Graphics": "R"}.get(name, name)
    return "unknown"


def render_png(pdf: Path, png: Path, dpi: int = DPI) -> None:
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(pdf))
    try:
        page = doc[0]
        scale = min(dpi / 72, MAX_SIDE / max(page.get_size()))
        image = page.render(scale=scale).to_pil().convert("RGB")
    finally:
        doc.close()
    image.save(png, optimize=True)


def build_figure(paper: dict, figure: dict, write_png: bool = True) -> tuple[object | None, str]:
    """The record of one manifest figure (None when dropped) and a one-line account of it."""
    from vlmeval.groundtruth.load import consistency_problems, sha256_file
    from vlmeval.groundtruth.pdf import PdfFigureError, read_figure
    from vlmeval.groundtruth.schema import Comparison, ImageRef, Source
    from vlmeval.groundtruth.synth import difficulty_tags

    fid = figure_id(paper, figure)
    folder = SUITE / paper["slug"]
    pdf = folder / f"{fid}.pdf"
    try:
        fig, _ = read_figure(pdf, 1, fid)
    except PdfFigureError as e:
        return None, f"dropped {fid}: {e}"
    specs = figure.get("compare", [])
    check = compare_figure(fig, specs, folder / "data") if specs else None
    if known_values(fig) < MIN_KNOWN:
        return None, f"dropped {fid}: {known_values(fig)} known values (fewer than {MIN_KNOWN})"
    if problems := consistency_problems(fig, folder / f"{fid}.json"):
        return None, f"dropped {fid}: the record read is not valid: {problems[0]}"
    png = folder / f"{fid}.png"
    if write_png:
        render_png(pdf, png)
    fig.image = ImageRef(path=png.name, sha256=sha256_file(png))
    comparison = None if check is None else Comparison(
        data="; ".join(_describe(s) for s in specs), compared=check.compared,
        largest_difference=None if check.largest is None else float(f"{check.largest:.6g}"), left_unknown=check.nulled)
    commit = figure.get("commit", paper["commit"])
    fig.source = Source(title=paper["title"], arxiv_id=paper.get("arxiv"), venue=paper.get("venue"),
                        figure_label=figure.get("label"), url=f"https://github.com/{paper['repo']}/blob/{commit}/{figure['file']}",
                        file=figure["file"], page=1, caption=figure.get("caption"), repo=paper["repo"], commit=commit,
                        licence=paper["licence"], copyright=paper["copyright"], comparison=comparison,
                        review=review_of(fid, figure))
    producer = producer_of(pdf, figure.get("producer") or paper.get("producer"))
    fig.tags = difficulty_tags(fig, producer, "real") | drawn_tags(fig) | {"producer": producer.split(" ")[0],
                                                                           "paper": paper["slug"]}
    fig.suite = "vlmeval-real-v1"
    said = "" if check is None else f", {check.compared} compared (largest difference {check.largest}), {check.nulled} left unknown"
    return fig, f"{fid}: {fig.kind}, {len(fig.panels)} panel(s), {fig.known_cells()} known{said}"


def known_values(fig) -> int:
    """The values a record holds: its table's known cells, or where more, the markers its points keep (a strip plot
    draws several markers at each x, so no cell of its table is known and the points hold what was drawn)."""
    markers = sum(len(row) for p in fig.panels if p.data is not None and p.data.points for row in p.data.points)
    return max(fig.known_cells(), markers)


def drawn_tags(fig) -> dict[str, bool]:
    """The legend and colorbar tags of a read figure: what the reader found drawn, never guessed from the number
    of series (peerless-full-sample's three marker sets and one-particle-entanglement's inset have no legend)."""
    return {"colorbar": fig.tags.get("colorbar") is True or any(p.colorbar is not None for p in fig.panels),
            "legend": fig.tags.get("legend") is True}


def review_of(fid: str, figure: dict):
    """The figure's review over its overlay, as the manifest states it ([paper.figure.review]); None: none."""
    from pydantic import ValidationError

    from vlmeval.groundtruth.schema import Review

    if "review" not in figure:
        return None
    try:
        return Review.model_validate(figure["review"])
    except ValidationError as e:
        problem = e.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise SystemExit(f"error: {MANIFEST}: figure {fid}: review.{where}: {problem['msg']} (fix: review = "
                         '{ date = "YYYY-MM-DD", checked = "what was checked", unread = "what is left unread" })')


def _describe(spec: dict) -> str:
    series = ", ".join(f"{k or '(the series)'} = column {v}" for k, v in spec["series"].items())
    where = "".join(f" where {k} = {v}" for k, v in spec.get("where", {}).items())
    how = (f", x times {spec.get('x_scale', 1.0):g} plus {spec.get('x_shift', 0.0):g}"
           if "x_scale" in spec or "x_shift" in spec else "") + (
        f", the mean of the rows of one x" if spec.get("aggregate") == "mean" else "") + (
        f", times {spec['scale']:g}" if "scale" in spec else "") + (
        f", the mean of each {spec['rolling']} rows running" if "rolling" in spec else "") + (
        ", dates as decimal years" if spec.get("x_date") == "year" else "") + (
        f", the data rounded to {spec['data_decimals']} decimals" if "data_decimals" in spec else "") + (
        "".join(f", x {k} drawn as {v}" for k, v in spec.get("x_names", {}).items()))
    return (f"{spec['file']}: x = column {spec['x']}{where}; {series}{how}"
            + (f" (panel {spec['panel']})" if "panel" in spec else ""))


def record_text(fig) -> str:
    return fig.model_dump_json(indent=2, exclude_none=True) + "\n"


# ---------------------------------------------------------------- NOTICE

def figure_commits(paper: dict) -> list[str]:
    """The commits the paper's records were taken at: each kept figure's own commit, else the paper's; dropped
    figures (a `dropped` reason in the manifest) have no record and count for nothing."""
    commits = {figure.get("commit", paper["commit"]) for figure in paper["figure"] if "dropped" not in figure}
    return sorted(commits)


def notice_text(papers: list[dict]) -> str:
    lines = ["vlmeval bundles figure files (PDF), their renderings (PNG) and data files taken from the public",
             "repositories below, each at the commit(s) named, under that repository's licence. The records",
             "(ground_truth/real/*/*.json) were read from those files by vlmeval's PDF reader. Each repository's",
             f"licence text is in ground_truth/real/{LICENCES_DIR}/<owner>__<repo>/ as the repository holds it.", ""]
    for paper in sorted(papers, key=lambda p: p["repo"].lower()):
        commits = figure_commits(paper)
        lines += [f"{paper['repo']} (commit{'s' if len(commits) > 1 else ''} {', '.join(commits)})",
                  f"  licence: {paper['licence']} ({LICENCES_DIR}/{repo_folder_name(paper['repo'])}/)",
                  f"  {paper['copyright']}", f"  paper: {paper['title']}", f"  files: ground_truth/real/{paper['slug']}/", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", help="build only these figure ids (NOTICE is still written)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a committed record differs")
    args = parser.parse_args(argv)
    papers = load_manifest()
    differ = 0
    for paper in papers:
        for figure in paper["figure"]:
            fid = figure_id(paper, figure)
            if args.only and fid not in args.only:
                continue
            if "dropped" in figure:
                print(f"skipped {fid}: dropped in the manifest ({figure['dropped']})")
                continue
            out = SUITE / paper["slug"] / f"{fid}.json"
            fig, said = build_figure(paper, figure, write_png=not args.check)
            print(said)
            if fig is None:
                print(f"  (no PDF without a record ships: fix the reader, or add `dropped = \"<why>\"` to this "
                      f"figure in the manifest and remove {fid}.pdf)")
                if not args.check:
                    out.unlink(missing_ok=True)
                    out.with_suffix(".png").unlink(missing_ok=True)
                continue
            if args.check:
                if (not out.exists()) or out.read_text(encoding="utf-8") != record_text(fig):
                    differ += 1
                    print(f"  differs from the committed {out.relative_to(ROOT)}")
            else:
                out.write_text(record_text(fig), encoding="utf-8")
    if args.check:
        print(f"{differ} record(s) differ from the committed ones")
        return 1 if differ or NOTICE.read_text(encoding="utf-8") != notice_text(papers) else 0
    NOTICE.write_text(notice_text(papers), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
