"""Cloud and infrastructure rules: Terraform/OpenTofu/Pulumi, AWS, Google Cloud, Azure and PaaS CLIs.

Reads (`describe`, `list`, `plan`, `preview`) stay go. Applying or destroying infrastructure pauses;
the same against a production target (`-var-file=prod.tfvars`, `TF_WORKSPACE=prod`, a name
containing `prod`) or deleting a whole project or account stops.
"""

from dongle.rules.facts import APP_ENV_HOSTS, APP_ENV_WORDS
from dongle.rules.operations import TRAFFIC_MEMBERSHIP

_PLAN = "Run a plan first (`terraform plan -destroy -out=plan`) and apply that reviewed plan."
_STATE = "Re-apply from code; deleted data needs the provider's backups or snapshots."
_TF = ("terraform", "tofu", "terragrunt")
# A prefix inside a bucket of build output (artifacts, build or CI caches): the pipeline recreates it.
BUILD_OUTPUT_PREFIXES = tuple(f"{scheme}://*{kind}*/?*" for scheme in ("s3", "gs")
                              for kind in ("artifact", "build-cache", "ci-cache", "buildcache",
                                           "build-output"))
# Deleting one named backup point (not a vault, not a plan).
_BACKUP_POINT_DELETES = ("backup delete-recovery-point", "rds delete-db-snapshot",
                         "rds delete-db-cluster-snapshot", "ec2 delete-snapshot",
                         "lightsail delete-instance-snapshot")
# Resource types whose resource holds data: replacing one destroys what is in it.
# What empties or removes a log group, bucket, container or workspace, in each cloud's CLI.
_STORE_DELETES = ("logs delete-log-group", "logs delete-log-stream", "s3 rm", "s3 rb", "s3api delete-bucket",
                  "s3api delete-object", "s3api delete-objects", "rm", "rb", "storage rm",
                  "storage buckets delete", "logging logs delete", "storage blob delete",
                  "storage blob delete-batch", "storage container delete",
                  "monitor log-analytics workspace delete")
# Stores named for data nothing else makes again: customers' and users' data, backups and archives
# (the copies everything is restored from, named for the store or the backup tool that writes them), the
# raw landing zone and the lake or warehouse built on it (every derived table is computed from them). A
# store named otherwise (`-scratch`, `-ci-cache`) is not. Collected and labelled data sets (what models are
# trained on) are gathered once, like the raw zone.
_PRIMARY_DATA = ("customer", "user-data", "userdata", "client-data", "backup", "archive", "raw", "datalake",
                 "data-lake", "lakehouse", "warehouse", "restic", "borg", "kopia", "offsite", "off-site",
                 "snapshots", "dataset")
# The top-level zone of a bucket that holds what nothing makes again (`s3://lake/raw/`, `gs://x/backups`):
# emptied whole, it is the primary store emptied, whatever the bucket is called
_PRIMARY_ZONES = ("raw", "bronze", "landing", "backup", "backups", "archive", "archives", "snapshots")
_OBJECT_SCHEMES = ("s3", "gs", "b2")
# Buckets named as space something makes again or nobody keeps: a whole one purged is a clean-up
_THROWAWAY_BUCKETS = ("*scratch*", "*tmp*", "*temp*", "*cache*", "*build*", "*artifact*", "*ci-*", "*-ci",
                      "*test*", "*sandbox*", "*preview*", "*-pr-*", "*ephemeral*")
# An object-storage CLI told to remove recursively: by an option, or by a `**` wildcard that matches every
# object below
_RECURSIVE_OBJECT_RM = {"cmd": ("aws", "gsutil", "gcloud", "s3cmd", "b2"),
                        "sub": ("s3 rm", "rm", "storage rm", "del"),
                        "words_any": ("--recursive", "-r*", "-[!-]*r*", "*://*/[*][*]")}
# Names the audit trail's stores carry: CloudTrail's, Cloud Audit Logs', Azure's activity-log export.
_AUDIT_TRAIL_NAMES = ("*cloudtrail*", "*audit*", "*activity-log*", "*activitylog*", "*activity_log*",
                      # the security team's own stores: the SIEM's workspace, detection findings, flow logs
                      "sec-*", "*-sec-*", "*security*", "*siem*", "*sentinel*", "*guardduty*",
                      "*flow-log*", "*flowlog*", "*vpc-flow*")
# CloudWatch Logs' retention steps under 90 days, as a separate word or joined to the option.
_SHORT_RETENTION = tuple(w for d in ("1", "3", "5", "7", "14", "30", "60")
                         for w in (d, f"--retention-in-days={d}"))
# The role AWS Organizations (and Control Tower) makes in every member account for the management
# account to administer it: whoever may assume it is administrator of that account.
_ORG_ADMIN_ROLES = ("*organizationaccountaccessrole*", "*awscontroltowerexecution*",
                    "*stacksetexecutionrole*", "*awsreservedsso_administratoraccess*")
_STATEFUL_KINDS = ("db_instance", "rds_cluster", "_database", "sql_", "_volume", "_disk", "bucket",
                   "dynamodb_table", "elasticache", "redis", "postgres", "mysql", "mariadb", "mongodb",
                   "cosmosdb", "file_system", "filestore", "efs_", "bigtable", "spanner", "storage_account",
                   "bigquery_dataset", "bigquery_table", "opensearch", "elasticsearch", "kinesis",
                   "docdb", "neptune", "memorystore", "_snapshot", "kms_key")
# Deleting a store's root: every bucket in it, not one.
_EVERY_BUCKET = {
    "level": "forbidden",
    "irreversible": True,
    "reason": "deletes every bucket of an object store at once (the store's root, not one bucket): all it "
    "held is gone with no copy to restore from",
    "safer": "Remove the buckets you mean one by one, after listing them (`mc ls ALIAS`, "
    "`rclone lsd REMOTE:`).",
    "recovery": "None without a replica of the store: its buckets and objects are gone.",
}

# Static-site deploys: what they publish is a directory served to anyone on the web (a draft or preview
# URL included). Program -> (the subcommand paths that deploy, the options naming the directory, whether
# the operands after the subcommand are directories); with no directory named, the working directory
# (or the one its configuration names inside it) is what goes up.
SITE_PUBLISHERS: dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...], bool]] = {
    "netlify": ((("deploy",),), ("--dir", "-d"), False),
    "vercel": ((("deploy",), ()), (), True),
    "firebase": ((("deploy",),), ("--public",), False),
    "mkdocs": ((("gh-deploy",),), ("-d", "--site-dir"), False),
    "surge": (((),), ("-p", "--project"), True),
    "gh-pages": (((),), ("-d", "--dist"), True),
    "wrangler": ((("pages", "deploy"), ("pages", "publish")), ("--directory",), True),
    "amplify": ((("publish",),), (), False),
}

# Words naming a deploy's target as the team's own: a development, staging, preview or test environment,
# a per-branch preview, or a revision that takes no traffic.
_DEPLOYS = ("lambda update-function-code", "lambda update-function-configuration",
            "lambda publish-version", "functions deploy", "run deploy", "app deploy",
            "functionapp deployment", "webapp deploy", "webapp deployment")
_NON_PRODUCTION_NAMES = ("dev", "development", "staging", "stage", "stg", "preview", "test", "testing", "qa",
                         "sandbox", "demo", "uat", "ci", "pr")
_NAME_PLACES = (("", ""), ("*[-_.]", ""), ("", "[-_.]*"), ("*[-_.]", "[-_.]*"), ("*[-_.]", "[0-9]*"),
                ("", "[0-9]*"))
_NON_PRODUCTION_WORDS = (
    *(f"{pre}{word}{post}" for word in _NON_PRODUCTION_NAMES for pre, post in _NAME_PLACES), "--no-traffic")

COMMANDS = {
    _TF: {"single_dash": True, "values": ("-target", "-var", "-var-file", "-chdir", "-out", "-state")},
    "aws": {
        "long_values": True,
        "bools": (
            "--recursive",
            "--force",
            "--quiet",
            "--dryrun",
            "--delete",
            "--skip-final-snapshot",
            "--no-paginate",
            "--debug",
            "--no-verify-ssl",
            "--include-all-instances",
            "--all",
            "--no-cli-pager",
            "--dry-run",
            "--force-delete-without-recovery",
        ),
    },
    ("gcloud", "gsutil"): {
        "long_values": True,
        "bools": ("--quiet", "--async", "--recursive", "--force", "--delete-disks", "--keep-disks",
                  "--delete-unmatched-destination-objects", "--dry-run"),
    },
    "az": {
        "long_values": True,
        "bools": ("--yes", "-y", "--no-wait", "--force", "--recursive", "--force-deletion"),
    },
    ("ansible", "ansible-playbook"): {
        "values": (
            "-i",
            "--inventory",
            "-m",
            "--module-name",
            "-a",
            "--args",
            "-u",
            "--user",
            "-e",
            "--extra-vars",
            "-f",
            "--forks",
            "-l",
            "--limit",
            "-t",
            "--tags",
            "--become-user",
            "-M",
        )
    },
    "pulumi": {"values": ("-s", "--stack", "-C", "--cwd", "--target")},
    ("heroku", "fly", "flyctl", "vercel", "netlify", "doctl", "railway"): {
        "long_values": True,
        "bools": ("--yes", "--force", "--confirm"),
    },
}

SAFE_COMMANDS = (
    *_TF,
    "aws",
    "gcloud",
    "gsutil",
    "az",
    "pulumi",
    "packer",
    "vagrant",
    "doctl",
    "heroku",
    "fly",
    "flyctl",
    "vercel",
    "netlify",
    "cdk",
    "sam",
    "eksctl",
    "ansible",
    "ansible-playbook",
    "ansible-inventory",
    # object-store copiers: copying and listing are harmless; syncing with deletion and removal are
    # ruled below
    "azcopy",
)
NETWORK_COMMANDS = ("aws", "gcloud", "gsutil", "az", "doctl", "heroku", "fly", "flyctl", "vercel", "netlify")

# Ansible modules that only read or check: everything else changes the hosts it runs on. `shell`,
# `command` and `raw` are judged by the command they run (the ansible payload check).
_ANSIBLE_READ_ONLY = ("ping", "setup", "stat", "debug", "gather_facts", "service_facts", "package_facts",
                      "find", "wait_for", "slurp", "fetch", "shell", "command", "raw", "assert", "uri",
                      "getent", "listen_ports_facts", "mount_facts")

# Words that open stored data or a role to anyone on the internet.
_PUBLIC_WORDS = ('*"principal":"[*]"*', '*"principal": "[*]"*', '*"aws":"[*]"*', '*"aws": "[*]"*',
                 "public-read", "public-read-write", "*allusers*", "*allauthenticatedusers*",
                 "--public-access",
                 "--allow-blob-public-access", "*blockpublicacls=false*", "*blockpublicpolicy=false*",
                 "*restrictpublicbuckets=false*", "--acl-public")

# The calls that say who may restore a whole copy of a disk or database (a snapshot, a machine image).
_DISK_COPY_SHARES = ("ec2 modify-snapshot-attribute", "ec2 modify-image-attribute",
                     "ec2 modify-fpga-image-attribute", "rds modify-db-snapshot-attribute",
                     "rds modify-db-cluster-snapshot-attribute", "compute images add-iam-policy-binding",
                     "compute snapshots add-iam-policy-binding", "compute disks add-iam-policy-binding",
                     "compute machine-images add-iam-policy-binding", "sig share")

# Names of an environment that is not production, as a key's, bucket's or stack's name carries them.
_OTHER_ENVIRONMENT_NAMES = ("*staging*", "*sandbox*", "dev-*", "*-dev", "*-dev-*", "*/dev-*", "*_dev",
                            "test-*", "*-test", "*-test-*", "*/test-*", "*_test", "qa-*", "*-qa", "*-qa-*",
                            "*/qa-*")


# Source ranges in private address space (RFC 1918, IPv6 unique-local): the organisation's own networks
# and VPN, not the internet. A firewall rule letting in only these opens nothing to outsiders.
_PRIVATE_SOURCES = tuple(form for prefix in ("10.", "192.168.", *(f"172.{n}." for n in range(16, 32)),
                                                       "fd[0-9a-f][0-9a-f]:")
                         for form in (f"{prefix}*", f"*={prefix}*"))

# Names of an app, site or database kept for a non-production environment (a suffix or a word of the name):
# one environment's copy, not the product (cloud.delete-platform-project)
NON_PRODUCTION_NAMES = ("*-staging", "staging-*", "*-staging-*", "*_staging", "*-stage", "*-stg", "*-dev",
                        "dev-*", "*-dev-*", "*_dev", "*-test", "test-*", "*-qa", "qa-*", "*-sandbox",
                        "sandbox-*", "*-preview", "preview-*", "*-preview-*", "*-demo", "*-scratch")

RULES = [
    {
        # `gcloud billing projects unlink acme-prod`: a project without a billing account has every paid
        # resource stopped at once (VMs, databases, serving), and its data deleted after the grace
        # period: the whole project taken down, as deleting it is (prod: a stop)
        "id": "cloud.billing-unlinked",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "unlinks a project's billing account: every paid resource in the project stops at once, "
        "and its data is deleted if billing is not restored",
        "safer": "Move the project to another billing account (`link --billing-account`) instead, or shut "
        "down the resources you mean one by one.",
        "recovery": "Link a billing account again at once; resources must be restarted by hand.",
        "match": {"cmd": ("gcloud",), "sub": ("billing projects unlink", "beta billing projects unlink",
                                              "alpha billing projects unlink")},
        "examples": {"match": ["gcloud billing projects unlink acme-prod",
                               "gcloud beta billing projects unlink acme-sandbox-42"],
                     "no_match": ["gcloud billing projects describe acme-prod",
                                  "gcloud billing projects link acme-prod --billing-account 0X0X0X-0X0X0X"]},
    },
    {
        # `az deployment group create --mode Complete`: Resource Manager deletes every resource in the
        # group that the template does not list, whatever made it: a template that lacks one database
        # removes it (prod: a stop)
        "id": "cloud.deployment-complete-mode",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deploys a template in Complete mode: every resource in the resource group that the "
        "template does not list is deleted",
        "safer": "Run `az deployment group what-if --mode Complete` first, or deploy in Incremental "
        "mode.",
        "recovery": "Recreate the deleted resources from their templates and restore their data from "
        "backups.",
        "match": {"cmd": ("az", "new-azresourcegroupdeployment", "New-AzResourceGroupDeployment"),
                  "words_any": ("Complete", "complete", "--mode=Complete", "--mode=complete", "COMPLETE"),
                  "words_none": ("what-if", "validate", "--what-if", "-WhatIf", "--confirm-with-what-if",
                                 "-c")},
        "examples": {"match": ["az deployment group create -g rg-billing-prod -f main.bicep --mode Complete",
                               "az deployment group create -g rg-dev -f main.bicep --mode complete"],
                     "no_match": ["az deployment group create -g rg-dev -f main.bicep",
                                  "az deployment group what-if -g rg-dev -f main.bicep --mode Complete",
                                  "az deployment group create -g rg-dev -f main.bicep --mode Incremental"]},
    },
    {
        # `aws s3 sync s3://prod-customer-records s3://jd-personal-backup`: production or customer data
        # copied into a bucket named as one person's own; whoever holds that account holds the data,
        # outside the organisation's controls and its audit
        "id": "cloud.data-to-personal-bucket",
        "level": "forbidden",
        "irreversible": True,
        "reason": "copies a production or customer data bucket into a bucket named as someone's own "
        "(personal, private, my-…): the data leaves the organisation's control",
        "safer": "Keep copies in the organisation's own account, encrypted, with its access controls; ask "
        "the data owner before any export.",
        "recovery": "Delete the copy at once, check the destination's access logs, and treat the data as "
        "disclosed.",
        "match": {"cmd": ("aws", "gsutil", "gcloud", "rclone", "az", "s5cmd", "mc"),
                  "words_any": ("s3://*prod*", "gs://*prod*", "s3://*customer*", "gs://*customer*",
                                "s3://*pii*", "gs://*pii*", "*:*prod*", "az://*prod*"),
                  "words_also": ("s3://*personal*", "gs://*personal*", "s3://my-*", "gs://my-*",
                                 "*:*personal*", "*personal*:*", "s3://*-private-*", "gs://*-private-*")},
        "examples": {
            "match": ["aws s3 sync s3://prod-customer-records s3://jd-personal-backup",
                      "gsutil -m cp -r gs://acme-prod-exports gs://my-scratch-space/",
                      "rclone copy s3prod:customer-prod personal-drive:dump"],
            "no_match": ["aws s3 sync s3://prod-customer-records s3://acme-dr-backup-us-west",
                         "aws s3 cp s3://my-personal-notes/todo.md .",
                         "aws s3 sync ./dist s3://acme-prod-site"],
        },
    },
    {
        "id": "cloud.remote-sync-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "mirrors a source onto remote storage and deletes what the destination has that the "
        "source lacks (`rclone sync`, `azcopy sync --delete-destination`, `mc mirror --remove`, lftp's "
        "`mirror -R --delete`)",
        "safer": "Copy without deleting (`rclone copy`), or run with `--dry-run` first and review.",
        "recovery": "Restore previous object versions if versioning was on; otherwise from backups.",
        "match": {"cmd": ("azcopy", "mc", "lftp"),
                  # lftp: only a reverse mirror (`-R`) uploads, making the remote side the destination
                  "words_any": ("sync", "mirror", "*mirror *-r *--delete*", "*mirror *--delete*-r *",
                                "*mirror *--reverse*"),
                  "words_also": ("--delete-destination=true", "--remove", "*mirror *--delete*"),
                  "words_none": ("--dry-run", "--dryrun")},
        "examples": {
            "match": ["azcopy sync ./dist 'https://a.blob.core.windows.net/web' "
                      "--delete-destination=true", "mc mirror --remove --overwrite ./site prod/web",
                      "lftp -e 'mirror -R --delete ./site /public_html; quit' ftp.acme.com"],
            "no_match": ["azcopy sync ./dist 'https://a.blob.core.windows.net/web'",
                         "mc mirror ./site prod/web",
                         "lftp -e 'mirror -R ./site /public_html; quit' ftp.acme.com",
                         "lftp -e 'mirror --delete /public_html ./site-backup; quit' ftp.acme.com"],
        },
    },
    {
        "id": "cloud.rclone-sync",
        "level": "destructive",
        "irreversible": True,
        "reason": "`rclone sync`/`move`/`bisync` make the destination match the source: what the "
        "destination has that the source lacks is deleted",
        "safer": "Copy without deleting (`rclone copy`), or run with `--dry-run` first and review.",
        "recovery": "Restore previous object versions if versioning was on; otherwise from backups.",
        "match": {"cmd": ("rclone",), "sub": ("sync", "move", "bisync"),
                  "words_none": ("--dry-run", "-n", "--interactive", "-i")},
        "examples": {
            "match": ["rclone sync ./site remote:site", "rclone move ./out remote:archive"],
            "no_match": ["rclone copy ./reports remote:reports", "rclone sync ./site remote:site --dry-run",
                         "rclone check ./site remote:site"],
        },
    },
    {
        "id": "cloud.remote-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes files or a whole path on remote storage (`rclone purge`, `rclone delete`, "
        "`mc rm -r`, `azcopy remove`)",
        "safer": "List what matches first (`rclone ls`), and delete by the narrowest path.",
        "recovery": "Restore previous object versions if versioning was on; otherwise from backups.",
        "match": {"cmd": ("rclone", "azcopy", "mc"),
                  "sub": ("purge", "delete", "deletefile", "rmdir", "rmdirs", "remove", "rm", "rb"),
                  "words_none": ("--dry-run", "--dryrun", "-n", "--interactive", "-i")},
        "examples": {
            "match": ["rclone purge remote:scratch/old", "rclone delete remote:logs --min-age 90d",
                      "mc rm -r --force prod/scratch"],
            "no_match": ["rclone ls remote:logs", "rclone delete remote:logs --dry-run"],
        },
    },
    {
        "id": "cloud.remote-purge-store",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole bucket with everything in it (a purge or removal at the bucket's root, "
        "not one named as scratch, cache, build or test space): whatever it held, results or backups, is "
        "gone with no copy to restore from",
        "safer": "Delete the old objects you mean by prefix, after listing them; keep the bucket.",
        "recovery": "None without versioning or a replica: the bucket and its objects are gone.",
        "match": {"cmd": ("rclone", "mc"), "sub": ("purge", "rb", "rm"),
                  # `remote:bucket`, `alias/bucket` (not a path inside it, not a local directory)
                  "args_any": ("?*:?*", "?*/?*"),
                  "args_none": ("*:*/?*", "*/*/?*", "/*", ".*", "~*", *_THROWAWAY_BUCKETS),
                  "words_none": ("--dry-run", "--dryrun", "-n", "--interactive", "-i")},
        "examples": {
            "match": ["rclone purge s3prod:acme-archive", "mc rb --force prod/db-backups",
                      "rclone purge gcs:acme-datalake", "mc rm --recursive --force minio/raw-events"],
            "no_match": ["rclone purge s3prod:acme-archive/2019", "rclone purge remote:scratch",
                         "mc rm --recursive --force minio/ci-cache/pr-12"],
        },
    },
    {
        # the root of a store holds every bucket: mc asks for `--dangerous` exactly when a removal reaches
        # every bucket of an alias (`mc rb --force --dangerous minio/`)
        "id": "cloud.remote-purge-every-bucket",
        **_EVERY_BUCKET,
        "match": {"cmd": ("mc",), "sub": ("rb", "rm"), "words_any": ("--dangerous",)},
        "examples": {"match": ["mc rb --force --dangerous minio/", "mc rm -r --force --dangerous prod/"],
                     "no_match": ["mc rb --force minio/ci-cache", "mc ls minio/"]},
    },
    {
        # `rclone purge remote:` names the remote and no bucket in it
        "id": "cloud.remote-purge-store-root",
        **_EVERY_BUCKET,
        "match": {"cmd": ("rclone",), "sub": ("purge", "delete"), "args_any": ("?*:",),
                  "words_none": ("--dry-run", "--dryrun", "-n", "--interactive", "-i")},
        "examples": {"match": ["rclone purge s3prod:", "rclone delete gcs: --rmdirs"],
                     "no_match": ["rclone purge s3prod:scratch", "rclone purge ./build/",
                                  "rclone purge s3prod: --dry-run"]},
    },
    {
        # `rclone delete REMOTE:` deletes every file under the path it is given (the folders stay), unless a
        # filter picks some (`--min-age 90d`, `--include`): at the root of a backup store, every backup
        "id": "cloud.remote-delete-store",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every file at the root of a store of backups or archives, with no filter: the "
        "copies everything else is restored from",
        "safer": "Delete by age or pattern (`--min-age 90d`, `--include`), with `--dry-run` first; or let "
        "the backup tool apply its own retention (`restic forget --keep-daily 7 --prune`).",
        "recovery": "None without versioning or a replica: the objects are gone.",
        "match": {"cmd": ("rclone",), "sub": ("delete",),
                  "args_any": tuple(f"*:*{word}*" for word in _PRIMARY_DATA),
                  "args_none": ("*:*/?*",),
                  "words_none": ("--dry-run", "--dryrun", "-n", "--interactive", "-i", "--min-age*",
                                 "--max-age*", "--include*", "--exclude*", "--filter*", "--files-from*",
                                 "--min-size*", "--max-size*")},
        "examples": {
            "match": ["rclone delete b2:acme-restic-offsite", "rclone delete s3prod:acme-backups -v"],
            "no_match": ["rclone delete b2:acme-backups --min-age 90d", "rclone delete remote:scratch",
                         "rclone delete b2:acme-backups/tmp", "rclone delete b2:acme-backups --dry-run"],
        },
    },
    {
        "id": "cloud.backup-retention-zero",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "sets a managed database's backup retention to 0: automated backups stop and the existing "
        "ones are deleted",
        "safer": "Keep a retention of at least 7 days; take a manual snapshot before changing it.",
        "recovery": "None for the deleted automated backups; manual snapshots remain.",
        "match": {"cmd": ("aws",), "sub": ("rds modify-db-instance", "rds modify-db-cluster",
                                           "docdb modify-db-cluster", "neptune modify-db-cluster"),
                  "words_any": ("--backup-retention-period=0",), "words_also": ("0", "--backup-*=0")},
        "examples": {
            "match": ["aws rds modify-db-instance --db-instance-identifier db1 --backup-retention-period 0",
                      "aws rds modify-db-cluster --db-cluster-identifier c1 --backup-retention-period=0"],
            "no_match": ["aws rds modify-db-instance --db-instance-identifier prod-main "
                         "--backup-retention-period 14"],
        },
    },
    {
        "id": "cloud.backup-protection-off",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "turns off the backup of a resource or suspends a bucket's versioning: what protects it "
        "from deletion or overwrite",
        "safer": "Leave protection on; change the policy's schedule or retention instead.",
        "recovery": "Turn it back on; versions and recovery points made meanwhile do not exist.",
        "match": {"cmd": ("aws", "az", "gsutil", "gcloud"),
                  "sub": ("backup protection disable", "s3api put-bucket-versioning", "versioning set",
                          "storage buckets update", "sql instances patch"),
                  "words_any": ("*status=suspended*", "off", "--no-versioning", "--no-backup",
                                "disable", "--delete-backup-data*")},
        "examples": {
            "match": ["aws s3api put-bucket-versioning --bucket acme-app-data "
                      "--versioning-configuration Status=Suspended",
                      "gsutil versioning set off gs://acme-data",
                      "az backup protection disable --container-name vm1 --item-name vm1 --yes",
                      "gcloud sql instances patch orders --no-backup"],
            "no_match": ["aws s3api put-bucket-versioning --bucket b "
                         "--versioning-configuration Status=Enabled",
                         "gsutil versioning get gs://acme-data"],
        },
    },
    {
        "id": "cloud.backup-data-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops a resource's backup and deletes its backup data: every recovery point of it",
        "safer": "Stop protection but retain the data (`--delete-backup-data false`).",
        "recovery": "None after the soft-delete period: the recovery points are gone.",
        "match": {"cmd": ("az",), "sub": ("backup protection disable", "backup vault delete"),
                  "words_any": ("--delete-backup-data=true", "true", "--force")},
        "examples": {
            "match": ["az backup protection disable --container-name vm1 --item-name vm1 --vault-name v "
                      "--delete-backup-data true --yes"],
            "no_match": ["az backup protection disable --container-name vm1 --item-name vm1 --vault-name v "
                         "--delete-backup-data false --yes"],
        },
    },
    {
        "id": "cloud.bucket-expiry",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "sets a lifecycle rule that expires a bucket's objects or old versions: they are deleted "
        "when it runs",
        "safer": "Scope the rule to a prefix of disposable objects, with a retention measured in months.",
        "recovery": "Remove the rule before it runs; expired objects are gone.",
        # every store's own spelling of an expiry rule: MinIO's `mc ilm`, s3cmd's `expire`, Backblaze's
        # lifecycle rules, Azure's management policies
        "match": {"cmd": ("aws", "gsutil", "gcloud", "mc", "s3cmd", "b2", "az"),
                  "sub": ("s3api put-bucket-lifecycle-configuration", "s3api put-bucket-lifecycle",
                          "lifecycle set", "storage buckets update", "ilm rule add", "ilm rule edit",
                          "ilm add", "ilm import", "expire", "bucket update", "update-bucket",
                          "storage account management-policy create",
                          "storage account management-policy update"),
                  "words_any": ("*expiration*", "*lifecycle*", "--expire-days*", "--expiry-days*",
                                "--expiry-date*", "--expire-date*", "--noncurrent-expire-days*",
                                "--noncurrentversion-expiration-days*", "--policy*")},
        "examples": {
            "match": ["aws s3api put-bucket-lifecycle-configuration --bucket b --lifecycle-configuration "
                      "'{\"Rules\":[{\"Status\":\"Enabled\",\"Expiration\":{\"Days\":1}}]}'",
                      "mc ilm rule add --expire-days 30 minio/uploads",
                      "s3cmd expire s3://acme-exports --expiry-days 7",
                      "b2 bucket update acme-media allPrivate "
                      "--lifecycle-rule '{\"daysFromUploadingToHiding\": 1}'"],
            "no_match": ["aws s3api get-bucket-lifecycle-configuration --bucket b",
                         "mc ilm rule ls minio/uploads",
                         "mc ilm rule add --transition-days 30 --transition-tier COLD minio/uploads"],
        },
    },
    {
        "id": "cloud.backup-bucket-expiry",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets a lifecycle rule that expires the objects of a bucket named for backups: the copies "
        "everything else is restored from are deleted",
        "safer": "Expire only old backups (a retention in months), never the whole bucket.",
        "recovery": "Remove the rule before it runs; expired backups are gone.",
        "match": {"cmd": ("aws", "gsutil", "gcloud"),
                  "sub": ("s3api put-bucket-lifecycle-configuration", "s3api put-bucket-lifecycle",
                          "lifecycle set", "storage buckets update"),
                  "words_any": ("*expiration*",), "words_also": ("*backup*",)},
        "examples": {
            "match": ["aws s3api put-bucket-lifecycle-configuration --bucket acme-db-backups "
                      "--lifecycle-configuration '{\"Rules\":[{\"Expiration\":{\"Days\":1}}]}'"],
            "no_match": ["aws s3api put-bucket-lifecycle-configuration --bucket acme-logs "
                         "--lifecycle-configuration '{\"Rules\":[{\"Expiration\":{\"Days\":90}}]}'"],
        },
    },
    {
        "id": "cloud.terraform-apply",
        "level": "destructive",
        "prod": True,
        # a change to production a human verifies; destroying the stack is terraform-destroy's stop
        "prod_level": "dangerous",
        "reason": "applies infrastructure changes (creates, changes or replaces real resources)",
        "safer": "`terraform plan -out=plan`, review it, then `terraform apply plan`.",
        "recovery": "Revert the code change and apply again; replaced resources may have lost data.",
        "match": {"cmd": _TF, "sub": ("apply", "taint", "state mv", "run-all apply")},
        "examples": {
            "match": [
                "terraform apply",
                "terraform apply -auto-approve",
                "terraform apply -auto-approve -var-file=prod.tfvars",
            ],
            "no_match": ["terraform plan -out=tfplan", "terraform init", "terraform validate"],
        },
    },
    {
        # `-replace=ADDR` (and `taint` before an apply) destroys the resource and creates a new, empty
        # one: for a stateless one (an instance, a null_resource) that is a redeploy, for one that holds
        # data (a database, a volume, a disk, a bucket, a table, a file system) the data goes with it
        "id": "cloud.terraform-replace-stateful",
        "level": "forbidden",
        "irreversible": True,
        "reason": "replaces a resource that holds data (a database instance, a volume or disk, a bucket, a "
        "table, a file system): the old one is destroyed with its contents and a new, empty one created",
        "safer": "Snapshot it first; change the attribute in place, or restore the new one from the "
        "snapshot.",
        "recovery": "Restore from the latest snapshot or backup of the replaced resource.",
        "match": {"cmd": _TF, "sub": ("apply",),
                  "words_any": ("-replace=*" + kind + "*" for kind in _STATEFUL_KINDS)},
        "examples": {
            "match": ["terraform apply -auto-approve -replace=aws_db_instance.orders",
                      "terraform apply -replace='module.data.aws_ebs_volume.logs'",
                      "tofu apply -auto-approve -replace=google_sql_database_instance.main"],
            "no_match": ["terraform apply -auto-approve -replace=aws_instance.web",
                         "terraform apply -replace=null_resource.deploy",
                         "terraform plan -replace=aws_db_instance.orders"],
        },
    },
    {
        "id": "cloud.terraform-destroy",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "destroys infrastructure managed by this configuration",
        "safer": _PLAN,
        "recovery": _STATE,
        "match": {
            "cmd": _TF,
            "sub": ("destroy", "run-all destroy", "workspace delete"),
        },
        "examples": {
            "match": [
                "terraform destroy -target=module.preview_env",
                "terraform destroy -auto-approve -var-file=envs/prod.tfvars",
                {"command": "terraform destroy -auto-approve", "env": {"TF_WORKSPACE": "pr-1432"}},
            ],
            "no_match": ["terraform destroy -help", "terraform plan"],
        },
    },
    {
        "id": "cloud.terraform-state-surgery",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        # the infrastructure stays; the state that tracks it may be corrupted or forget it: on production a
        # human verifies, as for any change to what manages live resources
        "prod_level": "dangerous",
        "reason": "edits Terraform's state by hand (`state rm` forgets a resource, `force-unlock` breaks a "
        "lock another run may hold): the next plan may recreate or orphan real resources",
        "safer": "Wait for the run that holds the lock; `terraform state pull > backup.tfstate` before any "
        "state surgery.",
        "recovery": _STATE,
        "match": {"cmd": _TF, "sub": ("state rm", "force-unlock", "state push")},
        "examples": {
            "match": ["terraform force-unlock -force 6f2a9c1e",
                      "terraform state rm module.db.aws_db_instance.main"],
            "no_match": ["terraform state list", "terraform state pull"],
        },
    },
    {
        # Pulumi's state is its record of what exists, as Terraform's is: a stack imported from an
        # edited export, or a resource deleted from state, is forgotten or duplicated by the next `up`
        "id": "cloud.pulumi-state-surgery",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "prod_level": "dangerous",
        "reason": "edits Pulumi's state by hand (`stack import` of an edited export, `state delete`, `state "
        "move`): the next update may recreate or orphan real resources",
        "safer": "`pulumi stack export > backup.json` first; prefer `pulumi refresh` or `pulumi import`.",
        "recovery": "Import the backup export again (`pulumi stack import --file backup.json`).",
        "match": {"cmd": ("pulumi",), "sub": ("stack import", "state delete", "state move", "state rename")},
        "examples": {
            "match": ["pulumi stack import --stack acme/web/prod --file edited.json",
                      "pulumi state delete 'urn:pulumi:prod::core::aws:rds/instance:Instance::main' --force"],
            "no_match": ["pulumi stack export --stack acme/web/prod --file backup.json", "pulumi stack ls"],
        },
    },
    {
        "id": "cloud.terraform-apply-destroy",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "`apply -destroy` destroys infrastructure managed by this configuration",
        "safer": _PLAN,
        "recovery": _STATE,
        "match": {"cmd": _TF, "sub": ("apply",), "flags_any": ("-destroy",)},
        "examples": {"match": ["terraform apply -destroy -auto-approve"], "no_match": ["terraform apply"]},
    },
    {
        "id": "cloud.pulumi-destroy",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "destroys or updates every resource in a Pulumi stack",
        "safer": "`pulumi preview` first, and target the stack explicitly.",
        "recovery": _STATE,
        "match": {"cmd": ("pulumi",), "sub": ("destroy", "up", "update", "stack rm", "refresh")},
        "examples": {
            "match": ["pulumi destroy --yes --stack dev", "pulumi destroy --yes --stack acme/prod"],
            "no_match": ["pulumi preview --stack dev"],
        },
    },
    {
        # an application stack's framework removes every resource it deployed for a stage: the functions,
        # and the tables, queues and buckets with their data (Serverless/SST `remove`, CDK/CDKTF `destroy`,
        # SAM `delete`, Copilot's and Amplify's `delete`, azd's `down`). The stage or stack named decides
        # how far: production's data is gone for its users, a dev stage is the team's to rebuild
        "id": "cloud.app-stack-teardown",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "tears down a deployed application stack (every function, table, queue and bucket the "
        "framework created for the stage or stack), data included",
        "safer": "Tear down only a named non-production stage; export the stage's data first.",
        "recovery": "Redeploy the stack from code; its data only from backups or snapshots.",
        "match": {"cmd": ("serverless", "sls", "sst", "cdk", "cdktf", "sam", "copilot", "amplify", "azd"),
                  "sub": ("remove", "destroy", "delete", "down", "app delete", "env delete", "svc delete",
                          "job delete")},
        "examples": {
            "match": ["npx serverless remove --stage prod --region eu-west-1", "sls remove -s production",
                      "npx cdk destroy ApiStack-dev --force",
                      "sam delete --stack-name orders-prod --no-prompts",
                      "copilot env delete --name prod --yes", "azd down --force --purge",
                      "npx sst remove --stage production"],
            "no_match": ["npx serverless deploy --stage dev", "sls info --stage prod",
                         "cdk diff ApiStack-prod",
                         "copilot svc ls", "sam list stack-outputs --stack-name orders-prod"],
        },
    },
    {
        # account cleaners (aws-nuke and its ports azure-nuke and gcp-nuke, Gruntwork's cloud-nuke) delete
        # every resource of an account, subscription or project that their filters leave in: the account
        # emptied. aws-nuke and its ports only list what they would remove unless told `--no-dry-run`;
        # cloud-nuke deletes unless told `--dry-run` (its `inspect-*` commands only list)
        "id": "cloud.account-nuked",
        "level": "forbidden",
        "irreversible": True,
        "reason": "runs an account cleaner for real: every resource of the cloud account, subscription or "
        "project that its filters do not keep is deleted, data included",
        "safer": "Run it in its dry-run mode and read the list; nuke only a sandbox account, named in its "
        "config's allow-list.",
        "recovery": "None for the data: what the account held is gone; infrastructure only from code.",
        "match": {"cmd": ("aws-nuke", "azure-nuke", "gcp-nuke", "cloud-nuke"),
                  "words_any": ("--no-dry-run", "aws", "gcp", "azure", "defaults-aws"),
                  "words_none": ("--dry-run", "--help", "-h", "version", "--version")},
        "examples": {
            "match": ["aws-nuke run -c nuke-config.yml --no-dry-run --force --no-alias-check",
                      "aws-nuke -c config.yml --profile sandbox --no-dry-run",
                      "gcp-nuke run --config nuke.yml --project-id acme-sandbox --no-dry-run",
                      "cloud-nuke aws --force", "cloud-nuke gcp"],
            "no_match": ["aws-nuke run -c nuke-config.yml", "aws-nuke -c config.yml --profile sandbox",
                         "cloud-nuke aws --dry-run", "cloud-nuke inspect-aws --region us-east-1",
                         "aws-nuke resource-types"],
        },
    },
    {
        "id": "cloud.storage-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes objects or buckets in cloud storage",
        "safer": "List first (`aws s3 ls --recursive`), and enable versioning before deleting.",
        "recovery": "Restore previous object versions if versioning was on; otherwise from backups.",
        "match": {
            "cmd": ("aws", "gsutil", "gcloud", "az", "s3cmd"),
            "sub": (
                "del",
                "s3 rm",
                "s3 rb",
                "s3api delete-bucket",
                "s3api delete-object",
                "s3api delete-objects",
                "rm",
                "rb",
                "storage rm",
                "storage buckets delete",
                "storage blob delete-batch",
                "storage container delete",
                "storage account delete",
            ),
            # a prefix inside a bucket of build artifacts or CI caches is what the pipeline makes again
            "args_none": BUILD_OUTPUT_PREFIXES,
        },
        "examples": {
            "match": [
                "aws s3 rm s3://acme-staging-uploads/tmp/ --recursive",
                "aws s3 rm s3://acme-prod-backups --recursive",
                "aws s3 rb s3://acme-customer-data-prod --force",
                "gsutil rm -r gs://b/x",
            ],
            "no_match": [
                "aws s3 ls s3://acme-build-artifacts/",
                "aws s3 rm s3://acme-build-artifacts/web/pr-1290/ --recursive",
                "aws s3 rm help",
                "aws s3 cp s3://acme-datasets/sample.csv data/sample.csv",
            ],
        },
    },
    {
        "id": "cloud.storage-delete-artifacts-production",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes build artifacts of a production bucket: the releases a rollback would deploy",
        "safer": "Let the bucket's lifecycle rule expire old artifacts; keep the releases still deployed.",
        "recovery": "Rebuild the artifacts from their tagged commits.",
        "match": {"cmd": ("aws", "gsutil", "gcloud"), "sub": ("s3 rm", "rm", "storage rm"),
                  "args_any": BUILD_OUTPUT_PREFIXES, "production": True},
        "examples": {"match": ["aws s3 rm s3://acme-prod-artifacts/releases/ --recursive"],
                     "no_match": ["aws s3 rm s3://acme-build-artifacts/web/pr-1290/ --recursive"]},
    },
    {
        "id": "cloud.bucket-delete-customer-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole bucket named for data nothing makes again (customer data, backups, "
        "archives, the raw zone or lake), with every object in it",
        "safer": "Delete the objects you mean by prefix after listing them, and keep the bucket.",
        "recovery": "None without versioning or a replica: the bucket and its objects are gone.",
        "match": {
            "cmd": ("aws", "s3cmd"),
            "sub": ("s3 rb", "rb"),
            # without it a non-empty bucket is refused
            "flags_any": ("--force", "--recursive", "-r"),
            "args_any": tuple(f"*{word}*" for word in _PRIMARY_DATA),
        },
        "examples": {
            "match": ["aws s3 rb s3://acme-customer-data --force", "aws s3 rb --force s3://app-userdata",
                      "aws s3 rb s3://acme-datalake-raw --force", "s3cmd rb --recursive s3://acme-warehouse"],
            "no_match": [
                "aws s3 rb s3://acme-customer-data",
                "aws s3 rb s3://scratch-bucket --force",
                "aws s3 rm s3://acme-customer-data/tmp/x.csv",
            ],
        },
    },
    {
        "id": "cloud.bucket-empty-customer-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every object of a bucket named for data nothing makes again (customer data, "
        "backups, archives, the raw zone or lake every derived table comes from): a recursive rm at its root",
        "safer": "Delete by prefix after listing what matches; keep versioning on.",
        "recovery": "Only from versioning or a replica: the objects are gone.",
        "match": {
            **_RECURSIVE_OBJECT_RM,
            "args_any": tuple(f"{scheme}://*{word}*" for scheme in _OBJECT_SCHEMES for word in _PRIMARY_DATA),
            # a prefix inside the bucket is a scoped delete; `gs://b/**` (stars only) is every object
            "args_none": tuple(f"{scheme}://*/[!*]*" for scheme in _OBJECT_SCHEMES),
            # `--exclude '*' --include '2019-*'`: only what the include pattern names is deleted
            "words_none": ("--include", "--include=*"),
        },
        "examples": {
            "match": ["aws s3 rm s3://acme-customer-uploads --recursive",
                      "gsutil rm -r gs://acme-db-backups", "aws s3 rm s3://acme-datalake-raw/ --recursive",
                      "gsutil -m rm -r gs://acme-warehouse-exports/**",
                      "gcloud storage rm -r gs://events-raw", "gsutil -m rm -a gs://acme-archive/**",
                      "s3cmd del --recursive --force s3://acme-backups/",
                      "b2 rm --recursive --versions b2://team-backups",
                      "gsutil -m rm -r 'gs://acme-ml-datasets/**'"],
            "no_match": ["aws s3 rm s3://acme-customer-uploads/tmp/x.csv",
                         "b2 rm --recursive b2://team-backups/tmp/", "gsutil -m rm -r 'gs://acme-ml-scratch/**'",
                         "aws s3 rm s3://acme-ci-cache/pr-411/ --recursive",
                         "aws s3 rm s3://acme-db-backups/ --recursive --exclude '*' --include '2019-*'"],
        },
    },
    {
        # the same loss as `rclone purge remote:bucket` (cloud.remote-purge-store), spelled by the cloud's
        # own CLI: every object at the bucket's root, no prefix, no filter
        "id": "cloud.bucket-emptied",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every object of a whole bucket (recursive, at its root, no prefix or filter, "
        "not one named as scratch, cache, build or test space): whatever it held is gone with no copy to "
        "restore from",
        "safer": "Delete the old objects you mean by prefix, after listing them; keep versioning on.",
        "recovery": "Only from versioning or a replica: the objects are gone.",
        "match": {
            **_RECURSIVE_OBJECT_RM,
            "args_any": tuple(f"{scheme}://?*" for scheme in _OBJECT_SCHEMES),
            "args_none": (*(f"{scheme}://*/[!*]*" for scheme in _OBJECT_SCHEMES), *_THROWAWAY_BUCKETS,
                          "*staging*", "*-dev", "*-dev-*", "*dev-*"),
            "words_none": ("--include", "--include=*", "--dryrun", "--dry-run", "-n"),
        },
        "examples": {
            "match": ["aws s3 rm s3://apt.acme.io/ --recursive", "gsutil -m rm -r gs://acme-site-assets",
                      "gcloud storage rm -r 'gs://acme-models/**'"],
            "no_match": ["aws s3 rm s3://apt.acme.io/pool/old/ --recursive",
                         "aws s3 rm s3://acme-ci-cache/ --recursive",
                         "aws s3 rm s3://acme-assets-staging/ --recursive",
                         "aws s3 rm s3://apt.acme.io/ --recursive --dryrun"],
        },
    },
    {
        "id": "cloud.zone-empty-primary-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a bucket's whole top-level zone of data nothing makes again (the raw or landing "
        "zone every derived table is computed from, the backups, the archive)",
        "safer": "Delete the dated partitions you mean after listing them; keep versioning on.",
        "recovery": "Only from versioning or a replica: the objects are gone.",
        "match": {
            **_RECURSIVE_OBJECT_RM,
            # `s3://lake/raw/`, `gs://x/backups/**`: the zone itself, not a partition inside it
            "args_any": tuple(f"{scheme}://*/{zone}{tail}" for scheme in _OBJECT_SCHEMES
                              for zone in _PRIMARY_ZONES for tail in ("", "/", "/[*][*]", "/[*]")),
            "words_none": ("--include", "--include=*"),
        },
        "examples": {
            "match": ["aws s3 rm s3://acme-datalake/raw/ --recursive", "gsutil -m rm -r gs://acme-etl/landing/**",
                      "b2 rm --recursive b2://acme-files/backups"],
            "no_match": ["aws s3 rm s3://acme-datalake/raw/2019-01-01/ --recursive",
                         "aws s3 rm s3://acme-datalake/tmp/ --recursive",
                         "aws s3 rm s3://acme-datalake/raw/x.csv"],
        },
    },
    {
        # `az storage blob delete-batch` with no pattern, or `--pattern '*'`, deletes every blob of the
        # container; a pattern naming some (`2025/*`) or a date condition is a scoped delete
        "id": "cloud.blob-batch-delete-primary-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every blob of a container or account named for data nothing makes again "
        "(backups, archives, customer data, the raw zone or lake)",
        "safer": "Delete by a pattern naming the old blobs, after listing them (`az storage blob list`); "
        "keep soft delete on.",
        "recovery": "Undelete within the soft-delete retention (`az storage blob undelete`); otherwise gone.",
        "match": {"cmd": ("az",), "sub": ("storage blob delete-batch", "storage container delete",
                                          "storage account delete", "storage fs delete"),
                  # the account or container, as an option's value or a short option's word (`-s raw`)
                  "words_any": tuple(f"{option}{word}*" for option in (
                      "--account-name=*", "--source=*", "--name=*", "--container-name=*", "--file-system=*",
                      "", "[!-]*") for word in _PRIMARY_DATA),
                  "words_none": ("--pattern=*[!*]*", "--dryrun", "--dry-run", "--if-modified-since=*",
                                 "--if-unmodified-since=*")},
        "examples": {
            "match": ["az storage blob delete-batch --account-name acmeprodbackups --source db-backups "
                      "--pattern '*'", "az storage blob delete-batch --account-name stlake -s raw",
                      "az storage container delete --account-name stcustomerdata --name uploads"],
            "no_match": ["az storage blob delete-batch --account-name stledgerstaging --source exports "
                         "--pattern '2025/*'",
                         "az storage blob delete-batch --account-name acmedevscratch --source tmp "
                         "--pattern '*'",
                         "az storage blob delete-batch --account-name acmeprodbackups --source db-backups "
                         "--pattern '*' --dryrun"],
        },
    },
    {
        # `aws s3 rb --force` empties the bucket and removes it: the same loss as cloud.bucket-emptied's
        # recursive rm at the root, with the bucket's name gone too. Named as scratch, cache, build, test,
        # staging or a developer's space, it is a clean-up (cloud.storage-delete's pause stays).
        "id": "cloud.bucket-removed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole bucket with every object in it (not one named as scratch, cache, build, "
        "test, staging or a developer's space): whatever it held is gone with no copy to restore from",
        "safer": "Delete the old objects you mean by prefix, after listing them; keep the bucket and "
        "versioning on.",
        "recovery": "Only from a replica: the bucket and its objects are gone.",
        "match": {
            "cmd": ("aws", "s3cmd"),
            "sub": ("s3 rb", "rb"),
            "flags_any": ("--force", "--recursive", "-r"),
            "args_any": ("s3://?*",),
            # a bucket named at run time (`s3://{}` from xargs, `s3://$B`) is the listing's: an unfiltered
            # listing's every bucket is judged by the listing rules, a filtered one's keeps the pause
            "args_none": (*_THROWAWAY_BUCKETS, "*staging*", "*-dev", "*-dev-*", "*dev-*", "*-qa", "*-qa-*",
                          "*-uat*", "*-poc*", "*-demo*", "s3://{}*", "s3://$*"),
            "words_none": ("--dryrun", "--dry-run"),
        },
        "examples": {
            "match": ["aws s3 rb s3://acme-ml-training-data --force", "aws s3 rb --force s3://acme-site-assets",
                      "s3cmd rb --recursive s3://acme-invoices"],
            "no_match": ["aws s3 rb s3://acme-ml-training-data", "aws s3 rb s3://acme-ci-tmp-2023 --force",
                         "aws s3 rb s3://athena-results-dev-jzhang --force",
                         "aws s3 rb s3://acme-assets-staging --force"],
        },
    },
    {
        # `az storage blob delete-batch` with no pattern, or `--pattern '*'`, deletes every blob of the
        # container: the whole container emptied, as cloud.bucket-emptied's recursive rm at a bucket's root
        "id": "cloud.blob-batch-delete-whole",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every blob of a container (no pattern, or one matching everything), not one named "
        "as scratch, cache, build, test, staging or a developer's space",
        "safer": "Delete by a pattern naming the old blobs, after listing them (`az storage blob list`); "
        "keep soft delete on.",
        "recovery": "Undelete within the soft-delete retention (`az storage blob undelete`); otherwise gone.",
        "match": {"cmd": ("az",), "sub": ("storage blob delete-batch",),
                  "words_none": ("--pattern=*[!*]*", "--dryrun", "--dry-run", "--if-modified-since=*",
                                 "--if-unmodified-since=*", *_THROWAWAY_BUCKETS, "*staging*", "*dev*", "*qa*",
                                 "*uat*")},
        "examples": {
            "match": ["az storage blob delete-batch --account-name acmemlprod --source models --pattern '*'",
                      "az storage blob delete-batch --account-name acmemedia --source images"],
            "no_match": ["az storage blob delete-batch --account-name acmemlprod --source models "
                         "--pattern '2023/*'",
                         "az storage blob delete-batch --account-name stdevexports --source exports "
                         "--pattern '*'",
                         "az storage blob delete-batch --source uploads --account-name acmestagingsa"],
        },
    },
    {
        "id": "cloud.storage-sync-delete",
        "level": "destructive",
        "irreversible": True,
        # no production raise: a sync from a real build replaces the content with a new version (a
        # deploy); a sync of nothing is what stops (the mirror-of-nothing check)
        "reason": "sync --delete removes remote objects that are not in the local source",
        "safer": "Run with `--dryrun` first and review the deletions.",
        "recovery": "Restore previous object versions if versioning was on.",
        "match": {
            "cmd": ("aws", "gsutil", "gcloud", "s3cmd"),
            "sub": ("s3 sync", "rsync", "storage rsync", "sync"),
            "flags_any": ("--delete", "-d", "--delete-unmatched-destination-objects", "--delete-removed"),
            "flags_none": ("--dryrun", "-n", "--dry-run"),
        },
        "examples": {
            "match": ["aws s3 sync ./public s3://acme-marketing-site --delete",
                      "s3cmd sync --delete-removed ./site s3://docs-site"],
            "no_match": ["aws s3 sync ./public s3://acme-marketing-site --delete --dryrun"],
        },
    },
    {
        "id": "cloud.sync-delete-user-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sync --delete onto a bucket named for customer or user data: what users stored there and "
        "the source lacks is deleted",
        "safer": "Copy without `--delete`, or sync into a prefix of its own.",
        "recovery": "Only from versioning or a replica: the objects are gone.",
        "match": {
            "cmd": ("aws", "gsutil", "gcloud"),
            "sub": ("s3 sync", "rsync", "storage rsync"),
            "flags_any": ("--delete", "-d", "--delete-unmatched-destination-objects"),
            "flags_none": ("--dryrun", "-n", "--dry-run"),
            "args_any": ("*://*customer*", "*://*user-data*", "*://*userdata*", "*://*user-uploads*",
                         "*://*client-data*"),
        },
        "examples": {
            "match": ["aws s3 sync ./dist s3://acme-prod-user-uploads/ --delete"],
            "no_match": ["aws s3 sync ./dist s3://acme-storefront-prod/ --delete",
                         "aws s3 sync s3://acme-user-uploads ./mirror --delete --dryrun"],
        },
    },
    {
        "id": "cloud.delete-resource",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes or terminates cloud resources",
        "safer": "Check the resource name and environment; snapshot data-bearing resources first.",
        "recovery": _STATE,
        "match": {
            "cmd": ("aws",),
            "no_sub": (*_BACKUP_POINT_DELETES, *TRAFFIC_MEMBERSHIP),
            "sub": (
                "* delete-*",
                "* terminate-*",
                "* remove-*",
                "* deregister-*",
                "* purge-*",
                "* revoke-*",
                "* disable-*",
                "* stop-*",
                "* cancel-*",
                "* schedule-key-deletion",
            ),
        },
        "examples": {
            "match": [
                "aws ec2 terminate-instances --instance-ids i-0abc123def4567890",
                "aws rds delete-db-instance --db-instance-identifier orders-prod --skip-final-snapshot",
            ],
            "no_match": [
                "aws ec2 describe-instances --filters Name=tag:env,Values=staging",
                "aws sts get-caller-identity",
            ],
        },
    },
    {
        # An encryption key destroyed in any key service: every disk, bucket, database and backup
        # encrypted under it becomes unreadable for good, wherever those copies are (a scheduled AWS
        # deletion runs by itself when its waiting period ends; Key Vault's purge ends the soft delete)
        "id": "cloud.encryption-key-destroyed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys (or schedules the destruction of) an encryption key: everything encrypted "
        "under it, backups included, can never be decrypted again",
        "safer": "Disable the key instead (`aws kms disable-key`, `gcloud kms keys versions disable`) and "
        "wait to see what breaks.",
        "recovery": "Within AWS's waiting period, `aws kms cancel-key-deletion`; after it, nothing.",
        "match": {"cmd": ("aws", "gcloud", "az", "oci", "vault"),
                  "sub": ("kms schedule-key-deletion", "kms delete-imported-key-material",
                          "kms keys versions destroy", "keyvault key purge",
                          "kms management key schedule-deletion",
                          "kms management key-version schedule-deletion",
                          "delete transit/keys/*",
                          "delete */transit/keys/*"),
                  # a key named for another environment encrypts that environment's data: its loss is
                  # that environment's, left to the delete rules' pause
                  "words_none": _OTHER_ENVIRONMENT_NAMES},
        "examples": {"match": ["aws kms schedule-key-deletion --key-id 1a2b --pending-window-in-days 7",
                               "gcloud kms keys versions destroy 1 --key k --keyring r --location global",
                               "az keyvault key purge --vault-name v --name k",
                               "vault delete transit/keys/orders"],
                     "no_match": ["aws kms disable-key --key-id 1a2b", "aws kms describe-key --key-id 1a2b",
                                  "aws kms schedule-key-deletion --key-id alias/staging-data",
                                  "az keyvault key delete --vault-name v --name k",
                                  "vault read transit/keys/orders",
                                  "aws kms cancel-key-deletion --key-id 1a2b"]},
    },
    {
        "id": "cloud.delete-resource-gcloud-az",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes cloud resources",
        "safer": "Check the resource name and environment; snapshot data-bearing resources first.",
        "recovery": _STATE,
        "match": {
            # every provider's CLI says `SERVICE [KIND] delete NAME`: a server, volume or database
            # named for production (`hcloud server delete prod-db-1`) is production's, gone with its disk
            "cmd": ("gcloud", "az", "doctl", "heroku", "fly", "flyctl", "vercel", "netlify", "hcloud",
                    "linode-cli", "scw", "oci", "openstack", "vultr-cli", "exo", "upctl", "civo", "ibmcloud",
                    "aliyun", "tccli",
                    # EKS' own CLI says `delete KIND --name NAME`: a whole cluster with its workloads
                    "eksctl"),
            "sub": (
                "* delete",
                "* * delete",
                "* * * delete",
                "* * * * delete",  # az monitor log-analytics workspace table delete
                "delete",
                "* destroy",
                "* * destroy",
                "* * * destroy",  # gcloud kms keys versions destroy
                "apps:destroy",
                "destroy",
                "remove",
                "rm",
                "* rm",
                "* remove",
                "* * remove",
            ),
            # a stored secret or an environment variable is not a resource holding data (cred.secret-change)
            "no_sub": ("secrets delete", "secrets versions destroy", "keyvault secret delete", "env rm",
                       "env remove", "secrets unset", "config:unset"),
        },
        "examples": {
            "match": [
                "gcloud compute instances delete build-runner-3 --zone us-central1-a --quiet",
                "gcloud sql instances delete orders-prod --quiet",
                "az group delete --name rg-pr-1234-preview --yes",
                "hcloud server delete prod-db-1",
                "openstack volume delete test-vol-3",
                "eksctl delete cluster --name ci-ephemeral-4411",
            ],
            "no_match": ['gcloud compute instances list --filter="labels.env=dev"', "az group list -o table",
                         "hcloud server describe prod-db-1", "openstack server list",
                         "eksctl get cluster --name ci-ephemeral-4411"],
        },
    },
    {
        # stopping machines is undone by starting them (disks are kept), but meanwhile nothing they serve
        # answers: on production an outage a human confirms; a dev machine is one's own to stop
        # whatever the machine serves (a build runner, a jump box, a batch worker) is down for everyone
        # who uses it until it is started again: a capacity change a human confirms, in any environment;
        # one named as a person's own (a devbox, a workstation, `my-…`) is theirs to stop
        "id": "cloud.stop-machines",
        "level": "destructive",
        "prod_level": "destructive",
        "prod": True,
        "reason": "stops, deallocates or restarts virtual machines: what they serve is down until they "
        "are started again",
        "safer": "Stop one machine at a time, after draining it; check the resource group or project.",
        "recovery": "Start them again (`az vm start`, `gcloud compute instances start`).",
        "match": {
            "cmd": ("az", "gcloud"),
            "sub": ("vm stop", "vm deallocate", "vm restart", "vmss stop", "vmss deallocate", "vmss restart",
                    "compute instances stop", "compute instances suspend", "compute instances reset",
                    "beta compute instances stop"),
            "words_none": ("*devbox*", "*dev-box*", "*workstation*", "*personal*", "my-*", "*-mine"),
        },
        "examples": {
            "match": ["az vm deallocate -g rg-prod-core -n web-1",
                      "gcloud compute instances stop runner-3 --zone us-central1-a"],
            "no_match": ["az vm start -g rg-prod-core -n web-1", "az vm list -g rg-prod-core",
                         "gcloud compute instances start runner-3"],
        },
    },
    {
        # one named snapshot or recovery point: a copy of the data, not the data, and the others remain;
        # a scoped deletion a human confirms wherever it lives (production's included)
        "id": "cloud.delete-backup-point",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes one named snapshot or backup recovery point: that point in time can no longer "
        "be restored",
        "safer": "Check it is not the newest or the only copy; let the backup plan's lifecycle expire it.",
        "recovery": "None for that point: restore from an older or newer one.",
        "match": {"cmd": ("aws",), "sub": _BACKUP_POINT_DELETES},
        "examples": {
            "match": ["aws backup delete-recovery-point --backup-vault-name prod-vault "
                      "--recovery-point-arn arn:aws:rds:us-east-1:1:snapshot:awsbackup-job-1",
                      "aws rds delete-db-snapshot --db-snapshot-identifier orders-prod-2023-01-01"],
            "no_match": ["aws backup list-recovery-points-by-backup-vault --backup-vault-name prod-vault",
                         "aws rds delete-db-instance --db-instance-identifier orders-prod"],
        },
    },
    {
        # every cloud divides an account into top containers that hold whole environments, whatever it
        # calls them (a project, an OCI compartment, a folder, an organizational unit, a management group,
        # a subscription): deleting or cancelling one takes everything under it, any name included
        "id": "cloud.delete-account",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole cloud project, compartment, folder, organizational unit, subscription, "
        "organization or account: every resource under it goes",
        "safer": "Ask the account owner; projects and accounts are closed through the console with review.",
        "recovery": "Some providers allow undelete within a grace period (`gcloud projects undelete ID`).",
        "match": {
            "cmd": ("gcloud", "aws", "az", "oci", "linode-cli", "ibmcloud", "aliyun"),
            "sub": (
                "projects delete",
                "organizations close-account",
                "organizations leave-organization",
                "organizations delete-organization",
                "organizations delete-organizational-unit",
                "account delete",
                "account cancel",
                "organizations delete",
                "account management-group delete",
                "account subscription cancel",
                "account subscription delete",
                "iam compartment delete",
                "resource-manager folders delete",
                "resourcemanager deletefolder",
                "resourcemanager deleteresourcedirectory",
            ),
        },
        "examples": {
            "match": [
                "gcloud projects delete acme-prod-281 --quiet",
                "gcloud projects delete sandbox-test-9921",
                "aws organizations close-account --account-id 123456789012",
                "oci iam compartment delete --compartment-id ocid1.compartment.oc1..aaaaexample --force",
                "gcloud resource-manager folders delete 123456789012",
                "az account subscription cancel --id 00000000-1111-2222-3333-444444444444",
                "aws organizations delete-organizational-unit --organizational-unit-id ou-ab12-cdef3456",
            ],
            "no_match": ["gcloud projects list", "gcloud projects describe x",
                         "oci iam compartment list --all",
                         "gcloud resource-manager folders list --organization 1",
                             "az account subscription list",
                         "az group delete --name rg-feature-x-preview --yes"],
        },
    },
    {
        # these platforms put what they deploy straight in front of users (no preview step unless one
        # is asked for: `firebase hosting:channel:deploy`, a `netlify deploy` draft, a bare `vercel`)
        "id": "cloud.platform-live-deploy",
        "level": "destructive",
        "extends_generic": True,
        "reason": "deploys straight to the live site or app on a hosting platform: users get this build",
        "safer": "Deploy a preview first (`firebase hosting:channel:deploy NAME`, "
        "`wrangler versions upload`, "
        "`netlify deploy` without `--prod`), check it, then promote it.",
        "recovery": "Roll back to the previous release (`firebase hosting:rollback`, `fly releases` and "
        "`fly deploy --image` of the last one, `wrangler rollback`).",
        "match": {"cmd": ("firebase", "fly", "flyctl", "wrangler", "mkdocs", "railway", "heroku", "amplify",
                          "cf"),
                  "sub": ("deploy", "publish", "pages deploy", "pages publish", "gh-deploy", "up", "push",
                          "container:release"),
                  # an app or channel named for one pull request is that change's preview, not the live one
                  "words_none": ("--dry-run", "--dry-run=*", "--help", "*-pr-[0-9]*", "pr-[0-9]*",
                                 "*preview*",
                                 "review-*")},
        "examples": {"match": ["firebase deploy --only hosting", "firebase deploy",
                               "fly deploy --app acme-web",
                               "wrangler deploy", "mkdocs gh-deploy --force", "railway up",
                                   "heroku container:release web -a shop",
                               "wrangler pages deploy dist --project-name site", "cf push myapp"],
                     "no_match": ["firebase hosting:channel:deploy preview-42", "firebase emulators:start",
                                  "fly status", "wrangler dev", "mkdocs build", "mkdocs serve",
                                      "railway logs",
                                  "heroku logs --tail -a shop-staging", "wrangler deploy --dry-run",
                                  "fly deploy --app acme-pr-512"]},
    },
    {
        # `surge DIR DOMAIN` and `gh-pages -d DIR` have no subcommand: run, they publish
        "id": "cloud.static-site-publish",
        "level": "destructive",
        "extends_generic": True,
        "reason": "publishes a directory as a live website (surge, gh-pages): anyone can fetch it at once",
        "safer": "Check what the directory holds (`ls -R dist`): nothing private, no keys or `.env`.",
        "recovery": "Publish the previous build again, or take the site down (`surge teardown DOMAIN`).",
        "match": {"cmd": ("surge", "gh-pages"),
                  "words_none": ("teardown", "list", "login", "logout", "whoami", "token", "--help", "-h",
                                 "--version", "-V", "plus", "ssl", "encrypt", "invite", "revoke")},
        "examples": {"match": ["surge ./dist acme.surge.sh", "gh-pages -d dist", "surge"],
                     "no_match": ["surge teardown acme.surge.sh", "surge list", "gh-pages --help"]},
    },
    {
        # `vercel` with no subcommand deploys the directory; `--prod` puts it in front of live users
        "id": "cloud.platform-production-deploy",
        "level": "destructive",
        "reason": "deploys straight to production on a hosting platform: live users get this build",
        "safer": "Deploy a preview (`vercel`), check it, then promote it (`vercel promote URL`).",
        "recovery": "Roll back to the previous deployment (`vercel rollback`).",
        "match": {"cmd": ("vercel",), "words_any": ("--prod", "--target=production"),
                  "words_none": ("env", "pull", "ls", "list", "logs", "inspect", "domains", "dns", "certs",
                                 "project", "projects", "build", "dev", "link", "whoami", "--help")},
        "examples": {"match": ["vercel --prod", "vercel ./dist --prod --yes", "vercel --target=production"],
                     "no_match": ["vercel", "vercel pull --yes --environment=production",
                                  "vercel build --prod", "vercel env ls production"]},
    },
    {
        # a hosting site switched off serves "Site Not Found" to every visitor until someone deploys it
        # again; on production that is the whole public site dark, on a dev project a pause
        "id": "cloud.site-unpublished",
        "level": "destructive",
        "prod": True,
        "reason": "takes a hosted site offline (its content stops being served): every visitor gets an "
        "error page until it is deployed again",
        "safer": "Deploy a maintenance page instead, or let the site's owner switch it off.",
        "recovery": "Deploy the site again (`firebase deploy --only hosting`, `surge ./dist DOMAIN`).",
        "match": {"cmd": ("firebase", "surge"), "sub": ("hosting:disable", "teardown")},
        "examples": {"match": ["npx firebase hosting:disable --project shop-dev --force",
                               "surge teardown docs.acme.io"],
                     "no_match": ["firebase hosting:channel:list", "surge list"]},
    },
    {
        # an app's web processes scaled to none, or the app service stopped, serves nothing until it is
        # started again: an outage a human confirms, undone by starting it (as `kubectl scale --replicas=0`)
        "id": "cloud.app-stopped",
        "level": "destructive",
        "reason": "stops a hosted app or scales its processes to zero: it serves nothing until started again",
        "safer": "Scale down rather than to zero, or put the app in maintenance mode with a notice.",
        "recovery": "Start it again (`heroku ps:scale web=1`, `fly scale count 1`, `az webapp start`).",
        "match": {"cmd": ("heroku", "fly", "flyctl", "az", "gcloud"),
                  "sub": ("ps:scale", "scale count", "webapp stop", "functionapp stop", "app versions stop"),
                  "words_none": ("*=[1-9]*", "[1-9]*", "--help")},
        "examples": {"match": ["heroku ps:scale web=0 -a shop-prod", "fly scale count 0 -a shop-api",
                               "az webapp stop --name shop-prod -g rg", "gcloud app versions stop v1"],
                     "no_match": ["heroku ps:scale web=2 -a shop", "fly scale count 3 -a shop-api",
                                  "az webapp start --name shop -g rg"]},
    },
    {
        # a fleet's capacity set to none (an ECS service's tasks, an auto scaling group's instances, a
        # managed instance group, a scale set): everything it served stops, until it is scaled up again.
        # On production that is an outage a human confirms; a staging or dev fleet at zero saves money.
        "id": "cloud.capacity-zero",
        "level": "reversible",
        "prod": True,
        "reason": "scales a service's or group's capacity to zero: every task or instance is stopped and "
        "it serves nothing until scaled up again",
        "safer": "Scale down to a small count rather than zero, or drain traffic away from it first.",
        "recovery": "Set the count back (`aws ecs update-service --desired-count N`, "
        "`aws autoscaling set-desired-capacity --desired-capacity N`).",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": ("ecs update-service", "autoscaling set-desired-capacity",
                          "autoscaling update-auto-scaling-group", "compute instance-groups managed resize",
                          "vmss scale"),
                  "words_any": ("--desired-count=0", "--desired-capacity=0", "--max-size=0", "--size=0",
                                "--new-capacity=0")},
        "examples": {"match": ["aws ecs update-service --cluster prod --service api --desired-count 0",
                               "aws autoscaling set-desired-capacity --auto-scaling-group-name web "
                               "--desired-capacity 0",
                               "aws autoscaling update-auto-scaling-group --auto-scaling-group-name w "
                               "--min-size 0 --max-size 0",
                               "gcloud compute instance-groups managed resize web-mig --size=0 --zone z",
                               "az vmss scale -g rg -n web --new-capacity 0"],
                     "no_match": ["aws ecs update-service --cluster prod --service api --desired-count 2",
                                  "aws autoscaling update-auto-scaling-group --auto-scaling-group-name w "
                                  "--min-size 0 --max-size 4",
                                  "aws ecs update-service --cluster prod --service api "
                                  "--force-new-deployment"]},
    },
    {
        "id": "cloud.delete-platform-project",
        "level": "forbidden",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a whole project, app or site on a hosting platform, with its deployments, "
        "domains, settings and the databases attached to it",
        "safer": "Remove the one deployment or resource you mean; let the owner delete the project in the "
        "console.",
        "recovery": "Usually none: recreate the project and restore its data from your own backups.",
        "match": {
            # AWS Copilot's application holds every environment it was deployed to, production included
            "cmd": ("vercel", "netlify", "heroku", "fly", "flyctl", "supabase", "railway", "render",
                    "firebase", "doctl", "neonctl", "pscale", "turso", "wrangler", "copilot"),
            "sub": ("project rm", "project remove", "projects rm", "projects remove", "project delete",
                    "projects delete", "apps:destroy", "apps destroy", "apps delete", "app destroy",
                    "app delete", "sites:delete", "sites delete", "apps:delete", "database delete",
                    "db destroy", "databases delete", "projects:delete", "d1 delete", "pages project delete"),
            # a review app is one pull request's deployment, made by the pipeline for it (Heroku names
            # them APP-pr-N): destroying it is removing one deployment, a pause (cloud.delete-resource-*);
            # so is an app, site or database named for a non-production environment (`orders-staging`,
            # `shop-api-dev`): one environment's copy, the rubric's named stack destroyed, not the product
            "words_none": ("*-pr-[0-9]*", "pr-[0-9]*"),
            "args_none": NON_PRODUCTION_NAMES,
        },
        "examples": {
            "match": ["vercel project rm storefront", "heroku apps:destroy shop --confirm shop",
                      "copilot app delete --name acme --yes",
                      "flyctl apps destroy shop-api", "supabase projects delete abcdefghij",
                      "netlify sites:delete 1f2e3d"],
            "no_match": ["vercel project ls", "heroku apps:info shop", "flyctl apps list",
                         "heroku apps:destroy shop-pr-88 --confirm shop-pr-88",
                         "turso db destroy orders-staging --yes", "fly apps destroy shop-api-dev --yes"],
        },
    },
    {
        # `vercel remove NAME` (or `rm`) given a project's name, not one deployment's URL, removes the
        # project's every deployment: the site is down, its domains point at nothing
        "id": "cloud.platform-project-removed-by-name",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes every deployment of a hosting project named by its name (not one deployment's "
        "URL): the site and its domains stop serving",
        "safer": "Remove the one deployment by its URL (`vercel remove my-app-abc123.vercel.app`), or keep "
        "the aliased ones (`--safe`).",
        "recovery": "Deploy again from the repository and re-attach the domains; the old deployments are "
        "gone.",
        # a branch's preview (`storefront-git-feat-cart-acme`, as Vercel names them) or a project named for a
        # non-production environment is that copy's deployments, a pause (cloud.delete-resource-gcloud-az)
        "match": {"cmd": ("vercel",), "sub": ("remove", "rm"), "min_operands": 1,
                  "args_none": ("*.*", "dpl_*", "https://*", "*-git-*", *NON_PRODUCTION_NAMES),
                  "words_none": ("--safe", "--help", "-h")},
        "examples": {"match": ["vercel remove acme-storefront --yes", "vercel rm docs-site -y"],
                     "no_match": ["vercel remove acme-storefront-4f2a1b.vercel.app --yes",
                                  "vercel remove storefront-git-feat-cart-acme --yes",
                                  "vercel remove storefront-staging --yes",
                                  "vercel rm dpl_8xKq2 --yes", "vercel remove acme-storefront --safe --yes",
                                  "vercel ls acme-storefront"]},
    },
    {
        # a DNS zone answers for every name in a domain: deleted, the site, mail and APIs under it stop
        # resolving for everyone, and a zone made again gets new name servers, so the domain's
        # delegation at the registrar must be redone before anything resolves again
        "id": "cloud.dns-zone-deleted",
        "extends_generic": True,  # flarectl and vultr-cli are known for this act only
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole DNS zone: every name in the domain (site, mail, APIs) stops resolving, "
        "and a new zone comes with new name servers the registrar must be told",
        "safer": "Delete the one record you mean (`change-resource-record-sets` with DELETE, `gcloud dns "
        "record-sets delete`), after exporting the zone.",
        "recovery": "Recreate the zone from an export, then update the name servers at the registrar; "
        "resolvers keep the old answers until their TTLs run out.",
        "match": {"cmd": ("aws", "gcloud", "az", "doctl", "hcloud", "linode-cli", "oci", "flarectl",
                          "vultr-cli"),
                  "sub": ("route53 delete-hosted-zone", "dns managed-zones delete", "network dns zone delete",
                          "network private-dns zone delete", "compute domain delete", "domains delete",
                          "dns zone delete", "zone delete", "dns domain delete")},
        "examples": {"match": ["aws route53 delete-hosted-zone --id Z0EXAMPLE",
                               "gcloud dns managed-zones delete acme-com --quiet",
                               "az network dns zone delete -g rg-dns -n acme.com --yes",
                               "doctl compute domain delete acme.com --force",
                               "flarectl zone delete --zone acme.io", "vultr-cli dns domain delete acme.io"],
                     "no_match": ["aws route53 list-hosted-zones", "flarectl zone list",
                                  "flarectl dns delete --zone acme.io --id 372e",
                                  "gcloud dns record-sets delete www.acme.com. --zone acme-com --type A",
                                  "az network dns record-set a delete -g rg -z acme.com -n www",
                                  "doctl compute domain records delete acme.com 1234"]},
    },
    {
        "id": "cloud.audit-disable",
        "level": "forbidden",
        "irreversible": True,
        "reason": "turns off cloud audit logging or threat detection",
        "safer": "Audit trails are changed by the security owner, never by an agent.",
        "recovery": "Re-enable logging (`aws cloudtrail start-logging --name TRAIL`) and review the gap.",
        "match": {
            "cmd": ("aws", "gcloud", "az"),
            "sub": (
                "cloudtrail stop-logging",
                "cloudtrail delete-trail",
                "cloudtrail update-trail",
                "guardduty delete-detector",
                "guardduty disassociate-*",
                "config stop-configuration-recorder",
                "config delete-configuration-recorder",
                "logging sinks delete",
                "logging buckets delete",
                "securityhub disable-security-hub",
                "monitor diagnostic-settings delete",
                "inspector2 disable",
                "macie2 disable-macie",
                "detective delete-graph",
                "security auto-provisioning-setting update",
                # a network's flow logs are its audit trail: who talked to whom, kept nowhere else
                "ec2 delete-flow-logs",
                "network watcher flow-log delete",
            ),
        },
        "examples": {
            "match": ["aws cloudtrail stop-logging --name org-trail",
                      "aws inspector2 disable --resource-types EC2",
                      "aws macie2 disable-macie",
                      "aws ec2 delete-flow-logs --flow-log-ids fl-0a1b2c3d4e5f67890",
                      "az network watcher flow-log delete -l westeurope -n fl-prod"],
            "no_match": ["aws cloudtrail describe-trails", "aws inspector2 list-findings"],
        },
    },
    {
        # a detector, a Defender plan or a security API switched off without being deleted: the same
        # blindness under a setting's name
        "id": "cloud.threat-detection-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches off the cloud's threat detection (GuardDuty, Defender for Cloud, Security "
        "Command Center) while keeping its name: nothing raises an alert",
        "safer": "Threat detection is changed by the security owner; suppress one noisy finding instead.",
        "recovery": "Switch it back on (`aws guardduty update-detector --enable`, "
        "`az security pricing create "
        "--tier standard`, `gcloud services enable …`) and review the gap.",
        "match": {"cmd": ("aws", "az", "gcloud"),
                  "sub": ("guardduty update-detector", "security pricing create", "services disable"),
                  "words_any": ("--no-enable", "--enable=false", "free", "Free", "--tier=free", "--tier=Free",
                                "securitycenter.googleapis.com", "containerthreatdetection.googleapis.com",
                                "websecurityscanner.googleapis.com", "logging.googleapis.com",
                                "cloudaudit.googleapis.com")},
        "examples": {"match": ["aws guardduty update-detector --detector-id 12abc --no-enable",
                               "az security pricing create -n VirtualMachines --tier free",
                               "gcloud services disable securitycenter.googleapis.com"],
                     "no_match": ["aws guardduty update-detector --detector-id 12abc --enable",
                                  "az security pricing create -n VirtualMachines --tier standard",
                                  "gcloud services disable translate.googleapis.com"]},
    },
    {
        # the record of what was done in the account is kept in log groups, buckets and workspaces named
        # for it; deleting them is the cloud's `rm /var/log/audit`, whatever the environment
        "id": "cloud.audit-trail-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the store that holds the cloud's audit trail (a CloudTrail log group or bucket, "
        "Cloud Audit Logs, an activity-log export or security workspace): the record of who did what is gone",
        "safer": "Audit trails are kept for their retention period and changed only by the security owner; "
        "export what you need instead of deleting.",
        "recovery": "None for what was deleted; restore from a separate archive account if one exists, and "
        "report the gap.",
        "match": {
            "cmd": ("aws", "gcloud", "az", "gsutil"),
            "sub": _STORE_DELETES,
            "words_also": _AUDIT_TRAIL_NAMES,
        },
        "examples": {
            "match": ["aws logs delete-log-group --log-group-name /aws/cloudtrail/org-trail",
                      "aws s3 rb s3://acme-cloudtrail-logs --force",
                      "gcloud logging logs delete cloudaudit.googleapis.com%2Factivity",
                      "az monitor log-analytics workspace delete -g rg-sec -n sec-audit-ws --yes",
                      "az storage container delete --name insights-activity-logs --account-name acmelogs",
                      "az monitor log-analytics workspace delete -g rg-sec -n sec-workspace --force --yes",
                      "aws logs delete-log-group --log-group-name /aws/vpc/flow-logs-prod"],
            "no_match": ["aws logs delete-log-group --log-group-name /aws/lambda/thumbnail-dev",
                         "aws logs delete-log-group --log-group-name /aws/lambda/secret-rotator-dev",
                         "aws logs describe-log-groups --log-group-name-prefix /aws/cloudtrail",
                         "aws s3 ls s3://acme-cloudtrail-logs/",
                         "gcloud logging logs delete projects/acme/logs/my-app-debug"],
        },
    },
    {
        # a shorter retention on the audit trail deletes its older records at the next sweep, and every
        # later one sooner: the security owner's decision, a human confirms it
        "id": "cloud.audit-trail-retention",
        "level": "dangerous",
        "reason": "changes how long the cloud's audit trail is kept: records older than the new retention "
        "are deleted",
        "safer": "Leave audit retention to the security owner; export what you need to a separate archive.",
        "recovery": "Set the retention back; records already expired are gone.",
        "match": {"cmd": ("aws",), "sub": ("logs put-retention-policy",), "words_also": _AUDIT_TRAIL_NAMES},
        "examples": {
            "match": ["aws logs put-retention-policy --log-group-name /aws/cloudtrail/org-trail "
                      "--retention-in-days 1"],
            "no_match": ["aws logs put-retention-policy --log-group-name /aws/lambda/resize "
                         "--retention-in-days 7",
                         "aws logs describe-log-groups --log-group-name-prefix /aws/cloudtrail"],
        },
    },
    {
        # the same retention cut to days (CloudWatch's steps below its 90-day mark): the record of what
        # was done in the account is deleted behind whoever does it, a week or a day later
        "id": "cloud.audit-trail-shortened",
        "level": "forbidden",
        "irreversible": True,
        "reason": "cuts the cloud's audit trail retention to days: the record of what was done in the "
        "account is deleted shortly after it is written",
        "safer": "Leave audit retention to the security owner; audit trails are kept a year or more.",
        "recovery": "Set the retention back at once; records already expired are gone.",
        "match": {"cmd": ("aws",), "sub": ("logs put-retention-policy",), "words_also": _AUDIT_TRAIL_NAMES,
                  "words_any": _SHORT_RETENTION},
        "examples": {
            "match": ["aws logs put-retention-policy --log-group-name aws-cloudtrail-logs-o-1 "
                      "--retention-in-days 1",
                      "aws logs put-retention-policy --log-group-name /org/audit --retention-in-days=7"],
            "no_match": ["aws logs put-retention-policy --log-group-name /aws/cloudtrail/org-trail "
                         "--retention-in-days 3653",
                         "aws logs put-retention-policy --log-group-name /aws/lambda/resize "
                         "--retention-in-days 1"],
        },
    },
    {
        # the trail keeps running but records less: events left out of its selectors are never written
        "id": "cloud.audit-trail-narrowed",
        "level": "dangerous",
        "reason": "changes which events the cloud's audit trail records: what it stops selecting is never "
        "recorded",
        "safer": "Leave trail selectors to the security owner; add data events in a separate trail.",
        "recovery": "Put the previous selectors back (`aws cloudtrail get-event-selectors` shows the "
        "current ones); the gap stays unrecorded.",
        "match": {"cmd": ("aws",),
                  "sub": ("cloudtrail put-event-selectors", "cloudtrail put-insight-selectors")},
        "examples": {"match": ["aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors "
                               "'[{\"ReadWriteType\":\"None\"}]'"],
                     "no_match": ["aws cloudtrail get-event-selectors --trail-name org-trail"]},
    },
    {
        # selectors that leave out every write or every management event: the trail keeps its name and
        # runs, and records none of the changes made in the account (who created a key, who deleted a bucket)
        "id": "cloud.audit-trail-blinded",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the audit trail's selectors to record no changes (read-only events, or no management "
        "events): every change made in the account from then on goes unrecorded",
        "safer": "Leave trail selectors to the security owner; add data events in a separate trail.",
        "recovery": "Put the previous selectors back (`aws cloudtrail get-event-selectors` shows the "
        "current ones); the gap stays unrecorded.",
        "match": {"cmd": ("aws",), "sub": ("cloudtrail put-event-selectors",),
                  "words_any": ('*"IncludeManagementEvents"*:*false*', "*IncludeManagementEvents=false*",
                                '*"ReadWriteType"*:*"ReadOnly"*', '*"ReadWriteType"*:*"None"*',
                                "*ReadWriteType=ReadOnly*", "*ReadWriteType=None*")},
        "examples": {"match": ["aws cloudtrail put-event-selectors --trail-name org-trail --event-selectors "
                               "'[{\"ReadWriteType\":\"ReadOnly\",\"IncludeManagementEvents\":false}]'",
                               "aws cloudtrail put-event-selectors --trail-name t --event-selectors "
                               "'[{\"ReadWriteType\": \"None\"}]'"],
                     "no_match": ["aws cloudtrail put-event-selectors --trail-name org-trail "
                                  "--event-selectors "
                                  "'[{\"ReadWriteType\":\"All\",\"IncludeManagementEvents\":true}]'",
                                  "aws cloudtrail get-event-selectors --trail-name org-trail"]},
    },
    {
        # a disabled sink routes nothing: the logs it exported (audit logs to the archive) stop arriving
        "id": "cloud.audit-sink-disabled",
        "level": "forbidden",
        "irreversible": True,
        "reason": "disables a log sink: the logs it routes (the audit logs to their archive) stop being kept",
        "safer": "Leave sinks to the security owner; add an exclusion filter for noisy application logs.",
        "recovery": "`gcloud logging sinks update NAME --no-disabled`; the gap stays unrecorded.",
        "match": {"cmd": ("gcloud",), "sub": ("logging sinks update",), "words_any": ("--disabled",)},
        "examples": {"match": ["gcloud logging sinks update _Default --disabled"],
                     "no_match": ["gcloud logging sinks update archive --log-filter='logName:cloudaudit'",
                                  "gcloud logging sinks update x --no-disabled"]},
    },
    {
        # every environment's infrastructure is tracked in the state bucket: without it, nothing that exists
        # can be planned, changed or destroyed by code again
        "id": "cloud.infra-state-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the bucket or objects holding infrastructure-as-code state (Terraform, Pulumi): "
        "every environment it tracks is orphaned",
        "safer": "Keep state buckets versioned and locked; move one stack's state with `terraform state` "
        "commands instead of deleting files.",
        "recovery": "Restore earlier object versions if versioning was on; otherwise re-import every "
        "resource.",
        "match": {
            "cmd": ("aws", "gcloud", "az", "gsutil"),
            "sub": _STORE_DELETES,
            "words_also": ("*tfstate*", "*terraform-state*", "*terraform_state*", "*pulumi-state*",
                           "*tf-state*"),
        },
        "examples": {
            "match": ["aws s3 rm s3://acme-tfstate/ --recursive", "aws s3 rb s3://acme-tfstate",
                      "gsutil rm -r gs://acme-terraform-state/envs"],
            "no_match": ["aws s3 ls s3://acme-tfstate/", "aws s3 cp s3://acme-tfstate/prod.tfstate backup/",
                         "aws s3 rm s3://acme-build-cache/tmp --recursive"],
        },
    },
    {
        # a new key for an existing identity grants nothing new and is undone by deleting the key: a
        # human confirms it (a key sent somewhere is the credential pack's stop), on production too
        "id": "cloud.credential-create",
        "level": "dangerous",
        "reason": "creates or resets a long-lived access key or client secret for a cloud identity, written "
        "where the command puts it (a reset without `--append` also ends the secrets in use)",
        "safer": "Use short-lived credentials (workload identity, `aws sts assume-role`) instead of keys.",
        "recovery": "Delete the key (`gcloud iam service-accounts keys delete`, `aws iam delete-access-key`, "
        "`az ad app credential delete`) and review the audit log for its use.",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": ("iam create-access-key", "iam service-accounts keys create",
                          "ad app credential reset", "ad sp credential reset")},
        "examples": {
            "match": ["gcloud iam service-accounts keys create key.json "
                      "--iam-account deployer@acme-prod.iam.gserviceaccount.com",
                      "aws iam create-access-key --user-name ci-bot",
                      "az ad sp credential reset --id 0a1b2c3d --years 1"],
            "no_match": ["gcloud iam service-accounts keys list --iam-account x@y.iam.gserviceaccount.com",
                         "aws iam list-access-keys --user-name ci-bot"],
        },
    },
    {
        # who may assume the organisation's administrator role in an account, or any role at all, changed:
        # the account is opened to whoever the new trust names (another account, or everyone)
        "id": "cloud.org-admin-role-opened",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rewrites who may assume the organisation's administrator role (or lets any principal "
        "assume a role): whoever it names becomes administrator of the account",
        "safer": "Leave the organisation's access roles to the security owner; grant a scoped role through "
        "reviewed infrastructure code.",
        "recovery": "Put the previous trust policy back at once and review CloudTrail for AssumeRole calls "
        "by the principals it named.",
        "match": {"cmd": ("aws",), "sub": ("iam update-assume-role-policy",),
                  "words_any": (*_ORG_ADMIN_ROLES, '*"principal":"*"*', '*"principal": "*"*',
                                '*"aws":"*"*', '*"aws": "*"*')},
        "examples": {
            "match": ["aws iam update-assume-role-policy --role-name OrganizationAccountAccessRole "
                      "--policy-document file://trust.json",
                      "aws iam update-assume-role-policy --role-name app --policy-document "
                      "'{\"Statement\":[{\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"*\"},"
                      "\"Action\":\"sts:AssumeRole\"}]}'"],
            "no_match": ["aws iam update-assume-role-policy --role-name ci-deployer --policy-document "
                         "file://trust.json", "aws iam get-role --role-name OrganizationAccountAccessRole"],
        },
    },
    {
        "id": "cloud.iam-escalate",
        "level": "dangerous",
        "prod": True,
        "reason": "grants IAM permissions, creates access keys or changes who may do what",
        "safer": "Request the narrowest role through the infrastructure code and its review.",
        "recovery": "Detach the policy or delete the key, then review CloudTrail for its use.",
        "match": {
            "cmd": ("aws", "gcloud", "az"),
            "sub": (
                "iam attach-*",
                "iam put-*",
                "iam create-login-profile",
                "iam add-user-to-group",
                "iam update-assume-role-policy",
                "iam create-user",
                "projects add-iam-policy-binding",
                "* add-iam-policy-binding",
                "role assignment create",
                "ad sp create-for-rbac",
            ),
        },
        "examples": {
            "match": [
                "aws iam attach-user-policy --user-name dev-agent --policy-arn "
                "arn:aws:iam::aws:policy/AdministratorAccess"
            ],
            "no_match": ["aws iam list-users"],
        },
    },
    {
        "id": "cloud.allow-ingress",
        "level": "destructive",  # on production, cloud.production-firewall-change says how much worse
        "reason": "lets traffic in through a cloud firewall from addresses on the internet: outsiders at "
                  "that range can reach the machines behind it at once, however narrow it is",
        "safer": "Say which address needs which port and for how long; prefer a VPN or an identity-aware "
                 "proxy.",
        "recovery": "Delete or revoke the rule (`gcloud compute firewall-rules delete NAME`, "
                    "`aws ec2 revoke-security-group-ingress ...`) and check who connected meanwhile.",
        "match": {
            "cmd": ("aws", "gcloud", "az"),
            "sub": (
                "ec2 authorize-security-group-ingress",
                "compute firewall-rules create",
                "network nsg rule create",
                "postgres server firewall-rule create",
                "postgres flexible-server firewall-rule create",
                "mysql server firewall-rule create",
                "mysql flexible-server firewall-rule create",
                "sql server firewall-rule create",
            ),
            "words_none": ("--access=deny", "deny", "--direction=outbound", "outbound", "--direction=egress",
                           "egress", "--action=deny", "--dry-run", *_PRIVATE_SOURCES),
        },
        "examples": {
            "match": [
                "gcloud compute firewall-rules create allow-pg-vpn --network dev --allow tcp:5432 "
                "--source-ranges 198.51.100.7/32",
                "aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 443 "
                "--cidr 198.51.100.0/24",
                "az network nsg rule create -g rg --nsg-name nsg -n office --priority 100 "
                "--source-address-prefixes 203.0.113.0/24 --destination-port-ranges 22 --access Allow",
            ],
            "no_match": [
                "gcloud compute firewall-rules create block-x --network dev --action deny --rules tcp:23 "
                "--source-ranges 0.0.0.0/0",
                "gcloud compute firewall-rules create out-dns --direction egress --allow udp:53",
                "aws ec2 authorize-security-group-ingress --dry-run --group-id sg-1 --protocol tcp --port 22 "
                "--cidr 10.0.0.0/8",
                "gcloud compute firewall-rules list",
                "aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 443 "
                "--cidr 10.0.0.0/8",
            ],
        },
    },
    {
        "id": "cloud.open-ingress",
        "level": "dangerous",
        "prod": True,
        "reason": "opens a port to the whole internet (0.0.0.0/0)",
        "safer": "Allow only your address or a VPN range (`--cidr 203.0.113.7/32`).",
        "recovery": "Revoke the rule (`aws ec2 revoke-security-group-ingress ...`) and check access logs.",
        "match": {
            "cmd": ("aws", "gcloud", "az"),
            "sub": (
                "ec2 authorize-security-group-ingress",
                "compute firewall-rules create",
                "compute firewall-rules update",
                "network nsg rule create",
                # a managed database's allow-list: the database itself listens to the internet
                "sql instances patch",
                "sql instances create",
                "postgres server firewall-rule create",
                "postgres flexible-server firewall-rule create",
                "mysql server firewall-rule create",
                "mysql flexible-server firewall-rule create",
                "sql server firewall-rule create",
            ),
            # (an Azure rule's any-source is `*` or the `Internet` tag)
            "words_any": ("*0.0.0.0/0*", "*::/0*", "--start-ip-address=0.0.0.0", "[*]", "internet",
                          "--source-address-prefixes=[*]", "--source-address-prefixes=internet"),
            "words_none": ("--access=deny", "deny", "--direction=outbound", "outbound"),
        },
        "examples": {
            "match": [
                "aws ec2 authorize-security-group-ingress --group-id sg-0a1b2c3d --protocol tcp "
                "--port 22 --cidr 0.0.0.0/0",
                "az network nsg rule create -g rg --nsg-name nsg -n any --priority 100 "
                "--source-address-prefixes '*' --destination-port-ranges 22 --access Allow",
                "gcloud sql instances patch staging-pg --authorized-networks=0.0.0.0/0 --quiet",
            ],
            "no_match": ["aws ec2 describe-security-groups",
                         "az network nsg rule create -g rg --nsg-name nsg -n office --priority 100 "
                         "--source-address-prefixes 203.0.113.0/24 --destination-port-ranges 22 "
                         "--access Allow"],
        },
    },
    {
        # every protocol and port open to the whole internet: not one service exposed but all of them,
        # databases, admin consoles and whatever starts listening later
        "id": "cloud.open-ingress-everything",
        "level": "forbidden",
        "reason": "opens every port and protocol to the whole internet (0.0.0.0/0): every service on the "
        "machines behind it, databases and admin ports included, is reachable by anyone",
        "safer": "Open the one port the service needs, to your address or a VPN range.",
        "recovery": "Revoke the rule at once and check the access logs of everything behind it.",
        "match": {
            "cmd": ("aws", "gcloud", "az"),
            "sub": ("ec2 authorize-security-group-ingress", "compute firewall-rules create",
                    "compute firewall-rules update", "network nsg rule create", "network nsg rule update"),
            "words_any": ("*0.0.0.0/0*", "*::/0*", "[*]", "internet", "--source-address-prefixes=[*]",
                          "--source-address-prefixes=internet", "--source-ranges=0.0.0.0/0"),
            "words_also": ("--protocol=-1", "-1", "--protocol=all", "--allow=all", "--rules=all",
                           "--destination-port-ranges=[*]", "--port=0-65535", "--port=all",
                           "*ipprotocol=-1*",
                           "*\"ipprotocol\": \"-1\"*", "*\"ipprotocol\":\"-1\"*"),
            "words_none": ("--access=deny", "deny", "--direction=outbound", "outbound"),
        },
        "examples": {
            "match": ["aws ec2 authorize-security-group-ingress --group-id sg-0a1b --protocol -1 "
                      "--cidr 0.0.0.0/0",
                      "gcloud compute firewall-rules create open-all --allow all --source-ranges 0.0.0.0/0",
                      "az network nsg rule create -g rg --nsg-name nsg -n all --priority 100 "
                      "--source-address-prefixes '*' --destination-port-ranges '*' --access Allow"],
            "no_match": ["aws ec2 authorize-security-group-ingress --group-id sg-0a1b --protocol tcp "
                         "--port 443 --cidr 0.0.0.0/0",
                         "aws ec2 authorize-security-group-ingress --group-id sg-0a1b --protocol -1 "
                         "--cidr 10.0.0.0/8"],
        },
    },
    {
        # the same internet-wide rule through the other clouds' CLIs (Hetzner, DigitalOcean, Linode,
        # Scaleway, OpenStack, Exoscale …)
        "id": "cloud.open-ingress-other",
        "level": "dangerous",
        "prod": True,
        "reason": "opens a port to the whole internet (0.0.0.0/0 or ::/0) in a cloud firewall",
        "safer": "Allow only your address or a VPN range (`--source-ips 203.0.113.7/32`).",
        "recovery": "Delete the rule and check the service's access logs.",
        "match": {"cmd": ("hcloud", "doctl", "linode-cli", "scw", "openstack", "exo", "upctl", "civo",
                          "vultr-cli", "ibmcloud", "oci", "aliyun", "tccli"),
                  "words_any": ("*0.0.0.0/0*", "*::/0*", "address:0.0.0.0/0*"),
                  "words_also": ("*firewall*", "*security-group*", "*security group*", "rule", "*rules*",
                                 "create-rule", "add-rule", "add-rules", "rule-create", "rules-create",
                                 "rules-update", "*ingress*", "*inbound*"),
                  "words_none": ("--direction=out", "out", "egress", "--egress", "outbound", "delete",
                                 "remove-rule", "remove-rules")},
        "examples": {"match": ["hcloud firewall add-rule fw-db --direction in --protocol tcp --port 5432 "
                               "--source-ips 0.0.0.0/0",
                               "doctl compute firewall add-rules f1 --inbound-rules "
                               "protocol:tcp,ports:22,address:0.0.0.0/0"],
                     "no_match": ["hcloud firewall add-rule fw-db --direction in --protocol tcp --port 5432 "
                                  "--source-ips 203.0.113.7/32", "hcloud firewall list"]},
    },
    {
        # a production app's environment printed into the session: its database passwords, API keys and
        # signing secrets land in the agent's transcript and logs
        "id": "cloud.production-env-printed",
        "level": "destructive",
        "reason": "prints a production application's environment (its secrets) into this session",
        "safer": "List the variable names only (`printenv | cut -d= -f1`), or read the one value you need "
        "from the secret manager with access logged.",
        "recovery": "Rotate every secret the output showed.",
        "match": {"cmd": tuple(sorted(APP_ENV_HOSTS - {"ssh"})),
                  "production": True,
                  "words_any": APP_ENV_WORDS,
                  # the CLI's own credentials printed in the shell's syntax (`--format env`) are not an
                  # application's environment: cred.print-token judges them
                  "no_sub": ("configure export-credentials",)},
        "examples": {"match": ['flyctl ssh console -a acme-api-prod -C "printenv"',
                               "heroku run printenv -a acme-prod"],
                     "no_match": ['flyctl ssh console -a acme-api-staging -C "printenv"',
                                  'flyctl ssh console -a acme-api-prod -C "uptime"',
                                  "aws configure export-credentials --profile prod --format env"]},
    },
    {
        # the Chef server's record of one node, client, role or data bag: deleted, the node stops getting
        # its configuration until it registers again; one named object is a scoped delete
        "id": "cloud.chef-object-delete",
        "level": "destructive",
        "reason": "deletes an object from the Chef server (a node, its client key, a role, environment, "
        "cookbook or data bag): what converges from it stops getting that configuration",
        "safer": "Download it first (`knife node show NAME -F json > NAME.json`).",
        "recovery": "Upload the saved object again (`knife node from file NAME.json`), or re-bootstrap.",
        "match": {"cmd": ("knife",), "sub": ("node delete", "client delete", "role delete",
                                             "environment delete", "cookbook delete", "data bag delete",
                                             "user delete")},
        "examples": {"match": ["knife node delete web-prod-03 -y", "knife data bag delete secrets db"],
                     "no_match": ["knife node show web-prod-03", "knife node list"]},
    },
    {
        # `bulk delete REGEX` deletes every object whose name matches: `.*` is the whole fleet's records
        "id": "cloud.chef-bulk-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every Chef server object whose name matches a pattern (`knife node bulk delete`): "
        "the whole fleet's records or cookbooks at once",
        "safer": "List what matches first (`knife node list | grep …`) and delete by name.",
        "recovery": "Re-upload cookbooks from version control; re-bootstrap every node.",
        "match": {"cmd": ("knife",), "sub": ("node bulk delete", "client bulk delete", "role bulk delete",
                                             "cookbook bulk delete", "environment bulk delete")},
        "examples": {"match": ["knife node bulk delete '.*' -y"],
                     "no_match": ["knife node delete web-prod-03 -y"]},
    },
    {
        # stopping a job takes its service down; `-purge` also drops it from the cluster's state
        # the job file runs it again, on production as anywhere: an outage a human confirms, not a loss
        # (blind AU, AW and CX label a production job stopped and purged a pause)
        "id": "cloud.nomad-job-stop",
        "level": "destructive",
        "reason": "stops a Nomad job (and with `-purge` removes it from the cluster): its service is down "
        "until the job is run again",
        "safer": "Scale it down (`nomad job scale JOB 0`) or check `nomad job status` first.",
        "recovery": "Run the job file again (`nomad job run job.nomad.hcl`).",
        "match": {"cmd": ("nomad",), "sub": ("job stop", "stop", "job deregister")},
        "examples": {"match": ["nomad job stop -purge api-canary", "nomad stop web"],
                     "no_match": ["nomad job status api-canary", "nomad job run api.nomad.hcl"]},
    },
    {
        # a function or service anyone on the internet may call, with no credential: what it does on
        # a request (reads data, writes, spends) is now anyone's to trigger
        "id": "cloud.public-invoke",
        "level": "destructive",
        "prod": True,
        "reason": "lets anyone on the internet invoke a function or service without authenticating",
        "safer": "Grant invoke to the one caller (a service account, an API gateway) that needs it.",
        "recovery": "Remove the public binding (`--no-allow-unauthenticated`, `aws lambda "
        "remove-permission`) and check the invocation logs.",
        "match": {"cmd": ("gcloud", "aws", "az"),
                  "words_any": ("--allow-unauthenticated", "--principal=[*]", "--member=allusers",
                                "allusers"),
                  "words_also": ("deploy", "update", "add-permission", "add-iam-policy-binding", "create")},
        "examples": {
            "match": ["gcloud run services update api --allow-unauthenticated --region us-central1",
                      "aws lambda add-permission --function-name api --principal '*' --statement-id x "
                      "--action lambda:InvokeFunction"],
            "no_match": ["gcloud run services update api --no-allow-unauthenticated",
                         "aws lambda add-permission --function-name api --principal s3.amazonaws.com "
                         "--statement-id x --action lambda:InvokeFunction"],
        },
    },
    {
        "id": "cloud.delete-listed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes or terminates every resource an unfiltered listing returns "
        "(`--instance-ids $(aws ec2 describe-instances …)`): the whole account's worth",
        "safer": "List first, pick the resources by tag or name, and delete those by id.",
        "recovery": "Restore from snapshots and backups; terminated instances are gone.",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "words_any": ("*$(*describe-*", "*$(*list-*", "*$(*list *", "*`*describe-*", "*`*list-*"),
                  "words_also": ("terminate-instances", "delete-*", "rb", "rm", "delete", "remove*"),
                  "words_none": ("*--filter*", "*tag:*", "*--query*name*")},
        "examples": {
            "match": ["aws ec2 terminate-instances --instance-ids $(aws ec2 describe-instances --query "
                      "'Reservations[].Instances[].InstanceId' --output text)"],
            "no_match": ["aws ec2 terminate-instances --instance-ids $(aws ec2 describe-instances "
                         "--filters Name=tag:env,Values=ci --query 'R[].I[].InstanceId' --output text)",
                         "aws ec2 terminate-instances --instance-ids i-0abc"],
        },
    },
    {
        "id": "cloud.public-access-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes private data public, or hands the public an admin role: the resource's name says "
        "it holds production, customer, backup or secret data, and what is fetched once stays out",
        "safer": "Share one object through a short-lived signed URL, or grant one named principal.",
        "recovery": "Make it private again at once and check the access logs for downloads; treat the data "
        "as leaked.",
        "match": {
            "cmd": ("aws", "gsutil", "gcloud", "az", "s3cmd", "mc"),
            "words_any": _PUBLIC_WORDS,
            "words_also": ("*prod*", "*backup*", "*customer*", "*private*", "*secret*", "*export*", "*dump*",
                           "*payroll*", "*finance*", "*pii*", "*patient*", "*billing*", "*-data", "*-data-*",
                           "*data-*", "*internal*", "*confidential*", "*records*", "*roles/owner*",
                           "*roles/editor*", "*admin*",
                           # people's records: staff, health, identity papers
                           "hr-*", "*-hr", "*-hr-*", "*employee*", "*personnel*", "*salar*", "*medical*",
                           "*health-records*", "*kyc*", "*passport*",
                           # what customers and users handed over or were sent: claims, invoices,
                           # contracts, their uploads and scans, a collected dataset
                           "*claim*", "*invoice*", "*contract*", "*legal*", "*upload*", "*-scans*",
                           "*dataset*",
                           # a database dump or file, whatever its bucket is called
                           "*.sql", "*.sql.gz", "*.dump", "*.bak", "*.sqlite", "*.sqlite3", "*.db",
                           "*.db.gz"),
            "words_none": ("--public-access=off", "off"),
        },
        "examples": {
            "match": ["gsutil iam ch allUsers:objectViewer gs://acme-prod-backups",
                      "gsutil iam ch allUsers:objectViewer gs://acme-hr-documents",
                      "aws s3api put-bucket-acl --bucket employee-scans --acl public-read",
                      "aws s3api put-bucket-acl --bucket acme-customer-data --acl public-read",
                      "az storage container set-permission --name customer-exports --public-access container",
                      "gcloud projects add-iam-policy-binding p --member=allUsers --role=roles/owner"],
            "no_match": ["aws s3 sync build/ s3://docs-site --acl public-read",
                         "gsutil iam ch allUsers:objectViewer gs://acme-website-assets",
                         "gsutil iam ch allUsers:objectViewer gs://acme-chrome-extension-assets"],
        },
    },
    {
        "id": "cloud.public-access",
        "level": "dangerous",
        "irreversible": True,
        "reason": "makes stored data readable by anyone on the internet (a public ACL, `allUsers`, public "
        "blob access, or the bucket's public-access block switched off); what is fetched once stays out",
        "safer": "Share through signed URLs or a CDN in front of a private bucket, or grant one principal.",
        "recovery": "Make it private again (`--acl private`, remove the allUsers binding, restore the "
        "public-access block) and check the access logs for downloads.",
        "match": {
            "cmd": ("aws", "gsutil", "gcloud", "az", "s3cmd", "mc"),
            "words_any": _PUBLIC_WORDS,
            "words_none": ("--public-access=off", "off"),
        },
        "examples": {
            "match": [
                "aws s3api put-bucket-acl --bucket b --acl public-read",
                "aws s3 cp build/ s3://b/ --recursive --acl public-read",
                "gsutil iam ch allUsers:objectViewer gs://b",
                "gsutil acl ch -u AllUsers:R gs://b/x",
                "az storage container set-permission --name c --public-access blob",
                "gcloud storage buckets add-iam-policy-binding gs://b --member=allUsers "
                "--role=roles/storage.objectViewer",
                "aws s3api put-public-access-block --bucket b --public-access-block-configuration "
                "BlockPublicAcls=false",
            ],
            "no_match": ["aws s3 cp dist/app.tgz s3://releases/", "aws s3api get-bucket-acl --bucket b",
                         "gsutil iam get gs://b", "aws s3 cp build/ s3://b/ --recursive --acl private"],
        },
    },
    {
        # A snapshot, machine image or database snapshot is a whole copy of a disk or a database: shared
        # with everyone (AWS's group `all`, GCP's allUsers, an Azure community gallery) anybody can
        # restore it and read all it held, whatever its name says
        "id": "cloud.disk-copy-public",
        "level": "forbidden",
        "irreversible": True,
        "reason": "shares a disk snapshot, machine image or database snapshot with everyone: anybody can "
        "restore it and read every file or row it holds",
        "safer": "Share it with the one account that needs it (`--user-ids 123456789012`).",
        "recovery": "Remove the public permission at once (`--operation-type remove --group-names all`), "
        "and treat what the copy held as leaked (rotate its secrets).",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": _DISK_COPY_SHARES,
                  "words_any": ("all", "*group=all*", "*allusers*", "*allauthenticatedusers*",
                                "enable-community"),
                  "words_none": ("remove", "remove=*", "--values-to-remove*", "--operation-type=remove")},
        "examples": {
            "match": ["aws ec2 modify-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                      "createVolumePermission --operation-type add --group-names all",
                      "aws ec2 modify-image-attribute --image-id ami-0abc --launch-permission "
                      "\"Add=[{Group=all}]\"",
                      "aws rds modify-db-snapshot-attribute --db-snapshot-identifier s1 "
                      "--attribute-name restore "
                      "--values-to-add all",
                      "gcloud compute images add-iam-policy-binding app-image --member=allUsers "
                      "--role=roles/compute.imageUser",
                      "az sig share enable-community -g rg --gallery-name g"],
            "no_match": ["aws ec2 modify-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                         "createVolumePermission --operation-type remove --group-names all",
                         "aws ec2 modify-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                         "createVolumePermission --operation-type add --user-ids 123456789012",
                         "aws ec2 describe-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                         "createVolumePermission"],
        },
    },
    {
        # the same copy handed to one other account, or a download link made for it: the data leaves the
        # account it was kept in, to whoever holds that account or link
        "id": "cloud.disk-copy-shared",
        "level": "destructive",
        "reason": "shares a disk snapshot, machine image or database snapshot with another account, or makes "
        "a download link to a disk: everything it holds can be read there",
        "safer": "Check the account id belongs to your organisation; prefer copying an encrypted snapshot.",
        "recovery": "Remove the permission (`--operation-type remove`, `az snapshot revoke-access`).",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": (*_DISK_COPY_SHARES, "snapshot grant-access", "disk grant-access",
                          "ec2 disable-snapshot-block-public-access",
                          "ec2 disable-image-block-public-access"),
                  "words_none": ("remove", "remove=*", "--values-to-remove*", "--operation-type=remove")},
        "examples": {
            "match": ["aws ec2 modify-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                      "createVolumePermission --operation-type add --user-ids 123456789012",
                      "aws rds modify-db-snapshot-attribute --db-snapshot-identifier s1 "
                      "--attribute-name restore "
                      "--values-to-add 123456789012",
                      "az snapshot grant-access -g prod -n snap1 --duration-in-seconds 3600"],
            "no_match": ["aws ec2 modify-snapshot-attribute --snapshot-id snap-0f1e --attribute "
                         "createVolumePermission --operation-type remove --user-ids 123456789012",
                         "az snapshot revoke-access -g prod -n snap1"],
        },
    },
    {
        # a policy or ACL read from a file replaces who may read and write the bucket: what the file says
        # is not on the line (it may grant `*`), and it takes effect at once for every object
        "id": "cloud.bucket-access-replaced",
        "level": "destructive",
        "reason": "replaces a bucket's access policy or ACL with one read from a file: who may read or write "
        "every object changes at once, and the file may open it to anyone",
        "safer": "Read the policy first (`jq . policy.json`: no `\"Principal\": \"*\"`, no `allUsers`), and "
        "keep the public-access block on.",
        "recovery": "Put the previous policy back (`get-bucket-policy` saved before; "
        "`gsutil iam set old.json`) "
        "and check the access logs.",
        "match": {"cmd": ("aws", "gsutil", "gcloud", "s3cmd", "mc"),
                  "sub": ("s3api put-bucket-policy", "s3api put-bucket-acl", "s3api delete-bucket-policy",
                          "iam set", "acl set", "defacl set", "storage buckets set-iam-policy", "setpolicy",
                          "anonymous set", "anonymous set-json", "policy set", "policy set-json"),
                  "words_none": _PUBLIC_WORDS},
        "examples": {"match": ["aws s3api put-bucket-policy --bucket acme-assets --policy file://policy.json",
                               "gsutil iam set policy.json gs://acme-assets",
                               "gcloud storage buckets set-iam-policy gs://acme-assets policy.json",
                               "s3cmd setpolicy policy.json s3://acme-assets"],
                     "no_match": ["aws s3api get-bucket-policy --bucket acme-assets", "gsutil iam get gs://b",
                                  "gcloud storage buckets get-iam-policy gs://b"]},
    },
    {
        "id": "cloud.fleet-module-change",
        "level": "destructive",
        "prod": True,
        "prod_level": "dangerous",
        "reason": "runs a configuration module across the inventory's hosts (packages, services, files, "
        "users): a change on every host it reaches",
        "safer": "Add `--check --diff` to see what would change, and `--limit` it to one host first.",
        "recovery": "Re-apply the previous state with the same module; restore changed files from backups.",
        "match": {
            "cmd": ("ansible",),
            "words_any": ("-m=*", "--module-name=*"),
            "words_none": ("--check", "-C", "--list-hosts", *(f"{opt}={prefix}{module}" for opt in (
                "-m", "--module-name") for prefix in ("",
                                                      "ansible.builtin.") for module in _ANSIBLE_READ_ONLY)),
        },
        "examples": {
            "match": ["ansible web01 -b -m apt -a 'name=htop state=present'",
                      "ansible prod -b -m service -a 'name=nginx state=restarted'",
                      "ansible all -b -m lineinfile -a 'path=/etc/ssh/sshd_config line=x'"],
            "no_match": ["ansible all -m ping", "ansible all -m setup", "ansible all -m shell -a uptime",
                         "ansible web01 -b -m apt -a 'name=htop' --check"],
        },
    },
    {
        "id": "cloud.salt-state-change",
        "level": "destructive",
        "prod": True,
        "prod_level": "dangerous",
        "reason": "applies Salt states or changes packages, services, files or users on every targeted "
        "minion",
        "safer": "Run with `test=True` first and target one minion.",
        "recovery": "Re-apply the previous states; restore changed files from backups.",
        "match": {
            "cmd": ("salt", "salt-ssh"),
            "args_any": ("state.*", "pkg.*", "service.*", "file.*", "user.*", "system.*", "network.*",
                         "saltutil.*", "cp.*", "archive.*", "iptables.*", "cron.*"),
            "words_none": ("test=true", "test=True"),
        },
        "examples": {
            "match": ["salt 'web*' state.apply", "salt '*' pkg.install nginx", "salt '*' system.reboot"],
            "no_match": ["salt '*' test.ping", "salt '*' grains.items", "salt 'web*' state.apply test=True"],
        },
    },
    {
        # a production network's firewall decides who reaches production's hosts: any rule added, changed
        # or allowed there, however narrow its source, changes production's exposure and a human confirms
        # it. The same rule on a development network is the team's own (go); one open to the internet is
        # cloud.open-ingress whatever the network.
        "id": "cloud.production-firewall-change",
        "level": "destructive",
        "reason": "changes the firewall of a production network or group: who can reach production's hosts "
        "changes with it",
        "safer": "Add it in staging first, scope the source and port to what needs them, and review with "
        "the network's owners.",
        "recovery": "Delete or revert the rule (`gcloud compute firewall-rules delete NAME`, `aws ec2 "
        "revoke-security-group-ingress …`).",
        "match": {"cmd": ("aws", "gcloud", "az"), "production": True,
                  "sub": ("compute firewall-rules create", "compute firewall-rules update",
                          "ec2 authorize-security-group-ingress", "ec2 authorize-security-group-egress",
                          "ec2 modify-security-group-rules", "network nsg rule create",
                          "network nsg rule update", "compute security-policies rules create")},
        "examples": {
            "match": ["gcloud compute firewall-rules create allow-hc --network=prod-vpc --allow=tcp:8080 "
                      "--source-ranges=130.211.0.0/22",
                      "aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 5432 "
                      "--cidr 10.20.0.0/16 --profile production",
                      "az network nsg rule create -g rg-api-prod --nsg-name nsg-api -n office --priority 100 "
                      "--source-address-prefixes 203.0.113.0/24 --destination-port-ranges 22"],
            "no_match": ["gcloud compute firewall-rules create allow-x --network=dev-vpc --allow=tcp:8080 "
                         "--source-ranges=10.0.0.0/8",
                         "gcloud compute firewall-rules list --filter=network:prod-vpc",
                         "gcloud compute firewall-rules describe allow-hc --project acme-prod"],
        },
    },
    {
        # a deploy that names production pauses whatever else it names (a slot swap from `staging`)
        "id": "cloud.deploy-production",
        "level": "destructive",
        "reason": "deploys new code or configuration to a production cloud function or service",
        "safer": "Deploy to a staging alias first and shift traffic gradually.",
        "recovery": "Roll back to the previous version or alias.",
        "match": {"cmd": ("aws", "gcloud", "az"), "sub": _DEPLOYS, "production": True},
        "examples": {
            "match": ["az webapp deployment slot swap -g rg-portal-prod -n portal --slot staging "
                      "--target-slot production"],
            "no_match": ["az webapp deployment slot swap -g rg-portal-dev -n portal --slot staging"],
        },
    },
    {
        # what a deploy replaces serves its users: one named for development, staging, a preview or a
        # test (or one that takes no traffic) is the team's own (go); any other may be production's
        "id": "cloud.deploy-function",
        "level": "destructive",
        "prod": True,
        "prod_level": "destructive",
        "reason": "deploys new code or configuration to a cloud function or service that serves traffic, "
        "one not named for a development, staging or preview environment",
        "safer": "Deploy to a staging alias first and shift traffic gradually.",
        "recovery": "Roll back to the previous version or alias.",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": _DEPLOYS,
                  "words_none": _NON_PRODUCTION_WORDS},
        "examples": {
            "match": ["aws lambda update-function-code --function-name api-prod --zip-file fileb://dist/fn.zip",
                      "gcloud run deploy api --image gcr.io/p/api --project acme-prod",
                      "gcloud functions deploy resize-images --runtime python312 --trigger-http"],
            "no_match": ["aws lambda list-functions", "gcloud run services list",
                         "gcloud run deploy api-preview --source . --project acme-dev",
                         "aws lambda update-function-code --function-name thumbnailer-staging --zip-file z",
                         "gcloud run deploy api --source . --no-traffic --tag pr-77"],
        },
    },
    {
        "id": "cloud.traffic-shift",
        "level": "reversible",
        "prod": True,
        "prod_level": "destructive",
        "reason": "moves a service's live traffic to another revision (`update-traffic --to-latest`, "
        "`set-traffic`): what users reach changes at once",
        "safer": "Shift a share first (`--to-revisions REV=10`) and watch the error rate.",
        "recovery": "Send the traffic back to the previous revision (`--to-revisions PREV=100`).",
        "match": {"cmd": ("gcloud", "az"),
                  "sub": ("run services update-traffic", "app services set-traffic",
                          "beta run services update-traffic", "containerapp ingress traffic set",
                          "webapp traffic-routing set")},
        "examples": {
            "match": ["gcloud run services update-traffic checkout --to-latest --project acme-prod"],
            "no_match": ["gcloud run services describe checkout --project acme-prod"],
        },
    },
    {
        "id": "cloud.database-resize",
        "level": "destructive",
        "prod": True,
        "prod_level": "dangerous",
        "reason": "changes a managed database instance (class, storage, engine version, flags): most such "
        "changes restart it, and everything that uses it waits",
        "safer": "Schedule it for the maintenance window (drop `--apply-immediately`) and snapshot first.",
        "recovery": "Modify it back; restore from the snapshot if the change failed.",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": ("rds modify-db-instance", "rds modify-db-cluster", "sql instances patch",
                          "postgres flexible-server update", "mysql flexible-server update", "sql db update",
                          "redshift modify-cluster", "elasticache modify-replication-group"),
                  "words_none": ("--dry-run", "--backup-retention-period=0", "--backup-retention-period")},
        "examples": {
            "match": ["aws rds modify-db-instance --db-instance-identifier orders-staging "
                      "--db-instance-class db.r6g.large --apply-immediately",
                      "gcloud sql instances patch staging-pg --tier=db-custom-4-16384"],
            "no_match": ["aws rds describe-db-instances --db-instance-identifier orders-staging"],
        },
    },
    {
        # every host of the inventory is changed, staging's included: a human confirms it, as an ad-hoc
        # module run (cloud.fleet-module-change); `--check` only reports
        "id": "cloud.ansible-playbook",
        "level": "destructive",
        "prod": True,
        "prod_level": "dangerous",
        "reason": "runs an Ansible playbook that changes the inventory's hosts",
        "safer": "Run with `--check --diff` first, and limit it (`--limit host`).",
        "recovery": "Re-run the previous playbook version; restore changed files from backups.",
        "match": {
            "cmd": ("ansible-playbook",),
            "words_none": ("--check", "-C", "--syntax-check", "--list-hosts", "--list-tasks"),
        },
        "examples": {
            "match": ["ansible-playbook -i inventory/prod site.yml",
                      "ansible-playbook -i inventory/staging deploy.yml --limit web-stg-1"],
            "no_match": ["ansible-playbook -i inventory/prod site.yml --check"],
        },
    },
    {
        # a managed database restarted: every client's connections drop and its transactions roll back;
        # on production an outage, elsewhere a shared environment's users wait
        "id": "cloud.database-restart",
        "level": "destructive",
        "prod": True,
        "prod_level": "dangerous",
        "reason": "restarts or fails over a managed database instance: every client's connections drop "
        "and their open transactions roll back until it is back",
        "safer": "Restart it in the maintenance window, after telling its users; fail over with the "
        "replica healthy.",
        "recovery": "Wait for it to come back; restart the clients that do not reconnect.",
        "match": {"cmd": ("aws", "gcloud", "az"),
                  "sub": ("sql instances restart", "sql instances failover", "rds reboot-db-instance",
                          "rds reboot-db-cluster", "rds failover-db-cluster",
                          "postgres flexible-server restart", "mysql flexible-server restart",
                          "postgres server restart", "mysql server restart", "redis force-reboot",
                          "elasticache reboot-cache-cluster")},
        "examples": {
            "match": ["gcloud sql instances restart orders-staging",
                      "aws rds reboot-db-instance --db-instance-identifier orders-prod --force-failover"],
            "no_match": ["gcloud sql instances describe orders-staging",
                         "aws rds describe-db-instances --db-instance-identifier orders-prod"],
        },
    },
]
