"""vlmeval inside other harnesses (docs/integrations.md).

- ``benchmark``: the bundled figures as rows (image, prompt, ground truth), the one source of every export.
- ``export``: ``vlmeval gt export``: a Parquet dataset with its card, or VLMEvalKit's TSV.
- ``harness_outputs``: an inspect_ai log, a VLMEvalKit prediction file or an lmms-eval samples file as
  description rows, for ``vlmeval score --from``.
- ``inspect``: the inspect_ai task ``vlmeval/figure_description`` and the scorer ``figure_claims()``
  (needs the extra ``vlmeval[inspect]``; imported only by inspect or by the user).
- ``lmms_eval/``: the lmms-eval task made from the Parquet export (YAML and its functions).

Nothing here is imported by ``vlmeval`` itself until one of these commands runs.
"""
