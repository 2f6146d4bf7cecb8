"""Out-of-chart context: a sentence that widens the scope beyond what the chart shows ("Overall, some 540
people died on the roads that year" beside a chart of cyclists killed; "In total, 3,100 people were injured").
A number in such a sentence that the chart does not hold anywhere is context the chart cannot support or
refute: unverifiable, never a value error. A number the chart does hold elsewhere is still checked."""

from __future__ import annotations

import re

from vlmeval.claims.sentence_bounds import sentence_around

SCOPE_WIDENING = re.compile(
    r"\b(?:overall|in\s+total|altogether|all\s+told|in\s+all|of\s+all\s+(?:kinds|types|ages|causes)|"
    r"nationwide|nationally|countrywide|worldwide|globally|across\s+the\s+(?:country|world|nation)|that\s+year|"
    r"the\s+(?:national|global|total)\s+(?:total|figure|number))\b", re.I)


def widens_scope(text: str, pos: int) -> bool:
    """The sentence holding ``pos`` talks beyond the chart ("overall", "in total", "nationwide", "that year")."""
    return bool(SCOPE_WIDENING.search(text, *sentence_around(text, pos)))
