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


def build_bundle(archive: Path, out: Path) -> tuple[list[Path], list[tuple[str, str]]]:
    """Records for every vector figure of the bundle; (written JSON files, [(graphic, why skipped)])."""
    built: list[Path] = []
    skipped: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        unpack(archive, root)
        bundle = read_bundle(root, archive.name)
        prefix = _slug(bundle.arxiv_id or archive.name.split(".")[0])
        for n, figure in enumerate(bundle.figures, 1):
            for k, name in enumerate(figure.graphics, 1):
                path = graphic_file(root, name)
                if path is None:
                    skipped.append((name, "the file is not in the bundle"))
                    continue
                if path.suffix.lower() != ".pdf":
                    skipped.append((name, f"a raster image ({path.suffix.lstrip('.')}), not a vector PDF "
                                          "(give its data as CSV, see docs/ground-truth.md)"))
                    continue
                label = figure.label or f"figure-{n}"
                fid = _slug(f"{prefix}-{label}" + (f"-{k}" if len(figure.graphics) > 1 else ""))
                source = Source(title=bundle.title, arxiv_id=bundle.arxiv_id, figure_label=figure.label,
                                file=name if name.endswith(".pdf") else f"{name}.pdf", page=1, caption=figure.caption)
                try:
                    write_record(path, out / f"{fid}.json", 1, fid, source)
                except PdfFigureError as e:
                    skipped.append((name, str(e).removeprefix(f"{path}: ")))
                    continue
                built.append(out / f"{fid}.json")
    return built, skipped
