"""Site selectors and carried statements: a site tool acts where its selector points, and what it carries
(SQL, a dump on stdin, PHP) is judged by what it does there.

Families (issue 14, session 29, engineer "reach"): an `@alias`, `--env`, `--site`, `--context`,
`--stage`, `--ssh` selector naming the live environment gives the act production's reach; `db query`,
`sql:query`, `sql:cli < FILE`, `php:eval` hand their text to the database and interpreter judges with the
site's reach; imports, syncs and reinstalls replace a whole store; the same acts over ssh on a host that
serves the site. Every case is a variant written here across several tools, tried both ways (harmful and
harmless look-alikes), not a line of a scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.rules.selectors import live_selectors, names_live
from dongle.shell.site_tools import carried_site_commands

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str, cwd: str = CWD) -> str:
    return LABEL[classify_command(command, cwd, ENV).tier.value]


CASES = [
    # statements carried by a site tool: judged by the statement, with the alias's reach
    ("wp @production db query 'DROP TABLE wp_comments'", "stop"),
    ("drush @shop.live sql:query 'DELETE FROM users_data'", "stop"),
    ("drush @blog.prod sqlq \"TRUNCATE cache_render\"", "stop"),
    ("wp --ssh=deploy@live.example.org db query 'TRUNCATE TABLE wp_options'", "stop"),
    ("wp db query 'TRUNCATE TABLE wp_options'", "pause"),  # the local site: a development table emptied
    ("wp @live db query 'SELECT COUNT(*) FROM wp_posts'", "go"),  # a read, wherever it runs
    ("drush @shop.prod sql:query 'SHOW TABLES'", "go"),
    ("wp @staging db query 'DELETE FROM wp_postmeta'", "pause"),
    # a console fed a file or text: a dump loaded over production replaces its tables
    ("drush @blog.prod sql:cli < backups/blog.sql", "stop"),
    ("wp @live db cli < exports/site.sql", "stop"),
    ("drush @blog.prod sqlc <<< 'DROP TABLE node'", "stop"),
    ("drush sql:cli < scripts/report-query.sql", "go"),
    # PHP carried by eval subcommands: the interpreter's reading, at the site's reach
    ("drush @news.prod php:eval '$st->delete($st->loadMultiple());'", "stop"),
    ("wp @live eval 'echo get_option(\"home\");'", "go"),
    ("drush @news.prod ev 'print \\Drupal::VERSION;'", "go"),
    # a whole store replaced: stop on live or production, a human's call on a copy
    ("wp @production db import seed.sql", "stop"),
    ("wp --ssh=deploy@live.example.org db import seed.sql", "stop"),
    ("drush @news.prod si minimal -y", "stop"),
    ("drush @news.prod sql-drop -y", "stop"),
    ("drush sql-sync @self @news.prod -y", "stop"),
    ("drush sql-sync @news.prod @self -y", "pause"),  # production is read, the local copy replaced
    ("wp db import seed.sql", "pause"),
    ("lando wp db reset --yes", "pause"),
    ("ddev drush sql:drop -y", "pause"),
    ("n98-magerun2 db:import backups/shop.sql", "pause"),
    ("ssh deploy@www-live.example.net 'n98-magerun2 db:drop --force'", "stop"),
    ("ssh deploy@live-web.example.net 'cd /srv/shop && bin/magento setup:install --cleanup-database'",
     "stop"),
    ("ssh deploy@staging.example.net 'cd /srv/shop && bin/magento setup:install --cleanup-database'",
     "pause"),
    # a reset of every site a web server serves, by its directory
    ("for d in /var/www/*/htdocs; do wp --path=\"$d\" db reset --yes; done", "stop"),
    ("wp --path=/home/dev/sites/shop db reset --yes", "pause"),
    # changes on the live site: a human decides; reads and rebuilt caches stay go
    ("wp @live theme update --all", "pause"),
    ("wp @live user delete 12 --reassign=1", "pause"),
    ("drush @news.prod pm:install devel -y", "pause"),
    ("drush @news.prod cset system.site name Acme -y", "pause"),
    ("drush @news.prod entity:delete taxonomy_term", "stop"),
    ("drush @news.prod entity:delete node 12 14", "pause"),
    ("wp @live plugin install https://198.51.100.9/seo.zip --activate", "stop"),
    ("wp @live plugin get akismet --field=version", "go"),
    ("wp @live option get blogname", "go"),
    ("drush @news.prod status", "go"),
    ("drush @news.prod cr", "go"),
    ("wp @live transient delete --expired", "go"),
    ("wp @live search-replace old new --all-tables --dry-run", "go"),
    ("wp @staging plugin update --all", "go"),
    ("wp plugin update --all", "go"),
    # the same carriers in other platforms and frameworks: the app or environment selected is the reach
    ("heroku pg:psql -a shop-live -c 'TRUNCATE orders'", "stop"),
    ("heroku pg:psql -a shop-live -c 'SELECT count(*) FROM orders'", "go"),
    ("platform -e live db:sql 'DROP TABLE users'", "stop"),
    ("bin/rails dbconsole -e production < backups/nightly.sql", "stop"),
    ("python3 manage.py dbshell --settings=config.settings.production -- -c 'DROP TABLE auth_user'", "stop"),
    ("python manage.py dbshell -- -c 'DROP TABLE auth_user'", "pause"),
    ("bin/console doctrine:query:sql 'SELECT id FROM orders LIMIT 5'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[c for c, _ in CASES])
def test_site_reach(command: str, expected: str) -> None:
    assert label(command) == expected


@pytest.mark.parametrize(("wrapped", "bare"), [
    ("true && wp @live db query 'DROP TABLE wp_users'", "wp @live db query 'DROP TABLE wp_users'"),
    ("bash -c \"drush @news.prod sql:query 'TRUNCATE users'\"",
     "drush @news.prod sql:query 'TRUNCATE users'"),
    ("{ wp @live db import seed.sql; }", "wp @live db import seed.sql"),
])
def test_wrapping_never_lowers(wrapped: str, bare: str) -> None:
    order = ["go", "pause", "stop"]
    assert order.index(label(wrapped)) >= order.index(label(bare))


@pytest.mark.parametrize(("value", "live"), [
    ("@live", True), ("shop.prod", True), ("shop-live", True), ("live.example.com", True),
    ("live-staging", False), ("@local", False), ("livereload", False), ("s/live/x/", False),
    ("https://live.example.com/x", False), ("deliver", False),
])
def test_names_live(value: str, live: bool) -> None:
    assert names_live(value.lstrip("@")) is live


def test_selectors_only_in_selector_positions() -> None:
    assert live_selectors("wp", ("@live", "plugin", "list")) == ["@live"]
    assert live_selectors("dep", ("deploy", "--stage", "live")) == ["--stage live"]
    assert live_selectors("fly", ("deploy", "--app=shop-live")) == ["--app=shop-live"]
    assert live_selectors("platform", ("-e", "live", "redeploy")) == ["-e live"]
    assert live_selectors("grep", ("-e", "live", "notes.txt")) == []  # an expression, not an environment
    assert live_selectors("git", ("log", "--grep", "live")) == []
    assert live_selectors("dig", ("@live", "example.com")) == []  # dig's @ is a server, not a site alias


def test_carried_commands_keep_the_reach() -> None:
    carried = list(carried_site_commands("drush", ("drush", "@a.prod", "sql:query", "SELECT 1"), None, None))
    assert carried == [("drush sql:query", "mysql -h a.prod -e 'SELECT 1'", "site:@a.prod")]
    local = list(carried_site_commands("wp", ("wp", "@self", "db", "query", "SELECT 1"), None, None))
    assert local[0][2] is None
    fed = list(carried_site_commands("drush", ("drush", "sql:cli"), "dump.sql", None))
    assert fed == [("drush sql:cli", "mysql < dump.sql", None)]
    assert list(carried_site_commands("drush", ("drush", "sql:cli"), None, None)) == []  # nothing fed
    assert list(carried_site_commands("ddev", ("ddev", "start"), None, None)) == []


def test_the_gate_holds_every_carrier() -> None:
    """`Follow.effects` asks `carried_site_commands` only of the names in CARRYING_SITE (or a launcher
    script run by an interpreter): no other name may carry anything."""
    from dongle.rules.engine import load_rules
    from dongle.shell.site_tools import CARRYING_SITE, LAUNCHER_SCRIPTS

    shapes = [["db", "query", "DROP TABLE x"], ["sql:cli"], ["php:eval", "unlink('x');"],
              ["exec", "rm -rf /"], ["pg:psql", "-c", "DROP TABLE x"], ["db:sql", "DROP TABLE x"],
              ["drush", "sql:drop"]]
    for name in {*load_rules().by_name, "psql", "mysql", "git", "ssh"} - CARRYING_SITE:
        for shape in shapes:
            if shape[0] in LAUNCHER_SCRIPTS:
                continue
            assert list(carried_site_commands(name, (name, *shape), "x.sql", "DROP TABLE x")) == [], name
