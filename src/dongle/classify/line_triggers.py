"""One look at a line's text for what every line-level reading looks for first.

`_assess_model` asks a dozen readings of the whole line (a forwarding address, a principal granted, an
every-interface address, a store of primary records, a prompt hook, a definition, a big count ...), and
each starts by looking for its own words or characters in the line's text: most lines hold none of them
(about seven in ten of the development corpus and of NL2Bash), and each look was a Python test or a
regex search of its own. `any_of_triggers` joins those first looks, given as the readings' own data
(their compiled-on-first-use patterns and their literal texts), into one pattern: it finds something in
a text exactly when one of them would, so a line where it finds nothing asks none of them, and any
other line asks each as before. A reading whose trigger is not given here is asked on every line.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import LazyRegex, lazy_compile

# A pattern's leading global flags (`(?i)`), which a joined pattern keeps scoped to that pattern.
_GLOBAL_FLAGS = re.compile(r"\A\(\?([aiLmsux]+)\)")
_FLAG_LETTERS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"), (re.VERBOSE, "x"))


def _scoped(trigger: LazyRegex | str) -> str:
    """One trigger as a part of the joined pattern: a literal text escaped, a pattern as a group that
    carries its own flags (given to `lazy_compile` or written at its start)."""
    if isinstance(trigger, str):
        return re.escape(trigger)
    pattern = trigger.pattern
    if not isinstance(pattern, str):
        raise TypeError("line triggers are text patterns")
    letters = "".join(letter for flag, letter in _FLAG_LETTERS if trigger.flags_given & flag)
    leading = _GLOBAL_FLAGS.match(pattern)
    if leading:
        letters += leading.group(1)
        pattern = pattern[leading.end():]
    if "(?P<" in pattern or "(?P=" in pattern or re.search(r"\\\d", pattern):
        # a named or numbered group would clash with another trigger's in one pattern
        raise ValueError(f"a line trigger may not hold groups referred to by name or number: {pattern!r}")
    return f"(?{''.join(dict.fromkeys(letters))}:{pattern})" if letters else f"(?:{pattern})"


def any_of_triggers(*triggers: LazyRegex | str) -> LazyRegex:
    """A pattern whose `search` finds something in a text exactly when one of the triggers would (a
    pattern's `search`, or a literal text's `in`), compiled on first use. Only whether it finds
    something is meant to be read: use it as a gate (`search(...) is not None`)."""
    if not triggers:
        return lazy_compile("(?!)")
    return lazy_compile("|".join(_scoped(trigger) for trigger in triggers))
