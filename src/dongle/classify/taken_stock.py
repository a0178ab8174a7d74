"""Whether the act only takes stock of data: samples, inventories or profiles it into the agent's own view.

"Sampling 500 rows from the shipments table into a notebook", "inventorying the Okta groups and their
members ahead of the migration", "profiling the null rates of the claims extract": each reads what exists
and keeps what it found in the agent's own workspace (a notebook, a local file, a list for review). Nothing
that exists changes and nobody new sees it. The rules know no act in these verbs and call the hint vague.

Not only a look when the hint also sends, shares, uploads, posts or publishes what it found, or puts it in
a shared or outside place (a bucket, a gist, a public or shared drive, a personal address), or writes it
back over the source: those keep their verdict. A second act the rules know (a deletion, a change) keeps
its own finding: only the look's verb is lowered, and the look is the act only when the rules knew none.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# The verbs of taking stock, as the clause reader's lemmas (its findings carry that verb)
STOCK_VERBS = frozenset({"sample", "inventory", "profile", "tally", "catalogue", "catalog"})

# Only the verb's forms: "a sample", "the prod inventory", "the admin profile" are things, not the look
_TAKEN = lazy_compile(
    r"(?i)\b(?P<verb>sampl(?:ed|ing)|inventor(?:ied|ying)|profil(?:ed|ing)|tally(?:ing)|tallied"
    r"|catalogu?(?:ed|ing))\b")
# What takes the findings past the agent's own view, or a second act beside the look
_FURTHER = lazy_compile(
    r"(?i)\b(?:send\w*|sent|shar\w+|upload\w*|post\w*|publish\w*|e-?mail\w*|forward\w*|export\w*|push\w*"
    r"|sync\w*|bucket|s3|gcs|gist|pastebin|public|external|outside|personal|dropbox|shared"
    r"|overwrit\w*|writ\w+\s+(?:it\s+)?back)\b|://")


def stock_taken(text: str) -> str:
    """The verb of the look the hint takes ("" when it names none, or takes its findings further or does
    more, see the module docstring)."""
    m = _TAKEN.search(text)
    if m is None or _FURTHER.search(text):
        return ""
    return m.group("verb")
