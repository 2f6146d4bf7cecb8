"""The cue index read sentence by sentence (``claims.cues._by_sentence``, issue 34) holds exactly what placing each
occurrence of each cue word in its sentence held (``_by_word``, the index before): on the seeds, the quintd and
CHOCOLATE dev captions and made texts, and on random cuts of them, wherever no word crosses a cut."""

from __future__ import annotations

import random

from vlmeval.claims import cues, lexicon_for
from vlmeval.claims.document import build_document, sentences
from vlmeval.claims.pipeline import default_pipeline


def _texts(shared_dir, seed_text) -> list[str]:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.agreement.agree.quintd import in_half
    from vlmeval.agreement.agree.vistext import half_of, read_labelled_captions

    out = [seed_text(n) for n in ("000", "001", "002", "003", "004")]
    out += [c.text for c in read_captions(shared_dir / "data" / "quintd-owid" / "captions.jsonl") if in_half(c, "dev")]
    chocolate = shared_dir / "data" / "chocolate-vistext-dev" / "captions.jsonl"
    out += [" ".join(c.sentences) for c in read_labelled_captions(chocolate) if half_of(c.vistext_id) == "dev"]
    return out + ["Sales INCREASED sharply, the Highest in 2019. ZürichLowest peak—déclines\n* Peak: 5 (max)",
                  "ſmallest value. The trend decreases; overall it increases.İncreasing"]


def _runs(text: str) -> tuple[bytes, bytes]:
    letters = text.lower().encode("ascii", "replace")
    return letters, letters.translate(cues._SPACES)


def test_the_sentences_of_each_cue_are_those_each_occurrence_placed_gives(shared_dir, seed_text, seed_figure):
    default_pipeline()  # every extractor's cues declared
    fig = seed_figure("000")
    rng = random.Random(20)
    compared = crossed = held = 0
    for text in _texts(shared_dir, seed_text):
        if len(text.lower()) != len(text):
            continue
        doc = build_document(text, fig, lexicon_for(fig))
        every = list(sentences(doc))
        cuts = sorted(rng.sample(range(len(text) + 1), min(len(text) + 1, 12)))
        spans = [([s for _, s, _, _, _ in every], [e for _, _, e, _, _ in every]), (cuts[0::2], cuts[1::2])]
        letters, runs = _runs(text)
        for starts, ends in spans:
            n = min(len(starts), len(ends))
            starts, ends = starts[:n], ends[:n]
            if cues._crosses(runs, starts, ends):
                crossed += 1
                continue
            by_word = cues._by_word(letters, runs, starts, ends)
            assert cues._by_sentence(runs, starts, ends) == {c: ks for c, ks in by_word.items() if ks}, text
            compared += 1
            held += sum(map(len, by_word.values()))
    assert compared > 200 and crossed > 50 and held > 1000


def test_a_word_across_a_sentences_edge_is_seen():
    _, runs = _runs("The peak rose. Then it fell")
    assert not cues._crosses(runs, [0, 15], [13, 27])
    assert cues._crosses(runs, [0, 17], [13, 27])  # "Th|en"
    assert cues._crosses(runs, [0, 15], [6, 27])  # "pe|ak"
    assert not cues._crosses(runs, [0, 15], [4, 27])  # "The| peak": at a space
