"""A description in a language the claim readers do not read (German, Chinese) scored like a right one (both
0.667): it is said on stderr and in the scorecard (``language: unsupported``), and never scored as if checked."""

from __future__ import annotations

import json

from reports_helpers import seed_lines
from run_helpers import cli, read_jsonl
from vlmeval.claims.language import language_of

GERMAN = ("Die Abbildung zeigt vier Heatmaps für R1-Qwen. Der höchste Wert ist 56.3 bei Ratio 0.3, und die Werte "
          "steigen mit der Fenstergröße; der niedrigste Wert liegt bei 40.1.")
CHINESE = "该图显示了R1-Qwen的四个热图。最高值为56.3，位于比率0.3处，数值随窗口大小增加而上升，最低值为40.1。"


def test_seed_descriptions_read_as_english():
    assert [line["model"] for line in seed_lines() if language_of(line["text"])] == []


def test_another_language_is_said_and_not_scored_as_checked(tmp_path):
    english = next(line for line in seed_lines() if line["figure_id"] == "dynts-r1qwen-benchmarks")
    rows = [dict(english, model=name, text=text) for name, text in (("de", GERMAN), ("zh", CHINESE))]
    rows.append(dict(english, model="en"))
    src = tmp_path / "d.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    result = cli("score", str(src), "--out", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 0, result.stderr
    for line in (1, 2):
        assert f"{src}:{line}: the description is not in a language the claim readers read" in result.stderr
    assert f"{src}:3:" not in result.stderr
    cards = {c["model"]: c for c in read_jsonl(tmp_path / "out" / "scorecards.jsonl")}
    for model in ("de", "zh"):
        assert cards[model]["language"] == "unsupported"
        assert cards[model]["metrics"]["overall"] is None and cards[model]["claims"] == []
    assert "language" not in cards["en"] and cards["en"]["metrics"]["overall"] is not None


def test_letter_counts_match_a_character_by_character_count():
    # the fast count (ASCII letters by regex, the rest one by one) must equal the plain definition on mixed scripts,
    # numerals that are not letters (², ½), Latin letters above ASCII (é, ß) and letters above U+0250 (Cyrillic, CJK)
    from vlmeval.claims.language import _letter_counts

    texts = ["", "abc 123", "Héllo ßtraße ² ½ – ≈ 0.5", "Привет мир, the values rise", "图表显示 Ratio 0.3 的值",
             "ɐɑɒ ǅ ǈ ℃ Ⅳ _x_ Ω µ"]
    for text in texts:
        letters = [ch for ch in text if ch.isalpha()]
        assert _letter_counts(text) == (sum(ch < "\u0250" for ch in letters), len(letters)), text


def _language_by_definition(text):
    """``language_of`` as first written: the letter share, then every word found by the pattern and counted."""
    from vlmeval.claims import language

    latin, letters = language._letter_counts(text)
    if letters >= language._MIN_LETTERS and latin / letters < 0.5:
        return language.UNSUPPORTED
    words = [w.lower() for w in language._WORD.findall(text)]
    if len(words) < language._MIN_WORDS:
        return None
    other = [w for w in words if w in language._OTHER]
    if len(set(other)) < 3:
        return None
    english = sum(w in language._ENGLISH for w in words)
    return language.UNSUPPORTED if len(other) > 2 * english else None


def test_ascii_texts_read_from_bytes_as_by_the_pattern():
    # ASCII texts are read from their bytes (no letter share, one split): the answer must be the pattern's,
    # on texts either side of each threshold, with digits and underscores inside words
    texts = ["Die Werte und die Linien sind mit der Zeit gestiegen, und das ist zu sehen bei 0.5.",
             "Le graphique montre les valeurs avec des pics dans une zone pour les deux est.",
             "The values of the series rise and the der die das words are few in this text with it.",
             "DER_die und2ist mit-von den dem im zu eine",
             "der die und", "", "x1 y2 z3", "el los las con para una del por the of and is"]
    texts += [line["text"] for line in seed_lines() if line["text"].isascii()] + [GERMAN.encode("ascii", "ignore").decode()]
    for text in texts:
        assert text.isascii()
        assert language_of(text) == _language_by_definition(text), text
    assert any(language_of(t) for t in texts) and not all(language_of(t) for t in texts)


def test_texts_whose_other_characters_are_no_word_characters_read_as_by_the_pattern(monkeypatch):
    # a text whose characters outside ASCII are punctuation or symbols ("’", "–", "≈", "×") is read from its ASCII
    # words; one with a letter or numeral outside ASCII ("é", "²", "Σ", "İ", "٣") by the pattern: both as defined
    from vlmeval.claims import language

    fast = ["Die Werte und die Linien sind – mit der Zeit ≈ gestiegen, und das ist zu sehen bei 0.5.",
            "Le graphique montre les valeurs avec des pics dans une zone pour les deux est ’ ×",
            "The values of the series rise – and the der die das words are few in this text with it ≈ 3.",
            "der–die–und–ist–mit–von–den–dem", "x1 ≈ y2 → z3", "el·los·las·con·para·una·del·por the of and is"]
    fast += [line["text"] for line in seed_lines() if not line["text"].isascii()]
    slow = ["Die Werte sind höher und die Linien mit der Zeit gestiegen, und das ist zu sehen bei 0.5.",
            "m² und die der das ist mit von den", "ΟΔΟΣ der die das und ist mit", "İst der die das und mit von",
            "der die das und ist mit ٣ von den", GERMAN]
    for text in fast:
        assert not text.isascii() and not any(ch.isalnum() for ch in text if not ch.isascii())
    for text in slow:
        assert any(ch.isalnum() for ch in text if not ch.isascii())
    want = [_language_by_definition(text) for text in fast + slow]
    counts, read = language._letter_counts, []
    monkeypatch.setattr(language, "_letter_counts", lambda t: read.append(t) or counts(t))
    assert [language_of(text) for text in fast + slow] == want
    assert not any(t in fast for t in read) and all(t in read for t in slow)  # which reading each took
    assert any(want[:len(fast)]) and not all(want[:len(fast)])
