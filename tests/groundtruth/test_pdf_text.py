"""The text side of the PDF reader on what the real suite's audit found (issue 31): TeX glyph codes as Unicode,
accents joined to their letter, tick minus signs drawn as glyph forms by older matplotlib, and no panel title taken
from a legend's text. The fixtures are figure PDFs of the real suite, as their producers (pdfTeX, matplotlib 1.x
and 3.x) wrote them."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.primitives import Run, text_runs  # noqa: E402
from vlmeval.groundtruth.pdf.texchars import readable_chars, unicode_text  # noqa: E402
from vlmeval.groundtruth.pdf.titles import legend_column_runs  # noqa: E402

REAL = Path(__file__).resolve().parents[2] / "ground_truth" / "real"


def _char(text: str, x0: float, fontname: str = "CMR10", top: float = 10.0, size: float = 10.0) -> dict:
    width = 5.0
    return {"text": text, "fontname": fontname, "x0": x0, "x1": x0 + width, "top": top, "bottom": top + size,
            "size": size, "adv": width, "matrix": (1, 0, 0, 1, x0, 100.0 - top - size),
            "non_stroking_color": (0,)}


def test_tex_glyph_codes_read_as_unicode():
    assert unicode_text("(cid:104)", "ABCDEF+CMSY9") + "N" + unicode_text("(cid:105)", "CMSY9") == "⟨N⟩"
    assert unicode_text("(cid:96)", "CMMI12") == "ℓ"
    assert unicode_text("(cid:15)", "CMMI8") == "ϵ"
    assert unicode_text("(cid:0)", "CMSY10") == "−"
    assert unicode_text("(cid:104)", "Helvetica") == "(cid:104)"  # no TeX encoding: left as it is


def test_accent_drawn_before_its_letter_is_joined():
    # TeX's \AA: the ring glyph (drawn 1.4 pt higher), then the A at the same x; "R [" before and "]" after
    chars = [_char("R", 0), _char("[", 8), _char("˚", 13, top=8.6), _char("A", 13), _char("]", 18)]
    assert [r.text for r in text_runs(chars, 100.0)] == ["R [Å]"]
    chars = [_char("K", 0), _char("¨", 6), _char("u", 6), _char("h", 11)]  # K\"uh: the dieresis over the u
    assert [c["text"] for c in readable_chars(chars)] == ["K", "ü", "h"]


def test_accent_over_no_letter_stays():
    chars = [_char("1", 0), _char("¨", 20)]
    assert [c["text"] for c in readable_chars(chars)] == ["1", "¨"]


def test_pdftex_labels_read_as_unicode():
    fig, _ = read_figure(REAL / "honesty" / "honesty-si-fig11.pdf")
    assert fig.panels[0].x.label == "⟨Dkw,19–22⟩ − ⟨Dkw,10–13⟩"
    fig, _ = read_figure(REAL / "pigsfli" / "pigsfli-boundarylaw-n1024.pdf")
    assert fig.panels[0].x.label == "ℓ"


def test_accented_label_joined_in_a_real_figure():
    fig, _ = read_figure(REAL / "nanopores-wetting" / "nanopores-wetting-pimc-comparison.pdf")
    labels = [p.x.label for p in fig.panels] + [p.y.label for p in fig.panels]
    assert "r [Å]" in labels


def test_old_matplotlib_minus_glyph_forms_kept_on_ticks():
    # matplotlib 1.x draws U+2212 as a form XObject named "Vera-minus": the y ticks of panel (a) are -1.0 ... 1.0
    fig, _ = read_figure(REAL / "celerite" / "celerite-kernel-approx.pdf")
    panel = fig.panels[0]
    assert panel.y.ticks == [-1.0, -0.5, 0.0, 0.5, 1.0]
    assert panel.y.scale == "linear" and panel.data is not None and panel.data.known_cells() > 100


def _run(text: str, x0: float, top: float, size: float = 10.0) -> Run:
    return Run(text, x0, top, x0 + 6 * len(text), top + size, 0.0, size, None)


def test_legend_column_continuations_found():
    entries = [_run("Elstner et al.", 179.2, 5.0), _run("Rapsch et al.", 179.2, 18.9)]
    rest = [_run("Pollet", 179.2, 32.8), _run("Zakrzewski et al.", 179.2, 46.7),
            _run("A title", 150.0, 60.0), _run("Far below", 179.2, 120.0)]
    assert [r.text for r in legend_column_runs(entries + rest, entries)] == ["Pollet", "Zakrzewski et al."]


def test_no_title_from_legend_text():
    fig, _ = read_figure(REAL / "bkt-flow" / "bkt-flow-jouc-literature.pdf")
    assert not any("et al." in p.title for p in fig.panels)


def test_glyph_forms_of_hyphenated_fonts_read_in_place():
    # matplotlib before 3.2 names a glyph form by its font file alone: 'DejaVuSans-Oblique-theta', '-phi1'; drawn
    # after its label, it goes where it is drawn, and the subscript after it stays in the label
    fig, _ = read_figure(REAL / "mining-gold" / "mining-gold-plinko-carl.pdf")
    assert fig.panels[0].y.label == "y, s(x|θ0,θ1)"
    fig, _ = read_figure(REAL / "mining-gold" / "mining-gold-model-comparison.pdf")
    assert fig.panels[0].y.label == "MSE(logr(x|θ0,θ1),logr̂(x|θ0,θ1))"  # the hat over r joined to it
    fig, _ = read_figure(REAL / "trappist1" / "trappist1-laplace-angle.pdf")
    assert fig.panels[0].y.label.startswith("φ [")


def test_glyph_form_set_a_word_space_before_its_label_joins_it():
    # matplotlib < 3.11 draws mathtext's ℓ as a glyph form after every text of the page; in "ℓ = 4" a thick space
    # (0.3 em) parts it from the "=": it belongs to "= 4" on its baseline, not to a run of its own
    from vlmeval.groundtruth.pdf.glyphs import GLYPH_FONT

    chars = [_char("=", 8), _char("4", 16), _char("D", 0, top=30), _char("=", 8, top=30), _char("1", 16, top=30),
             _char("ℓ", 0, fontname=GLYPH_FONT)]
    texts = [r.text for r in text_runs(chars, 100.0)]
    assert texts[0].startswith("ℓ") and texts[0].endswith("= 4") and "ℓ" not in texts[1:]
