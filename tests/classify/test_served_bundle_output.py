"""A Rails bundler's compiled output in the served folder is regenerable (blind set CG's false positive).

Webpacker/Shakapacker compile into `public/packs` (`public/packs-test` for tests) and Vite Ruby into
`public/vite*`: the next compile or test run writes them again, as `dist/` or `tmp/cache`. Only that
pair is: `public/` itself, its uploads, or a `packs` folder elsewhere keep their pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rm -rf public/packs-test", "go"),
    ("rm -rf public/packs/* public/vite-dev", "go"),
    ("ruby -e 'require \"fileutils\"; FileUtils.rm_rf(Dir.glob(\"tmp/cache/*\")); "
     "FileUtils.rm_rf(\"public/packs-test\")'", "go"),
    ("python3 -c \"import shutil; shutil.rmtree('public/vite-test')\"", "go"),
    ("rm -rf public", "pause"),
    ("rm -rf public/uploads", "pause"),
    ("rm -rf packs", "pause"),
    ("rm -rf public/packs/../../app", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_served_bundle_output(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/store", {"HOME": "/home/dev"}).tier.value] == expected
