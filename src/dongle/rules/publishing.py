"""Publishing and live storefronts: uploads that reach users, and a shop's own data.

An upload to a distribution archive (a PPA, Debian, COPR, OBS) or a game store (Steam, itch.io,
Epic) puts a build in front of users and burns its version number: a human decides (pause). A
storefront's theme pushed live is what every shopper sees at once (pause). A shop or CMS told to
uninstall itself or reset its database drops every order, customer and page (pause on a local
copy, stop on the live site, named by its public URL or a production alias). Clearing a cache or
compiling code is routine: the next request builds it again.
"""

from __future__ import annotations

COMMANDS = {"drush": {"values": ("-l", "--uri", "-r", "--root")}}

# A site named as a developer's copy: the local machine, a dev domain, a staging host.
_LOCAL_SITES = ("*localhost*", "*127.0.0.1*", "*.test", "*.test/*", "*.local", "*.local/*", "*.ddev.site*",
                "*.lndo.site*", "*staging*", "*stage.*", "*://dev.*", "*.dev.*", "@dev", "@local", "@stage*",
                "@test*", "*docker.internal*")
# A live site: a public URL, a production alias (`drush @prod`, `wp @live`)
_LIVE_SITE = ("--url=http*://*", "-l=http*://*", "--uri=http*://*", "@prod*", "@live*", "@production*",
              "--url=*.*")

_SITE_RESETS = ("db reset", "db drop", "db clean", "site empty", "sql-drop", "sql:drop", "site-install",
                "site:install", "si", "setup:uninstall")
# the same acts as single words, wherever a site alias or option puts them among the operands
_RESET_WORDS = ("reset", "drop", "clean", "empty", "sql-drop", "sql:drop", "site-install", "site:install",
                "setup:uninstall")

RULES = [
    {
        "id": "publish.distro-upload",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "uploads a package to a distribution archive or build service (a PPA, Debian, COPR, "
        "OBS): users' package managers install it, and the version number cannot be uploaded again",
        "safer": "Simulate the upload (`dput -s`), or build in a private test repository first.",
        "recovery": "Upload a fixed higher version; ask the archive to remove the upload.",
        "match": {"cmd": ("dput", "dupload", "debrelease", "copr-cli", "copr", "osc"),
                  "args_any": ("ppa:*", "*.changes", "build", "buildscm", "build-package", "buildpypi",
                               "buildgem", "commit", "ci", "submitrequest", "sr", "release"),
                  "flags_none": ("-s", "--simulate", "-n", "--no-upload")},
        "examples": {"match": ["dput ppa:dev/tools ../tools_1.2-1_source.changes",
                               "copr-cli build dev/tools tools-1.2-1.fc40.src.rpm",
                               "osc submitrequest home:dev/tools openSUSE:Factory"],
                     "no_match": ["dput -s ppa:dev/tools ../tools_1.2-1_source.changes", "copr-cli list dev",
                                  "osc status"]},
    },
    {
        "id": "publish.game-store-upload",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "uploads a game build to a store (Steam's run_app_build or set-live, itch.io's butler "
        "push, Epic's BuildPatchTool): the branch or channel it lands on reaches players",
        "safer": "Upload to a private branch or channel nobody plays; `butler push --dry-run` first.",
        "recovery": "Set the previous build live again on the branch or channel.",
        "match": {"cmd": ("steamcmd", "butler", "buildpatchtool", "BuildPatchTool"),
                  "words_any": ("+run_app_build*", "+app_set_live*", "+run_app_build_http", "push",
                                "-mode=uploadbinary"),
                  "words_none": ("--dry-run",)},
        "examples": {"match": ["steamcmd +login ci +run_app_build ../scripts/app_build_480.vdf +quit",
                               "butler push dist/win acme/racer:windows-beta"],
                     "no_match": ["butler push --dry-run dist/win acme/racer:windows-beta",
                                  "butler status acme/racer",
                                  "steamcmd +login anonymous +app_update 90 +quit"]},
    },
    {
        "id": "publish.storefront-live",
        "extends_generic": True,
        "level": "destructive",
        "reason": "makes a storefront theme the live one (`shopify theme push --live`, `theme publish`): "
        "every shopper sees it at once",
        "safer": "Push to an unpublished theme and preview it (`shopify theme push --unpublished`).",
        "recovery": "Publish the previous theme again from the theme library.",
        "match": {"cmd": ("shopify",), "sub": ("theme push", "theme publish"),
                  "words_any": ("--live", "-l", "--publish", "-p", "publish")},
        "examples": {"match": ["shopify theme push --live --allow-live", "shopify theme publish --theme 991"],
                     "no_match": ["shopify theme push --unpublished", "shopify theme pull --live"]},
    },
    {
        "id": "publish.app-release",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "releases a new version of an app or its extensions to every store that installed it "
        "(`shopify app deploy`, `app release`)",
        "safer": "Deploy without releasing (`--no-release`) and test the version on a development store.",
        "recovery": "Release the previous app version from the Partner Dashboard.",
        "match": {"cmd": ("shopify",), "sub": ("app deploy", "app release"), "flags_none": ("--no-release",)},
        "examples": {"match": ["shopify app deploy --force", "shopify app release --version v12"],
                     "no_match": ["shopify app deploy --no-release", "shopify app dev"]},
    },
    {
        "id": "publish.site-reset-live",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "drops or empties the live site's database, or uninstalls the shop (every order, "
        "customer and page), on a site named by its public URL or a production alias",
        "safer": "Export the database first (`wp db export`, `drush sql-dump`) and reset a local copy "
        "instead.",
        "recovery": "Restore the database from the last backup; orders since then are lost.",
        "match": {"cmd": ("wp", "drush", "magento", "php"), "args_any": _RESET_WORDS,
                  "words_also": _LIVE_SITE, "words_none": _LOCAL_SITES},
        "examples": {"match": ["wp db reset --yes --url=https://www.example-shop.com",
                               "drush @prod sql-drop -y"],
                     "no_match": ["wp db reset --yes --url=http://shop.test",
                                  "wp db export --url=https://x.com",
                                  "drush @dev sql-drop -y"]},
    },
    {
        "id": "publish.site-reset",
        "extends_generic": True,
        "level": "destructive",
        "prod": True,  # a reset of the site a live or production selector names, or on production's host
        "irreversible": True,
        "reason": "drops or empties a site's database or uninstalls the shop (`wp db reset`, "
        "`drush sql-drop`, `magento setup:uninstall`): its content, orders and customers are gone",
        "safer": "Export the database first (`wp db export`, `drush sql-dump`).",
        "recovery": "Restore the database from an export or backup.",
        "match": {"cmd": ("wp", "drush", "magento", "php"), "sub": _SITE_RESETS},
        "examples": {"match": ["wp db reset --yes", "drush sql-drop -y"],
                     "no_match": ["wp db export backup.sql", "drush sql-dump"]},
    },
    {
        # the shop's own uninstall drops its database and configuration: no local copy is named by it
        "id": "publish.shop-uninstall",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "uninstalls the shop (`magento setup:uninstall`): it drops the store's database (every "
        "order, customer and product) and removes its configuration",
        "safer": "Back up first (`setup:backup --db --media`) and work on a copy.",
        "recovery": "Restore the database and app/etc/env.php from backup.",
        "match": {"cmd": ("magento", "php"), "args_any": ("setup:uninstall",), "words_none": _LOCAL_SITES},
        "examples": {"match": ["php bin/magento setup:uninstall -n", "bin/magento setup:uninstall"],
                     "no_match": ["bin/magento setup:upgrade"]},
    },
    {
        # a cache cleared or code compiled is made again by the next request or deploy step
        "id": "publish.cache-rebuilt",
        "level": "safe",
        "reason": "clears a site's cache or compiles its code: the next request builds it again",
        "safer": "None needed.",
        "recovery": "The cache warms again on the next requests.",
        # (WordPress's rewrite rules and transients are caches of the same kind: flushed, the next request
        # writes them again from the site's code and settings)
        "match": {"cmd": ("magento", "wp", "drush"),
                  "args_any": ("cache:*", "cache", "cr", "cache-rebuild", "cache:rebuild", "setup:di:compile",
                               "setup:static-content:deploy", "indexer:reindex", "rewrite", "transient")},
        "examples": {"match": ["bin/magento cache:flush", "wp cache flush", "drush cr", "wp rewrite flush",
                               "wp transient delete --all"],
                     "no_match": ["wp db reset --yes", "wp post delete --all"]},
    },
]
