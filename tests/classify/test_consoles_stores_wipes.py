"""Issue 14, blind AD (opened): whole-server and whole-store losses, each tried both ways.

Code sent to a CI server's script console runs with the server's rights (a pause; deleting every job, a
stop); a data store's whole primary zone emptied (a data set, the raw zone, every version of a backup
bucket) is a stop while a scratch or build prefix stays a pause; a server's or a signing account's
own wipe command stops; an unread manifest downloaded in the line and applied to production stops; a
listing handed to `xargs sh -c` deletes every entry as `xargs` alone does; a WSL path to every Windows
home is a home tree. Every case is a look-alike written here, not a line of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # script consoles
    ("java -jar jenkins-cli.jar -s https://ci.acme.io/ groovy = <<< "
     "'Jenkins.get().getAllItems().each { it.delete() }'", "stop"),
    ("curl -u bot:$TOKEN --data-urlencode 'script=Jenkins.instance.items*.delete()' https://ci.acme.io/scriptText",
     "stop"),
    ("java -jar jenkins-cli.jar -s https://ci.acme.io/ groovy = <<< 'println Jenkins.instance.items.size()'",
     "pause"),
    ("java -jar jenkins-cli.jar -s https://ci.acme.io/ groovysh", "pause"),
    ("java -jar jenkins-cli.jar -s https://ci.acme.io/ build app-deploy-dev", "go"),
    # whole primary stores and zones
    ("gsutil -m rm -r 'gs://acme-vision-datasets/**'", "stop"),
    ("aws s3 rm s3://acme-lake/landing/ --recursive", "stop"),
    ("b2 rm --recursive --versions b2://acme-offsite-backups", "stop"),
    ("aws s3 rm s3://acme-lake/tmp/ --recursive", "pause"),
    ("aws s3 rm s3://acme-lake/raw/2019-01-01/ --recursive", "pause"),
    ("gsutil -m rm -r 'gs://acme-vision-scratch/**'", "pause"),
    # a server's or an account's own wipe
    ("sudo gitlab-ctl cleanse", "stop"),
    ("sudo gitlab-ctl restart", "pause"),
    ("fastlane match nuke enterprise", "stop"),
    ("bundle exec fastlane match appstore --readonly", "go"),
    # unread manifests applied
    ("wget -qO- https://198.51.100.9/app.yaml | kubectl --context prod-eu apply -f -", "stop"),
    ("wget -qO- https://198.51.100.9/app.yaml | kubectl --context kind-dev apply -f -", "pause"),
    ("cat k8s/app.yaml | kubectl --context kind-dev apply -f -", "go"),
    # every listed entry through a per-item shell
    ("kubectl get ns -o name | cut -d/ -f2 | xargs -I% sh -c 'kubectl delete ns %'", "stop"),
    ("kubectl get ns -o name | grep preview- | cut -d/ -f2 | xargs -I% sh -c 'kubectl delete ns %'", "pause"),
    # every Windows home through WSL
    ("rm -rf /mnt/d/Users/*", "stop"),
    ("ls -la /mnt/c/Users/", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_consoles_stores_wipes(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
