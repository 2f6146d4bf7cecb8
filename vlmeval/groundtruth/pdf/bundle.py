"""Write records: one figure PDF -> JSON + PNG; an arXiv bundle -> one record per vector figure."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from vlmeval.groundtruth.load import sha256_file
from vlmeval.groundtruth.pdf.arxiv import graphic_file, read_bundle, unpack
from vlmeval.groundtruth.pdf.primitives import PdfFigureError
from vlmeval.groundtruth.pdf.record import read_figure
from vlmeval.groundtruth.schema import Figure, ImageRef, Source


def write_record(pdf: Path, out: Path, page: int = 1, figure_id: str | None = None,
                 source: Source | None = None) -> Figure:
    """Read the figure, write its PNG rendering and then its JSON (nothing is written when reading fails)."""
    fig, image = read_figure(Path(pdf), page, figure_id)
    if source is not None:
        fig.source = source
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    png = out.with_suffix(".png")
    image.save(png)
    fig.image = ImageRef(path=png.name, sha256=sha256_file(png), rerendered=False)
    out.write_text(fig.model_dump_json(indent=2, exclude_none=True) + "\n", encoding="utf-8")
    return fig


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-._") or "figure"


class RecordsExist(ValueError):
    """The output folder already holds records this bundle would write (a rerun): refused without overwrite."""


def build_bundle(archive: Path, out: Path, overwrite: bool = False) -> tuple[list[Path], list[tuple[str, str]]]:
    """Records for every vector figure of the bundle; (written JSON files, [(graphic, why skipped)]).
    RecordsExist (nothing written) when a record or its PNG is already in ``out`` and ``overwrite`` is false."""
    built: list[Path] = []
    skipped: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        unpack(archive, root)
        bundle = read_bundle(root, archive.name)
        planned = _plan(bundle, archive, skipped)
        existing = [p for _, _, fid, _ in planned for p in (out / f"{fid}.json", out / f"{fid}.png") if p.exists()]
        if existing and not overwrite:
            raise RecordsExist(f"{existing[0]}: already exists ({len(existing)} file(s) of this bundle's records are "
                               "in the folder)")
        for name, path, fid, source in planned:
            try:
                write_record(path, out / f"{fid}.json", 1, fid, source)
            except PdfFigureError as e:
                skipped.append((name, str(e).removeprefix(f"{path}: ")))
                continue
            built.append(out / f"{fid}.json")
    return built, skipped


def _plan(bundle, archive: Path, skipped: list[tuple[str, str]]) -> list[tuple[str, Path, str, Source]]:
    """(name as included, PDF, record id, source) for each vector graphic of the bundle's figures; the others go to ``skipped``."""
    prefix = _slug(bundle.arxiv_id or archive.name.split(".")[0])
    planned = []
    for n, figure in enumerate(bundle.figures, 1):
        for k, name in enumerate(figure.graphics, 1):
            path = graphic_file(bundle, name)
            if path is None:
                where = ", ".join(["beside the main .tex file"] + [f"in {p}" for p in bundle.graphics_paths])
                skipped.append((name, f"the file is not in the bundle (looked {where}, with .pdf, .png, .jpg ... "
                                      "added to a name without extension)"))
                continue
            if path.suffix.lower() != ".pdf":
                skipped.append((name, f"a raster image ({path.suffix.lstrip('.')}), not a vector PDF "
                                      "(give its data as CSV, see docs/ground-truth.md)"))
                continue
            label = figure.label or f"figure-{n}"
            fid = _slug(f"{prefix}-{label}" + (f"-{k}" if len(figure.graphics) > 1 else ""))
            file = path.resolve().relative_to(bundle.root.resolve()).as_posix()
            planned.append((name, path, fid, Source(title=bundle.title, arxiv_id=bundle.arxiv_id, figure_label=figure.label,
                                              file=file, page=1, caption=figure.caption)))
    return planned
