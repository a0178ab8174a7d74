"""A remote shell does not inherit the local shell's variables.

ssh forwards only what SendEnv names, and `docker exec`, `kubectl exec`, `gcloud compute ssh` none:
the command run there sees that host's own environment, which is unknown here. So `export
RAILS_ENV=test` before `ssh db1 "bin/rails db:reset"` does not make the remote reset a test one (it
pauses, as the bare remote reset does), while a variable set inside the remote text, or expanded
locally into it before it is sent, still counts. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.shell.parse import parse_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('export RAILS_ENV=test && ssh db1 "bin/rails db:reset"', "pause"),
    ("export RAILS_ENV=test; docker exec app bin/rails db:reset", "pause"),
    ("export RAILS_ENV=test; kubectl exec web-0 -- bin/rails db:reset", "pause"),
    ('export RAILS_ENV=test; gcloud compute ssh vm1 --command "bin/rails db:reset"', "pause"),
    ('export MIX_ENV=test && ssh app1 "mix ecto.reset"', "pause"),
    # single quotes: `$RAILS_ENV` is expanded on db1, against db1's variables
    ("export RAILS_ENV=test; ssh db1 'RAILS_ENV=$RAILS_ENV bin/rails db:reset'", "pause"),
    # look-alikes: the variable is set in the remote text, or expanded here before it is sent
    ("ssh db1 'RAILS_ENV=test bin/rails db:reset'", "go"),
    ("ssh db1 'export RAILS_ENV=test; bin/rails db:reset'", "go"),
    ("export RAILS_ENV=test; kubectl exec web-0 -- bash -c 'RAILS_ENV=test bin/rails db:reset'", "go"),
    ('export RAILS_ENV=test; ssh db1 "RAILS_ENV=$RAILS_ENV bin/rails db:reset"', "go"),
    ("export RAILS_ENV=test && bin/rails db:reset && ssh db1 uptime", "go"),
    ("export MIX_ENV=test && mix ecto.reset", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_remote_shell_environment(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected


def test_local_variables_stay_after_the_remote_command() -> None:
    """Dropping the variables inside the remote text does not drop them for what follows locally."""
    line = "export RAILS_ENV=test; ssh db1 'X=1 bin/rails db:reset'; bin/rails db:reset"
    remote, after = (i for i in parse_command(line).invocations if i.argv[0] == "bin/rails")
    assert after.env.get("RAILS_ENV") == "test"
    assert "RAILS_ENV" not in remote.env and remote.env.get("X") == "1"
