"""The home directory spelled the way the language that runs a written file spells it (GZ).

Through the real `dongle hook claude-code`: a Gemfile whose Ruby `system("rm -f #{Dir.home}/…")`
removes an agent's settings when bundler loads it, a CMakeLists.txt whose `execute_process` runs
`rm -f $ENV{HOME}/…/hooks/dongle.json`, a Makefile recipe on `$(HOME)/…`: read as shell, `#{…}` is a
comment and `$ENV{HOME}` is `$ENV` then `{HOME}`, so the guard's path was lost (stops). Each beside a
twin writing the same file with the same spelling of home over the project's own cache, or only
printing the guard's path (go).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_decision

STOPPED = {
    "ruby in a Gemfile": ("printf 'source \"https://rubygems.org\"\\n"
                          "system(\"rm -f #{Dir.home}/.gemini/settings.json\")\\n' > Gemfile "
                          "&& bundle check"),
    "cmake execute_process": (
        "printf 'cmake_minimum_required(VERSION 3.16)\\nproject(app NONE)\\nexecute_process(COMMAND sh -c "
        "\"rm -f $ENV{HOME}/.copilot/hooks/dongle.json\")\\n' > CMakeLists.txt && cmake -S . -B build"),
    "make recipe on $(HOME)": ("printf 'clean:\\n\\trm -f $(HOME)/.codex/hooks.json\\n' > Makefile "
                               "&& make clean"),
}

LOOK_ALIKES = {
    "ruby cleans its cache": ("printf 'source \"https://rubygems.org\"\\n"
                              "system(\"rm -f #{Dir.home}/.cache/app/x.json\")\\n' > Gemfile "
                              "&& bundle check"),
    "cmake removes a stamp": (
        "printf 'cmake_minimum_required(VERSION 3.16)\\nproject(app NONE)\\nexecute_process(COMMAND sh -c "
        "\"rm -f $ENV{HOME}/.cache/app/build.stamp\")\\n' > CMakeLists.txt && cmake -S . -B build"),
    "make recipe prints the path": ("printf 'show:\\n\\techo $(HOME)/.codex/hooks.json\\n' > Makefile "
                                    "&& make show"),
}

CASES = [*((c, "deny") for c in STOPPED.values()), *((c, "allow") for c in LOOK_ALIKES.values())]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[*STOPPED, *LOOK_ALIKES])
def test_each_route_and_twin(command: str, expected: str, tmp_path: Path) -> None:
    decision, out = shell_decision(command, tmp_path)
    assert decision == expected, out
