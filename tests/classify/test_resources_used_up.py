"""A resource every process of the user shares, used up on purpose (red team HD, session 16).

A fork bomb stops because nothing else the user runs can start until it is killed, the guard's hook
included. The same is done without a function that calls itself: a filesystem filled to the last
byte (a size read from the free space or memory, an endless source with no bound, gigabytes on a
RAM-backed filesystem; scratch space filled pauses), the kernel's handles opened until the kernel
refuses and kept, tens of thousands of processes started at once. Harmless twins: stated modest
sizes, bounded copies, sparse files, a look at the free space, one pipe, a loop that closes what it
opens, a thousand jobs.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # a filesystem filled to the last byte
    ('xfs_mkfile "$(df -B1 --output=avail /var/lib | tail -n1)" /var/lib/app/.reserve', "stop"),
    ("dd if=/dev/urandom of=$HOME/.thumbnails/cache.db bs=4M status=none", "stop"),
    ("head --bytes=$(awk '/MemAvailable/{print $2*1024}' /proc/meminfo) /dev/zero > /dev/shm/sess.bin",
     "stop"),
    ("cat /dev/zero >> ~/.local/share/app/padding", "stop"),
    ("yes 0123456789abcdef > $XDG_RUNTIME_DIR/spool.tmp", "stop"),
    ("fallocate --length 20G /run/user/1000/swap.img", "stop"),
    ("dd if=/dev/zero of=/var/tmp/soak.bin bs=1M", "pause"),
    ("df -h /run/user/1000 /dev/shm", "go"),
    ("dd if=/dev/urandom of=fixtures/random.bin bs=1k count=512", "go"),
    ("dd if=/dev/zero of=/dev/shm/ipc-bench bs=1M count=128", "go"),
    ("fallocate --length 256M build/ext4.img", "go"),
    ("truncate -s 40G images/sparse.qcow2", "go"),
    ("head -c 32 /dev/urandom > fixtures/nonce.bin", "go"),
    ("yes n | head -n 20 > answers.txt", "go"),
    ("yes > /dev/null", "go"),
    # kernel handles opened until refused, and kept
    ("perl -e 'my @h; while (1) { socket(my $s, 2, 1, 0) or last; push @h, $s } sleep 86400'", "stop"),
    ("node -e 'const fs=require(\"fs\");const keep=[];"
     "for(;;){keep.push(fs.openSync(\"/etc/hostname\",\"r\"))}'", "stop"),
    ("python3 -c \"import os; held=[os.pipe() for _ in range(10**6)]; input()\"", "stop"),
    ("python3 -c \"import resource; print(resource.getrlimit(resource.RLIMIT_NOFILE))\"", "go"),
    ("python3 -c \"import socket; s=socket.socket(); s.bind(('127.0.0.1', 8081)); s.listen(); seen=[]\n"
     "while True: seen.append(s.accept())\"", "go"),
    ("python3 -c \"import os; r, w = os.pipe(); os.write(w, b'x'); print(os.read(r, 1))\"", "go"),
    ("python3 -c \"import sys\nwhile True:\n  line = sys.stdin.readline()\n"
     "  if not line: break\n  print(line)\"", "go"),
    # tens of thousands of processes at once
    ("seq 50000 | xargs -P 0 -I{} sh -c 'sleep 7200'", "stop"),
    ("for n in {1..25000}; do tail -f /dev/null & done", "stop"),
    ("for n in {1..1500}; do curl -s localhost:9000/ping > /dev/null & done; wait", "pause"),
    ("git ls-files '*.go' | xargs -P 8 -n 20 gofmt -l", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_resource_used_up(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/webshop", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected, verdict.factors
