"""The command lines a hint opens with, unquoted, when the only words after them say where they run.

"etcdctl endpoint health against the production etcd cluster", "wevtutil qe Security /c:50 /f:text on
DC01", "lsblk and blkid on the database host to see which volume is mounted where": the hint is a
command line typed as prose, without backticks and with a program the extractor does not know by name,
followed by the place it runs and what it is run to see. Such a hint names an act, the command's; the
hint classifier judges the lines found here by what they do (only a line it can show only reads lowers
anything: hint.py's `_only_reads`, state_reports.py).

Nothing is returned when anything else follows the place: a second clause (", then …", "and …", a shell
operator), a purpose that is not a look ("to free space", "to fix it"), or when the opening word is an
English word rather than a program's name: the hint is then judged as it stood.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from dongle.lazy_regex import lazy_compile

# The program and its arguments: a lower-case name, then words that are subcommands, names, options,
# quoted values or `/flag:value` Windows switches, up to the first word of the place phrase
_LINE = lazy_compile(
    r"^\s*(?P<line>[a-z][\w.-]*(?:\s+(?!(?:on|against|in|across|from|for|to)\b)"
    r"(?:\"[^\"]*\"|'[^']*'|/[\w:.*-]+(?::\"[^\"]*\"|:'[^']*')?|[\w@:./=*-]+))*)"
    r"\s+(?P<rest>(?:on|against|in|across|from)\b.*)$",
    re.S,
)
# What may follow the line: the place, then at most a purpose that only looks
_PLACE_ONLY = lazy_compile(
    r"^(?:on|against|in|across|from)\s+(?:(?!to\b)[\w'’.:/@-]+\s*)+?"
    r"(?:to\s+(?:see|check|confirm|find\s+out|list|show|look\s+at|read|know|learn|verify)\b[\w\s'’.:/?-]*)?"
    r"\.?\s*$",
    re.I,
)
# Joined lines ("lsblk and blkid"): each part must itself be a command line
_JOINED = lazy_compile(r"\s+and\s+")
# Clause words that make what follows a second act, whatever it is
_SECOND_CLAUSE = lazy_compile(r"(?i)\b(?:then|and|but|after|before|so|while)\b|[,;|&`$<>]")


def opening_lines(text: str, programs: Collection[str]) -> list[str]:
    """The command lines the hint opens with (see the module), or [] when it opens otherwise or anything
    but a place and a look follows them. `programs`: the names that are only a program's name, never an
    English word ("etcdctl", "lsblk"; not "cat", "find" or "date", which open prose as often)."""
    m = _LINE.match(text)
    if m is None:
        return []
    rest = m.group("rest")
    if not _PLACE_ONLY.match(rest) or _SECOND_CLAUSE.search(rest):
        return []
    lines = [part.strip() for part in _JOINED.split(m.group("line"))]
    if not all(line and line.split()[0] in programs for line in lines):
        return []
    return lines


# A second command line joined to the first in prose, unquoted: "lsblk -f on db-prod-2 and wipefs -a
# /dev/nvme1n1", "…, then sgdisk --zap-all /dev/sdb". A name followed by an option or a system path after
# a joining word is a program run with arguments, whether or not its name is known; the line runs to the
# first word of a place or a purpose
_JOINED_LINE = lazy_compile(
    r"(?i)(?:\b(?:and|then)|[,;]|&&)\s+(?:then\s+)?(?P<line>(?:sudo\s+)?[a-z][\w.-]*\s+"
    r"(?:-{1,2}[a-z][\w-]*|/(?:dev|etc|var|usr|boot|srv|opt)/)\S*"
    r"(?:\s+(?!(?:on|against|in|across|from|for|to|so|and|then)\b)\S+)*)")


def joined_line(remainder: str) -> str:
    """The second command line the prose joins after a quoted or opening one ("" when none): the extractor
    took only the first, so the second is not yet judged by what it does."""
    m = _JOINED_LINE.search(remainder)
    return m.group("line") if m else ""
