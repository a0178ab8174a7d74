"""SQL run from inline code reaches the database the code is pointed at.

A framework runner told which environment to load on its command line (`rails runner CODE -e
production`, `php artisan tinker --env=production`) runs its code against that environment, as under
RAILS_ENV/APP_ENV; and a driver's own method that runs a statement (php's `$pdo->exec("DROP DATABASE
shop")`, `$db->query(…)`) is SQL for the database, not the builtin `exec()` that runs a command.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("bin/rails runner 'ActiveRecord::Base.connection.execute(\"TRUNCATE users\")' -e production",
     "danger_zone"),
    ("bundle exec rails runner 'ActiveRecord::Base.connection.tables.each { |t| "
     "ActiveRecord::Base.connection.execute(\"TRUNCATE #{t} CASCADE\") }' -e production", "danger_zone"),
    ("php artisan tinker --env=production --execute='DB::statement(\"DROP TABLE sessions\")'", "danger_zone"),
    ("bin/rails runner 'ActiveRecord::Base.connection.execute(\"TRUNCATE users\")' -e test", "confirm"),
    ("bin/rails runner 'puts User.count' -e production", "advisory"),
    ("php -r '$p=new PDO(\"mysql:host=db.prod.acme.io\");$p->exec(\"DROP DATABASE shop\");'", "danger_zone"),
    ("php -r '$p=new PDO(\"pgsql:host=localhost\");$p->exec(\"DROP DATABASE shop\");'", "confirm"),
    ("php -r '$p=new PDO(\"sqlite:/tmp/t.db\");$p->exec(\"DROP TABLE cache\");'", "advisory"),
    ("php -r '$p=new PDO(\"sqlite:app.db\");$p->query(\"SELECT count(*) FROM users\");'", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_runner_and_driver_sql_reach(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/store", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
