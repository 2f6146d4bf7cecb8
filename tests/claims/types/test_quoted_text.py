"""A text quoted as printed on the figure (claims.types.quoted_text): invented where the record holds every text the
figure prints and the quote resembles none of them; no claim where it may be printed, read loosely, or where the
record may not hold every printed text."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text

INVENTED = ("contradicted", "hallucination")


def _spectrum(texts: list[str] | None = ["run B", "λ = 2.4 μm"], unread: list | None = None) -> Figure:
    table = Table(rows=["flux density"], columns=[1.0, 2.0, 3.0], values=[[0.8, 1.6, 1.1]])
    panel = Panel(title="main panel", x=Axis(label="wavelength (μm)"), y=Axis(label="flux"), data=table,
                  values_read="geometry", texts=texts, unread=unread)
    return Figure(id="spectrum", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _quoted(fig: Figure, bullet: str) -> list[tuple[str, str | None]]:
    text = "### Components/Axes\n* " + bullet + "\n"
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "label"]


def test_a_text_the_figure_prints_nowhere_is_invented():
    for bullet in ('**Annotation:** "run B" at the upper left, with "cooled sample" printed below it.',
                   'A dotted curve labelled "model prediction" follows the points.',
                   'A small boxed note reads "saturation onset" near the peak.'):
        assert INVENTED in _quoted(_spectrum(), bullet), bullet


def test_a_text_printed_or_read_loosely_is_no_claim():
    for bullet in ('**Annotation:** "run B" at the upper left.', 'A boxed note reads "λ=2.4μm" near the peak.',
                   'A note reads "Run-B" in italics.', 'The peak is annotated "0.8".'):
        assert _quoted(_spectrum(), bullet) == [], bullet


def test_quotes_of_axes_titles_and_legends_are_left_to_their_readers():
    for bullet in ('**Y-axis:** labelled "normalised counts".', '**Legend:** a red line labelled "model".',
                   'The title reads "Spectral energy distribution".'):
        assert INVENTED not in _quoted(_spectrum(), bullet), bullet


def test_a_record_that_may_lack_a_printed_text_leaves_the_quote_unjudged():
    bullet = 'A small boxed note reads "saturation onset" near the peak.'
    for fig in (_spectrum(texts=None), _spectrum(unread=[UnreadPart(kind="annotation", note="2 texts not read")]),
                _spectrum(unread=[UnreadPart(kind="inset", note="an inset not read")])):
        assert INVENTED not in _quoted(fig, bullet)
