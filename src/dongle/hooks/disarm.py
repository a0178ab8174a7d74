"""Routes that switch the guard off without writing the files `dongle.paths` guards.

`selfprotect` stops the agent's shell from writing hook settings or the dongle's state and from
running the operator's commands. A same-user shell has other one-line ways to the same end, each
found by a blind red-team pass over the README (`tests/hooks/test_disarm_routes.py`):

- planting a variable that steers the guard (`DONGLE_DB`, `MCPAQL_SAFETY_LOOP`, `XDG_STATE_HOME`)
  where later processes pick it up: a shell start-up file, the user's service manager, an
  environment file, or the environment of an agent or a judge the line starts;
- removing or shadowing the guard's program: `pip uninstall` of the package, a file named `dongle`
  written outside the project, a path computed from the dongle's own location (`$(command -v
  dongle)`) written, moved or deleted, or code that imports the dongle written into a file;
- inline interpreter code that writes an agent's settings file (`fs.writeFileSync(homedir() +
  '/.claude/settings.json', '{}')`), which the shell classifier cannot see as a path;
- an archive extracted so that a member it names lands on a guarded file;
- a nested agent started with its hooks switched off, and the guard's service stopped or masked.

Each finding is a reason string; the caller turns it into a hard stop no approval lifts.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Iterable

from dongle.hooks.selfprotect import DONGLE_NAMES
from dongle.shell.model import Invocation

# Variables that tell the guard where its state and policy are, or how it runs (README, "Options").
GUARD_NAME = r"\b(?P<var>DONGLE_[A-Z0-9_]+|MCPAQL_[A-Z0-9_]+|MCP_AQL_[A-Z0-9_]+|XDG_STATE_HOME)"
GUARD_VARIABLE = re.compile(GUARD_NAME + r"\s*=")
# Files whose assignments every later login, shell or service session inherits.
_ENVIRONMENT_FILE = re.compile(r"(?:^|/)(?:environment(?:\.d/[^/]+)?|\.pam_environment|profile\.d/[^/]+)$")
# Commands that set a variable for the user's later services and sessions.
_SESSION_ENV = {"systemctl": ("set-environment", "import-environment"), "launchctl": ("setenv",),
                "dbus-update-activation-environment": ()}
# Agent command lines whose hooks the dongle is; what they start inherits the line's environment.
AGENT_CLIS = frozenset({"claude", "codex", "gemini", "copilot", "cursor-agent", "qwen", "opencode"})
_HOOKS_OFF = re.compile(
    r"disableAllHooks[\"'\\]*\s*[:=]\s*true|hooks[\"'\\]*\s*[:=]\s*false|\"?hooksConfig\"?\s*:"
    r"|features\.hooks\s*=\s*false|--no-hooks\b",
    re.I,
)
DONGLE_PACKAGE = frozenset({"mcpaql-safety-dongle", "mcpaql_safety_dongle"})
_PACKAGE_TOOLS = {"pip": ("uninstall",), "pip3": ("uninstall",), "pipx": ("uninstall", "uninject"),
                  "uv": ("uninstall", "remove"), "conda": ("remove", "uninstall"),
                  "mamba": ("remove", "uninstall"), "poetry": ("remove",), "pdm": ("remove",)}
# A word computed from where the dongle is installed: `$(command -v dongle)`, `$(python3 -c 'import
# dongle…')`, `` `which dongle` ``.
_DERIVED = re.compile(r"(?:\$\(|`)[^`]*?\b(?:dongle|mcpaql[-_]safety[-_]dongle)\b")
# Programs that write, move or delete every path they are given, and those that write only the last.
_CHANGE_ALL = frozenset({"mv", "rm", "tee", "shred", "unlink", "truncate", "chmod", "chown", "chattr",
                         "touch", "patch", "rmdir"})
_CHANGE_LAST = frozenset({"cp", "ln", "install", "rsync"})
_IN_PLACE = frozenset({"sed", "perl", "ruby"})  # with -i
# Code that imports the dongle, as a file written to be imported later would.
_DONGLE_IMPORT = re.compile(r"\b(?:import\s+dongle\b|from\s+dongle\b|dongle\.[a-z_]+\s*\.\s*[a-z_]+\s*=)")
# An agent's hook-bearing settings named inside code (any language).
_AGENT_SETTINGS_TEXT = re.compile(
    r"\.claude/(?:settings[\w.-]*\.json|hooks)|\.claude\.json|\.codex/|\.gemini/settings\.json"
    r"|\.cursor/hooks\.json|\.copilot/|github-copilot/|\.github/hooks/"
    r"|mcpaql-safety-dongle|dongle\.db|operator\.json|separation\.conf"
)
_CODE_WRITES = re.compile(
    r"write|dump\s*\(|unlink|remove|rmtree|rmSync|rename|replace\s*\(|truncate|copyfile|move\s*\("
    r"|open\s*\([^)]*['\"][wax+]|File\.(?:delete|open)|>\s*['\"]?\$",
    re.I,
)
_SERVICE_STOPS = frozenset({"stop", "disable", "mask", "kill", "bootout", "unload", "remove"})


def disarm_invocation(invocations: Iterable[Invocation], command: str, cwd: str, home: str | None,
                      startup_write: bool) -> str | None:
    """How `command` would switch the guard off, if it would. `startup_write`: the shell classifier
    found a write to a shell start-up file in the line."""
    invs = list(invocations)
    for check in (_planted_variable, _program_removed, _code_writes_settings, _extracted_over_guard,
                  _agent_without_hooks, _service_stopped):
        found = check(invs, command, cwd, home, startup_write)
        if found:
            return found
    return None


def _planted_variable(invs: list[Invocation], command: str, cwd: str, home: str | None,
                      startup_write: bool) -> str | None:
    for inv in invs:
        subs = _SESSION_ENV.get(inv.name)
        named = re.search(GUARD_NAME, " ".join(inv.args)) if subs is not None else None
        if named and (not subs or any(a in subs for a in inv.args)):
            return f"sets {named.group('var')} for the user's later sessions through `{inv.name}`"
    match = GUARD_VARIABLE.search(command)
    if not match:
        return None
    var = match.group("var")
    if startup_write:
        return f"plants {var} in a shell start-up file, where every later shell and agent inherits it"
    for inv in invs:
        if any(_ENVIRONMENT_FILE.search(t) for t in _changed(inv)):
            return f"writes {var} into an environment file every later session reads"
        if inv.name in AGENT_CLIS or (inv.name in DONGLE_NAMES and inv.args[:1] != ("check",)):
            return f"starts `{inv.name}` with {var} set, steering the guard it runs under"
    return None


def _program_removed(invs: list[Invocation], command: str, cwd: str, home: str | None,
                     startup_write: bool) -> str | None:
    from dongle.paths import classify_path

    for inv in invs:
        args = [a for a in inv.args if not a.startswith("-")]
        removes = _PACKAGE_TOOLS.get(inv.name)
        if inv.name.startswith("python") and inv.args[:2] == ("-m", "pip"):
            removes, args = ("uninstall",), [a for a in inv.args[2:] if not a.startswith("-")]
        if removes and any(a in removes for a in args[:2]) and any(
                a.lower().split("==")[0] in DONGLE_PACKAGE for a in args):
            return "uninstalls the dongle's own package, which every hook runs"
        for target in _changed(inv):
            # the parser reads `` `which dongle` `` as the word it prints: `dongle`
            if _DERIVED.search(target) or (posixpath.basename(target) in DONGLE_NAMES
                                           and _DERIVED.search(command)):
                return f"changes the dongle's own installation (`{target[:60]}`)"
            if posixpath.basename(target.rstrip("/")) in DONGLE_NAMES and not classify_path(
                    target, cwd, home).inside_workspace:
                return f"writes a program named `{posixpath.basename(target)}` that shadows the dongle"
        written = " ".join(inv.args) if inv.name in ("echo", "printf", "cat", "tee") else ""
        if inv.redirects and _DONGLE_IMPORT.search(written + "\n" + (inv.stdin_text or "")):
            return "writes code that imports and alters the dongle into a file"
    return None


def _code_writes_settings(invs: list[Invocation], command: str, cwd: str, home: str | None,
                          startup_write: bool) -> str | None:
    from dongle.shell.interp import is_interpreter

    for inv in invs:
        if not is_interpreter(inv.name):
            continue
        code = " ".join(inv.args) + "\n" + (inv.stdin_text or "")
        named = _AGENT_SETTINGS_TEXT.search(code)
        if named and _CODE_WRITES.search(code):
            return (f"{inv.name} code that writes `{named.group(0)}`, an agent's hook settings or the "
                    "dongle's state")
    return None


def _extracted_over_guard(invs: list[Invocation], command: str, cwd: str, home: str | None,
                          startup_write: bool) -> str | None:
    for inv in invs:
        place_members = _extraction(inv)
        if place_members is None:
            continue
        place, members = place_members
        for member in members:
            hit = _lands_on_guard(posixpath.join(place, member), cwd, home)
            if hit:
                return f"`{inv.name}` extracts {member} onto {hit}"
    return None


def _agent_without_hooks(invs: list[Invocation], command: str, cwd: str, home: str | None,
                         startup_write: bool) -> str | None:
    for inv in invs:
        if inv.name in AGENT_CLIS and _HOOKS_OFF.search(" ".join(inv.args)):
            return f"starts `{inv.name}` with its hooks switched off, so nothing it runs is judged"
    return None


def _service_stopped(invs: list[Invocation], command: str, cwd: str, home: str | None,
                     startup_write: bool) -> str | None:
    for inv in invs:
        if inv.name in ("systemctl", "launchctl", "service") and any(a in _SERVICE_STOPS for a in inv.args) \
                and any("dongle" in a for a in inv.args):
            return f"stops or disables the dongle's own service through `{inv.name}`"
    return None


def _changed(inv: Invocation) -> list[str]:
    """The paths `inv` writes, moves or deletes: its redirect targets, and the operands of a program
    that changes them (`cp`'s destination, every operand of `rm`, `sed -i`'s files, `dd of=`)."""
    out = [r.target for r in inv.redirects if r.op in (">", ">>", ">|", "&>", "&>>")]
    operands = [a for a in inv.args if not a.startswith("-")]
    if inv.name in _CHANGE_ALL or (inv.name in _IN_PLACE and any(a.startswith(("-i", "--in-place"))
                                                                 or a == "-pi" for a in inv.args)):
        out.extend(operands)
    elif inv.name in _CHANGE_LAST and len(operands) > 1:
        out.append(operands[-1])
    elif inv.name == "dd":
        out.extend(a[3:] for a in inv.args if a.startswith("of="))
    return out


def _extraction(inv: Invocation) -> tuple[str, list[str]] | None:
    """(directory, member names) of a `tar -x` or `unzip` that names its members, else None."""
    args = list(inv.args)
    if inv.name in ("tar", "bsdtar", "gtar"):
        mode = args[0] if args and not args[0].startswith("-") else ""
        flags = "".join(a.lstrip("-") for a in args if a.startswith("-") and not a.startswith("--"))
        if "x" not in mode + flags and "--extract" not in args and "--get" not in args:
            return None
        place, members, skip = ".", [], False
        for i, arg in enumerate(args):
            if skip:
                skip = False
                continue
            if arg in ("-C", "--directory"):
                place, skip = args[i + 1] if i + 1 < len(args) else ".", True
            elif arg.startswith("--directory="):
                place = arg.split("=", 1)[1]
            elif arg in ("-f", "--file") or (arg[:1] == "-" and arg[:2] != "--" and arg.endswith("f")):
                skip = True
            elif i == 0 and arg == mode:
                skip = "f" in mode
            elif not arg.startswith("-"):
                members.append(arg)
        return place, members
    if inv.name == "unzip":
        place, operands, skip = ".", [], False
        for i, arg in enumerate(args):
            if skip:
                skip = False
            elif arg == "-d":
                place, skip = args[i + 1] if i + 1 < len(args) else ".", True
            elif arg in ("-x", "-P"):
                skip = arg == "-P"
                if arg == "-x":
                    break
            elif not arg.startswith("-"):
                operands.append(arg)
        return place, operands[1:]
    return None


def _lands_on_guard(path: str, cwd: str, home: str | None) -> str | None:
    """The guarded file `path` is or (as a glob) may expand to."""
    from dongle.paths import GUARDED_SAMPLES, classify_path, default_home

    info = classify_path(path, cwd, home)
    if info.sensitivity in ("agent_config", "dongle_self"):
        return info.path or path
    if not info.glob or not info.path:
        return None
    if path.startswith("~"):
        path = (home or default_home(cwd=cwd)) + path[1:]
    pattern = posixpath.normpath(posixpath.join(cwd, path))
    base = posixpath.dirname(pattern.split("*")[0].split("?")[0].split("[")[0])
    for sample in GUARDED_SAMPLES:
        candidate = posixpath.join(base, sample)
        if fnmatch.fnmatch(candidate, pattern) and classify_path(candidate, cwd, home).sensitivity:
            return candidate
    return None
