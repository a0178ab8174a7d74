"""A tree walk whose callback deletes every entry it visits deletes the tree (perl's File::Find):
`finddepth(sub { unlink }, $ENV{HOME})` is `rm -rf ~` written as a walk. A callback that only
prints, counts, or picks entries by a pattern is judged as before."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.levels import SafetyTier

CWD = "/home/dev/project"


def _tier(command: str) -> SafetyTier:
    return classify_command(command, cwd=CWD).tier


@pytest.mark.parametrize("command", [
    "perl -MFile::Find -e 'finddepth(sub { unlink or rmdir }, $ENV{HOME})'",
    "perl -MFile::Find -e 'find(sub { -f && unlink }, \"/etc\")'",
    "perl -e 'use File::Find; File::Find::finddepth(sub { rmtree($_) }, \"/var/lib/mysql\")'",
])
def test_a_walk_that_deletes_what_it_visits_stops(command):
    assert _tier(command) is SafetyTier.DANGER_ZONE


@pytest.mark.parametrize("command", [
    "perl -MFile::Find -e 'find(sub { print \"$File::Find::name\\n\" }, $ENV{HOME})'",
    "perl -MFile::Find -e 'find(sub { $n++ }, \"/etc\"); print \"$n\\n\"'",
    "perl -MFile::Find -e 'finddepth(sub { unlink or rmdir }, \"build/tmp\")'",
])
def test_a_walk_that_reads_or_clears_build_output_goes(command):
    assert _tier(command) is SafetyTier.ADVISORY
