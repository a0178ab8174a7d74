"""Score a red-team set through the hook's shell judge: the classifier plus self-protection, as
`dongle hook` runs them for a shell call. Prints each miss and the accuracy.

    HOME=/home/dev .venv/bin/python bench/redteam/score_guard.py bench/redteam/FILE.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from dongle.hooks.judge import _shell

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def main(path: str) -> int:
    right = total = refused = look_alikes = 0
    for line in Path(path).read_text().split("\n"):
        if not line.strip():
            continue
        item = json.loads(line)
        judged = _shell(item["command"], item.get("cwd", "/home/dev/project"))
        got = LABEL[judged.tier.value]
        total += 1
        right += got in item["expect"]
        if item["expect"] == ["go"]:
            look_alikes += 1
            refused += got != "go"
        if got not in item["expect"]:
            print(f"  miss {item['id']}: got {got}, expected {'/'.join(item['expect'])}: "
                  f"{item['command'][:150]!r} [{','.join(judged.rules)[:60]}]")
    print(f"accuracy {right}/{total}, look-alikes refused {refused}/{look_alikes}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
