"""Export the bundled synthetic figures to PDF, for the from-pdf round trip (tests/groundtruth/test_pdf_roundtrip.py).

    python scripts/make_pdf_fixtures.py            # writes tests/groundtruth/fixtures/pdf/{matplotlib,seaborn}/

matplotlib: every synthetic figure, drawn by vlmeval.groundtruth.render with matplotlib's defaults (Type 3 fonts).
gnuplot (pdfcairo, where Debian's gnuplot-nox is installed) and plotly (kaleido 1.x with Chromium, where they
install) and pgfplots (Debian's pdflatex with texlive-pictures, where installed): the first figure of each style
but error bars.
seaborn: the first figure of each chart style that seaborn draws itself (heatmaps as vector cells with
``sns.heatmap``, grouped bars, lines, scatter); stacked bars have no seaborn function and are left to matplotlib.
The PDFs are committed so the round trip needs no plotting library beyond what the tests install.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.render import render_figure  # noqa: E402
from vlmeval.groundtruth.schema import Figure, Panel  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "groundtruth" / "fixtures" / "pdf"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}


def matplotlib_pdf(fig: Figure, out: Path) -> None:
    drawn = render_figure(fig)
    try:
        drawn.savefig(out, metadata=METADATA)
    finally:
        plt.close(drawn)


def _frame(panel: Panel):
    import pandas as pd

    t = panel.data
    return pd.DataFrame(t.values, index=[str(r) for r in t.rows], columns=[str(c) for c in t.columns], dtype=float)


def _seaborn_panel(ax, fig: Figure, panel: Panel) -> None:
    import seaborn as sns

    df = _frame(panel)
    fmt = f".{panel.data.decimals if panel.data.decimals is not None else 1}f"
    if fig.kind == "heatmap":
        sns.heatmap(df, annot=panel.values_printed, fmt=fmt, cmap="rocket_r", ax=ax, annot_kws={"fontsize": 7},
                    cbar_kws={"label": panel.colorbar.label if panel.colorbar else None})
    elif fig.kind == "bar":
        long = df.reset_index(names="series").melt(id_vars="series", var_name="column", value_name="value")
        sns.barplot(long, x="column", y="value", hue="series", ax=ax, errorbar=None)
        if panel.values_printed:
            for container in ax.containers:
                ax.bar_label(container, fmt=f"%{fmt}", fontsize=6)
        if len(df.index) > 1:
            sns.move_legend(ax, "lower center", bbox_to_anchor=(0.5, 1.08), ncol=len(df.index), title=None,
                            frameon=False, fontsize=7)
        elif ax.get_legend():
            ax.get_legend().remove()
    elif fig.kind == "line":
        long = df.reset_index(names="series").melt(id_vars="series", var_name="column", value_name="value")
        sns.lineplot(long, x="column", y="value", hue="series", style="series", markers=True, dashes=False, ax=ax,
                     sort=False)
        if ax.get_legend():
            ax.get_legend().set_title(None)
    else:
        xs = [float(c) for c in panel.data.columns]
        for name, row in zip(panel.data.rows, panel.data.values):
            sns.scatterplot(x=xs, y=row, ax=ax, label=str(name) if len(panel.data.rows) > 1 else None)
        if panel.x.scale == "log":
            ax.set_xscale("log")
    for spec, axis in ((panel.x, ax.xaxis), (panel.y, ax.yaxis)):
        if spec.scale != "categorical" and spec.ticks and fig.kind != "heatmap":  # the record's ticks, as printed
            values = [float(t) for t in spec.ticks]
            axis.set_ticks(values, [f"{v:g}" for v in values])
            if spec.range is not None:
                (ax.set_xlim if axis is ax.xaxis else ax.set_ylim)(*spec.range)
    ax.set_title(panel.title)
    ax.set_xlabel(panel.x.label or "")
    ax.set_ylabel(panel.y.label or "")


def seaborn_pdf(fig: Figure, out: Path) -> None:
    import seaborn as sns

    sns.set_theme(style="whitegrid")
    layout = fig.layout
    drawn, axes = plt.subplots(layout.rows, layout.cols, squeeze=False, layout="constrained",
                               figsize=(4.2 * layout.cols, 3.4 * layout.rows))
    try:
        for i, ax in enumerate(axes.flat):
            if i < len(fig.panels) and fig.panels[i].data is not None:
                _seaborn_panel(ax, fig, fig.panels[i])
            else:
                ax.axis("off")
        drawn.savefig(out, metadata=METADATA)
    finally:
        plt.close(drawn)
        sns.reset_orig()


def _gp_str(text) -> str:
    return '"' + str(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _gp_axis(panel: Panel, name: str) -> list[str]:
    spec = getattr(panel, name)
    lines = []
    if spec.label:
        lines.append(f"set {name}label {_gp_str(spec.label)}")
    if spec.scale == "log":
        lines.append(f"set logscale {name}")
    if spec.scale != "categorical" and spec.ticks:
        lines.append(f"set {name}tics (" + ", ".join(f'"{float(t):g}" {float(t)!r}' for t in spec.ticks) + ")")
        if spec.range is not None:
            lines.append(f"set {name}range [{spec.range[0]!r}:{spec.range[1]!r}]")
    return lines


def _gp_value(v) -> str:
    return "NaN" if v is None else repr(float(v))


def _gp_panel(fig: Figure, panel: Panel, index: int) -> list[str]:
    t = panel.data
    block = f"$d{index}"
    out = ["reset", "set key top left", f"set title {_gp_str(panel.title)}", *_gp_axis(panel, "y")]
    if fig.kind == "heatmap":
        out[1] = "unset key"
        out += [f"set xlabel {_gp_str(panel.x.label or '')}", f"set ylabel {_gp_str(panel.y.label or '')}",
                "set xtics (" + ", ".join(f"{_gp_str(c)} {i}" for i, c in enumerate(t.columns)) + ")",
                "set ytics (" + ", ".join(f"{_gp_str(r)} {len(t.rows) - 1 - i}" for i, r in enumerate(t.rows)) + ")",
                f"set xrange [-0.5:{len(t.columns) - 0.5}]", f"set yrange [-0.5:{len(t.rows) - 0.5}]",
                "set palette defined (0 '#ffffcc', 1 '#41b6c4', 2 '#081d58')", f"{block} << EOD"]
        out += [" ".join(_gp_value(v) for v in row) for row in reversed(t.values)]
        out += ["EOD", f"plot {block} matrix using 1:2:3 with image pixels notitle"
                + (f", {block} matrix using 1:2:(sprintf('%.{t.decimals or 1}f', $3)) with labels notitle"
                   if panel.values_printed else "")]
        return out
    out += _gp_axis(panel, "x") if fig.kind == "scatter" or panel.x.scale == "log" else [
        f"set xlabel {_gp_str(panel.x.label or '')}"]
    if fig.kind == "bar":
        style = "rowstacked" if panel.stacked else "clustered gap 1"
        out += ["set style data histogram", f"set style histogram {style}", "set style fill solid 1.0 border -1",
                "set xtics nomirror", f"{block} << EOD", "cat " + " ".join(_gp_str(r) for r in t.rows)]
        out += [" ".join([_gp_str(c)] + [_gp_value(t.values[r][ci]) for r in range(len(t.rows))])
                for ci, c in enumerate(t.columns)]
        plots = [f"{block} using {r + 2}{':xtic(1)' if r == 0 else ''} title {_gp_str(name)}"
                 for r, name in enumerate(t.rows)]
        return out + ["EOD", "plot " + ", ".join(plots)]
    numeric_x = fig.kind == "scatter" or panel.x.scale == "log"
    out += [f"{block} << EOD"]
    out += [" ".join([str(c) if numeric_x else _gp_str(c)] + [_gp_value(row[ci]) for row in t.values])
            for ci, c in enumerate(t.columns)]
    out.append("EOD")
    style = "points pt 7" if fig.kind == "scatter" else "linespoints pt 7"
    using = "1" if numeric_x else "0"
    if not numeric_x:
        out += ["set xtics (" + ", ".join(f"{_gp_str(c)} {i}" for i, c in enumerate(t.columns)) + ")",
                f"set xrange [-0.5:{len(t.columns) - 0.5}]"]
    plots = [f"{block} using {using}:{r + 2} with {style} title {_gp_str(name) if len(t.rows) > 1 else 'notitle'}"
             .replace("title notitle", "notitle") for r, name in enumerate(t.rows)]
    return out + ["plot " + ", ".join(plots)]


def gnuplot_pdf(fig: Figure, out: Path) -> None:
    """The figure as a gnuplot script (pdfcairo terminal), run by Debian's gnuplot."""
    import subprocess

    layout = fig.layout
    script = [f"set terminal pdfcairo size {4.2 * layout.cols}in,{3.2 * layout.rows}in font 'DejaVu Sans,9'",
              f"set output {_gp_str(out)}", f"set multiplot layout {layout.rows},{layout.cols}"]
    for i, panel in enumerate(fig.panels):
        if panel.data is not None:
            script += _gp_panel(fig, panel, i)
    script += ["unset multiplot", "unset output"]
    env = {**os.environ, "SOURCE_DATE_EPOCH": "0"}  # cairo dates the PDF from it: the same script, the same bytes
    subprocess.run(["gnuplot"], input="\n".join(script), text=True, check=True, capture_output=True, env=env)


def _plotly_trace(fig: Figure, panel: Panel, first: bool, last: bool):
    import plotly.graph_objects as go

    t = panel.data
    fmt = f".{t.decimals if t.decimals is not None else 1}f"
    cols = [str(c) for c in t.columns]
    if fig.kind == "heatmap":
        known = [v for p in fig.panels if p.data for row in p.data.values for v in row if v is not None]
        return [go.Heatmap(z=list(reversed(t.values)), x=cols, y=[str(r) for r in reversed(t.rows)],
                           colorscale="YlGnBu", showscale=last, zmin=min(known), zmax=max(known),  # one scale
                           texttemplate="%{z:" + fmt + "}" if panel.values_printed else None,
                           colorbar={"title": {"text": panel.colorbar.label}} if panel.colorbar else None)]
    traces = []
    numeric_x = fig.kind == "scatter" or panel.x.scale == "log"
    x = [float(c) for c in t.columns] if numeric_x else cols
    for name, row in zip(t.rows, t.values):
        common = {"name": str(name), "legendgroup": str(name), "showlegend": first and len(t.rows) > 1}
        if fig.kind == "bar":
            traces.append(go.Bar(x=x, y=row, text=[f"{v:{fmt}}" if v is not None else "" for v in row]
                                 if panel.values_printed else None, **common))
        else:
            traces.append(go.Scatter(x=x, y=row, mode="markers" if fig.kind == "scatter" else "lines+markers",
                                     **common))
    return traces


def plotly_pdf(fig: Figure, out: Path) -> None:
    """The figure with plotly, written by kaleido (which drives a Chromium browser)."""
    from plotly.subplots import make_subplots

    layout = fig.layout
    drawn = make_subplots(rows=layout.rows, cols=layout.cols, subplot_titles=[p.title for p in fig.panels],
                          horizontal_spacing=0.12, vertical_spacing=0.2)
    for i, panel in enumerate(fig.panels):
        if panel.data is None:
            continue
        row, col = i // layout.cols + 1, i % layout.cols + 1
        for trace in _plotly_trace(fig, panel, i == 0, i == len(fig.panels) - 1):
            drawn.add_trace(trace, row=row, col=col)
        drawn.update_xaxes(title_text=panel.x.label, row=row, col=col,
                           type="log" if panel.x.scale == "log" else None)
        drawn.update_yaxes(title_text=panel.y.label, row=row, col=col)
        for spec, update in ((panel.x, drawn.update_xaxes), (panel.y, drawn.update_yaxes)):
            if fig.kind != "heatmap" and spec.ticks and spec.scale in ("linear", "log"):  # the record's ticks
                values = [float(t) for t in spec.ticks]
                update(tickvals=values, ticktext=[f"{v:g}" for v in values], row=row, col=col)
                if spec.scale == "linear" and spec.range is not None:
                    update(range=list(spec.range), row=row, col=col)
    drawn.update_layout(barmode="stack" if any(p.stacked for p in fig.panels) else "group", template="simple_white",
                        width=420 * layout.cols + 120, height=340 * layout.rows, font={"size": 11})
    drawn.write_image(out)


def _tex(text) -> str:
    out = str(text)
    for a, b in (("\\", r"\textbackslash{}"), ("&", r"\&"), ("%", r"\%"), ("#", r"\#"), ("_", r"\_"),
                 ("$", r"\$"), ("Δ", r"$\Delta$"), ("·", r"$\cdot$"), ("²", r"$^2$")):
        out = out.replace(a, b)
    return out


def _pgf_panel(fig: Figure, panel: Panel) -> list[str]:
    t = panel.data
    fmt = t.decimals if t.decimals is not None else 1
    opts = [f"title={{{_tex(panel.title)}}}", f"xlabel={{{_tex(panel.x.label or '')}}}",
            f"ylabel={{{_tex(panel.y.label or '')}}}", "legend style={font=\\scriptsize, at={(0.02,0.98)}, anchor=north west}",
            "ticklabel style={font=\\scriptsize}"]  # tick labels apart, as in a figure that is read by people
    cols = [_tex(c) for c in t.columns]
    if fig.kind == "heatmap":
        n_r, n_c = len(t.rows), len(t.columns)
        opts += [f"xtick={{0,...,{n_c - 1}}}", f"xticklabels={{{','.join(cols)}}}",
                 f"ytick={{0,...,{n_r - 1}}}", f"yticklabels={{{','.join(_tex(r) for r in reversed(t.rows))}}}",
                 "colorbar", "colormap/viridis", "enlargelimits=false", "axis on top",
                 f"xmin=-0.5, xmax={n_c - 0.5}, ymin=-0.5, ymax={n_r - 0.5}"]
        if panel.values_printed:
            opts += ["nodes near coords={\\pgfmathprintnumber[fixed,fixed zerofill,precision=" + str(fmt) + "]{\\pgfplotspointmeta}}",
                     "every node near coord/.append style={font=\\tiny, anchor=center}"]
        coords = " ".join(f"({c},{n_r - 1 - r}) [{v!r}]" for r, row in enumerate(t.values) for c, v in enumerate(row)
                          if v is not None)
        return [f"\\nextgroupplot[{', '.join(opts)}]",
                f"\\addplot[matrix plot*, mesh/cols={n_c}, point meta=explicit] coordinates {{{coords}}};"]
    numeric_x = fig.kind == "scatter" or panel.x.scale == "log"
    if panel.x.scale == "log":
        opts.append("xmode=log")
    if not numeric_x:
        opts += [f"symbolic x coords={{{','.join(cols)}}}", "xtick=data"]
        if len(cols) > 4 or sum(map(len, cols)) > 24:  # crowded: rotated, as the matplotlib rendering does
            opts.append("xticklabel style={rotate=30, anchor=north east, font=\\scriptsize}")
    for spec, name in ((panel.y, "y"), (panel.x, "x")):
        if spec.scale in ("linear", "log") and spec.ticks and (name == "y" or numeric_x):
            opts.append(f"{name}tick={{{','.join(repr(float(v)) for v in spec.ticks)}}}")
            opts.append(f"{name}ticklabels={{{','.join(f'{float(v):g}' for v in spec.ticks)}}}")
            if spec.range is not None:
                opts.append(f"{name}min={spec.range[0]!r}, {name}max={spec.range[1]!r}")
    if fig.kind == "bar":
        per_bar = 110 / (len(cols) * (1 if panel.stacked else len(t.rows)))  # no bar reaches a neighbour's column
        opts += ["ybar stacked" if panel.stacked else "ybar", f"bar width={min(7.0, per_bar):.1f}pt"]
        if panel.values_printed:  # rawy: a stacked segment's own value, not the running total
            opts += ["nodes near coords", "point meta=rawy", "every node near coord/.append style={font=\\tiny}"]
    plots = []
    for name, row in zip(t.rows, t.values):
        pts = " ".join(f"({c},{v!r})" for c, v in zip(t.columns if numeric_x else cols, row) if v is not None)
        style = "only marks" if fig.kind == "scatter" else ("fill" if fig.kind == "bar" else "mark=*")
        plots.append(f"\\addplot+[{style}] coordinates {{{pts}}};")
    if len(t.rows) > 1:
        plots.append(f"\\legend{{{','.join(_tex(r) for r in t.rows)}}}")
    return [f"\\nextgroupplot[{', '.join(opts)}]", *plots]


def pgfplots_pdf(fig: Figure, out: Path) -> None:
    """The figure as a pgfplots groupplot, typeset by Debian's pdflatex (texlive-pictures)."""
    import subprocess
    import tempfile

    layout = fig.layout
    body = [r"\documentclass{article}\pagestyle{empty}\usepackage{pgfplots}\pgfplotsset{compat=1.18}",
            r"\usepgfplotslibrary{groupplots}\setlength{\parindent}{0pt}",
            f"\\usepackage[paperwidth={7.5 * layout.cols + 1}cm,paperheight={6.2 * layout.rows + 1}cm,margin=3mm]{{geometry}}",
            r"\begin{document}\begin{tikzpicture}",
            f"\\begin{{groupplot}}[group style={{group size={layout.cols} by {layout.rows}, horizontal sep=2.2cm, "
            "vertical sep=2.2cm}, width=6cm, height=4.6cm]"]
    for panel in fig.panels:
        if panel.data is not None:
            body += _pgf_panel(fig, panel)
    body += [r"\end{groupplot}\end{tikzpicture}\end{document}"]
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "f.tex").write_text("\n".join(body))
        env = {**os.environ, "SOURCE_DATE_EPOCH": "0", "FORCE_SOURCE_DATE": "1"}
        subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "f.tex"], cwd=tmp, env=env,
                       check=True, capture_output=True, timeout=300)
        out.write_bytes((Path(tmp) / "f.pdf").read_bytes())


def style_choice(figures: dict[str, Figure], skip: tuple[str, ...]) -> list[Figure]:
    """The first figure of each chart style, but for styles that name a word in ``skip``."""
    chosen: dict[str, Figure] = {}
    for fid in sorted(figures):
        fig = figures[fid]
        style = str(fig.tags.get("style", fig.kind))
        if any(word in style for word in skip) or style in chosen:
            continue
        chosen[style] = fig
    return list(chosen.values())


def seaborn_choice(figures: dict[str, Figure]) -> list[Figure]:
    """One figure per style seaborn draws natively (no stacked bars, no log-scale lines, no error bars)."""
    return style_choice(figures, skip=("stacked", "errorbars", "log"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--only", choices=["matplotlib", "seaborn", "gnuplot", "plotly", "pgfplots"], default=None,
                        help="Export with one producer only.")
    args = parser.parse_args()
    figures = load_figure_set(ROOT / "ground_truth" / "synth").figures
    papers = load_figure_set(ROOT / "ground_truth" / "papers").figures
    wanted = {args.only} if args.only else {"matplotlib", "seaborn", "gnuplot", "plotly", "pgfplots"}
    available = {"matplotlib": True, "seaborn": importlib.util.find_spec("seaborn") is not None,
                 "gnuplot": shutil.which("gnuplot") is not None,
                 "plotly": bool(importlib.util.find_spec("plotly") and importlib.util.find_spec("kaleido")),
                 "pgfplots": shutil.which("pdflatex") is not None}
    exports = {
        "matplotlib": (matplotlib_pdf, [figures[f] for f in sorted(figures)]
                       + [papers[f] for f in sorted(papers) if f.startswith("dynts-")]),  # the seeds' kind
        "seaborn": (seaborn_pdf, seaborn_choice(figures)),
        "gnuplot": (gnuplot_pdf, style_choice(figures, skip=("errorbars",))),
        "plotly": (plotly_pdf, style_choice(figures, skip=("errorbars",))),
        "pgfplots": (pgfplots_pdf, style_choice(figures, skip=("errorbars",))),
    }
    for producer in sorted(wanted):
        if not available[producer]:
            print(f"{producer} is not installed here: its fixtures are left as they are "
                  "(seaborn, plotly + kaleido: pip; gnuplot: apt-get install gnuplot-nox; pgfplots: apt-get install "
                  "--no-install-recommends texlive-pictures texlive-latex-recommended)")
            continue
        export, chosen = exports[producer]
        (args.out / producer).mkdir(parents=True, exist_ok=True)
        for fig in chosen:
            export(fig, args.out / producer / f"{fig.id}.pdf")
        print(f"wrote {len(chosen)} PDF(s) under {args.out / producer}")


if __name__ == "__main__":
    main()
