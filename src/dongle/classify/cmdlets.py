"""PowerShell read as a language: a cmdlet's approved verb says what it does, its noun to what.

PowerShell names every command Verb-Noun from a short list of approved verbs (`Get-Verb`), so the
effect of a cmdlet nobody here has seen is still known from its name: `Get-`, `Select-`, `Measure-`
only read; `Stop-`, `Disable-`, `Revoke-`, `Suspend-` take something out of service; `Remove-`,
`Clear-`, `Reset-`, `Format-` (of a disk) destroy. The noun places it: a disk or volume is all the data
on it, an event log or audit policy is the record of what happened, a firewall or anti-malware setting
is a safety control, a backup or restore point is what recovery depends on, a user, group or session is
someone's access; a process, job, variable or module of the session is the session's own state.
Product modules keep the scheme (`Remove-VBRBackup` is Veeam's, `Revoke-MgUserSignInSession`
Microsoft Graph's), so one reading covers vendors the rule packs never named.

.NET methods called from PowerShell (`[EventLogSession]::GlobalSession.ClearLog($n)`,
`[IO.Directory]::Delete(…)`) are read the same way: the method's leading verb, and the class and
method words as the noun.
"""

from __future__ import annotations

from dataclasses import dataclass

from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

# Approved verbs (Get-Verb), by what they do to the object they name.
READ_VERBS = frozenset({
    "get", "find", "search", "select", "where", "measure", "compare", "test", "show", "read", "resolve",
    "trace", "watch", "wait", "receive", "sort", "group", "convertto", "convertfrom", "convert", "debug",
    "write", "ping", "confirm", "foreach", "tee", "join", "split", "use", "enter", "exit", "push", "pop",
    "out", "format", "assert", "step", "skip", "hide", "open", "close"})
TAKE_VERBS = frozenset({"stop", "disable", "suspend", "revoke", "block", "lock", "dismount", "disconnect",
                        "restart", "deny", "unpublish", "unregister", "uninstall", "limit"})
DESTROY_VERBS = frozenset({"remove", "clear", "reset", "erase", "delete", "purge", "wipe", "drop", "truncate",
                           "undo"})
CHANGE_VERBS = frozenset({
    "set", "add", "new", "enable", "grant", "install", "register", "publish", "update", "rename", "move",
    "copy", "import", "export", "invoke", "start", "restore", "sync", "send", "submit", "approve", "deploy",
    "mount", "connect", "edit", "merge", "protect", "unprotect", "unblock", "unlock", "request", "resume",
    "complete", "backup", "checkpoint", "save", "expand", "compress", "optimize", "repair", "build", "switch",
    "redo", "initialize"})
VERBS = READ_VERBS | TAKE_VERBS | DESTROY_VERBS | CHANGE_VERBS

_PASCAL = lazy_compile(r"^([A-Z][a-z]+(?:[A-Z][a-z]+)?)-([A-Z][A-Za-z0-9]*)$")
_LOWER = lazy_compile(r"^([a-z]+)-([a-z][a-z0-9]*)$")
# a PowerShell parameter as written: single dash, a word (`-Identity`, `-Confirm:$false`)
_PS_PARAMETER = lazy_compile(r"^-[A-Za-z][A-Za-z0-9]{2,}(?::.*)?$")

# What the noun names, by the words it contains (lower-cased; the first kind that matches wins).
# The session's own state: gone when the window closes, made again by running the line again.
_SESSION_NOUNS = frozenset({
    "job", "variable", "alias", "location", "module", "member", "object", "typedata", "formatdata", "psdrive",
    "pssession", "psbreakpoint", "event", "eventsubscriber", "runspace", "cimsession", "transcript", "host",
    "history", "dnsclientcache", "timer", "culture", "date", "random", "guid", "timespan", "path",
    "string", "json", "csv", "html", "xml", "securestring", "psreadlineoption", "strictmode", "psdebug",
    "psjob", "table", "list", "wide", "custom", "hex", "null", "gridview", "output", "verbose", "warning",
    "error", "progress", "information", "sleep", "hash", "filehash", "uniquelist"})
_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # what recovery depends on: backups, restore points, shadow copies, snapshots, replicas
    ("backup", ("backup", "restorepoint", "shadowcopy", "shadowstorage", "snapshot", "checkpoint", "replica",
                "recoverypoint", "vbr", "wbpolicy", "wbbackup", "recoveryservices", "protectedItem".lower(),
                "dataprotection")),
    # the record of what happened, and what writes it
    ("record", ("eventlog", "winevent", "auditpolicy", "audit", "logging", "logprofile", "diagnosticsetting",
                "flowlog", "sysmon", "trail", "clearlog", "log")),
    # safety controls of the host, the network or the directory
    ("control", ("firewall", "mppreference", "defender", "antimalware", "antivirus", "bitlocker", "applocker",
                 "smartscreen", "processmitigation", "exploitguard", "conditionalaccess", "securitydefault",
                 "mfa", "authenticationmethod", "passwordpolicy", "lockout", "secureboot", "tpm",
                 "codeintegrity", "deviceguard", "credentialguard", "lsaprotection", "uac")),
    # whole stores of data: a disk, a volume, a partition (storage spaces' pools and virtual disks too)
    ("storage", ("physicaldisk", "virtualdisk", "storagepool", "disk", "volume", "partition")),
    # a directory's top: the tenant, domain or forest every account lives in
    ("directory", ("tenant", "forest", "addomain", "realm")),
    # someone's access: accounts, groups, roles, sessions and the secrets that sign them in
    ("identity", ("user", "group", "account", "serviceprincipal", "application", "organizationalunit",
                  "mailbox", "adobject", "computer", "role", "session", "token", "password", "credential",
                  "certificate", "secret", "signin", "principal", "member")),
)
# a log, not a logon, a login, a logo, a catalog, a blog or a dialog
_LOG_WORD = lazy_compile(r"(?<!cata)(?<!dia)(?<!b)log(?!on|in|o|ic)")

# Groups and roles that hold the whole directory or tenant: a member can do anything in it.
PRIVILEGED_GROUPS = lazy_compile(
    r"(?i)\b(?:domain|enterprise|schema)\s+admins\b|\bglobal\s+administrator\b|\bcompany\s+administrator\b|"
    r"\bprivileged\s+role\s+administrator\b|^administrators$|\bbuiltin\\administrators\b|"
    r"\baccount\s+operators\b|\bbackup\s+operators\b|\bkey\s+admins\b|\borganization\s+management\b")
_OFF_VALUES = frozenset({"$false", "false", "0", "off", "disabled", "none", "$null"})
_ON_VALUES = frozenset({"$true", "true", "1", "on"})


@dataclass(frozen=True, slots=True)
class CmdletEffect:
    """What a cmdlet or method does, read from its verb and noun."""

    level: DangerLevel
    why: str
    rule: str
    irreversible: bool = False
    safer: str | None = None
    recovery: str | None = None
    risky: bool = True


def cmdlet_name(written: str, args: tuple[str, ...] = ()) -> tuple[str, str] | None:
    """(verb, noun) lower-cased, when the word is a cmdlet's name: an approved verb, a dash and a noun,
    written as PowerShell writes them (`Remove-VBRBackup`), or lower-cased and given PowerShell's
    single-dash parameters (`remove-aduser -identity x`: `update-alternatives --install` is not one)."""
    m = _PASCAL.match(written)
    if m is None:
        m = _LOWER.match(written)
        if m is None or not any(_PS_PARAMETER.match(a) for a in args):
            return None
    verb, noun = m.group(1).lower(), m.group(2).lower()
    return (verb, noun) if verb in VERBS else None


def noun_kind(noun: str) -> str:
    """What a (lower-cased) noun names: "session", "backup", "record", "control", "storage", "directory",
    "identity", or "" for anything else."""
    if noun in _SESSION_NOUNS:
        return "session"
    for kind, words in _KINDS:
        for word in words:
            if word in noun and (word != "log" or _LOG_WORD.search(noun)):
                return kind
    return ""


def _switched_off(args: tuple[str, ...]) -> str:
    """A setting turned off among the parameters: `-Enabled False`, `-Enable:$false`, `-State Off`, or
    `-Disable… $true`; the parameter as written, or ""."""
    lowered = [a.lower() for a in args]
    for i, arg in enumerate(lowered):
        name, colon, value = arg.partition(":")
        if not colon:
            value = lowered[i + 1] if i + 1 < len(lowered) else ""
        value = value.strip("'\"")
        if name.startswith(("-enable", "-state", "-mode", "-status")) and value in _OFF_VALUES:
            return args[i]
        if name.startswith("-disable") and (value in _ON_VALUES or not value or value[:1] == "-"):
            return args[i]
    return ""


# a parameter that names auditing or logging (`-AuditEnabled`, `-UnifiedAuditLogIngestionEnabled`,
# `-AuditBypassEnabled`, `-LoggingDisabled`)
_AUDIT_PARAMETER = lazy_compile(r"^-\w*(?:audit|logging|logingestion)\w*$")


def _audit_parameter_off(args: tuple[str, ...]) -> str:
    """A parameter naming auditing or logging set to stop recording: `…Enabled $false`, `…Disabled $true`,
    `…Bypass…Enabled $true`; the parameter as written, or ""."""
    lowered = [a.lower() for a in args]
    for i, arg in enumerate(lowered):
        name, colon, value = arg.partition(":")
        if not _AUDIT_PARAMETER.match(name):
            continue
        if not colon:
            value = lowered[i + 1] if i + 1 < len(lowered) else ""
        value = value.strip("'\"")
        inverted = "disable" in name or "bypass" in name
        if (name.endswith(("enabled", "enable", "disabled", "disable")) and
                (value in (_ON_VALUES if inverted else _OFF_VALUES) or (inverted and not value))):
            return args[i]
    return ""


# read verbs that write a file they are given (judged by its path)
_WRITERS = frozenset({("out", "file"), ("out", "printer"), ("tee", "object")})
_BACK_ON = "Switch it on again and review what happened meanwhile."
# What each finding is: (level, irreversible, what it does, safer, recovery); `{}` is the cmdlet.
_FINDINGS: dict[str, tuple[DangerLevel, bool, str, str, str]] = {
    "win.cmdlet-storage-erase": (
        DangerLevel.FORBIDDEN, True, "erases a disk, volume or partition: every file on it is gone",
        "Erase only a disk you created for the purpose, after `Get-Disk` shows it.", "Restore from backup."),
    "win.cmdlet-record-off": (
        DangerLevel.FORBIDDEN, True, "clears, removes or switches off the record of what happened (event "
        "logs, audit policy, logging)", "Audit settings are changed by their owner, never by an agent.",
        _BACK_ON),
    "win.cmdlet-control-off": (
        DangerLevel.FORBIDDEN, True, "removes or switches off a safety control (firewall, anti-malware, disk "
        "encryption, sign-in protection)", "Safety controls are changed by their owner, never by an agent.",
        _BACK_ON),
    "win.cmdlet-directory-delete": (
        DangerLevel.FORBIDDEN, True, "deletes a whole tenant, domain, forest or realm: every account in it "
        "with it", "Directories are retired by their owners, after an export.",
        "Only from a backup of the directory, if one exists."),
    "win.cmdlet-backup-delete": (
        DangerLevel.DANGEROUS, True, "deletes backups, restore points or a disk: what recovery depends on, "
        "or all the data on it", "Let the retention policy expire old copies; delete one by name after "
        "checking a newer one exists.", "None for the deleted copies: take a new backup at once."),
    "win.cmdlet-backup-off": (
        DangerLevel.DESTRUCTIVE, False, "stops or disables a backup job: nothing is backed up until it is "
        "enabled again", "Leave backup jobs to their owner; skip one run, not the schedule.",
        "Enable it again (`Enable-…`) and run it at once."),
    "win.cmdlet-privileged-grant": (
        DangerLevel.DANGEROUS, False, "makes an account a member of a group or role that holds the whole "
        "directory", "Grant the narrow role the task needs, time-bound, through the access process.",
        "Remove the membership and review what the account did."),
    "win.cmdlet-take": (
        DangerLevel.DESTRUCTIVE, False, "stops, disables, revokes, removes or resets what it names (an "
        "account, a session, a job, a machine): it is out of service until made again",
        "Act on the one object you mean, by its identity, after reading it with the matching Get- cmdlet.",
        "Start, enable or add it again with the matching cmdlet, if what it names can be made again."),
}


def _finding(rule: str, written: str, destroys: bool = False) -> CmdletEffect:
    level, irreversible, what, safer, recovery = _FINDINGS[rule]
    return CmdletEffect(level, f"`{written}` {what}", rule, irreversible or destroys, safer, recovery)


def _kind_finding(verb: str, kind: str, args: tuple[str, ...]) -> str:
    """The finding a verb earns on a noun of this kind, or ""."""
    destroys = verb in DESTROY_VERBS or (verb in ("format", "initialize") and kind == "storage")
    silences = destroys or (verb in TAKE_VERBS and verb not in ("restart", "suspend")) or (
        verb == "set" and bool(_switched_off(args)))
    if kind == "storage" and destroys and verb not in ("remove", "delete"):
        return "win.cmdlet-storage-erase"  # a cloud disk removed by name is the next case's
    if verb == "set" and _audit_parameter_off(args):
        # `Set-AdminAuditLogConfig -UnifiedAuditLogIngestionEnabled $false`, `Set-Mailbox -AuditEnabled
        # $false`, `Set-OrganizationConfig -AuditDisabled $true`: the parameter names the record, whatever
        # the noun
        return "win.cmdlet-record-off"
    if kind in ("record", "control") and silences:
        return "win.cmdlet-record-off" if kind == "record" else "win.cmdlet-control-off"
    if kind == "directory" and destroys:
        return "win.cmdlet-directory-delete"
    if kind in ("backup", "storage") and destroys:
        return "win.cmdlet-backup-delete"
    if kind == "backup" and verb in TAKE_VERBS:
        return "win.cmdlet-backup-off"
    if kind == "identity" and verb in ("add", "set", "new", "grant") and any(
            PRIVILEGED_GROUPS.search(a.strip("'\"")) for a in args):
        return "win.cmdlet-privileged-grant"
    if kind == "identity" and verb == "set" and _switched_off(args):
        return "win.cmdlet-take"  # `Set-ADUser -Enabled $false` disables the account
    return "win.cmdlet-take" if destroys or verb in TAKE_VERBS else ""


def _dry_run(args: tuple[str, ...]) -> bool:
    return any(a.lower().startswith("-whatif") and not a.lower().endswith(":$false") for a in args)


def cmdlet_effect(written: str, args: tuple[str, ...]) -> CmdletEffect | None:
    """The effect of a cmdlet the rule packs do not name, from its verb and noun; None when the word is
    no cmdlet, one whose effect lies in the paths it is handed (`Remove-Item`, `Set-Content`), or one that
    changes something the verb does not say is lost (`Set-`, `New-`, `Start-`: judged as before)."""
    parts = cmdlet_name(written, args)
    if parts is None:
        return None
    verb, noun = parts
    kind = noun_kind(noun)
    if verb in READ_VERBS and not (verb == "format" and kind == "storage") and (verb, noun) not in _WRITERS:
        return CmdletEffect(DangerLevel.SAFE, f"`{written}` only reads (a {verb.title()}- cmdlet)",
                            "win.cmdlet-read", risky=False)
    if noun == "process" and verb == "stop":
        return _process_stop(written, args)
    if noun in ("item", "childitem", "itemproperty", "content", "process", "file", "acl"):
        return None  # judged by the paths it is handed
    if _dry_run(args):
        return CmdletEffect(DangerLevel.SAFE, f"`{written} -WhatIf` only says what it would do",
                            "win.cmdlet-read", risky=False)
    if kind == "session":
        return CmdletEffect(DangerLevel.SAFE, f"`{written}` changes only the PowerShell session's own state",
                            "win.cmdlet-session", risky=False)
    rule = _kind_finding(verb, kind, args)
    return _finding(rule, written, destroys=verb in DESTROY_VERBS) if rule else None


def _process_stop(written: str, args: tuple[str, ...]) -> CmdletEffect:
    """`Stop-Process` by name stops every process of that name (`killall NAME`: a pause); by its id, or
    the processes a filtered listing hands it, the one the agent found (`kill PID`: go)."""
    lowered = [a.lower() for a in args]
    by_id = any(a.startswith(("-id", "-inputobject")) for a in lowered)
    named = not by_id and (any(a.startswith(("-name", "-processname")) for a in lowered)
                           or any(not a.startswith(("-", "$", "(")) for a in lowered))
    if named:
        return CmdletEffect(DangerLevel.DESTRUCTIVE, f"`{written}` by name stops every process of that name, "
                            "whoever started it", "win.cmdlet-process-by-name",
                            safer="Stop the one process by its id (`Stop-Process -Id PID`).",
                            recovery="Start what was stopped again.")
    return CmdletEffect(DangerLevel.SAFE, f"`{written}` stops the process it is given by id or by a pipe",
                        "win.cmdlet-process-by-id", risky=False)


# `[Type]::Method(`, `.Method(` as PowerShell calls .NET; the method's words read as a cmdlet's.
_METHOD_CALL = lazy_compile(r"(?:\[([\w.]+)\])?((?:::|\.)[\w.]*?)\b([A-Z][a-z]+)([A-Z]\w*)?\s*\(")


def method_effects(source: str) -> list[CmdletEffect]:
    """What the .NET methods a PowerShell line calls do, read as cmdlets (`.ClearLog(…)` clears a log,
    `[IO.Directory]::Delete(…)` deletes): a destroying method always counts, a stopping one when its
    class or name places it (a log, a safety control, a backup, a disk); a `$timer.Stop()` does not."""
    if "(" not in source or ("::" not in source and "." not in source):
        return []
    found = []
    for m in _METHOD_CALL.finditer(source):
        verb = m.group(3).lower()
        if verb not in DESTROY_VERBS and verb not in TAKE_VERBS and verb not in ("format", "kill"):
            continue
        noun = ((m.group(1) or "") + (m.group(2) or "") + (m.group(4) or "")).lower().replace(".", "")
        kind = noun_kind(noun)
        written = m.group(0).rstrip("( ")
        if kind not in ("", "session"):
            effect = _kind_effect(verb, kind, written)
        elif verb in DESTROY_VERBS or verb == "format":
            effect = CmdletEffect(DangerLevel.DESTRUCTIVE,
                                  f"the .NET call `{written}` deletes or clears what it is handed",
                                  "win.method-destroy", irreversible=True,
                                  safer="Use the cmdlet (`Remove-Item -WhatIf` first) so what it deletes is "
                                  "seen.")
        else:
            continue
        if effect is not None and effect.level > DangerLevel.SAFE:
            found.append(effect)
    return found


_STAND_INS = {"backup": "Backup", "record": "EventLog", "control": "FirewallProfile", "storage": "Disk",
              "directory": "Tenant", "identity": "User"}


def _kind_effect(verb: str, kind: str, written: str) -> CmdletEffect | None:
    """A method whose class or name places it (`EventLogSession … ClearLog`): judged as a cmdlet of
    that verb and of a noun of the same kind."""
    verb = "Remove" if verb in ("kill", "delete") else verb.title()
    effect = cmdlet_effect(f"{verb}-{_STAND_INS[kind]}", ())
    if effect is None:
        return None
    return CmdletEffect(effect.level, f"the .NET call `{written}`: " + effect.why.split("` ", 1)[-1],
                        effect.rule, effect.irreversible, effect.safer, effect.recovery)


# A word the POSIX reading of a PowerShell line leaves as a command name that is a piece of an
# expression: a member or method (`.AddHours(-6)`, `.OwningProcess`), a static call, a number.
_FRAGMENT = lazy_compile(r"^(?:\.[A-Za-z_]\w*|::\w*|-?\d[\d.]*|@\{?|\[[\w.]+\](?:::\w*)?)\W*")


def expression_fragment(word: str) -> bool:
    """The word is a piece of a PowerShell expression the POSIX reading split off, not a program."""
    return bool(_FRAGMENT.match(word)) and "/" not in word


def takes_away(written: str, args: tuple[str, ...]) -> bool:
    """A cmdlet that takes away what it is handed: stops, disables, revokes, removes, clears, or sets an
    account off (`Set-ADUser -Enabled $false`)."""
    parts = cmdlet_name(written, args)
    if parts is None:
        return False
    return parts[0] in TAKE_VERBS or parts[0] in DESTROY_VERBS or (
        parts[0] == "set" and noun_kind(parts[1]) == "identity" and bool(_switched_off(args)))


# --- PowerShell expressions spelled for the POSIX reading ----------------------------------------
# The shell model reads a line as a POSIX shell would. PowerShell's hashtables (`@{LogName='Security';
# Id=4625}`) and member calls on a command's result (`(Get-Date).AddHours(-6)`) are no POSIX syntax: read
# as written they split into misread pieces and a syntax error, and a plain read paused as unresolved.
# Spelled as one double-quoted word each, with the commands inside them as `$(…)`, the commands are
# still judged and the rest is a value.

_STARTS_CMDLET = lazy_compile(r"^\s*[A-Z][a-z]+(?:[A-Z][a-z]+)?-[A-Z][A-Za-z0-9]*\b")
_MEMBER = lazy_compile(r"(?:\.[A-Za-z_]\w*|\[[^\]]*\])")


def _closing(text: str, start: int) -> int:
    """The index of the bracket closing the one at `start` (quotes skipped), or -1."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = [pairs[text[start]]]
    i = start + 1
    while i < len(text):
        c = text[i]
        if c in "'\"":
            end = text.find(c, i + 1)
            if end < 0:
                return -1
            i = end + 1
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c == stack[-1]:
            stack.pop()
            if not stack:
                return i
        i += 1
    return -1


_COMMAND_START = lazy_compile(r"\s*[A-Za-z][\w-]*(?=[\s)}]|$)")
_ESCAPED = {'"': '\\"', "`": "\\`", "\\": "\\\\"}


def _as_word(text: str) -> str:
    """A PowerShell expression as one double-quoted POSIX word. What it runs stays code: a group or a
    script block that starts with a command (`(Get-Date)`, `{Remove-Item $_}`) becomes `$(…)`, which
    the POSIX reading still parses and judges; the rest is a value, its quotes and backticks escaped."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c in "({" and _COMMAND_START.match(text, i + 1) and (
                i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_])@")):
            end = _closing(text, i)
            if end > 0:
                out.append("$(" + text[i + 1:end] + ")")
                i = end + 1
                continue
        out.append(_ESCAPED.get(c, c))
        i += 1
    return '"' + "".join(out) + '"'


def posix_spelling(line: str) -> str:
    """The line with PowerShell's hashtables and member calls on a result spelled as POSIX words; the
    line itself when it does not start with a cmdlet or has none of them."""
    if ("@{" not in line and ")." not in line and ")[" not in line) or not _STARTS_CMDLET.match(line):
        return line
    out: list[str] = []
    i = 0
    while i < len(line):
        c = line[i]
        if c in "'\"":
            end = line.find(c, i + 1)
            end = len(line) - 1 if end < 0 else end
            out.append(line[i:end + 1])
            i = end + 1
            continue
        hashtable = c == "@" and line.startswith("@{", i)
        grouped = c == "(" and (i == 0 or line[i - 1] in " \t=,")
        end = _closing(line, i + 1 if hashtable else i) if hashtable or grouped else -1
        if end < 0:
            out.append(c)
            i += 1
            continue
        tail = end + 1
        while (m := _MEMBER.match(line, tail)) is not None:  # `.AddHours(-6)`, `.Name`, `[0]`
            tail = m.end()
            if tail < len(line) and line[tail] == "(":
                close = _closing(line, tail)
                tail = close + 1 if close > 0 else tail
        if grouped and tail == end + 1:
            out.append(c)  # a plain `( … )` group: the POSIX reading takes it as a subshell
            i += 1
            continue
        if hashtable:
            out.append(_as_word(line[i:tail]))
        else:  # `(Get-Date).AddHours(-6)` as `"$(Get-Date).AddHours(-6)"`: the command still runs
            out.append('"$' + line[i:end + 1] + _as_word(line[end + 1:tail])[1:])
        i = tail
    return "".join(out)
