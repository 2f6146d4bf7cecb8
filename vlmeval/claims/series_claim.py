"""The claim kind (``Claim.kind``) each form of a series-prose claim (``vlmeval.claimtypes.SeriesProse``) is
scored as. The claims are built by the readers in ``claims.series_values``, ``claims.series_trends`` and
``claims.series_labels`` and checked by ``verify.series``."""

KIND_OF = {"value": "value", "start": "value", "end": "value", "extremum": "extremum", "period": "range",
           "range": "range", "trend": "trend", "comparison": "comparison", "label": "label", "unknown_key": "ticks"}
