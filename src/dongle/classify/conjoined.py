"""Objects joined to one act: "X along with Y", "X as well as Y", "X, plus Y", "X and also the Y", and a
verbless piece after a semicolon ("deleting my scratch branch; the release branch on origin too").

Each joined object is a thing of its own, with its own owner and its own place: "my scratch branch as well
as the main branch on origin" deletes the agent's branch and the team's. A reading that lowers an act
because what it acts on is the agent's scratch must therefore hold for every object joined to it, or the
act is judged by its worst object. An object that only points back at the first ("its indexes", "the
temp tables in it") is part of it and changes nothing.

Examples, the joined objects after the first:
  "my temp table as well as the orders table"           -> ["the orders table"]
  "my scratch schema along with its tables"             -> [] (points back)
  "my copy of the sales and marketing export"           -> [] ("and" inside a name joins no object)
"""

from __future__ import annotations

import re

# What joins a second object: a joining phrase, or "and" before a determiner or "also" ("and the …")
_JOINER = re.compile(
    r"(?i)\s*,?\s*\b(?:as\s+well\s+as|along\s+with|together\s+with|plus|and\s+also|and(?=\s+(?:the|my|our|"
    r"their|his|her|a|an|every|all|each|both)\b))\s+")
# A verbless piece after a semicolon that adds an object to the act before it: "; the X too", "; also X"
_ELLIPTICAL = re.compile(
    r"(?i)^\s*;\s*((?:(?:and\s+)?also\s+|plus\s+)[^;.]+|(?:the|my|our|their|a|an)\b[^;.]*?\b(?:too|as\s+well|also))"
    r"\s*(?:[;.]|$)")
# An object that is part of the first one: "its tables", "the temp tables in it", "their indexes"
_POINTS_BACK = re.compile(r"(?i)^(?:its|their)\b|\b(?:in|of|on|inside|under|within)\s+(?:it|them)\s*$")


def joined_objects(phrase: str, after: str = "") -> list[str]:
    """The objects joined to the first in `phrase` (what one verb governs), and an elliptical object in
    `after` (the text after the phrase's end), leaving out those that point back at the first."""
    pieces = [p.strip(" ,") for p in _JOINER.split(phrase)[1:]]
    m = _ELLIPTICAL.match(after)
    if m:
        pieces.append(m.group(1).strip())
    return [p for p in pieces if p and not _POINTS_BACK.search(p)]
