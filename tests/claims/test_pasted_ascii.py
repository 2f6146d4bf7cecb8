"""``read_pasted`` does not search an ASCII text (issue 34): every character it normalises is outside ASCII."""

from vlmeval.claims import pasted


def test_no_ascii_character_is_normalised():
    assert not any(pasted._QUICK.match(chr(i)) for i in range(128))
    for ch in [*pasted._DROPPED, *pasted._SPACES, *pasted._FRACTIONS]:
        assert ord(ch) > 127 and pasted._QUICK.match(ch)


def test_an_ascii_text_is_read_as_written_and_others_still_normalised():
    text = "R1-Qwen scores 52.0 on AMC23 (about 1 234.5 tokens)."
    assert pasted.read_pasted(text).text is text and not pasted.read_pasted(text).changed
    assert pasted.read_pasted("Qwe\u0301n 1\u2009234.5 and 56½").text == "Qwen 1234.5 and 56.5"
