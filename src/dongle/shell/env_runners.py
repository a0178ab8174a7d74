"""Runners that load an environment's variables, then run a command with them.

`dotenv -e .env.production -- CMD`, `env-cmd -f .env.production CMD`, `dotenvx run -f .env.production --
CMD`, `op run --env-file .env.production -- CMD`, `uv run --env-file .env.production CMD`: CMD runs with
DATABASE_URL, the cloud's keys and APP_ENV of the environment the file is named for, exactly as after
`source .env.production; CMD`. Secret managers name the environment instead of a file (`doppler run
--config prd -- CMD`, `infisical run --env=prod -- CMD`, `env-cmd -e production CMD`): the same holds.
The wrapped command is judged with that environment recorded where `source` records it
(SOURCED_ENVIRONMENT), and with what loaded it (LOADED_FROM) for the factor that says so.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.shell.context import SOURCED_ENVIRONMENT, dotenv_environment

# What loaded the environment (`.env.production`, `doppler --config prd`): a key no shell variable can have
LOADED_FROM = "dotenv:loaded-from"
# runner -> options whose value is an env file
_FILE_OPTIONS: dict[str, frozenset[str]] = {
    "dotenv": frozenset({"-e"}),
    "env-cmd": frozenset({"-f", "--file"}),
    "dotenvx": frozenset({"-f", "--env-file"}),
    "op": frozenset({"--env-file"}),
    "uv": frozenset({"--env-file"}),
}
# runner -> options whose value names the environment itself
_NAME_OPTIONS: dict[str, frozenset[str]] = {
    "dotenv": frozenset({"-c"}),  # dotenv-cli's cascade: .env.NAME
    "env-cmd": frozenset({"-e", "--environments"}),
    "doppler": frozenset({"-c", "--config"}),
    "infisical": frozenset({"--env"}),
}


def loaded_environment(runner: str, opts: Iterable[tuple[str, str | None]]) -> dict[str, str]:
    """The variables recording which environment a runner loads for its command (empty when it names
    none): the last file or name given wins, as a later file overrides an earlier one."""
    found: dict[str, str] = {}
    files, names = _FILE_OPTIONS.get(runner, frozenset()), _NAME_OPTIONS.get(runner, frozenset())
    for opt, value in opts:
        if not value:
            continue
        environment = dotenv_environment(value) if opt in files else value.split(",")[0].lower() \
            if opt in names else None
        if environment:
            found = {SOURCED_ENVIRONMENT: environment,
                     LOADED_FROM: value if opt in files else f"{runner} {opt} {value}"}
    return found
