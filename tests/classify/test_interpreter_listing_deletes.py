"""A delete inside a loop over a listing deletes what the listing yields, in every language.

`Dir.glob(File.join(Dir.home, "**", "*")).each { |f| File.delete(f) }` deletes every file under the
home directory: the path handed to the delete is computed, but the glob it iterates is a literal.
Python already read `for f in glob.glob(…): os.remove(f)` as `rm PATTERN`; ruby, perl and node get
the same reading, and a `**` segment reaches every depth (`find ROOT -type f -delete`). The same
loop over a project's build output, caches or logs stays go, and a find under regenerable output
is judged as `rm -rf` of it is (go). Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("""ruby -e 'Dir.glob(File.join(Dir.home, "**", "*")).each { |f| File.delete(f) rescue nil }'""", "stop"),
    ("""ruby -e 'Dir["#{Dir.home}/**/*"].each { |f| File.delete(f) }'""", "stop"),
    ("""perl -e 'for my $f (glob("$ENV{HOME}/**/*")) { unlink $f }'""", "stop"),
    ("""node -e 'const fs=require("fs"),os=require("os"); fs.readdirSync(os.homedir())"""
     """.forEach(f => fs.rmSync(require("path").join(os.homedir(), f), {recursive:true}))'""", "stop"),
    ("""python3 -c 'import glob,os; [os.remove(f) for f in glob.glob(os.path.expanduser("~/**/*"),"""
     """ recursive=True)]'""", "stop"),
    ("""ruby -e 'Dir["log/*.log"].each { |f| File.delete(f) }'""", "go"),
    ("""ruby -e 'Dir.glob("tmp/cache/**/*").each { |f| File.delete(f) if File.file?(f) }'""", "go"),
    ("find tmp/cache -type f -delete", "go"),
    ("find build src -type f -delete", "pause"),
    ("""perl -e 'unlink $_ for glob("logs/*.log")'""", "go"),
    ("""python3 -c 'import glob,os; [os.remove(f) for f in glob.glob("build/**/*.pyc", recursive=True)]'""",
     "go"),
    ("""node -e 'const fs=require("fs"); fs.readdirSync("dist").forEach(f => fs.unlinkSync("dist/" + f))'""",
     "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_a_delete_in_a_loop_deletes_what_the_listing_yields(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
