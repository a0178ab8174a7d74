"""The act-effect vocabulary (dongle.classify.act_effects) proves itself on the commands beside each effect,
and on look-alikes that try to break it: a word in an operand's place, a compose tool's `down`, a
migration's `down` on a local database, a preview, the same act wrapped in a list or a shell."""

from __future__ import annotations

import pytest

from dongle.classify.act_effects import EFFECTS
from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value]


EXAMPLES = [(e.name, text, want) for e in EFFECTS for text, want in e.examples]


@pytest.mark.parametrize(("effect", "command", "want"), EXAMPLES,
                         ids=[f"{e}:{t[:40]}" for e, t, _ in EXAMPLES])
def test_effect_example(effect: str, command: str, want: str) -> None:
    assert _label(command) == want, (effect, command)


CASES = [
    # the act wrapped never lowers it
    ("true && hcloud server rebuild --image debian-12 mail-prod", "stop"),
    ("bash -c 'ray down prod-cluster.yaml -y'", "stop"),
    ("( sky down -a -y )", "pause"),
    ("openstack server rebuild --image ubuntu-22.04 db-prod-1", "stop"),
    ("doctl compute droplet-action rebuild 318842117 --image ubuntu-22-04-x64", "pause"),
    ("doveadm expunge --all-users mailbox Junk all", "stop"),
    ("bq cp --force analytics:core.orders_v2 analytics:core.orders", "pause"),
    # look-alikes: a build's rebuild, a word an operand names, a compose or migration tool's down
    ("dune rebuild", "go"),
    ("hcloud server list -o columns=name,status", "go"),
    ("ray up cluster.yaml -y", "go"),
    ("docker-compose down", "go"),
    ("podman-compose down", "go"),
    ("migrate -database postgres://localhost/app_dev -path db/migrations down 1", "go"),
    ("bazel clean --expunge", "go"),
    ("bq cp analytics:core.orders analytics:core.orders_copy", "go"),
    ("bq update --description 'orders' analytics:core.orders", "go"),
    ("bq query --use_legacy_sql=false 'SELECT 1'", "go"),
    ("ray down --help", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_effects_on_variants(command: str, want: str) -> None:
    assert _label(command) == want, command


STORES = [
    # a whole store removed, nothing naming it disposable: every object in it is gone
    ("lakectl repo delete lakefs://datalake -y", "stop"),
    ("acme-db database drop orders", "stop"),
    ("true && lakectl repo delete lakefs://datalake -y", "stop"),
    # named as a developer's, staging's or test space, or not named at all: the pause stays
    ("acme-db database drop orders_dev", "pause"),
    ("lakectl repo delete lakefs://scratch-maya -y", "pause"),
    ("acme-db database drop --project src/App.Data --force", "pause"),
    # a part of a store, not the store
    ("lakectl branch delete lakefs://datalake/exp-maya -y", "pause"),
    ("lakectl repo list", "go"),
    ("lakectl repo delete lakefs://datalake --dry-run", "go"),
]


@pytest.mark.parametrize(("command", "want"), STORES, ids=[c[:50] for c, _ in STORES])
def test_whole_store_removed(command: str, want: str) -> None:
    assert _label(command) == want, command
