"""A key or a node's state that nothing can re-issue, deleted or written over.

Most credentials are re-issued by whoever issued them: an API token, a cloud access key, an SSH key pair
(a new one is made and registered again). Deleting one is a cost a human confirms (the packs' pause).
Some keys are the only proof of ownership there is, and their loss is final:

- a wallet or keystore (Bitcoin Core's `wallets/`, `wallet.dat`, geth's `keystore/UTC--…`, Solana and
  validator keypairs, NEAR/Sui/Aptos key folders, a Java or Android signing keystore): the funds it holds,
  or the right to update the app it signs, go with it;
- a Lightning node's state (lnd's folder, `channel.db`, Core Lightning's `hsm_secret`): deleting it loses
  the channels' funds, and writing an old copy over it broadcasts revoked states that forfeit them;
- a certificate authority's private key or secrets folder (`pki/private`, `ca.key`, step-ca's `secrets/`),
  a GnuPG home: every certificate or signature made with it can no longer be renewed or trusted;
- a backup repository's keys (restic's `keys/`): without them no backup in it can be read.

Deleting, shredding, truncating or writing over one stops, on this host or another. A path that says it
is test material or a throwaway (a regtest, testnet or devnet chain, `/tmp`, `test`, `fixtures`, `dummy`)
keeps its verdict: no funds or identity stand behind it.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.paths import PathInfo
from dongle.rules.facts import Facts

# Programs that destroy or write over the paths they are given (their write targets are read).
DESTROYERS = frozenset({"rm", "unlink", "shred", "srm", "wipe", "truncate", "cp", "mv", "install", "dd",
                        "tee", "rsync", "ditto", "solana-keygen", "sui", "near", "aptos", "cast"})
# Keys and state whose loss is final, as a path ends or passes through them.
_IRREPLACEABLE = lazy_compile(
    r"(?i)(?:^|/)(?:"
    # wallets and keystores of chains, and anything below them
    r"\.bitcoin(?:/[^/]+)?/wallets|wallet\.dat|bitcoind?(?:/[^/]+)?/wallets|\.electrum/wallets"
    r"|\.ethereum/keystore|UTC--[^/]*--[^/]*|\.foundry/keystores|\.config/solana/[^/]*\.json"
    r"|[^/]*keypair[^/]*\.json|\.near-credentials|\.sui/sui_config|sui\.keystore|\.aptos/[^/]*\.ya?ml"
    r"|priv_validator_key\.json|node_key\.json|[^/]*\.keystore|[^/]*\.jks|[^/]*(?:mnemonic|seed[-_]?phrase)[^/]*"
    # a Lightning node's keys and channel state
    r"|\.lnd/data|channel\.db|wallet\.db|hsm_secret"
    # a certificate authority's private key, a GnuPG home's secret keys, a backup repository's keys
    r"|pki/private|(?:root[-_]?)?ca[-_.]?key\.pem|(?:root)?ca\.key|step-ca/secrets|private-keys-v1\.d"
    r"|secring\.gpg|(?:restic|borg)[^/]*/(?:[^/]+/)*keys"
    r")(?:/|$)"
    # the folders that hold them, deleted whole (what else is in them is chain data or settings)
    r"|(?:^|/)(?:\.bitcoin|\.electrum|\.ethereum|\.config/solana|\.sui|\.aptos|\.lnd|\.lightning|\.gnupg"
    r"|\.near-credentials)/?$")
# A path (or the line) that says the key is test material or a throwaway.
_THROWAWAY = lazy_compile(
    r"(?i)(?:^|[/_.=:-])(?:regtest|testnet\d?|signet|devnet|localnet|localhost|tests?|testing|fixtures?|tmp"
    r"|temp|scratch|throwaway|dummy|fake|mock|example|sample|demo|sandbox|debug)(?:[/_.-]|\d|$)")
_FORCED = frozenset({"--force", "-f", "--overwrite"})
_KEY_GENERATORS = frozenset({"solana-keygen", "sui", "near", "aptos", "cast"})
_ANY_FILE = lazy_compile(r"[^/]+$")


def _targets(facts: Facts) -> tuple[PathInfo, ...]:
    """The paths this part deletes or writes over: a move's source only leaves (it is not lost), a key
    generator writes over its output only when told to (`solana-keygen new --force -o FILE`)."""
    name = facts.name
    if name in _KEY_GENERATORS:
        return facts.output_paths if not _FORCED.isdisjoint(facts.inv.args) else ()
    if name == "mv":
        operands = [w for w in facts.parsed.positionals if w not in ("{}", "-")]
        return (facts.path(operands[-1]),) if len(operands) > 1 else ()
    # an append (`>>`) adds to a file and loses nothing in it
    appended = {info.path for op, info in facts.redirect_paths if op == ">>"}
    return tuple(p for p in facts.write_paths if p.path not in appended) if appended else facts.write_paths


def key_lost(facts: Facts, subject: str) -> Assessment | None:
    """A wallet, keystore, node state, CA key or backup key deleted or written over (stop), or None."""
    if facts.name not in DESTROYERS and not facts.write_redirects:
        return None
    generated = facts.name in _KEY_GENERATORS
    for info in _targets(facts):
        path = info.path or info.raw or ""
        # what a wallet's key generator writes over is a keypair, whatever the file is called
        found = _IRREPLACEABLE.search(path) or (_ANY_FILE.search(path) if generated else None)
        if not found or info.region in ("scratch", "pseudo") or _THROWAWAY.search(path):
            continue
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"deletes or writes over {info.raw} ({found.group(0).strip('/')}): a key or a node's "
                     "state that nothing re-issues; the funds, channels or identity it holds go with it "
                     "[cred.irreplaceable-key-lost]",),
            rules=("cred.irreplaceable-key-lost",),
            safer_alternative="Back the key up first (an encrypted copy off the host), move it aside "
            "instead of deleting it, and write a new key under a new name.",
            recovery="Restore it from a backup or its seed phrase if one exists; otherwise what it held "
            "is lost.")
    return None


# Secret stores' CLIs, the acts that destroy a stored value for good, and names of a key nothing re-issues.
SECRET_STORES = frozenset({"gcloud", "az", "aws", "vault", "doppler", "infisical", "op", "bw"})
_DESTROYING = frozenset({"destroy", "purge", "--force-delete-without-recovery"})
_KEY_NAME = lazy_compile(r"(?i)(?:^|[^a-z])(?:mnemonic|seed(?:[-_]?phrase)?|wallet|keystore|private[-_]?key"
                         r"|signing[-_]?key|hsm|keypair|recovery[-_]?phrase)(?:[^a-z]|$)")


def stored_key_destroyed(facts: Facts, subject: str) -> Assessment | None:
    """A secret store's version or secret destroyed for good (`gcloud secrets versions destroy`, `az
    keyvault secret purge`) when its name says it holds a wallet's seed or a private key (stop): the
    store's copy may be the only one, and no issuer makes the same key again."""
    words = facts.lowered_words
    if _DESTROYING.isdisjoint(words):
        return None
    named = next((a for a in facts.inv.args if _KEY_NAME.search(a)), None)
    if named is None or _THROWAWAY.search(named):
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"destroys a stored secret for good whose name says it is a wallet's seed or a private key "
                 f"({named}): if it is the only copy, what the key holds is lost "
                 "[cred.irreplaceable-key-lost]",),
        rules=("cred.irreplaceable-key-lost",),
        safer_alternative="Disable the version instead of destroying it, and confirm an offline copy of "
        "the seed exists before anything is destroyed.",
        recovery="None from the store once destroyed; restore from an offline backup of the seed if one "
        "exists.")


# The reading's examples as data (tests/classify/test_keys_secrets_services.py runs each through the whole
# classifier): `stop` lines earn a stop with this rule; `keep` lines must not carry the rule at all.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "stop": (
        "rm ~/.bitcoin/wallets/hot/wallet.dat",
        "rm -rf ~/.ethereum/keystore",
        "shred -uz ~/.ethereum/keystore/UTC--2021-*",
        "rm ~/.lnd/data/graph/mainnet/channel.db",
        "cp ~/backups/channel.db.2024-01-03 ~/.lnd/data/graph/mainnet/channel.db",
        "rm -rf ~/.config/solana",
        "solana-keygen new --no-bip39-passphrase --force -o ~/keys/upgrade-auth.json",
        "ssh sol@validator-01 'rm -f /home/sol/authorized-withdrawer-keypair.json'",
        "ssh ops@btc-01 'sudo rm -rf /var/lib/bitcoind/wallets'",
        "rm -rf ~/.sui/sui_config ~/.near-credentials/mainnet",
        "rm android/app/release.keystore",
        "rm -rf pki/private",
        "echo > ~/.bitcoin/wallet.dat",
        "ssh root@ca01 'rm -rf /var/lib/step-ca/secrets'",
        "gcloud secrets versions destroy 3 --secret=hot-wallet-mnemonic --project=acme-custody-prod",
    ),
    "keep": (
        "rm -rf ~/.bitcoin/regtest",
        "rm -rf ~/.bitcoin/testnet3/wallets/test",
        "solana-keygen new --no-bip39-passphrase -o /tmp/test-payer.json",
        "solana-keygen new --no-bip39-passphrase --force -o /tmp/payer.json",
        "solana-keygen new -o ~/keys/new-deployer.json",
        "cp ~/.lnd/data/graph/mainnet/channel.db ~/backups/channel.db.bak",
        "mv ~/.lnd ~/.lnd.bak",
        "rm -f tests/fixtures/ca.key",
        "rm ~/.ssh/id_rsa",
        "rm -rf ~/.cache/solana",
        "cat ~/.config/solana/id.json",
        "gcloud secrets versions destroy 3 --secret=staging-api-token --project=acme-dev",
        "gcloud secrets versions destroy 2 --secret=devnet-wallet-seed",
    ),
}
