"""Records deleted in bulk through an application's console or runner.

`bin/rails runner`, `python manage.py shell -c` and `php artisan tinker --execute` run code with the
application's database connection: `Account.find_each(&:destroy)`, `.each { |a| a.destroy }`,
`User::query()->delete()` delete every record as `DELETE FROM accounts` would, on the database the
environment names (production stops, the test environment is recreated by the next test run: go).
Reads through the same consoles stay go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/shop"
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
PROD = {"HOME": "/home/dev", "RAILS_ENV": "production"}
TEST = {"HOME": "/home/dev", "RAILS_ENV": "test"}


def label(command: str, env: dict[str, str]) -> str:
    return LABEL[classify_command(command, CWD, env).tier.value]


CASES = [
    ("bin/rails runner 'Customer.find_each(&:destroy)'", PROD, "stop"),
    ("bundle exec rails runner 'Invoice.find_in_batches(&:destroy)'", PROD, "stop"),
    ("bin/rails runner 'Order.all.each do |o| o.destroy! end'", PROD, "stop"),
    ("bin/rails runner 'Customer.find_each(&:destroy)'", TEST, "go"),
    ("bin/rails runner 'Customer.find_each { |c| puts c.email }'", PROD, "go"),
    ("bin/rails runner 'Customer.where(id: 42).first&.destroy'", PROD, "go"),
    ("php artisan tinker --execute='App\\Models\\Invoice::query()->delete()'",
     {"HOME": "/home/dev", "APP_ENV": "production"}, "stop"),
    ("php artisan tinker --execute=\"DB::table('sessions')->truncate()\"",
     {"HOME": "/home/dev", "APP_ENV": "production"}, "stop"),
    ("php artisan tinker --execute='echo App\\Models\\Invoice::count();'",
     {"HOME": "/home/dev", "APP_ENV": "production"}, "go"),
]


@pytest.mark.parametrize(("command", "env", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_a_console_that_deletes_every_record_is_a_bulk_delete(command: str, env: dict[str, str],
                                                             expected: str) -> None:
    assert label(command, env) == expected
