"""A command spelled in character codes is the command it spells (blind Z, Z-obfuscation-12).

`perl -e 'system(join("", map { chr } (114,109,…)))'` went: the code list was an unread computed
string, and an unread computed command passed as go. Each language's way of spelling text in numbers
(perl and php `chr`/`pack`, node `String.fromCharCode`, ruby `pack`/`map(&:chr)`, lua `string.char`
and its decimal escapes) is decoded and the command judged; a command decoded at run time from
something that cannot be read here (`pack("C*", @ARGV)`) is unseen code, and pauses. The same codes
printed rather than run are data.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

RM_HOME = "114,109,32,45,114,102,32,126"  # rm -rf ~
LS = "108,115"  # ls

CASES = [
    (f"perl -e 'system(join(\"\", map {{ chr }} ({RM_HOME})))'", "stop"),
    ("perl -e 'system(join(\"\", map { chr } (114,109,32,45,114,102,32,47,104,111,109,101)))'", "stop"),
    (f"perl -e 'system(join(\"\", map {{ chr }} ({LS})))'", "go"),
    (f"perl -e 'system(pack(\"C*\", {RM_HOME}))'", "stop"),
    (f"perl -e 'print pack(\"C*\", {RM_HOME})'", "go"),
    (f"node -e 'require(\"child_process\").execSync(String.fromCharCode({RM_HOME}))'", "stop"),
    (f"node -e 'require(\"child_process\").execSync(String.fromCharCode({LS}))'", "go"),
    (f"node -e 'console.log(String.fromCharCode({RM_HOME}))'", "go"),
    ("php -r 'system(chr(114).chr(109).\" -rf ~\");'", "stop"),
    ("php -r 'system(chr(108).chr(115).\" -la\");'", "go"),
    (f"php -r 'system(implode(array_map(\"chr\", [{RM_HOME}])));'", "stop"),
    (f"ruby -e 'system([{RM_HOME}].pack(\"c*\"))'", "stop"),
    (f"ruby -e 'system([{RM_HOME}].map(&:chr).join)'", "stop"),
    (f"ruby -e 'puts [{RM_HOME}].pack(\"c*\")'", "go"),
    (f"lua -e 'os.execute(string.char({RM_HOME}))'", "stop"),
    ("lua -e 'os.execute(\"\\114\\109 -rf ~\")'", "stop"),
    ("lua -e 'print(\"\\114\\109 -rf ~\")'", "go"),
    ("node -e 'require(\"child_process\").execSync(\"\\x72\\x6d -rf ~\")'", "stop"),
    # decoded from what cannot be read here: unseen code pauses; a plain computed argument does not
    ("perl -e 'system(pack(\"C*\", @ARGV))' 114 109", "pause"),
    ("perl -e 'system(\"ls \" . $ARGV[0])' src", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_char_code_command(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
