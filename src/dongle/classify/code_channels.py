"""Channels for code the guard never reads: something left in the agent's shell or running in the background
that later runs text handed to it, not text this line holds.

Why: the guard judges each command line before it runs. A line that sets up a place where later text is
run as code moves every later act out of its sight: the next lines only write a file, a pipe or an
innocent-looking word, each judged harmless, and the channel runs it. Three shapes:

- a hook or a definition the agent's shell keeps and calls by itself or by name (bash's
  `command_not_found_handle`, zsh's `command_not_found_handler`, `preexec`/`precmd`, `PROMPT_COMMAND`,
  `PS0`/`PS1`, a `trap` on DEBUG/RETURN/ERR/EXIT, an alias, any function) whose body evaluates text it is
  given later: its arguments or the command being run (`eval "$1"`, `$BASH_COMMAND`), a decoder's output
  (`base64 -d`), a file's or a fetch's content. `command_not_found_handle() { eval "$(echo "$1" | base64
  -d)"; }` runs any base64 word typed later as a command, while the guard sees an unknown program;
- a shell fed by a follower (`tail -f FILE | sh`): every line appended to FILE later runs;
- a named pipe made in the line and run by a shell (`mkfifo /tmp/q; while :; do sh /tmp/q; done &`):
  whatever is written into the pipe later runs.

Each is a stop: the effect is every later command unjudged. A hook that evaluates a known tool's own
output (`eval "$(direnv export bash)"`, `eval "$(starship init bash)"`), one that runs a command written out
in it (`trap 'rm -f "$tmp"' EXIT`), a follower read by a person (`tail -f app.log | grep ERROR`) and a
pipe read as data (`mkfifo p; gzip < p > x.gz &`) are everyday work and not this.
"""

from __future__ import annotations

import re

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

# `eval` (or a shell handed text with -c) of text that is not written out in the body: a positional
# parameter, the command being run, or a command substitution whose program decodes, reads or fetches.
_EVAL_OPAQUE = lazy_compile(
    r"\b(?:eval|(?:ba|z|da|k)?sh\s+-c)\s+[\"']?(?:\$\{?(?:[1-9@*]|BASH_COMMAND|READLINE_LINE|argv)\b"
    r"|\$\((?:[^()]*\b(?:base64|xxd|openssl|gunzip|gzip|zcat|bzcat|xzcat|rev|tr|cat|curl|wget|nc|ncat|socat"
    r"|head|tail|dd|printf\s+%b|python3?|perl|ruby|node)\b|\s*<)"
    r"|`[^`]*\b(?:base64|xxd|cat|curl|wget|nc)\b)")
# A body that runs a shell or sources text from standard input or a stream (`source /dev/stdin`, `sh -s`
# fed by a fetch).
_SOURCES_STREAM = lazy_compile(r"\b(?:source|\.|(?:ba|z|da|k)?sh)\s+(?:-s\s+)?(?:/dev/stdin|/dev/fd/0"
                               r"|/proc/self/fd/0|<\(\s*(?:curl|wget|nc|cat|base64|tail))")
# A follower piped into a shell or an evaluating loop: every line appended later runs.
_FOLLOWED_INTO_SHELL = lazy_compile(
    r"\btail\s+(?:[^|;&]*\s)?(?:-[a-zA-Z]*[fF][a-zA-Z]*|--follow(?:=\w+)?)\b[^|;&]*\|\s*(?:sudo\s+)?"
    r"(?:(?:ba|z|da|k)?sh\b|source\b|while\s+(?:IFS=\S*\s+)?read\b[^;]*;\s*do\s+(?:eval|(?:ba|z|da|k)?sh\s+-c)\b)")
_FIFO_MADE = lazy_compile(r"\bmkfifo\s+(?:-m\s+\S+\s+)?(?P<path>[^\s;&|)]+)")


# Definitions the shell calls by itself: around every command, at a prompt, on a missing command, on a
# signal or at exit. Any function evaluating a decoded or fetched payload is a channel; a hook is one too
# when it evaluates what it is handed (a plain function doing that, `retry() { eval "$@"; }`, runs only
# what a later line hands it, and that line is judged).
_SHELL_HOOKS = frozenset({"command_not_found_handle", "command_not_found_handler", "preexec", "precmd",
                          "chpwd", "periodic", "zshaddhistory", "zshexit", "fish_preexec", "fish_postexec",
                          "fish_prompt", "TRAPDEBUG", "TRAPZERR", "TRAPEXIT"})
_EVAL_PAYLOAD = lazy_compile(
    r"\b(?:eval|(?:ba|z|da|k)?sh\s+-c)\s+[\"']?(?:\$\((?:[^()]*\b(?:base64|xxd|openssl|gunzip|zcat|curl|wget|nc"
    r"|ncat|socat|printf\s+%b)\b)|`[^`]*\b(?:base64|xxd|curl|wget|nc)\b)")


def definition_channel(what: str, body: str, subject: str) -> Assessment | None:
    """A definition kept by the agent's shell whose body evaluates text handed to it later (stop)."""
    hook = what.startswith(("a trap", "PROMPT", "PS", "pre")) or what.rpartition(" ")[2] in _SHELL_HOOKS
    opaque = hook and _EVAL_OPAQUE.search(body)
    if not (opaque or _EVAL_PAYLOAD.search(body) or _SOURCES_STREAM.search(body)):
        return None
    return _channel(f"defines {what}, which evaluates text handed to it later (its arguments, the command "
                    "being run, a decoded or fetched payload): every later use runs code the guard never "
                    "reads", subject)


def prompt_hooks(source: str) -> list[tuple[str, str]]:
    """The bodies assigned to the prompt's hooks in the line (`PROMPT_COMMAND='…'`, `PS0='$(…)'`)."""
    return [(m.group("var"), m.group("body")) for m in _PROMPT_HOOK.finditer(source)]


_PROMPT_HOOK = lazy_compile(r"\b(?P<var>PROMPT_COMMAND|PS0|PS1|PS2|PS4|precmd_functions|preexec_functions)"
                            r"\+?=\(?\s*(?P<q>['\"])(?P<body>.*?)(?P=q)")


def stream_channel(source: str, subject: str) -> Assessment | None:
    """A follower fed into a shell, or a named pipe the line makes and a shell runs (stop)."""
    if "tail" in source and (found := _FOLLOWED_INTO_SHELL.search(source)):
        return _channel(f"feeds a follower into a shell (`{found.group(0)[:60]}`): every line appended to "
                        "the file later runs as a command the guard never reads", subject)
    if "mkfifo" in source:
        for made in _FIFO_MADE.finditer(source):
            path = made.group("path").strip("'\"")
            runs = re.compile(r"\b(?:(?:ba|z|da|k)?sh|source|\.)\s+(?:-s\s+)?<?\s*['\"]?"
                              + re.escape(path) + r"(?:['\"\s;&|)]|$)")
            if runs.search(source, made.end()):
                return _channel(f"makes the named pipe {path} and has a shell run what it reads from it: "
                                "whatever is written into the pipe later runs, unjudged", subject)
    return None


# Code that runs what a web request carries: a CGI script evaluating a header, the query string or its
# body, a PHP page handing a request parameter to a shell or to eval. Written anywhere a server may serve
# it, whoever reaches the server runs commands here (a web shell).
_RUNS_REQUEST = lazy_compile(
    r"(?:\beval|\b(?:ba|z|da|k)?sh\s+-c|\bsystem|\bexec|\bpassthru|\bshell_exec|\bpopen|\bassert)\s*\(?\s*"
    r"[\"']?\$(?:\{?(?:HTTP_\w+|QUERY_STRING|REQUEST_URI|PATH_INFO)\b|_(?:GET|POST|REQUEST|COOKIE|SERVER)\s*\[)")


def web_shell(source: str, subject: str) -> Assessment | None:
    """A script in the line that runs what a web request carries (stop)."""
    if not ("HTTP_" in source or "QUERY_STRING" in source or "$_" in source or "PATH_INFO" in source):
        return None
    found = _RUNS_REQUEST.search(source.replace('\\"', '"').replace("\\n", "\n"))
    if found is None:
        return None
    return _channel(f"writes code that runs what a web request carries (`{found.group(0)[:50]}`): whoever "
                    "reaches a server that serves it runs commands on this machine", subject)


def _channel(why: str, subject: str) -> Assessment:
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"{why} [guard.code-channel]",), rules=("guard.code-channel",),
        safer_alternative="Run each command as its own line, so it is judged; write a script to a file and "
        "run it by name, so its text is read.",
        recovery="`unset -f` the function, `trap - DEBUG`, reset PROMPT_COMMAND, kill the background job "
        "(`jobs -l`, `kill %1`), and read what it ran.")
