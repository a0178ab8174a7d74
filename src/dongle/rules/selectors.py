"""Target selectors: the words with which a tool is told which environment it acts on.

Site and deployment tools act where a selector points them, not where they run: `wp @live plugin update
--all` updates the live site from a laptop, `drush @shop.prod updatedb` migrates production's database,
`terminus remote:wp bakery.live -- db reset` resets Pantheon's live environment, `dep deploy --stage
live`, `fly deploy --app shop-live`. A selector is an `@alias` operand of a tool that takes site aliases,
or the value of an option whose name says it chooses the target (`--env`, `--environment`, `--context`,
`--site`, `--stage`, `--target`, `--alias`, `--profile`, `--app`). When the selector names the live
environment the act has production's reach, as `-h db-prod` gives a database client (`names_production`
already finds `prod`, `production` and `prd` in any word; this adds the word `live`, which alone is too
common to count anywhere but in a selector: `git log --grep live`, a `livereload` script).

A selector that also names another environment (`@live-staging`, `--env live-preview`, `@local`) is that
other environment; a value that is not a plain name (a path, a URL, an expression) selects nothing here.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# Tools that take a site alias as an `@name` argument (wp-cli, Drush, Acquia's CLI, Drush launchers).
SITE_ALIAS_TOOLS = frozenset({"wp", "wp-cli", "wp-cli.phar", "drush", "drush.phar", "acli"})
# A site tool's copies from one site to another (`drush sql:sync SOURCE TARGET`, `drush rsync`): the
# source is read, only the target is acted on.
SITE_COPIES = frozenset({("sql:sync",), ("sql-sync",), ("rsync",), ("core:rsync",), ("core-rsync",)})
# Options whose value chooses the environment, site, stage, context or account a tool acts on.
SELECTOR_OPTIONS = frozenset({"--env", "--environment", "--context", "--site", "--stage", "--target",
                              "--alias", "--profile", "--app", "--application", "--remote-env",
                              "--ssh"})
# Tools whose short option picks the environment (`platform -e live`, `bin/rails -e`, `dep -s`): in any
# other program `-e` is an expression, a command or a statement.
_SHORT_SELECTORS = {"platform": ("-e",), "upsun": ("-e",), "magento-cloud": ("-e",), "rails": ("-e",),
                    "rake": ("-e",), "dep": ("-s",), "serverless": ("-s",), "sls": ("-s",),
                    "cap": (), "eb": ("-e",)}
# Tools whose operand is `SITE.ENV` (`terminus remote:wp bakery.live -- …`, `terminus env:deploy x.live`).
_DOTTED_ENV_TOOLS = frozenset({"terminus"})
_LIVE_TOKENS = frozenset({"live", "prod", "production", "prd"})
# Names of every other environment: a selector holding one of them is that environment's.
_OTHER_TOKENS = frozenset({"dev", "development", "staging", "stage", "stg", "test", "testing", "qa", "uat",
                           "sandbox", "local", "localhost", "preview", "demo", "ci", "replica", "standby",
                           "e2e", "tmp", "scratch", "multidev", "review"})
_NAME = lazy_compile(r"@?[A-Za-z0-9][\w.@:-]*")
_SPLIT = lazy_compile(r"[^a-z0-9]+")


def names_live(value: str) -> bool:
    """True when a selector's value is a plain name that names the live (production) environment and no
    other (`@live`, `cityarts.prod`, `shop-live`, `deploy@live.example.com`; not `live-staging`)."""
    if not _NAME.fullmatch(value):
        return False
    tokens = set(_SPLIT.split(value.lower()))
    return not tokens.isdisjoint(_LIVE_TOKENS) and tokens.isdisjoint(_OTHER_TOKENS)


def live_selectors(name: str, args: tuple[str, ...]) -> list[str]:
    """The selectors among a program's arguments that name the live environment, as written."""
    found: list[str] = []
    short = _SHORT_SELECTORS.get(name, ())
    aliases = name in SITE_ALIAS_TOOLS
    dotted = name in _DOTTED_ENV_TOOLS
    for i, arg in enumerate(args):
        if arg[:1] == "@":
            if aliases and names_live(arg[1:]):
                found.append(arg)
            continue
        if arg[:1] != "-":
            if dotted and "." in arg and names_live(arg.rsplit(".", 1)[1]):
                found.append(arg)
            continue
        option, eq, value = arg.partition("=")
        if option not in SELECTOR_OPTIONS and option not in short:
            continue
        if not eq:
            value = args[i + 1] if i + 1 < len(args) else ""
        if option == "--ssh":  # wp's `--ssh=deploy@live.example.com:/var/www`: the host is the site
            value = value.rpartition("@")[2].split(":", 1)[0].split("/", 1)[0]
        if names_live(value):
            found.append(arg if eq else f"{arg} {value}")
    return found
