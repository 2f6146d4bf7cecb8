"""Judging a case: the description scored, and whether a contradicted claim overlaps the injected span."""

from __future__ import annotations

from vlmeval.agreement.corrupt.cases import Case
from vlmeval.groundtruth.schema import Figure


def _score(fig: Figure, text: str):
    from vlmeval.agreement.agree import default_scorer

    return default_scorer()(fig, text)


def judged_case(fig: Figure, style: str, error: str | None, change: str, text: str, span) -> Case:
    """A description scored; an injected error is detected when a contradicted claim overlaps its span."""
    verdicts = _score(fig, text)
    contradicted = [v for v in verdicts if v.verdict == "contradicted"]
    detected = None
    if span is not None:
        detected = any(v.start < span[1] and span[0] < v.end for v in contradicted)
    return Case(figure_id=fig.id, style=style, error=error, change=change, text=text, span=span, claims=len(verdicts),
                contradicted=len(contradicted), detected=detected,
                verdicts=[v.model_dump(include={"start", "end", "text", "kind", "verdict", "reason"}) for v in verdicts])
