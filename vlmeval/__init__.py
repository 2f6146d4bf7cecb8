"""vlmeval: score how truthfully vision-language models describe scientific figures.

The library (each name is imported on first use, so ``import vlmeval`` stays light)::

    from vlmeval import load_figures, score_text
    figures = load_figures()                          # bundled figures by id; load_figures(path) for yours
    card = score_text(text, figures["dynts-average"])  # a Scorecard: claims, verdicts, sentences, metrics

Records: ``Figure`` (ground truth), ``Description``, ``Scorecard``, ``ClaimVerdict``, ``SentenceVerdict``,
``Metrics``. Extending: ``register_claim_type`` (docs/architecture.md). The command line is ``vlmeval --help``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
# Marks this package as the figure-description evaluator, not VLMEvalKit (which uses the same import name).
__identity__ = "vlmeval-figure-description-evaluator"

from vlmeval._guard import check_not_shadowed  # noqa: E402

check_not_shadowed()

_EXPORTS = {
    "load_figures": "vlmeval.api", "score_text": "vlmeval.api", "FigureError": "vlmeval.api",
    "Figure": "vlmeval.groundtruth.schema",
    "Description": "vlmeval.records", "Scorecard": "vlmeval.records", "ClaimVerdict": "vlmeval.records",
    "SentenceVerdict": "vlmeval.records", "Metrics": "vlmeval.records",
    "register_claim_type": "vlmeval.claimtypes", "ClaimType": "vlmeval.claimtypes",
}
__all__ = ["__version__", *_EXPORTS]

if TYPE_CHECKING:
    from vlmeval.api import FigureError, load_figures, score_text
    from vlmeval.claimtypes import ClaimType, register_claim_type
    from vlmeval.groundtruth.schema import Figure
    from vlmeval.records import ClaimVerdict, Description, Metrics, Scorecard, SentenceVerdict


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'vlmeval' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value  # the next look-up is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})
