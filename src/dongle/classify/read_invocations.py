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
- every option is a known read, scoping or formatting option (an allow-list: `--charge-all-customers`,
  `--failover` are not known, so `billingd --status --charge-all-customers` is not read as a query), and
  no bare word after the subcommand is an act verb;
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
def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Every option of the line must be one of these: a read option above, or one that only scopes, filters or
# formats what is read. An option the list does not know (`--charge-all-customers`, `--failover`,
# `--send-all-payouts`) may be the act itself, so the line is not read as a query (an allow-list: a word
# missing from _CHANGE_WORD no longer makes a line read-only).
_READ_FLAGS = _word_set(
    "describe list get show status health version info dry-run all all-groups all-topics json yaml verbose v "
    "quiet q help h long l wide no-headers pretty raw human-readable detail details members offsets state "
    "under-replicated-partitions unavailable-partitions a watch follow summary brief")
# options that take a value (the next word, or `=value`): the value is a name, not a subcommand
_SCOPE_OPTIONS = _word_set(
    "group topic bootstrap-server bootstrap-servers cluster namespace ns n o output format context profile "
    "region zone project host port server broker url endpoint name id config config-file command-config "
    "filter limit since tail selector instance service env environment tenant account user database db "
    "table key partition partitions timeout consumer-property zookeeper")
# words that may follow the program as its subcommand, or a read subcommand's own sub-word
_READ_WORDS = _word_set(
    "describe list ls get show status health info version inspect top df stat detail details summary all "
    "cluster topics groups members offsets")
# Shell control that joins another program or writes a file.
_SHELL_JOIN = lazy_compile(r"[|;&><`]|\$\(")

EXAMPLES: dict[str, list[str]] = {
    "reads": [
        "kafka-consumer-groups --describe --group billing-sink",
        "kafka-topics --describe --topic orders --bootstrap-server broker:9092",
        "ceph health detail",
        "vendorctl status --cluster",
        "vendorctl list --all",
        "vendorctl get config",
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
        "billingd --status --charge-all-customers",
        "payoutctl --list --send-all-payouts",
        "acmectl --describe --failover",
        "acmectl failover --describe",
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
    if not found or not _every_word_reads(operands.split()):
        return ""
    return found.group(0).strip()


def _every_word_reads(words: list[str]) -> bool:
    """Every option is a known read or scoping option (_READ_FLAGS, _SCOPE_OPTIONS), a subcommand right
    after the program a read word (_READ_WORDS), and no other bare word names an act: an unknown option
    or subcommand keeps the line unread (fail closed)."""
    from dongle.classify.prose import VERB_ACT, lemma

    value_next = False
    subcommand = ""
    for word in words:
        if word.startswith("-") and len(word) > 1:
            name, eq, _value = word.lstrip("-").lower().partition("=")
            if name in _SCOPE_OPTIONS:
                value_next = not eq
            elif name in _READ_FLAGS:
                value_next = False
            else:
                return False
            subcommand = subcommand or word
            continue
        if value_next:  # `--group billing-sink`: the option's value
            value_next = False
            continue
        bare = word.lower()
        if not subcommand and bare not in _READ_WORDS:
            return False  # `acmectl failover --describe`: the subcommand is the act
        subcommand = subcommand or word
        if bare not in _READ_WORDS and any(VERB_ACT.get(lemma(part)) is not None
                                           for part in bare.replace("_", "-").split("-") if part):
            return False
    return True
