"""What the x-y readers and checks read of a figure's record alone is found once per figure object and kept with
it (``groundtruth.facts.derived``, ``derived_for``): a series' samples (``xy_reading_check.row_samples``), its
known x (``xy_reading_sentences._known_xs``) and the figure's series names (``xy_readings.figure_series_names``).
What is kept is what reading afresh gives, asked again it is the same object, and a copied panel is read anew."""

from __future__ import annotations

import pytest

from vlmeval.claims.types import xy_reading_sentences as sentences
from vlmeval.claims.types.xy_reading_check import row_samples, samples_of
from vlmeval.claims.xy_readings import _series_names, figure_series_names


@pytest.fixture(scope="module")
def figures():
    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    figs = list(load_figure_set(suite_dirs("real")).figures.values())
    return [f for f in figs if any(p.data is not None and p.data.rows for p in f.panels)]


class _Doc:  # what ``_known_xs`` reads of a document: its figure
    def __init__(self, figure):
        self.figure = figure


def test_series_samples_kept_with_the_figure(figures):
    asked = 0
    for fig in figures:
        for panel in fig.panels:
            if panel.data is None:
                continue
            for row in range(len(panel.data.rows)):
                kept = row_samples(fig, panel, row)
                assert kept == tuple(samples_of(panel, row))
                assert row_samples(fig, panel, row) is kept
                xs = sentences._known_xs(_Doc(fig), panel, row)
                assert xs == tuple(sentences._xs_of(panel, row))
                assert sentences._known_xs(_Doc(fig), panel, row) is xs
                asked += 1
    assert asked > 100


def test_a_copied_panel_is_read_anew(figures):
    fig = next(f for f in figures for p in f.panels if p.data is not None and len(p.data.columns) > 1
               and any(isinstance(c, (int, float)) for c in p.data.columns) and p.data.points is None)
    panel = next(p for p in fig.panels if p.data is not None and p.data.points is None)
    kept = row_samples(fig, panel, 0)
    values = [[None if v is None else v + 1.0 for v in r] for r in panel.data.values]
    other = panel.model_copy(update={"data": panel.data.model_copy(update={"values": values})})
    assert row_samples(fig, other, 0) == tuple(samples_of(other, 0)) != kept


def test_series_names_kept_with_the_figure(figures):
    for fig in figures:
        names = figure_series_names(fig)
        assert names == _series_names(fig)
        assert figure_series_names(fig) is names
