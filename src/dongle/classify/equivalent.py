"""The shell command a tool call amounts to, for services the command classifier already knows.

`kubernetes.delete {"kind": "pod", "name": "api-1", "namespace": "staging"}` is
`kubectl delete pod api-1 -n staging`; `s3.sync source=./empty dest=s3://b delete=true` is
`aws s3 sync ./empty s3://b --delete`; `mysql.execute {"host": "localhost", "database": "app_test",
"sql": …}` is `mysql -h localhost app_test -e …`; `process.kill(pid=4121, signal="SIGTERM")` is
`kill -TERM 4121`; `filesystem.delete {"path": ".git"}` is `rm -f .git`. The command's rule packs know
what those do (a pod is recreated by its controller, an empty source mirrored with delete empties the
destination, a test database on this machine is recreated by the tests, one SIGTERM stops one process,
`.git` is the repository's history), so the call is judged by them rather than by its name alone.

A call *replaces* its name's reading only when every argument has a place in the command: an argument
the translation would drop might be the one that matters, and then the name and the argument reading
judge it as before. A manifest applied to a cluster is only partly translatable (its role bindings),
so that translation is *added* to the other readings and can only raise them. A SQL statement keeps
the hint's own statement judge unless the client's judge clears it (a test database on this machine).

Each family is data: the words that name its service and verbs, and examples (tool, server,
arguments, expected command) that tests/classify/test_equivalent.py runs.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from dongle.classify.operation import name_words
from dongle.classify.prose import HINT_CWD, HINT_HOME
from dongle.classify.vocabulary import words

# Arguments that change nothing about what a call does (a note to the audit log, an output format).
_INERT_KEYS = frozenset({"reason", "comment", "note", "description", "output", "format", "timeout",
                         "verbose", "quiet", "wait", "_positional"})
_TRUE = ("true", "yes", "1", "on")


@dataclass(frozen=True)
class Equivalent:
    """A tool call written as a shell command, and where that command is judged."""

    command: str
    family: str
    replaces: bool = True  # False: judged beside the call's other readings, never instead of them
    cwd: str | None = None
    home: str | None = None
    clears_only: bool = False  # True: used only when the command's judge finds nothing to fear


class _Args:
    """The call's arguments, remembering which ones the command has used (the rest must be inert)."""

    def __init__(self, arguments: Mapping[str, Any]) -> None:
        self.raw = {str(k).lower(): v for k, v in arguments.items()}
        self.used: set[str] = set()

    def take(self, *keys: str) -> Any:
        for key in keys:
            if key in self.raw and self.raw[key] not in (None, "", []):
                self.used.add(key)
                return self.raw[key]
        for key in keys:  # an empty value says nothing, but has its place
            if key in self.raw:
                self.used.add(key)
        return None

    def text(self, *keys: str) -> str | None:
        value = self.take(*keys)
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            return None
        return str(value).strip() or None

    def texts(self, *keys: str) -> list[str]:
        value = self.take(*keys)
        items = value if isinstance(value, list | tuple) else [value] if value is not None else []
        return [str(v).strip() for v in items if isinstance(v, str | int) and not isinstance(v, bool)
                and str(v).strip()]

    def flag(self, *keys: str) -> bool:
        value = self.take(*keys)
        return value is True or (isinstance(value, str | int) and str(value).lower() in _TRUE)

    def all_used(self) -> bool:
        positional = self.raw.get("_positional")
        if positional and "_positional" not in self.used:
            return False
        return not (set(self.raw) - self.used - _INERT_KEYS)


def _q(word: str) -> str:
    return shlex.quote(word)


# --- Kubernetes -------------------------------------------------------------------------------------

_K8S_VERBS = {"delete": "delete", "remove": "delete", "get": "get", "list": "get", "describe": "describe",
              "scale": "scale", "drain": "drain", "cordon": "cordon", "uncordon": "uncordon",
              "logs": "logs", "log": "logs", "restart": "rollout restart"}
_K8S_KINDS = frozenset({
    "pod", "deployment", "service", "namespace", "node", "job", "cronjob", "configmap", "secret", "pvc",
    "persistentvolumeclaim", "persistentvolume", "pv", "statefulset", "daemonset", "replicaset", "ingress",
    "serviceaccount", "role", "rolebinding", "clusterrole", "clusterrolebinding", "crd", "hpa",
    "networkpolicy",
})
_K8S_NOISE = frozenset({"resource", "resources", "object", "objects", "k8s", "kubernetes", "kubectl"})


def _kind(word: str) -> str | None:
    w = word.lower().rstrip("s") if word.lower() not in ("ingress",) else word.lower()
    w = {"ingresse": "ingress", "statu": "status"}.get(w, w)
    return w if w in _K8S_KINDS else None


def _patched_replicas(verbs: list[str], args: _Args) -> str | None:
    """A patch that only sets `spec.replicas` is a scale (`{"spec": {"replicas": 0}}`: the workload
    taken down): the replica count, with the patch argument used, or None."""
    patch = args.raw.get("patch")
    if "patch" not in verbs or not isinstance(patch, Mapping) or set(patch) != {"spec"}:
        return None
    spec = patch["spec"]
    if not isinstance(spec, Mapping) or set(spec) != {"replicas"} or isinstance(spec["replicas"], bool):
        return None
    args.take("patch")
    return str(spec["replicas"])


def _kubectl(verbs: list[str], args: _Args) -> str | None:
    replicas = _patched_replicas(verbs, args)
    if replicas is not None:
        verbs = ["scale" if w == "patch" else w for w in verbs]
        args.raw["replicas"] = replicas
    verb = next((_K8S_VERBS[w] for w in verbs if w in _K8S_VERBS), None)
    if verb is None:
        return None
    kinds = [_kind(w) for w in verbs if w not in _K8S_VERBS and w not in _K8S_NOISE]
    if any(k is None for k in kinds) or len(kinds) > 1:
        return None  # a word in the name this translation does not know
    kind = args.text("kind", "resource", "resource_type", "type", "object_type")
    kind = _kind(kind) or kind if kind else (kinds[0] if kinds else None)
    names = args.texts("name", "names", "resource_name", "pod", "pod_name")
    node = args.text("node", "node_name")
    if verb in ("drain", "cordon", "uncordon"):
        kind, names = None, [node, *names] if node else names
    elif node:
        return None
    if verb == "logs" and kind is None and names:
        pass  # `kubectl logs POD`: a pod's name is all logs needs
    elif verb not in ("drain", "cordon", "uncordon") and (kind is None or (_kind(kind) is None
                                                                            and "." not in kind)):
        return None  # a kind it does not know (a custom resource is written kind.group)
    argv = ["kubectl", *verb.split(), *([_q(kind)] if kind else []), *map(_q, names)]
    namespace = args.text("namespace", "ns")
    if namespace and namespace.strip().lower() in ("*", "all", "*/*"):
        argv += ["-A"]  # `{"namespace": "*"}`: every namespace of the cluster, as kubectl's -A says it
    elif namespace:
        argv += ["-n", _q(namespace)]
    context = args.text("context", "cluster", "kube_context")
    if context:
        argv += ["--context", _q(context)]
    selector = args.text("selector", "label_selector", "labels", "label")
    if selector:
        argv += ["-l", _q(selector)]
    field = args.text("field_selector")
    if field:
        argv += ["--field-selector", _q(field)]
    for key, option in (("all", "--all"), ("all_namespaces", "-A"), ("force", "--force"),
                        ("ignore_daemonsets", "--ignore-daemonsets"),
                        ("delete_emptydir_data", "--delete-emptydir-data")):
        if args.flag(key):
            argv.append(option)
    for key, option in (("replicas", "--replicas"), ("grace_period", "--grace-period"),
                        ("cascade", "--cascade"), ("container", "-c"), ("tail", "--tail"),
                        ("since", "--since")):
        value = args.text(key)
        if value is not None:
            argv.append(f"{option}={_q(value)}")
    if args.flag("dry_run", "dryrun"):
        argv.append("--dry-run=server")
    if verb in ("delete", "scale") and not (names or selector or field or "--all" in argv):
        return None  # `kubectl delete pod` with nothing named is no command at all
    return " ".join(argv)


_BINDING_KINDS = {"clusterrolebinding": "clusterrolebinding", "rolebinding": "rolebinding"}
_SUBJECT_OPTIONS = {"user": "--user", "group": "--group", "serviceaccount": "--serviceaccount"}


def role_bindings(manifest: Any) -> list[str]:
    """`kubectl create (cluster)rolebinding` for each role binding in a manifest (YAML text or an
    object): what it grants to whom, which the command rules judge (cluster-admin to anonymous)."""
    docs: list[Any] = []
    if isinstance(manifest, Mapping):
        docs = [manifest]
    elif isinstance(manifest, list):
        docs = list(manifest)
    elif isinstance(manifest, str) and "kind" in manifest:
        try:
            docs = [d for d in yaml.safe_load_all(manifest)]
        except yaml.YAMLError:
            return []
    commands: list[str] = []
    for doc in docs[:50]:
        if isinstance(doc, Mapping) and str(doc.get("kind", "")).lower() == "list":
            docs += [d for d in doc.get("items") or [] if isinstance(d, Mapping)]
            continue
        kind = _BINDING_KINDS.get(str(doc.get("kind", "")).lower()) if isinstance(doc, Mapping) else None
        if kind is None:
            continue
        role = doc.get("roleRef") or {}
        meta = doc.get("metadata") or {}
        name = str(meta.get("name") or "binding") if isinstance(meta, Mapping) else "binding"
        role_name = str(role.get("name", "")) if isinstance(role, Mapping) else ""
        role_kind = str(role.get("kind", "ClusterRole")) if isinstance(role, Mapping) else "ClusterRole"
        argv = ["kubectl", "create", kind, _q(name),
                 f"--{'clusterrole' if role_kind.lower() == 'clusterrole' else 'role'}={_q(role_name)}"]
        for subject in doc.get("subjects") or []:
            if not isinstance(subject, Mapping):
                continue
            option = _SUBJECT_OPTIONS.get(str(subject.get("kind", "")).lower())
            if option:
                who = str(subject.get("name", ""))
                if option == "--serviceaccount":
                    who = f"{subject.get('namespace', 'default')}:{who}"
                argv.append(f"{option}={_q(who)}")
        namespace = meta.get("namespace") if isinstance(meta, Mapping) else None
        if kind == "rolebinding" and namespace:
            argv += ["-n", _q(str(namespace))]
        commands.append(" ".join(argv))
    return commands


def _kubectl_apply(verbs: list[str], args: _Args) -> str | None:
    if not set(verbs) & {"apply", "create", "replace", "patch"}:
        return None
    manifest = args.take("manifest", "manifests", "yaml", "body", "spec", "resource", "definition",
                         "object", "content")
    return " && ".join(role_bindings(manifest)) or None


# --- object storage ---------------------------------------------------------------------------------

_STORAGE_VERBS = {"sync": "sync", "mirror": "sync", "cp": "cp", "copy": "cp", "upload": "cp",
                  "download": "cp", "rm": "rm", "delete": "rm", "remove": "rm", "mv": "mv", "move": "mv",
                  "ls": "ls", "list": "ls"}
_STORAGE_NOISE = frozenset({"object", "objects", "file", "files", "folder", "prefix", "bucket", "s3", "gcs",
                            "blob", "blobs", "dir", "directory", "recursive", "all"})
_BUCKET_URL = re.compile(r"^(?P<scheme>s3|gs)://")


def _storage(verbs: list[str], args: _Args) -> str | None:
    verb = next((_STORAGE_VERBS[w] for w in verbs if w in _STORAGE_VERBS), None)
    if verb is None or any(w not in _STORAGE_VERBS and w not in _STORAGE_NOISE for w in verbs):
        return None
    source = args.text("source", "src", "from", "local_path", "local_dir", "source_path")
    dest = args.text("dest", "destination", "dst", "to", "target", "remote", "target_path")
    if verb in ("rm", "ls") and source and dest:
        return None
    urls = [u for u in (source, dest) if u]
    schemes = {m.group("scheme") for u in urls if (m := _BUCKET_URL.match(u))}
    if len(schemes) != 1 or (verb in ("sync", "cp", "mv") and len(urls) != 2):
        return None
    delete = args.flag("delete", "delete_removed", "delete_extraneous", "delete_unmatched")
    recursive = args.flag("recursive")
    dry = args.flag("dryrun", "dry_run")
    excludes = args.texts("exclude", "excludes")
    includes = args.texts("include", "includes")
    if schemes == {"s3"}:
        argv = ["aws", "s3", verb, *map(_q, urls)]
        argv += ["--delete"] * (delete and verb == "sync") + ["--recursive"] * recursive
        argv += ["--dryrun"] * dry
        argv += [w for e in excludes for w in ("--exclude", _q(e))]
        argv += [w for i in includes for w in ("--include", _q(i))]
        return " ".join(argv) if not (delete and verb != "sync") else None
    if dry or excludes or includes:
        return None
    if verb == "sync":
        return " ".join(["gsutil", "-m", "rsync", "-r", *(["-d"] if delete else []), *map(_q, urls)])
    return " ".join(["gsutil", verb, *(["-r"] if recursive else []), *map(_q, urls)])


# --- SQL clients ------------------------------------------------------------------------------------

_SQL_CLIENTS = {"mysql": "mysql", "mariadb": "mysql", "postgres": "psql", "postgresql": "psql",
                "psql": "psql", "pg": "psql", "sqlite": "sqlite3", "sqlite3": "sqlite3"}
_SQL_GENERIC = frozenset({"db", "database", "sql"})
_SQL_VERBS = frozenset({"execute", "exec", "query", "run", "sql", "statement", "raw"})
_DSN_SCHEME = re.compile(r"^(?P<scheme>[a-z][a-z0-9+]*)://", re.I)


def _sql_client(services: set[str], verbs: list[str], args: _Args) -> str | None:
    if not verbs or any(w not in _SQL_VERBS and w not in _SQL_CLIENTS for w in verbs):
        return None
    sql = args.text("sql", "query", "statement", "stmt")
    if not sql:
        return None
    dsn = args.text("dsn", "url", "uri", "connection", "connection_string", "conn", "database_url")
    if dsn and not _DSN_SCHEME.match(dsn):
        return None  # a connection named ("local-dev"), not written out: the client cannot be given it
    host = args.text("host", "hostname", "server", "endpoint")
    port = args.text("port")
    user = args.text("user", "username", "login")
    args.take("password", "pass", "pwd")  # how it logs in changes nothing about what the statement does
    database = args.text("database", "db", "dbname", "db_name")
    if not (dsn or host or database):
        return None  # which database is unknown: the statement is judged by its own words
    client = next((_SQL_CLIENTS[w] for w in services if w in _SQL_CLIENTS), None)
    scheme = _DSN_SCHEME.match(dsn).group("scheme").lower() if dsn and _DSN_SCHEME.match(dsn) else None
    if scheme:
        client = _SQL_CLIENTS.get(scheme.split("+")[0], client)
    if client is None:
        client = "psql" if services & _SQL_GENERIC else None
    if client is None:
        return None
    if client == "sqlite3":
        path = database or dsn
        return f"sqlite3 {_q(path)} {_q(sql)}" if path and not host else None
    argv = [client]
    if dsn:
        argv.append(_q(dsn))
    if client == "mysql":
        argv += [*(["-h", _q(host)] if host else []), *(["-P", _q(port)] if port else []),
                  *(["-u", _q(user)] if user else []), *([_q(database)] if database else []), "-e", _q(sql)]
    else:
        argv += [*(["-h", _q(host)] if host else []), *(["-p", _q(port)] if port else []),
                  *(["-U", _q(user)] if user else []), *(["-d", _q(database)] if database else []),
                  "-c", _q(sql)]
    return " ".join(argv)


# --- processes --------------------------------------------------------------------------------------

_KILL_VERBS = frozenset({"kill", "terminate", "signal", "end"})
_SIGNAL = re.compile(r"^(?:sig)?(?P<name>[a-z]+[0-9]*)$|^(?P<num>[0-9]{1,2})$", re.I)


def _signal(value: str | None, force: bool) -> str | None:
    if value is None:
        return "KILL" if force else "TERM"
    m = _SIGNAL.match(value.strip())
    if m is None:
        return None
    return m.group("num") or m.group("name").upper()


def _kill(verbs: list[str], args: _Args) -> str | None:
    if not set(verbs) & _KILL_VERBS or any(w not in _KILL_VERBS and w not in ("process", "processes", "pid")
                                           for w in verbs):
        return None
    force = args.flag("force")
    sig = _signal(args.text("signal", "sig", "signum"), force)
    positional = args.texts("_positional")
    pids = args.texts("pid", "pids", "process_id") or positional
    name = args.text("name", "process_name", "process")
    pattern = args.text("pattern", "match", "cmdline")
    user = args.text("user", "username")
    if sig is None or not (pids or name or pattern):
        return None
    if pids:
        if name or pattern or user or not all(re.fullmatch(r"-?[0-9]+", p) for p in pids):
            return None
        return f"kill -{sig} {' '.join(pids)}"
    argv = ["pkill", f"-{sig}", *(["-u", _q(user)] if user else [])]
    argv += ["-x", _q(name)] if name and not pattern else ["-f", _q(pattern or "")]
    return " ".join(argv) if not (name and pattern) else None


# --- local files ------------------------------------------------------------------------------------

# A local file tool: its name or its server says it works on files (not a bucket's objects, not a table).
_FILE_NAMES = words("file files directory directories dir dirs folder folders path paths")
_FILE_SERVERS = words("filesystem fs files file local desktop-commander editor vscode")
_PATH_KEYS = ("path", "paths", "file", "file_path", "filepath", "filename", "target", "dir", "directory",
              "folder")
_REMOTE_KEYS = words("repo repository owner bucket drive drive_id site share container project branch")
_DELETING = words("delete remove rm unlink rmdir trash erase")
_WRITING = words("write create edit save put append overwrite replace update patch insert")
_MOVING = words("move mv rename")
_DIRECTORY_NAMES = words("directory dir folder tree")
# Parts of a file's content: deleting lines or a range from a file edits it, it does not remove it.
_PART_NAMES = words("line lines range text block region snippet section selection chars characters "
                        "content contents hunk span")
# Tools that clean up or delete, by any name (`cleanup.run`, `workspace.prune`): the local paths they are
# handed are what they delete.
_CLEANING = words("delete remove rm unlink rmdir trash erase clean cleanup purge wipe prune clear nuke")
# CLIs and services with rules of their own: their "paths" are theirs to interpret (git clean, docker prune).
KNOWN_CLIS = words("aws gcloud az gsutil kubectl helm terraform gh glab docker git heroku vercel flyctl "
                       "doctl")
# Data stores whose tools take the store's own protocol as a command
# (`redis_command {"command": "FLUSHALL"}`): the command is what the store's client would send, to the
# host the arguments name.
STORE_CLIENTS = {"redis": ("redis-cli", "-h"), "valkey": ("redis-cli", "-h"), "keydb": ("redis-cli", "-h"),
                 "dragonfly": ("redis-cli", "-h"), "elasticache": ("redis-cli", "-h"),
                 "memorystore": ("redis-cli", "-h"),
                 "mongo": ("mongosh", "--host"), "mongodb": ("mongosh", "--host"),
                 "etcd": ("etcdctl", "--endpoints")}
_STORE_HOST_KEYS = ("host", "hostname", "endpoint", "endpoints", "server", "cluster", "instance", "url",
                    "uri", "connection", "conn")


def store_command(names: Iterable[str], arguments: Mapping[str, Any], command: str) -> str:
    """The protocol command a data store's tool is given, as its client runs it on the named host:
    `redis_command {"host": "sessions-prod.internal", "command": "FLUSHALL"}` is
    `redis-cli -h sessions-prod.internal FLUSHALL`. A command for another tool is returned unchanged."""
    store = next((STORE_CLIENTS[n] for n in names if n in STORE_CLIENTS), None)
    if store is None or command.split(None, 1)[0] in {"redis-cli", "mongosh", "mongo", "etcdctl"}:
        return command
    client, flag = store
    host = next((str(arguments[k]) for k in _STORE_HOST_KEYS
                 if isinstance(arguments.get(k), str) and re.fullmatch(r"[\w.:/@-]+", arguments[k])), "")
    where = f" {flag} {host}" if host else ""
    if client == "mongosh":
        return f"{client}{where} --eval {shlex.quote(command)}"
    return f"{client}{where} {command}"


# A path written as a local one: relative with ./ or ../, in the home (~), or under a file system root
# directory. `/api/users` or `/assets/*` are URL paths (a CDN purge), not files.
_LOCAL_PATH = re.compile(
    r"^(?:\.{1,2}/|~(?:/|$)|/(?:etc|home|usr|var|opt|tmp|root|srv|bin|sbin|boot|lib|lib64|Users|mnt|media"
    r"|private|System|Library|Applications|proc|sys|dev|run|snap|nix)(?:/|$))"
)
_HOME_PATH = re.compile(r"(?P<home>/home/[^/\s']+|/Users/[^/\s']+)(?:/(?P<top>[^/.\s'][^/\s']*)/)?")


def _shell_path(path: str) -> str:
    """A path as the shell would be given it: a leading `~` stays unquoted so it still means home."""
    if path == "~" or path.startswith("~/"):
        return "~" + (shlex.quote(path[1:]) if len(path) > 1 else "")
    return shlex.quote(path)


def _strings(value: Any) -> list[str]:
    values = [value] if isinstance(value, str) else value if isinstance(value, list | tuple) else []
    return [v for v in values if isinstance(v, str) and v.strip()]


def _rm(paths: list[str], recursive: bool) -> str:
    return f"rm {'-rf ' if recursive else '-f '}-- {' '.join(_shell_path(p) for p in paths[:16])}"


def file_command(tool: str, server: str | None, arguments: Mapping[str, Any]) -> str | None:
    """The shell command a local file tool's call amounts to (`rm -r PATH`, `tee PATH`, `mv A B`), or
    None when the tool does not work on local files or names no path."""
    name_parts = name_words(tool)
    names = set(name_parts)
    server_words = set(re.split(r"[^a-z0-9-]+", (server or "").lower())) - {""}
    keys = {str(k).lower() for k in arguments}
    local = bool(server_words & _FILE_SERVERS) or (not server_words and bool(names & _FILE_NAMES))
    if keys & _REMOTE_KEYS:
        return None  # a file in a repository, a bucket or a drive (github.delete_file {"repo": …})
    if not local:
        return _cleaned_paths(names | server_words, arguments)
    paths = [p for key in _PATH_KEYS for p in _strings(arguments.get(key))]
    if names & _MOVING:
        src = arguments.get("source") or arguments.get("src") or arguments.get("from") or (
            paths[0] if paths else None)
        dst = arguments.get("destination") or arguments.get("dest") or arguments.get("to") or arguments.get(
            "target")
        if isinstance(src, str) and isinstance(dst, str):
            return f"mv -- {shlex.quote(src)} {shlex.quote(dst)}"
        return None
    if not paths or any("://" in p for p in paths):
        return None
    if names & _DELETING and not names & _PART_NAMES:
        # a directory named as one (`build/`), or a recursive flag however it is spelled (true, "True")
        recursive = (str(arguments.get("recursive", "")).lower() in _TRUE
                     or bool(names & _DIRECTORY_NAMES) or any(p.endswith("/") for p in paths))
        return _rm(paths, recursive)
    if names & (_WRITING | _DELETING):
        # `editor.delete_lines {"file": …}`: lines taken out of a file are an edit of that file
        return f"tee -- {' '.join(_shell_path(p) for p in paths[:16])} < /dev/null"
    return None


def _cleaned_paths(names: set[str], arguments: Mapping[str, Any]) -> str | None:
    """`cleanup.run {"targets": ["./build", "/etc"]}`: a tool that cleans or deletes, handed values written
    as local paths (every element of a list is one), deletes them; the worst path decides."""
    if not names & _CLEANING or names & KNOWN_CLIS:
        return None
    paths = [p for value in arguments.values() for p in _strings(value) if _LOCAL_PATH.match(p.strip())]
    return _rm([p.strip() for p in paths], recursive=True) if paths else None


def _file_equivalent(tool: str, server: str | None, arguments: Mapping[str, Any]) -> Equivalent | None:
    command = file_command(tool, server, arguments)
    if command is None:
        return None
    # An absolute path under a home says where the agent works: /home/dev/project/dist is the build
    # output of the checkout /home/dev/project, in the home /home/dev.
    m = _HOME_PATH.search(command)
    if m is None:
        return Equivalent(command, "files", cwd=HINT_CWD, home=HINT_HOME)
    home = m.group("home")
    return Equivalent(command, "files", cwd=f"{home}/{m.group('top')}" if m.group("top") else HINT_CWD,
                      home=home)


# --- the families -----------------------------------------------------------------------------------

Builder = Callable[[set[str], list[str], _Args], str | None]


@dataclass(frozen=True)
class Family:
    """Tool calls to one service, and how to write them as the command that service's CLI runs."""

    name: str
    services: frozenset[str]  # a word of the server, the namespace or the tool's name
    build: Builder
    replaces: bool = True
    clears_only: bool = False
    examples: tuple[tuple[str, str | None, dict[str, Any], str | None], ...] = ()


FAMILIES: tuple[Family, ...] = (
    Family("kubernetes", frozenset({"k8s", "kubernetes", "kubectl", "kube"}),
           lambda _s, v, a: _kubectl(v, a), examples=(
               ("delete", "kubernetes", {"kind": "pod", "name": "api-7f9c", "namespace": "staging"},
                "kubectl delete pod api-7f9c -n staging"),
               ("delete_pods", "k8s", {"all": True, "namespace": "prod"}, "kubectl delete pod -n prod --all"),
               ("scale", "k8s", {"kind": "deployment", "name": "api", "replicas": 0},
                "kubectl scale deployment api --replicas=0"),
               ("patch", "k8s", {"kind": "Deployment", "name": "api", "patch": {"spec": {"replicas": 0}}},
                "kubectl scale deployment api --replicas=0"),
               ("delete", "k8s", {"kind": "pod"}, None),  # nothing named: not a command
               ("logs", "k8s", {"pod": "api-7f9c", "namespace": "prod", "tail": 300},
                "kubectl logs api-7f9c -n prod --tail=300"),
               ("delete", "k8s", {"kind": "pod", "name": "a", "cascade_to": "x"}, None),  # an unknown key
           )),
    Family("kubernetes-manifest", frozenset({"k8s", "kubernetes", "kubectl", "kube"}),
           lambda _s, v, a: _kubectl_apply(v, a), replaces=False, examples=(
               ("apply", "k8s", {"manifest": "kind: ClusterRoleBinding\nmetadata: {name: open}\n"
                                 "roleRef: {kind: ClusterRole, name: cluster-admin}\n"
                                 "subjects: [{kind: Group, name: 'system:unauthenticated'}]"},
                "kubectl create clusterrolebinding open --clusterrole=cluster-admin "
                "--group=system:unauthenticated"),
               ("apply", "k8s", {"manifest": "kind: Deployment\nmetadata: {name: api}"}, None),
           )),
    Family("object-storage", words("s3 gcs gsutil storage bucket buckets blob minio objects"),
           lambda _s, v, a: _storage(v, a), examples=(
               ("sync", "s3", {"source": "./empty", "dest": "s3://acme-prod-backups", "delete": "true"},
                "aws s3 sync ./empty s3://acme-prod-backups --delete"),
               ("rsync", "gcs", {"source": "./dist", "dest": "gs://site"}, None),  # a verb it does not know
               # one object picked by bucket and key is judged as one item by the hint's own reading
               ("delete_object", "s3", {"bucket": "acme-ci-cache", "key": "pr-1/app.zip"}, None),
               ("rm", "s3", {"target": "s3://acme-ci-cache/pr-1/", "recursive": True},
                "aws s3 rm s3://acme-ci-cache/pr-1/ --recursive"),
           )),
    # The hint's own SQL judge knows statements (scratch tables, expendable rows, production scoped
    # deletes); the client's judge knows databases (a test database on this machine, a throwaway SQLite
    # file, which tests recreate). The client's reading is taken only when it clears the call.
    Family("sql-client", frozenset({*_SQL_CLIENTS, *_SQL_GENERIC}),
           lambda s, v, a: _sql_client(s, v, a), clears_only=True, examples=(
               ("execute", "mysql",
                {"host": "localhost", "database": "app_test", "sql": "TRUNCATE TABLE users"},
                "mysql -h localhost app_test -e 'TRUNCATE TABLE users'"),
               ("query", "postgres", {"dsn": "postgres://app@db-prod/app", "sql": "DELETE FROM users"},
                "psql postgres://app@db-prod/app -c 'DELETE FROM users'"),
               ("execute", "mysql", {"sql": "TRUNCATE TABLE users"}, None),  # which database is unknown
           )),
    Family("process", frozenset({"process", "processes", "proc", "psutil", "pid"}),
           lambda _s, v, a: _kill(v, a), examples=(
               ("kill", "process", {"pid": "4121", "signal": "SIGTERM"}, "kill -TERM 4121"),
               ("kill_process", None, {"name": "uvicorn"}, "pkill -TERM -x uvicorn"),
               ("kill", "process", {"pid": "4121", "signal": "SIGTERM", "tree": True}, None),
           )),
)


def service_words(tool: str, server: str | None) -> set[str]:
    """Words that may name the service: the server's, the tool's namespace and the tool's name."""
    text = f"{server or ''} {tool}"
    return {w for w in re.split(r"[^a-z0-9]+", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", text).lower()) if w}


def _verbs(tool: str) -> list[str]:
    return name_words(tool)


def equivalents(tool: str, server: str | None, arguments: Mapping[str, Any]) -> Iterable[Equivalent]:
    """Every family's command for this call (usually none, at most one that replaces the name). A local
    file tool is judged by its paths whatever its other arguments (its content is judged apart)."""
    files = _file_equivalent(tool, server, arguments)
    if files is not None:
        yield files
        return
    services = service_words(tool, server)
    verbs = _verbs(tool)
    for family in FAMILIES:
        if not services & family.services:
            continue
        args = _Args(arguments)
        command = family.build(services, [v for v in verbs if v not in family.services], args)
        if command is None:
            continue
        if family.replaces and not args.all_used():
            continue  # an argument with no place in the command might be the one that matters
        yield Equivalent(command, family.name, replaces=family.replaces, clears_only=family.clears_only)
