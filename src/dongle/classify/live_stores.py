"""A whole store removed where a running service keeps it: the reach of where a nested command runs.

A command handed to `docker exec NAME` runs inside a container that is already running: the service's
own state (a Gitea's repositories, a Vaultwarden's database, an Immich's Postgres). A command handed to
`ssh HOST` runs on that host, with its data. Neither is the agent's project or a throwaway container
made for the command (`docker run`), nor the project's own compose stack (`docker compose exec db`,
the development services beside the code). Removing a whole store there (every row of a table, a
database, a data tree wholesale) loses the data where it lives: it is judged as the same removal on
production (stop), unless the host, the container or the command names development, testing, staging
or scratch (`docker exec pg-dev`, `ssh staging-db`, `DROP DATABASE app_test`), where a human confirms
it as on any development store.

What counts as whole is what the production reading of the part says is catastrophic, and only for
removals of stored data (the database rules of a whole store, a recursive deletion or shredding of a
tree): a picked pattern (`releases/2023*`, `find -name '*.log'`), regenerable output, caches and
scratch keep their own verdict, as on any host.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# Rules that remove a whole store of data: a database, a table's every row, a store's namespace.
WHOLE_STORE_RULES = frozenset({"db.drop-database", "db.dropdb", "db.drop-table", "db.delete-all",
                               "db.store-delete", "db.framework-reset", "db.warehouse-remove",
                               # a site's or shop's database reset, dropped, imported over or reinstalled
                               "publish.site-reset", "site.store-imported", "site.store-reinstalled"})
# Rules that delete or shred a tree of files outside a project.
TREE_REMOVAL_RULES = frozenset({"fs.rm-outside", "fs.rm-system-data", "fs.find-delete-outside",
                                "fs.shred-file", "fs.rm-system"})
# Words in a host's, a container's or a command's name that mark a non-production store.
_NOT_LIVE_WORDS = frozenset({"dev", "devel", "development", "preview", "sandbox", "test", "tests", "testing",
                             "local", "scratch", "staging", "stage", "stg", "qa", "ci", "tmp", "temp",
                             "demo", "fixture", "fixtures", "throwaway", "e2e"})
# `.local` is the mDNS name of any machine on a home network (`homeassistant.local`, `nas.local`), the
# home's live services among them: in a host's name it marks nothing.
# A build farm's machines (`farm-agent-12`, `builder-3`, `ci-runner-2`) keep what builds make: caches,
# workspaces, artifacts that the next build makes again.
_HOST_WORDS_NOT_LIVE = (_NOT_LIVE_WORDS - {"local"}) | {"build", "builder", "builders", "runner", "runners",
                                                         "farm"}
_WORDS = lazy_compile(r"[a-z]+")
# Launchers whose nested command runs inside a container that was already running.
_EXEC_LAUNCHERS = (("docker exec",), ("podman exec",), ("nerdctl exec",))


def live_target(facts: Facts) -> str:
    """The running service or host a nested command reaches (`docker:gitea`, `ssh:admin@nas`), or ''
    when it runs here, in a container made for it, in the project's compose stack, or on a target
    whose name marks it as development, testing or staging."""
    remote = facts.inv.remote or ""
    if not remote or "$" in remote or "{" in remote:
        return ""
    kind, _, name = remote.partition(":")
    if kind == "ssh":
        host = name.rpartition("@")[2]
    elif kind in ("docker", "podman", "nerdctl") and facts.inv.via[:1] in _EXEC_LAUNCHERS:
        host = name
    else:
        return ""
    if not host or not _HOST_WORDS_NOT_LIVE.isdisjoint(_WORDS.findall(host.lower())):
        return ""
    return remote


def names_non_live(facts: Facts, source: str = "") -> bool:
    """The command's own words, or the line it is part of, name a development, test or scratch store
    (`DROP DATABASE app_test`, `rm -rf /srv/tmp`, `export RAILS_ENV=test; docker exec app …`: whoever
    wrote the line is working against a development stack)."""
    if any(not _NOT_LIVE_WORDS.isdisjoint(_WORDS.findall(word.lower())) for word in facts.inv.args):
        return True
    return any(v.lower() in _NOT_LIVE_WORDS for pair in _ENVIRONMENT_SET.findall(source) for v in pair if v)


# An environment named by an assignment in the line (`RAILS_ENV=test`, `export NODE_ENV=development`,
# `APP_ENV=staging`): only the assignment counts, so text added elsewhere in a line (`; ls /tmp`) lowers
# nothing.
_ENVIRONMENT_SET = lazy_compile(r"\b[A-Z_]*ENV(?:IRONMENT)?=[\"']?([A-Za-z]+)"
                                r"|(?:^|[;&|]\s*|\bsource\s+|\.\s+)\S*\.env\.([A-Za-z]+)\b")
