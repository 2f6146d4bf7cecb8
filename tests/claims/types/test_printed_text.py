"""Outside knowledge stated as shown (claims.types.printed_text, outside_source): names a sentence attributes to the
figure ("which the figure marks as the Kuiper statistic", "As the figure shows, ... drawn with GPyTorch", "are
labelled as the Berlin and Paris offices"), judged against the text the figure prints: its titles, labels, names
and marks, not its paper's title."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Source, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _runs(y_label: str = "cumulative gap", unread: list | None = None, paper: str | None = None,
          ticks: list | None = None, rows: list | None = None, texts: list | None = None) -> Figure:
    table = Table(rows=rows or ["black line"], columns=[1.0, 2.0, 7.0], values=[[0.1, 0.15, 0.19]])
    panel = Panel(title="main panel", x=Axis(label="k/n", ticks=ticks), y=Axis(label=y_label), data=table,
                  unread=unread, texts=texts)
    return Figure(id="runs", kind="line", layout=Layout(rows=1, cols=1), panels=[panel],
                  source=Source(title=paper) if paper else None)


def _ungrounded(fig: Figure, sentence: str) -> list[tuple[str, str | None]]:
    text = "### Interpretation\n" + sentence + "\n"
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "ungrounded"]


INVENTED = ("contradicted", "hallucination")


@pytest.mark.parametrize("sentence", [
    "The total rise is about 0.19, which the figure marks as the Kuiper statistic.",
    "As the figure shows, the curve averages many runs drawn with GPyTorch.",
    "Costs stay low, as the figure shows for this FPGA-based pipeline that keeps TLS sessions open.",
    "The two highest points are labelled as the Berlin and Paris offices.",
    "The curve is a single-particle density, as the figure shows for one argon-40 atom.",
    "The step marks the Peierls instability of the chain, which the plot shows at k/n of about 0.5.",
    "The curve sits near 0.19, an argon lattice as labelled in the figure.",
    "The runs use a cooled argon lattice, as labelled in the figure.",  # the clause before the phrase
])
def test_names_stated_as_shown_that_the_figure_does_not_print_are_outside_knowledge(sentence):
    assert INVENTED in _ungrounded(_runs(), sentence)


def test_a_name_the_figure_prints_or_may_print_is_no_outside_knowledge():
    sentence = "The total rise is about 0.19, which the figure marks as the Kuiper statistic."
    assert INVENTED not in _ungrounded(_runs(y_label="Kuiper statistic"), sentence)
    text = [UnreadPart(kind="annotation", note="2 texts not read")]
    assert INVENTED not in _ungrounded(_runs(unread=text), sentence)
    offices = "The two highest points are labelled as the Berlin and Paris offices."
    assert INVENTED not in _ungrounded(_runs(rows=["Berlin", "Paris"]), offices)


def test_text_printed_inside_the_plot_grounds_what_is_stated_as_printed():
    """An annotation the record read (``Panel.texts``) is printed text: a name it holds is no outside knowledge,
    and a record that read its plot's texts judges a name printed nowhere."""
    marked = "The total rise is about 0.19, which the figure marks as the Kuiper statistic."
    assert INVENTED not in _ungrounded(_runs(texts=["Kuiper statistic", "n = 400"]), marked)
    labelled = "As labelled in the figure, the dashed lines mark the melting onset and the glassy plateau."
    assert INVENTED not in _ungrounded(_runs(texts=["melting onset"]), labelled)
    assert INVENTED in _ungrounded(_runs(texts=["n = 400"]), labelled)


@pytest.mark.parametrize("sentence", [
    "As the figure shows, the gap grows steadily with k/n.",  # a reading of the data: no name stated as shown
    "The highest point is marked as an estimate.",
    "As the figure shows, Berlin is ahead.",  # a name the clause takes from its own first word: no claim on it
    "The figure shows one black curve against k/n, rising from 0 to about 0.19.",
])
def test_a_reading_attributed_to_the_figure_without_a_name_is_no_claim(sentence):
    assert INVENTED not in _ungrounded(_runs(), sentence)


def test_the_papers_title_is_not_printed_in_the_figure():
    sentence = "As the panel's text states, the runs follow a quench of hard-core bosons from a flat lattice."
    assert INVENTED in _ungrounded(_runs(paper="Quench dynamics of hard-core bosons on a lattice"), sentence)
    assert INVENTED not in _ungrounded(_runs(y_label="bosons after the quench"), sentence)


def test_a_citation_is_looked_for_in_its_brackets_not_as_a_bare_number():
    sentence = "The annotation gives the temperature of the measurements of Ref. [7] that the curves reproduce."
    assert INVENTED in _ungrounded(_runs(ticks=[1.0, 2.0, 7.0]), sentence)  # 7 is a tick, not the citation
    assert INVENTED not in _ungrounded(_runs(rows=["Expt. [7]"]), sentence)


def test_names_stated_as_shown_are_claimed_over_their_clause_not_a_sentence_run_on_after_it():
    text = ("### Interpretation\nCosts stay low, as the figure shows for this FPGA-based pipeline. "
            "iperf3 keeps more state than the others.\n")
    claims = [c for c in evaluate_text(_runs(), text).claims if c.kind == "ungrounded"]
    assert [c.verdict for c in claims] == ["contradicted"]
    assert "FPGA-based" in text[claims[0].start:claims[0].end] and "iperf3" not in text[claims[0].start:claims[0].end]
