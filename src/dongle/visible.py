"""Text a human decides on, shown with nothing hidden in it.

An approval is given to what the human sees. A command can carry characters that a terminal or a
browser does not show as themselves: control characters and escape sequences (a carriage return
that moves the cursor back, an OSC title, a line feed that starts what looks like another entry),
bidirectional overrides and isolates that reorder what follows, zero-width spaces and joiners, soft
hyphens, word joiners, byte-order marks, tag characters, and fillers that draw as blanks. Any of them
lets the line the human reads differ from the line that runs (`git push --for\u200bce` beside a real
`--force`, `echo "ok \u202e…"` that reverses the rest). Every display of a request (`dongle
pending`, the console) and the hook's own check of what it asks a human to approve use this one
reading: a character of the Unicode categories Cc (controls), Cf (format), Zl and Zp (line and
paragraph separators), or one of the few letters that are drawn as nothing, is hidden. A zero-width
joiner between two pictographs (a family emoji) is drawn as one picture and is left alone.
"""

from __future__ import annotations

import re
import unicodedata

# Letters and marks that render as blank or as nothing though their category is not a format one:
# Hangul fillers, the combining grapheme joiner, the braille blank, the Mongolian vowel separator.
_DRAWN_AS_NOTHING = frozenset("\u115f\u1160\u3164\uffa0\u034f\u2800\u180e")
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\x1b": "\\e"}
_ASCII_CONTROL = re.compile("[\x00-\x1f\x7f]")
_ZWJ = "\u200d"


def is_hidden(text: str, index: int) -> bool:
    """The character at `index` of `text` is not shown as itself."""
    ch = text[index]
    if ch < "\x80":
        return ch < " " or ch == "\x7f"
    if ch == _ZWJ and _between_pictographs(text, index):
        return False
    return unicodedata.category(ch) in _HIDDEN_CATEGORIES or ch in _DRAWN_AS_NOTHING


def _between_pictographs(text: str, index: int) -> bool:
    before, after = text[index - 1 : index], text[index + 1 : index + 2]
    return bool(before and after) and unicodedata.category(before) in ("So", "Sk") and \
        unicodedata.category(after) == "So"


def first_hidden(text: str, allowed: str = "") -> str | None:
    """The first hidden character of `text` that is not in `allowed`, or None."""
    if text.isascii():
        match = _ASCII_CONTROL.search("".join(" " if c in allowed else c for c in text) if allowed else text)
        return match.group(0) if match else None
    return next((ch for i, ch in enumerate(text) if ch not in allowed and is_hidden(text, i)), None)


def escaped(ch: str) -> str:
    """A hidden character written out as the escape a programmer would type for it."""
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def visible(text: str, keep: str = "") -> str:
    """`text` with every hidden character (except those in `keep`) written out as its escape."""
    if first_hidden(text, keep) is None:
        return text
    return "".join(escaped(ch) if ch not in keep and is_hidden(text, i) else ch for i, ch in enumerate(text))
