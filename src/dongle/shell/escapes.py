"""Backslash-escape decoding shared by `$'…'` words, `echo -e` and `printf`.

Each decoder is a single left-to-right scan (no regex backtracking), so hostile input stays linear.
"""

from __future__ import annotations

_SIMPLE = {
    "a": "\a",
    "b": "\b",
    "e": "\x1b",
    "E": "\x1b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    "\\": "\\",
    "'": "'",
    '"': '"',
    "?": "?",
}
_HEX = frozenset("0123456789abcdefABCDEF")
_OCT = frozenset("01234567")


def _take(text: str, i: int, allowed: frozenset[str], limit: int) -> str:
    j = i
    while j < len(text) and j - i < limit and text[j] in allowed:
        j += 1
    return text[i:j]


def _chr(code: int) -> str:
    try:
        return chr(code)
    except (ValueError, OverflowError):
        return "\ufffd"


def decode_one(text: str, i: int, *, ansi_c: bool) -> tuple[str, int, bool]:
    """Decode the escape starting at text[i] (a backslash): (decoded, next index, stop-output)."""
    n = len(text)
    if i + 1 >= n:
        return "\\", i + 1, False
    nxt = text[i + 1]
    i += 2
    if nxt in _SIMPLE and not (nxt == "?" and not ansi_c):
        return _SIMPLE[nxt], i, False
    if nxt == "x":
        digits = _take(text, i, _HEX, 2)
        if digits:
            return _chr(int(digits, 16)), i + len(digits), False
        return "\\x", i, False
    if nxt in ("u", "U"):
        digits = _take(text, i, _HEX, 4 if nxt == "u" else 8)
        if digits:
            return _chr(int(digits, 16)), i + len(digits), False
        return "\\" + nxt, i, False
    if nxt == "c":
        if not ansi_c:
            return "", i, True
        if i < n:
            return _chr(ord(text[i]) & 0x1F), i + 1, False
        return "\\c", i, False
    if nxt in _OCT:
        limit = 3 if (nxt == "0" and not ansi_c) else 2
        digits = nxt + _take(text, i, _OCT, limit)
        return _chr(int(digits, 8) & 0xFF), i + len(digits) - 1, False
    return "\\" + nxt, i, False


def decode_escapes(text: str, *, ansi_c: bool) -> tuple[str, bool]:
    """Decode C-style escapes. Returns (text, stop) where stop is True when `\\c` ended the output.

    `ansi_c` selects `$'…'` rules (octal `\\NNN`, `\\cX` control characters); otherwise the `echo -e`
    / `printf %b` rules (octal `\\0NNN`, `\\c` stops all further output).
    """
    if "\\" not in text:
        return text, False
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        j = text.find("\\", i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        piece, i, stop = decode_one(text, j, ansi_c=ansi_c)
        out.append(piece)
        if stop:
            return "".join(out), True
    return "".join(out), False
