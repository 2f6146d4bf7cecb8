"""Reading and validating ground-truth files.

Validation never stops at the first bad file: every file is checked and every problem is reported with
the file, the JSON path of the problem and a one-line fix.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure

_PACKAGE_DIR = Path(__file__).resolve().parents[1]


def bundled_dir(name: str) -> Path:
    """A bundled top-level folder (``ground_truth``, ``prompts``): inside a wheel, or in the checkout."""
    inside_wheel = _PACKAGE_DIR / "_bundled" / name
    return inside_wheel if inside_wheel.is_dir() else _PACKAGE_DIR.parent / name


def default_figures_dir() -> Path:
    return bundled_dir("ground_truth")


DEFAULT_SUITE = "vlmeval-bench-v1"
REAL_SUITE = "vlmeval-real-v1"
SUITES: dict[str, tuple[str, ...]] = {DEFAULT_SUITE: ("papers", "synth"), REAL_SUITE: ("real",)}
"""Versioned suites and their bundled folders: a suite keeps its figures when another is added beside it."""
SHORT_NAMES = {"real": REAL_SUITE}


def suite_names() -> list[str]:
    """Every name --suite takes: the versioned suites, their short names, and each bundled folder."""
    folders = sorted(p.name for p in default_figures_dir().iterdir() if p.is_dir())
    return list(dict.fromkeys([*SUITES, *SHORT_NAMES, *folders]))


def suite_dirs(name: str | None) -> list[Path]:
    """The folders of a benchmark suite: a versioned suite (default vlmeval-bench-v1), or one bundled folder by name."""
    root = default_figures_dir()
    name = SHORT_NAMES.get(name or DEFAULT_SUITE, name or DEFAULT_SUITE)
    if name in SUITES:
        return [root / folder for folder in SUITES[name]]
    candidate = root / name
    if candidate.is_dir():
        return [candidate]
    raise KeyError(f"unknown suite {name!r}; known suites: {', '.join(suite_names())}")


def canonical_id(figure_id: str) -> str:
    """Figure ids are lower case: the id a look-up compares (run --only, gt show/render, score input lines)."""
    return figure_id.lower()


@dataclass(frozen=True)
class Problem:
    file: Path
    path: str  # JSON path inside the file, e.g. "panels[2].data.values[3]"; "" for the whole file
    message: str
    fix: str

    def __str__(self) -> str:
        where = f"{self.file}: {self.path}: " if self.path else f"{self.file}: "
        return f"{where}{self.message} (fix: {self.fix})"


@dataclass
class FigureSet:
    """Figures that loaded cleanly, keyed by id, and every problem found on the way."""

    figures: dict[str, Figure] = field(default_factory=dict)
    files: dict[str, Path] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def resolve(self, figure_id: str) -> str | None:
        """The id of the figure ``figure_id`` names, or None. Ids are lower case (the schema's pattern), so an id
        as a person types it ("DynTS-Average", a file name's capitals) names the same figure."""
        for candidate in (figure_id, canonical_id(figure_id)):
            if candidate in self.figures:
                return candidate
        return None

    def get(self, figure_id: str) -> Figure:
        known = self.resolve(figure_id)
        if known is None:
            raise KeyError(f"figure id {figure_id!r}: unknown figure id (fix: {self.suggest(figure_id)})")
        return self.figures[known]

    def suggest(self, figure_id: str, limit: int = 3) -> str:
        """The closest few ids, not all of them: a suite may hold hundreds."""
        from rapidfuzz import process

        if not self.figures:
            return "this figure set is empty; pass another --figures"
        found = process.extract(canonical_id(figure_id), sorted(self.figures), limit=limit)
        close = [repr(name) for name, score, _ in found if score >= 50]
        listing = f"'vlmeval gt list' lists all {len(self.figures)}"
        return f"did you mean {', '.join(close)}? {listing}" if close else f"use a known id; {listing}"

    def image_path(self, figure_id: str) -> Path | None:
        fig = self.get(figure_id)
        return None if fig.image is None else self.files[fig.id].parent / fig.image.path


def json_path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


_FIX_BY_ERROR = {
    "missing": "add the field",
    "extra_forbidden": "remove the field or correct its name",
    "finite_number": "write a finite number, or null for a value that is not known",
    "string_pattern_mismatch": "use the documented format",
    "literal_error": "use one of the allowed values",
    "too_short": "add at least one entry",
}


def _schema_problems(file: Path, err: ValidationError) -> list[Problem]:
    problems = []
    for e in err.errors():
        # Union members repeat the location with a type name appended; keep the part the user wrote.
        loc = tuple(p for p in e["loc"] if not (isinstance(p, str) and p in {"int", "float", "str"}))
        fix = _FIX_BY_ERROR.get(e["type"], "correct the value to match the schema (vlmeval gt show ID --json)")
        problems.append(Problem(file, json_path(loc), e["msg"], fix))
    # Unions report each alternative; one line per place is enough.
    unique = {(p.path, p.message): p for p in problems}
    return list(unique.values())


def _keys_match(keys: list, ticks: list) -> bool:
    return [str(k) for k in keys] == [str(t) for t in ticks]


def consistency_problems(fig: Figure, file: Path) -> list[Problem]:
    """Checks that need more than one field: table shapes, keys vs ticks, the image and its hash."""
    problems: list[Problem] = []
    n_cells = fig.layout.rows * fig.layout.cols
    placed = [p for p in fig.panels if p.position is not None]  # where panels are placed, one without a place is an
    if len(placed or fig.panels) > n_cells:  # inset, drawn in its panel's cell
        problems.append(Problem(file, "layout", f"{len(placed or fig.panels)} panels do not fit a {fig.layout.rows}x{fig.layout.cols} layout",
                                "make layout.rows * layout.cols at least the number of panels"))
    titles = [p.title for p in fig.panels]
    for i, title in enumerate(titles):
        if titles.index(title) != i:
            problems.append(Problem(file, f"panels[{i}].title", f"duplicate panel title {title!r}", "give every panel its own title"))
    for i, panel in enumerate(fig.panels):
        table = panel.data
        if table is None:
            continue
        where = f"panels[{i}].data"
        if len(table.values) != len(table.rows):
            problems.append(Problem(file, f"{where}.values", f"{len(table.values)} rows of values for {len(table.rows)} row keys",
                                    "give one list of values per row key"))
        for r, row in enumerate(table.values):
            if len(row) != len(table.columns):
                problems.append(Problem(file, f"{where}.values[{r}]", f"{len(row)} values for {len(table.columns)} columns",
                                        "give one value per column key (null where unknown)"))
        if table.errors is not None:
            shape = [len(row) for row in table.values]
            if [len(row) for row in table.errors] != shape:
                problems.append(Problem(file, f"{where}.errors", "error-bar table does not have the shape of values",
                                        "give one half-width (or null) per value, row by row"))
            elif any(e is not None and e < 0 for row in table.errors for e in row):
                problems.append(Problem(file, f"{where}.errors", "negative error-bar half-width",
                                        "write half-widths as non-negative numbers"))
        on_y2 = {str(k) for k in panel.y2_series or []}
        if on_y2 - {str(r) for r in table.rows}:
            problems.append(Problem(file, f"panels[{i}].y2_series", f"series {sorted(on_y2)} are not all rows of the table",
                                    "list in y2_series only row keys of data"))
        if any(axis is not None and axis.scale == "log" and any(v is not None and v <= 0 for v in row)
               for key, row in zip(table.rows, table.values) for axis in [panel.y2 if str(key) in on_y2 else panel.y]):
            problems.append(Problem(file, f"{where}.values", "a log-scale y axis cannot show zero or negative values",
                                    "use a linear y scale or positive values"))
        for name, keys in (("rows", table.rows), ("columns", table.columns)):
            if len({str(k) for k in keys}) != len(keys):
                problems.append(Problem(file, f"{where}.{name}", f"duplicate {name[:-1]} keys", f"make every {name[:-1]} key unique"))
        if chart_kind(fig.kind).grid:  # rows and columns are the y and x ticks (on a continuous axis, an image's
            # cells are keyed by the axis values at their centres, between its ticks)
            if panel.x.ticks is not None and panel.x.scale == "categorical" and not _keys_match(table.columns, panel.x.ticks):
                problems.append(Problem(file, f"{where}.columns", f"columns {table.columns} differ from x ticks {panel.x.ticks}",
                                        "columns must list the x ticks left to right"))
            if (panel.y.ticks is not None and panel.y.scale == "categorical"
                    and not _keys_match(table.rows, list(reversed(panel.y.ticks)))):
                problems.append(Problem(file, f"{where}.rows", f"rows {table.rows} differ from y ticks {panel.y.ticks} read top to bottom",
                                        "rows must list the y ticks from top to bottom (y.ticks are bottom to top)"))
        elif panel.x.ticks is not None and panel.x.scale == "categorical" and not _keys_match(table.columns, panel.x.ticks):
            problems.append(Problem(file, f"{where}.columns", f"columns {table.columns} differ from x categories {panel.x.ticks}",
                                    "columns must list the x categories in order"))
    if fig.image is not None:
        image = file.parent / fig.image.path
        if not image.is_file():
            problems.append(Problem(file, "image.path", f"image file {image} does not exist",
                                    "add the image, fix the path, or remove 'image' (a figure may have none)"))
        else:
            actual = sha256_file(image)
            if actual != fig.image.sha256:
                problems.append(Problem(file, "image.sha256", f"hash mismatch: file has {actual}",
                                        "re-render with 'vlmeval gt render' or update image.sha256 if the new image is right"))
    return problems


def read_figure(file: Path) -> tuple[Figure | None, list[Problem]]:
    """One file: the figure if it is valid, and every problem found."""
    try:
        raw = json.loads(file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        return None, [Problem(file, f"line {e.lineno} column {e.colno}", f"not valid JSON: {e.msg}", "fix the JSON syntax")]
    except (OSError, UnicodeDecodeError) as e:
        return None, [Problem(file, "", f"cannot read: {e}", "check the file exists and is UTF-8 text")]
    try:
        fig = Figure.model_validate(raw)
    except ValidationError as e:
        return None, _schema_problems(file, e)
    problems = consistency_problems(fig, file)
    return (None if problems else fig), problems


def figure_files(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    return sorted(p for p in root.rglob("*.json") if p.is_file())


def load_figure_set(root: Path | list[Path] | None = None) -> FigureSet:
    """Every figure under ``root`` (a folder, one file, or a list of them; default: the default suite's folders)."""
    roots = suite_dirs(None) if root is None else [Path(r) for r in root] if isinstance(root, list) else [Path(root)]
    out = FigureSet()
    for one in roots:
        if not one.exists():
            out.problems.append(Problem(one, "", "no such file or folder", "pass a folder of figure JSON files"))
            continue
        for file in figure_files(one):
            fig, problems = read_figure(file)
            out.problems.extend(problems)
            if fig is None:
                continue
            if fig.id in out.figures:
                out.problems.append(Problem(file, "id", f"duplicate figure id {fig.id!r}, also in {out.files[fig.id]}",
                                            "give every figure a unique id"))
                continue
            out.figures[fig.id] = fig
            out.files[fig.id] = file
    return out
