"""Strings spelled as lists of character codes, read back as the text they spell.

`system(join("", map { chr } (114,109,32,45,114,102,32,126)))` runs `rm -rf ~` as surely as
`system("rm -rf ~")`: spelling a command in numbers hides it from a reader, not from the shell. The
forms each language offers for it (perl and php `chr`/`pack`, node `String.fromCharCode`, ruby
`pack`/`chr`, lua `string.char`) are decoded here to a literal, so the command is judged for what it
does. Python's forms are evaluated by `dongle.shell.pycode`.
"""

from __future__ import annotations

import re

_NUM = r"(?:0[xX][0-9a-fA-F]+|\d+)"
_NUMS = rf"\s*{_NUM}(?:\s*,\s*{_NUM})*\s*,?\s*"
_Q = r"""["']"""
_EMPTY = r"""(?:""|'')"""
_FORMS = (
    # node `String.fromCharCode(114, 109)`, `String.fromCharCode(...[114, 109])`, `fromCodePoint`
    rf"String\.fromC(?:harCode|odePoint)\(\s*(?:\.\.\.\s*)?\[?(?P<a>{_NUMS})\]?\s*\)",
    # perl `join("", map { chr } (114, 109))`, `join '', map { chr($_) } 114, 109`, `map chr, (…)`
    rf"join\s*\(?\s*{_EMPTY}\s*,\s*map\s*(?:\{{\s*chr(?:\s*\(?\s*\$_\s*\)?)?\s*;?\s*\}}|chr\s*,)"
    rf"\s*\(?(?P<b>{_NUMS})\)?\s*\)?",
    # perl and php `pack("C*", 114, 109)`
    rf"pack\s*\(?\s*{_Q}[CcU]\*{_Q}\s*,(?P<c>{_NUMS})\)?",
    # ruby `[114, 109].pack("c*")`, `[114, 109].map(&:chr).join`
    rf"\[(?P<d>{_NUMS})\]\s*\.\s*(?:pack\s*\(?\s*{_Q}[CcU]\*{_Q}\s*\)?"
    rf"|map\s*\(\s*&:chr\s*\)\s*\.\s*join(?:\s*\(\s*{_EMPTY}?\s*\))?)",
    # php `implode(array_map('chr', [114, 109]))`, `implode('', array_map("chr", array(114, 109)))`
    rf"implode\s*\(\s*(?:{_EMPTY}\s*,\s*)?array_map\s*\(\s*{_Q}chr{_Q}\s*,\s*(?:\[|array\s*\()"
    rf"(?P<e>{_NUMS})[\])]\s*\)\s*\)",
    # lua `string.char(114, 109)`
    rf"string\.char\s*\((?P<f>{_NUMS})\)",
    # one character: perl and php `chr(114)`, ruby `114.chr`
    rf"chr\s*\(\s*(?P<g>{_NUM})\s*\)",
    rf"(?P<h>{_NUM})\.chr",
)
_CHAR_CODES = re.compile("|".join(f"(?:{form})" for form in _FORMS))
# Functions that turn numbers or encoded text into a string at run time: a command made by one of
# them and not decoded here is unread, not merely computed.
DECODERS = re.compile(
    r"\b(?:chr|fromCharCode|fromCodePoint|pack|unpack1?|string\.char|decode(?:64)?|base64_decode"
    r"|decode_base64|atob|hex2bin|str_rot13|reverse|strrev|gzinflate|gzuncompress|hex)\b")


def spelled_text(expr: str) -> str | None:
    """The text a whole expression spells in character codes, or None when it is not one."""
    match = _CHAR_CODES.fullmatch(expr.strip())
    if match is None:
        return None
    numbers = next(group for group in match.groups() if group is not None)
    try:
        return "".join(chr(int(n, 16) if n[1:2] in "xX" else int(n)) for n in re.findall(_NUM, numbers))
    except (ValueError, OverflowError):
        return None
