"""real-prose: descriptions of real-suite figures in the seeds' format, labelled unit by unit (a bullet line, or a
sentence of a paragraph), each scored against its bundled record (``ground_truth/real/<paper>/<id>.json``).

A folder holds ``*.jsonl`` files, one description per line: ``figure_id``, ``variant`` (``natural`` or
``flawed``), ``text`` and ``units`` (``start``/``end`` offsets into ``text``, ``label`` correct/wrong/uncheckable,
``error_type``, ``record_agrees`` true/false/null, ``note``). A unit counts as flagged when a contradicted claim
overlaps it. The split is by paper (the set's README): every figure of ``VALIDATION_PAPERS`` is validation, unless
the folder holds a ``split.toml`` with ``held_out = true`` (a held-out set: every description is validation) or
``held_out = [file names]`` (those files are validation, the others dev).
Measures are in ``real_prose_measures``.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from vlmeval.agreement.agree.quintd import AgreeInputError, Scorer
from vlmeval.groundtruth.load import read_figure, suite_dirs
from vlmeval.records import ClaimVerdict

VALIDATION_PAPERS = ("celerite", "dnest4", "multi-plier", "strain-graphene")
"""The papers whose figures form the validation half (fixed by the set's README)."""
LABELS = ("correct", "wrong", "uncheckable")
VARIANTS = ("natural", "flawed")
SPLIT_FILE = "split.toml"
"""A folder's own split: ``held_out = true`` makes every description in it validation (a held-out set)."""
_HEADING = re.compile(r"^(#{2,6})[ \t]+(.+?)[ \t]*$", re.M)


@dataclass
class Unit:
    index: int
    start: int
    end: int
    label: str
    error_type: str | None
    record_agrees: bool | None
    section: str  # the "### ..." heading the unit sits under ("" before the first one)
    note: str = ""


@dataclass
class ProseDescription:
    file: str
    line: int
    figure_id: str
    variant: str
    text: str
    units: list[Unit]
    held_out: bool | None = None  # its folder's split.toml: True validation, False dev; None (no split.toml): by paper


@dataclass
class JudgedDescription:
    description: ProseDescription
    paper: str
    half: str
    overall: float | None
    claims: list[ClaimVerdict]
    flags: list[bool] = field(default_factory=list)  # per unit: a contradicted claim overlaps it
    reasons: list[list[str]] = field(default_factory=list)  # per unit: the contradicted claims' kinds and reasons


def section_of(text: str, start: int) -> str:
    """The name of the last sub-heading ("### Key Observations") before ``start``; "" before any."""
    name = ""
    for m in _HEADING.finditer(text, 0, start):
        if len(m.group(1)) >= 3:
            name = m.group(2).strip()
    return name


def _fail(file: Path, line: int, what: str, fix: str) -> AgreeInputError:
    return AgreeInputError(f"error: {file}:{line}: {what} (fix: {fix})")


def _unit(file: Path, line: int, text: str, i: int, raw) -> Unit:
    if not isinstance(raw, dict):
        raise _fail(file, line, f"units[{i}] is not an object", "give each unit start, end and label")
    start, end, label = raw.get("start"), raw.get("end"), raw.get("label")
    if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(text)):
        raise _fail(file, line, f"units[{i}]: start/end {start!r}/{end!r} are not offsets into the text "
                    f"(0 to {len(text)})", "give start < end, both inside text")
    if label not in LABELS:
        raise _fail(file, line, f"units[{i}]: label {label!r}", f"use one of {', '.join(LABELS)}")
    agrees = raw.get("record_agrees")
    if agrees is not None and not isinstance(agrees, bool):
        raise _fail(file, line, f"units[{i}]: record_agrees {agrees!r}", "use true, false or null")
    return Unit(i, start, end, label, raw.get("error_type"), agrees, section_of(text, start), str(raw.get("note") or ""))


def _description(file: Path, line: int, raw: str) -> ProseDescription:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        raise _fail(file, line, f"not JSON ({e.msg})", "write one JSON object per line") from None
    if not isinstance(data, dict):
        raise _fail(file, line, "not a JSON object", "write one description object per line")
    for key in ("figure_id", "text", "units"):
        if key not in data:
            raise _fail(file, line, f"no {key!r}", "give figure_id, variant, text and units")
    text, variant = data["text"], data.get("variant", "natural")
    if not isinstance(text, str) or not isinstance(data["units"], list):
        raise _fail(file, line, "text must be a string and units a list", "see docs/agreement.md (real-prose)")
    if variant not in VARIANTS:
        raise _fail(file, line, f"variant {variant!r}", f"use one of {', '.join(VARIANTS)}")
    units = [_unit(file, line, text, i, u) for i, u in enumerate(data["units"])]
    return ProseDescription(file.name, line, str(data["figure_id"]), variant, text, units)


def held_out(file: Path) -> bool | None:
    """Whether ``file``'s folder declares it held out in its ``split.toml``: ``held_out = true`` (the whole folder)
    or ``held_out = ["part-x.jsonl", ...]`` (those files; the others are dev, whatever their papers). None without a
    split.toml: then the split is by paper (``half_of``)."""
    split = file.parent / SPLIT_FILE
    if not split.is_file():
        return None
    fix = 'write held_out = true, false or a list of file names such as ["part-b.jsonl"]'
    try:
        value = tomllib.loads(split.read_text(encoding="utf-8")).get("held_out", False)
    except tomllib.TOMLDecodeError as e:
        raise AgreeInputError(f"error: {split}: not TOML ({e}) (fix: {fix})") from None
    if isinstance(value, bool):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return file.name in value
    raise AgreeInputError(f"error: {split}: held_out = {value!r} (fix: {fix})")


def read_descriptions(path: Path) -> list[ProseDescription]:
    """Every description of the ``*.jsonl`` files in ``path`` (a folder, or one file), in file and line order;
    each marked held out when its folder's ``split.toml`` says so."""
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    if not files or not all(f.is_file() for f in files):
        raise AgreeInputError(f"error: {path}: no *.jsonl descriptions (fix: pass the real-prose folder, e.g. "
                              "../shared/data/real-prose-dev, or one of its part-*.jsonl files)")
    out = []
    for file in files:
        kept = held_out(file)
        for n, raw in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            if raw.strip():
                out.append(_description(file, n, raw))
                out[-1].held_out = kept
    return out


def half_of(paper: str, held: bool | None = None) -> str:
    """The half of a description of ``paper``: its folder's ``split.toml`` decides when it has one (``held``, from
    ``held_out``), else the paper does."""
    if held is not None:
        return "validation" if held else "dev"
    return "validation" if paper in VALIDATION_PAPERS else "dev"


def figure_file(figure_id: str, roots: list[Path]) -> Path | None:
    """The record of ``figure_id``: ``<root>/<paper>/<id>.json`` (or ``<root>/<id>.json``)."""
    for root in roots:
        for candidate in (root / f"{figure_id}.json", *root.glob(f"*/{figure_id}.json")):
            if candidate.is_file():
                return candidate
    return None


def _overlaps(unit: Unit, claim: ClaimVerdict) -> bool:
    start, end = claim.start, max(claim.end, claim.start + 1)
    return start < unit.end and unit.start < end


def record_and_paper(figure_id: str, roots: list[Path], where: str, error: type[Exception] = AgreeInputError):
    """The record of ``figure_id`` under ``roots`` and its paper (the record's folder, or its id at a root);
    ``error`` names ``where`` (the input's file and line), the record and the fix when it is missing or broken."""
    file = figure_file(figure_id, roots)
    if file is None:
        raise error(f"error: {where}: figure {figure_id!r} has no record under {', '.join(map(str, roots))} "
                    "(fix: pass the folder of its records with --figures)")
    fig, problems = read_figure(file)
    if fig is None:
        raise error(f"error: {where}: record {file} does not load: {problems[0]}")
    return fig, (file.parent.name if file.parent not in roots else fig.id)


def judge(descriptions: list[ProseDescription], figures: Path | None = None, scorer: Scorer | None = None,
          progress: Callable[[], None] | None = None) -> list[JudgedDescription]:
    """Score every description against its record (default: the bundled real suite) and flag its units."""
    from vlmeval.scoring.scorecard import evaluate_text

    roots = [figures] if figures is not None else suite_dirs("real")
    loaded: dict[str, tuple] = {}
    out = []
    for d in descriptions:
        if d.figure_id not in loaded:
            loaded[d.figure_id] = record_and_paper(d.figure_id, roots, f"{d.file}:{d.line}")
        fig, paper = loaded[d.figure_id]
        if scorer is None:
            scored = evaluate_text(fig, d.text)
            claims, overall = scored.claims, scored.metrics.overall
        else:
            claims, overall = scorer(fig, d.text), None
        bad = [c for c in claims if c.verdict == "contradicted"]
        hits = [[c for c in bad if _overlaps(u, c)] for u in d.units]
        out.append(JudgedDescription(d, paper, half_of(paper, d.held_out), overall, claims, [bool(h) for h in hits],
                                     [[f"{c.kind}: {c.reason}" for c in h] for h in hits]))
        if progress:
            progress()
    return out
