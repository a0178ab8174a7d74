"""IT and security operations acts with a program of their own: endpoint management, certificates, secret
stores' snapshots, backups kept to one copy off this machine, findings hidden, live hosts changed.

Each rule names an effect and the programs that have it:

- a fleet tool told to run a script on, wipe or lock managed hosts (`fleetctl run-script`, `fleetctl mdm
  wipe`): root on someone's endpoint, a pause (the listing-fed form, every host, is classify/admin_acts.py);
- a certificate revoked or deleted (`certbot revoke|delete`), or obtained and installed as root (`sudo
  certbot --nginx`), a pause; listing them (`certbot certificates`) and dry runs go;
- an update agent run as root that only checks (`managedsoftwareupdate --checkonly`) goes; one that installs
  keeps the generic pause for an unknown program run as root;
- a secret store rolled back to a snapshot (`vault operator raft snapshot restore`): every secret written
  since is lost, a pause; forced past the check that the snapshot belongs to the cluster, a stop;
- a backup repository off this machine pruned to one snapshot (`restic -r s3:… forget --keep-last 1`):
  every other recovery point of a shared repository goes, a stop;
- threat findings archived or suppressed (`aws guardduty archive-findings`, Security Hub's SUPPRESSED): the
  alerts nobody has looked at disappear from the queue, a pause;
- a running instance's security groups or attributes replaced (`aws ec2 modify-instance-attribute`): a
  live host cut off or changed, a pause;
- a process killed as root by its number (`sudo kill -9 PID`): any process, a system service or the
  volatile state an investigation needs, a pause.
"""

from __future__ import annotations

_BACKENDS = ("s3", "b2", "sftp", "rest", "azure", "gs", "swift", "rclone")
# Under a month, as the CLIs spell a retention (`--retention-time 7`, `--retention-days=1`).
_SHORT_RETENTION = tuple(f"--{opt}={n}" for opt in ("retention-time", "retention-days", "retention-in-days")
                         for n in ("[0-9]", "[12][0-9]"))
# Mailbox providers anyone can sign up to: an account there is a person's own, outside the company.
_PERSONAL_MAIL = tuple(f"*@{d}" for d in (
    "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "live.com", "yahoo.com", "icloud.com",
    "me.com", "aol.com", "proton.me", "protonmail.com", "gmx.com", "gmx.net", "mail.ru", "yandex.com",
    "yandex.ru", "qq.com", "163.com"))
_ADMIN_ROLES = ("--role=owner", "--role=*admin*", "--role=roles/owner", "--role=roles/*admin*", "owner",
                "*administrator*")
# Targets named for staging, development, testing or a lab: a grant there is held for a human, not stopped.
_NON_PRODUCTION = ("*staging*", "*-stg", "*-stg-*", "*-dev", "*-dev-*", "dev-*", "*sandbox*", "*-test",
                   "*-test-*", "*-lab", "*-lab-*", "*-qa", "*-qa-*")
_REMOTE_REPOS = (*(f"-r={b}:*" for b in _BACKENDS), *(f"--repo={b}:*" for b in _BACKENDS), "ssh://*", "*@*:*")

RULES = [
    {
        "id": "endpoint.fleet-script-run",
        "extends_generic": True,
        "level": "destructive",
        "reason": "runs a script or a device command (wipe, lock, restart) on managed endpoints through the "
        "fleet manager: it acts as root on someone else's machine",
        "safer": "Run it on one test device first and confirm the host and the script with a human.",
        "recovery": "Depends on the script; a wiped device is restored from its backup, if any.",
        "match": {"cmd": ("fleetctl",), "sub": ("run-script", "mdm wipe", "mdm lock", "mdm run-command",
                                                "mdm erase", "delete", "apply")},
        "examples": {"match": ["fleetctl run-script --script-path scripts/fix.sh --host mbp-jdoe",
                               "fleetctl mdm lock --host mbp-jdoe"],
                     "no_match": ["fleetctl get hosts --json", "fleetctl query --query 'SELECT 1'"]},
    },
    {
        "id": "pki.certbot-change",
        "level": "destructive",
        "reason": "revokes or deletes a certificate, or changes the host's TLS set-up as root: a site may "
        "serve no valid certificate until a new one is issued",
        "safer": "Run `certbot certificates` first and confirm the certificate's name; try `--dry-run`.",
        "recovery": "Issue a new certificate (`certbot certonly …`) and reload the web server.",
        "match": {"cmd": ("certbot", "certbot-auto", "letsencrypt"),
                  "words_any": ("revoke", "delete", "unregister", "rollback"),
                  "words_none": ("--dry-run", "--help", "--version", "-h")},
        "examples": {"match": ["sudo certbot revoke --cert-name acme.io --reason keycompromise",
                               "sudo certbot delete --cert-name old.acme.io"],
                     "no_match": ["sudo certbot certificates", "certbot renew --dry-run",
                                  "certbot --version"]},
    },
    {
        "id": "pki.certbot-root-change",
        "level": "destructive",
        "reason": "obtains, installs or renews certificates as root: the web server's configuration and the "
        "host's certificates change",
        "safer": "Try it with `--dry-run` (or `--staging`) first.",
        "recovery": "`certbot rollback`, or restore the web server's configuration from its backup.",
        "match": {"cmd": ("certbot", "certbot-auto", "letsencrypt"), "privileged": True,
                  "words_any": ("certonly", "run", "install", "enhance", "update_account", "renew", "--nginx",
                                "--apache", "--standalone", "--webroot", "-d", "--domains", "--domain"),
                  "words_none": ("--dry-run", "--help", "--version", "-h", "--staging", "--test-cert")},
        "examples": {"match": ["sudo certbot --nginx -d acme.io", "sudo certbot renew"],
                     "no_match": ["sudo certbot renew --dry-run", "certbot certonly --standalone -d x.io "
                                  "--config-dir ./le --work-dir ./le --logs-dir ./le"]},
    },
    {
        "id": "endpoint.update-agent-installs",
        "level": "destructive",
        "reason": "runs the managed software update agent as root to install what it finds: applications "
        "change and the machine may restart",
        "safer": "Run it with `--checkonly` first and install in a maintenance window.",
        "recovery": "Reinstall the previous versions from the repository.",
        "match": {"cmd": ("managedsoftwareupdate",), "privileged": True,
                  "words_none": ("--checkonly", "--help", "-h", "--version", "-V", "--show-config")},
        "examples": {"match": ["sudo managedsoftwareupdate --installonly"],
                     "no_match": ["sudo managedsoftwareupdate --checkonly",
                                  "managedsoftwareupdate --version"]},
    },
    {
        "id": "cred.secret-store-rolled-back",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "restores the secret store from a snapshot: every secret, lease and policy written since "
        "the snapshot is lost",
        "safer": "Save a snapshot of the present state first and restore into a separate cluster to check "
        "it.",
        "recovery": "Restore the snapshot saved just before, if one was taken.",
        "match": {"cmd": ("vault", "bao"), "sub": ("operator raft snapshot restore",)},
        "examples": {"match": ["vault operator raft snapshot restore backups/v.snap"],
                     "no_match": ["vault operator raft snapshot save /tmp/v.snap"]},
    },
    {
        "id": "cred.secret-store-forced-rollback",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "forces a snapshot restore of the secret store past its check that the snapshot belongs "
        "to this cluster: every later secret is lost, and the cluster may take another's state",
        "safer": "Restore without `-force` into a separate cluster first and compare.",
        "recovery": "Restore a snapshot taken just before, if one exists.",
        "match": {"cmd": ("vault", "bao"), "sub": ("operator raft snapshot restore",),
                  "words_any": ("-force", "--force", "-force=true")},
        "examples": {"match": ["vault operator raft snapshot restore -force backups/v.snap"],
                     "no_match": ["vault operator raft snapshot restore backups/v.snap"]},
    },
    {
        "id": "backup.shared-repo-keep-one",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "prunes a backup repository off this machine (a bucket, a backup server) to a single "
        "snapshot: every other recovery point the service relies on is gone",
        "safer": "Keep recent copies (`--keep-daily 7 --keep-weekly 4`) and run `--dry-run` first.",
        "recovery": "None once pruned: restore from another copy, if one exists.",
        "match": {"cmd": ("restic", "borg"), "sub": ("forget", "prune"), "flags_any": ("--keep-last",),
                  "words_any": ("1", "--keep-last=1"), "words_also": _REMOTE_REPOS,
                  "flags_none": ("-n", "--dry-run"),
                  "words_none": ("--keep-hourly*", "--keep-daily*", "--keep-weekly*", "--keep-monthly*",
                                 "--keep-yearly*", "--keep-within*")},
        "examples": {"match": ["restic -r s3:s3.amazonaws.com/acme-backups/db forget --keep-last 1 --prune"],
                     "no_match": ["restic -r /tmp/lab forget --keep-last 1 --prune",
                                  "restic -r s3:s3.amazonaws.com/acme-backups/db forget --keep-last 1 "
                                  "--dry-run"]},
    },
    {
        "id": "siem.findings-hidden",
        "extends_generic": True,
        "level": "destructive",
        "reason": "archives or suppresses threat findings: alerts nobody has investigated leave the queue",
        "safer": "Archive the findings a human has triaged, by id, with the reason recorded.",
        "recovery": "Unarchive them (`aws guardduty unarchive-findings`) and triage them.",
        "match": {"cmd": ("aws",), "sub": ("guardduty archive-findings", "guardduty create-filter",
                                           "guardduty update-filter", "securityhub batch-update-findings",
                                           "securityhub update-findings",
                                           "securityhub create-automation-rule",
                                           "inspector2 create-filter"),
                  "words_any": ("archive-findings", "*archive*", "*suppress*", "*resolved*", "*notified*")},
        "examples": {"match": ["aws guardduty archive-findings --detector-id d1 --finding-ids f1",
                               "aws securityhub batch-update-findings --finding-identifiers x "
                               "--workflow Status=SUPPRESSED"],
                     "no_match": ["aws guardduty list-findings --detector-id d1"]},
    },
    {
        "id": "cloud.instance-attribute-changed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes a running instance's security groups or attributes: the host may be cut off "
        "from what it serves, or changed under its users",
        "safer": "Record the present groups first (`describe-instance-attribute`) and confirm the host.",
        "recovery": "Put the previous groups or attribute back with the same command.",
        "match": {"cmd": ("aws",), "sub": ("ec2 modify-instance-attribute",
                                           "ec2 modify-network-interface-attribute",
                                           "ec2 modify-instance-metadata-options")},
        "examples": {"match": ["aws ec2 modify-instance-attribute --instance-id i-1 --groups sg-1"],
                     "no_match": ["aws ec2 describe-instance-attribute --instance-id i-1 "
                                  "--attribute groupSet"]},
    },
    {
        "id": "sys.root-kill-by-pid",
        "extends_generic": True,
        "level": "destructive",
        "reason": "kills a process by its number as root: any process, a system service or evidence an "
        "investigation needs, goes without a chance to clean up",
        "safer": "Check what the process is first (`ps -p PID -o pid,user,cmd`); stop a service through its "
        "manager; capture its memory before killing a suspect process.",
        "recovery": "Restart the service; volatile state is lost.",
        "match": {"cmd": ("kill",), "privileged": True, "wrapped_by": ("sudo", "doas"),
                  "words_any": ("-9", "-kill", "-sigkill", "-s=kill", "-s=sigkill", "-s=9", "--signal=kill",
                                "--signal=9", "--signal=sigkill")},
        "examples": {"match": ["sudo kill -9 48211"],
                     "no_match": ["kill -9 48211", "sudo kill -HUP 1234"]},
    },
    {
        "id": "siem.log-retention-cut",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "cuts a log workspace's or log bucket's retention to under a month: the store deletes "
        "every older event itself",
        "safer": "Keep logs for the policy's minimum; archive to cheaper storage instead of shortening.",
        "recovery": "Set the retention back; events already aged out are gone.",
        "match": {"cmd": ("az", "gcloud"), "sub": ("monitor log-analytics workspace update",
                                                   "monitor log-analytics workspace create",
                                                   "monitor log-analytics workspace table update",
                                                   "logging buckets update", "logging buckets create"),
                  "words_any": _SHORT_RETENTION},
        "examples": {"match": ["az monitor log-analytics workspace update -g rg -n ws --retention-time 7",
                               "gcloud logging buckets update _Default --location=global --retention-days=1"],
                     "no_match": ["az monitor log-analytics workspace update -g rg -n ws "
                                  "--retention-time 365",
                                  "gcloud logging buckets update _Default --location=global "
                                  "--retention-days=400"]},
    },
    {
        "id": "siem.security-log-retention-cut",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "cuts the retention of a security or audit log store (a SIEM workspace, an audit bucket) "
        "to under a month: the events an investigation needs are deleted by the store itself",
        "safer": "Security and audit logs are kept for the policy's minimum (often a year); ask their owner.",
        "recovery": "Set the retention back; events already aged out are gone.",
        "match": {"cmd": ("az", "gcloud"), "sub": ("monitor log-analytics workspace update",
                                                   "monitor log-analytics workspace table update",
                                                   "logging buckets update"),
                  "words_any": _SHORT_RETENTION,
                  "words_also": ("*sentinel*", "*secur*", "*audit*", "*siem*", "*soc*", "_required",
                                 "*trail*")},
        "examples": {"match": ["az monitor log-analytics workspace update -g rg-sec -n sentinel-ws "
                               "--retention-time 7"],
                     "no_match": ["az monitor log-analytics workspace update -g rg -n app-ws "
                                  "--retention-time 7"]},
    },
    {
        "id": "siem.index-removed",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a SIEM index and every event it holds",
        "safer": "Let the index's retention age events out; remove only an index nothing reads, after a "
        "backup.",
        "recovery": "Restore the index's buckets from a backup, if one exists.",
        "match": {"cmd": ("splunk",), "sub": ("remove index",)},
        "examples": {"match": ["splunk remove index security"],
                     "no_match": ["splunk list index"]},
    },
    {
        "id": "endpoint.disk-encryption-off",
        "extends_generic": True,
        "level": "dangerous",
        "reason": "switches the machine's disk encryption off (FileVault, BitLocker): a lost or stolen "
        "device's data can then be read",
        "safer": "Leave encryption on; rotate the recovery key if it must be shared.",
        "recovery": "Turn encryption back on (`fdesetup enable`, `manage-bde -on`).",
        "match": {"cmd": ("fdesetup", "manage-bde", "disable-bitlocker"),
                  "words_any": ("disable", "-off", "-mountpoint", "-mountpoint=*")},
        "examples": {"match": ["sudo fdesetup disable", "manage-bde -off C:"],
                     "no_match": ["fdesetup status", "manage-bde -status"]},
    },
    {
        "id": "identity.app-consent-granted",
        "extends_generic": True,
        "level": "destructive",
        "reason": "grants an application permissions on the tenant's directory for every user (admin "
        "consent): the app acts with them whoever signs in",
        "safer": "Review the permissions the app asks for with the identity owner first.",
        "recovery": "Remove the grant (`az ad app permission delete`) and review what the app did.",
        "match": {"cmd": ("az",), "sub": ("ad app permission grant", "ad app permission admin-consent")},
        "examples": {"match": ["az ad app permission admin-consent --id 1234"],
                     "no_match": ["az ad app permission list --id 1234"]},
    },
    {
        "id": "identity.app-tenant-wide-write",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "grants an application write access to the whole directory, its roles or its app "
        "assignments: the app can make itself or anyone a global administrator",
        "safer": "Grant the narrowest read permission the app needs; ask the identity owner for more.",
        "recovery": "Remove the grant at once and review the directory audit log for what the app changed.",
        "match": {"cmd": ("az",), "sub": ("ad app permission grant",),
                  "words_any": ("*directory.readwrite.all*", "*rolemanagement.readwrite.directory*",
                                "*approleassignment.readwrite.all*", "*application.readwrite.all*",
                                "*user.readwrite.all*")},
        "examples": {"match": ["az ad app permission grant --id 1 --api 00000003-0000-0000-c000-000000000000 "
                               "--scope Directory.ReadWrite.All"],
                     "no_match": ["az ad app permission grant --id 1 "
                                  "--api 00000003-0000-0000-c000-000000000000 --scope User.Read"]},
    },
    {
        "id": "cred.password-vault-deleted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole password-manager vault: every item in it goes for everyone who shared it",
        "safer": "Delete the items you mean, or archive them; export the vault first.",
        "recovery": "Restore from an export or the service's recovery, if it offers one.",
        "match": {"cmd": ("op",), "sub": ("vault delete",)},
        "examples": {"match": ["op vault delete Infra"], "no_match": ["op vault list", "op item delete abc"]},
    },
    {
        "id": "pki.system-root-trusted",
        "extends_generic": True,
        "level": "destructive",
        "reason": "adds a certificate to the system's trusted roots: whoever holds its key can impersonate "
        "any site to every program on the machine",
        "safer": "Check the certificate's fingerprint against the PKI team's record first.",
        "recovery": "Remove it from the trust store (`security delete-certificate`, "
        "`trust anchor --remove`).",
        "match": {"cmd": ("security", "trust", "certutil"),
                  "words_any": ("add-trusted-cert", "anchor", "-addstore", "root")},
        "examples": {"match": ["sudo security add-trusted-cert -d -r trustRoot -k "
                               "/Library/Keychains/System.keychain proxy.crt",
                               "certutil -addstore root ca.cer"],
                     "no_match": ["security find-certificate -a", "trust list"]},
    },
    {
        "id": "identity.admin-to-personal-account",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "grants an owner or administrator role to an account on a public mailbox provider (gmail, "
        "outlook, …): a person's own account outside the company holds the keys, and leaves with them",
        "safer": "Grant roles to the person's company account, through the access-request process.",
        "recovery": "Remove the binding at once and review the audit log for what the account did.",
        "match": {"cmd": ("az", "gcloud"), "sub": ("role assignment create",
                                                   "organizations add-iam-policy-binding",
                                                   "projects add-iam-policy-binding",
                                                   "resource-manager folders add-iam-policy-binding"),
                  "words_any": tuple(f"*{m}" for m in _PERSONAL_MAIL), "words_also": _ADMIN_ROLES,
                  "words_none": _NON_PRODUCTION},
        "examples": {"match": ["gcloud projects add-iam-policy-binding acme-prod --member=user:x@gmail.com "
                               "--role=roles/owner",
                               "az role assignment create --assignee x@outlook.com --role Owner "
                               "--scope /subscriptions/1"],
                     "no_match": ["gcloud projects add-iam-policy-binding acme-prod --member=user:x@acme.com "
                                  "--role=roles/owner",
                                  "gcloud projects add-iam-policy-binding acme-prod "
                                  "--member=user:x@gmail.com --role=roles/viewer",
                                  "gcloud projects add-iam-policy-binding acme-staging "
                                  "--member=user:x@gmail.com --role=roles/owner"]},
    },
    {
        "id": "identity.org-owner-granted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "grants the owner or an administrator role on the whole cloud organisation: every project, "
        "folder and policy under it is theirs",
        "safer": "Grant a role on the one project or folder needed, through the access-request process.",
        "recovery": "Remove the binding and review the organisation's audit log.",
        "match": {"cmd": ("gcloud",), "sub": ("organizations add-iam-policy-binding",),
                  "words_any": ("--role=roles/owner", "--role=roles/resourcemanager.organizationadmin",
                                "--role=roles/iam.securityadmin", "--role=roles/iam.organizationroleadmin")},
        "examples": {"match": ["gcloud organizations add-iam-policy-binding 1234 --member=user:x@acme.com "
                               "--role=roles/owner"],
                     "no_match": ["gcloud organizations add-iam-policy-binding 1234 --member=user:x@acme.com "
                                  "--role=roles/viewer"]},
    },
    {
        "id": "identity.account-password-policy-weakened",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the account's password policy to a minimum length under eight characters: every "
        "password set from now on may be guessed",
        "safer": "Keep at least 12 characters; require MFA rather than relaxing the policy.",
        "recovery": "Set the policy back and force a password reset for accounts changed since.",
        "match": {"cmd": ("aws",), "sub": ("iam update-account-password-policy",),
                  "words_any": ("--minimum-password-length=[0-7]",)},
        "examples": {"match": ["aws iam update-account-password-policy --minimum-password-length 6"],
                     "no_match": ["aws iam update-account-password-policy --minimum-password-length 14"]},
    },
]
