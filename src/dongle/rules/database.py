"""Database rules: SQL text and database tooling, judged by what the statement does and where.

The statement text comes from the client's own option (`psql -c`, `mysql -e`, `sqlite3 DB SQL`,
`mongosh --eval`, a here-string on stdin) with string literals and comments removed, so
`INSERT ... VALUES ('DROP DATABASE')` is data. A development database pauses; a production one
(`-h prod-db...`, `app_production`, `PGHOST=...prod...`, `RAILS_ENV=production`) stops.
"""

_BACKUP = "Take a dump first (`pg_dump -Fc DB > before.dump`, `mysqldump DB > before.sql`)."
_RESTORE = "Restore from the latest backup or point-in-time recovery (`pg_restore -d DB before.dump`)."
_CLIENTS = (
    "psql",
    "mysql",
    "mariadb",
    "sqlite3",
    "sqlite",
    "mongosh",
    "mongo",
    "redis-cli",
    "valkey-cli",
    "clickhouse-client",
    "cockroach",
    "sqlcmd",
    "duckdb",
    "snowsql",
    "litecli",
    "pgcli",
    "mycli",
    "mssql-cli",
    # programs that run the SQL they are handed (`prisma db execute --stdin`, `wrangler d1 execute
    # --command`)
    "prisma",
    "wrangler",
    "turso",
    # graph databases' shells (Cypher)
    "cypher-shell",
    "memgraph",
    "mgconsole",
)

# A topic retention of at most six digits of milliseconds (under about 17 minutes), alone or in a list.
_SHORT_RETENTION = tuple(f"{pre}retention.ms={'[0-9]' * n}{post}"
                         for n in range(1, 7) for pre in ("", "*,") for post in ("", ",*"))

COMMANDS = {
    ("kafka-consumer-groups", "kafka-consumer-groups.sh", "kafka-configs", "kafka-configs.sh"): {"values": (
        "--bootstrap-server", "--group", "--topic", "--command-config", "--entity-type", "--entity-name",
        "--add-config", "--delete-config", "--to-offset", "--to-datetime", "--shift-by", "--by-duration",
        "--from-file", "--timeout")},
    ("kafka-topics", "kafka-topics.sh"): {"values": (
        "--bootstrap-server", "--zookeeper", "--topic", "--command-config", "--partitions",
        "--replication-factor")},
    ("etcdctl",): {"values": ("--endpoints", "--cacert", "--cert", "--key", "--user", "--dial-timeout")},
    ("influx",): {"values": ("--bucket", "-b", "--org", "-o", "--start", "--stop", "--predicate", "-p",
                             "--host", "--token", "-t", "--name", "-n", "--id", "-i")},
    ("consul",): {"values": ("-http-addr", "-token", "-datacenter")},
    ("wrangler",): {"values": ("--command", "--file", "--env", "--config")},
    ("prisma",): {"values": ("--file", "--schema", "--url")},
    # pg_restore's operand is the dump it reads; the options name the database it writes
    ("pg_restore",): {"values": ("-d", "--dbname", "-h", "--host", "-p", "--port", "-U", "--username", "-f",
                                 "--file", "-n", "--schema", "-N", "--exclude-schema", "-t", "--table", "-j",
                                 "--jobs", "-F", "--format", "-I", "--index", "-P", "--function", "-T",
                                 "--trigger", "-L", "--use-list", "-S", "--superuser", "--role")},
    ("psql", "pgcli"): {
        "values": (
            "-c",
            "--command",
            "-d",
            "--dbname",
            "-h",
            "--host",
            "-U",
            "--username",
            "-p",
            "--port",
            "-f",
            "--file",
            "-v",
            "--set",
            "--variable",
            "-o",
            "--output",
            "-F",
            "-R",
            "-P",
            "--pset",
            "-L",
        )
    },
    ("mysql", "mariadb", "mycli"): {
        "values": (
            "-e",
            "--execute",
            "-u",
            "--user",
            "-h",
            "--host",
            "-D",
            "--database",
            "-P",
            "--port",
            "-S",
            "--socket",
        )
    },
    ("sqlite3", "sqlite"): {"single_dash": True, "values": ("-cmd", "-separator", "-newline", "-nullvalue")},
    ("mongosh", "mongo"): {
        "values": (
            "--eval",
            "--host",
            "--port",
            "-u",
            "--username",
            "-p",
            "--password",
            "--authenticationDatabase",
            "-f",
            "--file",
        )
    },
    ("redis-cli", "valkey-cli"): {"values": ("-h", "-p", "-a", "-n", "-u", "--user", "--pass", "-s")},
    "clickhouse-client": {"values": ("-q", "--query", "-h", "--host", "-d", "--database", "-u", "--user")},
    ("cockroach", "sqlcmd", "mssql-cli", "duckdb", "snowsql"): {
        "values": ("-e", "--execute", "-Q", "-q", "--query", "-c", "--host", "-S", "-d", "-U", "--url")
    },
    ("dropdb", "createdb"): {"values": ("-h", "--host", "-U", "--username", "-p", "--port")},
    "mysqladmin": {"values": ("-h", "--host", "-u", "--user", "-P", "--port")},
    # mongorestore's operand is the dump it reads; the options name the server and namespaces it writes
    "mongorestore": {"values": ("--uri", "--host", "--port", "-u", "--username", "-p", "--password",
                                "--authenticationDatabase", "-d", "--db", "-c", "--collection", "--nsInclude",
                                "--nsExclude", "--nsFrom", "--nsTo", "-j", "--numParallelCollections")},
}

# bq's expiration options, and the values of a day or less in seconds (up to five digits), as words and
# as `--option=value`
_BQ_EXPIRY_OPTIONS = ("--time_partitioning_expiration", "--default_table_expiration",
                      "--default_partition_expiration", "--expiration")
_BQ_SECONDS = tuple("[0-9]" * n for n in range(1, 6))
_BQ_EXPIRY_GIVEN = tuple(f"{option}={value}" for option in _BQ_EXPIRY_OPTIONS for value in _BQ_SECONDS)

SAFE_COMMANDS = (
    *_CLIENTS,
    "pg_dump",
    "pg_dumpall",
    "mysqldump",
    "mongodump",
    "createdb",
    # admin and restore tools: their drops and --clean/--drop restores are the rules above
    "dropdb",
    "mysqladmin",
    "pg_restore",
    "mongorestore",
    "pg_isready",
    "mongoexport",
    "memcflush",
    "memcstat",
    "alembic",
    "flyway",
    "liquibase",
    "sqlx",
    "diesel",
    "dbmate",
    "goose",
)

# ZooKeeper's shells, as the distributions name them.
_ZK_SHELLS = ("zkcli.sh", "zkcli", "zookeeper-shell.sh", "zookeeper-shell", "zkcli.cmd")

RULES = [
    {
        # a topic, a key space or a time series deleted is the data in it: the stream's retained
        # messages, the cluster's configuration (etcd's /registry is the whole Kubernetes cluster)
        "id": "db.store-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a topic, a key tree or a bucket of a data store (Kafka, etcd, Consul, InfluxDB) "
        "with the data in it",
        "safer": "Snapshot or export it first (`etcdctl snapshot save`, a topic mirror, `influx backup`).",
        "recovery": "Restore from the snapshot or backup; messages consumed from nowhere else are gone.",
        # (a key-value store's subtree is db.kv-tree-delete, one key of it db.kv-key-delete)
        "match": {"cmd": ("kafka-topics", "kafka-topics.sh", "influx"),
                  "words_any": ("--delete", "delete", "rm"),
                  # a topic or key named scratch or tmp says it is a throwaway, made again by the next run;
                  # `test` names an environment (`test-orders` is the test system's orders), whose
                  # retained messages are lost as any other's (blind T and Z label it pause)
                  "words_none": ("--help", "-h", "--dry-run", "get", "watch", "export", "list", "ls",
                                 "--describe", "--list", "*scratch*", "tmp-*", "*-tmp")},
        "examples": {
            "match": ["kafka-topics --bootstrap-server localhost:9092 --delete --topic orders",
                      "influx bucket delete --name metrics-2023",
                      "kafka-topics.sh --bootstrap-server kafka-staging:9092 --delete "
                      "--topic orders-replay-test"],
            "no_match": ["kafka-topics --bootstrap-server localhost:9092 --list",
                         "kafka-topics --bootstrap-server localhost:9092 --delete --topic scratch-jane-test",
                         "influx bucket list"],
        },
    },
    {
        # a key-value store's subtree deleted (`--prefix`, `-recurse`): every key under it, the settings of
        # the services that read them (etcd's /registry is a Kubernetes cluster's whole state)
        "id": "db.kv-tree-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a key tree of a key-value store (etcd, Consul): every key under the prefix",
        "safer": "Export the tree first (`consul kv export PREFIX > kv.json`, `etcdctl snapshot save`).",
        "recovery": "Import the export or restore the snapshot; keys written since are lost.",
        "match": {"cmd": ("etcdctl", "consul"), "sub": ("del", "kv delete"),
                  "words_any": ("--prefix", "--prefix=true", "-recurse"),
                  "words_none": ("--help", "-h", "*scratch*", "tmp-*", "*-tmp")},
        "examples": {"match": ["etcdctl del /app/config --prefix", "consul kv delete -recurse app/"],
                     "no_match": ["etcdctl get /app --prefix", "etcdctl watch /app --prefix",
                                  "consul kv delete config/billing/flags/new_ui",
                                  "consul kv get -recurse app/"]},
    },
    {
        # one named key of a key-value store: what it held is lost, but only that setting, and writing it
        # back undoes it; a production store does not widen it (the key is still one)
        "id": "db.kv-key-delete",
        "level": "destructive",
        "reason": "deletes one key of a key-value store (etcd, Consul): the setting it held is gone until "
        "written back",
        "safer": "Read the value first (`consul kv get KEY`, `etcdctl get KEY`) so it can be put back.",
        "recovery": "Write the key back with the value read before (`consul kv put`, `etcdctl put`).",
        "match": {"cmd": ("etcdctl", "consul"), "sub": ("del", "kv delete"),
                  "words_none": ("--prefix", "-recurse", "--from-key", "--from-key=true", "--help", "-h")},
        "examples": {"match": ["etcdctl del /app/config/feature-x",
                               "consul kv delete config/billing/feature/new_invoice_ui"],
                     "no_match": ["consul kv delete -recurse config/billing/", "etcdctl get /app/config/x",
                                  "consul kv get config/billing/feature/new_invoice_ui"]},
    },
    {
        # a recursive delete of a first-level key (`config/`, `/registry`) takes every service's settings
        # under it at once, as `rm -rf /etc` would; a deeper prefix (`config/billing/`) is one service's
        "id": "db.kv-top-tree-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole first-level tree of a key-value store (etcd, Consul): every service's "
        "keys under it",
        "safer": "Export the tree first (`consul kv export config/ > kv.json`, `etcdctl snapshot save`) "
        "and delete the one service's prefix you mean.",
        "recovery": "Import the export or restore the snapshot; keys written since are lost.",
        "match": {"cmd": ("etcdctl", "consul"), "sub": ("del", "kv delete"),
                  "words_any": ("--prefix", "-recurse", "--prefix=true"),
                  # exactly one key, a single path segment (`config/`, `/config`), not `config/billing/`
                  "min_operands": 1, "max_operands": 1, "args_none": ("?*/?*", "", "/")},
        "examples": {"match": ["consul kv delete -recurse config/", "etcdctl del /registry --prefix",
                               "consul kv delete -recurse -http-addr=https://consul.acme.io:8501 apps"],
                     "no_match": ["consul kv delete -recurse config/billing/",
                                  "consul kv get -recurse config/",
                                  "etcdctl del /app/config --prefix", "consul kv delete config/"]},
    },
    {
        # ZooKeeper's own recursive delete (`deleteall`, the older `rmr`): every znode under the path, and
        # what the services that keep their state there (Kafka's brokers and topics, HBase, Solr) stand on
        "id": "db.zk-tree-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a ZooKeeper tree (`deleteall`, `rmr`): every znode under the path",
        "safer": "Read the tree first (`ls -R PATH`) and delete the one node you mean; back up the data "
        "directory's snapshot before.",
        "recovery": "Restore ZooKeeper's snapshot and transaction log; what the services wrote since is "
        "lost.",
        "match": {"cmd": _ZK_SHELLS, "args_any": ("deleteall", "rmr")},
        "examples": {"match": ["zkCli.sh -server zk-1:2181 deleteall /app/locks/job-17",
                               "zookeeper-shell.sh zk:2181 rmr /app/tmp"],
                     "no_match": ["zkCli.sh -server zk-1:2181 ls /kafka",
                                  "zkCli.sh -server zk-1:2181 get /x"]},
    },
    {
        # the tree of a first-level znode (`/kafka`, `/hbase`, `/`) is a whole service's state at once
        "id": "db.zk-top-tree-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole first-level ZooKeeper tree (`/kafka`, `/hbase`, `/`): the entire state of "
        "the service kept there",
        "safer": "Delete the one node you mean below it, after `ls -R`; snapshot ZooKeeper's data first.",
        "recovery": "Restore ZooKeeper's snapshot and transaction log; the service's state since is lost.",
        "match": {"cmd": _ZK_SHELLS, "args_any": ("deleteall", "rmr"), "words_also": ("/", "/?*"),
                  "args_none": ("/?*/?*",)},
        "examples": {"match": ["zkCli.sh -server zk-prod-1.acme.internal:2181 deleteall /kafka",
                               "zookeeper-shell.sh zk:2181 deleteall /"],
                     "no_match": ["zkCli.sh -server zk-1:2181 deleteall /app/locks/job-17",
                                  "zkCli.sh -server zk-1:2181 ls /kafka"]},
    },
    {
        # `etcdctl del KEY --from-key` deletes KEY and every key that sorts after it: from "" it is the
        # whole keyspace (a Kubernetes cluster's entire state lives there), from anywhere it is every key
        # to the end, not one subtree
        "id": "db.keyspace-deleted",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every key from a point to the end of an etcd keyspace (`--from-key`): from the "
        "empty key, the cluster's whole state",
        "safer": "Delete the one prefix you mean (`etcdctl del /app/x --prefix`) after `etcdctl get --prefix "
        "--keys-only`, with a `etcdctl snapshot save` first.",
        "recovery": "Restore the keyspace from an etcd snapshot; changes since it are lost.",
        "match": {"cmd": ("etcdctl",), "sub": ("del",), "words_any": ("--from-key", "--from-key=true")},
        "examples": {
            "match": ['etcdctl --endpoints=https://10.0.0.11:2379 del "" --from-key=true',
                      "etcdctl del /registry --from-key"],
            "no_match": ["etcdctl del /app/config/feature-x", "etcdctl get '' --from-key --keys-only",
                         "etcdctl del /app/config --prefix"],
        },
    },
    {
        # a pipeline run started by hand runs its jobs against the data they write: a backfill rewrites
        # every day of its range, a cleared task runs again
        "id": "db.pipeline-run",
        "level": "destructive",
        "reason": "starts, re-runs or deletes runs of a data pipeline (Airflow): its jobs write the data "
        "they own, for every date the run covers",
        "safer": "Let the scheduler run it, or run one date on staging first (`airflow dags test DAG DATE`).",
        "recovery": "Mark the run failed or clear it, and restore the tables it wrote from their snapshots.",
        "match": {"cmd": ("airflow",),
                  "sub": ("dags trigger", "dags backfill", "dags delete", "tasks run", "tasks clear",
                          "db reset", "db clean"),
                  "words_none": ("--help", "-h", "--dry-run", "-n")},
        "examples": {"match": ["airflow dags trigger backfill_billing --conf '{\"start\":\"2024-01-01\"}'",
                               "airflow tasks clear etl_orders -s 2024-01-01 -e 2024-01-31 -y"],
                     "no_match": ["airflow dags list", "airflow dags test etl_orders 2024-01-01",
                                  "airflow tasks list etl_orders",
                                  "airflow dags backfill etl -s 2024-01-01 -n"]},
    },
    {
        # a Ceph pool holds every object, block image or file system stored in it; deleting or purging
        # it (the tool demands the name twice and a dangerous-sounding flag) drops them all
        "id": "db.storage-pool-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes or purges a whole storage pool (Ceph): every object, disk image and file in it",
        "safer": "Delete the objects or images you mean (`rbd rm POOL/IMAGE`) after listing the pool.",
        "recovery": "None inside the cluster: restore the data from an off-cluster backup.",
        "match": {"cmd": ("ceph", "rados"), "sub": ("osd pool delete", "osd pool rm", "purge")},
        "examples": {"match": ["ceph osd pool delete data data --yes-i-really-really-mean-it",
                               "rados purge rbd --yes-i-really-really-mean-it"],
                     "no_match": ["ceph osd pool ls", "rados -p rbd ls", "ceph osd pool create scratch 32"]},
    },
    {
        # every key (`del "" --prefix`, `del / --prefix`, `--from-key ""`), or a whole time range of a bucket
        # with no predicate: the store emptied
        "id": "db.store-wipe",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every key of the store, or every point of a bucket: the store is emptied",
        "safer": "Delete the keys of one prefix you listed; snapshot first.",
        "recovery": "Restore from a snapshot (`etcdctl snapshot restore`, `influx restore`), if one exists.",
        "match": {"cmd": ("etcdctl", "influx", "consul"), "sub": ("del", "kv delete", "delete"),
                  # (for InfluxDB, a range from the epoch: every point ever written)
                  "words_any": ("--prefix", "--from-key", "-recurse", "1970-*", "--start=1970*", "0001-*"),
                  # no key after the subcommand but the empty one or the root
                  "args_none": ("[!/]*", "/?*"), "words_none": ("--predicate", "--predicate=*", "-p")},
        "examples": {
            "match": ["etcdctl del '' --prefix", "consul kv delete -recurse",
                      "influx delete --bucket metrics --start 1970-01-01T00:00:00Z "
                      "--stop 2030-01-01T00:00:00Z"],
            "no_match": ["etcdctl del /app/cache --prefix",
                         "influx delete --bucket metrics --start 2024-01-01T00:00:00Z "
                         "--stop 2024-01-02T00:00:00Z",
                         "influx delete --bucket metrics --start 1970-01-01T00:00:00Z "
                         "--stop 2030-01-01T00:00:00Z --predicate '_measurement=\"tmp\"'"],
        },
    },
    {
        "id": "db.warehouse-remove",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "removes a warehouse dataset or table (`bq rm`), with every row in it",
        "safer": "Copy it first (`bq cp`), or set a table expiration instead of removing it.",
        "recovery": "Within the time-travel window a table can be restored with `bq cp TABLE@-3600000`; "
        "a removed dataset cannot.",
        "match": {"cmd": ("bq",), "sub": ("rm",)},
        "examples": {
            "match": ["bq rm -r -f -d analytics-prod:warehouse", "bq rm -f -t acme-dev:scratch.tmp"],
            "no_match": ["bq ls analytics-prod:warehouse", "bq show -t acme-prod:billing.invoices"],
        },
    },
    {
        # an expiration of a day or less (bq's values are seconds; up to five digits) set on a table or
        # dataset: every partition or table older than that is deleted by the warehouse at once and for
        # good, the history a dataset keeps gone; a scratch, temporary or dev dataset is what expirations
        # are for
        "id": "db.warehouse-expiry-short",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets a warehouse expiration of a day or less (`bq update --time_partitioning_expiration "
        "86400`): every partition or table older than that is deleted at once, for good",
        "safer": "Set the expiration the data's retention policy names, on a copy first; keep short "
        "expirations for scratch datasets.",
        "recovery": "Within the time-travel window, copy the deleted partitions back (`bq cp TABLE@-MS`); "
        "after it, none.",
        "match": {"cmd": ("bq",), "sub": ("update", "mk"),
                  "words_any": _BQ_EXPIRY_OPTIONS + _BQ_EXPIRY_GIVEN,
                  "words_also": _BQ_SECONDS + _BQ_EXPIRY_GIVEN,
                  "words_none": ("*scratch*", "*sandbox*", "*tmp*", "*temp*", "*dev*", "*test*",
                                 "*staging*")},
        "examples": {"match": ["bq update --time_partitioning_expiration 86400 acme-analytics:core.events",
                               "bq update --default_table_expiration=3600 acme-analytics:core"],
                     "no_match": ["bq update --time_partitioning_expiration 7776000 "
                                  "acme-analytics:core.events",
                                  "bq update --default_table_expiration 86400 acme-analytics:scratch_jlee"]},
    },
    {
        # Debian's cluster tools: `pg_dropcluster` deletes a PostgreSQL cluster's data directory (every
        # database in it), and `pg_resetwal` throws the write-ahead log away, which can leave the data
        # inconsistent; both are a human's last resort, and on production a stop
        "id": "db.cluster-data-removed",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a PostgreSQL cluster's data directory (`pg_dropcluster`), or resets its "
        "write-ahead log (`pg_resetwal`), which can leave every database in it inconsistent",
        "safer": "Take a file-level copy of the data directory first; on a damaged cluster, restore from a "
        "backup before resetting the log.",
        "recovery": _RESTORE,
        "match": {"cmd": ("pg_dropcluster", "pg_resetwal", "pg_resetxlog"),
                  "words_none": ("--help", "-n", "--dry-run", "-V", "--version")},
        "examples": {"match": ["sudo pg_dropcluster 16 main --stop",
                               "sudo -u postgres pg_resetwal -f /var/lib/postgresql/16/main"],
                     "no_match": ["sudo -u postgres pg_resetwal -n /var/lib/postgresql/16/main"]},
    },
    {
        "id": "db.drop-database",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "drops a whole database, schema or key space",
        "safer": _BACKUP
        + " Drop development databases through the framework (`rails db:drop`) on a named dev DB.",
        "recovery": _RESTORE,
        "match": {"cmd": _CLIENTS, "sql": ("drop_database",)},
        "examples": {
            "match": [
                "mongosh shop_dev --eval 'db.dropDatabase()'",
                "redis-cli FLUSHALL",
                'mysql -h mysql-prod-01 -e "DROP DATABASE shop_production"',
                {
                    "command": 'psql -c "DROP SCHEMA public CASCADE"',
                    "env": {"PGHOST": "localhost", "PGDATABASE": "ledger_dev"},
                },
            ],
            "no_match": [
                "sqlite3 guard.db \"INSERT INTO rules (pattern) VALUES ('DROP DATABASE')\"",
                "redis-cli GET session:8f2c1e",
                "psql -d app_dev -c 'SELECT 1'",
            ],
        },
    },
    {
        "id": "db.drop-table",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "drops or truncates tables, or drops columns: the rows are gone",
        "safer": _BACKUP
        + " Rename instead of dropping (`ALTER TABLE t RENAME TO t_old`) until nothing needs it.",
        "recovery": _RESTORE,
        "match": {"cmd": _CLIENTS, "sql": ("drop_table", "truncate", "alter_drop")},
        "examples": {
            "match": [
                'psql -d app_dev -c "DROP TABLE orders"',
                'mysql -e "TRUNCATE TABLE audit_events" shop_staging',
                'psql "postgres://admin@db.prod.acme.io:5432/main" -c "TRUNCATE payments CASCADE"',
                "psql -c 'ALTER TABLE users DROP COLUMN email'",
                "psql -d app_dev <<EOF\nDROP TABLE orders;\nEOF",
                "cat <<'SQL' | mysql shop_staging\nTRUNCATE TABLE audit_events;\nSQL",
            ],
            "no_match": [
                "psql -d app_dev <<'EOF'\nSELECT count(*) FROM orders;\nEOF",
                'grep -rn "DROP TABLE" migrations/',
                'git commit -m "Block DROP TABLE statements in the migration linter"',
                'psql -d app_dev -c "CREATE INDEX CONCURRENTLY idx ON orders (customer_id)"',
            ],
        },
    },
    {
        # every session key of a store deleted (`--scan --pattern 'session:*' | xargs redis-cli DEL`):
        # nothing stored is lost, but every signed-in user is signed out at once, here or on production
        "id": "db.sessions-cleared",
        "level": "destructive",
        "reason": "deletes every session the store holds: every signed-in user is signed out",
        "safer": "Delete the sessions you mean (one user's, expired ones) or let them expire (`EXPIRE`).",
        "recovery": "Users sign in again; nothing else is lost.",
        "match": {"cmd": ("redis-cli", "valkey-cli", "keydb-cli"), "sql": ("delete_sessions",)},
        "examples": {
            "match": ["redis-cli --scan --pattern 'sess:*' | xargs redis-cli DEL"],
            "no_match": ["redis-cli --scan --pattern 'sess:user42:*' | xargs redis-cli DEL"],
        },
    },
    {
        "id": "db.delete-all",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "DELETE or UPDATE without a WHERE clause changes every row of the table",
        "safer": "Add a WHERE clause and run it inside a transaction (`BEGIN; ...; SELECT count(*) "
        "...; ROLLBACK`).",
        "recovery": _RESTORE,
        "match": {"cmd": _CLIENTS, "sql": ("delete_all", "update_all")},
        "examples": {
            "match": [
                'psql -d app_staging -c "DELETE FROM users"',
                'psql -d app -c "UPDATE users SET is_admin = true"',
                'sqlite3 data/app.db "DELETE FROM customers"',
                "psql -c 'DELETE FROM users WHERE 1=1'",
            ],
            "no_match": [
                'psql -d app_dev -c "DELETE FROM sessions WHERE expires_at < now()"',
                "psql -d app_dev -c \"UPDATE orders SET status = 'shipped' WHERE id = 1042\"",
            ],
        },
    },
    {
        "id": "db.write-rows",
        "level": "reversible",
        "prod": True,
        "reason": "changes selected rows (DELETE/UPDATE with a WHERE clause)",
        "safer": "Run the same WHERE as a SELECT first to see how many rows it touches.",
        "recovery": "Restore the rows from a backup or the audit log.",
        "match": {"cmd": _CLIENTS, "sql": ("delete_some", "update_some")},
        "examples": {
            "match": [
                'psql -d app_dev -c "DELETE FROM sessions WHERE expires_at < now()"',
                "redis-cli DEL session:1",
            ],
            "no_match": ['psql -d app_dev -c "SELECT 1"'],
        },
    },
    {
        # `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname='orders'`: every session
        # the filter picks is cut off mid-transaction, the application's among them
        "id": "db.terminate-sessions",
        "level": "destructive",
        "reason": "ends other clients' database sessions: their open transactions are rolled back and the "
        "application's connections drop",
        "safer": "Cancel the one query (`pg_cancel_backend(pid)`) after looking it up, not every session.",
        "recovery": "Clients reconnect; work in their rolled-back transactions must be redone.",
        "match": {"cmd": _CLIENTS, "sql": ("terminate_sessions",)},
        "examples": {
            "match": ["psql -c \"SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE datname='app'\""],
            "no_match": ["psql -c 'SELECT pid, state FROM pg_stat_activity'", "mysql -e 'SHOW PROCESSLIST'",
                         "mysql -e 'KILL 48213'", "psql -c 'SELECT pg_terminate_backend(48213)'"],
        },
    },
    {
        # one session ended by its number on a production database: a live client's transaction is rolled
        # back and its connection drops (on the developer's own database it is their stuck query, a go)
        "id": "db.session-terminated-production",
        "level": "destructive",
        "reason": "ends a client's session on a production database: its open transaction is rolled back "
        "and the connection drops",
        "safer": "Cancel its query first (`pg_cancel_backend(pid)`), after checking whose session it is.",
        "recovery": "The client reconnects; work in its rolled-back transaction must be redone.",
        "match": {"cmd": _CLIENTS, "sql": ("terminate_one",), "production": True},
        "examples": {
            "match": ["psql -h billing-prod.db.acme.io -d billing -c 'SELECT pg_terminate_backend(4411)'",
                      "mysql -h mysql-prod-02 -e 'KILL 9182'"],
            "no_match": ["psql -c 'SELECT pg_terminate_backend(48213)'", "mysql -e 'KILL 48213'",
                         "psql -h billing-prod.db.acme.io -c 'SELECT pid, state FROM pg_stat_activity'"],
        },
    },
    {
        # a table rewritten online (pg_repack, a full VACUUM, mysqlcheck --optimize): a copy of the table is
        # built and swapped in under locks while the application runs, with twice its space on disk
        "id": "db.table-rewrite-production",
        "extends_generic": True,
        "level": "destructive",
        "reason": "rewrites tables of a production database in place (pg_repack, VACUUM FULL, an optimize): "
        "the table is copied and swapped under locks while the application runs, and needs twice its "
        "space",
        "safer": "Run it with --dry-run first, at a quiet hour, with the disk space checked.",
        "recovery": "Cancel it (its temporary copy is dropped); a finished rewrite needs nothing undone.",
        "match": {"cmd": ("pg_repack", "clusterdb", "mysqloptimize"), "production": True,
                  "words_none": ("--dry-run", "-N", "--help")},
        "examples": {"match": ["pg_repack -h orders-prod.db.acme.io -d orders --table public.events",
                               "clusterdb -h pg-prod-1 -d shop"],
                     "no_match": ["pg_repack --dry-run -h orders-prod.db.acme.io -d orders -t events",
                                  "pg_repack -h localhost -d orders_dev --table events"]},
    },
    {
        # the same rewrite asked of the everyday maintenance clients: a FULL vacuum, an OPTIMIZE TABLE
        "id": "db.table-rewrite-production-full",
        "extends_generic": True,
        "level": "destructive",
        "reason": "rewrites tables of a production database in place (VACUUM FULL, OPTIMIZE TABLE): each "
        "table is locked while it is copied, and needs twice its space",
        "safer": "Use pg_repack or an online tool at a quiet hour, with the disk space checked.",
        "recovery": "Cancel it (its temporary copy is dropped); a finished rewrite needs nothing undone.",
        "match": {"cmd": ("vacuumdb", "mysqlcheck"), "production": True,
                  "words_any": ("--full", "-f", "--optimize", "-o"), "words_none": ("--help",)},
        "examples": {"match": ["vacuumdb --full -h pg-prod-1 -d shop",
                               "mysqlcheck --optimize -h mysql-prod-01 shop orders"],
                     "no_match": ["vacuumdb --analyze-only -h pg-prod-1 -d shop",
                                  "vacuumdb --full -d app_dev",
                                  "mysqlcheck --check -h mysql-prod-01 shop"]},
    },
    {
        # `SET GLOBAL read_only=OFF`, `ALTER SYSTEM SET …`: the whole server's behaviour changes (a
        # replica made writable, durability or limits changed) for every client
        "id": "db.server-setting",
        "level": "reversible",
        "prod": True,
        "reason": "changes a server-wide setting (SET GLOBAL, ALTER SYSTEM): every client of the server is "
        "affected, a replica may become writable",
        "safer": "Change it in the server's reviewed configuration, on staging first.",
        "recovery": "Set the previous value back (`SET GLOBAL … = …`, `ALTER SYSTEM RESET …`).",
        "match": {"cmd": _CLIENTS, "sql": ("server_setting",)},
        "examples": {
            "match": ["mysql -h mysql-prod-01 -e 'SET GLOBAL read_only=OFF'",
                      "psql -c 'ALTER SYSTEM SET max_connections = 500'"],
            "no_match": ["mysql -e 'SET SESSION sql_mode=\"\"'", "psql -c 'SHOW max_connections'"],
        },
    },
    {
        # fsync or full-page writes off (InnoDB's doublewrite off): the server runs faster, and the next
        # crash or power loss can corrupt any table, not only lose the last transactions
        "id": "db.durability-off",
        "level": "dangerous",
        "irreversible": True,
        "prod": True,
        "reason": "switches off the server's crash safety (fsync, full_page_writes, innodb_doublewrite): a "
        "crash or power loss from then on can corrupt the data files themselves",
        "safer": "Leave crash safety on; tune checkpoint and commit settings instead "
        "(`synchronous_commit`, `checkpoint_timeout`) where some loss of the last transactions is accepted.",
        "recovery": "Set it back on and reload (`ALTER SYSTEM RESET fsync; SELECT pg_reload_conf()`); after "
        "a crash meanwhile, restore from a backup.",
        "match": {"cmd": _CLIENTS, "sql": ("durability_off",)},
        "examples": {
            "match": ["psql -h pg-prod-1 -c 'ALTER SYSTEM SET fsync = off'",
                      "psql -c \"ALTER SYSTEM SET full_page_writes TO 'off'\"",
                      "mysql -e 'SET GLOBAL innodb_doublewrite = OFF'"],
            "no_match": ["psql -c 'ALTER SYSTEM SET fsync = on'", "psql -c 'SHOW fsync'",
                         "psql -c 'ALTER SYSTEM SET synchronous_commit = off'"],
        },
    },
    {
        # a store's kept history set to nothing (Snowflake time travel, Delta's retained files): no data goes
        # at once, but the undo of every later mistaken delete, drop or overwrite goes: one table's is a
        # human's call even on production; account- or database-wide it is every table's, which stops
        "id": "db.history-off",
        "level": "dangerous",
        "irreversible": True,
        "reason": "sets how long the store keeps earlier versions of a table to nothing (time travel, "
        "retained files): a mistaken delete, drop or overwrite from then on cannot be undone",
        "safer": "Keep the retention; shorten it for one scratch table if storage cost is the concern.",
        "recovery": "Set the retention back; versions dropped meanwhile cannot be recovered.",
        "match": {"cmd": _CLIENTS, "sql": ("history_off",)},
        "examples": {"match": ["snowsql -q 'ALTER TABLE core.events SET DATA_RETENTION_TIME_IN_DAYS = 0'"],
                     "no_match": ["snowsql -q 'ALTER TABLE core.events SET "
                                  "DATA_RETENTION_TIME_IN_DAYS = 7'"]},
    },
    {
        # the database server told to run a shell command (`COPY … TO/FROM PROGRAM`, `xp_cmdshell`): the
        # command runs on the server's host as its service user, outside any client's view
        "id": "db.server-program",
        "level": "destructive",
        "prod": True,
        "reason": "makes the database server run a shell command on its own host (COPY … PROGRAM, "
        "xp_cmdshell), as the database's operating-system user",
        "safer": "Run the command on a host you control, and move data with the client's own `\\copy` or "
        "an export to the company's store.",
        "recovery": "Look at what the command did on the server host (its logs, the files it wrote).",
        "match": {"cmd": _CLIENTS, "sql": ("server_program",)},
        "examples": {"match": ["psql -c \"COPY t FROM PROGRAM 'zcat /data/t.csv.gz' CSV\"",
                               "sqlcmd -Q \"EXEC xp_cmdshell 'dir C:\\\\'\""],
                     "no_match": ["psql -c \"\\\\copy t TO 't.csv' CSV\"",
                                  "psql -c \"COPY t TO STDOUT CSV\""]},
    },
    {
        "id": "db.history-off-everywhere",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets how long every table of the account or database keeps its earlier versions to "
        "nothing (time travel): no mistaken delete, drop or overwrite anywhere in it can be undone",
        "safer": "Keep the account's retention; set a shorter one on the scratch tables that need it.",
        "recovery": "Set the retention back; versions dropped meanwhile cannot be recovered.",
        "match": {"cmd": _CLIENTS, "sql": ("history_off_all",)},
        "examples": {"match": ['snowsql -c admin -q "ALTER ACCOUNT SET DATA_RETENTION_TIME_IN_DAYS = 0"',
                               "snowsql -q 'alter database analytics set data_retention_time_in_days=0'"],
                     "no_match": ['snowsql -c admin -q "ALTER ACCOUNT SET DATA_RETENTION_TIME_IN_DAYS = 1"',
                                  "snowsql -q 'SHOW PARAMETERS LIKE \'DATA_RETENTION%\' IN ACCOUNT'"]},
    },
    {
        # pgaudit, a MySQL audit plugin, a SQL Server audit: the record of who read and changed which rows.
        # Off, what every client does from then on leaves no trace; on production that is disabling an
        # audit log on a host (stop), elsewhere a human decides
        "id": "db.audit-off",
        "level": "dangerous",
        "irreversible": True,
        "prod": True,
        "reason": "turns off the database's audit logging (pgaudit, an audit plugin, a server audit): what "
        "every client reads and changes from now on goes unrecorded",
        "safer": "Leave audit settings to the database's security owner; narrow what is logged "
        "(`pgaudit.log = 'ddl, write'`) rather than switching it off.",
        "recovery": "Set the audit back on (`ALTER SYSTEM SET pgaudit.log = 'all'; SELECT pg_reload_conf()`) "
        "and review the gap.",
        "match": {"cmd": _CLIENTS, "sql": ("audit_off",)},
        "examples": {
            "match": ["psql -h pg-main.prod.acme.internal -c \"ALTER SYSTEM SET pgaudit.log = 'none'\"",
                      "mysql -h db.prod.internal -e 'UNINSTALL PLUGIN audit_log'",
                      "psql -c 'DROP EXTENSION pgaudit'"],
            "no_match": ["psql -c 'SHOW pgaudit.log'",
                         "psql -c \"ALTER SYSTEM SET pgaudit.log = 'ddl, write'\"",
                         "psql -c \"ALTER SYSTEM SET work_mem = '64MB'\""],
        },
    },
    {
        "id": "db.export-out",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "writes a table's rows out of the database to an object store or a URL (UNLOAD … TO "
        "'s3://…', COPY INTO 's3://…', EXPORT DATA, INSERT INTO FUNCTION s3(…)): a copy of the data "
        "outside the database's access control, which cannot be called back; from production it is an "
        "exfiltration unless the destination is the company's own",
        "safer": "Export to the company's own stage or bucket named for it, with the columns needed, after "
        "the data owner agrees.",
        "recovery": "Delete the exported objects and review who read them (bucket access logs); rotate the "
        "role used if the bucket is not the company's.",
        "match": {"cmd": _CLIENTS, "sql": ("export_out",)},
        "examples": {
            "match": ['psql -h analytics-prod -c "UNLOAD (\'SELECT * FROM sales.orders\') TO '
                      '\'s3://dropzone-1234/o_\' IAM_ROLE \'arn:aws:iam::1:role/x\'"',
                      "snowsql -q \"COPY INTO 'gcs://ext-share/users/' FROM users\""],
            "no_match": ['psql -h analytics-prod -c "SELECT count(*) FROM sales.orders"',
                         "snowsql -q \"COPY INTO users FROM @my_stage/users.csv\""],
        },
    },
    {
        "id": "db.write-production",
        "level": "reversible",
        "prod": True,
        "reason": "changes rows or schema (INSERT, UPDATE, ALTER, CREATE)",
        "safer": "Ship the change as a reviewed migration; run it on staging first.",
        "recovery": "Revert with the down migration or restore the changed rows from a backup.",
        "match": {"cmd": _CLIENTS, "sql": ("write",)},
        "examples": {
            "match": ['psql -h prod-db -c "ALTER TABLE users ADD COLUMN nickname text"',
                      "mysql -e 'INSERT INTO flags VALUES (1)' app"],
            "no_match": ['psql -h prod-db -c "SELECT count(*) FROM users"'],
        },
    },
    {
        # every row older than a calendar date, not records anyone picked (classify/history_cut.py): on
        # production, years of its orders or ledger gone in one statement
        "id": "db.delete-history",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "prod_level": "forbidden",
        "reason": "deletes every row of a table that holds data older than a calendar date (`WHERE "
        "created_at < '2024-01-01'`): a slice of the table's history, not records someone picked",
        "safer": "Archive the rows first (`COPY (SELECT … WHERE …) TO …` or a partition detached), then "
        "delete in batches under a retention policy the data's owner agreed.",
        "recovery": "Restore the rows from a backup or point-in-time recovery.",
        "match": {"cmd": _CLIENTS, "sql": ("delete_history",)},
        "examples": {
            "match": ["psql -h pg-primary.prod.acme.internal -d checkout -c \"DELETE FROM orders WHERE "
                      "created_at < '2024-01-01'\"",
                      "mysql -h db-prod shop -e \"DELETE FROM sales_order WHERE created_at <= "
                      "'2023-01-01'\""],
            "no_match": ["psql -c \"DELETE FROM sessions WHERE expires_at < '2024-01-01'\"",
                         "psql -c \"DELETE FROM orders WHERE created_at < now() - interval '7 years'\"",
                         "psql -c \"DELETE FROM orders WHERE id = 42\"",
                         "psql -c \"DELETE FROM orders WHERE created_at < '2024-01-01' AND status = "
                         "'test'\""],
        },
    },
    {
        "id": "db.delete-rows",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "prod_level": "dangerous",
        "reason": "deletes selected rows of a table that holds data (users, orders, customers…): a scoped "
        "deletion of data no tool recreates",
        "safer": "Run the same WHERE as a SELECT COUNT(*) first, and copy the rows out before deleting.",
        "recovery": "Restore the rows from a backup or the audit log.",
        "match": {"cmd": _CLIENTS, "sql": ("delete_some_data",)},
        "examples": {
            "match": ["psql -d shop_dev -c \"DELETE FROM users WHERE created_at < '2024-01-01'\"",
                      "mysql -e 'DELETE FROM orders WHERE id = 42' shop"],
            "no_match": ['psql -d app_dev -c "DELETE FROM sessions WHERE expires_at < now()"',
                         "psql -c 'DELETE FROM http_cache WHERE fetched_at < now()'",
                         'psql -d app_dev -c "SELECT 1"'],
        },
    },
    {
        "id": "db.server-blocking",
        "level": "reversible",
        "prod": True,
        "reason": "walks the whole key space in one blocking call (Redis `KEYS`, `DEBUG`, a foreground "
        "`SAVE`): the server answers nobody else until it is done, which on a production cache is an outage",
        "safer": "Iterate with `SCAN 0 MATCH pattern COUNT 1000` (or `redis-cli --scan --pattern`), which "
        "never blocks the server, and run it on a replica.",
        "recovery": "Wait for the call to finish; restart clients that timed out meanwhile.",
        "match": {"cmd": _CLIENTS, "sql": ("block_server",)},
        "examples": {
            "match": ["redis-cli -h prod-cache.internal KEYS 'session:*'", "redis-cli KEYS '*'",
                      "printf 'KEYS *\\r\\n' | nc cache-prod.acme.internal 6379"],
            "no_match": ["redis-cli -h prod-cache.internal --scan --pattern 'session:*'",
                         "redis-cli -h prod-cache.internal INFO keyspace", "redis-cli DBSIZE"],
        },
    },
    {
        "id": "db.redis-file-plant",
        "level": "forbidden",
        "irreversible": True,
        "reason": "points Redis's dump file at a guarded place (`CONFIG SET dir /root/.ssh`, a cron or "
        "start-up directory): the next SAVE writes attacker-chosen bytes there, the classic way to plant an "
        "SSH key or a cron job through Redis",
        "safer": "Never move Redis's `dir`; run Redis with `rename-command CONFIG \"\"` and protected "
        "mode on.",
        "recovery": "Check authorized_keys and crontabs on that host, restore `dir` and rotate its access.",
        "match": {
            "cmd": ("redis-cli", "valkey-cli", "keydb-cli"),
            "words_any": ("config",),
            "words_also": ("dir", "dbfilename"),
            "targets": {"of": "args", "sensitivity": ("credential", "shell_startup", "system_auth")},
        },
        "examples": {
            "match": ["redis-cli -h 10.0.4.12 CONFIG SET dir /root/.ssh",
                      "redis-cli -h cache1 CONFIG SET dir /var/spool/cron/crontabs"],
            "no_match": ["redis-cli CONFIG SET dir /var/lib/redis", "redis-cli CONFIG GET dir"],
        },
    },
    {
        "id": "db.cache-flush",
        "level": "reversible",
        "prod": True,
        "reason": "empties a memcached server (`flush_all`): nothing durable is lost, but every request "
        "after it misses and falls through to the database behind the cache",
        "safer": "Delete the keys that are stale, or flush one server of the pool at a time off-peak.",
        "recovery": "The cache refills as requests come in; watch the database load meanwhile.",
        "match": {"cmd": ("memcflush",)},
        "examples": {
            "match": ["memcflush --servers=cache-prod-1:11211",
                      "printf 'flush_all\\r\\n' | nc memcache-prod 11211"],
            "no_match": ["memcstat --servers=cache-prod-1:11211",
                         "printf 'stats\\r\\n' | nc memcache-prod 11211"],
        },
    },
    {
        # `manage.py migrate APP 0012` moves the app's schema to that migration: back, when later ones
        # are applied, and a backward migration drops the columns and tables the later ones added, with
        # their data. No production raise: a named step back is a deliberate, reviewed act there too
        "id": "db.migrate-to-earlier",
        "level": "destructive",
        "irreversible": True,
        "reason": "migrates an app to a named migration: any later migration is reversed, and a reversed "
        "migration drops the columns and tables it added, with their data",
        "safer": _BACKUP + " Check the plan first (`manage.py migrate APP NNNN --plan`).",
        "recovery": _RESTORE,
        "match": {"cmd": ("python", "python3", "django-admin"), "words_any": ("migrate",),
                  "args_any": ("[0-9][0-9][0-9][0-9]*",),
                  "words_none": ("--plan", "--fake", "--check", "--help", "-h")},
        "examples": {
            "match": ["python manage.py migrate orders 0012", "django-admin migrate billing 0007_add_index"],
            "no_match": ["python manage.py migrate", "python manage.py migrate orders",
                         "python manage.py migrate orders 0012 --plan",
                         "python manage.py sqlmigrate orders 0012",
                         "python manage.py showmigrations orders"],
        },
    },
    {
        "id": "db.migrate-down-all",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "rolls back every migration (`down -all`, `-steps all`, `down-to 0`, `reset`): each table "
        "the migrations created is dropped, with its rows",
        "safer": _BACKUP + " Roll back one step at a time (`down 1`) on a database you can rebuild.",
        "recovery": _RESTORE,
        "match": {
            "cmd": ("go", "migrate", "goose", "dbmate", "sql-migrate", "tern", "knex", "typeorm", "mikro-orm",
                    "node-pg-migrate", "npx", "yarn", "pnpm", "npm", "bunx"),
            # `migrate -down -all`, `go run ./cmd/migrate -dsn … -down -all`: the direction as a flag
            "words_any": ("down", "-down", "--down", "-direction=down", "--direction=down", "rollback",
                          "migrate:rollback",
                          "down-to", "undo", "revert"),
            "words_also": ("all", "-all", "--all", "-steps=all", "--steps=all", "0", "zero", "base"),
            "no_sub": ("install", "add", "test"),
        },
        "examples": {
            "match": [{"command": "go run ./cmd/migrate -direction down -steps all",
                       "env": {"DATABASE_URL": "postgres://rl@pg-prod-1.acme.internal/rl"}},
                      "migrate -path db/migrations -database \"$DATABASE_URL\" down -all",
                      "goose -dir migrations postgres \"$DSN\" down-to 0",
                      "npx knex migrate:rollback --all",
                      "go run ./cmd/migrate -dsn \"$DEV_DSN\" -down -all"],
            "no_match": ["migrate -path db/migrations -database \"$DATABASE_URL\" down 1",
                         "go run ./cmd/migrate -dsn \"$DEV_DSN\" -down -steps 1",
                         "goose -dir migrations postgres \"$DSN\" status",
                         "go run ./cmd/migrate -direction up",
                         "npx knex migrate:latest"],
        },
    },
    {
        # one word that undoes every migration or drops the schema outright: goose's `reset`, dbmate's and
        # golang-migrate's `drop`, TypeORM's and MikroORM's `schema:drop`, MikroORM's `migration:fresh`.
        # Every table the application has is dropped with its rows, as with `down -all`
        "id": "db.migrate-schema-dropped",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "drops every table of the application's schema through its migration tool (`reset`, "
        "`drop`, `schema:drop`): the rows go with them",
        "safer": _BACKUP + " Run it against a disposable development database only.",
        "recovery": _RESTORE,
        "match": {"cmd": ("goose", "dbmate", "migrate", "typeorm", "typeorm-ts-node-commonjs", "mikro-orm",
                          "sql-migrate", "sqlx", "diesel", "atlas"),
                  # (`sqlx database drop|reset`, `diesel database reset`, `atlas schema clean`)
                  "args_any": ("reset", "drop", "schema:drop", "migration:fresh", "--drop-db", "clean"),
                  "words_none": ("--help", "-h", "--dry-run")},
        "examples": {
            "match": ["goose -dir db/migrations postgres \"$PROD_DSN\" reset",
                      "dbmate --url \"$DATABASE_URL\" drop",
                      "migrate -path db/migrations -database \"$DATABASE_URL\" drop -f",
                      "npx typeorm schema:drop -d src/data-source.ts", "sqlx database reset -y",
                      "diesel database reset", "atlas schema clean -u postgres://localhost/app"],
            "no_match": ["goose -dir db/migrations postgres \"$PROD_DSN\" status",
                         "dbmate --url \"$DATABASE_URL\" up", "npx typeorm migration:show -d src/ds.ts",
                         "migrate -path db/migrations -database \"$DATABASE_URL\" version",
                         "sqlx migrate run", "atlas schema inspect -u postgres://localhost/app",
                         "atlas schema clean -u postgres://localhost/app --dry-run"],
        },
    },
    {
        "id": "db.privileges",
        "level": "destructive",
        "prod": True,
        "reason": "changes database users, roles or privileges",
        "safer": "Grant the narrowest privilege to a named role, reviewed as a migration.",
        "recovery": "Revoke the grant (`REVOKE ...`) and audit what it allowed meanwhile.",
        "match": {"cmd": _CLIENTS, "sql": ("grant",)},
        "examples": {
            "match": ["psql -c 'GRANT ALL ON ALL TABLES IN SCHEMA public TO agent'"],
            "no_match": ["psql -c 'SELECT grantee FROM role_table_grants'"],
        },
    },
    {
        "id": "db.dropdb",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "drops a whole database",
        "safer": _BACKUP,
        "recovery": _RESTORE,
        "match": {
            "cmd": ("dropdb", "mysqladmin", "dropuser"),
            # mysqladmin's reads, and its create (which makes a database, dropping none)
            "no_sub": ("status", "ping", "version", "processlist", "variables", "create"),
        },
        "examples": {
            "match": [
                "dropdb app_test",
                "dropdb -h prod-pg.acme.internal billing",
                "sudo -u postgres dropdb billing_prod",
                "mysqladmin drop shop",
            ],
            "no_match": ["createdb app_test", "mysqladmin status", "mysqladmin -u root create shop"],
        },
    },
    {
        "id": "db.tests-on-production",
        "level": "destructive",
        "irreversible": True,
        "reason": "runs a test suite while the environment points at production: fixtures and teardown "
        "write to, truncate or drop what the tests connect to",
        "safer": "Point the tests at a local or disposable database (unset DATABASE_URL, use a test "
        "settings file).",
        "recovery": _RESTORE,
        "match": {"cmd": ("pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "rspec", "phpunit",
                          "behave", "cucumber"), "production": True},
        "examples": {
            "match": [{"command": "pytest -x tests/integration",
                       "env": {"DATABASE_URL": "postgres://app@db.prod.internal/app"}}],
            "no_match": ["pytest -x tests/integration",
                         {"command": "pytest", "env": {"DATABASE_URL": "postgres://localhost/app_test"}}],
        },
    },
    {
        "id": "db.script-reset",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "runs a project script whose name says it drops, resets or wipes the database",
        "safer": _BACKUP + " Check which database the environment points at first.",
        "recovery": _RESTORE,
        "match": {
            # task runners and monorepo build tools run a target by its name (`pants run tools/db:reset`)
            "cmd": ("npm", "yarn", "pnpm", "bun", "make", "just", "task", "composer", "poe", "nox", "invoke",
                    "pants", "bazel", "bazelisk", "nx", "turbo", "lerna", "rush", "mage", "earthly"),
            "args_any": ("*db:reset*", "*db:drop*", "*db:wipe*", "*db:purge*", "*db:truncate*", "*db:fresh*",
                         "*reset-db*", "*drop-db*", "*db-reset*", "*db-drop*", "*reset_db*", "*drop_db*",
                         "*migrate:fresh*", "*db:nuke*", "*nuke-db*"),
        },
        "examples": {
            "match": ["npm run db:reset", "make db-reset", "pants run src/python/tools/db:reset -- --yes",
                      {"command": "yarn db:drop",
                                                           "env": {"DATABASE_URL": "postgres://db.prod.internal/app"}}],
            "no_match": ["npm run db:migrate", "make test", "npm run db:seed"],
        },
    },
    {
        # a project script named for writing rows into a shared environment's database (`seed:staging`,
        # `db:seed:prod`, `import-prod`): fixtures or an import land where colleagues or customers read
        "id": "db.script-shared-write",
        "level": "destructive",
        "reason": "runs a project script whose name says it seeds, imports or backfills data into a shared "
        "environment's database (staging, production)",
        "safer": "Run it against a local database; seed shared environments through the deploy pipeline.",
        "recovery": "Delete the seeded rows, or restore the database from its backup.",
        "match": {
            "cmd": ("npm", "yarn", "pnpm", "bun", "make", "just", "task", "composer", "poe", "nox", "invoke",
                    "nx", "turbo", "mage"),
            "args_any": tuple(f"*{act}*{env}*" for act in ("seed", "import", "load-data", "backfill")
                              for env in ("stag", "prod", "live", "shared", "uat")),
        },
        "examples": {
            "match": ["npm run seed:staging", "yarn seed:prod", "make backfill-production",
                      "npm run import:live"],
            "no_match": ["npm run seed", "npm run db:seed", "make migrate", "npm run seed:test"],
        },
    },
    {
        # a declarative schema tool applying the desired schema to a database (`atlas schema apply`,
        # `skeema push`, `drizzle-kit push`, `prisma db push`): the database's tables are changed to match,
        # with no migration file kept; on a development database that is how one iterates, on production
        # it is a migration run by hand
        "id": "db.schema-apply",
        "level": "reversible",
        "prod": True,
        "reason": "changes a database's tables to match a declared schema, with no reviewed migration",
        "safer": "Plan it first (`atlas schema apply --dry-run`, `skeema diff`), and apply production "
        "through the reviewed migration pipeline.",
        "recovery": "Apply the previous schema again; dropped columns need a restore (`pg_restore`).",
        "match": {"cmd": ("atlas", "skeema", "drizzle-kit", "prisma"),
                  "sub": ("schema apply", "migrate apply", "push", "db push"),
                  "words_none": ("--dry-run", "--help", "-h")},
        "examples": {"match": ["atlas schema apply -u postgres://localhost/app --to file://schema.hcl",
                               "npx drizzle-kit push", "skeema push production"],
                     "no_match": ["atlas schema inspect -u postgres://localhost/app",
                                  "skeema diff production",
                                  "atlas schema apply -u postgres://x/app --to file://s.hcl --dry-run"]},
    },
    {
        # a schema pushed straight at the database with its data-loss prompt answered yes in advance
        # (`drizzle-kit push --force`, `prisma db push --accept-data-loss`): columns and tables the
        # schema no longer has are dropped with their rows, no migration file kept to review or revert
        "id": "db.schema-push-data-loss",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "pushes the schema straight to the database with data loss accepted in advance: columns "
        "and tables the schema dropped go with their rows, and no migration is kept",
        "safer": "Generate a migration (`drizzle-kit generate`, `prisma migrate dev --create-only`), read "
        "it, and apply it; back the database up first.",
        "recovery": _RESTORE,
        "match": {"cmd": ("drizzle-kit", "prisma"), "sub": ("push", "db push"),
                  "words_any": ("--force", "--accept-data-loss", "--force-reset")},
        "examples": {
            "match": ["npx drizzle-kit push --force", "npx prisma db push --accept-data-loss",
                      "prisma db push --force-reset"],
            "no_match": ["npx drizzle-kit push", "npx drizzle-kit generate", "npx prisma db push",
                         "npx prisma migrate deploy"],
        },
    },
    {
        # serverless databases with branches (PlanetScale, Neon): the default branch (`main`, named for
        # production) is the live database itself; deleting it deletes production's data, where deleting
        # a feature branch is a scoped delete
        "id": "db.production-branch-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the production branch of a branching database (PlanetScale, Neon): the live "
        "database and its data",
        "safer": "Delete the feature branch you mean; keep the production branch and its backups.",
        "recovery": "Restore the database from the platform's backups, if the plan keeps any.",
        "match": {"cmd": ("pscale", "neonctl", "neon"), "sub": ("branch delete", "branches delete"),
                  "words_any": ("main", "master", "production", "prod", "primary")},
        "examples": {
            "match": ["pscale branch delete shop main --force", "neonctl branches delete main",
                      "pscale branch delete shop production"],
            "no_match": ["pscale branch delete shop feature-x --force", "neonctl branches delete preview-42",
                         "pscale branch list shop"],
        },
    },
    {
        "id": "db.framework-reset",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "a framework task that drops, resets or empties the database",
        "safer": _BACKUP + " Run it against a disposable development database only.",
        "recovery": _RESTORE,
        "match": {
            "cmd": (
                "rails",
                "rake",
                "bundle",
                "npx",
                "prisma",
                "python",
                "python3",
                "django-admin",
                "php",
                "artisan",
                "sequelize",
                "knex",
                "alembic",
                "mix",
                "yarn",
                "pnpm",
                "bunx",
                "heroku",
                "sequelize-cli",
                # platforms' own database commands: `airflow db reset`, `supabase db reset`
                "airflow",
                "supabase",
            ),
            "args_any": (
                "db:drop",
                "db:reset",
                "db:purge",
                "db:schema:load",
                "db:setup",
                "db:migrate:reset",
                "db:truncate_all",
                # truncates every table, then seeds: the rows made since are gone as with a reset
                "db:seed:replant",
                "flush",
                "reset",
                "migrate:fresh",
                "migrate:reset",
                "db:wipe",
                "ecto.drop",
                "ecto.reset",
                "ecto.rollback",  # Ecto's own rollback, as `db:rollback` is Rails'
                "downgrade",
                "--force-reset",
                "sqlflush",
                "reset_db",
                "db:rollback",
                "migrate:rollback",
                "zero",
                "pg:reset",
                "db:migrate:undo:all",
            ),
            "no_sub": ("install", "add", "run", "test", "exec"),
            # offline mode (`alembic downgrade -1 --sql > down.sql`) only prints the statements: nothing
            # reaches the database until someone runs them. (Django's `migrate APP zero --plan` only lists
            # too, but `--plan` is no exemption here: tools whose parsers ignore an unknown option, knex's
            # and sequelize's, would run their reset with it appended.)
            "words_none": ("--sql",),
        },
        "examples": {
            "match": [
                "python manage.py flush --noinput",
                "bin/rails db:reset",
                "npx prisma migrate reset --force",
                "RAILS_ENV=production bin/rails db:drop DISABLE_DATABASE_ENVIRONMENT_CHECK=1",
                "alembic downgrade base",
                "php artisan migrate:fresh",
                "MIX_ENV=prod mix ecto.rollback --all",
                "bin/rails db:seed:replant",
            ],
            "no_match": [
                "python manage.py migrate",
                "MIX_ENV=prod mix ecto.migrations",
                "alembic upgrade head",
                "alembic downgrade base --sql",
                "npx prisma migrate dev --name add_orders_index",
                "git reset HEAD x",
            ],
        },
    },
    {
        # Entity Framework's tool told to drop the database, or to migrate it back to migration `0`
        # (every migration reverted: every table it made dropped). Its target is the connection it is
        # given or the project's configured one, so a production connection makes it a stop.
        "id": "db.ef-database-reset",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "Entity Framework drops the database or reverts every migration (`database update 0`): "
        "every table the migrations made is dropped with its rows",
        "safer": _BACKUP + " Run it against a disposable development database only.",
        "recovery": _RESTORE,
        "match": {"cmd": ("dotnet", "dotnet-ef"), "words_any": ("drop", "0"), "words_also": ("database",),
                  "words_none": ("--help", "-h", "--dry-run")},
        "examples": {
            "match": ["dotnet ef database update 0", "dotnet ef database drop --force",
                      "dotnet ef database update 0 --connection 'Host=pg-prod.example.com;Database=claims'"],
            "no_match": ["dotnet ef database update", "dotnet ef migrations add AddClaims",
                         "dotnet ef database update AddClaims"],
        },
    },
    {
        # a Heroku app's database overwritten where it is hosted: the app is named for its place in the
        # pipeline (`shop-staging`, `shop-pr-812`, a review app), and the one named for no other
        # environment (`acme-checkout`, `shop-prod`) is the live app, whose customers' rows go
        "id": "db.hosted-app-database-reset",
        "level": "forbidden",
        "irreversible": True,
        "reason": "empties or overwrites the database of a hosted app named for no other environment than "
        "production (`heroku pg:reset`, a backup restored over it, a framework reset run on the app)",
        "safer": "Capture a backup first (`heroku pg:backups:capture -a APP`), and reset a staging or review "
        "app instead.",
        "recovery": "Restore the captured backup (`heroku pg:backups:restore`) or roll the database back "
        "(`heroku pg:rollback` on a plan that keeps history).",
        "match": {"cmd": ("heroku",),
                  "args_any": ("pg:reset", "pg:backups:restore", "pg:copy", "db:drop", "db:reset",
                               "db:schema:load", "migrate:fresh", "flush"),
                  "words_none": ("--help", "-h", "*staging*", "*-stg*", "*dev*", "*test*", "*qa*", "*uat*",
                                 "*review*", "*-pr-*", "*preview*", "*sandbox*", "*scratch*", "*demo*")},
        "examples": {"match": ["heroku pg:reset DATABASE_URL --app acme-checkout --confirm acme-checkout",
                               "heroku pg:reset DATABASE -a shop-prod --confirm shop-prod",
                               "heroku run rails db:schema:load -a acme-api"],
                     "no_match": ["heroku pg:reset DATABASE_URL -a acme-web-staging --confirm x",
                                  "heroku pg:reset DATABASE_URL --app acme-api-pr-812 --confirm x",
                                  "heroku pg:info --app acme-checkout",
                                  "heroku pg:backups:capture -a acme-checkout"]},
    },
    {
        "id": "db.orm-bulk-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes records in bulk through the application's ORM shell",
        "safer": "Count first (`.count()`), filter narrowly, and run inside a transaction.",
        "recovery": _RESTORE,
        "match": {
            "cmd": ("python", "python3", "rails", "ruby", "node", "php", "bundle"),
            # an object store's SDK spells its batch delete as an ORM does (`Bucket('x').objects.all()
            # .delete()`): code using one is read as the cloud's command (dongle.shell.sdk_calls)
            "code": r"\A(?!.*\b(?:boto3|@aws-sdk|Aws::S3|google\.cloud|@google-cloud/storage"
            r"|azure\.storage)\b)"
            r".*?(?:\.(delete|destroy_all|delete_all|truncate|destroy)\s*\(\s*\)"
            r"|\.(delete_all|destroy_all)\b"
            # each record of a batch iteration destroyed: `Account.find_each(&:destroy)`,
            # `.each { |a| a.destroy! }`; Laravel's `User::query()->delete()`, `DB::table('t')->delete()`
            r"|\.(?:each|find_each|find_in_batches|map|in_batches)\s*\(\s*&:(?:destroy|delete)!?\s*\)"
            r"|\.(?:each|find_each)\s*(?:\{|do)\s*\|\s*(?P<record>\w+)\s*\|\s*(?P=record)\.(?:destroy|delete)!?"
            r"|(?:::query\(\s*\)|::all\(\s*\)|DB::table\([^)]*\))\s*->\s*(?:delete|truncate)\s*\(\s*\)"
            r"|::truncate\s*\(\s*\)"
            # a storage handed every entity it loads (Drupal: `$s->delete($s->loadMultiple())`)
            r"|->\s*delete\s*\(\s*\$\w+\s*->\s*loadMultiple\s*\(\s*\)\s*\))",
        },
        "examples": {
            "match": ['python manage.py shell -c "from app.models import User; User.objects.all().delete()"',
                      "bin/rails runner 'Account.find_each(&:destroy)'",
                      "bin/rails runner 'Order.all.each { |o| o.destroy! }'",
                      "php artisan tinker --execute='App\\Models\\User::query()->delete()'",
                      "php -r '$s = getStorage(\"user\"); $s->delete($s->loadMultiple());'"],
            "no_match": [
                'python manage.py shell -c "from app.models import User; print(User.objects.count())"',
                "bin/rails runner 'Account.find_each { |a| puts a.id }'",
                "php artisan tinker --execute='echo App\\Models\\User::count();'",
                "python3 -c \"import boto3; boto3.resource('s3').Bucket('x').objects.all().delete()\"",
            ],
        },
    },
    {
        # `[stripe.Subscription.cancel(s.id) for s in stripe.Subscription.list(status='active')…]`: an SDK
        # told to cancel or delete each object a listing of the account returns, as `LIST | xargs DELETE`
        # is in the shell; a listing narrowed by anything but paging or a live/active state picks some
        "id": "db.sdk-delete-every-listed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "cancels, refunds or deletes, one by one, every object an API listing of the account "
        "returns (customers, subscriptions, charges, records): the whole account's worth at once",
        "safer": "List first and review; act on the few ids you mean, in test mode before live.",
        "recovery": "None for most: cancelled subscriptions and deleted customers cannot be restored.",
        "match": {
            "cmd": ("python", "python3", "ruby", "node", "php", "bundle"),
            "code": r"(?s)\A(?=.*\b(?:for|each|forEach|map)\b)"
            r"(?=.*\.(?:list|all|list_all)(?:\s*\(\s*(?:(?:limit|status|state|expand)\s*[=:]\s*[^,()]*,?\s*)*\)"
            r"|(?![\w(])))"
            r"(?=.*\.(?:cancel|delete|del|destroy|refund|void|terminate|remove|purge)\s*\()",
        },
        "examples": {
            "match": ["python -c \"import stripe,os; stripe.api_key=os.environ['STRIPE_KEY']; "
                      "[stripe.Subscription.cancel(s.id) for s in "
                      "stripe.Subscription.list(status='active').auto_paging_iter()]\"",
                      "python3 -c \"import stripe; [stripe.Customer.delete(c.id) for c in "
                      "stripe.Customer.list(limit=100)]\""],
            "no_match": ["python3 -c \"import stripe; [print(c.id) for c in "
                         "stripe.Customer.list(limit=10)]\"",
                         "python3 -c \"import stripe; [stripe.Customer.delete(c.id) for c in "
                         "stripe.Customer.list(email='test@example.com')]\"",
                         "python3 -c \"import stripe; stripe.Subscription.cancel('sub_123')\""],
        },
    },
    {
        # Percona's and GitHub's online schema change tools copy a live table into an altered one and
        # swap them: the schema changes under the application, with triggers on every write meanwhile
        "id": "db.online-schema-change",
        "level": "destructive",
        "reason": "alters a live table's schema (`pt-online-schema-change`, `gh-ost` with --execute): the "
        "table is copied and swapped under the running application",
        "safer": "Run it with --dry-run (pt-osc) or without --execute (gh-ost) first, at a quiet hour.",
        "recovery": "Run the reverse ALTER the same way; pt-osc keeps the old table only with "
        "--no-drop-old-table.",
        "match": {"cmd": ("pt-online-schema-change", "gh-ost"), "words_any": ("--execute",)},
        "examples": {"match": ["pt-online-schema-change --alter 'ADD COLUMN archived TINYINT NOT NULL "
                               "DEFAULT 0' h=prod-mysql.shop.internal,D=shop,t=orders --execute",
                               "gh-ost --host=db1 --database=shop --table=orders --alter='ADD INDEX i(a)' "
                               "--execute"],
                     "no_match": ["pt-online-schema-change --alter 'ADD COLUMN a INT' D=shop,t=orders "
                                  "--dry-run"]},
    },
    {
        # pt-archiver --purge deletes the rows it would archive, with no copy kept
        "id": "db.archive-purge",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes the rows a pt-archiver --where selects, keeping no copy (`--purge`)",
        "safer": "Archive them to a file or another table first (`--file`, `--dest`), then purge.",
        "recovery": _RESTORE,
        "match": {"cmd": ("pt-archiver",), "words_any": ("--purge",)},
        "examples": {"match": ["pt-archiver --source h=db1,D=shop,t=events "
                               "--where 'ts < NOW() - INTERVAL 90 DAY' --purge"],
                     "no_match": ["pt-archiver --source h=db1,D=shop,t=events --where 'ts < 1' "
                                  "--file ev.txt"]},
    },
    {
        # a migration tool's "clean" drops every object of the schema it is configured for
        "id": "db.migration-clean",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "drops every table, view and function of the configured schema (a migration tool's clean)",
        "safer": _BACKUP + " Point it at a disposable database, and keep `cleanDisabled=true` elsewhere.",
        "recovery": _RESTORE,
        "match": {"cmd": ("flyway", "liquibase"), "args_any": ("clean", "dropall", "drop-all")},
        "examples": {
            "match": ["flyway -configFiles=conf/flyway.local.conf -cleanDisabled=false clean",
                      "flyway -url=jdbc:postgresql://pg-primary.prod.internal:5432/payments "
                      "-cleanDisabled=false clean"],
            "no_match": ["flyway -configFiles=conf/flyway.local.conf info", "flyway migrate"],
        },
    },
    {
        # the same clean run as a build tool's task (`./gradlew flywayClean`, `mvn flyway:clean`,
        # `mvn liquibase:dropAll`): the plugin drops what the standalone tool would; the connection
        # given as a property (`-Pflyway.url=jdbc:…prod…`) says where
        "id": "db.migration-clean-task",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "a build tool's migration task that drops every table, view and function of the "
        "configured schema (Flyway clean, Liquibase dropAll)",
        "safer": _BACKUP + " Point it at a disposable database, and keep `cleanDisabled=true` elsewhere.",
        "recovery": _RESTORE,
        "match": {"cmd": ("gradle", "gradlew", "mvn", "mvnw", "sbt", "lein"),
                  "args_any": ("flywayclean", "flyway*:clean", "liquibasedropall", "liquibase*:dropall",
                               "dropall", "*:flyway*:clean", "*:liquibase*:dropall")},
        "examples": {
            "match": ["./gradlew flywayClean -Pflyway.url=jdbc:postgresql://localhost:5432/app_dev",
                      "mvn flyway:clean", "./mvnw liquibase:dropAll",
                      "mvn org.flywaydb:flyway-maven-plugin:clean"],
            "no_match": ["./gradlew clean build", "mvn clean install", "./gradlew flywayMigrate",
                         "mvn flyway:info", "mvn liquibase:update"],
        },
    },
    {
        # a loader told to overwrite drops the table it loads into and creates it again from the file: the
        # rows the file lacks are gone, as after DROP TABLE (`csvsql --overwrite`, `mongoimport --drop`)
        "id": "db.load-replaces-table",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "loads a file into a database with overwrite or drop: the table or collection it loads "
        "into is dropped first, and every row the file lacks is lost",
        "safer": "Load into a new table (`--tables customers_fix`), compare, then swap in a transaction.",
        "recovery": _RESTORE,
        "match": {"cmd": ("csvsql", "mongoimport", "ogr2ogr", "csvs-to-sqlite", "pgfutter"),
                  "words_any": ("--overwrite", "-overwrite", "--drop", "--replace-tables",
                                "--replace-table")},
        "examples": {"match": ["csvsql --db postgresql:///app --tables customers --insert --overwrite c.csv",
                               "mongoimport --uri mongodb://localhost/shop -c users --drop users.json",
                               "ogr2ogr -f PostgreSQL PG:dbname=gis -overwrite roads.shp"],
                     "no_match": ["csvsql --db postgresql:///app --tables customers_fix --insert c.csv",
                                  "mongoimport --uri mongodb://localhost/shop -c users users.json",
                                  "csvsql --query 'select 1' data.csv"]},
    },
    {
        "id": "db.restore-clean",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "restores a dump with --clean: drops existing objects before recreating them",
        "safer": "Restore into a new, empty database and switch over.",
        "recovery": _RESTORE,
        "match": {"cmd": ("pg_restore",), "flags_any": ("-c", "--clean")},
        "examples": {"match": ["pg_restore -c -d app dump.bin"], "no_match": ["pg_restore -l dump.bin"]},
    },
    {
        # a hosted database overwritten from a backup or another database (`heroku pg:backups:restore`,
        # `heroku pg:copy`): every row written since the backup, or held only by the target, is replaced
        "id": "db.hosted-restore",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "overwrites a hosted database with a backup or another database's contents: what it held "
        "is replaced",
        "safer": "Capture a backup of the target first (`heroku pg:backups:capture`), or restore into a new "
        "database and switch over.",
        "recovery": _RESTORE,
        "match": {"cmd": ("heroku",), "args_any": ("pg:backups:restore", "pg:copy")},
        "examples": {"match": ["heroku pg:backups:restore b042 DATABASE_URL -a acme-staging --confirm x",
                               "heroku pg:copy acme-prod::DATABASE_URL HEROKU_POSTGRESQL_PINK -a acme-stg"],
                     "no_match": ["heroku pg:backups:capture -a acme-staging", "heroku pg:backups -a x"]},
    },
    {
        # `supabase db push` applies the local migrations to the linked hosted project (its default):
        # the shared database's schema changes, as a production migration does; `--local` and
        # `--dry-run` do not touch it
        "id": "db.migrations-pushed-hosted",
        "level": "destructive",  # a migration on production pauses, as pkg.production-deploy's do
        "reason": "applies migrations to the hosted database the project is linked to",
        "safer": "Run `supabase db push --dry-run` first and apply through the reviewed release pipeline.",
        "recovery": "Write and push a migration that reverses it; restore from a backup if data was lost.",
        "match": {"cmd": ("supabase",), "sub": ("db push",), "words_none": ("--local", "--dry-run")},
        "examples": {"match": ["supabase db push --linked", "supabase db push"],
                     "no_match": ["supabase db push --local", "supabase db push --dry-run",
                                  "supabase db diff"]},
    },
    {
        # mongorestore's --drop is pg_restore's --clean: each collection in the dump is dropped first
        "id": "db.restore-drop",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        # (myloader's --overwrite-tables is the same act for MySQL: each table in the dump is dropped
        # and loaded again)
        "reason": "restores a dump over what is there (--drop, --overwrite-tables): drops each collection "
        "or table it restores, with what was written since the dump",
        "safer": "Restore into a new database (`--nsFrom 'app.*' --nsTo 'app_restored.*'`, myloader "
        "`-B app_restored`) and compare.",
        "recovery": _RESTORE,
        "match": {"cmd": ("mongorestore", "myloader"), "flags_any": ("--drop", "--overwrite-tables", "-o")},
        "examples": {"match": ["mongorestore --drop dump/",
                               "mongorestore --uri mongodb://db1:27017 --drop d/",
                               "myloader -h mysql-prod-01 -d /tmp/dump -B shop --overwrite-tables -t 8"],
                     "no_match": ["mongorestore --nsInclude 'cms.*' dump/"]},
    },
    {
        # retention to nothing on a table's history: Delta refuses it unless its retention check is turned
        # off, because every version a reader or a restore still needs is deleted
        "id": "db.table-history-purged",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes every old version of a table (`VACUUM … RETAIN 0 HOURS`): its time travel, and "
        "any restore to an earlier state, are gone",
        "safer": "Keep the default retention (7 days: `VACUUM t`), and run `VACUUM t DRY RUN` first.",
        "recovery": "None for the vacuumed versions: restore the table from a backup or a replica.",
        "match": {"cmd": _CLIENTS, "sql": ("purge_history",)},
        "examples": {
            "match": ['psql -c "VACUUM delta.`s3://lake/orders` RETAIN 0 HOURS"'],
            "no_match": ['psql -c "VACUUM delta.`s3://lake/orders` RETAIN 168 HOURS"',
                         'psql -c "VACUUM orders"'],
        },
    },
    {
        # the binary log (MySQL's change log) deleted up to a point: replicas that have not read it
        # break, and point-in-time recovery before the next full backup is gone
        "id": "db.purge-binary-logs",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes the server's binary logs (PURGE BINARY LOGS, RESET MASTER): replicas that have "
        "not read them break, and point-in-time recovery over that span is lost",
        "safer": "Check every replica's position (`SHOW REPLICA STATUS`) and the last backup, then purge "
        "only logs older than both, or let `binlog_expire_logs_seconds` do it.",
        "recovery": "None for the purged logs: re-seed broken replicas from a fresh backup.",
        "match": {"cmd": _CLIENTS, "sql": ("purge_logs",)},
        "examples": {
            "match": ['mysql -h mysql-prod-01 -e "PURGE BINARY LOGS BEFORE NOW()"',
                      "mysql -e 'PURGE BINARY LOGS TO \"mysql-bin.000120\"'", "mysql -e 'RESET MASTER'"],
            "no_match": ['mysql -h mysql-prod-01 -e "SHOW BINARY LOGS"',
                         "mysql -e \"SELECT 'PURGE BINARY LOGS' AS note\""],
        },
    },
    {
        # a consumer group moved to another offset: its consumers reprocess (charges, e-mails sent
        # again) or skip messages; `--dry-run` (the default without `--execute`) only prints the plan
        "id": "db.kafka-offsets-reset",
        "level": "destructive",
        "irreversible": True,
        # the messages stay in the topic: resetting again to the noted offsets undoes the move from then
        # on (not what was processed twice), so production asks a human rather than stopping
        "prod": True,
        "prod_level": "dangerous",
        "reason": "moves a Kafka consumer group's committed offsets: its consumers process messages again "
        "(duplicate charges, e-mails, writes) or skip them",
        "safer": "Run it with `--dry-run` first, stop the group's consumers, and reset only the partitions "
        "you mean (`--to-offset`, `--topic t:0`).",
        "recovery": "Reset again to the offsets the dry run printed before the change.",
        "match": {"cmd": ("kafka-consumer-groups", "kafka-consumer-groups.sh"),
                  "flags_all": ("--reset-offsets", "--execute")},
        "examples": {
            "match": ["kafka-consumer-groups.sh --bootstrap-server kafka-prod-1:9092 --group billing "
                      "--topic payments --reset-offsets --to-earliest --execute",
                      "kafka-consumer-groups --bootstrap-server localhost:9092 --group g --all-topics "
                      "--reset-offsets --to-latest --execute"],
            "no_match": ["kafka-consumer-groups.sh --bootstrap-server kafka-prod-1:9092 --group billing "
                         "--topic payments --reset-offsets --to-earliest --dry-run",
                         "kafka-consumer-groups.sh --bootstrap-server kafka-prod-1:9092 --describe "
                         "--group billing"],
        },
    },
    {
        # retention cut to seconds or minutes: the broker deletes every older message of the topic at
        # its next check, as a topic purge does
        "id": "db.kafka-retention-purge",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "sets a Kafka topic's retention to seconds or minutes: the broker deletes every older "
        "message of the topic",
        "safer": "Delete records up to an offset you chose (`kafka-delete-records.sh`) after consumers have "
        "read them, or move the messages to another topic first.",
        "recovery": "None on the cluster: replay from the producers or a mirrored cluster.",
        "match": {"cmd": ("kafka-configs", "kafka-configs.sh", "kafka-topics", "kafka-topics.sh"),
                  "flags_any": ("--alter",), "words_any": _SHORT_RETENTION},
        "examples": {
            "match": ["kafka-configs.sh --bootstrap-server kafka-prod-1:9092 --alter --entity-type topics "
                      "--entity-name payments --add-config retention.ms=1000",
                      "kafka-configs --bootstrap-server localhost:9092 --alter --entity-type topics "
                      "--entity-name t --add-config cleanup.policy=delete,retention.ms=100"],
            "no_match": ["kafka-configs.sh --bootstrap-server kafka-prod-1:9092 --describe "
                         "--entity-type topics --entity-name payments",
                         "kafka-configs.sh --bootstrap-server kafka-prod-1:9092 --alter --entity-type topics "
                         "--entity-name payments --add-config retention.ms=604800000"],
        },
    },
    {
        "id": "db.kafka-partitions-added",
        "level": "destructive",
        "irreversible": True,
        "reason": "adds partitions to a live Kafka topic: keys map to other partitions from then on, so "
        "per-key order breaks for every consumer, and a topic's partitions can never be removed again",
        "safer": "Create a new topic with the partition count you want and move producers and consumers "
        "over, or add partitions only to a topic whose messages carry no key.",
        "recovery": "None in place: recreate the topic with the old count and replay its messages into it.",
        "match": {"cmd": ("kafka-topics", "kafka-topics.sh"), "flags_all": ("--alter", "--partitions")},
        "examples": {
            "match": ["kafka-topics.sh --bootstrap-server kafka-1.internal:9092 --alter --topic orders.v1 "
                      "--partitions 24"],
            "no_match": ["kafka-topics.sh --bootstrap-server kafka-1.internal:9092 --create --topic t "
                         "--partitions 24",
                         "kafka-topics --bootstrap-server localhost:9092 --describe --topic orders.v1"],
        },
    },
]
