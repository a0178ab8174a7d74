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
from typing import NamedTuple

# Local development environments that run a tool in the project's container (`ddev drush cr`, `lando wp`);
# `ddev exec CMD` runs any command there.
DEV_ENV_RUNNERS = frozenset({"ddev", "lando"})
_DEV_ENV_TOOLS = frozenset({"wp", "drush", "magento", "mysql", "mariadb", "psql", "php", "composer",
                            "n98-magerun", "n98-magerun2", "artisan", "npm", "yarn", "node", "craft"})

SQL = "sql"  # runs the statement given as the next operand (or in the carrier's options; else stdin)
CONSOLE = "console"  # opens the database's console: runs the carrier's option's statement, or stdin
IMPORT = "import"  # loads the file given as the next operand (or stdin) into the database
EVAL = "eval"  # runs the code given as the next operand in the application's process


class _Carrier(NamedTuple):
    kind: str
    client: str  # the program that would run it here: `mysql`, `psql`, `php`
    options: tuple[str, ...] = ()  # options whose value is the statement (`heroku pg:psql -c SQL`)


_MY_SQL, _MY_CONSOLE = _Carrier(SQL, "mysql"), _Carrier(CONSOLE, "mysql")
_PG_CONSOLE = _Carrier(CONSOLE, "psql", ("-c", "--command"))
_PHP_EVAL = _Carrier(EVAL, "php")
# program -> subcommand path -> what it carries. Launcher scripts (`manage.py`, `artisan`, Symfony's
# `console`, `rails`) are named by their file, also when an interpreter runs them (`php artisan db`).
_MAGERUN = {("db:query",): _MY_SQL, ("db:console",): _MY_CONSOLE, ("db:import",): _Carrier(IMPORT, "mysql")}
_PLATFORM_SH = {("db:sql",): _MY_SQL, ("sql",): _MY_SQL}
_FLY = {("postgres", "connect"): _PG_CONSOLE, ("pg", "connect"): _PG_CONSOLE}
_CARRIERS: dict[str, dict[tuple[str, ...], _Carrier]] = {
    "wp": {("db", "query"): _MY_SQL, ("db", "cli"): _MY_CONSOLE, ("db", "import"): _Carrier(IMPORT, "mysql"),
           ("eval",): _PHP_EVAL},
    "drush": {("sql:query",): _MY_SQL, ("sql-query",): _MY_SQL, ("sqlq",): _MY_SQL, ("sql:cli",): _MY_CONSOLE,
              ("sql-cli",): _MY_CONSOLE, ("sqlc",): _MY_CONSOLE, ("php:eval",): _PHP_EVAL,
              ("php-eval",): _PHP_EVAL, ("ev",): _PHP_EVAL},
    "n98-magerun": _MAGERUN, "n98-magerun2": _MAGERUN, "magerun": _MAGERUN, "magerun2": _MAGERUN,
    "heroku": {("pg:psql",): _PG_CONSOLE},
    "platform": _PLATFORM_SH, "upsun": _PLATFORM_SH, "magento-cloud": _PLATFORM_SH,
    "fly": _FLY, "flyctl": _FLY,
    "console": {("doctrine:query:sql",): _MY_SQL, ("dbal:run-sql",): _MY_SQL},
    "manage.py": {("dbshell",): _PG_CONSOLE},
    "artisan": {("db",): _MY_CONSOLE},
    "rails": {("dbconsole",): _PG_CONSOLE, ("db",): _PG_CONSOLE},
}
# The options with which each program selects the site, app or environment it acts on.
_SELECTORS = {"heroku": ("-a", "--app"), "fly": ("-a", "--app"), "flyctl": ("-a", "--app"),
              "platform": ("-e", "--environment"), "upsun": ("-e", "--environment"),
              "magento-cloud": ("-e", "--environment"), "console": ("-e", "--env"), "artisan": ("--env",),
              "rails": ("-e", "--environment"), "manage.py": ("--settings",)}
# Programs that act on a hosted app whatever the line names (its git remote picks the app).
_HOSTED = frozenset({"heroku", "fly", "flyctl", "platform", "upsun", "magento-cloud"})
LAUNCHER_SCRIPTS = frozenset({"manage.py", "artisan", "console", "rails"})
CARRYING_SITE = frozenset(_CARRIERS) | DEV_ENV_RUNNERS | {"terminus"}
# Options whose value is the next word when written without `=`.
_VALUED = frozenset({"-l", "-r", "--uri", "--root", "--url", "--path", "--root-dir", "--user", "-u", "-a",
                     "--app", "-e", "--environment", "--env", "-c", "--command", "-p", "--project",
                     "--settings"})
# A database client's own options that carry a statement (handed through after `--`).
_CLIENT_STATEMENT = frozenset({"-c", "--command", "-e", "--execute"})
# Aliases that name the local site: the carried command stays on this machine.
_LOCAL_ALIASES = frozenset({"@self", "@local", "@none", "@dev", "@ddev", "@lando", "@docker"})

Carried = tuple[str, str, str | None]


def _split(argv: tuple[str, ...] | list[str]) -> tuple[list[str], dict[str, str], str]:
    """Operands, option values and the `@alias` of a tool's arguments (after its name)."""
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


def _where(name: str, alias: str, options: dict[str, str]) -> str | None:
    """Where the site the arguments select is: `ssh:HOST` for wp's `--ssh`, `site:SELECTOR` for an alias,
    app or environment that is not the local site, None for this machine."""
    ssh = options.get("--ssh", "")
    if ssh:
        host = ssh.split("://", 1)[-1].split(":", 1)[0].split("/", 1)[0]
        return f"ssh:{host}" if host else None
    if alias and alias.lower() not in _LOCAL_ALIASES:
        return f"site:{alias}"
    chosen = next((options[o] for o in _SELECTORS.get(name, ()) if options.get(o)), "")
    if chosen:
        return f"site:{chosen}"
    return f"site:{name}" if name in _HOSTED else None


def _lead(operands: list[str], paths: dict[tuple[str, ...], _Carrier]) -> tuple[int, _Carrier | None]:
    """How many operands the matching subcommand path takes, and what it carries."""
    lowered = tuple(w.lower() for w in operands[:2])
    for size in (2, 1):
        carrier = paths.get(lowered[:size])
        if carrier is not None:
            return size, carrier
    return 0, None


def carried_site_commands(name: str, argv: tuple[str, ...], stdin_file: str | None,
                          stdin_text: str | None) -> Iterator[Carried]:
    """(route, shell text, where) for each command a site tool or a development environment carries:
    `where` is None for this machine, else the `ssh:HOST` or `site:SELECTOR` it runs on."""
    words = list(argv)
    if name not in CARRYING_SITE and len(words) > 1:
        words = words[1:]  # `php artisan db`, `python manage.py dbshell`: the launcher script is the tool
        name = words[0].rsplit("/", 1)[-1]
    if name in DEV_ENV_RUNNERS:
        rest = words[1:]
        if rest[:1] == ["exec"]:
            rest = rest[1:]
        elif not rest or rest[0] not in _DEV_ENV_TOOLS:
            return
        if rest:
            yield f"{name} {rest[0]}", _with_stdin(shlex.join(rest), stdin_file, stdin_text), None
        return
    operands, options, alias = _split(words)
    if name == "terminus":
        # `terminus remote:wp SITE.ENV -- ARGS`, `remote:drush`: the tool runs on that Pantheon environment
        if len(operands) >= 3 and operands[0].lower() in ("remote:wp", "remote:drush"):
            tool = operands[0].split(":", 1)[1].lower()
            text = shlex.join([tool, *operands[2:]])
            yield f"terminus {operands[0]}", _with_stdin(text, stdin_file, stdin_text), f"site:{operands[1]}"
        return
    if (ran := _run_in_app(name, words)) is not None:
        # `heroku run -a shop-production 'bin/rails db:schema:load'`: a shell command run in the app's own
        # dyno or machine, with the app's database and secrets, judged where it runs
        yield f"{name} {ran[0]}", _with_stdin(ran[1], stdin_file, stdin_text), _where(name, alias, options)
        return
    size, carrier = _lead(operands, _CARRIERS.get(name, {}))
    if carrier is None:
        return
    where = _where(name, alias, options)
    selector = where.partition(":")[2] if where else ""
    host = ["-h", selector.lstrip("@")] if selector and carrier.client != "php" else []
    route = f"{name} {' '.join(operands[:size])}"
    given = next((options[o] for o in carrier.options if options.get(o)), None)
    statement = given or (operands[size] if len(operands) > size and carrier.kind != CONSOLE else None)
    if statement is None and carrier.kind == CONSOLE:
        # `manage.py dbshell -- -c SQL`: the words after `--` go to the client itself
        rest = operands[size:]
        statement = next((rest[i + 1] for i, w in enumerate(rest[:-1]) if w in _CLIENT_STATEMENT), None)
    if carrier.kind == EVAL:
        if statement:
            yield route, shlex.join(["php", "-r", statement]), where
    elif carrier.kind == IMPORT:
        source = statement or stdin_file
        text = _with_stdin(shlex.join([carrier.client, *host]), source, None if source else stdin_text)
        if source or stdin_text:
            yield route, text, where
    elif statement:
        flag = "-c" if carrier.client == "psql" else "-e"
        yield route, shlex.join([carrier.client, *host, flag, statement]), where
    elif stdin_file or stdin_text:
        yield route, _with_stdin(shlex.join([carrier.client, *host]), stdin_file, stdin_text), where


# Hosting CLIs' subcommands that run a shell command inside the app (a one-off dyno, the app's machine, an
# environment's container), and the options of each that take a value. `heroku run` takes the command as
# its operands; fly and platform.sh take it as an option's value.
_RUN_OPERANDS = {"heroku": (("run",), ("run:detached",))}
_FLY_SSH = (("ssh", "console"), ("-C", "--command"))
_RUN_OPTION = {"fly": _FLY_SSH, "flyctl": _FLY_SSH,
               "platform": (("ssh",), ()), "upsun": (("ssh",), ()), "magento-cloud": (("ssh",), ())}
_RUN_VALUED = frozenset({"-a", "--app", "-r", "--remote", "-s", "--size", "-e", "--env", "--environment",
                         "--type", "-p", "--project", "--region", "-C", "--command", "--machine", "-u",
                         "--user", "--app-name", "-A", "--worker", "-I", "--instance"})
_RUN_FLAGS = frozenset({"-x", "--exit-code", "--no-tty", "--no-notify", "--pty", "-t"})


def _run_in_app(name: str, words: list[str]) -> tuple[str, str] | None:
    """(subcommand, shell text) when a hosting CLI is told to run a command inside its app, else None."""
    run_subs = _RUN_OPERANDS.get(name, ())
    sub, option_names = _RUN_OPTION.get(name, ((), ()))
    rest = words[1:]
    lowered = [w.lower() for w in rest]
    lead = next((s for s in (*run_subs, sub) if s and _starts_after_options(lowered, s)), None)
    if lead is None:
        return None
    start = _starts_after_options(lowered, lead)
    operands: list[str] = []
    given = ""
    i = start
    while i < len(rest):
        word = rest[i]
        if word == "--":
            operands.extend(rest[i + 1:])
            break
        key = word.partition("=")[0]
        if word.startswith("-") and len(word) > 1 and (not operands or key in _RUN_VALUED | _RUN_FLAGS):
            # the CLI reads its own options wherever they stand (`heroku run bash -a APP`)
            key, eq, value = word.partition("=")
            if not eq and key in _RUN_VALUED and i + 1 < len(rest):
                i += 1
                value = rest[i]
            if key in option_names:
                given = value
        else:
            operands.append(word)
        i += 1
    text = given or (operands[0] if len(operands) == 1 else shlex.join(operands) if operands else "")
    return (" ".join(lead), text) if text else None


def _starts_after_options(lowered: list[str], sub: tuple[str, ...]) -> int:
    """The index after `sub` when it is the first run of operands in `lowered` (global options with
    values may stand before it), else 0."""
    i = 0
    while i < len(lowered) and lowered[i].startswith("-"):
        i += 2 if lowered[i] in _RUN_VALUED and "=" not in lowered[i] else 1
    if tuple(lowered[i:i + len(sub)]) == sub:
        return i + len(sub)
    return 0


def _with_stdin(text: str, stdin_file: str | None, stdin_text: str | None) -> str:
    """The command text with what the carrying program reads on stdin handed to it the same way."""
    if stdin_file:
        return f"{text} < {shlex.quote(stdin_file)}"
    if stdin_text:
        marker = "DONGLE_SITE_STDIN"
        if marker not in stdin_text:
            return f"{text} <<'{marker}'\n{stdin_text.rstrip(chr(10))}\n{marker}"
    return text
