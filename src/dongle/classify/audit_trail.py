"""The host's record of what happened switched off by editing the files that hold it.

Two ways that need no audit tool at all:

- the kernel's boot arguments written into the boot loader's settings (`/etc/default/grub`,
  `/boot/cmdline.txt`, `/etc/kernel/cmdline`, a loader entry) with `audit=0` (or SELinux's, AppArmor's
  `selinux=0`, `apparmor=0`, `enforcing=0`, `security=none`): from the next boot on the subsystem is off,
  whatever its own settings say (`grubby --args=audit=0` says the same through a tool,
  rules/firewall.py `fw.boot-security-off`);
- the audit daemon's rules emptied: every rule line commented out or deleted (`sed -i 's/^-/#-/'`,
  `sed -i '/^-/d'`), the rules files removed or truncated. Loaded (`augenrules --load`, a restart), the
  daemon records nothing.

Both stop: they remove the record of what is done on the host from then on. Adding a rule, or
removing
one named argument (`sed -i 's/ audit=0//'`), is not this.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.classify.written_text import texts_written
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

# The files a boot loader reads the kernel's arguments from.
_BOOT_ARGUMENT_FILES = ("/etc/default/grub", "/etc/default/grub.d/", "/boot/cmdline.txt",
                        "/boot/firmware/cmdline.txt", "/etc/kernel/cmdline", "/boot/loader/entries/",
                        "/etc/sysconfig/grub", "/boot/grub/grub.cfg", "/boot/grub2/grub.cfg",
                        "/etc/grub.d/")
# Boot arguments that leave the kernel's auditing or mandatory access control out.
BOOT_SECURITY_OFF = lazy_compile(r"(?<![\w.-])(?:audit|selinux|apparmor|enforcing)=0\b|\bsecurity=none\b")
# The audit daemon's rules.
_AUDIT_RULE_FILES = ("/etc/audit/rules.d/", "/etc/audit/audit.rules")
# A sed script that comments out or deletes every rule line (an audit rule starts with `-`), or every
# line: `s/^-/#-/`, `s/^/#/`, `/^-/d`, `/^-a/d`, `d`.
_EVERY_RULE_DROPPED = lazy_compile(r"^\s*(?:s([^\w\s\\])\^-?[aw]?\1#.*?\1[g]*|s([^\w\s\\])\^\2#\2[g]*"
                                   r"|/\^-?[aw]?(?:\s)?/\s*d|/\^-?[aw]?/\s*s/\^/#/|d)\s*$")


def _under(path: str | None, places: Sequence[str]) -> bool:
    return bool(path) and any(path == p.rstrip("/") or (p.endswith("/") and path.startswith(p))
                              for p in places)


def audit_switched_off(facts: Facts, all_facts: Sequence[Facts], subject: str) -> Assessment | None:
    """A boot argument that switches auditing or access control off written into the boot loader's
    settings, or the audit daemon's rules emptied (see the module's docstring); None otherwise."""
    written = [p.path for p in facts.write_paths if p.path]
    if not written:
        return None
    if any(_under(p, _BOOT_ARGUMENT_FILES) for p in written) and any(
            BOOT_SECURITY_OFF.search(t) for t in texts_written(facts)):
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=("writes a boot argument that switches kernel auditing, SELinux or AppArmor off into "
                     "the boot loader's settings: from the next boot on it is off [fw.boot-security-off]",),
            rules=("fw.boot-security-off",),
            safer_alternative="Fix the one denial or noisy rule with a targeted policy instead.",
            recovery="Remove the argument again and regenerate the boot configuration before the next boot.")
    if not any(_under(p, _AUDIT_RULE_FILES) for p in written):
        return None
    if facts.name in ("rm", "unlink", "shred"):
        # every rules file (a pattern, the folder, the compiled `audit.rules`), not one named file of them
        emptied = any(_under(p.path, _AUDIT_RULE_FILES) and (
            p.glob or p.path in ("/etc/audit/rules.d", "/etc/audit/audit.rules")) for p in facts.write_paths)
    else:
        emptied = facts.name == "truncate" or (
            facts.name == "sed" and any(_EVERY_RULE_DROPPED.match(a) for a in facts.inv.args)) or (
            any(op == ">" for op, p in facts.redirect_paths if _under(p.path, _AUDIT_RULE_FILES))
            and not facts.inv.args and facts.inv.stdin_text is None and not facts.feeders)
    if not emptied:
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=("empties the audit daemon's rules (every rule commented out, deleted or its file removed): "
                 "once loaded, nothing done on the host is recorded [sys.audit-rules-emptied]",),
        rules=("sys.audit-rules-emptied",),
        safer_alternative="Remove the one noisy rule, by its key, after the security owner agrees.",
        recovery="Restore the rules files from the package or a backup and load them (`augenrules --load`); "
        "what happened meanwhile is unrecorded.")
