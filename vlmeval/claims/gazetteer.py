"""Place names a sentence may name: countries, U.S. states, continents and large regions, with the other
ways people write them (abbreviations, "the US", demonyms). Used to tell a place the figure covers from
one it lacks (``vlmeval.claims.entities``); the list is data, not rules: add a place by adding a line."""

from __future__ import annotations

import re
from functools import lru_cache

from vlmeval.lazy_re import lazy_compile

# canonical name -> other written forms (abbreviations, short names, adjectives)
_ALIASES: dict[str, tuple[str, ...]] = {
    "United States": ("US", "U.S.", "USA", "U.S.A.", "America", "American", "the States"),
    "United Kingdom": ("UK", "U.K.", "Britain", "Great Britain", "British", "England", "English", "Scotland",
                       "Scottish", "Wales", "Welsh", "Northern Ireland"),
    "European Union": ("EU", "E.U.", "Europe", "European"),
    "United Arab Emirates": ("UAE", "U.A.E.", "Emirati"),
    "South Korea": ("Korea", "Korean", "Republic of Korea"),
    "North Korea": ("DPRK",),
    "Netherlands": ("Holland", "Dutch", "the Netherlands"),
    "Switzerland": ("Swiss",), "France": ("French",), "Spain": ("Spanish",), "Poland": ("Polish",),
    "Ireland": ("Irish",), "Denmark": ("Danish",), "Finland": ("Finnish",), "Sweden": ("Swedish",),
    "Turkey": ("Turkish",), "Greece": ("Greek",), "Thailand": ("Thai",), "Philippines": ("Filipino", "Philippine"),
    "China": ("Chinese", "PRC"), "Japan": ("Japanese",), "Germany": ("German",), "Russia": ("Russian",),
    "Vietnam": ("Vietnamese",), "Portugal": ("Portuguese",), "Norway": ("Norwegian",), "Peru": ("Peruvian",),
    "Czech Republic": ("Czechia", "Czech"), "Ivory Coast": ("Côte d'Ivoire",), "Bangladesh": ("Bangladeshi",),
    "Pakistan": ("Pakistani",), "Iceland": ("Icelandic",), "New Zealand": ("NZ",), "Saudi Arabia": ("Saudi",),
    "Africa": ("African",), "Asia": ("Asian",), "Latin America": ("Latin American",),
}

_COUNTRIES = """Afghanistan Albania Algeria Andorra Angola Argentina Armenia Australia Austria Azerbaijan Bahamas
Bahrain Bangladesh Barbados Belarus Belgium Belize Benin Bhutan Bolivia Bosnia Botswana Brazil Brunei Bulgaria
Burundi Cambodia Cameroon Canada Chad Chile China Colombia Comoros Congo Croatia Cuba Cyprus Denmark Djibouti
Dominica Ecuador Egypt Eritrea Estonia Eswatini Ethiopia Fiji Finland France Gabon Gambia Georgia Germany Ghana
Greece Grenada Guatemala Guinea Guyana Haiti Honduras Hungary Iceland India Indonesia Iran Iraq Ireland Israel
Italy Jamaica Japan Jordan Kazakhstan Kenya Kiribati Kosovo Kuwait Kyrgyzstan Laos Latvia Lebanon Lesotho Liberia
Libya Liechtenstein Lithuania Luxembourg Madagascar Malawi Malaysia Maldives Mali Malta Mauritania Mauritius
Mexico Moldova Monaco Mongolia Montenegro Morocco Mozambique Myanmar Namibia Nauru Nepal Netherlands Nicaragua
Niger Nigeria Norway Oman Pakistan Palau Panama Paraguay Peru Philippines Poland Portugal Qatar Romania Russia
Rwanda Samoa Senegal Serbia Seychelles Singapore Slovakia Slovenia Somalia Spain Sudan Suriname Sweden
Switzerland Syria Taiwan Tajikistan Tanzania Thailand Togo Tonga Tunisia Turkey Turkmenistan Tuvalu Uganda
Ukraine Uruguay Uzbekistan Vanuatu Venezuela Vietnam Yemen Zambia Zimbabwe"""
_MULTIWORD = ("Costa Rica", "Dominican Republic", "El Salvador", "Hong Kong", "Puerto Rico", "Sierra Leone",
              "South Africa", "Sri Lanka", "Trinidad and Tobago", "Papua New Guinea", "Burkina Faso",
              "Cape Verde", "North Macedonia", "South Sudan", "East Timor", "Middle East", "South America",
              "North America", "Central America", "Oceania", "Scandinavia", "Antarctica")
_US_STATES = """Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho
Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi
Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia
Washington Wisconsin Wyoming""".split() + ["New Hampshire", "New Jersey", "New Mexico", "New York",
                                          "North Carolina", "North Dakota", "South Carolina", "South Dakota",
                                          "Rhode Island", "West Virginia"]
# Place names that are also ordinary words or common names in chart prose: never read as places.
_AMBIGUOUS = {"Chad", "Georgia", "Jordan", "Turkey", "Guinea", "Niger", "Washington", "Dominica", "Maine",
              "Mali", "Oman", "Tonga", "Nauru", "Palau", "Samoa"}


def _canonical_forms() -> dict[str, str]:
    """written form -> canonical place."""
    forms: dict[str, str] = {}
    for name in [*_COUNTRIES.split(), *_MULTIWORD, *_US_STATES]:
        if name not in _AMBIGUOUS:
            forms[name] = name
    for name, others in _ALIASES.items():
        forms[name] = name
        for other in others:
            forms[other] = name
    return forms


PLACE_FORMS: dict[str, str] = _canonical_forms()
# Longest forms first, so "South Korea" wins over "Korea"; case kept: "US" is a place, "us" is not. The look-ahead
# for the characters a match can start with (a form's first, or the "t" of "the") finds the same places 2-3 times
# faster than the alternation tried at every position (the pattern is case-sensitive, so the class is exact).
_FIRST = "".join(sorted({f[0] for f in PLACE_FORMS} | {"t"}))
PLACE_RE = lazy_compile(rf"(?=[{re.escape(_FIRST)}])(?<![\w.])(?:the\s+)?(" + "|".join(
    re.escape(f) for f in sorted(PLACE_FORMS, key=len, reverse=True)) + r")(?![\w])(?!\.\w)")


@lru_cache(maxsize=1024)  # canonical places (a few hundred)
def forms_of(place: str) -> frozenset[str]:
    """Every written form of a canonical place (itself included)."""
    return frozenset(f for f, c in PLACE_FORMS.items() if c == place)


def places_in(text: str) -> list[tuple[int, int, str]]:
    """(start, end, canonical place) for every place named in ``text``."""
    return [(m.start(1), m.end(1), PLACE_FORMS[m[1]]) for m in PLACE_RE.finditer(text)]
