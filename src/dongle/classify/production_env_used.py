"""A database task run with production's settings put in place of the local ones.

`cp .env.production .env && npm run db:seed`: the project's tools read their database from `.env`, so
the seed, migration or reset that follows writes into production's database, not the developer's. The
line says which database by the file it copies, not by any word of the task: the same act as
`DATABASE_URL=postgres://…prod… npm run db:seed`. A human confirms (a pause). The same file
loaded by the shell (`source .env.production`, `set -a; . .env.prod`) or handed to the task by a
loader (`dotenv -e .env.production --`, `env-cmd -f .env.production`) counts alike; a copy of the
example or development file does not.
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

# Programs that run a project's database tasks (directly or as a package script).
TASK_RUNNERS = frozenset({"npm", "yarn", "pnpm", "npx", "bun", "bunx", "rails", "rake", "bundle", "python",
                          "python3", "php", "artisan", "prisma", "knex", "sequelize", "sequelize-cli",
                          "alembic", "mix", "flask", "django-admin", "dotenv", "env-cmd", "make", "just"})
# A task that writes the database: seeds, migrations, resets, drops, fixtures loaded.
_DB_TASK = lazy_compile(r"(?i)(?:^|[:_.-])(?:seed\w*|migrate\w*|reset|drop|truncate\w*|flush|fixtures?|"
                        r"loaddata|replant|push|rollback|upgrade|downgrade|wipe|fresh)(?:$|[:_.-])")
# Words that make a database task a read or a preview.
_READ_TASK = frozenset({"status", "diff", "show", "list", "check", "validate", "current", "history", "heads",
                        "info", "version", "--dry-run", "--sql", "--check", "--plan", "plan", "-n"})
# A settings file of production (`.env.production`, `.env.prod`, `.env.live`, `prod.env`).
_PRODUCTION_FILE = lazy_compile(r"(?i)^(?:\.env[._-](?:production|prod|prd|live)(?:\.local)?|"
                                r"(?:production|prod)\.env)$")
# The files the tools read as the local settings.
_LOCAL_SETTINGS = frozenset({".env", ".env.local", ".env.development", ".env.development.local"})
_COPIERS = frozenset({"cp", "mv", "ln", "install", "rsync"})
_LOADER_OPTIONS = frozenset({"-e", "-f", "--file", "--env-file"})


def _production_settings_put(earlier: Sequence[Facts]) -> str:
    """The production settings file an earlier part of the line put in place of the local one, or
    loaded into the shell. "" when none."""
    for facts in earlier:
        words = facts.parsed.positionals
        if facts.name in _COPIERS and len(words) >= 2:
            source, dest = posixpath.basename(words[0]), posixpath.basename(words[-1].rstrip("/"))
            if _PRODUCTION_FILE.match(source) and dest in _LOCAL_SETTINGS:
                return words[0]
        elif facts.name in ("source", ".") and facts.inv.args and _PRODUCTION_FILE.match(
                posixpath.basename(facts.inv.args[0])):
            return facts.inv.args[0]
    return ""


def _loaded_by_option(args: Sequence[str]) -> str:
    """`dotenv -e .env.production -- …`, `env-cmd -f .env.production …`."""
    for i, arg in enumerate(args[:-1]):
        if arg in _LOADER_OPTIONS and _PRODUCTION_FILE.match(posixpath.basename(args[i + 1])):
            return args[i + 1]
    return ""


def task_on_production_settings(facts: Facts, earlier: Sequence[Facts], subject: str) -> Assessment | None:
    """Pause for a database task run after production's settings were put in place of the local
    ones in the same line."""
    if facts.name not in TASK_RUNNERS:
        return None
    args = facts.inv.args
    if not any(_DB_TASK.search(a) for a in args if not a.startswith("-")) or _READ_TASK.intersection(args):
        return None  # (`prisma migrate status`, `alembic current`, a dry run: nothing is written)
    settings = _loaded_by_option(args) or _production_settings_put(earlier)
    if not settings:
        return None
    return assess(
        DangerLevel.DESTRUCTIVE, kind="command", subject=subject, irreversible=True,
        factors=(f"runs a database task (`{facts.name} {' '.join(args[:3])}`) after {settings} was put in "
                 "place of the local settings: the task writes production's database "
                 "[db.task-on-production-settings]",),
        rules=("db.task-on-production-settings",),
        safer_alternative="Seed and migrate a local or staging database; keep production's settings file "
        "out of the working copy.",
        recovery="Restore production's database from its latest backup if the task wrote there.")
