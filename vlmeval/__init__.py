"""vlmeval: score how truthfully vision-language models describe scientific figures."""

__version__ = "0.1.0"
# Marks this package as the figure-description evaluator, not VLMEvalKit (which uses the same import name).
__identity__ = "vlmeval-figure-description-evaluator"

from vlmeval._guard import check_not_shadowed  # noqa: E402

check_not_shadowed()
