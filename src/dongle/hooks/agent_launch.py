"""What an agent's command line sets for the session it starts, read as the settings it overrides.

Every hooked agent takes settings at launch that outrank its files: codex's `-c key=value`,
`--profile`, `--disable FEATURE`, `-a`, `-s`; gemini's and qwen's `--approval-mode` and `-y`; claude's
`--permission-mode`, inline `--settings` and `--agents` (subagents defined at launch); copilot's
`--config-dir` and `--allow-all`; cursor-agent's `-f`; and what the agent's own `config set KEY VALUE`
writes for every later start. The guard lives in three of those settings: the hooks (its entry is one
of them), who is asked before a tool call, and where the settings are read from. So each option is
turned into the setting it stands for, and one judge reads the setting whichever agent and spelling
set it:

- a hooks key overridden with anything but "on" replaces, for that start, the hooks the user's file
  holds (the guard's entry with them): `codex -c 'hooks=[]'`, `--disable hooks`, inline `{"hooks": …}`;
- asking set to nobody (`never`, `yolo`, `bypassPermissions`, allow-all, force), or the sandbox off;
- the settings directory moved (copilot's `--config-dir`), as `CODEX_HOME=…` moves codex's;
- a profile named (`codex -p NAME`, `-c profile=NAME`) is the table of that name in the agent's
  configuration file, read from the disk and judged key by key (a profile that is not there is refused
  by the agent).

Everything else an agent is started with (a model, a reasoning effort, a tool pre-approved, the
workspace sandbox, a prompt) leaves the guard as it is and is the classifier's to judge.
"""

from __future__ import annotations

import json
import posixpath
import re
import tomllib
from collections.abc import Iterator, Mapping

from dongle.disk_text import small_text
from dongle.paths import default_home
from dongle.shell.model import Invocation

# Options that take a value, per agent, and the setting they set with it.
_VALUED: dict[str, dict[str, str]] = {
    "codex": {"-c": "config", "--config": "config", "-p": "profile", "--profile": "profile",
              "-a": "approval", "--ask-for-approval": "approval", "-s": "sandbox", "--sandbox": "sandbox",
              "--disable": "feature-off"},
    "gemini": {"--approval-mode": "approval"},
    "qwen": {"--approval-mode": "approval"},
    "claude": {"--permission-mode": "approval", "--settings": "settings", "--agents": "settings"},
    "copilot": {"--config-dir": "home"},
}
# Flags that set a setting to a fixed value, per agent.
_FLAGS: dict[str, dict[str, tuple[str, str]]] = {
    "codex": {"--dangerously-bypass-approvals-and-sandbox": ("approval", "never"),
              "--yolo": ("approval", "never")},
    "gemini": {"-y": ("approval", "yolo"), "--yolo": ("approval", "yolo")},
    "qwen": {"-y": ("approval", "yolo"), "--yolo": ("approval", "yolo")},
    "claude": {"--dangerously-skip-permissions": ("approval", "bypassPermissions"),
               "--allow-dangerously-skip-permissions": ("approval", "bypassPermissions")},
    "copilot": {"--allow-all-tools": ("approval", "allow-all"), "--allow-all": ("approval", "allow-all"),
                "--yolo": ("approval", "allow-all")},
    "cursor-agent": {"-f": ("approval", "force"), "--force": ("approval", "force")},
}
# Values of an approval setting that ask nobody; of a sandbox setting that switch it off.
_ASKS_NOBODY = frozenset({"never", "yolo", "bypasspermissions", "allow-all", "force"})
_SANDBOX_OFF = frozenset({"danger-full-access"})
# Keys, in any agent's spelling, that say who is asked, how far the sandbox reaches, which profile.
_APPROVAL_KEYS = frozenset({"approval_policy", "ask_for_approval", "approvalmode", "approval_mode",
                            "defaultmode", "permission_mode", "permissionmode"})
_SANDBOX_KEYS = frozenset({"sandbox_mode", "sandbox"})
_ON = frozenset({"true", "1", "on", "yes"})
_OFF = frozenset({"false", "0", "off", "no"})
# An agent's own sub-commands that take its hooks away.
_OFF_VERBS = frozenset({"disable", "remove", "rm", "delete", "off", "clear", "reset", "uninstall", "untrust"})
# A variable, in an environment the agent gives its commands (codex's `shell_environment_policy.set`),
# that moves where a later agent or dongle reads its settings, policy or store, or what it loads.
_ENVIRONMENT_STEERED = re.compile(r"\b(HOME|XDG_[A-Z_]+|DONGLE_\w+|MCPAQL_\w+|CLAUDE_CONFIG_DIR|CODEX_HOME"
                                  r"|GEMINI_CLI_\w+|LD_PRELOAD|LD_LIBRARY_PATH|BASH_ENV|NODE_OPTIONS)\b\W*[=:]")
# An MCP server whose name says it is the guard's (the README registers it as `safety`).
_GUARD_SERVER = re.compile(r"(?i)dongle|mcpaql|safety|\bguard")
_PROFILE_DEPTH = 4  # a profile's nested tables followed this deep


# An agent run by its package or its installed code (`npx @google/gemini-cli`, `node …/claude-code/cli.js`,
# a build under `share/claude/versions/`) is that agent, with the same options.
_PACKAGES = {"claude": re.compile(r"@anthropic-ai/claude-code\b|/share/claude/versions/|^claude-code$"),
             "codex": re.compile(r"@openai/codex\b"),
             "gemini": re.compile(r"@google/gemini-cli\b|^gemini-cli$"),
             "copilot": re.compile(r"@github/copilot\b"), "qwen": re.compile(r"@qwen-code/|^qwen-code$")}
_RUNTIMES = frozenset({"node", "nodejs", "bun", "deno"})


def agent_started(inv: Invocation, clis: frozenset[str]) -> str | None:
    """Which hooked agent `inv` starts, by its name, its package, or its installed code run by a runtime."""
    if inv.name in clis:
        return inv.name
    words = [inv.name, *inv.argv[:1], *(inv.argv[1:2] if inv.name in _RUNTIMES else ())]
    found = (agent for agent, package in _PACKAGES.items() if any(package.search(w) for w in words))
    return next(found, None)


def launch_unguarded(inv: Invocation, agent: str, cwd: str, env: Mapping[str, str]) -> str | None:
    """Why `inv`, a start of `agent`, runs that agent past its guard by what its options set (None if
    it does not)."""
    for setting, value in _settings(inv, agent):
        if found := _judged(setting, value, agent, cwd, env):
            return found
    return None


def _settings(inv: Invocation, agent: str) -> Iterator[tuple[str, str]]:
    """(setting, value) for each option of `inv` that `agent` reads as a setting, up to `--`; and the
    key its own `config set KEY VALUE` writes into its settings file, which every later start reads."""
    valued, flags = _VALUED.get(agent, {}), _FLAGS.get(agent, {})
    args = inv.args
    words = [a for a in args if not a.startswith("-")]
    if words[:2] in (["config", "set"], ["config", "add"]) and len(words) >= 4:
        yield "config", f"{words[2]}={words[3]}"
    if any(w.lower() in ("hook", "hooks") for w in words[:3]) and set(words[:4]) & _OFF_VERBS:
        yield "feature-off", "hooks"  # `gemini hooks disable`, `codex features disable hooks`
    for i, arg in enumerate(args):
        if arg == "--":
            return
        if arg in flags:
            yield flags[arg]
            continue
        option, eq, attached = arg.partition("=")
        if option in valued and eq:
            yield valued[option], attached
        elif arg in valued and i + 1 < len(args):
            yield valued[arg], args[i + 1]
        elif arg[:1] == "-" and arg[1:2] != "-" and arg[:2] in valued and len(arg) > 2:
            yield valued[arg[:2]], arg[2:]  # a short option glued to its value: `-capproval_policy=never`


def _judged(setting: str, value: str, agent: str, cwd: str, env: Mapping[str, str]) -> str | None:
    plain = _unquoted(value)
    if setting == "approval" and plain.lower() in _ASKS_NOBODY:
        return f"tells `{agent}` to ask nobody before its tool calls ({plain})"
    if setting == "sandbox" and plain.lower() in _SANDBOX_OFF:
        return f"starts `{agent}` with its sandbox off ({plain})"
    if setting == "feature-off" and "hook" in plain.lower():
        return f"starts `{agent}` with its hooks feature disabled"
    if setting == "home":
        return f"starts `{agent}` reading its settings, hooks included, from `{value[:50]}`"
    if setting == "profile":
        return _profile_judged(plain, agent, cwd, env)
    if setting == "config":
        key, eq, assigned = value.partition("=")
        return _key_judged(_unquoted(key.strip()), assigned.strip(), agent, cwd, env) if eq else None
    if setting == "settings" and value.lstrip().startswith("{"):
        try:
            document = json.loads(value)
        except ValueError:
            return None  # the agent refuses settings it cannot parse
        return _document_judged(document, agent, cwd, env)
    return None


def _key_judged(key: str, value: str, agent: str, cwd: str, env: Mapping[str, str],
                merged: bool = False) -> str | None:
    """One `key=value` override (a dotted key, a TOML or JSON value). `merged`: the key comes from a
    settings file the agent merges with the user's (a project's), where hooks add to the user's and
    only switching them off takes the guard's away."""
    parts = [p.strip("\"'") for p in key.split(".")]
    lowered = [p.lower() for p in parts]
    plain = _unquoted(value)
    hooks_off = (plain.lower() in _ON) if "disable" in lowered[-1] else (
        plain.lower() in _OFF if merged else plain.lower() not in _ON)
    if any("hook" in p for p in lowered) and hooks_off:
        return (f"overrides `{key}` when it starts `{agent}`: the hooks its settings hold, the guard's, "
                "are replaced")
    if not merged and "hook" in value.lower() and re.search(r"(?i)hooks?\w*\s*[=:]", value):
        return f"overrides `{key}` with hooks settings when it starts `{agent}`"
    if any("env" in p for p in lowered) and (named := _ENVIRONMENT_STEERED.search(value)):
        return (f"overrides `{key}` when it starts `{agent}`: the commands it runs get {named.group(1)}, so "
                "an agent or dongle they start reads its settings, policy or store elsewhere")
    if lowered[-1] in _APPROVAL_KEYS or lowered[-1] in _SANDBOX_KEYS:
        return _judged("approval" if lowered[-1] in _APPROVAL_KEYS else "sandbox", value, agent, cwd, env)
    if lowered == ["profile"]:
        return _profile_judged(plain, agent, cwd, env)
    if not merged and lowered[0] in ("mcp_servers", "mcpservers") and (
            len(parts) == 1 or _GUARD_SERVER.search(parts[1])):
        return f"overrides `{key}` when it starts `{agent}`: the guard's MCP server is replaced or dropped"
    return None


def _document_judged(document: object, agent: str, cwd: str, env: Mapping[str, str],
                     prefix: str = "", merged: bool = False) -> str | None:
    """A settings document handed at launch (inline JSON, a profile's table), key by dotted key."""
    if not isinstance(document, dict) or prefix.count(".") >= _PROFILE_DEPTH:
        return None
    for key, value in document.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, dict) and ("hook" not in str(key).lower() or merged):
            if found := _document_judged(value, agent, cwd, env, dotted + ".", merged):
                return found
            continue
        shown = json.dumps(value) if not isinstance(value, str) else value
        if found := _key_judged(dotted, shown, agent, cwd, env, merged):
            return found
    return None


def _profile_judged(name: str, agent: str, cwd: str, env: Mapping[str, str]) -> str | None:
    """`codex -p NAME`: the `[profiles.NAME]` table of the agent's config.toml, judged as overrides."""
    if agent != "codex" or not name:
        return None
    home = env.get("HOME") or default_home(cwd=cwd)
    path = posixpath.join(env.get("CODEX_HOME") or posixpath.join(home, ".codex"), "config.toml")
    try:
        config = tomllib.loads(small_text(path, 1 << 20) or "")
    except (tomllib.TOMLDecodeError, ValueError):
        return None  # codex refuses a configuration it cannot parse
    profile = (config.get("profiles") or {}).get(name)
    found = _document_judged(profile, agent, cwd, env) if isinstance(profile, dict) else None
    return f"starts `{agent}` with its profile `{name}`: {found}" if found else None


def _unquoted(value: str) -> str:
    return value.strip().strip("\"'").strip()


# The first release of each agent whose behaviour the guard's installation relies on, where it is known:
# Claude Code blocks a call whose hook fails only from 2.1.295 (`onFailure: block`, see `install`).
_PACKAGE_INSTALLERS = frozenset({"npm", "pnpm", "yarn", "bun"})
_INSTALL_VERBS = frozenset({"install", "i", "add", "update", "upgrade"})
_PINNED = re.compile(r"^(?P<package>@anthropic-ai/claude-code)@v?(?P<version>\d+(?:\.\d+){0,2})$")


def agent_pinned_below_guard(inv: Invocation) -> str | None:
    """`npm install -g @anthropic-ai/claude-code@2.0.0`, `claude install 2.0.76`: the agent replaced by a
    release older than the one the guard's hook entry relies on to fail closed, so that a hook that
    crashes, hangs or is starved lets the call through. A version spelled only in part counts when
    every release it can name is older. Other versions, and agents with no known floor, stay the
    classifier's pause."""
    from dongle.hooks.install import CLAUDE_ON_FAILURE_SINCE

    words = [a for a in inv.args if not a.startswith("-")]
    if inv.name in _PACKAGE_INSTALLERS and (words[:1] in [[v] for v in _INSTALL_VERBS]
                                            or words[:2] == ["global", "add"]):
        versions = [m.group("version") for w in words if (m := _PINNED.match(w))]
    elif inv.name == "claude" and words[:1] == ["install"] and len(words) > 1:
        versions = [words[1].lstrip("v")] if re.fullmatch(r"v?\d+(?:\.\d+){0,2}", words[1]) else []
    else:
        return None
    for version in versions:
        parts = tuple(int(p) for p in version.split("."))
        if parts < CLAUDE_ON_FAILURE_SINCE[:len(parts)]:
            floor = ".".join(map(str, CLAUDE_ON_FAILURE_SINCE))
            return (f"installs Claude Code {version}, older than {floor}: a hook that fails, hangs or is "
                    "starved then lets the call through")
    return None


# Project settings each agent reads from the directory it starts in, outranking the user's.
_PROJECT_SETTINGS = {"claude": (".claude/settings.json", ".claude/settings.local.json"),
                     "gemini": (".gemini/settings.json",), "qwen": (".qwen/settings.json",),
                     "codex": (".codex/config.toml",), "cursor-agent": (".cursor/cli.json",)}


def project_settings_unguarded(agent: str, where: str, cwd: str, env: Mapping[str, str]) -> str | None:
    """`cd /tmp/w && claude -p …` where /tmp/w/.claude/settings.json says `disableAllHooks`: an agent
    started in a directory reads that directory's project settings, which outrank the user's. Read
    from the disk and judged key by key as settings handed at launch are."""
    for relative in _PROJECT_SETTINGS.get(agent, ()):
        text = small_text(posixpath.join(where, relative), 1 << 20) or ""
        if not text.strip():
            continue
        try:
            document = tomllib.loads(text) if relative.endswith(".toml") else json.loads(text)
        except (tomllib.TOMLDecodeError, ValueError):
            continue  # the agent refuses settings it cannot parse
        if found := _document_judged(document, agent, cwd, env, merged=True):
            return f"starts `{agent}` in {where}, whose {relative} {found.split(': ', 1)[0]}"
    return None

