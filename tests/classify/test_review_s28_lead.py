"""Fail-open routes a blind review of session 28's diff found, each tried again (with a twin that keeps its
verdict): an exemption keyed on any word of the line must key on the word that means it."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command


def _tier(command: str) -> str:
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"}).tier.value


@pytest.mark.parametrize("command", [
    # a development secret path is the path the write names, not a value or a key spelled like one
    "aws ssm put-parameter --name /prod/db/password --value dev/x --type SecureString --overwrite",
    "vault kv put secret/prod/db password=hunter2 dev/x=1",
    "gh secret set STRIPE_SECRET_KEY --body dev/none --repo lee/shop",
    # a compound subcommand naming data beside a cache acts on the data
    "acmectl purge-data-and-cache",
    "acmectl drop-db-cache-and-tables",
    "billingctl delete-customers-cache-and-accounts --all",
])
def test_the_act_is_still_asked_about(command: str) -> None:
    assert _tier(command) != "advisory"


@pytest.mark.parametrize("command", [
    # a label or a pool name is any word: formatting stays formatting
    "sudo mkfs.vfat -n export /dev/sdb1",
    "sudo mkfs.btrfs -f -L import /dev/sdb",
    "sudo mkswap -L offline /dev/sda2",
    "sudo mkfs.ntfs -f -L scrub /dev/sdc1",
    "sudo zpool create -f export /dev/sdb /dev/sdc",
    "mkfs.vfat -n status /dev/sdb1",
    "opsctl destroy-cluster-cache prod-eu",
])
def test_the_destruction_still_stops(command: str) -> None:
    assert _tier(command) == "danger_zone"


@pytest.mark.parametrize("command", [
    "vault kv put secret/dev/ana/orders DATABASE_URL=postgres://localhost/orders_dev",
    "vault kv put -mount=secret dev/api LOG_LEVEL=debug",
    "sudo cryptsetup open /dev/sdb1 backup",
    "sudo zpool import tank",
    "php bin/magento cache:flush",
    "acmectl clear-cache",
])
def test_the_twin_goes(command: str) -> None:
    assert _tier(command) == "advisory"
