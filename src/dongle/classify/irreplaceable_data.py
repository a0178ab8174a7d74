"""Irreplaceable data deleted whole, judged by the words of its path and the program's effect.

Some records cannot be made again: what an instrument wrote (a sequencer's run folders, a microscope's
acquisitions, a detector's or a lattice simulation's raw output), the copy an archive or tape system keeps,
and the shared store a whole group works in. Deleting one of those *whole* is a stop whatever program does
it: `rm -rf /project/lab/raw_sequencing`, `irm -rf /zone/home/lab/raw`, `eos rm -r …/atlasgroupdisk/phys-x`,
`dsmc delete archive "/project/lab/*" -subdir=yes`, `globus delete -r "$EP:/archive/lab/"`,
`find /project -maxdepth 2 -name 'raw*' -exec rm -rf {} +`, `lfs find /lustre/project … | xargs rm -f`.

What stays with the other rules (a pause or a go): one named run or file inside such a store (`rm -rf
…/raw_sequencing/240315_run171`, `hsi rm …/archive/run171.tar`), a selection by name prefix or age inside
one group's area, anything under scratch, a work, tmp, cache or processed folder (regenerable from the
pipeline), dry runs, and every read, listing or copy.

Two readings of a target path, both from its words only (no disk is read):

- a *primary* folder: a segment whose words name primary records (`raw`, `rawdata`, `archive`,
  `acquisitions`, an instrument's acquisition folder such as EPU or Xcalibur, `clinical`, gauge ensembles);
  whole when nothing named follows it (only `*`-led patterns or an unknown variable that may be empty);
- a *shared store*: the root that holds every group's area (`/project`, `/gpfs/projects`, `/lustre/proj`,
  an experiment's group disk); whole when at most the group's own folder follows it.
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.paths import PRIMARY_DATA_WORDS
from dongle.shell.model import Invocation

# A cheap gate over the whole line: it names a primary folder or a shared store at all.
LINE_GATE = lazy_compile(
    r"(?i)raw|archive|acquisition|clinical|gauge|ensemble|instrument|/proj|/group|groupdisk|/gpfs|/lustre|/beegfs"
    r"|xcalibur|\bepu\b|/store/|/cephfs")

# Words (a folder name split at `-`, `_`) naming primary records: nothing regenerates them.
PRIMARY_WORDS = PRIMARY_DATA_WORDS
# Words naming what a pipeline makes again, or one's own working copy: a path through one is not primary.
REGENERABLE_WORDS = frozenset({
    "scratch", "tmp", "temp", "work", "cache", "caches", "processed", "derived", "intermediate",
    "intermediates", "thumbnail", "thumbnails", "test", "tests", "demo", "example", "examples", "sandbox",
    "trash",
})
# Roots whose children are groups' areas: (the root's segments, as a prefix of the path).
_SHARED_ROOTS = ("project", "projects", "proj", "group", "groups", "archive", "store")
_PARALLEL_FS = ("lustre", "gpfs", "beegfs", "cephfs", "fs")

EXAMPLES = {
    "whole": ("/project/smithlab/raw_sequencing", "/gpfs/projects/qcdlat/gauge_configs", "/mnt/krios/EPU/*",
              "/labZone/home/smithlab/raw", "ceph:seq-archive", "/project/smithlab/*", "/lustre/project",
              "/eos/atlas/atlasgroupdisk/phys-higgs/", "$EP:/archive/smithlab/",
              "/project/smithlab/raw_sequencing/*/*.fastq.gz", "/project/lab/raw_sequencing/$RUN/*",
              "/dev/vg_data/lv_instruments", "/project/smithlab/clinical_wgs/cram/*.cram"),
    "not": ("/project/smithlab/raw_sequencing/240315_run171", "/home/mchen/archive/run171.tar",
            "/scratch/$USER/raw", "/mnt/novaseq/Runs/2023*", "/labZone/home/smithlab/processed/run171_v1",
            "/project/smithlab/shared/rnaseq_2023/bam", "archive.tar.gz", "/lustre/scratch/$USER/tmp",
            "/project/smithlab/raw_sequencing/240315_run171/Thumbnail_Images",
            "/project/smithlab/clinical_wgs/cram/S01.cram", "/project/smithlab/clinical_wgs/cram/*.crai"),
}

# Programs that delete the paths they are handed.
_PATH_DELETERS = frozenset({"rm", "rmdir", "shred", "srm", "wipe", "unlink", "irm", "truncate"})
# Volume managers' removals: their operands are a volume's device path or `group/volume` name.
_VOLUME_REMOVERS = frozenset({"lvremove", "vgremove"})
# A program's own deletion verbs (`eos rm`, `globus delete`, `dsmc delete archive`, `rclone purge`,
# `hsi rm`, `mc rb`, `gsutil rm`): the first word that is no option.
_DELETE_VERBS = frozenset({"rm", "rmdir", "del", "delete", "deltree", "purge", "erase", "destroy",
                           "eradicate", "rb", "wipe", "deletefile"})
# Programs whose verbs are not deletions of stored data, however they are spelled.
_NOT_STORES = frozenset({"git", "docker", "podman", "kubectl", "helm", "npm", "pip", "conda", "mamba",
                         "apt", "yum", "dnf", "brew", "snap", "flatpak", "systemctl", "crontab", "gh", "glab",
                         "terraform", "module", "ml", "spack", "nextflow", "snakemake", "dvc", "datalad",
                         "omero"})
_DRY_RUN = frozenset({"-n", "--dry-run", "--dryrun", "--what-if", "-whatif", "--simulate", "--check",
                      "-dryrun"})
# find's tests that pick some entries by something other than a name
_FIND_SELECTORS = frozenset({"-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin", "-newer", "-size",
                             "-user", "-group", "-uid", "-perm", "-empty", "-path", "-ipath", "-regex",
                             "-iregex", "-links", "-newermt"})
_FIND_NAMES = frozenset({"-name", "-iname"})
_NARROWING = ("--include", "--exclude", "--filter", "--files-from", "--max-age", "--min-size", "--max-size")
_WORD_BREAKS = lazy_compile(r"[-_.\s]+")
_SMB_DELETES = lazy_compile(r"(?i)(?:^|;)\s*(?:deltree|rmdir|rd|del|rm)\s+(\"[^\"]+\"|'[^']+'|[^;\s]+)")


def _words(segment: str) -> list[str]:
    """A folder name's words: `raw_sequencing` -> raw, sequencing; `${SCRATCH}` -> scratch."""
    cleaned = segment.strip("${}'\"*?").lower()
    return [w for w in _WORD_BREAKS.split(cleaned) if w]


def _every(segment: str) -> bool:
    """A segment that picks everything at its level, or may be empty: `*`, `**`, `*.fastq.gz`, `$RUN`."""
    return not segment or segment.startswith("*") or (segment.startswith("$") and "/" not in segment)


def _all_of_it(tail: list[str]) -> bool:
    """Segments below a store that take all of it: each picks everything at its level, or is a folder named
    for the one format the next picks all of (`cram/*.cram`, `fastq/*.fastq.gz`)."""
    for i, segment in enumerate(tail):
        if _every(segment):
            continue
        after = tail[i + 1] if i + 1 < len(tail) else ""
        if not (after.startswith("*.") and after[2:].split(".")[0].lower() == segment.lower()):
            return False
    return True


def _segments(path: str) -> list[str] | None:
    """The folders of an absolute path, a remote's path (`ceph:bucket/x`, `s3://b/x`, `$EP:/x`), or None."""
    if "://" in path:
        scheme, _, rest = path.partition("://")
        if scheme.lower() in ("http", "https", "ftp"):
            return None
        path = "/" + rest
    elif not path.startswith("/") and ":" in path.split("/", 1)[0]:
        path = "/" + path.split(":", 1)[1].lstrip("/")
    if not path.startswith("/"):
        return None
    norm = posixpath.normpath(path)
    return [s for s in norm.split("/") if s]


def whole_store(path: str) -> str:
    """What a deletion of `path` takes whole, in words ("primary records", "a shared store"), or ""."""
    segments = _segments(path)
    if not segments:
        return ""
    if any(w in REGENERABLE_WORDS for s in segments for w in _words(s)):
        return ""
    for index in range(len(segments) - 1, -1, -1):
        segment = segments[index]
        if "." in segment.strip(".*") and not segment.startswith("$"):
            continue  # a file (`archive.tar.gz`), not a folder of records
        if any(w in PRIMARY_WORDS for w in _words(segment)):
            if _all_of_it(segments[index + 1:]):
                return f"primary records nobody can regenerate ({'/'.join(segments[:index + 1])})"
            break
    return _shared_store(segments)


def _shared_store(segments: list[str]) -> str:
    """The root of every group's area, or one group's whole area in it."""
    first = segments[0].lower()
    if first in _SHARED_ROOTS:
        root = 1
    elif first in _PARALLEL_FS and len(segments) > 1:
        root = 2
    else:
        root = next((i + 1 for i, s in enumerate(segments) if "groupdisk" in s.lower()), 0)
    if not root:
        return ""
    named = [s for s in segments[root:] if not _every(s)]
    if len(named) <= 1 and all(map(_every, segments[root + len(named):])):
        what = "every group's area" if not named else f"a group's whole area ({named[0]})"
        return f"a shared store: {what} under /{'/'.join(segments[:root])}"
    return ""


def _targets(inv: Invocation, find_argv: Sequence[str] | None) -> list[tuple[str, bool]]:
    """The paths this part deletes, each with whether a find's tests only select some of it."""
    args = inv.args
    if any(a in _DRY_RUN or a.startswith("--dry-run") for a in args):
        return []
    name = inv.name
    found = list(find_argv) if find_argv is not None else None
    if name == "find" or (name == "lfs" and args[:1] == ("find",)):
        words = args[1:] if name == "lfs" else args
        if "-delete" in words or any(w in ("-exec", "-execdir") and words[i + 1:i + 2] in (("rm",), (
                "shred",)) for i, w in enumerate(words)):
            found = [name, *words]
        else:
            return []
    if found is not None:
        return _find_targets(found, inv.cwd)
    if name == "smbclient":
        script = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-c", "--command")), "")
        service = next((a for a in args if a.startswith("//")), "")
        return [(f"/{service.strip('/')}/{m.group(1).strip(chr(34) + chr(39))}", False)
                for m in _SMB_DELETES.finditer(script)] if service else []
    if name in _VOLUME_REMOVERS:
        return [("/" + a.lstrip("/"), False) for a in args if not a.startswith("-")]
    if name in _PATH_DELETERS:
        if name == "truncate" and not any(a in ("-s0", "--size=0") or (
                a == "-s" and args[i + 1:i + 2] == ("0",)) for i, a in enumerate(args)):
            return []
        operands = [a for a in args if not a.startswith("-") and not (name == "truncate" and a == "0")]
        if name == "irm" and any("://" in a for a in operands):
            return []  # PowerShell's Invoke-RestMethod
    elif name in _NOT_STORES:
        return []
    else:
        plain = [a for a in args if not a.startswith("-")]
        verb = next((i for i, w in enumerate(plain[:3]) if w.lower() in _DELETE_VERBS), None)
        if verb is None:
            return []
        operands = plain[verb + 1:]
    # a store tool's filters pick some objects by name (`--include '*.partial'`): a selection, as a find's
    # tests are (an age alone, in an archive, picks nearly everything: it narrows nothing)
    narrowed = any(a.startswith(_NARROWING) for a in args)
    return [(_placed(o, inv.cwd), narrowed) for o in operands]


def _without_cwd(inv: Invocation) -> Invocation:
    """The invocation with no working directory: its relative operands are placed nowhere."""
    from dataclasses import replace

    return replace(inv, cwd=None) if inv.cwd is not None else inv


def _placed(operand: str, cwd: str | None) -> str:
    """An operand as the path it names: a relative one under a `cd` the line made."""
    if operand.startswith(("/", "$")) or ":" in operand or not cwd:
        return operand
    return posixpath.join(cwd, operand)


def _find_targets(argv: Sequence[str], cwd: str | None) -> list[tuple[str, bool]]:
    """A deleting find's roots, narrowed by its name test (`-name 'raw*'` picks the raw folders)."""
    words = list(argv[1:])
    if argv[0] == "lfs":
        words = words[1:] if words[:1] == ["find"] else words
    roots = []
    for word in words:
        if word.startswith(("-", "(", "!", "\\")):
            break
        roots.append(word)
    names = [words[i + 1] for i, w in enumerate(words[:-1]) if w in _FIND_NAMES]
    selects = any(w in _FIND_SELECTORS for w in words)
    targets = []
    for root in roots or ["."]:
        root = _placed(root, cwd)
        if names and any(w in PRIMARY_WORDS for n in names for w in _words(n)):
            targets.extend((f"{root.rstrip('/')}/*/{n}", selects) for n in names)
        else:
            targets.append((root, selects or bool(names)))
    return targets


def irreplaceable_lost(inv: Invocation, find_argv: Sequence[str] | None, home: str, subject: str,
                       start: str | None = None) -> Assessment | None:
    """A deletion that takes primary records or a shared store whole (stop); None otherwise. A relative
    path is read only where a `cd` of the line moved (`start` is where the line began): inside the working
    directory it is the project's own file, which the other rules judge."""
    if inv.cwd == start:
        inv = _without_cwd(inv)
    local = inv.name in _PATH_DELETERS or inv.name in ("find", "lfs") or find_argv is not None
    for path, selected in _targets(inv, find_argv):
        if local and home and (path == home or path.startswith(home.rstrip("/") + "/")):
            continue
        what = whole_store(path)
        if not what:
            continue
        if selected and not what.startswith("a shared store: every group's"):
            continue  # some entries picked by age or name inside one store: the other rules judge it
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"deletes {what} whole (`{path}`): records an instrument, an archive or a whole group "
                     "made cannot be made again [data.irreplaceable-deleted]",),
            rules=("data.irreplaceable-deleted",),
            safer_alternative="Delete the one run or file you mean, after listing it and checking that a "
            "verified copy exists elsewhere (the archive, the instrument's transfer log).",
            recovery="Only from an independent copy (tape, the archive tier, a collaborator's copy), if one "
            "exists; otherwise the records are lost.")
    return None


# --- a shared database server's data deleted whole ---------------------------------------------------------
# A whole database dropped, a table dropped or truncated, or every row of one deleted is a pause on one's own
# database and a stop on production's. A server addressed by its network name (`-h slurmdb.hpc.internal`,
# `--server https://trino.internal:8443`) that names no throwaway environment is a shared one: the site's
# accounting, a LIMS, a lab's image server, which every user of it relies on. So is the database a client
# reaches as the server's own service account (`sudo -u postgres psql …`) or on the server itself over ssh.

WHOLE_STORE_SQL = frozenset({"db.drop-database", "db.drop-table", "db.delete-all"})
_HOST_OPTIONS = frozenset({"-h", "--host", "--server", "-H", "--hostname"})
_THROWAWAY_HOST = lazy_compile(
    r"(?i)(?<![a-z])(?:dev|devel|test|tests|testing|stg|stage|staging|local|localhost|sandbox|ci|qa|uat|demo"
    r"|scratch|tmp|temp|preview|review|docker|compose|minikube|kind|replica|standby|readonly|cache|caches)(?![a-z])"
    r"|^127\.|^::1$|^0\.0\.0\.0$")
# the database clients' own variables (`PGPASSWORD=$STAGING_PG_PW`): what they name is where it connects
_CLIENT_VARIABLES = ("PG", "MYSQL", "MONGO", "DATABASE", "DB_", "REDIS", "CLICKHOUSE")
_IP_LITERAL = lazy_compile(r"^[\d.]+$|^\[?[0-9a-f:]+\]?$")
_URI_HOST = lazy_compile(r"^[a-z][a-z0-9+.-]*://(?:[^@/\s]*@)?(\[[^\]]+\]|[^:/?\s]+)")
_SERVICE_ACCOUNTS = frozenset({"postgres", "mysql", "mongodb", "mongod", "omero", "oracle", "clickhouse",
                               "redis", "cassandra"})

SHARED_DATABASE_EXAMPLES = {
    "shared": ('mysql -h slurmdb.hpc.internal -u slurm -p -e "DROP DATABASE slurm_acct_db"',
               "clickhouse-client --host ch01.corp.lan -q 'TRUNCATE TABLE events'",
               'sudo -u omero psql omero -c "DELETE FROM image"'),
    "not": ('mysql -h mysql-stg-01.corp.lan -e "DROP DATABASE shop_pr_482"',
            "psql -h localhost -U postgres -c 'DROP DATABASE billing_dev'",
            "psql -h db -U postgres -c 'DROP TABLE sessions'", "sqlite3 data/app.db 'DELETE FROM users'",
            "sudo -u postgres psql -c 'DROP DATABASE app_test'"),
}


def _server(inv: Invocation) -> str:
    """The database server a client names: an option's host, a URI's host, or ""."""
    args = inv.args
    for i, word in enumerate(args):
        option, eq, value = word.partition("=")
        if option in _HOST_OPTIONS:
            host = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            uri = _URI_HOST.match(host)
            return uri.group(1) if uri else host.split(":")[0]
        uri = _URI_HOST.match(word)
        if uri and not word.startswith(("file:", "sqlite:")):
            return uri.group(1)
    return ""


def shared_database_emptied(inv: Invocation, rules: Sequence[str], sudo_user: str,
                            subject: str) -> Assessment | None:
    """A whole database, table or every row deleted on a shared server (stop); None otherwise."""
    if WHOLE_STORE_SQL.isdisjoint(rules):
        return None
    server = _server(inv)
    if server and "." in server and "$" not in server and not _IP_LITERAL.match(server) and not (
            _THROWAWAY_HOST.search(server)):
        where = f"the shared server {server}"
    elif sudo_user in _SERVICE_ACCOUNTS and not inv.remote:
        where = f"the live server, as its own service account ({sudo_user})"
    else:
        return None
    client_env = [v for k, v in inv.env.items() if k.startswith(_CLIENT_VARIABLES)]
    if any(_THROWAWAY_HOST.search(w) for w in (*inv.args, *client_env) if not w.startswith("-")):
        return None  # a database, table or credential named for a test, staging or scratch run
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"deletes a whole database, table or every row of one on {where}: data every user of that "
                 "server relies on [data.shared-database-emptied]",),
        rules=("data.shared-database-emptied",),
        safer_alternative="Take a dump first (`pg_dump`, `mysqldump`), and delete the rows you mean with a "
        "WHERE clause, reviewed with the server's owners.",
        recovery="Restore the dump or the server's last backup; what was written since is lost.")
