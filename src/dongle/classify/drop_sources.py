"""Where what a public drop receives comes from: the workspace, or somewhere beyond it.

public_drop.py stops an upload to an anonymous file drop, a paste site or a request catcher when it
recognises what is sent (a secret file, a dump, the environment). Most of what writers send there it
does not recognise by name: a remote host's running configuration (`ssh fw 'show running-config' |
curl -T - https://transfer.sh/…`), a mail server's mailboxes (`doveadm fetch -A …`), a payment service's
customer list read with its key (`curl -u "$KEY:" https://api.…/customers`), a memory image kept as
evidence (`curl -T /mnt/evidence/host.lime …`). What they share is where the bytes come from: not the
project the agent works in, but a host, a service, a store or a system directory, whose contents are other
people's data or the keys to it. Published on a link anyone can fetch, it cannot be called back (stop).

What stays as it was (a pause, as any upload is): a project file or a build's output (`dist/report.html`,
`./docs`, a zip of the checkout made in /tmp), literal text (`-d '{"text":"deploy done"}'`), and what a
program in the line prints from the workspace. Nothing here lowers a verdict.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# Regions beyond the workspace whose files are a machine's or other people's data (the home's own
# configuration files and secret files are public_drop.py's; scratch and the project are the agent's).
_BEYOND = frozenset({"system", "root", "outside", "device"})
# HTTP clients: a read made with credentials prints what the account holds.
_HTTP_READERS = frozenset({"curl", "wget", "http", "https", "xh"})
# A request's credential: a user and password, a bearer token or API key header, a cookie.
_CREDENTIAL_HEADER = lazy_compile(r"(?i)^\s*(?:authorization|x-api-key|api-key|x-auth-token|private-token"
                                  r"|x-[\w-]*token|cookie)\s*:")
# Programs that only reshape what flows through them (compress, encode, encrypt, select, count): the data
# is still the feeder's.
_RESHAPERS = frozenset({"gzip", "gunzip", "zstd", "xz", "bzip2", "base64", "openssl", "gpg", "jq", "yq",
                        "sed", "awk", "gawk", "cut", "tr", "sort", "uniq", "head", "tail", "grep", "tee",
                        "cat", "tar", "zip", "column", "iconv", "split", "xargs", "pv", "dd"})
_CAP = 32  # feeders walked back through a pipeline, at most
# The verbs with which a program is told to print what it stores.
_READ_OUT = frozenset({"fetch", "export", "dump", "backup", "get", "show", "cat", "read", "list", "ls",
                       "print", "display", "search", "query", "more", "download", "pull", "select",
                       "describe", "view", "retrieve", "extract"})
_WORD_PARTS = lazy_compile(r"[-:._]+")
# Where a launcher runs what it is handed: a host, a fleet, a pod or container, whose files and services
# are the machine's (a phone's screen captured through adb is a picture taken now, not stored data).
_HOST_REMOTES = ("ssh", "fleet", "kubectl", "oc", "docker", "podman", "nerdctl", "pct", "lxc", "incus")


def _credentialed_read(f: Facts) -> bool:
    """`curl -u "$KEY:" URL`, `curl -H 'Authorization: Bearer …' URL`: a service read as an account."""
    if f.name not in _HTTP_READERS:
        return False
    values = f.parsed.values
    if values.get("-u") or values.get("--user") or values.get("--oauth2-bearer") or values.get("-b") or (
            values.get("--cookie")):
        return True
    headers = values.get("-H", ()) + values.get("--header", ())
    return any(_CREDENTIAL_HEADER.match(h) for h in headers)


def _reads_out(f: Facts) -> bool:
    """A program nothing here knows, told by its first words to read its store out (`doveadm fetch`,
    `vendorctl export users`, `tool dump`, `x show config`); a capture made now (`screencap`) is not."""
    words = f.lowered_positionals[:2]
    return any(not _READ_OUT.isdisjoint(_WORD_PARTS.split(w)) for w in words)


def _feeder_source(f: Facts) -> str | None:
    """What a part that writes into the pipe reads from beyond the workspace, in words, or None."""
    if f.inv.remote and f.inv.remote.startswith(_HOST_REMOTES):
        return f"what `{' '.join(f.inv.argv)[:60]}` prints on {f.inv.remote}"
    if f.name == "ssh" and len(f.parsed.positionals) > 1:
        return f"what a command run on {f.parsed.positionals[0]} prints there"
    if _credentialed_read(f):
        return "a service's records, read with its credentials"
    if f.unknown and f.name not in _RESHAPERS and _reads_out(f):
        return (f"the records `{' '.join(f.inv.argv[:3])[:60]}` reads out, from a store whose reach is not "
                "seen here")
    for info in f.operand_paths:
        if info.region in _BEYOND and not info.regenerable:
            return f"a file from beyond the project ({info.raw})"
    return None


def _walk(feeders: Iterable[Facts]) -> Iterable[Facts]:
    queue, seen = list(feeders), 0
    while seen < len(queue) and seen < _CAP:
        yield queue[seen]
        queue.extend(queue[seen].feeders)
        seen += 1


def sent_from_beyond(facts: Facts) -> str | None:
    """What an upload to a public drop carries from beyond the workspace: a file of a system directory or
    of another mount, or, when it sends its stdin, what a remote host, a credentialed service read or an
    unknown program prints into the pipe (through compressors and encoders). None for the workspace's own
    files, scratch, literal text and the home (whose secret and configuration files public_drop.py reads)."""
    for info in facts.upload_paths:
        if info.region in _BEYOND and not info.regenerable:
            return f"a file from beyond the project ({info.raw})"
    if not facts.uploads_stdin:
        return None
    for feeder in _walk(facts.feeders):
        found = _feeder_source(feeder)
        if found:
            return found
    return None
