"""The text printed inside each plot (pdf/plottexts.py): held per panel, an inset's in the inset, and the panel's
annotation arrows declared unread only while no text of its frame could be read (outlined text)."""

from __future__ import annotations

from types import SimpleNamespace

from vlmeval.groundtruth.pdf.plottexts import set_plot_texts
from vlmeval.groundtruth.pdf.primitives import Box, Run
from vlmeval.groundtruth.schema import Panel, UnreadPart

ARROW = UnreadPart(kind="annotation", note="1 annotation arrow(s) not read")


def _run(text: str, x: float, y: float) -> Run:
    return Run(text, x, y, x + 6 * len(text), y + 8, 0.0, 8.0, None)


def _frame(x0, top, x1, bottom):
    return SimpleNamespace(box=Box(x0, top, x1, bottom, None, None))


def test_texts_inside_a_frame_are_its_own_and_an_insets_are_the_insets():
    main, inset = _frame(0, 0, 400, 300), _frame(250, 20, 390, 120)
    runs = [_run("glassy plateau", 20, 200), _run("onset", 20, 40), _run("0.35", 60, 150), _run("(b)", 5, 5),
            _run("zoom", 260, 60), _run("outside", 500, 40)]
    panels = [Panel(title="main", unread=[ARROW]), Panel(title="inset")]
    set_plot_texts(SimpleNamespace(runs=runs), [main, inset], panels, taken=set())
    assert panels[0].texts == ["onset", "glassy plateau"]  # top to bottom; a number and a letter alone are no text
    assert panels[1].texts == ["zoom"]
    assert panels[0].unread is None  # every text read: the arrow hides no printed word


def test_arrows_without_any_text_to_read_stay_declared_and_the_texts_unread():
    runs = [_run("taken title", 20, 40)]
    panel = Panel(title="main", unread=[ARROW])
    set_plot_texts(SimpleNamespace(runs=runs), [_frame(0, 0, 400, 300)], [panel], taken={id(runs[0])})
    assert panel.texts is None and panel.unread == [ARROW]
