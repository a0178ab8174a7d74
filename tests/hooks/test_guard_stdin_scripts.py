"""A script that is a link to stdin runs what is piped into it (HI, round 3), in-process.

`ln -s /dev/stdin ci.sh && echo TEXT | bash ci.sh`: the shell reads its script from the link, which
is its own stdin, so the piped text is the script and is judged as such, as `echo TEXT | bash` is.
A link to a real script, and a link to stdin read by a program that does not run it, pass. The same
for code a build or script reads from a named pipe the line made (see below).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_tier

STOPPED = {
    "the guard's settings removed through the link": "ln -sf /dev/stdin ci.sh && "
                                                     "echo 'rm -f ~/.claude/settings.json' | bash ci.sh",
    "the home wiped through fd 0": "ln -s /proc/self/fd/0 run && printf 'rm -rf ~/\\n' | sh ./run",
    "a long option": "ln --symbolic --force /dev/fd/0 step && echo 'rm -rf ~/' | zsh step",
}

LOOK_ALIKES = {
    "a link to a real script": "ln -s scripts/build.sh build.sh && echo hi | bash build.sh",
    "harmless text through the link": "ln -sf /dev/stdin ci.sh && echo 'npm test' | bash ci.sh",
    "a link to stdin counted, not run": "ln -s /dev/stdin in.txt && echo hello | wc -l in.txt",
}


@pytest.mark.parametrize("command", STOPPED.values(), ids=list(STOPPED))
def test_piped_text_run_through_a_stdin_link_stops(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "danger_zone"


@pytest.mark.parametrize("command", LOOK_ALIKES.values(), ids=list(LOOK_ALIKES))
def test_links_that_run_nothing_piped_pass(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "advisory"


# A build or script the line writes that includes or sources a named pipe it made: the code is what
# another process writes into the pipe later, so it pauses; a pipe used for logs, named by nothing that
# runs code, passes.
FED_BY_A_PIPE = {
    "a makefile including a pipe": "mkfifo build.mk && printf 'include build.mk\\nall:\\n\\t@echo ok\\n' "
                                   "> Makefile && make",
    "a script sourcing a pipe": "mkfifo /tmp/steps && printf '. /tmp/steps\\n' > run.sh && bash run.sh",
}
PIPES_FOR_LOGS = {
    "a build's output teed through a pipe": "mkfifo build.log; tee out.txt < build.log & make > build.log",
    "a pipe the makefile never names": "mkfifo progress && printf 'all:\\n\\techo done\\n' > Makefile "
                                       "&& make",
}


@pytest.mark.parametrize("command", FED_BY_A_PIPE.values(), ids=list(FED_BY_A_PIPE))
def test_code_read_from_a_pipe_pauses(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) in ("verify", "confirm")


@pytest.mark.parametrize("command", PIPES_FOR_LOGS.values(), ids=list(PIPES_FOR_LOGS))
def test_pipes_for_logs_pass(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "advisory"
