"""A delete function handed to an iteration by name deletes every entry (blind Z, Z-obfuscation-9).

`php -r 'array_map("unlink", glob("storage/app/uploads/*"));'` went: `unlink` was a string, not a
call. Handed by name to `array_map`/`array_walk` (php), `.forEach(fs.unlinkSync)` (node) or
`.each(&File.method(:delete))` (ruby), it runs on what the listing yields, judged as `rm` of the glob:
uploads pause, the home stops, a cache or scratch goes; another function mapped over the listing reads.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("php -r 'array_map(\"unlink\", glob(\"storage/app/uploads/*\"));'", "pause"),
    ("php -r 'array_walk(glob(\"storage/app/uploads/*\"), \"unlink\");'", "pause"),
    ("node -e 'const fs=require(\"fs\"); fs.globSync(\"uploads/*\").forEach(fs.unlinkSync)'", "pause"),
    ("ruby -e 'Dir.glob(\"uploads/*\").each(&File.method(:delete))'", "pause"),
    ("ruby -e 'Dir.glob(File.join(Dir.home, \"*\")).each(&FileUtils.method(:rm_rf))'", "stop"),
    ("php -r 'array_map(\"unlink\", glob(\"storage/framework/cache/data/*\"));'", "go"),
    ("php -r 'array_map(\"unlink\", glob(\"/tmp/phpunit-*\"));'", "go"),
    ("php -r 'print_r(array_map(\"basename\", glob(\"storage/app/uploads/*\")));'", "go"),
    ("ruby -e 'puts Dir.glob(\"uploads/*\").map(&File.method(:size)).sum'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_delete_handed_by_name(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
