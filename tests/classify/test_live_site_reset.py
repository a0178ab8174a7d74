"""A site's database reset run from a web server's document root resets the site the host serves: the
live one (a stop). The same reset in a checkout, or naming a local or staging copy, keeps its pause."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("wp db reset --yes", "/var/www/shop", "stop"),
    ("true && wp db reset --yes", "/srv/www/blog", "stop"),
    ("drush sql-drop -y", "/var/www/drupal", "stop"),
    ("wp db reset --yes", "/home/nina/sites/shop-local", "pause"),
    ("wp db reset --yes --url=http://shop.test", "/var/www/shop", "pause"),
    ("drush @local sql-drop -y", "/var/www/drupal", "pause"),
    ("wp db export /tmp/shop.sql", "/var/www/shop", "go"),
]


@pytest.mark.parametrize(("command", "cwd", "want"), CASES, ids=[f"{c[:40]}@{d}" for c, d, _ in CASES])
def test_live_site_reset(command: str, cwd: str, want: str) -> None:
    got = classify_command(command, cwd, {"HOME": "/home/dev"})
    assert LABEL[got.tier.value] == want, (command, cwd, got.factors)
