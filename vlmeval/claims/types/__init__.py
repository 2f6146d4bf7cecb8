"""The claim types, one module each: its payload (frozen, slotted), the cue words it needs, its extractor(s), its
verifier and the metric it counts toward, exported as ``TypeEntry`` records (``vlmeval.claimtypes``) that the
ordered tuple ``vlmeval.claims.pipeline.BUILTIN_TYPES`` lists. This package imports none of them."""
