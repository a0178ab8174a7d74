"""Review mends (s34, words): three readings that lowered a verdict on a word found anywhere.

- A test network lowers an unknown program's act only when a network *selector* names it (`--url devnet`,
  `--network sepolia`, a bare operand that is the network's name), by an unambiguous name (not `mumbai`,
  `fuji` or any word of a host or a file name); a mainnet selector (`-um`) wins, and a whole store removed
  keeps its stop.
- `logs` shows only as the subcommand itself, with nothing after it that sends, rotates or removes them.
- A balance is read only when it is the act (`solana balance`), not what another act is done to
  (`transfer-balance`, `sweep balances`).
"""

from __future__ import annotations

import pytest
from command_labels import command_label

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}

NOT_GO = [
    # a word of a host, a data centre, a site or a key file names no network
    ("v-delete-user harbor --host fuji.corp.example", "stop"),
    ("acmectl tenants purge acme --datacenter mumbai-1", "pause"),
    ("plesk bin site --remove shop.example.in -server mumbai-web1", "pause"),
    ("scripts/wipe-db.sh --site mumbai-dc1", "pause"),
    # the selector says mainnet (-um); the key file's name is no selector
    ("solana program close Dex1111 -um --keypair ~/keys/devnet-deployer.json --bypass-warning", "pause"),
    ("solana program close Dex1111 -u m --keypair ~/keys/devnet-deployer.json --bypass-warning", "pause"),
    # a whole store removed keeps its stop on a test network
    ("near delete-account x.testnet bob.testnet --networkId testnet", "stop"),
    # logs sent away or rotated, not shown
    ("sudo vendor-agent logs --upload https://support.vendor.example", "pause"),
    ("sudo acmed-client rotate logs", "pause"),
    # a balance moved, not read
    ("acme-ledger transfer-balance --to ops --env production", "pause"),
    ("acme-ledger sweep balances --env production", "pause"),
]

GO = [
    "solana balance --url devnet",
    "spl-token accounts --url devnet",
    "cast balance 0xabc --rpc-url sepolia",
    "sudo vendor-agent logs --tail 100",
    # acts on a test network chosen by its selector stay go (test_effect_absent_s34.py)
    "anchor deploy --provider.cluster devnet",
    "solana program close Dex1111 --url devnet --bypass-warning",
]


@pytest.mark.parametrize(("command", "label"), NOT_GO)
def test_word_anywhere_lowers_nothing(command: str, label: str) -> None:
    assert command_label(command, CWD, ENV) == label


@pytest.mark.parametrize("command", GO)
def test_harmless_reads_and_test_network_acts_go(command: str) -> None:
    assert command_label(command, CWD, ENV) == "go"
