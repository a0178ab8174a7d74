"""Whether a command line of a program the rule packs do not know only reads, by its own options.

`kafka-consumer-groups --describe --group billing-sink`, `kafka-topics --describe --topic orders`,
`ceph health detail`: the program is unknown to the packs, so the shell judge reads it "by its context
only", and a hint that runs it "on prod" was paused as a change to live systems. Its options say
otherwise: `--describe`, `--list`, `health`, `status` ask the program what is there and change nothing.

The reading is deliberately narrow:
- the line must name a read option (`--describe`, `--list`, `--get`, `--show`, `--status`, `--health`,
  `--version`, `--info`) or open with a read subcommand (`describe`, `list`, `ls`, `get`, `show`, `status`,
  `health`, `info`, `version`, `inspect`);
- no word of it may name a change (`--delete`, `--alter`, `--reset-offsets`, `--execute`, `--create`,
  `--set`, `--apply`, `--purge`, `--drop`, `--force`, `--write`, ...), whatever else it says;
- it is one simple command: no pipe into another program, no redirect that writes, no `;`/`&&` chain.

It answers only for a program the packs do not know: a known program keeps its own rules.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# Options that ask a program what is there.
_READ_OPTION = lazy_compile(
    r"(?i)(?<!\S)--(?:describe|list|get|show|status|health|version|info|dry-run)(?:[=\s]|$)")
# A read subcommand right after the program name.
_READ_SUBCOMMAND = lazy_compile(
    r"(?i)^\S+\s+(?:describe|list|ls|get|show|status|health|info|version|inspect|top|df|stat)(?:\s|$)")
# Any word that changes what is there, anywhere in the line: it wins over every read word.
_CHANGE_WORD = lazy_compile(
    r"(?i)(?<![\w-])-{0,2}(?:delete|del|rm|remove|alter|reset(?:-offsets)?|execute|exec|create|set|apply|purge"
    r"|drop|truncate|force|write|put|update|add|kill|stop|restart|shutdown|format|wipe|erase|move|rename"
    r"|import|load|restore|replace|destroy|evict|flush|compact|rebalance|reassign|elect|upgrade|enable"
    r"|disable|pause|resume)(?![\w-])")
# Shell control that joins another program or writes a file.
_SHELL_JOIN = lazy_compile(r"[|;&><`]|\$\(")

EXAMPLES: dict[str, list[str]] = {
    "reads": [
        "kafka-consumer-groups --describe --group billing-sink",
        "kafka-topics --describe --topic orders --bootstrap-server broker:9092",
        "ceph health detail",
        "vendorctl status --cluster",
        "vendorctl list --all",
    ],
    "not_reads": [
        "kafka-consumer-groups --reset-offsets --to-earliest --execute --group billing",
        "kafka-topics --delete --topic orders",
        "kafka-topics --describe --topic x --alter --partitions 12",
        "ceph osd pool delete x x --yes-i-really-really-mean-it",
        "vendorctl list --all | xargs vendorctl rm",
        "vendorctl get config > /etc/vendor.conf",
        "vendorctl status; vendorctl restart",
        "vendorctl purge --all",
    ],
}


def reads_by_options(command: str) -> str:
    """The read option or subcommand that makes this one simple command line a query of what is there,
    or "" when it names none, names a change anywhere, or joins another command (see the docstring)."""
    line = command.strip()
    operands = line.split(None, 1)[1] if " " in line else ""
    if not line or _SHELL_JOIN.search(line) or _CHANGE_WORD.search(operands):
        return ""
    found = _READ_OPTION.search(line) or _READ_SUBCOMMAND.match(line)
    return found.group(0).strip() if found else ""
