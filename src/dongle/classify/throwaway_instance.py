"""Whether the act brings up a throwaway instance of the agent's own: a local or per-test container or
database, started for a run and gone after it.

"Spinning up a disposable local MySQL container to try the migration", "bringing up a testcontainers
Kafka for the integration suite", "recreating the per-test in-memory SQLite": something new is started on
the agent's machine or inside its test run, nobody else uses it, and nothing that existed is lost (what a
throwaway instance held was made for the run). The rules know no act in "spin up" and call the hint vague.

Not a throwaway instance of the agent's own when the hint names production, staging or a shared place, a
cloud account or many machines (cost and reach are a human's call), the public or the internet (an
instance open to everyone), or loads real data into it (a production dump, customer records): those keep
their verdict.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# The verbs of bringing an instance up, as the clause reader's lemmas (its findings carry that verb)
BRING_UP_VERBS = frozenset({"spin", "bring", "start", "launch", "recreate", "create", "boot"})
# Bringing an instance up, started or made anew. Examples:
#   "Spinning up a throwaway local postgres container", "recreating the per-test ephemeral Postgres"
_BROUGHT_UP = lazy_compile(
    r"(?i)\b(?:spin(?:s|ning)?\s+up|spun\s+up|bring(?:s|ing)?\s+up|brought\s+up|start(?:s|ed|ing)?"
    r"|launch(?:es|ed|ing)?|recreat(?:e|es|ed|ing)|creat(?:e|es|ed|ing)|boot(?:s|ed|ing)?)\b"
    r"[^.;!?]{0,60}?\b(?P<what>(?:throwaway|disposable|ephemeral|per-test|in-memory|testcontainers?)\b"
    r"[^.;!?]{0,30}?\b(?:container|postgres\w*|mysql|mariadb|redis|kafka|mongo\w*|database|db|sqlite"
    r"|instance|server|cluster|broker)s?"
    r"|local\s+(?:docker\s+)?(?:postgres\w*|mysql|mariadb|redis|kafka|mongo\w*|sqlite)?\s*container)\b")
# What makes it more than the agent's own throwaway: a shared or live place, reach, scale or real data
_NOT_THROWAWAY = lazy_compile(
    r"(?i)\b(?:prod|production|live|staging|shared|team|public|internet|0\.0\.0\.0|exposed?|ngrok|cloud"
    r"|aws|gcp|azure|ec2|account|gpus?|fleet|customer\w*|real\s+data|pii|prod\w*\s+dump|every|all)\b"
    r"|\b\d{2,}\s+(?:instances|containers|nodes|machines|servers)\b")


def throwaway_instance(text: str) -> str:
    """The words naming the throwaway instance the hint brings up ("" when it names none, or names what
    makes it more than the agent's own, see the module docstring)."""
    m = _BROUGHT_UP.search(text)
    if m is None or _NOT_THROWAWAY.search(text):
        return ""
    return m.group("what").strip()
