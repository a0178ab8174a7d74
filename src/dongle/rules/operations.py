"""Operations control planes: message brokers, schedulers, DNS, feature flags, load balancers, failover.

Each of these changes shared state that many services depend on, and the rules ask how far the change
reaches and whether it can be taken back. A broker's virtual host or tenant holds every queue and the
messages in them: deleting it loses them all (stop); one queue deleted or purged, or a subscription's
read position moved, drops or replays messages (pause). Draining a scheduler's node moves every job off
it (pause); a workflow run ended by id pauses, every run a query matches or a whole namespace stops.
Changing DNS records answers differently for everyone who resolves the name (pause; a named dev or
staging zone goes). A feature flag toggled in production changes what every user gets (pause); in
development it goes. Taking a backend out of a load balancer, or making a proxy fail its health
checks, moves live traffic (pause); reading stats goes. A database switchover or failover moves the
primary and drops every open connection (pause). A cache purge only makes the CDN fetch again from the
origin (go), unless it purges everything at once (pause). Deleting a whole DNS zone lives with the
other DNS zone rules in `cloud`; the HTTP rules of `network` judge the same admin APIs reached by curl.

A rule that knows one act of a broker's, DNS or failover tool's CLI, not the whole CLI, leaves the
program to the generic model as well (`extends_generic`); the workflow rules cover Temporal's acts.
"""

from __future__ import annotations

COMMANDS = {
    "rabbitmqctl": {"values": ("-n", "--node", "-p", "--vhost", "-t", "--timeout")},
    "rabbitmqadmin": {"values": ("-H", "--host", "-P", "--port", "-V", "--vhost", "-u", "--username",
                                 "-p", "--password", "-c", "--config", "-N", "--node", "-f", "--format")},
    "pulsar-admin": {"values": ("--admin-url", "--auth-plugin", "--auth-params")},
    "patronictl": {"values": ("-c", "--config-file", "-d", "--dcs-url", "--leader", "--master",
                              "--candidate", "--scheduled", "--group")},
    "nomad": {"values": ("-address", "-region", "-namespace", "-token", "-deadline", "-meta")},
    "temporal": {"values": ("-n", "--namespace", "-w", "--workflow-id", "-r", "--run-id", "--reason",
                            "-q", "--query", "--address", "--env", "--tls-cert-path", "--tls-key-path",
                            "--type", "--reset-points", "--event-id", "-s", "--schedule-id")},
    "tctl": {"values": ("--ns", "--namespace", "--do", "--domain", "-w", "--workflow_id", "--wid", "-r",
                        "--run_id", "--rid", "--reason", "-q", "--query", "--address", "--ad")},
    "nats": {"values": ("--context", "-s", "--server", "--creds", "--user", "--password", "--nkey",
                        "--tlscert", "--tlskey", "--tlsca", "--timeout", "--js-domain", "--connection-name")},
}

# Names of a zone, an environment or a host that say it is not production.
_NOT_LIVE = ("*dev*", "*staging*", "*stage*", "*test*", "*sandbox*", "*qa*", "*local*", "*scratch*")

# Options that name the broker a CLI talks to, and the names of this machine.
_BROKER_ELSEWHERE = ("-n", "--node", "-H", "--host", "-s", "--server", "--context", "--admin-url")
_THIS_MACHINE = ("localhost", "localhost:*", "*@localhost", "127.0.0.1", "127.0.0.1:*", "*://localhost*",
                 "*://127.0.0.1*", "nats://localhost*")

# What moves a consumer's read position: it then replays or skips messages (same rule as Kafka's
# offset reset in `database`).
_POSITION_MOVES = ("pubsub subscriptions seek", "beta pubsub subscriptions seek", "topics reset-cursor",
                   "topics skip", "topics skip-all", "topics clear-backlog", "namespaces clear-backlog")

# Taking a member out of a load balancer's pool: it stops getting traffic, and nothing is destroyed
# (registering it again undoes it).
TRAFFIC_MEMBERSHIP = ("elbv2 deregister-targets", "elb deregister-instances-from-load-balancer",
                      "autoscaling detach-instances", "autoscaling enter-standby")
_MEMBERSHIP_OTHER = ("compute backend-services remove-backend", "compute target-pools remove-instances",
                     "network lb address-pool address remove", "network nic ip-config address-pool remove",
                     "network application-gateway address-pool update")

# A proxy's admin API told to fail its health checks or stop listening: its load balancer drains it.
_PROXY_DRAINS = ("*/healthcheck/fail", "*/drain_listeners*", "*/quitquitquit", "*/runtime/*maint*")
_POSTED = ("-X=POST", "-XPOST", "POST", "--request=POST", "-d=*", "--data=*", "--data-raw=*")

# Feature-flag toggles: Flipper's Ruby calls (run by `rails runner`), LaunchDarkly's CLI.
_FLAG_TOGGLES = ("*flipper.enable(*", "*flipper.disable(*", "*flipper.enable_*(*", "*flipper.disable_*(*",
                 "*flipper.enable :*", "*flipper.disable :*", "*flipper[*].enable", "*flipper[*].disable",
                 "*flipper[*].enable[ (;]*", "*flipper[*].disable[ (;]*", "toggle-on", "toggle-off")

# A workflow engine's runs named one by one, or picked by a visibility query (every run it matches).
_WORKFLOW_ENDS = ("workflow terminate", "workflow cancel", "workflow reset", "workflow delete",
                  "batch terminate", "batch cancel", "schedule delete")
_BY_QUERY = ("-q", "--query")

RULES = [
    {
        # a virtual host (RabbitMQ), tenant or namespace (Pulsar) holds its queues or topics and every
        # message in them; deleting it deletes them all at once, with their bindings and permissions
        "id": "ops.broker-container-deleted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a message broker's virtual host, tenant or namespace: every queue or topic in "
        "it goes, with the messages not yet consumed",
        "safer": "Export the definitions (`rabbitmqctl export_definitions`), drain the queues, and delete "
        "the one queue you mean.",
        "recovery": "Recreate it from exported definitions; the messages that were in it are lost.",
        "match": {"cmd": ("rabbitmqctl", "rabbitmqadmin", "pulsar-admin"),
                  "sub": ("delete_vhost", "delete vhost", "tenants delete", "namespaces delete")},
        "examples": {"match": ["rabbitmqctl -n rabbit@mq-1 delete_vhost /orders",
                               "rabbitmqadmin -H mq.acme.io delete vhost name=/shop",
                               "pulsar-admin namespaces delete public/billing",
                               "pulsar-admin tenants delete acme"],
                     "no_match": ["rabbitmqctl list_vhosts", "rabbitmqctl add_vhost /qa",
                                  "pulsar-admin namespaces list acme", "rabbitmqctl list_queues -p /shop"]},
    },
    {
        "id": "ops.broker-queue-emptied",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes or purges a broker's queue, stream or topic: the messages in it are gone",
        "safer": "Move the messages elsewhere first (a shovel, `nats stream backup`), or let consumers "
        "drain it.",
        "recovery": "Recreate it from the exported definitions; its messages are lost.",
        # a broker this machine runs (no node or server named, or localhost) holds the developer's own
        # fixtures; one named elsewhere is shared
        "match": {"cmd": ("rabbitmqctl", "rabbitmqadmin", "pulsar-admin", "nats"),
                  "flags_any": _BROKER_ELSEWHERE, "words_none": _THIS_MACHINE,
                  "sub": ("delete_queue", "purge_queue", "delete queue", "purge queue", "delete exchange",
                          "topics delete", "topics delete-partitioned-topic", "stream rm", "stream delete",
                          "stream purge", "kv rm", "kv del")},
        "examples": {"match": ["rabbitmqctl -n rabbit@mq-2 delete_queue -p /shop orders.retry",
                               "rabbitmqadmin -H mq.acme.io delete queue name=orders",
                               "nats --context shared stream purge ORDERS -f",
                               "pulsar-admin --admin-url http://pulsar.acme.io:8080 topics delete "
                               "persistent://acme/billing/invoices"],
                     "no_match": ["rabbitmqctl list_queues", "nats stream info ORDERS",
                                  "rabbitmqadmin purge queue name=dev.emails",
                                  "rabbitmqadmin -H localhost delete queue name=dev.emails",
                                  "pulsar-admin topics stats persistent://acme/billing/invoices"]},
    },
    {
        # a pull that acknowledges what it reads, or a task that moves a dead-letter queue's messages back
        # to their source: the messages leave the queue the live consumers read (they never see them, or
        # see them again at once); a pull without an acknowledgement only looks (the messages come back)
        "id": "ops.messages-consumed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "takes messages off a live queue or subscription (a pull that acknowledges them, a "
        "dead-letter redrive): the real consumers never see them, or get them all again at once",
        "safer": "Pull without acknowledging (the messages return after their visibility timeout), or "
        "redrive on staging first and watch the consumers.",
        "recovery": "Publish the taken messages again from what was printed; a redrive cannot be undone.",
        "match": {"cmd": ("gcloud", "aws"),
                  "words_any": ("--auto-ack", "start-message-move-task", "ack"),
                  "words_none": _NOT_LIVE},
        "examples": {"match": ["gcloud pubsub subscriptions pull orders-sub --auto-ack --limit=50 "
                               "--project acme-prod",
                               "aws sqs start-message-move-task --source-arn "
                               "arn:aws:sqs:eu-west-1:1234:payments-dlq",
                               "gcloud pubsub subscriptions ack orders-sub --ack-ids=1 --project acme-prod"],
                     "no_match": ["gcloud pubsub subscriptions pull orders-sub --limit=5 --project acme-prod",
                                  "aws sqs receive-message --queue-url https://sqs.eu-west-1.amazonaws.com/1/q",
                                  "aws sqs list-message-move-tasks --source-arn arn:aws:sqs:eu-west-1:1:dlq",
                                  "gcloud pubsub subscriptions pull dev-sub --auto-ack --project acme-dev"]},
    },
    {
        # DNS as code: the tools plan by default and change the provider's live zones only when told to
        # (`dnscontrol push`, `octodns-sync --doit`); the plan (`preview`, no --doit) changes nothing
        "id": "ops.dns-config-pushed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "pushes a DNS configuration to the provider's live zones: every record that differs is "
        "created, changed or deleted for everyone who resolves those names",
        "safer": "Read the plan first (`dnscontrol preview`, `octodns-sync` without --doit).",
        "recovery": "Revert the configuration and push again; resolvers keep the new answers until their "
        "TTL runs out.",
        "match": {"cmd": ("dnscontrol", "octodns-sync"), "words_any": ("push", "--doit"),
                  "words_none": ("preview", "--help")},
        "examples": {"match": ["dnscontrol push", "dnscontrol push --domains shop.example",
                               "octodns-sync --config-file=config/live.yaml --doit",
                               "octodns-sync --config-file config/prod.yaml --doit zone.example."],
                     "no_match": ["dnscontrol preview", "octodns-sync --config-file=config/live.yaml",
                                  "dnscontrol check"]},
    },
    {
        # the messages stay in the topic: moving the position again undoes the move, while what the
        # consumers already did twice (or skipped) stays done
        "id": "ops.consumer-position-moved",
        "extends_generic": True,
        "level": "destructive",
        "reason": "moves a subscription's read position: its consumers process messages again (duplicate "
        "writes, charges, e-mails) or skip them",
        "safer": "Stop the consumers first and note the current position (`describe`, `stats`) so the "
        "move can be reversed.",
        "recovery": "Seek back to the noted time, snapshot or position.",
        # a subscription named or placed for dev, staging or a test is replay testing
        "match": {"cmd": ("gcloud", "pulsar-admin"), "sub": _POSITION_MOVES, "words_none": _NOT_LIVE},
        "examples": {"match": ["gcloud pubsub subscriptions seek ingest-sub --time=2024-06-01T00:00:00Z",
                               "pulsar-admin topics reset-cursor persistent://acme/a/b -s sub -t 10m",
                               "pulsar-admin topics skip-all persistent://acme/a/b -s sub"],
                     "no_match": ["gcloud pubsub subscriptions describe ingest-sub",
                                  "pulsar-admin topics stats persistent://acme/a/b",
                                  "gcloud pubsub subscriptions seek billing-sub --time=2024-05-01T00:00:00Z "
                                  "--project acme-staging"]},
    },
    {
        # a drained node's jobs are stopped and placed elsewhere (or wait when the rest is full);
        # marking it eligible again undoes the drain, not the restarts
        "id": "ops.scheduler-node-drained",
        "level": "destructive",
        "reason": "drains a scheduler's node: every job on it is stopped and moved, and the cluster has "
        "less room",
        "safer": "Drain one node at a time with a deadline, after checking the rest has room.",
        "recovery": "End the drain (`nomad node drain -disable`, `docker node update --availability "
        "active`).",
        "match": {"cmd": ("nomad", "docker"), "sub": ("node drain", "node update"),
                  "words_any": ("-enable", "drain", "pause", "--availability=drain", "--availability=pause"),
                  "words_none": ("-disable", "active", "--availability=active")},
        "examples": {"match": ["nomad node drain -enable -force -yes 4f2a",
                               "docker node update --availability drain worker-3"],
                     "no_match": ["nomad node status", "nomad node drain -disable 4f2a",
                                  "docker node update --availability active worker-3", "docker node ls"]},
    },
    {
        "id": "ops.dns-records-changed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes records of a DNS zone: everyone who resolves those names is sent elsewhere once "
        "caches expire, and a mistake reaches every user",
        "safer": "Lower the TTL first, change one record, and keep the old values to restore.",
        "recovery": "Apply the old records again; resolvers keep the new answers until their TTL runs out.",
        "match": {"cmd": ("aws", "gcloud", "az", "flarectl", "doctl", "cli53", "vultr-cli"),
                  "sub": ("route53 change-resource-record-sets", "dns record-sets create",
                          "dns record-sets update", "dns record-sets delete",
                          "dns record-sets transaction execute", "network dns record-set *", "dns create",
                          "dns update", "dns delete", "dns create-or-update", "compute domain records create",
                          "compute domain records update", "compute domain records delete", "rrcreate",
                          "rrdelete", "rrpurge", "dns record create", "dns record update",
                          "dns record delete"),
                  "words_none": ("list", "show", "describe", "get", "export", *_NOT_LIVE)},
        "examples": {"match": ["aws route53 change-resource-record-sets --hosted-zone-id Z0 --change-batch "
                               "file://cutover.json",
                               "gcloud dns record-sets update api.acme.io. --zone=acme --type=A "
                               "--rrdatas=1.2.3.4",
                               "az network dns record-set a add-record -g rg -z acme.io -n api -a 1.2.3.4",
                               "flarectl dns update --zone acme.io --id 372e --content 1.2.3.4"],
                     "no_match": ["aws route53 list-resource-record-sets --hosted-zone-id Z0",
                                  "gcloud dns record-sets list --zone=acme",
                                  "gcloud dns record-sets update api.dev.acme.io. --zone=acme-dev --type=A "
                                  "--rrdatas=1.2.3.4",
                                  "az network dns record-set a list -g rg -z acme.io"]},
    },
    {
        # every user gets the flipped behaviour at once; flipping back undoes it going forward
        "id": "ops.feature-flag-toggled",
        "extends_generic": True,
        "level": "reversible",
        "prod": True,
        "reason": "toggles a feature flag: in production every user gets the changed behaviour at once",
        "safer": "Roll it out to a percentage or a group first, or try it in staging.",
        "recovery": "Toggle the flag back.",
        "match": {"cmd": ("rails", "ldcli"), "words_any": _FLAG_TOGGLES},
        "examples": {"match": ["bin/rails runner 'Flipper.enable(:ledger_v2)'",
                               "ldcli flags toggle-on --project web --environment production --flag "
                               "new-pricing"],
                     "no_match": ["bin/rails runner 'puts Flipper.enabled?(:ledger_v2)'",
                                  "ldcli flags list --project web"]},
    },
    {
        "id": "ops.backend-out-of-rotation",
        "level": "destructive",
        "reason": "takes a backend out of a load balancer's pool: the rest take its traffic, and it serves "
        "no one until added back",
        "safer": "Check the remaining backends are healthy and have room; take one out at a time.",
        "recovery": "Register the backend again (`register-targets`, `add-backend`).",
        "match": {"cmd": ("aws", "gcloud", "az"), "sub": (*TRAFFIC_MEMBERSHIP, *_MEMBERSHIP_OTHER)},
        "examples": {"match": ["aws elbv2 deregister-targets --target-group-arn arn:aws:x --targets "
                               "Id=i-0abc",
                               "gcloud compute backend-services remove-backend web --instance-group=ig-a"],
                     "no_match": ["aws elbv2 describe-target-health --target-group-arn arn:aws:x",
                                  "aws elbv2 register-targets --target-group-arn arn:aws:x --targets "
                                  "Id=i-0abc"]},
    },
    {
        # Envoy's admin API (`/healthcheck/fail`, `/drain_listeners`), usually on the proxy's own host
        "id": "ops.proxy-drained",
        "level": "destructive",
        "reason": "tells a proxy to fail its health checks or stop listening: its load balancer sends its "
        "live traffic elsewhere, or nowhere",
        "safer": "Check the other proxies can take the traffic; drain one at a time.",
        "recovery": "POST `/healthcheck/ok` (or restart the proxy) to bring it back.",
        "match": {"cmd": ("curl", "wget", "http", "xh"), "words_any": _PROXY_DRAINS, "words_also": _POSTED},
        "examples": {"match": ["curl -s -X POST localhost:9901/healthcheck/fail",
                               "curl -X POST http://127.0.0.1:9901/drain_listeners?graceful"],
                     "no_match": ["curl -s localhost:9901/stats",
                                  "curl -s -X POST localhost:9901/healthcheck/ok"]},
    },
    {
        # the primary moves: every open connection drops, writes stop until clients reconnect, and a
        # lagging candidate loses what it had not replayed
        "id": "ops.database-primary-moved",
        "extends_generic": True,
        "level": "destructive",
        "reason": "switches or fails over a database's primary (or reinitialises a member): open connections "
        "drop and writes pause while clients find the new primary",
        "safer": "Check replication lag (`patronictl list`) and do it in a maintenance window.",
        "recovery": "Switch back to the old primary once it is healthy.",
        "match": {"cmd": ("patronictl", "pg_autoctl", "repmgr", "gcloud", "aws", "orchestrator-client"),
                  "sub": ("switchover", "failover", "reinit", "restart", "perform switchover",
                          "perform failover", "standby switchover", "standby promote",
                          "sql instances failover",
                          "rds failover-db-cluster", "rds failover-global-cluster")},
        "examples": {"match": ["patronictl -c /etc/patroni.yml switchover --leader pg-1 --candidate "
                               "pg-2 --force",
                               "pg_autoctl perform switchover", "gcloud sql instances failover orders-db",
                               "aws rds failover-db-cluster --db-cluster-identifier orders"],
                     "no_match": ["patronictl -c /etc/patroni.yml list", "repmgr cluster show",
                                  "gcloud sql instances describe orders-db"]},
    },
    {
        # one file or tag purged refills from the origin on the next request (go); purging everything
        # sends every request to the origin at once
        "id": "ops.cdn-purged-everything",
        "level": "destructive",
        "reason": "purges a CDN's whole cache: every request goes to the origin until the cache refills",
        "safer": "Purge the files, tags or prefixes that changed.",
        "recovery": "None needed once the cache refills; watch the origin's load meanwhile.",
        "match": {"cmd": ("curl", "http", "xh"), "words_any": ("*purge_everything*", "*/purge_all*")},
        "examples": {"match": ["curl -X POST https://api.cloudflare.com/client/v4/zones/Z/purge_cache "
                               "--data '{\"purge_everything\":true}'"],
                     "no_match": ["curl -X POST https://api.cloudflare.com/client/v4/zones/Z/purge_cache "
                                  "--data '{\"files\":[\"https://acme.io/app.js\"]}'"]},
    },
    {
        # the same whole-cache purge through a CDN's own CLI (`fastly purge --all`): cached copies of what
        # the origin serves, fetched again on the next requests (a pause for the origin's load, not a loss)
        "id": "ops.cdn-cli-purged-everything",
        "extends_generic": True,
        "level": "destructive",
        "reason": "purges a CDN service's whole cache: every request goes to the origin until the cache "
        "refills",
        "safer": "Purge the URLs or surrogate keys that changed (`fastly purge --key …`).",
        "recovery": "None needed once the cache refills; watch the origin's load meanwhile.",
        "match": {"cmd": ("fastly",), "sub": ("purge",), "words_any": ("--all", "-a")},
        "examples": {"match": ["fastly purge --all --service-id SU1Z0isxPaozGVKXdv0eY",
                               "fastly purge --all -s SU1Z0isxPaozGVKXdv0eY"],
                     "no_match": ["fastly purge --key product-123 --service-id SU1Z0isxPaozGVKXdv0eY",
                                  "fastly purge --url https://www.example.com/app.js"]},
    },
    {
        # a namespace holds every workflow, its history and schedules: deleting it ends them all
        "id": "ops.workflow-namespace-deleted",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a workflow engine's namespace: every workflow in it, running or finished, and "
        "its schedules and history go",
        "safer": "Terminate the workflows you mean by id, and let the namespace's retention expire.",
        "recovery": "Register the namespace again; its workflows and history are lost.",
        "match": {"cmd": ("temporal", "tctl"), "sub": ("operator namespace delete", "namespace delete")},
        "examples": {"match": ["temporal operator namespace delete payments-prod --yes"],
                     "no_match": ["temporal operator namespace describe payments-prod"]},
    },
    {
        # a terminated run stops where it is (its compensations never run); starting it again is a new
        # run, so one run is a pause wherever it is, and a query's every match reaches as far as it says
        "id": "ops.workflows-ended",
        "level": "destructive",
        "reason": "terminates, cancels, resets or deletes a workflow run: it stops mid-way and what it "
        "had left to do (refunds, compensations) does not happen",
        "safer": "Describe the run first (`temporal workflow describe`) and cancel it (it can clean up) "
        "rather than terminate it.",
        "recovery": "Start the workflow again with the same input, or reset it to an earlier event.",
        "match": {"cmd": ("temporal", "tctl"), "sub": _WORKFLOW_ENDS, "flags_none": _BY_QUERY},
        "examples": {"match": ["temporal workflow terminate --namespace payments-prod --workflow-id r-1",
                               "tctl --ns billing workflow cancel -w invoice-9"],
                     "no_match": ["temporal workflow describe --workflow-id r-1",
                                  "temporal workflow list --namespace payments-prod"]},
    },
    {
        "id": "ops.workflows-ended-by-query",
        "level": "dangerous",
        "irreversible": True,
        "prod": True,
        "reason": "terminates, cancels or deletes every workflow run a visibility query matches: as many "
        "runs as the query reaches stop mid-way",
        "safer": "List what the query matches first (`temporal workflow list --query ...`) and end the "
        "runs you mean by id.",
        "recovery": "Start the workflows again with their inputs; compensations they skipped must be "
        "done by hand.",
        "match": {"cmd": ("temporal", "tctl"), "sub": _WORKFLOW_ENDS, "flags_any": _BY_QUERY},
        "examples": {"match": ["temporal workflow terminate --query 'WorkflowType=\"Refund\"' --yes"],
                     "no_match": ["temporal workflow list --query 'WorkflowType=\"Refund\"'"]},
    },
]
