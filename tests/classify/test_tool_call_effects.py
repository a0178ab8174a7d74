"""Tool calls judged by what their arguments do (issue 14), each family with harmful and harmless
look-alikes: the command a call amounts to (dongle.classify.equivalent), a secret file attached to a
message, a mode that destroys what is there, a deletion for everyone, a price set or money moved."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # a pod is recreated by its controller; deleting every pod, or a deployment, is not that
    ('kubernetes.delete {"kind": "pod", "name": "web-5d8c-x2", "namespace": "dev"}', "go"),
    ('k8s.delete_pod {"name": "web-5d8c-x2", "namespace": "staging"}', "go"),
    ('kubernetes.delete {"kind": "pod", "name": "web-5d8c-x2", "namespace": "prod"}', "pause"),
    ('kubernetes.delete {"kind": "pod", "all": true, "namespace": "prod"}', "stop"),
    ('k8s.delete kind=deployment name=payments namespace=prod', "pause"),
    ('k8s.scale {"kind": "deployment", "name": "api", "replicas": 0, "namespace": "prod"}', "pause"),
    # the translation carries every argument, or it is not used: an unknown one keeps the name's reading
    ('kubernetes.delete {"kind": "pod", "name": "web-1", "namespace": "dev", "and_volumes": true}', "pause"),
    # the hint around the call names production: the translation only adds to the other readings
    ('calling kubernetes.delete with {"kind": "pod", "name": "web-1"} on the prod cluster', "pause"),
    # a cluster role bound to everyone in a manifest, or to one service account
    ('{"tool": "k8s.apply", "arguments": {"manifest": "kind: ClusterRoleBinding\\nmetadata: {name: x}\\n'
     'roleRef: {kind: ClusterRole, name: cluster-admin}\\n'
     'subjects: [{kind: Group, name: system:authenticated}]"}}', "stop"),
    ('{"tool": "k8s.apply", "arguments": {"manifest": "kind: ClusterRoleBinding\\nmetadata: {name: x}\\n'
     'roleRef: {kind: ClusterRole, name: view}\\n'
     'subjects: [{kind: ServiceAccount, name: ci, namespace: ci}]"}}', "go"),
    # mirroring with delete: an empty source empties the destination; a real build is a deploy
    ('s3.sync {"source": "./empty", "dest": "s3://acme-db-backups", "delete": true}', "stop"),
    ('s3.sync {"source": "./dist", "dest": "s3://acme-site-staging", "delete": true}', "pause"),
    ('storage.sync {"source": "./empty", "dest": "gs://acme-archive", "delete": true}', "stop"),
    # a test database on this machine is recreated by the tests; a production one is not; a whole
    # database dropped still pauses
    ('postgres.execute {"host": "127.0.0.1", "database": "shop_test", "sql": "DELETE FROM orders"}', "go"),
    ('mysql.execute {"host": "db.prod.acme.io", "database": "shop", "sql": "TRUNCATE TABLE orders"}', "stop"),
    ('mysql.execute {"host": "localhost", "database": "shop_test", "sql": "DROP DATABASE shop_test"}',
     "pause"),
    # one SIGTERM to one process; init, or every process, is not one process
    ('process.kill(pid=30511, signal="SIGTERM")', "go"),
    ('process.kill {"pid": 1, "signal": "KILL"}', "stop"),
    ('process.kill {"pid": -1, "signal": "9"}', "stop"),
    # a tool that cleans up, handed local paths: each element of a list is a path, the worst decides
    ('workspace.cleanup {"paths": ["./dist", "~"]}', "stop"),
    ('workspace.cleanup {"paths": ["./dist", "./node_modules/.cache"]}', "go"),
    ('cache.purge {"paths": ["/assets/*"]}', "pause"),  # a URL path on a CDN, not a file: not `rm -rf`
    # lines taken out of a file are an edit of that file
    ('editor.delete_lines {"file": "src/app/billing.py", "start": 10, "end": 80}', "go"),
    ('editor.delete_lines {"file": "~/.zshrc", "start": 10, "end": 80}', "pause"),
    # a secret file attached to a message, or a harmless one
    ('slack.post_message {"channel": "#ops", "text": "the creds", "file": "deploy-credentials.json"}',
     "stop"),
    ('slack.upload_file {"channels": "#ops", "file": "config/api-keys.txt"}', "stop"),
    ('slack.post_message {"channel": "#ops", "text": "the summary", "file": "key-results-q3.pdf"}', "go"),
    ('slack.upload_file {"channels": "#ops", "file": "~/.ssh/id_ed25519.pub"}', "go"),
    # a mode that destroys what is there: production stops, elsewhere pauses, another mode does neither
    ('db.migrate {"env": "prod", "strategy": "drop-and-recreate"}', "stop"),
    ('schema.sync {"environment": "staging", "mode": "recreate"}', "pause"),
    ('db.migrate {"env": "dev", "strategy": "incremental"}', "go"),
    # a deletion for everyone stops; for one account it pauses; a read for everyone goes
    ('okta.deactivate_users {"scope": "all_users"}', "stop"),
    ('mail.purge_mailbox {"scope": "user:dana@acme.io"}', "pause"),
    ('mail.list_mailboxes {"scope": "all_users"}', "go"),
    ('cache.purge {"scope": "all"}', "pause"),  # every key of a cache is not everyone's data
    # a price set or money moved is a payment decision; a preview or test mode is not
    ('billing.update_price {"plan": "team", "amount_usd": 99}', "pause"),
    ('payments.create_payout {"amount": 120000, "destination": "acct_9"}', "pause"),
    ('billing.preview_price_change {"plan": "team", "amount_usd": 99}', "go"),
    ('billing.update_price {"plan": "team", "amount_usd": 99, "env": "sandbox"}', "go"),
]


@pytest.mark.parametrize(("hint", "label"), CASES, ids=[c[0][:60] for c in CASES])
def test_tool_call_effect(hint: str, label: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == label, (got.rules, got.factors)
