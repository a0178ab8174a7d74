"""Review mends (s34): fail-open routes through the "only the non-secret part is printed" reading
(classify/secret_parts.py) and the "key files made, public keys written" readings (classify/keys_made.py).

Each example was a pause or a stop at 44674b20 and had become go; after the mend it is back to at least
its base verdict (a base stop stays a stop). The harmless cases the readings were made for stay go.

- kubectl custom columns count only `.metadata.name`, `.metadata.namespace`, `.metadata.creationTimestamp`
  and `.type`: annotations (the last-applied-configuration holds the whole manifest, values included) and
  the whole metadata keep the pause. Every `-o` must be safe (kubectl uses the last), and a `-v`/`--v` of
  6 or more (the bodies logged) keeps the pause.
- sops: every `--extract` must be a place leaf; decrypting into a file (`--output`, `-i`) selects nothing.
- A public key is written harmlessly only into the workspace (or a `*.pub` in `~/.ssh`), never into a
  key store, `/etc`, or over the file it reads; a generated private key tee'd keeps the pause.
- Only programs of known grammar (step, lncli, openssl) count their output options; `-f`/`--force`
  writes over an existing key and keeps the pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
GO, PAUSE, STOP = ("advisory",), ("confirm", "verify"), ("danger_zone",)
NOT_GO = PAUSE + STOP

COMMANDS = {
    # secret_parts.py: kubectl
    "annotations column": ("kubectl get secret db-creds -o custom-columns=A:.metadata.annotations", NOT_GO),
    "whole metadata column": ("kubectl get secret db-creds -o custom-columns=M:.metadata", NOT_GO),
    "labels column": ("kubectl get secret db-creds -o custom-columns=L:.metadata.labels", NOT_GO),
    "a later -o yaml": ("kubectl get secrets -o custom-columns=NAME:.metadata.name -o yaml", NOT_GO),
    "a later -o jsonpath to a password": (
        "kubectl get secret db -o custom-columns=N:.metadata.name -o jsonpath='{.data.password}'", NOT_GO),
    "a certificate then a key": (
        "kubectl get secret db -o jsonpath='{.data.tls\\.crt}' -o jsonpath='{.data.tls\\.key}'", NOT_GO),
    "verbose logging -v=9": ("kubectl get secret db -o custom-columns=N:.metadata.name -v=9", NOT_GO),
    "verbose logging --v 8": ("kubectl get secret db -o custom-columns=N:.metadata.name --v 8", NOT_GO),
    "verbose logging -v6": ("kubectl get secret db -o custom-columns=N:.metadata.name -v6", NOT_GO),
    # secret_parts.py: sops
    "a second extract of a password": (
        "sops -d --extract '[\"db\"][\"host\"]' --extract '[\"db\"][\"password\"]' secrets.enc.yaml", NOT_GO),
    "decrypted to a file, then a host read": ("sops -d --output plain.yaml secrets.enc.yaml | yq .db.host",
                                              NOT_GO),
    "decrypted in place, then a host read": ("sops -d -i secrets.enc.yaml | yq .db.host", NOT_GO),
    # keys_made.py: public keys written
    "a public key over gpg's keyring": ("gpg --export > ~/.gnupg/pubring.kbx", NOT_GO),
    "a public key over gpg's trust db": ("gpg --export ABC > ~/.gnupg/trustdb.gpg", NOT_GO),
    "a public key over its own private key": (
        "ssh-keygen -y -f ~/.ssh/deploy_ed25519 > ~/.ssh/deploy_ed25519", NOT_GO),
    "a public key into /etc": ("ssh-keygen -y -f k > /etc/ssh/ssh_host_ed25519_key.pub", NOT_GO),
    "a generated key tee'd into the project": ("openssl genrsa 2048 | tee certs/server.key", NOT_GO),
    "a wireguard key tee'd into the project": ("wg genkey | tee peers/k.key", NOT_GO),
    # keys_made.py: key files made
    "an unknown program's --out": ("acme-sync upload --out config/master.key", STOP),
    "step writing over a key with -f": ("step ca certificate svc certs/site.crt certs/site.key -f", NOT_GO),
    "step writing over a key with --force": (
        "step ca certificate svc certs/site.crt certs/site.key --force", NOT_GO),
    # the harmless cases stay go
    "name and type columns": (
        "kubectl get secrets -n production -o custom-columns=NAME:.metadata.name,TYPE:.type", GO),
    "namespace and creation columns": (
        "kubectl get secrets -A -o custom-columns=NS:.metadata.namespace,AGE:.metadata.creationTimestamp",
        GO),
    "a low verbosity": ("kubectl get secret db -o custom-columns=N:.metadata.name -v=4", GO),
    "a TLS certificate": ("kubectl get secret site-tls -o jsonpath='{.data.tls\\.crt}'", GO),
    "two place extracts": (
        "sops -d --extract '[\"db\"][\"host\"]' --extract '[\"db\"][\"port\"]' secrets.enc.yaml", GO),
    "sops piped to a host": ("sops -d secrets/staging.enc.yaml | yq '.smtp.host'", GO),
    "a public key exported into the project": ("gpg --armor --export sam@acme.io > KEYS.asc", GO),
    "an ssh public key beside its key": ("ssh-keygen -y -f ~/.ssh/id_ed25519 > ~/.ssh/id_ed25519.pub", GO),
    "a wireguard public key": ("wg genkey | wg pubkey > peers/k.pub", GO),
    "step making keys in the project": ("step ca certificate svc certs/site.crt certs/site.key", GO),
    "lncli saving a macaroon": ("lncli bakemacaroon --save_to ./ro.macaroon", GO),
}


@pytest.mark.parametrize(("command", "tiers"), list(COMMANDS.values()), ids=list(COMMANDS))
def test_review_mends_s34_secrets(command: str, tiers: tuple[str, ...]) -> None:
    assert classify_command(command, cwd=CWD).tier.value in tiers
