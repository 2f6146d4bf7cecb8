"""Claims -> verdicts against the figure's data and derived facts (``vlmeval.groundtruth.facts``).

Dispatch (``vlmeval.claims.pipeline.Pipeline.verify``): the verifier named ``claim.verifier``, else the one of the
claim's payload class (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS``), else the one of ``claim.kind`` -> ``Outcome``.
The built-in verifiers are listed in ``vlmeval.claims.pipeline.BUILTIN_VERIFIERS``; a new claim kind
registers its verifier with its type (``vlmeval.claimtypes.register_claim_type(..., verifier=fn)``); another
``verifier`` name (one kind checked two ways) with ``register_verifier(name, fn)``. A name is registered once
(``RegistryError`` otherwise). A claim whose kind has no verifier is ``unverifiable`` (reason "no verifier"),
never dropped. This package holds the context (the outcome records live in ``vlmeval.outcomes``, re-exported
here) and imports none of its verifiers, nor the registry.

Every outcome is one of: supported; contradicted with an error type (value, location, label, trend,
magnitude, hallucination, nonsense); unverifiable (the figure does not know, or the claim's referent
could not be resolved). The rules and tolerances are documented in docs/scoring.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from vlmeval.claims import Claim, Document, lexicon_for
from vlmeval.claims.lexicon import Lexicon
from vlmeval.groundtruth.facts import FigureFacts, figure_facts
from vlmeval.groundtruth.schema import Figure, Key, Panel
from vlmeval.outcomes import Outcome, contradicted, supported, unverifiable


@dataclass
class VerifyContext:
    figure: Figure
    facts: FigureFacts
    lex: Lexicon
    text: str = ""  # the description the claims were read from (verifiers reading words around a claim)
    # ``text`` as read (the pipeline's document), when the caller has it; left out of repr and equality
    doc: Document | None = field(default=None, repr=False, compare=False)
    panel_by_title: dict[str, Panel] = field(init=False, repr=False)  # the first panel of each title

    def __post_init__(self) -> None:
        by_title: dict[str, Panel] = {}
        for p in self.figure.panels:
            by_title.setdefault(p.title, p)
        self.panel_by_title = by_title

    def panel(self, title: str) -> Panel:
        """``figure.panel(title)`` (KeyError when there is none) by a dict look-up instead of a scan."""
        return self.panel_by_title[title]

    def named_panel(self, title: str | None) -> Panel | None:
        """The panel a claim names (``Claim.panel``); None when it names none or one the figure lacks: the
        verifiers' ``unverifiable(UNCLEAR_PANEL)``."""
        return self.panel_by_title.get(title)


Verifier = Callable[[Claim, VerifyContext], Outcome]
UNCLEAR_PANEL = "which panel is meant is not clear"  # the reason when a claim's panel does not resolve


def context_for(figure: Figure, text: str = "", doc: Document | None = None) -> VerifyContext:
    """The context to verify the claims of ``text`` (a description of ``figure``, read as ``doc``) in."""
    return VerifyContext(figure=figure, facts=figure_facts(figure), lex=lexicon_for(figure), text=text, doc=doc)


__all__ = ["UNCLEAR_PANEL", "Outcome", "VerifyContext", "context_for", "supported", "contradicted", "unverifiable"]
