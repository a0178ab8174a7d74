"""Whether a hint's one act is to write a command line into an image recipe (a Dockerfile, a Containerfile).

A line written into a Dockerfile runs when the image is built, inside the image's own file system: its
`/var/lib/apt/lists/*`, its `/etc`, its `~` are the image's, not the host's. What the hint does is edit a
file of the project, which version control restores. So the system paths the line names are not the
host's system (a `rm -rf /var/lib/apt/lists/*` in the apt-get layer shrinks the image).

Examples read as a line written into an image recipe:
  "Adding rm -rf /var/lib/apt/lists/* to the Dockerfile's apt-get layer to shrink the image"
  "Appending `chmod 755 /usr/local/bin/entrypoint.sh` to the RUN step in the Containerfile"

Not when the hint also runs something (the line on the host, "then running it", `docker run` with the
host's root mounted), fetches from the network into the build, or names a secret: those are judged as
they are. Only findings about the local file system are read as the image's.
"""

from __future__ import annotations

import re

from dongle.classify.own_acts import SECRET_WORDS

# The act: a line added into the recipe ("to the Dockerfile's apt-get layer", "in the RUN step of the
# Containerfile"), the recipe named at the end of the one clause
_ADDED = re.compile(
    r"(?i)^\s*(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|now)\s+)?(?:add|append|put|insert|includ|writ)\w*\s+"
    r"(?P<line>.+?)\s+(?:to|into|in|at\s+the\s+end\s+of)\s+(?:the\s+|our\s+|a\s+)?"
    r"(?:(?:[\w-]+\s+){0,3}?(?:layer|step|stage|line|instruction)\s+(?:of|in)\s+the\s+)?"
    r"(?P<recipe>(?:[\w./-]*/)?(?:dockerfile|containerfile)(?:\.[\w-]+)?)(?:'s)?\b(?P<rest>.*)$")
# What keeps the hint judged as it is: a second act, the host named, the network, the host mounted
_MORE = re.compile(
    r"(?i)\b(?:then|and\s+(?:then\s+)?\w+ing|run(?:ning|s)?\s+it|on\s+the\s+(?:build\s+)?host|the\s+host'?s"
    r"|curl|wget|https?://|docker\s+run|privileged)\b|--mount|\s-v\s+/")
# ... and after the recipe, a sentence or clause of its own
_ANOTHER_CLAUSE = re.compile(r"[;]|[.!?]\s+\S")


def recipe_line(text: str) -> str:
    """The recipe the hint's one act writes a command line into ("" when there is none, or when the
    hint does more, or names the host, the network or a secret)."""
    m = _ADDED.match(text)
    if m is None or SECRET_WORDS.search(text):
        return ""
    rest = m.group("rest")
    # "to shrink the image": a purpose clause is no second act; anything else after the recipe is read
    if _MORE.search(m.group("line").replace("`", " ")) or _MORE.search(rest) or _ANOTHER_CLAUSE.search(rest):
        return ""
    return m.group("recipe")
