"""A tool call is judged by what its argument values do, whatever the operation is called.

`configure`, `update`, `set`, `upsert` and `read` sound routine; a safeguard switched off or set to
zero (`{"auditd": {"enabled": false}}`, `"required_reviews": 0`), an expiry of zero days (every object
expires at once), a lifecycle state that requests deletion, a public DNS record repointed, or a
secret read with its value printed are the effects. Paraphrases of hints-dev-U's toolcall-args family;
the twins switch a safeguard on, keep a retention, read only names, or act outside production.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

from dongle.classify.arguments import (
    EXAMPLES,
    deletion_state,
    erases_fields,
    expires_at_once,
    prints_secret,
    public_destination,
    safeguard_off,
)
from dongle.classify.hint import classify_hint

CASES = [
    ('bucket.configure {"bucket": "acme-prod-db-backups", "retention": {"days": 0}}', "stop"),
    ('storage.set_lifecycle {"bucket": "acme-media", "rules": {"expire_after_days": 0}}', "pause"),
    ('server.configure {"host": "prod-api-2", "audit_logging": {"enabled": false}}', "stop"),
    ('vm.settings {"name": "build-7", "firewall": "off"}', "stop"),
    ('account.update {"account": "acme-prod", "state": "PENDING_DELETION"}', "stop"),
    ('repo.settings {"repo": "acme/web", "branch": "main", "required_approvals": 0}', "pause"),
    ('dns.put_record {"zone": "acme.io", "name": "www", "type": "A", "value": "203.0.113.9"}', "pause"),
    ('vault.get {"path": "secret/prod/stripe", "show_value": true}', "pause"),
    # twins: a safeguard switched on, a retention kept, names only, a private zone, staging
    ('server.configure {"host": "prod-api-2", "audit_logging": {"enabled": true}}', "pause"),
    ('storage.set_lifecycle {"bucket": "acme-ci-artifacts", "rules": {"expire_after_days": 30}}', "go"),
    ('repo.settings {"repo": "acme/web", "branch": "main", "required_approvals": 2}', "go"),
    ('vault.list {"path": "secret/dev", "show_values": false}', "go"),
    ('account.update {"account": "acme-sandbox", "display_name": "Sandbox"}', "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_argument_effects(hint, want):
    _check(hint, want)


FINDERS = {
    "safeguard_off": safeguard_off,
    "expires_at_once": expires_at_once,
    "deletion_state": deletion_state,
    "prints_secret": lambda args: prints_secret(["secrets", "read"], args),
    "public_destination": public_destination,
    "erases_fields": lambda args: erases_fields(["bulk", "update"], args),
}


@pytest.mark.parametrize(("kind", "arguments"), [(k, a) for k in FINDERS for a in EXAMPLES[k]])
def test_examples_found(kind, arguments):
    assert FINDERS[kind](arguments)


@pytest.mark.parametrize(("kind", "arguments"), [(k, a) for k in FINDERS for a in EXAMPLES[f"not_{k}"]])
def test_look_alike_examples_not_found(kind, arguments):
    assert not FINDERS[kind](arguments)


def test_printing_needs_a_secret_store():
    assert not prints_secret(["logs", "read"], {"print": True})


# An upsert writes the record whether or not it exists: an update, judged by what it updates.
UPSERTS = [
    ('dns.upsert {"zone": "acme.io", "name": "shop", "type": "CNAME", "value": "lb.acme.net"}', "pause"),
    ('cache.upsert {"key": "feature-flags-dev", "value": "{}"}', "go"),
]


@pytest.mark.parametrize(("hint", "want"), UPSERTS, ids=[h[:60] for h, _ in UPSERTS])
def test_upserts(hint, want):
    _check(hint, want)


# `branch.delete {"repo": …}`: a one-word namespace that names a kind of object is what the call acts
# on; the repo key only says where the branch lives.
NAMESPACE_OBJECTS = [
    ('branch.delete {"repo": "acme/api", "branch": "renovate/eslint-9"}', "pause"),
    ('tag.delete {"repo": "acme/api", "tag": "v0.0.1-test"}', "pause"),
    # twins: the namespace is the repository; a verb-like namespace is no object
    ('repo.delete {"repo": "acme/api"}', "stop"),
    ('logs.query {"service": "checkout", "env": "staging", "query": "level:error"}', "go"),
]


@pytest.mark.parametrize(("hint", "want"), NAMESPACE_OBJECTS, ids=[h[:60] for h, _ in NAMESPACE_OBJECTS])
def test_namespace_names_the_object(hint, want):
    _check(hint, want)


@pytest.mark.parametrize("hint", [
    'mongo.find {"db":"users_prod","collection":"accounts","filter":{"deleted":true},"limit":20}',
    'tickets.search {"query":{"status":"voided"},"limit":50}',
])
def test_a_state_under_a_filter_selects_records_it_does_not_set_them(hint: str) -> None:
    assert classify_hint(hint).tier.value != "danger_zone"


@pytest.mark.parametrize("hint", [
    'mongo.update_many {"db":"users_prod","collection":"accounts","filter":{"plan":"free"},'
    '"update":{"deleted":true}}',
    'tickets.update {"where":{"queue":"all"},"set":{"status":"voided"}}',
])
def test_a_state_set_beside_a_filter_still_ends_the_records(hint: str) -> None:
    assert classify_hint(hint).tier.value != "advisory"
