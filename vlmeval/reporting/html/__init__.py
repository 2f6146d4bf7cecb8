"""The HTML report: one self-contained file (inline CSS, JS, SVG and base64 images; no request leaves it).

Sections: the leaderboard, a plot of metrics per model with intervals, and per figure its image beside
each model's description with every claim highlighted by verdict. Filters by model, error type and figure.
"""

from __future__ import annotations

import base64
import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

import vlmeval
from vlmeval.reporting.compare import claim_key, claim_place
from vlmeval.groundtruth.load import FigureSet
from vlmeval.reporting.leaderboard import Failure, Run, Skipped, footnote, leaderboard, ranking_basis, render, run_labels
from vlmeval.records import ERROR_TYPES, METRIC_NAMES, ClaimVerdict, Scorecard
from vlmeval.reporting.html.highlight import highlight
from vlmeval.reporting.html.plot import metrics_svg

VERDICTS = ("supported", "contradicted", "unverifiable")
_MIME = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".svg": "image/svg+xml", ".webp": "image/webp"}


@dataclass
class Card:
    """One description of one figure by one model, ready to show."""

    model: str
    prompt_id: str
    run: str
    metrics: dict[str, float | None]
    verdicts: Counter
    errors: list[str]
    html: Markup | None  # None: the description text is not in the run
    misplaced: list[ClaimVerdict]
    claims: str = "[]"  # JSON: each claim with the key that aligns it with the same claim in another description

    @property
    def label(self) -> str:
        """Names the card's run for the side-by-side view: the same label on every figure of that run."""
        return f"{self.model} · {self.prompt_id} · {self.run}"


@dataclass
class FigureSection:
    figure_id: str
    title: str
    image: str | None  # data: URL
    overlay: str | None = None  # data: URL of the record drawn over the image (``gt overlay``); None: not placed
    cards: list[Card] = field(default_factory=list)
    failures: list[tuple[str, Failure]] = field(default_factory=list)


def _image_data_url(figures: FigureSet, figure_id: str) -> str | None:
    if figure_id not in figures.figures:
        return None
    path = figures.image_path(figure_id)
    if path is None or not path.is_file():
        return None
    mime = _MIME.get(path.suffix.lower(), "application/octet-stream")
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def _overlay_data_url(figures: FigureSet, figure_id: str) -> str | None:
    """The record over its image, for a record that says where its panels are drawn (a PDF-read one)."""
    fig = figures.figures.get(figure_id)
    path = figures.image_path(figure_id) if fig is not None else None
    if path is None or not path.is_file() or not any(p.placement for p in fig.panels):
        return None
    from vlmeval.groundtruth.overlay import overlay_png

    return f"data:image/png;base64,{base64.b64encode(overlay_png(fig, path)).decode('ascii')}"


def _card(run: Run, label: str, card: Scorecard) -> Card:
    text = run.text_of(card)
    html, misplaced = highlight(text, card.claims) if text is not None else (None, list(card.claims))
    errors = sorted({c.error_type for c in card.claims if c.error_type}, key=ERROR_TYPES.index)
    if run.repeat is not None:
        label = f"{label} · r{run.repeat}"
    return Card(card.model, card.prompt_id or "-", label, card.metrics.model_dump(),
                Counter(c.verdict for c in card.claims), errors, html, misplaced, _claims_json(card.claims))


def _claims_json(claims: list[ClaimVerdict]) -> str:
    """The claims in text order, each with its alignment key (``compare.claim_key``), for the side-by-side view."""
    rows = [{"key": json.dumps(claim_key(c), ensure_ascii=False), "kind": c.kind, "where": claim_place(c),
             "text": c.text, "verdict": c.verdict, "error": c.error_type or "", "start": c.start}
            for c in sorted(claims, key=lambda c: (c.start, c.end))]
    return json.dumps(rows, ensure_ascii=False)


def _sections(runs: list[Run], figures: FigureSet, model_order: list[str]) -> list[FigureSection]:
    sections: dict[str, FigureSection] = {}

    def section(figure_id: str) -> FigureSection:
        if figure_id not in sections:
            fig = figures.figures.get(figure_id)
            title = (fig.title or (fig.source.title if fig.source else None) or "") if fig else "not in the figure set"
            sections[figure_id] = FigureSection(figure_id, title, _image_data_url(figures, figure_id),
                                                _overlay_data_url(figures, figure_id))
        return sections[figure_id]

    for run, label in zip(runs, run_labels(runs)):
        for card in run.scorecards:
            section(card.figure_id).cards.append(_card(run, label, card))
        for failure in run.failures:
            section(failure.figure_id).failures.append((label, failure))
    rank = {model: i for i, model in enumerate(model_order)}
    for s in sections.values():
        s.cards.sort(key=lambda c: (rank.get(c.model, len(rank)), c.model, c.prompt_id, c.run))
    return [sections[k] for k in sorted(sections)]


def _ranked_on(runs: list[Run]) -> str:
    """The line saying which figures the ranks compare, where the runs cover different figures."""
    note = ranking_basis(runs).note()
    return f"{note[0].upper()}{note[1:]}. " if note else ""


def build_report(runs: list[Run], figures: FigureSet, title: str = "vlmeval report",
                 skipped: list[Skipped] | None = None) -> str:
    """The whole report as one HTML string; ``skipped``: folders that were given but hold no readable run."""
    table = leaderboard(runs)
    sections = _sections(runs, figures, list(dict.fromkeys(table["model"])) if not table.empty else [])
    models = sorted({c.model for s in sections for c in s.cards} | {f.model for s in sections for _, f in s.failures})
    labels = sorted({c.label for s in sections for c in s.cards})
    env = Environment(loader=PackageLoader("vlmeval.reporting.html", "templates"), autoescape=select_autoescape(["html", "j2"]),
                      trim_blocks=True, lstrip_blocks=True)
    return env.get_template("report.html.j2").render(
        title=title, version=vlmeval.__version__, generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        runs=[str(r.path) for r in runs], skipped=skipped or [], leaderboard=Markup(render(table, "html")) if not table.empty else None,
        footnote=_ranked_on(runs) + footnote(), plot=metrics_svg(table) if not table.empty else None, sections=sections, models=models, labels=labels,
        error_types=ERROR_TYPES, verdicts=VERDICTS, metric_names=METRIC_NAMES,
    )
