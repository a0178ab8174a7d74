"""The blind review of session 33's merge found routes its new rules and exemptions opened; each is tried
here again and must stay closed (verdicts as before the session, or stricter)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"

STOPS = {
    # a rule that makes a program known must not switch off the reading of the commands it carries
    "certbot deploy hook": "certbot renew --deploy-hook 'rm -rf ~'",
    "letsencrypt deploy hook": "letsencrypt renew --deploy-hook 'rm -rf ~'",
    "certbot post hook as root": "sudo certbot renew --post-hook 'rm -rf /'",
    "kitten ssh": "kitten ssh prod-db 'rm -rf /var/lib/postgresql'",
    "screen stuff": "screen -S w -X stuff 'rm -rf ~\\n'",
    "zellij write-chars": "zellij action write-chars 'rm -rf ~'",
    "wezterm send-text": "wezterm cli send-text --pane-id 3 'rm -rf ~'",
    "llm cmd prompt that is a command": "llm cmd 'rm -rf ~'",
    # upkeep exemptions bounded by their effect
    "journal vacuumed to zero hours": "ssh prod-db-1 'sudo journalctl --vacuum-time=0h'",
    "binlog emptied on production": "ssh prod-db-1 'sudo truncate -s 0 /var/log/mysql/mysql-bin.000042'",
    "detections emptied on production": ("ssh prod-db-1 'sudo truncate -s 0 "
                                         "/var/log/osquery/osqueryd.results.log'"),
    # scratch-looking places and dev servers do not make an act safe
    "restic restore over root from a /tmp repo": "restic -r /tmp/lab restore latest --target /",
    "borg delete with a /tmp BORG_REPO": "BORG_REPO=/tmp/x borg delete --force ssh://backup@nas/./main",
    "vault audit off beside a dev server": ("vault server -dev & VAULT_ADDR=http://127.0.0.1:8200 vault "
                                            "audit disable -address=https://vault.prod.acme.com:8200 file/"),
    "AWS query API action": ("curl "
                             "'https://cloudtrail.us-east-1.amazonaws.com/?Action=StopLogging&Name=org-trail'"),
    "a user name that says dev": ("curl -X PUT -H 'Authorization: Bearer $T' https://dev@api.github.com/orgs/acme/"
                                  "memberships/mallory -d '{\"role\":\"admin\"}'"),
}

NOT_GO = {
    "resize2fs -M shrinks": "ssh prod-db-1 'sudo resize2fs -M /dev/nvme1n1p1'",
    "tcpdump of one outside host or anything": ("sudo tcpdump -i any -c 500 -w /tmp/cap.pcap "
                                                "'host 203.0.113.5 ||tcp'"),
}


@pytest.mark.parametrize("command", list(STOPS.values()), ids=list(STOPS))
def test_route_stays_stopped(command: str) -> None:
    assert classify_command(command, cwd=CWD).tier.value == "danger_zone"


@pytest.mark.parametrize("command", list(NOT_GO.values()), ids=list(NOT_GO))
def test_route_is_not_go(command: str) -> None:
    assert classify_command(command, cwd=CWD).tier.value != "advisory"
