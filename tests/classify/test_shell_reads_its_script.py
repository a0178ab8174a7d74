"""A shell handed its script inline adds nothing of its own (blind set CG's false positive).

`kubectl debug node/N -- chroot /host sh -c 'df -h; journalctl -u kubelet -n 50'` runs `df` and
`journalctl` as root on the node: the model reads both, each judged as a part of its own with the
wrapper's reach. The `sh` itself is no unknown program whose privileges tip a read into a pause.
A script that is a variable, starts with a substitution, or cannot be read whole is not read and
keeps its pause; a harmful command in a read script is judged for what it is.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("kubectl debug node/ip-10-0-3-12 -it --image=busybox -- chroot /host sh -c "
     "'df -h; journalctl -u kubelet -n 50 --no-pager'", "go"),
    ("sudo chroot /mnt/sysroot bash -c 'uname -a; cat /etc/os-release'", "go"),
    ("docker exec -it web-1 sh -c 'ps aux | head -20'", "go"),
    ("kubectl exec -n dev api-0 -- bash -c 'ls -la /app && df -h /app'", "go"),
    # the same wrappers, harmful or unread scripts
    ("kubectl debug node/ip-10-0-3-12 -it --image=busybox -- chroot /host sh -c 'rm -rf /var/lib/kubelet'",
     "stop"),
    ("kubectl debug node/ip-10-0-3-12 -it --image=busybox -- chroot /host sh -c 'cat /etc/shadow'", "pause"),
    ("kubectl debug node/ip-10-0-3-12 -it --image=busybox -- chroot /host sh -c \"$CMD\"", "pause"),
    ("kubectl debug node/ip-10-0-3-12 -it --image=busybox -- chroot /host sh", "pause"),
    ("sudo chroot /mnt/sysroot sh -c 'iptables -F'", "stop"),
    ("find . -exec sh -c \"$CMD\" \\;", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_shell_reads_its_script(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
