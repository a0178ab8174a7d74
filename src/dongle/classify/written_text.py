"""The literal text a part of a line writes into the file it names.

A sed substitution writes its replacements; a writer fed by a pipe writes what the echo, printf or cat
before it prints; a heredoc or here-string is read on stdin; a writer handed words (`tee`, `echo … >`)
writes them. What a rule needs is whether a kind of text is among them (a boot argument, a hook), so the
pieces are returned as they are, unjoined.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# A sed substitution: delimiter, pattern, replacement.
SED_SUBSTITUTION = lazy_compile(r"(?:^|;|\s)s([^\w\s\\])(.*?)\1(.*?)\1[gip0-9]*")
# What prints literal text into a pipe.
_TEXT_PRINTERS = frozenset({"echo", "printf", "cat"})


def texts_written(facts: Facts) -> list[str]:
    """The pieces of text this part writes (see the module's docstring)."""
    if facts.name == "sed":
        return [m.group(3) for a in facts.inv.args for m in SED_SUBSTITUTION.finditer(a)]
    texts = [facts.inv.stdin_text] if facts.inv.stdin_text else []
    texts.extend(facts.inv.args)
    for feeder in facts.feeders:
        if feeder.name in _TEXT_PRINTERS:
            texts.extend(feeder.inv.args)
            if feeder.inv.stdin_text:
                texts.append(feeder.inv.stdin_text)
    return texts
