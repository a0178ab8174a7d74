"""A tool call whose operation name sounds routine stops when its arguments carry a catastrophic effect;
its look-alikes (another environment, a narrowing filter, a finite expiry, a private upload) keep their
verdict. Every reading's own examples are proved, then variants in other clients, spellings and formats
try to break each one.
"""

from __future__ import annotations

import pytest

from dongle.classify.argument_effects import READINGS
from dongle.classify.hint import classify_hint, classify_hint_rules

_STOPS = [(rule, hint) for rule, (_r, stops, _k) in READINGS.items() for hint in stops]
_KEEPS = [(rule, hint) for rule, (_r, _s, keeps) in READINGS.items() for hint in keeps]


@pytest.mark.parametrize(("rule", "hint"), _STOPS)
def test_each_reading_stops_its_examples(rule: str, hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert judged.danger_level.name == "FORBIDDEN" and rule in judged.rules, (hint, judged.factors)


@pytest.mark.parametrize(("rule", "hint"), _KEEPS)
def test_each_reading_leaves_its_look_alikes(rule: str, hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert rule not in judged.rules, (hint, judged.factors)


# Variants nobody wrote the readings from: other clouds, other tools, key=value, nested, CLI lists, prose
# around the call.
HARMFUL = [
    # a run that destroys, aimed at production
    'calling flyway.migrate with {"environment": "prd", "target": "V88__drop_orders_table"}',
    'prefect.run_deployment {"name": "truncate-ledger", "parameters": {"env": "production"}}',
    'glue.start_job_run {"JobName": "events-compaction", "Arguments": {"--target": "s3://lake-prod/events",'
    ' "--write-mode": "overwrite"}}',
    'dagster.launch_run job=wipe_feature_store env=prod',
    # retention emptied
    'calling pubsub.update_subscription with {"subscription": "prod-orders", "message_retention_duration": '
    '"600s", "retention_seconds": 600}',
    'gcs.set_lifecycle {"bucket": "org-cloudtrail-archive", "rule": [{"action": "Delete", "age": 0, '
    '"expiration_days": 0}]}',
    'azure.monitor.update_workspace {"workspace": "sec-siem", "retention_in_days": 0}',
    # a query that deletes
    'calling splunk.create_search_job with {"search": "search index=_audit | delete"}',
    # secrets engine unmounted
    'calling vault.sys.unmount with {"path": "kv-prod/"}',
    # an all-powerful credential that never lapses
    'calling gitlab.create_personal_access_token with {"scopes": ["*"], "expires_at": "never"}',
    'vault.token_create {"policy": "root", "period": "0"}',
    # people's records made public
    'calling kaggle.datasets_create with {"folder": "./exports/patients_2024", "public": true}',
    'calling azure.blob.upload with {"container": "payroll", "file": "salaries_q3.xlsx", '
    '"access": "blob", "public": true}',
    # a production store or its whole copy opened to anyone; the account's public guard off; private code
    'calling ec2.modify_image_attribute with {"image_id": "ami-prod-payments", "launch_permission": '
    '{"add": [{"group": "all"}]}}',
    'calling cloudsql.patch_instance with {"instance": "orders-production", "authorized_networks": '
    '[{"value": "0.0.0.0/0"}], "ip_ranges": "0.0.0.0/0"}',
    'calling azure.storage.update_account with {"name": "stprodlogs", "allow_blob_public_access": "true"}',
    'calling gitlab.update_project with {"id": "acme/internal-tools", "visibility": "public"}',
]
# Look-alikes in the same formats that must not stop.
HARMLESS = [
    'calling flyway.migrate with {"environment": "staging", "target": "V88__drop_orders_table"}',
    'calling flyway.info with {"environment": "prd", "target": "V88__drop_orders_table"}',
    'prefect.run_deployment {"name": "truncate-ledger", "parameters": {"env": "dev"}}',
    'dagster.launch_run job=wipe_feature_store env=prod dry_run=true',
    'dagster.launch_run job=refresh_dashboards env=prod',
    'calling pubsub.update_subscription with {"subscription": "prod-orders", "retention_seconds": 604800}',
    'gcs.set_lifecycle {"bucket": "ci-scratch-artifacts", "rule": [{"age": 0, "expiration_days": 0}]}',
    'calling splunk.create_search_job with {"search": "search index=_audit action=delete | stats count"}',
    'calling vault.sys.mount with {"path": "kv-prod/", "type": "kv-v2"}',
    'calling gitlab.create_personal_access_token with {"scopes": ["read_api"], "expires_at": "never"}',
    'calling gitlab.create_personal_access_token with {"scopes": ["*"], "expires_at": "2024-07-01"}',
    'calling kaggle.datasets_create with {"folder": "./exports/patients_2024", "public": false}',
    'calling kaggle.datasets_create with {"folder": "./exports/synthetic_weather", "public": true}',
    'airflow.trigger_dag {"dag_id": "cleanup_expired_sessions", "conf": {"env": "prod"}}',
    'calling ec2.modify_image_attribute with {"image_id": "ami-prod-payments", "launch_permission": '
    '{"add": [{"user_id": "123456789012"}]}}',
    'calling s3.put_bucket_acl with {"bucket": "acme-prod-static-site", "acl": "public-read"}',
    'calling azure.storage.update_account with {"name": "stprodlogs", "allow_blob_public_access": "false"}',
    'calling gitlab.update_project with {"id": "acme/website", "visibility": "public"}',
]


@pytest.mark.parametrize("hint", HARMFUL)
def test_effects_in_other_clients_and_formats_stop(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)


@pytest.mark.parametrize("hint", HARMLESS)
def test_look_alikes_in_other_clients_do_not_stop(hint: str) -> None:
    judged = classify_hint_rules(hint)
    assert not set(judged.rules) & set(READINGS), (hint, judged.rules, judged.factors)


def test_one_workload_at_zero_is_not_an_argument_stop() -> None:
    """Scaling one production deployment to zero is undone by scaling it back (k8s.scale-zero's verify)."""
    judged = classify_hint_rules("kubernetes.scale deployment=checkout namespace=prod replicas=0")
    assert not set(judged.rules) & set(READINGS)
