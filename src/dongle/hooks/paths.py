"""Judging a file write or read by where the path points (editor tools: Write, Edit, apply_patch, ...).

The facts come from `dongle.paths` (region and sensitivity class); this module is the table of what
a hook does with them. Self-protection is the hard line: an agent that can edit its own hook
configuration or the dongle's policy, database or passphrase files can switch the dongle off, so
those writes are denied outright (no approval through the agent's channel). Credentials, keys,
shell start-up files and anything outside the project pause for a human; reads pause only for
secrets.
"""

from __future__ import annotations

import os
import posixpath
from dataclasses import dataclass

from dongle import paths as P
from dongle.assessment import Assessment, worst
from dongle.levels import DangerLevel


@dataclass(frozen=True)
class PathRule:
    """What a write (or read) to one class of path means. Examples live in tests/hooks."""

    id: str
    danger: DangerLevel
    score: int
    reason: str
    safer_alternative: str | None = None
    recovery: str | None = None
    irreversible: bool = False


_SELF = "edit the dongle's configuration only by hand, from the human's own terminal"
_BACKUP = "restore the file from its backup or from version control"

WRITE_BY_SENSITIVITY: dict[str, PathRule] = {
    P.DONGLE_SELF: PathRule(
        "hook.self-protection.dongle-files", DangerLevel.FORBIDDEN, 100,
        "writes the dongle's own policy, database or passphrase files (would let an agent switch the "
        "dongle off)", _SELF, "run `dongle audit verify` and compare the policy with your own copy"),
    P.AGENT_CONFIG: PathRule(
        "hook.self-protection.agent-config", DangerLevel.FORBIDDEN, 100,
        "writes agent hook or settings configuration (would let an agent remove its own guard)",
        "change agent settings by hand; `dongle install`/`dongle uninstall` manage the dongle's hook",
        "run `dongle doctor` to check the hook is still installed"),
    P.SYSTEM_AUTH: PathRule(
        "hook.write.system-auth", DangerLevel.FORBIDDEN, 95,
        "writes system account or authentication files", "make such changes yourself with sudoedit/visudo",
        _BACKUP, irreversible=True),
    P.CREDENTIAL: PathRule(
        "hook.write.credentials", DangerLevel.DANGEROUS, 75,
        "writes a credential or key file", "leave credentials to the human; use a placeholder in the project",
        _BACKUP, irreversible=True),
    P.SHELL_STARTUP: PathRule(
        "hook.write.shell-startup", DangerLevel.DANGEROUS, 70,
        "writes a shell start-up or login file (runs in every future shell)",
        "put the change in a project script the human can source", _BACKUP),
    P.PROJECT_SECRET: PathRule(
        "hook.write.project-secret", DangerLevel.DESTRUCTIVE, 45,
        "writes a secrets file (.env)", "edit `.env.example` and let the human copy values in", _BACKUP),
}
# Agent instruction files are agent configuration too, but editing them is ordinary project work.
INSTRUCTION_FILES = frozenset({"AGENTS.md", "CLAUDE.md", "GEMINI.md", "copilot-instructions.md"})
WRITE_INSTRUCTIONS = PathRule(
    "hook.write.agent-instructions", DangerLevel.DESTRUCTIVE, 45,
    "rewrites the agent's own instructions", "propose the change to the human instead", _BACKUP)

WRITE_BY_REGION: dict[str, PathRule] = {
    P.ROOT: PathRule("hook.write.system", DangerLevel.DANGEROUS, 80, "writes at the filesystem root",
                     "write inside the project", _BACKUP),
    P.SYSTEM: PathRule("hook.write.system", DangerLevel.DANGEROUS, 80, "writes a system file",
                       "write inside the project; system changes belong to the human", _BACKUP),
    P.DEVICE: PathRule("hook.write.device", DangerLevel.FORBIDDEN, 95, "writes a raw device",
                       None, "restore the device from a backup", irreversible=True),
    P.GIT: PathRule("hook.write.git-internals", DangerLevel.DANGEROUS, 70,
                    "writes inside .git (hooks there run on every commit)",
                    "use git commands instead of editing .git", "`git fsck`; restore .git from a clone"),
    P.HOME: PathRule("hook.write.outside-project", DangerLevel.DESTRUCTIVE, 55,
                     "writes a file in the home directory, outside the project",
                     "write inside the project directory", _BACKUP),
    P.HOME_DATA: PathRule("hook.write.outside-project", DangerLevel.DESTRUCTIVE, 50,
                          "writes outside the project (in the home directory)",
                          "write inside the project directory", _BACKUP),
    P.OUTSIDE: PathRule("hook.write.outside-project", DangerLevel.DESTRUCTIVE, 50,
                        "writes outside the project", "write inside the project directory", _BACKUP),
    P.CWD: PathRule("hook.write.outside-project", DangerLevel.DESTRUCTIVE, 50,
                    "writes to the project directory itself or a directory above it",
                    "write to a file inside the project", _BACKUP),
    P.NETWORK: PathRule("hook.write.network", DangerLevel.DANGEROUS, 70, "writes to a network socket path",
                        None, None),
    P.UNKNOWN: PathRule("hook.write.unresolved", DangerLevel.DESTRUCTIVE, 50,
                        "writes a path that could not be resolved", "give the path literally", None),
}
WRITE_INSIDE = PathRule("hook.write.project", DangerLevel.REVERSIBLE, 20, "writes a file inside the project")

READ_SECRET = PathRule(
    "hook.read.secret", DangerLevel.DESTRUCTIVE, 55,
    "reads a secret (credentials, keys, .env, or the dongle's own files); its contents would reach the model",
    "ask the human for the one value you need, or read a redacted example file")
READ_SECRETS = frozenset({P.CREDENTIAL, P.SYSTEM_AUTH, P.PROJECT_SECRET, P.DONGLE_SELF})
READ_PLAIN = PathRule("hook.read.plain", DangerLevel.SAFE, 0, "reads a file")


def _write_rule(info: P.PathInfo) -> PathRule:
    if info.sensitivity == P.AGENT_CONFIG and posixpath.basename(info.path or info.raw) in INSTRUCTION_FILES:
        return WRITE_INSTRUCTIONS
    if info.sensitivity == P.PROJECT_SECRET and P.APP_CONFIG_SECRET.search(info.path or info.raw):
        # the application's own configuration (`wp-config.php`, `settings.php`) is code the project edits
        # (a constant defined, a module switched on): judged by where it is, as any project file
        return WRITE_BY_REGION.get(info.region, WRITE_INSIDE)
    if info.sensitivity in WRITE_BY_SENSITIVITY:
        return WRITE_BY_SENSITIVITY[info.sensitivity]
    return WRITE_BY_REGION.get(info.region, WRITE_INSIDE)


def _assessment(rule: PathRule, info: P.PathInfo, kind: str) -> Assessment:
    where = info.path or info.raw
    return Assessment(
        danger_level=rule.danger, risk_score=rule.score, irreversible=rule.irreversible,
        factors=(f"{rule.reason}: {where}",), rules=(rule.id,), safer_alternative=rule.safer_alternative,
        recovery=rule.recovery, unresolved=info.region == P.UNKNOWN, kind=kind, subject=where,
        extra={"region": info.region, "sensitivity": info.sensitivity},
    )


def assess_paths(paths: tuple[str, ...], cwd: str, write: bool, home: str | None = None) -> Assessment:
    """The worst of the paths a write or read touches."""
    kind = "file_write" if write else "file_read"
    home = home or os.environ.get("HOME")   # the hook inherits the agent's environment
    parts = []
    from dongle.rules.facts import through_real_link

    for raw in paths:
        # a link planted by an earlier call (`ln -s ~/.claude/settings.json notes.json`) must not
        # launder a write: a path is also what it leads to on this machine
        info = P.classify_path(raw, cwd, home)
        info = through_real_link(info, cwd, home or P.default_home(cwd=cwd), os.environ)
        secret = info.sensitivity in READ_SECRETS
        rule = _write_rule(info) if write else (READ_SECRET if secret else READ_PLAIN)
        parts.append(_assessment(rule, info, kind))
    return worst(parts, subject=", ".join(paths), kind=kind)
