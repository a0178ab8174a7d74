"""Another coding agent started, from the agent's shell, where this guard's hook does not run.

The guard judges what an agent does through the hook installed in that agent's settings (Claude Code,
Codex, Gemini CLI, Copilot CLI, Cursor). A second agent started from the shell and told to work on its
own carries out a whole task whose commands and edits no hook sees:

- an agent the guard has no hook in (opencode, aider, goose, qwen, amp, crush, droid, Amazon Q / Kiro,
  Continue's `cn`, auggie, OpenHands, plandex…) started headless, with its task on the command line
  (`opencode run "…"`, `aider -m "…"`, `goose run -t "…"`, `qwen -p "…"`);
- any agent, a hooked one included, started headless in a container (`docker run … npx
  @anthropic-ai/claude-code -p "…"`, `podman run … codex exec "…"`): the container holds none of the
  user's hook settings and not the guard's program.

It pauses (the human decides whether the task may run unguarded); when it is also told to ask nobody, or
started with the guard's settings hidden, `disarm` stops it. Starting such an agent to ask it something
about itself (`--version`, `--help`, `models`, `auth`, `mcp list`) runs no task, and a hooked agent
started headless on this machine runs under its own hook.
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# Agents with no hook of this guard, by command name (and the package names runners start them by), with
# the subcommands and options that hand them a task to carry out without a human at the keyboard.
_UNHOOKED: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "opencode": (frozenset({"run"}), frozenset({"-p", "--prompt"})),
    "aider": (frozenset(), frozenset({"-m", "--message", "--msg", "--message-file", "-f"})),
    "goose": (frozenset({"run"}), frozenset()),
    "qwen": (frozenset(), frozenset({"-p", "--prompt"})),
    "amp": (frozenset(), frozenset({"-x", "--execute"})),
    "crush": (frozenset({"run"}), frozenset()),
    "droid": (frozenset({"exec"}), frozenset()),
    "q": (frozenset(), frozenset({"--no-interactive"})),
    "kiro-cli": (frozenset(), frozenset({"--no-interactive"})),
    "cn": (frozenset(), frozenset({"-p", "--print"})),
    "auggie": (frozenset(), frozenset({"-p", "--print"})),
    "openhands": (frozenset(), frozenset({"-t", "--task", "-f", "--file"})),
    "plandex": (frozenset({"tell", "continue"}), frozenset()),
    "kimi": (frozenset(), frozenset({"-c", "--command", "--print"})),
    "cline": (frozenset({"task"}), frozenset()),
}
_PACKAGES = {"opencode-ai": "opencode", "aider-chat": "aider", "aider-install": "aider",
             "@qwen-code/qwen-code": "qwen", "@sourcegraph/amp": "amp", "@charmland/crush": "crush",
             "@augmentcode/auggie": "auggie", "@continuedev/cli": "cn", "openhands-ai": "openhands"}
# The hooked agents' own headless starts (their hook runs on this machine, not in a container).
_HOOKED: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "claude": (frozenset(), frozenset({"-p", "--print"})),
    "codex": (frozenset({"exec", "e"}), frozenset()),
    "gemini": (frozenset(), frozenset({"-p", "--prompt", "-i", "--prompt-interactive"})),
    "copilot": (frozenset(), frozenset({"-p", "--prompt"})),
    "cursor-agent": (frozenset(), frozenset({"-p", "--print"})),
}
_CONTAINERS = ("docker:", "podman:", "nerdctl:", "container:", "finch:", "kubectl:", "lima:", "distrobox:")
_OPTION = lazy_compile(r"^(--?[\w-]+)(?:=.*)?$")

EXAMPLES = {
    "match": ["opencode run \"fix the failing tests\"", "aider --message 'fix tests'", "goose run -t 'x'",
              "docker run --rm -v \"$PWD\":/w node:20 npx -y @anthropic-ai/claude-code -p 'clean up'",
              "podman run -it img codex exec 'fix'", "npx -y opencode-ai run 'fix'", "qwen -p 'refactor'"],
    "no_match": ["opencode --version", "aider --help", "goose --version", "codex exec 'fix'",
                 "claude -p 'summarise'", "docker run --rm img claude --version", "opencode models",
                 "gemini extensions list", "claude mcp list"],
}


def _agent(inv: Invocation, contained: bool) -> tuple[str, bool] | None:
    """(the agent `inv` starts, whether this guard hooks it), if it starts one; a hooked agent counts only
    in a container (`contained`), where its hook is not."""
    from dongle.hooks.agent_launch import agent_started

    name = posixpath.basename(inv.name)
    if name in _UNHOOKED:
        return name, False
    if name in _PACKAGES or (inv.argv and inv.argv[0] in _PACKAGES):
        return _PACKAGES.get(name) or _PACKAGES[inv.argv[0]], False
    if not contained:
        return None
    hooked = agent_started(inv, frozenset(_HOOKED))
    return (hooked, True) if hooked in _HOOKED else None


def _headless(agent: str, hooked: bool, args: Sequence[str]) -> bool:
    """`args` hand `agent` a task to carry out on its own."""
    subs, options = (_HOOKED if hooked else _UNHOOKED)[agent]
    first = next((a for a in args if not a.startswith("-")), None)
    if first in subs:
        return True
    return any((m := _OPTION.match(a)) and m.group(1) in options for a in args)


def unhooked_agent_started(invs: Sequence[Invocation]) -> str | None:
    """Why the line starts an agent on a task no hook of this guard sees, if it does."""
    for inv in invs:
        contained = (inv.remote or "").startswith(_CONTAINERS)
        found = _agent(inv, contained)
        if found is None:
            continue
        agent, hooked = found
        if hooked and not contained:
            continue
        if not _headless(agent, hooked, inv.args):
            continue
        where = f"in a container ({inv.remote})" if contained else "which this guard has no hook in"
        return (f"starts `{agent}` {where}, on a task of its own: the commands and edits it makes are "
                "judged by nobody")
    return None
