"""A delete whose operands another program produces is judged as that delete over the producer's scope.

xargs, GNU parallel (reading items from a pipe), `while read` loops and `for x in $(…)` only carry
names from a producer to the deleting command: `ls` in a directory (after a `cd`) hands over every
entry, so the delete is `rm -rf DIR/*`; a `find` hands over what its tests pick, so the delete is that
find with `-exec rm` attached, judged by the find rules (build leftovers in the project go, old data in
home pauses, a whole system tree stops). find's own `-o` is read by its precedence: an action is
narrowed only by the tests on its own branch. Deletes that lose no content (empty folders and files,
dangling links, one file picked by inode) and crash/editor leftovers do not pause where data would.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.levels import SafetyTier

CWD = "/home/dev/project"
HOME = "/home/dev"


def _tier(command: str) -> SafetyTier:
    return classify_command(command, cwd=CWD, env={"HOME": HOME}).tier


GO = {SafetyTier.ADVISORY}
PAUSE = {SafetyTier.CONFIRM, SafetyTier.VERIFY}
STOP = {SafetyTier.DANGER_ZONE}


@pytest.mark.parametrize(("command", "expected"), [
    # parallel reading the pipe's lines, after a cd into a data directory or a system tree
    ("cd /var/lib/mongodb && ls -1 | parallel -j8 rm -rf {}", STOP),
    ("cd /etc/ssl && ls | parallel --bar rm -rf {}", STOP),
    ("cd ~ && ls -A | parallel rm -rf {}", STOP),
    # a find sweep of a whole system tree handed on through parallel or a read loop
    ("find /srv/minio -type f | parallel -j4 rm -f {}", STOP),
    ("find /etc -type f -print | while IFS= read -r p; do rm -f \"$p\"; done", STOP),
    # a find that picks by name or age outside the project: as `find … -delete` there, a pause
    ("find ~/Music -iname '*.flac' -size +50M -print0 | xargs -0 -r rm -f", PAUSE),
    ("find ~/backups/nightly -name '*.tar.zst' -mtime +14 | parallel rm {}", PAUSE),
    ("find /mnt/archive -name '*.mkv' | while read -r v; do rm \"$v\"; done", PAUSE),
    ("for img in $(find ~/Pictures/raw -name '*.cr2' -mtime +365); do rm \"$img\"; done", PAUSE),
    # in the project, data picked by age or by a data extension
    ("find ./fixtures -type f -mtime +60 -print0 | xargs -0 rm", PAUSE),
    ("find . -name '*.xlsx' | xargs rm -f", PAUSE),
    # build leftovers picked by name in the project, however they are handed on
    ("find . -name '*.class' -print0 | xargs -0 rm -f", GO),
    ("find src -name '*.o' | parallel rm {}", GO),
    ("find . -name '*.orig' | while read -r f; do rm \"$f\"; done", GO),
    ("cd target && ls | parallel rm -rf {}", GO),
    # a read-only consumer of a whole tree stays a read
    ("find /var/lib/mongodb -type f | parallel md5sum {}", GO),
    ("ls /etc/ssl | parallel echo {}", GO),
])
def test_a_fed_delete_is_judged_over_the_producers_scope(command, expected):
    assert _tier(command) in expected


@pytest.mark.parametrize(("command", "expected"), [
    # the action on the -o branch with no name test: everything older under home / a system tree
    ("find ~ -name '*.swp' -o -mtime +60 -delete", STOP),
    ("find /opt -name '*.bak' -o -type f -exec rm -f {} +", STOP),
    ("find ~/work -name node_modules -prune -o -name '*.log' -mtime +400 -exec rm {} \\;", PAUSE),
    ("find ~/work -name node_modules -prune -o -type f -mtime +400 -exec rm {} \\;", STOP),
    # parentheses group the names: the action takes only what they pick
    ("find . \\( -name '*.class' -o -name '*.o' \\) -delete", GO),
    ("find . -name '*.class' -delete -o -name '*.o' -delete", GO),
    ("find ~/.cache/pip -name '*.whl' -o -name '*.tar.gz' -delete", GO),
    # an -o with no action keeps its read
    ("find / -name '*.pem' -o -name '*.key'", GO),
])
def test_find_actions_are_narrowed_by_their_own_branch(command, expected):
    assert _tier(command) in expected


@pytest.mark.parametrize(("command", "expected"), [
    # nothing is lost: empty folders, empty files, dangling links, one file by its inode
    ("find ./assets -type d -empty -delete", GO),
    ("find ~/Documents -type d -empty -print0 | xargs -0 rmdir", GO),
    ("find . -type f -size 0 -exec rm {} +", GO),
    ("find ~/bin -xtype l -delete", GO),
    ("find . -inum 4049211 -exec rm {} \\;", GO),
    # …but a service may need its empty folders, and working links are how libraries are found
    ("sudo find /var/lib -type d -empty -delete", PAUSE),
    ("sudo find /usr/lib64 -type l -delete", STOP),
    # crash dumps as files, and a centralised VCS's working-copy folders, in the project
    ("find . -type f -name 'core.[0-9]*' -delete", GO),
    ("find . -name '*.hprof' -exec rm -f {} +", GO),
    ("find . -type d -name CVS -prune -exec rm -rf {} +", GO),
    # a folder named core is source, not a dump
    ("find . -name core -type d -exec rm -rf {} +", PAUSE),
])
def test_deletes_that_lose_nothing_worth_keeping(command, expected):
    assert _tier(command) in expected


@pytest.mark.parametrize(("command", "expected"), [
    # a scan by one prefix and a star hands on every key of a kind, as a table holds every row of one
    ("redis-cli --scan --pattern 'orders:*' | xargs redis-cli UNLINK", PAUSE),
    ("redis-cli -h prod-redis --scan --pattern 'user:*' | xargs redis-cli -h prod-redis DEL", STOP),
    # a cache or lock kind is made again; a deeper pattern picks some; a scan alone reads
    ("redis-cli --scan --pattern 'lock:*' | xargs redis-cli DEL", GO),
    ("redis-cli --scan --pattern 'cart:user:42:*' | xargs redis-cli DEL", GO),
    ("redis-cli --scan --pattern 'orders:*' | head", GO),
    # a server named as a cache holds copies of a store behind it: one kind's keys there are made again
    ("valkey-cli -h pricing-cache-02 --scan --pattern 'quote:*' | xargs valkey-cli -h pricing-cache-02 DEL",
     GO),
    ("valkey-cli -h pricing-db-02 --scan --pattern 'quote:*' | xargs valkey-cli -h pricing-db-02 DEL", PAUSE),
    # every session: everyone signed out, nothing stored lost, the same on production
    ("redis-cli -h cache-prod --scan --pattern 'sessions:*' | xargs redis-cli -h cache-prod UNLINK", PAUSE),
])
def test_every_key_of_a_kind_deleted(command, expected):
    assert _tier(command) in expected
