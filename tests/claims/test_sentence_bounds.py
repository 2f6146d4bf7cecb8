"""The sentence (or clause) around a span, read by the document's sentence grammar."""

from vlmeval.claims.sentence_bounds import sentence_around, sentence_text
from vlmeval.claims.text import sentence_spans

TEXT = "Error falls from 0.8 to 0.2 over training. On average, model A is best; model B is worst.\nIt ends at 3."


def _at(word: str) -> int:
    return TEXT.index(word)


def test_sentence_of_a_position_is_the_document_sentence_holding_it():
    for a, b in sentence_spans(TEXT):
        assert sentence_around(TEXT, a + 1) == (a, b)
    assert sentence_text(TEXT, _at("model B")) == "On average, model A is best; model B is worst."


def test_a_decimal_point_is_no_sentence_end():
    assert sentence_text(TEXT, _at("0.2")) == "Error falls from 0.8 to 0.2 over training."


def test_a_line_end_ends_a_sentence():
    assert sentence_text(TEXT, _at("It ends")) == "It ends at 3."


def test_a_span_over_two_sentences_holds_both():
    start, end = _at("training"), _at("On average") + 2
    assert sentence_text(TEXT, start, end) == TEXT[:TEXT.index("\n")]


def test_a_lower_case_word_after_an_abbreviation_goes_on():
    text = "Curves rise, e.g. the red one climbs to 5. The blue one falls."
    assert sentence_text(text, text.index("climbs")) == "Curves rise, e.g. the red one climbs to 5."


def test_clause_option_cuts_at_semicolons_on_either_side():
    assert sentence_text(TEXT, _at("model B"), clause=True) == "model B is worst."
    assert sentence_text(TEXT, _at("model A"), clause=True) == "On average, model A is best"


def test_clause_option_keeps_a_span_that_holds_a_semicolon_whole():
    start, end = _at("model A"), _at("model B") + 7
    assert sentence_text(TEXT, start, end, clause=True) == "On average, model A is best; model B is worst."


def test_clause_option_without_semicolons_is_the_sentence():
    assert sentence_around(TEXT, _at("falls"), clause=True) == sentence_around(TEXT, _at("falls"))


def test_text_without_sentences_is_one_span():
    assert sentence_around("   ", 1) == (0, 3)
    assert sentence_around("", 0) == (0, 0)


def test_mark_option_leaves_the_closing_mark_out():
    assert sentence_text(TEXT, _at("falls"), mark=False) == "Error falls from 0.8 to 0.2 over training"
    assert sentence_text(TEXT, _at("ends"), mark=False) == "It ends at 3"
    assert sentence_text(TEXT, _at("model A"), clause=True, mark=False) == "On average, model A is best"


def test_every_stop_option_cuts_at_a_stop_before_a_dash_or_a_lower_case_word():
    text = "- A, shows 0.35. - B and C, show between 0.15 and 0.2. - D is low, i.e. below 0.1."
    assert sentence_text(text, text.index("C,")) == text  # the grammar reads on over ". -"
    assert sentence_text(text, text.index("C,"), every_stop=True) == "- B and C, show between 0.15 and 0.2."
    assert sentence_text(text, text.index("below"), every_stop=True) == "below 0.1."
    assert sentence_text(text, text.index("0.35"), every_stop=True) == "- A, shows 0.35."


def test_the_document_reader_shares_the_text_sentences():
    # build_document places its lines' sentences from sentence_bounds' own reading: a reader asking about the same
    # text afterwards reads no sentence again
    from vlmeval.claims import sentence_bounds
    from vlmeval.claims.document import build_document
    from vlmeval.claims import lexicon_for
    from vlmeval.groundtruth.load import load_figure_set

    figure = next(iter(load_figure_set().figures.values()))
    text = "The first line rises. It peaks at 4.2!\nA second line, with e.g. the third; it ends."
    sentence_bounds._spans.cache_clear()
    doc = build_document(text, figure, lexicon_for(figure))
    assert sentence_bounds._spans.cache_info().misses == 1
    assert [(line.start + a, line.start + b) for line in doc.lines for a, b in line.sentence_spans] == \
        sentence_bounds.text_sentences(text)
    sentence_bounds.sentence_around(text, 30)
    assert sentence_bounds._spans.cache_info().misses == 1
