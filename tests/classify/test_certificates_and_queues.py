"""Two look-alikes from the opened sets (blind Y Y-pipelines-13, blind F g-scheduling-persistence-22).

- A .pem named for certificates (`ca-bundle.pem`, `fullchain.pem`, `cert.pem`) holds public
  certificates, meant to be shared: printing one goes, as a `.pub` key does; one named for its key
  (`privkey.pem`, `cert-key.pem`) or only `.pem` stays a secret (pause).
- `atrm` fed the whole `atq` listing removes every scheduled job, as `crontab -r` removes every cron
  job (pause); one job named by its number goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sed -n '/BEGIN CERTIFICATE/,/END CERTIFICATE/p' certs/ca-bundle.pem | openssl x509 -noout -subject",
     "go"),
    ("cat certs/ca-bundle.pem", "go"),
    ("cat /etc/letsencrypt/live/shop.example/fullchain.pem", "go"),
    ("cat /etc/letsencrypt/live/shop.example/privkey.pem", "pause"),
    ("cat certs/cert-key.pem", "pause"),
    ("cat certs/server.pem", "pause"),
    ("atq | cut -f1 | xargs -r atrm", "pause"),
    ("atq | awk '{print $1}' | xargs atrm", "pause"),
    ("atrm 12", "go"),
    ("atq", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_certificate_or_queue(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
