"""Shell commands a vi-family editor runs from its command line.

`vim -es -c '!rm -rf ~/*' -c 'qa!'` never opens a file for a person: its ex commands run in batch, and
an ex shell-out (`!cmd`, `silent !cmd`, `r !cmd`, `w !cmd`, `%!cmd`, `call system('cmd')`, `terminal
cmd`) hands `cmd` to the user's shell with the user's rights. What that shell text does is what the
editor invocation does, so it is judged as the shell text itself; a write through a command (`w !sh`) or a
ranged filter (`%!sh`) also feeds it the buffer, so it is judged as `cat FILE | sh`. Ex commands that only
move, edit or write the buffer (`%s/a/b/g`, `wq`) run nothing and leave the editor judged as an editor.
"""

from __future__ import annotations

import re
import shlex

from dongle.lazy_regex import lazy_compile

VI_EDITORS = frozenset({"vi", "vim", "nvim", "ex", "view", "gvim", "vimdiff", "rvim", "evim", "nvi", "elvis"})
# Options whose value is an ex command line: `-c CMD`, `--cmd CMD`; `+CMD` is the same as `-c CMD`.
_COMMAND_OPTIONS = frozenset({"-c", "--cmd"})
# Ex modifiers that change how a command reports, not what it runs.
_MODIFIERS = lazy_compile(r"^(?:\s*:?\s*(?:sil(?:ent)?!?|keep\w*|noa(?:utocmd)?|uns(?:ilent)?|lockm\w*)\s+)*"
                          r"\s*:?\s*")
# A shell-out after the modifiers: a bare or ranged filter (`!cmd`, `%!cmd`, `1,5!cmd`), a read or write
# through a command (`r !cmd`, `w !cmd`), or a terminal running it (`term cmd`).
# (`w! FILE` is a forced write, not a pipe: the write's shell-out needs the space before `!`.)
_SHELL_OUT = lazy_compile(r"^(?:(?P<range>[%.$,;\d'<>]*)|r(?:ead)?\s*|(?P<write>w(?:rite)?\s+))!(?P<text>.+)$"
                          r"|^ter(?:m(?:inal)?)?!?\s+(?:\+\+\w+\s+)*(?P<term>.+)$", re.S)
# Options that take a value (the next word is not a file to edit)
_VALUED = frozenset({"-c", "--cmd", "-S", "-u", "-U", "-i", "-T", "-w", "-W", "-s", "-t", "-q",
                     "--servername", "--remote-send", "--remote-expr", "--startuptime", "--listen"})
# `call system('cmd')`, `exe '!cmd'`, `lua os.execute('cmd')`: the command is a string literal.
_CALLED = lazy_compile(r"""(?:system(?:list)?|os\.execute|vim\.fn\.system|jobstart|exe(?:cute)?)\s*\(?\s*"""
                       r"""(["'])(?P<text>(?:(?!\1).)+)\1""", re.S)


def _ex_commands(argv: list[str]) -> list[str]:
    """Each ex command line the editor is told to run at start-up."""
    lines: list[str] = []
    for i, word in enumerate(argv[1:], start=1):
        if word in _COMMAND_OPTIONS and i + 1 < len(argv):
            lines.append(argv[i + 1])
        elif word.startswith("+") and len(word) > 1 and not word[1:].isdigit():
            lines.append(word[1:])
    return lines


def _buffer(argv: list[str]) -> str:
    """The files the editor opens, as `cat` operands: what its buffer holds; `-` when it names none (the
    buffer is then what its standard input or earlier ex commands put there: not known from the line)."""
    files: list[str] = []
    skip = False
    for word in argv[1:]:
        if skip:
            skip = False
        elif word in _VALUED:
            skip = True
        elif word == "-" or not word.startswith(("-", "+")):
            files.append(word)
    return " ".join(shlex.quote(f) for f in files) or "-"


def _shell_text(line: str, buffer: str = "-") -> list[str]:
    """The shell text one ex command line hands to a shell. `|` separates ex commands, except that a
    shell-out takes the rest of the line, bars included. A write through a command (`w !sh`) or a ranged
    filter (`%!sh`) feeds the buffer to it: the command line run is `cat BUFFER | CMD`, so a shell given
    the buffer runs a script the line does not show."""
    found: list[str] = []
    rest = line
    while rest.strip():
        modifiers = _MODIFIERS.match(rest)
        command = rest[modifiers.end():] if modifiers else rest
        out = _SHELL_OUT.match(command)
        if out:
            text = (out.group("text") or out.group("term")).strip()
            fed = out.group("write") or out.group("range")
            # (`cat --`: the buffer, which earlier ex commands may have edited, is not read as the file
            # on disk, as a plain `cat FILE | sh` is)
            found.append(f"cat -- {buffer} | {text}" if fed and text else text)
            break
        called = _CALLED.search(command)
        if called and "|" not in command[:called.start()]:
            # the string may hold bars of its own (`call system('curl … | sh')`)
            text = called.group("text")
            found.append(text[1:] if text.startswith("!") else text)
            command = command[called.end():]
        _, bar, rest = command.partition("|")
        if not bar:
            break
    return [text for text in found if text]


def vi_shell_commands(argv: list[str]) -> list[str]:
    """The shell commands a vi-family invocation runs through its start-up ex commands."""
    buffer = _buffer(argv)
    return [text for line in _ex_commands(argv) for text in _shell_text(line, buffer)]
