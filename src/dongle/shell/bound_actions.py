"""Shell text a program runs from actions its options bind or evaluate: fzf's key bindings, Emacs Lisp.

`fzf --bind 'enter:execute(rm -rf ~)'` runs `rm -rf ~` when a key is pressed, `--preview 'CMD'` runs CMD
for every line shown; `emacs --batch --eval '(shell-command "rm -rf ~")'` runs it at once, and
`(delete-directory "~" t)` is `rm -rf ~` said in Lisp. What such an action does is what the program
invocation does: it is parsed as the shell text it is (fzf's `{}`, the selected line, stays a word).
Actions that only move the cursor or open a file run nothing and leave the program judged as itself.
"""

from __future__ import annotations

import re
import shlex

from dongle.lazy_regex import lazy_compile

# fzf actions that run their argument as a shell command, with the bracket pairs fzf accepts around it
# (and the `action:CMD` form, which takes the rest of the binding).
_FZF_RUNS = r"(?:execute(?:-silent|-multi)?|become|reload(?:-sync)?|preview|change-preview|transform\w*)"
_FZF_ACTION = lazy_compile(
    _FZF_RUNS + r"(?:\((?P<p>[^)]*)\)|\[(?P<b>[^\]]*)\]|\{(?P<c>[^}]*)\}|<(?P<a>[^>]*)>|:(?P<rest>.*))",
    re.I | re.S)
_FZF_COMMAND_OPTIONS = frozenset({"--preview", "--bind"})

# Lisp calls that hand a string to the shell, and the file operations that are shell commands said in
# Lisp (with the recursive flag, a directory goes with everything in it).
_LISP_STRING_BODY = r"(?:[^\"\\]|\\.)*"  # the inside of a Lisp string literal
_LISP_SHELL = lazy_compile(r"\((?:async-)?shell-command(?:-to-string)?\s+\"(?P<text>"
                           + _LISP_STRING_BODY + ")\"")
_LISP_PROCESS = lazy_compile(r"\((?:call-process|start-process|process-lines)\s+(?P<args>(?:\""
                             + _LISP_STRING_BODY + r"\"|nil|t|\s)+)")
_LISP_DELETE_DIR = lazy_compile(r"\(delete-directory\s+\"(?P<path>" + _LISP_STRING_BODY
                                + r")\"(?P<rec>\s+(?!nil)\S+)?")
_LISP_DELETE_FILE = lazy_compile(r"\(delete-file\s+\"(?P<path>" + _LISP_STRING_BODY + r")\"")
_LISP_STRING = lazy_compile(r"\"(" + _LISP_STRING_BODY + r")\"")
_EMACS = frozenset({"emacs", "emacsclient", "emacs-nox"})
# The programs read here (the rest are left untouched at the cost of one set lookup).
ACTION_PROGRAMS = frozenset({"fzf", *_EMACS})
_EMACS_EVAL = frozenset({"--eval", "-eval", "--execute", "-execute", "-e"})


def fzf_actions(argv: list[str]) -> list[str]:
    """The shell text fzf's `--bind` and `--preview` options run."""
    texts: list[str] = []
    for i, word in enumerate(argv[1:], start=1):
        option, eq, value = word.partition("=")
        if option not in _FZF_COMMAND_OPTIONS:
            continue
        if not eq:
            value = argv[i + 1] if i + 1 < len(argv) else ""
        if option == "--preview":
            texts.append(value)
            continue
        for found in _FZF_ACTION.finditer(value):
            text = next((g for g in found.groups() if g is not None), "")
            texts.append(text)
    return [t.strip() for t in texts if t.strip()]


def _lisp_text(value: str) -> str:
    return value.replace('\\"', '"').replace("\\\\", "\\")


def _shell_path(value: str) -> str:
    """A Lisp file name as a shell word: Emacs expands a leading `~` as the shell does."""
    text = _lisp_text(value)
    if text == "~" or text.startswith("~/"):
        return "~" + (shlex.quote(text[1:]) if len(text) > 1 else "")
    return shlex.quote(text)


def emacs_actions(argv: list[str]) -> list[str]:
    """The shell text the Lisp an Emacs invocation evaluates at start-up runs, as shell commands."""
    texts: list[str] = []
    for i, word in enumerate(argv[1:], start=1):
        option, eq, value = word.partition("=")
        if option not in _EMACS_EVAL:
            continue
        if not eq:
            value = argv[i + 1] if i + 1 < len(argv) else ""
        texts.extend(_lisp_text(m.group("text")) for m in _LISP_SHELL.finditer(value))
        for call in _LISP_PROCESS.finditer(value):
            words = [_lisp_text(w) for w in _LISP_STRING.findall(call.group("args"))]
            if words:
                texts.append(shlex.join(words))
        for deleted in _LISP_DELETE_DIR.finditer(value):
            path = _shell_path(deleted.group("path"))
            texts.append(f"rm -rf -- {path}" if deleted.group("rec") else f"rmdir -- {path}")
        texts.extend(f"rm -f -- {_shell_path(m.group('path'))}" for m in _LISP_DELETE_FILE.finditer(value))
    return texts


def bound_actions(name: str, argv: list[str]) -> list[str]:
    """The shell text `name argv` runs from its bound or evaluated actions ([] for other programs)."""
    if name == "fzf":
        return fzf_actions(argv)
    if name in _EMACS:
        return emacs_actions(argv)
    return []
