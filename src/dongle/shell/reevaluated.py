"""Text a line stores as data that the shell itself later runs as code.

Single quotes keep `$(…)` from running when a value is assigned, so the line looks like it stores
a string. But bash evaluates some strings again, and then their command substitutions run:

- prompt strings: `PS4` before every traced command (`set -x`, `bash -x`), `PS0`/`PS1`/`PS2` at
  every prompt of an interactive shell, and any variable expanded with `${NAME@P}`;
- arithmetic: a variable's value used in `$(( ))`, `(( ))`, `let`, `[[ … -eq … ]]` is evaluated as
  an expression, and a subscript in it (`x[$(cmd)]`) runs its command substitution;
- completion: `compgen -C CMD` and `complete -C CMD` run CMD to produce completions;
- exported functions: `BASH_FUNC_NAME%%=() { BODY }` in a child's environment is a function the
  child shell defines, and BODY runs whenever NAME is called there.

What such text runs is judged as a command line of its own (the caller's whole judgement).
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile

PROMPT_VARIABLES = frozenset({"PS0", "PS1", "PS2", "PS4"})


def may_store_code(source: str) -> bool:
    """A quick filter: a line without `$(`, a backtick, `compgen`, `complete` or `BASH_FUNC_` stores
    nothing the shell runs again. Asked of every line: five substring tests cost a fraction of one
    regex search for their alternation, which is tried at every character."""
    return ("$(" in source or "`" in source or "compgen" in source or "complete" in source
            or "BASH_FUNC_" in source)

_ASSIGNED = lazy_compile(r"(?:^|[\s;&|(])(?:(?:export|declare|typeset|local|readonly)\s+(?:-\w+\s+)*)?"
                         r"(?P<name>[A-Za-z_]\w*)=(?P<value>'[^']*'|\"(?:[^\"\\]|\\.)*\")")
_COMPLETION_COMMAND = lazy_compile(r"\b(?:compgen|complete)\b[^;&|\n]*?\s-C\s*"
                                   r"(?P<code>'[^']*'|\"(?:[^\"\\]|\\.)*\"|[^\s;&|'\"]+)")
_EXPORTED_FUNCTION = lazy_compile(r"BASH_FUNC_(?P<name>[\w.:-]+)(?:%%|\(\))=\(\)\s*\{(?P<body>[^}]*)\}")
_SUBSTITUTION = lazy_compile(r"\$\((?P<paren>(?:[^()]|\([^()]*\))*)\)|`(?P<tick>[^`]*)`")

EXAMPLES = {
    "runs": [
        ("PS4='$(rm -rf ~)+ '; set -x; npm test", "rm -rf ~"),
        ("msg='ok $(truncate -s0 f)'; printf '%s\\n' \"${msg@P}\"", "truncate -s0 f"),
        ("v='x[$(rm -rf ~)]'; echo $((v+1))", "rm -rf ~"),
        ("compgen -C 'rm -rf ~' x", "rm -rf ~"),
        ("env 'BASH_FUNC_ls%%=() { rm -rf ~; }' bash -c ls", "rm -rf ~;"),
    ],
    "runs_nothing": [
        "PS4='+ ${LINENO}: ' bash -x -c 'ls src | wc -l'",
        "p='\\u@\\h:\\w \\$ '; echo \"${p@P}\"",
        "msg='$(date)'; echo \"$msg\"",
        "compgen -c git | sort -u",
    ],
}


def reevaluated_code(source: str) -> list[tuple[str, str]]:
    """(how it runs, command text) for each piece of `source`'s stored text the shell runs again."""
    if not may_store_code(source):
        return []
    found: list[tuple[str, str]] = []
    for m in _ASSIGNED.finditer(source):
        name, value = m.group("name"), _unquote(m.group("value"))
        how = _reevaluation(name, source[m.end():])
        if how:
            found.extend((f"{name} {how}", code) for code in substitutions(value))
    for m in _COMPLETION_COMMAND.finditer(source):
        found.append(("a completion builtin runs its `-C` command", _unquote(m.group("code"))))
    for m in _EXPORTED_FUNCTION.finditer(source):
        how = f"a child shell defines the exported function {m.group('name')}"
        found.append((how, m.group("body").strip()))
    return [(how, code) for how, code in dict.fromkeys(found) if code.strip()]


def _reevaluation(name: str, rest: str) -> str | None:
    """How the text after an assignment of `name` evaluates its value again, if it does."""
    word = re.escape(name)
    if name in PROMPT_VARIABLES:
        return "is a prompt string, expanded with its command substitutions at each prompt or trace"
    if re.search(r"\$\{" + word + r"@P\}", rest):
        return "is expanded as a prompt string (`@P`), command substitutions included"
    arithmetic = (r"\$?\(\((?:[^)]|\)(?!\)))*\$?\b" + word + r"\b|\blet\b[^;&|\n]*\b" + word + r"\b"
                  r"|\$\{?" + word + r"\}?\"?\s+-(?:eq|ne|lt|le|gt|ge)\b|-(?:eq|ne|lt|le|gt|ge)\s+\"?\$\{?"
                  + word + r"\b")
    if re.search(arithmetic, rest):
        return "is evaluated as arithmetic, where a subscript's command substitution runs"
    return None


def substitutions(text: str) -> list[str]:
    """The command texts of `text`'s command substitutions, outermost first."""
    return [m.group("paren") if m.group("paren") is not None else m.group("tick")
            for m in _SUBSTITUTION.finditer(text)]


def _unquote(word: str) -> str:
    if len(word) >= 2 and word[0] == word[-1] and word[0] in "'\"":
        return word[1:-1]
    return word
