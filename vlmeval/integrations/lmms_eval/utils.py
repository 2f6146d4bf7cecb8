"""The functions of the lmms-eval task ``vlmeval_figures`` (vlmeval_figures.yaml beside this file).

A document is one row of the Parquet export: ``image`` (decoded by ``datasets``), ``prompt``, ``figure_id`` and
``ground_truth`` (the figure record as JSON). lmms-eval logs each document without its image, so the samples
file keeps ``figure_id`` for ``vlmeval score --from lmms-eval``. The per-document metric is vlmeval's
``overall`` (0 for an answer that cannot be scored, as in vlmeval's leaderboard); it needs vlmeval installed in
the environment that runs lmms-eval.
"""


def vlmeval_doc_to_visual(doc):
    return [doc["image"].convert("RGB")]


def vlmeval_doc_to_text(doc, lmms_eval_specific_kwargs=None):
    return doc["prompt"]


def vlmeval_process_results(doc, results):
    return {"vlmeval_overall": vlmeval_overall(doc, results[0] if results else "")}


def vlmeval_overall(doc, text):
    try:
        from vlmeval import Figure, score_text
    except ImportError as e:
        raise ImportError("the vlmeval_figures task scores with vlmeval (fix: install vlmeval, the figure-description "
                          "evaluator, in this environment with 'pip install .' in its checkout, or score the samples "
                          "file afterwards with 'vlmeval score --from lmms-eval')") from e
    if not isinstance(text, str) or not text.strip():
        return 0.0
    card = score_text(text, Figure.model_validate_json(doc["ground_truth"]))
    return card.metrics.overall or 0.0
