"""What the ``inspect_ai`` entry point loads: registers ``vlmeval/figure_description``, ``vlmeval/figure_claims``
and ``vlmeval/claim_metrics`` with inspect (pyproject.toml, ``[project.entry-points.inspect_ai]``)."""

from vlmeval.integrations.inspect import claim_metrics, figure_claims, figure_description

__all__ = ["claim_metrics", "figure_claims", "figure_description"]
