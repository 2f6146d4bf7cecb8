"""``figure_claims()`` in a user's own inspect task, run by the real ``inspect_ai.eval`` with the ``none`` model
provider and a solver that answers with fixed texts (no model is called): a sample that cannot be scored counts
0 and stays in the metrics; the rest score as ``vlmeval.score_text`` does."""

from __future__ import annotations

import pytest

from vlmeval import score_text

# inspect_ai is imported in the tests, not at the top: it takes seconds to import, and every xdist worker imports
# every test module to collect it, while only the worker that runs this file needs it


def answer_with(texts: dict[str, str]):
    """A solver that answers each sample with its fixed text."""
    from inspect_ai.model import ModelOutput
    from inspect_ai.solver import solver

    @solver
    def answer_with():
        async def solve(state, generate):
            state.output = ModelOutput.from_content(model="none", content=texts[str(state.sample_id)])
            return state

        return solve

    return answer_with()


def test_unscorable_samples_count_zero_and_the_rest_score_as_score_text(tmp_path, seed_text, seed_figure):
    from inspect_ai import Task
    from inspect_ai import eval as inspect_eval
    from inspect_ai.dataset import Sample

    from vlmeval.integrations.inspect import figure_claims

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


def test_the_task_takes_suite_prompt_and_figure_ids():
    from inspect_ai.model import ContentImage, ContentText

    from vlmeval.integrations.inspect import figure_description

    task = figure_description(suite="papers", ids="dynts-r1*, dynts-average", prompt="describe-v1")
    samples = list(task.dataset)
    assert [s.id for s in samples] == ["dynts-average", "dynts-r1llama-benchmarks", "dynts-r1qwen-benchmarks"]
    text, image = samples[0].input[0].content  # as `vlmeval run` sends them: the prompt, then the image
    assert isinstance(text, ContentText) and text.text.startswith("You are given an image of a scientific figure")
    assert isinstance(image, ContentImage) and image.image.endswith("dynts-average.png")
    assert samples[0].metadata["prompt_id"] == "describe-v1" and samples[0].metadata["figure_id"] == "dynts-average"
    assert [s.id for s in figure_description(ids=["synth-2-0000-*"]).dataset] == ["synth-2-0000-heatmap-annotated"]
    with pytest.raises(ValueError, match="unknown suite 'nope'"):
        figure_description(suite="nope")
    with pytest.raises(ValueError, match="no figure with an image matches"):
        figure_description(suite="papers", ids="seqbench-*")  # the seqBench figure has no image
