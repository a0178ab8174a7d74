"""A container's mounts are reached only by the command it runs (blind set CG's false positive).

`docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:cli sh -c 'docker ps'` lists the
host's containers: the one command the container runs is read (a known program, or a shell's script
read whole) and judged with the mounts (`rm -rf /host/etc` is `rm -rf /etc`), so the mount adds
nothing of its own. A harmful command through the same mount, an image's own entrypoint, a detached or
interactive container, an unknown program, and privileges beyond mounts keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:cli sh -c "
     "'docker ps --format \"{{.Names}} {{.Status}}\"'", "go"),
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:27-cli docker images", "go"),
    ("podman run --rm -v /:/host alpine ls /host/etc", "go"),
    ("docker run --rm -v /etc:/host-etc:ro alpine sh -c 'cat /host-etc/os-release'", "go"),
    # the same mounts used harmfully
    ("docker run --rm -v /:/host alpine rm -rf /host/etc", "stop"),
    ("docker run --rm -v /:/host alpine cat /host/etc/shadow", "pause"),
    ("docker run --rm -v /etc:/host-etc alpine sh -c 'echo x >> /host-etc/hosts'", "pause"),
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:cli sh -c "
     "'docker rm -f $(docker ps -aq)'", "pause"),
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:cli docker run --privileged "
     "-v /:/host alpine chroot /host", "pause"),
    # the command is not the line's to read, or the container gets more than its mounts
    ("docker run --rm -v /:/host alpine", "pause"),
    ("docker run --rm -it -v /:/host alpine sh", "pause"),
    ("docker run -d -v /var/run/docker.sock:/var/run/docker.sock portainer/portainer-ce", "pause"),
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock acme/tool ./run.sh", "pause"),
    ("docker run --rm -v /var/run/docker.sock:/var/run/docker.sock acme/tool sh -c \"$CMD\"", "pause"),
    ("docker run --rm --privileged alpine ls", "pause"),
    ("docker run --rm --entrypoint /bin/sh -v /:/host alpine -c 'ls /host'", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_container_mount_reach(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
