"""Figure records from an arXiv source bundle: each figure environment's \\includegraphics PDFs, with the paper's
title and id and the figure's label and caption. Unpacked safely: members that would land outside the folder
(absolute paths, '..', links) are refused."""

from __future__ import annotations

import re
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

_FIGURE = re.compile(r"\\begin\{figure\*?\}(.*?)\\end\{figure\*?\}", re.S)
_INCLUDE = re.compile(r"\\includegraphics\s*(?:\[[^\]]*\])?\s*\{([^}]+)\}")
_LABEL = re.compile(r"\\label\{([^}]+)\}")
_ARXIV_ID = re.compile(r"(\d{4}\.\d{4,5})(v\d+)?")
_GRAPHICSPATH = re.compile(r"\\graphicspath\s*\{\s*((?:\{[^{}]*\}\s*)+)\}")
_EXTENSIONS = (".pdf", ".png", ".jpg", ".jpeg", ".eps", ".PDF", ".PNG", ".JPG", ".JPEG")  # pdflatex's order


@dataclass(slots=True)
class BundleFigure:
    label: str | None
    caption: str | None
    graphics: list[str]


@dataclass(slots=True)
class Bundle:
    title: str | None
    arxiv_id: str | None
    root: Path
    figures: list[BundleFigure] = field(default_factory=list)
    folder: Path | None = None  # the main .tex file's folder: graphics and \\input names are relative to it
    graphics_paths: list[str] = field(default_factory=list)  # \\graphicspath folders, relative to ``folder``


def unpack(archive: Path, dest: Path) -> None:
    """Extract a .tar.gz (or .tar) bundle into ``dest``; ValueError when a member would escape it."""
    dest = dest.resolve()
    try:
        tar = tarfile.open(archive)
    except tarfile.TarError as e:
        raise ValueError(f"not a .tar.gz source bundle ({e.__class__.__name__})") from None
    with tar:
        for m in tar.getmembers():
            target = (dest / m.name).resolve()
            if m.issym() or m.islnk() or not (target == dest or dest in target.parents):
                raise ValueError(f"member {m.name!r} would be written outside the folder")
        tar.extractall(dest, filter="data")


def _braced(text: str, start: int) -> str | None:
    """The content of the {...} group opening at ``start`` (nested braces kept)."""
    if start >= len(text) or text[start] != "{":
        return None
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i]
    return None


def _command_arg(text: str, name: str) -> str | None:
    m = re.search(r"\\" + name + r"\s*(\[[^\]]*\])?\s*(?=\{)", text)
    return None if m is None else _braced(text, m.end())


def plain(tex: str | None) -> str | None:
    if tex is None:
        return None
    t = re.sub(r"\\label\{[^}]*\}", "", tex)
    t = re.sub(r"\\(textbf|textit|emph|texttt|mathrm|text)\{([^}]*)\}", r"\2", t)
    t = re.sub(r"~?\\(cite|citep|citet|ref|eqref|autoref)\{[^}]*\}", "", t)
    t = re.sub(r"[{}]|\\\\", "", t).replace("~", " ")
    return " ".join(t.split()) or None


def read_bundle(root: Path, archive_name: str) -> Bundle:
    texs = sorted(root.rglob("*.tex"))
    main = next((t for t in texs if "\\documentclass" in t.read_text(errors="replace")), texs[0] if texs else None)
    id_match = _ARXIV_ID.search(archive_name)
    bundle = Bundle(None, id_match.group(1) if id_match else None, root)
    if main is None:
        return bundle
    bundle.folder = main.parent
    text = _with_inputs(main, main.parent)
    bundle.graphics_paths = [p.strip() for m in _GRAPHICSPATH.finditer(text) for p in re.findall(r"\{([^{}]*)\}", m.group(1))]
    bundle.title = plain(_command_arg(text, "title"))
    for env in _FIGURE.finditer(text):
        body = env.group(1)
        label = _LABEL.search(body)
        bundle.figures.append(BundleFigure(label.group(1) if label else None, plain(_command_arg(body, "caption")),
                                           [g.strip() for g in _INCLUDE.findall(body)]))
    return bundle


def _with_inputs(tex: Path, root: Path, depth: int = 0) -> str:
    text = re.sub(r"(?<!\\)%.*", "", tex.read_text(errors="replace"))
    if depth > 5:
        return text

    def include(m: re.Match) -> str:
        name = m.group(2).strip()
        path = (root / name) if name.endswith(".tex") else (root / f"{name}.tex")
        return _with_inputs(path, root, depth + 1) if path.is_file() else ""

    return re.sub(r"\\(input|include)\{([^}]+)\}", include, text)


def graphic_file(bundle: Bundle, name: str) -> Path | None:
    """The file an \\includegraphics name points to, as LaTeX finds it: beside the main .tex file, then in each
    \\graphicspath folder; a name without a graphics extension with .pdf, .png, .jpg ... added, then as given."""
    folder = bundle.folder or bundle.root
    for base_dir in [folder] + [folder / p for p in bundle.graphics_paths]:
        base = base_dir / name
        added = [base.with_name(base.name + ext) for ext in _EXTENSIONS]
        for candidate in [base] if base.suffix.lower() in _EXTENSIONS else added + [base]:
            if candidate.is_file() and _within(candidate, bundle.root):
                return candidate
    return None


def _within(path: Path, root: Path) -> bool:
    root, path = root.resolve(), path.resolve()
    return path == root or root in path.parents
