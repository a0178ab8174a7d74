"""The shell model's output: every simple command that would run, as normalised argv.

`dongle.shell.parse.parse_command()` builds a `ShellModel`; the rules in `dongle.rules` match its
`Invocation`s. Wrappers are already removed, quoting undone, nested bodies (`bash -c`, `$(…)`, decoded
payloads, inline interpreter effects) flattened into the same list with `depth` and `via` saying how
they were reached.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dongle.frozen import quick_init, quick_init_with


@quick_init
@dataclass(frozen=True)
class Redirect:
    """A redirection on a simple command: operator (`>`, `>>`, `<`, `2>`, `&>`, …) and target word."""

    op: str
    target: str


@quick_init_with(args="argv[1:]")  # read about ten times per invocation, of nearly every one
@dataclass(frozen=True)
class Invocation:
    """One simple command that would run.

    argv: after quote removal and wrapper unwrapping; argv[0] is the command as written (unquoted).
    name: the normalised command name: basename, quoting and leading backslash removed, `.exe`
          dropped, lower-cased (a case-insensitive filesystem runs `GIT` as `git`).
    wrappers: the wrappers removed, outermost first (`("sudo", "env")`).
    privileged: run through sudo/doas/su/pkexec.
    env: variables known to be set for this command (agent env, `NAME=value` prefixes, `env`,
         assignments earlier in the command line).
    redirects: output/input redirections of this command.
    depth: 0 for top-level commands, +1 per nested body.
    via: how a nested command was reached, outermost first (`("bash -c",)`, `("base64 payload",
         "bash stdin")`, `("python -c",)`).
    remote: where the command runs when not locally (`ssh:host`, `docker:ctr`, `kubectl:pod`).
    stdin_from: names of the commands feeding this one through a pipe (`("curl",)`).
    stdin_text: what it reads on stdin when the command line holds it literally (a heredoc body, a
                here-string, the output of a literal `echo`/`printf`/decoded payload piped in).
    dynamic: the command name could not be resolved statically (`$cmd`, `$(…)` as name).
    synthetic: built from an interpreter effect (`shutil.rmtree(p)` -> `rm -rf p`) rather than
               written as shell, or the no-op `:` standing for a compound statement whose redirects
               receive its body's output; rules treat it the same.
    cwd: the working directory this command runs in when known: the `cwd` given to the parser,
         followed through literal `cd`/`pushd`; None when not given or changed to something unknown.
    spawns_self: a function that calls itself concurrently (in a pipeline or in the background), so
                 every call starts two or more copies of itself: what a fork bomb is.
    background: runs in a background job (`X &`), alongside whatever the line runs after it.
    expanded: for each argv word, whether it holds an expansion the parser could not resolve (`"$KEY"`
              with KEY unset keeps its `$KEY` text); a `$KEY` in single quotes is literal text. Empty
              when not known (a command built from an effect): every word may then be expanded.
    """

    argv: tuple[str, ...]
    name: str
    wrappers: tuple[str, ...] = ()
    privileged: bool = False
    env: Mapping[str, str] = field(default_factory=dict)
    redirects: tuple[Redirect, ...] = ()
    depth: int = 0
    via: tuple[str, ...] = ()
    remote: str | None = None
    stdin_from: tuple[str, ...] = ()
    dynamic: bool = False
    synthetic: bool = False
    cwd: str | None = None
    stdin_text: str | None = None
    spawns_self: bool = False
    background: bool = False
    expanded: tuple[bool, ...] = ()
    if TYPE_CHECKING:
        args: tuple[str, ...]  # argv[1:], the words after the command name: set by `__init__`


@quick_init
@dataclass(frozen=True)
class ShellModel:
    """Everything the parser found in one command line.

    unresolved: reasons the model is incomplete (parse error, depth or size cap, dynamic command
    name, undecodable payload, code piped into a shell from the network). A non-empty list means
    the verdict must never be `go` when any visible part is risky.
    """

    source: str
    invocations: tuple[Invocation, ...]
    unresolved: tuple[str, ...] = ()
    # payloads decoded from the line (`powershell -EncodedCommand`): the words as written there, which
    # a Windows path's backslashes are read from, as they are from `source` for the line itself
    decoded: tuple[str, ...] = ()
    # `ids=$(aws ec2 describe-instances …)`: each variable assigned the output of a command
    # substitution, with the invocations that substitution ran (what `$ids` then holds is their output)
    captured: tuple[tuple[str, tuple[Invocation, ...]], ...] = ()
    # files read from disk because the line runs them (a script, a Makefile, package.json, a git
    # hook), with a digest of what was read: an approval of the line holds only for that content
    read_from_disk: tuple[tuple[str, str], ...] = ()
    # every variable the line assigns, as the shell that ran the line keeps it afterwards: what a subshell,
    # a pipeline element, a child shell or a function not called set is undone, a later assignment wins
    # (None: unset, or a value not known statically)
    left: tuple[tuple[str, str | None], ...] = ()
