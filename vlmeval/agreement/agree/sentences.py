"""Scoring a text given as sentences: each sentence gets the claims that start inside it."""

from __future__ import annotations

from dataclasses import dataclass, field

from vlmeval.agreement.agree.quintd import Scorer, default_scorer
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict

WRONG_ABOUT_CHART = ("value", "location", "trend", "label", "magnitude")
"""Error types that say a sentence is wrong about the chart's data (hallucination and nonsense are not)."""


@dataclass
class ScoredSentence:
    index: int
    text: str
    claims: list[ClaimVerdict] = field(default_factory=list)

    @property
    def contradicted(self) -> list[ClaimVerdict]:
        return [c for c in self.claims if c.verdict == "contradicted"]

    @property
    def flagged(self) -> bool:
        """Any contradicted claim: we say the sentence has a factual error."""
        return bool(self.contradicted)

    @property
    def wrong_about_chart(self) -> bool:
        return any(c.error_type in WRONG_ABOUT_CHART for c in self.contradicted)

    def error_types(self) -> set[str]:
        return {c.error_type or "unknown" for c in self.contradicted}


def score_sentences(figure: Figure, sentences: list[str], scorer: Scorer | None = None) -> list[ScoredSentence]:
    """Score the sentences as one text (joined by spaces, so that later sentences read earlier ones' context)
    and give each claim to the sentence its start falls in."""
    scorer = scorer or default_scorer()
    starts, pos = [], 0
    for s in sentences:
        starts.append(pos)
        pos += len(s) + 1
    out = [ScoredSentence(i, s) for i, s in enumerate(sentences)]
    if not sentences:
        return out
    for claim in scorer(figure, " ".join(sentences)):
        i = max(k for k, start in enumerate(starts) if start <= claim.start) if claim.start >= 0 else 0
        out[i].claims.append(claim)
    return out
