"""Static stdout of data-producing commands whose input is written in the command line itself.

`echo`, `printf`, `cat` of a heredoc, `base64 -d`, `xxd -r -p`, `rev`, gzip of decoded bytes: when
every input is literal, the output is computable, so `echo cm0gLXJmIC8= | base64 -d | sh` and
`sh -c "$(printf '\\x72\\x6d …')"` can be parsed instead of waved through. Anything else returns
None (unknown output); a payload that should decode but does not raises `Undecodable` so the caller
can record why the model is incomplete.
"""

from __future__ import annotations

import base64
import binascii

from dongle.shell.escapes import decode_escapes, decode_one

MAX_OUTPUT = 256 * 1024


class Undecodable(ValueError):
    """A decoder was fed literal input it cannot decode (the payload stays unknown)."""


def _bytes_to_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _echo(args: list[str]) -> str:
    newline, escapes = True, False
    i = 0
    while i < len(args):
        arg = args[i]
        if len(arg) < 2 or arg[0] != "-" or any(c not in "neE" for c in arg[1:]):
            break
        for c in arg[1:]:
            if c == "n":
                newline = False
            elif c == "e":
                escapes = True
            else:
                escapes = False
        i += 1
    text = " ".join(args[i:])
    if escapes:
        text, stopped = decode_escapes(text, ansi_c=False)
        if stopped:
            return text
    return text + ("\n" if newline else "")


def _printf(args: list[str]) -> str | None:
    if args and args[0] == "--":
        args = args[1:]
    if args and args[0] == "-v":
        return ""  # assigns a variable, prints nothing
    if not args:
        return None
    fmt, values = args[0], args[1:]
    out: list[str] = []
    idx = 0
    rounds = 0
    while True:
        rounds += 1
        text, idx, stopped = _format_once(fmt, values, idx)
        out.append(text)
        if stopped or idx >= len(values) or rounds > 64 or idx == 0:
            break
    return "".join(out)


def _format_once(fmt: str, values: list[str], idx: int) -> tuple[str, int, bool]:
    out: list[str] = []
    i, n = 0, len(fmt)
    start_idx = idx
    while i < n:
        ch = fmt[i]
        if ch == "\\":
            piece, i, _ = decode_one(fmt, i, ansi_c=True)
            out.append(piece)
            continue
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        j = i + 1
        while j < n and fmt[j] in "-+ #0123456789.*'":
            j += 1
        if j >= n:
            out.append(fmt[i:])
            break
        conv = fmt[j]
        i = j + 1
        if conv == "%":
            out.append("%")
            continue
        value = values[idx] if idx < len(values) else ""
        if idx < len(values):
            idx += 1
        if conv == "b":
            text, stopped = decode_escapes(value, ansi_c=False)
            out.append(text)
            if stopped:
                return "".join(out), idx, True
        elif conv in "diouxXc":
            if conv == "c":
                out.append(value[:1])
            else:
                out.append(_number(value, conv))
        else:
            out.append(value)
    if idx == start_idx and start_idx:
        idx = len(values)
    return "".join(out), idx, False


def _number(value: str, conv: str) -> str:
    try:
        num = int(value, 0) if value else 0
    except ValueError:
        return value
    if conv == "x":
        return format(num, "x")
    if conv == "X":
        return format(num, "X")
    if conv == "o":
        return format(num, "o")
    return str(num)


def _b64(stdin: str, *, ignore_garbage: bool) -> str:
    data = "".join(stdin.split())
    if ignore_garbage:
        allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_")
        data = "".join(c for c in data if c in allowed)
    data = data.replace("-", "+").replace("_", "/")
    data += "=" * (-len(data) % 4)
    try:
        return _bytes_to_text(binascii.a2b_base64(data.encode("ascii", "strict")))
    except (binascii.Error, UnicodeEncodeError, ValueError) as exc:
        raise Undecodable("base64 payload does not decode") from exc


def _b32(stdin: str) -> str:
    data = "".join(stdin.split()).upper()
    data += "=" * (-len(data) % 8)
    try:
        return _bytes_to_text(base64.b32decode(data.encode("ascii", "strict")))
    except (binascii.Error, UnicodeEncodeError, ValueError) as exc:
        raise Undecodable("base32 payload does not decode") from exc


def _hex(stdin: str) -> str:
    data = "".join(stdin.split())
    try:
        return _bytes_to_text(bytes.fromhex(data))
    except ValueError as exc:
        raise Undecodable("hex payload does not decode") from exc


# The names `output` below computes the output of (those its branches test): a command of any other name
# prints nothing known, and the shell model does not ask (it tests this first, for every command it records).
PRINTERS = frozenset({"echo", "printf", "cat", "base64", "base32", "basenc", "openssl", "xxd", "which",
                      "command", "type", "rev", "tr"})


def output(name: str, argv: list[str], stdin: str | None) -> str | None:
    """The command's stdout if it is fully determined by its literal argv and stdin, else None."""
    args = argv[1:]
    result: str | None = None
    if name == "echo":
        result = _echo(args)
    elif name == "printf":
        result = _printf(args)
    elif name == "cat" and stdin is not None and all(a == "-" for a in args):
        result = stdin
    elif name in ("base64", "base32", "basenc", "openssl") and stdin is not None:
        flags = set(args)
        if name == "openssl":
            if not ({"base64", "enc"} & flags and "-d" in flags):
                return None
            result = _b64(stdin, ignore_garbage=True)
        elif flags & {"-d", "--decode", "-D", "-di", "-id"} and all(a.startswith("-") for a in args):
            # basenc names its alphabet (`--base32`, `--base16`); base32 is its own program
            if name == "base32" or "--base32" in flags:
                result = _b32(stdin)
            elif "--base16" in flags:
                result = _hex(stdin)
            else:
                result = _b64(stdin, ignore_garbage=bool(flags & {"-i", "-di", "-id", "--ignore-garbage"}))
    elif name == "xxd" and stdin is not None:
        flags = set(args)
        if flags <= {"-r", "-p", "-rp", "-pr", "-ps", "-plain", "-revert"} and (
            flags & {"-rp", "-pr"} or {"-r", "-p"} <= flags or {"-revert", "-plain"} <= flags
        ):
            result = _hex(stdin)
    elif name in ("which", "command", "type") and args:
        # `$(which rm)` names the program it finds; its directory does not matter to a rule
        names = [a for a in args if not a.startswith("-")]
        lookup = name == "which" or set(args) & {"-v", "-P", "-p"}
        if lookup and len(names) == 1 and "/" not in names[0]:
            result = names[0] + "\n"
    elif name == "rev" and stdin is not None and not args:
        result = "\n".join(line[::-1] for line in stdin.split("\n"))
    elif name == "tr" and stdin is not None and len(args) == 2 and not any(a.startswith("-") for a in args):
        result = _translate(stdin, args[0], args[1])  # rot13 and other letter shifts, `tr a-z A-Z`
    if result is not None and len(result) > MAX_OUTPUT:
        return None
    return result


def _expand_set(spec: str) -> str | None:
    """A tr set of plain characters and ranges (`a-z`, `n-za-m`); None for classes and escapes."""
    if "[" in spec or "\\" in spec:
        return None
    out: list[str] = []
    i = 0
    while i < len(spec):
        if i + 2 < len(spec) and spec[i + 1] == "-" and spec[i] <= spec[i + 2]:
            out.extend(chr(c) for c in range(ord(spec[i]), ord(spec[i + 2]) + 1))
            i += 3
        else:
            out.append(spec[i])
            i += 1
    return "".join(out) if len(out) <= 512 else None


def _translate(text: str, first: str, second: str) -> str | None:
    """`tr SET1 SET2` on literal text, as GNU tr does it (SET2 padded with its last character)."""
    source, target = _expand_set(first), _expand_set(second)
    if not source or not target:
        return None
    target = target + target[-1] * max(0, len(source) - len(target))
    return text.translate(str.maketrans(source, target[: len(source)]))
