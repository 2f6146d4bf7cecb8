"""The cue index (``claims.cues``): one pass finds which cue words each sentence holds; an extractor that declares
cues reads only the sentences holding one, and the pipeline skips it on a document that holds none."""

from __future__ import annotations

import pytest

from vlmeval.claims import Claim, lexicon_for
from vlmeval.claims.cues import declare_cues, holds_cue, sentences_holding
from vlmeval.claims.document import build_document, sentences
from vlmeval.claims.text import NUMBER_RE, numbers_in, parse_number_match
from vlmeval.claims.types.value_check import ValuePayload
from vlmeval.claims.pipeline import Pipeline

from figure_builders import bakeries

_FIGURE = []


@pytest.fixture(autouse=True)
def _bakeries(tmp_path):
    _FIGURE[:] = [bakeries(tmp_path)]


def _figure():
    return _FIGURE[0]


def _doc(text: str):
    fig = _figure()
    return build_document(text, fig, lexicon_for(fig))


def _texts(doc, found) -> list[str]:
    return [doc.text[s:e] for _, s, e, _, _ in found]


TEXT = ("The values Increase to the right. Nothing else moves here.\n"
        "### Peaks and maxima\n"
        "A MAXIMUM sits at the top left. The rest is flat.")


def test_a_sentence_holds_a_cue_written_in_any_case_inside_a_longer_word():
    doc = _doc(TEXT)
    cues = declare_cues(("increas", "max"))
    assert _texts(doc, sentences_holding(doc, cues)) == ["The values Increase to the right.",
                                                         "A MAXIMUM sits at the top left."]
    # a heading is no sentence: "maxima" there does not select the sentence before it
    assert _texts(doc, sentences_holding(doc, declare_cues(("maxim",)))) == ["A MAXIMUM sits at the top left."]
    assert holds_cue(doc, cues)
    assert not holds_cue(doc, declare_cues(("decreas",)))
    assert sentences_holding(doc, declare_cues(("decreas",))) == []


def test_a_sentence_that_is_not_ascii_holds_the_cues_re_i_can_find_in_it():
    """Read in its folded lower case: "ſ", "ı" and the Kelvin sign as the ASCII letters ``re.I`` matches them to;
    full-width letters are no ASCII letters to ``re.I`` (scoring reads them as ASCII before, ``claims.pasted``)."""
    doc = _doc("Values rise ≈ 4 to the right.\nＴｈｅ ｍａｘ ｉｓ ４ (full-width).\nThe ſum ıs \u212aept at ≈ 4.\n"
               "Nothing else – here.")
    assert _texts(doc, sentences_holding(doc, declare_cues(("nowhere",)))) == []
    assert _texts(doc, sentences_holding(doc, declare_cues(("max",)))) == []
    assert _texts(doc, sentences_holding(doc, declare_cues(("sum", "kept")))) == ["The ſum ıs \u212aept at ≈ 4."]
    assert _texts(doc, sentences_holding(doc, declare_cues(("right", "els")))) == ["Values rise ≈ 4 to the right.",
                                                                                 "Nothing else – here."]
    lengthened = _doc("Values rise.\nİt is flat.")  # lower-casing lengthens the text: every sentence, every cue
    assert len(sentences_holding(lengthened, declare_cues(("nowhere",)))) == 2


def test_cues_set_without_declaring_them_are_still_found():
    doc = _doc(TEXT)
    holds_cue(doc, declare_cues(("increas",)))  # the index is built before the new cue is known
    assert holds_cue(doc, ("rest",))
    assert _texts(doc, sentences_holding(doc, ("rest",))) == ["The rest is flat."]


def test_a_cue_is_letters_only():
    with pytest.raises(ValueError, match="fix:"):
        declare_cues(("little variation",))


def test_the_pipeline_runs_an_extractor_only_on_a_document_holding_its_cues():
    read: list[str] = []

    def extract_marks(doc):
        read.append(doc.text)
        return [Claim("zorble", s, e, stated=1.0, payload=ValuePayload(1.0, 0))
                for _, s, e, _, _ in sentences_holding(doc, extract_marks.cues)]

    extract_marks.cues = declare_cues(("zorble",))
    pipeline = Pipeline((extract_marks,), {})
    assert pipeline.extract("Nothing to see. Nor here.", _figure())[0] == []
    assert read == []  # skipped: no sentence holds the cue
    claims, _ = pipeline.extract("Nothing to see. A Zorbled cell.", _figure())
    assert read == ["Nothing to see. A Zorbled cell."]
    assert [(c.start, c.end) for c in claims] == [(16, 31)]


def test_every_sentence_of_the_document_is_in_the_index_order():
    doc = _doc(TEXT)
    every = list(sentences(doc))
    assert sentences_holding(doc, declare_cues(("the", "rest", "nothing"))) == every


@pytest.mark.parametrize("written", ["52.0", "-1.5", "−2.25k", "40%", "1e309", "1.5e3", "7"])
def test_a_number_read_again_elsewhere_reads_the_same(written):
    text = f"a {written} b"
    first = [parse_number_match(m, 3) for m in NUMBER_RE.finditer(text)]
    again = [parse_number_match(m, 10) for m in NUMBER_RE.finditer(f"xx, {written} ;")]
    listed = numbers_in(f"{written}, {written}")
    if first[0] is None:
        assert again == [None] and listed == []
        return
    assert (again[0].value, again[0].decimals, again[0].start - first[0].start) == (first[0].value, first[0].decimals, 9)
    assert [(n.value, n.decimals) for n in listed] == [(first[0].value, first[0].decimals)] * 2


def test_cue_words_reads_whole_words_and_phrases_in_any_case():
    from vlmeval.claims.cues import cue_words_re
    pattern = cue_words_re(("after that", "afterwards", "then"))
    found = [m.group() for m in pattern.finditer("Then it rose; AFTER  that it fell, afterwards thenceforth flat.")]
    assert found == ["Then", "AFTER  that", "afterwards"]  # "thenceforth" holds "then" but is another word


def test_cue_words_escapes_its_words_and_refuses_a_pattern():
    import pytest
    from vlmeval.claims.cues import cue_words, cue_words_re
    assert cue_words_re(("e.g",)).search("egg e.g here").start() == 4  # the dot is a dot, not any character
    for pattern in (r"\bhigh\w*", "rise|fall", "stages?"):
        with pytest.raises(ValueError):
            cue_words((pattern,))


def test_cue_words_matches_the_hand_written_alternation_it_replaces():
    import re
    from vlmeval.claims.cues import cue_words_re
    words = ("in the early stages", "in the early stage", "at first", "initially")
    hand = re.compile(r"\b(?:in\s+the\s+early\s+stages?|at\s+first|initially)\b", re.I)
    text = "Initially, at  first and In the Early Stage; in the early stages, at firstly, early."
    assert [m.span() for m in cue_words_re(words).finditer(text)] == [m.span() for m in hand.finditer(text)]
