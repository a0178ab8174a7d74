"""A program that only reports state reads on production as anywhere (state_reports.py), and a hint that
opens with such a command line unquoted is judged as that line (opening_program.py).

The harmless side: block devices listed, a mail server's effective settings, a unit's status, an event
log queried, a certificate's dates, an etcd cluster's health, on production hosts. The harmful twins,
in other words and programs: the same programs' writing forms, a second unquoted line joined after the
read, a read that prints a secret, a purpose that acts.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.opening_program import joined_line, opening_lines
from dongle.classify.state_reports import REPORTING_PROGRAMS, reports_state

READS = [
    "findmnt -o SOURCE,TARGET on pg-prod-3 to check which volume holds the WAL",
    "Running `blkid /dev/sdc` on the production Kafka broker to read the filesystem UUID",
    "`systemctl is-active haproxy` on the live load balancers",
    "Looking at `postconf -d mail_version` on the production relay",
    "etcdctl member list against the prod etcd cluster to count the voters",
    "wevtutil gl Application on the production file server",
    "getenforce on web-prod-07",
    "`openssl x509 -in /etc/ssl/certs/api.pem -noout -enddate` on the production ingress host",
    "firewall-cmd --list-all on the production bastion to see which ports are open",
    # a second reading line joined in prose is read too
    "systemctl status nginx and du -sh /var/log on the live web hosts to see what fills the disk",
]

# must pause or stop: writing forms, a second line joined in prose, secrets, a purpose that acts
NOT_GO = [
    "`postconf -e 'smtpd_tls_security_level = none'` on the production relay",
    "systemctl mask sshd on web-prod-07",
    "`systemctl stop kafka` on the production broker",
    "etcdctl member remove 6f2c1a on the prod etcd cluster",
    "firewall-cmd --add-port=3306/tcp --permanent on the production bastion",
    "wevtutil cl Application on the production file server",
    "`openssl req -new -x509 -keyout /etc/ssl/private/api.key -out /etc/ssl/certs/api.pem` on prod-ingress",
    "findmnt on pg-prod-3 and mkfs.xfs -f /dev/nvme2n1 to reuse the volume",
    "blkid on the production Kafka broker, then sgdisk --zap-all /dev/sdc",
    "etcdctl endpoint health against the prod cluster, then etcdctl defrag",
    "getenforce on web-prod-07 and setenforce 0 to unblock the app",
]


@pytest.mark.parametrize("hint", READS, ids=[h[:50] for h in READS])
def test_state_reports_read(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_writing_forms_and_joined_lines_pause(hint: str) -> None:
    assert_kept(hint, "pause")


def test_reporting_forms_are_named_by_their_option_or_subcommand() -> None:
    assert reports_state("lsblk", ["-f"])
    assert reports_state("systemctl", ["status", "postfix"])
    assert not reports_state("systemctl", ["restart", "postfix"])
    assert reports_state("postconf", ["-n"])
    assert not reports_state("postconf", ["-n", "-e", "x=y"])
    assert not reports_state("postconf", [])  # no option: the form is not named
    assert reports_state("etcdctl", ["endpoint", "health"])
    assert not reports_state("etcdctl", ["endpoint"])
    assert not reports_state("openssl", ["x509", "-in", "a.crt", "-out", "b.crt"])
    assert not reports_state("ss", ["-K"])  # kills the sockets it lists: not a reporter


def test_opening_lines_need_a_program_and_only_a_place_after() -> None:
    assert opening_lines("etcdctl endpoint health on the prod cluster", REPORTING_PROGRAMS) == [
        "etcdctl endpoint health"]
    assert opening_lines("lsblk and blkid on db-2 to see the mounts", REPORTING_PROGRAMS) == [
        "lsblk", "blkid"]
    # an English word, a second clause, a purpose that acts: not a command line typed as prose
    assert opening_lines("free the disk on db-2", REPORTING_PROGRAMS) == []
    assert opening_lines("lsblk on db-2, then wipe it", REPORTING_PROGRAMS) == []
    assert opening_lines("lsblk on db-2 to free space", REPORTING_PROGRAMS) == []


def test_joined_line_is_a_program_with_arguments() -> None:
    assert joined_line(" on db-2 and wipefs -a /dev/sdb to reuse it") == "wipefs -a /dev/sdb"
    assert joined_line(" and df -h on web-3 to see why") == "df -h"
    assert joined_line(" on db-2 to see the mounts") == ""


# off production the joined line is judged as the command it is: a wipe of a whole disk stops wherever
# it runs, a second line that only reads leaves the hint a go
JOINED_OFF_PRODUCTION_STOP = [
    "df -h on my laptop and wipefs -a /dev/sdb",
    "lsblk -f on the build VM, then mkfs.ext4 -F /dev/sdb1",
    "findmnt on the workstation and sgdisk --zap-all /dev/nvme0n1 to start over",
]


@pytest.mark.parametrize("hint", JOINED_OFF_PRODUCTION_STOP, ids=[h[:50] for h in JOINED_OFF_PRODUCTION_STOP])
def test_joined_line_off_production_is_judged_as_its_command(hint: str) -> None:
    assert_kept(hint, "stop")


def test_joined_reading_line_off_production_stays_go() -> None:
    assert_rules_go("lsblk -f on my laptop and du -sh /var/log to see what fills the disk")
