"""A network device's logging or firewall switched off in its own configuration language, over ssh.

The lines a session hands a router, switch or firewall (a heredoc, `printf … | ssh -T`, the remote command's
words) are that vendor's language, not a shell. Logging or accounting switched off, and filtering opened to
any-to-any, stop whatever the vendor (IOS/ASA, Junos, FortiOS); reading the configuration, adding a log host
and a narrow permit keep the verdict any change to a device has.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

FORTI_LOG_OFF = """ssh -T admin@fw01.corp.lan <<'EOF'
config log syslogd setting
set status disable
end
EOF"""
FORTI_ANY_ANY = """ssh -T admin@fw02.corp.lan <<'EOF'
config firewall policy
edit 1
set srcintf "any"
set dstintf "any"
set srcaddr "all"
set dstaddr "all"
set action accept
set service "ALL"
next
end
EOF"""
FORTI_NARROW = """ssh -T admin@fw02.corp.lan <<'EOF'
config firewall policy
edit 7
set srcintf port1
set dstintf port2
set srcaddr all
set dstaddr web-01
set action accept
next
end
EOF"""

STOPPED = [
    "printf 'conf t\\nno logging host 10.20.0.15\\nno logging on\\nend\\nwrite memory\\n'"
    " | ssh -T admin@core-sw1",
    "printf 'configure terminal\\nno logging\\nend\\n' | ssh -T netops@edge-rtr2.corp.lan",
    "printf 'conf t\\nno aaa accounting exec default start-stop group tacacs+\\nend\\n' | ssh -T admin@sw3",
    "ssh -T netops@mx1.corp.lan <<'EOF'\nconfigure\ndelete system syslog\ncommit and-quit\nEOF",
    "ssh -T netops@mx1.corp.lan <<'EOF'\nconfigure\ndeactivate system accounting\ncommit\nEOF",
    FORTI_LOG_OFF,
    "printf 'conf t\\naccess-list OUTSIDE_IN line 1 extended permit ip any any\\nend\\n'"
    " | ssh -T admin@asa-edge",
    "ssh -T netops@srx1.corp.lan <<'EOF'\nconfigure\ndelete security policies\ncommit\nEOF",
    FORTI_ANY_ANY,
]
NOT_STOPPED = [
    "ssh admin@asa-edge.corp.lan 'show running-config logging'",
    "printf 'conf t\\nlogging host 10.20.0.16\\nend\\nwrite memory\\n' | ssh -T admin@core-sw1",
    "printf 'conf t\\naccess-list OUTSIDE_IN line 1 extended permit tcp any host 10.0.0.5 eq 443\\nend\\n'"
    " | ssh -T admin@asa-edge",
    FORTI_NARROW,
    "ssh deploy@web1 'journalctl -u nginx --no-pager | grep -i logging'",
]


@pytest.mark.parametrize("command", STOPPED)
def test_device_logging_off_or_filtering_opened_stops(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == "danger_zone", judged.factors
    assert {"net.device-logging-off", "net.device-firewall-opened"} & set(judged.rules)


@pytest.mark.parametrize("command", NOT_STOPPED)
def test_reads_log_hosts_and_narrow_permits_do_not_stop(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value != "danger_zone", judged.factors
