"""A caption with its scored sentences: the record the CHOCOLATE report (``chocolate.py``) and the chance-corrected
measures (``chance.py``) both read, kept below both so that neither imports the other for it."""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.agreement.agree.sentences import ScoredSentence
from vlmeval.agreement.agree.vistext import LabelledCaption


@dataclass
class JudgedCaption:
    caption: LabelledCaption
    sentences: list[ScoredSentence]

    @property
    def non_factual(self) -> bool:
        return any(self.caption.factual_errors(i) for i in range(len(self.sentences)))

    @property
    def score(self) -> float:
        return sum(s.flagged for s in self.sentences) / len(self.sentences) if self.sentences else 0.0
