"""An axis label set in pieces (usetex writes words, smaller symbols and raised signs as runs of their own): the line
of pieces joined into one label, with a raised minus put into its exponent and a radical drawn as a rule read as
'√'."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Run

_SCRIPT = 0.85  # a script or a fraction's part is set at most this size of the line's text (TeX: 0.7)
RULE = 1.0  # points: a fraction's rule is at most this thick


def radical(prev: Run, r: Run, bars: list[Box]) -> bool:
    """A square-root sign whose sign is no character the text holds: a gap before the run (where the sign is
    drawn) and a rule drawn just over the run's top across it (TeX's radical bar: strain-graphene-12's '1/√N' read
    '1/ N')."""
    return r.x0 - prev.x1 > 0.3 * r.size and any(
        b.h < 1.0 and b.x0 <= r.x0 + 1 and b.x1 >= r.x1 - 1 and b.w < 2 * (r.x1 - r.x0) + r.size
        and 0 <= r.top - b.bottom <= 0.4 * r.size for b in bars)


def label_line(first: Run, runs: list[Run], ticks: list[Run], bars: list[Box] = (),
               centre: float | None = None) -> tuple[Run, list[Run]]:
    """The whole line of an x label set in pieces (a usetex label: '(M/M', a smaller '⊕', ')^1' and a raised '−'):
    the runs level with the nearest one, in x order, joined into one label; a lone raised sign goes into the
    exponent it sits over ('^1' and '−' read '^−1'). One run stays as it is. Pieces a wider space apart (up to two
    ems: a \\quad before the variable, quench's 'Interaction Strength  V/J') join only when together they stand
    centred on ``centre`` (the frame's middle, where the label is set) and the nearer pieces alone do not."""
    level = [r for r in runs if r.angle == 0 and r not in ticks and abs(r.cy - first.cy) < max(first.size, r.size)
             and not any(r.x0 - 0.5 <= t.x0 and t.x1 <= r.x1 + 0.5 and abs(t.cy - r.cy) < 1 for t in ticks)]  # (nor a
    # run of tick labels packed together, which the axis split: strain-graphene-fig3-insets' '−102.5 −100.0 −97.5')
    line = _pieces([first], level, 1.0)  # a gap under an em, never the next panel's label on the same line
    if centre is not None:
        wide = _pieces(line, level, 2.0)
        if len(wide) > len(line) and _centred(wide, centre) and not _centred(line, centre):
            line = wide
    if len(line) < 2:
        return first, [first]
    line.sort(key=lambda r: r.x0)
    signs = [r for r in line if r.text.strip() in ("−", "-") and r.size < max(o.size for o in line)]
    words = [r for r in line if r not in signs]
    if not words or not any(ch.isalnum() for r in words for ch in r.text):
        return first, [first]
    text, prev = "", words[0]
    for r in words:
        piece = r.text
        for sign in signs:
            if r.x0 <= sign.cx <= r.x1 + 2 and "^" in piece and not piece.split("^", 1)[1].startswith("−"):
                piece = piece.replace("^", "^−", 1)
        glue = "" if not text or text[-1] in "( " or piece[0] in ")^,." or r.x0 - prev.x1 < 0.15 * r.size else " "
        if text and radical(prev, r, bars):
            glue = "√"
        text, prev = text + glue + piece, r
    joined = Run(text, min(r.x0 for r in line), min(r.top for r in line), max(r.x1 for r in line),
                 max(r.bottom for r in line), 0.0, max(r.size for r in line), first.color)
    return joined, line


def _pieces(line: list[Run], level: list[Run], ems: float) -> list[Run]:
    """``line`` grown by the runs of ``level`` that touch it or stand under ``ems`` ems from one of its runs."""
    line, grew = list(line), True
    while grew:
        more = [r for r in level if r not in line and any(
            min(abs(r.x0 - o.x1), abs(o.x0 - r.x1)) < ems * max(r.size, o.size) or (r.x0 < o.x1 and o.x0 < r.x1)
            for o in line)]
        line += more
        grew = bool(more)
    return line


def _centred(line: list[Run], centre: float) -> bool:
    """The runs' span is centred on ``centre`` within a quarter of an em."""
    mid = (min(r.x0 for r in line) + max(r.x1 for r in line)) / 2
    return abs(mid - centre) <= 0.25 * max(r.size for r in line)


def rotated_line(first: Run, runs: list[Run], ticks: list[Run], bars: list[Box] = ()) -> tuple[Run, list[Run]]:
    """The whole of a rotated label set in pieces (usetex: '|ψ(r)|2' and '[Å^−3 ]' as two runs, nanopores-wetting):
    the rotated runs in its column (overlapping across it by half the thinner) that follow one another along it
    (a gap under one and a half times the thinner's thickness), joined in reading order (upwards for a label turned 90°).
    A smaller piece level with a run along it and touching it across is a script or a fraction's part set beside
    the line (a subscript '1D' under 'ρ', a denominator 'kBN' under 'E'): it belongs to the label too."""
    def thick(r: Run) -> float:
        return r.x1 - r.x0

    def beside(r: Run, o: Run) -> bool:
        overlap = min(r.x1, o.x1) - max(r.x0, o.x0)
        gap = max(r.top - o.bottom, o.top - r.bottom)
        return (overlap >= 0.5 * min(thick(r), thick(o)) and -1 <= gap <= 1.5 * min(thick(r), thick(o))) or (
            gap < -1 and overlap > 0 and min(r.size, o.size) < _SCRIPT * max(r.size, o.size))

    pieces = [r for r in runs if r.angle == first.angle and r is not first and r not in ticks]
    line, grew = [first], True
    while grew:
        more = [r for r in pieces if r not in line and any(beside(r, o) for o in line)]
        line += more
        grew = bool(more)
    if len(line) < 2:
        return first, [first]
    line.sort(key=lambda r: -r.cy if first.angle > 0 else r.cy)
    joined = Run(_with_scripts(line, first.angle, bars), min(r.x0 for r in line), min(r.top for r in line),
                 max(r.x1 for r in line), max(r.bottom for r in line), first.angle, max(r.size for r in line), first.color)
    return joined, line


def _with_scripts(line: list[Run], angle: float, bars: list[Box] = ()) -> str:
    """The pieces' text in reading order, a script written as a subscript of the run it overlaps along the line:
    within it, before that run's raised part ('S^acc' with '2': 'S_2^acc'); past its end, after it ('ρ^2' with
    '1D': 'ρ^2_1D'). A smaller piece that starts before the larger one is a word of its own. A fraction set on a
    rule is written 'E/(kBN)' (fraction)."""
    def along(r: Run) -> tuple[float, float]:  # where a piece starts and ends in reading order
        return (-r.bottom, -r.top) if angle > 0 else (r.top, r.bottom)

    big = max(r.size for r in line)
    texts = {id(r): r.text.strip() for r in line}
    line = fraction(line, angle, bars, texts)
    kept = []
    for r in line:
        (s0, s1), hosts = along(r), [h for h in line if h.size >= big - 0.5 and h is not r]
        host = next((h for h in hosts if r.size < _SCRIPT * big and along(h)[0] - 1 <= s0 < along(h)[1] - 1), None)
        if host is None:
            kept.append(r)
            continue
        text = texts[id(host)]
        if s1 <= along(host)[1] + 1 and "^" in text:
            texts[id(host)] = text.replace("^", f"_{texts[id(r)]}^", 1)
        else:
            texts[id(host)] = f"{text}_{texts[id(r)]}"
    return " ".join(texts[id(r)] for r in kept)


def fraction(line: list[Run], angle: float, bars: list[Box], texts: dict[int, str]) -> list[Run]:
    """A fraction in a label turned 90°, set on a thin rule along the line (\\frac): its numerator on the glyphs'
    top side of the rule, its denominator on the other, each along the rule (within a point of its ends). Either
    is a run of its own, or the part of a run the page reader set off as raised or lowered ('Energy ^E' under
    usetex, TeX raising the numerator; 'kBN^ [K]' under mathtext, the text after the lowered denominator read as
    raised). The numerator's text becomes 'E/(kBN)' in ``texts`` (the denominator in brackets unless one
    character); the line is returned without a denominator run it took whole."""
    if abs(angle) != 90:
        return line
    for b in bars:
        if b.w > RULE or b.h < 2:
            continue
        top = _fraction_part(line, angle, b, texts, True)
        under = _fraction_part(line, angle, b, texts, False)
        if top is None or under is None or top[0] is under[0]:
            continue
        (r, head, num), (d, den, rest) = top, under
        texts[id(r)] = f"{head}{num}/{den if len(den) == 1 else f'({den})'}"
        if rest:
            texts[id(d)] = rest
            return line
        return [o for o in line if o is not d]
    return line


def _fraction_part(line: list[Run], angle: float, b: Box, texts: dict[int, str], upper: bool):
    """(run, text before, the part) for a numerator (``upper``), (run, the part, text after) for a denominator:
    a whole run along the rule with its middle on that side of the rule's, or a run's raised end (a numerator) or
    its head before a raised part (a denominator) whose glyphs all lie on that side and whose run reaches the rule
    at that end. None unless exactly one is found."""
    def side(x0: float, x1: float) -> bool:  # on the glyphs' top side (a label read upwards has its tops at small x)
        return ((x0 + x1) / 2 < b.cx) == (angle > 0)

    found = []
    for r in line:
        text = texts[id(r)]
        if b.top - 1 <= r.top and r.bottom <= b.bottom + 1 and side(r.x0, r.x1) == upper and "^" not in text:
            found.append((r, "", text) if upper else (r, text, ""))
            continue
        if "^" not in text:
            continue
        start, end = (r.bottom, r.top) if angle > 0 else (r.top, r.bottom)  # along the line, in reading order
        if upper:
            head, part = text.rsplit("^", 1)
            glyphs, reach = r.glyphs[len(r.glyphs) - len(part):], end
        else:
            part, tail = text.split("^", 1)
            glyphs, reach = r.glyphs[:len(part)], start
        if (part.strip() and len(r.glyphs) >= len(part) and b.top - 1 <= reach <= b.bottom + 1
                and all(side(g[1], g[2]) == upper for g in glyphs)):
            found.append((r, head, part.strip()) if upper else (r, part.strip(), tail.strip()))
    return found[0] if len(found) == 1 else None


def own_rows(runs: list[Run], box: Box, others: list[Box]) -> list[Run]:
    """The runs a frame's rotated label may join: none level with another frame stacked above or below it, unless
    level with this one too (celerite-correct's 'residuals' is the lower panel's label, not the end of 'relative
    flux [ppm]'); a piece in the gap between them may be this label's end (he-graphene-bh's ')')."""
    def level(r: Run, b: Box) -> bool:
        return b.top <= r.cy <= b.bottom

    stacked = [o for o in others if o is not box and o.x0 < box.x1 and box.x0 < o.x1]
    return [r for r in runs if level(r, box) or not any(level(r, o) for o in stacked)]


def body_edge(r: Run, end: int) -> float:
    """Where most of a rotated line's glyphs end across it (``end`` 2: their right edge, 1: their left edge), which
    is how far a y label reaches toward its tick labels: a symbol font's → or ∞ sets its box higher on the line
    (quench-entanglement's 'ΔS(t → ∞)/n'); the run's own edge when its glyphs are not known."""
    edges = sorted(g[end] for g in r.glyphs) if r.glyphs else [r.x1 if end == 2 else r.x0]
    return edges[len(edges) // 2]


def rotated_label(first: Run, runs: list[Run], ticks: list[Run], bars: list[Box] = ()) -> tuple[Run, list[Run]]:
    """A rotated label's whole line (rotated_line) and the lines before it: a label set on two lines ('Cumulative
    variance' over 'explained') has the axis's nearest line last; an earlier line is a run of the same angle and
    size just outside it (on its glyphs' top side), centred on the same point along the axis."""
    label, parts = rotated_line(first, runs, ticks, bars)
    thick = label.x1 - label.x0  # one line's
    while (earlier := _line_before(label, thick, [r for r in runs if r not in parts and r not in ticks])) is not None:
        text = f"{earlier.text.strip()} {label.text.strip()}"
        label = Run(text, min(label.x0, earlier.x0), min(label.top, earlier.top), max(label.x1, earlier.x1),
                    max(label.bottom, earlier.bottom), label.angle, label.size, label.color)
        parts = parts + [earlier]
    return label, parts


def _line_before(label: Run, thick: float, runs: list[Run]) -> Run | None:
    """The one run set as the line before a rotated label: in its font (as thick across the line), turned 90° (read
    upwards) to its left, turned -90° to its right, a line's leading away (under 0.6 em of gap) and centred with it
    within an eighth of an em."""
    def gap(r: Run) -> float:
        return label.x0 - r.x1 if label.angle > 0 else r.x0 - label.x1

    near = [r for r in runs if r.angle == label.angle and abs(r.x1 - r.x0 - thick) < 0.05 * thick
            and any(c.isalpha() for c in r.text) and -0.5 <= gap(r) <= 0.6 * thick
            and abs(r.cy - label.cy) <= 0.125 * thick]
    return near[0] if len(near) == 1 else None
