"""Root opened to logins from the network, and root's password set to a value written in the line.

`PermitRootLogin yes` (or `PermitEmptyPasswords yes`) in the SSH server's configuration lets anyone
who can reach port 22 try root directly; sys.sshd-root-login stops it when the words are in the
writing command (`sed -i 's/…/PermitRootLogin yes/'`, `echo … > sshd_config`). The same text piped
into a program that copies its input to the file (`echo 'PermitRootLogin yes' | sudo tee -a
/etc/ssh/sshd_config`, a heredoc into `cat >>` or `sponge`) is the same write: read here from the
writer's literal input.

A root password set from literal text (`echo 'root:toor' | chpasswd`, `usermod -p HASH root`) is a
password everyone who reads the line, the shell history or the agent's log knows, and whoever held
the old one is locked out: a human confirms it (pause). With root logins opened in the same line it
is a machine handed to anyone who guesses a short password (the login rule's stop decides that).
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

# Programs that write what they read on stdin to the files they are given (or are redirected to).
STDIN_WRITERS = frozenset({"tee", "sponge", "cat", "dd"})
PASSWORD_SETTERS = frozenset({"chpasswd", "usermod"})
_SSHD_CONFIG = ("/etc/ssh/sshd_config", "/etc/ssh/sshd_config.d/")
_OPENS = lazy_compile(r"(?im)^\s*(?:permitrootlogin|permitemptypasswords)\s+yes\b")
_ROOT_LINE = lazy_compile(r"(?m)^\s*root:")


def root_login_written(facts: Facts, subject: str) -> Assessment | None:
    """Stop for `PermitRootLogin yes` (or empty passwords allowed) written into the SSH server's
    configuration through a program's input."""
    text = facts.inv.stdin_text
    if not text or not _OPENS.search(text):
        return None
    if not any((p.path or "").startswith(_SSHD_CONFIG) for p in facts.write_paths):
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=("writes `PermitRootLogin yes` (or empty passwords allowed) into the SSH server's "
                 "configuration: root can be tried from the network [sys.sshd-root-login]",),
        rules=("sys.sshd-root-login",),
        safer_alternative="Log in as a named user with a key and use sudo; leave PermitRootLogin at no or "
        "prohibit-password.",
        recovery="Set it back, reload sshd, and check the auth logs for logins meanwhile.")


def root_password_set(facts: Facts, subject: str) -> Assessment | None:
    """Pause for root's password set from literal text in the line (chpasswd's input, `usermod -p`)."""
    if facts.name == "chpasswd":
        if not facts.inv.stdin_text or not _ROOT_LINE.search(facts.inv.stdin_text):
            return None
    elif not ("-p" in facts.inv.args and facts.parsed.positionals[-1:] == ("root",)):
        return None
    return assess(
        DangerLevel.DANGEROUS, kind="command", subject=subject, irreversible=False,
        factors=("sets root's password to a value written in the command line: whoever reads the line, "
                 "the shell history or the log knows it [sys.root-password-literal]",),
        rules=("sys.root-password-literal",),
        safer_alternative="Leave root locked and give named users sudo; if root needs a password, set a "
        "generated one interactively (`sudo passwd root`) and keep it in the vault.",
        recovery="Set a new password from a root console (`passwd root`) or lock it (`passwd -l root`).")
