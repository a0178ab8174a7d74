"""Publishing and live storefronts: uploads that reach users, and a shop's own data.

An upload to a distribution archive or build service, or of a game build to a store, pauses; its
simulation goes. A storefront theme made live pauses, an unpublished push goes. A site's database
reset or the shop uninstalled pauses on a local copy and stops on the live site (a public URL or a
production alias); a cache cleared or code compiled goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("dput mentors ../widget_0.9-2_source.changes", "pause"),
    ("dput --simulate mentors ../widget_0.9-2_source.changes", "go"),
    ("osc commit -m 'bump to 0.9'", "pause"),
    ("osc status", "go"),
    ("butler push out/mac acme/racer:mac-beta --userversion-file VERSION", "pause"),
    ("butler push --dry-run out/mac acme/racer:mac-beta", "go"),
    ("steamcmd +login ci_builder +run_app_build_http scripts/app_build_9000.vdf +quit", "pause"),
    ("steamcmd +login anonymous +app_update 740 validate +quit", "go"),
    ("shopify theme publish --theme 4412", "pause"),
    ("shopify theme push --unpublished --theme 'Summer draft'", "go"),
    ("drush @prod site:install standard -y", "stop"),
    ("wp db drop --yes --url=https://news.example.org", "stop"),
    ("wp db drop --yes --url=http://news.test", "pause"),
    ("wp db reset --yes", "pause"),
    ("bin/magento setup:uninstall --no-interaction", "stop"),
    ("bin/magento cache:clean config full_page", "go"),
    ("drush -l https://news.example.org cache:rebuild", "go"),
    ("wp db export nightly.sql --url=https://news.example.org", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_publishing_and_storefronts(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/shop", {"HOME": "/home/dev"}).tier.value] == expected
