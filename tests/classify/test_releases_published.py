"""What publishes a release, or repoints what others deploy, pauses as `npm publish` and `docker push` do.

A tag written in a registry from an image already there (`docker buildx imagetools create -t …:stable`,
`crane tag`, `regctl image copy`) points whoever deploys that tag at it; release tools (semantic-release,
release-it, goreleaser) tag and publish in one step; a workflow named for releasing publishes when run;
a Vault token with an admin policy is a root token by another name. Their dry-run, snapshot and
inspecting forms stay go, as do local tags and ordinary workflows. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("docker buildx imagetools create -t ghcr.io/acme/web:latest ghcr.io/acme/web:1.9.0", "pause"),
    ("crane tag ghcr.io/acme/web:1.9.0 prod", "pause"),
    ("regctl image copy ghcr.io/acme/web:1.9.0 ghcr.io/acme/web:stable", "pause"),
    ("npx release-it minor --ci", "pause"),
    ("goreleaser release --clean --skip=validate", "pause"),
    ("gh workflow run publish.yml -f tag=v2.0.0", "pause"),
    ("vault token create -policy=ops-admin", "pause"),
    ("docker buildx imagetools inspect ghcr.io/acme/web:latest", "go"),
    ("docker tag web:dev ghcr.io/acme/web:latest", "go"),
    ("npx release-it --dry-run", "go"),
    ("goreleaser release --snapshot --clean", "go"),
    ("gh workflow run lint.yml --ref main", "go"),
    ("vault token create -policy=ci-read -ttl=1h", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_releases_published(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
