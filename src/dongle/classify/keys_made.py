"""Key files a command makes, and public keys it writes: no secret is read, sent or written over.

Two readings assume a key file already holds a secret:

- `cred.unknown-program-secret` / `cred.unknown-program-upload`: a program handed a key file may read it
  and send it. When every such file is one the program is told to *write* (the value of an output option,
  `lncli bakemacaroon --save_to ./ro.macaroon`, or an operand its grammar names as output, `step ca
  certificate NAME out/x.crt out/x.key`) in the workspace, the program makes the key there: nothing
  existing is read or sent. In the home or the system such a file may be a key written over, and keeps
  the pause.
- `fs.write-credentials`: a key file written over loses the key it held. When what is written is a
  *public* key (`gpg --armor --export ID > KEYS.asc`, `ssh-keygen -y -f K > x.pub`, `… | wg pubkey >
  peer.pub`) into the workspace (or a `*.pub` name in `~/.ssh`), into a file not named as a private key
  and not the one it reads, the file is a public key's copy; the private key stays where it was. Key
  stores (`~/.gnupg`), `/etc` and the rest of the home keep the pause. Only programs whose grammar is
  known (step, lncli, openssl) count their output options, and `-f`/`--force` keeps the pause.

A private key exported (`gpg --export-secret-keys`), a key file among the program's inputs, or a
private key's name as the target keep their reading.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.paths import PathInfo
from dongle.rules.facts import Facts

# Grammars that name output files among their operands: (program, subcommand words) -> the operand
# positions (after the subcommand words) that are written.
_OUTPUT_OPERANDS: dict[tuple[str, ...], tuple[int, ...]] = {
    ("step", "ca", "certificate"): (1, 2),       # step ca certificate SUBJECT CRT_FILE KEY_FILE
    ("step", "certificate", "create"): (1, 2),   # step certificate create SUBJECT CRT_FILE KEY_FILE
    ("step", "crypto", "keypair"): (0, 1),       # step crypto keypair PUB_FILE PRIV_FILE
}
# Options that name where a program saves what it makes, beyond the shared output options: lncli's only.
_SAVE_OPTIONS = frozenset({"--save_to", "--save-to"})
# Programs whose grammar is known: their output options write the file named. An unknown program's
# `-o`/`--out` may be anything (a file it uploads), and counts for nothing.
_KNOWN_MAKERS = frozenset({"step", "lncli", "openssl"})
# Options that let a program write over a key file that exists (`step ca certificate … -f`).
_FORCE = frozenset({"-f", "--force"})

# A private key's name: a target so named is not a public key's copy whatever is written.
_PRIVATE_NAME = lazy_compile(r"(?i)(?:^|/)id_[a-z0-9]+$|\.key$|private|secret|\.pem$|\.p12$|\.pfx$")


def secrets_only_written(facts: Facts) -> bool:
    """Every secret-looking path handed to the program is one it is told to write, in the workspace (the
    project or scratch). A key file in the home or the system may hold a key the program would write over
    or read (these operands are no write the path rules see), and keeps its pause."""
    forced = any(a in _FORCE or a.startswith("--force=") for a in facts.inv.args)
    if facts.name not in _KNOWN_MAKERS or forced:
        return False  # an unknown program's output option is not known to be a write; -f overwrites a key
    secret = [p for p in facts.arg_paths if p.sensitivity in ("credential", "system_auth")]
    if not secret or not all(p.inside_workspace for p in secret):
        return False
    saved = _saved(facts) if facts.name == "lncli" else []
    written = {p.raw for p in facts.output_paths} | set(saved) | set(_output_operands(facts))
    return all(p.raw in written for p in secret)


def _saved(facts: Facts) -> list[str]:
    args = list(facts.inv.args)
    found = []
    for i, arg in enumerate(args):
        key, eq, value = arg.partition("=")
        if key in _SAVE_OPTIONS:
            found.append(value if eq else args[i + 1] if i + 1 < len(args) else "")
    return found


def _output_operands(facts: Facts) -> list[str]:
    words = list(facts.parsed.positionals)
    for key, positions in _OUTPUT_OPERANDS.items():
        if key[0] != facts.name or [w.lower() for w in words[:len(key) - 1]] != list(key[1:]):
            continue
        rest = words[len(key) - 1:]
        return [rest[i] for i in positions if i < len(rest)]
    return []


def public_key_written(facts: Facts) -> bool:
    """What this command writes is a public key: it prints one itself (redirected), or `tee` writes what
    a public-key printer feeds it. The target must be in the workspace (or a `*.pub` name in `~/.ssh`),
    not named as a private key, and not a file the printer reads (`ssh-keygen -y -f K > K`). A key store
    (`~/.gnupg/pubring.kbx`), the system, or the home elsewhere keeps the pause: a file there may be a key
    written over. A generated private key tee'd to a file is no public key and keeps its reading."""
    written = facts.write_paths
    if not written:
        return False
    if any(_PRIVATE_NAME.search(p.raw) or not _public_target(p) for p in written):
        return False
    if facts.name == "tee":
        printers = facts.feeders
        if not printers or not all(_prints_public_key(f) for f in printers):
            return False
    elif not _prints_public_key(facts) or facts.output_paths:
        return False
    else:
        printers = (facts,)
    read = {p.path for f in printers for p in f.arg_paths if p.path}
    return not any(p.path in read for p in written)


def _public_target(path: PathInfo) -> bool:
    where = path.path or ""
    if "/.gnupg" in where or where.startswith("/etc"):
        return False
    if path.inside_workspace:
        return True
    return "/.ssh/" in where and where.endswith(".pub")


def _prints_public_key(facts: Facts) -> bool:
    args = facts.inv.args
    if facts.name in ("gpg", "gpg2"):
        exports = [a for a in args if a.startswith("--export")]
        return bool(exports) and all(a == "--export" for a in exports)
    if facts.name == "ssh-keygen":
        return "-y" in args
    if facts.name == "wg":
        return list(facts.parsed.positionals) == ["pubkey"]
    if facts.name == "openssl":
        return "-pubout" in args
    return False
