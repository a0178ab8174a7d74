"""HOME and the other locating variables as the agent's shell keeps them after the line.

`~` is expanded when the word is reached: after `export HOME=/tmp/ci;` it is that scratch directory,
while a prefix `HOME=/tmp/ci rm -rf ~` expands the word before the prefix applies (the real home).
What the line leaves in the agent's shell is what later agents and dongle commands inherit: an export,
or a plain assignment to HOME (already exported), that outlives the line stops; one the line undoes (a
subshell, a child shell, a pipeline element, a function never called, HOME set back before the end)
does not; a child shell's `~` is the HOME its own code assigns.
"""

from __future__ import annotations

from hooks.helpers import route_tests

STOPPED = {
    "prefix does not apply to the word": "HOME=/tmp/ci rm -rf ~",
    "export outlives the line": "export HOME=/tmp/ci; rm -rf ~",
    "plain assignment to the exported HOME": "HOME=/tmp/ci; rm -rf ~",
    "assigned, then exported": "HOME=/tmp/ci; export HOME; ls ~",
    "printf -v into HOME": "printf -v HOME %s /tmp/h",
    "config home exported": "export XDG_CONFIG_HOME=/tmp/cfg",
    "function called sets it": "f() { export HOME=/tmp/x; }; f; ls",
    "set back to somewhere else": "export HOME=/tmp/a; rm -rf ~; export HOME=/tmp/b",
    "the real home emptied": "export HOME=/; rm -rf ~/*",
    "a child shell's export does not reach the next command": "bash -c 'export HOME=/tmp/ci'; rm -rf ~",
    "a child shell starts an agent with its home moved": "bash -c 'export HOME=/tmp/h; claude -p hi'",
    "a child shell empties the real home": "sh -c 'rm -rf ~/'",
}

GO = {
    "in a subshell": "(export HOME=/tmp/ci; rm -rf ~)",
    "in a subshell with mkdir": "(export HOME=/tmp/ci-home; mkdir -p ~ && rm -rf ~)",
    "saved and restored": "H=$HOME; export HOME=/tmp/ci; rm -rf ~; export HOME=$H",
    "a child shell handed the environment": "env HOME=/tmp/ci sh -c 'rm -rf ~'",
    "a child shell's own export": "bash -c 'export HOME=/tmp/ci; rm -rf ~'",
    "a pipeline element's export": "export HOME=/tmp/ci | cat",
    "a function never called": "f() { export HOME=/tmp/x; }",
    "a test run with a scratch home": "HOME=/tmp/h make test",
    "an ordinary export": "export EDITOR=vim",
}


test_route_stops, test_twin_goes, _ = route_tests(STOPPED, GO, {})
