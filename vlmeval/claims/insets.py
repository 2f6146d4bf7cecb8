"""The panel a line about a main panel or an inset is about: "Inset: ...", "**Main plot**", "* Inset (c): ..." (read
by the document reader for what follows a lead-in, and by the x-y readers for a bullet's scope)."""

from __future__ import annotations

import re

from vlmeval.claims.text import norm
from vlmeval.groundtruth.schema import Panel


def _is_inset(panel: Panel) -> bool:
    return "inset" in norm(panel.title)


def main_or_inset(panels: list[Panel], text: str) -> Panel | None:
    """The panel a line opening with "Inset" or "Main panel" names, in a record of one main panel and one
    inset; None otherwise."""
    insets = [p for p in panels if _is_inset(p)]
    if len(insets) != 1 or len(panels) != 2:
        return None
    low = text.lower()
    if re.match(r"^\W*(?:in\s+the\s+)?inset\b", low):
        return insets[0]
    if re.match(r"^\W*(?:in\s+the\s+)?main\s+(?:panel|plot|axes|figure)\b", low):
        return next(p for p in panels if not _is_inset(p))
    return None


# a line that opens on an inset ("* Inset (c): ...", "**Inset of panel (b):**", "In the inset, ..."), and the words
# naming its panel up to the first colon; the panel by its printed letter ("(c)", "panel c")
_INSET_OPEN = re.compile(r"^\W*(?:in\s+the\s+)?inset\b(?P<rest>[^:\n]{0,40})", re.I)
_HOST_LETTER = re.compile(r"\(([a-z])\)|\bpanel\s+([a-z])\b", re.I)


def inset_scope(panels: list[Panel], text: str, scope: str | None) -> str | None:
    """The title of the inset a line opens on, in a record holding insets titled "inset of panel N" (N counted from
    1 over ``panels``) or "inset of <its panel's title>": the inset of the panel its letter names, else of the
    ``scope`` panel the line is under, else the record's one inset; "" where the line opens on an inset the record holds none for (or names no
    panel among several insets); None where the line does not open on an inset."""
    m = _INSET_OPEN.match(text) if "nset" in text else None
    if m is None:
        return None
    insets = {norm(p.title): p.title for p in panels if _is_inset(p)}
    ref = _HOST_LETTER.search(m["rest"])
    if ref is not None:
        letter = (ref.group(1) or ref.group(2)).lower()
        host = [i for i, p in enumerate(panels) if (p.letter or "").strip("() ").lower() == letter and not _is_inset(p)]
    elif (titled := _host_titled(panels, m["rest"])) is not None:
        host = [titled]  # "* **Inset (Kinetic):**": its panel by title
    elif scope is not None and scope in insets.values():
        return scope
    else:
        host = [i for i, p in enumerate(panels) if p.title == scope] if scope is not None else []
        if not host:
            return next(iter(insets.values())) if len(insets) == 1 else ""
    return _inset_of(insets, panels, host[0]) if len(host) == 1 else ""


def _host_titled(panels: list[Panel], rest: str) -> int | None:
    """The index of the one main panel whose title ``rest`` (the words after "Inset") names as a whole."""
    low = rest.lower()
    hits = [i for i, p in enumerate(panels) if not _is_inset(p) and p.title
            and re.search(rf"(?<!\w){re.escape(p.title.lower())}(?!\w)", low)]
    return hits[0] if len(hits) == 1 else None


def _inset_of(insets: dict[str, str], panels: list[Panel], i: int) -> str:
    """The title of the inset of ``panels[i]`` among ``insets`` (normalised title -> title): titled by the panel's
    number ("inset of panel 2") or by its title ("inset of Potential"); "" when it has none."""
    return insets.get(norm(f"inset of panel {i + 1}")) or insets.get(norm(f"inset of {panels[i].title}"), "")


_INSETS_PART = re.compile(r"^\W*(?:the\s+)?insets\b", re.I)  # "**Insets**", "### Insets:": a part on every inset


def opens_insets_part(heading: str) -> bool:
    """Whether a heading or lead-in opens a part about the insets, whose items name an inset by its panel
    ("- Kinetic: the ratio falls ...")."""
    return _INSETS_PART.match(heading) is not None


def inset_of_panel(panels: list[Panel], title: str | None) -> str | None:
    """The title of the inset of the main panel titled ``title``; None where it has none or is no main panel."""
    host = [i for i, p in enumerate(panels) if p.title == title and not _is_inset(p)]
    if len(host) != 1:
        return None
    return _inset_of({norm(p.title): p.title for p in panels if _is_inset(p)}, panels, host[0]) or None


def inset_named(panels: list[Panel], text: str, title: str) -> str | None:
    """The inset of the main panel titled ``title`` where ``text`` ties the word "inset" to that panel's name ("the
    Potential panel's inset", "the inset of the Kinetic panel", "the Kinetic inset"); None otherwise."""
    low = text.lower()
    if "inset" not in low or (inset := inset_of_panel(panels, title)) is None:
        return None
    name = re.escape(title.lower())
    tied = rf"(?<!\w){name}(?:\s+panel)?(?:['’]s)?\s+inset|\binset\s+(?:of|in|on)\s+(?:the\s+)?{name}(?!\w)"
    return inset if re.search(tied, low) else None
