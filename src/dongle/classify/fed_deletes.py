"""A delete whose operands another program produces is that delete applied to the producer's scope.

`find ~/data -name '*.csv' -mtime +90 -print0 | xargs -0 rm`, `find … | parallel rm {}`,
`find … | while read f; do rm "$f"; done` and `for f in $(find …); do rm "$f"; done` delete exactly
what `find … -exec rm {} +` (or `-delete`) would: every file the search picks under its roots. The
consumer (xargs, parallel, a read loop, a loop over a substitution) only carries the names across; what
is lost, and where, is decided by the search. So the consumer is judged as the find with the deleting
command attached as its action, and the find rules (regions, name filters, regenerable build output,
a repository's `.git`) decide: deleting `*.pyc` under the project stays routine, deleting old datasets
in home pauses as `find ~/datasets … -delete` does, and an unfiltered sweep of a system tree stops.

The search's scope is its whole expression: find prints what the whole expression picks, so an
expression with `-o` alternatives is grouped before the delete is attached (find's own rules read which
branch an action belongs to).
"""

from __future__ import annotations

from dongle.rules.find_expr import find_operands
from dongle.shell.effects import one_level_by_name
from dongle.shell.model import Invocation

# How a consumer names the item it is handed: xargs/parallel placeholders, a loop's variable, a
# substitution (find prints whole paths, so a word built around the item is the item).
_ITEM_MARKS = ("{}", "$", "`")
# Find actions that print the names a consumer reads (the default when none is given), with how many
# values each takes.
_PRINTING = {"-print": 0, "-print0": 0, "-ls": 0, "-printf": 1, "-fprint": 1, "-fprint0": 1, "-fprintf": 2}
# Find actions that do something of their own; a search that runs one prints nothing else by default.
_OWN_ACTIONS = frozenset({"-exec", "-execdir", "-ok", "-okdir", "-delete", "-quit"})


def find_with_delete(consumer: Invocation, find_argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """`find ARGS` followed by `-exec CONSUMER {} +`: what the consumer deletes, read as find's own
    action over the same search. None when the find prints nothing a consumer could read (it runs an
    action of its own and no print), or the consumer keeps no words of its own once the item is
    taken out."""
    args = find_argv[1:]
    if any(a in _OWN_ACTIONS for a in args) and not any(a in _PRINTING for a in args):
        return None  # `find … -exec chmod … \;` prints nothing for xargs to read
    kept = [a for a in consumer.argv if not any(mark in a for mark in _ITEM_MARKS)]
    if not kept:
        return None
    if _prints_folders(args):
        # `find . -name node_modules -printf '%h\n' | xargs rm -rf`: what is handed on is the folder
        # that holds each match, up to the root itself, which no name test narrows: the whole tree
        options, roots, _ = find_operands(args)
        return ("find", *options, *roots, "-exec", *kept, "{}", "+")
    search = _search_only(args)
    if "-o" in search or "-or" in search:
        # the names printed are those the whole expression picks: the action is attached to all of it
        roots = next((i for i, a in enumerate(search) if a.startswith(("-", "(", "!", "\\("))), len(search))
        search = [*search[:roots], "(", *search[roots:], ")"]
    return ("find", *search, "-exec", *kept, "{}", "+")


def _prints_folders(args: tuple[str, ...]) -> bool:
    """A `-printf`/`-fprintf` format that prints `%h`, the folder a match is in, not the match."""
    return any(a in ("-printf", "-fprintf") and "%h" in "".join(args[i + 1:i + 3])
               for i, a in enumerate(args))


def entries_deleted(consumer: Invocation, find_argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """`find ~ -maxdepth 1 -name '.*' -print0 | xargs -0 rm -rf`: a search one level deep that picks by
    one name pattern hands on exactly `ROOT/PATTERN`, so the consumer deletes that (`rm -rf ~/.*`), as
    the same find's `-exec` does. None for any other search."""
    args = find_argv[1:]
    if "-exec" in args:  # (the find already given the consumer as its action)
        args = args[: args.index("-exec")]
    roots = [a for a in args[: next((i for i, a in enumerate(args) if a.startswith(("-", "(", "!"))),
                                    len(args))]]
    if len(roots) != 1 or not one_level_by_name(_search_only(args)):
        return None
    name = args[args.index("-name") + 1] if "-name" in args else args[args.index("-iname") + 1]
    kept = [a for a in consumer.argv if not any(mark in a for mark in _ITEM_MARKS)]
    return (*kept, roots[0].rstrip("/") + "/" + name) if kept else None


def _search_only(args: tuple[str, ...]) -> list[str]:
    """The find's words without its printing actions (and their values): the delete takes their place
    as what the search does."""
    kept: list[str] = []
    skip = 0
    for arg in args:
        if skip:
            skip -= 1
        elif arg in _PRINTING:
            skip = _PRINTING[arg]
        else:
            kept.append(arg)
    return kept
