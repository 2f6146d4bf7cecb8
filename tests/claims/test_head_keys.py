"""A line's row and column from the places its head names ("* Ratio 0.1, Window 500: ..."), read once per head text
in a description (issue 34, speed21), are those the loop over each line's own places gave (written out below)."""

from __future__ import annotations

from figure_texts import figure_texts

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.places import places_in

_REPEATED = ("* Ratio 0.1, Window 500: 52.0\n* Ratio 0.1, Window 500: 53.0\n- Window 1000 to 2000: flat\n"
             "**Panel two**\n* Ratio 0.1, Window 500: 41.5\n* Ratio 0.3 & 0.5: 40\n- Window 1000: 38, Ratio 0.5: 2\n"
             "# Ratio 0.9: a heading\n* Ratio 0.1, Window 500: 50")


def _plain_keys(lex, line) -> tuple:
    if line.heading or ":" not in line.text:
        return None, None
    row = column = None
    for place in places_in(lex, line.text.split(":", 1)[0], line.start):
        if not place.is_range and len(place.keys) == 1:
            if place.axis == "row":
                row = place.keys[0]
            else:
                column = place.keys[0]
    return row, column


def test_row_and_column_of_every_line_as_its_own_places_give_them(shared_dir, seed_text, seed_figure):
    pairs = figure_texts(shared_dir, seed_text, seed_figure)
    pairs += [(seed_figure(n), _REPEATED) for n in ("000", "001", "003", "004")]
    keyed = 0
    for fig, text in pairs:
        lex = lexicon_for(fig)
        doc = build_document(text, fig, lex)
        for line in doc.lines:
            assert (line.row, line.column) == _plain_keys(lex, line), line.text
            keyed += line.row is not None or line.column is not None
    assert keyed > 50  # the seeds' and the made text's heads hold places: the shortcut is tested where it acts
