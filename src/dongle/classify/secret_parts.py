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
# A custom column's path that reads no value: the object's name, namespace, creation time or type. Never
# the annotations nor the whole metadata: `kubectl apply`'s last-applied-configuration annotation holds
# the whole manifest, values included; labels are not counted either.
_METADATA_COLUMN = lazy_compile(r"^\.?(?:metadata\.(?:name|namespace|creationTimestamp)|type)$")
# kubectl's verbosity: from 6 on it logs the requests and (from 8) the bodies, the values included.
_VERBOSITY = lazy_compile(r"^--?v(?:=|$)|^-v\d+$")
# `["db"]["host"]` (sops' extract path), and a jq/yq filter that is one dotted path (`.smtp.host`).
_EXTRACT_PATH = lazy_compile(r"""^(?:\[["'][\w.-]+["']\])+$""")
_LAST_KEY = lazy_compile(r"""\[["']([\w.-]+)["']\]$""")
_DOTTED_PATH = lazy_compile(r"^(?:\.[A-Za-z_][\w-]*)+$")

_KUBE = frozenset({"kubectl", "oc", "k"})
# sops options that write the decrypted tree to a file rather than print a selection of it.
_WRITES_FILE = frozenset({"--output", "-i", "--in-place"})
_FILTERS = frozenset({"yq", "jq", "gojq"})


def public_part_selected(inv: Invocation, index: int, invocations: tuple[Invocation, ...]) -> str:
    """What the command prints when it is only a secret's non-secret part ("" otherwise)."""
    if inv.name in _KUBE:
        return _kube_columns(inv)
    if inv.name == "sops":
        return _sops_leaf(inv, index, invocations)
    return ""


def _output_formats(argv: tuple[str, ...] | list[str]) -> list[str]:
    """Every kubectl `-o` value, in any of its spellings (`-o X`, `-oX`, `-o=X`, `--output X`,
    `--output=X`): kubectl uses the last, and each must be safe for the line to be."""
    found = []
    for i, arg in enumerate(argv):
        if arg in ("-o", "--output"):
            found.append(argv[i + 1] if i + 1 < len(argv) else "")
        elif arg.startswith(("--output=", "-o=")):
            found.append(arg.partition("=")[2])
        elif arg.startswith("-o") and len(arg) > 2 and not arg.startswith("--"):
            found.append(arg[2:])
    return found


def _verbose(argv: tuple[str, ...] | list[str]) -> bool:
    """A `-v`/`--v` level that is not a number below 6: the client logs the response bodies."""
    for i, arg in enumerate(argv):
        if not _VERBOSITY.match(arg):
            continue
        if arg.startswith("-v") and arg[2:].isdigit():
            level = arg[2:]
        elif "=" in arg:
            level = arg.partition("=")[2]
        else:
            level = argv[i + 1] if i + 1 < len(argv) else ""
        if not (level.strip("'\"").isdigit() and int(level.strip("'\"")) < 6):
            return True
    return False


def _kube_columns(inv: Invocation) -> str:
    forms = [f.strip("'\"") for f in _output_formats(inv.argv)]
    if not forms or _verbose(inv.argv):
        return ""
    if all(_metadata_columns(f) for f in forms):
        return "only the secrets' names, namespaces and types are printed, never a value"
    if all(f.startswith("jsonpath=") and _CERT_FIELD.match(f.partition("=")[2].strip("'\"")) for f in forms):
        return "only the certificate is printed (handed to every client that connects), not its key"
    return ""


def _metadata_columns(form: str) -> bool:
    if not form.startswith("custom-columns="):
        return False
    columns = [c for c in form.partition("=")[2].split(",") if c]
    paths = [c.partition(":")[2] if ":" in c else c for c in columns]
    return bool(paths) and all(_METADATA_COLUMN.match(p.strip()) for p in paths)


def _sops_leaf(inv: Invocation, index: int, invocations: tuple[Invocation, ...]) -> str:
    args = list(inv.argv[1:])
    if any(a in _WRITES_FILE or a.startswith(("--output=", "--in-place=")) for a in args):
        return ""  # decrypted into a file: nothing is selected, the whole plaintext is written
    extracts = [args[i + 1] if i + 1 < len(args) else "" for i, a in enumerate(args) if a == "--extract"]
    extracts += [a.partition("=")[2] for a in args if a.startswith("--extract=")]
    if extracts:
        leaves = []
        for raw in extracts:
            path = raw.strip()
            last = _LAST_KEY.search(path) if _EXTRACT_PATH.match(path) else None
            if not (last and last.group(1).lower() in _PLACE_LEAVES):
                return ""  # every extract must be a place leaf
            leaves.append(last.group(1))
        return f"only the `{'`, `'.join(leaves)}` entry is printed: where a service runs, not a credential"
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
