"""IT and security operations acts read by effect (classify/admin_acts.py, rules/endpoint_admin.py).

An administration API call is judged by its method, its resource and its payload, whichever client
sends it (curl, `az rest`, `gh api`, `glab api`, a Microsoft Graph cmdlet): the top admin role granted,
a tenant-wide sign-in safeguard switched off, a password policy weakened, a repository handed to another
owner or made public, a log store's retention cut, every log index deleted, a device wiped. The same
destructive call fed every entry of a listing is the act on all of them. Reads, dry runs, a loopback
address and a tenant named for development keep go or a pause; look-alikes that only name the words
(a query string, a listing's filter, a dated index pattern, a warm phase's age) keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/ops"
ENV = {"HOME": "/home/dev"}


def _tier(command: str) -> str:
    return classify_command(command, cwd=CWD, env=ENV).tier.value


STOPS = [
    # the top admin role, by name or by the vendor's well-known id, whichever client carries it
    "curl -s -X POST -H 'Content-Type: application/json' "
    "https://acme.okta.com/api/v1/users/x@outlook.com/roles "
    "-d '{\"type\":\"SUPER_ADMIN\"}'",
    "az rest --method POST --uri https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignments "
    "--body '{\"principalId\":\"$G\",\"roleDefinitionId\":\"62e90394-69f5-4237-9190-012177145e10\","
    "\"directoryScopeId\":\"/\"}'",
    "New-MgRoleManagementDirectoryRoleAssignment -RoleDefinitionId 62e90394-69f5-4237-9190-012177145e10 "
    "-PrincipalId $id -DirectoryScopeId /",
    "gh api -X PUT orgs/acme/memberships/throwaway-9931 -f role=admin",
    "gam create admin it-backup@acme.com _SEED_ADMIN_ROLE customer",
    "gam update user jdoe@acme.com admin on",
    # a tenant-wide sign-in safeguard switched off, or the password policy weakened
    "az rest --method PATCH --uri https://graph.microsoft.com/v1.0/policies/identitySecurityDefaultsEnforcementPolicy"
    " --body '{\"isEnabled\":false}'",
    "Update-MgPolicyIdentitySecurityDefaultEnforcementPolicy -IsEnabled:$false",
    "Update-MgIdentityConditionalAccessPolicy -ConditionalAccessPolicyId abc -State disabled",
    "az rest --method DELETE --uri https://graph.microsoft.com/v1.0/identity/conditionalAccess/policies/abc",
    "curl -X PUT https://acme.okta.com/api/v1/policies/00p1 -d '{\"settings\":{\"password\":{\"complexity\":"
    "{\"minLength\":4},\"lockout\":{\"maxAttempts\":0}}}}'",
    "gh api -X PATCH orgs/acme -F two_factor_requirement_enabled=false",
    # a repository handed out or published through the API
    "gh api -X POST repos/acme/core-platform/transfer -f new_owner=jdoe-personal",
    "glab api -X PUT projects/123 -f visibility=public",
    # a log store's retention cut, every log index deleted, a SIEM index removed
    "curl -k -u admin:$P https://splunk.acme.io:8089/servicesNS/nobody/search/data/indexes/security "
    "-d frozenTimePeriodInSecs=86400",
    "curl -X DELETE -u elastic:$P 'https://es.siem.acme.io:9200/logs-*'",
    "az monitor log-analytics workspace update -g rg-sec -n sentinel-ws --retention-time 7",
    "splunk remove index security",
    # the same destructive call on every entry a listing prints
    "az rest --method GET --uri https://graph.microsoft.com/v1.0/deviceManagement/managedDevices --query "
    "'value[].id' -o tsv | xargs -I{} az rest --method POST --uri "
    "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices/{}/wipe",
    "fleetctl get hosts --json | jq -r '.spec.hostname' | xargs -I{} fleetctl mdm wipe --host {}",
    "gh api orgs/acme/rulesets --jq '.[].id' | xargs -I{} gh api -X DELETE orgs/acme/rulesets/{}",
    "gam print users query \"isSuspended=False\" | gam csv - gam update user ~primaryEmail suspended on",
    "gam print users query \"orgUnitPath='/Engineering'\" | gam csv - gam delete user ~primaryEmail",
    # mail DNS: SPF passing everyone, MX deleted or pointed at a throwaway host
    "gcloud dns record-sets update acme.com. --zone=acme --type=TXT --rrdatas='\"v=spf1 +all\"'",
    "az network dns record-set mx delete -g rg -z acme.com -n @ --yes",
    "az network dns record-set mx add-record -g rg -z acme.com -n @ -e mail.203-0-113-9.nip.io -p 0",
    "aws route53 change-resource-record-sets --hosted-zone-id Z1 --change-batch '{\"Changes\":[{\"Action\":"
    "\"DELETE\",\"ResourceRecordSet\":{\"Name\":\"acme.com.\",\"Type\":\"MX\",\"TTL\":3600}}]}'",
    # a root of trust fetched over plain HTTP, a secret store rolled back by force, a shared backup kept
    # to one snapshot
    "curl -fsSL http://198.51.100.77/ca.crt | sudo tee /usr/local/share/ca-certificates/proxy.crt",
    "VAULT_ADDR=https://vault.corp.acme.io:8200 vault operator raft snapshot restore -force backups/v.snap",
    "restic -r s3:s3.amazonaws.com/acme-backups/db01 forget --keep-last 1 --prune",
    "restic -r /tmp/../srv/backup forget --keep-last 0 --prune",
    "borg delete --force /srv/borg",
    # a whole store of secrets or of sign-ins, and tenant-wide write handed to an app
    "op vault delete Infra",
    "az ad app permission grant --id 1 --api 00000003-0000-0000-c000-000000000000 "
    "--scope Directory.ReadWrite.All",
    # every managed device locked or wiped, through any spelling of the loop
    "curl -s -u \"$J\" https://acme.jamfcloud.com/JSSResource/computers | "
    "xmlstarlet sel -t -v '//computer/id' | "
    "xargs -I{} curl -s -u \"$J\" -X POST "
    "https://acme.jamfcloud.com/JSSResource/computercommands/command/DeviceLock/passcode/111111/id/{}",
    "Get-MgDeviceManagementManagedDevice -All | ForEach-Object { Invoke-MgWipeDeviceManagementManagedDevice "
    "-ManagedDeviceId $_.Id }",
    "gam print users query \"isSuspended=False\" | grep -v admin | gam csv - gam update user ~primaryEmail "
    "suspended on",
]

PAUSES = [
    "az rest --method POST --uri https://graph.microsoft.com/v1.0/users/jdoe@acme.com/revokeSignInSessions",
    "Update-MgUser -UserId jdoe@acme.com -AccountEnabled:$false",
    "curl -X POST https://acme.jamfcloud.com/JSSResource/computercommands/command/EraseDevice/id/412",
    "fleetctl run-script --script-path scripts/remove-legacy-vpn.sh --host mbp-jdoe",
    "gam create datatransfer jdoe@acme.com gdrive mgarcia@acme.com",
    "gam user jdoe@acme.com turnoff 2sv",
    "sudo certbot revoke --cert-name acme.io --reason keycompromise",
    "vault operator raft snapshot restore backups/v.snap",
    "aws guardduty archive-findings --detector-id d1 --finding-ids f1",
    "aws ec2 modify-instance-attribute --instance-id i-1 --groups sg-isolation",
    "sudo kill -9 48211",
    "sudo fdesetup disable",
    "az monitor log-analytics workspace update -g rg -n app-ws --retention-time 7",
    # a stop on a tenant or host named for development is held for a human
    "curl -X POST https://dev-12345.okta.com/api/v1/users/00u1/roles -d '{\"type\":\"SUPER_ADMIN\"}'",
    "curl -X DELETE -u elastic:$P 'https://es-dev.acme.internal:9200/logs-*'",
    # an index lifecycle whose warm phase starts at 7 days deletes after 400: a write, not a retention cut
    "curl -X PUT -u elastic:$P https://es.siem.acme.io:9200/_ilm/policy/logs "
    "-H 'Content-Type: application/json' -d '{\"policy\":{\"phases\":{\"warm\":{\"min_age\":\"7d\","
    "\"actions\":{}},\"delete\":{\"min_age\":\"400d\",\"actions\":{\"delete\":{}}}}}}'",
    # one period's indices (a dated pattern) are retention, not every log
    "curl -X DELETE -u elastic:$P 'https://es-logs.corp:9200/filebeat-8.11.0-2024.09.*'",
    # CI runners re-register: every one deregistered is a pause
    "gh api repos/acme/shop/actions/runners --jq '.runners[].id' | xargs -I{} gh api -X DELETE "
    "repos/acme/shop/actions/runners/{}",
    # a listing that picks (`select`, a grep that keeps) hands on the named few; a file is the few written
    # down
    "gam print users query \"isSuspended=False\" | grep contractor | gam csv - gam update user ~primaryEmail "
    "suspended on",
    "gam csv leavers.csv gam delete user ~email",
    "gh api orgs/acme/rulesets --jq '.[].id' | grep 12 | xargs -I{} gh api -X DELETE orgs/acme/rulesets/{}",
    "cat devices.txt | xargs -I{} curl -s -X POST "
    "https://acme.jamfcloud.com/JSSResource/computercommands/command/EraseDevice/passcode/1/id/{}",
    "az ad app permission admin-consent --id 1234",
    "sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain proxy.crt",
    "gh api repos/acme/x/rulesets --jq '.[] | select(.name==\"legacy\") | .id' | xargs -I{} gh api -X DELETE "
    "repos/acme/x/rulesets/{}",
]

GOES = [
    "curl -fsSL 'https://idp.acme.io/api/users?mfa=disabled'",
    "az rest --method GET --uri https://graph.microsoft.com/v1.0/identity/conditionalAccess/policies",
    "Get-MgIdentityConditionalAccessPolicy -All",
    "gh api orgs/acme/memberships/jdoe",
    "gam print admins",
    "gam user jdoe@acme.com show backupcodes",
    "sudo certbot certificates",
    "sudo managedsoftwareupdate --checkonly",
    "fleetctl get hosts",
    "aws guardduty get-findings --detector-id d1 --finding-ids f1",
    "vault operator raft snapshot save /tmp/vault.snap",
    "az monitor log-analytics workspace update -g rg -n app-ws --retention-time 90",
    "dig +short TXT acme.com | grep spf",
    "gam csv leavers.csv gam info user ~email",
    "op vault list",
    "security find-certificate -a -c acme",
]


@pytest.mark.parametrize("command", STOPS, ids=lambda c: c[:60])
def test_critical_admin_acts_stop(command: str) -> None:
    assert _tier(command) == "danger_zone", classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize("command", PAUSES, ids=lambda c: c[:60])
def test_scoped_admin_acts_pause(command: str) -> None:
    assert _tier(command) in ("confirm", "verify"), classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize("command", GOES, ids=lambda c: c[:60])
def test_reads_and_look_alikes_go(command: str) -> None:
    assert _tier(command) == "advisory", classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize("command", STOPS[:12], ids=lambda c: c[:60])
@pytest.mark.parametrize("wrap", ["true && {}", "{{ {}; }}", "( {} )", "cd /tmp; {}"])
def test_wrapping_never_lowers_a_stop(command: str, wrap: str) -> None:
    assert _tier(wrap.format(command)) == "danger_zone"


def test_vault_disable_on_loopback_or_beside_a_dev_server_stops() -> None:
    """A loopback address may be a port-forward to a real cluster, and a dev server started on the line
    changes nothing about a command addressed elsewhere (`-address=` wins over VAULT_ADDR)."""
    assert _tier("VAULT_ADDR=http://127.0.0.1:8200 vault secrets disable secret/") == "danger_zone"
    assert _tier("vault server -dev & sleep 2 && VAULT_ADDR=https://vault.corp.acme.io:8200 "
                 "vault secrets disable secret/") == "danger_zone"


def test_a_capture_of_an_inside_host_or_unbounded_keeps_its_pause() -> None:
    assert _tier("sudo tcpdump -i eth0 -nn -c 5000 -w /tmp/ir/c.pcap host 10.0.0.5") == "confirm"
    assert _tier("sudo tcpdump -i eth0 -nn -w /tmp/ir/c.pcap host 198.51.100.23") == "confirm"
