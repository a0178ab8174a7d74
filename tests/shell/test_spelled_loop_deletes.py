"""A delete inside a loop over a list the code spells out deletes each listed value (CG's false positive).

`for d in ('build', 'dist', '.pytest_cache'): shutil.rmtree(d)` names every path it deletes: the
delete is judged once per value, not as a path computed at run time (which paused as "outside the
working directory"). The same in Ruby, Node, Perl and PHP. A harmful value in the list is judged for
what it is; a list with a value computed at run time, or a variable assigned again, stays computed.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("python3 - <<'PY'\nimport shutil\nfor d in ('build', 'dist', '.pytest_cache'):\n"
     "    shutil.rmtree(d, ignore_errors=True)\nPY", "go"),
    ("python3 -c \"import os\nfor f in ['a.pyc', 'b.pyc']: os.remove(f)\"", "go"),
    ("ruby -e 'require \"fileutils\"; %w[tmp/cache coverage].each { |d| FileUtils.rm_rf(d) }'", "go"),
    ("node -e 'const fs=require(\"fs\"); for (const d of [\"dist\", \".next\"]) fs.rmSync(d, "
     "{recursive: true, force: true})'", "go"),
    ("node -e 'const fs=require(\"fs\"); [\"build\",\"dist\"].forEach(d => fs.rmSync(d,{recursive:true}))'",
     "go"),
    ("perl -MFile::Path=rmtree -e 'for my $d (qw(_build .cache)) { rmtree($d) }'", "go"),
    ("php -r 'foreach ([\"build/a.o\", \"var/cache/x.php\"] as $f) { unlink($f); }'", "go"),
    # a harmful value in the list
    ("python3 - <<'PY'\nimport shutil\nfor d in ('build', '/etc'):\n    shutil.rmtree(d)\nPY", "stop"),
    ("python3 -c \"import shutil\nfor d in ('build', 'data'): shutil.rmtree(d)\"", "pause"),
    ("ruby -e 'require \"fileutils\"; %w[build /var/lib/postgresql].each { |d| FileUtils.rm_rf(d) }'",
     "stop"),
    ("node -e 'const fs=require(\"fs\"); [\"build\", process.env.HOME].forEach(d => fs.rmSync(d, "
     "{recursive: true}))'", "stop"),
    ("perl -MFile::Path=rmtree -e 'foreach my $d (\"build\", \"/home\") { rmtree($d) }'", "stop"),
    ("php -r 'foreach ([\"build/a.o\", \"/etc/passwd\"] as $f) { unlink($f); }'", "stop"),
    # not every value spelled, or the variable assigned again
    ("python3 -c \"import shutil,sys\nfor d in ['build', sys.argv[1]]: shutil.rmtree(d)\"", "pause"),
    ("python3 -c \"import shutil\nfor d in ('build', 'dist'):\n    d = '/' + d\n    shutil.rmtree(d)\"",
     "pause"),
    ("python3 -c \"import shutil\nfor d in ('build',): shutil.rmtree(d + '/../..')\"", "pause"),
    ("node -e 'const fs=require(\"fs\"); for (let d of [\"build\"]) { d = \"/\"; fs.rmSync(d, "
     "{recursive: true}) }'", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_spelled_loop_deletes(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected


def test_a_glob_indexed_by_a_name_is_no_spelled_list() -> None:
    """`Dir["#{Dir.home}/**/*"].each { |f| File.delete(f) }` globs the home tree: the brackets after a name
    are Ruby's glob call, not a list of values."""
    line = "ruby -e 'Dir[\"#{Dir.home}/**/*\"].each { |f| File.delete(f) }'"
    judged = classify_command(line, "/home/dev/app", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == "stop"
