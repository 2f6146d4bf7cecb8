"""``figure_claims()`` in a user's own inspect task, run by the real ``inspect_ai.eval`` with the ``none`` model
provider and a solver that answers with fixed texts (no model is called): a sample that cannot be scored counts
0 and stays in the metrics; the rest score as ``vlmeval.score_text`` does."""

from __future__ import annotations

import pytest
from inspect_ai import Task
from inspect_ai import eval as inspect_eval
from inspect_ai.dataset import Sample
from inspect_ai.model import ModelOutput
from inspect_ai.solver import solver

from vlmeval import score_text
from vlmeval.integrations.inspect import figure_claims


@solver
def answer_with(texts: dict[str, str]):
    async def solve(state, generate):
        state.output = ModelOutput.from_content(model="none", content=texts[str(state.sample_id)])
        return state

    return solve


def test_unscorable_samples_count_zero_and_the_rest_score_as_score_text(tmp_path, seed_text, seed_figure):
    texts = {"dynts-average": seed_text("003"), "no-such-figure": "The maximum is 3.", "dynts-r1qwen-benchmarks": " "}
    task = Task(dataset=[Sample(input="Describe the figure.", id=fid) for fid in texts], solver=answer_with(texts),
                scorer=figure_claims())
    (log,) = inspect_eval(task, model="none", log_dir=str(tmp_path), display="none")
    assert log.status == "success", log.error
    scores = {s.id: s.scores["figure_claims"] for s in log.samples}
    assert scores["no-such-figure"].value == 0.0
    assert "matches no figure" in scores["no-such-figure"].explanation
    assert scores["dynts-r1qwen-benchmarks"].value == 0.0
    assert "empty" in scores["dynts-r1qwen-benchmarks"].explanation
    card = score_text(seed_text("003"), seed_figure("003"))
    assert card.metrics.overall is not None and card.metrics.overall > 0
    assert scores["dynts-average"].value == card.metrics.overall
    assert scores["dynts-average"].metadata["metrics"] == card.metrics.model_dump()
    wrong = [c for c in card.claims if c.verdict == "contradicted"]
    for claim in wrong:  # what was wrong is in the explanation inspect view shows
        assert f'"{claim.text}"' in scores["dynts-average"].explanation
    metrics = log.results.scores[0].metrics
    assert metrics["mean"].value == pytest.approx(card.metrics.overall / 3)  # never dropped: 3 samples
    assert metrics["overall_scored"].value == pytest.approx(card.metrics.overall)  # over the scored one
    assert metrics["hallucination_rate"].value == pytest.approx(card.metrics.hallucination_rate)
    assert metrics["stderr"].value > 0
