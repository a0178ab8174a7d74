"""The part of a secret store a command prints, when that part is no secret.

`cred.k8s-secret-read` and `cred.decrypt-secrets` pause because the values of a secret reach the
agent's context. A command can ask for less than the values, and then that effect is absent:

- `kubectl get secrets -o custom-columns=NAME:.metadata.name,TYPE:.type`: every column is the object's
  metadata or its type, printed as `kubectl get secrets` prints them; no column reads `.data`;
- `kubectl get secret site-tls -o jsonpath='{.data.tls\\.crt}'`: a certificate, which the server hands to
  every client that connects; its private key (`tls.key`) is another field;
- `sops --decrypt --extract '["db"]["host"]' f`, `sops -d f | yq '.smtp.host'`: one leaf of the decrypted
  tree whose name says it is where a service runs (a host, a port, a region), not what unlocks it.

Whatever else the line asks keeps its own reading: a whole tree (`yq '.smtp'`), a password leaf, a key
field, an `-o yaml` or a second filter expression keep the pause, and what is printed is still judged as
printed where it goes next.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# Leaf names that say where a service is reached, never how one signs in to it.
_PLACE_LEAVES = frozenset({"host", "hostname", "port", "region", "zone", "server", "database", "dbname",
                           "db_name", "bucket", "namespace", "cluster"})
# A certificate field of a Kubernetes TLS or CA secret (`tls.crt`, `ca.crt`): public by design.
_CERT_FIELD = lazy_compile(r"^\{\.data\.(?:tls|ca)\\?\.crt\}$")
# A custom column's path that reads no value: the object's metadata or its type.
_METADATA_COLUMN = lazy_compile(r"^\.?(?:metadata(?:\.[\w-]+)*|type)$")
# `["db"]["host"]` (sops' extract path), and a jq/yq filter that is one dotted path (`.smtp.host`).
_EXTRACT_PATH = lazy_compile(r"""^(?:\[["'][\w.-]+["']\])+$""")
_LAST_KEY = lazy_compile(r"""\[["']([\w.-]+)["']\]$""")
_DOTTED_PATH = lazy_compile(r"^(?:\.[A-Za-z_][\w-]*)+$")

_KUBE = frozenset({"kubectl", "oc", "k"})
_FILTERS = frozenset({"yq", "jq", "gojq"})


def public_part_selected(inv: Invocation, index: int, invocations: tuple[Invocation, ...]) -> str:
    """What the command prints when it is only a secret's non-secret part ("" otherwise)."""
    if inv.name in _KUBE:
        return _kube_columns(inv)
    if inv.name == "sops":
        return _sops_leaf(inv, index, invocations)
    return ""


def _output_format(argv: tuple[str, ...] | list[str]) -> str:
    """kubectl's `-o` value, in any of its spellings (`-o X`, `-oX`, `-o=X`, `--output X`, `--output=X`)."""
    for i, arg in enumerate(argv):
        if arg in ("-o", "--output") and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(("--output=", "-o=")):
            return arg.partition("=")[2]
        if arg.startswith("-o") and len(arg) > 2 and not arg.startswith("--"):
            return arg[2:]
    return ""


def _kube_columns(inv: Invocation) -> str:
    form = _output_format(inv.argv).strip("'\"")
    if form.startswith("custom-columns="):
        columns = [c for c in form.partition("=")[2].split(",") if c]
        paths = [c.partition(":")[2] if ":" in c else c for c in columns]
        if paths and all(_METADATA_COLUMN.match(p.strip()) for p in paths):
            return "only the secrets' names, metadata and types are printed, never a value"
        return ""
    if form.startswith("jsonpath=") and _CERT_FIELD.match(form.partition("=")[2].strip("'\"")):
        return "only the certificate is printed (handed to every client that connects), not its key"
    return ""


def _sops_leaf(inv: Invocation, index: int, invocations: tuple[Invocation, ...]) -> str:
    args = list(inv.argv[1:])
    if "--extract" in args:
        at = args.index("--extract")
        path = args[at + 1].strip() if at + 1 < len(args) else ""
        last = _LAST_KEY.search(path) if _EXTRACT_PATH.match(path) else None
        if last and last.group(1).lower() in _PLACE_LEAVES:
            return f"only the `{last.group(1)}` entry is printed: where a service runs, not a credential"
        return ""
    if inv.redirects or index + 1 >= len(invocations):
        return ""
    nxt = invocations[index + 1]
    if nxt.name not in _FILTERS or nxt.stdin_from != (inv.name,) or nxt.depth != inv.depth:
        return ""
    operands = [a for a in nxt.argv[1:] if not a.startswith("-")]
    if nxt.name == "yq" and operands[:1] == ["eval"]:
        operands = operands[1:]
    if len(operands) != 1 or not _DOTTED_PATH.match(operands[0].strip()):
        return ""  # a second operand is a file the filter reads; no path, the whole tree
    leaf = operands[0].strip().rsplit(".", 1)[-1].lower()
    if leaf in _PLACE_LEAVES:
        return f"only the `{leaf}` entry reaches the output (`{' '.join(nxt.argv)}`): not a credential"
    return ""
