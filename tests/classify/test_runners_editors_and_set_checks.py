"""Three commands judged by what actually runs or is printed.

- An env-file runner (`dotenv -e FILE --`, `env-cmd -f`, `dotenvx run -f`, `op run --env-file`, `uv run
  --env-file`, and secret managers naming the environment: `doppler run --config prd`, `env-cmd -e
  production`) runs its command with that environment's variables, as `source .env.production; CMD`
  does (shell/env_runners.py). A test environment's file makes a reset the next test run's business.
- A vi-family editor's write through a command (`w !sh`) or ranged filter (`%!sh`) feeds the buffer to
  it: `cat FILE | sh`, a script the line does not show (shell/editor_shell.py).
- `${TOKEN:+set}` prints the word, never the value; `${TOKEN:-unset}` prints the value whenever it is
  set (decision: it stays a pause, as `echo $TOKEN` does).
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
CWD = "/home/sam/api"

CASES = [
    # production's variables loaded by a runner: the reset reaches production's database
    ("dotenv -e .env.production -- npx prisma migrate reset --force", "stop"),
    ("env-cmd -f .env.production npx prisma migrate reset --force", "stop"),
    ("dotenvx run -f .env.production -- npx prisma migrate reset --force", "stop"),
    ("op run --env-file .env.production -- npx prisma migrate reset --force", "stop"),
    ("op run --env-file=config/prod.env -- npx prisma migrate reset --force", "stop"),
    ("uv run --env-file .env.production python manage.py flush --noinput", "stop"),
    ("doppler run --config prd -- npx prisma migrate reset --force", "stop"),
    ("env-cmd -e production npx prisma migrate reset --force", "stop"),
    # the same runners with another environment, or a harmless command
    ("dotenv -e .env.test -- npx prisma migrate reset --force", "go"),
    ("dotenv -e .env.production -- npm test", "go"),
    ("dotenv -e .env.production -- npm run build", "go"),
    ("op run --env-file .env.production -- npm start", "go"),
    # the buffer fed to a shell: a script not on the line
    ("view -c 'w !sh'", "pause"),
    ("vim -c 'w !sh' notes.txt", "pause"),
    ("nvim -c ':w !bash' notes.txt", "pause"),
    ("vim -c '%!sh' x.txt", "pause"),
    ("vim -c 'w !tee /etc/passwd' x", "stop"),
    ("vim -es -c 'silent !rm -rf ~/*' -c 'qa!'", "stop"),
    # fed to a filter, or no shell-out at all
    ("vim -c 'w !wc -l' notes.txt", "go"),
    ("vim -c '%!sort' -c 'wq' list.txt", "go"),
    ("vim -c 'w! backup.txt' notes.txt", "go"),
    ("view README.md", "go"),
    # whether a secret is set, or its value
    ('printf "%s\\n" "${GITHUB_TOKEN:+set}"', "go"),
    ('echo "token is ${API_KEY:+present}"', "go"),
    ("echo ${TOKEN+set}", "go"),
    ("echo ${TOKEN:-unset}", "pause"),
    ("echo ${TOKEN-unset}", "pause"),
    ("echo ${TOKEN:?missing}", "pause"),
    ("echo ${TOKEN:+$TOKEN}", "pause"),
    ("echo ${TOKEN:+set} $DB_PASSWORD", "pause"),
]


@pytest.mark.parametrize(("command", "want"), CASES)
def test_judged_by_what_runs(command: str, want: str) -> None:
    got = classify_command(command, cwd=CWD)
    assert LABEL[got.tier.value] == want, (command, got.rules, got.factors)
