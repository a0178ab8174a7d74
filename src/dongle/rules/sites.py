"""Site and shop CLIs acting on the site their selector names: imports over a store, changes on the live site.

A CMS or shop CLI (wp-cli, Drush, n98-magerun, bin/magento) acts on the site an alias or option selects
(`wp @live`, `drush @shop.prod`, `--ssh=HOST`: rules/selectors.py), or, when run over ssh on the shop's
own host, on that host's site. Three kinds of act are judged here:

- a store replaced whole: `wp db import`, `n98-magerun2 db:import`, `db:drop`, `bin/magento setup:install
  --cleanup-database`, `drush sql:sync SRC TARGET` (the target's database becomes the source's): every row
  the store had is replaced. A development copy is a human's call (pause); the live or production site is
  its orders and customers gone (stop);
- a state change on the live site: plugins or modules installed, updated, switched off or removed, database
  updates and configuration imported, options, users, products and settings changed, a search-replace over
  every table. Each is routine on a copy and costly if wrong on the site customers use: a human decides
  (pause). Reads (`list`, `get`, `status`, `export`, `sql:dump`) and rebuilt caches stay go;
- the SQL and PHP these tools carry (`wp db query`, `drush sql:query`, `drush sql:cli < dump`,
  `php:eval`) are not judged here: shell/site_tools.py hands them to the database and interpreter rules
  with the site's reach.
"""

from __future__ import annotations

_SITE_CLIS = ("wp", "wp-cli", "drush", "n98-magerun", "n98-magerun2", "magerun", "magerun2", "magento",
              "acli")
# Acts that change the site's code, schema, configuration, users or content (wp-cli's verbs, Drush's and
# Magento's `topic:verb` commands and their short aliases).
_CHANGE_VERBS = (
    "install", "update", "upgrade", "activate", "deactivate", "delete", "uninstall", "remove", "set", "add",
    "create", "import", "reset", "drop", "clean", "empty", "patch", "search-replace", "shuffle-salts",
    "update-db", "updatedb", "updb", "cim", "pmu", "en", "toggle", "generate", "deploy", "sql-sync",
    "*:delete", "*:set", "*:install", "*:uninstall", "*:enable", "*:disable", "*:import", "*:create",
    "*:update", "*:upgrade", "*:cancel", "*:block", "*:add", "*:remove", "*:password", "*:drop", "*:sync",
    "*:deploy", "*:replace", "*:assign", "*:reset", "*:edit", "cset", "sset", "cdel", "ucrt", "ucan", "upwd",
    "urol", "urrol",
)

# wp's subcommands that rebuild what the site makes again by itself.
_REGENERATED = ("rewrite flush", "transient delete", "media regenerate")

RULES = [
    {
        # wp's rewrite rules and transients are built again from the site's settings on the next request
        "id": "site.regenerated",
        "level": "safe",
        "reason": "rebuilds what the site makes again by itself (rewrite rules, expired transients, missing "
        "thumbnails): nothing is lost",
        "safer": "None needed.",
        "recovery": "The site rebuilds it on the next requests.",
        "match": {"cmd": ("wp", "wp-cli"), "sub": _REGENERATED},
        "examples": {"match": ["wp @live rewrite flush", "wp transient delete --expired",
                               "wp media regenerate --only-missing --yes"],
                     "no_match": ["wp rewrite structure '/%postname%/'", "wp media import photo.jpg",
                                  "wp option delete home"]},
    },
    {
        "id": "site.store-imported",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "imports a dump over the site's database, or drops and reinstalls it (`wp db import`, "
        "`db:drop`, `setup:install --cleanup-database`): every table it holds is replaced, with the "
        "orders, customers and content written since the dump",
        "safer": "Export the database first (`wp db export`, `drush sql:dump`), and load the dump into a "
        "copy of the site.",
        "recovery": "Import the export taken before; whatever was written since is lost.",
        "match": {"cmd": _SITE_CLIS, "sub": ("db import", "db:import", "db:drop"), "words_none": ("--help",)},
        "examples": {"match": ["wp db import dumps/staging.sql", "wp @live db import x.sql",
                               "n98-magerun2 db:drop --force"],
                     "no_match": ["wp db export backup.sql", "wp @live db export -",
                                  "n98-magerun2 db:dump x.sql", "wp help db import"]},
    },
    {
        "id": "site.store-reinstalled",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "installs the shop again over its database with `--cleanup-database`: every table is "
        "dropped first, with the orders, customers and products in it",
        "safer": "Back up first (`setup:backup --db`), and reinstall a copy of the shop.",
        "recovery": "Restore the database from the backup taken before.",
        "match": {"cmd": ("magento",), "sub": ("setup:install",), "flags_any": ("--cleanup-database",)},
        "examples": {"match": ["bin/magento setup:install --cleanup-database --db-name=magento"],
                     "no_match": ["bin/magento setup:install --db-name=magento",
                                  "bin/magento setup:upgrade"]},
    },
    {
        # the target of a sync is overwritten by the source: production as the target is its store replaced
        "id": "site.store-synced-over",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "copies one site's database over another's (`drush sql:sync SOURCE TARGET`): the target's "
        "database is replaced by the source's",
        "safer": "Dump the target first (`drush @target sql:dump`); sync only towards a copy.",
        "recovery": "Import the target's dump taken before the sync.",
        "match": {"cmd": ("drush",), "sub": ("sql:sync", "sql-sync"), "min_operands": 2},
        "examples": {"match": ["drush sql:sync @self @shop.prod -y", "drush sql-sync @prod @stage"],
                     "no_match": ["drush sql:dump", "drush sql:sync --help"]},
    },
    {
        # a deletion that names a kind, not items (`entity:delete node --bundle=event`): every one goes
        "id": "site.live-collection-deleted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every entity of a kind on the live site (`drush entity:delete node`, with at most "
        "a bundle filter): the content is gone where customers read it, not a named item",
        "safer": "Export the live database first; delete named items (ids), after a count on staging.",
        "recovery": "Restore the database export taken before; content written since is lost.",
        "match": {"cmd": ("drush",), "sub": ("entity:delete", "entity-delete", "edel"), "max_operands": 1,
                  "production": True, "words_none": ("--help",)},
        "examples": {"match": ["drush @shop.prod entity:delete node --bundle=event",
                               "drush @live entity:delete taxonomy_term"],
                     "no_match": ["drush @shop.prod entity:delete node 12 13", "drush entity:delete node",
                                  "drush @shop.stage entity:delete node"]},
    },
    {
        # code nobody vouches for (a bare IP address, a paste site, a shortener) run inside the site
        "id": "site.untrusted-code-installed",
        "extends_generic": True,
        "level": "dangerous",
        "irreversible": True,
        "prod": True,
        "reason": "installs a plugin or theme from a host nobody vouches for (a bare IP address, a paste "
        "site): its code runs inside the site with the site's database and its customers' data",
        "safer": "Install from the official directory or the vendor's own site, on a copy first.",
        "recovery": "Remove the plugin, compare the site's files with a clean copy, rotate its keys and "
        "passwords.",
        "match": {"cmd": ("wp", "wp-cli"), "sub": ("plugin install", "theme install"), "hosts": "untrusted"},
        "examples": {"match": ["wp @live plugin install https://203.0.113.45/x.zip --activate"],
                     "no_match": ["wp plugin install query-monitor --activate",
                                  "wp plugin install https://downloads.wordpress.org/plugin/x.zip"]},
    },
    {
        "id": "site.live-change",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes the live site (its plugins or modules, schema, configuration, users, options or "
        "content), named by a live or production selector: customers meet the change at once, and a wrong "
        "one takes the site or its data with it",
        "safer": "Make the change on staging first, export the live database, then apply it in a quiet hour.",
        "recovery": "Restore the previous plugin, configuration or database export.",
        "match": {"cmd": _SITE_CLIS, "args_any": _CHANGE_VERBS, "production": True, "no_sub": _REGENERATED,
                  # (the selector that makes it production names no other environment: a value that
                  # does, `option update siteurl https://staging.…`, is what is written on live)
                  "words_none": ("--dry-run", "--help", "help")},
        "examples": {"match": ["wp @live plugin update --all", "drush @shop.prod updatedb -y",
                               "drush @shop.prod config:import -y", "wp @live option update siteurl x",
                               "wp --ssh=deploy@live.example.com core update"],
                     "no_match": ["wp @live plugin list", "wp @live cache flush", "drush @shop.prod pm:list",
                                  "wp @live search-replace a b --dry-run", "wp @staging plugin update --all",
                                  "wp plugin update --all", "drush @shop.prod sql:dump --gzip"]},
    },
]
