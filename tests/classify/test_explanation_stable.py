"""The same line must explain itself the same way in every process: a factor built from a set's order
changes with the interpreter's hash seed, which makes logs and approvals bound to an explanation differ
between two runs of one command."""

from __future__ import annotations

import os
import subprocess
import sys

_SCRIPT = (
    "from dongle.classify.command import classify_command\n"
    "a = classify_command('git add -f .env terraform.tfstate config/master.key; git commit -qm sync "
    "&& git push origin HEAD', cwd='/home/tk/infra')\n"
    "print(a.tier.value, a.factors)\n"
)


def _explained(seed: int, tmp_home: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "HOME": tmp_home}
    done = subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    return done.stdout


def test_secrets_pushed_listed_in_one_order(tmp_path) -> None:
    outputs = {_explained(seed, str(tmp_path)) for seed in (1, 2, 3, 4, 5)}
    assert len(outputs) == 1, outputs
    (only,) = outputs
    assert "compound.secret-pushed" in only
    assert only.index("/home/tk/infra/.env") < only.index("/home/tk/infra/terraform.tfstate")
