"""The axis names of a place (claims.places.axis_spans, issue 34) are found where ``lex.axis_re.finditer`` finds
them: on every line of the seeds, the quintd and the CHOCOLATE dev captions, and on small texts built to test
the edges of a name (a letter, a digit, "_" or "-" before or after it, upper case, text outside ASCII)."""

from __future__ import annotations

from itertools import product

from figure_texts import figure_texts

from vlmeval.claims import lexicon_for
from vlmeval.claims.places import axis_spans


def _plain(lex, text):
    return [m.span() for m in lex.axis_re.finditer(text)]


def test_axis_names_found_where_the_pattern_finds_them_in_every_line(shared_dir, seed_text, seed_figure):
    lexicons: dict = {}
    compared = matched = 0
    for fig, text in figure_texts(shared_dir, seed_text, seed_figure):
        lex = lexicons.setdefault(id(fig), lexicon_for(fig))
        if lex.axis_re is None:
            continue
        for line in [text, *text.split("\n")]:
            expected = _plain(lex, line)
            assert axis_spans(lex, line) == expected, (lex.axis_re.pattern, line)
            compared += 1
            matched += bool(expected)
    assert compared > 1000 and matched > 100  # the corpus holds many axis names to find


def test_axis_names_found_at_their_edges_as_the_pattern_finds_them(seed_figure):
    lex = lexicon_for(seed_figure("000"))  # rows and columns named "Window Size", "Ratio", "Local ..."
    assert lex.axis_re is not None
    names = ["ratio", "Window Size", "RATIOS", "window sizes", "local"]
    edges = ["", " ", "a", "1", "_", "-", "=", "(", "é", "ſ", "*"]
    for before, name, after, tail in product(edges, names, edges, ["", " 0.3", "s 2"]):
        text = f"{before}{name}{after}{tail} and {before}{name}{name}{after}"
        assert axis_spans(lex, text) == _plain(lex, text), text


def test_a_name_inside_a_word_or_after_a_hyphen_is_no_axis_name(seed_figure):
    lex = lexicon_for(seed_figure("000"))
    assert axis_spans(lex, "subratio 3, pre-ratio 4, ratio_5 and Ratio 0.3") == [(37, 42)]


def test_axis_names_found_in_text_outside_ascii_as_the_pattern_finds_them(seed_figure):
    # the folded lower case reads "ſ", "ı" and the Kelvin sign as the letter ``re.I`` matches them to; any other
    # character outside ASCII (a letter, a digit, a space) is read as itself, before, inside and after a name
    lex = lexicon_for(seed_figure("000"))
    names = ["ratio", "RATıO", "Local", "window ſizes", "Window\u00a0Size", "raTİo", "ratiö"]
    edges = ["", " ", "é", "ß", "١", "\u2003", "≈", "K", "\u212a", "ſ", "İ", "-"]
    compared = matched = 0
    for before, name, after in product(edges, names, edges):
        text = f"≈ {before}{name}{after} 0.3, {name}{after}s and {before}{name}"
        expected = _plain(lex, text)
        assert axis_spans(lex, text) == expected, text
        compared += 1
        matched += bool(expected)
    assert matched > compared // 4  # most of the texts hold a name the pattern finds
