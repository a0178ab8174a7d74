"""Statements and code that site tools carry to the site they select, judged as the store's own commands.

A CMS or shop CLI hands some of its arguments to another program: `wp db query "TRUNCATE wp_posts"` and
`drush sql:query '…'` run SQL on the site's database, `drush sql:cli < dump.sql` and `wp db cli` feed it
whatever is on stdin, `wp eval '…'` and `drush php:eval '…'` run PHP in the site's process. The carrying
program is another spelling of the act, so each carried statement is written as the database client or
the interpreter that would run it, and the database and interpreter rules judge it: a statement is
judged by what it does (`SELECT` reads, `TRUNCATE` empties a table), not by the tool that carries it.

The reach is the carrying program's: a site alias (`wp @live`, `drush @shop.prod`, `terminus remote:wp
shop.live --`) or `wp --ssh=HOST` names the site, and the carried command runs there (`site:ALIAS`,
`ssh:HOST`), so a live or production alias gives it production's reach. A local alias (`@self`, `@local`,
`@dev`), no alias, or a local development environment (`ddev wp …`, `lando drush …`: the project's own
container) keeps it on this machine.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator

# Site CLIs whose SQL, console and eval subcommands carry a statement or code.
SITE_TOOLS = frozenset({"wp", "drush", "n98-magerun", "n98-magerun2", "magerun", "magerun2", "terminus"})
# Local development environments that run a tool in the project's container (`ddev drush cr`, `lando wp`);
# `ddev exec CMD` and `lando ssh -c CMD` run any command there.
DEV_ENV_RUNNERS = frozenset({"ddev", "lando"})
_DEV_ENV_TOOLS = frozenset({"wp", "drush", "magento", "mysql", "mariadb", "psql", "php", "composer",
                            "n98-magerun", "n98-magerun2", "artisan", "npm", "yarn", "node", "craft"})
CARRYING_SITE = SITE_TOOLS | DEV_ENV_RUNNERS

# The subcommand paths that run the SQL given as their next operand (or, with none, what stdin holds).
_SQL_QUERY = {("db", "query"), ("sql:query",), ("sql-query",), ("sqlq",), ("db:query",)}
# Subcommands that open the database's own console: they run whatever stdin holds.
_SQL_CONSOLE = {("db", "cli"), ("db", "shell"), ("sql:cli",), ("sql-cli",), ("sqlc",), ("db:console",),
                ("db:import",)}
# Subcommands that run PHP code given as their next operand, in the site's process.
_EVAL = {("eval",), ("php:eval",), ("php-eval",), ("ev",), ("dev:console",)}
# Options whose value is the next word when written without `=` (Drush's short forms).
_VALUED = frozenset({"-l", "-r", "--uri", "--root", "--url", "--path", "--root-dir", "--user", "-u"})
# Aliases that name the local site: the carried command stays on this machine.
_LOCAL_ALIASES = frozenset({"@self", "@local", "@none", "@dev", "@ddev", "@lando", "@docker"})

Carried = tuple[str, str, str | None]


def _split(argv: tuple[str, ...]) -> tuple[list[str], dict[str, str], str]:
    """Operands, option values and the `@alias` of a site tool's arguments."""
    operands: list[str] = []
    options: dict[str, str] = {}
    alias = ""
    i = 1
    while i < len(argv):
        word = argv[i]
        if word == "--":
            operands.extend(argv[i + 1:])
            break
        if word.startswith("-") and len(word) > 1:
            name, eq, value = word.partition("=")
            if not eq and name in _VALUED and i + 1 < len(argv):
                i += 1
                value = argv[i]
            options[name] = value
        elif word.startswith("@") and not alias and not operands:
            alias = word
        else:
            operands.append(word)
        i += 1
    return operands, options, alias


def _where(alias: str, options: dict[str, str]) -> str | None:
    """Where the site the arguments select is: `ssh:HOST` for wp's `--ssh`, `site:ALIAS` for an alias
    that is not the local site, None for this machine."""
    ssh = options.get("--ssh", "")
    if ssh:
        host = ssh.split("://", 1)[-1].split(":", 1)[0].split("/", 1)[0]
        return f"ssh:{host}" if host else None
    if alias and alias.lower() not in _LOCAL_ALIASES:
        return f"site:{alias}"
    return None


def _lead(operands: list[str], paths: set[tuple[str, ...]]) -> int:
    """How many operands the matching subcommand path takes (0: none matches)."""
    lowered = tuple(w.lower() for w in operands[:2])
    for size in (2, 1):
        if lowered[:size] in paths:
            return size
    return 0


def carried_site_commands(name: str, argv: tuple[str, ...], stdin_file: str | None,
                          stdin_text: str | None) -> Iterator[Carried]:
    """(route, shell text, where) for each command a site tool or a development environment carries:
    `where` is None for this machine, else the `ssh:HOST` or `site:ALIAS` it runs on."""
    if name in DEV_ENV_RUNNERS:
        rest = list(argv[1:])
        if rest[:1] == ["exec"]:
            rest = rest[1:]
        elif not rest or rest[0] not in _DEV_ENV_TOOLS:
            return
        if rest:
            yield f"{name} {rest[0]}", _with_stdin(shlex.join(rest), stdin_file, stdin_text), None
        return
    operands, options, alias = _split(argv)
    if name == "terminus":
        # `terminus remote:wp SITE.ENV -- ARGS`, `remote:drush`: the tool runs on that Pantheon environment
        if len(operands) >= 3 and operands[0].lower() in ("remote:wp", "remote:drush"):
            tool = operands[0].split(":", 1)[1].lower()
            text = shlex.join([tool, *operands[2:]])
            yield f"terminus {operands[0]}", _with_stdin(text, stdin_file, stdin_text), f"site:{operands[1]}"
        return
    where = _where(alias, options)
    host = ["-h", alias.lstrip("@") or where.partition(":")[2]] if where else []
    if (size := _lead(operands, _SQL_QUERY)) and len(operands) > size:
        sql = operands[size]
        yield f"{name} {' '.join(operands[:size])}", shlex.join(["mysql", *host, "-e", sql]), where
    elif size or _lead(operands, _SQL_CONSOLE):
        lead = size or _lead(operands, _SQL_CONSOLE)
        source = operands[lead] if lead < len(operands) and operands[:1] == ["db:import"] else stdin_file
        text = _with_stdin(shlex.join(["mysql", *host]), source, None if source else stdin_text)
        if source or stdin_text:
            yield f"{name} {' '.join(operands[:lead])}", text, where
    elif (size := _lead(operands, _EVAL)) and len(operands) > size:
        yield f"{name} {operands[0]}", shlex.join(["php", "-r", operands[size]]), where


def _with_stdin(text: str, stdin_file: str | None, stdin_text: str | None) -> str:
    """The command text with what the carrying program reads on stdin handed to it the same way."""
    if stdin_file:
        return f"{text} < {shlex.quote(stdin_file)}"
    if stdin_text:
        marker = "DONGLE_SITE_STDIN"
        if marker not in stdin_text:
            return f"{text} <<'{marker}'\n{stdin_text.rstrip(chr(10))}\n{marker}"
    return text
