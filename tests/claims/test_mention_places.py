"""Where ``Lexicon.mentions`` places each name (issue 34: a token's place is summed from the split's part lengths
only up to the words a mention can start at): every mention's span holds its surface, however many words, gaps,
marks and skipped words come before it."""

from __future__ import annotations

from figure_builders import csv_figure
from vlmeval.claims.lexicon import build_lexicon

_BODY = ("Model,Score\nCasa do Pao,9.8\nForno Azul,51.7\nOwl7B-40%,33.0\nHeron-34†,12.4\nTrigo Vivo,7.1\n"
         "Kestrel (2023),5.5\n")


def test_every_mention_is_placed_where_its_surface_is_written(tmp_path):
    lex = build_lexicon(csv_figure(tmp_path, _BODY, "Scores of five bakeries and three models (made up)"))
    text = ("A  Casa do Pao's lead,\t\tthen Forno   Azul;   a gap...   Owl7B-40% and Heron-34† (a mark each),\n\n"
            "Kestrel (2023) last; a casa, a forno, Trigo  Vivo — and again Casa do Pao, Forno Azul's and Owl7B-40%.")
    for offset in (0, 37):
        mentions = lex.mentions(text, offset)
        assert [m.surface for m in mentions] == [
            "Casa do Pao", "Forno   Azul", "Owl7B-40%", "Heron-34†", "Kestrel (2023)", "Trigo  Vivo", "Casa do Pao",
            "Forno Azul", "Owl7B-40%"]
        for m in mentions:
            assert text[m.start - offset:m.end - offset] == m.surface
