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
  peer.pub`) into a file not named as a private key, the file is a public key's copy; the private key
  stays where it was.

A private key exported (`gpg --export-secret-keys`), a key file among the program's inputs, or a
private key's name as the target keep their reading.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import Facts

# Grammars that name output files among their operands: (program, subcommand words) -> the operand
# positions (after the subcommand words) that are written.
_OUTPUT_OPERANDS: dict[tuple[str, ...], tuple[int, ...]] = {
    ("step", "ca", "certificate"): (1, 2),       # step ca certificate SUBJECT CRT_FILE KEY_FILE
    ("step", "certificate", "create"): (1, 2),   # step certificate create SUBJECT CRT_FILE KEY_FILE
    ("step", "crypto", "keypair"): (0, 1),       # step crypto keypair PUB_FILE PRIV_FILE
}
# Options that name where a program saves what it makes, beyond the shared output options.
_SAVE_OPTIONS = frozenset({"--save_to", "--save-to"})

# A private key's name: a target so named is not a public key's copy whatever is written.
_PRIVATE_NAME = lazy_compile(r"(?i)(?:^|/)id_[a-z0-9]+$|\.key$|private|secret|\.pem$|\.p12$|\.pfx$")


def secrets_only_written(facts: Facts) -> bool:
    """Every secret-looking path handed to the program is one it is told to write, in the workspace (the
    project or scratch). A key file in the home or the system may hold a key the program would write over
    or read (these operands are no write the path rules see), and keeps its pause."""
    secret = [p for p in facts.arg_paths if p.sensitivity in ("credential", "system_auth")]
    if not secret or not all(p.inside_workspace for p in secret):
        return False
    written = {p.raw for p in facts.output_paths} | set(_saved(facts)) | set(_output_operands(facts))
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
    """What this command writes is a public key, or a key just generated into the workspace: it prints
    one itself (redirected), or `tee` writes what a public-key printer or a key generator feeds it
    (`wg genkey | tee peers/k.key`: a new key made in the project, as `openssl genrsa -out certs/k.pem`
    is). A public key's target must not be named as a private key; a new key's must be in the workspace."""
    written = facts.write_paths
    if not written:
        return False
    if facts.name == "tee" and facts.feeders and all(_generates_key(f) for f in facts.feeders):
        return all(p.inside_workspace for p in written)
    if any(_PRIVATE_NAME.search(p.raw) for p in written):
        return False
    if facts.name == "tee":
        return bool(facts.feeders) and all(_prints_public_key(f) for f in facts.feeders)
    return _prints_public_key(facts) and not facts.output_paths


def _generates_key(facts: Facts) -> bool:
    """A key generator printing the new key on its standard output (`wg genkey`, `openssl genpkey`)."""
    words = list(facts.parsed.positionals)
    if facts.name == "wg":
        return words in (["genkey"], ["genpsk"])
    if facts.name == "openssl":
        return words[:1] in (["genpkey"], ["genrsa"]) and "-out" not in facts.inv.args
    return False


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
