"""A shell hook that sends every command line typed to another host: a keylogger planted at start-up.

A shell runs some code around every command: zsh's `precmd`/`preexec` (and `add-zsh-hook`), bash's
`PROMPT_COMMAND` and `trap … DEBUG`, fish's `fish_preexec`/`fish_postexec` events. Written into a start-up
file (`~/.zshrc`, `~/.bashrc`, fish's config), such a hook runs in every shell from then on. When its body
reads the command line (`fc -ln -1`, `history 1`, `$BASH_COMMAND`, preexec's `$1`, fish's `$argv`) and
hands it to a program that sends (curl, wget, nc, `/dev/tcp`), every command typed leaves for that host,
with the passwords and tokens people type into commands: exfiltration that never stops (stop).

A hook that only sets the title, keeps history in step (`history -a`), or prints the branch is none of it.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# Code that runs around every command.
_EVERY_COMMAND_HOOK = lazy_compile(
    r"\b(?:precmd|preexec)\b|\bPROMPT_COMMAND\b|\btrap\b[^\n]*\bDEBUG\b|\bfish_(?:preexec|postexec)\b"
    r"|\bzshaddhistory\b|\bprecmd_functions\b|\bpreexec_functions\b")
# Code that reads the command line being run or just run.
_READS_COMMAND_LINE = lazy_compile(
    r"\bfc\s+-[a-zA-Z]*l|\bhistory\s+(?:1\b|-1\b|\|)|\$\{?BASH_COMMAND\b|\$\{?READLINE_LINE\b"
    r"|\$\{?(?:1|argv)\b|\$history\b|\bhistory\s*\[")
# Code that sends to another host.
_SENDS = lazy_compile(r"\b(?:curl|wget|nc|ncat|netcat|socat|http|xh|telnet)\b|/dev/(?:tcp|udp)/"
                      r"|\burllib\b|\brequests\.(?:get|post)\b|\bInvoke-WebRequest\b")


def keylogger_text(text: str) -> bool:
    """`text`, written into a start-up file, installs a hook that sends each command line to a host."""
    return bool(_EVERY_COMMAND_HOOK.search(text) and _READS_COMMAND_LINE.search(text) and _SENDS.search(text))
