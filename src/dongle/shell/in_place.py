"""Whether a stream editor's options make it rewrite the files it is given where they are.

`sed -i`, `perl -pi -e`, `ruby -pi` and `gawk -i inplace` rewrite their file operands in place, and so
do the clusters people actually type: `perl -0pi`, `perl -0777 -pi.bak`, `perl -lpi`, `sed -Ei`,
`sed -ni`, `sed -ie` (an in-place edit with the backup suffix "e"). A check that looks only for an
argument starting with `-i` misses every cluster, and a file the guard depends on is then rewritten
unjudged. So each option cluster is read letter by letter the way the program reads it, up to the
letter that takes the rest of the cluster (or the next argument) as its value.
"""

from __future__ import annotations

from collections.abc import Sequence

# Per program: the letters whose value is the rest of the cluster or, when nothing follows them in it,
# the next argument; the letters that take only what follows them in the cluster (perl's `-C`, `-x`,
# `-d`: `perl -x -pi …` is -x with no value, then an in-place edit); and the letters followed by digits
# of their own (perl's and ruby's -0 record separator, perl's -l).
_VALUED = {"sed": "efl", "perl": "eEI", "ruby": "eIrCE"}
_ATTACHED = {"sed": "", "perl": "MmdDxC", "ruby": "Fx"}
_DIGITS = {"sed": "", "perl": "0l", "ruby": "0"}
_NAMES = {"sed": "sed", "gsed": "sed", "perl": "perl", "ruby": "ruby"}
_OCTAL = "01234567"
_HEX = "0123456789abcdefABCDEF"


def edits_in_place(program: str, args: Sequence[str]) -> bool:
    """True when `program` (a base name: sed, gsed, perl, ruby, awk, gawk) run with `args` edits in place."""
    if program in ("awk", "gawk"):
        return _gawk_in_place(args)
    kind = _NAMES.get(program)
    if kind is None:
        return False
    if any(a.startswith("-i") or a == "-pi" or a == "--in-place" for a in args):
        return True  # the plain spellings count whatever the letters before them are read as
    skip_next = False
    for arg in args:
        if skip_next:
            skip_next = False
            continue
        if arg == "--":
            return False
        if arg.startswith("--"):
            if arg == "--in-place" or arg.startswith("--in-place="):
                return True
            continue
        if not arg.startswith("-") or arg == "-":
            if kind == "sed":
                continue  # sed takes options after its script and files too
            return False  # perl's and ruby's first operand is the script: options end there
        letters = arg[1:]
        at = 0
        while at < len(letters):
            letter = letters[at]
            at += 1
            if letter == "i":
                return True
            if letter in _VALUED[kind]:
                skip_next = at == len(letters)
                break
            if letter in _ATTACHED[kind]:
                break
            if letter in _DIGITS[kind]:
                digits = _OCTAL
                if letter == "0" and letters[at:at + 1] == "x":
                    at, digits = at + 1, _HEX
                while at < len(letters) and letters[at] in digits:
                    at += 1
    return False


def _gawk_in_place(args: Sequence[str]) -> bool:
    """gawk's `inplace` extension (`gawk -i inplace '…' FILE`, `--include=inplace`) rewrites its files."""
    for at, arg in enumerate(args):
        if arg in ("-i", "--include"):
            value = args[at + 1] if at + 1 < len(args) else ""
        elif arg.startswith("--include="):
            value = arg.split("=", 1)[1]
        elif arg.startswith("-i") and not arg.startswith("--"):
            value = arg[2:]
        else:
            continue
        if value.removesuffix(".awk") == "inplace":
            return True
    return False
