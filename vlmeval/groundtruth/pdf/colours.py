"""The plain name a reader gives a drawn colour ("red", "light grey"): the nearest of the reference colours in
CIE L*a*b*, a grey by its lightness, a pale tint by its hue ("light green", "beige")."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.primitives import color_key

# Reference colours and the plain names readers give them: matplotlib's tab10, seaborn's deep, muted, pastel,
# bright, dark and colorblind palettes and plotly's by the names those palettes give them (seaborn's 'red' #c44e52
# is red, its 'brown' #937860 brown), the CSS basics, and the ends of Spectral and RdYlBu. CSS 'brown' (165, 42, 42)
# is no reference: a reader calls that shade red. Greys are named by lightness alone (GREYS).
COLOURS = [
    ("black", (0, 0, 0)), ("white", (255, 255, 255)), ("grey", (128, 128, 128)), ("light grey", (200, 200, 200)),
    ("dark grey", (64, 64, 64)),
    ("red", (255, 0, 0)), ("red", (214, 39, 40)), ("dark red", (139, 0, 0)), ("red", (228, 26, 28)),
    ("red", (196, 78, 82)), ("red", (214, 95, 95)), ("red", (232, 0, 11)), ("dark red", (140, 8, 0)),
    ("red", (239, 85, 59)),
    # between red and orange, a reader says either
    ("coral", (255, 127, 80)), ("coral", (233, 150, 122)),
    ("orange", (255, 127, 14)), ("orange", (255, 165, 0)), ("orange", (221, 132, 82)), ("orange", (238, 133, 74)),
    ("orange", (255, 124, 0)), ("orange", (222, 143, 5)), ("orange", (255, 161, 90)), ("orange", (255, 180, 130)),
    ("orange", (253, 174, 97)), ("orange", (255, 218, 185)),
    ("dark orange", (177, 64, 13)),
    ("yellow", (255, 255, 0)), ("yellow", (255, 215, 0)), ("yellow", (240, 228, 66)), ("yellow", (254, 224, 139)),
    ("yellow", (240, 230, 140)), ("yellow", (255, 196, 0)), ("yellow", (236, 225, 51)),
    ("olive", (188, 189, 34)), ("olive", (128, 128, 0)), ("olive", (204, 185, 116)), ("olive", (184, 133, 10)),
    ("green", (0, 128, 0)), ("green", (44, 160, 44)), ("green", (0, 255, 0)), ("light green", (144, 238, 144)),
    ("green", (85, 168, 104)), ("green", (106, 204, 100)), ("green", (26, 201, 56)), ("green", (60, 179, 113)),
    ("green", (46, 204, 113)), ("green", (0, 204, 150)),
    ("light green", (141, 229, 161)), ("dark green", (0, 80, 0)), ("dark green", (0, 109, 44)),
    ("teal", (2, 158, 115)), ("teal", (102, 194, 165)),
    ("cyan", (23, 190, 207)), ("cyan", (0, 255, 255)), ("teal", (0, 128, 128)),
    ("blue", (31, 119, 180)), ("blue", (0, 0, 255)), ("blue", (55, 126, 184)), ("light blue", (173, 216, 230)),
    ("light blue", (135, 206, 250)), ("dark blue", (0, 0, 139)), ("dark blue", (0, 0, 100)), ("blue", (76, 114, 176)),
    ("blue", (72, 120, 208)), ("blue", (2, 62, 255)), ("dark blue", (0, 28, 127)),
    ("blue", (1, 115, 178)), ("blue", (99, 110, 250)), ("blue", (65, 105, 225)),
    ("purple", (148, 103, 189)), ("purple", (128, 0, 128)), ("purple", (152, 78, 163)), ("magenta", (255, 0, 255)),
    ("purple", (129, 114, 179)), ("purple", (149, 108, 180)), ("purple", (139, 43, 226)), ("purple", (89, 30, 113)),
    ("purple", (148, 0, 211)), ("purple", (68, 1, 84)), ("purple", (72, 40, 120)), ("purple", (191, 128, 255)),
    ("purple", (171, 99, 250)), ("purple", (106, 90, 205)),
    ("pink", (227, 119, 194)), ("pink", (255, 192, 203)), ("pink", (218, 139, 195)), ("pink", (220, 126, 192)),
    ("pink", (250, 176, 228)), ("pink", (241, 76, 188)), ("pink", (204, 120, 188)), ("pink", (255, 159, 155)),
    ("brown", (140, 86, 75)), ("brown", (147, 120, 96)), ("brown", (140, 97, 60)), ("brown", (159, 72, 0)),
    ("brown", (89, 47, 13)), ("brown", (202, 145, 97)), ("brown", (192, 143, 78)),
    ("dark red", (158, 1, 66)), ("dark red", (165, 0, 38)), ("red", (213, 62, 79)),  # Spectral and RdYlBu reds
    ("light green", (230, 245, 152)),  # and Spectral's yellow-green
]
# Greys by their lightness (L*): the darkest name whose bound the lightness stays under.
GREYS = [("black", 15.0), ("dark grey", 40.0), ("grey", 72.0), ("light grey", 93.0), ("white", 101.0)]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour given in 0..255: distances there follow what the eye tells apart."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505, 0.2126 * r + 0.7152 * g + 0.0722 * b, (
        0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = (f(t) for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# Pale tints (a colour mixed with much white): lightness at least PALE_L, chroma (C*) from TINT_C up to PALE_C. Near
# white, where L* distances swamp hue, the nearest reference misleads (a pale green nearest a peach 'orange', a pale
# mint nearest 'light blue'); such a tint is named by its hue angle (degrees of a*b*), each band's upper bound. A
# warm (coral to orange) tint of little chroma, not near white, is beige (a reader's beige or tan; paler, it is a
# peach: 'light orange'); above NEAR_WHITE a tint needs more chroma to show.
PALE_L, PALE_C, TINT_C, NEAR_WHITE, NEAR_WHITE_C = 78.0, 36.0, 7.5, 95.5, 12.0
BEIGE_C, BEIGE_L = 20.0, 90.0
TINTS = [(40.0, "pink"), (55.0, "coral"), (85.0, "light orange"), (105.0, "light yellow"), (185.0, "light green"),
         (290.0, "light blue"), (330.0, "light purple"), (360.0, "pink")]

_LABS = [(name, lab(rgb)) for name, rgb in COLOURS]
_GREY_NAMES = {name for name, _ in GREYS}
NAMES = {name for name, _ in COLOURS} | _GREY_NAMES | {name for _, name in TINTS} | {"beige"}  # every name given


def tint_name(seen: tuple[float, float, float]) -> str | None:
    """The name of a pale tint by its hue ("light green", "beige"), or None when the colour is no pale tint."""
    lightness, chroma = seen[0], math.hypot(seen[1], seen[2])
    least = NEAR_WHITE_C if lightness >= NEAR_WHITE else TINT_C
    if lightness < PALE_L or not least <= chroma < PALE_C:
        return None
    hue = math.degrees(math.atan2(seen[2], seen[1])) % 360
    name = next(name for bound, name in TINTS if hue < bound)
    dull = chroma < BEIGE_C and lightness < BEIGE_L
    return "beige" if name in ("coral", "light orange") and dull else name


# Coral: a light red-orange whose hue lies between the reds' (up to 40 degrees) and the oranges' (54 and on, 49 a
# few steps off): the nearest reference may be a muted orange, but a reader says coral or salmon (and both 'red' and
# 'orange' reach it).
CORAL_HUES, CORAL_L = (41.0, 48.0), 60.0


def is_coral(seen: tuple[float, float, float], name: str) -> bool:
    hue = math.degrees(math.atan2(seen[2], seen[1])) % 360
    return name in ("red", "orange") and seen[0] >= CORAL_L and CORAL_HUES[0] <= hue < CORAL_HUES[1]


# Blue: viridis' and Spectral's purples lie at hue angles of 300 and more; a colour nearest one of them at a hue
# below BLUE_HUE is a blue (navy #23366d, #21409a beside viridis' #482878), dark below DARK_BLUE_L.
BLUE_HUE, DARK_BLUE_L = 296.0, 35.0


def bluer(seen: tuple[float, float, float], name: str) -> str:
    hue = math.degrees(math.atan2(seen[2], seen[1])) % 360
    if name != "purple" or hue >= BLUE_HUE:
        return name
    return "dark blue" if seen[0] < DARK_BLUE_L else "blue"


def colour_name(color) -> str | None:
    """The plain name of a colour (components in 0..1, as the reader keeps them): the nearest reference colour."""
    key = color_key(color)
    if key is None:
        return None
    seen = lab(key)
    if (tint := tint_name(seen)) is not None:
        return tint
    name = min(_LABS, key=lambda item: math.dist(item[1], seen))[0]
    if name in _GREY_NAMES:  # a grey by its lightness alone: a darker and a lighter grey get names that differ
        return next(grey for grey, bound in GREYS if seen[0] < bound)
    return "coral" if is_coral(seen, name) else bluer(seen, name)
